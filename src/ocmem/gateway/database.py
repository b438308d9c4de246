"""Read-only access to opencode's SQLite database: which sessions exist, and what was said.

opencode keeps every session in one database (`session`, `message` and `part` tables,
JSON payloads in `data` columns). This module never writes to it: connections are opened
with `mode=ro` through a percent-quoted URI, so a missing file is reported instead of
created, and paths holding `?`, `#`, `%` or spaces still work.

Per-session figures (user turns, fingerprints, busy state) are computed with one query per
batch of candidate sessions (`db_sql`), mapped to `SessionInfo`s in `session_rows`; where
the database is and why it cannot be read is `db_location`, which sessions belong to a
project `db_scope`. Callers import all of it from here.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any

from ocmem.gateway.db_location import (
    HINT_LOCKED,
    HINT_MISSING,
    HINT_UNREADABLE,
    DatabaseUnavailable,
    database_uri,
    find_database,
    reported_database_path,
)
from ocmem.gateway.db_scope import nested_repo_roots, scope_directories
from ocmem.gateway.db_sql import (
    MAYBE_OUR_FORK_SQL,
    json_field,
    read_activity,
    read_turns,
    session_columns,
)
from ocmem.gateway.session_rows import (
    FORK_TITLE,
    MARKER_PREFIX,
    SessionInfo,
    SessionRow,
    Turn,
    UserTurn,
    session_info,
)

DEFAULT_BUSY_TIMEOUT = 0.5
_CACHE_KIB = 32 * 1024


class OpencodeDatabase:
    """A read-only view of opencode's database; use it as a context manager.

    Every public query runs in one read transaction, so the figures of a listing come from
    a single snapshot even while opencode keeps writing.
    """

    def __init__(self, path: Path, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> None:
        self.path = Path(path)
        self.busy_timeout = busy_timeout
        self._conn: sqlite3.Connection | None = None
        self._columns: dict[str, str] = {}

    def __enter__(self) -> OpencodeDatabase:
        self.open()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def open(self) -> None:
        if self._conn is not None:
            return
        if not self.path.is_file():
            raise DatabaseUnavailable(
                f"opencode's database was not found at {self.path}", HINT_MISSING
            )
        try:
            conn = sqlite3.connect(
                database_uri(self.path),
                uri=True,
                timeout=self.busy_timeout,
                isolation_level=None,
                check_same_thread=False,
            )
        except sqlite3.Error as exc:
            raise self._unavailable(exc) from exc
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout * 1000)}")
            # One discovery walks the same b-tree pages in several queries; the default
            # 2 MB cache evicts them between queries on a large database.
            conn.execute(f"PRAGMA cache_size = -{_CACHE_KIB}")
            self._columns = session_columns(conn, self.path)
        except sqlite3.Error as exc:
            conn.close()
            raise self._unavailable(exc) from exc
        except DatabaseUnavailable:
            conn.close()
            raise
        self._conn = conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def sessions_in_scope(
        self,
        root: Path,
        *,
        exclude_roots: Sequence[Path] = (),
        exclude_nested: bool = True,
        since_ms: int | None = None,
        limit: int | None = None,
    ) -> list[SessionInfo]:
        """Top-level sessions whose directory is `root` or below it, newest first.

        Left out: archived sessions, sub-agent sessions, this tool's own forks, and
        sessions inside `exclude_roots` or (with `exclude_nested`) inside a repository
        nested below `root`.
        """
        with self._snapshot() as conn:
            directories = scope_directories(
                conn, self._col("time_archived"), root, exclude_roots, exclude_nested, since_ms
            )
            if not directories:
                return []
            rows = self._session_rows(
                conn,
                "s.directory IN (SELECT value FROM json_each(:dirs))",
                {"dirs": json.dumps(directories)},
                top_level=True,
                since_ms=since_ms,
            )
            return self._describe_without_our_forks(conn, rows, limit)

    def all_sessions(self, *, since_ms: int | None = None) -> list[SessionInfo]:
        """Every project's top-level, unarchived sessions but our own forks, newest first."""
        with self._snapshot() as conn:
            rows = self._session_rows(conn, "1", {}, top_level=True, since_ms=since_ms)
            return self._describe_without_our_forks(conn, rows, None)

    def session(self, session_id: str) -> SessionInfo | None:
        """Any session by id, whatever its kind (archived, sub-agent, fork)."""
        with self._snapshot() as conn:
            rows = self._session_rows(conn, "s.id = :id", {"id": session_id}, top_level=False)
            described = self._describe(conn, rows)
            return described[0] if described else None

    def fork_sessions(self, root: Path | None) -> list[SessionInfo]:
        """Fork sessions for purge-forks: ours (marker) and `(fork #N)` ones of any origin.

        `root=None` means every project. Each result carries `is_our_fork`,
        `fork_own_turns` and `is_turnless_fork` so the caller can tell leaked copies
        from forks someone went on to use.
        """
        with self._snapshot() as conn:
            params: dict[str, Any] = {"marker": MARKER_PREFIX}
            where = f"(s.title GLOB '* (fork #[0-9]*)' OR {MAYBE_OUR_FORK_SQL})"
            if root is not None:
                directories = scope_directories(
                    conn, self._col("time_archived"), root, (), True, None
                )
                if not directories:
                    return []
                where += " AND s.directory IN (SELECT value FROM json_each(:dirs))"
                params["dirs"] = json.dumps(directories)
            rows = self._session_rows(conn, where, params, top_level=True)
            return [info for info in self._describe(conn, rows) if info.is_fork or info.is_our_fork]

    def user_turns(self, session_id: str) -> list[UserTurn]:
        """The session's user turns, oldest first, each with its visible text."""
        with self._snapshot() as conn:
            rows = self._session_rows(conn, "s.id = :id", {"id": session_id}, top_level=False)
            if not rows:
                return []
            return [
                UserTurn(turn.message_id, turn.time_created, turn.text)
                for turn in read_turns(conn, rows)
            ]

    def reply_text(self, session_id: str) -> str | None:
        """What the session's own assistant messages said (text parts, oldest first, joined
        by a newline, as `opencode run --format json` prints them as `text` events), or
        None when the session is not there. Messages a fork copied from its parent keep
        their old times, so only the replies made after the session was created count."""
        with self._snapshot() as conn:
            if conn.execute("SELECT 1 FROM session WHERE id = ?", (session_id,)).fetchone() is None:
                return None
            rows = conn.execute(_REPLY_TEXT_SQL, (session_id,)).fetchall()
        return "\n".join(text for (text,) in rows if isinstance(text, str))

    def compacted_turns(self, session_id: str) -> int:
        """How many of the session's user turns lie before its last completed compaction.

        opencode records a compaction (the user's `/compact`, or automatic when the context
        fills) as a user message holding a `compaction` part, answered by an assistant
        message with `summary: true`. Once that summary is finished, every later model call
        (a fork included) is sent only the summary and what follows it: these turns stay
        in the database but no model sees them any more.
        """
        with self._snapshot() as conn:
            boundary = conn.execute(_COMPACTION_SQL, (session_id,)).fetchone()
        if boundary is None:
            return 0
        point = (int(boundary[0]), str(boundary[1]))
        return sum(1 for t in self.user_turns(session_id) if (t.time_created, t.id) < point)

    def user_turn_texts(self, session_id: str) -> list[str]:
        return [turn.text for turn in self.user_turns(session_id)]

    def session_time_window(self, session_id: str) -> tuple[int, int] | None:
        """(first message created, last message created or completed) in ms, if any."""
        with self._snapshot() as conn:
            row = conn.execute(
                "SELECT min(m.time_created), max(max(m.time_created, "
                "coalesce(json_extract(m.data, '$.time.completed'), 0))) "
                "FROM message m WHERE m.session_id = ?",
                (session_id,),
            ).fetchone()
        if row is None or row[0] is None:
            return None
        return int(row[0]), int(row[1])

    def session_denials(self, session_id: str) -> list[tuple[str, str]]:
        """(permission, pattern) pairs the session's own ruleset denies.

        `opencode run` creates sessions that deny `question` and the plan tools, which
        removes those tools from every request; a fork does not inherit that ruleset, so
        the fork must deny the same to send the parent's exact tool list.
        """
        with self._snapshot() as conn:
            row = conn.execute(
                "SELECT permission FROM session WHERE id = ?", (session_id,)
            ).fetchone()
        if row is None or not row[0]:
            return []
        try:
            rules = json.loads(row[0])
        except (TypeError, ValueError):
            return []
        denied = []
        for rule in rules if isinstance(rules, list) else []:
            if isinstance(rule, dict) and rule.get("action") == "deny":
                permission, pattern = rule.get("permission"), rule.get("pattern", "*")
                if isinstance(permission, str) and isinstance(pattern, str):
                    denied.append((permission, pattern))
        return denied

    def sessions_cost(self, session_ids: Iterable[str]) -> float:
        """What these sessions' own replies cost, as opencode priced them (messages a fork
        copied from its parent keep their old times and are not counted twice)."""
        with self._snapshot() as conn:
            row = conn.execute(_SESSIONS_COST_SQL, (json.dumps(sorted(set(session_ids))),))
            total = row.fetchone()[0]
        return float(total) if isinstance(total, int | float) else 0.0

    def all_session_ids(self) -> set[str]:
        """Every session id in the database (archived and sub-agent ones included)."""
        with self._snapshot() as conn:
            return {row[0] for row in conn.execute("SELECT id FROM session")}

    @contextmanager
    def _snapshot(self) -> Iterator[sqlite3.Connection]:
        self.open()
        conn = self._conn
        assert conn is not None
        try:
            conn.execute("BEGIN")
            try:
                yield conn
            finally:
                conn.execute("ROLLBACK")
        except sqlite3.Error as exc:
            raise self._unavailable(exc) from exc

    def _unavailable(self, exc: sqlite3.Error) -> DatabaseUnavailable:
        reason = str(exc) or type(exc).__name__
        if "locked" in reason.lower():
            return DatabaseUnavailable(
                f"opencode's database at {self.path} is locked by another program ({reason})",
                HINT_LOCKED,
            )
        return DatabaseUnavailable(
            f"opencode's database at {self.path} could not be read: {reason}", HINT_UNREADABLE
        )

    def _col(self, name: str) -> str:
        return self._columns.get(name, "NULL")

    def _session_rows(
        self,
        conn: sqlite3.Connection,
        where: str,
        params: Mapping[str, Any],
        *,
        top_level: bool,
        since_ms: int | None = None,
    ) -> list[SessionRow]:
        col = self._col
        clauses = [where]
        query_params: dict[str, Any] = dict(params)
        if top_level:
            clauses.append(f"s.parent_id IS NULL AND {col('time_archived')} IS NULL")
        if since_ms is not None:
            clauses.append("s.time_updated >= :since")
            query_params["since"] = since_ms
        sql = (
            f"SELECT s.id, s.directory, s.title, {col('project_id')}, s.parent_id,"
            f" s.time_created, s.time_updated, {col('time_archived')}, {col('agent')},"
            f" {json_field(col('model'), '$.providerID')}, {json_field(col('model'), '$.id')},"
            f" {json_field(col('model'), '$.variant')},"
            f" {json_field(col('revert'), '$.messageID')},"
            f" {json_field(col('revert'), '$.partID')}"
            f" FROM session s WHERE {' AND '.join(clauses)}"
            " ORDER BY s.time_updated DESC, s.id DESC"
        )
        return [SessionRow(*row) for row in conn.execute(sql, query_params)]

    def _describe_without_our_forks(
        self, conn: sqlite3.Connection, rows: list[SessionRow], limit: int | None
    ) -> list[SessionInfo]:
        """Describe `rows` in order, dropping our forks, until `limit` are kept.

        Whether a session is our fork is known only once its turns are read, so with a
        limit the rows are described in batches; leaked forks are rare, so one batch
        normally suffices.
        """
        if limit is None:
            return [info for info in self._describe(conn, rows) if not info.is_our_fork]
        kept: list[SessionInfo] = []
        batch = max(limit, 1) + 8
        for start in range(0, len(rows), batch):
            described = self._describe(conn, rows[start : start + batch])
            kept.extend(info for info in described if not info.is_our_fork)
            if len(kept) >= limit:
                break
        return kept[: max(limit, 0)]

    def _describe(self, conn: sqlite3.Connection, rows: list[SessionRow]) -> list[SessionInfo]:
        if not rows:
            return []
        activity = read_activity(conn, rows)
        turns_by_session: dict[str, list[Turn]] = {row.id: [] for row in rows}
        for turn in read_turns(conn, rows):
            turns_by_session[turn.session_id].append(turn)
        return [session_info(row, activity.get(row.id), turns_by_session[row.id]) for row in rows]


_COMPACTION_SQL = """
SELECT u.time_created, u.id FROM message u
WHERE u.session_id = ? AND json_extract(u.data, '$.role') = 'user'
    AND EXISTS (SELECT 1 FROM part p WHERE p.message_id = u.id
        AND json_extract(p.data, '$.type') = 'compaction')
    AND EXISTS (SELECT 1 FROM message a WHERE a.session_id = u.session_id
        AND json_extract(a.data, '$.parentID') = u.id
        AND json_extract(a.data, '$.role') = 'assistant'
        AND json_type(a.data, '$.summary') = 'true'
        AND json_extract(a.data, '$.finish') IS NOT NULL
        AND json_extract(a.data, '$.error') IS NULL)
ORDER BY u.time_created DESC, u.id DESC LIMIT 1"""

_REPLY_TEXT_SQL = """
SELECT json_extract(p.data, '$.text') FROM session s
JOIN message m ON m.session_id = s.id AND m.time_created >= s.time_created
JOIN part p ON p.message_id = m.id
WHERE s.id = ? AND json_extract(m.data, '$.role') = 'assistant'
    AND json_extract(p.data, '$.type') = 'text'
    AND json_extract(p.data, '$.synthetic') IS NOT 1
ORDER BY m.time_created, m.id, p.id"""

_SESSIONS_COST_SQL = """
SELECT sum(json_extract(m.data, '$.cost')) FROM message m JOIN session s ON s.id = m.session_id
WHERE s.id IN (SELECT value FROM json_each(?))
    AND json_extract(m.data, '$.role') = 'assistant' AND m.time_created >= s.time_created"""


__all__ = [
    "DEFAULT_BUSY_TIMEOUT",
    "FORK_TITLE",
    "MARKER_PREFIX",
    "DatabaseUnavailable",
    "OpencodeDatabase",
    "SessionInfo",
    "UserTurn",
    "database_uri",
    "find_database",
    "nested_repo_roots",
    "reported_database_path",
]
