"""Benign look-alikes: cloud, vault, data-platform and build identifiers and public material."""

from __future__ import annotations

import gzip
import json
from random import Random

from tests.redact.lookalike51.gen import (
    ALNUM,
    B64STD,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    epoch,
    hexs,
    iso,
    num,
    pick,
    rsa_public_b64,
    ssh_ed25519_pub,
    ulid,
    uuid4,
    wrap,
)
from tests.redact.lookalike51.true_secrets import PEOPLE, REGIONS, okta_id

_ALIASES = ("edr-telemetry", "vault-unseal", "snowflake-stage", "console-db", "sensor-uploads")


def _kms(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "region": r.choice(REGIONS),
        "kid": uuid4(r),
        "mrk": hexs(r, 32),
        "alias": r.choice(_ALIASES),
        "ts": iso(r, "+03:00"),
        "days": str(r.choice((90, 180, 365))),
    }


_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _pubkeys(r: Random) -> dict[str, str]:
    rsa = rsa_public_b64(r)
    return {
        "edpub": ssh_ed25519_pub(r),
        "who": r.choice(PEOPLE) + r.choice(("@TLV-MBP", "@kyiv-bastion-01", "@shomera.io")),
        "rsapub": rsa,
        "pem": wrap(rsa_public_b64(r), 64),
        "user": r.choice(("SVC_EDR_INGEST", "SVC_DBT", "SVC_AIRFLOW", "OLEKSII_B")),
        "kid": b64url(r, 32),
        "n": b64url(r, 256),
        "fp": b64(r, 32),
        "age": pick(r, _BECH32, 58),
    }


def _vault_meta(r: Random) -> dict[str, str]:
    return {
        "lease": pick(r, ALNUM, 24),
        "acc": pick(r, ALNUM, 24),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "uuid": uuid4(r),
        "vu": pick(r, ALNUM, 20),
        "ep": str(epoch(r)),
        "m1": hexs(r, 8),
        "m2": hexs(r, 8),
        "m3": hexs(r, 8),
        "ts": iso(r)[:-1] + f".{num(r, 6)}Z",
        "path": r.choice(
            ("kv/data/edr/ingest", "database/creds/readonly", "aws/creds/kinesis-writer")
        ),
    }


def _qid(r: Random) -> str:
    return f"01{hexs(r, 6)}-0{hexs(r, 3)}-{hexs(r, 4)}-0000-{hexs(r, 12)}"


def _snowflake_q(r: Random) -> dict[str, str]:
    return {
        "qid": _qid(r),
        "tbl": r.choice(("PROCESS_EVENTS_V2", "NETWORK_FLOWS", "DNS_QUERIES", "FILE_WRITES")),
        "org": r.choice(("shomera", "shomeraedr")),
        "acct": r.choice(("edr_prod", "analytics", "edr_staging")),
        "wh": r.choice(("ANALYST_WH", "INGEST_WH", "DBT_XL_WH")),
        "tb": f"{r.randint(1, 9)}.{r.randint(0, 9)}",
    }


def _snowflake_int(r: Random) -> dict[str, str]:
    loc = pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 2) + num(r, 5)
    return {
        "acct": num(r, 12),
        "acct2": num(r, 12),
        "iu": f"{pick(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 4)}0000-s",
        "ext": f"{loc}_SFCRole=2_{pick(r, B64STD, 27)}=",
        "sq": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 12),
        "LOC": loc,
        "loc": loc.lower(),
        "region": r.choice(("eu-central-1", "eu-west-1")),
    }


def _kinesis(r: Random) -> dict[str, str]:
    return {
        "sh": str(r.randint(0, 31)).zfill(12),
        "seq": "49" + num(r, 54),
        "it": b64(r, r.choice((180, 204, 228))),
        "acct": num(r, 12),
        "region": r.choice(REGIONS),
        "ep": str(epoch(r)),
        "min": str(r.randint(3, 14)),
    }


def _sm_meta(r: Random) -> dict[str, str]:
    name = r.choice(
        (
            "prod/edr-ingest/snowflake",
            "prod/okta/scim-token",
            "prod/pagerduty/api",
            "staging/console/postgres",
            "prod/slack/alerts-bot",
        )
    )
    return {
        "acct": num(r, 12),
        "region": r.choice(REGIONS),
        "name": name,
        "suf": pick(r, ALNUM, 6),
        "vid1": uuid4(r),
        "vid2": uuid4(r),
        "fn": r.choice(("sm-rotate-snowflake", "sm-rotate-postgres", "SecretsManagerRDSRotation")),
        "ts": iso(r, "+03:00"),
        "days": str(r.choice((7, 30, 60, 90))),
        "tf": r.choice(("snowflake", "pg", "okta_scim", "pagerduty")),
    }


def _colon(hex_str: str) -> str:
    return ":".join(hex_str[i : i + 2] for i in range(0, len(hex_str), 2))


def _certs(r: Random) -> dict[str, str]:
    ser = hexs(r, 32).upper()
    return {
        "SER": ser,
        "sercolon": _colon(ser.lower()),
        "FP": _colon(hexs(r, 64).upper()),
        "TH": hexs(r, 40).upper(),
        "pin": b64(r, 32),
        "crt": wrap("MIID" + b64(r, 720), 64),
        "g": str(r.randint(2, 4)),
        "d": f"{r.randint(1, 31):02d}",
    }


def _cursors(r: Random) -> dict[str, str]:
    ms = epoch(r) * 1000 + r.randrange(1000)
    after = b64url_json({"version": "v1", "ts": ms, "after": hexs(r, 32) + ":" + num(r, 11)})
    return {
        "after": after,
        "cursor": b64_of(f"agent_id:{num(r, 19)}").rstrip("="),
        "nt": b64(r, r.choice((96, 120, 144))),
        "uid": okta_id(r, "00u"),
        "trace": uuid4(r),
        "q": num(r, 6),
        "tot": str(r.randint(120, 40000)),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "a": str(r.randint(16, 24)),
        "b": num(r, 5),
        "c": str(r.randint(1, 4)),
        "d": str(r.randint(1, 9)),
        "e": num(r, 3),
        "p": str(r.randint(0, 12)),
        "bn": num(r, 4),
        "sha7": hexs(r, 7),
        "vx": str(r.randint(19, 24)),
        "vy": str(r.randint(0, 9)),
        "sha40": hexs(r, 40),
        "ts": iso(r),
        "gx": str(r.randint(8, 9)),
        "gy": str(r.randint(0, 11)),
        "sha8": hexs(r, 8),
        "go": str(r.randint(4, 9)),
        "sx": str(r.randint(3, 6)),
        "sy": str(r.randint(0, 9)),
        "cx": str(r.randint(1, 9)),
        "cy": str(r.randint(0, 4)),
        "cz": str(r.randint(5, 9)),
        "bid": hexs(r, 40),
        "pid": num(r, 7),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "region": r.choice(REGIONS),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "x": str(r.randint(1, 30)),
        "h1b": b64(r, 32),
        "z1": hexs(r, 64),
        "z2": hexs(r, 64),
        "s512": b64(r, 64),
        "img": r.choice(("edr-ingest", "console-api", "s1-bridge", "falcon-puller")),
    }


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "agent_id": "agt_" + ulid(r),
        "type": r.choice(("process_start", "dns_query", "file_write", "net_connect")),
        "pid": r.randint(100, 60000),
        "image": r.choice(
            (
                "C:\\Windows\\System32\\svchost.exe",
                "/usr/bin/curl",
                "C:\\Program Files\\Slack\\slack.exe",
            )
        ),
        "ts": iso(r),
    }
    raw = json.dumps(event, separators=(",", ":"))
    gz = b64_of(gzip.compress(raw.encode() * 3, mtime=0))
    return {
        "gz": gz[len("H4sIAAAAAAAA/") :] if gz.startswith("H4sIAAAAAAAA/") else gz[13:],
        "md5b64": b64(r, 16),
        "etag": hexs(r, 32),
        "parts": str(r.randint(2, 40)),
        "seq": "49" + num(r, 54),
        "data": b64_of(raw),
        "agt": event["agent_id"],
        "hexdump": " ".join(hexs(r, 4) for _ in range(8)),
        "off": f"{r.randint(0, 255) * 16:08x}",
    }


INFRA: tuple[Kind, ...] = (
    Kind(
        "kms_key_arns_and_ids",
        (
            "arn:aws:kms:⟨region⟩:⟨acct⟩:key/⟨kid⟩ (alias/⟨alias⟩)",
            '{\n    "KeyMetadata": {\n        "AWSAccountId": "⟨acct⟩",\n        "KeyId": '
            '"⟨kid⟩",\n'
            '        "Arn": "arn:aws:kms:⟨region⟩:⟨acct⟩:key/⟨kid⟩",\n'
            '        "CreationDate": "⟨ts⟩",\n        "Enabled": true,\n'
            '        "KeyUsage": "ENCRYPT_DECRYPT",\n        "KeyState": "Enabled",\n'
            '        "KeySpec": "SYMMETRIC_DEFAULT",\n        "MultiRegion": false\n    }\n}',
            'kms_key_id = "arn:aws:kms:⟨region⟩:⟨acct⟩:key/mrk-⟨mrk⟩"',
            "המפתח הרב-אזורי mrk-⟨mrk⟩ משוכפל ל-il-central-1; alias/⟨alias⟩ מצביע עליו",
            "aws kms enable-key-rotation --key-id ⟨kid⟩ --rotation-period-in-days ⟨days⟩",
        ),
        _kms,
    ),
    Kind(
        "public_keys",
        (
            "ssh-ed25519 ⟨edpub⟩ ⟨who⟩",
            "ALTER USER ⟨user⟩ SET RSA_PUBLIC_KEY='⟨rsapub⟩';",
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----",
            '{"keys":[{"kty":"RSA","alg":"RS256","kid":"⟨kid⟩","use":"sig","e":"AQAB","n":"⟨n⟩"}]}',
            "DESC USER ⟨user⟩ -> RSA_PUBLIC_KEY_FP = SHA256:⟨fp⟩",
            "Публічний ключ age для sops (приватний — тільки в Vault): age1⟨age⟩",
        ),
        _pubkeys,
    ),
    Kind(
        "vault_leases_and_accessors",
        (
            "Key                Value\n---                -----\n"
            "lease_id           database/creds/readonly/⟨lease⟩\nlease_duration     1h\n"
            "lease_renewable    true\nusername           v-approle-readonly-⟨vu⟩-⟨ep⟩",
            "vault token lookup -accessor ⟨acc⟩",
            '{"time":"⟨ts⟩","type":"response","auth":{"client_token":"hmac-sha256:⟨h1⟩",'
            '"accessor":"hmac-sha256:⟨h2⟩","display_name":"approle",'
            '"policies":["default","edr-ingest"]},"request":{"id":"⟨uuid⟩","operation":"read",'
            '"path":"⟨path⟩"}}',
            "vault lease revoke -prefix aws/creds/kinesis-writer/ (після інциденту; останній lease "
            "aws/creds/kinesis-writer/⟨lease⟩)",
            "auth mounts: approle/ -> auth_approle_⟨m1⟩, oidc/ -> auth_oidc_⟨m2⟩; secrets: kv/ "
            "-> kv_⟨m3⟩",
            "accessor токена ⟨acc⟩ — ним можна відкликати токен, але сам по собі він не секрет",
        ),
        _vault_meta,
    ),
    Kind(
        "snowflake_query_ids",
        (
            "query ⟨qid⟩ failed: SQL compilation error: Object 'TELEMETRY.RAW.⟨tbl⟩' does not "
            "exist or not authorized.",
            "select query_text, total_elapsed_time from table(information_schema.query_history())"
            " where query_id = '⟨qid⟩';",
            "https://app.snowflake.com/⟨org⟩/⟨acct⟩/#/compute/history/queries/⟨qid⟩/detail",
            "select * from table(result_scan('⟨qid⟩')) where agent_id like 'agt_01%';",
            "Запит ⟨qid⟩ на ⟨wh⟩ сканував ⟨tb⟩ TB — треба кластеризацію по event_date",
        ),
        _snowflake_q,
    ),
    Kind(
        "snowflake_integration_metadata",
        (
            "property                  | value\nSTORAGE_AWS_IAM_USER_ARN  | "
            "arn:aws:iam::⟨acct⟩:user/⟨iu⟩\n"
            "STORAGE_AWS_ROLE_ARN      | arn:aws:iam::⟨acct2⟩:role/SnowflakeLoader\n"
            "STORAGE_AWS_EXTERNAL_ID   | ⟨ext⟩",
            '"Condition": {"StringEquals": {"sts:ExternalId": "⟨ext⟩"}}',
            "notification_channel arn:aws:sqs:⟨region⟩:⟨acct⟩:sf-snowpipe-⟨sq⟩ — Snowpipe "
            "auto-ingest for TELEMETRY.RAW",
            "Account locator ⟨LOC⟩ (⟨region⟩), URL https://⟨loc⟩.⟨region⟩.snowflakecomputing.com",
        ),
        _snowflake_int,
        n=10,
    ),
    Kind(
        "kinesis_shards_and_sequences",
        (
            '{\n    "ShardId": "shardId-⟨sh⟩",\n    "SequenceNumber": "⟨seq⟩"\n}',
            "$ aws kinesis get-shard-iterator --stream-name edr-telemetry-prod --shard-id "
            'shardId-⟨sh⟩ --shard-iterator-type LATEST\n{\n    "ShardIterator": '
            '"AAAAAAAAAAH⟨it⟩"\n}',
            "INFO  ShardConsumer - shardId-⟨sh⟩: checkpointed at sequence number ⟨seq⟩, "
            "subsequence 0",
            "Iterator age на edr-telemetry-prod/shardId-⟨sh⟩ дійшов до ⟨min⟩ хв; останній seq "
            "⟨seq⟩",
            "consumer arn:aws:kinesis:⟨region⟩:⟨acct⟩:stream/edr-telemetry-prod/consumer/"
            "snowflake-loader:⟨ep⟩ (enhanced fan-out)",
        ),
        _kinesis,
        n=10,
    ),
    Kind(
        "secrets_manager_metadata",
        (
            '{\n    "ARN": "arn:aws:secretsmanager:⟨region⟩:⟨acct⟩:secret:⟨name⟩-⟨suf⟩",\n'
            '    "Name": "⟨name⟩",\n    "RotationEnabled": true,\n'
            '    "RotationLambdaARN": "arn:aws:lambda:⟨region⟩:⟨acct⟩:function:⟨fn⟩",\n'
            '    "LastRotatedDate": "⟨ts⟩",\n    "VersionIdsToStages": {\n'
            '        "⟨vid1⟩": ["AWSCURRENT"],\n        "⟨vid2⟩": ["AWSPREVIOUS"]\n    }\n}',
            "secret ARN arn:aws:secretsmanager:⟨region⟩:⟨acct⟩:secret:⟨name⟩-⟨suf⟩ is rotated by "
            "lambda ⟨fn⟩",
            "הסוד ⟨name⟩ (ARN ...:secret:⟨name⟩-⟨suf⟩) מסתובב כל ⟨days⟩ יום; "
            "ה-VersionId הנוכחי ⟨vid1⟩",
            "password = jsondecode(data.aws_secretsmanager_secret_version.⟨tf⟩.secret_string)"
            '["password"]  # ⟨name⟩',
            "aws secretsmanager rotate-secret --secret-id ⟨name⟩ -> VersionId ⟨vid2⟩ (AWSPENDING)",
        ),
        _sm_meta,
    ),
    Kind(
        "certificate_fingerprints",
        (
            "$ openssl x509 -in agent-ca.pem -noout -serial -fingerprint -sha256\n"
            "serial=⟨SER⟩\nsha256 Fingerprint=⟨FP⟩",
            "Shomera Agent CA G⟨g⟩: serial ⟨sercolon⟩, SHA-1 thumbprint ⟨TH⟩",
            'ingest client pinning: pin-sha256="⟨pin⟩" (backup pin in the next release)',
            "-----BEGIN CERTIFICATE-----\n⟨crt⟩\n-----END CERTIFICATE-----",
            "Сертифікат ingest.eu.shomera.io спливає 2032-01-⟨d⟩, серійний номер ⟨SER⟩",
        ),
        _certs,
    ),
    Kind(
        "pagination_cursors",
        (
            '"meta": {"query_time": 0.⟨q⟩, "pagination": {"offset": 0, "limit": 500, '
            '"total": ⟨tot⟩, "after": "⟨after⟩"}, "trace_id": "⟨trace⟩"}',
            '"pagination": {"totalItems": ⟨tot⟩, "nextCursor": "⟨cursor⟩"}',
            'link: <https://shomera.okta.com/api/v1/users?after=⟨uid⟩&limit=200>; rel="next"',
            "aws secretsmanager list-secrets --max-results 20 --next-token ⟨nt⟩",
            "ב-CrowdStrike ה-after ⟨after⟩ פג אחרי 2 דק׳ — לכן הסקריפט נתקע בעמוד השני",
        ),
        _cursors,
    ),
    Kind(
        "versions_and_build_ids",
        (
            "Falcon sensor 7.⟨a⟩.⟨b⟩.0 / S1 agent 24.⟨c⟩.⟨d⟩.⟨e⟩ / "
            "shomera-agent 5.12.⟨p⟩+build.⟨bn⟩.g⟨sha7⟩",
            "$ vault version\nVault v1.⟨vx⟩.⟨vy⟩ (⟨sha40⟩), built ⟨ts⟩",
            "$ gitlab-runner --version\nVersion:      1⟨gx⟩.⟨gy⟩.0\nGit revision: ⟨sha8⟩\n"
            "Git branch:   1⟨gx⟩-⟨gy⟩-stable\nGO version:   go1.2⟨go⟩.3\nBuilt:        ⟨ts⟩\n"
            "OS/Arch:      linux/amd64",
            "snowsql 1.⟨sx⟩.⟨sy⟩, snowflake-connector-python 4.⟨cx⟩.⟨cy⟩ — the key-pair auth bug "
            "is fixed in 4.⟨cx⟩.⟨cz⟩",
            "Build ID ⟨bid⟩ (GNU) у /opt/shomera/bin/shomera-agent — збігається з артефактом "
            "pipeline #⟨pid⟩",
        ),
        _versions,
    ),
    Kind(
        "image_digests_and_lockfile_hashes",
        (
            "⟨acct⟩.dkr.ecr.⟨region⟩.amazonaws.com/⟨img⟩@sha256:⟨h⟩",
            'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "6.⟨x⟩.0"\n'
            '  constraints = "~> 6.0"\n  hashes = [\n    "h1:⟨h1b⟩",\n    "zh:⟨z1⟩",\n'
            '    "zh:⟨z2⟩",\n  ]\n}',
            "snowflake-connector-python==4.⟨x⟩.1 \\\n    --hash=sha256:⟨h⟩ \\\n    "
            "--hash=sha256:⟨h2⟩",
            '"node_modules/@okta/okta-auth-js": {\n  "version": "8.⟨x⟩.0",\n'
            '  "resolved": "https://registry.npmjs.org/@okta/okta-auth-js/-/okta-auth-js-8.⟨x⟩.0.tgz",'
            '\n  "integrity": "sha512-⟨s512⟩"\n}',
            "github.com/hashicorp/vault/api v1.⟨x⟩.0 h1:⟨h1b⟩",
            "Образ ⟨img⟩ у проді: digest sha256:⟨h⟩, тег 5.12.⟨x⟩",
        ),
        _digests,
    ),
    Kind(
        "encoded_telemetry_payloads",
        (
            "Sample telemetry batch (gzip+base64, from the replay bucket): H4sIAAAAAAAA/⟨gz⟩",
            'Content-MD5: ⟨md5b64⟩\nETag: "⟨etag⟩-⟨parts⟩"',
            '{"Records": [{"SequenceNumber": "⟨seq⟩", "Data": "⟨data⟩", "PartitionKey": "⟨agt⟩"}]}',
            "raw agent frame (xxd):\n⟨off⟩: ⟨hexdump⟩",
            "Поле Data у записі Kinesis — це просто base64 від JSON події: ⟨data⟩",
        ),
        _payloads,
    ),
)
