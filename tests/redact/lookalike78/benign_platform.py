"""Benign look-alikes from Hafaldan's cloud and device notes: ARNs and resource ids, IoT
certificate ids, KMS ciphertext, request signatures, public keys and certificates, commit
hashes, image digests, lockfile hashes, CI, telemetry and trace ids, firmware signatures."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike78.gen import (
    ALNUM,
    AWS_IOT_ISSUER,
    BECH32,
    DIGITS,
    HAFALDAN_CA,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    benign,
    day,
    epoch,
    gateway,
    hexs,
    iso6346,
    num,
    pem,
    pick,
    spki_der,
    ssh_ed25519_public,
    ssh_fingerprint,
    uuid4,
    x509_der,
)

_ASIA = "AS" + "IA"


def _luhn(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d -= 9 if d > 9 else 0
        total += d
    return digits + str((10 - total % 10) % 10)


def _iccid(r: Random) -> str:
    return _luhn("89354" + r.choice(("01", "02", "07")) + pick(r, DIGITS, 11))


def _imei(r: Random) -> str:
    return _luhn(r.choice(("35", "86", "01")) + pick(r, DIGITS, 12))


def _arns(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "kid": uuid4(r),
        "sfx": pick(r, ALNUM, 6),
        "ver": str(r.randint(2, 140)),
        "cont": iso6346(r),
        "tid": uuid4(r),
    }


def _iot_certs(r: Random) -> dict[str, str]:
    return {
        "cid": hexs(r, 64),
        "cid2": hexs(r, 64),
        "acct": num(r, 12),
        "gw": gateway(r),
        "gw2": gateway(r),
    }


def _kms_blob(r: Random) -> str:
    """A KMS ciphertext blob: version/format header, wrapped key material and ciphertext."""
    return base64.b64encode(b"\x01\x02\x02\x00\x78" + r.randbytes(r.randrange(150, 260))).decode()


def _kms(r: Random) -> dict[str, str]:
    return {"blob": _kms_blob(r), "acct": num(r, 12), "kid": uuid4(r), "d": day(r)}


def _sigv4(r: Random) -> dict[str, str]:
    return {
        "akid": _ASIA + pick(r, UPPER_ALNUM, 16),
        "sig": hexs(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "d": day(r),
        "hh": f"{r.randint(0, 23):02d}",
        "svc": r.choice(("iotdata", "timestream", "s3", "lambda", "kms")),
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "ver": hexs(r, 32),
        "sub": uuid4(r),
        "p": uuid4(r),
        "c": uuid4(r),
        "t": uuid4(r),
        "name": r.choice(("influx-token", "teya-client-secret", "db-password", "ft-sms-key")),
    }


def _jwks(r: Random) -> dict[str, str]:
    n = bytearray(r.randbytes(256))
    n[0] |= 0x80
    return {
        "kid": r.choice((hexs(r, 40), b64url(r, 32), uuid4(r))),
        "n": base64.urlsafe_b64encode(bytes(n)).decode().rstrip("="),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "x5t": b64url(r, 32),
    }


def _certs(r: Random) -> dict[str, str]:
    thing = "reefer-" + iso6346(r)
    ec = r.random() < 0.5
    return {
        "cert": pem("CERTIFICATE", x509_der(r, "AWS IoT Certificate", AWS_IOT_ISSUER, ec)),
        "ca": pem("CERTIFICATE", x509_der(r, "Hafaldan IoT CA 2", HAFALDAN_CA, ec)),
        "pub": pem("PUBLIC KEY", spki_der(r, ec)),
        "thing": thing,
    }


def _age(r: Random) -> str:
    return "age1" + pick(r, BECH32, 58)


def _pubkeys(r: Random) -> dict[str, str]:
    return {
        "edpub": ssh_ed25519_public(r),
        "edpub2": ssh_ed25519_public(r),
        "fp": ssh_fingerprint(r),
        "wg": b64(r, 32),
        "age": _age(r),
        "gw": gateway(r),
        "n": str(r.randint(1, 240)),
        "a": str(r.randint(1, 254)),
        "b": str(r.randint(1, 254)),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s1": hexs(r, 8),
        "s2": hexs(r, 8),
        "s3": hexs(r, 8),
        "n": str(r.randint(100, 2400)),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "acct": num(r, 12),
        "ver": f"4.{r.randint(0, 30)}.{r.randint(0, 20)}",
        "x": str(r.randint(18, 24)),
    }


def _lockfiles(r: Random) -> dict[str, str]:
    return {
        "i": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "h1": b64(r, 32),
        "x": str(r.randint(0, 40)),
        "y": str(r.randint(0, 20)),
    }


def _pipelines(r: Random) -> dict[str, str]:
    return {
        "p": num(r, 10),
        "p2": num(r, 10),
        "j": num(r, 11),
        "rid": num(r, 8),
        "sys": hexs(r, 12),
        "sha": hexs(r, 40),
        "s1": hexs(r, 8),
        "s2": hexs(r, 8),
        "h": hexs(r, 64),
    }


def _telemetry(r: Random) -> dict[str, str]:
    next_token = base64.b64encode(
        json.dumps({"q": uuid4(r), "p": r.randint(2, 60), "s": hexs(r, 48)}).encode()
    ).decode()
    return {
        "aid": hexs(r, 16),
        "org": hexs(r, 16),
        "bkt": hexs(r, 16),
        "bkt2": hexs(r, 16),
        "duid": pick(r, ALNUM, 14),
        "dsuid": pick(r, ALNUM, 14),
        "qid": "AEIACAN" + pick(r, UPPER_ALNUM, 49),
        "nt": next_token,
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "root": f"{epoch(r):08x}",
        "r24": hexs(r, 24),
        "uuid": uuid4(r),
        "ms": f"{r.randint(3, 9000)}.{r.randint(10, 99)}",
        "amzreq": pick(r, UPPER_ALNUM, 16),
        "id2": b64(r, 57),
    }


def _mqtt_ids(r: Random) -> dict[str, str]:
    return {
        "mac": hexs(r, 12),
        "gw": gateway(r),
        "gw2": gateway(r),
        "cont": iso6346(r),
        "cont2": iso6346(r),
        "cid": "hfd-" + pick(r, LOWER_ALNUM, 20),
        "imei": _imei(r),
        "iccid": _iccid(r),
        "iccid2": _iccid(r),
        "a": str(r.randint(1, 254)),
        "b": str(r.randint(1, 254)),
        "port": str(r.randint(30000, 60999)),
    }


def _firmware(r: Random) -> dict[str, str]:
    return {
        "ver": f"{r.randint(3, 5)}.{r.randint(0, 19)}.{r.randint(0, 9)}",
        "h": hexs(r, 64),
        "sig": b64(r, 64),
        "minisig": base64.b64encode(b"Ed" + r.randbytes(72)).decode(),
        "gsig": b64(r, 64),
        "ts": str(epoch(r)),
        "job": "ota-" + pick(r, LOWER_ALNUM, 10),
        "md5": hexs(r, 32),
    }


PLATFORM: tuple[Kind, ...] = (
    benign(
        "aws_resource_arns",
        (
            "KMS lykill fyrir uppgjör: arn:aws:kms:eu-north-1:⟨acct⟩:key/⟨kid⟩ (alias/uppbod)",
            "Secrets Manager: arn:aws:secretsmanager:eu-north-1:⟨acct⟩:secret:hafaldan/prod/"
            "rapyd-⟨sfx⟩ — lambda les leyndarmálið þaðan, ekki úr env",
            "Timestream arn:aws:timestream:eu-north-1:⟨acct⟩:database/kaeling/table/reefer_temps"
            " ← arn:aws:lambda:eu-north-1:⟨acct⟩:function:kaeling-ingest:⟨ver⟩",
            'kms_key_id = "arn:aws:kms:eu-north-1:⟨acct⟩:key/⟨kid⟩"\n'
            'role_arn   = "arn:aws:iam::⟨acct⟩:role/gitlab-oidc-deploy"',
            "aws iot describe-thing --thing-name reefer-⟨cont⟩ → thingArn arn:aws:iot:eu-north-1:"
            "⟨acct⟩:thing/reefer-⟨cont⟩, thingId ⟨tid⟩",
        ),
        _arns,
    ),
    benign(
        "aws_iot_certificate_ids",
        (
            "aws iot update-certificate --certificate-id ⟨cid⟩ --new-status INACTIVE  "
            "# gamla skírteinið á ⟨gw⟩",
            "Gátt ⟨gw⟩: certificateId ⟨cid⟩, policy kaeling-gw-policy",
            '{\n  "certificateArn": "arn:aws:iot:eu-north-1:⟨acct⟩:cert/⟨cid⟩",\n'
            '  "certificateId": "⟨cid⟩",\n  "status": "ACTIVE"\n}',
            "| gátt | certificateId | staða |\n|---|---|---|\n| ⟨gw⟩ | ⟨cid⟩ | ACTIVE |\n"
            "| ⟨gw2⟩ | ⟨cid2⟩ | REVOKED |",
        ),
        _iot_certs,
    ),
    benign(
        "kms_ciphertext_blobs",
        (
            "aws kms encrypt --key-id alias/kaeling --plaintext fileb://pw.txt --query "
            "CiphertextBlob --output text\n⟨blob⟩",
            "DB_PASSWORD_ENC=⟨blob⟩  # KMS-dulkóðað, lambda afkóðar við ræsingu",
            "Dulkóðaða gildið (KMS, alias/kaeling, ⟨d⟩. nóv) er ⟨blob⟩ — það má fara í git, "
            "ekki lykilorðið sjálft",
            '{"KeyId":"arn:aws:kms:eu-north-1:⟨acct⟩:key/⟨kid⟩","CiphertextBlob":"⟨blob⟩",'
            '"EncryptionAlgorithm":"SYMMETRIC_DEFAULT"}',
        ),
        _kms,
    ),
    benign(
        "sigv4_request_signatures",
        (
            "Authorization: AWS4-HMAC-SHA256 Credential=⟨akid⟩/203611⟨d⟩/eu-north-1/⟨svc⟩/"
            "aws4_request, SignedHeaders=host;x-amz-date, Signature=⟨sig⟩",
            "SignatureDoesNotMatch frá ⟨svc⟩ — okkar Signature=⟨sig⟩; klukkan á gáttinni var "
            "4 mín. of sein",
            "botocore debug: CanonicalRequest hash ⟨h⟩\nStringToSign hash ⟨h2⟩\nSignature: ⟨sig⟩",
            "X-Amz-Date: 203611⟨d⟩T⟨hh⟩1530Z\nX-Amz-Content-Sha256: ⟨h⟩\n"
            "Authorization: AWS4-HMAC-SHA256 Credential=⟨akid⟩/203611⟨d⟩/eu-north-1/⟨svc⟩/"
            "aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=⟨sig⟩",
        ),
        _sigv4,
    ),
    benign(
        "azure_resource_ids",
        (
            "Key Vault tilvísun: https://kv-hafaldan-noe.vault.azure.net/secrets/⟨name⟩/⟨ver⟩ "
            "(útgáfan, ekki gildið)",
            "/subscriptions/⟨sub⟩/resourceGroups/rg-kaeling-noe/providers/Microsoft.EventHub/"
            "namespaces/hafaldan-noe",
            "az keyvault secret show --vault-name kv-hafaldan-noe --name ⟨name⟩ --query id\n"
            '"https://kv-hafaldan-noe.vault.azure.net/secrets/⟨name⟩/⟨ver⟩"',
            "Managed identity: principalId ⟨p⟩, clientId ⟨c⟩, tenantId ⟨t⟩",
        ),
        _azure,
    ),
    benign(
        "jwks_public_keys",
        (
            '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
            "Auðkenni JWKS (https://idp.audkenni.is/oidc/jwks) skipti um lykil; nýtt kid ⟨kid⟩, "
            "x5t#S256 ⟨x5t⟩",
            '{\n  "kty": "EC",\n  "crv": "P-256",\n  "kid": "⟨kid⟩",\n  "x": "⟨x⟩",\n'
            '  "y": "⟨y⟩",\n  "use": "sig"\n}',
            "Landsbankinn JWKS: kid ⟨kid⟩, n=⟨n⟩ (opinber lykill, e=AQAB)",
        ),
        _jwks,
    ),
    benign(
        "x509_certificates_and_public_keys",
        (
            "device cert (certificate.pem.crt) fyrir ⟨thing⟩:\n\n⟨cert⟩",
            "⟨cert⟩",
            "Opinberi lykillinn sem Dokobit bað um:\n⟨pub⟩",
            "cafile í mosquitto.conf — CA-skírteinið okkar:\n⟨ca⟩\n",
        ),
        _certs,
    ),
    benign(
        "ssh_wireguard_age_public_keys",
        (
            "authorized_keys á ⟨gw⟩:\nssh-ed25519 ⟨edpub⟩ rakul@hafaldan\n"
            "ssh-ed25519 ⟨edpub2⟩ ci-deploy",
            "The authenticity of host '⟨gw⟩.reefer.hafaldan.fo (10.40.⟨a⟩.⟨b⟩)' can't be "
            "established.\nED25519 key fingerprint is ⟨fp⟩.",
            "[Peer]\n# ⟨gw⟩\nPublicKey = ⟨wg⟩\nAllowedIPs = 10.40.⟨n⟩.0/24\n"
            "Endpoint = vpn.hafaldan.is:51820",
            "age recipient fyrir sops: ⟨age⟩ (opinber lykill; einkalykillinn er í 1Password)",
            "GitLab deploy key (public) ⟨fp⟩ bætt við kaeling-firmware",
        ),
        _pubkeys,
    ),
    benign(
        "git_commit_hashes",
        (
            'Villan kom inn í ⟨sha⟩ ("kaeling: nýtt MQTT QoS"), lagað í ⟨sha2⟩',
            "git log --oneline -3\n⟨s1⟩ Merge branch 'hotfix/teya-timeout'\n"
            "⟨s2⟩ uppbod: rúnun á ISK\n⟨s3⟩ ci: cache key fyrir poetry",
            "git bisect start ⟨sha2⟩ ⟨sha⟩  # bad, good",
            "MR !⟨n⟩ merged as ⟨sha⟩; CI_COMMIT_SHA=⟨sha⟩ í job-inu sem féll",
            'Revert "⟨s1⟩" — This reverts commit ⟨sha⟩.',
        ),
        _commits,
    ),
    benign(
        "container_image_digests",
        (
            "⟨acct⟩.dkr.ecr.eu-north-1.amazonaws.com/kaeling-ingest@sha256:⟨d⟩",
            "docker pull registry.gitlab.com/hafaldan/reefer-gw:⟨ver⟩@sha256:⟨d⟩",
            "image:\n  repository: hafaldanacr.azurecr.io/uppbod-api\n  digest: sha256:⟨d⟩",
            "Digest: sha256:⟨d⟩\nStatus: Downloaded newer image for eclipse-mosquitto:2.0.⟨x⟩",
            "cosign verify stóðst: manifest sha256:⟨d⟩, config sha256:⟨d2⟩",
        ),
        _digests,
    ),
    benign(
        "lockfile_integrity_hashes",
        (
            '"node_modules/mqtt": {\n  "version": "5.⟨x⟩.⟨y⟩",\n'
            '  "resolved": "https://registry.npmjs.org/mqtt/-/mqtt-5.⟨x⟩.⟨y⟩.tgz",\n'
            '  "integrity": "sha512-⟨i⟩"\n}',
            '[[package]]\nname = "boto3"\nversion = "1.⟨x⟩.⟨y⟩"\nfiles = [\n'
            '    {file = "boto3-1.⟨x⟩.⟨y⟩-py3-none-any.whl", hash = "sha256:⟨h⟩"},\n]',
            "go.sum: github.com/eclipse/paho.mqtt.golang v1.⟨x⟩.⟨y⟩ h1:⟨h1⟩",
            'Cargo.lock: name = "rumqttc", version = "0.⟨x⟩.⟨y⟩", checksum = "⟨h⟩"',
            "pip install --require-hashes: THESE PACKAGES DO NOT MATCH THE HASHES — "
            "influxdb-client expected sha256:⟨h⟩ got ⟨h2⟩",
        ),
        _lockfiles,
    ),
    benign(
        "gitlab_pipeline_refs",
        (
            "Pipeline #⟨p⟩ féll á job #⟨j⟩ (runner #⟨rid⟩, system_id s_⟨sys⟩)",
            "CI_PIPELINE_ID=⟨p⟩ CI_JOB_ID=⟨j⟩ CI_COMMIT_SHA=⟨sha⟩ CI_JOB_TOKEN=[MASKED]",
            "https://gitlab.com/hafaldan/kaeling/-/jobs/⟨j⟩/artifacts/download — artifact "
            "sha256 ⟨h⟩",
            "| pipeline | commit | staða |\n|---|---|---|\n| #⟨p⟩ | ⟨s1⟩ | failed |\n"
            "| #⟨p2⟩ | ⟨s2⟩ | passed |",
        ),
        _pipelines,
    ),
    benign(
        "influx_grafana_timestream_ids",
        (
            "influx auth list: ID ⟨aid⟩, Description 'telegraf-reefer', Token ****, "
            "Permissions [write:orgs/⟨org⟩/buckets/⟨bkt⟩]",
            "Token ID ⟨aid⟩ (auðkenni tokensins, ekki tokenið sjálft) — influx auth delete "
            "--id ⟨aid⟩",
            "org id ⟨org⟩, bucket reefer = ⟨bkt⟩, bucket uppbod = ⟨bkt2⟩",
            "Grafana: dashboard uid ⟨duid⟩, datasource uid ⟨dsuid⟩ (InfluxDB Flux)",
            "Timestream QueryId ⟨qid⟩ tók 41 s; NextToken var ⟨nt⟩",
        ),
        _telemetry,
    ),
    benign(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "X-Amzn-Trace-Id: Root=1-⟨root⟩-⟨r24⟩;Parent=⟨span⟩;Sampled=1",
            "START RequestId: ⟨uuid⟩ Version: $LATEST\nEND RequestId: ⟨uuid⟩\n"
            "REPORT RequestId: ⟨uuid⟩\tDuration: ⟨ms⟩ ms",
            "Tempo: trace ⟨trace⟩ sýnir að Teya-kallið tók 8 s (span ⟨span⟩)",
            "x-amz-request-id: ⟨amzreq⟩\nx-amz-id-2: ⟨id2⟩",
        ),
        _traces,
    ),
    benign(
        "mqtt_client_ids_topics_sims",
        (
            "mosquitto[812]: New client connected from 10.40.⟨a⟩.⟨b⟩:⟨port⟩ as reefer-⟨mac⟩ "
            "(p2, c0, k60, u'⟨gw⟩').",
            "topic: hafaldan/reefer/⟨cont⟩/telemetry  client_id: ⟨cid⟩",
            "Gátt ⟨gw⟩: IMEI ⟨imei⟩, ICCID ⟨iccid⟩ (Síminn IoT SIM), MQTT client id ⟨cid⟩",
            "| gámur | gátt | ICCID |\n|---|---|---|\n| ⟨cont⟩ | ⟨gw⟩ | ⟨iccid⟩ |\n"
            "| ⟨cont2⟩ | ⟨gw2⟩ | ⟨iccid2⟩ |",
        ),
        _mqtt_ids,
    ),
    benign(
        "firmware_signatures_and_checksums",
        (
            "reefer-gw-⟨ver⟩.bin sha256 ⟨h⟩, ed25519 signature ⟨sig⟩ (staðfest með opinbera "
            "lyklinum)",
            '{\n  "version": "⟨ver⟩",\n  "sha256": "⟨h⟩",\n  "signature": "⟨sig⟩",\n'
            '  "key_id": "fw-2036"\n}',
            "untrusted comment: signature from minisign secret key\n⟨minisig⟩\n"
            "trusted comment: timestamp:⟨ts⟩\tfile:reefer-gw-⟨ver⟩.bin\n⟨gsig⟩",
            "OTA job ⟨job⟩ hafnaði myndinni: signature ⟨sig⟩ passar ekki, md5 ⟨md5⟩",
        ),
        _firmware,
    ),
)
