"""Read JSONC (JSON with comments and trailing commas), as opencode accepts in its configs.

We parse with `json5` (a superset of JSONC). `jsonc-parser`, the first candidate, rejects
trailing commas and mangles `//` inside strings, and its error text embeds the file
content; opencode configs hold API keys, so our errors carry a position and never text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import json5

_POSITION = re.compile(r":(\d+)\b.*?\bcolumn (\d+)")


@dataclass(frozen=True)
class JsoncError(ValueError):
    """A config that does not parse; `str()` gives `path:line:column` and no content."""

    source: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.source}:{self.line}:{self.column}: not valid JSON/JSONC, skipped"


def loads(text: str, source: str = "<string>") -> Any:
    try:
        return json5.loads(text)
    except (ValueError, RecursionError) as exc:
        line, column = _position(str(exc))
        raise JsoncError(source, line, column) from None


def load_file(path: Path) -> Any:
    text = path.read_text(encoding="utf-8", errors="replace")
    return loads(text, str(path))


def _position(message: str) -> tuple[int, int]:
    match = _POSITION.search(message)
    if match is None:
        return 1, 1
    return int(match.group(1)), int(match.group(2))
