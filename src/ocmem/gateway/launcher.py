"""The real opencode for a wrapped launch: found, and exec'd, with the standard library only.

It gives the answer `ocmem.gateway.binary.find_opencode` gives for the resolved
`opencode.bin` setting (the tests hold the two together), without importing the settings
machinery, pathlib or subprocess: `opencode.bin` has no plugin option, so the environment
and the two TOML files are all there is to read, and `tomllib` is loaded only when one of
those files exists.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable, Mapping, MutableMapping, Sequence

from ocmem.errors import OcmemError

BIN_ENV = "OPENCODE_MEMORY_OPENCODE_BIN"
WRAP_CHAIN_ENV = "OPENCODE_MEMORY_WRAP_CHAIN"
LOOP_REPEATS = 3
_CHAIN_KEEP = 8
_HEAD_BYTES = 4096
OWN_NAMES = ("opencode-memory", "ocmem")
_NOT_EXECUTABLE_HINT = "fix OPENCODE_MEMORY_OPENCODE_BIN or [opencode] bin, or unset it to use PATH"
_NOT_FOUND_HINT = "install it (npm i -g opencode-ai) or set OPENCODE_MEMORY_OPENCODE_BIN"


class OpencodeMissingError(OcmemError):
    """No runnable opencode: the configured path is not executable, or PATH has none."""


def find_real_opencode(
    env: Mapping[str, str], directory: str, warn: Callable[[str], None] | None = None
) -> str:
    """The configured `opencode.bin`, else the first `opencode` on PATH that is not us.

    A configured path that is gone, not executable, or leads back to this tool is stale:
    PATH is used instead and `warn` gets one line saying so.
    """
    configured = configured_binary(env, directory)
    if configured is not None:
        path, source = configured
        if _is_executable(path) and not is_ourselves(path, env):
            return path
        reason = "leads back to opencode-memory" if _is_executable(path) else "is not executable"
        stale = f"opencode.bin ({source}) points at {path}, which {reason}"
        found = path_opencode(env)
        if found is None:
            raise OpencodeMissingError(
                f"{stale}, and no opencode was found on PATH", _NOT_EXECUTABLE_HINT
            )
        if warn is not None:
            warn(f"{stale}; using {found} from PATH (hint: {_NOT_EXECUTABLE_HINT})")
        return found
    found = path_opencode(env)
    if found is None:
        raise OpencodeMissingError(*no_opencode_on_path(env))
    return found


def no_opencode_on_path(env: Mapping[str, str]) -> tuple[str, str]:
    """(message, hint) when PATH gives no opencode to run: a file named opencode that
    cannot be run is named, not taken for a missing one."""
    for entry in env.get("PATH", os.defpath).split(os.pathsep):
        candidate = os.path.join(entry, "opencode") if entry else ""
        if candidate and os.path.isfile(candidate) and not os.access(candidate, os.X_OK):
            return (
                f"opencode on PATH ({candidate}) is not executable",
                f"make it executable (chmod +x {candidate}) or set {BIN_ENV}",
            )
    return "opencode was not found on PATH", _NOT_FOUND_HINT


def path_opencode(env: Mapping[str, str]) -> str | None:
    """The first `opencode` on PATH that is neither this tool nor a shim caught looping."""
    looping = looping_binaries(env)
    for entry in env.get("PATH", os.defpath).split(os.pathsep):
        if not entry:
            continue
        candidate = os.path.join(entry, "opencode")
        if (
            _is_executable(candidate)
            and os.path.realpath(candidate) not in looping
            and not is_ourselves(candidate, env)
        ):
            return candidate
    return None


def looping_binaries(env: Mapping[str, str]) -> set[str]:
    """Scripts that the last wraps in a row chose, each leading straight back to `wrap`.

    Every launch appends its choice to `OPENCODE_MEMORY_WRAP_CHAIN`. A shim we cannot
    recognise by its content (it names us through a variable, say) shows up as the same
    script chosen `LOOP_REPEATS` times running, and is skipped from then on. A real
    opencode is a compiled binary, never a script, so opencode run inside opencode
    (from a tool) is never taken for a loop.
    """
    chain = [p for p in env.get(WRAP_CHAIN_ENV, "").split(os.pathsep) if p]
    if len(chain) < LOOP_REPEATS:
        return set()
    tail = set(chain[-LOOP_REPEATS:])
    if len(tail) != 1:
        return set()
    (repeated,) = tail
    return {repeated} if _is_script(repeated) else set()


def mark_chosen(env: MutableMapping[str, str], binary: str) -> None:
    """Record `binary` as this launch's choice in the environment it hands on."""
    chain = [p for p in env.get(WRAP_CHAIN_ENV, "").split(os.pathsep) if p]
    chain.append(os.path.realpath(binary))
    env[WRAP_CHAIN_ENV] = os.pathsep.join(chain[-_CHAIN_KEEP:])


def configured_binary(env: Mapping[str, str], directory: str) -> tuple[str, str] | None:
    """(path, source) of `opencode.bin` by the settings precedence, or None for PATH lookup.

    An empty or non-string value is invalid and falls through to the next layer, as in
    `ocmem.settings`; a TOML file that does not parse is skipped.
    """
    value = _as_path(env.get(BIN_ENV))
    if value is not None:
        return value, f"env:{BIN_ENV}"
    for toml_file in (project_toml_file(directory), user_toml_file(env)):
        if not os.path.isfile(toml_file):
            continue
        value = _as_path(_toml_bin(toml_file))
        if value is not None:
            return value, f"file:{toml_file}"
    return None


def is_ourselves(candidate: str, env: Mapping[str, str]) -> bool:
    """True for a launcher that would run this tool instead of opencode."""
    real = os.path.realpath(candidate)
    for name in OWN_NAMES:
        own = _which(name, env)
        if own is not None and os.path.realpath(own) == real:
            return True
    if os.path.basename(real) in OWN_NAMES:
        return True
    head = _head(real)
    # A console-script shim for our package (e.g. a symlink or copy named `opencode`), or
    # a user's own shim script that runs `opencode-memory wrap`. A script that only names
    # us (in a comment, in a variable) is someone's opencode: a loop through it is still
    # caught by `looping_binaries`.
    return head.startswith(b"#!") and any(
        _launches_us(line) for line in head.decode("latin-1").splitlines()[1:]
    )


def _launches_us(line: str) -> bool:
    """``from ocmem.entry import main`` (our console script), or a command line that runs
    ``opencode-memory … wrap``; not a comment, nor a variable's value."""
    words = line.split()
    if not words or words[0].startswith("#") or "=" in words[0]:
        return False
    if words[0] in ("from", "import") and len(words) > 1:
        return words[1].split(".")[0] == "ocmem"
    for i, word in enumerate(words):
        command = word.strip("\"'();&|").rsplit("/", 1)[-1]
        if command in OWN_NAMES and "wrap" in words[i + 1 :]:
            return True
        if command == "-m" and i + 1 < len(words) and words[i + 1] == "ocmem":
            return "wrap" in words[i + 2 :]
    return False


def _head(path: str) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read(_HEAD_BYTES)
    except OSError:
        return b""


def _is_script(path: str) -> bool:
    return _head(path).startswith(b"#!")


def project_toml_file(directory: str) -> str:
    root = _git_root(directory) or os.path.abspath(directory)
    return os.path.join(root, ".opencode", "opencode-memory.toml")


def user_toml_file(env: Mapping[str, str]) -> str:
    config_home = env.get("XDG_CONFIG_HOME", "")
    if not (config_home and os.path.isabs(config_home)):
        config_home = os.path.join(env.get("HOME") or os.path.expanduser("~"), ".config")
    return os.path.join(config_home, "opencode-memory", "config.toml")


def _git_root(directory: str) -> str | None:
    current = os.path.abspath(directory)
    while True:
        if os.path.exists(os.path.join(current, ".git")):
            return current
        parent = os.path.dirname(current)
        if parent == current:
            return None
        current = parent


def _toml_bin(path: str) -> object:
    import tomllib

    try:
        with open(path, "rb") as handle:
            table = tomllib.load(handle)
    except (OSError, ValueError):  # TOMLDecodeError, or a file that is not UTF-8
        return None
    section = table.get("opencode")
    return section.get("bin") if isinstance(section, dict) else None


def _as_path(raw: object) -> str | None:
    if isinstance(raw, str) and raw.strip():
        return os.path.expanduser(raw.strip())
    return None


def _is_executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def _which(name: str, env: Mapping[str, str]) -> str | None:
    for entry in env.get("PATH", os.defpath).split(os.pathsep):
        if entry:
            candidate = os.path.join(entry, name)
            if _is_executable(candidate):
                return candidate
    return None


# Python ignores these at start-up; an ignored disposition survives exec, so opencode would
# inherit it (e.g. `opencode models | head -1` would see EPIPE instead of dying quietly).
_RESET_ON_EXEC = ("SIGPIPE", "SIGXFSZ", "SIGXFZ")


def replace_process(binary: str, args: Sequence[str]) -> None:
    """Become opencode (same pid, TTY, signals and exit status); raises OSError if the
    exec fails, and otherwise never returns."""
    for name in _RESET_ON_EXEC:
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, signal.SIG_DFL)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(binary, [binary, *args])
