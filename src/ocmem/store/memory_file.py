r"""One memory file: the Markdown-with-frontmatter format Claude Code and its plugin share.

Writing follows one exact layout (see `serialize`); reading is lenient, because the store
is shared with writers that put values in raw, use the legacy flat `type:`, or quote.
Frontmatter keys we do not own (Claude Code's `tags`, `claudeCodeItem`, a person's own) are
read as raw lines and written back unchanged, so an update never loses them.

Claude Code finds the header with `/^---\s*\n([\s\S]*?)---\s*\n?/`, which is not anchored
to lines: a `---` anywhere in the header ends it there. No header line we write holds one.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime

from ocmem.store.store_errors import MemoryFormatError, MemoryTooLargeError

MEMORY_TYPES = ("user", "feedback", "project", "reference")
DEFAULT_TYPE = "user"
GENERATOR = "opencode-memory"
MAX_FILE_BYTES = 40_000
FRONTMATTER_WINDOW = 30


@dataclass(frozen=True)
class Memory:
    file: str
    name: str
    description: str
    type: str
    body: str
    created: str
    origin_session_id: str | None = None
    generator: str | None = GENERATOR
    modified: str = ""
    # Raw frontmatter lines of keys we do not own: top-level, and inside `metadata:`.
    extra: tuple[str, ...] = ()
    extra_metadata: tuple[str, ...] = ()


# Keys `serialize` writes itself; the legacy flat spellings of the metadata keys are ours too
# (they move into the block). Every other key is kept as it was.
OWNED_KEYS = frozenset(
    [
        "name",
        "description",
        "created",
        "metadata",
        "type",
        "node_type",
        "generator",
        "originSessionId",
        "modified",
    ]
)
OWNED_METADATA_KEYS = frozenset(["node_type", "generator", "type", "originSessionId", "modified"])


def serialize(memory: Memory) -> str:
    """The file text: frontmatter, a blank line, the body and exactly one final newline.

    One-line fields have their line breaks collapsed and are quoted when a YAML parser
    would otherwise read them as something else, so no field can add keys or end the
    frontmatter; a `---` in a value is escaped (`\\x2d`). `metadata.modified` is the
    memory's `modified`, or now when it has none. An empty `created` leaves the line out
    (Claude Code never writes one). The keys in `extra`/`extra_metadata` follow ours.
    Raises `MemoryFormatError` for an unknown type or a `created` that is not a
    timestamp, and `MemoryTooLargeError` over 40,000 UTF-8 bytes.
    """
    if memory.type not in MEMORY_TYPES:
        raise MemoryFormatError(
            f"unknown memory type {memory.type!r}", hint="use one of " + ", ".join(MEMORY_TYPES)
        )
    created = canonical_created(memory.created) if memory.created.strip() else ""
    if created is None:
        raise MemoryFormatError(f"created is not an ISO-8601 time: {memory.created!r}")
    modified = canonical_created(memory.modified) or now_created()
    lines = [
        "---",
        f"name: {yaml_scalar(one_line(memory.name))}",
        f"description: {yaml_scalar(one_line(memory.description))}",
    ]
    if created:
        lines.append(f"created: {created}")
    lines += [_defuse_line(line) for line in memory.extra]
    lines += [
        "metadata:",
        "  node_type: memory",
        f"  generator: {GENERATOR}",
        f"  type: {memory.type}",
    ]
    if memory.origin_session_id:
        lines.append(f"  originSessionId: {yaml_scalar(one_line(memory.origin_session_id))}")
    lines.append(f"  modified: {modified}")
    lines += [_defuse_line(line) for line in memory.extra_metadata]
    lines += ["---", "", memory.body.strip()]
    text = "\n".join(lines) + "\n"
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError as exc:
        raise MemoryFormatError("text is not valid Unicode (unpaired surrogate)") from exc
    if size > MAX_FILE_BYTES:
        raise MemoryTooLargeError(
            f"{memory.file}: serialized size {size} bytes is over the {MAX_FILE_BYTES}-byte limit",
            hint="split the memory into smaller, single-fact memories",
        )
    return text


def parse(text: str, file: str = "") -> Memory:
    """Read a memory file written by us, Claude Code, its plugin or a person.

    Accepts the nested `metadata:` block and the legacy flat `type:` (the nested one wins),
    quoted and raw values. Missing fields get the defaults the other tools use: the file
    stem for `name`, empty `description`, type `user`.
    """
    fields, nested, body, header = _split_frontmatter(text)
    metadata = nested.get("metadata", {})
    kind = (metadata.get("type") or fields.get("type") or "").strip()
    stem = file[:-3] if file.endswith(".md") else file
    extra, extra_metadata = foreign_lines(header)
    return Memory(
        file=file,
        name=fields.get("name") or stem,
        description=fields.get("description", ""),
        type=kind if kind in MEMORY_TYPES else DEFAULT_TYPE,
        body=body,
        created=fields.get("created", ""),
        origin_session_id=metadata.get("originSessionId") or fields.get("originSessionId"),
        generator=metadata.get("generator") or fields.get("generator"),
        modified=metadata.get("modified") or fields.get("modified") or "",
        extra=extra,
        extra_metadata=extra_metadata,
    )


def foreign_lines(header: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The raw lines of the keys we do not own: (top-level, inside `metadata:`).

    A key's lines are its own line plus the more-indented (or blank) lines after it, so
    lists and block scalars travel whole. Trailing blank lines of a key are dropped.
    """
    extra: list[str] = []
    extra_metadata: list[str] = []
    for key, block in _blocks(header, nested=False):
        if key == "metadata":
            # A block mapping's other keys are kept; a flow mapping (rare) cannot be merged.
            for child, child_block in _blocks(block[1:], nested=True):
                if child not in OWNED_METADATA_KEYS:
                    extra_metadata += child_block
        elif key not in OWNED_KEYS:
            extra += block
    return tuple(extra), tuple(extra_metadata)


def _blocks(lines: list[str], *, nested: bool) -> list[tuple[str | None, list[str]]]:
    """Split header lines into (key, lines) per key at the first level of indentation."""
    blocks: list[tuple[str | None, list[str]]] = []
    level: int | None = None
    for raw in lines:
        line = raw.rstrip("\r")
        stripped = line.lstrip(" \t")
        indent = len(line) - len(stripped)
        if not stripped:
            if blocks:
                blocks[-1][1].append(line)
            continue
        if level is None and (indent > 0 or not nested):
            level = indent if nested else 0
        if (level is not None and indent <= level) or not blocks:
            key = None if stripped.startswith("#") else _unquote(stripped.partition(":")[0].strip())
            blocks.append((key, [line]))
        else:
            blocks[-1][1].append(line)
    for _, block in blocks:
        while len(block) > 1 and not block[-1].strip():
            block.pop()
    return [(key, block) for key, block in blocks if block[0].strip()]


_KEY_VALUE = re.compile(r"^(\s*(?:- )?)([^\s\"'#][^:#]*?|\"[^\"]*\"|'[^']*'):(\s+)(\S.*)$")
_LIST_ITEM = re.compile(r"^(\s*- )(\S.*)$")


def _defuse_line(line: str) -> str:
    """A kept header line with every `---` run broken, so it cannot end Claude Code's header.

    `key: value` and `- value` lines get the value re-quoted with the dash escaped (YAML
    reads back the same string); anything else (a block scalar's text) has the run replaced
    by an em dash, the only change to a kept key we ever make.
    """
    if "---" not in line:
        return line
    match = _KEY_VALUE.match(line)
    if match and "---" not in match.group(1) + match.group(2):
        lead, key, _, value = match.groups()
        if value[:1] not in "|>&*!{[":
            return f"{lead}{key}: {_quote(_unquote(value.strip()))}"
    item = _LIST_ITEM.match(line)
    if item and item.group(2)[:1] not in "|>&*!{[":
        return f"{item.group(1)}{_quote(_unquote(item.group(2).strip()))}"
    return re.sub(r"-{3,}", "\u2014", line)


def one_line(text: str) -> str:
    """`text` on one line: each run of line breaks and control characters becomes a space."""
    return _BREAKS.sub(" ", text).strip()


def yaml_scalar(value: str) -> str:
    """`value` as a plain YAML scalar when that reads back as the same string, else quoted."""
    if _plain_is_safe(value) and "---" not in value:
        return value
    return _quote(value)


def _quote(value: str) -> str:
    """A double-quoted YAML scalar; every third `-` in a row is written `\\x2d`."""
    out = ['"']
    run = 0
    for ch in value:
        if ch == "-":
            run += 1
            if run == 3:
                out.append("\\x2d")
                run = 0
                continue
        else:
            run = 0
        out.append({"\\": "\\\\", '"': '\\"'}.get(ch, ch))
    out.append('"')
    return "".join(out)


def format_created(moment: datetime) -> str:
    """ISO-8601 UTC with milliseconds and `Z`, as JavaScript's `toISOString` writes it."""
    utc = moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def canonical_created(value: str) -> str | None:
    """`value` rewritten in the canonical timestamp form, or None when it is not a time."""
    text = value.strip()
    if not text:
        return None
    try:
        return format_created(datetime.fromisoformat(text))
    except (ValueError, OverflowError):  # OverflowError: year 1 with a positive offset
        return None


def now_created() -> str:
    return format_created(datetime.now(UTC))


# Line breaks of every kind, other control characters, and the two YAML non-characters.
_BREAKS = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ufffe\uffff]+")
_INDICATOR_START = frozenset("-?:,[]{}#&*!|>'\"%@`")
_RESERVED_WORDS = frozenset(
    ["~", "null", "true", "false", "yes", "no", "on", "off", "y", "n", "=", "<<"]
)
# Strings a YAML 1.1 or 1.2 resolver could read as a number, time or date.
_NUMBER_LIKE = re.compile(r"[-+]?(?:\.?[0-9][0-9_.,:eE+\-xXoObBa-fA-F]*|\.(?:inf|nan))", re.I)
_DATE_PREFIX = re.compile(r"[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}")


def _plain_is_safe(value: str) -> bool:
    if not value or value != value.strip() or value[0] in _INDICATOR_START:
        return False
    if ": " in value or " #" in value or value.endswith(":") or "\t" in value:
        return False
    if value.lower() in _RESERVED_WORDS or _NUMBER_LIKE.fullmatch(value):
        return False
    if _DATE_PREFIX.match(value):
        return False
    return all(_yaml_printable(ch) for ch in value)


def _yaml_printable(ch: str) -> bool:
    return (
        unicodedata.category(ch) not in ("Cc", "Cs", "Zl", "Zp") and ch not in "\ufeff\ufffe\uffff"
    )


def _split_frontmatter(
    text: str,
) -> tuple[dict[str, str], dict[str, dict[str, str]], str, list[str]]:
    """(top-level fields, nested maps, body, header lines). No frontmatter: whole text is body."""
    trimmed = text.lstrip("\ufeff").strip()
    # Split off only the window; the last piece is the rest of the file, joined.
    lines = trimmed.split("\n", FRONTMATTER_WINDOW)
    if lines[0].rstrip() != "---":
        return {}, {}, trimmed, []
    close = next(
        (i for i in range(1, min(len(lines), FRONTMATTER_WINDOW)) if lines[i].rstrip() == "---"),
        None,
    )
    if close is None:
        return {}, {}, trimmed, []
    header = lines[1:close]
    fields, nested = _parse_mapping(header)
    return fields, nested, "\n".join(lines[close + 1 :]).strip(), header


def _parse_mapping(lines: list[str]) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    fields: dict[str, str] = {}
    nested: dict[str, dict[str, str]] = {}
    parent: str | None = None
    i = 0
    while i < len(lines):
        line = lines[i].rstrip("\r")
        i += 1
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        key, colon, raw = stripped.partition(":")
        key, raw = key.strip(), raw.strip()
        if not colon or not key:
            continue
        indented = line[0] in " \t"
        if raw[:1] in ("|", ">") and raw.rstrip("+-") in ("|", ">"):
            block, i = _block_scalar(lines, i, raw)
            value = block
        elif not raw and not indented:
            parent = key
            continue
        else:
            value = _unquote(raw)
        if indented and parent is not None:
            nested.setdefault(parent, {})[key] = value
        else:
            if not indented:
                parent = None
            if value:
                fields[key] = value
    return fields, nested


def _block_scalar(lines: list[str], start: int, indicator: str) -> tuple[str, int]:
    """A `|` or `>` block: the following more-indented lines, joined."""
    block: list[str] = []
    i = start
    while i < len(lines) and (not lines[i].strip() or lines[i][:1] in " \t"):
        block.append(lines[i].strip())
        i += 1
    joiner = "\n" if indicator.startswith("|") else " "
    return joiner.join(part for part in block).strip(), i


_ESCAPES = {
    "0": "\0",
    "a": "\a",
    "b": "\b",
    "t": "\t",
    "\t": "\t",
    "n": "\n",
    "v": "\v",
    "f": "\f",
    "r": "\r",
    "e": "\x1b",
    " ": " ",
    '"': '"',
    "/": "/",
    "\\": "\\",
    "N": "\x85",
    "_": "\xa0",
    "L": "\u2028",
    "P": "\u2029",
}
_HEX_ESCAPES = {"x": 2, "u": 4, "U": 8}


def _unquote(raw: str) -> str:
    if len(raw) >= 2 and raw[0] == "'" and raw[-1] == "'":
        return raw[1:-1].replace("''", "'")
    if len(raw) >= 2 and raw[0] == '"':
        decoded = _double_quoted(raw)
        if decoded is not None:
            return decoded
    return raw


def _double_quoted(raw: str) -> str | None:
    """The value of a double-quoted scalar, or None if `raw` is not exactly one."""
    out: list[str] = []
    i = 1
    while i < len(raw):
        ch = raw[i]
        if ch == '"':
            return "".join(out) if i == len(raw) - 1 else None
        if ch == "\\" and i + 1 < len(raw):
            code = raw[i + 1]
            width = _HEX_ESCAPES.get(code)
            if width is not None:
                digits = raw[i + 2 : i + 2 + width]
                try:
                    out.append(chr(int(digits, 16)))
                except ValueError:
                    return None
                i += 2 + width
                continue
            out.append(_ESCAPES.get(code, code))
            i += 2
            continue
        out.append(ch)
        i += 1
    return None
