"""A turn in flight is busy until it has shown no sign of life for the staleness cutoff."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ocmem.gateway.activity import (
    STALE_AFTER_MS,
    in_flight,
    is_busy,
    is_stalled,
    last_sign_of_life,
)

NOW = 1_800_000_000_000
times = st.one_of(st.none(), st.integers(min_value=0, max_value=NOW))


def test_in_flight_follows_the_last_message() -> None:
    assert in_flight("user", None, None, False)
    assert in_flight("assistant", None, None, False)
    assert in_flight("assistant", 5, "tool-calls", False)
    assert not in_flight("assistant", 5, "tool-calls", True)
    assert not in_flight("assistant", 5, "stop", False)
    assert not in_flight(None, None, None, False)
    assert not in_flight("system", None, None, False)


@given(st.lists(times, max_size=5))
def test_the_last_sign_of_life_is_the_latest_known_time(values: list[int | None]) -> None:
    known = [v for v in values if v is not None]
    assert last_sign_of_life(*values) == (max(known) if known else None)


@given(st.integers(min_value=0, max_value=3 * STALE_AFTER_MS))
def test_busy_until_quiet_for_longer_than_the_cutoff(quiet_ms: int) -> None:
    last = NOW - quiet_ms
    assert is_stalled(last, NOW) == (quiet_ms > STALE_AFTER_MS)
    assert is_busy(True, last, NOW) == (quiet_ms <= STALE_AFTER_MS)
    assert not is_busy(False, last, NOW)


def test_a_turn_with_no_time_is_stalled_and_a_future_one_is_alive() -> None:
    assert is_stalled(None, NOW)
    assert not is_busy(True, None, NOW)
    assert is_busy(True, NOW + 60_000, NOW)  # a clock skewed ahead is not "dead"
