"""Benign look-alikes from the platform: digests, commits, lockfile hashes, ids, trace ids,
Azure resource ids and Key Vault references, public keys, certificates, JWKS, thumbprints,
Vault Transit ciphertext, OPC UA / MQTT / ROS 2 ids, cache keys, base64 data, versions,
signatures and CI metadata. Each one is public, a reference, or signs a single message."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike71.gen import (
    ALNUM,
    LOWER_ALNUM,
    NAMESPACES,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    benign_kind,
    colon_hex,
    day,
    ecdsa_sig_b64,
    hexs,
    indent,
    iso,
    iso_ms,
    num,
    object_id,
    pem,
    person,
    pick,
    robot,
    spki_pem,
    ssh_fingerprint,
    ssh_public_blob,
    ssh_public_line,
    uhex,
    ulid,
    uuid4,
    when,
    wrap,
    x509_der,
)

_HARBOR = "harbor.hlr-robotik.de"
_GITLAB = "gitlab.hanse-lager.de"
_KEYCLOAK = "keycloak.hlr-robotik.de"


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "d3": hexs(r, 64),
        "n": str(r.randint(1, 28)),
        "ver": f"2035.2.{r.randint(1, 60)}",
        "pod": pick(r, LOWER_ALNUM, 5),
        "img": r.choice(("platform/ewm-bridge", "fleet/ros2-nav2", "fleet/mission-planner")),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "tree": hexs(r, 40),
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "mr": str(r.randint(100, 2400)),
        "who": person(r),
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "i512": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "gosum": b64(r, 32),
        "gosum2": b64(r, 32),
        "v": f"{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "gov": f"{r.randint(20, 40)}.{r.randint(0, 3)}",
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "ulid": ulid(r),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "oid": object_id(r),
        "robot": robot(r),
        "robot2": robot(r),
        "serial": f"HLR-AGV-{num(r, 8)}",
        "serial2": f"HLR-AGV-{num(r, 8)}",
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "iso": iso_ms(r),
        "ms": str(r.randint(300, 9000)),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "uuid3": uuid4(r),
        "ts": when(r).strftime("%Y%m%dT%H%M%SZ"),
        "harborid": uuid4(r),
        "ns": r.choice(NAMESPACES),
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "ra": uuid4(r),
        "ikey": uuid4(r),
        "rg": r.choice(("rg-hlr-fleet-prod-weu", "rg-hlr-events", "rg-hlr-sec-weu")),
    }


def _keyvault(r: Random) -> dict[str, str]:
    return {
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "kvname": r.choice(
            ("sap-rfc-password", "nets-secret-key", "mobilepay-client-secret", "harbor-robot")
        ),
        "n": str(r.randint(1, 9)),
        "ns": r.choice(NAMESPACES),
    }


def _ssh(r: Random) -> dict[str, str]:
    ed = ssh_public_blob(r, "ssh-ed25519")
    ec = ssh_public_blob(r, "ecdsa-sha2-nistp256")
    rsa = ssh_public_blob(r, "ssh-rsa")
    return {
        "ed": ssh_public_line(ed),
        "ec": ssh_public_line(ec),
        "rsa": ssh_public_line(rsa),
        "fp": ssh_fingerprint(ed),
        "fp_ec": ssh_fingerprint(ec),
        "user": r.choice(("mads", "merle", "ansible", "argocd", "ole")),
        "n": f"{r.randint(1, 140):03d}",
        "o": str(r.randint(1, 60)),
        "o2": str(r.randint(2, 250)),
    }


def _cert_pem(r: Random, cn: str, rsa: bool = False) -> tuple[str, bytes]:
    uri = f"urn:hlr:opcua:{cn}"
    der_bytes = x509_der(r, cn, "HLR Issuing CA 02", uri, f"{cn}.hlr.internal", rsa=rsa)
    return pem("CERTIFICATE", der_bytes), der_bytes


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("fleet-gateway", "plc-ham1-hall3", "mqtt-bridge", "ewm-connector"))
    cert, der_bytes = _cert_pem(r, cn, rsa=r.random() < 0.4)
    cert2, _ = _cert_pem(r, "HLR Issuing CA 02")
    return {
        "cert": cert,
        "cert2": cert2,
        "cert_yaml": indent(cert, "    "),
        "pub": spki_pem(r),
        "cn": cn,
        "fp256": colon_hex(hashlib.sha256(der_bytes).digest()),
    }


def _jwk_rsa(r: Random) -> dict[str, object]:
    cert = x509_der(r, "hlr", "hlr", "urn:keycloak:hlr", _KEYCLOAK, rsa=True)
    return {
        "kid": b64url(r, 32),
        "kty": "RSA",
        "alg": "RS256",
        "use": "sig",
        "n": b64url(r, 256),
        "e": "AQAB",
        "x5c": [base64.b64encode(cert).decode()],
        "x5t": b64url_of(hashlib.sha1(cert).digest()),
        "x5t#S256": b64url_of(hashlib.sha256(cert).digest()),
    }


def _jwks(r: Random) -> dict[str, str]:
    rsa = _jwk_rsa(r)
    ec = {
        "kid": b64url(r, 32),
        "kty": "EC",
        "alg": "ES256",
        "use": "sig",
        "crv": "P-256",
        "x": b64url(r, 32),
        "y": b64url(r, 32),
    }
    return {
        "jwks": json.dumps({"keys": [rsa, ec]}, indent=2),
        "jwks_min": json.dumps({"keys": [ec]}, separators=(",", ":")),
        "kid": str(rsa["kid"]),
        "kid2": b64url(r, 32),
        "n": str(rsa["n"]),
        "tenant": uuid4(r),
        "who": person(r),
    }


def _thumbs(r: Random) -> dict[str, str]:
    raw = r.randbytes(20)
    return {
        "thumb": raw.hex().upper(),
        "thumb2": uhex(r, 40),
        "thumb3": uhex(r, 40),
        "colon": colon_hex(r.randbytes(20)),
        "cn": r.choice(("fleet-gateway", "UaExpert@HLR-NB-17", "plc-ham1-hall3", "mqtt-bridge")),
        "cn2": r.choice(("ewm-connector", "SCADA-AAR1", "plc-aar1-hall1")),
        "date": day(r),
    }


def _transit(r: Random) -> dict[str, str]:
    return {
        "ct": b64(r, r.choice((44, 60, 76))),
        "ct2": b64(r, r.choice((44, 60))),
        "hmac": b64(r, 32),
        "inp": b64_of(f"payment.charge.created:{hexs(r, 32)}"),
        "pk": b64(r, 32),
        "iso": iso(r),
        "n": str(r.randint(2, 6)),
    }


def _opcua_mqtt(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "bs": b64(r, 16),
        "cluster": hexs(r, 32),
        "robot": robot(r),
        "hex": hexs(r, 8),
        "serial": num(r, 8),
        "n": str(r.randint(0, 255)),
        "seq": str(r.randint(0, 255)),
        "iso": iso_ms(r),
        "ip": f"10.40.{r.randint(1, 60)}.{r.randint(2, 250)}",
    }


def _ros2(r: Random) -> dict[str, str]:
    gid = ".".join(f"{b:02x}" for b in r.randbytes(16))
    t = when(r)
    return {
        "gid": gid,
        "gid2": ".".join(f"{b:02x}" for b in r.randbytes(16)),
        "prefix": ".".join(f"{b:02x}" for b in r.randbytes(12)),
        "n": f"{r.randint(1, 140):03d}",
        "bag": f"rosbag2_{t:%Y_%m_%d-%H_%M_%S}",
        "zid": hexs(r, 32),
        "dom": str(r.randint(10, 90)),
        "msgs": str(r.randint(10000, 900000)),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "sha8": hexs(r, 8),
        "sha40": hexs(r, 40),
        "sha1": hexs(r, 40),
        "nx": num(r, 20),
        "turbo": hexs(r, 16),
        "h64": hexs(r, 64),
        "uuid": uuid4(r),
        "n": str(r.randint(1, 9)),
    }


def _b64data(r: Random) -> dict[str, str]:
    state = {
        "robot": robot(r),
        "battery": r.randint(5, 100),
        "pose": {"x": round(r.uniform(0, 120), 2), "y": round(r.uniform(0, 60), 2)},
        "mission": ulid(r),
    }
    pdf = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n" + r.randbytes(r.randint(90, 160))
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.randint(40, 70))
    return {
        "uuid": uuid4(r),
        "state": b64_of(json.dumps(state, separators=(",", ":"))),
        "bs": b64(r, r.randint(12, 40)),
        "map": b64(r, r.randint(150, 260)),
        "pdf": wrap(b64_of(pdf), 76),
        "png": b64_of(png),
        "robot": robot(r),
        "iso": iso(r),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(1, 60)),
        "m": str(r.randint(0, 9)),
        "sha7": hexs(r, 7),
        "sha8": hexs(r, 8),
        "sha12": hexs(r, 12),
        "build": num(r, 6),
        "serial": pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 1) + num(r, 7),
        "pl": str(r.randint(100, 400)),
        "date": day(r),
        "rev": str(r.randint(2, 90)),
    }


def _cosign(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "sig": ecdsa_sig_b64(r),
        "rekor": hexs(r, 16) + hexs(r, 64),
        "idx": num(r, 9),
        "keyid": hexs(r, 16).upper(),
        "fp": "SHA256:" + b64(r, 32).rstrip("="),
        "img": r.choice(("platform/ewm-bridge", "fleet/ros2-nav2", "platform/keycloak-theme")),
        "iso": iso(r),
    }


def _ci_meta(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 6),
        "jid": num(r, 7),
        "rid": str(r.randint(3, 90)),
        "rshort": pick(r, ALNUM + "-_", 8),
        "sysid": pick(r, LOWER_ALNUM, 12),
        "sha": hexs(r, 40),
        "sha7": hexs(r, 7),
        "sha8": hexs(r, 8),
        "n": str(r.randint(10, 400)),
        "iso": iso(r),
        "app": r.choice(("ewm-bridge-prod", "fleet-manager-aar1", "keycloak-prod")),
        "v": str(r.randint(0, 12)),
    }


PLATFORM: tuple[Kind, ...] = (
    benign_kind(
        "container_image_digests",
        (
            _HARBOR + "/⟨img⟩:⟨ver⟩@sha256:⟨d⟩",
            "docker buildx imagetools inspect " + _HARBOR + "/⟨img⟩:⟨ver⟩\n"
            "Name:      " + _HARBOR + "/⟨img⟩:⟨ver⟩\n"
            "MediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:⟨d⟩\n\n"
            "Manifests:\n  Name:      " + _HARBOR + "/⟨img⟩:⟨ver⟩@sha256:⟨d2⟩\n"
            "  Platform:  linux/amd64\n\n  Name:      " + _HARBOR + "/⟨img⟩:⟨ver⟩@sha256:⟨d3⟩\n"
            "  Platform:  linux/arm64",
            "images:\n- name: " + _HARBOR + "/⟨img⟩\n  digest: sha256:⟨d⟩",
            "Harbor hat für `⟨img⟩` zwei Digests mit demselben Tag ⟨ver⟩: sha256:⟨d⟩ (neu) vs. "
            "sha256:⟨d2⟩ (alt, noch auf AAR1).",
            "ewm-bridge-7d9f8c6b5-⟨pod⟩   1/1   Running   0   3h   "
            + _HARBOR
            + "/⟨img⟩@sha256:⟨d⟩",
        ),
        _digests,
    ),
    benign_kind(
        "git_commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ fix(ewm): retry RFC on CPIC timeout\n"
            "⟨s2⟩ chore(deps): bump pyrfc to 3.4\n⟨s3⟩ feat(fleet): MQTT v5 session expiry",
            "Argo CD: ewm-bridge-prod synced to ⟨sha⟩ (HEAD of main), vorherige Revision ⟨sha2⟩.",
            "MR !⟨mr⟩ als ⟨sha⟩ auf release/2035.02 gecherry-pickt (⟨who⟩).",
            "Fejlen kom ind med commit ⟨sha⟩ (»refactor secret loading«) — den fjernede "
            "fallback til Key Vault.",
            "`git bisect` endete bei ⟨sha⟩; tree ⟨tree⟩, parent ⟨sha2⟩.",
        ),
        _commits,
    ),
    benign_kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/mqtt": {\n  "version": "⟨v⟩",\n'
            '  "resolved": "https://registry.npmjs.org/mqtt/-/mqtt-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨i512⟩"\n}',
            '[[package]]\nname = "pyrfc"\nversion = "⟨v⟩"\nfiles = [\n'
            '    {file = "pyrfc-⟨v⟩-cp312-cp312-manylinux_2_28_x86_64.whl", hash = "sha256:⟨h⟩"},\n'
            "]",
            "github.com/eclipse/paho.golang v0.⟨gov⟩ h1:⟨gosum⟩\n"
            "github.com/eclipse/paho.golang v0.⟨gov⟩/go.mod h1:⟨gosum2⟩",
            '[[package]]\nname = "opcua"\nversion = "⟨v⟩"\n'
            'source = "registry+https://github.com/rust-lang/crates.io-index"\n'
            'checksum = "⟨h⟩"',
            "paho-mqtt==⟨v⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "  /keycloak-js@⟨v⟩:\n    resolution: {integrity: sha512-⟨i512⟩}",
        ),
        _locks,
    ),
    benign_kind(
        "uuids_ulids_objectids",
        (
            "Robot ⟨robot⟩ hat die Mission-ID ⟨ulid⟩ (ULID), im Fleet-Manager die UUID ⟨uuid⟩.",
            'db.missions.find({_id: ObjectId("⟨oid⟩")}, {robot: 1, state: 1})',
            "Azure subscription ⟨uuid⟩, tenant ⟨uuid2⟩ — Aarhus bruger samme tenant.",
            '{"missionId":"⟨ulid⟩","robotUuid":"⟨uuid⟩","parentTask":"⟨oid⟩",'
            '"correlationId":"⟨uuid2⟩"}',
            "| AGV | Seriennr. | Fleet-UUID |\n|---|---|---|\n| ⟨robot⟩ | ⟨serial⟩ | ⟨uuid⟩ |\n"
            "| ⟨robot2⟩ | ⟨serial2⟩ | ⟨uuid2⟩ |",
        ),
        _ids,
    ),
    benign_kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "ts=⟨iso⟩ level=warn service=ewm-bridge traceID=⟨trace⟩ spanID=⟨span⟩ "
            'msg="RFC call slow" duration=⟨ms⟩ms',
            '{namespace="⟨ns⟩"} |= "⟨trace⟩" | logfmt | line_format "{{.msg}}"',
            "x-ms-request-id: ⟨uuid⟩\nx-ms-correlation-request-id: ⟨uuid2⟩\n"
            "x-ms-routing-request-id: WESTEUROPE:⟨ts⟩:⟨uuid3⟩",
            "Tempo: Trace ⟨trace⟩ zeigt ⟨ms⟩ ms im Span `keycloak.token` (spanId ⟨span⟩) — also "
            "der Token-Endpunkt, nicht SAP.",
            "Se trace ⟨trace⟩ i Tempo; request-id fra Harbor var ⟨harborid⟩.",
        ),
        _traces,
    ),
    benign_kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.ContainerService/"
            "managedClusters/aks-hlr-prod-weu",
            "az aks get-credentials --resource-group ⟨rg⟩ --name aks-hlr-prod-weu "
            "--subscription ⟨sub⟩",
            "principalId der Managed Identity `id-hlr-ewm-bridge`: ⟨uuid⟩, clientId ⟨uuid2⟩, "
            "Role Assignment ⟨ra⟩ (Key Vault Secrets User).",
            "APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=⟨ikey⟩;IngestionEndpoint="
            "https://westeurope-5.in.applicationinsights.azure.com/;ApplicationId=⟨uuid⟩",
            'azurerm_key_vault.hlr: id = "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/'
            'Microsoft.KeyVault/vaults/kv-hlr-prod-weu"',
        ),
        _azure,
    ),
    benign_kind(
        "keyvault_secret_references",
        (
            "https://kv-hlr-prod-weu.vault.azure.net/secrets/⟨kvname⟩/⟨ver⟩",
            "@Microsoft.KeyVault(SecretUri=https://kv-hlr-pay-weu.vault.azure.net/secrets/"
            "⟨kvname⟩/⟨ver⟩)",
            "objects: |\n  array:\n    - |\n      objectName: ⟨kvname⟩\n      objectType: secret\n"
            "      objectVersion: ⟨ver⟩",
            "az keyvault secret show --vault-name kv-hlr-prod-weu --name ⟨kvname⟩ --query id "
            "-o tsv\nhttps://kv-hlr-prod-weu.vault.azure.net/secrets/⟨kvname⟩/⟨ver⟩",
            "Secret-Version ⟨ver⟩ von `⟨kvname⟩` ist die aktuelle; ⟨ver2⟩ ist deaktiviert "
            "(nicht löschen, Soft-Delete).",
            "password: <path:kv/data/hlr/⟨ns⟩#password#⟨n⟩>",
        ),
        _keyvault,
    ),
    benign_kind(
        "ssh_public_keys_fingerprints",
        (
            "⟨ed⟩ ⟨user⟩@hlr-ham1",
            "# ~/.ssh/authorized_keys auf agv-ham1-⟨n⟩\n⟨ed⟩ ⟨user⟩@laptop\n⟨rsa⟩ ansible@hlr-ops",
            "agv-ham1-⟨n⟩.hlr.internal,10.40.⟨o⟩.⟨o2⟩ ⟨ec⟩",
            "ssh-keygen -lf ~/.ssh/id_agv.pub\n256 ⟨fp⟩ ⟨user⟩@laptop (ED25519)",
            "The authenticity of host 'agv-aar1-⟨n⟩.hlr.internal (10.41.⟨o⟩.⟨o2⟩)' can't be "
            "established.\nECDSA key fingerprint is ⟨fp_ec⟩.\n"
            "This key is not known by any other names.",
            "Deploy-Key (öffentlich, read-only) im Repo fleet-gitops: ⟨ed⟩ argocd",
        ),
        _ssh,
    ),
    benign_kind(
        "x509_certificates_pem",
        (
            "⟨cert⟩",
            "OPC-UA-Serverzertifikat von ⟨cn⟩ (aus dem Trust-Store exportiert):\n\n⟨cert⟩",
            "Offentlig nøgle til at verificere firmware-signaturer:\n\n⟨pub⟩",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: hlr-issuing-ca\ndata:\n"
            "  ca.crt: |\n⟨cert_yaml⟩",
            "Kette für ⟨cn⟩ (Leaf + Issuing CA):\n⟨cert⟩\n⟨cert2⟩",
            "openssl x509 -in ⟨cn⟩.der -inform der -noout -fingerprint -sha256\n"
            "sha256 Fingerprint=⟨fp256⟩",
        ),
        _certs,
    ),
    benign_kind(
        "jwks_documents",
        (
            "curl -s https://" + _KEYCLOAK + "/realms/hlr/protocol/openid-connect/certs\n⟨jwks⟩",
            "Keycloak hat rotiert: neuer kid ⟨kid⟩, der alte ⟨kid2⟩ bleibt 7 Tage passiv im JWKS.",
            "Entra JWKS (https://login.microsoftonline.com/⟨tenant⟩/discovery/v2.0/keys) gecacht;"
            " MQTT-Bridge nutzt nur EC: ⟨jwks_min⟩",
            'Modulus ("n") fra JWKS, kid ⟨kid⟩: ⟨n⟩ — offentlig, bare til signaturtjek (⟨who⟩).',
        ),
        _jwks,
    ),
    benign_kind(
        "cert_thumbprints_trustlists",
        (
            "OPC UA trust list (pki/trusted/certs):\n- ⟨cn⟩ [⟨thumb⟩].der\n- ⟨cn2⟩ [⟨thumb2⟩].der",
            "az keyvault certificate show --vault-name kv-hlr-prod-weu --name opcua-gateway "
            "--query x509ThumbprintHex -o tsv\n⟨thumb⟩",
            "SHA1 Fingerprint=⟨colon⟩",
            "Client abgelehnt: BadCertificateUntrusted, Thumbprint ⟨thumb⟩ — liegt jetzt in "
            "pki/rejected/certs.",
            "Kestrel-certifikat: thumbprint ⟨thumb3⟩, gyldigt til ⟨date⟩, udsteder HLR Issuing "
            "CA 02",
        ),
        _thumbs,
    ),
    benign_kind(
        "vault_transit_ciphertext",
        (
            'vault write transit/encrypt/sap-rfc plaintext=$(base64 <<< "$PAYLOAD")\n'
            "Key            Value\n---            -----\nciphertext     vault:v1:⟨ct⟩\n"
            "key_version    1",
            "vault write transit/hmac/webhook-sign input=⟨inp⟩\nKey     Value\n"
            "---     -----\nhmac    vault:v1:⟨hmac⟩",
            '{"payout_account_enc": "vault:v⟨n⟩:⟨ct⟩", "key_version": ⟨n⟩}',
            "Transit-Key `mobilepay` rotiert; alte Datensätze sind noch `vault:v1:…`, z. B. "
            "vault:v1:⟨ct2⟩ → per rewrap auf v⟨n⟩ heben.",
            "vault read transit/keys/cosign-ed25519\n"
            "keys    map[1:map[creation_time:⟨iso⟩ name:ed25519 public_key:⟨pk⟩]]",
        ),
        _transit,
    ),
    benign_kind(
        "opcua_mqtt_identifiers",
        (
            'ns=3;s="DB_Foerderband"."Stoerung"[⟨n⟩] und ns=2;g=⟨uuid⟩ liefern BadNodeIdUnknown',
            "ByteString-NodeId aus dem Browse: ns=1;b=⟨bs⟩ (ApplicationUri urn:hlr:fleet-gateway:"
            "⟨robot⟩)",
            "mqtts://⟨cluster⟩.s1.eu.hivemq.cloud:8883, Topic hlr/ham1/agv/⟨robot⟩/state, "
            "Client-ID agv-⟨serial⟩-⟨hex⟩",
            "spBv1.0/HAM1/DDATA/edge-⟨n⟩/⟨robot⟩ seq=⟨seq⟩ bdSeq=⟨n⟩",
            "⟨iso⟩ INFO  - Client ID: agv-⟨serial⟩-⟨hex⟩, IP: ⟨ip⟩, Clean Start: false, "
            "Session Expiry: 3600 connected.",
        ),
        _opcua_mqtt,
    ),
    benign_kind(
        "ros2_dds_identifiers",
        (
            "ros2 topic info /fleet/agv_⟨n⟩/odom --verbose\nType: nav_msgs/msg/Odometry\n\n"
            "Publisher count: 1\n\nNode name: odom_publisher\nEndpoint type: PUBLISHER\n"
            "GID: ⟨gid⟩",
            "ros2 bag info ⟨bag⟩\nFiles:             ⟨bag⟩_0.mcap\nStorage id:        mcap\n"
            "Messages:          ⟨msgs⟩",
            "ROS_SECURITY_KEYSTORE=/etc/hlr/sros2\nROS_SECURITY_ENCLAVE_OVERRIDE=/hlr/fleet/"
            "agv_⟨n⟩\nROS_SECURITY_ENABLE=true\nROS_SECURITY_STRATEGY=Enforce\n"
            "ROS_DOMAIN_ID=⟨dom⟩",
            "Fast-DDS GuidPrefix ⟨prefix⟩ gehört zu agv_⟨n⟩ — Participant-Discovery hängt, GID "
            "des Publishers ⟨gid2⟩.",
            "zenohd router zid ⟨zid⟩ på AAR1 ser kun halvdelen af robotterne (domain ⟨dom⟩).",
        ),
        _ros2,
    ),
    benign_kind(
        "ci_cache_keys",
        (
            "cache:\n  key:\n    files:\n      - poetry.lock\n    prefix: ewm-⟨sha8⟩\n"
            "  paths: [.venv/]\n# Log: Checking cache for ewm-⟨sha8⟩-⟨sha40⟩-protected...",
            "Redis-Key `ewm:wt:⟨sha1⟩` hat TTL -1 — Cache-Invalidierung nach Deploy fehlt.",
            "Nx read the output from the cache instead of running the command for ⟨n⟩ out of 7 "
            "tasks (hash ⟨nx⟩).",
            "turbo: cache hit, replaying logs ⟨turbo⟩ (fleet-ui:build)",
            "sccache: cache key ⟨h64⟩ hit in azblob://sthlrbuildcache/sccache",
            "Cache-nøglen til pip i Docker-buildet er id=pip-⟨sha8⟩; den skal ikke deles mellem "
            "arm64 og amd64.",
        ),
        _cache,
    ),
    benign_kind(
        "base64_data_payloads",
        (
            '{"specversion":"1.0","type":"de.hlr.fleet.agv.state","source":"/fleet/ham1",'
            '"id":"⟨uuid⟩","time":"⟨iso⟩","data_base64":"⟨state⟩"}',
            "Value: ByteString ⟨bs⟩ (Seriennummer-Blob aus DB_Info von ⟨robot⟩)",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: nav2-map-hall3\nbinaryData:\n"
            "  map.pgm: ⟨map⟩",
            "Content-Type: application/pdf; name=Lieferschein.pdf\n"
            "Content-Transfer-Encoding: base64\n\n⟨pdf⟩",
            "![Lagerkarte ⟨robot⟩](data:image/png;base64,⟨png⟩)",
            "echo '⟨state⟩' | base64 -d | jq .  # MQTT-payload fra ⟨robot⟩, kun telemetri",
        ),
        _b64data,
    ),
    benign_kind(
        "version_build_strings",
        (
            "ewm-bridge 2035.2.⟨n⟩+g⟨sha7⟩ (build ⟨build⟩, go1.31.⟨m⟩)",
            "S7-1500 CPU 1516-3 PN/DP, Firmware V3.1.⟨m⟩, Bestellnr. 6ES7516-3AN02-0AB0, "
            "Seriennr. S C-⟨serial⟩",
            "helm list -n keycloak\nNAME      NAMESPACE  REVISION  STATUS    CHART            "
            "APP VERSION\nkeycloak  keycloak   ⟨rev⟩        deployed  keycloak-24.⟨m⟩.⟨n⟩   "
            "26.⟨m⟩.⟨n⟩",
            "ROS 2 Jazzy, nav2 1.3.⟨n⟩, Firmware agv-fw-4.⟨n⟩.⟨m⟩-rc⟨m⟩-⟨sha12⟩",
            "Harbor v2.14.⟨m⟩-⟨sha8⟩ og Argo CD v3.⟨m⟩.⟨n⟩+⟨sha7⟩ kører nu i begge clustre "
            "(opgraderet ⟨date⟩).",
            "SAP_BASIS 816 SP 0⟨m⟩, SCMEWM 816 SP 0⟨m⟩, Kernel 793 PL ⟨pl⟩",
        ),
        _versions,
    ),
    benign_kind(
        "cosign_signatures_attestations",
        (
            "cosign verify --key k8s://argocd/cosign-pub " + _HARBOR + "/⟨img⟩@sha256:⟨d⟩\n"
            '[{"critical":{"identity":{"docker-reference":"' + _HARBOR + '/⟨img⟩"},'
            '"image":{"docker-manifest-digest":"sha256:⟨d⟩"},'
            '"type":"cosign container image signature"},"optional":null}]',
            "dev.cosignproject.cosign/signature: ⟨sig⟩",
            "Harbor: Artefakt sha256:⟨d⟩ ist signiert (cosign), Signatur-Artefakt sha256-⟨d⟩.sig",
            "tlog entry created with index: ⟨idx⟩\nRekor UUID: ⟨rekor⟩",
            "gpg: Signature made ⟨iso⟩ using EDDSA key ⟨keyid⟩\ngpg: Good signature from "
            '"HLR Release Bot <release@hanse-lager.de>"',
            'Good "git" signature for release-bot@hanse-lager.de with ED25519 key ⟨fp⟩',
        ),
        _cosign,
    ),
    benign_kind(
        "argocd_gitlab_job_metadata",
        (
            "Pipeline #⟨pid⟩ für ⟨sha8⟩ ist bei Job #⟨jid⟩ (build:ewm-bridge) auf Runner "
            "#⟨rid⟩ (⟨rshort⟩) gescheitert.",
            "argocd app get ⟨app⟩\nName:               argocd/⟨app⟩\n"
            "Sync Status:        Synced to main (⟨sha7⟩)\nHealth Status:      Healthy\n"
            "Sync Revision:      ⟨sha⟩",
            "CI_JOB_ID=⟨jid⟩ CI_PIPELINE_ID=⟨pid⟩ CI_COMMIT_SHA=⟨sha⟩ "
            "CI_RUNNER_SHORT_TOKEN=⟨rshort⟩",
            "Running with gitlab-runner 18.⟨v⟩.0 (⟨sha8⟩)\n  on aks-hlr-build-⟨rid⟩ ⟨rshort⟩, "
            "system ID: r_⟨sysid⟩",
            "argocd app history ⟨app⟩\nID   DATE                  REVISION\n⟨n⟩  ⟨iso⟩  main "
            "(⟨sha7⟩)",
        ),
        _ci_meta,
    ),
)
