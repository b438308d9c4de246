"""Real opencode sessions, made once per test worker and copied into each test that asks.

One `opencode run` costs about 8 s of CPU, and most end-to-end tests only need a session
with one user turn to work on. The first test to ask for a given session makes it with the
real binary, in a repository at a path fixed for the worker, and the opencode data
directory that run left (database and snapshots) is kept. Each later test gets a copy of
that directory in its own isolated home and a fresh repository at the same path, built
with the same commits, so the same project id. Nothing is rewritten: opencode reads back
exactly what it wrote.

What a copied session lacks is the model traffic that made it: the test's scripted model
never saw the session's own requests. A test that inspects those makes its session with
`OpencodeHarness.new_session`.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

from testing.opencode_harness import FAKE_MODEL, OpencodeHarness, make_git_repo
from testing.scripts import Script

_NOT_COPIED = shutil.ignore_patterns("log")
DEPLOY_TURN = "In project alpha we deploy with make ship after make test."
DEPLOY_MODEL = "fake/m2"


@dataclass(frozen=True)
class MadeSession:
    repo: Path
    id: str


@dataclass
class SessionTemplates:
    """The sessions made so far by one worker, by (messages, model)."""

    root: Path
    made: dict[tuple[tuple[str, ...], str], tuple[Path, list[str]]] = field(default_factory=dict)

    @property
    def repo(self) -> Path:
        return self.root / "project"

    def fresh_repo(self, env: dict[str, str]) -> Path:
        """An empty repository at the worker's fixed path, as `make_git_repo` builds one."""
        if self.repo.exists():
            shutil.rmtree(self.repo)
        return make_git_repo(self.repo, env)

    def sessions(
        self, harness: OpencodeHarness, messages: tuple[str, ...], model: str = FAKE_MODEL
    ) -> list[str]:
        """One session per message in `self.repo`, each with that one user turn.

        Must come before anything else runs opencode in the test's home."""
        data = harness.db_path.parent
        if harness.db_path.exists():
            raise AssertionError("copied sessions must be the first thing in opencode's home")
        key = (messages, model)
        if key in self.made:
            saved, ids = self.made[key]
            shutil.copytree(saved, data, dirs_exist_ok=True)
            return list(ids)
        # Made the same way whichever test comes first: the plain script answers, and the
        # test's model server is left as a copied session leaves it, with no requests.
        server = harness.server
        own_responder, server.responder = server.responder, Script()
        try:
            ids = [harness.new_session(self.repo, message, model=model) for message in messages]
        finally:
            server.responder = own_responder
            server.clear_requests()
        saved = self.root / "data" / str(len(self.made))
        shutil.copytree(data, saved, ignore=_NOT_COPIED)
        self.made[key] = (saved, ids)
        return list(ids)
