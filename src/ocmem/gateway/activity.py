"""Is a session's turn still in flight, or did the opencode running it die mid-turn?

A turn is in flight while the last message is the user's (no reply yet), or an assistant
step that has not completed, or one that ended in tool calls (another step follows). A
session in flight is busy and is not forked (design §7).

But an opencode that is killed, crashes or loses power mid-turn leaves exactly that
picture behind forever: a user message with no reply, or a reply that never completed.
Such a session would be busy for ever and its turns never mined. So a turn that has shown
no sign of life for `STALE_AFTER_MS` is taken as finished. Signs of life are the last
message's creation, completion and update times and the update time of its newest part
(a running tool updates its part as output arrives), so a long answer or a long tool run
that is still producing output is not cut short.

Ten minutes is a constant, not a setting: well past a model's first-token time even with
retries (opencode's own retry backoff stays below a minute per attempt) and past typical
silent tool runs, yet short enough that `watch` and the next launch's exit pass pick up a
dead turn the same working session.
"""

from __future__ import annotations

import time

STALE_AFTER_MS = 10 * 60 * 1000


def in_flight(
    last_role: str | None, last_completed: int | None, last_finish: str | None, errored: bool
) -> bool:
    if last_role == "user":
        return True
    if last_role != "assistant":
        return False
    if last_completed is None:
        return True
    return last_finish == "tool-calls" and not errored


def last_sign_of_life(*times: int | float | None) -> int | None:
    """The latest of the given millisecond times (None when there is none)."""
    known = [int(t) for t in times if isinstance(t, int | float) and not isinstance(t, bool)]
    return max(known) if known else None


def is_stalled(last_activity_ms: int | None, now_ms: int | None = None) -> bool:
    """No sign of life for longer than the cutoff (a turn with no time at all is stalled)."""
    if last_activity_ms is None:
        return True
    now_ms = int(time.time() * 1000) if now_ms is None else now_ms
    return now_ms - last_activity_ms > STALE_AFTER_MS


def is_busy(flight: bool, last_activity_ms: int | None, now_ms: int | None = None) -> bool:
    """In flight and not stalled: a turn is being worked on right now."""
    return flight and not is_stalled(last_activity_ms, now_ms)
