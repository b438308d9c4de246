"""Benign look-alikes built from public key material, digests and ciphertext: lockfile
integrity hashes, image digests, ARNs, signatures, SSH and PEM public keys, certificates,
JWKS, sops / ansible-vault / SealedSecret ciphertext, secret *references*, S3 request ids,
base64 message payloads and decoded JWT claims."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike10.gen import (
    BEGIN,
    DASHES,
    END,
    HUBS,
    PEOPLE,
    SERVICES,
    TOPICS,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    cert_der,
    colon_hex,
    day,
    epoch,
    handle,
    hexs,
    lines,
    num,
    pem,
    pick,
    rsa_public_der,
    ssh_ed25519_public,
    ssh_fingerprint,
    ssh_rsa_public,
    stamp,
    uuid4,
    wrap,
)

LOCK_INTEGRITY = Kind(
    "package_lock_integrity",
    (
        lines(
            '"node_modules/@adyen/adyen-web": {',
            '  "version": "6.⟨a⟩.⟨b⟩",',
            '  "resolved": "https://registry.npmjs.org/@adyen/adyen-web/-/adyen-web-6.⟨a⟩.⟨b⟩.tgz",',
            '  "integrity": "sha512-⟨sri⟩",',
            '  "license": "MIT"',
            "},",
        ),
        lines(
            "[[package]]",
            'name = "snowflake-connector-python"',
            'version = "3.1⟨a⟩.⟨b⟩"',
            "files = [",
            '    {file = "snowflake_connector_python-3.1⟨a⟩.⟨b⟩-cp311-cp311-manylinux_2_17_x86_64'
            '.whl", hash = "sha256:⟨h1⟩"},',
            '    {file = "snowflake_connector_python-3.1⟨a⟩.⟨b⟩.tar.gz", hash = "sha256:⟨h2⟩"},',
            "]",
        ),
        "apache-airflow-providers-snowflake==6.⟨a⟩.⟨b⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n"
        "    --hash=sha256:⟨h2⟩",
    ),
    lambda r: {
        "a": str(r.randint(0, 9)),
        "b": str(r.randint(0, 9)),
        "sri": b64(r, 64),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
    },
    n=6,
)

CONTAINER_DIGESTS = Kind(
    "container_digests",
    (
        "Pinned ⟨svc⟩ in the Argo CD overlay to ⟨acct⟩.dkr.ecr.eu-west-1.amazonaws.com/"
        "⟨svc⟩@sha256:⟨d1⟩ (tag 2.⟨m⟩.0 was re-pushed, digest changed).",
        lines(
            "$ docker buildx imagetools inspect "
            "⟨acct⟩.dkr.ecr.eu-west-1.amazonaws.com/⟨svc⟩:2.⟨m⟩.0",
            "Name:      ⟨acct⟩.dkr.ecr.eu-west-1.amazonaws.com/⟨svc⟩:2.⟨m⟩.0",
            "MediaType: application/vnd.oci.image.index.v1+json",
            "Digest:    sha256:⟨d1⟩",
            "Manifests:",
            "  Name:      ⟨acct⟩.dkr.ecr.eu-west-1.amazonaws.com/⟨svc⟩:2.⟨m⟩.0@sha256:⟨d2⟩",
            "  Platform:  linux/arm64",
        ),
        "cosign stores the signature as tag sha256-⟨d1⟩.sig; `cosign verify --key "
        "awskms:///alias/image-signing` passed for ⟨svc⟩.",
    ),
    lambda r: {
        "svc": r.choice(SERVICES),
        "acct": num(r, 12),
        "d1": hexs(r, 64),
        "d2": hexs(r, 64),
        "m": str(r.randint(1, 60)),
    },
    n=6,
)

AWS_ARNS = Kind(
    "aws_arns",
    (
        "Adyen report creds are in arn:aws:secretsmanager:eu-west-1:⟨acct⟩:secret:"
        "prod/payments/adyen-report-user-⟨sfx⟩ (KMS key arn:aws:kms:eu-west-1:⟨acct⟩:key/"
        "⟨kms⟩).",
        lines(
            "$ aws sts get-caller-identity",
            "{",
            '    "UserId": "AROA⟨rid⟩:⟨who⟩@mandje.io",',
            '    "Account": "⟨acct⟩",',
            '    "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/AWSReservedSSO_DataPlatform_⟨h⟩/'
            '⟨who⟩@mandje.io"',
            "}",
        ),
        "CloudTrail eventID ⟨ev⟩ (requestID ⟨req⟩): DeleteObject on s3://mandje-landing-⟨env⟩ "
        "by role arn:aws:iam::⟨acct⟩:role/airflow-worker.",
    ),
    lambda r: {
        "acct": num(r, 12),
        "sfx": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 6),
        "kms": uuid4(r),
        "rid": pick(r, UPPER_ALNUM, 17),
        "who": handle(r.choice(PEOPLE)),
        "h": hexs(r, 16),
        "ev": uuid4(r),
        "req": uuid4(r),
        "env": r.choice(("prod", "staging")),
    },
    n=6,
)

GIT_SIGNATURES = Kind(
    "git_commit_gpg",
    (
        lines(
            "$ git log --show-signature -1 ⟨sha⟩",
            "commit ⟨sha⟩",
            "gpg: Signature made ⟨d⟩ 14:02:11 CET",
            "gpg:                using EDDSA key ⟨fpr⟩",
            'gpg: Good signature from "⟨who⟩ <⟨who_l⟩@mandje.io>" [ultimate]',
            "Author: ⟨who⟩ <⟨who_l⟩@mandje.io>",
        ),
        'Good "git" signature for ⟨who_l⟩@mandje.io with ED25519 key ⟨sshfp⟩ — '
        "Bitbucket now shows 'Verified' for SSH-signed commits on deploy-manifests.",
        "Release tag v⟨v⟩ points at ⟨sha⟩, tag object ⟨tag⟩, signed by key ⟨fpr⟩.",
    ),
    lambda r: {
        "sha": hexs(r, 40),
        "d": day(r),
        "fpr": hexs(r, 40).upper(),
        "who": (who := r.choice(PEOPLE)),
        "who_l": handle(who),
        "sshfp": ssh_fingerprint(r),
        "v": f"2026.3.{r.randint(1, 30)}",
        "tag": hexs(r, 40),
    },
)


def _known_hosts(r: Random) -> str:
    return f"|1|{b64(r, 20)}|{b64(r, 20)}"


SSH_PUBLIC_KEYS = Kind(
    "ssh_public_keys",
    (
        "Deploy key for bitbucket.org/mandje/deploy-manifests (read-only, Argo CD): "
        "⟨ed⟩ argocd@mandje-prod",
        lines(
            "# ~/.ssh/known_hosts (hashed)",
            "⟨kh1⟩ ssh-ed25519 ⟨edb⟩",
            "⟨kh2⟩ ⟨rsa⟩",
        ),
        "Bastion authorized_keys entry for ⟨who⟩: `⟨ed⟩ ⟨who_l⟩@laptop` (fingerprint ⟨fp⟩).",
        "$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub\n256 ⟨fp⟩ root@nomad-client-⟨n⟩ "
        "(ED25519)",
    ),
    lambda r: {
        "ed": ssh_ed25519_public(r),
        "edb": ssh_ed25519_public(r).split(" ")[1],
        "kh1": _known_hosts(r),
        "kh2": _known_hosts(r),
        "rsa": ssh_rsa_public(r),
        "who": (who := r.choice(PEOPLE)),
        "who_l": handle(who),
        "fp": ssh_fingerprint(r),
        "n": str(r.randint(10, 60)),
    },
    n=6,
)

PEM_CERTIFICATES = Kind(
    "pem_certificates",
    (
        lines(
            "Adyen's webhook client cert (public) that Istio now validates on the ingress:",
            "",
            "⟨cert⟩",
        ),
        lines(
            "ca.crt from the Kafka cluster's secret `kafka-cluster-ca-cert` (public CA cert, "
            "clients need it for TLS):",
            "⟨cert⟩",
        ),
        lines(
            "$ openssl s_client -connect ⟨host⟩:443 -showcerts </dev/null 2>/dev/null | "
            "sed -n '/BEGIN/,/END/p' | head -n 30",
            "⟨cert⟩",
        ),
    ),
    lambda r: {
        "cert": pem("CERTIFICATE", cert_der(r, r.randint(500, 800))),
        "host": r.choice(("api.mandje.io", "schema-registry.mandje.internal", "vault.mandje.io")),
    },
)


def _pubkey(r: Random) -> str:
    return pem("PUBLIC KEY", rsa_public_der(r))


PEM_PUBLIC_KEYS = Kind(
    "pem_public_keys",
    (
        lines(
            "Public key Okta uses to verify our SCIM private_key_jwt client (uploaded to the app):",
            "⟨pub⟩",
        ),
        lines(
            "# charts/payments-gateway/files/klarna-webhook-verify.pub",
            "⟨pub⟩",
            "# public key only — signing happens on Klarna's side",
        ),
        lines(
            "Snowflake RSA_PUBLIC_KEY for SVC_LOOKER as PEM (the .p8 never leaves Vault):",
            "⟨pub⟩",
        ),
    ),
    lambda r: {"pub": _pubkey(r)},
)


def _jwks(r: Random) -> dict[str, str]:
    doc = {
        "keys": [
            {
                "kty": "RSA",
                "alg": "RS256",
                "kid": b64url(r, 32),
                "use": "sig",
                "e": "AQAB",
                "n": b64url(r, 256),
            }
        ]
    }
    return {
        "jwks": json.dumps(doc, indent=2),
        "kid": b64url(r, 32),
        "aus": "aus"
        + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 17),
    }


JWKS_DOCUMENTS = Kind(
    "jwks_documents",
    (
        lines(
            "$ curl -s https://login.mandje.io/oauth2/⟨aus⟩/v1/keys",
            "⟨jwks⟩",
        ),
        lines(
            "Istio RequestAuthentication jwksUri points at Okta; cached copy when the rider API "
            "401'd (kid ⟨kid⟩ was missing — key rollover):",
            "⟨jwks⟩",
        ),
    ),
    _jwks,
)


def _enc(r: Random, n: int, typ: str) -> str:
    return f"ENC[AES256_GCM,data:{b64(r, n)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:{typ}]"


def _sops(r: Random) -> dict[str, str]:
    return {
        "pw": _enc(r, r.randint(16, 28), "str"),
        "key": _enc(r, 32, "str"),
        "port": _enc(r, 2, "int"),
        "mac": _enc(r, 32, "str"),
        "age": "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        "kms": f"arn:aws:kms:eu-west-1:{num(r, 12)}:alias/sops-{r.choice(('data', 'platform'))}",
        "t": stamp(r)[:19] + "Z",
        "agebody": "\n".join("            " + ln for ln in wrap(b64(r, 190)).split("\n")),
        "svc": r.choice(SERVICES),
    }


SOPS_FILES = Kind(
    "sops_files",
    (
        lines(
            "# secrets/⟨svc⟩.prod.enc.yaml — safe to commit, sops-encrypted",
            "db_password: ⟨pw⟩",
            "adyen_api_key: ⟨key⟩",
            "redis_port: ⟨port⟩",
            "sops:",
            "    kms:",
            "        - arn: ⟨kms⟩",
            '          created_at: "⟨t⟩"',
            "    age:",
            "        - recipient: ⟨age⟩",
            '    lastmodified: "⟨t⟩"',
            "    mac: ⟨mac⟩",
            "    version: 3.9.4",
        ),
        lines(
            "sops data key for the age recipient ⟨age⟩ (encrypted, part of the file):",
            "    age:",
            "        - recipient: ⟨age⟩",
            "          enc: |",
            "            " + BEGIN + "AGE ENCRYPTED FILE" + DASHES,
            "⟨agebody⟩",
            "            " + END + "AGE ENCRYPTED FILE" + DASHES,
        ),
    ),
    _sops,
)


def _vault_lines(r: Random, nbytes: int) -> str:
    """An ansible-vault body: hexlify(salt, hmac and ciphertext as hex, newline-joined)."""
    raw = hexs(r, 64) + "\n" + hexs(r, 64) + "\n" + hexs(r, nbytes * 2)
    return wrap(raw.encode().hex(), 80)


ANSIBLE_VAULT = Kind(
    "ansible_vault_blobs",
    (
        lines(
            "# group_vars/cassandra/vault.yml",
            "$ANSIBLE_VAULT;1.1;AES256",
            "⟨body⟩",
        ),
        lines(
            "cassandra_superuser_password: !vault |",
            "  $ANSIBLE_VAULT;1.2;AES256;⟨label⟩",
            "⟨inline⟩",
        ),
    ),
    lambda r: {
        "body": _vault_lines(r, r.randint(70, 140)),
        "label": r.choice(("prod", "cassandra", "data")),
        "inline": "\n".join("  " + ln for ln in _vault_lines(r, 60).split("\n")),
    },
)


def _sealed(r: Random) -> str:
    return "Ag" + b64(r, r.randint(500, 560)).rstrip("=")


SEALED_SECRETS = Kind(
    "sealed_secrets",
    (
        lines(
            "apiVersion: bitnami.com/v1alpha1",
            "kind: SealedSecret",
            "metadata:",
            "  name: ⟨svc⟩-db",
            "  namespace: ⟨svc⟩",
            "spec:",
            "  encryptedData:",
            "    password: ⟨s1⟩",
            "  template:",
            "    type: Opaque",
        ),
        "kubeseal output for ⟨svc⟩ (only the controller in the prod cluster can decrypt): "
        "username ⟨s2⟩",
    ),
    lambda r: {"svc": r.choice(SERVICES), "s1": _sealed(r), "s2": _sealed(r)},
)

K8S_SECRET_REFS = Kind(
    "k8s_secret_refs",
    (
        lines(
            "env:",
            "  - name: PGPASSWORD",
            "    valueFrom:",
            "      secretKeyRef:",
            "        name: ⟨svc⟩-db",
            "        key: password",
            "  - name: DD_API_KEY",
            "    valueFrom:",
            "      secretKeyRef: {name: datadog-secret, key: api-key}",
        ),
        lines(
            "apiVersion: external-secrets.io/v1beta1",
            "kind: ExternalSecret",
            "metadata: {name: ⟨svc⟩-adyen}",
            "spec:",
            "  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}",
            "  data:",
            "    - secretKey: ADYEN_API_KEY",
            "      remoteRef: {key: secret/payments/⟨svc⟩, property: adyen_api_key}",
        ),
        "$ kubectl get secret ⟨svc⟩-db -n ⟨svc⟩ -o jsonpath='{.data}' | jq 'keys' → "
        '["password", "username"]  (listed keys only, values not printed)',
    ),
    lambda r: {"svc": r.choice(SERVICES)},
    n=6,
)

TLS_CERT_DETAILS = Kind(
    "tls_cert_details",
    (
        lines(
            "$ openssl x509 -in ⟨file⟩ -noout -serial -fingerprint -sha256 -enddate",
            "serial=⟨serial⟩",
            "sha256 Fingerprint=⟨fp⟩",
            "notAfter=Jun ⟨dd⟩ 23:59:59 2026 GMT",
        ),
        lines(
            "X509v3 Subject Key Identifier:",
            "    ⟨ski⟩",
            "X509v3 Authority Key Identifier:",
            "    ⟨aki⟩",
        ),
        "cert-manager renewed api-mandje-io (Certificate ⟨svc⟩-tls): new serial ⟨serial⟩, "
        "SHA-256 ⟨fp⟩, expires June.",
    ),
    lambda r: {
        "file": r.choice(("tls.crt", "kafka-ca.crt", "vault.pem")),
        "serial": hexs(r, 32).upper(),
        "fp": colon_hex(r, 32),
        "dd": f"{r.randint(1, 28):2d}",
        "ski": colon_hex(r, 20),
        "aki": colon_hex(r, 20),
        "svc": r.choice(SERVICES),
    },
)

S3_REQUEST_IDS = Kind(
    "s3_request_ids_etags",
    (
        lines(
            "< HTTP/1.1 403 Forbidden",
            "< x-amz-request-id: ⟨rid⟩",
            "< x-amz-id-2: ⟨id2⟩",
            "< Content-Type: application/xml",
        ),
        'Parquet export part ETag "⟨etag⟩-⟨parts⟩" (multipart, so not an MD5 of the file); '
        "versionId ⟨ver⟩ in s3://mandje-exports-⟨env⟩/looker/⟨d⟩/.",
        "AWS support case for the slow ListObjectsV2: request id ⟨rid⟩, extended id ⟨id2⟩.",
    ),
    lambda r: {
        "rid": pick(r, UPPER_ALNUM, 16),
        "id2": b64(r, 57),
        "etag": hexs(r, 32),
        "parts": str(r.randint(2, 90)),
        "ver": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._", 32),
        "env": r.choice(("prod", "staging")),
        "d": day(r),
    },
    n=6,
)


def _payload(r: Random) -> dict[str, str]:
    order_id = uuid4(r)
    event = {
        "order_id": order_id,
        "hub": r.choice(HUBS),
        "status": r.choice(("PICKING", "OUT_FOR_DELIVERY", "DELIVERED")),
        "items": r.randint(3, 40),
        "ts": epoch(r) * 1000,
    }
    return {
        "topic": r.choice(TOPICS),
        "part": str(r.randint(0, 11)),
        "off": num(r, 8),
        "val": b64_of(json.dumps(event, separators=(",", ":"))),
        "key": b64_of(order_id),
        "dec": b64(r, r.choice((3, 4, 5))),
    }


KAFKA_PAYLOADS = Kind(
    "kafka_base64_payloads",
    (
        '{"topic":"⟨topic⟩","partition":⟨part⟩,"offset":⟨off⟩,"key":"⟨key⟩",'
        '"value":"⟨val⟩"}  ← Kafka UI export, value is base64 JSON',
        "Debezium emits NUMERIC(12,2) as bytes without decimal.handling.mode=string, so the "
        'price arrived as "⟨dec⟩" (base64 of the unscaled value) on ⟨topic⟩.',
    ),
    _payload,
)


def _claims(r: Random) -> dict[str, str]:
    iat = epoch(r)
    claims = {
        "ver": 1,
        "jti": "AT." + b64url(r, 32),
        "iss": "https://login.mandje.io/oauth2/aus" + pick(r, UPPER_ALNUM, 17),
        "aud": "api://rider",
        "iat": iat,
        "exp": iat + 3600,
        "cid": "0oa" + pick(r, UPPER_ALNUM, 17),
        "uid": "00u" + pick(r, UPPER_ALNUM, 17),
        "scp": ["openid", "rider.shifts.read"],
        "sub": handle(r.choice(PEOPLE)) + "@mandje.io",
    }
    return {
        "claims": json.dumps(claims, indent=2),
        "kid": b64url(r, 32),
    }


JWT_CLAIMS = Kind(
    "jwt_decoded_claims",
    (
        lines(
            "Decoded payload of the rider app access token (token itself not kept; "
            "`jwt decode` output):",
            "⟨claims⟩",
        ),
        lines(
            'Header: {"kid": "⟨kid⟩", "alg": "RS256"}',
            "Payload:",
            "⟨claims⟩",
            "→ scp is missing rider.shifts.write, that's why the PUT 403s.",
        ),
    ),
    _claims,
)

SHA256SUMS = Kind(
    "sha256sum_output",
    (
        lines(
            "$ sha256sum dist/*",
            "⟨h1⟩  dist/mandje-cli_⟨v⟩_darwin_arm64.tar.gz",
            "⟨h2⟩  dist/mandje-cli_⟨v⟩_linux_amd64.tar.gz",
        ),
        'Nomad artifact stanza pins checksum = "sha256:⟨h1⟩" for the flink-jobs ⟨v⟩ jar.',
        "md5sum of the Adyen settlement file on SFTP vs S3: ⟨m1⟩ both sides, the diff was "
        "in our parser.",
    ),
    lambda r: {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "v": f"0.{r.randint(10, 40)}.{r.randint(0, 9)}",
        "m1": hexs(r, 32),
    },
)

CRYPTO: tuple[Kind, ...] = (
    LOCK_INTEGRITY,
    CONTAINER_DIGESTS,
    AWS_ARNS,
    GIT_SIGNATURES,
    SSH_PUBLIC_KEYS,
    PEM_CERTIFICATES,
    PEM_PUBLIC_KEYS,
    JWKS_DOCUMENTS,
    SOPS_FILES,
    ANSIBLE_VAULT,
    SEALED_SECRETS,
    K8S_SECRET_REFS,
    TLS_CERT_DETAILS,
    S3_REQUEST_IDS,
    KAFKA_PAYLOADS,
    JWT_CLAIMS,
    SHA256SUMS,
)

__all__ = ["CRYPTO"]
