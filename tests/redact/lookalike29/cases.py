"""The twenty-ninth look-alike corpus: one ``holdout`` split of benign look-alikes and
secrets from an HPC centre's memory notes (Oulu, with a partner lab in Sendai; April 2028).

Written blind: without reading the scrubber, its tests or other corpora (see README.md).
``cases("holdout")`` returns every case, secret cases first; ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with the kind's name, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike29.benign_cluster import CLUSTER
from tests.redact.lookalike29.benign_research import RESEARCH
from tests.redact.lookalike29.benign_services import SERVICES
from tests.redact.lookalike29.benign_text import TEXT
from tests.redact.lookalike29.gen import Kind, render, secret_lines
from tests.redact.lookalike29.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = RESEARCH + CLUSTER + SERVICES + TEXT

# Where the engineer's notes put a text, in the team's languages (English, Finnish,
# Japanese).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Muistiin: {t}",
    "メモ: {t}",
    "- {t}",
    "{t}  (kirjattu 2028-04-11)",
    "Note to self: {t}",
    "> {t}",
    "- [x] {t}",
    "<!-- hpc-muistio -->\n{t}",
    "{t}　※仙台側と共有済み",
    "Päivystys: {t}",
    "要確認: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Liitetty terminaalista:\n\n{t}",
    "```text\n{t}\n```",
    "仙台ラボとのやり取りから:\n\n{t}\n",
    "<details><summary>loki / ログ</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— copied 2028-04, Oulu HPC on-call notebook",
    "### Viite\n\n{t}",
    "{t}\n\n（4月の障害対応メモより）",
)
# A text that already starts like a document, command, table or block is only framed after.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "/", "|")

build = KindCorpus(
    "lookalike29",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
