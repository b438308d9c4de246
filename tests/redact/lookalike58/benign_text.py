"""Benign text that talks about secrets without holding one: placeholders, masked and
redacted values, references to where a secret lives, the word "password" in three
languages, public keys, certificates, key fingerprints and base64 data that is not
a credential."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike58.gen import (
    ALNUM,
    UPPER,
    Kind,
    account_id,
    b64_of,
    b64url,
    certificate_body,
    day,
    hexs,
    inpost_tracking,
    num,
    pick,
    spki_rsa_body,
    ssh_ecdsa_pub,
    ssh_ed25519_pub,
    ssh_fingerprint,
    ssh_rsa_pub,
    uhex,
    uuid4,
)

_AWS_DOC_ID = "AKIAIOSFODNN7" + "EXAMPLE"
_AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "EXAMPLEKEY"
_BEGIN = "-----BEGIN "
_END = "-----END "


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(100, 4999)),
        "mid": num(r, 6),
        "d": day(r),
        "x": "x" * r.choice((16, 32)),
        "env": r.choice(("dev", "stg", "sandbox")),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, UPPER + "234567", 4),
        "last4b": pick(r, ALNUM, 4),
        "head": pick(r, ALNUM, 4),
        "tail": pick(r, ALNUM, 4),
        "stars": "*" * r.choice((8, 16, 20)),
        "n": str(r.randint(1000, 9999)),
        "d": day(r),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "acct": account_id(r),
        "sfx": pick(r, ALNUM, 6),
        "sfx2": pick(r, ALNUM, 6),
        "h6": hexs(r, 6),
        "pipe": f"1.{r.randint(8, 19)}.{r.randint(0, 9)}",
        "n": str(r.randint(100, 4999)),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "days": str(r.choice((30, 45, 60, 90))),
        "len": str(r.choice((12, 14, 16))),
        "n": str(r.randint(100, 4999)),
        "d": day(r),
        "ver": "Version2032" + f"{r.randint(1, 12):02d}{r.randint(1, 28):02d}{num(r, 6)}",
    }


def _ssh(r: Random) -> dict[str, str]:
    return {
        "ed1": ssh_ed25519_pub(r),
        "ed2": ssh_ed25519_pub(r),
        "rsa": ssh_rsa_pub(r),
        "ecdsa": ssh_ecdsa_pub(r),
        "fp": ssh_fingerprint(r),
        "fp2": ssh_fingerprint(r),
        "who": r.choice(("jonas@vilnius-lt", "agnieszka@wpk-lap-07", "deploy@wms-ci")),
    }


def _pem_public(r: Random) -> dict[str, str]:
    return {
        "spki": spki_rsa_body(r),
        "cert": certificate_body(r),
        "fp": ":".join(uhex(r, 2) for _ in range(32)),
        "serial": ":".join(hexs(r, 2) for _ in range(16)),
        "d": day(r),
    }


def _jwks(r: Random) -> dict[str, str]:
    kid = r.choice((b64url(r, 32), hexs(r, 40), uuid4(r)))
    return {
        "kid": kid,
        "n": b64url(r, 256),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "x5t": b64url(r, 20),
        "hdr": json.dumps({"alg": "RS256", "typ": "JWT", "kid": kid}, separators=(",", ":")),
    }


def _gpg(r: Random) -> dict[str, str]:
    fpr = uhex(r, 40)
    return {
        "fpr": fpr,
        "fprg": " ".join(fpr[i : i + 4] for i in range(0, 40, 4)),
        "keyid": fpr[-16:],
        "sha": hexs(r, 40),
        "d": day(r),
    }


_PDF_HEAD = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n"
_PNG_HEAD = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"


def _payloads(r: Random) -> dict[str, str]:
    body = {
        "shipmentId": int(num(r, 10)),
        "trackingNumber": inpost_tracking(r),
        "status": r.choice(("delivered", "ready_to_pickup", "out_for_delivery")),
    }
    return {
        "pdf": b64_of(_PDF_HEAD + r.randbytes(r.choice((90, 120, 150))))[:160],
        "png": b64_of(_PNG_HEAD + r.randbytes(r.choice((60, 90)))),
        "msg": b64_of(json.dumps(body, separators=(",", ":"))),
        "scroll": "FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk" + b64url(r, 48),
        "sid": num(r, 10),
        "d": day(r),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholder_credentials",
        (
            "Przykład z dokumentacji AWS do README (WMS-⟨n⟩): AWS_ACCESS_KEY_ID="
            + _AWS_DOC_ID
            + " AWS_SECRET_ACCESS_KEY="
            + _AWS_DOC_SECRET,
            ".env.dist (WMS-⟨n⟩):\nP24_MERCHANT_ID=⟨mid⟩\nP24_CRC=\nP24_API_KEY=\n"
            "ALLEGRO_CLIENT_SECRET=change-me\nSHIPX_API_TOKEN=your-shipx-token-here",
            "PAYSERA_SIGN_PASSWORD=⟨x⟩ # ⟨env⟩, tikrą reikšmę įrašyk į .env.local",
            "DATABASE_URL=postgresql://wms_app:!ChangeMe!@127.0.0.1:5432/wms_⟨env⟩"
            "?serverVersion=17 (domyślne z Symfony)",
            'README: curl -H "Authorization: Bearer <SHIPX_TOKEN>" '
            "https://sandbox-api-shipx-pl.easypack24.net/v1/organizations/<ORG_ID>/shipments "
            "(⟨d⟩)",
            "Sandbox P24 (merchant ⟨mid⟩): CRC i klucz API są w panelu sandbox — wpisać do "
            ".env.⟨env⟩.local, nie tutaj.",
        ),
        _placeholders,
    ),
    Kind(
        "redacted_values",
        (
            "P24_CRC=⟨stars⟩ (zamaskowane w logu Bitbucket Pipelines, build #⟨n⟩)",
            "client_secret: ⟨head⟩…⟨tail⟩ (skrócone; pełny w Secrets Manager)",
            "      Name                    Value             Type    Location\n"
            "      ----                    -----             ----    --------\n"
            "   profile            warneris-prod           manual    --profile\n"
            "access_key     ****************⟨last4⟩ shared-credentials-file\n"
            "secret_key     ****************⟨last4b⟩ shared-credentials-file\n"
            "    region             eu-central-1      config-file    ~/.aws/config",
            "+ curl -u $BITBUCKET_USERNAME:$BITBUCKET_APP_PASSWORD "
            "https://api.bitbucket.org/2.0/user  (Bitbucket maskuje wartość nazwą zmiennej)",
            "SHIPX_API_TOKEN=[REDACTED] — pełny token w Secrets Manager od ⟨d⟩",
            "Slaptažodis: ⟨stars⟩ (paslėptas, žr. 1Password įrašą „RabbitMQ prod”)",
        ),
        _redacted,
    ),
    Kind(
        "secret_references",
        (
            '"secrets": [{"name": "P24_CRC", "valueFrom": '
            '"arn:aws:secretsmanager:eu-central-1:⟨acct⟩:secret:prod/p24-⟨sfx⟩:crc::"}]',
            "MasterUserPassword: '{{resolve:secretsmanager:prod/wms/rds-⟨sfx⟩:SecretString:"
            "password}}'",
            'data "aws_secretsmanager_secret_version" "allegro" {\n'
            '  secret_id = "arn:aws:secretsmanager:eu-central-1:⟨acct⟩:secret:prod/allegro/api-'
            '⟨sfx2⟩"\n}\n\nclient_secret = jsondecode(data.aws_secretsmanager_secret_version'
            '.allegro.secret_string)["client_secret"]',
            "- pipe: atlassian/aws-ecs-deploy:⟨pipe⟩\n  variables:\n"
            "    AWS_ACCESS_KEY_ID: $AWS_ACCESS_KEY_ID\n"
            "    AWS_SECRET_ACCESS_KEY: $AWS_SECRET_ACCESS_KEY\n    CLUSTER_NAME: wms-prod",
            "Symfony vault: config/secrets/prod/prod.P24_CRC.⟨h6⟩.php — klucz deszyfrujący "
            "tylko na serwerze (WMS-⟨n⟩)",
            "aws secretsmanager rotate-secret --secret-id prod/wms/rds-⟨sfx⟩ --rotate-immediately",
        ),
        _refs,
    ),
    Kind(
        "password_word_prose",
        (
            "Hasło do RDS rotuje Lambda SecretsManagerRDSPostgreSQLRotationSingleUser co ⟨days⟩ "
            "dni — nie zapisywać go w notatkach.",
            "Reset hasła kuriera: link ważny 15 min, token jednorazowy w tabeli "
            "password_reset_request (WMS-⟨n⟩).",
            "Slaptažodžių politika: min. ⟨len⟩ simbolių, keičiami kas ⟨days⟩ dienų, "
            "saugomi tik 1Password.",
            "The password field in the ShipX sandbox form is optional — leave it blank, "
            "the API token is what counts (checked ⟨d⟩).",
            "Kolumna password w courier_account trzyma hash argon2id; migracja ⟨ver⟩ usunęła "
            "stare md5.",
            "Sekret, token, klucz API: wszystko pod prod/* w Secrets Manager, rotacja co "
            "⟨days⟩ dni (ustalone ⟨d⟩).",
        ),
        _prose,
    ),
    Kind(
        "ssh_public_keys",
        (
            "authorized_keys na bastionie:\n⟨ed1⟩ jonas@vilnius-lt\n⟨ed2⟩ agnieszka@wpk-lap-07",
            "bitbucket.org ⟨ecdsa⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩ (ED25519)",
            "Klucz dostępowy (read-only) dodany w Bitbucket: ⟨rsa⟩ ⟨who⟩",
            "Host key fingerprint is ⟨fp2⟩ — zgadza się z tym z konsoli EC2.",
        ),
        _ssh,
    ),
    Kind(
        "pem_public_material",
        (
            "Klucz publiczny do weryfikacji podpisu webhooków:\n\n"
            + _BEGIN
            + "PUBLIC KEY-----\n⟨spki⟩\n"
            + _END
            + "PUBLIC KEY-----",
            _BEGIN + "CERTIFICATE-----\n⟨cert⟩\n" + _END + "CERTIFICATE-----",
            "$ openssl x509 -noout -fingerprint -sha256 -serial -in ksef-prod.crt\n"
            "sha256 Fingerprint=⟨fp⟩\nserial=⟨serial⟩",
        ),
        _pem_public,
        n=10,
    ),
    Kind(
        "jwks_public_keys",
        (
            '{"keys":[{"kty":"RSA","kid":"⟨kid⟩","use":"sig","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            "JWKS aplikacji kurierskiej (publiczny): "
            '{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","use":"sig","x":"⟨x⟩","y":"⟨y⟩"}',
            "Nagłówek tokenu, który odrzuca weryfikacja: ⟨hdr⟩ — kid nie ma w JWKS",
            "x5t#S256 vs x5t: ⟨x5t⟩ — to skrót certyfikatu, nie klucz",
        ),
        _jwks,
    ),
    Kind(
        "gpg_fingerprints",
        (
            "$ gpg --list-keys ops@warneris.pl\n"
            "pub   ed25519 2031-03-14 [SC] [expires: 2033-03-14]\n"
            "      ⟨fpr⟩\nuid           [ultimate] Warneris Ops <ops@warneris.pl>\n"
            "sub   cv25519 2031-03-14 [E]",
            "git config --global user.signingkey ⟨keyid⟩",
            'gpg: Good signature from "Jonas B. <jonas@warneris.lt>" [full]\n'
            "Primary key fingerprint: ⟨fprg⟩",
            "Commit ⟨sha⟩ podpisany kluczem ⟨keyid⟩ (Bitbucket: Verified, ⟨d⟩)",
        ),
        _gpg,
    ),
    Kind(
        "base64_payloads",
        (
            'ShipX label (format=Pdf, base64, obcięte): "⟨pdf⟩…" — shipment ⟨sid⟩',
            '<img src="data:image/png;base64,⟨png⟩" alt="logo InPost">',
            "Treść wiadomości z DLQ (base64): ⟨msg⟩",
            '"_scroll_id": "⟨scroll⟩"',
        ),
        _payloads,
    ),
)
