"""Where setting values come from: opencode config files (the plugin's options), our TOML
files, and the problems found reading them."""

from __future__ import annotations

import difflib
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ocmem import jsonc, paths
from ocmem.settings.specs import ENV_PREFIX, NON_SETTING_ENV, PLUGIN_PACKAGE, SPEC_BY_KEY, SPECS
from ocmem.values import InvalidValueError, parse_bool


@dataclass(frozen=True)
class Problem:
    source: str
    message: str
    positioned: bool = False  # the message already starts with path:line:column

    def __str__(self) -> str:
        return self.message if self.positioned else f"{self.source}: {self.message}"


@dataclass(frozen=True)
class Layer:
    source_prefix: str  # "file:<path>" or "env:OPENCODE_CONFIG_CONTENT"
    values: Mapping[str, object]


@dataclass(frozen=True)
class PluginInfo:
    configured: bool
    source: str | None
    maintain_on_idle: bool


@dataclass
class Collector:
    problems: list[Problem] = field(default_factory=list)

    def add(self, source: str, message: str, positioned: bool = False) -> None:
        problem = Problem(source, message, positioned)
        if problem not in self.problems:
            self.problems.append(problem)


# --- opencode config files -------------------------------------------------------------

_PROJECT_CONFIG_NAMES = (
    "opencode.jsonc",
    "opencode.json",
    ".opencode/opencode.jsonc",
    ".opencode/opencode.json",
)
_GLOBAL_CONFIG_NAMES = ("opencode.jsonc", "opencode.json", "config.json")


def project_config_files(directory: Path) -> list[Path]:
    """opencode config files from `directory` up to its git root, nearest first."""
    stop = paths.find_git_root(directory)
    found: list[Path] = []
    current = directory
    while True:
        for name in _PROJECT_CONFIG_NAMES:
            candidate = current / name
            if candidate.is_file():
                found.append(candidate)
        if stop is None or current == stop or current.parent == current:
            break
        current = current.parent
    return found


def global_config_files(env: Mapping[str, str]) -> list[Path]:
    base = paths.opencode_global_config_dir(env)
    return [base / name for name in _GLOBAL_CONFIG_NAMES if (base / name).is_file()]


def read_plugin_layers(
    directory: Path, env: Mapping[str, str], collector: Collector
) -> tuple[list[Layer], PluginInfo]:
    documents: list[tuple[str, object]] = []
    inline = env.get("OPENCODE_CONFIG_CONTENT", "")
    if inline.strip():
        source = "env:OPENCODE_CONFIG_CONTENT"
        try:
            documents.append((source, jsonc.loads(inline, "OPENCODE_CONFIG_CONTENT")))
        except jsonc.JsoncError as exc:
            collector.add(source, str(exc), positioned=True)
    files = project_config_files(directory)
    explicit = env.get("OPENCODE_CONFIG", "")
    if explicit:
        files.append(Path(os.path.expanduser(explicit)))
    files.extend(global_config_files(env))
    for path in files:
        source = f"file:{path}"
        try:
            documents.append((source, jsonc.load_file(path)))
        except jsonc.JsoncError as exc:
            collector.add(source, str(exc), positioned=True)
        except OSError as exc:
            collector.add(source, f"cannot read ({exc.strerror or type(exc).__name__})")

    layers: list[Layer] = []
    configured_source: str | None = None
    maintain_on_idle = False
    for source, document in documents:
        for options in plugin_entries(document):
            configured_source = configured_source or source
            if options:
                layers.append(Layer(source, options))
                if "maintainOnIdle" in options and not maintain_on_idle:
                    try:
                        maintain_on_idle = parse_bool(options["maintainOnIdle"])
                    except InvalidValueError:
                        collector.add(source, "maintainOnIdle: invalid value ignored")
    info = PluginInfo(configured_source is not None, configured_source, maintain_on_idle)
    return layers, info


def _package_name(spec: str) -> str:
    at = spec.rfind("@")
    return spec[:at] if at > 0 else spec


def plugin_entries(document: object) -> list[dict[str, object]]:
    """Options of every `opencode-claude-memory` entry in `plugin` / `plugins` lists."""
    if not isinstance(document, dict):
        return []
    found: list[dict[str, object]] = []
    for list_key in ("plugin", "plugins"):
        entries = document.get(list_key)
        if not isinstance(entries, list):
            continue
        for entry in entries:
            name: object = None
            options: object = {}
            if isinstance(entry, str):
                name = entry
            elif isinstance(entry, list) and entry and isinstance(entry[0], str):
                name = entry[0]
                options = entry[1] if len(entry) > 1 else {}
            elif isinstance(entry, dict):
                name = entry.get("package") or entry.get("name")
                options = entry.get("options", {})
            if isinstance(name, str) and _package_name(name.strip()) == PLUGIN_PACKAGE:
                found.append(dict(options) if isinstance(options, dict) else {})
    return found


# --- TOML files --------------------------------------------------------------------------


def project_toml_file(directory: Path) -> Path:
    root = paths.find_git_root(directory) or directory
    return root / ".opencode" / "opencode-memory.toml"


def config_file_states(directory: Path, env: Mapping[str, str]) -> list[tuple[str, Path, bool]]:
    """(kind, path, exists) of our own TOML files, in the order they are layered."""
    found = (("project", project_toml_file(directory)), ("user", paths.user_config_file(env)))
    return [(kind, path, path.is_file()) for kind, path in found]


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, object]:
    flat: dict[str, object] = {}
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, dict):
            flat.update(_flatten(value, f"{key}."))
        else:
            flat[key] = value
    return flat


def read_toml_layers(directory: Path, env: Mapping[str, str], collector: Collector) -> list[Layer]:
    layers: list[Layer] = []
    for path in (project_toml_file(directory), paths.user_config_file(env)):
        if not path.is_file():
            continue
        source = f"file:{path}"
        try:
            with path.open("rb") as handle:
                table = tomllib.load(handle)
        except tomllib.TOMLDecodeError as exc:
            line = getattr(exc, "lineno", None) or _toml_line(str(exc))
            column = getattr(exc, "colno", None) or 1
            collector.add(source, f"{path}:{line}:{column}: not valid TOML, skipped", True)
            continue
        except UnicodeDecodeError as exc:
            # TOML is UTF-8; a file saved as UTF-16 or Latin-1 is skipped like a broken one
            line = bytes(exc.object[: exc.start]).count(b"\n") + 1
            collector.add(source, f"{path}:{line}:1: not UTF-8 text, skipped", True)
            continue
        except OSError as exc:
            collector.add(source, f"cannot read ({exc.strerror or type(exc).__name__})")
            continue
        flat = _flatten(table)
        for key in flat:
            if key not in SPEC_BY_KEY:
                close = difflib.get_close_matches(key, SPEC_BY_KEY, n=1)
                guess = f" (did you mean {close[0]!r}?)" if close else ""
                collector.add(source, f"unknown setting {key!r} ignored{guess}")
        layers.append(Layer(source, flat))
    return layers


def check_env_names(env: Mapping[str, str], collector: Collector) -> None:
    """Report an OPENCODE_MEMORY_* variable that nothing reads: a typo would otherwise leave
    the setting at its old value without a word."""
    known = {spec.env for spec in SPECS} | NON_SETTING_ENV
    for name in sorted(env):
        if not name.startswith(ENV_PREFIX) or name in known:
            continue
        close = difflib.get_close_matches(name, known, n=1)
        guess = f" (did you mean {close[0]}?)" if close else ""
        collector.add(f"env:{name}", f"unknown environment variable, ignored{guess}")


def _toml_line(message: str) -> int:
    match = re.search(r"line (\d+)", message)
    return int(match.group(1)) if match else 1
