"""The daily budget and each pass's spend, with the CLI run in-process and the fork faked.

Each fake fork prints the `step_finish` event opencode prints for one scripted step (the
end-to-end tests in test_ledger_e2e.py prove opencode prints it so, and that a pass sums
it into the ledger). Here: what the budget lets run, what it holds back (a pass held back
asks for no fork, so it makes no model request), and what the reports, the ledger and the
run logs say about it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from testing.core import Answer, Project
from testing.fake_fork import close_run_log, install, use_env, with_events
from testing.scripts import STEP_COST, STEP_TOKENS, ops_answer

from ocmem.cli.app import run
from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.prompts import DREAM_MARKER, EXTRACT_MARKER
from ocmem.state import ledger

STEP_FINISH = {
    "type": "step_finish",
    "sessionID": "ses_fork",
    "part": {
        "type": "step-finish",
        "tokens": {
            "input": STEP_TOKENS["input"],
            "output": STEP_TOKENS["output"],
            "reasoning": 0,
            "cache": {"read": STEP_TOKENS["cache_read"], "write": 0},
        },
        "cost": STEP_COST,
    },
}


def saving(name: str) -> Answer:
    """One step that saves the `name` fact."""
    fact = {
        "file": f"project_{name}.md",
        "name": name,
        "description": f"The {name} fact",
        "type": "project",
        "body": f"The {name} fact: deploys go through make ship.",
    }
    return with_events(ops_answer({"save": [fact]}), STEP_FINISH)


def by_marker(extract: Answer, dream: Answer) -> Answer:
    def answer(request: ForkRequest) -> ForkResult:
        return (dream if request.marker == DREAM_MARKER else extract)(request)

    return answer


@pytest.fixture
def cli(proj: Project, monkeypatch: pytest.MonkeyPatch) -> Iterator[Project]:
    """`proj` as the in-process CLI's environment."""
    use_env(monkeypatch, proj.env)
    yield proj
    close_run_log()


def call(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = run(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out


def as_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    code, out = call(capsys, *args, "--json")
    assert code == 0, out
    return json.loads(out)


def test_over_budget_automatic_passes_ask_for_no_fork_and_manual_ones_run(
    cli: Project,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    forker = install(monkeypatch, by_marker(saving("first"), with_events("{}", STEP_FINISH)))
    for key, value in {
        "OPENCODE_MEMORY_BUDGET_DAILY_TOKENS": str(sum(STEP_TOKENS.values())),
        "OPENCODE_MEMORY_AUTODREAM_MIN_HOURS": "0",
        "OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS": "0",
        "OPENCODE_MEMORY_WATCH_IDLE_MINUTES": "0",
    }.items():
        monkeypatch.setenv(key, value)
    repo = str(cli.repo)
    first = cli.session("Deploys go through make ship.")

    under = as_json(capsys, "maintain", "--dir", repo)

    assert [s["action"] for s in under["sessions"]] == ["extracted"]
    # That one fork used the whole day's budget: the dream that was due waits.
    assert (under["dream"]["result"], under["dream"]["reason"]) == ("skipped", "budget")
    assert forker.markers() == [EXTRACT_MARKER]

    cli.rows.turn(first, "Also: staging deploys on Fridays only.")
    second = cli.session("The API runs on port 8080.")

    report = as_json(capsys, "maintain", "--dir", repo)

    assert {(s["id"], s["action"], s["reason"]) for s in report["sessions"]} == {
        (first, "skipped", "budget"),
        (second, "skipped", "budget"),
    }
    assert report["extras"]["budget"]["over"] is True
    assert (report["dream"]["result"], report["dream"]["reason"]) == ("skipped", "budget")
    assert forker.markers() == [EXTRACT_MARKER], "no fork (no model request) over budget"
    code, text = call(capsys, "maintain", "--dir", repo)
    assert code == 0
    assert "automatic passes wait for tomorrow" in text
    status = as_json(capsys, "status", "--dir", repo)
    assert set(status["pending"]) == {first, second}, "they stay pending for tomorrow"
    assert status["today"]["over"] is True

    monkeypatch.chdir(tmp_path)
    watched = as_json(capsys, "watch", "--once")

    by_id = {s["id"]: s for s in watched["sessions"]}
    assert (by_id[first]["action"], by_id[first]["reason"]) == ("skipped", "budget")
    assert (by_id[second]["action"], by_id[second]["reason"]) == ("skipped", "budget")
    assert forker.markers() == [EXTRACT_MARKER], "watch asked for no fork either"

    forker.answers = [by_marker(saving("port"), with_events(ops_answer({}), STEP_FINISH))]
    by_hand = as_json(capsys, "maintain", "--dir", repo, "--session", second)

    (mined,) = by_hand["sessions"]
    assert (mined["id"], mined["action"], mined["tokens"]) == (second, "extracted", STEP_TOKENS)
    assert by_hand["extras"]["budget"]["over"] is True
    assert forker.markers() == [EXTRACT_MARKER, EXTRACT_MARKER]
    assert forker.requests[-1].session_id == second

    dream = as_json(capsys, "dream", "--dir", repo)

    assert (dream["result"], dream["over_budget"], dream["tokens"]) == ("ok", True, STEP_TOKENS)
    assert forker.markers() == [EXTRACT_MARKER, EXTRACT_MARKER, DREAM_MARKER]
    code, text = call(capsys, "dream", "--dir", repo)
    assert code == 0
    assert "over today's budget" in text
    records = ledger.read(cli.settings().state.dir)
    assert [(r.kind, r.trigger, r.session) for r in records[:3]] == [
        ("extract", "maintain", first),
        ("extract", "manual", second),
        ("dream", "manual", dream["session"]),
    ]

    code, out = call(capsys, "doctor", "--dir", repo, "--json")
    (budget,) = [c for c in json.loads(out)["checks"] if c["name"] == "budget"]
    assert budget["status"] == "warn"
    assert "over budget" in budget["detail"]
    shown = as_json(capsys, "settings", "--dir", repo)
    assert shown["budget.daily_tokens"]["value"] == sum(STEP_TOKENS.values())
    assert shown["budget_today"]["over"] is True


def test_watch_once_reports_and_records_each_forks_spend(
    cli: Project,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    install(monkeypatch, saving("deploy"))
    session = cli.session("Deploys go through make ship.")
    monkeypatch.setenv("OPENCODE_MEMORY_WATCH_IDLE_MINUTES", "0")
    monkeypatch.chdir(tmp_path)

    watched = as_json(capsys, "watch", "--once")

    (outcome,) = watched["sessions"]
    assert (outcome["id"], outcome["action"], outcome["tokens"]) == (
        session,
        "extracted",
        STEP_TOKENS,
    )
    assert outcome["cost"] == pytest.approx(STEP_COST)
    state_dir = cli.settings().state.dir
    (record,) = ledger.read(state_dir)
    assert (record.kind, record.trigger, record.session, record.result) == (
        "extract",
        "watch",
        session,
        "extracted",
    )
    assert record.tokens.to_json() == STEP_TOKENS
    assert record.cost == pytest.approx(STEP_COST)
    logs = "\n".join(p.read_text() for p in (state_dir / "logs").glob("*.log"))
    assert f"tokens={sum(STEP_TOKENS.values())} cost={STEP_COST:.6f}" in logs
