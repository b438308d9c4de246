"""Benign look-alikes of the team's infrastructure: Git and GitHub Actions, AWS, PostgreSQL,
LDAP, Moodle, container images, lockfiles, public keys and certificates. Hashes, digests,
ids, fingerprints and public keys only; no credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike36.gen import (
    ALNUM,
    B64URL,
    DEVS,
    DIGITS,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)

_BEGIN = "-----BEGIN "
_END = "-----END "
_REPOS = ("admissions-portal", "sis-sync", "hallticket-service", "fee-gateway", "sms-relay")


def _commit(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "short": hexs(r, 7),
        "short2": hexs(r, 9),
        "dev": r.choice(DEVS),
        "pr": str(r.randint(300, 2400)),
        "repo": r.choice(_REPOS),
        "tree": hexs(r, 40),
    }


def _request(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "amz": pick(r, "0123456789ABCDEF", 16),
        "id2": b64(r, 57),
        "cf": b64url(r, 40) + "==",
        "lam": uuid4(r),
        "ms": str(r.randint(180, 29000)),
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "epoch": format(1_870_000_000 + r.randint(0, 2_000_000), "x"),
        "root": hexs(r, 24),
        "parent": hexs(r, 16),
        "sentry": hexs(r, 32),
    }


def _checksum(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "md5": hexs(r, 32),
        "s512": hexs(r, 128),
        "ver": r.choice(("4.5.3", "4.5.4", "4.6.0")),
        "pg": r.choice(("16.8", "17.4", "17.5")),
    }


def _digest(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "acct": num(r, 12),
        "repo": r.choice(_REPOS),
        "tag": "2029.04." + str(r.randint(1, 30)) + "-" + hexs(r, 7),
    }


def _integrity(r: Random) -> dict[str, str]:
    return {
        "sri": b64(r, 64),
        "pip": hexs(r, 64),
        "pip2": hexs(r, 64),
        "gosum": b64(r, 32),
        "pkg": r.choice(("razorpay", "axios", "dayjs", "zod", "pg", "ldapjs")),
        "py": r.choice(("razorpay", "psycopg", "ldap3", "django", "boto3", "requests")),
        "gover": "3.4." + str(r.randint(4, 12)),
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 12)}",
    }


def _actions(r: Random) -> dict[str, str]:
    return {
        "pin": hexs(r, 40),
        "pin2": hexs(r, 40),
        "run": str(r.randint(14_000_000_000, 16_999_999_999)),
        "job": str(r.randint(38_000_000_000, 45_999_999_999)),
        "secret": r.choice(
            (
                "RAZORPAY_KEY_SECRET",
                "PAYTM_MERCHANT_KEY",
                "MSG91_AUTHKEY",
                "LDAP_BIND_PASSWORD",
                "AWS_DEPLOY_ROLE_ARN",
            )
        ),
        "repo": r.choice(_REPOS),
    }


def _aws_ids(r: Random) -> dict[str, str]:
    return {
        "i": "i-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "vpc": "vpc-0" + hexs(r, 16),
        "sub": "subnet-0" + hexs(r, 16),
        "ami": "ami-0" + hexs(r, 16),
        "acct": num(r, 12),
        "kms": uuid4(r),
        "ver": pick(r, ALNUM + "._", 32),
        "etag": hexs(r, 32),
        "role": r.choice(("gha-deploy-admissions", "hallticket-lambda", "sis-sync-task")),
    }


def _sm_refs(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "suf": pick(r, ALNUM, 6),
        "path": r.choice(
            (
                "prod/admissions/razorpay",
                "prod/sms/msg91",
                "prod/ldap/bind",
                "pune/moodle/db",
                "prod/digilocker/client",
            )
        ),
        "ver": uuid4(r),
        "kms": uuid4(r),
        "param": r.choice(
            (
                "/chu/prod/razorpay/key_secret",
                "/chu/prod/paytm/merchant_key",
                "/chu/pune/moodle/dbpass",
                "/chu/prod/whatsapp/token",
            )
        ),
    }


def _ldap(r: Random) -> dict[str, str]:
    return {
        "uid": r.choice(("25bce", "26bds", "27mba", "28bec")) + pick(r, DIGITS, 4),
        "uuid": uuid4(r),
        "guid": b64(r, 16),
        "csn": "2029040"
        + str(r.randint(1, 9))
        + f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        + "."
        + pick(r, DIGITS, 6)
        + "Z#000000#00"
        + str(r.randint(0, 9))
        + "#000000",
        "uidn": str(r.randint(20000, 89999)),
        "ou": r.choice(("students", "staff", "pune-students", "alumni")),
        "olc": str(r.randint(0, 9)),
    }


def _moodle(r: Random) -> dict[str, str]:
    ch = hexs(r, 40)
    return {
        "ch": ch,
        "ph": hexs(r, 40),
        "a": ch[:2],
        "b": ch[2:4],
        "ver": "20290" + str(r.randint(1, 4)) + str(r.randint(1, 28)).zfill(2) + "00",
        "course": str(r.randint(1200, 9800)),
        "attempt": str(r.randint(100000, 999999)),
        "cm": str(r.randint(10000, 99999)),
    }


def _pg(r: Random) -> dict[str, str]:
    return {
        "lsn": f"{r.randint(16, 255):X}/{r.getrandbits(32):08X}",
        "lsn2": f"{r.randint(16, 255):X}/{r.getrandbits(32):08X}",
        "wal": "00000001" + f"{r.randint(0, 255):08X}" + f"{r.randint(0, 255):08X}",
        "qid": str(-r.randint(10**17, 9 * 10**18)),
        "qid2": str(r.randint(10**17, 9 * 10**18)),
        "oid": str(r.randint(16384, 999999)),
        "xid": str(r.randint(10**7, 10**9)),
        "sysid": "7" + pick(r, DIGITS, 18),
        "net": str(r.randint(16, 40)),
    }


def _ssh_pub(r: Random) -> dict[str, str]:
    return {
        "ed": "AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(r, ALNUM + "+/", 43),
        "fp": b64(r, 32).rstrip("="),
        "fp2": b64(r, 32).rstrip("="),
        "h1": b64(r, 20),
        "h2": b64(r, 20),
        "dev": r.choice(DEVS),
        "host": r.choice(("bastion.pune.chu.internal", "lms-pune-01", "sis-worker-2")),
    }


def _pem_public(r: Random) -> dict[str, str]:
    return {
        "pub": wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 258) + "IDAQAB", 64),
        "cert": wrap("MIIDrzCCApegAwIBAgIU" + b64(r, 690), 64),
        "fp": ":".join(pick(r, "0123456789ABCDEF", 2) for _ in range(32)),
        "serial": ":".join(pick(r, "0123456789abcdef", 2) for _ in range(20)),
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": b64url(r, 32),
        "n": b64url(r, 256),
        "x5t": b64url(r, 20),
        "kid2": hexs(r, 40),
    }


def _assets(r: Random) -> dict[str, str]:
    return {
        "h8": hexs(r, 8),
        "h20": hexs(r, 20),
        "vite": pick(r, B64URL, 8),
        "vite2": pick(r, B64URL, 8),
        "build": "202904" + f"{r.randint(1, 28):02d}",
        "git": hexs(r, 7),
        "n": str(r.randint(2, 31)),
        "mver": "4.5." + str(r.randint(2, 6)),
        "bid": pick(r, LOWER_ALNUM, 21),
        "up": pick(r, UPPER_ALNUM, 10),
    }


BENIGN_INFRA: tuple[Kind, ...] = (
    Kind(
        "commit_hashes",
        (
            "⟨short⟩ fix(fees): round paise before Razorpay order create\n"
            "⟨short2⟩ feat(hallticket): add Marathi template",
            "commit ⟨sha⟩\nAuthor: ⟨dev⟩ <⟨dev⟩@chu.edu.in>\n"
            "Date:   Wed Apr 11 14:02:11 2029 +0530",
            "Merge pull request #⟨pr⟩ from chu-student-systems/⟨dev⟩/otp-retry (⟨sha⟩)",
            "git bisect: first bad commit is ⟨sha⟩; last good ⟨sha2⟩",
            "https://github.com/chu-student-systems/⟨repo⟩/commit/⟨sha⟩",
            "git cat-file -p ⟨sha⟩ | head -1 → tree ⟨tree⟩",
        ),
        _commit,
        secrets=(),
    ),
    Kind(
        "request_ids",
        (
            "x-request-id: ⟨u⟩ (admissions API, ⟨ms⟩ ms)",
            "S3 PutObject 403: x-amz-request-id ⟨amz⟩, x-amz-id-2 ⟨id2⟩",
            "CloudFront error page, X-Amz-Cf-Id: ⟨cf⟩",
            "REPORT RequestId: ⟨lam⟩\tDuration: ⟨ms⟩.41 ms\tBilled Duration: ⟨ms⟩ ms",
            '{"error": "upstream timeout", "request_id": "⟨u⟩"}',
        ),
        _request,
        secrets=(),
    ),
    Kind(
        "trace_ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            "X-Amzn-Trace-Id: Root=1-⟨epoch⟩-⟨root⟩;Parent=⟨parent⟩;Sampled=1",
            "Sentry event ⟨sentry⟩ — KeyError 'rrn' in reconcile_upi()",
            'trace_id=⟨tid⟩ span_id=⟨sid⟩ level=error msg="digilocker pull timed out"',
        ),
        _trace,
        secrets=(),
    ),
    Kind(
        "sha256_checksums",
        (
            "⟨s1⟩  moodle-⟨ver⟩.tgz",
            "SHA256 (postgresql-⟨pg⟩.tar.bz2) = ⟨s2⟩",
            "sha256sum hallticket_bulk_2029_04.zip\n⟨s1⟩  hallticket_bulk_2029_04.zip",
            "md5 of the NIRF upload CSV: ⟨md5⟩",
            "sha512: ⟨s512⟩",
        ),
        _checksum,
        secrets=(),
    ),
    Kind(
        "docker_image_digests",
        (
            "image: ⟨acct⟩.dkr.ecr.ap-south-1.amazonaws.com/⟨repo⟩@sha256:⟨d⟩",
            "⟨tag⟩: digest: sha256:⟨d⟩ size: 2417",
            "Digest: sha256:⟨d2⟩\nStatus: Downloaded newer image for postgres:17-alpine",
            "FROM python:3.13-slim@sha256:⟨d⟩",
        ),
        _digest,
        secrets=(),
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n  "integrity": "sha512-⟨sri⟩"\n}',
            "⟨py⟩==⟨ver⟩ \\\n    --hash=sha256:⟨pip⟩ \\\n    --hash=sha256:⟨pip2⟩",
            "github.com/go-ldap/ldap/v3 v⟨gover⟩ h1:⟨gosum⟩",
            '<script src="/vendor/⟨pkg⟩.min.js" integrity="sha512-⟨sri⟩" '
            'crossorigin="anonymous"></script>',
        ),
        _integrity,
        secrets=(),
    ),
    Kind(
        "actions_pins_and_secret_refs",
        (
            "- uses: actions/checkout@⟨pin⟩ # v4.2.2\n- uses: actions/setup-node@⟨pin2⟩ # v4.4.0",
            "env:\n  RAZORPAY_KEY_SECRET: ${{ secrets.⟨secret⟩ }}\n  NODE_ENV: production",
            "https://github.com/chu-student-systems/⟨repo⟩/actions/runs/⟨run⟩/job/⟨job⟩",
            "gh run view ⟨run⟩ --log-failed  # ⟨secret⟩ printed as ***",
        ),
        _actions,
        secrets=(),
    ),
    Kind(
        "aws_resource_ids_arns",
        (
            "⟨i⟩ (sis-worker) in ⟨sub⟩, ⟨vpc⟩, SG ⟨sg⟩",
            "arn:aws:iam::⟨acct⟩:role/⟨role⟩",
            "AMI ⟨ami⟩ rolled out; KMS key arn:aws:kms:ap-south-1:⟨acct⟩:key/⟨kms⟩",
            '{"ETag": "\\"⟨etag⟩\\"", "VersionId": "⟨ver⟩"}',
        ),
        _aws_ids,
        secrets=(),
    ),
    Kind(
        "secrets_manager_references",
        (
            "arn:aws:secretsmanager:ap-south-1:⟨acct⟩:secret:⟨path⟩-⟨suf⟩",
            "aws secretsmanager get-secret-value --secret-id ⟨path⟩ --query SecretString",
            "aws ssm get-parameter --name ⟨param⟩ --with-decryption",
            '"secrets": [{"name": "RAZORPAY_KEY_SECRET", "valueFrom": '
            '"arn:aws:secretsmanager:ap-south-1:⟨acct⟩:secret:⟨path⟩-⟨suf⟩:key_secret::"}]',
            "rotated ⟨path⟩ → VersionId ⟨ver⟩ (AWSCURRENT), KMS key ⟨kms⟩",
        ),
        _sm_refs,
        secrets=(),
    ),
    Kind(
        "ldap_dns_and_uuids",
        (
            "dn: uid=⟨uid⟩,ou=⟨ou⟩,dc=chu,dc=edu,dc=in\nentryUUID: ⟨uuid⟩\nuidNumber: ⟨uidn⟩",
            "objectGUID:: ⟨guid⟩",
            "entryCSN: ⟨csn⟩",
            "olcAccess: {⟨olc⟩}to attrs=userPassword by self write by anonymous auth by * none",
            "ldapsearch -x -H ldaps://ldap.chu.edu.in -b ou=⟨ou⟩,dc=chu,dc=edu,dc=in "
            "'(uid=⟨uid⟩)' entryUUID",
        ),
        _ldap,
        secrets=(),
    ),
    Kind(
        "moodle_content_hashes",
        (
            "mdl_files: contenthash ⟨ch⟩, pathnamehash ⟨ph⟩",
            "missing file /var/moodledata/filedir/⟨a⟩/⟨b⟩/⟨ch⟩",
            "$plugin->version = ⟨ver⟩;\n$plugin->component = 'local_chusis';",
            "quiz attempt ⟨attempt⟩ in course ⟨course⟩ (cmid ⟨cm⟩) stuck 'inprogress'",
        ),
        _moodle,
        secrets=(),
    ),
    Kind(
        "postgres_lsn_queryids",
        (
            "replay lag: sent_lsn ⟨lsn⟩, replay_lsn ⟨lsn2⟩",
            'LOG:  restored log file "⟨wal⟩" from archive',
            "pg_stat_statements queryid ⟨qid⟩ = the slow fee_ledger join",
            "Database system identifier: ⟨sysid⟩",
            "relation oid ⟨oid⟩, oldest xmin ⟨xid⟩; queryid ⟨qid2⟩",
            "hostssl sis all 10.⟨net⟩.0.0/16 scram-sha-256\nhost    all all 127.0.0.1/32 password",
        ),
        _pg,
        secrets=(),
    ),
    Kind(
        "ssh_public_keys_fingerprints",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨dev⟩@chu-laptop",
            "ED25519 key fingerprint is SHA256:⟨fp⟩.",
            "256 SHA256:⟨fp⟩ ⟨dev⟩@chu-laptop (ED25519)",
            "|1|⟨h1⟩|⟨h2⟩ ssh-ed25519 ⟨ed⟩",
            "Host key for ⟨host⟩ changed: was SHA256:⟨fp⟩, now SHA256:⟨fp2⟩ (rebuild)",
        ),
        _ssh_pub,
        secrets=(),
    ),
    Kind(
        "pem_public_keys_and_certs",
        (
            "Razorpay webhook verification is HMAC, but DigiLocker's signing key is:\n"
            + _BEGIN
            + "PUBLIC KEY-----\n⟨pub⟩\n"
            + _END
            + "PUBLIC KEY-----",
            _BEGIN + "CERTIFICATE-----\n⟨cert⟩\n" + _END + "CERTIFICATE-----",
            "sha256 Fingerprint=⟨fp⟩",
            "serial=⟨serial⟩\nnotAfter=Jun 30 23:59:59 2030 GMT",
        ),
        _pem_public,
        secrets=(),
    ),
    Kind(
        "jwks_public_keys",
        (
            '{"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": "⟨kid⟩", '
            '"n": "⟨n⟩", "e": "AQAB"}]}',
            "Google certs rotated: kid ⟨kid2⟩ (JWKS, public)",
            "x5t#S256 ⟨x5t⟩ / kid ⟨kid⟩ from https://sso.chu.edu.in/.well-known/jwks.json",
        ),
        _jwks,
        n=9,
        secrets=(),
    ),
    Kind(
        "asset_hashes_and_versions",
        (
            "dist/assets/index-⟨vite⟩.js  412.83 kB │ gzip: 131.02 kB\n"
            "dist/assets/vendor-⟨vite2⟩.css  22.10 kB │ gzip: 4.87 kB",
            "static/js/main.⟨h8⟩.chunk.js",
            "Moodle ⟨mver⟩+ (Build: ⟨build⟩), release ⟨git⟩",
            "webpack 5.98.⟨n⟩ compiled successfully in 8412 ms, hash ⟨h20⟩",
            "Expo build ⟨bid⟩ for the student app, EAS update group ⟨up⟩",
        ),
        _assets,
        secrets=(),
    ),
)
