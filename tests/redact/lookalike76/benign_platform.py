"""Benign platform look-alikes of ``lookalike76``: cloud resource names, commit hashes,
digests, integrity hashes, ids, trace ids, public keys, certificates, JWKS, one-message
MACs, Firebase ids, ciphertexts, base64 data, cache keys, versions and checksums."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike76.gen import (
    ALNUM,
    B64URL,
    BEGIN_CERT,
    BEGIN_PUBLIC,
    DIGITS,
    END_CERT,
    END_PUBLIC,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    certificate_der,
    colon_hex,
    date_2036,
    epoch_2036,
    hexs,
    hmac_hex,
    json_compact,
    num,
    object_id,
    pem_body,
    pick,
    rsa_spki_der,
    ssh_ecdsa_public,
    ssh_ed25519_public,
    ulid,
    uuid4,
)

_JKT = "ap-southeast-5"
_LTAI = "LT" + "AI5t"
_FCM_MARK = ":" + "APA91b"


def _ali(r: Random, prefix: str, n: int = 20) -> str:
    return prefix + "k1a" + pick(r, LOWER_ALNUM, n - 3)


def _alibaba(r: Random) -> dict[str, str]:
    return {
        "ecs": _ali(r, "i-"),
        "rds": _ali(r, "rm-", 18),
        "vpc": _ali(r, "vpc-", 21),
        "vsw": _ali(r, "vsw-", 21),
        "uid": num(r, 16),
        "kms": "key-jkt" + pick(r, LOWER_ALNUM, 17),
        "akid": _LTAI + pick(r, ALNUM, 18),
        "etag": hexs(r, 32).upper(),
        "ver": "CAEQ" + pick(r, DIGITS, 2) + "BiB" + pick(r, ALNUM, 26),
        "sg": _ali(r, "sg-", 20),
    }


def _gcp(r: Random) -> dict[str, str]:
    pnum = num(r, 12)
    return {
        "pnum": pnum,
        "rev": f"{r.randint(1, 240):05d}-{pick(r, 'abcdefghijklmnopqrstuvwxyz', 3)}",
        "and": f"1:{pnum}:android:{hexs(r, 16)}",
        "ios": f"1:{pnum}:ios:{hexs(r, 16)}",
        "sa": "firebase-adminsdk-" + pick(r, LOWER_ALNUM, 5),
        "cid": num(r, 21),
        "kid": hexs(r, 40),
        "v": str(r.randint(2, 19)),
    }


def _commits(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "short": hexs(r, 7),
        "pr": str(r.randint(300, 1900)),
        "minor": str(r.randint(10, 19)),
        "build": str(r.randint(1200, 4800)),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "tree": hexs(r, 40),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "pod": pick(r, LOWER_ALNUM, 10) + "-" + pick(r, LOWER_ALNUM, 5),
        "tag": f"3.{r.randint(10, 19)}.{r.randint(0, 9)}",
    }


def _lockfiles(r: Random) -> dict[str, str]:
    return {
        "sri": b64(r, 64),
        "sha1": hexs(r, 40),
        "h64": hexs(r, 64),
        "h40": hexs(r, 40),
        "h40b": hexs(r, 40),
        "h40c": hexs(r, 40),
        "ver": f"{r.randint(1, 8)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "U": uuid4(r).upper(),
        "ulid": ulid(r),
        "oid": object_id(r),
        "n": num(r, 6),
    }


def _entity_guid(r: Random) -> str:
    kind = r.choice(("MOBILE|APPLICATION", "APM|APPLICATION", "BROWSER|APPLICATION"))
    return b64_of(f"{num(r, 7)}|{kind}|{num(r, 9)}").rstrip("=")


def _traces(r: Random) -> dict[str, str]:
    return {
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "guid": _entity_guid(r),
        "u": uuid4(r),
        "U": uuid4(r).upper(),
        "ms": str(r.randint(1200, 30000)),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    pub, fp = ssh_ed25519_public(r)
    return {
        "pub": pub,
        "fp": fp,
        "sha1": colon_hex(r.randbytes(20)),
        "sha256": colon_hex(r.randbytes(32)),
        "spki": pem_body(rsa_spki_der(r)),
        "gpg": hexs(r, 40).upper(),
        "ecpub": ssh_ecdsa_public(r),
        "who": r.choice(("migs@kapwa-mbp", "dimas@sby-thinkpad", "sari@sby-mbp", "jun@ops")),
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("api.kapwapuhunan.ph", "sandbox.dana.id", "api.kabalikatbank.ph"))
    org = r.choice(("Kapwa Puhunan Inc.", "PT Espay Debit Indonesia Koe", "Kabalikat Bank"))
    der = certificate_der(r, cn, org)
    return {
        "cert": pem_body(der),
        "pin": base64.b64encode(hashlib.sha256(der).digest()).decode(),
        "pin2": b64(r, 32),
        "fp": colon_hex(hashlib.sha256(der).digest()),
        "cn": cn,
    }


def _jwks(r: Random) -> dict[str, str]:
    n = b64url_of(b"\xc1" + r.randbytes(255))
    kid = hexs(r, 40)
    rsa = {"kty": "RSA", "use": "sig", "kid": kid, "alg": "RS256", "n": n, "e": "AQAB"}
    ec = {
        "kty": "EC",
        "crv": "P-256",
        "kid": ulid(r),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "use": "sig",
    }
    return {
        "jwks": json.dumps({"keys": [rsa]}, indent=2),
        "jwks1": json_compact({"keys": [rsa, ec]}),
        "ec": json.dumps(ec),
        "kid": kid,
        "n": n,
    }


def _macs(r: Random) -> dict[str, str]:
    body = json_compact({"payload": {"resource_type": "check", "action": "check.completed"}})
    return {
        "h1": hmac_hex(r.randbytes(32), body + uuid4(r)),
        "h2": hmac_hex(r.randbytes(32), uuid4(r)),
        "h3": hmac_hex(r.randbytes(32), uuid4(r)),
        "snap": b64(r, 64),
        "sig": b64(r, 20),
        "nonce": uuid4(r),
        "ts": epoch_2036(r),
    }


def _firebase(r: Random) -> dict[str, str]:
    pnum = num(r, 12)
    return {
        "pnum": pnum,
        "app": f"1:{pnum}:android:{hexs(r, 16)}",
        "issue": hexs(r, 32),
        "u": uuid4(r),
        "reg": pick(r, B64URL, 22) + _FCM_MARK + pick(r, B64URL, 134),
        "fid": pick(r, B64URL, 22),
        "users": str(r.randint(12, 900)),
    }


def _ciphertexts(r: Random) -> dict[str, str]:
    return {
        "d": b64(r, r.choice((32, 40, 56))),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "enc": "CiQA" + b64(r, 120),
        "blob": b64(r, 96),
        "kms": "key-jkt" + pick(r, LOWER_ALNUM, 17),
        "req": uuid4(r).upper(),
        "sealed": "AgB" + b64(r, 380),
        "sealed2": "AgC" + b64(r, 380),
        "ns": r.choice(("kapwa-prod", "kapwa-staging", "analytics")),
    }


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "event": r.choice(("loan.disbursed", "repayment.posted", "group.meeting.closed")),
        "loan_id": uuid4(r),
        "group_id": ulid(r),
        "amount": r.randint(500, 25000),
        "currency": r.choice(("PHP", "IDR")),
        "at": date_2036(r),
    }
    return {
        "json": b64_of(json.dumps(event)),
        "mid": num(r, 16),
        "png": "iVBORw0KGgoAAAANSUhEUgAA" + b64(r, 96),
        "proto": b64(r, 72),
        "sub": "projects/kapwa-prod-mnl/subscriptions/loan-events-push",
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "h32": hexs(r, 32),
        "h40": hexs(r, 40),
        "h64": hexs(r, 64),
        "md5": hexs(r, 32),
        "uid": ulid(r),
        "ttl": str(r.choice((300, 900, 3600, 86400))),
    }


def _versions(r: Random) -> dict[str, str]:
    minor, patch = r.randint(10, 19), r.randint(0, 9)
    return {
        "v": f"3.{minor}.{patch}",
        "code": f"3{minor:02d}{patch:02d}",
        "ymd": f"36{r.randint(1, 3):02d}{r.randint(1, 28):02d}",
        "n3": num(r, 3),
        "n8": num(r, 8),
        "h10": hexs(r, 10),
        "h10b": hexs(r, 10),
        "nr": f"7.{r.randint(1, 9)}.{r.randint(0, 9)}",
        "ios": f"2{r.randint(3, 6)}{r.choice('ABCDE')}{r.randint(100, 5999)}"
        + r.choice(("", "a", "b")),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "md5b64": b64(r, 16),
        "crc": num(r, 19),
        "code": f"3{r.randint(10, 19)}{r.randint(0, 9):02d}",
        "h32": hexs(r, 32),
        "v": f"3.{r.randint(10, 19)}.{r.randint(0, 9)}",
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "alibaba_cloud_resource_ids",
        (
            "ECS ⟨ecs⟩ (bastion-jkt) at RDS ⟨rds⟩ nasa iisang VPC ⟨vpc⟩, vswitch ⟨vsw⟩.",
            "acs:ram::⟨uid⟩:role/kapwa-ack-worker — trust policy para sa ACK node pool",
            "KMS key ⟨kms⟩ dipakai buat envelope encryption kolom phone_enc.",
            "aliyun ecs DescribeInstances --RegionId " + _JKT + " --InstanceIds '[\"⟨ecs⟩\"]'",
            "RAM user oss-uploader uses AccessKey ID ⟨akid⟩; the AccessKey secret itself lives in "
            "KMS Secrets Manager, never in these notes.",
            'OSS kapwa-kyc-docs-jkt/selfie/⟨ecs⟩.jpg: ETag "⟨etag⟩", x-oss-version-id ⟨ver⟩',
            "security group ⟨sg⟩: inbound 3306 lang mula sa ⟨vsw⟩",
        ),
        _alibaba,
    ),
    Kind(
        "gcp_firebase_resource_names",
        (
            "projects/kapwa-prod-mnl/locations/asia-southeast3/services/loan-geo/revisions/"
            "loan-geo-⟨rev⟩",
            "GOOGLE_APP_ID android ⟨and⟩ / iOS ⟨ios⟩ (project number ⟨pnum⟩)",
            "service account ⟨sa⟩@kapwa-prod-mnl.iam.gserviceaccount.com (client id ⟨cid⟩)",
            "gcloud iam service-accounts keys list → KEY_ID ⟨kid⟩, user-managed, "
            "ginawa 2036-01-09 — ito yung dapat i-disable.",
            "Secret Manager: projects/⟨pnum⟩/secrets/paymongo-secret-key/versions/⟨v⟩",
        ),
        _gcp,
    ),
    Kind(
        "commit_hashes_and_pipeline_builds",
        (
            "Naayos sa ⟨sha⟩ (merge ng PR #⟨pr⟩); na-cherry-pick din sa release/3.⟨minor⟩ "
            "bilang ⟨short⟩.",
            "Bitbucket Pipelines #⟨build⟩ failed on ⟨sha⟩ — step `Build AAB` exit 137 (OOM)",
            "$ git log --oneline -3\n⟨s1⟩ fix(otp): zenziva timeout 10s\n"
            "⟨s2⟩ chore: bump paymongo sdk\n⟨s3⟩ feat(loans): group ledger export",
            'Revert "⟨sha⟩" — ibinalik ang lumang Xendit callback handler',
            "BITBUCKET_COMMIT=⟨sha⟩ BITBUCKET_BUILD_NUMBER=⟨build⟩",
            "commit ⟨sha⟩\ntree ⟨tree⟩\nauthor Dimas <dimas@kapwa.co.id>\n\n"
            "    fix(qris): hitung ulang CRC setelah ubah nominal",
        ),
        _commits,
    ),
    Kind(
        "container_image_digests",
        (
            "registry-intl." + _JKT + ".aliyuncs.com/kapwa/loans-api@sha256:⟨d⟩",
            "docker pull registry-intl." + _JKT + ".aliyuncs.com/kapwa/loans-api:⟨tag⟩\n"
            "⟨tag⟩: Pulling from kapwa/loans-api\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image",
            "kubectl -n kapwa-prod get pod loans-api-⟨pod⟩ "
            "-o jsonpath='{.status.containerStatuses[0].imageID}'\n"
            "registry-intl." + _JKT + ".aliyuncs.com/kapwa/loans-api@sha256:⟨d⟩",
            "image: asia-southeast3-docker.pkg.dev/kapwa-prod-mnl/services/loan-geo@sha256:⟨d⟩",
            "Ang base image (eclipse-temurin:21-jre) ay naka-pin na sa sha256:⟨d2⟩ sa Dockerfile.",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/xendit-node": {\n  "version": "⟨ver⟩",\n'
            '  "resolved": "https://registry.npmjs.org/xendit-node/-/xendit-node-⟨ver⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            'midtrans-client@^⟨ver⟩:\n  version "⟨ver⟩"\n  resolved '
            '"https://registry.yarnpkg.com/midtrans-client/-/midtrans-client-⟨ver⟩.tgz#⟨sha1⟩"\n'
            "  integrity sha512-⟨sri⟩",
            '<component group="com.paymaya" name="sdk-android" version="⟨ver⟩">\n'
            '   <artifact name="sdk-android-⟨ver⟩.aar">\n'
            '      <sha256 value="⟨h64⟩" origin="Generated by Gradle"/>\n'
            "   </artifact>\n</component>",
            "SPEC CHECKSUMS:\n  FirebaseCrashlytics: ⟨h40⟩\n  NewRelicAgent: ⟨h40b⟩\n\n"
            "PODFILE CHECKSUM: ⟨h40c⟩",
            '  dio:\n    dependency: "direct main"\n    description:\n      name: dio\n'
            '      sha256: "⟨h64⟩"\n      url: "https://pub.dev"\n    source: hosted\n'
            '    version: "⟨ver⟩"',
        ),
        _lockfiles,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "loan_id ⟨u⟩, group_id ⟨u2⟩, borrower ⟨ulid⟩",
            'db.repayments.find({_id: ObjectId("⟨oid⟩")})  // lumang record bago mag-migrate',
            "Idempotency-Key: ⟨u⟩",
            "| kolom | contoh |\n|---|---|\n| id (ULID) | ⟨ulid⟩ |\n"
            "| legacy_id (ObjectId) | ⟨oid⟩ |\n| kyc_applicant_id | ⟨u2⟩ |",
            "Crashlytics installation UUID ⟨U⟩ (iOS, uppercase) ↔ user ⟨ulid⟩",
        ),
        _ids,
    ),
    Kind(
        "trace_and_entity_ids",
        (
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
            "New Relic entity GUID ⟨guid⟩ (kapwa-android prod)",
            "New Relic distributed trace ⟨t32⟩ — ⟨ms⟩ ms sa span "
            "`POST /v1.0/debit/payment-host-to-host.htm`",
            "2036-03-12 10:41:07.332  WARN [loans-api,⟨t32⟩,⟨s16⟩] Xendit timeout after ⟨ms⟩ms",
            "SLB request id ⟨U⟩, X-Request-Id ⟨u⟩ — parehong 502 sa loob ng 3 segundo",
        ),
        _traces,
    ),
    Kind(
        "public_keys_and_fingerprints",
        (
            "ssh-ed25519 ⟨pub⟩ ⟨who⟩",
            "⟨fp⟩ (ED25519) — fingerprint ng host key ng bastion-jkt, i-verify bago mag-yes",
            "Upload key ng Android app (para sa Firebase Auth/Google Sign-In):\n"
            "SHA1: ⟨sha1⟩\nSHA256: ⟨sha256⟩",
            "Public key natin na ibinigay sa DANA para i-verify ang X-SIGNATURE:\n"
            + BEGIN_PUBLIC
            + "\n⟨spki⟩\n"
            + END_PUBLIC,
            "GPG key ng release signer: ⟨gpg⟩",
            "known_hosts: bastion-jkt.kapwa.internal ecdsa-sha2-nistp256 ⟨ecpub⟩",
        ),
        _pubkeys,
    ),
    Kind(
        "x509_certificates_and_pins",
        (
            "Sandbox cert para sa pag-verify ng callback (⟨cn⟩):\n"
            + BEGIN_CERT
            + "\n⟨cert⟩\n"
            + END_CERT,
            "$ openssl s_client -connect ⟨cn⟩:443 -showcerts </dev/null 2>/dev/null | "
            "sed -n '/BEGIN/,/END/p'\n" + BEGIN_CERT + "\n⟨cert⟩\n" + END_CERT,
            '<pin-set expiration="2037-01-01">\n  <pin digest="SHA-256">⟨pin⟩</pin>\n'
            '  <pin digest="SHA-256">⟨pin2⟩</pin>\n</pin-set>',
            "Certificate fingerprint (SHA-256) ng ⟨cn⟩: ⟨fp⟩",
        ),
        _certs,
    ),
    Kind(
        "jwks_documents",
        (
            "GET https://auth.kapwapuhunan.ph/.well-known/jwks.json\n⟨jwks⟩",
            "⟨jwks1⟩",
            "EC public JWK ng device binding (walang `d`, kaya public lang): ⟨ec⟩",
            'JWT header {"alg":"RS256","kid":"⟨kid⟩"} — wala sa cached JWKS kaya 401; '
            "i-refresh ang cache.",
        ),
        _jwks,
    ),
    Kind(
        "webhook_message_signatures",
        (
            "X-SHA2-Signature: ⟨h1⟩",
            "X-Hub-Signature: sha256=⟨h2⟩  (Bitbucket webhook, repo:push)",
            "Computed HMAC ⟨h2⟩ ≠ header ⟨h3⟩ — ni-reserialize ng express.json() ang body, "
            "gamitin ang raw body.",
            "X-SIGNATURE (HMAC-SHA512, symmetric SNAP): ⟨snap⟩",
            "Signature=⟨sig⟩&SignatureMethod=HMAC-SHA1&SignatureNonce=⟨nonce⟩"
            "&Timestamp=2036-03-10T02%3A11%3A09Z",
        ),
        _macs,
    ),
    Kind(
        "firebase_crashlytics_ids",
        (
            '{"project_info": {"project_number": "⟨pnum⟩", "project_id": "kapwa-prod-mnl"}, '
            '"client": [{"client_info": {"mobilesdk_app_id": "⟨app⟩", '
            '"android_client_info": {"package_name": "ph.kapwapuhunan.app"}}}]}',
            "Crashlytics issue ⟨issue⟩ — NullPointerException sa GroupLedgerViewModel, "
            "⟨users⟩ users",
            "firebase crashlytics:mappingfile:upload --app=⟨app⟩ --resource-file=app/src/main/"
            "res/values/com_google_firebase_crashlytics_mappingfileid.xml  # mapping id ⟨u⟩",
            "FCM registration token ng test device ni Sari (pang-manual push lang): ⟨reg⟩",
            "Firebase installation id ⟨fid⟩ → lumalabas sa Crashlytics bilang user ⟨u⟩",
        ),
        _firebase,
    ),
    Kind(
        "encrypted_ciphertexts",
        (
            "XENDIT_SECRET_KEY: ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
            "sops:\n  gcp_kms:\n    - resource_id: projects/kapwa-prod-mnl/locations/"
            "asia-southeast3/keyRings/sops/cryptoKeys/app\n      enc: ⟨enc⟩",
            '{"KeyId": "⟨kms⟩", "CiphertextBlob": "⟨blob⟩", "RequestId": "⟨req⟩"}',
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n"
            "  name: paymongo\n  namespace: ⟨ns⟩\nspec:\n  encryptedData:\n"
            "    secret_key: ⟨sealed⟩\n    webhook_secret: ⟨sealed2⟩",
        ),
        _ciphertexts,
    ),
    Kind(
        "base64_data_payloads",
        (
            '{"message": {"data": "⟨json⟩", "messageId": "⟨mid⟩"}, "subscription": "⟨sub⟩"}',
            "echo '⟨json⟩' | base64 -d | jq .   # event na na-stuck sa DLQ",
            '<img alt="QR" src="data:image/png;base64,⟨png⟩">',
            "Protobuf ng sync event (base64, galing sa device log): ⟨proto⟩",
        ),
        _payloads,
    ),
    Kind(
        "cache_keys_and_etags",
        (
            "Redis key kp:sched:v3:⟨h32⟩ — TTL ⟨ttl⟩, ini-invalidate pagkatapos ng hulog",
            'ETag: W/"⟨h40⟩"',
            "Bitbucket Pipelines cache gradle-⟨h64⟩ (hindi na-restore kasi nagbago ang "
            "gradle.lockfile)",
            "Gradle build cache hit: key ⟨h32⟩ for :app:compileReleaseKotlin",
            "OkHttp cache: ⟨md5⟩.0 / ⟨md5⟩.1 sa /data/data/ph.kapwapuhunan.app/cache/http",
            "cache key loan-schedule:⟨uid⟩:⟨h32⟩ (idempotent na ang recompute)",
        ),
        _cache,
    ),
    Kind(
        "version_and_build_strings",
        (
            "Kapwa Puhunan ⟨v⟩ (⟨code⟩) — Android, minSdk 26, targetSdk 36",
            "Build fingerprint: google/panther/panther:16/BP3A.⟨ymd⟩.⟨n3⟩/⟨n8⟩:user/release-keys",
            "Flutter 3.41.2 • channel stable • Framework • revision ⟨h10⟩ • Engine • "
            "revision ⟨h10b⟩",
            "User-Agent: KapwaPuhunan/⟨v⟩ (ph.kapwapuhunan.app; build:⟨code⟩; Android 16) "
            "okhttp/5.2.1",
            "iOS ⟨ios⟩, New Relic iOS agent ⟨nr⟩, build ⟨code⟩ — crash lang sa iOS na ito",
        ),
        _versions,
    ),
    Kind(
        "artifact_checksums",
        (
            "$ sha256sum app-release.aab\n⟨h64⟩  app-release.aab",
            "OSS kapwa-builds-jkt/⟨v⟩/app-release.apk: Content-MD5 ⟨md5b64⟩, "
            "x-oss-hash-crc64ecma ⟨crc⟩",
            "Play Console: app bundle ⟨code⟩, SHA-256 ⟨h64⟩",
            "md5 ng mapping.txt ⟨h32⟩ (ito yung in-upload sa Crashlytics para sa ⟨v⟩)",
        ),
        _checksums,
    ),
)
