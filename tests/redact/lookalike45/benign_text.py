"""Benign look-alikes from keys and prose: certificate thumbprints, public keys and
certificates, HSM check values and serials, redacted values, placeholders and the public
emulator keys, and the word "password" used with no secret. All must come out
byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike45.gen import (
    Kind,
    b64url,
    certificate,
    day,
    digits,
    guid,
    hexs,
    hexu,
    num,
    pick,
    rsa_public_spki,
    ssh_ed25519_public,
    ssh_rsa_public,
)

_SQU = "sq" + "u_"
# The storage emulator's and the Cosmos DB emulator's well-known keys, published in the
# Azure documentation: not secrets.
_AZURITE_KEY = (
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
)
_COSMOS_EMULATOR_KEY = (
    "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=="
)
_NAMES = (
    "six-blink-client-secret",
    "sql-ebk-app-password",
    "twint-cert-password",
    "apim-partner-key",
    "avq-intf-read-password",
)
_WHO = ("Léa", "Tiago", "Inês", "Jonas", "Mathieu", "Rui")
_APPS = ("ebk-portal-bff", "ebk-payments-api", "ebk-twint-adapter", "ebk-qrbill-svc", "ebk-six-gw")


def _txt(r: Random) -> dict[str, str]:
    sha256 = hexu(r, 64)
    return {
        "sha1": hexu(r, 40),
        "sha1l": hexs(r, 40),
        "fp256": ":".join(sha256[i : i + 2] for i in range(0, 64, 2)),
        "serialhex": ":".join(hexs(r, 2) for _ in range(16)),
        "x5ts": b64url(r, 32),
        "kcv": hexu(r, 6),
        "kcv2": hexu(r, 6),
        "hsmserial": num(r, 7),
        "hsmserial2": num(r, 7),
        "handle": str(r.randint(100, 9000)),
        "slot": str(r.randint(0, 6)),
        "label": r.choice(
            ("ZMK_SIX_2030_02", "ZPK_TWINT_PRD", "KEK_EBK_BACKUP", "SIGN_EBILL_2030")
        ),
        "sn": r.choice(_NAMES),
        "kv": r.choice(("kv-ebk-prod-chn", "kv-ebk-test-chn", "kv-ebk-porto-dev")),
        "app": r.choice(_APPS),
        "who": r.choice(_WHO),
        "day": day(r),
        "inc": "INC" + digits(r, 7),
        "n": str(r.randint(2, 40)),
        "tries": str(r.randint(3, 6)),
        "len": str(r.choice((12, 14, 16, 20, 24))),
        "ed": ssh_ed25519_public(r),
        "rsa": ssh_rsa_public(r),
        "spki": rsa_public_spki(r),
        "cert": certificate(r, 760),
        "age": "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        "guid": guid(r),
        "acct": r.choice(("stebkprodchn", "stebkstatements", "stebkqrbill01")),
        "stars": "*" * r.choice((8, 12, 16, 40)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "certificate_thumbprints",
        (
            "Thumbprint du certificat mTLS SIX (prod) : ⟨sha1⟩ — expire le 2031-10-31.",
            "$ openssl x509 -in blink-prod.pem -noout -fingerprint -sha256 -serial\n"
            "sha256 Fingerprint=⟨fp256⟩\nserial=⟨sha1⟩",
            "WEBSITE_LOAD_CERTIFICATES=⟨sha1⟩",
            '{"x5t#S256": "⟨x5ts⟩", "x509ThumbprintHex": "⟨sha1⟩"}',
            "Zertifikat TWINT-Merchant: Seriennummer ⟨serialhex⟩, Fingerprint (SHA-1) ⟨sha1l⟩.",
            "az ad app credential list --id ⟨guid⟩ --cert --query '[].customKeyIdentifier' → "
            "⟨sha1⟩",
        ),
        _txt,
    ),
    Kind(
        "public_keys_and_certificates",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩@porto-laptop",
            "authorized_keys on the jump host:\nssh-rsa ⟨rsa⟩ bitbucket-pipelines\n"
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩@lemanis",
            "-----BEGIN PUBLIC KEY-----\n⟨spki⟩\n-----END PUBLIC KEY-----",
            "Certificat public du TWINT callback (à donner à TWINT, pas secret) :\n\n"
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Chave pública age para cifrar os dumps de teste: ⟨age⟩",
            "SIX bLink onboarding – Public Key für die Signaturprüfung:\n"
            "-----BEGIN PUBLIC KEY-----\n⟨spki⟩\n-----END PUBLIC KEY-----",
        ),
        _txt,
    ),
    Kind(
        "hsm_check_values_and_serials",
        (
            "KCV de ⟨label⟩ : ⟨kcv⟩ (identique à la lettre de SIX, cérémonie du ⟨day⟩ OK).",
            "lunacm:> slot list\n\n\tSlot Id ->\t\t⟨slot⟩\n\tLabel ->\t\tPAR_SWIFT_PRD\n"
            "\tSerial Number ->\t⟨hsmserial⟩\n\tModel ->\t\tLuna K7\n"
            "\tFirmware Version ->\t7.8.4\n\tCurrent Slot Id ->\t⟨slot⟩",
            "HA-Gruppe ebk-sign: Mitglieder ⟨hsmserial⟩ und ⟨hsmserial2⟩, beide synchron.",
            "Key ⟨label⟩: handle ⟨handle⟩, CKA_CLASS=CKO_SECRET_KEY, CKA_KEY_TYPE=CKK_DES3, "
            "KCV ⟨kcv⟩",
            "| Chave | KCV | Partição |\n|---|---|---|\n| ⟨label⟩ | ⟨kcv⟩ | ⟨hsmserial⟩ |\n"
            "| KEK_EBK_BACKUP | ⟨kcv2⟩ | ⟨hsmserial2⟩ |",
        ),
        _txt,
    ),
    Kind(
        "redacted_values",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨stars⟩;"
            "EndpointSuffix=core.windows.net",
            '"ClientSecret": "<redacted>"  # ⟨app⟩, real value in ⟨kv⟩',
            "curl ... -d client_secret=[REDACTED] → 401, so the secret in ⟨kv⟩/⟨sn⟩ is stale.",
            "SONAR_TOKEN=" + _SQU + "⟨stars⟩ (masqué dans le log Bitbucket)",
            "?sv=2022-11-02&sr=c&sp=rl&se=⟨day⟩T18:00:00Z&spr=https&sig=REDACTED",
            "Password=***;User ID=ebk_app;Server=tcp:sql-ebk-prod-chn.database.windows.net "
            "(copiado do log do ⟨app⟩, já mascarado)",
        ),
        _txt,
    ),
    Kind(
        "placeholders_and_emulator_keys",
        (
            "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey="
            + _AZURITE_KEY
            + ";BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;  # Azurite for ⟨app⟩",
            "Cosmos emulator for local runs of ⟨app⟩: AccountEndpoint=https://localhost:8081/;"
            "AccountKey=" + _COSMOS_EMULATOR_KEY,
            "AZURE_CLIENT_SECRET=<client-secret-from-⟨kv⟩>",
            '"ClientSecret": "#{EbkClientSecret}#"  # replaced by the release pipeline for ⟨app⟩',
            "password: ${AVQ_DB_PASSWORD}  # injected from ⟨kv⟩/⟨sn⟩",
            "client-secret: {{ .Values.six.blink.clientSecret | quote }}  # chart ⟨app⟩",
            'docker login acrebkprodchn.azurecr.io -u $ACR_USER -p "$ACR_PASSWORD"  # ⟨app⟩',
            "export SONAR_TOKEN=$(az keyvault secret show --vault-name ⟨kv⟩ -n sonar-token "
            "--query value -o tsv)",
        ),
        _txt,
    ),
    Kind(
        "password_word_no_secret",
        (
            "Rotation du mot de passe ⟨sn⟩ tous les 90 jours ; prochaine le ⟨day⟩.",
            "Passwort-vergessen-Flow im E-Banking: Link ist 15 Minuten gültig, danach muss "
            "⟨who⟩ ein neues Passwort anfordern.",
            "# /etc/ssh/sshd_config on ⟨app⟩-jump\nPasswordAuthentication no\n"
            "PubkeyAuthentication yes\n"
            "PermitRootLogin no\nMaxAuthTries ⟨tries⟩",
            "A palavra-passe do utilizador ⟨who⟩ expirou; pedi reset ao service desk (⟨inc⟩).",
            "The password lives only in Key Vault (⟨kv⟩/⟨sn⟩); the app reads it through its "
            "managed identity.",
            '"passwordPolicy": {"minLength": ⟨len⟩, "requireDigit": true, "maxAgeDays": 90, '
            '"historySize": ⟨n⟩}',
            "ALTER LOGIN ebk_app WITH PASSWORD = @newPassword; -- value comes from ⟨kv⟩ at "
            "deploy time",
            "grep -rn 'password' src/⟨app⟩ --include=*.json only finds key names, no values.",
        ),
        _txt,
    ),
)
