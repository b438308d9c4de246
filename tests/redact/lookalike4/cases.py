"""The fourth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber, its tests, its docs or its benchmarks. The ``Case``
fields and the module interface are those of ``tests/redact/lookalike3/cases.py`` so the same
scorer can run this corpus. It is held out only: ``cases("holdout")`` returns every case
(secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from ``random.Random("lookalike4:holdout:<kind>")``, so the corpus is the
same on every run and adding a kind leaves the others unchanged. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

from tests.redact.lookalike4.benign_ecosystems import ECOSYSTEMS
from tests.redact.lookalike4.benign_ids import IDS
from tests.redact.lookalike4.benign_platform import PLATFORM
from tests.redact.lookalike4.benign_words import WORDS
from tests.redact.lookalike4.gen import Kind, render
from tests.redact.lookalike4.true_secrets import SECRETS

Split = Literal["dev", "holdout"]
SPLITS: tuple[Split, ...] = ("dev", "holdout")

BENIGN: tuple[Kind, ...] = IDS + PLATFORM + ECOSYSTEMS + WORDS
_RETRIES = 25


@dataclass(frozen=True)
class Case:
    id: str
    split: str
    kind: str
    text: str
    secrets: tuple[str, ...]
    source: str

    @property
    def is_secret(self) -> bool:
        return bool(self.secrets)


# Frames place a text where a memory note would hold it. Their wording is new to this corpus.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note to self: {t}",
    "• {t}",
    "Gotcha — {t}",
    "{t} (spotted while pairing on the release branch)",
    "[session 14] {t}",
    "Remember for the next run: {t}",
    "Heads-up for whoever picks this up: {t}",
    "* [x] {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the terminal:\n\n{t}",
    "```text\n{t}\n```",
    "Keeping this around for later:\n{t}\n",
    "{t}\n\n(end of excerpt — nothing else was relevant)",
    "#### What I saw\n\n{t}",
    "~~~\n{t}\n~~~",
)
# A text that already starts like a document, command or fenced block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~~~", "@", "%", ">", "PS ")


def _frame(index: int, text: str) -> str:
    frames = _BLOCK_FRAMES if "\n" in text else _LINE_FRAMES
    if text.startswith(_MARKED):
        frames = tuple(f for f in frames if f.startswith("{t}"))
    return frames[index % len(frames)].replace("{t}", text)


def _kind_cases(kind: Kind, seen: set[str], cursor: int) -> list[Case]:
    rng = random.Random(f"lookalike4:holdout:{kind.kind}")
    prefix = "secret" if kind.secrets else "benign"
    out: list[Case] = []
    for i in range(kind.n):
        template = kind.templates[i % len(kind.templates)]
        for attempt in range(_RETRIES):
            values = kind.values(rng)
            text = _frame(cursor + i + attempt, render(template, values))
            if text not in seen:
                break
        else:
            raise AssertionError(f"{kind.kind}: cannot make a new text from {template!r}")
        seen.add(text)
        names = [n for n in kind.secrets if f"⟨{n}⟩" in template]
        found: list[str] = []
        for name in names:
            # A ``*_lines`` field holds a key body: one secret a line (or JSON ``\\n``).
            value = values[name]
            parts = re.split(r"\n|\\n", value) if name.endswith("_lines") else [value]
            found.extend(part.strip() for part in parts)
        secrets = tuple(dict.fromkeys(found))
        if kind.secrets and not secrets:
            raise AssertionError(f"{kind.kind}: {template!r} binds none of {kind.secrets}")
        out.append(
            Case(
                id=f"holdout-lookalike4-{prefix}-{kind.kind}-{i + 1:02d}",
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
    for kind in SECRETS + BENIGN:
        out.extend(_kind_cases(kind, seen, len(out)))
    return tuple(out)


@cache
def _holdout() -> tuple[Case, ...]:
    return build()


def cases(split: Split) -> tuple[Case, ...]:
    """Every case of ``split`` (secret cases first); ``dev`` is empty by design."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; expected one of {SPLITS}")
    return _holdout() if split == "holdout" else ()


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
