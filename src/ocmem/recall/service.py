"""`opencode-memory recall serve`: the per-turn ranker as a long-lived process.

The opencode plugin spawns it once per opencode process and talks JSON lines over
stdin/stdout, one reply line per request line, in order (`delivered` gets none):

    {"op": "ping", "id": 1}                      -> {"id": 1, "ok": true}
    (an optional "directory" in a ping reads that project's store before replying, so
    the first turn finds it warm)
    {"op": "recall", "id": 2, "session": "ses_…", "directory": "/abs", "text": "…",
     "recent": ["…"]}                            -> {"id": 2, "files": [...], "block": "…"|null,
                                                     "ms": 3.1}
    {"op": "delivered", "session": "ses_…", "directory": "/abs", "files": ["a.md"]}

Any failure of one request is one `{"id": …, "error": "<one scrubbed line>"}` and the next
line is served; end of input ends the process with 0. Settings and store are resolved per
directory and kept (settings re-resolved after `SETTINGS_TTL` seconds); the store is
re-stat'ed before each request so edits are seen. Imported by `ocmem.entry` before typer:
it must stay light.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from ocmem.recall.memories import StoreView
from ocmem.recall.semantic import Meaning, SemanticIndex, wanted
from ocmem.recall.turn import Limits, limits_from, scrubs_store, select
from ocmem.state.recall_seen import load_seen, record_seen
from ocmem.store.memory_file import Memory

SETTINGS_TTL = 30.0
_MAX_LINE_BYTES = 4_000_000
_MAX_RECENT = 10


class RequestError(Exception):
    """A request the service cannot answer; the text is safe to send back."""


@dataclass(frozen=True)
class _Project:
    enabled: bool
    semantic: bool  # recall by meaning wanted (`recall.semantic`, the extra installed)
    limits: Limits
    state_dir: Path
    memory_dir: Path
    scrubbed: bool
    resolved_at: float


class RecallService:
    """Answers protocol messages; holds the per-directory settings and store views."""

    def __init__(
        self, env: Mapping[str, str] | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._env = dict(os.environ if env is None else env)
        self._clock = clock
        self._projects: dict[str, _Project] = {}
        self._views: dict[Path, StoreView] = {}
        self._meanings: dict[Path, Meaning] = {}
        self._scrubbed_text: dict[str, str] = {}

    def handle_line(self, line: bytes) -> str | None:
        """The reply line (no newline) to one request line, or None for `delivered`."""
        request_id: Any = None
        try:
            message = json.loads(line)
            if not isinstance(message, dict):
                raise RequestError("a request must be a JSON object")
            request_id = message.get("id")
            reply = self.handle(message)
        except RequestError as exc:
            reply = {"error": _one_line(str(exc))}
        except ValueError as exc:
            reply = {"error": _one_line(f"not a JSON request: {exc}")}
        except Exception as exc:
            reply = {"error": _one_line(f"{type(exc).__name__}: {exc}")}
        if reply is None:
            return None
        return json.dumps({"id": _json_id(request_id), **reply}, ensure_ascii=False)

    def handle(self, message: dict[str, Any]) -> dict[str, Any] | None:
        op = message.get("op")
        if op == "ping":
            if "directory" in message:
                self._warm(message)
            return {"ok": True}
        if op == "recall":
            return self._recall(message)
        if op == "delivered":
            self._delivered(message)
            return None
        raise RequestError(f"unknown op {op!r}" if isinstance(op, str) else "missing op")

    def _recall(self, message: dict[str, Any]) -> dict[str, Any]:
        started = time.perf_counter()
        session = _text_field(message, "session")
        text = message.get("text")
        if not isinstance(text, str):
            raise RequestError("text must be a string")
        recent = message.get("recent", [])
        if not isinstance(recent, list) or not all(isinstance(r, str) for r in recent):
            raise RequestError("recent must be a list of strings")
        project = self._project(_directory(message))
        if not project.enabled:
            return {"files": [], "block": None, "ms": _ms(started)}
        index = self._view(project.memory_dir).current()
        seen = load_seen(project.state_dir, session)
        turn = select(
            index,
            text,
            project.limits,
            recent=recent[-_MAX_RECENT:],
            seen=seen,
            clean=self._scrub if project.scrubbed else _unchanged,
            semantic=self._meaning(project, index.memories),
        )
        block = turn.block.text if turn.block else None
        return {"files": list(turn.files), "block": block, "ms": _ms(started)}

    def _warm(self, message: dict[str, Any]) -> None:
        """Read the directory's settings and store now, so the first turn does not wait for
        it (the plugin pings with its directory when opencode starts). Best effort: a
        problem here is reported by the first `recall`, where it matters."""
        try:
            project = self._project(_directory(message))
            if project.enabled:
                self._meaning(project, self._view(project.memory_dir).current().memories)
        except Exception:
            pass

    def _delivered(self, message: dict[str, Any]) -> None:
        session = _text_field(message, "session")
        files = message.get("files")
        if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
            raise RequestError("files must be a list of strings")
        project = self._project(_directory(message))
        if files:
            record_seen(project.state_dir, session, files, store=project.memory_dir)

    def _project(self, directory: str) -> _Project:
        now = self._clock()
        cached = self._projects.get(directory)
        if cached is not None and now - cached.resolved_at < SETTINGS_TTL:
            return cached
        project = _resolve(Path(directory), self._env, now)
        self._projects[directory] = project
        return project

    def _view(self, memory_dir: Path) -> StoreView:
        view = self._views.get(memory_dir)
        if view is None:
            view = self._views[memory_dir] = StoreView(memory_dir)
        return view

    def ready_by_meaning(self, directory: str) -> bool:
        """Whether turns in `directory` are now matched by meaning too (its vectors are
        built for the store as it is); for benchmarks and tests."""
        project = self._project(os.path.normpath(directory))
        if not project.semantic:
            return False
        memories = self._view(project.memory_dir).current().memories
        return self._meaning(project, memories) is not None

    def _meaning(self, project: _Project, memories: tuple[Memory, ...]) -> SemanticIndex | None:
        """The store's vectors when recall by meaning is wanted and they are ready; their
        first computation starts here, in the background (see `Meaning`)."""
        if not project.semantic:
            return None
        meaning = self._meanings.get(project.memory_dir)
        if meaning is None:
            meaning = Meaning(project.state_dir, project.memory_dir)
            self._meanings[project.memory_dir] = meaning
        return meaning.current(memories)

    def _scrub(self, text: str) -> str:
        done = self._scrubbed_text.get(text)
        if done is None:
            from ocmem.redact import scrub

            done = scrub(text).text
            if len(self._scrubbed_text) > 20_000:
                self._scrubbed_text.clear()
            self._scrubbed_text[text] = done
        return done


def _resolve(directory: Path, env: Mapping[str, str], now: float) -> _Project:
    from ocmem import context
    from ocmem.errors import OcmemError

    try:
        ctx = context.build(directory, env)
        cfg = ctx.settings
        location = ctx.store
    except OcmemError as exc:
        raise RequestError(str(exc)) from None
    enabled = cfg.recall.enabled and cfg.recall.per_turn
    return _Project(
        enabled,
        wanted(cfg.recall.semantic),
        limits_from(cfg),
        ctx.state_dir,
        location.memory_dir,
        scrubs_store(location.mode, cfg),
        now,
    )


def _directory(message: dict[str, Any]) -> str:
    directory = _text_field(message, "directory")
    if not os.path.isabs(directory):
        raise RequestError("directory must be an absolute path")
    return os.path.normpath(directory)


def _text_field(message: dict[str, Any], key: str) -> str:
    value = message.get(key)
    if not isinstance(value, str) or not value or "\0" in value:
        raise RequestError(f"{key} must be a non-empty string")
    return value


def _json_id(value: Any) -> Any:
    return value if isinstance(value, (int, float, str)) or value is None else None


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000.0, 2)


def _unchanged(text: str) -> str:
    return text


def _one_line(text: str) -> str:
    from ocmem.redact import scrub

    flat = " ".join(text.split())[:500]
    return scrub(flat).text or "error"


def serve(lines: Iterable[bytes], out: IO[str], service: RecallService | None = None) -> int:
    """Answer each line of `lines` on `out`, flushing after each reply; 0 at the end."""
    service = service or RecallService()
    for line in lines:
        if not line.strip():
            continue
        if len(line) > _MAX_LINE_BYTES:
            reply: str | None = json.dumps({"id": None, "error": "request line too long"})
        else:
            reply = service.handle_line(line)
        if reply is not None:
            out.write(reply + "\n")
            out.flush()
    return 0


def serve_main(args: list[str]) -> int:
    """`opencode-memory recall serve`: the process the opencode plugin spawns."""
    if args:
        sys.stderr.write(f"opencode-memory recall serve: unexpected argument {args[0]!r}\n")
        return 2
    out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)  # noqa: SIM115
    try:
        return serve(sys.stdin.buffer, out)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:
        sys.stderr.write(
            f"opencode-memory recall serve: {_one_line(type(exc).__name__ + ': ' + str(exc))}\n"
        )
        return 1
