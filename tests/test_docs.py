"""The documentation site follows the code: every command and setting is documented once,
the generated parts (settings table, architecture diagram, recall benchmark) are current,
and every benchmark script is on the benchmarks page with its command."""

from __future__ import annotations

import functools
import re
from collections import Counter

import pytest

from ocmem.cli.app import _register, app
from ocmem.settings import SPECS
from testing import docs_pages

DOCS = docs_pages.DOCS
ROOT = docs_pages.ROOT

PAGES = sorted(DOCS.rglob("*.md"))


@functools.cache
def _generated() -> dict[tuple[str, str], str]:
    return docs_pages.generated_blocks()


@pytest.mark.parametrize(("page", "name"), docs_pages.BLOCKS)
def test_generated_block_is_current(page: str, name: str) -> None:
    text = (DOCS / page).read_text(encoding="utf-8")
    assert docs_pages.block(text, name) == _generated()[(page, name)], (
        "regenerate with: scripts/docs_assets --no-screens"
    )


def _commands_in_title(title: str) -> list[str]:
    return [
        word.removeprefix("opencode-memory ").split()[0]
        for word in re.findall(r"`([^`]+)`", title)
        if re.fullmatch(r"(opencode-memory )?[a-z-]+", word)
    ]


def test_every_command_has_exactly_one_page() -> None:
    _register()
    names = [c.name for c in app.registered_commands if c.name and not c.hidden]
    names += [g.name for g in app.registered_groups if g.name]
    assert names
    titled: Counter[str] = Counter()
    for page in sorted((DOCS / "commands").glob("*.md")):
        if page.name == "index.md":
            continue
        title = page.read_text(encoding="utf-8").splitlines()[0]
        assert title.startswith("# "), page
        found = _commands_in_title(title)
        assert found, page.name
        assert set(found) <= set(names), (page.name, found)
        titled.update(found)
    assert {name: titled[name] for name in names} == dict.fromkeys(names, 1)
    overview = (DOCS / "commands" / "index.md").read_text(encoding="utf-8")
    for name in names:
        assert f"[`opencode-memory {name}" in overview, name


def test_every_setting_is_documented_once() -> None:
    rows: Counter[str] = Counter()
    for page in PAGES:
        rows.update(re.findall(r"^\| `([a-z_.]+)` \|", page.read_text(encoding="utf-8"), re.M))
    keys = [spec.key for spec in SPECS]
    assert {key: rows[key] for key in keys} == dict.fromkeys(keys, 1)


def test_every_benchmark_is_on_the_benchmarks_page_with_its_command() -> None:
    text = (DOCS / "benchmarks.md").read_text(encoding="utf-8")
    scripts = sorted((ROOT / "benchmarks").glob("bench_*.py"))
    assert scripts
    for script in scripts:
        as_file = f"`.venv/bin/python benchmarks/{script.name}"
        as_module = f"`.venv/bin/python -m benchmarks.{script.stem}`"
        assert as_file in text or as_module in text, script.name


def test_the_architecture_diagram_names_every_part() -> None:
    diagram = docs_pages.block(
        (DOCS / "architecture.md").read_text(encoding="utf-8"), "import-contracts"
    )
    package = ROOT / "src" / "ocmem"
    parts = {p.stem for p in package.glob("*.py") if p.stem != "__init__"}
    parts |= {p.name for p in package.iterdir() if (p / "__init__.py").exists()}
    layer_lines = [line for line in diagram.splitlines() if re.match(r"\s+L\d+\[", line)]
    shown = {part for line in layer_lines for part in re.findall(r"[\w]+", line.split("[", 1)[1])}
    assert parts <= shown, parts - shown


def test_every_picture_a_page_shows_exists() -> None:
    for page in [*PAGES, ROOT / "README.md"]:
        for target in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", page.read_text(encoding="utf-8")):
            assert (page.parent / target).resolve().is_file(), (page.name, target)


def test_every_docs_page_the_code_names_exists() -> None:
    named = set()
    for source in (ROOT / "src" / "ocmem").rglob("*.py"):
        named |= set(re.findall(r"docs/[\w/-]+\.md", source.read_text(encoding="utf-8")))
    assert "docs/commands/watch.md" in named  # doctor's hint for running watch as a service
    for page in sorted(named):
        assert (ROOT / page).is_file(), page
