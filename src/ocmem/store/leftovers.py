"""What killed writers of one store leave in the state directory, and sweeping it."""

from __future__ import annotations

from pathlib import Path

from ocmem.atomic import sweep_temp_files
from ocmem.state.backups import backups_root
from ocmem.state.history import history_root
from ocmem.state.staging import sweep_dead_partials
from ocmem.store.location import StoreLocation
from ocmem.store.recall_file import store_recall_file


def sweep_leftovers(state_dir: Path, location: StoreLocation) -> list[str]:
    """Remove half-written backups and history passes and the recall file's temp files.

    Call under the store's lock: the recall file's writers all hold it. Staging dirs are
    swept only when the process that named them is gone, whatever lock it held.
    """
    removed = sweep_dead_partials(backups_root(state_dir, location.memory_dir))
    removed += sweep_dead_partials(history_root(state_dir, location.memory_dir))
    recall = store_recall_file(location, state_dir)
    removed += sweep_temp_files(recall.parent, target=recall.name)
    return removed
