"""The command line's manners: `-h`, the order of the command list, whole help sentences
and readable placeholders, through typer's public classes (`typer.core.TyperCommand`,
`typer.core.TyperGroup`) and the click methods they inherit.

Each command module names its placeholders itself (`typer.Option(metavar="ID")`,
`typer.Argument(metavar="FILE")`); the classes here show an argument as FILE, [FILE] or
FILE... (click's way), without the Python type newer typers print next to it (`<str>`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup
from typer.models import CommandFunctionType

HELP_OPTIONS = ("-h", "--help")

# First what a new user reaches for, then the everyday commands, then the store's tools,
# then plumbing. A command not named here (a new one) is listed after these, as registered.
ORDER = (
    "demo",
    "doctor",
    "status",
    "usage",
    "hook",
    "wrap",
    "maintain",
    "watch",
    "memories",
    "history",
    "dream",
    "journal",
    "restore",
    "recall",
    "mcp",
    "settings",
    "redact",
    "purge-forks",
    "completion",
)

# The click context and help formatter are typed `Any`: older typers pass click's, newer
# ones their own private copy of click, and this code runs on both.


class Command(TyperCommand):
    """A command whose usage line and Arguments section show NAME placeholders and whose
    short help is its help's first whole sentence."""

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return usage_pieces(self)

    def format_options(self, ctx: Any, formatter: Any) -> None:
        write_parameters(self, ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        return short_help(self) or super().get_short_help_str(limit)


class Group(TyperGroup):
    """A group shown like `Command`, its commands listed in ORDER rather than as imported."""

    def list_commands(self, ctx: Any) -> list[str]:
        rank = {name: i for i, name in enumerate(ORDER)}
        return sorted(super().list_commands(ctx), key=lambda name: rank.get(name, len(ORDER)))

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return [*usage_pieces(self), self.subcommand_metavar]

    def format_options(self, ctx: Any, formatter: Any) -> None:
        write_parameters(self, ctx, formatter)
        self.format_commands(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        return short_help(self) or super().get_short_help_str(limit)


class App(typer.Typer):
    """A typer app whose groups are `Group`s and whose commands are `Command`s."""

    def __init__(self, **settings: Any) -> None:
        settings.setdefault("cls", Group)
        super().__init__(**settings)

    def command(
        self, *args: Any, **settings: Any
    ) -> Callable[[CommandFunctionType], CommandFunctionType]:
        settings.setdefault("cls", Command)
        return super().command(*args, **settings)


def usage_pieces(command: TyperCommand | TyperGroup) -> list[str]:
    """`[OPTIONS]` then each argument as NAME, [NAME] or [NAME]... (click's way)."""
    pieces = [command.options_metavar] if command.options_metavar else []
    for param in command.params:
        if param.param_type_name == "argument":
            name = placeholder(param)
            pieces.append((name if param.required else f"[{name}]") + several(param))
    return pieces


def placeholder(argument: Any) -> str:
    """An argument's NAME: its metavar, else its name in upper case."""
    return str(argument.metavar or (argument.name or "arg").upper())


def several(argument: Any) -> str:
    """`...` after an argument that takes several values."""
    return "..." if argument.nargs != 1 else ""


def write_parameters(command: TyperCommand | TyperGroup, ctx: Any, formatter: Any) -> None:
    """The Arguments and Options sections, an argument's row named NAME or NAME...."""
    arguments: list[tuple[str, str]] = []
    options: list[tuple[str, str]] = []
    for param in command.get_params(ctx):
        record = param.get_help_record(ctx)
        if record is None:
            continue
        if param.param_type_name == "argument":
            arguments.append((placeholder(param) + several(param), record[1]))
        else:
            options.append(record)
    for title, rows in (("Arguments", arguments), ("Options", options)):
        if rows:
            with formatter.section(title):
                formatter.write_dl(rows)


def short_help(command: TyperCommand | TyperGroup) -> str | None:
    """The command list's line: the help's first whole sentence (None: click's own)."""
    if command.short_help is None and command.help:
        return first_sentence(command.help)
    return None


def first_sentence(text: str) -> str:
    """The first sentence of a help text's first paragraph, never cut inside it."""
    paragraph = " ".join(text.strip().split("\n\n", 1)[0].split())
    match = re.search(r"(?<=[.!?])\s", paragraph)
    return paragraph[: match.start()] if match else paragraph
