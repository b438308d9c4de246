"""Benign look-alikes from the platform side: Firebase installation and app ids, Alibaba
Cloud request and resource ids, OSS checksums, SLS cursors, Elasticsearch document and
cluster ids, Kong consumer and route ids, Kubernetes object metadata, Jenkins build
metadata, commit hashes and image digests."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike48.gen import (
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    UPPER_HEX,
    Kind,
    b64,
    b64_of,
    colon_hex,
    hexs,
    num,
    pick,
    sha256_hex,
    uuid4,
)

_POD_CHARS = "bcdfghjklmnpqrstvwxz2456789"
_SERVICES = ("wallet-api", "ledger", "qris-acquirer", "notif-service", "kyc-worker", "promo-engine")


def _fid(r: Random) -> str:
    raw = bytes([0x70 | r.randrange(16)]) + r.randbytes(16)
    return base64.urlsafe_b64encode(raw).decode()[:22]


def _firebase_ids(r: Random) -> dict[str, str]:
    return {
        "fid": _fid(r),
        "fid2": _fid(r),
        "msg": f"projects/lumbung-prod/messages/0:{num(r, 16)}%{hexs(r, 16)}",
        "issue": hexs(r, 32),
        "pseudo": f"{num(r, 10)}.{num(r, 10)}",
        "appid": f"1:{num(r, 12)}:android:{hexs(r, 16)}",
        "etag": f"etag-{num(r, 12)}-{r.randint(100, 999)}",
    }


def _firebase_app(r: Random) -> dict[str, str]:
    number = num(r, 12)
    return {
        "num": number,
        "appid": f"1:{number}:android:{hexs(r, 16)}",
        "iosappid": f"1:{number}:ios:{hexs(r, 16)}",
        "webappid": f"1:{number}:web:{hexs(r, 22)}",
        "oauth": f"{number}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "md5": colon_hex(r, 16),
        "sha1": colon_hex(r, 20),
        "sha256": colon_hex(r, 32),
        "gid": "G-" + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10),
    }


def _aliyun_request(r: Random) -> dict[str, str]:
    return {
        "rid": uuid4(r).upper(),
        "oss": pick(r, UPPER_HEX, 24),
        "sls": pick(r, UPPER_HEX, 24),
        "ticket": "2031" + num(r, 8),
        "ec": f"00{r.randint(2, 4)}{r.randint(1, 9)}-0000{r.randint(1000, 9999)}",
        "key": f"ktp/2031/04/{num(r, 12)}.jpg",
        "inst": "rm-k1a" + pick(r, LOWER_ALNUM, 15),
    }


def _ids(r: Random, prefix: str, n: int = 17) -> str:
    return prefix + pick(r, LOWER_ALNUM, n)


def _aliyun_resources(r: Random) -> dict[str, str]:
    return {
        "ecs": _ids(r, "i-k1a"),
        "ecs2": _ids(r, "i-k1a"),
        "vpc": _ids(r, "vpc-k1a"),
        "vsw": _ids(r, "vsw-k1a"),
        "sg": _ids(r, "sg-k1a"),
        "rds": _ids(r, "rm-k1a", 15),
        "redis": _ids(r, "r-k1a", 15),
        "polar": _ids(r, "pc-k1a", 15),
        "ack": "c" + hexs(r, 32),
        "acct": num(r, 16),
        "nlb": _ids(r, "nlb-"),
        "es": _ids(r, "es-id-", 18),
    }


def _oss_meta(r: Random) -> dict[str, str]:
    return {
        "md5": b64(r, 16),
        "etag": pick(r, UPPER_HEX, 32),
        "mp": pick(r, UPPER_HEX, 32) + f"-{r.randint(2, 40)}",
        "crc": str(r.randrange(10**18, 2**64)),
        "len": num(r, r.choice((6, 7, 8))),
        "owner": num(r, 16),
        "rid": pick(r, UPPER_HEX, 24),
        "obj": f"ktp/2031/04/{num(r, 12)}.jpg",
        "ver": "CAEQ" + pick(r, DIGITS, 2) + "IYgQ" + pick(r, B64URL, 32),
    }


def _sls(r: Random) -> dict[str, str]:
    return {
        "cursor": b64_of(num(r, 19)),
        "cursor2": b64_of(num(r, 19)),
        "pack": pick(r, UPPER_HEX, 16) + "-" + pick(r, UPPER_HEX, 3),
        "rid": pick(r, UPPER_HEX, 24),
        "ip": f"10.{r.randint(0, 31)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "time": str(1933000000 + r.randint(0, 9999999)),
        "svc": r.choice(_SERVICES),
        "rows": str(r.randint(3, 9000)),
    }


def _scroll_id(r: Random) -> str:
    raw = (
        b"\x14include_context_uuid\rqueryAndFetch\x01\x16"
        + pick(r, B64URL, 22).encode()
        + b"\x00\x00\x00\x00\x00"
        + bytes([r.randrange(1, 255)])
        + b"\x16"
        + pick(r, B64URL, 22).encode()
    )
    return base64.b64encode(raw).decode()


def _es_docs(r: Random) -> dict[str, str]:
    return {
        "id": pick(r, B64URL, 20),
        "id2": pick(r, B64URL, 20),
        "day": f"{r.randint(1, 28):02d}",
        "seq": str(r.randint(1000, 9999999)),
        "scroll": _scroll_id(r),
        "wid": f"WLT-ID-{num(r, 12)}",
        "amt": str(r.choice((10, 25, 50, 100)) * 1000),
    }


def _es_cluster(r: Random) -> dict[str, str]:
    return {
        "cuuid": pick(r, B64URL, 22),
        "node": pick(r, B64URL, 22),
        "node4": pick(r, B64URL, 4),
        "build": hexs(r, 40),
        "kid": pick(r, B64URL, 20),
        "kid2": pick(r, B64URL, 20),
        "snap": pick(r, B64URL, 22),
        "iuuid": pick(r, B64URL, 22),
        "ts": str(1933000000000 + r.randint(0, 9999999999)),
    }


def _kong(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "rid": uuid4(r),
        "sid": uuid4(r),
        "pid": uuid4(r),
        "ws": uuid4(r),
        "krid": hexs(r, 32),
        "custom": f"MRC-{num(r, 8)}",
        "ts": str(1933000000 + r.randint(0, 9999999)),
        "ip": f"10.{r.randint(0, 31)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    }


def _pod(r: Random) -> str:
    return pick(r, _POD_CHARS, r.choice((9, 10))) + "-" + pick(r, _POD_CHARS, 5)


def _k8s(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(_SERVICES),
        "pod": _pod(r),
        "uid": uuid4(r),
        "uid2": uuid4(r),
        "rv": num(r, 9),
        "cid": hexs(r, 64),
        "img": hexs(r, 64),
        "cfg": hexs(r, 64),
        "hash": pick(r, _POD_CHARS, 10),
        "node": "ap-southeast-5.10." + str(r.randint(0, 31)) + "." + str(r.randint(0, 255)) + ".12",
    }


def _jenkins(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "build": str(r.randint(100, 4999)),
        "queue": num(r, 6),
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "apk": hexs(r, 64),
        "dur": f"{r.randint(2, 40)} min {r.randint(1, 59)} sec",
    }


def _git(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "short": sha[:7],
        "sha2": hexs(r, 40),
        "sha3": hexs(r, 40),
        "short12": hexs(r, 12),
        "pr": str(r.randint(1200, 4800)),
        "tag": f"v{r.randint(2, 4)}.{r.randint(0, 40)}.{r.randint(0, 12)}",
        "n": str(r.randint(1, 60)),
        "tree": hexs(r, 40),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d1": sha256_hex(r),
        "d2": sha256_hex(r),
        "d3": sha256_hex(r),
        "svc": r.choice(_SERVICES),
        "tag": f"{r.randint(2, 4)}.{r.randint(0, 40)}.{r.randint(0, 12)}-{hexs(r, 7)}",
        "img12": hexs(r, 12),
        "size": f"{r.randint(40, 400)}MB",
    }


CLOUD: tuple[Kind, ...] = (
    Kind(
        "firebase_installation_ids",
        (
            "Firebase installation ID perangkat tester (Pixel 9, build 7.31.0): ⟨fid⟩",
            "I/FirebaseInstallations: Firebase Installation ID: ⟨fid⟩",
            "FCM trả message name ⟨msg⟩ nhưng máy có FID ⟨fid⟩ không nhận được noti.",
            "Crashlytics issue ⟨issue⟩ (NPE di QrisScanFragment) — 412 user, contoh installation "
            "⟨fid⟩ dan ⟨fid2⟩.",
            '{"event_name":"topup_success","user_pseudo_id":"⟨pseudo⟩",'
            '"app_info":{"firebase_app_id":"⟨appid⟩"},"device":{"operating_system":"Android"}}',
            "Remote Config template publish lại, ETag mới ⟨etag⟩; FID test ⟨fid⟩ sudah dapat "
            "flag `qris_tap_to_pay`.",
        ),
        _firebase_ids,
    ),
    Kind(
        "firebase_app_identifiers",
        (
            '{"project_info":{"project_number":"⟨num⟩","project_id":"lumbung-prod",'
            '"storage_bucket":"lumbung-prod.appspot.com"},"client":[{"client_info":'
            '{"mobilesdk_app_id":"⟨appid⟩","android_client_info":{"package_name":'
            '"id.lumbungpay.app"}},"oauth_client":[{"client_id":"⟨oauth⟩","client_type":3}]}]}',
            "Variant: release\nConfig: release\nStore: /var/jenkins/keys/upload.jks\n"
            "Alias: upload\nMD5: ⟨md5⟩\nSHA1: ⟨sha1⟩\nSHA-256: ⟨sha256⟩\n"
            "Valid until: Thursday, 3 April 2059",
            '[{"relation":["delegate_permission/common.handle_all_urls"],"target":'
            '{"namespace":"android_app","package_name":"id.lumbungpay.app",'
            '"sha256_cert_fingerprints":["⟨sha256⟩"]}}]',
            "GoogleService-Info.plist: GOOGLE_APP_ID = ⟨iosappid⟩, GCM_SENDER_ID = ⟨num⟩",
            "Web dashboard merchant: measurementId ⟨gid⟩, appId ⟨webappid⟩, "
            "messagingSenderId ⟨num⟩.",
            "Thêm SHA-1 ⟨sha1⟩ của upload key vào Firebase console thì Google Sign-In hết lỗi 10.",
        ),
        _firebase_app,
    ),
    Kind(
        "alibaba_request_ids",
        (
            "ERROR: SDK.ServerError\nErrorCode: Throttling.User\n"
            "Recommend: https://api.aliyun.com/troubleshoot?q=Throttling.User&product=Ecs\n"
            "RequestId: ⟨rid⟩\nMessage: Request was denied due to user flow control.",
            '<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n  <Code>AccessDenied</Code>\n'
            "  <Message>You have no right to access this object because of bucket acl."
            "</Message>\n  <RequestId>⟨oss⟩</RequestId>\n"
            "  <HostId>lumbung-kyc-prod.oss-ap-southeast-5.aliyuncs.com</HostId>\n"
            "  <EC>⟨ec⟩</EC>\n</Error>",
            'com.aliyun.tea.TeaException: code: 400, The specified parameter "DBInstanceId" '
            "is not valid. request id: ⟨rid⟩",
            "SLS PutLogs gagal: ErrorCode Unauthorized, RequestId ⟨sls⟩ — RAM policy belum "
            "include logstore baru.",
            "RequestId ⟨rid⟩ — đã mở ticket #⟨ticket⟩ với Alibaba support (failover ⟨inst⟩ chậm "
            "7 phút).",
            "ossutil: oss: service returned error: StatusCode=404, ErrorCode=NoSuchKey, "
            'ErrorMessage="The specified key does not exist.", RequestId=⟨oss⟩, Key=⟨key⟩',
        ),
        _aliyun_request,
    ),
    Kind(
        "alibaba_resource_ids",
        (
            "| resource | id |\n|---|---|\n| ECS bastion | ⟨ecs⟩ |\n| VPC prod | ⟨vpc⟩ |\n"
            "| vSwitch jkt-a | ⟨vsw⟩ |\n| RDS wallet | ⟨rds⟩ |\n| Tair OTP | ⟨redis⟩ |",
            "ACK cluster prod-jkt = ⟨ack⟩, security group node ⟨sg⟩, NLB ingress ⟨nlb⟩.",
            "aliyun ecs DescribeInstances --RegionId ap-southeast-5 --InstanceIds "
            '\'["⟨ecs⟩","⟨ecs2⟩"]\' --output cols=InstanceId,Status,VpcAttributes.VpcId',
            "acs:ram::⟨acct⟩:role/ack-worker-role-⟨ack⟩",
            "PolarDB ledger ⟨polar⟩ nằm cùng VPC ⟨vpc⟩ với ES ⟨es⟩; đã mở whitelist cho ⟨vsw⟩.",
            'resource "alicloud_db_instance" "wallet" {\n  # id = "⟨rds⟩"\n'
            '  engine         = "MySQL"\n  engine_version = "8.0"\n'
            '  vswitch_id     = "⟨vsw⟩"\n}',
        ),
        _aliyun_resources,
    ),
    Kind(
        "oss_object_checksums",
        (
            "ACL                         : private\nContent-Length              : ⟨len⟩\n"
            "Content-Md5                 : ⟨md5⟩\nContent-Type                : image/jpeg\n"
            'Etag                        : "⟨etag⟩"\nOwner                       : ⟨owner⟩\n'
            "X-Oss-Hash-Crc64ecma        : ⟨crc⟩\nX-Oss-Object-Type           : Normal\n"
            "X-Oss-Storage-Class         : Standard",
            "2031-04-10 09:12:33 +0700 WIB  ⟨len⟩  Standard  ⟨etag⟩  oss://lumbung-kyc-prod/⟨obj⟩",
            'Upload multipart xong, ETag "⟨mp⟩", x-oss-hash-crc64ecma ⟨crc⟩ khớp với file local.',
            'HTTP/1.1 200 OK\nx-oss-request-id: ⟨rid⟩\nETag: "⟨etag⟩"\n'
            "x-oss-hash-crc64ecma: ⟨crc⟩\nContent-MD5: ⟨md5⟩\nx-oss-version-id: ⟨ver⟩",
            "Checksum KTP ⟨obj⟩: Content-MD5 ⟨md5⟩, CRC64 ⟨crc⟩ — cocok dengan yang di DB.",
        ),
        _oss_meta,
    ),
    Kind(
        "sls_log_metadata",
        (
            '{"__time__": ⟨time⟩, "__topic__": "⟨svc⟩", "__source__": "⟨ip⟩", '
            '"__tag__:__pack_id__": "⟨pack⟩", "level": "WARN", "msg": "slow query 812ms"}',
            '{"cursor": "⟨cursor⟩"}',
            "aliyun log pull_logs --project=lumbung-prod-jkt --logstore=⟨svc⟩ --shard_id=0 "
            "--cursor=⟨cursor⟩ --count=100",
            "__pack_meta__: 0|⟨cursor⟩|3|1",
            "Query SLS `* and status: 500 | select count(1)` ra ⟨rows⟩ dòng; x-log-requestid "
            "⟨rid⟩, next cursor ⟨cursor2⟩.",
            "Shard 1 của logstore ⟨svc⟩ kẹt ở cursor ⟨cursor⟩ (pack ⟨pack⟩) sau khi split.",
        ),
        _sls,
    ),
    Kind(
        "elasticsearch_document_ids",
        (
            '{"_index":"wallet-txn-2031.04.⟨day⟩","_id":"⟨id⟩","_score":1.0,"_source":'
            '{"wallet_id":"⟨wid⟩","amount":⟨amt⟩,"type":"TOPUP","status":"SUCCESS"}}',
            "GET wallet-txn-2031.04.⟨day⟩/_doc/⟨id⟩",
            '{"index":{"_index":"wallet-txn-2031.04.⟨day⟩","_id":"⟨id⟩","status":409,'
            '"error":{"type":"version_conflict_engine_exception","reason":"[⟨id⟩]: version '
            "conflict, required seqNo [⟨seq⟩], primary term [1]. current document has seqNo "
            '[⟨seq⟩] and primary term [2]"}}}',
            "Dokumen ⟨id⟩ dan ⟨id2⟩ dobel setelah reindex ke wallet-txn-2031.04.⟨day⟩ (_seq_no "
            "⟨seq⟩).",
            '{"_scroll_id": "⟨scroll⟩", "took": 41, "timed_out": false}',
        ),
        _es_docs,
    ),
    Kind(
        "elasticsearch_cluster_metadata",
        (
            '{\n  "name" : "es-hot-0",\n  "cluster_name" : "lumbung-prod-jkt",\n'
            '  "cluster_uuid" : "⟨cuuid⟩",\n  "version" : {\n    "number" : "8.19.2",\n'
            '    "build_flavor" : "default",\n    "build_hash" : "⟨build⟩"\n  },\n'
            '  "tagline" : "You Know, for Search"\n}',
            '{"api_keys":[{"id":"⟨kid⟩","name":"jenkins-reindex","creation":⟨ts⟩,'
            '"invalidated":false,"username":"elastic","realm":"reserved"},{"id":"⟨kid2⟩",'
            '"name":"filebeat-hcm","creation":⟨ts⟩,"invalidated":true,"username":"elastic",'
            '"realm":"reserved"}]}',
            "id   name     ip          role\n⟨node4⟩ es-hot-0 10.0.12.4 cdhilmrstw",
            "Node ⟨node⟩ rời cluster ⟨cuuid⟩ lúc 02:14, shard wallet-txn được reallocate.",
            "Snapshot uuid ⟨snap⟩ (repo oss-backup) restore ke index uuid ⟨iuuid⟩ — API key "
            "⟨kid⟩ sudah di-invalidate sebelumnya.",
        ),
        _es_cluster,
    ),
    Kind(
        "kong_consumer_route_ids",
        (
            '{"id":"⟨cid⟩","username":"merchant-portal","custom_id":"⟨custom⟩",'
            '"created_at":⟨ts⟩,"tags":["merchant","jkt"]}',
            '{"id":"⟨rid⟩","name":"wallet-topup","paths":["/v2/topup"],"methods":["POST"],'
            '"service":{"id":"⟨sid⟩"},"strip_path":false,"ws_id":"⟨ws⟩"}',
            '⟨ip⟩ - - [10/Apr/2031:07:12:33 +0000] "POST /v2/topup HTTP/1.1" 200 512 "-" '
            '"okhttp/4.12.0" kong_request_id: "⟨krid⟩"',
            "Route ⟨rid⟩ (wallet-topup) gắn plugin rate-limiting ⟨pid⟩; consumer ⟨cid⟩ bị 429.",
            "HTTP/1.1 429 Too Many Requests\nRateLimit-Remaining: 0\nX-Kong-Response-Latency: "
            "1\nX-Kong-Request-Id: ⟨krid⟩\nServer: kong/3.9.1",
            "services:\n- id: ⟨sid⟩\n  name: ledger\n  routes:\n  - id: ⟨rid⟩\n    name: "
            "ledger-balance\n    paths: [/v1/balance]",
        ),
        _kong,
    ),
    Kind(
        "kubernetes_object_metadata",
        (
            "metadata:\n  name: ⟨svc⟩-⟨pod⟩\n  namespace: payments\n  uid: ⟨uid⟩\n"
            '  resourceVersion: "⟨rv⟩"\n  labels:\n    pod-template-hash: ⟨hash⟩',
            "containerStatuses:\n- containerID: containerd://⟨cid⟩\n  imageID: "
            "lumbung-registry.ap-southeast-5.cr.aliyuncs.com/wallet/⟨svc⟩@sha256:⟨img⟩\n"
            "  restartCount: 3",
            "  annotations:\n    checksum/config: ⟨cfg⟩\n    kubectl.kubernetes.io/restartedAt: "
            '"2031-04-11T03:02:11+07:00"',
            "Pod ⟨svc⟩-⟨pod⟩ (uid ⟨uid⟩) OOMKilled trên node ⟨node⟩, limit 512Mi.",
            "Warning  FailedMount  3m  kubelet  MountVolume.SetUp failed for volume "
            '"kyc-config" : configmap references non-existent config key: rules.yaml '
            "(owner uid ⟨uid2⟩)",
        ),
        _k8s,
    ),
    Kind(
        "jenkins_build_metadata",
        (
            "Started by user Rina S\nObtained Jenkinsfile from git "
            "https://gitlab.lumbungpay.id/wallet/wallet-api.git\n"
            "Checking out Revision ⟨sha⟩ (refs/remotes/origin/main)\nCommit message: "
            '"fix(qris): recompute CRC after amount change"',
            "Build #⟨build⟩ (queue item ⟨queue⟩) selesai dalam ⟨dur⟩; artefak app-release.aab "
            "sha256 ⟨apk⟩.",
            "withCredentials([string(credentialsId: 'xendit-secret-prod', variable: "
            "'XENDIT_SECRET_KEY')]) {\n    sh './gradlew :payments:integrationTest'\n}",
            "Fingerprint ⟨md5⟩ → wallet-api-⟨build⟩.jar, dipakai lagi di job deploy-prod "
            "(fingerprint ⟨md5b⟩).",
            "[Pipeline] sh\n+ echo Deploying ⟨sha2⟩\nDeploying ⟨sha2⟩\n"
            "[Pipeline] withCredentials\nMasking supported pattern matches of $ACR_PASSWORD",
        ),
        _jenkins,
    ),
    Kind(
        "git_commit_hashes",
        (
            "⟨short⟩ fix(ledger): idempotency key theo orderId, không theo requestId\n"
            "⟨short12⟩ chore(deps): bump kong/go-pdk to v0.11.2",
            'Revert "feat(promo): cashback QRIS 20%"\n\nThis reverts commit ⟨sha⟩.',
            "Merge pull request !⟨pr⟩ from feature/vnpay-querydr (merge commit ⟨sha2⟩, "
            "parents ⟨sha3⟩ ⟨sha⟩)",
            "git describe → ⟨tag⟩-⟨n⟩-g⟨short⟩",
            "Bug muncul sejak commit ⟨sha⟩ (git bisect, 6 langkah); tree ⟨tree⟩.",
            "git cherry-pick ⟨sha⟩ && git push origin hotfix/⟨tag⟩",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "lumbung-registry.ap-southeast-5.cr.aliyuncs.com/wallet/⟨svc⟩@sha256:⟨d1⟩",
            "⟨tag⟩: digest: sha256:⟨d1⟩ size: 2418",
            "REPOSITORY          TAG      IMAGE ID       SIZE\nwallet/⟨svc⟩   ⟨tag⟩   ⟨img12⟩   "
            "⟨size⟩",
            "Image prod đang chạy sha256:⟨d1⟩, staging sha256:⟨d2⟩ — lệch một commit.",
            "FROM eclipse-temurin:21-jre-alpine@sha256:⟨d3⟩",
            "Trivy scan ⟨svc⟩ (sha256:⟨d2⟩): 0 CRITICAL, 3 HIGH di openssl.",
        ),
        _digests,
    ),
)
