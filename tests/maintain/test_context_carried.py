"""Following `--dir` from `maintain_command` to the fork: one context is built, and that
very object is what the extraction's and the dream's forks are made from (their state dir
included). Nothing on the way builds another, resolves the settings again or locates the
store twice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from testing.core import FakeForker, Project, answered
from testing.fake_fork import DEFAULT_FORKER_NAMES, in_process_cli
from testing.scripts import ops_answer

from ocmem import context
from ocmem.context import Context
from ocmem.maintain.fork_step import Forker
from ocmem.settings import Settings
from ocmem.state import ledger
from ocmem.store import location as store_location
from ocmem.store.location import StoreLocation


def test_maintain_dir_builds_one_context_and_forks_from_it(
    proj: Project, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = proj.session("Deploy with make ship.")
    save = {"file": "project_deploy.md", "name": "deploy", "description": "How to deploy"}
    forker = FakeForker(
        [answered(ops_answer({"save": [{**save, "type": "project", "body": "x"}]}))]
    )
    cli = in_process_cli(monkeypatch, proj, forker)
    monkeypatch.setenv("OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS", "1")  # the dream forks too

    built: list[Context] = []
    settings_made: list[Settings] = []
    contexts_made: list[Context] = []
    stores_located: list[Path] = []
    forkers_for: list[Context] = []

    real_build = context.build
    monkeypatch.setattr(
        context, "build", lambda *a, **k: built.append(real_build(*a, **k)) or built[-1]
    )
    settings_init = Settings.__post_init__
    context_init = Context.__post_init__

    def count_settings(self: Settings) -> None:
        settings_made.append(self)
        settings_init(self)

    def count_context(self: Context) -> None:
        contexts_made.append(self)
        context_init(self)

    real_resolve_store = store_location.resolve_store

    def count_store(directory: Path, *args: object, **kwargs: object) -> StoreLocation:
        stores_located.append(directory)
        return real_resolve_store(directory, *args, **kwargs)  # type: ignore[arg-type]

    def forker_for(ctx: Context) -> Forker:
        forkers_for.append(ctx)
        return forker

    monkeypatch.setattr(Settings, "__post_init__", count_settings)
    monkeypatch.setattr(Context, "__post_init__", count_context)
    monkeypatch.setattr(store_location, "resolve_store", count_store)
    for name in DEFAULT_FORKER_NAMES:
        monkeypatch.setattr(name, forker_for)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)  # `--dir` is followed, not the working directory

    result = cli(["maintain", "--dir", str(proj.repo), "--json"])

    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [s["action"] for s in report["sessions"]] == ["extracted"]
    assert report["dream"]["mode"] == "auto"
    assert (report["dream"]["result"], report["dream"]["reason"]) == ("ok", None), report["dream"]
    (ctx,) = built
    assert ctx.directory == proj.repo
    assert settings_made == [ctx.settings], "the settings are resolved once"
    assert contexts_made == [ctx], "no code builds another context"
    assert stores_located == [proj.repo], "the store is located once"
    # One forker, made from that same context, forks for the extraction and the dream.
    assert len(forkers_for) == 1
    assert forkers_for[0] is ctx
    assert [request.session_id for request in forker.requests] == [session, session]
    assert all(request.directory == proj.repo for request in forker.requests)
    spent = ledger.read(ctx.state_dir)
    assert [(r.kind, r.session) for r in spent] == [("extract", session), ("dream", session)]
