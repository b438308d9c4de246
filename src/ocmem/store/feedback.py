"""The harness-feedback sidecar: notes about the tooling, kept beside the store, never recalled.

It lives in the global project dir (outside `memory/`, never in a repository), so nothing
scans, indexes or recalls it. Entries are appended by rewriting the file atomically under
its own lock, which also covers creating the header exactly once.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ocmem.atomic import (
    PRIVATE_DIR_MODE,
    PRIVATE_FILE_MODE,
    make_dirs,
    sweep_temp_files,
    write_atomic,
)
from ocmem.state.lock import store_lock
from ocmem.store.location import HARNESS_FEEDBACK_FILE, StoreLocation
from ocmem.store.memory_file import one_line
from ocmem.store.ops import FeedbackOp

HEADER = (
    "# Harness feedback (NOT agent memory)\n"
    "\n"
    "Notes about the tools and the harness, meant for whoever maintains them: where a\n"
    "tool was slow or awkward, where the agent misjudged what it was asked to do. They\n"
    "are not memories and are never recalled into a session; opencode-memory appends\n"
    "one entry per finding when it processes a session.\n"
    "\n"
    "---\n"
    "\n"
)


def feedback_lock_name(location: StoreLocation) -> str:
    return "feedback-" + location.key


def format_feedback_entry(entry: FeedbackOp, *, logged: str, session_id: str | None) -> str:
    lines = [
        f"## {one_line(entry.title)}",
        f"- category: {one_line(entry.category)}",
        f"- logged: {logged}",
    ]
    if session_id:
        lines.append(f"- session: {one_line(session_id)}")
    return "\n".join(lines) + f"\n\n{entry.body.strip()}\n\n---\n\n"


def append_feedback(
    location: StoreLocation,
    entries: Sequence[FeedbackOp],
    *,
    logged: str,
    session_id: str | None,
    state_dir: Path,
    lock_timeout: float | None,
) -> int:
    """Append `entries` to the sidecar (creating it with its header); returns how many."""
    if not entries:
        return 0
    path = location.harness_feedback_path
    with store_lock(state_dir, feedback_lock_name(location), timeout=lock_timeout):
        make_dirs(path.parent, PRIVATE_DIR_MODE)  # the global project dir: private
        sweep_temp_files(path.parent, target=HARNESS_FEEDBACK_FILE)
        try:
            current = path.read_bytes()
        except FileNotFoundError:
            current = HEADER.encode("utf-8")
        if current and not current.endswith(b"\n"):
            current += b"\n\n"
        added = "".join(
            format_feedback_entry(entry, logged=logged, session_id=session_id) for entry in entries
        )
        write_atomic(path, current + added.encode("utf-8"), create_mode=PRIVATE_FILE_MODE)
    return len(entries)
