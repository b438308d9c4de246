"""The README stays short and keeps the Quick start; what it links to exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"


def test_quick_start_is_two_commands() -> None:
    text = README.read_text()
    section = text[text.index("## Quick start") : text.index("## Install")]
    (block,) = re.findall(r"```sh\n(.*?)```", section, re.DOTALL)
    assert block.splitlines() == ["./scripts/demo", "./scripts/test"]


def test_readme_is_at_most_10_kb() -> None:
    assert len(README.read_bytes()) <= 10 * 1024


def test_every_local_link_and_picture_exists() -> None:
    targets = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", README.read_text())
    local = [t for t in targets if "://" not in t]
    assert local
    for target in local:
        assert (ROOT / target).exists(), target
