"""The lookalike18 corpus: one ``holdout`` split of a hospital integration engineer's notes.

Written without reading the scrubber, its tests or any other corpus; only the shared
``tests/redact/holdout_corpus.py`` API and the shape of ``lookalike3`` were read. It is a
held-out evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike18:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings (16+
characters each, one per private-key body line) that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike18.benign_clinical import CLINICAL
from tests.redact.lookalike18.benign_infra import INFRA
from tests.redact.lookalike18.benign_text import TEXT
from tests.redact.lookalike18.gen import Kind, render
from tests.redact.lookalike18.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = CLINICAL + INFRA + TEXT

# Where a note of March 2027 puts a line or a pasted block; the wording is this corpus's own.
# 13 line frames and 8 block frames, so that neither 7 nor 11 cases per kind lock a template
# to one frame.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Notiz: {t}",
    "- [ ] {t}",
    "> {t}",
    "Uit de overdracht: {t}",
    "メモ: {t}",
    "{t}  (aus dem Schichtbuch übernommen)",
    "<!-- 2027-03 · integration -->\n{t}",
    "Catatan tim Nusantara: {t}",
    "**Wichtig:** {t}",
    "{t} — kept for the next on-call",
    "Nachtrag: {t}",
    "{t}  ← Rizky fragen, ob das noch stimmt",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "```text\n{t}\n```",
    "Uit de overdracht:\n\n{t}",
    "<!-- geplakt van jh01 -->\n{t}",
    "{t}\n\n(aus dem Terminal kopiert)",
    "### Schnipsel\n\n{t}\n",
    "メモ（コピー）:\n{t}",
    "<details>\n<summary>Ausgabe</summary>\n\n{t}\n</details>",
)
# A text that already starts like a document, table, log or prompt is only framed after it.
_MARKED = ("---", "-----", "$ ", "{", "[", "<", "#", "|", "```", "MSH|", "PS ", "(00", "~/")


def _secret_parts(name: str, value: str) -> list[str]:
    """A one-line value is the secret; a multi-line one (a key body) is each 16+ line."""
    if "\n" in value:
        return [line for line in value.split("\n") if len(line) >= 16]
    if len(value) < 16:
        raise AssertionError(f"secret slot {name} is shorter than 16 characters: {value!r}")
    return [value]


_corpus = KindCorpus(
    "lookalike18",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=_secret_parts,
)


def build() -> tuple[Case, ...]:
    """Build the corpus and check it: every secret is in its text and in no benign text."""
    out = _corpus.build()
    benign = [case.text for case in out if not case.is_secret]
    for case in out:
        for secret in case.secrets:
            if secret not in case.text or len(secret) < 16:
                raise AssertionError(f"{case.id}: bad secret {secret!r}")
            if any(secret in text for text in benign):
                raise AssertionError(f"{case.id}: secret also occurs in a benign text")
    return out


cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
