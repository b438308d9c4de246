"""Benign look-alikes in text and config: vendor message ids, placeholders, redacted values,
secret references, the word "password" with no password, public keys, checksums, public
vendor keys, webhook signatures and declarations of sensitive variables. Each must survive."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike43.gen import (
    B64URL,
    PROJECT,
    Kind,
    b64,
    b64_of,
    claim_any,
    hexs,
    num,
    pick,
)

_PS_PK = "pk" + "_"
_FLW_PK = "FLW" + "PUBK"
_ENV_NAMES = (
    "PAYSTACK_SECRET_KEY",
    "FLW_SECRET_KEY",
    "TWILIO_AUTH_TOKEN",
    "SENDGRID_API_KEY",
    "DB_PASSWORD",
    "SENTRY_AUTH_TOKEN",
    "MINDEE_API_KEY",
    "P24_CRC",
    "PAYU_CLIENT_SECRET",
    "JWT_SECRET",
)


def _v_msg_ids(r: Random) -> dict[str, str]:
    sgid = pick(r, B64URL, 22)
    return {
        "sm": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "sgid": sgid,
        "sgfull": f"{sgid}.recvd-{hexs(r, 10)}-{pick(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 5)}"
        f"-1-{hexs(r, 8).upper()}-{r.randint(1, 40)}.0",
        "tpl": "d-" + hexs(r, 32),
        "code": r.choice(("30003", "30005", "30006", "30007", "30008")),
        "claim": claim_any(r),
    }


def _v_placeholder(r: Random) -> dict[str, str]:
    name, name2, name3 = r.sample(_ENV_NAMES, 3)
    return {
        "name": name,
        "name2": name2,
        "name3": name3,
        "lname": name.lower(),
        "xs": "x" * r.choice((32, 40)),
        "ph": r.choice(
            ("<REPLACE_ME>", "your_key_here", "<twój-klucz>", "changeme", "TODO", "***")
        ),
        "mode": r.choice(("live", "test")),
        "port": str(r.randint(8000, 8999)),
    }


def _v_redacted(r: Random) -> dict[str, str]:
    return {
        "last4": hexs(r, 4),
        "claim": claim_any(r),
        "stars": "*" * r.choice((8, 16, 32)),
        "name": r.choice(_ENV_NAMES),
        "ac": "AC" + hexs(r, 32),
        "n": str(r.randint(2, 40)),
    }


def _v_sm_refs(r: Random) -> dict[str, str]:
    name = r.choice(
        (
            "paystack-secret-key",
            "sendgrid-api-key",
            "twilio-auth-token",
            "claims-db-password",
            "flw-secret-key",
        )
    )
    return {
        "secret": name,
        "pnum": num(r, 12),
        "v": str(r.randint(2, 19)),
        "env": r.choice(_ENV_NAMES),
        "env2": r.choice(_ENV_NAMES),
    }


def _v_prose(r: Random) -> dict[str, str]:
    return {
        "mins": str(r.choice((15, 20, 30, 45, 60))),
        "n": str(r.randint(8, 16)),
        "k": str(r.randint(3, 10)),
        "k2": str(r.randint(3, 8)),
        "t": str(r.randint(100, 4000)),
        "days": str(r.choice((30, 60, 90, 180))),
    }


def _ssh_ed25519_pub(r: Random) -> str:
    return b64_of(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + r.randbytes(32))


def _ecdsa_pub(r: Random) -> str:
    return b64_of(
        b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04"
        + r.randbytes(64)
    )


def _spki_p256(r: Random) -> str:
    return b64_of(
        bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200")
        + b"\x04"
        + r.randbytes(64)
    )


def _v_public(r: Random) -> dict[str, str]:
    return {
        "pub": _ssh_ed25519_pub(r),
        "ecpub": _ecdsa_pub(r),
        "fp": b64(r, 32).rstrip("="),
        "fpr": hexs(r, 40).upper(),
        "who": r.choice(("tunde", "kasia", "ngozi", "tomek", "funmi")),
        "vendor": r.choice(("skany24.pl", "docvault.ng", "ocr-partner.eu")),
        "sgpub": _spki_p256(r),
    }


def _v_checksums(r: Random) -> dict[str, str]:
    return {
        "claim": claim_any(r).replace("/", "-"),
        "h": hexs(r, 64),
        "md5": hexs(r, 32),
        "crc": b64(r, 4),
        "md5b64": b64(r, 16),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 20)}",
    }


def _v_vendor_public(r: Random) -> dict[str, str]:
    return {
        "pk": _PS_PK + r.choice(("live", "test")) + "_" + hexs(r, 40),
        "flwpub": _FLW_PK + r.choice(("-", "_TEST-")) + hexs(r, 32) + "-X",
        "dsn": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "site": "6L" + pick(r, B64URL, 38),
    }


def _v_signatures(r: Random) -> dict[str, str]:
    return {
        "sig512": hexs(r, 128),
        "sig512b": hexs(r, 128),
        "tw": b64(r, 20),
        "ecsig": b64(r, 71),
        "claim": claim_any(r),
        "ms": str(r.randint(3, 900)),
    }


_DESCRIPTIONS = {
    "PAYSTACK_SECRET_KEY": "Paystack live secret key",
    "FLW_SECRET_KEY": "Flutterwave v3 secret key",
    "TWILIO_AUTH_TOKEN": "Twilio auth token",
    "SENDGRID_API_KEY": "SendGrid Mail Send key",
    "DB_PASSWORD": "Cloud SQL app user password",
    "SENTRY_AUTH_TOKEN": "Sentry org token for source maps",
    "MINDEE_API_KEY": "Mindee OCR key",
    "P24_CRC": "Przelewy24 CRC key",
    "PAYU_CLIENT_SECRET": "PayU OAuth client secret",
    "JWT_SECRET": "HS256 signing secret",
}


def _v_decls(r: Random) -> dict[str, str]:
    name, name2 = r.sample(_ENV_NAMES, 2)
    return {
        "var": name.lower(),
        "var2": name2.lower(),
        "rid": name.lower().replace("_", "-"),
        "desc": _DESCRIPTIONS[name],
        "ttl": str(r.choice((30, 60, 90))),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "twilio_and_sendgrid_message_ids",
        (
            "Twilio message ⟨sm⟩ status=undelivered error_code=⟨code⟩ (MTN NG), claim ⟨claim⟩",
            "X-Message-Id: ⟨sgid⟩\nsg_message_id in the event webhook: ⟨sgfull⟩",
            "SendGrid dynamic template ⟨tpl⟩ (potwierdzenie zgłoszenia szkody, PL/EN/YO)",
            "Messaging Service ⟨mg⟩ sender pool: +48 numbers for PL, alphanumeric WARTOMIR for NG",
        ),
        _v_msg_ids,
    ),
    Kind(
        "placeholder_credentials",
        (
            "PAYSTACK_SECRET_KEY=sk_⟨mode⟩_⟨xs⟩  # put the real one in Secret Manager; ⟨name⟩=⟨ph⟩",
            ".env.example:\n⟨name⟩=⟨ph⟩\n⟨name2⟩=⟨ph⟩\nAPP_PORT=⟨port⟩",
            '⟨name⟩: "${{ secrets.⟨name⟩ }}"\n⟨name2⟩: "${{ secrets.⟨name2⟩ }}"',
            "README mówi: ustaw `⟨name⟩=<twój-klucz>` i `⟨name3⟩=...` przed `make ocr-local`.",
            'export ⟨name⟩="${⟨name⟩:?set ⟨lname⟩ first}"',
        ),
        _v_placeholder,
    ),
    Kind(
        "redacted_values",
        (
            "Secret Manager UI shows PAYSTACK_SECRET_KEY as sk_live_••••••••⟨last4⟩",
            "Log line after the fix: Authorization: Bearer [REDACTED] claim=⟨claim⟩",
            'twilio: account_sid="⟨ac⟩" auth_token="⟨stars⟩"',
            "Sentry breadcrumbs now show ⟨name⟩=[Filtered] (⟨n⟩ events re-checked)",
        ),
        _v_redacted,
    ),
    Kind(
        "secret_manager_references",
        (
            "gcloud secrets versions access latest --secret=⟨secret⟩ --project="
            + PROJECT
            + "  (don't paste the output here)",
            "projects/⟨pnum⟩/secrets/⟨secret⟩/versions/⟨v⟩",
            "env:\n  - name: ⟨env⟩\n    valueFrom:\n      secretKeyRef:\n        name: ⟨secret⟩\n"
            "        key: latest",
            "gcloud run deploy claims-api --set-secrets=⟨env⟩=⟨secret⟩:⟨v⟩,⟨env2⟩=⟨secret⟩:latest",
        ),
        _v_sm_refs,
        n=10,
    ),
    Kind(
        "password_word_without_password",
        (
            "Reset hasła dla agentów: link ważny ⟨mins⟩ minut, potem trzeba wygenerować nowy.",
            "Password policy for the claims portal: min ⟨n⟩ chars, no reuse of the last ⟨k⟩, "
            "lockout after ⟨k2⟩ tries.",
            "Ọ̀rọ̀ aṣínà tuntun gbọ́dọ̀ ní ó kéré tán ⟨n⟩ lẹ́tà; a máa yí i padà lẹ́yìn ọjọ́ ⟨days⟩.",
            "Abeg, nobody should send password for WhatsApp again — use the 1Password share link "
            "(expires in ⟨mins⟩ min).",
            "The password field for the OCR vendor login is type=password, autocomplete off; "
            "⟨t⟩ failed logins yesterday were bots.",
        ),
        _v_prose,
    ),
    Kind(
        "public_keys_and_fingerprints",
        (
            "ssh-ed25519 ⟨pub⟩ ⟨who⟩@lagos-laptop",
            "known_hosts: sftp.⟨vendor⟩ ecdsa-sha2-nistp256 ⟨ecpub⟩",
            "Host key fingerprint for sftp.⟨vendor⟩: SHA256:⟨fp⟩ (ED25519) — verified by phone.",
            "gpg --recv-keys ⟨fpr⟩  # release signing key of the OCR vendor",
            "SendGrid Event Webhook verification key (public, ECDSA P-256): ⟨sgpub⟩",
        ),
        _v_public,
    ),
    Kind(
        "file_checksums",
        (
            "sha256sum ⟨claim⟩-scan.pdf\n⟨h⟩  ⟨claim⟩-scan.pdf",
            "Duplicate upload detected: same SHA-256 ⟨h⟩ for two claims (⟨claim⟩).",
            "md5 paczki modelu OCR v⟨ver⟩: ⟨md5⟩ (zgodne z release notes dostawcy)",
            "x-goog-hash: crc32c=⟨crc⟩\nx-goog-hash: md5=⟨md5b64⟩",
        ),
        _v_checksums,
    ),
    Kind(
        "vendor_public_keys",
        (
            "PAYSTACK_PUBLIC_KEY=⟨pk⟩  # inline.js on the claimant payment page, public by design",
            "Flutterwave public key ⟨flwpub⟩ is embedded in the checkout modal; the secret key "
            "stays server-side.",
            "NEXT_PUBLIC_SENTRY_DSN=https://⟨dsn⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
            "reCAPTCHA site key ⟨site⟩ (the secret key is in Secret Manager, not here).",
        ),
        _v_vendor_public,
    ),
    Kind(
        "webhook_signature_headers",
        (
            "x-paystack-signature: ⟨sig512⟩",
            "Paystack webhook rejected: computed HMAC ⟨sig512⟩ != header ⟨sig512b⟩ "
            "(FastAPI re-serialised the raw body).",
            "X-Twilio-Signature: ⟨tw⟩ (validated against the full URL incl. query, ⟨ms⟩ ms)",
            "X-Twilio-Email-Event-Webhook-Signature: ⟨ecsig⟩",
        ),
        _v_signatures,
        n=10,
    ),
    Kind(
        "sensitive_variable_declarations",
        (
            'variable "⟨var⟩" {\n  description = "⟨desc⟩"\n  type        = string\n'
            "  sensitive   = true\n}",
            'resource "google_secret_manager_secret" "⟨var⟩" {\n  secret_id = "⟨rid⟩"\n'
            "  replication {\n    auto {}\n  }\n}",
            "class Settings(BaseSettings):\n    ⟨var⟩: SecretStr\n"
            "    ⟨var2⟩: SecretStr | None = None\n"
            "    token_ttl_days: int = ⟨ttl⟩",
            "Outputs:\n\n⟨var⟩ = <sensitive>\nrotation_days = ⟨ttl⟩",
        ),
        _v_decls,
    ),
)
