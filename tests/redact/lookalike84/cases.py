"""The ``lookalike84`` corpus: one ``holdout`` split of benign look-alikes and secrets from
the memory notes of a DevOps engineer at Liman Rota (invented Izmir/Piraeus ferry-ticketing
and port-logistics company), October 2037, written in Turkish, Greek and English.

Written blind (without reading the scrubber or its tests). It is a held-out evaluation only:
``cases("holdout")`` returns every case, secret cases first; ``cases("dev")`` returns ``()``.
Every value comes from a ``random.Random`` seeded ``lookalike84:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike84.benign_payments import PAYMENTS
from tests.redact.lookalike84.benign_platform import PLATFORM
from tests.redact.lookalike84.benign_text import TEXT
from tests.redact.lookalike84.gen import Kind, render, secrets_of
from tests.redact.lookalike84.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note would put a one-line text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Not: {t}",
    "Σημείωση: {t}",
    "{t}  (Pire ekibinden)",
    "* [ ] kontrol et → {t}",
    "Öğrenilen: {t}",
    "> {t}",
    "{t} — gece nöbeti, Ekim 2037",
    "Υπενθύμιση για την επόμενη φορά: {t}",
    "Memory (ops/izmir): {t}",
    "{t}\n\n_kaynak: #ops-izmir_",
)
# Where it would put a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Bağlam (olduğu gibi kopyalandı):\n\n{t}",
    "```text\n{t}\n```",
    "Απόσπασμα από το runbook:\n\n{t}\n",
    "{t}\n\n— Piraeus on-call, Οκτώβριος 2037",
    "<details><summary>çıktı / output</summary>\n\n{t}\n\n</details>",
    "### Σημειώσεις\n\n{t}",
    "{t}\n\nKaynak: terminal geçmişi, bir sonraki oturum için saklandı",
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
    "apiVersion:",
    "curl ",
    "export ",
    "provider ",
    "resource ",
    "POST ",
    "GET ",
    "~/",
    "/",
    "env:",
    "receivers:",
    "output.",
    "paytr:",
    "viva:",
    "commit ",
    "cache:",
    "$ANSIBLE_VAULT",
)

build = KindCorpus(
    "lookalike84",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
