"""The in-process core tests' project: a real git repo, store and opencode database."""

from __future__ import annotations

from pathlib import Path

import pytest
from testing.core import Project, project


@pytest.fixture
def proj(git_repo: Path, isolated_home: dict[str, str], tmp_path: Path) -> Project:
    return project(git_repo, isolated_home, tmp_path)
