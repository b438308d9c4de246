"""The database file itself: where it is, how it is opened, and what counts as unreadable.

These tests build databases from benchmarks/opencode_schema.sql, the schema dumped from
the pinned opencode binary, and insert rows with the JSON shapes opencode writes (seen in
databases the binary made; see test_database.py for the end-to-end counterparts).
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path

import pytest
from testing.opencode_db import Rows

from ocmem.gateway.activity import STALE_AFTER_MS
from ocmem.gateway.database import (
    DatabaseUnavailable,
    OpencodeDatabase,
    database_uri,
    find_database,
    nested_repo_roots,
)

WEIRD_NAME = "we ird?#%25&dir"


@pytest.fixture
def rows(tmp_path: Path) -> Rows:
    return Rows(tmp_path / "opencode.db")


def ids(infos: list[object]) -> list[str]:
    return [info.id for info in infos]  # type: ignore[attr-defined]


# --- locating the database -------------------------------------------------------------


def test_find_database_defaults_to_the_xdg_data_dir(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(tmp_path / "data")}
    assert find_database(env) == tmp_path / "data" / "opencode" / "opencode.db"


def test_find_database_falls_back_to_home_when_xdg_is_unset_or_relative(tmp_path: Path) -> None:
    home = tmp_path / "home"
    expected = home / ".local" / "share" / "opencode" / "opencode.db"
    assert find_database({"HOME": str(home)}) == expected
    assert find_database({"HOME": str(home), "XDG_DATA_HOME": "relative/dir"}) == expected


def test_find_database_honours_opencode_db(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    absolute = tmp_path / "elsewhere" / "oc.db"
    assert find_database({**env, "OPENCODE_DB": str(absolute)}) == absolute
    # opencode resolves a relative OPENCODE_DB against its data dir, not the cwd.
    assert find_database({**env, "OPENCODE_DB": "custom.db"}) == (
        tmp_path / "data" / "opencode" / "custom.db"
    )


def test_an_in_memory_opencode_db_is_reported() -> None:
    with pytest.raises(DatabaseUnavailable) as caught:
        find_database({"HOME": "/nonexistent", "OPENCODE_DB": ":memory:"})
    assert caught.value.hint


# --- opening it ------------------------------------------------------------------------


def test_uri_percent_quotes_reserved_characters() -> None:
    uri = database_uri(Path("/data/a b/c?d#e%f.db"))
    assert uri == "file:/data/a%20b/c%3Fd%23e%25f.db?mode=ro"


def test_a_database_under_a_weird_path_opens(tmp_path: Path) -> None:
    weird = tmp_path / WEIRD_NAME
    weird.mkdir()
    rows = Rows(weird / "open code?.db")
    sid = rows.session(weird)
    rows.turn(sid, "hello")
    with OpencodeDatabase(weird / "open code?.db") as db:
        info = db.session(sid)
    assert info is not None
    assert info.user_turns == 1
    # Nothing was created next to the database or in the cwd under a mangled name.
    assert sorted(p.name for p in weird.iterdir() if not p.name.startswith("open code?.db")) == []


def test_a_missing_database_is_reported_and_never_created(tmp_path: Path) -> None:
    path = tmp_path / "nowhere" / "opencode.db"
    with pytest.raises(DatabaseUnavailable) as caught, OpencodeDatabase(path) as db:
        db.all_sessions()
    assert str(path) in caught.value.message
    assert caught.value.hint
    assert "OPENCODE_DB" in caught.value.hint
    assert not path.exists()
    assert not path.parent.exists()


def test_a_corrupt_database_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "opencode.db"
    path.write_bytes(os.urandom(8192))
    with pytest.raises(DatabaseUnavailable) as caught, OpencodeDatabase(path) as db:
        db.all_sessions()
    assert "could not be read" in caught.value.message


def test_an_empty_or_foreign_database_is_reported(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    with pytest.raises(DatabaseUnavailable) as caught:
        OpencodeDatabase(empty).open()
    assert "does not look like opencode's database" in caught.value.message

    foreign = tmp_path / "foreign.db"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE session (id TEXT)")
    conn.execute("CREATE TABLE message (id TEXT)")
    conn.execute("CREATE TABLE part (id TEXT)")
    conn.close()
    with pytest.raises(DatabaseUnavailable) as caught:
        OpencodeDatabase(foreign).open()
    assert "lacks columns" in caught.value.message


def test_a_locked_database_is_reported_quickly(tmp_path: Path) -> None:
    path = tmp_path / "opencode.db"
    rows = Rows(path)
    rows.session(tmp_path)
    writer = sqlite3.connect(path, isolation_level=None)
    try:
        writer.execute("PRAGMA journal_mode = DELETE")
        writer.execute("BEGIN EXCLUSIVE")
        started = time.monotonic()
        with (
            pytest.raises(DatabaseUnavailable) as caught,
            OpencodeDatabase(path, busy_timeout=0.2) as db,
        ):
            db.all_sessions()
        assert time.monotonic() - started < 5
        assert "locked" in caught.value.message
    finally:
        writer.execute("ROLLBACK")
        writer.close()


def test_connections_are_closed_after_the_block(rows: Rows, tmp_path: Path) -> None:
    rows.session(tmp_path)
    db = OpencodeDatabase(rows.path)
    with db:
        db.all_sessions()
    assert db._conn is None
    # Methods reopen on demand and the next `with` closes again.
    assert db.all_session_ids()
    db.close()


def test_an_older_schema_without_optional_columns_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE session (id TEXT PRIMARY KEY, directory TEXT, title TEXT, parent_id TEXT,"
        " time_created INTEGER, time_updated INTEGER);"
        "CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT, time_created INTEGER,"
        " time_updated INTEGER, data TEXT);"
        "CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT, session_id TEXT,"
        " time_created INTEGER, time_updated INTEGER, data TEXT);"
    )
    conn.execute("INSERT INTO session VALUES ('ses_1', ?, 'Old', NULL, 1, 2)", (str(tmp_path),))
    conn.execute(
        "INSERT INTO message VALUES ('msg_1', 'ses_1', 1, 1, ?)",
        (
            json.dumps(
                {
                    "role": "assistant",
                    "providerID": "p",
                    "modelID": "m",
                    "time": {"created": 1, "completed": 2},
                }
            ),
        ),
    )
    conn.commit()
    conn.close()
    with OpencodeDatabase(path) as db:
        [info] = db.sessions_in_scope(tmp_path)
    assert info.model == "p/m"  # no session.model column: the last reply's model
    assert info.time_archived is None
    assert info.has_completed_reply


# --- scope -----------------------------------------------------------------------------


def test_scope_matches_whole_path_components(rows: Rows, tmp_path: Path) -> None:
    root = tmp_path / "a" / "b"
    (root / ".git").mkdir(parents=True)
    inside = [rows.session(root), rows.session(root / "sub" / "dir")]
    for outside in (tmp_path / "a" / "bc", tmp_path / "a", tmp_path / "a" / "b-c"):
        rows.session(outside)
    with OpencodeDatabase(rows.path) as db:
        found = db.sessions_in_scope(root)
    assert sorted(ids(found)) == sorted(inside)


def test_scope_sees_through_symlinks(rows: Rows, tmp_path: Path) -> None:
    real = tmp_path / "real" / "project"
    (real / "sub").mkdir(parents=True)
    (real / ".git").mkdir()
    link = tmp_path / "link"
    link.symlink_to(real)
    via_real = rows.session(real / "sub")
    via_link = rows.session(link)
    with OpencodeDatabase(rows.path) as db:
        assert sorted(ids(db.sessions_in_scope(link))) == sorted([via_real, via_link])
        assert sorted(ids(db.sessions_in_scope(real))) == sorted([via_real, via_link])


def test_outside_git_a_subdirectory_is_a_project_of_its_own(rows: Rows, tmp_path: Path) -> None:
    # `maintain` in a plain directory (a home) mined every session below it into its own
    # store, where Claude Code started in the subdirectory never looks.
    plain = tmp_path / "plain"
    (plain / "sub").mkdir(parents=True)
    here = rows.session(plain)
    below = rows.session(plain / "sub")
    bare = tmp_path / "app.git"
    (bare / "objects").mkdir(parents=True)
    (bare / "HEAD").write_text("ref: refs/heads/main\n")
    in_bare = rows.session(bare / "hooks")
    with OpencodeDatabase(rows.path) as db:
        assert ids(db.sessions_in_scope(plain)) == [here]
        assert ids(db.sessions_in_scope(plain / "sub")) == [below]
        assert ids(db.sessions_in_scope(bare)) == [in_bare], "a bare repository is a git root"


def test_scope_leaves_out_excluded_and_nested_repositories(rows: Rows, tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    nested = root / "vendor" / "lib"
    (nested / "src").mkdir(parents=True)
    (nested / ".git").write_text("gitdir: ../../.git/modules/lib\n")  # a submodule
    top = rows.session(root)
    in_nested = rows.session(nested / "src")
    in_docs = rows.session(root / "docs")
    with OpencodeDatabase(rows.path) as db:
        assert sorted(ids(db.sessions_in_scope(root))) == sorted([top, in_docs])
        assert ids(db.sessions_in_scope(root, exclude_roots=[root / "docs"])) == [top]
        assert sorted(ids(db.sessions_in_scope(root, exclude_nested=False))) == sorted(
            [top, in_nested, in_docs]
        )
        assert ids(db.sessions_in_scope(nested)) == [in_nested]


def test_nested_repo_roots_only_checks_the_given_directories_ancestors(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    (root / "vendor" / "lib" / ".git").mkdir(parents=True)
    (root / "mod").mkdir()
    (root / "mod" / ".git").write_text("gitdir: ../.git/modules/mod\n")
    (root / "unrelated" / ".git").mkdir(parents=True)  # no session lives there
    found = nested_repo_roots(
        root, [root, root / "docs", root / "vendor" / "lib" / "src" / "deep", root / "mod"]
    )
    assert found == {root / "vendor" / "lib", root / "mod"}
    assert nested_repo_roots(root, [tmp_path / "elsewhere"]) == set()


def test_filters_newest_first_since_and_limit(rows: Rows, tmp_path: Path) -> None:
    first = rows.session(tmp_path)
    second = rows.session(tmp_path)
    third = rows.session(tmp_path)
    rows.turn(first, "bump the first session to the top")
    child = rows.session(tmp_path, parent_id=second, title="look (@general subagent)")
    archived = rows.session(tmp_path, time_archived=rows._tick())
    with OpencodeDatabase(rows.path) as db:
        everything = db.sessions_in_scope(tmp_path)
        assert ids(everything) == [first, third, second]
        assert ids(db.sessions_in_scope(tmp_path, limit=2)) == [first, third]
        cutoff = everything[1].time_updated
        assert ids(db.sessions_in_scope(tmp_path, since_ms=cutoff)) == [first, third]
        assert ids(db.all_sessions()) == [first, third, second]
        assert db.session(child) is not None
        assert db.session(archived) is not None
        assert db.session("ses_missing") is None
        assert db.all_session_ids() == {first, second, third, child, archived}


def test_a_malformed_session_model_does_not_break_discovery(rows: Rows, tmp_path: Path) -> None:
    sid = rows.session(tmp_path, model="{not json")
    rows.turn(sid, "hi")
    with OpencodeDatabase(rows.path) as db:
        [info] = db.sessions_in_scope(tmp_path)
    assert info.model == "fake/m1"  # from the reply instead


def test_a_turn_that_went_quiet_past_the_cutoff_is_stalled_not_busy(
    rows: Rows, tmp_path: Path
) -> None:
    rows.clock -= STALE_AFTER_MS + 60_000  # the opencode running it died long ago
    sid = rows.session(tmp_path)
    rows.turn(sid, "first")
    uid = rows.turn(sid, "second, never answered", reply=False)
    with OpencodeDatabase(rows.path) as db:
        info = db.session(sid)
    assert info is not None
    assert (info.busy, info.stalled, info.user_turns) == (False, True, 2)
    # An unfinished reply whose part was still being written a moment ago is alive.
    started = rows._tick()
    aid = rows.message(
        sid,
        {"parentID": uid, "role": "assistant", "modelID": "m1", "providerID": "fake",
         "time": {"created": started}},
        started,
    )  # fmt: skip
    rows.clock = int(time.time() * 1000) - 5_000
    rows.part(aid, sid, {"type": "tool", "tool": "bash", "state": {"status": "running"}})
    with OpencodeDatabase(rows.path) as db:
        info = db.session(sid)
    assert info is not None
    assert (info.busy, info.stalled) == (True, False)
    assert info.last_activity_time is not None
    assert info.last_activity_time >= rows.clock


def test_busy_follows_the_last_message(rows: Rows, tmp_path: Path) -> None:
    sid = rows.session(tmp_path)
    rows.turn(sid, "first")
    with OpencodeDatabase(rows.path) as db:
        assert not db.session(sid).busy  # type: ignore[union-attr]
    uid = rows.turn(sid, "second, reply pending", reply=False)
    with OpencodeDatabase(rows.path) as db:
        info = db.session(sid)
        assert info is not None
        assert info.busy
        assert info.user_turns == 2
    # A reply that stopped for tool calls is followed by another step: still busy.
    started = rows._tick()
    rows.message(
        sid,
        {
            "parentID": uid,
            "role": "assistant",
            "modelID": "m1",
            "providerID": "fake",
            "time": {"created": started, "completed": started + 5},
            "finish": "tool-calls",
        },
        started,
    )
    with OpencodeDatabase(rows.path) as db:
        assert db.session(sid).busy  # type: ignore[union-attr]
    # A reply that failed is over, even without a stop.
    failed = rows._tick()
    rows.message(
        sid,
        {
            "parentID": uid,
            "role": "assistant",
            "modelID": "m1",
            "providerID": "fake",
            "time": {"created": failed, "completed": failed + 5},
            "error": {"name": "APIError", "data": {"message": "overloaded"}},
        },
        failed,
    )
    with OpencodeDatabase(rows.path) as db:
        assert not db.session(sid).busy  # type: ignore[union-attr]


def test_a_session_with_only_failed_replies_has_no_completed_reply(
    rows: Rows, tmp_path: Path
) -> None:
    sid = rows.session(tmp_path)
    uid = rows.turn(sid, "hello", reply=False)
    at = rows._tick()
    rows.message(
        sid,
        {
            "parentID": uid,
            "role": "assistant",
            "modelID": "m1",
            "providerID": "fake",
            "time": {"created": at, "completed": at + 1},
            "error": {"name": "ProviderAuthError"},
        },
        at,
    )
    with OpencodeDatabase(rows.path) as db:
        info = db.session(sid)
    assert info is not None
    assert not info.has_completed_reply
    assert not info.busy


def test_our_forks_do_not_use_up_the_limit(rows: Rows, tmp_path: Path) -> None:
    older = rows.session(tmp_path)
    rows.turn(older, "older work")
    newer = rows.session(tmp_path)
    rows.turn(newer, "newer work")
    forks = []
    for n in range(12):  # more leaked forks than one batch holds
        fork = rows.session(tmp_path, title=f"Newer (fork #{n + 1})")
        rows.turn(fork, '"<!-- opencode-memory:extract -->"\nExtract memories.')
        forks.append(fork)
    with OpencodeDatabase(rows.path) as db:
        assert ids(db.sessions_in_scope(tmp_path, limit=1)) == [newer]
        assert ids(db.sessions_in_scope(tmp_path, limit=5)) == [newer, older]
        assert ids(db.sessions_in_scope(tmp_path, limit=0)) == []
        listed = db.fork_sessions(tmp_path)
    assert sorted(ids(listed)) == sorted(forks)
    assert all(info.is_our_fork and info.fork_own_turns == 1 for info in listed)


def test_the_marker_only_counts_in_the_first_turn_after_creation(
    rows: Rows, tmp_path: Path
) -> None:
    sid = rows.session(tmp_path)
    rows.turn(sid, "How do the forks of opencode-memory work?")
    rows.turn(sid, "They start with <!-- opencode-memory:extract --> as the first line.")
    with OpencodeDatabase(rows.path) as db:
        info = db.session(sid)
        assert ids(db.sessions_in_scope(tmp_path)) == [sid]
        assert db.fork_sessions(tmp_path) == []
    assert info is not None
    assert not info.is_our_fork
