"""The extraction and consolidation prompts: fixed templates plus runtime blocks."""

from __future__ import annotations

from ocmem.prompts.records import CommitInfo, FullMemory, ManifestEntry
from ocmem.prompts.rendering import (
    DREAM_MARKER,
    EXTRACT_MARKER,
    Prompt,
    PromptInputError,
    render_dream,
    render_extract,
)

__all__ = [
    "DREAM_MARKER",
    "EXTRACT_MARKER",
    "CommitInfo",
    "FullMemory",
    "ManifestEntry",
    "Prompt",
    "PromptInputError",
    "render_dream",
    "render_extract",
]
