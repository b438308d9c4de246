from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from ocmem.store.memory_file import (
    MAX_FILE_BYTES,
    Memory,
    canonical_created,
    format_created,
    one_line,
    parse,
    serialize,
    yaml_scalar,
)
from ocmem.store.store_errors import MemoryFormatError, MemoryTooLargeError


def _memory(**changes: str | None) -> Memory:
    fields: dict[str, str | None] = {
        "file": "feedback_terse_answers.md",
        "name": "terse-answers",
        "description": "The user wants short answers without preamble",
        "type": "feedback",
        "body": "Answer in two sentences at most.\n\n**Why:** said so twice.",
        "created": "2026-02-03T04:05:06.789Z",
        "origin_session_id": "ses_abc123",
        "generator": "opencode-memory",
        "modified": "2026-02-04T00:00:00.000Z",
    }
    fields.update(changes)
    return Memory(**fields)  # type: ignore[arg-type]


def test_serialize_writes_the_exact_layout() -> None:
    assert serialize(_memory()) == (
        "---\n"
        "name: terse-answers\n"
        "description: The user wants short answers without preamble\n"
        "created: 2026-02-03T04:05:06.789Z\n"
        "metadata:\n"
        "  node_type: memory\n"
        "  generator: opencode-memory\n"
        "  type: feedback\n"
        "  originSessionId: ses_abc123\n"
        "  modified: 2026-02-04T00:00:00.000Z\n"
        "---\n"
        "\n"
        "Answer in two sentences at most.\n"
        "\n"
        "**Why:** said so twice.\n"
    )


def test_body_ends_with_exactly_one_newline() -> None:
    text = serialize(_memory(body="\n\nfact\n\n\n"))
    assert text.endswith("---\n\nfact\n")


def test_origin_session_line_is_left_out_when_unknown() -> None:
    assert "originSessionId" not in serialize(_memory(origin_session_id=None))


def test_round_trip() -> None:
    memory = _memory()
    assert parse(serialize(memory), file=memory.file) == memory


NASTY = [
    "key: value",
    "ends with colon:",
    "# looks like a comment",
    "has a # hash after space",
    "- starts like a list item",
    "[flow, sequence]",
    "{flow: map}",
    "*alias",
    "&anchor",
    "!tag",
    "|literal",
    ">folded",
    "'single quoted'",
    '"double quoted"',
    "%directive",
    "@reserved",
    "`backtick`",
    "yes",
    "No",
    "null",
    "~",
    "true",
    "off",
    "123",
    "1e3",
    "0x1F",
    "12:30",
    "2024-01-05",
    "2024-01-05 was release day",
    ".inf",
    "-.5",
    "  padded  ",
    'back\\slash and "quotes"',
    "---",
    "...",
    "é unicode ✓ and emoji 😀",
    "ends with backslash\\",
    "",
]


@pytest.mark.parametrize("value", NASTY)
def test_nasty_values_round_trip_through_the_parser(value: str) -> None:
    memory = _memory(name=value, description=value)
    parsed = parse(serialize(memory), file=memory.file)
    if value.strip():
        assert parsed.name == value.strip()
    assert parsed.description == value.strip()
    assert parsed.type == "feedback"


def test_nasty_values_are_read_back_as_strings_by_a_real_yaml_parser() -> None:
    """PyYAML is not a dependency; this cross-check runs where it happens to be installed."""
    yaml = pytest.importorskip("yaml")
    for value in NASTY:
        text = serialize(_memory(name=value or "n", description=value))
        data = yaml.safe_load(text.split("---\n")[1])
        assert data["name"] == (value.strip() or "n"), value
        assert data["description"] == value.strip(), value
        assert data["metadata"]["type"] == "feedback"


@pytest.mark.parametrize(
    "injection",
    [
        "Inj\ntype: user",
        "x\n---\nname: hijacked",
        "x\r\nmetadata:\r\n  type: reference",
        "a\u2028type: user",
        "a\x85type: user",
        "a\x00b\x1bc",
    ],
)
def test_line_breaks_cannot_inject_keys_or_end_the_frontmatter(injection: str) -> None:
    memory = _memory(name=injection, description=injection, origin_session_id=injection)
    text = serialize(memory)
    lines = text.split("\n")
    assert lines[:2] == ["---", lines[1]]
    assert lines[10] == "---"  # the closing fence is where it belongs (after `modified`)
    assert sum(1 for line in lines[:11] if line.strip() == "---") == 2
    parsed = parse(text, file=memory.file)
    assert parsed.type == "feedback"
    assert parsed.name == one_line(injection)
    assert "\n" not in parsed.name


def test_body_that_looks_like_frontmatter_stays_body() -> None:
    body = "---\nname: fake\ntype: user\n---\nreal text"
    parsed = parse(serialize(_memory(body=body)), file="x.md")
    assert parsed.name == "terse-answers"
    assert parsed.type == "feedback"
    assert parsed.body == body


def test_parse_reads_legacy_flat_type_and_raw_values() -> None:
    text = "---\nname: Auth Setup\ndescription: uses: colons raw\ntype: reference\n---\n\nbody\n"
    parsed = parse(text, file="reference_auth.md")
    assert parsed.name == "Auth Setup"
    assert parsed.description == "uses: colons raw"
    assert parsed.type == "reference"
    assert parsed.created == ""
    assert parsed.generator is None


def test_nested_type_wins_over_flat_type_and_nested_name_does_not_leak() -> None:
    text = (
        "---\nname: real\ntype: user\nmetadata:\n  name: nested\n  type: project\n"
        "  generator: opencode-claude-memory\n---\nbody"
    )
    parsed = parse(text, file="x.md")
    assert parsed.name == "real"
    assert parsed.type == "project"
    assert parsed.generator == "opencode-claude-memory"


def test_parse_unquotes_single_and_double_quoted_values() -> None:
    text = "---\nname: 'it''s quoted'\ndescription: \"tab\\there \\u00e9 \\\"q\\\"\"\n---\nbody"
    parsed = parse(text, file="x.md")
    assert parsed.name == "it's quoted"
    assert parsed.description == 'tab\there é "q"'


def test_parse_reads_block_scalars() -> None:
    text = "---\nname: n\ndescription: >-\n  folded over\n  two lines\ntype: user\n---\nbody"
    assert parse(text, file="x.md").description == "folded over two lines"


def test_parse_defaults_without_frontmatter() -> None:
    parsed = parse("just some text\n", file="note.md")
    assert parsed.name == "note"
    assert parsed.description == ""
    assert parsed.type == "user"
    assert parsed.body == "just some text"


def test_parse_ignores_a_fence_beyond_the_window() -> None:
    text = "---\n" + "k: v\n" * 40 + "---\nbody"
    assert parse(text, file="x.md").body == text


def test_unknown_type_reads_as_user() -> None:
    assert parse("---\ntype: weird\n---\nx", file="x.md").type == "user"


def test_serialize_rejects_unknown_type_and_bad_created() -> None:
    with pytest.raises(MemoryFormatError):
        serialize(_memory(type="weird"))
    with pytest.raises(MemoryFormatError):
        serialize(_memory(created="yesterday"))


def test_size_limit_counts_utf8_bytes() -> None:
    overhead = len(serialize(_memory(body="x")).encode()) - 1
    fits = _memory(body="x" * (MAX_FILE_BYTES - overhead))
    assert len(serialize(fits).encode()) == MAX_FILE_BYTES
    with pytest.raises(MemoryTooLargeError):
        serialize(_memory(body="é" * ((MAX_FILE_BYTES - overhead) // 2 + 1)))


def test_unpaired_surrogate_is_a_format_error() -> None:
    with pytest.raises(MemoryFormatError):
        serialize(_memory(body="bad \ud800 text"))


def test_created_is_normalised_to_utc_milliseconds() -> None:
    assert canonical_created("2026-02-03T05:05:06.789123+01:00") == "2026-02-03T04:05:06.789Z"
    assert canonical_created("2026-02-03") == "2026-02-03T00:00:00.000Z"
    assert canonical_created("not a date") is None
    moment = datetime(2026, 1, 2, 3, 4, 5, 6000, tzinfo=timezone(timedelta(hours=-2)))
    assert format_created(moment) == "2026-01-02T05:04:05.006Z"
    assert format_created(datetime(2026, 1, 2, tzinfo=UTC)) == "2026-01-02T00:00:00.000Z"


def test_plain_scalars_stay_plain() -> None:
    for value in ("terse-answers", "Auth Setup", "C# tips", "don't", "2fa-setup", "v1.2 notes"):
        assert yaml_scalar(value) == value
