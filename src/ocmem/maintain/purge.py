"""`purge-forks`: find (and with --yes delete) fork sessions nobody will use.

Two kinds are leaked: this tool's own extraction and dream forks (their first message
carries our marker) that outlived the run that made them, and `(fork #N)` copies of any
origin that never got a message of their own after the fork point. A fork someone went
on to use, one with a user turn of its own beyond our prompt, is always kept, and so is
one of our forks that is still answering.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ocmem.context import Context
from ocmem.gateway import binary as opencode_binary
from ocmem.gateway.database import OpencodeDatabase, SessionInfo, find_database
from ocmem.gateway.fork_sessions import SLACK_MS
from ocmem.state import fork_registry
from ocmem.state.fork_registry import ForkRecord
from ocmem.store.location import canonical_root

# Our fork still mid-answer within this long is a live extraction, not a leak.
IN_FLIGHT_GRACE_SECONDS = 60.0

Deleter = Callable[[Path, str, Mapping[str, str]], bool]


@dataclass(frozen=True)
class PurgeOutcome:
    id: str
    action: str  # listed | deleted | kept | failed
    reason: str  # our-fork | turnless-fork | continued | in-flight | delete-failed
    title: str
    directory: str
    own_turns: int


@dataclass(frozen=True)
class PurgeReport:
    scope: str  # project | all
    root: str | None
    deleting: bool
    sessions: tuple[PurgeOutcome, ...]

    @property
    def purgeable(self) -> int:
        return sum(1 for s in self.sessions if s.action in ("listed", "deleted", "failed"))

    @property
    def exit_code(self) -> int:
        return 1 if any(s.action == "failed" for s in self.sessions) else 0


def classify(fork: SessionInfo, now_ms: int, in_flight_ms: int) -> tuple[bool, str]:
    """(purgeable, reason) for one fork session."""
    if fork.is_our_fork:
        # Our prompt is the fork's first own turn; a second one is someone continuing it.
        if fork.fork_own_turns > 1:
            return False, "continued"
        last = max(fork.last_message_time or 0, fork.time_updated)
        if fork.busy and now_ms - last < in_flight_ms:
            return False, "in-flight"
        return True, "our-fork"
    if fork.is_turnless_fork:
        return True, "turnless-fork"
    return False, "continued"


def purge_forks(
    ctx: Context,
    *,
    all_projects: bool = False,
    delete: bool = False,
    deleter: Deleter | None = None,
    now: float | None = None,
) -> PurgeReport:
    """List the leaked forks of `directory`'s project (or every project); delete on request.

    Deleting goes through `opencode session delete`, never through the database.
    """
    cfg = ctx.settings
    run_env = dict(ctx.env)
    root = None if all_projects else canonical_root(ctx.directory)
    now_ms = int((time.time() if now is None else now) * 1000)
    in_flight_ms = int((cfg.extract.timeout + IN_FLIGHT_GRACE_SECONDS) * 1000)
    with OpencodeDatabase(find_database(run_env)) as db:
        forks = db.fork_sessions(root)
    runs = Runs.of(r for r in fork_registry.load_all(ctx.state_dir) if r.state == "running")

    binary = opencode_binary.find_opencode(cfg.opencode.bin, run_env) if delete else None
    remove = deleter or opencode_binary.delete_session
    outcomes: list[PurgeOutcome] = []
    for fork in forks:
        purgeable, reason = judge(fork, now_ms, in_flight_ms, runs)
        if not purgeable:
            action = "kept"
        elif binary is None:
            action = "listed"
        elif remove(binary, fork.id, run_env):
            action = "deleted"
        else:
            action, reason = "failed", "delete-failed"
        outcomes.append(
            PurgeOutcome(fork.id, action, reason, fork.title, fork.directory, fork.fork_own_turns)
        )
    return PurgeReport(
        scope="all" if all_projects else "project",
        root=None if root is None else str(root),
        deleting=delete,
        sessions=tuple(outcomes),
    )


@dataclass(frozen=True)
class Runs:
    """The fork records of runs marked running, each owner's liveness asked once."""

    live: tuple[ForkRecord, ...]
    dead_forks: frozenset[str]  # forks whose run is gone: no one reads their answer

    @classmethod
    def of(cls, running: Iterable[ForkRecord]) -> Runs:
        live: list[ForkRecord] = []
        dead: set[str] = set()
        for record in running:
            if record.owner_alive():
                live.append(record)
            elif record.fork_id is not None:
                dead.add(record.fork_id)
        return cls(tuple(live), frozenset(dead))


def judge(fork: SessionInfo, now_ms: int, in_flight_ms: int, runs: Runs) -> tuple[bool, str]:
    """`classify`, corrected by the fork records of runs that are (or were) answering."""
    purgeable, reason = classify(fork, now_ms, in_flight_ms)
    if reason == "in-flight" and fork.id in runs.dead_forks:
        # Mid-answer only on paper: the run that was reading the answer is gone.
        return True, "our-fork"
    if purgeable and _made_by_a_live_run(fork, runs.live):
        return False, "in-flight"
    return purgeable, reason


def _made_by_a_live_run(fork: SessionInfo, live: Sequence[ForkRecord]) -> bool:
    """A fork a running `maintain` is making or answering with right now (it may still be
    turn-less for a moment, before opencode stores the prompt)."""
    for record in live:
        if record.fork_id is not None:
            if record.fork_id == fork.id:
                return True
        elif (
            record.directory == fork.directory
            and fork.time_created >= int(record.started_at * 1000) - SLACK_MS
        ):
            return True
    return False


__all__: Sequence[str] = ["PurgeOutcome", "PurgeReport", "Runs", "classify", "judge", "purge_forks"]
