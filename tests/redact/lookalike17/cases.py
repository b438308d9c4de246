"""The seventeenth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber or its tests, for a university research-computing
group (Slurm, Globus, OpenStack, Ceph RGW, iRODS, GitLab, REDCap, JupyterHub …). It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike17:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a PEM key, every body line of 16 characters or more).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike17.benign_crypto import BENIGN_CRYPTO
from tests.redact.lookalike17.benign_ids import BENIGN_IDS
from tests.redact.lookalike17.benign_text import BENIGN_TEXT
from tests.redact.lookalike17.gen import Kind, render, secrets_by_line
from tests.redact.lookalike17.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_IDS + BENIGN_CRYPTO + BENIGN_TEXT

# Where a memory note would put a text: Markdown bullets, dated notes, quotes, fences.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Note (Feb 2027): {t}",
    "* [ ] double-check: {t}",
    "**Memo:** {t}",
    "{t} — seen during the Aurore maintenance window",
    "1. {t}",
    "> {t}",
    "`aurore` / {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "```text\n{t}\n```",
    "Pasted from the terminal:\n\n{t}",
    "<!-- session 2027-02 -->\n{t}",
    "{t}\n\n(kept for the next session)",
    "### Snippet\n\n{t}",
    "Chat paste from #rc-ops:\n\n{t}\n",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "- ", "* ", "@")

build = KindCorpus(
    "lookalike17",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_by_line,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
