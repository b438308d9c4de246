"""Whether a login bash reaches the hook in ~/.bashrc.

bash reads ~/.bashrc only in interactive non-login shells. A login shell (macOS Terminal
opens one per window; ssh does too) reads the first of ~/.bash_profile, ~/.bash_login and
~/.profile instead, and reaches ~/.bashrc only when that file sources it. So a hook that is
only in ~/.bashrc can be invisible exactly where a macOS user types `opencode`.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ocmem import paths
from ocmem.wrapper.hook import START_MARKER

LOGIN_FILES = (".bash_profile", ".bash_login", ".profile")
# `. ~/.bashrc`, `source "$HOME/.bashrc"`, `[ -f ~/.bashrc ] && . ~/.bashrc`, …
_SOURCES_BASHRC = re.compile(
    r"""(?m)^[^#\n]*(?:^|[\s;&|{(])(?:\.|source)\s+["']?(?:~|\$HOME|\$\{HOME\})/\.bashrc\b"""
)


@dataclass(frozen=True)
class LoginReach:
    login_file: Path | None  # the file a login bash reads first (None: there is none)
    reaches: bool  # that file holds the hook or sources ~/.bashrc
    writable_fix: Path | None  # where `hook install` can put the hook for login shells


def sources_bashrc(text: str, home: Path) -> bool:
    if _SOURCES_BASHRC.search(text):
        return True
    literal = re.escape(str(home / ".bashrc"))
    return re.search(rf"(?m)^[^#\n]*(?:\.|source)\s+[\"']?{literal}\b", text) is not None


def login_reach(env: Mapping[str, str], platform: str = sys.platform) -> LoginReach:
    """How a login bash stands towards the hook in ~/.bashrc."""
    home = paths.home(env)
    for name in LOGIN_FILES:
        path = home / name
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except FileNotFoundError:
            continue
        except OSError:
            return LoginReach(path, True, None)  # unreadable: do not guess
        reaches = START_MARKER in text or sources_bashrc(text, home)
        # ~/.profile is read by sh too, and the hook is bash syntax: never write it there.
        fix = None if reaches or name == ".profile" else path
        return LoginReach(path, reaches, fix)
    # No login file: a login bash reads nothing. Linux terminals start non-login shells,
    # macOS Terminal login ones; there a new ~/.bash_profile shadows nothing.
    if platform == "darwin":
        return LoginReach(None, False, home / ".bash_profile")
    return LoginReach(None, True, None)


def login_fix_text(reach: LoginReach, home: Path) -> str:
    """What to do when a login bash does not reach the hook."""
    if reach.writable_fix is None:
        target = reach.login_file or home / ".profile"
        return f'add `[ -n "$BASH_VERSION" ] && [ -f ~/.bashrc ] && . ~/.bashrc` to {target}'
    return (
        "run `opencode-memory hook install --shell bash` (it adds the hook to "
        f"{reach.writable_fix} too), or add `[ -f ~/.bashrc ] && . ~/.bashrc` to it"
    )
