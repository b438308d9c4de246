"""The inputs the prompts are rendered from, kept free of other ocmem modules.

The store and the gateway convert their own objects into these, so the prompt text can
change without touching them and the prompts can be tested without a store on disk.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ManifestEntry:
    """One existing memory as the extraction pass sees it.

    `modified` (ISO-8601, empty if unknown) orders the manifest newest first when the
    store is larger than the manifest's budget.
    """

    file: str
    type: str
    description: str
    modified: str = ""


@dataclass(frozen=True)
class CommitInfo:
    """A commit made in the session's time window, offered for provenance."""

    sha: str
    subject: str
    repo: str
    time_iso: str


@dataclass(frozen=True)
class FullMemory:
    """One memory in full, as the consolidation pass sees it."""

    file: str
    type: str
    name: str
    description: str
    created: str
    body: str
