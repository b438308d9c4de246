"""Evaluation fixtures: a conversation, the facts a careful extractor saves from its new
turns, and what it must not save. One JSON file each; the format is in `fixtures/README.md`.

Loading validates everything the runner and the scorer rely on, and a bad file is one
clear error naming the file and the problem (never its content: a fixture holds secrets).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

from ocmem.errors import OcmemError

MEMORY_TYPES = ("user", "feedback", "project", "reference")
Match = tuple[tuple[str, ...], ...]


class FixtureError(OcmemError):
    """A fixture file that cannot be used."""


@dataclass(frozen=True)
class Turn:
    user: str
    assistant: str


@dataclass(frozen=True)
class StoredMemory:
    file: str
    name: str
    description: str
    type: str
    body: str

    def to_op(self) -> dict[str, str]:
        return {
            "file": self.file,
            "name": self.name,
            "description": self.description,
            "type": self.type,
            "body": self.body,
        }


@dataclass(frozen=True)
class Expected:
    id: str
    type: str
    fact: str
    match: Match


@dataclass(frozen=True)
class Forbidden:
    id: str
    why: str
    match: Match


@dataclass(frozen=True)
class Fixture:
    id: str
    about: str
    tags: tuple[str, ...]
    store: tuple[StoredMemory, ...]
    turns: tuple[Turn, ...]
    already_mined: int
    expected: tuple[Expected, ...]
    must_not_save: tuple[Forbidden, ...]
    secrets: tuple[str, ...]
    reference_answer: Mapping[str, Any]
    path: Path

    @property
    def abstain(self) -> bool:
        """Nothing in the new turns is worth saving."""
        return not self.expected


def builtin_fixtures_dir() -> Path:
    """The fixtures shipped with the package."""
    return Path(str(files("ocmem.evaluation").joinpath("fixtures")))


def load_fixtures(directory: Path) -> list[Fixture]:
    """Every `*.json` fixture in `directory`, by file name; raises FixtureError."""
    if not directory.is_dir():
        raise FixtureError(
            f"no fixture directory at {directory}", "pass --fixtures DIR with *.json fixtures"
        )
    paths = sorted(directory.glob("*.json"))
    if not paths:
        raise FixtureError(
            f"no *.json fixture in {directory}", "see `Measuring extraction` in the README"
        )
    fixtures = [load_fixture(path) for path in paths]
    seen: dict[str, Path] = {}
    for fixture in fixtures:
        if fixture.id in seen:
            raise FixtureError(
                f"fixture {fixture.path}: id {fixture.id!r} is also the id of {seen[fixture.id]}"
            )
        seen[fixture.id] = fixture.path
    return fixtures


def load_fixture(path: Path) -> Fixture:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise FixtureError(f"fixture {path}: cannot read ({exc.strerror})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        where = f" at line {exc.lineno}" if isinstance(exc, json.JSONDecodeError) else ""
        raise FixtureError(f"fixture {path}: not valid JSON{where}") from None
    try:
        return _fixture(raw, path)
    except _InvalidError as exc:
        raise FixtureError(f"fixture {path}: {exc}", "the format is in the README") from None


class _InvalidError(ValueError):
    pass


def _fixture(raw: object, path: Path) -> Fixture:
    doc = _object(raw, "the top level")
    turns = tuple(
        Turn(_text(t, "user", f"turns[{i}]"), _text(t, "assistant", f"turns[{i}]"))
        for i, t in enumerate(_objects(doc, "turns"))
    )
    if not turns:
        raise _InvalidError("'turns' is empty")
    already_mined = doc.get("already_mined", 0)
    if isinstance(already_mined, bool) or not isinstance(already_mined, int):
        raise _InvalidError("'already_mined' must be an integer")
    if not 0 <= already_mined < len(turns):
        raise _InvalidError(f"'already_mined' must be 0..{len(turns) - 1} (a turn must be new)")
    store = tuple(_memory(m, f"store[{i}]") for i, m in enumerate(_objects(doc, "store")))
    expected = tuple(
        Expected(
            _text(e, "id", f"expected[{i}]"),
            _type(e, f"expected[{i}]"),
            _text(e, "fact", f"expected[{i}]"),
            _match(e, f"expected[{i}]"),
        )
        for i, e in enumerate(_objects(doc, "expected"))
    )
    forbidden = tuple(
        Forbidden(
            _text(n, "id", f"must_not_save[{i}]"),
            str(n.get("why", "")),
            _match(n, f"must_not_save[{i}]"),
        )
        for i, n in enumerate(_objects(doc, "must_not_save"))
    )
    secrets = doc.get("secrets", [])
    if not isinstance(secrets, list) or not all(isinstance(s, str) and s for s in secrets):
        raise _InvalidError("'secrets' must be a list of non-empty strings")
    reference = doc.get("reference_answer", {})
    if not isinstance(reference, dict):
        raise _InvalidError("'reference_answer' must be an object (an ops document)")
    tags = doc.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise _InvalidError("'tags' must be a list of strings")
    about = doc.get("about", "")
    return Fixture(
        id=_text(doc, "id", "the top level") if "id" in doc else path.stem,
        about=about if isinstance(about, str) else "",
        tags=tuple(tags),
        store=store,
        turns=turns,
        already_mined=already_mined,
        expected=expected,
        must_not_save=forbidden,
        secrets=tuple(secrets),
        reference_answer=reference,
        path=path,
    )


def _object(raw: object, where: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise _InvalidError(f"{where} must be an object")
    return raw


def _objects(doc: Mapping[str, Any], key: str) -> list[dict[str, Any]]:
    value = doc.get(key, [])
    if not isinstance(value, list):
        raise _InvalidError(f"'{key}' must be a list")
    return [_object(item, f"{key}[{i}]") for i, item in enumerate(value)]


def _text(doc: Mapping[str, Any], key: str, where: str) -> str:
    value = doc.get(key)
    if not isinstance(value, str) or not value.strip():
        raise _InvalidError(f"{where}: '{key}' must be a non-empty string")
    return value


def _type(doc: Mapping[str, Any], where: str) -> str:
    value = doc.get("type")
    if value not in MEMORY_TYPES:
        raise _InvalidError(f"{where}: 'type' must be one of {', '.join(MEMORY_TYPES)}")
    return str(value)


def _memory(doc: Mapping[str, Any], where: str) -> StoredMemory:
    return StoredMemory(
        file=_text(doc, "file", where),
        name=_text(doc, "name", where),
        description=_text(doc, "description", where),
        type=_type(doc, where),
        body=_text(doc, "body", where),
    )


def _match(doc: Mapping[str, Any], where: str) -> Match:
    groups = doc.get("match")
    if not isinstance(groups, list) or not groups:
        raise _InvalidError(f"{where}: 'match' must be a non-empty list of groups")
    out: list[tuple[str, ...]] = []
    for group in groups:
        if (
            not isinstance(group, list)
            or not group
            or not all(isinstance(alt, str) and alt.strip() for alt in group)
        ):
            raise _InvalidError(f"{where}: each 'match' group must be a non-empty list of phrases")
        out.append(tuple(group))
    return tuple(out)


__all__: Sequence[str] = [
    "Expected",
    "Fixture",
    "FixtureError",
    "Forbidden",
    "StoredMemory",
    "Turn",
    "builtin_fixtures_dir",
    "load_fixture",
    "load_fixtures",
]
