"""Benign look-alikes in keys, configs and prose: public keys and certificates, JWKS,
lockfile integrity hashes, CDN asset hashes, request ids, version strings, placeholders,
redacted values, and the word "password" (mật khẩu, รหัสผ่าน) used with no secret."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike63.gen import (
    ALNUM,
    B64URL,
    BECH32,
    DEVS_TH,
    DEVS_VN,
    HOTELS,
    PROJECT_NUMBERS,
    PROJECTS,
    UHEX,
    Kind,
    b64,
    b64url,
    certificate_body,
    hexs,
    iso,
    iso_ict,
    num,
    objectid,
    pick,
    rsa_public_pem_body,
    semver,
    sha,
    ssh_ed25519_public,
    ulid,
    uuid4,
    ymd,
    yymmdd,
)


def _pub(r: Random) -> dict[str, str]:
    who = r.choice(DEVS_VN + DEVS_TH)
    return {
        "ssh": ssh_ed25519_public(r, f"{who}@mkg-laptop"),
        "ssh2": ssh_ed25519_public(r, "deploy@mekonggo"),
        "salt": b64(r, 20),
        "hh": b64(r, 20),
        "fp": b64(r, 32).rstrip("="),
        "pem": rsa_public_pem_body(r),
        "tls": ":".join(pick(r, UHEX, 2) for _ in range(32)),
        "age": "age1" + pick(r, BECH32, 58),
        "gpg": hexs(r, 40).upper(),
        "ip": f"34.{r.randint(80, 143)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "who": who,
    }


def _jwks(r: Random) -> dict[str, str]:
    n = base64.urlsafe_b64encode(bytes([r.randint(0x80, 0xFF)]) + r.randbytes(255))
    return {
        "kid": hexs(r, 40),
        "kid2": hexs(r, 40),
        "n": n.decode().rstrip("="),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "cert": certificate_body(r),
        "serial": ":".join(pick(r, "0123456789abcdef", 2) for _ in range(16)),
        "d": ymd(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "n": num(r, 4),
        "port": str(r.choice((5432, 6378, 6379, 8080, 27017))),
        "svc": r.choice(("booking-api", "payments-worker", "messaging-gw")),
        "ns": r.choice(("payments", "booking", "messaging")),
        "env": r.choice(("dev", "staging", "uat", "local")),
        "d": ymd(r),
        "dev": r.choice(DEVS_VN + DEVS_TH),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "stars": "*" * r.choice((8, 16, 32)),
        "first4": pick(r, ALNUM, 4),
        "last4": pick(r, ALNUM, 4),
        "crc": str(r.randint(10**8, 4 * 10**9)),
        "n": num(r, 4),
        "ts": iso_ict(r),
        "rid": uuid4(r),
        "oid": objectid(r),
        "bytes": str(r.choice((20, 32, 40, 64))),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "ver": semver(r),
        "ver2": semver(r),
        "bn": num(r, 4),
        "short": hexs(r, 7),
        "gke": f"1.3{r.randint(4, 8)}.{r.randint(1, 9)}-gke.{r.randint(1000, 2400)}",
        "sdk": f"5{r.randint(10, 60)}.0.0",
        "mongo": f"8.{r.randint(0, 3)}.{r.randint(0, 12)}",
        "redis": f"7.{r.randint(2, 4)}.{r.randint(0, 9)}",
        "pg": f"17.{r.randint(1, 9)}",
        "dd": f"{r.randint(1, 31):02d}",
        "uuid": uuid4(r),
        "code": num(r, 6),
    }


def _pw_words(r: Random) -> dict[str, str]:
    return {
        "tpl": num(r, 6),
        "n": str(r.randint(3, 8)),
        "len": str(r.choice((10, 12, 14, 16))),
        "days": str(r.choice((60, 90, 180))),
        "tk": num(r, 4),
        "port": str(r.randint(2200, 2299)),
        "ts": iso_ict(r),
        "v": str(r.randint(2, 30)),
        "dev": r.choice(DEVS_VN + DEVS_TH),
        "d": ymd(r),
    }


def _uuids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "ts": iso(r),
        "oid": objectid(r),
        "path": r.choice(("/v3/bookings", "/v3/payments/momo", "/v3/hotels/search")),
        "ms": str(r.randint(40, 9000)),
    }


def _lock(r: Random) -> dict[str, str]:
    pkg, ver = r.choice(
        (("@line/bot-sdk", "11.2.0"), ("ioredis", "5.8.1"), ("mongodb", "7.1.0"),
         ("@google-cloud/pubsub", "5.3.0"), ("@sentry/node", "10.41.0"))
    )  # fmt: skip
    base = pkg.split("/")[-1]
    return {
        "pkg": pkg,
        "base": base,
        "ver": ver,
        "i": b64(r, 64),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "gb": b64(r, 32),
        "gb2": b64(r, 32),
        "cli": semver(r),
    }


def _cdn(r: Random) -> dict[str, str]:
    return {
        "ah": num(r, 7),
        "h32": hexs(r, 32),
        "h64": hexs(r, 64),
        "h8": hexs(r, 8),
        "h8b": hexs(r, 8),
        "h20": hexs(r, 20),
        "ulid": ulid(r),
        "gen": num(r, 16),
        "md5": b64(r, 16),
        "crc": b64(r, 4),
        "bid": pick(r, B64URL, 21),
        "hotel": r.choice(HOTELS),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": sha(r),
        "s7": hexs(r, 7),
        "oid": objectid(r),
        "tid": num(r, 13),
        "luid": "U" + hexs(r, 32),
        "ev": hexs(r, 32),
        "u": uuid4(r),
        "d": hexs(r, 64),
        "mid": num(r, 16),
        "pnum": PROJECT_NUMBERS[r.choice(PROJECTS)],
        "v": str(r.randint(2, 30)),
        "ulid": ulid(r),
        "atid": f"{yymmdd(r)}_{num(r, 7)}",
        "ts": iso_ict(r),
        "tk": num(r, 4),
    }


_N = 11

TEXT: tuple[Kind, ...] = (
    Kind(
        "public_keys_and_fingerprints",
        (
            "Thêm public key của bạn mới vào bastion: ⟨ssh⟩",
            "|1|⟨salt⟩|⟨hh⟩ ⟨ssh2⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨fp⟩ ⟨who⟩@mkg-laptop (ED25519)",
            "2C2P JWE public key (theirs, for encrypting card data):\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----",
            "api.mekonggo.vn cert SHA256 Fingerprint=⟨tls⟩",
            "sops recipients: age public key ⟨age⟩ (Nat), GPG ⟨gpg⟩ (Khoa)",
            "known host ⟨ip⟩ → SHA256:⟨fp⟩ (verified on the console before first ssh)",
        ),
        _pub,
        n=_N,
    ),
    Kind(
        "jwks_and_certificates",
        (
            '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
            "LINE Login verifies ID tokens with this EC key: "
            '{"kty":"EC","crv":"P-256","kid":"⟨kid2⟩","x":"⟨x⟩","y":"⟨y⟩","use":"sig",'
            '"alg":"ES256"}',
            "$ openssl s_client -connect api.mekonggo.vn:443 -showcerts </dev/null\n"
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Google rotated signing key ⟨kid⟩ → ⟨kid2⟩ on ⟨d⟩; our JWKS cache picked it up.",
            "Cert serial ⟨serial⟩, valid to ⟨d⟩ (Let's Encrypt, public)",
        ),
        _jwks,
        n=_N,
    ),
    Kind(
        "placeholders_and_references",
        (
            ".env.example (⟨svc⟩):\nMOMO_PARTNER_CODE=MOMOXXXX00000000\nMOMO_ACCESS_KEY=\n"
            "MOMO_SECRET_KEY=<lấy từ Secret Manager: momo-secret-key>\nPORT=⟨port⟩",
            "env:\n  ZALOPAY_KEY1: ${{ secrets.ZALOPAY_KEY1 }}\n"
            "  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\n  DEPLOY_ENV: ⟨env⟩",
            "LINE_CHANNEL_ACCESS_TOKEN=your-long-lived-channel-access-token-here  # ⟨env⟩",
            "vnp_HashSecret=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX (lấy trong email VNPay, ticket "
            "TRV-⟨n⟩)",
            "- name: MOMO_SECRET_KEY\n  valueFrom:\n    secretKeyRef:\n      name: payments-env\n"
            "      key: MOMO_SECRET_KEY  # namespace ⟨ns⟩",
            "DATABASE_URL=postgresql://booking_api:${DB_PASSWORD}@127.0.0.1:⟨port⟩/booking",
            "MONGODB_URI=mongodb+srv://<username>:<password>@<cluster>.mongodb.net/ (⟨env⟩)",
            'variable "zalo_app_secret" {\n  type      = string\n  sensitive = true\n'
            "  # set in TF Cloud workspace mkg-⟨env⟩ by ⟨dev⟩\n}",
        ),
        _placeholders,
        n=_N,
    ),
    Kind(
        "redacted_values",
        (
            "MOMO_SECRET_KEY=⟨stars⟩  (masked by `doppler secrets`, ticket TRV-⟨n⟩)",
            "⟨ts⟩ POST /webhooks/zalopay 200 Authorization: Bearer [REDACTED] rid=⟨rid⟩",
            "secretKey: ⟨first4⟩…⟨last4⟩ (masked in the payments log since TRV-⟨n⟩)",
            'Sentry breadcrumb: {"password": "[Filtered]", "username": "ops", "id": "⟨oid⟩"}',
            "gcloud secrets versions access output: <redacted, ⟨bytes⟩ bytes, crc32c ⟨crc⟩>",
            "คีย์ถูกปิดบังเป็น ****⟨last4⟩ ในหน้า console ของ 2C2P (request ⟨rid⟩)",
        ),
        _redacted,
        n=_N,
    ),
    Kind(
        "version_and_build_strings",
        (
            "booking-api v⟨ver⟩ (build ⟨bn⟩, commit ⟨short⟩) đã lên prod",
            "GKE control plane ⟨gke⟩, Google Cloud SDK ⟨sdk⟩",
            "MongoDB Atlas ⟨mongo⟩, Memorystore Redis ⟨redis⟩, Cloud SQL PostgreSQL ⟨pg⟩",
            "release-2033.10.⟨dd⟩+⟨bn⟩.g⟨short⟩",
            "Android 5.⟨dd⟩.⟨bn⟩ (versionCode ⟨code⟩), iOS ⟨ver2⟩ (⟨bn⟩)",
            "Cloud Build ⟨uuid⟩ SUCCESS — image tag ⟨ver⟩-⟨short⟩",
        ),
        _versions,
        n=_N,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Luồng quên mật khẩu: OTP qua Zalo ZNS (template ⟨tpl⟩), hết hạn sau 5 phút, "
            "tối đa ⟨n⟩ lần.",
            "password_policy:\n  min_length: ⟨len⟩\n  require_digit: true\n"
            "  max_age_days: ⟨days⟩\n  history: ⟨n⟩",
            "ผู้ใช้ลืมรหัสผ่านบ่อย → เพิ่มปุ่ม 'เข้าสู่ระบบด้วย LINE' (ticket TRV-⟨tk⟩)",
            "Rotate the Redis AUTH password next sprint (TRV-⟨tk⟩, owner ⟨dev⟩). Do not paste "
            "it here.",
            "Secret `momo-secret-key` version ⟨v⟩ is the HMAC key; the password field in the "
            "MoMo portal is for humans only.",
            "PasswordAuthentication no\nPubkeyAuthentication yes\nPort ⟨port⟩",
            'FATAL: password authentication failed for user "booking_api" at ⟨ts⟩ — do mật '
            "khẩu vừa rotate mà pod chưa restart.",
            "Atlas user analytics-ro chuyển sang X.509 từ ⟨d⟩, không còn dùng mật khẩu.",
        ),
        _pw_words,
        n=_N,
    ),
    Kind(
        "request_and_trace_uuids",
        (
            "X-Request-Id: ⟨u⟩",
            "Idempotency-Key: ⟨u⟩ — retry with the same key returned 409, as intended.",
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
            '{"ts":"⟨ts⟩","request_id":"⟨u⟩","correlation_id":"⟨u2⟩","path":"⟨path⟩",'
            '"latency_ms":⟨ms⟩}',
            "คำขอ ⟨u⟩ ช้า ⟨ms⟩ms ที่ ⟨path⟩ (booking ⟨oid⟩)",
        ),
        _uuids,
        n=_N,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n'
            '  "resolved": "https://registry.npmjs.org/⟨pkg⟩/-/⟨base⟩-⟨ver⟩.tgz",\n'
            '  "integrity": "sha512-⟨i⟩"\n}',
            "google-cloud-pubsub==2.⟨ver⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
            "github.com/redis/go-redis/v9 v9.12.0 h1:⟨gb⟩\n"
            "github.com/redis/go-redis/v9 v9.12.0/go.mod h1:⟨gb2⟩",
            "⟨h1⟩  mkg-cli_⟨cli⟩_linux_amd64.tar.gz",
            "  /⟨pkg⟩@⟨ver⟩:\n    resolution: {integrity: sha512-⟨i⟩}",
        ),
        _lock,
        n=_N,
    ),
    Kind(
        "cdn_and_asset_hashes",
        (
            "https://cdn.mekonggo.vn/hotels/⟨ah⟩/⟨h32⟩.webp",
            'ETag: "⟨h32⟩" — Cloud CDN vẫn trả ảnh cũ của ⟨hotel⟩',
            "dist/assets/index-⟨h8⟩.js, vendor-⟨h8b⟩.js",
            "gs://mkg-media-prod/rooms/⟨ulid⟩/⟨h64⟩.jpg generation ⟨gen⟩ md5Hash ⟨md5⟩ "
            "crc32c ⟨crc⟩",
            "Next.js buildId ⟨bid⟩; static chunk _next/static/chunks/⟨h20⟩.js",
        ),
        _cdn,
        n=_N,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Deploy ⟨ts⟩\n- commit ⟨sha⟩\n- image sha256:⟨d⟩\n- booking ⟨oid⟩, MoMo transId "
            "⟨tid⟩\n- Sentry event ⟨ev⟩",
            "Sự cố ZaloPay callback\n▸ request ⟨u⟩\n▸ LINE user ⟨luid⟩ báo lỗi\n"
            "▸ app_trans_id ⟨atid⟩\n▸ hotel htl_⟨ulid⟩",
            "Secrets used by booking-api (names only, values in Secret Manager):\n"
            "- projects/⟨pnum⟩/secrets/momo-secret-key/versions/⟨v⟩\n"
            "- projects/⟨pnum⟩/secrets/zalopay-key2/versions/latest\n- ticket TRV-⟨tk⟩",
            "| field | value |\n|---|---|\n| messageId | ⟨mid⟩ |\n| commit | ⟨s7⟩ |\n"
            "| password | (unchanged) |\n| request id | ⟨u⟩ |",
        ),
        _mixed,
        n=_N,
    ),
)
