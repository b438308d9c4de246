"""The `OPENCODE_CONFIG_CONTENT` a session with recall runs under.

opencode merges the JSON in that variable over its config files. A recall file joins the
user's own `instructions` (theirs stay first), the store directory becomes readable
through `permission.external_directory`, and the per-turn recall plugin joins the user's
`plugin` list; every other key the user set is kept.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ocmem import jsonc


def user_config(existing: str | None) -> dict[str, Any]:
    """The user's own `OPENCODE_CONFIG_CONTENT` as a dict; raises `JsoncError` if broken."""
    if not existing or not existing.strip():
        return {}
    parsed = jsonc.loads(existing, "OPENCODE_CONFIG_CONTENT")
    return dict(parsed) if isinstance(parsed, dict) else {}


def config_with_recall(
    config: dict[str, Any],
    recall_file: Path | None,
    memory_dir: Path | None,
    plugin: str | None = None,
) -> str:
    """The user's config with our recall file appended to their `instructions` (theirs
    stay first) and read access to the store directory, and our per-turn recall plugin
    appended to their `plugin` list; every other key is kept."""
    merged = dict(config)
    if recall_file is not None:
        instructions = merged.get("instructions")
        listed = list(instructions) if isinstance(instructions, list) else []
        if isinstance(instructions, str):
            listed = [instructions]
        listed.append(str(recall_file))
        merged["instructions"] = listed
    if memory_dir is not None:
        merged["permission"] = _with_store_access(merged.get("permission"), memory_dir)
    if plugin is not None:
        plugins = merged.get("plugin")
        listed_plugins = list(plugins) if isinstance(plugins, list) else []
        if plugin not in listed_plugins:
            listed_plugins.append(plugin)
        merged["plugin"] = listed_plugins
    return json.dumps(merged, ensure_ascii=False)


def _with_store_access(existing: Any, memory_dir: Path) -> dict[str, Any]:
    permission: dict[str, Any]
    if isinstance(existing, dict):
        permission = dict(existing)
    elif isinstance(existing, str):
        permission = {"*": existing}
    else:
        permission = {}
    external = permission.get("external_directory")
    rules: dict[str, Any]
    if isinstance(external, dict):
        rules = dict(external)
    elif isinstance(external, str):
        rules = {"*": external}
    else:
        rules = {}
    rules[f"{memory_dir}/*"] = "allow"
    rules.setdefault(str(memory_dir), "allow")
    permission["external_directory"] = rules
    return permission


def merged_config_content(
    existing: str | None,
    recall_file: Path | None,
    memory_dir: Path | None,
    plugin: str | None = None,
) -> str:
    return config_with_recall(user_config(existing), recall_file, memory_dir, plugin)
