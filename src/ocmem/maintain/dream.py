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
from collections.abc import Collection, Mapping, Sequence
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
from ocmem.settings import Settings
from ocmem.state import backups, dream_gate, dream_rotation, history, journal
from ocmem.state.lock import LockTimeout, store_lock
from ocmem.state.logs import logger
from ocmem.store import Memory, apply_ops, scan_store, serialize
from ocmem.store.audit import AuditInputs, audit_store
from ocmem.store.bounds import rewrite_refusal
from ocmem.store.catalog import modified_times
from ocmem.store.dedup import near_duplicate_clusters
from ocmem.store.errors import OpsError
from ocmem.store.location import StoreLocation
from ocmem.store.ops import OpsBatch


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


def auto_dream(
    location: StoreLocation,
    cfg: Settings,
    env: Mapping[str, str],
    *,
    forker: Forker | None = None,
    trigger: str = "maintain",
    unresponsive: Collection[str] = (),
) -> DreamOutcome:
    """The gate, then a pass if due. The caller already holds the store's pipeline lock.

    A due pass over today's budget is skipped (reason `budget`) and stays due, as does one
    whose model is among `unresponsive` (the models that did not answer earlier in the
    caller's run: reason `model-unresponsive`)."""
    with OpencodeDatabase(find_database(env)) as db:
        gate = gate_state(location, cfg, db)
        reason = gate.reason if not gate.due else None
        if reason is None and (budget := budget_check(cfg)) is not None and budget.over:
            reason = BUDGET_REASON
        host = _host_session(db, location) if reason is None else None
        if host is not None and dream_model_key(host, cfg) in unresponsive:
            reason = "model-unresponsive"
        if reason is not None:
            outcome = DreamOutcome("auto", "skipped", reason, str(location.memory_dir), gate=gate)
            if reason != "disabled" and not _repeats_last_skip(cfg, outcome):
                _journal(cfg, outcome)
            return outcome
        denials = tuple(db.session_denials(host.id)) if host else ()
    outcome = _guarded_pass(
        location, cfg, env, host, denials, mode="auto", forker=forker, trigger=trigger
    )
    return DreamOutcome(**{**outcome.__dict__, "gate": gate})


def forced_dream(
    ctx: Context,
    *,
    dry_run: bool = False,
    allow_mass_delete: bool = False,
    forker: Forker | None = None,
    lock_timeout: float | None = None,
) -> DreamOutcome:
    cfg = ctx.settings
    env = dict(ctx.env)
    location = ctx.store
    timeout = lock_timeout if lock_timeout is not None else cfg.extract.timeout + 120
    settle_earlier_forks(cfg, env)  # a dry run forks too
    with store_lock(ctx.state_dir, pipeline_lock_name(location), timeout=timeout):
        with OpencodeDatabase(find_database(env)) as db:
            host = _host_session(db, location)
            denials = tuple(db.session_denials(host.id)) if host else ()
        budget = budget_check(cfg)  # the user asked for this pass: it runs, and says so
        over = budget is not None and budget.over
        outcome = _guarded_pass(
            location,
            cfg,
            env,
            host,
            denials,
            mode="forced",
            forker=forker,
            dry_run=dry_run,
            allow_mass_delete=allow_mass_delete,
            trigger="manual",
        )
        return DreamOutcome(**{**outcome.__dict__, "over_budget": over}) if over else outcome


def dream_model_key(host: SessionInfo, cfg: Settings) -> str:
    """The model a dream of `host` runs on, as the pipeline names models (its run's
    unresponsive ones included)."""
    return fork_model(host, cfg, "dream") or "the session's model"


def _host_session(db: OpencodeDatabase, location: StoreLocation) -> SessionInfo | None:
    for session in db.sessions_in_scope(location.root):
        if not session.busy and session.has_completed_reply and not session.is_our_fork:
            return session
    return None


def _guarded_pass(
    location: StoreLocation,
    cfg: Settings,
    env: Mapping[str, str],
    host: SessionInfo | None,
    denials: tuple[tuple[str, str], ...],
    *,
    mode: str,
    forker: Forker | None,
    dry_run: bool = False,
    allow_mass_delete: bool = False,
    trigger: str = "manual",
) -> DreamOutcome:
    """`_pass`, except that a pass that crashes still ends as one failed, journaled pass."""
    started = time.time()
    try:
        return _pass(
            location,
            cfg,
            env,
            host,
            denials,
            mode=mode,
            forker=forker,
            dry_run=dry_run,
            allow_mass_delete=allow_mass_delete,
            trigger=trigger,
        )
    except Exception as exc:  # any failure, even a bug, is one failed pass with its line
        reason = _crash_reason(exc)
        outcome = DreamOutcome(
            mode,
            "fail",
            reason,
            str(location.memory_dir),
            session=host.id if host else None,
            duration_ms=int((time.time() - started) * 1000),
        )
        logger().warning("dream mode=%s result=fail reason=%s (%s)", mode, reason, _what(exc))
        try:
            _journal(cfg, outcome)
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


def _pass(
    location: StoreLocation,
    cfg: Settings,
    env: Mapping[str, str],
    host: SessionInfo | None,
    denials: tuple[tuple[str, str], ...],
    *,
    mode: str,
    forker: Forker | None,
    dry_run: bool = False,
    allow_mass_delete: bool = False,
    trigger: str = "manual",
) -> DreamOutcome:
    started = time.time()
    state_dir = cfg.state.dir
    store = str(location.memory_dir)
    forks: list[ForkResult] = []

    def finish(result: str, reason: str | None = None, **extra: object) -> DreamOutcome:
        outcome = DreamOutcome(
            mode,
            result,
            reason,
            store,
            duration_ms=int((time.time() - started) * 1000),
            **extra,  # type: ignore[arg-type]
        )
        if result != "dry-run":
            _journal(cfg, outcome)
        for fork in forks:
            record_fork(
                cfg,
                fork,
                kind="dream",
                trigger=trigger,
                session=outcome.session,
                store=store,
                model=outcome.model,
                outcome=result,
                duration_ms=outcome.duration_ms,
            )
        logger().info(
            "dream mode=%s result=%s reason=%s%s",
            mode,
            result,
            reason or "-",
            spend_text(outcome.tokens, outcome.cost),
        )
        return outcome

    if host is None:
        return finish("skipped", "no-session")
    memories = list(scan_store(location).memories)
    if not memories:
        return finish("skipped", "empty-store", session=host.id)
    model = fork_model(host, cfg, "dream")
    pass_batch = dream_batch.dream_prompt(
        memories,
        near_duplicate_clusters(memories),
        store_dir=store,
        today=datetime.now(UTC).date(),
        budget_tokens=cfg.dream.prompt_budget_tokens,
        reviewed=dream_rotation.reviewed(state_dir, location.memory_dir),
        modified=modified_times(location, (m.file for m in memories)),
        findings=_audit_findings(location, host, cfg),
    )
    prompt = pass_batch.prompt
    binary = opencode_binary.find_opencode(cfg.opencode.bin, env)
    request = fork_request(host, prompt, cfg, env, key="dream", denials=denials)
    result = (forker or default_forker(cfg))(binary, request, env)
    common: dict[str, object] = {"model": model or host.model, "session": host.id}
    if fork_ran(result):
        forks.append(result)
        usage = result.usage
        common.update(tokens=usage.tokens.to_json(), cost=usage.cost)
    if not result.ok:
        return finish("fail", "timeout" if result.timed_out else "fork-failed", **common)
    try:
        batch = ops_from_answer(result.text)
    except OpsError:
        answer = loggable_answer(result.text)
        logger().warning("dream fork answer (scrubbed) follows:\n%s", answer)
        return finish("fail", "bad-answer", **common)

    batch = dream_batch.within(batch, pass_batch, memories)
    existing = {m.file for m in pass_batch.shown}
    deletions = [f for f in batch.deletes if f in existing]
    fraction = cfg.dream.max_delete_fraction
    if len(deletions) > fraction * len(pass_batch.shown) and not allow_mass_delete:
        return finish("fail", "mass-delete", **common)
    bodies = {m.file: m.body for m in pass_batch.shown}
    rewrites = [(bodies[s.file], s.body) for s in batch.saves if s.file in bodies]
    refusal = rewrite_refusal(rewrites, len(pass_batch.shown), fraction)
    if refusal is not None and not allow_mass_delete:
        logger().warning("dream refused: %s", refusal)
        return finish("fail", "mass-rewrite", **common)
    if dry_run:
        shown = _as_written(batch) if should_scrub(location, cfg) else batch
        return finish(
            "dry-run", None, ops=_ops_json(shown), diff=_diff(location, memories, shown), **common
        )
    if batch.is_empty:
        dream_gate.record_dream(state_dir, location.memory_dir)
        dream_batch.record_pass(state_dir, location, pass_batch, batch)
        return finish("ok", None, **common)
    backup = backups.take_backup(state_dir, location.memory_dir, cfg.dream.backups)
    try:
        applied = apply_ops(
            location,
            batch,
            session_id=host.id,
            scrub=should_scrub(location, cfg),
            state_dir=state_dir,
            dedup_threshold=101,  # the dream merges on purpose
            recording=history.Recording.from_settings(cfg, "dream", f"backup {backup.id}"),
        )
    except OcmemError as exc:
        logger().info("dream apply failed: %s", exc.message)
        return finish("fail", "apply-failed", backup=backup.id, **common)
    dream_gate.record_dream(state_dir, location.memory_dir)
    dream_batch.record_pass(state_dir, location, pass_batch, batch)
    return finish(
        "ok",
        None,
        backup=backup.id,
        deleted=len(applied.deleted),
        saved=len(applied.saved) + len(applied.updated),
        rejected=tuple(f"{r.item}: {r.reason}" for r in applied.rejected),
        **common,
    )


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


def _repeats_last_skip(cfg: Settings, outcome: DreamOutcome) -> bool:
    """Every maintain run asks the gate; a run of identical "not due" answers is one line."""
    last = journal.last_entry(cfg.state.dir, outcome.store)
    return last is not None and (last.mode, last.result, last.reason) == (
        "auto",
        "skipped",
        outcome.reason,
    )


def _journal(cfg: Settings, outcome: DreamOutcome) -> None:
    journal.append(
        cfg.state.dir,
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
