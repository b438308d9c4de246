"""The ``lookalike68`` corpus: one ``holdout`` split of secrets and benign look-alikes from the
memory notes of a backend developer at Nilotic Health (Kampala and Kigali, August 2034).

Written blind (without reading the scrubber or its tests) by a helper session following
``/work/briefs/lookalike68.md``. It is a held-out evaluation only: ``cases("holdout")``
returns every case, secret cases first, and ``cases("dev")`` returns an empty tuple.

Every value comes from a ``random.Random`` seeded with ``lookalike68:holdout:<kind>``, so the
corpus is the same on every run and adding a kind leaves the others unchanged. A benign case
has no ``secrets`` and must come out of the scrubber byte-identical; a secret case lists in
``secrets`` the exact substrings that must not survive (see ``gen.secrets_of``).
"""

from __future__ import annotations

from tests.redact.holdout_corpus import SPLITS, Case, Frames, HoldoutSplits, KindCorpus, Split
from tests.redact.lookalike68.benign_payments import PAYMENTS
from tests.redact.lookalike68.benign_platform import PLATFORM
from tests.redact.lookalike68.benign_text import TEXT
from tests.redact.lookalike68.gen import Kind, render, secrets_of
from tests.redact.lookalike68.true_secrets import SECRETS

BENIGN: tuple[Kind, ...] = PAYMENTS + PLATFORM + TEXT

# Frames put a text where a memory note would have it, in the team's four languages.
_LINE_FRAMES: tuple[str, ...] = (
    "{t}",
    "- {t}",
    "Jjukira: {t}",
    "Ibuka: {t}",
    "À retenir : {t}",
    "{t}  (ikipe ya Kigali yabyemeje)",
    "> {t}",
    "- [ ] {t}",
    "Note du 2034-08-14 : {t}",
    "TIL (Okello): {t}",
    "{t} -- webale nnyo, Nakato",
    "Ebyokuyiga: {t}",
    "Icyo twize: {t}",
    "* {t}  (standup ya Mmande, Kampala)",
)
_BLOCK_FRAMES: tuple[str, ...] = (
    "{t}",
    "Ebyawandiikiddwa mu terminal:\n\n{t}",
    "Ibyo nabonye kuri staging (Kigali):\n\n```\n{t}\n```",
    "Extrait copié tel quel :\n\n{t}\n",
    "<details><summary>log / config</summary>\n\n{t}\n\n</details>",
    "{t}\n\n(from the 2034-08 on-call handover)",
    "### Runbook: ebigobererwa\n\n{t}",
    "{t}\n\nSource : session de debug avec Uwase, Kigali",
)
# A text that already starts like a document, command or block is only framed after it.
_MARKED: tuple[str, ...] = (
    "---",
    "$ ",
    "{",
    "[",
    "<",
    "-----",
    "#",
    "```",
    "|",
    '"',
    "apiVersion:",
    "curl ",
    "gcloud ",
    "vault ",
    "kubectl ",
    "docker ",
    "git ",
    "glab ",
    "export ",
    "psql ",
    "pg_dump ",
    "supabase ",
    "twilio ",
    "gitlab-runner ",
    "redis-cli ",
    "resource ",
    "data ",
    "provider ",
    "variables:",
    "services:",
    "deploy:",
    "env:",
    "spec:",
    "stringData:",
    "write_files:",
    "ssh_authorized_keys:",
    "momo:",
    "openmrs:",
    "airtel:",
    "dhis2:",
    "maps:",
    "cache:",
    "ssh-",
    "ecdsa-",
    "Key ",
    "GET ",
    "POST ",
    "X-",
    "Sentry-",
    "Cookie:",
    "ETag:",
    "Idempotency-Key:",
    "traceparent:",
    "Hashes ",
    "SHA512 ",
    "md5sum ",
    "The authenticity",
    "projects/",
    "gs://",
    "https://",
    "europe-west1-",
    "imageID:",
    "versionName",
    "spring.",
    "connection.",
)

build = KindCorpus(
    "lookalike68",
    SECRETS + BENIGN,
    Frames(_LINE_FRAMES, _BLOCK_FRAMES, _MARKED),
    render,
    retries=20,
    secrets_of=secrets_of,
).build
cases, secret_cases, benign_cases, kinds = HoldoutSplits(build).functions()
__all__ = ["SPLITS", "Case", "Split", "benign_cases", "build", "cases", "kinds", "secret_cases"]
