"""How much of each fork's request the provider can serve from its prompt cache.

A fork replays its parent's conversation and appends our prompt. The provider caches by
prefix, so what matters is how much of the parent's last request (tools, system prompt,
messages, in the order they are sent) the fork's request repeats byte for byte. Against
the scripted server, which records every request in full, the real opencode binary runs:

- a `run` session, mined by `maintain --session`;
- a session of the TUI (under tmux, through `wrap`), mined by the idle pass;
- a session with recall (a `wrap -- run` on a non-empty store: the index at launch and
  a memory added to the user's message by the per-turn plugin), mined by the exit pass;
- the `run` session resumed after its pass, mined again.

For each: whether tools and system are identical, how many of the parent's messages the
fork repeats unchanged in place, the byte-identical prefix share, and our prompt's size
in tokens (four UTF-8 bytes a token, as the prompt budgets count):

    .venv/bin/python benchmarks/bench_cache.py
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
for extra in (ROOT, ROOT / "src"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from testing.cli import ocmem  # noqa: E402
from testing.opencode_harness import (  # noqa: E402
    OpencodeHarness,
    isolated_environ,
    make_git_repo,
    require_opencode,
)
from testing.scripts import Script, is_fork, ops_answer  # noqa: E402

from ocmem.prompts import EXTRACT_MARKER  # noqa: E402
from ocmem.prompts.token_estimate import estimate_tokens  # noqa: E402
from ocmem.recall import RECALL_OPEN_TAG  # noqa: E402
from ocmem.scripted_model import (  # noqa: E402
    RecordedRequest,
    Reply,
    ScriptedModelServer,
    ToolCall,
)

MEMORY = {
    "save": [
        {
            "file": "project_deploy.md",
            "name": "deploy-command",
            "description": "Deploys run `make ship` after `make test`",
            "type": "project",
            "body": "Deploy with `make ship` once `make test` passes.",
        }
    ]
}


@dataclass(frozen=True)
class Measure:
    scenario: str
    tools_identical: bool
    system_identical: bool
    messages_repeated: int
    parent_messages: int
    prefix_share: float
    prompt_tokens: int

    def row(self) -> str:
        return (
            f"| {self.scenario} | {'yes' if self.tools_identical else 'NO'} | "
            f"{'yes' if self.system_identical else 'NO'} | "
            f"{self.messages_repeated}/{self.parent_messages} | "
            f"{self.prefix_share * 100:.2f}% | {self.prompt_tokens:,} |"
        )


def stream(request: RecordedRequest) -> list[str]:
    """The request as the provider reads it: tools, then each message, in sent order."""
    tools = json.dumps(request.tools, ensure_ascii=False)
    return [tools, *(json.dumps(m, ensure_ascii=False) for m in request.messages)]


def shared_prefix(a: bytes, b: bytes) -> int:
    """How many leading bytes `a` and `b` have in common."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def measure(scenario: str, parent: RecordedRequest, fork: RecordedRequest) -> Measure:
    ours = stream(parent)
    theirs = stream(fork)
    parent_text = "\n".join(ours).encode()
    fork_text = "\n".join(theirs).encode()
    common = shared_prefix(parent_text, fork_text)
    repeated = 0
    for mine, other in zip(parent.messages, fork.messages, strict=False):
        if mine != other:
            break
        repeated += 1
    prompt = fork.last_user_text()
    return Measure(
        scenario=scenario,
        tools_identical=parent.tools == fork.tools,
        system_identical=parent.system_text() == fork.system_text(),
        messages_repeated=repeated,
        parent_messages=len(parent.messages),
        prefix_share=common / len(parent_text),
        prompt_tokens=estimate_tokens(prompt),
    )


def pair(requests: Sequence[RecordedRequest], since: int) -> tuple[RecordedRequest, ...]:
    """The newest extraction fork after `since`, and the last parent request before it."""
    chat = list(requests[since:])
    forks = [
        i for i, r in enumerate(chat) if not r.is_title_request() and is_fork(r, EXTRACT_MARKER)
    ]
    if not forks:
        raise RuntimeError("no extraction fork was made")
    at = forks[-1]
    parents = [
        r for r in chat[:at] if not r.is_title_request() and EXTRACT_MARKER not in r.all_text()
    ]
    if not parents:
        raise RuntimeError("no parent request before the fork")
    return parents[-1], chat[at]


def wait_for(check: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.5)
    return check()


def tool_then_answer(request: RecordedRequest) -> Reply:
    """The parent sessions read a file first (a tool step), like real ones do."""
    if any(m.get("role") == "tool" for m in request.messages):
        return Reply(text="The Makefile ships with `make ship`; noted.")
    return Reply(tool_calls=(ToolCall("read", {"filePath": "Makefile"}),))


def main() -> int:
    binary = require_opencode()
    results: list[Measure] = []
    skipped: list[str] = []
    with tempfile.TemporaryDirectory(prefix="bench-cache-") as raw, ScriptedModelServer() as server:
        root = Path(raw)
        env = isolated_environ(root / "iso", os.environ)
        env["PATH"] = f"{binary.parent}{os.pathsep}{os.environ.get('PATH', '')}"
        env["OPENCODE_MEMORY_OPENCODE_BIN"] = str(binary)
        env["OPENCODE_MEMORY_FOREGROUND"] = "1"
        harness = OpencodeHarness(root=root, server=server, env=dict(env), binary=binary)
        harness.configure()
        repo = make_git_repo(root / "project", env)
        (repo / "Makefile").write_text("ship:\n\t./deploy.sh\n")
        server.responder = Script(extract=ops_answer(MEMORY), chat="Noted.")

        # 1. A `run` session with a tool step, mined by hand.
        start = len(server.requests)
        server.responder = _chat_with_tool(Script(extract=ops_answer(MEMORY)))
        session = harness.new_session(repo, "Read the Makefile: how do we deploy?")
        done = ocmem(["maintain", "--session", session, "--dir", str(repo), "--json"], env=env)
        _check(done.returncode, done.stderr)
        results.append(measure("`run` session", *pair(server.requests, start)))

        # 2. The same session resumed after that pass, mined again.
        start = len(server.requests)
        resumed = harness.continue_session(repo, session, "And staging deploys on Fridays.")
        _check(resumed.returncode, resumed.stderr)
        done = ocmem(["maintain", "--session", session, "--dir", str(repo), "--json"], env=env)
        _check(done.returncode, done.stderr)
        results.append(measure("`run` session resumed after a pass", *pair(server.requests, start)))

        # 3. A session with recall (the store is not empty now): the index at launch and
        # the deploy memory on the user's message (per turn), mined by the exit pass.
        start = len(server.requests)
        wrapped = ocmem(["wrap", "--", "run", "How do we deploy with make?"], cwd=repo, env=env)
        _check(wrapped.returncode, wrapped.stderr)
        parent, fork = pair(server.requests, start)
        if "project-memory-index" not in parent.system_text():
            raise RuntimeError("the wrapped session got no recall block")
        if RECALL_OPEN_TAG not in json.dumps(parent.messages):
            raise RuntimeError("the wrapped session got no per-turn recall on its message")
        results.append(
            measure(
                "`wrap -- run` session with recall, index and per turn (exit pass)", parent, fork
            )
        )

        # 4. The TUI through `wrap`, mined by the idle pass.
        start = len(server.requests)
        tui = _tui_session(repo, env, root, server, start)
        if tui is None:
            skipped.append("TUI: tmux is not installed")
        else:
            results.append(measure("TUI session through `wrap` (idle pass)", *tui))

    print(
        "| session | tools identical | system identical | parent messages repeated | "
        "byte-identical prefix of the parent's last request | our prompt (tokens) |"
    )
    print("|---|---|---|---|---|---|")
    for result in results:
        print(result.row())
    for line in skipped:
        print(f"skipped: {line}")
    return 0


def _chat_with_tool(script: Script) -> Callable[[RecordedRequest], Reply]:
    def respond(request: RecordedRequest) -> Reply:
        if request.is_title_request() or EXTRACT_MARKER in request.all_text():
            return script(request)
        return tool_then_answer(request)

    return respond


def _tui_session(
    repo: Path,
    env: dict[str, str],
    root: Path,
    server: ScriptedModelServer,
    start: int,
) -> tuple[RecordedRequest, RecordedRequest] | None:
    tmux = shutil.which("tmux")
    if tmux is None:
        return None
    socket = root / "tmux.sock"
    base = [tmux, "-S", str(socket)]
    tui_env = dict(env, OPENCODE_MEMORY_MAINTAIN_IDLE_SECONDS="2", TERM="xterm-256color")
    tui_env["PWD"] = str(repo)
    command = f"{shlex.quote(sys.executable)} -m ocmem wrap"
    exported = [arg for key, value in tui_env.items() for arg in ("-e", f"{key}={value}")]

    def screen() -> str:
        return subprocess.run(
            [*base, "capture-pane", "-p", "-t", "bench"], capture_output=True, text=True
        ).stdout

    subprocess.run(
        [*base, "new-session", "-d", "-s", "bench", "-x", "120", "-y", "40", "-c", str(repo),
         *exported, "sh", "-c", command],
        env=tui_env, check=True, timeout=30,
    )  # fmt: skip
    try:
        if not wait_for(lambda: "ctrl+p" in screen(), 180):
            raise RuntimeError("the TUI did not come up:\n" + screen())
        subprocess.run(
            [*base, "send-keys", "-t", "bench", "-l", "Read the Makefile: what does ship run?"],
            check=True,
        )
        subprocess.run([*base, "send-keys", "-t", "bench", "Enter"], check=True)

        def forked() -> bool:
            try:
                pair(server.requests, start)
            except RuntimeError:
                return False
            return True

        if not wait_for(forked, 240):
            raise RuntimeError("the idle pass made no fork:\n" + screen())
        parent, fork = pair(server.requests, start)
        return parent, fork
    finally:
        subprocess.run([*base, "kill-server"], capture_output=True)
        _stop_session_processes(env["HOME"])


def _stop_session_processes(home: str) -> None:
    """The wrapped TUI's processes (opencode, the wrapper and its exit pass) outlive tmux's
    kill-server for a moment, writing under the temp dir; it cannot be removed until they
    are gone. They get a few seconds to end on their own, then they are killed."""

    def ours() -> list[psutil.Process]:
        found = []
        for process in psutil.process_iter():
            try:
                if process.pid != os.getpid() and process.environ().get("HOME") == home:
                    found.append(process)
            except psutil.Error:
                continue
        return found

    if wait_for(lambda: not ours(), 10):
        return
    for process in ours():
        try:
            process.kill()
        except psutil.Error:
            continue
    psutil.wait_procs(ours(), timeout=10)


def _check(returncode: int, stderr: str) -> None:
    if returncode != 0:
        raise RuntimeError(stderr[-2000:])


if __name__ == "__main__":
    sys.exit(main())
