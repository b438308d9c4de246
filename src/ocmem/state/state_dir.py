"""Whether the state dir can be used, and faults on disk told in words.

A state dir that is a file, sits under a file, cannot be written, or is on a full disk
stops every command that keeps state; each says so in one line with a fix, instead of a
traceback from whichever write happened to hit it first.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ocmem.errors import OcmemError

PROBE_PREFIX = ".ocmem-probe-"
# Enough to notice a full disk; a write of this size fails with ENOSPC when there is none.
PROBE_BYTES = 8192
STATE_DIR_HINT = "or set OPENCODE_MEMORY_STATE_DIR to a writable directory"


class StateDirError(OcmemError):
    """The state dir cannot be used."""


def state_dir_problem(state_dir: Path) -> tuple[str, str] | None:
    """(message, hint) when `state_dir` cannot hold state, else None.

    Reads only, apart from one probe file written and removed in the state dir (or, when
    it does not exist yet, in the nearest existing directory above it).
    """
    current = Path(os.path.abspath(state_dir))
    while not os.path.lexists(current) and current.parent != current:
        current = current.parent
    if not current.is_dir():
        if current == Path(os.path.abspath(state_dir)):
            return (
                f"the state dir {state_dir} is a file, not a directory",
                f"move that file out of the way, {STATE_DIR_HINT}",
            )
        return (
            f"the state dir {state_dir} cannot be created: {current} is a file",
            f"move {current} out of the way, {STATE_DIR_HINT}",
        )
    try:
        fd, name = tempfile.mkstemp(prefix=PROBE_PREFIX, dir=current)
    except OSError as exc:
        return _describe(state_dir, current, exc)
    try:
        os.write(fd, b"\0" * PROBE_BYTES)
    except OSError as exc:
        return _describe(state_dir, current, exc)
    finally:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(name)
    return None


def require_state_dir(state_dir: Path) -> None:
    """Raise `StateDirError` (one line and a hint) when the state dir cannot be used."""
    problem = state_dir_problem(state_dir)
    if problem is not None:
        raise StateDirError(*problem)


def _describe(state_dir: Path, blocker: Path, exc: OSError) -> tuple[str, str]:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return (
            f"the state dir {state_dir} is on a full disk ({exc.strerror})",
            f"free some space on the disk holding {blocker}, {STATE_DIR_HINT}",
        )
    if exc.errno == errno.EROFS:
        return (
            f"the state dir {state_dir} is on a read-only file system",
            "set OPENCODE_MEMORY_STATE_DIR to a directory on a writable disk",
        )
    if exc.errno in (errno.EACCES, errno.EPERM):
        return (
            f"the state dir {state_dir} is not writable ({exc.strerror})",
            f"make {blocker} writable for your user (chmod u+w {blocker}), {STATE_DIR_HINT}",
        )
    # Not a matter of permissions (/proc, /sys: "No such file or directory"): chmod is no fix.
    return (
        f"the state dir {state_dir} cannot be created in {blocker} ({exc.strerror})",
        "set OPENCODE_MEMORY_STATE_DIR to a directory on an ordinary, writable disk",
    )


def describe_os_error(exc: OSError) -> tuple[str, str]:
    """One line and a hint for a file-system error that reached the command line."""
    where = f" {exc.filename}" if exc.filename else ""
    reason = exc.strerror or type(exc).__name__
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        if not exc.filename:  # a stream, not a file of ours: the output went to a full disk
            return (f"no space left to write the output ({reason})", "free some disk space")
        return (
            f"no space left to write{where} ({reason})",
            "free some disk space (or set OPENCODE_MEMORY_STATE_DIR to another disk), then retry",
        )
    if exc.errno in (errno.EACCES, errno.EPERM):
        return (
            f"permission denied writing{where}",
            "make that path writable for your user, or set OPENCODE_MEMORY_STATE_DIR elsewhere",
        )
    if exc.errno == errno.EISDIR:
        return (
            f"a directory is in the way of a file at{where}",
            "move that directory out of the way, or set OPENCODE_MEMORY_STATE_DIR elsewhere",
        )
    if exc.errno in (errno.ENOTDIR, errno.EEXIST):
        return (
            f"a file is in the way of a directory at{where} ({reason})",
            "move that file out of the way, or set OPENCODE_MEMORY_STATE_DIR elsewhere",
        )
    if exc.errno == errno.ENOENT and not exc.filename and _cwd_is_gone():
        return (
            "the current directory no longer exists (it was deleted or moved)",
            "cd into a directory that exists, or pass --dir, then try again",
        )
    if exc.errno == errno.EROFS:
        return (f"read-only file system at{where}", "use a directory on a writable disk")
    return (f"{reason}:{where}" if where else reason, "check that path, then try again")


def _cwd_is_gone() -> bool:
    try:
        os.getcwd()
    except FileNotFoundError:
        return True
    return False


__all__: Sequence[str] = [
    "StateDirError",
    "describe_os_error",
    "require_state_dir",
    "state_dir_problem",
]
