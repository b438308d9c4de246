"""Benign look-alikes from the platform side: Azure resource ids and Key Vault references,
message, document and search ids, commits, digests, lockfile hashes, Vault accessors,
public keys, certificates, JWKS, resource names, cache keys and trace ids."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike92.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    certificate,
    date,
    ec_spki,
    epoch,
    hexs,
    num,
    pem_body,
    person,
    pick,
    rsa_spki,
    ssh_ed25519_pub,
    ssh_fingerprint,
    stamp,
    ulid,
    uuid4,
)

_RGS = ("rg-skg-prod-sc", "rg-skg-shared", "rg-skg-payments", "rg-skg-bergen")
_SERVICES = ("checkout-api", "cart-service", "picking-worker", "bring-adapter", "search-sync")


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tid": uuid4(r),
        "pid": uuid4(r),
        "ra": uuid4(r),
        "rg": r.choice(_RGS),
        "mi": r.choice(("id-skg-checkout", "id-skg-argocd", "id-skg-keda")),
        "cid": uuid4(r),
        "d": date(r),
    }


_KV_NAMES = (
    "adyen-api-key", "adyen-hmac-key", "nets-secret-key", "vipps-client-secret",
    "swish-client-cert", "bankid-rp-cert-password", "klarna-api-key", "algolia-admin-key",
)  # fmt: skip


def _kv(r: Random) -> dict[str, str]:
    return {
        "kv": r.choice(("kv-skg-prod-sc", "kv-skg-payments", "kv-skg-staging")),
        "name": r.choice(_KV_NAMES),
        "name2": r.choice(_KV_NAMES),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "kver": hexs(r, 32),
        "cid": uuid4(r),
        "tid": uuid4(r),
        "d": date(r),
    }


def _sb(r: Random) -> dict[str, str]:
    return {
        "mid": hexs(r, 32),
        "lock": uuid4(r),
        "seq": str(r.randint(10**6, 10**9)),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "sess": "order-" + ulid(r),
        "q": r.choice(("orders", "picking-events", "shipments", "refunds")),
        "n": str(r.randint(2, 10)),
        "ts": stamp(r),
    }


def _cosmos(r: Random) -> dict[str, str]:
    rid = base64.b64encode(r.randbytes(6) + b"\x00" * 10).decode()
    etag = f"{hexs(r, 8)}-0000-{r.choice(('0d', '4d', '1100'))}00-0000-{hexs(r, 8)}0000"
    token = json.dumps(
        {
            "token": f"+RID:~{rid}#RT:{r.randint(1, 9)}#TRC:{r.randint(10, 500)}#ISV:2"
            f"#IEO:65567#QCF:8",
            "range": {"min": "", "max": "FF"},
        },
        separators=(",", ":"),
    )
    return {
        "rid": rid,
        "etag": etag,
        "tok": token,
        "act": uuid4(r),
        "sess": f"0:-1#{r.randint(10000, 999999)}",
        "ru": f"{r.randint(2, 90)}.{r.randint(10, 99)}",
        "id": uuid4(r),
        "ts": str(epoch(r)),
    }


def _elastic(r: Random) -> dict[str, str]:
    host = "swedencentral.azure.elastic-cloud.com:443"
    return {
        "doc": pick(r, B64URL, 20),
        "kid": pick(r, ALNUM, 20),
        "cloud": r.choice(("skg-prod", "skg-logs"))
        + ":"
        + b64_of(f"{host}${hexs(r, 32)}${hexs(r, 32)}"),
        "fp": hexs(r, 64),
        "idx": f".ds-logs-checkout-2039.03.{r.randint(1, 28):02d}-{r.randint(1, 99):06d}",
        "async": b64url(r, 60),
        "d": date(r),
    }


def _algolia(r: Random) -> dict[str, str]:
    return {
        "app": pick(r, UPPER_ALNUM, 10),
        "sk": hexs(r, 32),
        "qid": hexs(r, 32),
        "o1": num(r, 7),
        "o2": num(r, 7),
        "idx": r.choice(("prod_products_sv", "prod_products_no", "prod_recipes")),
    }


def _sanity(r: Random) -> dict[str, str]:
    return {
        "pid": pick(r, LOWER_ALNUM, 8),
        "doc": uuid4(r),
        "rev": pick(r, ALNUM, 22),
        "img": hexs(r, 40),
        "w": str(r.choice((800, 1200, 1600, 2400))),
        "h": str(r.choice((600, 900, 1200))),
        "tx": pick(r, ALNUM, 22),
        "ds": r.choice(("production", "staging")),
    }


def _shipping(r: Random) -> dict[str, str]:
    return {
        "sscc": "00" + num(r, 18),
        "item": pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + num(r, 9) + "SE",
        "bring": "70" + num(r, 15),
        "pkg": "3707" + num(r, 14),
        "contact": uuid4(r),
        "promo": uuid4(r),
        "sp": num(r, 6),
        "d": date(r),
    }


def _git(r: Random) -> dict[str, str]:
    shas = [hexs(r, 40) for _ in range(4)]
    return {
        "sha": shas[0],
        "sha2": shas[1],
        "s1": shas[1][:7],
        "s2": shas[2][:7],
        "s3": shas[3][:7],
        "pr": str(r.randint(1200, 4800)),
        "repo": r.choice(("skargard/checkout", "skargard/infra", "skargard/platform-charts")),
        "tag": f"v2039.3.{r.randint(0, 30)}",
        "who": person(r),
    }


def _digest(r: Random) -> dict[str, str]:
    return {
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "svc": r.choice(_SERVICES),
        "tag": f"2039.03.{r.randint(1, 28):02d}-{hexs(r, 7)}",
        "pod": f"{r.choice(_SERVICES)}-{pick(r, LOWER_ALNUM, 10)}-{pick(r, LOWER_ALNUM, 5)}",
        "size": str(r.randint(1200, 9999)),
    }


def _lock(r: Random) -> dict[str, str]:
    return {
        "i1": base64.b64encode(r.randbytes(64)).decode(),
        "i2": base64.b64encode(r.randbytes(64)).decode(),
        "h1": b64(r, 32),
        "h2": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "py": hexs(r, 64),
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
        "nuget": base64.b64encode(r.randbytes(64)).decode(),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "acc": pick(r, ALNUM, 24),
        "lease": pick(r, ALNUM, 24),
        "req": uuid4(r),
        "ent": uuid4(r),
        "ttl": r.choice(("768h", "1h", "24h", "32d")),
        "ts": stamp(r),
        "role": r.choice(("orders-ro", "picking-rw", "reporting")),
    }


def _ssh(r: Random) -> dict[str, str]:
    blob = ssh_ed25519_pub(r)
    blob2 = ssh_ed25519_pub(r)
    salt = b64(r, 20)
    return {
        "pub": base64.b64encode(blob).decode(),
        "pub2": base64.b64encode(blob2).decode(),
        "fp": ssh_fingerprint(blob),
        "fp2": ssh_fingerprint(blob2),
        "salt": salt,
        "hh": b64(r, 20),
        "gpg": " ".join(hexs(r, 4).upper() for _ in range(10)),
        "age": "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        "who": person(r),
    }


def _fp(der: bytes) -> str:
    digest = hashlib.sha256(der).hexdigest().upper()
    return ":".join(digest[i : i + 2] for i in range(0, 64, 2))


def _certs(r: Random) -> dict[str, str]:
    cert = certificate(
        r,
        r.choice(("api.skargardhandel.se", "checkout.skargardhandel.no", "swish-cb.skg.se")),
        r.choice(("Skargard Internal CA G3", "Skargard Issuing CA 2039")),
        "Skargard Handel AB",
    )
    return {
        "cert": pem_body(cert),
        "fp": _fp(cert),
        "ec": pem_body(ec_spki(r)),
        "rsa": pem_body(rsa_spki(r)),
        "ser": hexs(r, 32).upper(),
        "d": date(r),
    }


def _jwks(r: Random) -> dict[str, str]:
    n = bytearray(r.randbytes(256))
    n[0] |= 0x80
    rsa = {
        "kty": "RSA",
        "use": "sig",
        "kid": b64url(r, 32),
        "alg": "RS256",
        "n": base64.urlsafe_b64encode(bytes(n)).decode().rstrip("="),
        "e": "AQAB",
        "x5t": b64url(r, 20),
    }
    ec = {"kty": "EC", "crv": "P-256", "kid": ulid(r), "x": b64url(r, 32), "y": b64url(r, 32)}
    return {
        "jwks": json.dumps({"keys": [rsa]}, indent=2),
        "one": json.dumps({"keys": [ec, rsa]}, separators=(",", ":")),
        "kid": rsa["kid"],
        "x": ec["x"],
        "y": ec["y"],
        "eck": str(ec["kid"]),
    }


def _names(r: Random) -> dict[str, str]:
    return {
        **dict(zip("abc", r.sample(_KV_NAMES, 3), strict=True)),
        "kv": r.choice(("kv-skg-prod-sc", "kv-skg-payments", "kv-skg-staging")),
        "ns": r.choice(("checkout", "payments", "picking", "logistics")),
        "st": "stskg" + pick(r, LOWER_ALNUM, 8),
        "n": str(r.randint(2, 40)),
        "d": date(r),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "sha1": hexs(r, 40),
        "sku": num(r, 7),
        "turbo": hexs(r, 16),
        "n": str(r.randint(100, 9000)),
        "mb": str(r.randint(40, 900)),
        "ttl": str(r.choice((60, 300, 900, 3600))),
        "store": str(r.randint(1, 60)),
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "op": hexs(r, 32),
        "req": uuid4(r),
        "ms": str(r.randint(800, 30000)),
        "svc": r.choice(_SERVICES),
        "ts": stamp(r),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.ContainerService/"
            "managedClusters/aks-skg-prod-sc",
            "az role assignment create --assignee-object-id ⟨pid⟩ --role 'Key Vault Secrets "
            "User' --scope /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩",
            '{\n  "id": "/subscriptions/⟨sub⟩/providers/Microsoft.Authorization/'
            'roleAssignments/⟨ra⟩",\n  "principalId": "⟨pid⟩",\n  "principalType": '
            '"ServicePrincipal"\n}',
            "Managed identity ⟨mi⟩: clientId ⟨cid⟩, principalId ⟨pid⟩, tenant ⟨tid⟩ "
            "(workload identity, ingen hemlighet behövs)",
            "azure.workload.identity/client-id: ⟨cid⟩  # satt på service account ⟨mi⟩, ⟨d⟩",
        ),
        _azure,
    ),
    Kind(
        "key_vault_secret_references",
        (
            "Adyen-nyckeln ligger i Key Vault: https://⟨kv⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",
            "ADYEN_API_KEY=@Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net/secrets/"
            "⟨name⟩/⟨ver⟩)",
            "apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nspec:\n"
            "  provider: azure\n  parameters:\n    keyvaultName: ⟨kv⟩\n"
            "    clientID: ⟨cid⟩\n    tenantId: ⟨tid⟩\n    objects: |\n      array:\n"
            "        - |\n          objectName: ⟨name⟩\n          objectType: secret\n"
            "          objectVersion: ⟨ver⟩",
            "$ az keyvault secret list-versions --vault-name ⟨kv⟩ -n ⟨name2⟩ --query "
            "'[].id' -o tsv\nhttps://⟨kv⟩.vault.azure.net/secrets/⟨name2⟩/⟨ver⟩\n"
            "https://⟨kv⟩.vault.azure.net/secrets/⟨name2⟩/⟨ver2⟩",
            "JWT-signering bytte till nyckelversion ⟨kver⟩ (https://⟨kv⟩.vault.azure.net/keys/"
            "jwt-signing/⟨kver⟩) ⟨d⟩",
        ),
        _kv,
    ),
    Kind(
        "service_bus_message_ids",
        (
            "Dead-lettered från ⟨q⟩: MessageId ⟨mid⟩, SequenceNumber ⟨seq⟩, "
            "DeliveryCount ⟨n⟩, reason MaxDeliveryCountExceeded",
            "⟨ts⟩ ERR ServiceBusProcessor lock lost LockToken=⟨lock⟩ SessionId=⟨sess⟩",
            "Diagnostic-Id: 00-⟨trace⟩-⟨span⟩-01\nMessageId: ⟨mid⟩\nSessionId: ⟨sess⟩",
            "| SequenceNumber | MessageId | LockToken |\n|---|---|---|\n| ⟨seq⟩ | ⟨mid⟩ | ⟨lock⟩ |",
        ),
        _sb,
    ),
    Kind(
        "cosmos_etags_and_continuations",
        (
            'Cosmos-dokumentet ⟨id⟩: "_rid": "⟨rid⟩", "_etag": "\\"⟨etag⟩\\"", "_ts": ⟨ts⟩',
            "x-ms-continuation: ⟨tok⟩",
            '412 Precondition Failed på if-match "⟨etag⟩" (x-ms-activity-id ⟨act⟩, ⟨ru⟩ RU)',
            "x-ms-session-token: ⟨sess⟩\nx-ms-activity-id: ⟨act⟩\nx-ms-request-charge: ⟨ru⟩",
        ),
        _cosmos,
    ),
    Kind(
        "elastic_ids_and_fingerprints",
        (
            "ELASTIC_CLOUD_ID=⟨cloud⟩",
            "ca_trusted_fingerprint: ⟨fp⟩  # Fleet Server CA, inte en nyckel",
            "Dokument ⟨doc⟩ i ⟨idx⟩ hade fel tidsstempel",
            'POST /_security/api_key/_invalidate {"ids": ["⟨kid⟩"]} → invalidated_api_keys: '
            '["⟨kid⟩"] (den gamla logstash-nyckeln, invalidert ⟨d⟩)',
            "GET _async_search/⟨async⟩ ga 404 etter 5 d",
        ),
        _elastic,
    ),
    Kind(
        "algolia_public_search_keys",
        (
            "NEXT_PUBLIC_ALGOLIA_APP_ID=⟨app⟩\nNEXT_PUBLIC_ALGOLIA_SEARCH_KEY=⟨sk⟩",
            "const searchClient = algoliasearch('⟨app⟩', '⟨sk⟩'); // search-only key, ACL: search",
            'Algolia Insights: queryID ⟨qid⟩, objectIDs ["⟨o1⟩", "⟨o2⟩"], index ⟨idx⟩',
            "https://⟨app⟩-dsn.algolia.net/1/indexes/*/queries?x-algolia-agent=Algolia"
            "%20for%20JavaScript&x-algolia-application-id=⟨app⟩&x-algolia-api-key=⟨sk⟩",
        ),
        _algolia,
    ),
    Kind(
        "sanity_document_and_asset_ids",
        (
            "Sanity-dokumentet drafts.⟨doc⟩ (_rev ⟨rev⟩) blockerar publiceringen",
            "https://cdn.sanity.io/images/⟨pid⟩/⟨ds⟩/⟨img⟩-⟨w⟩x⟨h⟩.jpg?auto=format",
            '"_ref": "image-⟨img⟩-⟨w⟩x⟨h⟩-jpg"',
            "sanity projectId ⟨pid⟩, dataset ⟨ds⟩, transactionId ⟨tx⟩ (mutation från "
            "Algolia-synken)",
        ),
        _sanity,
    ),
    Kind(
        "shipping_and_crm_ids",
        (
            "PostNord-sändning ⟨sscc⟩, kolli ⟨item⟩: fastnade i terminal Hallsberg ⟨d⟩",
            "Bring sporingsnummer ⟨bring⟩ / pakkenummer ⟨pkg⟩, hentested ⟨sp⟩",
            "Voyado contactId ⟨contact⟩ fick dubbel promotion ⟨promo⟩",
            "| tjänst | id |\n|---|---|\n| PostNord | ⟨sscc⟩ |\n| Bring | ⟨bring⟩ |\n"
            "| Voyado | ⟨contact⟩ |",
        ),
        _shipping,
    ),
    Kind(
        "git_commit_hashes",
        (
            "Revert av ⟨sha⟩ (PR #⟨pr⟩) fixade Swish-callbacken",
            "$ git log --oneline -3\n⟨s1⟩ fix(bring): retry on 429\n"
            "⟨s2⟩ chore(deps): bump Adyen.NET\n⟨s3⟩ feat(checkout): Vipps express",
            "https://github.com/⟨repo⟩/commit/⟨sha⟩",
            "Argo CD synkade ⟨repo⟩ till revision ⟨sha2⟩ (tag ⟨tag⟩), ⟨who⟩ godkände",
            "git bisect: first bad commit is ⟨sha⟩",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "image: skgacr.azurecr.io/⟨svc⟩@sha256:⟨dig⟩",
            "Image ID: skgacr.azurecr.io/⟨svc⟩@sha256:⟨dig⟩ (pod ⟨pod⟩)",
            "$ docker pull skgacr.azurecr.io/⟨svc⟩:⟨tag⟩\n⟨tag⟩: Pulling from ⟨svc⟩\n"
            "Digest: sha256:⟨dig⟩\nStatus: Downloaded newer image",
            "argocd-image-updater: ⟨svc⟩ sha256:⟨dig2⟩ → sha256:⟨dig⟩",
            "| tag | digest | size |\n|---|---|---|\n| ⟨tag⟩ | sha256:⟨dig⟩ | ⟨size⟩ kB |",
        ),
        _digest,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@adyen/adyen-web": {\n  "version": "⟨ver⟩",\n  "resolved": '
            '"https://registry.npmjs.org/@adyen/adyen-web/-/adyen-web-⟨ver⟩.tgz",\n'
            '  "integrity": "sha512-⟨i1⟩"\n}',
            'provider "registry.terraform.io/hashicorp/azurerm" {\n  version = "⟨ver⟩"\n'
            '  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n    "zh:⟨zh2⟩",\n  ]\n}',
            "github.com/Azure/azure-sdk-for-go/sdk/azidentity v⟨ver⟩ h1:⟨h2⟩",
            "klarna-sdk==⟨ver⟩ \\\n    --hash=sha256:⟨py⟩",
            '"Adyen": {\n  "type": "Direct",\n  "requested": "[⟨ver⟩, )",\n'
            '  "resolved": "⟨ver⟩",\n  "contentHash": "⟨nuget⟩"\n}',
        ),
        _lock,
    ),
    Kind(
        "vault_accessors_and_leases",
        (
            "vault token revoke -accessor ⟨acc⟩",
            "Key             Value\n---             -----\naccessor        ⟨acc⟩\n"
            "display_name    approle\nentity_id       ⟨ent⟩\nttl             ⟨ttl⟩",
            "lease_id database/creds/⟨role⟩/⟨lease⟩ gick ut ⟨ts⟩, appen fick 'permission denied'",
            '{"request_id":"⟨req⟩","lease_id":"database/creds/⟨role⟩/⟨lease⟩",'
            '"lease_duration":3600,"renewable":true}',
        ),
        _vault,
    ),
    Kind(
        "ssh_public_keys_and_fingerprints",
        (
            "ssh-ed25519 ⟨pub⟩ ⟨who⟩@skg-laptop",
            "authorized_keys på bastion:\nssh-ed25519 ⟨pub⟩ ⟨who⟩@skg-laptop\n"
            "ssh-ed25519 ⟨pub2⟩ deploy@github-actions",
            "Host key ändrad? Fingerprint nu ⟨fp⟩, förut ⟨fp2⟩",
            "|1|⟨salt⟩|⟨hh⟩ ssh-ed25519 ⟨pub⟩",
            "GPG-nøkkel for signerte tags: ⟨gpg⟩\nSOPS age recipient: ⟨age⟩",
        ),
        _ssh,
    ),
    Kind(
        "public_certificates_and_keys",
        (
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Nytt servercert (serial ⟨ser⟩, ⟨d⟩):\n\n-----BEGIN CERTIFICATE-----\n⟨cert⟩\n"
            "-----END CERTIFICATE-----\n\nSHA-256 fingerprint ⟨fp⟩",
            "Publik nøkkel som Vipps skal verifisere med:\n\n-----BEGIN PUBLIC KEY-----\n⟨ec⟩\n"
            "-----END PUBLIC KEY-----",
            "-----BEGIN PUBLIC KEY-----\n⟨rsa⟩\n-----END PUBLIC KEY-----",
            "openssl x509 -noout -fingerprint -sha256 -in swish-root.pem\nsha256 Fingerprint=⟨fp⟩",
        ),
        _certs,
    ),
    Kind(
        "jwks_documents",
        (
            "GET https://auth.skargardhandel.se/.well-known/jwks.json\n⟨jwks⟩",
            "⟨one⟩",
            "BankID Norge roterte signeringsnøkkel: ny kid ⟨kid⟩ i JWKS, gammel kid ⟨eck⟩",
            '"jwk": {"kty": "EC", "crv": "P-256", "x": "⟨x⟩", "y": "⟨y⟩"}  (public, fra '
            "DPoP-headeren)",
        ),
        _jwks,
    ),
    Kind(
        "secret_and_resource_names",
        (
            "Secrets i ⟨kv⟩: ⟨a⟩, ⟨b⟩, ⟨c⟩ (⟨n⟩ st totalt, listat ⟨d⟩)",
            "kubectl -n ⟨ns⟩ get secret ⟨a⟩-sync -o yaml | grep -c data",
            "Vault-stier: secret/data/payments/⟨a⟩, secret/data/payments/⟨b⟩",
            "| secret-namn | källa |\n|---|---|\n| ⟨a⟩ | ⟨kv⟩ |\n| ⟨b⟩ | ⟨kv⟩ |\n"
            "| tfstate-access | ⟨st⟩ |",
            "GitHub environment prod har secrets ADYEN_API_KEY, NETS_SECRET_KEY och "
            "VIPPS_CLIENT_SECRET; ⟨n⟩ workflows läser dem (sjekket ⟨d⟩)",
        ),
        _names,
    ),
    Kind(
        "cache_keys",
        (
            "redis-cli --scan --pattern 'cart:v3:*' | head -1\ncart:v3:⟨sha⟩",
            "key: node-modules-Linux-⟨sha⟩\nrestore-keys: node-modules-Linux-",
            "Cache hit för price:sv-SE:⟨sku⟩:⟨sha1⟩ (TTL ⟨ttl⟩ s, butik ⟨store⟩)",
            "turbo: cache hit, replaying logs ⟨turbo⟩ (⟨mb⟩ MB från remote cache)",
            "Front Door purge: /api/catalog/⟨sku⟩?v=⟨sha1⟩, ⟨n⟩ objekt",
        ),
        _cache,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "⟨ts⟩ ERROR ⟨svc⟩ Bring booking timeout after ⟨ms⟩ ms trace.id=⟨trace⟩ span.id=⟨span⟩",
            "App Insights operation_Id ⟨op⟩ viser at ⟨svc⟩ ventet ⟨ms⟩ ms på Cosmos",
            "Grafana Tempo: https://grafana.skg.internal/explore?traceId=⟨trace⟩ "
            "(x-request-id ⟨req⟩)",
        ),
        _trace,
    ),
)
