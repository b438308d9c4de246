"""The discovery benchmark keeps working, and its schema still matches the pinned opencode."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest
from testing.opencode_harness import require_opencode

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCHMARKS / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_a_small_benchmark_runs_and_finds_no_full_scans(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bench = load("bench_discovery")
    code = bench.main(
        [
            "--sessions",
            "120",
            "--parts",
            "6000",
            "--projects",
            "4",
            "--runs",
            "2",
            "--keep",
            str(tmp_path),
            "--json",
        ]
    )
    report = json.loads(capsys.readouterr().out)
    assert report["database"]["sessions"] == 120
    assert report["database"]["parts"] >= 6000
    assert report["full_scans"] == []
    assert code == 0
    discovery = report["timings"][0]
    assert discovery["results"] == report["project_sessions"] > 0
    # The generated database is one opencode's reader accepts, kinds and all.
    kinds = report["database"]["kinds"]
    assert sum(kinds.values()) == 120


@pytest.mark.opencode
def test_the_checked_in_schema_matches_the_pinned_opencode(tmp_path: Path) -> None:
    binary = require_opencode()
    dump = load("dump_opencode_schema")
    home = tmp_path / "home"
    home.mkdir()
    db, version = dump.create_database_with_binary(binary, home)
    fresh = dump.render(dump.schema_statements(db), f"opencode {version}")
    checked_in = (BENCHMARKS / "opencode_schema.sql").read_text()
    assert fresh == checked_in, (
        "opencode's schema changed: run python benchmarks/dump_opencode_schema.py"
    )
