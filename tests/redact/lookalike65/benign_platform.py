"""Benign look-alikes from the data platform and the edge: AWS ARNs, request ids and key ids
without their secret, Confluent and Kafka ids, Grafana / Datadog / Vault / Bitbucket ids,
digests and lockfile hashes, Twilio SIDs, Starlink terminal ids, Influx ids, base64 payloads,
public keys, certificates and JWKS."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike65.gen import (
    ALNUM,
    B32,
    LOWER_ALNUM,
    PEOPLE,
    SITES,
    SLUGS,
    UHEX,
    Kind,
    b64,
    b64url,
    cert_b64,
    clock,
    day,
    gateway,
    hexs,
    num,
    objectid,
    pick,
    rsa_key,
    ssh_fingerprint,
    ssh_public,
    uuid4,
    x509_pem,
)

_AKIA = "AK" + "IA"
_AC = "A" + "C"
_TENANT = (("CN", "cordillera.us.auth0.com"),)


def _acct(r: Random) -> str:
    return num(r, 12)


def _arns(r: Random) -> dict[str, str]:
    return {
        "acct": _acct(r),
        "ep": pick(r, LOWER_ALNUM, 14),
        "certid": hexs(r, 64),
        "thing": f"{gateway(r)}-{hexs(r, 6)}",
        "db": r.choice(("telemetria_prod", "vibracion", "relaves_piezometros")),
        "table": r.choice(("lecturas_5s", "eventos_bomba", "clima", "nivel_tranque")),
        "date": day(r),
        "time": clock(r),
    }


def _requests(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "t8": f"{2_019_686_400 + r.randrange(59 * 86_400):08x}",
        "t24": hexs(r, 24),
        "p16": hexs(r, 16),
        "h32": hexs(r, 32),
        "ms": f"{r.randint(3, 9000)}.{r.randint(10, 99)}",
        "ms2": str(r.randint(4, 9001)),
        "mem": str(r.randint(80, 500)),
        "dd": f"{r.randint(1, 28):02d}",
        "ddtrace": num(r, 19),
    }


def _key_ids(r: Random) -> dict[str, str]:
    return {
        "akid": _AKIA + pick(r, B32, 16),
        "kid": uuid4(r),
        "mrk": hexs(r, 32),
        "acct": _acct(r),
        "mm": f"{r.randint(1, 12):02d}",
        "dd": f"{r.randint(1, 28):02d}",
        "date": day(r),
        "user": r.choice(("iot-provisioner", "etl-timestream", "grafana-cloudwatch", "ci-deploy")),
    }


def _confluent(r: Random) -> dict[str, str]:
    return {
        "k1": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16),
        "k2": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16),
        "sa": pick(r, LOWER_ALNUM, 6),
        "u": pick(r, LOWER_ALNUM, 6),
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 5),
        "lsrc": pick(r, LOWER_ALNUM, 5),
        "env": pick(r, LOWER_ALNUM, 5),
        "pkc": "pkc-" + pick(r, LOWER_ALNUM, 5),
        "psrc": pick(r, LOWER_ALNUM, 5),
    }


def _kafka(r: Random) -> dict[str, str]:
    o1 = r.randint(1_000_000, 90_000_000)
    avro = b"\x00" + r.randint(100_001, 100_400).to_bytes(4, "big") + r.randbytes(r.randint(40, 90))
    return {
        "gw": gateway(r),
        "o1": str(o1),
        "o2": str(o1 + 1),
        "o3": str(o1 + r.randint(50, 5000)),
        "lag": str(r.randint(0, 40000)),
        "part": str(r.randint(0, 11)),
        "p1": b64(r, r.randint(48, 96)),
        "p2": b64(r, r.randint(48, 96)),
        "p3": base64.b64encode(avro).decode(),
        "sid": str(r.randint(100_001, 100_400)),
        "u": uuid4(r),
    }


def _grafana(r: Random) -> dict[str, str]:
    return {
        "uid": pick(r, LOWER_ALNUM, 14),
        "dsuid": pick(r, LOWER_ALNUM, 14),
        "fuid": pick(r, LOWER_ALNUM, 14),
        "slug": r.choice(SLUGS),
        "site": r.choice(SITES),
        "mon": num(r, 9),
        "gw": gateway(r),
        "tid": num(r, 19),
        "sid": num(r, 19),
        "v": str(r.randint(2, 180)),
        "stack": num(r, 6),
        "inst": num(r, 7),
        "loki": num(r, 6),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "acc": pick(r, ALNUM, 24),
        "ent": uuid4(r),
        "ct": str(2_019_686_400 + r.randrange(59 * 86_400)),
        "date": day(r),
        "time": clock(r),
        "ttl": str(r.choice((1, 8, 24, 72))),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "u": uuid4(r),
        "lease": pick(r, ALNUM, 24),
        "path": r.choice(("pagos/webpay", "pagos/culqi", "edge/mqtt", "sii/certificado")),
    }


def _pipelines(r: Random) -> dict[str, str]:
    return {
        "bn": str(r.randint(120, 4800)),
        "u": uuid4(r),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "m": str(r.randint(3, 12)),
        "pr": str(r.randint(40, 900)),
        "who": r.choice(PEOPLE),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "acct": _acct(r),
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "pod": pick(r, LOWER_ALNUM, 10) + "-" + pick(r, LOWER_ALNUM, 5),
        "gw": gateway(r),
        "ver": f"2034.{r.randint(1, 2):02d}.{r.randint(1, 28)}",
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "a": str(r.randint(0, 12)),
        "b": str(r.randint(0, 9)),
        "i512": b64(r, 64),
        "h": hexs(r, 64),
        "h1": b64(r, 32),
        "h2": b64(r, 32),
        "ver": f"2034.{r.randint(1, 2):02d}.{r.randint(1, 28)}",
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sm": "SM" + hexs(r, 32),
        "sm2": "SM" + hexs(r, 32),
        "mg": hexs(r, 32),
        "ac": hexs(r, 32),
        "ca": hexs(r, 32),
        "pn": hexs(r, 32),
        "ph": num(r, 8),
        "s": str(r.randint(20, 900)),
        "date": day(r),
        "time": clock(r),
    }


def _starlink_fw(r: Random) -> str:
    return f"{uuid4(r)}.uterm.release"


def _starlink(r: Random) -> dict[str, str]:
    return {
        "ut": f"ut{hexs(r, 8)}-{hexs(r, 8)}-{hexs(r, 8)}",
        "ut2": f"ut{hexs(r, 8)}-{hexs(r, 8)}-{hexs(r, 8)}",
        "kit": "KIT" + num(r, 9),
        "router": "Router-" + pick(r, UHEX, 24),
        "fw": _starlink_fw(r),
        "fw2": _starlink_fw(r),
        "site": r.choice(SITES),
        "gw": gateway(r),
        "up": str(r.randint(3000, 2_000_000)),
        "lat": f"{r.randint(28, 95)}.{r.randint(0, 9)}",
    }


def _influx(r: Random) -> dict[str, str]:
    return {
        "slug": r.choice(SLUGS),
        "gw": gateway(r),
        "sensor": f"acc-{r.randint(1, 16):02d}",
        "v": f"{r.uniform(0.01, 9):.3f}",
        "v2": f"{r.uniform(1, 40):.2f}",
        "t": f"{r.uniform(-8, 45):.1f}",
        "ns": str(2_019_686_400 + r.randrange(59 * 86_400)) + num(r, 9),
        "b1": hexs(r, 16),
        "b2": hexs(r, 16),
        "org": hexs(r, 16),
        "site": r.choice(SITES),
    }


def _mqtt(r: Random) -> dict[str, str]:
    gw = gateway(r)
    return {
        "slug": r.choice(SLUGS),
        "gw": gw,
        "p1": b64(r, r.randint(40, 120)),
        "p2": b64(r, r.randint(40, 120)),
        "bat": str(r.randint(20, 100)),
        "rssi": str(r.randint(60, 110)),
        "cid": f"{gw}-{hexs(r, 8)}",
    }


def _pubkeys(r: Random) -> dict[str, str]:
    who = r.choice(PEOPLE)
    gpg = pick(r, UHEX, 40)
    return {
        "pub": ssh_public(r, f"{who}@{r.choice(('laptop', 'bastion-anf', 'arequipa-ws'))}"),
        "hostpub": ssh_public(r, "").rstrip(),
        "fp": ssh_fingerprint(r),
        "gw": gateway(r),
        "o3": str(r.randint(1, 250)),
        "o4": str(r.randint(2, 250)),
        "wgpub": b64(r, 32),
        "wgpeer": b64(r, 32),
        "gpg": " ".join(gpg[i : i + 4] for i in range(0, 40, 4)),
        "who": who,
    }


def _certs(r: Random) -> dict[str, str]:
    thing = f"{gateway(r)}-{hexs(r, 6)}"
    return {
        "cert": x509_pem(r, (("CN", "AWS IoT Certificate"),)),
        "thing": thing,
        "certid": hexs(r, 10),
        "fp": ":".join(pick(r, UHEX, 2) for _ in range(32)),
    }


def _jwks(r: Random) -> dict[str, str]:
    key = rsa_key(r, 2048)
    n = base64.urlsafe_b64encode(key.n.to_bytes(256, "big")).decode().rstrip("=")
    return {
        "n": n,
        "kid": b64url(r, 16),
        "kid2": b64url(r, 16),
        "x5t": b64url(r, 20),
        "x5c": cert_b64(r, _TENANT, _TENANT),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
    }


def _auth0(r: Random) -> dict[str, str]:
    return {
        "oid": objectid(r),
        "g": num(r, 21),
        "con": pick(r, ALNUM, 16),
        "cid": pick(r, ALNUM, 32),
        "logid": "900" + num(r, 53),
        "org": pick(r, ALNUM, 16),
        "rol": pick(r, ALNUM, 16),
        "u": uuid4(r),
        "date": day(r),
        "time": clock(r),
        "ip": f"190.{r.randint(1, 254)}.{r.randint(1, 254)}.{r.randint(1, 254)}",
    }


AWS_ARNS = Kind(
    "aws_arns_iot_endpoints_and_cert_ids",
    (
        "IoT endpoint (ATS) de producción: ⟨ep⟩-ats.iot.sa-east-1.amazonaws.com — el de "
        "us-east-1 es otro.",
        "arn:aws:iot:sa-east-1:⟨acct⟩:cert/⟨certid⟩",
        "aws iot attach-thing-principal --thing-name ⟨thing⟩ --principal "
        "arn:aws:iot:sa-east-1:⟨acct⟩:cert/⟨certid⟩",
        "Timestream: arn:aws:timestream:us-east-1:⟨acct⟩:database/⟨db⟩/table/⟨table⟩ "
        "(retención magnética 5 años)",
        '{\n  "certificateArn": "arn:aws:iot:sa-east-1:⟨acct⟩:cert/⟨certid⟩",\n'
        '  "certificateId": "⟨certid⟩",\n  "status": "ACTIVE",\n'
        '  "creationDate": "⟨date⟩T⟨time⟩-03:00"\n}',
    ),
    _arns,
)

AWS_REQUESTS = Kind(
    "aws_request_and_trace_ids",
    (
        "x-amzn-RequestId: ⟨u⟩\nX-Amzn-Trace-Id: Root=1-⟨t8⟩-⟨t24⟩;Parent=⟨p16⟩;Sampled=1",
        "An error occurred (ThrottlingException) when calling the WriteRecords operation "
        "(reached max retries: 4): Rate exceeded — RequestId ⟨u⟩",
        "REPORT RequestId: ⟨u⟩\tDuration: ⟨ms⟩ ms\tBilled Duration: ⟨ms2⟩ ms\t"
        "Memory Size: 512 MB\tMax Memory Used: ⟨mem⟩ MB",
        "Log stream 2034/02/⟨dd⟩/[$LATEST]⟨h32⟩ de la lambda ingest-khipu-notify",
        "traceparent: 00-⟨h32⟩-⟨p16⟩-01 (en Datadog el mismo trace aparece como ⟨ddtrace⟩)",
    ),
    _requests,
)

AWS_KEY_IDS = Kind(
    "aws_key_ids_without_secrets",
    (
        '{\n  "AccessKeyMetadata": [\n    {\n      "UserName": "⟨user⟩",\n'
        '      "AccessKeyId": "⟨akid⟩",\n      "Status": "Inactive",\n'
        '      "CreateDate": "2033-⟨mm⟩-⟨dd⟩T12:00:00+00:00"\n    }\n  ]\n}',
        "Desactivé la access key ⟨akid⟩ (solo el id; el secreto nunca salió de Vault). Último "
        "uso: ⟨date⟩, servicio timestream.",
        "KMS: alias/telemetria-prod → key id ⟨kid⟩ (arn:aws:kms:sa-east-1:⟨acct⟩:key/⟨kid⟩)",
        "Llave KMS multi-región para los backups de Timestream: mrk-⟨mrk⟩",
        "aws iam update-access-key --access-key-id ⟨akid⟩ --status Inactive --user-name ⟨user⟩",
    ),
    _key_ids,
)

CONFLUENT = Kind(
    "confluent_resource_ids_and_key_list",
    (
        "confluent api-key list\n  Current |       Key        | Description      |   Owner   "
        "| Resource Type |  Resource\n"
        "----------+------------------+------------------+-----------+---------------+"
        "------------\n          | ⟨k1⟩ | etl telemetria   | sa-⟨sa⟩ | kafka         | ⟨lkc⟩\n"
        "  *       | ⟨k2⟩ | schema registry  | u-⟨u⟩  | schema-registry | lsrc-⟨lsrc⟩",
        "Cluster ⟨lkc⟩ en env-⟨env⟩, bootstrap ⟨pkc⟩.sa-east-1.aws.confluent.cloud:9092; "
        "Schema Registry psrc-⟨psrc⟩.",
        "confluent kafka topic create telemetria.cruda.v2 --partitions 12 --cluster ⟨lkc⟩ "
        "--environment env-⟨env⟩",
        "La API key ⟨k1⟩ (solo el id; el secret está en Vault en kv/confluent/etl) es de sa-⟨sa⟩.",
    ),
    _confluent,
)

KAFKA = Kind(
    "kafka_messages_base64",
    (
        "kcat -C -t telemetria.cruda.v2 -p ⟨part⟩ -o -2 -e -f 'offset=%o key=%k %s\\n'\n"
        "offset=⟨o1⟩ key=⟨gw⟩ ⟨p1⟩\noffset=⟨o2⟩ key=⟨gw⟩ ⟨p2⟩\n"
        "(el gateway publica el protobuf ya en base64, por eso se ve así)",
        "Mensaje que botó el consumer (partition ⟨part⟩, offset ⟨o1⟩): value en base64 ⟨p1⟩ — "
        "es protobuf Lectura v2 con un campo nuevo.",
        "Schema Registry: byte mágico 0 + schema id ⟨sid⟩ y después el Avro; en base64: ⟨p3⟩",
        "GROUP           TOPIC               PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\n"
        "etl-timestream  telemetria.cruda.v2 ⟨part⟩          ⟨o1⟩        ⟨o3⟩        ⟨lag⟩",
    ),
    _kafka,
)

GRAFANA_DATADOG = Kind(
    "grafana_and_datadog_ids",
    (
        "https://cordillera.grafana.net/d/⟨uid⟩/vibracion-chancado?orgId=1&var-faena=⟨slug⟩"
        "&from=now-24h",
        "datasource uid ⟨dsuid⟩ (grafana-timestream-datasource): al importar el dashboard hay "
        "que remapearlo.",
        'Monitor ⟨mon⟩ de Datadog ("gateway sin datos > 10 min") saltó en ⟨gw⟩; trace_id ⟨tid⟩, '
        "span_id ⟨sid⟩.",
        '{"dashboard": {"uid": "⟨uid⟩", "title": "Piezómetros ⟨site⟩", "version": ⟨v⟩}, '
        '"folderUid": "⟨fuid⟩", "overwrite": true}',
        "Grafana Cloud stack ⟨stack⟩: instance id de Prometheus ⟨inst⟩, de Loki ⟨loki⟩. Esos "
        "ids van como username; el token va aparte y no se anota.",
    ),
    _grafana,
)

VAULT = Kind(
    "vault_accessors_leases_and_audit_hmacs",
    (
        "Key                 Value\n---                 -----\naccessor            ⟨acc⟩\n"
        "creation_time       ⟨ct⟩\ndisplay_name        approle\nentity_id           ⟨ent⟩\n"
        "expire_time         ⟨date⟩T⟨time⟩-03:00\nid                  n/a\n"
        "policies            [default telemetria-ro]\nttl                 ⟨ttl⟩h",
        '{"time":"⟨date⟩T⟨time⟩Z","type":"response","auth":{"client_token":"hmac-sha256:⟨h1⟩",'
        '"accessor":"hmac-sha256:⟨h2⟩","display_name":"approle","policies":["default",'
        '"webpay-read"]},"request":{"id":"⟨u⟩","operation":"read",'
        '"path":"secret/data/⟨path⟩"}}',
        "vault lease revoke database/creds/timescale-ro/⟨lease⟩",
        "Revocado por accessor: vault token revoke -accessor ⟨acc⟩ (el accessor no sirve para "
        "autenticarse, solo para revocar o consultar).",
    ),
    _vault,
)

PIPELINES = Kind(
    "bitbucket_pipelines_and_commits",
    (
        "Pipeline #⟨bn⟩ ({⟨u⟩}) falló en el step `test-gateway` — commit ⟨sha⟩ de ⟨who⟩",
        "git log --oneline -3\n⟨s1⟩ fix(etl): reintentos a Timestream con backoff\n"
        "⟨s2⟩ feat(edge): buffer en disco cuando se cae Starlink\n"
        "⟨s3⟩ chore: bump confluent-kafka a 2.⟨m⟩.0",
        "git cherry-pick ⟨sha⟩ && git push origin release/2034.02",
        "Merge ⟨sha⟩ into ⟨sha2⟩ — PR #⟨pr⟩ aprobado por ⟨who⟩",
        "BITBUCKET_COMMIT=⟨sha⟩ BITBUCKET_BUILD_NUMBER=⟨bn⟩ BITBUCKET_PIPELINE_UUID={⟨u⟩} "
        "./scripts/publicar-firmware.sh",
    ),
    _pipelines,
)

DIGESTS = Kind(
    "container_image_digests",
    (
        "⟨acct⟩.dkr.ecr.sa-east-1.amazonaws.com/telemetria-etl@sha256:⟨d⟩",
        "kubectl get pod etl-timestream-⟨pod⟩ -o jsonpath='{.status.containerStatuses[0]"
        ".imageID}'\n⟨acct⟩.dkr.ecr.sa-east-1.amazonaws.com/telemetria-etl@sha256:⟨d⟩",
        '{"schemaVersion": 2, "mediaType": "application/vnd.oci.image.index.v1+json", '
        '"manifests": [{"digest": "sha256:⟨d⟩", "platform": {"architecture": "arm64", '
        '"os": "linux"}}, {"digest": "sha256:⟨d2⟩", "platform": {"architecture": "amd64", '
        '"os": "linux"}}]}',
        "El gateway ⟨gw⟩ corre edge-agent:⟨ver⟩ (digest sha256:⟨d⟩); el resto ya está en "
        "sha256:⟨d2⟩.",
    ),
    _digests,
)

LOCKS = Kind(
    "lockfile_and_artifact_hashes",
    (
        '"node_modules/mqtt": {\n  "version": "5.⟨a⟩.⟨b⟩",\n'
        '  "resolved": "https://registry.npmjs.org/mqtt/-/mqtt-5.⟨a⟩.⟨b⟩.tgz",\n'
        '  "integrity": "sha512-⟨i512⟩"\n}',
        '[[package]]\nname = "confluent-kafka"\nversion = "2.⟨a⟩.⟨b⟩"\nfiles = [\n'
        '    {file = "confluent_kafka-2.⟨a⟩.⟨b⟩-cp312-cp312-manylinux_2_28_aarch64.whl", '
        'hash = "sha256:⟨h⟩"},\n]',
        "github.com/eclipse/paho.mqtt.golang v1.⟨a⟩.⟨b⟩ h1:⟨h1⟩\n"
        "github.com/eclipse/paho.mqtt.golang v1.⟨a⟩.⟨b⟩/go.mod h1:⟨h2⟩",
        "sha256sum edge-agent-⟨ver⟩-arm64.tar.gz\n⟨h⟩  edge-agent-⟨ver⟩-arm64.tar.gz",
        "influxdb-client==1.⟨a⟩.⟨b⟩ --hash=sha256:⟨h⟩",
    ),
    _locks,
)

TWILIO = Kind(
    "twilio_sids_and_callbacks",
    (
        "El mensaje ⟨sm⟩ (messaging service MG⟨mg⟩) quedó `undelivered`, error 30003 al +51 9⟨ph⟩.",
        "AccountSid=" + _AC + "⟨ac⟩&MessageSid=⟨sm⟩&MessagingServiceSid=MG⟨mg⟩"
        "&MessageStatus=delivered&To=%2B569⟨ph⟩&ApiVersion=2010-04-01",
        "| SID | To | Status | Date |\n|---|---|---|---|\n| ⟨sm⟩ | +569⟨ph⟩ | delivered | "
        "⟨date⟩ ⟨time⟩ |\n| ⟨sm2⟩ | +569⟨ph⟩ | failed | ⟨date⟩ ⟨time⟩ |",
        "La llamada de escalamiento CA⟨ca⟩ duró ⟨s⟩ s; el número PN⟨pn⟩ es el de guardia "
        "Antofagasta.",
    ),
    _twilio,
)

STARLINK = Kind(
    "starlink_terminal_ids_and_firmware",
    (
        "Terminal ⟨ut⟩ (⟨kit⟩) en ⟨site⟩: software ⟨fw⟩, obstrucción 2,1 %.",
        '{"deviceInfo": {"id": "⟨ut⟩", "hardwareVersion": "rev4_prod2", '
        '"softwareVersion": "⟨fw⟩", "countryCode": "CL"}, "deviceState": {"uptimeS": "⟨up⟩"}, '
        '"popPingLatencyMs": ⟨lat⟩}',
        "| gateway | dish | router |\n|---|---|---|\n| ⟨gw⟩ | ⟨ut⟩ | ⟨router⟩ |\n"
        "| respaldo | ⟨ut2⟩ | — |",
        "Starlink pasó el firmware de ⟨fw⟩ a ⟨fw2⟩ durante la noche y ⟨gw⟩ perdió el DHCP.",
    ),
    _starlink,
)

INFLUX = Kind(
    "influx_ids_and_line_protocol",
    (
        "vibracion,faena=⟨slug⟩,gateway=⟨gw⟩,sensor=⟨sensor⟩ rms=⟨v⟩,peak=⟨v2⟩,temp_c=⟨t⟩ ⟨ns⟩",
        "influx bucket list\nID\t\t\tName\t\tRetention\tOrganization ID\n"
        "⟨b1⟩\tvibracion_raw\t720h0m0s\t⟨org⟩\n⟨b2⟩\tclima_faena\tinfinite\t⟨org⟩",
        'from(bucket: "piezometros")\n  |> range(start: -6h)\n'
        '  |> filter(fn: (r) => r.gateway == "⟨gw⟩")\n  |> aggregateWindow(every: 5m, fn: mean)',
        "Org ID de la Influx de ⟨site⟩: ⟨org⟩; bucket vibracion_raw = ⟨b1⟩. Los ids no son "
        "secretos (el token no va acá).",
    ),
    _influx,
)

MQTT = Kind(
    "mqtt_payloads_base64",
    (
        "mosquitto_sub -t 'cordillera/⟨slug⟩/#' -v\ncordillera/⟨slug⟩/⟨gw⟩/raw ⟨p1⟩\n"
        'cordillera/⟨slug⟩/⟨gw⟩/estado {"bat": ⟨bat⟩, "rssi": -⟨rssi⟩}',
        "Regla de IoT Core: SELECT encode(*, 'base64') AS payload, topic(3) AS gateway FROM "
        "'cordillera/+/+/raw' — ejemplo de salida: "
        '{"payload": "⟨p1⟩", "gateway": "⟨gw⟩"}',
        "Client id ⟨cid⟩ desconectado con reason 0x8E (session taken over); último payload ⟨p2⟩",
        "El firmware v2 manda CBOR; este es un frame de ⟨gw⟩ en base64: ⟨p1⟩ (decodifica a "
        "48 lecturas de piezómetro).",
    ),
    _mqtt,
)

PUBLIC_KEYS = Kind(
    "ssh_and_wireguard_public_keys",
    (
        "Agregar a ~/.ssh/authorized_keys del bastión: ⟨pub⟩",
        "⟨gw⟩.edge.cordillerasensing.cl,10.77.⟨o3⟩.⟨o4⟩ ⟨hostpub⟩",
        "The authenticity of host '⟨gw⟩ (10.77.⟨o3⟩.⟨o4⟩)' can't be established.\n"
        "ED25519 key fingerprint is ⟨fp⟩.\nThis key is not known by any other names.",
        "wg show wg0\ninterface: wg0\n  public key: ⟨wgpub⟩\n  private key: (hidden)\n"
        "  listening port: 51820\n\npeer: ⟨wgpeer⟩\n  endpoint: 190.⟨o3⟩.⟨o4⟩.12:51820\n"
        "  allowed ips: 10.77.⟨o3⟩.⟨o4⟩/32\n  latest handshake: 41 seconds ago",
        "Los releases del edge-agent se firman con la llave GPG ⟨gpg⟩ (rsa4096, ⟨who⟩).",
    ),
    _pubkeys,
)

CERTS = Kind(
    "x509_certificates",
    (
        "⟨cert⟩",
        "AWS IoT: certificado del thing ⟨thing⟩ (⟨certid⟩-certificate.pem.crt):\n\n⟨cert⟩",
        "openssl x509 -in device.pem.crt -noout -fingerprint -sha256\nsha256 Fingerprint=⟨fp⟩",
        "ca.crt del broker MQTT (cadena pública, se puede versionar):\n```\n⟨cert⟩\n```",
    ),
    _certs,
)

JWKS = Kind(
    "auth0_jwks_documents",
    (
        '{\n  "keys": [\n    {\n      "kty": "RSA",\n      "use": "sig",\n      "n": "⟨n⟩",\n'
        '      "e": "AQAB",\n      "kid": "⟨kid⟩",\n      "x5t": "⟨x5t⟩",\n'
        '      "x5c": ["⟨x5c⟩"],\n      "alg": "RS256"\n    }\n  ]\n}',
        "https://cordillera.us.auth0.com/.well-known/jwks.json rotó el kid: antes ⟨kid2⟩, "
        "ahora ⟨kid⟩.",
        'Credencial pública del private_key_jwt (JWK, sin "d"): {"kty": "EC", "crv": "P-256", '
        '"x": "⟨x⟩", "y": "⟨y⟩", "kid": "⟨kid⟩", "use": "sig", "alg": "ES256"}',
        "InvalidSignatureError en la API: el token traía kid ⟨kid2⟩, que ya no está en el "
        "JWKS (solo ⟨kid⟩, x5t ⟨x5t⟩).",
    ),
    _jwks,
)

AUTH0 = Kind(
    "auth0_ids_and_logs",
    (
        '{"date": "⟨date⟩T⟨time⟩.044Z", "type": "s", '
        '"connection": "Username-Password-Authentication", "connection_id": "con_⟨con⟩", '
        '"client_id": "⟨cid⟩", "client_name": "Portal Clientes", "ip": "⟨ip⟩", '
        '"user_id": "auth0|⟨oid⟩", "log_id": "⟨logid⟩"}',
        "Usuarios duplicados: auth0|⟨oid⟩ y google-oauth2|⟨g⟩ son la misma persona; linkear.",
        "Organización org_⟨org⟩ con conexión con_⟨con⟩; el rol rol_⟨rol⟩ es lector-telemetria.",
        "La Action `agregar-faenas-al-token` (id ⟨u⟩) agrega el claim "
        "https://cordillerasensing.cl/faenas al access token; no guarda nada secreto.",
    ),
    _auth0,
)

PLATFORM: tuple[Kind, ...] = (
    AWS_ARNS,
    AWS_REQUESTS,
    AWS_KEY_IDS,
    CONFLUENT,
    KAFKA,
    GRAFANA_DATADOG,
    VAULT,
    PIPELINES,
    DIGESTS,
    LOCKS,
    TWILIO,
    STARLINK,
    INFLUX,
    MQTT,
    PUBLIC_KEYS,
    CERTS,
    JWKS,
    AUTH0,
)
