"""The seventh look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Written without reading the scrubber, its other tests or its docs; the ``Case`` fields and
the public functions match ``tests/redact/lookalike3/cases.py`` so the same scorer can run
this corpus. It is a held-out evaluation only: ``cases("holdout")`` returns every case and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike7:holdout:<kind>``, so the
corpus is the same on every run and adding a kind leaves the others unchanged. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

import random

from tests.redact.holdout_corpus import SPLITS, Case, HoldoutSplits, Split
from tests.redact.lookalike7 import benign_enterprise as _ent
from tests.redact.lookalike7 import benign_monorepo as _mono
from tests.redact.lookalike7 import benign_text as _text
from tests.redact.lookalike7 import true_secrets as _sec
from tests.redact.lookalike7.gen import Kind, render

MONOREPO: tuple[Kind, ...] = (
    _mono.GIT
    + _mono.LOCKFILES
    + _mono.CONTAINERS
    + _mono.CLOUD
    + _mono.CI
    + _mono.OBSERVABILITY
    + _mono.FRONTEND
    + _mono.SIGNING
    + _mono.SECURITY_REVIEW
    + _mono.DATA
)
ENTERPRISE: tuple[Kind, ...] = _ent.JVM + _ent.DOTNET + _ent.MAINFRAME + _ent.EMBEDDED
TEXT: tuple[Kind, ...] = _text.CODE + _text.DATA + _text.MIXED
BENIGN: tuple[Kind, ...] = MONOREPO + ENTERPRISE + TEXT
SECRETS: tuple[Kind, ...] = (
    _sec.VCS_AND_REGISTRIES
    + _sec.CHAT_AND_SAAS
    + _sec.CLOUD
    + _sec.KEYS
    + _sec.AUTH
    + _sec.PASSWORDS
    + _sec.MIXED
)
_RETRIES = 20


# How a coding agent files a one-line fact or a pasted block in a note it keeps for a later
# session. These are this corpus's own frames.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Note to self: {t}",
    "* {t}",
    "Gotcha — {t}",
    "[project memory] {t}",
    "{t} (verified twice, keep)",
    "- [ ] {t}",
    "Q: what did we find?\nA: {t}",
    "{t}\n\n_Saved at the end of the session._",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Pasted from the shell so I don't have to rerun it:\n\n{t}",
    "~~~text\n{t}\n~~~",
    "### Worth remembering\n\n{t}",
    "{t}\n\n(end of paste)",
    "Next session should start from this:\n\n    {t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "~~~", "```", "//", '"', "    ")


def _frame(index: int, text: str, keep_lines: bool = False) -> str:
    frames = _BLOCK_FRAMES if "\n" in text else _LINE_FRAMES
    if text.startswith(_MARKED):
        frames = tuple(f for f in frames if f.startswith("{t}"))
    if keep_lines:
        # A secret that spans lines must stay one substring, so no frame may indent it.
        frames = tuple(f for f in frames if not f.endswith("    {t}"))
    frame = frames[index % len(frames)]
    if frame.endswith("    {t}"):
        # An indented block: indent every line so the note stays a code block.
        return frame.replace("    {t}", "\n".join("    " + line for line in text.split("\n")))
    return frame.replace("{t}", text)


def _kind_cases(kind: Kind, seen: set[str], cursor: int) -> list[Case]:
    rng = random.Random(f"lookalike7:holdout:{kind.kind}")
    prefix = "secret" if kind.secrets else "benign"
    out: list[Case] = []
    for i in range(kind.n):
        template = kind.templates[i % len(kind.templates)]
        names = [n for n in kind.secrets if f"⟨{n}⟩" in template]
        for attempt in range(_RETRIES):
            values = kind.values(rng)
            secrets = tuple(dict.fromkeys(values[n] for n in names))
            multiline = any("\n" in secret for secret in secrets)
            text = _frame(cursor + i + attempt, render(template, values), multiline)
            if text not in seen:
                break
        else:
            raise AssertionError(f"{kind.kind}: cannot make a new text from {template!r}")
        seen.add(text)
        if kind.secrets and not secrets:
            raise AssertionError(f"{kind.kind}: {template!r} binds none of {kind.secrets}")
        out.append(
            Case(
                id=f"holdout-lookalike7-{prefix}-{kind.kind}-{i + 1:02d}",
                split="holdout",
                kind=kind.kind,
                text=text,
                secrets=secrets,
                source=kind.source,
            )
        )
    return out


def build() -> tuple[Case, ...]:
    """Build the holdout split from scratch (``cases`` caches this)."""
    seen: set[str] = set()
    out: list[Case] = []
    for kind in SECRETS + BENIGN:
        out.extend(_kind_cases(kind, seen, len(out)))
    return tuple(out)


cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
