"""The database reader against databases the real opencode binary wrote.

One scenario is built per module (every opencode run costs seconds): sessions in a git
repo, a sub-directory, a nested repository, a sibling directory and a weird path; a
sub-agent session made through the task tool; this tool's own fork; a turn-less fork,
an archived session, a compaction and a revert made through `opencode serve`'s API.
What the reader saw at each stage is recorded, and the tests check it.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from testing.opencode_harness import (
    OpencodeHarness,
    isolated_environ,
    make_git_repo,
    require_opencode,
)

from ocmem.gateway.database import (
    MARKER_PREFIX,
    DatabaseUnavailable,
    OpencodeDatabase,
    SessionInfo,
    find_database,
    nested_repo_roots,
    reported_database_path,
)
from ocmem.gateway.session_rows import fingerprint
from ocmem.scripted_model import RecordedRequest, Reply, ScriptedModelServer, ToolCall

pytestmark = [pytest.mark.opencode, pytest.mark.slow]

EXTRACT_MARKER = f"{MARKER_PREFIX}extract -->"
WEIRD_DIR = "we ird?#&dir"


def responder(request: RecordedRequest) -> Reply:
    if request.is_title_request():
        return Reply(text="Scripted session")
    asked_to_delegate = "delegate" in request.last_user_text()
    already_delegated = any(m.get("role") == "tool" for m in request.messages)
    if asked_to_delegate and not already_delegated:
        task = {"description": "survey", "prompt": "List the files.", "subagent_type": "general"}
        return Reply(tool_calls=(ToolCall("task", task),))
    return Reply(text="OK.")


class Serve:
    """`opencode serve` on a free local port, for the API-only operations."""

    def __init__(self, harness: OpencodeHarness, directory: Path) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.directory = directory
        env = dict(harness.env, PWD=str(directory))
        self.proc = subprocess.Popen(
            [str(harness.binary), "serve", "--port", str(self.port), "--hostname", "127.0.0.1"],
            cwd=directory,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            self._wait_until_ready()
        except BaseException:
            self.stop()
            raise

    def _wait_until_ready(self) -> None:
        # The first request can hang while the server bootstraps; probe with short timeouts.
        deadline = time.monotonic() + 90
        while True:
            try:
                self.call("GET", "/session", timeout=3)
                return
            except OSError:
                if time.monotonic() > deadline or self.proc.poll() is not None:
                    raise
                time.sleep(0.2)

    def call(
        self, method: str, path: str, body: dict[str, Any] | None = None, timeout: float = 60
    ) -> Any:
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}",
            method=method,
            data=json.dumps(body).encode() if body is not None else None,
            headers={
                "Content-Type": "application/json",
                "x-opencode-directory": str(self.directory),
            },
        )
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return json.loads(response.read() or b"null")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


@dataclass
class Scenario:
    harness: OpencodeHarness
    base: Path
    repo: Path
    ids: dict[str, str] = field(default_factory=dict)
    seen: dict[str, SessionInfo] = field(default_factory=dict)
    texts: dict[str, list[str]] = field(default_factory=dict)

    @property
    def db_path(self) -> Path:
        return self.harness.db_path

    def read(self, key: str) -> SessionInfo:
        with OpencodeDatabase(self.db_path) as db:
            info = db.session(self.ids[key])
        assert info is not None
        return info

    def copy_db(self, target_dir: Path) -> Path:
        """A consistent copy of the live database (WAL included) via SQLite's backup."""
        target_dir.mkdir(parents=True, exist_ok=True)
        target = target_dir / "opencode.db"
        source = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True)
        dest = sqlite3.connect(target)
        try:
            source.backup(dest)
        finally:
            source.close()
            dest.close()
        return target


def build_scenario(base: Path, server: ScriptedModelServer, binary: Path) -> Scenario:
    env = isolated_environ(base / "iso", os.environ)
    harness = OpencodeHarness(root=base, server=server, env=env, binary=binary)
    harness.configure()
    repo = make_git_repo(base / "project", env)
    s = Scenario(harness, base, repo)

    s.ids["main"] = harness.new_session(repo, "We deploy with make ship.")
    s.seen["main@1"] = s.read("main")
    harness.continue_session(repo, s.ids["main"], "Staging listens on port 8080.")
    s.seen["main@2"] = s.read("main")
    with OpencodeDatabase(s.db_path) as db:
        s.texts["main@2"] = db.user_turn_texts(s.ids["main"])

    subdir = repo / "src" / "app"
    subdir.mkdir(parents=True)
    s.ids["subdir"] = harness.new_session(subdir, "How is the app laid out?", model="fake/m2")
    nested = make_git_repo(repo / "vendor" / "lib", env)
    s.ids["nested"] = harness.new_session(nested, "Inside the vendored library.")
    sibling = make_git_repo(base / "projectc", env)
    s.ids["sibling"] = harness.new_session(sibling, "A sibling whose name extends ours.")
    s.ids["delegating"] = harness.new_session(repo, "Please delegate the survey.")
    s.ids["archived"] = harness.new_session(repo, "This one gets archived.")
    # opencode 1.18.33 itself fails in a directory whose name holds a percent escape
    # (`%25`), so `%` is covered on the database-path side only.
    weird = make_git_repo(base / WEIRD_DIR, env)
    s.ids["weird"] = harness.new_session(weird, "A weird path.")

    fork = harness.run(
        [
            "run",
            "--session",
            s.ids["main"],
            "--fork",
            "--format",
            "json",
            "--dir",
            str(repo),
            "-m",
            "fake/m1",
            EXTRACT_MARKER,
        ],
        cwd=repo,
        stdin="Extract memories from this conversation.",
    )
    assert fork.returncode == 0, fork.stderr[-2000:]
    s.ids["our_fork"] = fork.session_id()

    with OpencodeDatabase(s.db_path) as db:
        children = [i for i in db.all_session_ids() if (info := db.session(i)) and info.parent_id]
    assert len(children) == 1, "the task tool made no sub-agent session"
    s.ids["child"] = children[0]

    serve = Serve(harness, repo)
    try:
        s.ids["turnless_fork"] = serve.call("POST", f"/session/{s.ids['main']}/fork", {})["id"]
        serve.call(
            "PATCH",
            f"/session/{s.ids['archived']}",
            {"time": {"archived": int(time.time() * 1000)}},
        )
        serve.call(
            "POST", f"/session/{s.ids['main']}/summarize", {"providerID": "fake", "modelID": "m1"}
        )
        s.seen["main@compacted"] = s.read("main")
        with OpencodeDatabase(s.db_path) as db:
            second_turn = db.user_turns(s.ids["main"])[1]
        serve.call("POST", f"/session/{s.ids['main']}/revert", {"messageID": second_turn.id})
        s.seen["main@reverted"] = s.read("main")
    finally:
        serve.stop()
    return s


@pytest.fixture(scope="module")
def scenario(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Scenario]:
    binary = require_opencode()
    base = tmp_path_factory.mktemp("dbscenario")
    with ScriptedModelServer(responder=responder) as server:
        yield build_scenario(base, server, binary)


def ids(infos: list[SessionInfo]) -> set[str]:
    return {info.id for info in infos}


def unquoted(texts: list[str]) -> list[str]:
    # opencode wraps a message argument that contains spaces in double quotes.
    return [text.strip('"') for text in texts]


def test_scope_holds_the_repo_and_its_subdirectories_only(scenario: Scenario) -> None:
    s = scenario
    with OpencodeDatabase(s.db_path) as db:
        found = db.sessions_in_scope(s.repo)
    assert ids(found) == {s.ids[k] for k in ("main", "subdir", "delegating", "turnless_fork")}
    times = [info.time_updated for info in found]
    assert times == sorted(times, reverse=True)


def test_scope_excludes_nested_repos_unless_asked(scenario: Scenario) -> None:
    s = scenario
    nested = s.repo / "vendor" / "lib"
    with OpencodeDatabase(s.db_path) as db:
        assert nested_repo_roots(s.repo, [nested, s.repo / "src" / "app"]) == {nested}
        assert ids(db.sessions_in_scope(nested)) == {s.ids["nested"]}
        wider = ids(db.sessions_in_scope(s.repo, exclude_nested=False))
        assert s.ids["nested"] in wider
        narrower = ids(db.sessions_in_scope(s.repo, exclude_roots=[s.repo / "src"]))
        assert s.ids["subdir"] not in narrower
        assert s.ids["main"] in narrower


def test_a_sibling_directory_with_a_longer_name_is_its_own_scope(scenario: Scenario) -> None:
    s = scenario
    with OpencodeDatabase(s.db_path) as db:
        assert ids(db.sessions_in_scope(s.base / "projectc")) == {s.ids["sibling"]}


def test_weird_characters_in_session_and_database_paths(scenario: Scenario, tmp_path: Path) -> None:
    s = scenario
    weird_db = s.copy_db(tmp_path / "data dir?x=1#frag%20")
    with OpencodeDatabase(weird_db) as db:
        found = db.sessions_in_scope(s.base / WEIRD_DIR)
    assert ids(found) == {s.ids["weird"]}
    assert found[0].user_turns == 1


def test_sub_agents_archived_sessions_and_our_forks_stay_out(scenario: Scenario) -> None:
    s = scenario
    with OpencodeDatabase(s.db_path) as db:
        everywhere = ids(db.all_sessions())
        child = db.session(s.ids["child"])
        archived = db.session(s.ids["archived"])
        ours = db.session(s.ids["our_fork"])
    assert everywhere == {
        s.ids[k]
        for k in ("main", "subdir", "nested", "sibling", "delegating", "weird", "turnless_fork")
    }
    assert child is not None
    assert child.parent_id == s.ids["delegating"]
    assert child.title.endswith("(@general subagent)")
    assert archived is not None
    assert archived.time_archived is not None
    assert ours is not None
    assert ours.is_our_fork


def test_all_sessions_since_a_time(scenario: Scenario) -> None:
    s = scenario
    with OpencodeDatabase(s.db_path) as db:
        newest = db.all_sessions()[0]
        assert ids(db.all_sessions(since_ms=newest.time_updated)) == {newest.id}
        assert db.all_sessions(since_ms=newest.time_updated + 1) == []


def test_user_turns_grow_when_a_session_continues(scenario: Scenario) -> None:
    first, second = scenario.seen["main@1"], scenario.seen["main@2"]
    assert (first.user_turns, second.user_turns) == (1, 2)
    assert first.turns_fingerprint != second.turns_fingerprint
    assert unquoted(scenario.texts["main@2"]) == [
        "We deploy with make ship.",
        "Staging listens on port 8080.",
    ]


def test_compaction_adds_no_turn_and_keeps_the_fingerprint(scenario: Scenario) -> None:
    # opencode keeps the compacted messages and adds a user message holding only a
    # `compaction` part; that request is not something the user said.
    before, after = scenario.seen["main@2"], scenario.seen["main@compacted"]
    assert after.user_turns == before.user_turns == 2
    assert after.turns_fingerprint == before.turns_fingerprint
    assert after.has_completed_reply
    assert not after.busy


def test_a_pending_revert_removes_the_reverted_turns(scenario: Scenario) -> None:
    # The revert keeps the rows until the next prompt; they must not count meanwhile.
    reverted = scenario.seen["main@reverted"]
    assert reverted.user_turns == 1
    assert reverted.turns_fingerprint == scenario.seen["main@1"].turns_fingerprint


def test_fingerprint_matches_the_marks_format(scenario: Scenario) -> None:

    s = scenario
    with OpencodeDatabase(s.db_path) as db:
        turns = db.user_turns(s.ids["delegating"])
        info = db.session(s.ids["delegating"])
    assert info is not None
    assert fingerprint([t.id for t in turns], [t.text for t in turns]) == (info.turns_fingerprint)
    assert info.turn_ids == tuple(t.id for t in turns)


def test_forks_are_recognised_and_listed_for_purging(scenario: Scenario) -> None:
    s = scenario
    with OpencodeDatabase(s.db_path) as db:
        ours = db.session(s.ids["our_fork"])
        turnless = db.session(s.ids["turnless_fork"])
        in_repo = db.fork_sessions(s.repo)
        everywhere = db.fork_sessions(None)
        elsewhere = db.fork_sessions(s.base / "projectc")
    assert ours is not None
    assert turnless is not None
    assert ours.is_fork
    assert ours.is_our_fork
    assert ours.title == "Scripted session (fork #1)"
    assert ours.parent_id is None  # opencode does not link a fork to its origin
    assert ours.user_turns == 3  # two copied turns and the marker message
    assert ours.fork_own_turns == 1
    assert not ours.is_turnless_fork
    assert turnless.is_fork
    assert not turnless.is_our_fork
    assert turnless.fork_own_turns == 0
    assert turnless.is_turnless_fork
    assert turnless.user_turns == 2  # the copies still count as the fork's turns
    assert ids(in_repo) == ids(everywhere) == {s.ids["our_fork"], s.ids["turnless_fork"]}
    assert elsewhere == []


def test_model_agent_and_reply_state(scenario: Scenario) -> None:
    s = scenario
    with OpencodeDatabase(s.db_path) as db:
        main = db.session(s.ids["main"])
        subdir = db.session(s.ids["subdir"])
    assert main is not None
    assert subdir is not None
    assert (main.model, main.model_variant, main.agent) == ("fake/m1", "default", "build")
    assert subdir.model == "fake/m2"
    for info in (main, subdir):
        assert info.has_completed_reply
        assert not info.busy
        assert info.project_id
        assert info.last_message_time is not None
        assert info.last_message_time >= info.time_created


def test_model_falls_back_to_the_last_reply(scenario: Scenario, tmp_path: Path) -> None:
    s = scenario
    copy = s.copy_db(tmp_path / "copy")
    conn = sqlite3.connect(copy)
    conn.execute("UPDATE session SET model = NULL, agent = NULL WHERE id = ?", (s.ids["subdir"],))
    conn.commit()
    conn.close()
    with OpencodeDatabase(copy) as db:
        info = db.session(s.ids["subdir"])
    assert info is not None
    assert info.model == "fake/m2"
    assert info.agent == "build"  # from the last message


def test_session_time_window(scenario: Scenario) -> None:
    s = scenario
    with OpencodeDatabase(s.db_path) as db:
        window = db.session_time_window(s.ids["subdir"])
        info = db.session(s.ids["subdir"])
        assert db.session_time_window("ses_missing") is None
    assert info is not None
    assert window is not None
    first, last = window
    assert info.time_created <= first <= last <= info.time_updated


def test_synthetic_ignored_and_compaction_messages_are_not_turns(
    scenario: Scenario, tmp_path: Path
) -> None:
    """Rows opencode writes in paths the scripted model cannot reach, inserted by hand.

    Shapes taken from opencode 1.18.33: the nudge after an automatic compaction is a user
    message whose only text part is `synthetic` with `metadata.compaction_continue`; a
    part shown to the user only has `ignored: true`; a compaction request carries a
    `{"type": "compaction", "auto": …}` part.
    """
    s = scenario
    copy = s.copy_db(tmp_path / "copy")
    sid = s.ids["subdir"]
    before = s.read("subdir")
    conn = sqlite3.connect(copy)
    clock = before.time_updated + 1000

    def user_message(*parts: dict[str, Any]) -> str:
        nonlocal clock
        clock += 1000
        mid = f"msg_zz{clock}"
        data = {
            "role": "user",
            "time": {"created": clock},
            "agent": "build",
            "model": {"providerID": "fake", "modelID": "m2"},
        }
        conn.execute(
            "INSERT INTO message VALUES (?, ?, ?, ?, ?)", (mid, sid, clock, clock, json.dumps(data))
        )
        for n, part in enumerate(parts):
            conn.execute(
                "INSERT INTO part VALUES (?, ?, ?, ?, ?, ?)",
                (f"prt_zz{clock}{n}", mid, sid, clock, clock, json.dumps(part)),
            )
        return mid

    user_message(
        {
            "type": "text",
            "synthetic": True,
            "metadata": {"compaction_continue": True},
            "text": "Continue if you have next steps.",
        }
    )
    user_message({"type": "text", "ignored": True, "text": "shown to the user only"})
    user_message(
        {"type": "compaction", "auto": True, "overflow": True},
        {"type": "text", "text": "a compaction request with text"},
    )
    conn.commit()
    with OpencodeDatabase(copy) as db:
        after = db.session(sid)
    assert after is not None
    assert after.user_turns == before.user_turns
    assert after.turns_fingerprint == before.turns_fingerprint

    real = user_message(
        {"type": "text", "synthetic": True, "text": "Called the Read tool"},
        {"type": "text", "text": "And a real question."},
    )
    conn.execute("UPDATE session SET time_updated = ? WHERE id = ?", (clock, sid))
    conn.commit()
    with OpencodeDatabase(copy) as db:
        grown = db.session(sid)
        turns = db.user_turns(sid)
    assert grown is not None
    assert grown.user_turns == before.user_turns + 1
    assert grown.busy  # the real question has no reply yet
    assert (turns[-1].id, turns[-1].text) == (real, "And a real question.")

    # A revert to a part inside that message drops the part and, with it, the turn.
    conn.execute(
        "UPDATE session SET revert = ? WHERE id = ?",
        (json.dumps({"messageID": real, "partID": f"prt_zz{clock}1"}), sid),
    )
    conn.commit()
    conn.close()
    with OpencodeDatabase(copy) as db:
        cut = db.session(sid)
    assert cut is not None
    assert cut.user_turns == before.user_turns


def test_queries_reach_message_and_part_through_indexes(scenario: Scenario) -> None:
    s = scenario
    statements: list[str] = []
    with OpencodeDatabase(s.db_path) as db:
        db.open()
        assert db._conn is not None
        db._conn.set_trace_callback(statements.append)
        db.sessions_in_scope(s.repo)
        db.all_sessions()
        db.fork_sessions(None)
        db.user_turns(s.ids["main"])
        db.session_time_window(s.ids["main"])
    queries = [q for q in statements if q.lstrip().upper().startswith(("SELECT", "WITH"))]
    assert len(queries) >= 8
    conn = sqlite3.connect(f"file:{s.db_path}?mode=ro", uri=True)
    try:
        for query in queries:
            plan = [row[3] for row in conn.execute("EXPLAIN QUERY PLAN " + query)]
            scans = [line for line in plan if line.split()[:1] == ["SCAN"]]
            full = [line for line in scans if line.split()[1] in {"m", "p", "q", "message", "part"}]
            assert not full, (query, plan)
    finally:
        conn.close()


def test_database_location_matches_what_opencode_reports(scenario: Scenario) -> None:
    s = scenario
    env = s.harness.env
    assert find_database(env) == s.db_path
    assert reported_database_path(s.harness.binary, env) == s.db_path
    relative = dict(env, OPENCODE_DB="elsewhere.db")
    assert reported_database_path(s.harness.binary, relative) == find_database(relative)


def test_reads_do_not_disturb_a_live_session_and_busy_is_seen(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    """While the model is still answering, the session is busy; afterwards it is not."""

    def slow(request: RecordedRequest) -> Reply:
        if request.is_title_request():
            return Reply(text="Scripted session")
        return Reply(text="Done.", delay=4.0)

    opencode.server.responder = slow
    env = dict(opencode.env, PWD=str(git_repo))
    proc = subprocess.Popen(
        [str(opencode.binary), "run", "--format", "json", "-m", "fake/m1", "Take your time."],
        cwd=git_repo,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        in_flight = None
        deadline = time.monotonic() + 60
        while in_flight is None and time.monotonic() < deadline:
            try:
                with OpencodeDatabase(opencode.db_path) as db:
                    found = db.sessions_in_scope(git_repo)
            except DatabaseUnavailable:
                found = []  # opencode has not created its database yet
            if found and found[0].user_turns == 1:
                in_flight = found[0]
            else:
                time.sleep(0.1)
        assert in_flight is not None, "the session never appeared"
        assert in_flight.busy
        assert not in_flight.has_completed_reply
        _out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err[-2000:]
    with OpencodeDatabase(opencode.db_path) as db:
        done = db.session(in_flight.id)
    assert done is not None
    assert not done.busy
    assert done.has_completed_reply
    assert done.user_turns == 1
    assert done.turns_fingerprint == in_flight.turns_fingerprint
    assert done.last_message_time is not None
