"""`watch` end to end: unwrapped sessions made by the real opencode binary, real forks."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer
from testing.session_templates import MadeSession

from ocmem.prompts import EXTRACT_MARKER
from ocmem.scripted_model import RecordedRequest, Reply
from ocmem.store.location import resolve_store

pytestmark = pytest.mark.opencode

PROJECTS = ("alpha", "beta")


def project_answer(request: RecordedRequest) -> Reply:
    """Each fork saves one memory named after the project its conversation talks about."""
    text = request.all_text()
    project = next(p for p in PROJECTS if f"project {p}" in text)
    return Reply(
        text=ops_answer(
            {
                "save": [
                    {
                        "file": f"project_{project}_deploy.md",
                        "name": f"{project}-deploy",
                        "description": f"How project {project} deploys",
                        "type": "project",
                        "body": f"Project {project} deploys with `make ship`.",
                    }
                ]
            }
        )
    )


def store_of(repo: Path, env: dict[str, str]) -> Path:
    return resolve_store(repo, "auto", env).memory_dir


def test_watch_once_mines_an_unwrapped_session_into_its_directorys_store(
    opencode: OpencodeHarness,
    deploy_session: MadeSession,
    tmp_path: Path,
    isolated_home: dict[str, str],
) -> None:
    """Run from outside the repository, so the store comes from the session's directory
    in opencode's own rows. (Two repositories, two stores: tests/maintain/test_watch_stores.py.)"""
    env = dict(isolated_home, OPENCODE_MEMORY_WATCH_IDLE_MINUTES="0")
    repo, session = deploy_session.repo, deploy_session.id
    opencode.server.responder = Script(extract=project_answer)

    before = ocmem(["status", "--dir", str(repo), "--json"], env=env)
    assert before.returncode == 0, before.stderr
    assert before.json()["pending"] == [session]

    first = ocmem(["watch", "--once", "--json"], cwd=tmp_path, env=env)

    assert first.returncode == 0, first.stderr
    report = first.json()
    (outcome,) = report["sessions"]
    store = store_of(repo, isolated_home)
    assert outcome["id"] == session
    assert (outcome["action"], outcome["saved"]) == ("extracted", 1), outcome
    assert outcome["store"] == str(store)
    assert sorted(p.name for p in store.iterdir()) == ["MEMORY.md", "project_alpha_deploy.md"]
    assert [s["store"] for s in report["stores"]] == [str(store)]
    assert len(fork_requests(opencode.server.requests, EXTRACT_MARKER)) == 1

    after = ocmem(["status", "--dir", str(repo), "--json"], env=env)
    assert after.json()["pending"] == []

    requests = len(opencode.server.chat_requests())
    second = ocmem(["watch", "--once", "--json"], cwd=tmp_path, env=env)

    assert second.returncode == 0, second.stderr
    assert second.json()["sessions"] == []
    assert second.json()["up_to_date"] == 1
    assert len(opencode.server.chat_requests()) == requests, "no model request without new turns"


def wait_for(predicate: object, timeout: float, what: str) -> None:
    assert callable(predicate)
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.2)


def test_background_watch_mines_a_session_that_goes_idle_later_and_stops_on_sigterm(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    env = dict(
        isolated_home,
        OPENCODE_MEMORY_WATCH_INTERVAL="1",
        OPENCODE_MEMORY_WATCH_IDLE_MINUTES="0.05",  # three quiet seconds
        PWD=str(tmp_path),
    )
    opencode.server.responder = Script(extract=project_answer)
    log = tmp_path / "watch.stderr"
    with log.open("wb") as stderr:
        watcher = subprocess.Popen(
            [sys.executable, "-m", "ocmem", "watch"],
            cwd=tmp_path,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    try:
        wait_for(lambda: "watch scan" in log.read_text(), 60, "the first scan")
        session = opencode.new_session(git_repo, "In project alpha we deploy with make ship.")
        store = store_of(git_repo, isolated_home)
        # The memory is written before the fork is deleted and the pass's line is logged.
        wait_for(
            lambda: f"session={session} action=extracted" in log.read_text(),
            120,
            "the watcher's extraction",
        )
        assert (store / "project_alpha_deploy.md").exists()

        second = ocmem(["watch"], cwd=tmp_path, env=env, timeout=60)
        assert second.returncode == 1
        assert f"pid {watcher.pid}" in second.stderr
        assert "already running" in second.stderr

        status = ocmem(["status", "--dir", str(git_repo), "--json"], env=env)
        assert status.json()["watch"]["running"] is True
        assert status.json()["watch"]["pid"] == watcher.pid
        assert status.json()["pending"] == []
    finally:
        watcher.send_signal(signal.SIGTERM)
        try:
            code = watcher.wait(timeout=30)
        except subprocess.TimeoutExpired:
            watcher.kill()
            raise
    assert code == 0, log.read_text()[-2000:]
    assert "watch stopped by SIGTERM" in log.read_text()
    assert len(fork_requests(opencode.server.requests, EXTRACT_MARKER)) == 1
    status = ocmem(["status", "--dir", str(git_repo), "--json"], env=env)
    assert status.json()["watch"] == {
        "running": False,
        "pid": None,
        "since": None,
        "lock_file": status.json()["watch"]["lock_file"],
    }
    assert os.path.exists(status.json()["watch"]["lock_file"])


def test_sigterm_during_a_fork_deletes_the_fork_keeps_the_mark_and_exits_0(
    opencode: OpencodeHarness,
    deploy_session: MadeSession,
    tmp_path: Path,
    isolated_home: dict[str, str],
) -> None:
    env = dict(isolated_home, OPENCODE_MEMORY_WATCH_IDLE_MINUTES="0", PWD=str(tmp_path))
    git_repo, session = deploy_session.repo, deploy_session.id
    slow = Reply(text=ops_answer({}), delay=60)
    opencode.server.responder = Script(extract=slow)
    log = tmp_path / "watch.stderr"
    with log.open("wb") as stderr:
        watcher = subprocess.Popen(
            [sys.executable, "-m", "ocmem", "watch"],
            cwd=tmp_path,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    try:
        wait_for(
            lambda: fork_requests(opencode.server.requests, EXTRACT_MARKER),
            120,
            "the fork's model request",
        )
    finally:
        watcher.send_signal(signal.SIGTERM)
        try:
            code = watcher.wait(timeout=45)
        except subprocess.TimeoutExpired:
            watcher.kill()
            raise
    text = log.read_text()
    assert code == 0, text[-2000:]
    assert "watch scan interrupted by a stop signal" in text
    with opencode.db() as conn:
        left = [row[0] for row in conn.execute("SELECT id FROM session")]
    assert left == [session], "the interrupted fork was deleted"
    status = ocmem(["status", "--dir", str(git_repo), "--json"], env=env)
    assert status.json()["pending"] == [session], "the mark did not move"
