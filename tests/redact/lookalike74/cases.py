"""The ``lookalike74`` corpus: one ``holdout`` split of secrets and benign look-alikes from
the memory notes of a developer at Réseau Biblio-Nord (an invented Québec-Ontario library
consortium), September 2035, in Québec French and English.

Written blind by a helper session following ``/work/briefs/lookalike74.md``: the scrubber,
its tests and the other corpora were not read. It is a held-out evaluation only:
``cases("holdout")`` returns every case (secret cases first) and ``cases("dev")`` returns an
empty tuple. Every value comes from a ``random.Random`` seeded with
``lookalike74:holdout:<kind>``, so the corpus is the same on every run. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike74.benign_payments import PAYMENTS
from tests.redact.lookalike74.benign_platform import PLATFORM
from tests.redact.lookalike74.benign_text import TEXT
from tests.redact.lookalike74.gen import Kind, render, secrets_of
from tests.redact.lookalike74.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT
KINDS: tuple[Kind, ...] = SECRETS + BENIGN

# Where a memory note would put one line, in the team's French and English.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "Appris : {t}",
    "- {t}",
    "Note pour la prochaine fois : {t}",
    "{t}  (vu en prod, sept. 2035)",
    "À retenir — {t}",
    "Gotcha: {t}",
    "- [x] {t}",
    "> {t}",
    "Ottawa team note: {t}",
    "{t}  <!-- noté par l'agent -->",
    "Rappel (équipe Montréal) : {t}",
)
# Where it would put several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Contexte copié tel quel :\n\n{t}",
    "```text\n{t}\n```",
    "{t}\n\n— copied from the terminal, kept for the next session",
    "### Extrait\n\n{t}\n",
    "<details><summary>extrait / snippet</summary>\n\n{t}\n\n</details>",
    "Snippet from the Ottawa runbook:\n\n{t}",
)
# A text that already starts like a document, a command or a block is only framed after it.
_MARKED: tuple[str, ...] = (
    "---", "-----", "- ", "* ", "|", "#", "```", "{", "[", "<", "@", "~/", "/", "$ ",
    "apiVersion:", "provider ", "resource ", "data ", "variable ", "credentials ",
    "curl ", "az ", "gh ", "git ", "docker ", "kubectl ", "terraform ", "redis-cli ",
    "sqlcmd ", "mysql ", "azcopy ", "perl ", "stripe ", "twilio ", "openssl ", "ssh-keygen ",
    "export ", "echo ", "FROM ", "HTTP/", "POST ", "GET ", "Endpoint=", "Server=",
    "DefaultEndpointsProtocol=",
)  # fmt: skip

build = KindCorpus(
    "lookalike74",
    KINDS,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = [
    "SPLITS",
    "Case",
    "Split",
    "benign_cases",
    "build",
    "cases",
    "kinds",
    "secret_cases",
]
