"""A model that does not answer costs one timeout per run, not one per session: the real
opencode, real sessions, and a scripted provider that hangs for one model."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer
from testing.session_templates import SessionTemplates

from ocmem.prompts import EXTRACT_MARKER
from ocmem.scripted_model import RecordedRequest, Reply
from ocmem.state import marks

pytestmark = [pytest.mark.opencode, pytest.mark.slow]

TIMEOUT = 10.0


def hangs_on_m2(request: RecordedRequest) -> Reply:
    if request.model == "m2":
        return Reply(text="too late", delay=120)
    return Reply(text=ops_answer({}))


def test_four_sessions_on_a_hanging_model_cost_one_timeout(
    opencode: OpencodeHarness,
    session_templates: SessionTemplates,
    isolated_home: dict[str, str],
) -> None:
    repo = session_templates.fresh_repo(isolated_home)
    turns = tuple(f"Fact {i}: the port of service {i} is 80{i}0." for i in range(4))
    hanging = session_templates.sessions(opencode, turns, "fake/m2")
    other = opencode.new_session(repo, "The staging host is called gamma.", model="fake/m1")
    opencode.server.responder = Script(extract=hangs_on_m2)
    env = dict(os.environ, OPENCODE_MEMORY_EXTRACT_TIMEOUT=str(TIMEOUT))

    started = time.monotonic()
    result = ocmem(["maintain", "--dir", str(repo), "--json"], env=env)
    took = time.monotonic() - started
    print(f"maintain took {took:.1f} s with extract.timeout {TIMEOUT:.0f} s")

    report = result.json()
    outcomes = {s["id"]: s for s in report["sessions"]}
    forks = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    assert [f.model for f in forks].count("m2") == 1, "one wait for the hanging model"
    (timed_out,) = [sid for sid in hanging if outcomes[sid]["action"] == "failed"]
    assert outcomes[timed_out]["reason"] == "timeout"
    assert opencode.session_row(outcomes[timed_out]["fork_id"]) is None
    skipped = [sid for sid in hanging if sid != timed_out]
    for sid in skipped:
        assert (outcomes[sid]["action"], outcomes[sid]["reason"]) == (
            "skipped",
            "model-unresponsive",
        )
    assert outcomes[other]["action"] == "extracted", "another model's session still runs"
    (down,) = report["extras"]["unresponsive"]
    assert (down["model"], down["session"], down["cause"]) == ("fake/m2", timed_out, "timeout")
    assert sorted(down["skipped"]) == sorted(skipped)
    # Four sessions in turn would wait four timeouts; this run waited one, plus the
    # other model's fork and opencode's own start-ups.
    assert took < 3.5 * TIMEOUT, f"took {took:.1f} s"

    state_dir = Path(env["OPENCODE_MEMORY_STATE_DIR"])
    for sid in skipped:
        assert marks.load(state_dir, sid) is None, "marks and failure counts stay as they were"
    failed_mark = marks.load(state_dir, timed_out)
    assert failed_mark is not None
    assert failed_mark.failures == 1
    status = ocmem(["status", "--dir", str(repo), "--json"])
    assert set(hanging) <= set(status.json()["pending"]), "the next run tries them again"

    text = ocmem(["maintain", "--dir", str(repo)], env=env)
    assert "more sessions on it stay pending for the next run" in text.stdout + text.stderr
