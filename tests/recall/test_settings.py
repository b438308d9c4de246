"""The per-turn recall settings: defaults, layers, sources and bad values."""

from __future__ import annotations

import os
from pathlib import Path

from testing.cli import ocmem

from ocmem import settings

KEYS = {
    "recall.per_turn": ("OPENCODE_MEMORY_RECALL_PER_TURN", True),
    "recall.max_memories": ("OPENCODE_MEMORY_RECALL_MAX_MEMORIES", 5),
    "recall.max_bytes": ("OPENCODE_MEMORY_RECALL_MAX_BYTES", 6000),
    "recall.min_score": ("OPENCODE_MEMORY_RECALL_MIN_SCORE", 45),
}


def test_defaults_env_and_sources(tmp_path: Path) -> None:
    resolved = settings.resolve(tmp_path, dict(os.environ))
    for key, (_, default) in KEYS.items():
        assert resolved.values[key].value == default, key
        assert resolved.values[key].source == "default"
    env = {
        **os.environ,
        "OPENCODE_MEMORY_RECALL_PER_TURN": "off",
        "OPENCODE_MEMORY_RECALL_MAX_MEMORIES": "3",
        "OPENCODE_MEMORY_RECALL_MAX_BYTES": "4000",
        "OPENCODE_MEMORY_RECALL_MIN_SCORE": "12.5",
    }
    resolved = settings.resolve(tmp_path, env)
    assert [resolved.values[k].value for k in KEYS] == [False, 3, 4000, 12.5]
    for key, (variable, _) in KEYS.items():
        assert resolved.values[key].source == f"env:{variable}"


def test_bad_values_are_reported_and_the_default_applies(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "OPENCODE_MEMORY_RECALL_MAX_MEMORIES": "-1",
        "OPENCODE_MEMORY_RECALL_MAX_BYTES": "10",
        "OPENCODE_MEMORY_RECALL_MIN_SCORE": "150",
    }
    resolved = settings.resolve(tmp_path, env)
    assert resolved.values["recall.max_memories"].value == 5
    assert resolved.values["recall.max_bytes"].value == 6000
    assert resolved.values["recall.min_score"].value == 45
    reported = " ".join(str(problem) for problem in resolved.problems)
    for variable in ("MAX_MEMORIES", "MAX_BYTES", "MIN_SCORE"):
        assert f"OPENCODE_MEMORY_RECALL_{variable}" in reported


def test_the_settings_command_shows_them_from_a_toml_file(
    git_repo: Path, isolated_home: dict[str, str]
) -> None:
    config = Path(isolated_home["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text("[recall]\nmax_memories = 2\nper_turn = false\n")
    result = ocmem(["settings", "--format", "json", "--dir", str(git_repo)], env=isolated_home)
    data = result.json()
    assert data["recall.max_memories"] == {"value": 2, "source": f"file:{config}"}
    assert data["recall.per_turn"]["value"] is False
    assert data["recall.min_score"] == {"value": 45, "source": "default"}
