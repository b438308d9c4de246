"""`status` text after a year of sessions: the pending ids and the per-session marks are
capped (a tester's 317 pending sessions printed one 10,154-character line, and every session
ever mined printed a line of its own), and what is left out is counted."""

from __future__ import annotations

from types import SimpleNamespace

from ocmem.cli import status_view
from ocmem.status import SessionMark


def _mark(n: int, failures: int = 0) -> SessionMark:
    return SessionMark(f"ses_{n:026d}", 3, 3, None, failures, None)


def test_long_lists_are_capped_and_counted() -> None:
    report = SimpleNamespace(
        database_error=None,
        pending=tuple(f"ses_{n:026d}" for n in range(317)),
        sessions_in_scope=741,
        marks=(*(_mark(n) for n in range(400)), _mark(999, failures=2)),
    )

    lines = status_view._session_lines(report)  # type: ignore[arg-type]

    pending = next(line for line in lines if line.startswith("pending:"))
    assert pending.count("ses_") == 10
    assert pending.endswith("and 307 more (`status --json` lists all)")
    assert len(pending) < 400
    marks = [line for line in lines if line.startswith("  ses_")]
    assert len(marks) == 20
    assert "ses_" + "0" * 23 + "999" in marks[0], "a session with failures is shown first"
    assert lines[-1] == "  … 381 more (`status --json` lists all)"
    assert lines[0] == "sessions:   741 in scope, 401 mined"


def test_short_lists_are_printed_whole() -> None:
    report = SimpleNamespace(
        database_error=None, pending=("ses_a",), sessions_in_scope=2, marks=(_mark(1),)
    )
    lines = status_view._session_lines(report)  # type: ignore[arg-type]
    assert "pending:    ses_a" in lines
    assert not any("more" in line for line in lines)
