"""Benign look-alikes in configuration: public client ids, committed ciphertext, masked
values, references to where a secret lives, placeholders, base64 of plain data, versions."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike5.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url_of,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)

_SECRET_NAMES = ("NPM_TOKEN", "DEPLOY_KEY", "SENTRY_AUTH_TOKEN", "PYPI_API_TOKEN", "DB_PASSWORD")
_ENVS = ("prod", "staging", "eu-prod", "dev")


def _publishable(r: Random) -> dict[str, str]:
    mapbox = b64url_of(json.dumps({"u": "acme-maps", "a": pick(r, LOWER_ALNUM, 25)}))
    return {
        "stripe": "pk" + "_live_" + "51" + pick(r, ALNUM, 97),
        "stripe_test": "pk" + "_test_" + "51" + pick(r, ALNUM, 97),
        "mapbox": "pk." + mapbox + "." + pick(r, B64URL, 22),
        "algolia": hexs(r, 32),
        "appid": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10),
        "ld": hexs(r, 24),
        "posthog": "ph" + "c_" + pick(r, ALNUM, 43),
    }


def _dsn(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 32),
        "org": num(r, 6),
        "proj": num(r, 7),
        "rel": f"web@{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


def _oauth_ids(r: Random) -> dict[str, str]:
    return {
        "google": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
        "gh": "Iv1." + hexs(r, 16),
        "ghapp": str(r.randint(100000, 999999)),
        "auth0": pick(r, ALNUM, 32),
        "azure": uuid4(r),
    }


def _sops(r: Random) -> dict[str, str]:
    def enc(n: int) -> str:
        return f"ENC[AES256_GCM,data:{b64(r, n)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"

    return {
        "e1": enc(18),
        "e2": enc(24),
        "mac": enc(32),
        "age": "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        "armored": wrap(b64(r, 180)),
    }


def _sealed(r: Random) -> dict[str, str]:
    return {
        "c1": "AgB" + b64(r, 360),
        "c2": "AgA" + b64(r, 360),
        "ns": r.choice(_ENVS),
        "name": r.choice(("payments-db", "smtp-relay", "oauth-proxy")),
    }


def _vault_files(r: Random) -> dict[str, str]:
    body = "\n".join(hexs(r, 80) for _ in range(r.randint(4, 7)))
    return {
        "body": body,
        "rails": b64(r, 90) + "--" + b64(r, 12) + "--" + b64(r, 16),
        "armored": wrap(b64(r, 200)),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, ALNUM, 4),
        "gh": "gh" + "p_",
        "sk": "sk" + "_live_",
        "akia": "AK" + "IA",
        "tail": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4),
        "stars": "*" * r.randint(8, 24),
        "dots": "•" * r.randint(8, 16),
    }


def _ci_refs(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_SECRET_NAMES),
        "name2": r.choice(_SECRET_NAMES),
        "env": r.choice(_ENVS),
    }


def _store_refs(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "suffix": pick(r, ALNUM, 6),
        "env": r.choice(_ENVS),
        "app": r.choice(("payments", "orders", "search", "mailer")),
        "ver": str(r.randint(1, 40)),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(("STRIPE", "OPENAI", "SENDGRID", "MAPBOX", "GITHUB")),
        "n": str(r.randint(2, 9)),
    }


def _k8s_refs(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(("payments-db", "redis-auth", "smtp-relay", "registry-creds")),
        "key": r.choice(("password", "token", "api-key", ".dockerconfigjson")),
        "ns": r.choice(_ENVS),
    }


def _plain_b64(r: Random) -> dict[str, str]:
    cursor = json.dumps({"last_id": r.randint(1000, 999999), "dir": "next"}, separators=(",", ":"))
    cfg = f"log_level=info\nworkers={r.randint(2, 16)}\n"
    return {
        "cursor": b64url_of(cursor),
        "cfg": b64_of(cfg),
        "hello": b64_of(r.choice(("hello world", "healthcheck ok", "ping from edge-3"))),
        "png": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"
        + pick(r, ALNUM, 8)
        + "AAAAABJRU5ErkJggg==",
        "blob": b64_of(json.dumps({"feature": "dark_mode", "rollout": r.randint(1, 100)})),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "semver": f"{r.randint(1, 12)}.{r.randint(0, 40)}.{r.randint(0, 30)}",
        "sha": hexs(r, 7),
        "rc": str(r.randint(1, 5)),
        "build": str(r.randint(100, 9000)),
        "date": f"2025{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
        "pep": f"{r.randint(0, 3)}.{r.randint(0, 20)}.dev{r.randint(1, 900)}+g{hexs(r, 8)}",
    }


def _policy(r: Random) -> dict[str, str]:
    return {
        "min": str(r.randint(10, 16)),
        "days": str(r.choice((30, 60, 90, 180))),
        "ttl": str(r.choice((900, 3600, 86400))),
        "rounds": str(r.choice((10, 12, 14))),
    }


CONFIG: tuple[Kind, ...] = (
    Kind(
        "publishable-client-keys",
        (
            "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨stripe⟩",
            "const stripe = Stripe('⟨stripe_test⟩');",
            "mapboxgl.accessToken = '⟨mapbox⟩'; // public token, URL-restricted",
            "algoliasearch('⟨appid⟩', '⟨algolia⟩') // search-only key",
            "LaunchDarkly client-side ID for the web app: ⟨ld⟩",
            "posthog.init('⟨posthog⟩', { api_host: 'https://eu.posthog.com' })",
        ),
        _publishable,
        n=6,
    ),
    Kind(
        "sentry-dsns",
        (
            "SENTRY_DSN=https://⟨key⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩",
            (
                'Sentry.init({ dsn: "https://⟨key⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩", release: '
                '"⟨rel⟩" })'
            ),
            (
                "The DSN in the mobile bundle (https://⟨key⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩) is "
                "public by design."
            ),
            (
                "sentry:\n  dsn: https://⟨key⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩\n  environment: "
                "production"
            ),
        ),
        _dsn,
    ),
    Kind(
        "oauth-client-ids",
        (
            "GOOGLE_CLIENT_ID=⟨google⟩",
            "GitHub App ⟨ghapp⟩, client id ⟨gh⟩ — callback URL must be https.",
            "auth0: domain acme.eu.auth0.com, clientId ⟨auth0⟩ (SPA, PKCE, no secret)",
            (
                "msal config: clientId: '⟨azure⟩', authority: "
                "'https://login.microsoftonline.com/common'"
            ),
            '<meta name="google-signin-client_id" content="⟨google⟩">',
        ),
        _oauth_ids,
    ),
    Kind(
        "sops-ciphertext",
        (
            "db:\n    password: ⟨e1⟩\n    user: ⟨e2⟩",
            "sops:\n    age:\n        - recipient: ⟨age⟩\n    mac: ⟨mac⟩",
            "The committed value is ciphertext: ⟨e1⟩ — decrypt with sops -d.",
            "-----BEGIN AGE ENCRYPTED FILE-----\n⟨armored⟩\n-----END AGE ENCRYPTED FILE-----",
        ),
        _sops,
    ),
    Kind(
        "sealed-secrets",
        (
            (
                "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ⟨name⟩\n "
                " namespace: ⟨ns⟩\nspec:\n  encryptedData:\n    password: ⟨c1⟩"
            ),
            (
                "kubeseal output for ⟨name⟩ (safe to commit, only the controller can open it):\n  "
                "token: ⟨c2⟩"
            ),
            "encryptedData:\n  api-key: ⟨c2⟩\n  username: ⟨c1⟩",
        ),
        _sealed,
        n=5,
    ),
    Kind(
        "vault-encrypted-files",
        (
            "$ANSIBLE_VAULT;1.1;AES256\n⟨body⟩",
            "group_vars/prod/vault.yml is encrypted:\n$ANSIBLE_VAULT;1.2;AES256;prod\n⟨body⟩",
            "config/credentials.yml.enc holds ⟨rails⟩ — master.key is not in git.",
            "-----BEGIN PGP MESSAGE-----\n\n⟨armored⟩\n-----END PGP MESSAGE-----",
        ),
        _vault_files,
        n=5,
    ),
    Kind(
        "masked-values",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩⟨stars⟩⟨last4⟩",
            "gh auth status: Token: ⟨gh⟩⟨stars⟩",
            "AWS console shows access key ⟨akia⟩⟨stars⟩⟨tail⟩ as inactive.",
            "password: ⟨dots⟩ (the UI hides it; real value is in 1Password)",
            "DATABASE_URL=postgres://app:⟨stars⟩@db:5432/app",
            "Authorization: Bearer [REDACTED]",
        ),
        _masked,
    ),
    Kind(
        "ci-secret-references",
        (
            "env:\n  NODE_AUTH_TOKEN: ${{ secrets.⟨name⟩ }}",
            "- name: Publish\n  run: npm publish\n  env:\n    ⟨name⟩: ${{ secrets.⟨name2⟩ }}",
            "$ gh secret set ⟨name⟩ --env ⟨env⟩ < token.txt",
            "GitLab: masked+protected variable ⟨name⟩ is only visible to ⟨env⟩ pipelines.",
            "password: $(⟨name⟩)  # Azure Pipelines variable group '⟨env⟩-shared'",
        ),
        _ci_refs,
    ),
    Kind(
        "secret-store-references",
        (
            "$ vault kv get -field=password secret/⟨app⟩/⟨env⟩/db",
            "arn:aws:secretsmanager:us-east-1:⟨acct⟩:secret:⟨env⟩/⟨app⟩/db-⟨suffix⟩",
            '$ op read "op://Engineering/⟨app⟩ ⟨env⟩ DB/password"',
            (
                "$ aws ssm get-parameter --name /⟨env⟩/⟨app⟩/api-key --with-decryption --query "
                "Parameter.Value"
            ),
            "projects/⟨acct⟩/secrets/⟨app⟩-api-key/versions/⟨ver⟩",
            "The key lives in Key Vault kv-⟨app⟩-⟨env⟩ under the name stripe-secret-key.",
        ),
        _store_refs,
    ),
    Kind(
        "config-placeholders",
        (
            "⟨svc⟩_API_KEY=<your-api-key-here>",
            'export ⟨svc⟩_TOKEN="${⟨svc⟩_TOKEN:?must be set}"',
            'api_key: "REPLACE_ME"  # filled in by the deploy pipeline',
            'curl -H "Authorization: Bearer $⟨svc⟩_TOKEN" https://api.example.com/v⟨n⟩/me',
            'password = os.environ["⟨svc⟩_PASSWORD"]',
            "⟨svc⟩_SECRET=xxxxxxxxxxxxxxxxxxxxxxxx",
        ),
        _placeholders,
    ),
    Kind(
        "kubernetes-secret-refs",
        (
            (
                "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: "
                "⟨name⟩\n        key: ⟨key⟩"
            ),
            "$ kubectl -n ⟨ns⟩ get secret ⟨name⟩ -o jsonpath='{.data.⟨key⟩}' | base64 -d",
            "imagePullSecrets:\n  - name: ⟨name⟩",
            "ExternalSecret ⟨name⟩ in ⟨ns⟩ syncs key '⟨key⟩' from the cloud secret store every 1h.",
        ),
        _k8s_refs,
        n=5,
    ),
    Kind(
        "base64-plain-data",
        (
            "next page cursor: ⟨cursor⟩ (it is just base64 JSON)",
            "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  app.conf: ⟨cfg⟩",
            "$ echo ⟨hello⟩ | base64 -d",
            '<img src="data:image/png;base64,⟨png⟩">',
            "The flag payload is base64: ⟨blob⟩",
            "?page_token=⟨cursor⟩&limit=100",
        ),
        _plain_b64,
    ),
    Kind(
        "version-strings",
        (
            "Running v⟨semver⟩-rc.⟨rc⟩+build.⟨build⟩.⟨sha⟩",
            "setuptools-scm version: ⟨pep⟩",
            "ghcr.io/acme/api:⟨semver⟩-⟨sha⟩ is the last good tag",
            "Android versionCode ⟨date⟩⟨rc⟩, versionName ⟨semver⟩",
            "nightly-⟨date⟩-⟨sha⟩ broke the ARM build",
        ),
        _versions,
    ),
    Kind(
        "auth-policy-settings",
        (
            "PASSWORD_MIN_LENGTH=⟨min⟩\nPASSWORD_MAX_AGE_DAYS=⟨days⟩",
            "session_cookie_ttl_seconds: ⟨ttl⟩\nrefresh_token_rotation: true",
            "BCRYPT_ROUNDS=⟨rounds⟩ — raising it made login p99 double.",
            "api_key_expiry_days = ⟨days⟩\ntoken_bucket_size = ⟨min⟩",
            "AUTH_PASSWORD_VALIDATORS min_length=⟨min⟩, common-password list on.",
        ),
        _policy,
        n=5,
    ),
)
