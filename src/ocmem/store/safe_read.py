"""Reading one file of a store without trusting what sits at its path.

A store may come from a cloned repository, so any name in it can be a symlink (to a private
key, to `/dev/zero`), a FIFO that blocks an `open` forever, a device or a directory. Reads
here never follow a link, never block, and never take more than a fixed number of bytes.
"""

from __future__ import annotations

import errno
import os
import stat

MAX_READ_BYTES = 1024 * 1024


class UnsafeFileError(Exception):
    """The path holds something other than a regular file we may read; the text says what."""


def read_regular_file(path: str | os.PathLike[str], max_bytes: int = MAX_READ_BYTES) -> bytes:
    """The bytes of the regular file at `path`; FileNotFoundError when nothing is there.

    The lstat runs first so that a FIFO is never opened; O_NOFOLLOW and O_NONBLOCK guard
    the window between lstat and open, and the type and size checks run again on the open
    descriptor itself, so a file swapped in between is caught. Raises `UnsafeFileError`.
    """
    try:
        info = os.lstat(path)
    except NotADirectoryError:
        raise FileNotFoundError(errno.ENOENT, "not found", os.fspath(path)) from None
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            raise
        raise UnsafeFileError(f"cannot be read ({exc.strerror})") from None
    _check_kind(info)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnsafeFileError("is a symlink (not followed)") from None
        raise UnsafeFileError(f"cannot be read ({exc.strerror})") from None
    try:
        info = os.fstat(fd)
        _check_kind(info)
        if info.st_size > max_bytes:
            raise UnsafeFileError(f"is larger than {max_bytes} bytes")
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes and (chunk := os.read(fd, max_bytes + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise UnsafeFileError(f"cannot be read ({exc.strerror})") from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise UnsafeFileError(f"is larger than {max_bytes} bytes")
    return b"".join(chunks)


def _check_kind(info: os.stat_result) -> None:
    mode = info.st_mode
    if stat.S_ISREG(mode):
        return
    if stat.S_ISLNK(mode):
        raise UnsafeFileError("is a symlink (not followed)")
    if stat.S_ISDIR(mode):
        raise UnsafeFileError("is a directory, not a file")
    if stat.S_ISFIFO(mode):
        raise UnsafeFileError("is a FIFO (named pipe), not a file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        raise UnsafeFileError("is a device, not a file")
    raise UnsafeFileError("is not a regular file")
