"""Where a project's memory store lives.

The global store is `<claude config home>/projects/<key>/memory/`, with `<key>` derived from
the project's canonical root exactly as Claude Code derives it, so both tools share a store.
The in-repo store is `.claude/memory/` in the project's checkout.

The key comes from the path exactly as a process started there sees it: the physical path
(a session started through a symlink runs in the real directory, and Claude Code keys its
physical working directory) with no Unicode normalization (a decomposed `é` keys as `e-`).
Claude Code's `autoMemoryDirectory` setting moves the global store (`claude_settings`).
Nothing here creates a directory; writers do that when they first write.
"""

from __future__ import annotations

import os
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ocmem.paths import Env, claude_config_home, find_git_root
from ocmem.store.claude_settings import auto_memory_directory
from ocmem.store.store_errors import StoreLocationError

LocalMode = Literal["on", "off", "auto"]
StoreMode = Literal["global", "in-repo"]

MAX_KEY_LENGTH = 200
IN_REPO_RELATIVE = Path(".claude") / "memory"
HARNESS_FEEDBACK_FILE = "harness-feedback.md"
INDEX_FILE = "MEMORY.md"


@dataclass(frozen=True)
class ProjectRoots:
    """The roots that decide a store: `canonical` names it, `checkout` holds in-repo memory.

    `canonical` is the main checkout for a linked worktree, the bare repository directory for
    a worktree of a bare repository, the submodule itself for a submodule, and the directory
    itself outside git. `checkout` equals `canonical` except for bare-repository worktrees,
    where `canonical` has no working tree: their in-repo memory lives in the worktree.
    """

    canonical: Path
    checkout: Path
    git_root: Path | None
    kind: Literal["repository", "worktree", "bare-worktree", "no-git"]


@dataclass(frozen=True)
class StoreLocation:
    """A resolved store. `project_dir` is always the global project dir (for sidecars)."""

    root: Path
    key: str
    memory_dir: Path
    mode: StoreMode
    project_dir: Path
    harness_feedback_path: Path
    in_repo_dir: Path
    source: str = ""

    @property
    def index_path(self) -> Path:
        return self.memory_dir / INDEX_FILE

    @property
    def lock_name(self) -> str:
        return store_lock_name(self.memory_dir)


def project_key(path: str | os.PathLike[str]) -> str:
    """Claude Code's project key: every UTF-16 code unit not in [A-Za-z0-9] becomes `-`.

    Over 200 characters, the key is cut to 200 and followed by `-` and a base-36 hash of
    the original string (see `_code_unit_hash`).
    """
    text = os.fspath(path)
    units = _utf16_units(text)
    sanitized = "".join(chr(u) if _is_ascii_alnum(u) else "-" for u in units)
    if len(sanitized) <= MAX_KEY_LENGTH:
        return sanitized
    return f"{sanitized[:MAX_KEY_LENGTH]}-{_base36(abs(_code_unit_hash(units)))}"


def store_lock_name(memory_dir: Path) -> str:
    """The lock name for a store: the key of its memory dir's real path.

    The real path makes two spellings of one directory (a symlinked checkout, say) share
    one lock; the key form keeps the name a safe single file name.
    """
    return "store-" + project_key(os.path.realpath(memory_dir))


def project_roots(directory: Path) -> ProjectRoots:
    """The canonical root of `directory`: see `ProjectRoots`."""
    start = _physical(directory)
    git_root = find_git_root(start)
    if git_root is None:
        return ProjectRoots(canonical=start, checkout=start, git_root=None, kind="no-git")
    common_dir = _worktree_common_dir(git_root)
    if common_dir is None:
        return ProjectRoots(
            canonical=git_root, checkout=git_root, git_root=git_root, kind="repository"
        )
    if common_dir.name == ".git":
        main = common_dir.parent
        return ProjectRoots(canonical=main, checkout=main, git_root=git_root, kind="worktree")
    return ProjectRoots(
        canonical=common_dir,
        checkout=git_root,
        git_root=git_root,
        kind="bare-worktree",
    )


def canonical_root(directory: Path) -> Path:
    return project_roots(directory).canonical


def global_project_dir(root: Path, env: Env | None = None) -> Path:
    # Claude Code normalizes its config home (only that) to NFC.
    home = unicodedata.normalize("NFC", os.path.abspath(claude_config_home(env)))
    return Path(home) / "projects" / project_key(root)


def global_memory_dir(root: Path, env: Env | None = None) -> Path:
    return global_project_dir(root, env) / "memory"


def in_repo_memory_dir(checkout: Path) -> Path:
    return checkout / IN_REPO_RELATIVE


def resolve_store(directory: Path, mode: LocalMode, env: Env | None = None) -> StoreLocation:
    """Which store a session in `directory` uses under `local.mode` = `mode`.

    `auto` takes the in-repo dir only when it already exists as a directory inside the
    checkout; `on` takes it whether or not it exists, and refuses (with a hint) when
    something that cannot become that directory is in the way.
    """
    if mode not in ("on", "off", "auto"):
        raise ValueError(f"local mode must be on, off or auto, not {mode!r}")
    roots = project_roots(directory)
    key = project_key(roots.canonical)
    project_dir = global_project_dir(roots.canonical, env)
    in_repo = in_repo_memory_dir(roots.checkout)
    use_in_repo = False
    if mode == "on":
        problem = _in_repo_problem(in_repo, roots.checkout)
        if problem is not None:
            raise StoreLocationError(
                f"in-repo memory is on, but {in_repo} {problem}",
                hint=(
                    f"remove or rename {in_repo} so a directory can be created there, "
                    "or set local.mode to off or auto"
                ),
            )
        use_in_repo = True
    elif mode == "auto":
        use_in_repo = _in_repo_problem(in_repo, roots.checkout) is None and in_repo.is_dir()
    setting = auto_memory_directory(roots.git_root or roots.checkout, env)
    if use_in_repo:
        memory_dir = in_repo
        source = f"in-repo: local.mode is {mode}" + (
            " and .claude/memory exists" if mode == "auto" else ""
        )
    elif setting.directory is not None:
        memory_dir = setting.directory
        source = f"autoMemoryDirectory in {setting.source}"
    else:
        memory_dir = project_dir / "memory"
        source = "default: Claude Code's store for this project"
    if setting.ignored:
        source += "; ignored " + "; ".join(setting.ignored)
    return StoreLocation(
        root=roots.canonical,
        key=key,
        memory_dir=memory_dir,
        mode="in-repo" if use_in_repo else "global",
        project_dir=project_dir,
        harness_feedback_path=project_dir / HARNESS_FEEDBACK_FILE,
        in_repo_dir=in_repo,
        source=source,
    )


def _in_repo_problem(in_repo: Path, checkout: Path) -> str | None:
    """Why `in_repo` cannot be (or become) a store directory inside `checkout`, if it can't.

    A symlink is followed only while it stays inside the checkout: a cloned repository must
    not be able to point our writes at, say, another project's global store.
    """
    for path in (in_repo.parent, in_repo):
        if not os.path.lexists(path):
            return None
        if not path.exists():
            return "is a symlink to a path that does not exist"
        if not path.is_dir():
            return "is a file, not a directory"
        if not _is_within(Path(os.path.realpath(path)), Path(os.path.realpath(checkout))):
            return "is a symlink that leads outside the project"
    return None


def _worktree_common_dir(git_root: Path) -> Path | None:
    """The shared git dir when `git_root` is a linked worktree, else None.

    Follows git's own layout: `<worktree>/.git` is a file naming the worktree's git dir W,
    `W/commondir` names the shared git dir C, W sits in `C/worktrees/`, and `W/gitdir`
    points back at `<worktree>/.git`. Submodules have no `commondir`, so they stay separate.
    The back link may be relative (git's `worktree.useRelativePaths`); it is relative to W.
    """
    try:
        text = (git_root / ".git").read_text(encoding="utf-8").strip()
        if not text.startswith("gitdir:"):
            return None
        worktree_git_dir = _lexical(git_root / text[len("gitdir:") :].strip())
        common_text = (worktree_git_dir / "commondir").read_text(encoding="utf-8").strip()
        common_dir = _lexical(worktree_git_dir / common_text)
        if worktree_git_dir.parent != common_dir / "worktrees":
            return None
        back_text = (worktree_git_dir / "gitdir").read_text(encoding="utf-8").strip()
        back_link = os.path.realpath(_lexical(worktree_git_dir / back_text))
        if back_link != os.path.join(os.path.realpath(git_root), ".git"):
            return None
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    return common_dir


def _lexical(path: Path) -> Path:
    return Path(os.path.abspath(path))


def _physical(path: Path) -> Path:
    """The path a process started in `path` sees as its cwd: symlinks resolved, bytes kept."""
    return Path(os.path.realpath(path))


def _is_within(path: Path, parent: Path) -> bool:
    return path == parent or parent in path.parents


def _utf16_units(text: str) -> list[int]:
    data = text.encode("utf-16-le", errors="surrogatepass")
    return [int.from_bytes(data[i : i + 2], "little") for i in range(0, len(data), 2)]


def _is_ascii_alnum(unit: int) -> bool:
    return 48 <= unit <= 57 or 65 <= unit <= 90 or 97 <= unit <= 122


def _code_unit_hash(units: list[int]) -> int:
    """h = h*31 + unit over UTF-16 code units, wrapped to a signed 32-bit integer."""
    h = 0
    for unit in units:
        h = (h * 31 + unit) & 0xFFFFFFFF
    return h - 0x1_0000_0000 if h >= 0x8000_0000 else h


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if number == 0:
        return "0"
    out = []
    while number:
        number, rest = divmod(number, 36)
        out.append(digits[rest])
    return "".join(reversed(out))
