"""`opencode-memory wrap [--] ARGS…`: run the real opencode with ARGS untouched.

An invocation that runs no session (`--version`, `models`, `session list`, …) replaces
this process with opencode (`execv`: same pid, TTY, signals and exit status) after
reading only the environment and, if present, the TOML files that may name the binary.
Session-running invocations go to `ocmem.wrapper.supervisor`, which keeps opencode as a
child and does the post-session work, except on an opencode of an untested major
(`ocmem.gateway.version.NEWEST_TESTED_MAJOR`), which is exec'd as it is, like `--version`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from ocmem.gateway.launcher import (
    OpencodeMissingError,
    find_real_opencode,
    mark_chosen,
    replace_process,
)
from ocmem.values import is_on
from ocmem.wrapper.invocation import PASSTHROUGH, Invocation, classify, launch_directory

PRINT_SETTINGS_ENV = "OPENCODE_MEMORY_PRINT_SETTINGS"
EXIT_NOT_FOUND = 127
EXIT_NOT_EXECUTABLE = 126
_BUG_HINT = "opencode itself was not affected; please report this to opencode-memory"


def wrap_main(args: Sequence[str], show_settings: Callable[[str], int] | None = None) -> int:
    """Launch opencode with `args`. `show_settings(directory)` answers a launch made with
    the print-settings variable set; the CLI passes it in, so the wrapper never imports
    the CLI (which imports the wrapper)."""
    try:
        return _wrap(list(args[1:] if args[:1] == ["--"] else args), show_settings)
    except KeyboardInterrupt:  # Ctrl-C in the few milliseconds before opencode starts
        return 130


def _wrap(args: list[str], show_settings: Callable[[str], int] | None) -> int:
    env = os.environ
    base = launch_directory(env)
    try:
        invocation = classify(args, base)
    except Exception as exc:  # a parsing slip must never keep opencode from running
        _say(f"no post-session work for this launch: {type(exc).__name__}: {exc}", _BUG_HINT)
        invocation = Invocation(PASSTHROUGH, args, reason="unclassified")
    directory = invocation.directory or base

    if is_on(env.get(PRINT_SETTINGS_ENV)) and show_settings is not None:
        return show_settings(directory)

    # A stale `opencode.bin` is not printed here, in front of the command's own output
    # (`opencode --version`): the exit pass resolves the binary again and logs the one line
    # (stderr in foreground), and `doctor` reports it.
    try:
        binary = find_real_opencode(env, directory)
    except OpencodeMissingError as exc:
        _say(exc.message, exc.hint)
        return EXIT_NOT_FOUND
    mark_chosen(env, binary)  # a shim that leads back here is caught by the next wrap

    if not invocation.runs_sessions or _untested(binary, env):
        return exec_opencode(binary, args)
    try:
        from ocmem.wrapper.supervisor import run_session_launch
    except Exception as exc:  # a broken install of ours still launches opencode
        _say(f"no post-session work for this launch: {type(exc).__name__}: {exc}", _BUG_HINT)
        return exec_opencode(binary, args)
    return run_session_launch(binary, invocation, env)


def exec_opencode(binary: str, args: Sequence[str]) -> int:
    """Become opencode; returns only if the exec itself failed."""
    try:
        replace_process(binary, args)
    except OSError as exc:
        _say(f"cannot run {binary}: {exc.strerror or exc}", "check OPENCODE_MEMORY_OPENCODE_BIN")
    return EXIT_NOT_EXECUTABLE


# A launch asks an unknown binary its version once (then it is cached by the binary's size
# and time); a binary that does not answer quickly is taken for a current opencode rather
# than hold the user's launch up.
LAUNCH_PROBE_TIMEOUT = 3.0


def _untested(binary: str, env: Mapping[str, str]) -> bool:
    """Whether `binary` is an opencode whose major we have never tested: no port, no
    recall, no plugin, no exit pass for it. Read from its npm package or a cached probe."""
    try:
        from ocmem.gateway.version import is_untested, opencode_version
        from ocmem.paths import default_state_dir

        configured = env.get("OPENCODE_MEMORY_STATE_DIR", "").strip()
        cache = Path(os.path.expanduser(configured)) if configured else default_state_dir(env)
        return is_untested(opencode_version(binary, cache, timeout=LAUNCH_PROBE_TIMEOUT))
    except Exception:  # an unreadable version is a current one, as everywhere else
        return False


def _say(message: str, hint: str | None = None) -> None:
    line = f"opencode-memory: {message}"
    if hint:
        line += f" (hint: {hint})"
    sys.stderr.write(line + "\n")
    sys.stderr.flush()
