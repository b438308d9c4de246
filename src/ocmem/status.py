"""`status`: one project's store, its marks, the dream gate and what still waits for mining."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway.database import OpencodeDatabase, SessionInfo, find_database
from ocmem.gateway.recall_plugin import PerTurnRecall, per_turn_recall
from ocmem.maintain.budget import BudgetState, shown_budget_state
from ocmem.maintain.gate import GateState, gate_state
from ocmem.settings import Settings
from ocmem.state import background, backups, dream_gate, marks
from ocmem.state.background import BackgroundFailure
from ocmem.store import store_summary
from ocmem.store.recall_file import store_recall_file
from ocmem.watch.watch_state import WatchProcess, has_unmined_turns, watch_process


@dataclass(frozen=True)
class SessionMark:
    """How far one in-scope session has been mined."""

    session: str
    mined_turns: int
    user_turns: int
    updated_at: str | None
    failures: int
    retry_after: str | None


@dataclass(frozen=True)
class StatusReport:
    store: str
    mode: str
    root: str
    exists: bool
    memories: int
    unreadable: int
    index_lines: int
    index_max_lines: int
    over_soft_limit: bool
    index_in_sync: bool
    pending: tuple[str, ...]
    sessions_in_scope: int | None
    marks: tuple[SessionMark, ...]
    last_dream: str | None
    gate: GateState | None
    backups: int
    recall_bytes: int | None
    recall_file: str | None
    watch: WatchProcess
    state_dir: str
    database: str | None
    database_error: str | None
    index_problem: str | None = None
    oversized: tuple[str, ...] = ()
    store_source: str = ""
    last_background_failure: BackgroundFailure | None = None
    today: BudgetState | None = None  # every store's forks today, against the daily budget
    per_turn_recall: PerTurnRecall | None = None
    spend_error: str | None = None  # why `today` is unknown (the ledger cannot be read)


def per_turn_state(cfg: Settings, env: Mapping[str, str]) -> PerTurnRecall:
    """Per-turn recall: on when both `recall.enabled` and `recall.per_turn` are."""
    for key in ("recall.enabled", "recall.per_turn"):
        value = cfg.resolved(key)
        if not value.value:
            return per_turn_recall(False, f"{key} is false: {value.note or value.source}", env)
    return per_turn_recall(True, cfg.resolved("recall.per_turn").source, env)


def project_status(ctx: Context) -> StatusReport:
    """Everything `status` shows for the project of `directory`. Reads only; writes nothing.

    An unreadable database is reported in `database_error`; the store part still shows.
    """
    cfg = ctx.settings
    run_env = dict(ctx.env)
    location = ctx.store
    state_dir = ctx.state_dir
    summary = store_summary(location, cfg.index.max_lines, state_dir)

    seen = _sessions_seen(ctx)
    recall_file = store_recall_file(location, state_dir)
    recall_bytes = _size(recall_file)
    last = dream_gate.last_dream(state_dir, location.memory_dir)
    spend = shown_budget_state(cfg)
    return StatusReport(
        store=str(location.memory_dir),
        mode=location.mode,
        root=str(location.root),
        exists=summary.exists,
        memories=summary.memories,
        unreadable=summary.skipped,
        index_lines=summary.index_lines,
        index_max_lines=summary.index_max_lines,
        over_soft_limit=summary.over_soft_limit,
        index_in_sync=summary.index_in_sync,
        pending=tuple(seen.pending),
        sessions_in_scope=seen.in_scope,
        marks=tuple(seen.marks),
        last_dream=_iso(last),
        gate=seen.gate,
        backups=len(backups.list_backups(state_dir, location.memory_dir)),
        recall_bytes=recall_bytes,
        recall_file=None if recall_bytes is None else str(recall_file),
        watch=watch_process(state_dir),
        state_dir=str(state_dir),
        database=seen.database,
        database_error=seen.database_error,
        index_problem=summary.index_problem,
        oversized=summary.oversized,
        store_source=location.source,
        last_background_failure=background.last_failure(state_dir),
        today=spend if isinstance(spend, BudgetState) else None,
        per_turn_recall=per_turn_state(cfg, run_env),
        spend_error=spend if isinstance(spend, str) else None,
    )


@dataclass
class _SessionsSeen:
    """What the database says about the project's sessions, or why it could not be read."""

    pending: list[str] = field(default_factory=list)
    marks: list[SessionMark] = field(default_factory=list)
    in_scope: int | None = None
    gate: GateState | None = None
    database: str | None = None
    database_error: str | None = None


def _sessions_seen(ctx: Context) -> _SessionsSeen:
    seen = _SessionsSeen()
    location = ctx.store
    try:
        database_path = find_database(dict(ctx.env))
        seen.database = str(database_path)
        with OpencodeDatabase(database_path) as db:
            sessions = db.sessions_in_scope(location.root)
            seen.gate = gate_state(location, ctx.settings, db)
    except OcmemError as exc:
        seen.database_error = exc.message
        return seen
    seen.in_scope = len(sessions)
    for session in sessions:
        mark = marks.load(ctx.state_dir, session.id)
        if is_pending(session, mark):
            seen.pending.append(session.id)
        if mark is not None:
            seen.marks.append(
                SessionMark(
                    session=session.id,
                    mined_turns=mark.user_turns,
                    user_turns=session.user_turns,
                    updated_at=_iso(mark.updated_at),
                    failures=mark.failures,
                    retry_after=_iso(mark.retry_after),
                )
            )
    return seen


def is_pending(session: SessionInfo, mark: marks.Mark | None) -> bool:
    """The next pass will mine this session: new turns, a reply, not a turn-less fork copy."""
    return (
        has_unmined_turns(session, mark)
        and session.has_completed_reply
        and not session.is_turnless_fork
    )


def _size(path: Path) -> int | None:
    try:
        return path.stat().st_size if path.is_file() else None
    except OSError:
        return None


def _iso(timestamp: float | None) -> str | None:
    if not timestamp:
        return None
    return datetime.fromtimestamp(timestamp, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


__all__: Sequence[str] = ["SessionMark", "StatusReport", "project_status"]
