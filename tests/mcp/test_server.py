"""The tools through the SDK's own client, in process: names, shapes, errors and roots."""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.client.context import ClientRequestContext
from mcp_types import CallToolResult, ListRootsResult, Root

from mcp import Client
from ocmem.mcp import tools
from ocmem.mcp.server import build_server, root_directory
from ocmem.store.catalog import list_memories

TOKEN = "ghp_Zq8vR2mK4tY7wB1nC5xJ9pL3sD6fH0gA2eU4"
AWS_KEY = "AKIAZ3MXQ7RT5UVW2K9P"
SAVE = {
    "name": "Money is Decimal",
    "description": "Never use float for money",
    "type": "feedback",
    "body": "Use Decimal quantized to cents.\n\nWhy: a float rounding bug mis-stated VAT.",
}


def text(result: CallToolResult) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)


def structured(result: CallToolResult) -> Any:
    assert not result.is_error, text(result)
    content = result.structured_content
    assert content is not None
    return content.get("result", content)


async def every_tool(client: Client) -> dict[str, Any]:
    out: dict[str, Any] = {}
    out["tools"] = sorted(tool.name for tool in (await client.list_tools()).tools)
    out["save"] = structured(await client.call_tool("memory_save", SAVE))
    out["search"] = structured(await client.call_tool("memory_search", {"query": "float money"}))
    out["list"] = structured(await client.call_tool("memory_list", {}))
    out["read"] = await client.call_tool("memory_read", {"file": out["save"]["file"]})
    out["delete"] = structured(
        await client.call_tool("memory_delete", {"file": out["save"]["file"]})
    )
    return out


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_every_tool_in_process(tmp_path: Path, mode: str) -> None:
    directory = tmp_path / "project"
    directory.mkdir()

    async def main() -> dict[str, Any]:
        async with Client(build_server(directory), mode=mode) as client:  # type: ignore[arg-type]
            return await every_tool(client)

    out = anyio.run(main)
    assert out["tools"] == [
        "memory_delete",
        "memory_list",
        "memory_read",
        "memory_save",
        "memory_search",
    ]
    assert out["save"] == {"file": "feedback_money_is_decimal.md", "action": "created"}
    [hit] = out["search"]
    location = tools.open_project(directory).location
    assert hit == {
        "file": "feedback_money_is_decimal.md",
        "name": "Money is Decimal",
        "description": "Never use float for money",
        "type": "feedback",
        "score": hit["score"],
        "path": str(location.memory_dir / "feedback_money_is_decimal.md"),
    }
    assert 0 < hit["score"] <= 100
    [listed] = out["list"]["memories"]
    assert (out["list"]["total"], out["list"]["next_offset"]) == (1, None)
    assert set(listed) == {"file", "name", "description", "type", "modified"}
    assert "Why: a float rounding bug" in text(out["read"])
    assert text(out["read"]).startswith("---\n")
    assert out["delete"]["file"] == "feedback_money_is_decimal.md"
    assert out["delete"]["restore"] == shlex.join(
        [
            "opencode-memory",
            "restore",
            "--dir",
            str(directory),
            "--file",
            "feedback_money_is_decimal.md",
        ]
    )
    assert list_memories(location) == []


HOSTILE_CALLS = [
    ("memory_read", {"file": "../../etc/passwd"}, "without / or \\"),
    ("memory_read", {"file": "MEMORY.md"}, "MEMORY.md is the index"),
    ("memory_delete", {"file": "MEMORY.md"}, "MEMORY.md is the index"),
    ("memory_delete", {"file": "../x.md"}, "without / or \\"),
    ("memory_save", {**SAVE, "file": "../x.md"}, "without / or \\"),
    ("memory_save", {**SAVE, "body": "y" * 41_000}, "40000"),
    ("memory_save", {**SAVE, "file": f"reference_{TOKEN}.md"}, "secret-shaped"),
    ("memory_save", {**SAVE, "type": "opinion"}, "is not one of"),
    ("memory_save", {"name": "x"}, "Field required"),
    ("memory_search", {"query": 5}, "valid string"),
    # Found by a black-box tester: these refusals echoed the secret the caller gave.
    ("memory_read", {"file": f"{TOKEN}.md"}, "no memory named"),
    ("memory_read", {"file": f"notes {AWS_KEY}.md"}, "no memory named"),
    ("memory_delete", {"file": f"project_{AWS_KEY}.md"}, "cannot delete"),
    ("memory_search", {"query": "deploy", "limit": TOKEN}, "valid integer"),
]


def test_hostile_calls_are_tool_errors_without_echo(tmp_path: Path) -> None:
    directory = tmp_path / "project"
    directory.mkdir()

    async def main() -> list[tuple[str, CallToolResult]]:
        async with Client(build_server(directory)) as client:
            results = [
                (expect, await client.call_tool(name, args)) for name, args, expect in HOSTILE_CALLS
            ]
            huge = await client.call_tool("memory_search", {"query": "q" * 10_000, "limit": -3})
            results.append(("", huge))
            return results

    results = anyio.run(main)
    for expect, result in results[:-1]:
        assert result.is_error, text(result)
        assert expect in text(result)
        assert TOKEN not in text(result)
        assert AWS_KEY not in text(result)
        assert "yyyyyyyyyy" not in text(result)
    assert structured(results[-1][1]) == []
    assert list_memories(tools.open_project(directory).location) == []


def test_the_project_is_the_clients_first_file_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rooted = tmp_path / "rooted"
    rooted.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    asked: list[int] = []

    async def roots(context: ClientRequestContext) -> ListRootsResult:
        asked.append(1)
        return ListRootsResult(
            roots=[Root(uri=f"file://{tmp_path}/missing"), Root(uri=rooted.as_uri())]
        )

    async def main(mode: str, directory: Path | None) -> str:
        server = build_server(directory)
        async with Client(server, list_roots_callback=roots, mode=mode) as client:  # type: ignore[arg-type]
            saved = structured(await client.call_tool("memory_save", SAVE))
            return str(saved["file"])

    for mode in ("auto", "legacy"):
        anyio.run(main, mode, None)
    assert asked
    assert [m.file for m in list_memories(tools.open_project(rooted).location)] == [
        "feedback_money_is_decimal.md"
    ]
    assert list_memories(tools.open_project(elsewhere).location) == []
    asked.clear()
    fixed = tmp_path / "fixed"
    fixed.mkdir()
    anyio.run(main, "legacy", fixed)
    assert asked == []  # --dir wins; the client is not asked
    assert len(list_memories(tools.open_project(fixed).location)) == 1


def test_without_roots_the_project_is_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)

    async def main() -> None:
        async with Client(build_server()) as client:
            structured(await client.call_tool("memory_save", SAVE))

    anyio.run(main)
    assert len(list_memories(tools.open_project(tmp_path).location)) == 1


@pytest.mark.parametrize(
    ("uris", "expected"),
    [
        ([], None),
        (["file:///nonexistent-dir-xyz"], None),
        (["file://remotehost/tmp"], None),
        (["file:///tmp"], "/tmp"),
    ],
)
def test_root_directory(uris: list[str], expected: str | None) -> None:
    result = ListRootsResult(roots=[Root(uri=u) for u in uris])  # type: ignore[arg-type]
    found = root_directory(result)
    assert (str(found) if found else None) == expected


def test_tool_descriptions_name_the_contract() -> None:
    async def main() -> dict[str, Any]:
        async with Client(build_server(Path("/tmp"))) as client:
            listed = (await client.list_tools()).tools
            return {t.name: json.dumps(t.input_schema) for t in listed}

    schemas = anyio.run(main)
    assert '"limit"' in schemas["memory_search"]
    assert '"roots"' not in "".join(schemas.values())  # resolved, never asked of the model
    for field in ("name", "description", "type", "body", "file"):
        assert f'"{field}"' in schemas["memory_save"]


def test_the_tools_that_can_replace_a_memory_say_so(tmp_path: Path) -> None:
    # memory_save was marked not destructive, though saving a name again replaces it.
    async def main() -> dict[str, Any]:
        async with Client(build_server(tmp_path), mode="auto") as client:  # type: ignore[arg-type]
            listed = (await client.list_tools()).tools
            return {tool.name: tool.annotations for tool in listed}

    annotations = anyio.run(main)
    for name in ("memory_save", "memory_delete"):
        assert annotations[name].destructive_hint is True
    for name in ("memory_search", "memory_read", "memory_list"):
        assert annotations[name].read_only_hint is True
