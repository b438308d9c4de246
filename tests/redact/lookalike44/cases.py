"""The forty-fourth look-alike corpus: one ``holdout`` split of benign look-alikes and
secrets from the memory notes of a site engineer at "Yolcum", an invented ride-hailing and
delivery app in Istanbul with a team in Baku (August 2030).

Written blind: without reading the scrubber, its tests or the other corpora (only the
shared ``holdout_corpus`` API and the third corpus's ``cases``, ``gen`` and
``true_secrets`` modules, for their shape). ``cases("holdout")`` returns every case, secret
cases first; ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike44:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike44.benign_domain import DOMAIN
from tests.redact.lookalike44.benign_ops import OPS
from tests.redact.lookalike44.benign_text import TEXT
from tests.redact.lookalike44.gen import Kind, render, secret_parts
from tests.redact.lookalike44.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DOMAIN + OPS + TEXT

# Frames put a text where a memory note would have it, in the team's languages (Turkish,
# Azerbaijani, Russian, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Not: {t}",
    "Qeyd: {t}",
    "Заметка: {t}",
    "• {t}",
    "{t}  — 2030-08 nöbet devri",
    "> [!TIP]\n> {t}",
    "<!-- hafıza: platform -->\n{t}",
    "Bir dahaki sefere: {t}",
    "Növbəti dəfə üçün: {t}",
    "На будущее: {t}",
    "- [ ] {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Terminalden kopyalandı:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>çıktı / вывод</summary>\n\n{t}\n\n</details>",
    "{t}\n\nMənbə: Bakı komandası ilə zəng, 2030-08-14",
    "#### Справка\n\n{t}\n",
    "{t}\n\n(nöbetçi notu, Ağustos 2030)",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "~/", ".env", "apiVersion:")

build = KindCorpus(
    "lookalike44",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
