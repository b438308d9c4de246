"""Scripted model behaviours shared by end-to-end tests."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from ocmem.prompts import DREAM_MARKER, EXTRACT_MARKER
from ocmem.scripted_model import SCRIPTED_PRICE, SCRIPTED_USAGE, RecordedRequest, Reply

Answer = str | Reply | Callable[[RecordedRequest], Reply]

# What one scripted step reports, as opencode turns it into `part.tokens` and `part.cost`.
STEP_TOKENS = {
    "input": SCRIPTED_USAGE["prompt"] - SCRIPTED_USAGE["cached"],
    "output": SCRIPTED_USAGE["completion"],
    "reasoning": 0,
    "cache_read": SCRIPTED_USAGE["cached"],
    "cache_write": 0,
}
STEP_COST = (
    STEP_TOKENS["input"] * SCRIPTED_PRICE["input"]
    + STEP_TOKENS["output"] * SCRIPTED_PRICE["output"]
    + STEP_TOKENS["cache_read"] * SCRIPTED_PRICE["cache_read"]
) / 1e6


def ops_answer(ops: Mapping[str, Any], preface: str = "Done.") -> str:
    return f"{preface}\n\n```json\n{json.dumps(ops, indent=2)}\n```\n"


def is_fork(request: RecordedRequest, marker: str) -> bool:
    # Only the request whose newest user message carries the marker: later steps of the
    # same fork (after a tool call) have the marker further up the conversation.
    last = request.messages[-1] if request.messages else {}
    return last.get("role") == "user" and marker in request.last_user_text()


class Script:
    """A responder: session turns get `chat`, extraction/dream forks get their answers."""

    def __init__(
        self,
        extract: Answer | None = None,
        dream: Answer | None = None,
        chat: str = "Noted.",
    ) -> None:
        self.extract = extract
        self.dream = dream
        self.chat = chat

    def __call__(self, request: RecordedRequest) -> Reply:
        if request.is_title_request():
            return Reply(text="Scripted session")
        for marker, answer in ((EXTRACT_MARKER, self.extract), (DREAM_MARKER, self.dream)):
            if marker in request.all_text():
                if not is_fork(request, marker):
                    return Reply(text="```json\n{}\n```")
                if answer is None:
                    return Reply(text="```json\n{}\n```")
                if callable(answer):
                    return answer(request)
                return answer if isinstance(answer, Reply) else Reply(text=answer)
        return Reply(text=self.chat)


def fork_requests(requests: list[RecordedRequest], marker: str) -> list[RecordedRequest]:
    return [r for r in requests if not r.is_title_request() and is_fork(r, marker)]
