"""True secrets in memory-note framings; each kind names the fields that must not survive."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike3.gen import (
    ALNUM,
    B32,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    hexs,
    num,
    password,
    pick,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_GHO = "gh" + "o_"
_GLDT = "gl" + "dt-"
_GLPTT = "gl" + "ptt-"
_OAI_SVC = "sk-" + "svcacct-"
_ANT_ADMIN = "sk-" + "ant-" + "admin01-"
_PMAK = "PM" + "AK-"
_DOPPLER = "dp." + "st."
_PULUMI = "pu" + "l-"
_GLSA = "gl" + "sa_"
_NRAK = "NR" + "AK-"
_NFP = "nf" + "p_"
_RND = "rn" + "d_"
_SBP = "sb" + "p_"
_PSCALE = "pscale" + "_tkn_"
_AIRTABLE = "p" + "at"
_FIGMA = "fig" + "d_"
_BKUA = "bk" + "ua_"
_CCIPAT = "CCI" + "PAT_"
_ATBB = "AT" + "BB"
_SK_TEST = "sk" + "_test_"
_RESEND = "r" + "e_"
_SQ_ACCESS = "EA" + "AA"


def _v(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 22, 26))), "u": uuid4(r), "host": r.choice(_HOSTS)}


_HOSTS = ("db-prod-1.internal", "10.0.4.17", "pg.acme.dev", "replica-2.eu.internal")


def _gho(r: Random) -> dict[str, str]:
    return {"t": _GHO + pick(r, ALNUM, 36), "user": r.choice(("mara", "jdoe", "ci-bot"))}


def _gitlab(r: Random) -> dict[str, str]:
    return {"t": _GLDT + pick(r, B64URL, 20), "t2": _GLPTT + hexs(r, 40), "n": num(r, 8)}


def _oai_svc(r: Random) -> dict[str, str]:
    body = pick(r, B64URL, 74) + "T3Blbk" + "FJ" + pick(r, B64URL, 74)
    return {"t": _OAI_SVC + body}


def _ant_admin(r: Random) -> dict[str, str]:
    return {"t": _ANT_ADMIN + pick(r, B64URL, 93) + "AA"}


def _pmak(r: Random) -> dict[str, str]:
    return {"t": _PMAK + hexs(r, 24) + "-" + hexs(r, 34)}


def _doppler(r: Random) -> dict[str, str]:
    return {"t": _DOPPLER + r.choice(("prd", "stg", "dev")) + "." + pick(r, ALNUM, 43)}


def _pulumi(r: Random) -> dict[str, str]:
    return {"t": _PULUMI + hexs(r, 40)}


def _grafana(r: Random) -> dict[str, str]:
    return {"t": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8)}


def _nrak(r: Random) -> dict[str, str]:
    return {"t": _NRAK + pick(r, UPPER_ALNUM, 27), "acct": num(r, 7)}


def _netlify_render(r: Random) -> dict[str, str]:
    return {"t": _NFP + pick(r, ALNUM, 36), "t2": _RND + pick(r, ALNUM, 32)}


def _supa_pscale(r: Random) -> dict[str, str]:
    return {
        "t": _SBP + hexs(r, 40),
        "t2": _PSCALE + pick(r, B64URL, 43),
        "id": pick(r, LOWER_ALNUM, 12),
    }


def _airtable_figma(r: Random) -> dict[str, str]:
    return {
        "t": _AIRTABLE + pick(r, ALNUM, 14) + "." + hexs(r, 64),
        "t2": _FIGMA + pick(r, B64URL, 40),
    }


def _ci_tokens(r: Random) -> dict[str, str]:
    return {"t": _BKUA + hexs(r, 40), "t2": _CCIPAT + pick(r, ALNUM, 22) + "_" + hexs(r, 40)}


def _atbb(r: Random) -> dict[str, str]:
    return {"t": _ATBB + pick(r, ALNUM, 28) + hexs(r, 8).upper()}


def _uuid_token(r: Random) -> dict[str, str]:
    return {"t": uuid4(r), "t2": uuid4(r)}


def _sk_test(r: Random) -> dict[str, str]:
    return {"t": _SK_TEST + "51" + pick(r, ALNUM, 97)}


def _servicebus(r: Random) -> dict[str, str]:
    return {"k": b64(r, 32), "ns": r.choice(("acme-prod", "notes-events", "billing-sb"))}


def _url_pw(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~!*", r.choice((15, 19, 23))),
        "pw2": pick(r, ALNUM, 24),
        "host": r.choice(_HOSTS),
    }


def _putty(r: Random) -> dict[str, str]:
    return {"pub": wrap(b64(r, 51), 64), "priv": wrap(b64(r, 48), 64), "mac": hexs(r, 64)}


def _rsa(r: Random) -> dict[str, str]:
    return {"body": wrap("MIIEow" + b64(r, 900), 64)}


def _totp(r: Random) -> dict[str, str]:
    return {"s": pick(r, B32, 32), "user": r.choice(("ops", "mara", "deploy-bot"))}


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("deploy", "grafana", "metrics", "admin"))
    return {"b": b64_of(f"{user}:{password(r, 20)}")}


def _jwt(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    claims = {"sub": uuid4(r), "sid": pick(r, ALNUM, 20), "exp": int(num(r, 10)), "typ": "refresh"}
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 32)}"}


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _hcloud(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 64)}


def _mail(r: Random) -> dict[str, str]:
    return {
        "t": _RESEND + pick(r, ALNUM, 8) + "_" + pick(r, ALNUM, 24),
        "t2": uuid4(r),
        "mc": hexs(r, 32) + "-us" + str(r.randint(1, 21)),
    }


def _square_access(r: Random) -> dict[str, str]:
    return {"t": _SQ_ACCESS + pick(r, B64URL, 60)}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "u": uuid4(r),
        "t": _PULUMI + hexs(r, 40),
        "pw": password(r, 22),
        "mp": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "github_oauth_token_hosts_yml",
        (
            "~/.config/gh/hosts.yml on the build box:\ngithub.com:\n    user: ⟨user⟩\n"
            "    oauth_token: ⟨t⟩\n    git_protocol: https",
            "GH_TOKEN=⟨t⟩ gh pr list --repo acme/api  (token from `gh auth token`)",
            "git clone https://⟨user⟩:⟨t⟩@github.com/acme/infra.git",
        ),
        _gho,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "gitlab_deploy_and_trigger_tokens",
        (
            "docker login registry.gitlab.com -u gitlab+deploy-token-⟨n⟩ -p ⟨t⟩",
            "curl -X POST -F token=⟨t2⟩ -F ref=main "
            "https://gitlab.com/api/v4/projects/⟨n⟩/trigger/pipeline",
            "Deploy token for the helm repo: ⟨t⟩ (read_registry)",
        ),
        _gitlab,
        n=3,
        secrets=("t", "t2"),
    ),
    Kind(
        "openai_service_account_key",
        (
            "OPENAI_API_KEY=⟨t⟩",
            "The eval runner used the service-account key ⟨t⟩ for the nightly batch",
            'client = OpenAI(api_key="⟨t⟩")',
        ),
        _oai_svc,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "anthropic_admin_key",
        (
            "curl https://api.anthropic.com/v1/organizations/api_keys "
            '-H "x-api-key: ⟨t⟩" -H "anthropic-version: 2023-06-01"',
            "ANTHROPIC_ADMIN_KEY=⟨t⟩  # org admin, for usage reports",
            "Admin API key (rotate after the audit): ⟨t⟩",
        ),
        _ant_admin,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "postman_api_key",
        (
            "postman login --with-api-key ⟨t⟩",
            'curl https://api.getpostman.com/collections -H "X-Api-Key: ⟨t⟩"',
            "POSTMAN_API_KEY=⟨t⟩",
        ),
        _pmak,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "doppler_service_token",
        (
            "DOPPLER_TOKEN=⟨t⟩ doppler run -- npm start",
            "Doppler service token for the worker: ⟨t⟩",
            "doppler configure set token ⟨t⟩ --scope /srv/api",
        ),
        _doppler,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "pulumi_access_token",
        (
            "PULUMI_ACCESS_TOKEN=⟨t⟩ pulumi up --stack prod --yes",
            "pulumi login with token ⟨t⟩ worked; the old one had expired",
            "env:\n  PULUMI_ACCESS_TOKEN: ⟨t⟩",
        ),
        _pulumi,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "grafana_service_account_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" https://grafana.acme.dev/api/dashboards/home',
            "GRAFANA_SA_TOKEN=⟨t⟩ (Editor role, for dashboard provisioning)",
            'terraform: provider "grafana" { auth = "⟨t⟩" }',
        ),
        _grafana,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "newrelic_user_key",
        (
            'curl https://api.newrelic.com/graphql -H "API-Key: ⟨t⟩" -d @query.json',
            "NEW_RELIC_API_KEY=⟨t⟩ NEW_RELIC_ACCOUNT_ID=⟨acct⟩ terraform plan",
            "User key for the NerdGraph script: ⟨t⟩",
        ),
        _nrak,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "netlify_render_tokens",
        (
            "NETLIFY_AUTH_TOKEN=⟨t⟩ netlify deploy --prod",
            'curl -H "Authorization: Bearer ⟨t2⟩" https://api.render.com/v1/services',
            "Render API key ⟨t2⟩ and Netlify PAT ⟨t⟩ live in CI vars now",
        ),
        _netlify_render,
        n=3,
        secrets=("t", "t2"),
    ),
    Kind(
        "supabase_planetscale_tokens",
        (
            "SUPABASE_ACCESS_TOKEN=⟨t⟩ supabase db push --project-ref ⟨id⟩",
            "pscale auth login --service-token ⟨t2⟩ --service-token-id ⟨id⟩",
            "supabase CLI token ⟨t⟩ (personal, expires in 30 days)",
        ),
        _supa_pscale,
        n=3,
        secrets=("t", "t2"),
    ),
    Kind(
        "airtable_figma_pats",
        (
            'curl https://api.airtable.com/v0/meta/bases -H "Authorization: Bearer ⟨t⟩"',
            'curl -H "X-Figma-Token: ⟨t2⟩" https://api.figma.com/v1/files/abc',
            "AIRTABLE_PAT=⟨t⟩\nFIGMA_TOKEN=⟨t2⟩",
        ),
        _airtable_figma,
        n=3,
        secrets=("t", "t2"),
    ),
    Kind(
        "ci_vendor_api_tokens",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" https://api.buildkite.com/v2/builds',
            'curl -H "Circle-Token: ⟨t2⟩" https://circleci.com/api/v2/me',
            "BUILDKITE_API_TOKEN=⟨t⟩ CIRCLECI_TOKEN=⟨t2⟩ ./scripts/ci-report.sh",
        ),
        _ci_tokens,
        n=3,
        secrets=("t", "t2"),
    ),
    Kind(
        "bitbucket_app_password",
        (
            "git remote set-url origin https://mara:⟨t⟩@bitbucket.org/acme/legacy.git",
            "BITBUCKET_APP_PASSWORD=⟨t⟩",
            "Bitbucket app password for the mirror job: ⟨t⟩",
        ),
        _atbb,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "uuid_valued_tokens",
        (
            "CODECOV_TOKEN=⟨t⟩",
            'curl https://api.postmarkapp.com/email -H "X-Postmark-Server-Token: ⟨t⟩"',
            "heroku auth token → ⟨t⟩ (used as HEROKU_API_KEY in the release job)",
        ),
        _uuid_token,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "stripe_test_secret_key",
        (
            "STRIPE_SECRET_KEY=⟨t⟩  # test mode, still a credential for the test account",
            "stripe listen --api-key ⟨t⟩ --forward-to localhost:4242/webhook",
            "curl https://api.stripe.com/v1/customers -u ⟨t⟩:",
        ),
        _sk_test,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "azure_service_bus_connection_string",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName="
            "RootManageSharedAccessKey;SharedAccessKey=⟨k⟩",
            'local.settings.json: "ServiceBusConnection": "Endpoint=sb://⟨ns⟩.servicebus.'
            'windows.net/;SharedAccessKeyName=send;SharedAccessKey=⟨k⟩"',
            "SAS key for the send policy: ⟨k⟩",
        ),
        _servicebus,
        n=3,
        secrets=("k",),
    ),
    Kind(
        "passwords_in_service_urls",
        (
            "REDIS_URL=rediss://default:⟨pw2⟩@eu1-crisp-owl-31337.upstash.io:6379",
            'mongosh "mongodb+srv://app:⟨pw⟩@cluster0.x1y2z.mongodb.net/notes"',
            "CELERY_BROKER_URL=amqp://worker:⟨pw⟩@⟨host⟩:5672/notes",
        ),
        _url_pw,
        n=3,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "compose_and_helm_passwords",
        (
            "services:\n  db:\n    image: postgres:16\n    environment:\n"
            "      POSTGRES_PASSWORD: ⟨pw⟩",
            "helm upgrade notes ./chart --set postgresql.auth.password='⟨pw⟩'",
            "Das Passwort für den Staging-Admin lautet ⟨pw⟩ (bitte nach dem Test ändern).",
        ),
        _v,
        n=3,
        secrets=("pw",),
    ),
    Kind(
        "putty_private_key",
        (
            "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@acme\n"
            "Public-Lines: 2\n⟨pub⟩\nPrivate-Lines: 1\n⟨priv⟩\nPrivate-MAC: ⟨mac⟩",
        ),
        _putty,
        n=3,
        secrets=("priv",),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            "-----BEGIN RSA " + "PRIVATE KEY-----\n⟨body⟩\n-----END RSA " + "PRIVATE KEY-----",
            "deploy key that was in the old wiki:\n\n-----BEGIN RSA "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END RSA "
            + "PRIVATE KEY-----\n",
        ),
        _rsa,
        n=3,
        secrets=("body",),
    ),
    Kind(
        "totp_seed",
        (
            "otpauth://totp/Acme:⟨user⟩@acme.dev?secret=⟨s⟩&issuer=Acme&period=30",
            "oathtool --totp -b ⟨s⟩",
            "Shared MFA seed for the ⟨user⟩ account (break-glass): ⟨s⟩",
        ),
        _totp,
        n=3,
        secrets=("s",),
    ),
    Kind(
        "basic_auth_header",
        (
            'curl -H "Authorization: Basic ⟨b⟩" https://metrics.acme.dev/api/v1/query',
            "Prometheus remote_write header: Authorization: Basic ⟨b⟩",
            "nginx logs showed `Authorization: Basic ⟨b⟩` because of the debug log format",
        ),
        _basic,
        n=3,
        secrets=("b",),
    ),
    Kind(
        "jwt_refresh_cookie",
        (
            "Set-Cookie: refresh_token=⟨jwt⟩; Path=/auth; HttpOnly; Secure; SameSite=Strict",
            "curl -b 'refresh_token=⟨jwt⟩' https://api.acme.dev/auth/refresh",
            '{"access_expires_in":900,"refresh_token":"⟨jwt⟩"}',
        ),
        _jwt,
        n=3,
        secrets=("jwt",),
    ),
    Kind(
        "cloud_api_tokens_by_name",
        (
            "HCLOUD_TOKEN=⟨t⟩ hcloud server list",
            "LINODE_TOKEN=⟨t⟩",
            "hcloud context create prod, pasted token ⟨t⟩",
        ),
        _hcloud,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "email_provider_keys",
        (
            "RESEND_API_KEY=⟨t⟩",
            "POSTMARK_SERVER_TOKEN=⟨t2⟩\nMAILCHIMP_API_KEY=⟨mc⟩",
            "curl -X POST https://api.resend.com/emails -H 'Authorization: Bearer ⟨t⟩'",
        ),
        _mail,
        n=3,
        secrets=("t", "t2", "mc"),
    ),
    Kind(
        "square_access_token",
        (
            "SQUARE_ACCESS_TOKEN=⟨t⟩",
            'curl https://connect.squareup.com/v2/locations -H "Authorization: Bearer ⟨t⟩"',
            "Square production access token (not the app id): ⟨t⟩",
        ),
        _square_access,
        n=3,
        secrets=("t",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy notes\n\n▹ release commit ⟨sha⟩\n▹ trace ⟨trace⟩ shows the slow step\n"
            "▹ PULUMI_ACCESS_TOKEN=⟨t⟩ (pasted by mistake, rotate it)\n"
            "▹ mixpanel token ⟨mp⟩ is public",
            "Incident 2026-03-02\n- request id ⟨u⟩\n- commit ⟨sha⟩\n"
            "- the admin password was reset to ⟨pw⟩ during the call",
        ),
        _among,
        n=4,
        secrets=("t", "pw"),
    ),
)
