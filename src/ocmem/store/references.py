"""What a memory names in its repository, and which of those names no longer exist there.

A memory that says "the invoices are built in `src/app/billing.py`" or "run `npm run
e2e:ci`" goes stale silently when the file is moved or the script renamed, and a model
that trusts it wastes a turn or, worse, recreates the old file. The audit checks three
kinds of name against the checkout, each only where a miss is certain:

- **paths** with a directory part or a file extension (`src/app/billing.py`, `deploy.sh`):
  missing when no file or directory of the checkout is that path, or ends with it (a memory
  may name `app/billing.py` for `src/app/billing.py`); absolute paths, `~` paths, URLs,
  globs and templates are never judged (they point outside the checkout or at many files);
- **package scripts** (`npm run X`, `pnpm X`, `yarn X`, `bun run X`): missing when the
  root `package.json` has a `scripts` table without X;
- **make targets** (`make X`): missing when the root `Makefile` has no rule for X and no
  include or pattern rule that could make one.

Walking the checkout is bounded (`MAX_FILES`); past the bound a name counts as present
unless it is a direct path that does not exist, so a huge repository gives fewer findings,
never false ones.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

MAX_FILES = 50_000
_SKIP_DIRS = frozenset(
    {".git", "node_modules", ".venv", "venv", "__pycache__", ".mypy_cache", ".ruff_cache",
     ".pytest_cache", ".tox", "dist", "build", "target", ".next", ".cache"}
)  # fmt: skip
_EXTENSIONS = frozenset(
    [
        "py", "pyi", "ts", "tsx", "js", "jsx", "mjs", "cjs", "go", "rs", "rb", "java", "kt", "kts",
        "swift", "c", "h", "cc", "cpp", "hpp", "cs", "php", "scala", "sh", "bash", "zsh", "fish",
        "ps1", "sql", "toml", "yaml", "yml", "json", "jsonc", "ini", "cfg", "conf", "env", "md",
        "rst", "txt", "html", "css", "scss", "vue", "svelte", "tf", "hcl", "proto", "graphql",
        "lock", "gradle", "xml", "csv", "ipynb", "dockerfile", "mk",
    ]
)  # fmt: skip
_CODE_SPAN = re.compile(r"`([^`\n]{1,300})`")
# A path token in running text: at least one directory part and a file extension.
_PROSE_PATH = re.compile(
    r"(?<![\w/.~:@$-])((?:\.{1,2}/)?(?:[\w.-]+/)+[\w.-]+\.[A-Za-z0-9]{1,10})\b"
)
_SCRIPT_RUN = re.compile(r"\b(?:npm|pnpm|bun) run ([\w:.-]+)|\b(?:yarn|pnpm) ([\w:.-]+)")
_MAKE = re.compile(r"\bmake ([A-Za-z0-9_][\w.-]*)")
_PACKAGE_MANAGER_VERBS = frozenset(
    {"install", "i", "add", "remove", "rm", "update", "up", "upgrade", "dlx", "exec", "run",
     "test", "init", "create", "why", "outdated", "audit", "publish", "link", "config",
     "dedupe", "list", "ls", "store", "global", "workspace", "workspaces", "import", "set"}
)  # fmt: skip
_NOT_A_PATH = re.compile(r"[*?{}$<>|\s\"'=]|^[~/]|://|^\w+:")


@dataclass(frozen=True)
class Reference:
    kind: str  # "path", "script" or "make-target"
    name: str


@dataclass(frozen=True)
class Checkout:
    """What the audit knows of one checkout: its root, its files (bounded) and manifests."""

    root: Path
    files: frozenset[str]  # relative POSIX paths of files and directories
    complete: bool
    scripts: frozenset[str] | None  # None: no readable root package.json with `scripts`
    make_targets: frozenset[str] | None  # None: no root Makefile, or one we cannot judge

    @classmethod
    def scan(cls, root: Path, max_files: int = MAX_FILES) -> Checkout:
        files, complete = _walk(root, max_files)
        return cls(root, files, complete, _package_scripts(root), _make_targets(root))

    def missing(self, reference: Reference) -> bool:
        if reference.kind == "script":
            return self.scripts is not None and reference.name not in self.scripts
        if reference.kind == "make-target":
            return self.make_targets is not None and reference.name not in self.make_targets
        return not self._has_path(reference.name)

    def _has_path(self, name: str) -> bool:
        relative = name.removeprefix("./").rstrip("/")
        if relative.startswith("../"):
            return True  # outside the checkout: not ours to judge
        if (self.root / relative).exists():
            return True
        if not self.complete:
            return "/" not in relative  # a bare name may be anywhere we did not walk
        suffix = "/" + relative
        return any(path == relative or path.endswith(suffix) for path in self.files)


def references(text: str) -> list[Reference]:
    """The paths, package scripts and make targets `text` names, each once, in order."""
    found: list[tuple[int, Reference]] = []
    for match in _CODE_SPAN.finditer(text):
        span = match.group(1).strip()
        if _looks_like_path(span):
            found.append((match.start(), Reference("path", span.rstrip(".,;:"))))
    # Spans blanked to the same length, so positions still order the finds.
    prose = _CODE_SPAN.sub(lambda m: " " * len(m.group()), text)
    for match in _PROSE_PATH.finditer(prose):
        if _looks_like_path(match.group(1)):
            found.append((match.start(), Reference("path", match.group(1))))
    for match in _SCRIPT_RUN.finditer(text):
        script = match.group(1) or match.group(2)
        if script and script not in _PACKAGE_MANAGER_VERBS:
            found.append((match.start(), Reference("script", script)))
    for match in _MAKE.finditer(text):
        found.append((match.start(), Reference("make-target", match.group(1))))
    ordered: dict[Reference, None] = {}
    for _, reference in sorted(found, key=lambda item: item[0]):
        ordered.setdefault(reference, None)
    return list(ordered)


def _looks_like_path(candidate: str) -> bool:
    if not candidate or len(candidate) > 200 or _NOT_A_PATH.search(candidate):
        return False
    if re.search(r"\.\w+\(", candidate) or candidate.endswith(")"):
        return False  # a call such as `os.path.join()`
    last = candidate.rstrip("/").rsplit("/", 1)[-1]
    stem, dot, extension = last.rpartition(".")
    has_extension = bool(dot and stem and extension.lower() in _EXTENSIONS)
    if "/" in candidate.strip("/"):
        # `src/app/` or `src/app/billing.py`, but not `feature/login` (a branch) nor `a/b`.
        return has_extension or candidate.endswith("/")
    return has_extension and not _is_version_or_host(candidate)


def _is_version_or_host(candidate: str) -> bool:
    # `1.2.md` never occurs, but `api.example.json`-like host names and `v1.2.3` do.
    return bool(re.fullmatch(r"v?\d+(?:\.\d+)+", candidate))


def _walk(root: Path, max_files: int) -> tuple[frozenset[str], bool]:
    seen: set[str] = set()
    for relative in _entries(root):
        seen.add(relative)
        if len(seen) >= max_files:
            return frozenset(seen), False
    return frozenset(seen), True


def _entries(root: Path) -> Iterator[str]:
    stack = [""]
    while stack:
        prefix = stack.pop()
        try:
            with os.scandir(root / prefix if prefix else root) as entries:
                listed = list(entries)
        except OSError:
            continue
        for entry in listed:
            relative = f"{prefix}/{entry.name}" if prefix else entry.name
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
            except OSError:
                continue
            if is_dir:
                if entry.name in _SKIP_DIRS:
                    continue
                stack.append(relative)
            yield relative


def _package_scripts(root: Path) -> frozenset[str] | None:
    try:
        data = json.loads((root / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    scripts = data.get("scripts") if isinstance(data, dict) else None
    if not isinstance(scripts, dict):
        return None
    return frozenset(str(name) for name in scripts)


_RULE = re.compile(r"^([A-Za-z0-9_][\w.\- ]*?)\s*:(?!=)", re.MULTILINE)


def _make_targets(root: Path) -> frozenset[str] | None:
    for name in ("GNUmakefile", "makefile", "Makefile"):
        try:
            text = (root / name).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if re.search(r"^\s*-?include\b|%", text, re.MULTILINE):
            return None  # targets may come from elsewhere or from a pattern
        targets: set[str] = set()
        for match in _RULE.finditer(text):
            targets.update(match.group(1).split())
        return frozenset(targets)
    return None
