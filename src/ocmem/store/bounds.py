"""The bounds a model's answer is held to, so that no answer can crowd out, wipe or leak memories.

- One-line fields are cut to fit one index line: a description to 150 characters (Claude
  Code's own index writer cuts there), a name to 100, on a word boundary with `…`.
- A new memory file's name is at most 100 characters, and no file name may carry a
  secret-shaped token: the name is shown in MEMORY.md, in listings and, in-repo, in git.
- A `created` the model gives is used only if it is a real time between 1970 and a day
  from now; anything else falls back to the time of the write.
- Per extraction pass (`PassLimits`, from settings): at most `max_saves` saves (the first
  ones apply, the excess is rejected as one item), and a pass that would delete more than
  `max_deletes` memories, or more than one and over `max_delete_fraction` of the store,
  is refused whole.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from ocmem.store.errors import OpsError
from ocmem.store.memory_file import format_created

MAX_DESCRIPTION_CHARS = 150
MAX_NAME_CHARS = 100
MAX_NEW_FILE_NAME_CHARS = 100
EARLIEST_CREATED = datetime(1970, 1, 1, tzinfo=UTC)
_MAX_CREATED_CHARS = 64
ELLIPSIS = "…"

# Where a token can start inside a file name: the start, after a separator, and where
# lower case turns to upper case (`projectAKIA…`).
_TOKEN_STARTS = re.compile(r"[_\-.\s+~,;@=]|(?<=[a-z])(?=[A-Z])")
# Every credential shape has a random part of at least ten letters and digits in a row.
_RANDOM_RUN = re.compile(r"[A-Za-z0-9]{10}")


class MassDeleteError(OpsError):
    """An extraction answer that deletes too much of the store; nothing was applied."""


@dataclass(frozen=True)
class PassLimits:
    """What one extraction pass may change. None leaves that bound off."""

    max_saves: int | None = None
    max_deletes: int | None = None
    max_delete_fraction: float | None = None


def clip(text: str, limit: int) -> str:
    """`text` cut to at most `limit` characters, on a word boundary, ending with `…`."""
    if len(text) <= limit:
        return text
    head = text[: limit - len(ELLIPSIS)]
    if not text[len(head)].isspace():  # the cut falls inside a word: drop that word
        space = head.rfind(" ")
        if space >= limit // 2:
            head = head[:space]
    return head.rstrip() + ELLIPSIS


def answer_created(raw: object, now: datetime | None = None) -> str | None:
    """The canonical form of a `created` from an answer, or None to use the write's time."""
    if not isinstance(raw, str) or len(raw) > _MAX_CREATED_CHARS:
        return None
    try:
        moment = datetime.fromisoformat(raw.strip())
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        moment = moment.astimezone(UTC)
    except (ValueError, OverflowError):
        return None
    latest = (now or datetime.now(UTC)) + timedelta(days=1)
    if not EARLIEST_CREATED <= moment <= latest:
        return None
    return format_created(moment)


def created_key(value: str) -> datetime | None:
    """A stored `created` as a time to compare, or None when it is not a plausible one."""
    canonical = answer_created(value)
    return None if canonical is None else datetime.fromisoformat(canonical)


def file_name_has_secret(file: str) -> bool:
    """Whether a file name carries a secret-shaped token (`reference_ghp_….md`)."""
    external = _external_file_name_scrubber()
    if external is not None and external(file) is None:
        return True
    stem = file.removesuffix(".md")
    if not _RANDOM_RUN.search(stem):
        return False
    # The scrubber wants a word boundary before a token; in a file name `_` and `-` are one.
    locate = importlib.import_module("ocmem.redact").locate_secrets
    starts = {0, *(m.end() for m in _TOKEN_STARTS.finditer(stem))}
    return any(locate(stem[start:]) for start in sorted(starts) if start < len(stem))


def delete_refusal(deleting: int, store_size: int, limits: PassLimits | None) -> str | None:
    """Why a pass deleting `deleting` of `store_size` memories is refused, or None."""
    if limits is None or deleting == 0:
        return None
    if limits.max_deletes is not None and deleting > limits.max_deletes:
        return (
            f"mass-delete: the answer deletes {deleting} memories, over the limit of "
            f"{limits.max_deletes} a pass (extract.max_deletes); nothing was applied"
        )
    fraction = limits.max_delete_fraction
    if fraction is not None and deleting > 1 and deleting > fraction * store_size:
        return (
            f"mass-delete: the answer deletes {deleting} of {store_size} memories, over "
            f"{fraction:g} of the store (extract.max_delete_fraction); nothing was applied"
        )
    return None


def _external_file_name_scrubber() -> Callable[[str], str | None] | None:
    # `ocmem.redact.scrub_file_name(name) -> str | None` (None: the name carries a secret)
    # comes with the scrubber's file-name support; until then the local check stands alone.
    found = getattr(importlib.import_module("ocmem.redact"), "scrub_file_name", None)
    return found if callable(found) else None
