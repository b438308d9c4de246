"""End to end: `opencode-memory mcp` spawned over stdio by the SDK's client, and by opencode.

The server is the installed console script in a real process with an isolated home; the
last test has the real, pinned opencode start it from its config and report it connected.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
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
    assert [m["file"] for m in out["list"]] == ["project_deploys_on_tuesday.md"]
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
