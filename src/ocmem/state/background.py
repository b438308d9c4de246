"""The last failure of a pass that ran in the background, for `status` to show.

Background passes (the wrapper's exit and idle passes, `maintain --background`) run with
stdio on /dev/null; their log file is the only other witness. The newest failure is kept
in one small JSON file; a later successful background pass does not erase it, `status`
shows its time so the user can tell.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from ocmem.atomic import PRIVATE_DIR_MODE, make_dirs, write_atomic

BACKGROUND_ENV = "OPENCODE_MEMORY_BACKGROUND"
FILE_NAME = "last-background-failure.json"
_MAX_MESSAGE = 600


@dataclass(frozen=True)
class BackgroundFailure:
    at: str  # ISO UTC
    command: str
    message: str
    hint: str | None = None


def is_background(env: Mapping[str, str]) -> bool:
    return env.get(BACKGROUND_ENV, "") == "1"


def record_failure(state_dir: Path, command: str, message: str, hint: str | None = None) -> None:
    """Keep this failure as the newest; raises OSError when the state dir cannot be written."""
    from ocmem.redact import scrub_output  # only a failure pays for the scrubber

    failure = BackgroundFailure(
        at=datetime.fromtimestamp(time.time(), UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        command=command,
        message=" ".join(scrub_output(message).split())[:_MAX_MESSAGE],
        hint=None if hint is None else scrub_output(hint),
    )
    make_dirs(state_dir, PRIVATE_DIR_MODE)
    write_atomic(state_dir / FILE_NAME, json.dumps(asdict(failure), indent=2) + "\n")


def last_failure(state_dir: Path) -> BackgroundFailure | None:
    try:
        raw = json.loads((state_dir / FILE_NAME).read_text(encoding="utf-8"))
        return BackgroundFailure(
            at=str(raw["at"]),
            command=str(raw["command"]),
            message=str(raw["message"]),
            hint=None if raw.get("hint") is None else str(raw["hint"]),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


__all__: Sequence[str] = [
    "BACKGROUND_ENV",
    "BackgroundFailure",
    "is_background",
    "last_failure",
    "record_failure",
]
