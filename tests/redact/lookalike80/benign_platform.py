"""Benign look-alikes from the platform: public keys, certificates, JWKS, hashes, digests,
ids, base64 data, cache keys, resource names, references to secrets (never their values),
connection strings without credentials and version strings."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike80.gen import (
    ALNUM,
    b64,
    b64_of,
    b64url,
    b64url_of,
    benign_kind,
    certificate_der,
    day,
    digits,
    ec_spki_der,
    fingerprint,
    hexs,
    indent,
    ksef_number,
    ksef_reference,
    num,
    object_id,
    openssh_public,
    pem,
    person,
    pick,
    rsa_spki_der,
    service,
    ssh_public_blob,
    stamp,
    ticket,
    uic_wagon,
    ulid,
    uuid4,
    uuid7,
    wagonik_order,
)

_CNS = ("sso.wagonik.pl", "api.wagonik.pl", "ksef-auth.wagonik.pl", "portal.wagonik.cz")
_POD = "bcdfghjklmnpqrstvwxz2456789"


def _semver(r: Random) -> str:
    return f"{r.randint(1, 14)}.{r.randint(0, 30)}.{r.randint(0, 19)}"


def _ssh_fp(blob: bytes) -> str:
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def _pubkeys(r: Random) -> dict[str, str]:
    blob = ssh_public_blob(r, "ecdsa-sha2-nistp256")[0]
    fp_blob = ssh_public_blob(r, "ssh-ed25519")[0]
    spki = rsa_spki_der(r) if r.random() < 0.5 else ec_spki_der(r)
    return {
        "sshpub": openssh_public(r, "ssh-ed25519", f"{person(r).lower()}@wgk-laptop"),
        "sshpub2": openssh_public(r, r.choice(("ssh-ed25519", "ecdsa-sha2-nistp256")), "ci"),
        "pubpem": pem("PUBLIC KEY", spki),
        "blob": base64.b64encode(blob).decode(),
        "fp": _ssh_fp(fp_blob),
        "day": day(r),
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(_CNS)
    der = certificate_der(r, cn, "Wagonik Internal CA", ec=r.random() < 0.4)
    cert = pem("CERTIFICATE", der)
    return {
        "cn": cn,
        "certpem": cert,
        "certi": indent(cert, "    "),
        "fp256": fingerprint(der),
        "fp1": fingerprint(der, "sha1"),
        "thumb": hashlib.sha1(der).hexdigest().upper(),
        "x5t": b64url_of(hashlib.sha1(der).digest()),
        "who": person(r),
        "n": str(r.randint(1, 9)),
    }


def _jwks(r: Random) -> dict[str, str]:
    der = certificate_der(r, "wagonik", "wagonik")
    modulus = r.getrandbits(2048) | (1 << 2047) | 1
    spki = rsa_spki_der(r)
    return {
        "kid": b64url(r, 32),
        "kid2": b64url(r, 32),
        "n": b64url_of(modulus.to_bytes(256, "big")),
        "x5c": base64.b64encode(der).decode(),
        "x5t": b64url_of(hashlib.sha1(der).digest()),
        "x5t256": b64url_of(hashlib.sha256(der).digest()),
        "spki": base64.b64encode(spki).decode(),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
    }


_COMMITS = (
    "fix(ksef): retry UPO download on 429",
    "feat(payments-cz): GoPay recurrence",
    "chore: bump keycloak-js",
    "fix(shipping): InPost label size A6",
    "refactor(sap-bridge): batch OData calls",
    "feat(isdoc): export 6.0.2",
)


def _commits(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    msgs = r.sample(_COMMITS, 3)
    return {
        "sha": sha,
        "sha2": hexs(r, 40),
        "short": sha[:8],
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "m1": msgs[0],
        "m2": msgs[1],
        "m3": msgs[2],
        "mr": str(r.randint(100, 2400)),
        "pid": num(r, 6),
        "jid": num(r, 7),
        "who": person(r),
        "svc": service(r),
    }


def _digests(r: Random) -> dict[str, str]:
    svc = service(r)
    return {
        "svc": svc,
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "tag": f"{_semver(r)}",
        "pod": f"{svc}-{pick(r, _POD, 10)}-{pick(r, _POD, 5)}",
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "v": _semver(r),
        "i512": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "ch": b64(r, 64),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "uuid7": uuid7(r),
        "ulid": ulid(r),
        "oid": object_id(r),
        "ord": wagonik_order(r),
        "ts": stamp(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "mid": hexs(r, 32),
        "seq": num(r, 8),
        "dtag": str(r.randint(1, 90000)),
        "ulid": ulid(r),
        "ts": stamp(r),
        "svc": service(r),
    }


def _payload_json(r: Random) -> str:
    event = {
        "event": r.choice(("wagon.arrived", "wagon.departed", "shipment.booked")),
        "wagon": uic_wagon(r),
        "station": r.choice(("Ostrava hl.n.", "Wrocław Brochów", "Bohumín", "Opole Groszowice")),
        "ts": stamp(r),
        "order": wagonik_order(r),
    }
    return json.dumps(event, ensure_ascii=False)


def _payloads(r: Random) -> dict[str, str]:
    body = _payload_json(r)
    xml = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="http://crd.gov.pl/wzor/2025/'
        f'06/25/13775/"><Naglowek><KodFormularza>FA</KodFormularza></Naglowek><P_2>FV/'
        f"{r.randint(1, 999)}/03/2037</P_2><P_15>{r.randint(100, 99999)}.00</P_15></Faktura>"
    )
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.randint(60, 90))
    return {
        "b64json": b64_of(body),
        "len": str(len(body.encode())),
        "b64xml": b64_of(xml),
        "b64png": b64_of(png),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 16),
        "h2": hexs(r, 16),
        "h3": hexs(r, 16),
        "h8": hexs(r, 8),
        "sha": hexs(r, 40),
        "sha64": hexs(r, 64),
        "uuid": uuid4(r),
        "date": day(r),
        "ts": stamp(r),
        "ref": r.choice(("main", "release-2037-03", "feature-ksef-v2")),
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "svc": service(r),
        "day": day(r),
    }


def _vault_refs(r: Random) -> dict[str, str]:
    return {
        "acc": pick(r, ALNUM, 24),
        "uuid": uuid4(r),
        "stamp": stamp(r),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "lease": pick(r, ALNUM, 24),
        "role": r.choice(("fwd-app", "reporting-ro", "ksef-writer")),
        "path": r.choice(("payments-pl/payu", "payments-cz/comgate", "ksef", "shipping/packeta")),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "n1": f"2037_03_{digits(r, 4)}",
        "n2": f"2037_03_{digits(r, 4)}",
        "md5": hexs(r, 32),
        "md5b64": b64(r, 16),
        "sha256b64": b64(r, 32),
        "sha256b64b": b64(r, 32),
        "size": str(r.randint(20_000, 9_000_000)),
        "day": day(r),
        "ksef": ksef_number(r),
        "ref": ksef_reference(r, "SB"),
    }


def _nosecret_conn(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "host": f"rmq-0{r.randint(1, 3)}.ostrava.wagonik.internal",
        "db": r.choice(("fwd", "payments_cz", "ksef", "tracker")),
        "ticket": ticket(r),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "kcv": f"{r.randint(30, 38)}.{r.randint(0, 4)}.{r.randint(0, 9)}",
        "rmqv": f"4.{r.randint(3, 9)}.{r.randint(0, 9)}",
        "gv": f"{r.randint(13, 16)}.{r.randint(0, 5)}.{r.randint(0, 9)}",
        "h10": hexs(r, 10),
        "svc": service(r),
        "semver": _semver(r),
        "n": str(r.randint(1, 9)),
        "m": str(r.randint(0, 12)),
        "date": day(r).replace("-", ""),
        "short": hexs(r, 8),
        "short2": hexs(r, 8),
        "glv": f"{r.randint(24, 27)}.{r.randint(0, 11)}.{r.randint(0, 6)}",
        "runv": f"{r.randint(24, 27)}.{r.randint(0, 11)}.{r.randint(0, 3)}",
        "vv": f"2.{r.randint(4, 9)}.{r.randint(0, 9)}",
        "sha": hexs(r, 40),
        "stamp": stamp(r),
    }


PLATFORM = (
    benign_kind(
        "public_keys_ssh_and_pem",
        (
            "authorized_keys na wgk-jump-01 (doplněno ⟨day⟩):\n⟨sshpub⟩\n⟨sshpub2⟩",
            "⟨pubpem⟩",
            "Klucz publiczny partnera do weryfikacji podpisów webhooków (prywatny mają oni):\n\n"
            "⟨pubpem⟩",
            "gitlab.wagonik.pl ecdsa-sha2-nistp256 ⟨blob⟩",
            "ssh-keygen -lf ~/.ssh/id_ed25519.pub → 256 ⟨fp⟩ wgk-jump-01 (ED25519)",
            "Veřejný klíč pro deploy do Ostravy, přidat do GitLabu jako deploy key: ⟨sshpub⟩",
        ),
        _pubkeys,
    ),
    benign_kind(
        "certificates_and_fingerprints",
        (
            "⟨certpem⟩",
            "SHA-256 fingerprint certyfikatu ⟨cn⟩: ⟨fp256⟩",
            '{\n  "name": "wgk-tls-⟨n⟩",\n  "x509ThumbprintHex": "⟨thumb⟩",\n  "x5t": "⟨x5t⟩",\n'
            '  "attributes": {"enabled": true, "expires": "2038-03-12T08:00:00+00:00"}\n}',
            "openssl x509 -noout -fingerprint -sha1 -in ⟨cn⟩.crt\nSHA1 Fingerprint=⟨fp1⟩",
            "Certifikát pro podpis ISDOC (jen veřejná část) od ⟨who⟩:\n\n⟨certpem⟩",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: wagonik-internal-ca\n"
            "  namespace: fwd\ndata:\n  ca.crt: |\n⟨certi⟩",
        ),
        _certs,
    ),
    benign_kind(
        "keycloak_jwks_and_public_keys",
        (
            '{"keys":[{"kid":"⟨kid⟩","kty":"RSA","alg":"RS256","use":"sig","n":"⟨n⟩",'
            '"e":"AQAB","x5c":["⟨x5c⟩"],"x5t":"⟨x5t⟩","x5t#S256":"⟨x5t256⟩"}]}',
            "curl -s https://sso.wagonik.pl/realms/wagonik/protocol/openid-connect/certs "
            "| jq '.keys[] | {kid, alg}'\n"
            '{\n  "kid": "⟨kid⟩",\n  "alg": "RS256"\n}\n{\n  "kid": "⟨kid2⟩",\n'
            '  "alg": "RSA-OAEP"\n}',
            "Realm public key (Realm settings → Keys → RS256 → Public key):\n⟨spki⟩",
            "JWT z portalu nie przechodzi weryfikacji: header kid=⟨kid⟩, a w JWKS jest tylko "
            "⟨kid2⟩ — Keycloak zrotował klucze.",
            '{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","use":"sig","alg":"ES256",'
            '"x":"⟨x⟩","y":"⟨y⟩"}',
        ),
        _jwks,
    ),
    benign_kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -3\n⟨s1⟩ ⟨m1⟩\n⟨s2⟩ ⟨m2⟩\n⟨s3⟩ ⟨m3⟩",
            "Regresja od commita ⟨sha⟩ (MR !⟨mr⟩), revert w ⟨sha2⟩.",
            "git bisect: first bad commit ⟨sha⟩ — ⟨who⟩: „zmiana formatu kwot w PayU”.",
            "CI_COMMIT_SHA=⟨sha⟩ CI_COMMIT_SHORT_SHA=⟨short⟩ CI_PIPELINE_ID=⟨pid⟩ CI_JOB_ID=⟨jid⟩",
            "Cherry-pick ⟨sha⟩ na release/2037.03 — konflikt v souboru isdoc/mapper.py.",
            "https://gitlab.wagonik.pl/fwd/⟨svc⟩/-/commit/⟨sha⟩",
        ),
        _commits,
    ),
    benign_kind(
        "container_image_digests",
        (
            "wagonikprod.azurecr.io/fwd/⟨svc⟩@sha256:⟨d⟩",
            "kubectl -n fwd get pod ⟨pod⟩ -o jsonpath='{.status.containerStatuses[0].imageID}'\n"
            "wagonikprod.azurecr.io/fwd/⟨svc⟩@sha256:⟨d⟩",
            "Name:      wagonikprod.azurecr.io/fwd/⟨svc⟩:⟨tag⟩\n"
            "MediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:⟨d⟩\n\n"
            "Manifests:\n  Name:      wagonikprod.azurecr.io/fwd/⟨svc⟩:⟨tag⟩@sha256:⟨d2⟩\n"
            "  MediaType: application/vnd.oci.image.manifest.v1+json\n  Platform:  linux/amd64",
            "FROM mcr.microsoft.com/dotnet/aspnet:12.0-noble@sha256:⟨d⟩",
            "Obraz ⟨svc⟩:⟨tag⟩ má digest sha256:⟨d⟩, v ACR je podepsaný (notation), referrer "
            "sha256:⟨d2⟩.",
        ),
        _digests,
    ),
    benign_kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/keycloak-js": {\n  "version": "⟨v⟩",\n'
            '  "resolved": "https://registry.npmjs.org/keycloak-js/-/keycloak-js-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨i512⟩"\n}',
            '[[package]]\nname = "azure-servicebus"\nversion = "⟨v⟩"\nfiles = [\n'
            '    {file = "azure_servicebus-⟨v⟩-py3-none-any.whl", hash = "sha256:⟨h⟩"},\n'
            '    {file = "azure_servicebus-⟨v⟩.tar.gz", hash = "sha256:⟨h2⟩"},\n]',
            "github.com/rabbitmq/amqp091-go v⟨v⟩ h1:⟨h1⟩\n"
            "github.com/rabbitmq/amqp091-go v⟨v⟩/go.mod h1:⟨h1b⟩",
            '"Azure.Security.KeyVault.Secrets": {\n  "type": "Direct",\n'
            '  "requested": "[⟨v⟩, )",\n  "resolved": "⟨v⟩",\n  "contentHash": "⟨ch⟩"\n}',
            "comgate-client==⟨v⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "Po rebase zmienił się integrity keycloak-js ⟨v⟩ na sha512-⟨i512⟩ — npm ci na "
            "runnerze w Ostrawie to wyłapał.",
        ),
        _locks,
    ),
    benign_kind(
        "uuid_ulid_objectid",
        (
            "booking ⟨uuid⟩ → zlecenie ⟨ord⟩",
            '{"_id":{"$oid":"⟨oid⟩"},"wagonId":"⟨ulid⟩","shipmentId":"⟨uuid7⟩"}',
            "⟨ts⟩ INFO fwd-booking created booking id=⟨uuid7⟩ customer=⟨uuid⟩",
            "ULID ⟨ulid⟩ je řazený podle času; UUIDv7 ⟨uuid7⟩ by šel použít taky.",
            "DELETE /fwd/v2/bookings/⟨uuid⟩ zwraca 409 — booking ma już przypisany wagon ⟨ulid⟩.",
            "SELECT * FROM dbo.Bookings WHERE Id = '⟨uuid⟩' OR ExternalRef = '⟨oid⟩';",
        ),
        _ids,
    ),
    benign_kind(
        "trace_and_message_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "⟨ts⟩ ERROR ⟨svc⟩ operation_Id=⟨trace⟩ x-ms-request-id=⟨uuid⟩ Timeout calling SAP",
            "MessageId=⟨mid⟩ CorrelationId=⟨uuid⟩ SequenceNumber=⟨seq⟩ LockToken=⟨uuid2⟩ "
            "DeliveryCount=4",
            "Tempo: traceId=⟨trace⟩ — span ⟨span⟩ trwa 4,2 s (SAP OData).",
            "basic.deliver delivery_tag=⟨dtag⟩ message_id=⟨uuid⟩ correlation_id=⟨ulid⟩ "
            "routing_key=wagon.arrived.cz",
            "x-correlation-id ⟨uuid⟩ se ztrácí mezi fwd-booking a sap-bridge; trace ⟨trace⟩ "
            "končí u RabbitMQ.",
        ),
        _traces,
    ),
    benign_kind(
        "base64_data_payloads",
        (
            '{"body":"⟨b64json⟩","contentType":"application/json","subject":"wagon.event"}',
            '"invoicePayload": {"type": "plain", "invoiceBody": "⟨b64xml⟩"}',
            '{"payload":"⟨b64json⟩","payload_bytes":⟨len⟩,"payload_encoding":"base64",'
            '"routing_key":"wagon.event"}',
            "echo '⟨b64json⟩' | base64 -d | jq .   # tělo zprávy z dead-letter fronty",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: isdoc-templates\nbinaryData:\n"
            "  logo.png: ⟨b64png⟩",
            "Treść komunikatu z DLQ po zdekodowaniu to zwykły JSON z numerem wagonu: ⟨b64json⟩",
        ),
        _payloads,
    ),
    benign_kind(
        "cache_and_idempotency_keys",
        (
            "$ redis-cli --scan --pattern 'tariff:v3:*' | head -3\ntariff:v3:⟨h1⟩\n"
            "tariff:v3:⟨h2⟩\ntariff:v3:⟨h3⟩",
            "Idempotency-Key: ⟨uuid⟩",
            "Checking cache for ⟨ref⟩-npm-⟨h8⟩-protected...\n"
            "Downloading cache ⟨ref⟩-npm-⟨h8⟩-protected (ETag ⟨sha⟩)\n"
            "Successfully extracted cache",
            "Klucz cache kursów walut NBP/ČNB: fx:⟨date⟩:⟨sha⟩ (TTL 6h).",
            "⟨ts⟩ DEBUG fwd-tariff-api cache miss key=quote:⟨sha64⟩ ttl=900",
            "Idempotenční klíč pro refund v Comgate je ⟨uuid⟩ — při retry posíláme znovu ten samý.",
        ),
        _cache,
    ),
    benign_kind(
        "azure_resource_ids_and_kv_uris",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-wagonik-plc-prod/providers/"
            "Microsoft.ContainerService/managedClusters/aks-wagonik-plc",
            "https://kv-wagonik-plc.vault.azure.net/secrets/payu-client-secret/⟨ver⟩",
            "az keyvault secret list-versions --vault-name kv-wagonik-plc -n comgate-secret "
            "--query '[].id' -o tsv\n"
            "https://kv-wagonik-plc.vault.azure.net/secrets/comgate-secret/⟨ver⟩\n"
            "https://kv-wagonik-plc.vault.azure.net/secrets/comgate-secret/⟨ver2⟩",
            "Managed identity id-⟨svc⟩: principalId ⟨uuid⟩, clientId ⟨uuid2⟩, "
            "/subscriptions/⟨sub⟩/resourceGroups/rg-wagonik-identity/providers/"
            "Microsoft.ManagedIdentity/userAssignedIdentities/id-⟨svc⟩",
            "Service Bus sb-wagonik-plc-prod / fronta wagon-events / subscription ⟨svc⟩; "
            "storage stwgkksefprod, kontejner ksef-archive (od ⟨day⟩).",
            "Role assignment ⟨uuid⟩ (Key Vault Secrets User) dla ⟨uuid2⟩ na scope "
            "/subscriptions/⟨sub⟩/resourceGroups/rg-wagonik-plc-prod",
        ),
        _azure,
    ),
    benign_kind(
        "vault_references_and_accessors",
        (
            "vault kv get -field=client_secret secret/wagonik/⟨path⟩",
            "Key                 Value\n---                 -----\naccessor            ⟨acc⟩\n"
            "display_name        approle\nentity_id           ⟨uuid⟩\n"
            "expire_time         ⟨stamp⟩\npolicies            [default fwd-deploy]\n"
            "ttl                 767h59m",
            '{"type":"response","auth":{"accessor":"hmac-sha256:⟨h⟩",'
            '"client_token":"hmac-sha256:⟨h2⟩","policies":["fwd-deploy"]},'
            '"request":{"path":"secret/data/wagonik/⟨path⟩","operation":"read"}}',
            "vault lease revoke database/creds/⟨role⟩/⟨lease⟩",
            '{{ with secret "secret/data/wagonik/⟨path⟩" }}{{ .Data.data.secret }}{{ end }}',
            "Accessor tokenu pro CI je ⟨acc⟩ (ne token samotný) — revokace: "
            "vault token revoke -accessor ⟨acc⟩",
        ),
        _vault_refs,
    ),
    benign_kind(
        "file_checksums",
        (
            "$ sha256sum exports/*.xml\n⟨h1⟩  exports/FA_⟨n1⟩.xml\n⟨h2⟩  exports/FA_⟨n2⟩.xml",
            'az storage blob show … --query properties.contentSettings.contentMd5 → "⟨md5b64⟩"',
            "Suma kontrolna paczki UPO dla ⟨ksef⟩: SHA-256 ⟨h1⟩, rozmiar ⟨size⟩ B.",
            '"batchFile": {"fileSize": ⟨size⟩, "fileHash": "⟨sha256b64⟩", "fileParts": '
            '[{"ordinalNumber": 1, "fileSize": ⟨size⟩, "fileHash": "⟨sha256b64b⟩"}]}',
            "md5 ⟨md5⟩  isdoc-export-⟨day⟩.zip (kontrola před odesláním účetní)",
            "PUT /ksef-archive/⟨ref⟩.zip HTTP/1.1\nContent-MD5: ⟨md5b64⟩\n"
            "x-ms-blob-type: BlockBlob",
        ),
        _checksums,
    ),
    benign_kind(
        "connection_strings_without_secrets",
        (
            "Server=tcp:sql-wagonik-plc-prod.database.windows.net,1433;Initial Catalog=wagonik-fwd;"
            "Authentication=Active Directory Managed Identity;User Id=⟨uuid⟩;Encrypt=True;",
            "ServiceBus__fullyQualifiedNamespace=sb-wagonik-plc-prod.servicebus.windows.net\n"
            "ServiceBus__credential=managedidentity\nServiceBus__clientId=⟨uuid⟩",
            "amqps://⟨host⟩:5671/⟨db⟩?auth_mechanism=EXTERNAL (klientský certifikát z Vault "
            "PKI, žádné heslo)",
            "postgresql://fwd_app@localhost:5432/⟨db⟩?sslmode=verify-full"
            "&sslrootcert=/etc/ssl/wagonik-ca.pem",
            "Endpoint=sb://sb-wagonik-events.servicebus.windows.net/;"
            "Authentication=Managed Identity;EntityPath=wagon-events  # ⟨ticket⟩",
            "BlobEndpoint=https://stwgkisdocprod.blob.core.windows.net/;AccountName=stwgkisdocprod "
            "(bez AccountKey — DefaultAzureCredential, identita ⟨uuid⟩)",
        ),
        _nosecret_conn,
    ),
    benign_kind(
        "version_and_build_strings",
        (
            "Keycloak ⟨kcv⟩, RabbitMQ ⟨rmqv⟩, Grafana ⟨gv⟩ (build ⟨h10⟩)",
            "image: wagonikprod.azurecr.io/fwd/⟨svc⟩:⟨semver⟩-rc.⟨n⟩+build.⟨date⟩.⟨short⟩",
            "GitLab ⟨glv⟩-ee (⟨short⟩), runner ⟨runv⟩ (⟨short2⟩)",
            ".NET SDK 12.0.⟨n⟩0⟨m⟩, commit ⟨h10⟩; SAP S/4HANA 2035 FPS0⟨n⟩; AKS 1.4⟨n⟩.⟨m⟩",
            "Vault v⟨vv⟩ (⟨sha⟩), built ⟨stamp⟩",
            "$ go version -m ./bin/wagon-tracker\n\tbuild\tvcs.revision=⟨sha⟩\n"
            "\tbuild\tvcs.time=⟨stamp⟩\n\tbuild\tvcs.modified=false",
        ),
        _versions,
    ),
)
