"""The thirteenth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Setting: a month (October 2026) of Markdown memory notes that a coding agent keeps for an
engineer at Revontuli Forge, an invented mobile and PC game studio (Helsinki, Kyiv, São Paulo,
Seoul, Istanbul). Written without reading the scrubber, its tests or the other corpora; only
``tests/redact/holdout_corpus.py`` and the layout of ``tests/redact/lookalike3`` were read.

``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with
``lookalike13:holdout:<kind>``, so the corpus is the same on every run. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings (each at least 16 characters) that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike13.benign_digests import DIGESTS
from tests.redact.lookalike13.benign_platform import PLATFORM
from tests.redact.lookalike13.benign_public import PUBLIC
from tests.redact.lookalike13.benign_text import TEXT
from tests.redact.lookalike13.gen import Kind, render, secret_parts
from tests.redact.lookalike13.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PLATFORM + PUBLIC + DIGESTS + TEXT

# Frames put a text where a memory note would have it; secrets and look-alikes share them.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "* {t}",
    "Noted ⟶ {t}",
    "## 2026-10 build notes\n\n{t}",
    "{t}\n\n_(from the release-day checklist)_",
    "- [ ] double-check later: {t}",
    "> {t}",
    "Muistiin / note: {t}",
    "{t}  <!-- kept for the Skyreef ops session -->",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the terminal:\n\n{t}",
    "### Snippet\n\n{t}\n",
    "{t}\n\n(keep this for the next patch day)",
    "<details><summary>raw</summary>\n\n{t}\n\n</details>",
    "Memory — Skyreef build & live-ops:\n\n{t}",
)
# A text that already starts like a document, command, table, quote or block is only framed after.
_MARKED = ("```", "$ ", "{", "[", "<", "|", "#", "---", "commit ", "-" * 5)

build = KindCorpus(
    "lookalike13",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=30,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
