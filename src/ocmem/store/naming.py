"""Memory file names: the one place that decides whether a name is valid, whether it
carries a secret, and what a memory is called instead.

- Valid (`validate_file_name`): one path component ending `.md` (added when missing), not
  hidden, not the index, no control or invisible format character, at most 255 bytes.
- A secret (`file_name_verdict`, judged by `ocmem.redact`'s file-name detector): a name is
  shown in MEMORY.md, in listings and, in-repo, in git, so it is never scrubbed in place.
  A credential shape refuses the save; a name whose only find is a random-looking run (a
  session id, a build id, a commit sha) is replaced by one made from the memory's name or
  description (`renamed_file`). Reports show the old name masked (`masked_file_name`).
- Made-up names (`renamed_file`, the MCP server's `default_file_name`) are slugs:
  lower-case ASCII letters, digits and `_`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable, Mapping
from typing import Literal

from ocmem.store.bounds import MAX_NEW_FILE_NAME_CHARS
from ocmem.store.store_errors import InvalidMemoryFileError

MAX_FILE_NAME_BYTES = 255
_SLUG_SEPARATORS = re.compile(r"[^a-z0-9]+")
# A renamed file leaves room for a `_N` that makes it unique.
_RENAMED_SLUG_CHARS = MAX_NEW_FILE_NAME_CHARS - len(".md") - 6
# The MCP server's names stay short: they are typed and read by people.
_DEFAULT_SLUG_CHARS = 60


def validate_file_name(value: object) -> str:
    """A safe memory file name: one path component, ending `.md`, not hidden, not the index.

    A missing `.md` is added (as the other tools do). Raises `InvalidMemoryFileError`.
    """
    if not isinstance(value, str):
        raise InvalidMemoryFileError(f"file name must be a string, not {json_type(value)}")
    if "\0" in value:
        raise InvalidMemoryFileError("file name contains a NUL character")
    # Judged before the blanks around it are trimmed: `name.md\r` is no name of the store.
    # Format characters (a right-to-left override, a zero-width space) make a name show as
    # another one in MEMORY.md and listings.
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in value):
        raise InvalidMemoryFileError(
            "file name contains a line break, a control character or an invisible format character"
        )
    name = value.strip()
    if not name:
        raise InvalidMemoryFileError("file name is empty")
    if "/" in name or "\\" in name:
        raise InvalidMemoryFileError("file name must be a single name, without / or \\")
    if ".." in name:
        raise InvalidMemoryFileError("file name must not contain '..'")
    if not name.endswith(".md"):
        name += ".md"
    if name == ".md":
        raise InvalidMemoryFileError("file name is empty")
    if name.startswith("."):
        raise InvalidMemoryFileError("file name must not be hidden (start with '.')")
    if name.casefold() == "memory.md":
        raise InvalidMemoryFileError("MEMORY.md is the index, not a memory")
    try:
        size = len(name.encode("utf-8"))
    except UnicodeEncodeError:
        raise InvalidMemoryFileError("file name is not valid Unicode") from None
    if size > MAX_FILE_NAME_BYTES:
        raise InvalidMemoryFileError(f"file name is longer than {MAX_FILE_NAME_BYTES} bytes")
    return name


def file_name_has_secret(file: str) -> bool:
    """Whether a file name carries a secret-shaped token (`reference_ghp_….md`)."""
    # Imported when a name is judged: reading the store never pays for the scrubber.
    from ocmem.redact import file_name_findings

    return bool(file_name_findings(file))


def file_name_verdict(file: str) -> Literal["credential", "identifier"] | None:
    """None for a clean file name; "credential" when it carries a credential shape (the
    save is refused); "identifier" when its only finds are random-looking runs (the save
    is renamed)."""
    from ocmem.redact import file_name_findings, is_credential

    findings = file_name_findings(file)
    if not findings:
        return None
    return "credential" if is_credential(findings) else "identifier"


def masked_file_name(file: str) -> str:
    """`file` as a report may show it: its secret-shaped parts replaced by the marker."""
    from ocmem.redact import mask_file_name

    return mask_file_name(file)


def slug(text: str, limit: int | None = None) -> str:
    """`text` as lower-case ASCII letters, digits and `_`, at most `limit` characters."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slugged = _SLUG_SEPARATORS.sub("_", folded.casefold()).strip("_")
    return slugged if limit is None else slugged[:limit].rstrip("_")


def default_file_name(kind: str, name: str) -> str:
    """`<kind>_<slug of name>.md`: lower-case ASCII letters, digits and `_` only, made from
    the name as it is stored, scrubbed: a secret in the name never reaches the file name."""
    from ocmem.redact import MARKER, scrub

    kind_part = slug(kind, _DEFAULT_SLUG_CHARS) or "memory"
    clean = scrub(name).text.replace(MARKER, " ")
    return f"{kind_part}_{slug(clean, _DEFAULT_SLUG_CHARS) or 'memory'}.md"


def renamed_file(kind: str, sources: Iterable[str], taken: Collection[str]) -> str | None:
    """`<kind>_<slug>.md` from the first of `sources` (the memory's name, its description)
    that makes a clean name, unique among `taken` (`_2`, `_3`… when needed); None when
    none does."""
    for text in sources:
        made = slug(text)
        if not made:
            continue
        if not made.startswith(f"{kind}_"):
            made = f"{kind}_{made}"
        made = made[:_RENAMED_SLUG_CHARS].rstrip("_")
        # The text is judged too: folding to lower case hides a random run from the check.
        if file_name_has_secret(text) or file_name_has_secret(f"{made}.md"):
            continue
        return unique_file(f"{made}.md", taken)
    return None


def unique_file(file: str, taken: Collection[str]) -> str:
    """`file`, or `<stem>_N.md` with the smallest N ≥ 2 that is not in `taken`."""
    stem = file.removesuffix(".md")
    candidate, number = file, 1
    while candidate in taken:
        number += 1
        candidate = f"{stem}_{number}.md"
    return candidate


def json_type(value: object) -> str:
    """What a JSON value is, as a rejection reason names it ("a number", "null")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return type(value).__name__
