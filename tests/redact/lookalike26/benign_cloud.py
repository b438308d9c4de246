"""Benign look-alikes from the cloud and fleet side: modem and SIM ids, CI and git ids,
AWS IoT resources, Vault accessors and leases, Kafka and MQTT ids, Kubernetes names,
trace ids, telemetry payloads and S3 object metadata. All must come out byte-identical."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike26.gen import (
    ALNUM,
    DIGITS,
    K8S_SUFFIX,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    hexbytes,
    hexs,
    iccid,
    imei,
    num,
    pick,
    uhex,
    uuid4,
    vin,
)

_THINGS = ("tcu-gen4-brno-bench-03", "tcu-gen4-seoul-hil-11", "gw-ecu-proto-b2", "tcu-canary-07")


def _ver(r: Random) -> str:
    return f"4.{r.randint(0, 19)}.{r.randint(0, 30)}"


def _modem(r: Random) -> dict[str, str]:
    return {
        "vin": vin(r),
        "imei": imei(r),
        "imei2": imei(r),
        "iccid": iccid(r),
        "iccid2": iccid(r),
        "imsi": r.choice(("23002", "23003", "45005", "45008")) + pick(r, DIGITS, 10),
        "eid": "89049032" + pick(r, DIGITS, 24),
        "msisdn": num(r, 9),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "pipe": num(r, 6),
        "job": num(r, 7),
        "short": hexs(r, 8),
        "sha": hexs(r, 40),
        "bid": hexs(r, 40),
        "bn": f"2027{r.randint(1001, 1031)}{r.randint(0, 23):02d}{r.randint(0, 59):02d}",
        "x": str(r.randint(10, 22)),
        "m": r.choice(("tcu-gen4", "gw-b2", "hu7")),
        "ts": f"2027{r.randint(1001, 1031)}{r.randint(0, 23):02d}{r.randint(0, 59):02d}"
        f"{r.randint(0, 59):02d}",
        "rst": pick(r, ALNUM, 8),
        "cachekey": hexs(r, 64),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "ver": _ver(r),
        "cid": hexs(r, 40),
        "n": num(r, 5),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "x": str(r.randint(0, 19)),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "certid": hexs(r, 64),
        "ep": pick(r, LOWER_ALNUM, 14),
        "job": "ota-" + _ver(r).replace(".", "-") + "-" + pick(r, LOWER_ALNUM, 6),
        "jobu": uuid4(r),
        "sfx": pick(r, ALNUM, 6),
        "u": uuid4(r),
        "thing": r.choice(_THINGS),
        "v": str(r.randint(3, 9000)),
        "ctok": uuid4(r).replace("-", ""),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "acc": pick(r, ALNUM, 24),
        "lease": pick(r, ALNUM, 24),
        "n": str(r.randint(2, 40)),
        "u": uuid4(r),
        "hmac": hexs(r, 64),
        "uacc": uuid4(r),
    }


def _kafka(r: Random) -> dict[str, str]:
    offset = int(num(r, 8))
    lag = r.randint(0, 5000)
    return {
        "p": str(r.randint(0, 23)),
        "off": str(offset),
        "off2": str(offset + lag),
        "lag": str(lag),
        "u": uuid4(r),
        "clid": b64url(r, 16),
        "env": pick(r, LOWER_ALNUM, 5),
        "lkc": pick(r, LOWER_ALNUM, 5),
        "sa": pick(r, LOWER_ALNUM, 6),
        "lsrc": pick(r, LOWER_ALNUM, 5),
        "sid": num(r, 6),
        "fp": hexs(r, 16),
    }


def _mqtt(r: Random) -> dict[str, str]:
    return {
        "vin": vin(r),
        "ip": f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "port": str(r.randint(30000, 65000)),
        "thing": r.choice(_THINGS),
        "sess": uuid4(r),
        "cid": r.choice(("auto-", "paho")) + uhex(r, 16),
        "corr": hexs(r, 32),
    }


def _k8s(r: Random) -> dict[str, str]:
    return {
        "rs": pick(r, K8S_SUFFIX, 10),
        "pod": pick(r, K8S_SUFFIX, 5),
        "u": uuid4(r),
        "rv": num(r, 8),
        "cid": hexs(r, 64),
        "iid": hexs(r, 64),
        "cm": pick(r, K8S_SUFFIX, 10),
        "a": str(r.randint(0, 255)),
        "b": str(r.randint(0, 255)),
        "cah": hexs(r, 64),
        "age": f"{r.randint(1, 40)}d{r.randint(0, 23)}h",
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "t8": hexs(r, 8),
        "t24": hexs(r, 24),
        "u": uuid4(r),
        "ev": hexs(r, 32),
        "ver": _ver(r),
    }


def _payloads(r: Random) -> dict[str, str]:
    doc = {
        "ts": r.randint(1822435200, 1825113599),
        "spd": r.randint(0, 160),
        "soc": r.randint(5, 100),
        "lat": round(r.uniform(49.1, 49.3), 5),
        "lon": round(r.uniform(16.5, 16.7), 5),
    }
    text = json.dumps(doc, separators=(",", ":"))
    return {
        "vin": vin(r),
        "pb": b64(r, r.choice((36, 42, 57))),
        "pb2": b64(r, 130),
        "js": b64_of(text),
        "json": text,
        "seq": num(r, 56),
        "hex": hexbytes(r, 24, sep=""),
    }


def _s3(r: Random) -> dict[str, str]:
    return {
        "md5": hexs(r, 32),
        "vid": pick(r, ALNUM + "._", 32),
        "rid": uhex(r, 16),
        "id2": b64(r, 56),
        "parts": str(r.randint(2, 90)),
        "upid": b64url(r, 80),
        "inv": "I" + pick(r, UPPER_ALNUM, 13),
        "ver": _ver(r),
    }


CLOUD: tuple[Kind, ...] = (
    Kind(
        "modem_and_sim_identifiers",
        (
            "TCU ⟨vin⟩: IMEI ⟨imei⟩, ICCID ⟨iccid⟩, IMSI ⟨imsi⟩",
            "AT+CGSN\n⟨imei⟩\nOK\nAT+CCID\n+CCID: ⟨iccid⟩\nOK",
            "eUICC EID ⟨eid⟩ — profil stažen, ICCID ⟨iccid⟩",
            "| IMEI | ICCID | 상태 |\n|---|---|---|\n| ⟨imei⟩ | ⟨iccid⟩ | 활성 |\n"
            "| ⟨imei2⟩ | ⟨iccid2⟩ | 정지 |",
            "SIM ⟨iccid⟩ (MSISDN +420⟨msisdn⟩) přestala posílat data po 500 MB",
        ),
        _modem,
    ),
    Kind(
        "ci_pipeline_and_build_ids",
        (
            "Pipeline #⟨pipe⟩ (job ⟨job⟩) failed at stage hil-test; CI_COMMIT_SHORT_SHA=⟨short⟩",
            "$ file build/tcu-app.elf\nbuild/tcu-app.elf: ELF 32-bit LSB executable, ARM, "
            "EABI5 version 1 (SYSV), statically linked, BuildID[sha1]=⟨bid⟩, with debug_info, "
            "not stripped",
            "Yocto: BUILDNAME ⟨bn⟩, DISTRO_VERSION 4.0.⟨x⟩, image ⟨m⟩-image-⟨ts⟩.rootfs.wic",
            "CI_JOB_ID=⟨job⟩\nCI_PIPELINE_ID=⟨pipe⟩\nCI_COMMIT_SHA=⟨sha⟩\n"
            "CI_RUNNER_SHORT_TOKEN=⟨rst⟩",
            "빌드 ⟨bn⟩ 는 서울 HIL에서 통과 (job ⟨job⟩)",
            "Bazel remote cache key ⟨cachekey⟩ miss on the ARM toolchain action",
        ),
        _ci,
    ),
    Kind(
        "git_commits_and_change_ids",
        (
            "git log --oneline -3\n⟨s1⟩ tcu: fix UDS 0x31 routine timeout\n"
            "⟨s2⟩ ota: bump director to ⟨ver⟩\n⟨s3⟩ ci: pin arm-none-eabi 13.3",
            "Change-Id: I⟨cid⟩\nReviewed-on: https://gerrit.svratka-tm.cz/c/bsw/+/⟨n⟩",
            "Bisect ukázal ⟨sha⟩ jako první špatný commit (CAN wake-up).",
            "git tag -v tcu-gen4-v⟨ver⟩ → object ⟨sha⟩, Good signature from Build Bot",
            "MR !⟨n⟩ merged as ⟨sha⟩ (squash), cherry-picked to release/4.⟨x⟩ as ⟨sha2⟩",
        ),
        _git,
    ),
    Kind(
        "aws_iot_resource_ids",
        (
            "arn:aws:iot:eu-central-1:⟨acct⟩:cert/⟨certid⟩",
            "aws iot describe-endpoint --endpoint-type iot:Data-ATS\n{\n"
            '    "endpointAddress": "⟨ep⟩-ats.iot.eu-central-1.amazonaws.com"\n}',
            "IoT job ⟨job⟩ for thing group tcu-canary: 37 succeeded, 2 TIMED_OUT "
            "(execution ⟨jobu⟩)",
            "Role arn:aws:iam::⟨acct⟩:role/ota-uploader-⟨sfx⟩, "
            "KMS key arn:aws:kms:ap-northeast-2:⟨acct⟩:key/⟨u⟩",
            "Thing ⟨thing⟩ shadow version ⟨v⟩, clientToken ⟨ctok⟩",
            "x-amzn-RequestId: ⟨u⟩ / principal ⟨certid⟩",
        ),
        _aws,
    ),
    Kind(
        "vault_accessors_and_leases",
        (
            "$ vault token lookup -accessor ⟨acc⟩\nKey                 Value\n"
            "---                 -----\naccessor            ⟨acc⟩\ndisplay_name        approle\n"
            "policies            [default ota-director]\nttl                 767h59m",
            "lease_id: database/creds/telemetry-ro/⟨lease⟩ (ttl 1h)",
            "vault lease revoke -prefix database/creds/telemetry-ro/ — revoked ⟨n⟩ leases "
            "incl. ⟨lease⟩",
            "Audit log: request id ⟨u⟩, accessor hmac-sha256:⟨hmac⟩",
            "secret_id_accessor ⟨uacc⟩ zničen (samotné secret_id jsme nikdy neviděli)",
        ),
        _vault,
    ),
    Kind(
        "kafka_cluster_and_consumer_ids",
        (
            "kafka-consumer-groups --describe --group ota-status\n"
            "GROUP       TOPIC              PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG   "
            "CONSUMER-ID\nota-status  vehicle.status.v2  ⟨p⟩          ⟨off⟩        ⟨off2⟩"
            "        ⟨lag⟩  consumer-ota-status-1-⟨u⟩",
            "Cluster ID: ⟨clid⟩ (KRaft), controller quorum 3",
            "kafka-storage format -t ⟨clid⟩ -c config/kraft/server.properties",
            "Confluent Cloud: env-⟨env⟩, cluster lkc-⟨lkc⟩, service account sa-⟨sa⟩, "
            "schema registry lsrc-⟨lsrc⟩",
            "Schema ID ⟨sid⟩ (vehicle.telemetry.v3-value), Avro fingerprint ⟨fp⟩",
            "카프카 토픽 vehicle.can.raw 파티션 ⟨p⟩ 오프셋 ⟨off⟩ 에서 멈춤 (cluster ⟨clid⟩)",
        ),
        _kafka,
    ),
    Kind(
        "mqtt_client_ids_and_topics",
        (
            "Client tcu-⟨vin⟩ connected (session present=0, keepalive 300) from ⟨ip⟩",
            "$aws/things/⟨thing⟩/shadow/name/ota/update/accepted",
            "topic: vehicle/v2/⟨vin⟩/telemetry/⟨sess⟩",
            "mosquitto.log: New client connected from ⟨ip⟩:⟨port⟩ as ⟨cid⟩ "
            "(p5, c1, k60, u'tcu-fleet').",
            "MQTT5 correlation data ⟨corr⟩ / response topic cmd/⟨vin⟩/resp",
        ),
        _mqtt,
    ),
    Kind(
        "kubernetes_uids_and_hashes",
        (
            "ota-director-⟨rs⟩-⟨pod⟩   1/1   Running   0   ⟨age⟩",
            'metadata:\n  uid: ⟨u⟩\n  resourceVersion: "⟨rv⟩"\n  labels:\n'
            "    pod-template-hash: ⟨rs⟩",
            "containerID: containerd://⟨cid⟩\n"
            "imageID: harbor.svratka-tm.cz/ota/director@sha256:⟨iid⟩",
            "configMapRef: ota-config-⟨cm⟩ (kustomize hash suffix)",
            "Node ip-10-0-⟨a⟩-⟨b⟩.ap-northeast-2.compute.internal, pod uid ⟨u⟩, pulled in 2.1s",
            "CA cert hash for joining nodes: sha256:⟨cah⟩ "
            "(public; the bootstrap token is in Vault)",
        ),
        _k8s,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            "X-Amzn-Trace-Id: Root=1-⟨t8⟩-⟨t24⟩;Parent=⟨sid⟩;Sampled=1",
            "2027-10-14T11:02:33.512Z ERROR vehicle-api request_id=⟨u⟩ trace_id=⟨tid⟩ "
            'span_id=⟨sid⟩ msg="upstream timeout"',
            "Sentry event ⟨ev⟩ (release tcu-backend@⟨ver⟩)",
            "Jaeger: trace ⟨tid⟩ ukazuje 4 s v ota-director → Vault",
            "요청 ID ⟨u⟩ 로 로그 검색 (span ⟨sid⟩)",
        ),
        _traces,
    ),
    Kind(
        "telemetry_payload_encodings",
        (
            "Raw protobuf payload (base64) from vehicle/⟨vin⟩/telemetry: ⟨pb⟩",
            "$ echo '⟨js⟩' | base64 -d\n⟨json⟩",
            "Kinesis record Data: ⟨pb⟩ (SequenceNumber ⟨seq⟩)",
            "CAN frame batch (base64, 10 frames): ⟨pb2⟩",
            "MQTT payload hex: ⟨hex⟩ (⟨vin⟩)",
            "페이로드 샘플 (base64): ⟨pb⟩",
        ),
        _payloads,
    ),
    Kind(
        "s3_object_metadata",
        (
            'ETag: "⟨md5⟩"\nx-amz-version-id: ⟨vid⟩\nx-amz-request-id: ⟨rid⟩\nx-amz-id-2: ⟨id2⟩',
            'aws s3api list-object-versions: VersionId ⟨vid⟩, ETag "⟨md5⟩-⟨parts⟩"',
            "Multipart upload ⟨upid⟩ for tcu-gen4-⟨ver⟩.swu aborted",
            "CloudFront invalidation ⟨inv⟩ for /ota/* completed",
            "S3 objekt ota-images/tcu/⟨ver⟩/manifest.json má VersionId ⟨vid⟩",
        ),
        _s3,
    ),
)
