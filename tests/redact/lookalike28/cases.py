"""Look-alike corpus 28: one ``holdout`` split of benign look-alikes and secrets from the
memory notes of a video platform engineer (streaming and broadcast, Montreal and Mexico
City, February 2028).

Written without reading the scrubber or its tests. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns
an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike28:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (for a multi-line key, each body line of 16+ characters).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike28.benign_drm import KINDS as DRM
from tests.redact.lookalike28.benign_media import KINDS as MEDIA
from tests.redact.lookalike28.benign_ops import KINDS as OPS
from tests.redact.lookalike28.benign_text import KINDS as TEXT
from tests.redact.lookalike28.gen import Kind, render, secret_lines
from tests.redact.lookalike28.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = DRM + MEDIA + OPS + TEXT

# Frames put a text where a memory note would have it, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Appris : {t}",
    "- {t}",
    "Nota: {t}",
    "{t}  (vu en prod, février 2028)",
    "> {t}",
    "<!-- mémoire : plateforme vidéo -->\n{t}",
    "Pendiente para la próxima sesión: {t}",
    "* [ ] {t}",
    "Gotcha: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Copié tel quel depuis le terminal :\n\n{t}",
    "```text\n{t}\n```",
    "Extracto (sesión del 2028-02-14):\n\n{t}",
    "<details><summary>extrait</summary>\n\n{t}\n\n</details>",
    "{t}\n\n— gardé pour la prochaine session",
    "### Referencia\n\n{t}\n",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED = ("---", "$ ", "{", "[", "<", "-----", "#", "```", "@", "~/", "apiVersion:")

build = KindCorpus(
    "lookalike28",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_lines,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
