"""What Claude Code reads from what we write: its header regex, `modified`, kept keys."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ocmem.store.apply import apply_ops
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import Memory, one_line, parse, serialize
from ocmem.store.store_errors import MemoryFormatError

# Claude Code's frontmatter regex (JavaScript `/^---\s*\n([\s\S]*?)---\s*\n?/`). Python's
# `\s` matches the same line breaks here because every header line we write is one line.
CLAUDE_HEADER = re.compile(r"^---\s*\n([\s\S]*?)---\s*\n?")
ISO_MS_Z = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


class _Loader(yaml.SafeLoader):
    """YAML without the 1.1 timestamp type, so times read back as the strings we wrote."""


_Loader.yaml_implicit_resolvers = {
    first: [r for r in resolvers if r[0] != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _load(text: str) -> dict[str, Any]:
    match = CLAUDE_HEADER.match(text)
    assert match is not None
    loaded = yaml.load(match.group(1), Loader=_Loader)
    assert isinstance(loaded, dict)
    return loaded


_dashy = st.text(
    alphabet=st.sampled_from(list("-—ab :#\"'\\\n\r\t\x85\u2028é😀|>")),
    max_size=40,
)
_fields = st.one_of(_dashy, st.text(max_size=40))


def _our_header(text: str) -> str:
    """Everything between our opening and closing fence lines, with its final newline."""
    assert text.startswith("---\n")
    return text[4 : text.index("\n---\n", 3) + 1]


def _check_claude_reads(text: str, memory: Memory) -> None:
    match = CLAUDE_HEADER.match(text)
    assert match is not None
    assert match.group(1) == _our_header(text)
    loaded = yaml.load(match.group(1), Loader=_Loader)
    assert loaded["name"] == one_line(memory.name) or (
        loaded["name"] is None and not one_line(memory.name)
    )
    assert loaded["metadata"]["type"] == memory.type
    assert ISO_MS_Z.fullmatch(loaded["metadata"]["modified"])


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(name=_fields, description=_fields, session=_fields)
def test_claude_codes_header_regex_captures_our_whole_header(
    name: str, description: str, session: str
) -> None:
    memory = Memory(
        file="x.md",
        name=name,
        description=description,
        type="project",
        body="body\n---\nmore",
        created="2026-01-02T03:04:05.006Z",
        origin_session_id=session or None,
    )
    if any("\ud800" <= ch <= "\udfff" for ch in name + description + session):
        with pytest.raises(MemoryFormatError, match="Unicode"):
            serialize(memory)
        return
    text = serialize(memory)
    _check_claude_reads(text, memory)
    parsed = parse(text, file="x.md")
    assert parsed.name == (one_line(name) or "x")
    assert parsed.description == one_line(description)


@settings(max_examples=200)
@given(value=_dashy.filter(lambda v: not any(ch in v for ch in "\n\r\x85\u2028")))
def test_kept_foreign_lines_never_end_the_header(value: str) -> None:
    quoted = json.dumps(value, ensure_ascii=False)  # a YAML double-quoted scalar
    memory = Memory(
        file="x.md",
        name="n",
        description="d",
        type="user",
        body="b",
        created="",
        extra=(f"note: {quoted}", "tags:", f"  - {quoted}", f"raw: {value}"),
        extra_metadata=(f"  claudeCodeItem: {quoted}",),
    )
    text = serialize(memory)
    match = CLAUDE_HEADER.match(text)
    assert match is not None
    assert match.group(1) == _our_header(text)
    assert "---" not in _our_header(text)
    if "---" not in value:
        assert f"raw: {value}\n" in text  # kept byte for byte
    clean = Memory(**{**memory.__dict__, "extra": memory.extra[:3]})
    loaded = _load(serialize(clean))
    assert loaded["note"] == loaded["tags"][0] == loaded["metadata"]["claudeCodeItem"] == value


def test_a_dash_run_in_a_value_is_escaped_and_reads_back() -> None:
    memory = Memory("x.md", "a --- b ---- c", "-----", "user", "b", "2026-01-01T00:00:00.000Z")
    text = serialize(memory)
    assert "---" not in _our_header(text)
    assert r'name: "a --\x2d b --\x2d- c"' in text
    loaded = _load(text)
    assert (loaded["name"], loaded["description"]) == ("a --- b ---- c", "-----")
    assert parse(text).name == "a --- b ---- c"


CLAUDE_WRITTEN = (
    "---\n"
    "name: deploy-flow\n"
    "description: How deploys run\n"
    "type: project\n"
    "tags:\n"
    "  - deploy\n"
    "  - ci\n"
    "claudeCodeItem: {id: 7, pinned: true}\n"
    "# a person's comment\n"
    "x-custom: 'kept: exactly'\n"
    "metadata:\n"
    "  type: project\n"
    "  modified: 2025-01-01T00:00:00.000Z\n"
    "  claudeCodeItem: abc\n"
    "  source:\n"
    "    tool: claude\n"
    "---\n"
    "\n"
    "Deploys run make ship.\n"
)


def test_update_keeps_every_key_we_do_not_own(location: StoreLocation, state_dir: Path) -> None:
    location.memory_dir.mkdir(parents=True)
    path = location.memory_dir / "project_deploy.md"
    path.write_text(CLAUDE_WRITTEN)
    moment = datetime(2026, 3, 4, 5, 6, 7, 890000, tzinfo=UTC)
    apply_ops(
        location,
        {
            "save": [
                {
                    "file": "project_deploy.md",
                    "name": "deploy-flow",
                    "type": "project",
                    "description": "Deploys run make ship after tests",
                    "body": "Deploys run make ship after make test.",
                }
            ]
        },
        session_id="ses_1",
        scrub=False,
        state_dir=state_dir,
        now=moment,
    )
    text = path.read_text()
    for kept in (
        "tags:\n  - deploy\n  - ci\n",
        "claudeCodeItem: {id: 7, pinned: true}\n",
        "# a person's comment\n",
        "x-custom: 'kept: exactly'\n",
        "  claudeCodeItem: abc\n  source:\n    tool: claude\n",
    ):
        assert kept in text
    header: dict[str, Any] = _load(text)
    assert header["metadata"]["modified"] == "2026-03-04T05:06:07.890Z"
    assert header["metadata"]["type"] == "project"
    assert header["created"] == "2026-03-04T05:06:07.890Z"  # it had none: now it has one
    assert header["tags"] == ["deploy", "ci"]
    assert header["x-custom"] == "kept: exactly"
    assert "type: project\ntags" not in text  # the flat legacy type moved into metadata
    assert text.count("modified:") == 1

    later = datetime(2026, 4, 1, tzinfo=UTC)
    apply_ops(
        location,
        {"save": [{**_save(), "description": "changed again"}]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
        now=later,
    )
    again: dict[str, Any] = _load(path.read_text())
    assert again["created"] == "2026-03-04T05:06:07.890Z"  # created is kept
    assert again["metadata"]["modified"] == "2026-04-01T00:00:00.000Z"  # modified refreshed
    assert again["metadata"]["originSessionId"] == "ses_1"
    assert again["claudeCodeItem"] == {"id": 7, "pinned": True}


def _save() -> dict[str, str]:
    return {
        "file": "project_deploy.md",
        "name": "deploy-flow",
        "type": "project",
        "description": "d",
        "body": "b",
    }


def test_every_write_sets_modified(location: StoreLocation, state_dir: Path) -> None:
    apply_ops(location, {"save": [_save()]}, session_id=None, scrub=False, state_dir=state_dir)
    text = (location.memory_dir / "project_deploy.md").read_text()
    header: dict[str, Any] = _load(text)
    assert ISO_MS_Z.fullmatch(header["metadata"]["modified"])
    assert ISO_MS_Z.fullmatch(header["created"])
