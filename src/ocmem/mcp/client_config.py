"""What each MCP client needs to start the server: a snippet or a command, never an edit.

`opencode-memory mcp --print-config opencode|claude|cursor` prints it; nothing here reads or
writes a client's configuration file.
"""

from __future__ import annotations

import json
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Client = Literal["opencode", "claude", "cursor"]
CLIENTS: tuple[Client, ...] = ("opencode", "claude", "cursor")
SERVER_KEY = "opencode-memory"


@dataclass(frozen=True)
class ClientConfig:
    """The text to paste (`snippet`) and where it goes (`target`)."""

    client: Client
    target: str
    snippet: str

    def to_json(self) -> dict[str, str]:
        return {"client": self.client, "target": self.target, "snippet": self.snippet}


def server_command(executable: str | None = None, directory: Path | None = None) -> list[str]:
    """The argv a client runs: this program's absolute path when it is on PATH, then `mcp`."""
    program = executable or shutil.which("opencode-memory") or "opencode-memory"
    argv = [program, "mcp"]
    if directory is not None:
        argv += ["--dir", str(directory)]
    return argv


def client_config(client: Client, command: list[str]) -> ClientConfig:
    """The configuration `client` needs to start `command` as a stdio server."""
    if client == "opencode":
        entry = {"type": "local", "command": command, "enabled": True}
        snippet = json.dumps({"mcp": {SERVER_KEY: entry}}, indent=2)
        return ClientConfig(
            client, "opencode.json (the project's, or ~/.config/opencode/)", snippet
        )
    if client == "claude":
        snippet = f"claude mcp add {SERVER_KEY} -- {shlex.join(command)}"
        return ClientConfig(
            client, "run it in the project (add --scope user for every project)", snippet
        )
    if client == "cursor":
        entry = {"command": command[0], "args": command[1:]}
        snippet = json.dumps({"mcpServers": {SERVER_KEY: entry}}, indent=2)
        return ClientConfig(
            client, ".cursor/mcp.json (the project's, or ~/.cursor/mcp.json)", snippet
        )
    raise ValueError(f"unknown client {client!r}; expected one of {', '.join(CLIENTS)}")
