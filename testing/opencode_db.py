"""opencode databases built row by row: the schema dumped from the pinned binary
(benchmarks/opencode_schema.sql) and rows with the JSON shapes opencode writes, for tests
that read sessions without running opencode."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

SCHEMA = Path(__file__).resolve().parents[1] / "benchmarks" / "opencode_schema.sql"


class Rows:
    """Inserts opencode-shaped sessions, messages and parts into a database."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # Recent enough that a pending turn is in flight, not stalled (gateway.activity).
        self.clock = int(time.time() * 1000) - 5 * 60 * 1000
        self.counter = 0
        conn = sqlite3.connect(path)
        conn.executescript(SCHEMA.read_text())
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute(
            "INSERT INTO project (id, worktree, vcs, time_created, time_updated, sandboxes) "
            "VALUES ('prj', '/', 'git', 0, 0, '[]')"
        )
        conn.commit()
        conn.close()

    def _id(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}_{self.counter:012x}"

    def _tick(self) -> int:
        self.clock += 1000
        return self.clock

    def session(self, directory: Path | str, title: str = "A session", **columns: object) -> str:
        sid = self._id("ses")
        now = self._tick()
        values = {
            "id": sid,
            "project_id": "prj",
            "slug": "brave-falcon",
            "directory": str(directory),
            "title": title,
            "version": "1.18.33",
            "agent": "build",
            "model": json.dumps({"id": "m1", "providerID": "fake", "variant": "default"}),
            "time_created": now,
            "time_updated": now,
        }
        values.update(columns)
        self._insert("session", values)
        return sid

    def turn(self, session_id: str, text: str, *, reply: bool = True) -> str:
        """A user message with one text part, and (optionally) a finished reply."""
        created = self._tick()
        uid = self.message(
            session_id,
            {
                "role": "user",
                "time": {"created": created},
                "agent": "build",
                "model": {"providerID": "fake", "modelID": "m1"},
                "summary": {"diffs": []},
            },
            created,
        )
        self.part(uid, session_id, {"type": "text", "text": text})
        if reply:
            done = self._tick()
            aid = self.message(
                session_id,
                {
                    "parentID": uid,
                    "role": "assistant",
                    "mode": "build",
                    "agent": "build",
                    "modelID": "m1",
                    "providerID": "fake",
                    "time": {"created": done, "completed": done + 10},
                    "finish": "stop",
                },
                done,
            )
            self.part(aid, session_id, {"type": "text", "text": "OK."})
        self.touch(session_id)
        return uid

    def message(self, session_id: str, data: dict[str, object], created: int) -> str:
        mid = self._id("msg")
        self._insert(
            "message",
            {
                "id": mid,
                "session_id": session_id,
                "time_created": created,
                "time_updated": created,
                "data": json.dumps(data, separators=(",", ":")),
            },
        )
        return mid

    def part(self, message_id: str, session_id: str, data: dict[str, object]) -> str:
        pid = self._id("prt")
        now = self._tick()
        self._insert(
            "part",
            {
                "id": pid,
                "message_id": message_id,
                "session_id": session_id,
                "time_created": now,
                "time_updated": now,
                "data": json.dumps(data, separators=(",", ":")),
            },
        )
        return pid

    def touch(self, session_id: str) -> None:
        self.execute("UPDATE session SET time_updated = ? WHERE id = ?", (self._tick(), session_id))

    def execute(self, sql: str, params: tuple[object, ...] = ()) -> None:
        conn = sqlite3.connect(self.path)
        try:
            conn.execute(sql, params)
            conn.commit()
        finally:
            conn.close()

    def _insert(self, table: str, values: dict[str, object]) -> None:
        names = ", ".join(values)
        marks = ", ".join("?" * len(values))
        self.execute(f"INSERT INTO {table} ({names}) VALUES ({marks})", tuple(values.values()))
