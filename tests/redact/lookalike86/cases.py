"""The ``lookalike86`` corpus: one ``holdout`` split of secrets and benign look-alikes from the
memory notes of a backend developer at Laadpunt Lage Landen (EV charging and roaming, April
2038), written blind to the scrubber by a helper session following
``/work/briefs/lookalike86.md``.

``cases("holdout")`` returns every case, secret cases first; ``cases("dev")`` is empty by
design. Every value comes from a ``random.Random`` seeded with
``lookalike86:holdout:<kind>``, so the corpus is the same on every run. A benign case has no
``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike86.benign_payments import PAYMENTS
from tests.redact.lookalike86.benign_platform import PLATFORM
from tests.redact.lookalike86.benign_text import TEXT
from tests.redact.lookalike86.gen import Kind, render, secrets_of
from tests.redact.lookalike86.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a note would put one line, in the team's languages (Dutch, Flemish, French, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Geleerd: {t}",
    "NB: {t}",
    "À retenir : {t}",
    "{t}  (genoteerd na de stand-up in Gent)",
    "> [!TIP]\n> {t}",
    "- [ ] nakijken: {t}",
    "Remarque de l'équipe de Liège : {t}",
    "{t} — zie ook het runbook laadpaal-onboarding",
    "Note to self: {t}",
    "Opgelet: {t}",
    "<!-- memory: ocpp/roaming -->\n{t}",
)
# Where a note would put a block.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Uit de terminal geplakt:\n\n{t}",
    "```text\n{t}\n```",
    "<details><summary>extrait</summary>\n\n{t}\n\n</details>",
    "{t}\n\n(bron: incident-call met Liège, 14/04)",
    "### Référence\n\n{t}\n",
    "Context voor de volgende sessie:\n{t}",
)
# A text that already starts like a document, command, table or block is only framed after.
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
    "* ",
    "~/",
    "/",
    ".",
    "apiVersion:",
    "curl ",
    "export ",
    "az ",
    "kubectl ",
    "git ",
    "docker ",
    "glab ",
    "gitlab-runner ",
    "psql ",
    "mysql ",
    "redis-cli ",
    "scw ",
    "kcat ",
    "ssh-",
    "openssl ",
    "sha256sum ",
    "echo ",
    "GET ",
    "POST ",
)

build = KindCorpus(
    "lookalike86",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
