"""The fifty-ninth look-alike corpus: one ``holdout`` split of secrets and benign look-alikes.

Written without reading the scrubber, its tests or other corpora (see ``README.md``). It is a
held-out evaluation only: ``cases("holdout")`` returns every case, secret cases first, and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike59:holdout:<kind>``, so the
corpus is the same on every run and adding a kind leaves the others unchanged. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (a multi-line key: each body line of
16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike59.benign_build import BENIGN_BUILD
from tests.redact.lookalike59.benign_cloud import BENIGN_CLOUD
from tests.redact.lookalike59.benign_payments import BENIGN_PAYMENTS
from tests.redact.lookalike59.benign_text import BENIGN_TEXT
from tests.redact.lookalike59.gen import Kind, render, secret_parts
from tests.redact.lookalike59.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_PAYMENTS + BENIGN_CLOUD + BENIGN_BUILD + BENIGN_TEXT

# Frames put a text where a memory note would have it, in the team's languages (Japanese,
# Tagalog, Cebuano, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "メモ: {t}",
    "- {t}",
    "Paalala: {t}",
    "{t}  ← galing sa standup ng Cebu team",
    "* (Feb 2033) {t}",
    "> 備考: {t}",
    "Hinumdumi: {t}",
    "TODO(fukuoka): {t}",
    "{t}（要確認）",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "ログより抜粋:\n\n{t}",
    "```text\n{t}\n```",
    "Kinopya mula sa terminal:\n\n{t}",
    "{t}\n\n(福岡オフィスのスレッドから転記)",
    "### Mga tala — Cebu team\n\n{t}\n",
    "<details><summary>詳細</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "~/", "//", "/")

build = KindCorpus(
    "lookalike59",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
