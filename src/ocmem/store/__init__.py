"""The memory store: where it lives, the file format, the index, atomic writes, de-duplication.

The names below load on first use, so a module that needs only `ocmem.atomic` or
`ocmem.store.catalog` does not pay for importing the whole store (apply, the lock, psutil).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
    from ocmem.store.location import StoreLocation, project_key, resolve_store, store_lock_name
    from ocmem.store.memory_file import Memory, parse, serialize
    from ocmem.store.ops import OpsBatch, Rejected, ops_from_json, parse_ops
    from ocmem.store.store_errors import (
        InvalidMemoryFileError,
        MemoryFormatError,
        MemoryNotFoundError,
        MemoryTooLargeError,
        OpsError,
        StoreError,
        StoreLocationError,
    )

_MODULES = {
    "ApplyResult": "ocmem.store.apply",
    "InvalidMemoryFileError": "ocmem.store.store_errors",
    "Memory": "ocmem.store.memory_file",
    "MemoryFormatError": "ocmem.store.store_errors",
    "MemoryNotFoundError": "ocmem.store.store_errors",
    "MemoryTooLargeError": "ocmem.store.store_errors",
    "Merge": "ocmem.store.apply",
    "OpsBatch": "ocmem.store.ops",
    "OpsError": "ocmem.store.store_errors",
    "Rejected": "ocmem.store.ops",
    "SearchHit": "ocmem.store.catalog",
    "Skipped": "ocmem.store.catalog",
    "StoreError": "ocmem.store.store_errors",
    "StoreLocation": "ocmem.store.location",
    "StoreLocationError": "ocmem.store.store_errors",
    "StoreScan": "ocmem.store.catalog",
    "StoreSummary": "ocmem.store.catalog",
    "apply_ops": "ocmem.store.apply",
    "delete_memory": "ocmem.store.apply",
    "list_memories": "ocmem.store.catalog",
    "ops_from_json": "ocmem.store.ops",
    "parse": "ocmem.store.memory_file",
    "parse_ops": "ocmem.store.ops",
    "project_key": "ocmem.store.location",
    "read_memory": "ocmem.store.catalog",
    "rebuild_index": "ocmem.store.apply",
    "resolve_store": "ocmem.store.location",
    "scan_store": "ocmem.store.catalog",
    "search_memories": "ocmem.store.catalog",
    "serialize": "ocmem.store.memory_file",
    "store_lock_name": "ocmem.store.location",
    "store_summary": "ocmem.store.catalog",
}


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


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
