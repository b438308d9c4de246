"""Benign platform look-alikes of ``lookalike67``: hashes, digests, ids, public keys,
certificates, fingerprints, route handles, ciphertext and cache keys as they show up in a
platform engineer's notes. Nothing here grants access to anything."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike67.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    ec_spki_der,
    ecdsa_p256_public,
    hexs,
    iccid,
    imei,
    indent,
    iso_ts,
    lock_serial,
    num,
    object_id,
    pem,
    pick,
    ssh_ed25519_public,
    ulid,
    uuid4,
    x509_der,
)

BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _semver(r: Random) -> str:
    return f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}"


def _git(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "short": hexs(r, 7),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "pr": str(r.randint(800, 4200)),
        "ts": iso_ts(r),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "d3": hexs(r, 64),
        "n": str(r.randint(1, 40)),
        "img": r.choice(("api", "ingest", "lock-gw", "xroad-adapter", "ride-pricing")),
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "v": f"{r.randint(0, 9)}.{r.randint(0, 19)}",
        "i512": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "pkg": r.choice(("mqtt", "@here/maps-api-for-javascript", "kafkajs", "zod", "pino")),
    }


def _tf(r: Random) -> dict[str, str]:
    return {
        "v": f"5.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "h1": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "zh3": hexs(r, 64),
        "lineage": uuid4(r),
        "serial": str(r.randint(40, 2000)),
        "tfv": f"{r.randint(0, 9)}.{r.randint(0, 6)}",
        "lockid": uuid4(r),
        "uc": "00" + uuid4(r)[2:],
        "run": pick(r, ALNUM, 16),
        "ws": pick(r, ALNUM, 16),
        "sha": hexs(r, 64),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "u": uuid4(r),
        "u2": uuid4(r),
        "oid": object_id(r),
        "serial": lock_serial(r),
        "p": str(r.randint(0, 11)),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "span2": hexs(r, 16),
        "req": uuid4(r),
        "ms": str(r.randint(800, 9000)),
    }


def _ssh(r: Random) -> dict[str, str]:
    who = ("ville@thinkpad", "kadri@tartu-mbp", "ci@github-actions", "juho@hervanta")
    return {
        "pub1": ssh_ed25519_public(r, r.choice(who)),
        "pub2": ssh_ed25519_public(r, r.choice(who)),
        "pubn": ssh_ed25519_public(r, "").rstrip(),
        "ecdsa": ecdsa_p256_public(r),
        "salt": b64(r, 20),
        "hash": b64(r, 20),
        "host": r.choice(("jump.tartu", "bastion.fi-hel2", "ss1.xroad.saimaa.internal")),
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("mqtt.saimaamobility.fi", "Saimaa Lock CA G3", "ss1.xroad.saimaa.internal"))
    return {
        "cert": pem("CERTIFICATE", x509_der(r, cn, "Saimaa Internal Root CA 2034")),
        "pub": pem("PUBLIC KEY", ec_spki_der(r)),
        "serial": lock_serial(r),
    }


def _jwks(r: Random) -> dict[str, str]:
    keys = [
        {
            "kty": "RSA",
            "use": "sig",
            "alg": "RS256",
            "kid": pick(r, B64URL, 43),
            "n": b64url(r, 256),
            "e": "AQAB",
        },
        {
            "kty": "EC",
            "use": "sig",
            "alg": "ES256",
            "kid": hexs(r, 16),
            "crv": "P-256",
            "x": b64url(r, 32),
            "y": b64url(r, 32),
        },
    ]
    return {
        "jwks": json.dumps({"keys": keys}, indent=2),
        "jwks1": json.dumps({"keys": keys[:1]}, separators=(",", ":")),
        "kid": keys[0]["kid"],
        "x": keys[1]["x"],
    }


def _colon(raw: str) -> str:
    return ":".join(raw[i : i + 2] for i in range(0, len(raw), 2)).upper()


def _fps(r: Random) -> dict[str, str]:
    gpg = hexs(r, 40).upper()
    return {
        "colon256": _colon(hexs(r, 64)),
        "colon1": _colon(hexs(r, 40)),
        "pin": b64(r, 32),
        "pin2": b64(r, 32),
        "sshfp": b64(r, 32).rstrip("="),
        "gpg": " ".join(gpg[i : i + 4] for i in range(0, 40, 4)),
        "keyid": gpg[-16:],
        "host": r.choice(("jump.tartu", "mqtt.saimaamobility.fi", "ss2.xroad.saimaa.internal")),
    }


def _xroad(r: Random) -> dict[str, str]:
    return {
        "code": num(r, 8),
        "xid": r.choice((uuid4(r), "saimaa-" + hexs(r, 24))),
        "rh": b64(r, 64),
        "anchor": _colon(hexs(r, 56)),
        "ts": iso_ts(r),
        "svc": r.choice(("RR437", "rahvastikuregister", "ARIREGISTER", "liiklusregister")),
    }


def _iot(r: Random) -> dict[str, str]:
    return {
        "serial": lock_serial(r),
        "imei": imei(r),
        "iccid": iccid(r),
        "imsi": r.choice(("24491", "24801")) + num(r, 10),
        "fw": f"{r.randint(3, 5)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
        "fwsha": hexs(r, 64),
        "nonce": hexs(r, 24),
        "seq": str(r.randint(100, 99999)),
        "adv": hexs(r, 40).upper(),
        "ulid": ulid(r),
        "bat": str(r.randint(3, 99)),
    }


def _cloud(r: Random) -> dict[str, str]:
    return {
        "ucs": "00" + uuid4(r)[2:],
        "ucdb": "09" + uuid4(r)[2:],
        "scw": uuid4(r),
        "proj": uuid4(r),
        "svc": uuid4(r),
        "org": uuid4(r),
        "port": str(r.randint(10000, 29999)),
        "off": num(r, 9),
        "lag": str(r.randint(0, 50000)),
        "zone": r.choice(("fi-hel1", "fi-hel2", "de-fra1")),
    }


def _here(r: Random) -> dict[str, str]:
    return {
        "poly": "B" + r.choice("FGH") + pick(r, B64URL, r.randint(80, 240)),
        "rh": pick(r, B64URL, r.randint(180, 320)),
        "place": "here:pds:place:246u" + pick(r, LOWER_ALNUM, 4) + "-" + hexs(r, 32),
        "sec": pick(r, ALNUM, 8),
        "km": f"{r.randint(1, 14)}.{r.randint(0, 9)}",
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "sha1": hexs(r, 40),
        "h16": hexs(r, 16),
        "h32": hexs(r, 32),
        "ttl": str(r.choice((60, 300, 900, 3600))),
    }


def _hooks(r: Random) -> dict[str, str]:
    return {
        "guid": uuid4(r),
        "sig": hexs(r, 64),
        "sig1": hexs(r, 40),
        "hook": num(r, 9),
        "did": num(r, 11),
        "inst": num(r, 8),
        "run": num(r, 11),
        "job": num(r, 11),
        "d": hexs(r, 64),
    }


def _payloads(r: Random) -> dict[str, str]:
    lock = imei(r)
    body = {
        "lock": lock,
        "bat": r.randint(3, 99),
        "lat": round(61.4 + r.random() / 10, 5),
        "ts": iso_ts(r),
    }
    return {
        "pb": b64(r, r.randint(40, 120)),
        "keyb64": b64_of(lock),
        "valb64": b64_of(json.dumps(body, separators=(",", ":"))),
        "png": b64(r, r.randint(90, 180)),
        "gz": b64(r, r.randint(120, 240)),
        "dlr": b64_of(f"id={num(r, 12)}&status=DELIVRD&to=+3725{num(r, 7)}"),
        "off": num(r, 8),
    }


def _age_recipient(r: Random) -> str:
    return "age1" + pick(r, BECH32, 58)


def _sops(r: Random) -> dict[str, str]:
    armour = "AGE ENCRYPTED FILE"
    env = indent(wrap64(b64(r, r.randint(180, 230))), 12)
    return {
        "d": b64(r, r.randint(24, 48)),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "d2": b64(r, r.randint(24, 40)),
        "iv2": b64(r, 32),
        "tag2": b64(r, 16),
        "mac": b64(r, 64),
        "age": _age_recipient(r),
        "enc": f"{' ' * 12}-----BEGIN {armour}-----\n{env}\n{' ' * 12}-----END {armour}-----",
        "sealed": "Ag" + b64(r, r.randint(300, 420))[2:],
        "ts": iso_ts(r)[:19] + "Z",
    }


def wrap64(text: str) -> str:
    return "\n".join(text[i : i + 64] for i in range(0, len(text), 64))


def _op(r: Random) -> dict[str, str]:
    return {
        "item": pick(r, LOWER_ALNUM, 26),
        "vault": pick(r, LOWER_ALNUM, 26),
        "v": r.choice(("Infra", "Payments", "Locks", "Tartu")),
        "it": r.choice(("paytrail-prod", "montonio-prod", "here-maps", "aiven-ci", "telia-sms")),
    }


def _grafana(r: Random) -> dict[str, str]:
    return {
        "uid": pick(r, ALNUM, r.choice((9, 14))),
        "ruid": pick(r, ALNUM + "-_", 14),
        "fp": hexs(r, 16),
        "ds": "P" + hexs(r, 16).upper(),
        "sil": uuid4(r),
        "panel": str(r.randint(2, 60)),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(1, 40)),
        "short": hexs(r, 7),
        "short12": hexs(r, 12),
        "fw": _semver(r),
        "build": hexs(r, 40),
        "semver": _semver(r),
        "h8": hexs(r, 8),
        "ts": f"2034061{r.randint(0, 9)}{r.randint(100000, 235959)}",
        "x": str(r.randint(0, 9)),
        "y": str(r.randint(0, 30)),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "git_commit_hashes",
        (
            "Revert ⟨sha⟩ korjasi lukkojen OTA-regression; alkuperäinen PR #⟨pr⟩",
            "git bisect: first bad commit ⟨sha⟩, last good ⟨sha2⟩",
            "$ git log --oneline -3\n⟨s1⟩ fix(locks): retry MQTT connect after PSM wake\n"
            "⟨s2⟩ chore(deps): bump paho-mqtt\n⟨s3⟩ feat(maps): cache HERE isolines",
            "Deployed api@⟨short⟩ (full ⟨sha⟩) to fi-hel2 at ⟨ts⟩",
            "Cherry-pick ⟨sha⟩ -> release/2034.06 tehty, konflikti paytrail/callback.py:ssä",
            "GITHUB_SHA=⟨sha⟩ GITHUB_REF=refs/heads/main ./scripts/release-notes.sh",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "ghcr.io/saimaa-mobility/⟨img⟩@sha256:⟨d⟩",
            "image: rg.fr-par.scw.cloud/saimaa/⟨img⟩:2034.06.⟨n⟩@sha256:⟨d⟩",
            "$ docker buildx imagetools inspect ghcr.io/saimaa-mobility/⟨img⟩:latest\n"
            "MediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:⟨d⟩\n\n"
            "Manifests:\n  Name:     ghcr.io/saimaa-mobility/⟨img⟩:latest@sha256:⟨d2⟩\n"
            "  Platform: linux/amd64\n  Name:     ghcr.io/saimaa-mobility/⟨img⟩:latest"
            "@sha256:⟨d3⟩\n  Platform: linux/arm64",
            "Trivy löysi CVE:n layerista sha256:⟨d⟩; base image pinnattu digestiin sha256:⟨d2⟩",
            "cosign verify ghcr.io/saimaa-mobility/⟨img⟩@sha256:⟨d⟩ "
            "--certificate-oidc-issuer https://token.actions.githubusercontent.com -> Verified OK",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "5.⟨v⟩",\n  "resolved": '
            '"https://registry.npmjs.org/⟨pkg⟩/-/⟨pkg⟩-5.⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨i512⟩"\n}',
            'files = [\n    {file = "paho_mqtt-2.⟨v⟩-py3-none-any.whl", hash = "sha256:⟨h⟩"},\n'
            '    {file = "paho_mqtt-2.⟨v⟩.tar.gz", hash = "sha256:⟨h2⟩"},\n]',
            "github.com/eclipse/paho.golang v0.⟨v⟩ h1:⟨h1⟩\n"
            "github.com/eclipse/paho.golang v0.⟨v⟩/go.mod h1:⟨h1b⟩",
            "pnpm-lock.yaml: resolution: {integrity: sha512-⟨i512⟩}",
            "clickhouse-connect==0.⟨v⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            'Cargo.lock: name = "rumqttc", checksum = "⟨h⟩"',
        ),
        _locks,
    ),
    Kind(
        "terraform_lock_and_state_ids",
        (
            'provider "registry.terraform.io/upcloudltd/upcloud" {\n  version     = "⟨v⟩"\n'
            '  constraints = "~> 5.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n'
            '    "zh:⟨zh2⟩",\n    "zh:⟨zh3⟩",\n  ]\n}',
            '"version": 4,\n"terraform_version": "1.1⟨tfv⟩",\n"serial": ⟨serial⟩,\n'
            '"lineage": "⟨lineage⟩"',
            "State lock ⟨lockid⟩ jäi roikkumaan kaatuneelta ajolta: "
            "terraform force-unlock ⟨lockid⟩",
            "upcloud_server.lock_gw: Creation complete after 48s [id=⟨uc⟩]",
            "HCP Terraform run run-⟨run⟩ in workspace ws-⟨ws⟩ applied, state sha256 ⟨sha⟩",
        ),
        _tf,
    ),
    Kind(
        "uuid_ulid_objectid_ids",
        (
            "Ride ⟨ulid⟩ (user ⟨u⟩) ended outside the parking zone",
            '{"_id":{"$oid":"⟨oid⟩"},"rideId":"⟨ulid⟩","vehicle":"⟨serial⟩"}',
            "Käyttäjän ⟨u⟩ tili poistettu GDPR-pyynnöstä ⟨u2⟩",
            "SELECT * FROM rides WHERE id = '⟨ulid⟩'; -- tukipyyntö ⟨u⟩",
            "Kafka key ⟨u⟩ lands on partition ⟨p⟩; message id ⟨ulid2⟩",
            "Sõidu ⟨ulid⟩ arve dokument ⟨oid⟩, kasutaja ⟨u⟩",
        ),
        _ids,
    ),
    Kind(
        "trace_and_span_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "Tempo: trace ⟨trace⟩ shows ⟨ms⟩ ms in here.routing (span ⟨span⟩)",
            '{"level":"error","msg":"paytrail callback timeout","trace_id":"⟨trace⟩",'
            '"span_id":"⟨span⟩","request_id":"⟨req⟩"}',
            "b3: ⟨trace⟩-⟨span⟩-1-⟨span2⟩",
            'Grafana Explore, TraceQL: {trace:id="⟨trace⟩"} -> Montonio-kutsu kesti ⟨ms⟩ ms',
            "X-Request-Id ⟨req⟩ / trace ⟨trace⟩: Telia SMS OTP viivästyi",
        ),
        _traces,
    ),
    Kind(
        "ssh_public_keys_known_hosts",
        (
            "authorized_keys on bastion.fi-hel2:\n⟨pub1⟩\n⟨pub2⟩",
            "$ ssh-keyscan ⟨host⟩\n⟨host⟩ ⟨ecdsa⟩\n⟨host⟩ ⟨pubn⟩",
            "Lisätty deploy key (julkinen) repoon lock-firmware: ⟨pub1⟩",
            "known_hosts (hashed): |1|⟨salt⟩|⟨hash⟩ ⟨ecdsa⟩",
            "Uue Tartu arendaja avalik võti, lisa GitHubi ja bastionile: ⟨pub2⟩",
        ),
        _ssh,
    ),
    Kind(
        "x509_certificates_public_keys",
        (
            "⟨cert⟩",
            "X-tee turvaserveri auth-sertifikaat (avalik, globaalkonfis):\n⟨cert⟩",
            "Lukkojen MQTT-brokerin CA (ca.pem, julkinen, flashataan jokaiseen lukkoon):\n⟨cert⟩",
            "Lukon ⟨serial⟩ laitteen julkinen avain rekisteröity:\n⟨pub⟩",
            "Firmware signing key, PUBLIC part baked into the bootloader:\n\n⟨pub⟩",
        ),
        _certs,
    ),
    Kind(
        "jwks_documents",
        (
            "$ curl -s https://auth.saimaamobility.fi/.well-known/jwks.json\n⟨jwks⟩",
            "JWKS cached by the API gateway: ⟨jwks1⟩",
            "kid ⟨kid⟩ puuttui JWKS:stä ja siksi mobiiliappi sai 401",
            "EC signing key in JWKS rotated, new x coordinate ⟨x⟩ (public)",
        ),
        _jwks,
    ),
    Kind(
        "tls_and_key_fingerprints",
        (
            "openssl x509 -noout -fingerprint -sha256 -in ca.pem\nsha256 Fingerprint=⟨colon256⟩",
            'Certificate pinning in the app: pin-sha256="⟨pin⟩"; backup pin-sha256="⟨pin2⟩"',
            "ED25519 key fingerprint is SHA256:⟨sshfp⟩. (⟨host⟩, tarkistettu puhelimessa)",
            "X-tee: sertifikaadi SHA-1 räsi ⟨colon1⟩ lisatud globaalkonfi",
            "Release signing GPG key ⟨gpg⟩ (key ID ⟨keyid⟩)",
        ),
        _fps,
    ),
    Kind(
        "xroad_identifiers_and_hashes",
        (
            "X-tee klient: EE/COM/⟨code⟩/saimaa-mobility/adapter, teenus EE/GOV/70003098/rr/"
            "⟨svc⟩/v1",
            "X-Road-Id: ⟨xid⟩\nX-Road-Request-Hash: ⟨rh⟩",
            '<xrd:id>⟨xid⟩</xrd:id>\n<xrd:requestHash algorithmId="http://www.w3.org/2001/04/'
            'xmlenc#sha512">⟨rh⟩</xrd:requestHash>',
            "Turvaserveri logist ⟨ts⟩: query id ⟨xid⟩, client EE/COM/⟨code⟩/saimaa-mobility, 200",
            "Configuration anchor for instance EE imported, anchor hash ⟨anchor⟩",
        ),
        _xroad,
    ),
    Kind(
        "iot_lock_identifiers",
        (
            "Lukko ⟨serial⟩: IMEI ⟨imei⟩, ICCID ⟨iccid⟩, firmware ⟨fw⟩",
            'locks/⟨imei⟩/telemetry {"bat":⟨bat⟩,"rsrp":-104,"nonce":"⟨nonce⟩","seq":⟨seq⟩}',
            "Lock firmware ⟨fw⟩-ltem sha256 ⟨fwsha⟩ staged for the Tartu fleet",
            "AT+CGSN -> ⟨imei⟩\nAT+CIMI -> ⟨imsi⟩\nAT%XICCID -> %XICCID: ⟨iccid⟩",
            "BLE advertisement service data ⟨adv⟩ (lukon id + laskuri, ei avain)",
            "Lukk ⟨serial⟩ ei ärka PSM-ist, viimane sõnum ⟨ulid⟩, aku ⟨bat⟩%",
        ),
        _iot,
    ),
    Kind(
        "cloud_resource_ids",
        (
            "upctl server show ⟨ucs⟩ -> state started, zone ⟨zone⟩",
            "Scaleway instance fr-par-2/⟨scw⟩ (project ⟨proj⟩) stopped for the weekend",
            "Aiven kafka-telemetry (project saimaa-prod): bootstrap "
            "kafka-telemetry-saimaa-prod.a.aivencloud.com:⟨port⟩, SASL, no client cert",
            "ClickHouse Cloud service ⟨svc⟩ (org ⟨org⟩) skaalattu 2 replikaan",
            "Kafka: topic locks.telemetry.v2, group ride-ingest, partition 7 offset ⟨off⟩ "
            "lag ⟨lag⟩",
            "upcloud_managed_database_postgresql.main: id=⟨ucdb⟩, zone ⟨zone⟩",
        ),
        _cloud,
    ),
    Kind(
        "here_route_handles_polylines",
        (
            '"polyline": "⟨poly⟩"',
            "GET https://router.hereapi.com/v8/routes/⟨rh⟩?transportMode=bicycle&return=polyline",
            "HERE place ⟨place⟩ (Tampereen rautatieasema) on parkkialueen keskipiste",
            "routeHandle ⟨rh⟩ vanheni, reitti ⟨km⟩ km laskettiin uudelleen",
            "section ⟨sec⟩ polyline ⟨poly⟩ decodes to 212 points (flexpolyline, precision 5)",
        ),
        _here,
    ),
    Kind(
        "ci_cache_keys",
        (
            "Cache restored from key: Linux-pnpm-store-⟨h64⟩",
            "Cache not found for input keys: Linux-poetry-3.12-⟨h64⟩, Linux-poetry-3.12-",
            "Valkey cache key here:isoline:v3:⟨sha1⟩ (TTL ⟨ttl⟩ s)",
            "Turborepo: cache hit, replaying logs ⟨h16⟩",
            "- uses: actions/cache@v4\n  with:\n    path: ~/.cargo\n"
            "    key: cargo-⟨h64⟩\n    restore-keys: cargo-",
            "sccache key ⟨h32⟩ miss -> rebuild of lock-gw took 6 min",
        ),
        _cache,
    ),
    Kind(
        "github_webhook_deliveries",
        (
            "X-GitHub-Delivery: ⟨guid⟩\nX-GitHub-Event: pull_request\n"
            "X-Hub-Signature-256: sha256=⟨sig⟩",
            "Atlantis hylkäsi deliveryn ⟨guid⟩: sha256=⟨sig⟩ ei täsmännyt (proxy muutti bodya)",
            "gh api -X POST repos/saimaa-mobility/infra/hooks/⟨hook⟩/deliveries/⟨did⟩/attempts",
            "hook ⟨hook⟩, installation ⟨inst⟩, delivery ⟨guid⟩, X-Hub-Signature: sha1=⟨sig1⟩",
            "Actions run ⟨run⟩ attempt 2, job ⟨job⟩, artifact digest sha256:⟨d⟩",
        ),
        _hooks,
    ),
    Kind(
        "base64_data_payloads",
        (
            "MQTT payload (protobuf, base64): ⟨pb⟩",
            '{"topic":"locks.telemetry.v2","partition":3,"offset":⟨off⟩,"key":"⟨keyb64⟩",'
            '"value":"⟨valb64⟩"}',
            "echo ⟨valb64⟩ | base64 -d  # yksi telemetriaviesti",
            "Telia DLR callback body oli base64: ⟨dlr⟩",
            "QR-koodi potkulaudan tarraan: data:image/png;base64,⟨png⟩",
            "binaryData:\n  zones-tre.geojson.gz: ⟨gz⟩",
        ),
        _payloads,
    ),
    Kind(
        "sops_and_sealed_ciphertext",
        (
            "paytrail_secret_key: ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]\n"
            "sops:\n    age:\n        - recipient: ⟨age⟩\n          enc: |\n⟨enc⟩\n"
            '    lastmodified: "⟨ts⟩"\n    mac: ENC[AES256_GCM,data:⟨mac⟩,iv:⟨iv2⟩,tag:⟨tag2⟩,'
            "type:str]",
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: montonio\n"
            "  namespace: payments\nspec:\n  encryptedData:\n    secret-key: ⟨sealed⟩",
            "SOPS-salattu arvo (turvallinen committaa): ENC[AES256_GCM,data:⟨d2⟩,iv:⟨iv⟩,"
            "tag:⟨tag⟩,type:str]",
            "age recipient (public) for the infra repo: ⟨age⟩",
        ),
        _sops,
    ),
    Kind(
        "onepassword_references_item_ids",
        (
            "op read 'op://⟨v⟩/⟨it⟩/credential'",
            "op item get ⟨item⟩ --vault ⟨v⟩ --fields label=password --reveal",
            "PAYTRAIL_SECRET_KEY=op://⟨v⟩/paytrail-prod/secret key\n"
            "HERE_API_KEY=op://⟨v⟩/here-maps/api key",
            "1Password item ⟨item⟩ (vault ⟨vault⟩) = ⟨it⟩, kenttä 'credential'",
            "op run --env-file=.env.op -- pnpm start  (viittaukset op://⟨v⟩/⟨it⟩/...)",
        ),
        _op,
    ),
    Kind(
        "grafana_uids_alert_fingerprints",
        (
            "Dashboard uid ⟨uid⟩ (Lukkojen akut), paneeli ⟨panel⟩",
            "Alert fingerprint ⟨fp⟩, rule uid ⟨ruid⟩, state Alerting",
            "https://saimaamobility.grafana.net/d/⟨uid⟩/locks-overview?orgId=1&var-zone=tre",
            'datasource: { type: "grafana-clickhouse-datasource", uid: "⟨ds⟩" }',
            "Hiljennys (silence) ⟨sil⟩ kuni homseni, alert ⟨fp⟩",
        ),
        _grafana,
    ),
    Kind(
        "version_build_strings",
        (
            "api 2034.06.⟨n⟩+git.⟨short⟩ on tuotannossa",
            "lock firmware ⟨fw⟩-ltem (GNU build-id ⟨build⟩)",
            "go.mod: github.com/saimaa-mobility/xroad-go v0.0.0-⟨ts⟩-⟨short12⟩",
            "node 24.⟨x⟩, pnpm 10.⟨y⟩, terraform 1.1⟨x⟩.⟨y⟩, upctl ⟨semver⟩",
            "ghcr.io/saimaa-mobility/api:2034.06.⟨n⟩-⟨short⟩",
            "app v⟨semver⟩-rc.⟨n⟩+⟨h8⟩ (Android versionCode 2034⟨n⟩)",
        ),
        _versions,
    ),
)
