from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from ocmem import context
from ocmem.store.memory_file import Memory, serialize

STAMP = "2026-01-01T00:00:00.000Z"

NOTES = (
    Memory(
        "feedback_staging_deploy.md",
        "Deploy to staging first",
        "Every release goes to staging and soaks an hour before production",
        "feedback",
        "Never deploy straight to production: ship to staging, wait an hour for the "
        "smoke dashboards, then promote with `make promote`.",
        STAMP,
    ),
    Memory(
        "project_postgres_version.md",
        "Postgres 16 in every environment",
        "The billing database runs PostgreSQL 16; migrations must use its syntax",
        "project",
        "Billing uses PostgreSQL 16 in dev, staging and production. Write migrations "
        "with Alembic; never edit an applied migration.",
        STAMP,
    ),
    Memory(
        "user_prefers_pytest.md",
        "Tests with pytest",
        "The user wants tests written as plain pytest functions, no unittest classes",
        "user",
        "Plain pytest functions and fixtures; no unittest.TestCase subclasses.",
        STAMP,
    ),
    Memory(
        "reference_grafana.md",
        "Grafana dashboards",
        "Where the latency dashboards live",
        "reference",
        "Latency and error-rate dashboards are in Grafana under the Billing folder.",
        STAMP,
    ),
)


def memory_dir(project: Path) -> Path:
    return context.build(project).store.memory_dir


def write_memories(project: Path, memories: Iterable[Memory]) -> Path:
    directory = memory_dir(project)
    directory.mkdir(parents=True, exist_ok=True)
    for memory in memories:
        (directory / memory.file).write_text(serialize(memory), encoding="utf-8")
    return directory


@pytest.fixture
def store(git_repo: Path) -> Path:
    """The project's global store, holding `NOTES`."""
    return write_memories(git_repo, NOTES)
