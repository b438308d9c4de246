"""Benign look-alikes: cloud and SaaS resource ids, public keys, public-by-design client keys,
committed ciphertext, references to secrets, masked values and placeholders."""

from __future__ import annotations

import base64
import struct
from random import Random

from tests.redact.lookalike4.gen import (
    ALNUM,
    B58,
    B64URL,
    LOWER,
    LOWER_ALNUM,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_text,
    b64url,
    b64url_json,
    choose,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)

BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_TEAMS = ("payments", "search", "platform", "growth", "identity", "billing")
_SERVICES = ("api", "worker", "gateway", "ledger", "notifier", "indexer")


def _aws(r: Random) -> dict[str, str]:
    return {
        "i": "i-0" + hexs(r, 16),
        "vpc": "vpc-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "subnet": "subnet-0" + hexs(r, 16),
        "ami": "ami-0" + hexs(r, 16),
        "acct": num(r, 12),
        "vol": "vol-0" + hexs(r, 16),
        "role": choose(r, "ci-deployer", "api-task", "gh-oidc-readonly", "lambda-exec"),
        "region": choose(r, "us-east-1", "eu-west-1", "ap-southeast-2", "eu-central-1"),
    }


AWS_IDS = Kind(
    "aws-resource-ids",
    (
        "Bastion is ⟨i⟩ in ⟨vpc⟩ (⟨subnet⟩); security group ⟨sg⟩ allows 22 from the VPN only.",
        "Assume arn:aws:iam::⟨acct⟩:role/⟨role⟩ before running the migration task.",
        "$ aws ec2 describe-images --owners self --query 'Images[0].ImageId'\n\"⟨ami⟩\"",
        "Snapshot of ⟨vol⟩ taken before resizing; lambda ARN is "
        "arn:aws:lambda:⟨region⟩:⟨acct⟩:function:thumbnailer.",
    ),
    _aws,
)


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "app": uuid4(r),
        "rg": "rg-" + choose(r, *_SERVICES) + "-" + choose(r, "prod", "stg", "dev"),
        "oid": uuid4(r),
    }


AZURE_IDS = Kind(
    "azure-resource-ids",
    (
        "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.Web/sites/api-prod",
        '$ az account show --query "{sub:id, tenant:tenantId}"\n'
        '{\n  "sub": "⟨sub⟩",\n  "tenant": "⟨tenant⟩"\n}',
        "The federated credential is on app registration ⟨app⟩ (tenant ⟨tenant⟩), "
        "service principal object id ⟨oid⟩.",
        "azure/login@v2 with client-id ⟨app⟩, tenant-id ⟨tenant⟩, subscription-id ⟨sub⟩ "
        "(OIDC, no client secret).",
    ),
    _azure,
)


def _gcp(r: Random) -> dict[str, str]:
    proj = choose(r, "acme-prod", "acme-staging", "ml-sandbox") + "-" + num(r, 6)
    return {
        "proj": proj,
        "pnum": num(r, 12),
        "sa": choose(r, "deployer", "cloud-run-api", "dataflow-runner"),
        "rev": f"api-{num(r, 5)}-{pick(r, LOWER, 3)}",
        "op": f"operation-{num(r, 13)}-{hexs(r, 13)}-{hexs(r, 8)}-{hexs(r, 8)}",
    }


GCP_IDS = Kind(
    "gcp-resource-ids",
    (
        "Cloud Run revision ⟨rev⟩ in project ⟨proj⟩ (number ⟨pnum⟩) serves 100% of traffic.",
        "Grant roles/run.invoker to ⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com.",
        "gcloud is still waiting on ⟨op⟩ for the GKE node pool upgrade.",
        "Default compute SA: ⟨pnum⟩-compute@developer.gserviceaccount.com",
    ),
    _gcp,
)

CLOUDFLARE_IDS = Kind(
    "cloudflare-account-ids",
    (
        'wrangler.toml:\nname = "edge-cache"\naccount_id = "⟨acct⟩"\n\n[[kv_namespaces]]\n'
        'binding = "CACHE"\nid = "⟨kv⟩"',
        '[[d1_databases]]\nbinding = "DB"\ndatabase_name = "prod"\ndatabase_id = "⟨uuid⟩"',
        "Zone ID for acme.dev is ⟨zone⟩ (Overview page, right column).",
        "R2 endpoint: https://⟨acct⟩.r2.cloudflarestorage.com/assets",
    ),
    lambda r: {"acct": hexs(r, 32), "kv": hexs(r, 32), "uuid": uuid4(r), "zone": hexs(r, 32)},
)

PAAS_IDS = Kind(
    "paas-deployment-ids",
    (
        '.vercel/project.json: {"projectId":"prj_⟨prj⟩","orgId":"team_⟨team⟩"}',
        "Vercel deployment dpl_⟨dpl⟩ is the last one before the 500s.",
        "netlify.toml is ignored; site id ⟨uuid⟩, deploy ⟨deploy⟩ was built from the wrong branch.",
        "fly machine ⟨machine⟩ in iad keeps restarting (exit code 1).",
        "Render service srv-⟨render⟩ — health check path is /healthz.",
    ),
    lambda r: {
        "prj": pick(r, ALNUM, 28),
        "team": pick(r, ALNUM, 24),
        "dpl": pick(r, B58, 28),
        "uuid": uuid4(r),
        "deploy": hexs(r, 24),
        "machine": hexs(r, 14),
        "render": pick(r, LOWER_ALNUM, 20),
    },
)

BILLING_IDS = Kind(
    "payment-and-messaging-object-ids",
    (
        "Refund pi_⟨a⟩ for customer cus_⟨c⟩ (subscription sub_⟨s⟩), see the ticket.",
        "Price ids: price_⟨a⟩ (monthly) and price_⟨b⟩ (yearly) on prod_⟨c⟩.",
        "Twilio message SM⟨h⟩ failed with 30007; call CA⟨h2⟩ was fine.",
        "SendGrid x-message-id ⟨sg⟩ bounced (mailbox full).",
        "Invoice in_⟨a⟩ is stuck in draft; charge ch_⟨b⟩ succeeded.",
    ),
    lambda r: {
        "a": "1" + pick(r, UPPER_ALNUM[:26], 1) + pick(r, ALNUM, 22),
        "b": "1" + pick(r, UPPER_ALNUM[:26], 1) + pick(r, ALNUM, 22),
        "c": pick(r, ALNUM, 14),
        "s": "1" + pick(r, ALNUM, 23),
        "h": hexs(r, 32),
        "h2": hexs(r, 32),
        "sg": pick(r, B64URL, 22),
    },
)

WORKSPACE_IDS = Kind(
    "workspace-tool-ids",
    (
        "Design is in Figma: https://www.figma.com/file/⟨figma⟩/Checkout-v3?node-id=12-⟨n⟩",
        "Notion spec: https://www.notion.so/acme/Retry-budget-⟨notion⟩",
        "Airtable base ⟨air⟩, table tbl⟨tbl⟩, record rec⟨rec⟩ has the launch checklist.",
        "Alerts go to Slack channel ⟨chan⟩; on-call user id is ⟨user⟩.",
        "Linear issue ENG-⟨n⟩ (id ⟨uuid⟩) tracks the flaky test.",
    ),
    lambda r: {
        "figma": pick(r, ALNUM, 22),
        "n": num(r, 4),
        "notion": hexs(r, 32),
        "air": "app" + pick(r, ALNUM, 14),
        "tbl": pick(r, ALNUM, 14),
        "rec": pick(r, ALNUM, 14),
        "chan": "C0" + pick(r, UPPER_ALNUM, 9),
        "user": "U0" + pick(r, UPPER_ALNUM, 9),
        "uuid": uuid4(r),
    },
)


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _ssh(r: Random) -> dict[str, str]:
    ed = base64.b64encode(_ssh_string(b"ssh-ed25519") + _ssh_string(r.randbytes(32))).decode()
    modulus = b"\x00" + bytes([r.randint(128, 255)]) + r.randbytes(383)
    rsa = _ssh_string(b"ssh-rsa") + _ssh_string(b"\x01\x00\x01") + _ssh_string(modulus)
    who = choose(r, "mei@laptop", "deploy@ci", "jonas@build-01", "ana@workstation")
    return {
        "ed": ed,
        "rsa": base64.b64encode(rsa).decode(),
        "who": who,
        "host": choose(r, "git.acme.dev", "bastion.acme.dev", "10.20.0.4"),
    }


SSH_PUB = Kind(
    "ssh-public-keys",
    (
        "Added to authorized_keys on the runner:\nssh-ed25519 ⟨ed⟩ ⟨who⟩",
        "Deploy key (read-only) on the infra repo: ssh-rsa ⟨rsa⟩ ⟨who⟩",
        "known_hosts entry we pin in CI:\n⟨host⟩ ssh-ed25519 ⟨ed⟩",
        "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 ⟨ed⟩ ⟨who⟩",
    ),
    _ssh,
)


def _small_pub(r: Random) -> dict[str, str]:
    return {
        "wg": b64(r, 32),
        "wg2": b64(r, 32),
        "age": "age1" + pick(r, BECH32, 58),
        "mini": b64(r, 42),
        "mid": pick(r, UHEX, 16),
        "ip": f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


SMALL_PUB = Kind(
    "wireguard-age-minisign-public-keys",
    (
        "[Peer]\nPublicKey = ⟨wg⟩\nAllowedIPs = ⟨ip⟩/32\nEndpoint = vpn.acme.dev:51820",
        ".sops.yaml:\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: ⟨age⟩",
        "Release signing key (minisign):\nuntrusted comment: minisign public key ⟨mid⟩\nRW⟨mini⟩",
        "$ wg show wg0\npeer: ⟨wg⟩\n  endpoint: 203.0.113.7:51820\n  allowed ips: ⟨ip⟩/32\n"
        "peer: ⟨wg2⟩",
        "Encrypt backups to the ops recipient: age -r ⟨age⟩ -o db.sql.age db.sql",
    ),
    _small_pub,
)

PGP = Kind(
    "pgp-fingerprints",
    (
        "$ gpg --list-keys mei@acme.dev\npub   ed25519 2024-01-15 [SC]\n      ⟨fp⟩\n"
        "uid           [ultimate] Mei Chen <mei@acme.dev>\nsub   cv25519 2024-01-15 [E]",
        "gpg: Signature made Tue 12 Mar 2026 10:04:11 CET\n"
        'gpg:                using EDDSA key ⟨fp⟩\ngpg: Good signature from "Jonas Weber"',
        "Import the release key: gpg --recv-keys ⟨fp⟩ (short id ⟨short⟩).",
        "apt signing key fingerprint ⟨spaced⟩ — check it against the website.",
    ),
    lambda r: (
        lambda fp: {
            "fp": fp,
            "short": fp[-16:],
            "spaced": " ".join(fp[i : i + 4] for i in range(0, 40, 4)),
        }
    )(pick(r, UHEX, 40)),
)


def _cert(r: Random) -> dict[str, str]:
    der = b"\x30\x82\x03\x1d\x30\x82\x02\x05\xa0\x03\x02\x01\x02\x02\x14" + r.randbytes(780)
    spki = bytes.fromhex("302a300506032b6570032100") + r.randbytes(32)
    n = b64url(r, 256)
    return {
        "cert": wrap(base64.b64encode(der).decode()),
        "spki": base64.b64encode(spki).decode(),
        "n": n,
        "kid": hexs(r, 40),
    }


PUBLIC_PEM = Kind(
    "public-certificates-and-keys",
    (
        "The internal CA cert we bake into the image:\n-----BEGIN CERTIFICATE-----\n⟨cert⟩\n"
        "-----END CERTIFICATE-----",
        "Webhook signature verification key (public):\n-----BEGIN PUBLIC KEY-----\n⟨spki⟩\n"
        "-----END PUBLIC KEY-----",
        '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
    ),
    _cert,
)


def _colon(r: Random, nbytes: int) -> str:
    return ":".join(pick(r, UHEX, 2) for _ in range(nbytes))


FINGERPRINTS = Kind(
    "key-and-cert-fingerprints",
    (
        "The authenticity of host 'git.acme.dev' can't be established.\n"
        "ED25519 key fingerprint is SHA256:⟨sshfp⟩.",
        "$ openssl x509 -noout -fingerprint -sha256 -in ca.pem\nsha256 Fingerprint=⟨sha256⟩",
        "$ ./gradlew signingReport\nVariant: release\nSHA1: ⟨sha1⟩\nSHA-256: ⟨sha256⟩",
        "256 SHA256:⟨sshfp⟩ deploy@ci (ED25519)",
        'Pinned cert SPKI hash: pin-sha256="⟨pin⟩"',
    ),
    lambda r: {
        "sshfp": b64(r, 32).rstrip("="),
        "sha256": _colon(r, 32),
        "sha1": _colon(r, 20),
        "pin": b64(r, 32),
    },
)

PUBLISHABLE = Kind(
    "publishable-client-keys",
    (
        "Checkout page uses the publishable key: NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
        "stripe.js init: const stripe = Stripe('⟨pkt⟩');",
        "Clerk frontend: VITE_CLERK_PUBLISHABLE_KEY=⟨clerk⟩",
        "Mapbox public token for the store map (URL-restricted): ⟨mapbox⟩",
        'reCAPTCHA widget: <div class="g-recaptcha" data-sitekey="⟨recap⟩"></div>',
    ),
    lambda r: {
        "pk": "pk_" + "live_" + "51" + pick(r, ALNUM, 97),
        "pkt": "pk_" + "test_" + "51" + pick(r, ALNUM, 97),
        "clerk": "pk_"
        + "test_"
        + b64_text(
            choose(r, "fond-gull", "brave-otter", "quick-lynx")
            + "-"
            + num(r, 2)
            + ".clerk.accounts.dev$"
        ),
        "mapbox": "pk."
        + b64url_json(
            {"u": choose(r, "acme-maps", "meichen"), "a": "cl" + pick(r, LOWER_ALNUM, 23)}
        )
        + "."
        + pick(r, B64URL, 22),
        "recap": "6L" + pick(r, B64URL, 38),
    },
)

CLIENT_IDS = Kind(
    "oauth-client-ids",
    (
        "Google sign-in client id: ⟨google⟩",
        'GitHub App "acme-ci": App ID ⟨appid⟩, Client ID ⟨gh⟩ (public; the private key '
        "is in Vault).",
        "auth0-spa-js: createAuth0Client({ domain: 'acme.eu.auth0.com', clientId: '⟨auth0⟩' })",
        "Okta SPA app client_id=⟨okta⟩ with PKCE, no client secret.",
    ),
    lambda r: {
        "google": f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "appid": num(r, 6),
        "gh": "Iv1." + hexs(r, 16),
        "auth0": pick(r, ALNUM, 32),
        "okta": "0oa" + pick(r, ALNUM, 17),
    },
)

TELEMETRY = Kind(
    "frontend-telemetry-keys",
    (
        'Sentry.init({ dsn: "https://⟨sentry⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩" })',
        "posthog.init('phc_⟨ph⟩', { api_host: 'https://eu.i.posthog.com' })",
        "Algolia InstantSearch: appId ⟨algapp⟩, search-only key ⟨algsearch⟩.",
        "NEXT_PUBLIC_SENTRY_DSN=https://⟨sentry⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩",
    ),
    lambda r: {
        "sentry": hexs(r, 32),
        "org": num(r, 6),
        "proj": num(r, 7),
        "ph": pick(r, ALNUM, 43),
        "algapp": pick(r, UPPER_ALNUM, 10),
        "algsearch": hexs(r, 32),
    },
)


def _sops(r: Random) -> dict[str, str]:
    def enc(nbytes: int, kind: str) -> str:
        return f"ENC[AES256_GCM,data:{b64(r, nbytes)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:{kind}]"

    return {
        "v1": enc(24, "str"),
        "v2": enc(18, "str"),
        "v3": enc(4, "int"),
        "mac": enc(32, "str"),
    }


SOPS = Kind(
    "sops-encrypted-values",
    (
        "secrets/prod.yaml (committed, sops-encrypted):\ndatabase:\n    password: ⟨v1⟩\n"
        "    port: ⟨v3⟩",
        "stripe_secret_key: ⟨v2⟩\nsops:\n    mac: ⟨mac⟩",
        "Only the value is encrypted, keys stay readable: api_token: ⟨v1⟩",
    ),
    _sops,
)


def _vaulted(r: Random) -> dict[str, str]:
    vault_hex = "\n".join("          " + hexs(r, 80) for _ in range(5))
    return {
        "ansible": vault_hex,
        "sealed": "Ag" + pick(r, ALNUM + "+/", 600) + "==",
        "rails": f"{b64(r, 96)}--{b64(r, 12)}--{b64(r, 16)}",
    }


VAULTED = Kind(
    "committed-ciphertext",
    (
        "group_vars/prod/vault.yml:\nvault_db_password: !vault |\n"
        "          $ANSIBLE_VAULT;1.1;AES256\n⟨ansible⟩",
        "kind: SealedSecret\nspec:\n  encryptedData:\n    DATABASE_PASSWORD: ⟨sealed⟩",
        "config/credentials/production.yml.enc is committed; it reads:\n⟨rails⟩",
    ),
    _vaulted,
)


def _refs(r: Random) -> dict[str, str]:
    return {
        "name": choose(r, "NPM_TOKEN", "PYPI_API_TOKEN", "DOCKERHUB_TOKEN", "SLACK_WEBHOOK_URL"),
        "name2": choose(r, "AWS_ROLE_ARN", "SENTRY_AUTH_TOKEN", "CODECOV_TOKEN"),
        "team": choose(r, *_TEAMS),
        "svc": choose(r, *_SERVICES),
        "vault": choose(r, "Engineering", "Infra", "Shared-Prod"),
        "item": choose(r, "Stripe", "Postgres prod", "Mailgun", "OpenAI"),
        "n": str(r.randint(2, 40)),
    }


SECRET_REFS = Kind(
    "secret-references",
    (
        "env:\n  ⟨name⟩: ${{ secrets.⟨name⟩ }}\n  ⟨name2⟩: ${{ secrets.⟨name2⟩ }}",
        "$ vault kv get -field=password secret/⟨team⟩/⟨svc⟩/postgres   # rotated v⟨n⟩",
        '.env.tpl (1Password CLI): DATABASE_URL="op://⟨vault⟩/⟨item⟩/connection-string"',
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
        "        name: ⟨svc⟩-db-⟨n⟩\n        key: password",
        "doppler run --project ⟨svc⟩ --config prd -- ./bin/migrate  (needs ⟨name⟩ from Doppler)",
    ),
    _refs,
)

SECRET_MANAGER = Kind(
    "secret-manager-paths",
    (
        "Task def pulls arn:aws:secretsmanager:eu-west-1:⟨acct⟩:secret:prod/⟨svc⟩/db-⟨suffix⟩",
        "gcloud secrets versions access ⟨n⟩ --secret=⟨svc⟩-api-key --project=acme-prod-⟨p⟩",
        "App setting: @Microsoft.KeyVault(SecretUri=https://kv-⟨svc⟩-prod.vault.azure.net/"
        "secrets/DbPassword/⟨ver⟩)",
        "SSM parameter /⟨team⟩/⟨svc⟩/prod/DATABASE_PASSWORD (SecureString, version ⟨n⟩)",
    ),
    lambda r: {
        "acct": num(r, 12),
        "svc": choose(r, *_SERVICES),
        "team": choose(r, *_TEAMS),
        "suffix": pick(r, ALNUM, 6),
        "n": str(r.randint(2, 60)),
        "p": num(r, 6),
        "ver": hexs(r, 32),
    },
)

MASKED = Kind(
    "masked-values",
    (
        "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account mchen (keyring)\n"
        "  - Token: gh" + "o_************************************",
        "Dashboard lists the key as ⟨prefix⟩••••••••⟨last4⟩; created ⟨date⟩.",
        "Old value was ****************⟨last4⟩ — rotated on ⟨date⟩.",
        "DATABASE_URL=postgres://app:*****@db-⟨n⟩.internal:5432/app (as printed by the logger)",
        "$ kubectl describe secret ⟨svc⟩-db\nData\n====\npassword:  ⟨len⟩ bytes\n"
        "username:  3 bytes",
    ),
    lambda r: {
        "prefix": choose(r, "sk_" + "live_", "rk_" + "live_", "sk-" + "proj-"),
        "last4": pick(r, ALNUM, 4),
        "date": f"2026-0{r.randint(1, 9)}-{r.randint(10, 28)}",
        "n": str(r.randint(1, 9)),
        "svc": choose(r, *_SERVICES),
        "len": str(r.randint(16, 48)),
    },
)

PLACEHOLDERS = Kind(
    "placeholder-values",
    (
        ".env.example:\n⟨var⟩=<your-⟨slug⟩-here>\nPORT=⟨port⟩",
        'config.toml template: api_key = "YOUR_⟨upper⟩_API_KEY"  # fill in locally, port ⟨port⟩',
        'password: "<redacted>"   # real one lives in the vault, db port ⟨port⟩',
        "export ⟨var⟩=xxxxxxxxxxxxxxxxxxxxxxxx   # dummy, the tests mock the client (⟨port⟩)",
        'curl -H "Authorization: Bearer $⟨var⟩" http://localhost:⟨port⟩/v1/me',
    ),
    lambda r: (
        lambda vendor: {
            "var": vendor.upper() + choose(r, "_API_KEY", "_TOKEN", "_SECRET"),
            "slug": vendor + "-key",
            "upper": vendor.upper(),
            "port": str(r.randint(3000, 9999)),
        }
    )(choose(r, "openai", "stripe", "mailgun", "algolia", "twilio", "linear")),
)

PLATFORM: tuple[Kind, ...] = (
    AWS_IDS,
    AZURE_IDS,
    GCP_IDS,
    CLOUDFLARE_IDS,
    PAAS_IDS,
    BILLING_IDS,
    WORKSPACE_IDS,
    SSH_PUB,
    SMALL_PUB,
    PGP,
    PUBLIC_PEM,
    FINGERPRINTS,
    PUBLISHABLE,
    CLIENT_IDS,
    TELEMETRY,
    SOPS,
    VAULTED,
    SECRET_REFS,
    SECRET_MANAGER,
    MASKED,
    PLACEHOLDERS,
)
