"""The project directory and settings a command works on, free of typer."""

from __future__ import annotations

import os
from pathlib import Path

from ocmem import settings
from ocmem.cli import render
from ocmem.settings import Settings
from ocmem.state.state_dir import require_state_dir


def project_settings(directory: Path) -> tuple[Path, Settings]:
    """The absolute project directory and its settings; settings problems go to stderr.

    A state dir that cannot be used stops the command here, in one line with a fix.
    """
    target = Path(os.path.abspath(directory))
    cfg = settings.resolve(target)
    for problem in cfg.problems:
        render.warn(str(problem))
    require_state_dir(cfg.state_dir())
    return target, cfg
