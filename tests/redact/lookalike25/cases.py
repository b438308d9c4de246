"""The twenty-fifth look-alike corpus: one ``holdout`` split of secrets and benign look-alikes.

Written without reading the scrubber or its tests. Setting: May 2028, memory notes kept for a
bioinformatics engineer at Kastanie Bio AG (invented), a genomics and cell-therapy lab in
Basel with a sequencing core in Osaka; notes in German, Japanese and English. It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike25:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16 or more characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike25.benign_pipelines import PIPELINES
from tests.redact.lookalike25.benign_platforms import PLATFORMS
from tests.redact.lookalike25.benign_sequencing import SEQUENCING
from tests.redact.lookalike25.benign_text import TEXT
from tests.redact.lookalike25.gen import Kind, render, secret_parts
from tests.redact.lookalike25.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = SEQUENCING + PIPELINES + PLATFORMS + TEXT

# Where the engineer's notes put a text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Notiz: {t}",
    "メモ: {t}",
    "- [ ] {t}",
    "{t}  (aus dem Slack-Thread mit Osaka)",
    "> {t}",
    "2028-05-14 — {t}",
    "覚え書き（大阪コア）: {t}",
    "Note to self: {t}",
    "{t}  ← 要確認",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Auszug aus dem Terminal:\n\n{t}",
    "```text\n{t}\n```",
    "ログより:\n\n{t}\n",
    "### Notiz 2028-05-12\n\n{t}",
    "<details><summary>Kontext</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— kopiert aus dem Runbook (Stand Mai 2028)",
    "Pasted from the Osaka handover doc:\n\n{t}",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "/etc/", "|", ">", " N E")

build = KindCorpus(
    "lookalike25",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
