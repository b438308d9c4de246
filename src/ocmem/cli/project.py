"""The context a command works on, free of typer."""

from __future__ import annotations

from pathlib import Path

from ocmem import context
from ocmem.cli import render
from ocmem.context import Context
from ocmem.gateway import binary
from ocmem.state.state_dir import require_state_dir


def project_context(directory: Path, flags: dict[str, tuple[str, object]] | None = None) -> Context:
    """The command's context for `directory`, built once; settings problems go to stderr.

    A state dir that cannot be used stops the command here, in one line with a fix.
    """
    ctx = context.build(directory, flags=flags)
    for problem in ctx.settings.problems:
        render.warn(str(problem))
    require_state_dir(ctx.state_dir)
    return ctx


def require_tested_opencode(ctx: Context) -> None:
    """Stop a command that forks (`maintain`, `watch`, `dream`) in one line when opencode is
    of a major this tool has never been tested against."""
    binary.require_tested_opencode(ctx.settings.opencode.bin, ctx.env, ctx.state_dir)
