"""The `OPENCODE_CONFIG_CONTENT` a session with recall runs under.

opencode merges the JSON in that variable over its config files. A recall file joins the
user's own `instructions` (theirs stay first), and the store directory becomes readable
through `permission.external_directory`; every other key the user set is kept.
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


def config_with_recall(config: dict[str, Any], recall_file: Path, memory_dir: Path) -> str:
    """The user's config with our recall file appended to their `instructions` (theirs
    stay first) and read access to the store directory; every other key is kept."""
    merged = dict(config)
    instructions = merged.get("instructions")
    listed = list(instructions) if isinstance(instructions, list) else []
    if isinstance(instructions, str):
        listed = [instructions]
    listed.append(str(recall_file))
    merged["instructions"] = listed
    permission = merged.get("permission")
    if isinstance(permission, dict):
        permission = dict(permission)
    elif isinstance(permission, str):
        permission = {"*": permission}
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
    merged["permission"] = permission
    return json.dumps(merged, ensure_ascii=False)


def merged_config_content(existing: str | None, recall_file: Path, memory_dir: Path) -> str:
    return config_with_recall(user_config(existing), recall_file, memory_dir)
