"""The SQL that reads opencode's sessions: one query per batch of candidate sessions for
their activity and their user turns, driven by opencode's own indexes on
`message(session_id, time_created, id)` and `part(message_id, id)`."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from itertools import groupby
from operator import itemgetter
from pathlib import Path

from ocmem.gateway.db_location import DatabaseUnavailable
from ocmem.gateway.session_rows import Activity, SessionRow, Turn

_REQUIRED_SESSION_COLUMNS = (
    "id",
    "directory",
    "title",
    "parent_id",
    "time_created",
    "time_updated",
)
_OPTIONAL_SESSION_COLUMNS = ("project_id", "time_archived", "agent", "model", "revert")
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

# A cheap pre-filter for fork_sessions: the first user message created at or after the
# session has a text part holding the marker. `carries_marker` then decides exactly.
MAYBE_OUR_FORK_SQL = """EXISTS (
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


def _candidates_param(rows: Sequence[SessionRow]) -> str:
    return json.dumps({row.id: [row.revert_message, row.revert_part] for row in rows})


def read_activity(conn: sqlite3.Connection, rows: Sequence[SessionRow]) -> dict[str, Activity]:
    result: dict[str, Activity] = {}
    for row in conn.execute(_ACTIVITY_SQL, {"cands": _candidates_param(rows)}):
        result[row[0]] = Activity(
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


def read_turns(conn: sqlite3.Connection, rows: Sequence[SessionRow]) -> Iterator[Turn]:
    """User turns of the candidate sessions, ordered by session, then time, then id."""
    cursor = conn.execute(_TURN_TEXT_SQL, {"cands": _candidates_param(rows)})
    for _, group in groupby(cursor, key=itemgetter(1)):
        parts = list(group)
        if any(part[4] == "compaction" for part in parts):
            continue
        session_id, message_id, created, own = parts[0][:4]
        text = "\n".join(part[5] or "" for part in parts)
        yield Turn(session_id, message_id, int(created), bool(own), text)


def json_field(column: str, path: str) -> str:
    """json_extract that yields NULL instead of failing on a malformed value."""
    if column == "NULL":
        return "NULL"
    return f"CASE WHEN json_valid({column}) THEN json_extract({column}, '{path}') END"


def session_columns(conn: sqlite3.Connection, path: Path) -> dict[str, str]:
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
