"""Text output is words, never a Python repr: the dream outcome, the doctor's summary."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from ocmem.cli.commands import register
from ocmem.cli.wording import dream_text, gate_text
from ocmem.doctor import Check, DoctorReport
from ocmem.maintain.dream import DreamOutcome
from ocmem.maintain.gate import GateState
from ocmem.maintain.pipeline import MaintainReport, SessionOutcome

register()  # every command module, so every text renderer is known
from ocmem.cli import render  # noqa: E402

REPR = re.compile(r"[{}]|\bNone\b|\bTrue\b|\bFalse\b|'[a-z_]+':")

slugs = st.sampled_from(["too-soon", "too-few-sessions", "disabled", "due", "lock-held", None])
gates = st.builds(
    GateState,
    due=st.booleans(),
    reason=st.sampled_from(["too-soon", "too-few-sessions", "disabled", "due"]),
    last_dream=st.none() | st.just("2026-11-01T00:00:00Z"),
    hours_since=st.none() | st.floats(0, 1000),
    sessions_since=st.integers(0, 50),
    min_hours=st.floats(0, 100),
    min_sessions=st.integers(0, 20),
)
outcomes = st.builds(
    DreamOutcome,
    mode=st.sampled_from(["auto", "forced"]),
    result=st.sampled_from(["ok", "fail", "skipped"]),
    reason=slugs,
    store=st.just("/p/.claude/memory"),
    deleted=st.integers(0, 9),
    saved=st.integers(0, 9),
    model=st.none() | st.just("anthropic/claude"),
    duration_ms=st.integers(0, 10**6),
    backup=st.none() | st.just("20261122T010203"),
    gate=st.none() | gates,
)


def maintain_text(dream: DreamOutcome) -> str:
    session = SessionOutcome("ses_1", "skipped", "up-to-date")
    report = MaintainReport("/p/.claude/memory", "in-repo", "/p", (session,), dream=dream)
    return render._TEXT[MaintainReport](report)


@given(outcomes)
def test_maintain_shows_any_dream_outcome_in_words(outcome: DreamOutcome) -> None:
    text = maintain_text(outcome)
    dream_line = next(line for line in text.splitlines() if line.startswith("dream: "))
    assert not REPR.search(dream_line), dream_line
    assert dream_line == f"dream: {dream_text(outcome)}"
    if outcome.backup:
        assert f"restore --backup {outcome.backup}" in text


def test_the_usual_skip_reads_as_a_sentence() -> None:
    gate = GateState(False, "too-few-sessions", None, None, 1, 24.0, 5)
    outcome = DreamOutcome("auto", "skipped", "too-few-sessions", "/s", gate=gate)
    assert maintain_text(outcome).splitlines()[-1] == (
        "dream: not due: too few sessions (1 of 5 sessions since the last dream)"
    )
    soon = GateState(False, "too-soon", "2026-11-22T00:00:00Z", 3.25, 9, 24.0, 5)
    assert gate_text(soon) == "not due: too soon (3.2 h of the 24 h minimum)"
    done = DreamOutcome("auto", "ok", None, "/s", deleted=2, saved=1, model="a/b", duration_ms=1500)
    assert dream_text(done) == "done: 1 saved, 2 deleted on a/b in 1.5 s"
    failed = DreamOutcome("auto", "fail", "fork-timeout", "/s")
    assert dream_text(failed) == "failed (fork timeout)"
    # found by a black-box tester: a due dream skipped because the model did not answer
    # read "dream: due (…)", as if it had run
    due = GateState(True, "due", None, None, 4, 0.0, 1)
    unanswered = DreamOutcome("auto", "skipped", "model-unresponsive", "/s", gate=due)
    assert dream_text(unanswered) == "skipped: model unresponsive (stays due)"


def test_doctor_summary_names_its_warnings_and_failures() -> None:
    checks = (
        Check("opencode", "ok", "fine"),
        Check("hook", "warn", "no shell hook", "run hook install"),
        Check("watch", "warn", "not running"),
        Check("store", "fail", "not writable"),
    )
    text = render._TEXT[DoctorReport](DoctorReport("/p", checks))
    assert text.splitlines()[-1] == "1 check failed (store), 2 warnings (hook, watch)"
    only_warn = render._TEXT[DoctorReport](DoctorReport("/p", checks[:2]))
    assert only_warn.splitlines()[-1] == "all checks passed, 1 warning (hook)"
    clean = render._TEXT[DoctorReport](DoctorReport("/p", checks[:1]))
    assert clean.splitlines()[-1] == "all checks passed"


def test_failure_hints_name_what_to_try_for_the_command_that_failed() -> None:
    from ocmem.cli.wording import failure_hint

    fork = failure_hint("fork-failed: Cannot connect to API", "maintain")
    assert "`opencode auth login`" in fork
    assert "extract.model" in fork
    assert "`opencode-memory maintain --dry-run`" in fork
    dream = failure_hint("fork-failed", "dream")
    assert "dream.model" in dream
    # A dream's dry run forks on the model too: no way round a model that failed.
    assert "--dry-run" not in dream
    assert "extract.timeout" in failure_hint("timeout", "dream")
    assert "its answer (scrubbed) is in the log" in failure_hint("bad-answer: no ops", "watch")
    assert "try again when it is done" in failure_hint("store-locked: held by pid 1")
    assert "doctor" in failure_hint("internal-error: KeyError")
