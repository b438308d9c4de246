"""Stop signals (SIGTERM, SIGHUP) unwind like Ctrl-C: raised as `Stopped` in the main
thread, so `with` blocks run and a fork in flight is killed and deleted on the way out.
Used by every command and by the wrapper's foreground exit pass."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class Stopped(BaseException):
    """A stop signal arrived; raised in the main thread so `with` blocks and forks unwind."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


@contextlib.contextmanager
def stop_signals_unwind() -> Iterator[None]:
    """SIGTERM and SIGHUP raise `Stopped` in the main thread for the `with` block.

    Signals already ignored (`nohup`) or handled by someone else stay as they are.
    """
    installed: list[signal.Signals] = []

    stopping: list[int] = []

    def on_signal(signum: int, frame: FrameType | None) -> None:
        if stopping:
            return  # already unwinding: let the cleanup (killing and deleting a fork) finish
        stopping.append(signum)
        raise Stopped(signum)

    with contextlib.suppress(ValueError):  # not the main thread: leave signals alone
        for sig in STOP_SIGNALS:
            if signal.getsignal(sig) is signal.SIG_DFL:
                signal.signal(sig, on_signal)
                installed.append(sig)
    try:
        yield
    finally:
        for sig in installed:
            signal.signal(sig, signal.SIG_DFL)


__all__ = ["STOP_SIGNALS", "Stopped", "stop_signals_unwind"]
