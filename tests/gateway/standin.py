"""A stand-in `opencode` for the fork runner's own tests: a real process with real pipes.

Its behaviour comes from `STANDIN_MODE` in its environment; it records what it was given
under `STANDIN_LOG`. `run` answers with JSON events, `session delete` records the id.
"""

from __future__ import annotations

import stat
import sys
from pathlib import Path

SCRIPT = r"""#!{python}
import json, os, signal, sys, time

log = os.environ["STANDIN_LOG"]
mode = os.environ.get("STANDIN_MODE", "answer")
args = sys.argv[1:]


def note(kind, value):
    with open(os.path.join(log, kind), "a", encoding="utf-8", errors="surrogateescape") as f:
        f.write(value + "\n")


if args[:2] == ["session", "delete"]:
    note("deleted", args[2])
    if mode == "stall-delete":
        time.sleep(3600)
    sys.exit(0)

note("pid", str(os.getpid()))
# As opencode does on every `run`: a native library unpacked into Bun's temp dir (BUN_TMPDIR,
# else TMPDIR) and never removed.
note("tmpdir", os.environ.get("TMPDIR", ""))
bun_tmpdir = os.environ.get("BUN_TMPDIR") or os.environ.get("TMPDIR", "")
note("bun_tmpdir", bun_tmpdir)
if os.path.isdir(bun_tmpdir):
    with open(os.path.join(bun_tmpdir, ".5ca1ab1e00c0ffee-00000000.so"), "wb") as f:
        f.write(b"\0" * 4096)
if mode == "no-stdin":
    os.close(0)  # reads nothing: the prompt writer meets a broken pipe
    time.sleep(3600)
prompt = sys.stdin.buffer.read()
with open(os.path.join(log, "prompt"), "wb") as f:
    f.write(prompt)

size = int(os.environ.get("STANDIN_SIZE", "0"))
ops = {{"save": [{{"file": "project_big.md", "name": "big", "description": "big",
                  "type": "project", "body": "x" * size}}]}}
text = "Done.\n\n```json\n" + json.dumps(ops) + "\n```\n"
events = [
    {{"type": "step_start", "sessionID": "ses_standin"}},
    {{"type": "text", "sessionID": "ses_standin", "part": {{"type": "text", "text": text}}}},
    {{"type": "step_finish", "sessionID": "ses_standin"}},
]
stream = "".join(json.dumps(e) + "\n" for e in events).encode()


def write_slowly(data):
    out = sys.stdout.buffer
    step = 256 * 1024
    for start in range(0, len(data), step):
        out.write(data[start:start + step])
        out.flush()
        time.sleep(float(os.environ.get("STANDIN_PAUSE", "0")))


if mode == "cut":
    # What a pipe leaves of opencode's output when it exits before the reader drained it.
    sys.stdout.buffer.write(stream[: len(stream) // 2])
    sys.exit(0)
if mode == "after-exit":
    # The answer comes from a process left in the group after opencode itself exited.
    if os.fork() == 0:
        time.sleep(0.5)
        write_slowly(stream)
        os._exit(0)
    os._exit(0)
write_slowly(stream)
"""


def install(directory: Path, log: Path) -> tuple[Path, dict[str, str]]:
    """Write the stand-in as `directory/opencode`; returns it and the env it needs."""
    directory.mkdir(parents=True, exist_ok=True)
    log.mkdir(parents=True, exist_ok=True)
    binary = directory / "opencode"
    binary.write_text(SCRIPT.format(python=sys.executable))
    binary.chmod(binary.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return binary, {"STANDIN_LOG": str(log)}


def recorded(log: Path, kind: str) -> list[str]:
    path = log / kind
    if not path.exists():
        return []
    return path.read_text(encoding="utf-8", errors="surrogateescape").splitlines()
