"""Putting earlier versions back: a whole dream backup, one recorded pass, or one memory.

A restore runs under the store's lock, sweeps what killed writers left behind, records the
state it replaces as a pass of the store's history (so a restore can itself be undone),
writes every file atomically and finally brings MEMORY.md in step with the files.

Every file name a backup or a pass manifest gives is state-dir data, not trusted: each must
be a plain memory file name of the store (`validate_file_name`, unchanged by it) before
any file is touched, or the whole restore is refused.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ocmem.atomic import fsync_dir, sweep_temp_files, write_atomic
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.state import backups, history
from ocmem.state.history import Change, PassRecord, Recording
from ocmem.state.lock import store_lock
from ocmem.store.catalog import gone_memories, scan_store
from ocmem.store.index import sync_index
from ocmem.store.index_writer import rewrite_index
from ocmem.store.leftovers import sweep_leftovers
from ocmem.store.location import INDEX_FILE, StoreLocation
from ocmem.store.naming import validate_file_name
from ocmem.store.recall_file import refresh_store_recall
from ocmem.store.store_errors import InvalidMemoryFileError

RESTORE_LOCK_TIMEOUT = 60.0


class RestoreError(OcmemError):
    pass


@dataclass(frozen=True)
class RestoreResult:
    store: str
    mode: str  # backup | pass | file
    restored: str  # the backup id, the pass id, or the file name
    files: int  # files the restored state holds (backup) or names it touched
    written: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    unchanged: tuple[str, ...] = ()
    left_alone: tuple[str, ...] = ()  # a symlink, FIFO or directory where a memory would go
    changed_since: tuple[str, ...] = ()  # changed again after the pass; now put back anyway
    from_pass: str | None = None  # for a file: the pass whose previous version came back
    safety_backup: str | None = None
    history_pass: str | None = None  # this restore's own pass: `restore --pass` undoes it
    swept: tuple[str, ...] = ()


def restore(
    ctx: Context,
    backup_id: str | None = None,
    *,
    pass_id: str | None = None,
    file: str | None = None,
) -> RestoreResult:
    """Restore a dream backup (default), the state before `pass_id`, or one `file`.

    With `file`, the newest recorded previous version of that memory comes back (with
    `pass_id`: its version from just before that pass). With only `pass_id`, every file
    the pass changed goes back to its previous state and the files it created are removed.
    """
    if backup_id is not None and (pass_id is not None or file is not None):
        raise RestoreError(
            "--backup cannot be combined with --pass or --file",
            hint="a backup is a whole store; --pass and --file pick from the change history",
        )
    location = ctx.store
    if file is not None:
        name = validate_file_name(file)
        return _restore_file(ctx, name, pass_id)
    if pass_id is not None:
        return _restore_pass(ctx, pass_id)
    return _restore_backup(ctx, backups.find_backup(ctx.state_dir, location.memory_dir, backup_id))


def _restore_backup(ctx: Context, chosen: backups.Backup) -> RestoreResult:
    location, cfg, state_dir = ctx.store, ctx.settings, ctx.state_dir
    # Read first: whatever happens to the backups below, the bytes to put back are in hand.
    wanted, index = _read_backup(chosen)
    with store_lock(state_dir, location.lock_name, timeout=RESTORE_LOCK_TIMEOUT):
        swept = _sweep(location, state_dir)
        safety = backups.take_backup(
            state_dir, location.memory_dir, cfg.dream.backups + 1, protect={chosen.id}
        )
        targets: dict[str, bytes | None] = dict(wanted)
        for name in _store_memories(location.memory_dir):
            targets.setdefault(name, None)
        outcome = _put_back(
            ctx,
            targets,
            Recording.from_settings(cfg, "restore", f"backup {chosen.id}"),
            index=index,
        )
    return RestoreResult(
        str(location.memory_dir),
        "backup",
        chosen.id,
        len(wanted) + (index is not None),
        written=outcome.written,
        removed=outcome.removed,
        unchanged=outcome.unchanged,
        left_alone=outcome.left_alone,
        safety_backup=safety.id,
        history_pass=outcome.pass_id,
        swept=swept,
    )


def _restore_pass(ctx: Context, pass_id: str) -> RestoreResult:
    location, cfg, state_dir = ctx.store, ctx.settings, ctx.state_dir
    with store_lock(state_dir, location.lock_name, timeout=RESTORE_LOCK_TIMEOUT):
        swept = _sweep(location, state_dir)
        record = history.find_pass(state_dir, location.memory_dir, pass_id)
        for change in record.files:
            _store_name(change.file, f"pass {record.id}")
        targets: dict[str, bytes | None] = {}
        changed_since = []
        for change in record.files:
            if change.before is None and change.action != "created":
                continue  # it was not a regular file (a symlink, say): nothing to put back
            targets[change.file] = record.previous_bytes(change)
            current = history.read_previous(location.memory_dir / change.file)
            now = None if current is None else history.digest(current)
            if now not in (change.after, change.before):
                changed_since.append(change.file)
        outcome = _put_back(
            ctx,
            targets,
            Recording.from_settings(cfg, "restore", f"undo pass {record.id}"),
            protect={record.id},
        )
    return RestoreResult(
        str(location.memory_dir),
        "pass",
        record.id,
        len(targets),
        written=outcome.written,
        removed=outcome.removed,
        unchanged=outcome.unchanged,
        left_alone=outcome.left_alone,
        changed_since=tuple(changed_since),
        from_pass=record.id,
        history_pass=outcome.pass_id,
        swept=swept,
    )


def _restore_file(ctx: Context, name: str, pass_id: str | None) -> RestoreResult:
    location, cfg, state_dir = ctx.store, ctx.settings, ctx.state_dir
    with store_lock(state_dir, location.lock_name, timeout=RESTORE_LOCK_TIMEOUT):
        swept = _sweep(location, state_dir)
        record = _version_source(state_dir, location, name, pass_id)
        change = record.change_of(name)
        if change is None or (change.before is None and change.action != "created"):
            raise RestoreError(
                f"pass {record.id} kept no earlier version of {name}",
                hint="it was not a regular file before that pass",
            )
        previous = record.previous_bytes(change)
        outcome = _put_back(
            ctx,
            {name: previous},
            Recording.from_settings(cfg, "restore", f"{name} from before pass {record.id}"),
            protect={record.id},
        )
    return RestoreResult(
        str(location.memory_dir),
        "file",
        name,
        1,
        written=outcome.written,
        removed=outcome.removed,
        unchanged=outcome.unchanged,
        left_alone=outcome.left_alone,
        from_pass=record.id,
        history_pass=outcome.pass_id,
        swept=swept,
    )


def _version_source(
    state_dir: Path, location: StoreLocation, name: str, pass_id: str | None
) -> PassRecord:
    """The pass whose before-state of `name` is wanted."""
    if pass_id is not None:
        record = history.find_pass(state_dir, location.memory_dir, pass_id)
        if record.change_of(name) is None:
            raise RestoreError(
                f"pass {pass_id} did not change {name}",
                hint=f"`opencode-memory history --file {name}` lists the passes that did",
            )
        return record
    for record in history.list_passes(state_dir, location.memory_dir):
        change = record.change_of(name)
        if change is not None and change.before is not None:
            return record
    raise RestoreError(
        f"the history of {location.memory_dir} holds no earlier version of {name}",
        hint="`opencode-memory history` lists what was recorded (kept history.max_days days)",
    )


@dataclass(frozen=True)
class _Outcome:
    written: tuple[str, ...]
    removed: tuple[str, ...]
    unchanged: tuple[str, ...]
    pass_id: str | None
    left_alone: tuple[str, ...] = ()


def _store_name(name: str, source: str) -> str:
    """`name` when it is a plain memory file name of the store, else a refusal naming `source`."""
    try:
        valid = validate_file_name(name)
    except InvalidMemoryFileError as exc:
        problem = exc.message
    else:
        if valid == name:
            return name
        problem = "it is not a memory file name as the store writes them"
    shown = name.encode("utf-8", errors="backslashreplace").decode("utf-8")
    raise RestoreError(
        f"{source} names {shown!r}: {problem}; nothing was restored",
        hint="the state directory holds a name the store never writes: it was edited or "
        "damaged; restore another pass or backup",
    )


def _is_store_name(name: str) -> bool:
    try:
        return validate_file_name(name) == name
    except InvalidMemoryFileError:
        return False


def _read_backup(chosen: backups.Backup) -> tuple[dict[str, bytes], bytes | None]:
    """The backup's memories by name, and its MEMORY.md; any other entry refuses the restore."""
    wanted: dict[str, bytes] = {}
    index = None
    source = f"backup {chosen.id}"
    for path in sorted(chosen.path.glob("*.md")):
        if path.name != INDEX_FILE:
            _store_name(path.name, source)
        data = history.read_previous(path)
        if data is None:
            raise RestoreError(
                f"{source} holds {path.name}, which is not a regular file; nothing was restored",
                hint="a backup only ever holds regular files: it was edited or damaged",
            )
        if path.name == INDEX_FILE:
            index = data
        else:
            wanted[path.name] = data
    return wanted, index


def _put_back(
    ctx: Context,
    targets: Mapping[str, bytes | None],
    recording: Recording,
    *,
    protect: set[str] | None = None,
    index: bytes | None = None,
) -> _Outcome:
    """Make each named file hold its target bytes (None: absent), recording the old state.

    With `index`, MEMORY.md starts from those bytes (a backup's own) before it is brought
    in step with the files; the index is derived, so it is not part of the history.
    """
    location = ctx.store
    memory_dir = location.memory_dir
    _ensure_dir(memory_dir)
    changes, unchanged, left_alone = _plan(memory_dir, targets)
    record = history.record_pass(
        ctx.state_dir, memory_dir, recording, None, changes, protect=protect or set()
    )
    written, removed = [], []
    try:
        for change in changes:
            path = memory_dir / change.file
            if change.after is None:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(path)
                removed.append(change.file)
            else:
                write_atomic(path, change.after, sync_dir=False)
                written.append(change.file)
        _sync_index(location, ctx.state_dir, index)
        fsync_dir(memory_dir)
    except OSError as exc:
        raise RestoreError(
            f"restoring into {memory_dir} failed: {exc.strerror}",
            hint="every file is whole; the state before this restore is in the history"
            + (f" as pass {record.id}" if record else ""),
        ) from None
    _refresh_recall(location, ctx.state_dir)
    return _Outcome(
        tuple(written),
        tuple(removed),
        tuple(unchanged),
        record.id if record else None,
        tuple(left_alone),
    )


def _plan(
    memory_dir: Path, targets: Mapping[str, bytes | None]
) -> tuple[list[Change], list[str], list[str]]:
    """The changes that bring each named file to its target, the names already there, and
    the names left alone (a symlink, FIFO or directory in the way)."""
    changes: list[Change] = []
    unchanged: list[str] = []
    left_alone: list[str] = []
    for given, target in sorted(targets.items()):
        name = _store_name(given, "the restore")
        path = memory_dir / name
        if not _replaceable(path):
            left_alone.append(name)
            continue
        current = history.read_previous(path)
        if current == target:
            unchanged.append(name)
            continue
        action = "deleted" if target is None else "created" if current is None else "updated"
        changes.append(history.Change(name, action, current, target))
    return changes, unchanged, left_alone


def _sync_index(location: StoreLocation, state_dir: Path, base: bytes | None = None) -> None:
    """MEMORY.md with exactly one entry per memory file, other lines kept as they are
    (those of `base` when given, else those of the current MEMORY.md)."""
    scan = scan_store(location)
    keep = {s.file for s in scan.skipped}
    files = {*keep, *(m.file for m in scan.memories)}

    def merge(current: str) -> str:
        start = current if base is None else base.decode("utf-8", errors="surrogateescape")
        gone = gone_memories(state_dir, location, start, files)
        return sync_index(start, list(scan.memories), keep=keep, removed=gone)

    if _replaceable(location.index_path):
        rewrite_index(location, merge)


def _sweep(location: StoreLocation, state_dir: Path) -> tuple[str, ...]:
    """Clear what a killed writer left, MEMORY.md out of step included, before anything else:
    a restore that is then refused still leaves the store consistent."""
    swept = sweep_temp_files(location.memory_dir)
    swept += sweep_leftovers(state_dir, location)
    if location.memory_dir.is_dir():
        try:
            _sync_index(location, state_dir)
        except OSError as exc:
            raise RestoreError(
                f"cannot bring MEMORY.md in step in {location.memory_dir}: {exc.strerror}",
                hint="nothing was restored",
            ) from None
    return tuple(swept)


def _store_memories(memory_dir: Path) -> list[str]:
    """The store's regular memory files whose names the store could write (a file named
    otherwise by hand is left alone)."""
    try:
        entries = list(os.scandir(memory_dir))
    except (FileNotFoundError, NotADirectoryError):
        return []
    return sorted(
        e.name for e in entries if _is_store_name(e.name) and e.is_file(follow_symlinks=False)
    )


def _replaceable(path: Path) -> bool:
    """Absent or a regular file: a symlink, FIFO or directory in the way is left alone."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except FileNotFoundError:
        return True


def _ensure_dir(memory_dir: Path) -> None:
    try:
        memory_dir.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise RestoreError(
            f"the memory store {memory_dir} is not a directory",
            hint="remove or rename what is in the way",
        ) from None


def _refresh_recall(location: StoreLocation, state_dir: Path) -> None:
    with contextlib.suppress(OSError):
        refresh_store_recall(location, state_dir)


__all__ = ["RestoreError", "RestoreResult", "restore"]
