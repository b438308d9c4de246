"""`watch`: find idle sessions of any project in opencode's database and mine them.

Sessions launched outside the wrapper (the desktop app, editors, scripts) never get an
exit pass. A scan reads every recently active session from the database, keeps the ones
that are quiet for `watch.idle_minutes`, not busy, and have user turns past their mark,
leaves out excluded and vanished directories, and hands at most `watch.max_forks` of them
to the extraction pipeline, one store at a time. Each store's pass runs under that
store's pipeline lock and ends with the dream gate, so a scan composes with wrappers,
cron runs and other scans: whoever holds the lock first mines a session, the other sees
the advanced mark.
"""

from __future__ import annotations

import fnmatch
import os
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from pathlib import Path

from ocmem import context
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway.database import OpencodeDatabase, SessionInfo, find_database
from ocmem.maintain.dream import DreamOutcome
from ocmem.maintain.pipeline import Forker, SessionOutcome, SessionPasses, maintain
from ocmem.progress import SILENT, Progress
from ocmem.state import marks
from ocmem.state.lock import LockTimeout, store_lock
from ocmem.watch.watch_state import (
    WATCH_LOCK,
    WatchProcess,
    has_unmined_turns,
    watch_process,
)

# Only sessions active this recently are considered. Older ones were either mined while
# they were fresh or predate the watcher; forking them now would pay for the whole
# conversation again (their prompt cache is long gone). `maintain --all-sessions` mines a
# project's history on purpose.
LOOKBACK_HOURS = 24.0
# A store busy with another run (a wrapper's exit pass) is left for the next scan rather
# than stalling every other store behind it.
STORE_LOCK_WAIT = 5.0


class WatchAlreadyRunningError(OcmemError):
    """Another `watch` process holds this state dir."""


@dataclass(frozen=True)
class WatchOutcome(SessionOutcome):
    """A session's outcome in a scan, with the store it belongs to (None if unresolved)."""

    store: str | None = None


@dataclass(frozen=True)
class StorePass:
    """One store's extraction pass in a scan, with its dream gate outcome."""

    store: str
    mode: str
    root: str
    sessions: tuple[str, ...]
    dream: DreamOutcome | None = None
    error: str | None = None


@dataclass(frozen=True)
class ScanReport(SessionPasses):
    started_at: str
    duration_ms: int
    considered: int
    up_to_date: int
    sessions: tuple[WatchOutcome, ...]
    stores: tuple[StorePass, ...]
    idle_minutes: float
    max_forks: int
    lookback_hours: float = LOOKBACK_HOURS

    def count(self, action: str) -> int:
        return sum(1 for s in self.sessions if s.action == action)

    @property
    def forks(self) -> int:
        """Extraction forks run (a failed pass forked too, unless it never got a lock)."""
        return sum(1 for s in self.sessions if s.action == "extracted" or s.fork_id is not None)

    def summary(self) -> str:
        """The one line a scan leaves in the log."""
        reasons: dict[str, int] = {}
        for s in self.sessions:
            if s.action == "skipped":
                reasons[s.reason] = reasons.get(s.reason, 0) + 1
        waiting = ",".join(f"{reason}:{n}" for reason, n in sorted(reasons.items()))
        return (
            f"watch scan: considered={self.considered} up_to_date={self.up_to_date} "
            f"extracted={self.count('extracted')} failed={self.count('failed')} "
            f"skipped={self.count('skipped')}{f' ({waiting})' if waiting else ''} "
            f"forks={self.forks} stores={len(self.stores)} duration_ms={self.duration_ms} "
            f"tokens={self.tokens} cost={self.cost:.6f}"
        )

    @property
    def tokens(self) -> int:
        """Every token the scan's extraction forks used."""
        return sum(sum(s.tokens.values()) for s in self.sessions if s.tokens)

    @property
    def cost(self) -> float:
        return sum(s.cost or 0.0 for s in self.sessions)


@dataclass(frozen=True)
class Selection:
    """What a scan decided before forking: sessions to mine, and why others wait."""

    chosen: tuple[SessionInfo, ...]
    skipped: tuple[SessionOutcome, ...]
    up_to_date: int


def last_activity_ms(session: SessionInfo) -> int:
    return max(session.last_message_time or 0, session.time_updated)


def is_excluded(directory: str, patterns: Sequence[str]) -> bool:
    """`directory` or one of its ancestors matches a `watch.exclude` glob.

    Globs use fnmatch rules (`*` also matches `/`); `~` expands to the home directory and
    a trailing `/` is ignored, so `~/scratch` and `~/scratch/*` both exclude everything
    below `~/scratch`.
    """
    if not patterns:
        return False
    expanded = [os.path.expanduser(p).rstrip("/") or "/" for p in patterns if p.strip()]
    for candidate in _self_and_ancestors(os.path.normpath(directory)):
        if any(fnmatch.fnmatchcase(candidate, pattern) for pattern in expanded):
            return True
    return False


def _self_and_ancestors(path: str) -> Iterator[str]:
    current = path
    while True:
        yield current
        parent = os.path.dirname(current)
        if parent == current:
            return
        current = parent


def select_sessions(
    sessions: Iterable[SessionInfo],
    *,
    now_ms: int,
    idle_minutes: float,
    exclude: Sequence[str],
    max_forks: int,
    mark_of: Callable[[SessionInfo], marks.Mark | None],
    directory_exists: Callable[[str], bool] = os.path.isdir,
) -> Selection:
    """Pick the sessions a scan mines, most recently active first, at most `max_forks`.

    Sessions whose turns are all mined are only counted; every other one is either
    chosen or skipped with the reason it waits.
    """
    idle_ms = int(idle_minutes * 60_000)
    chosen: list[SessionInfo] = []
    skipped: list[SessionOutcome] = []
    up_to_date = 0
    ordered = sorted(sessions, key=lambda s: (last_activity_ms(s), s.id), reverse=True)
    for session in ordered:
        if session.is_our_fork or session.is_turnless_fork:
            continue  # a turn-less fork only holds copies of its parent's turns
        mark = mark_of(session)
        if not has_unmined_turns(session, mark):
            up_to_date += 1
            continue
        reason = _wait_reason(session, mark, now_ms, idle_ms, exclude, directory_exists)
        if reason is None and len(chosen) >= max_forks:
            reason = "scan-cap"
        if reason is not None:
            skipped.append(SessionOutcome(session.id, "skipped", reason, session.directory))
            continue
        chosen.append(session)
    return Selection(tuple(chosen), tuple(skipped), up_to_date)


def _wait_reason(
    session: SessionInfo,
    mark: marks.Mark | None,
    now_ms: int,
    idle_ms: int,
    exclude: Sequence[str],
    directory_exists: Callable[[str], bool],
) -> str | None:
    if is_excluded(session.directory, exclude):
        return "excluded"
    if not session.directory or not directory_exists(session.directory):
        return "directory-gone"
    if session.busy:
        return "busy"
    if not session.has_completed_reply:
        return "no-reply"
    if now_ms - last_activity_ms(session) < idle_ms:
        return "not-idle"
    if marks.backing_off(mark, now_ms / 1000):
        return "backing-off"
    return None


class ContextCache:
    """A context per session directory, built once per scan.

    A project's own files (its TOML, its opencode.json plugin options) decide how that
    project is mined, as they would for `maintain --dir` there.
    """

    def __init__(self, env: Mapping[str, str]) -> None:
        self.env = env
        self._cache: dict[str, Context] = {}

    def __call__(self, directory: str) -> Context:
        found = self._cache.get(directory)
        if found is None:
            found = context.build(Path(directory), self.env)
            self._cache[directory] = found
        return found


def scan(
    ctx: Context,
    *,
    forker: Forker | None = None,
    now: float | None = None,
    contexts_for: Callable[[str], Context] | None = None,
    progress: Progress = SILENT,
) -> ScanReport:
    """One scan over every project: select idle sessions, mine them store by store.

    `ctx` supplies the watch.* settings and the environment; each store is mined with the
    context of its sessions' directory. Raises `DatabaseUnavailable` when the database
    cannot be read.
    """
    cfg = ctx.settings
    run_env = dict(ctx.env)
    started = time.time() if now is None else now
    started_at = datetime.fromtimestamp(started, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    clock = time.monotonic()
    resolve_for = contexts_for or ContextCache(run_env)
    idle_minutes = cfg.watch.idle_minutes
    max_forks = cfg.watch.max_forks
    exclude = cfg.watch.exclude

    since_ms = int((started - LOOKBACK_HOURS * 3600) * 1000)
    with OpencodeDatabase(find_database(run_env)) as db:
        sessions = db.all_sessions(since_ms=since_ms)

    def mark_of(session: SessionInfo) -> marks.Mark | None:
        return marks.load(resolve_for(session.directory).state_dir, session.id)

    selection = select_sessions(
        sessions,
        now_ms=int(started * 1000),
        idle_minutes=idle_minutes,
        exclude=exclude,
        max_forks=max_forks,
        mark_of=mark_of,
    )
    outcomes: list[WatchOutcome] = [_with_store(o, None) for o in selection.skipped]
    passes: list[StorePass] = []
    for group in _group_by_store(selection.chosen, resolve_for, outcomes):
        store_pass, store_outcomes = _mine_store(group, forker, progress)
        passes.append(store_pass)
        outcomes.extend(store_outcomes)

    order = {s.id: i for i, s in enumerate(sessions)}
    outcomes.sort(key=lambda o: order.get(o.id, len(order)))
    return ScanReport(
        started_at=started_at,
        duration_ms=int((time.monotonic() - clock) * 1000),
        considered=len(sessions),
        up_to_date=selection.up_to_date,
        sessions=tuple(outcomes),
        stores=tuple(passes),
        idle_minutes=idle_minutes,
        max_forks=max_forks,
    )


@dataclass(frozen=True)
class _StoreGroup:
    store: str
    ctx: Context
    sessions: tuple[SessionInfo, ...]


def _group_by_store(
    chosen: Sequence[SessionInfo],
    resolve_for: Callable[[str], Context],
    failures: list[WatchOutcome],
) -> list[_StoreGroup]:
    """Chosen sessions by the store they write to, in the order their stores first appear."""
    groups: dict[str, tuple[Context, list[SessionInfo]]] = {}
    for session in chosen:
        try:
            ctx = resolve_for(session.directory)
            location = ctx.store
        except (OcmemError, ValueError, OSError) as exc:
            message = exc.message if isinstance(exc, OcmemError) else str(exc)
            failures.append(
                WatchOutcome(session.id, "failed", f"store: {message}", session.directory)
            )
            continue
        key = str(location.memory_dir)
        if key not in groups:
            groups[key] = (ctx, [])
        groups[key][1].append(session)
    return [_StoreGroup(store, ctx, tuple(members)) for store, (ctx, members) in groups.items()]


def _mine_store(
    group: _StoreGroup, forker: Forker | None, progress: Progress
) -> tuple[StorePass, list[WatchOutcome]]:
    ids = [s.id for s in group.sessions]
    try:
        report = maintain(
            group.ctx,
            session_ids=ids,
            forker=forker,
            lock_timeout=STORE_LOCK_WAIT,
            progress=progress,
            trigger="watch",
        )
    except LockTimeout as exc:
        held = exc.holder.describe() if exc.holder else "another run"
        waiting = [
            WatchOutcome(s.id, "skipped", "store-locked", s.directory, store=group.store)
            for s in group.sessions
        ]
        return StorePass(group.store, "", "", tuple(ids), error=f"locked by {held}"), waiting
    except Exception as exc:
        # One store's trouble (opencode gone, a store dir that cannot be written, even a
        # bug) must not keep the other stores of the scan from being mined.
        message = _failure_message(exc)
        failed = [
            WatchOutcome(s.id, "failed", message, s.directory, store=group.store)
            for s in group.sessions
        ]
        return StorePass(group.store, "", "", tuple(ids), error=message), failed
    store_pass = StorePass(report.store, report.mode, report.root, tuple(ids), dream=report.dream)
    return store_pass, [_with_store(o, report.store) for o in report.sessions]


def _failure_message(exc: Exception) -> str:
    if isinstance(exc, OcmemError):
        return exc.message
    if isinstance(exc, OSError):
        return f"{exc.strerror}: {exc.filename}"
    return f"internal-error: {type(exc).__name__}"  # its text may quote a model's answer


def _with_store(outcome: SessionOutcome, store: str | None) -> WatchOutcome:
    values = {f.name: getattr(outcome, f.name) for f in fields(SessionOutcome)}
    return WatchOutcome(**values, store=store)


# --- the single-instance lock -------------------------------------------------------------


@contextmanager
def watch_lock(state_dir: Path) -> Iterator[None]:
    """Hold the state dir's watch lock for the `with` block, or refuse at once."""
    with ExitStack() as stack:
        try:
            stack.enter_context(store_lock(state_dir, WATCH_LOCK, timeout=0))
        except LockTimeout as exc:
            who = f"pid {exc.holder.pid}" if exc.holder else "another process"
            hint = (
                f"stop that process first (kill {exc.holder.pid}), or give this one its "
                "own OPENCODE_MEMORY_STATE_DIR"
                if exc.holder
                else "stop the other watch first"
            )
            raise WatchAlreadyRunningError(
                f"watch is already running for state dir {state_dir} ({who})", hint
            ) from None
        yield


__all__: Sequence[str] = [
    "LOOKBACK_HOURS",
    "ScanReport",
    "Selection",
    "StorePass",
    "WatchAlreadyRunningError",
    "WatchOutcome",
    "WatchProcess",
    "has_unmined_turns",
    "is_excluded",
    "scan",
    "select_sessions",
    "watch_lock",
    "watch_process",
]
