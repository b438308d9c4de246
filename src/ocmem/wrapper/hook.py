"""The shell hook: one marked block in the user's rc file that routes `opencode` here.

The block defines `opencode` as `opencode-memory wrap -- "$@"` and falls back to the real
`opencode` when `opencode-memory` is not on PATH (uninstalled, another virtualenv), so a
stale hook never breaks the command. Editing rules:

- Only the lines from the start marker to the end marker (inclusive) are ours. Install
  and uninstall leave every other byte of the file as it was; a file without a final
  newline gets one added before the block, and uninstall takes it away again.
- A block with a start marker but no end marker is an error, never "delete to the end";
  so is a second start marker before the end marker (which start is ours is unknown).
- The prior bash wrapper's block (`opencode-memory auto-initialization` markers) is
  replaced in place by install; uninstall touches only our own block.
- The file is replaced atomically; a symlinked rc file (stow, chezmoi) stays a symlink,
  and its target keeps its permission bits.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ocmem import paths
from ocmem.atomic import write_atomic
from ocmem.errors import OcmemError

Shell = Literal["bash", "zsh", "fish"]
SHELLS: tuple[Shell, ...] = ("bash", "zsh", "fish")
START_MARKER = "# >>> opencode-memory hook >>>"
END_MARKER = "# <<< opencode-memory hook <<<"
LEGACY_START_MARKER = "# >>> opencode-memory auto-initialization >>>"
LEGACY_END_MARKER = "# <<< opencode-memory auto-initialization <<<"

_POSIX_BODY = """\
# `opencode` runs through opencode-memory (durable project memory); it falls back to the
# real opencode when opencode-memory is not installed. Remove: opencode-memory hook uninstall
function opencode {
  if command -v opencode-memory >/dev/null 2>&1; then
    command opencode-memory wrap -- "$@"
  else
    command opencode "$@"
  fi
}"""
_FISH_BODY = """\
# `opencode` runs through opencode-memory (durable project memory); it falls back to the
# real opencode when opencode-memory is not installed. Remove: opencode-memory hook uninstall
function opencode --wraps opencode --description 'opencode with durable project memory'
    if command -q opencode-memory
        command opencode-memory wrap -- $argv
    else
        command opencode $argv
    end
end"""

Action = Literal["installed", "updated", "replaced-legacy", "unchanged", "removed", "absent"]


class HookError(OcmemError):
    pass


@dataclass(frozen=True)
class HookChange:
    """What install/uninstall did. `written_to` is the real file for a symlinked rc file."""

    action: Action
    shell: str
    rc_file: str
    written_to: str | None
    file_deleted: bool = False  # uninstall removed a file install had created

    @property
    def changed(self) -> bool:
        return self.written_to is not None


# Inside the block of a file `hook install` created: uninstall then removes the file when
# nothing else is left in it (an empty ~/.zshrc stops zsh's first-run setup from running).
CREATED_LINE = (
    "# (hook install created this file; hook uninstall removes it if nothing else is here)"
)
# ... and the directory holding it (~/.config/fish), which then goes too when empty.
CREATED_DIR_LINE = "# (hook install created its directory too; it goes with it when empty)"


def hook_block(shell: Shell, *, created: bool = False, created_dir: bool = False) -> str:
    """The block's text, markers included, without a final newline."""
    body = _FISH_BODY if shell == "fish" else _POSIX_BODY
    if created and created_dir:
        body = f"{CREATED_DIR_LINE}\n{body}"
    if created:
        body = f"{CREATED_LINE}\n{body}"
    return f"{START_MARKER}\n{body}\n{END_MARKER}"


def detect_shell(env: Mapping[str, str]) -> Shell:
    name = os.path.basename(env.get("SHELL", "").strip())
    for shell in SHELLS:
        if name == shell:
            return shell
    shown = env.get("SHELL") or "unset"
    raise HookError(
        f"cannot tell which shell to hook from $SHELL ({shown})",
        "pass --shell bash, --shell zsh or --shell fish",
    )


def default_rc_file(shell: Shell, env: Mapping[str, str]) -> Path:
    home = paths.home(env)
    if shell == "bash":
        return home / ".bashrc"
    if shell == "zsh":
        zdotdir = env.get("ZDOTDIR", "")
        return (Path(zdotdir) if zdotdir else home) / ".zshrc"
    return paths.xdg_config_home(env) / "fish" / "config.fish"


def install_hook(shell: Shell, rc_file: Path) -> HookChange:
    """Add our block (or bring an older one up to date); replace the prior wrapper's block."""
    lines = _read_lines(rc_file)
    ours = _find_blocks(lines, START_MARKER, END_MARKER, rc_file)
    legacy = _find_blocks(lines, LEGACY_START_MARKER, LEGACY_END_MARKER, rc_file)
    spans = [*ours, *legacy]
    created = not os.path.lexists(rc_file) or any(_says(lines, s, CREATED_LINE) for s in spans)
    created_dir = not os.path.lexists(rc_file.parent) or any(
        _says(lines, s, CREATED_DIR_LINE) for s in spans
    )
    block = hook_block(shell, created=created, created_dir=created_dir).encode()
    if ours:
        first = ours[0]
        current = b"".join(lines[first[0] : first[1] + 1])
        if current.rstrip(b"\r\n") == block and len(ours) == 1 and not legacy:
            return HookChange("unchanged", shell, str(rc_file), None)
        action: Action = "updated"
        keep = first
    elif legacy:
        action = "replaced-legacy"
        keep = legacy[0]
    else:
        return _write(rc_file, _appended(lines, block), "installed", shell)

    spans = sorted([*ours, *legacy])
    out: list[bytes] = []
    cursor = 0
    for start, end in spans:
        out.extend(lines[cursor:start])
        if (start, end) == keep:
            out.append(block + _terminator(lines[end]))
        cursor = end + 1
    out.extend(lines[cursor:])
    return _write(rc_file, out, action, shell)


def uninstall_hook(shell: Shell, rc_file: Path) -> HookChange:
    """Remove our block(s); nothing else in the file changes. A file install created and
    that holds nothing else goes too."""
    lines = _read_lines(rc_file)
    ours = _find_blocks(lines, START_MARKER, END_MARKER, rc_file)
    if not ours:
        return HookChange("absent", shell, str(rc_file), None)
    if any(_says(lines, span, CREATED_LINE) for span in ours) and all(
        not line.strip() for i, line in enumerate(lines) if not _inside(i, ours)
    ):
        target = Path(os.path.realpath(rc_file))
        try:
            target.unlink()
        except OSError as exc:
            raise HookError(
                f"cannot remove {target}: {exc.strerror or exc}", "check the file's permissions"
            ) from exc
        if any(_says(lines, span, CREATED_DIR_LINE) for span in ours):
            with contextlib.suppress(OSError):
                target.parent.rmdir()  # only when empty: something else may live there now
        return HookChange("removed", shell, str(rc_file), str(target), file_deleted=True)
    out = list(lines)
    for start, end in reversed(ours):
        at_unterminated_end = end == len(out) - 1 and not _terminator(out[end])
        del out[start : end + 1]
        if at_unterminated_end and start > 0:
            # install added this newline because the file had none at its end
            out[start - 1] = out[start - 1].rstrip(b"\r\n")
    return _write(rc_file, out, "removed", shell)


def _says(lines: list[bytes], span: tuple[int, int], note: str) -> bool:
    return any(line.rstrip(b"\r\n") == note.encode() for line in lines[span[0] : span[1]])


def _inside(index: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= index <= end for start, end in spans)


def hook_blocks(rc_file: Path, *, legacy: bool = False) -> int:
    """How many of our blocks (or the prior wrapper's) `rc_file` holds, read exactly as
    install and uninstall read it: marker lines whole, a block with its end. Raises
    `HookError` for a damaged block, which both of them refuse."""
    start, end = (LEGACY_START_MARKER, LEGACY_END_MARKER) if legacy else (START_MARKER, END_MARKER)
    return len(_find_blocks(_read_lines(rc_file), start, end, rc_file))


def _read_lines(rc_file: Path) -> list[bytes]:
    try:
        data = rc_file.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise HookError(
            f"cannot read {rc_file}: {exc.strerror or exc}",
            "make that file readable, or pick another with --rc-file",
        ) from exc
    return data.splitlines(keepends=True)


def _find_blocks(
    lines: list[bytes], start_marker: str, end_marker: str, rc_file: Path
) -> list[tuple[int, int]]:
    start_bytes, end_bytes = start_marker.encode(), end_marker.encode()
    blocks: list[tuple[int, int]] = []
    index = 0
    while index < len(lines):
        if lines[index].rstrip(b"\r\n") != start_bytes:
            index += 1
            continue
        end = next(
            (j for j in range(index + 1, len(lines)) if lines[j].rstrip(b"\r\n") == end_bytes),
            None,
        )
        if end is None:
            raise HookError(
                f"{rc_file}:{index + 1} has the line {start_marker!r} but no {end_marker!r} "
                "after it, so the block's end is unknown",
                "fix or remove that block by hand, then run the command again",
            )
        again = next(
            (j for j in range(index + 1, end) if lines[j].rstrip(b"\r\n") == start_bytes), None
        )
        if again is not None:
            # Two starts, one end: which lines are ours is unknown (the user's lines may sit
            # between the two starts), so nothing is removed.
            raise HookError(
                f"{rc_file}:{again + 1} has a second {start_marker!r} before the "
                f"{end_marker!r} of the block started at line {index + 1}, so the block's "
                "start is unknown",
                "fix or remove that block by hand, then run the command again",
            )
        blocks.append((index, end))
        index = end + 1
    return blocks


def _terminator(line: bytes) -> bytes:
    if line.endswith(b"\r\n"):
        return b"\r\n"
    return b"\n" if line.endswith((b"\n", b"\r")) else b""


def _appended(lines: list[bytes], block: bytes) -> list[bytes]:
    if not lines:
        return [block + b"\n"]
    if _terminator(lines[-1]):
        return [*lines, block + b"\n"]
    # Keep the file's unterminated end: the newline goes before the block, not after it.
    return [*lines[:-1], lines[-1] + b"\n", block]


def _write(rc_file: Path, lines: list[bytes], action: Action, shell: Shell) -> HookChange:
    target = Path(os.path.realpath(rc_file))
    try:
        owner = os.stat(target)
    except FileNotFoundError:
        owner = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, b"".join(lines))
    except OSError as exc:
        raise HookError(
            f"cannot write {target}: {exc.strerror or exc}", "check the file's permissions"
        ) from exc
    if owner is not None and (owner.st_uid, owner.st_gid) != (os.getuid(), os.getgid()):
        with contextlib.suppress(OSError):
            os.chown(target, owner.st_uid, owner.st_gid)
    return HookChange(action, shell, str(rc_file), str(target))
