"""Resolving every setting for a directory: the first valid value by precedence, then the
values derived from others (the dream inherits extract's model, the plugin turns recall off).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ocmem import paths
from ocmem.paths import environment
from ocmem.settings.kinds import Reader
from ocmem.settings.sources import (
    Collector,
    PluginInfo,
    Problem,
    check_env_names,
    read_plugin_layers,
    read_toml_layers,
)
from ocmem.settings.specs import PLUGIN_PACKAGE, SESSION_KEYS, SPECS, Spec
from ocmem.settings.typed import Key, Sections
from ocmem.values import InvalidValueError, Value


@dataclass(frozen=True)
class Resolved:
    key: str
    value: Value
    source: str
    note: str = ""


@dataclass(frozen=True)
class Settings(Sections):
    """Every resolved value with its source, and each as a typed attribute
    (`settings.extract.timeout`; see `typed.py`)."""

    values: Mapping[str, Resolved]
    problems: tuple[Problem, ...]
    plugin: PluginInfo
    directory: Path

    def __post_init__(self) -> None:
        self._read_sections(Reader(self.values))

    def resolved(self, key: Key) -> Resolved:
        """A key's value with its source and note, for output that shows where it came from."""
        return self.values[key]

    def __iter__(self) -> Iterator[Resolved]:
        return iter(self.values.values())


def resolve(
    directory: Path | None = None,
    env: Mapping[str, str] | None = None,
    flags: Mapping[str, tuple[str, object]] | None = None,
) -> Settings:
    """Resolve every setting for `directory`; `flags` maps key -> (flag name, raw value)."""
    env = environment(env)
    directory = Path(os.path.abspath(directory or Path.cwd()))
    flags = flags or {}
    collector = Collector()
    plugin_layers, plugin = read_plugin_layers(directory, env, collector)
    toml_layers = read_toml_layers(directory, env, collector)
    check_env_names(env, collector)

    resolved: dict[str, Resolved] = {}
    for spec in SPECS:
        candidates: list[tuple[str, object]] = []
        if spec.key in flags:
            name, raw = flags[spec.key]
            candidates.append((f"flag:{name}", raw))
        if spec.env in env:
            candidates.append((f"env:{spec.env}", env[spec.env]))
        if spec.option:
            for layer in plugin_layers:
                if spec.option in layer.values:
                    candidates.append((layer.source_prefix, layer.values[spec.option]))
        for layer in toml_layers:
            if spec.key in layer.values:
                candidates.append((layer.source_prefix, layer.values[spec.key]))
        resolved[spec.key] = _first_valid(spec, candidates, collector)

    _apply_derived(resolved, plugin)
    _default_state_dir(resolved, env)
    return Settings(resolved, tuple(collector.problems), plugin, directory)


def _first_valid(
    spec: Spec, candidates: Sequence[tuple[str, object]], collector: Collector
) -> Resolved:
    for source, raw in candidates:
        try:
            value = spec.parse(raw)
        except InvalidValueError as exc:
            collector.add(source, f"{spec.key}: invalid value ignored ({exc})")
            continue
        if value is None and spec.key in SESSION_KEYS:
            return Resolved(spec.key, None, "session")
        return Resolved(spec.key, value, source)
    if spec.key in SESSION_KEYS:
        return Resolved(spec.key, None, "session")
    return Resolved(spec.key, spec.default, "default")


def _default_state_dir(resolved: dict[str, Resolved], env: Mapping[str, str]) -> None:
    if resolved["state.dir"].value is None:
        resolved["state.dir"] = Resolved("state.dir", str(paths.default_state_dir(env)), "default")


def _apply_derived(resolved: dict[str, Resolved], plugin: PluginInfo) -> None:
    for key, fallback in (("dream.model", "extract.model"), ("dream.agent", "extract.agent")):
        if resolved[key].source == "session" and resolved[fallback].value is not None:
            inherited = resolved[fallback]
            resolved[key] = Resolved(key, inherited.value, inherited.source, f"from {fallback}")
    recall = resolved["recall.enabled"]
    if recall.source == "default" and plugin.configured:
        resolved["recall.enabled"] = Resolved(
            "recall.enabled",
            False,
            "default",
            f"off: the {PLUGIN_PACKAGE} plugin injects the index itself ({plugin.source})",
        )
    idle = resolved["idle.enabled"]
    if idle.value and plugin.maintain_on_idle:
        resolved["idle.enabled"] = Resolved(
            "idle.enabled",
            False,
            idle.source,
            f"off: the {PLUGIN_PACKAGE} plugin's maintainOnIdle already extracts on idle",
        )
