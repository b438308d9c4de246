"""The fifteenth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber or its tests. The setting is a month (December 2026) of
Markdown memory notes a coding agent keeps for an engineer at Harbourline Media, an invented
digital news and magazine publisher. ``cases("holdout")`` returns every case (secret cases
first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike15:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings (each at
least 16 characters; a PEM body as its lines) that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike15.benign_cache import CACHE
from tests.redact.lookalike15.benign_ids import IDS
from tests.redact.lookalike15.benign_public import PUBLIC
from tests.redact.lookalike15.benign_text import TEXT
from tests.redact.lookalike15.gen import Kind, render, secret_lines
from tests.redact.lookalike15.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = IDS + PUBLIC + CACHE + TEXT

# Where a memory note would put a text; secrets and look-alikes go through the same frames.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "* [x] {t}",
    "Note to self: {t}",
    "> {t}",
    "### Dec notes\n\n{t}",
    "{t}  (checked with the platform team)",
    "1. {t}",
    "**Remember:** {t}",
    "<!-- agent memory: publisher-infra -->\n{t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from #platform-eng:\n\n{t}",
    "```\n{t}\n```",
    "<details>\n<summary>raw paste</summary>\n\n{t}\n\n</details>",
    "## Scratch — week 50\n\n{t}\n",
    "{t}\n\n(kept for the next session)",
    "From the incident channel, verbatim:\n\n{t}",
)
# A text that already starts like a document, command, list or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "#", "```", "|", "- ", "* ")

build = KindCorpus(
    "lookalike15",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
