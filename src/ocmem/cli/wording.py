"""Words for result codes the core keeps terse (gate reasons, dream outcomes), shared by
the text renderers so `maintain`, `dream` and `status` say the same thing the same way."""

from __future__ import annotations

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
        if outcome.gate is not None:
            return gate_text(outcome.gate)
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
    return done


def _words(code: str | None) -> str:
    """A kebab-case code as words; a sentence stays as it is."""
    if not code:
        return "no reason given"
    return code if " " in code else code.replace("-", " ")
