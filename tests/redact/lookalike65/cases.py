"""The ``lookalike65`` corpus: one ``holdout`` split of secrets and benign look-alikes from the
memory notes of a data/platform engineer at Cordillera Sensing SpA (Antofagasta / Arequipa,
February 2034).

Written blind, without reading the scrubber or its tests. ``cases("holdout")`` returns every
case, secret cases first; ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike65:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out of the scrubber byte-identical;
a secret case lists in ``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike65.benign_payments import PAYMENTS
from tests.redact.lookalike65.benign_platform import PLATFORM
from tests.redact.lookalike65.benign_text import TEXT
from tests.redact.lookalike65.gen import Kind, render, secrets_of
from tests.redact.lookalike65.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note puts a one-line text (Spanish and English, as the team writes).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Aprendido: {t}",
    "{t}  ← visto en el turno de noche",
    "> [!TIP]\n> {t}",
    "Para la próxima sesión: {t}",
    "Remember: {t}",
    "<!-- memoria: plataforma -->\n{t}",
    "* [ ] revisar: {t}",
    "{t}  _(Arequipa, feb 2034)_",
    "Nota de ayer — {t}",
    "Gotcha: {t}",
)
# Where it puts a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Contexto (copiado tal cual):\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>detalle</summary>\n\n{t}\n\n</details>",
    "{t}\n\nFuente: scrollback del bastión, guardado para la próxima sesión.",
    "### Referencia\n\n{t}\n",
    "Snippet from the Antofagasta on-call handover:\n\n{t}",
)
# A text that already starts like a document, command or block is only framed after itself.
_MARKED = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "|",
    '"',
    "apiVersion",
    "curl ",
    "export ",
    "aws ",
    "vault ",
    "kubectl ",
    "git ",
    "psql ",
    "mongosh ",
    "redis-cli ",
    "mosquitto_",
    "influx ",
    "confluent ",
    "kcat ",
    "openssl ",
    "python ",
    "cat ",
    "ssh-add ",
    "echo ",
    "wg ",
    "sha256sum ",
    "dpkg ",
    "db.",
    "jdbc:",
    "from(",
    "sii:",
    "auth0:",
    "webpay:",
    "remote_write:",
    "provider ",
    "resource ",
    "Key ",
    "GROUP ",
    "POST ",
    "PUT ",
    "GET ",
    "REPORT ",
    "x-amzn",
    "Authorization:",
    "ETag:",
    "bootstrap.servers",
    "sasl.",
    "s3://",
    "arn:",
    "traceparent:",
    "/etc/",
)

build = KindCorpus(
    "lookalike65",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = [
    "SPLITS",
    "Case",
    "Split",
    "benign_cases",
    "build",
    "cases",
    "kinds",
    "secret_cases",
]
