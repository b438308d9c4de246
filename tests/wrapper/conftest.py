"""Every wrapper test ends with its detached passes finished, so none outlives its temp dir."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .wrapping import our_processes, wait_for


@pytest.fixture(autouse=True)
def _no_stray_background_work(isolated_home: dict[str, str]) -> Iterator[None]:
    yield
    wait_for(lambda: not our_processes(), timeout=120)
