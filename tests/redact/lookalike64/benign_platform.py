"""Benign look-alikes from the platform side of the notes: commits, image digests, lockfile
hashes, ids, traces, Azure resource ids, public keys and certificates, JWKS, fingerprints,
Terraform Cloud, Elastic Cloud and GitLab CI identifiers."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike64.gen import (
    ALNUM,
    B64URL,
    UHEX,
    Kind,
    b64,
    b64_of,
    b64url,
    cert_pem,
    certificate_der,
    day,
    hexs,
    indent,
    iso,
    num,
    objectid,
    pick,
    public_key_pem,
    rand_uint,
    ssh_public,
    ulid,
    uuid4,
)

_HU_NAMES = ("Bence", "Réka", "Zsófi", "Levente", "Dóra", "Gergő")
_RO_NAMES = ("Andrei", "Ioana", "Mihai", "Alexandra", "Radu", "Bianca")
_SERVICES = ("checkout-api", "locker-gateway", "notifier", "anaf-sync", "emag-sync", "nav-sync")


def _semver(r: Random) -> str:
    return f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 30)}"


def _commits(r: Random) -> dict[str, str]:
    sha, sha2 = hexs(r, 40), hexs(r, 40)
    return {
        "sha": sha,
        "sha2": sha2,
        "sha7": sha[:7],
        "sha8": sha2[:8],
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "v": str(r.randint(10, 40)),
        "mr": num(r, 4),
        "who": r.choice(_HU_NAMES + _RO_NAMES),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "svc": r.choice(_SERVICES),
        "n": str(r.randint(1, 28)),
        "size": str(r.randint(1200, 4800)),
        "ts": iso(r),
    }


def _h1(r: Random) -> str:
    return base64.b64encode(r.randbytes(32)).decode()


def _lockfiles(r: Random) -> dict[str, str]:
    return {
        "i": b64(r, 64),
        "h": hexs(r, 64),
        "h1": _h1(r),
        "zh": hexs(r, 64),
        "zh2": hexs(r, 64),
        "sha1": hexs(r, 40),
        "v": f"{r.randint(0, 20)}.{r.randint(0, 9)}",
        "pkg": r.choice(("@vonage/server-sdk", "mailgun.js", "@azure/service-bus", "axios")),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "oid": objectid(r),
        "loc": f"FP-{num(r, 7)}",
        "svc": r.choice(_SERVICES),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "s": hexs(r, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "svc": r.choice(_SERVICES),
        "ms": f"{r.randint(1, 9)}.{r.randint(0, 9)}",
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "u": uuid4(r),
        "ver": hexs(r, 32),
        "name": r.choice(
            ("simplepay-secret-huf", "barion-poskey", "mailgun-api-key", "anaf-client-secret")
        ),
    }


def _ssh(r: Random) -> dict[str, str]:
    who = r.choice(("bence@pp-mbp", "andrei@cluj-laptop", "deploy@pp-jump-weu", "ioana@x1"))
    algo = r.choice(("ed25519", "ed25519", "rsa", "ecdsa"))
    return {
        "k1": ssh_public(r, who, algo),
        "k2": ssh_public(r, r.choice(("reka@pp-mbp", "gitlab-ci@pannonia")), "ed25519"),
        "kh": ssh_public(r, "", "ed25519"),
        "who": r.choice(_RO_NAMES),
    }


_CERT_SUBJECTS = (
    ("api.pannoniaparcel.hu", "Pannonia Parcel Kft."),
    ("checkout.pannoniaparcel.ro", "Pannonia Parcel SRL"),
    ("lockers.pannoniaparcel.hu", "Pannonia Parcel Kft."),
    ("mobilpay.ro", "NETOPIA Financial Services"),
)
_ISSUERS = (("R12", "Let's Encrypt"), ("E9", "Let's Encrypt"), ("DigiCert TLS RSA CA", "DigiCert"))


def _certs(r: Random) -> dict[str, str]:
    cn, org = r.choice(_CERT_SUBJECTS)
    icn, iorg = r.choice(_ISSUERS)
    cert = cert_pem(r, cn, org, icn, iorg, rsa=r.random() < 0.4)
    return {"cert": cert, "cert4": indent(cert, 4), "cn": cn, "sig": pick(r, "ABCDEFGH0123", 4)}


def _pubkeys(r: Random) -> dict[str, str]:
    pub = public_key_pem(r, rsa=r.random() < 0.5)
    return {"pub": pub, "pub4": indent(pub, 4), "app": uuid4(r)}


def _jwks(r: Random) -> dict[str, str]:
    keys: list[dict[str, object]] = []
    for _ in range(r.choice((1, 2))):
        if r.random() < 0.5:
            der = certificate_der(
                r, (("CN", "accounts.pannoniaparcel.hu"),), (("CN", "pp-auth-signing"),), rsa=True
            )
            keys.append(
                {
                    "kty": "RSA",
                    "use": "sig",
                    "kid": b64url(r, 20),
                    "x5t": base64.urlsafe_b64encode(hashlib.sha1(der).digest())
                    .decode()
                    .rstrip("="),
                    "n": base64.urlsafe_b64encode(rand_uint(r, 256, odd=True)).decode().rstrip("="),
                    "e": "AQAB",
                    "x5c": [base64.b64encode(der).decode()],
                }
            )
        else:
            keys.append(
                {
                    "kty": "EC",
                    "crv": "P-256",
                    "use": "sig",
                    "alg": "ES256",
                    "kid": ulid(r),
                    "x": b64url(r, 32),
                    "y": b64url(r, 32),
                }
            )
    doc = json.dumps({"keys": keys}, indent=2)
    return {"jwks": doc, "kid": str(keys[0]["kid"]), "svc": r.choice(_SERVICES)}


def _fingerprints(r: Random) -> dict[str, str]:
    raw = r.randbytes(32)
    return {
        "fp": base64.b64encode(raw).decode().rstrip("="),
        "tp": pick(r, UHEX, 40),
        "colon": ":".join(f"{b:02X}" for b in r.randbytes(32)),
        "md5": ":".join(f"{b:02x}" for b in r.randbytes(16)),
        "gpg": pick(r, UHEX, 40),
        "who": r.choice(_HU_NAMES),
        "d": day(r),
    }


def _tfc_id(r: Random, prefix: str) -> str:
    return prefix + pick(r, ALNUM, 16)


def _tfc(r: Random) -> dict[str, str]:
    return {
        "ws": _tfc_id(r, "ws-"),
        "run": _tfc_id(r, "run-"),
        "sv": _tfc_id(r, "sv-"),
        "cv": _tfc_id(r, "cv-"),
        "apool": _tfc_id(r, "apool-"),
        "at": _tfc_id(r, "at-"),
        "ts": iso(r),
        "ts2": iso(r),
        "who": r.choice(_RO_NAMES),
    }


def _elastic(r: Random) -> dict[str, str]:
    host = f"westeurope.azure.elastic-cloud.com:443${hexs(r, 32)}${hexs(r, 32)}"
    return {
        "cid": "pp-logs-prod:" + b64_of(host),
        "dep": hexs(r, 32),
        "kid": pick(r, B64URL, 20),
        "docid": pick(r, B64URL, 20),
        "cuuid": pick(r, B64URL, 22),
        "dd": f"{r.randint(1, 28):02d}",
        "idx": f".ds-logs-pp-{r.choice(_SERVICES)}-2033.12.{r.randint(1, 28):02d}-000001",
    }


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 10),
        "jid": num(r, 11),
        "rid": num(r, 8),
        "rshort": pick(r, B64URL, 8),
        "sha": hexs(r, 40),
        "svc": r.choice(_SERVICES),
        "proj": num(r, 8),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "git_commit_hashes",
        (
            "Hotfix a ⟨sha⟩ commitban (checkout-api), cherry-pick a release/2033.12 ágra: ⟨sha2⟩",
            "⟨s1⟩ fix(barion): handle partial refunds\n⟨s2⟩ feat(lockers): Sameday easybox "
            "sync\n⟨s3⟩ chore: bump azurerm to 5.⟨v⟩",
            "git revert ⟨sha⟩ --no-edit  # ⟨who⟩ kérte",
            "https://gitlab.com/pannonia-parcel/checkout-api/-/commit/⟨sha⟩",
            "Bug-ul a apărut în ⟨sha7⟩ (merge request !⟨mr⟩); bisect a confirmat.",
            "git bisect good ⟨sha⟩\ngit bisect bad ⟨sha2⟩",
            "Checking out ⟨sha8⟩ as detached HEAD (ref is main)...",
            "CI_COMMIT_SHA=⟨sha⟩\nCI_COMMIT_SHORT_SHA=⟨sha8⟩\nCI_COMMIT_REF_NAME=main",
        ),
        _commits,
    ),
    Kind(
        "container_image_digests",
        (
            "acrpannoniaparcel.azurecr.io/⟨svc⟩@sha256:⟨d⟩",
            "Image ID:       acrpannoniaparcel.azurecr.io/⟨svc⟩@sha256:⟨d⟩",
            "2033.12.⟨n⟩: digest: sha256:⟨d⟩ size: ⟨size⟩",
            "image:\n  repository: acrpannoniaparcel.azurecr.io/⟨svc⟩\n  digest: sha256:⟨d⟩",
            "Rollback la digestul vechi sha256:⟨d⟩ — tag-ul latest fusese suprascris.",
            '[\n  {\n    "digest": "sha256:⟨d⟩",\n    "tags": ["2033.12.⟨n⟩"],\n'
            '    "timestamp": "⟨ts⟩"\n  },\n  {\n    "digest": "sha256:⟨d2⟩",\n'
            '    "tags": []\n  }\n]',
            "cosign verify acrpannoniaparcel.azurecr.io/⟨svc⟩@sha256:⟨d⟩ "
            "--key azurekms://kv-pp-prod-weu.vault.azure.net/cosign-signing",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "3.⟨v⟩",\n  "integrity": "sha512-⟨i⟩"\n}',
            '[[package]]\nname = "azure-servicebus"\nversion = "7.⟨v⟩"\nfiles = [\n'
            '    {file = "azure_servicebus-7.⟨v⟩-py3-none-any.whl", hash = "sha256:⟨h⟩"},\n]',
            'provider "registry.terraform.io/hashicorp/azurerm" {\n  version = "5.⟨v⟩"\n'
            '  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh⟩",\n    "zh:⟨zh2⟩",\n  ]\n}',
            "github.com/Azure/azure-sdk-for-go/sdk/azidentity v1.⟨v⟩ h1:⟨h1⟩",
            "azure-keyvault-secrets==4.⟨v⟩ --hash=sha256:⟨h⟩",
            "A yarn.lock integrity hash (sha512-⟨i⟩) eltért a cache-től, ezért fut újra a CI.",
            '"dist": {"type": "zip", "url": "https://api.github.com/repos/szamlazzhu/'
            'szamlazz-php/zipball/⟨sha1⟩", "shasum": "⟨sha1⟩"}',
        ),
        _lockfiles,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "Azure subscription ⟨u⟩, tenant ⟨u2⟩ (pp-prod)",
            "Order ULID ⟨ulid⟩ → shipment ⟨ulid2⟩",
            "ObjectId ⟨oid⟩ a régi rendelés-archívumból (2029 előtti adatok).",
            "Clientul ⟨u⟩ are două adrese de livrare duplicate.",
            "UPDATE parcels SET status = 'DELIVERED' WHERE id = '⟨u⟩';",
            '{"eventId":"⟨ulid⟩","orderId":"⟨u⟩","type":"ParcelDroppedOff","lockerId":"⟨loc⟩"}',
            "A ⟨svc⟩ managed identity principalId-ja ⟨u⟩ (clientId ⟨u2⟩) kapott "
            "Key Vault Secrets User szerepet.",
            "ARM_SUBSCRIPTION_ID=⟨u⟩\nARM_TENANT_ID=⟨u2⟩",
        ),
        _ids,
    ),
    Kind(
        "trace_and_correlation_ids",
        (
            "traceparent: 00-⟨t⟩-⟨s⟩-01",
            '{"trace.id": "⟨t⟩", "transaction.id": "⟨s⟩", "service.name": "⟨svc⟩"}',
            "operation_Id ⟨t⟩ — Kusto: requests | where operation_Id == '⟨t⟩'",
            "x-ms-request-id: ⟨u⟩\nx-ms-correlation-request-id: ⟨u2⟩",
            "Trace-ul ⟨t⟩ arată ⟨ms⟩ s în apelul către Sameday /api/awb.",
            'ERROR trace_id=⟨t⟩ span_id=⟨s⟩ service=⟨svc⟩ msg="netopia timeout after 30s"',
            "https://pp-logs-prod.kb.westeurope.azure.elastic-cloud.com/app/apm/link-to/trace/⟨t⟩",
        ),
        _traces,
    ),
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/pp-prod-weu-rg/providers/Microsoft.KeyVault/"
            "vaults/kv-pp-prod-weu",
            "https://kv-pp-prod-weu.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",
            "@Microsoft.KeyVault(SecretUri=https://kv-pp-prod-weu.vault.azure.net/secrets/"
            "⟨name⟩/⟨ver⟩)",
            'az role assignment create --assignee ⟨u⟩ --role "Key Vault Secrets User" --scope '
            "/subscriptions/⟨sub⟩/resourceGroups/pp-prod-weu-rg/providers/Microsoft.KeyVault/"
            "vaults/kv-pp-prod-weu",
            "terraform import azurerm_servicebus_namespace.orders /subscriptions/⟨sub⟩/"
            "resourceGroups/pp-prod-weu-rg/providers/Microsoft.ServiceBus/namespaces/"
            "sb-pp-orders-prod",
            "Identitatea kubelet: /subscriptions/⟨sub⟩/resourcegroups/MC_pp-prod-weu-rg_"
            "aks-pp-prod-weu_westeurope/providers/Microsoft.ManagedIdentity/"
            "userAssignedIdentities/aks-pp-prod-weu-agentpool",
            "Key Vault key (nem secret!) verzió a CMK-hoz: "
            "https://kv-pp-prod-weu.vault.azure.net/keys/pg-cmk/⟨ver⟩",
        ),
        _azure,
    ),
    Kind(
        "ssh_public_keys",
        (
            "authorized_keys a jumpboxon:\n⟨k1⟩\n⟨k2⟩",
            "Deploy key (public) hozzáadva a checkout-api repóhoz: ⟨k1⟩",
            "gitlab.com ⟨kh⟩",
            'admin_ssh_key {\n  username   = "ppadmin"\n  public_key = "⟨k1⟩"\n}',
            "Cheia publică a lui ⟨who⟩ pentru bastion: ⟨k1⟩",
            'linux_profile {\n  admin_username = "azureuser"\n  ssh_key {\n'
            '    key_data = "⟨k1⟩"\n  }\n}',
            "$ cat ~/.ssh/id_ed25519.pub\n⟨k2⟩",
        ),
        _ssh,
    ),
    Kind(
        "pem_certificates",
        (
            "Netopia live public certificate (live.⟨sig⟩.public.cer):\n\n⟨cert⟩",
            "$ openssl s_client -connect ⟨cn⟩:443 -showcerts </dev/null 2>/dev/null | "
            "openssl x509\n⟨cert⟩",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: upstream-ca\ndata:\n"
            "  ca.crt: |\n⟨cert4⟩",
            "A ⟨cn⟩ tanúsítványa (nyilvános, csak a lánc ellenőrzéséhez):\n\n⟨cert⟩",
            "Certificatul listener-ului din Application Gateway (doar partea publică):\n⟨cert⟩",
        ),
        _certs,
    ),
    Kind(
        "pem_public_keys",
        (
            "Vonage application public key (⟨app⟩):\n\n⟨pub⟩",
            "$ openssl pkey -in jwt-signing.pem -pubout\n⟨pub⟩",
            "Cheia publică pentru verificarea JWT-urilor de la locker-gateway:\n\n⟨pub⟩",
            "jwt:\n  algorithm: ES256\n  public_key: |\n⟨pub4⟩",
            "cosign.pub (a kulcspár publikus fele, mehet a repóba):\n⟨pub⟩",
        ),
        _pubkeys,
    ),
    Kind(
        "jwks_documents",
        (
            "$ curl -s https://auth.pannoniaparcel.hu/.well-known/jwks.json\n⟨jwks⟩",
            "A ⟨svc⟩ JWKS-e (publikus, kid ⟨kid⟩):\n\n```json\n⟨jwks⟩\n```",
            "JWKS-ul folosit de API Management pentru validarea token-urilor:\n\n⟨jwks⟩",
            "⟨jwks⟩",
        ),
        _jwks,
    ),
    Kind(
        "key_fingerprints_thumbprints",
        (
            "SHA256:⟨fp⟩ (ED25519) — a jumpbox host key ujjlenyomata",
            "256 SHA256:⟨fp⟩ deploy@pp-jump-weu (ED25519)",
            "Thumbprint: ⟨tp⟩ (api.pannoniaparcel.hu, lejár 2034-03)",
            "SHA256 Fingerprint=⟨colon⟩",
            "pub   ed25519 ⟨d⟩ [SC]\n      ⟨gpg⟩\nuid           [ultimate] ⟨who⟩ "
            "<dev@pannoniaparcel.hu>",
            "Amprenta cheii host pentru gitlab.com: SHA256:⟨fp⟩",
            '"x509ThumbprintHex": "⟨tp⟩"',
            "Régi RSA kulcs MD5 ujjlenyomata: MD5:⟨md5⟩",
        ),
        _fingerprints,
    ),
    Kind(
        "terraform_cloud_ids",
        (
            "TFC workspace aks-prod-weu = ⟨ws⟩, utolsó run ⟨run⟩ (applied)",
            'curl -s -H "Authorization: Bearer $TF_TOKEN_app_terraform_io" '
            "https://app.terraform.io/api/v2/runs/⟨run⟩ | jq .data.attributes.status",
            '{"data": [{"id": "⟨at⟩", "type": "authentication-tokens", "attributes": '
            '{"description": "gitlab-ci", "created-at": "⟨ts⟩", "last-used-at": "⟨ts2⟩", '
            '"token": null}}]}',
            "State version ⟨sv⟩ a fost creată de ⟨run⟩; configurația ⟨cv⟩.",
            'data "tfe_workspace" "aks" {\n  name         = "aks-prod-weu"\n'
            '  organization = "pannonia-parcel"\n}\n# id: ⟨ws⟩',
            "Agent pool ⟨apool⟩ (cluj-onprem), agent token id ⟨at⟩ — maga a token a "
            "Key Vaultban van.",
            "https://app.terraform.io/app/pannonia-parcel/workspaces/aks-prod-weu/runs/⟨run⟩",
        ),
        _tfc,
    ),
    Kind(
        "elastic_cloud_ids",
        (
            'cloud.id: "⟨cid⟩"\ncloud.auth: "${ES_USER}:${ES_PASSWORD}"',
            "Elastic deployment id ⟨dep⟩ (pp-logs-prod, westeurope)",
            "Az API kulcs id-ja ⟨kid⟩ (filebeat-aks-prod) — invalidálva: "
            'DELETE /_security/api_key {"ids": ["⟨kid⟩"]}',
            '{"_index": "⟨idx⟩", "_id": "⟨docid⟩", "_score": 1.0}',
            "Indexul ⟨idx⟩ are 3 shard-uri; _id-ul problematic e ⟨docid⟩.",
            'GET / → "cluster_uuid": "⟨cuuid⟩", "version": {"number": "9.⟨dd⟩.1"}',
            "ecctl deployment show ⟨dep⟩ --kind elasticsearch",
        ),
        _elastic,
    ),
    Kind(
        "gitlab_ci_ids_and_masked_logs",
        (
            '$ echo "POSKey: $BARION_POSKEY"\nPOSKey: [MASKED]',
            "Pipeline #⟨pid⟩, job #⟨jid⟩ failed at stage deploy (runner #⟨rid⟩, ⟨rshort⟩)",
            'deploy:\n  script:\n    - az login --service-principal -u "$ARM_CLIENT_ID" '
            '-p "$ARM_CLIENT_SECRET" --tenant "$ARM_TENANT_ID"\n  variables:\n'
            "    KUBE_CONTEXT: pannonia-parcel/agents:aks-prod-weu",
            "Runner ⟨rshort⟩ (cluj-docker-01, id ⟨rid⟩) offline reggel óta.",
            "Job-ul ⟨jid⟩ a afișat [MASKED] în loc de cheie — mascarea funcționează.",
            "CI_JOB_TOKEN=[MASKED]\nCI_PIPELINE_ID=⟨pid⟩\nCI_PROJECT_ID=⟨proj⟩\n"
            "CI_COMMIT_SHA=⟨sha⟩",
            "https://gitlab.com/pannonia-parcel/⟨svc⟩/-/jobs/⟨jid⟩/artifacts/download",
        ),
        _gitlab,
    ),
)
