"""Every directory the tool creates under its state dir is private (0700), each level of it:
`mkdir(parents=True, mode=…)` gives the mode to the last level only, which left
`recall/` at 0755 above `recall/launch/` (found by a black-box scale test)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ocmem.state import journal, recall_record
from ocmem.wrapper import launch_recall


def _dirs(root: Path) -> dict[str, int]:
    found = {".": stat.S_IMODE(root.stat().st_mode)}
    for path in root.rglob("*"):
        if path.is_dir():
            found[str(path.relative_to(root))] = stat.S_IMODE(path.stat().st_mode)
    return found


def test_state_directories_are_private_at_every_level(tmp_path: Path) -> None:
    state_dir = tmp_path / "state" / "opencode-memory"
    old = os.umask(0o022)
    try:
        recall_record.remember(state_dir, "ses_3f9a2c71bffeR2mQx8LkTz0Wd1", tmp_path, tmp_path)
        block = launch_recall.RecallBlock("remember this", 1, False)
        launch_recall.write_launch_file(state_dir, block)
        entry = journal.JournalEntry(journal.now_iso(), "dream", "ok", 0, 0, None, None, "s", 1)
        journal.append(state_dir, entry)
    finally:
        os.umask(old)

    modes = _dirs(state_dir)
    assert {"recall", "recall/launch"} <= set(modes)
    assert {name: mode for name, mode in modes.items() if mode != 0o700} == {}
