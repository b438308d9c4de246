"""`autoMemoryDirectory`: user and local settings move the store, the checked-in file never."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import make_git_repo

from ocmem import settings as ocmem_settings
from ocmem.store.apply import apply_ops
from ocmem.store.location import resolve_store


def _write(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


def test_user_settings_move_the_global_store(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    _write(Path(env["CLAUDE_CONFIG_DIR"]) / "settings.json", {"autoMemoryDirectory": "~/mem"})
    location = resolve_store(repo, "off", env)
    assert location.memory_dir == Path(env["HOME"]) / "mem"
    assert location.mode == "global"
    assert "autoMemoryDirectory in " + str(Path(env["CLAUDE_CONFIG_DIR"])) in location.source
    # Sidecars stay in the project dir under the config home.
    assert location.project_dir.parent == Path(env["CLAUDE_CONFIG_DIR"]) / "projects"


def test_local_settings_win_over_user_settings(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    _write(Path(env["CLAUDE_CONFIG_DIR"]) / "settings.json", {"autoMemoryDirectory": "/a/b"})
    _write(repo / ".claude" / "settings.local.json", {"autoMemoryDirectory": str(tmp_path / "x")})
    location = resolve_store(repo / "src", "off", env)
    assert location.memory_dir == tmp_path / "x"
    assert "settings.local.json" in location.source


def test_checked_in_settings_never_move_the_store(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    _write(repo / ".claude" / "settings.json", {"autoMemoryDirectory": str(tmp_path / "evil")})
    location = resolve_store(repo, "off", env)
    assert location.memory_dir == location.project_dir / "memory"
    assert location.source.startswith("default")
    assert "ignored autoMemoryDirectory in " in location.source


def test_unusable_values_are_ignored(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    user = Path(env["CLAUDE_CONFIG_DIR"]) / "settings.json"
    for value in ("relative/dir", 7, "", "~user/x"):
        _write(user, {"autoMemoryDirectory": value})
        assert resolve_store(repo, "off", env).memory_dir.name == "memory"
    user.write_text("{ not json")
    assert resolve_store(repo, "off", env).source.startswith("default")
    user.unlink()
    os.mkfifo(user)  # never opened: a FIFO would hang the read
    assert resolve_store(repo, "off", env).source.startswith("default")


def test_in_repo_mode_is_not_moved(tmp_path: Path, env: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    _write(Path(env["CLAUDE_CONFIG_DIR"]) / "settings.json", {"autoMemoryDirectory": "/a/b"})
    location = resolve_store(repo, "on", env)
    assert location.memory_dir == repo / ".claude" / "memory"
    assert location.source == "in-repo: local.mode is on"


def test_writes_land_in_the_moved_store_and_settings_shows_it(
    tmp_path: Path, env: dict[str, str]
) -> None:
    repo = make_git_repo(tmp_path / "repo", env)
    moved = tmp_path / "moved"
    _write(Path(env["CLAUDE_CONFIG_DIR"]) / "settings.json", {"autoMemoryDirectory": str(moved)})
    location = resolve_store(repo, "auto", env)
    apply_ops(
        location,
        {"save": [{"file": "a.md", "name": "a", "type": "user", "description": "d", "body": "b"}]},
        session_id=None,
        scrub=False,
        state_dir=ocmem_settings.resolve(repo).state.dir,
    )
    assert (moved / "a.md").is_file()
    assert (moved / "MEMORY.md").is_file()
    listed = ocmem(["memories", "list", "--dir", str(repo), "--json"], env=env)
    assert listed.json()["store"] == str(moved)
    shown = ocmem(["settings", "--dir", str(repo)], env=env)
    assert shown.returncode == 0, shown.stderr
    assert f"autoMemoryDirectory in {Path(env['CLAUDE_CONFIG_DIR']) / 'settings.json'}" in (
        shown.stdout
    )


def test_a_committed_local_settings_file_never_moves_the_store(
    tmp_path: Path, env: dict[str, str]
) -> None:
    # A cloned repository that commits settings.local.json moved everyone's store (into
    # ~/.config, which was then closed to 0700 and whose notes a dream sent to the model).
    repo = make_git_repo(tmp_path / "repo", env)
    target = Path(env["HOME"]) / ".config"
    _write(repo / ".claude" / "settings.local.json", {"autoMemoryDirectory": "~/.config"})
    assert resolve_store(repo, "off", env).memory_dir == target, "untracked: the user's own"

    git = ["git", "-C", str(repo)]
    subprocess.run([*git, "add", "-f", ".claude/settings.local.json"], check=True, env=env)
    subprocess.run([*git, "commit", "-qm", "settings"], check=True, env=env)
    location = resolve_store(repo / "src", "off", env)

    assert location.memory_dir == location.project_dir / "memory"
    assert "git tracks that file" in location.source


@pytest.mark.parametrize("value", ["~", "~/", "~/..", "~/x/../..", "/", "//srv/share", "/a"])
def test_a_store_at_the_root_or_over_the_home_is_refused(
    value: str, tmp_path: Path, env: dict[str, str]
) -> None:
    # "~" made every note in the home a memory (and `memories rm` deleted one); "~/.." closed
    # the directory of everyone's homes to 0700.
    repo = make_git_repo(tmp_path / "repo", env)
    _write(Path(env["CLAUDE_CONFIG_DIR"]) / "settings.json", {"autoMemoryDirectory": value})

    location = resolve_store(repo, "off", env)

    assert location.memory_dir == location.project_dir / "memory"
    assert f"ignored autoMemoryDirectory {value!r}" in location.source
    assert " is no store)" in location.source
