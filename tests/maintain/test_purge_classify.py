"""Which forks purge-forks takes: the decision for each kind of fork session."""

from __future__ import annotations

import dataclasses

import pytest

from ocmem.gateway.database import SessionInfo
from ocmem.maintain.purge import classify

NOW_MS = 1_800_000_000_000
IN_FLIGHT_MS = 660_000


def fork(**changes: object) -> SessionInfo:
    base = SessionInfo(
        id="ses_fork",
        directory="/work/project",
        title="Deploy notes (fork #1)",
        project_id=None,
        parent_id=None,
        time_created=NOW_MS - 3_600_000,
        time_updated=NOW_MS - 3_600_000,
        time_archived=None,
        agent=None,
        model=None,
        model_variant=None,
        user_turns=2,
        turn_ids=("m1", "m2"),
        turns_fingerprint="fp",
        last_message_time=NOW_MS - 3_600_000,
        busy=False,
        has_completed_reply=True,
        is_our_fork=False,
        is_fork=True,
        fork_own_turns=0,
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({}, (True, "turnless-fork")),
        ({"fork_own_turns": 1}, (False, "continued")),
        ({"is_our_fork": True, "fork_own_turns": 1}, (True, "our-fork")),
        ({"is_our_fork": True, "is_fork": False, "fork_own_turns": 1}, (True, "our-fork")),
        ({"is_our_fork": True, "fork_own_turns": 2}, (False, "continued")),
        (
            {
                "is_our_fork": True,
                "fork_own_turns": 1,
                "busy": True,
                "last_message_time": NOW_MS - 5_000,
            },
            (False, "in-flight"),
        ),
        # Stuck mid-answer for longer than any extraction may run: its process died.
        ({"is_our_fork": True, "fork_own_turns": 1, "busy": True}, (True, "our-fork")),
    ],
)
def test_classify(changes: dict[str, object], expected: tuple[bool, str]) -> None:
    assert classify(fork(**changes), NOW_MS, IN_FLIGHT_MS) == expected
