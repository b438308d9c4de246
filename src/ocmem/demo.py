"""`opencode-memory demo`: a self-contained round trip on the built-in scripted model.

Everything happens under a fresh temp dir with its own HOME, XDG dirs and
CLAUDE_CONFIG_DIR, so the user's real opencode config, database and memories are never
read or written. A real opencode session is created, then mined through the same code
path as `maintain`; the scripted model plays both the session and the extraction fork.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ocmem import context
from ocmem.errors import OcmemError
from ocmem.gateway import binary as opencode_binary
from ocmem.maintain.pipeline import MaintainReport, maintain
from ocmem.progress import SILENT, Progress
from ocmem.prompts import EXTRACT_MARKER
from ocmem.sandbox import isolated_environ
from ocmem.scripted_model import RecordedRequest, Reply, ScriptedModelServer

DEMO_MODEL = "demo/scripted"
# Synthetic credential: the point of the demo is to watch the scrubber remove it.
DEMO_SECRET = "Hunter2-staging-9f8e7d"

CONVERSATION = (
    "Some ground rules for this repo: we deploy with `make ship`, and only after "
    "`make test` passes. Never push straight to main; open a PR. Also, for the record, "
    f"the staging database password is {DEMO_SECRET}."
)
SESSION_REPLY = (
    "Understood: deploys go through `make ship` after a green `make test`, and changes "
    "reach main only through pull requests. I won't repeat the staging password."
)

_OPS = {
    "save": [
        {
            "file": "project_deploy_flow.md",
            "name": "deploy-flow",
            "description": "Deploys run `make ship`, only after `make test` passes",
            "type": "project",
            "body": (
                "Deploy with `make ship`, and only once `make test` has passed.\n\n"
                "**Why:** the user set this as a ground rule for the repo.\n"
                "**How to apply:** run `make test` first; if it fails, do not deploy."
            ),
        },
        {
            "file": "feedback_no_direct_push.md",
            "name": "no-direct-push-to-main",
            "description": "Never push straight to main; changes go through a pull request",
            "type": "feedback",
            "body": (
                "Never push straight to main; open a pull request instead.\n\n"
                '**Why:** the user said: "Never push straight to main; open a PR."\n'
                "**How to apply:** create a branch and a PR for every change."
            ),
        },
        {
            "file": "reference_staging_database.md",
            "name": "staging-database",
            "description": "Staging database credentials were shared in conversation",
            "type": "reference",
            "body": (
                f"The staging database password is {DEMO_SECRET} (as said in the session).\n\n"
                "**How to apply:** look it up in the team's secret store, not here."
            ),
        },
    ]
}


def demo_responder(request: RecordedRequest) -> Reply:
    if request.is_title_request():
        return Reply(text="Deploy ground rules")
    if EXTRACT_MARKER in request.last_user_text():
        answer = (
            "I read the conversation and the store manifest. Three durable facts:\n\n"
            "```json\n" + json.dumps(_OPS, indent=2) + "\n```"
        )
        return Reply(text=answer)
    return Reply(text=SESSION_REPLY)


@dataclass(frozen=True)
class DemoFile:
    name: str
    text: str


@dataclass(frozen=True)
class DemoReport:
    workdir: str
    kept: bool
    session_id: str
    maintain: MaintainReport
    files: tuple[DemoFile, ...]
    model_requests: int
    secret_scrubbed: bool

    @property
    def exit_code(self) -> int:
        """1 unless the round trip wrote memories and scrubbed the planted secret."""
        return 0 if self.files and self.secret_scrubbed else 1


def _isolated_env(root: Path) -> dict[str, str]:
    keep = {"PATH", "LANG", "LC_ALL", "TERM"}
    base = {k: v for k, v in os.environ.items() if k in keep}
    return isolated_environ(root, base, git_identity="Demo")


def _git(repo: Path, env: dict[str, str], *args: str) -> None:
    subprocess.run(
        ["git", "-C", str(repo), *args],
        env=env,
        check=True,
        capture_output=True,
        stdin=subprocess.DEVNULL,
    )


def run_demo(
    keep: bool = False, opencode_bin: str | None = None, progress: Progress = SILENT
) -> DemoReport:
    configured = opencode_bin or os.environ.get("OPENCODE_MEMORY_OPENCODE_BIN")
    binary = opencode_binary.find_opencode(configured)
    root = Path(tempfile.mkdtemp(prefix="ocmem-demo-"))
    try:
        return _run(root, binary, keep, progress)
    finally:
        if not keep:
            shutil.rmtree(root, ignore_errors=True)


def _run(root: Path, binary: Path, keep: bool, progress: Progress) -> DemoReport:
    progress.status(f"setting up a throw-away home and a git project in {root}")
    env = _isolated_env(root)
    env["OPENCODE_MEMORY_OPENCODE_BIN"] = str(binary)
    project = root / "project"
    project.mkdir()
    _git(project, env, "init", "-q")
    (project / "Makefile").write_text("test:\n\t@echo ok\nship: test\n\t@echo shipped\n")
    _git(project, env, "add", "Makefile")
    _git(project, env, "commit", "-q", "-m", "Add make targets")
    # An existing .claude/memory makes this an in-repo store (local.mode=auto), which is
    # scrubbed by default: the demo shows the scrubber at work.
    (project / ".claude" / "memory").mkdir(parents=True)

    with ScriptedModelServer(responder=demo_responder) as server:
        config = {
            "$schema": "https://opencode.ai/config.json",
            "provider": server.provider_config("demo", ("scripted",)),
            "model": DEMO_MODEL,
            "autoupdate": False,
            "share": "disabled",
        }
        config_dir = Path(env["XDG_CONFIG_HOME"]) / "opencode"
        config_dir.mkdir(parents=True, exist_ok=True)
        (config_dir / "opencode.json").write_text(json.dumps(config, indent=2))

        progress.status(f"running a real opencode session on {DEMO_MODEL}")
        session = opencode_binary.run_session(
            binary, DEMO_MODEL, CONVERSATION, cwd=project, env=env, timeout=300
        )
        session_id = session.session_id
        if session.returncode != 0 or session_id is None:
            raise OcmemError(
                f"opencode could not run the demo session (exit {session.returncode})",
                "check that the opencode binary works: opencode --version",
            )
        report = maintain(context.build(project, env), progress=progress)
        requests = len(server.chat_requests())

    memory_dir = Path(report.store)
    files = []
    for path in sorted(memory_dir.glob("*.md")):
        files.append(DemoFile(path.name, path.read_text(encoding="utf-8")))
    scrubbed = all(DEMO_SECRET not in f.text for f in files)
    return DemoReport(str(root), keep, session_id, report, tuple(files), requests, scrubbed)
