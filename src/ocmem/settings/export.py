"""Settings as output: JSON with sources, a TOML table, and the docs' markdown table."""

from __future__ import annotations

from typing import Any

from ocmem.settings.resolution import Settings
from ocmem.settings.specs import SESSION_KEYS, SPECS, Spec


def as_json(settings: Settings) -> dict[str, dict[str, object]]:
    out: dict[str, dict[str, object]] = {}
    for item in settings:
        entry: dict[str, object] = {"value": item.value, "source": item.source}
        if item.note:
            entry["note"] = item.note
        out[item.key] = entry
    return out


def as_toml_table(settings: Settings) -> dict[str, Any]:
    """Nested tables for `--format toml`: nulls left out, loadable as a user config."""
    root: dict[str, Any] = {}
    for item in settings:
        if item.value is None:
            continue
        parts = item.key.split(".")
        table = root
        for part in parts[:-1]:
            table = table.setdefault(part, {})
        table[parts[-1]] = item.value
    return root


def _default_text(spec: Spec) -> str:
    if spec.key in SESSION_KEYS:
        return (
            "the session's own"
            if spec.key.startswith("extract")
            else "extract's, then the session's"
        )
    if spec.key == "opencode.bin":
        return "PATH lookup"
    if spec.key == "state.dir":
        return "`$XDG_STATE_HOME/opencode-memory`"
    if spec.key == "recall.enabled":
        return "true (false when the `opencode-claude-memory` plugin is configured)"
    value = spec.default
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "none" if not value else ", ".join(value)
    if value is None:
        return "unset"
    return str(value)


def markdown_table() -> str:
    """docs/configuration.md's settings table, generated from `SPECS` (a test keeps them equal)."""
    rows = ["| key | env | plugin option | default | what it does |", "|---|---|---|---|---|"]
    for spec in SPECS:
        option = f"`{spec.option}`" if spec.option else "—"
        rows.append(
            f"| `{spec.key}` | `{spec.env}` | {option} | {_default_text(spec)} | {spec.help} |"
        )
    return "\n".join(rows) + "\n"
