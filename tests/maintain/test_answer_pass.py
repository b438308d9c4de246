"""One extraction pass in process: every failure of the answer path is one counted, failed pass.

The fork is replaced at the pipeline's `forker` seam; the answer, the validation, the store
and the marks are real. The real opencode runs in `test_answer_e2e.py`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from ocmem import settings as settings_mod
from ocmem.context import Context
from ocmem.gateway.database import SessionInfo
from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.maintain import dream, pipeline
from ocmem.state import journal, marks
from ocmem.store import apply_ops
from ocmem.store.catalog import scan_store
from ocmem.store.location import StoreLocation, resolve_store

SEEDED = [f"project_fact_{i}.md" for i in range(4)]


def _session(directory: Path, sid: str = "ses_answer") -> SessionInfo:
    return SessionInfo(
        id=sid,
        directory=str(directory),
        title="t",
        project_id=None,
        parent_id=None,
        time_created=1_000,
        time_updated=2_000,
        time_archived=None,
        agent=None,
        model="fake/m1",
        model_variant=None,
        user_turns=1,
        turn_ids=("msg_1",),
        turns_fingerprint="fp",
        last_message_time=2_000,
        busy=False,
        has_completed_reply=True,
        is_our_fork=False,
        is_fork=False,
        fork_own_turns=0,
    )


def _answering(text: str) -> Callable[[Path, ForkRequest, Mapping[str, str]], ForkResult]:
    def fork(binary: Path, request: ForkRequest, env: Mapping[str, str]) -> ForkResult:
        return ForkResult("ses_fork", text, 0, False, True, None, 5)

    return fork


@pytest.fixture
def project(tmp_path: Path) -> Path:
    path = tmp_path / "project"
    path.mkdir()
    return path


@pytest.fixture
def cfg(project: Path) -> settings_mod.Settings:
    return settings_mod.resolve(project, os.environ)


@pytest.fixture
def location(project: Path, cfg: settings_mod.Settings) -> StoreLocation:
    found = resolve_store(project, "off", os.environ)
    items: list[dict[str, Any]] = [
        {"file": f, "type": "project", "description": f"fact {i}", "body": f"Fact {i} is {i * 7}."}
        for i, f in enumerate(SEEDED)
    ]
    apply_ops(found, {"save": items}, session_id="seed", scrub=False, state_dir=cfg.state.dir)
    return found


def _pass(
    project: Path, location: StoreLocation, cfg: settings_mod.Settings, text: str
) -> pipeline.SessionOutcome:
    session = _session(project)
    plan = pipeline.Plan(
        session,
        session.turn_ids,
        session.turns_fingerprint,
        marks.Delta(0, 1, "no-mark"),
        marks.load(cfg.state.dir, session.id),
    )
    ctx = Context(project, cfg, dict(os.environ), located=location)
    return pipeline._extract(
        pipeline._Run(ctx, _answering(text)), plan, Path("/nonexistent/opencode")
    )


def _snapshot(location: StoreLocation) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in location.memory_dir.iterdir()}


def _fenced(document: object) -> str:
    return f"Done.\n```json\n{json.dumps(document)}\n```"


HOSTILE = {
    "nesting": "```json\n" + "[" * 100_000 + "]" * 100_000 + "\n```",
    "nested-object": "```json\n" + '{"save": [' * 50_000 + "]}" * 50_000 + "\n```",
    "truncated": '```json\n{"save": [{"file": "project_x.md", "type": "proj',
    "no-document": "I could not decide.",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_answer_is_one_counted_failure_and_loses_nothing(
    project: Path, location: StoreLocation, cfg: settings_mod.Settings, name: str
) -> None:
    before = _snapshot(location)

    first = _pass(project, location, cfg, HOSTILE[name])
    second = _pass(project, location, cfg, HOSTILE[name])

    for outcome in (first, second):
        assert outcome.action == "failed"
        assert outcome.reason.startswith("bad-answer: ")
    mark = marks.load(cfg.state.dir, "ses_answer")
    assert mark is not None
    assert (mark.failures, mark.user_turns) == (2, 0)
    assert _snapshot(location) == before


def test_a_huge_number_in_a_field_is_a_rejected_item_not_a_failure(
    project: Path, location: StoreLocation, cfg: settings_mod.Settings
) -> None:
    answer = _fenced({"save": [{"file": "project_n.md", "type": "project", "body": "ok"}]})
    answer = answer.replace('"body": "ok"', '"body": "ok", "name": ' + "7" * 5_000)
    outcome = _pass(project, location, cfg, answer)
    assert (outcome.action, outcome.saved, outcome.rejected) == ("extracted", 0, 1)


def test_a_bad_created_falls_back_to_now(
    project: Path, location: StoreLocation, cfg: settings_mod.Settings
) -> None:
    item = {"file": "project_old.md", "type": "project", "body": "b", "created": "0999-01-01"}
    outcome = _pass(project, location, cfg, _fenced({"save": [item]}))
    assert (outcome.action, outcome.saved) == ("extracted", 1)
    text = (location.memory_dir / "project_old.md").read_text()
    assert "created: 0999" not in text
    assert "created: 999" not in text


def test_a_stored_memory_with_a_bad_created_does_not_break_the_pass(
    project: Path, location: StoreLocation, cfg: settings_mod.Settings
) -> None:
    path = location.memory_dir / SEEDED[0]
    path.write_text(path.read_text().replace("created: ", "created: 0001-01-01T00:00:00+05:00 #"))
    item = {"file": SEEDED[0], "type": "project", "body": "Fact 0 is now 1."}
    outcome = _pass(project, location, cfg, _fenced({"save": [item]}))
    assert (outcome.action, outcome.updated) == ("extracted", 1)


def test_a_delete_everything_extraction_is_refused_and_the_store_is_intact(
    project: Path, location: StoreLocation, cfg: settings_mod.Settings
) -> None:
    before = _snapshot(location)
    answer = _fenced(
        {"save": [{"file": "project_new.md", "type": "project", "body": "n"}], "delete": SEEDED}
    )

    outcome = _pass(project, location, cfg, answer)

    assert outcome.action == "failed"
    assert outcome.reason.startswith("mass-delete: the answer deletes 4 of 4 memories")
    assert _snapshot(location) == before
    mark = marks.load(cfg.state.dir, "ses_answer")
    assert mark is not None
    assert mark.failures == 1


def test_the_save_limit_comes_from_settings(
    project: Path, location: StoreLocation, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENCODE_MEMORY_EXTRACT_MAX_SAVES", "3")
    cfg = settings_mod.resolve(project, os.environ)
    items = [{"file": f"project_s{i}.md", "type": "project", "body": f"s {i}"} for i in range(9)]

    outcome = _pass(project, location, cfg, _fenced({"save": items}))

    assert (outcome.action, outcome.saved, outcome.rejected) == ("extracted", 3, 1)
    assert "limit of 3 saves" in outcome.rejected_items[0].reason
    assert len(scan_store(location).memories) == len(SEEDED) + 3


def test_an_unexpected_exception_is_a_failed_pass_without_its_text(
    project: Path,
    location: StoreLocation,
    cfg: settings_mod.Settings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(*args: object, **kwargs: object) -> object:
        raise ValueError("quoting the model: sk-live-secret")

    monkeypatch.setattr(pipeline, "apply_ops", broken)

    outcome = _pass(project, location, cfg, _fenced({}))

    assert (outcome.action, outcome.reason) == ("failed", "internal-error: ValueError")
    mark = marks.load(cfg.state.dir, "ses_answer")
    assert mark is not None
    assert mark.failures == 1
    assert "sk-live" not in mark.last_error


def test_a_crashing_dream_still_writes_its_journal_line(
    project: Path,
    location: StoreLocation,
    cfg: settings_mod.Settings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def crash(*args: object, **kwargs: object) -> object:
        raise KeyError("boom")

    monkeypatch.setattr(dream, "_pass", crash)

    ctx = Context(project, cfg, dict(os.environ), located=location)
    outcome = dream._guarded_pass(
        dream._Pass(ctx, _session(project), (), "auto", _answering(""), "manual")
    )

    assert (outcome.result, outcome.reason) == ("fail", "crash")
    entry = journal.last_entry(cfg.state.dir, str(location.memory_dir))
    assert entry is not None
    assert (entry.mode, entry.result, entry.reason) == ("auto", "fail", "crash")
    assert entry.session == "ses_answer"


def test_a_failing_dream_gate_never_fails_maintenance(
    location: StoreLocation, cfg: settings_mod.Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    def crash(*args: object, **kwargs: object) -> object:
        raise RuntimeError("dream bug")

    monkeypatch.setattr(dream, "auto_dream", crash)
    ctx = Context(location.root, cfg, dict(os.environ), located=location)
    assert pipeline._dream_gate(pipeline._Run(ctx, _answering(""))) is None
