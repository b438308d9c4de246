"""What eval takes from the user's opencode config: providers and the default model, merged
as opencode merges its layers, read without writing."""

from __future__ import annotations

import json
from pathlib import Path

from ocmem.evaluation.runner import read_user_providers


def test_providers_merge_over_the_layers_and_a_broken_file_is_a_note(tmp_path: Path) -> None:
    config_dir = tmp_path / "xdg" / "opencode"
    config_dir.mkdir(parents=True)
    (config_dir / "opencode.json").write_text(
        json.dumps(
            {
                "model": "acme/large",
                "provider": {"acme": {"options": {"baseURL": "http://a", "timeout": 5}}},
                "plugin": ["something"],
            }
        )
    )
    (config_dir / "opencode.jsonc").write_text(
        '// mine\n{"provider": {"acme": {"options": {"timeout": 9}}},}\n'
    )
    explicit = tmp_path / "broken.json"
    explicit.write_text('{"provider": {"apiKey": "sk-never-shown"')
    env = {
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "xdg"),
        "OPENCODE_CONFIG": str(explicit),
        "OPENCODE_CONFIG_CONTENT": '{"model": "other/small", "disabled_providers": ["x"]}',
    }
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}

    found = read_user_providers(env)

    assert found.model == "other/small"
    assert found.config == {
        "provider": {"acme": {"options": {"baseURL": "http://a", "timeout": 9}}},
        "disabled_providers": ["x"],
    }
    assert found.notes == (f"left out {explicit}: it does not parse as a JSON(C) object",)
    assert "sk-never-shown" not in " ".join(found.notes)
    assert {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()} == before


def test_no_config_at_all_gives_no_model(tmp_path: Path) -> None:
    found = read_user_providers({"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)})
    assert (found.config, found.model, found.notes) == ({}, None, ())
