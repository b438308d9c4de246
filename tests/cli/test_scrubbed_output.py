"""Every way text leaves the process passes the scrubber: the renderer (text, JSON,
warnings, errors), the run log, the journal, the history, marks and background failures.
Identifiers the reports must carry (opencode's ids, our pass ids) come through whole."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from testing.cli import ocmem

from ocmem.cli import render
from ocmem.redact import MARKER
from ocmem.state import background, history, journal, logs, marks
from ocmem.state.history import Change, Recording

TOKEN = "ghp_" + "R7kq2Lm9Xw4Tz8Vb3Nc6Hd1Jf5Gs0Pa2Qe7U"
PASSWORD = "Tr0ub4dor-horse-9921"
PEM = (
    "-----BEGIN RSA PRIVATE KEY-----\n"
    "MIIEowIBAAKCAQEAx1oQ2b7vWk9mZkq4Ue3rLh6p8sT0aYdGfJ2nVcX5bR1tHqM8\n"
    "-----END RSA PRIVATE KEY-----"
)
SESSION = "ses_deb9f7f65ffeklPSNhPFmeCp75"
PASS_ID = "20261125T202659634936Z"
SAID = f"provider said: token {TOKEN} password={PASSWORD}"


def assert_clean(text: str) -> None:
    assert TOKEN not in text
    assert PASSWORD not in text
    assert "MIIEowIBAAKCAQEAx1oQ2b7vWk9mZkq4Ue3rLh6p8sT0aYdGfJ2nVcX5bR1tHqM8" not in text


def test_text_json_warnings_and_errors_are_scrubbed_and_keep_ids(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = {
        "sessions": [{"id": SESSION, "action": "failed", "reason": SAID}],
        "pass": PASS_ID,
        "key": PEM,
        "password": PASSWORD,
    }
    render.render(report, as_json=True)
    render.render(f"session {SESSION}: {SAID}\n{PEM}")
    render.warn(f"pass {PASS_ID}: {SAID}")
    render.fail(SAID, hint=f"password {PASSWORD}")
    out, err = capsys.readouterr()
    assert_clean(out + err)
    shown = json.loads(out[: out.index("\n}\n") + 3])
    assert shown["sessions"][0]["id"] == SESSION
    assert shown["pass"] == PASS_ID
    assert shown["sessions"][0]["reason"] == f"provider said: token {MARKER} password={MARKER}"
    assert shown["password"] == MARKER, "a key and its value in two strings are seen together"
    assert f"session {SESSION}: provider said" in out
    assert f"pass {PASS_ID}:" in err
    assert err.count(MARKER) >= 3


def test_the_run_log_scrubs_arguments_and_tracebacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = logs.start_run_log(tmp_path, "maintain", echo_stderr=True)
    assert path is not None
    log = logs.logger()
    log.info("session=%s reason=%s", SESSION, SAID)
    try:
        raise RuntimeError(f"the fork said {SAID}")
    except RuntimeError:
        log.exception("unexpected error")
    for handler in list(log.handlers):
        log.removeHandler(handler)
        handler.close()
    written = path.read_text()
    assert_clean(written + capsys.readouterr().err)
    assert f"session={SESSION} reason=provider said: token {MARKER}" in written
    assert "Traceback" in written
    assert "RuntimeError: the fork said provider said" in written


def test_the_last_resort_handler_sees_scrubbed_records(
    capsys: pytest.CaptureFixture[str],
) -> None:
    log = logging.getLogger(logs.LOGGER_NAME)
    for handler in list(log.handlers):
        log.removeHandler(handler)
    log.propagate = False
    log.warning("no run log yet: %s", SAID)
    assert_clean(capsys.readouterr().err)


def test_the_journal_keeps_no_secret(tmp_path: Path) -> None:
    entry = journal.JournalEntry(
        ts=journal.now_iso(),
        mode="forced",
        result="fail",
        deleted=0,
        saved=0,
        model="fake/m1",
        session=SESSION,
        store=str(tmp_path / "store"),
        duration_ms=5,
        reason=SAID,
    )
    journal.append(tmp_path, entry)
    assert_clean(journal.journal_path(tmp_path).read_text())
    (read,) = journal.read(tmp_path)
    assert read.session == SESSION
    assert read.reason == f"provider said: token {MARKER} password={MARKER}"


def test_history_notes_marks_and_background_failures_keep_no_secret(tmp_path: Path) -> None:
    memory_dir = tmp_path / "memory"
    memory_dir.mkdir()
    state = tmp_path / "state"
    record = history.record_pass(
        state,
        memory_dir,
        Recording("restore", note=SAID),
        SESSION,
        [Change("project_a.md", "created", None, b"a")],
    )
    assert record is not None
    marks.save(state, marks.failed(None, SESSION, "fork-failed: " + SAID))
    background.record_failure(state, "maintain", SAID, hint=f"password {PASSWORD}")
    kept = [p.read_text() for p in state.rglob("*.json")]
    assert len(kept) == 3
    for text in kept:
        assert_clean(text)
    (listed,) = history.list_passes(state, memory_dir)
    assert listed.session == SESSION
    assert listed.note == f"provider said: token {MARKER} password={MARKER}"
    mark = marks.load(state, SESSION)
    assert mark is not None
    assert mark.last_error.startswith(f"fork-failed: provider said: token {MARKER}")


@pytest.mark.parametrize(
    "args",
    [
        ["status", "--dir", f"/nonexistent/{TOKEN}"],
        ["dream", f"--{TOKEN}"],
        ["completion", TOKEN],
        ["mcp", "--print-config", TOKEN],
    ],
)
def test_a_usage_error_quoting_what_was_typed_is_scrubbed(args: list[str]) -> None:
    """Found by a black-box tester: click printed its usage errors itself, past the
    scrubber, so a key pasted into an option or a path came back whole."""
    result = ocmem(args)
    assert result.returncode == 2
    assert "Usage: opencode-memory" in result.stderr
    assert TOKEN not in result.stdout + result.stderr
    assert MARKER in result.stderr


@pytest.mark.parametrize(
    ("args", "redirect", "said"),
    [
        (["--version"], ">&-", "standard output is closed"),
        (["memories", "list"], ">&-", "standard output is closed"),
        (["redact"], "<&-", "standard input is closed"),
        (["redact"], "</dev/null >/dev/full", "no space left to write the output"),
    ],
)
def test_closed_or_full_standard_streams_are_one_line_not_a_bug(
    args: list[str], redirect: str, said: str
) -> None:
    """Found by a black-box tester: a closed stdin or stdout gave 'AttributeError … this
    is a bug' (a traceback for --version), and a full stdout a hint about the state dir."""
    import shlex
    import subprocess
    import sys

    command = " ".join(shlex.quote(a) for a in [sys.executable, "-m", "ocmem", *args])
    result = subprocess.run(
        ["bash", "-c", f"{command} {redirect}"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 1
    assert said in result.stderr
    assert "bug" not in result.stderr
    assert "Traceback" not in result.stderr
    assert "STATE_DIR" not in result.stderr


@pytest.mark.parametrize("args", [["audit"], ["status"], ["memories", "list"]])
def test_a_dir_that_is_a_device_is_refused(args: list[str]) -> None:
    """Found by a black-box tester: `--dir /dev/null` passed click's file check (a device
    is no regular file) and `audit` reported a store `-dev-null` scoring 100."""
    result = ocmem([*args, "--dir", "/dev/null"])
    assert result.returncode == 2
    assert "is not a directory" in result.stderr
