"""Benign look-alikes of the platform side: IoT Hub twins and messages, git and image
hashes, Kubernetes ids, Vault audit HMACs, ciphertexts safe to commit, PostgreSQL ids,
certificate fingerprints, public keys, Azure ids, CI ids, trace ids and lock-file hashes.
None is a credential."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike42.gen import (
    ALNUM,
    IOT_HUBS,
    LOWER_ALNUM,
    NAMESPACES,
    PEOPLE,
    PG_HOSTS,
    UHEX,
    Kind,
    b64,
    clock,
    cp_id,
    day,
    device_id,
    hexs,
    num,
    ocpp_mid,
    pick,
    uuid4,
    wrap,
)

_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_IMAGES = ("ocpp/csms", "ocpp/gateway", "billing/api", "trading/bot", "iot/bridge")


def _ver(r: Random) -> str:
    return f"{r.randint(1, 4)}.{r.randint(0, 40)}.{r.randint(0, 20)}"


def _twin(r: Random) -> dict[str, str]:
    return {
        "dev": device_id(r),
        "hub": r.choice(IOT_HUBS),
        "etag": base64.b64encode(r.randint(1, 900).to_bytes(8, "big")).decode(),
        "detag": base64.b64encode(num(r, 9).encode()).decode(),
        "gen": "638" + num(r, 15),
        "v": str(r.randint(2, 900)),
        "day": day(r),
        "clock": clock(r),
        "grp": r.choice(("chargers-no", "chargers-ee", "gateways")),
        "fw": _ver(r),
    }


def _git(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "sha2": hexs(r, 40),
        "short": sha[:8],
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "mr": str(r.randint(100, 4000)),
        "ver": _ver(r),
        "day": day(r),
        "pipe": num(r, 6),
    }


def _digest(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "img": r.choice(_IMAGES),
        "ver": _ver(r),
        "ns": r.choice(NAMESPACES),
    }


def _k8s(r: Random) -> dict[str, str]:
    rs = pick(r, "bcdfghjklmnpqrstvwxz2456789", 10)
    return {
        "uid": uuid4(r),
        "uid2": uuid4(r),
        "rv": num(r, 9),
        "rs": rs,
        "p1": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "p2": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "np": num(r, 8),
        "x": str(r.randint(0, 9)),
        "ns": r.choice(NAMESPACES),
        "cid": hexs(r, 64),
    }


def _vault_audit(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "h3": hexs(r, 64),
        "rid": uuid4(r),
        "day": day(r),
        "clock": clock(r),
        "a": str(r.randint(0, 255)),
        "b": str(r.randint(1, 254)),
        "v": str(r.randint(2, 40)),
    }


def _encrypted(r: Random) -> dict[str, str]:
    return {
        "d": b64(r, r.choice((24, 48, 80))),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "ct": b64(r, r.choice((44, 60, 92))),
        "age": "age1" + pick(r, _BECH32, 58),
        "who": r.choice(PEOPLE),
        "day": day(r),
    }


def _sealed(r: Random) -> dict[str, str]:
    return {
        "e1": "Ag" + b64(r, 540),
        "e2": "Ag" + b64(r, 520),
        "ns": r.choice(NAMESPACES),
        "fp": hexs(r, 64),
    }


def _pg(r: Random) -> dict[str, str]:
    def lsn() -> str:
        return f"{r.randint(1, 0x3F):X}/{r.randint(0, 0xFFFFFFFF):X}"

    tl = r.randint(1, 4)
    seg = r.randint(1, 0x3F)
    return {
        "lsn": lsn(),
        "lsn2": lsn(),
        "wal": f"{tl:08X}{seg:08X}{r.randint(0, 0xFF):08X}",
        "sysid": "7" + num(r, 18),
        "qid": "-" + num(r, 19) if r.random() < 0.5 else num(r, 19),
        "calls": str(r.randint(1000, 9000000)),
        "xid": str(r.randint(100000, 4000000000)),
        "pid": str(r.randint(1000, 99999)),
        "lag": str(r.randint(1, 900)),
        "host": r.choice(PG_HOSTS),
    }


def _fingerprint(r: Random) -> dict[str, str]:
    raw = pick(r, UHEX, 64)
    serial = pick(r, UHEX, 32)
    return {
        "fp": ":".join(raw[i : i + 2] for i in range(0, 64, 2)),
        "tp1": pick(r, UHEX, 40),
        "tp2": pick(r, UHEX, 40),
        "hub": r.choice(IOT_HUBS),
        "dev": device_id(r),
        "mid": ocpp_mid(r),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "ser": serial.lower(),
        "ser_c": ":".join(serial[i : i + 2] for i in range(0, 32, 2)).lower(),
        "spki": b64(r, 32),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    ed = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + r.randbytes(32))
    ec_pub = base64.b64encode(
        bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200")
        + b"\x04"
        + r.randbytes(64)
    ).decode()
    cert = "MIIDxTCCAq2gAwIBAgIU" + pick(r, ALNUM, 27) + "wDQYJKoZIhvcNAQELBQAw" + b64(r, 870)
    gpg = pick(r, UHEX, 40)
    return {
        "ed": ed.decode(),
        "who": r.choice(PEOPLE),
        "cert": wrap(cert, 64),
        "pub": wrap(ec_pub, 64),
        "gpg": " ".join(gpg[i : i + 4] for i in range(0, 40, 4)),
        "ip": f"10.42.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "ten": uuid4(r),
        "app": uuid4(r),
        "oid": uuid4(r),
        "hub": r.choice(IOT_HUBS),
        "rg": r.choice(("rg-stk-prod-noe", "rg-stk-prod-weu", "rg-stk-tll-dev")),
    }


def _iot_msg(r: Random) -> dict[str, str]:
    return {
        "cp": cp_id(r),
        "dev": device_id(r),
        "mid": uuid4(r),
        "cid": uuid4(r),
        "gen": "638" + num(r, 15),
        "seq": str(r.randint(1000, 99999999)),
        "off": num(r, 11),
        "p": str(r.randint(0, 31)),
        "trk": hexs(r, 32).upper()
        + f"-G:{r.randint(0, 30)}-TimeStamp:04/{r.randint(1, 28):02d}/2030"
        f" {clock(r)}",
        "lt": uuid4(r),
        "day": day(r),
        "clock": clock(r),
        "lag": str(r.randint(2, 300)),
    }


def _ci(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "pipe": num(r, 6),
        "job": num(r, 7),
        "sha": sha,
        "sha8": sha[:8],
        "pid": str(r.randint(40, 900)),
        "rid": str(r.randint(10, 400)),
        "ver": _ver(r),
        "sha256": hexs(r, 64),
        "rv": f"17.{r.randint(0, 11)}.{r.randint(0, 5)}",
        "rsha": hexs(r, 8),
        "rshort": pick(r, LOWER_ALNUM + "-_", 8),
        "sysid": pick(r, LOWER_ALNUM, 12),
        "mr": str(r.randint(100, 4000)),
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "ms": str(r.randint(400, 9000)),
        "day": day(r),
        "clock": clock(r),
    }


def _integrity(r: Random) -> dict[str, str]:
    return {
        "sri": b64(r, 64),
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "h1": b64(r, 32),
        "a": str(r.randint(0, 20)),
        "b": str(r.randint(0, 9)),
        "ver": _ver(r),
        "pkg": r.choice(("ocpp", "python-ocpp", "asyncpg", "stripe", "azure-iot-device")),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "iot_hub_device_twins",
        (
            '{"deviceId":"⟨dev⟩","etag":"⟨etag⟩","deviceEtag":"⟨detag⟩","status":"enabled",'
            '"connectionState":"Connected","generationId":"⟨gen⟩","version":⟨v⟩,'
            '"properties":{"reported":{"firmware":"⟨fw⟩"}}}',
            'az iot hub device-twin show -n ⟨hub⟩ -d ⟨dev⟩ --query etag → "⟨etag⟩"',
            "DPS: ⟨dev⟩ assigned to ⟨hub⟩.azure-devices.net via enrollment group ⟨grp⟩ "
            "(generationId ⟨gen⟩)",
            "Enhet ⟨dev⟩: generationId ⟨gen⟩, deviceEtag ⟨detag⟩, sist tilkoblet ⟨day⟩T⟨clock⟩Z.",
            "Seadme ⟨dev⟩ twin $version ⟨v⟩, etag ⟨etag⟩ — desired.firmware ⟨fw⟩ ootel.",
        ),
        _twin,
    ),
    Kind(
        "git_commit_hashes",
        (
            'Reverted ⟨sha⟩ ("ocpp: retry BootNotification with backoff"), it broke profile 2 '
            "chargers.",
            "git bisect: first bad commit is ⟨sha⟩; last good ⟨short⟩",
            "MR !⟨mr⟩ merged as ⟨sha⟩, tag v⟨ver⟩ points at ⟨short⟩.",
            "$ git log --oneline -3\n⟨s1⟩ (HEAD -> main) billing: round Vipps amounts to øre\n"
            "⟨s2⟩ csms: drop the OCPP 1.5 shim\n⟨s3⟩ ci: pin helm 3.17",
            "Muudatus ⟨sha⟩ läks prod-i ⟨day⟩, pipeline #⟨pipe⟩.",
            "git cherry-pick ⟨sha2⟩..⟨sha⟩ onto release/⟨ver⟩",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "image: stkprod.azurecr.io/⟨img⟩@sha256:⟨d⟩",
            "Pulled: stkprod.azurecr.io/charts/⟨img⟩:⟨ver⟩\nDigest: sha256:⟨d⟩",
            "Image-i ⟨img⟩ digest muutus: sha256:⟨d⟩ → sha256:⟨d2⟩ (sama tag ⟨ver⟩!)",
            "containerID: containerd://⟨d⟩",
            "cosign verify stkprod.azurecr.io/⟨img⟩@sha256:⟨d⟩ — OK, signert av CI-nøkkelen.",
        ),
        _digest,
    ),
    Kind(
        "kubernetes_object_ids",
        (
            "$ kubectl get pods -n ⟨ns⟩\nNAME                          READY   STATUS    AGE\n"
            "csms-⟨rs⟩-⟨p1⟩    1/1     Running   3d\ncsms-⟨rs⟩-⟨p2⟩    1/1     Running   3d",
            'metadata:\n  name: csms-db-data\n  uid: ⟨uid⟩\n  resourceVersion: "⟨rv⟩"\n'
            "spec:\n  volumeName: pvc-⟨uid2⟩",
            "Node aks-ocpp-⟨np⟩-vmss00000⟨x⟩ drained; csms-⟨rs⟩-⟨p1⟩ rescheduled.",
            "ReplicaSet ocpp-gateway-⟨rs⟩ (pod-template-hash ⟨rs⟩) har den dårlige configen.",
            "Pod uid ⟨uid⟩, containerID containerd://⟨cid⟩ — OOMKilled kell ⟨x⟩ öösel.",
        ),
        _k8s,
    ),
    Kind(
        "vault_audit_hmacs",
        (
            '{"time":"⟨day⟩T⟨clock⟩Z","type":"response","auth":{"client_token":"hmac-sha256:⟨h1⟩",'
            '"accessor":"hmac-sha256:⟨h2⟩","display_name":"approle","policies":["default",'
            '"ocpp-deploy"]},"request":{"id":"⟨rid⟩","operation":"read",'
            '"path":"secret/data/ocpp/csms"}}',
            "The audit log has the leaked token only as hmac-sha256:⟨h1⟩ (checked with "
            "sys/audit-hash).",
            "Revisjonslogg: request ⟨rid⟩, client_token hmac-sha256:⟨h1⟩, remote_address "
            "10.42.⟨a⟩.⟨b⟩",
            "vault kv metadata get secret/billing/stripe: current_version ⟨v⟩, created "
            "⟨day⟩T⟨clock⟩Z, request_id ⟨rid⟩",
            '"request":{"data":{"password":"hmac-sha256:⟨h3⟩"},"path":"database/config/csms"}',
        ),
        _vault_audit,
    ),
    Kind(
        "ciphertexts_safe_to_commit",
        (
            "values.prod.enc.yaml:\nstripe:\n    secretKey: ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,"
            "tag:⟨tag⟩,type:str]\nsops:\n    age:\n        - recipient: ⟨age⟩",
            "vault write transit/decrypt/billing ciphertext=vault:v1:⟨ct⟩",
            "csms.payment_card.token_enc holds vault:v2:⟨ct⟩ (transit key billing, version 2).",
            "Krüpteeritud väärtus (SOPS): ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
            "sops updatekeys la til age-mottaker ⟨age⟩ (⟨who⟩ sin laptop) ⟨day⟩",
        ),
        _encrypted,
    ),
    Kind(
        "sealed_secrets",
        (
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n"
            "  name: nordpool-api\n  namespace: ⟨ns⟩\nspec:\n  encryptedData:\n"
            "    password: ⟨e1⟩\n    username: ⟨e2⟩",
            "kubeseal --raw --namespace ⟨ns⟩ --name csms-db --from-file=/dev/stdin printed ⟨e1⟩",
            "SealedSecret vipps-api is safe to commit; encryptedData.clientSecret: ⟨e1⟩",
            "kubeseal --fetch-cert: sertifikatets SHA-256 ⟨fp⟩, gyldig til 2031; ⟨ns⟩ bruker "
            "den nye nøkkelen.",
        ),
        _sealed,
    ),
    Kind(
        "postgres_internal_ids",
        (
            "pg_current_wal_lsn() = ⟨lsn⟩, replay lag on the Tallinn replica ⟨lag⟩ MB",
            "archive_command failed for WAL segment ⟨wal⟩ (exit 1) on ⟨host⟩",
            "Database system identifier: ⟨sysid⟩ (pg_controldata)",
            "pg_stat_statements: queryid ⟨qid⟩, calls ⟨calls⟩ — the charge_session join.",
            "| slot_name | restart_lsn | confirmed_flush_lsn |\n|---|---|---|\n"
            "| debezium_billing | ⟨lsn⟩ | ⟨lsn2⟩ |",
            "ERROR: could not serialize access due to concurrent update, xid ⟨xid⟩, pid ⟨pid⟩",
        ),
        _pg,
    ),
    Kind(
        "certificate_fingerprints",
        (
            "$ openssl x509 -in csms.crt -noout -fingerprint -sha256\nsha256 Fingerprint=⟨fp⟩",
            "az iot hub device-identity create -n ⟨hub⟩ -d ⟨dev⟩ --am x509_thumbprint "
            "--ptp ⟨tp1⟩ --stp ⟨tp2⟩",
            '[3,"⟨mid⟩",{"status":"Accepted","certificateHashDataChain":[{"certificateType":'
            '"V2GRootCertificate","certificateHashData":{"hashAlgorithm":"SHA256",'
            '"issuerNameHash":"⟨h1⟩","issuerKeyHash":"⟨h2⟩","serialNumber":"⟨ser⟩"}}]}]',
            "Sertifikaadi seerianumber ⟨ser_c⟩, kehtib kuni 2031-04-30, SHA-1 ⟨tp1⟩",
            'Kempower pins the CSMS cert by SPKI: pin-sha256="⟨spki⟩"',
        ),
        _fingerprint,
    ),
    Kind(
        "public_keys_and_certificates",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩@straumkai.no",
            "bastion.straumkai.no,⟨ip⟩ ssh-ed25519 ⟨ed⟩",
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Meter public key (OCMF, secp256r1) from the charger label:\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pub⟩\n-----END PUBLIC KEY-----",
            "GPG-nøkkel som signerer release-tagger: ⟨gpg⟩ (⟨who⟩)",
        ),
        _pubkeys,
    ),
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.Devices/IotHubs/⟨hub⟩",
            "Tenant ⟨ten⟩, app (client) ID ⟨app⟩ for sp-gitlab-deploy.",
            'az role assignment create --assignee ⟨app⟩ --role "Key Vault Secrets User" '
            "--scope /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.KeyVault/"
            "vaults/kv-stk-prod",
            '{"tenantId":"⟨ten⟩","subscriptionId":"⟨sub⟩","objectId":"⟨oid⟩",'
            '"principalType":"ServicePrincipal"}',
            "AZURE_TENANT_ID=⟨ten⟩\nAZURE_CLIENT_ID=⟨app⟩\n"
            "AZURE_FEDERATED_TOKEN_FILE=/var/run/secrets/azure/tokens/azure-identity-token",
            "Hallatud identiteet principalId ⟨oid⟩ (clientId ⟨app⟩) bridge'i podidel.",
        ),
        _azure,
    ),
    Kind(
        "iot_hub_message_metadata",
        (
            '{"body":{"cp":"⟨cp⟩","action":"StatusNotification"},"enqueuedTime":'
            '"⟨day⟩T⟨clock⟩Z","properties":{"messageId":"⟨mid⟩","correlationId":"⟨cid⟩"},'
            '"systemProperties":{"iothub-connection-device-id":"⟨dev⟩",'
            '"iothub-connection-auth-generation-id":"⟨gen⟩","x-opt-sequence-number":⟨seq⟩,'
            '"x-opt-offset":"⟨off⟩"}}',
            "Event Hub checkpoint, partition ⟨p⟩: offset ⟨off⟩, sequenceNumber ⟨seq⟩",
            "IoT Hub 429 for ⟨dev⟩, TrackingId:⟨trk⟩",
            "Sõnum ⟨mid⟩ (correlation ⟨cid⟩) jõudis Event Hubi ⟨lag⟩ s hiljem.",
            "C2D lock token ⟨lt⟩ expired before Complete() for ⟨dev⟩",
        ),
        _iot_msg,
    ),
    Kind(
        "gitlab_ci_ids",
        (
            "Pipeline #⟨pipe⟩ for ⟨sha⟩ failed at job #⟨job⟩ (deploy:prod), runner #⟨rid⟩",
            "CI_JOB_ID=⟨job⟩ CI_PIPELINE_ID=⟨pipe⟩ CI_COMMIT_SHA=⟨sha⟩ CI_PROJECT_ID=⟨pid⟩",
            "artifacts: csms-⟨ver⟩.tar.gz sha256 ⟨sha256⟩, expires in 30 days",
            "Running with gitlab-runner ⟨rv⟩ (⟨rsha⟩)\n  on aks-stk-prod-runner ⟨rshort⟩, "
            "system ID: s_⟨sysid⟩",
            "GitLab-prosjekt ⟨pid⟩, MR !⟨mr⟩, pipeline ⟨pipe⟩ grønn etter retry (⟨sha8⟩).",
            "Cache key: csms-⟨sha8⟩-protected, job ⟨job⟩",
        ),
        _ci,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
            "x-request-id: ⟨u⟩\nx-ms-request-id: ⟨u2⟩",
            "Tempo trace ⟨t32⟩ shows ⟨ms⟩ ms in stripe.PaymentIntent.create",
            "Idempotency-Key: ⟨u⟩",
            "Jälg ⟨t32⟩, span ⟨s16⟩ — aeglane päring Nord Pooli API-le (⟨ms⟩ ms).",
            "(AuthorizationFailed) Correlation ID: ⟨u⟩ Timestamp: ⟨day⟩ ⟨clock⟩",
        ),
        _trace,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"integrity": "sha512-⟨sri⟩"',
            "⟨pkg⟩==⟨ver⟩ \\\n    --hash=sha256:⟨h64⟩ \\\n    --hash=sha256:⟨h64b⟩",
            "github.com/lorenzodonini/ocpp-go v0.⟨a⟩.⟨b⟩ h1:⟨h1⟩",
            '[[package]]\nname = "⟨pkg⟩"\nversion = "⟨ver⟩"\nchecksum = "⟨h64⟩"',
            "Chart.lock digest sha256:⟨h64⟩ endret seg uten at versjonen ⟨ver⟩ gjorde det.",
        ),
        _integrity,
    ),
)
