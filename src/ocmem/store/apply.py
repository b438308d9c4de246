"""Applying an ops batch to a store.

Everything happens under the store's lock: sweep temp files a killed writer left, read the
store, check every item (rejecting the bad ones with a reason), and only then write: the
memory files, the deletions, `MEMORY.md`, the harness feedback. Each file is replaced
atomically, so a crash leaves every file old or new; a crash between files leaves the index
behind the files, and the next batch (even an empty one) brings it back in step.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from ocmem.atomic import (
    PRIVATE_DIR_MODE,
    PRIVATE_FILE_MODE,
    fsync_dir,
    make_dirs,
    sweep_temp_files,
    write_atomic,
)
from ocmem.state.history import PassRecord, Recording, planned_changes, record_pass
from ocmem.state.lock import DEFAULT_TIMEOUT, store_lock
from ocmem.store import bounds
from ocmem.store.catalog import (
    StoreScan,
    gone_memories,
    index_problem,
    scan_store,
)
from ocmem.store.dedup import DEFAULT_THRESHOLD, TwinFinder
from ocmem.store.feedback import append_feedback
from ocmem.store.index import sync_index
from ocmem.store.index_writer import rewrite_index
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import (
    Memory,
    format_created,
    serialize,
)
from ocmem.store.naming import unique_file, validate_file_name
from ocmem.store.ops import (
    FeedbackOp,
    OpsBatch,
    Rejected,
    SaveOp,
    item_summary,
    keep_first_saves,
    parse_ops,
)
from ocmem.store.store_errors import (
    MemoryFormatError,
    MemoryNotFoundError,
    StoreError,
    StoreLocationError,
)
from ocmem.store.team import ensure_union_merge

Scrubber = Callable[..., tuple[tuple[str, ...], int]]


@dataclass(frozen=True)
class Merge:
    """A save of a new file that updated an existing near-identical memory instead."""

    requested: str
    into: str
    score: float


@dataclass(frozen=True)
class Renamed:
    """A save whose file name held a random-looking run, written under a name of its own."""

    requested: str  # masked: the run is not shown
    file: str


@dataclass(frozen=True)
class ApplyResult:
    memory_dir: Path
    saved: tuple[str, ...] = ()
    updated: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    merged: tuple[Merge, ...] = ()
    rejected: tuple[Rejected, ...] = ()
    redactions: int = 0
    feedback: int = 0
    swept: tuple[str, ...] = ()
    history_pass: str | None = None
    renamed: tuple[Renamed, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.saved or self.updated or self.deleted or self.merged or self.feedback)


@dataclass(frozen=True)
class _Write:
    memory: Memory
    text: str
    kind: Literal["saved", "updated", "merged"]
    merge: Merge | None
    redactions: int


@dataclass(frozen=True)
class _Plan:
    writes: tuple[_Write, ...]
    deletes: tuple[str, ...]
    feedback: tuple[FeedbackOp, ...]
    rejected: tuple[Rejected, ...]
    feedback_redactions: int
    renamed: tuple[Renamed, ...] = ()


def apply_ops(
    location: StoreLocation,
    ops: OpsBatch | Mapping[str, object],
    *,
    session_id: str | None,
    scrub: bool,
    state_dir: Path,
    dedup_threshold: float = DEFAULT_THRESHOLD,
    lock_timeout: float | None = DEFAULT_TIMEOUT,
    now: datetime | None = None,
    limits: bounds.PassLimits | None = None,
    recording: Recording | None = None,
    seen: Mapping[str, Memory] | None = None,
    unreadable_alone: bool = False,
) -> ApplyResult:
    """Validate and apply `ops` to the store; returns what was done and what was rejected.

    `scrub` runs every field of every memory and feedback entry through the secret
    scrubber. `dedup_threshold` (0–100; above 100 disables) is the similarity a new file
    needs to an existing memory of its type to update that memory instead. `limits` bound
    an extraction pass: saves past `max_saves` are rejected, and a pass deleting too much
    raises `MassDeleteError` before anything is written. The previous bytes of every file
    overwritten or deleted are recorded first as one pass of the store's history
    (`recording` says its kind and the history's bounds). Raises `LockTimeout` when the
    store stays locked, `StoreError` when the store cannot be written.

    `seen` is the store as the model read it: an op on a file not as it was then (changed,
    created or deleted meanwhile by Claude Code, a person, an MCP save) is rejected, the
    file left as it is now. `unreadable_alone` (a model's pass; implied by `seen`) rejects
    ops on files no scan reads as a memory (a symlink, a FIFO): no model saw them.
    """
    batch = ops if isinstance(ops, OpsBatch) else parse_ops(ops)
    if limits is not None:
        batch = keep_first_saves(batch, limits.max_saves)
    if batch.is_empty and not os.path.isdir(location.memory_dir):
        return ApplyResult(memory_dir=location.memory_dir, rejected=batch.rejected)
    scrubber = _load_scrubber() if scrub else None
    stamp = format_created(now or datetime.now(UTC))
    with store_lock(state_dir, location.lock_name, timeout=lock_timeout):
        swept = _prepare_store(location, state_dir)
        before = scan_store(location)
        _check_index_path(location)
        if seen is not None or unreadable_alone:
            batch = _without_stale(batch, seen, before)
        plan = _plan(batch, location, before, session_id, scrubber, dedup_threshold, stamp)
        _refuse_mass_delete(plan, before, limits)
        recorded = _record(location, plan, state_dir, recording or Recording(), session_id)
        _write_plan(location, before, plan, state_dir)
        feedback = append_feedback(
            location,
            plan.feedback,
            logged=stamp,
            session_id=session_id,
            state_dir=state_dir,
            lock_timeout=lock_timeout,
        )
        if plan.writes or plan.deletes:
            _refresh_recall(location, state_dir)
    return _result(location, plan, feedback, swept, recorded)


def _result(
    location: StoreLocation,
    plan: _Plan,
    feedback: int,
    swept: list[str],
    recorded: PassRecord | None,
) -> ApplyResult:
    return ApplyResult(
        memory_dir=location.memory_dir,
        saved=tuple(w.memory.file for w in plan.writes if w.kind == "saved"),
        updated=tuple(w.memory.file for w in plan.writes if w.kind == "updated"),
        deleted=plan.deletes,
        merged=tuple(w.merge for w in plan.writes if w.merge is not None),
        rejected=plan.rejected,
        redactions=sum(w.redactions for w in plan.writes) + plan.feedback_redactions,
        feedback=feedback,
        swept=tuple(swept),
        history_pass=recorded.id if recorded else None,
        renamed=plan.renamed,
    )


def _prepare_store(location: StoreLocation, state_dir: Path) -> list[str]:
    """The store's directory made, what killed writers left swept; returns the temp files."""
    _ensure_directory(location.memory_dir, private=location.mode == "global")
    swept = sweep_temp_files(location.memory_dir)
    if location.mode == "in-repo":
        _ensure_union_merge(location)
    _sweep_state_leftovers(state_dir, location)
    return swept


def _refuse_mass_delete(plan: _Plan, before: StoreScan, limits: bounds.PassLimits | None) -> None:
    refusal = bounds.delete_refusal(len(plan.deletes), len(before.memories), limits)
    if refusal is not None:
        raise bounds.MassDeleteError(
            refusal, hint="the store is unchanged; a dream consolidates on purpose"
        )


def _record(
    location: StoreLocation,
    plan: _Plan,
    state_dir: Path,
    recording: Recording,
    session_id: str | None,
) -> PassRecord | None:
    """The previous bytes of every file the plan overwrites or deletes, kept in history."""
    writes = [(w.memory.file, w.kind, w.text, w.merge) for w in plan.writes]
    changes = planned_changes(location.memory_dir, writes, plan.deletes)
    return record_pass(state_dir, location.memory_dir, recording, session_id, changes)


def _write_plan(location: StoreLocation, before: StoreScan, plan: _Plan, state_dir: Path) -> None:
    try:
        for write in plan.writes:
            path = location.memory_dir / write.memory.file
            write_atomic(path, write.text, sync_dir=False, create_mode=_file_mode(location))
        for file in plan.deletes:
            os.unlink(location.memory_dir / file)
        _write_index(location, before, plan, state_dir)
        fsync_dir(location.memory_dir)
    except OSError as exc:
        raise StoreError(
            f"writing the memory store {location.memory_dir} failed: {exc.strerror}",
            hint="the files written so far are whole; the next write repairs MEMORY.md",
        ) from exc


def delete_memory(
    location: StoreLocation,
    file: str,
    *,
    state_dir: Path,
    lock_timeout: float | None = DEFAULT_TIMEOUT,
    recording: Recording | None = None,
) -> ApplyResult:
    """Delete one memory and its index entry; raises `MemoryNotFoundError` if there is none."""
    name = validate_file_name(file)
    result = apply_ops(
        location,
        OpsBatch(deletes=(name,)),
        session_id=None,
        scrub=False,
        state_dir=state_dir,
        lock_timeout=lock_timeout,
        recording=recording or Recording("rm"),
    )
    if name not in result.deleted:
        reason = result.rejected[0].reason if result.rejected else "not deleted"
        raise MemoryNotFoundError(
            f"cannot delete {name} from {location.memory_dir}: {reason}",
            hint="`opencode-memory memories list` shows the memories there are",
        )
    return result


def rebuild_index(
    location: StoreLocation,
    *,
    state_dir: Path,
    lock_timeout: float | None = DEFAULT_TIMEOUT,
) -> ApplyResult:
    """Bring MEMORY.md in step with the files (and sweep temp files), changing no memory."""
    return apply_ops(
        location,
        OpsBatch(),
        session_id=None,
        scrub=False,
        state_dir=state_dir,
        lock_timeout=lock_timeout,
    )


STALE_REASON = "changed since the model read it (left as it is now)"
UNSEEN_REASON = "not a memory the model could read (a symlink, an unreadable file): left alone"


def _without_stale(
    batch: OpsBatch, seen: Mapping[str, Memory] | None, before: StoreScan
) -> OpsBatch:
    now = {memory.file: memory for memory in before.memories}
    unreadable = {item.file for item in before.skipped}

    def problem(file: str) -> str | None:
        if file in unreadable:
            return UNSEEN_REASON
        if seen is None:
            return None
        return STALE_REASON if now.get(file) != seen.get(file) else None

    problems = {file: problem(file) for file in {*(s.file for s in batch.saves), *batch.deletes}}
    rejected = list(batch.rejected)
    rejected += [
        Rejected(f"save ({s.file})", why) for s in batch.saves if (why := problems[s.file])
    ]
    rejected += [Rejected(f"delete ({f})", why) for f in batch.deletes if (why := problems[f])]
    return replace(
        batch,
        saves=tuple(s for s in batch.saves if problems[s.file] is None),
        deletes=tuple(f for f in batch.deletes if problems[f] is None),
        rejected=tuple(rejected),
    )


def _plan(
    batch: OpsBatch,
    location: StoreLocation,
    before: StoreScan,
    session_id: str | None,
    scrubber: Scrubber | None,
    threshold: float,
    stamp: str,
) -> _Plan:
    rejected = list(batch.rejected)
    deletes = _plan_deletes(batch.deletes, location, rejected)
    saves = _SavePlanner(batch, location, before, deletes, threshold, rejected)
    for save in batch.saves:
        saves.add(save, scrubber, session_id, stamp)
    feedback, feedback_redactions = _scrub_feedback(batch.feedback, scrubber)
    return _Plan(
        writes=tuple(saves.writes),
        deletes=tuple(deletes),
        feedback=feedback,
        rejected=tuple(rejected),
        feedback_redactions=feedback_redactions,
        renamed=tuple(saves.renamed),
    )


def _plan_deletes(
    files: tuple[str, ...], location: StoreLocation, rejected: list[Rejected]
) -> list[str]:
    deletes: list[str] = []
    for file in files:
        problem = _delete_problem(location.memory_dir / file)
        if problem is None:
            deletes.append(file)
        else:
            rejected.append(Rejected(item=f"delete ({item_summary(file)})", reason=problem))
    return deletes


class _SavePlanner:
    """Turns each save into a write: a new file, an update, or a merge into its twin."""

    def __init__(
        self,
        batch: OpsBatch,
        location: StoreLocation,
        before: StoreScan,
        deletes: list[str],
        threshold: float,
        rejected: list[Rejected],
    ) -> None:
        self.writes: list[_Write] = []
        self.renamed: list[Renamed] = []
        self._memory_dir = location.memory_dir
        self._existing = {memory.file: memory for memory in before.memories}
        self._saved_files = {save.file for save in batch.saves}
        self._finder = TwinFinder(
            (
                m
                for m in before.memories
                if m.file not in self._saved_files and m.file not in deletes
            ),
            threshold,
        )
        self._merged_into: set[str] = set()
        self._rejected = rejected
        try:
            listed = os.listdir(self._memory_dir)
        except OSError:
            listed = []
        # Names told apart by case only are one file on macOS and Windows.
        self._names = {name.casefold(): name for name in listed}

    def add(
        self, save: SaveOp, scrubber: Scrubber | None, session_id: str | None, stamp: str
    ) -> None:
        save = self._free_name(save)
        path = self._memory_dir / save.file
        problem = (
            self._case_twin_problem(save.file) or _save_problem(path) or _new_file_problem(path)
        )
        if problem is not None:
            self._rejected.append(Rejected(item=f"save ({save.file})", reason=problem))
            return
        memory, redactions = _memory_of(save, scrubber, session_id, stamp)
        memory, kind, merge = self._place(memory, path)
        try:
            text = serialize(memory)
        except MemoryFormatError as exc:
            self._rejected.append(Rejected(item=f"save ({save.file})", reason=exc.message))
            return
        self.writes.append(_Write(memory, text, kind, merge, redactions))
        if save.renamed_from is not None:
            self.renamed.append(Renamed(save.renamed_from, memory.file))

    def _case_twin_problem(self, file: str) -> str | None:
        other = self._names.setdefault(file.casefold(), file)
        if other == file:
            return None
        return (
            f"{other} differs from it only in letter case (one file on macOS and Windows): "
            "save to that name to update it"
        )

    def _free_name(self, save: SaveOp) -> SaveOp:
        # A name we made up never takes over a file that is already there.
        if save.renamed_from is None or not os.path.lexists(self._memory_dir / save.file):
            return save
        taken = set(os.listdir(self._memory_dir)) | self._saved_files
        return replace(save, file=unique_file(save.file, taken))

    def _place(
        self, memory: Memory, path: Path
    ) -> tuple[Memory, Literal["saved", "updated", "merged"], Merge | None]:
        """Where `memory` goes: over its own file, into a near-identical twin, or new."""
        if os.path.lexists(path):
            return _carry_over(memory, self._existing.get(memory.file)), "updated", None
        twin = self._finder.find(memory, exclude=self._merged_into)
        if twin is None:
            return memory, "saved", None
        self._merged_into.add(twin.file)
        old = self._existing[twin.file]
        merged = _carry_over(replace(memory, file=old.file, name=old.name), old)
        return merged, "merged", Merge(requested=memory.file, into=twin.file, score=twin.score)


def _memory_of(
    save: SaveOp, scrubber: Scrubber | None, session_id: str | None, stamp: str
) -> tuple[Memory, int]:
    """The memory a save asks for, scrubbed; returns it with the count of redactions."""
    name, description, body = save.name, save.description, save.body
    redactions = 0
    if scrubber is not None:
        (name, description, body), redactions = scrubber(name, description, body)
    memory = Memory(
        file=save.file,
        name=name,
        description=description,
        type=save.type,
        body=body,
        created=save.created or stamp,
        origin_session_id=session_id,
        modified=stamp,
    )
    return memory, redactions


def _carry_over(memory: Memory, old: Memory | None) -> Memory:
    """`memory` replacing `old`: keeps the older `created`, the old session if none is new,
    and every frontmatter key of the old file that is not ours (Claude Code's, a person's)."""
    if old is None:
        return memory
    return replace(
        memory,
        created=_older(old.created, memory.created),
        origin_session_id=memory.origin_session_id or old.origin_session_id,
        extra=old.extra,
        extra_metadata=old.extra_metadata,
    )


def _older(first: str, second: str) -> str:
    # A `created` on disk may be anything a person or another tool wrote; one that is not a
    # plausible time is not kept.
    a, b = bounds.created_key(first), bounds.created_key(second)
    if a is None:
        return second
    if b is None:
        return first
    return first if a <= b else second


def _scrub_feedback(
    entries: tuple[FeedbackOp, ...], scrubber: Scrubber | None
) -> tuple[tuple[FeedbackOp, ...], int]:
    if scrubber is None:
        return entries, 0
    out = []
    total = 0
    for entry in entries:
        (title, category, body), count = scrubber(entry.title, entry.category, entry.body)
        out.append(FeedbackOp(title=title, category=category, body=body))
        total += count
    return tuple(out), total


def _save_problem(path: Path) -> str | None:
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(info.st_mode):
        return "a symlink is in the way (symlinks in the store are never written through)"
    if not stat.S_ISREG(info.st_mode):
        return "something that is not a regular file is in the way"
    return None


def _new_file_problem(path: Path) -> str | None:
    # Only new names are bounded: a memory another tool named long can still be updated.
    if len(path.name) <= bounds.MAX_NEW_FILE_NAME_CHARS or os.path.lexists(path):
        return None
    return f"a new memory's file name is longer than {bounds.MAX_NEW_FILE_NAME_CHARS} characters"


def _delete_problem(path: Path) -> str | None:
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return "no such memory"
    if stat.S_ISDIR(info.st_mode):
        return "is a directory, not a memory"
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode)):
        return "is not a regular file"
    return None


def _write_index(location: StoreLocation, before: StoreScan, plan: _Plan, state_dir: Path) -> None:
    final = {memory.file: memory for memory in before.memories}
    for file in plan.deletes:
        final.pop(file, None)
    for write in plan.writes:
        final[write.memory.file] = write.memory
    unreadable = {item.file for item in before.skipped} - set(plan.deletes)

    def merge(old_text: str) -> str:
        gone = gone_memories(state_dir, location, old_text, {*final, *unreadable})
        return sync_index(
            old_text,
            list(final.values()),
            keep=unreadable,
            previous=before.memories,
            removed={*plan.deletes, *gone},
        )

    rewrite_index(location, merge, create_mode=_file_mode(location))


def _check_index_path(location: StoreLocation) -> None:
    problem = index_problem(location)
    if problem is not None:
        raise StoreError(
            f"{location.memory_dir}/{problem}, so the index cannot be written",
            hint="move it out of the way; opencode-memory rebuilds MEMORY.md from the files",
        )


def _file_mode(location: StoreLocation) -> int:
    """New files of the global store are private (it sits in a home that is often 0755);
    the in-repo store's follow the repository (the umask)."""
    return PRIVATE_FILE_MODE if location.mode == "global" else 0o666


def _ensure_directory(directory: Path, *, private: bool) -> None:
    try:
        make_dirs(directory, PRIVATE_DIR_MODE if private else None)
        if private:
            _close_to_others(directory)
    except FileExistsError:
        raise StoreLocationError(
            f"the memory store {directory} is not a directory",
            hint="remove or rename what is in the way, or choose another local.mode",
        ) from None
    except OSError as exc:
        raise StoreLocationError(
            f"cannot create the memory store {directory}: {exc.strerror}",
            hint="check the path and its permissions, or choose another local.mode",
        ) from None


def _close_to_others(directory: Path) -> None:
    """Take group and other access off a store directory made before it was created private.

    The directory alone is enough: nobody else can reach the files inside it, whatever their
    own modes (which are left as they are, as on every rewrite). Only our own real
    directory is touched, never a symlink's target or another user's directory.
    """
    info = os.lstat(directory)
    if stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid() and info.st_mode & 0o077:
        os.chmod(directory, stat.S_IMODE(info.st_mode) & ~0o077)


def _ensure_union_merge(location: StoreLocation) -> None:
    try:
        ensure_union_merge(location.memory_dir)
    except OSError as exc:
        raise StoreError(
            f"cannot write {location.memory_dir}/.gitattributes: {exc.strerror}",
            hint="check the in-repo store's permissions",
        ) from exc


def _load_scrubber() -> Scrubber:
    # Imported when needed so that reading and unscrubbed writes never pay for the scrubber.
    from ocmem.redact import scrub_fields

    return scrub_fields


def _sweep_state_leftovers(state_dir: Path, location: StoreLocation) -> None:
    from ocmem.store.leftovers import sweep_leftovers

    sweep_leftovers(state_dir, location)


def _refresh_recall(location: StoreLocation, state_dir: Path) -> None:
    """Keep the per-store recall file (for sessions launched without the wrapper) current."""
    from ocmem.store.recall_file import refresh_store_recall

    try:
        refresh_store_recall(location, state_dir)
    except OSError:
        return  # the memory write succeeded; a stale recall file is refreshed next time
