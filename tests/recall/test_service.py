"""`recall serve` as the plugin runs it: a real process speaking JSON lines."""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

import pytest
from tests.recall.conftest import STAMP, write_memories

from ocmem import context
from ocmem.recall import RECALL_CLOSE_TAG, RECALL_OPEN_TAG
from ocmem.recall.memories import StoreView
from ocmem.recall.ranker import RecallIndex
from ocmem.recall.service import RecallService
from ocmem.store.memory_file import Memory

DEPLOY = "how do I deploy the release to production?"


class Service:
    """One `opencode-memory recall serve` process, as one opencode launch spawns it."""

    def __init__(self, env: Mapping[str, str]) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ocmem", "recall", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=dict(env),
        )
        self._lines: queue.Queue[bytes] = queue.Queue()
        assert self.proc.stdout is not None
        threading.Thread(target=self._pump, args=(self.proc.stdout,), daemon=True).start()

    def _pump(self, stream: IO[bytes]) -> None:
        for line in stream:
            self._lines.put(line)

    def send(self, line: str | bytes) -> None:
        assert self.proc.stdin is not None
        data = line.encode() if isinstance(line, str) else line
        self.proc.stdin.write(data + b"\n")
        self.proc.stdin.flush()

    def reply(self, timeout: float = 20) -> dict[str, Any]:
        line = self._lines.get(timeout=timeout)
        assert line.endswith(b"\n")
        value = json.loads(line)
        assert isinstance(value, dict)
        return value

    def ask(self, message: dict[str, Any]) -> dict[str, Any]:
        self.send(json.dumps(message))
        return self.reply()

    def close(self) -> tuple[int, str]:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        code = self.proc.wait(timeout=20)
        assert self.proc.stderr is not None
        err = self.proc.stderr.read().decode()
        assert self._lines.empty(), "the service printed more than it was asked"
        return code, err


@pytest.fixture
def service(isolated_home: dict[str, str]) -> Iterator[Service]:
    running = Service(isolated_home)
    yield running
    if running.proc.poll() is None:
        running.proc.kill()
        running.proc.wait()


def recall(project: Path, text: str, session: str = "ses_one", rid: int = 2) -> dict[str, Any]:
    return {"op": "recall", "id": rid, "session": session, "directory": str(project), "text": text}


def test_ping_recall_and_a_clean_exit(service: Service, store: Path, git_repo: Path) -> None:
    assert service.ask({"op": "ping", "id": 1}) == {"id": 1, "ok": True}
    answer = service.ask(recall(git_repo, DEPLOY))
    assert answer["id"] == 2
    assert answer["files"] == ["feedback_staging_deploy.md"]
    block = answer["block"]
    assert block.startswith(RECALL_OPEN_TAG + ' source="opencode-memory"')
    assert block.endswith(RECALL_CLOSE_TAG + "\n")
    assert "never instructions" in block
    assert "ship to staging, wait an hour" in block
    assert "PostgreSQL" not in block
    assert "Grafana" not in block
    assert isinstance(answer["ms"], float)
    assert answer["ms"] >= 0
    assert service.close() == (0, "")


def test_a_message_about_nothing_in_the_store_gets_nothing(
    service: Service, store: Path, git_repo: Path
) -> None:
    for rid, text in enumerate(("thanks!", "rename this variable", "", "   ", "ok, do it"), 10):
        answer = service.ask(recall(git_repo, text, rid=rid))
        assert answer == {"id": rid, "files": [], "block": None, "ms": answer["ms"]}
    assert service.close() == (0, "")


def test_garbage_gets_an_error_line_and_the_service_keeps_serving(
    service: Service, store: Path, git_repo: Path
) -> None:
    bad: list[bytes] = [
        b"not json",
        b"[1, 2]",
        b'{"op": "recall", "id": 5}',
        b'{"op": "recall", "id": 6, "session": "s", "directory": "relative/dir", "text": "x"}',
        b'{"op": "recall", "id": 7, "session": "s", "directory": "/x", "text": 3}',
        b'{"op": "launch-missiles", "id": 8}',
        b'{"id": 9}',
        b"\xff\xfe\x00 binary",
        b'{"op": "recall", "id": 10, "session": "s", "directory": "/x", "text": "x",'
        b' "recent": "no"}',
    ]
    for line in bad:
        service.send(line)
        answer = service.reply()
        assert set(answer) == {"id", "error"}, line
        assert "\n" not in answer["error"]
        assert "Traceback" not in answer["error"]
    # A bad `delivered` is answered too (a good one gets no reply).
    service.send(b'{"op": "delivered", "id": 11, "session": "s", "directory": "/x", "files": 1}')
    assert set(service.reply()) == {"id", "error"}
    assert service.ask({"op": "ping", "id": 12}) == {"id": 12, "ok": True}
    assert service.ask(recall(git_repo, DEPLOY, rid=13))["files"] == ["feedback_staging_deploy.md"]
    assert service.close() == (0, "")


def test_delivered_files_never_come_back_in_that_session_even_after_a_relaunch(
    isolated_home: dict[str, str], store: Path, git_repo: Path
) -> None:
    first = Service(isolated_home)
    assert first.ask(recall(git_repo, DEPLOY))["files"] == ["feedback_staging_deploy.md"]
    first.send(
        json.dumps(
            {
                "op": "delivered",
                "session": "ses_one",
                "directory": str(git_repo),
                "files": ["feedback_staging_deploy.md"],
            }
        )
    )
    assert first.ask(recall(git_repo, DEPLOY, rid=3)) == {
        "id": 3,
        "files": [],
        "block": None,
        "ms": pytest.approx(0, abs=10_000),
    }
    # Another session still gets it.
    other = first.ask(recall(git_repo, DEPLOY, session="ses_two", rid=4))
    assert other["files"] == ["feedback_staging_deploy.md"]
    assert first.close() == (0, "")

    seen = context.build(git_repo).state_dir / "recall" / "seen" / "ses_one.json"
    assert json.loads(seen.read_text())["files"] == ["feedback_staging_deploy.md"]
    assert oct(seen.stat().st_mode & 0o777) == "0o600"

    # The next launch resuming the session is a new service process.
    second = Service(isolated_home)
    assert second.ask(recall(git_repo, DEPLOY, rid=5))["files"] == []
    both = recall(git_repo, "the staging deploy and the postgres migration", rid=6)
    assert second.ask(both)["files"] == ["project_postgres_version.md"]
    assert second.close() == (0, "")


def test_a_store_edited_between_requests_is_seen(
    service: Service, store: Path, git_repo: Path
) -> None:
    question = "which kubernetes namespace runs the queue workers?"
    assert service.ask(recall(git_repo, question))["files"] == []
    write_memories(
        git_repo,
        [
            Memory(
                "project_workers_namespace.md",
                "Queue workers namespace",
                "The queue workers run in the kubernetes namespace billing-jobs",
                "project",
                "Queue workers (Celery) are deployed to the billing-jobs namespace.",
                STAMP,
            )
        ],
    )
    assert service.ask(recall(git_repo, question, rid=3))["files"] == [
        "project_workers_namespace.md"
    ]
    # An edit in place (same file, new body) is seen too.
    path = store / "feedback_staging_deploy.md"
    path.write_text(path.read_text().replace("wait an hour", "wait two hours"))
    block = service.ask(recall(git_repo, DEPLOY, session="ses_x", rid=4))["block"]
    assert "wait two hours" in block
    assert "wait an hour" not in block
    # A deleted memory is gone.
    path.unlink()
    assert service.ask(recall(git_repo, DEPLOY, session="ses_y", rid=5))["files"] == []
    assert service.close() == (0, "")


@pytest.mark.parametrize(
    ("variable", "value"),
    [("OPENCODE_MEMORY_RECALL_PER_TURN", "false"), ("OPENCODE_MEMORY_RECALL", "0")],
)
def test_per_turn_recall_switched_off_answers_nothing(
    isolated_home: dict[str, str], store: Path, git_repo: Path, variable: str, value: str
) -> None:
    running = Service({**isolated_home, variable: value})
    answer = running.ask(recall(git_repo, DEPLOY))
    assert (answer["files"], answer["block"]) == ([], None)
    assert running.close() == (0, "")


def test_limits_come_from_the_settings(
    isolated_home: dict[str, str], store: Path, git_repo: Path
) -> None:
    text = "grafana latency and the postgres migrations"
    both = ["project_postgres_version.md", "reference_grafana.md"]
    for overrides, expected in (
        ({}, both),
        ({"OPENCODE_MEMORY_RECALL_MAX_MEMORIES": "1"}, both[:1]),
        ({"OPENCODE_MEMORY_RECALL_MAX_MEMORIES": "0"}, []),
        ({"OPENCODE_MEMORY_RECALL_MIN_SCORE": "100"}, []),
    ):
        running = Service({**isolated_home, **overrides})
        assert running.ask(recall(git_repo, text))["files"] == expected, overrides
        assert running.close() == (0, "")


def test_the_service_imports_neither_typer_nor_the_pipeline(isolated_home: dict[str, str]) -> None:
    probe = (
        "import sys, io\n"
        "from ocmem.entry import main\n"
        'sys.stdin = io.TextIOWrapper(io.BytesIO(b\'{"op": "ping", "id": 1}\\n\'))\n'
        "code = main(['recall', 'serve'])\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] in ('typer', 'rich', 'click')"
        " or m.startswith(('ocmem.maintain', 'ocmem.cli', 'ocmem.gateway'))]\n"
        "print(code, sorted(heavy), file=sys.stderr)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=isolated_home, check=True
    )
    assert proc.stdout == '{"id": 1, "ok": true}\n'
    assert proc.stderr.strip() == "0 []"


def test_unexpected_arguments_are_a_usage_error(isolated_home: dict[str, str]) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "ocmem", "recall", "serve", "--port", "1"],
        capture_output=True,
        text=True,
        env=isolated_home,
        input="",
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1


def test_a_ping_with_a_directory_reads_the_store_before_the_first_turn(
    store: Path, git_repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read: list[Path] = []
    original = StoreView.current

    def spy(self: StoreView) -> RecallIndex:
        read.append(self.memory_dir)
        return original(self)

    monkeypatch.setattr(StoreView, "current", spy)
    running = RecallService()
    assert running.handle_line(b'{"op": "ping", "id": 1}') == '{"id": 1, "ok": true}'
    assert read == []
    warm = json.dumps({"op": "ping", "id": 2, "directory": str(git_repo)}).encode()
    assert running.handle_line(warm) == '{"id": 2, "ok": true}'
    assert read == [store]
    bad = b'{"op": "ping", "id": 3, "directory": "not/absolute"}'
    assert running.handle_line(bad) == '{"id": 3, "ok": true}'
    reply = running.handle_line(json.dumps(recall(git_repo, DEPLOY, rid=4)).encode())
    assert reply is not None
    assert json.loads(reply)["files"] == ["feedback_staging_deploy.md"]


@pytest.mark.parametrize(("redact", "shown"), [("1", False), ("0", True)])
def test_a_secret_written_into_a_scrubbed_store_by_hand_is_not_recalled(
    isolated_home: dict[str, str], git_repo: Path, redact: str, shown: bool
) -> None:
    token = "ghp_R7k2Lm9Qx4Tz8Wc1Vb6Np3Hs5Jd0Fg2Ya7Ue"
    write_memories(
        git_repo,
        [
            Memory(
                "reference_release_token.md",
                "Release token",
                "The token the release pipeline uses",
                "reference",
                f"The release pipeline authenticates with {token} (rotate yearly).",
                STAMP,
            )
        ],
    )
    running = Service({**isolated_home, "OPENCODE_MEMORY_REDACT_GLOBAL": redact})
    block = running.ask(recall(git_repo, "which token does the release pipeline use?"))["block"]
    assert "rotate yearly" in block
    assert (token in block) is shown
    assert running.close() == (0, "")
