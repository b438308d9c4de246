"""`mcp --print-config`: the snippet each client needs, printed, never written."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from testing.cli import ocmem

from ocmem.mcp.client_config import CLIENTS, client_config, server_command

COMMAND = ["/opt/bin/opencode-memory", "mcp"]


def test_opencode_snippet() -> None:
    config = client_config("opencode", COMMAND)
    assert json.loads(config.snippet) == {
        "mcp": {"opencode-memory": {"type": "local", "command": COMMAND, "enabled": True}}
    }


def test_claude_command() -> None:
    snippet = client_config("claude", ["/a b/opencode-memory", "mcp"]).snippet
    assert snippet == "claude mcp add opencode-memory -- '/a b/opencode-memory' mcp"
    assert shlex.split(snippet)[-2:] == ["/a b/opencode-memory", "mcp"]


def test_cursor_snippet() -> None:
    config = client_config("cursor", COMMAND)
    assert json.loads(config.snippet) == {
        "mcpServers": {"opencode-memory": {"command": COMMAND[0], "args": ["mcp"]}}
    }
    assert ".cursor/mcp.json" in config.target


def test_server_command() -> None:
    assert server_command("/x/opencode-memory") == ["/x/opencode-memory", "mcp"]
    assert server_command("ocm", Path("/p")) == ["ocm", "mcp", "--dir", "/p"]


@pytest.mark.parametrize("client", CLIENTS)
def test_print_config_prints_and_writes_nothing(client: str, tmp_path: Path) -> None:
    before = sorted(p for p in tmp_path.rglob("*"))
    result = ocmem(["mcp", "--print-config", client], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "opencode-memory" in result.stdout
    assert sorted(p for p in tmp_path.rglob("*")) == before
    as_json = ocmem(["mcp", "--print-config", client, "--json"], cwd=tmp_path).json()
    assert as_json["client"] == client
    assert as_json["snippet"].strip() == result.stdout.strip()


def test_print_config_refuses_an_unknown_client(tmp_path: Path) -> None:
    result = ocmem(["mcp", "--print-config", "vim"], cwd=tmp_path)
    assert result.returncode == 2
    assert "opencode" in result.stderr


def test_a_dir_that_does_not_exist_is_refused_before_serving(tmp_path: Path) -> None:
    # A typo in --dir started a server that saved into a store no session reads.
    result = ocmem(["mcp", "--dir", str(tmp_path / "no-such-project")])

    assert result.returncode == 2
    assert "does not exist" in result.stderr
