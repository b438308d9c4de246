"""The ``lookalike76`` corpus: one ``holdout`` split of secrets and benign look-alikes.

Memory notes for a mobile developer at Kapwa Puhunan (an invented Indonesian-Filipino
microfinance and group-lending app, Manila and Surabaya), March 2036, in Taglish,
Indonesian and English. Written blind, without reading the scrubber or its tests; see
``README.md``. ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike76:holdout:<kind>``, so the
corpus is the same on every run. A benign case has no ``secrets`` and must come out of the
scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that must not
survive (one per line of 16+ characters for a multi-line key body, see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike76.benign_payments import PAYMENTS
from tests.redact.lookalike76.benign_platform import PLATFORM
from tests.redact.lookalike76.benign_text import TEXT
from tests.redact.lookalike76.gen import Kind, render, secrets_of
from tests.redact.lookalike76.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note would put a one-line text (Taglish, Indonesian, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Natutunan ko ngayon: {t}",
    "Catatan: {t}",
    "* [2036-03-14] {t}",
    "{t}  (galing sa standup kanina)",
    "Paalala sa susunod na session: {t}",
    "Penting — {t}",
    "{t} — dicatat oleh tim Surabaya",
    "Note to self: {t}",
    "<!-- kapwa-memory: mobile -->\n{t}",
    "{t}\n\n_tags: #kapwa #memory_",
    "> Mula kay Migs: {t}",
)
# Where a memory note would put a multi-line text.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Kinopya mula sa terminal:\n\n{t}",
    "```text\n{t}\n```",
    "Dari catatan sesi sebelumnya:\n\n{t}\n",
    "<details><summary>buksan</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— naka-save para sa susunod na session",
    "### Konteks\n\n{t}",
    "{t}\n\n(sumber: thread #kapwa-infra, Maret 2036)",
)
# A text that already starts like a document, command or block is only framed after itself.
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
    "apiVersion:",
    "curl ",
    "kubectl ",
    "aliyun ",
    "gcloud ",
    "firebase ",
    "git ",
    "docker ",
    "psql ",
    "redis-cli ",
    "ossutil ",
    "echo ",
    "export ",
    "- ",
)

build = KindCorpus(
    "lookalike76",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
