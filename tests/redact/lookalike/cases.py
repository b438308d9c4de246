"""The look-alike corpus: ``dev`` and ``holdout`` splits of benign look-alikes and secrets.

Written without reading the scrubber or its tests. The ``Case`` fields are those of
``tests/redact/independent/cases.py`` so the same scorer can run both corpora.

Every value comes from a ``random.Random`` seeded with the split and the kind's name, so the
corpus is the same on every run and adding a kind does not change the others. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Literal

from tests.redact.holdout_corpus import Case
from tests.redact.lookalike.benign import BENIGN_IDS
from tests.redact.lookalike.benign_holdout import BENIGN_HOLDOUT
from tests.redact.lookalike.benign_words import BENIGN_WORDS
from tests.redact.lookalike.fields import render
from tests.redact.lookalike.kinds import Kind
from tests.redact.lookalike.notes import NOTES
from tests.redact.lookalike.true_secrets import SECRETS

Split = Literal["dev", "holdout"]
SPLITS: tuple[Split, ...] = ("dev", "holdout")

BENIGN: tuple[Kind, ...] = BENIGN_IDS + BENIGN_WORDS + BENIGN_HOLDOUT

# How many instances each template gets, unless the kind says otherwise.
_REPEAT: dict[Split, int] = {"dev": 2, "holdout": 1}
_SECRET_REPEAT: dict[Split, int] = {"dev": 2, "holdout": 1}
_RETRIES = 20


# A frame puts a text where a memory note would have it. Single-line texts and blocks
# (texts with a newline) get different frames, and each split has its own.
_LINE_FRAMES: dict[Split, tuple[str, ...]] = {
    "dev": (
        "{t}",
        "- {t}",
        "Note: {t}",
        "## Notes\n\n{t}\n",
        "{t}\n",
        "- {t}\n- still true after the upgrade",
    ),
    "holdout": (
        "* {t}",
        "> {t}",
        "### Context\n{t}",
        "{t}\n\n(learned while debugging the release)",
        "1. {t}",
        "**Heads-up:** {t}",
        "<!-- memory -->\n{t}\n",
    ),
}
_BLOCK_FRAMES: dict[Split, tuple[str, ...]] = {
    "dev": ("{t}", "## Notes\n\n{t}\n", "```\n{t}\n```", "Context:\n\n{t}"),
    "holdout": (
        "### Context\n{t}",
        "{t}\n\n(learned while debugging the release)",
        "~~~\n{t}\n~~~",
        "<!-- memory -->\n{t}\n",
        "Seen in the logs today:\n\n{t}\n\n---\n",
    ),
}


# A note puts no bullet or label before a text that is already a list item or heading.
_MARKED = ("- ", "* ", "> ", "#", "|", "1. ")


def _frame(split: Split, index: int, text: str) -> str:
    frames = _BLOCK_FRAMES[split] if "\n" in text else _LINE_FRAMES[split]
    if text.startswith(_MARKED):
        frames = tuple(f for f in frames if f.startswith("{t}")) or ("{t}",)
    return frames[index % len(frames)].replace("{t}", text)


def _kind_cases(split: Split, kind: Kind, seen: set[str], cursor: int) -> list[Case]:
    templates = kind.dev if split == "dev" else kind.holdout
    default = (_SECRET_REPEAT if kind.secrets else _REPEAT)[split]
    repeat = kind.repeat.get(split, default)
    rng = random.Random(f"lookalike:{split}:{kind.kind}")
    out: list[Case] = []
    for template in templates:
        for _ in range(repeat):
            for _ in range(_RETRIES):
                body, fill = render(template, rng, kind.gen)
                text = _frame(split, cursor + len(out), body)
                if text not in seen:
                    break
            else:
                raise AssertionError(f"{kind.kind}: cannot make a new text from {template!r}")
            seen.add(text)
            secrets = tuple(dict.fromkeys(fill[n] for n in kind.secrets if n in fill))
            if kind.secrets and not secrets:
                raise AssertionError(f"{kind.kind}: {template!r} uses none of {kind.secrets}")
            prefix = "secret" if secrets else "benign"
            out.append(
                Case(
                    id=f"{split}-lookalike-{prefix}-{kind.kind}-{len(out) + 1:02d}",
                    split=split,
                    kind=kind.kind,
                    text=text,
                    secrets=secrets,
                    source=kind.source,
                )
            )
    return out


@cache
def cases(split: Split) -> tuple[Case, ...]:
    """Every case of ``split``, secret cases first; the same objects on every call."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; expected one of {SPLITS}")
    seen: set[str] = set()
    out: list[Case] = []
    for kind in SECRETS + BENIGN + NOTES:
        out.extend(_kind_cases(split, kind, seen, len(out)))
    return tuple(out)


def secret_cases(split: Split) -> list[Case]:
    return [case for case in cases(split) if case.is_secret]


def benign_cases(split: Split) -> list[Case]:
    return [case for case in cases(split) if not case.is_secret]


def kinds(split: Split) -> dict[str, int]:
    """How many cases of each kind ``split`` holds."""
    counts: dict[str, int] = {}
    for case in cases(split):
        counts[case.kind] = counts.get(case.kind, 0) + 1
    return counts
