"""Look-alike corpus 37: one ``holdout`` split of benign look-alikes and secrets.

Memory notes of a site-reliability engineer at Umoya Air (invented), June 2029: a digital
team in Johannesburg with a second team in Nairobi, writing in English, Afrikaans, Swahili
and Zulu. Written without reading the scrubber or its tests. ``cases("holdout")`` returns
every case (secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike37:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16 or more characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike37.benign_cloud import BENIGN_CLOUD
from tests.redact.lookalike37.benign_ops import BENIGN_OPS
from tests.redact.lookalike37.benign_payments import BENIGN_PAYMENTS
from tests.redact.lookalike37.benign_text import BENIGN_TEXT
from tests.redact.lookalike37.benign_travel import BENIGN_TRAVEL
from tests.redact.lookalike37.gen import Kind, render, secrets_of
from tests.redact.lookalike37.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_TRAVEL + BENIGN_PAYMENTS + BENIGN_CLOUD + BENIGN_OPS + BENIGN_TEXT

# Where a note would put a one-line text, in the team's four languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Geleer: {t}",
    "Kumbuka: {t}",
    "Qaphela: {t}",
    "- {t}",
    "{t}  (uit die NBO-oproep, 2029-06-11)",
    "**Ops-JNB:** {t}",
    "- [ ] verify again next shift: {t}",
    "{t} — imeandikwa na timu ya Nairobi",
)
# Where a note would put a multi-line text.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Uit die terminaal gekopieer:\n\n{t}",
    "```text\n{t}\n```",
    "Maelezo kutoka kwa timu ya Nairobi:\n\n{t}\n",
    "{t}\n\n— kugcinwe kusuka ku-incident review ka-June",
    "### Runbook snippet\n\n{t}",
    "<details>\n<summary>raw output</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", '"', "|", ";", "/")

build = KindCorpus(
    "lookalike37",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
