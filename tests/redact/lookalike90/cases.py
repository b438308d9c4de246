"""The ``lookalike90`` corpus: one ``holdout`` split of secrets and benign look-alikes from
the memory notes of a platform engineer at Alpenrand Vermögen AG (an invented Swiss
wealth-management reporting platform, December 2038).

Written blind (without reading the scrubber or its tests) by a helper session following
``/work/briefs/lookalike90.md``. ``cases("holdout")`` returns every case, secret cases first;
``cases("dev")`` returns an empty tuple. Every value comes from a ``random.Random`` seeded
with ``lookalike90:holdout:<kind>``, so the corpus is the same on every run. A benign case has
no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike90.benign_payments import BENIGN_PAYMENTS
from tests.redact.lookalike90.benign_platform import BENIGN_PLATFORM
from tests.redact.lookalike90.benign_text import BENIGN_TEXT
from tests.redact.lookalike90.gen import Kind, render, secrets_of
from tests.redact.lookalike90.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = BENIGN_PAYMENTS + BENIGN_PLATFORM + BENIGN_TEXT

# Where the team's notes put a one-line text (Swiss German, French, Italian, English).
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Gelernt: {t}",
    "À retenir : {t}",
    "Nota per la prossima volta: {t}",
    "{t}  ← us em Pikett vo geschter",
    "* [ ] nachfassen: {t}",
    "> {t}",
    "TODO(Lugano): {t}",
    "Learned the hard way: {t}",
    "<!-- memo: plattform / zürich -->\n{t}",
    "{t}  (vu avec l'équipe de Genève)",
)
# Where they put a block of several lines.
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Us em Terminal kopiert:\n\n{t}",
    "Copié depuis le runbook de Genève :\n\n{t}\n",
    "<details><summary>Dettagli (Lugano)</summary>\n\n{t}\n\n</details>",
    "### Notiz\n\n{t}\n\nQuelle: Pikett-Übergabe Zürich",
    "{t}\n\n_(für die nächste Session aufbewahrt)_",
    "Context from the incident call:\n\n{t}\n",
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
    "~/",
    "apiVersion:",
    "export ",
    "curl ",
    "vault ",
    "kubectl ",
    "git ",
    "az ",
    "psql ",
    "docker ",
    "confluent ",
    "openssl ",
    "keytool ",
    "sshpass ",
    "glab ",
    "gitlab-runner ",
    "kcadm.sh ",
    "echo ",
    "exo ",
    "helm ",
    "cosign ",
    "openstack ",
    "FROM ",
    "SPC\n",
    "ALTER ",
    "GET ",
    '"',
    "env:",
    "image:",
    "users:",
    "kafka:",
    "abacus:",
    "avaloq:",
    "datatrans:",
    "twint:",
    "keycloak:",
    "postfinance:",
    "output.",
    "provider ",
    "resource ",
    "data ",
    "webhooks:",
    "parameters:",
    "annotations:",
    "services:",
)

build = KindCorpus(
    "lookalike90",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
