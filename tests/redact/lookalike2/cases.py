"""The second look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber or its tests; the ``Case`` fields are those of
``tests/redact/independent/cases.py`` so the same scorer can run this corpus. This corpus is
a held-out evaluation only: ``cases("holdout")`` returns every case and ``cases("dev")``
returns an empty tuple.

Every value comes from a ``random.Random`` seeded with the kind's name, so the corpus is the
same on every run and adding a kind leaves the others unchanged. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

import random

from tests.redact.holdout_corpus import SPLITS, Case, HoldoutSplits, Split
from tests.redact.lookalike2.benign_infra import INFRA
from tests.redact.lookalike2.benign_lockfiles import LOCKFILES
from tests.redact.lookalike2.benign_public import PUBLIC
from tests.redact.lookalike2.benign_text import MORE_TEXT, TEXT
from tests.redact.lookalike2.fields import Kind, render
from tests.redact.lookalike2.notes import NOTES
from tests.redact.lookalike2.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = LOCKFILES + INFRA + PUBLIC + TEXT + MORE_TEXT
_RETRIES = 20


# Frames put a text where a memory note would have it. They differ from the frames of the
# first look-alike corpus (tests/redact/lookalike) and of the independent corpus.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "+ {t}",
    "Gotcha: {t}",
    "- [x] {t}",
    "#### Observed\n\n{t}",
    "{t}\n\n— checked again on the staging box",
    "Why it matters: {t}",
    "---\ntype: reference\n---\n\n{t}\n",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Excerpt:\n\n{t}\n",
    "```text\n{t}\n```",
    "#### Observed\n\n{t}",
    "{t}\n\n(kept for the next session)",
    "Pasted from the terminal:\n\n```console\n{t}\n```\n",
)
# A text that already starts like a list item, heading, block or document stays first.
_MARKED = ("- ", "+ ", "* ", "#", "|", "1. ", "```", "{", "[", "<", "---", "$ ", "/")


def _frame(index: int, text: str) -> str:
    frames = _BLOCK_FRAMES if "\n" in text else _LINE_FRAMES
    if "```" in text:
        frames = tuple(f for f in frames if "```" not in f)
    if text.startswith(_MARKED):
        frames = tuple(f for f in frames if f.startswith("{t}"))
    return frames[index % len(frames)].replace("{t}", text)


def _kind_cases(kind: Kind, seen: set[str], cursor: int) -> list[Case]:
    rng = random.Random(f"lookalike2:holdout:{kind.kind}")
    prefix = "secret" if kind.secrets else "benign"
    out: list[Case] = []
    for template in kind.templates:
        for _ in range(kind.repeat):
            for attempt in range(_RETRIES):
                body, fill = render(template, rng, kind.gen)
                text = _frame(cursor + len(out) + attempt, body)
                if text not in seen:
                    break
            else:
                raise AssertionError(f"{kind.kind}: cannot make a new text from {template!r}")
            seen.add(text)
            secrets = tuple(dict.fromkeys(fill[n] for n in kind.secrets if n in fill))
            if kind.secrets and not secrets:
                raise AssertionError(f"{kind.kind}: {template!r} binds none of {kind.secrets}")
            out.append(
                Case(
                    id=f"holdout-lookalike2-{prefix}-{kind.kind}-{len(out) + 1:02d}",
                    split="holdout",
                    kind=kind.kind,
                    text=text,
                    secrets=secrets,
                    source=kind.source,
                )
            )
    return out


def build() -> tuple[Case, ...]:
    """Build the holdout split from scratch (``cases`` caches this)."""
    seen: set[str] = set()
    out: list[Case] = []
    for kind in SECRETS + BENIGN + NOTES:
        out.extend(_kind_cases(kind, seen, len(out)))
    return tuple(out)


cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
