"""The ``lookalike71`` corpus: memory notes of a platform engineer at Hanse Lager Robotik
GmbH (Hamburg and Aarhus, February 2035), one ``holdout`` split of secrets and look-alikes.

Written blind, without reading the scrubber or its tests. ``cases("holdout")`` returns every
case (secret cases first); ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike71:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out of the scrubber byte-identical;
a secret case lists in ``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike71.benign_payments import PAYMENTS
from tests.redact.lookalike71.benign_platform import PLATFORM
from tests.redact.lookalike71.benign_text import TEXT
from tests.redact.lookalike71.gen import Kind, render, secrets_of
from tests.redact.lookalike71.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where the team's notes put a text, in German, Danish and English.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Notiz: {t}",
    "Husk: {t}",
    "{t}  (aus der Rufbereitschaft, KW 6)",
    "* [ ] {t}",
    "> {t}",
    "Aarhus-teamet skrev: {t}",
    "Learned today: {t}",
    "{t}\n\n_Quelle: Slack #hlr-plattform_",
    "| Notiz | {t} |",
    "<!-- hlr-memory: platform -->\n{t}",
    "Til næste gang: {t}",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Kontext (aus dem Terminal kopiert):\n\n{t}",
    "```text\n{t}\n```",
    "Fra on-call-loggen:\n\n{t}\n",
    "{t}\n\n— festgehalten nach dem Incident-Review",
    "<details>\n<summary>Auszug</summary>\n\n{t}\n\n</details>",
    "### Notat\n\n{t}",
    "{t}\n\n(kept for the next session)",
)
# A text that already starts like a document or a command is only framed after itself.
_MARKED: tuple[str, ...] = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "~/",
    "/",
    "apiVersion:",
    "curl ",
    "az ",
    "azcopy ",
    "kubectl ",
    "vault ",
    "docker ",
    "export ",
    "git ",
    "glab ",
    "helm ",
    "argocd ",
    "mosquitto_",
    "mqtt ",
    "uaread ",
    "echo ",
    "gitlab-runner ",
    "kcadm.sh ",
    "ros2 ",
    "sha256sum ",
    "ssh-keygen ",
    "openssl ",
    "cosign ",
    "op ",
    "db.",
    "SELECT ",
    "PGPASSWORD=",
)

build = KindCorpus(
    "lookalike71",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
