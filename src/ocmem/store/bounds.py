"""The bounds a model's answer is held to, so that no answer can crowd out, wipe or leak memories.

- One-line fields are cut to fit one index line: a description to 150 characters (Claude
  Code's own index writer cuts there), a name to 100, on a word boundary with `…`.
- A new memory file's name is at most 100 characters (whether a name is valid or carries
  a secret is `naming`'s to say).
- A `created` the model gives is used only if it is a real time between 1970 and a day
  from now; anything else falls back to the time of the write.
- Per extraction pass (`PassLimits`, from settings): at most `max_saves` saves (the first
  ones apply, the excess is rejected as one item), and a pass that would delete more than
  `max_deletes` memories, or more than one and over `max_delete_fraction` of the store,
  is refused whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from ocmem.store.memory_file import format_created
from ocmem.store.store_errors import OpsError

MAX_DESCRIPTION_CHARS = 150
MAX_NAME_CHARS = 100
MAX_NEW_FILE_NAME_CHARS = 100
EARLIEST_CREATED = datetime(1970, 1, 1, tzinfo=UTC)
_MAX_CREATED_CHARS = 64
ELLIPSIS = "…"


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


# A rewrite "much shorter" than the body it replaces: under this share of its length, for
# bodies long enough that a short rewrite loses something (a one-liner may shrink freely).
SHRUNK_SHARE = 0.5
SHRINKABLE_BODY = 80


def rewrite_refusal(
    rewrites: Sequence[tuple[str, str]], store_size: int, max_fraction: float
) -> str | None:
    """Why a pass rewriting bodies (`(old, new)` pairs) to much shorter ones is refused.

    A consolidation that shortens most bodies is a mass delete in all but name: the facts
    go while the file names stay. The same fraction as for deletes bounds it."""
    shrunk = sum(
        1
        for old, new in rewrites
        if len(old.strip()) >= SHRINKABLE_BODY
        and len(new.strip()) < SHRUNK_SHARE * len(old.strip())
    )
    if shrunk > 1 and shrunk > max_fraction * store_size:
        return (
            f"mass-rewrite: the answer shortens {shrunk} of {store_size} memory bodies to under "
            f"half their length, over {max_fraction:g} of the store; nothing was applied"
        )
    return None
