"""Benign look-alikes in config and prose: secret references (Key Vault, pipeline variables,
Kubernetes), redacted or masked values, documentation placeholders, and the word "password"
(wachtwoord, mot de passe, كلمة السر) used with no secret in it."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike31.gen import (
    UPPER_ALNUM,
    Kind,
    digits,
    hexs,
    num,
    pick,
    uuid4,
)

_SECRET_NAMES = (
    "sftp-kasbah-password",
    "pcs-client-secret",
    "sap-rfc-edi",
    "as2-keystore-pass",
    "sendgrid-api-key",
    "tms-sql-password",
)
_USERS = ("svc_edi_rtm", "ops-casa", "vlm_gate", "tms_batch", "y.benali", "s.dekker", "RFC_EDI")
_ACCOUNTS = ("vlmedistore01", "vlmdocarchive", "vlmcustomsprd", "vlmaisraw")
# The documentation example pair from the AWS docs, joined so it reads as what it is.
_AWS_DOC_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
_AWS_DOC_KEY = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"


def _refs(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_SECRET_NAMES),
        "ver": hexs(r, 32),
        "env": r.choice(("PCS_CLIENT_SECRET", "KAFKA_SASL_PASSWORD", "SFTP_PASSWORD")),
        "kv": r.choice(("vlm-kv-prod", "vlm-kv-acc", "vlm-kv-casa")),
        "var": r.choice(("TmsSqlPassword", "AcrPassword", "SapRfcPassword")),
        "n": str(r.randint(2, 9)),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "acct": r.choice(_ACCOUNTS),
        "user": r.choice(_USERS),
        "last4": pick(r, UPPER_ALNUM, 4),
        "ts": f"2028-07-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}Z",
        "host": r.choice(("sftp.kasbah-transit.ma", "edi.dkbroker.nl", "mft.atlasreefer.ma")),
        "n": num(r, 6),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "app": uuid4(r),
        "ns": r.choice(("vlm-edi-prod", "vlm-ais-evh", "vlm-customs-sb")),
        "x": "x" * r.choice((32, 40, 44)),
        "zero": "0" * r.choice((32, 40)),
        "aws_id": _AWS_DOC_ID,
        "aws_key": _AWS_DOC_KEY,
        "page": r.choice(("onboarding.md", "partner-setup.md", "README.md", "runbook-as2.md")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(_USERS),
        "days": str(r.randint(3, 30)),
        "ticket": r.choice(("INC", "RITM", "CHG")) + digits(r, 7),
        "name": r.choice(_SECRET_NAMES),
        "d": f"2028-0{r.randint(4, 7)}-{r.randint(10, 28)}",
        "n": str(r.randint(3, 12)),
        "len": r.choice(("14", "16", "20")),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "secret_references_not_values",
        (
            '"SftpPassword": "@Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net/'
            'secrets/⟨name⟩/⟨ver⟩)"',
            "@Microsoft.KeyVault(VaultName=⟨kv⟩;SecretName=⟨name⟩)",
            "env:\n  - name: ⟨env⟩\n    valueFrom:\n      secretKeyRef:\n        name: ⟨name⟩\n"
            "        key: value",
            "sqlcmd -S vlm-tms-sql.database.windows.net -d tms -U tms_app -P $(⟨var⟩)",
            "POSTGRES_PASSWORD: ${⟨env⟩:?zet in .env}",
            "password: ${{ secrets.⟨env⟩ }}",
            '"password": "@parameters(\'⟨var⟩\')"',
            "Het wachtwoord staat in Key Vault ⟨kv⟩ onder ⟨name⟩ (versie ⟨ver⟩), niet in de repo.",
        ),
        _refs,
    ),
    Kind(
        "redacted_and_masked_values",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=***;"
            "EndpointSuffix=core.windows.net",
            "jco.client.user=⟨user⟩\njco.client.passwd=********",
            "⟨ts⟩ INFO SftpClient connect host=⟨host⟩ user=⟨user⟩ password=[REDACTED] session=⟨n⟩",
            "client_secret=<redacted> (zie vault), client_id=vlm-terminal-⟨n⟩",
            "SendGrid key eindigt op …⟨last4⟩ (alleen de laatste 4 tekens getoond in de portal)",
            "Authorization: Bearer <token>",
            "Le mot de passe de ⟨user⟩ : •••••••• (masqué dans le ticket ⟨n⟩)",
        ),
        _redacted,
    ),
    Kind(
        "documentation_placeholders",
        (
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_CLIENT_SECRET=<client-secret-van-de-app-registration>",
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=send;"
            "SharedAccessKey=⟨x⟩",
            "Voorbeeld uit de AWS-docs (geen echte sleutel): aws_access_key_id = ⟨aws_id⟩, "
            "aws_secret_access_key = ⟨aws_key⟩",
            'curl -H "Consumer-Key: {{maersk_consumer_key}}" '
            "https://api.maersk.com/track-and-trace-private/events  # uit ⟨page⟩",
            "PCS_CLIENT_SECRET=YOUR_CLIENT_SECRET_HERE",
            "AIS_API_KEY=⟨zero⟩  # dummy voor de unit tests",
            "Remplacer <MOT_DE_PASSE_SFTP> par la valeur du coffre avant de lancer le script "
            "(voir ⟨page⟩).",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Wachtwoord van ⟨user⟩ verloopt over ⟨days⟩ dagen; resetten via SSPR, niet via de "
            "servicedesk.",
            "Mot de passe oublié pour le portail BADR : passer par le formulaire, ticket ⟨ticket⟩.",
            "ila nsiti l-mot de passe dyal VPN, sift ticket l-IT (⟨ticket⟩), ma t3awdch tjerreb "
            "bzaf.",
            "Password policy for partner SFTP accounts: min ⟨len⟩ chars, rotation every 90 days, "
            "no reuse of the last ⟨n⟩.",
            "sshd_config op de SFTP-gateway: PasswordAuthentication no (alleen keys sinds ⟨d⟩)",
            "RFC_ERROR_LOGON_FAILURE: Password logon no longer possible - too many failed "
            "attempts (⟨user⟩)",
            "كلمة السر ديال ⟨user⟩ تبدلات نهار ⟨d⟩، الجديدة كاينة ف Key Vault تحت ⟨name⟩.",
            "| Account | Auth | Laatst geroteerd |\n|---|---|---|\n| ⟨user⟩ | password | ⟨d⟩ |\n"
            "| svc_edi_rtm | ssh-key | ⟨d⟩ |",
        ),
        _prose,
    ),
)
