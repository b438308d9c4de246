"""The eleventh look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written blind to the scrubber and its tests, from the shared ``Case`` / ``Frames`` /
``KindCorpus`` API only. The setting is a month of notes by a full-stack engineer at a small
connected-thermostat startup. ``cases("holdout")`` returns every case (secret cases first),
``cases("dev")`` an empty tuple, and any other split name is refused.

Every value comes from a ``random.Random`` seeded with ``lookalike11:holdout:<kind>``, so the
corpus is the same on every run and in every process. A benign case has no ``secrets`` and
must come out of the scrubber byte-identical; a secret case lists in ``secrets`` the exact
substrings (16+ characters; every body line of a PEM private key) that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike11.benign_cloud import CLOUD
from tests.redact.lookalike11.benign_device import DEVICE
from tests.redact.lookalike11.benign_platform import PLATFORM
from tests.redact.lookalike11.benign_prose import PROSE
from tests.redact.lookalike11.benign_supply import SUPPLY
from tests.redact.lookalike11.gen import Kind, render, secrets_of
from tests.redact.lookalike11.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DEVICE + PLATFORM + CLOUD + SUPPLY + PROSE

# Where an engineer's memory note would put a text; worded unlike the earlier corpora.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Note to self: {t}",
    "* [ ] check again: {t}",
    "{t} (seen on the bench rig)",
    "Thermostat log — {t}",
    "**Keep in mind:** {t}",
    "{t}  #memory",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Straight from the terminal:\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n— saved for whoever is on call next",
    "#### Captured output\n\n{t}",
    "<details>\n<summary>raw</summary>\n\n{t}\n\n</details>",
    "While debugging the pairing flow I kept this:\n\n{t}\n",
)
# A text that already opens like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "> ", "{", "[", "<", "|", "#", "```", "-----", "~/", " ")

build = KindCorpus(
    "lookalike11",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=30,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
