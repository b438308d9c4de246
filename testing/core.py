"""The core run in-process: a fake forker at the `forker=` seam over a real SQLite database
(`testing.opencode_db.Rows`) and a real store in a temp git repository.

Everything but the fork itself is the product's own code: discovery, marks, the gate, the
guard, the apply, the journal. The fork's contract with opencode stays covered by the
end-to-end tests.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ocmem import context as context_mod
from ocmem import settings as settings_mod
from ocmem.context import Context
from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.settings import Settings
from testing.opencode_db import Rows

Answer = Callable[[ForkRequest], ForkResult]


def answered(text: str, fork_id: str = "ses_fork") -> Answer:
    """A fork that ran, printed `text` and was deleted."""
    return lambda request: ForkResult(fork_id, text, 0, False, True, None, 5, request.model)


def failed(error: str = "exit 1") -> Answer:
    return lambda request: ForkResult("ses_fork", "", 1, False, True, error, 5, request.model)


def timed_out() -> Answer:
    return lambda request: ForkResult("ses_fork", "", None, True, True, None, 5, request.model)


@dataclass
class FakeForker:
    """Answers each fork with the next scripted answer (the last one repeats)."""

    answers: list[Answer]
    requests: list[ForkRequest] = field(default_factory=list)
    envs: list[Mapping[str, str]] = field(default_factory=list)

    def __call__(self, binary: Path, request: ForkRequest, env: Mapping[str, str]) -> ForkResult:
        assert binary.is_file(), "the pipeline resolves a real binary before forking"
        self.requests.append(request)
        self.envs.append(dict(env))
        answer = self.answers[min(len(self.requests), len(self.answers)) - 1]
        return answer(request)

    def markers(self) -> list[str]:
        return [request.marker for request in self.requests]


@dataclass
class Project:
    """A git repository with an in-repo store, its opencode database and its settings."""

    repo: Path
    env: dict[str, str]
    rows: Rows

    @property
    def store(self) -> Path:
        return self.repo / ".claude" / "memory"

    def settings(self, **overrides: str) -> Settings:
        return settings_mod.resolve(self.repo, {**self.env, **overrides})

    def context(self, **overrides: str) -> Context:
        return make_context(self.repo, self.env, **overrides)

    def session(self, *turns: str, directory: Path | None = None) -> str:
        sid = self.rows.session(directory or self.repo)
        for text in turns:
            self.rows.turn(sid, text)
        return sid


def project(repo: Path, env: Mapping[str, str], tmp: Path) -> Project:
    """`repo` (a git repository) with an in-repo store, a fresh opencode database and a
    stand-in opencode binary (the fake forker never runs it)."""
    (repo / ".claude" / "memory").mkdir(parents=True, exist_ok=True)
    binary = tmp / "bin" / "opencode"
    binary.parent.mkdir(parents=True, exist_ok=True)
    binary.write_text("#!/bin/sh\nexit 0\n")
    binary.chmod(0o755)
    database = tmp / "opencode-db" / "opencode.db"
    database.parent.mkdir(parents=True, exist_ok=True)
    run_env = {
        **env,
        "OPENCODE_DB": str(database),
        "OPENCODE_MEMORY_OPENCODE_BIN": str(binary),
        "PATH": f"{binary.parent}{os.pathsep}{env.get('PATH', '')}",
    }
    return Project(repo, run_env, Rows(database))


def make_context(directory: Path, env: Mapping[str, str], **overrides: str) -> Context:
    """The context a command in `directory` builds, under `env` plus `overrides`
    (environment variables such as `OPENCODE_MEMORY_LOCAL_MODE`)."""
    return context_mod.build(directory, {**env, **overrides})


def fact(i: int) -> dict[str, str]:
    """The i-th distinct project memory (numbers keep de-duplication from folding them)."""
    return {
        "file": f"project_fact_{i}.md",
        "name": f"fact-{i}",
        "type": "project",
        "description": f"Fact number {i} about module m{i}",
        "body": f"Module m{i} owns topic {i}.",
    }


# One memory worth saving, as an extraction answer lists it.
DEPLOY = {
    "file": "project_deploy.md",
    "name": "deploy-command",
    "description": "Deploys run `make ship` after `make test`",
    "type": "project",
    "body": "Deploy with `make ship` once `make test` passes.",
}
