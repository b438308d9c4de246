"""Which sessions a watch scan picks: pure selection over fabricated sessions."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from ocmem.gateway.database import SessionInfo
from ocmem.state import marks
from ocmem.watch.scanner import (
    has_unmined_turns,
    is_excluded,
    select_sessions,
)

NOW_MS = 1_800_000_000_000
MINUTE_MS = 60_000


def session(
    sid: str,
    directory: Path | str,
    *,
    quiet_minutes: float = 10,
    turns: int = 2,
    fingerprint: str | None = None,
    **changes: object,
) -> SessionInfo:
    last = NOW_MS - int(quiet_minutes * MINUTE_MS)
    info = SessionInfo(
        id=sid,
        directory=str(directory),
        title="t",
        project_id=None,
        parent_id=None,
        time_created=last - 3_600_000,
        time_updated=last,
        time_archived=None,
        agent="build",
        model="fake/m1",
        model_variant=None,
        user_turns=turns,
        turn_ids=tuple(f"msg-{sid}-{n}" for n in range(turns)),
        turns_fingerprint=fingerprint or f"fp-{sid}-{turns}",
        last_message_time=last,
        busy=False,
        has_completed_reply=True,
        is_our_fork=False,
        is_fork=False,
        fork_own_turns=0,
    )
    return dataclasses.replace(info, **changes)  # type: ignore[arg-type]


def mined(info: SessionInfo, **changes: object) -> marks.Mark:
    mark = marks.Mark(info.id, info.user_turns, info.turns_fingerprint, updated_at=1.0)
    return dataclasses.replace(mark, **changes)  # type: ignore[arg-type]


def pick(
    sessions: list[SessionInfo],
    known: dict[str, marks.Mark] | None = None,
    *,
    idle_minutes: float = 3,
    exclude: tuple[str, ...] = (),
    max_forks: int = 5,
) -> tuple[list[str], dict[str, str], int]:
    known = known or {}
    selection = select_sessions(
        sessions,
        now_ms=NOW_MS,
        idle_minutes=idle_minutes,
        exclude=exclude,
        max_forks=max_forks,
        mark_of=lambda s: known.get(s.id),
    )
    chosen = [s.id for s in selection.chosen]
    skipped = {o.id: o.reason for o in selection.skipped}
    assert all(o.action == "skipped" for o in selection.skipped)
    return chosen, skipped, selection.up_to_date


def test_unmined_turns_follow_the_mark(tmp_path: Path) -> None:
    info = session("a", tmp_path)
    assert has_unmined_turns(info, None)
    assert not has_unmined_turns(info, mined(info))
    assert has_unmined_turns(info, mined(info, user_turns=1))
    assert has_unmined_turns(info, mined(info, fingerprint="edited"))
    assert not has_unmined_turns(session("b", tmp_path, turns=0), None)


def test_quiet_idle_sessions_with_new_turns_are_chosen_newest_first(tmp_path: Path) -> None:
    older = session("older", tmp_path, quiet_minutes=30)
    newer = session("newer", tmp_path, quiet_minutes=5)
    done = session("done", tmp_path)

    chosen, skipped, up_to_date = pick([older, done, newer], {"done": mined(done)})

    assert chosen == ["newer", "older"]
    assert skipped == {}
    assert up_to_date == 1


def test_sessions_that_must_wait_say_why(tmp_path: Path) -> None:
    sessions = [
        session("recent", tmp_path, quiet_minutes=1),
        session("busy", tmp_path, busy=True),
        session("unanswered", tmp_path, has_completed_reply=False),
        session("failing", tmp_path),
        session("gone", tmp_path / "deleted-project"),
        session("ours", tmp_path, is_our_fork=True),
        session("copy", tmp_path, is_fork=True, fork_own_turns=0),
    ]
    failing = marks.Mark("failing", 1, "x", failures=3, retry_after=NOW_MS / 1000 + 600)

    chosen, skipped, _ = pick(sessions, {"failing": failing})

    assert chosen == [], "our forks and turn-less fork copies are never mined"
    assert skipped == {
        "recent": "not-idle",
        "busy": "busy",
        "unanswered": "no-reply",
        "failing": "backing-off",
        "gone": "directory-gone",
    }


def test_idle_minutes_zero_takes_a_session_that_just_finished(tmp_path: Path) -> None:
    chosen, _, _ = pick([session("now", tmp_path, quiet_minutes=0)], idle_minutes=0)
    assert chosen == ["now"]


def test_at_most_max_forks_are_chosen_and_the_rest_wait_for_the_next_scan(
    tmp_path: Path,
) -> None:
    sessions = [session(f"s{i}", tmp_path, quiet_minutes=10 + i) for i in range(5)]

    chosen, skipped, _ = pick(sessions, max_forks=2)

    assert chosen == ["s0", "s1"]
    assert skipped == {"s2": "scan-cap", "s3": "scan-cap", "s4": "scan-cap"}


def test_waiting_sessions_do_not_use_up_the_cap(tmp_path: Path) -> None:
    sessions = [
        session("busy", tmp_path, quiet_minutes=1, busy=True),
        session("ready", tmp_path, quiet_minutes=20),
    ]
    chosen, skipped, _ = pick(sessions, max_forks=1)
    assert chosen == ["ready"]
    assert skipped == {"busy": "busy"}


def test_excluded_directories_are_skipped(tmp_path: Path) -> None:
    secret = tmp_path / "clients" / "secret"
    nested = secret / "src" / "app"
    nested.mkdir(parents=True)
    public = tmp_path / "clients" / "public"
    public.mkdir()
    sessions = [session("secret", secret), session("nested", nested), session("public", public)]

    chosen, skipped, _ = pick(sessions, exclude=(str(tmp_path / "clients" / "secr*"),))

    assert chosen == ["public"]
    assert skipped == {"secret": "excluded", "nested": "excluded"}


@pytest.mark.parametrize(
    ("pattern", "directory", "excluded"),
    [
        ("/work/scratch", "/work/scratch", True),
        ("/work/scratch", "/work/scratch/deep/er", True),
        ("/work/scratch/", "/work/scratch/x", True),
        ("/work/scratch/*", "/work/scratch/x/y", True),
        ("/work/scratch", "/work/scratchpad", False),
        ("*/tmp/*", "/home/u/tmp/demo", True),
        ("/work/[ab]*", "/work/beta", True),
        ("/work/[ab]*", "/work/gamma", False),
        ("~/sandbox", "HOME/sandbox/repo", True),
    ],
)
def test_exclude_globs_match_a_directory_or_any_ancestor(
    pattern: str, directory: str, excluded: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", "/home/tester")
    directory = directory.replace("HOME", "/home/tester")
    assert is_excluded(directory, [pattern]) is excluded


def test_no_exclude_patterns_exclude_nothing() -> None:
    assert not is_excluded("/anything", [])
    assert not is_excluded("/anything", ["  "])
