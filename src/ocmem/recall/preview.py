"""What a turn with a given message would get, for `recall --query` (no session: nothing
counts as already seen)."""

from __future__ import annotations

from dataclasses import dataclass

from ocmem.context import Context
from ocmem.progress import SILENT, Progress
from ocmem.recall.ranker import RecallIndex
from ocmem.recall.semantic import (
    SemanticIndex,
    VectorCache,
    meaning_state,
    shared_encoder,
    vectors_path,
)
from ocmem.recall.turn import Limits, TurnRecall, limits_from, scrubs_store, select
from ocmem.store.catalog import scan_store
from ocmem.store.memory_file import Memory


@dataclass(frozen=True)
class Preview:
    store: str
    enabled: bool
    why: str
    limits: Limits
    memories: int
    turn: TurnRecall
    meaning: str  # "on", or why recall by meaning is off
    skipped: tuple[str, ...] = ()  # "<file>: <why>" for each entry not read as a memory


def preview(ctx: Context, text: str, progress: Progress = SILENT) -> Preview:
    cfg = ctx.settings
    location = ctx.store
    scan = scan_store(location)
    index = RecallIndex(scan.memories)
    limits = limits_from(cfg)
    semantic, meaning = _semantic(ctx, index.memories, progress)
    if scrubs_store(location.mode, cfg):
        from ocmem.redact import scrub

        turn = select(index, text, limits, clean=lambda value: scrub(value).text, semantic=semantic)
    else:
        turn = select(index, text, limits, semantic=semantic)
    enabled_value = cfg.resolved("recall.enabled")
    per_turn = cfg.resolved("recall.per_turn")
    if not enabled_value.value:
        enabled, why = (
            False,
            f"recall.enabled is off ({enabled_value.note or enabled_value.source})",
        )
    elif not per_turn.value:
        enabled, why = False, f"recall.per_turn is off ({per_turn.source})"
    else:
        enabled, why = True, per_turn.source
    skipped = tuple(f"{s.file}: {s.reason}" for s in scan.skipped)
    return Preview(
        str(location.memory_dir), enabled, why, limits, len(index), turn, meaning, skipped
    )


def _semantic(
    ctx: Context, memories: tuple[Memory, ...], progress: Progress
) -> tuple[SemanticIndex | None, str]:
    """The store's vectors (computed now if not cached) and whether meaning is used."""
    mode = ctx.settings.resolved("recall.semantic")
    state = meaning_state(ctx.settings.recall.semantic)
    if state.problem:
        return None, f"unavailable: {state.problem}"
    if not state.on:
        return None, f"{state.why} (recall.semantic: {mode.value}, {mode.source})"
    cache = VectorCache(vectors_path(ctx.state_dir, ctx.store.memory_dir))

    def encoded(done: int, total: int) -> None:
        progress.status(
            f"matching by meaning: encoding the store's memories, {done:,} of {total:,}"
        )

    return cache.index(memories, shared_encoder(), encoded), "on"
