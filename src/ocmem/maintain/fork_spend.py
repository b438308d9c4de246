"""One ledger record per fork a pass ran, and the `tokens`/`cost` its report carries."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from ocmem.gateway.fork import ForkResult
from ocmem.state import ledger
from ocmem.state.logs import logger
from ocmem.tokens import Tokens


def fork_ran(result: ForkResult) -> bool:
    """Whether an opencode process ran (a fork refused before starting cost nothing)."""
    return (
        result.fork_id is not None
        or bool(result.events)
        or result.returncode is not None
        or result.timed_out
    )


def record_fork(
    state_dir: Path,
    result: ForkResult,
    *,
    kind: str,
    trigger: str,
    session: str | None,
    store: str,
    model: str | None,
    outcome: str,
    duration_ms: int,
) -> None:
    """Append the fork's record; a ledger that cannot be written never fails the pass."""
    if not fork_ran(result):
        return
    usage = result.usage
    record = ledger.LedgerRecord(
        ts=ledger.now_iso(),
        kind=kind,
        trigger=trigger,
        session=session,
        store=store,
        model=model,
        tokens=usage.tokens,
        cost=usage.cost,
        duration_ms=duration_ms,
        result=outcome,
    )
    _append(state_dir, record)


def record_stopped_fork(
    state_dir: Path,
    *,
    kind: str,
    trigger: str,
    session: str | None,
    store: str,
    model: str | None,
    duration_ms: int,
) -> None:
    """A fork stopped mid-answer (Ctrl-C, SIGTERM): its request reached the provider, which
    may bill it, but its usage was never reported. One record counts it, tokens unknown."""
    record = ledger.LedgerRecord(
        ts=ledger.now_iso(),
        kind=kind,
        trigger=trigger,
        session=session,
        store=store,
        model=model,
        tokens=Tokens(),
        cost=0.0,
        duration_ms=duration_ms,
        result="stopped",
    )
    _append(state_dir, record)


def _append(state_dir: Path, record: ledger.LedgerRecord) -> None:
    """A ledger that cannot be written never fails the pass: one log line says so."""
    try:
        ledger.append(state_dir, record)
    except OSError as exc:
        logger().warning("ledger not written: %s", exc.strerror or type(exc).__name__)


__all__: Sequence[str] = ["fork_ran", "record_fork", "record_stopped_fork"]


def spend_text(tokens: Mapping[str, int] | None, cost: float | None) -> str:
    """` tokens=… cost=…` for a pass's log line ("" when no fork ran)."""
    if tokens is None:
        return ""
    return f" tokens={sum(tokens.values())} cost={cost or 0:.6f}"
