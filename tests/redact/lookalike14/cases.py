"""The fourteenth look-alike corpus: one ``holdout`` split of benign look-alikes and secrets.

Setting: a month (November 2026) of Markdown memory notes a coding agent keeps for an
engineer on the digital channels team of Noordhaven Bank, an invented European retail bank
(Spring Boot / Quarkus services, IBM MQ and Confluent Kafka, DB2 on z/OS and Oracle, PSD2
APIs, ISO 20022, card tokenisation and HSMs, OpenShift, GitLab, Vault and Conjur, mobile).

Written blind to the scrubber and its tests. ``cases("holdout")`` returns every case (secret
cases first); ``cases("dev")`` returns ``()``. A benign case has no ``secrets`` and must come
out of the scrubber byte-identical; a secret case lists in ``secrets`` the exact substrings
(each at least 16 characters) that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike14.benign_crypto import CRYPTO
from tests.redact.lookalike14.benign_ids import IDS
from tests.redact.lookalike14.benign_payments import PAYMENTS
from tests.redact.lookalike14.benign_text import TEXT
from tests.redact.lookalike14.gen import Kind, render, secret_parts
from tests.redact.lookalike14.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = IDS + PAYMENTS + CRYPTO + TEXT

# Where a memory note puts a text: bullets, table rows, chat pastes, commit messages,
# callouts. Secret and benign kinds share every frame.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "* 2026-11-14 — {t}",
    "| note | {t} |",
    "> **marek.w** (Teams, 11:20): {t}",
    "fix(dch): note from incident review\n\n{t}\n\nRefs: DCH-4417",
    "{t}  _(verified 2026-11-21)_",
    "<!-- agent-memory: digital-channels -->\n{t}",
    "## Gotcha\n\n{t}",
    "1. {t}",
    "{t} #payments #memory",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "### Runbook excerpt\n\n{t}",
    "Pasted from Teams (Sanne, 16:05):\n\n{t}",
    "<details><summary>raw output</summary>\n\n{t}\n\n</details>",
    "{t}\n\n_recorded by the agent, 2026-11-19_",
    "1. Observed:\n\n{t}\n\n2. Next: compare with acc",
    "> [!IMPORTANT]\n> copied as-is\n\n{t}",
)
# A text that already starts like a document, command, list or block is only framed after it.
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
    "- ",
    "commit ",
    "X-",
    "Authorization:",
)

build = KindCorpus(
    "lookalike14",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secret_parts,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
