"""The dream: a gated consolidation pass over one store, with backup, guard and journal.

Auto mode runs at the end of `maintain` when enough time and enough sessions have passed
since the store was last consolidated; `opencode-memory dream` forces a pass. Either way
the store is copied to a backup before anything is applied, a pass that would delete
more than `dream.max_delete_fraction` of the store is refused, and every decision leaves
one line in the dream journal.
"""

from __future__ import annotations

import difflib
import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from rapidfuzz import fuzz

from ocmem import prompts
from ocmem.errors import OcmemError
from ocmem.gateway import binary as opencode_binary
from ocmem.gateway.database import OpencodeDatabase, SessionInfo, find_database
from ocmem.gateway.fork import ForkRequest
from ocmem.maintain.answer import ops_from_answer
from ocmem.maintain.pipeline import (
    Forker,
    default_forker,
    fork_agent,
    fork_model,
    pipeline_lock_name,
    settle_earlier_forks,
    should_scrub,
)
from ocmem.settings import Settings
from ocmem.state import backups, dream_gate, journal, recall_record
from ocmem.state.lock import store_lock
from ocmem.state.logs import logger
from ocmem.store import Memory, apply_ops, scan_store, serialize
from ocmem.store.dedup import comparable_text, normalized
from ocmem.store.errors import OpsError
from ocmem.store.location import StoreLocation, resolve_store
from ocmem.store.ops import OpsBatch

CLUSTER_HINT_SCORE = 80.0
HOUR = 3600.0


@dataclass(frozen=True)
class GateState:
    due: bool
    reason: str
    last_dream: str | None
    hours_since: float | None
    sessions_since: int
    min_hours: float
    min_sessions: int


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


def location_for(directory: Path, cfg: Settings, env: Mapping[str, str]) -> StoreLocation:
    return resolve_store(directory, cfg.local_mode(), env)


def _iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def gate_state(
    location: StoreLocation, cfg: Settings, db: OpencodeDatabase, now: float | None = None
) -> GateState:
    now = time.time() if now is None else now
    last = dream_gate.last_dream(cfg.state_dir(), location.memory_dir)
    since_ms = int(last * 1000) if last is not None else None
    touched = [
        s
        for s in db.sessions_in_scope(location.root)
        if since_ms is None or s.time_updated > since_ms
    ]
    hours = None if last is None else (now - last) / HOUR
    min_hours = cfg.float("dream.min_hours")
    min_sessions = cfg.int("dream.min_sessions")
    if not cfg.bool("dream.enabled"):
        due, reason = False, "disabled"
    elif hours is not None and hours < min_hours:
        due, reason = False, "too-soon"
    elif len(touched) < min_sessions:
        due, reason = False, "too-few-sessions"
    else:
        due, reason = True, "due"
    return GateState(due, reason, _iso(last), hours, len(touched), min_hours, min_sessions)


def near_duplicate_clusters(memories: Sequence[Memory]) -> list[list[str]]:
    """Groups of same-type memories similar enough to deserve a look (hints, not verdicts)."""
    parent = {m.file: m.file for m in memories}

    def find(file: str) -> str:
        while parent[file] != file:
            parent[file] = parent[parent[file]]
            file = parent[file]
        return file

    by_type: dict[str, list[Memory]] = {}
    for memory in memories:
        by_type.setdefault(memory.type, []).append(memory)
    for group in by_type.values():
        texts = [normalized(comparable_text(m)) for m in group]
        for i in range(len(group)):
            for j in range(i + 1, len(group)):
                if fuzz.token_set_ratio(texts[i], texts[j]) >= CLUSTER_HINT_SCORE:
                    parent[find(group[i].file)] = find(group[j].file)
    clusters: dict[str, list[str]] = {}
    for memory in memories:
        clusters.setdefault(find(memory.file), []).append(memory.file)
    return sorted(sorted(c) for c in clusters.values() if len(c) > 1)


def auto_dream(
    location: StoreLocation,
    cfg: Settings,
    env: Mapping[str, str],
    *,
    forker: Forker | None = None,
) -> DreamOutcome:
    """The gate, then a pass if due. The caller already holds the store's pipeline lock."""
    with OpencodeDatabase(find_database(env)) as db:
        gate = gate_state(location, cfg, db)
        if not gate.due:
            outcome = DreamOutcome(
                "auto", "skipped", gate.reason, str(location.memory_dir), gate=gate
            )
            if gate.reason != "disabled" and not _repeats_last_skip(cfg, outcome):
                _journal(cfg, outcome)
            return outcome
        host = _host_session(db, location)
        denials = tuple(db.session_denials(host.id)) if host else ()
    outcome = _pass(location, cfg, env, host, denials, mode="auto", forker=forker)
    return DreamOutcome(**{**outcome.__dict__, "gate": gate})


def forced_dream(
    directory: Path,
    cfg: Settings,
    *,
    dry_run: bool = False,
    allow_mass_delete: bool = False,
    env: Mapping[str, str] | None = None,
    forker: Forker | None = None,
    lock_timeout: float | None = None,
) -> DreamOutcome:
    env = dict(os.environ if env is None else env)
    location = location_for(directory, cfg, env)
    timeout = lock_timeout if lock_timeout is not None else cfg.float("extract.timeout") + 120
    settle_earlier_forks(cfg, env)  # a dry run forks too
    with store_lock(cfg.state_dir(), pipeline_lock_name(location), timeout=timeout):
        with OpencodeDatabase(find_database(env)) as db:
            host = _host_session(db, location)
            denials = tuple(db.session_denials(host.id)) if host else ()
        return _pass(
            location,
            cfg,
            env,
            host,
            denials,
            mode="forced",
            forker=forker,
            dry_run=dry_run,
            allow_mass_delete=allow_mass_delete,
        )


def _host_session(db: OpencodeDatabase, location: StoreLocation) -> SessionInfo | None:
    for session in db.sessions_in_scope(location.root):
        if not session.busy and session.has_completed_reply and not session.is_our_fork:
            return session
    return None


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
) -> DreamOutcome:
    started = time.time()
    state_dir = cfg.state_dir()
    store = str(location.memory_dir)

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
        logger().info("dream mode=%s result=%s reason=%s", mode, result, reason or "-")
        return outcome

    if host is None:
        return finish("skipped", "no-session")
    memories = list(scan_store(location).memories)
    if not memories:
        return finish("skipped", "empty-store", session=host.id)
    model = fork_model(host, cfg, "dream")
    prompt = prompts.render_dream(
        memories=[
            prompts.FullMemory(
                file=m.file,
                type=m.type,
                name=m.name,
                description=m.description,
                created=m.created or "",
                body=m.body,
            )
            for m in memories
        ],
        clusters=near_duplicate_clusters(memories),
        store_dir=store,
        today=datetime.now(UTC).date(),
    )
    binary = opencode_binary.find_opencode(cfg.str("opencode.bin"), env)
    request = ForkRequest(
        session_id=host.id,
        directory=Path(host.directory),
        marker=prompt.marker,
        body=prompt.body,
        model=model,
        agent=fork_agent(host, cfg, "dream"),
        timeout=cfg.float("extract.timeout"),
        config_content=recall_record.config_for(
            state_dir, host.id, env.get("OPENCODE_CONFIG_CONTENT")
        ),
        denials=denials,
    )
    result = (forker or default_forker(cfg))(binary, request, env)
    common: dict[str, object] = {"model": model or host.model, "session": host.id}
    if not result.ok:
        return finish("fail", "timeout" if result.timed_out else "fork-failed", **common)
    try:
        batch = ops_from_answer(result.text)
    except OpsError:
        return finish("fail", "bad-answer", **common)

    existing = {m.file for m in memories}
    deletions = [f for f in batch.deletes if f in existing]
    limit = cfg.float("dream.max_delete_fraction") * len(memories)
    if len(deletions) > limit and not allow_mass_delete:
        return finish("fail", "mass-delete", **common)
    if dry_run:
        return finish(
            "dry-run", None, ops=_ops_json(batch), diff=_diff(location, memories, batch), **common
        )
    if batch.is_empty:
        dream_gate.record_dream(state_dir, location.memory_dir)
        return finish("ok", None, **common)
    backup = backups.take_backup(state_dir, location.memory_dir, cfg.int("dream.backups"))
    try:
        applied = apply_ops(
            location,
            batch,
            session_id=host.id,
            scrub=should_scrub(location, cfg),
            state_dir=state_dir,
            dedup_threshold=101,  # the dream merges on purpose
        )
    except OcmemError as exc:
        logger().info("dream apply failed: %s", exc.message)
        return finish("fail", "apply-failed", backup=backup.id, **common)
    dream_gate.record_dream(state_dir, location.memory_dir)
    return finish(
        "ok",
        None,
        backup=backup.id,
        deleted=len(applied.deleted),
        saved=len(applied.saved) + len(applied.updated),
        rejected=tuple(f"{r.item}: {r.reason}" for r in applied.rejected),
        **common,
    )


def _repeats_last_skip(cfg: Settings, outcome: DreamOutcome) -> bool:
    """Every maintain run asks the gate; a run of identical "not due" answers is one line."""
    last = journal.last_entry(cfg.state_dir(), outcome.store)
    return last is not None and (last.mode, last.result, last.reason) == (
        "auto",
        "skipped",
        outcome.reason,
    )


def _journal(cfg: Settings, outcome: DreamOutcome) -> None:
    journal.append(
        cfg.state_dir(),
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


@dataclass(frozen=True)
class RestoreResult:
    store: str
    restored: str
    safety_backup: str
    files: int
    removed: tuple[str, ...]


def restore(
    directory: Path,
    cfg: Settings,
    backup_id: str | None = None,
    env: Mapping[str, str] | None = None,
) -> RestoreResult:
    """Put a backup back, byte for byte, after backing up the current store."""
    from ocmem.store.atomic import remove_durably, write_atomic
    from ocmem.wrapper.recall import refresh_store_recall

    env = dict(os.environ if env is None else env)
    location = location_for(directory, cfg, env)
    state_dir = cfg.state_dir()
    chosen = backups.find_backup(state_dir, location.memory_dir, backup_id)
    with store_lock(state_dir, location.lock_name, timeout=60):
        safety = backups.take_backup(state_dir, location.memory_dir, cfg.int("dream.backups") + 1)
        location.memory_dir.mkdir(parents=True, exist_ok=True)
        wanted = {p.name: p for p in chosen.path.glob("*.md")}
        for name, source in sorted(wanted.items()):
            write_atomic(location.memory_dir / name, source.read_bytes())
        removed = []
        for entry in sorted(location.memory_dir.glob("*.md")):
            if entry.name not in wanted and entry.is_file():
                remove_durably(entry)
                removed.append(entry.name)
        refresh_store_recall(location, state_dir)
    return RestoreResult(
        str(location.memory_dir), chosen.id, safety.id, len(wanted), tuple(removed)
    )
