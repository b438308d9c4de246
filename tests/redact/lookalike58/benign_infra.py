"""Benign look-alikes from the team's infrastructure: RabbitMQ, ECS, Elasticsearch,
Bitbucket, AWS resource ids, Terraform, images, traces, SOPS ciphertext, hashes and
versions. Opaque, random-looking, and none of them a secret."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike58.gen import (
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    account_id,
    amq_tag,
    b64,
    b64_of,
    b64url,
    clock,
    day,
    es_id,
    hexs,
    inpost_tracking,
    num,
    pick,
    stamp,
    uhex,
    uuid4,
)

_QUEUES = ("shipx.status", "allegro.orders", "p24.notifications", "lt.paysera.callbacks")


def _rabbit(r: Random) -> dict[str, str]:
    return {
        "ctag": amq_tag(r),
        "gen": amq_tag(r),
        "msgid": uuid4(r),
        "corr": uuid4(r),
        "dtag": str(r.randint(1, 480000)),
        "q": r.choice(_QUEUES),
        "pid": f"<rabbit@rmq-{r.randint(0, 2)}.{r.randint(1000, 9999)}.{r.randint(100, 9999)}.0>",
        "n": str(r.randint(2, 9)),
        "d": day(r),
        "t": clock(r),
    }


def _ecs(r: Random) -> dict[str, str]:
    task = hexs(r, 32)
    return {
        "acct": account_id(r),
        "task": task,
        "cluster": r.choice(("wms-prod", "wms-stg", "lt-sync-prod")),
        "svc": r.choice(("wms-api", "wms-worker", "shipx-poller", "allegro-sync")),
        "rev": str(r.randint(40, 612)),
        "dep": num(r, 19),
        "rt": num(r, 10),
        "code": r.choice(("137", "1", "143")),
        "d": day(r),
    }


def _es_docs(r: Random) -> dict[str, str]:
    seq = r.randint(1000, 9_000_000)
    return {
        "id": es_id(r),
        "v": str(r.randint(1, 40)),
        "seq": str(seq),
        "seq2": str(seq + r.randint(1, 9)),
        "pt": str(r.randint(1, 6)),
        "node": b64url(r, 16)[:22],
        "iuuid": b64url(r, 16)[:22],
        "idx": r.choice(("shipments-2032.12", "orders-2032.12", "wms-logs-2032.12.0" + "3")),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 12),
        "pr": str(r.randint(300, 1900)),
        "n": str(r.randint(100, 4999)),
        "build": str(r.randint(1000, 9999)),
        "step": uuid4(r),
        "branch": r.choice(("shipx-retry", "blik-alias-expiry", "ksef-upo", "lt-paysera-refunds")),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "dbi": "db-" + pick(r, UPPER_ALNUM, 26),
        "host": f"wms-prod.cluster-{pick(r, LOWER_ALNUM, 12)}.eu-central-1.rds.amazonaws.com",
        "etag": hexs(r, 32),
        "parts": str(r.randint(2, 40)),
        "trk": inpost_tracking(r),
        "vpc": hexs(r, 17),
        "subnet": hexs(r, 17),
        "sg": hexs(r, 17),
        "kms": uuid4(r),
        "reqid": uhex(r, 16),
        "id2": b64(r, 57),
        "cf": "E" + pick(r, UPPER_ALNUM, 13),
        "inv": "I" + pick(r, UPPER_ALNUM, 25),
        "acct": account_id(r),
        "cert": uuid4(r),
    }


def _terraform(r: Random) -> dict[str, str]:
    return {
        "h1": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "ver": f"{r.randint(6, 9)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
        "lock": uuid4(r),
        "lineage": uuid4(r),
        "serial": str(r.randint(100, 3000)),
        "dbi": "db-" + pick(r, UPPER_ALNUM, 26),
        "stamp": stamp(r),
        "who": r.choice(("agnieszka@wpk-lap-07", "marius@vln-mbp-2", "pipelines@bitbucket")),
    }


def _images(r: Random) -> dict[str, str]:
    return {
        "acct": account_id(r),
        "digest": hexs(r, 64),
        "cfg": hexs(r, 64),
        "repo": r.choice(("wms-api", "wms-worker", "shipx-poller", "lt-sync")),
        "tag": f"2032.12.{r.randint(1, 14)}-{hexs(r, 7)}",
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "xr": f"{hexs(r, 8)}-{hexs(r, 24)}",
        "req": uuid4(r),
        "ev": hexs(r, 32),
        "cfid": b64url(r, 42) + "==",
        "dd": num(r, 19),
        "d": day(r),
        "t": clock(r),
    }


def _enc(r: Random, nbytes: int) -> str:
    return f"ENC[AES256_GCM,data:{b64(r, nbytes)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"


def _sops(r: Random) -> dict[str, str]:
    return {
        "e1": _enc(r, 16),
        "e2": _enc(r, 64),
        "e3": _enc(r, r.choice((20, 24, 32))),
        "mac": _enc(r, 64),
        "kmsenc": "AQICAHh" + b64(r, 177),
        "acct": account_id(r),
        "key": uuid4(r),
        "stamp": stamp(r),
    }


def _cloud(r: Random) -> dict[str, str]:
    name = r.choice(("wms-logs", "orders-search", "lt-search"))
    es_uuid, kb_uuid = hexs(r, 32), hexs(r, 32)
    return {
        "name": name,
        "cid": name + ":" + b64_of(f"eu-central-1.aws.elastic-cloud.com:443${es_uuid}${kb_uuid}"),
        "cuuid": b64url(r, 16)[:22],
        "cname": hexs(r, 32),
        "build": hexs(r, 40),
        "kid": es_id(r),
        "ver": f"9.{r.randint(0, 6)}.{r.randint(0, 9)}",
        "inst": f"instance-{r.randint(0, 40):010d}",
    }


def _integrity(r: Random) -> dict[str, str]:
    return {
        "sri": b64(r, 64),
        "sri2": b64(r, 64),
        "ref": hexs(r, 40),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "pkg": r.choice(("@inpost/geowidget", "@warneris/ui-kit", "dayjs", "axios")),
        "v": f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 30)}",
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "md5": hexs(r, 32),
        "b64sha": b64(r, 32),
        "crc": hexs(r, 8),
        "d": day(r),
        "trk": inpost_tracking(r),
        "size": str(r.randint(10000, 9000000)),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(1, 14)),
        "b": str(r.randint(1000, 9999)),
        "g": hexs(r, 7),
        "build": hexs(r, 40),
        "ami": hexs(r, 17),
        "uuid": uuid4(r),
        "php": f"8.{r.randint(5, 7)}.{r.randint(0, 20)}",
        "rmq": f"4.{r.randint(2, 6)}.{r.randint(0, 9)}",
        "d": day(r),
    }


INFRA: tuple[Kind, ...] = (
    Kind(
        "rabbitmq_message_ids",
        (
            "basic.deliver consumer_tag=amq.ctag-⟨ctag⟩ delivery_tag=⟨dtag⟩ queue=⟨q⟩",
            "Messenger: message_id ⟨msgid⟩, correlation_id ⟨corr⟩, retry ⟨n⟩/⟨n⟩ → "
            "transport failed",
            "$ rabbitmqctl list_consumers -p /\nListing consumers in vhost / ...\n"
            "queue_name\tchannel_pid\tconsumer_tag\tack_required\tprefetch_count\tactive\n"
            "⟨q⟩\t⟨pid⟩\tamq.ctag-⟨ctag⟩\ttrue\t20\ttrue",
            "Kolejka amq.gen-⟨gen⟩ (exclusive, auto-delete) zostaje po restarcie workera — "
            "to normalne.",
            "Žinutė ⟨msgid⟩ pateko į DLQ ⟨q⟩.dlq (x-death count ⟨n⟩, ⟨d⟩ ⟨t⟩)",
        ),
        _rabbit,
    ),
    Kind(
        "ecs_task_arns",
        (
            "arn:aws:ecs:eu-central-1:⟨acct⟩:task/⟨cluster⟩/⟨task⟩ stopped: Essential "
            "container in task exited (exit code ⟨code⟩)",
            "aws ecs execute-command --cluster ⟨cluster⟩ --task ⟨task⟩ --container api "
            "--interactive --command /bin/sh",
            "Service ⟨svc⟩: taskDefinition arn:aws:ecs:eu-central-1:⟨acct⟩:task-definition/"
            "⟨svc⟩:⟨rev⟩, deployment ecs-svc/⟨dep⟩",
            '{"taskArn":"arn:aws:ecs:eu-central-1:⟨acct⟩:task/⟨cluster⟩/⟨task⟩",'
            '"lastStatus":"STOPPED","stopCode":"EssentialContainerExited",'
            '"containers":[{"name":"⟨svc⟩","runtimeId":"⟨task⟩-⟨rt⟩","exitCode":⟨code⟩}]}',
            "| serwis | rewizja | task |\n|---|---|---|\n| ⟨svc⟩ | ⟨rev⟩ | ⟨task⟩ |",
        ),
        _ecs,
    ),
    Kind(
        "elasticsearch_doc_ids",
        (
            '{"_index":"⟨idx⟩","_id":"⟨id⟩","_version":⟨v⟩,"result":"updated",'
            '"_seq_no":⟨seq⟩,"_primary_term":⟨pt⟩}',
            "GET ⟨idx⟩/_doc/⟨id⟩ → found: false (reindeksacja jeszcze trwa)",
            "version_conflict_engine_exception: [⟨id⟩]: version conflict, required seqNo "
            "[⟨seq⟩], primary term [⟨pt⟩]. current document has seqNo [⟨seq2⟩] and primary "
            "term [⟨pt⟩]",
            "$ curl -s 'localhost:9200/_cat/indices/⟨idx⟩?h=index,uuid,docs.count'\n"
            "⟨idx⟩ ⟨iuuid⟩ 1843302",
            "Shard 2 of ⟨idx⟩ unassigned; node ⟨node⟩ left the cluster",
        ),
        _es_docs,
    ),
    Kind(
        "bitbucket_commit_hashes",
        (
            "Merged in feature/WMS-⟨n⟩-⟨branch⟩ (pull request #⟨pr⟩)\n\n"
            "Approved-by: Ieva S.\ncommit ⟨sha⟩",
            "git revert ⟨sha⟩ — ten commit zepsuł mapowanie statusów ShipX",
            "Pipeline #⟨build⟩ for ⟨s3⟩ failed on step {⟨step⟩} (composer install)",
            "$ git log --oneline -3\n⟨s1⟩ WMS-⟨n⟩ ⟨branch⟩\n⟨s2⟩ Merge branch 'main'\n"
            "⟨s3⟩ Bump rabbitmq client",
            "https://bitbucket.org/warneris/wms-api/commits/⟨sha⟩",
            "cherry-pick ⟨sha⟩ na release/2032.12 (PR #⟨pr⟩)",
        ),
        _commits,
    ),
    Kind(
        "aws_resource_ids",
        (
            "RDS DbiResourceId ⟨dbi⟩, endpoint ⟨host⟩",
            'S3 ETag "⟨etag⟩-⟨parts⟩" dla s3://warneris-labels-prod/2032/12/⟨trk⟩.pdf',
            "VPC vpc-⟨vpc⟩ / subnet-⟨subnet⟩ / sg-⟨sg⟩ — task nie widział RDS przez złą SG",
            "KMS key ⟨kms⟩ (alias/wms-prod-rds) w koncie ⟨acct⟩",
            "HTTP/1.1 403 Forbidden\nx-amz-request-id: ⟨reqid⟩\nx-amz-id-2: ⟨id2⟩\n"
            "Content-Type: application/xml",
            "CloudFront ⟨cf⟩ invalidation ⟨inv⟩ completed; cert "
            "arn:aws:acm:us-east-1:⟨acct⟩:certificate/⟨cert⟩",
        ),
        _aws,
    ),
    Kind(
        "terraform_lock_and_state",
        (
            'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "⟨ver⟩"\n'
            '  constraints = ">= 6.0.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n'
            '    "zh:⟨zh2⟩",\n  ]\n}',
            "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        ⟨lock⟩\n"
            "  Path:      warneris-tfstate/prod/wms.tfstate\n  Operation: OperationTypeApply\n"
            "  Who:       ⟨who⟩\n  Version:   1.14.2\n  Created:   ⟨stamp⟩Z",
            "terraform force-unlock ⟨lock⟩  (po tym jak pipeline padł w połowie)",
            '{\n  "version": 4,\n  "terraform_version": "1.14.2",\n  "serial": ⟨serial⟩,\n'
            '  "lineage": "⟨lineage⟩",\n  "outputs": {}\n}',
            '  ~ resource "aws_db_instance" "wms" {\n        id       = "⟨dbi⟩"\n'
            "      ~ password = (sensitive value)\n        # (41 unchanged attributes hidden)\n"
            "    }",
        ),
        _terraform,
    ),
    Kind(
        "container_image_digests",
        (
            "⟨acct⟩.dkr.ecr.eu-central-1.amazonaws.com/⟨repo⟩@sha256:⟨digest⟩",
            "$ docker pull ⟨acct⟩.dkr.ecr.eu-central-1.amazonaws.com/⟨repo⟩:⟨tag⟩\n"
            "Digest: sha256:⟨digest⟩\nStatus: Downloaded newer image",
            '"imageDigest": "sha256:⟨digest⟩", "imageTags": ["⟨tag⟩"]',
            "Obraz ⟨repo⟩:⟨tag⟩ ma config sha256:⟨cfg⟩ — ten sam build na stg i prod.",
        ),
        _images,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            "X-Amzn-Trace-Id: Root=1-⟨xr⟩;Parent=⟨sid⟩;Sampled=1",
            "[⟨d⟩ ⟨t⟩] request.CRITICAL: x-request-id ⟨req⟩, Sentry event ⟨ev⟩",
            "X-Cache: Error from cloudfront\nX-Amz-Cf-Pop: WAW51-P2\nX-Amz-Cf-Id: ⟨cfid⟩",
            '{"level":"error","msg":"allegro timeout","dd.trace_id":"⟨dd⟩",'
            '"trace_id":"⟨tid⟩","span_id":"⟨sid⟩"}',
        ),
        _traces,
    ),
    Kind(
        "sops_encrypted_values",
        (
            "p24:\n    crc: ⟨e1⟩\n    api_key: ⟨e3⟩\nsops:\n    kms:\n"
            "        - arn: arn:aws:kms:eu-central-1:⟨acct⟩:key/⟨key⟩\n"
            "          created_at: ⟨stamp⟩Z\n          enc: ⟨kmsenc⟩\n"
            "    lastmodified: ⟨stamp⟩Z\n    mac: ⟨mac⟩\n    version: 3.11.0",
            "allegro_client_secret: ⟨e2⟩",
            "W secrets/prod.enc.yaml wartości są zaszyfrowane (SOPS + KMS ⟨key⟩), np. "
            "rds_password: ⟨e3⟩",
            'ciphertext_blob = "⟨kmsenc⟩"  # aws_kms_ciphertext, zaszyfrowane przez KMS',
        ),
        _sops,
    ),
    Kind(
        "elastic_cloud_ids",
        (
            "ELASTIC_CLOUD_ID=⟨cid⟩",
            '{\n  "name" : "⟨inst⟩",\n  "cluster_name" : "⟨cname⟩",\n'
            '  "cluster_uuid" : "⟨cuuid⟩",\n  "version" : {\n    "number" : "⟨ver⟩",\n'
            '    "build_flavor" : "default",\n    "build_hash" : "⟨build⟩"\n  }\n}',
            'DELETE /_security/api_key {"ids":["⟨kid⟩"]} → '
            '{"invalidated_api_keys":["⟨kid⟩"],"previously_invalidated_api_keys":[],'
            '"error_count":0}',
            "Deployment ⟨name⟩: cloud id ⟨cid⟩ (Kibana i ES w eu-central-1)",
        ),
        _cloud,
    ),
    Kind(
        "package_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨v⟩",\n'
            '  "resolved": "https://registry.npmjs.org/⟨pkg⟩/-/⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            '"source": {"type": "git", "url": "https://github.com/przelewy24/p24-php-sdk.git", '
            '"reference": "⟨ref⟩"}',
            "pika==1.4.⟨v⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
            "⟨pkg⟩@⟨v⟩: integrity sha512-⟨sri2⟩ nie zgadzało się po zmianie registry",
        ),
        _integrity,
    ),
    Kind(
        "file_checksums",
        (
            "$ sha256sum exports/allegro-orders-⟨d⟩.csv\n⟨sha⟩  exports/allegro-orders-⟨d⟩.csv",
            "md5 etykiety ⟨trk⟩.pdf = ⟨md5⟩ = ETag w S3, więc upload kompletny",
            "x-amz-checksum-sha256: ⟨b64sha⟩",
            "JPK_V7M InitUpload: HashValue (SHA-256, base64) ⟨b64sha⟩, FileSize ⟨size⟩",
            "CRC32 pliku manifestu LP Express: ⟨crc⟩ (⟨d⟩)",
        ),
        _checksums,
    ),
    Kind(
        "version_and_build_strings",
        (
            "wms-api 2032.12.⟨n⟩+build.⟨b⟩.g⟨g⟩ wdrożone na prod ⟨d⟩",
            "Elasticsearch 9.3.⟨n⟩ (build_hash ⟨build⟩)",
            "AMI ami-⟨ami⟩ (al2025-ami-ecs-hvm-2032.12.⟨n⟩-kernel-6.12-x86_64)",
            "Bitbucket pipeline {⟨uuid⟩}, build #⟨b⟩, RabbitMQ ⟨rmq⟩, PHP ⟨php⟩",
            "PHP ⟨php⟩ (cli) (built: Dec  ⟨n⟩ 2032 10:12:44) (NTS)\n"
            "Zend Engine v4.6.⟨n⟩, with Zend OPcache v⟨php⟩",
        ),
        _versions,
    ),
)
