"""Look-alike corpus 26: one ``holdout`` split of benign look-alikes and secrets.

Setting: October 2027, memory notes of an embedded/cloud engineer at an invented
connected-car and telematics supplier in Brno (Svratka Telematics) with a team in Seoul.
Written without reading the scrubber or its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns
an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike26:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (a multi-line key: each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike26.benign_cloud import CLOUD
from tests.redact.lookalike26.benign_ota import OTA
from tests.redact.lookalike26.benign_text import TEXT
from tests.redact.lookalike26.benign_vehicle import VEHICLE
from tests.redact.lookalike26.gen import Kind, body_lines, render
from tests.redact.lookalike26.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = VEHICLE + OTA + CLOUD + TEXT

# Where the notes put a text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Poznámka: {t}",
    "메모: {t}",
    "- {t}",
    "Zjištěno při ladění OTA: {t}",
    "{t}  (Seoul sync, 2027-10-14)",
    "* [ ] {t}",
    "> {t}",
    "<!-- note: telematics -->\n{t}",
    "다음 세션 참고: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Výpis z terminálu:\n\n{t}",
    "```text\n{t}\n```",
    "서울 팀이 공유한 내용:\n\n{t}",
    "{t}\n\n— zdroj: Slack #ota-brno, říjen 2027",
    "### Snippet\n\n{t}\n",
    "<details><summary>log</summary>\n\n{t}\n\n</details>",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "|", "/begin", "BO_", "CM_")


def secrets_of(name: str, value: str) -> list[str]:
    """A multi-line value (real or ``\\n``-escaped newlines) is listed line by line."""
    if "\n" in value or "\\n" in value:
        return body_lines(value.replace("\\n", "\n"))
    return [value]


build = KindCorpus(
    "lookalike26",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
