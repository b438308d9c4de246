"""The look-alike corpus ``lookalike89``: one ``holdout`` split of secrets and benign
look-alikes from the memory notes of a developer at Ruta Norte Logística (October 2038).

Written blind (without reading the scrubber or its tests) by a helper session following
``/work/briefs/lookalike89.md``. It is a held-out evaluation only: ``cases("holdout")``
returns every case, secret cases first, and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike89:holdout:<kind>``, so
the corpus is the same on every run and adding a kind leaves the others unchanged. A benign
case has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists
in ``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike89.benign_payments import PAYMENTS
from tests.redact.lookalike89.benign_platform import PLATFORM
from tests.redact.lookalike89.benign_text import TEXT
from tests.redact.lookalike89.gen import Kind, render, secrets_of
from tests.redact.lookalike89.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT
KINDS: tuple[Kind, ...] = SECRETS + BENIGN

# Where a note would put a one-line text (Spanish, English and both at once).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Aprendido: {t}",
    "- {t}",
    "Nota rápida: {t}",
    "{t}  ← de la guardia del martes",
    "> [!TIP]\n> {t}",
    "* [x] {t}",
    "Para la próxima: {t}",
    "FYI {t}",
    "<!-- memoria: pagos/infra -->\n{t}",
    "{t} (Gdl confirmó que así quedó)",
    "Neta importante → {t}",
    "Heads up, carnal: {t}",
)
# Where a note would put a multi-line text.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Contexto (copiado tal cual):\n\n{t}",
    "~~~text\n{t}\n~~~",
    "<details><summary>snippet de la guardia</summary>\n\n{t}\n\n</details>",
    "{t}\n\nFuente: scrollback de la terminal, lo dejo para la próxima sesión",
    "### Referencia\n\n{t}\n",
    "Lo que me pasó el equipo de Gdl:\n\n{t}",
    "{t}\n\n-- saved from today's pairing session",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = (
    "---", "$ ", "{", "[", "<", "-----", "#", "```", "~~~", "|", "- ", "* ", "apiVersion",
    "data:", "env:", "jobs:", "services:", "conekta:", "stp:", "cfdi:", "clip:", "maps:",
    "twilio:", "whatsapp:", "meta:", "signing:", "mercadopago:", "webhooks:", "stringData",
    "provider ", "resource ", "files = ", "creation_rules", "permissions:", "key: ",
    "curl ", "git ", "gh ", "aws ", "gcloud ", "kubectl ", "openssl ", "redis-cli ",
    "rabbitmqctl ", "mongosh ", "sentry-cli ", "twilio ", "docker ", "echo ",
    "export ", "op ", "db.", "npm ", "FROM ", "image: ", "OpenPay.", "const ", "new ",
    "client", "sdk ", "gmaps ", "openpay ", "hmac.", "Conekta.", "conekta_client",
    "MercadoPagoConfig", "twilio.", "newrelic.ini", "'", '"', "//", "x-signature",
    "X-", "Authorization:", "ETag", "Content-MD5", "SELECT ", "DEL ", "traceparent",
    "sentry-trace", "ssh-", "|1|", "SHA256 ", "Cache restored", "Certificado=",
    "Merge pull request", "GET /", "POST ", "StatusCallback", "request_id=", "masked_pan=",
    "[mp-webhook]", "webhook log:", "cosign", "https://", "private_key:", "password:",
    "db_password:", "auth_token", "openpay.",
)  # fmt: skip

CORPUS = KindCorpus(
    "lookalike89",
    KINDS,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
)
build = CORPUS.build
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
