"""MEMORY.md: one entry line per memory file, kept in step with the files.

Claude Code and people edit this file too, so only our entries (list items linking a
memory file of this store, see `sync_index`) are ours to change; headings, notes, blank
lines, numbered items, relabelled entries and links to anything else stay byte for byte.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass

from ocmem.store.memory_file import Memory, one_line

ENTRY_SEPARATOR = " — "
LOAD_MAX_LINES = 200
LOAD_MAX_UNITS = 25_000  # Claude Code counts UTF-16 code units and calls them bytes
# What JavaScript's String.prototype.trim removes (WhiteSpace, LineTerminator): not str.strip.
_JS_SPACE = (
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)
_BULLETS = "-*+"
_ANGLE_TARGET_CHARS = frozenset("()<>\\")


@dataclass(frozen=True)
class IndexEntry:
    prefix: str
    name: str
    target: str
    rest: str
    title: str = ""  # the link's title as written, quotes included (`"Claude's title"`)

    @property
    def description(self) -> str:
        text = self.rest.strip()
        for separator in ("—", "–", "-", ":"):
            if text.startswith(separator):
                return text[len(separator) :].strip()
        return text


def format_entry(memory: Memory, prefix: str = "- ", title: str = "") -> str:
    """`- [<name>](<file>) — <description>`, escaped so that it parses back to the same; a
    link title another writer gave the entry is kept (`(<file> "title")`)."""
    name = one_line(memory.name).replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")
    target = _format_target(memory.file) + (f" {title}" if title else "")
    return f"{prefix}[{name}]({target}){ENTRY_SEPARATOR}" + one_line(memory.description)


def parse_entry(line: str) -> IndexEntry | None:
    """The entry on `line`, or None when the line is not a list item linking a memory file."""
    stripped = line.lstrip()
    indent = line[: len(line) - len(stripped)]
    if len(stripped) < 2 or stripped[0] not in _BULLETS or stripped[1] not in " \t":
        return None
    after_bullet = stripped[1:].lstrip(" \t")
    prefix = indent + stripped[: len(stripped) - len(after_bullet)]
    if not after_bullet.startswith("["):
        return None
    label = _scan_label(after_bullet, 1)
    if label is None:
        return None
    name, after_label = label
    if after_bullet[after_label : after_label + 1] != "(":
        return None
    destination = _scan_target(after_bullet, after_label + 1)
    if destination is None:
        return None
    target, title, end = destination
    if not is_memory_target(target):
        return None
    return IndexEntry(prefix=prefix, name=name, target=target, rest=after_bullet[end:], title=title)


def is_memory_target(target: str) -> bool:
    """Whether a link target names a memory file in the store (not a URL, path or index)."""
    return (
        target.endswith(".md")
        and len(target) > 3
        and "/" not in target
        and "\\" not in target
        and not target.startswith(".")
        and target.casefold() != "memory.md"
    )


def sync_index(
    existing_text: str,
    memories: Sequence[Memory],
    keep: Collection[str] = (),
    *,
    previous: Sequence[Memory] = (),
    removed: Collection[str] = (),
) -> str:
    """The index text with exactly one entry per memory and none for a memory that is gone.

    Only our own entries change. An entry is a list item (`-`, `*` or `+`) that starts with
    a link whose parsed target is a bare memory file name; it is *ours* when that target is
    a memory file of this store: one in `memories` (or `keep`: on disk but unreadable), or
    one in `removed` (memory files this tool wrote or deleted that are gone now: the
    caller knows them from this write and the store's history).

    - The first entry for a memory is updated in place (keeping its indent and bullet),
      unless its label is neither the memory's name nor its `previous` name: a label the
      user rewrote is kept byte for byte. Repeats of an entry (a union merge) are dropped.
    - Our entries for files that are gone are dropped.
    - Memories without an entry are appended, in the order given.
    - Every other line (headings, notes, numbered items, links to anything else, a link
      to a file that does not exist and that we never wrote, whatever its shape) stays
      exactly as it was.
    """
    by_file = {memory.file: memory for memory in memories}
    before = {memory.file: memory for memory in previous}
    seen: set[str] = set()
    lines = existing_text.split("\n")
    if lines[-1] == "":
        lines.pop()
    out: list[str] = []
    for line in lines:
        content, ending = (line[:-1], "\r") if line.endswith("\r") else (line, "")
        entry = parse_entry(content)
        if entry is None:
            out.append(line)
            continue
        memory = by_file.get(entry.target)
        if memory is None and entry.target not in keep:
            if entry.target in removed:
                continue  # our entry for a file that is gone
            out.append(line)  # a link of the user's to a file that is not a memory
            continue
        if entry.target in seen:
            continue
        seen.add(entry.target)
        if memory is None or _label_is_users(entry, memory, before.get(entry.target)):
            out.append(line)
            continue
        out.append(format_entry(memory, entry.prefix, entry.title) + ending)
    # A CRLF index (written on Windows) gets CRLF entries, not a file of mixed endings.
    crlf = sum(line.endswith("\r") for line in lines) * 2 > len(lines)
    _append_missing(out, memories, seen, "\r" if crlf else "")
    if not any(line.strip() for line in out):
        return ""
    return "\n".join(out) + "\n"


def _append_missing(
    out: list[str], memories: Sequence[Memory], seen: set[str], ending: str
) -> None:
    """An entry for each memory the index does not name yet, after its last non-blank line."""
    missing = [memory for memory in memories if memory.file not in seen]
    if missing:
        while out and not out[-1].strip():
            out.pop()
        for memory in missing:
            if memory.file not in seen:
                out.append(format_entry(memory) + ending)
                seen.add(memory.file)


def _label_is_users(entry: IndexEntry, memory: Memory, previous: Memory | None) -> bool:
    names = {one_line(memory.name)} | ({one_line(previous.name)} if previous else set())
    return one_line(entry.name) not in names


def index_targets(text: str) -> list[str]:
    """The memory files the index's entries link, in order (repeats included)."""
    targets = []
    for line in text.split("\n"):
        entry = parse_entry(line.rstrip("\r"))
        if entry is not None:
            targets.append(entry.target)
    return targets


def truncate_for_load(text: str) -> tuple[str, bool]:
    """MEMORY.md as Claude Code loads it into a prompt, and whether it was cut.

    Exactly its rule: trim (JavaScript's whitespace set); keep the first 200 lines; then, if
    still over 25,000 UTF-16 code units, cut at the last newline at or before unit 25,000,
    or hard at 25,000 units when there is none after position 0. A hard cut through a
    surrogate pair drops the orphaned half (it cannot be encoded).
    """
    trimmed = text.strip(_JS_SPACE)
    lines = trimmed.split("\n")
    cut = len(lines) > LOAD_MAX_LINES
    if cut:
        trimmed = "\n".join(lines[:LOAD_MAX_LINES])
    data = trimmed.encode("utf-16-le", errors="surrogatepass")
    if len(data) // 2 <= LOAD_MAX_UNITS:
        return trimmed, cut
    window = data[: (LOAD_MAX_UNITS + 1) * 2]
    newline = window.rfind(b"\n\x00")
    while newline > 0 and newline % 2:  # a match straddling two code units
        newline = window.rfind(b"\n\x00", 0, newline + 1)
    end = newline if newline > 0 else LOAD_MAX_UNITS * 2
    head = data[:end].decode("utf-16-le", errors="surrogatepass")
    if head and "\ud800" <= head[-1] <= "\udbff":
        head = head[:-1]
    return head, True


def index_line_count(text: str) -> int:
    """Lines counted as Claude Code counts them for its size warning (trimmed text)."""
    trimmed = text.strip()
    return len(trimmed.split("\n")) if trimmed else 0


def _format_target(file: str) -> str:
    if any(ch in _ANGLE_TARGET_CHARS for ch in file):
        escaped = file.replace("\\", "\\\\").replace("<", "\\<").replace(">", "\\>")
        return f"<{escaped}>"
    return file


def _scan_label(text: str, start: int) -> tuple[str, int] | None:
    """The unescaped link text from `start` to its matching `]`, and the index after it."""
    depth = 0
    out: list[str] = []
    for i, ch, escaped in _characters(text, start):
        if not escaped and ch == "[":
            depth += 1
        elif not escaped and ch == "]":
            if depth == 0:
                return "".join(out), i + 1
            depth -= 1
        out.append(ch)
    return None


def _characters(text: str, start: int) -> Iterator[tuple[int, str, bool]]:
    """(index, character, escaped) from `start`: a backslash escapes the next character."""
    i = start
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            yield i + 1, text[i + 1], True
            i += 2
        else:
            yield i, text[i], False
            i += 1


def _scan_target(text: str, start: int) -> tuple[str, str, int] | None:
    """The link target from `start` (after `(`), its title (`""` when none) and the index
    after the closing `)`.

    Accepts `<...>` targets with backslash escapes, and raw targets with balanced
    parentheses and spaces (Claude Code writes file names with spaces raw). A title after
    the target (`(file.md "title")`, CommonMark's) is not part of it.
    """
    if text[start : start + 1] == "<":
        out: list[str] = []
        for i, ch, escaped in _characters(text, start + 1):
            if not escaped and ch == ">":
                closing = _TITLE_THEN_CLOSE.match(text, i + 1)
                if closing is None:
                    return None
                return "".join(out), closing.group("title") or "", closing.end()
            out.append(ch)
        return None
    depth = 0
    i = start
    while i < len(text):
        ch = text[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth == 0:
                raw = text[start:i]
                titled = _RAW_TARGET_AND_TITLE.fullmatch(raw)
                if titled is not None and not raw.endswith(".md"):
                    return titled.group("target"), titled.group("title"), i + 1
                return raw, "", i + 1
            depth -= 1
        i += 1
    return None


_TITLE = r"(?P<title>\"[^\"\n]*\"|'[^'\n]*')"
_TITLE_THEN_CLOSE = re.compile(r"(?:[ \t]+" + _TITLE + r")?[ \t]*\)")
_RAW_TARGET_AND_TITLE = re.compile(r"(?P<target>.+?\.md)[ \t]+" + _TITLE + r"[ \t]*")
