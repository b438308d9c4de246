"""`maintain`: mine the newest in-scope sessions that have new user turns, then the dream gate.

Sessions are read from opencode's database; each one with turns past its mark is forked
on its own model with the extraction prompt, and the fork's ops are validated and applied
to the store. The whole run holds the store's pipeline lock and re-reads each mark under
it, so concurrent runs (cron, wrapper, watch) fork a session once.
"""

from __future__ import annotations

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
from ocmem.maintain import provenance
from ocmem.maintain.answer import failure_reason, ops_from_answer
from ocmem.maintain.budget import BUDGET_REASON, budget_state, is_automatic
from ocmem.maintain.dream import DreamOutcome, auto_dream
from ocmem.maintain.fork_spend import fork_ran, record_fork, spend_text
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
from ocmem.settings import Settings
from ocmem.state import history, marks
from ocmem.state.lock import store_lock
from ocmem.state.logs import logger
from ocmem.store import apply_ops, list_memories
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


@dataclass(frozen=True)
class MaintainReport:
    store: str
    mode: str
    root: str
    sessions: tuple[SessionOutcome, ...]
    dry_run: bool = False
    dream: DreamOutcome | None = None
    log_file: str | None = None
    pruned_marks: int = 0
    extras: dict[str, object] = field(default_factory=dict)


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
    """`trigger` names what started the run (the ledger's and the budget's word): by
    default `manual` for one session the user picked, `maintain` otherwise."""
    cfg = ctx.settings
    env = dict(ctx.env)
    trigger = trigger or ("manual" if session_id else "maintain")
    log = logger()
    location = ctx.store
    state_dir = ctx.state_dir
    # `session_ids` is a caller's own selection (watch): no cap, no pruning of other marks.
    picked = bool(session_id) or session_ids is not None
    cap = None if all_sessions or picked else cfg.int("maintain.max_sessions")
    outcomes: list[SessionOutcome] = []
    extras: dict[str, object] = {}

    extract_enabled = cfg.bool("extract.enabled")
    run = forker or default_forker(cfg)
    settled = [] if dry_run else settle_earlier_forks(cfg, env)
    timeout = lock_timeout if lock_timeout is not None else cfg.float("extract.timeout") + 120
    with store_lock(state_dir, pipeline_lock_name(location), timeout=timeout):
        with OpencodeDatabase(find_database(env)) as db:
            candidates = _candidates(db, location, session_id, session_ids)
            plans: list[Plan] = []
            for session in candidates:
                skip = _skip_reason(session)
                if skip:
                    outcomes.append(SessionOutcome(session.id, "skipped", skip, session.directory))
                    continue
                turn_ids = tuple(session.turn_ids)
                fingerprint = session.turns_fingerprint
                previous = marks.load(state_dir, session.id)
                delta = marks.delta(previous, turn_ids, fingerprint)
                if not cfg.bool("extract.incremental") and delta.has_new_turns:
                    delta = marks.Delta(0, delta.end, delta.reason)
                if not delta.has_new_turns:
                    outcomes.append(
                        SessionOutcome(session.id, "skipped", delta.reason, session.directory)
                    )
                    continue
                if not extract_enabled:
                    outcomes.append(
                        SessionOutcome(session.id, "skipped", "extract-disabled", session.directory)
                    )
                    continue
                if marks.backing_off(previous):
                    outcomes.append(
                        SessionOutcome(session.id, "skipped", "backing-off", session.directory)
                    )
                    continue
                if cap is not None and len(plans) >= cap:
                    outcomes.append(
                        SessionOutcome(session.id, "skipped", "run-cap", session.directory)
                    )
                    continue
                denials = tuple(db.session_denials(session.id))
                plans.append(Plan(session, turn_ids, fingerprint, delta, previous, denials))
            live_ids = db.all_session_ids() if not picked else None

        binary = opencode_binary.find_opencode(cfg.str("opencode.bin"), env) if plans else None
        for plan in plans:
            assert binary is not None
            budget = budget_state(cfg) if not dry_run else None
            if budget is not None and budget.over:
                extras["budget"] = budget.to_json()
                if is_automatic(trigger):
                    # No fork and no mark: the session stays pending for another day.
                    log.info("session=%s action=skipped reason=budget", plan.session.id)
                    outcomes.append(
                        SessionOutcome(
                            plan.session.id, "skipped", BUDGET_REASON, plan.session.directory
                        )
                    )
                    continue
            if not dry_run:
                model = fork_model(plan.session, cfg) or "the session's model"
                progress.step(f"mining {plan.session.id} on {model}…")
                progress.status(f"waiting for {model} to answer for {plan.session.id}")
            outcome = _extract(plan, location, cfg, binary, env, run, dry_run, trigger)
            if not dry_run:
                progress.step(_ended(outcome))
            log.info(
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
            outcomes.append(outcome)
        pruned = marks.prune(state_dir, live_ids) if live_ids is not None and not dry_run else 0
        if not dry_run:
            progress.status("checking whether a dream is due (and dreaming if it is)")
        dream = None if dry_run else _run_dream_gate(location, cfg, env, forker, trigger)

    order = {s.id: i for i, s in enumerate(candidates)}
    outcomes.sort(key=lambda o: order.get(o.id, len(order)))
    return MaintainReport(
        store=str(location.memory_dir),
        mode=location.mode,
        root=str(location.root),
        sessions=tuple(outcomes),
        dry_run=dry_run,
        pruned_marks=pruned,
        dream=dream,
        extras={**extras, "settled_forks": settled} if settled else extras,
    )


def _run_dream_gate(
    location: StoreLocation,
    cfg: Settings,
    env: Mapping[str, str],
    forker: Forker | None,
    trigger: str = "maintain",
) -> DreamOutcome | None:
    try:
        return auto_dream(location, cfg, env, forker=forker, trigger=trigger)
    except Exception as exc:  # the extraction passes stand, whatever the dream gate does
        message = exc.message if isinstance(exc, OcmemError) else type(exc).__name__
        logger().info("dream gate failed: %s", message)
        return None


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
    if cfg.bool("provenance"):
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
        capture_user=cfg.bool("capture.user"),
        provenance_enabled=cfg.bool("provenance"),
        store_dir=str(location.memory_dir),
        store_mode=location.mode,
        session_id=plan.session.id,
        today=datetime.now(UTC).date(),
        manifest_budget_tokens=cfg.int("extract.manifest_budget_tokens"),
        max_saves=cfg.int("extract.max_saves"),
        max_deletes=cfg.int("extract.max_deletes"),
    )


def extraction_limits(cfg: Settings) -> PassLimits:
    return PassLimits(
        max_saves=cfg.int("extract.max_saves"),
        max_deletes=cfg.int("extract.max_deletes"),
        max_delete_fraction=cfg.float("extract.max_delete_fraction"),
    )


def _extract(
    plan: Plan,
    location: StoreLocation,
    cfg: Settings,
    binary: Path,
    env: dict[str, str],
    run: Forker,
    dry_run: bool,
    trigger: str = "manual",
) -> SessionOutcome:
    session = plan.session
    model = fork_model(session, cfg)
    base = SessionOutcome(
        session.id, "failed", "", session.directory, model, plan.delta.start, plan.delta.end
    )
    prompt = extraction_prompt(plan, location, cfg)
    if dry_run:
        return replace(base, action="would-extract", reason=plan.delta.reason, prompt=prompt.full)
    request = fork_request(session, prompt, cfg, env, denials=plan.denials)
    started = time.time()
    result = run(binary, request, env)
    usage = result.usage if fork_ran(result) else None
    base = replace(
        base,
        fork_id=result.fork_id,
        fork_deleted=result.deleted,
        duration_ms=int((time.time() - started) * 1000),
        tokens=usage.tokens.to_json() if usage else None,
        cost=usage.cost if usage else None,
    )
    outcome = _settle(plan, location, cfg, result, base)
    record_fork(
        cfg,
        result,
        kind="extract",
        trigger=trigger,
        session=session.id,
        store=str(location.memory_dir),
        model=model or session.model,
        outcome=outcome.action,
        duration_ms=outcome.duration_ms,
    )
    return outcome


def _settle(
    plan: Plan,
    location: StoreLocation,
    cfg: Settings,
    result: ForkResult,
    base: SessionOutcome,
) -> SessionOutcome:
    """The fork's answer applied to the store (or the failure it ends as), mark saved."""
    session = plan.session
    state_dir = cfg.state_dir()
    if not result.ok:
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
            dedup_threshold=cfg.float("dedup.threshold"),
            state_dir=state_dir,
            limits=extraction_limits(cfg),
            recording=history.Recording.from_settings(cfg, "extract"),
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
    marks.save(
        state_dir, marks.advanced(plan.previous, session.id, plan.turn_ids, plan.fingerprint)
    )
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
