"""Benign platform look-alikes: AWS names and request ids, digests, commits, lockfile hashes,
database ids, trace ids, Kafka metadata, public keys, certificates, JWKS, public client
config, base64 data, cache keys, versions, checksums and one-message signatures."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike83.gen import (
    B64URL,
    LOWER_ALNUM,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    choice,
    hexs,
    num,
    object_id,
    pem_body,
    pick,
    rsa_spki_der,
    ssh_ecdsa_pub,
    ssh_ed25519_pub,
    ssh_fingerprint,
    ssh_rsa_pub,
    ulid,
    uuid4,
    x509_der,
)

_ASIA = "AS" + "IA"
_SVCS = ("orders-svc", "catalog-svc", "rider-eta", "payments-svc", "inventory-sync", "notifier")
_PEOPLE = ("ankita", "rohit", "meera", "sandeep", "farhan", "pooja")
_BEGIN, _END = "-----BEGIN ", "-----END "


def _acct(r: Random) -> str:
    return num(r, 12)


def _aws_names(r: Random) -> dict[str, str]:
    return {
        "acct": _acct(r),
        "suf": pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 6),
        "path": choice(r, ("prod/payments/razorpay", "prod/orders/db", "prod/notify/msg91")),
        "n": str(r.randint(0, 4000)),
        "cl": "c" + pick(r, LOWER_ALNUM, 11),
        "uuid": uuid4(r),
        "oidc": pick(r, UHEX, 32),
        "i": "i-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "sub": "subnet-0" + hexs(r, 16),
    }


def _aws_requests(r: Random) -> dict[str, str]:
    return {
        "rid": pick(r, UHEX, 16),
        "hid": b64(r, 57),
        "akid": _ASIA + pick(r, UPPER_ALNUM, 16),
        "d": f"{r.randint(1, 28):02d}",
        "sig": hexs(r, 64),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "acct": _acct(r),
        "sess": "botocore-session-" + num(r, 10),
        "rh": "AQEB" + b64(r, 240),
        "md5": hexs(r, 32),
        "svc": choice(r, _SVCS),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "acct": _acct(r),
        "svc": choice(r, _SVCS),
        "dig": hexs(r, 64),
        "d2": hexs(r, 64),
        "d3": hexs(r, 64),
        "tag": f"2037.08.{r.randint(1, 28)}-{hexs(r, 7)}",
        "pod": f"{choice(r, _SVCS)}-{pick(r, LOWER_ALNUM, 10)}-{pick(r, LOWER_ALNUM, 5)}",
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "bn": str(r.randint(800, 9999)),
        "who": choice(r, _PEOPLE),
    }


def _lockfiles(r: Random) -> dict[str, str]:
    return {
        "p": str(r.randint(0, 30)),
        "i": b64(r, 64),
        "i2": b64(r, 64),
        "x": str(r.randint(30, 99)),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "g": b64(r, 32),
        "g2": b64(r, 32),
    }


def _db_ids(r: Random) -> dict[str, str]:
    return {
        "oid": object_id(r),
        "oid2": object_id(r),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "n": str(r.randint(1, 60)),
        "ms": str(r.randint(200, 9000)),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "s": hexs(r, 16),
        "x8": hexs(r, 8),
        "x24": hexs(r, 24),
        "ev": hexs(r, 32),
        "n": str(r.randint(10, 999)),
        "svc": choice(r, _SVCS),
    }


def _kafka(r: Random) -> dict[str, str]:
    return {
        "pkc": pick(r, LOWER_ALNUM, 5),
        "lkc": pick(r, LOWER_ALNUM, 5),
        "env": pick(r, LOWER_ALNUM, 5),
        "lsrc": pick(r, LOWER_ALNUM, 5),
        "cid": pick(r, B64URL, 22),
        "o1": num(r, 8),
        "o2": num(r, 8),
        "lag": str(r.randint(0, 90000)),
        "sa": pick(r, LOWER_ALNUM, 6),
        "sid": str(r.randint(100001, 100400)),
        "cons": "consumer-orders-" + str(r.randint(1, 9)) + "-" + uuid4(r),
    }


def _ssh_pub(r: Random) -> dict[str, str]:
    return {
        "ed": ssh_ed25519_pub(r),
        "rsa": ssh_rsa_pub(r),
        "ec": ssh_ecdsa_pub(r),
        "fp": ssh_fingerprint(r),
        "who": choice(r, _PEOPLE),
    }


def _colon_hex(r: Random, n: int) -> str:
    return ":".join(pick(r, UHEX, 2) for _ in range(n))


def _certs(r: Random) -> dict[str, str]:
    cn = choice(r, ("api.chaupalkirana.in", "*.ck-internal.in", "pay.chaupalkirana.in"))
    issuer = choice(r, ("Amazon RSA 2048 M04", "GlobalSign GCC R6 AlphaSSL CA 2035", "CK Root CA"))
    return {
        "cert": pem_body(x509_der(r, cn, issuer)),
        "fp": _colon_hex(r, 32),
        "ser": _colon_hex(r, 16),
        "acct": _acct(r),
        "uuid": uuid4(r),
        "cn": cn,
    }


def _jwks(r: Random) -> dict[str, str]:
    n = base64.urlsafe_b64encode(bytes([r.randint(0x80, 0xFF)]) + r.randbytes(255))
    return {
        "kid": b64url(r, 32),
        "kid2": b64url(r, 32),
        "n": n.decode().rstrip("="),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "spki": pem_body(rsa_spki_der(r)),
    }


def _public_config(r: Random) -> dict[str, str]:
    return {
        "dsnk": hexs(r, 32),
        "org": num(r, 6),
        "proj": num(r, 16),
        "sender": num(r, 12),
        "appid": hexs(r, 16),
        "meas": "G-" + pick(r, UPPER_ALNUM, 10),
        "cid": f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "faro": hexs(r, 32),
        "env": choice(r, ("production", "staging", "pune-qa")),
    }


def _b64_payloads(r: Random) -> dict[str, str]:
    event = {
        "orderId": "CK" + num(r, 12),
        "storeId": f"DS-BLR-{r.randint(1, 80):03d}",
        "items": r.randint(1, 30),
        "total": r.randint(99, 4999),
        "status": choice(r, ("PACKED", "DISPATCHED", "DELIVERED")),
    }
    rider = {"riderId": object_id(r), "lat": 12.9 + r.random() / 10, "lng": 77.6 + r.random() / 10}
    return {
        "b1": b64_of(json.dumps(event, separators=(",", ":"))),
        "dec": json.dumps(event, separators=(",", ":")),
        "b2": b64_of(json.dumps(rider, separators=(",", ":"))),
        "off": num(r, 7),
        "mid": uuid4(r),
    }


def _cache_keys(r: Random) -> dict[str, str]:
    return {
        "h32": hexs(r, 32),
        "h64": hexs(r, 64),
        "uuid": uuid4(r),
        "etag": hexs(r, 32),
        "parts": str(r.randint(2, 40)),
        "v": hexs(r, 8),
        "ttl": str(r.choice((60, 300, 1800, 3600))),
        "pin": "5600" + num(r, 2),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "m": str(r.randint(10, 40)),
        "p": str(r.randint(0, 12)),
        "vc": num(r, 6),
        "h": hexs(r, 10),
        "d": str(r.randint(1, 28)),
        "sha7": hexs(r, 7),
        "sha": hexs(r, 40),
        "bn": str(r.randint(800, 9999)),
        "k": str(r.randint(38, 44)),
        "kp": str(r.randint(0, 9)),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "md5": hexs(r, 32),
        "d": f"{r.randint(1, 28):02d}",
        "x": str(r.randint(10, 60)),
        "h1": b64(r, 32),
        "z1": hexs(r, 64),
        "z2": hexs(r, 64),
        "c": b64(r, 32),
    }


def _signatures(r: Random) -> dict[str, str]:
    return {
        "hub": hexs(r, 64),
        "sentry": hexs(r, 64),
        "jws": b64url(r, 256),
        "pgp": pem_body(b"\x89\x02\x33\x04\x00\x01\x08\x00\x1d\x16\x21\x04" + r.randbytes(551)),
        "crc": b64(r, 3),
        "sshsig": pem_body(b"SSHSIG\x00\x00\x00\x01" + r.randbytes(290), 70),
        "sha": hexs(r, 40),
        "who": choice(r, _PEOPLE),
    }


_CERT_B, _CERT_E = _BEGIN + "CERTIFICATE-----", _END + "CERTIFICATE-----"
_PUB_B, _PUB_E = _BEGIN + "PUBLIC KEY-----", _END + "PUBLIC KEY-----"
_PGP_B, _PGP_E = _BEGIN + "PGP SIGNATURE-----", _END + "PGP SIGNATURE-----"
_SSHSIG_B, _SSHSIG_E = _BEGIN + "SSH SIGNATURE-----", _END + "SSH SIGNATURE-----"

PLATFORM: tuple[Kind, ...] = (
    Kind(
        "aws_resource_names",
        (
            "Payment creds ab arn:aws:secretsmanager:ap-south-1:⟨acct⟩:secret:⟨path⟩-⟨suf⟩ mein "
            "hain (IRSA role se read)",
            "SQS DLQ https://sqs.ap-south-1.amazonaws.com/⟨acct⟩/order-events-dlq.fifo mein "
            "⟨n⟩ messages atke hain",
            "RDS writer ck-prod-orders.cluster-⟨cl⟩.ap-south-1.rds.amazonaws.com, reader "
            "ck-prod-orders.cluster-ro-⟨cl⟩.ap-south-1.rds.amazonaws.com",
            "KMS key arn:aws:kms:ap-south-1:⟨acct⟩:key/⟨uuid⟩ (alias/ck-secrets) — Secrets Manager "
            "isi se encrypt karta hai",
            "EKS OIDC issuer https://oidc.eks.ap-south-1.amazonaws.com/id/⟨oidc⟩; node ⟨i⟩ in "
            "⟨sub⟩, security group ⟨sg⟩",
        ),
        _aws_names,
        n=11,
    ),
    Kind(
        "aws_request_ids_and_signatures",
        (
            "S3 403 AccessDenied — RequestId: ⟨rid⟩, HostId: ⟨hid⟩",
            "DEBUG botocore.auth: Authorization: AWS4-HMAC-SHA256 "
            "Credential=⟨akid⟩/203708⟨d⟩/ap-south-1/sqs/aws4_request, "
            "SignedHeaders=content-type;host;x-amz-date;x-amz-security-token, Signature=⟨sig⟩",
            "CloudTrail: eventName=GetSecretValue requestID=⟨uuid⟩ eventID=⟨uuid2⟩ "
            "userIdentity.arn=arn:aws:sts::⟨acct⟩:assumed-role/⟨svc⟩-irsa/⟨sess⟩",
            "SQS receive → MessageId=⟨uuid⟩ ReceiptHandle=⟨rh⟩ MD5OfBody=⟨md5⟩ (handle sirf "
            "delete ke liye, 30s visibility)",
        ),
        _aws_requests,
        n=11,
    ),
    Kind(
        "container_digests",
        (
            "⟨acct⟩.dkr.ecr.ap-south-1.amazonaws.com/⟨svc⟩@sha256:⟨dig⟩",
            "kubectl -n orders get pod ⟨pod⟩ -o jsonpath='{..imageID}'\n"
            "⟨acct⟩.dkr.ecr.ap-south-1.amazonaws.com/⟨svc⟩@sha256:⟨dig⟩",
            "#14 exporting to image\n#14 exporting layers done\n"
            "#14 exporting manifest sha256:⟨d2⟩ done\n#14 exporting config sha256:⟨d3⟩ done\n"
            "#14 pushing ⟨svc⟩:⟨tag⟩ with docker",
            "Rollback ke liye purana digest pin kiya: image: ⟨svc⟩@sha256:⟨dig⟩ (tag ⟨tag⟩ "
            "overwrite ho gaya tha)",
        ),
        _digests,
        n=11,
    ),
    Kind(
        "commit_hashes",
        (
            "$ git log --oneline -3\n⟨s1⟩ fix(payments): razorpay webhook raw body\n"
            "⟨s2⟩ chore(deps): bump msg91 client\n⟨s3⟩ feat(rider): ETA via distance matrix",
            "Jenkins #⟨bn⟩ built revision ⟨sha⟩ (refs/remotes/origin/release/2037.08)",
            "Regression ⟨sha⟩ se aaya; revert commit ⟨sha2⟩ ⟨who⟩ ne Pune se push kiya",
            "git bisect result: ⟨sha⟩ is the first bad commit — token refresh wala change",
        ),
        _commits,
        n=11,
    ),
    Kind(
        "lockfile_integrity",
        (
            '"node_modules/razorpay": {\n  "version": "2.9.⟨p⟩",\n'
            '  "resolved": "https://registry.npmjs.org/razorpay/-/razorpay-2.9.⟨p⟩.tgz",\n'
            '  "integrity": "sha512-⟨i⟩"\n}',
            'kafkajs@^2.2.4:\n  version "2.2.⟨p⟩"\n  resolved "https://registry.yarnpkg.com/'
            'kafkajs/-/kafkajs-2.2.⟨p⟩.tgz#⟨h⟩"\n  integrity sha512-⟨i2⟩',
            'poetry.lock:\nfiles = [\n    {file = "boto3-1.⟨x⟩.0-py3-none-any.whl", '
            'hash = "sha256:⟨h⟩"},\n    {file = "boto3-1.⟨x⟩.0.tar.gz", hash = "sha256:⟨h2⟩"},\n]',
            "go.sum:\ngithub.com/segmentio/kafka-go v0.4.⟨p⟩ h1:⟨g⟩\n"
            "github.com/segmentio/kafka-go v0.4.⟨p⟩/go.mod h1:⟨g2⟩",
        ),
        _lockfiles,
        n=11,
    ),
    Kind(
        "db_object_ids",
        (
            'db.orders.find({_id: ObjectId("⟨oid⟩")}) → customerId "⟨uuid⟩", '
            'storeId ObjectId("⟨oid2⟩")',
            "order ULID ⟨ulid⟩, cart uuid ⟨uuid⟩, darkstore DS-BLR-0⟨n⟩",
            '{"t":{"$date":"2037-08-12T09:14:03.118+05:30"},"s":"W","c":"COMMAND",'
            '"msg":"Slow query","attr":{"ns":"catalog.items","durationMillis":⟨ms⟩,'
            '"lsid":{"id":{"$uuid":"⟨uuid2⟩"}}}}',
            "| idempotency_key | order_ulid | status |\n|---|---|---|\n| ⟨uuid⟩ | ⟨ulid⟩ | done |"
            "\n| ⟨uuid2⟩ | ⟨ulid2⟩ | retrying |",
        ),
        _db_ids,
        n=11,
    ),
    Kind(
        "trace_ids",
        (
            "traceparent: 00-⟨t⟩-⟨s⟩-01 (Tempo mein yahi search karo)",
            "X-Amzn-Trace-Id: Root=1-⟨x8⟩-⟨x24⟩;Parent=⟨s⟩;Sampled=1",
            "Sentry event ⟨ev⟩ (issue ORDERS-⟨n⟩) — same trace ⟨t⟩ Grafana Tempo mein bhi hai",
            '{"level":"error","svc":"⟨svc⟩","trace_id":"⟨t⟩","span_id":"⟨s⟩",'
            '"msg":"gupshup 429 rate limited, retrying"}',
        ),
        _traces,
        n=11,
    ),
    Kind(
        "kafka_cluster_metadata",
        (
            "Confluent: bootstrap pkc-⟨pkc⟩.ap-south-1.aws.confluent.cloud:9092, cluster "
            "lkc-⟨lkc⟩, env env-⟨env⟩, schema registry lsrc-⟨lsrc⟩",
            "GROUP            TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\n"
            "orders-projector order-events   3          ⟨o1⟩        ⟨o2⟩        ⟨lag⟩\n"
            "CONSUMER-ID: ⟨cons⟩",
            "kafka-metadata: cluster.id=⟨cid⟩; topic rider-location (schema id ⟨sid⟩)",
            "Service account sa-⟨sa⟩ (orders-producer) — naya API key banana ho toh owner yahi "
            "rakhna, cluster lkc-⟨lkc⟩",
        ),
        _kafka,
        n=11,
    ),
    Kind(
        "ssh_public_keys_and_fingerprints",
        (
            "authorized_keys mein Pune team ka key add kiya:\nssh-ed25519 ⟨ed⟩ ⟨who⟩@ck-pune",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩@mbp (ED25519)",
            "known_hosts: bastion.ck-internal.in ecdsa-sha2-nistp256 ⟨ec⟩",
            "Host key badal gaya (⟨fp⟩) — bastion rebuild ki wajah se, theek hai. Purana RSA "
            "public key: ssh-rsa ⟨rsa⟩ ⟨who⟩@old-bastion",
        ),
        _ssh_pub,
        n=11,
    ),
    Kind(
        "x509_certificates",
        (
            f"{_CERT_B}\n⟨cert⟩\n{_CERT_E}",
            f"⟨cn⟩ ka leaf cert (public, ALB pe laga hai):\n\n{_CERT_B}\n⟨cert⟩\n{_CERT_E}",
            "openssl x509 -noout -fingerprint -sha256 -in ck.pem → sha256 Fingerprint=⟨fp⟩",
            "ACM cert arn:aws:acm:ap-south-1:⟨acct⟩:certificate/⟨uuid⟩, serial ⟨ser⟩, CN ⟨cn⟩",
        ),
        _certs,
        n=11,
    ),
    Kind(
        "jwks_documents",
        (
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            '{"kty":"EC","crv":"P-256","use":"sig","kid":"⟨kid⟩","x":"⟨x⟩","y":"⟨y⟩"}',
            "curl -s https://auth.chaupalkirana.in/.well-known/jwks.json | jq -r '.keys[].kid'\n"
            "⟨kid⟩\n⟨kid2⟩",
            f"auth-svc ki public key (token verify ke liye, secret nahi):\n{_PUB_B}\n⟨spki⟩\n"
            f"{_PUB_E}",
        ),
        _jwks,
        n=11,
    ),
    Kind(
        "public_client_config",
        (
            "SENTRY_DSN=https://⟨dsnk⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩  # DSN public hai, "
            "app bundle mein jaata hai",
            "firebaseConfig: projectId ck-rider-app, messagingSenderId ⟨sender⟩, appId "
            "1:⟨sender⟩:android:⟨appid⟩, measurementId ⟨meas⟩",
            "Google SSO client id (public): ⟨cid⟩",
            "Faro (Grafana RUM) collector: https://faro-collector-prod-ap-south-1.grafana.net/"
            "collect/⟨faro⟩ — env ⟨env⟩",
        ),
        _public_config,
        n=11,
    ),
    Kind(
        "base64_data_payloads",
        (
            "SQS body (base64): ⟨b1⟩",
            "$ echo ⟨b1⟩ | base64 -d\n⟨dec⟩",
            "kcat -C -t rider-location -o ⟨off⟩ -c 1 → value (b64) ⟨b2⟩",
            "Firehose record ⟨mid⟩ data=⟨b1⟩ (sirf order event hai, PII nahi)",
        ),
        _b64_payloads,
        n=11,
    ),
    Kind(
        "cache_and_idempotency_keys",
        (
            "Redis key ck:cart:v3:⟨h32⟩ (TTL ⟨ttl⟩s) — pincode ⟨pin⟩ wale users ke liye",
            "Cashfree refund pe x-idempotency-key: ⟨uuid⟩ bhejna zaroori hai, warna double refund",
            "catalog cache key = sha256(store_id|pincode|lang) → ⟨h64⟩",
            'S3 ETag "⟨etag⟩-⟨parts⟩" (multipart), CDN bust ?v=⟨v⟩',
        ),
        _cache_keys,
        n=11,
    ),
    Kind(
        "version_and_build_strings",
        (
            "Android release 5.⟨m⟩.⟨p⟩ (versionCode ⟨vc⟩), build id ⟨h⟩",
            "orders-svc image tag 2037.08.⟨d⟩-⟨sha7⟩-b⟨bn⟩ prod mein hai",
            "kubectl version → Server Version: v1.⟨k⟩.⟨kp⟩-eks-⟨sha7⟩",
            "go version -m ./bin/rider-eta | grep vcs\n\tbuild\tvcs.revision=⟨sha⟩\n"
            "\tbuild\tvcs.modified=false",
        ),
        _versions,
        n=11,
    ),
    Kind(
        "file_checksums",
        (
            "$ sha256sum settlement_2037-08-⟨d⟩.csv\n⟨h⟩  settlement_2037-08-⟨d⟩.csv",
            "MD5 (phonepe_recon_2037-08-⟨d⟩.zip) = ⟨md5⟩",
            '.terraform.lock.hcl:\nprovider "registry.terraform.io/hashicorp/aws" {\n'
            '  version = "6.⟨x⟩.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨z1⟩",\n'
            '    "zh:⟨z2⟩",\n  ]\n}',
            "S3 upload ke baad x-amz-checksum-sha256: ⟨c⟩ — local file se match",
        ),
        _checksums,
        n=11,
    ),
    Kind(
        "one_message_signatures",
        (
            "Jenkins GitHub hook: X-Hub-Signature-256: sha256=⟨hub⟩ (us ek push event ka HMAC)",
            "Sentry-Hook-Signature: ⟨sentry⟩ — issue alert webhook verify ho gaya",
            "Settlement file ke saath x-jws-signature: eyJhbGciOiJSUzI1NiJ9..⟨jws⟩",
            f"commit ⟨sha⟩ (⟨who⟩) signed hai:\n{_PGP_B}\n\n⟨pgp⟩\n=⟨crc⟩\n{_PGP_E}",
            f"git verify-commit ⟨sha⟩ → gpg.format=ssh signature:\n{_SSHSIG_B}\n⟨sshsig⟩\n"
            f"{_SSHSIG_E}",
        ),
        _signatures,
        n=11,
    ),
)
