"""Benign look-alikes from the platform: Azure and Entra identifiers, Key Vault URIs, commit
hashes, image digests, lockfile integrity, ids of every shape, public keys, certificates,
JWKS, cache keys, ops-tool ids, CI refs and version strings."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike82.gen import (
    ALNUM,
    CLINICS,
    ENVS,
    LOWER_ALNUM,
    PEOPLE,
    REGIONS,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    certificate_der,
    clock,
    day,
    ec_spki_der,
    hexs,
    num,
    pem_body,
    pick,
    rsa_spki_der,
    ssh_ed25519_public,
    ssh_rsa_public,
    ulid,
    uuid4,
)

_BEGIN = "-----BEGIN "
_END = "-----END "


def _ctx(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(ENVS),
        "reg": r.choice(REGIONS),
        "who": r.choice(PEOPLE),
        "clinic": r.choice(CLINICS),
        "day": day(r),
        "time": clock(r),
    }


def _azure_ids(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "sub": uuid4(r),
        "sub2": uuid4(r),
        "mi": uuid4(r),
        "op": uuid4(r),
        "corr": uuid4(r),
        "app": r.choice(("api", "web", "portal", "jobs")),
    }


def _entra_ids(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "cid": uuid4(r),
        "tid": uuid4(r),
        "oid": uuid4(r),
        "sid": uuid4(r),
        "thumb": hexs(r, 40).upper(),
        "hint": pick(r, ALNUM, 3),
    }


def _kv_uris(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "v1": hexs(r, 32),
        "v2": hexs(r, 32),
        "name": r.choice(
            (
                "stripe-secret-key",
                "sendgrid-api-key",
                "twilio-auth-token",
                "pg-admin-password",
                "auth0-m2m-client-secret",
                "gocardless-access-token",
            )
        ),
        "kid": hexs(r, 32),
    }


def _commits(r: Random) -> dict[str, str]:
    shas = {f"s{i}": hexs(r, 40) for i in range(1, 5)}
    return {
        **_ctx(r),
        **shas,
        "short1": shas["s1"][:7],
        "short2": shas["s2"][:9],
        "pr": str(r.randint(1200, 4800)),
        "tree": hexs(r, 40),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "d1": hexs(r, 64),
        "d2": hexs(r, 64),
        "d3": hexs(r, 64),
        "tag": f"2037.{r.randint(5, 6)}.{r.randint(1, 30)}-{hexs(r, 7)}",
        "img": r.choice(("clinic-api", "reminders-worker", "portal-web", "etl-snowflake")),
    }


def _integrity(r: Random) -> dict[str, str]:
    pkg = r.choice(("@azure/identity", "stripe", "twilio", "@sendgrid/mail", "zod"))
    return {
        **_ctx(r),
        "pkg": pkg,
        "tgz": pkg.split("/")[-1],
        "s512": "sha512-" + b64(r, 64),
        "s512b": "sha512-" + b64(r, 64),
        "s1": "sha1-" + b64(r, 20),
        "py1": hexs(r, 64),
        "py2": hexs(r, 64),
        "h1": "h1:" + b64(r, 32),
        "zh": "zh:" + hexs(r, 64),
        "ver": f"{r.randint(1, 18)}.{r.randint(0, 40)}.{r.randint(0, 12)}",
    }


def _objectid(r: Random) -> str:
    return hexs(r, 24)


def _ids(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "u1": uuid4(r),
        "u2": uuid4(r),
        "ul1": ulid(r),
        "ul2": ulid(r),
        "oid": _objectid(r),
        "oid2": _objectid(r),
        "rid": b64(r, 8),
        "etag": uuid4(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "tr": hexs(r, 32),
        "sp": hexs(r, 16),
        "ddt": str(r.getrandbits(63)),
        "dds": str(r.getrandbits(63)),
        "msreq": uuid4(r),
        "aop": hexs(r, 32),
        "cf": hexs(r, 16) + "-LHR",
        "fd": "0" + pick(r, UPPER_ALNUM + LOWER_ALNUM, 31),
    }


def _sshpub(r: Random) -> dict[str, str]:
    pub, fp = ssh_ed25519_public(r)
    pub2, fp2 = ssh_ed25519_public(r)
    return {
        **_ctx(r),
        "pub": pub,
        "fp": fp,
        "pub2": pub2,
        "fp2": fp2,
        "rsa": ssh_rsa_public(r),
        "md5": ":".join(hexs(r, 2) for _ in range(16)),
        "host": r.choice(("fb-bastion-cork", "fb-sftp-leeds", "vm-fernbank-jump")),
        "user": r.choice(("aoife", "tom", "priya", "cian", "niamh", "dev")),
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("api.fernbank.health", "portal.fernbank.health", "sftp.fernbank.ie"))
    der = certificate_der(r, cn, r.choice(("DigiCert", "Sectigo", "Fernbank Internal")))
    return {
        **_ctx(r),
        "cn": cn,
        "cert": pem_body(der),
        "pub": pem_body(rsa_spki_der(r.randbytes(256))),
        "ecpub": pem_body(ec_spki_der(r)),
        "sha1": ":".join(f"{b:02X}" for b in hashlib.sha1(der).digest()),
        "sha256": hashlib.sha256(der).hexdigest(),
        "sha256c": ":".join(f"{b:02X}" for b in hashlib.sha256(der).digest()),
    }


def _jwks(r: Random) -> dict[str, str]:
    der = certificate_der(r, "fernbank.uk.auth0.com", "Auth0")
    n, kid, x5t = b64url(r, 256), b64url(r, 16), b64url(r, 20)
    key = {
        "kty": "RSA",
        "use": "sig",
        "n": n,
        "e": "AQAB",
        "kid": kid,
        "x5t": x5t,
        "x5c": [base64.b64encode(der).decode()],
        "alg": "RS256",
    }
    ec = {
        "kty": "EC",
        "crv": "P-256",
        "kid": "portal-signing-" + day(r),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "use": "sig",
        "alg": "ES256",
    }
    return {
        **_ctx(r),
        "jwks": json.dumps({"keys": [key]}, indent=2),
        "ecjwk": json.dumps(ec, separators=(",", ":")),
        "kid": kid,
        "n": n,
        "x5t": x5t,
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "u": uuid4(r),
        "h1": hexs(r, 40),
        "h2": hexs(r, 64),
        "h3": hexs(r, 32),
        "b": b64url(r, 24),
        "ttl": str(r.choice((60, 300, 900, 3600))),
    }


def _ops_ids(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "mon": num(r, 9),
        "dash": "-".join(pick(r, LOWER_ALNUM, 3) for _ in range(3)),
        "inc": "Q" + pick(r, UPPER_ALNUM, 13),
        "svc": "P" + pick(r, UPPER_ALNUM, 6),
        "dedup": hexs(r, 32),
        "run": "run-" + pick(r, ALNUM, 16),
        "ws": "ws-" + pick(r, ALNUM, 16),
        "sv": "sv-" + pick(r, ALNUM, 16),
        "lineage": uuid4(r),
        "serial": str(r.randint(100, 2400)),
    }


def _ci_refs(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "run": num(r, 11),
        "job": num(r, 11),
        "att": str(r.randint(1, 3)),
        "lockhash": hexs(r, 64),
        "art": num(r, 10),
        "artdig": hexs(r, 64),
        "sha": hexs(r, 40),
        "pr": str(r.randint(1200, 4800)),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        **_ctx(r),
        "app": f"2037.{r.randint(5, 6)}.{r.randint(1, 30)}",
        "build": num(r, 5),
        "short": hexs(r, 8),
        "node": f"22.{r.randint(1, 20)}.{r.randint(0, 9)}",
        "py": f"3.1{r.randint(3, 6)}.{r.randint(0, 9)}",
        "tf": f"1.1{r.randint(2, 9)}.{r.randint(0, 9)}",
        "azurerm": f"5.{r.randint(10, 60)}.{r.randint(0, 9)}",
        "api": f"20{r.randint(30, 37)}-{r.randint(1, 12):02d}-01",
        "semver": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}-rc.{r.randint(1, 9)}"
        f"+sha.{hexs(r, 12)}",
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-fernbank-app-⟨env⟩/providers/Microsoft.Web/"
            "sites/app-fernbank-⟨app⟩-⟨env⟩",
            "az role assignment create --assignee ⟨mi⟩ --role 'Key Vault Secrets User' --scope "
            "/subscriptions/⟨sub⟩/resourceGroups/rg-fernbank-sec-⟨env⟩/providers/Microsoft."
            "KeyVault/vaults/kv-fernbank-⟨env⟩-⟨reg⟩",
            "Activity log: operation ⟨op⟩ correlation ⟨corr⟩ failed on sub ⟨sub2⟩ (Cork sandbox)",
            'resource "azurerm_role_assignment" "api_kv" {\n  scope                = '
            '"/subscriptions/⟨sub⟩/resourceGroups/rg-fernbank-sec-⟨env⟩"\n'
            '  role_definition_name = "Key Vault Secrets User"\n  principal_id         = '
            '"⟨mi⟩"\n}',
            "managed identity principal ⟨mi⟩ on app-fernbank-⟨app⟩-⟨env⟩ — not a secret, it's "
            "just the object id",
        ),
        _azure_ids,
    ),
    Kind(
        "entra_ids_and_thumbprints",
        (
            "App reg fb-graph-calendar-sync: client ⟨cid⟩, tenant ⟨tid⟩, object ⟨oid⟩",
            "Client secret ID ⟨sid⟩ (hint ⟨hint⟩…) expires ⟨day⟩ — that's the *id*, the value "
            "lives in Key Vault",
            "cert credential thumbprint ⟨thumb⟩ uploaded for the NHS login client",
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the "
            "request is the client secret value, not the client secret ID, for a secret added "
            "to app '⟨cid⟩'. Trace ID: ⟨oid⟩ Correlation ID: ⟨sid⟩ Timestamp: ⟨day⟩ ⟨time⟩Z",
            "az ad app credential list --id ⟨cid⟩ -o table\nCustomKeyIdentifier    DisplayName"
            "    EndDateTime    Hint    KeyId\n-    ci-⟨env⟩    ⟨day⟩T00:00:00Z    ⟨hint⟩    ⟨sid⟩",
        ),
        _entra_ids,
    ),
    Kind(
        "key_vault_secret_uris",
        (
            "https://kv-fernbank-⟨env⟩-⟨reg⟩.vault.azure.net/secrets/⟨name⟩/⟨v1⟩",
            "Secret ⟨name⟩ has two versions: ⟨v1⟩ (current) and ⟨v2⟩ (disabled ⟨day⟩)",
            "@Microsoft.KeyVault(SecretUri=https://kv-fernbank-⟨env⟩-⟨reg⟩.vault.azure.net/"
            "secrets/⟨name⟩/⟨v2⟩)",
            "az keyvault secret show --vault-name kv-fernbank-⟨env⟩-⟨reg⟩ -n ⟨name⟩ --query id "
            "-o tsv → https://kv-fernbank-⟨env⟩-⟨reg⟩.vault.azure.net/secrets/⟨name⟩/⟨v1⟩",
            "CMK for the storage account: https://kv-fernbank-⟨env⟩-⟨reg⟩.vault.azure.net/keys/"
            "cmk-blob/⟨kid⟩",
        ),
        _kv_uris,
    ),
    Kind(
        "git_commit_hashes",
        (
            "Reverted ⟨s1⟩ (the Graph delta-sync change) — it double-booked ⟨clinic⟩",
            "git log --oneline -3\n⟨short1⟩ fix(gc): handle mandate cancelled before first "
            "payment\n⟨short2⟩ chore: bump stripe to 2037-04-30.basil\n"
            "4c1d2e9 feat(portal): Irish phone number validation",
            "bisect: good ⟨s2⟩, bad ⟨s3⟩ → first bad commit ⟨s4⟩",
            "PR #⟨pr⟩ merged as ⟨s1⟩ (tree ⟨tree⟩)",
            "cherry-pick ⟨s2⟩ onto release/2037.06 for the HSE hotfix",
        ),
        _commits,
    ),
    Kind(
        "container_image_digests",
        (
            "fernbankacr.azurecr.io/⟨img⟩@sha256:⟨d1⟩",
            "⟨img⟩:⟨tag⟩ digest: sha256:⟨d1⟩ size: 2417",
            "App Service pinned to sha256:⟨d2⟩ but ACR has sha256:⟨d3⟩ for the same tag — "
            "someone re-pushed ⟨tag⟩",
            "FROM mcr.microsoft.com/dotnet/aspnet:9.0@sha256:⟨d1⟩",
            "image:\n  repository: fernbankacr.azurecr.io/⟨img⟩\n  digest: sha256:⟨d2⟩",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n  "resolved": "https://registry.'
            'npmjs.org/⟨pkg⟩/-/⟨tgz⟩-⟨ver⟩.tgz",\n  "integrity": "⟨s512⟩"\n}',
            "integrity ⟨s512b⟩ mismatch on ⟨pkg⟩@⟨ver⟩ — npm cache was corrupt on the Leeds agent",
            "psycopg[binary]==3.3.1 \\\n    --hash=sha256:⟨py1⟩ \\\n    --hash=sha256:⟨py2⟩",
            'provider "registry.terraform.io/hashicorp/azurerm" {\n  version = "⟨ver⟩"\n'
            '  hashes = [\n    "⟨h1⟩",\n    "⟨zh⟩",\n  ]\n}',
            "yarn.lock: ⟨pkg⟩@^⟨ver⟩ integrity ⟨s1⟩",
        ),
        _integrity,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            'Cosmos doc id ⟨u1⟩ (partition /clinicId = ⟨u2⟩), _rid ⟨rid⟩, _etag "⟨etag⟩"',
            "booking ⟨ul1⟩ → rebooked as ⟨ul2⟩ after the ⟨clinic⟩ closure",
            "legacy Mongo ObjectId ⟨oid⟩ maps to patient ⟨u1⟩ (migration table row)",
            '{"appointmentId":"⟨ul1⟩","clinicianId":"⟨u1⟩","legacyId":"⟨oid2⟩"}',
            "| legacy | new |\n|---|---|\n| ⟨oid⟩ | ⟨u2⟩ |\n| ⟨oid2⟩ | ⟨ul2⟩ |",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨tr⟩-⟨sp⟩-01",
            "dd.trace_id=⟨ddt⟩ dd.span_id=⟨dds⟩ — slow Cosmos query on /availability",
            "x-ms-request-id: ⟨msreq⟩ (Blob 403 at ⟨time⟩)",
            "App Insights operation_Id ⟨aop⟩ for the failed booking at ⟨clinic⟩",
            "CF-Ray ⟨cf⟩, X-Azure-Ref ⟨fd⟩ — Front Door 502 during the slot swap",
            "⟨day⟩T⟨time⟩Z ERROR booking.create trace_id=⟨tr⟩ span_id=⟨sp⟩ "
            'msg="Service Bus send timed out"',
        ),
        _traces,
    ),
    Kind(
        "ssh_public_keys_and_fingerprints",
        (
            "ssh-ed25519 ⟨pub⟩ ⟨user⟩@fernbank-laptop",
            "⟨host⟩ host key fingerprint is ⟨fp⟩ — check before accepting",
            "authorized_keys on ⟨host⟩:\nssh-ed25519 ⟨pub⟩ deploy@gha\nssh-rsa ⟨rsa⟩ legacy-sftp",
            "known_hosts: ⟨host⟩.fernbank.internal ssh-ed25519 ⟨pub2⟩",
            "The key fingerprint is ⟨fp2⟩ (legacy MD5 ⟨md5⟩)",
            "GitHub deploy key (public half) for clinic-notes: ssh-ed25519 ⟨pub⟩",
        ),
        _sshpub,
    ),
    Kind(
        "certificates_and_public_keys_pem",
        (
            _BEGIN + "CERTIFICATE-----\n⟨cert⟩\n" + _END + "CERTIFICATE-----",
            "NHS login needs our *public* key for private_key_jwt:\n"
            + _BEGIN
            + "PUBLIC KEY-----\n⟨pub⟩\n"
            + _END
            + "PUBLIC KEY-----",
            "⟨cn⟩ cert SHA1 fingerprint ⟨sha1⟩, SHA-256 ⟨sha256⟩",
            "portal token verification key (ES256, public):\n"
            + _BEGIN
            + "PUBLIC KEY-----\n⟨ecpub⟩\n"
            + _END
            + "PUBLIC KEY-----",
            "$ openssl x509 -in ⟨cn⟩.crt -noout -fingerprint -sha256\nsha256 Fingerprint=⟨sha256c⟩",
        ),
        _certs,
    ),
    Kind(
        "jwks_documents",
        (
            "https://fernbank.uk.auth0.com/.well-known/jwks.json:\n⟨jwks⟩",
            "portal JWK (public): ⟨ecjwk⟩",
            "token kid ⟨kid⟩ not found in JWKS — Auth0 rotated signing keys, x5t ⟨x5t⟩",
            "modulus from the JWKS (n): ⟨n⟩",
        ),
        _jwks,
    ),
    Kind(
        "cache_keys",
        (
            "redis key fb:avail:⟨u⟩:⟨day⟩:v3:⟨h1⟩ TTL ⟨ttl⟩",
            "GET fb:session-index:⟨h2⟩ → (nil) after the failover",
            "cache key = sha1(clinicId|date|clinicianIds) e.g. ⟨h1⟩ — collisions impossible in "
            "practice",
            "SCAN 0 MATCH fb:gcal-sync-token:* → fb:gcal-sync-token:⟨u⟩ = "
            '"⟨b⟩" (Google syncToken, opaque, not a secret)',
            'ETag: W/"⟨h3⟩"  and Cache-Control: max-age=⟨ttl⟩ on /clinics',
        ),
        _cache,
    ),
    Kind(
        "ops_tool_ids",
        (
            "Datadog monitor ⟨mon⟩ (booking p95) links to dashboard ⟨dash⟩",
            "PagerDuty incident ⟨inc⟩ on service ⟨svc⟩, dedup_key ⟨dedup⟩",
            "TFC run ⟨run⟩ in ⟨ws⟩ errored; state version ⟨sv⟩, lineage ⟨lineage⟩, serial ⟨serial⟩",
            'terraform state pull | jq .lineage → "⟨lineage⟩" (serial ⟨serial⟩)',
            "https://app.datadoghq.eu/monitors/⟨mon⟩ and https://fernbank.eu.pagerduty.com/"
            "incidents/⟨inc⟩",
        ),
        _ops_ids,
    ),
    Kind(
        "ci_run_and_cache_refs",
        (
            "https://github.com/fernbank-health/clinic-api/actions/runs/⟨run⟩/job/⟨job⟩ "
            "(attempt ⟨att⟩)",
            "Cache restored from key: node-modules-Linux-⟨lockhash⟩",
            "artifact ⟨art⟩ (playwright-report) digest sha256:⟨artdig⟩",
            "OIDC sub claim: repo:fernbank-health/clinic-api:environment:⟨env⟩ — federated "
            "credential matches; run ⟨run⟩ on ⟨sha⟩",
            "PR #⟨pr⟩ checks: lint ✓ unit ✓ e2e ✗ (run ⟨run⟩, head ⟨sha⟩)",
        ),
        _ci_refs,
    ),
    Kind(
        "version_and_build_strings",
        (
            "portal ⟨app⟩+build.⟨build⟩.g⟨short⟩ deployed to ⟨env⟩",
            "node v⟨node⟩, python ⟨py⟩, terraform v⟨tf⟩, azurerm ~> ⟨azurerm⟩",
            "Graph SDK pinned to ⟨semver⟩; Cosmos REST api-version ⟨api⟩",
            "x-fernbank-build: ⟨app⟩.⟨build⟩ (⟨short⟩)",
            "| component | version |\n|---|---|\n| api | ⟨app⟩ |\n| sdk | ⟨semver⟩ |",
        ),
        _versions,
    ),
)
