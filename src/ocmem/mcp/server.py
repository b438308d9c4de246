"""The five tools wired to the official `mcp` SDK, served over stdio.

Tool names, parameters and answers are a contract (docs/commands/mcp.md); the logic is in
`ocmem.mcp.tools`. The project is the `--dir` the server was started with, else the first
`file://` root the client lists (asked on each call, so a client that changes its roots
is followed), else the server's working directory.
"""

# No `from __future__ import annotations`: the SDK reads the tools' annotations at
# registration, and `ClientRoots` is local to the functions adding them.
import io
import os
import re
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar
from urllib.parse import unquote, urlparse

import anyio.to_thread
from mcp.server.mcpserver import Context, ListRoots, MCPServer, Resolve
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.server.stdio import stdio_server
from mcp_types import ListRootsResult, ToolAnnotations

from ocmem import __version__
from ocmem.mcp import tools
from ocmem.mcp.store_cache import StoreCache
from ocmem.redact import scrub_output

SERVER_NAME = "opencode-memory"
INSTRUCTIONS = (
    "The project's durable memory (Claude Code's memory format): decisions, conventions, "
    "the user's preferences and where things are. Search it before answering a question "
    "about past decisions; save a memory when the user asks you to remember something."
)
_T = TypeVar("_T")


class _ScrubbingServer(MCPServer[Any]):
    """An MCP server whose refusals never repeat a secret: the text of a tool error (ours,
    or the SDK's for arguments that fail the schema, which quotes the value given) passes
    through the output scrubber, as everything the command line prints does.

    Over stdio, a request line whose JSON holds a lone surrogate escape (`"\\ud800"`,
    which the SDK's parser refuses, answering nothing, so the client waited out its
    timeout: 60 s in opencode) has each such escape read as U+FFFD, as the SDK already
    reads bytes that are not UTF-8.
    """

    async def run_stdio_async(self) -> None:
        async with stdio_server(stdin=_wire_stdin()) as (read_stream, write_stream):
            await self._lowlevel_server.run(
                read_stream, write_stream, self._lowlevel_server.create_initialization_options()
            )

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context | None = None
    ) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except UnexpectedToolError:
            raise  # its text names only the tool
        except ToolError as exc:
            raise ToolError(scrub_output(str(exc))) from None


class _SurrogateSafeLines(io.TextIOWrapper):
    # typeshed gives TextIOWrapper the readline of its binary base, hence the ignore.
    def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
        line = super().readline(-1 if size is None else size)
        return _without_lone_surrogates(line) if "\\u" in line else line


# A JSON string escape: `\\uXXXX` (its four digits captured) or any other `\\x`, so that an
# escaped backslash before a `u` is never read as the start of a `\\u` escape.
_ESCAPE = re.compile(r"\\(?:u([0-9a-fA-F]{4})|.)", re.DOTALL)


def _without_lone_surrogates(line: str) -> str:
    """`line` with each `\\uXXXX` escape of half a surrogate pair, unpaired, as `\\ufffd`."""
    lone: list[tuple[int, int]] = []
    high: tuple[int, int] | None = None  # a high half waiting for its low half
    for match in _ESCAPE.finditer(line):
        digits = match.group(1)
        code = int(digits, 16) if digits else -1
        if high is not None:
            if 0xDC00 <= code <= 0xDFFF and match.start() == high[1]:
                high = None
                continue
            lone.append(high)
            high = None
        if 0xD800 <= code <= 0xDBFF:
            high = match.span()
        elif 0xDC00 <= code <= 0xDFFF:
            lone.append(match.span())
    if high is not None:
        lone.append(high)
    if not lone:
        return line
    pieces, at = [], 0
    for begin, end in lone:
        pieces += [line[at:begin], "\\ufffd"]
        at = end
    return "".join([*pieces, line[at:]])


def _wire_stdin() -> anyio.AsyncFile[str]:
    """The protocol's input on a private descriptor; fd 0 then reads the null device, so
    a child process never takes bytes off the wire (the SDK's own stdin claim does so)."""
    wire = os.dup(0)
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        os.dup2(null, 0)
    finally:
        os.close(null)
    binary = os.fdopen(wire, "rb")
    return anyio.wrap_file(_SurrogateSafeLines(binary, encoding="utf-8", errors="replace"))


def build_server(directory: Path | None = None) -> MCPServer[Any]:
    """A server over the store of `directory`, or of the client's root / the cwd if None."""
    server: MCPServer[Any] = _ScrubbingServer(
        SERVER_NAME, version=__version__, instructions=INSTRUCTIONS, log_level="WARNING"
    )
    runner = _Runner(directory)
    _add_reading_tools(server, runner)
    _add_writing_tools(server, runner)
    return server


def _roots_asker(directory: Path | None) -> Callable[[Context], Awaitable[ListRoots | None]]:
    """Asks the client for its roots, unless `--dir` named the project."""

    async def ask_roots(ctx: Context) -> ListRoots | None:
        if directory is not None:
            return None
        capabilities = ctx.client_capabilities
        if capabilities is None or capabilities.roots is None:
            return None
        return ListRoots()

    return ask_roots


class _Runner:
    """Runs each tool call on the project's store off the event loop, one at a time."""

    def __init__(self, directory: Path | None) -> None:
        self.directory = directory
        self.cache = StoreCache()
        self.ask_roots = _roots_asker(directory)
        self._lock = threading.Lock()

    async def run(self, roots: ListRootsResult | None, call: Callable[[tools.Project], _T]) -> _T:
        project_dir = self.directory or root_directory(roots) or Path.cwd()

        def work() -> _T:
            with self._lock:
                return call(tools.open_project(project_dir, dict(os.environ)))

        try:
            return await anyio.to_thread.run_sync(work)
        except tools.ToolInputError as exc:
            raise ToolError(str(exc)) from None  # scrubbed by _ScrubbingServer.call_tool


def _add_reading_tools(server: MCPServer[Any], runner: _Runner) -> None:
    ClientRoots = Annotated[ListRootsResult | None, Resolve(runner.ask_roots)]  # noqa: N806
    run, cache = runner.run, runner.cache
    read_only = ToolAnnotations(read_only_hint=True, open_world_hint=False)

    @server.tool(
        name="memory_search",
        description=(
            "Search the project's memories for the words of `query` (in name, description "
            "and body; word forms match, e.g. retry/retries). Returns at most `limit` (1-50, "
            "default 5) hits, best first: {file, name, description, type, score, path}. "
            "Read a hit in full with memory_read."
        ),
        annotations=read_only,
    )
    async def memory_search(
        query: str, roots: ClientRoots, limit: int = tools.DEFAULT_LIMIT
    ) -> list[dict[str, Any]]:
        hits = await run(roots, lambda p: tools.search(p, query, limit, cache=cache))
        return [hit.to_json() for hit in hits]

    @server.tool(
        name="memory_read",
        description=(
            "The full text of one memory file (frontmatter and body), by its file name as "
            "memory_search or memory_list give it, e.g. feedback_testing.md."
        ),
        annotations=read_only,
    )
    async def memory_read(file: str, roots: ClientRoots) -> str:
        return await run(roots, lambda p: tools.read(p, file))

    @server.tool(
        name="memory_list",
        description=(
            "The project's memories, a page at a time in file-name order: "
            "{memories: [{file, name, description, type, modified}], total, next_offset} "
            "(modified is the file's time, ISO 8601 UTC). At most `limit` (1-100, default "
            "100) from `offset` (default 0); call again with offset=next_offset for more "
            "(null after the last page). To find memories by topic, memory_search is faster."
        ),
        annotations=read_only,
    )
    async def memory_list(
        roots: ClientRoots, offset: int = 0, limit: int = tools.DEFAULT_PAGE
    ) -> dict[str, Any]:
        page = await run(roots, lambda p: tools.list_page(p, offset, limit))
        return page.to_json()


def _add_writing_tools(server: MCPServer[Any], runner: _Runner) -> None:
    ClientRoots = Annotated[ListRootsResult | None, Resolve(runner.ask_roots)]  # noqa: N806
    run = runner.run

    @server.tool(
        name="memory_save",
        description=(
            "Save a memory the user asked you to remember. type is one of user, feedback, "
            "project, reference; name is a short title, description one line saying when "
            "it matters, body the memory itself (for feedback and project: the rule, then "
            "Why: and How to apply:). file (optional) names the file; without it the file "
            "is <type>_<name>.md and saving the same name again updates it. A memory close "
            "to an existing one updates that one. Secrets are scrubbed. Returns "
            "{file, action: created|updated|merged}."
        ),
        # Saving a name again replaces that memory (undoable, but a replacement all the same).
        annotations=ToolAnnotations(destructive_hint=True, open_world_hint=False),
    )
    async def memory_save(
        name: str,
        description: str,
        type: str,  # noqa: A002 - the tool's contract names it `type`
        body: str,
        roots: ClientRoots,
        file: str | None = None,
    ) -> dict[str, Any]:
        def call(project: tools.Project) -> tools.SaveResult:
            return tools.save(
                project, name=name, description=description, kind=type, body=body, file=file
            )

        return (await run(roots, call)).to_json()

    @server.tool(
        name="memory_delete",
        description=(
            "Delete one memory by file name (recoverable: `opencode-memory restore --file "
            "<file>` brings it back). Returns what was removed: {file, name, description, "
            "type, restore}."
        ),
        annotations=ToolAnnotations(destructive_hint=True, open_world_hint=False),
    )
    async def memory_delete(file: str, roots: ClientRoots) -> dict[str, Any]:
        return (await run(roots, lambda p: tools.delete(p, file))).to_json()


def root_directory(roots: ListRootsResult | None) -> Path | None:
    """The first `file://` root that is an existing directory, else None."""
    for root in roots.roots if roots is not None else ():
        parsed = urlparse(str(root.uri))
        if parsed.scheme != "file" or parsed.netloc not in ("", "localhost"):
            continue
        path = Path(unquote(parsed.path))
        if path.is_absolute() and path.is_dir():
            return path
    return None


def serve(directory: Path | None = None) -> None:
    """Serve the tools over stdin/stdout until the client closes the connection."""
    server = build_server(directory)
    anyio.run(server.run_stdio_async)
