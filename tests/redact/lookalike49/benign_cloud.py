"""Benign look-alikes of the delivery and data side: AWS request ids, Akamai reference ids
and property ids, Fastly request and service ids and edge headers, GCS object generations,
BigQuery job ids and results, GKE workload ids and trace ids."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike49.gen import (
    ALNUM,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    aws_account,
    b64,
    b64_of,
    day,
    epoch,
    hexs,
    ip10,
    num,
    one,
    pick,
    programme,
    ulid,
    uuid4,
    when,
)

_POPS = ("HEL", "ARN", "OSL", "CPH", "FRA", "AMS")


def _aws_ids(r: Random) -> dict[str, str]:
    return {
        "rid": pick(r, UPPER_ALNUM, 16),
        "id2": b64(r, 57),
        "etag": hexs(r, 32),
        "parts": str(r.randint(2, 180)),
        "ver": pick(r, ALNUM + "._", 32),
        "req": uuid4(r),
        "ep": ulid(r),
        "sha": b64(r, 32),
        "acct": aws_account(r),
        "ev": uuid4(r),
    }


def _akamai_ref(r: Random) -> dict[str, str]:
    ts = str(epoch(r))
    return {
        "n": str(r.choice((0, 18, 41, 97, 131))),
        "ip": hexs(r, 8),
        "ts": ts,
        "h": hexs(r, r.choice((7, 8))),
        "ip2": hexs(r, 8),
        "h2": hexs(r, 8),
        "rq": hexs(r, 7),
        "ep": ulid(r),
    }


def _akamai_props(r: Random) -> dict[str, str]:
    return {
        "prp": num(r, 6),
        "ctr": "1-" + pick(r, UPPER_ALNUM, 6),
        "grp": num(r, 5),
        "cp": num(r, 6),
        "atv": num(r, 8),
        "ehn": num(r, 7),
        "ver": str(r.randint(12, 240)),
        "serial": str(r.randint(1000, 2400)),
        "ep": ulid(r),
    }


def _fastly_ids(r: Random) -> dict[str, str]:
    return {
        "sid": pick(r, ALNUM, 22),
        "sid2": pick(r, ALNUM, 22),
        "ver": str(r.randint(40, 900)),
        "xid": hexs(r, 40),
        "purge": f"{num(r, 5)}-{epoch(r)}-{num(r, 6)}",
        "req": uuid4(r),
        "ep": ulid(r),
        "tls": pick(r, ALNUM, 22),
    }


def _fastly_headers(r: Random) -> dict[str, str]:
    pop = one(r, _POPS)
    pop2 = one(r, _POPS)
    return {
        "node": f"cache-{pop.lower()}{num(r, 7)}-{pop}",
        "node2": f"cache-{pop2.lower()}{num(r, 7)}-{pop2}",
        "timer": f"S{epoch(r)}.{num(r, 6)},VS0,VE{r.randint(1, 300)}",
        "digest": hexs(r, 64),
        "ep": ulid(r),
        "p": programme(r),
        "hits": str(r.randint(0, 40)),
    }


def _gcs(r: Random) -> dict[str, str]:
    gen = str(epoch(r) * 1_000_000 + r.randrange(1_000_000))
    return {
        "gen": gen,
        "gen2": str(int(gen) + r.randint(10_000, 9_000_000)),
        "md5": b64(r, 16),
        "crc": b64(r, 4),
        "etag": b64_of(bytes([0x08]) + r.randbytes(7) + bytes([0x10, 0x01])),
        "ep": ulid(r),
        "size": str(r.randint(10_000_000, 90_000_000_000)),
        "t": when(r),
        "meta": str(r.randint(1, 6)),
    }


def _bq_jobs(r: Random) -> dict[str, str]:
    return {
        "ux": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
        "cli": f"bqjob_r{hexs(r, 16)}_{hexs(r, 16)}_1",
        "py": uuid4(r),
        "sched": f"scheduled_query_{hexs(r, 8)}-0000-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
        "gb": f"{r.randint(1, 900)}.{r.randint(0, 9)}",
        "dd": day(r),
    }


def _bq_results(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "h3": hexs(r, 64),
        "f1": str(r.randint(-(2**63), 2**63 - 1)),
        "f2": str(r.randint(-(2**63), 2**63 - 1)),
        "c1": str(r.randint(10, 99000)),
        "c2": str(r.randint(10, 99000)),
        "c3": str(r.randint(10, 99000)),
        "p": programme(r),
        "p2": programme(r),
        "dd": day(r),
    }


def _gke(r: Random) -> dict[str, str]:
    return {
        "rs": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        "pod": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "node": f"gke-play-prod-pool-{r.randint(1, 4)}-{hexs(r, 8)}-{pick(r, LOWER_ALNUM, 4)}",
        "cid": hexs(r, 64),
        "digest": hexs(r, 64),
        "uid": uuid4(r),
        "rv": num(r, 9),
        "ip": ip10(r),
        "age": f"{r.randint(1, 59)}m",
        "restarts": str(r.randint(0, 12)),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "span19": num(r, 19),
        "req": uuid4(r),
        "insert": pick(r, LOWER_ALNUM, r.randint(14, 18)),
        "t": when(r),
        "ep": ulid(r),
        "ms": str(r.randint(3, 9000)),
    }


CLOUD: tuple[Kind, ...] = (
    Kind(
        "aws_request_ids_and_etags",
        (
            "x-amz-request-id: ⟨rid⟩\nx-amz-id-2: ⟨id2⟩",
            "$ aws s3api head-object --bucket kajo-mezzanine --key ⟨ep⟩/master.mxf\n{\n"
            '    "ETag": "\\"⟨etag⟩-⟨parts⟩\\"",\n    "VersionId": "⟨ver⟩",\n'
            '    "ChecksumSHA256": "⟨sha⟩",\n    "ContentType": "application/mxf"\n}',
            "An error occurred (AccessDenied) when calling the PutObject operation: Access "
            "Denied (Service: Amazon S3; Status Code: 403; Request ID: ⟨rid⟩; "
            "S3 Extended Request ID: ⟨id2⟩)",
            "CloudTrail eventID ⟨ev⟩ näyttää CreateJob-kutsun tililtä ⟨acct⟩ (requestID ⟨req⟩).",
            'ETag "⟨etag⟩" stämmer med lokala md5, så uppladdningen av ⟨ep⟩ är hel.',
        ),
        _aws_ids,
    ),
    Kind(
        "akamai_reference_ids",
        (
            "Access Denied\nYou don't have permission to access "
            '"http&#58;&#47;&#47;kajo-vod&#46;akamaized&#46;net&#47;vod&#47;⟨ep⟩&#47;" on '
            "this server.\nReference&#32;&#35;⟨n⟩&#46;⟨ip⟩&#46;⟨ts⟩&#46;⟨h⟩",
            "Katsoja lähetti virhesivun: Reference #⟨n⟩.⟨ip⟩.⟨ts⟩.⟨h⟩ (HEL-reunalla).",
            "Akamai-GRN: 0.⟨ip2⟩.⟨ts⟩.⟨h2⟩",
            "X-Akamai-Request-ID: ⟨rq⟩.⟨h2⟩\nX-Cache: TCP_MISS from a23-45-67-89.deploy."
            "akamaitechnologies.com (AkamaiGHost/22.4.1-⟨ts⟩) (-)",
            "Supportärendet hänvisar till referensnummer ⟨n⟩.⟨ip⟩.⟨ts⟩.⟨h⟩ – Akamai "
            "behöver det för att hitta loggraden.",
        ),
        _akamai_ref,
    ),
    Kind(
        "akamai_property_ids",
        (
            "akamai property-manager activate-version --property prp_⟨prp⟩ --version ⟨ver⟩ "
            "--network staging",
            "Property kajo-vod: prp_⟨prp⟩, contract ctr_⟨ctr⟩, group grp_⟨grp⟩, CP code ⟨cp⟩",
            "X-Cache-Key: S/L/⟨cp⟩/⟨serial⟩/30d/kajo-vod.akamaized.net/vod/⟨ep⟩/hls/master.m3u8",
            "Aktivointi atv_⟨atv⟩ valmis ~7 min; edge hostname ehn_⟨ehn⟩ = kajo-vod.akamaized.net",
            '{"propertyId": "prp_⟨prp⟩", "contractId": "ctr_⟨ctr⟩", "groupId": "grp_⟨grp⟩",'
            ' "propertyVersion": ⟨ver⟩}',
        ),
        _akamai_props,
    ),
    Kind(
        "fastly_request_and_service_ids",
        (
            "fastly service-version clone --service-id ⟨sid⟩ --version ⟨ver⟩",
            "Fastly-palvelu play-api = ⟨sid⟩, play-images = ⟨sid2⟩",
            '$ fastly purge --service-id ⟨sid⟩ --key ep-⟨ep⟩\n{"status": "ok", "id": "⟨purge⟩"}',
            "X-Fastly-Request-ID: ⟨xid⟩\nX-Request-Id: ⟨req⟩",
            "TLS-aktivering ⟨tls⟩ för play.kajo.se i tjänsten ⟨sid⟩ (version ⟨ver⟩).",
        ),
        _fastly_ids,
    ),
    Kind(
        "fastly_edge_headers",
        (
            "X-Served-By: ⟨node⟩, ⟨node2⟩\nX-Cache: MISS, HIT\nX-Cache-Hits: 0, ⟨hits⟩\n"
            "X-Timer: ⟨timer⟩",
            "Fastly-Debug-Digest: ⟨digest⟩",
            "Surrogate-Key: ep-⟨ep⟩ prog-⟨p⟩ manifests",
            "Hidas vastaus tuli solmusta ⟨node⟩ (X-Timer ⟨timer⟩).",
            "curl -sI -H 'Fastly-Debug: 1' https://play.kajo.fi/api/v2/episodes/⟨ep⟩ | "
            "grep -i digest\nfastly-debug-digest: ⟨digest⟩",
        ),
        _fastly_headers,
    ),
    Kind(
        "gcs_object_generations",
        (
            "gsutil ls -a gs://kajo-play-subs/⟨ep⟩/\ngs://kajo-play-subs/⟨ep⟩/fi.vtt#⟨gen⟩\n"
            "gs://kajo-play-subs/⟨ep⟩/fi.vtt#⟨gen2⟩",
            "gcloud storage cp gs://kajo-thumbs/⟨ep⟩/poster.jpg#⟨gen⟩ .  # vanha versio",
            "creation_time: ⟨t⟩\ncrc32c_hash: ⟨crc⟩\netag: ⟨etag⟩\ngeneration: '⟨gen⟩'\n"
            "md5_hash: ⟨md5⟩\nmetageneration: ⟨meta⟩\nsize: ⟨size⟩",
            "x-goog-generation: ⟨gen⟩\nx-goog-metageneration: ⟨meta⟩\n"
            "x-goog-hash: crc32c=⟨crc⟩\nx-goog-hash: md5=⟨md5⟩",
            "Precondition med ifGenerationMatch=⟨gen⟩ misslyckades (412) – filen hade "
            "redan skrivits om.",
        ),
        _gcs,
    ),
    Kind(
        "bigquery_job_ids",
        (
            "BigQuery error in query operation: Error processing job "
            "'kajo-analytics:⟨cli⟩': Resources exceeded during query execution",
            "Konsolin kysely ⟨ux⟩ skannasi ⟨gb⟩ GB – lisää partitiosuodatin.",
            "bq show -j --location=EU kajo-analytics:⟨cli⟩",
            "job = client.query(sql, job_id='⟨py⟩')  # idempotent retry, samma id",
            "Schemalagda frågan körde som ⟨sched⟩ den 2031-06-⟨dd⟩ och skrev play_events_daily.",
        ),
        _bq_jobs,
    ),
    Kind(
        "bigquery_hashed_viewer_ids",
        (
            "+------------------------------------------------------------------+-------+\n"
            "|                           viewer_hash                            | plays |\n"
            "+------------------------------------------------------------------+-------+\n"
            "| ⟨h1⟩ | ⟨c1⟩ |\n| ⟨h2⟩ | ⟨c2⟩ |\n"
            "+------------------------------------------------------------------+-------+",
            "SELECT TO_HEX(SHA256(CONCAT(@salt_id, viewer_id))) AS viewer_hash, "
            "COUNT(*) FROM play_events.events_203106⟨dd⟩ GROUP BY 1 -- tulos esim. ⟨h3⟩",
            "FARM_FINGERPRINT(device_id) gav ⟨f1⟩ och ⟨f2⟩ för samma tv – två app-installationer.",
            '[{"programme_id":"⟨p⟩","viewer_hash":"⟨h1⟩","minutes":⟨c1⟩},'
            '{"programme_id":"⟨p2⟩","viewer_hash":"⟨h2⟩","minutes":⟨c2⟩}]',
        ),
        _bq_results,
    ),
    Kind(
        "gke_workload_ids",
        (
            "NAME                                     READY   STATUS    RESTARTS   AGE\n"
            "transcode-worker-⟨rs⟩-⟨pod⟩    1/1     Running   ⟨restarts⟩          ⟨age⟩",
            "containerID: containerd://⟨cid⟩\nimage: europe-north1-docker.pkg.dev/"
            "kajo-play-prod/transcode/worker@sha256:⟨digest⟩",
            "Node ⟨node⟩ joutui preemptoiduksi, podi uid ⟨uid⟩ siirtyi.",
            'metadata:\n  name: play-api\n  resourceVersion: "⟨rv⟩"\n  uid: ⟨uid⟩',
            "kubectl describe pod transcode-worker-⟨rs⟩-⟨pod⟩ -n transcode | grep IP\nIP:  ⟨ip⟩",
        ),
        _gke,
    ),
    Kind(
        "trace_and_correlation_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "X-Cloud-Trace-Context: ⟨trace⟩/⟨span19⟩;o=1",
            '{"severity": "ERROR", "message": "upstream timeout after ⟨ms⟩ms", '
            '"logging.googleapis.com/trace": "projects/kajo-play-prod/traces/⟨trace⟩", '
            '"insertId": "⟨insert⟩", "timestamp": "⟨t⟩"}',
            "Katsojan virheraportin correlation id ⟨req⟩ → trace ⟨trace⟩ (jakso ⟨ep⟩)",
            "x-request-id ⟨req⟩ syns både i Fastly-loggen och i play-api, span ⟨span⟩.",
        ),
        _traces,
    ),
)
