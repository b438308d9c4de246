from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from testing.opencode_harness import (
    OpencodeHarness,
    isolated_environ,
    make_git_repo,
    require_opencode,
)
from testing.session_templates import DEPLOY_MODEL, DEPLOY_TURN, MadeSession, SessionTemplates

from ocmem.scripted_model import ScriptedModelServer

# Pinned before any test points TMPDIR at its own dir, which is removed after the test.
tempfile.gettempdir()


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """Every test gets its own HOME, XDG dirs, CLAUDE_CONFIG_DIR, TMPDIR and state dir.

    The TMPDIR is removed afterwards: all it holds is what opencode unpacks there and
    leaves behind on every start (5-14 MB each time)."""
    env = isolated_environ(tmp_path / "iso", os.environ)
    # Recall by meaning builds its vectors in the background, so what a turn gets would
    # depend on timing; the tests about it (tests/recall/test_semantic.py) turn it on.
    env["OPENCODE_MEMORY_RECALL_SEMANTIC"] = "off"
    for key in list(os.environ):
        if key not in env:
            monkeypatch.delenv(key, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    yield env
    shutil.rmtree(env["TMPDIR"], ignore_errors=True)


@pytest.fixture
def model_server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as server:
        yield server


@pytest.fixture
def opencode(
    tmp_path: Path,
    isolated_home: dict[str, str],
    model_server: ScriptedModelServer,
    monkeypatch: pytest.MonkeyPatch,
) -> OpencodeHarness:
    """The real, pinned opencode binary (first on PATH), configured for the scripted model."""
    binary = require_opencode()
    path = f"{binary.parent}{os.pathsep}{os.environ.get('PATH', '')}"
    monkeypatch.setenv("PATH", path)
    isolated_home["PATH"] = path
    harness = OpencodeHarness(
        root=tmp_path, server=model_server, env=dict(isolated_home), binary=binary
    )
    harness.configure()
    return harness


@pytest.fixture
def git_repo(tmp_path: Path, isolated_home: dict[str, str]) -> Path:
    return make_git_repo(tmp_path / "project", isolated_home)


@pytest.fixture(scope="session")
def session_templates(tmp_path_factory: pytest.TempPathFactory) -> SessionTemplates:
    return SessionTemplates(tmp_path_factory.mktemp("opencode-sessions"))


@pytest.fixture
def deploy_session(
    opencode: OpencodeHarness, session_templates: SessionTemplates, isolated_home: dict[str, str]
) -> MadeSession:
    """A real session with one user turn about deploys, in a fresh git repository: made
    with the real opencode by the first test of a worker that asks, copied for the rest."""
    repo = session_templates.fresh_repo(isolated_home)
    (session,) = session_templates.sessions(opencode, (DEPLOY_TURN,), DEPLOY_MODEL)
    return MadeSession(repo, session)
