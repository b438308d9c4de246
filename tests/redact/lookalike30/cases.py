"""The thirtieth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Memory notes of a payments developer at an invented retail chain (Araucária Varejo) whose
point-of-sale team sits in Curitiba with a second team in Izmir, June 2028: POS terminals
and EMV, Pix and boletos, Cielo/Stone/PagSeguro/iyzico, NF-e/NFC-e and e-Fatura,
tokenization, a loyalty app, PostgreSQL, Kafka and GCP, in Portuguese, Turkish and English.

Written without reading the scrubber or its tests. ``cases("holdout")`` returns every case
(secret cases first) and ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike30:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out of the scrubber
byte-identical; a secret case lists in ``secrets`` the exact substrings that must not
survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike30.benign_fiscal import FISCAL
from tests.redact.lookalike30.benign_ops import OPS
from tests.redact.lookalike30.benign_payments import PAYMENTS
from tests.redact.lookalike30.benign_text import TEXT
from tests.redact.lookalike30.gen import Kind, render, secrets_by_line
from tests.redact.lookalike30.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = FISCAL + PAYMENTS + OPS + TEXT

# Where a memory note would put a text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Aprendido: {t}",
    "Not: {t}",
    "- {t}",
    "{t}  (anotado na daily de 2028-06-07)",
    "> **Lembrete:** {t}",
    "<!-- memória: pagamentos -->\n{t}",
    "Öğrenilen: {t}",
    "* [ ] conferir com o time de Izmir: {t}",
    "Next session: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Trecho copiado do terminal:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>log (İzmir ekibi)</summary>\n\n{t}\n\n</details>",
    "{t}\n\nFonte: sessão de 2028-06-12, Curitiba",
    "### Referência\n\n{t}\n",
    "Terminal çıktısı:\n\n```\n{t}\n```",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "|")

build = KindCorpus(
    "lookalike30",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_by_line,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
