"""Settings are read through typed attributes generated from the specs: a misspelt key is a
type error, and a value of the wrong type is a real error, also under `python -O` (which
strips `assert`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ocmem import settings
from ocmem.settings.generate import TYPED_FILE, typed_source
from ocmem.settings.kinds import Reader

ROOT = Path(__file__).resolve().parent.parent


def test_typed_file_is_generated_from_the_specs() -> None:
    assert TYPED_FILE.read_text(encoding="utf-8") == typed_source(), (
        "regenerate with: python -m ocmem.settings.generate"
    )


def test_every_key_is_an_attribute_of_its_python_type(tmp_path: Path) -> None:
    cfg = settings.resolve(tmp_path, dict(os.environ))
    assert isinstance(cfg.extract.timeout, float)
    assert cfg.extract.timeout == 600.0
    assert cfg.extract.max_saves == 20
    assert cfg.redact.global_ is True
    assert cfg.local.mode == "auto"
    assert cfg.watch.exclude == ()
    assert cfg.budget.daily_tokens is None
    assert cfg.state.dir == Path(os.environ["OPENCODE_MEMORY_STATE_DIR"])
    assert cfg.provenance is True
    assert cfg.resolved("extract.timeout").source == "default"


SNIPPET = """\
from ocmem.settings import Settings


def reads(cfg: Settings) -> float:
    ok: float = cfg.extract.timeout + cfg.dream.backups
    wrong = cfg.extract.timout
    source = cfg.resolved("extract.timout").source
    mistyped: str = cfg.dream.backups
    return ok + len(source) + len(mistyped) + len(str(wrong))
"""


def test_a_misspelt_key_is_a_type_error(tmp_path: Path) -> None:
    snippet = tmp_path / "reads.py"
    snippet.write_text(SNIPPET)
    run = subprocess.run(
        [
            *(sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent"),
            *("--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"), str(snippet)),
        ],
        cwd=ROOT,
        env={**os.environ, "MYPYPATH": str(ROOT / "src")},
        capture_output=True,
        text=True,
        timeout=300,
    )
    errors = [line for line in run.stdout.splitlines() if ": error:" in line]
    lines = sorted({int(line.split(":")[1]) for line in errors})
    assert lines == [6, 7, 8], run.stdout + run.stderr
    assert '"ExtractSettings" has no attribute "timout"' in run.stdout


def test_a_value_of_the_wrong_type_is_an_error_not_an_assert() -> None:
    entry = settings.Resolved("extract.max_saves", "many", "env:OPENCODE_MEMORY_EXTRACT_MAX_SAVES")
    with pytest.raises(settings.SettingTypeError) as caught:
        Reader({"extract.max_saves": entry}).integer("extract.max_saves")
    assert caught.value.message == (
        "setting extract.max_saves (from env:OPENCODE_MEMORY_EXTRACT_MAX_SAVES) is a str, "
        "expected an integer"
    )


OPTIMIZED = """\
import os, sys
from pathlib import Path
from ocmem import settings

cfg = settings.resolve(Path(sys.argv[1]), dict(os.environ))
print(cfg.extract.timeout, [p.message for p in cfg.problems])
values = dict(cfg.values)
values["extract.max_saves"] = settings.Resolved("extract.max_saves", "many", "test")
try:
    settings.Settings(values, cfg.problems, cfg.plugin, cfg.directory)
except settings.SettingTypeError as exc:
    print("refused:", exc.message)
else:
    print("accepted a str for an integer setting")
"""


@pytest.mark.parametrize("flags", [[], ["-O"]], ids=["plain", "optimized"])
def test_optimized_python_behaves_the_same(tmp_path: Path, flags: list[str]) -> None:
    env = {**os.environ, "OPENCODE_MEMORY_EXTRACT_TIMEOUT": "soon"}
    run = subprocess.run(
        [sys.executable, *flags, "-c", OPTIMIZED, str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    first, second = run.stdout.splitlines()
    assert first.startswith("600.0 ['extract.timeout: invalid value ignored")
    assert second == (
        "refused: setting extract.max_saves (from test) is a str, expected an integer"
    )
