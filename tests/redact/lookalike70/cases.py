"""The ``lookalike70`` corpus: one ``holdout`` split of secrets and benign look-alikes from
memory notes kept for a backend developer at Pampa Agro Pagos (Rosario / Montevideo,
December 2034), in Rioplatense Spanish, Portuguese and English.

Written blind (without reading the scrubber or its tests) by a helper session following
``/work/briefs/lookalike70.md``. It is a held-out evaluation only: ``cases("holdout")``
returns every case, secret cases first, and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike70:holdout:<kind>``, so
the corpus is the same on every run and adding a kind leaves the others unchanged. A benign
case has no ``secrets`` and must come out of the scrubber byte-identical; a secret case
lists in ``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike70.benign_payments import PAYMENTS
from tests.redact.lookalike70.benign_platform import PLATFORM
from tests.redact.lookalike70.benign_text import TEXT
from tests.redact.lookalike70.gen import Kind, render, secrets_of
from tests.redact.lookalike70.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note would put a one-line text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Nota: {t}",
    "Ojo: {t}",
    "Lembrete: {t}",
    "{t}  (visto en la guardia del 2034-12-09)",
    "- [ ] revisar: {t}",
    "> {t}",
    "Aprendido: {t}",
    "{t} — fonte: canal #pagos-infra",
    "Heads-up for the next session: {t}",
    "<!-- nota: pagos -->\n{t}",
)
# Where it would put a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Contexto (copiado tal cual):\n\n{t}",
    "~~~text\n{t}\n~~~",
    "<details><summary>salida completa</summary>\n\n{t}\n\n</details>",
    "{t}\n\nFonte: histórico do terminal, guardado para a próxima sessão",
    "### Referencia\n\n{t}\n",
    "Pegado del runbook de Montevideo:\n\n{t}\n\n— fin del pegado",
    "{t}\n\n(checked with the Montevideo team, still accurate)",
)
# A text that already starts like a document, command, table or list is only framed after.
_MARKED = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "~~~",
    "|",
    "- ",
    "* ",
    "> ",
    "~/",
    '"',
    "apiVersion:",
    "curl ",
    "export ",
    "aws ",
    "gh ",
    "git ",
    "kubectl ",
    "openssl ",
    "docker ",
    "cat ",
    "cloudflared ",
    "twilio ",
    "redis-cli ",
    "echo ",
    "resource ",
    "provider ",
    "data ",
    "FROM ",
    "GET ",
    "POST ",
    "PGPASSWORD=",
    "Traceback",
)

build = KindCorpus(
    "lookalike70",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
