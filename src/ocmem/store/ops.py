"""The memory-ops document a fork answers with, parsed and validated item by item.

`{"save": [...], "delete": [...], "harness_feedback": [...]}`, every key optional. An item
that is invalid is rejected with a reason and the rest still apply; only a document that
is not a JSON object at all is an error. Checks that need the store (does the file exist,
is it a symlink, how large is it once scrubbed) happen in `apply`, still before any write.
One-line fields are cut to fit an index line and a file name carrying a credential is
rejected (see `naming`); one whose only find is a random-looking run (a session id, a
build id) is renamed after the memory's name or description, and the save says from what
(masked). A rejected item is summarised without its content.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

from ocmem.store import bounds, naming
from ocmem.store.memory_file import MEMORY_TYPES, one_line
from ocmem.store.naming import json_type, validate_file_name
from ocmem.store.store_errors import InvalidMemoryFileError, OpsError

FEEDBACK_CATEGORIES = (
    "tool-efficiency",
    "agent-behavior",
    "skill-design",
    "harness-config",
    "other",
)
# Items past this many under one key are not examined (one rejection says so): a model
# that answers with 10,000 saves costs no more than one with a thousand.
MAX_ITEMS_PER_KEY = 1000
KNOWN_KEYS = ("save", "delete", "harness_feedback")
_SUMMARY_CHARS = 80
_SUMMARY_SCAN_CHARS = 300
WITHHELD = "«withheld: looks like a secret»"
# What an invalid `type` may be quoted as: a word or two, letters only.
_AROUND_A_VALUE = " \t\n\"'`.,;:-_=()[]{}<>"
_PLAIN_WORD = re.compile(r"[A-Za-z][A-Za-z _-]{0,31}")


@dataclass(frozen=True)
class SaveOp:
    file: str
    name: str
    description: str
    type: str
    body: str
    created: str | None = None
    renamed_from: str | None = None  # the file name the answer gave, masked


@dataclass(frozen=True)
class FeedbackOp:
    title: str
    category: str
    body: str


@dataclass(frozen=True)
class Rejected:
    """An item left out, with a short summary (never its content) and why."""

    item: str
    reason: str


@dataclass(frozen=True)
class OpsBatch:
    saves: tuple[SaveOp, ...] = ()
    deletes: tuple[str, ...] = ()
    feedback: tuple[FeedbackOp, ...] = ()
    rejected: tuple[Rejected, ...] = ()

    @property
    def is_empty(self) -> bool:
        return not (self.saves or self.deletes or self.feedback)


def ops_from_json(text: str) -> OpsBatch:
    """Parse the JSON text of an ops document."""
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise OpsError(
            f"the ops document is not valid JSON (line {exc.lineno}, column {exc.colno})"
        ) from None
    return parse_ops(document)


def parse_ops(document: object) -> OpsBatch:
    """Validate a decoded ops document; raises `OpsError` only when it is not an object."""
    if not isinstance(document, Mapping):
        raise OpsError(
            f"the ops document must be a JSON object, not {json_type(document)}",
            hint='answer with {"save": [...], "delete": [...], "harness_feedback": [...]}',
        )
    rejected: list[Rejected] = [
        Rejected(
            item=item_summary(str(key)),
            reason="unknown key; expected save, delete or harness_feedback",
        )
        for key in document
        if key not in KNOWN_KEYS
    ]
    saves = _parse_saves(document, rejected)
    deletes = _parse_deletes(document, {save.file for save in saves}, rejected)
    feedback = _parse_feedback_items(document, rejected)
    return OpsBatch(
        saves=tuple(saves),
        deletes=tuple(deletes),
        feedback=tuple(feedback),
        rejected=tuple(rejected),
    )


def _parse_saves(document: Mapping[str, object], rejected: list[Rejected]) -> list[SaveOp]:
    saves: list[SaveOp] = []
    saved_files: set[str] = set()
    for index, item in enumerate(_items(document, "save", rejected)):
        label = f"save #{index + 1}"
        try:
            save = _parse_save(item, label)
        except InvalidMemoryFileError as exc:
            rejected.append(Rejected(item=_label(label, item), reason=exc.message))
            continue
        if save.renamed_from is not None:
            save = replace(save, file=naming.unique_file(save.file, saved_files))
        if save.file in saved_files:
            rejected.append(
                Rejected(item=f"{label} ({save.file})", reason="file already saved in this batch")
            )
            continue
        saved_files.add(save.file)
        saves.append(save)
    return saves


def _parse_deletes(
    document: Mapping[str, object], saved_files: set[str], rejected: list[Rejected]
) -> list[str]:
    deletes: list[str] = []
    for index, item in enumerate(_items(document, "delete", rejected)):
        label = f"delete #{index + 1}"
        try:
            file = validate_file_name(item)
        except InvalidMemoryFileError as exc:
            rejected.append(Rejected(item=_label(label, item), reason=exc.message))
            continue
        if file in saved_files:
            rejected.append(
                Rejected(item=f"{label} ({file})", reason="the same batch also saves this file")
            )
        elif file in deletes:
            rejected.append(
                Rejected(item=f"{label} ({file})", reason="deleted twice in this batch")
            )
        else:
            deletes.append(file)
    return deletes


def _parse_feedback_items(
    document: Mapping[str, object], rejected: list[Rejected]
) -> list[FeedbackOp]:
    feedback: list[FeedbackOp] = []
    for index, item in enumerate(_items(document, "harness_feedback", rejected)):
        label = f"harness_feedback #{index + 1}"
        try:
            feedback.append(_parse_feedback(item))
        except InvalidMemoryFileError as exc:
            rejected.append(Rejected(item=label, reason=exc.message))
    return feedback


def _parse_save(item: object, label: str) -> SaveOp:
    if not isinstance(item, Mapping):
        raise InvalidMemoryFileError(f"{label} must be an object, not {json_type(item)}")
    file = validate_file_name(item.get("file"))
    kind = item.get("type")
    if kind not in MEMORY_TYPES:
        shown = _shown_type(kind)
        raise InvalidMemoryFileError(f"type {shown} is not one of " + ", ".join(MEMORY_TYPES))
    body = item.get("body", item.get("content"))
    if not isinstance(body, str) or not body.strip():
        raise InvalidMemoryFileError("body is missing or empty")
    if "\0" in body:
        raise InvalidMemoryFileError("body contains a NUL character")
    given_name = _optional_text(item, "name")
    description = _optional_text(item, "description")
    renamed_from = None
    verdict = naming.file_name_verdict(file)
    if verdict is not None:
        renamed = None
        if verdict == "identifier" and not _wholly_secret(given_name, body):
            renamed = naming.renamed_file(str(kind), (given_name, description), ())
        if renamed is None:
            raise InvalidMemoryFileError(
                "file name carries a secret-shaped token; name the memory after what it is about"
            )
        file, renamed_from = renamed, naming.masked_file_name(file)
    name = given_name or file.removesuffix(".md")
    for field, text in (("name", name), ("description", description), ("body", body)):
        _require_unicode(field, text)
    return SaveOp(
        file=file,
        name=bounds.clip(name, bounds.MAX_NAME_CHARS),
        description=bounds.clip(description, bounds.MAX_DESCRIPTION_CHARS),
        type=str(kind),
        body=body.strip(),
        created=bounds.answer_created(item.get("created")),
        renamed_from=renamed_from,
    )


def _wholly_secret(*fields: str) -> bool:
    """Whether any of `fields` is nothing but secret values (with punctuation around)."""
    from ocmem.redact import MARKER, scrub

    for text in fields:
        result = scrub(text)
        if result.count and not result.text.replace(MARKER, "").strip(_AROUND_A_VALUE):
            return True
    return False


def keep_first_saves(batch: OpsBatch, max_saves: int | None) -> OpsBatch:
    """`batch` with only its first `max_saves` saves; the excess is rejected as one item."""
    if max_saves is None or len(batch.saves) <= max_saves:
        return batch
    kept, excess = batch.saves[:max_saves], batch.saves[max_saves:]
    rejected = Rejected(
        item=f"save ({len(excess)} more, from {item_summary(excess[0].file)})",
        reason=f"over the limit of {max_saves} saves a pass; the first {max_saves} were kept",
    )
    return replace(batch, saves=kept, rejected=(*batch.rejected, rejected))


def _parse_feedback(item: object) -> FeedbackOp:
    if not isinstance(item, Mapping):
        raise InvalidMemoryFileError(f"must be an object, not {json_type(item)}")
    title = _optional_text(item, "title")
    if not title:
        raise InvalidMemoryFileError("title is missing or empty")
    body = item.get("body")
    if not isinstance(body, str) or not body.strip():
        raise InvalidMemoryFileError("body is missing or empty")
    category = _optional_text(item, "category")
    if category not in FEEDBACK_CATEGORIES:
        category = "other"
    for field, text in (("title", title), ("category", category), ("body", body)):
        _require_unicode(field, text)
    return FeedbackOp(title=title, category=category, body=body.strip())


def _optional_text(item: Mapping[str, object], key: str) -> str:
    value = item.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise InvalidMemoryFileError(f"{key} must be a string, not {json_type(value)}")
    return one_line(value)


def _require_unicode(field: str, text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidMemoryFileError(f"{field} is not valid Unicode (unpaired surrogate)") from None


def _items(document: Mapping[str, object], key: str, rejected: list[Rejected]) -> list[object]:
    value = document.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        rejected.append(Rejected(item=key, reason=f"must be a list, not {json_type(value)}"))
        return []
    if len(value) > MAX_ITEMS_PER_KEY:
        rejected.append(
            Rejected(
                item=f"{key} #{MAX_ITEMS_PER_KEY + 1}..#{len(value)}",
                reason=f"not examined: an answer holds at most {MAX_ITEMS_PER_KEY} {key} items",
            )
        )
        return value[:MAX_ITEMS_PER_KEY]
    return value


def _label(label: str, item: object) -> str:
    file = item.get("file") if isinstance(item, Mapping) else item
    if isinstance(file, str) and file:
        return f"{label} ({item_summary(file)})"
    return label


def item_summary(text: str) -> str:
    """`text` shortened for a report or a log line, or withheld when it looks like a secret."""
    # A rejected item's name goes to the report and the log: never a secret in either.
    if naming.file_name_has_secret(text[:_SUMMARY_SCAN_CHARS]):
        return WITHHELD
    shown = repr(text[: _SUMMARY_CHARS * 2])[1:-1]
    return shown if len(shown) <= _SUMMARY_CHARS else shown[: _SUMMARY_CHARS - 1] + "…"


def _shown_type(kind: object) -> str:
    """An invalid `type` as a report may quote it: only a plain word, never a value that
    could be a password the model put in the wrong field."""
    if not isinstance(kind, str):
        return json_type(kind)
    if _PLAIN_WORD.fullmatch(kind) and item_summary(kind) != WITHHELD:
        return repr(kind)
    return "(withheld: not a plain word)"
