"""What one invocation works on: the project directory, its settings, its store, the state
dir and the environment, resolved once and handed to the core.

The CLI builds one per command (`build`); the wrapper, the watcher (per session
directory) and the MCP server build theirs with the same function. The store is located
on first use, not at build time: locating it can fail (`local.mode = on` with a file in
the way), and `settings` and `doctor` report that failure as one of their findings
instead of stopping on it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ocmem import settings
from ocmem.paths import environment
from ocmem.settings import Settings

if TYPE_CHECKING:
    from ocmem.store.location import StoreLocation


@dataclass(frozen=True)
class Context:
    directory: Path  # absolute
    settings: Settings
    env: Mapping[str, str]
    # Set when the caller already knows the store; else located on first use and kept.
    located: StoreLocation | None = field(default=None, compare=False, repr=False)
    # Derived from the settings, never passed: the two cannot disagree.
    state_dir: Path = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "state_dir", self.settings.state.dir)

    @property
    def store(self) -> StoreLocation:
        """The store this directory's sessions use, located once (raises
        `StoreLocationError` each time it is asked while it cannot be located)."""
        if self.located is None:
            # Imported here: a wrapped launch builds its context before it knows whether
            # it needs a store, and its fast path imports no more than it must.
            from ocmem.store.location import resolve_store

            location = resolve_store(self.directory, self.settings.local.mode, self.env)
            object.__setattr__(self, "located", location)
            return location
        return self.located


def build(
    directory: Path,
    env: Mapping[str, str] | None = None,
    flags: Mapping[str, tuple[str, object]] | None = None,
) -> Context:
    """The context of `directory` under `env` (this process's environment by default)
    and the command line's `flags`."""
    target = Path(os.path.abspath(directory))
    run_env = environment(env)
    cfg = settings.resolve(target, run_env, flags)
    return Context(target, cfg, run_env)
