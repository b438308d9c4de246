"""Which kind of opencode invocation an argv is (design §3), decided without running it.

Only invocations that run sessions get post-session work: the TUI (no subcommand, or a
positional project directory), `run` and `attach`. Everything else (`--help`,
`--version`, `models`, `session …`, `serve`, …) is handed to opencode untouched.

The option tables mirror opencode 1.x's yargs definitions closely enough to find the
subcommand and the directory: an option that takes a value consumes the next token unless
that token looks like another option; an array option consumes tokens up to the next
option; `--` ends option parsing. Unknown options are taken as flags (opencode's parser is
strict and rejects them, so such an invocation runs no session either way).

Standard library only, and no dataclasses: this runs on every wrapped launch, before
opencode starts.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

PASSTHROUGH = "passthrough"
TUI = "tui"
RUN = "run"
ATTACH = "attach"

SUBCOMMANDS = frozenset(
    {
        "completion", "acp", "mcp", "attach", "run", "debug", "providers", "auth",
        "agent", "upgrade", "uninstall", "serve", "web", "models", "stats", "export",
        "import", "github", "pr", "session", "plugin", "plug", "db",
    }
)  # fmt: skip
_SESSION_COMMANDS = {"run": RUN, "attach": ATTACH}
_HELP_OR_VERSION = frozenset({"-h", "--help", "-v", "--version"})

_COMMON_VALUES = frozenset({"--log-level"})
_TUI_VALUES = _COMMON_VALUES | {
    "--port", "--hostname", "--mdns-domain", "-m", "--model", "-s", "--session",
    "--prompt", "--agent", "--replay-limit",
}  # fmt: skip
_TUI_ARRAYS = frozenset({"--cors"})
_RUN_VALUES = _COMMON_VALUES | {
    "--command", "-s", "--session", "-m", "--model", "--agent", "--format", "--title",
    "--attach", "-p", "--password", "-u", "--username", "--dir", "--port", "--variant",
}  # fmt: skip
_RUN_ARRAYS = frozenset({"-f", "--file"})
_ATTACH_VALUES = _COMMON_VALUES | {
    "--dir", "-s", "--session", "-p", "--password", "-u", "--username", "--replay-limit",
}  # fmt: skip


class Invocation:
    """What a wrapped argv will do: its kind, the project directory, and the args."""

    __slots__ = ("args", "directory", "kind", "opens_server", "reason")

    def __init__(
        self,
        kind: str,
        args: Sequence[str],
        directory: str | None = None,
        opens_server: bool = False,
        reason: str = "",
    ) -> None:
        self.kind = kind
        self.args = tuple(args)
        self.directory = directory
        self.opens_server = opens_server
        self.reason = reason

    @property
    def runs_sessions(self) -> bool:
        return self.kind != PASSTHROUGH

    def __repr__(self) -> str:
        return (
            f"Invocation(kind={self.kind!r}, directory={self.directory!r}, "
            f"opens_server={self.opens_server!r}, reason={self.reason!r})"
        )


class _Scan:
    __slots__ = ("options", "positionals")

    def __init__(self) -> None:
        self.positionals: list[str] = []
        self.options: dict[str, list[str]] = {}

    def last(self, *names: str) -> str | None:
        for name in names:
            values = self.options.get(name)
            if values:
                return values[-1]
        return None


def _looks_like_option(token: str) -> bool:
    return len(token) > 1 and token.startswith("-")


def _scan(
    tokens: Sequence[str],
    values: frozenset[str],
    arrays: frozenset[str],
    stop_at_first_positional: bool = False,
) -> tuple[_Scan, int]:
    """Options and positionals of `tokens`; returns where scanning stopped."""
    scan = _Scan()
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token == "--":
            scan.positionals.extend(tokens[index + 1 :])
            return scan, len(tokens)
        if not _looks_like_option(token):
            scan.positionals.append(token)
            index += 1
            if stop_at_first_positional:
                return scan, index
            continue
        name, equals, inline = token.partition("=")
        if equals:
            scan.options.setdefault(name, []).append(inline)
            index += 1
            continue
        taken: list[str] = []
        index += 1
        if name in values:
            if index < len(tokens) and not _looks_like_option(tokens[index]):
                taken.append(tokens[index])
                index += 1
        elif name in arrays:
            while index < len(tokens) and not _looks_like_option(tokens[index]):
                taken.append(tokens[index])
                index += 1
        scan.options.setdefault(name, []).extend(taken or [""])
    return scan, index


def launch_directory(env: Mapping[str, str]) -> str:
    """The directory opencode will start in: `PWD` when set (opencode trusts it), else cwd."""
    pwd = env.get("PWD", "")
    if pwd and os.path.isabs(pwd) and os.path.isdir(pwd):
        return os.path.normpath(pwd)
    return os.getcwd()


def _resolve(base: str, path: str) -> str:
    return os.path.normpath(os.path.join(base, os.path.expanduser(path)))


def classify(args: Sequence[str], base_directory: str) -> Invocation:
    """Decide what `opencode ARGS` will do, relative to `base_directory`."""
    before_separator = args[: args.index("--")] if "--" in args else args
    if any(token in _HELP_OR_VERSION for token in before_separator):
        return Invocation(PASSTHROUGH, args, reason="help or version")

    head, stopped = _scan(args, _TUI_VALUES, _TUI_ARRAYS, stop_at_first_positional=True)
    if not head.positionals:
        return Invocation(TUI, args, base_directory, _opens_server(head), "tui")

    first = head.positionals[0]
    if first in _SESSION_COMMANDS:
        kind = _SESSION_COMMANDS[first]
        values = _RUN_VALUES if kind == RUN else _ATTACH_VALUES
        arrays = _RUN_ARRAYS if kind == RUN else frozenset()
        rest, _ = _scan(args[stopped:], values, arrays)
        directory = rest.last("--dir") or head.last("--dir")
        where = _resolve(base_directory, directory) if directory else base_directory
        return Invocation(kind, args, where, reason=first)
    if first in SUBCOMMANDS:
        return Invocation(PASSTHROUGH, args, reason=f"{first} runs no session")

    project = _resolve(base_directory, first)
    if os.path.isdir(project):
        whole, _ = _scan(args, _TUI_VALUES, _TUI_ARRAYS)
        return Invocation(TUI, args, project, _opens_server(whole), "tui in a project directory")
    return Invocation(PASSTHROUGH, args, reason="unknown command")


def _opens_server(scan: _Scan) -> bool:
    """The TUI listens on a port only when `--port` or `--hostname` is given, or mDNS is on."""
    if "--port" in scan.options or "--hostname" in scan.options:
        return True
    mdns = scan.last("--mdns")
    return mdns is not None and mdns.lower() != "false"
