"""Benign look-alikes from the platform: Azure resource and message ids, public keys,
certificates and fingerprints, JWKS, commits, digests, lockfile hashes, ids of every shape,
trace ids, public client tokens, Tailscale node keys, base64 data and cache keys."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike69.gen import (
    ALNUM,
    BUCKETS,
    ENTITIES,
    HUBS,
    LOWER_ALNUM,
    REPOS,
    Kind,
    b64,
    b64_of,
    b64url,
    cert_pem,
    day,
    device,
    ec_spki_pem,
    epoch,
    hexs,
    hms,
    indent,
    iso,
    lan_ip,
    num,
    objectid,
    person,
    pick,
    rsa_spki_pem,
    site,
    ssh_public,
    ulid,
    uuid4,
    uuid7,
    wrap,
    x509_der,
)

_PUB = "pu" + "b"


def _colon(raw: bytes) -> str:
    return ":".join(f"{b:02X}" for b in raw)


def _azure_ids(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tid": uuid4(r),
        "cid": uuid4(r),
        "oid": uuid4(r),
        "role": uuid4(r),
        "hub": r.choice(HUBS),
        "env": r.choice(("iot-neu", "data-neu", "inv-uks")),
        "ver": hexs(r, 32),
        "name": r.choice(("influx-token", "stripe-sk", "iothub-owner", "dd-api-key")),
    }


def _iot_meta(r: Random) -> dict[str, str]:
    return {
        "dev": device(r),
        "iso": iso(r),
        "mid": uuid4(r),
        "corr": uuid4(r),
        "gen": "63" + num(r, 16),
        "etag": base64.b64encode(r.getrandbits(20).to_bytes(8, "big")).decode(),
        "detag": b64_of(num(r, 9)),
        "ver": str(r.randint(2, 900)),
        "kb": str(r.randint(257, 900)),
        "rid": uuid4(r),
        "crid": uuid4(r),
        "hub": r.choice(HUBS),
        "p": str(r.randrange(8)),
        "off": num(r, 10),
        "seq": num(r, 7),
    }


def _fingerprints(r: Random) -> dict[str, str]:
    der = x509_der(r, device(r), "Kelpie Grid Device CA")
    der2 = x509_der(r, device(r), "Kelpie Grid Device CA")
    return {
        "tp1": hashlib.sha1(der).hexdigest().upper(),
        "tp2": hashlib.sha1(der2).hexdigest().upper(),
        "colon": _colon(hashlib.sha256(der).digest()),
        "sshfp": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        "dev": device(r),
        "hub": r.choice(HUBS),
        "date": day(r),
        "serial": _colon(r.randbytes(16)),
        "tailnet": "tail" + hexs(r, 5),
    }


def _ssh_pub(r: Random) -> dict[str, str]:
    return {
        "ed": ssh_public(r),
        "ec": ssh_public(r, "ecdsa"),
        "salt": base64.b64encode(r.randbytes(20)).decode().rstrip("="),
        "hash": base64.b64encode(r.randbytes(20)).decode().rstrip("="),
        "who": person(r),
        "site": site(r),
        "n": num(r, 2),
        "x": hexs(r, 5),
    }


def _pem_public(r: Random) -> dict[str, str]:
    dev = device(r)
    cert = cert_pem(x509_der(r, dev, "Kelpie Grid Root CA 2034"))
    pub = ec_spki_pem(r) if r.random() < 0.6 else rsa_spki_pem(r)
    return {"cert": cert, "icert": indent(cert, 2), "pub": pub, "dev": dev}


def _jwks(r: Random) -> dict[str, str]:
    n = bytearray(r.randbytes(256))
    n[0] |= 0x80
    return {
        "kid": b64url(r, 20),
        "kid2": b64url(r, 20),
        "x5t": b64url(r, 20),
        "n": base64.urlsafe_b64encode(bytes(n)).decode().rstrip("="),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "tid": uuid4(r),
    }


def _commits(r: Random) -> dict[str, str]:
    msgs = (
        "fix(modbus): swap word order for float32 registers",
        "feat(bmrs): poll B1610 every 30 min",
        "chore: bump azure-eventhub",
        "ceartaigh: MPRN validation",
        "ùraich: HA 2034.10 entities",
        "fix(billing): GoCardless retry window",
    )
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "tree": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "short": hexs(r, 8),
        "msg1": r.choice(msgs),
        "msg2": r.choice(msgs),
        "msg3": r.choice(msgs),
        "bn": str(r.randint(300, 4000)),
        "repo": r.choice(REPOS),
        "pr": str(r.randint(40, 900)),
    }


def _digests(r: Random) -> dict[str, str]:
    repo = r.choice(REPOS)
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "repo": repo,
        "tag": f"2034.10.{r.randint(1, 31)}-{hexs(r, 7)}",
        "p": str(r.randint(0, 4)),
    }


def _locks(r: Random) -> dict[str, str]:
    v = f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 12)}"
    stamp = f"2034{r.randint(1, 9):02d}{r.randint(10, 28)}" + hms(r).replace(":", "")
    return {
        "v": v,
        "s512": b64(r, 64),
        "s512b": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "size": str(r.randint(20000, 900000)),
        "h1": b64(r, 32),
        "pseudo": f"v0.0.0-{stamp}-{hexs(r, 12)}",
        "sha1": hexs(r, 40),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "ulid": ulid(r),
        "uuid": uuid4(r),
        "uuid7": uuid7(r),
        "oid": objectid(r),
        "ent": r.choice(ENTITIES),
        "devid": hexs(r, 32),
        "hauser": hexs(r, 32),
        "ulid2": ulid(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "ddtrace": str(r.getrandbits(63)),
        "ddspan": str(r.getrandbits(63)),
        "d": f"{r.randint(1, 31):02d}",
        "hms": hms(r),
        "ip": lan_ip(r),
        "uuid": uuid4(r),
        "ep8": f"{epoch(r):08x}",
        "h24": hexs(r, 24),
        "ms": str(r.randint(80, 9000)),
    }


def _datadog(r: Random) -> dict[str, str]:
    def seg() -> str:
        return pick(r, LOWER_ALNUM, 3)

    return {
        "pub": _PUB + hexs(r, 32),
        "app": uuid4(r),
        "mon": num(r, 8),
        "date": day(r),
        "dash": f"{seg()}-{seg()}-{seg()}",
        "ms": str(epoch(r) * 1000),
        "evid": num(r, 19),
        "short": hexs(r, 7),
    }


def _tailscale(r: Random) -> dict[str, str]:
    return {
        "nk": hexs(r, 64),
        "mk": hexs(r, 64),
        "dk": hexs(r, 64),
        "nid": "n" + pick(r, ALNUM, 10) + "CNTRL",
        "kid": "k" + pick(r, ALNUM, 10) + "CNTRL",
        "site": site(r),
        "a": str(r.randint(64, 127)),
        "b": str(r.randint(0, 255)),
        "c": str(r.randint(1, 254)),
        "h4": hexs(r, 4),
    }


def _influx_ha(r: Random) -> dict[str, str]:
    return {
        "b1": hexs(r, 16),
        "b2": hexs(r, 16),
        "auth": hexs(r, 16),
        "auth2": hexs(r, 16),
        "org": hexs(r, 16),
        "task": hexs(r, 16),
        "ceid": ulid(r),
        "dev": hexs(r, 32),
        "bucket": r.choice(BUCKETS),
    }


def _bitbucket(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "ws": uuid4(r),
        "bn": str(r.randint(300, 4000)),
        "repo": r.choice(REPOS),
        "short": hexs(r, 12),
        "sha": hexs(r, 40),
    }


def _payloads(r: Random) -> dict[str, str]:
    dev = device(r)
    reading = {
        "deviceId": dev,
        "ts": iso(r),
        "kw": round(r.uniform(0, 250), 3),
        "kwhImport": round(r.uniform(0, 90000), 1),
        "freqHz": round(r.uniform(49.8, 50.2), 3),
    }
    raw = json.dumps(reading, separators=(",", ":"))
    regs = r.randbytes(32)
    csv = "MPRN,Read Value,Read Type\n" + "".join(
        f"10{num(r, 9)},{r.uniform(0, 9):.3f},Active Import Interval (kW)\n" for _ in range(6)
    )
    return {
        "b64json": b64_of(raw),
        "dev": dev,
        "b64regs": base64.b64encode(regs).decode(),
        "json": raw,
        "wrapped": wrap(b64_of(csv), 76),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "tariff": f"E-1R-AGILE-34-{r.randint(1, 9):02d}-01-{r.choice('NP')}",
        "date": day(r),
        "h": hexs(r, 16),
        "etag": f"0x8DC{pick(r, '0123456789ABCDEF', 11)}",
        "etag2": hexs(r, 40),
        "md5b64": b64(r, 16),
        "dataset": r.choice(("B1610", "FPN", "FUELHH", "MID")),
        "sha1": hexs(r, 40),
        "cachekey": hexs(r, 64),
        "ttl": str(r.choice((60, 300, 900, 1800))),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-kelpie-⟨env⟩/providers/Microsoft.Devices/"
            "IotHubs/⟨hub⟩",
            "az account set --subscription ⟨sub⟩ && az group show -n rg-kelpie-⟨env⟩",
            "AZURE_TENANT_ID=⟨tid⟩\nAZURE_CLIENT_ID=⟨cid⟩\nAZURE_SUBSCRIPTION_ID=⟨sub⟩",
            '{"principalId": "⟨oid⟩", "roleDefinitionId": "/subscriptions/⟨sub⟩/providers/'
            'Microsoft.Authorization/roleDefinitions/⟨role⟩", "scope": '
            '"/subscriptions/⟨sub⟩/resourceGroups/rg-kelpie-⟨env⟩"}',
            "Aitheantas an tionónta ⟨tid⟩ — ní rún é; tá sé i ngach URL logála isteach.",
            "Key Vault ref: https://kv-kelpie-neu.vault.azure.net/secrets/⟨name⟩/⟨ver⟩ "
            "(that's the version id, not the value)",
            "Managed identity id-meter-ingest: principalId ⟨oid⟩, clientId ⟨cid⟩",
        ),
        _azure_ids,
    ),
    Kind(
        "azure_iot_message_metadata",
        (
            "iothub-connection-device-id: ⟨dev⟩\niothub-enqueuedtime: ⟨iso⟩\nmessage-id: ⟨mid⟩\n"
            "correlation-id: ⟨corr⟩\niothub-connection-auth-generation-id: ⟨gen⟩",
            '{"deviceId": "⟨dev⟩", "etag": "⟨etag⟩", "deviceEtag": "⟨detag⟩", "version": ⟨ver⟩, '
            '"status": "enabled", "authenticationType": "sas", "generationId": "⟨gen⟩"}',
            "Teachdaireachd ⟨mid⟩ bho ⟨dev⟩ air a dhiùltadh: MessageTooLarge (⟨kb⟩ KB)",
            "x-ms-request-id=⟨rid⟩ x-ms-client-request-id=⟨crid⟩ status=429 "
            "ThrottleBacklogLimitExceeded hub=⟨hub⟩ device=⟨dev⟩",
            "Event Hubs partition ⟨p⟩ offset ⟨off⟩ sequence ⟨seq⟩ enqueued ⟨iso⟩ (⟨dev⟩)",
        ),
        _iot_meta,
    ),
    Kind(
        "certificate_fingerprints",
        (
            "az iot hub device-identity create -n ⟨hub⟩ -d ⟨dev⟩ --am x509_thumbprint "
            "--ptp ⟨tp1⟩ --stp ⟨tp2⟩",
            "openssl x509 -noout -fingerprint -sha256 -in ⟨dev⟩.pem\nsha256 Fingerprint=⟨colon⟩",
            "ED25519 key fingerprint is SHA256:⟨sshfp⟩. (gw ⟨dev⟩, first connect)",
            "Thumbprint ⟨tp1⟩ expires ⟨date⟩ — renew from the DPS intermediate before then.",
            "Lorg-meòir an teisteanais (SHA-1): ⟨tp1⟩ — poblach, chan e iuchair a th' ann.",
            "Tailscale TLS cert for ha.⟨tailnet⟩.ts.net: serial ⟨serial⟩, SHA-256 ⟨colon⟩",
        ),
        _fingerprints,
    ),
    Kind(
        "ssh_public_keys",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩@kelpie-⟨site⟩",
            'command="/usr/local/bin/hdf-sync",no-pty,no-port-forwarding ssh-ed25519 ⟨ed⟩ '
            "esb-sftp@⟨site⟩",
            "|1|⟨salt⟩=|⟨hash⟩= ecdsa-sha2-nistp256 ⟨ec⟩",
            "Bitbucket Pipelines public key (add to the gateway's authorized_keys): "
            "ssh-ed25519 ⟨ed⟩",
            "Eochair phoiblí SSH ⟨who⟩: ecdsa-sha2-nistp256 ⟨ec⟩ ⟨who⟩@inbhirnis",
            "Host key for gw-⟨n⟩.tail⟨x⟩.ts.net: ssh-ed25519 ⟨ed⟩",
        ),
        _ssh_pub,
    ),
    Kind(
        "public_certificates_and_keys_pem",
        (
            "⟨cert⟩",
            "Root CA for the meter fleet (public, safe to commit):\n\n⟨cert⟩",
            "⟨pub⟩",
            "An teisteanas poblach airson ⟨dev⟩ (DPS individual enrollment):\n⟨cert⟩",
            "tls:\n  ca_bundle: |\n⟨icert⟩\n  verify: true",
            "Verification key for the gateway firmware signatures (public):\n\n⟨pub⟩",
        ),
        _pem_public,
    ),
    Kind(
        "jwks_documents",
        (
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","x5t":"⟨x5t⟩","n":"⟨n⟩",'
            '"e":"AQAB","alg":"RS256"}]}',
            '{\n  "keys": [\n    {\n      "kty": "EC",\n      "crv": "P-256",\n'
            '      "kid": "⟨kid⟩",\n      "x": "⟨x⟩",\n      "y": "⟨y⟩"\n    },\n'
            '    {\n      "kty": "RSA",\n      "kid": "⟨kid2⟩",\n      "n": "⟨n⟩",\n'
            '      "e": "AQAB"\n    }\n  ]\n}',
            "curl -s https://login.microsoftonline.com/⟨tid⟩/discovery/v2.0/keys | jq "
            '\'.keys[].kid\'\n"⟨kid⟩"\n"⟨kid2⟩"',
            "Eochracha poiblí JWKS an tionónta — kid ⟨kid⟩, n = ⟨n⟩ (poiblí; ní gá iad a cheilt)",
            'Kraken token header {"typ":"JWT","alg":"RS256","kid":"⟨kid⟩"} verified against '
            "the JWKS modulus ⟨n⟩",
        ),
        _jwks,
    ),
    Kind(
        "git_commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ (HEAD -> main, origin/main) ⟨msg1⟩\n⟨s2⟩ ⟨msg2⟩\n"
            "⟨s3⟩ ⟨msg3⟩",
            "Reverted ⟨sha⟩ — it broke the Modbus float decoding (word order).",
            "git bisect good ⟨sha⟩ && git bisect bad ⟨sha2⟩",
            "BITBUCKET_COMMIT=⟨sha⟩ BITBUCKET_BUILD_NUMBER=⟨bn⟩",
            "Cuireadh an socrú isteach i ⟨sha⟩; tá sé ar an mbrainse release/2034.10.",
            "Merge commit ⟨sha⟩ on kelpiegrid/⟨repo⟩ (PR #⟨pr⟩): tree ⟨tree⟩ parent ⟨sha2⟩",
            "Tha ⟨short⟩ a' càradh a' bhug le SP 46–48 air latha atharrachadh a' ghleoc.",
        ),
        _commits,
    ),
    Kind(
        "container_digests",
        (
            "kelpiecr.azurecr.io/⟨repo⟩@sha256:⟨d⟩",
            "⟨tag⟩: Pulling from ⟨repo⟩\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image for kelpiecr.azurecr.io/⟨repo⟩:⟨tag⟩",
            "az acr repository show-manifests -n kelpiecr --repository ⟨repo⟩ --top 2\n"
            '[{"digest": "sha256:⟨d⟩", "tags": ["⟨tag⟩"]}, {"digest": "sha256:⟨d2⟩", "tags": []}]',
            "      containers:\n        - name: ⟨repo⟩\n"
            "          image: kelpiecr.azurecr.io/⟨repo⟩:⟨tag⟩@sha256:⟨d⟩",
            "Íomhá nua ⟨repo⟩ (⟨tag⟩): sha256:⟨d⟩ — seiceáil an achoimre sula gcuirtear i "
            "bhfeidhm í.",
            "ghcr.io/home-assistant/home-assistant:2034.10.⟨p⟩ → sha256:⟨d⟩ (pinned in compose)",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@azure/event-hubs": {\n  "version": "⟨v⟩",\n  "resolved": '
            '"https://registry.npmjs.org/@azure/event-hubs/-/event-hubs-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨s512⟩"\n}',
            '[[package]]\nname = "influxdb-client"\nversion = "⟨v⟩"\n'
            'source = { registry = "https://pypi.org/simple" }\n'
            'sdist = { url = "https://files.pythonhosted.org/packages/influxdb_client-⟨v⟩.tar.gz",'
            ' hash = "sha256:⟨h⟩", size = ⟨size⟩ }',
            "pymodbus==⟨v⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "github.com/tailscale/hujson ⟨pseudo⟩ h1:⟨h1⟩",
            '"@stripe/stripe-js@^⟨v⟩":\n  version "⟨v⟩"\n  resolved '
            '"https://registry.yarnpkg.com/@stripe/stripe-js/-/stripe-js-⟨v⟩.tgz#⟨sha1⟩"\n'
            "  integrity sha512-⟨s512⟩",
            "Theip ar npm ci: EINTEGRITY — bhíothas ag súil le sha512-⟨s512⟩ ach fuarthas "
            "sha512-⟨s512b⟩.",
        ),
        _locks,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "HA context id ⟨ulid⟩ (automation.⟨ent⟩_alert triggered)",
            'event id ⟨uuid7⟩; legacy member DB ObjectId("⟨oid⟩")',
            '{"entity_id": "sensor.⟨ent⟩", "unique_id": "⟨uuid⟩", "device_id": "⟨devid⟩", '
            '"context": {"id": "⟨ulid⟩", "parent_id": null, "user_id": "⟨hauser⟩"}}',
            "| table | id |\n|---|---|\n| members | ⟨oid⟩ |\n| readings | ⟨uuid7⟩ |\n"
            "| jobs | ⟨ulid⟩ |",
            "Aithnichear na h-obrach ⟨uuid⟩ — chan e rùn a th' ann, faodar a chur san tiogaid.",
            "Aitheantóir an iarratais ⟨uuid⟩; an ULID don bhaisc ná ⟨ulid2⟩.",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "dd.trace_id=⟨ddtrace⟩ dd.span_id=⟨ddspan⟩ service=meter-ingest env=prod",
            "2034-10-⟨d⟩ ⟨hms⟩ ERROR [meter-ingest] trace=⟨trace⟩ span=⟨span⟩ Modbus timeout "
            "reading 40001-40010 from ⟨ip⟩",
            "x-request-id: ⟨uuid⟩\nx-amzn-trace-id: Root=1-⟨ep8⟩-⟨h24⟩",
            "Datadog APM: https://app.datadoghq.eu/apm/trace/⟨ddtrace⟩?spanID=⟨ddspan⟩",
            "Lorg ⟨trace⟩: thug an sgrìobhadh gu InfluxDB ⟨ms⟩ ms.",
            "Rianú ⟨trace⟩ — seo an t-iarratas mall ó Ghaillimh (⟨ms⟩ ms).",
        ),
        _traces,
    ),
    Kind(
        "datadog_public_ids",
        (
            "DD_RUM_CLIENT_TOKEN=⟨pub⟩  # client tokens are public (they ship to the browser)",
            "datadogRum.init({ applicationId: '⟨app⟩', clientToken: '⟨pub⟩', "
            "site: 'datadoghq.eu', service: 'member-portal' })",
            "Monitor ⟨mon⟩ (Event Hubs consumer lag > 5k) muted until ⟨date⟩",
            "https://app.datadoghq.eu/dashboard/⟨dash⟩/kelpie-grid-meters?from_ts=⟨ms⟩",
            "Tòcan cliant RUM (poblach, chan e iuchair API): ⟨pub⟩",
            "Datadog event ⟨evid⟩ — deploy of bmrs-poller ⟨short⟩",
        ),
        _datadog,
    ),
    Kind(
        "tailscale_node_keys_and_ids",
        (
            "tailscale status --json | jq '.Self.PublicKey' → \"nodekey:⟨nk⟩\"",
            "Node ⟨nid⟩ (gw-⟨site⟩) 100.⟨a⟩.⟨b⟩.⟨c⟩ fd7a:115c:a1e0::⟨h4⟩ — key expiry disabled",
            "Auth key ⟨kid⟩ revoked in the admin console (the console only shows the key id).",
            "ACL test tag:modbus-gw → tag:influx:443 ok; machine key mkey:⟨mk⟩",
            "Eochair nóid an gheata (gw-⟨site⟩): nodekey:⟨nk⟩ (poiblí)",
            "discokey:⟨dk⟩ changed after the reboot of gw-⟨site⟩; DERP region lhr",
        ),
        _tailscale,
    ),
    Kind(
        "influxdb_and_ha_ids",
        (
            "influx bucket list\nID\t\t\tName\t\tRetention\n⟨b1⟩\tmeters\t\t8760h0m0s\n"
            "⟨b2⟩\tha_states\t720h0m0s",
            "influx auth list --json | jq '.[].id' → ⟨auth⟩, ⟨auth2⟩ (ids only, no tokens)",
            "Org id ⟨org⟩ — Telegraf wants the org name, the HA integration wants this id.",
            "HA config entry ⟨ceid⟩ (modbus), device ⟨dev⟩ — ids changed after the restore",
            "Aitheantas an bhuicéid ⟨b1⟩ (⟨bucket⟩) agus na heagraíochta ⟨org⟩ — ní rúin iad.",
            "Task ⟨task⟩ (downsample_30m, org ⟨org⟩) failed: runtime error @4:5-4:49",
        ),
        _influx_ha,
    ),
    Kind(
        "bitbucket_pipelines_metadata",
        (
            "BITBUCKET_PIPELINE_UUID={⟨uuid⟩}\nBITBUCKET_STEP_UUID={⟨uuid2⟩}\n"
            "BITBUCKET_BUILD_NUMBER=⟨bn⟩",
            "Pipeline #⟨bn⟩ on kelpiegrid/⟨repo⟩ failed at step 'integration' ({⟨uuid2⟩}), "
            "commit ⟨short⟩",
            '{"uuid": "{⟨uuid⟩}", "build_number": ⟨bn⟩, "state": {"name": "COMPLETED", '
            '"result": {"name": "FAILED"}}, "target": {"commit": {"hash": "⟨sha⟩"}}}',
            "Dh'fhàillig loidhne-phìoba #⟨bn⟩ — bha DD_API_KEY falamh (secured, mar sin "
            "chan fhaic sinn e).",
            "OIDC audience for ⟨repo⟩: ari:cloud:bitbucket::workspace/⟨ws⟩",
            "Aitheantas an stórais ⟨repo⟩: {⟨uuid⟩}; tógáil #⟨bn⟩ ag ⟨short⟩.",
        ),
        _bitbucket,
    ),
    Kind(
        "base64_data_payloads",
        (
            '{"body": "⟨b64json⟩", "properties": {"content-type": "application/json"}, '
            '"systemProperties": {"iothub-connection-device-id": "⟨dev⟩"}}',
            "Event Hubs message body (base64) from ⟨dev⟩: ⟨b64json⟩",
            "registers 40001..40016 as base64: ⟨b64regs⟩ (big-endian words, ⟨dev⟩)",
            "Dàta na teachdaireachd, base64: ⟨b64json⟩ — dìreach leughaidhean, chan eil "
            "dad dìomhair ann.",
            "echo '⟨b64json⟩' | base64 -d\n⟨json⟩",
            "Content-Type: text/csv; name=hdf.csv\nContent-Transfer-Encoding: base64\n\n⟨wrapped⟩",
        ),
        _payloads,
    ),
    Kind(
        "cache_keys_and_etags",
        (
            "redis-cli GET 'kelpie:agile:⟨tariff⟩:⟨date⟩:⟨h⟩'",
            'ETag: "⟨etag⟩" on the checkpoint blob; If-Match failed twice',
            "Content-MD5: ⟨md5b64⟩ (blob upload of the HDF export)",
            "cache key for the bmrs poller: bmrs:v2:⟨dataset⟩:⟨sha1⟩",
            'ETag: W/"⟨etag2⟩" — Octopus rates unchanged since ⟨date⟩',
            "Eochair taisce ⟨cachekey⟩ — ní rún í, is hais SHA-256 den fhiosrúchán Flux.",
            "Iuchair tasgaidh ⟨cachekey⟩ air falbh às dèidh ⟨ttl⟩s.",
        ),
        _cache,
    ),
)
