"""Words for result codes the core keeps terse (gate reasons, dream outcomes), shared by
the text renderers so `maintain`, `dream` and `status` say the same thing the same way."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # `status` reaches this through the typer-free fast path: load nothing
    from ocmem.maintain.dream import DreamOutcome
    from ocmem.maintain.gate import GateState


def gate_text(gate: GateState) -> str:
    """Why the dream is or is not due, in words and numbers."""
    sessions = f"{gate.sessions_since} of {gate.min_sessions} sessions since the last dream"
    if gate.reason == "disabled":
        return "off (dream.enabled is false)"
    if gate.reason == "too-soon":
        since = f"{gate.hours_since:.1f} h" if gate.hours_since is not None else "not long"
        return f"not due: too soon ({since} of the {gate.min_hours:g} h minimum)"
    if gate.reason == "too-few-sessions":
        return f"not due: too few sessions ({sessions})"
    if gate.due:
        return f"due ({sessions}, {gate.min_hours:g} h minimum)"
    return f"not due ({gate.reason})"


def dream_text(outcome: DreamOutcome) -> str:
    """One line: what the dream did, or why it did not run."""
    if outcome.result == "skipped":
        if outcome.reason == "budget":
            return "skipped: over today's budget (stays due)"
        if outcome.gate is not None and not outcome.gate.due:
            return gate_text(outcome.gate)
        if outcome.gate is not None:
            # due, but not run for another reason (the model did not answer this run)
            return f"skipped: {_words(outcome.reason)} (stays due)"
        return f"skipped ({_words(outcome.reason)})"
    if outcome.result == "fail":
        return f"failed ({_words(outcome.reason)})"
    done = f"done: {outcome.saved} saved, {outcome.deleted} deleted"
    if outcome.model:
        done += f" on {outcome.model}"
    if outcome.duration_ms:
        done += f" in {outcome.duration_ms / 1000:.1f} s"
    if outcome.reason:
        done += f" ({_words(outcome.reason)})"
    if outcome.tokens is not None:
        done += f"; {spend_words(outcome.tokens, outcome.cost)}"
    if outcome.over_budget:
        done += "; over today's budget, ran as asked"
    return done


def spend_words(tokens: Mapping[str, int], cost: float | None) -> str:
    """`12,345 tokens (80% cached), cost 0.0123` for one fork."""
    total = sum(tokens.values())
    read = tokens.get("cache_read", 0)
    seen = read + tokens.get("input", 0) + tokens.get("cache_write", 0)
    cached = f" ({read * 100 // seen}% cached)" if seen and read else ""
    return f"{total:,} tokens{cached}, cost {cost or 0:.4f}"


def report_failures(
    failures: list[tuple[str, str]], log_file: Path | None, command: str = "maintain"
) -> None:
    """Each failed pass on stderr with what to try, then where its log is."""
    from ocmem.cli import render

    for what, reason in failures:
        render.fail(f"{what}: {reason}", failure_hint(reason, command))
    if failures and log_file is not None:
        render.warn(f"log: {log_file}")


def failure_hint(reason: str, command: str = "maintain") -> str:
    """What to try after a failed pass of `command` (maintain, watch, dream), by kind."""
    kind = reason.split(":", 1)[0]
    key = "dream" if command == "dream" else "extract"
    # A dream's dry run asks the model too, so it is no way around a model that failed.
    dry = "" if key == "dream" else "; `opencode-memory maintain --dry-run` shows what it would do"
    if kind in ("timeout", "fork-timeout"):
        return (
            "the model did not answer within extract.timeout: check the model, raise "
            f"extract.timeout, or try again{dry}"
        )
    if kind == "fork-failed":
        return (
            "check that the model is reachable and you are logged in (`opencode auth login`), "
            f"and the model itself ({key}.model or the session's){dry}"
        )
    if kind == "bad-answer":
        return (
            "the model's answer held no valid memory ops; its answer (scrubbed) is in the log; "
            f"try a stronger model with {key}.model"
        )
    if kind == "store-locked":
        return "another pass is writing this store; try again when it is done"
    return "the log says more; `opencode-memory doctor` checks the setup"


def _words(code: str | None) -> str:
    """A kebab-case code as words; a sentence stays as it is."""
    if not code:
        return "no reason given"
    return code if " " in code else code.replace("-", " ")
