"""Every setting as a typed attribute: `settings.extract.timeout`, not a string key.

Generated from `specs.py` by `python -m ocmem.settings.generate`; do not edit by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ocmem.settings.kinds import Reader

# Every key, for the reads that need its source (`Settings.resolved`).
Key = Literal[
    "opencode.bin",
    "extract.enabled",
    "extract.model",
    "extract.agent",
    "extract.match_session_model",
    "extract.incremental",
    "extract.timeout",
    "extract.max_saves",
    "extract.max_deletes",
    "extract.max_delete_fraction",
    "extract.manifest_budget_tokens",
    "extract.compacted_budget_tokens",
    "extract.delete_timeout",
    "capture.user",
    "provenance",
    "dream.enabled",
    "dream.model",
    "dream.agent",
    "dream.min_hours",
    "dream.min_sessions",
    "dream.max_delete_fraction",
    "dream.prompt_budget_tokens",
    "idle.enabled",
    "idle.seconds",
    "local.mode",
    "local.secrets",
    "redact.global",
    "index.max_lines",
    "maintain.max_sessions",
    "budget.daily_tokens",
    "budget.daily_cost",
    "dedup.threshold",
    "dream.backups",
    "history.max_days",
    "history.max_mb",
    "recall.enabled",
    "recall.per_turn",
    "recall.max_memories",
    "recall.max_bytes",
    "recall.min_score",
    "recall.semantic",
    "watch.interval",
    "watch.idle_minutes",
    "watch.max_forks",
    "watch.exclude",
    "foreground",
    "state.dir",
]


@dataclass(frozen=True, slots=True)
class OpencodeSettings:
    # the real opencode binary; default: PATH lookup, never this tool itself
    bin: str | None

    @classmethod
    def from_reader(cls, read: Reader) -> OpencodeSettings:
        return cls(
            bin=read.optional_text("opencode.bin"),
        )


@dataclass(frozen=True, slots=True)
class ExtractSettings:
    # mine sessions for memories
    enabled: bool
    # model for extraction forks; default: the session's own
    model: str | None
    # agent for extraction forks; default: the session's own
    agent: str | None
    # fork on the session's model so the provider's prompt cache is reused
    match_session_model: bool
    # mine only user turns past the session's high-water mark
    incremental: bool
    # seconds before a fork is abandoned
    timeout: float
    # saves applied per extraction pass; the excess is rejected
    max_saves: int
    # refuse an extraction pass deleting more memories than this
    max_deletes: int
    # refuse an extraction pass deleting more than one memory and this share
    max_delete_fraction: float
    # extraction manifest budget in tokens; lists the newest memories that fit
    manifest_budget_tokens: int
    # budget in tokens for the unmined turns a compaction hid, quoted in the prompt
    compacted_budget_tokens: int
    # seconds `opencode session delete` may take before the next run retries it
    delete_timeout: float

    @classmethod
    def from_reader(cls, read: Reader) -> ExtractSettings:
        return cls(
            enabled=read.flag("extract.enabled"),
            model=read.optional_text("extract.model"),
            agent=read.optional_text("extract.agent"),
            match_session_model=read.flag("extract.match_session_model"),
            incremental=read.flag("extract.incremental"),
            timeout=read.number("extract.timeout"),
            max_saves=read.integer("extract.max_saves"),
            max_deletes=read.integer("extract.max_deletes"),
            max_delete_fraction=read.number("extract.max_delete_fraction"),
            manifest_budget_tokens=read.integer("extract.manifest_budget_tokens"),
            compacted_budget_tokens=read.integer("extract.compacted_budget_tokens"),
            delete_timeout=read.number("extract.delete_timeout"),
        )


@dataclass(frozen=True, slots=True)
class CaptureSettings:
    # save facts about the user as a person (user-type memories)
    user: bool

    @classmethod
    def from_reader(cls, read: Reader) -> CaptureSettings:
        return cls(
            user=read.flag("capture.user"),
        )


@dataclass(frozen=True, slots=True)
class DreamSettings:
    # run the gated consolidation pass after maintenance
    enabled: bool
    # model for dream forks; default: extract.model, then the session's
    model: str | None
    # agent for dream forks; default: extract.agent, then the session's
    agent: str | None
    # hours since the last consolidation
    min_hours: float
    # sessions touched since the last consolidation
    min_sessions: int
    # refuse a dream deleting more than this share
    max_delete_fraction: float
    # dream prompt budget in tokens (bytes/4); a larger store goes in batches
    prompt_budget_tokens: int
    # store backups kept from before each dream
    backups: int

    @classmethod
    def from_reader(cls, read: Reader) -> DreamSettings:
        return cls(
            enabled=read.flag("dream.enabled"),
            model=read.optional_text("dream.model"),
            agent=read.optional_text("dream.agent"),
            min_hours=read.number("dream.min_hours"),
            min_sessions=read.integer("dream.min_sessions"),
            max_delete_fraction=read.number("dream.max_delete_fraction"),
            prompt_budget_tokens=read.integer("dream.prompt_budget_tokens"),
            backups=read.integer("dream.backups"),
        )


@dataclass(frozen=True, slots=True)
class IdleSettings:
    # extract while a wrapped TUI sits idle
    enabled: bool
    # quiet seconds before an idle extraction
    seconds: float

    @classmethod
    def from_reader(cls, read: Reader) -> IdleSettings:
        return cls(
            enabled=read.flag("idle.enabled"),
            seconds=read.number("idle.seconds"),
        )


@dataclass(frozen=True, slots=True)
class LocalSettings:
    # in-repo store: on, off, or auto (only if .claude/memory exists)
    mode: Literal["on", "off", "auto"]
    # keep secrets in an in-repo store (default: scrub)
    secrets: bool

    @classmethod
    def from_reader(cls, read: Reader) -> LocalSettings:
        return cls(
            mode=read.mode("local.mode"),
            secrets=read.flag("local.secrets"),
        )


@dataclass(frozen=True, slots=True)
class RedactSettings:
    # scrub secrets in the global store too (default: scrub every store)
    global_: bool

    @classmethod
    def from_reader(cls, read: Reader) -> RedactSettings:
        return cls(
            global_=read.flag("redact.global"),
        )


@dataclass(frozen=True, slots=True)
class IndexSettings:
    # soft limit on MEMORY.md lines (0 = off)
    max_lines: int

    @classmethod
    def from_reader(cls, read: Reader) -> IndexSettings:
        return cls(
            max_lines=read.integer("index.max_lines"),
        )


@dataclass(frozen=True, slots=True)
class MaintainSettings:
    # forks per maintain run
    max_sessions: int

    @classmethod
    def from_reader(cls, read: Reader) -> MaintainSettings:
        return cls(
            max_sessions=read.integer("maintain.max_sessions"),
        )


@dataclass(frozen=True, slots=True)
class BudgetSettings:
    # tokens memory forks may use a day before automatic passes stop; unset: no limit
    daily_tokens: int | None
    # cost (opencode's currency) memory forks may use a day; unset: no limit
    daily_cost: float | None

    @classmethod
    def from_reader(cls, read: Reader) -> BudgetSettings:
        return cls(
            daily_tokens=read.optional_integer("budget.daily_tokens"),
            daily_cost=read.optional_number("budget.daily_cost"),
        )


@dataclass(frozen=True, slots=True)
class DedupSettings:
    # fuzzy score (0-100) at which a new memory updates a twin
    threshold: float

    @classmethod
    def from_reader(cls, read: Reader) -> DedupSettings:
        return cls(
            threshold=read.number("dedup.threshold"),
        )


@dataclass(frozen=True, slots=True)
class HistorySettings:
    # days the previous versions of changed memories are kept
    max_days: int
    # megabytes of previous versions kept per store
    max_mb: int

    @classmethod
    def from_reader(cls, read: Reader) -> HistorySettings:
        return cls(
            max_days=read.integer("history.max_days"),
            max_mb=read.integer("history.max_mb"),
        )


@dataclass(frozen=True, slots=True)
class RecallSettings:
    # give wrapped sessions the memory index
    enabled: bool
    # add the memories relevant to each user message to it (off with recall.enabled too)
    per_turn: bool
    # memories recalled per user message at most (0 = none)
    max_memories: int
    # bytes of recalled memories per user message at most (at least 1000)
    max_bytes: int
    # relevance a memory needs, 0-100: the share of the message's weight it covers
    min_score: float
    # also recall memories close in meaning (local model, the embeddings extra): on, off or auto
    # (on when the extra is installed)
    semantic: Literal["on", "off", "auto"]

    @classmethod
    def from_reader(cls, read: Reader) -> RecallSettings:
        return cls(
            enabled=read.flag("recall.enabled"),
            per_turn=read.flag("recall.per_turn"),
            max_memories=read.integer("recall.max_memories"),
            max_bytes=read.integer("recall.max_bytes"),
            min_score=read.number("recall.min_score"),
            semantic=read.mode("recall.semantic"),
        )


@dataclass(frozen=True, slots=True)
class WatchSettings:
    # seconds between the starts of watch scans (a late scan is not made up twice)
    interval: float
    # quiet minutes before watch mines a session
    idle_minutes: float
    # forks per watch scan
    max_forks: int
    # path globs watch ignores
    exclude: tuple[str, ...]

    @classmethod
    def from_reader(cls, read: Reader) -> WatchSettings:
        return cls(
            interval=read.number("watch.interval"),
            idle_minutes=read.number("watch.idle_minutes"),
            max_forks=read.integer("watch.max_forks"),
            exclude=read.globs("watch.exclude"),
        )


@dataclass(frozen=True, slots=True)
class StateSettings:
    # state: marks, locks, journal, backups, logs; an absolute path (or ~/…)
    dir: Path

    @classmethod
    def from_reader(cls, read: Reader) -> StateSettings:
        return cls(
            dir=read.path("state.dir"),
        )


class Sections:
    """The typed view `Settings` carries, filled once when it is built."""

    opencode: OpencodeSettings
    extract: ExtractSettings
    capture: CaptureSettings
    # give the fork the commits made during the session
    provenance: bool
    # run post-session work inline instead of detached
    foreground: bool
    dream: DreamSettings
    idle: IdleSettings
    local: LocalSettings
    redact: RedactSettings
    index: IndexSettings
    maintain: MaintainSettings
    budget: BudgetSettings
    dedup: DedupSettings
    history: HistorySettings
    recall: RecallSettings
    watch: WatchSettings
    state: StateSettings

    def _read_sections(self, read: Reader) -> None:
        object.__setattr__(self, "opencode", OpencodeSettings.from_reader(read))
        object.__setattr__(self, "extract", ExtractSettings.from_reader(read))
        object.__setattr__(self, "capture", CaptureSettings.from_reader(read))
        object.__setattr__(self, "provenance", read.flag("provenance"))
        object.__setattr__(self, "foreground", read.flag("foreground"))
        object.__setattr__(self, "dream", DreamSettings.from_reader(read))
        object.__setattr__(self, "idle", IdleSettings.from_reader(read))
        object.__setattr__(self, "local", LocalSettings.from_reader(read))
        object.__setattr__(self, "redact", RedactSettings.from_reader(read))
        object.__setattr__(self, "index", IndexSettings.from_reader(read))
        object.__setattr__(self, "maintain", MaintainSettings.from_reader(read))
        object.__setattr__(self, "budget", BudgetSettings.from_reader(read))
        object.__setattr__(self, "dedup", DedupSettings.from_reader(read))
        object.__setattr__(self, "history", HistorySettings.from_reader(read))
        object.__setattr__(self, "recall", RecallSettings.from_reader(read))
        object.__setattr__(self, "watch", WatchSettings.from_reader(read))
        object.__setattr__(self, "state", StateSettings.from_reader(read))
