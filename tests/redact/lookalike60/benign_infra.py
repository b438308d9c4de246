"""Benign look-alikes from the platform: object keys and ETags, Kafka offsets and cluster ids,
commit hashes, image digests, checksums, lock-file hashes, public keys, signing fingerprints,
cloud resource ids, dashboard uids, trace ids, Redis and PostgreSQL internals, CI references."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike60.gen import (
    ALNUM,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    clock,
    day,
    digits,
    epoch_ms,
    hexs,
    num,
    pick,
    stamp,
    uhex,
    uuid4,
)
from tests.redact.lookalike60.keys import spki_p256_body, ssh_ed25519_public

_POD = "bcdfghjklmnpqrstvwxz2456789"
_TOPICS = ("orders.created.v2", "rider.location.v3", "payments.captured.v1", "catalog.prices.v4")
_GROUPS = ("orders-fulfilment", "dispatch-matcher", "payments-ledger", "search-indexer")
_BROKERS = ("kafka-1.ruh.lugma.internal", "kafka-2.cai.lugma.internal", "10.60.20.11")
_SERVICES = ("orders-api", "rider-gateway", "payments-svc", "catalog-svc", "notify-svc")


def _obs(r: Random) -> dict[str, str]:
    key = r.choice(
        (
            f"receipts/2033/04/{r.randint(1, 28):02d}/ORD-RUH-{num(r, 9)}.pdf",
            f"menus/rest_{num(r, 5)}/items/{uuid4(r)}.webp",
            f"exports/fawry/settlement-{day(r)}.csv",
        )
    )
    return {
        "key": key,
        "etag": hexs(r, 32),
        "size": str(r.randint(20000, 4000000)),
        "ts": stamp(r),
        "md5b64": b64(r, 16),
        "reqid": "0000018" + uhex(r, 25),
        "id2": "32AAAQAAEAABAAAQAAEAABAAAQAAEAABCS" + b64(r, 24).rstrip("="),
        "parts": str(r.randint(3, 40)),
        "upid": "0000018" + uhex(r, 25),
    }


def _offsets(r: Random) -> dict[str, str]:
    grp = r.choice(_GROUPS)
    end = int(num(r, 8))
    lag = r.randint(0, 9000)
    end2 = int(num(r, 8))
    lag2 = r.randint(0, 40)
    return {
        "grp": grp,
        "topic": r.choice(_TOPICS),
        "part": str(r.randint(0, 11)),
        "part2": str(r.randint(12, 23)),
        "off": str(end - lag),
        "end": str(end),
        "lag": str(lag),
        "off2": str(end2 - lag2),
        "end2": str(end2),
        "lag2": str(lag2),
        "cid": f"consumer-{grp}-1-{uuid4(r)}",
        "cid2": f"consumer-{grp}-2-{uuid4(r)}",
        "broker": r.choice(_BROKERS),
        "ts": f"{day(r)} {clock(r)},{digits(r, 3)}",
        "ip": f"10.60.{r.randint(1, 40)}.{r.randint(2, 250)}",
    }


def _cluster(r: Random) -> dict[str, str]:
    return {
        "cid": b64url(r, 16),
        "cid2": b64url(r, 16),
        "dir": b64url(r, 16),
        "b": str(r.randint(1, 6)),
        "n": str(r.randint(0, 15)),
        "pid": num(r, r.choice((4, 5, 6))),
        "ep": str(r.randint(0, 40)),
    }


def _commits(r: Random) -> dict[str, str]:
    full = hexs(r, 40)
    return {
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "full": full,
        "full2": hexs(r, 40),
        "short": full[:8],
        "mr": str(r.randint(1200, 4800)),
        "n": str(r.randint(5, 12)),
        "pipe": num(r, 6),
        "date": f"Thu Apr {r.randint(1, 28)} {clock(r)} 2033 +0300",
    }


def _images(r: Random) -> dict[str, str]:
    svc = r.choice(_SERVICES)
    rs = pick(r, _POD, r.choice((9, 10)))
    return {
        "svc": svc,
        "rs": rs,
        "p1": pick(r, _POD, 5),
        "p2": pick(r, _POD, 5),
        "pod": f"{svc}-{rs}-{pick(r, _POD, 5)}",
        "dig": hexs(r, 64),
        "cid": hexs(r, 64),
        "tag": f"main-{hexs(r, 8)}",
        "age": f"{r.randint(2, 59)}m",
        "age2": f"{r.randint(2, 23)}h",
        "rst": str(r.randint(1, 9)),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "ver": f"7.{r.randint(10, 40)}.{r.randint(0, 9)}",
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "cv": f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "v": f"{r.randint(1, 5)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "i512": b64(r, 64),
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "date": day(r),
    }


def _tflock(r: Random) -> dict[str, str]:
    return {
        "v": f"1.{r.randint(70, 99)}.{r.randint(0, 9)}",
        "vc": f"1.{r.randint(60, 70)}",
        "av": f"{r.randint(7, 9)}.{r.randint(0, 40)}.0",
        "h1": b64(r, 32),
        "h2": b64(r, 32),
        "z1": hexs(r, 64),
        "z2": hexs(r, 64),
        "tv": f"1.{r.randint(14, 19)}.{r.randint(0, 9)}",
        "serial": str(r.randint(40, 900)),
        "lineage": uuid4(r),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    return {
        "ssh": ssh_ed25519_public(r),
        "ssh2": ssh_ed25519_public(r),
        "pem": spki_p256_body(r),
        "wg": b64(r, 32),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "kid": f"auth-{day(r)}-{hexs(r, 6)}",
        "who": r.choice(("omar@laptop", "noura@mbp-ruh", "karim@cairo-ws", "ci@runner")),
        "ip": f"10.{r.randint(60, 62)}.0.0/16",
    }


def _colons(r: Random, n: int) -> str:
    return ":".join(uhex(r, 2) for _ in range(n))


def _fingerprints(r: Random) -> dict[str, str]:
    return {
        "sha256": _colons(r, 32),
        "sha256b": _colons(r, 32),
        "sha1": _colons(r, 20),
        "team": pick(r, UPPER_ALNUM, 10),
        "proj": num(r, 12),
        "app": hexs(r, 16),
    }


def _huawei(r: Random) -> dict[str, str]:
    return {
        "cl": uuid4(r),
        "proj": hexs(r, 32),
        "proj2": hexs(r, 32),
        "vpc": uuid4(r),
        "rid": hexs(r, 32),
        "ecs": uuid4(r),
        "ep": uuid4(r),
        "sub": uuid4(r),
        "dom": hexs(r, 32),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "kms": uuid4(r),
        "ver": pick(r, ALNUM + "._", 32),
        "etag": hexs(r, 32),
        "key": f"pg/orders/{day(r)}/orders.dump",
        "rid16": pick(r, UPPER_ALNUM, 16),
        "hostid": b64(r, 57).rstrip("="),
        "dist": "E" + pick(r, UPPER_ALNUM, 13),
        "inv": "I" + pick(r, UPPER_ALNUM, 25),
        "ami": hexs(r, 17),
    }


def _grafana(r: Random) -> dict[str, str]:
    start = epoch_ms(r)
    return {
        "uid": pick(r, LOWER_ALNUM, 14),
        "dsuid": "P" + uhex(r, 16),
        "ruid": pick(r, LOWER_ALNUM, 14),
        "from": str(start),
        "to": str(start + 3 * 3600 * 1000),
        "panel": str(r.randint(2, 60)),
        "clock": clock(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "uuid": uuid4(r),
        "ev": hexs(r, 32),
        "n": pick(r, UPPER_ALNUM, 3),
        "ts": stamp(r) + "." + digits(r, 3),
        "svc": r.choice(_SERVICES),
    }


def _redis(r: Random) -> dict[str, str]:
    ms = epoch_ms(r)
    return {
        "v": f"{r.randint(8, 9)}.{r.randint(0, 6)}.{r.randint(0, 9)}",
        "run": hexs(r, 40),
        "rep": hexs(r, 40),
        "off": num(r, 10),
        "sid": f"{ms}-{r.randint(0, 3)}",
        "sid2": f"{ms - r.randint(1000, 90000)}-0",
        "uuid": uuid4(r),
        "ttl": str(r.randint(60, 86400)),
    }


def _postgres(r: Random) -> dict[str, str]:
    tl = f"{r.randint(1, 4):08X}"
    high, low = r.randint(1, 0x3F), r.randrange(0x1000000, 0xFFFFFFFF)
    return {
        "lsn": f"{high:X}/{low:X}",
        "lsn2": f"{high:X}/{low - r.randrange(0x100, 0xFFFFF):X}",
        "lag": f"00:00:{r.randint(0, 59):02d}.{digits(r, 6)}",
        "wal": tl + f"{high:08X}" + f"{low >> 24:08X}",
        "qid": ("-" if r.random() < 0.5 else "") + num(r, 19),
        "calls": num(r, 7),
        "ms": f"{r.randint(1, 900)}.{digits(r, 2)}",
        "sysid": "7" + digits(r, 18),
    }


def _gitlab(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "pipe": num(r, 6),
        "job": num(r, 7),
        "rv": f"{r.randint(20, 27)}.{r.randint(0, 11)}.{r.randint(0, 3)}",
        "rsha": hexs(r, 8),
        "rtok8": pick(r, ALNUM, 8),
        "sysid": pick(r, LOWER_ALNUM, 12),
        "sha": sha,
        "sha8": sha[:8],
        "hash": hexs(r, 40),
        "pid": str(r.randint(40, 980)),
        "mr": str(r.randint(1200, 4800)),
    }


INFRA: tuple[Kind, ...] = (
    Kind(
        "obs_object_keys_and_etags",
        (
            "obsutil stat obs://lugma-receipts-prod/⟨key⟩\nKey: ⟨key⟩\nLastModified: ⟨ts⟩Z\n"
            "Size: ⟨size⟩\nStorageClass: STANDARD\nETag: ⟨etag⟩",
            "PUT /⟨key⟩ HTTP/1.1\nHost: lugma-menu-images.obs.me-east-1.myhuaweicloud.com\n"
            'Content-MD5: ⟨md5b64⟩\n\nHTTP/1.1 200 OK\nETag: "⟨etag⟩"\n'
            "x-obs-request-id: ⟨reqid⟩\nx-obs-id-2: ⟨id2⟩",
            "multipart upload of ⟨key⟩ finished: ETag ⟨etag⟩-⟨parts⟩, UploadId ⟨upid⟩",
            "الملف ⟨key⟩ على OBS الـ ETag بتاعه ⟨etag⟩ نفس الـ MD5 المحلي، يعني الرفع سليم",
        ),
        _obs,
    ),
    Kind(
        "kafka_consumer_offsets",
        (
            "kafka-consumer-groups.sh --bootstrap-server ⟨broker⟩:9092 --describe --group ⟨grp⟩\n\n"
            "GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID  HOST\n"
            "⟨grp⟩  ⟨topic⟩  ⟨part⟩  ⟨off⟩  ⟨end⟩  ⟨lag⟩  ⟨cid⟩  /⟨ip⟩\n"
            "⟨grp⟩  ⟨topic⟩  ⟨part2⟩  ⟨off2⟩  ⟨end2⟩  ⟨lag2⟩  ⟨cid2⟩  /⟨ip⟩",
            "kafka-consumer-groups.sh --bootstrap-server ⟨broker⟩:9092 --group ⟨grp⟩ "
            "--topic ⟨topic⟩:⟨part⟩ --reset-offsets --to-offset ⟨off⟩ --execute",
            "⟨ts⟩ INFO [Consumer clientId=consumer-⟨grp⟩-1, groupId=⟨grp⟩] Seeking to offset "
            "⟨off⟩ for partition ⟨topic⟩-⟨part⟩",
            "اللاق في ⟨grp⟩ وصل ⟨lag⟩ رسالة على partition ⟨part⟩ (offset ⟨off⟩ من ⟨end⟩)",
        ),
        _offsets,
    ),
    Kind(
        "kafka_cluster_and_producer_ids",
        (
            "meta.properties on broker ⟨b⟩:\nnode.id=⟨b⟩\ndirectory.id=⟨dir⟩\nversion=1\n"
            "cluster.id=⟨cid⟩",
            "kafka-storage.sh format -t ⟨cid⟩ -c /etc/kafka/kraft/server.properties",
            "[TransactionCoordinator id=⟨b⟩] Initialized transactionalId payments-outbox-⟨n⟩ "
            "with producerId ⟨pid⟩ and producer epoch ⟨ep⟩ on partition __transaction_state-⟨n⟩",
            "الكلاستر الجديد في القاهرة الـ cluster.id بتاعه ⟨cid⟩ — لازم يختلف عن بتاع الرياض "
            "⟨cid2⟩ عشان MirrorMaker",
        ),
        _cluster,
    ),
    Kind(
        "commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ fix(payments): retry Tap 5xx with jitter\n"
            "⟨s2⟩ feat(dispatch): batch riders per dark store\n⟨s3⟩ chore: bump Kafka client",
            'Reverted ⟨full⟩ ("switch Unifonic to REST v2") in !⟨mr⟩; cherry-picked ⟨full2⟩ '
            "onto release/2033.04",
            "الباج ظهر بعد الكوميت ⟨full⟩، والـ git bisect وقف عنده بعد ⟨n⟩ خطوات",
            "Deployed orders-api ⟨short⟩ to cce-riyadh-prod (image tag main-⟨short⟩-⟨pipe⟩)",
            "⟨full⟩ is the first bad commit\ncommit ⟨full⟩\nAuthor: Omar Haddad <omar@lugma.sa>\n"
            "Date:   ⟨date⟩\n\n    perf(orders): drop the N+1 on order items",
        ),
        _commits,
    ),
    Kind(
        "image_digests_and_pods",
        (
            "kubectl -n orders get pods\nNAME                             READY   STATUS    "
            "RESTARTS   AGE\n⟨svc⟩-⟨rs⟩-⟨p1⟩   1/1     Running   0          ⟨age⟩\n"
            "⟨svc⟩-⟨rs⟩-⟨p2⟩   1/1     Running   ⟨rst⟩          ⟨age2⟩",
            "Image:         swr.me-east-1.myhuaweicloud.com/lugma/⟨svc⟩@sha256:⟨dig⟩\n"
            "Container ID:  containerd://⟨cid⟩",
            "docker pull swr.af-north-1.myhuaweicloud.com/lugma/⟨svc⟩:⟨tag⟩\n"
            "⟨tag⟩: Pulling from lugma/⟨svc⟩\nDigest: sha256:⟨dig⟩\n"
            "Status: Downloaded newer image for swr.af-north-1.myhuaweicloud.com/lugma/⟨svc⟩:⟨tag⟩",
            "البود ⟨pod⟩ طاح OOMKilled، الصورة sha256:⟨dig⟩",
        ),
        _images,
    ),
    Kind(
        "release_checksums",
        (
            "sha256sum lugma-rider-⟨ver⟩-release.aab lugma-customer-⟨ver⟩.ipa\n"
            "⟨h1⟩  lugma-rider-⟨ver⟩-release.aab\n⟨h2⟩  lugma-customer-⟨ver⟩.ipa",
            "helm pull oci://swr.me-east-1.myhuaweicloud.com/lugma-charts/payments --version ⟨cv⟩\n"
            "Pulled: swr.me-east-1.myhuaweicloud.com/lugma-charts/payments:⟨cv⟩\nDigest: "
            "sha256:⟨h1⟩",
            '"node_modules/@tap-payments/card-sdk": {\n  "version": "⟨v⟩",\n'
            '  "resolved": '
            '"https://registry.npmjs.org/@tap-payments/card-sdk/-/card-sdk-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨i512⟩"\n}',
            "الـ md5 بتاع ملف التسوية ⟨md5⟩ والـ sha1 "
            "⟨sha1⟩ — اتأكدت قبل ما أرفعه لفوري يوم ⟨date⟩",
            "psycopg[binary]==⟨v⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
        ),
        _checksums,
    ),
    Kind(
        "terraform_lock_and_state_ids",
        (
            'provider "registry.terraform.io/huaweicloud/huaweicloud" {\n  version     = "⟨v⟩"\n'
            '  constraints = "~> ⟨vc⟩"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨z1⟩",\n'
            '    "zh:⟨z2⟩",\n  ]\n}',
            'provider "registry.terraform.io/hashicorp/aws" {\n  version = "⟨av⟩"\n  hashes = [\n'
            '    "h1:⟨h1⟩",\n    "h1:⟨h2⟩",\n  ]\n}',
            "terraform init -upgrade changed the huaweicloud "
            "provider hash to h1:⟨h1⟩ (version ⟨v⟩)",
            '{\n  "version": 4,\n  "terraform_version": "⟨tv⟩",\n  "serial": ⟨serial⟩,\n'
            '  "lineage": "⟨lineage⟩",\n  "outputs": {}\n}',
        ),
        _tflock,
    ),
    Kind(
        "public_keys",
        (
            "authorized_keys on bastion-cai:\nssh-ed25519 "
            "⟨ssh⟩ ⟨who⟩\nssh-ed25519 ⟨ssh2⟩ ci@runner",
            "ZATCA EGS public key (from the CSR, public):\n-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n"
            "-----END PUBLIC KEY-----",
            "[Peer]\nPublicKey = ⟨wg⟩\nAllowedIPs = ⟨ip⟩\nEndpoint = vpn-cairo.lugma.net:51820\n"
            "PersistentKeepalive = 25",
            '{"keys":[{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","use":"sig","alg":"ES256",'
            '"x":"⟨x⟩","y":"⟨y⟩"}]}',
            "المفتاح العام حقي للباستيون: ssh-ed25519 ⟨ssh⟩ ⟨who⟩ — ضيفوه في authorized_keys",
        ),
        _pubkeys,
    ),
    Kind(
        "app_signing_fingerprints",
        (
            '[{"relation": ["delegate_permission/common.handle_all_urls"], "target": '
            '{"namespace": "android_app", "package_name": "sa.lugma.customer", '
            '"sha256_cert_fingerprints": ["⟨sha256⟩"]}}]',
            "keytool -list -v -keystore upload.jks\nCertificate fingerprints:\n\t SHA1: ⟨sha1⟩\n"
            "\t SHA256: ⟨sha256⟩\nSignature algorithm name: SHA384withRSA",
            '{"applinks":{"details":[{"appIDs":["⟨team⟩.sa.lugma.customer"],'
            '"components":[{"/":"/order/*"}]}]}}',
            "Huawei AppGallery طلب الـ SHA-256 بتاع شهادة التوقيع: ⟨sha256b⟩ — والـ Firebase app "
            "id 1:⟨proj⟩:android:⟨app⟩",
        ),
        _fingerprints,
    ),
    Kind(
        "huawei_cloud_resource_ids",
        (
            "CCE cluster cce-riyadh-prod: cluster_id ⟨cl⟩, project_id ⟨proj⟩ (me-east-1), "
            "VPC ⟨vpc⟩",
            '{"error_msg":"The API does not exist or has not been published in the environment",'
            '"error_code":"APIGW.0101","request_id":"⟨rid⟩"}',
            "hcloud ECS ListServersDetails --cli-region=af-north-1 --project_id=⟨proj⟩ → "
            "server ⟨ecs⟩ (rider-gw-2), enterprise project ⟨ep⟩",
            "معرف المشروع في هواوي كلاود للقاهرة ⟨proj⟩ وللرياض ⟨proj2⟩ — مو سر، يطلع في كل "
            "رابط للكونسول",
            'data "huaweicloud_vpc_subnet" "private" {\n  id = "⟨sub⟩"\n}\n# domain_id ⟨dom⟩',
        ),
        _huawei,
    ),
    Kind(
        "aws_resource_identifiers",
        (
            "arn:aws:kms:me-south-1:⟨acct⟩:key/⟨kms⟩ encrypts the pg_dump copies in "
            "s3://lugma-pg-backups-bh",
            'aws s3api list-object-versions → Key ⟨key⟩, VersionId ⟨ver⟩, ETag "⟨etag⟩"',
            "An error occurred (AccessDenied) when calling the PutObject operation: "
            "RequestId: ⟨rid16⟩, HostId: ⟨hostid⟩",
            "CloudFront ⟨dist⟩ (menu images CDN) invalidation ⟨inv⟩ completed",
            "حساب AWS للنسخ الاحتياطي رقمه ⟨acct⟩، والـ AMI حق الباستيون ami-⟨ami⟩",
        ),
        _aws,
    ),
    Kind(
        "grafana_uids_and_links",
        (
            "https://grafana.lugma.dev/d/⟨uid⟩/orders-funnel?orgId=1&from=⟨from⟩&to=⟨to⟩"
            "&var-city=riyadh&viewPanel=⟨panel⟩",
            "datasources:\n  - name: Prometheus-RUH\n    type: prometheus\n    uid: ⟨dsuid⟩\n"
            "    url: http://prometheus.monitoring.svc:9090",
            "Alert rule ⟨ruid⟩ (Paymob callback error rate) fired at ⟨clock⟩, dashboard ⟨uid⟩ "
            "panel ⟨panel⟩",
            "الـ datasource uid بتاع Loki في القاهرة ⟨dsuid⟩ — لازم يتحط في الـ dashboard JSON "
            "بدل الـ default",
        ),
        _grafana,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            '⟨ts⟩Z ERROR ⟨svc⟩ trace_id=⟨trace⟩ span_id=⟨span⟩ request_id=⟨uuid⟩ msg="tap '
            'charge timeout after 8000ms"',
            "Sentry issue LUGMA-RIDER-⟨n⟩, event ⟨ev⟩ — crash on Android 16 when the map loads",
            "تتبع الطلب في Tempo: ⟨trace⟩ — الوقت كله راح في استدعاء هايبرباي (⟨svc⟩)",
        ),
        _traces,
    ),
    Kind(
        "redis_run_ids_and_stream_ids",
        (
            "redis-cli INFO server | grep -E 'redis_version|run_id'\nredis_version:⟨v⟩\n"
            "run_id:⟨run⟩",
            "# Replication\nrole:master\nconnected_slaves:1\nmaster_replid:⟨rep⟩\n"
            "master_replid2:0000000000000000000000000000000000000000\nmaster_repl_offset:⟨off⟩",
            "XADD rider:locations returned ⟨sid⟩; consumer group dispatch last-delivered-id ⟨sid2⟩",
            "مفتاح الـ idempotency idem:tap:⟨uuid⟩ فضل موجود بعد الـ TTL؟ لا، كان ⟨ttl⟩ ثانية",
        ),
        _redis,
    ),
    Kind(
        "postgres_wal_lsn_and_queryids",
        (
            "pg_stat_replication: sent_lsn ⟨lsn⟩, replay_lsn ⟨lsn2⟩, replay_lag ⟨lag⟩",
            "archive_command failed for WAL file ⟨wal⟩ (OBS 503), retried OK",
            "pg_stat_statements top query: queryid ⟨qid⟩, calls ⟨calls⟩, mean ⟨ms⟩ ms",
            "pg_controldata /var/lib/postgresql/data\nDatabase "
            "system identifier:           ⟨sysid⟩\n"
            "Latest checkpoint location:           ⟨lsn⟩\n"
            "Latest checkpoint's REDO WAL file:    ⟨wal⟩",
            "السلوت replica_cairo واقف عند ⟨lsn⟩ وملفات الـ WAL تتراكم (آخر واحد ⟨wal⟩)",
        ),
        _postgres,
    ),
    Kind(
        "gitlab_pipeline_references",
        (
            "Pipeline #⟨pipe⟩ failed at job #⟨job⟩ (deploy:cce-riyadh) — "
            "https://gitlab.lugma.dev/platform/orders-api/-/jobs/⟨job⟩",
            "Running with gitlab-runner ⟨rv⟩ (⟨rsha⟩)\n  on cce-riyadh-runner ⟨rtok8⟩, "
            "system ID: r_⟨sysid⟩\nGetting source from Git repository\n"
            "Checking out ⟨sha8⟩ as detached HEAD (ref is main)...",
            "CI_COMMIT_SHA=⟨sha⟩ CI_PIPELINE_ID=⟨pipe⟩ CI_JOB_ID=⟨job⟩ CI_PROJECT_ID=⟨pid⟩",
            "Checking cache for node-modules-⟨hash⟩-protected...\n"
            "Successfully extracted cache (project ⟨pid⟩, job ⟨job⟩)",
            "الـ MR !⟨mr⟩ اتعمله merge في ⟨sha8⟩ والـ pipeline #⟨pipe⟩ خضرا",
        ),
        _gitlab,
    ),
)
