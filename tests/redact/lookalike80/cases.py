"""The ``lookalike80`` corpus: one ``holdout`` split of benign look-alikes and true secrets.

Written blind (without reading the scrubber, its tests or the other corpora) for the memory
notes of a backend developer at Wagonik, an invented Polish-Czech rail-and-road freight
forwarder, in March 2037; the notes are in Polish, Czech and English. It is a held-out
evaluation only: ``cases("holdout")`` returns every case (secret cases first) and
``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike80:holdout:<kind>``, so
the corpus is the same on every run. A benign case has no ``secrets`` and must come out of
the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings that
must not survive (see ``gen.secrets_of`` for the rule).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike80.benign_payments import PAYMENTS
from tests.redact.lookalike80.benign_platform import PLATFORM
from tests.redact.lookalike80.benign_text import TEXT
from tests.redact.lookalike80.gen import Kind, render, secrets_of
from tests.redact.lookalike80.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a Wagonik memory note puts a one-line text.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Zapamiętać: {t}",
    "* Poznámka: {t}",
    "{t}  (z wczorajszego debugowania)",
    "- [ ] {t}",
    "> {t}",
    "**Ostrava:** {t}",
    "Note to self — {t}",
    "{t}  ← ověřeno 2037-03-11",
    "1. {t}",
    "🚂 {t}",
)
# Where it puts a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Kontekst (wklejone z terminala):\n\n{t}",
    "```text\n{t}\n```",
    "### Notatka z sesji 2037-03-09\n\n{t}\n",
    "{t}\n\n— z incidentu INC-2037-0312, nechávám pro další session",
    "Poznámky z nasazení:\n\n~~~\n{t}\n~~~",
    "Z runbooka (Wrocław / Ostrava):\n\n{t}\n\nOstatnia aktualizacja: marzec 2037",
)
# A text that already starts like a document, command or block is only framed after itself.
_MARKED = (
    "---",
    "-----",
    "$ ",
    "{",
    "[",
    "<",
    "#",
    "|",
    "```",
    "~~~",
    "~/",
    "/",
    "apiVersion:",
    "curl ",
    "export ",
    "kubectl ",
    "az ",
    "azcopy ",
    "vault ",
    "git ",
    "glab ",
    "docker ",
    "gitlab-runner ",
    "rabbitmqctl ",
    "sqlcmd ",
    "ssh-keygen ",
    "openssl ",
    "redis-cli ",
    "echo ",
    "cat ",
    "http ",
    "jdbc:",
    "def ",
    "FROM ",
    "GET ",
    "PUT ",
    "Server=",
    "DefaultEndpointsProtocol=",
    "Endpoint=",
    "BlobEndpoint=",
    "resource ",
    "auto_auth ",
    "prometheus.",
    '"',
)

build = KindCorpus(
    "lookalike80",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
