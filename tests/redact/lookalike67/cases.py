"""The sixty-seventh look-alike corpus: one ``holdout`` split of secrets and benign
look-alikes from the memory notes of a platform engineer at Saimaa Mobility Oy (June 2034).

Written blind, by a helper session following ``/work/briefs/lookalike67.md``: it never read
the scrubber, its tests or the other corpora. ``cases("holdout")`` returns every case, secret
cases first; ``cases("dev")`` returns an empty tuple by design.

Every value comes from a ``random.Random`` seeded with ``lookalike67:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (see ``gen.secrets_of`` for the rule).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike67.benign_payments import PAYMENTS
from tests.redact.lookalike67.benign_platform import PLATFORM
from tests.redact.lookalike67.benign_text import TEXT
from tests.redact.lookalike67.gen import Kind, render, secrets_of
from tests.redact.lookalike67.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note puts a one-line text (Finnish, Estonian, English, as the team writes).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Muistiin: {t}",
    "Märkus: {t}",
    "{t}  (kirjattu kesäkuussa 2034)",
    "NB! {t}",
    "> {t}",
    "Opittua: {t}",
    "- [ ] tarkista vielä: {t}",
    "Note to self: {t}",
    "{t}  <- Tartu tiimilt",
    "* TIL {t}",
)
# Where it puts a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Konteksti (kopioitu sellaisenaan):\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>logid / lokit</summary>\n\n{t}\n\n</details>",
    "{t}\n\nAllikas: Tartu tiimi Slacki lõim, juuni 2034",
    "### Muistiinpano\n\n{t}\n",
    "{t}\n\n_(päivitetty 2034-06, tarkista ennen käyttöä)_",
    "From the incident channel:\n\n{t}\n\nFollow-up in the retro.",
)
# A text that already starts like a document, config or command is only framed after it.
_MARKED: tuple[str, ...] = (
    "---",
    "-----",
    "$ ",
    "{",
    "[",
    "<",
    "#",
    "```",
    "|",
    "~/",
    '"',
    ".env",
    "- uses:",
    "AT",
    "Authorization:",
    "GET ",
    "X-",
    "apiVersion:",
    "atlantis ",
    "avn ",
    "b3:",
    "binaryData:",
    "checkout-account:",
    "clickhouse",
    "client.properties",
    "const ",
    "cosign ",
    "credentials ",
    "datasource:",
    "curl ",
    "echo ",
    "engine = ",
    "export ",
    "files = ",
    "gh ",
    "ghcr.io/",
    "git ",
    "github.com/",
    "grr ",
    "image: ",
    "jobs:",
    "kcat ",
    "keytool ",
    "kubectl ",
    "lock_keys.csv",
    "locks/",
    "montonio:",
    "mosquitto",
    "npm ",
    "oauth2-proxy ",
    "op ",
    "openssl ",
    "password:",
    "paytrail:",
    "paytrail_secret_key:",
    "pnpm-lock",
    "prometheus.",
    "provider ",
    "psk_identity",
    "psql ",
    "resource ",
    "settlement ",
    "SELECT ",
    "sasl.",
    "secret_key:",
    "smart-id:",
    "sms:",
    "spring.",
    "token:",
    "traceparent:",
    "upctl ",
    "upcloud_",
    "variable ",
    "xroad_ss:",
    # .env and shell lines that start with a variable assignment
    "AIVEN_",
    "CH_URL=",
    "CLICKHOUSE_",
    "DATABASE_URL=",
    "GF_AUTH_",
    "GH_",
    "GITHUB_",
    "GRAFANA_",
    "HERE_",
    "MOBILEID_",
    "MONTONIO_",
    "MQTT_",
    "OTEL_",
    "PAYTRAIL_",
    "REDIS_URL=",
    "SCW_",
    "TELIA_",
    "TF_TOKEN_",
    "UPCLOUD_",
    "XROAD_",
)

build = KindCorpus(
    "lookalike67",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
