"""What per-turn recall adds to a turn's wall time, measured through real opencode.

A store of 2,000 memories (benchmarks/scale_corpus.py) for one project; `opencode serve`
with the scripted model, driven through its HTTP API: N user messages over a few sessions,
each sent with `POST /session/{id}/message`. For every turn we time from sending the
message to the moment the scripted model receives opencode's request (everything opencode
and its plugins do before calling the model). Two servers, side by side in one run:

- launch-only recall: no plugin (what a wrapped launch had before per-turn recall);
- per-turn recall: our plugin, with its service started by the plugin at opencode's start.

Both servers run at once and take turns with the same messages, so the load of a shared
machine falls on both alike; the added time per turn is the p50/p95 of each turn's time
with the plugin minus the same turn's time without it. The first turn (the service
building its index while opencode starts) is shown apart:

    .venv/bin/python benchmarks/bench_recall_turn.py [--turns 60] [--memories 2000] [--meaning]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from scale_corpus import ENVS, SERVICES, TOOLS, build  # noqa: E402
from testing.opencode_harness import make_git_repo, require_opencode  # noqa: E402

from ocmem import context  # noqa: E402
from ocmem.gateway import recall_plugin  # noqa: E402
from ocmem.recall import RECALL_OPEN_TAG  # noqa: E402
from ocmem.sandbox import isolated_environ  # noqa: E402
from ocmem.scripted_model import (  # noqa: E402
    RecordedRequest,
    Reply,
    ScriptedModelServer,
    default_responder,
)
from ocmem.store.index import sync_index  # noqa: E402
from ocmem.store.memory_file import serialize  # noqa: E402

TURNS_PER_SESSION = 10


def messages(count: int) -> list[str]:
    """User messages of the kinds a coding session has: some about the store's topics
    (services, environments, tools), some about nothing in it."""
    off_topic = [
        "thanks, that looks right",
        "rename this variable to something clearer",
        "what does this regex do?",
        "add a docstring to the function above",
    ]
    out = []
    for i in range(count):
        if i % 3 == 2:
            out.append(off_topic[i % len(off_topic)])
        else:
            service, env, tool = (
                SERVICES[i % len(SERVICES)],
                ENVS[i % len(ENVS)],
                TOOLS[i % len(TOOLS)],
            )
            out.append(f"How do I deploy {service} to {env}? Do we use {tool} for it?")
    return out


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


class Arrivals:
    """When each chat request reached the scripted model (title requests aside)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.recalled = 0
        self.lock = threading.Lock()

    def __call__(self, request: RecordedRequest) -> Reply:
        if not request.is_title_request():
            with self.lock:
                self.times.append(time.monotonic())
                user = [m for m in request.messages if m.get("role") == "user"][-1:]
                if user and RECALL_OPEN_TAG in json.dumps(user[0]):
                    self.recalled += 1
        return default_responder(request)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def call(
    port: int, directory: Path, method: str, path: str, body: Any = None, timeout: float = 120
) -> Any:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        method=method,
        data=json.dumps(body if body is not None else {}).encode() if method == "POST" else None,
        headers={"Content-Type": "application/json", "x-opencode-directory": str(directory)},
    )
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.loads(response.read() or b"null")


class Opencode:
    """One `opencode serve` on a free port, its sessions and its turns' times."""

    def __init__(self, binary: Path, env: dict[str, str], repo: Path) -> None:
        self.port = free_port()
        self.repo = repo
        self.times: list[float] = []
        self.session = ""
        self.process = subprocess.Popen(
            [str(binary), "serve", "--port", str(self.port), "--hostname", "127.0.0.1"],
            cwd=repo,
            env={**env, "PWD": str(repo)},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def ready(self) -> None:
        deadline = time.monotonic() + 120
        while True:
            try:
                # A request that arrives while serve is still starting can hang; retry it.
                call(self.port, self.repo, "GET", "/session", timeout=10)
                return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise
                time.sleep(0.2)

    def turn(self, index: int, text: str, arrivals: Arrivals) -> None:
        if index % TURNS_PER_SESSION == 0:
            self.session = call(self.port, self.repo, "POST", "/session")["id"]
        before = len(arrivals.times)
        sent = time.monotonic()
        body = {"parts": [{"type": "text", "text": text}], "model": MODEL}
        call(self.port, self.repo, "POST", f"/session/{self.session}/message", body)
        self.times.append(arrivals.times[before] - sent)

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


MODEL = {"providerID": "fake", "modelID": "m1"}


def _build_vectors(state_dir: Path, memory_dir: Path) -> None:
    """The store's vectors, as `recall serve` reads them, built before opencode starts
    (the service then loads them from the cache instead of encoding for a minute)."""
    from ocmem.recall.memories import StoreView
    from ocmem.recall.semantic import VectorCache, shared_encoder, vectors_path

    started = time.perf_counter()
    memories = StoreView(memory_dir).current().memories
    VectorCache(vectors_path(state_dir, memory_dir)).index(memories, shared_encoder())
    print(f"vectors for {len(memories)} memories: {time.perf_counter() - started:.1f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=60)
    parser.add_argument("--memories", type=int, default=2000)
    parser.add_argument(
        "--meaning",
        action="store_true",
        help="per-turn recall by meaning too (the embeddings extra), its vectors built first",
    )
    options = parser.parse_args()
    binary = require_opencode()
    texts = messages(options.turns)
    with (
        tempfile.TemporaryDirectory(prefix="bench-recall-turn-") as raw,
        ScriptedModelServer() as server,
    ):
        root = Path(raw)
        env = isolated_environ(root / "iso", os.environ)
        env["OPENCODE_MEMORY_RECALL_SEMANTIC"] = "on" if options.meaning else "off"
        repo = make_git_repo(root / "project", env)
        location = context.build(repo, env).store
        location.memory_dir.mkdir(parents=True, exist_ok=True)
        memories = build(options.memories)
        for memory in memories:
            (location.memory_dir / memory.file).write_text(serialize(memory), encoding="utf-8")
        (location.memory_dir / "MEMORY.md").write_text(sync_index("", memories), encoding="utf-8")
        if options.meaning:
            _build_vectors(context.build(repo, env).state_dir, location.memory_dir)
        config_path = Path(env["XDG_CONFIG_HOME"]) / "opencode" / "opencode.json"
        config_path.parent.mkdir(parents=True, exist_ok=True)
        config = {
            "provider": server.provider_config(),
            "model": "fake/m1",
            "autoupdate": False,
            "share": "disabled",
        }
        config_path.write_text(json.dumps(config))
        arrivals = Arrivals()
        server.responder = arrivals
        # Both run at once, each with its own database, and take turns, so the machine's
        # load (shared by others) falls on both alike.
        plugin = {"plugin": [recall_plugin.plugin_url()]}
        launches = {
            "without": Opencode(binary, {**env, "XDG_DATA_HOME": str(root / "data-a")}, repo),
            "with": Opencode(
                binary,
                {
                    **env,
                    "XDG_DATA_HOME": str(root / "data-b"),
                    "OPENCODE_CONFIG_CONTENT": json.dumps(plugin),
                    **recall_plugin.launch_env(),
                },
                repo,
            ),
        }
        try:
            for launch in launches.values():
                launch.ready()
            recalled = 0
            for i, text in enumerate(texts):
                launches["without"].turn(i, text, arrivals)
                before = arrivals.recalled
                launches["with"].turn(i, text, arrivals)
                recalled += arrivals.recalled - before
        finally:
            for launch in launches.values():
                launch.stop()
        without, with_plugin = launches["without"].times, launches["with"].times

    def row(name: str, values: list[float], first: float) -> str:
        rest = values[1:]
        return (
            f"| {name} | {first * 1000:.0f} | {statistics.median(rest) * 1000:.1f} | "
            f"{percentile(rest, 0.95) * 1000:.1f} |"
        )

    print(
        f"{options.memories} memories, {options.turns} turns "
        f"({TURNS_PER_SESSION} a session), message sent -> model request:"
    )
    print("| launch | first turn (ms) | p50 (ms) | p95 (ms) |")
    print("|---|---|---|---|")
    print(row("launch-only recall (no plugin)", without, without[0]))
    print(row("per-turn recall (plugin + service)", with_plugin, with_plugin[0]))
    paired = [b - a for a, b in zip(without[1:], with_plugin[1:], strict=True)]
    print(
        f"added per turn (each turn paired with the same message without the plugin): "
        f"p50 {statistics.median(paired) * 1000:.1f} ms, "
        f"p95 {percentile(paired, 0.95) * 1000:.1f} ms; "
        f"turns that got memories: {recalled}/{options.turns}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
