"""The ``lookalike78`` held-out corpus: Hafaldan (an invented Icelandic-Faroese fish-auction
and cold-chain logistics company, November 2036) memory notes in Icelandic, Faroese, Danish
and English, with true secrets and benign look-alikes.

Written blind by a helper session following ``/work/briefs/lookalike78.md``: the scrubber,
its tests and the other corpora were never read. One split, ``holdout``; ``dev`` is empty.
Every value comes from a ``random.Random`` seeded with ``lookalike78:holdout:<kind>``. A
benign case has no ``secrets`` and must come out unchanged; a secret case lists in
``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike78.benign_payments import PAYMENTS
from tests.redact.lookalike78.benign_platform import PLATFORM
from tests.redact.lookalike78.benign_text import TEXT
from tests.redact.lookalike78.gen import Kind, render, secrets_of
from tests.redact.lookalike78.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT
KINDS: tuple[Kind, ...] = SECRETS + BENIGN

# Where the team's notes put a one-line text (Icelandic, Faroese, Danish, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Minnispunktur: {t}",
    "• {t}",
    "Lært í dag: {t}",
    "{t}  — skrivað í Tórshavn",
    "Notat: {t}",
    "- [ ] Fylgja eftir: {t}",
    "> {t}",
    "Husk: {t}",
    "{t}  ← úr villuleitinni í vikunni",
    "Til minnis (Rakul): {t}",
    "Note to self: {t}",
)
# Where they put a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Afrit úr skelinni:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>útdráttur</summary>\n\n{t}\n\n</details>",
    "{t}\n\nKelda: skíggjamynd frá toyminum í Tórshavn",
    "### Tilvísun\n\n{t}\n",
    "Fra driftsloggen (kopieret):\n\n{t}",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "|",
    "~/",
    "/",
    "apiVersion",
    "export ",
    "curl ",
    "aws ",
    "az ",
    "git ",
    "docker ",
    "kubectl ",
    "mosquitto",
    "influx ",
    "helm ",
    "op ",
    "psql ",
    "resource ",
    "provider ",
    '"',
)

build = KindCorpus(
    "lookalike78",
    KINDS,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
