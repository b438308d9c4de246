"""The lookalike69 corpus: one ``holdout`` split of benign look-alikes and secrets, set in the
memory notes of an IoT and data engineer at Kelpie Grid (Galway and Inverness, October 2034).

Written blind (without reading the scrubber or its tests). ``cases("holdout")`` returns every
case, secret cases first; ``cases("dev")`` returns an empty tuple. Every value comes from a
``random.Random`` seeded with ``lookalike69:holdout:<kind>``, so the corpus is the same on
every run. A benign case has no ``secrets`` and must come out of the scrubber unchanged; a
secret case lists in ``secrets`` the exact substrings that must not survive.
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike69.benign_payments import PAYMENTS
from tests.redact.lookalike69.benign_platform import PLATFORM
from tests.redact.lookalike69.benign_text import TEXT
from tests.redact.lookalike69.gen import Kind, render, secrets_of
from tests.redact.lookalike69.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Where a memory note would put a text, in the team's three languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Nóta: {t}",
    "Cuimhnich: {t}",
    "{t}  (ón seisiún dífhabhtaithe, 2034-10-07)",
    "* Inbhir Nis: {t}",
    "> {t}",
    "Learned the hard way: {t}",
    "{t} — seiceáil arís Dé Luain",
    "- [ ] {t}",
    "Gaillimh → {t}",
    "{t}\n\n_(nóta ó Shaoirse)_",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Cóipeáilte ón teirminéal:\n\n{t}",
    "~~~\n{t}\n~~~",
    "{t}\n\nAir a chopaigeadh bhon tèirmineal ann an Inbhir Nis.",
    "#### Loga / Log\n\n{t}\n",
    "> Pasted from #kelpie-ops\n\n{t}",
    "{t}\n\n— nóta, Gaillimh, Deireadh Fómhair 2034",
    "Notaichean bhon t-seisean:\n\n{t}",
)
# A text that already starts like a document or a command is only framed after itself.
_MARKED = (
    "---",
    "-----",
    "$ ",
    "{",
    "[",
    "<",
    "#",
    "```",
    "~",
    "|",
    "@",
    "/",
    "> Ready!",
    "apiVersion:",
    "curl ",
    "az ",
    "git ",
    "docker ",
    "kubectl ",
    "influx ",
    "stripe ",
    "tailscale ",
    "sudo ",
    "export ",
    "echo ",
    "redis-cli ",
    "sha256sum ",
    "b2sum ",
    "mosquitto_",
    "python ",
    "openssl ",
    "Get-FileHash",
    "ssh-",
    "command=",
    "pipelines:",
    "services:",
    "SHA256SUMS",
    "MPRN,",
    "Content-Type:",
)

build = KindCorpus(
    "lookalike69",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
