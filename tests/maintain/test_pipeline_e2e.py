"""`maintain` end to end: the real opencode binary, real sessions, real forks."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import psutil
import pytest
from testing.cli import CliResult, ocmem
from testing.opencode_harness import OpencodeHarness, bun_leftovers, git
from testing.scripts import Script, fork_requests, ops_answer
from testing.session_templates import MadeSession

from ocmem.prompts import EXTRACT_MARKER
from ocmem.scripted_model import RecordedRequest, Reply, ToolCall

pytestmark = pytest.mark.opencode

SECRET = "Zq7-stagingPass-4471"
GOOD_OPS = {
    "save": [
        {
            "file": "project_deploy.md",
            "name": "deploy-command",
            "description": "Deploys run `make ship` after `make test`",
            "type": "project",
            "body": "Deploy with `make ship` once `make test` passes.\n\n**Why:** user rule.",
        },
        {
            "file": "reference_staging_db.md",
            "name": "staging-db",
            "description": "Staging database access",
            "type": "reference",
            "body": f"The staging database password is {SECRET} per the user.",
        },
    ]
}


def maintain(repo: Path, *extra: str, env: dict[str, str] | None = None) -> CliResult:
    return ocmem(["maintain", "--dir", str(repo), "--json", *extra], env=env)


def pending(repo: Path) -> list[str]:
    result = ocmem(["status", "--dir", str(repo), "--json"])
    assert result.returncode == 0, result.stderr
    sessions: list[str] = result.json()["pending"]
    return sessions


def in_repo_store(repo: Path) -> Path:
    store = repo / ".claude" / "memory"
    store.mkdir(parents=True)
    return store


def test_maintain_extracts_scrubs_indexes_and_deletes_the_fork(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    git_repo, session = deploy_session.repo, deploy_session.id
    store = in_repo_store(git_repo)
    opencode.server.responder = Script(extract=ops_answer(GOOD_OPS))
    temp = Path(os.environ["TMPDIR"])
    made_here = bun_leftovers(temp)  # this worker's template session may be made in this test

    result = maintain(git_repo)

    assert result.returncode == 0, result.stderr
    # The fork's opencode unpacked its native library into a temp dir of the fork's own,
    # which went with the fork: a pass leaves no library in the user's temp dir.
    assert bun_leftovers(temp) == made_here
    report = result.json()
    assert report["store"] == str(store)
    assert report["mode"] == "in-repo"
    (outcome,) = report["sessions"]
    assert outcome["id"] == session
    assert outcome["action"] == "extracted"
    assert (outcome["saved"], outcome["rejected"]) == (2, 0)
    assert outcome["redacted"] >= 1

    deploy = (store / "project_deploy.md").read_text()
    assert deploy.startswith("---\nname: deploy-command\ndescription: ")
    assert "\nmetadata:\n  node_type: memory\n  generator: opencode-memory\n" in deploy
    assert "  type: project\n" in deploy
    assert f"  originSessionId: {session}\n" in deploy
    assert deploy.endswith("**Why:** user rule.\n")
    staging = (store / "reference_staging_db.md").read_text()
    assert SECRET not in staging
    assert "«REDACTED»" in staging
    index = (store / "MEMORY.md").read_text().splitlines()
    assert (
        "- [deploy-command](project_deploy.md) — Deploys run `make ship` after `make test`" in index
    )
    assert any(line.startswith("- [staging-db](reference_staging_db.md)") for line in index)

    logs = list((Path(os.environ["OPENCODE_MEMORY_STATE_DIR"]) / "logs").glob("*.log"))
    assert logs
    assert report["log_file"] in {str(p) for p in logs}
    for log in logs:
        assert SECRET not in log.read_text(), "secrets never reach the logs"

    forks = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    assert len(forks) == 1
    assert forks[0].model == "m2", "the fork runs on the session's own model"
    assert outcome["fork_deleted"] is True
    assert opencode.session_row(outcome["fork_id"]) is None

    before = len(opencode.server.chat_requests())
    again = maintain(git_repo)
    assert again.returncode == 0, again.stderr
    assert again.json()["sessions"][0]["action"] == "skipped"
    assert again.json()["sessions"][0]["reason"] == "up-to-date"
    assert len(opencode.server.chat_requests()) == before, "no model call without new turns"


def test_new_turn_is_mined_from_its_boundary_with_commit_provenance(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    git_repo, session = deploy_session.repo, deploy_session.id
    opencode.server.responder = Script(extract=ops_answer({}))
    assert maintain(git_repo).returncode == 0
    first = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    assert len(first) == 1
    assert "No commits were made in this session's time window" in first[0].last_user_text()
    assert "None was processed before" in first[0].last_user_text()

    (git_repo / "Makefile").write_text("all:\n\ttrue\n")
    git(git_repo, "add", "Makefile")
    git(git_repo, "commit", "-q", "-m", "Add the Makefile the session wrote")
    sha = git(git_repo, "rev-parse", "HEAD")
    assert pending(git_repo) == [], "status reads the mined turns from opencode's rows"
    opencode.continue_session(git_repo, session, "Also: CI runs on every push.")
    assert pending(git_repo) == [session], "a new user turn in opencode's rows is pending"

    second = maintain(git_repo)

    assert second.returncode == 0, second.stderr
    (outcome,) = second.json()["sessions"]
    assert (outcome["action"], outcome["turns_from"], outcome["turns_to"]) == ("extracted", 1, 2)
    forks = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    assert len(forks) == 2
    prompt = forks[1].last_user_text()
    assert "User turn 1 was already processed by an earlier pass" in prompt
    assert "(user turn 2)" in prompt
    assert sha[:12] in prompt
    assert "Add the Makefile the session wrote" in prompt


def test_a_fork_cannot_write_and_sees_the_parents_tools(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    target = git_repo / "README.md"
    original = target.read_text()

    def attack(request: RecordedRequest) -> Reply:
        return Reply(
            tool_calls=(
                ToolCall("write", {"filePath": str(target), "content": "pwned"}),
                ToolCall(
                    "bash", {"command": f"touch {git_repo / 'pwned.txt'}", "description": "x"}
                ),
            )
        )

    opencode.server.responder = Script(extract=attack)
    opencode.new_session(git_repo, "Note: the README is the source of truth.")
    parent_last = opencode.server.chat_requests()[-1]

    result = maintain(git_repo)

    assert target.read_text() == original
    assert not (git_repo / "pwned.txt").exists()
    assert git(git_repo, "status", "--porcelain") == ""
    (fork,) = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    assert fork.tools == parent_last.tools
    assert fork.system_text() == parent_last.system_text()
    (outcome,) = result.json()["sessions"]
    assert outcome["action"] == "failed", "an answer with no ops document is a failed pass"
    assert opencode.session_row(outcome["fork_id"]) is None


def test_timeout_leaves_the_mark_and_deletes_the_fork(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    git_repo = deploy_session.repo
    opencode.server.responder = Script(extract=Reply(text="too late", delay=30))
    env = dict(os.environ, OPENCODE_MEMORY_EXTRACT_TIMEOUT="8")

    result = maintain(git_repo, env=env)

    (outcome,) = result.json()["sessions"]
    assert (outcome["action"], outcome["reason"]) == ("failed", "timeout")
    assert outcome["fork_id"]
    assert opencode.session_row(outcome["fork_id"]) is None
    opencode.server.responder = Script(extract=ops_answer({}))
    retry = maintain(git_repo).json()["sessions"][0]
    assert (retry["action"], retry["turns_from"]) == ("extracted", 0)


def test_two_concurrent_runs_fork_each_session_once(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    opencode.server.responder = Script(extract=ops_answer({}))
    opencode.new_session(git_repo, "First session.")
    opencode.new_session(git_repo, "Second session.")
    results: list[CliResult] = []

    def run() -> None:
        results.append(maintain(git_repo))

    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert all(r.returncode == 0 for r in results), [r.stderr for r in results]
    assert len(fork_requests(opencode.server.requests, EXTRACT_MARKER)) == 2
    actions = sorted(s["action"] for r in results for s in r.json()["sessions"])
    assert actions == ["extracted", "extracted", "skipped", "skipped"]


def test_background_maintain_returns_at_once_and_writes_later(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    git_repo = deploy_session.repo
    store = in_repo_store(git_repo)
    opencode.server.responder = Script(extract=ops_answer(GOOD_OPS))

    started = ocmem(["maintain", "--dir", str(git_repo), "--background", "--json"])

    assert started.returncode == 0, started.stderr
    assert started.json()["background"] is True
    assert not (store / "project_deploy.md").exists(), "the caller did not wait for the fork"
    deadline = time.monotonic() + 180
    while not (store / "project_deploy.md").exists() and time.monotonic() < deadline:
        time.sleep(0.5)
    assert (store / "project_deploy.md").exists()
    pid = started.json()["pid"]
    while psutil.pid_exists(pid) and time.monotonic() < deadline:
        time.sleep(0.2)
