"""The dream's prompt for a store of any size: the whole store when it fits, else a batch.

`dream.prompt_budget_tokens` bounds the prompt (template included). A store that fits is
shown whole, as before. A larger store is consolidated a batch per pass, in rotation: the
batch starts with the memories the current rotation has not reviewed yet (or that changed
since), newest first; each comes with its whole near-duplicate cluster, so repeats and
contradictions are judged side by side; what room is left goes to the newest of the
others. Every pass therefore moves the rotation forward by a full batch, and a memory
saved since the last pass is looked at in the very next one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path

from ocmem import prompts
from ocmem.prompts.rendering import dream_memory_text
from ocmem.prompts.token_estimate import estimate_tokens
from ocmem.state import dream_rotation
from ocmem.state.logs import logger
from ocmem.store.catalog import scan_store
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import Memory, canonical_created
from ocmem.store.ops import OpsBatch, Rejected


@dataclass(frozen=True)
class DreamBatch:
    prompt: prompts.Prompt
    shown: tuple[Memory, ...]
    store_size: int

    @property
    def is_whole_store(self) -> bool:
        return len(self.shown) == self.store_size


def dream_prompt(
    memories: Sequence[Memory],
    clusters: Sequence[Sequence[str]],
    *,
    store_dir: str,
    today: date,
    budget_tokens: int,
    reviewed: dict[str, str],
    modified: Mapping[str, float] | None = None,
    findings: Sequence[tuple[str, str, str]] = (),
) -> DreamBatch:
    """The prompt for this pass and the memories it shows, within `budget_tokens`.

    "Newest" is by `modified` (file modification times) where given, else by `created`.
    """

    def render(chosen: Sequence[Memory], size: int | None) -> prompts.Prompt:
        files = {m.file for m in chosen}
        return prompts.render_dream(
            memories=[_full(m) for m in chosen],
            clusters=[[f for f in c if f in files] for c in clusters],
            store_dir=store_dir,
            today=today,
            store_size=size,
            findings=findings,
        )

    whole = render(memories, None)
    if estimate_tokens(whole.full) <= budget_tokens:
        return DreamBatch(whole, tuple(memories), len(memories))
    overhead = estimate_tokens(render([], len(memories)).full)
    chosen = _choose(memories, clusters, reviewed, budget_tokens - overhead, modified or {})
    prompt = render(chosen, len(memories))
    while len(chosen) > 1 and estimate_tokens(prompt.full) > budget_tokens:
        chosen = chosen[:-1]  # cluster lines the estimate left out; drop the last added
        prompt = render(chosen, len(memories))
    logger().info(
        "dream batch: %d of %d memories, %d not yet reviewed in this rotation",
        len(chosen),
        len(memories),
        len(dream_rotation.pending(memories, reviewed)),
    )
    return DreamBatch(prompt, tuple(chosen), len(memories))


def _choose(
    memories: Sequence[Memory],
    clusters: Sequence[Sequence[str]],
    reviewed: dict[str, str],
    room: int,
    modified: Mapping[str, float],
) -> list[Memory]:
    def age(memory: Memory) -> tuple[float, str, str]:
        return (modified.get(memory.file, 0.0), _created(memory), memory.file)

    by_file = {m.file: m for m in memories}
    cluster_of = {file: cluster for cluster in clusters for file in cluster}
    pending = {m.file for m in dream_rotation.pending(memories, reviewed)}
    newest = sorted(memories, key=age, reverse=True)
    order = [m for m in newest if m.file in pending] + [m for m in newest if m.file not in pending]
    chosen: list[Memory] = []
    taken: set[str] = set()
    used = 0
    for memory in order:
        if memory.file in taken:
            continue
        mates = [
            by_file[f]
            for f in cluster_of.get(memory.file, ())
            if f not in taken and f in by_file and f != memory.file
        ]
        unit = [memory, *sorted(mates, key=age, reverse=True)]
        # The whole cluster when it fits; else the memory and the newest mates that fit.
        for member in unit:
            cost = _cost(member)
            if used + cost > room:
                if member is memory:
                    break
                continue
            chosen.append(member)
            taken.add(member.file)
            used += cost
    if not chosen and order:
        chosen = [order[0]]  # one memory always goes, even one over the budget
    return chosen


def _cost(memory: Memory) -> int:
    # The memory's element, its separator, and one cluster line naming it.
    text = dream_memory_text(_full(memory))
    return estimate_tokens(text) + 1 + estimate_tokens(memory.file) + 2


def _created(memory: Memory) -> str:
    return canonical_created(memory.created) or ""


def _full(memory: Memory) -> prompts.FullMemory:
    return prompts.FullMemory(
        file=memory.file,
        type=memory.type,
        name=memory.name,
        description=memory.description,
        created=memory.created or "",
        body=memory.body,
    )


def within(batch: OpsBatch, pass_batch: DreamBatch, memories: Sequence[Memory]) -> OpsBatch:
    """`batch` without the saves and deletes that touch a stored memory this pass did not show.

    The model can only judge what it read; a memory outside the batch is left for the
    pass that shows it.
    """
    if pass_batch.is_whole_store:
        return batch
    shown = {m.file for m in pass_batch.shown}
    unseen = {m.file for m in memories} - shown
    reason = "not shown to this pass (a later batch reviews it)"
    rejected = list(batch.rejected)
    rejected += [Rejected(f"save ({s.file})", reason) for s in batch.saves if s.file in unseen]
    rejected += [Rejected(f"delete ({f})", reason) for f in batch.deletes if f in unseen]
    return replace(
        batch,
        saves=tuple(s for s in batch.saves if s.file not in unseen),
        deletes=tuple(f for f in batch.deletes if f not in unseen),
        rejected=tuple(rejected),
    )


def record_pass(
    state_dir: Path, location: StoreLocation, pass_batch: DreamBatch, batch: OpsBatch
) -> None:
    """Count this pass's memories, and what it saved, as reviewed in the rotation."""
    if pass_batch.is_whole_store:
        return
    store = scan_store(location).memories
    touched = {m.file for m in pass_batch.shown} | {s.file for s in batch.saves}
    dream_rotation.record_reviewed(
        state_dir, location.memory_dir, [m for m in store if m.file in touched], store
    )
