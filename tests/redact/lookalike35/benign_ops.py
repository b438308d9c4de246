"""Benign look-alikes from operations: trace ids, ciphertext meant for git, digests, image
and commit hashes, Kubernetes and PostgreSQL identifiers, versions, certificates, base64
payloads that carry no secret, and references to secrets (never the values)."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike35.gen import (
    NAMESPACES,
    PG_DBS,
    PG_HOSTS,
    PG_USERS,
    SERVICES,
    UHEX,
    Kind,
    b64,
    b64_of,
    b64url,
    bech32,
    hexs,
    num,
    pick,
    uhex,
    uuid4,
    wrap,
)

_POD = "bcdfghjklmnpqrstvwxz2456789"


def _day(r: Random) -> str:
    return f"{r.randint(1, 28):02d}"


def _trace(r: Random) -> dict[str, str]:
    return {
        "h32": hexs(r, 32),
        "h16": hexs(r, 16),
        "uuid": uuid4(r),
        "n": str(r.randint(100, 9999)),
        "dd": _day(r),
        "hh": f"{r.randint(0, 23):02d}",
        "svc": r.choice(SERVICES),
    }


def _enc(r: Random, n: int) -> str:
    return f"ENC[AES256_GCM,data:{b64(r, n)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"


def _sops(r: Random) -> dict[str, str]:
    armor = "YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + b64(r, 190)
    return {
        "e1": _enc(r, r.randint(18, 40)),
        "e2": _enc(r, r.randint(24, 64)),
        "mac": _enc(r, 64),
        "age": "age1" + bech32(r, 58),
        "armor": wrap(armor, 64).replace("\n", "\n            "),
        "dd": _day(r),
        "sealed": "AgB" + b64(r, 540),
        "sealed2": "AgC" + b64(r, 520),
        "ns": r.choice(NAMESPACES),
        "svc": r.choice(SERVICES),
    }


def _sums(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "h8": hexs(r, 8),
        "b48": b64(r, 48),
        "b32": b64(r, 32),
        "b64": b64(r, 64),
        "h32": hexs(r, 32),
        "db": r.choice(PG_DBS),
        "dd": _day(r),
        "size": f"{r.randint(2, 90)}.{r.randint(0, 9)}G",
        "ver": f"4.{r.randint(10, 30)}.{r.randint(0, 9)}",
        "p": str(r.randint(0, 3)),
    }


def _images(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(SERVICES),
        "h64": hexs(r, 64),
        "h40": hexs(r, 40),
        "h40b": hexs(r, 40),
        "h7a": hexs(r, 7),
        "h7b": hexs(r, 7),
        "h7c": hexs(r, 7),
        "ver": f"4.{r.randint(10, 30)}.{r.randint(0, 9)}",
    }


def _k8s(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(SERVICES),
        "rs": pick(r, _POD, r.choice((9, 10))),
        "pod": pick(r, _POD, 5),
        "uuid": uuid4(r),
        "rv": num(r, 9),
        "gen": str(r.randint(1, 80)),
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "rev": str(r.randint(2, 240)),
        "ns": r.choice(NAMESPACES),
        "node": f"k8s-{r.choice(('mt', 'bg'))}-w{r.randint(1, 24):02d}",
    }


def _pg(r: Random) -> dict[str, str]:
    hi = r.randint(0x10, 0xFF)
    lo = pick(r, UHEX, 8)
    return {
        "lsn": f"{hi:X}/{lo}",
        "lag": str(r.randint(0, 900)),
        "wal": f"{r.randint(1, 9):08X}{hi:08X}{r.randint(0, 255):08X}",
        "db": r.choice(PG_DBS),
        "qid": "-" + num(r, 19) if r.random() < 0.5 else num(r, 19),
        "sysid": "7" + num(r, 18),
        "tl": str(r.randint(1, 14)),
        "slot": r.choice(("debezium_ledger", "kafka_connect_bets", "replica_bg_1")),
        "host": r.choice(PG_HOSTS),
        "user": r.choice(PG_USERS),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "p": str(r.randint(0, 6)),
        "p2": str(r.randint(0, 3)),
        "p3": str(r.randint(1, 8)),
        "p4": str(r.randint(0, 9)),
        "svc": r.choice(SERVICES),
        "mi": str(r.randint(10, 40)),
        "pa": str(r.randint(0, 12)),
        "rc": str(r.randint(1, 5)),
        "h12": hexs(r, 12),
        "bn": num(r, 6),
        "bn2": num(r, 4),
        "dev": r.choice(("SM-S928B", "Pixel 9", "2311DRK48G", "CPH2581")),
    }


def _colon(hexstr: str) -> str:
    return ":".join(hexstr[i : i + 2] for i in range(0, len(hexstr), 2))


def _certs(r: Random) -> dict[str, str]:
    return {
        "cert": wrap("MIIE" + b64(r, 900), 64),
        "serial": _colon(hexs(r, 32)),
        "fp": _colon(uhex(r, 64)),
        "fph": hexs(r, 64),
        "pin": b64(r, 32),
        "pin2": b64(r, 32),
        "host": r.choice(("sso.qalbubet.com", "api.qalbubet.com", "bo.qalbubet.com")),
        "dd": _day(r),
    }


def _cursors(r: Random) -> dict[str, str]:
    cursor = json.dumps(
        {"offset": r.randint(100, 90000), "ts": r.randint(1864684800, 1867104000)},
        separators=(",", ":"),
    )
    ctx = json.dumps(
        {"trace": hexs(r, 32), "span": hexs(r, 16), "tenant": "qbk-mt"}, separators=(",", ":")
    )
    page = json.dumps({"applicantId": hexs(r, 24), "page": r.randint(2, 40)}, separators=(",", ":"))
    return {
        "cursor": b64_of(cursor),
        "ctx": b64_of(ctx),
        "page": b64_of(page).rstrip("="),
        "state": uuid4(r),
        "nonce": b64url(r, 16),
        "chal": b64url(r, 32),
        "client": r.choice(("sportsbook-web", "backoffice-ui")),
        "idem": uuid4(r),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(SERVICES),
        "ns": r.choice(NAMESPACES),
        "host": r.choice(PG_HOSTS),
        "user": r.choice(PG_USERS),
        "db": r.choice(PG_DBS),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "request_and_trace_ids",
        (
            "traceparent: 00-⟨h32⟩-⟨h16⟩-01",
            "X-Request-Id: ⟨uuid⟩ → 502 from payments-router after 30s",
            "Sentry event ⟨h32⟩ (issue QBK-BACKEND-⟨n⟩): NullPointerException in "
            "CashoutQuoteService",
            '{"level":"error","ts":"2029-02-⟨dd⟩T⟨hh⟩:12:55.311Z","svc":"⟨svc⟩",'
            '"trace_id":"⟨h32⟩","span_id":"⟨h16⟩","req_id":"⟨uuid⟩","msg":"upstream timeout"}',
        ),
        _trace,
    ),
    Kind(
        "sops_and_sealed_secret_ciphertext",
        (
            "kafka:\n    api_secret: ⟨e1⟩\npostgres:\n    password: ⟨e2⟩\nsops:\n    age:\n"
            "        - recipient: ⟨age⟩\n          enc: |\n"
            "            -----BEGIN AGE ENCRYPTED FILE-----\n            ⟨armor⟩\n"
            "            -----END AGE ENCRYPTED FILE-----\n"
            '    lastmodified: "2029-02-⟨dd⟩T08:31:12Z"\n    mac: ⟨mac⟩\n    version: 3.9.4',
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: kafka-sasl\n"
            "  namespace: ⟨ns⟩\nspec:\n  encryptedData:\n    KAFKA_SASL_PASSWORD: ⟨sealed⟩\n"
            "    KAFKA_SASL_USERNAME: ⟨sealed2⟩",
            "SOPS vrednost u values-prod.enc.yaml (šifrovano, sme u git): ⟨e1⟩",
        ),
        _sops,
    ),
    Kind(
        "checksums_and_integrity_digests",
        (
            "$ sha256sum odds-ingest-⟨ver⟩.tar.gz\n⟨h64⟩  odds-ingest-⟨ver⟩.tar.gz",
            '<script src="https://cdn.qalbubet.com/bs/app.⟨h8⟩.js" integrity="sha384-⟨b48⟩" '
            'crossorigin="anonymous"></script>',
            "go.sum: github.com/twmb/franz-go v1.18.⟨p⟩ h1:⟨b32⟩",
            '"integrity": "sha512-⟨b64⟩"',
            "Backup ⟨db⟩-2029-02-⟨dd⟩.dump: md5 ⟨h32⟩, size ⟨size⟩, restore test OK",
        ),
        _sums,
    ),
    Kind(
        "image_digests_and_commit_shas",
        (
            "image: registry.qbk.internal/sportsbook/⟨svc⟩@sha256:⟨h64⟩",
            "Deployed ⟨svc⟩ ⟨ver⟩ (commit ⟨h40⟩) via Argo CD, sync revision ⟨h40b⟩",
            "git log --oneline -3\n⟨h7a⟩ fix(settlement): idempotent ledger writes\n"
            "⟨h7b⟩ chore: bump keycloak-js to 26.1.2\n⟨h7c⟩ feat(odds): handle bet_cancel",
            "cosign verify registry.qbk.internal/sportsbook/⟨svc⟩:⟨ver⟩ → verified, "
            "digest sha256:⟨h64⟩",
        ),
        _images,
    ),
    Kind(
        "k8s_generated_names_and_uids",
        (
            "⟨svc⟩-⟨rs⟩-⟨pod⟩   1/1   Running   3 (2h ago)   4d   ⟨node⟩",
            'metadata:\n  name: ⟨svc⟩\n  namespace: ⟨ns⟩\n  uid: ⟨uuid⟩\n  resourceVersion: "⟨rv⟩"'
            "\n  generation: ⟨gen⟩",
            "Container ID:  containerd://⟨h64⟩\n"
            "Image ID:      registry.qbk.internal/sportsbook/⟨svc⟩@sha256:⟨h64b⟩",
            "Helm release secret sh.helm.release.v1.⟨svc⟩.v⟨rev⟩ (type helm.sh/release.v1) "
            "u namespace-u ⟨ns⟩",
        ),
        _k8s,
    ),
    Kind(
        "postgres_lsn_wal_and_queryids",
        (
            "pg_current_wal_lsn() = ⟨lsn⟩, replay lag on the BG replica ⟨lag⟩ MB",
            "archived WAL segment ⟨wal⟩ to r2://qbk-pg-wal/⟨db⟩/",
            "pg_stat_statements queryid ⟨qid⟩: 38% of total time, the settlement UPDATE "
            "(user ⟨user⟩)",
            "Database system identifier: ⟨sysid⟩ (pg_controldata on ⟨host⟩), timeline ⟨tl⟩",
            "slot_name: ⟨slot⟩ | confirmed_flush_lsn: ⟨lsn⟩ | wal_status: reserved",
        ),
        _pg,
    ),
    Kind(
        "version_and_build_strings",
        (
            "Stack (feb 2029): Keycloak 26.1.⟨p⟩, Kafka 3.9.⟨p2⟩, PostgreSQL 17.⟨p3⟩, "
            "cloudflared 2029.1.⟨p4⟩",
            "Build ⟨svc⟩ v4.⟨mi⟩.⟨pa⟩-rc.⟨rc⟩+g⟨h12⟩.20290214T0912Z",
            "Android app 7.⟨mi⟩.⟨pa⟩ (build ⟨bn⟩), iOS 7.⟨mi⟩.⟨pa⟩ (⟨bn2⟩): minimum za novi "
            "cash-out.",
            "User-Agent: QalbuBet/7.⟨mi⟩.⟨pa⟩ (Android 15; build ⟨bn⟩; ⟨dev⟩)",
        ),
        _versions,
    ),
    Kind(
        "tls_certificates_and_fingerprints",
        (
            "Cloudflare Origin CA cert za ⟨host⟩ (javni deo, ključ je u Vault-u):\n"
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Serial Number: ⟨serial⟩\nSHA256 Fingerprint=⟨fp⟩",
            "openssl s_client -connect ⟨host⟩:443 → verify return:1, leaf sha256 ⟨fph⟩ "
            "(expires 2029-05-⟨dd⟩)",
            "Certificate pins in the Android app: sha256/⟨pin⟩ (leaf), sha256/⟨pin2⟩ (backup)",
        ),
        _certs,
    ),
    Kind(
        "base64_cursors_and_non_secret_payloads",
        (
            "next_cursor: ⟨cursor⟩ (base64 of the offset/ts pair, safe to log)",
            "Kafka header x-trace-ctx (base64 JSON): ⟨ctx⟩",
            "https://sso.qalbubet.com/realms/sportsbook/protocol/openid-connect/auth?"
            "client_id=⟨client⟩&response_type=code&state=⟨state⟩&nonce=⟨nonce⟩"
            "&code_challenge=⟨chal⟩&code_challenge_method=S256",
            "Sumsub list pagination token: ⟨page⟩; Idempotency-Key: ⟨idem⟩",
        ),
        _cursors,
    ),
    Kind(
        "secret_references_in_config",
        (
            "env:\n  - name: KC_DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟨svc⟩-db\n        key: password",
            "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n"
            "  name: ⟨svc⟩-kafka\nspec:\n  secretStoreRef:\n    name: vault-backend\n"
            "    kind: ClusterSecretStore\n  data:\n    - secretKey: KAFKA_API_SECRET\n"
            "      remoteRef:\n        key: secret/data/⟨ns⟩/⟨svc⟩/kafka\n"
            "        property: api_secret",
            "PGPASSWORD=$(vault kv get -field=password secret/⟨ns⟩/⟨svc⟩/postgres) "
            "psql -h ⟨host⟩ -U ⟨user⟩ ⟨db⟩",
            "spring.datasource.password=${DB_PASSWORD}\n"
            "spring.kafka.properties.sasl.jaas.config=${KAFKA_JAAS_CONFIG}\n"
            "keycloak.credentials.secret=${KEYCLOAK_CLIENT_SECRET:}",
        ),
        _refs,
    ),
)
