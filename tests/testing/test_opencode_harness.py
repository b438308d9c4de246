from __future__ import annotations

from pathlib import Path

import pytest
from testing.opencode_harness import OpencodeHarness

from ocmem.scripted_model import Reply, ToolCall

pytestmark = pytest.mark.opencode


def test_a_session_with_a_tool_call_and_its_fork_land_in_opencodes_database(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    """One session serves both halves: the model server records requests and serves a tool
    call, and the session and a fork of it land in opencode's database."""
    calls = {"n": 0}

    def responder(request):  # type: ignore[no-untyped-def]
        if request.is_title_request():
            return Reply(text="t")
        calls["n"] += 1
        if calls["n"] == 1:
            return Reply(tool_calls=(ToolCall("read", {"filePath": str(git_repo / "README.md")}),))
        return Reply(text="The README says demo project.")

    opencode.server.responder = responder
    session_id = opencode.new_session(git_repo, "What does the README say?")
    chat = opencode.server.chat_requests()
    assert len(chat) == 2
    assert chat[0].model == "m1"
    assert chat[0].tools, "opencode sends its tool list"
    assert "What does the README say?" in chat[0].last_user_text()
    tool_messages = [m for m in chat[1].messages if m.get("role") == "tool"]
    assert tool_messages
    assert "demo project" in str(tool_messages[0].get("content"))
    assert opencode.messages(session_id)[-1] == ("assistant", "The README says demo project.")

    parent = opencode.session_row(session_id)
    assert parent is not None
    assert parent["directory"] == str(git_repo)
    # opencode quotes a message argument that contains spaces when it stores it.
    role, text = opencode.messages(session_id)[0]
    assert (role, text.strip('"')) == ("user", "What does the README say?")
    parent_roles = [role for role, _ in opencode.messages(session_id)]
    # One assistant message per model step: the tool call, then the answer.
    assert parent_roles == ["user", "assistant", "assistant"]

    fork = opencode.run(
        [
            "run",
            "--session",
            session_id,
            "--fork",
            "--format",
            "json",
            "--dir",
            str(git_repo),
            "-m",
            "fake/m1",
            "<!-- marker -->",
        ],
        cwd=git_repo,
        stdin="the rest of the prompt",
    )
    assert fork.returncode == 0, fork.stderr[-2000:]
    fork_id = fork.session_id()
    assert fork_id != session_id
    row = opencode.session_row(fork_id)
    assert row is not None
    assert "(fork #1)" in row["title"]
    fork_messages = opencode.messages(fork_id)
    assert [role for role, _ in fork_messages] == [*parent_roles, "user", "assistant"]
    last_user = fork_messages[len(parent_roles)][1]
    assert "<!-- marker -->" in last_user
    assert "the rest of the prompt" in last_user
    # The parent is untouched by its fork.
    assert [role for role, _ in opencode.messages(session_id)] == parent_roles
