"""The store's atomic writes now live in the bottom layer, `ocmem.atomic`; this name stays
for callers that import it from the store."""

from __future__ import annotations

from ocmem.atomic import (
    TEMP_PREFIX,
    fsync_dir,
    is_temp_file,
    make_dirs,
    remove_durably,
    remove_json_except,
    sweep_temp_files,
    temp_name,
    write_atomic,
)

__all__ = [
    "TEMP_PREFIX",
    "fsync_dir",
    "is_temp_file",
    "make_dirs",
    "remove_durably",
    "remove_json_except",
    "sweep_temp_files",
    "temp_name",
    "write_atomic",
]
