"""Benign look-alikes in words and references: placeholders and secret references, values
already redacted, the words password/token/salasana/lösenord with no secret after them, and
paths into secret stores."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike49.gen import (
    ALNUM,
    Kind,
    aws_account,
    day,
    num,
    one,
    pick,
)

_PEOPLE = ("Aino", "Mikko", "Johanna", "Elin", "Oskar", "Sanna", "Lars", "Emma")
_SECRET_NAMES = (
    "FASTLY_API_TOKEN",
    "AKAMAI_CLIENT_SECRET",
    "SPEKE_API_KEY",
    "SENTRY_AUTH_TOKEN",
    "ADOBE_CLIENT_SECRET",
    "PLAYBACK_JWT_SECRET",
    "AWS_SECRET_ACCESS_KEY",
    "WIDEVINE_SIGNING_KEY",
)
_SYSTEMS = (
    "Fastly",
    "Akamai Control Center",
    "Sentry",
    "Adobe Analytics",
    "Cloud SQL",
    "Aspera",
    "Icecast",
    "Apple Developer",
    "tekstitys-FTP",
)
_STORE_NAMES = (
    "fastly-api-token",
    "akamai-edgerc",
    "speke-api-key",
    "widevine-signing",
    "playready-key-seed",
    "fairplay-ask",
    "catalogue-db-password",
    "sentry-auth-token",
)


def _names(r: Random) -> dict[str, str]:
    return {
        "name": one(r, _SECRET_NAMES),
        "name2": one(r, _SECRET_NAMES),
        "who": one(r, _PEOPLE),
        "sys": one(r, _SYSTEMS),
        "store": (store := one(r, _STORE_NAMES)),
        "store_var": store.replace("-", "_"),
        "dd": day(r),
        "v": str(r.randint(1, 40)),
        "x": "x" * r.choice((24, 32, 40)),
        "n": str(r.randint(16, 64)),
        "last4": pick(r, ALNUM, 4),
        "acct": aws_account(r),
        "proj": num(r, 12),
        "suffix": pick(r, ALNUM, 6),
        "h": f"{r.randint(7, 22):02d}:{r.randint(0, 59):02d}",
    }


_EX_KEY = "AKIAIOSFODNN7" + "EXAMPLE"
_EX_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "EXAMPLEKEY"

TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_examples",
        (
            "env:\n  ⟨name⟩: ${{ secrets.⟨name⟩ }}\n  AWS_REGION: eu-north-1",
            "⟨name⟩=<paste-from-1password>  # ei koskaan oikeaa arvoa tähän tiedostoon",
            "client_secret = ⟨x⟩",
            "AWS-dokumentaation esimerkkiavaimet: " + _EX_KEY + " / " + _EX_SECRET + " "
            "(eivät toimi, ⟨who⟩ testasi)",
            'export ⟨name⟩="$(op read op://Streaming/⟨store⟩/credential)"',
            'password: "{{ vault_⟨store_var⟩ }}"  # Ansible, värdet kommer från Vault',
            "⟨name⟩=${⟨name⟩:?saknas – sätt den i .env.local}",
        ),
        _names,
    ),
    Kind(
        "redacted_values",
        (
            "⟨name⟩=[REDACTED]  (⟨who⟩ poisti arvon muistiinpanosta ⟨dd⟩.6.)",
            "$ kubectl describe secret ⟨store⟩ -n drm\nType:  Opaque\n\nData\n====\n"
            "value:  ⟨n⟩ bytes",
            "$ gh secret list --repo kajo-media/play-infra\n⟨name⟩   Updated 2031-06-⟨dd⟩\n"
            "⟨name2⟩   Updated 2031-05-⟨dd⟩",
            'client_secret = "********"  # ⟨sys⟩, masked in the runbook',
            "::add-mask:: toimi: lokissa näkyy vain ⟨name⟩=*** ajossa klo ⟨h⟩.",
            "IAM visar bara nyckeln som slutar på …⟨last4⟩ (skapad 2031-06-⟨dd⟩).",
            '{"password": "<redacted>", "user": "play_api", "host": "catalogue-pg"}',
        ),
        _names,
    ),
    Kind(
        "password_words_without_secret",
        (
            "⟨sys⟩-salasana vaihdettu ⟨dd⟩.6.; uusi on 1Passwordin Streaming-holvissa.",
            'FATAL:  password authentication failed for user "play_api" (catalogue-pg, klo ⟨h⟩)',
            "Lösenordet för ⟨sys⟩ roteras varje kvartal – fråga ⟨who⟩, skriv det inte här.",
            "An error occurred (UnrecognizedClientException) when calling the CreateJob "
            "operation: The security token included in the request is invalid.",
            "Remember: ⟨name⟩ is read from Secret Manager at startup; the token never "
            "touches disk.",
            "PGPASSWORD tulee tiedostosta /var/run/secrets/⟨store⟩/password, ei "
            "ympäristömuuttujasta.",
            "error: You must be logged in to the server (Unauthorized) – ⟨who⟩:n token "
            "vanheni klo ⟨h⟩.",
        ),
        _names,
    ),
    Kind(
        "secret_store_references",
        (
            "projects/⟨proj⟩/secrets/⟨store⟩/versions/⟨v⟩",
            "arn:aws:secretsmanager:eu-north-1:⟨acct⟩:secret:prod/⟨store⟩-⟨suffix⟩",
            "gcloud secrets versions access latest --secret=⟨store⟩ --project=kajo-play-prod"
            " | wc -c",
            "env:\n- name: ⟨name⟩\n  valueFrom:\n    secretKeyRef:\n      name: ⟨store⟩\n"
            "      key: value",
            "ExternalSecret ⟨store⟩ synkar från GCP Secret Manager version ⟨v⟩ "
            "(refreshInterval 1h).",
            "aws secretsmanager get-secret-value --secret-id prod/⟨store⟩ --query "
            "VersionId  # vain versio, ei arvoa",
        ),
        _names,
    ),
)
