"""The change history of a store: the previous bytes of every memory a pass changed.

`<state>/history/<store key>/<pass id>/` holds `manifest.json` (pass id, time, kind,
session, and per file its action with the content hashes before and after) and one blob
per previous version, named by its sha256. A pass is staged in `.partial-<id>-<pid>` and
renamed into place once whole — before the store file it protects is replaced — so a
crash at any point leaves the old bytes either in the store or in the history. Passes are
pruned oldest first by age and total size; the newest pass is always kept.

The history holds exactly the previous on-disk bytes (already scrubbed when they were
written), private to the user: 0700 directories, 0600 files.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import stat
import time
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ocmem.errors import OcmemError
from ocmem.state.staging import PARTIAL_PREFIX, make_private_dir, store_key

if TYPE_CHECKING:
    from ocmem.settings import Settings

MANIFEST = "manifest.json"
KINDS = ("extract", "dream", "rm", "restore", "mcp", "apply")
ACTIONS = ("created", "updated", "merged", "deleted")
DEFAULT_MAX_DAYS = 30
DEFAULT_MAX_MB = 50
_MAX_MANIFEST_BYTES = 16 * 1024 * 1024
_PASS_ID = re.compile(r"^\d{8}T\d{12}Z(?:-\d+)?$")
_SECONDS_PER_DAY = 86400.0


class _Merge(Protocol):
    @property
    def requested(self) -> str: ...


class HistoryError(OcmemError):
    pass


@dataclass(frozen=True)
class Recording:
    """How a pass is recorded: its kind, a note, and the history's bounds."""

    kind: str = "apply"
    max_days: int = DEFAULT_MAX_DAYS
    max_mb: int = DEFAULT_MAX_MB
    note: str | None = None

    @classmethod
    def from_settings(cls, cfg: Settings, kind: str, note: str | None = None) -> Recording:
        return cls(kind, cfg.history.max_days, cfg.history.max_mb, note)


@dataclass(frozen=True)
class Change:
    """One file about to change: its previous bytes (None: absent) and its new ones."""

    file: str
    action: str
    before: bytes | None
    after: bytes | None
    merged_from: str | None = None


@dataclass(frozen=True)
class FileChange:
    file: str
    action: str
    before: str | None  # sha256 of the previous bytes; None when there were none
    after: str | None  # sha256 of the new bytes; None when deleted
    merged_from: str | None = None

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "file": self.file,
            "action": self.action,
            "before": self.before,
            "after": self.after,
        }
        if self.merged_from is not None:
            data["merged_from"] = self.merged_from
        return data


@dataclass(frozen=True)
class PassRecord:
    id: str
    time: str
    kind: str
    session: str | None
    store: str
    note: str | None
    files: tuple[FileChange, ...]
    path: Path

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "time": self.time,
            "kind": self.kind,
            "session": self.session,
            "store": self.store,
            "note": self.note,
            "files": [f.to_json() for f in self.files],
        }

    def change_of(self, file: str) -> FileChange | None:
        for change in self.files:
            if change.file == file:
                return change
        return None

    def previous_bytes(self, change: FileChange) -> bytes | None:
        """The bytes `change.file` had before this pass; None when it did not exist."""
        if change.before is None:
            return None
        try:
            data = (self.path / change.before).read_bytes()
        except OSError as exc:
            raise HistoryError(
                f"the previous version of {change.file} in pass {self.id} cannot be read: "
                f"{exc.strerror}",
            ) from None
        if hashlib.sha256(data).hexdigest() != change.before:
            raise HistoryError(
                f"the previous version of {change.file} in pass {self.id} is damaged",
                hint="another pass may hold an intact copy: `opencode-memory history --file`",
            )
        return data


def history_root(state_dir: Path, memory_dir: Path) -> Path:
    return state_dir / "history" / store_key(memory_dir)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_previous(path: Path) -> bytes | None:
    """A file's bytes as they are on disk; None when it is absent or not a regular file."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def planned_changes(
    memory_dir: Path,
    writes: Iterable[tuple[str, str, str | bytes, _Merge | None]],
    deletes: Iterable[str],
) -> list[Change]:
    """Changes for an apply plan: (file, saved|updated|merged, new text, merge), deletes."""
    changes = []
    for file, kind, text, merge in writes:
        merged_from = None if merge is None else merge.requested
        after = text.encode("utf-8") if isinstance(text, str) else text
        before = read_previous(memory_dir / file)
        action = "created" if before is None else "merged" if kind == "merged" else "updated"
        changes.append(Change(file, action, before, after, merged_from))
    for file in deletes:
        changes.append(Change(file, "deleted", read_previous(memory_dir / file), None))
    return changes


def record_pass(
    state_dir: Path,
    memory_dir: Path,
    recording: Recording,
    session_id: str | None,
    changes: Sequence[Change],
    *,
    protect: Collection[str] = (),
) -> PassRecord | None:
    """Durably record `changes` as one pass, then prune; None when there is nothing to record.

    Call this under the store's lock, before the first store file is replaced. Raises
    `HistoryError` when the history cannot be written (then nothing should be changed).
    """
    if not changes:
        return None
    root = history_root(state_dir, memory_dir)
    if recording.kind not in KINDS:
        raise ValueError(f"unknown pass kind {recording.kind!r}")
    try:
        make_private_dir(root)
        pass_id = _new_pass_id(root)
        staging = root / f"{PARTIAL_PREFIX}{pass_id}-{os.getpid()}"
        staging.mkdir(mode=0o700)
        try:
            record = _write_pass(
                staging, root / pass_id, pass_id, memory_dir, recording, session_id, changes
            )
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
    except OSError as exc:
        raise HistoryError(
            f"cannot record the previous versions under {root}: {exc.strerror}; "
            "nothing was changed",
            hint="check that the state directory (state.dir) is writable and has space",
        ) from None
    prune(root, recording, protect={*protect, pass_id})
    return record


def _write_pass(
    staging: Path,
    final: Path,
    pass_id: str,
    memory_dir: Path,
    recording: Recording,
    session_id: str | None,
    changes: Sequence[Change],
) -> PassRecord:
    files = []
    written: set[str] = set()
    for change in changes:
        before = None if change.before is None else digest(change.before)
        after = None if change.after is None else digest(change.after)
        if change.before is not None and before not in written:
            _write_private(staging / str(before), change.before)
            written.add(str(before))
        files.append(FileChange(change.file, change.action, before, after, change.merged_from))
    from ocmem.redact import scrub_output  # only writers pay for the scrubber

    record = PassRecord(
        id=pass_id,
        time=_iso_now(),
        kind=recording.kind,
        session=session_id,
        store=str(memory_dir),
        note=None if recording.note is None else scrub_output(recording.note),
        files=tuple(files),
        path=final,
    )
    from ocmem.atomic import fsync_dir  # ocmem.store imports this module

    manifest = json.dumps(record.to_json(), indent=2, ensure_ascii=True) + "\n"
    _write_private(staging / MANIFEST, manifest.encode("ascii"))
    fsync_dir(staging)
    os.replace(staging, final)
    fsync_dir(final.parent)
    return record


@dataclass(frozen=True)
class PassScan:
    """The store's history as its directory holds it, newest first."""

    passes: list[PassRecord]  # every complete pass
    damaged: list[str]  # the ids of pass directories whose manifest cannot be read


def scan_passes(state_dir: Path, memory_dir: Path) -> PassScan:
    """Every pass directory of this store, read once: the complete passes and the damaged."""
    root = history_root(state_dir, memory_dir)
    try:
        # A pass is a directory the state dir holds itself: a symlink to one elsewhere
        # would have a restore read another tree's files into the store.
        names = sorted(
            (
                e.name
                for e in os.scandir(root)
                if _PASS_ID.match(e.name) and e.is_dir(follow_symlinks=False)
            ),
            reverse=True,
        )
    except (FileNotFoundError, NotADirectoryError):
        return PassScan([], [])
    passes: list[PassRecord] = []
    damaged: list[str] = []
    for name in names:
        record = _read_pass(root / name)
        if record is None:
            damaged.append(name)
        else:
            passes.append(record)
    return PassScan(passes, damaged)


def read_pass(state_dir: Path, memory_dir: Path, pass_id: str) -> PassRecord | None:
    """One pass by its id, or None when there is no such pass or it cannot be read."""
    where = history_root(state_dir, memory_dir) / pass_id
    if not _PASS_ID.fullmatch(pass_id) or where.is_symlink() or not where.is_dir():
        return None
    return _read_pass(where)


def list_passes(state_dir: Path, memory_dir: Path) -> list[PassRecord]:
    """Every complete pass recorded for this store, newest first."""
    return scan_passes(state_dir, memory_dir).passes


def find_pass(state_dir: Path, memory_dir: Path, pass_id: str) -> PassRecord:
    passes = list_passes(state_dir, memory_dir)
    for record in passes:
        if record.id == pass_id:
            return record
    hint = (
        "recent passes: " + ", ".join(p.id for p in passes[:5])
        if passes
        else "a pass is recorded whenever a memory is saved, changed or deleted"
    )
    where = history_root(state_dir, memory_dir) / pass_id
    if _PASS_ID.fullmatch(pass_id) and where.is_dir() and not where.is_symlink():
        raise HistoryError(
            f"pass {pass_id} in the history of {memory_dir} is damaged: its manifest cannot "
            "be read, or names what the store never writes",
            hint=hint,
        )
    raise HistoryError(f"no pass {pass_id!r} in the history of {memory_dir}", hint=hint)


def recent_passes(
    passes: Sequence[PassRecord], limit: int, *, file: str | None = None
) -> list[PassRecord]:
    """The newest `limit` of `passes` (newest first); with `file`, those that changed it."""
    chosen = [p for p in passes if file is None or p.change_of(file) is not None]
    return chosen[: max(0, limit)]


def prune(root: Path, recording: Recording, *, protect: Collection[str] = ()) -> list[str]:
    """Remove the oldest passes while any is older than max_days or the total over max_mb."""
    try:
        names = sorted(e.name for e in os.scandir(root) if _PASS_ID.match(e.name))
    except (FileNotFoundError, NotADirectoryError):
        return []
    sizes = {name: _size(root / name) for name in names}
    total = sum(sizes.values())
    budget = recording.max_mb * 1024 * 1024
    oldest_kept = time.time() - recording.max_days * _SECONDS_PER_DAY
    removed = []
    for name in names[:-1]:  # the newest pass always stays
        if name in protect:
            continue
        if total <= budget and _pass_time(name) >= oldest_kept:
            break
        shutil.rmtree(root / name, ignore_errors=True)
        total -= sizes[name]
        removed.append(name)
    return removed


def _read_pass(path: Path) -> PassRecord | None:
    try:
        with (path / MANIFEST).open("rb") as handle:
            raw = handle.read(_MAX_MANIFEST_BYTES + 1)
        if len(raw) > _MAX_MANIFEST_BYTES:
            return None
        data = json.loads(raw)
        files = tuple(
            FileChange(
                file=str(f["file"]),
                action=str(f["action"]),
                before=_hex_or_none(f.get("before")),
                after=_hex_or_none(f.get("after")),
                merged_from=None if f.get("merged_from") is None else str(f["merged_from"]),
            )
            for f in data["files"]
        )
        return PassRecord(
            id=path.name,
            time=str(data["time"]),
            kind=str(data["kind"]),
            session=None if data.get("session") is None else str(data["session"]),
            store=str(data["store"]),
            note=None if data.get("note") is None else str(data["note"]),
            files=files,
            path=path,
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _hex_or_none(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, str) and re.fullmatch(r"[0-9a-f]{64}", value):
        return value
    raise ValueError("not a sha256 digest")


def _new_pass_id(root: Path) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    candidate, serial = stamp, 0
    while (root / candidate).exists():
        serial += 1
        candidate = f"{stamp}-{serial}"
    return candidate


def _pass_time(name: str) -> float:
    stamp = name.split("-", 1)[0]
    return datetime.strptime(stamp, "%Y%m%dT%H%M%S%fZ").replace(tzinfo=UTC).timestamp()


def _size(path: Path) -> int:
    total = 0
    with contextlib.suppress(OSError):
        for entry in os.scandir(path):
            with contextlib.suppress(OSError):
                total += entry.stat(follow_symlinks=False).st_size
    return total


def _write_private(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)


def _iso_now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
