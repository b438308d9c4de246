"""The memory store: where it lives, the file format, the index, atomic writes, de-duplication."""

from __future__ import annotations

from ocmem.store.apply import ApplyResult, Merge, apply_ops, delete_memory, rebuild_index
from ocmem.store.catalog import (
    SearchHit,
    Skipped,
    StoreScan,
    StoreSummary,
    list_memories,
    read_memory,
    scan_store,
    search_memories,
    store_summary,
)
from ocmem.store.errors import (
    InvalidMemoryFileError,
    MemoryFormatError,
    MemoryNotFoundError,
    MemoryTooLargeError,
    OpsError,
    StoreError,
    StoreLocationError,
)
from ocmem.store.location import StoreLocation, project_key, resolve_store, store_lock_name
from ocmem.store.memory_file import Memory, parse, serialize
from ocmem.store.ops import OpsBatch, Rejected, ops_from_json, parse_ops

__all__ = [
    "ApplyResult",
    "InvalidMemoryFileError",
    "Memory",
    "MemoryFormatError",
    "MemoryNotFoundError",
    "MemoryTooLargeError",
    "Merge",
    "OpsBatch",
    "OpsError",
    "Rejected",
    "SearchHit",
    "Skipped",
    "StoreError",
    "StoreLocation",
    "StoreLocationError",
    "StoreScan",
    "StoreSummary",
    "apply_ops",
    "delete_memory",
    "list_memories",
    "ops_from_json",
    "parse",
    "parse_ops",
    "project_key",
    "read_memory",
    "rebuild_index",
    "resolve_store",
    "scan_store",
    "search_memories",
    "serialize",
    "store_lock_name",
    "store_summary",
]
