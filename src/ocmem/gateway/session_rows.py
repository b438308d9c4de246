"""Turning opencode's session rows into `SessionInfo`s, and the fingerprint of their turns.

The fingerprint is computed where the turns are read: marks only store and compare it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence


def fingerprint(turn_ids: Sequence[str], turn_texts: Sequence[str]) -> str:
    digest = hashlib.sha256()
    for turn_id, text in zip(turn_ids, turn_texts, strict=True):
        digest.update(turn_id.encode())
        digest.update(b"\0")
        digest.update(text.encode("utf-8", "surrogatepass"))
        digest.update(b"\1")
    return digest.hexdigest()
