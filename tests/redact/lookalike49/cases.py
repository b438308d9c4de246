"""The 49th look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber or its tests. The setting is June 2031: memory notes
kept for a developer on Kajo Play, the streaming service of Kajo, an invented public
broadcaster in Helsinki with a team in Stockholm (Finnish, Swedish, English). It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike49:holdout:<kind>``, so
the corpus is the same on every run and adding a kind leaves the others unchanged. A benign
case has no ``secrets`` and must come out of the scrubber byte-identical; a secret case
lists in ``secrets`` the exact substrings that must not survive (for a multi-line key, each
body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike49.benign_cloud import CLOUD
from tests.redact.lookalike49.benign_dev import DEV
from tests.redact.lookalike49.benign_media import MEDIA
from tests.redact.lookalike49.benign_text import TEXT
from tests.redact.lookalike49.gen import Kind, render, secrets_of
from tests.redact.lookalike49.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = MEDIA + CLOUD + DEV + TEXT

# Frames put a text where a memory note would have it, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Opittu: {t}",
    "- {t}",
    "Noterat: {t}",
    "{t}  (Tukholman tiimiltä, kesäkuu 2031)",
    "Note to self: {t}",
    "> **Huom.** {t}",
    "* [x] {t}",
    "<!-- muisti: play-infra -->\n{t}",
    "Att komma ihåg: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Kopioitu terminaalista:\n\n{t}",
    "```text\n{t}\n```",
    "Klistrat från loggen:\n\n```\n{t}\n```",
    "{t}\n\n(lähde: Slack #play-infra, 2031-06)",
    "### Viite / Referens\n\n{t}\n",
    "<details><summary>Lokit / loggar</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "|", "~/", "+-", "//")

build = KindCorpus(
    "lookalike49",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
