"""Look-alike corpus 53: one ``holdout`` split of benign look-alikes and secrets, set in the
memory notes of a firmware and cloud engineer at BoraLet, an invented Korean-Czech
drone-delivery startup (Seoul and Brno), February 2032.

Written without reading the scrubber or its tests. ``cases("holdout")`` returns every case
(secret cases first) and ``cases("dev")`` an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike53:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out byte-identical; a secret case
lists the exact substrings that must not survive (each body line of a multi-line key).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike53.benign_cloud import CLOUD
from tests.redact.lookalike53.benign_fleet import FLEET
from tests.redact.lookalike53.benign_maps import MAPS
from tests.redact.lookalike53.benign_text import TEXT
from tests.redact.lookalike53.gen import Kind, render, secret_lines
from tests.redact.lookalike53.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = FLEET + CLOUD + MAPS + TEXT

# Where a memory note puts a text, in the team's languages (Korean, Czech, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "메모: {t}",
    "Poznámka: {t}",
    "- {t}",
    "{t}  ← 2032-02 필드 테스트 때 확인",
    "**Flight ops:** {t}",
    "<!-- mem:fleet -->\n{t}",
    "Zjištěno při nasazení v Brně: {t}",
    "* [ ] 다음 세션: {t}",
    "Noted after the Seongsu dock visit: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "터미널 출력 그대로:\n\n{t}",
    "```text\n{t}\n```",
    "Výpis z terminálu (Brno HIL):\n\n{t}\n",
    "<details><summary>paste</summary>\n\n{t}\n\n</details>",
    "### Seoul ↔ Brno sync 2032-02\n\n{t}",
    "{t}\n\n(출처: 슬랙 #fleet-firmware 스레드)",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "|", "- ", "/")

build = KindCorpus(
    "lookalike53",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
