"""End to end: `opencode-memory mcp` spawned over stdio by the SDK's client, and by opencode.

The server is the installed console script in a real process with an isolated home; the
last test has the real, pinned opencode start it from its config and report it connected.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp_types import CallToolResult
from testing.opencode_harness import OpencodeHarness

from mcp import Client, StdioServerParameters
from ocmem.mcp import tools
from ocmem.mcp.client_config import client_config
from ocmem.store.catalog import list_memories, read_index_text

TOKEN = "ghp_Zq8vR2mK4tY7wB1nC5xJ9pL3sD6fH0gA2eU4"


def _script() -> str:
    found = Path(sys.executable).parent / "opencode-memory"
    return str(found) if found.exists() else shutil.which("opencode-memory") or ""


def _structured(result: CallToolResult) -> Any:
    assert not result.is_error, result.content
    content = result.structured_content
    assert content is not None
    return content.get("result", content)


def test_every_tool_over_stdio(git_repo: Path, isolated_home: dict[str, str]) -> None:
    script = _script()
    if not script:
        pytest.skip("the opencode-memory console script is not installed")
    params = StdioServerParameters(
        command=script, args=["mcp"], env=dict(os.environ), cwd=str(git_repo)
    )

    async def main() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with Client(params, read_timeout_seconds=60) as client:
            out["tools"] = sorted(t.name for t in (await client.list_tools()).tools)
            save = {
                "name": "Deploys on Tuesday",
                "description": "The weekly release train leaves on Tuesdays",
                "type": "project",
                "body": "Releases go out weekly on Tuesdays via a release/YYYY.WW branch.",
            }
            out["save"] = _structured(await client.call_tool("memory_save", save))
            out["search"] = _structured(
                await client.call_tool("memory_search", {"query": "when do we release", "limit": 3})
            )
            out["list"] = _structured(await client.call_tool("memory_list", {}))
            read = await client.call_tool("memory_read", {"file": out["save"]["file"]})
            out["read"] = "".join(getattr(b, "text", "") for b in read.content)
            bad = await client.call_tool("memory_read", {"file": "../../etc/passwd"})
            out["bad"] = (bad.is_error, "".join(getattr(b, "text", "") for b in bad.content))
            secret = await client.call_tool("memory_save", {**save, "file": f"project_{TOKEN}.md"})
            out["secret"] = "".join(getattr(b, "text", "") for b in secret.content)
            out["delete"] = _structured(
                await client.call_tool("memory_delete", {"file": out["save"]["file"]})
            )
        return out

    out = anyio.run(main)
    assert out["tools"] == [
        "memory_delete",
        "memory_list",
        "memory_read",
        "memory_save",
        "memory_search",
    ]
    assert out["save"] == {"file": "project_deploys_on_tuesday.md", "action": "created"}
    assert [hit["file"] for hit in out["search"]] == ["project_deploys_on_tuesday.md"]
    assert [m["file"] for m in out["list"]["memories"]] == ["project_deploys_on_tuesday.md"]
    assert "release/YYYY.WW" in out["read"]
    assert out["bad"][0]
    assert "without / or" in out["bad"][1]
    assert "secret-shaped" in out["secret"]
    assert TOKEN not in out["secret"]
    assert out["delete"]["file"] == "project_deploys_on_tuesday.md"
    location = tools.open_project(git_repo).location
    assert list_memories(location) == []
    assert "project_deploys_on_tuesday" not in (read_index_text(location) or "")


@pytest.mark.opencode
def test_opencode_mcp_list_reports_the_server_connected(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    script = _script()
    if not script:
        pytest.skip("the opencode-memory console script is not installed")
    snippet = json.loads(client_config("opencode", [script, "mcp"]).snippet)
    opencode.configure(snippet)
    result = opencode.run(["mcp", "list"], cwd=git_repo, timeout=120)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-2000:]
    assert "opencode-memory" in output, output[-2000:]
    line = next(ln for ln in output.splitlines() if "opencode-memory" in ln)
    assert "connected" in line.lower(), output[-2000:]
    assert "failed" not in line.lower(), output[-2000:]


def _rpc(proc: Any, message: str) -> None:
    proc.stdin.write(message + "\n")
    proc.stdin.flush()


class _Answers:
    """The server's messages, read off its stdout by a thread, found by request id."""

    def __init__(self, proc: Any) -> None:
        self.found: dict[object, dict[str, Any]] = {}
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, args=(proc.stdout,), daemon=True).start()

    def _read(self, stream: Any) -> None:
        for line in stream:
            self.lines.put(line)

    def get(self, request_id: int, seconds: float = 60) -> dict[str, Any]:
        deadline = time.monotonic() + seconds
        while request_id not in self.found:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no answer to request {request_id}")
            try:
                message = json.loads(self.lines.get(timeout=left))
            except queue.Empty:
                continue
            self.found[message.get("id")] = message
        return self.found[request_id]


def test_a_lone_surrogate_in_a_call_gets_an_answer_not_silence(
    git_repo: Path, isolated_home: dict[str, str]
) -> None:
    # The SDK's parser refused the line and nothing answered: opencode waited out its MCP
    # timeout (76 s for one turn) on a model's tool call holding "\ud800".
    script = _script()
    if not script:
        pytest.skip("the opencode-memory console script is not installed")
    proc = subprocess.Popen(
        [script, "mcp", "--dir", str(git_repo)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=dict(os.environ),
    )
    answers = _Answers(proc)
    try:
        init = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t"}}
        _rpc(proc, json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init}))
        answers.get(1)
        _rpc(proc, json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        save = {"name": "Odd text", "description": "d", "type": "project", "body": "x\\ud800y"}
        call = {"name": "memory_save", "arguments": save}
        raw = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": call})
        _rpc(proc, raw.replace("\\\\ud800", "\\ud800"))  # the escape itself, unpaired
        search = {"name": "memory_search", "arguments": {"query": "\\udc00 odd"}}
        raw = json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": search})
        _rpc(proc, raw.replace("\\\\udc00", "\\udc00"))

        saved, found = answers.get(2), answers.get(3)
    finally:
        proc.kill()
        proc.wait()

    assert not saved["result"].get("isError"), saved
    body = (tools.open_project(git_repo).location.memory_dir / "project_odd_text.md").read_text()
    assert "x\ufffdy" in body
    assert "result" in found
