"""The ``lookalike75`` corpus: one ``holdout`` split of benign look-alikes and secrets from
the memory notes of a platform engineer at Umoja Claims (invented; Cape Town and Nairobi,
February 2036).

Written blind (without reading the scrubber, its tests or the other corpora) by a helper
session following ``/work/briefs/lookalike75.md``. ``cases("holdout")`` returns every case,
secret cases first; ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike75:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out of the scrubber unchanged; a
secret case lists in ``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike75.benign_payments import PAYMENTS
from tests.redact.lookalike75.benign_platform import PLATFORM
from tests.redact.lookalike75.benign_text import TEXT
from tests.redact.lookalike75.gen import Kind, render, secrets_of
from tests.redact.lookalike75.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a note would put a text, in the team's languages (English, Afrikaans, Kiswahili,
# isiZulu).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Geleer: {t}",
    "Nimejifunza: {t}",
    "▪ {t}",
    "Note to self — {t}",
    "{t}  (van die on-call week, Feb 2036)",
    "- [ ] kyk weer: {t}",
    "> **Onthou:** {t}",
    "Kumbuka: {t}",
    "Qaphela: {t}",
    "{t} ← kutoka kwa Otieno, standup ya Jumanne",
    "<!-- umoja/platform -->\n{t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Uit die terminaal gekopieer:\n\n{t}",
    "````text\n{t}\n````",
    "Kutoka kwa log ya jana usiku:\n\n{t}\n",
    "<details><summary>copy-paste</summary>\n\n{t}\n\n</details>",
    "{t}\n\n_(imehifadhiwa wakati wa INC-2036-0211)_",
    "### Verwysing\n\n{t}",
    "Ulwazi olugciniwe:\n\n{t}",
)
# A text that already starts like a document, a config line, a log line or a command is
# only framed after itself.
_MARKED: tuple[str, ...] = (
    "---", "-----", "$ ", "{", "[", "<", "#", "```", "@", "~/", "|", "/", '"', " ",
    "curl ", "az ", "azcopy ", "vault ", "kubectl ", "docker ", "echo ", "export ", "git",
    "glab ", "psql", "PGPASSWORD", "openssl ", "npm ", "redis-cli", "ssh-", "cosign ",
    "apiVersion", "resource ", "variable ", "provider ", "path ", "tls_private_key",
    "postgresql", "Host=", "DefaultEndpoints", "https://", "GET ", "POST ", "UPDATE ",
    "select ", "Running with", "Unseal Key", "Key ", "NAME ", "CON ", "END ", "tree ",
    "x-", "X-", "traceparent", "Idempotency-Key", "ETag", "Set-Cookie", "Authorization",
    "AccountKey", "env:", "image:", "datadog", "paystack", "payfast:", "auth:", "variables:",
    "deploy:", "binaryData", "const ", "key = ", "expected = ", "hash_input", "params[",
    "payload = ", "r = ", "id_api", "africastalking.", "umojacr", "smile-id-core",
    "github.com/", "dd.trace", "sessionId=", "SiteCode=", "m_payment_id=", "2036-", "10.42.",
    "(AuthorizationFailed)", "claims-api ", "Agent ", "Vault v",
    "PAYSTACK_", "PEACH_", "OZOW_", "PAYFAST_", "MPESA_", "PESAPAL_", "AT_", "AZURE_",
    "SMILE_ID_", "WHATSAPP_", "WA_", "DD_", "VAULT_", "REDIS_", "POSTGRES_", "consumer_",
    "clientSecret", "gitlab-runner", ".env",
)  # fmt: skip

build = KindCorpus(
    "lookalike75",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = [
    "BENIGN",
    "SECRETS",
    "SPLITS",
    "Case",
    "Split",
    "benign_cases",
    "build",
    "cases",
    "kinds",
    "secret_cases",
]
