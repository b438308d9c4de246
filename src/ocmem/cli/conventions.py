"""The command line's manners: `-h`, the order of the command list, whole help sentences
and readable placeholders, applied to the click command tree typer builds."""

from __future__ import annotations

import re

from typer import _click as click
from typer.core import TyperArgument, TyperGroup, TyperOption

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


class CommandGroup(TyperGroup):
    """The root group: commands listed in ORDER rather than in import order."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        names = super().list_commands(ctx)
        rank = {name: i for i, name in enumerate(ORDER)}
        return sorted(names, key=lambda name: rank.get(name, len(ORDER)))


class Argument(TyperArgument):
    """An argument shown as NAME, [NAME] or NAME... (click's way), without typer's
    Python type (`<str>`, `<list[str]>`) next to it."""

    def display_type_rich(self, ctx: click.Context) -> str | None:
        return None

    def _usage_display_name(self) -> str:
        name = self.display_name_raw if self.required else f"[{self.display_name_raw}]"
        return name + ("..." if self.nargs != 1 else "")

    def _rich_display_name(self) -> str:
        return self.display_name_raw + ("..." if self.nargs != 1 else "")


def tidy(command: click.Command) -> click.Command:
    """`command` and its subcommands with whole-sentence short help and NAME placeholders."""
    if isinstance(command, TyperGroup):
        for sub in command.commands.values():
            tidy(sub)
    if command.short_help is None and command.help:
        command.short_help = first_sentence(command.help)
    for param in command.params:
        if isinstance(param, TyperArgument) and param.metavar is None:
            param.metavar = (param.name or "arg").upper()
            # typer builds its arguments itself and has no per-argument class hook; the
            # subclass changes only how the argument is shown.
            param.__class__ = Argument
        elif (
            isinstance(param, TyperOption)
            and not param.is_flag
            and param.metavar is None
            and not param.type_descriptor.is_choice
        ):
            param.metavar = placeholder(param)
    return command


def first_sentence(text: str) -> str:
    """The first sentence of a help text's first paragraph, never cut inside it."""
    paragraph = " ".join(text.strip().split("\n\n", 1)[0].split())
    match = re.search(r"(?<=[.!?])\s", paragraph)
    return paragraph[: match.start()] if match else paragraph


def placeholder(option: TyperOption) -> str:
    """`--rc-file` -> RC_FILE: the option's longest name, upper case; N for a number."""
    longest = max(option.opts, key=len).lstrip("-")
    if len(longest) == 1:
        return "N" if option.type_descriptor.annotation in (int, float) else longest.upper()
    return longest.upper().replace("-", "_")
