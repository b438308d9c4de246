"""`purge-forks` end to end against forks the real opencode binary made."""

from __future__ import annotations

import json
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from testing.cli import ocmem, ocmem_in_process
from testing.opencode_harness import OpencodeHarness, make_git_repo
from testing.scripts import Script
from testing.session_templates import MadeSession

from ocmem.prompts import EXTRACT_MARKER

pytestmark = pytest.mark.opencode


def api_fork(harness: OpencodeHarness, directory: Path, session_id: str) -> str:
    """A fork made through `opencode serve`'s API, as the TUI's /fork does: no new message."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [str(harness.binary), "serve", "--port", str(port), "--hostname", "127.0.0.1"],
        cwd=directory,
        env=dict(harness.env, PWD=str(directory)),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                # A request that arrives while serve is still starting can hang; retry it.
                _call(port, directory, "GET", "/session", timeout=10)
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.2)
        forked: dict[str, Any] = _call(port, directory, "POST", f"/session/{session_id}/fork")
        return str(forked["id"])
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def _call(port: int, directory: Path, method: str, path: str, timeout: float = 60) -> Any:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        method=method,
        data=b"{}" if method == "POST" else None,
        headers={"Content-Type": "application/json", "x-opencode-directory": str(directory)},
    )
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.loads(response.read() or b"null")


def cli_fork(harness: OpencodeHarness, repo: Path, session_id: str, message: str) -> str:
    result = harness.run(
        ["run", "--session", session_id, "--fork", "--format", "json", "-m", "fake/m1", message],
        cwd=repo,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return result.session_id()


def test_leaked_and_turnless_forks_are_listed_then_deleted_and_a_continued_fork_is_kept(
    opencode: OpencodeHarness, deploy_session: MadeSession, tmp_path: Path
) -> None:
    git_repo, parent = deploy_session.repo, deploy_session.id
    opencode.server.responder = Script()
    leaked = cli_fork(opencode, git_repo, parent, f"{EXTRACT_MARKER}\nExtract memories.")
    continued = cli_fork(opencode, git_repo, parent, "What about the staging deploy?")
    turnless = api_fork(opencode, git_repo, parent)
    elsewhere = make_git_repo(tmp_path / "elsewhere", opencode.env)

    listed = ocmem_in_process(["purge-forks", "--dir", str(git_repo), "--json"])

    assert listed.returncode == 0, listed.stderr
    report = listed.json()
    actions = {s["id"]: (s["action"], s["reason"]) for s in report["sessions"]}
    assert actions == {
        leaked: ("listed", "our-fork"),
        turnless: ("listed", "turnless-fork"),
        continued: ("kept", "continued"),
    }
    assert report["scope"] == "project"
    for session in (parent, leaked, continued, turnless):
        assert opencode.session_row(session) is not None, "a dry run deletes nothing"

    other_project = ocmem_in_process(["purge-forks", "--dir", str(elsewhere), "--json"])
    assert other_project.json()["sessions"] == []
    everywhere = ocmem_in_process(["purge-forks", "--dir", str(elsewhere), "--all", "--json"])
    assert {s["id"] for s in everywhere.json()["sessions"]} == set(actions)

    # The listing, the scope and the text runs read the same real rows in-process; the
    # deleting run stays a real process, as a user's would be.
    deleted = ocmem(["purge-forks", "--dir", str(git_repo), "--yes", "--json"])

    assert deleted.returncode == 0, deleted.stderr
    assert {s["id"]: s["action"] for s in deleted.json()["sessions"]} == {
        leaked: "deleted",
        turnless: "deleted",
        continued: "kept",
    }
    assert opencode.session_row(leaked) is None
    assert opencode.session_row(turnless) is None
    assert opencode.session_row(continued) is not None
    assert opencode.session_row(parent) is not None

    text = ocmem_in_process(["purge-forks", "--dir", str(git_repo)])
    assert text.returncode == 0
    assert continued in text.stdout
    assert "no leaked fork sessions" in text.stdout
