"""Benign: ids, digests, public keys and cursors from Kafka, Redis, MySQL and AWS."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike23.gen import (
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    hexs,
    num,
    pick,
    uhex,
    uuid4,
    wrap,
)

_SERVICES = ("booking-svc", "ticketing-svc", "pnr-sync", "fare-cache", "payments-gw", "bsp-batch")
_TOPICS = ("pnr.events.v2", "ticketing.commands", "payments.adyen.webhooks", "fares.updates")
_REGIONS = ("eu-west-1", "eu-central-1", "eu-south-2")


def _ids(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(_SERVICES),
        "topic": r.choice(_TOPICS),
        "u": uuid4(r),
        "u2": uuid4(r),
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "s16b": hexs(r, 16),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "acct": num(r, 12),
        "region": r.choice(_REGIONS),
        "epoch": hexs(r, 8),
        "x24": hexs(r, 24),
        "p": str(r.randint(0, 11)),
        "p2": str(r.randint(0, 11)),
        "off": num(r, r.choice((6, 7, 8))),
        "lag": str(r.randint(0, 4000)),
        "ms": str(r.randint(3, 9000)),
        "short": hexs(r, 7),
        "short2": hexs(r, 7),
        "pnr": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
    }


def _kafka(r: Random) -> dict[str, str]:
    values = _ids(r)
    cluster = base64.urlsafe_b64encode(r.randbytes(16)).decode().rstrip("=")
    values.update(
        cid=cluster,
        cons=f"{values['svc']}-{r.randint(1, 6)}-{uuid4(r)}",
        cons2=f"{values['svc']}-{r.randint(1, 6)}-{uuid4(r)}",
        off2=str(int(values["off"]) + int(values["lag"])),
        ip=f"/10.40.{r.randint(0, 31)}.{r.randint(2, 254)}",
        lkc="lkc-" + pick(r, LOWER_ALNUM, 5),
    )
    return values


def _redis(r: Random) -> dict[str, str]:
    values = _ids(r)
    values.update(
        run=hexs(r, 40),
        rid=hexs(r, 40),
        ver=f"7.{r.randint(0, 2)}.{r.randint(0, 12)}",
        key=hashlib.sha1(r.randbytes(8)).hexdigest(),
        sess=b64url(r, 24),
        mem=f"{r.randint(100, 990)}.{r.randint(10, 99)}M",
    )
    return values


def _mysql(r: Random) -> dict[str, str]:
    values = _ids(r)
    su = uuid4(r).upper()
    values.update(
        su=su,
        su2=uuid4(r),
        gtid=f"{su.lower()}:1-{num(r, 8)}",
        bin=f"mysql-bin-changelog.{r.randint(1, 999999):06d}",
        pos=num(r, 8),
        ip=f"10.40.{r.randint(0, 31)}.{r.randint(2, 254)}",
        xid=num(r, 9),
    )
    return values


def _aws(r: Random) -> dict[str, str]:
    values = _ids(r)
    values.update(
        inst="i-0" + hexs(r, 16),
        sg="sg-0" + hexs(r, 16),
        vpc="vpc-0" + hexs(r, 16),
        ami="ami-0" + hexs(r, 16),
        kms="mrk-" + hexs(r, 32),
        eni="eni-0" + hexs(r, 16),
        dist="E" + pick(r, UPPER_ALNUM, 13),
        tg=hexs(r, 16),
        reqid=uhex(r, 16),
        id2=b64(r, 57),
        cfid=b64url(r, 42) + "==",
        amzn=f"Root=1-{hexs(r, 8)}-{hexs(r, 24)};Parent={hexs(r, 16)};Sampled=1",
        etag=hexs(r, 32),
        etag2=hexs(r, 32) + "-" + str(r.randint(2, 40)),
        crc=b64(r, 4),
        s256=b64(r, 32),
        lam=uuid4(r),
        suffix=pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 6),
    )
    return values


def _digests(r: Random) -> dict[str, str]:
    values = _ids(r)
    values.update(
        tag=f"2028.03.{r.randint(1, 28)}-{values['short']}",
        mr=str(r.randint(1000, 9999)),
        rev=str(r.randint(2, 300)),
    )
    return values


def _keys(r: Random) -> dict[str, str]:
    values = _ids(r)
    ed = "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(r, 33)[:43]
    rsa = "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + b64(r, 381)
    values.update(
        ed=ed,
        rsa=rsa,
        fp="SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        fp2="SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        salt=b64(r, 20),
        hh=b64(r, 20),
        who=r.choice(("ines", "kasia", "piotr", "tiago", "rui", "agnieszka")),
        pub=wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 258) + "IDAQAB", 64),
    )
    return values


def _certs(r: Random) -> dict[str, str]:
    values = _ids(r)
    fp = uhex(r, 64)
    values.update(
        cert=wrap("MIIF" + b64(r, r.choice((960, 1050, 1140))), 64),
        fp=":".join(fp[i : i + 2] for i in range(0, 64, 2)),
        serial=":".join(hexs(r, 32)[i : i + 2] for i in range(0, 32, 2)),
        cn=r.choice(
            ("ndc-client.andorinhatravel.pt", "*.andorinha.internal", "api.andorinhatravel.pt")
        ),
    )
    return values


def _cursor(r: Random) -> dict[str, str]:
    values = _ids(r)
    after = {"id": num(r, 19), "ts": f"2028-03-{r.randint(1, 28):02d}T10:00:00Z"}
    raw = json.dumps(after, separators=(",", ":")).encode()
    lek = {"pk": {"S": f"BOOKING#{num(r, 7)}"}, "sk": {"S": f"EVENT#{uuid4(r)}"}}
    values.update(
        cur=base64.b64encode(raw).decode(),
        cur2=base64.urlsafe_b64encode(raw).decode().rstrip("="),
        lek=json.dumps(lek, separators=(",", ":")),
        page=b64url(r, 48),
        etag='W/"' + hexs(r, 16) + '"',
        offset=str(r.randint(20, 400)),
    )
    return values


INFRA: tuple[Kind, ...] = (
    Kind(
        "correlation_and_trace_ids",
        (
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01 (⟨svc⟩ → ndc-gateway, ⟨ms⟩ ms)",
            "X-Correlation-ID ⟨u⟩ aparece no ⟨svc⟩ e no Kafka (header correlationId), "
            "mas não no gateway NDC",
            "X-Amzn-Trace-Id: Root=1-⟨epoch⟩-⟨x24⟩ (ALB); our X-Correlation-ID ⟨u⟩ "
            "was not propagated to ⟨svc⟩",
            '{"level":"WARN","service":"⟨svc⟩","traceId":"⟨t32⟩","spanId":"⟨s16⟩",'
            '"parentSpanId":"⟨s16b⟩","correlationId":"⟨u⟩","msg":"slow supplier call"}',
        ),
        _ids,
        n=10,
    ),
    Kind(
        "kafka_groups_offsets_ids",
        (
            "$ kafka-consumer-groups.sh --bootstrap-server $BROKERS --describe --group ⟨svc⟩\n"
            "GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID  HOST\n"
            "⟨svc⟩  ⟨topic⟩  ⟨p⟩  ⟨off⟩  ⟨off2⟩  ⟨lag⟩  ⟨cons⟩  ⟨ip⟩\n"
            "⟨svc⟩  ⟨topic⟩  ⟨p2⟩  ⟨off2⟩  ⟨off2⟩  0  ⟨cons2⟩  ⟨ip⟩",
            "Cluster id ⟨cid⟩ (MSK) vs ⟨lkc⟩ em Confluent; o mirror-maker usa o primeiro",
            "Offset ⟨off⟩ na partycji ⟨p⟩ tematu ⟨topic⟩ — wiadomość z kluczem ⟨pnr⟩ "
            "powtarzała się, consumer ⟨cons⟩",
            "kafka-storage format --cluster-id ⟨cid⟩ --config server.properties",
        ),
        _kafka,
        n=10,
    ),
    Kind(
        "redis_info_and_keys",
        (
            "# Server\nredis_version:⟨ver⟩\nredis_mode:cluster\nos:Amazon ElastiCache\n"
            "run_id:⟨run⟩\ntcp_port:6379\n# Replication\nrole:master\n"
            "master_replid:⟨rid⟩\nused_memory_human:⟨mem⟩",
            "Chave do cache de tarifas: fare:LIS-KRK:2028-04-11:⟨key⟩ (TTL 900 s)",
            "Klucze sesji mają postać sess:⟨sess⟩ — to losowy identyfikator, dane sesji są w hashu",
            "CLUSTER NODES: ⟨run⟩ 10.40.3.17:6379@16379 master - 0 1836000000 1 connected 0-5460",
        ),
        _redis,
        n=10,
    ),
    Kind(
        "mysql_replication_ids",
        (
            "SHOW REPLICA STATUS\\G\n  Source_UUID: ⟨su⟩\n  Relay_Source_Log_File: ⟨bin⟩\n"
            "  Exec_Source_Log_Pos: ⟨pos⟩\n  Executed_Gtid_Set: ⟨gtid⟩",
            "server_uuid da réplica: ⟨su2⟩; GTID ⟨gtid⟩ — a réplica estava 40 s atrás",
            "Deadlock na tabela bookings, transação ⟨xid⟩, binlog ⟨bin⟩:⟨pos⟩",
            "SELECT @@server_uuid; → ⟨su⟩ (writer), ⟨su2⟩ (reader ⟨ip⟩)",
        ),
        _mysql,
        n=10,
    ),
    Kind(
        "aws_resource_ids",
        (
            "⟨svc⟩ runs on ⟨inst⟩ (⟨ami⟩) in ⟨vpc⟩, SG ⟨sg⟩, ENI ⟨eni⟩",
            "arn:aws:kms:⟨region⟩:⟨acct⟩:key/⟨kms⟩ (multi-region key do cofre de cartões)",
            "arn:aws:elasticloadbalancing:⟨region⟩:⟨acct⟩:targetgroup/⟨svc⟩-tg/⟨tg⟩",
            "CloudFront ⟨dist⟩ przed seat-map; Lambda@Edge RequestId ⟨lam⟩",
        ),
        _aws,
        n=10,
    ),
    Kind(
        "aws_request_ids_and_etags",
        (
            "S3 403 on s3://andorinha-bsp-hot-files: x-amz-request-id ⟨reqid⟩, x-amz-id-2 ⟨id2⟩",
            "X-Amz-Cf-Id: ⟨cfid⟩ (erro 502 do CloudFront, ticket aberto na AWS)",
            '{"ETag":"\\"⟨etag2⟩\\"","ChecksumCRC32C":"⟨crc⟩","ChecksumSHA256":"⟨s256⟩",'
            '"VersionId":"⟨x24⟩"}',
            "ETag ⟨etag⟩ pliku HOT się zgadza, RequestId Lambdy ⟨lam⟩",
        ),
        _aws,
        n=10,
    ),
    Kind(
        "image_digests_and_commits",
        (
            "Deployed ⟨svc⟩:⟨tag⟩@sha256:⟨h64⟩ (commit ⟨sha⟩, MR !⟨mr⟩)",
            "$ git log --oneline -3\n⟨short⟩ fix(ticketing): retry TKT on 1A timeout\n"
            "⟨short2⟩ feat(ndc): OrderChange for LH\n⟨sha⟩",
            "Rollback do helm revision ⟨rev⟩ → imagem sha256:⟨h64b⟩; o commit mau era ⟨sha2⟩",
            "image: ⟨acct⟩.dkr.ecr.⟨region⟩.amazonaws.com/⟨svc⟩@sha256:⟨h64⟩",
        ),
        _digests,
        n=10,
    ),
    Kind(
        "file_checksums",
        (
            "$ sha256sum HOT280311PT.dat\n⟨h64⟩  HOT280311PT.dat",
            "md5 do ficheiro ATPCO de tarifas: ⟨t32⟩ (igual ao manifesto, importação OK)",
            "Suma kontrolna paczki NDC schema 21.3: sha256 ⟨h64⟩, sha1 ⟨sha⟩",
            '<file name="fares_2803.zip" size="⟨off⟩" sha256="⟨h64b⟩"/>',
        ),
        _ids,
        n=10,
    ),
    Kind(
        "ssh_public_keys_and_fingerprints",
        (
            "authorized_keys on bastion-lis:\nssh-ed25519 ⟨ed⟩ ⟨who⟩@andorinha",
            "Fingerprint da chave do bastião: ⟨fp⟩ (ED25519); o do SFTP do BSP é ⟨fp2⟩",
            "known_hosts: |1|⟨salt⟩|⟨hh⟩ ssh-ed25519 ⟨ed⟩",
            "ssh-rsa ⟨rsa⟩ deploy@gitlab-runner",
            "Klucz publiczny do weryfikacji podpisu JWT (RS256):\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pub⟩\n-----END PUBLIC KEY-----",
        ),
        _keys,
        n=10,
    ),
    Kind(
        "x509_certificates",
        (
            "Certificado cliente mTLS (público) do gateway NDC, ⟨cn⟩:\n"
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "$ openssl x509 -in client.crt -noout -fingerprint -sha256 -serial\n"
            "sha256 Fingerprint=⟨fp⟩\nserial=⟨serial⟩",
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
        ),
        _certs,
        n=10,
    ),
    Kind(
        "pagination_cursors_and_etags",
        (
            '{"data":[],"meta":{"after":"⟨cur⟩","limit":50}}',
            "GET /v1/orders?after=⟨cur2⟩&limit=50 → 200, ETag ⟨etag⟩",
            "LastEvaluatedKey: ⟨lek⟩",
            "nextPageToken ⟨page⟩ — kursor stronicowania, ważny tylko dla tego zapytania",
            "Amadeus next link: /v2/shopping/flight-offers?page[offset]=⟨offset⟩ "
            "(cursor ⟨cur2⟩ is ours, base64 JSON)",
        ),
        _cursor,
        n=10,
    ),
)
