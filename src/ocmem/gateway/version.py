"""Which opencode a binary is, and what that version can do for us.

The version is read once, cheaply: an npm install keeps the binary inside its package
(`node_modules/opencode-ai/bin/opencode.exe`, or a platform package such as
`opencode-linux-x64`), so the `package.json` next to it names the version without running
anything. Any other install (the curl script, Homebrew, a build from source) is asked
`--version` once; that answer is cached in the state dir, keyed by the binary's real path,
size and modification time, so an upgrade is noticed and an unchanged binary is never run
again for this.

The floors were measured with the npm releases of `opencode-ai` (the table in
docs/opencode-versions.md):

- before 1.2: no SQLite database, nothing for us to read;
- before 1.2.11: no `opencode session delete`, so a fork could never be removed;
- before 1.17.18: a TUI started with `--port` and `OPENCODE_SERVER_PASSWORD` exits at once
  with `Unauthorized`, so the wrapper must not add them (idle extraction falls back to the
  exit pass alone).

A major above `NEWEST_TESTED_MAJOR` is untested (opencode 2.x changes the plugin API and
runs a background service that outlives the terminal): `wrap` execs it untouched and the
commands that fork refuse, until a release is tested against it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, write_atomic
from ocmem.errors import OcmemError


class Version(NamedTuple):
    major: int
    minor: int
    patch: int

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"

    @classmethod
    def parse(cls, text: str) -> Version | None:
        """The first `X.Y.Z` in `text` (`1.18.33`, `v1.18.33`, `opencode 1.18.33-beta`), or
        a text that is only `X` or `X.Y` (`2.0`, `v3`). A snapshot build's `0.0.0-…` says
        no version (it is built from source, as current as its branch)."""
        found = _VERSION.search(text or "")
        if found is None:
            short = _SHORT_VERSION.fullmatch((text or "").strip())
            if short is None:
                return None
            return cls(int(short[1]), int(short[2] or 0), 0)
        if found[0] == "0.0.0" and text[found.end() : found.end() + 1] == "-":
            return None
        return cls(int(found[1]), int(found[2]), int(found[3]))

    @classmethod
    def from_output(cls, output: str) -> Version | None:
        """The version `opencode --version` printed: its last line that names one (a shim
        may print a banner first)."""
        for line in reversed((output or "").strip().splitlines()):
            found = cls.parse(line)
            if found is not None or _VERSION.search(line) is not None:
                return found
        return None


_VERSION = re.compile(r"(?<![\d.])(\d{1,30})\.(\d{1,4})\.(\d{1,6})(?![\d])")
_SHORT_VERSION = re.compile(r"v?(\d{1,4})(?:\.(\d{1,4}))?")

DATABASE_SINCE = Version(1, 2, 0)
SESSION_DELETE_SINCE = Version(1, 2, 11)
SERVER_PASSWORD_SINCE = Version(1, 17, 18)
FLOOR = Version(1, 17, 18)
"""The oldest opencode every feature is tested against (the compatibility matrix's floor)."""
NEWEST_TESTED_MAJOR = 1
UNTESTED_HINT = (
    "keep opencode 1.x for memory work (npm i -g opencode-ai@1) until opencode-memory "
    "supports the new major; `opencode-memory wrap` runs it untouched meanwhile"
)

CACHE_FILE = "opencode-version.json"
PROBE_TIMEOUT = 20.0
_PACKAGE_NAMES = re.compile(r"^opencode-ai$|^opencode-(linux|darwin|windows)-[a-z0-9-]+$")


@dataclass(frozen=True)
class Capabilities:
    """What the wrapper and the forks may rely on for one opencode version.

    An unknown version (a build that cannot say) is taken to be current: refusing
    everything would disable the tool for people who build opencode from source, and
    `doctor` says that the version could not be read.
    """

    version: Version | None
    database: bool
    session_delete: bool
    server_password: bool

    @property
    def supported(self) -> bool:
        """At or above the floor (or unknown): everything works as documented."""
        return self.version is None or self.version >= FLOOR

    @property
    def untested(self) -> bool:
        """A newer major than any we test: nothing of ours may touch it."""
        return is_untested(self.version)

    @property
    def can_fork(self) -> bool:
        """A fork can be made and deleted again (no fork is started that would leak)."""
        return self.database and self.session_delete

    @property
    def idle_watch(self) -> bool:
        """The TUI can take `--port` with a password, so idle extraction can follow it."""
        return self.server_password

    def degraded(self) -> list[str]:
        """What does not work on this version, one phrase each (empty at or above the floor)."""
        lost: list[str] = []
        if not self.database:
            lost.append("no SQLite database: nothing can be extracted")
        elif not self.session_delete:
            lost.append("no `opencode session delete`: extraction forks are not started")
        if not self.server_password:
            lost.append("no `--port` with a password: idle extraction is off (exit pass only)")
        return lost


class UntestedOpencodeError(OcmemError):
    pass


def is_untested(version: Version | None) -> bool:
    return version is not None and version.major > NEWEST_TESTED_MAJOR


def untested_message(version: Version) -> str:
    return f"opencode {version.major}.x is not supported yet (found {version})"


def require_tested(binary: str | os.PathLike[str], state_dir: Path | None) -> None:
    """Raise `UntestedOpencodeError` if `binary` is an opencode of an untested major."""
    version = opencode_version(binary, state_dir)
    if version is not None and is_untested(version):
        raise UntestedOpencodeError(untested_message(version), UNTESTED_HINT)


def capabilities(version: Version | None) -> Capabilities:
    if version is None:
        return Capabilities(None, database=True, session_delete=True, server_password=True)
    return Capabilities(
        version,
        database=version >= DATABASE_SINCE,
        session_delete=version >= SESSION_DELETE_SINCE,
        server_password=version >= SERVER_PASSWORD_SINCE,
    )


def opencode_version(
    binary: str | os.PathLike[str],
    state_dir: Path | None = None,
    *,
    probe: bool = True,
    timeout: float = PROBE_TIMEOUT,
) -> Version | None:
    """The version of the opencode at `binary`, or None when it cannot be told.

    Reads the npm `package.json` beside the binary when there is one; otherwise the cache
    in `state_dir`, and (with `probe`) runs `binary --version` once, within `timeout`, and
    caches the answer, a binary that gives none included (asked again only once it
    changes). Never raises: a binary that cannot be read or run has no known version.
    """
    try:
        real = Path(os.path.realpath(binary))
        stat = real.stat()
    except (OSError, ValueError):
        return None
    found = package_version(real)
    if found is not None:
        return found
    key = str(real)
    signature = [stat.st_size, stat.st_mtime_ns]
    cache = _read_cache(state_dir) if state_dir is not None else {}
    entry = cache.get(key)
    if isinstance(entry, dict) and entry.get("signature") == signature:
        if entry.get("version") is None:
            return None  # asked before, and it gave no version
        cached = Version.parse(str(entry.get("version", "")))
        if cached is not None:
            return cached
    if not probe:
        return None
    found = _ask(real, timeout)
    if state_dir is not None:
        cache[key] = {"signature": signature, "version": None if found is None else str(found)}
        _write_cache(state_dir, cache)
    return found


def binary_capabilities(
    binary: str | os.PathLike[str], state_dir: Path | None = None, *, probe: bool = True
) -> Capabilities:
    """`capabilities(opencode_version(binary, state_dir))`: the one call most callers need."""
    return capabilities(opencode_version(binary, state_dir, probe=probe))


def package_version(real_binary: Path) -> Version | None:
    """The version in the npm package holding `real_binary` (its dir or the one above)."""
    for directory in (real_binary.parent, real_binary.parent.parent):
        manifest = directory / "package.json"
        try:
            data = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict) or not _PACKAGE_NAMES.match(str(data.get("name", ""))):
            continue
        return Version.parse(str(data.get("version", "")))
    return None


def _ask(binary: Path, timeout: float = PROBE_TIMEOUT) -> Version | None:
    env = {
        **os.environ,
        "OPENCODE_DISABLE_AUTOUPDATE": "1",
        "OPENCODE_DISABLE_MODELS_FETCH": "1",
    }
    try:
        child = subprocess.Popen(
            [str(binary), "--version"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            errors="replace",
            env=env,
            start_new_session=True,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    try:
        stdout, _ = child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        # The whole group: a shim's own child would otherwise hold the pipe open.
        with contextlib.suppress(OSError):
            os.killpg(child.pid, signal.SIGKILL)
        child.wait()
        return None
    done = subprocess.CompletedProcess(child.args, child.returncode, stdout)
    if done.returncode != 0:
        return None
    return Version.from_output(done.stdout)


def _read_cache(state_dir: Path) -> dict[str, object]:
    try:
        data = json.loads((state_dir / CACHE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_cache(state_dir: Path, cache: dict[str, object]) -> None:
    try:
        make_dirs(state_dir, PRIVATE_DIR_MODE)
        write_atomic(state_dir / CACHE_FILE, json.dumps(cache, indent=2, sort_keys=True) + "\n")
    except OSError:
        pass  # an unwritable state dir costs one more `--version` next time, nothing else
