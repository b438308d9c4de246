"""Run the real, pinned opencode binary in an isolated home against the scripted model."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ocmem.gateway.fork import FORK_TEMP_PREFIX
from ocmem.sandbox import isolated_environ
from ocmem.scripted_model import ScriptedModelServer

__all__ = ["isolated_environ"]

REPO_ROOT = Path(__file__).resolve().parent.parent
PINNED_BIN = REPO_ROOT / "tools" / "node_modules" / ".bin" / "opencode"
FAKE_MODEL = "fake/m1"


def opencode_bin() -> Path | None:
    override = os.environ.get("OCMEM_TEST_OPENCODE_BIN")
    if override:
        return Path(override)
    if PINNED_BIN.exists():
        return PINNED_BIN
    return None


def git(repo: Path, *args: str, env: Mapping[str, str] | None = None) -> str:
    result = subprocess.run(
        ["git", "-C", str(repo), *args],
        check=True,
        capture_output=True,
        text=True,
        env=dict(env) if env else None,
    )
    return result.stdout.strip()


def make_git_repo(path: Path, env: Mapping[str, str]) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", env=env)
    (path / "README.md").write_text("# demo project\n")
    git(path, "add", "README.md", env=env)
    # The project predates the sessions tests create in it, as real projects do.
    old = {
        **env,
        "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z",
        "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z",
    }
    git(path, "commit", "-q", "-m", "initial commit", env=old)
    return path


@dataclass
class RunResult:
    returncode: int
    stdout: str
    stderr: str

    def events(self) -> list[dict[str, Any]]:
        out = []
        for line in self.stdout.splitlines():
            line = line.strip()
            if line.startswith("{"):
                try:
                    out.append(json.loads(line))
                except json.JSONDecodeError:
                    continue
        return out

    def session_id(self) -> str:
        for event in self.events():
            sid = event.get("sessionID")
            if isinstance(sid, str):
                return sid
        raise AssertionError(f"no session id in opencode output: {self.stderr[-2000:]}")


@dataclass
class OpencodeHarness:
    """An isolated opencode installation: its own home, config, database and model server."""

    root: Path
    server: ScriptedModelServer
    env: dict[str, str] = field(default_factory=dict)
    binary: Path = PINNED_BIN

    def configure(self, extra: Mapping[str, Any] | None = None) -> Path:
        config: dict[str, Any] = {
            "$schema": "https://opencode.ai/config.json",
            "provider": self.server.provider_config(),
            "model": FAKE_MODEL,
            "autoupdate": False,
            "share": "disabled",
        }
        if extra:
            config.update(extra)
        path = Path(self.env["XDG_CONFIG_HOME"]) / "opencode" / "opencode.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(config, indent=2))
        return path

    @property
    def db_path(self) -> Path:
        return Path(self.env["XDG_DATA_HOME"]) / "opencode" / "opencode.db"

    def run(
        self,
        args: Sequence[str],
        cwd: Path,
        stdin: str | None = None,
        timeout: float = 120,
        env: Mapping[str, str] | None = None,
    ) -> RunResult:
        run_env = dict(self.env)
        run_env["PWD"] = str(cwd)  # opencode takes its directory from PWD, not the cwd
        if env:
            run_env.update(env)
        proc = subprocess.run(
            [str(self.binary), *args],
            cwd=cwd,
            env=run_env,
            input=stdin if stdin is not None else "",
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        return RunResult(proc.returncode, proc.stdout, proc.stderr)

    def new_session(self, repo: Path, message: str, model: str = FAKE_MODEL) -> str:
        result = self.run(["run", "--format", "json", "-m", model, message], cwd=repo)
        assert result.returncode == 0, result.stderr[-2000:]
        return result.session_id()

    def continue_session(self, repo: Path, session_id: str, message: str) -> RunResult:
        result = self.run(
            ["run", "--format", "json", "--session", session_id, "-m", FAKE_MODEL, message],
            cwd=repo,
        )
        assert result.returncode == 0, result.stderr[-2000:]
        return result

    @contextmanager
    def db(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True)
        try:
            yield conn
        finally:
            conn.close()

    def session_row(self, session_id: str) -> dict[str, Any] | None:
        with self.db() as conn:
            conn.row_factory = sqlite3.Row
            row = conn.execute("SELECT * FROM session WHERE id = ?", (session_id,)).fetchone()
            return dict(row) if row else None

    def messages(self, session_id: str) -> list[tuple[str, str]]:
        """(role, text) for each message of a session, oldest first."""
        with self.db() as conn:
            rows = conn.execute(
                "SELECT m.id, json_extract(m.data, '$.role') FROM message m "
                "WHERE m.session_id = ? ORDER BY m.time_created, m.id",
                (session_id,),
            ).fetchall()
            out = []
            for message_id, role in rows:
                parts = conn.execute(
                    "SELECT json_extract(data, '$.text') FROM part WHERE message_id = ? "
                    "AND json_extract(data, '$.type') = 'text' ORDER BY id",
                    (message_id,),
                ).fetchall()
                out.append((role, "\n".join(p[0] or "" for p in parts)))
            return out


def bun_leftovers(temp: Path) -> list[str]:
    """What opencode's Bun leaves in `temp` and a fork must not: native libraries it unpacked
    (`.<hash>-<n>.so`) and fork temp dirs. opencode's own `opencode/` dir there is expected."""
    return sorted(
        p.name for p in temp.iterdir() if p.suffix == ".so" or p.name.startswith(FORK_TEMP_PREFIX)
    )


def require_opencode() -> Path:
    import pytest

    binary = opencode_bin()
    if binary is None or not binary.exists():
        if os.environ.get("CI"):
            pytest.fail("the pinned opencode binary is missing: run scripts/bootstrap")
        pytest.skip("the pinned opencode binary is not installed (run scripts/bootstrap)")
    assert shutil.which(str(binary)) or binary.exists()
    return binary
