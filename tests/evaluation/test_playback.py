"""The built-in scripted model of `eval --demo` answers each fixture's extraction with that
fixture's own reference answer, however short another fixture's turns are."""

from __future__ import annotations

import json

import pytest

from ocmem.evaluation.fixtures import Fixture, builtin_fixtures_dir, load_fixtures
from ocmem.evaluation.runner import REFERENCE_MODEL, _Playback
from ocmem.maintain.answer import ops_document
from ocmem.prompts import EXTRACT_MARKER
from ocmem.scripted_model import RecordedRequest

FIXTURES = load_fixtures(builtin_fixtures_dir())


def extraction_request(fixture: Fixture) -> RecordedRequest:
    messages = [{"role": "system", "content": "You are opencode. Say yes or no when asked."}]
    for turn in fixture.turns:
        messages.append({"role": "user", "content": turn.user})
        messages.append({"role": "assistant", "content": turn.assistant})
    messages.append({"role": "user", "content": f"{EXTRACT_MARKER}\nExtract memories."})
    body = {"model": REFERENCE_MODEL.partition("/")[2], "messages": messages}
    return RecordedRequest(body=body, headers={})


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda f: f.id)
def test_each_fixture_gets_its_own_reference_answer(fixture: Fixture) -> None:
    reply = _Playback(FIXTURES)(extraction_request(fixture))

    assert ops_document(reply.text) == json.loads(json.dumps(dict(fixture.reference_answer)))
