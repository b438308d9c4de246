"""The server's cache lists exactly what `scan_store` lists and sees every change."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ocmem.mcp import tools
from ocmem.mcp.store_cache import StoreCache
from ocmem.store.catalog import scan_store


@pytest.fixture
def project(tmp_path: Path) -> tools.Project:
    directory = tmp_path / "project"
    directory.mkdir()
    return tools.open_project(directory)


def add(project: tools.Project, name: str, body: str = "A fact worth keeping.") -> str:
    return tools.save(project, name=name, description=name, kind="project", body=body).file


def test_cache_matches_scan_store_through_changes(project: tools.Project, tmp_path: Path) -> None:
    cache = StoreCache()
    assert cache.memories(project.location) == ()
    first = add(project, "Deploys run on Tuesday")
    add(project, "Staging refreshes on Sunday", body="Staging data is replaced weekly.")
    assert cache.memories(project.location) == scan_store(project.location).memories
    _memories, index = cache.index(project.location)
    assert cache.index(project.location)[1] is index  # unchanged store: the same index
    tools.save(project, name="Deploys run on Tuesday", description="x", kind="project", body="New.")
    changed, rebuilt = cache.index(project.location)
    assert rebuilt is not index
    assert changed == scan_store(project.location).memories
    assert [m.body for m in changed if m.file == first] == ["New."]
    tools.delete(project, first)
    assert [m.file for m in cache.memories(project.location)] == [
        "project_staging_refreshes_on_sunday.md"
    ]
    directory = project.location.memory_dir
    outside = tmp_path / "secret.md"
    outside.write_text("---\nname: key\ndescription: k\ntype: user\n---\nPRIVATE\n")
    os.symlink(outside, directory / "user_key.md")
    (directory / "notes.txt").write_text("not a memory")
    (directory / ".hidden.md").write_text(outside.read_text())
    (directory / "user_binary.md").write_bytes(b"\xff\xfe not utf-8")
    assert cache.memories(project.location) == scan_store(project.location).memories
    assert "PRIVATE" not in repr(cache.memories(project.location))
    cache.close()


def test_cached_search_sees_a_write_by_someone_else(project: tools.Project) -> None:
    cache = StoreCache()
    assert tools.search(project, "kubernetes", cache=cache) == []
    add(project, "Runs on Kubernetes", body="Production runs on EKS.")
    assert [h.file for h in tools.search(project, "kubernetes", cache=cache)] == [
        "project_runs_on_kubernetes.md"
    ]
    cache.close()
