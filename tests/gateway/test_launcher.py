"""The wrapper's import-light binary lookup agrees with the gateway's and the settings'."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from testing.opencode_harness import make_git_repo

from ocmem import settings
from ocmem.errors import OcmemWarning
from ocmem.gateway.binary import OpencodeNotFoundError, find_opencode
from ocmem.gateway.launcher import (
    LOOP_REPEATS,
    OpencodeMissingError,
    find_real_opencode,
    mark_chosen,
)


def executable(path: Path, text: str = "#!/bin/sh\nexit 0\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


def gateway_answer(directory: Path, env: dict[str, str]) -> str:
    cfg = settings.resolve(directory, env)
    return str(find_opencode(cfg.opencode.bin, env))


@pytest.fixture
def world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    real = executable(tmp_path / "bin-real" / "opencode")
    shim = executable(
        tmp_path / "bin-shim" / "opencode",
        "#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\nfrom ocmem.entry import main\n",
    )
    repo = make_git_repo(tmp_path / "repo", os.environ)
    (repo / "sub").mkdir()
    path = os.pathsep.join([str(shim.parent), str(real.parent), "/usr/bin", "/bin"])
    monkeypatch.setenv("PATH", path)
    return {"real": real, "shim": shim, "repo": repo}


def both(directory: Path) -> tuple[str, str]:
    env = dict(os.environ)
    return find_real_opencode(env, str(directory)), gateway_answer(directory, env)


def test_path_lookup_skips_our_own_shim(world: dict[str, Path]) -> None:
    assert both(world["repo"]) == (str(world["real"]),) * 2


def test_env_wins_and_an_empty_value_falls_through(
    world: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chosen = executable(tmp_path / "elsewhere" / "opencode-1.18")
    monkeypatch.setenv("OPENCODE_MEMORY_OPENCODE_BIN", str(chosen))
    assert both(world["repo"]) == (str(chosen),) * 2
    monkeypatch.setenv("OPENCODE_MEMORY_OPENCODE_BIN", "  ")
    assert both(world["repo"]) == (str(world["real"]),) * 2


def test_project_toml_then_user_toml(
    world: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_bin = executable(tmp_path / "p" / "opencode")
    user_bin = executable(tmp_path / "u" / "opencode")
    user_toml = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    user_toml.parent.mkdir(parents=True)
    user_toml.write_text(f'[opencode]\nbin = "{user_bin}"\n')
    assert both(world["repo"] / "sub") == (str(user_bin),) * 2

    project_toml = world["repo"] / ".opencode" / "opencode-memory.toml"
    project_toml.parent.mkdir()
    project_toml.write_text(f'[opencode]\nbin = "{project_bin}"\n')
    assert both(world["repo"] / "sub") == (str(project_bin),) * 2

    project_toml.write_text("[opencode\nbin = broken")
    assert both(world["repo"] / "sub") == (str(user_bin),) * 2
    project_toml.write_text("[opencode]\nbin = 42\n")
    assert both(world["repo"] / "sub") == (str(user_bin),) * 2


def test_a_stale_configured_path_falls_back_to_path_with_one_warning(
    world: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Changed by issue 13: a stale opencode.bin no longer stops opencode from running."""
    monkeypatch.setenv("OPENCODE_MEMORY_OPENCODE_BIN", str(tmp_path / "missing"))
    said: list[str] = []
    found = find_real_opencode(dict(os.environ), str(world["repo"]), warn=said.append)
    with pytest.warns(OcmemWarning, match="not an executable file") as warned:
        gateway = gateway_answer(world["repo"], dict(os.environ))

    assert found == gateway == str(world["real"])
    (line,) = said
    assert "env:OPENCODE_MEMORY_OPENCODE_BIN" in line
    assert f"using {world['real']} from PATH" in line
    assert "hint:" in line
    assert "\n" not in line
    assert len(warned) == 1


def test_a_stale_configured_path_and_nothing_on_path_is_an_error(
    world: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENCODE_MEMORY_OPENCODE_BIN", str(tmp_path / "missing"))
    monkeypatch.setenv("PATH", str(world["shim"].parent))
    with pytest.raises(OpencodeMissingError) as ours:
        find_real_opencode(dict(os.environ), str(world["repo"]))
    with pytest.raises(OpencodeNotFoundError):
        gateway_answer(world["repo"], dict(os.environ))
    assert "env:OPENCODE_MEMORY_OPENCODE_BIN" in ours.value.message
    assert ours.value.hint


def test_a_user_shim_that_runs_the_wrapper_is_skipped(
    world: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    user_shim = executable(
        tmp_path / "home-bin" / "opencode", '#!/bin/sh\nexec opencode-memory wrap -- "$@"\n'
    )
    monkeypatch.setenv("PATH", f"{user_shim.parent}{os.pathsep}{os.environ['PATH']}")
    assert both(world["repo"]) == (str(world["real"]),) * 2


@pytest.mark.parametrize(
    "script",
    [
        '#!/bin/sh\n# launched via opencode-memory\nexec {real} "$@"\n',
        '#!/bin/sh\nexport FOO="python -m ocmem recall serve"\nexec {real} "$@"\n',
    ],
)
def test_a_script_that_only_names_us_is_the_users_opencode(
    world: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, script: str
) -> None:
    """Found by a black-box tester: a spy script set as OPENCODE_MEMORY_OPENCODE_BIN that
    mentioned opencode-memory in a comment or a variable 'led back to opencode-memory',
    and the opencode on PATH was used instead."""
    spy = executable(tmp_path / "spy" / "opencode", script.format(real=world["real"]))
    monkeypatch.setenv("OPENCODE_MEMORY_OPENCODE_BIN", str(spy))
    assert both(world["repo"]) == (str(spy),) * 2


def test_a_shim_caught_looping_is_skipped(
    world: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sneaky = executable(tmp_path / "sneaky" / "opencode", '#!/bin/sh\nexec "$W" wrap "$@"\n')
    monkeypatch.setenv("PATH", f"{sneaky.parent}{os.pathsep}{os.environ['PATH']}")
    env = dict(os.environ)
    for _ in range(LOOP_REPEATS):
        assert find_real_opencode(env, str(world["repo"])) == str(sneaky)
        mark_chosen(env, str(sneaky))
    assert find_real_opencode(env, str(world["repo"])) == str(world["real"])


def test_no_opencode_on_path(world: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(world["shim"].parent))
    with pytest.raises(OpencodeMissingError, match="not found on PATH"):
        find_real_opencode(dict(os.environ), str(world["repo"]))
    with pytest.raises(OpencodeNotFoundError):
        gateway_answer(world["repo"], dict(os.environ))


def test_an_opencode_on_path_that_cannot_run_is_named_not_missing(tmp_path: Path) -> None:
    # It was "opencode was not found on PATH", with a file called opencode right there.
    lying = tmp_path / "bin" / "opencode"
    lying.parent.mkdir()
    lying.write_text("#!/bin/sh\nexit 0\n")
    lying.chmod(0o644)
    env = {"PATH": str(lying.parent)}

    with pytest.raises(OpencodeNotFoundError) as caught:
        find_opencode(None, env)

    assert caught.value.message == f"opencode on PATH ({lying}) is not executable"
    assert caught.value.hint is not None
    assert f"chmod +x {lying}" in caught.value.hint


def test_wrap_names_an_opencode_on_path_that_cannot_run_too(tmp_path: Path) -> None:
    lying = tmp_path / "bin" / "opencode"
    lying.parent.mkdir()
    lying.write_text("#!/bin/sh\nexit 0\n")
    lying.chmod(0o644)

    with pytest.raises(OpencodeMissingError, match=r"\) is not executable"):
        find_real_opencode({"PATH": str(lying.parent)}, str(tmp_path))
