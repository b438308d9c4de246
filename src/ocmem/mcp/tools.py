"""What each MCP tool does, as plain functions over a project's store.

Every function takes a `Project` (the store and settings, resolved exactly as every other
command resolves them) and returns a result object whose `to_json` is the tool's answer;
an input the store refuses raises `ToolInputError` with a message fit for the client (no
secret: every message is built from the store's scrubbed rejection texts). A save is an
extraction pass of one memory: the same `apply_ops`, scrub, de-duplication, limits, lock
and recorded history; a delete is `memories rm`.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from ocmem import context
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.mcp.search import Ranker, rank
from ocmem.mcp.store_cache import StoreCache
from ocmem.settings import Settings
from ocmem.state import history
from ocmem.state.state_dir import require_state_dir
from ocmem.store.catalog import (
    StoreScan,
    modified_times,
    read_memory,
    read_memory_bytes,
    scan_store,
)
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import Memory
from ocmem.store.naming import default_file_name, validate_file_name

DEFAULT_LIMIT = 5
# A page of `memory_list`: opencode hands a model the first ~50k characters of a tool's
# answer, so a 2,000-memory store listed whole reached it as its first ~190 entries only.
DEFAULT_PAGE = 100
MAX_PAGE = 100
DEFAULT_LOCK_TIMEOUT = 10.0  # as long as `memories rm` waits for the store lock
MAX_LIMIT = 50


class ToolInputError(Exception):
    """An input the store refuses, or a store that cannot be used; the text says why."""


@dataclass(frozen=True)
class Project:
    """A project's context whose store has been located (the tools all need it)."""

    context: Context
    location: StoreLocation

    @property
    def directory(self) -> Path:
        return self.context.directory

    @property
    def cfg(self) -> Settings:
        return self.context.settings


def open_project(directory: Path, env: dict[str, str] | None = None) -> Project:
    """The store of the project at `directory`, resolved as `status` and `memories` do.

    Raises `ToolInputError` when the state dir or the store location cannot be used.
    """
    try:
        ctx = context.build(directory, env)
        require_state_dir(ctx.state_dir)
        location = ctx.store
    except OcmemError as exc:
        raise ToolInputError(_describe(exc)) from None
    return Project(ctx, location)


@dataclass(frozen=True)
class SearchHitResult:
    file: str
    name: str
    description: str
    type: str
    score: float
    path: str

    def to_json(self) -> dict[str, object]:
        return asdict(self)


def search(
    project: Project,
    query: str,
    limit: int = DEFAULT_LIMIT,
    cache: StoreCache | None = None,
    ranker: Ranker | None = None,
) -> list[SearchHitResult]:
    """At most `limit` memories answering `query`, best first (`search.rank`).

    `limit` is clamped to 1..`MAX_LIMIT`; an empty or word-less query finds nothing.
    `cache` keeps parsed files and the index between calls (the server passes one);
    `ranker` replaces `search.rank` (the benchmark compares the candidates).
    """
    bounded = min(max(int(limit), 1), MAX_LIMIT)
    try:
        if cache is not None and ranker is None:
            memories, index = cache.index(project.location)
            hits = rank(memories, query, bounded, index)
        else:
            memories = cache.memories(project.location) if cache else _scan(project).memories
            hits = (ranker or rank)(memories, query, bounded)
    except OcmemError as exc:
        raise ToolInputError(_describe(exc)) from None
    return [
        SearchHitResult(
            file=hit.memory.file,
            name=hit.memory.name,
            description=hit.memory.description,
            type=hit.memory.type,
            score=hit.score,
            path=str(project.location.memory_dir / hit.memory.file),
        )
        for hit in hits
    ]


def read(project: Project, file: str) -> str:
    """The text of one memory file exactly as stored (never the index, never a link)."""
    try:
        data = read_memory_bytes(project.location, file)
    except OcmemError as exc:
        raise ToolInputError(_describe(exc)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ToolInputError("the memory file is not UTF-8 text") from None


@dataclass(frozen=True)
class ListedMemory:
    file: str
    name: str
    description: str
    type: str
    modified: str

    def to_json(self) -> dict[str, object]:
        return asdict(self)


@dataclass(frozen=True)
class ListPage:
    memories: list[ListedMemory]
    total: int
    next_offset: int | None  # where the next page starts; None after the last one

    def to_json(self) -> dict[str, object]:
        return {
            "memories": [memory.to_json() for memory in self.memories],
            "total": self.total,
            "next_offset": self.next_offset,
        }


def list_page(project: Project, offset: int = 0, limit: int = DEFAULT_PAGE) -> ListPage:
    """The memories from `offset` on, at most `limit` (clamped to 1..`MAX_PAGE`), in the
    store's order; only that page's files are stat'ed."""
    if offset < 0:
        raise ToolInputError("offset must be 0 or more")
    bounded = min(max(int(limit), 1), MAX_PAGE)
    memories = _scan(project).memories
    page = memories[offset : offset + bounded]
    times = modified_times(project.location, (m.file for m in page))
    end = offset + len(page)
    return ListPage(
        [
            ListedMemory(m.file, m.name, m.description, m.type, _iso(times.get(m.file)))
            for m in page
        ],
        total=len(memories),
        next_offset=end if end < len(memories) else None,
    )


@dataclass(frozen=True)
class SaveResult:
    file: str
    action: str  # created | updated | merged
    redactions: int
    history_pass: str | None

    def to_json(self) -> dict[str, object]:
        return {"file": self.file, "action": self.action}


def save(
    project: Project,
    *,
    name: str,
    description: str,
    kind: str,
    body: str,
    file: str | None = None,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> SaveResult:
    """Save one memory through an extraction pass's path (see the module docstring).

    `kind` is the memory's type. Without `file`, the file is `<kind>_<slug of name>.md`,
    so saving the same name again updates that memory. A new memory close enough to an
    existing one of its type updates that one instead (`action` "merged", `file` the one
    written). Raises `ToolInputError` with the validator's reason when it is rejected, or
    when the store stays locked (by an extraction pass writing it) for `lock_timeout` s.
    """
    from ocmem.maintain.pipeline import extraction_limits, should_scrub
    from ocmem.store.apply import apply_ops

    cfg, location = project.cfg, project.location
    target = file if file is not None else default_file_name(kind, name)
    item = {"file": target, "name": name, "description": description, "type": kind, "body": body}
    try:
        result = apply_ops(
            location,
            {"save": [item]},
            session_id=None,
            scrub=should_scrub(location, cfg),
            dedup_threshold=cfg.dedup.threshold,
            state_dir=project.context.state_dir,
            limits=extraction_limits(cfg),
            recording=history.Recording.from_settings(cfg, "mcp"),
            lock_timeout=lock_timeout,
        )
    except OcmemError as exc:
        raise ToolInputError(_describe(exc)) from None
    written = [(m.into, "merged") for m in result.merged]
    written += [(f, "updated") for f in result.updated] + [(f, "created") for f in result.saved]
    if written:
        file_written, action = written[0]
        return SaveResult(file_written, action, result.redactions, result.history_pass)
    reasons = "; ".join(f"{r.item}: {r.reason}" for r in result.rejected) or "nothing was saved"
    raise ToolInputError(f"rejected {reasons}")


@dataclass(frozen=True)
class DeleteResult:
    file: str
    name: str
    description: str
    type: str
    history_pass: str | None
    directory: Path | None = None  # the project's: the undo command works from any cwd

    def to_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "name": self.name,
            "description": self.description,
            "type": self.type,
            "restore": self.undo_command() if self.history_pass else None,
        }

    def undo_command(self) -> str:
        # The server's cwd is not the user's shell's: without --dir the command would look
        # for the memory in whatever store the shell's directory has.
        where = ["--dir", str(self.directory)] if self.directory is not None else []
        return shlex.join(["opencode-memory", "restore", *where, "--file", self.file])


def delete(project: Project, file: str, lock_timeout: float = DEFAULT_LOCK_TIMEOUT) -> DeleteResult:
    """Delete one memory and its index line as `memories rm` does, recorded so that
    `opencode-memory restore --file` brings it back; returns what was removed."""
    from ocmem.store.apply import delete_memory

    cfg, location = project.cfg, project.location
    try:
        before: Memory | None = read_memory(location, file)
    except OcmemError:
        before = None  # unreadable or missing: the delete itself says which
    if before is None and _is_symlink(location, file):
        # memory_read refuses it, and the history could not bring it back: a person's call.
        raise ToolInputError(
            f"{file} is a symlink (not followed): left alone; "
            "`opencode-memory memories rm` deletes it if the user wants it gone"
        )
    try:
        result = delete_memory(
            location,
            file,
            state_dir=project.context.state_dir,
            recording=history.Recording.from_settings(cfg, "mcp"),
            lock_timeout=lock_timeout,
        )
    except OcmemError as exc:
        raise ToolInputError(_describe(exc)) from None
    removed = result.deleted[0]
    return DeleteResult(
        file=removed,
        name=before.name if before else "",
        description=before.description if before else "",
        type=before.type if before else "",
        history_pass=result.history_pass,
        directory=project.directory,
    )


def _is_symlink(location: StoreLocation, file: str) -> bool:
    """Whether `file`, named as a delete names it (`.md` added), is a symlink in the store;
    a name no store may hold is left for the delete itself to refuse."""
    try:
        name = validate_file_name(file)
    except OcmemError:
        return False
    return os.path.islink(location.memory_dir / name)


def _scan(project: Project) -> StoreScan:
    try:
        return scan_store(project.location)
    except OcmemError as exc:
        raise ToolInputError(_describe(exc)) from None


def _describe(exc: OcmemError) -> str:
    return f"{exc.message} ({exc.hint})" if exc.hint else exc.message


def _iso(timestamp: float | None) -> str:
    if timestamp is None:
        return ""
    return datetime.fromtimestamp(timestamp, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")[:-4] + "Z"
