"""Which sessions belong to a project: stored directories matched by whole path components,
as stored and with symlinks resolved, minus repositories nested below the root. A root
outside git holds its own directory's sessions only."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any


def nested_repo_roots(root: Path, directories: Iterable[str | os.PathLike[str]]) -> set[Path]:
    """Repositories nested below `root` (submodules, vendored clones) holding `directories`.

    Only the directories' own ancestors up to `root` are checked for a `.git` entry, so
    the cost follows the number of distinct session directories, not the size of the tree.
    """
    found: set[Path] = set()
    checked: set[str] = set()
    root_forms = path_forms(root)
    for directory in directories:
        for form in path_forms(directory):
            for top in root_forms:
                if form == top or not is_within(form, top):
                    continue
                current = form
                while current != top and current not in checked:
                    checked.add(current)
                    if os.path.lexists(os.path.join(current, ".git")):
                        found.add(Path(current))
                    current = os.path.dirname(current)
    return found


def scope_directories(
    conn: sqlite3.Connection,
    archived_column: str,
    root: Path,
    exclude_roots: Sequence[Path],
    exclude_nested: bool,
    since_ms: int | None,
) -> list[str]:
    """The distinct stored session directories that belong to `root`'s scope.

    Matching happens on the few distinct directory strings rather than on every
    session row; each is compared both as stored and with symlinks resolved.
    """
    sql = (
        "SELECT DISTINCT s.directory FROM session s "
        f"WHERE s.parent_id IS NULL AND {archived_column} IS NULL"
    )
    params: dict[str, Any] = {}
    if since_ms is not None:
        sql += " AND s.time_updated >= :since"
        params["since"] = since_ms
    forms = {row[0]: path_forms(row[0]) for row in conn.execute(sql, params) if row[0]}
    root_forms = path_forms(root)
    # Outside git a directory is its own project: a session in a subdirectory belongs to
    # the store Claude Code would use there, not to the directory above it.
    belongs = is_within if _is_git_root(root) else _same_path
    inside = [
        d for d, d_forms in forms.items() if any(belongs(f, r) for f in d_forms for r in root_forms)
    ]
    excluded = [form for path in exclude_roots for form in path_forms(path)]
    if exclude_nested:
        excluded.extend(str(p) for p in nested_repo_roots(root, inside))
    return [d for d in inside if not any(is_within(f, x) for f in forms[d] for x in excluded)]


def _is_git_root(root: Path) -> bool:
    """A checkout's root (it holds `.git`) or a bare repository (the root of its worktrees)."""
    if os.path.lexists(root / ".git"):
        return True
    return os.path.isfile(root / "HEAD") and os.path.isdir(root / "objects")


def _same_path(path: str, other: str) -> bool:
    return path == other


def path_forms(path: str | os.PathLike[str]) -> list[str]:
    """The path as given (absolute, normalized) and with symlinks resolved."""
    lexical = os.path.normpath(os.path.abspath(os.fspath(path)))
    try:
        resolved = os.path.realpath(lexical)
    except (OSError, ValueError):
        resolved = lexical
    return [lexical] if resolved == lexical else [lexical, resolved]


def is_within(path: str, ancestor: str) -> bool:
    """`path` is `ancestor` or below it, by whole components (`/a/b` is not in `/a/bc`)."""
    if path == ancestor:
        return True
    prefix = ancestor if ancestor.endswith(os.sep) else ancestor + os.sep
    return path.startswith(prefix)
