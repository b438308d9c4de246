from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import tomli_w
from testing.opencode_harness import make_git_repo

from ocmem import settings

JSONC = """{
  // opencode config with comments and trailing commas
  "$schema": "https://opencode.ai/config.json",
  "instructions": ["docs/a // not a comment.md", "say \\"hi\\""],
  /* block comment */
  "plugin": [
    "some-other-plugin",
    ["opencode-claude-memory@1.4.2", {
      "autoDream": false,          // trailing comment
      "dreamMinHours": 6,
      "localMemory": true,
      "extractModel": "anthropic/claude-sonnet-4",
    },],
  ],
}
"""


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(extra)
    return env


def test_defaults_have_default_source(tmp_path: Path) -> None:
    resolved = settings.resolve(tmp_path, _env())
    assert resolved.values["dream.min_hours"].value == 24
    assert resolved.values["dream.min_hours"].source == "default"
    assert resolved.values["extract.model"].value is None
    assert resolved.values["extract.model"].source == "session"
    assert resolved.values["state.dir"].value == os.environ["OPENCODE_MEMORY_STATE_DIR"]
    assert {spec.key for spec in settings.SPECS} == set(resolved.values)


def test_jsonc_plugin_options_env_and_user_toml_layer(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    (repo / "opencode.jsonc").write_text(JSONC)
    user_toml = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    user_toml.parent.mkdir(parents=True)
    user_toml.write_text("[dream]\nmin_sessions = 3\nmin_hours = 99\n")
    resolved = settings.resolve(repo / "sub", _env(OPENCODE_MEMORY_AUTODREAM="yes"))

    source = f"file:{repo / 'opencode.jsonc'}"
    assert resolved.values["dream.min_hours"] == settings.Resolved("dream.min_hours", 6, source)
    assert resolved.values["local.mode"].value == "on"
    assert resolved.values["extract.model"].value == "anthropic/claude-sonnet-4"
    assert resolved.values["dream.model"].value == "anthropic/claude-sonnet-4"
    assert resolved.values["dream.model"].note == "from extract.model"
    assert resolved.values["dream.enabled"] == settings.Resolved(
        "dream.enabled", True, "env:OPENCODE_MEMORY_AUTODREAM"
    )
    assert resolved.values["dream.min_sessions"] == settings.Resolved(
        "dream.min_sessions", 3, f"file:{user_toml}"
    )
    assert resolved.plugin.configured
    assert resolved.values["recall.enabled"].value is False
    assert "plugin" in resolved.values["recall.enabled"].note
    assert resolved.problems == ()


def test_precedence_of_opencode_config_layers(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    (repo / "sub").mkdir()

    def plugin_doc(hours: int) -> str:
        return json.dumps(
            {
                "plugins": [
                    {"package": "opencode-claude-memory", "options": {"dreamMinHours": hours}}
                ]
            }
        )

    (repo / ".opencode").mkdir()
    (repo / ".opencode" / "opencode.json").write_text(plugin_doc(2))
    (repo / "sub" / "opencode.json").write_text(plugin_doc(1))
    explicit = tmp_path / "explicit.json"
    explicit.write_text(plugin_doc(3))
    global_file = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode" / "opencode.json"
    global_file.parent.mkdir(parents=True, exist_ok=True)
    global_file.write_text(plugin_doc(4))
    (repo / ".opencode" / "opencode-memory.toml").write_text("[dream]\nmin_hours = 5\n")

    def hours(env: dict[str, str], where: Path) -> tuple[object, str]:
        item = settings.resolve(where, env).values["dream.min_hours"]
        return item.value, item.source

    env = _env(OPENCODE_CONFIG=str(explicit))
    inline = _env(OPENCODE_CONFIG=str(explicit), OPENCODE_CONFIG_CONTENT=plugin_doc(0))
    assert hours(inline, repo / "sub") == (0, "env:OPENCODE_CONFIG_CONTENT")
    assert hours(env, repo / "sub") == (1, f"file:{repo / 'sub' / 'opencode.json'}")
    assert hours(env, repo) == (2, f"file:{repo / '.opencode' / 'opencode.json'}")
    (repo / ".opencode" / "opencode.json").unlink()
    assert hours(env, repo) == (3, f"file:{explicit}")
    assert hours(_env(), repo) == (4, f"file:{global_file}")
    global_file.unlink()
    toml_source = f"file:{repo / '.opencode' / 'opencode-memory.toml'}"
    assert hours(_env(), repo) == (5, toml_source)
    assert hours(_env(), repo / "sub") == (1, f"file:{repo / 'sub' / 'opencode.json'}")
    flagged = settings.resolve(
        repo,
        _env(OPENCODE_MEMORY_AUTODREAM_MIN_HOURS="7"),
        flags={"dream.min_hours": ("--min-hours", 8)},
    )
    assert flagged.values["dream.min_hours"].source == "flag:--min-hours"


def test_only_opencode_claude_memory_entries_count() -> None:
    doc = {
        "plugin": [
            "opencode-memory",
            ["opencode-claude-memory-extra", {"autoDream": False}],
            ["@scope/opencode-claude-memory", {"autoDream": False}],
            ["opencode-claude-memory@latest", {"dreamMinHours": 1}],
        ],
        "plugins": [{"package": "opencode-claude-memory", "options": {"dreamMinSessions": 2}}],
    }
    assert settings.plugin_entries(doc) == [{"dreamMinHours": 1}, {"dreamMinSessions": 2}]
    assert settings.plugin_entries({"plugin": ["opencode-claude-memory"]}) == [{}]
    assert settings.plugin_entries([1, 2]) == []


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("on", "on"),
        ("TRUE", "on"),
        ("1", "on"),
        ("local", "on"),
        ("off", "off"),
        ("no", "off"),
        ("global", "off"),
        ("auto", "auto"),
        (True, "on"),
        (False, "off"),
    ],
)
def test_local_mode_accepts_words_and_booleans(tmp_path: Path, raw: object, expected: str) -> None:
    doc = json.dumps({"plugin": [["opencode-claude-memory", {"localMemory": raw}]]})
    resolved = settings.resolve(tmp_path, _env(OPENCODE_CONFIG_CONTENT=doc))
    assert resolved.values["local.mode"].value == expected


def test_invalid_value_is_reported_and_next_layer_applies(tmp_path: Path) -> None:
    doc = json.dumps({"plugin": [["opencode-claude-memory", {"dreamMinHours": 12}]]})
    resolved = settings.resolve(
        tmp_path,
        _env(
            OPENCODE_MEMORY_AUTODREAM_MIN_HOURS="soon",
            OPENCODE_CONFIG_CONTENT=doc,
            OPENCODE_MEMORY_LOCAL="sideways",
            OPENCODE_MEMORY_DEDUP_THRESHOLD="101",
        ),
    )
    assert resolved.values["dream.min_hours"].value == 12
    assert resolved.values["local.mode"] == settings.Resolved("local.mode", "auto", "default")
    assert resolved.values["dedup.threshold"].value == 95
    sources = {p.source for p in resolved.problems}
    assert sources == {
        "env:OPENCODE_MEMORY_AUTODREAM_MIN_HOURS",
        "env:OPENCODE_MEMORY_LOCAL",
        "env:OPENCODE_MEMORY_DEDUP_THRESHOLD",
    }


def test_a_whole_number_is_read_exactly_and_bounded(tmp_path: Path) -> None:
    """Found by black-box testers: 99999999999999999999999 memories was read through a
    float and shown as 99999999999999991611392; a 1.5e308 daily token budget was taken
    and printed as a 309-digit number."""
    exact = settings.resolve(tmp_path, _env(OPENCODE_MEMORY_RECALL_MAX_MEMORIES="12"))
    assert exact.values["recall.max_memories"].value == 12
    resolved = settings.resolve(
        tmp_path,
        _env(
            OPENCODE_MEMORY_RECALL_MAX_MEMORIES="99999999999999999999999",
            OPENCODE_MEMORY_BUDGET_DAILY_TOKENS="1.5e308",
            OPENCODE_MEMORY_RECALL_MAX_BYTES="+-5",  # two signs: refused, never a crash
        ),
    )
    assert resolved.values["recall.max_memories"].source == "default"
    assert resolved.values["budget.daily_tokens"].source == "default"
    assert resolved.values["recall.max_bytes"].source == "default"
    assert {p.source for p in resolved.problems} == {
        "env:OPENCODE_MEMORY_RECALL_MAX_MEMORIES",
        "env:OPENCODE_MEMORY_BUDGET_DAILY_TOKENS",
        "env:OPENCODE_MEMORY_RECALL_MAX_BYTES",
    }


@pytest.mark.parametrize("value", ["rel/state", "./state", "state"])
def test_a_relative_state_dir_is_refused_not_resolved_per_directory(
    tmp_path: Path, value: str
) -> None:
    # Taken as given, it filled each project checkout with logs, locks and its own ledger.
    resolved = settings.resolve(tmp_path, _env(OPENCODE_MEMORY_STATE_DIR=value))

    assert resolved.values["state.dir"].source == "default"
    assert os.path.isabs(str(resolved.values["state.dir"].value))
    (problem,) = resolved.problems
    assert problem.source == "env:OPENCODE_MEMORY_STATE_DIR"
    assert "absolute path" in problem.message
    home_relative = settings.resolve(tmp_path, _env(OPENCODE_MEMORY_STATE_DIR="~/state"))
    assert home_relative.values["state.dir"].source == "env:OPENCODE_MEMORY_STATE_DIR"


def test_broken_config_names_position_never_content(tmp_path: Path) -> None:
    secret = "sk-live-0123456789abcdefSECRET"
    bad = tmp_path / "opencode.json"
    bad.write_text('{\n  "provider": {\n    "apiKey": "' + secret + '"\n    "x": 1\n  }\n}\n')
    resolved = settings.resolve(tmp_path, _env(OPENCODE_MEMORY_AUTODREAM_MIN_HOURS="3"))
    assert resolved.values["dream.min_hours"].value == 3
    (problem,) = resolved.problems
    text = str(problem)
    assert f"{bad}:4:5" in text
    assert "sk-" not in text
    assert "SECRET" not in text


def test_maintain_on_idle_turns_our_idle_watcher_off(tmp_path: Path) -> None:
    doc = json.dumps({"plugin": [["opencode-claude-memory", {"maintainOnIdle": True}]]})
    resolved = settings.resolve(tmp_path, _env(OPENCODE_CONFIG_CONTENT=doc))
    assert resolved.values["idle.enabled"].value is False
    assert "maintainOnIdle" in resolved.values["idle.enabled"].note


def test_toml_table_round_trips_as_user_config(tmp_path: Path) -> None:
    env = _env(
        OPENCODE_MEMORY_WATCH_EXCLUDE="/tmp/*,/scratch/**",
        OPENCODE_MEMORY_MODEL="fake/m2",
        OPENCODE_MEMORY_DREAM_MAX_DELETE="0.25",
    )
    first = settings.resolve(tmp_path, env)
    user_toml = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    user_toml.parent.mkdir(parents=True)
    user_toml.write_text(tomli_w.dumps(settings.as_toml_table(first)))
    second = settings.resolve(tmp_path, _env())
    assert {k: v.value for k, v in second.values.items()} == {
        k: v.value for k, v in first.values.items()
    }
    assert second.problems == ()


def test_a_misspelt_environment_variable_is_reported_with_the_name_meant(tmp_path: Path) -> None:
    env = {k: v for k, v in _env().items() if not k.startswith("OPENCODE_MEMORY_RECALL")}
    env["OPENCODE_MEMORY_RECAL_PER_TURN"] = "0"
    resolved = settings.resolve(tmp_path, env)
    assert resolved.values["recall.per_turn"].source == "default"
    [problem] = [p for p in resolved.problems if "RECAL_PER_TURN" in str(p)]
    assert str(problem) == (
        "env:OPENCODE_MEMORY_RECAL_PER_TURN: unknown environment variable, ignored"
        " (did you mean OPENCODE_MEMORY_RECALL_PER_TURN?)"
    )


def test_every_variable_the_tool_reads_or_sets_is_known(tmp_path: Path) -> None:
    """A variable our own code uses must never be reported as unknown to the user."""
    import re

    from ocmem.settings.specs import NON_SETTING_ENV, SPECS

    source = Path(settings.__file__).parents[1]
    used = {
        name
        for path in source.rglob("*")
        if path.suffix in (".py", ".js")
        for name in re.findall(r"OPENCODE_MEMORY_[A-Z0-9_]*[A-Z0-9]", path.read_text("utf-8"))
    }
    known = {spec.env for spec in SPECS} | NON_SETTING_ENV
    assert used - known == set()
    env = _env(**dict.fromkeys(sorted(known), "1"))
    assert not [p for p in settings.resolve(tmp_path, env).problems if "unknown env" in str(p)]
