"""The lookalike46 corpus: one ``holdout`` split of secrets and benign look-alikes.

Memory notes of a developer on the practice-management SaaS of Cnoc Vets, an invented
veterinary-clinic chain (Dublin, with a team in Kraków), in December 2030. Written without
reading the scrubber or its tests. ``cases("holdout")`` returns every case, secret cases
first; ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike46:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (for a multi-line key, each body line of 16 or more characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike46.benign_infra import INFRA
from tests.redact.lookalike46.benign_text import TEXT
from tests.redact.lookalike46.benign_vendor import VENDOR
from tests.redact.lookalike46.gen import Kind, render, secret_parts
from tests.redact.lookalike46.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = VENDOR + INFRA + TEXT

# Where a memory note puts a text, in the team's three languages (English, Irish, Polish).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Nóta: {t}",
    "Notatka: {t}",
    "- {t}",
    "Learned 2030-12-04: {t}",
    "{t}  (z sesji debugowania, 2030-12-09)",
    "> {t}",
    "Le seiceáil: {t}",
    "* {t}  <!-- on-call, Dec 2030 -->",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Sliocht ón teirminéal:\n\n{t}",
    "Wklejone z terminala:\n\n```\n{t}\n```",
    "```text\n{t}\n```",
    "{t}\n\n(kept from the December 2030 on-call handover)",
    "### Fragment\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", "|", "  ")

build = KindCorpus(
    "lookalike46",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
