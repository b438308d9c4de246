"""`scripts/function_length`: no function in src/ is over 60 lines, and the checker sees one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "function_length"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, check=False
    )


def test_no_function_in_src_is_over_60_lines() -> None:
    result = _run()
    assert result.returncode == 0, result.stdout
    assert result.stdout == ""


def test_a_function_of_61_lines_is_named_with_its_length(tmp_path: Path) -> None:
    body = "".join(f"        x{i} = {i}\n" for i in range(58))
    (tmp_path / "long.py").write_text(
        "class Holder:\n"
        "    @staticmethod\n"
        "    def long() -> None:\n"
        '        """Doc."""\n' + body + "\n\ndef short() -> None:\n    pass\n"
    )
    result = _run(str(tmp_path))
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        f"{tmp_path / 'long.py'}:Holder.long: 61 lines (at most 60)"
    ]


def test_60_lines_pass(tmp_path: Path) -> None:
    body = "".join(f"    x{i} = {i}\n" for i in range(59))
    (tmp_path / "fine.py").write_text("def fine() -> None:\n" + body)
    result = _run(str(tmp_path))
    assert (result.returncode, result.stdout) == (0, "")
