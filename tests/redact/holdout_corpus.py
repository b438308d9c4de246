"""What the held-out scrubber corpora share: the ``Case`` record, the frame rule and the
build loop that turns kinds into framed cases, and the split functions.

Each corpus (``lookalike2`` … ``lookalikeN``) was written by a different helper who never
read the scrubber; its own package keeps what it wrote (kinds, value generators, frames)
and hands them to this module. Every value comes from a ``random.Random`` seeded with
``<corpus>:holdout:<kind>``, so a corpus is the same on every run and adding a kind leaves
the others unchanged. A corpus has one split, ``holdout``; ``dev`` is empty by design.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal, Protocol

Split = Literal["dev", "holdout"]
SPLITS: tuple[Split, ...] = ("dev", "holdout")


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


class Kind(Protocol):
    """A corpus's kind record: templates with ``⟨field⟩`` slots and a seeded value maker."""

    @property
    def kind(self) -> str: ...
    @property
    def templates(self) -> tuple[str, ...]: ...
    @property
    def values(self) -> Callable[[random.Random], dict[str, str]]: ...
    @property
    def n(self) -> int: ...
    @property
    def secrets(self) -> tuple[str, ...]: ...
    @property
    def source(self) -> str: ...


@dataclass(frozen=True)
class Frames:
    """Where a memory note would put a text: a line frame for one line, a block frame for
    several; a text that already starts like a document or command is only framed after."""

    line: tuple[str, ...]
    block: tuple[str, ...]
    marked: tuple[str, ...]

    def frame(self, index: int, text: str) -> str:
        frames = self.block if "\n" in text else self.line
        if text.startswith(self.marked):
            frames = tuple(f for f in frames if f.startswith("{t}"))
        return frames[index % len(frames)].replace("{t}", text)


def secrets_as_given(name: str, value: str) -> list[str]:
    return [value]


@dataclass(frozen=True)
class KindCorpus:
    """A corpus built from kinds: each kind gives ``n`` cases, cycling through its
    templates, each text framed and new (a repeat is drawn again, up to ``retries``)."""

    name: str
    kinds: Sequence[Kind]
    frames: Frames
    render: Callable[[str, dict[str, str]], str]
    retries: int = 20
    # How a secret field's value becomes the substrings that must not survive.
    secrets_of: Callable[[str, str], list[str]] = secrets_as_given

    def build(self) -> tuple[Case, ...]:
        seen: set[str] = set()
        out: list[Case] = []
        for kind in self.kinds:
            out.extend(self._kind_cases(kind, seen, len(out)))
        return tuple(out)

    def _kind_cases(self, kind: Kind, seen: set[str], cursor: int) -> list[Case]:
        rng = random.Random(f"{self.name}:holdout:{kind.kind}")
        prefix = "secret" if kind.secrets else "benign"
        out: list[Case] = []
        for i in range(kind.n):
            template = kind.templates[i % len(kind.templates)]
            for attempt in range(self.retries):
                values = kind.values(rng)
                text = self.frames.frame(cursor + i + attempt, self.render(template, values))
                if text not in seen:
                    break
            else:
                raise AssertionError(f"{kind.kind}: cannot make a new text from {template!r}")
            seen.add(text)
            names = [n for n in kind.secrets if f"⟨{n}⟩" in template]
            found = [part for n in names for part in self.secrets_of(n, values[n])]
            secrets = tuple(dict.fromkeys(found))
            if kind.secrets and not secrets:
                raise AssertionError(f"{kind.kind}: {template!r} binds none of {kind.secrets}")
            out.append(
                Case(
                    id=f"holdout-{self.name}-{prefix}-{kind.kind}-{i + 1:02d}",
                    split="holdout",
                    kind=kind.kind,
                    text=text,
                    secrets=secrets,
                    source=kind.source,
                )
            )
        return out


class HoldoutSplits:
    """The split functions a corpus module exposes, over its (cached) build."""

    def __init__(self, build: Callable[[], tuple[Case, ...]]) -> None:
        self._holdout = cache(build)

    def cases(self, split: Split) -> tuple[Case, ...]:
        """Every case of ``split`` (secret cases first); ``dev`` is empty by design."""
        if split not in SPLITS:
            raise ValueError(f"unknown split {split!r}; expected one of {SPLITS}")
        return self._holdout() if split == "holdout" else ()

    def secret_cases(self, split: Split) -> list[Case]:
        return [case for case in self.cases(split) if case.is_secret]

    def benign_cases(self, split: Split) -> list[Case]:
        return [case for case in self.cases(split) if not case.is_secret]

    def kinds(self, split: Split) -> dict[str, int]:
        """How many cases of each kind ``split`` holds."""
        counts: dict[str, int] = {}
        for case in self.cases(split):
            counts[case.kind] = counts.get(case.kind, 0) + 1
        return counts

    def functions(self) -> tuple[Callable[[Split], tuple[Case, ...]], ...]:
        """``cases``, ``secret_cases``, ``benign_cases`` and ``kinds``, for a corpus module
        to expose under those names."""
        return self.cases, self.secret_cases, self.benign_cases, self.kinds  # type: ignore[return-value]
