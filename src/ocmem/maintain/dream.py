"""The dream: a gated consolidation pass over one store, with backup, guard and journal.

Auto mode runs at the end of `maintain` when enough time and enough sessions have passed
since the store was last consolidated; `opencode-memory dream` forces a pass. Either way
the store is copied to a backup before anything is applied, a pass that would delete
more than `dream.max_delete_fraction` of the store is refused, and every decision leaves
one line in the dream journal.
"""

from __future__ import annotations

import difflib
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway import binary as opencode_binary
from ocmem.gateway.database import OpencodeDatabase, SessionInfo, find_database
from ocmem.gateway.fork import ForkResult
from ocmem.maintain import dream_batch
from ocmem.maintain.answer import ops_from_answer
from ocmem.maintain.budget import BUDGET_REASON, budget_check
from ocmem.maintain.fork_spend import fork_ran, record_fork, spend_text
from ocmem.maintain.fork_step import (
    Forker,
    default_forker,
    fork_model,
    fork_request,
    pipeline_lock_name,
    settle_earlier_forks,
    should_scrub,
)
from ocmem.maintain.gate import GateState as GateState
from ocmem.maintain.gate import gate_state as gate_state
from ocmem.maintain.raw_answer import loggable_answer
from ocmem.paths import find_git_root
from ocmem.prompts import Prompt
from ocmem.settings import Settings
from ocmem.state import backups, dream_gate, dream_rotation, history, journal
from ocmem.state.lock import LockTimeout, store_lock
from ocmem.state.logs import logger
from ocmem.store import Memory, apply_ops, scan_store, serialize
from ocmem.store.audit import AuditInputs, audit_store
from ocmem.store.bounds import rewrite_refusal
from ocmem.store.catalog import modified_times
from ocmem.store.dedup import near_duplicate_clusters
from ocmem.store.location import StoreLocation
from ocmem.store.ops import OpsBatch
from ocmem.store.store_errors import OpsError


@dataclass(frozen=True)
class DreamOutcome:
    mode: str
    result: str  # ok | fail | skipped | dry-run
    reason: str | None
    store: str
    deleted: int = 0
    saved: int = 0
    model: str | None = None
    session: str | None = None
    duration_ms: int = 0
    backup: str | None = None
    gate: GateState | None = None
    ops: dict[str, object] | None = None
    diff: str | None = None
    rejected: tuple[str, ...] = field(default=())
    tokens: dict[str, int] | None = None  # what the fork used, when one ran
    cost: float | None = None
    over_budget: bool = False  # a forced pass the user ran past today's budget

    @property
    def failed_passes(self) -> tuple[tuple[str, str], ...]:
        return (("dream", self.reason or "failed"),) if self.result == "fail" else ()

    @property
    def exit_code(self) -> int:
        return 1 if self.result == "fail" else 0


@dataclass
class _Pass:
    """One dream pass: the context, the session it forks and how; the forks it ran and
    what every outcome of it carries (model, session, spend) once the fork ran."""

    ctx: Context
    host: SessionInfo | None
    denials: tuple[tuple[str, str], ...]
    mode: str
    fork: Forker
    trigger: str
    dry_run: bool = False
    allow_mass_delete: bool = False
    started: float = field(default_factory=time.time)
    forks: list[ForkResult] = field(default_factory=list)
    common: dict[str, object] = field(default_factory=dict)

    @property
    def store(self) -> str:
        return str(self.ctx.store.memory_dir)


def auto_dream(
    ctx: Context,
    *,
    forker: Forker | None = None,
    trigger: str = "maintain",
    unresponsive: Collection[str] = (),
) -> DreamOutcome:
    """The gate, then a pass if due. The caller already holds the store's pipeline lock.

    A due pass over today's budget is skipped (reason `budget`) and stays due, as does one
    whose model is among `unresponsive` (the models that did not answer earlier in the
    caller's run: reason `model-unresponsive`)."""
    cfg, location = ctx.settings, ctx.store
    with OpencodeDatabase(find_database(ctx.env)) as db:
        gate = gate_state(location, cfg, db)
        reason = gate.reason if not gate.due else None
        if reason is None and (budget := budget_check(cfg)) is not None and budget.over:
            reason = BUDGET_REASON
        host = _host_session(db, location) if reason is None else None
        if host is not None and dream_model_key(host, cfg) in unresponsive:
            reason = "model-unresponsive"
        if reason is not None:
            outcome = DreamOutcome("auto", "skipped", reason, str(location.memory_dir), gate=gate)
            if reason != "disabled" and not _repeats_last_skip(ctx.state_dir, outcome):
                _journal(ctx.state_dir, outcome)
            return outcome
        denials = tuple(db.session_denials(host.id)) if host else ()
    fork = forker or default_forker(ctx)
    outcome = _guarded_pass(_Pass(ctx, host, denials, "auto", fork, trigger))
    return replace(outcome, gate=gate)


def forced_dream(
    ctx: Context,
    *,
    dry_run: bool = False,
    allow_mass_delete: bool = False,
    forker: Forker | None = None,
    lock_timeout: float | None = None,
) -> DreamOutcome:
    timeout = lock_timeout if lock_timeout is not None else ctx.settings.extract.timeout + 120
    settle_earlier_forks(ctx)  # a dry run forks too
    with store_lock(ctx.state_dir, pipeline_lock_name(ctx.store), timeout=timeout):
        with OpencodeDatabase(find_database(ctx.env)) as db:
            host = _host_session(db, ctx.store)
            denials = tuple(db.session_denials(host.id)) if host else ()
        budget = budget_check(ctx.settings)  # the user asked for this pass: it runs, and says so
        over = budget is not None and budget.over
        fork = forker or default_forker(ctx)
        run = _Pass(ctx, host, denials, "forced", fork, "manual", dry_run, allow_mass_delete)
        outcome = _guarded_pass(run)
        return replace(outcome, over_budget=True) if over else outcome


def dream_model_key(host: SessionInfo, cfg: Settings) -> str:
    """The model a dream of `host` runs on, as the pipeline names models (its run's
    unresponsive ones included)."""
    return fork_model(host, cfg, "dream") or "the session's model"


def _host_session(db: OpencodeDatabase, location: StoreLocation) -> SessionInfo | None:
    for session in db.sessions_in_scope(location.root):
        if not session.busy and session.has_completed_reply and not session.is_our_fork:
            return session
    return None


def _guarded_pass(run: _Pass) -> DreamOutcome:
    """`_pass`, except that a pass that crashes still ends as one failed, journaled pass."""
    try:
        return _pass(run)
    except Exception as exc:  # any failure, even a bug, is one failed pass with its line
        reason = _crash_reason(exc)
        outcome = DreamOutcome(
            run.mode,
            "fail",
            reason,
            run.store,
            session=run.host.id if run.host else None,
            duration_ms=int((time.time() - run.started) * 1000),
        )
        logger().warning("dream mode=%s result=fail reason=%s (%s)", run.mode, reason, _what(exc))
        try:
            _journal(run.ctx.state_dir, outcome)
        except OSError as journal_exc:
            logger().warning("dream journal not written: %s", journal_exc.strerror)
        return outcome


def _crash_reason(exc: Exception) -> str:
    if isinstance(exc, OpsError):
        return "bad-answer"
    if isinstance(exc, LockTimeout):
        return "store-locked"
    if isinstance(exc, OcmemError | OSError):
        return "error"
    return "crash"


def _what(exc: Exception) -> str:
    # Only this tool's own messages are logged; another exception may quote the model.
    return exc.message if isinstance(exc, OcmemError) else type(exc).__name__


def _pass(run: _Pass) -> DreamOutcome:
    """The steps of a pass: a host and memories to work on, the prompt, the fork, its
    answer within the pass and the guards, then a dry run's preview or the applied ops."""
    if run.host is None:
        return _finish(run, "skipped", "no-session")
    memories = list(scan_store(run.ctx.store).memories)
    if not memories:
        return _finish(run, "skipped", "empty-store", session=run.host.id)
    pass_batch = _prompt(run, run.host, memories)
    result = _fork(run, run.host, pass_batch.prompt)
    if not result.ok:
        return _finish(run, "fail", "timeout" if result.timed_out else "fork-failed")
    try:
        batch = ops_from_answer(result.text)
    except OpsError:
        answer = loggable_answer(result.text)
        logger().warning("dream fork answer (scrubbed) follows:\n%s", answer)
        return _finish(run, "fail", "bad-answer")
    batch = dream_batch.within(batch, pass_batch, memories)
    refusal = _refusal(run, batch, pass_batch)
    if refusal is not None:
        return _finish(run, "fail", refusal)
    if run.dry_run:
        shown = _as_written(batch) if should_scrub(run.ctx.store, run.ctx.settings) else batch
        diff = _diff(run.ctx.store, memories, shown)
        return _finish(run, "dry-run", None, ops=_ops_json(shown), diff=diff)
    return _apply(run, run.host, batch, pass_batch, {m.file: m for m in memories})


def _prompt(run: _Pass, host: SessionInfo, memories: list[Memory]) -> dream_batch.DreamBatch:
    """The prompt of this pass: the batch of memories it shows, with what the audit found."""
    location = run.ctx.store
    return dream_batch.dream_prompt(
        memories,
        near_duplicate_clusters(memories),
        store_dir=run.store,
        today=datetime.now(UTC).date(),
        budget_tokens=run.ctx.settings.dream.prompt_budget_tokens,
        reviewed=dream_rotation.reviewed(run.ctx.state_dir, location.memory_dir),
        modified=modified_times(location, (m.file for m in memories)),
        findings=_audit_findings(location, host, run.ctx.settings),
    )


def _fork(run: _Pass, host: SessionInfo, prompt: Prompt) -> ForkResult:
    """The host forked on the dream's model; what every outcome then carries is kept."""
    ctx = run.ctx
    binary = opencode_binary.find_opencode(ctx.settings.opencode.bin, ctx.env)
    request = fork_request(host, prompt, ctx, key="dream", denials=run.denials)
    result = run.fork(binary, request, ctx.env)
    model = fork_model(host, ctx.settings, "dream")
    run.common.update(model=model or host.model, session=host.id)
    if fork_ran(result):
        run.forks.append(result)
        run.common.update(tokens=result.usage.tokens.to_json(), cost=result.usage.cost)
    return result


def _refusal(run: _Pass, batch: OpsBatch, pass_batch: dream_batch.DreamBatch) -> str | None:
    """`mass-delete` or `mass-rewrite` when the answer goes past dream.max_delete_fraction
    of the memories shown (unless the user allowed it)."""
    if run.allow_mass_delete:
        return None
    existing = {m.file for m in pass_batch.shown}
    deletions = [f for f in batch.deletes if f in existing]
    fraction = run.ctx.settings.dream.max_delete_fraction
    if len(deletions) > fraction * len(pass_batch.shown):
        return "mass-delete"
    bodies = {m.file: m.body for m in pass_batch.shown}
    rewrites = [(bodies[s.file], s.body) for s in batch.saves if s.file in bodies]
    refusal = rewrite_refusal(rewrites, len(pass_batch.shown), fraction)
    if refusal is not None:
        logger().warning("dream refused: %s", refusal)
        return "mass-rewrite"
    return None


def _apply(
    run: _Pass,
    host: SessionInfo,
    batch: OpsBatch,
    pass_batch: dream_batch.DreamBatch,
    seen: dict[str, Memory],
) -> DreamOutcome:
    """The ops applied after a backup of the store; the gate and the rotation recorded."""
    ctx = run.ctx
    location, state_dir = ctx.store, ctx.state_dir
    if batch.is_empty:
        dream_gate.record_dream(state_dir, location.memory_dir)
        dream_batch.record_pass(state_dir, location, pass_batch, batch)
        # An answer whose every op was refused (a name no store may hold) still says why.
        return _finish(
            run, "ok", None, rejected=tuple(f"{r.item}: {r.reason}" for r in batch.rejected)
        )
    backup = backups.take_backup(state_dir, location.memory_dir, ctx.settings.dream.backups)
    try:
        applied = apply_ops(
            location,
            batch,
            session_id=host.id,
            scrub=should_scrub(location, ctx.settings),
            state_dir=state_dir,
            dedup_threshold=101,  # the dream merges on purpose
            recording=history.Recording.from_settings(ctx.settings, "dream", f"backup {backup.id}"),
            seen=seen,
        )
    except OcmemError as exc:
        logger().info("dream apply failed: %s", exc.message)
        return _finish(run, "fail", "apply-failed", backup=backup.id)
    dream_gate.record_dream(state_dir, location.memory_dir)
    dream_batch.record_pass(state_dir, location, pass_batch, batch)
    return _finish(
        run,
        "ok",
        None,
        backup=backup.id,
        deleted=len(applied.deleted),
        saved=len(applied.saved) + len(applied.updated),
        rejected=tuple(f"{r.item}: {r.reason}" for r in applied.rejected),
    )


def _finish(run: _Pass, result: str, reason: str | None, **extra: object) -> DreamOutcome:
    """The pass's outcome: journaled (not a dry run's), its forks in the ledger, one line."""
    outcome = DreamOutcome(
        run.mode,
        result,
        reason,
        run.store,
        duration_ms=int((time.time() - run.started) * 1000),
        **{**run.common, **extra},  # type: ignore[arg-type]
    )
    if result != "dry-run":
        _journal(run.ctx.state_dir, outcome)
    for fork in run.forks:
        record_fork(
            run.ctx.state_dir,
            fork,
            kind="dream",
            trigger=run.trigger,
            session=outcome.session,
            store=run.store,
            model=outcome.model,
            outcome=result,
            duration_ms=outcome.duration_ms,
        )
    logger().info(
        "dream mode=%s result=%s reason=%s%s",
        run.mode,
        result,
        reason or "-",
        spend_text(outcome.tokens, outcome.cost),
    )
    return outcome


def _audit_findings(
    location: StoreLocation, host: SessionInfo, cfg: Settings
) -> tuple[tuple[str, str, str], ...]:
    """What the audit says of stale references and duplicates, for the dream to verify."""
    directory = Path(host.directory)
    inputs = AuditInputs(
        checkout=find_git_root(directory) or directory,
        dedup_threshold=cfg.dedup.threshold,
    )
    report = audit_store(location, inputs)
    wanted = ("stale-reference", "near-duplicate")
    return tuple((f.kind, f.file, f.detail) for f in report.findings if f.kind in wanted)


def _repeats_last_skip(state_dir: Path, outcome: DreamOutcome) -> bool:
    """Every maintain run asks the gate; a run of identical "not due" answers is one line."""
    last = journal.last_entry(state_dir, outcome.store)
    return last is not None and (last.mode, last.result, last.reason) == (
        "auto",
        "skipped",
        outcome.reason,
    )


def _journal(state_dir: Path, outcome: DreamOutcome) -> None:
    journal.append(
        state_dir,
        journal.JournalEntry(
            ts=journal.now_iso(),
            mode=outcome.mode,
            result=outcome.result,
            deleted=outcome.deleted,
            saved=outcome.saved,
            model=outcome.model,
            session=outcome.session,
            store=outcome.store,
            duration_ms=outcome.duration_ms,
            reason=outcome.reason,
        ),
    )


def _as_written(batch: OpsBatch) -> OpsBatch:
    """`batch` scrubbed as `apply_ops` scrubs it, so a dry run shows what would be written."""
    from ocmem.redact import scrub_fields

    saves = []
    for save in batch.saves:
        (name, description, body), _ = scrub_fields(save.name, save.description, save.body)
        saves.append(replace(save, name=name, description=description, body=body))
    feedback = []
    for entry in batch.feedback:
        (title, category, body), _ = scrub_fields(entry.title, entry.category, entry.body)
        feedback.append(replace(entry, title=title, category=category, body=body))
    return replace(batch, saves=tuple(saves), feedback=tuple(feedback))


def _ops_json(batch: OpsBatch) -> dict[str, object]:
    return {
        "save": [s.__dict__ for s in batch.saves],
        "delete": list(batch.deletes),
        "harness_feedback": [f.__dict__ for f in batch.feedback],
        "rejected": [r.__dict__ for r in batch.rejected],
    }


def _diff(location: StoreLocation, memories: Sequence[Memory], batch: OpsBatch) -> str:
    by_file = {m.file: m for m in memories}
    chunks: list[str] = []
    for save in batch.saves:
        old = by_file.get(save.file)
        new = Memory(
            file=save.file,
            name=save.name,
            description=save.description,
            type=save.type,
            body=save.body,
            created=(old.created if old and old.created else save.created) or "",
            origin_session_id=old.origin_session_id if old else None,
            extra=old.extra if old else (),
            extra_metadata=old.extra_metadata if old else (),
        )
        before = serialize(old).splitlines(keepends=True) if old else []
        after = serialize(new).splitlines(keepends=True)
        chunks.extend(difflib.unified_diff(before, after, f"a/{save.file}", f"b/{save.file}"))
    for file in batch.deletes:
        old = by_file.get(file)
        if old is not None:
            chunks.extend(
                difflib.unified_diff(
                    serialize(old).splitlines(keepends=True), [], f"a/{file}", "/dev/null"
                )
            )
    return "".join(chunks)
