"""A session-running launch (TUI, `run`, `attach`): opencode as a child, then the exit pass.

The order of work keeps opencode's start fast and its exit status intact:

1. For the TUI only, settings are read first (they decide whether to add `--port` and a
   password for the idle watcher); `run` and `attach` start opencode before anything.
2. opencode runs with the user's arguments, stdio and TTY; signals are forwarded.
3. After it exits, the exit pass runs inline (`foreground`) or in a detached process.
4. The wrapper ends the way opencode ended: the same exit code, or the same signal.

Everything of ours is fenced: a failure anywhere (settings, the watcher, the database,
the state dir) becomes one log line with a hint, and opencode still runs exactly once.
"""

from __future__ import annotations

import os
import signal
import sys
import time
import warnings
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from ocmem import paths
from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs
from ocmem.errors import OcmemError, OcmemWarning
from ocmem.gateway.child import Child, ExitStatus, exit_like
from ocmem.values import is_on
from ocmem.wrapper.detach import DetachedProcesses
from ocmem.wrapper.invocation import RUN, TUI, Invocation, launch_directory
from ocmem.wrapper.wrap_log import WrapLog

if TYPE_CHECKING:
    from ocmem.context import Context
    from ocmem.gateway.version import Capabilities
    from ocmem.wrapper.idle import IdleWatcher, ServerAccess
    from ocmem.wrapper.idle_reconcile import Decision, ReconcileLoop

T = TypeVar("T")
EXIT_CANNOT_RUN = 126
EXIT_NOT_FOUND = 127
_BUG_HINT = "opencode itself was not affected; please report this with the log file"
_SETTINGS_HINT = "the value was ignored; `opencode-memory settings` shows every layer"
_STATE_HINT = "set OPENCODE_MEMORY_STATE_DIR (or [state] dir) to a writable directory"


def run_session_launch(binary: str, invocation: Invocation, env: Mapping[str, str]) -> int:
    """Run opencode for a session-running invocation; returns (or dies with) its status."""
    return SessionLaunch(binary, invocation, env).run()


class SessionLaunch:
    def __init__(self, binary: str, invocation: Invocation, env: Mapping[str, str]) -> None:
        self.binary = binary
        self.invocation = invocation
        self.env = dict(env)
        self.started_ms = int(time.time() * 1000)
        self.directory = Path(invocation.directory or launch_directory(env))
        self.log = WrapLog(_fallback_state_dir(env), _env_flag(env, "OPENCODE_MEMORY_FOREGROUND"))
        self.child = Child()
        self.detached = DetachedProcesses()
        self.ctx: Context | None = None
        self._watcher: IdleWatcher | None = None
        self._reconcile: ReconcileLoop | None = None
        self._capabilities: Capabilities | None = None
        self.recall_file: Path | None = None
        self.recall_store: Path | None = None

    def run(self) -> int:
        # Signals are held from here until opencode is started (then forwarded to it), and our
        # lines on stderr wait until it has exited.
        self.log.hold_stderr()
        with self.child.forwarding():
            args, extra_env, access = self._prepare()
            try:
                self.child.spawn(self.binary, args, {**self.env, **extra_env})
            except OSError as exc:
                self.log.release_stderr()
                return self._cannot_run(exc)
            if self.ctx is None:
                self._guard("reading the settings", self._load_settings, None)
            if access is not None:
                self._guard("starting the idle watcher", lambda: self._start_watcher(access), None)
            status = self.child.wait()

        self._guard("stopping the idle watcher", self._stop_watcher, None)
        self.log.release_stderr()
        self._guard("the exit pass", lambda: self._exit_pass(status), None)
        return exit_like(status)

    # --- before the launch ----------------------------------------------------------------

    def _prepare(self) -> tuple[list[str], dict[str, str], ServerAccess | None]:
        """The launch's argv and extra environment: the user's arguments unchanged, plus
        the recall block (TUI and `run`) and, for the TUI, the idle watcher's port."""
        args = list(self.invocation.args)
        if self.invocation.kind not in (TUI, RUN):
            return args, {}, None
        self._guard("reading the settings", self._load_settings, None)
        no_recall: dict[str, str] = {}
        recall_env = self._guard("preparing the recall block", self._recall_env, no_recall)
        if self.invocation.kind != TUI:
            return args, recall_env, None
        prepared = self._guard("preparing the idle watcher", self._idle_launch, None)
        if prepared is None:
            return args, recall_env, None
        idle_args, idle_env, access = prepared
        return idle_args, {**idle_env, **recall_env}, access

    def _recall_env(self) -> dict[str, str]:
        """`OPENCODE_CONFIG_CONTENT` naming this launch's recall file, when there is one,
        and the per-turn recall plugin with the command that runs its service."""
        ctx = self.ctx
        if ctx is None or not ctx.settings.recall.enabled:
            return {}
        if self._state_dir_problem(ctx.state_dir) is not None:
            return {}
        from ocmem.gateway import recall_plugin
        from ocmem.wrapper import launch_recall

        location = ctx.store
        block = launch_recall.render_block(location, launch_recall.read_index(location))
        # Even over an empty store: memories saved while the session runs are recalled.
        per_turn = ctx.settings.recall.per_turn
        plugin = recall_plugin.launch_plugin(per_turn, self.env)
        if per_turn and plugin is None:
            self.log.info(
                "per-turn recall: not in this launch: opencode has not installed its plugin "
                "package in its config dir yet, and would hold the start until it has"
            )
        if block is None and plugin is None:
            return {}
        # A user OPENCODE_CONFIG_CONTENT that does not parse is left alone (no recall).
        user_config = launch_recall.user_config(self.env.get("OPENCODE_CONFIG_CONTENT"))
        if block is not None:
            self.recall_file = launch_recall.write_launch_file(ctx.state_dir, block)
            self.recall_store = location.memory_dir
        content = launch_recall.config_with_recall(
            user_config, self.recall_file, self.recall_store, plugin
        )
        added = {"OPENCODE_CONFIG_CONTENT": content}
        if plugin is not None:
            added.update(recall_plugin.launch_env())
        return added

    def _load_settings(self) -> None:
        from ocmem import context

        if self.ctx is not None:
            return
        ctx = context.build(self.directory, self.env)
        self.ctx = ctx
        cfg = ctx.settings
        self.log.configure(ctx.state_dir, cfg.foreground)
        for problem in cfg.problems:
            self.log.failure(f"settings: {problem}", _SETTINGS_HINT)

    def _idle_launch(self) -> tuple[list[str], dict[str, str], ServerAccess] | None:
        ctx = self.ctx
        if ctx is None or self.invocation.opens_server:
            return None
        cfg = ctx.settings
        if not (cfg.idle.enabled and cfg.extract.enabled):
            return None
        if self._state_dir_problem(ctx.state_dir) is not None:
            return None
        caps = self._opencode_capabilities(ctx.state_dir)
        if not caps.idle_watch:
            # These versions exit at once with `Unauthorized` when given a port and a
            # password; the TUI must run as if we were not there.
            self.log.info(
                f"idle: opencode {caps.version} cannot take --port with a password "
                f"(needs {_min_version('SERVER_PASSWORD_SINCE')}); idle extraction is off, "
                "the exit pass mines this launch"
            )
            return None
        from ocmem.wrapper.idle import port_args, server_access

        access, extra_env = server_access(self.env)
        return [*port_args(access), *self.invocation.args], extra_env, access

    # --- while opencode runs ----------------------------------------------------------------

    def _start_watcher(self, access: ServerAccess) -> None:
        from ocmem.state import marks
        from ocmem.wrapper.exit_pass import sessions_ran
        from ocmem.wrapper.idle import IdleTracker, IdleWatcher, SchedulerTimers
        from ocmem.wrapper.idle_reconcile import IdleReconciler, ReconcileLoop, tick_seconds

        ctx = self.ctx
        assert ctx is not None
        seconds = ctx.settings.idle.seconds
        state_dir = ctx.state_dir
        reconciler = IdleReconciler(
            read_sessions=lambda: sessions_ran(ctx, self.started_ms),
            load_mark=lambda session_id: marks.load(state_dir, session_id),
            start_pass=self._extract_idle,
            seconds=seconds,
            log=self.log.info,
        )
        interval = tick_seconds(seconds)
        loop = ReconcileLoop(reconciler, interval, self.child.is_running, self.log.info)
        self._reconcile = loop

        def idle_timer_fired(session_id: str) -> None:
            # The timer waited out the quiet time; the database still decides.
            none: list[Decision] = []
            self._guard("the idle pass", lambda: reconciler.reconcile("idle", session_id), none)

        tracker = IdleTracker(SchedulerTimers(), seconds, idle_timer_fired, self.log.info)
        self._watcher = IdleWatcher(
            access,
            tracker,
            self.child.is_running,
            self.log.info,
            on_connect=lambda: loop.poke("stream connected"),
        )
        loop.start()
        self._watcher.start()

    def _extract_idle(self, session_id: str) -> int | None:
        self._guard("recording the recall file", lambda: self._remember_recall([session_id]), None)
        try:
            pid = self.detached.spawn(
                [
                    "maintain",
                    "--session",
                    session_id,
                    "--dir",
                    str(self.directory),
                    "--trigger",
                    "idle",
                ],
                self.env,
                None,
            )
        except OSError as exc:
            self.log.failure(f"idle: could not start the extraction: {exc}", _BUG_HINT)
            return None
        self.log.info(f"idle: extracting session {session_id} in the background (pid {pid})")
        return pid

    def _stop_watcher(self) -> None:
        if self._reconcile is not None:
            self._reconcile.stop()
        if self._watcher is not None:
            self._watcher.stop()

    def _opencode_capabilities(self, state_dir: Path) -> Capabilities:
        """What this launch's opencode can do; its version is read once and cached."""
        from ocmem.gateway.version import binary_capabilities

        if self._capabilities is None:
            self._capabilities = binary_capabilities(self.binary, state_dir)
        return self._capabilities

    # --- after opencode exits ---------------------------------------------------------------

    def _exit_pass(self, status: ExitStatus) -> None:
        ctx = self.ctx
        if ctx is None or not ctx.settings.extract.enabled:
            return
        problem = self._state_dir_problem(ctx.state_dir)
        if problem is not None:
            self.log.failure(f"memories were not extracted: {problem}", _STATE_HINT)
            return
        caps = self._opencode_capabilities(ctx.state_dir)
        if not caps.can_fork:
            self.log.failure(
                f"memories were not extracted: opencode {caps.version} cannot delete the "
                "sessions an extraction forks, so none is started",
                f"upgrade opencode to {_min_version('FLOOR')} or newer (npm i -g opencode-ai)",
            )
            return
        from ocmem.wrapper.exit_pass import post_session_args, run_exit_pass

        if ctx.settings.foreground:
            from ocmem.stopping import Stopped, stop_signals_unwind

            self.log.start()  # the exit pass logs through it
            try:
                # SIGTERM or SIGHUP unwinds the pass, so its fork is killed and deleted as
                # on Ctrl-C; the launch still ends with opencode's own status
                with stop_signals_unwind(), warnings.catch_warnings():
                    # our warnings are logged as one line each (on stderr in foreground);
                    # Python's own display would print each again with its source line
                    warnings.simplefilter("ignore", OcmemWarning)
                    run_exit_pass(
                        ctx,
                        self.started_ms,
                        recall_file=self.recall_file,
                        recall_store=self.recall_store,
                        announce=lambda: self.log.info(
                            f"exit pass: opencode exited ({_describe(status)}); extracting"
                        ),
                    )
            except KeyboardInterrupt:
                self.log.info("exit pass: interrupted")
            except Stopped as stopped:
                self.log.info(f"exit pass: stopped by {signal.Signals(stopped.signum).name}")
            return
        self.detached.spawn(
            post_session_args(self.directory, self.started_ms, self.recall_file, self.recall_store),
            self.env,
            None,
        )

    def _remember_recall(self, session_ids: list[str]) -> None:
        if self.ctx is None or self.recall_file is None or self.recall_store is None:
            return
        from ocmem.state import recall_record

        for session_id in session_ids:
            recall_record.remember(
                self.ctx.state_dir, session_id, self.recall_file, self.recall_store
            )

    def _state_dir_problem(self, state_dir: Path) -> str | None:
        try:
            make_dirs((state_dir / "logs"), PRIVATE_DIR_MODE)
        except OSError as exc:
            return f"the state dir {state_dir} is not writable ({exc.strerror or exc})"
        if not os.access(state_dir, os.W_OK):
            return f"the state dir {state_dir} is not writable"
        return None

    # --- failures ---------------------------------------------------------------------------

    def _guard(self, what: str, action: Callable[[], T], default: T) -> T:
        try:
            return action()
        except OcmemError as exc:
            self.log.failure(f"{what}: {exc.message}", exc.hint)
        except Exception as exc:
            self.log.failure(f"{what} failed: {type(exc).__name__}: {exc}", _BUG_HINT)
        return default

    def _cannot_run(self, exc: OSError) -> int:
        sys.stderr.write(f"opencode-memory: cannot run {self.binary}: {exc.strerror or exc}\n")
        return EXIT_NOT_FOUND if isinstance(exc, FileNotFoundError) else EXIT_CANNOT_RUN


def _min_version(name: str) -> str:
    from ocmem.gateway import version

    return str(getattr(version, name))


def _describe(status: ExitStatus) -> str:
    return f"signal {status.signal}" if status.signal is not None else f"code {status.code}"


def _fallback_state_dir(env: Mapping[str, str]) -> Path:
    configured = env.get("OPENCODE_MEMORY_STATE_DIR", "").strip()
    return Path(os.path.expanduser(configured)) if configured else paths.default_state_dir(env)


def _env_flag(env: Mapping[str, str], name: str) -> bool:
    return is_on(env.get(name))
