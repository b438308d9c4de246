"""Benign look-alikes from the cloud side: AWS IoT thing names, certificate ids, endpoints,
Greengrass deployments, Timestream records, image digests, CI ids, commits, request ids,
principal and resource ids, S3 ETags and version ids."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike53.gen import (
    ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    account,
    b64,
    hexs,
    iot_prefix,
    num,
    pick,
    thing_name,
    uuid4,
)


def _region(r: Random) -> str:
    return r.choice(("ap-northeast-2", "ap-northeast-2", "eu-central-1"))


def _things(r: Random) -> dict[str, str]:
    return {
        "thing": thing_name(r),
        "thing2": thing_name(r),
        "acct": account(r),
        "tid": uuid4(r),
        "ver": str(r.randint(1, 40)),
        "reg": _region(r),
        "grp": r.choice(("seoul-m30t", "brno-x500", "pilot-wave-3", "hil-bench")),
        "n": str(r.randint(2, 300)),
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "cid": hexs(r, 64),
        "cid2": hexs(r, 64),
        "acct": account(r),
        "reg": _region(r),
        "thing": thing_name(r),
        "ca": hexs(r, 64),
        "day": f"2032-02-{r.randint(1, 28):02d}",
    }


def _endpoints(r: Random) -> dict[str, str]:
    return {
        "ep": iot_prefix(r),
        "cp": iot_prefix(r),
        "acct": account(r),
        "reg": _region(r),
        "rule": r.choice(("fleet_telemetry_to_timestream", "geofence_alerts", "ulog_ready")),
        "pol": r.choice(("BoraLetDrone", "GreengrassV2IoTThingPolicy", "GcsReadOnly")),
        "n": str(r.randint(1, 9)),
    }


def _deploy(r: Random) -> dict[str, str]:
    return {
        "dep": uuid4(r),
        "job": uuid4(r),
        "acct": account(r),
        "thing": thing_name(r),
        "ver": f"1.{r.randint(2, 9)}.{r.randint(0, 30)}",
        "nuc": f"2.{r.randint(12, 15)}.{r.randint(0, 6)}",
        "thr": str(r.randint(1, 12)),
        "ts": f"2032-02-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}.{r.randint(0, 999):03d}Z",
    }


def _timestream(r: Random) -> dict[str, str]:
    t = int(num(r, 10)) % 100000000 + 1960000000
    return {
        "ver": str(t * 1000 + r.randint(0, 999)),
        "ver2": str(t * 1000 + r.randint(0, 999)),
        "qid": pick(r, UPPER_ALNUM, 56),
        "next": b64(r, r.choice((96, 120, 144))),
        "thing": thing_name(r),
        "bat": f"{r.uniform(20, 100):.1f}",
        "alt": f"{r.uniform(30, 150):.2f}",
        "t": f"2032-02-{r.randint(1, 28):02d} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}.{r.randint(0, 999999999):09d}",
        "n": str(r.randint(1, 500)),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "acct": account(r),
        "tag": f"2032.2.{r.randint(1, 40)}",
        "size": str(r.randint(1200, 5200)),
        "img": r.choice(("fleet-api", "ulog-ingest", "tile-builder", "px4-sitl")),
        "layer": hexs(r, 12),
    }


def _actions(r: Random) -> dict[str, str]:
    return {
        "run": num(r, 11),
        "job": num(r, 11),
        "art": num(r, 10),
        "cache": hexs(r, 64),
        "pin": hexs(r, 40),
        "pin2": hexs(r, 40),
        "repo": r.choice(("px4-fleet", "fleet-api", "gcs-web", "ulog-pipeline")),
        "n": str(r.randint(100, 2400)),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "s": hexs(r, 40),
        "s2": hexs(r, 40),
        "a": hexs(r, 7),
        "b": hexs(r, 7),
        "c": hexs(r, 7),
        "pr": str(r.randint(120, 2600)),
        "br": r.choice(
            ("fix/ekf2-gps-blend", "feat/dock-rtk", "chore/bump-nuttx", "hotfix/geofence")
        ),
        "repo": r.choice(("px4-fleet", "fleet-api", "gcs-web")),
    }


def _requests(r: Random) -> dict[str, str]:
    return {
        "rid": uuid4(r),
        "root": f"1-{1959000000 + r.randint(0, 2600000):08x}-{hexs(r, 24)}",
        "stream": f"2032/02/{r.randint(1, 28):02d}/[$LATEST]{hexs(r, 32)}",
        "fn": r.choice(("ulog-indexer", "geofence-check", "dock-event-router")),
        "ms": str(r.randint(3, 900)),
        "xray": hexs(r, 16),
        "cfid": pick(r, ALNUM + "_-", 56) + "==",
    }


def _principals(r: Random) -> dict[str, str]:
    return {
        "aroa": "AR" + "OA" + pick(r, UPPER + "234567", 17),
        "aida": "AI" + "DA" + pick(r, UPPER + "234567", 17),
        "acct": account(r),
        "kms": uuid4(r),
        "sfx": pick(r, ALNUM, 6),
        "reg": _region(r),
        "sess": r.choice(("gh-actions", "botocore-session-" + num(r, 10), "jihoon.kim")),
    }


def _s3(r: Random) -> dict[str, str]:
    return {
        "etag": hexs(r, 32),
        "metag": f"{hexs(r, 32)}-{r.randint(2, 40)}",
        "vid": pick(r, ALNUM + "._", 32),
        "ck": base64.b64encode(r.randbytes(32)).decode(),
        "thing": thing_name(r),
        "u": uuid4(r),
        "sz": str(r.randint(1000000, 250000000)),
    }


CLOUD: tuple[Kind, ...] = (
    Kind(
        "aws_iot_thing_names",
        (
            "$ aws iot describe-thing --thing-name ⟨thing⟩\n{\n"
            '    "defaultClientId": "⟨thing⟩",\n    "thingName": "⟨thing⟩",\n'
            '    "thingId": "⟨tid⟩",\n    "thingArn": "arn:aws:iot:⟨reg⟩:⟨acct⟩:thing/⟨thing⟩",\n'
            '    "thingTypeName": "BoraLetDrone",\n    "version": ⟨ver⟩\n}',
            "Shadow updates for ⟨thing⟩ land on $aws/things/⟨thing⟩/shadow/update/accepted",
            "Thing group ⟨grp⟩ now has ⟨n⟩ members; ⟨thing2⟩ moved out for the RMA",
            "⟨thing⟩ 와 ⟨thing2⟩ 는 같은 thing type(BoraLetDrone)인데 버전 ⟨ver⟩ 에서 속성 달라짐",
            "Přejmenovat ⟨thing⟩ nejde, založen nový thing ⟨thing2⟩ (thingId ⟨tid⟩)",
        ),
        _things,
        n=11,
    ),
    Kind(
        "aws_iot_certificate_ids",
        (
            "$ aws iot update-certificate --certificate-id ⟨cid⟩ --new-status INACTIVE",
            '$ aws iot list-thing-principals --thing-name ⟨thing⟩\n{\n    "principals": [\n'
            '        "arn:aws:iot:⟨reg⟩:⟨acct⟩:cert/⟨cid⟩"\n    ]\n}',
            "인증서 ID ⟨cid⟩ 비활성화 (⟨day⟩ 키 교체), 새 인증서는 ⟨cid2⟩",
            "Certifikát ⟨cid⟩ revokován, ⟨thing⟩ jede na ⟨cid2⟩",
            "CA certificate id ⟨ca⟩ registered for JITP (BoraLet Device CA G2)",
            "| thing | certificateId | status |\n|---|---|---|\n| ⟨thing⟩ | ⟨cid⟩ | ACTIVE |",
        ),
        _certs,
        n=11,
    ),
    Kind(
        "iot_endpoints_and_arns",
        (
            "$ aws iot describe-endpoint --endpoint-type iot:Data-ATS\n"
            '{\n    "endpointAddress": "⟨ep⟩-ats.iot.⟨reg⟩.amazonaws.com"\n}',
            "credentials provider: ⟨cp⟩.credentials.iot.⟨reg⟩.amazonaws.com, role alias "
            "arn:aws:iot:⟨reg⟩:⟨acct⟩:rolealias/GreengrassV2TokenExchangeRoleAlias",
            "IoT rule ⟨rule⟩ (arn:aws:iot:⟨reg⟩:⟨acct⟩:rule/⟨rule⟩) zapisuje do Timestreamu",
            "정책 ⟨pol⟩ 버전 ⟨n⟩ 적용: arn:aws:iot:⟨reg⟩:⟨acct⟩:policy/⟨pol⟩",
            "iotDataEndpoint: ⟨ep⟩-ats.iot.⟨reg⟩.amazonaws.com\n"
            "iotCredEndpoint: ⟨cp⟩.credentials.iot.⟨reg⟩.amazonaws.com",
        ),
        _endpoints,
        n=10,
    ),
    Kind(
        "greengrass_deployment_ids",
        (
            '{\n    "deploymentId": "⟨dep⟩",\n    "iotJobId": "⟨job⟩",\n'
            '    "iotJobArn": "arn:aws:iot:ap-northeast-2:⟨acct⟩:job/⟨job⟩"\n}',
            "$ sudo /greengrass/v2/bin/greengrass-cli deployment status -i ⟨dep⟩\n"
            "⟨dep⟩: FAILED\nDetailed Status: FAILED_ROLLBACK_COMPLETE",
            "⟨ts⟩ [INFO] (pool-2-thread-⟨thr⟩) com.aws.greengrass.deployment.DeploymentService: "
            "Current deployment finished. {DeploymentId=⟨dep⟩, serviceName=DeploymentService, "
            "currentState=RUNNING}",
            "Nasazení ⟨dep⟩ na ⟨thing⟩: com.boralet.Telemetry ⟨ver⟩, nucleus ⟨nuc⟩",
            "그린그래스 배포 ⟨dep⟩ 롤백됨, IoT job ⟨job⟩ 확인",
        ),
        _deploy,
        n=11,
    ),
    Kind(
        "timestream_records_and_query_ids",
        (
            "Record: Dimensions=[thing=⟨thing⟩], MeasureName=battery_pct, MeasureValue=⟨bat⟩, "
            "Version=⟨ver⟩",
            "RejectedRecordsException: record 3 rejected, ExistingVersion ⟨ver⟩ >= new Version "
            "⟨ver2⟩",
            "| time | thing | measure_name | measure_value::double |\n|---|---|---|---|\n"
            "| ⟨t⟩ | ⟨thing⟩ | altitude_m | ⟨alt⟩ |",
            '"QueryId": "⟨qid⟩",\n"NextToken": "⟨next⟩"',
            "Timestream dotaz ⟨qid⟩ trval ⟨n⟩ ms, verze záznamu ⟨ver⟩",
            "쿼리 ID ⟨qid⟩ 취소함 (스캔 ⟨n⟩ GB)",
        ),
        _timestream,
        n=11,
    ),
    Kind(
        "container_image_digests",
        (
            "$ docker pull ⟨acct⟩.dkr.ecr.ap-northeast-2.amazonaws.com/⟨img⟩@sha256:⟨d⟩",
            "⟨tag⟩: digest: sha256:⟨d⟩ size: ⟨size⟩",
            "image: ⟨acct⟩.dkr.ecr.eu-central-1.amazonaws.com/⟨img⟩:⟨tag⟩@sha256:⟨d2⟩",
            "⟨layer⟩: Pull complete\nDigest: sha256:⟨d⟩\nStatus: Downloaded newer image for "
            "boralet/⟨img⟩:⟨tag⟩",
            "Brno i Soul musí běžet stejný ⟨img⟩ digest sha256:⟨d⟩",
        ),
        _digests,
        n=10,
    ),
    Kind(
        "github_actions_ids",
        (
            "Failed run: https://github.com/boralet/⟨repo⟩/actions/runs/⟨run⟩/job/⟨job⟩",
            "Cache restored from key: Linux-ccache-px4_fmu-v6x-⟨cache⟩",
            "- uses: actions/checkout@⟨pin⟩ # v4.2.2\n- uses: actions/cache@⟨pin2⟩ # v4.2.0",
            "Artifact px4-sitl-logs (id ⟨art⟩, ⟨n⟩ KB) from run ⟨run⟩",
            "워크플로 실행 ⟨run⟩ 재시도, 잡 ⟨job⟩ 만 실패",
        ),
        _actions,
        n=10,
    ),
    Kind(
        "commit_hashes",
        (
            "$ git log --oneline -3\n⟨a⟩ ekf2: gate GPS yaw on RTK fix\n⟨b⟩ dock: retry RTK "
            "handshake\n⟨c⟩ Merge pull request #⟨pr⟩ from boralet/⟨br⟩",
            "Cherry-picked ⟨s⟩ into release/1.15-bl",
            "Oprava je v commitu ⟨s⟩ (PR #⟨pr⟩, větev ⟨br⟩)",
            "https://github.com/boralet/⟨repo⟩/compare/⟨a⟩...⟨b⟩",
            "⟨s2⟩ 에서 회귀 발생, bisect 결과 ⟨s⟩ 가 원인",
        ),
        _commits,
        n=10,
    ),
    Kind(
        "aws_request_and_trace_ids",
        (
            "An error occurred (ThrottlingException) when calling the Publish operation "
            "(reached max retries: 4): Rate exceeded (RequestId: ⟨rid⟩)",
            "x-amzn-RequestId: ⟨rid⟩\nX-Amzn-Trace-Id: Root=⟨root⟩;Parent=⟨xray⟩;Sampled=1",
            "Log stream ⟨stream⟩ (⟨fn⟩): REPORT RequestId: ⟨rid⟩ Duration: ⟨ms⟩ ms",
            "CloudFront X-Amz-Cf-Id: ⟨cfid⟩",
            "Lambda ⟨fn⟩ 타임아웃, 요청 ID ⟨rid⟩, 트레이스 ⟨root⟩",
        ),
        _requests,
        n=11,
    ),
    Kind(
        "aws_principal_and_resource_ids",
        (
            '$ aws sts get-caller-identity\n{\n    "UserId": "⟨aroa⟩:⟨sess⟩",\n'
            '    "Account": "⟨acct⟩",\n'
            '    "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/GitHubActionsDeploy/⟨sess⟩"\n}',
            "KMS key for Timestream: arn:aws:kms:⟨reg⟩:⟨acct⟩:key/⟨kms⟩ (alias/fleet-telemetry)",
            "Secrets Manager ARN: arn:aws:secretsmanager:⟨reg⟩:⟨acct⟩:secret:fleet/ntrip-⟨sfx⟩",
            "IAM user ci-legacy má UserId ⟨aida⟩ (jen identifikátor, ne klíč)",
            "역할 세션 ⟨aroa⟩:⟨sess⟩ 가 CloudTrail 에 찍힘 (계정 ⟨acct⟩)",
        ),
        _principals,
        n=10,
    ),
    Kind(
        "s3_etags_and_version_ids",
        (
            "$ aws s3api head-object --bucket boralet-ulog --key ⟨thing⟩/⟨u⟩.ulg\n{\n"
            '    "ContentLength": ⟨sz⟩,\n    "ETag": "\\"⟨metag⟩\\"",\n'
            '    "VersionId": "⟨vid⟩",\n    "ChecksumSHA256": "⟨ck⟩"\n}',
            "ETag ⟨etag⟩ matches the md5 of the local ulog, upload ok",
            "Obnovena verze ⟨vid⟩ souboru nofly.geojson (ETag ⟨etag⟩)",
            "x-amz-checksum-sha256: ⟨ck⟩",
            "S3 버전 ID ⟨vid⟩ 로 롤백, 멀티파트 ETag ⟨metag⟩",
        ),
        _s3,
        n=10,
    ),
)
