"""Importing this package registers every command on the typer app."""

from ocmem.cli.commands import settings_cmd

__all__ = ["settings_cmd"]
