"""Writes `settings/typed.py` from `SPECS`: one frozen dataclass per section, one typed
attribute per key, so `settings.extract.timeout` is checked by mypy and a misspelt key is a
type error. Run `python -m ocmem.settings.generate` after changing `specs.py`; a test keeps
the checked-in file equal to what this renders.
"""

from __future__ import annotations

import keyword
import textwrap
from pathlib import Path

from ocmem.settings.specs import SPECS, Kind, Spec

TYPED_FILE = Path(__file__).with_name("typed.py")

_ANNOTATION: dict[Kind, str] = {
    "bool": "bool",
    "int": "int",
    "float": "float",
    "int?": "int | None",
    "float?": "float | None",
    "text?": "str | None",
    "mode": 'Literal["on", "off", "auto"]',
    "globs": "tuple[str, ...]",
    "path": "Path",
}
_READER: dict[Kind, str] = {
    "bool": "flag",
    "int": "integer",
    "float": "number",
    "int?": "optional_integer",
    "float?": "optional_number",
    "text?": "optional_text",
    "mode": "mode",
    "globs": "globs",
    "path": "path",
}

_HEADER = '''"""Every setting as a typed attribute: `settings.extract.timeout`, not a string key.

Generated from `specs.py` by `python -m ocmem.settings.generate`; do not edit by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ocmem.settings.kinds import Reader
'''


def attribute(name: str) -> str:
    """The Python name of a key's last part (`redact.global` -> `global_`)."""
    return f"{name}_" if keyword.iskeyword(name) else name


def _class_name(section: str) -> str:
    return section.title().replace("_", "") + "Settings"


def _groups() -> dict[str, list[Spec]]:
    groups: dict[str, list[Spec]] = {}
    for spec in SPECS:
        section = spec.key.split(".")[0] if "." in spec.key else ""
        groups.setdefault(section, []).append(spec)
    return groups


def _help(spec: Spec) -> list[str]:
    return textwrap.wrap(spec.help, 96, initial_indent="    # ", subsequent_indent="    # ")


def _section_class(section: str, specs: list[Spec]) -> list[str]:
    name = _class_name(section)
    lines = ["", "", "@dataclass(frozen=True, slots=True)", f"class {name}:"]
    for spec in specs:
        field = attribute(spec.key.split(".", 1)[1])
        lines += [*_help(spec), f"    {field}: {_ANNOTATION[spec.kind]}"]
    lines += ["", "    @classmethod", f"    def from_reader(cls, read: Reader) -> {name}:"]
    lines.append("        return cls(")
    for spec in specs:
        field = attribute(spec.key.split(".", 1)[1])
        lines.append(f'            {field}=read.{_READER[spec.kind]}("{spec.key}"),')
    lines.append("        )")
    return lines


def _sections_class(groups: dict[str, list[Spec]]) -> list[str]:
    lines = [
        "",
        "",
        "class Sections:",
        '    """The typed view `Settings` carries, filled once when it is built."""',
        "",
    ]
    for section, specs in groups.items():
        if section:
            lines.append(f"    {attribute(section)}: {_class_name(section)}")
        else:
            for spec in specs:
                lines += [*_help(spec), f"    {attribute(spec.key)}: {_ANNOTATION[spec.kind]}"]
    lines += ["", "    def _read_sections(self, read: Reader) -> None:"]
    for section, specs in groups.items():
        values = (
            [(attribute(s.key), f'read.{_READER[s.kind]}("{s.key}")') for s in specs]
            if not section
            else [(attribute(section), f"{_class_name(section)}.from_reader(read)")]
        )
        for name, value in values:
            lines.append(f'        object.__setattr__(self, "{name}", {value})')
    return lines


def typed_source() -> str:
    """The text `typed.py` must have for the current `SPECS`."""
    groups = _groups()
    lines = [
        _HEADER.rstrip("\n"),
        "",
        "# Every key, for the reads that need its source (`Settings.resolved`).",
        "Key = Literal[",
    ]
    lines += [f'    "{spec.key}",' for spec in SPECS]
    lines.append("]")
    for section, specs in groups.items():
        if section:
            lines += _section_class(section, specs)
    lines += _sections_class(groups)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    TYPED_FILE.write_text(typed_source(), encoding="utf-8")
