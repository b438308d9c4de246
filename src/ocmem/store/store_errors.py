"""Failures of the memory store, each with a message the user can act on."""

from __future__ import annotations

from ocmem.errors import OcmemError


class StoreError(OcmemError):
    """The store cannot be located, read or written as asked."""


class StoreLocationError(StoreError):
    """The path chosen for the store cannot hold one (a file or broken link in the way)."""


class InvalidMemoryFileError(StoreError):
    """A memory file name that is unsafe or reserved."""


class MemoryNotFoundError(StoreError):
    """No memory file of that name exists in the store."""


class MemoryFormatError(StoreError):
    """A memory cannot be serialized as asked (bad timestamp, too large, bad text)."""


class MemoryTooLargeError(MemoryFormatError):
    """A serialized memory file is over the 40,000-byte limit."""


class OpsError(StoreError):
    """An ops document that is not an object of the expected shape."""
