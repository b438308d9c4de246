"""What a wrapped launch adds for recall, decided in-process over a real store: the
`OPENCODE_CONFIG_CONTENT` naming a recall file and the per-turn recall plugin, or nothing
(empty store with per-turn recall off, the
`opencode-claude-memory` plugin configured, `recall` off). That the block then reaches the
model request is proven end to end in test_recall_e2e.py."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from ocmem.gateway import recall_plugin
from ocmem.gateway.recall_plugin import COMMAND_ENV
from ocmem.wrapper.invocation import classify
from ocmem.wrapper.supervisor import SessionLaunch

from .test_recall_e2e import MEMORIES, PREAMBLE, seed

PLUGIN = json.dumps({"plugin": [["opencode-claude-memory", {"autoDream": False}]]})


def launch_env(repo: Path, **extra: str) -> dict[str, str]:
    """What a `wrap -- run …` launch adds to opencode's environment."""
    env = {**os.environ, "PWD": str(repo), "OPENCODE_MEMORY_EXTRACT": "0", **extra}
    launch = SessionLaunch("opencode", classify(["run", "-m", "fake/m1", "Hello."], str(repo)), env)
    _args, added, _access = launch._prepare()
    return added


def test_a_store_with_memories_adds_a_recall_file_holding_the_block(git_repo: Path) -> None:
    seed(git_repo, MEMORIES)

    added = launch_env(git_repo)

    assert set(added) == {"OPENCODE_CONFIG_CONTENT", COMMAND_ENV}
    config = json.loads(added["OPENCODE_CONFIG_CONTENT"])
    (recall_file,) = config["instructions"]
    assert PREAMBLE in Path(recall_file).read_text()
    assert config["plugin"] == [recall_plugin.plugin_url()]
    assert json.loads(added[COMMAND_ENV]) == [sys.executable, "-m", "ocmem", "recall", "serve"]


def test_an_empty_store_still_gets_the_per_turn_plugin(git_repo: Path) -> None:
    """Memories saved while the session runs (an idle pass, another session) are recalled
    on later turns, so the plugin is there from the start; no recall file is named."""
    added = launch_env(git_repo)

    config = json.loads(added["OPENCODE_CONFIG_CONTENT"])
    assert config == {"plugin": [recall_plugin.plugin_url()]}
    assert COMMAND_ENV in added


def test_per_turn_off_adds_only_the_recall_file(git_repo: Path) -> None:
    seed(git_repo, MEMORIES)

    added = launch_env(git_repo, OPENCODE_MEMORY_RECALL_PER_TURN="false")

    assert set(added) == {"OPENCODE_CONFIG_CONTENT"}
    assert "plugin" not in json.loads(added["OPENCODE_CONFIG_CONTENT"])


@pytest.mark.parametrize(
    ("seeded", "extra"),
    [
        (False, {"OPENCODE_MEMORY_RECALL_PER_TURN": "false"}),
        (True, {"OPENCODE_CONFIG_CONTENT": PLUGIN}),
        (True, {"OPENCODE_MEMORY_RECALL": "off"}),
    ],
    ids=["empty-store", "plugin-configured", "recall-off"],
)
def test_no_recall_block_is_added(git_repo: Path, seeded: bool, extra: dict[str, str]) -> None:
    if seeded:
        seed(git_repo, MEMORIES)

    assert launch_env(git_repo, **extra) == {}


def test_without_opencodes_plugin_package_the_launch_gets_no_plugin(git_repo: Path) -> None:
    # opencode holds a start with a plugin until its config dir's npm install finishes;
    # with no registry that was minutes on every wrapped launch. The recall file stays.
    seed(git_repo, MEMORIES)
    config_dir = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode"
    assert recall_plugin.dependencies_ready(os.environ), "the sandbox lays it out as installed"
    (config_dir / "package-lock.json").unlink()

    added = launch_env(git_repo)

    assert not recall_plugin.dependencies_ready(os.environ)
    config = json.loads(added["OPENCODE_CONFIG_CONTENT"])
    assert "plugin" not in config
    assert config["instructions"], "launch-time recall is unaffected"
    assert COMMAND_ENV not in added


@pytest.mark.parametrize(
    "lock",
    [None, "{not json", json.dumps({"packages": {"": {"dependencies": {"left-pad": "*"}}}})],
)
def test_the_plugin_package_counts_as_installed_only_when_the_lock_lists_it(
    lock: str | None,
) -> None:
    config_dir = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode"
    if lock is None:
        (config_dir / "package-lock.json").unlink()
    else:
        (config_dir / "package-lock.json").write_text(lock)
    assert not recall_plugin.dependencies_ready(os.environ)
