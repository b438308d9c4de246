"""Benign look-alikes of the ops side: commit hashes, image digests, Terraform and AWS ids,
checksums, versions, request and trace ids, Grafana uids, lockfile hashes, SOPS/KMS
ciphertext and public keys or certificates."""

from __future__ import annotations

import base64
import struct
from random import Random

from tests.redact.lookalike40.gen import (
    ALNUM,
    BECH32,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    date,
    ed25519_public,
    epoch,
    hexs,
    hms,
    num,
    pick,
    rsa_spki_b64,
    ssh_rsa_public,
    uhex,
    uuid4,
    wrap,
)

_REPOS = ("fare-api", "gtfs-publisher", "rt-publisher", "avl-ingest", "eta-builder", "push-alerts")
_COMMITS = (
    "fix(gtfs-rt): drop entities older than 90 s",
    "feat(fares): Mercado Pago refunds via idempotency key",
    "chore(deps): bump mqtt to 5.14",
    "fix(webpay): retry commit on 504 from Transbank",
    "refactor(avl): parse codec 8E extended IO",
    "docs: runbook for the MSK consumer lag alert",
    "feat(push): desvíos por ruta via FCM topics",
    "fix(tf): grafana folder permissions",
)
_PUB_STATE = "public" + " key"


def _git(r: Random) -> dict[str, str]:
    msgs = r.sample(_COMMITS, 4)
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "m1": msgs[0],
        "m2": msgs[1],
        "m3": msgs[2],
        "m4": msgs[3],
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "n": str(r.randint(1, 60)),
        "repo": r.choice(_REPOS),
        "t": hms(r),
    }


def _digest(r: Random) -> dict[str, str]:
    d = date(r)
    return {
        "d": hexs(r, 64),
        "acct": num(r, 12),
        "repo": r.choice(_REPOS),
        "tag": f"2029.12.{d[-2:]}-{hexs(r, 7)}",
        "ts": f"{d}T{hms(r)}.{r.randint(100, 999)}000-03:00",
        "size": str(r.randint(40_000_000, 260_000_000)),
        "pod": f"{r.choice(_REPOS)}-{pick(r, LOWER_ALNUM, 10)}-{pick(r, LOWER_ALNUM, 5)}",
    }


def _tfc_id(r: Random, prefix: str) -> str:
    return prefix + pick(r, ALNUM, 16)


def _terraform(r: Random) -> dict[str, str]:
    return {
        "lock": uuid4(r),
        "lineage": uuid4(r),
        "serial": str(r.randint(40, 900)),
        "who": r.choice(("ignacio@mbp-ignacio", "runner@gha-7f2c", "camila@tam-dev-02")),
        "ts": f"{date(r)} {hms(r)}.{r.randint(100000, 999999)} +0000 UTC",
        "tfv": f"1.{r.randint(11, 14)}.{r.randint(0, 6)}",
        "n": f"{r.randint(1, 2400):04d}",
        "kms": uuid4(r),
        "run": _tfc_id(r, "run-"),
        "ws": _tfc_id(r, "ws-"),
        "c1": hexs(r, 32),
        "c2": hexs(r, 32),
        "d": date(r),
    }


_IAM = UPPER + "234567"


def _aws(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "aroa": "AROA" + pick(r, _IAM, 17),
        "aida": "AIDA" + pick(r, _IAM, 17),
        "sso": hexs(r, 16),
        "who": r.choice(("ignacio", "camila", "valentina", "matias")),
        "i": "i-0" + hexs(r, 16),
        "subnet": "subnet-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "vpc": "vpc-0" + hexs(r, 16),
        "kms": uuid4(r),
        "mrk": "mrk-" + hexs(r, 32),
        "cf": "E" + pick(r, UPPER_ALNUM, 13),
        "acm": uuid4(r),
        "pool": "sa-east-1_" + pick(r, ALNUM, 9),
        "client": pick(r, LOWER_ALNUM, 26),
        "d": date(r),
    }


def _sums(r: Random) -> dict[str, str]:
    d = date(r).replace("-", "")
    return {
        "h64": hexs(r, 64),
        "h32": hexs(r, 32),
        "h40": hexs(r, 40),
        "d": d,
        "parts": str(r.randint(2, 40)),
        "crc": base64.b64encode(r.randbytes(4)).decode(),
        "md5b": base64.b64encode(r.randbytes(16)).decode(),
        "vid": pick(r, ALNUM + "._", 32),
        "len": str(r.randint(2_000_000, 90_000_000)),
        "fw": f"3.8.{r.randint(1, 20)}",
    }


def _versions(r: Random) -> dict[str, str]:
    d = date(r)
    stamp = (
        d.replace("-", "") + f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
    )
    minor, patch = r.randint(0, 30), r.randint(0, 12)
    return {
        "app": f"5.{minor}.{patch}",
        "vc": f"5{minor:02d}{patch:02d}{r.randint(0, 99):02d}",
        "build": f"{d.replace('-', '')}.{r.randint(1, 9)}-{hexs(r, 7)}",
        "tag": f"2029.12.{d[-2:]}-{hexs(r, 7)}",
        "pseudo": f"v0.0.0-{stamp}-{hexs(r, 12)}",
        "fw": f"3.8.{r.randint(1, 20)}-rc{r.randint(1, 5)}+g{hexs(r, 7)}",
        "aws": f"6.{r.randint(10, 40)}.{r.randint(0, 5)}",
        "tf": f"1.{r.randint(11, 14)}.{r.randint(0, 6)}",
        "kcommit": hexs(r, 16),
        "kv": f"4.{r.randint(0, 3)}.{r.randint(0, 2)}",
        "repo": r.choice(_REPOS),
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "h8": f"{epoch(r):x}",
        "h24": hexs(r, 24),
        "cf": base64.urlsafe_b64encode(r.randbytes(40)).decode(),
        "req": uuid4(r),
        "apigw": pick(r, ALNUM, 15) + "=",
        "ms": f"{r.randint(2, 2900)}.{r.randint(10, 99)}",
        "mem": str(r.choice((128, 256, 512, 1024))),
        "sentry": hexs(r, 32),
        "route": r.choice(
            ("POST /webpay/commit", "GET /v1/stops/{id}/arrivals", "POST /mp/webhook")
        ),
    }


def _grafana_uid(r: Random) -> str:
    return r.choice("abcdef") + pick(r, LOWER_ALNUM, 13)


def _grafana(r: Random) -> dict[str, str]:
    return {
        "uid": _grafana_uid(r),
        "uid2": pick(r, ALNUM, 9),
        "ds": "P" + uhex(r, 16),
        "rule": _grafana_uid(r),
        "panel": str(r.randint(2, 40)),
        "v": str(r.randint(3, 190)),
        "slug": r.choice(("avl-latencia", "gtfs-rt-frescura", "recaudo-webpay", "kafka-lag")),
        "folder": pick(r, ALNUM, 9),
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "npm": base64.b64encode(r.randbytes(64)).decode(),
        "h1": base64.b64encode(r.randbytes(32)).decode(),
        "h1b": base64.b64encode(r.randbytes(32)).decode(),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "sha": hexs(r, 64),
        "x": str(r.randint(0, 20)),
        "y": str(r.randint(0, 9)),
        "aws": f"6.{r.randint(10, 40)}.{r.randint(0, 5)}",
    }


def _age_armor(r: Random) -> str:
    stanza = (
        b"age-encryption.org/v1\n-> X25519 "
        + base64.b64encode(r.randbytes(32)).rstrip(b"=")
        + b"\n"
        + base64.b64encode(r.randbytes(32)).rstrip(b"=")
        + b"\n--- "
        + base64.b64encode(r.randbytes(32)).rstrip(b"=")
        + b"\n"
        + r.randbytes(64)
    )
    return wrap(base64.b64encode(stanza).decode(), 64)


def _enc(r: Random, nbytes: int, kind: str = "str") -> str:
    return f"ENC[AES256_GCM,data:{b64(r, nbytes)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:{kind}]"


def _sops(r: Random) -> dict[str, str]:
    armor = _age_armor(r)
    return {
        "e1": _enc(r, 64),
        "e2": _enc(r, r.randint(20, 32)),
        "e3": _enc(r, r.randint(70, 75)),
        "mac": _enc(r, 64),
        "age": "age1" + pick(r, BECH32, 58),
        "armor": "            " + armor.replace("\n", "\n            "),
        "ts": f"{date(r)}T{hms(r)}Z",
        "blob": base64.b64encode(
            b"\x01\x02\x02\x00\x78" + r.randbytes(r.randint(150, 190))
        ).decode(),
    }


def _cert_body(r: Random) -> str:
    """An X.509 certificate's shape: TBSCertificate, sha256WithRSA, a 2048-bit signature."""
    alg = b"\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x0b\x05\x00"
    serial = bytes([r.randint(1, 127)]) + r.randbytes(15)
    tbs_body = b"\xa0\x03\x02\x01\x02\x02\x10" + serial + alg + r.randbytes(r.randint(560, 900))
    tbs = b"\x30\x82" + struct.pack(">H", len(tbs_body)) + tbs_body
    body = tbs + alg + b"\x03\x82\x01\x01\x00" + r.randbytes(256)
    der = b"\x30\x82" + struct.pack(">H", len(body)) + body
    return wrap(base64.b64encode(der).decode(), 64)


def _pubkeys(r: Random) -> dict[str, str]:
    _, ed = ed25519_public(r)
    fp = r.randbytes(32)
    return {
        "ed": ed,
        "rsa": ssh_rsa_public(r),
        "spki": wrap(rsa_spki_b64(r), 64),
        "n": b64url(r, 256),
        "kid": b64url(r, 32),
        "fpc": ":".join(f"{b:02X}" for b in fp),
        "fps": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        "pin": base64.b64encode(r.randbytes(32)).decode(),
        "pin2": base64.b64encode(r.randbytes(32)).decode(),
        "cert": _cert_body(r),
        "who": r.choice(("ignacio@mbp", "camila@tam-dev-02", "andres@guayacan", "gha-deploy")),
        "ip": f"200.{r.randint(1, 254)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "age": "age1" + pick(r, BECH32, 58),
    }


_BEGIN_PUB = "-----BEGIN " + "PUBLIC KEY-----"
_END_PUB = "-----END " + "PUBLIC KEY-----"
_BEGIN_CERT = "-----BEGIN " + "CERTIFICATE-----"
_END_CERT = "-----END " + "CERTIFICATE-----"

OPS: tuple[Kind, ...] = (
    Kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -3\n⟨s1⟩ ⟨m1⟩\n⟨s2⟩ ⟨m2⟩\n⟨s3⟩ ⟨m3⟩",
            'Revert "⟨m4⟩"\n\nThis reverts commit ⟨sha⟩.',
            "git cherry-pick ⟨sha⟩ && git push origin release/2029.12",
            "git describe → v⟨ver⟩-⟨n⟩-g⟨s1⟩ (⟨repo⟩)",
            "Deploy de ⟨repo⟩ ⟨sha⟩ a prod a las ⟨t⟩; el anterior era ⟨sha2⟩.",
            "⟨sha⟩ is the first bad commit\n\n    ⟨m4⟩",
            "https://github.com/transandes-metro/⟨repo⟩/compare/⟨s1⟩...⟨s2⟩",
        ),
        _git,
        secrets=(),
    ),
    Kind(
        "container_image_digests",
        (
            "image: ⟨acct⟩.dkr.ecr.sa-east-1.amazonaws.com/⟨repo⟩@sha256:⟨d⟩",
            "$ docker pull ⟨acct⟩.dkr.ecr.sa-east-1.amazonaws.com/⟨repo⟩:⟨tag⟩\n"
            "Digest: sha256:⟨d⟩\nStatus: Downloaded newer image for "
            "⟨acct⟩.dkr.ecr.sa-east-1.amazonaws.com/⟨repo⟩:⟨tag⟩",
            '{\n    "imageDigest": "sha256:⟨d⟩",\n    "imageTags": [\n        "⟨tag⟩"\n'
            '    ],\n    "imageSizeInBytes": ⟨size⟩,\n    "imagePushedAt": "⟨ts⟩"\n}',
            "El pod ⟨pod⟩ corre ⟨repo⟩@sha256:⟨d⟩, no el tag ⟨tag⟩ que creíamos.",
            "FROM public.ecr.aws/docker/library/python:3.13-slim@sha256:⟨d⟩",
        ),
        _digest,
        secrets=(),
    ),
    Kind(
        "terraform_state_ids",
        (
            "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        ⟨lock⟩\n"
            "  Path:      tam-tfstate/recaudo/prod.tfstate\n  Operation: OperationTypeApply\n"
            "  Who:       ⟨who⟩\n  Version:   ⟨tfv⟩\n  Created:   ⟨ts⟩",
            '{\n  "version": 4,\n  "terraform_version": "⟨tfv⟩",\n  "serial": ⟨serial⟩,\n'
            '  "lineage": "⟨lineage⟩",\n  "outputs": {}\n}',
            "terraform force-unlock ⟨lock⟩  # el runner murió a mitad del apply",
            "terraform import 'aws_iot_thing.validator[\"VAL-⟨n⟩\"]' tam-val-⟨n⟩",
            "TFC run ⟨run⟩ in workspace ⟨ws⟩ planned 3 to change (aws_kms_key ⟨kms⟩).",
            "Error: state data in S3 does not have the expected content.\n\n"
            "The checksum calculated for the state stored in S3 does not match the checksum "
            "stored in DynamoDB.\nCalculated checksum: ⟨c1⟩\nStored checksum:     ⟨c2⟩",
        ),
        _terraform,
        secrets=(),
    ),
    Kind(
        "aws_resource_ids",
        (
            '{\n    "UserId": "⟨aroa⟩:⟨who⟩@transandes-metro.cl",\n    "Account": "⟨acct⟩",\n'
            '    "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/AWSReservedSSO_TicketingRT_⟨sso⟩/'
            '⟨who⟩@transandes-metro.cl"\n}',
            "avl-ingest-2 = ⟨i⟩ en ⟨subnet⟩ (⟨vpc⟩), security group ⟨sg⟩",
            "KMS de tarjetas: arn:aws:kms:sa-east-1:⟨acct⟩:key/⟨kms⟩; la réplica multi-región "
            "es ⟨mrk⟩.",
            "CloudFront ⟨cf⟩ serves rt.transandes-metro.cl with ACM cert "
            "arn:aws:acm:us-east-1:⟨acct⟩:certificate/⟨acm⟩",
            '{\n    "User": {\n        "UserName": "gtfs-publisher",\n        "UserId": "⟨aida⟩",\n'
            '        "Arn": "arn:aws:iam::⟨acct⟩:user/gtfs-publisher"\n    }\n}',
            "Cognito pasajeros: user pool ⟨pool⟩, app client ⟨client⟩ (public client, no secret)",
        ),
        _aws,
        secrets=(),
    ),
    Kind(
        "file_checksums_etags",
        (
            "$ sha256sum gtfs_tam_⟨d⟩.zip\n⟨h64⟩  gtfs_tam_⟨d⟩.zip",
            '{\n    "ContentLength": ⟨len⟩,\n    "ETag": "\\"⟨h32⟩-⟨parts⟩\\"",\n'
            '    "ChecksumCRC32C": "⟨crc⟩",\n    "VersionId": "⟨vid⟩",\n'
            '    "ContentType": "application/zip"\n}',
            "md5 fw-avl-⟨fw⟩.bin = ⟨h32⟩ (coincide con el que mandó Guayacán)",
            "Publicamos gtfs.zip con x-amz-meta-sha256: ⟨h64⟩ para que Google Transit valide.",
            "PUT /static/gtfs_tam_⟨d⟩.zip\nContent-MD5: ⟨md5b⟩\nContent-Length: ⟨len⟩",
            "shasum of the old feed: ⟨h40⟩  gtfs_tam_⟨d⟩.zip",
        ),
        _sums,
        secrets=(),
    ),
    Kind(
        "version_build_strings",
        (
            "App Android ⟨app⟩ (versionCode ⟨vc⟩), build ⟨build⟩ — ya en producción",
            "⟨repo⟩:⟨tag⟩ is what runs in prod since Tuesday",
            "go: github.com/transandes-metro/gtfsrt ⟨pseudo⟩",
            "Firmware AVL ⟨fw⟩ (Guayacán lo llama 'estable', igual tiene el bug del CRC)",
            "Terraform v⟨tf⟩\non linux_amd64\n+ provider registry.terraform.io/hashicorp/aws "
            "v⟨aws⟩",
            "kafka-broker-api-versions: Kafka version ⟨kv⟩, commit id ⟨kcommit⟩",
        ),
        _versions,
        secrets=(),
    ),
    Kind(
        "request_trace_ids",
        (
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
            "X-Amzn-Trace-Id: Root=1-⟨h8⟩-⟨h24⟩;Parent=⟨s16⟩;Sampled=1",
            "x-amz-cf-id: ⟨cf⟩\nx-amz-cf-pop: SCL51-P1",
            "REPORT RequestId: ⟨req⟩\tDuration: ⟨ms⟩ ms\tBilled Duration: 3000 ms\t"
            "Memory Size: ⟨mem⟩ MB",
            "Trace ⟨t32⟩ en Tempo: ⟨route⟩ tardó ⟨ms⟩ ms (span ⟨s16⟩)",
            "x-amzn-RequestId: ⟨req⟩\nx-amz-apigw-id: ⟨apigw⟩",
            "Sentry event ⟨sentry⟩ — same stack as the Webpay timeout, trace ⟨t32⟩",
        ),
        _trace,
        secrets=(),
    ),
    Kind(
        "grafana_uids",
        (
            "https://grafana.transandes-metro.cl/d/⟨uid⟩/⟨slug⟩?orgId=1&from=now-6h&to=now"
            "&viewPanel=⟨panel⟩",
            '{"uid":"⟨uid⟩","title":"GTFS-RT — frescura del feed","version":⟨v⟩,'
            '"folderUid":"⟨folder⟩"}',
            "datasources:\n  - name: Prometheus RT\n    uid: ⟨ds⟩\n    type: prometheus\n"
            "    url: http://prometheus.monitoring:9090",
            "[FIRING:1] FeedStale rt-publisher (rule uid ⟨rule⟩, datasource ⟨ds⟩)",
            "Old dashboard ⟨uid2⟩ was replaced by ⟨uid⟩; redirect kept for the ops TV.",
        ),
        _grafana,
        n=10,
        secrets=(),
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/mqtt": {\n  "version": "5.⟨x⟩.⟨y⟩",\n'
            '  "resolved": "https://registry.npmjs.org/mqtt/-/mqtt-5.⟨x⟩.⟨y⟩.tgz",\n'
            '  "integrity": "sha512-⟨npm⟩"\n}',
            "github.com/eclipse/paho.mqtt.golang v1.5.⟨x⟩ h1:⟨h1⟩\n"
            "github.com/eclipse/paho.mqtt.golang v1.5.⟨x⟩/go.mod h1:⟨h1b⟩",
            'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "⟨aws⟩"\n'
            '  constraints = "~> 6.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n'
            '    "zh:⟨zh2⟩",\n  ]\n}',
            "transbank-sdk==6.⟨x⟩.⟨y⟩ \\\n    --hash=sha256:⟨sha⟩",
            'files = [\n    {file = "mercadopago-2.⟨x⟩.⟨y⟩-py3-none-any.whl", '
            'hash = "sha256:⟨sha⟩"},\n]',
        ),
        _locks,
        secrets=(),
    ),
    Kind(
        "sops_encrypted_values",
        (
            "transbank:\n    api_key_secret: ⟨e1⟩\n    commerce_code: ⟨e2⟩",
            "sops:\n    age:\n        - recipient: ⟨age⟩\n          enc: |\n"
            "            -----BEGIN AGE ENCRYPTED FILE-----\n⟨armor⟩\n"
            '            -----END AGE ENCRYPTED FILE-----\n    lastmodified: "⟨ts⟩"\n'
            "    mac: ⟨mac⟩\n    version: 3.10.2",
            '{\n  "mp_access_token": "⟨e3⟩",\n  "sops": {"lastmodified": "⟨ts⟩"}\n}',
            "aws kms encrypt --key-id alias/recaudo --plaintext fileb://tbk.txt "
            "--query CiphertextBlob --output text\n⟨blob⟩",
            "MP_ACCESS_TOKEN=⟨e3⟩\n(es el .env.enc; se descifra con sops -d en el deploy)",
        ),
        _sops,
        secrets=(),
    ),
    Kind(
        "public_keys_and_certs",
        (
            "~/.ssh/authorized_keys en sftp-bridge:\nssh-ed25519 ⟨ed⟩ ⟨who⟩",
            "sftp.guayacan.com.co,⟨ip⟩ ssh-rsa ⟨rsa⟩",
            "Llave pública de Guayacán para verificar sus JWT:\n"
            + _BEGIN_PUB
            + "\n⟨spki⟩\n"
            + _END_PUB,
            '{"keys":[{"kty":"RSA","kid":"⟨kid⟩","use":"sig","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            "Host key fingerprint SHA256:⟨fps⟩ (ED25519) — confirmed by phone with Bogotá.",
            '<pin-set expiration="2030-06-30">\n    <pin digest="SHA-256">⟨pin⟩</pin>\n'
            '    <pin digest="SHA-256">⟨pin2⟩</pin>\n</pin-set>',
            _BEGIN_CERT + "\n⟨cert⟩\n" + _END_CERT,
            "SHA256 Fingerprint=⟨fpc⟩ (certificado del broker MQTT)",
            "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: ⟨age⟩  # "
            + _PUB_STATE
            + " of the deploy box",
        ),
        _pubkeys,
        secrets=(),
    ),
)
