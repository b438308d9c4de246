"""`doctor` checks one by one, with the setup arranged on disk (no opencode needed)."""

from __future__ import annotations

import json
import os
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from testing.opencode_harness import make_git_repo

from ocmem import context
from ocmem import settings as settings_mod
from ocmem.doctor import (
    check_hook,
    check_per_turn,
    check_plugin,
    check_settings,
    check_state_dir,
    check_store,
    check_store_quality,
    check_watch,
    installed_hooks,
    write_problem,
)
from ocmem.watch.scanner import watch_lock
from ocmem.wrapper.hook import END_MARKER, LEGACY_END_MARKER, LEGACY_START_MARKER, install_hook

PLUGIN_CONFIG = {"plugin": [["opencode-claude-memory", {"maintainOnIdle": True}]]}


def test_write_probe_accepts_a_writable_place_and_leaves_nothing(tmp_path: Path) -> None:
    place = tmp_path / "place"
    place.mkdir()
    assert write_problem(place) is None
    assert write_problem(place / "not" / "yet" / "made") is None
    assert list(place.iterdir()) == []


def test_write_probe_names_a_file_in_the_way(tmp_path: Path) -> None:
    blocker = tmp_path / "claude"
    blocker.write_text("not a directory\n")

    problem = write_problem(blocker / "projects" / "x" / "memory")

    assert problem is not None
    assert problem[0] == blocker
    assert "is not a directory" in problem[1]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only directories")
def test_write_probe_names_a_read_only_directory(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    try:
        problem = write_problem(locked / "memory")
    finally:
        locked.chmod(0o700)
    assert problem is not None
    assert problem[0] == locked
    assert "cannot create files" in problem[1]


def test_store_and_state_dir_checks_name_the_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "claude-file"
    blocker.write_text("x\n")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(blocker))
    monkeypatch.setenv("OPENCODE_MEMORY_STATE_DIR", str(blocker / "state"))
    ctx = context.build(tmp_path)

    store = check_store(ctx)
    state = check_state_dir(ctx.state_dir)

    assert store.status == state.status == "fail"
    assert store.fix is not None
    assert f"move the file {blocker} out of the way" in store.fix
    assert "CLAUDE_CONFIG_DIR" in store.fix
    assert state.fix is not None
    assert "OPENCODE_MEMORY_STATE_DIR" in state.fix


def test_in_repo_store_in_the_way_is_a_failure_with_the_store_modules_hint(
    tmp_path: Path,
) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    (repo / ".claude").write_text("x\n")
    check = check_store(context.build(repo, dict(os.environ, OPENCODE_MEMORY_LOCAL="on")))

    assert check.status == "fail"
    assert "in-repo memory is on" in check.detail
    assert check.fix


def test_plugin_configured_turns_recall_off_and_says_why(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    (repo / "opencode.json").write_text(json.dumps(PLUGIN_CONFIG))

    check = check_plugin(settings_mod.resolve(repo))

    assert check.status == "ok"
    assert "recall is off because the plugin injects the memory index itself" in check.detail
    assert "maintainOnIdle" in check.detail


def test_plugin_and_recall_both_on_is_a_warning(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    (repo / "opencode.json").write_text(json.dumps(PLUGIN_CONFIG))
    cfg = settings_mod.resolve(repo, dict(os.environ, OPENCODE_MEMORY_RECALL="1"))

    check = check_plugin(cfg)

    assert check.status == "warn"
    assert "twice" in check.detail
    assert check.fix is not None
    assert "OPENCODE_MEMORY_RECALL=0" in check.fix


def test_no_plugin_reports_recall_and_its_source(tmp_path: Path) -> None:
    check = check_plugin(settings_mod.resolve(tmp_path))
    assert check.status == "ok"
    assert "not configured; recall is on (default)" in check.detail


def test_hook_is_found_in_the_rc_file(tmp_path: Path) -> None:
    rc_file = Path(os.environ["HOME"]) / ".bashrc"
    install_hook("bash", rc_file)
    venv_bin = str(Path(sys.executable).parent)
    env = dict(os.environ, PATH=f"{venv_bin}{os.pathsep}/usr/bin")

    hooks = installed_hooks(env)
    check = check_hook(hooks, env)

    assert [(h.shell, h.rc_file, h.legacy) for h in hooks] == [("bash", rc_file, False)]
    assert check.status == "ok"
    assert str(rc_file) in check.detail


def test_hook_without_opencode_memory_on_path_is_a_warning(tmp_path: Path) -> None:
    install_hook("zsh", Path(os.environ["HOME"]) / ".zshrc")
    env = dict(os.environ, PATH=str(tmp_path))

    check = check_hook(installed_hooks(env), env)

    assert check.status == "warn"
    assert "falls back to plain opencode" in check.detail


def test_the_prior_wrappers_hook_is_named_with_the_command_that_replaces_it() -> None:
    rc_file = Path(os.environ["HOME"]) / ".bashrc"
    rc_file.write_text(f"{LEGACY_START_MARKER}\nold stuff\n{LEGACY_END_MARKER}\n")

    check = check_hook(installed_hooks(os.environ), os.environ)

    assert check.status == "warn"
    assert check.fix is not None
    assert "opencode-memory hook install --shell bash" in check.fix


def _commented(text: str) -> str:
    return "".join("# " + line for line in text.splitlines(keepends=True))


@pytest.mark.parametrize(
    ("change", "detail"),
    [
        (_commented, "no shell hook"),
        (lambda text: textwrap.indent(text, "  "), "no shell hook"),
        (lambda text: text.replace(END_MARKER, "echo mine"), "damaged hook block"),
    ],
    ids=["commented-out", "indented", "no-end"],
)
def test_doctor_sees_the_hook_as_install_and_uninstall_see_it(
    change: Callable[[str], str], detail: str
) -> None:
    # A commented-out block was "ok hook: installed", "all checks passed", while `opencode`
    # ran unwrapped and `hook uninstall` said no hook was there.
    rc_file = Path(os.environ["HOME"]) / ".bashrc"
    install_hook("bash", rc_file)
    rc_file.write_text(change(rc_file.read_text()))

    check = check_hook(installed_hooks(os.environ), os.environ)

    assert check.status == "warn"
    assert check.detail.startswith(detail)


def test_no_hook_is_a_warning_that_names_both_ways_in(tmp_path: Path) -> None:
    check = check_hook(installed_hooks(os.environ), os.environ)
    assert check.status == "warn"
    assert check.fix is not None
    assert "hook install" in check.fix
    assert "watch" in check.fix


def test_watch_check(tmp_path: Path) -> None:
    cfg = settings_mod.resolve(tmp_path)
    assert check_watch(cfg, hook_installed=True).status == "ok"
    lonely = check_watch(cfg, hook_installed=False)
    assert lonely.status == "warn"
    assert lonely.fix is not None
    assert "--print-unit systemd" in lonely.fix
    with watch_lock(cfg.state.dir):
        running = check_watch(cfg, hook_installed=False)
    assert running.status == "ok"
    assert f"pid {os.getpid()}" in running.detail


def test_watch_and_the_plugins_idle_maintain_mine_twice(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    (repo / "opencode.json").write_text(json.dumps(PLUGIN_CONFIG))
    cfg = settings_mod.resolve(repo)
    with watch_lock(cfg.state.dir):
        check = check_watch(cfg, hook_installed=True)
    assert check.status == "warn"
    assert "mined twice" in check.detail


def test_invalid_settings_are_a_warning_without_their_value(tmp_path: Path) -> None:
    cfg = settings_mod.resolve(
        tmp_path, dict(os.environ, OPENCODE_MEMORY_WATCH_MAX_FORKS="sk-secret-looking")
    )
    check = check_settings(cfg)
    assert check.status == "warn"
    assert "watch.max_forks" in check.detail
    assert "sk-secret-looking" not in check.detail


def test_memory_quality_points_at_audit_when_it_finds_something(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    ctx = context.build(repo, dict(os.environ, OPENCODE_MEMORY_LOCAL="on"))
    store = repo / ".claude" / "memory"
    store.mkdir(parents=True)
    assert check_store_quality(ctx).status == "ok"
    (store / "project_billing.md").write_text(
        "---\nname: billing\ndescription: where invoices are built\nmetadata:\n"
        "  type: project\n---\n\nInvoices come from `src/app/billing.py`.\n"
    )
    check = check_store_quality(context.build(repo, dict(os.environ, OPENCODE_MEMORY_LOCAL="on")))
    assert check.status == "warn"
    assert "1 stale-reference" in check.detail
    assert "1 index-drift" in check.detail
    assert check.fix == "run `opencode-memory audit` to see each finding"


def test_per_turn_recall_waiting_for_opencodes_plugin_package_is_a_warning(
    tmp_path: Path,
) -> None:
    cfg = settings_mod.resolve(tmp_path)
    assert check_per_turn(cfg, os.environ).status == "ok"
    (Path(os.environ["XDG_CONFIG_HOME"]) / "opencode" / "package-lock.json").unlink()

    check = check_per_turn(cfg, os.environ)

    assert check.status == "warn"
    assert check.detail.startswith("on, but waiting: opencode has not installed its plugin")
