"""Benign: platform identifiers (firmware hashes and OTA manifests, InfluxDB and Grafana
ids, AWS resource ids, Terraform plans and lock files, public keys and certificates,
version strings, S3 ETags and version ids, git history, AWS log and trace ids, Mapbox
public tokens)."""

from __future__ import annotations

import base64
import hashlib
import struct
from random import Random

from tests.redact.lookalike34.benign_lorawan import deveui
from tests.redact.lookalike34.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url_json,
    hexs,
    hexu,
    num,
    pem_begin,
    pem_end,
    pick,
    uuid4,
    wrap,
)

_PADS = ("P14", "P07", "Kahikatea-3", "Potrero 9", "Lote 21", "P22-north")
_THINGS = ("trough-07", "pump-p14", "riego-ctrl-tco", "weather-stn-hm", "effluent-pond-1")
_FW = ("soil-node", "trough-level", "valve-ctrl", "rain-gauge", "gw-agent")


def _day(r: Random) -> str:
    return f"2028-12-{r.randint(1, 22):02d}"


def _ver(r: Random) -> str:
    return f"{r.randint(1, 4)}.{r.randint(0, 12)}.{r.randint(0, 9)}"


def _fw(r: Random) -> dict[str, str]:
    name, ver = r.choice(_FW), _ver(r)
    blob = f"{name}-{ver}-{num(r, 6)}".encode()
    return {
        "name": name,
        "ver": ver,
        "sha": hashlib.sha256(blob).hexdigest(),
        "sha2": hexs(r, 64),
        "md5": hashlib.md5(blob).hexdigest(),  # a checksum, as the vendor tool prints
        "elf": hexs(r, 16),
        "size": str(r.randint(90_000, 1_400_000)),
        "crc": hexu(r, 8),
        "git": hexs(r, 7),
        "sig": base64.b64encode(r.randbytes(64)).decode(),
        "day": _day(r),
        "n": str(r.randint(2, 300)),
    }


def _influx(r: Random) -> dict[str, str]:
    return {
        "org": hexs(r, 16),
        "bid": hexs(r, 16),
        "bid2": hexs(r, 16),
        "aid": hexs(r, 16),
        "tid": hexs(r, 16),
        "de": deveui(r).lower(),
        "pad": r.choice(_PADS).replace(" ", "\\ "),
        "ns": str(1_858_000_000 + r.randint(0, 9_000_000)) + num(r, 9),
        "vwc": f"{r.uniform(8, 45):.1f}",
        "temp": f"{r.uniform(4, 24):.1f}",
    }


def _grafana(r: Random) -> dict[str, str]:
    return {
        "uid": pick(r, ALNUM + "-_", r.choice((9, 14))),
        "uid2": pick(r, LOWER_ALNUM, 14),
        "ds": "P" + hexu(r, 16),
        "alert": pick(r, ALNUM, 14),
        "pad": r.choice(_PADS),
        "n": str(r.randint(2, 40)),
        "said": str(r.randint(2, 30)),
        "ann": str(r.randint(1000, 99999)),
        "ver": f"12.{r.randint(0, 4)}.{r.randint(0, 3)}",
        "build": hexs(r, 10),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "cid": hexs(r, 64),
        "acct": num(r, 12),
        "ep": pick(r, LOWER_ALNUM, 14),
        "thing": r.choice(_THINGS),
        "tid": uuid4(r),
        "i": "i-0" + hexs(r, 16),
        "ami": "ami-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "kms": uuid4(r),
        "req": uuid4(r),
        "ver": str(r.randint(1, 40)),
        "ecr": hexs(r, 64),
        "region": r.choice(("ap-southeast-2", "sa-east-1")),
    }


def _tf(r: Random) -> dict[str, str]:
    return {
        "h1": "h1:" + b64(r, 32),
        "h1b": "h1:" + b64(r, 32),
        "zh": "zh:" + hexs(r, 64),
        "zh2": "zh:" + hexs(r, 64),
        "lock": uuid4(r),
        "thing": r.choice(_THINGS),
        "pv": f"5.{r.randint(80, 99)}.{r.randint(0, 5)}",
        "ep": pick(r, LOWER_ALNUM, 14),
        "tfv": f"1.{r.randint(10, 14)}.{r.randint(0, 6)}",
        "day": _day(r),
        "acct": num(r, 12),
        "cid": hexs(r, 64),
    }


def _ssh_pub(r: Random) -> str:
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + r.randbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def _keys(r: Random) -> dict[str, str]:
    der = bytes.fromhex(
        "3059301306072a8648ce3d020106082a8648ce3d030107034200" + "04"
    ) + r.randbytes(64)
    cert = "MIIDWTCCAkGgAwIBAgIU" + b64(r, 840)[20:]
    return {
        "ssh": _ssh_pub(r),
        "ssh2": _ssh_pub(r),
        "who": r.choice(("hemi@kahikatea", "camila@tco-ops", "ansible@tawhana", "matias@notebook")),
        "fp": "SHA256:" + b64(r, 32).rstrip("="),
        "pub": wrap(base64.b64encode(der).decode(), 64),
        "cert": wrap(cert, 64),
        "cid": hexs(r, 64),
        "thing": r.choice(_THINGS),
        "serial": ":".join(hexs(r, 2) for _ in range(20)),
        "sha1": ":".join(hexu(r, 2) for _ in range(20)),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "tts": f"3.{r.randint(33, 38)}.{r.randint(0, 4)}",
        "cs": f"4.{r.randint(10, 15)}.{r.randint(0, 3)}",
        "dig": hexs(r, 64),
        "git": hexs(r, 7),
        "git10": hexs(r, 10),
        "fw": _ver(r),
        "build": str(r.randint(100, 9999)),
        "day": _day(r),
        "telegraf": f"1.{r.randint(34, 38)}.{r.randint(0, 4)}",
        "influx": f"2.{r.randint(7, 9)}.{r.randint(0, 14)}",
    }


def _s3(r: Random) -> dict[str, str]:
    return {
        "etag": hexs(r, 32),
        "etagm": hexs(r, 32) + f"-{r.randint(2, 40)}",
        "vid": pick(r, ALNUM + "._", 32),
        "vid2": pick(r, ALNUM + "._", 32),
        "id2": b64(r, 57),
        "rid": pick(r, UPPER_ALNUM, 16),
        "size": str(r.randint(1_000_000, 900_000_000)),
        "pad": r.choice(_PADS).replace(" ", "_"),
        "day": _day(r),
        "kms": uuid4(r),
        "acct": num(r, 12),
    }


_MSGS = (
    "fix(codec): vwc se calculaba con el offset viejo",
    "feat: alerta de helada por SMS para Temuco",
    "chore(tf): bump aws provider",
    "fix: reconnect MQTT con backoff exponencial",
    "docs: te reo labels for the trough dashboard",
    "feat(ingest): store uplink_token for downlink scheduling",
    "refactor: split ChirpStack and TTS adapters",
    "fix(ndvi): mask clouds with SCL before averaging",
)


def _git(r: Random) -> dict[str, str]:
    msgs = r.sample(_MSGS, 4)
    return (
        {f"m{i}": m for i, m in enumerate(msgs)}
        | {f"s{i}": hexs(r, 7) for i in range(4)}
        | {
            "full": hexs(r, 40),
            "full2": hexs(r, 40),
            "pr": str(r.randint(100, 999)),
            "tag": "v" + _ver(r),
            "day": _day(r),
        }
    )


def _logs(r: Random) -> dict[str, str]:
    dur = r.uniform(20, 900)
    return {
        "stream": hexs(r, 32),
        "req": uuid4(r),
        "xray": f"1-{hexs(r, 8)}-{hexs(r, 24)}",
        "dur": f"{dur:.2f}",
        "billed": str(int(dur) + 1),
        "mem": str(r.randint(60, 240)),
        "day": _day(r),
        "thing": r.choice(_THINGS),
        "trace": uuid4(r),
        "apigw": pick(r, ALNUM, 16) + "=",
        "day2": f"2028/12/{r.randint(1, 22):02d}",
    }


def _mapbox(r: Random) -> dict[str, str]:
    user = r.choice(("tawhana", "tawhana-agro", "hemi-tawhana"))
    body = b64url_json({"u": user, "a": "cm" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 23)})
    return {
        "pk": "p" + "k." + body + "." + pick(r, B64URL, 22),
        "user": user,
        "style": "cm" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 23),
        "tileset": user + "." + pick(r, LOWER_ALNUM, 8),
    }


BENIGN_PLATFORM: tuple[Kind, ...] = (
    Kind(
        "firmware_hashes",
        (
            "$ sha256sum build/⟨name⟩-⟨ver⟩.bin\n⟨sha⟩  build/⟨name⟩-⟨ver⟩.bin",
            "imgtool verify: image ⟨name⟩ ⟨ver⟩ hash ⟨sha2⟩ OK, ⟨size⟩ bytes",
            "I (312) esp_image: ELF file SHA256: ⟨elf⟩... App version: ⟨ver⟩-g⟨git⟩",
            "Dragino OTA tool: ⟨name⟩_v⟨ver⟩.bin md5 ⟨md5⟩, CRC32 0x⟨crc⟩",
            "Firmware ⟨ver⟩ para los sensores de Temuco: sha256 ⟨sha⟩ (build ⟨git⟩)",
        ),
        _fw,
        secrets=(),
    ),
    Kind(
        "ota_manifests",
        (
            '{\n  "name": "⟨name⟩",\n  "version": "⟨ver⟩",\n  "url": '
            '"https://firmware.tawhana-agri.co.nz/⟨name⟩/⟨ver⟩.bin",\n  "size": ⟨size⟩,\n'
            '  "sha256": "⟨sha⟩",\n  "sig_alg": "ed25519",\n  "key_id": "fw-signing-2028",\n'
            '  "signature": "⟨sig⟩"\n}',
            "fuota:\n  session: ⟨n⟩\n  image: ⟨name⟩-⟨ver⟩.bin\n  sha256: ⟨sha⟩\n"
            "  fragment_size: 48\n  redundancy: 10",
            "Release ⟨ver⟩ of ⟨name⟩ signed (ed25519, key fw-signing-2028); signature ⟨sig⟩ "
            "verifies against the public key in the bootloader.",
        ),
        _fw,
        n=10,
        secrets=(),
    ),
    Kind(
        "influx_ids_line_protocol",
        (
            "soil,dev_eui=⟨de⟩,paddock=⟨pad⟩ vwc=⟨vwc⟩,temp=⟨temp⟩ ⟨ns⟩",
            "$ influx bucket list --org-id ⟨org⟩\nID\t\t\tName\t\tRetention\tOrganization ID\n"
            "⟨bid⟩\tsoil\t\t8760h0m0s\t⟨org⟩\n⟨bid2⟩\tlorawan_raw\t720h0m0s\t⟨org⟩",
            'from(bucketID: "⟨bid⟩")\n  |> range(start: -24h)\n'
            '  |> filter(fn: (r) => r.dev_eui == "⟨de⟩" and r._field == "vwc")',
            "influx auth inactive --id ⟨aid⟩   # disables the old telegraf authorization (id, "
            "not the token)",
            "Task ⟨tid⟩ (downsample_soil_1h) failed: bucket ⟨bid⟩ not found in org ⟨org⟩",
        ),
        _influx,
        secrets=(),
    ),
    Kind(
        "grafana_ids",
        (
            "https://grafana.tawhana-agri.co.nz/d/⟨uid⟩/humedad-suelo?orgId=1&var-potrero=⟨pad⟩"
            "&from=now-7d&to=now&viewPanel=panel-⟨n⟩",
            '"datasource": {"type": "influxdb", "uid": "⟨ds⟩"}',
            "Alert rule ⟨alert⟩ (Trough empty) fired for ⟨pad⟩; annotation id ⟨ann⟩",
            "Grafana v⟨ver⟩ (⟨build⟩) — service account sa-⟨said⟩-terraform has ⟨n⟩ tokens "
            "listed (values never shown again)",
            '{"dashboard": {"uid": "⟨uid2⟩", "title": "Bebederos", "version": ⟨n⟩}, '
            '"folderUid": "⟨uid⟩", "overwrite": true}',
        ),
        _grafana,
        secrets=(),
    ),
    Kind(
        "aws_resource_ids",
        (
            "aws iot attach-thing-principal --thing-name ⟨thing⟩ --principal "
            "arn:aws:iot:⟨region⟩:⟨acct⟩:cert/⟨cid⟩",
            '{\n    "thingName": "⟨thing⟩",\n    "thingId": "⟨tid⟩",\n    "thingArn": '
            '"arn:aws:iot:⟨region⟩:⟨acct⟩:thing/⟨thing⟩",\n    "version": ⟨ver⟩\n}',
            "IoT data endpoint ⟨ep⟩-ats.iot.⟨region⟩.amazonaws.com; bastion ⟨i⟩ (⟨ami⟩, ⟨sg⟩)",
            "KMS key arn:aws:kms:⟨region⟩:⟨acct⟩:key/⟨kms⟩ encrypts the imagery bucket",
            "⟨acct⟩.dkr.ecr.⟨region⟩.amazonaws.com/ingest@sha256:⟨ecr⟩",
        ),
        _aws,
        secrets=(),
    ),
    Kind(
        "terraform_plan_and_lock",
        (
            'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "⟨pv⟩"\n'
            '  constraints = "~> 5.80"\n  hashes = [\n    "⟨h1⟩",\n    "⟨h1b⟩",\n'
            '    "⟨zh⟩",\n    "⟨zh2⟩",\n  ]\n}',
            "  # aws_iot_certificate.⟨thing⟩ will be updated in-place\n  ~ resource "
            '"aws_iot_certificate" "⟨thing⟩" {\n        id          = "⟨cid⟩"\n'
            "      ~ private_key = (sensitive value)\n      ~ active      = false -> true\n    }",
            "Error acquiring the state lock\nLock Info:\n  ID:        ⟨lock⟩\n"
            "  Path:      tawhana-tfstate/iot/terraform.tfstate\n  Operation: OperationTypeApply\n"
            "  Who:       hemi@kahikatea\n  Version:   ⟨tfv⟩",
            'iot_endpoint = "⟨ep⟩-ats.iot.ap-southeast-2.amazonaws.com"\n'
            "influx_token = <sensitive>\n"
            'state_bucket = "tawhana-tfstate-⟨acct⟩"',
        ),
        _tf,
        secrets=(),
    ),
    Kind(
        "public_keys_and_certs",
        (
            "~/.ssh/authorized_keys on the gateways:\n⟨ssh⟩ ⟨who⟩\n⟨ssh2⟩ ops@tawhana",
            pem_begin("PUBLIC KEY") + "\n⟨pub⟩\n" + pem_end("PUBLIC KEY"),
            "Device cert for ⟨thing⟩ (public, safe to keep):\n"
            + pem_begin("CERTIFICATE")
            + "\n⟨cert⟩\n"
            + pem_end("CERTIFICATE"),
            "Host key fingerprint for gw-lautaro: ⟨fp⟩ (ED25519)",
            "Cert ⟨cid⟩: serial ⟨serial⟩, SHA-1 fingerprint ⟨sha1⟩",
        ),
        _keys,
        secrets=(),
    ),
    Kind(
        "version_strings",
        (
            "The Things Stack v⟨tts⟩ (commit ⟨git⟩, built ⟨day⟩) — au1 upgraded overnight",
            "image: chirpstack/chirpstack:⟨cs⟩@sha256:⟨dig⟩",
            "Telegraf ⟨telegraf⟩ (git: HEAD@⟨git⟩) · InfluxDB v⟨influx⟩ (git: ⟨git10⟩)",
            "Firmware soil-node ⟨fw⟩+build.⟨build⟩.g⟨git⟩ — LoRaWAN L2 1.0.3, RP002-1.0.4",
            "Station Version 2.0.6(rak/std) ⟨day⟩ · package ⟨fw⟩-⟨build⟩",
        ),
        _versions,
        secrets=(),
    ),
    Kind(
        "s3_etags_and_versions",
        (
            '{\n    "AcceptRanges": "bytes",\n    "ContentLength": ⟨size⟩,\n'
            '    "ETag": "\\"⟨etag⟩\\"",\n    "VersionId": "⟨vid⟩",\n'
            '    "ServerSideEncryption": "aws:kms",\n    "SSEKMSKeyId": '
            '"arn:aws:kms:ap-southeast-2:⟨acct⟩:key/⟨kms⟩"\n}',
            "s3://tawhana-imagery/ndvi/⟨day⟩/⟨pad⟩.tif  ETag ⟨etagm⟩ (multipart)",
            "x-amz-request-id: ⟨rid⟩\nx-amz-id-2: ⟨id2⟩\nx-amz-version-id: ⟨vid2⟩",
            "aws s3api get-object --bucket tawhana-imagery --key ndvi/⟨day⟩/⟨pad⟩.tif "
            "--version-id ⟨vid⟩ ./prev.tif",
        ),
        _s3,
        n=10,
        secrets=(),
    ),
    Kind(
        "git_history",
        (
            "⟨s0⟩ ⟨m0⟩\n⟨s1⟩ ⟨m1⟩\n⟨s2⟩ Merge pull request #⟨pr⟩ from tawhana-agri/⟨s3⟩\n⟨s3⟩ ⟨m3⟩",
            "$ git rev-parse HEAD\n⟨full⟩",
            "Deployed ⟨tag⟩ (⟨full⟩) to the Temuco edge box on ⟨day⟩; previous was ⟨full2⟩.",
            "git revert ⟨s1⟩ — «⟨m1⟩» rompió el parser.",
        ),
        _git,
        n=10,
        secrets=(),
    ),
    Kind(
        "aws_log_and_trace_ids",
        (
            "/aws/lambda/tts-ingest ⟨day2⟩/[$LATEST]⟨stream⟩",
            "REPORT RequestId: ⟨req⟩\tDuration: ⟨dur⟩ ms\tBilled Duration: ⟨billed⟩ ms\t"
            "Memory Size: 256 MB\tMax Memory Used: ⟨mem⟩ MB",
            "X-Ray trace ⟨xray⟩ shows the Timestream write as the slow segment",
            '{"timestamp": "⟨day⟩", "logLevel": "ERROR", "traceId": "⟨trace⟩", "clientId": '
            '"⟨thing⟩", "eventType": "Publish-In", "status": "Failure", "reason": '
            '"AUTHORIZATION_FAILURE"}',
            "API Gateway x-amzn-RequestId ⟨req⟩, extendedRequestId ⟨apigw⟩",
        ),
        _logs,
        secrets=(),
    ),
    Kind(
        "mapbox_public_tokens",
        (
            "mapboxgl.accessToken = '⟨pk⟩'; // public, URL-restricted to *.tawhana-agri.co.nz",
            "VITE_MAPBOX_PUBLIC_TOKEN=⟨pk⟩",
            "style: 'mapbox://styles/⟨user⟩/⟨style⟩', tileset ⟨tileset⟩",
            "Token público de Mapbox para el mapa de potreros (restringido por URL): ⟨pk⟩",
        ),
        _mapbox,
        n=10,
        secrets=(),
    ),
)
