"""Benign look-alikes from the platform: Azure and Vault ids and references, CI ids,
commit hashes and signatures, digests, lockfile hashes, public keys and certificates,
JWKS, ciphertext meant to be committed, Postgres WAL positions, config that only refers to
secrets, cache and idempotency keys."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike75.gen import (
    ALNUM,
    UHEX,
    Kind,
    age_armored,
    b64,
    b64_of,
    b64url,
    bech32_tail,
    certificate_der_b64,
    certificate_pem,
    day,
    hexs,
    hms,
    indent,
    iso,
    num,
    pick,
    public_key_pem,
    ssh_ed25519_public,
    ssh_fingerprint,
    ssh_signature,
    ts,
    uhex,
    uuid4,
)

_ENVS = ("prod", "stg", "dr")
_KV_NAMES = (
    "paystack-secret-key",
    "pg-admin-password",
    "mpesa-consumer-secret",
    "peach-client-secret",
    "at-api-key",
    "wa-system-token",
)
_PEOPLE = ("thandeka", "pieter", "wanjiru", "otieno", "sipho", "annelie")


def _azure(r: Random) -> dict[str, str]:
    env = r.choice(_ENVS)
    return {
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "client": uuid4(r),
        "principal": uuid4(r),
        "issuer": uuid4(r),
        "env": env,
        "envname": {"prod": "Production", "stg": "Staging", "dr": "Disaster Recovery"}[env],
    }


def _key_vault(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(_ENVS),
        "name": r.choice(_KV_NAMES),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "client": uuid4(r),
        "tenant": uuid4(r),
        "d": day(r),
        "d2": day(r),
        "who": r.choice(_PEOPLE),
        "n": b64url(r, 256),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "iso": iso(r),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "rid": uuid4(r),
        "o": str(r.randint(0, 15)),
        "acc": pick(r, ALNUM, 24),
        "ent": uuid4(r),
        "ct": str(ts(r)),
        "d": day(r),
        "lease": pick(r, ALNUM, 24),
    }


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "m": str(r.randint(2, 11)),
        "rsha": hexs(r, 8),
        "n": str(r.randint(1, 9)),
        "short": pick(r, ALNUM, 8),
        "sysid": hexs(r, 12),
        "pl": num(r, 6),
        "job": num(r, 7),
        "sha8": hexs(r, 8),
        "dig": hexs(r, 64),
        "pid": str(r.randint(40, 900)),
    }


def _commits(r: Random) -> dict[str, str]:
    who = r.choice(("Thandeka Mokoena", "Pieter van Wyk", "Wanjiru Kamau", "Otieno Ouma"))
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "sha8": hexs(r, 8),
        "tree": hexs(r, 40),
        "t": str(ts(r)),
        "who": who,
        "mail": who.split()[0].lower() + "@umojaclaims.co.za",
        "sig": indent(ssh_signature(r), " "),
        "pgp": b64(r, 117),
        "crc": b64(r, 3),
        "mr": str(r.randint(1200, 4800)),
        "fpr": uhex(r, 40),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d1": hexs(r, 64),
        "d2": hexs(r, 64),
        "tag": f"2036.02.{r.randint(1, 28)}-{hexs(r, 7)}",
        "size": num(r, 9),
        "svc": r.choice(("claims-api", "ussd-gateway", "mpesa-worker", "wa-bot", "payfast-itn")),
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "m": str(r.randint(0, 40)),
        "p": str(r.randint(0, 20)),
        "sri": b64(r, 64),
        "sri2": b64(r, 64),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "g1": b64(r, 32),
        "g2": b64(r, 32),
    }


def _datadog(r: Random) -> dict[str, str]:
    high = ts(r)
    low = r.getrandbits(63)
    return {
        "app": uuid4(r),
        "pub": "pub" + hexs(r, 32),
        "ver": f"2036.02.{r.randint(1, 28)}",
        "mon": num(r, 9),
        "t": hms(r),
        "dash": "-".join(pick(r, "abcdefghijkmnpqrstuvwxyz23456789", 3) for _ in range(3)),
        "tid": str(low),
        "sid": str(r.getrandbits(63)),
        "tid128": f"{high:08x}00000000{low:016x}",
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "pspan": hexs(r, 16),
        "oid": uuid4(r),
        "req": uuid4(r),
        "corr": uuid4(r),
        "o": str(r.randint(0, 15)),
        "o2": str(r.randint(2, 250)),
        "d": day(r),
        "t": hms(r),
        "reqhex": hexs(r, 32),
        "uuid": uuid4(r),
        "nano": str(ts(r) * 10**9 + r.randrange(10**9)),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    who = r.choice(_PEOPLE)
    pub = ssh_ed25519_public(r, f"{who}@umoja-laptop")
    return {
        "pub": pub,
        "pub2": ssh_ed25519_public(r, "gitlab-mirror@nbo"),
        "pubb64": pub.split()[1],
        "fp": ssh_fingerprint(r),
        "o": str(r.randint(0, 15)),
        "salt": b64(r, 20),
        "hash": b64(r, 20),
        "d": day(r),
        "t": hms(r),
        "fpr": uhex(r, 40),
        "a1": bech32_tail(r),
        "a2": bech32_tail(r),
        "who": who,
    }


def _certs(r: Random) -> dict[str, str]:
    ca = certificate_pem(
        r, "Umoja Internal Root CA G2", "Umoja Claims", "Umoja Internal Root CA G2", "Umoja Claims"
    )
    return {
        "cert": certificate_pem(r, "api.umojaclaims.co.za", "Umoja Claims", "R13", "Let's Encrypt"),
        "mpesa": certificate_pem(
            r,
            "apicrypt.safaricom.co.ke",
            "Safaricom PLC",
            "DigiCert Global G2 TLS RSA SHA256 2020 CA1",
            "DigiCert Inc",
        ),
        "ca_ind": indent(ca, "    "),
        "pub": public_key_pem(r),
        "pnid": num(r, 15),
        "d": day(r),
    }


def _jwks(r: Random) -> dict[str, str]:
    n = b64url(r, 256)
    x5c = certificate_der_b64(
        r, "login.umojaclaims.co.za", "Umoja Claims", "Umoja Internal Root CA G2", "Umoja Claims"
    )
    pretty = json.dumps(
        {
            "keys": [
                {
                    "kty": "RSA",
                    "use": "sig",
                    "kid": b64url(r, 20),
                    "n": n,
                    "e": "AQAB",
                    "x5c": [x5c],
                }
            ]
        },
        indent=2,
    )
    return {
        "kid": b64url(r, 20),
        "x5t": b64url(r, 20),
        "x5ts": b64url(r, 32),
        "n": n,
        "kidhex": hexs(r, 8),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "tenant": uuid4(r),
        "pretty": pretty,
    }


def _encrypted(r: Random) -> dict[str, str]:
    def sealed() -> str:
        return b64_of(b"\x02\x00" + r.randbytes(r.choice((398, 430, 462))))

    def sops(n: int) -> str:
        return f"ENC[AES256_GCM,data:{b64(r, n)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"

    return {
        "e1": sealed(),
        "e2": sealed(),
        "sops1": sops(r.choice((48, 32, 64))),
        "sops2": sops(48),
        "mac": sops(64),
        "rec": bech32_tail(r),
        "age": indent(age_armored(r), "            "),
        "d": day(r),
        "ct": f"vault:v{r.randint(1, 4)}:" + b64(r, r.choice((44, 60, 76))),
        "pg": "c30d04070302" + hexs(r, r.choice((84, 116, 148))),
        "claim": num(r, 6),
    }


def _postgres(r: Random) -> dict[str, str]:
    def lsn() -> str:
        return f"{r.randint(0x10, 0xFF):X}/{pick(r, UHEX, 8).lstrip('0') or '0'}"

    timeline, log_id, seg = 1 + r.randrange(4), r.randint(0x10, 0xFF), r.randint(0, 0xFF)
    return {
        "d": day(r),
        "t": hms(r),
        "pid": str(r.randint(1000, 99999)),
        "n": str(r.randint(100, 9000)),
        "lsn": lsn(),
        "lsn2": lsn(),
        "wal": f"{timeline:08X}{log_id:08X}{seg:08X}",
        "xid": str(r.randint(10**8, 4 * 10**9)),
        "sysid": num(r, 19),
    }


def _config_refs(r: Random) -> dict[str, str]:
    return {
        "kv": r.choice(("claims", "payments", "shared")),
        "mr": str(r.randint(1200, 4800)),
        "sha8": hexs(r, 8),
        "env": r.choice(_ENVS),
        "ver": hexs(r, 32),
        "mem": str(r.choice((256, 384, 512, 768, 1024))),
        "file": r.choice(("paystack", "peach", "ozow", "mpesa")),
        "n": str(r.randint(2, 40)),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "sha1": hexs(r, 40),
        "sha1b": hexs(r, 40),
        "sha1c": hexs(r, 40),
        "etag": hexs(r, 32),
        "lang": r.choice(("sw", "zu", "af", "en")),
        "sha256": hexs(r, 64),
        "sha": hexs(r, 40),
        "n": str(r.randint(6, 30)),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-umoja-⟨env⟩-san/providers/"
            "Microsoft.ContainerService/managedClusters/aks-umoja-⟨env⟩-san",
            '{\n  "environmentName": "AzureCloud",\n  "id": "⟨sub⟩",\n  "isDefault": true,\n'
            '  "name": "Umoja Claims ⟨envname⟩",\n  "state": "Enabled",\n'
            '  "tenantId": "⟨tenant⟩",\n'
            '  "user": {\n    "name": "⟨client⟩",\n    "type": "servicePrincipal"\n  }\n}',
            "serviceAccount annotation `azure.workload.identity/client-id: ⟨client⟩` "
            "(managed identity id-claims-api, principalId ⟨principal⟩)",
            "OIDC issuer vir aks-umoja-⟨env⟩-san: https://southafricanorth.oic.prod-aks.azure.com/"
            "⟨tenant⟩/⟨issuer⟩/",
            "az role assignment create --assignee-object-id ⟨principal⟩ --assignee-principal-type "
            'ServicePrincipal --role "Key Vault Secrets User" --scope /subscriptions/⟨sub⟩/'
            "resourceGroups/rg-umoja-⟨env⟩-san/providers/Microsoft.KeyVault/vaults/kv-umoja-⟨env⟩-san",
        ),
        _azure,
    ),
    Kind(
        "key_vault_references",
        (
            "@Microsoft.KeyVault(SecretUri=https://kv-umoja-⟨env⟩-san.vault.azure.net/secrets/"
            "⟨name⟩/⟨ver⟩)",
            "apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nmetadata:\n"
            "  name: claims-kv\nspec:\n  provider: azure\n  parameters:\n"
            '    clientID: "⟨client⟩"\n    keyvaultName: kv-umoja-⟨env⟩-san\n'
            '    tenantId: "⟨tenant⟩"\n    objects: |\n      array:\n        - |\n'
            "          objectName: ⟨name⟩\n          objectType: secret\n"
            '          objectVersion: "⟨ver⟩"',
            '[\n  {\n    "attributes": {\n      "enabled": true,\n'
            '      "expires": "2036-08-⟨d⟩T00:00:00+00:00",\n'
            '      "updated": "2036-02-⟨d2⟩T11:02:19+00:00"\n    },\n'
            '    "contentType": "password",\n'
            '    "id": "https://kv-umoja-⟨env⟩-san.vault.azure.net/secrets/⟨name⟩",\n'
            '    "name": "⟨name⟩",\n    "tags": {\n      "rotated-by": "⟨who⟩"\n    }\n  }\n]',
            "Die secret `⟨name⟩` se nuutste weergawe is ⟨ver⟩; die vorige (⟨ver2⟩) is "
            "gedeaktiveer. Die waarde self is nie hier nie.",
            "Key Vault reference ikishindwa, App Service inaonyesha `@Microsoft.KeyVault("
            "VaultName=kv-umoja-⟨env⟩-san;SecretName=⟨name⟩;SecretVersion=⟨ver⟩)` kama string.",
            '"key": {\n  "e": "AQAB",\n'
            '  "kid": "https://kv-umoja-⟨env⟩-san.vault.azure.net/keys/sops-⟨env⟩/⟨ver⟩",\n'
            '  "kty": "RSA-HSM",\n  "n": "⟨n⟩"\n}',
        ),
        _key_vault,
    ),
    Kind(
        "vault_accessors_and_audit_hmacs",
        (
            '{"time":"⟨iso⟩","type":"response","auth":{"client_token":"hmac-sha256:⟨h1⟩",'
            '"accessor":"hmac-sha256:⟨h2⟩","display_name":"approle","policies":["claims-ci",'
            '"default"]},"request":{"id":"⟨rid⟩","operation":"read","path":'
            '"kv/data/claims/paystack","remote_address":"10.42.⟨o⟩.17"}}',
            "vault token revoke -accessor ⟨acc⟩",
            "Key                 Value\n---                 -----\naccessor            ⟨acc⟩\n"
            "creation_time       ⟨ct⟩\ndisplay_name        approle\nentity_id           ⟨ent⟩\n"
            "expire_time         2036-03-⟨d⟩T09:14:02.118Z\nid                  n/a\n"
            "policies            [claims-ci default]",
            "vault lease revoke database/creds/claims-ro/⟨lease⟩",
            "Vault request_id ⟨rid⟩ het `permission denied` gegee vir kv/data/payments/mpesa — "
            "policy `claims-ci` mis `read` op payments/*.",
        ),
        _vault,
    ),
    Kind(
        "gitlab_pipeline_ids_and_masked_vars",
        (
            "Running with gitlab-runner 18.⟨m⟩.1 (⟨rsha⟩)\n"
            "  on aks-san-runner-⟨n⟩ ⟨short⟩, system ID: s_⟨sysid⟩\n"
            "$ echo $PAYSTACK_SECRET_KEY\n[MASKED]\nJob succeeded",
            "Pipeline #⟨pl⟩ for ⟨sha8⟩ on main failed at `deploy:prod` (job ⟨job⟩).",
            "CI_JOB_TOKEN is genoeg vir die registry: `docker login -u gitlab-ci-token "
            "-p $CI_JOB_TOKEN $CI_REGISTRY` — geen PAT nodig nie (pipeline ⟨pl⟩).",
            "deploy:prod:\n  stage: deploy\n  image: umojacr.azurecr.io/tools/helm@sha256:⟨dig⟩\n"
            "  id_tokens:\n    VAULT_ID_TOKEN:\n      aud: https://vault.umoja.internal\n"
            "  secrets:\n    PAYSTACK_SECRET_KEY:\n      vault: kv/claims/paystack/secret_key@kv\n"
            "      token: $VAULT_ID_TOKEN",
            '[{"variable_type":"env_var","key":"MPESA_CONSUMER_SECRET","value":null,'
            '"hidden":true,"protected":true,"masked":true,"environment_scope":"production"},'
            '{"variable_type":"env_var","key":"DEPLOY_PROJECT","value":"⟨pid⟩","hidden":false,'
            '"protected":false,"masked":false,"environment_scope":"*"}]',
        ),
        _gitlab,
    ),
    Kind(
        "commit_hashes_and_signatures",
        (
            "$ git log --oneline -3\n⟨s1⟩ fix(mpesa): retry B2C on 500.003.1001\n"
            "⟨s2⟩ feat(ussd): isiZulu menu\n⟨s3⟩ chore: bump paystack sdk",
            'Reverted ⟨sha⟩ ("rotate webhook secret handling") — it broke the Ozow HashCheck. '
            "The revert is ⟨sha2⟩.",
            "tree ⟨tree⟩\nparent ⟨sha⟩\nauthor ⟨who⟩ <⟨mail⟩> ⟨t⟩ +0200\n"
            "committer ⟨who⟩ <⟨mail⟩> ⟨t⟩ +0200\ngpgsig -----BEGIN SSH SIGNATURE-----\n"
            "⟨sig⟩\n -----END SSH SIGNATURE-----\n\nfix(payfast): include passphrase only when set",
            "-----BEGIN PGP SIGNATURE-----\n\n⟨pgp⟩\n=⟨crc⟩\n-----END PGP SIGNATURE-----\n"
            "(signature op tag v2036.02.⟨mr⟩, sleutel ⟨fpr⟩)",
            "Cherry-pick ⟨sha8⟩ na release/2036.02 — MR !⟨mr⟩, squash commit ⟨sha⟩.",
        ),
        _commits,
    ),
    Kind(
        "container_digests",
        (
            "umojacr.azurecr.io/⟨svc⟩@sha256:⟨d1⟩",
            "$ docker buildx imagetools inspect umojacr.azurecr.io/⟨svc⟩:⟨tag⟩\n"
            "Name:      umojacr.azurecr.io/⟨svc⟩:⟨tag⟩\n"
            "MediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:⟨d1⟩\n\n"
            "Manifests:\n  Name:      umojacr.azurecr.io/⟨svc⟩:⟨tag⟩@sha256:⟨d2⟩\n"
            "  Platform:  linux/amd64",
            "cosign het die handtekening gevind by umojacr.azurecr.io/⟨svc⟩:sha256-⟨d1⟩.sig",
            'Successfully pulled image "umojacr.azurecr.io/⟨svc⟩:⟨tag⟩" in 2.31s. Image size: '
            "⟨size⟩ bytes. Digest sha256:⟨d1⟩",
            'image:\n  repository: umojacr.azurecr.io/⟨svc⟩\n  tag: "⟨tag⟩"\n  digest: sha256:⟨d1⟩',
            "Trivy: umojacr.azurecr.io/⟨svc⟩@sha256:⟨d1⟩ — 0 CRITICAL, 2 HIGH; laag sha256:⟨d2⟩ "
            "is die ou openssl.",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@paystack/inline-js": {\n  "version": "2.⟨m⟩.⟨p⟩",\n'
            '  "resolved": "https://registry.npmjs.org/@paystack/inline-js/-/inline-js-2.⟨m⟩.⟨p⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            '[[package]]\nname = "africastalking"\nversion = "2.0.⟨p⟩"\nfiles = [\n'
            '    {file = "africastalking-2.0.⟨p⟩-py3-none-any.whl", hash = "sha256:⟨h1⟩"},\n'
            '    {file = "africastalking-2.0.⟨p⟩.tar.gz", hash = "sha256:⟨h2⟩"},\n]',
            "github.com/hashicorp/vault/api v1.⟨m⟩.⟨p⟩ h1:⟨g1⟩\n"
            "github.com/hashicorp/vault/api v1.⟨m⟩.⟨p⟩/go.mod h1:⟨g2⟩",
            "smile-id-core==1.⟨m⟩.⟨p⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
            'provider "registry.terraform.io/hashicorp/azurerm" {\n  version     = "4.⟨m⟩.⟨p⟩"\n'
            '  constraints = "~> 4.⟨m⟩"\n  hashes = [\n    "h1:⟨g1⟩",\n    "zh:⟨h1⟩",\n'
            '    "zh:⟨h2⟩",\n  ]\n}',
            "npm ci het EINTEGRITY gegooi: wanted sha512-⟨sri⟩ but got sha512-⟨sri2⟩.",
        ),
        _locks,
    ),
    Kind(
        "datadog_ids_and_client_tokens",
        (
            "datadogRum.init({\n  applicationId: '⟨app⟩',\n  clientToken: '⟨pub⟩',\n"
            "  site: 'datadoghq.eu',\n  service: 'claims-portal',\n  env: 'prod',\n"
            "  version: '⟨ver⟩',\n  sessionSampleRate: 20,\n});",
            "Monitor ⟨mon⟩ (`mpesa callback p95 > 3s`) het om ⟨t⟩ afgegaan; dashboard "
            "https://app.datadoghq.eu/dashboard/⟨dash⟩",
            "dd.trace_id=⟨tid⟩ dd.span_id=⟨sid⟩ dd.service=ussd-gateway dd.env=prod "
            'dd.version=⟨ver⟩ msg="USSD session closed"',
            "DD client token ⟨pub⟩ ni ya browser (RUM), si siri; API key iko kwenye Key Vault.",
            "Datadog 128-bit trace id ⟨tid128⟩ = 64-bit ⟨tid⟩ in die ou agent se logs.",
        ),
        _datadog,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "(AuthorizationFailed) The client '⟨oid⟩' with object id '⟨oid⟩' does not have "
            "authorization to perform action 'Microsoft.KeyVault/vaults/read'.\n"
            "x-ms-request-id: ⟨req⟩\nx-ms-correlation-request-id: ⟨corr⟩",
            '10.42.⟨o⟩.⟨o2⟩ - - [⟨d⟩/Feb/2036:⟨t⟩ +0200] "POST /ussd/callback HTTP/1.1" 200 143 '
            '"-" "AfricasTalking/1.0" request_id=⟨reqhex⟩ upstream_time=0.041',
            "X-Request-Id ⟨uuid⟩ — ile 502 ya Daraja ilikuwa timeout ya sekunde 30 kwenye ingress.",
            '{"traceId":"⟨trace⟩","spanId":"⟨span⟩","parentSpanId":"⟨pspan⟩",'
            '"name":"POST /claims","kind":2,"startTimeUnixNano":"⟨nano⟩"}',
        ),
        _traces,
    ),
    Kind(
        "public_keys_and_fingerprints",
        (
            "⟨pub⟩",
            "~/.ssh/authorized_keys op aks-jump-san:\n⟨pub⟩\n⟨pub2⟩",
            "The authenticity of host 'aks-jump-san (10.42.⟨o⟩.4)' can't be established.\n"
            "ED25519 key fingerprint is ⟨fp⟩.\n"
            "Are you sure you want to continue connecting (yes/no/[fingerprint])?",
            "|1|⟨salt⟩|⟨hash⟩ ssh-ed25519 ⟨pubb64⟩",
            "gpg: Signature made Thu ⟨d⟩ Feb 2036 ⟨t⟩ SAST\n"
            "gpg:                using EDDSA key ⟨fpr⟩\n"
            'gpg: Good signature from "Pieter van Wyk <pieter@umojaclaims.co.za>" [ultimate]',
            "SOPS recipients vir prod: age1⟨a1⟩, age1⟨a2⟩ (publieke sleutels; die identity-lêers "
            "is op die YubiKeys van ⟨who⟩ en Pieter).",
        ),
        _pubkeys,
    ),
    Kind(
        "certificates_and_public_key_pem",
        (
            "⟨cert⟩",
            "M-Pesa ProductionCertificate.cer (publiek, vir die SecurityCredential):\n\n⟨mpesa⟩",
            "WhatsApp Flows publieke sleutel (opgelaai met POST /⟨pnid⟩/"
            "whatsapp_business_encryption):\n\n⟨pub⟩",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: umoja-internal-ca\n"
            "  namespace: claims\ndata:\n  ca.crt: |\n⟨ca_ind⟩",
            "Cheti kipya cha api.umojaclaims.co.za (kimeisha muda tarehe ⟨d⟩ Mei 2037):\n\n⟨cert⟩",
        ),
        _certs,
    ),
    Kind(
        "jwks_documents",
        (
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","x5t":"⟨x5t⟩","n":"⟨n⟩",'
            '"e":"AQAB","alg":"RS256"}]}',
            '{"keys":[{"kty":"EC","crv":"P-256","kid":"portal-⟨kidhex⟩","use":"sig",'
            '"alg":"ES256","x":"⟨x⟩","y":"⟨y⟩"}]}',
            "$ curl -s https://login.microsoftonline.com/⟨tenant⟩/discovery/v2.0/keys | "
            "jq '.keys[0].kid'\n\"⟨kid⟩\"",
            "JWKS ya claims-portal iko https://auth.umojaclaims.co.za/.well-known/jwks.json; "
            "kid ⟨kid⟩ ndiyo ya sasa, x5t#S256 ⟨x5ts⟩.",
            "⟨pretty⟩",
        ),
        _jwks,
    ),
    Kind(
        "encrypted_at_rest_values",
        (
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: mpesa\n"
            "  namespace: payments\nspec:\n  encryptedData:\n    consumer-secret: ⟨e1⟩\n"
            "    passkey: ⟨e2⟩",
            "paystack:\n    secret_key: ⟨sops1⟩\nsops:\n    age:\n"
            "        - recipient: age1⟨rec⟩\n          enc: |\n"
            "            -----BEGIN AGE ENCRYPTED FILE-----\n⟨age⟩\n"
            "            -----END AGE ENCRYPTED FILE-----\n"
            '    lastmodified: "2036-02-⟨d⟩T08:11:52Z"\n    mac: ⟨mac⟩\n    version: 3.11.0',
            "Key                    Value\n---                    -----\n"
            "ciphertext             ⟨ct⟩\nkey_version            1",
            "Die SOPS `mac` (⟨mac⟩) het nie geklop nie ná 'n handmatige edit — gebruik altyd "
            "`sops edit`. Die waarde ⟨sops2⟩ is ciphertext.",
            "select id_number_enc from claimants where claim_id = 'UMJ-⟨claim⟩';\n"
            " \\x⟨pg⟩\n(pgp_sym_encrypt; die sleutel sit in Key Vault)",
        ),
        _encrypted,
    ),
    Kind(
        "postgres_wal_lsn_and_xids",
        (
            "2036-02-⟨d⟩ ⟨t⟩ UTC [⟨pid⟩] LOG:  checkpoint complete: wrote ⟨n⟩ buffers (1.2%); "
            "lsn=⟨lsn⟩, redo lsn=⟨lsn2⟩",
            "2036-02-⟨d⟩ ⟨t⟩ UTC [⟨pid⟩] LOG:  archive command failed with exit code 1\n"
            "DETAIL:  The failed archive command was: azcopy copy pg_wal/⟨wal⟩ ...",
            " slot_name       | plugin   | active | restart_lsn | confirmed_flush_lsn\n"
            "-----------------+----------+--------+-------------+---------------------\n"
            " debezium_claims | pgoutput | t      | ⟨lsn⟩ | ⟨lsn2⟩",
            "autovacuum van `claims_events`: oldest xmin ⟨xid⟩ is al ⟨n⟩ minute oud — ou "
            "replication slot?",
            "Point-in-time restore na 2036-02-⟨d⟩T⟨t⟩Z; die nuwe server se system identifier is "
            "⟨sysid⟩, WAL begin by ⟨wal⟩.",
        ),
        _postgres,
    ),
    Kind(
        "config_referencing_secrets",
        (
            'variable "pg_admin_password" {\n  type      = string\n  sensitive = true\n}\n\n'
            'resource "azurerm_key_vault_secret" "pg_admin" {\n'
            '  name         = "pg-admin-password"\n'
            "  value        = random_password.pg_admin.result\n"
            "  key_vault_id = azurerm_key_vault.⟨kv⟩.id\n}\n# MR !⟨mr⟩",
            "env:\n  - name: PAYSTACK_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: claims-api-secrets\n        key: paystack-secret-key\n"
            "  - name: DD_AGENT_HOST\n    valueFrom:\n      fieldRef:\n"
            "        fieldPath: status.hostIP\n# rev ⟨sha8⟩",
            "apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nmetadata:\n  name: mpesa\n"
            "spec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: kv-umoja-⟨env⟩\n"
            "    kind: ClusterSecretStore\n  data:\n    - secretKey: consumer-secret\n"
            "      remoteRef:\n        key: mpesa-consumer-secret\n        version: ⟨ver⟩",
            "postgresql:\n  auth:\n    existingSecret: pg-credentials\n    secretKeys:\n"
            "      adminPasswordKey: password\n  primary:\n    resources:\n      requests:\n"
            "        memory: ⟨mem⟩Mi",
            '{{- with secret "kv/data/claims/⟨file⟩" -}}\n'
            "SECRET_KEY={{ .Data.data.secret_key }}\n{{- end }}\n"
            "# rendered to /vault/secrets/⟨file⟩.env",
            'path "kv/data/payments/mpesa" {\n  capabilities = ["read"]\n}\n'
            'path "auth/token/lookup-self" {\n  capabilities = ["read"]\n}\n'
            "# policy claims-ci v⟨n⟩",
        ),
        _config_refs,
    ),
    Kind(
        "cache_and_idempotency_keys",
        (
            "Idempotency-Key: ⟨uuid⟩",
            "$ redis-cli --scan --pattern 'umoja:quote:v4:*' | head -3\n"
            "umoja:quote:v4:⟨sha1⟩\numoja:quote:v4:⟨sha1b⟩\numoja:quote:v4:⟨sha1c⟩",
            'ETag: W/"⟨etag⟩" — die portal stuur dit terug as If-None-Match, dus 304.',
            "Cache-sleutel vir die USSD-menu: ussd:menu:⟨lang⟩:⟨sha256⟩ (TTL 300s)",
            "GitLab CI cache key `⟨sha⟩-protected` (sha van poetry.lock) — maak skoon as die "
            "runner se skyf vol is.",
            "Rate-limit bucket rl:otp:⟨sha256⟩ imejaa — namba ile ile iliomba OTP mara ⟨n⟩.",
        ),
        _cache,
    ),
)
