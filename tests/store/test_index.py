from __future__ import annotations

import pytest

from ocmem.store.index import (
    format_entry,
    index_line_count,
    index_targets,
    parse_entry,
    sync_index,
)
from ocmem.store.memory_file import Memory


def _m(file: str, name: str | None = None, description: str = "") -> Memory:
    return Memory(
        file=file,
        name=name or file.removesuffix(".md"),
        description=description or f"about {file}",
        type="project",
        body="b",
        created="2026-01-01T00:00:00.000Z",
    )


def test_entry_line_format() -> None:
    assert format_entry(_m("a.md", "alpha", "first")) == "- [alpha](a.md) — first"


def test_empty_description_keeps_the_trailing_separator() -> None:
    memory = Memory("a.md", "alpha", "", "user", "b", "2026-01-01T00:00:00.000Z")
    assert format_entry(memory) == "- [alpha](a.md) — "


def test_new_entries_are_appended_to_an_empty_index() -> None:
    assert sync_index("", [_m("a.md"), _m("b.md")]) == (
        "- [a](a.md) — about a.md\n- [b](b.md) — about b.md\n"
    )


def test_headings_notes_and_blank_lines_stay_where_they_are() -> None:
    existing = (
        "# Project memory\n"
        "\n"
        "Notes from the team, keep this paragraph.\n"
        "\n"
        "## Preferences\n"
        "- [old name](a.md) — old description\n"
        "\n"
        "## Links\n"
        "- [docs](https://example.com/docs.md) — external\n"
        "- [nested](sub/b.md) — a path, not a memory\n"
    )
    result = sync_index(
        existing,
        [_m("a.md", "alpha", "new description"), _m("c.md")],
        previous=[_m("a.md", "old name", "old description")],  # a rename by this write
    )
    assert result == (
        "# Project memory\n"
        "\n"
        "Notes from the team, keep this paragraph.\n"
        "\n"
        "## Preferences\n"
        "- [alpha](a.md) — new description\n"
        "\n"
        "## Links\n"
        "- [docs](https://example.com/docs.md) — external\n"
        "- [nested](sub/b.md) — a path, not a memory\n"
        "- [c](c.md) — about c.md\n"
    )


def test_entry_mentioning_another_file_is_matched_by_its_own_target_only() -> None:
    existing = "- [a](a.md) — see also (other.md) for context\n- [other](other.md) — other\n"
    memories = [_m("a.md", "a", "see also (other.md) for context"), _m("other.md", "o2", "new")]
    updated = sync_index(existing, memories, previous=[_m("other.md", "other", "other")])
    assert updated == "- [a](a.md) — see also (other.md) for context\n- [o2](other.md) — new\n"
    deleted = sync_index(existing, memories[:1], removed={"other.md"})
    assert deleted == "- [a](a.md) — see also (other.md) for context\n"


def test_dangling_and_repeated_entries_are_dropped() -> None:
    existing = "- [a](a.md) — x\n- [gone](gone.md) — y\n- [a again](a.md) — z\n"
    assert sync_index(existing, [_m("a.md")], removed={"gone.md"}) == "- [a](a.md) — about a.md\n"


def test_indent_and_bullet_of_an_entry_are_kept() -> None:
    existing = "## Group\n  * [a](a.md) — x\n"
    assert sync_index(existing, [_m("a.md")]) == "## Group\n  * [a](a.md) — about a.md\n"


def test_crlf_lines_keep_their_ending() -> None:
    existing = "# Memory\r\n- [a](a.md) — x\r\n"
    assert sync_index(existing, [_m("a.md")]) == "# Memory\r\n- [a](a.md) — about a.md\r\n"


def test_entries_added_to_a_crlf_index_are_crlf_too() -> None:
    # They were appended with LF, leaving a Windows user's index with mixed line endings.
    existing = "# Memory\r\n- [a](a.md) — about a.md\r\n\r\n"
    assert sync_index(existing, [_m("a.md"), _m("b.md")]) == (
        "# Memory\r\n- [a](a.md) — about a.md\r\n- [b](b.md) — about b.md\r\n"
    )
    mostly_lf = "# Memory\n- [a](a.md) — about a.md\r\nnote\n"
    assert sync_index(mostly_lf, [_m("a.md"), _m("b.md")]).endswith("- [b](b.md) — about b.md\n")


def test_unchanged_index_is_returned_byte_for_byte() -> None:
    memories = [_m("a.md"), _m("b.md")]
    text = sync_index("# Title\n\n", memories)
    assert sync_index(text, memories) == text


def test_index_with_nothing_left_is_empty() -> None:
    assert sync_index("- [a](a.md) — x\n\n", [], removed={"a.md"}) == ""


def test_new_entries_go_before_trailing_blank_lines_are_dropped() -> None:
    assert sync_index("# T\n\n\n", [_m("a.md")]) == "# T\n- [a](a.md) — about a.md\n"


def test_kept_targets_are_left_untouched() -> None:
    existing = "- [hand written](odd.md) — unreadable file\n"
    assert sync_index(existing, [], keep={"odd.md"}) == existing


@pytest.mark.parametrize(
    ("name", "description"),
    [
        ("has ] bracket", "desc with ) paren"),
        ("[WIP] thing", "multi\nline\ndescription"),
        ("back\\slash ](x.md)", "— dash first"),
        ("line\nbreak", "tail ](evil.md)"),
    ],
)
def test_hostile_names_and_descriptions_parse_back(name: str, description: str) -> None:
    memory = _m("a.md", name, description)
    line = format_entry(memory)
    assert "\n" not in line
    entry = parse_entry(line)
    assert entry is not None
    assert entry.target == "a.md"
    assert entry.name == name.replace("\n", " ")
    assert entry.description == description.replace("\n", " ").strip()


@pytest.mark.parametrize("file", ["odd (1).md", "with<angle>.md", "un(balanced.md", "sp ace.md"])
def test_awkward_file_names_round_trip_as_targets(file: str) -> None:
    memory = _m(file)
    text = sync_index("", [memory])
    assert index_targets(text) == [file]
    assert sync_index(text, [memory]) == text


def test_claude_code_style_entries_with_raw_spaces_are_recognised() -> None:
    assert index_targets("- [Auth Setup](auth setup.md) — x\n") == ["auth setup.md"]


def test_non_entries_are_not_entries() -> None:
    for line in [
        "# - [a](a.md)",
        "text - [a](a.md)",
        "-[a](a.md) no space after bullet",
        "- [a] (a.md) space before paren",
        "- [index](MEMORY.md) — the index itself",
        "- [hidden](.secret.md)",
        "- [x](a.md#section)",
    ]:
        assert parse_entry(line) is None, line


def test_index_line_count_trims() -> None:
    assert index_line_count("") == 0
    assert index_line_count("\n\n- a\n- b\n\n") == 2


def test_an_entry_whose_link_has_a_title_is_ours_and_keeps_its_title() -> None:
    # Unrecognised, it got a second entry on every write (and kept a stale description).
    existing = '- [a](a.md "Claude Code title") — old words\n'
    assert sync_index(existing, [_m("a.md")]) == '- [a](a.md "Claude Code title") — about a.md\n'
    angle = "- [a](<a.md> 'kept') — x\n"
    assert sync_index(angle, [_m("a.md")]) == "- [a](a.md 'kept') — about a.md\n"
    assert sync_index(existing, [], removed={"a.md"}) == ""
