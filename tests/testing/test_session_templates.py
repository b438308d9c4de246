from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from testing.opencode_harness import OpencodeHarness, isolated_environ, require_opencode
from testing.scripts import Script
from testing.session_templates import DEPLOY_MODEL, DEPLOY_TURN, SessionTemplates

from ocmem.scripted_model import ScriptedModelServer

pytestmark = pytest.mark.opencode


def harness_in(root: Path, server: ScriptedModelServer) -> OpencodeHarness:
    binary = require_opencode()
    env = isolated_environ(root, os.environ)
    env["PATH"] = f"{binary.parent}{os.pathsep}{env.get('PATH', '')}"
    harness = OpencodeHarness(root=root, server=server, env=env, binary=binary)
    harness.configure()
    return harness


def rows(harness: OpencodeHarness, table: str) -> list[tuple[Any, ...]]:
    with sqlite3.connect(f"file:{harness.db_path}?mode=ro", uri=True) as conn:
        return conn.execute(f"SELECT * FROM {table} ORDER BY id").fetchall()


def test_a_copied_session_is_the_made_one_in_another_home(
    tmp_path: Path, model_server: ScriptedModelServer
) -> None:
    templates = SessionTemplates(tmp_path / "templates")
    own = Script(chat="the test's own answer")
    model_server.responder = own
    first = harness_in(tmp_path / "first", model_server)
    templates.fresh_repo(first.env)

    made = templates.sessions(first, (DEPLOY_TURN,), DEPLOY_MODEL)

    assert model_server.responder is own
    assert model_server.requests == [], "the test sees no traffic from the making"
    (session,) = made
    # opencode quotes a message argument that holds spaces.
    assert first.messages(session) == [("user", f'"{DEPLOY_TURN}"'), ("assistant", "Noted.")]
    assert first.session_row(session)["directory"] == str(templates.repo)

    second = harness_in(tmp_path / "second", model_server)
    repo = templates.fresh_repo(second.env)
    copied = templates.sessions(second, (DEPLOY_TURN,), DEPLOY_MODEL)

    assert copied == made
    assert repo == templates.repo
    assert (repo / ".git").is_dir()
    for table in ("project", "session", "message", "part"):
        assert rows(second, table) == rows(first, table), table
    assert model_server.requests == [], "copying runs no opencode"
    with pytest.raises(AssertionError, match="first thing"):
        templates.sessions(second, (DEPLOY_TURN,), DEPLOY_MODEL)
