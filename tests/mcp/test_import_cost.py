"""The SDK loads only for the `mcp` command: every other command's imports stay as they were."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
import ocmem.cli.app
from ocmem.cli.commands import register
register({args!r})
{extra}
import ocmem.entry, ocmem.cli.fast, ocmem.wrapper.launch
sdk = ('mcp', 'mcp_types', 'pydantic', 'starlette', 'anyio')
heavy = [m for m in sys.modules if m.split('.')[0] in sdk or m.startswith('ocmem.mcp.server')]
print(','.join(sorted(heavy)))
"""


def _loaded(args: list[str], extra: str = "") -> str:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE.format(args=args, extra=extra)],
        capture_output=True,
        text=True,
        check=True,
    )
    return proc.stdout.strip()


def test_no_other_command_imports_the_sdk() -> None:
    for args in (["status"], ["memories", "list"], ["wrap"], ["doctor"], []):
        # [] registers every command module, as --help does; `mcp` among them.
        assert _loaded(args) == "", args


def test_the_mcp_command_module_alone_does_not_import_it_either() -> None:
    assert _loaded(["mcp"]) == ""


def test_the_probe_sees_the_sdk_once_the_server_loads() -> None:
    loaded = _loaded(["mcp"], "import ocmem.mcp.server").split(",")
    assert {"mcp", "mcp_types", "ocmem.mcp.server"} <= set(loaded)
