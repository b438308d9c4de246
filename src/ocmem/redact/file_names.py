"""Secrets in a memory file name: the one check every caller uses.

A file name is not scrubbed in place (``reference_«REDACTED».md`` would collide and
break links); the caller refuses it or picks another name, and reports the old one
masked. What was found tells the two apart: a credential shape (a vendor token, a value
after a keyword) is a secret the model put in a name; a run of random-looking characters
alone (a session id, a build id, a commit sha) is usually an identifier.
"""

from __future__ import annotations

import re

from ocmem.redact.entropy import looks_random
from ocmem.redact.identifiers import OPENCODE_ID
from ocmem.redact.scrubber import locate_secrets
from ocmem.redact.span import MARKER, Span, merge_spans

# File names are at most 255 bytes; a longer argument is judged on this many characters.
_MAX_NAME = 1024
# Where a token can start inside a name: the start, after a separator, and where lower
# case turns to upper case (`projectAKIA…`). The scrubber wants a word boundary before a
# token; in a file name `_` and `-` are one.
_TOKEN_STARTS = re.compile(r"[_\-.\s+~,;@=]|(?<=[a-z])(?=[A-Z])")
# A vendor's prefix glued to a word (`reference_githubghp_…`, `stripesk_live_…`): a token
# may start there too, which the scrubber, wanting a boundary, would not try.
_GLUED_PREFIX = re.compile(
    r"gh[pousr]_|github_pat_|glpat-|[sr]k_(?:live|test)_|sk-|AKIA|ASIA|xox[abposr]-|AIza|hf_"
    r"|npm_|pypi-|whsec_"
)
# Every credential shape has a random part of at least ten letters and digits in a row.
_CANDIDATE = re.compile(r"[A-Za-z0-9]{10}")
_WORD_JOINS = re.compile(r"[_-]")
_RUN = re.compile(r"[A-Za-z0-9]+")
_SHORTEST_RANDOM_RUN = 20
RANDOM_RUN = "random-run"
# Kinds that say "looks generated", not "is a credential".
_IDENTIFIER_LIKE = frozenset({RANDOM_RUN, "generated-token"})


def file_name_findings(name: str) -> list[Span]:
    """The secret-shaped spans of ``name`` (one path component), merged, in order."""
    return merge_spans(_found(name))


def _found(name: str) -> list[Span]:
    # `.md` is left out: a value followed by it reads as a file name, not a credential.
    judged = name[:_MAX_NAME].removesuffix(".md")
    # Words joined by `_` or `-` read as the sentence they were made from: a name slugged
    # from "db password tr0ub4dor 3x" holds that password (the offsets stay the same).
    found: list[Span] = list(locate_secrets(_WORD_JOINS.sub(" ", judged)))
    if not _CANDIDATE.search(judged):
        return found
    starts = {0, *(m.end() for m in _TOKEN_STARTS.finditer(judged))}
    starts |= {m.start() for m in _GLUED_PREFIX.finditer(judged)}
    for start in sorted(starts):
        if start < len(judged):
            found.extend(
                Span(s.start + start, s.end + start, s.kind, s.rank)
                for s in locate_secrets(judged[start:])
            )
    for run in _RUN.finditer(judged):
        if looks_random(run.group(), min_length=_SHORTEST_RANDOM_RUN):
            found.append(Span(run.start(), run.end(), RANDOM_RUN, 3))
    # An opencode id is an identifier, but a random one whatever its letters (some have
    # too few kinds of character for `looks_random`): rename, and mask its random part.
    for record in OPENCODE_ID.finditer(judged):
        part = "random" if record.group("random") else "any"
        found.append(Span(record.start(part), record.end(part), RANDOM_RUN, 3))
    return found


def is_credential(findings: list[Span]) -> bool:
    """Whether ``findings`` hold a credential shape, not only identifier-like runs."""
    return any(span.kind not in _IDENTIFIER_LIKE for span in findings)


def scrub_file_name(name: str) -> str | None:
    """``None`` when ``name`` holds a secret-shaped token: a vendor token, a credential
    after a keyword, or a long run of generated characters; otherwise ``name`` unchanged."""
    return None if file_name_findings(name) else name


def mask_file_name(name: str) -> str:
    """``name`` with each secret-shaped span replaced by the marker (for reports only).

    Where one find holds another (a scan from the name's start takes `project_` in with
    the token), the inner one is masked, so the report keeps the readable part.
    """
    judged = name[:_MAX_NAME]
    found = _found(judged)
    # A credential is masked whole: the random runs found inside it (a scan from a case
    # change, `ghp_g|NSWP…`) would leave its prefix and first characters in the report.
    credentials = [span for span in found if span.kind not in _IDENTIFIER_LIKE]
    found = [
        span
        for span in found
        if span.kind not in _IDENTIFIER_LIKE
        or not any(c.start <= span.start and span.end <= c.end for c in credentials)
    ]
    inner = [
        span
        for span in found
        if not any(
            span.start <= other.start
            and other.end <= span.end
            and (other.start, other.end) != (span.start, span.end)
            for other in found
        )
    ]
    pieces: list[str] = []
    cursor = 0
    for span in merge_spans(inner):
        pieces.extend((judged[cursor : span.start], MARKER))
        cursor = span.end
    pieces.append(judged[cursor:])
    return "".join(pieces)
