"""A headless `opencode serve` driven over its HTTP API, to make real sessions quickly.

One `opencode run` per user turn costs a full opencode start (6-11 s on a loaded 2-core
machine); one server started once answers each turn in about 0.2 s once the project's
instance is up. The server listens on 127.0.0.1 with a random password (basic auth), so
no other local process can drive it, and it is stopped (then killed) when the block ends.
Each request names its project with the `x-opencode-directory` header, so one server makes
sessions in many projects.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import subprocess
import time
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx

from ocmem.errors import OcmemError
from ocmem.gateway.binary import spawn_env

_USERNAME = "opencode"
_START_PATIENCE = 120.0
_POLL_SECONDS = 0.2
_STOP_PATIENCE = 10.0


class ServerError(OcmemError):
    """`opencode serve` did not start, or refused or failed a request."""


def _free_port() -> int:
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class OpencodeServer:
    """`with OpencodeServer(binary, env, cwd) as server:` a running `opencode serve`."""

    def __init__(
        self, binary: Path, env: Mapping[str, str], cwd: Path, *, turn_timeout: float = 300
    ) -> None:
        self._binary = binary
        self._env = dict(env)
        self._cwd = cwd
        self._turn_timeout = turn_timeout
        self._password = secrets.token_urlsafe(24)
        self._port = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._client: httpx.Client | None = None

    def __enter__(self) -> OpencodeServer:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def start(self) -> None:
        self._port = _free_port()
        env = spawn_env(
            self._cwd,
            self._env,
            OPENCODE_SERVER_USERNAME=_USERNAME,
            OPENCODE_SERVER_PASSWORD=self._password,
        )
        command = [str(self._binary), "serve", "--port", str(self._port)]
        command += ["--hostname", "127.0.0.1"]
        try:
            self._process = subprocess.Popen(
                command,
                cwd=self._cwd,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
        except OSError as exc:
            raise ServerError(
                f"could not start opencode serve ({exc.strerror or type(exc).__name__})",
                "check that the opencode binary works: opencode --version",
            ) from exc
        self._client = httpx.Client(
            base_url=f"http://127.0.0.1:{self._port}",
            auth=(_USERNAME, self._password),
            timeout=httpx.Timeout(self._turn_timeout, connect=2.0),
        )
        self._wait_ready()

    def _wait_ready(self) -> None:
        assert self._client is not None
        assert self._process is not None
        deadline = time.monotonic() + _START_PATIENCE
        while True:
            if self._process.poll() is not None:
                raise ServerError(
                    f"opencode serve exited at start (exit {self._process.returncode})",
                    "check that the opencode binary works: opencode --version",
                )
            try:
                # A request that arrives while serve is still starting can hang: keep it short.
                if self._client.get("/session", timeout=10).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise ServerError(
                    f"opencode serve did not answer within {_START_PATIENCE:.0f} s",
                    "the machine may be overloaded; try again",
                )
            time.sleep(_POLL_SECONDS)

    def _call(self, method: str, path: str, directory: Path, body: object) -> Any:
        if self._client is None:
            raise ServerError("opencode serve is not running")
        try:
            response = self._client.request(
                method, path, json=body, headers={"x-opencode-directory": str(directory)}
            )
        except httpx.HTTPError as exc:
            raise ServerError(
                f"opencode serve: {method} {path} failed ({type(exc).__name__})"
            ) from None
        if response.status_code >= 400:
            raise ServerError(f"opencode serve: {method} {path} answered {response.status_code}")
        return response.json() if response.content else None

    def create_session(self, directory: Path) -> str:
        """A new, empty session in the project at `directory`; its id."""
        created = self._call("POST", "/session", directory, {})
        if not isinstance(created, dict) or not isinstance(created.get("id"), str):
            raise ServerError("opencode serve made a session without an id")
        return str(created["id"])

    def send(self, session_id: str, directory: Path, text: str, model: str) -> str:
        """Send one user turn on `model` (PROVIDER/MODEL) and wait for the reply; its text."""
        provider, _, model_id = model.partition("/")
        body = {
            "parts": [{"type": "text", "text": text}],
            "model": {"providerID": provider, "modelID": model_id},
        }
        answer = self._call("POST", f"/session/{session_id}/message", directory, body)
        parts = answer.get("parts") if isinstance(answer, dict) else None
        info = answer.get("info") if isinstance(answer, dict) else None
        if isinstance(info, dict) and info.get("error"):
            raise ServerError(f"opencode serve: the turn in {session_id} ended in an error")
        texts = [
            str(p.get("text", ""))
            for p in parts or []
            if isinstance(p, dict) and p.get("type") == "text"
        ]
        return "\n".join(texts)

    def stop(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None
        process, self._process = self._process, None
        if process is None or process.poll() is not None:
            return
        # Its own process group (so a Ctrl-C meant for us is handled by our clean-up, not
        # half-delivered): whatever it started ends with it.
        _signal_group(process, signal.SIGTERM)
        try:
            process.wait(timeout=_STOP_PATIENCE)
        except subprocess.TimeoutExpired:
            _signal_group(process, signal.SIGKILL)
            process.wait()


def _signal_group(process: subprocess.Popen[bytes], number: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, number)
