"""What a turn with a given message would get, for `recall --query` (no session: nothing
counts as already seen)."""

from __future__ import annotations

from dataclasses import dataclass

from ocmem.context import Context
from ocmem.recall.memories import StoreView
from ocmem.recall.turn import Limits, TurnRecall, limits_from, scrubs_store, select


@dataclass(frozen=True)
class Preview:
    store: str
    enabled: bool
    why: str
    limits: Limits
    memories: int
    turn: TurnRecall


def preview(ctx: Context, text: str) -> Preview:
    cfg = ctx.settings
    location = ctx.store
    index = StoreView(location.memory_dir).current()
    limits = limits_from(cfg)
    if scrubs_store(location.mode, cfg):
        from ocmem.redact import scrub

        turn = select(index, text, limits, clean=lambda value: scrub(value).text)
    else:
        turn = select(index, text, limits)
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
    return Preview(str(location.memory_dir), enabled, why, limits, len(index), turn)
