"""Finding the ops document in real and hostile fork answers."""

from __future__ import annotations

import json

import pytest

from ocmem.errors import OcmemError
from ocmem.maintain.answer import (
    JSON5_MAX_CHARS,
    MAX_ANSWER_CHARS,
    MAX_DEPTH,
    AnswerError,
    failure_reason,
    ops_document,
    ops_from_answer,
)
from ocmem.state.lock import LockTimeout
from ocmem.store.bounds import MassDeleteError

BASH_BODY = (
    "Deploy with the script:\n\n```bash\nset -euo pipefail\nmake ship ENV={prod}\n```\n\n"
    'Config is JSON:\n```json\n{"retries": 3}\n```\nBraces alone: { and } and ```.'
)


def save(
    file: str = "project_deploy.md", body: str = "A fact.", **fields: object
) -> dict[str, object]:
    item: dict[str, object] = {
        "file": file,
        "name": file.removesuffix(".md"),
        "description": "about it",
        "type": "project",
        "body": body,
    }
    item.update(fields)
    return item


def fenced(document: object, preface: str = "Done.") -> str:
    return f"{preface}\n\n```json\n{json.dumps(document, indent=2)}\n```\n"


def test_a_body_with_bash_and_json_fences_is_kept_verbatim() -> None:
    batch = ops_from_answer(fenced({"save": [save(body=BASH_BODY)]}))
    (item,) = batch.saves
    assert item.body == BASH_BODY


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(json.dumps({"save": [save()]}), id="bare"),
        pytest.param("Here is the result: " + json.dumps({"save": [save()]}), id="after-prose"),
        pytest.param(
            "Result:\n" + json.dumps({"save": [save()]}, indent=2) + "\nBye.", id="prose-around"
        ),
        pytest.param("```\n" + json.dumps({"save": [save()]}) + "\n```", id="plain-fence"),
        pytest.param("```JSON\n" + json.dumps({"save": [save()]}) + "\n```", id="upper-fence"),
        pytest.param(
            '```json\n{"save": [' + json.dumps(save()) + ",],}\n```", id="trailing-commas"
        ),
        pytest.param(
            '```json\n{\n  // what to keep\n  "save": [' + json.dumps(save()) + "]\n}\n```",
            id="json5-comment",
        ),
        pytest.param(
            '{"save": [{"file": "project_deploy.md", "type": "project",'
            ' "body": "line one\nline two"}]}',
            id="raw-newline-in-string",
        ),
        pytest.param(
            "I'll use `{}` when nothing is new, but here:\n" + fenced({"save": [save()]}),
            id="empty-object-in-prose-first",
        ),
        pytest.param(
            'He said "{" is odd.\n' + fenced({"save": [save()]}), id="brace-quote-in-prose"
        ),
    ],
)
def test_what_real_models_emit_around_the_document_is_accepted(answer: str) -> None:
    batch = ops_from_answer(answer)
    assert [s.file for s in batch.saves] == ["project_deploy.md"]


def test_the_last_complete_document_wins() -> None:
    first = fenced({"save": [save("project_draft.md")]})
    second = fenced({"save": [save("project_final.md")]}, preface="Corrected:")
    assert [s.file for s in ops_from_answer(first + second).saves] == ["project_final.md"]


def test_a_document_quoted_inside_a_body_is_not_the_answer() -> None:
    inner = fenced({"delete": ["project_everything.md"]})
    batch = ops_from_answer(fenced({"save": [save(body="The format:\n" + inner)]}))
    assert batch.deletes == ()
    assert batch.saves[0].body == ("The format:\n" + inner).strip()


def test_an_empty_object_nested_in_a_broken_document_is_not_taken_for_the_answer() -> None:
    broken = '```json\n{"save": [{}, {"file": "x.md" "type": "project"}]}\n```'
    with pytest.raises(AnswerError, match="does not parse"):
        ops_document(broken)


def test_an_empty_document_followed_by_a_broken_one_fails() -> None:
    answer = 'Nothing? `{}`\n```json\n{"save": [' + json.dumps(save()) + " oops]}\n```"
    with pytest.raises(AnswerError, match="does not parse"):
        ops_document(answer)


@pytest.mark.parametrize(
    "answer", ["Nothing new.\n```json\n{}\n```", "{}", "Nothing new: {}", "Nothing new:\n\n{ }\n"]
)
def test_the_empty_document_means_nothing_to_do(answer: str) -> None:
    assert ops_from_answer(answer).is_empty


@pytest.mark.parametrize(
    "answer",
    [
        '{"x": {}, "y": [',
        '```json\n{"save": [{}, {"file": "a.md" ',
        '["a", {}]',
        "{{}}",
    ],
)
def test_an_empty_object_inside_other_json_is_not_the_empty_document(answer: str) -> None:
    with pytest.raises(AnswerError):
        ops_document(answer)


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("", "no answer"),
        ("I found nothing worth a JSON block.", "no ```json block"),
        ('```json\n{"save": [{"file": "project_x.md", "name"', "cut off"),
        ("```json\n[1, 2]\n```", "no ```json block"),
        ('{"file": "x.md", "body": "an item, not a document"}', "no ```json block"),
        ("{" * 100_000 + "}" * 100_000, "no ```json block"),
        ('{"a":' * 100_000 + "1" + "}" * 100_000, f"deeper than {MAX_DEPTH}"),
        ('{"save": [' * 5_000 + "]}" * 5_000, f"deeper than {MAX_DEPTH}"),
        ('{"' * 200_000, "does not parse"),
        ('{"save": "' + "x" * 3_000_000, "cut off"),
    ],
)
def test_unusable_answers_raise_answer_error_only(answer: str, reason: str) -> None:
    with pytest.raises(AnswerError, match=reason):
        ops_from_answer(answer)


def test_a_huge_number_is_not_an_error_but_a_rejected_item() -> None:
    answer = '```json\n{"save": [{"file": ' + "9" * 5_000 + ', "type": "project"}]}\n```'
    batch = ops_from_answer(answer)
    assert batch.saves == ()
    assert "must be a string, not a number" in batch.rejected[0].reason


def test_a_two_megabyte_answer_parses() -> None:
    saves = [save(f"project_{i}.md", body="x" * 1_900) for i in range(1_000)]
    answer = fenced({"save": saves})
    assert len(answer) > 2_000_000
    batch = ops_from_answer(answer)
    assert len(batch.saves) == 1_000


def test_json5_is_only_tried_on_small_documents() -> None:
    big = '{"save": [' + json.dumps(save(body="y" * JSON5_MAX_CHARS)) + "] // note\n}"
    with pytest.raises(AnswerError, match="does not parse"):
        ops_document(big)
    small = '{"save": [' + json.dumps(save()) + "] // note\n}"
    assert ops_document(small)["save"]


def test_an_oversized_answer_is_refused() -> None:
    with pytest.raises(AnswerError, match="over the"):
        ops_document(" " * (MAX_ANSWER_CHARS + 1))


def test_many_candidates_are_bounded() -> None:
    with pytest.raises(AnswerError, match="JSON-like objects"):
        ops_document('{"a": 1} ' * 20_000)


def test_unicode_surrogates_and_nul_are_rejected_items_not_errors() -> None:
    answer = (
        '{"save": [{"file": "a.md", "type": "project", "body": "\\ud800"},'
        ' {"file": "b.md", "type": "project", "body": "x\\u0000y"},'
        ' {"file": "c\\u0000.md", "type": "project", "body": "x"}]}'
    )
    batch = ops_from_answer(answer)
    assert batch.saves == ()
    assert len(batch.rejected) == 3


@pytest.mark.parametrize(
    ("exc", "expected"),
    [
        (MassDeleteError("mass-delete: the answer deletes 9 memories"), "mass-delete: "),
        (AnswerError("the fork gave no answer"), "bad-answer: the fork gave no answer"),
        (LockTimeout("store", 1.0, None), "store-locked: "),
        (OcmemError("disk full"), "apply-failed: disk full"),
        (OSError(28, "No space left on device"), "apply-failed: No space left on device"),
        (ValueError("sk-secret-looking-text"), "internal-error: ValueError"),
    ],
)
def test_failure_reasons_name_the_failure_without_quoting_the_model(
    exc: Exception, expected: str
) -> None:
    reason = failure_reason(exc)
    assert reason.startswith(expected)
    assert "sk-secret" not in reason


@pytest.mark.parametrize(
    "answer",
    [
        "```json\n{'save': [{'file': 'project_deploy.md', 'type': 'project',"
        " 'body': 'it\\'s'}]}\n```",
        "```json\n{save: [{file: 'project_deploy.md', type: 'project', body: 'b'}]}\n```",
    ],
)
def test_json5_single_quotes_and_unquoted_keys_are_accepted(answer: str) -> None:
    assert [s.file for s in ops_from_answer(answer).saves] == ["project_deploy.md"]


def test_prose_braces_without_a_key_are_not_candidates() -> None:
    answer = "Tell me if {anything} is off } or { not.\n" + fenced({"save": [save()]})
    assert [s.file for s in ops_from_answer(answer).saves] == ["project_deploy.md"]
