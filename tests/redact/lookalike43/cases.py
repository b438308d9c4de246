"""The forty-third look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Setting: June 2030, memory notes kept for a backend developer on the claims platform of an
invented insurer (Wartomir Ubezpieczenia S.A.) in Warsaw, with a team in Lagos. Written
without reading the scrubber, its tests or other corpora. ``cases("holdout")`` returns every
case (secret cases first) and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike43:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must
not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike43.benign_cloud import CLOUD
from tests.redact.lookalike43.benign_domain import DOMAIN
from tests.redact.lookalike43.benign_text import TEXT
from tests.redact.lookalike43.gen import Kind, render, secret_parts
from tests.redact.lookalike43.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DOMAIN + CLOUD + TEXT

# Where the notes put a text, in the team's languages (Polish, English, Yoruba, Pidgin).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Zapamiętać: {t}",
    "Abeg remember: {t}",
    "Ẹ rántí: {t}",
    "- [ ] {t}",
    "{t}  (notatka z 2030-06-12)",
    "**Lagos sync:** {t}",
    "<!-- memory: claims-platform -->\n{t}",
    "{t} — wetin we learn for standup",
    "Ìkìlọ̀ / uwaga: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Wklejone z terminala:\n\n{t}",
    "```text\n{t}\n```",
    "Na so e show for the logs:\n\n{t}",
    "{t}\n\n_Àkọsílẹ̀ láti ìpàdé Lagos–Warszawa, 2030-06-18_",
    "### Notatki / Notes\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "- ")

build = KindCorpus(
    "lookalike43",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
