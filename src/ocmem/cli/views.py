"""What `memories list` builds and prints, free of typer.

Both the typer command and the fast path in `ocmem.cli.fast` use this, so the two routes
print the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ocmem.cli import render
from ocmem.cli.project import project_context
from ocmem.store.catalog import scan_store
from ocmem.store.memory_file import Memory


@dataclass(frozen=True)
class MemoryListing:
    store: str
    memories: tuple[Memory, ...]
    skipped: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "store": self.store,
            "memories": [memory_json(m) for m in self.memories],
            "skipped": list(self.skipped),
        }


def memory_json(memory: Memory, body: bool = False) -> dict[str, object]:
    data: dict[str, object] = {
        "file": memory.file,
        "name": memory.name,
        "type": memory.type,
        "description": memory.description,
        "created": memory.created,
    }
    if body:
        data["body"] = memory.body
    return data


def memory_listing(directory: Path) -> MemoryListing:
    location = project_context(directory).store
    scan = scan_store(location)
    return MemoryListing(
        str(location.memory_dir),
        scan.memories,
        tuple(f"{s.file}: {s.reason}" for s in scan.skipped),
    )


_WIDEST_ALIGNED = 48


@render.text_renderer(MemoryListing)
def listing_text(listing: MemoryListing) -> str:
    lines = [f"{len(listing.memories)} memories in {listing.store}"]
    # Aligned to the longest name, up to a point: one 184-character name padded every line.
    width = min(max((len(m.file) for m in listing.memories), default=0), _WIDEST_ALIGNED)
    for m in listing.memories:
        lines.append(f"  {m.file:<{width}}  [{m.type}] {m.description}")
    for skipped in listing.skipped:
        lines.append(f"  skipped {skipped}")
    return "\n".join(lines)
