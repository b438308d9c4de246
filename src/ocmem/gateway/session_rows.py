"""Turning opencode's session rows into `SessionInfo`s, and the fingerprint of their turns.

The fingerprint is computed where the turns are read: marks only store and compare it.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ocmem.gateway import activity as turn_activity

MARKER_PREFIX = "<!-- opencode-memory:"
FORK_TITLE = re.compile(r"^(.+) \(fork #(\d+)\)$")


@dataclass(frozen=True)
class SessionInfo:
    """One opencode session with the figures the maintenance pipeline decides on.

    `user_turns` counts user messages carrying text the user wrote: synthetic messages
    (file reads, continuation nudges), compaction requests and turns undone by a pending
    revert are left out. `turns_fingerprint` hashes those turns' ids and texts, so it
    changes when a turn is reverted or replaced even if the count does not. Compaction
    keeps the stored turns, so it changes neither.

    `turn_ids` are those turns' message ids, oldest first, as the state marks keep them.
    `busy` means a turn is in flight (design §7) and showed a sign of life recently;
    `stalled` means one is in flight but went quiet past the cutoff (its opencode died
    mid-turn, `ocmem.gateway.activity`), so it counts as finished. `fork_own_turns`
    counts the turns sent after the session was created, which for a fork excludes the
    copied history.
    """

    id: str
    directory: str
    title: str
    project_id: str | None
    parent_id: str | None
    time_created: int
    time_updated: int
    time_archived: int | None
    agent: str | None
    model: str | None
    model_variant: str | None
    user_turns: int
    turn_ids: tuple[str, ...]
    turns_fingerprint: str
    last_message_time: int | None
    busy: bool
    has_completed_reply: bool
    is_our_fork: bool
    is_fork: bool
    fork_own_turns: int
    last_activity_time: int | None = None
    stalled: bool = False

    @property
    def is_turnless_fork(self) -> bool:
        """A `(fork #N)` copy nobody said anything to after the fork point."""
        return self.is_fork and self.fork_own_turns == 0


@dataclass(frozen=True)
class UserTurn:
    id: str
    time_created: int
    text: str


@dataclass(frozen=True)
class SessionRow:
    id: str
    directory: str
    title: str
    project_id: str | None
    parent_id: str | None
    time_created: int
    time_updated: int
    time_archived: int | None
    agent: str | None
    model_provider: str | None
    model_id: str | None
    model_variant: str | None
    revert_message: str | None
    revert_part: str | None


@dataclass(frozen=True)
class Activity:
    """The session's last live message and whether any assistant reply completed."""

    last_time: int | None
    last_role: str | None
    last_completed: int | None
    last_finish: str | None
    last_errored: bool
    last_agent: str | None
    last_updated: int | None
    last_part_updated: int | None
    replied: bool
    assistant_provider: str | None
    assistant_model: str | None


@dataclass(frozen=True)
class Turn:
    session_id: str
    message_id: str
    time_created: int
    own: bool
    text: str


def carries_marker(turns: Sequence[Turn]) -> bool:
    """Our forks: the first turn sent after the session was created holds the marker.

    A fork copies its parent's messages with their original times, so the first turn
    created at or after the session itself is the one sent to the fork.
    """
    first_own = next((turn for turn in turns if turn.own), None)
    return first_own is not None and MARKER_PREFIX in first_own.text


def _in_flight(activity: Activity | None) -> bool:
    if activity is None:
        return False
    return turn_activity.in_flight(
        activity.last_role, activity.last_completed, activity.last_finish, activity.last_errored
    )


def _last_sign_of_life(activity: Activity | None) -> int | None:
    if activity is None:
        return None
    return turn_activity.last_sign_of_life(
        activity.last_time,
        activity.last_completed,
        activity.last_updated,
        activity.last_part_updated,
    )


def _model_spec(provider: str | None, model: str | None) -> str | None:
    provider = (provider or "").strip()
    model = (model or "").strip()
    if not model:
        return None
    return f"{provider}/{model}" if provider else model


def session_info(row: SessionRow, activity: Activity | None, turns: list[Turn]) -> SessionInfo:
    model = _model_spec(row.model_provider, row.model_id)
    if model is None and activity is not None:
        model = _model_spec(activity.assistant_provider, activity.assistant_model)
    agent = row.agent or (activity.last_agent if activity is not None else None)
    flight = _in_flight(activity)
    sign_of_life = _last_sign_of_life(activity)
    return SessionInfo(
        id=row.id,
        directory=row.directory,
        title=row.title,
        project_id=row.project_id,
        parent_id=row.parent_id,
        time_created=row.time_created,
        time_updated=row.time_updated,
        time_archived=row.time_archived,
        agent=agent or None,
        model=model,
        model_variant=row.model_variant or None,
        user_turns=len(turns),
        turn_ids=tuple(t.message_id for t in turns),
        turns_fingerprint=fingerprint([t.message_id for t in turns], [t.text for t in turns]),
        last_message_time=activity.last_time if activity is not None else None,
        busy=turn_activity.is_busy(flight, sign_of_life),
        has_completed_reply=bool(activity and activity.replied),
        is_our_fork=carries_marker(turns),
        is_fork=FORK_TITLE.match(row.title or "") is not None,
        fork_own_turns=sum(1 for t in turns if t.own),
        last_activity_time=sign_of_life,
        stalled=flight and turn_activity.is_stalled(sign_of_life),
    )


def fingerprint(turn_ids: Sequence[str], turn_texts: Sequence[str]) -> str:
    digest = hashlib.sha256()
    for turn_id, text in zip(turn_ids, turn_texts, strict=True):
        digest.update(turn_id.encode())
        digest.update(b"\0")
        digest.update(text.encode("utf-8", "surrogatepass"))
        digest.update(b"\1")
    return digest.hexdigest()
