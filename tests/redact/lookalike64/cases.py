"""The sixty-fourth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Setting: memory notes of a backend developer at Pannonia Parcel (December 2033), a
Hungarian-Romanian marketplace and parcel-locker network, written in Hungarian, Romanian and
English. Written blind, without reading the scrubber or its tests. It is a held-out
evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike64:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike64.benign_payments import PAYMENTS
from tests.redact.lookalike64.benign_platform import PLATFORM
from tests.redact.lookalike64.benign_text import TEXT
from tests.redact.lookalike64.gen import Kind, render, secrets_of
from tests.redact.lookalike64.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Frames put a text where a memory note would have it, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Megjegyzés: {t}",
    "Notă: {t}",
    "{t}  (standup, Kolozsvár/Cluj)",
    "> {t}",
    "Tanulság: {t}",
    "De reținut: {t}",
    "{t} — via #pp-backend",
    "<!-- memory: pannonia-parcel -->\n{t}",
    "* [x] {t}",
    "Note to self: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Részletek:\n\n{t}",
    "Detalii din terminal:\n\n~~~text\n{t}\n~~~",
    "{t}\n\n(copiat din runbook-ul de on-call)",
    "### Snippet\n\n{t}\n",
    "<details><summary>részletek / detalii</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— from the Tuesday debugging session",
)
# A text that already starts like a document, command, table or list is only framed after it.
_MARKED = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "~/",
    "| ",
    "- ",
    "* ",
    "apiVersion",
    "curl ",
    "az ",
    "kubectl ",
    "export ",
    "git ",
    "docker ",
    "glab ",
    "psql ",
    "echo ",
    "/subscriptions",
    "https://",
    "jdbc:",
)

build = KindCorpus(
    "lookalike64",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
