"""Read-only access to opencode's SQLite database: which sessions exist, and what was said.

opencode keeps every session in one database (`session`, `message` and `part` tables,
JSON payloads in `data` columns). This module never writes to it: connections are opened
with `mode=ro` through a percent-quoted URI, so a missing file is reported instead of
created, and paths holding `?`, `#`, `%` or spaces still work.

Per-session figures (user turns, fingerprints, busy state) are computed with one query per
batch of candidate sessions, driven by opencode's own indexes on `message(session_id,
time_created, id)` and `part(message_id, id)`, so discovery stays fast on large databases.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import quote

from ocmem.errors import OcmemError
from ocmem.gateway import activity as turn_activity
from ocmem.paths import xdg_data_home
from ocmem.state import marks

MARKER_PREFIX = "<!-- opencode-memory:"
FORK_TITLE = re.compile(r"^(.+) \(fork #(\d+)\)$")
DEFAULT_BUSY_TIMEOUT = 0.5
_CACHE_KIB = 32 * 1024

_REQUIRED_SESSION_COLUMNS = (
    "id",
    "directory",
    "title",
    "parent_id",
    "time_created",
    "time_updated",
)
_OPTIONAL_SESSION_COLUMNS = ("project_id", "time_archived", "agent", "model", "revert")
_HINT_MISSING = (
    "run opencode once so it creates its database, or set OPENCODE_DB to its path "
    "(`opencode db path` prints it)"
)
_HINT_UNREADABLE = "close other programs holding it locked, or check OPENCODE_DB"
_HINT_LOCKED = (
    "another program holds it exclusively (an opencode upgrade or migration, a backup tool); "
    "wait for it to finish, then retry"
)


class DatabaseUnavailable(OcmemError):  # noqa: N818 - the name callers match on
    """opencode's database is missing, locked, corrupt or not opencode's."""


@dataclass(frozen=True)
class SessionInfo:
    """One opencode session with the figures the maintenance pipeline decides on.

    `user_turns` counts user messages carrying text the user wrote: synthetic messages
    (file reads, continuation nudges), compaction requests and turns undone by a pending
    revert are left out. `turns_fingerprint` hashes those turns' ids and texts, so it
    changes when a turn is reverted or replaced even if the count does not. Compaction
    keeps the stored turns, so it changes neither.

    `turn_ids` are those turns' message ids, oldest first, as the state marks keep them.
    `busy` means a turn is in flight (design §7) and showed a sign of life recently;
    `stalled` means one is in flight but went quiet past the cutoff (its opencode died
    mid-turn, `ocmem.gateway.activity`), so it counts as finished. `fork_own_turns`
    counts the turns sent after the session was created, which for a fork excludes the
    copied history.
    """

    id: str
    directory: str
    title: str
    project_id: str | None
    parent_id: str | None
    time_created: int
    time_updated: int
    time_archived: int | None
    agent: str | None
    model: str | None
    model_variant: str | None
    user_turns: int
    turn_ids: tuple[str, ...]
    turns_fingerprint: str
    last_message_time: int | None
    busy: bool
    has_completed_reply: bool
    is_our_fork: bool
    is_fork: bool
    fork_own_turns: int
    last_activity_time: int | None = None
    stalled: bool = False

    @property
    def is_turnless_fork(self) -> bool:
        """A `(fork #N)` copy nobody said anything to after the fork point."""
        return self.is_fork and self.fork_own_turns == 0


@dataclass(frozen=True)
class UserTurn:
    id: str
    time_created: int
    text: str


def find_database(env: Mapping[str, str] | None = None) -> Path:
    """Where opencode keeps its database: `$OPENCODE_DB`, else the XDG data dir.

    A relative `OPENCODE_DB` is relative to opencode's data dir, as opencode resolves it.
    """
    env = os.environ if env is None else env
    data_dir = xdg_data_home(env) / "opencode"
    configured = env.get("OPENCODE_DB", "")
    if configured == ":memory:":
        raise DatabaseUnavailable(
            "OPENCODE_DB is :memory:, so opencode keeps no database on disk",
            "unset OPENCODE_DB or point it at a file",
        )
    if configured:
        path = Path(configured)
        return path if path.is_absolute() else data_dir / path
    return data_dir / "opencode.db"


def reported_database_path(
    binary: Path, env: Mapping[str, str] | None = None, timeout: float = 30
) -> Path | None:
    """The path `opencode db path` prints, as a cross-check for `doctor`.

    Slow (a full opencode start) and not side-effect free: opencode creates the database
    if it is missing. Never use it on a hot path.
    """
    run_env = dict(os.environ if env is None else env)
    try:
        done = subprocess.run(
            [str(binary), "db", "path"],
            env=run_env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    if done.returncode != 0 or not lines:
        return None
    return Path(lines[-1])


def database_uri(path: Path) -> str:
    """A read-only SQLite URI for `path`; every reserved character is percent-quoted."""
    absolute = os.path.abspath(path)
    return f"file:{quote(absolute, safe='/')}?mode=ro"


def nested_repo_roots(root: Path, directories: Iterable[str | os.PathLike[str]]) -> set[Path]:
    """Repositories nested below `root` (submodules, vendored clones) holding `directories`.

    Only the directories' own ancestors up to `root` are checked for a `.git` entry, so
    the cost follows the number of distinct session directories, not the size of the tree.
    """
    found: set[Path] = set()
    checked: set[str] = set()
    root_forms = _path_forms(root)
    for directory in directories:
        for form in _path_forms(directory):
            for top in root_forms:
                if form == top or not _is_within(form, top):
                    continue
                current = form
                while current != top and current not in checked:
                    checked.add(current)
                    if os.path.lexists(os.path.join(current, ".git")):
                        found.add(Path(current))
                    current = os.path.dirname(current)
    return found


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
                f"opencode's database was not found at {self.path}", _HINT_MISSING
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
            self._columns = _session_columns(conn, self.path)
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
            directories = self._scope_directories(
                conn, root, exclude_roots, exclude_nested, since_ms
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
            where = f"(s.title GLOB '* (fork #[0-9]*)' OR {_MAYBE_OUR_FORK_SQL})"
            if root is not None:
                directories = self._scope_directories(conn, root, (), True, None)
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
                for turn in _turns(conn, rows)
            ]

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
                _HINT_LOCKED,
            )
        return DatabaseUnavailable(
            f"opencode's database at {self.path} could not be read: {reason}", _HINT_UNREADABLE
        )

    def _scope_directories(
        self,
        conn: sqlite3.Connection,
        root: Path,
        exclude_roots: Sequence[Path],
        exclude_nested: bool,
        since_ms: int | None,
    ) -> list[str]:
        """The distinct stored session directories that belong to `root`'s scope.

        Matching happens on the few distinct directory strings rather than on every
        session row; each is compared both as stored and with symlinks resolved.
        """
        sql = (
            "SELECT DISTINCT s.directory FROM session s "
            f"WHERE s.parent_id IS NULL AND {self._col('time_archived')} IS NULL"
        )
        params: dict[str, Any] = {}
        if since_ms is not None:
            sql += " AND s.time_updated >= :since"
            params["since"] = since_ms
        forms = {row[0]: _path_forms(row[0]) for row in conn.execute(sql, params) if row[0]}
        root_forms = _path_forms(root)
        inside = [
            d
            for d, d_forms in forms.items()
            if any(_is_within(f, r) for f in d_forms for r in root_forms)
        ]
        excluded = [form for path in exclude_roots for form in _path_forms(path)]
        if exclude_nested:
            excluded.extend(str(p) for p in nested_repo_roots(root, inside))
        return [d for d in inside if not any(_is_within(f, x) for f in forms[d] for x in excluded)]

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
    ) -> list[_SessionRow]:
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
            f" {_json_field(col('model'), '$.providerID')}, {_json_field(col('model'), '$.id')},"
            f" {_json_field(col('model'), '$.variant')},"
            f" {_json_field(col('revert'), '$.messageID')},"
            f" {_json_field(col('revert'), '$.partID')}"
            f" FROM session s WHERE {' AND '.join(clauses)}"
            " ORDER BY s.time_updated DESC, s.id DESC"
        )
        return [_SessionRow(*row) for row in conn.execute(sql, query_params)]

    def _describe_without_our_forks(
        self, conn: sqlite3.Connection, rows: list[_SessionRow], limit: int | None
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

    def _describe(self, conn: sqlite3.Connection, rows: list[_SessionRow]) -> list[SessionInfo]:
        if not rows:
            return []
        activity = _activity(conn, rows)
        turns_by_session: dict[str, list[_Turn]] = {row.id: [] for row in rows}
        for turn in _turns(conn, rows):
            turns_by_session[turn.session_id].append(turn)
        return [_session_info(row, activity.get(row.id), turns_by_session[row.id]) for row in rows]


@dataclass(frozen=True)
class _SessionRow:
    id: str
    directory: str
    title: str
    project_id: str | None
    parent_id: str | None
    time_created: int
    time_updated: int
    time_archived: int | None
    agent: str | None
    model_provider: str | None
    model_id: str | None
    model_variant: str | None
    revert_message: str | None
    revert_part: str | None


@dataclass(frozen=True)
class _Activity:
    """The session's last live message and whether any assistant reply completed."""

    last_time: int | None
    last_role: str | None
    last_completed: int | None
    last_finish: str | None
    last_errored: bool
    last_agent: str | None
    last_updated: int | None
    last_part_updated: int | None
    replied: bool
    assistant_provider: str | None
    assistant_model: str | None


@dataclass(frozen=True)
class _Turn:
    session_id: str
    message_id: str
    time_created: int
    own: bool
    text: str


# The candidates travel as one JSON document: {"id": [revert message, revert part], ...}.
# A pending revert hides the reverted message and everything after it (opencode deletes
# them on the next prompt); with a part id, only that message's later parts go.
# Materialized, so the JSON is decoded once per session rather than once per message.
_MATERIALIZED = "MATERIALIZED" if sqlite3.sqlite_version_info >= (3, 35, 0) else ""
_CANDIDATES_CTE = f"""
cand(id, created, rv_msg, rv_part) AS {_MATERIALIZED} (
    SELECT j.key, s.time_created, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]')
    FROM json_each(:cands) j JOIN session s ON s.id = j.key
)
"""
_LIVE = "(c.rv_msg IS NULL OR m.id < c.rv_msg OR (m.id = c.rv_msg AND c.rv_part IS NOT NULL))"

_SESSIONS_COST_SQL = """
SELECT sum(json_extract(m.data, '$.cost')) FROM message m JOIN session s ON s.id = m.session_id
WHERE s.id IN (SELECT value FROM json_each(?))
    AND json_extract(m.data, '$.role') = 'assistant' AND m.time_created >= s.time_created"""

# A cheap pre-filter for fork_sessions: the first user message created at or after the
# session has a text part holding the marker. `_carries_marker` then decides exactly.
_MAYBE_OUR_FORK_SQL = """EXISTS (
    SELECT 1 FROM part p WHERE p.message_id = (
        SELECT m.id FROM message m WHERE m.session_id = s.id
        AND m.time_created >= s.time_created
        AND json_extract(m.data, '$.role') = 'user'
        ORDER BY m.time_created, m.id LIMIT 1)
    AND json_extract(p.data, '$.type') = 'text'
    AND instr(json_extract(p.data, '$.text'), :marker) > 0)"""

# Each lookup walks the session's messages newest first, where a finished session has its
# answer: the last message is usually the completed reply carrying the model.
_ACTIVITY_SQL = f"""
WITH {_CANDIDATES_CTE},
pick AS (
    SELECT c.id AS session_id,
        (SELECT m.id FROM message m WHERE m.session_id = c.id AND {_LIVE}
         ORDER BY m.time_created DESC, m.id DESC LIMIT 1) AS last_id,
        (SELECT m.id FROM message m WHERE m.session_id = c.id AND {_LIVE}
           AND json_extract(m.data, '$.role') = 'assistant'
           AND json_extract(m.data, '$.modelID') IS NOT NULL
         ORDER BY m.time_created DESC, m.id DESC LIMIT 1) AS model_msg_id,
        (SELECT 1 FROM message m WHERE m.session_id = c.id AND {_LIVE}
           AND json_extract(m.data, '$.role') = 'assistant'
           AND json_extract(m.data, '$.time.completed') IS NOT NULL
           AND json_extract(m.data, '$.error') IS NULL
           AND json_type(m.data, '$.summary') IS NOT 'true'
         ORDER BY m.time_created DESC, m.id DESC LIMIT 1) IS NOT NULL AS replied
    FROM cand c
)
SELECT pick.session_id, lm.time_created,
    json_extract(lm.data, '$.role'), json_extract(lm.data, '$.time.completed'),
    json_extract(lm.data, '$.finish'), json_extract(lm.data, '$.error') IS NOT NULL,
    json_extract(lm.data, '$.agent'), pick.replied,
    json_extract(am.data, '$.providerID'), json_extract(am.data, '$.modelID'),
    lm.time_updated,
    (SELECT max(p.time_updated) FROM part p WHERE p.message_id = pick.last_id)
FROM pick
LEFT JOIN message lm ON lm.id = pick.last_id
LEFT JOIN message am ON am.id = pick.model_msg_id
"""

# The visible text parts of user messages -- not synthetic (file reads, nudges), not
# ignored (shown to the user only) -- plus any compaction part, which disqualifies its
# message. `instr` is a cheap pre-filter: only messages holding the JSON string "user"
# get parsed, and json_extract still decides.
_TURN_TEXT_SQL = f"""
WITH {_CANDIDATES_CTE}
SELECT m.session_id, m.id, m.time_created, m.time_created >= c.created,
    json_extract(p.data, '$.type'), json_extract(p.data, '$.text')
FROM cand c
JOIN message m ON m.session_id = c.id
JOIN part p ON p.message_id = m.id
WHERE {_LIVE}
  AND instr(m.data, '"user"') > 0
  AND json_extract(m.data, '$.role') = 'user'
  AND (m.id IS NOT c.rv_msg OR p.id < c.rv_part)
  AND (json_extract(p.data, '$.type') = 'compaction'
       OR (json_extract(p.data, '$.type') = 'text'
           AND json_extract(p.data, '$.synthetic') IS NOT 1
           AND json_extract(p.data, '$.ignored') IS NOT 1))
ORDER BY m.session_id, m.time_created, m.id, p.id
"""


def _candidates_param(rows: Sequence[_SessionRow]) -> str:
    return json.dumps({row.id: [row.revert_message, row.revert_part] for row in rows})


def _activity(conn: sqlite3.Connection, rows: Sequence[_SessionRow]) -> dict[str, _Activity]:
    result: dict[str, _Activity] = {}
    for row in conn.execute(_ACTIVITY_SQL, {"cands": _candidates_param(rows)}):
        result[row[0]] = _Activity(
            last_time=row[1],
            last_role=row[2],
            last_completed=row[3],
            last_finish=row[4],
            last_errored=bool(row[5]),
            last_agent=row[6],
            replied=bool(row[7]),
            assistant_provider=row[8],
            assistant_model=row[9],
            last_updated=row[10],
            last_part_updated=row[11],
        )
    return result


def _turns(conn: sqlite3.Connection, rows: Sequence[_SessionRow]) -> Iterator[_Turn]:
    """User turns of the candidate sessions, ordered by session, then time, then id."""
    cursor = conn.execute(_TURN_TEXT_SQL, {"cands": _candidates_param(rows)})
    for _, group in groupby(cursor, key=itemgetter(1)):
        parts = list(group)
        if any(part[4] == "compaction" for part in parts):
            continue
        session_id, message_id, created, own = parts[0][:4]
        text = "\n".join(part[5] or "" for part in parts)
        yield _Turn(session_id, message_id, int(created), bool(own), text)


def _carries_marker(turns: Sequence[_Turn]) -> bool:
    """Our forks: the first turn sent after the session was created holds the marker.

    A fork copies its parent's messages with their original times, so the first turn
    created at or after the session itself is the one sent to the fork.
    """
    first_own = next((turn for turn in turns if turn.own), None)
    return first_own is not None and MARKER_PREFIX in first_own.text


def _in_flight(activity: _Activity | None) -> bool:
    if activity is None:
        return False
    return turn_activity.in_flight(
        activity.last_role, activity.last_completed, activity.last_finish, activity.last_errored
    )


def _last_sign_of_life(activity: _Activity | None) -> int | None:
    if activity is None:
        return None
    return turn_activity.last_sign_of_life(
        activity.last_time,
        activity.last_completed,
        activity.last_updated,
        activity.last_part_updated,
    )


def _model_spec(provider: str | None, model: str | None) -> str | None:
    provider = (provider or "").strip()
    model = (model or "").strip()
    if not model:
        return None
    return f"{provider}/{model}" if provider else model


def _session_info(row: _SessionRow, activity: _Activity | None, turns: list[_Turn]) -> SessionInfo:
    model = _model_spec(row.model_provider, row.model_id)
    if model is None and activity is not None:
        model = _model_spec(activity.assistant_provider, activity.assistant_model)
    agent = row.agent or (activity.last_agent if activity is not None else None)
    flight = _in_flight(activity)
    sign_of_life = _last_sign_of_life(activity)
    return SessionInfo(
        id=row.id,
        directory=row.directory,
        title=row.title,
        project_id=row.project_id,
        parent_id=row.parent_id,
        time_created=row.time_created,
        time_updated=row.time_updated,
        time_archived=row.time_archived,
        agent=agent or None,
        model=model,
        model_variant=row.model_variant or None,
        user_turns=len(turns),
        turn_ids=tuple(t.message_id for t in turns),
        turns_fingerprint=marks.fingerprint([t.message_id for t in turns], [t.text for t in turns]),
        last_message_time=activity.last_time if activity is not None else None,
        busy=turn_activity.is_busy(flight, sign_of_life),
        has_completed_reply=bool(activity and activity.replied),
        is_our_fork=_carries_marker(turns),
        is_fork=FORK_TITLE.match(row.title or "") is not None,
        fork_own_turns=sum(1 for t in turns if t.own),
        last_activity_time=sign_of_life,
        stalled=flight and turn_activity.is_stalled(sign_of_life),
    )


def _json_field(column: str, path: str) -> str:
    """json_extract that yields NULL instead of failing on a malformed value."""
    if column == "NULL":
        return "NULL"
    return f"CASE WHEN json_valid({column}) THEN json_extract({column}, '{path}') END"


def _session_columns(conn: sqlite3.Connection, path: Path) -> dict[str, str]:
    """SQL expressions for the session columns this opencode version has."""
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    missing_tables = {"session", "message", "part"} - tables
    if missing_tables:
        raise DatabaseUnavailable(
            f"{path} does not look like opencode's database "
            f"(no {', '.join(sorted(missing_tables))} table)",
            "check OPENCODE_DB; opencode-memory reads the SQLite store of opencode 1.x",
        )
    present = {row[1] for row in conn.execute("PRAGMA table_info(session)")}
    missing = [name for name in _REQUIRED_SESSION_COLUMNS if name not in present]
    if missing:
        raise DatabaseUnavailable(
            f"opencode's session table at {path} lacks columns: {', '.join(missing)}",
            "upgrade opencode, or report the opencode version this happens with",
        )
    return {
        name: f"s.{name}"
        for name in (*_REQUIRED_SESSION_COLUMNS, *_OPTIONAL_SESSION_COLUMNS)
        if name in present
    }


def _path_forms(path: str | os.PathLike[str]) -> list[str]:
    """The path as given (absolute, normalized) and with symlinks resolved."""
    lexical = os.path.normpath(os.path.abspath(os.fspath(path)))
    try:
        resolved = os.path.realpath(lexical)
    except (OSError, ValueError):
        resolved = lexical
    return [lexical] if resolved == lexical else [lexical, resolved]


def _is_within(path: str, ancestor: str) -> bool:
    """`path` is `ancestor` or below it, by whole components (`/a/b` is not in `/a/bc`)."""
    if path == ancestor:
        return True
    prefix = ancestor if ancestor.endswith(os.sep) else ancestor + os.sep
    return path.startswith(prefix)
