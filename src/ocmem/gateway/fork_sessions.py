"""Finding the fork a run made of a session, when the run never learnt the fork's id.

opencode names a fork `<title> (fork #N)` (a fork of a fork keeps the base title and
counts on) and gives it the parent's directory; it records no link to the parent. A fork
killed before opencode stored its prompt has no message of its own, so neither our marker
nor a turn tells it apart: its parent's title, its directory and its creation time do.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ocmem.gateway.database import FORK_TITLE, OpencodeDatabase, SessionInfo

# Clock slack between our `time.time()` and opencode's own timestamps.
SLACK_MS = 2000


def base_title(title: str) -> str:
    """The title a fork of a session with `title` is numbered from."""
    match = FORK_TITLE.match(title or "")
    return match.group(1) if match else title


def is_fork_of(candidate: SessionInfo, parent: SessionInfo) -> bool:
    """`candidate` is named and placed as a fork of `parent` (any fork number)."""
    match = FORK_TITLE.match(candidate.title or "")
    return (
        match is not None
        and candidate.id != parent.id
        and match.group(1) == base_title(parent.title)
        and candidate.directory == parent.directory
    )


def is_unused(candidate: SessionInfo) -> bool:
    """A fork nobody went on with: no own turn, or only our own prompt."""
    own = candidate.fork_own_turns
    return own == 0 or (candidate.is_our_fork and own == 1)


def forks_of(
    db: OpencodeDatabase,
    parent_id: str,
    since_ms: int,
    until_ms: int | None = None,
    exclude: Sequence[str] = (),
) -> list[SessionInfo]:
    """Unused forks of `parent_id` created in [since_ms, until_ms] (with slack), oldest first."""
    parent = db.session(parent_id)
    if parent is None or not parent.directory:
        return []
    lower = since_ms - SLACK_MS
    upper = None if until_ms is None else until_ms + SLACK_MS
    found = [
        fork
        for fork in db.fork_sessions(Path(parent.directory))
        if is_fork_of(fork, parent)
        and is_unused(fork)
        and fork.id not in exclude
        and fork.time_created >= lower
        and (upper is None or fork.time_created <= upper)
    ]
    found.sort(key=lambda fork: (fork.time_created, fork.id))
    return found


def first_fork_of(
    db: OpencodeDatabase,
    parent_id: str,
    since_ms: int,
    until_ms: int | None = None,
    exclude: Sequence[str] = (),
) -> str | None:
    """The id of the first unused fork of `parent_id` made since `since_ms`, if any."""
    found = forks_of(db, parent_id, since_ms, until_ms, exclude)
    return found[0].id if found else None


def session_exists(db: OpencodeDatabase, session_id: str) -> bool:
    return db.session(session_id) is not None


__all__: Sequence[str] = [
    "base_title",
    "first_fork_of",
    "forks_of",
    "is_fork_of",
    "is_unused",
    "session_exists",
]
