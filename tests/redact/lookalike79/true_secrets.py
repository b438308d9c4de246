"""Secret kinds: credentials whose leak grants access, in Quillmark memory-note shapes.

Each kind names in ``secrets`` the fields that must not survive the scrubber. Public or short
identifiers that sit next to a credential (project refs, account ids, access-key ids, client
ids, publishable keys, hosts) are fields too, but they are never listed. Vendor prefixes are
joined from pieces below so that no literal in this file is a credential.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike79.gen import (
    ALNUM,
    B64URL,
    DAY,
    JAN_2037,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_text,
    b64url,
    b64url_json,
    clerk_id,
    clerk_pk,
    day,
    ec_pkcs8,
    ec_sec1,
    ed25519_pkcs8,
    google_client_id,
    hexs,
    human_password,
    nanoid,
    neon_branch,
    neon_endpoint,
    neon_project,
    num,
    openssh_ed25519,
    openssh_rsa,
    passphrase,
    password,
    pem_b64,
    pick,
    pinecone_host,
    posthog_phc,
    rsa_pkcs1,
    rsa_pkcs8,
    sentry_dsn,
    sha,
    stripe_acct,
    stripe_pk,
    supa_ref,
    supabase_jwt,
    svix_msg_id,
    turnstile_sitekey,
    ulid,
    upstash_db,
    url_password,
    uuid4,
    vercel_id,
    who,
)

# --- vendor prefixes, joined from pieces ----------------------------------------------------
_SK_LIVE = "sk" + "_live_"
_SK_TEST = "sk" + "_test_"
_RK_LIVE = "rk" + "_live_"
_WHSEC = "wh" + "sec_"
_RT = "r" + "t_"
_SB_SECRET = "sb" + "_secret_"
_SBP = "sb" + "p_"
_NPG = "np" + "g_"
_NAPI = "na" + "pi_"
_RESEND = "r" + "e_"
_OAI_PROJ = "sk-" + "proj-"
_OAI_ADMIN = "sk-" + "admin-"
_OAI_MARK = "T3Blbk" + "FJ"
_ANT = "sk-" + "ant-" + "api03-"
_OPENROUTER = "sk-" + "or-" + "v1-"
_PCSK = "pc" + "sk_"
_QSTASH_SIG = "si" + "g_"
_INNGEST_SIGN = "sign" + "key-"
_PHX = "ph" + "x_"
_SNTRYS = "sntry" + "s_"
_SNTRYU = "sntry" + "u_"
_TURNSTILE = "0x4" + "AAAAAAA"
_GHP = "gh" + "p_"
_GHS = "gh" + "s_"
_GH_PAT = "github" + "_pat_"
_DP_ST = "dp." + "st."
_DP_PT = "dp." + "pt."
_DP_SA = "dp." + "sa."
_OPS = "op" + "s_"
_LIN_API = "lin" + "_api_"
_LIN_WH = "lin" + "_wh_"
_GOCSPX = "GOC" + "SPX-"
_GOOG_RT = "1/" + "/0"
_BEGIN, _END = "-----BEGIN ", "-----END "
_PRIV = "PRIVATE " + "KEY-----"


def pem(label: str, body: str, indent: str = "") -> str:
    """A whole private-key PEM block (``label`` like ``"RSA "``, ``"OPENSSH "`` or ``""``)."""
    return f"{indent}{_BEGIN}{label}{_PRIV}\n{body}\n{indent}{_END}{label}{_PRIV}"


# --- credential makers ----------------------------------------------------------------------


def vercel_token(r: Random) -> str:
    return pick(r, ALNUM, 24)


def vercel_hook(r: Random) -> str:
    base = "https://api.vercel.com/v1/integrations/deploy/"
    return f"{base}{vercel_id(r, 'prj')}/{pick(r, ALNUM, 10)}"


def stripe_sk(r: Random, prefix: str = _SK_LIVE) -> str:
    return prefix + "51" + pick(r, ALNUM, 14) + pick(r, ALNUM, r.choice((83, 85, 86)))


def stripe_whsec(r: Random) -> str:
    return _WHSEC + pick(r, ALNUM, 32)


def svix_whsec(r: Random) -> str:
    return _WHSEC + b64(r, 24)


def clerk_sk(r: Random, prefix: str = _SK_LIVE) -> str:
    return prefix + pick(r, ALNUM, 42)


def supabase_secret(r: Random) -> str:
    return _SB_SECRET + pick(r, B64URL, 22) + "_" + pick(r, ALNUM, 8)


def supabase_pat(r: Random) -> str:
    return _SBP + hexs(r, 40)


def neon_password(r: Random) -> str:
    return _NPG + pick(r, ALNUM, 12)


def neon_api_key(r: Random) -> str:
    return _NAPI + pick(r, LOWER_ALNUM, 64)


def resend_key(r: Random) -> str:
    return _RESEND + pick(r, ALNUM, 8) + "_" + pick(r, ALNUM, 24)


def openai_key(r: Random, prefix: str = _OAI_PROJ) -> str:
    half = r.choice((58, 64, 74))
    return prefix + pick(r, B64URL, half) + _OAI_MARK + pick(r, B64URL, half)


def anthropic_key(r: Random) -> str:
    return _ANT + pick(r, B64URL, 93) + "AA"


def openrouter_key(r: Random) -> str:
    return _OPENROUTER + hexs(r, 64)


def pinecone_key(r: Random) -> str:
    return _PCSK + pick(r, ALNUM, 6) + "_" + pick(r, ALNUM, 63)


def upstash_token(r: Random) -> str:
    return "A" + r.choice("XYZ") + pick(r, ALNUM, 2) + "ASQg" + pick(r, ALNUM, r.choice((84, 88)))


def qstash_token(r: Random) -> str:
    body = json.dumps({"UserID": uuid4(r), "Password": hexs(r, 32)}, separators=(",", ":"))
    return b64_text(body)


def qstash_signing_key(r: Random) -> str:
    return _QSTASH_SIG + pick(r, ALNUM, 28)


def inngest_signing(r: Random, env: str = "prod") -> str:
    return f"{_INNGEST_SIGN}{env}-{hexs(r, 64)}"


def inngest_event_key(r: Random) -> str:
    return pick(r, B64URL, 86)


def posthog_personal(r: Random) -> str:
    return _PHX + pick(r, ALNUM, 47)


def sentry_org_token(r: Random) -> str:
    iat = JAN_2037 - r.randrange(10 * DAY, 300 * DAY)
    claims = {
        "iat": iat + r.random(),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "quillmark",
    }
    return _SNTRYS + b64url_json(claims) + "_" + pick(r, ALNUM + "+/", 43)


def sentry_user_token(r: Random) -> str:
    return _SNTRYU + hexs(r, 64)


def cloudflare_token(r: Random) -> str:
    return pick(r, B64URL, 40)


def turnstile_secret(r: Random) -> str:
    return _TURNSTILE + pick(r, B64URL, r.choice((25, 26)))


def github_pat(r: Random) -> str:
    return _GH_PAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59)


def github_classic(r: Random, prefix: str = _GHP) -> str:
    return prefix + pick(r, ALNUM, 36)


def doppler_token(r: Random, prefix: str = _DP_ST, env: str = "prd.") -> str:
    return prefix + env + pick(r, ALNUM, 43)


def op_service_token(r: Random) -> str:
    doc = {
        "signInAddress": "quillmark.1password.com",
        "userAuth": {
            "method": "SRPg-4096",
            "alg": "PBES2g-HS256",
            "iterations": 650000,
            "salt": b64url(r, 16),
        },
        "email": pick(r, LOWER_ALNUM, 26) + "@1passwordserviceaccounts.com",
        "srpX": hexs(r, 64),
        "muk": {
            "alg": "A256GCM",
            "ext": True,
            "k": b64url(r, 32),
            "key_ops": ["encrypt", "decrypt"],
            "kty": "oct",
            "kid": "mp",
        },
        "secretKey": "A3-" + "-".join(pick(r, UPPER_ALNUM, 6 if i == 0 else 5) for i in range(6)),
        "throttleSecret": {"seed": hexs(r, 64), "uuid": pick(r, UPPER_ALNUM, 26)},
        "deviceUuid": pick(r, LOWER_ALNUM, 26),
    }
    return _OPS + b64url_json(doc)


def linear_key(r: Random) -> str:
    return _LIN_API + pick(r, ALNUM, 40)


def linear_webhook_secret(r: Random) -> str:
    return _LIN_WH + pick(r, ALNUM, 40)


def google_secret(r: Random) -> str:
    return _GOCSPX + pick(r, B64URL, 28)


def google_refresh(r: Random) -> str:
    return _GOOG_RT + pick(r, ALNUM, 1) + pick(r, B64URL, 98)


def vercel_oidc(r: Random) -> str:
    header = b64url_json({"alg": "RS256", "typ": "JWT", "kid": "mrk-" + hexs(r, 32)})
    iat = JAN_2037 + r.randrange(0, 30 * DAY)
    claims = {
        "iss": "https://oidc.vercel.com/quillmark",
        "sub": "owner:quillmark:project:quillmark-web:environment:development",
        "scope": "owner:quillmark:project:quillmark-web:environment:development",
        "aud": "https://vercel.com/quillmark",
        "owner": "quillmark",
        "project": "quillmark-web",
        "environment": "development",
        "iat": iat,
        "exp": iat + 43200,
    }
    return f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"


# --- value functions ------------------------------------------------------------------------


def _vercel(r: Random) -> dict[str, str]:
    return {
        "tok": vercel_token(r),
        "hook": vercel_hook(r),
        "team": vercel_id(r, "team", 24),
        "proj": r.choice(("quillmark-web", "quillmark-app", "qm-marketing", "qm-docs")),
        "who": who(r),
        "dd": day(r),
    }


def _supabase(r: Random) -> dict[str, str]:
    ref = supa_ref(r)
    return {
        "ref": ref,
        "srk": supabase_jwt(r, "service_role", ref),
        "sbs": supabase_secret(r),
        "jwtsec": b64(r, 64),
        "sbp": supabase_pat(r),
    }


def _pg_urls(r: Random) -> dict[str, str]:
    return {
        "ref": supa_ref(r),
        "pw": url_password(r, r.choice((16, 20, 24, 28))),
        "npg": neon_password(r),
        "role": r.choice(("neondb_owner", "app_rw", "migrator", "quillmark_app")),
        "ep": neon_endpoint(r),
        "branch": f"pr-{num(r, 4)}",
        "dd": day(r),
    }


def _neon_api(r: Random) -> dict[str, str]:
    return {
        "k": neon_api_key(r),
        "proj": neon_project(r),
        "branch": f"pr-{num(r, 4)}",
        "pr": num(r, 4),
    }


def _clerk(r: Random) -> dict[str, str]:
    return {"k": clerk_sk(r), "kt": clerk_sk(r, _SK_TEST), "ins": clerk_id(r, "ins")}


def _svix(r: Random) -> dict[str, str]:
    return {"w": svix_whsec(r), "w2": svix_whsec(r), "ep": "ep_2" + pick(r, ALNUM, 26)}


def _stripe_keys(r: Random) -> dict[str, str]:
    return {"sk": stripe_sk(r), "rk": stripe_sk(r, _RK_LIVE)}


def _stripe_wh(r: Random) -> dict[str, str]:
    return {
        "wh": stripe_whsec(r),
        "wh2": stripe_whsec(r),
        "whcli": _WHSEC + hexs(r, 64),
        "we": "we_1" + pick(r, ALNUM, 23),
    }


def _stripe_connect(r: Random) -> dict[str, str]:
    return {
        "at": stripe_sk(r),
        "rt": _RT + pick(r, ALNUM, 48),
        "pk": stripe_pk(r),
        "acct": stripe_acct(r),
        "sk": stripe_sk(r),
        "code": "ac_" + pick(r, ALNUM, 32),
    }


def _resend(r: Random) -> dict[str, str]:
    return {"k": resend_key(r)}


def _openai(r: Random) -> dict[str, str]:
    return {
        "k": openai_key(r),
        "adm": openai_key(r, _OAI_ADMIN),
        "proj": "proj_" + pick(r, ALNUM, 24),
    }


def _anthropic(r: Random) -> dict[str, str]:
    return {"k": anthropic_key(r), "who": who(r)}


def _openrouter(r: Random) -> dict[str, str]:
    return {"k": openrouter_key(r), "pk": openrouter_key(r)}


def _pinecone(r: Random) -> dict[str, str]:
    return {"k": pinecone_key(r), "host": pinecone_host(r), "who": who(r)}


def _upstash(r: Random) -> dict[str, str]:
    return {
        "tok": upstash_token(r),
        "ro": upstash_token(r),
        "pw": pick(r, ALNUM, 34),
        "db": upstash_db(r),
    }


def _qstash(r: Random) -> dict[str, str]:
    return {
        "tok": qstash_token(r),
        "cur": qstash_signing_key(r),
        "nxt": qstash_signing_key(r),
        "uid": clerk_id(r, "user"),
    }


def _inngest(r: Random) -> dict[str, str]:
    return {
        "sk": inngest_signing(r),
        "skb": inngest_signing(r, "branch"),
        "ek": inngest_event_key(r),
        "doc": "doc_" + nanoid(r),
    }


def _posthog(r: Random) -> dict[str, str]:
    return {"k": posthog_personal(r), "phc": posthog_phc(r), "pid": num(r, 5)}


def _sentry(r: Random) -> dict[str, str]:
    return {
        "org": sentry_org_token(r),
        "usr": sentry_user_token(r),
        "ver": f"2037.1.{r.randint(1, 40)}",
    }


def _cloudflare(r: Random) -> dict[str, str]:
    return {
        "acct": hexs(r, 32),
        "akid": hexs(r, 32),
        "r2s": hexs(r, 64),
        "cft": cloudflare_token(r),
        "zone": hexs(r, 32),
        "ts": turnstile_secret(r),
        "site": turnstile_sitekey(r),
    }


def _github(r: Random) -> dict[str, str]:
    return {
        "ghp": github_classic(r),
        "ghs": github_classic(r, _GHS),
        "pat": github_pat(r),
        "ver": f"2037.1.{r.randint(1, 40)}",
        "user": r.choice(("qm-release-bot", "priya-qm", "marco-dev", "dana-qm")),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "oai": openai_key(r),
        "rs": resend_key(r),
        "stk": stripe_sk(r, _SK_TEST),
        "ant": anthropic_key(r),
        "or": openrouter_key(r),
        "ing": inngest_signing(r),
        "pw": url_password(r, 24),
        "ref": supa_ref(r),
    }


def _doppler(r: Random) -> dict[str, str]:
    return {
        "st": doppler_token(r),
        "pt": doppler_token(r, _DP_PT, ""),
        "sa": doppler_token(r, _DP_SA, ""),
    }


def _op(r: Random) -> dict[str, str]:
    return {"t": op_service_token(r)}


def _linear(r: Random) -> dict[str, str]:
    return {"k": linear_key(r), "wh": linear_webhook_secret(r)}


def _oauth(r: Random) -> dict[str, str]:
    return {
        "gid": google_client_id(r),
        "gsec": google_secret(r),
        "ghid": "Ov23li" + pick(r, ALNUM, 14),
        "ghsec": hexs(r, 40),
        "lid": hexs(r, 32),
        "lsec": hexs(r, 32),
        "code": pick(r, LOWER_ALNUM, 32),
        "grt": google_refresh(r),
        "appid": num(r, 7),
        "iv": pick(r, ALNUM, 16),
    }


def _config_pw(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((18, 22, 26))), human_password(r))),
        "npg": neon_password(r),
        "ep": neon_endpoint(r),
        "proj": neon_project(r),
        "br": neon_branch(r),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((16, 19, 24))), human_password(r))),
        "pp": passphrase(r),
        "who": r.choice(("Priya", "Marco", "Dana", "Keisha", "Tomás", "Hannah")),
        "dd": day(r),
    }


def _pem_keys(r: Random) -> dict[str, str]:
    return {
        "p8ec": pem_b64(ec_pkcs8(r)),
        "rsa1": pem_b64(rsa_pkcs1(r)),
        "rsa1i": pem_b64(rsa_pkcs1(r), "    "),
        "p8rsa": pem_b64(rsa_pkcs8(r)),
        "sec1": pem_b64(ec_sec1(r)),
        "ed": pem_b64(ed25519_pkcs8(r)),
        "kid": pick(r, UPPER_ALNUM, 10),
        "appid": num(r, 7),
        "date": f"2036-{r.randint(1, 12):02d}-{day(r)}",
    }


def _openssh_keys(r: Random) -> dict[str, str]:
    host = r.choice(("qm-mbp", "crawler-1", "priya-x1", "marco-air", "ci"))
    return {
        "ed": openssh_ed25519(r, f"{who(r)}@{host}"),
        "rsa": openssh_rsa(r, f"deploy@{host}"),
    }


def _k8s(r: Random) -> dict[str, str]:
    bot_pw = github_classic(r)
    auth = b64_text(f"qm-bot:{bot_pw}")
    dockercfg = {"auths": {"ghcr.io": {"username": "qm-bot", "password": bot_pw, "auth": auth}}}
    db = f"postgresql://crawler:{url_password(r, 22)}@{neon_endpoint(r)}-pooler."
    db += "us-east-2.aws.neon.tech/quillmark?sslmode=require"
    return {
        "b1": b64_text(db),
        "b2": b64_text(openrouter_key(r)),
        "b3": b64_text(hexs(r, 64)),
        "b4": b64_text(qstash_token(r)),
        "b5": b64_text(sentry_user_token(r)),
        "b6": b64_text(pinecone_key(r)),
        "b7": b64_text(anthropic_key(r)),
        "dcj": b64_text(json.dumps(dockercfg, separators=(",", ":"))),
        "dd": day(r),
        "rv": num(r, 7),
        "uid": uuid4(r),
    }


def _dotenv(r: Random) -> dict[str, str]:
    ref = supa_ref(r)
    return {
        "ref": ref,
        "anon": supabase_jwt(r, "anon", ref),
        "srk": supabase_jwt(r, "service_role", ref),
        "cpk": clerk_pk(r),
        "csk": clerk_sk(r),
        "oai": openai_key(r),
        "stk": stripe_sk(r),
        "swh": stripe_whsec(r),
        "spk": stripe_pk(r),
        "rs": resend_key(r),
        "oidc": vercel_oidc(r),
        "db": upstash_db(r),
        "up": upstash_token(r),
        "qs": qstash_token(r),
        "iek": inngest_event_key(r),
        "phc": posthog_phc(r),
        "sen": sentry_org_token(r),
        "ant": anthropic_key(r),
        "pc": pinecone_key(r),
        "lin": linear_key(r),
        "akid": hexs(r, 32),
        "r2s": hexs(r, 64),
        "ts": turnstile_secret(r),
        "site": turnstile_sitekey(r),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "dd": day(r),
        "dpl": vercel_id(r, "dpl"),
        "sha": sha(r),
        "ev": hexs(r, 32),
        "trace": hexs(r, 32),
        "phc": posthog_phc(r),
        "dsn": sentry_dsn(r),
        "or": openrouter_key(r),
        "acct": stripe_acct(r),
        "spk": stripe_pk(r),
        "we": "we_1" + pick(r, ALNUM, 23),
        "swh": stripe_whsec(r),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "dig": hexs(r, 64),
        "ulid": ulid(r),
        "uuid": uuid4(r),
        "pc": pinecone_key(r),
        "ins": clerk_id(r, "ins"),
        "kid": clerk_id(r, "ins"),
        "cpk": clerk_pk(r),
        "svixid": svix_msg_id(r),
        "sig": b64(r, 32),
        "wh": svix_whsec(r),
        "integ": b64(r, 64),
        "npg": neon_password(r),
        "pw": human_password(r),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "vercel_token_and_deploy_hook",
        (
            "vercel deploy --prod --token ⟨tok⟩ --scope quillmark",
            "VERCEL_TOKEN=⟨tok⟩  # CI token, full team scope, made by ⟨who⟩ on 2036-12-⟨dd⟩",
            "curl -X POST ⟨hook⟩   # redeploys ⟨proj⟩ from main; the CMS webhook calls this",
            "Deploy hook for ⟨proj⟩ (CMS publish → rebuild): ⟨hook⟩\n"
            "Don't paste it into Linear again, anyone with it can trigger builds.",
            'curl -s -H "Authorization: Bearer ⟨tok⟩" '
            '"https://api.vercel.com/v9/projects/⟨proj⟩/env?teamId=⟨team⟩" | jq ".envs[].key"',
            "- name: Pull Vercel env\n  run: vercel pull --yes --environment=preview --token=⟨tok⟩",
            "vercel env pull kept asking me to log in inside the devcontainer, so for now "
            "`export VERCEL_TOKEN=⟨tok⟩` in .devcontainer/post-create.sh. Revoke it Friday.",
        ),
        _vercel,
        n=7,
        secrets=("tok", "hook"),
    ),
    Kind(
        "supabase_service_keys",
        (
            "SUPABASE_SERVICE_ROLE_KEY=⟨srk⟩",
            "const admin = createClient(\n  'https://⟨ref⟩.supabase.co',\n  '⟨srk⟩',\n"
            "  { auth: { persistSession: false } },\n)",
            "Edge Function env on ⟨ref⟩: SB_SECRET_KEY=⟨sbs⟩ (new-style secret key, "
            "replaces the service_role JWT)",
            "JWT secret for project ⟨ref⟩ (Settings → API → JWT): ⟨jwtsec⟩ — needed it to mint "
            "test tokens for the RLS specs",
            "SUPABASE_ACCESS_TOKEN=⟨sbp⟩ supabase link --project-ref ⟨ref⟩",
            "supabase login --token ⟨sbp⟩ --no-browser   # inside the CI container",
            'curl "https://⟨ref⟩.supabase.co/rest/v1/documents?select=id&limit=1" '
            '-H "apikey: ⟨sbs⟩" -H "Authorization: Bearer ⟨sbs⟩"',
        ),
        _supabase,
        n=7,
        secrets=("srk", "sbs", "jwtsec", "sbp"),
    ),
    Kind(
        "postgres_connection_string_passwords",
        (
            "DATABASE_URL=postgresql://postgres.⟨ref⟩:⟨pw⟩@aws-0-us-east-1.pooler.supabase.com"
            ":6543/postgres?pgbouncer=true",
            "DIRECT_URL=postgresql://postgres:⟨pw⟩@db.⟨ref⟩.supabase.co:5432/postgres",
            'psql "postgresql://⟨role⟩:⟨npg⟩@⟨ep⟩-pooler.us-east-2.aws.neon.tech/quillmark'
            '?sslmode=require&channel_binding=require"',
            "Neon branch `preview/⟨branch⟩` connection string (from the Vercel integration):\n"
            "postgres://⟨role⟩:⟨npg⟩@⟨ep⟩.us-east-2.aws.neon.tech/quillmark?sslmode=require",
            'pg_dump "postgres://postgres:⟨pw⟩@db.⟨ref⟩.supabase.co:5432/postgres" '
            "-n public -Fc -f qm-2037-01-⟨dd⟩.dump",
            "drizzle.config.ts:\n  dbCredentials: {\n    url: 'postgresql://⟨role⟩:⟨npg⟩@⟨ep⟩"
            "-pooler.us-east-2.aws.neon.tech/quillmark?sslmode=require',\n  },",
            'the migration failed with `password authentication failed for user "⟨role⟩"` '
            "because Vercel still had the old string; new one is "
            "postgresql://⟨role⟩:⟨npg⟩@⟨ep⟩.us-east-2.aws.neon.tech/quillmark",
        ),
        _pg_urls,
        n=7,
        secrets=("pw", "npg"),
    ),
    Kind(
        "neon_api_key",
        (
            "NEON_API_KEY=⟨k⟩ neonctl branches create --project-id ⟨proj⟩ --name preview/⟨branch⟩",
            "curl -s https://console.neon.tech/api/v2/projects/⟨proj⟩/branches "
            '-H "Authorization: Bearer ⟨k⟩" | jq ".branches[].name"',
            "Rotated the org API key used by the preview-branch workflow; new value ⟨k⟩ "
            "(org key, not a personal one)",
            "neonctl auth --api-key ⟨k⟩   # the browser OAuth flow hangs in WSL",
            "- uses: neondatabase/create-branch-action@v6\n  with:\n    project_id: ⟨proj⟩\n"
            "    branch_name: preview/pr-⟨pr⟩\n    api_key: ⟨k⟩",
        ),
        _neon_api,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "clerk_secret_key",
        (
            "CLERK_SECRET_KEY=⟨k⟩",
            'curl "https://api.clerk.com/v1/users?limit=5&order_by=-created_at" '
            '-H "Authorization: Bearer ⟨k⟩"',
            "Clerk prod instance ⟨ins⟩: secret key ⟨k⟩ — the pk_live one is already in Vercel",
            "const clerk = createClerkClient({ secretKey: '⟨k⟩' }) // TODO env before merge",
            "$ vercel env add CLERK_SECRET_KEY production\n"
            "? What's the value of CLERK_SECRET_KEY? ⟨k⟩\n"
            "✅  Added Environment Variable CLERK_SECRET_KEY to Project quillmark-web",
            "dev instance keys for local work: CLERK_SECRET_KEY=⟨kt⟩ (test instance, still "
            "lets you read every dev user)",
        ),
        _clerk,
        n=7,
        secrets=("k", "kt"),
    ),
    Kind(
        "svix_webhook_signing_secrets",
        (
            "CLERK_WEBHOOK_SIGNING_SECRET=⟨w⟩",
            "Resend webhook endpoint https://app.quillmark.com/api/webhooks/resend (⟨ep⟩) — "
            "signing secret ⟨w⟩",
            "const wh = new Webhook('⟨w⟩')\nconst evt = wh.verify(payload, headers) as "
            "WebhookEvent",
            "svix verification kept failing locally because I had the staging secret in "
            ".env.local; the prod one is ⟨w⟩",
            "RESEND_WEBHOOK_SECRET=⟨w⟩\nCLERK_WEBHOOK_SIGNING_SECRET=⟨w2⟩",
        ),
        _svix,
        n=7,
        secrets=("w", "w2"),
    ),
    Kind(
        "stripe_secret_and_restricted_keys",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩",
            "curl https://api.stripe.com/v1/subscriptions?limit=3 -u ⟨sk⟩:",
            "stripe customers list --limit 5 --api-key ⟨rk⟩   # restricted, read-only customers",
            "const stripe = new Stripe('⟨sk⟩', { apiVersion: '2036-11-20.quince' })",
            "Restricted key for the Metabase sync (read: charges, invoices, subscriptions):\n⟨rk⟩",
            "doppler secrets set STRIPE_SECRET_KEY='⟨sk⟩' -p quillmark -c prd",
        ),
        _stripe_keys,
        n=7,
        secrets=("sk", "rk"),
    ),
    Kind(
        "stripe_webhook_signing_secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨wh⟩",
            "$ stripe listen --forward-to localhost:3000/api/stripe/webhook\n"
            "> Ready! You are using Stripe API Version [2036-11-20.quince]. Your webhook signing "
            "secret is ⟨whcli⟩ (^C to quit)",
            "Prod endpoint ⟨we⟩ (checkout + invoice events), signing secret: ⟨wh⟩",
            "stripe.webhooks.constructEvent(body, sig, '⟨wh⟩') — hardcoded while chasing the "
            "400s, revert before merge!",
            "Connect webhook endpoint has its OWN secret: ⟨wh2⟩ (not the account one, ⟨wh⟩)",
        ),
        _stripe_wh,
        n=7,
        secrets=("wh", "wh2", "whcli"),
    ),
    Kind(
        "stripe_connect_oauth_tokens",
        (
            '{\n  "access_token": "⟨at⟩",\n  "livemode": true,\n  "refresh_token": "⟨rt⟩",\n'
            '  "scope": "read_write",\n  "stripe_publishable_key": "⟨pk⟩",\n'
            '  "stripe_user_id": "⟨acct⟩",\n  "token_type": "bearer"\n}',
            "curl https://connect.stripe.com/oauth/token -u ⟨sk⟩: -d code=⟨code⟩ "
            "-d grant_type=authorization_code",
            "refresh for ⟨acct⟩: curl https://connect.stripe.com/oauth/token -u ⟨sk⟩: "
            "-d refresh_token=⟨rt⟩ -d grant_type=refresh_token",
            "Stored the creator's Connect tokens in Vault (stripe_connections): access ⟨at⟩ / "
            "refresh ⟨rt⟩",
            'curl https://api.stripe.com/v1/balance -u ⟨sk⟩: -H "Stripe-Account: ⟨acct⟩"',
        ),
        _stripe_connect,
        n=7,
        secrets=("at", "rt", "sk"),
    ),
    Kind(
        "resend_api_key",
        (
            "RESEND_API_KEY=⟨k⟩",
            "curl -X POST https://api.resend.com/emails -H 'Authorization: Bearer ⟨k⟩' "
            "-H 'Content-Type: application/json' -d @welcome.json",
            "const resend = new Resend('⟨k⟩');",
            "Supabase Auth custom SMTP: host smtp.resend.com, port 465, user resend, pass ⟨k⟩",
            "Resend key for the digest cron (sending access, mail.quillmark.com only): ⟨k⟩",
        ),
        _resend,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "openai_api_key",
        (
            "OPENAI_API_KEY=⟨k⟩",
            'curl https://api.openai.com/v1/responses -H "Authorization: Bearer ⟨k⟩" '
            '-H "Content-Type: application/json" -d \'{"model":"gpt-7-mini","input":"ping"}\'',
            "const openai = new OpenAI({ apiKey: '⟨k⟩', project: '⟨proj⟩' })",
            "Eval harness key (project qm-evals, $200/mo cap): ⟨k⟩",
            "export OPENAI_API_KEY=⟨k⟩ && pnpm tsx scripts/backfill-embeddings.ts "
            "--since 2036-12-01",
            "OPENAI_ADMIN_KEY=⟨adm⟩  # usage export job only, org owner scope",
        ),
        _openai,
        n=7,
        secrets=("k", "adm"),
    ),
    Kind(
        "anthropic_api_key",
        (
            "ANTHROPIC_API_KEY=⟨k⟩",
            'curl https://api.anthropic.com/v1/messages -H "x-api-key: ⟨k⟩" '
            '-H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @req.json',
            "const anthropic = new Anthropic({ apiKey: '⟨k⟩' });",
            "Workspace `quillmark-prod` key (rewrite + outline features, made by ⟨who⟩): ⟨k⟩",
            '[llm.anthropic]\napi_key = "⟨k⟩"\nmodel = "claude-sonnet-6"\nmax_tokens = 4096',
        ),
        _anthropic,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "openrouter_api_key",
        (
            "OPENROUTER_API_KEY=⟨k⟩",
            "curl https://openrouter.ai/api/v1/chat/completions "
            '-H "Authorization: Bearer ⟨k⟩" -H "HTTP-Referer: https://quillmark.com" '
            "-d @bakeoff.json",
            "new OpenAI({ baseURL: 'https://openrouter.ai/api/v1', apiKey: '⟨k⟩' })",
            "OpenRouter key for the model bake-off, credit limit $50: ⟨k⟩",
            "OpenRouter provisioning key (it can mint other keys!): ⟨pk⟩",
        ),
        _openrouter,
        n=7,
        secrets=("k", "pk"),
    ),
    Kind(
        "pinecone_api_key",
        (
            "PINECONE_API_KEY=⟨k⟩",
            "const pc = new Pinecone({ apiKey: '⟨k⟩' })\nconst index = pc.index('qm-docs', "
            "'https://⟨host⟩')",
            'curl -X POST "https://⟨host⟩/query" -H "Api-Key: ⟨k⟩" '
            '-H "X-Pinecone-API-Version: 2036-10" -d @q.json',
            "Pinecone project qm-prod, key `worker` (created by ⟨who⟩): ⟨k⟩",
            'pc = Pinecone(api_key="⟨k⟩")  # notebook in scratch/, do not commit',
        ),
        _pinecone,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "upstash_redis_credentials",
        (
            "UPSTASH_REDIS_REST_URL=https://⟨db⟩.upstash.io\nUPSTASH_REDIS_REST_TOKEN=⟨tok⟩",
            "redis-cli --tls -u rediss://default:⟨pw⟩@⟨db⟩.upstash.io:6379",
            'curl https://⟨db⟩.upstash.io/get/flags:beta -H "Authorization: Bearer ⟨tok⟩"',
            "const redis = new Redis({ url: 'https://⟨db⟩.upstash.io', token: '⟨tok⟩' })",
            "REDIS_URL=rediss://default:⟨pw⟩@⟨db⟩.upstash.io:6379   # ioredis, BullMQ leftovers",
            "read-only REST token for the analytics notebook: ⟨ro⟩",
        ),
        _upstash,
        n=7,
        secrets=("tok", "ro", "pw"),
    ),
    Kind(
        "qstash_token_and_signing_keys",
        (
            "QSTASH_TOKEN=⟨tok⟩",
            "QSTASH_CURRENT_SIGNING_KEY=⟨cur⟩\nQSTASH_NEXT_SIGNING_KEY=⟨nxt⟩",
            'curl -XPOST "https://qstash.upstash.io/v2/publish/https://app.quillmark.com/api/'
            'jobs/digest" -H "Authorization: Bearer ⟨tok⟩" -H "Upstash-Delay: 10m" '
            '-d \'{"userId":"⟨uid⟩"}\'',
            "const receiver = new Receiver({\n  currentSigningKey: '⟨cur⟩',\n"
            "  nextSigningKey: '⟨nxt⟩',\n})",
            "QStash token rotated after the Slack paste; new one: ⟨tok⟩",
        ),
        _qstash,
        n=7,
        secrets=("tok", "cur", "nxt"),
    ),
    Kind(
        "inngest_signing_and_event_keys",
        (
            "INNGEST_SIGNING_KEY=⟨sk⟩\nINNGEST_EVENT_KEY=⟨ek⟩",
            "curl -X POST https://inn.gs/e/⟨ek⟩ "
            '-d \'{"name":"doc/outline.requested","data":{"docId":"⟨doc⟩"}}\'',
            "export const inngest = new Inngest({ id: 'quillmark', eventKey: '⟨ek⟩' })",
            "Branch-environment signing key for previews: ⟨skb⟩ (different from prod!)",
            "INNGEST_SIGNING_KEY=⟨sk⟩ npx inngest-cli@latest dev -u "
            "http://localhost:3000/api/inngest",
        ),
        _inngest,
        n=7,
        secrets=("sk", "skb", "ek"),
    ),
    Kind(
        "posthog_personal_api_key",
        (
            "POSTHOG_PERSONAL_API_KEY=⟨k⟩  # flag local evaluation; the phc_ key is separate",
            'curl -H "Authorization: Bearer ⟨k⟩" '
            '"https://us.posthog.com/api/projects/⟨pid⟩/insights/?limit=5"',
            "const posthog = new PostHog('⟨phc⟩', {\n  host: 'https://us.i.posthog.com',\n"
            "  personalApiKey: '⟨k⟩',\n})",
            "personal API key `qm-flags-server` (scope feature_flag:read): ⟨k⟩",
            "export POSTHOG_CLI_TOKEN=⟨k⟩ && npx @posthog/cli sourcemap upload --directory .next",
        ),
        _posthog,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩",
            "sentry-cli --auth-token ⟨org⟩ releases new quillmark-web@⟨ver⟩",
            ".sentryclirc on the crawler box:\n[auth]\ntoken=⟨usr⟩\n\n[defaults]\n"
            "org=quillmark\nproject=crawler",
            'curl "https://sentry.io/api/0/organizations/quillmark/issues/?query=is:unresolved" '
            '-H "Authorization: Bearer ⟨usr⟩"',
            "export default withSentryConfig(nextConfig, {\n  org: 'quillmark',\n"
            "  project: 'web',\n  authToken: '⟨org⟩',\n})",
        ),
        _sentry,
        n=7,
        secrets=("org", "usr"),
    ),
    Kind(
        "cloudflare_r2_api_and_turnstile",
        (
            "R2_ACCOUNT_ID=⟨acct⟩\nR2_ACCESS_KEY_ID=⟨akid⟩\nR2_SECRET_ACCESS_KEY=⟨r2s⟩",
            "~/.config/rclone/rclone.conf\n[r2]\ntype = s3\nprovider = Cloudflare\n"
            "access_key_id = ⟨akid⟩\nsecret_access_key = ⟨r2s⟩\n"
            "endpoint = https://⟨acct⟩.r2.cloudflarestorage.com",
            "CLOUDFLARE_API_TOKEN=⟨cft⟩ npx wrangler r2 bucket list",
            'curl "https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache" '
            '-H "Authorization: Bearer ⟨cft⟩" -d \'{"purge_everything":true}\'',
            "TURNSTILE_SECRET_KEY=⟨ts⟩\nNEXT_PUBLIC_TURNSTILE_SITE_KEY=⟨site⟩",
            "curl -X POST https://challenges.cloudflare.com/turnstile/v0/siteverify "
            "-d secret=⟨ts⟩ -d response=$CF_TOKEN",
            "new S3Client({\n  region: 'auto',\n  endpoint: 'https://⟨acct⟩.r2.cloudflarestorage"
            ".com',\n  credentials: { accessKeyId: '⟨akid⟩', secretAccessKey: '⟨r2s⟩' },\n})",
        ),
        _cloudflare,
        n=7,
        secrets=("r2s", "cft", "ts"),
    ),
    Kind(
        "github_tokens",
        (
            "GH_TOKEN=⟨ghp⟩ gh release create v⟨ver⟩ --generate-notes",
            "git remote set-url origin https://x-access-token:⟨ghs⟩@github.com/quillmark/web.git",
            "fine-grained PAT for the changelog bot (contents: read, PRs: write, expires "
            "2037-04-01): ⟨pat⟩",
            "//npm.pkg.github.com/:_authToken=⟨ghp⟩\n@quillmark:registry=https://npm.pkg.github"
            ".com",
            'curl -H "Authorization: token ⟨pat⟩" '
            '"https://api.github.com/repos/quillmark/web/actions/runs?per_page=3"',
            "echo ⟨ghp⟩ | docker login ghcr.io -u ⟨user⟩ --password-stdin",
        ),
        _github,
        n=7,
        secrets=("ghp", "ghs", "pat"),
    ),
    Kind(
        "ci_secret_variables",
        (
            "gh secret set OPENAI_API_KEY --repo quillmark/web --body '⟨oai⟩'",
            "printf '%s' '⟨rs⟩' | vercel env add RESEND_API_KEY production",
            "env:\n  NODE_ENV: test\n  STRIPE_SECRET_KEY: ⟨stk⟩   # TODO move to secrets.*\n"
            "  DATABASE_URL: ${{ secrets.DATABASE_URL }}",
            "doppler secrets set ANTHROPIC_API_KEY='⟨ant⟩' --project quillmark --config stg",
            "supabase secrets set --project-ref ⟨ref⟩ OPENROUTER_API_KEY=⟨or⟩",
            "The Inngest → Vercel integration didn't sync, so I added it by hand in Vercel "
            "(Preview): INNGEST_SIGNING_KEY = ⟨ing⟩",
            "##[group]Run pnpm db:migrate\nenv:\n  DIRECT_URL: postgres://postgres:⟨pw⟩@db."
            "⟨ref⟩.supabase.co:5432/postgres\n##[endgroup]\n(vars.DIRECT_URL is a variable, not "
            "a secret, so the log does NOT mask it)",
        ),
        _ci,
        n=7,
        secrets=("oai", "rs", "stk", "ant", "or", "ing", "pw"),
    ),
    Kind(
        "doppler_tokens",
        (
            "DOPPLER_TOKEN=⟨st⟩",
            "docker run --rm -e DOPPLER_TOKEN=⟨st⟩ ghcr.io/quillmark/crawler:latest",
            "Service account token for the Vercel → Doppler sync: ⟨sa⟩",
            'curl -u ⟨st⟩: "https://api.doppler.com/v3/configs/config/secrets/download?format=env"',
            "~/.doppler/.doppler.yaml (my laptop):\nscoped:\n    /:\n        token: ⟨pt⟩\n"
            "        api-host: https://api.doppler.com",
        ),
        _doppler,
        n=7,
        secrets=("st", "pt", "sa"),
    ),
    Kind(
        "onepassword_service_account_token",
        (
            "OP_SERVICE_ACCOUNT_TOKEN=⟨t⟩ op run --env-file=.env.tpl -- pnpm build",
            "export OP_SERVICE_ACCOUNT_TOKEN=⟨t⟩",
            "- uses: 1password/load-secrets-action@v2\n  env:\n"
            "    OP_SERVICE_ACCOUNT_TOKEN: ⟨t⟩   # was hardcoded in the fork's workflow",
            "1Password service account `qm-ci-readonly` (vault: Quillmark CI):\n⟨t⟩",
        ),
        _op,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "linear_api_and_webhook_secret",
        (
            "LINEAR_API_KEY=⟨k⟩",
            'curl https://api.linear.app/graphql -H "Authorization: ⟨k⟩" '
            '-H "Content-Type: application/json" -d \'{"query":"{ viewer { id name } }"}\'',
            "const linear = new LinearClient({ apiKey: '⟨k⟩' })",
            "Linear webhook (Issue + Comment → /api/linear) signing secret: ⟨wh⟩",
            "LINEAR_WEBHOOK_SECRET=⟨wh⟩",
        ),
        _linear,
        n=7,
        secrets=("k", "wh"),
    ),
    Kind(
        "oauth_client_secrets_and_refresh_tokens",
        (
            "Google OAuth client for Clerk social login: client id ⟨gid⟩, client secret ⟨gsec⟩",
            "GITHUB_CLIENT_ID=⟨ghid⟩\nGITHUB_CLIENT_SECRET=⟨ghsec⟩",
            '[auth.external.google]\nenabled = true\nclient_id = "⟨gid⟩"\nsecret = "⟨gsec⟩"\n'
            'redirect_uri = "http://127.0.0.1:54321/auth/v1/callback"',
            "curl -X POST https://api.linear.app/oauth/token -d grant_type=authorization_code "
            "-d client_id=⟨lid⟩ -d client_secret=⟨lsec⟩ -d code=⟨code⟩ "
            "-d redirect_uri=https://app.quillmark.com/integrations/linear/callback",
            "OAuth refresh token for the Google Drive import (my test account): ⟨grt⟩",
            "GitHub App `quillmark-sync`: app id ⟨appid⟩, client id Iv23⟨iv⟩, "
            "client secret ⟨ghsec⟩",
        ),
        _oauth,
        n=7,
        secrets=("gsec", "ghsec", "lsec", "grt"),
    ),
    Kind(
        "passwords_in_config_files",
        (
            "docker/supabase/.env (self-hosted staging):\nDASHBOARD_USERNAME=supabase\n"
            "DASHBOARD_PASSWORD=⟨pw⟩\nPOOLER_TENANT_ID=qm-staging",
            "# scripts/loadtest/config.toml\n[target]\n"
            'base_url = "https://staging.quillmark.com"\nbasic_auth_user = "qm-staging"\n'
            'basic_auth_password = "⟨pw⟩"',
            '{\n  "metabase": {\n    "host": "⟨ep⟩.us-east-2.aws.neon.tech",\n'
            '    "user": "metabase_ro",\n    "password": "⟨npg⟩",\n    "ssl": true\n  }\n}',
            'resource "neon_role" "metabase" {\n  project_id = "⟨proj⟩"\n  branch_id  = "⟨br⟩"\n'
            '  name       = "metabase_ro"\n}\n\nprovider "postgresql" {\n'
            '  host     = "⟨ep⟩.us-east-2.aws.neon.tech"\n  username = "neondb_owner"\n'
            '  password = "⟨npg⟩"\n}',
            "~/.pgpass\n⟨ep⟩.us-east-2.aws.neon.tech:5432:quillmark:neondb_owner:⟨npg⟩",
            "const STAGING_PASSWORD = '⟨pw⟩' // middleware.ts basic auth for staging",
            "services:\n  pgadmin:\n    image: dpage/pgadmin4:9\n    environment:\n"
            "      PGADMIN_DEFAULT_EMAIL: dev@quillmark.com\n      PGADMIN_DEFAULT_PASSWORD: ⟨pw⟩",
        ),
        _config_pw,
        n=7,
        secrets=("pw", "npg"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Supabase Studio on the self-hosted staging box: user supabase, password ⟨pw⟩. "
            "⟨who⟩ changed it after the demo.",
            "Gave ⟨who⟩ the Neon owner password on a call: ⟨pw⟩ — they run the migration "
            "tonight, rotate it tomorrow morning.",
            "The shared Stripe dashboard login (finance@quillmark.com) has password ⟨pw⟩ until "
            "everyone is on SSO.",
            "If 1Password is down again: the break-glass Vercel account is ops@quillmark.com, "
            "password ⟨pw⟩ (2FA codes are in the office safe).",
            "Austin office wifi is QM-Studio, passphrase ⟨pp⟩ — guests use QM-Guest.",
            "I reset the Cloudflare account password to ⟨pw⟩ on Jan ⟨dd⟩; change it once "
            "⟨who⟩ has the YubiKey.",
            "Upstash console password for the old personal account that still owns the prod "
            "Redis: ⟨pw⟩ (yes, really)",
        ),
        _prose_pw,
        n=7,
        secrets=("pw", "pp"),
    ),
    Kind(
        "pem_private_keys",
        (
            "Sign in with Apple key for Clerk (AuthKey_⟨kid⟩.p8):\n" + pem("", "⟨p8ec⟩"),
            "GitHub App private key (quillmark-sync.⟨date⟩.private-key.pem):\n\n"
            + pem("RSA ", "⟨rsa1⟩")
            + "\n",
            "Cloudflare origin certificate key for api.quillmark.com:\n" + pem("", "⟨p8rsa⟩"),
            'SUPABASE_JWT_PRIVATE_KEY="' + pem("EC ", "⟨sec1⟩") + '"',
            "$ openssl genpkey -algorithm ed25519\n" + pem("", "⟨ed⟩"),
            "github_app:\n  id: ⟨appid⟩\n  private_key: |\n" + pem("RSA ", "⟨rsa1i⟩", "    "),
        ),
        _pem_keys,
        n=7,
        secrets=("p8ec", "rsa1", "rsa1i", "p8rsa", "sec1", "ed"),
    ),
    Kind(
        "openssh_private_keys",
        (
            pem("OPENSSH ", "⟨ed⟩"),
            "Deploy key for the crawler box (~/.ssh/qm_crawler_ed25519), read-only on "
            "quillmark/crawler:\n\n" + pem("OPENSSH ", "⟨ed⟩"),
            "$ cat ~/.ssh/id_rsa_k3s\n" + pem("OPENSSH ", "⟨rsa⟩"),
            "SSH_PRIVATE_KEY for the rsync step (keeping a copy until the k3s box is gone):\n"
            "```\n" + pem("OPENSSH ", "⟨ed⟩") + "\n```",
            "ssh-keygen -t ed25519 -C deploy@quillmark -f /tmp/qm_deploy -N ''\n"
            "cat /tmp/qm_deploy\n" + pem("OPENSSH ", "⟨ed⟩"),
        ),
        _openssh_keys,
        n=7,
        secrets=("ed", "rsa"),
    ),
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: crawler-env\n  namespace: crawler\n"
            "type: Opaque\ndata:\n  DATABASE_URL: ⟨b1⟩\n  OPENROUTER_API_KEY: ⟨b2⟩\n"
            "  R2_SECRET_ACCESS_KEY: ⟨b3⟩",
            "$ kubectl -n crawler get secret crawler-env -o jsonpath='{.data.OPENROUTER_API_KEY}'"
            "\n⟨b2⟩",
            "kubectl get secret crawler-jobs -o yaml (k3s, crawler ns):\n\napiVersion: v1\n"
            "data:\n  QSTASH_TOKEN: ⟨b4⟩\n  SENTRY_AUTH_TOKEN: ⟨b5⟩\nkind: Secret\nmetadata:\n"
            '  creationTimestamp: "2036-12-⟨dd⟩T17:02:11Z"\n  name: crawler-jobs\n'
            '  namespace: crawler\n  resourceVersion: "⟨rv⟩"\n  uid: ⟨uid⟩\ntype: Opaque',
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"pinecone","namespace":'
            '"crawler"},"type":"Opaque","data":{"PINECONE_API_KEY":"⟨b6⟩"}}',
            "helm values (secrets.yaml, already base64):\ncrawler:\n  secretData:\n"
            "    ANTHROPIC_API_KEY: ⟨b7⟩",
            "ghcr pull secret for the crawler:\napiVersion: v1\nkind: Secret\nmetadata:\n"
            "  name: ghcr\ntype: kubernetes.io/dockerconfigjson\ndata:\n"
            "  .dockerconfigjson: ⟨dcj⟩",
        ),
        _k8s,
        n=7,
        secrets=("b1", "b2", "b3", "b4", "b5", "b6", "b7", "dcj"),
    ),
    Kind(
        "dotenv_files",
        (
            ".env.local (copied from Vercel, development):\n"
            "NEXT_PUBLIC_SUPABASE_URL=https://⟨ref⟩.supabase.co\n"
            "NEXT_PUBLIC_SUPABASE_ANON_KEY=⟨anon⟩\nSUPABASE_SERVICE_ROLE_KEY=⟨srk⟩\n"
            "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=⟨cpk⟩\nCLERK_SECRET_KEY=⟨csk⟩\n"
            "OPENAI_API_KEY=⟨oai⟩",
            '# Created by Vercel CLI\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY="⟨spk⟩"\n'
            'RESEND_API_KEY="⟨rs⟩"\nSTRIPE_SECRET_KEY="⟨stk⟩"\n'
            'STRIPE_WEBHOOK_SECRET="⟨swh⟩"\nVERCEL_OIDC_TOKEN="⟨oidc⟩"',
            "UPSTASH_REDIS_REST_URL=https://⟨db⟩.upstash.io\nUPSTASH_REDIS_REST_TOKEN=⟨up⟩\n"
            "QSTASH_TOKEN=⟨qs⟩\nINNGEST_EVENT_KEY=⟨iek⟩\nNEXT_PUBLIC_POSTHOG_KEY=⟨phc⟩\n"
            "SENTRY_AUTH_TOKEN=⟨sen⟩",
            "~/.zshrc (bottom):\nexport ANTHROPIC_API_KEY=⟨ant⟩\nexport PINECONE_API_KEY=⟨pc⟩\n"
            "export PINECONE_INDEX=qm-docs\nexport LINEAR_API_KEY=⟨lin⟩",
            "apps/worker/.dev.vars (wrangler):\nR2_ACCESS_KEY_ID=⟨akid⟩\n"
            "R2_SECRET_ACCESS_KEY=⟨r2s⟩\nTURNSTILE_SECRET_KEY=⟨ts⟩\nTURNSTILE_SITE_KEY=⟨site⟩",
        ),
        _dotenv,
        n=7,
        secrets=(
            "srk",
            "csk",
            "oai",
            "stk",
            "swh",
            "rs",
            "oidc",
            "up",
            "qs",
            "iek",
            "sen",
            "ant",
            "pc",
            "lin",
            "r2s",
            "ts",
        ),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy debrief 2037-01-⟨dd⟩\n- prod deploy ⟨dpl⟩ from ⟨sha⟩\n"
            "- Sentry event ⟨ev⟩ (trace ⟨trace⟩)\n"
            "- PostHog key ⟨phc⟩ is the public one, fine in the bundle\n"
            "- but `OPENROUTER_API_KEY=⟨or⟩` was printed in the build log → rotating",
            "| what | value |\n|---|---|\n| Stripe account | ⟨acct⟩ |\n| publishable | ⟨spk⟩ |\n"
            "| webhook endpoint | ⟨we⟩ |\n| signing secret | ⟨swh⟩ |\n| last event | ⟨evt⟩ |",
            "Crawler image ghcr.io/quillmark/crawler@sha256:⟨dig⟩, Inngest run ⟨ulid⟩, user "
            "⟨uuid⟩. The job failed because PINECONE_API_KEY was set to ⟨pc⟩ (the staging "
            "project's key) instead of prod.",
            "Clerk notes: instance ⟨ins⟩, pk ⟨cpk⟩, webhook message ⟨svixid⟩ signed "
            "v1,⟨sig⟩ — and the endpoint's signing secret, since Keisha asked: ⟨wh⟩",
            "git log -1 --format=%H → ⟨sha⟩\nlockfile integrity sha512-⟨integ⟩\n"
            "Resend email id ⟨uuid⟩\npassword for the preview branch role: ⟨npg⟩",
            "Sentry DSN ⟨dsn⟩ (public) · deployment ⟨dpl⟩ · trace ⟨trace⟩ · "
            "staging admin password ⟨pw⟩ · commit ⟨sha⟩",
        ),
        _among,
        n=7,
        secrets=("or", "swh", "pc", "wh", "npg", "pw"),
    ),
)
