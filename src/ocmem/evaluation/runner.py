"""`opencode-memory eval`: replay fixture conversations as real opencode sessions in a
throw-away home, mine each through the same pipeline as `maintain` on the model under
test, and score what it saved.

The conversation's assistant is the built-in scripted model (each user turn gets the
fixture's own reply), so every model under test mines the same sessions. The sessions are
made once, by one `opencode serve`; then, for each model, every fixture's store is seeded
afresh, its mark set as an earlier pass would have left it, and `maintain --session` runs
with `extract.model` set to that model. The user's provider config and `auth.json` are
read, never written, and copied (mode 0600) into the throw-away home, removed at the end.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ocmem import context, jsonc
from ocmem.errors import OcmemError
from ocmem.evaluation.fixtures import Fixture, builtin_fixtures_dir, load_fixtures
from ocmem.evaluation.scoring import (
    FixtureScore,
    ModelScore,
    PassResult,
    SavedMemory,
    score_fixture,
    summarize,
)
from ocmem.gateway import binary as opencode_binary
from ocmem.gateway.database import OpencodeDatabase, find_database
from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.gateway.launcher import BIN_ENV
from ocmem.gateway.session_rows import fingerprint
from ocmem.maintain.fork_step import Forker, default_forker
from ocmem.maintain.pipeline import maintain
from ocmem.paths import environment, opencode_global_config_dir, xdg_data_home
from ocmem.progress import SILENT, Progress
from ocmem.prompts import EXTRACT_MARKER
from ocmem.sandbox import isolated_environ
from ocmem.scripted_model import RecordedRequest, Reply, ScriptedModelServer
from ocmem.state import marks
from ocmem.store import apply_ops, list_memories

SCRIPTED_PROVIDER = "ocmem-eval"
ASSISTANT_MODEL = f"{SCRIPTED_PROVIDER}/assistant"
# `--demo`: the built-in scripted model answers each extraction with the fixture's
# reference answer, to show what the report looks like without a key.
REFERENCE_MODEL = f"{SCRIPTED_PROVIDER}/reference"
_GLOBAL_CONFIG_ORDER = ("config.json", "opencode.json", "opencode.jsonc")  # lowest first
_COPIED_KEYS = ("provider", "enabled_providers", "disabled_providers")
_TURN_TIMEOUT = 300.0


@dataclass(frozen=True)
class EvalReport:
    models: tuple[ModelScore, ...]
    fixtures_dir: str
    fixture_ids: tuple[str, ...]
    notes: tuple[str, ...] = ()

    @property
    def exit_code(self) -> int:
        """1 when a pass failed (its row is incomplete), else 0: scores are not verdicts."""
        return 1 if any(row.failed for row in self.models) else 0

    def to_json(self) -> dict[str, Any]:
        return {
            "models": [_row_json(row) for row in self.models],
            "fixtures_dir": self.fixtures_dir,
            "fixture_ids": list(self.fixture_ids),
            "notes": list(self.notes),
        }


def _row_json(row: ModelScore) -> dict[str, Any]:
    return {
        "model": row.model,
        "fixtures": row.fixtures,
        "captured": row.captured,
        "over_capture_per_session": row.over_capture_per_session,
        "abstain_correct": row.abstain_correct,
        "secret_leaks": row.secret_leaks,
        "tokens": row.tokens,
        "cost": row.cost,
        "seconds": row.seconds,
        "secret_leaks_raw": row.secret_leaks_raw,
        "failed": row.failed,
        "details": [_detail_json(s) for s in row.details],
    }


def _detail_json(score: FixtureScore) -> dict[str, Any]:
    return {
        "fixture": score.fixture,
        "expected": score.expected,
        "captured": score.captured,
        "missed": list(score.missed),
        "written": list(score.written),
        "over_capture": score.over_capture,
        "over_captured": list(score.over_captured),
        "abstain": score.abstain,
        "abstained": score.abstained,
        "secret_leaks": score.secret_leaks,
        "secret_leaks_raw": score.raw_secret_leaks,
        "tokens": score.tokens,
        "cost": score.cost,
        "seconds": score.seconds,
        "error": score.error,
    }


@dataclass(frozen=True)
class UserProviders:
    """What the sandbox takes from the user's opencode config: providers and the model."""

    config: dict[str, Any]
    model: str | None
    notes: tuple[str, ...] = ()


def read_user_providers(env: Mapping[str, str]) -> UserProviders:
    """The user's provider settings and default model from opencode's global config files,
    `OPENCODE_CONFIG` and `OPENCODE_CONFIG_CONTENT`, merged as opencode merges them (later
    wins). Read only; a file that does not parse is left out with a note (never its text)."""
    documents: list[tuple[str, object]] = []
    base = opencode_global_config_dir(env)
    for name in _GLOBAL_CONFIG_ORDER:
        path = base / name
        if path.is_file():
            documents.append((str(path), _load(path)))
    explicit = env.get("OPENCODE_CONFIG", "")
    if explicit:
        path = Path(os.path.expanduser(explicit))
        documents.append((str(path), _load(path)))
    inline = env.get("OPENCODE_CONFIG_CONTENT", "")
    if inline.strip():
        try:
            documents.append(("OPENCODE_CONFIG_CONTENT", jsonc.loads(inline, "inline")))
        except jsonc.JsoncError:
            documents.append(("OPENCODE_CONFIG_CONTENT", None))
    config: dict[str, Any] = {}
    model: str | None = None
    notes: list[str] = []
    for source, document in documents:
        if not isinstance(document, dict):
            notes.append(f"left out {source}: it does not parse as a JSON(C) object")
            continue
        for key in _COPIED_KEYS:
            if key in document:
                config[key] = _merged(config.get(key), document[key])
        if isinstance(document.get("model"), str) and document["model"]:
            model = document["model"]
    return UserProviders(config, model, tuple(notes))


def _load(path: Path) -> object:
    try:
        return jsonc.load_file(path)
    except (jsonc.JsoncError, OSError):
        return None


def _merged(low: object, high: object) -> object:
    if isinstance(low, dict) and isinstance(high, dict):
        out = dict(low)
        for key, value in high.items():
            out[key] = _merged(out.get(key), value)
        return out
    return high


class _Playback:
    """The scripted model's side: the fixture's replies, and reference answers for --demo."""

    def __init__(self, fixtures: Sequence[Fixture]) -> None:
        self.fixtures = list(fixtures)
        self.current: Fixture | None = None

    def __call__(self, request: RecordedRequest) -> Reply:
        if request.is_title_request():
            return Reply(text="Evaluation session")
        if request.model == REFERENCE_MODEL.partition("/")[2]:
            return self._reference(request)
        said = request.last_user_text().strip()
        for turn in self.current.turns if self.current else ():
            if turn.user.strip() == said:
                return Reply(text=turn.assistant)
        return Reply(text="OK.")

    def fixture_of(self, conversation: str) -> Fixture | None:
        """The fixture whose every user turn is in `conversation`; of several (a short turn
        such as "yes" occurs almost anywhere), the one with the most text in it."""
        candidates = [f for f in self.fixtures if all(t.user in conversation for t in f.turns)]
        if not candidates:
            return None
        return max(candidates, key=lambda f: sum(len(t.user) for t in f.turns))

    def _reference(self, request: RecordedRequest) -> Reply:
        if EXTRACT_MARKER not in request.last_user_text():
            return Reply(text="OK.")
        fixture = self.fixture_of(request.all_text())
        if fixture is None:
            return Reply(text="No fixture matches this conversation.")
        answer = json.dumps(dict(fixture.reference_answer), indent=2, ensure_ascii=False)
        return Reply(text=f"The ops for this session:\n\n```json\n{answer}\n```")


@dataclass(frozen=True)
class _Prepared:
    fixture: Fixture
    project: Path
    session_id: str


@dataclass
class _Recorder:
    """The real forker, keeping the fork's raw answer (before any scrubbing of ours)."""

    run: Forker
    answers: list[str] = field(default_factory=list)

    def __call__(self, binary: Path, request: ForkRequest, env: Mapping[str, str]) -> ForkResult:
        result = self.run(binary, request, env)
        self.answers.append(result.text)
        return result


def run_eval(
    models: Sequence[str] = (),
    *,
    fixtures_dir: Path | None = None,
    demo: bool = False,
    env: Mapping[str, str] | None = None,
    opencode_bin: str | None = None,
    progress: Progress = SILENT,
) -> EvalReport:
    """Score each model (PROVIDER/MODEL) on the fixtures; `demo` adds the scripted model
    answering with the reference answers. With neither, the user's configured model."""
    user_env = environment(env)
    directory = fixtures_dir or builtin_fixtures_dir()
    fixtures = load_fixtures(directory)
    wanted = [REFERENCE_MODEL] if demo else []
    wanted += [m for m in models if m not in wanted]
    for model in wanted:
        provider, _, name = model.partition("/")
        if not provider or not name:
            raise OcmemError(
                f"--model {model!r} is not PROVIDER/MODEL",
                "`opencode models` lists the models your providers offer",
            )
    needs_user = any(m != REFERENCE_MODEL for m in wanted) or not wanted
    user = read_user_providers(user_env) if needs_user else UserProviders({}, None)
    if not wanted:
        if user.model is None:
            raise OcmemError(
                "no model to evaluate: opencode's config names no default `model`",
                "pass --model PROVIDER/MODEL (several to compare), or --demo",
            )
        wanted = [user.model]
    configured = opencode_bin or user_env.get(BIN_ENV)
    binary = opencode_binary.find_opencode(configured, user_env)
    root = Path(tempfile.mkdtemp(prefix="ocmem-eval-"))
    auth_copy: Path | None = None
    try:
        sandbox = isolated_environ(root, user_env, git_identity="Eval")
        sandbox[BIN_ENV] = str(binary)
        sandbox["OPENCODE_MEMORY_AUTODREAM"] = "0"  # eval measures extraction alone
        if needs_user:
            auth_copy = _copy_auth(user_env, sandbox)
        playback = _Playback(fixtures)
        with ScriptedModelServer(responder=playback) as server:
            _write_config(sandbox, user.config, server)
            prepared = _make_sessions(binary, sandbox, root, fixtures, playback, progress)
            rows = tuple(_score_model(model, prepared, sandbox, progress) for model in wanted)
    finally:
        if auth_copy is not None:
            with contextlib.suppress(OSError):
                auth_copy.unlink()
        shutil.rmtree(root, ignore_errors=True)
    return EvalReport(rows, str(directory), tuple(f.id for f in fixtures), user.notes)


def _copy_auth(user_env: Mapping[str, str], sandbox: Mapping[str, str]) -> Path | None:
    source = xdg_data_home(user_env) / "opencode" / "auth.json"
    try:
        data = source.read_bytes()
    except OSError:
        return None  # no stored credentials: env API keys may still do
    target = xdg_data_home(sandbox) / "opencode" / "auth.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    _write_private(target, data)
    return target


def _write_private(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)


def _write_config(
    sandbox: Mapping[str, str], user_config: Mapping[str, Any], server: ScriptedModelServer
) -> None:
    config: dict[str, Any] = dict(user_config)
    providers = dict(config.get("provider") or {})
    providers.update(server.provider_config(SCRIPTED_PROVIDER, ("assistant", "reference")))
    config["provider"] = providers
    enabled = config.get("enabled_providers")
    if isinstance(enabled, list):
        config["enabled_providers"] = [*enabled, SCRIPTED_PROVIDER]
    disabled = config.get("disabled_providers")
    if isinstance(disabled, list):
        config["disabled_providers"] = [p for p in disabled if p != SCRIPTED_PROVIDER]
    # Titles and the conversation go to the scripted model, never to the model under test.
    config.update({"model": ASSISTANT_MODEL, "small_model": ASSISTANT_MODEL, "autoupdate": False})
    config["share"] = "disabled"
    path = opencode_global_config_dir(sandbox) / "opencode.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    _write_private(path, json.dumps(config, indent=2).encode())


def _make_sessions(
    binary: Path,
    sandbox: Mapping[str, str],
    root: Path,
    fixtures: Sequence[Fixture],
    playback: _Playback,
    progress: Progress,
) -> list[_Prepared]:
    prepared: list[_Prepared] = []
    progress.status(f"starting opencode to replay {len(fixtures)} conversations")
    # Here, not at the top: the HTTP client would load with every command's registration.
    from ocmem.gateway.opencode_server import OpencodeServer

    with OpencodeServer(binary, sandbox, root, turn_timeout=_TURN_TIMEOUT) as server:
        for number, fixture in enumerate(fixtures, 1):
            progress.status(f"replaying {fixture.id} ({number}/{len(fixtures)})")
            project = _make_project(root / "projects" / f"{number:03d}", sandbox)
            session_id = server.create_session(project)
            playback.current = fixture
            for turn in fixture.turns:
                server.send(session_id, project, turn.user, ASSISTANT_MODEL)
            prepared.append(_Prepared(fixture, project, session_id))
    return prepared


def _make_project(path: Path, env: Mapping[str, str]) -> Path:
    path.mkdir(parents=True)
    (path / "README.md").write_text("# project\n", encoding="utf-8")
    for args in (("init", "-q"), ("add", "README.md"), ("commit", "-q", "-m", "Initial commit")):
        subprocess.run(
            ["git", "-C", str(path), *args],
            env=dict(env),
            check=True,
            capture_output=True,
            stdin=subprocess.DEVNULL,
        )
    return path


def _score_model(
    model: str, prepared: Sequence[_Prepared], sandbox: Mapping[str, str], progress: Progress
) -> ModelScore:
    scores: list[FixtureScore] = []
    given_up: str | None = None
    for number, item in enumerate(prepared, 1):
        tried = len(scores)
        if given_up is None and tried >= _TRIES_BEFORE_GIVING_UP and all(s.error for s in scores):
            # A model that failed every fixture so far (not configured, not reachable) is
            # not asked 44 times: the rest are skipped, named, and the row counts as failed.
            given_up = f"skipped: the model failed its first {tried} fixtures"
        if given_up is not None:
            scores.append(score_fixture(item.fixture, PassResult((), (), "", error=given_up)))
            continue
        progress.status(f"{model}: mining {item.fixture.id} ({number}/{len(prepared)})")
        score = score_fixture(item.fixture, _extract(model, item, sandbox))
        scores.append(score)
        progress.step(f"[{number}/{len(prepared)}] {model} {item.fixture.id}: {_line(score)}")
    return summarize(model, scores)


_TRIES_BEFORE_GIVING_UP = 3


def _line(score: FixtureScore) -> str:
    parts = [f"{score.captured}/{score.expected} captured"]
    parts.append(f"{score.over_capture} over-captured")
    if score.raw_secret_leaks or score.secret_leaks:
        parts.append(f"{score.secret_leaks} secret(s) in files ({score.raw_secret_leaks} raw)")
    parts.append(f"{score.seconds:.1f} s")
    if score.error:
        parts.append(f"FAILED ({score.error})")
    return ", ".join(parts)


def _extract(model: str, item: _Prepared, sandbox: Mapping[str, str]) -> PassResult:
    env = {**sandbox, "OPENCODE_MEMORY_MODEL": model}
    ctx = context.build(item.project, env)
    location = ctx.store
    seeded = _seed_store(item.fixture, ctx)
    _set_mark(item, ctx, env)
    recorder = _Recorder(default_forker(ctx))
    started = time.monotonic()
    try:
        report = maintain(ctx, session_id=item.session_id, forker=recorder)
    except OcmemError as exc:  # one pass that could not run; the other fixtures still do
        return PassResult((), (), "\n".join(recorder.answers), error=exc.message)
    seconds = time.monotonic() - started
    outcome = report.sessions[0]
    memories = tuple(
        SavedMemory(
            m.file,
            m.name,
            m.description,
            m.body,
            written=_read(location.memory_dir / m.file) != seeded.get(m.file),
        )
        for m in list_memories(location)
    )
    texts = tuple(
        path.read_text(encoding="utf-8", errors="replace")
        for path in sorted(location.memory_dir.glob("*"))
        if path.is_file()
    )
    tokens = sum((outcome.tokens or {}).values())
    return PassResult(
        memories=memories,
        store_texts=texts,
        raw_answer="\n".join(recorder.answers),
        error=None if outcome.action == "extracted" else f"{outcome.action}: {outcome.reason}",
        tokens=tokens,
        cost=outcome.cost or 0.0,
        seconds=outcome.duration_ms / 1000 if outcome.duration_ms else seconds,
    )


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


def _seed_store(fixture: Fixture, ctx: context.Context) -> dict[str, bytes]:
    """The fixture's store as an earlier pass left it (any earlier model's pass removed);
    the bytes of each memory file."""
    memory_dir = ctx.store.memory_dir
    shutil.rmtree(memory_dir, ignore_errors=True)
    if fixture.store:
        applied = apply_ops(
            ctx.store,
            {"save": [m.to_op() for m in fixture.store]},
            session_id=None,
            scrub=False,
            state_dir=ctx.state_dir,
        )
        if applied.rejected:
            raise OcmemError(
                f"fixture {fixture.path}: its store memory {applied.rejected[0].item!r} "
                f"was refused ({applied.rejected[0].reason})"
            )
    if not memory_dir.is_dir():
        return {}
    return {p.name: p.read_bytes() for p in memory_dir.glob("*.md") if p.name != "MEMORY.md"}


def _set_mark(item: _Prepared, ctx: context.Context, env: Mapping[str, str]) -> None:
    """The mark an earlier pass over the `already_mined` first turns would have left."""
    with OpencodeDatabase(find_database(env)) as db:
        turns = db.user_turns(item.session_id)
    mined = turns[: item.fixture.already_mined]
    ids = [t.id for t in mined]
    mark = marks.advanced(None, item.session_id, ids, fingerprint(ids, [t.text for t in mined]))
    marks.save(ctx.state_dir, mark)
