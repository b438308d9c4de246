"""The token ledger: one JSON line per fork (extraction or dream, from any trigger).

`ledger.jsonl` in the state dir holds what each fork cost: when, what kind, what started
it, for which session and store, on which model, the tokens and cost opencode reported,
how long it took and how it ended. Never any prompt or answer text.

Appends and the age pruning both hold an exclusive `flock` on `ledger.lock`, and a
record is one `write` on an `O_APPEND` descriptor, so concurrent passes never interleave
or lose a line; a reader skips a torn or foreign line instead of failing.

A line is only believed within bounds (a time between 2000 and 2200, counts and a cost
that are finite, non-negative and below `MAX_TOKENS` / `MAX_COST`): anything else is a bad
line, skipped and counted, so no value a line holds can overflow a date or a sum.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs
from ocmem.tokens import MAX_COST, MAX_TOKENS, TOKEN_KINDS, Tokens

LEDGER_FILE = "ledger.jsonl"
LOCK_FILE = "ledger.lock"
# Records older than this are dropped (checked on append, cheaply, from the first line).
KEEP_DAYS = 400
KINDS = ("extract", "dream")
# Every record starts with its UTC timestamp in one fixed form, which sorts as text.
_TS_PREFIX = b'{"ts": "'
_ISO_STAMP = re.compile(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")
# Far enough from datetime's limits that a local date in any time zone stays representable.
EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
LATEST = datetime(2200, 1, 1, tzinfo=UTC)
# A fork a week long is already absurd.
MAX_DURATION_MS = 7 * 24 * 3600 * 1000


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
    make_dirs(state_dir, PRIVATE_DIR_MODE)
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


@dataclass(frozen=True)
class LedgerScan:
    records: list[LedgerRecord]
    bad_lines: int  # lines read but not believed (torn, foreign, or out of bounds)


def read(state_dir: Path, since: datetime | None = None) -> list[LedgerRecord]:
    """Every well-formed record (at or after `since`), oldest first."""
    return scan(state_dir, since).records


def scan(state_dir: Path, since: datetime | None = None) -> LedgerScan:
    """`read`, and how many lines it skipped as bad.

    With `since`, a line whose leading timestamp is older is skipped without decoding it,
    so `status` and the budget check pay for today's lines, not a year of them.
    """
    try:
        raw = ledger_path(state_dir).read_bytes()
    except FileNotFoundError:
        return LedgerScan([], 0)
    floor = None if since is None else now_iso(since).encode()
    records = []
    bad = 0
    for line in raw.splitlines():
        if floor is not None and line.startswith(_TS_PREFIX):
            stamp = line[len(_TS_PREFIX) : len(_TS_PREFIX) + len(floor)]
            if _ISO_STAMP.fullmatch(stamp) and stamp < floor:
                continue
        if not line.strip():
            continue
        record = _decode(line)
        if record is None:
            bad += 1
        elif since is None or record.time >= since:
            records.append(record)
    return LedgerScan(records, bad)


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
    """The record a line holds, or None if it is not one we can believe.

    A missing count or cost reads as 0; one that is present must be a number in bounds.
    """
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    ts = data.get("ts")
    kind = data.get("kind")
    if not isinstance(ts, str) or kind not in KINDS:
        return None
    moment = _parse_ts(ts)
    if moment is None or not EARLIEST <= moment < LATEST:
        return None
    tokens = _tokens(data.get("tokens"))
    cost = _bounded(data.get("cost"), MAX_COST)
    duration = _bounded(data.get("duration_ms"), MAX_DURATION_MS, integral=True)
    if tokens is None or cost is None or duration is None:
        return None
    return LedgerRecord(
        ts=ts,
        kind=str(kind),
        trigger=_text(data.get("trigger")) or "unknown",
        session=_text(data.get("session")),
        store=_text(data.get("store")) or "",
        model=_text(data.get("model")),
        tokens=tokens,
        cost=float(cost),
        duration_ms=int(duration),
        result=_text(data.get("result")) or "unknown",
    )


def _tokens(raw: object) -> Tokens | None:
    if raw is None:
        return Tokens()
    if not isinstance(raw, dict):
        return None
    counts = [_bounded(raw.get(kind), MAX_TOKENS, integral=True) for kind in TOKEN_KINDS]
    if any(count is None for count in counts):
        return None
    return Tokens(*(int(count or 0) for count in counts))


def _bounded(raw: object, most: float, *, integral: bool = False) -> int | float | None:
    """`raw` if it is a number in [0, most] (an int where `integral`), 0 if absent, else None."""
    if raw is None:
        return 0
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        return None
    if integral and not isinstance(raw, int):
        return None
    if not 0 <= raw <= most:  # NaN fails too; an int too big for a float is only compared
        return None
    return raw


def _text(raw: object) -> str | None:
    return raw if isinstance(raw, str) else None


def _parse_ts(ts: str) -> datetime | None:
    try:
        moment = datetime.fromisoformat(ts.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


__all__: Sequence[str] = [
    "LedgerRecord",
    "LedgerScan",
    "append",
    "ledger_path",
    "now_iso",
    "prune",
    "read",
    "scan",
]
