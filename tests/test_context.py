"""The per-invocation context: one build resolves the directory, the settings, the state
dir and (on first use) the store, exactly as the parts it replaces resolved them."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from testing.opencode_harness import make_git_repo

from ocmem import context
from ocmem import settings as settings_mod
from ocmem.store.location import global_memory_dir, resolve_store
from ocmem.store.store_errors import StoreLocationError


def write_project_toml(repo: Path, text: str) -> None:
    (repo / ".opencode").mkdir(exist_ok=True)
    (repo / ".opencode" / "opencode-memory.toml").write_text(text)


def test_the_directory_is_made_absolute(
    tmp_path: Path, isolated_home: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "project").mkdir()
    monkeypatch.chdir(tmp_path)

    ctx = context.build(Path("project"))

    assert ctx.directory == tmp_path / "project"
    assert ctx.directory.is_absolute()


def test_settings_come_from_the_project_toml_and_the_environment_wins(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    repo = make_git_repo(tmp_path / "repo", isolated_home)
    write_project_toml(repo, "[dream]\nmin_hours = 5\nmin_sessions = 7\n")
    env = {**isolated_home, "OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS": "2"}

    ctx = context.build(repo, env)

    assert ctx.settings.dream.min_hours == 5
    assert ctx.settings.values["dream.min_hours"].source.startswith("file:")
    assert ctx.settings.dream.min_sessions == 2
    assert ctx.settings.values["dream.min_sessions"].source.startswith("env:")
    assert list(ctx.settings) == list(settings_mod.resolve(repo, env))


def test_command_line_flags_beat_every_other_layer(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    env = {**isolated_home, "OPENCODE_MEMORY_WATCH_INTERVAL": "30"}

    ctx = context.build(tmp_path, env, {"watch.interval": ("--interval", 7)})

    assert ctx.settings.watch.interval == 7
    assert ctx.settings.values["watch.interval"].source == "flag:--interval"


def test_the_state_dir_follows_its_environment_variable_else_the_xdg_default(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    chosen = tmp_path / "my-state"
    overridden = context.build(
        tmp_path, {**isolated_home, "OPENCODE_MEMORY_STATE_DIR": str(chosen)}
    )
    assert overridden.state_dir == chosen

    env = {k: v for k, v in isolated_home.items() if k != "OPENCODE_MEMORY_STATE_DIR"}
    default = context.build(tmp_path, env)
    assert default.state_dir == Path(env["XDG_STATE_HOME"]) / "opencode-memory"
    assert default.state_dir == default.settings.state.dir


def test_the_store_is_in_the_repo_when_its_directory_exists_else_claudes_global_one(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    repo = make_git_repo(tmp_path / "repo", isolated_home)

    global_ctx = context.build(repo, isolated_home)
    assert global_ctx.store.mode == "global"
    assert global_ctx.store.memory_dir == global_memory_dir(repo, isolated_home)

    (repo / ".claude" / "memory").mkdir(parents=True)
    (repo / "sub").mkdir()
    in_repo = context.build(repo / "sub", isolated_home)  # a subdirectory: same project
    assert in_repo.directory == repo / "sub"
    assert in_repo.store.mode == "in-repo"
    assert in_repo.store.memory_dir == repo / ".claude" / "memory"


def test_the_store_is_located_once_and_kept(tmp_path: Path, isolated_home: dict[str, str]) -> None:
    repo = make_git_repo(tmp_path / "repo", isolated_home)
    ctx = context.build(repo, isolated_home)
    first = ctx.store

    (repo / ".claude" / "memory").mkdir(parents=True)  # re-locating would now pick it

    assert ctx.store is first
    assert ctx.store.mode == "global"
    assert context.build(repo, isolated_home).store.mode == "in-repo"


def test_a_store_that_cannot_be_located_fails_only_when_it_is_asked_for(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    repo = make_git_repo(tmp_path / "repo", isolated_home)
    (repo / ".claude").write_text("a file where the in-repo store would go\n")

    ctx = context.build(repo, {**isolated_home, "OPENCODE_MEMORY_LOCAL": "on"})

    assert ctx.settings.local.mode == "on", "the settings are there for `settings` and `doctor`"
    for _ in range(2):
        with pytest.raises(StoreLocationError) as refused:
            _ = ctx.store
        assert "in-repo memory is on" in refused.value.message


def test_the_environment_is_the_one_given_else_this_process(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    given_env = dict(isolated_home)
    assert context.build(tmp_path, given_env).env is given_env
    assert context.build(tmp_path).env is os.environ


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    mode=st.sampled_from(["on", "off", "auto"]),
    in_repo_dir=st.booleans(),
    auto_memory_directory=st.booleans(),
)
def test_the_store_is_the_one_direct_resolution_gives(
    tmp_path_factory: pytest.TempPathFactory,
    isolated_home: dict[str, str],
    mode: str,
    in_repo_dir: bool,
    auto_memory_directory: bool,
) -> None:
    repo = make_git_repo(tmp_path_factory.mktemp("repo") / "repo", isolated_home)
    if in_repo_dir:
        (repo / ".claude" / "memory").mkdir(parents=True)
    if auto_memory_directory:
        claude = repo / ".claude"
        claude.mkdir(exist_ok=True)
        (claude / "settings.local.json").write_text(
            json.dumps({"autoMemoryDirectory": str(tmp_path_factory.mktemp("elsewhere"))})
        )
    env = {**isolated_home, "OPENCODE_MEMORY_LOCAL": mode}

    ctx = context.build(repo, env)

    assert ctx.store == resolve_store(repo, ctx.settings.local.mode, env)
