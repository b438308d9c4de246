"""The sixth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber, its documentation or the other corpora's kind files;
the ``Case`` fields and functions match ``tests/redact/lookalike3/cases.py`` so the same
scorer can run this corpus. It is a held-out evaluation only: ``cases("holdout")`` returns
every case (secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike6:holdout:<kind>``, so the
corpus is identical on every run and adding a kind leaves the others unchanged. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Literal

from tests.redact.lookalike6.benign_digests import DIGESTS
from tests.redact.lookalike6.benign_ids import IDS
from tests.redact.lookalike6.benign_keys import KEYS
from tests.redact.lookalike6.benign_notes import NOTES
from tests.redact.lookalike6.benign_words import WORDS
from tests.redact.lookalike6.gen import Kind, render
from tests.redact.lookalike6.true_secrets import SECRETS

Split = Literal["dev", "holdout"]
SPLITS: tuple[Split, ...] = ("dev", "holdout")

BENIGN: tuple[Kind, ...] = IDS + DIGESTS + KEYS + WORDS + NOTES
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


# How an agent words a one-line memory it keeps about a project.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Remember: {t}",
    "- [ ] re-check later: {t}",
    "{t} (noted while pairing on the flaky deploy)",
    "Gotcha → {t}",
    "**Project fact:** {t}",
    "memo[infra]: {t}",
    "Worth keeping: {t} — confirmed twice",
)
# How it frames a multi-line fragment it pasted into a note.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Saved from this session for later:\n\n{t}",
    "```text\n{t}\n```",
    "### Observed output\n\n{t}\n\n_End of paste._",
    "{t}\n\n(kept as-is so the next session can compare)",
    "Pasted by the agent after the second attempt —\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "|", "%", "//")


def _frame(index: int, text: str) -> str:
    frames = _BLOCK_FRAMES if "\n" in text else _LINE_FRAMES
    if text.startswith(_MARKED):
        frames = tuple(f for f in frames if f.startswith("{t}"))
    return frames[index % len(frames)].replace("{t}", text)


def _kind_cases(kind: Kind, seen: set[str], cursor: int) -> list[Case]:
    rng = random.Random(f"lookalike6:holdout:{kind.kind}")
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
        secrets = tuple(dict.fromkeys(values[n] for n in names))
        if kind.secrets and not secrets:
            raise AssertionError(f"{kind.kind}: {template!r} binds none of {kind.secrets}")
        out.append(
            Case(
                id=f"holdout-lookalike6-{prefix}-{kind.kind}-{i + 1:02d}",
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
