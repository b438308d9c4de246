"""Benign look-alikes from a platform engineer's notes: AWS, GCP, Azure, Terraform, Helm,
ArgoCD, Vault, Kubernetes. Committed ciphertext and references to where secrets live are here."""

from __future__ import annotations

import base64
import struct
from random import Random

from tests.redact.lookalike8.gen import (
    BECH32,
    UPPER_ALNUM,
    Kind,
    b64,
    colon_hex,
    day,
    hexs,
    num,
    pem_body,
    pick,
    uuid4,
)

REGIONS = ("us-east-1", "eu-west-1", "eu-central-1", "ap-southeast-2", "us-west-2")


def _aws_ids(r: Random) -> dict[str, str]:
    return {
        "i": "i-0" + hexs(r, 16),
        "vpc": "vpc-0" + hexs(r, 16),
        "subnet": "subnet-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "ami": "ami-0" + hexs(r, 16),
        "vol": "vol-0" + hexs(r, 16),
        "region": r.choice(REGIONS),
    }


AWS_RESOURCE_IDS = Kind(
    "aws-resource-ids",
    (
        "Bastion is ⟨i⟩ in ⟨subnet⟩ (⟨vpc⟩, ⟨region⟩); sg ⟨sg⟩ only allows 22 from the VPN.",
        "$ aws ec2 describe-instances --instance-ids ⟨i⟩ --query "
        "'Reservations[].Instances[].ImageId' --output text\n⟨ami⟩",
        "Detached ⟨vol⟩ from ⟨i⟩ before the resize; snapshot first next time.",
        "| resource | id |\n|---|---|\n| vpc | ⟨vpc⟩ |\n| private subnet | ⟨subnet⟩ |\n"
        "| node sg | ⟨sg⟩ |",
        'data "aws_ami" pinned: ⟨ami⟩ (⟨region⟩), do not bump without the AMI changelog.',
    ),
    _aws_ids,
)


def _arns(r: Random) -> dict[str, str]:
    acct = num(r, 12)
    region = r.choice(REGIONS)
    return {
        "acct": acct,
        "region": region,
        "kms": f"arn:aws:kms:{region}:{acct}:key/{uuid4(r)}",
        "role": f"arn:aws:iam::{acct}:role/"
        + r.choice(("github-actions-deploy", "eks-node", "lambda-exec", "atlantis")),
        "sm": f"arn:aws:secretsmanager:{region}:{acct}:secret:prod/api/"
        + r.choice(("db", "stripe", "jwt"))
        + "-"
        + pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 6),
        "topic": f"arn:aws:sns:{region}:{acct}:alerts-" + r.choice(("p1", "p2", "billing")),
    }


AWS_ARNS = Kind(
    "aws-arns",
    (
        "OIDC deploy role: ⟨role⟩ (trust policy limited to repo:acme/infra:ref:refs/heads/main)",
        "S3 bucket is encrypted with ⟨kms⟩; the Lambda role needs kms:Decrypt on it.",
        "The API reads its DB credentials at boot from ⟨sm⟩ (value never leaves Secrets Manager).",
        '{\n  "Effect": "Allow",\n  "Action": "sns:Publish",\n  "Resource": "⟨topic⟩"\n}',
        "AccessDenied: User: ⟨role⟩/session is not authorized to perform: kms:Decrypt on "
        "resource: ⟨kms⟩",
        "prod account ⟨acct⟩ (⟨region⟩) - alerts go to ⟨topic⟩",
    ),
    _arns,
)


def _aws_req(r: Random) -> dict[str, str]:
    return {
        "rid": uuid4(r),
        "eid": uuid4(r),
        "s3rid": pick(r, "0123456789ABCDEF", 16),
        "id2": b64(r, 57),
        "xray": f"1-{hexs(r, 8)}-{hexs(r, 24)}",
        "d": day(r),
    }


AWS_REQUEST_IDS = Kind(
    "aws-request-ids",
    (
        '"eventName": "PutBucketPolicy",\n"requestID": "⟨rid⟩",\n"eventID": "⟨eid⟩",\n'
        '"readOnly": false',
        "< HTTP/1.1 403 Forbidden\n< x-amz-request-id: ⟨s3rid⟩\n< x-amz-id-2: ⟨id2⟩",
        "Opened AWS support case with RequestId ⟨rid⟩ (throttling on ⟨d⟩).",
        "X-Amzn-Trace-Id: Root=⟨xray⟩ - the trace shows 4s in the authorizer.",
    ),
    _aws_req,
    n=5,
)


def _sts(r: Random) -> dict[str, str]:
    acct = num(r, 12)
    role = r.choice(("AWSReservedSSO_AdministratorAccess_", "AWSReservedSSO_ReadOnly_"))
    return {
        "uid": "AROA" + pick(r, UPPER_ALNUM, 17),
        "acct": acct,
        "role": role + hexs(r, 16),
        "who": r.choice(("dana", "lee", "sam", "priya", "tomas")),
    }


AWS_STS_IDENTITY = Kind(
    "aws-caller-identity",
    (
        '$ aws sts get-caller-identity\n{\n    "UserId": "⟨uid⟩:⟨who⟩@acme.io",\n    "Account": '
        '"⟨acct⟩",\n    "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/⟨role⟩/⟨who⟩@acme.io"\n}',
        "SSO session is ⟨role⟩ in ⟨acct⟩ (role id ⟨uid⟩).",
        "CloudTrail principalId ⟨uid⟩:⟨who⟩ made the change, via the ⟨role⟩ role.",
        "[profile prod-admin]\nsso_session = acme\nsso_account_id = ⟨acct⟩\n"
        "sso_role_name = ⟨role⟩\nregion = us-east-1",
    ),
    _sts,
    n=4,
)


def _gcp(r: Random) -> dict[str, str]:
    project = r.choice(("acme-prod", "acme-data", "lumen-ml", "pixel-stg")) + "-" + num(r, 3)
    return {
        "project": project,
        "pnum": num(r, 12),
        "sa": r.choice(("deployer", "dbt-runner", "gke-nodes", "airflow")) + f"@{project}"
        ".iam.gserviceaccount.com",
        "inst": num(r, 19),
        "op": f"operation-{num(r, 13)}-{hexs(r, 13)}-{hexs(r, 8)}-{hexs(r, 8)}",
        "zone": r.choice(("europe-west1-b", "us-central1-a", "asia-northeast1-c")),
    }


GCP_IDS = Kind(
    "gcp-resource-ids",
    (
        "gcloud projects describe ⟨project⟩ --format='value(projectNumber)' -> ⟨pnum⟩",
        "Workload identity binds the KSA to ⟨sa⟩ (no JSON keys for this one).",
        "Instance id ⟨inst⟩ in ⟨zone⟩ got preempted at 03:12.",
        "ERROR: (gcloud.compute.instances.create) Operation [⟨op⟩] failed: QUOTA_EXCEEDED",
        "Default compute SA for the project is ⟨pnum⟩-compute@developer.gserviceaccount.com",
    ),
    _gcp,
)


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "client": uuid4(r),
        "corr": uuid4(r),
        "rg": "rg-"
        + r.choice(("platform", "data", "shared", "aks"))
        + "-"
        + r.choice(("weu", "neu", "eus2")),
    }


AZURE_IDS = Kind(
    "azure-ids",
    (
        "az account set --subscription ⟨sub⟩  # tenant ⟨tenant⟩",
        'provider "azurerm" {\n  features {}\n  subscription_id = "⟨sub⟩"\n  tenant_id       = '
        '"⟨tenant⟩"\n  use_oidc        = true\n}',
        "App registration (client) id ⟨client⟩ is used by the GitHub OIDC federated credential.",
        "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.KeyVault/vaults/kv-acme",
        "AuthorizationFailed, correlation id ⟨corr⟩ - the SP ⟨client⟩ lacks Reader on ⟨rg⟩.",
    ),
    _azure,
)


def _tf_lock(r: Random) -> dict[str, str]:
    return {
        "h1": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "prov": r.choice(
            ("hashicorp/aws", "hashicorp/google", "hashicorp/azurerm", "hashicorp/helm")
        ),
        "ver": f"{r.randint(2, 6)}.{r.randint(0, 90)}.{r.randint(0, 9)}",
    }


TERRAFORM_LOCK = Kind(
    "terraform-lock-hashes",
    (
        'provider "registry.terraform.io/⟨prov⟩" {\n  version     = "⟨ver⟩"\n  hashes = [\n'
        '    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n    "zh:⟨zh2⟩",\n  ]\n}',
        "Error: Failed to install provider ⟨prov⟩ ⟨ver⟩: the local package doesn't match any of "
        "the checksums previously recorded in the dependency lock file (h1:⟨h1⟩)",
        "Ran terraform providers lock -platform=linux_amd64 -platform=darwin_arm64; new hash "
        "h1:⟨h1⟩ for ⟨prov⟩.",
    ),
    _tf_lock,
    n=5,
)


def _tf_state(r: Random) -> dict[str, str]:
    return {
        "lineage": uuid4(r),
        "serial": str(r.randint(10, 900)),
        "lock": uuid4(r),
        "who": r.choice(("runner@gha", "dana@laptop", "atlantis@atlantis-0")),
        "i": "i-0" + hexs(r, 16),
        "d": day(r),
    }


TERRAFORM_STATE = Kind(
    "terraform-state-meta",
    (
        '{\n  "version": 4,\n  "terraform_version": "1.9.5",\n  "serial": ⟨serial⟩,\n'
        '  "lineage": "⟨lineage⟩"\n}',
        "Error acquiring the state lock\nLock Info:\n  ID:        ⟨lock⟩\n  Path:      "
        "acme-tfstate/prod/network.tfstate\n  Who:       ⟨who⟩\n  Operation: OperationTypeApply",
        "Force-unlocked ⟨lock⟩ on ⟨d⟩ after checking nobody was applying.",
        '  # aws_instance.bastion must be replaced\n-/+ resource "aws_instance" "bastion" {\n'
        '      ~ id  = "⟨i⟩" -> (known after apply)',
    ),
    _tf_state,
    n=5,
)


def _digests(r: Random) -> dict[str, str]:
    return {
        "dig": hexs(r, 64),
        "cid": hexs(r, 64),
        "img": r.choice(("ghcr.io/acme/api", "acme/worker", "registry.acme.io/web", "acme/etl")),
        "tag": f"v{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


CONTAINER_DIGESTS = Kind(
    "container-digests",
    (
        "image: ⟨img⟩@sha256:⟨dig⟩  # ⟨tag⟩, pinned by digest",
        "$ docker pull ⟨img⟩:⟨tag⟩\n⟨tag⟩: Pulling from ⟨img⟩\nDigest: sha256:⟨dig⟩\nStatus: "
        "Downloaded newer image for ⟨img⟩:⟨tag⟩",
        "Container ⟨cid⟩ exited 137 (OOMKilled) right after start.",
        "FROM ⟨img⟩:⟨tag⟩@sha256:⟨dig⟩ AS runtime",
        "Container ID: containerd://⟨cid⟩ restarted 14 times.",
    ),
    _digests,
)


def _k8s(r: Random) -> dict[str, str]:
    app = r.choice(("api", "worker", "web", "ingest", "scheduler"))
    rs = pick(r, "bcdfghjklmnpqrstvwxz2456789", 10)
    return {
        "pod": f"{app}-{rs}-{pick(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}",
        "rs": f"{app}-{rs}",
        "uid": uuid4(r),
        "rv": num(r, 9),
        "ns": r.choice(("prod", "staging", "payments", "data")),
    }


K8S_OBJECT_IDS = Kind(
    "kubernetes-object-ids",
    (
        "NAME   READY   STATUS             RESTARTS  "
        " AGE\n⟨pod⟩   0/1   CrashLoopBackOff   7   12m",
        'metadata:\n  name: ⟨pod⟩\n  namespace: ⟨ns⟩\n  uid: ⟨uid⟩\n  resourceVersion: "⟨rv⟩"',
        "kubectl -n ⟨ns⟩ logs ⟨pod⟩ --previous | tail -50",
        "ReplicaSet ⟨rs⟩ is the old one; rollout undo brought it back.",
        "Event for uid ⟨uid⟩: FailedScheduling 0/6 nodes are available.",
    ),
    _k8s,
)


def _helm(r: Random) -> dict[str, str]:
    return {
        "dig": hexs(r, 64),
        "chart": r.choice(("ingress-nginx", "cert-manager", "external-secrets", "argo-cd")),
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "rev": str(r.randint(2, 60)),
    }


HELM_DIGESTS = Kind(
    "helm-chart-digests",
    (
        "$ helm pull oci://ghcr.io/acme/charts/⟨chart⟩ --version ⟨ver⟩\nPulled: ghcr.io/acme/"
        "charts/⟨chart⟩:⟨ver⟩\nDigest: sha256:⟨dig⟩",
        "dependencies:\n- name: ⟨chart⟩\n  repository: https://charts.example.org\n  version: "
        '⟨ver⟩\ndigest: sha256:⟨dig⟩\ngenerated: "2025-03-02T10:11:12Z"',
        "helm rollback ⟨chart⟩ ⟨rev⟩ -n infra (chart ⟨ver⟩, digest sha256:⟨dig⟩ was bad)",
        "REVISION  UPDATED  STATUS      CHART\n⟨rev⟩  Tue Mar  4  superseded  ⟨chart⟩-⟨ver⟩",
    ),
    _helm,
    n=5,
)


def _argo(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "app": r.choice(("payments-prod", "api-staging", "monitoring", "data-platform")),
        "id": str(r.randint(10, 400)),
    }


ARGOCD_REVISIONS = Kind(
    "argocd-revisions",
    (
        "Name:    ⟨app⟩\nSync Status:  OutOfSync from main (⟨sha⟩)\nHealth Status:  Degraded",
        "argocd app rollback ⟨app⟩ ⟨id⟩  # back to ⟨sha2⟩",
        "ID  DATE                       REVISION\n⟨id⟩  2025-04-02 10:12:01 +0000 UTC  ⟨sha⟩",
        "Argo says ComparisonError at ⟨sha⟩; the kustomize patch in ⟨sha2⟩ fixed it.",
    ),
    _argo,
    n=5,
)


def _vault(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(("payments", "api", "ledger", "search", "notifier")),
        "env": r.choice(("prod", "staging", "dev")),
        "ttl": r.choice(("1h", "24h", "768h")),
        "port": "8200",
    }


VAULT_REFERENCES = Kind(
    "vault-references",
    (
        "$ vault kv get -field=password kv/⟨env⟩/⟨app⟩/db",
        '{{ with secret "database/creds/⟨app⟩-⟨env⟩" }}\nDB_USER={{ .Data.username }}\n'
        "DB_PASS={{ .Data.password }}\n{{ end }}",
        'path "kv/data/⟨env⟩/⟨app⟩/*" {\n  capabilities = ["read", "list"]\n}',
        "export VAULT_ADDR=https://vault.⟨env⟩.internal:⟨port⟩\nvault login -method=oidc "
        "role=⟨app⟩",
        "Dynamic DB creds for ⟨app⟩ come from database/creds/⟨app⟩-⟨env⟩ with default_ttl=⟨ttl⟩.",
        "vault write auth/kubernetes/role/⟨app⟩ bound_service_account_names=⟨app⟩ "
        "bound_service_account_namespaces=⟨env⟩ policies=⟨app⟩-read ttl=⟨ttl⟩",
    ),
    _vault,
)


def _sops_enc(r: Random, nbytes: int) -> str:
    return f"ENC[AES256_GCM,data:{b64(r, nbytes)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"


def _sops(r: Random) -> dict[str, str]:
    return {
        "v1": _sops_enc(r, 24),
        "v2": _sops_enc(r, 40),
        "mac": _sops_enc(r, 32),
        "age": "age1" + pick(r, BECH32, 58),
        "enc": b64(r, 180),
        "d": day(r),
    }


SOPS_CIPHERTEXT = Kind(
    "sops-committed-ciphertext",
    (
        "db:\n    password: ⟨v1⟩\nstripe:\n    secret_key: ⟨v2⟩\nsops:\n    age:\n"
        '        - recipient: ⟨age⟩\n    lastmodified: "⟨d⟩T09:12:44Z"\n    mac: ⟨mac⟩',
        '{\n  "api_token": "⟨v1⟩",\n  "sops": {\n   '
        ' "mac": "⟨mac⟩",\n    "version": "3.9.1"\n  }\n}',
        "The encrypted value in secrets/prod.enc.yaml is ⟨v2⟩ - decrypt with sops -d, needs "
        "the age key from the team vault.",
        "DATABASE_URL=⟨v2⟩\nsops_mac=⟨mac⟩\nsops_version=3.9.1",
    ),
    _sops,
    n=5,
)

SEALED_SECRETS = Kind(
    "sealed-secrets-ciphertext",
    (
        "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: "
        "⟨name⟩\n  namespace: prod\nspec:\n  encryptedData:\n    password: ⟨enc⟩",
        "kubeseal re-encrypted ⟨name⟩ after the controller key rotation; new blob starts ⟨enc⟩",
        '"encryptedData": {"token": "⟨enc⟩"}',
    ),
    lambda r: {"enc": "AgB" + b64(r, 300), "name": r.choice(("api-db", "smtp", "registry"))},
    n=4,
)


def _ansible_vault(r: Random) -> dict[str, str]:
    body = hexs(r, 560)
    return {
        "body": "\n".join(body[i : i + 80] for i in range(0, len(body), 80)),
        "var": r.choice(("vault_db_password", "vault_smtp_password", "vault_api_token")),
    }


ANSIBLE_VAULT = Kind(
    "ansible-vault-ciphertext",
    (
        "$ANSIBLE_VAULT;1.1;AES256\n⟨body⟩",
        "⟨var⟩: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ⟨body⟩",
        "group_vars/prod/vault.yml (encrypted, committed on purpose):\n$ANSIBLE_VAULT;1.2;AES256;"
        "prod\n⟨body⟩",
    ),
    _ansible_vault,
    n=4,
)


def _secret_refs(r: Random) -> dict[str, str]:
    app = r.choice(("api", "billing", "ingest", "web"))
    return {
        "app": app,
        "pnum": num(r, 12),
        "vault": r.choice(("Platform", "Prod Infra", "Shared")),
        "param": f"/prod/{app}/" + r.choice(("db_password", "jwt_signing_key", "smtp_pass")),
    }


SECRET_REFS = Kind(
    "secret-store-references",
    (
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ⟨app⟩-db\n"
        "        key: password",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  data:\n"
        "  - secretKey: password\n    remoteRef:\n      key: ⟨param⟩",
        'op read "op://⟨vault⟩/⟨app⟩ database/password"',
        "aws ssm get-parameter --name ⟨param⟩ --with-decryption --query Parameter.Value",
        "gcloud secrets versions access latest --secret=⟨app⟩-db-password --project=⟨pnum⟩",
        "value: projects/⟨pnum⟩/secrets/⟨app⟩-api-key/versions/latest",
    ),
    _secret_refs,
)


def _ed25519_pub(r: Random) -> str:
    kt = b"ssh-ed25519"
    blob = struct.pack(">I", len(kt)) + kt + struct.pack(">I", 32) + r.randbytes(32)
    return base64.b64encode(blob).decode()


def _ssh_hosts(r: Random) -> dict[str, str]:
    return {
        "fp": b64(r, 32).rstrip("="),
        "pub": _ed25519_pub(r),
        "host": r.choice(("bastion.acme.io", "git.internal", "10.20.0.14", "build-01.acme.io")),
        "md5": ":".join(hexs(r, 2) for _ in range(16)),
    }


SSH_HOST_KEYS = Kind(
    "ssh-host-keys",
    (
        "The authenticity of host '⟨host⟩' can't be established.\nED25519 key fingerprint is "
        "SHA256:⟨fp⟩.",
        "⟨host⟩ ssh-ed25519 ⟨pub⟩",
        "New host key for ⟨host⟩ after the rebuild: SHA256:⟨fp⟩ (verified against the console).",
        "256 MD5:⟨md5⟩ ⟨host⟩ (ED25519)",
        "authorized_keys for deploy: ssh-ed25519 ⟨pub⟩ ci@acme",
    ),
    _ssh_hosts,
    n=5,
)


def _ci(r: Random) -> dict[str, str]:
    return {
        "run": num(r, 11),
        "job": num(r, 11),
        "art": num(r, 10),
        "pipe": num(r, 10),
        "repo": r.choice(("acme/web", "acme/infra", "acme/api", "lumen/sdk-python")),
    }


CI_RUN_IDS = Kind(
    "ci-run-ids",
    (
        "Flaky again: https://github.com/⟨repo⟩/actions/runs/⟨run⟩/job/⟨job⟩",
        "gh run download ⟨run⟩ -n coverage-report -R ⟨repo⟩",
        "artifact id ⟨art⟩ (run ⟨run⟩) has the Playwright traces.",
        "GitLab pipeline #⟨pipe⟩ failed at deploy:prod; job ⟨job⟩ log shows the helm timeout.",
        "gh run rerun ⟨run⟩ --failed -R ⟨repo⟩",
    ),
    _ci,
)


def _wg(r: Random) -> dict[str, str]:
    return {
        "pub": b64(r, 32),
        "pub2": b64(r, 32),
        "ep": f"203.0.113.{r.randint(2, 250)}:51820",
        "ip": f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.0/24",
    }


WIREGUARD_PUBLIC = Kind(
    "wireguard-public-keys",
    (
        "[Peer]\nPublicKey = ⟨pub⟩\nAllowedIPs = ⟨ip⟩\nEndpoint = ⟨ep⟩\nPersistentKeepalive = 25",
        "$ sudo wg show\ninterface: wg0\n  public key: ⟨pub⟩\n  private key: (hidden)\n"
        "  listening port: 51820\n\npeer: ⟨pub2⟩\n  endpoint: ⟨ep⟩\n  allowed ips: ⟨ip⟩",
        "Office gateway peer key is ⟨pub⟩ (public half only; the private key stays on the box).",
        "Added laptop peer ⟨pub2⟩ with AllowedIPs ⟨ip⟩.",
    ),
    _wg,
    n=5,
)


def _age(r: Random) -> dict[str, str]:
    return {
        "a1": "age1" + pick(r, BECH32, 58),
        "a2": "age1" + pick(r, BECH32, 58),
        "env": r.choice(("prod", "staging", "dev")),
    }


AGE_RECIPIENTS = Kind(
    "age-recipients",
    (
        "creation_rules:\n  - path_regex: secrets/⟨env⟩/.*\\.yaml$\n    age: >-\n      ⟨a1⟩,\n"
        "      ⟨a2⟩",
        "age -r ⟨a1⟩ -o backup.tar.age backup.tar",
        "Public key: ⟨a1⟩ (printed by age-keygen; the secret half is on the ⟨env⟩ YubiKey)",
        "Team recipients for ⟨env⟩: ⟨a1⟩ (dana), ⟨a2⟩ (ci)",
    ),
    _age,
    n=4,
)


def _cert(r: Random) -> dict[str, str]:
    return {
        "body": pem_body(r, 780),
        "fp": colon_hex(r, 32),
        "serial": colon_hex(r, 16).lower(),
        "cn": r.choice(("api.acme.io", "*.staging.acme.io", "grpc.lumen.dev")),
    }


TLS_CERTS = Kind(
    "tls-certificates",
    (
        "Leaf cert served by ⟨cn⟩:\n-----BEGIN CERTIFICATE-----\n⟨body⟩\n-----END CERTIFICATE-----",
        "$ openssl x509 -in tls.crt -noout -fingerprint -sha256\nsha256 Fingerprint=⟨fp⟩",
        "Serial Number:\n    ⟨serial⟩\nSubject: CN = ⟨cn⟩",
        "Pinned the intermediate (SHA-256 ⟨fp⟩) in the mobile app config for ⟨cn⟩.",
    ),
    _cert,
    n=4,
)


PLATFORM: tuple[Kind, ...] = (
    AWS_RESOURCE_IDS,
    AWS_ARNS,
    AWS_REQUEST_IDS,
    AWS_STS_IDENTITY,
    GCP_IDS,
    AZURE_IDS,
    TERRAFORM_LOCK,
    TERRAFORM_STATE,
    CONTAINER_DIGESTS,
    K8S_OBJECT_IDS,
    HELM_DIGESTS,
    ARGOCD_REVISIONS,
    VAULT_REFERENCES,
    SOPS_CIPHERTEXT,
    SEALED_SECRETS,
    ANSIBLE_VAULT,
    SECRET_REFS,
    SSH_HOST_KEYS,
    CI_RUN_IDS,
    WIREGUARD_PUBLIC,
    AGE_RECIPIENTS,
    TLS_CERTS,
)
