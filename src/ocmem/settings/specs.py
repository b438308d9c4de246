"""The settings table: every key, its environment variable, plugin option, parser, default
and help (docs/configuration.md's table is generated from it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from ocmem.values import (
    Value,
    absolute_path_value,
    agent_name,
    float_between,
    index_lines,
    int_at_least,
    local_mode,
    model_spec,
    parse_bool,
    path_globs,
    path_value,
    positive_seconds,
    switch,
)

PLUGIN_PACKAGE = "opencode-claude-memory"


def daily_limit(parse: Callable[[object], Value]) -> Callable[[object], Value]:
    """A daily budget limit; empty, `off` or `none` mean no limit."""

    def parse_limit(raw: object) -> Value:
        if raw is None or (isinstance(raw, str) and raw.strip().lower() in ("", "off", "none")):
            return None
        return parse(raw)

    return parse_limit


# The Python type a key's resolved value has; `settings/typed.py` is generated from it.
Kind = Literal["bool", "int", "float", "int?", "float?", "text?", "mode", "globs", "path"]


@dataclass(frozen=True)
class Spec:
    key: str
    env: str
    option: str | None
    parse: Callable[[object], Value]
    default: Value
    help: str
    kind: Kind


SPECS: tuple[Spec, ...] = (
    Spec(
        "opencode.bin",
        "OPENCODE_MEMORY_OPENCODE_BIN",
        None,
        path_value,
        None,
        "the real opencode binary; default: PATH lookup, never this tool itself",
        "text?",
    ),
    Spec(
        "extract.enabled",
        "OPENCODE_MEMORY_EXTRACT",
        "extract",
        parse_bool,
        True,
        "mine sessions for memories",
        "bool",
    ),
    Spec(
        "extract.model",
        "OPENCODE_MEMORY_MODEL",
        "extractModel",
        model_spec,
        None,
        "model for extraction forks; default: the session's own",
        "text?",
    ),
    Spec(
        "extract.agent",
        "OPENCODE_MEMORY_AGENT",
        "extractAgent",
        agent_name,
        None,
        "agent for extraction forks; default: the session's own",
        "text?",
    ),
    Spec(
        "extract.match_session_model",
        "OPENCODE_MEMORY_MATCH_SESSION_MODEL",
        "matchSessionModel",
        parse_bool,
        True,
        "fork on the session's model so the provider's prompt cache is reused",
        "bool",
    ),
    Spec(
        "extract.incremental",
        "OPENCODE_MEMORY_INCREMENTAL",
        "incremental",
        parse_bool,
        True,
        "mine only user turns past the session's high-water mark",
        "bool",
    ),
    Spec(
        "extract.timeout",
        "OPENCODE_MEMORY_EXTRACT_TIMEOUT",
        "extractTimeout",
        positive_seconds,
        600,
        "seconds before a fork is abandoned",
        "float",
    ),
    Spec(
        "extract.max_saves",
        "OPENCODE_MEMORY_EXTRACT_MAX_SAVES",
        "extractMaxSaves",
        int_at_least(0),
        20,
        "saves applied per extraction pass; the excess is rejected",
        "int",
    ),
    Spec(
        "extract.max_deletes",
        "OPENCODE_MEMORY_EXTRACT_MAX_DELETES",
        "extractMaxDeletes",
        int_at_least(0),
        10,
        "refuse an extraction pass deleting more memories than this",
        "int",
    ),
    Spec(
        "extract.max_delete_fraction",
        "OPENCODE_MEMORY_EXTRACT_MAX_DELETE",
        "extractMaxDelete",
        float_between(0, 1),
        0.5,
        "refuse an extraction pass deleting more than one memory and this share",
        "float",
    ),
    Spec(
        "extract.manifest_budget_tokens",
        "OPENCODE_MEMORY_MANIFEST_BUDGET",
        "manifestBudget",
        int_at_least(500),
        5_000,
        "extraction manifest budget in tokens; lists the newest memories that fit",
        "int",
    ),
    Spec(
        "extract.compacted_budget_tokens",
        "OPENCODE_MEMORY_COMPACTED_BUDGET",
        None,
        int_at_least(500),
        20_000,
        "budget in tokens for the unmined turns a compaction hid, quoted in the prompt",
        "int",
    ),
    Spec(
        "extract.delete_timeout",
        "OPENCODE_MEMORY_FORK_DELETE_TIMEOUT",
        None,
        positive_seconds,
        60,
        "seconds `opencode session delete` may take before the next run retries it",
        "float",
    ),
    Spec(
        "capture.user",
        "OPENCODE_MEMORY_CAPTURE_USER",
        "captureUser",
        parse_bool,
        False,
        "save facts about the user as a person (user-type memories)",
        "bool",
    ),
    Spec(
        "provenance",
        "OPENCODE_MEMORY_PROVENANCE",
        "provenance",
        parse_bool,
        True,
        "give the fork the commits made during the session",
        "bool",
    ),
    Spec(
        "dream.enabled",
        "OPENCODE_MEMORY_AUTODREAM",
        "autoDream",
        parse_bool,
        True,
        "run the gated consolidation pass after maintenance",
        "bool",
    ),
    Spec(
        "dream.model",
        "OPENCODE_MEMORY_AUTODREAM_MODEL",
        "dreamModel",
        model_spec,
        None,
        "model for dream forks; default: extract.model, then the session's",
        "text?",
    ),
    Spec(
        "dream.agent",
        "OPENCODE_MEMORY_AUTODREAM_AGENT",
        "dreamAgent",
        agent_name,
        None,
        "agent for dream forks; default: extract.agent, then the session's",
        "text?",
    ),
    Spec(
        "dream.min_hours",
        "OPENCODE_MEMORY_AUTODREAM_MIN_HOURS",
        "dreamMinHours",
        float_between(0, 24 * 365),
        24,
        "hours since the last consolidation",
        "float",
    ),
    Spec(
        "dream.min_sessions",
        "OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS",
        "dreamMinSessions",
        int_at_least(0),
        5,
        "sessions touched since the last consolidation",
        "int",
    ),
    Spec(
        "dream.max_delete_fraction",
        "OPENCODE_MEMORY_DREAM_MAX_DELETE",
        "dreamMaxDelete",
        float_between(0, 1),
        0.5,
        "refuse a dream deleting more than this share",
        "float",
    ),
    Spec(
        "dream.prompt_budget_tokens",
        "OPENCODE_MEMORY_DREAM_BUDGET",
        "dreamPromptBudget",
        int_at_least(16_000),
        32_000,
        "dream prompt budget in tokens (bytes/4); a larger store goes in batches",
        "int",
    ),
    Spec(
        "idle.enabled",
        "OPENCODE_MEMORY_WRAP_IDLE",
        "wrapOnIdle",
        parse_bool,
        True,
        "extract while a wrapped TUI sits idle",
        "bool",
    ),
    Spec(
        "idle.seconds",
        "OPENCODE_MEMORY_MAINTAIN_IDLE_SECONDS",
        "maintainIdleSeconds",
        float_between(0, 86400),
        30,
        "quiet seconds before an idle extraction",
        "float",
    ),
    Spec(
        "local.mode",
        "OPENCODE_MEMORY_LOCAL",
        "localMemory",
        local_mode,
        "auto",
        "in-repo store: on, off, or auto (only if .claude/memory exists)",
        "mode",
    ),
    Spec(
        "local.secrets",
        "OPENCODE_MEMORY_LOCAL_SECRETS",
        "localMemorySecrets",
        parse_bool,
        False,
        "keep secrets in an in-repo store (default: scrub)",
        "bool",
    ),
    Spec(
        "redact.global",
        "OPENCODE_MEMORY_REDACT_GLOBAL",
        "redactGlobalSecrets",
        parse_bool,
        True,
        "scrub secrets in the global store too (default: scrub every store)",
        "bool",
    ),
    Spec(
        "index.max_lines",
        "OPENCODE_MEMORY_INDEX_MAX_LINES",
        "indexMaxLines",
        index_lines,
        160,
        "soft limit on MEMORY.md lines (0 = off)",
        "int",
    ),
    Spec(
        "maintain.max_sessions",
        "OPENCODE_MEMORY_MAX_SESSIONS",
        "maxSessionsPerRun",
        int_at_least(1),
        10,
        "forks per maintain run",
        "int",
    ),
    Spec(
        "budget.daily_tokens",
        "OPENCODE_MEMORY_BUDGET_DAILY_TOKENS",
        None,
        daily_limit(int_at_least(1)),
        None,
        "tokens memory forks may use a day before automatic passes stop; unset: no limit",
        "int?",
    ),
    Spec(
        "budget.daily_cost",
        "OPENCODE_MEMORY_BUDGET_DAILY_COST",
        None,
        daily_limit(float_between(1e-9, 1e12)),
        None,
        "cost (opencode's currency) memory forks may use a day; unset: no limit",
        "float?",
    ),
    Spec(
        "dedup.threshold",
        "OPENCODE_MEMORY_DEDUP_THRESHOLD",
        "dedupThreshold",
        float_between(0, 100),
        95,
        "fuzzy score (0-100) at which a new memory updates a twin",
        "float",
    ),
    Spec(
        "dream.backups",
        "OPENCODE_MEMORY_DREAM_BACKUPS",
        "dreamBackups",
        int_at_least(1),
        10,
        "store backups kept from before each dream",
        "int",
    ),
    Spec(
        "history.max_days",
        "OPENCODE_MEMORY_HISTORY_MAX_DAYS",
        None,
        int_at_least(1),
        30,
        "days the previous versions of changed memories are kept",
        "int",
    ),
    Spec(
        "history.max_mb",
        "OPENCODE_MEMORY_HISTORY_MAX_MB",
        None,
        int_at_least(1),
        50,
        "megabytes of previous versions kept per store",
        "int",
    ),
    Spec(
        "recall.enabled",
        "OPENCODE_MEMORY_RECALL",
        "recall",
        parse_bool,
        True,
        "give wrapped sessions the memory index",
        "bool",
    ),
    Spec(
        "recall.per_turn",
        "OPENCODE_MEMORY_RECALL_PER_TURN",
        "recallPerTurn",
        parse_bool,
        True,
        "add the memories relevant to each user message to it (off with recall.enabled too)",
        "bool",
    ),
    Spec(
        "recall.max_memories",
        "OPENCODE_MEMORY_RECALL_MAX_MEMORIES",
        "recallMaxMemories",
        int_at_least(0),
        5,
        "memories recalled per user message at most (0 = none)",
        "int",
    ),
    Spec(
        "recall.max_bytes",
        "OPENCODE_MEMORY_RECALL_MAX_BYTES",
        "recallMaxBytes",
        int_at_least(1_000),
        6_000,
        "bytes of recalled memories per user message at most (at least 1000)",
        "int",
    ),
    Spec(
        "recall.min_score",
        "OPENCODE_MEMORY_RECALL_MIN_SCORE",
        "recallMinScore",
        float_between(0, 100),
        45,
        "relevance a memory needs, 0-100: the share of the message's weight it covers",
        "float",
    ),
    Spec(
        "recall.semantic",
        "OPENCODE_MEMORY_RECALL_SEMANTIC",
        "recallSemantic",
        switch,
        "auto",
        "also recall memories close in meaning (local model, the embeddings extra): on, off "
        "or auto (on when the extra is installed)",
        "mode",
    ),
    Spec(
        "watch.interval",
        "OPENCODE_MEMORY_WATCH_INTERVAL",
        None,
        positive_seconds,
        60,
        "seconds between the starts of watch scans (a late scan is not made up twice)",
        "float",
    ),
    Spec(
        "watch.idle_minutes",
        "OPENCODE_MEMORY_WATCH_IDLE_MINUTES",
        None,
        float_between(0, 7 * 24 * 60),
        3,
        "quiet minutes before watch mines a session",
        "float",
    ),
    Spec(
        "watch.max_forks",
        "OPENCODE_MEMORY_WATCH_MAX_FORKS",
        None,
        int_at_least(1),
        5,
        "forks per watch scan",
        "int",
    ),
    Spec(
        "watch.exclude",
        "OPENCODE_MEMORY_WATCH_EXCLUDE",
        None,
        path_globs,
        [],
        "path globs watch ignores",
        "globs",
    ),
    Spec(
        "foreground",
        "OPENCODE_MEMORY_FOREGROUND",
        None,
        parse_bool,
        False,
        "run post-session work inline instead of detached",
        "bool",
    ),
    Spec(
        "state.dir",
        "OPENCODE_MEMORY_STATE_DIR",
        None,
        absolute_path_value,
        None,
        "state: marks, locks, journal, backups, logs; an absolute path (or ~/…)",
        "path",
    ),
)
SPEC_BY_KEY: dict[str, Spec] = {spec.key: spec for spec in SPECS}
SESSION_KEYS = {"extract.model", "extract.agent", "dream.model", "dream.agent"}

# Our environment variables that are not settings: set by the tool for its own children, or
# read by the opencode plugin. Any other OPENCODE_MEMORY_* name is reported as unknown.
NON_SETTING_ENV = frozenset(
    {
        "OPENCODE_MEMORY_BACKGROUND",
        "OPENCODE_MEMORY_COMPLETE",
        "OPENCODE_MEMORY_FORK_TOKEN",
        "OPENCODE_MEMORY_PRINT_SETTINGS",
        "OPENCODE_MEMORY_RECALL_COMMAND",
        "OPENCODE_MEMORY_RECALL_DEADLINE_MS",
        "OPENCODE_MEMORY_WRAP_CHAIN",
    }
)
ENV_PREFIX = "OPENCODE_MEMORY_"
