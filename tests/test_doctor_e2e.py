"""`doctor` as a user runs it: a healthy setup with the real opencode, and a broken one."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness

CHECKS = ["opencode", "database", "store", "state dir", "hook", "plugin/recall", "watch"]


@pytest.mark.opencode
def test_a_healthy_setup_passes_every_check(
    opencode: OpencodeHarness, git_repo: Path, isolated_home: dict[str, str]
) -> None:
    created = opencode.run(["db", "path"], cwd=git_repo)
    assert created.returncode == 0, created.stderr
    assert opencode.db_path.is_file()
    venv_bin = str(Path(sys.executable).parent)  # where the opencode-memory command lives
    env = dict(isolated_home, PATH=f"{venv_bin}{os.pathsep}{isolated_home['PATH']}")
    assert ocmem(["hook", "install", "--shell", "bash"], env=env).returncode == 0

    result = ocmem(["doctor", "--dir", str(git_repo), "--json"], env=env)

    assert result.returncode == 0, result.stdout + result.stderr
    checks = {c["name"]: c for c in result.json()["checks"]}
    assert set(CHECKS) <= set(checks)
    assert {name: c["status"] for name, c in checks.items()} == dict.fromkeys(checks, "ok")
    assert str(opencode.binary) in checks["opencode"]["detail"]
    assert "1.18" in checks["opencode"]["detail"], "the version is shown"
    assert str(opencode.db_path) in checks["database"]["detail"]

    text = ocmem(["doctor", "--dir", str(git_repo)], env=env)
    assert text.returncode == 0
    assert text.stdout.rstrip().endswith("all checks passed")
    assert "fix:" not in text.stdout


def test_a_broken_setup_names_each_problem_with_its_fix(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    bare_path = tmp_path / "bin"
    bare_path.mkdir()
    git = shutil.which("git")
    assert git is not None
    (bare_path / "git").symlink_to(git)
    in_the_way = tmp_path / "claude-config"
    in_the_way.write_text("a file where the Claude config directory should be\n")
    env = dict(isolated_home, PATH=str(bare_path), CLAUDE_CONFIG_DIR=str(in_the_way))

    result = ocmem(["doctor", "--dir", str(tmp_path), "--json"], env=env)

    assert result.returncode == 1
    checks = {c["name"]: c for c in result.json()["checks"]}
    assert checks["opencode"]["status"] == "fail"
    assert checks["opencode"]["detail"] == "opencode was not found on PATH"
    assert "npm i -g opencode-ai" in checks["opencode"]["fix"]
    assert "OPENCODE_MEMORY_OPENCODE_BIN" in checks["opencode"]["fix"]
    assert checks["store"]["status"] == "fail"
    assert str(in_the_way) in checks["store"]["detail"]
    assert f"move the file {in_the_way} out of the way" in checks["store"]["fix"]
    assert checks["state dir"]["status"] == "ok"

    text = ocmem(["doctor", "--dir", str(tmp_path)], env=env)
    assert text.returncode == 1
    assert "fail  opencode: opencode was not found on PATH" in text.stdout
    assert "      fix: install it (npm i -g opencode-ai)" in text.stdout
    assert f"      fix: move the file {in_the_way} out of the way" in text.stdout
    assert "2 checks failed (opencode, store)" in text.stdout.splitlines()[-1]
