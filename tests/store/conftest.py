from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from ocmem.store.apply import ApplyResult, apply_ops
from ocmem.store.location import StoreLocation, resolve_store

ApplyFn = Callable[..., ApplyResult]


@pytest.fixture
def env(isolated_home: dict[str, str]) -> dict[str, str]:
    return isolated_home


@pytest.fixture
def state_dir(tmp_path: Path) -> Path:
    return tmp_path / "state"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    path = tmp_path / "project"
    path.mkdir()
    return path


@pytest.fixture
def location(project: Path, env: dict[str, str]) -> StoreLocation:
    return resolve_store(project, "off", env)


@pytest.fixture
def apply(location: StoreLocation, state_dir: Path) -> ApplyFn:
    """`apply(document, **overrides)` against the project's global store, unscrubbed."""

    def run(
        document: Mapping[str, object], target: StoreLocation | None = None, **overrides: object
    ) -> ApplyResult:
        options: dict[str, object] = {
            "session_id": "ses_test",
            "scrub": False,
            "state_dir": state_dir,
            **overrides,
        }
        return apply_ops(target or location, document, **options)  # type: ignore[arg-type]

    return run


def save_item(file: str, body: str = "a fact", **fields: str) -> dict[str, str]:
    item = {"file": file, "type": "project", "name": file.removesuffix(".md"), "body": body}
    item["description"] = f"about {file}"
    item.update(fields)
    return item


@pytest.fixture
def save() -> Callable[..., dict[str, str]]:
    return save_item
