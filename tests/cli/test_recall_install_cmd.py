"""`recall install` / `uninstall`: one file in opencode's global plugin dir, nothing else,
and what `status` and `doctor` say about per-turn recall."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

from testing.cli import ocmem
from testing.opencode_harness import make_git_repo

from ocmem import paths
from ocmem.gateway import recall_plugin


def config_tree() -> dict[str, bytes]:
    base = paths.opencode_global_config_dir(os.environ)
    if not base.exists():
        return {}
    return {str(p.relative_to(base)): p.read_bytes() for p in base.rglob("*") if p.is_file()}


def per_turn(repo: Path, **env: str) -> dict[str, object]:
    result = ocmem(["status", "--dir", str(repo), "--json"], env={**os.environ, **env})
    assert result.returncode == 0, result.stderr
    value = result.json()["per_turn_recall"]
    assert isinstance(value, dict)
    return value


def doctor_line(repo: Path) -> dict[str, str]:
    result = ocmem(["doctor", "--dir", str(repo), "--json"])
    (check,) = [c for c in result.json()["checks"] if c["name"] == "per-turn recall"]
    return dict(check)


def test_install_adds_one_file_uninstall_removes_exactly_it(tmp_path: Path) -> None:
    base = paths.opencode_global_config_dir(os.environ)
    base.mkdir(parents=True, exist_ok=True)
    user_config = '{\n  // mine\n  "model": "x/y",\n  "plugin": ["theirs"],\n}\n'
    (base / "opencode.jsonc").write_text(user_config)
    before = config_tree()

    first = ocmem(["recall", "install", "--json"])
    again = ocmem(["recall", "install", "--json"])

    assert first.returncode == 0, first.stderr
    assert first.json()["action"] == "installed"
    assert again.json() == {**first.json(), "changed": False, "action": "unchanged"}
    after = config_tree()
    (added,) = set(after) - set(before)
    assert added == "plugin/opencode-memory-recall.js"
    assert {k: v for k, v in after.items() if k != added} == before, "nothing else touched"
    installed = after[added].decode()
    command = [sys.executable, "-m", "ocmem", "recall", "serve"]
    assert f"const INSTALLED_COMMAND = {json.dumps(command)}\n" in installed
    assert installed.count("const INSTALLED_COMMAND") == 1

    removed = ocmem(["recall", "uninstall"])
    gone = ocmem(["recall", "uninstall", "--json"])

    assert removed.returncode == 0, removed.stderr
    assert "removed the per-turn recall plugin" in removed.stdout
    assert gone.json()["action"] == "absent"
    assert config_tree() == before
    assert not (base / "plugin").exists(), "the dir install made is gone too"


def test_a_file_of_ours_name_that_is_not_ours_is_left_alone(tmp_path: Path) -> None:
    path = recall_plugin.installed_path(os.environ)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("export const Mine = async () => ({})\n")

    install = ocmem(["recall", "install"])
    uninstall = ocmem(["recall", "uninstall"])

    assert install.returncode == 1
    assert "was not written by opencode-memory" in install.stderr
    assert uninstall.returncode == 1
    assert path.read_text() == "export const Mine = async () => ({})\n"


def test_a_file_where_the_config_directory_goes_is_named(tmp_path: Path) -> None:
    """Found by a black-box tester: with ~/.config/opencode a regular file, install said
    '…/plugin/opencode-memory-recall.js exists and was not written by opencode-memory',
    of a path that does not exist."""
    path = recall_plugin.installed_path(os.environ)
    config_dir = path.parent.parent
    assert str(config_dir).startswith(str(tmp_path)), "the isolated home's, never the real one"
    shutil.rmtree(config_dir, ignore_errors=True)
    config_dir.parent.mkdir(parents=True, exist_ok=True)
    config_dir.write_text("not a directory\n")

    install = ocmem(["recall", "install"])

    assert install.returncode == 1
    assert f"{config_dir} is a file, not a directory" in install.stderr
    assert "was not written by opencode-memory" not in install.stderr
    assert config_dir.read_text() == "not a directory\n"


def test_status_and_doctor_say_whether_per_turn_recall_is_active(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)

    assert per_turn(repo) | {"why": ""} == {
        "enabled": True,
        "why": "",
        "wrapped": True,
        "unwrapped": False,
        "installed": False,
        "installed_current": False,
        "installed_path": str(recall_plugin.installed_path(os.environ)),
        "dependencies_ready": True,  # the sandbox lays opencode's config dir out as installed
    }
    assert "unwrapped launches: not installed" in doctor_line(repo)["detail"]
    ocmem(["recall", "install"])
    installed = per_turn(repo)
    assert installed["unwrapped"] is True
    assert installed["installed_current"] is True
    text = ocmem(["status", "--dir", str(repo)]).stdout
    assert "per turn:   on in wrapped launches; unwrapped launches: installed" in text
    assert doctor_line(repo)["status"] == "ok"

    off = per_turn(repo, OPENCODE_MEMORY_RECALL_PER_TURN="false")
    assert off["enabled"] is False
    assert off["wrapped"] is False
    assert off["unwrapped"] is False
    assert "recall.per_turn is false" in str(off["why"])

    stale = recall_plugin.installed_path(os.environ)
    stale.write_text(
        recall_plugin.installed_text(["/old/python", "-m", "ocmem", "recall", "serve"])
    )
    check = doctor_line(repo)
    assert check["status"] == "warn"
    assert "recall install" in check["fix"]


def test_install_warns_while_opencode_would_hold_every_start_for_its_package() -> None:
    ready = ocmem(["recall", "install"])
    lock = paths.opencode_global_config_dir(os.environ) / "package-lock.json"
    assert lock.is_file(), "the sandbox lays the config dir out as after opencode's install"
    lock.unlink()

    waiting = ocmem(["recall", "install"])
    waiting_json = ocmem(["recall", "install", "--json"])
    removed = ocmem(["recall", "uninstall"])

    assert ready.returncode == waiting.returncode == 0, waiting.stderr
    assert "note:" not in ready.stdout
    assert "@opencode-ai/plugin" in waiting.stdout
    assert "every start waits for that install" in waiting.stdout
    assert waiting_json.json()["dependencies_ready"] is False
    assert "note:" not in removed.stdout
