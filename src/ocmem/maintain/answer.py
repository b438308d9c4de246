"""Turning a fork's final text into an ops batch: the last fenced json block, or bare JSON."""

from __future__ import annotations

import json
import re

from ocmem.store.errors import OpsError
from ocmem.store.ops import OpsBatch, parse_ops

_FENCE = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\r?\n(.*?)\r?\n?[ \t]*```", re.DOTALL)


class AnswerError(OpsError):
    """The fork's answer holds no usable ops document."""


def ops_from_answer(text: str) -> OpsBatch:
    candidate = _last_json_block(text)
    if candidate is None:
        stripped = text.strip()
        if not stripped:
            raise AnswerError("the fork gave no answer")
        if not stripped.startswith("{"):
            raise AnswerError("the fork's answer has no ```json block")
        candidate = stripped
    try:
        document = json.loads(candidate)
    except json.JSONDecodeError as exc:
        raise AnswerError(
            f"the fork's ops JSON does not parse (line {exc.lineno}, column {exc.colno}):"
            " truncated or malformed"
        ) from None
    if not isinstance(document, dict):
        raise AnswerError("the fork's ops JSON is not an object")
    return parse_ops(document)


def _last_json_block(text: str) -> str | None:
    blocks = [m.group(1) for m in _FENCE.finditer(text)]
    for block in reversed(blocks):
        if block.strip().startswith("{"):
            return block
    if blocks:
        return blocks[-1]
    # An opening fence with no closing one: the answer was cut off mid-document.
    start = text.rfind("```json")
    if start != -1:
        return text[start + len("```json") :]
    return None
