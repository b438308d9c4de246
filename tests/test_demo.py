from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness

from ocmem.demo import DEMO_SECRET

pytestmark = pytest.mark.opencode


def test_demo_round_trip_touches_nothing_outside_its_temp_dir(
    opencode: OpencodeHarness, tmp_path: Path
) -> None:
    home, temp = Path(os.environ["HOME"]), Path(os.environ["TMPDIR"])
    before = sorted(p.relative_to(home) for p in home.rglob("*"))
    assert not any(temp.iterdir())
    env = dict(os.environ, OPENCODE_MEMORY_OPENCODE_BIN=str(opencode.binary))

    result = ocmem(["demo", "--json"], env=env)

    assert result.returncode == 0, result.stderr
    report = result.json()
    names = sorted(f["name"] for f in report["files"])
    assert names == [
        "MEMORY.md",
        "feedback_no_direct_push.md",
        "project_deploy_flow.md",
        "reference_staging_database.md",
    ]
    assert report["secret_scrubbed"] is True
    assert all(DEMO_SECRET not in f["text"] for f in report["files"])
    assert report["model_requests"] == 2
    (session,) = report["maintain"]["sessions"]
    assert session["action"] == "extracted"
    assert session["fork_deleted"] is True
    assert not Path(report["workdir"]).exists(), "the demo cleans up after itself"
    assert sorted(p.relative_to(home) for p in home.rglob("*")) == before
    # opencode unpacks a native library into the temp dir on every run and leaves it there.
    assert sorted(temp.iterdir()) == [], "opencode's temp files stay in the demo's own dir"


def test_demo_keep_says_how_to_look_and_its_status_command_works(
    opencode: OpencodeHarness,
) -> None:
    env = dict(os.environ, OPENCODE_MEMORY_OPENCODE_BIN=str(opencode.binary))

    result = ocmem(["demo", "--keep"], env=env)

    assert result.returncode == 0, result.stderr
    assert "True" not in result.stdout
    assert "secret(s) scrubbed; the fork was deleted" in result.stdout
    lines = result.stdout.splitlines()
    kept = next(line for line in lines if line.startswith("Demo files kept in "))
    root = Path(kept.removeprefix("Demo files kept in ").rstrip(":"))
    try:
        status_line = next(line for line in lines if line.startswith("  status:    "))
        command = status_line.removeprefix("  status:    ")
        # Run as printed, in a shell whose user exported their own opencode's database.
        bin_dir = str(Path(sys.executable).parent)
        shell_env = {**os.environ, "OPENCODE_DB": str(root / "not-the-demos.db")}
        shell_env["PATH"] = bin_dir + os.pathsep + shell_env.get("PATH", "")
        status = subprocess.run(
            command, shell=True, env=shell_env, capture_output=True, text=True, timeout=120
        )
        assert status.returncode == 0, status.stderr
        assert "not-the-demos.db" not in status.stdout + status.stderr
        assert "memories:   3" in status.stdout
        assert f"project:    {root / 'project'}" in status.stdout
        assert f"  remove it: rm -rf {root}" in lines
    finally:
        shutil.rmtree(root)
