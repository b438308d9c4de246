"""`status` against sessions of the real opencode binary: pending before mining, none after."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, ops_answer

pytestmark = pytest.mark.opencode

OPS = {
    "save": [
        {
            "file": "project_ci.md",
            "name": "ci",
            "description": "CI runs on every push",
            "type": "project",
            "body": "CI runs on every push.",
        }
    ]
}


def status(repo: Path) -> dict[str, Any]:
    result = ocmem(["status", "--dir", str(repo), "--json"])
    assert result.returncode == 0, result.stderr
    data: dict[str, Any] = result.json()
    return data


def test_pending_sessions_before_and_after_extraction(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    opencode.server.responder = Script(extract=ops_answer(OPS))
    session = opencode.new_session(git_repo, "CI runs on every push.")

    before = status(git_repo)

    assert before["pending"] == [session]
    assert before["sessions_in_scope"] == 1
    assert before["marks"] == []
    assert before["memories"] == 0
    assert before["gate"]["due"] is False
    assert before["gate"]["reason"] == "too-few-sessions"
    assert before["database_error"] is None

    assert ocmem(["maintain", "--dir", str(git_repo)]).returncode == 0
    after = status(git_repo)

    assert after["pending"] == []
    assert after["memories"] == 1
    assert after["index_lines"] == 1
    (mark,) = after["marks"]
    assert (mark["session"], mark["mined_turns"], mark["user_turns"]) == (session, 1, 1)
    assert mark["failures"] == 0

    opencode.continue_session(git_repo, session, "Releases are tagged on main.")
    assert status(git_repo)["pending"] == [session], "a new user turn is pending again"
