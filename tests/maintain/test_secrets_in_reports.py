"""What a model put in the wrong place never comes back out in a report: an invalid
`type` holding a password, and a dream dry run's proposed memories on a scrubbed store;
a pass whose session vanished reports that, not a failure; a stopped fork is still counted."""

from __future__ import annotations

import signal
import sqlite3
from pathlib import Path

import pytest
from testing.core import FakeForker, Project, answered, fact, failed
from testing.fake_fork import in_process_cli
from testing.scripts import ops_answer

from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.redact import MARKER
from ocmem.state import ledger
from ocmem.stopping import Stopped
from ocmem.store import apply_ops, resolve_store

TOKEN = "ghp_" + "R7kq2Lm9Xw4Tz8Vb3Nc6Hd1Jf5Gs0Pa2Qe7U"
PASSWORD = "Tr0ub4dor&3-horse"


def test_an_invalid_type_holding_a_password_is_not_quoted(
    proj: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = {**fact(1), "type": PASSWORD}
    word = {**fact(2), "type": "decision"}
    cli = in_process_cli(
        monkeypatch, proj, FakeForker([answered(ops_answer({"save": [save, word]}))])
    )
    proj.session("Remember the module owners.")

    shown = cli(["maintain", "--dir", str(proj.repo), "--json"])

    assert shown.returncode == 0, shown.stderr
    assert PASSWORD not in shown.stdout + shown.stderr
    (outcome,) = shown.json()["sessions"]
    reasons = [item["reason"] for item in outcome["rejected_items"]]
    assert reasons == [
        "type (withheld: not a plain word) is not one of user, feedback, project, reference",
        "type 'decision' is not one of user, feedback, project, reference",
    ]


def seed(proj: Project) -> Path:
    location = resolve_store(proj.repo, "auto", proj.env)
    apply_ops(
        location,
        {"save": [fact(i) for i in range(3)]},
        session_id=None,
        scrub=False,
        state_dir=proj.settings().state.dir,
        dedup_threshold=101,
    )
    return location.memory_dir


def test_a_dry_run_dream_shows_the_memories_as_they_would_be_written(
    proj: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed(proj)
    merged = {
        **fact(0),
        "description": f"Deploy token {TOKEN}",
        "body": f"Module m0 owns topic 0; the staging password={PASSWORD}.",
    }
    forker = FakeForker([answered(ops_answer({"save": [merged]}))])
    cli = in_process_cli(monkeypatch, proj, forker)
    proj.session("Hello.")
    where = ["--dir", str(proj.repo), "--dry-run"]

    as_text = cli(["dream", *where])
    as_json = cli(["dream", *where, "--json"])

    for result in (as_text, as_json):
        assert result.returncode == 0, result.stderr
        assert TOKEN not in result.stdout + result.stderr
        assert PASSWORD not in result.stdout + result.stderr
    assert f"+Module m0 owns topic 0; the staging password={MARKER}" in as_text.stdout
    (save,) = as_json.json()["ops"]["save"]
    assert save["description"] == f"Deploy token {MARKER}"
    assert save["body"] == f"Module m0 owns topic 0; the staging password={MARKER}."


def test_a_session_deleted_while_its_pass_ran_is_skipped_not_failed(
    proj: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by a black-box tester: a session deleted while `maintain` read it made the run
    exit 1 with 'fork-failed: … Session not found', raw colour codes and a hint about the
    model being unreachable."""
    sid = proj.session("Remember that deploys go through make ship.")

    def gone(request: ForkRequest) -> ForkResult:
        with sqlite3.connect(proj.rows.path) as db:
            db.execute("DELETE FROM session WHERE id = ?", (sid,))
        return failed(f"opencode exited with 1: \x1b[91mNotFoundError: Session not found: {sid}")(
            request
        )

    cli = in_process_cli(monkeypatch, proj, FakeForker([gone]))
    shown = cli(["maintain", "--dir", str(proj.repo), "--json"])

    assert shown.returncode == 0, shown.stderr
    (outcome,) = shown.json()["sessions"]
    assert (outcome["action"], outcome["reason"]) == ("skipped", "session-gone")
    assert "\x1b" not in shown.stdout + shown.stderr


def test_a_fork_stopped_mid_answer_is_counted_in_the_ledger(
    proj: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by a black-box tester: a fork killed mid-answer (SIGTERM to maintain) left no
    ledger line, though its request had reached the provider, which bills it."""
    proj.session("Remember that deploys go through make ship.")

    def stopped(request: ForkRequest) -> ForkResult:
        raise Stopped(signal.SIGTERM)

    cli = in_process_cli(monkeypatch, proj, FakeForker([stopped]))
    shown = cli(["maintain", "--dir", str(proj.repo)])

    assert shown.returncode == 128 + signal.SIGTERM
    (record,) = ledger.read(proj.settings().state.dir)
    assert (record.kind, record.result, record.cost) == ("extract", "stopped", 0.0)
