"""Reading opencode's version cheaply, caching it, and what each version can do."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ocmem.gateway.version import (
    CACHE_FILE,
    FLOOR,
    NEWEST_TESTED_MAJOR,
    SERVER_PASSWORD_SINCE,
    SESSION_DELETE_SINCE,
    UntestedOpencodeError,
    Version,
    binary_capabilities,
    capabilities,
    opencode_version,
    require_tested,
)

numbers = st.integers(min_value=0, max_value=9999)


@given(numbers, numbers, numbers, st.sampled_from(["", "v", "opencode "]), st.text(max_size=5))
def test_parse_finds_the_version_in_any_common_spelling(
    major: int, minor: int, patch: int, prefix: str, suffix: str
) -> None:
    text = f"{prefix}{major}.{minor}.{patch}"
    snapshot = False
    if suffix and not suffix[0].isdigit() and suffix[0] != ".":
        text += "-" + suffix
        snapshot = (major, minor, patch) == (0, 0, 0)
    assert Version.parse(text) == (None if snapshot else Version(major, minor, patch))


@pytest.mark.parametrize("text", ["", "opencode", "dev build", "1..2.3", "0.0.0-dev-202611281200"])
def test_parse_without_a_version_is_none(text: str) -> None:
    assert Version.parse(text) is None


@pytest.mark.parametrize(
    ("output", "version"),
    [
        # found by a black-box tester: these read as no version, so as current, and `wrap`
        # gave a 2.x binary `--port` and a password
        ("2.0", Version(2, 0, 0)),
        ("3", Version(3, 0, 0)),
        ("v2", Version(2, 0, 0)),
        ("999999999999999999999.0.0", Version(999999999999999999999, 0, 0)),
        # ... and `doctor` read the first line, `wrap` and `maintain` the last
        ("1.18.33\n2.0.0", Version(2, 0, 0)),
        ("opencode-shim: using the system node\n1.18.33\n", Version(1, 18, 33)),
        ("0.0.0-dev-202611281200", None),
    ],
)
def test_the_version_printed_is_its_last_line_naming_one(
    output: str, version: Version | None
) -> None:
    assert Version.from_output(output) == version


def test_versions_compare_numerically_not_as_text() -> None:
    assert Version(1, 18, 3) < Version(1, 18, 33) < Version(1, 100, 0)
    assert str(Version(1, 17, 18)) == "1.17.18"


@given(numbers, numbers, numbers)
def test_capabilities_are_monotonic_in_the_version(major: int, minor: int, patch: int) -> None:
    version = Version(major % 3, minor % 25, patch)
    caps = capabilities(version)
    assert caps.session_delete == (version >= SESSION_DELETE_SINCE)
    assert caps.server_password == (version >= SERVER_PASSWORD_SINCE)
    assert caps.supported == (version >= FLOOR)
    if caps.supported:
        assert caps.can_fork
        assert caps.idle_watch
        assert caps.degraded() == []
    else:
        assert caps.degraded(), "below the floor something must be reported as degraded"


def test_the_measured_breakpoints() -> None:
    assert not capabilities(Version(1, 1, 65)).database
    assert not capabilities(Version(1, 1, 65)).can_fork
    assert not capabilities(Version(1, 2, 6)).can_fork
    assert capabilities(Version(1, 2, 11)).can_fork
    assert not capabilities(Version(1, 17, 11)).idle_watch
    assert capabilities(Version(1, 17, 18)).idle_watch
    assert capabilities(Version(1, 18, 33)).supported


def test_an_unknown_version_is_taken_as_current() -> None:
    caps = capabilities(None)
    assert caps.supported
    assert caps.can_fork
    assert caps.idle_watch


def npm_layout(root: Path, name: str, version: str) -> Path:
    """`node_modules/.bin/opencode -> ../<name>/bin/opencode.exe`, as npm installs it."""
    package = root / "node_modules" / name
    (package / "bin").mkdir(parents=True)
    (package / "package.json").write_text(json.dumps({"name": name, "version": version}))
    real = package / "bin" / "opencode.exe"
    real.write_text("#!/bin/sh\necho should-not-run >&2\nexit 3\n")
    real.chmod(0o755)
    link = root / "node_modules" / ".bin" / "opencode"
    link.parent.mkdir(parents=True)
    link.symlink_to(Path("..") / name / "bin" / "opencode.exe")
    return link


@pytest.mark.parametrize("name", ["opencode-ai", "opencode-linux-x64", "opencode-darwin-arm64"])
def test_npm_package_json_is_read_without_running_the_binary(tmp_path: Path, name: str) -> None:
    link = npm_layout(tmp_path, name, "1.17.11")
    assert opencode_version(link, tmp_path / "state") == Version(1, 17, 11)
    assert not (tmp_path / "state" / CACHE_FILE).exists()


@given(major=numbers, minor=numbers, patch=numbers)
def test_only_a_major_above_the_newest_tested_is_untested(
    major: int, minor: int, patch: int
) -> None:
    assert capabilities(Version(major, minor, patch)).untested is (major > NEWEST_TESTED_MAJOR)
    assert not capabilities(None).untested, "an unknown version is taken as current"


def test_an_npm_install_of_opencode_2_is_refused_without_running_it(tmp_path: Path) -> None:
    link = npm_layout(tmp_path, "opencode-ai", "2.0.1")
    with pytest.raises(UntestedOpencodeError) as raised:
        require_tested(link, tmp_path / "state")
    assert raised.value.message == "opencode 2.x is not supported yet (found 2.0.1)"
    require_tested(npm_layout(tmp_path / "one", "opencode-ai", "1.99.0"), tmp_path / "state")


def test_a_foreign_package_json_is_not_trusted(tmp_path: Path) -> None:
    link = npm_layout(tmp_path, "something-else", "9.9.9")
    # Not ours to read, and the binary fails `--version`: unknown.
    assert opencode_version(link, tmp_path / "state") is None


def stand_in(path: Path, version: str, calls: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'#!/bin/sh\necho "$@" >> "{calls}"\necho "{version}"\n')
    path.chmod(0o755)
    return path


def test_a_binary_without_package_json_is_asked_once_then_cached(tmp_path: Path) -> None:
    calls = tmp_path / "calls"
    binary = stand_in(tmp_path / "bin" / "opencode", "1.2.6", calls)
    state = tmp_path / "state"
    for _ in range(3):
        assert opencode_version(binary, state) == Version(1, 2, 6)
    assert calls.read_text().splitlines() == ["--version"]
    assert binary_capabilities(binary, state).can_fork is False
    assert calls.read_text().splitlines() == ["--version"]


def test_an_upgraded_binary_is_asked_again(tmp_path: Path) -> None:
    calls = tmp_path / "calls"
    binary = stand_in(tmp_path / "bin" / "opencode", "1.2.6", calls)
    state = tmp_path / "state"
    assert opencode_version(binary, state) == Version(1, 2, 6)
    stand_in(binary, "1.18.33", calls)  # a different size
    os.utime(binary, ns=(1, 1))
    assert opencode_version(binary, state) == Version(1, 18, 33)
    assert calls.read_text().splitlines() == ["--version", "--version"]


def test_without_probe_a_cache_miss_is_unknown(tmp_path: Path) -> None:
    calls = tmp_path / "calls"
    binary = stand_in(tmp_path / "bin" / "opencode", "1.2.6", calls)
    assert opencode_version(binary, tmp_path / "state", probe=False) is None
    assert not calls.exists()


def test_failures_are_unknown_never_raised(tmp_path: Path) -> None:
    assert opencode_version(tmp_path / "missing") is None
    failing = tmp_path / "failing"
    failing.write_text("#!/bin/sh\necho 1.2.3\nexit 1\n")
    failing.chmod(0o755)
    assert opencode_version(failing) is None
    not_executable = tmp_path / "plain"
    not_executable.write_text("1.2.3")
    assert opencode_version(not_executable) is None


def test_a_corrupt_or_unwritable_cache_costs_a_probe_only(tmp_path: Path) -> None:
    calls = tmp_path / "calls"
    binary = stand_in(tmp_path / "bin" / "opencode", "1.17.11", calls)
    state = tmp_path / "state"
    state.mkdir()
    (state / CACHE_FILE).write_text("{not json")
    assert opencode_version(binary, state) == Version(1, 17, 11)
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    assert opencode_version(binary, blocked / "state") == Version(1, 17, 11)


def test_the_pinned_opencode_reports_its_package_version() -> None:
    from testing.opencode_harness import opencode_bin

    binary = opencode_bin()
    if binary is None:
        pytest.skip("the pinned opencode is not installed (scripts/bootstrap installs it)")
    found = opencode_version(binary)
    assert found is not None
    assert found >= FLOOR


def test_a_binary_that_gives_no_version_is_asked_once_and_within_the_timeout(
    tmp_path: Path,
) -> None:
    import time

    calls = tmp_path / "calls"
    silent = tmp_path / "bin" / "opencode"
    silent.parent.mkdir(parents=True)
    # A shim that starts a session whatever it is asked, as a stand-in script might.
    silent.write_text(f'#!/bin/sh\necho "$@" >> "{calls}"\nsleep 30\n')
    silent.chmod(0o755)
    state = tmp_path / "state"
    started = time.monotonic()
    assert opencode_version(silent, state, timeout=1.0) is None
    assert time.monotonic() - started < 10
    for _ in range(2):
        assert opencode_version(silent, state, timeout=1.0) is None
    assert calls.read_text().splitlines() == ["--version"]
