from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

from testing.cli import ocmem
from testing.opencode_harness import make_git_repo

JSONC = """{
  // comments, trailing commas, and strings that look like comments
  "instructions": ["notes // keep.md", "quote \\" inside"],
  "plugin": [["opencode-claude-memory", {"dreamMinHours": 6, "autoDream": false,},],],
}
"""


def test_settings_json_names_every_source(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    (repo / "opencode.jsonc").write_text(JSONC)
    user_toml = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    user_toml.parent.mkdir(parents=True)
    user_toml.write_text("[dream]\nmin_sessions = 2\n")
    env = dict(os.environ, OPENCODE_MEMORY_AUTODREAM="1")

    result = ocmem(["settings", "--format", "json", "--dir", str(repo)], env=env)

    assert result.returncode == 0, result.stderr
    data = result.json()
    assert data["dream.min_hours"] == {"value": 6, "source": f"file:{repo / 'opencode.jsonc'}"}
    assert data["dream.enabled"] == {"value": True, "source": "env:OPENCODE_MEMORY_AUTODREAM"}
    assert data["dream.min_sessions"] == {"value": 2, "source": f"file:{user_toml}"}
    assert data["extract.model"] == {"value": None, "source": "session"}
    assert data["local.mode"] == {"value": "auto", "source": "default"}
    assert data["config_files"] == [
        {
            "kind": "project",
            "path": str(repo / ".opencode" / "opencode-memory.toml"),
            "exists": False,
        },
        {"kind": "user", "path": str(user_toml), "exists": True},
    ]
    assert result.stderr == ""
    assert ocmem(["settings", "--json", "--dir", str(repo)], env=env).json() == data


def test_broken_config_is_reported_without_content_and_exits_zero(tmp_path: Path) -> None:
    key = "sk-proj-Zx9Qw8Er7Ty6Ui5Op4As3Df2"
    (tmp_path / "opencode.json").write_text('{\n  "apiKey": "' + key + '",\n  oops\n}\n')
    env = dict(os.environ, OPENCODE_MEMORY_MAX_SESSIONS="4")

    result = ocmem(["settings", "--format", "json", "--dir", str(tmp_path)], env=env)

    assert result.returncode == 0
    assert result.json()["maintain.max_sessions"]["value"] == 4
    # json5 reads `oops` as an unquoted key, so the error is at the closing brace.
    assert f"opencode-memory: {tmp_path / 'opencode.json'}:4:1: not valid" in result.stderr
    for fragment in (key, key[:8], "Zx9Q", "oops"):
        assert fragment not in result.stderr
        assert fragment not in result.stdout


def test_toml_output_loads_back_as_user_config(tmp_path: Path) -> None:
    env = dict(
        os.environ,
        OPENCODE_MEMORY_MODEL="fake/m2",
        OPENCODE_MEMORY_LOCAL="off",
        OPENCODE_MEMORY_WATCH_EXCLUDE="/tmp/*",
        # found by a black-box tester: an 8-digit budget after `daily_tokens =` was
        # scrubbed as a token, which left a file that does not parse (every setting lost)
        OPENCODE_MEMORY_BUDGET_DAILY_TOKENS="50000000",
    )
    first = ocmem(["settings", "--format", "toml", "--dir", str(tmp_path)], env=env)
    assert first.returncode == 0
    assert "null" not in first.stdout
    assert tomllib.loads(first.stdout)["budget"]["daily_tokens"] == 50_000_000
    user_toml = Path(os.environ["XDG_CONFIG_HOME"]) / "opencode-memory" / "config.toml"
    user_toml.parent.mkdir(parents=True)
    user_toml.write_text(first.stdout)

    before = ocmem(["settings", "--json", "--dir", str(tmp_path)], env=env).json()
    after = ocmem(["settings", "--json", "--dir", str(tmp_path)]).json()

    def values(document: dict[str, Any]) -> dict[str, object]:
        return {
            k: v["value"]
            for k, v in document.items()
            if k not in ("store", "budget_today", "config_files")
        }

    assert values(after) == values(before)
    assert after["extract.model"]["source"] == f"file:{user_toml}"


def test_text_format_and_usage_errors(tmp_path: Path) -> None:
    text = ocmem(["settings", "--dir", str(tmp_path)])
    assert text.returncode == 0
    assert "dream.min_hours" in text.stdout
    assert "default" in text.stdout
    assert ocmem(["settings", "--format", "xml"]).returncode == 2
    assert ocmem(["no-such-command"]).returncode == 2


def test_settings_json_says_where_the_store_is_and_what_put_it_there(tmp_path: Path) -> None:
    repo = make_git_repo(tmp_path / "repo", os.environ)
    moved = tmp_path / "moved-store"
    claude = Path(os.environ["CLAUDE_CONFIG_DIR"])
    claude.mkdir(parents=True, exist_ok=True)
    (claude / "settings.json").write_text('{"autoMemoryDirectory": "' + str(moved) + '"}')

    data = ocmem(["settings", "--json", "--dir", str(repo)]).json()

    assert data["store"]["value"] == str(moved)
    assert "settings.json" in data["store"]["source"]
    text = ocmem(["settings", "--dir", str(repo)]).stdout
    assert f"store: {moved}  (" in text
