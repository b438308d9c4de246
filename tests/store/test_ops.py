from __future__ import annotations

import pytest

from ocmem.store.naming import validate_file_name
from ocmem.store.ops import ops_from_json, parse_ops
from ocmem.store.store_errors import InvalidMemoryFileError, OpsError


def _save(**fields: object) -> dict[str, object]:
    item: dict[str, object] = {
        "file": "project_fact.md",
        "name": "fact",
        "description": "a fact",
        "type": "project",
        "body": "The fact.",
    }
    item.update(fields)
    return item


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("../x.md", "single name"),
        ("/etc/passwd", "single name"),
        ("sub\\x.md", "single name"),
        ("a..b.md", "'..'"),
        ("MEMORY.md", "index"),
        ("memory.md", "index"),
        ("Memory", "index"),
        (".hidden.md", "hidden"),
        (".md", "empty"),
        ("", "empty"),
        ("   ", "empty"),
        ("nul\0byte.md", "NUL"),
        ("new\nline.md", "line break"),
        ("carriage\rreturn.md", "line break"),
        ("tab\there.md", "control"),
        # found by a black-box tester: shown reversed or as another name in MEMORY.md
        ("project_a\u202eb.md", "format character"),
        ("project_zero\u200bwidth.md", "format character"),
        # ... and a carriage return trimmed away with the blanks around the name
        ("project_deploy.md\r", "control"),
        ("x" * 300 + ".md", "longer than"),
        (42, "string"),
        (None, "string"),
    ],
)
def test_hostile_file_names_are_rejected(raw: object, reason: str) -> None:
    with pytest.raises(InvalidMemoryFileError, match=reason):
        validate_file_name(raw)


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("user_role.md", "user_role.md"),
        ("user_role", "user_role.md"),
        ("  padded.md ", "padded.md"),
        ("X.MD", "X.MD.md"),
        ("spaces and: unicode é.md", "spaces and: unicode é.md"),
    ],
)
def test_valid_file_names(raw: str, name: str) -> None:
    assert validate_file_name(raw) == name


def test_whole_document_must_be_an_object() -> None:
    documents: list[object] = [[], "text", 3, None]
    for document in documents:
        with pytest.raises(OpsError):
            parse_ops(document)


def test_bad_json_text_is_an_ops_error_without_content() -> None:
    with pytest.raises(OpsError, match="line 1") as caught:
        ops_from_json('{"save": [ password=hunter2')
    assert "hunter2" not in str(caught.value)


def test_empty_document_is_nothing_to_do() -> None:
    batch = parse_ops({})
    assert batch.is_empty
    assert batch.rejected == ()


def test_invalid_items_are_rejected_and_valid_siblings_kept() -> None:
    batch = parse_ops(
        {
            "save": [
                _save(file="../x.md"),
                _save(file="/etc/passwd"),
                _save(file="MEMORY.md"),
                _save(file="memory.md"),
                _save(file=".hidden.md"),
                _save(file="nul\0.md"),
                _save(file="line\n.md"),
                _save(type="opinion"),
                _save(type=None),
                _save(body="   "),
                _save(body=None),
                _save(name=["not", "text"]),
                "not an object",
                _save(file="good.md"),
            ],
            "delete": ["../../etc/passwd", 7, "old.md"],
            "harness_feedback": [{"title": "", "body": "x"}, {"title": "t", "body": "b"}],
            "notes": "the model said more",
        }
    )
    assert [save.file for save in batch.saves] == ["good.md"]
    assert batch.deletes == ("old.md",)
    assert len(batch.feedback) == 1
    reasons = [rejected.reason for rejected in batch.rejected]
    assert len(reasons) == 1 + 13 + 2 + 1
    assert any("unknown key" in reason for reason in reasons)
    assert any("is not one of" in reason for reason in reasons)
    assert any("body is missing" in reason for reason in reasons)
    assert all("The fact." not in r.item for r in batch.rejected)


def test_keys_that_are_not_lists_are_rejected() -> None:
    batch = parse_ops({"save": {"file": "a.md"}, "delete": "a.md"})
    assert batch.is_empty
    assert [r.item for r in batch.rejected] == ["save", "delete"]


def test_line_breaks_in_one_line_fields_collapse() -> None:
    batch = parse_ops({"save": [_save(name="two\nlines", description="a\r\n\r\nb")]})
    assert batch.saves[0].name == "two lines"
    assert batch.saves[0].description == "a b"


def test_missing_name_defaults_to_file_stem_and_content_is_accepted_for_body() -> None:
    item = _save()
    del item["name"], item["body"]
    item["content"] = "from content"
    save = parse_ops({"save": [item]}).saves[0]
    assert save.name == "project_fact"
    assert save.body == "from content"


def test_created_is_normalised_or_dropped() -> None:
    batch = parse_ops(
        {
            "save": [
                _save(file="a.md", created="2025-03-15T11:00:00+01:00"),
                _save(file="b.md", created="last week"),
            ]
        }
    )
    assert batch.saves[0].created == "2025-03-15T10:00:00.000Z"
    assert batch.saves[1].created is None


def test_repeated_and_conflicting_items_in_one_batch() -> None:
    batch = parse_ops(
        {
            "save": [_save(file="a.md", body="first"), _save(file="a", body="second")],
            "delete": ["a.md", "b.md", "b"],
        }
    )
    assert [s.body for s in batch.saves] == ["first"]
    assert batch.deletes == ("b.md",)
    assert len(batch.rejected) == 3


def test_unpaired_surrogates_are_rejected() -> None:
    batch = parse_ops({"save": [_save(body="bad \ud800")]})
    assert batch.saves == ()
    assert "Unicode" in batch.rejected[0].reason


def test_feedback_defaults_category_and_collapses_title() -> None:
    batch = parse_ops({"harness_feedback": [{"title": "slow\ngrep", "body": " b "}]})
    assert batch.feedback[0].title == "slow grep"
    assert batch.feedback[0].category == "other"
    assert batch.feedback[0].body == "b"


def test_feedback_category_outside_the_known_set_becomes_other() -> None:
    batch = parse_ops(
        {
            "harness_feedback": [
                {"title": "a", "category": "tool-efficiency", "body": "b"},
                {"title": "c", "category": "complaints", "body": "d"},
            ]
        }
    )
    assert [entry.category for entry in batch.feedback] == ["tool-efficiency", "other"]
