"""Benign look-alikes from the platform side of Madrasa Plus: AWS Bahrain resource names and
request signatures, public keys and fingerprints, JWKS, commits, digests, lockfiles, ids,
BigBlueButton checksums, Zoom/Twilio/Unifonic/Agora ids, Sentry DSNs, Cloudflare ids and
Moodle identifiers."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike77.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    benign_kind,
    certificate_der,
    clock,
    colon_hex,
    day,
    ec_spki_der,
    epoch,
    hexs,
    hexu,
    num,
    objectid,
    pem_body,
    pick,
    rsa_numbers,
    rsa_spki_der,
    ssh_fingerprint,
    ssh_public,
    ulid,
    uuid4,
)

_TURNSTILE = "0x4" + "AAAAAAA"
_PUB_BEGIN = "-----BEGIN PUBLIC KEY-----"
_PUB_END = "-----END PUBLIC KEY-----"
_CERT_BEGIN = "-----BEGIN CERTIFICATE-----"
_CERT_END = "-----END CERTIFICATE-----"
_DEVS = ("nour", "omar.k", "salma", "yazan", "rami", "dina", "hamza", "mariam", "tareq", "lina")


def _semver(r: Random) -> str:
    return f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 12)}"


def _aws_names(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "sfx": pick(r, ALNUM, 6),
        "iid": "i-0" + hexs(r, 16),
        "subnet": "subnet-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "c12": pick(r, LOWER_ALNUM, 12),
        "dist": "E" + pick(r, UPPER_ALNUM, 13),
        "dom": "d" + pick(r, LOWER_ALNUM, 13),
        "u": uuid4(r),
        "n": str(r.randint(1, 6)),
    }


def _aws_sigs(r: Random) -> dict[str, str]:
    d = day(r).replace("-", "")
    cfsig = base64.b64encode(r.randbytes(256)).decode()
    cfsig = cfsig.replace("+", "-").replace("=", "_").replace("/", "~")
    return {
        "date": d,
        "amzdate": f"{d}T{clock(r).replace(':', '')}{r.randint(10, 59)}Z",
        "crh": hexs(r, 64),
        "h": hexs(r, 64),
        "sig": hexs(r, 64),
        "rid": pick(r, UPPER_ALNUM, 16),
        "hostid": b64(r, 57),
        "cfsig": cfsig,
        "exp": str(epoch(r)),
        "kid": "K" + pick(r, UPPER_ALNUM, 13),
        "dom": "d" + pick(r, LOWER_ALNUM, 13),
        "path": f"course-{num(r, 4)}/lesson-{r.randint(1, 40):02d}",
    }


_CERT_SUBJECTS = (
    ("billers.efawateercom.jo", "Madfoo3atcom", "JO"),
    ("openapi.levantbank.jo", "Levant Bank PLC", "JO"),
    ("bbb1.madrasaplus.com", "Madrasa Plus", "EG"),
)
_CERT_ISSUERS = ("DigiCert Global G2 TLS RSA SHA256 2020 CA1", "Amazon RSA 2048 M04")


def _public_keys(r: Random) -> dict[str, str]:
    cn, org, country = r.choice(_CERT_SUBJECTS)
    cert = certificate_der(r, cn, org, r.choice(_CERT_ISSUERS), country)
    return {
        "edpub": ssh_public(r),
        "rsapub": ssh_public(r, "ssh-rsa"),
        "spki": pem_body(rsa_spki_der(rsa_numbers(r))),
        "ecspki": pem_body(ec_spki_der(r)),
        "cert": pem_body(cert),
        "kid": "K" + pick(r, UPPER_ALNUM, 13),
        "who": r.choice(_DEVS),
        "who2": r.choice(_DEVS),
    }


def _fingerprints(r: Random) -> dict[str, str]:
    gpg = hexu(r, 40)
    return {
        "fp": ssh_fingerprint(ssh_public(r)),
        "ip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
        "colonhex": colon_hex(r.randbytes(32)),
        "gpg": " ".join(gpg[i : i + 4] for i in range(0, 40, 4)),
        "ecdsapub": ssh_public(r, "ecdsa"),
        "md5colon": colon_hex(r.randbytes(16)).lower(),
        "who": r.choice(_DEVS),
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": r.choice((hexs(r, 40), uuid4(r), b64url(r, 12))),
        "n": base64.urlsafe_b64encode(bytes([r.randint(0xC0, 0xFF)]) + r.randbytes(255))
        .decode()
        .rstrip("="),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "x5t": b64url(r, 20),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "pr": str(r.randint(200, 4000)),
        "v": f"{r.randint(3, 5)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
        "ver": f"5.{r.randint(1, 4)}.{r.randint(0, 6)}",
        "t": clock(r),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "ver": _semver(r),
        "svc": r.choice(("api", "exam-worker", "bbb-proxy", "payments", "notifier")),
    }


_NPM = ("axios", "agora-rtc-sdk-ng", "@sentry/node", "twilio", "zod", "dayjs", "ioredis")
_PY = ("boto3", "twilio", "PyMySQL", "sentry-sdk", "cryptography", "celery", "httpx")


def _lockfile(r: Random) -> dict[str, str]:
    return {
        "npm": r.choice(_NPM),
        "py": r.choice(_PY),
        "ver": _semver(r),
        "i512": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "sha1": hexs(r, 40),
        "sha1b": hexs(r, 40),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "oid": objectid(r),
        "d": day(r),
        "t": clock(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "t8": f"{epoch(r):08x}",
        "t24": hexs(r, 24),
        "e32": hexs(r, 32),
        "ray": hexs(r, 16),
        "ray2": hexs(r, 16),
        "ver": _semver(r),
        "ip": f"41.{r.randint(32, 47)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "ms": str(r.randint(3, 9000)),
    }


def _bbb(r: Random) -> dict[str, str]:
    ts = str(epoch(r) * 1000 + r.randint(0, 999))
    return {
        "name": r.choice(("Ahmed%20Samir", "Layla%20Haddad", "Yousef%20Ali", "Mona%20Adel")),
        "mid": r.choice(("tawjihi-math", "thanaweya-physics", "g9-arabic")) + "-" + num(r, 5),
        "cs": hexs(r, 40),
        "cs2": hexs(r, 40),
        "imid": hexs(r, 40) + "-" + ts,
        "ts": ts,
        "n": str(r.randint(1, 6)),
    }


def _zoom(r: Random) -> dict[str, str]:
    return {
        "sig": hexs(r, 64),
        "ts": str(epoch(r)),
        "pt": b64url(r, 16),
        "et": hexs(r, 64),
        "mid": num(r, 11),
        "muuid": b64(r, 16),
    }


def _sids(r: Random) -> dict[str, str]:
    return {
        "va": "V" + "A" + hexs(r, 32),
        "ve": "V" + "E" + hexs(r, 32),
        "sm": "S" + "M" + hexs(r, 32),
        "ac": "A" + "C" + hexs(r, 32),
        "ph": pick(r, DIGITS, 8),
        "sig": b64(r, 20),
        "uid": num(r, 19),
        "n": str(r.randint(200, 9000)),
    }


def _agora(r: Random) -> dict[str, str]:
    return {
        "app": hexs(r, 32),
        "rid": pick(r, B64URL, r.choice((280, 296, 312))),
        "sid": hexs(r, 32),
        "ch": r.choice(("math-g12", "physics-tawjihi", "arabic-g9")) + "-" + num(r, 4),
        "uid": num(r, 6),
        "cid": hexs(r, 32),
    }


def _sentry(r: Random) -> dict[str, str]:
    k = hexs(r, 32)
    org = num(r, 7)
    proj = num(r, 16)
    region = r.choice(("de", "us"))
    return {
        "k": k,
        "org": org,
        "proj": proj,
        "region": region,
        "dsn": f"https://{k}@o{org}.ingest.{region}.sentry.io/{proj}",
        "ver": _semver(r),
        "sha7": hexs(r, 7),
        "sha": hexs(r, 40),
    }


def _cloudflare(r: Random) -> dict[str, str]:
    return {
        "zone": hexs(r, 32),
        "acct": hexs(r, 32),
        "site": _TURNSTILE + pick(r, B64URL, 14),
        "u": uuid4(r),
        "u2": uuid4(r),
        "ray": hexs(r, 16),
        "n": num(r, 4),
        "hex8": hexs(r, 8),
    }


def _moodle(r: Random) -> dict[str, str]:
    sha1 = hexs(r, 40)
    return {
        "sha1": sha1,
        "aa": sha1[:2],
        "bb": sha1[2:4],
        "ctx": str(r.randint(20, 90000)),
        "rev": str(r.randint(1, 30)),
        "file": r.choice(("past-paper-2035.pdf", "ملخص-الفيزياء.pdf", "lesson-notes.docx")),
        "ver": f"5.{r.randint(1, 4)}.{r.randint(0, 6)}",
        "build": day(r).replace("-", ""),
        "vnum": day(r).replace("-", "") + f"{r.randint(0, 9):02d}",
        "att": num(r, 6),
        "uid": num(r, 7),
        "cid": str(r.randint(2, 900)),
        "y": str(r.randint(2030, 2037)),
        "hex": hexs(r, 32),
    }


PLATFORM: tuple[Kind, ...] = (
    benign_kind(
        "aws_resource_names",
        (
            "arn:aws:secretsmanager:me-south-1:⟨acct⟩:secret:prod/payments/paymob-⟨sfx⟩",
            "EC2 ⟨iid⟩ (api-prod-⟨n⟩) in ⟨subnet⟩, sg ⟨sg⟩ — اتعمله reboot بعد الـ kernel patch",
            "RDS writer: madrasa-prod.cluster-⟨c12⟩.me-south-1.rds.amazonaws.com، reader: "
            "madrasa-prod.cluster-ro-⟨c12⟩.me-south-1.rds.amazonaws.com",
            "CloudFront ⟨dist⟩ (⟨dom⟩.cloudfront.net) → origin "
            "madrasa-plus-lessons-me-south-1.s3.me-south-1.amazonaws.com",
            "KMS key arn:aws:kms:me-south-1:⟨acct⟩:key/⟨u⟩ (alias/madrasa-secrets) — مش سر، "
            "ده مجرد اسم",
            'resource "aws_db_instance" "moodle" {\n  identifier = "moodle-prod"\n'
            "  master_user_secret {\n"
            '    secret_arn = "arn:aws:secretsmanager:me-south-1:⟨acct⟩:secret:rds!db-⟨u⟩-⟨sfx⟩"\n'
            "  }\n}",
        ),
        _aws_names,
    ),
    benign_kind(
        "aws_signature_values",
        (
            "<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we "
            "calculated does not match the signature you provided. Check your key and signing "
            "method.</Message><StringToSign>AWS4-HMAC-SHA256\n⟨amzdate⟩\n"
            "⟨date⟩/me-south-1/s3/aws4_request\n⟨crh⟩</StringToSign><SignatureProvided>⟨sig⟩"
            "</SignatureProvided><RequestId>⟨rid⟩</RequestId><HostId>⟨hostid⟩</HostId></Error>",
            "Authorization: AWS4-HMAC-SHA256 Credential=<key-id>/⟨date⟩/me-south-1/"
            "secretsmanager/aws4_request, SignedHeaders=content-type;host;x-amz-date;"
            "x-amz-target, Signature=⟨sig⟩",
            "رابط منتهي من تذكرة الطالب (Expires عدّى): https://⟨dom⟩.cloudfront.net/⟨path⟩/"
            "index.m3u8?Expires=⟨exp⟩&Signature=⟨cfsig⟩&Key-Pair-Id=⟨kid⟩",
            "x-amz-content-sha256: ⟨h⟩\nx-amz-date: ⟨amzdate⟩\nauthorization: AWS4-HMAC-SHA256 "
            "Credential=…/⟨date⟩/me-south-1/s3/aws4_request, "
            "SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=⟨sig⟩",
            "el Signature=⟨sig⟩ byetghayyar ma3 kol request; el moshkela kanet fel clock skew "
            "(x-amz-date ⟨amzdate⟩)",
        ),
        _aws_sigs,
    ),
    benign_kind(
        "public_keys_and_certificates",
        (
            "~/.ssh/authorized_keys على الـ bastion:\nssh-ed25519 ⟨edpub⟩ ⟨who⟩@madrasa\n"
            "ssh-rsa ⟨rsapub⟩ ⟨who2⟩@amman-laptop",
            f"{_PUB_BEGIN}\n⟨spki⟩\n{_PUB_END}",
            "CloudFront public key (key group lessons-signer, id ⟨kid⟩):\n"
            f"{_PUB_BEGIN}\n⟨spki⟩\n{_PUB_END}",
            "الشهادة العامة بتاعتهم (للتحقق من توقيع الرسائل):\n"
            f"{_CERT_BEGIN}\n⟨cert⟩\n{_CERT_END}",
            "GitHub deploy key (النص العام بس) اتضاف للـ repo: ssh-ed25519 ⟨edpub⟩ "
            "deploy@moodle-plugins",
            f"JWT verification key (ES256) lel mobile app:\n{_PUB_BEGIN}\n⟨ecspki⟩\n{_PUB_END}",
        ),
        _public_keys,
    ),
    benign_kind(
        "fingerprints",
        (
            "$ ssh-keygen -lf ~/.ssh/madrasa-bastion.pub\n256 SHA256:⟨fp⟩ ⟨who⟩@madrasa (ED25519)",
            "The authenticity of host 'bastion.madrasaplus.internal (⟨ip⟩)' can't be "
            "established.\nED25519 key fingerprint is SHA256:⟨fp⟩.\nThis key is not known by "
            "any other names.\nAre you sure you want to continue connecting "
            "(yes/no/[fingerprint])?",
            "$ openssl x509 -noout -fingerprint -sha256 -in efawateer.crt\n"
            "sha256 Fingerprint=⟨colonhex⟩",
            "بصمة مفتاح توقيع الـ releases (gpg): ⟨gpg⟩ — uid: Madrasa Plus Releases",
            "~/.ssh/known_hosts:\nbbb1.madrasaplus.com ecdsa-sha2-nistp256 ⟨ecdsapub⟩",
            "EC2 key pair fingerprint (console): ⟨md5colon⟩ — بيطابق ملف الـ .pem عند ⟨who⟩",
        ),
        _fingerprints,
    ),
    benign_kind(
        "jwks_documents",
        (
            '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
            "$ curl -s https://auth.madrasaplus.com/.well-known/jwks.json | jq '.keys[0]'\n{\n"
            '  "kty": "EC",\n  "crv": "P-256",\n  "kid": "⟨kid⟩",\n  "x": "⟨x⟩",\n'
            '  "y": "⟨y⟩",\n  "use": "sig"\n}',
            "الـ JWKS بتاع Cloudflare Access: kid ⟨kid⟩ و x5t ⟨x5t⟩ — والـ n طويل: ⟨n⟩",
            'JWT header من توكن منتهي: {"alg":"RS256","kid":"⟨kid⟩","typ":"JWT"} → الـ kid ده '
            "مش موجود في الـ JWKS الجديد",
        ),
        _jwks,
    ),
    benign_kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -3\n⟨s1⟩ fix(paymob): compare hmac in constant time\n"
            "⟨s2⟩ feat(exams): timer sync with BBB\n⟨s3⟩ chore: bump moodle to ⟨ver⟩",
            "uses: actions/checkout@⟨sha⟩ # v⟨v⟩",
            "عملنا revert لـ ⟨sha⟩ (الـ commit اللي كسر الـ Fawry callback) — الـ revert هو ⟨sha2⟩",
            "Merge pull request #⟨pr⟩ from madrasa-plus/hotfix/tap-3ds ⟨sha⟩",
            "deployed api ⟨sha⟩ 3ala prod el sa3a ⟨t⟩, el rollback target ⟨sha2⟩",
        ),
        _git,
    ),
    benign_kind(
        "container_digests",
        (
            "⟨acct⟩.dkr.ecr.me-south-1.amazonaws.com/madrasa/⟨svc⟩@sha256:⟨d⟩",
            "v⟨ver⟩: Pulling from madrasa/⟨svc⟩\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image for "
            "⟨acct⟩.dkr.ecr.me-south-1.amazonaws.com/madrasa/⟨svc⟩:v⟨ver⟩",
            "kubectl describe pod ⟨svc⟩-7c9f → Image ID: "
            "⟨acct⟩.dkr.ecr.me-south-1.amazonaws.com/madrasa/⟨svc⟩@sha256:⟨d⟩",
            "image: bigbluebutton/greenlight:v3@sha256:⟨d⟩  # pinned بعد مشكلة الـ latest",
            "الـ digest اتغير من sha256:⟨d⟩ لـ sha256:⟨d2⟩ مع إن الـ tag زي ما هو (v⟨ver⟩)",
        ),
        _digests,
    ),
    benign_kind(
        "lockfile_integrity",
        (
            '"node_modules/⟨npm⟩": {\n  "version": "⟨ver⟩",\n'
            '  "resolved": "https://registry.npmjs.org/⟨npm⟩/-/⟨npm⟩-⟨ver⟩.tgz",\n'
            '  "integrity": "sha512-⟨i512⟩"\n}',
            "⟨py⟩==⟨ver⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            '{file = "⟨py⟩-⟨ver⟩-py3-none-any.whl", hash = "sha256:⟨h⟩"},',
            'composer.lock: "dist": {"type": "zip", "reference": "⟨sha1⟩", "shasum": "⟨sha1b⟩"}',
            "الـ integrity بتاع ⟨npm⟩@⟨ver⟩ اتغير (sha512-⟨i512⟩) — npm ci رفض يكمل",
        ),
        _lockfile,
    ),
    benign_kind(
        "uuids_ulids_objectids",
        (
            "exam attempt ⟨u⟩ للطالب ⟨ulid⟩ اتقفل قبل الوقت — شوف الـ log الساعة ⟨t⟩",
            'db.recordings.find({_id: ObjectId("⟨oid⟩")})',
            "idempotency keys: ⟨u⟩, ⟨u2⟩ — نفس الطلب اتبعت مرتين من التطبيق",
            "ULID ⟨ulid⟩ → created ⟨d⟩ (مرتب بالوقت)، أسهل من UUIDv4 في الـ debugging",
            "| student | attempt | session |\n|---|---|---|\n| ⟨oid⟩ | ⟨u⟩ | ⟨ulid⟩ |",
        ),
        _ids,
    ),
    benign_kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
            "X-Amzn-Trace-Id: Root=1-⟨t8⟩-⟨t24⟩;Parent=⟨s16⟩;Sampled=1",
            "Sentry event ⟨e32⟩ (release api@⟨ver⟩) — ZeroDivisionError في حساب الدرجات",
            "cf-ray: ⟨ray⟩-CAI و ⟨ray2⟩-AMM — نفس الطلب من مصر والأردن",
            "https 2036-07-14T08:12:44Z app/madrasa-prod/⟨s16⟩ ⟨ip⟩:51234 10.0.3.14:8000 0.001 "
            '0.⟨ms⟩ 0.000 502 502 "POST https://api.madrasaplus.com:443/exams/submit HTTP/2.0" '
            '"Root=1-⟨t8⟩-⟨t24⟩"',
        ),
        _traces,
    ),
    benign_kind(
        "bbb_checksums_and_meeting_ids",
        (
            "https://bbb⟨n⟩.madrasaplus.com/bigbluebutton/api/join?fullName=⟨name⟩"
            "&meetingID=⟨mid⟩&role=VIEWER&checksum=⟨cs⟩",
            "getRecordings: checksum ⟨cs⟩ != expected ⟨cs2⟩ — كان فيه مسافة في الـ query قبل "
            "الـ sha1",
            "internalMeetingID ⟨imid⟩ (recording بنفس الـ id) اتنقل لـ S3",
            "<response><returncode>SUCCESS</returncode><meetingID>⟨mid⟩</meetingID>"
            "<internalMeetingID>⟨imid⟩</internalMeetingID><parentMeetingID>bbb-none"
            "</parentMeetingID><createTime>⟨ts⟩</createTime></response>",
            "el checksum (⟨cs⟩) byetghayar ma3 kol call, msh howa el shared secret",
        ),
        _bbb,
    ),
    benign_kind(
        "zoom_webhook_signatures_and_ids",
        (
            "x-zm-signature: v0=⟨sig⟩\nx-zm-request-timestamp: ⟨ts⟩",
            '{"event":"endpoint.url_validation","payload":{"plainToken":"⟨pt⟩"}} → رجّعنا '
            '{"plainToken":"⟨pt⟩","encryptedToken":"⟨et⟩"}',
            "Zoom meeting ⟨mid⟩ (uuid ⟨muuid⟩) اتسجّل cloud recording بس الـ webhook اتأخر",
            "signature mismatch: v0=⟨sig⟩, timestamp ⟨ts⟩ — كنا بنعمل hash للـ body بعد "
            "الـ json.loads",
            "meeting ⟨mid⟩ ba3at recording.completed marteen, el uuid ⟨muuid⟩ nafso",
        ),
        _zoom,
    ),
    benign_kind(
        "twilio_and_unifonic_sids",
        (
            "Twilio Verify: service ⟨va⟩, verification ⟨ve⟩ status=approved (account ⟨ac⟩)",
            "SMS ⟨sm⟩ failed 30007 (carrier filtering) للرقم +9627⟨ph⟩",
            "X-Twilio-Signature: ⟨sig⟩ → status callback validated for ⟨sm⟩",
            "Unifonic MessageID ⟨uid⟩ status Sent, SenderID MadrasaPlus, ⟨n⟩ رسالة النهارده",
            '{"sid": "⟨ve⟩", "service_sid": "⟨va⟩", "account_sid": "⟨ac⟩", '
            '"to": "+2010⟨ph⟩", "channel": "sms", "status": "pending"}',
        ),
        _sids,
    ),
    benign_kind(
        "agora_ids_and_recording_handles",
        (
            "AGORA_APP_ID=⟨app⟩  # public, ships in the web and mobile clients",
            "cloud recording acquire → resourceId ⟨rid⟩ ثم start → sid ⟨sid⟩",
            "channel ⟨ch⟩ uid ⟨uid⟩ الصوت قطع عنده، الـ call id في Agora Analytics ⟨cid⟩",
            '{"resourceId":"⟨rid⟩","sid":"⟨sid⟩","serverResponse":{"fileList":[{"fileName":'
            '"⟨sid⟩_⟨ch⟩.m3u8"}],"uploadingStatus":"uploaded"}}',
            "el App ID (⟨app⟩) mish sirri, el certificate huwwe elli bidall 3al server",
        ),
        _agora,
    ),
    benign_kind(
        "sentry_dsn_and_release",
        (
            "SENTRY_DSN=⟨dsn⟩",
            'Sentry.init({ dsn: "⟨dsn⟩", release: "web@⟨ver⟩+⟨sha7⟩" })',
            "الـ DSN مش سر (بيتحط في الـ frontend أصلاً): ⟨dsn⟩",
            "sentry-cli releases set-commits api@⟨ver⟩ --commit madrasa-plus/api@⟨sha⟩",
            "el public key fel DSN (⟨k⟩) bas byeb3at events, mesh byeqra",
        ),
        _sentry,
    ),
    benign_kind(
        "cloudflare_ids_and_sitekeys",
        (
            'zone_id    = "⟨zone⟩"\naccount_id = "⟨acct⟩"',
            "Turnstile sitekey ⟨site⟩ على صفحة /signup؛ الـ secret مش هنا",
            "cloudflared tunnel info madrasa-lms → ID ⟨u⟩, connector ⟨u2⟩ (CAI, AMM)",
            "Ray ID: ⟨ray⟩ • Error 1020 Access denied — الطالب كان على VPN",
            "purge by tag: lesson-⟨n⟩, exam-⟨hex8⟩ (zone ⟨zone⟩)",
        ),
        _cloudflare,
    ),
    benign_kind(
        "moodle_identifiers",
        (
            "mdl_files.contenthash ⟨sha1⟩ → /var/moodledata/filedir/⟨aa⟩/⟨bb⟩/⟨sha1⟩",
            "https://lms.madrasaplus.com/pluginfile.php/⟨ctx⟩/mod_resource/content/⟨rev⟩/⟨file⟩",
            "Moodle ⟨ver⟩ (Build: ⟨build⟩) — version.php: $version = ⟨vnum⟩.00;",
            "quiz attempt ⟨att⟩ uniqueid ⟨uid⟩ في course ⟨cid⟩ (idnumber TAWJIHI-MATH-⟨y⟩)",
            "cache key core/coursemodinfo/⟨cid⟩_⟨hex⟩ kan stale ba3d el restore",
        ),
        _moodle,
    ),
)
