"""The core works on the context it is handed: it never locates the store again.

Each test gives the core a context whose store differs from the one locating it afresh
would give (the project has an in-repo store; the context names Claude's global one), so
a core function that re-resolved would write, read or report the wrong place.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from testing.core import DEPLOY, FakeForker, Project, answered
from testing.scripts import ops_answer

from ocmem.context import Context
from ocmem.maintain.pipeline import maintain
from ocmem.maintain.restore import restore
from ocmem.state import history, marks
from ocmem.status import project_status
from ocmem.store.location import StoreLocation, resolve_store


def global_store(proj: Project) -> StoreLocation:
    return resolve_store(proj.repo, "off", proj.env)


def elsewhere(proj: Project) -> Context:
    """The project's context, pointed at the global store instead of its in-repo one."""
    ctx = replace(proj.context(), located=global_store(proj))
    assert resolve_store(proj.repo, ctx.settings.local.mode, proj.env).mode == "in-repo"
    assert ctx.store.mode == "global"
    return ctx


def names(memory_dir: Path) -> list[str]:
    return sorted(p.name for p in memory_dir.glob("*.md") if p.name != "MEMORY.md")


def test_the_pipeline_writes_to_the_contexts_store(proj: Project) -> None:
    sid = proj.session("Deploy with make ship.")
    ctx = elsewhere(proj)
    forker = FakeForker([answered(ops_answer({"save": [DEPLOY]}))])

    report = maintain(ctx, forker=forker)

    assert report.store == str(ctx.store.memory_dir)
    assert report.mode == "global"
    assert names(ctx.store.memory_dir) == ["project_deploy.md"]
    assert names(proj.store) == [], "the in-repo store, found by re-resolving, is untouched"
    (request,) = forker.requests
    assert str(ctx.store.memory_dir) in request.body, "the fork is told the context's store"
    assert marks.load(ctx.state_dir, sid) is not None


def test_restore_undoes_a_pass_in_the_contexts_store(proj: Project) -> None:
    proj.session("Deploy with make ship.")
    ctx = elsewhere(proj)
    maintain(ctx, forker=FakeForker([answered(ops_answer({"save": [DEPLOY]}))]))
    (recorded,) = history.list_passes(ctx.state_dir, ctx.store.memory_dir)

    result = restore(ctx, pass_id=recorded.id)

    assert result.store == str(ctx.store.memory_dir)
    assert result.removed == (DEPLOY["file"],)
    assert names(ctx.store.memory_dir) == []


def test_status_reports_the_contexts_store(proj: Project) -> None:
    ctx = elsewhere(proj)

    report = project_status(ctx)

    assert (report.store, report.mode) == (str(ctx.store.memory_dir), "global")
