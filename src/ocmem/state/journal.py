"""The dream journal: one `key=value` line per consolidation pass, ok, failed or skipped.

`ts=… mode=… result=… deleted=… saved=… model=… session=… store=… duration_ms=…` and,
when the pass was not ok, `reason=…` last. A value with a space, `=` or a quote is
written as a JSON string; a missing value is `-`.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs

JOURNAL_FILE = "dream-journal.log"
FIELDS = ("ts", "mode", "result", "deleted", "saved", "model", "session", "store", "duration_ms")
_NEEDS_QUOTES = re.compile(r'[\s="\\]')
_TOKEN = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|\S*)')


@dataclass(frozen=True)
class JournalEntry:
    ts: str
    mode: str
    result: str
    deleted: int
    saved: int
    model: str | None
    session: str | None
    store: str
    duration_ms: int
    reason: str | None = None

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {name: getattr(self, name) for name in FIELDS}
        if self.reason is not None:
            data["reason"] = self.reason
        return data


def journal_path(state_dir: Path) -> Path:
    return state_dir / JOURNAL_FILE


def now_iso() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def _encode(value: object) -> str:
    if value is None or value == "":
        return "-"
    text = str(value)
    return json.dumps(text, ensure_ascii=False) if _NEEDS_QUOTES.search(text) else text


def format_line(entry: JournalEntry) -> str:
    # Loaded here: `status` reads the journal and never pays for the scrubber.
    from ocmem.redact import scrub_output

    def field(value: object) -> str:
        return _encode(scrub_output(value) if isinstance(value, str) else value)

    parts = [f"{name}={field(getattr(entry, name))}" for name in FIELDS]
    if entry.result != "ok" and entry.reason:
        parts.append(f"reason={field(entry.reason)}")
    return " ".join(parts)


def append(state_dir: Path, entry: JournalEntry) -> None:
    path = journal_path(state_dir)
    make_dirs(path.parent, PRIVATE_DIR_MODE)
    line = (format_line(entry) + "\n").encode("utf-8")
    # One write on an O_APPEND descriptor: concurrent passes never interleave a line.
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        os.write(fd, line)
        os.fsync(fd)
    finally:
        os.close(fd)


def _decode(raw: str) -> str | None:
    if raw == "-":
        return None
    if raw.startswith('"'):
        try:
            value = json.loads(raw)
        except json.JSONDecodeError:
            return raw
        return str(value)
    return raw


def parse_line(line: str) -> JournalEntry | None:
    values = {key: _decode(raw) for key, raw in _TOKEN.findall(line)}
    if not {"ts", "mode", "result", "store"} <= values.keys():
        return None

    def number(name: str) -> int:
        try:
            return int(values.get(name) or 0)
        except ValueError:
            return 0

    return JournalEntry(
        ts=values["ts"] or "",
        mode=values["mode"] or "",
        result=values["result"] or "",
        deleted=number("deleted"),
        saved=number("saved"),
        model=values.get("model"),
        session=values.get("session"),
        store=values["store"] or "",
        duration_ms=number("duration_ms"),
        reason=values.get("reason"),
    )


def read(state_dir: Path, store: str | None = None, limit: int | None = None) -> list[JournalEntry]:
    try:
        text = journal_path(state_dir).read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return []
    entries = [e for e in (parse_line(line) for line in text.splitlines()) if e is not None]
    if store is not None:
        entries = [e for e in entries if e.store == store]
    if limit is not None:
        entries = entries[-limit:] if limit > 0 else []
    return entries


def last_entry(state_dir: Path, store: str, tail_bytes: int = 65536) -> JournalEntry | None:
    """The newest entry for `store`, read from the end of the journal only."""
    try:
        with journal_path(state_dir).open("rb") as handle:
            handle.seek(0, os.SEEK_END)
            size = handle.tell()
            handle.seek(max(0, size - tail_bytes))
            tail = handle.read().decode("utf-8", errors="replace")
    except OSError:
        return None
    for line in reversed(tail.splitlines()):
        entry = parse_line(line)
        if entry is not None and entry.store == store:
            return entry
    return None
