"""After a wrapped launch: mine the sessions it ran, then the dream gate (via `maintain`).

Which sessions a launch ran is read from opencode's database, not guessed from its output:
every top-level session in the launch directory's store scope that was updated since the
launch started. That covers a TUI that switched between sessions, resumed ones
(`-c`, `-s`), and `run --attach`. Each goes through `maintain` for that one session,
which holds the store's pipeline lock and re-reads the session's mark under it, so a
session an idle pass already covered costs no model call.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ocmem.context import Context
from ocmem.errors import OcmemError
from ocmem.gateway.database import OpencodeDatabase, SessionInfo, find_database
from ocmem.maintain.fork_spend import spend_text
from ocmem.maintain.pipeline import MaintainReport, SessionOutcome, maintain
from ocmem.state.logs import logger
from ocmem.state.state_dir import describe_os_error

POST_SESSION_COMMAND = "_post-session"
BUG_HINT = "opencode itself was not affected; please report this to opencode-memory"
MaintainFn = Callable[..., MaintainReport]


@dataclass(frozen=True)
class ExitPassReport:
    directory: str
    since_ms: int
    sessions: tuple[SessionOutcome, ...]
    failures: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.failures and all(s.action != "failed" for s in self.sessions)


def sessions_ran(ctx: Context, since_ms: int) -> list[SessionInfo]:
    """Top-level sessions in the context's store scope updated at or after `since_ms`."""
    location = ctx.store
    with OpencodeDatabase(find_database(ctx.env)) as db:
        return db.sessions_in_scope(location.root, since_ms=since_ms)


def run_exit_pass(
    ctx: Context,
    since_ms: int,
    *,
    run_maintain: MaintainFn = maintain,
    recall_file: Path | None = None,
    recall_store: Path | None = None,
    announce: Callable[[], None] | None = None,
) -> ExitPassReport:
    """Extraction for each session the launch ran, oldest first; logs one line per session.

    `announce` is called just before the extraction starts, so a launch with nothing to
    mine (opencode failed to start, say) ends in one line, not a "starting" line and then
    another saying there was nothing.

    A failure reading the database or the store is logged with its hint and reported,
    never raised: the caller is a launch that has already returned opencode's status.
    """
    directory = ctx.directory
    log = logger()
    try:
        sessions = sessions_ran(ctx, since_ms)
    except OcmemError as exc:
        return _failed(directory, since_ms, (), _describe(exc))
    if recall_file is not None and recall_store is not None:
        _remember_recall(ctx.state_dir, [s.id for s in sessions], recall_file, recall_store)
    if not sessions:
        log.info("exit pass: no session in %s was active during this launch", directory)
        return ExitPassReport(str(directory), since_ms, ())
    ids = [s.id for s in reversed(sessions)]
    if announce is not None:
        announce()
    try:
        # One run for all of them: one lock, one dream gate, one journal decision.
        report = run_maintain(ctx, session_ids=ids, trigger="exit")
    except Exception as exc:  # the launch already returned opencode's status
        return _failed(directory, since_ms, (), _describe(exc))
    outcomes = list(report.sessions)
    failures: list[str] = []
    for outcome in outcomes:
        log.info(
            "exit pass: session=%s action=%s reason=%s%s",
            outcome.id,
            outcome.action,
            outcome.reason,
            spend_text(outcome.tokens, outcome.cost),
        )
    return ExitPassReport(str(directory), since_ms, tuple(outcomes), tuple(failures))


def post_session_args(
    directory: Path,
    since_ms: int,
    recall_file: Path | None = None,
    recall_store: Path | None = None,
) -> list[str]:
    """Arguments of the hidden command that runs the exit pass in a detached process."""
    args = [POST_SESSION_COMMAND, "--dir", str(directory), "--since-ms", str(since_ms)]
    if recall_file is not None and recall_store is not None:
        args += ["--recall-file", str(recall_file), "--recall-store", str(recall_store)]
    return args


def _remember_recall(
    state_dir: Path, session_ids: Sequence[str], recall_file: Path, recall_store: Path
) -> None:
    """Tie the launch's recall file to its sessions (so their forks get the same system
    prompt), and prune recall files no existing session needs any more."""
    from ocmem.state import recall_record
    from ocmem.wrapper.launch_recall import prune_launch_files

    try:
        for session_id in session_ids:
            recall_record.remember(state_dir, session_id, recall_file, recall_store)
        with OpencodeDatabase(find_database()) as db:
            live = db.all_session_ids()
        recall_record.forget_missing(state_dir, live)
        needed = [*recall_record.recorded_files(state_dir).values(), recall_file]
        prune_launch_files(state_dir, needed)
    except (OSError, OcmemError) as exc:
        logger().warning("exit pass: recall bookkeeping failed: %s", exc)


def _failed(
    directory: Path, since_ms: int, sessions: Sequence[SessionOutcome], reason: str
) -> ExitPassReport:
    logger().warning("exit pass: %s", reason)
    return ExitPassReport(str(directory), since_ms, tuple(sessions), (reason,))


def _describe(exc: Exception) -> str:
    if isinstance(exc, OcmemError):
        return f"{exc.message} (hint: {exc.hint})" if exc.hint else exc.message
    if isinstance(exc, OSError) and exc.errno is not None:
        # the machine's fault (a full disk, a read-only mount), not ours: say what to do
        message, hint = describe_os_error(exc)
        return f"{message} (hint: {hint})"
    return f"{type(exc).__name__}: {exc} (hint: {BUG_HINT})"
