"""Layered settings with provenance (design §4).

Precedence, highest first: CLI flag › environment › opencode config plugin options
(inline `OPENCODE_CONFIG_CONTENT`, project files nearest the directory up to the git
root, `OPENCODE_CONFIG`, the global config) › project TOML › user TOML › default.
An invalid value is reported with its source and the next lower layer applies.

The parts: the value parsers (`ocmem.values`, shared with the wrapper's fast path), the
table of settings (`specs`), where values come from (`sources`), picking one per key
(`resolution`), each setting as a typed attribute (`typed`, generated from the table by
`generate`: `settings.extract.timeout`) and the output shapes (`export`). Callers use the
names below.
"""

from __future__ import annotations

from ocmem.settings.export import as_json, as_toml_table, markdown_table
from ocmem.settings.kinds import SettingTypeError
from ocmem.settings.resolution import Resolved, Settings, resolve
from ocmem.settings.sources import (
    Layer,
    PluginInfo,
    Problem,
    config_file_states,
    global_config_files,
    plugin_entries,
    project_config_files,
    project_toml_file,
)
from ocmem.settings.specs import PLUGIN_PACKAGE, SPEC_BY_KEY, SPECS, Kind, Spec
from ocmem.settings.typed import DreamSettings, ExtractSettings
from ocmem.values import InvalidValueError, Value

__all__ = [
    "PLUGIN_PACKAGE",
    "SPECS",
    "SPEC_BY_KEY",
    "DreamSettings",
    "ExtractSettings",
    "InvalidValueError",
    "Kind",
    "Layer",
    "PluginInfo",
    "Problem",
    "Resolved",
    "SettingTypeError",
    "Settings",
    "Spec",
    "Value",
    "as_json",
    "as_toml_table",
    "config_file_states",
    "global_config_files",
    "markdown_table",
    "plugin_entries",
    "project_config_files",
    "project_toml_file",
    "resolve",
]
