from __future__ import annotations

from pathlib import Path

from ocmem.gateway.session_rows import fingerprint
from ocmem.state import marks


def mark_for(ids: tuple[str, ...], texts: list[str]) -> marks.Mark:
    return marks.advanced(None, "ses_1", ids, fingerprint(ids, texts))


def test_no_mark_mines_everything() -> None:
    delta = marks.delta(None, ("m1", "m2"), "fp")
    assert (delta.start, delta.end, delta.reason) == (0, 2, "no-mark")


def test_new_turns_are_mined_from_the_boundary() -> None:
    mark = mark_for(("m1",), ["a"])
    delta = marks.delta(mark, ("m1", "m2", "m3"), fingerprint(("m1", "m2", "m3"), ["a", "b", "c"]))
    assert (delta.start, delta.end, delta.reason) == (1, 3, "new-turns")


def test_unchanged_turns_are_up_to_date() -> None:
    mark = mark_for(("m1", "m2"), ["a", "b"])
    delta = marks.delta(mark, ("m1", "m2"), mark.fingerprint)
    assert (delta.has_new_turns, delta.reason) == (False, "up-to-date")


def test_shrunk_or_changed_turns_are_mined_again_from_scratch() -> None:
    mark = mark_for(("m1", "m2"), ["a", "b"])
    assert marks.delta(mark, ("m1",), "x").reason == "turns-shrank"
    assert marks.delta(mark, ("m1", "m9", "m3"), "x").reason == "turns-changed"
    edited = marks.delta(mark, ("m1", "m2"), fingerprint(("m1", "m2"), ["a", "B"]))
    assert (edited.start, edited.end, edited.reason) == (0, 2, "turns-changed")


def test_three_failures_then_exponential_backoff_capped_at_a_day() -> None:
    now = 1_000_000.0
    mark = None
    waits = []
    for _ in range(12):
        mark = marks.failed(mark, "ses_1", "fork-failed: model gone", now=now)
        waits.append(mark.retry_after - now if mark.retry_after else 0)
    assert waits[:2] == [0, 0], "the first two failures retry on the next run"
    assert waits[2] == marks.BACKOFF_BASE_SECONDS
    assert waits[3] == 2 * marks.BACKOFF_BASE_SECONDS
    assert max(waits) == marks.BACKOFF_CAP_SECONDS
    assert mark is not None
    assert marks.backing_off(mark, now=now + 10)
    assert not marks.backing_off(mark, now=now + marks.BACKOFF_CAP_SECONDS + 1)
    recovered = marks.advanced(mark, "ses_1", ("m1",), "fp")
    assert (recovered.failures, recovered.retry_after) == (0, 0.0)


def test_save_load_and_prune(tmp_path: Path) -> None:
    kept = mark_for(("m1",), ["a"])
    gone = marks.advanced(None, "ses_gone", ("x",), "fp")
    marks.save(tmp_path, kept)
    marks.save(tmp_path, gone)
    assert marks.load(tmp_path, "ses_1") == kept
    assert marks.prune(tmp_path, ["ses_1"]) == 1
    assert marks.load(tmp_path, "ses_gone") is None
    assert marks.load(tmp_path, "ses_1") == kept
    (tmp_path / "marks" / "garbage.json").write_text("{not json")
    assert [m.session_id for m in marks.all_marks(tmp_path)] == ["ses_1"]
