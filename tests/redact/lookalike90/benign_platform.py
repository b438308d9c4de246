"""Benign platform look-alikes: commit hashes, image digests, lockfile integrity, UUID/ULID/
ObjectId, trace ids, public keys and certificates, JWKS, base64 data, cache keys, Azure
resource ids, Vault accessors and paths, Kafka, Exoscale, Infomaniak and Elastic ids, and
signatures that sign one message. None of them grants access."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike90.gen import (
    ALNUM,
    B64URL,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    certificate_der,
    colon_hex,
    day,
    ec_spki_der,
    ed25519_spki_der,
    fingerprint_sha256,
    hexs,
    ipv4,
    num,
    object_id,
    pem_body,
    pick,
    rsa_spki_der,
    ssh_ed25519_public,
    ssh_rsa_public,
    ts,
    ulid,
    uuid4,
)

_WHO = ("lucia@lugano-mbp", "m.keller@zrh-ws12", "deploy@gitlab-ci", "ops@bastion-gva")
_BRANCHES = ("main", "feat/twint-refunds", "fix/qr-iban-check", "release/2038.12")


def _commits(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "sha2": hexs(r, 40),
        "s1": sha[:8],
        "s2": hexs(r, 8),
        "s3": hexs(r, 8),
        "mr": num(r, 4),
        "pipe": num(r, 7),
        "branch": r.choice(_BRANCHES),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "pod": "reporting-api-" + pick(r, "bcdfghjklmnpqrstvwxz2456789", 10) + "-" + hexs(r, 5),
        "ver": f"2038.12.{r.randint(0, 9)}-{hexs(r, 8)}",
        "kv": r.choice(("41.0.2", "42.1.0", "43.0.1")),
    }


def _lock(r: Random) -> dict[str, str]:
    v = f"{r.randint(1, 26)}.{r.randint(0, 12)}.{r.randint(0, 9)}"
    return {
        "v": v,
        "sri": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "gosum": b64(r, 32),
        "gosum2": b64(r, 32),
        "sha1": hexs(r, 40),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "ul": ulid(r),
        "ul2": ulid(r),
        "oid": object_id(r),
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "span2": hexs(r, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "stamp": "2038" + num(r, 10),
        "ts": ts(r),
    }


def _pub(r: Random) -> dict[str, str]:
    spki = r.choice((rsa_spki_der, ed25519_spki_der))
    return {
        "ed": ssh_ed25519_public(r),
        "rsa": ssh_rsa_public(r),
        "who": r.choice(_WHO),
        "who2": r.choice(_WHO),
        "pub": pem_body(spki(r)),
        "ecpub": pem_body(ec_spki_der(r)),
        "kid": num(r, 3),
        "fp": fingerprint_sha256(r),
        "bank": r.choice(("rheintalbank", "banca-ceresio", "lindenhof-bank")),
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("sso.alpenrand.ch", "reporting.alpenrand.ch", "blink-client", "twint-merchant"))
    der = certificate_der(r, cn, "Alpenrand Issuing CA 2038")
    body = pem_body(der)
    return {
        "cert": body,
        "cab": b64_of(f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----\n"),
        "c32": colon_hex(r, 32),
        "c20": colon_hex(r, 20),
        "thumb": pick(r, "0123456789ABCDEF", 40),
        "day": day(r),
        "cn": cn,
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": b64url(r, 32),
        "kid2": b64url(r, 32),
        "n": b64url(r, 256),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "x5t": b64url(r, 20),
        "x5t256": b64url(r, 32),
        "x5c": pem_body(certificate_der(r, "alpenrand", "alpenrand")).replace("\n", ""),
    }


def _b64data(r: Random) -> dict[str, str]:
    event = {
        "type": "camt053.imported",
        "msgId": "CAMT053-" + num(r, 8),
        "entries": r.randint(1, 900),
        "correlationId": uuid4(r),
    }
    plain = json.dumps(event, separators=(",", ":"))
    xml = (
        f"<Document><BkToCstmrStmt><GrpHdr><MsgId>{num(r, 12)}</MsgId></GrpHdr>"
        f"<Stmt><Id>{hexs(r, 16)}</Id></Stmt></BkToCstmrStmt></Document>"
    )
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.choice((45, 60, 90)))
    return {"b": b64_of(plain), "plain": plain, "xml": b64_of(xml), "png": b64_of(png)}


def _cache(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "sha": hexs(r, 64),
        "ckey": hexs(r, 40),
        "h": hexs(r, 64),
        "h16": hexs(r, 16),
        "etag": hexs(r, 32),
        "md5": hexs(r, 32),
        "day": day(r).replace("-", ""),
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "ver": hexs(r, 32),
        "cid": uuid4(r),
        "pid": uuid4(r),
        "tenant": uuid4(r),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "acc": pick(r, ALNUM, 24),
        "lease": pick(r, ALNUM, 24),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "v": str(r.randint(2, 80)),
        "ts": ts(r),
    }


def _kafka(r: Random) -> dict[str, str]:
    lower = "abcdefghijklmnopqrstuvwxyz0123456789"
    return {
        "c": pick(r, lower, 5),
        "e": pick(r, lower, 5),
        "s": pick(r, lower, 5),
        "sa": pick(r, lower, 6),
        "p": str(r.randint(0, 11)),
        "off": num(r, 8),
        "lag": str(r.randint(0, 40000)),
        "sid": num(r, 6),
        "fp": hexs(r, 32),
        "kcid": b64url(r, 16),
        "u": uuid4(r),
    }


def _cloud(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "n": num(r, 2),
        "day": day(r),
        "h": hexs(r, 40),
        "pid": hexs(r, 32),
        "ip": "195.15." + str(r.randint(192, 250)) + "." + str(r.randint(2, 250)),
        "trans": "tx" + hexs(r, 21) + "-" + hexs(r, 10),
    }


def _elastic(r: Random) -> dict[str, str]:
    host = "switzerlandnorth.azure.elastic-cloud.com:443"
    return {
        "cloudid": b64_of(f"{host}${hexs(r, 32)}${hexs(r, 32)}"),
        "kid": pick(r, B64URL, 20),
        "ms": "2" + num(r, 12),
        "docid": pick(r, B64URL, 20),
        "seq": num(r, 6),
        "cuuid": pick(r, B64URL, 22),
        "nid": pick(r, B64URL, 22),
        "day": day(r).replace("-", "."),
    }


def _sigs(r: Random) -> dict[str, str]:
    return {
        "dv": b64(r, 32),
        "sv": b64(r, 256),
        "hdr": b64url_json({"alg": "PS256", "kid": uuid4(r), "b64": False, "crit": ["b64"]}),
        "sig": b64url(r, 256),
        "sigb64": b64(r, 71),
        "d": hexs(r, 64),
        "jwtsig": b64url(r, 64),
        "kid": b64url(r, 32),
    }


def _telco(r: Random) -> dict[str, str]:
    return {
        "mid": uuid4(r),
        "rid": uuid4(r),
        "tel": f"{num(r, 3)} {pick(r, '0123456789', 2)} {pick(r, '0123456789', 2)}",
        "sub": uuid4(r),
        "uid": uuid4(r),
        "state": b64url(r, 24),
        "ip": ipv4(r),
    }


BENIGN_PLATFORM: tuple[Kind, ...] = (
    Kind(
        "git_commit_hashes",
        (
            "Fix für den camt-Parser ist in ⟨sha⟩ (MR !⟨mr⟩), Pipeline #⟨pipe⟩ grün",
            "$ git log --oneline -3\n⟨s1⟩ fix(qr-bill): QRR-Prüfziffer\n"
            "⟨s2⟩ chore: bump keycloak-js\n⟨s3⟩ Merge branch '⟨branch⟩'",
            "git revert ⟨sha⟩ && git push origin main  # hat die Signaturprüfung kaputt gemacht",
            "CI_COMMIT_SHA=⟨sha⟩ CI_PIPELINE_ID=⟨pipe⟩ CI_COMMIT_REF_NAME=⟨branch⟩",
            "Le commit ⟨sha⟩ introduit la rotation des secrets Vault (aucun secret dedans).",
            "Il bisect indica ⟨sha2⟩ come primo commit rotto; ⟨sha⟩ è ancora buono.",
        ),
        _commits,
        n=11,
    ),
    Kind(
        "container_image_digests",
        (
            "registry.gitlab.com/alpenrand/reporting-api@sha256:⟨d⟩",
            "kubectl -n reporting get pod ⟨pod⟩ -o jsonpath='{.status.containerStatuses[0]"
            ".imageID}'\nregistry.gitlab.com/alpenrand/reporting-api@sha256:⟨d⟩",
            'image:\n  repository: alpenrandacr.azurecr.io/camt-importer\n  tag: "⟨ver⟩"\n'
            "  digest: sha256:⟨d⟩",
            "cosign verify alpenrandacr.azurecr.io/portfolio-api@sha256:⟨d⟩ "
            "--key azurekms://kv-alpenrand-prod.vault.azure.net/cosign-key",
            "Digest vom Keycloak-Image (quay.io/keycloak/keycloak:⟨kv⟩): sha256:⟨d⟩ — "
            "gepinnt im Helm-Chart",
            "FROM python:3.13-slim@sha256:⟨d⟩",
        ),
        _digests,
        n=11,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/keycloak-js": {\n  "version": "⟨v⟩",\n'
            '  "resolved": "https://registry.npmjs.org/keycloak-js/-/keycloak-js-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            '[[package]]\nname = "psycopg"\nversion = "⟨v⟩"\nfiles = [\n'
            '    {file = "psycopg-⟨v⟩-py3-none-any.whl", hash = "sha256:⟨h⟩"},\n]',
            "confluent-kafka==⟨v⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "github.com/hashicorp/vault/api v⟨v⟩ h1:⟨gosum⟩\n"
            "github.com/hashicorp/vault/api v⟨v⟩/go.mod h1:⟨gosum2⟩",
            "Die integrity von keycloak-js ⟨v⟩ hat sich geändert (sha512-⟨sri⟩), "
            "also package-lock neu bauen.",
            'keycloak-js@^⟨v⟩:\n  version "⟨v⟩"\n  resolved "https://registry.yarnpkg.com/'
            'keycloak-js/-/keycloak-js-⟨v⟩.tgz#⟨sha1⟩"\n  integrity sha512-⟨sri⟩',
        ),
        _lock,
        n=11,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "Keycloak User-ID ⟨u⟩ (lucia.bernasconi) hat zwei Sessions: ⟨u2⟩, ⟨u3⟩",
            "Export-Job ⟨ul⟩ (ULID) hängt; der Vorgänger ⟨ul2⟩ lief sauber",
            '{"_id": {"$oid": "⟨oid⟩"}, "portfolioId": "⟨u⟩", "reportRun": "⟨ul⟩"}',
            "| job | run_id | idempotency_key |\n|---|---|---|\n| camt-import | ⟨ul⟩ | ⟨u⟩ |",
            "L'identifiant du rapport est ⟨u⟩, pas ⟨u2⟩ — confusion dans le ticket.",
            "Azure Tenant ⟨u⟩, Subscription ⟨u2⟩ (beides steht in jedem Portal-Link)",
        ),
        _ids,
        n=11,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "⟨ts⟩ ERROR reporting-api trace.id=⟨trace⟩ span.id=⟨span⟩ "
            'transaction.id=⟨span2⟩ msg="camt import timeout"',
            "x-ms-request-id: ⟨u⟩\nx-ms-correlation-request-id: ⟨u2⟩\n"
            "x-ms-routing-request-id: SWITZERLANDNORTH:⟨stamp⟩:⟨u3⟩",
            "APM: Trace ⟨trace⟩ dauert 14 s, davon 12 s im Avaloq-Call (Span ⟨span⟩)",
            "X-Request-ID ⟨u⟩ / SCS-Request-ID ⟨u2⟩ für den Swisscom-Support notiert",
            'Kibana: trace.id : "⟨trace⟩" and service.name : "pfc-webhooks"',
        ),
        _trace,
        n=11,
    ),
    Kind(
        "ssh_and_spki_public_keys",
        (
            "⟨ed⟩ ⟨who⟩",
            "~/.ssh/authorized_keys auf bastion-gva:\n⟨ed⟩ ⟨who⟩\n⟨rsa⟩ ⟨who2⟩",
            "known_hosts für den camt-Abruf:\n[sftp.⟨bank⟩.ch]:2222 ⟨ed⟩\nsftp.⟨bank⟩.ch ⟨rsa⟩",
            "-----BEGIN PUBLIC KEY-----\n⟨pub⟩\n-----END PUBLIC KEY-----",
            "Öffentlicher Schlüssel für die PostFinance-Checkout-Webhooks (keyId ⟨kid⟩):\n"
            "-----BEGIN PUBLIC KEY-----\n⟨ecpub⟩\n-----END PUBLIC KEY-----",
            "Deploy Key (read-only) im GitLab-Projekt: ⟨ed⟩ — Fingerprint ⟨fp⟩",
        ),
        _pub,
        n=11,
    ),
    Kind(
        "certificates_and_fingerprints",
        (
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Zertifikat ⟨cn⟩: SHA-256 Fingerprint ⟨c32⟩, gültig bis ⟨day⟩",
            "az keyvault certificate show --vault-name kv-alpenrand-prod -n twint-merchant "
            '--query x509ThumbprintHex\n"⟨thumb⟩"',
            "ca.crt (AKS) aus der kubeconfig:\n-----BEGIN CERTIFICATE-----\n⟨cert⟩\n"
            "-----END CERTIFICATE-----",
            "openssl x509 -in blink-mtls.crt -noout -fingerprint -sha256\nsha256 Fingerprint=⟨c32⟩",
            "Le certificat ⟨cn⟩ expire le ⟨day⟩ ; empreinte SHA-1 ⟨c20⟩.",
            "webhooks:\n- name: vault-agent-injector.alpenrand.ch\n  clientConfig:\n"
            "    caBundle: ⟨cab⟩",
        ),
        _certs,
        n=11,
    ),
    Kind(
        "jwks_documents",
        (
            '{"keys":[{"kid":"⟨kid⟩","kty":"RSA","alg":"RS256","use":"sig","n":"⟨n⟩",'
            '"e":"AQAB","x5t":"⟨x5t⟩","x5t#S256":"⟨x5t256⟩"}]}',
            '{"keys":[{"kty":"EC","crv":"P-256","kid":"⟨kid2⟩","use":"sig","x":"⟨x⟩",'
            '"y":"⟨y⟩","alg":"ES256"}]}',
            "curl -s https://sso.alpenrand.ch/realms/alpenrand/protocol/openid-connect/certs"
            " | jq -r '.keys[0].kid'\n⟨kid⟩",
            "SwissID JWKS hat rotiert: neuer kid ⟨kid⟩, alter kid ⟨kid2⟩ bleibt 24 h gültig",
            '{"kid":"⟨kid⟩","kty":"RSA","use":"enc","alg":"RSA-OAEP","n":"⟨n⟩","e":"AQAB",'
            '"x5c":["⟨x5c⟩"]}',
        ),
        _jwks,
        n=11,
    ),
    Kind(
        "base64_data_payloads",
        (
            "echo '⟨b⟩' | base64 -d\n⟨plain⟩",
            'Kafka-Event payments.camt053.v1, Feld "payload" (base64 XML): ⟨xml⟩',
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: qr-bill-assets\n"
            "binaryData:\n  swiss-cross.png: ⟨png⟩",
            "QR-Code der Rechnung als data URI: data:image/png;base64,⟨png⟩",
            "Le message Kafka (value, base64) : ⟨b⟩ — c'est juste l'événement d'import.",
        ),
        _b64data,
        n=11,
    ),
    Kind(
        "cache_keys_and_checksums",
        (
            "Redis key: reporting:v3:portfolio:⟨u⟩:⟨sha⟩",
            "GitLab CI cache key ⟨ckey⟩ (aus package-lock.json gehasht) ist nach dem Bump neu",
            "$ sha256sum camt053_⟨day⟩.xml\n⟨h⟩  camt053_⟨day⟩.xml",
            'ETag: W/"⟨etag⟩"',
            "La clé de cache du rapport trimestriel est report:q4:⟨h16⟩ "
            "(hash du portefeuille, pas un secret).",
            "MD5 der pain.001-Datei: ⟨md5⟩ (die Bank will ihn im Upload-Formular)",
        ),
        _cache,
        n=11,
    ),
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-alpenrand-prod/providers/"
            "Microsoft.KeyVault/vaults/kv-alpenrand-prod",
            "https://kv-alpenrand-prod.vault.azure.net/secrets/datatrans-password/⟨ver⟩",
            "@Microsoft.KeyVault(SecretUri=https://kv-alpenrand-prod.vault.azure.net/"
            "secrets/pfc-auth-key/⟨ver⟩)",
            "az aks get-credentials -g rg-alpenrand-prod -n aks-alpenrand-chn --subscription ⟨sub⟩",
            "Managed Identity id-reporting: clientId ⟨cid⟩, principalId ⟨pid⟩, tenant ⟨tenant⟩",
            "Key-Version für das Vault-Auto-Unseal: "
            "https://kv-alpenrand-unseal.vault.azure.net/keys/vault-unseal/⟨ver⟩",
            'data "azurerm_key_vault_secret" "pg" {\n  name         = "pg-reporting-password"\n'
            '  key_vault_id = "/subscriptions/⟨sub⟩/resourceGroups/rg-alpenrand-prod/'
            'providers/Microsoft.KeyVault/vaults/kv-alpenrand-prod"\n}',
        ),
        _azure,
        n=11,
    ),
    Kind(
        "vault_accessors_and_paths",
        (
            "vault token lookup -accessor ⟨acc⟩",
            "accessor            ⟨acc⟩\ndisplay_name        approle\npolicies            "
            "[default payments-ro]\nttl                 767h59m12s",
            "lease_id: database/creds/reporting-ro/⟨lease⟩ (TTL 1h, renewable)",
            '{"type":"response","auth":{"accessor":"hmac-sha256:⟨h1⟩",'
            '"client_token":"hmac-sha256:⟨h2⟩"},"request":{"path":'
            '"secret/data/payments/datatrans"}}',
            "Vault-Pfad secret/data/payments/datatrans, Version ⟨v⟩, created_time ⟨ts⟩",
            "vault lease revoke database/creds/reporting-ro/⟨lease⟩",
        ),
        _vault,
        n=11,
    ),
    Kind(
        "kafka_cluster_ids",
        (
            "confluent kafka cluster use lkc-⟨c⟩",
            "Environment env-⟨e⟩, Cluster lkc-⟨c⟩, Schema Registry lsrc-⟨s⟩, "
            "Service Account sa-⟨sa⟩",
            "consumer group camt-importer-v2: payments.camt053.v1 partition ⟨p⟩ "
            "offset ⟨off⟩ lag ⟨lag⟩",
            "Schema-ID ⟨sid⟩ für payments.qr-bill.v2-value, Fingerprint ⟨fp⟩",
            "KAFKA_CLUSTER_ID=⟨kcid⟩  # KRaft, lokal im docker-compose",
            "Le topic payments.twint.v1 (cluster lkc-⟨c⟩) a ⟨p⟩ partitions ; "
            "clé de message = orderUuid ⟨u⟩.",
        ),
        _kafka,
        n=11,
    ),
    Kind(
        "exoscale_infomaniak_resources",
        (
            "exo compute instance show pg-backup-01 -z ch-gva-2 → ID ⟨u⟩, Template ⟨u2⟩",
            "SOS-Bucket alpenrand-archive-⟨n⟩ (ch-dk-2), Objekt camt053/⟨day⟩/⟨h⟩.xml.gz",
            "OpenStack bei Infomaniak: project_id ⟨pid⟩, user_domain Default, region dc3-a",
            "openstack server list\n| ⟨u⟩ | reporting-worker-1 | ACTIVE | ext-net1=⟨ip⟩ |",
            "Exoscale IAM-Rolle ⟨u⟩ (Policy sos-read-only); der API-Key selbst liegt im Vault",
            "Swift container reporting-exports, X-Trans-Id: ⟨trans⟩",
        ),
        _cloud,
        n=11,
    ),
    Kind(
        "elastic_ids",
        (
            'cloud.id: "alpenrand-logs:⟨cloudid⟩"',
            'GET _security/api_key?name=filebeat-aks\n{"api_keys":[{"id":"⟨kid⟩",'
            '"name":"filebeat-aks","creation":⟨ms⟩,"invalidated":false,"username":"elastic"}]}',
            "Dokument ⟨docid⟩ im Index logs-reporting-⟨day⟩ hat das falsche @timestamp",
            '"_id": "⟨docid⟩", "_seq_no": ⟨seq⟩, "_primary_term": 3',
            "Elastic cluster_uuid ⟨cuuid⟩, node id ⟨nid⟩ (nach dem Snapshot-Restore neu)",
            "L'API key ⟨kid⟩ (seulement l'id) a été invalidée : "
            'DELETE _security/api_key {"ids":["⟨kid⟩"]}',
        ),
        _elastic,
        n=11,
    ),
    Kind(
        "xmldsig_and_jws_signatures",
        (
            '<ds:Reference URI="#pain001"><ds:DigestValue>⟨dv⟩</ds:DigestValue>'
            "</ds:Reference>\n<ds:SignatureValue>⟨sv⟩</ds:SignatureValue>",
            "x-jws-signature: ⟨hdr⟩..⟨sig⟩",
            "cosign: Signatur ⟨sigb64⟩ gehört zu sha256:⟨d⟩ (nur dieses Image)",
            "Die camt.053-Datei war XAdES-signiert, DigestValue ⟨dv⟩ passt zum Inhalt",
            "Signatur des Export-JWT (ES256) ungültig: ⟨jwtsig⟩ — betrifft nur dieses Token, "
            "Header kid=⟨kid⟩",
        ),
        _sigs,
        n=11,
    ),
    Kind(
        "swisscom_swissid_ids",
        (
            "Swisscom SMS messageId ⟨mid⟩ an +41 79 ⟨tel⟩ zugestellt (SCS-Request-ID ⟨rid⟩)",
            "SwissID sub ⟨sub⟩ ist mit dem Keycloak-User ⟨uid⟩ verknüpft",
            '{"sub":"⟨sub⟩","acr":"qoa1","amr":["pwd","sms"],'
            '"iss":"https://login.swissid.ch/idp/oauth2"}',
            "OIDC state ⟨state⟩ passte nicht zum Cookie — Login-Fehler von ⟨ip⟩, "
            "kein Leak (state ist ein Einmalwert)",
            "Le SMS (messageId ⟨mid⟩) a été refusé : numéro +41 78 ⟨tel⟩ bloqué.",
        ),
        _telco,
        n=11,
    ),
)
