"""`mcp`: serve the store to any MCP client over stdio, or print a client's configuration.

The SDK is imported only when the server starts, so no other command pays for it.
"""

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from ocmem.cli import render
from ocmem.cli.app import app
from ocmem.cli.options import JsonOption, existing_directory


class ClientName(StrEnum):
    opencode = "opencode"
    claude = "claude"
    cursor = "cursor"


@app.command("mcp")
def mcp_command(
    directory: Annotated[
        Path | None,
        typer.Option(
            "--dir",
            metavar="DIR",
            help="Project directory (default: the client's root, else the current directory).",
            exists=True,
            file_okay=False,
            callback=existing_directory,
        ),
    ] = None,
    print_config: Annotated[
        ClientName | None,
        typer.Option("--print-config", help="Print what this client needs, then exit."),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Serve memory_search, memory_read, memory_list, memory_save and memory_delete over stdio."""
    if print_config is not None:
        from ocmem.mcp.client_config import client_config, server_command

        config = client_config(print_config.value, server_command(directory=directory))
        render.render(config.to_json() if as_json else config.snippet, as_json)
        return
    from ocmem.mcp.server import serve

    serve(directory.absolute() if directory is not None else None)
