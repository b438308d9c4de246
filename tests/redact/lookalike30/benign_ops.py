"""Benign look-alikes from the team's infrastructure: GCP resource names (Secret Manager
references included), commit SHAs and image digests, Kafka ids and offsets, PostgreSQL
output without passwords, trace/request/idempotency ids, base64 message payloads, Firebase
app ids, SSH public keys and fingerprints, version strings and device identifiers.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike30.gen import (
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    cnpj,
    date,
    digits,
    hexs,
    hhmmss,
    money,
    num,
    pick,
    uhex,
    uuid4,
)

_SECRET_NAMES = (
    "cielo-merchant-key",
    "iyzico-secret-key",
    "nfe-a1-password",
    "pg-pdv-app-password",
    "confluent-api-secret",
    "nfce-csc",
    "efi-client-secret",
    "loyalty-jwt-secret",
)


def _gcp(r: Random) -> dict[str, str]:
    return {
        "secret": r.choice(_SECRET_NAMES),
        "pnum": num(r, 12),
        "ver": str(r.randint(1, 19)),
        "sa": r.choice(("pos-settlement", "nfe-signer", "loyalty-api", "kafka-connect")),
        "ring": r.choice(("pdv-keys", "tokenizer", "fiscal")),
        "kver": str(r.randint(1, 7)),
        "op": "operation-" + num(r, 13) + "-" + hexs(r, 13) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
        "inst": r.choice(("pdv-prod-01", "ledger-prod", "loyalty-pg")),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "short": hexs(r, 7),
        "digest": hexs(r, 64),
        "tag": f"4.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "img": r.choice(("pdv-gateway", "nfe-signer", "settlement-worker", "loyalty-api")),
        "sum": hexs(r, 64),
    }


def _kafka(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, B64URL, 22),
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 6),
        "off": num(r, r.choice((7, 8, 9))),
        "lag": str(r.randint(0, 90000)),
        "part": str(r.randint(0, 23)),
        "key": cnpj(r) + "-" + num(r, 6),
        "pid": num(r, 6),
        "member": "consumer-settlement-1-" + uuid4(r),
        "topic": r.choice(("pdv.sales.v3", "pix.webhooks", "nfe.autorizadas", "loyalty.points")),
    }


def _pg(r: Random) -> dict[str, str]:
    return {
        "lsn": f"{r.randint(1, 0x3F):X}/{uhex(r, 8)}",
        "lsn2": f"{r.randint(1, 0x3F):X}/{uhex(r, 8)}",
        "qid": "-" + num(r, 19) if r.random() < 0.5 else num(r, 19),
        "chk": str(-r.randint(10**8, 2**31 - 1)),
        "md5": hexs(r, 32),
        "host": r.choice(("10.40.0.12", "pg-pdv-prod.internal", "10.40.8.3")),
        "xid": num(r, 9),
        "v": "V" + str(r.randint(40, 212)),
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": num(r, 19),
        "tp": f"00-{hexs(r, 32)}-{hexs(r, 16)}-01",
        "rid": uuid4(r),
        "idem": uuid4(r),
        "ins": hexs(r, 16),
        "ts": date(r) + "T" + hhmmss(r) + "Z",
    }


def _pubsub(r: Random) -> dict[str, str]:
    event = {
        "event": r.choice(("sale.closed", "nfe.authorized", "pix.received", "points.earned")),
        "store": str(r.randint(1, 64)).zfill(3),
        "amount": money(r),
        "id": uuid4(r),
    }
    raw = json.dumps(event, separators=(",", ":"))
    return {
        "data": b64_of(raw),
        "raw": raw,
        "mid": num(r, 16),
        "ts": date(r) + "T" + hhmmss(r) + ".512Z",
        "blob": b64(r, r.choice((24, 36, 48))),
    }


def _firebase(r: Random) -> dict[str, str]:
    pnum = num(r, 12)
    return {
        "appid": f"1:{pnum}:android:{hexs(r, 22)}",
        "iosid": f"1:{pnum}:ios:{hexs(r, 22)}",
        "pnum": pnum,
        "cid": f"{pnum}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "sha1": ":".join(uhex(r, 2) for _ in range(20)),
        "sha256": ":".join(uhex(r, 2) for _ in range(32)),
        "inst": pick(r, B64URL, 22),
    }


def _ssh(r: Random) -> dict[str, str]:
    return {
        "ed": "AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(r, B64URL.replace("-", "+").replace("_", "/"), 43),
        "fp": "SHA256:" + b64(r, 32).rstrip("="),
        "who": r.choice(
            ("deploy@pdv-bastion", "ci@github-actions", "emre@izmir-dev", "ana@ctba-dev")
        ),
        "host": r.choice(("bastion.varejo-pdv.internal", "10.40.0.2", "sftp.cielo.com.br")),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "app": f"4.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "build": f"{date(r).replace('-', '')}.{hexs(r, 7)}",
        "code": str(r.randint(4100, 4999)),
        "fw": f"{r.randint(1, 3)}.{r.randint(0, 9)}.{r.randint(100, 999)}.{r.randint(1000, 9999)}",
        "kernel": f"{r.randint(1, 4)}.{r.randint(0, 9)}.{r.randint(0, 30)}",
        "sha": hexs(r, 40),
        "apk": hexs(r, 64),
    }


def _device(r: Random) -> dict[str, str]:
    return {
        "aid": hexs(r, 16),
        "imei": "35" + digits(r, 13),
        "iccid": "8955" + digits(r, 15),
        "mac": ":".join(uhex(r, 2) for _ in range(6)),
        "sn": r.choice(("18", "17")) + num(r, 8),
        "fid": pick(r, B64URL, 22),
        "loja": str(r.randint(1, 64)).zfill(3),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "gcp_resource_names",
        (
            "O segredo vem do Secret Manager: projects/⟨pnum⟩/secrets/⟨secret⟩/versions/⟨ver⟩",
            "gcloud secrets versions access latest --secret=⟨secret⟩ --project=varejo-pdv-prod "
            "(só pelo SA ⟨sa⟩)",
            "KMS key: projects/varejo-pdv-prod/locations/southamerica-east1/keyRings/⟨ring⟩/"
            "cryptoKeys/pan-dek/cryptoKeyVersions/⟨kver⟩",
            "valueFrom:\n  secretKeyRef:\n    name: ⟨secret⟩\n    key: latest",
            "Cloud SQL ⟨inst⟩ patch stuck: ⟨op⟩",
            "⟨sa⟩@varejo-pdv-prod.iam.gserviceaccount.com has roles/secretmanager.secretAccessor "
            "on ⟨secret⟩",
        ),
        _gcp,
        n=11,
    ),
    Kind(
        "git_shas_and_digests",
        (
            "Hotfix do arredondamento do troco: ⟨sha⟩ (tag v⟨tag⟩)",
            "southamerica-east1-docker.pkg.dev/varejo-pdv-prod/pdv/⟨img⟩@sha256:⟨digest⟩",
            "git revert ⟨short⟩ — broke the boleto parser on 47-digit lines",
            "sha256sum pdv-android-⟨tag⟩.apk\n⟨sum⟩  pdv-android-⟨tag⟩.apk",
            "Bisect: bom ⟨sha⟩, ruim ⟨sha2⟩",
        ),
        _git,
        n=11,
    ),
    Kind(
        "kafka_ids_and_offsets",
        (
            "Cluster id ⟨cid⟩ (⟨lkc⟩), tópico ⟨topic⟩ partição ⟨part⟩ parou no offset ⟨off⟩",
            "GROUP settlement TOPIC ⟨topic⟩ PARTITION ⟨part⟩ CURRENT-OFFSET ⟨off⟩ LAG ⟨lag⟩ "
            "CONSUMER-ID ⟨member⟩",
            "Message key is cnpj-nsu, e.g. ⟨key⟩, so a store's sales stay ordered.",
            "kafka-console-consumer --topic ⟨topic⟩ --partition ⟨part⟩ --offset ⟨off⟩ "
            "--max-messages 1",
            "ProducerFencedException for producerId ⟨pid⟩ after the ⟨lkc⟩ roll",
        ),
        _kafka,
        n=11,
    ),
    Kind(
        "postgres_output",
        (
            "Réplica atrasada: pg_current_wal_lsn ⟨lsn⟩, replay_lsn ⟨lsn2⟩",
            "queryid ⟨qid⟩ responde por 40% do tempo no pg_stat_statements",
            "Flyway: Migration checksum mismatch for migration version ⟨v⟩\n"
            "-> Applied to database : ⟨chk⟩",
            'psql "host=⟨host⟩ dbname=pdv user=pdv_app sslmode=verify-full" '
            "# senha via IAM / .pgpass, não aqui",
            "Liquibase MD5SUM 9:⟨md5⟩ for changeset 2028-06-nfe-index",
            "ERROR: could not serialize access due to concurrent update (xid ⟨xid⟩)",
        ),
        _pg,
        n=11,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "X-Cloud-Trace-Context: ⟨trace⟩/⟨span⟩;o=1",
            "traceparent: ⟨tp⟩",
            "Idempotency-Key: ⟨idem⟩ — reenviar com a mesma chave não cobra de novo",
            '{"severity":"ERROR","logging.googleapis.com/trace":"projects/varejo-pdv-prod/'
            'traces/⟨trace⟩","requestId":"⟨rid⟩","timestamp":"⟨ts⟩"}',
            "Cloud Run instance ⟨ins⟩ had the 502s; request id ⟨rid⟩",
        ),
        _trace,
        n=11,
    ),
    Kind(
        "base64_message_payloads",
        (
            '{"message":{"data":"⟨data⟩","messageId":"⟨mid⟩","publishTime":"⟨ts⟩"},'
            '"subscription":"projects/varejo-pdv-prod/subscriptions/nfe-push"}',
            "Pub/Sub data decodifica para ⟨raw⟩ — base64 é só o envelope: ⟨data⟩",
            "echo ⟨data⟩ | base64 -d",
            "Kafka header x-sale-ctx=⟨blob⟩ (protobuf SaleContext, não tem dado de cartão)",
        ),
        _pubsub,
        n=10,
    ),
    Kind(
        "firebase_app_ids",
        (
            "google-services.json: mobilesdk_app_id ⟨appid⟩, project_number ⟨pnum⟩",
            "Crashlytics upload needs the app id ⟨iosid⟩ — not a secret",
            "OAuth client id (Android, public): ⟨cid⟩",
            "Play App Signing SHA-1 ⟨sha1⟩\nSHA-256 ⟨sha256⟩",
            "Installation id ⟨inst⟩ sends duplicated points.earned events",
        ),
        _firebase,
        n=11,
    ),
    Kind(
        "ssh_public_keys",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩",
            "authorized_keys on ⟨host⟩ now has only ssh-ed25519 ⟨ed⟩ ⟨who⟩",
            "Host key fingerprint for ⟨host⟩ is ⟨fp⟩ (ED25519) — check before accepting",
            "ssh-keygen -lf id_ed25519.pub → 256 ⟨fp⟩ ⟨who⟩ (ED25519)",
        ),
        _ssh,
        n=10,
    ),
    Kind(
        "version_and_build_strings",
        (
            "pdv-android ⟨app⟩ (versionCode ⟨code⟩, build ⟨build⟩)",
            "PAX firmware ⟨fw⟩, EMV kernel L2 ⟨kernel⟩ — homologado pela Cielo",
            "Release ⟨app⟩+⟨sha⟩ promoted to 10% of stores",
            "APK signing cert SHA-256 digest: ⟨apk⟩",
            "Sürüm ⟨app⟩ Izmir mağazalarında ⟨build⟩ yapısıyla çalışıyor",
        ),
        _versions,
        n=10,
    ),
    Kind(
        "device_identifiers",
        (
            "Android ID do POS da loja ⟨loja⟩: ⟨aid⟩ (muda após factory reset)",
            "IMEI ⟨imei⟩, ICCID ⟨iccid⟩ — chip da Vivo no terminal ⟨sn⟩",
            "| loja | serial | android_id | MAC |\n|---|---|---|---|\n"
            "| ⟨loja⟩ | ⟨sn⟩ | ⟨aid⟩ | ⟨mac⟩ |",
            "FCM installation ⟨fid⟩ registered for device ⟨aid⟩",
            "Terminal ⟨sn⟩ çevrimdışı: IMEI ⟨imei⟩, son sinyal 2028-06-10",
        ),
        _device,
        n=10,
    ),
)
