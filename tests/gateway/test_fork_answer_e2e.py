"""The fork's whole answer reaches us from the real opencode, however slow the machine.

`opencode run --format json` ends with `process.exit()`: on a pipe, whatever the reader has
not drained by then is dropped, and its last `text` event ends cut mid-line. These run the
real binary on a starved CPU and check that the 2 MB answer still arrives whole.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, ops_answer
from testing.session_templates import MadeSession

from ocmem.gateway.fork import ForkRequest, assistant_text, run_fork
from ocmem.prompts import EXTRACT_MARKER

pytestmark = pytest.mark.opencode

TWO_MB = 2 * 1024 * 1024
BIG_OPS = {
    "save": [
        {
            "file": "project_big.md",
            "name": "big",
            "description": "a large memory",
            "type": "project",
            "body": "lorem ipsum " * (TWO_MB // 12) + "end.",
        }
    ]
}

_RUNNER = """
import json, sys
from pathlib import Path
from ocmem.gateway.fork import ForkRequest, run_fork
from ocmem.maintain.answer import ops_from_answer
session, directory, binary = sys.argv[1:4]
req = ForkRequest(session, Path(directory), "<!-- opencode-memory:extract -->", "mine it",
                  model="fake/m2", timeout=600)
# `opencode session delete` is starved as well: it gets as long as the fork did.
result = run_fork(Path(binary), req, delete_timeout=600)
try:
    body = ops_from_answer(result.text).saves[0].body
except Exception as exc:
    body = repr(exc)
print(json.dumps({"ok": result.ok, "error": result.error, "size": len(body),
                  "deleted": result.deleted}))
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("taskset") is None, reason="needs taskset")
def test_a_two_megabyte_answer_arrives_whole_from_opencode_on_a_busy_core(
    opencode: OpencodeHarness, deploy_session: MadeSession, tmp_path: Path
) -> None:
    """Our process and opencode share one CPU with busy loops at a better priority: the
    reader falls far behind opencode, which exits as soon as it has written the answer."""
    opencode.server.responder = Script(extract=ops_answer(BIG_OPS))
    script = tmp_path / "runner.py"
    script.write_text(textwrap.dedent(_RUNNER))
    cpu = str(min(os.sched_getaffinity(0)))
    busy = "import time\nend = time.time() + 120\nwhile time.time() < end: pass"
    competitors = [
        subprocess.Popen(["taskset", "-c", cpu, sys.executable, "-c", busy]) for _ in range(2)
    ]
    try:
        proc = subprocess.run(
            [
                "taskset",
                "-c",
                cpu,
                "nice",
                "-n",
                "19",
                sys.executable,
                str(script),
                deploy_session.id,
                str(deploy_session.repo),
                str(opencode.binary),
            ],
            env={**opencode.env, "PYTHONPATH": os.pathsep.join(sys.path)},
            capture_output=True,
            text=True,
            timeout=600,
        )
    finally:
        for competitor in competitors:
            competitor.kill()
            competitor.wait()
    assert proc.returncode == 0, proc.stderr[-2000:]
    outcome = json.loads(proc.stdout.strip().splitlines()[-1])
    assert outcome == {
        "ok": True,
        "error": None,
        "size": len(BIG_OPS["save"][0]["body"]),
        "deleted": True,
    }


def test_the_reply_is_taken_from_opencodes_database_and_matches_what_it_printed(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    answer = ops_answer({"save": [{**BIG_OPS["save"][0], "body": "small"}]}, preface="Two\nlines")
    opencode.server.responder = Script(extract=answer)
    req = ForkRequest(
        deploy_session.id,
        deploy_session.repo,
        EXTRACT_MARKER,
        "mine it",
        model="fake/m2",
        timeout=120,
    )

    result = run_fork(opencode.binary, req, opencode.env)

    assert result.ok, result.error
    assert result.text_source == "database"
    assert result.text == assistant_text(list(result.events)) == answer
    assert result.deleted
    assert opencode.session_row(result.fork_id or "") is None
