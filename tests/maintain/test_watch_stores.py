"""A watch scan in-process over a real opencode database and real stores, the fork faked:
sessions of two repositories are mined into their own stores, and a second scan with no
new turn forks nothing. (The end-to-end `watch --once` test proves the same on one
repository with the real binary.)"""

from __future__ import annotations

from pathlib import Path

from testing.core import FakeForker, answered, make_context, project
from testing.opencode_harness import make_git_repo
from testing.scripts import ops_answer

from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.store.location import resolve_store
from ocmem.watch import scanner

PROJECTS = ("alpha", "beta")


def deploy_ops(name: str) -> dict[str, list[dict[str, str]]]:
    return {
        "save": [
            {
                "file": f"project_{name}_deploy.md",
                "name": f"{name}-deploy",
                "description": f"How project {name} deploys",
                "type": "project",
                "body": f"Project {name} deploys with `make ship`.",
            }
        ]
    }


def test_sessions_of_two_repos_are_mined_into_their_own_stores_once(
    tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    repos = {p: make_git_repo(tmp_path / p, isolated_home) for p in PROJECTS}
    # Global stores (no in-repo store), as a user's unconfigured repositories have.
    proj = project(repos["alpha"], isolated_home, tmp_path / "db")
    (repos["alpha"] / ".claude" / "memory").rmdir()
    sessions = {
        p: proj.session(f"In project {p} we deploy with make ship.", directory=repo)
        for p, repo in repos.items()
    }
    project_of = {sid: p for p, sid in sessions.items()}

    def answer(request: ForkRequest) -> ForkResult:
        name = project_of[request.session_id]
        return answered(ops_answer(deploy_ops(name)), f"ses_fork_{name}")(request)

    forker = FakeForker([answer])
    ctx = make_context(tmp_path, proj.env, OPENCODE_MEMORY_WATCH_IDLE_MINUTES="0")

    report = scanner.scan(ctx, forker=forker)

    outcomes = {s.id: s for s in report.sessions}
    assert set(outcomes) == set(sessions.values())
    stores = {p: resolve_store(repo, "auto", proj.env).memory_dir for p, repo in repos.items()}
    assert stores["alpha"] != stores["beta"]
    for name, sid in sessions.items():
        outcome = outcomes[sid]
        assert (outcome.action, outcome.saved) == ("extracted", 1), outcome
        assert outcome.store == str(stores[name])
        assert sorted(p.name for p in stores[name].iterdir()) == [
            "MEMORY.md",
            f"project_{name}_deploy.md",
        ]
    assert {s.store for s in report.stores} == {str(s) for s in stores.values()}
    assert sorted(r.session_id for r in forker.requests) == sorted(sessions.values())

    again = scanner.scan(ctx, forker=forker)

    assert again.sessions == ()
    assert again.up_to_date == 2
    assert len(forker.requests) == 2, "no fork without new turns"
