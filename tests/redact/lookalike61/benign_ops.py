"""Benign look-alikes from day-to-day operations: config placeholders and redacted values,
the word "password" with no password, commit hashes, Jenkins build metadata, checksums,
certificate fingerprints, public keys and certificates, version strings, Kubernetes uids,
Oracle and PostgreSQL identifiers."""

from __future__ import annotations

import struct
from random import Random

from tests.redact.lookalike61.gen import (
    SQLID,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    day,
    hexs,
    num,
    pick,
    ts,
    uhexs,
    uuid4,
    wrap,
)

_APPS = ("sepa-inst-gw", "psd2-gw", "card-issuing-api", "ledger-service", "notif-svc")
_NS = ("payments", "psd2", "cards", "iam", "ledger")
_ACCTS = ("svc_payments", "svc_sepa_inst", "ledger_app", "kc_app", "SVC_CARDS", "sre_ro")
_BEGIN = "-----BEGIN "
_END = "-----END "


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(_APPS),
        "mount": r.choice(("kv-payments", "kv-cards", "kv-iam", "kv-kafka")),
        "cred": r.choice(("oracle-core-svc", "pg-ledger-app", "kafka-sasl-sepa", "dt-events")),
        "env": r.choice(("ORACLE_PASSWORD", "DB_PASSWORD", "KAFKA_SASL_PASSWORD", "PG_PASS")),
        "x": "X" * 24,
        "x64": "X" * 64,
        "ns": r.choice(_NS),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "pub": pick(r, UPPER_ALNUM, 24),
        "stars": "*" * r.choice((8, 16, 24)),
        "rid": uuid4(r),
        "u": r.choice(("svc_payments", "sre-bot", "jenkins-push")),
        "app": r.choice(_APPS),
        "ts": ts(r),
        "n": str(r.randint(100, 999)),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "acct": r.choice(_ACCTS),
        "d": str(r.choice((7, 14, 30, 90))),
        "n": str(r.choice((12, 14, 16))),
        "k": str(r.choice((5, 10, 24))),
        "grp": r.choice(("GRP-SRE-BA", "GRP-JENKINS-ADM", "GRP-SRE-OST")),
        "amt": str(r.choice((30, 50, 100, 250))),
        "ts": ts(r),
        "ip": f"10.42.{r.randint(0, 15)}.{r.randint(2, 250)}",
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "n": str(r.randint(300, 2400)),
        "rel": f"release/3.{r.randint(10, 19)}",
        "k": str(r.randint(1, 40)),
        "app": r.choice(_APPS),
    }


def _jenkins(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(100, 3000)),
        "h": hexs(r, 40),
        "md5": hexs(r, 32),
        "u": uuid4(r),
        "app": r.choice(_APPS),
        "q": str(r.randint(10000, 99999)),
        "v": f"3.{r.randint(10, 19)}.{r.randint(0, 9)}",
        "agent": r.choice(("ocp-agent-03", "ba1-build-07", "ostrava-win-02")),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "h1": hexs(r, 40),
        "h512": hexs(r, 128),
        "md5": hexs(r, 32),
        "kc": f"26.{r.randint(1, 5)}.{r.randint(0, 9)}",
        "va": f"1.{r.randint(19, 21)}.{r.randint(0, 6)}",
        "v": f"3.{r.randint(10, 19)}.{r.randint(0, 9)}",
        "ic": f"23.{r.randint(6, 9)}.0.25.0{r.randint(1, 7)}",
    }


def _fp(r: Random) -> str:
    return ":".join(uhexs(r, 2) for _ in range(32))


def _certs(r: Random) -> dict[str, str]:
    return {
        "ser": uhexs(r, 40),
        "fp": _fp(r),
        "fp2": _fp(r),
        "x5t": b64url(r, 32),
        "pin": b64(r, 32),
        "org": "PSDSK-NBS-" + num(r, 8),
        "y": str(r.choice((2033, 2034))),
        "d": day(r),
    }


def _sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _pubkeys(r: Random) -> dict[str, str]:
    ed = b64_of(_sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32)))
    ec = b64_of(
        _sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(b"\x04" + r.randbytes(64))
    )
    spki = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    pub = wrap(b64_of(spki + r.randbytes(256) + bytes.fromhex("0203010001")), 64)
    cert_head = bytes.fromhex("3082058a30820472a0030201020214")
    cert = wrap(b64_of(cert_head + r.randbytes(1422 - len(cert_head))), 64)
    return {
        "ed": ed,
        "ec": ec,
        "pub": pub,
        "cert": cert,
        "who": r.choice(("jenkins@ocp-agent-03", "mkovac@ntb-ba-114", "rman@ora-core-01")),
        "host": r.choice(("sftp.clearing.dnv.internal", "ora-core-01.dnv.internal")),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "kc": f"26.{r.randint(1, 5)}.{r.randint(0, 9)}",
        "kc0": f"25.0.{r.randint(1, 6)}",
        "ru": str(r.randint(24, 31)),
        "ymd": f"2{r.randint(5, 9)}0{r.randint(1, 9)}{r.randint(10, 28)}",
        "m": str(r.randint(16, 21)),
        "p": str(r.randint(1, 40)),
        "h": hexs(r, 40),
        "h16": hexs(r, 16),
        "b": str(r.randint(4, 12)),
        "pg": str(r.randint(3, 9)),
        "kafka": f"4.{r.randint(0, 3)}.{r.randint(0, 2)}",
        "oa": f"1.3{r.randint(10, 40)}.{r.randint(10, 99)}.2033060{r.randint(1, 9)}-"
        f"{r.randint(10, 23)}{r.randint(10, 59)}{r.randint(10, 59)}",
    }


def _uids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "U": uuid4(r).upper(),
        "rv": num(r, r.choice((8, 9))),
        "g": str(r.randint(1, 60)),
        "ts": ts(r).replace(".", "")[:19] + "Z",
        "app": r.choice(_APPS),
        "ns": r.choice(_NS),
        "rs": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        "k": f"{r.randint(1, 24):02d}",
        "boot": uuid4(r),
    }


_ROWID = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _oracle(r: Random) -> dict[str, str]:
    return {
        "sqlid": pick(r, SQLID, 13),
        "phv": num(r, 10),
        "rowid": "AAA"
        + pick(r, _ROWID, 3)
        + "AA"
        + pick(r, "ABCDEFGHIJKLMNOP", 1)
        + "AA"
        + pick(r, _ROWID, 4)
        + "AA"
        + pick(r, "ABCDEFGH", 1),
        "dbid": num(r, 10),
        "scn": num(r, r.choice((11, 13))),
        "s1": str(r.randint(10000, 30000)),
        "s2": str(r.randint(30001, 40000)),
        "sid": str(r.randint(10, 3000)),
        "ser": str(r.randint(1000, 65000)),
        "acct": r.choice(_ACCTS).upper(),
    }


def _postgres(r: Random) -> dict[str, str]:
    hi, lo = r.randint(0x10, 0xFF), r.getrandbits(32)
    seg = lo >> 24
    return {
        "lsn": f"{hi:X}/{lo:08X}",
        "lsn2": f"{hi:X}/{max(lo - r.randint(1000, 900000), 0):08X}",
        "wal": f"{r.randint(1, 9):08X}{hi:08X}{seg:08X}",
        "sysid": num(r, 19),
        "qid": r.choice(("-", "")) + num(r, 19)[:18],
        "xid": num(r, r.choice((8, 9))),
        "ts": ts(r),
        "lbl": f"2033{r.randint(601, 628):04d}-0{r.randint(1, 5)}1500F",
        "acct": r.choice(("ledger_app", "kc_app", "notif_app", "sre_ro")),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "config_placeholders",
        (
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="${file:/opt/kafka/secrets/sasl.properties:username}" '
            'password="${file:/opt/kafka/secrets/sasl.properties:password}";',
            "spring.datasource.password=${⟨env⟩}",
            "KC_CLIENT_SECRET=<z Vaultu: ⟨mount⟩/⟨app⟩/client-secret>",
            "withCredentials([usernamePassword(credentialsId: '⟨cred⟩', "
            "usernameVariable: 'DB_USER', passwordVariable: 'DB_PASS')]) {\n"
            "  sh 'sqlplus -s $DB_USER/$DB_PASS@COREPDB1 @migrate.sql'\n}",
            'password: ""  # naplní External Secrets z ⟨mount⟩ (ExternalSecret ⟨app⟩-db, ns ⟨ns⟩)',
            ".env.example:\nPOSTGRES_PASSWORD=changeme\nDT_API_TOKEN=dt0c01.⟨x⟩.⟨x64⟩",
            "ssl.keystore.password=${vault:⟨mount⟩/data/broker:keystore_password}",
        ),
        _placeholders,
    ),
    Kind(
        "redacted_values",
        (
            "DT_API_TOKEN=dt0c01.⟨pub⟩.⟨stars⟩ (v tickete len prvá časť, zvyšok maskovaný)",
            "VAULT_TOKEN=hvs.⟨stars⟩",
            '{"client_id":"⟨app⟩","client_secret":"<redacted>","grant_type":"client_credentials"}',
            "\tsasl.jaas.config = [hidden]\n\tsasl.kerberos.service.name = null\n"
            "\tssl.keystore.password = [hidden]\n\tssl.truststore.password = [hidden]",
            "+ curl -u ****:**** https://artifactory.dnv.internal/artifactory/api/system/ping",
            "⟨ts⟩ DEBUG request ⟨rid⟩ Authorization: Bearer eyJhbGciOiJSUzI1NiIsInR5cCIgOiAi"
            "SldUIiwia2lkIiA6ICI… (skrátené loggerom)",
            "ALTER ROLE ⟨u⟩ PASSWORD '⟨stars⟩'; -- skutočné heslo je vo Vaulte",
        ),
        _redacted,
    ),
    Kind(
        "password_word_prose",
        (
            "Heslo pre ⟨acct⟩ sa rotuje každých ⟨d⟩ dní cez Vault database engine, "
            "nikto ho nepozná.",
            "Keycloak password policy v realme retail: length(⟨n⟩) and upperCase(1) and digits(1) "
            "and notUsername and passwordHistory(⟨k⟩)",
            "Zapomenuté heslo k Jenkinsu → reset přes AD (skupina ⟨grp⟩), ne lokální účet.",
            "ORA-28001: the password has expired — účet ⟨acct⟩; riešenie je rotácia cez Vault, "
            "nie ručný ALTER USER",
            '⟨ts⟩ FATAL:  password authentication failed for user "⟨acct⟩" (from ⟨ip⟩)',
            "PSD2 SCA: password + SMS OTP nestačí pre platby kartou nad ⟨amt⟩ EUR, ide to cez 3DS.",
            "The word secret in secret_id_accessor confuses people: the accessor is safe to log "
            "and the secret_id itself never reaches ⟨acct⟩.",
        ),
        _prose,
    ),
    Kind(
        "commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ (HEAD -> main, origin/main) fix(sepa): retry pacs.002 "
            "on RT1 timeout\n⟨s2⟩ chore: bump keycloak-adapter\n⟨s3⟩ Merge pull request #⟨n⟩ "
            "from feature/3ds-2.3",
            "Checking out Revision ⟨h⟩ (refs/remotes/origin/⟨rel⟩)",
            "Rollback na ⟨h⟩ — posledný commit pred zmenou timeoutu v ⟨app⟩",
            "git revert ⟨h⟩ && git push origin HEAD:⟨rel⟩",
            "Bitbucket: commit ⟨h⟩ v repozitári payments/⟨app⟩, PR #⟨n⟩ schválil Tomáš",
            "git describe → v3.14.2-⟨k⟩-g⟨s1⟩",
        ),
        _commits,
    ),
    Kind(
        "jenkins_build_metadata",
        (
            "BUILD_TAG=jenkins-payments-⟨app⟩-⟨n⟩\nBUILD_URL=https://jenkins.dnv.internal/job/"
            "payments/job/⟨app⟩/⟨n⟩/\nGIT_COMMIT=⟨h⟩",
            "MD5 fingerprint ⟨md5⟩ pre ⟨app⟩-⟨v⟩.jar — ten istý artefakt ide do UAT aj PROD",
            "Started by timer\nRunning on ⟨agent⟩ in /home/jenkins/agent/workspace/"
            'payments_⟨app⟩_main\n[Pipeline] checkout\nCommit message: "fix timeout" '
            "(⟨h⟩)",
            "credentialsId: '⟨u⟩'  ← to je ID credentialu v Jenkinse, nie heslo",
            "Queue item #⟨q⟩ čakal 14 min na agenta ⟨agent⟩ (build #⟨n⟩)",
        ),
        _jenkins,
    ),
    Kind(
        "artifact_checksums",
        (
            "sha256sum keycloak-⟨kc⟩.tar.gz\n⟨h⟩  keycloak-⟨kc⟩.tar.gz",
            "sepa-inst-gw-⟨v⟩.jar.sha1: ⟨h1⟩",
            "SHA512 (oracle-instantclient-basic-⟨ic⟩-1.el9.x86_64.rpm) = ⟨h512⟩",
            "Artifactory: psd2-gw-⟨v⟩.jar  SHA-256 ⟨h⟩  MD5 ⟨md5⟩",
            "vault_⟨va⟩_linux_amd64.zip: ⟨h⟩ (overené proti SHA256SUMS a podpisu HashiCorp)",
        ),
        _checksums,
    ),
    Kind(
        "certificate_fingerprints_and_serials",
        (
            "openssl x509 -in qwac-⟨y⟩.crt -noout -serial -fingerprint -sha256\nserial=⟨ser⟩\n"
            "sha256 Fingerprint=⟨fp⟩",
            "Subject: C=SK, L=Bratislava, O=Dunavia banka, a.s., organizationIdentifier=⟨org⟩, "
            "CN=api.dunavia.sk",
            "x5t#S256 klientského certifikátu TPP: ⟨x5t⟩ (cnf v mTLS-bound tokene)",
            'Public-Key-Pins-Report-Only: pin-sha256="⟨pin⟩"; max-age=600',
            "Certifikát so serial ⟨ser⟩ revokovaný ⟨d⟩ (keyCompromise), nový má SHA256 ⟨fp2⟩",
        ),
        _certs,
    ),
    Kind(
        "public_keys_and_certificates",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩",
            "⟨host⟩ ecdsa-sha2-nistp256 ⟨ec⟩",
            _BEGIN + "PUBLIC KEY-----\n⟨pub⟩\n" + _END + "PUBLIC KEY-----",
            "Verejný kľúč procesora na overenie webhookov:\n\n"
            + _BEGIN
            + "PUBLIC KEY-----\n⟨pub⟩\n"
            + _END
            + "PUBLIC KEY-----\n",
            "QWAC certifikát (verejný, ide aj TPP):\n"
            + _BEGIN
            + "CERTIFICATE-----\n⟨cert⟩\n"
            + _END
            + "CERTIFICATE-----",
            "authorized_keys na sftp:\nssh-ed25519 ⟨ed⟩ ⟨who⟩",
        ),
        _pubkeys,
    ),
    Kind(
        "version_strings",
        (
            "Keycloak ⟨kc⟩ (quay.io/keycloak/keycloak:⟨kc⟩), upgrade z ⟨kc0⟩ bez chýb",
            "Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production\n"
            "Version 19.⟨ru⟩.0.0.⟨ymd⟩",
            "openshift-install 4.18.⟨p⟩\nbuilt from commit ⟨h⟩\nrelease architecture amd64",
            'openjdk version "21.0.⟨p⟩" 2033-04-15 LTS\nOpenJDK Runtime Environment '
            "(Red_Hat-21.0.⟨p⟩.0.⟨b⟩-1) (build 21.0.⟨p⟩+⟨b⟩-LTS)",
            "rpm -q postgresql17-server → postgresql17-server-17.⟨pg⟩-1PGDG.rhel9.x86_64",
            "Kafka version: ⟨kafka⟩\nKafka commitId: ⟨h16⟩\nKafka startTimeMs: 2001234567890",
            "Dynatrace OneAgent ⟨oa⟩ na všetkých workeroch ocp-ba1",
        ),
        _versions,
        n=10,
    ),
    Kind(
        "kubernetes_uids",
        (
            "metadata:\n  name: ⟨app⟩\n  namespace: ⟨ns⟩\n  uid: ⟨u⟩\n"
            '  resourceVersion: "⟨rv⟩"\n  generation: ⟨g⟩\n  creationTimestamp: "⟨ts⟩"',
            "PVC pvc-⟨u⟩ (ocs-storagecluster-ceph-rbd) sa nevedel attachnúť na worker-ba1-⟨k⟩",
            "ownerReferences:\n- apiVersion: apps/v1\n  kind: ReplicaSet\n  name: ⟨app⟩-⟨rs⟩\n"
            "  uid: ⟨u2⟩\n  controller: true",
            "oc get node worker-ba1-⟨k⟩ -o jsonpath='{.status.nodeInfo}' → systemUUID ⟨U⟩, "
            "bootID ⟨boot⟩",
            'Warning  FailedMount  pod/⟨app⟩-⟨rs⟩  MountVolume.SetUp failed for volume "pvc-⟨u⟩"',
        ),
        _uids,
    ),
    Kind(
        "oracle_identifiers",
        (
            "SQL_ID ⟨sqlid⟩, plan_hash_value ⟨phv⟩ — zlý plán po zbere štatistík",
            "SELECT ROWID, status FROM payments.sepa_tx WHERE ROWID = '⟨rowid⟩';",
            "RMAN> SET DBID ⟨dbid⟩;",
            "Flashback na SCN ⟨scn⟩ (tesne pred chybnou migráciou ⟨acct⟩)",
            "ALTER SYSTEM KILL SESSION '⟨sid⟩,⟨ser⟩,@2' IMMEDIATE;  -- blokoval ⟨sqlid⟩",
            "awrrpt snap ⟨s1⟩–⟨s2⟩, top event 'log file sync', DBID ⟨dbid⟩",
        ),
        _oracle,
    ),
    Kind(
        "postgres_identifiers",
        (
            "pg_current_wal_lsn() = ⟨lsn⟩, replay_lsn na replike ⟨lsn2⟩",
            "⟨ts⟩ LOG:  archive command failed with exit code 1\nDETAIL:  The failed archive "
            'command was: pgbackrest --stanza=ledger archive-push "pg_wal/⟨wal⟩"',
            "Database system identifier:           ⟨sysid⟩",
            "queryid ⟨qid⟩ z pg_stat_statements: mean_exec_time 812 ms (účet ⟨acct⟩)",
            "xmin horizon drží transakcia ⟨xid⟩ (idle in transaction od ⟨ts⟩)",
            "pgbackrest info: full backup ⟨lbl⟩, WAL start ⟨wal⟩",
        ),
        _postgres,
    ),
)
