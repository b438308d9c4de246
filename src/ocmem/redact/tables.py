"""Secrets in a table's column whose header names them: a Markdown table's (`| user |
Passwort |`), a SQL client's result (`+------+` borders) or a CSV file's, pasted whole
(`meter_id;manufacturer;aes_key`).

A note often keeps credentials as a table, one account a row; the value then has no label
of its own on its line, only the column's header. A column counts when its header is a
word for a password (in the languages the keyword rules know), a secret, a token or a
qualified key ("API key", "HMAC key", not "key", which heads lists of setting names).
Its cells are taken when they look generated (see `credentials`), never a placeholder or
a reference to where the secret is kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ocmem.redact.names import PASSWORD_WORDS
from ocmem.redact.span import RANK_STRUCTURE, Span

_ROW = re.compile(r"[ \t]*\|(?P<cells>[^\n]*)\|[ \t]*\r?$")
# A delimiter cell: GitHub's tables need one hyphen (``|:--|``), with optional colons.
_RULE_CELL = re.compile(r"[ \t]*:?-+:?[ \t]*")
# The border a SQL client draws under a result's header (``+------+-------+``).
_BORDER = re.compile(r"[ \t]*\+(?:-+\+)+[ \t]*\r?")
_SECRET_HEADER = re.compile(
    r"(?:[\w.-]+[ _-])?(?:password|passwd|secret|token|pin|"
    r"(?:api|app|hmac|secret|access|private|signing|master|aes|encryption|auth(?:orization)?)"
    r"[ _-]?key|" + PASSWORD_WORDS + r")(?:[ \t]*\([^()]{0,30}\))?",
    re.IGNORECASE,
)
_CELL_TRIM = " \t`'\""


def find_table_secrets(text: str, looks_secret: Callable[[str], bool]) -> Iterator[Span]:
    """Cells under a header that names a secret; `looks_secret(value)` decides each."""
    lines = _lines(text)
    index = 0
    while index + 1 < len(lines):
        start, end = lines[index]
        header = _ROW.fullmatch(text, start, end)
        if header is None or not _is_rule_line(text, *lines[index + 1]):
            index += 1
            continue
        columns = [
            i
            for i, (a, b) in enumerate(_cells(header))
            if _SECRET_HEADER.fullmatch(text[a:b].strip(_CELL_TRIM))
        ]
        index += 2
        while index < len(lines):
            row = _ROW.fullmatch(text, *lines[index])
            if row is None:
                break
            cells = _cells(row)
            for column in columns:
                if column < len(cells):
                    yield from _cell_span(text, *cells[column], looks_secret)
            index += 1


def find_csv_secrets(text: str, looks_secret: Callable[[str], bool]) -> Iterator[Span]:
    """Cells of a CSV block (``,``, ``;`` or tab) under a header naming a secret: the rows
    that follow the header with as many fields, up to the first line that has not."""
    lines = _lines(text)
    for index, (start, end) in enumerate(lines):
        header = text[start:end]
        delimiter = _delimiter(header)
        if delimiter is None:
            continue
        names = header.split(delimiter)
        if not all(_CSV_NAME.fullmatch(name.strip(_CELL_TRIM)) for name in names):
            continue
        columns = [
            i for i, name in enumerate(names) if _SECRET_HEADER.fullmatch(name.strip(_CELL_TRIM))
        ]
        if not columns:
            continue
        for row_start, row_end in lines[index + 1 :]:
            row = text[row_start:row_end]
            if row.count(delimiter) != len(names) - 1:
                break
            at = row_start
            for column, cell in enumerate(row.split(delimiter)):
                if column in columns:
                    yield from _cell_span(text, at, at + len(cell), looks_secret)
                at += len(cell) + 1


_CSV_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_ .-]{0,40}")
# ``INSERT INTO t (party, token) VALUES ('e-clearing.net', '…')``: a row's values, each under
# its column's name (one row; quoted values without a quote or parenthesis inside)
_SQL_INSERT = re.compile(
    r"\bINSERT[ \t]+INTO[ \t]+[\w.\"`\[\]]{1,128}[ \t]*\((?P<columns>[^()\n]{1,600})\)[ \t]*"
    r"VALUES[ \t]*\((?P<values>[^()\n]{1,4000})\)",
    re.IGNORECASE,
)
_SQL_VALUE = re.compile(r"[ \t]*(?:'(?P<quoted>[^'\n]*)'|(?P<bare>[^,'\n]*?))[ \t]*(?:,|\Z)")


def find_sql_insert_secrets(text: str, looks_secret: Callable[[str], bool]) -> Iterator[Span]:
    """Values of an ``INSERT … VALUES`` row under a column named like a secret."""
    for insert in _SQL_INSERT.finditer(text):
        names = [name.strip(' \t"`[]') for name in insert["columns"].split(",")]
        at = insert.start("values")
        end = insert.end("values")
        for name in names:
            value = _SQL_VALUE.match(text, at, end)
            if value is None:
                break
            if value["quoted"] is not None and _SECRET_HEADER.fullmatch(name):
                yield from _cell_span(text, *value.span("quoted"), looks_secret)
            at = value.end()


def column_header(text: str, position: int) -> str | None:
    """The header of the Markdown table column whose cell holds ``position``, if any."""
    line_start = text.rfind("\n", 0, position) + 1
    line_end = text.find("\n", position)
    line_end = len(text) if line_end == -1 else line_end
    row = _ROW.fullmatch(text, line_start, line_end)
    if row is None:
        return None
    column = next((i for i, (a, b) in enumerate(_cells(row)) if a <= position < b), None)
    if column is None:
        return None
    end = line_start - 1
    for _ in range(_HEADER_REACH):  # up over the rows, to the rule line under the header
        if end <= 0:
            return None
        start = text.rfind("\n", 0, end) + 1
        if _is_rule_line(text, start, end):
            if start == 0:
                return None
            header_start = text.rfind("\n", 0, start - 1) + 1
            header = _ROW.fullmatch(text, header_start, start - 1)
            if header is None:
                return None
            cells = _cells(header)
            return text[slice(*cells[column])].strip(_CELL_TRIM) if column < len(cells) else None
        if _ROW.fullmatch(text, start, end) is None:
            return None
        end = start - 1
    return None


_HEADER_REACH = 200  # rows searched up from a cell for its header


def _delimiter(line: str) -> str | None:
    if "|" in line:
        return None  # a Markdown table's row, `find_table_secrets`'s to read
    return next((d for d in (";", ",", "\t") if d in line), None)


def _cell_span(
    text: str, start: int, end: int, looks_secret: Callable[[str], bool]
) -> Iterator[Span]:
    value = text[start:end]
    stripped = value.strip(_CELL_TRIM)
    if not stripped or " " in stripped or not looks_secret(stripped):
        return
    offset = start + value.index(stripped)
    yield Span(offset, offset + len(stripped), "table-secret", RANK_STRUCTURE)


def _lines(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    start = 0
    for line in text.split("\n"):
        spans.append((start, start + len(line)))
        start += len(line) + 1
    return spans


def _cells(row: re.Match[str]) -> list[tuple[int, int]]:
    start, end = row.span("cells")
    cells: list[tuple[int, int]] = []
    at = start
    for piece in row.group("cells").split("|"):
        cells.append((at, at + len(piece)))
        at += len(piece) + 1
    assert at - 1 == end
    return cells


def _is_rule_line(text: str, start: int, end: int) -> bool:
    """A Markdown table's delimiter row, or a SQL client's border under its header."""
    if _BORDER.fullmatch(text, start, end):
        return True
    rule = _ROW.fullmatch(text, start, end)
    return rule is not None and all(_RULE_CELL.fullmatch(text, a, b) for a, b in _cells(rule))
