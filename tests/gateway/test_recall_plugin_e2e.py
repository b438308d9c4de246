"""The per-turn recall plugin inside the real opencode: where the block goes, and that no
failure of the service ever breaks a turn. The service here is a stand-in whose answers the
test controls; the real `recall serve` is driven in tests/wrapper/test_recall_turn_e2e.py."""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

import pytest
from testing.opencode_harness import FAKE_MODEL, OpencodeHarness
from testing.recall_services import (
    BLOCK,
    logged_requests,
    misbehaving_service,
    recall_asked_at,
    recording_service,
    timed_service,
)

from ocmem.gateway import recall_plugin
from ocmem.gateway.recall_plugin import COMMAND_ENV

pytestmark = pytest.mark.opencode

LOG_PREFIX = "opencode-memory recall:"


def run_turn(
    opencode: OpencodeHarness, repo: Path, argv: list[str] | None, message: str, **env: str
) -> tuple[float, str]:
    """One `run` turn; (seconds it took, its session id)."""
    extra = dict(env)
    if argv is not None:
        extra[COMMAND_ENV] = json.dumps(argv)
    started = time.monotonic()
    result = opencode.run(["run", "--format", "json", "-m", FAKE_MODEL, message], repo, env=extra)
    elapsed = time.monotonic() - started
    assert result.returncode == 0, result.stderr[-2000:]
    assert "OK." in [e.get("part", {}).get("text") for e in result.events()], "the turn answered"
    return elapsed, result.session_id()


def our_log_lines(opencode: OpencodeHarness) -> list[str]:
    lines = []
    for log in (Path(opencode.env["XDG_DATA_HOME"]) / "opencode" / "log").glob("*.log"):
        lines += [line for line in log.read_text().splitlines() if LOG_PREFIX in line]
    return lines


def user_contents(opencode: OpencodeHarness) -> list[list[dict[str, object]]]:
    """The content parts of the last user message of each chat request."""
    found = []
    for request in opencode.server.chat_requests():
        if request.is_title_request():
            continue
        (last,) = [m for m in request.messages if m["role"] == "user"][-1:]
        content = last["content"]
        found.append(content if isinstance(content, list) else [{"type": "text", "text": content}])
    return found


def test_the_block_rides_on_the_users_message_never_the_system_prompt(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path
) -> None:
    opencode.configure({"plugin": [recall_plugin.plugin_url()]})
    argv, log = recording_service(tmp_path)

    _, session_id = run_turn(opencode, git_repo, argv, "How do we deploy?")

    (request,) = [r for r in opencode.server.chat_requests() if not r.is_title_request()]
    assert BLOCK not in request.system_text()
    ((said, recalled),) = user_contents(opencode)
    assert "How do we deploy?" in str(said["text"])
    assert recalled == {"type": "text", "text": BLOCK}, "after the user's words, as sent"
    warm_up, recall, delivered = logged_requests(log, warm_up=True)
    assert warm_up == {"op": "ping", "directory": str(git_repo), "id": 1}, (
        "the store is loaded while opencode starts"
    )
    assert recall["op"] == "recall"
    assert recall["session"] == session_id
    assert recall["directory"] == str(git_repo)
    assert "How do we deploy?" in str(recall["text"])
    assert delivered == {
        "op": "delivered",
        "session": session_id,
        "directory": str(git_repo),
        "files": ["a.md"],
    }
    stored = opencode.messages(session_id)[0]
    assert stored[0] == "user"
    assert BLOCK in stored[1], "stored with the message, so every later request replays it"
    assert our_log_lines(opencode) == []


@pytest.mark.parametrize("kind", ["missing", "sleep", "garbage", "crash", "error", "not-a-block"])
def test_a_broken_service_leaves_the_turn_intact(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path, kind: str
) -> None:
    opencode.configure({"plugin": [recall_plugin.plugin_url()]})

    run_turn(opencode, git_repo, misbehaving_service(tmp_path, kind), "How do we deploy?")

    ((said,),) = user_contents(opencode)
    assert "How do we deploy?" in str(said["text"]), "the turn went on without recall"
    (line,) = our_log_lines(opencode)
    assert "no recall for this turn" in line


def test_a_slow_service_costs_the_turn_at_most_its_deadline(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path
) -> None:
    deadline, pairs = 0.5, 3
    opencode.configure({"plugin": [recall_plugin.plugin_url()]})
    quick_argv, quick_log = timed_service(tmp_path, slow=False)
    slow_argv, slow_log = timed_service(tmp_path, slow=True)
    run_turn(opencode, git_repo, None, "Warm up.")
    for _ in range(pairs):
        run_turn(opencode, git_repo, quick_argv, "How do we deploy?")
        run_turn(opencode, git_repo, slow_argv, "How do we deploy?")

    lines = our_log_lines(opencode)
    assert len(lines) == pairs
    assert all(f"did not answer within {int(deadline * 1000)} ms" in line for line in lines)
    # Each turn is timed from the plugin asking the service (inside its hook) to the request
    # reaching the model, so opencode's start-up, which varies by seconds on a loaded
    # machine, is outside the window; quick and slow turns alternate.
    requests = [r.received for r in opencode.server.chat_requests() if not r.is_title_request()]
    quick = [
        at - asked for at, asked in zip(requests[1::2], recall_asked_at(quick_log), strict=True)
    ]
    slow = [at - asked for at, asked in zip(requests[2::2], recall_asked_at(slow_log), strict=True)]
    assert min(slow) >= deadline * 0.9, ("the model was asked only after the deadline", slow)
    added = statistics.median(slow) - statistics.median(quick)
    assert added < deadline + 1.0, ("the turn waited no longer than the deadline", slow, quick)


@pytest.mark.parametrize("setting", ["1e12", "99999999999999999999", "0x10"])
def test_a_deadline_setting_out_of_range_still_recalls_and_says_so(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path, setting: str
) -> None:
    """Found by a black-box tester: a deadline above 2^31-1 ms (someone's "no deadline")
    overflowed the timer, so every turn timed out at once; ``0x10`` was read as 16 ms."""
    opencode.configure({"plugin": [recall_plugin.plugin_url()]})
    argv, _ = recording_service(tmp_path)

    run_turn(
        opencode, git_repo, argv, "How do we deploy?", OPENCODE_MEMORY_RECALL_DEADLINE_MS=setting
    )

    ((_, recalled),) = user_contents(opencode)
    assert recalled == {"type": "text", "text": BLOCK}, "the turn got its recall"
    (line,) = our_log_lines(opencode)
    assert f"OPENCODE_MEMORY_RECALL_DEADLINE_MS={setting}" in line


def test_our_own_fork_prompts_and_forks_get_no_recall(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path
) -> None:
    opencode.configure({"plugin": [recall_plugin.plugin_url()]})
    argv, log = recording_service(tmp_path)

    run_turn(opencode, git_repo, argv, "How do we deploy?", OPENCODE_MEMORY_FORK_TOKEN="abc")
    assert logged_requests(log, warm_up=True) == [], "a fork never starts the service"
    run_turn(opencode, git_repo, argv, "<!-- opencode-memory:extract -->\nmine this session")
    assert logged_requests(log) == [], "a fork prompt is never sent for recall"
    assert all(len(content) == 1 for content in user_contents(opencode))


def test_loaded_twice_it_recalls_once(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path
) -> None:
    """A wrapped launch names the shipped plugin while an installed copy sits in the global
    plugin dir: one copy works, the other stays inert."""
    opencode.configure({"plugin": [recall_plugin.plugin_url()]})
    installed = recall_plugin.installed_path(opencode.env)
    installed.parent.mkdir(parents=True)
    other = tmp_path / "other"
    other.mkdir()
    other_argv, other_log = recording_service(other)
    installed.write_text(recall_plugin.installed_text(other_argv))
    argv, log = recording_service(tmp_path)

    run_turn(opencode, git_repo, argv, "How do we deploy?")

    ((_said, recalled),) = user_contents(opencode)
    assert recalled["text"] == BLOCK
    asked = logged_requests(log) + logged_requests(other_log)
    assert [r["op"] for r in asked] == ["recall", "delivered"]
