"""Every store is scrubbed by default, the global ``~/.claude`` one included."""

from __future__ import annotations

from pathlib import Path

from ocmem import settings
from ocmem.maintain.pipeline import should_scrub
from ocmem.store.location import resolve_store


def _isolated_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {
        "HOME": str(tmp_path / "home"),
        "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"),
        "XDG_STATE_HOME": str(tmp_path / "xdg-state"),
        "CLAUDE_CONFIG_DIR": str(tmp_path / "claude"),
        "PATH": "/usr/bin:/bin",
    }
    env.update(extra)
    return env


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "project"  # outside git the session's directory is the project
    project.mkdir()
    return project


def test_the_global_store_is_scrubbed_with_default_settings(tmp_path: Path) -> None:
    env = _isolated_env(tmp_path)
    repo = _project(tmp_path)
    cfg = settings.resolve(repo, env)
    location = resolve_store(repo, "off", env)
    assert location.mode == "global"
    assert cfg.values["redact.global"].source == "default"
    assert should_scrub(location, cfg) is True


def test_the_opt_out_turns_the_global_scrub_off(tmp_path: Path) -> None:
    env = _isolated_env(tmp_path, OPENCODE_MEMORY_REDACT_GLOBAL="false")
    repo = _project(tmp_path)
    cfg = settings.resolve(repo, env)
    assert should_scrub(resolve_store(repo, "off", env), cfg) is False
