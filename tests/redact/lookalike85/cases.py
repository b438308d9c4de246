"""The ``lookalike85`` corpus: one ``holdout`` split of Tallowgum Ag memory notes.

Written blind (without reading the scrubber, its tests or other corpora) by a helper session
following ``/work/briefs/lookalike85.md``. ``cases("holdout")`` returns every case, secret
cases first; ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike85:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out of the scrubber unchanged; a
secret case lists in ``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike85.benign_payments import PAYMENTS
from tests.redact.lookalike85.benign_platform import PLATFORM
from tests.redact.lookalike85.benign_text import TEXT
from tests.redact.lookalike85.gen import Kind, render, secrets_of
from tests.redact.lookalike85.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT
KINDS: tuple[Kind, ...] = SECRETS + BENIGN

# Where a note written between site visits would put a text (Australian / NZ English, with
# some te reo Māori). A text that starts like a document or command is only framed after.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Note to self: {t}",
    "{t}  (from the site visit, arvo)",
    "* [ ] follow up: {t}",
    "> {t}",
    "Reckon this'll bite us again — {t}",
    "{t} — sorted, for now",
    "**Heads up:** {t}",
    "{t}  <!-- tallowgum memory -->",
    "Kia ora future me: {t}",
    "Jotted in the ute outside the saleyards:\n{t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the terminal:\n\n{t}",
    "~~~text\n{t}\n~~~",
    "{t}\n\n(copied off the gateway console before the signal dropped out)",
    "### Site notes\n\n{t}\n",
    "<details>\n<summary>raw paste</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— kept for next time, ka kite",
    "Ka pai, this is what it looked like:\n\n{t}",
)
_MARKED: tuple[str, ...] = (
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
    "apiVersion",
    "export ",
    "aws ",
    "curl ",
    "git ",
    "docker ",
    "kubectl ",
    "ttn-lw-cli ",
    "particle ",
    "tailscale ",
    "stripe ",
    "twilio ",
    "psql ",
    "mosquitto_pub ",
    "buildkite-agent ",
    "sha256sum ",
    "cosign ",
    "echo ",
    "resource ",
    "provider ",
    "environment ",
    "dev_eui,",
    "date,",
    "password:",
    "device:",
    "auth0:",
    "mqtt:",
    "windcave:",
    "env:",
    "commit ",
    "steps:",
    "START ",
    "REPORT ",
    "HTTP/",
    "GET ",
    "Authorization:",
    "X-",
    "x-",
    "Stripe-Signature:",
    "traceparent:",
    "image:",
    "go.sum:",
    "twilio==",
    '"',
    "SELECT ",
    "MasterUserPassword:",
    "client = ",
    "const ",
    "[[",
)

build = KindCorpus(
    "lookalike85",
    KINDS,
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
