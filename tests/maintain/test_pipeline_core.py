"""The extraction pipeline in-process: a fake forker over a real database and a real store.

What opencode does with a fork is the end-to-end tests' job (test_pipeline_e2e.py); here
the pipeline's own decisions are checked fast: what is mined, what is skipped and why,
how marks move, how failures back off, what reaches the store.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from testing.core import DEPLOY, Answer, FakeForker, Project, answered, fact, failed, timed_out
from testing.scripts import ops_answer

from ocmem.gateway.database import MARKER_PREFIX
from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.maintain.dream import DreamOutcome
from ocmem.maintain.pipeline import MaintainReport, maintain
from ocmem.prompts import EXTRACT_MARKER
from ocmem.state import marks

SECRET = "Zq7-stagingPass-4471"


def run(proj: Project, forker: FakeForker, **overrides: str) -> MaintainReport:
    return maintain(proj.context(**overrides), forker=forker)


def memory_files(proj: Project) -> list[str]:
    return sorted(p.name for p in proj.store.glob("*.md") if p.name != "MEMORY.md")


def test_new_turns_are_mined_once_and_the_mark_moves(proj: Project) -> None:
    sid = proj.session("Deploy with make ship.", "Always run make test first.")
    forker = FakeForker([answered(ops_answer({"save": [DEPLOY]}))])

    report = run(proj, forker)

    (outcome,) = report.sessions
    assert (outcome.id, outcome.action, outcome.saved) == (sid, "extracted", 1)
    assert (outcome.turns_from, outcome.turns_to) == (0, 2)
    (request,) = forker.requests
    assert request.session_id == sid
    assert request.marker == EXTRACT_MARKER
    assert request.directory == proj.repo
    assert request.model == "fake/m1", "the fork runs on the session's own model"
    assert str(proj.store) in request.body
    assert memory_files(proj) == ["project_deploy.md"]
    assert "(project_deploy.md)" in (proj.store / "MEMORY.md").read_text()
    mark = marks.load(proj.settings().state.dir, sid)
    assert mark is not None
    assert len(mark.turn_ids) == 2
    assert mark.failures == 0

    again = run(proj, forker)

    assert [o.action for o in again.sessions] == ["skipped"]
    assert len(forker.requests) == 1, "nothing new, no fork"


@pytest.mark.parametrize("damage", ["{not json", '{"session_id": "x", "user_turns": "x"}'])
def test_a_damaged_mark_is_said_when_its_turns_are_mined_again(proj: Project, damage: str) -> None:
    # It was mined again from turn 1 as "no-mark", the same as a session never seen.
    sid = proj.session("First rule: tabs.")
    forker = FakeForker([answered(ops_answer({"save": [fact(1)]}))] * 2)
    run(proj, forker)
    state_dir = proj.settings().state.dir
    (mark_file,) = marks.marks_dir(state_dir).glob("*.json")
    mark_file.write_text(damage.replace('"x"', f'"{sid}"', 1))

    (outcome,) = run(proj, forker).sessions

    assert (outcome.action, outcome.reason, outcome.turns_from) == (
        "extracted",
        "mark-unreadable",
        0,
    )
    assert marks.load(state_dir, sid) is not None, "the mark is whole again"


def test_only_the_turns_after_the_mark_are_mined(proj: Project) -> None:
    sid = proj.session("First rule: tabs.")
    forker = FakeForker([answered(ops_answer({"save": [fact(1)]}))])
    run(proj, forker)
    proj.rows.turn(sid, "Second rule: no force pushes.")

    report = run(proj, forker)

    (outcome,) = report.sessions
    assert (outcome.action, outcome.turns_from, outcome.turns_to) == ("extracted", 1, 2)
    assert "project_fact_1.md" in forker.requests[-1].body, "the manifest shows the store"
    assert "project_fact_1.md" not in forker.requests[0].body


@pytest.mark.parametrize(
    ("answer", "reason"), [(failed("exit 1"), "fork-failed: exit 1"), (timed_out(), "timeout")]
)
def test_a_failed_fork_keeps_the_mark_and_backs_off(
    proj: Project, answer: Answer, reason: str
) -> None:
    sid = proj.session("Remember the staging host.")
    forker = FakeForker([answer])
    state_dir = proj.settings().state.dir

    for attempt in range(1, marks.FREE_FAILURES + 1):
        report = run(proj, forker)
        assert [(o.action, o.reason) for o in report.sessions] == [("failed", reason)]
        mark = marks.load(state_dir, sid)
        assert mark is not None
        assert mark.turn_ids == (), "a failed pass never advances the mark"
        assert mark.failures == attempt
    assert marks.backing_off(mark), "retries are free until FREE_FAILURES, then back off"

    later = run(proj, forker)

    assert [(o.action, o.reason) for o in later.sessions] == [("skipped", "backing-off")]
    assert len(forker.requests) == marks.FREE_FAILURES
    assert memory_files(proj) == []

    proj.rows.turn(sid, "A new turn does not cut the wait short.")
    assert [o.reason for o in run(proj, forker).sessions] == ["backing-off"]


def test_an_unusable_answer_fails_and_writes_nothing(proj: Project) -> None:
    sid = proj.session("Remember the staging host.")
    forker = FakeForker([answered("I could not find anything worth keeping, sorry!")])

    report = run(proj, forker)

    (outcome,) = report.sessions
    assert outcome.action == "failed"
    assert memory_files(proj) == []
    mark = marks.load(proj.settings().state.dir, sid)
    assert mark is not None
    assert mark.turn_ids == ()


def test_secrets_are_scrubbed_before_they_reach_the_store(proj: Project) -> None:
    proj.session("The staging password is in the vault.")
    leaky = {**DEPLOY, "body": f"The staging database password is {SECRET} per the user."}
    forker = FakeForker([answered(ops_answer({"save": [leaky]}))])

    (outcome,) = run(proj, forker).sessions

    assert outcome.action == "extracted"
    assert outcome.redacted >= 1
    assert SECRET not in (proj.store / "project_deploy.md").read_text()


def test_a_dry_run_forks_nothing_and_writes_nothing(proj: Project) -> None:
    sid = proj.session("Deploy with make ship.")
    forker = FakeForker([answered(ops_answer({"save": [DEPLOY]}))])

    report = maintain(proj.context(), forker=forker, dry_run=True)

    (outcome,) = [o for o in report.sessions if o.id == sid]
    assert outcome.action == "would-extract"
    assert outcome.prompt is not None
    assert EXTRACT_MARKER in outcome.prompt
    assert forker.requests == []
    assert report.dream is None
    assert memory_files(proj) == []
    assert marks.load(proj.settings().state.dir, sid) is None


def test_busy_sessions_and_our_own_forks_are_not_forked(
    proj: Project,
) -> None:
    done = proj.session("Deploy with make ship.")
    busy = proj.rows.session(proj.repo)
    proj.rows.turn(busy, "Still thinking about this one", reply=False)
    own = proj.rows.session(proj.repo)
    proj.rows.turn(own, f"{MARKER_PREFIX} extract -->\nextract memories")
    forker = FakeForker([answered(ops_answer({"save": [DEPLOY]}))])

    report = run(proj, forker)

    actions = {o.id: (o.action, o.reason) for o in report.sessions}
    assert actions[done][0] == "extracted"
    assert actions[busy] == ("skipped", "busy")
    assert own not in actions, "our own forks are never candidates"
    assert [r.session_id for r in forker.requests] == [done]


def test_the_run_cap_leaves_the_rest_for_the_next_run(proj: Project) -> None:
    sessions = [proj.session(f"Rule number {i}.") for i in range(3)]
    forker = FakeForker([answered(ops_answer({"save": [fact(9)]}))])

    report = run(proj, forker, OPENCODE_MEMORY_MAX_SESSIONS="2")

    actions = [(o.id, o.action, o.reason) for o in report.sessions]
    assert [a for _, a, _ in actions].count("extracted") == 2
    assert ("skipped", "run-cap") in [(a, r) for _, a, r in actions]
    assert {r.session_id for r in forker.requests} < set(sessions)


def test_disabled_extraction_forks_nothing(proj: Project) -> None:
    proj.session("Deploy with make ship.")
    forker = FakeForker([answered(ops_answer({"save": [DEPLOY]}))])

    report = run(proj, forker, OPENCODE_MEMORY_EXTRACT="false")

    assert [(o.action, o.reason) for o in report.sessions] == [("skipped", "extract-disabled")]
    assert forker.requests == []


def test_the_dream_gate_result_is_a_typed_outcome(proj: Project) -> None:
    proj.session("Deploy with make ship.")
    forker = FakeForker([answered(ops_answer({"save": [DEPLOY]}))])

    report = run(proj, forker)

    assert isinstance(report.dream, DreamOutcome)
    assert (report.dream.mode, report.dream.result) == ("auto", "skipped")
    assert report.dream.gate is not None
    assert not report.dream.gate.due


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(st.lists(st.integers(min_value=1, max_value=3), min_size=1, max_size=4))
def test_every_turn_is_mined_exactly_once_across_runs(proj: Project, batches: list[int]) -> None:
    """However the turns arrive between runs, the mined ranges tile them without overlap."""
    sid = proj.rows.session(proj.repo)
    forker = FakeForker([answered(ops_answer({}))])
    state_dir = proj.settings().state.dir
    before = marks.load(state_dir, sid)
    mined: list[tuple[int, int]] = []
    total = 0
    for count in batches:
        for _ in range(count):
            total += 1
            proj.rows.turn(sid, f"turn {total} of session {sid}")
        (outcome,) = [o for o in run(proj, forker).sessions if o.id == sid]
        assert outcome.action == "extracted", outcome.reason
        mined.append((outcome.turns_from, outcome.turns_to))
    start = 0 if before is None else len(before.turn_ids)
    assert mined[0][0] == start
    assert all(a[1] == b[0] for a, b in itertools.pairwise(mined))
    assert mined[-1][1] == total


def test_an_opencode_that_cannot_delete_forks_gets_no_fork(proj: Project, tmp_path: Path) -> None:
    """The real fork runner's version guard: a fork that cannot be deleted leaks for good,
    so an opencode before 1.2.11 is asked its version and never forked."""
    old = tmp_path / "old-opencode" / "opencode"
    old.parent.mkdir()
    calls = tmp_path / "calls.txt"
    old.write_text(f'#!/bin/sh\necho "$@" >> {calls}\necho 1.2.10\n')
    old.chmod(0o755)
    sid = proj.session("Deploy with make ship.")

    report = maintain(proj.context(OPENCODE_MEMORY_OPENCODE_BIN=str(old)))

    (outcome,) = report.sessions
    assert outcome.action == "failed"
    assert "opencode 1.2.10 cannot delete sessions" in outcome.reason
    assert calls.read_text().split() == ["--version"], "asked its version, never forked"
    mark = marks.load(proj.settings().state.dir, sid)
    assert mark is not None
    assert mark.failures == 1
    assert memory_files(proj) == []


UNREACHABLE = "Cannot connect to API: Unable to connect. Is the computer able to access the url?"


@pytest.mark.parametrize(
    ("answer", "reason", "cause"),
    [
        (timed_out(), "timeout", "timeout"),
        (failed(UNREACHABLE), f"fork-failed: {UNREACHABLE}", "unreachable"),
    ],
)
def test_a_model_that_does_not_answer_leaves_its_other_sessions_pending(
    proj: Project, answer: Answer, reason: str, cause: str
) -> None:
    on_m1 = [proj.session(f"Fact number {i}.") for i in range(3)]
    m2 = json.dumps({"id": "m2", "providerID": "fake", "variant": "default"})
    on_m2 = proj.rows.session(proj.repo, model=m2)
    proj.rows.turn(on_m2, "A fact said to another model.")
    state_dir = proj.settings().state.dir

    def by_model(request: ForkRequest) -> ForkResult:
        return answered(ops_answer({}))(request) if request.model == "fake/m2" else answer(request)

    forker = FakeForker([by_model])
    report = run(proj, forker)

    actions = {o.id: (o.action, o.reason) for o in report.sessions}
    m1_requests = [r for r in forker.requests if r.model == "fake/m1"]
    assert len(m1_requests) == 1, "one wait for a model that does not answer, not one each"
    first = m1_requests[0].session_id
    assert actions[first] == ("failed", reason)
    rest = [sid for sid in on_m1 if sid != first]
    assert all(actions[sid] == ("skipped", "model-unresponsive") for sid in rest)
    assert actions[on_m2][0] == "extracted", "another model's sessions still run"
    for sid in rest:
        assert marks.load(state_dir, sid) is None, "a skipped session's mark does not move"
    failed_mark = marks.load(state_dir, first)
    assert failed_mark is not None
    assert failed_mark.failures == 1
    (down,) = report.extras["unresponsive"]  # type: ignore[misc]
    assert down["model"] == "fake/m1"
    assert down["cause"] == cause
    assert sorted(down["skipped"]) == sorted(rest)
    assert "2 more sessions on it stay pending for the next run" in down["message"]

    again = run(proj, FakeForker([answered(ops_answer({}))]))

    assert {o.id: o.action for o in again.sessions if o.id in on_m1} == dict.fromkeys(
        on_m1, "extracted"
    ), "the next run tries them all again"


def test_a_failure_that_is_not_the_models_silence_skips_nothing(proj: Project) -> None:
    sids = [proj.session(f"Fact number {i}.") for i in range(2)]
    forker = FakeForker([failed("opencode exited with 1: bad config")])

    report = run(proj, forker)

    assert len(forker.requests) == 2
    assert {o.id: o.action for o in report.sessions} == dict.fromkeys(sids, "failed")


def test_an_extraction_never_deletes_a_file_it_could_not_have_read(proj: Project) -> None:
    # A symlink in the store was deleted on a model's word and could not be restored.
    run(proj, FakeForker([answered(ops_answer({"save": [fact(1)]}))]))
    shared = proj.repo / "shared-note.md"
    shared.write_text("a note kept elsewhere\n")
    (proj.store / "project_team.md").symlink_to(shared)
    proj.session("Drop the team note.")
    answer = ops_answer({"delete": ["project_team.md"], "save": [fact(2)]})

    (outcome,) = [o for o in run(proj, FakeForker([answered(answer)])).sessions if o.saved]

    assert (proj.store / "project_team.md").is_symlink()
    assert shared.read_text() == "a note kept elsewhere\n"
    assert any("not a memory the model could read" in r.reason for r in outcome.rejected_items)
