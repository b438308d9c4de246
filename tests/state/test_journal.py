from __future__ import annotations

from pathlib import Path

from ocmem.state import journal


def entry(**changes: object) -> journal.JournalEntry:
    base: dict[str, object] = {
        "ts": "2026-11-21T10:00:00.000Z",
        "mode": "auto",
        "result": "ok",
        "deleted": 2,
        "saved": 1,
        "model": "anthropic/claude-sonnet-4",
        "session": "ses_1",
        "store": "/home/a/memory",
        "duration_ms": 1234,
        "reason": None,
    }
    base.update(changes)
    return journal.JournalEntry(**base)  # type: ignore[arg-type]


def test_line_has_the_design_fields_in_order() -> None:
    assert journal.format_line(entry()) == (
        "ts=2026-11-21T10:00:00.000Z mode=auto result=ok deleted=2 saved=1 "
        "model=anthropic/claude-sonnet-4 session=ses_1 store=/home/a/memory duration_ms=1234"
    )


def test_reason_comes_last_only_when_not_ok_and_odd_values_are_json_strings() -> None:
    line = journal.format_line(
        entry(result="fail", reason="mass-delete", model=None, store='/tmp/my "odd" = store')
    )
    assert line.endswith(
        'model=- session=ses_1 store="/tmp/my \\"odd\\" = store" duration_ms=1234 '
        "reason=mass-delete"
    )
    assert "reason=" not in journal.format_line(entry(reason="ignored-when-ok"))


def test_lines_round_trip_and_filter_by_store(tmp_path: Path) -> None:
    first = entry(store="/a b/memory", result="skipped", reason="no-session", session=None)
    second = entry(store="/other")
    journal.append(tmp_path, first)
    journal.append(tmp_path, second)
    assert journal.read(tmp_path) == [first, second]
    assert journal.read(tmp_path, store="/a b/memory") == [first]
    assert journal.read(tmp_path, limit=1) == [second]
    assert journal.last_entry(tmp_path, "/a b/memory") == first
    assert journal.last_entry(tmp_path, "/nowhere") is None
