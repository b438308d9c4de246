"""When does a TUI started with `--port` answer `GET /event`? Raw opencode, under tmux.

    python benchmarks/tui_event_latency.py                       # the pinned opencode
    python benchmarks/tui_event_latency.py --opencode PATH --runs 3 --json

For each run it starts `opencode --port P` (with `OPENCODE_SERVER_PASSWORD`) in a detached
tmux session, in an isolated home, and records from the moment of the launch:

- `accept_s`: the port accepts TCP connections;
- `first_byte_s`: a `GET /event` sent as soon as the port accepts gets its response
  headers (a single request, read timeout 120 s: how long a watcher that connected early
  is blind);
- `fresh_first_byte_s`: the first of repeated short (2 s) requests that gets headers;
- `ready_s`: the TUI draws its prompt (`ctrl+p` on screen);
- `exited`: the TUI died on its own (old versions exit with `Unauthorized`).
"""

from __future__ import annotations

import argparse
import json
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from ocmem.sandbox import isolated_environ
from ocmem.scripted_model import ScriptedModelServer

HERE = Path(__file__).resolve().parent
PINNED = HERE.parent / "tools" / "node_modules" / ".bin" / "opencode"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def accepts(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return True
    except OSError:
        return False


def first_byte(url: str, auth: tuple[str, str], read: float) -> bool:
    try:
        with (
            httpx.Client(timeout=httpx.Timeout(2.0, read=read), trust_env=False) as client,
            client.stream("GET", url, auth=auth) as response,
        ):
            return response.status_code == 200
    except httpx.HTTPError:
        return False


def one_run(binary: Path, tmux: str, limit: float) -> dict[str, Any]:
    with (
        tempfile.TemporaryDirectory(prefix="ocmem-latency-") as raw,
        ScriptedModelServer() as model,
    ):
        root = Path(raw)
        env = isolated_environ(root / "iso")
        config = Path(env["XDG_CONFIG_HOME"]) / "opencode" / "opencode.json"
        config.parent.mkdir(parents=True, exist_ok=True)
        config.write_text(
            json.dumps(
                {"provider": model.provider_config(), "model": "fake/m1", "share": "disabled"}
            )
        )
        project = root / "project"
        project.mkdir()
        subprocess.run(["git", "init", "-q", str(project)], check=True, env=env)
        password = secrets.token_urlsafe(16)
        port = free_port()
        env.update(OPENCODE_SERVER_PASSWORD=password, TERM="xterm-256color", PWD=str(project))
        sock = root / "tmux.sock"
        exported = [a for k, v in env.items() for a in ("-e", f"{k}={v}")]
        status = root / "status"
        command = f"'{binary}' --port {port}; echo $? > '{status}'"
        started = time.monotonic()
        subprocess.run(
            [tmux, "-S", str(sock), "new-session", "-d", "-s", "t", "-x", "120", "-y", "40",
             "-c", str(project), *exported, "sh", "-c", command],
            check=True, env=env,
        )  # fmt: skip
        result: dict[str, Any] = {"accept_s": None, "first_byte_s": None, "ready_s": None}
        result.update(fresh_first_byte_s=None, exited=False)
        url = f"http://127.0.0.1:{port}/event"
        auth = ("opencode", password)

        def long_request() -> None:
            if first_byte(url, auth, read=120.0):
                result["first_byte_s"] = round(time.monotonic() - started, 2)

        waiter: threading.Thread | None = None
        try:
            while time.monotonic() - started < limit:
                elapsed = round(time.monotonic() - started, 2)
                if status.exists():
                    result["exited"] = True
                    break
                if result["accept_s"] is None and accepts(port):
                    result["accept_s"] = elapsed
                    waiter = threading.Thread(target=long_request, daemon=True)
                    waiter.start()
                waiting = result["accept_s"] is not None and result["fresh_first_byte_s"] is None
                if waiting and first_byte(url, auth, read=2.0):
                    result["fresh_first_byte_s"] = round(time.monotonic() - started, 2)
                if result["ready_s"] is None:
                    screen = subprocess.run(
                        [tmux, "-S", str(sock), "capture-pane", "-p", "-t", "t"],
                        capture_output=True, text=True, check=False,
                    ).stdout  # fmt: skip
                    if "ctrl+p" in screen:
                        result["ready_s"] = elapsed
                done = result["ready_s"] is not None and result["fresh_first_byte_s"] is not None
                if done and (waiter is None or not waiter.is_alive()):
                    break
                time.sleep(0.1)
            if result["exited"]:
                result["screen"] = subprocess.run(
                    [tmux, "-S", str(sock), "capture-pane", "-p", "-t", "t"],
                    capture_output=True, text=True, check=False,
                ).stdout.strip()[-300:]  # fmt: skip
        finally:
            subprocess.run([tmux, "-S", str(sock), "kill-server"], check=False)
        return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opencode", type=Path, default=PINNED)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--limit", type=float, default=90.0, help="seconds per run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    tmux = shutil.which("tmux")
    if tmux is None:
        sys.exit("tmux is needed")
    runs = [one_run(args.opencode.absolute(), tmux, args.limit) for _ in range(args.runs)]
    if args.json:
        print(json.dumps({"opencode": str(args.opencode), "runs": runs}, indent=2))
        return
    print(f"opencode: {args.opencode}")
    for key in ("accept_s", "first_byte_s", "fresh_first_byte_s", "ready_s"):
        values = [r[key] for r in runs if r[key] is not None]
        median = f"{statistics.median(values):.2f}s" if values else "never"
        print(f"  {key:20} median {median}  ({len(values)}/{len(runs)} runs)")
    for run in runs:
        if run["exited"]:
            print(f"  exited on its own: {run.get('screen', '')!r}")


if __name__ == "__main__":
    main()
