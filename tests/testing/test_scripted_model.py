"""The scripted model's HTTP answers, over a real socket on 127.0.0.1."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from ocmem.scripted_model import RecordedRequest, Reply, ScriptedModelServer


def post(server: ScriptedModelServer, body: dict[str, Any]) -> tuple[int, Any]:
    request = urllib.request.Request(
        f"{server.base_url}/chat/completions",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def test_a_reply_with_an_error_status_refuses_the_request_and_the_default_still_answers() -> None:
    def responder(request: RecordedRequest) -> Reply:
        if request.model == "refused":
            return Reply(text="Incorrect API key provided.", status=401)
        return Reply(text="OK.")

    with ScriptedModelServer(responder=responder) as server:
        code, body = post(server, {"model": "refused", "messages": []})
        assert code == 401
        assert body == {
            "error": {
                "message": "Incorrect API key provided.",
                "type": "invalid_request_error",
                "param": None,
                "code": "401",
            }
        }
        code, body = post(server, {"model": "m1", "messages": []})
        assert code == 200
        assert body["choices"][0]["message"] == {"role": "assistant", "content": "OK."}
        assert body["usage"]["prompt_tokens_details"] == {"cached_tokens": 800}
        assert [r.model for r in server.requests] == ["refused", "m1"], "both are recorded"


def test_a_streamed_reply_is_unchanged_by_the_status_field() -> None:
    assert Reply().status == 200
    with ScriptedModelServer() as server:
        request = urllib.request.Request(
            f"{server.base_url}/chat/completions",
            data=json.dumps({"model": "m1", "messages": [], "stream": True}).encode(),
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.status == 200
            lines = response.read().decode().split("\n\n")
    assert lines[-2:] == ["data: [DONE]", ""]
    chunks = [json.loads(line.removeprefix("data: ")) for line in lines[:-2]]
    deltas = [chunk["choices"][0]["delta"] for chunk in chunks]
    assert deltas == [{"role": "assistant", "content": ""}, {"content": "OK."}, {}]
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"
