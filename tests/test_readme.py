"""The README's settings table and command list are checked against the code."""

from __future__ import annotations

import re
from pathlib import Path

from ocmem import settings
from ocmem.cli.app import _register, app

README = Path(__file__).resolve().parent.parent / "README.md"


def test_settings_table_matches_the_code() -> None:
    text = README.read_text()
    start = text.index("<!-- settings-table:start -->\n") + len("<!-- settings-table:start -->\n")
    end = text.index("<!-- settings-table:end -->")
    assert text[start:end] == settings.markdown_table(), (
        "regenerate with: python -c 'from ocmem.settings import markdown_table; "
        'print(markdown_table(), end="")\''
    )


def test_every_command_is_documented() -> None:
    _register()
    text = README.read_text()
    names = [c.name for c in app.registered_commands if not c.hidden]
    names += [g.name for g in app.registered_groups]
    assert names
    for name in names:
        assert f"`opencode-memory {name}" in text, name


def test_quick_start_is_two_commands() -> None:
    text = README.read_text()
    section = text[text.index("## Quick start") : text.index("## Install for daily use")]
    (block,) = re.findall(r"```sh\n(.*?)```", section, re.DOTALL)
    assert block.splitlines() == ["./scripts/demo", "./scripts/test"]
