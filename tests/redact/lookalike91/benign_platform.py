"""Benign platform look-alikes: hashes, digests, ids, public keys, certificates, ciphertexts."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike91.gen import (
    ALNUM,
    B64STD,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    benign_kind,
    certificate_der,
    hexs,
    num,
    object_id,
    pem,
    pick,
    sha256_hex,
    spki_ec_der,
    ssh_ed25519_public,
    ssh_fingerprint,
    ulid,
    uuid4,
)

_REPOS = ("payroll-api", "ledger", "kl-web", "payout-worker", "kyc-gateway", "infra")
_WHO = ("Tobi", "Ama", "Chidi", "Kwesi", "Bisi", "Yaw", "Ngozi", "Esi")
_CERT = "CERTIFICATE"
_PUB = "PUBLIC " + "KEY"


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "short": hexs(r, 7),
        "short2": hexs(r, 7),
        "repo": r.choice(_REPOS),
        "who": r.choice(_WHO),
        "pr": str(r.randint(100, 4999)),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": sha256_hex(r),
        "d2": sha256_hex(r),
        "acct": num(r, 12),
        "repo": r.choice(_REPOS),
        "tag": "2039.01." + str(r.randint(1, 30)) + "-" + hexs(r, 7),
    }


def _lock(r: Random) -> dict[str, str]:
    return {
        "sri": "sha512-" + b64(r, 64),
        "sri2": "sha512-" + b64(r, 64),
        "pip": sha256_hex(r),
        "h1": "h1:" + b64(r, 32),
        "gmin": f"{r.randint(5, 9)}.{r.randint(0, 9)}",
        "pkg": r.choice(("axios", "paystack-api", "pino", "zod", "ioredis", "knex")),
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 15)}",
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "oid": object_id(r),
        "who": r.choice(_WHO),
        "n": str(r.randint(2, 400)),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "dd": num(r, 19),
        "dds": num(r, 19),
        "sentry": hexs(r, 32),
        "amzn": "1-" + hexs(r, 8) + "-" + hexs(r, 24),
        "ms": str(r.randint(800, 30000)),
    }


def _aws_names(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "kms": uuid4(r),
        "sfx": pick(r, ALNUM, 6),
        "vpc": "vpc-" + hexs(r, 17),
        "sg": "sg-" + hexs(r, 17),
        "sub": "subnet-" + hexs(r, 17),
        "i": "i-" + hexs(r, 17),
        "eks": "kl-" + r.choice(("prod", "staging")) + "-afs1",
        "oidc": hexs(r, 32).upper(),
    }


def _ssh_pub(r: Random) -> dict[str, str]:
    return {
        "pub": ssh_ed25519_public(r),
        "pub2": ssh_ed25519_public(r),
        "fp": ssh_fingerprint(r),
        "gpg": " ".join(hexs(r, 4).upper() for _ in range(10)),
        "who": r.choice(_WHO).lower(),
        "ip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("api.kobolane.ng", "isw-callback.kobolane.ng", "metabase.kobolane.internal"))
    return {
        "cert": pem(_CERT, certificate_der(r, cn, "Kobo Lane Internal CA")),
        "pub": pem(_PUB, spki_ec_der(r)),
        "cn": cn,
        "serial": ":".join(hexs(r, 2).upper() for _ in range(16)),
        "fp": ":".join(hexs(r, 2).upper() for _ in range(32)),
    }


def _jwks(r: Random) -> dict[str, str]:
    kid = b64url(r, 32)
    keys = {
        "keys": [
            {
                "kty": "RSA",
                "use": "sig",
                "alg": "RS256",
                "kid": kid,
                "n": b64url(r, 256),
                "e": "AQAB",
                "x5t": b64url(r, 20),
            }
        ]
    }
    return {
        "jwks": json.dumps(keys, indent=2),
        "kid": kid,
        "x": b64url(r, 32),
        "y": b64url(r, 32),
    }


def _payloads(r: Random) -> dict[str, str]:
    body = json.dumps(
        {
            "event": "payroll.run.completed",
            "run_id": ulid(r),
            "employees": r.randint(3, 400),
            "total_kobo": r.randint(10**6, 10**10),
        },
        separators=(",", ":"),
    )
    return {
        "b": b64_of(body),
        "png": b64(r, r.choice((60, 72, 90))),
        "pb": b64(r, r.choice((40, 57))),
        "msg": uuid4(r),
        "md5": base64.b64encode(hashlib.md5(r.randbytes(30)).digest()).decode(),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "ck": "kl:rate:v2:" + hexs(r, 40),
        "idem": uuid4(r),
        "etag": hexs(r, 32),
        "mpetag": hexs(r, 32) + "-" + str(r.randint(2, 40)),
        "sess": "sess:" + hexs(r, 64),
        "ttl": str(r.choice((60, 300, 900, 3600))),
        "cf": hexs(r, 16) + "-LOS",
    }


def _public_tokens(r: Random) -> dict[str, str]:
    return {
        "dsnkey": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "rum": "pub" + hexs(r, 32),
        "app": uuid4(r),
        "ga": "G-" + pick(r, UPPER_ALNUM, 10),
        "site": "0x4AAAAAAA" + pick(r, ALNUM + "_-", 12),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "run": num(r, 11),
        "ver": f"2039.1.{r.randint(1, 40)}+build.{num(r, 5)}.g{hexs(r, 7)}",
        "node": f"v{r.randint(28, 31)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
        "tf": f"1.{r.randint(14, 19)}.{r.randint(0, 9)}",
        "img": f"{r.choice(_REPOS)}:sha-{hexs(r, 12)}",
    }


def _sops(r: Random) -> dict[str, str]:
    def enc(n: int) -> str:
        return f"ENC[AES256_GCM,data:{b64(r, n)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"

    return {
        "e1": enc(r.choice((24, 30, 48))),
        "e2": enc(r.choice((20, 32))),
        "kms": "AQICAH" + pick(r, B64STD, 50) + b64(r, 150),
        "arn": num(r, 12) + ":key/" + uuid4(r),
        "mac": enc(32),
        "at": f"2039-01-{r.randint(10, 28)}T0{r.randint(1, 9)}:14:55Z",
    }


PLATFORM: tuple[Kind, ...] = (
    benign_kind(
        "git_commit_hashes",
        (
            "⟨who⟩ reverted ⟨sha⟩ in ⟨repo⟩ — the payday cron fix broke Ghana cedis rounding",
            "$ git log --oneline -3\n⟨short⟩ fix(payout): retry on NIBSS 91\n"
            "⟨short2⟩ chore: bump paystack sdk\n",
            "merge commit ⟨sha⟩ (PR #⟨pr⟩) vs prod tag at ⟨sha2⟩ — two commits behind",
            "git bisect says first bad commit na ⟨sha⟩ wahala!",
        ),
        _commits,
    ),
    benign_kind(
        "container_image_digests",
        (
            "⟨acct⟩.dkr.ecr.af-south-1.amazonaws.com/⟨repo⟩@sha256:⟨d⟩",
            "image: ⟨acct⟩.dkr.ecr.af-south-1.amazonaws.com/⟨repo⟩:⟨tag⟩\n"
            "imageID: docker-pullable://⟨repo⟩@sha256:⟨d2⟩",
            "digest in prod (sha256:⟨d⟩) no match staging (sha256:⟨d2⟩), so rollout no happen",
        ),
        _digests,
    ),
    benign_kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n  "integrity": "⟨sri⟩"\n}',
            "⟨pkg⟩==⟨ver⟩ \\\n    --hash=sha256:⟨pip⟩",
            "github.com/jackc/pgx/v5 v5.⟨gmin⟩ ⟨h1⟩",
            "npm ci failed: EINTEGRITY ⟨pkg⟩@⟨ver⟩ wanted ⟨sri⟩ but got ⟨sri2⟩",
        ),
        _lock,
    ),
    benign_kind(
        "uuid_ulid_objectid",
        (
            "payroll run ⟨ulid⟩ for employer ⟨u⟩ processed ⟨n⟩ staff",
            "Mongo audit doc _id ObjectId('⟨oid⟩') ↔ postgres payslip id ⟨u2⟩",
            "⟨who⟩ say the employer_id ⟨u⟩ dey duplicate for ledger (run ⟨ulid⟩)",
            "| table | id |\n|---|---|\n| employers | ⟨u⟩ |\n| runs | ⟨ulid⟩ |\n| audit | ⟨oid⟩ |",
        ),
        _ids,
    ),
    benign_kind(
        "trace_and_event_ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            "Datadog trace ⟨dd⟩ span ⟨dds⟩ took ⟨ms⟩ms on POST /v1/payouts",
            "Sentry event ⟨sentry⟩ — TypeError in payslip pdf, trace ⟨tid⟩",
            "ALB log: X-Amzn-Trace-Id=Root=⟨amzn⟩ 504 after ⟨ms⟩ms",
        ),
        _traces,
    ),
    benign_kind(
        "aws_resource_names",
        (
            "arn:aws:kms:af-south-1:⟨acct⟩:key/⟨kms⟩",
            "arn:aws:secretsmanager:af-south-1:⟨acct⟩:secret:prod/payroll/paystack-⟨sfx⟩",
            "EKS ⟨eks⟩ in ⟨vpc⟩, nodes in ⟨sub⟩, sg ⟨sg⟩; bastion ⟨i⟩",
            "oidc.eks.af-south-1.amazonaws.com/id/⟨oidc⟩ — IRSA trust policy na this one",
        ),
        _aws_names,
    ),
    benign_kind(
        "ssh_public_keys_and_fingerprints",
        (
            "⟨pub⟩ ⟨who⟩@kobolane",
            "Add to authorized_keys on bastion:\n⟨pub⟩ ⟨who⟩@mbp\n⟨pub2⟩ ci@gha",
            "The ED25519 key fingerprint is ⟨fp⟩. Are you sure you want to continue connecting?",
            "⟨ip⟩ ⟨pub⟩",
            "gpg key for release tags: ⟨gpg⟩ (⟨who⟩)",
        ),
        _ssh_pub,
    ),
    benign_kind(
        "certificates_and_public_key_pem",
        (
            "Interswitch callback cert (⟨cn⟩), serial ⟨serial⟩:\n⟨cert⟩",
            "⟨pub⟩",
            "SHA256 Fingerprint=⟨fp⟩\n⟨cert⟩",
            "webhook verify key (public, na only verify):\n⟨pub⟩",
        ),
        _certs,
    ),
    benign_kind(
        "jwks_documents",
        (
            "$ curl -s https://auth.kobolane.ng/.well-known/jwks.json\n⟨jwks⟩",
            "kid ⟨kid⟩ missing from JWKS after rotation — tokens failing with 401 for 10 mins",
            '{"kty":"EC","crv":"P-256","x":"⟨x⟩","y":"⟨y⟩","use":"sig","kid":"⟨kid⟩"}',
        ),
        _jwks,
    ),
    benign_kind(
        "base64_data_payloads",
        (
            "SQS message ⟨msg⟩ body (base64): ⟨b⟩",
            'payslip logo: "data:image/png;base64,⟨png⟩"',
            "grpc payload (protobuf, base64) ⟨pb⟩ — decode am with the ledger.proto",
            "S3 Content-MD5: ⟨md5⟩",
        ),
        _payloads,
    ),
    benign_kind(
        "cache_and_idempotency_keys",
        (
            "redis-cli TTL ⟨ck⟩ → ⟨ttl⟩",
            "Idempotency-Key: ⟨idem⟩ (same key on retry, so Paystack no double charge)",
            'S3 ETag "⟨etag⟩" vs multipart "⟨mpetag⟩" — na why the checksum no match',
            "DEL ⟨sess⟩ to force logout; CF-Ray ⟨cf⟩",
        ),
        _cache,
    ),
    benign_kind(
        "sentry_dsn_and_public_client_tokens",
        (
            "SENTRY_DSN=https://⟨dsnkey⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
            "datadogRum.init({ applicationId: '⟨app⟩', clientToken: '⟨rum⟩', site: "
            "'datadoghq.eu' })",
            "GA4 ⟨ga⟩ and Turnstile sitekey ⟨site⟩ — both public, fine for the web bundle",
            "The DSN public key ⟨dsnkey⟩ no be secret; Sentry docs say to ship am to browser",
        ),
        _public_tokens,
    ),
    benign_kind(
        "versions_builds_and_pinned_actions",
        (
            "- uses: actions/checkout@⟨sha⟩ # v5.2.0\n- uses: aws-actions/configure-aws-"
            "credentials@⟨sha2⟩ # v6",
            "payroll-api ⟨ver⟩ deployed by run ⟨run⟩ (node ⟨node⟩, terraform ⟨tf⟩)",
            "rollback to ⟨img⟩ — GHA run ⟨run⟩",
        ),
        _versions,
    ),
    benign_kind(
        "encrypted_values_sops_kms",
        (
            "paystack:\n    secret_key: ⟨e1⟩\n    webhook_secret: ⟨e2⟩\nsops:\n    kms:\n"
            '        - arn: arn:aws:kms:af-south-1:⟨arn⟩\n          created_at: "⟨at⟩"\n'
            "          enc: ⟨kms⟩\n    mac: ⟨mac⟩",
            "DB_PASSWORD: ⟨e1⟩",
            "aws kms encrypt output (CiphertextBlob, safe to commit): ⟨kms⟩",
        ),
        _sops,
    ),
)
