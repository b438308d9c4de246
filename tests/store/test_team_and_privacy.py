"""The global store is private; the in-repo store follows the repo and merges for a team."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from testing.cli import ocmem
from testing.opencode_harness import git, make_git_repo

from ocmem.store.apply import apply_ops, rebuild_index
from ocmem.store.index import index_targets
from ocmem.store.location import StoreLocation, resolve_store
from ocmem.store.team import UNION_RULE, ensure_union_merge


def _save(file: str, words: str) -> dict[str, str]:
    return {"file": file, "name": file[:-3], "type": "project", "description": words, "body": words}


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_global_store_is_private_even_under_a_permissive_umask(
    location: StoreLocation, state_dir: Path
) -> None:
    old = os.umask(0o022)
    try:
        apply_ops(
            location,
            {"save": [_save("a.md", "tea")], "harness_feedback": [{"title": "t", "body": "b"}]},
            session_id=None,
            scrub=False,
            state_dir=state_dir,
        )
    finally:
        os.umask(old)
    memory_dir = location.memory_dir
    assert _mode(memory_dir) == 0o700
    assert _mode(memory_dir.parent) == 0o700  # the project dir, created with it
    assert _mode(memory_dir.parent.parent) == 0o700  # projects/
    assert _mode(memory_dir / "a.md") == 0o600
    assert _mode(memory_dir / "MEMORY.md") == 0o600
    assert _mode(location.harness_feedback_path) == 0o600


def test_a_store_made_before_it_was_private_is_closed_on_the_next_write(
    location: StoreLocation, state_dir: Path
) -> None:
    location.memory_dir.mkdir(parents=True, mode=0o755)
    os.chmod(location.memory_dir, 0o755)
    (location.memory_dir / "old.md").write_text("---\nname: old\ntype: project\n---\nOld.\n")
    os.chmod(location.memory_dir / "old.md", 0o644)
    apply_ops(
        location,
        {"save": [_save("a.md", "tea")]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )
    assert _mode(location.memory_dir) == 0o700
    assert _mode(location.memory_dir / "old.md") == 0o644  # unreachable through the dir


def test_existing_files_keep_their_mode_on_rewrite(
    location: StoreLocation, state_dir: Path
) -> None:
    apply_ops(
        location,
        {"save": [_save("a.md", "tea")]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )
    os.chmod(location.memory_dir / "a.md", 0o640)
    apply_ops(
        location,
        {"save": [_save("a.md", "coffee")]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )
    assert _mode(location.memory_dir / "a.md") == 0o640


def test_in_repo_store_follows_the_repository(
    tmp_path: Path, env: dict[str, str], state_dir: Path
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    old = os.umask(0o022)
    try:
        location = resolve_store(repo, "on", env)
        apply_ops(
            location,
            {"save": [_save("a.md", "tea")]},
            session_id=None,
            scrub=False,
            state_dir=state_dir,
        )
    finally:
        os.umask(old)
    assert _mode(location.memory_dir) == 0o755
    assert _mode(location.memory_dir / "a.md") == 0o644
    assert (location.memory_dir / ".gitattributes").read_text() == UNION_RULE + "\n"


def test_a_users_gitattributes_is_kept(tmp_path: Path) -> None:
    store = tmp_path / "store"
    store.mkdir()
    attributes = store / ".gitattributes"
    attributes.write_text("*.png binary")
    assert ensure_union_merge(store)
    assert attributes.read_text() == "*.png binary\n" + UNION_RULE + "\n"
    assert not ensure_union_merge(store)  # already there: unchanged
    attributes.write_text("MEMORY.md -merge\n")
    assert not ensure_union_merge(store)  # the user chose how MEMORY.md merges
    attributes.unlink()
    attributes.symlink_to(tmp_path / "elsewhere")
    assert not ensure_union_merge(store)
    assert not (tmp_path / "elsewhere").exists()


def test_two_teammates_adding_memories_merge_without_conflict(
    tmp_path: Path, env: dict[str, str], state_dir: Path
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    location = resolve_store(repo, "on", env)

    def add(*saves: dict[str, str]) -> None:
        apply_ops(
            location, {"save": list(saves)}, session_id=None, scrub=False, state_dir=state_dir
        )
        git(repo, "add", "-A", env=env)
        git(repo, "commit", "-q", "-m", "memory", env=env)

    add(_save("shared.md", "the build uses make"))
    base = git(repo, "rev-parse", "--abbrev-ref", "HEAD", env=env)
    git(repo, "checkout", "-q", "-b", "alice", env=env)
    add(_save("alice_deploy.md", "deploys go out on tuesdays after the release review"))
    git(repo, "checkout", "-q", base, env=env)
    git(repo, "checkout", "-q", "-b", "bob", env=env)
    add(_save("bob_tests.md", "integration tests need a running postgres container"))

    git(repo, "merge", "-q", "--no-edit", "alice", env=env)  # raises on a conflict
    index = (location.memory_dir / "MEMORY.md").read_text()
    assert "<<<<<<<" not in index
    assert sorted(index_targets(index)) == ["alice_deploy.md", "bob_tests.md", "shared.md"]

    listed = ocmem(["memories", "list", "--dir", str(repo), "--json"], env=env)
    assert sorted(m["file"] for m in listed.json()["memories"]) == sorted(index_targets(index))
    assert not rebuild_index(location, state_dir=state_dir).changed


def test_a_union_merged_index_is_deduplicated_by_the_next_write(
    tmp_path: Path, env: dict[str, str], state_dir: Path
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    location = resolve_store(repo, "on", env)
    apply_ops(
        location,
        {"save": [_save("a.md", "tea"), _save("gone.md", "soon deleted")]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )
    apply_ops(location, {"delete": ["gone.md"]}, session_id=None, scrub=False, state_dir=state_dir)
    index = location.memory_dir / "MEMORY.md"
    # What a union merge leaves when both sides touched one entry, plus the entry of a
    # memory deleted on the other branch (the history says we wrote and deleted it: an
    # entry for a file we never wrote would be the user's, and stay).
    index.write_text(
        "# Team memory\n- [a](a.md) — tea\n- [a](a.md) — tea, edited on a branch\n"
        "- [gone](gone.md) — deleted on the other branch\n"
    )
    rebuild_index(location, state_dir=state_dir)
    assert index.read_text() == "# Team memory\n- [a](a.md) — tea\n"
