"""opencode as a child of the wrapper: inherited stdio and TTY, forwarded signals, and an
exit status the shell cannot tell from opencode's own.

The child stays in the wrapper's process group, so terminal-generated signals (Ctrl-C
in `opencode run`, window resizes, the TUI's own Ctrl-Z, which signals the whole group)
reach both; forwarding them again is harmless (opencode dies of the first SIGINT either
way), and a signal sent to the wrapper alone — `kill`, a supervisor's SIGTERM — still
reaches opencode.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import FrameType

FORWARDED_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name)
    for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGWINCH", "SIGQUIT", "SIGUSR1", "SIGUSR2")
    if hasattr(signal, name)
)


@dataclass(frozen=True)
class ExitStatus:
    """How the child ended: an exit code, or the signal that killed it."""

    code: int | None
    signal: int | None = None

    @property
    def shell_code(self) -> int:
        """The status a shell reports: the code, or 128 + the signal number."""
        if self.signal is not None:
            return 128 + self.signal
        return self.code if self.code is not None else 1

    @classmethod
    def from_returncode(cls, returncode: int) -> ExitStatus:
        return cls(None, -returncode) if returncode < 0 else cls(returncode)


class Child:
    """Spawns opencode and forwards signals to it while `forwarding()` is active."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[bytes] | None = None
        self._pending: list[int] = []

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def is_running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    @contextlib.contextmanager
    def forwarding(self) -> Iterator[None]:
        """Forward FORWARDED_SIGNALS to the child; signals before the spawn are held."""
        previous: dict[signal.Signals, object] = {}
        for forwarded in FORWARDED_SIGNALS:
            with contextlib.suppress(OSError, ValueError):
                if signal.getsignal(forwarded) is signal.SIG_IGN:
                    # ignored when we started (`nohup`, `trap '' INT`): opencode inherits
                    # the same, as it would without us, and nothing is passed on
                    continue
                previous[forwarded] = signal.signal(forwarded, self._on_signal)
        try:
            yield
        finally:
            # A handler installed outside Python reads back as None and cannot be restored.
            for forwarded, handler in previous.items():
                with contextlib.suppress(OSError, ValueError, TypeError):
                    signal.signal(forwarded, handler)  # type: ignore[arg-type]

    def spawn(self, binary: str, args: Sequence[str], env: Mapping[str, str]) -> None:
        # close_fds=False: descriptors the caller handed us (`opencode 3>file`) reach opencode
        # as they would without the wrapper; our own are opened non-inheritable anyway.
        self._process = subprocess.Popen([binary, *args], env=dict(env), close_fds=False)
        pending, self._pending = self._pending, []
        for number in pending:
            self._send(number)

    def wait(self) -> ExitStatus:
        assert self._process is not None
        return ExitStatus.from_returncode(self._process.wait())

    def _on_signal(self, number: int, _frame: FrameType | None) -> None:
        if self._process is None:
            self._pending.append(number)
        else:
            self._send(number)

    def _send(self, number: int) -> None:
        if self._process is not None and self._process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self._process.send_signal(number)


def exit_like(status: ExitStatus) -> int:
    """End the way the child ended: re-raise its fatal signal on ourselves, else its code.

    A shell then sees the same status (`$?` = 130 and no "script continues" after Ctrl-C).
    Returns only when the signal did not end us.
    """
    if status.signal is None:
        return status.shell_code
    sys.stdout.flush()
    sys.stderr.flush()
    with contextlib.suppress(OSError, ValueError):  # SIGKILL and SIGSTOP cannot be handled
        signal.signal(status.signal, signal.SIG_DFL)
    with contextlib.suppress(OSError):
        os.kill(os.getpid(), status.signal)
    return status.shell_code
