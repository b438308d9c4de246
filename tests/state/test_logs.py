"""A run log on a disk that takes no more bytes: silent, said once, never a traceback.

`/dev/full` opens like any file and fails every write with ENOSPC, as a full disk does.
"""

from __future__ import annotations

import errno
import logging
from pathlib import Path

import pytest

from ocmem.state.logs import RunLogFile

FULL = Path("/dev/full")


@pytest.mark.skipif(not FULL.exists(), reason="no /dev/full here")
def test_a_full_disk_is_reported_once_and_never_on_stderr(
    capsys: pytest.CaptureFixture[str],
) -> None:
    failures: list[OSError] = []
    handler = RunLogFile(FULL, failures.append)
    log = logging.getLogger("ocmem.test-full-disk")
    log.propagate = False
    log.addHandler(handler)
    try:
        for n in range(3):
            log.warning("line %d", n)
    finally:
        log.removeHandler(handler)
        handler.close()

    assert [exc.errno for exc in failures] == [errno.ENOSPC]
    assert capsys.readouterr().err == ""


def test_a_record_that_cannot_be_formatted_is_still_our_bug(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    failures: list[OSError] = []
    handler = RunLogFile(tmp_path / "run.log", failures.append)
    log = logging.getLogger("ocmem.test-bad-format")
    log.propagate = False
    log.addHandler(handler)
    try:
        log.warning("%d", "not a number")
        log.warning("still logging")
    finally:
        log.removeHandler(handler)
        handler.close()

    assert failures == []
    assert "Logging error" in capsys.readouterr().err
    assert "still logging" in (tmp_path / "run.log").read_text()
