"""Benign look-alikes that are about secrets without being one: ciphertext meant to be
committed, public certificates and keys, masked values, references to where a secret
lives, the word "password" with no password, version strings, lockfile hashes, trace ids
and base64 that decodes to nothing sensitive."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import struct
import zlib
from random import Random

from tests.redact.lookalike48.gen import (
    ALNUM,
    BECH32,
    CROCKFORD,
    Kind,
    b64,
    b64_of,
    b64url,
    certificate_der,
    colon_hex,
    ec_public_der,
    hexs,
    num,
    pem_body,
    pick,
    rsa_public_der,
    sha256_hex,
    sha512_hex,
    ssh_ed25519_public,
    ssh_fingerprint,
    ssh_rsa_public,
    ulid,
    uuid4,
)

_BEGIN_CERT = "-----BEGIN " + "CERTIFICATE-----"
_END_CERT = "-----END " + "CERTIFICATE-----"
_BEGIN_PUB = "-----BEGIN " + "PUBLIC KEY-----"
_END_PUB = "-----END " + "PUBLIC KEY-----"
_SERVICES = ("wallet-api", "ledger", "qris-acquirer", "notif-service", "kyc-worker", "promo-engine")
_HOSTS = ("api.lumbungpay.id", "merchant.lumbungpay.id", "pay.lumbungpay.vn", "kong.lumbungpay.id")


def _age(r: Random) -> str:
    return "age1" + pick(r, BECH32, 58)


def _sops_enc(r: Random, nbytes: int) -> str:
    return f"ENC[AES256_GCM,data:{b64(r, nbytes)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"


def _sealed(r: Random) -> str:
    return base64.b64encode(
        bytes([2, r.choice((0, 1))]) + r.randbytes(r.choice((301, 337, 372)))
    ).decode()


def _encrypted(r: Random) -> dict[str, str]:
    return {
        "s1": _sealed(r),
        "s2": _sealed(r),
        "e1": _sops_enc(r, r.choice((24, 32, 52))),
        "e2": _sops_enc(r, r.choice((18, 30))),
        "mac": _sops_enc(r, 64),
        "age": _age(r),
        "ns": r.choice(("payments", "payments-vn", "ledger", "kyc")),
        "kms": b64(r, r.choice((120, 152))),
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "cert": pem_body(certificate_der(r)),
        "fp": colon_hex(r, 32),
        "fp1": colon_hex(r, 20),
        "serial": hexs(r, 40).upper(),
        "host": r.choice(_HOSTS),
    }


def _ssh(r: Random) -> dict[str, str]:
    return {
        "ed": ssh_ed25519_public(r),
        "rsa": ssh_rsa_public(r),
        "fp": ssh_fingerprint(r),
        "salt": b64(r, 20),
        "hh": b64(r, 20),
        "who": r.choice(
            ("jenkins@hcm-arm64-02", "rina@macbook", "deploy@jkt-bastion", "huy.n@hcm")
        ),
        "ip": f"10.{r.randint(0, 31)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    }


def _pubkeys(r: Random) -> dict[str, str]:
    return {
        "rsa": pem_body(rsa_public_der(r)),
        "ec": pem_body(ec_public_der(r)),
        "n": b64url(r, 256),
        "kid": b64url(r, 32),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "bank": r.choice(("BCA", "Mandiri", "BRI", "BNI")),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "stars": "*" * r.choice((8, 16, 24, 30)),
        "bullets": "•" * r.choice((8, 12)),
        "rid": uuid4(r).upper(),
        "build": str(r.randint(100, 4999)),
        "tail": pick(r, ALNUM, 4),
        "user": r.choice(("deploy-bot", "rina.s", "hcm-release", "ops")),
        "svc": r.choice(_SERVICES),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(_SERVICES),
        "name": r.choice(
            ("xendit-secret-key", "momo-secret-key", "vnpay-hash-secret", "rds-password")
        ),
        "cred": r.choice(
            ("acr-jenkins-ci", "alicloud-ak-prod", "midtrans-server-prod", "es-api-key")
        ),
        "ns": r.choice(("payments", "payments-vn", "ledger", "kyc")),
        "env": r.choice(("prod", "staging", "hcm-dev")),
        "ver": str(r.randint(2, 40)),
        "xs": "X" * 24,
    }


def _pw_words(r: Random) -> dict[str, str]:
    return {
        "ip": f"10.{r.randint(0, 31)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "user": r.choice(("wallet_ro", "ledger_rw", "risk_rw", "report_ro", "kyc_app")),
        "ticket": str(r.randint(100, 9999)),
        "uuid": uuid4(r),
        "min": str(r.choice((10, 12, 14))),
        "days": str(r.choice((60, 90, 180))),
        "tries": str(r.choice((3, 5, 6))),
    }


def _versions(r: Random) -> dict[str, str]:
    major = r.randint(6, 9)
    minor = r.randint(0, 40)
    patch = r.randint(0, 9)
    return {
        "app": f"{major}.{minor}.{patch}",
        "vc": f"{major}{minor:02d}{patch}{r.randint(100, 999)}",
        "esv": f"8.{r.randint(15, 19)}.{r.randint(0, 6)}",
        "jv": f"2.{r.randint(480, 540)}.{r.randint(1, 3)}",
        "kong": f"3.{r.randint(8, 12)}.{r.randint(0, 3)}.{r.randint(0, 2)}",
        "k8s": f"v1.{r.randint(30, 35)}.{r.randint(1, 9)}",
        "go": f"go1.{r.randint(24, 27)}.{r.randint(0, 9)}",
        "short": hexs(r, 7),
        "aliyun": f"3.0.{r.randint(250, 320)}",
        "bom": f"{r.randint(33, 36)}.{r.randint(0, 12)}.0",
        "build": f"2031041{r.randint(0, 2)}.{r.randint(1000, 2359)}",
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "h1": b64(r, 32),
        "h2": b64(r, 32),
        "s512": b64(r, 64),
        "sha": sha256_hex(r),
        "sha2": sha256_hex(r),
        "y": sha512_hex(r),
        "pod": hexs(r, 40),
        "v": f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "gv": f"{r.randint(0, 9)}.{r.randint(0, 12)}",
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "s": hexs(r, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "ulid2": "01J" + pick(r, CROCKFORD, 23),
        "ext": num(r, 18),
        "ee": "0b" + hexs(r, 28),
        "svc": r.choice(_SERVICES),
    }


def _png(r: Random) -> str:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    size = r.choice((21, 25, 29, 33))
    ihdr = struct.pack(">IIBBBBB", size, size, 1, 0, 0, 0, 0)
    rows = b"".join(b"\x00" + r.randbytes((size + 7) // 8) for _ in range(size))
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(rows, 9))
    return base64.b64encode(png + chunk(b"IEND", b"")).decode()


def _harmless(r: Random) -> dict[str, str]:
    wid = f"WLT-ID-{num(r, 12)}"
    extra = json.dumps({"walletId": wid, "promoCode": r.choice(("RAMADAN31", "NAPLAN1", ""))})
    csv = "mcc,category\n5812,Restoran\n5411,Toko Kelontong\n5912,Apotek\n7211,Laundry\n"
    csv += f"{r.randint(4000, 9999)},Lainnya\n"
    event = json.dumps(
        {
            "event": r.choice(("TOPUP_SETTLED", "QRIS_PAID", "KYC_APPROVED")),
            "walletId": wid,
            "amount": r.choice((10000, 25000, 50000)),
        },
        separators=(",", ":"),
    )
    return {
        "extra": b64_of(extra),
        "extra_json": extra,
        "png": _png(r),
        "gz": base64.b64encode(gzip.compress(csv.encode(), mtime=0)).decode(),
        "event": b64_of(event),
        "event_json": event,
        "md5": base64.b64encode(hashlib.md5(event.encode()).digest()).decode(),
        "oid": "VN-NAP-" + num(r, 13),
        "wid": wid,
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "encrypted_at_rest_values",
        (
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: "
            "payments-secrets\n  namespace: ⟨ns⟩\nspec:\n  encryptedData:\n    "
            "XENDIT_SECRET_KEY: ⟨s1⟩\n    MOMO_SECRET_KEY: ⟨s2⟩",
            "xendit:\n    secret_key: ⟨e1⟩\n    callback_token: ⟨e2⟩\nsops:\n    age:\n"
            "        - recipient: ⟨age⟩\n    mac: ⟨mac⟩\n    version: 3.10.2",
            "Recipient age của team HCM (public, commit vào .sops.yaml được): ⟨age⟩",
            "creation_rules:\n  - path_regex: k8s/⟨ns⟩/.*\\.enc\\.yaml$\n    age: ⟨age⟩",
            "Ciphertext KMS (Alibaba KMS Encrypt, key alias alias/wallet-⟨ns⟩), aman "
            "disimpan di repo: ⟨kms⟩",
            "SealedSecret ⟨ns⟩/payments-secrets re-seal xong sau khi rotate cert controller; "
            "encryptedData.DB_PASSWORD mới (ciphertext): ⟨s1⟩",
        ),
        _encrypted,
    ),
    Kind(
        "public_certificates_pem",
        (
            "Chain dari `openssl s_client -connect ⟨host⟩:443 -showcerts` (cert leaf):\n"
            + _BEGIN_CERT
            + "\n⟨cert⟩\n"
            + _END_CERT,
            _BEGIN_CERT + "\n⟨cert⟩\n" + _END_CERT,
            "sha256 Fingerprint=⟨fp⟩\nserial=⟨serial⟩\nsubject=CN = ⟨host⟩\n"
            "issuer=C = US, O = Let's Encrypt, CN = R13",
            "Upstream CA Kong untuk mTLS ke bank (ca_certificates id ⟨serial⟩):\n"
            + _BEGIN_CERT
            + "\n⟨cert⟩\n"
            + _END_CERT,
            "Cert ⟨host⟩ hết hạn 2031-06-30, SHA-1 ⟨fp1⟩ — pin trong app Android phải cập nhật "
            "trước bản 7.33.",
        ),
        _certs,
    ),
    Kind(
        "ssh_public_keys",
        (
            "⟨ed⟩ ⟨who⟩",
            "Thêm vào authorized_keys của bastion jkt:\n⟨rsa⟩ ⟨who⟩",
            "256 ⟨fp⟩ ⟨who⟩ (ED25519)",
            "|1|⟨salt⟩|⟨hh⟩ ⟨ed⟩",
            "Deploy key (public) untuk repo ledger-service, read-only: ⟨ed⟩ ⟨who⟩",
            "The authenticity of host '⟨ip⟩ (⟨ip⟩)' can't be established.\n"
            "ED25519 key fingerprint is ⟨fp⟩.\n"
            "Are you sure you want to continue connecting (yes/no/[fingerprint])?",
        ),
        _ssh,
    ),
    Kind(
        "public_keys_pem",
        (
            "Public key ⟨bank⟩ untuk verifikasi X-SIGNATURE callback SNAP BI:\n"
            + _BEGIN_PUB
            + "\n⟨rsa⟩\n"
            + _END_PUB,
            _BEGIN_PUB + "\n⟨ec⟩\n" + _END_PUB,
            '{"keys":[{"kty":"RSA","kid":"⟨kid⟩","use":"sig","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            "rsa_public_key cho consumer partner-b2b trong plugin jwt của Kong:\n"
            + _BEGIN_PUB
            + "\n⟨rsa⟩\n"
            + _END_PUB,
            '{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","x":"⟨x⟩","y":"⟨y⟩","use":"sig"}',
        ),
        _pubkeys,
    ),
    Kind(
        "redacted_masked_values",
        (
            "XENDIT_SECRET_KEY=xnd_production_⟨stars⟩ (di-mask oleh Jenkins, build #⟨build⟩)",
            "+ curl -u ⟨user⟩:**** https://jenkins.lumbungpay.id/job/⟨svc⟩/build",
            "AccessKeySecret: ⟨stars⟩ (đã che, RequestId ⟨rid⟩)",
            "Authorization: Basic [REDACTED]\nX-Request-Id: ⟨rid⟩\nUser-Agent: ⟨svc⟩/okhttp",
            "MOMO_SECRET_KEY=⟨bullets⟩⟨tail⟩ — chỉ hiện 4 ký tự cuối trên console.",
            'db:\n  user: ⟨user⟩\n  password: "<redacted>"\n'
            "  host: rm-jkt.internal  # build ⟨build⟩",
        ),
        _masked,
    ),
    Kind(
        "env_and_template_references",
        (
            "XENDIT_SECRET_KEY=${XENDIT_SECRET_KEY:?missing in ⟨env⟩}",
            "serverKey: {{ .Values.midtrans.serverKey | quote }}  # ⟨svc⟩ chart v⟨ver⟩",
            "env:\n- name: ⟨name⟩\n  valueFrom:\n    secretKeyRef:\n      name: ⟨svc⟩-secrets\n"
            "      key: ⟨name⟩",
            "environment {\n    CRED = credentials('⟨cred⟩')\n}",
            "DB_PASSWORD=$(aliyun kms GetSecretValue --SecretName ⟨ns⟩/⟨name⟩ "
            "--VersionStage ACSCurrent | jq -r .SecretData)",
            "Contoh dari docs Midtrans (placeholder, bukan key asli): "
            "MIDTRANS_SERVER_KEY=SB-Mid-server-⟨xs⟩ — versi ⟨ver⟩ template .env.example",
        ),
        _refs,
    ),
    Kind(
        "password_word_no_secret",
        (
            "ERROR 1045 (28000): Access denied for user '⟨user⟩'@'⟨ip⟩' (using password: YES)",
            'psql: error: connection to server at "⟨ip⟩", port 5432 failed: FATAL:  password '
            'authentication failed for user "⟨user⟩"',
            "Kebijakan password merchant portal: minimal ⟨min⟩ karakter, wajib 2FA, kedaluwarsa "
            "⟨days⟩ hari (tiket SEC-⟨ticket⟩).",
            "Cột password_hash dùng argon2id (m=65536, t=3, p=4); không bao giờ log trường "
            "`password` (ticket SEC-⟨ticket⟩).",
            "POST /v1/auth/password/reset → 429 setelah ⟨tries⟩ percobaan (plugin rate-limiting "
            "⟨uuid⟩).",
            "PIN 6 digit bukan password: dikunci setelah ⟨tries⟩ kali salah, reset lewat OTP "
            "+ selfie (user ⟨user⟩ kena minggu ini).",
        ),
        _pw_words,
    ),
    Kind(
        "version_strings",
        (
            "Stack prod-jkt: Kong Gateway ⟨kong⟩, Elasticsearch ⟨esv⟩, Jenkins ⟨jv⟩ LTS, "
            "Kubernetes ⟨k8s⟩-aliyun.1",
            "LumbungPay Android ⟨app⟩ (versionCode ⟨vc⟩) rollout 20% — crash-free 99.7%",
            "wallet-api version=⟨app⟩ commit=⟨short⟩ built=⟨build⟩ go=⟨go⟩",
            "User-Agent: LumbungPay/⟨app⟩ (Android 15; SM-A556E) okhttp/4.12.0",
            "aliyun version ⟨aliyun⟩ · firebase BoM ⟨bom⟩ · kubectl ⟨k8s⟩",
            "Bản iOS ⟨app⟩ (build ⟨build⟩) bị reject vì thiếu NSCameraUsageDescription.",
        ),
        _versions,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            "github.com/xendit/xendit-go/v6 v6.⟨gv⟩ h1:⟨h1⟩\n"
            "github.com/xendit/xendit-go/v6 v6.⟨gv⟩/go.mod h1:⟨h2⟩",
            '"node_modules/midtrans-client": {\n  "version": "⟨v⟩",\n  "resolved": '
            '"https://registry.npmjs.org/midtrans-client/-/midtrans-client-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨s512⟩"\n}',
            "alibabacloud-oss-v2==⟨v⟩ \\\n    --hash=sha256:⟨sha⟩ \\\n    --hash=sha256:⟨sha2⟩",
            '<component group="com.google.firebase" name="firebase-messaging" version="⟨v⟩">\n'
            '   <artifact name="firebase-messaging-⟨v⟩.aar">\n'
            '      <sha256 value="⟨sha⟩" origin="Generated by Gradle"/>\n'
            "   </artifact>\n</component>",
            '"@lumbung/qris@npm:⟨v⟩":\n  version: ⟨v⟩\n  checksum: 10c0/⟨y⟩',
            "SPEC CHECKSUMS:\n  FirebaseMessaging: ⟨pod⟩\n\nCOCOAPODS: 1.16.⟨v⟩",
        ),
        _locks,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨t⟩-⟨s⟩-01",
            "x-idempotency-key: ⟨u⟩\nX-Request-ID: ⟨u2⟩",
            "Trace ⟨t⟩ cho thấy span ⟨s⟩ (⟨svc⟩ → RDS) mất 1.8s.",
            "event_id=⟨ulid⟩ outbox_id=⟨ulid2⟩ status=PUBLISHED topic=wallet.topup.settled",
            "X-EXTERNAL-ID: ⟨ext⟩\nX-PARTNER-ID: 95051\nCHANNEL-ID: 95221",
            "EagleEye-TraceID ⟨ee⟩ (SLB → Kong → ⟨svc⟩), request id ⟨u⟩.",
        ),
        _traces,
    ),
    Kind(
        "base64_harmless_payloads",
        (
            '"extraData": "⟨extra⟩"  ← base64 dari ⟨extra_json⟩',
            '<img alt="QR nạp ví" src="data:image/png;base64,⟨png⟩">',
            "binaryData:\n  merchant-categories.csv.gz: ⟨gz⟩",
            "$ echo ⟨event⟩ | base64 -d\n⟨event_json⟩",
            "Body RocketMQ (base64) untuk ⟨wid⟩: ⟨event⟩; Content-MD5 ⟨md5⟩.",
            "MoMo extraData của đơn ⟨oid⟩ là ⟨extra⟩ (decode ra walletId + promoCode, không có "
            "gì nhạy cảm).",
        ),
        _harmless,
    ),
)
