"""Benign look-alikes from the platform stack: Terraform Cloud, Vault, Consul, Nomad, Okta,
Argo CD, Istio, Cloudflare, Jenkins and Bitbucket Pipelines. Run and object ids, lockfile
hashes, HMAC'd audit fields, ciphertext, masked console output and secret references."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike10.gen import (
    ALNUM,
    HUBS,
    PEOPLE,
    SERVICES,
    SQUADS,
    Kind,
    b64,
    b64url,
    clock,
    colon_hex,
    day,
    hexs,
    lines,
    pick,
    stamp,
    uuid4,
)


def _tfc(r: Random) -> dict[str, str]:
    return {
        "run": "run-" + pick(r, ALNUM, 16),
        "ws": "ws-" + pick(r, ALNUM, 16),
        "sv": "sv-" + pick(r, ALNUM, 16),
        "apply": "apply-" + pick(r, ALNUM, 16),
        "pol": "polset-" + pick(r, ALNUM, 16),
        "wsname": r.choice(("platform-network-prod", "data-snowflake-prod", "okta-apps", "cdn")),
        "who": r.choice(PEOPLE),
        "add": str(r.randint(0, 12)),
        "chg": str(r.randint(0, 9)),
        "des": str(r.randint(0, 3)),
    }


TFC_IDS = Kind(
    "tfc_ids",
    (
        "TFC ⟨wsname⟩ (⟨ws⟩): run ⟨run⟩ planned ⟨add⟩ to add, ⟨chg⟩ to change, ⟨des⟩ to "
        "destroy; ⟨who⟩ approved, apply ⟨apply⟩ produced state version ⟨sv⟩.",
        "Sentinel policy set ⟨pol⟩ soft-failed on ⟨run⟩ (mandatory tags missing) — override "
        "was logged by ⟨who⟩ in the run's comments.",
        "https://app.terraform.io/app/mandje/workspaces/⟨wsname⟩/runs/⟨run⟩ — rolled back by "
        "restoring state version ⟨sv⟩ via the API (workspace ⟨ws⟩ locked meanwhile).",
    ),
    _tfc,
    n=6,
)

TERRAFORM_SENSITIVE = Kind(
    "terraform_sensitive_plan",
    (
        lines(
            "  # vault_database_secret_backend_connection.⟨name⟩ will be updated in-place",
            '  ~ resource "vault_database_secret_backend_connection" "⟨name⟩" {',
            '        id   = "database/config/⟨name⟩"',
            "        # (6 unchanged attributes hidden)",
            "",
            "      ~ postgresql {",
            "          ~ password = (sensitive value)",
            "          ~ max_open_connections = ⟨a⟩ -> ⟨b⟩",
            "        }",
            "    }",
        ),
        lines(
            "$ terraform output",
            'consumer_sa_email = "⟨sa⟩@mandje-data-prod.iam.gserviceaccount.com"',
            "snowflake_loader_password = <sensitive>",
            'cluster_endpoint = "https://⟨hex⟩.gr7.eu-west-1.eks.amazonaws.com"',
        ),
        "terraform state show module.⟨name⟩.random_password.this → `result = (sensitive "
        "value)`; to read it you need `terraform output -raw`, which we do NOT do on laptops.",
    ),
    lambda r: {
        "name": r.choice(("orders_pg", "catalog_pg", "stock_pg", "promo_pg")),
        "a": str(r.randint(4, 20)),
        "b": str(r.randint(21, 60)),
        "sa": r.choice(("play-publisher", "bq-export", "looker-pdt")),
        "hex": hexs(r, 32).upper(),
    },
)


def _lock(r: Random) -> dict[str, str]:
    prov = r.choice(
        (
            ("hashicorp/aws", "5.8", "~> 5.80"),
            ("hashicorp/vault", "4.6", "~> 4.4"),
            ("okta/okta", "4.1", ">= 4.0"),
            ("cloudflare/cloudflare", "4.4", "~> 4.40"),
            ("snowflake-labs/snowflake", "1.0", "~> 1.0"),
        )
    )
    return {
        "prov": prov[0],
        "ver": f"{prov[1]}{r.randint(1, 9)}.{r.randint(0, 9)}",
        "cons": prov[2],
        "h1": b64(r, 32),
        "z1": hexs(r, 64),
        "z2": hexs(r, 64),
        "z3": hexs(r, 64),
    }


TERRAFORM_LOCK = Kind(
    "terraform_lock_hcl",
    (
        lines(
            'provider "registry.terraform.io/⟨prov⟩" {',
            '  version     = "⟨ver⟩"',
            '  constraints = "⟨cons⟩"',
            "  hashes = [",
            '    "h1:⟨h1⟩",',
            '    "zh:⟨z1⟩",',
            '    "zh:⟨z2⟩",',
            '    "zh:⟨z3⟩",',
            "  ]",
            "}",
        ),
        "CI failed with `the cached package for registry.terraform.io/⟨prov⟩ ⟨ver⟩ does not "
        "match any of the checksums recorded in the dependency lock file` — missing "
        "linux_arm64 hash; fixed with `terraform providers lock -platform=linux_arm64` "
        "(new entry h1:⟨h1⟩).",
    ),
    _lock,
)


def _kvmeta(r: Random) -> dict[str, str]:
    return {
        "path": r.choice(("payments/adyen", "data/snowflake-loader", "mobile/match", "okta/scim")),
        "c": stamp(r),
        "u": stamp(r),
        "v": str(r.randint(2, 19)),
        "max": str(r.choice((0, 10, 20))),
    }


VAULT_KV_METADATA = Kind(
    "vault_kv_metadata",
    (
        lines(
            "$ vault kv metadata get -mount=secret ⟨path⟩",
            "======== Metadata Path ========",
            "secret/metadata/⟨path⟩",
            "",
            "========== Metadata ==========",
            "Key                     Value",
            "---                     -----",
            "cas_required            false",
            "created_time            ⟨c⟩",
            "current_version         ⟨v⟩",
            "max_versions            ⟨max⟩",
            "updated_time            ⟨u⟩",
        ),
        "secret/⟨path⟩ is at version ⟨v⟩ (updated ⟨u⟩). To read one field without printing "
        "the rest: `vault kv get -mount=secret -field=password ⟨path⟩ | pbcopy`.",
    ),
    _kvmeta,
)

VAULT_TRANSIT = Kind(
    "vault_transit_ciphertext",
    (
        lines(
            "$ vault write -field=ciphertext transit/encrypt/⟨key⟩ plaintext=$(base64 <<< "
            '"$PHONE")',
            "vault:v⟨v⟩:⟨ct⟩",
        ),
        "customers.phone_enc holds transit ciphertext like `vault:v⟨v⟩:⟨ct⟩`; after "
        "`vault write -f transit/keys/⟨key⟩/rotate` old rows still decrypt, rewrap nightly.",
        '{"batch_results":[{"ciphertext":"vault:v⟨v⟩:⟨ct⟩","key_version":⟨v⟩},'
        '{"ciphertext":"vault:v⟨v⟩:⟨ct2⟩","key_version":⟨v⟩}]}',
    ),
    lambda r: {
        "key": r.choice(("customer-pii", "rider-docs", "iban-tokens")),
        "v": str(r.randint(1, 7)),
        "ct": b64(r, r.choice((44, 52, 60))),
        "ct2": b64(r, 48),
    },
)

VAULT_POLICY = Kind(
    "vault_policy_and_paths",
    (
        lines(
            "# policies/⟨svc⟩.hcl",
            'path "secret/data/⟨svc⟩/*" {',
            '  capabilities = ["read"]',
            "}",
            'path "database/creds/⟨role⟩" {',
            '  capabilities = ["read"]',
            "}",
            'path "transit/encrypt/customer-pii" {',
            '  capabilities = ["update"]',
            "}",
        ),
        "⟨svc⟩ pulls creds from `vault:database/creds/⟨role⟩` (TTL 1h, max 24h); the static "
        "API key is at `vault:secret/data/⟨svc⟩/adyen#api_key`.",
        "$ vault read -format=json database/roles/⟨role⟩ | jq .data.creation_statements  "
        "# shows the CREATE ROLE template with {{name}} and {{password}} placeholders",
    ),
    lambda r: {
        "svc": r.choice(SERVICES),
        "role": r.choice(("orders-readonly", "catalog-rw", "stock-readonly", "promo-rw")),
    },
)


def _audit(r: Random) -> dict[str, str]:
    return {
        "t": stamp(r),
        "tok": hexs(r, 64),
        "acc": hexs(r, 64),
        "id": uuid4(r),
        "path": r.choice(("secret/data/payments/adyen", "database/creds/orders-readonly")),
        "dn": r.choice(("kubernetes-airflow-airflow-worker", "oidc-" + "jiwoo", "approle-jenkins")),
        "ip": f"10.42.{r.randint(0, 31)}.{r.randint(2, 250)}",
        "pw": hexs(r, 64),
    }


VAULT_AUDIT = Kind(
    "vault_audit_hmac",
    (
        '{"time":"⟨t⟩","type":"response","auth":{"client_token":"hmac-sha256:⟨tok⟩",'
        '"accessor":"hmac-sha256:⟨acc⟩","display_name":"⟨dn⟩"},"request":{"id":"⟨id⟩",'
        '"operation":"read","path":"⟨path⟩","remote_address":"⟨ip⟩"}}',
        "Audit device hashes every string with HMAC-SHA256, so the response's password field "
        "shows as hmac-sha256:⟨pw⟩. To match a known value use `vault write "
        "sys/audit-hash/file input=...` — request ⟨id⟩ was ⟨dn⟩.",
    ),
    _audit,
)

CONSUL_MEMBERS = Kind(
    "consul_members_ids",
    (
        lines(
            "$ consul members",
            "Node             Address           Status  Type    Build   Protocol  DC    "
            "Partition  Segment",
            "consul-server-0  10.42.0.⟨a⟩:8301  alive   server  1.20.⟨p⟩  2         ams1  "
            "default    <all>",
            "nomad-client-⟨n⟩  10.42.4.⟨b⟩:8301  failed  client  1.20.⟨p⟩  2         ams1  "
            "default    <default>",
        ),
        "Stale node nomad-client-⟨n⟩ (Node ID ⟨nid⟩) left the catalog after `consul force-leave "
        "-prune nomad-client-⟨n⟩`; its service instance ⟨svc⟩-⟨sid⟩ went with it.",
        "ACL token audit (jq on `consul acl token list -format=json`): AccessorID ⟨acc⟩, "
        'Description "⟨svc⟩ agent token", Policies ["⟨svc⟩-write"]. No SecretIDs copied.',
    ),
    lambda r: {
        "a": str(r.randint(10, 12)),
        "b": str(r.randint(2, 250)),
        "p": str(r.randint(0, 4)),
        "n": str(r.randint(10, 60)),
        "nid": uuid4(r),
        "svc": r.choice(SERVICES),
        "sid": hexs(r, 8),
        "acc": uuid4(r),
    },
)

CONSUL_CA = Kind(
    "consul_connect_ca",
    (
        lines(
            '$ curl -s -H "X-Consul-Token: $CONSUL_HTTP_TOKEN" $CONSUL_HTTP_ADDR/v1/connect/'
            "ca/roots | jq '.Roots[0] | {ID, SigningKeyID, SerialNumber, NotAfter}'",
            "{",
            '  "ID": "⟨id⟩",',
            '  "SigningKeyID": "⟨skid⟩",',
            '  "SerialNumber": ⟨serial⟩,',
            '  "NotAfter": "2036-03-⟨d⟩T09:12:44Z"',
            "}",
        ),
        "Mesh trust domain is ⟨td⟩.consul; intention web → ⟨svc⟩ allowed, leaf cert "
        "spiffe://⟨td⟩.consul/ns/default/dc/ams1/svc/⟨svc⟩ signed by root ⟨id⟩.",
    ),
    lambda r: {
        "id": colon_hex(r, 32, upper=False),
        "skid": colon_hex(r, 32, upper=False),
        "serial": str(r.randint(5, 99)),
        "d": f"{r.randint(1, 28):02d}",
        "td": uuid4(r),
        "svc": r.choice(SERVICES),
    },
)


def _nomad(r: Random) -> dict[str, str]:
    a1, a2 = uuid4(r), uuid4(r)
    return {
        "job": r.choice(SERVICES),
        "a1": a1,
        "a1s": a1[:8],
        "a2s": a2[:8],
        "n1": hexs(r, 8),
        "n2": hexs(r, 8),
        "ev": uuid4(r),
        "ver": str(r.randint(10, 140)),
        "d": day(r),
    }


NOMAD_ALLOCS = Kind(
    "nomad_alloc_ids",
    (
        lines(
            "$ nomad job status ⟨job⟩ | sed -n '/Allocations/,$p'",
            "Allocations",
            "ID        Node ID   Task Group  Version  Desired  Status    Created  Modified",
            "⟨a1s⟩  ⟨n1⟩  app         ⟨ver⟩      run      running   3h ago   3h ago",
            "⟨a2s⟩  ⟨n2⟩  app         ⟨ver⟩      stop     complete  3h ago   2h ago",
        ),
        "OOM on ⟨job⟩: `nomad alloc status ⟨a1⟩` → Exit Code 137, OOM Killed; evaluation "
        "⟨ev⟩ placed the replacement on node ⟨n2⟩.",
        "$ nomad alloc logs -stderr -f ⟨a1s⟩ app  # ⟨job⟩ v⟨ver⟩, deployed ⟨d⟩",
    ),
    _nomad,
    n=6,
)

NOMAD_TEMPLATES = Kind(
    "nomad_template_refs",
    (
        lines(
            "template {",
            '  destination = "secrets/db.env"',
            "  env         = true",
            "  data        = <<EOT",
            '{{ with secret "database/creds/⟨role⟩" }}',
            "PGUSER={{ .Data.username }}",
            "PGPASSWORD={{ .Data.password }}",
            "{{ end }}",
            "EOT",
            "}",
        ),
        lines(
            "vault {",
            '  role     = "⟨job⟩"',
            '  change_mode = "signal"',
            '  change_signal = "SIGHUP"',
            "}",
            '# ⟨job⟩ reads {{ with secret "secret/data/⟨job⟩/app" }}{{ .Data.data.api_key }}'
            "{{ end }} — nothing is in the jobspec itself",
        ),
    ),
    lambda r: {
        "role": r.choice(("orders-readonly", "catalog-rw", "stock-readonly", "promo-rw")),
        "job": r.choice(SERVICES),
    },
)


def _okta_id(r: Random, prefix: str) -> str:
    return prefix + pick(r, ALNUM, 17)


OKTA_IDS = Kind(
    "okta_object_ids",
    (
        "Okta: user ⟨u⟩ (⟨who⟩) removed from group ⟨g⟩ (app-looker-admins); SCIM push to "
        "Looker app ⟨app⟩ succeeded.",
        lines(
            '{"eventType": "user.session.start", "outcome": {"result": "FAILURE", '
            '"reason": "VERIFICATION_ERROR"},',
            ' "actor": {"id": "⟨u⟩", "type": "User"}, "uuid": "⟨ev⟩",',
            ' "transaction": {"type": "WEB", "id": "⟨tx⟩"}, "published": "⟨t⟩"}',
        ),
        "Custom authorization server ⟨aus⟩ issues tokens for the rider app (aud "
        "api://rider); Jenkins OIDC app is ⟨app⟩.",
    ),
    lambda r: {
        "u": _okta_id(r, "00u"),
        "g": _okta_id(r, "00g"),
        "app": _okta_id(r, "0oa"),
        "aus": _okta_id(r, "aus"),
        "who": r.choice(PEOPLE),
        "ev": uuid4(r),
        "tx": pick(r, ALNUM, 24) + "AAA" + r.choice("ABCDE"),
        "t": stamp(r),
    },
    n=6,
)

OKTA_SCIM = Kind(
    "okta_scim_masked",
    (
        lines(
            "PATCH /scim/v2/Users/⟨ext⟩ HTTP/1.1",
            "Host: ⟨host⟩",
            "Authorization: Bearer ••••••••••••",
            "Content-Type: application/scim+json",
            "",
            '{"schemas":["urn:ietf:params:scim:api:messages:2.0:PatchOp"],'
            '"Operations":[{"op":"replace","value":{"active":false}}]}',
        ),
        "SCIM 401s from Okta to ⟨host⟩ after the token rotation: Okta still had the old "
        "bearer (shown as `Bearer *****⟨tail⟩`); pasted the new one into the app's "
        "Provisioning → Integration tab, request ⟨req⟩ then returned 200.",
    ),
    lambda r: {
        "ext": uuid4(r),
        "host": r.choice(("mandje.atlassian.net", "scim.braze.com", "mandje.cloud.looker.com")),
        "tail": hexs(r, 4),
        "req": uuid4(r),
    },
)

OKTA_PKCE = Kind(
    "okta_pkce_public_client",
    (
        "GET https://login.mandje.io/oauth2/⟨aus⟩/v1/authorize?client_id=⟨cid⟩"
        "&response_type=code&scope=openid%20profile%20offline_access"
        "&redirect_uri=io.mandje.rider%3A%2Fcallback&state=⟨state⟩"
        "&code_challenge=⟨cc⟩&code_challenge_method=S256",
        "Rider app OIDC is a public client (PKCE, no client secret): client_id ⟨cid⟩, issuer "
        "https://login.mandje.io/oauth2/⟨aus⟩. The code_challenge in the logs (⟨cc⟩) is just "
        "SHA-256 of the verifier.",
    ),
    lambda r: {
        "aus": _okta_id(r, "aus"),
        "cid": _okta_id(r, "0oa"),
        "state": b64url(r, 24),
        "cc": b64url(r, 32),
    },
)

ARGOCD_STATUS = Kind(
    "argocd_app_status",
    (
        lines(
            "$ argocd app get ⟨app⟩-prod",
            "Name:               argocd/⟨app⟩-prod",
            "Project:            ⟨squad⟩",
            "Server:             https://kubernetes.default.svc",
            "Namespace:          ⟨app⟩",
            "Repo:               https://bitbucket.org/mandje/deploy-manifests.git",
            "Target:             main",
            "Path:               apps/⟨app⟩/overlays/prod",
            "Sync Status:        OutOfSync from main (⟨short⟩)",
            "Health Status:      Progressing",
        ),
        "Argo CD kept re-syncing ⟨app⟩ because the Deployment annotation "
        "checksum/config: ⟨sum⟩ is computed at render time; revision ⟨sha⟩ fixed it.",
        "argocd app history ⟨app⟩-prod → ID ⟨id⟩ at ⟨d⟩ revision ⟨sha⟩; rollback with "
        "`argocd app rollback ⟨app⟩-prod ⟨id⟩` (auto-sync must be off first).",
    ),
    lambda r: {
        "app": r.choice(SERVICES),
        "squad": r.choice(SQUADS),
        "sha": (sha := hexs(r, 40)),
        "short": sha[:7],
        "sum": hexs(r, 64),
        "id": str(r.randint(20, 400)),
        "d": day(r),
    },
)


def _envoy(r: Random) -> dict[str, str]:
    return {
        "t": stamp(r),
        "path": r.choice(("/v1/basket/", "/v2/slots/", "/v1/orders/")) + uuid4(r),
        "code": str(r.choice((200, 503, 504, 429))),
        "flags": r.choice(("-", "UF,URX", "UT", "UO")),
        "rid": uuid4(r),
        "tp": f"00-{hexs(r, 32)}-{hexs(r, 16)}-01",
        "svc": r.choice(SERVICES),
        "ip": f"10.42.{r.randint(0, 31)}.{r.randint(2, 250)}",
        "dur": str(r.randint(2, 3000)),
    }


ISTIO_ACCESS_LOG = Kind(
    "istio_access_log",
    (
        '[⟨t⟩] "GET ⟨path⟩ HTTP/2" ⟨code⟩ ⟨flags⟩ via_upstream - "-" 0 1843 ⟨dur⟩ ⟨dur⟩ '
        '"-" "okhttp/4.12.0" "⟨rid⟩" "api.mandje.io" "⟨ip⟩:8080" '
        "outbound|8080||⟨svc⟩.⟨svc⟩.svc.cluster.local",
        "504 chain for x-request-id ⟨rid⟩: ingress → ⟨svc⟩ (⟨dur⟩ms, flags ⟨flags⟩), "
        "traceparent ⟨tp⟩ — the Datadog trace shows the DB call, not the mesh.",
    ),
    _envoy,
)

ISTIO_CERTS = Kind(
    "istio_proxy_certs",
    (
        lines(
            "$ istioctl proxy-config secret deploy/⟨svc⟩ -n ⟨svc⟩",
            "RESOURCE NAME  TYPE        STATUS  VALID CERT  SERIAL NUMBER                     "
            "NOT AFTER             NOT BEFORE",
            "default        Cert Chain  ACTIVE  true        ⟨s1⟩  ⟨na⟩  ⟨nb⟩",
            "ROOTCA         CA          ACTIVE  true        ⟨s2⟩  2035-11-02T08:14:55Z  "
            "2025-11-04T08:14:55Z",
        ),
        "Workload cert for spiffe://cluster.local/ns/⟨svc⟩/sa/⟨svc⟩ has serial ⟨s1⟩ and "
        "24h TTL; istiod root serial ⟨s2⟩ is the one in the PeerAuthentication doc.",
    ),
    lambda r: {
        "svc": r.choice(SERVICES),
        "s1": hexs(r, 32),
        "s2": hexs(r, 32),
        "na": stamp(r)[:19] + "Z",
        "nb": stamp(r)[:19] + "Z",
    },
)

CLOUDFLARE_IDS = Kind(
    "cloudflare_ids",
    (
        "Cloudflare zone mandje.io = ⟨zone⟩ (account ⟨acct⟩); the 520s had cf-ray "
        "⟨ray⟩-⟨pop⟩ and origin ⟨svc⟩.",
        lines(
            "$ curl -sI https://api.mandje.io/v1/health",
            "HTTP/2 200",
            "date: Tue, ⟨dd⟩ Mar 2026 ⟨t⟩ GMT",
            "cf-cache-status: DYNAMIC",
            "server: cloudflare",
            "cf-ray: ⟨ray⟩-⟨pop⟩",
        ),
        "WAF custom rule ⟨rule⟩ (ruleset ⟨rs⟩) blocked the Adyen webhook IPs — added them to "
        "list ⟨list⟩.",
    ),
    lambda r: {
        "zone": hexs(r, 32),
        "acct": hexs(r, 32),
        "ray": hexs(r, 16),
        "pop": r.choice(("AMS", "ARN", "MXP", "IST", "ICN", "FRA")),
        "svc": r.choice(SERVICES),
        "dd": f"{r.randint(2, 31):02d}",
        "t": clock(r),
        "rule": hexs(r, 32),
        "rs": hexs(r, 32),
        "list": hexs(r, 32),
    },
    n=6,
)

CLOUDFLARE_PUBLIC = Kind(
    "cloudflare_public_ids",
    (
        "Turnstile on the signup form: sitekey ⟨site⟩ goes in the page (public); the "
        "matching secret key is only in Vault secret/data/web/turnstile.",
        lines(
            "# Cloudflare Access service token for the ⟨svc⟩ health prober",
            "CF-Access-Client-Id: ⟨cid⟩.access",
            "CF-Access-Client-Secret: ${CF_ACCESS_CLIENT_SECRET}",
        ),
        "Access app ⟨aud⟩ (AUD tag) protects grafana.⟨hub⟩.mandje.internal; JWT validated "
        "against https://mandje.cloudflareaccess.com/cdn-cgi/access/certs.",
    ),
    lambda r: {
        "site": "0x4AAAAAAA" + pick(r, ALNUM + "-_", 14),
        "cid": hexs(r, 32),
        "svc": r.choice(SERVICES),
        "aud": hexs(r, 64),
        "hub": r.choice(HUBS).lower(),
    },
)

JENKINS_MASKED = Kind(
    "jenkins_masked_credentials",
    (
        lines(
            "withCredentials([usernamePassword(credentialsId: '⟨cred⟩',",
            "                                  usernameVariable: 'SF_USER',",
            "                                  passwordVariable: 'SF_PASSWORD')]) {",
            "  sh 'snowsql -a $SF_ACCOUNT -u $SF_USER -f deploy/⟨file⟩.sql'",
            "}",
        ),
        lines(
            "[Pipeline] withCredentials",
            "Masking supported pattern matches of $SF_PASSWORD or $SF_USER",
            "[Pipeline] {",
            "[Pipeline] sh",
            "+ snowsql -a ab12345.eu-central-1 -u **** -f deploy/⟨file⟩.sql",
            "* SnowSQL * v1.3.⟨p⟩",
        ),
        'Jenkins warned `A secret was passed to "sh" using Groovy String interpolation, which '
        "is insecure. Affected argument(s) used the following variable(s): [SF_PASSWORD]` in "
        "job ⟨job⟩ #⟨build⟩ — switched to single quotes.",
    ),
    lambda r: {
        "cred": r.choice(("snowflake-deployer", "snowflake-ci", "sf-schemachange")),
        "file": r.choice(("V1_42__grants", "R__views", "V2_03__masking_policies")),
        "p": str(r.randint(0, 3)),
        "job": r.choice(("data/schemachange-prod", "mobile/ios-release", "platform/tf-lint")),
        "build": str(r.randint(100, 4000)),
    },
)

JENKINS_FINGERPRINTS = Kind(
    "jenkins_fingerprints",
    (
        "Jenkins fingerprint MD5 ⟨md5⟩ for ⟨art⟩ was first seen in ⟨job⟩ #⟨build⟩ — "
        "traced which build shipped the bad jar.",
        lines(
            " > git rev-parse refs/remotes/origin/main^{commit} # timeout=10",
            "Checking out Revision ⟨sha⟩ (refs/remotes/origin/main)",
            " > git config core.sparsecheckout # timeout=10",
            " > git checkout -f ⟨sha⟩ # timeout=10",
            'Commit message: "⟨msg⟩"',
        ),
    ),
    lambda r: {
        "md5": hexs(r, 32),
        "art": r.choice(("orders-enricher-2.14.0.jar", "flink-jobs-all.jar", "app-release.aab")),
        "job": r.choice(("data/flink-jobs", "mobile/android-release", "platform/base-images")),
        "build": str(r.randint(100, 4000)),
        "sha": hexs(r, 40),
        "msg": r.choice(("bump avro to 1.12", "DATA-1422 fix late rows", "pin jdk 21.0.6")),
    },
)

BITBUCKET_VARS = Kind(
    "bitbucket_pipeline_vars",
    (
        lines(
            "- step:",
            "    name: dbt build (prod)",
            "    oidc: true",
            "    script:",
            "      - export DBT_ENV_SECRET_SNOWFLAKE_PW=$SNOWFLAKE_PASSWORD  # secured repo var",
            "      - dbt build --target prod --select state:modified+ --state ./prod-artifacts",
            "      - aws sts assume-role-with-web-identity --role-arn $AWS_ROLE_ARN "
            "--web-identity-token $BITBUCKET_STEP_OIDC_TOKEN --role-session-name bb-⟨n⟩",
        ),
        "Pipeline {⟨uuid⟩} (build #⟨n⟩) — secured variable SNOWFLAKE_PASSWORD printed as "
        "$SNOWFLAKE_PASSWORD in the log, which is Bitbucket masking it, not a bug.",
        lines(
            "- pipe: atlassian/aws-s3-deploy:1.6.⟨p⟩",
            "  variables:",
            "    AWS_OIDC_ROLE_ARN: $AWS_OIDC_ROLE_ARN",
            "    S3_BUCKET: mandje-static-⟨env⟩",
            "    LOCAL_PATH: dist",
        ),
    ),
    lambda r: {
        "n": str(r.randint(1000, 9999)),
        "uuid": uuid4(r),
        "p": str(r.randint(0, 4)),
        "env": r.choice(("prod", "staging", "preview")),
    },
    n=6,
)

PLATFORM: tuple[Kind, ...] = (
    TFC_IDS,
    TERRAFORM_SENSITIVE,
    TERRAFORM_LOCK,
    VAULT_KV_METADATA,
    VAULT_TRANSIT,
    VAULT_POLICY,
    VAULT_AUDIT,
    CONSUL_MEMBERS,
    CONSUL_CA,
    NOMAD_ALLOCS,
    NOMAD_TEMPLATES,
    OKTA_IDS,
    OKTA_SCIM,
    OKTA_PKCE,
    ARGOCD_STATUS,
    ISTIO_ACCESS_LOG,
    ISTIO_CERTS,
    CLOUDFLARE_IDS,
    CLOUDFLARE_PUBLIC,
    JENKINS_MASKED,
    JENKINS_FINGERPRINTS,
    BITBUCKET_VARS,
)

__all__ = ["PLATFORM"]
