"""The token ledger, `usage`, pass reports and the daily budget, end to end: the real
opencode binary forks sessions on the scripted model, which reports usage with cached
tokens, and the isolated config prices the model, so opencode computes each step's cost.

What the budget lets run and what the reports say about each fork's spend (given
opencode's `step_finish` events) run in-process in test_ledger_core.py."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import STEP_COST, STEP_TOKENS, Script, ops_answer
from testing.session_templates import DEPLOY_MODEL, MadeSession

from ocmem import settings as settings_mod
from ocmem.prompts import EXTRACT_MARKER
from ocmem.scripted_model import SCRIPTED_USAGE
from ocmem.state import ledger
from ocmem.store.location import resolve_store

pytestmark = pytest.mark.opencode


def saving(name: str) -> str:
    return ops_answer(
        {
            "save": [
                {
                    "file": f"project_{name}.md",
                    "name": name,
                    "description": f"The {name} fact",
                    "type": "project",
                    "body": f"The {name} fact: deploys go through make ship.",
                }
            ]
        }
    )


def state_dir(repo: Path) -> Path:
    return settings_mod.resolve(repo).state.dir


def test_a_pass_leaves_a_ledger_record_and_usage_reports_it(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    git_repo, session = deploy_session.repo, deploy_session.id
    opencode.server.responder = Script(extract=saving("deploy"))

    run = ocmem(["maintain", "--dir", str(git_repo), "--json"])

    assert run.returncode == 0, run.stderr
    (outcome,) = run.json()["sessions"]
    assert outcome["action"] == "extracted", outcome
    assert outcome["tokens"] == STEP_TOKENS
    assert outcome["cost"] == pytest.approx(STEP_COST)
    (record,) = ledger.read(state_dir(git_repo))
    store = str(resolve_store(git_repo, "auto", os.environ).memory_dir)
    assert (record.kind, record.trigger, record.session, record.store, record.result) == (
        "extract",
        "maintain",
        session,
        store,
        "extracted",
    )
    assert record.model == DEPLOY_MODEL, "the session's own model"
    assert record.tokens.to_json() == STEP_TOKENS
    assert record.cost == pytest.approx(STEP_COST)
    assert record.duration_ms > 0
    raw = ledger.ledger_path(state_dir(git_repo)).read_text()
    assert "make ship" not in raw, "no prompt or answer text"
    assert EXTRACT_MARKER not in raw

    usage = ocmem(["usage", "--dir", str(git_repo), "--json"])

    assert usage.returncode == 0, usage.stderr
    data = usage.json()
    assert data["forks"] == 1
    assert data["tokens"] == STEP_TOKENS
    assert data["cost"] == pytest.approx(STEP_COST)
    assert data["cache_hit_ratio"] == pytest.approx(
        SCRIPTED_USAGE["cached"] / SCRIPTED_USAGE["prompt"]
    )
    today = datetime.now().astimezone().date().isoformat()
    (day,) = data["days"]
    assert (day["date"], day["forks"], day["tokens"]) == (today, 1, STEP_TOKENS)
    assert data["sessions"] == 1
    # The session had one reply, priced like the fork's one step: memory cost as much.
    assert data["sessions_cost"] == pytest.approx(STEP_COST)
    assert data["share"] == pytest.approx(1.0)
    assert data["budget"]["today"]["tokens"] == sum(STEP_TOKENS.values())

    text = ocmem(["usage", "--dir", str(git_repo)])
    assert text.returncode == 0, text.stderr
    assert "memory cost 100.0% of what your sessions cost" in text.stdout
    assert today in text.stdout

    elsewhere = ocmem(["usage", "--dir", str(git_repo.parent), "--json"])
    assert elsewhere.json()["forks"] == 0, "another project's store has no forks"
    assert ocmem(["usage", "--all", "--json"], cwd=git_repo.parent).json()["forks"] == 1

    status = ocmem(["status", "--dir", str(git_repo), "--json"]).json()
    assert status["today"]["today"]["forks"] == 1
    assert "spend:" in ocmem(["status", "--dir", str(git_repo)]).stdout

    # That fork used the whole day's budget: the dream that is due now waits, and the
    # scripted model sees no request (the rest of the budget: test_ledger_core.py).
    made = len(opencode.server.requests)
    over_budget = dict(
        os.environ,
        OPENCODE_MEMORY_BUDGET_DAILY_TOKENS=str(sum(STEP_TOKENS.values())),
        OPENCODE_MEMORY_AUTODREAM_MIN_HOURS="0",
        OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS="0",
    )
    cron = ocmem(["maintain", "--dir", str(git_repo), "--json"], env=over_budget)
    assert cron.returncode == 0, cron.stderr
    assert (cron.json()["dream"]["result"], cron.json()["dream"]["reason"]) == (
        "skipped",
        "budget",
    )
    assert len(opencode.server.requests) == made, "no model request over budget"


def test_the_exit_pass_records_its_fork_and_logs_its_tokens(
    opencode: OpencodeHarness, git_repo: Path, isolated_home: dict[str, str]
) -> None:
    opencode.server.responder = Script(extract=saving("deploy"))
    env = dict(
        isolated_home,
        OPENCODE_MEMORY_OPENCODE_BIN=str(opencode.binary),
        OPENCODE_MEMORY_FOREGROUND="1",
    )

    wrapped = ocmem(["wrap", "--", "run", "Deploys go through make ship."], cwd=git_repo, env=env)

    assert wrapped.returncode == 0, wrapped.stderr
    (record,) = ledger.read(state_dir(git_repo))
    assert (record.kind, record.trigger, record.result) == ("extract", "exit", "extracted")
    assert record.tokens.to_json() == STEP_TOKENS
    logs = sorted((state_dir(git_repo) / "logs").glob("*.log"))
    text = "\n".join(log.read_text() for log in logs)
    total = sum(STEP_TOKENS.values())
    assert f"action=extracted reason=no-mark tokens={total} cost={STEP_COST:.6f}" in text


def test_a_bogus_trigger_is_a_usage_error(git_repo: Path) -> None:
    result = ocmem(["maintain", "--dir", str(git_repo), "--trigger", "whenever"])
    assert result.returncode == 2
    assert "--trigger" in result.stderr
