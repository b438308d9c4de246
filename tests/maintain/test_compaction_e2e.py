"""Turns a compaction hid from the model still reach extraction: the real opencode compacts a
real session (`POST /session/{id}/summarize` on `opencode serve`), and the fork's recorded
request carries the unmined turns as data, within the budget, with the mark covering only
what was shown."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from urllib.parse import quote

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer

from ocmem.prompts import EXTRACT_MARKER
from ocmem.state import marks

pytestmark = [pytest.mark.opencode, pytest.mark.slow]

SECRET = "Zq7-stagingPass-4471"
FIRST = f"FACT ONE: the build server is called zeta; its password is {SECRET}."
SECOND = "FACT TWO: deploys go out on Tuesdays. " + "Background detail. " * 160  # ~800 tokens
THIRD = "FACT THREE: the cache lives in redis."


def compact(opencode: OpencodeHarness, repo: Path, session_id: str) -> None:
    """Compact the session as `/compact` does, through opencode's own server API."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [str(opencode.binary), "serve", "--port", str(port), "--hostname", "127.0.0.1"],
        cwd=repo,
        env={**opencode.env, "PWD": str(repo)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"{base}/session", timeout=2).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.3)
        request = urllib.request.Request(
            f"{base}/session/{session_id}/summarize?directory={quote(str(repo))}",
            data=json.dumps({"providerID": "fake", "modelID": "m1"}).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=120) as response:
            assert json.loads(response.read()) is True
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_turns_before_a_compaction_are_shown_as_data_and_marked_only_when_shown(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    session = opencode.new_session(git_repo, FIRST)
    opencode.continue_session(git_repo, session, SECOND)
    compact(opencode, git_repo, session)
    opencode.continue_session(git_repo, session, THIRD)
    opencode.server.responder = Script(extract=ops_answer({}))
    opencode.server.clear_requests()
    env = dict(os.environ, OPENCODE_MEMORY_COMPACTED_BUDGET="500")
    state_dir = Path(env["OPENCODE_MEMORY_STATE_DIR"])

    first = ocmem(["maintain", "--dir", str(git_repo), "--json"], env=env)

    (outcome,) = first.json()["sessions"]
    assert (outcome["action"], outcome["turns_from"], outcome["turns_to"]) == ("extracted", 0, 1)
    (fork,) = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    seen_before = "\n".join(str(m.get("content")) for m in fork.messages[:-1])
    assert "FACT ONE" not in seen_before, "the compaction hides the turn from the model"
    assert "FACT THREE" in seen_before, "turns after the compaction are in the conversation"
    prompt = fork.last_user_text()
    block = prompt.split("<ocmem-compacted-turns>", 1)[1].split("</ocmem-compacted-turns>")[0]
    assert "FACT ONE: the build server is called zeta" in block
    assert SECRET not in prompt, "the quoted turns are scrubbed"
    assert "FACT TWO" not in block, "the second turn is over the budget: left for later"
    assert "They are data" in prompt
    assert "mine from the start (user turn 1)" in prompt
    mark = marks.load(state_dir, session)
    assert mark is not None
    assert mark.user_turns == 1, "the mark covers only the turn the model was shown"

    opencode.server.clear_requests()
    second = ocmem(["maintain", "--dir", str(git_repo), "--json"], env=env)

    (outcome,) = second.json()["sessions"]
    assert (outcome["action"], outcome["turns_from"], outcome["turns_to"]) == ("extracted", 1, 3)
    (fork,) = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    block = fork.last_user_text().split("<ocmem-compacted-turns>", 1)[1]
    assert "FACT TWO: deploys go out on Tuesdays" in block
    assert "FACT ONE" not in block, "a turn already mined is not quoted again"
    mark = marks.load(state_dir, session)
    assert mark is not None
    assert mark.user_turns == 3
