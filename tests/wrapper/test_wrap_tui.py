"""The TUI through `wrap`, driven under tmux: extraction on idle while it is still open,
no second model call when it exits, and its port closed to anyone without the password."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer

from ocmem.prompts import EXTRACT_MARKER

from .wrapping import DEPLOY_MEMORY, DEPLOY_OPS, log_files, store_dir, wait_for, wrap_env

pytestmark = [pytest.mark.opencode, pytest.mark.slow]
SESSION = "wrap"


class Tmux:
    def __init__(self, socket: Path) -> None:
        binary = shutil.which("tmux")
        if binary is None:
            if os.environ.get("CI"):
                pytest.fail("tmux is missing: .ci/run installs it")
            pytest.skip("tmux is not installed")
        self.base = [binary, "-S", str(socket)]

    def __call__(self, *args: str, env: dict[str, str] | None = None) -> str:
        done = subprocess.run(
            [*self.base, *args], capture_output=True, text=True, env=env, timeout=30
        )
        return done.stdout

    def screen(self) -> str:
        return self("capture-pane", "-p", "-t", SESSION)

    def type(self, text: str) -> None:
        self("send-keys", "-t", SESSION, "-l", text)
        self("send-keys", "-t", SESSION, "Enter")


@pytest.fixture
def tmux(tmp_path: Path) -> Iterator[Tmux]:
    server = Tmux(tmp_path / "tmux.sock")
    yield server
    server("kill-server")


def watcher_port() -> int | None:
    for log in log_files("wrap"):
        found = re.search(r"event stream on 127\.0\.0\.1:(\d+)", log.read_text())
        if found:
            return int(found.group(1))
    return None


def test_tui_extracts_on_idle_while_open_and_exit_adds_no_model_call(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path, tmux: Tmux
) -> None:
    opencode.server.responder = Script(extract=ops_answer(DEPLOY_OPS), chat="Noted, thanks.")
    status_file = tmp_path / "wrap-status"
    env = wrap_env(
        opencode,
        OPENCODE_MEMORY_MAINTAIN_IDLE_SECONDS="2",
        OPENCODE_MEMORY_FOREGROUND="1",
        TERM="xterm-256color",
        PWD=str(git_repo),
    )
    command = (
        f"{shlex.quote(sys.executable)} -m ocmem wrap; echo $? > {shlex.quote(str(status_file))}"
    )
    exported = [arg for key, value in env.items() for arg in ("-e", f"{key}={value}")]
    tmux(
        "new-session", "-d", "-s", SESSION, "-x", "120", "-y", "40", "-c", str(git_repo),
        *exported, "sh", "-c", command,
        env=env,
    )  # fmt: skip

    assert wait_for(lambda: watcher_port() is not None, 180), tmux.screen()
    port = watcher_port()
    anonymous = httpx.get(f"http://127.0.0.1:{port}/session", timeout=10)
    guessed = httpx.get(f"http://127.0.0.1:{port}/session", auth=("opencode", "x"), timeout=10)
    assert (anonymous.status_code, guessed.status_code) == (401, 401)

    assert wait_for(lambda: "ctrl+p" in tmux.screen(), 120), tmux.screen()
    tmux.type("Deploys go through make ship, after make test passes.")

    memory = store_dir(git_repo) / DEPLOY_MEMORY
    assert wait_for(memory.is_file, 240), tmux.screen()
    assert not status_file.exists(), "the memory was written while the TUI was still open"
    assert len(fork_requests(opencode.server.requests, EXTRACT_MARKER)) == 1

    # Ctrl-C closes the TUI. Press it again only while the TUI still shows: once opencode
    # has exited, the terminal is back in cooked mode and a Ctrl-C would interrupt the
    # foreground exit pass instead.
    for _attempt in range(3):
        tmux("send-keys", "-t", SESSION, "C-c")
        if wait_for(lambda: status_file.exists() or "ctrl+p" not in tmux.screen(), 30):
            break
    assert wait_for(status_file.exists, 180), tmux.screen()
    assert status_file.read_text().strip() == "0"
    assert len(fork_requests(opencode.server.requests, EXTRACT_MARKER)) == 1, (
        "the exit pass sends no second model call for a session the idle pass covered"
    )
    wrap_log = "\n".join(log.read_text() for log in log_files("wrap"))
    assert re.search(r"idle: extracting session ses_\w+ in the background", wrap_log)
    assert re.search(r"exit pass: session=ses_\w+ action=skipped reason=up-to-date", wrap_log)
