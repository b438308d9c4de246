"""The forty-seventh look-alike corpus: one ``holdout`` split of secrets and benign
look-alikes from the memory notes of a data engineer at an invented agribusiness trading
company in São Paulo (team in Buenos Aires), February 2031.

Written without reading the scrubber or its tests. ``cases("holdout")`` returns every case,
secret cases first; ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike47:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out byte-identical; a secret case
lists in ``secrets`` the exact substrings that must not survive (for a multi-line key, each
body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike47.benign_crypto_text import BENIGN_CRYPTO_TEXT
from tests.redact.lookalike47.benign_fiscal import BENIGN_FISCAL
from tests.redact.lookalike47.benign_market import BENIGN_MARKET
from tests.redact.lookalike47.benign_platform import BENIGN_PLATFORM
from tests.redact.lookalike47.gen import Kind, render, secrets_of
from tests.redact.lookalike47.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_FISCAL + BENIGN_MARKET + BENIGN_PLATFORM + BENIGN_CRYPTO_TEXT

# Frames put a text where the engineer's memory note would have it, in the team's languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Aprendido: {t}",
    "- {t}",
    "Ojo: {t}",
    "{t}  ← da sessão de 2031-02-11",
    "> [!TIP]\n> {t}",
    "<!-- memória: dados/conciliação -->\n{t}",
    "Para a próxima vez: {t}",
    "Nota (BA): {t}",
    "* [ ] revisar: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Copiado do terminal:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>trecho</summary>\n\n{t}\n\n</details>",
    "{t}\n\nFuente: salida del job, guardada para la próxima sesión",
    "### Referência\n\n{t}\n",
    "Context from the Feb 2031 on-call:\n{t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "|", '"', "/", "- ")

build = KindCorpus(
    "lookalike47",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
