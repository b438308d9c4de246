"""`maintain`: mine the newest in-scope sessions that have new user turns, then the dream gate.

Sessions are read from opencode's database; each one with turns past its mark is forked
on its own model with the extraction prompt, and the fork's ops are validated and applied
to the store. The whole run holds the store's pipeline lock and re-reads each mark under
it, so concurrent runs (cron, wrapper, watch) fork a session once.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from ocmem import prompts
from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway import binary as opencode_binary
from ocmem.gateway.database import OpencodeDatabase, SessionInfo, find_database
from ocmem.gateway.fork import ForkResult
from ocmem.gateway.fork_sessions import session_exists
from ocmem.gateway.session_rows import fingerprint
from ocmem.maintain import provenance
from ocmem.maintain.answer import failure_reason, ops_from_answer
from ocmem.maintain.budget import BUDGET_REASON, budget_check, is_automatic
from ocmem.maintain.dream import DreamOutcome, auto_dream
from ocmem.maintain.fork_cleanup import SettledFork
from ocmem.maintain.fork_spend import fork_ran, record_fork, record_stopped_fork, spend_text
from ocmem.maintain.fork_step import (
    Forker,
    default_forker,
    fork_agent,
    fork_model,
    fork_request,
    leaked_fork_finder,
    pipeline_lock_name,
    settle_earlier_forks,
    should_scrub,
)
from ocmem.maintain.raw_answer import loggable_answer
from ocmem.progress import SILENT, Progress
from ocmem.prompts.token_estimate import BYTES_PER_TOKEN, estimate_tokens
from ocmem.redact import scrub
from ocmem.settings import Settings
from ocmem.state import history, marks
from ocmem.state.lock import store_lock
from ocmem.state.logs import logger
from ocmem.stopping import Stopped
from ocmem.store import apply_ops, list_memories, rebuild_index
from ocmem.store.apply import Renamed
from ocmem.store.bounds import PassLimits
from ocmem.store.catalog import modified_times
from ocmem.store.location import StoreLocation
from ocmem.store.ops import Rejected


@dataclass(frozen=True)
class SessionOutcome:
    id: str
    action: str  # extracted | skipped | failed | would-extract
    reason: str
    directory: str = ""
    model: str | None = None
    turns_from: int = 0
    turns_to: int = 0
    saved: int = 0
    updated: int = 0
    deleted: int = 0
    rejected: int = 0
    redacted: int = 0
    rejected_items: tuple[Rejected, ...] = ()
    renamed: tuple[Renamed, ...] = ()
    fork_id: str | None = None
    fork_deleted: bool | None = None
    duration_ms: int = 0
    prompt: str | None = None
    tokens: dict[str, int] | None = None  # what the fork used, when one ran
    cost: float | None = None


@dataclass(frozen=True)
class Plan:
    """A session chosen for extraction, with what to mine."""

    session: SessionInfo
    turn_ids: tuple[str, ...]
    fingerprint: str
    delta: marks.Delta
    previous: marks.Mark | None
    denials: tuple[tuple[str, str], ...] = ()
    compacted: Compacted | None = None

    @property
    def mine_through(self) -> int:
        """The last turn this pass mines (and its mark covers)."""
        return self.compacted.mine_through if self.compacted else self.delta.end


@dataclass(frozen=True)
class Compacted:
    """Turns a compaction hid from the model, and those of them the prompt shows as data.

    `hidden` turns come before the session's last compaction; `shown` are the unmined ones
    among them (number, scrubbed text) that fitted the budget. When not all fitted, the
    pass mines only through the last one shown and its mark covers only that far
    (`mark_ids`, `mark_fingerprint`): the rest stay pending for the next pass.
    """

    hidden: int
    shown: tuple[tuple[int, str], ...]
    mine_through: int
    mark_ids: tuple[str, ...]
    mark_fingerprint: str


class SessionPasses:
    """A report over sessions' passes: a failed pass is named on stderr and exits 1."""

    sessions: tuple[SessionOutcome, ...]

    @property
    def failed_passes(self) -> tuple[tuple[str, str], ...]:
        return tuple((f"session {s.id}", s.reason) for s in self.sessions if s.action == "failed")

    @property
    def exit_code(self) -> int:
        return 1 if self.failed_passes else 0


@dataclass(frozen=True)
class MaintainReport(SessionPasses):
    store: str
    mode: str
    root: str
    sessions: tuple[SessionOutcome, ...]
    dry_run: bool = False
    dream: DreamOutcome | None = None
    log_file: str | None = None
    pruned_marks: int = 0
    extras: dict[str, object] = field(default_factory=dict)


@dataclass
class _Run:
    """One maintain run: the context it was given, its options, and what it collects."""

    ctx: Context
    fork: Forker
    dry_run: bool = False
    trigger: str = "manual"
    progress: Progress = SILENT
    picked: bool = True  # the caller chose the sessions: no cap, no pruning of other marks
    cap: int | None = None
    outcomes: list[SessionOutcome] = field(default_factory=list)
    extras: dict[str, object] = field(default_factory=dict)
    # Models that timed out or could not be reached in this run: their other sessions
    # are left pending instead of each waiting out extract.timeout in turn.
    unresponsive: dict[str, Unresponsive] = field(default_factory=dict)

    @property
    def location(self) -> StoreLocation:
        return self.ctx.store

    def skip(self, session: SessionInfo, reason: str, model: str | None = None) -> None:
        self.outcomes.append(
            SessionOutcome(session.id, "skipped", reason, session.directory, model=model)
        )


def maintain(
    ctx: Context,
    *,
    session_id: str | None = None,
    session_ids: Sequence[str] | None = None,
    all_sessions: bool = False,
    dry_run: bool = False,
    forker: Forker | None = None,
    lock_timeout: float | None = None,
    progress: Progress = SILENT,
    trigger: str | None = None,
) -> MaintainReport:
    """Settle earlier forks, then under the store's pipeline lock: bring MEMORY.md in step,
    plan the sessions, mine them, prune the marks of deleted sessions and ask the dream
    gate. `session_ids` is a caller's own selection (watch): no cap, no pruning.

    `trigger` names what started the run (the ledger's and the budget's word): by
    default `manual` for one session the user picked, `maintain` otherwise."""
    picked = bool(session_id) or session_ids is not None
    run = _Run(
        ctx,
        fork=forker or default_forker(ctx),
        dry_run=dry_run,
        trigger=trigger or ("manual" if session_id else "maintain"),
        progress=progress,
        picked=picked,
        cap=None if all_sessions or picked else ctx.settings.maintain.max_sessions,
    )
    settled = [] if dry_run else settle_earlier_forks(ctx)
    timeout = lock_timeout if lock_timeout is not None else ctx.settings.extract.timeout + 120
    with store_lock(ctx.state_dir, pipeline_lock_name(run.location), timeout=timeout):
        if not dry_run:
            _repair_index(run.location, ctx.state_dir, timeout)
        candidates, plans, live_ids = _plan(run, session_id, session_ids)
        _mine(run, plans)
        pruned = _prune_marks(run, live_ids)
        dream = _dream_gate(run)
    return _report(run, candidates, pruned, dream, settled)


def _plan(
    run: _Run, session_id: str | None, session_ids: Sequence[str] | None
) -> tuple[list[SessionInfo], list[Plan], set[str] | None]:
    """The sessions in scope, the plans of those to mine (the others skipped with their
    reason) and, unless the caller picked the sessions, every live session id."""
    with OpencodeDatabase(find_database(run.ctx.env)) as db:
        candidates = _candidates(db, run.location, session_id, session_ids)
        plans: list[Plan] = []
        for session in candidates:
            plan = _plan_session(run, db, session, len(plans))
            if plan is not None:
                plans.append(plan)
        live_ids = db.all_session_ids() if not run.picked else None
    return candidates, plans, live_ids


def _plan_session(
    run: _Run, db: OpencodeDatabase, session: SessionInfo, planned: int
) -> Plan | None:
    cfg = run.ctx.settings
    skip = _skip_reason(session)
    if skip:
        run.skip(session, skip)
        return None
    turn_ids = tuple(session.turn_ids)
    previous = marks.load(run.ctx.state_dir, session.id)
    delta = marks.delta(previous, turn_ids, session.turns_fingerprint)
    if previous is None and marks.has_file(run.ctx.state_dir, session.id):
        # Mined again from its first turn; said, so a repeat in the store has a cause.
        logger().warning(
            "the mark of session %s is unreadable; its turns are mined again", session.id
        )
        delta = marks.Delta(0, delta.end, "mark-unreadable")
    if not cfg.extract.incremental and delta.has_new_turns:
        delta = marks.Delta(0, delta.end, delta.reason)
    if not delta.has_new_turns:
        skip = delta.reason
    elif not cfg.extract.enabled:
        skip = "extract-disabled"
    elif marks.backing_off(previous):
        skip = "backing-off"
    elif run.cap is not None and planned >= run.cap:
        skip = "run-cap"
    if skip:
        run.skip(session, skip)
        return None
    denials = tuple(db.session_denials(session.id))
    compacted = _compacted(db, session, delta, cfg)
    return Plan(session, turn_ids, session.turns_fingerprint, delta, previous, denials, compacted)


def _mine(run: _Run, plans: Sequence[Plan]) -> None:
    """Each plan forked and settled in turn, but for the models found unresponsive."""
    if not plans:
        return
    binary = opencode_binary.find_opencode(run.ctx.settings.opencode.bin, run.ctx.env)
    for plan in plans:
        _mine_session(run, plan, binary)
    stuck = [down for down in run.unresponsive.values() if down.skipped]
    for down in stuck:
        logger().info("%s", down.line())
        run.progress.step(down.line())
    if stuck:
        run.extras["unresponsive"] = [down.to_json() for down in stuck]


def _mine_session(run: _Run, plan: Plan, binary: Path) -> None:
    session = plan.session
    model = fork_model(session, run.ctx.settings)
    model_key = model or "the session's model"
    down = run.unresponsive.get(model_key)
    if down is not None and not run.dry_run:
        down.skipped.append(session.id)
        run.skip(session, UNRESPONSIVE_REASON, model=model)
        return
    budget = budget_check(run.ctx.settings) if not run.dry_run else None
    if budget is not None and budget.over:
        run.extras["budget"] = budget.to_json()
        if is_automatic(run.trigger):
            # No fork and no mark: the session stays pending for another day.
            logger().info("session=%s action=skipped reason=budget", session.id)
            run.skip(session, BUDGET_REASON)
            return
    if not run.dry_run:
        run.progress.step(f"mining {session.id} on {model_key}…")
        run.progress.status(f"waiting for {model_key} to answer for {session.id}")
    outcome = _extract(run, plan, binary)
    if not run.dry_run:
        run.progress.step(_ended(outcome))
    logger().info(
        "session=%s action=%s reason=%s saved=%d updated=%d deleted=%d rejected=%d%s",
        outcome.id,
        outcome.action,
        outcome.reason,
        outcome.saved,
        outcome.updated,
        outcome.deleted,
        outcome.rejected,
        spend_text(outcome.tokens, outcome.cost),
    )
    run.outcomes.append(outcome)
    why = unresponsive_cause(outcome)
    if why is not None and not run.dry_run:
        run.unresponsive[model_key] = Unresponsive(model_key, outcome.id, why)


def _prune_marks(run: _Run, live_ids: set[str] | None) -> int:
    """The marks of sessions opencode no longer has (not on a dry run or a picked run)."""
    if live_ids is None or run.dry_run:
        return 0
    return marks.prune(run.ctx.state_dir, live_ids)


def _dream_gate(run: _Run) -> DreamOutcome | None:
    """The dream, if due; the extraction passes stand, whatever the dream gate does."""
    if run.dry_run:
        return None
    run.progress.status("checking whether a dream is due (and dreaming if it is)")
    try:
        return auto_dream(
            run.ctx, forker=run.fork, trigger=run.trigger, unresponsive=frozenset(run.unresponsive)
        )
    except Exception as exc:
        message = exc.message if isinstance(exc, OcmemError) else type(exc).__name__
        logger().info("dream gate failed: %s", message)
        return None


def _report(
    run: _Run,
    candidates: Sequence[SessionInfo],
    pruned: int,
    dream: DreamOutcome | None,
    settled: Sequence[SettledFork],
) -> MaintainReport:
    order = {s.id: i for i, s in enumerate(candidates)}
    outcomes = sorted(run.outcomes, key=lambda o: order.get(o.id, len(order)))
    extras = {**run.extras, "settled_forks": list(settled)} if settled else run.extras
    return MaintainReport(
        store=str(run.location.memory_dir),
        mode=run.location.mode,
        root=str(run.location.root),
        sessions=tuple(outcomes),
        dry_run=run.dry_run,
        pruned_marks=pruned,
        dream=dream,
        extras=extras,
    )


UNRESPONSIVE_REASON = "model-unresponsive"
# How opencode words a provider it could not reach (its own message, and the errors of the
# fetch underneath it): a model that is not there for one session is not there for the next.
_UNREACHABLE = (
    "cannot connect to api",
    "unable to connect",
    "econnrefused",
    "econnreset",
    "etimedout",
    "enotfound",
    "ehostunreach",
    "enetunreach",
    "fetch failed",
    "socket connection was closed",
)


@dataclass
class Unresponsive:
    """A model that did not answer one session of this run, and the sessions left for it."""

    model: str
    session: str
    cause: str
    skipped: list[str] = field(default_factory=list)

    def line(self) -> str:
        n = len(self.skipped)
        return (
            f"{self.model} did not answer session {self.session} ({self.cause}): "
            f"{n} more session{'s' if n != 1 else ''} on it stay pending for the next run"
        )

    def to_json(self) -> dict[str, object]:
        return {
            "model": self.model,
            "session": self.session,
            "cause": self.cause,
            "skipped": list(self.skipped),
            "message": self.line(),
        }


def _session_gone(session_id: str, env: Mapping[str, str]) -> bool:
    """Whether opencode's database no longer has the session (False when it cannot say)."""
    try:
        with OpencodeDatabase(find_database(env)) as db:
            return not session_exists(db, session_id)
    except (OcmemError, sqlite3.Error, OSError):
        return False


def unresponsive_cause(outcome: SessionOutcome) -> str | None:
    """`timeout` or `unreachable` when the pass failed because its model did not answer."""
    if outcome.action != "failed":
        return None
    if outcome.reason == "timeout":
        return "timeout"
    if outcome.reason.startswith("fork-failed:") and any(
        word in outcome.reason.lower() for word in _UNREACHABLE
    ):
        return "unreachable"
    return None


def _repair_index(location: StoreLocation, state_dir: Path, timeout: float) -> None:
    """A writer killed between files leaves MEMORY.md behind them; every run brings it back in
    step first, even one with nothing to mine (it changes no memory)."""
    try:
        rebuild_index(location, state_dir=state_dir, lock_timeout=timeout)
    except OcmemError as exc:
        logger().warning("MEMORY.md not brought in step with the files: %s", exc.message)


def _compacted(
    db: OpencodeDatabase, session: SessionInfo, delta: marks.Delta, cfg: Settings
) -> Compacted | None:
    """What a compaction hid of the turns to mine, shown within the budget; None if none."""
    hidden = min(db.compacted_turns(session.id), delta.end)
    if hidden == 0:
        return None
    turns = db.user_turns(session.id)
    if [t.id for t in turns] != list(session.turn_ids):
        return None  # the session changed since it was read: the next run sees it whole
    budget = cfg.extract.compacted_budget_tokens
    shown: list[tuple[int, str]] = []
    used = 0
    for number in range(delta.start + 1, hidden + 1):
        text = scrub(turns[number - 1].text).text
        cost = estimate_tokens(text)
        if used + cost > budget:
            if shown:
                break
            # One turn over the whole budget is cut, or the session could never move on.
            keep = text.encode("utf-8", "surrogatepass")[: budget * BYTES_PER_TOKEN]
            text = keep.decode("utf-8", "ignore") + "\n[… the rest of this turn was cut]"
        shown.append((number, text))
        used += cost
    through = shown[-1][0] if shown and shown[-1][0] < hidden else delta.end
    if through == delta.end:
        return Compacted(hidden, tuple(shown), through, tuple(session.turn_ids), "")
    ids = [t.id for t in turns[:through]]
    mark_print = fingerprint(ids, [t.text for t in turns[:through]])
    return Compacted(hidden, tuple(shown), through, tuple(ids), mark_print)


def _candidates(
    db: OpencodeDatabase,
    location: StoreLocation,
    session_id: str | None,
    session_ids: Sequence[str] | None = None,
) -> list[SessionInfo]:
    if session_ids is not None:
        listed = (db.session(sid) for sid in session_ids)
        return [session for session in listed if session is not None]
    if session_id:
        found = db.session(session_id)
        if found is None:
            raise OcmemError(
                f"no session {session_id} in opencode's database",
                "list sessions with `opencode session list`",
            )
        return [found]
    return db.sessions_in_scope(location.root)


def _skip_reason(session: SessionInfo) -> str | None:
    if session.is_our_fork:
        return "own-fork"
    if session.is_turnless_fork:
        return "turnless-fork"  # its turns are copies of its parent's, mined there
    if session.busy:
        return "busy"
    if not session.has_completed_reply:
        return "no-reply"
    return None


def _iso_ms(timestamp: float | None) -> str:
    if timestamp is None:
        return ""
    return datetime.fromtimestamp(timestamp, UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def extraction_prompt(plan: Plan, location: StoreLocation, cfg: Settings) -> prompts.Prompt:
    memories = list_memories(location)
    changed = modified_times(location, (m.file for m in memories))
    manifest = [
        prompts.ManifestEntry(
            file=m.file,
            type=m.type,
            description=m.description,
            modified=_iso_ms(changed.get(m.file)),
        )
        for m in memories
    ]
    commits: list[prompts.CommitInfo] | None = None
    if cfg.provenance:
        repos = [location.root]
        session_dir = Path(plan.session.directory)
        if session_dir != location.root and (session_dir / ".git").exists():
            repos.append(session_dir)
        commits = provenance.commits_in_window(
            repos,
            plan.session.time_created,
            plan.session.last_message_time or plan.session.time_updated,
        )
    return prompts.render_extract(
        manifest=manifest,
        processed_turns=plan.delta.start,
        total_turns=plan.delta.end,
        provenance=commits,
        capture_user=cfg.capture.user,
        provenance_enabled=cfg.provenance,
        store_dir=str(location.memory_dir),
        store_mode=location.mode,
        session_id=plan.session.id,
        today=datetime.now(UTC).date(),
        manifest_budget_tokens=cfg.extract.manifest_budget_tokens,
        max_saves=cfg.extract.max_saves,
        max_deletes=cfg.extract.max_deletes,
        compacted=plan.compacted.shown if plan.compacted else (),
        compacted_turns=plan.compacted.hidden if plan.compacted else 0,
        mine_through=plan.mine_through,
    )


def extraction_limits(cfg: Settings) -> PassLimits:
    return PassLimits(
        max_saves=cfg.extract.max_saves,
        max_deletes=cfg.extract.max_deletes,
        max_delete_fraction=cfg.extract.max_delete_fraction,
    )


def _extract(run: _Run, plan: Plan, binary: Path) -> SessionOutcome:
    """One session's pass: the prompt, the fork, its answer applied, its spend recorded."""
    session = plan.session
    cfg = run.ctx.settings
    model = fork_model(session, cfg)
    base = SessionOutcome(
        session.id, "failed", "", session.directory, model, plan.delta.start, plan.mine_through
    )
    prompt = extraction_prompt(plan, run.location, cfg)
    if run.dry_run:
        return replace(base, action="would-extract", reason=plan.delta.reason, prompt=prompt.full)
    request = fork_request(session, prompt, run.ctx, denials=plan.denials)
    started = time.time()
    try:
        result = run.fork(binary, request, run.ctx.env)
    except (KeyboardInterrupt, Stopped):
        record_stopped_fork(
            run.ctx.state_dir,
            kind="extract",
            trigger=run.trigger,
            session=session.id,
            store=str(run.location.memory_dir),
            model=model or session.model,
            duration_ms=int((time.time() - started) * 1000),
        )
        raise
    usage = result.usage if fork_ran(result) else None
    base = replace(
        base,
        fork_id=result.fork_id,
        fork_deleted=result.deleted,
        duration_ms=int((time.time() - started) * 1000),
        tokens=usage.tokens.to_json() if usage else None,
        cost=usage.cost if usage else None,
    )
    outcome = _settle(run, plan, result, base)
    record_fork(
        run.ctx.state_dir,
        result,
        kind="extract",
        trigger=run.trigger,
        session=session.id,
        store=str(run.location.memory_dir),
        model=model or session.model,
        outcome=outcome.action,
        duration_ms=outcome.duration_ms,
    )
    return outcome


def _settle(run: _Run, plan: Plan, result: ForkResult, base: SessionOutcome) -> SessionOutcome:
    """The fork's answer applied to the store (or the failure it ends as), mark saved."""
    session = plan.session
    state_dir = run.ctx.state_dir
    cfg = run.ctx.settings
    location = run.location
    if not result.ok:
        if not result.timed_out and _session_gone(session.id, run.ctx.env):
            # deleted while the pass read it (opencode then says "Session not found"):
            # nothing is left to mine, and nothing failed
            return replace(base, action="skipped", reason="session-gone")
        reason = "timeout" if result.timed_out else f"fork-failed: {result.error}"
        marks.save(state_dir, marks.failed(plan.previous, session.id, reason))
        return replace(base, reason=reason)
    try:
        batch = ops_from_answer(result.text)
        applied = apply_ops(
            location,
            batch,
            session_id=session.id,
            scrub=should_scrub(location, cfg),
            dedup_threshold=cfg.dedup.threshold,
            state_dir=state_dir,
            limits=extraction_limits(cfg),
            recording=history.Recording.from_settings(cfg, "extract"),
            unreadable_alone=True,
        )
    except Exception as exc:  # whatever the answer holds, it ends as one failed pass
        reason = failure_reason(exc)
        logger().warning(
            "session=%s fork answer (scrubbed) follows:\n%s",
            session.id,
            loggable_answer(result.text),
        )
        marks.save(state_dir, marks.failed(plan.previous, session.id, reason))
        return replace(base, reason=reason)
    for renamed in applied.renamed:
        logger().info(
            "session=%s renamed %s -> %s (its file name looked like a secret)",
            session.id,
            renamed.requested,
            renamed.file,
        )
    turn_ids, turns_print = plan.turn_ids, plan.fingerprint
    if plan.mine_through < plan.delta.end and plan.compacted is not None:
        # Only the turns the model was shown or could see are processed.
        turn_ids, turns_print = plan.compacted.mark_ids, plan.compacted.mark_fingerprint
    marks.save(state_dir, marks.advanced(plan.previous, session.id, turn_ids, turns_print))
    return replace(
        base,
        action="extracted",
        reason=plan.delta.reason,
        saved=len(applied.saved),
        updated=len(applied.updated),
        deleted=len(applied.deleted),
        rejected=len(applied.rejected),
        redacted=applied.redactions,
        rejected_items=tuple(applied.rejected),
        renamed=applied.renamed,
    )


def _ended(outcome: SessionOutcome) -> str:
    took = f" in {outcome.duration_ms / 1000:.1f} s" if outcome.duration_ms else ""
    if outcome.action == "extracted":
        return f"mined {outcome.id}{took}: {outcome.saved} saved, {outcome.updated} updated"
    return f"{outcome.action} {outcome.id}{took}: {outcome.reason}"


__all__: Sequence[str] = [
    "UNRESPONSIVE_REASON",
    "Forker",
    "MaintainReport",
    "SessionOutcome",
    "default_forker",
    "fork_agent",
    "fork_model",
    "leaked_fork_finder",
    "maintain",
    "pipeline_lock_name",
    "settle_earlier_forks",
    "should_scrub",
]
