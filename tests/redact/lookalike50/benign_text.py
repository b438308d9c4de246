"""Benign look-alikes in words: secret slots that hold a placeholder, a reference or a
redaction mark, and the word "password" (κωδικός) used where no secret is given.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike50.gen import Kind, num, pick_date, uuid4

_REDACTED = (
    "<redacted>",
    "***",
    "****************",
    "[REDACTED]",
    "<from Key Vault>",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "...",
    "<see 1Password: Kymaline/Integration>",
)
_VARS = (
    "VIVA_CLIENT_SECRET",
    "TWILIO_AUTH_TOKEN",
    "SB_CONNECTION",
    "COSMOS_KEY",
    "SAP_RFC_PASSWORD",
    "SFTP_PASSWORD",
)


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "red": r.choice(_REDACTED),
        "red2": r.choice(_REDACTED),
        "var": r.choice(_VARS),
        "ns": r.choice(("sb-kyma-prod-weu", "sb-kyma-edi", "sb-kyma-uat-weu")),
        "acct": r.choice(("stkymaedi", "stkymaediprod", "stkymaais01")),
        "policy": r.choice(("send-edi", "listen-ais", "RootManageSharedAccessKey")),
        "date": pick_date(r),
        "kv": r.choice(("kv-kyma-int-prod", "kv-kyma-int-uat")),
        "sid": "AC" + "x" * 32,
        "app": uuid4(r),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "days": r.choice(("60", "90", "180")),
        "date": pick_date(r),
        "inc": "INC" + num(r, 7),
        "n": str(r.randint(2, 254)),
        "ticket": num(r, 5),
        "user": r.choice(("edi_app", "RFC_EDI", "kyma_customs", "ais_writer")),
        "len": r.choice(("14", "16", "20")),
        "host": r.choice(("kyma-int01", "kyma-int02", "kyma-sftp-gw")),
    }


PLACEHOLDERS = Kind(
    "redacted_and_placeholder_secrets",
    (
        "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨policy⟩;"
        "SharedAccessKey=⟨red⟩",
        "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨red⟩;"
        "EndpointSuffix=core.windows.net",
        "⟨var⟩=${{ secrets.⟨var⟩ }}",
        "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=your_auth_token_here",
        "sftp:\n  host: sftp.aegeanterminals.gr\n  user: kyma_edi\n  password: "
        "\"{{ lookup('azure_keyvault_secret', 'sftp-aegean', vault_url='https://⟨kv⟩.vault."
        "azure.net') }}\"",
        'curl -u "$VIVA_CLIENT_ID:$⟨var⟩" https://accounts.vivapayments.com/connect/token '
        "-d grant_type=client_credentials   # values from ⟨kv⟩",
        "Στο ticket προς τη Microsoft έβαλα το connection string με SharedAccessKey=⟨red⟩ και "
        "AccountKey=⟨red2⟩ (⟨date⟩).",
        "AZURE_CLIENT_ID=⟨app⟩\nAZURE_CLIENT_SECRET=⟨red⟩  # set by the pipeline, never here",
    ),
    _placeholders,
)

PASSWORD_WORDS = Kind(
    "password_word_without_secret",
    (
        "Password rotation: the SAP RFC user RFC_EDI expires every ⟨days⟩ days; Basis reset "
        "it on ⟨date⟩ (ticket ⟨inc⟩).",
        "sshd_config on ⟨host⟩: PasswordAuthentication no, PubkeyAuthentication yes, "
        "PermitRootLogin no",
        "az acr login -n acrkyma --expose-token --query accessToken -o tsv | docker login "
        "acrkyma.azurecr.io -u 00000000-0000-0000-0000-000000000000 --password-stdin",
        "Ο κωδικός πρόσβασης του χρήστη ⟨user⟩ έληξε· ζήτησα reset από το helpdesk "
        "(αίτημα #⟨ticket⟩).",
        "Login failed for user '⟨user⟩'. Reason: Password did not match that for the login "
        "provided. [CLIENT: 10.40.2.⟨n⟩]",
        "Password policy for partner SFTP accounts: min ⟨len⟩ characters, no reuse of the last "
        "5, rotate every ⟨days⟩ days; store only in Key Vault.",
        "Ξέχασα τον κωδικό του Viva demo account — έκανα «Forgot password» στις ⟨date⟩, το "
        "email ήρθε στο eleni@kymaline.gr.",
    ),
    _words,
)

TEXT: tuple[Kind, ...] = (PLACEHOLDERS, PASSWORD_WORDS)
