"""Layered settings with provenance (design §4).

Precedence, highest first: CLI flag › environment › opencode config plugin options
(inline `OPENCODE_CONFIG_CONTENT`, project files nearest the directory up to the git
root, `OPENCODE_CONFIG`, the global config) › project TOML › user TOML › default.
An invalid value is reported with its source and the next lower layer applies.
"""

from __future__ import annotations

import difflib
import os
import re
import tomllib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from ocmem import jsonc, paths

Value = bool | int | float | str | list[str] | None
PLUGIN_PACKAGE = "opencode-claude-memory"


class InvalidValueError(ValueError):
    pass


def _bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str):
        word = raw.strip().lower()
        if word in ("1", "true", "yes", "on", "y", "enable", "enabled"):
            return True
        if word in ("0", "false", "no", "off", "n", "disable", "disabled"):
            return False
    raise InvalidValueError("expected a boolean (true/false, on/off, yes/no, 1/0)")


def _number(raw: object) -> float:
    if isinstance(raw, bool):
        raise InvalidValueError("expected a number")
    if isinstance(raw, int | float):
        number = float(raw)
    elif isinstance(raw, str):
        try:
            number = float(raw.strip())
        except ValueError:
            raise InvalidValueError("expected a number") from None
    else:
        raise InvalidValueError("expected a number")
    if number != number or number in (float("inf"), float("-inf")):
        raise InvalidValueError("expected a finite number")
    return number


def _tidy(number: float) -> int | float:
    # Whole numbers print as 24, not 24.0, in every output format.
    return int(number) if number.is_integer() else number


def _int_at_least(minimum: int) -> Callable[[object], int]:
    def parse(raw: object) -> int:
        number = _number(raw)
        if number != int(number) or number < minimum:
            raise InvalidValueError(f"expected a whole number >= {minimum}")
        return int(number)

    return parse


def _float_between(low: float, high: float) -> Callable[[object], int | float]:
    def parse(raw: object) -> int | float:
        number = _number(raw)
        if not low <= number <= high:
            raise InvalidValueError(f"expected a number from {low:g} to {high:g}")
        return _tidy(number)

    return parse


def _positive_seconds(raw: object) -> int | float:
    number = _number(raw)
    if number <= 0:
        raise InvalidValueError("expected a number of seconds > 0")
    return _tidy(number)


def _budget(parse: Callable[[object], Value]) -> Callable[[object], Value]:
    """A daily limit; empty, `off` or `none` mean no limit."""

    def parse_limit(raw: object) -> Value:
        if raw is None or (isinstance(raw, str) and raw.strip().lower() in ("", "off", "none")):
            return None
        return parse(raw)

    return parse_limit


def _index_lines(raw: object) -> int:
    if isinstance(raw, str) and raw.strip().lower() in ("off", "none", "false"):
        return 0
    return _int_at_least(0)(raw)


def _local_mode(raw: object) -> str:
    if isinstance(raw, bool):
        return "on" if raw else "off"
    if isinstance(raw, str):
        word = raw.strip().lower()
        if word in ("on", "1", "true", "yes", "local"):
            return "on"
        if word in ("off", "0", "false", "no", "global"):
            return "off"
        if word == "auto":
            return "auto"
    raise InvalidValueError("expected on, off or auto (booleans accepted)")


_MODEL = re.compile(r"^[^\s/]+/\S+$")
_AGENT = re.compile(r"^\S+$")


def _session_default(pattern: re.Pattern[str], expected: str) -> Callable[[object], str | None]:
    """A model or agent name; empty, `session` or `auto` leave it to the session."""

    def parse(raw: object) -> str | None:
        if raw is None:
            return None
        if isinstance(raw, str):
            text = raw.strip()
            if text.lower() in ("", "session", "auto"):
                return None
            if pattern.match(text):
                return text
        raise InvalidValueError(f"expected {expected} (or 'session' for the session's own)")

    return parse


_model = _session_default(_MODEL, "provider/model")
_agent = _session_default(_AGENT, "an agent name")


def _path(raw: object) -> str | None:
    if raw is None:
        return None
    if isinstance(raw, str) and raw.strip():
        return os.path.expanduser(raw.strip())
    raise InvalidValueError("expected a path")


def _globs(raw: object) -> list[str]:
    if isinstance(raw, str):
        items = [part.strip() for part in re.split(r"[,\n]", raw)]
        return [item for item in items if item]
    if isinstance(raw, list) and all(isinstance(item, str) for item in raw):
        return [item for item in raw if item.strip()]
    raise InvalidValueError("expected a list of path globs (comma-separated in the environment)")


@dataclass(frozen=True)
class Spec:
    key: str
    env: str
    option: str | None
    parse: Callable[[object], Value]
    default: Value
    help: str


SPECS: tuple[Spec, ...] = (
    Spec(
        "opencode.bin",
        "OPENCODE_MEMORY_OPENCODE_BIN",
        None,
        _path,
        None,
        "the real opencode binary; default: PATH lookup, never this tool itself",
    ),
    Spec(
        "extract.enabled",
        "OPENCODE_MEMORY_EXTRACT",
        "extract",
        _bool,
        True,
        "mine sessions for memories",
    ),
    Spec(
        "extract.model",
        "OPENCODE_MEMORY_MODEL",
        "extractModel",
        _model,
        None,
        "model for extraction forks; default: the session's own",
    ),
    Spec(
        "extract.agent",
        "OPENCODE_MEMORY_AGENT",
        "extractAgent",
        _agent,
        None,
        "agent for extraction forks; default: the session's own",
    ),
    Spec(
        "extract.match_session_model",
        "OPENCODE_MEMORY_MATCH_SESSION_MODEL",
        "matchSessionModel",
        _bool,
        True,
        "fork on the session's model so the provider's prompt cache is reused",
    ),
    Spec(
        "extract.incremental",
        "OPENCODE_MEMORY_INCREMENTAL",
        "incremental",
        _bool,
        True,
        "mine only user turns past the session's high-water mark",
    ),
    Spec(
        "extract.timeout",
        "OPENCODE_MEMORY_EXTRACT_TIMEOUT",
        "extractTimeout",
        _positive_seconds,
        600,
        "seconds before a fork is abandoned",
    ),
    Spec(
        "extract.max_saves",
        "OPENCODE_MEMORY_EXTRACT_MAX_SAVES",
        "extractMaxSaves",
        _int_at_least(0),
        20,
        "saves applied per extraction pass; the excess is rejected",
    ),
    Spec(
        "extract.max_deletes",
        "OPENCODE_MEMORY_EXTRACT_MAX_DELETES",
        "extractMaxDeletes",
        _int_at_least(0),
        10,
        "refuse an extraction pass deleting more memories than this",
    ),
    Spec(
        "extract.max_delete_fraction",
        "OPENCODE_MEMORY_EXTRACT_MAX_DELETE",
        "extractMaxDelete",
        _float_between(0, 1),
        0.5,
        "refuse an extraction pass deleting more than one memory and this share",
    ),
    Spec(
        "extract.manifest_budget_tokens",
        "OPENCODE_MEMORY_MANIFEST_BUDGET",
        "manifestBudget",
        _int_at_least(500),
        5_000,
        "extraction manifest budget in tokens; lists the newest memories that fit",
    ),
    Spec(
        "extract.delete_timeout",
        "OPENCODE_MEMORY_FORK_DELETE_TIMEOUT",
        None,
        _positive_seconds,
        60,
        "seconds `opencode session delete` may take before the next run retries it",
    ),
    Spec(
        "capture.user",
        "OPENCODE_MEMORY_CAPTURE_USER",
        "captureUser",
        _bool,
        False,
        "save facts about the user as a person (user-type memories)",
    ),
    Spec(
        "provenance",
        "OPENCODE_MEMORY_PROVENANCE",
        "provenance",
        _bool,
        True,
        "give the fork the commits made during the session",
    ),
    Spec(
        "dream.enabled",
        "OPENCODE_MEMORY_AUTODREAM",
        "autoDream",
        _bool,
        True,
        "run the gated consolidation pass after maintenance",
    ),
    Spec(
        "dream.model",
        "OPENCODE_MEMORY_AUTODREAM_MODEL",
        "dreamModel",
        _model,
        None,
        "model for dream forks; default: extract.model, then the session's",
    ),
    Spec(
        "dream.agent",
        "OPENCODE_MEMORY_AUTODREAM_AGENT",
        "dreamAgent",
        _agent,
        None,
        "agent for dream forks; default: extract.agent, then the session's",
    ),
    Spec(
        "dream.min_hours",
        "OPENCODE_MEMORY_AUTODREAM_MIN_HOURS",
        "dreamMinHours",
        _float_between(0, 24 * 365),
        24,
        "hours since the last consolidation",
    ),
    Spec(
        "dream.min_sessions",
        "OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS",
        "dreamMinSessions",
        _int_at_least(0),
        5,
        "sessions touched since the last consolidation",
    ),
    Spec(
        "dream.max_delete_fraction",
        "OPENCODE_MEMORY_DREAM_MAX_DELETE",
        "dreamMaxDelete",
        _float_between(0, 1),
        0.5,
        "refuse a dream deleting more than this share",
    ),
    Spec(
        "dream.prompt_budget_tokens",
        "OPENCODE_MEMORY_DREAM_BUDGET",
        "dreamPromptBudget",
        _int_at_least(16_000),
        32_000,
        "dream prompt budget in tokens (bytes/4); a larger store goes in batches",
    ),
    Spec(
        "idle.enabled",
        "OPENCODE_MEMORY_WRAP_IDLE",
        "wrapOnIdle",
        _bool,
        True,
        "extract while a wrapped TUI sits idle",
    ),
    Spec(
        "idle.seconds",
        "OPENCODE_MEMORY_MAINTAIN_IDLE_SECONDS",
        "maintainIdleSeconds",
        _float_between(0, 86400),
        30,
        "quiet seconds before an idle extraction",
    ),
    Spec(
        "local.mode",
        "OPENCODE_MEMORY_LOCAL",
        "localMemory",
        _local_mode,
        "auto",
        "in-repo store: on, off, or auto (only if .claude/memory exists)",
    ),
    Spec(
        "local.secrets",
        "OPENCODE_MEMORY_LOCAL_SECRETS",
        "localMemorySecrets",
        _bool,
        False,
        "keep secrets in an in-repo store (default: scrub)",
    ),
    Spec(
        "redact.global",
        "OPENCODE_MEMORY_REDACT_GLOBAL",
        "redactGlobalSecrets",
        _bool,
        True,
        "scrub secrets in the global store too (default: scrub every store)",
    ),
    Spec(
        "index.max_lines",
        "OPENCODE_MEMORY_INDEX_MAX_LINES",
        "indexMaxLines",
        _index_lines,
        160,
        "soft limit on MEMORY.md lines (0 = off)",
    ),
    Spec(
        "maintain.max_sessions",
        "OPENCODE_MEMORY_MAX_SESSIONS",
        "maxSessionsPerRun",
        _int_at_least(1),
        10,
        "forks per maintain run",
    ),
    Spec(
        "budget.daily_tokens",
        "OPENCODE_MEMORY_BUDGET_DAILY_TOKENS",
        None,
        _budget(_int_at_least(1)),
        None,
        "tokens memory forks may use a day before automatic passes stop; unset: no limit",
    ),
    Spec(
        "budget.daily_cost",
        "OPENCODE_MEMORY_BUDGET_DAILY_COST",
        None,
        _budget(_float_between(1e-9, 1e12)),
        None,
        "cost (opencode's currency) memory forks may use a day; unset: no limit",
    ),
    Spec(
        "dedup.threshold",
        "OPENCODE_MEMORY_DEDUP_THRESHOLD",
        "dedupThreshold",
        _float_between(0, 100),
        95,
        "fuzzy score (0-100) at which a new memory updates a twin",
    ),
    Spec(
        "dream.backups",
        "OPENCODE_MEMORY_DREAM_BACKUPS",
        "dreamBackups",
        _int_at_least(1),
        10,
        "store backups kept from before each dream",
    ),
    Spec(
        "history.max_days",
        "OPENCODE_MEMORY_HISTORY_MAX_DAYS",
        None,
        _int_at_least(1),
        30,
        "days the previous versions of changed memories are kept",
    ),
    Spec(
        "history.max_mb",
        "OPENCODE_MEMORY_HISTORY_MAX_MB",
        None,
        _int_at_least(1),
        50,
        "megabytes of previous versions kept per store",
    ),
    Spec(
        "recall.enabled",
        "OPENCODE_MEMORY_RECALL",
        "recall",
        _bool,
        True,
        "give wrapped sessions the memory index",
    ),
    Spec(
        "watch.interval",
        "OPENCODE_MEMORY_WATCH_INTERVAL",
        None,
        _positive_seconds,
        60,
        "seconds between watch scans",
    ),
    Spec(
        "watch.idle_minutes",
        "OPENCODE_MEMORY_WATCH_IDLE_MINUTES",
        None,
        _float_between(0, 7 * 24 * 60),
        3,
        "quiet minutes before watch mines a session",
    ),
    Spec(
        "watch.max_forks",
        "OPENCODE_MEMORY_WATCH_MAX_FORKS",
        None,
        _int_at_least(1),
        5,
        "forks per watch scan",
    ),
    Spec(
        "watch.exclude",
        "OPENCODE_MEMORY_WATCH_EXCLUDE",
        None,
        _globs,
        [],
        "path globs watch ignores",
    ),
    Spec(
        "foreground",
        "OPENCODE_MEMORY_FOREGROUND",
        None,
        _bool,
        False,
        "run post-session work inline instead of detached",
    ),
    Spec(
        "state.dir",
        "OPENCODE_MEMORY_STATE_DIR",
        None,
        _path,
        None,
        "state: marks, locks, journal, backups, logs",
    ),
)
SPEC_BY_KEY: dict[str, Spec] = {spec.key: spec for spec in SPECS}
_SESSION_KEYS = {"extract.model", "extract.agent", "dream.model", "dream.agent"}


@dataclass(frozen=True)
class Resolved:
    key: str
    value: Value
    source: str
    note: str = ""


@dataclass(frozen=True)
class Problem:
    source: str
    message: str
    positioned: bool = False  # the message already starts with path:line:column

    def __str__(self) -> str:
        return self.message if self.positioned else f"{self.source}: {self.message}"


@dataclass(frozen=True)
class Layer:
    source_prefix: str  # "file:<path>" or "env:OPENCODE_CONFIG_CONTENT"
    values: Mapping[str, object]


@dataclass(frozen=True)
class PluginInfo:
    configured: bool
    source: str | None
    maintain_on_idle: bool


@dataclass(frozen=True)
class Settings:
    values: Mapping[str, Resolved]
    problems: tuple[Problem, ...]
    plugin: PluginInfo
    directory: Path

    def __getitem__(self, key: str) -> Value:
        return self.values[key].value

    def bool(self, key: str) -> bool:
        return bool(self.values[key].value)

    def int(self, key: str) -> int:
        value = self.values[key].value
        assert isinstance(value, int | float)
        return int(value)

    def float(self, key: str) -> float:
        value = self.values[key].value
        assert isinstance(value, int | float)
        return float(value)

    def str(self, key: str) -> str | None:
        value = self.values[key].value
        return value if isinstance(value, str) else None

    def local_mode(self) -> Literal["on", "off", "auto"]:
        value = self.values["local.mode"].value
        if value == "on":
            return "on"
        return "off" if value == "off" else "auto"

    def state_dir(self) -> Path:
        value = self.str("state.dir")
        assert value is not None
        return Path(value)

    def __iter__(self) -> Iterator[Resolved]:
        return iter(self.values.values())


@dataclass
class _Collector:
    problems: list[Problem] = field(default_factory=list)

    def add(self, source: str, message: str, positioned: bool = False) -> None:
        problem = Problem(source, message, positioned)
        if problem not in self.problems:
            self.problems.append(problem)


def resolve(
    directory: Path | None = None,
    env: Mapping[str, str] | None = None,
    flags: Mapping[str, tuple[str, object]] | None = None,
) -> Settings:
    """Resolve every setting for `directory`; `flags` maps key -> (flag name, raw value)."""
    env = os.environ if env is None else env
    directory = Path(os.path.abspath(directory or Path.cwd()))
    flags = flags or {}
    collector = _Collector()
    plugin_layers, plugin = _plugin_layers(directory, env, collector)
    toml_layers = _toml_layers(directory, env, collector)

    resolved: dict[str, Resolved] = {}
    for spec in SPECS:
        candidates: list[tuple[str, object]] = []
        if spec.key in flags:
            name, raw = flags[spec.key]
            candidates.append((f"flag:{name}", raw))
        if spec.env in env:
            candidates.append((f"env:{spec.env}", env[spec.env]))
        if spec.option:
            for layer in plugin_layers:
                if spec.option in layer.values:
                    candidates.append((layer.source_prefix, layer.values[spec.option]))
        for layer in toml_layers:
            if spec.key in layer.values:
                candidates.append((layer.source_prefix, layer.values[spec.key]))
        resolved[spec.key] = _first_valid(spec, candidates, collector)

    _apply_derived(resolved, plugin)
    _default_state_dir(resolved, env)
    return Settings(resolved, tuple(collector.problems), plugin, directory)


def _first_valid(
    spec: Spec, candidates: Sequence[tuple[str, object]], collector: _Collector
) -> Resolved:
    for source, raw in candidates:
        try:
            value = spec.parse(raw)
        except InvalidValueError as exc:
            collector.add(source, f"{spec.key}: invalid value ignored ({exc})")
            continue
        if value is None and spec.key in _SESSION_KEYS:
            return Resolved(spec.key, None, "session")
        return Resolved(spec.key, value, source)
    if spec.key in _SESSION_KEYS:
        return Resolved(spec.key, None, "session")
    return Resolved(spec.key, spec.default, "default")


def _default_state_dir(resolved: dict[str, Resolved], env: Mapping[str, str]) -> None:
    if resolved["state.dir"].value is None:
        resolved["state.dir"] = Resolved("state.dir", str(paths.default_state_dir(env)), "default")


def _apply_derived(resolved: dict[str, Resolved], plugin: PluginInfo) -> None:
    for key, fallback in (("dream.model", "extract.model"), ("dream.agent", "extract.agent")):
        if resolved[key].source == "session" and resolved[fallback].value is not None:
            inherited = resolved[fallback]
            resolved[key] = Resolved(key, inherited.value, inherited.source, f"from {fallback}")
    recall = resolved["recall.enabled"]
    if recall.source == "default" and plugin.configured:
        resolved["recall.enabled"] = Resolved(
            "recall.enabled",
            False,
            "default",
            f"off: the {PLUGIN_PACKAGE} plugin injects the index itself ({plugin.source})",
        )
    idle = resolved["idle.enabled"]
    if idle.value and plugin.maintain_on_idle:
        resolved["idle.enabled"] = Resolved(
            "idle.enabled",
            False,
            idle.source,
            f"off: the {PLUGIN_PACKAGE} plugin's maintainOnIdle already extracts on idle",
        )


# --- opencode config files -------------------------------------------------------------

_PROJECT_CONFIG_NAMES = (
    "opencode.jsonc",
    "opencode.json",
    ".opencode/opencode.jsonc",
    ".opencode/opencode.json",
)
_GLOBAL_CONFIG_NAMES = ("opencode.jsonc", "opencode.json", "config.json")


def project_config_files(directory: Path) -> list[Path]:
    """opencode config files from `directory` up to its git root, nearest first."""
    stop = paths.find_git_root(directory)
    found: list[Path] = []
    current = directory
    while True:
        for name in _PROJECT_CONFIG_NAMES:
            candidate = current / name
            if candidate.is_file():
                found.append(candidate)
        if stop is None or current == stop or current.parent == current:
            break
        current = current.parent
    return found


def global_config_files(env: Mapping[str, str]) -> list[Path]:
    base = paths.opencode_global_config_dir(env)
    return [base / name for name in _GLOBAL_CONFIG_NAMES if (base / name).is_file()]


def _plugin_layers(
    directory: Path, env: Mapping[str, str], collector: _Collector
) -> tuple[list[Layer], PluginInfo]:
    documents: list[tuple[str, object]] = []
    inline = env.get("OPENCODE_CONFIG_CONTENT", "")
    if inline.strip():
        source = "env:OPENCODE_CONFIG_CONTENT"
        try:
            documents.append((source, jsonc.loads(inline, "OPENCODE_CONFIG_CONTENT")))
        except jsonc.JsoncError as exc:
            collector.add(source, str(exc), positioned=True)
    files = project_config_files(directory)
    explicit = env.get("OPENCODE_CONFIG", "")
    if explicit:
        files.append(Path(os.path.expanduser(explicit)))
    files.extend(global_config_files(env))
    for path in files:
        source = f"file:{path}"
        try:
            documents.append((source, jsonc.load_file(path)))
        except jsonc.JsoncError as exc:
            collector.add(source, str(exc), positioned=True)
        except OSError as exc:
            collector.add(source, f"cannot read ({exc.strerror or type(exc).__name__})")

    layers: list[Layer] = []
    configured_source: str | None = None
    maintain_on_idle = False
    for source, document in documents:
        for options in plugin_entries(document):
            configured_source = configured_source or source
            if options:
                layers.append(Layer(source, options))
                if "maintainOnIdle" in options and not maintain_on_idle:
                    try:
                        maintain_on_idle = _bool(options["maintainOnIdle"])
                    except InvalidValueError:
                        collector.add(source, "maintainOnIdle: invalid value ignored")
    info = PluginInfo(configured_source is not None, configured_source, maintain_on_idle)
    return layers, info


def _package_name(spec: str) -> str:
    at = spec.rfind("@")
    return spec[:at] if at > 0 else spec


def plugin_entries(document: object) -> list[dict[str, object]]:
    """Options of every `opencode-claude-memory` entry in `plugin` / `plugins` lists."""
    if not isinstance(document, dict):
        return []
    found: list[dict[str, object]] = []
    for list_key in ("plugin", "plugins"):
        entries = document.get(list_key)
        if not isinstance(entries, list):
            continue
        for entry in entries:
            name: object = None
            options: object = {}
            if isinstance(entry, str):
                name = entry
            elif isinstance(entry, list) and entry and isinstance(entry[0], str):
                name = entry[0]
                options = entry[1] if len(entry) > 1 else {}
            elif isinstance(entry, dict):
                name = entry.get("package") or entry.get("name")
                options = entry.get("options", {})
            if isinstance(name, str) and _package_name(name.strip()) == PLUGIN_PACKAGE:
                found.append(dict(options) if isinstance(options, dict) else {})
    return found


# --- TOML files --------------------------------------------------------------------------


def project_toml_file(directory: Path) -> Path:
    root = paths.find_git_root(directory) or directory
    return root / ".opencode" / "opencode-memory.toml"


def config_file_states(directory: Path, env: Mapping[str, str]) -> list[tuple[str, Path, bool]]:
    """(kind, path, exists) of our own TOML files, in the order they are layered."""
    found = (("project", project_toml_file(directory)), ("user", paths.user_config_file(env)))
    return [(kind, path, path.is_file()) for kind, path in found]


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, object]:
    flat: dict[str, object] = {}
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, dict):
            flat.update(_flatten(value, f"{key}."))
        else:
            flat[key] = value
    return flat


def _toml_layers(directory: Path, env: Mapping[str, str], collector: _Collector) -> list[Layer]:
    layers: list[Layer] = []
    for path in (project_toml_file(directory), paths.user_config_file(env)):
        if not path.is_file():
            continue
        source = f"file:{path}"
        try:
            with path.open("rb") as handle:
                table = tomllib.load(handle)
        except tomllib.TOMLDecodeError as exc:
            line = getattr(exc, "lineno", None) or _toml_line(str(exc))
            column = getattr(exc, "colno", None) or 1
            collector.add(source, f"{path}:{line}:{column}: not valid TOML, skipped", True)
            continue
        except OSError as exc:
            collector.add(source, f"cannot read ({exc.strerror or type(exc).__name__})")
            continue
        flat = _flatten(table)
        for key in flat:
            if key not in SPEC_BY_KEY:
                close = difflib.get_close_matches(key, SPEC_BY_KEY, n=1)
                guess = f" (did you mean {close[0]!r}?)" if close else ""
                collector.add(source, f"unknown setting {key!r} ignored{guess}")
        layers.append(Layer(source, flat))
    return layers


def _toml_line(message: str) -> int:
    match = re.search(r"line (\d+)", message)
    return int(match.group(1)) if match else 1


# --- output shapes -----------------------------------------------------------------------


def as_json(settings: Settings) -> dict[str, dict[str, object]]:
    out: dict[str, dict[str, object]] = {}
    for item in settings:
        entry: dict[str, object] = {"value": item.value, "source": item.source}
        if item.note:
            entry["note"] = item.note
        out[item.key] = entry
    return out


def as_toml_table(settings: Settings) -> dict[str, Any]:
    """Nested tables for `--format toml`: nulls left out, loadable as a user config."""
    root: dict[str, Any] = {}
    for item in settings:
        if item.value is None:
            continue
        parts = item.key.split(".")
        table = root
        for part in parts[:-1]:
            table = table.setdefault(part, {})
        table[parts[-1]] = item.value
    return root


def _default_text(spec: Spec) -> str:
    if spec.key in _SESSION_KEYS:
        return (
            "the session's own"
            if spec.key.startswith("extract")
            else "extract's, then the session's"
        )
    if spec.key == "opencode.bin":
        return "PATH lookup"
    if spec.key == "state.dir":
        return "`$XDG_STATE_HOME/opencode-memory`"
    if spec.key == "recall.enabled":
        return "true (false when the `opencode-claude-memory` plugin is configured)"
    value = spec.default
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "none" if not value else ", ".join(value)
    if value is None:
        return "unset"
    return str(value)


def markdown_table() -> str:
    """The README's settings table, generated from `SPECS` (a test keeps them equal)."""
    rows = ["| key | env | plugin option | default | what it does |", "|---|---|---|---|---|"]
    for spec in SPECS:
        option = f"`{spec.option}`" if spec.option else "—"
        rows.append(
            f"| `{spec.key}` | `{spec.env}` | {option} | {_default_text(spec)} | {spec.help} |"
        )
    return "\n".join(rows) + "\n"
