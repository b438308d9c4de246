"""The token ledger: one JSON line per fork (extraction or dream, from any trigger).

`ledger.jsonl` in the state dir holds what each fork cost: when, what kind, what started
it, for which session and store, on which model, the tokens and cost opencode reported,
how long it took and how it ended. Never any prompt or answer text.

Appends and the age pruning both hold an exclusive `flock` on `ledger.lock`, and a
record is one `write` on an `O_APPEND` descriptor, so concurrent passes never interleave
or lose a line; a reader skips a torn or foreign line instead of failing.
"""

from __future__ import annotations

import fcntl
import json
import math
import os
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from ocmem.tokens import Tokens

LEDGER_FILE = "ledger.jsonl"
LOCK_FILE = "ledger.lock"
# Records older than this are dropped (checked on append, cheaply, from the first line).
KEEP_DAYS = 400
KINDS = ("extract", "dream")
# Every record starts with its UTC timestamp in one fixed form, which sorts as text.
_TS_PREFIX = b'{"ts": "'
_ISO_STAMP = re.compile(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


@dataclass(frozen=True)
class LedgerRecord:
    ts: str  # UTC, ISO 8601 with milliseconds and a Z
    kind: str  # extract | dream
    trigger: str  # manual | maintain | idle | exit | watch | dream | demo
    session: str | None
    store: str
    model: str | None
    tokens: Tokens
    cost: float
    duration_ms: int
    result: str

    def to_json(self) -> dict[str, object]:
        return {
            "ts": self.ts,
            "kind": self.kind,
            "trigger": self.trigger,
            "session": self.session,
            "store": self.store,
            "model": self.model,
            "tokens": self.tokens.to_json(),
            "cost": self.cost,
            "duration_ms": self.duration_ms,
            "result": self.result,
        }

    @property
    def time(self) -> datetime:
        return _parse_ts(self.ts) or datetime.fromtimestamp(0, UTC)

    @property
    def local_date(self) -> date:
        """The record's calendar day where the user is (a budget day is a local day)."""
        return self.time.astimezone().date()


def now_iso(moment: datetime | None = None) -> str:
    moment = moment or datetime.now(UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def ledger_path(state_dir: Path) -> Path:
    return state_dir / LEDGER_FILE


@contextmanager
def _locked(state_dir: Path) -> Iterator[None]:
    state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(state_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing drops the lock


def append(state_dir: Path, record: LedgerRecord, *, now: datetime | None = None) -> None:
    line = (json.dumps(record.to_json(), ensure_ascii=False, allow_nan=False) + "\n").encode()
    with _locked(state_dir):
        path = ledger_path(state_dir)
        if _oldest_is_stale(path, now or datetime.now(UTC)):
            _rewrite_recent(path, now or datetime.now(UTC))
        fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            if _ends_torn(fd):
                os.write(fd, b"\n")  # a crashed writer's half line stays alone on its line
            os.write(fd, line)
            os.fsync(fd)
        finally:
            os.close(fd)


def read(state_dir: Path, since: datetime | None = None) -> list[LedgerRecord]:
    """Every well-formed record (at or after `since`), oldest first.

    With `since`, a line whose leading timestamp is older is skipped without decoding it,
    so `status` and the budget check pay for today's lines, not a year of them.
    """
    try:
        raw = ledger_path(state_dir).read_bytes()
    except FileNotFoundError:
        return []
    floor = None if since is None else now_iso(since).encode()
    records = []
    for line in raw.splitlines():
        if floor is not None and line.startswith(_TS_PREFIX):
            stamp = line[len(_TS_PREFIX) : len(_TS_PREFIX) + len(floor)]
            if _ISO_STAMP.fullmatch(stamp) and stamp < floor:
                continue
        record = _decode(line)
        if record is not None and (since is None or record.time >= since):
            records.append(record)
    return records


def prune(state_dir: Path, *, keep_days: int = KEEP_DAYS, now: datetime | None = None) -> int:
    """Drop records older than `keep_days` (and unreadable lines); how many lines went."""
    with _locked(state_dir):
        return _rewrite_recent(ledger_path(state_dir), now or datetime.now(UTC), keep_days)


def _rewrite_recent(path: Path, now: datetime, keep_days: int = KEEP_DAYS) -> int:
    try:
        lines = path.read_bytes().splitlines()
    except FileNotFoundError:
        return 0
    cutoff = now - timedelta(days=keep_days)
    kept = [ln for ln in lines if (r := _decode(ln)) is not None and r.time >= cutoff]
    if len(kept) == len(lines):
        return 0
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
    try:
        os.write(fd, b"".join(ln + b"\n" for ln in kept))
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    return len(lines) - len(kept)


def _oldest_is_stale(path: Path, now: datetime) -> bool:
    try:
        with path.open("rb") as handle:
            first = handle.readline(64 * 1024)
    except FileNotFoundError:
        return False
    record = _decode(first.rstrip(b"\n"))
    return record is None or record.time < now - timedelta(days=KEEP_DAYS)


def _ends_torn(fd: int) -> bool:
    size = os.fstat(fd).st_size
    return size > 0 and os.pread(fd, 1, size - 1) != b"\n"


def _decode(line: bytes) -> LedgerRecord | None:
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    ts = data.get("ts")
    kind = data.get("kind")
    if not isinstance(ts, str) or _parse_ts(ts) is None or kind not in KINDS:
        return None
    cost = data.get("cost")
    duration = data.get("duration_ms")
    return LedgerRecord(
        ts=ts,
        kind=str(kind),
        trigger=_text(data.get("trigger")) or "unknown",
        session=_text(data.get("session")),
        store=_text(data.get("store")) or "",
        model=_text(data.get("model")),
        tokens=Tokens.from_json(data.get("tokens")),
        cost=float(cost)
        if isinstance(cost, int | float)
        and not isinstance(cost, bool)
        and math.isfinite(cost)
        and cost >= 0
        else 0.0,
        duration_ms=duration if isinstance(duration, int) and not isinstance(duration, bool) else 0,
        result=_text(data.get("result")) or "unknown",
    )


def _text(raw: object) -> str | None:
    return raw if isinstance(raw, str) else None


def _parse_ts(ts: str) -> datetime | None:
    try:
        moment = datetime.fromisoformat(ts.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


__all__: Sequence[str] = ["LedgerRecord", "append", "ledger_path", "now_iso", "prune", "read"]
