"""True secrets in Nilotic Health memory-note framings (33 kinds, 7 cases each).

Each kind names the fields that must not survive; public or short identifiers that sit next
to them (MoMo API user ids, Airtel client ids, Pesapal consumer keys, Twilio account and key
SIDs, Google OAuth client ids, Supabase project refs, Vault role ids, usernames) are
deliberately left unlisted: the README explains each call.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike68.gen import (
    ALNUM,
    B64URL,
    LOWER,
    LOWER_ALNUM,
    PRIVATE,
    UPPER_ALNUM,
    UPPER_HEX,
    URL_SAFE_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    day,
    dhis2_uid,
    ec_private_sec1,
    ed25519_private_pkcs8,
    hexs,
    hhmm,
    ip10,
    iso_aug,
    jwt,
    msisdn_rw,
    msisdn_ug,
    num,
    openssh_key,
    passphrase,
    password,
    pem,
    pem_json,
    person,
    pick,
    rsa_private_pkcs1,
    rsa_private_pkcs8,
    secret_kind,
    service,
    unix_aug,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_FLWSECK = "FLW" + "SECK-"
_FLWSECK_TEST = "FLW" + "SECK_TEST-"
_FLWENC_TEST = "FLW" + "SECK_TEST"
_FLWPUBK = "FLW" + "PUBK-"
_ATSK = "at" + "sk_"
_D2PAT = "d2" + "pat_"
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_YA29 = "ya" + "29.a0"
_REFRESH = "1/" + "/0"
_SBP = "sb" + "p_"
_SB_SECRET = "sb_" + "secret_"
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_HVS = "hv" + "s."
_MB = "m" + "b_"
_GOOG1E = "GOOG" + "1E"
_AC = "A" + "C"
_SK = "S" + "K"


def _flw_secret(r: Random) -> str:
    return r.choice((_FLWSECK, _FLWSECK_TEST)) + hexs(r, 32) + "-X"


def _momo_sub(r: Random) -> dict[str, str]:
    product = r.choice(("collection", "disbursement", "remittance"))
    return {
        "k": hexs(r, 32),
        "env": r.choice(("mtnuganda", "mtnrwanda")),
        "product": product,
        "PRODUCT": product.upper(),
        "who": person(r),
        "d": day(r),
    }


def _momo_user(r: Random) -> dict[str, str]:
    user, key = uuid4(r), hexs(r, 32)
    return {
        "user": user,
        "key": key,
        "basic": b64_of(f"{user}:{key}"),
        "env": r.choice(("mtnuganda", "mtnrwanda", "sandbox")),
        "who": person(r),
        "ts": iso_aug(r),
    }


def _momo_token(r: Random) -> dict[str, str]:
    claims = {"clientId": uuid4(r), "expires": iso_aug(r), "sessionId": uuid4(r)}
    return {
        "t": jwt(r, {"typ": "JWT", "alg": "R256"}, claims, 256),
        "ref": uuid4(r),
        "env": r.choice(("mtnuganda", "mtnrwanda")),
        "msisdn": r.choice((msisdn_ug(r), msisdn_rw(r))),
        "amt": str(r.randrange(5000, 450000, 500)),
        "ts": iso_aug(r),
    }


def _airtel(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "cs": uuid4(r),
        "tok": pick(r, ALNUM, 32),
        **dict(zip(("c", "cur"), r.choice((("UG", "UGX"), ("RW", "RWF"))), strict=True)),
        "msisdn": pick(r, "0123456789", 9),
        "id": "nh-" + num(r, 9),
        "who": person(r),
    }


def _flutterwave(r: Random) -> dict[str, str]:
    return {
        "live": _FLWSECK + hexs(r, 32) + "-X",
        "test": _FLWSECK_TEST + hexs(r, 32) + "-X",
        "enc": _FLWENC_TEST + hexs(r, 12),
        "pub": _FLWPUBK + hexs(r, 32) + "-X",
        "ref": "nh-rx-" + num(r, 8),
        "msisdn": msisdn_ug(r),
        "amt": str(r.randrange(8000, 300000, 1000)),
    }


def _webhooks(r: Random) -> dict[str, str]:
    return {
        "fh": pick(r, ALNUM, r.choice((24, 32, 40))),
        "gl": pick(r, ALNUM + "-_", r.choice((32, 40))),
        "sc": hexs(r, 64),
        "hk": b64(r, 32),
        "pid": num(r, 8),
        "who": person(r),
    }


def _pesapal(r: Random) -> dict[str, str]:
    ck = pick(r, ALNUM, 32)
    now = unix_aug(r)
    claims = {
        "http://schemas.microsoft.com/ws/2008/06/identity/claims/userdata": ck,
        "uniqueName": ck,
        "nbf": now,
        "exp": now + 300,
        "iat": now,
        "iss": "https://pay.pesapal.com/v3/",
        "aud": "https://pay.pesapal.com/v3/",
    }
    return {
        "ck": ck,
        "cs": b64(r, 20),
        "jwt": jwt(r, {"alg": "HS256", "typ": "JWT"}, claims, 32),
        "ts": iso_aug(r),
        "ref": "NH-ORD-" + num(r, 7),
        "ipn": uuid4(r),
    }


def _africastalking(r: Random) -> dict[str, str]:
    return {
        "k": r.choice((_ATSK + hexs(r, 64), hexs(r, 64))),
        "user": r.choice(("nilotichealth", "nilotic_rw", "nh-otp")),
        "msisdn": r.choice(("+" + msisdn_ug(r), "+" + msisdn_rw(r))),
        "code": f"*{r.choice((384, 284, 165))}*{r.randint(100, 9999)}#",
        "who": person(r),
    }


def _dhis2(r: Random) -> dict[str, str]:
    return {
        "t": _D2PAT + pick(r, ALNUM, 32) + pick(r, "0123456789", 10),
        "ds": dhis2_uid(r),
        "ou": dhis2_uid(r),
        "pe": f"2034{r.randint(1, 7):02d}",
        "who": person(r),
    }


def _openmrs(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((16, 18, 22)))
    user = r.choice(("admin", "nh-integration", "openmrs"))
    return {
        "pw": pw,
        "user": user,
        "basic": b64_of(f"{user}:{pw}"),
        "js": pick(r, UPPER_HEX, 32),
        "ip": ip10(r),
        "who": person(r),
    }


def _gcp_sa(r: Random) -> dict[str, str]:
    project = r.choice(("nilotic-prod", "nilotic-staging"))
    sa = r.choice(("dhis2-sync", "rx-dispatch", "gitlab-deployer", "metabase-reader"))
    values = {
        "project": project,
        "kid": hexs(r, 40),
        "pk": pem_json(PRIVATE, rsa_private_pkcs8(r)),
        "email": f"{sa}@{project}.iam.gserviceaccount.com",
        "cid": num(r, 21),
        "sa": sa,
    }
    compact = json.dumps(
        {
            "type": "service_account",
            "project_id": project,
            "private_key_id": values["kid"],
            "private_key": "@@PK@@",
            "client_email": values["email"],
            "client_id": values["cid"],
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        separators=(",", ":"),
    )
    values["sab64"] = b64_of(compact.replace("@@PK@@", values["pk"]))
    return values


# A downloaded service-account key file, with the key's PEM as a JSON string.
_SA_JSON = (
    '{\n  "type": "service_account",\n  "project_id": "⟨project⟩",\n'
    '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pk⟩",\n'
    '  "client_email": "⟨email⟩",\n  "client_id": "⟨cid⟩",\n'
    '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
    '  "token_uri": "https://oauth2.googleapis.com/token",\n'
    '  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",\n'
    '  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/'
    '⟨sa⟩%40⟨project⟩.iam.gserviceaccount.com",\n  "universe_domain": "googleapis.com"\n}'
)


def _google_api_key(r: Random) -> dict[str, str]:
    return {
        "k": _AIZA + pick(r, B64URL, 35),
        "lang": r.choice(("lg", "rw", "sw")),
        "project": r.choice(("nilotic-prod", "nilotic-staging")),
        "who": person(r),
        "uid": uuid4(r),
    }


def _google_oauth(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": _REFRESH + r.choice("9g43") + pick(r, B64URL, 99),
        "at": _YA29 + pick(r, B64URL, 180),
        "who": person(r),
    }


def _supabase(r: Random) -> dict[str, str]:
    ref = pick(r, LOWER, 20)
    now = unix_aug(r) - r.randint(100, 600) * 86400
    claims = {"iss": "supabase", "ref": ref, "role": "service_role", "iat": now}
    claims["exp"] = now + 10 * 365 * 86400
    return {
        "ref": ref,
        "jwt": jwt(r, {"alg": "HS256", "typ": "JWT"}, claims, 32),
        "sk": _SB_SECRET + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM + "-", 8),
        "sbp": _SBP + hexs(r, 40),
        "fn": r.choice(("rx-webhook", "notify-pharmacist", "momo-callback", "triage-bot")),
        "who": person(r),
    }


def _supabase_db(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24, 28)), URL_SAFE_PASSWORD_CHARS),
        "ref": pick(r, LOWER, 20),
        "region": r.choice(("eu-central-1", "eu-west-2", "af-south-1")),
        "who": person(r),
    }


def _sentry(r: Random) -> dict[str, str]:
    payload = {
        "iat": unix_aug(r) + r.randrange(1000) / 1000,
        "url": "https://sentry.io",
        "region_url": r.choice(("https://us.sentry.io", "https://de.sentry.io")),
        "org": "nilotic-health",
    }
    body = b64_of(json.dumps(payload, separators=(",", ":"))).rstrip("=")
    return {
        "org": _SNTRYS + body + "_" + pick(r, ALNUM, 43),
        "usr": _SNTRYU + hexs(r, 64),
        "proj": service(r),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "who": person(r),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": _AC + hexs(r, 32),
        "auth": hexs(r, 32),
        "sk": _SK + hexs(r, 32),
        "ksec": pick(r, ALNUM, 32),
        "to": "+" + r.choice((msisdn_ug(r), msisdn_rw(r))),
        "who": person(r),
    }


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "pat": _GLPAT + pick(r, B64URL, 20),
        "rt": _GLRT + pick(r, B64URL, 20),
        "dt": _GLDT + pick(r, B64URL, 20),
        "n": num(r, 7),
        "pid": num(r, 8),
        "repo": service(r),
        "who": person(r),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "root": _HVS + pick(r, ALNUM, 24),
        "svc": _HVS + "CAESI" + pick(r, B64URL, 87),
        "u1": b64(r, 33),
        "u2": b64(r, 33),
        "u3": b64(r, 33),
        "path": r.choice(("secret/data/momo/prod", "secret/data/flw/live", "kv/data/at/sms")),
        "who": person(r),
    }


def _approle(r: Random) -> dict[str, str]:
    return {
        "rid": uuid4(r),
        "sid": uuid4(r),
        "acc": uuid4(r),
        "wrap": _HVS + "CAESI" + pick(r, B64URL, 87),
        "wacc": pick(r, ALNUM, 24),
        "role": service(r),
        "who": person(r),
    }


def _metabase(r: Random) -> dict[str, str]:
    return {
        "api": _MB + b64(r, 32),
        "emb": hexs(r, 64),
        "enc": password(r, r.choice((32, 40)), ALNUM),
        "dbpw": password(r, 20, URL_SAFE_PASSWORD_CHARS),
        "card": str(r.randint(10, 900)),
        "who": person(r),
    }


def _rsa_pem(r: Random) -> dict[str, str]:
    key = rsa_private_pkcs1(r, r.choice((2048, 2048, 3072)))
    label = "RSA " + PRIVATE
    return {"pem": pem(label, key), "pem4": pem(label, key, 4), "pem6": pem(label, key, 6)}


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("deploy@rx-dispatch", "okello@kla-laptop", "gitlab-ci@nilotic", "bastion"))
    text, public = openssh_key(r, comment, r.choice(("ed25519", "ed25519", "rsa")))
    return {
        "key": text,
        "key6": "\n".join("      " + line for line in text.split("\n")),
        "pub": public,
        "host": ip10(r),
    }


def _ec_keys(r: Random) -> dict[str, str]:
    ec = ec_private_sec1(r)
    label = "EC " + PRIVATE
    return {
        "ec": pem(label, ec),
        "ec4": pem(label, ec, 4),
        "ecjson": pem_json(label, ec),
        "ed": pem(PRIVATE, ed25519_private_pkcs8(r)),
        "kid": f"rx-2034-{r.randint(1, 8):02d}",
    }


def _k8s(r: Random) -> dict[str, str]:
    ip = ip10(r)
    return {
        "userb64": b64_of(uuid4(r)),
        "keyb64": b64_of(hexs(r, 32)),
        "subb64": b64_of(hexs(r, 32)),
        "dburlb64": b64_of(f"postgresql://rx:{password(r, 20, URL_SAFE_PASSWORD_CHARS)}@{ip}/rx"),
        "atb64": b64_of(_ATSK + hexs(r, 64)),
        "flwb64": b64_of(_flw_secret(r)),
        "twb64": b64_of(hexs(r, 32)),
        "ns": r.choice(("payments", "rx", "messaging")),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "flwpub": _FLWPUBK + hexs(r, 32) + "-X",
        "flwsec": _FLWSECK + hexs(r, 32) + "-X",
        "atk": _ATSK + hexs(r, 64),
        "dsnkey": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "dbpw": password(r, 22, URL_SAFE_PASSWORD_CHARS),
        "ip": ip10(r),
        "momo": hexs(r, 32),
        "sub": hexs(r, 32),
        "user": uuid4(r),
        "tw": hexs(r, 32),
        "ac": _AC + hexs(r, 32),
        "redis": uuid4(r),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "vt": _HVS + pick(r, ALNUM, 24),
        "st": _SNTRYU + hexs(r, 64),
        "pat": _GLPAT + pick(r, B64URL, 20),
        "tw": hexs(r, 32),
        "flw": _flw_secret(r),
        "atk": _ATSK + hexs(r, 64),
        "pid": num(r, 8),
        "job": num(r, 10),
        "who": person(r),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "u": uuid4(r),
        "atx": "ATXid_" + hexs(r, 32),
        "pub": _FLWPUBK + hexs(r, 32) + "-X",
        "digest": hexs(r, 64),
        "n": str(r.randint(300, 2999)),
        "tw": hexs(r, 32),
        "flw": _FLWSECK + hexs(r, 32) + "-X",
        "sub": hexs(r, 32),
        "vt": _HVS + pick(r, ALNUM, 24),
        "d2": _D2PAT + pick(r, ALNUM, 32) + pick(r, "0123456789", 10),
        "ref": uuid4(r),
        "ac": _AC + hexs(r, 32),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 20, 24))),
        "pp": passphrase(r),
        "who": person(r),
        "who2": person(r),
        "d": day(r),
        "t": hhmm(r),
        "ip": ip10(r),
    }


def _config_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26))),
        "upw": password(r, r.choice((20, 24)), URL_SAFE_PASSWORD_CHARS),
        "auth": uuid4(r),
        "ip": ip10(r),
        "inst": r.choice(("rx-pg-prod", "openmrs-mysql", "dhis2-pg", "metabase-app-db")),
    }


def _gcs_hmac(r: Random) -> dict[str, str]:
    return {
        "id": _GOOG1E + pick(r, UPPER_ALNUM, 55),
        "sec": b64(r, 30),
        "bucket": r.choice(("nilotic-prod-rx-scans", "nilotic-dhis2-exports", "nh-backups-kla")),
        "who": person(r),
        "project": r.choice(("nilotic-prod", "nilotic-staging")),
    }


SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "momo_subscription_key",
        (
            "curl -X POST https://proxy.momoapi.mtn.com/⟨product⟩/token/ \\\n"
            '  -H "Ocp-Apim-Subscription-Key: ⟨k⟩" \\\n'
            '  -H "Authorization: Basic $MOMO_BASIC"',
            "MoMo ⟨product⟩ primary key (⟨env⟩ prod, from the partner portal): ⟨k⟩",
            "MOMO_⟨PRODUCT⟩_SUBSCRIPTION_KEY=⟨k⟩",
            "Subscription key ya MoMo empya (⟨product⟩): ⟨k⟩ - eyasooka twagisazaamu ku "
            "Lwokuna, ⟨who⟩ yagikyusizza.",
            'headers = {"Ocp-Apim-Subscription-Key": "⟨k⟩", "X-Target-Environment": "⟨env⟩"}',
            "momo:\n  target_environment: ⟨env⟩\n  ⟨product⟩:\n    subscription_key: ⟨k⟩\n"
            "    callback_host: api.nilotic.health",
            "Clé d'abonnement MoMo (⟨env⟩, produit ⟨product⟩) : ⟨k⟩ - la secondaire est encore "
            "active jusqu'au ⟨d⟩.",
        ),
        _momo_sub,
        "k",
    ),
    secret_kind(
        "momo_api_user_and_key",
        (
            "$ curl -s -X POST https://sandbox.momodeveloper.mtn.com/v1_0/apiuser/⟨user⟩/apikey "
            '\\\n    -H "Ocp-Apim-Subscription-Key: $MOMO_SUB_KEY"\n{"apiKey":"⟨key⟩"}',
            "MoMo API user ⟨user⟩ / API key ⟨key⟩ (⟨env⟩, created today by ⟨who⟩)",
            "curl -X POST https://proxy.momoapi.mtn.com/collection/token/ "
            '-H "Authorization: Basic ⟨basic⟩" -H "Ocp-Apim-Subscription-Key: $MOMO_SUB_KEY"',
            "MOMO_API_USER=⟨user⟩\nMOMO_API_KEY=⟨key⟩\nMOMO_TARGET_ENV=⟨env⟩",
            "API user ya MoMo ni ⟨user⟩, urufunguzo rwayo (API key) ni ⟨key⟩ - rwakozwe na "
            "⟨who⟩ kuri ⟨env⟩.",
            "⟨ts⟩ DEBUG momo-bridge token request headers={'Authorization': 'Basic ⟨basic⟩', "
            "'X-Target-Environment': '⟨env⟩'}",
            'MOMO_API_KEY = "⟨key⟩"  # TODO(⟨who⟩): move to Secret Manager before the audit',
        ),
        _momo_user,
        "key",
        "basic",
    ),
    secret_kind(
        "momo_access_token",
        (
            '{"access_token":"⟨t⟩","token_type":"access_token","expires_in":3600}',
            "curl -X POST https://proxy.momoapi.mtn.com/collection/v1_0/requesttopay \\\n"
            '  -H "Authorization: Bearer ⟨t⟩" \\\n  -H "X-Reference-Id: ⟨ref⟩" \\\n'
            '  -H "X-Target-Environment: ⟨env⟩" \\\n'
            '  -d \'{"amount":"⟨amt⟩","currency":"UGX","externalId":"rx-⟨amt⟩",'
            '"payer":{"partyIdType":"MSISDN","partyId":"⟨msisdn⟩"}}\'',
            "export MOMO_TOKEN=⟨t⟩",
            "Token ya MoMo gye nakozesezza okugezesa requesttopay (egwaako oluvannyuma "
            "lw'essaawa emu): ⟨t⟩",
            "⟨ts⟩ WARN momo-bridge 401 from requesttopay, retrying with Authorization=Bearer ⟨t⟩",
            'resp = requests.get(url, headers={"Authorization": "Bearer ⟨t⟩", '
            '"X-Target-Environment": "⟨env⟩"})',
            "Jeton MoMo copié depuis Postman pour rejouer la référence ⟨ref⟩ : ⟨t⟩",
        ),
        _momo_token,
        "t",
    ),
    secret_kind(
        "airtel_money_client_credentials",
        (
            "curl -X POST https://openapi.airtel.africa/auth/oauth2/token "
            "-H 'Content-Type: application/json' "
            '-d \'{"client_id":"⟨cid⟩","client_secret":"⟨cs⟩","grant_type":"client_credentials"}\'',
            '{"access_token":"⟨tok⟩","expires_in":"180","token_type":"bearer"}',
            "AIRTEL_CLIENT_ID=⟨cid⟩\nAIRTEL_CLIENT_SECRET=⟨cs⟩\nAIRTEL_COUNTRY=⟨c⟩",
            "Airtel Money ⟨c⟩: client_id ⟨cid⟩, client_secret ⟨cs⟩ (twabihawe na Airtel ku wa "
            "Kabiri, ⟨who⟩ arabifite).",
            "airtel:\n  base_url: https://openapi.airtel.africa\n  country: ⟨c⟩\n"
            "  client_id: ⟨cid⟩\n  client_secret: ⟨cs⟩",
            "curl -X POST https://openapi.airtel.africa/merchant/v1/payments/ "
            "-H 'Authorization: Bearer ⟨tok⟩' -H 'X-Country: ⟨c⟩' -H 'X-Currency: ⟨cur⟩' "
            '-d \'{"reference":"⟨id⟩","subscriber":{"msisdn":"⟨msisdn⟩"},'
            '"transaction":{"amount":15000,"id":"⟨id⟩"}}\'',
            "Client secret ya Airtel eya production: ⟨cs⟩ - ⟨who⟩ agambye tugikyuse nga "
            "audit tennatandika.",
        ),
        _airtel,
        "cs",
        "tok",
    ),
    secret_kind(
        "flutterwave_secret_keys",
        (
            "FLW_PUBLIC_KEY=⟨pub⟩\nFLW_SECRET_KEY=⟨live⟩",
            'curl --request POST "https://api.flutterwave.com/v3/charges?type=mobile_money_uganda"'
            ' \\\n  --header "Authorization: Bearer ⟨live⟩" \\\n'
            '  --header "Content-Type: application/json" \\\n'
            '  --data \'{"tx_ref":"⟨ref⟩","amount":"⟨amt⟩","currency":"UGX",'
            '"phone_number":"⟨msisdn⟩","network":"MTN"}\'',
            "Clé secrète Flutterwave (test) : ⟨test⟩ - clé de chiffrement ⟨enc⟩.",
            "Urufunguzo rw'ibanga rwa Flutterwave (live) ni ⟨live⟩; urwa public (⟨pub⟩) rwo "
            "rushobora kujya muri app.",
            '{\n  "flutterwave": {\n    "public_key": "⟨pub⟩",\n    "secret_key": "⟨test⟩",\n'
            '    "encryption_key": "⟨enc⟩"\n  }\n}',
            'glab variable set FLW_SECRET_KEY "⟨live⟩" --masked --protected --scope production',
            "Test keys from the Flutterwave dashboard for the sandbox checkout: secret ⟨test⟩, "
            "encryption ⟨enc⟩",
        ),
        _flutterwave,
        "live",
        "test",
        "enc",
    ),
    secret_kind(
        "webhook_signing_secrets",
        (
            "Flutterwave dashboard -> Settings -> Webhooks: secret hash set to ⟨fh⟩ (same value "
            "as FLW_SECRET_HASH in Cloud Run).",
            'if request.headers.get("verif-hash") != "⟨fh⟩":\n    abort(401)',
            'curl --request POST --header "PRIVATE-TOKEN: $GITLAB_TOKEN" '
            '"https://gitlab.com/api/v4/projects/⟨pid⟩/hooks" '
            '--data "url=https://hooks.nilotic.health/gitlab&token=⟨gl⟩&push_events=true"',
            "SENTRY_CLIENT_SECRET=⟨sc⟩  # internal integration nilotic-alerts, checks "
            "Sentry-Hook-Signature",
            "PARTNER_WEBHOOK_HMAC_KEY=⟨hk⟩",
            "Le secret de signature des webhooks pharmacie (HMAC-SHA256) est ⟨hk⟩ ; "
            "Pharmacie Conseil l'a reçu par e-mail de ⟨who⟩.",
            "Ekyama kya webhook ya GitLab (X-Gitlab-Token) kye kino: ⟨gl⟩ - kiteeke mu Vault, "
            "si mu repo.",
        ),
        _webhooks,
        "fh",
        "gl",
        "sc",
        "hk",
    ),
    secret_kind(
        "pesapal_consumer_secret_and_token",
        (
            "curl -X POST https://pay.pesapal.com/v3/api/Auth/RequestToken "
            "-H 'Accept: application/json' -H 'Content-Type: application/json' "
            '-d \'{"consumer_key":"⟨ck⟩","consumer_secret":"⟨cs⟩"}\'',
            '{"token":"⟨jwt⟩","expiryDate":"⟨ts⟩","error":null,"status":"200",'
            '"message":"Request processed successfully"}',
            "PESAPAL_CONSUMER_KEY=⟨ck⟩\nPESAPAL_CONSUMER_SECRET=⟨cs⟩",
            "Pesapal consumer secret (prod, akawunti ya Kampala): ⟨cs⟩ - consumer key ye ⟨ck⟩.",
            'PESAPAL = {\n    "consumer_key": "⟨ck⟩",\n    "consumer_secret": "⟨cs⟩",\n'
            '    "ipn_id": "⟨ipn⟩",\n}',
            "curl -X POST https://pay.pesapal.com/v3/api/Transactions/SubmitOrderRequest "
            '-H "Authorization: Bearer ⟨jwt⟩" -H "Content-Type: application/json" '
            '-d \'{"id":"⟨ref⟩","currency":"UGX","amount":52000,"notification_id":"⟨ipn⟩"}\'',
            "Ijambo ry'ibanga rya Pesapal API (consumer secret) ni ⟨cs⟩; ntirijye muri ticket.",
        ),
        _pesapal,
        "cs",
        "jwt",
    ),
    secret_kind(
        "africastalking_api_key",
        (
            "curl -X POST https://api.africastalking.com/version1/messaging "
            '-H "apiKey: ⟨k⟩" -H "Accept: application/json" '
            '-d "username=⟨user⟩&to=⟨msisdn⟩&message=Dawa+zo+zituuse"',
            'africastalking.initialize(username="⟨user⟩", api_key="⟨k⟩")',
            "AT_USERNAME=⟨user⟩\nAT_API_KEY=⟨k⟩\nAT_USSD_CODE=⟨code⟩",
            "API key ya Africa's Talking (SMS ne USSD ⟨code⟩) gye twakoze leero: ⟨k⟩",
            "Urufunguzo rwa API rwa Africa's Talking (⟨user⟩) ni ⟨k⟩ - ⟨who⟩ yarushyize muri "
            "Secret Manager ariko nanone ruri hano.",
            "env:\n  - name: AT_USERNAME\n    value: ⟨user⟩\n  - name: AT_API_KEY\n    value: ⟨k⟩",
            "Nouvelle clé API Africa's Talking pour le compte ⟨user⟩ : ⟨k⟩ (l'ancienne est "
            "révoquée).",
        ),
        _africastalking,
        "k",
    ),
    secret_kind(
        "dhis2_personal_access_token",
        (
            'curl -H "Authorization: ApiToken ⟨t⟩" '
            '"https://dhis2.nilotic.health/api/40/dataValueSets?dataSet=⟨ds⟩&period=⟨pe⟩'
            '&orgUnit=⟨ou⟩"',
            "DHIS2_BASE_URL=https://dhis2.nilotic.health\nDHIS2_TOKEN=⟨t⟩",
            "Tokeni ya DHIS2 (PAT) ya konti dhis2-sync: ⟨t⟩ - izarangira ku ya 30 Nzeri.",
            'session.headers["Authorization"] = "ApiToken ⟨t⟩"',
            "Jeton d'accès personnel DHIS2 pour l'import des données de ⟨pe⟩ : ⟨t⟩",
            "dhis2:\n  url: https://dhis2.nilotic.health\n  token: ⟨t⟩\n  org_unit_root: ⟨ou⟩",
            "PAT ya DHIS2 gye ⟨who⟩ yakoze ku lwa dataSet ⟨ds⟩: ⟨t⟩",
        ),
        _dhis2,
        "t",
    ),
    secret_kind(
        "openmrs_credentials",
        (
            "# /opt/openmrs/openmrs-runtime.properties\n"
            "connection.url=jdbc:mysql://⟨ip⟩:3306/openmrs?autoReconnect=true\n"
            "connection.username=openmrs\nconnection.password=⟨pw⟩\nauto_update_database=false",
            "curl -u ⟨user⟩:⟨pw⟩ https://emr.nilotic.health/openmrs/ws/rest/v1/session",
            "curl -H 'Authorization: Basic ⟨basic⟩' "
            "'https://emr.nilotic.health/openmrs/ws/rest/v1/patient?q=Nakato&v=default'",
            "Cookie: JSESSIONID=⟨js⟩ (copied from the browser to replay the encounter POST)",
            "services:\n  db:\n    image: mariadb:10.11\n    environment:\n"
            "      MYSQL_DATABASE: openmrs\n      MYSQL_USER: openmrs\n"
            "      MYSQL_PASSWORD: ⟨pw⟩",
            "Mot de passe OpenMRS du compte ⟨user⟩ (Kigali) : ⟨pw⟩ - ⟨who⟩ doit le changer.",
            "Konti ya OpenMRS ⟨user⟩, ijambo ry'ibanga ⟨pw⟩ (seriveri ⟨ip⟩).",
        ),
        _openmrs,
        "pw",
        "basic",
        "js",
    ),
    secret_kind(
        "gcp_service_account_key",
        (
            _SA_JSON,
            "Downloaded key ⟨kid⟩ for ⟨email⟩ (gcloud iam service-accounts keys create):\n\n"
            + _SA_JSON,
            'creds = service_account.Credentials.from_service_account_info({"type": '
            '"service_account", "client_email": "⟨email⟩", "private_key": "⟨pk⟩", '
            '"token_uri": "https://oauth2.googleapis.com/token"})',
            "GCP_SA_KEY_B64=⟨sab64⟩",
        ),
        _gcp_sa,
        "pk",
        "sab64",
    ),
    secret_kind(
        "google_api_key",
        (
            'curl "https://translation.googleapis.com/language/translate/v2?key=⟨k⟩" '
            "-d 'q=Your prescription is ready&target=⟨lang⟩'",
            "GOOGLE_MAPS_API_KEY=⟨k⟩  # server key for rider routing, restricted to Cloud Run IPs",
            'gmaps = googlemaps.Client(key="⟨k⟩")',
            "API key ya Google Maps eya server (⟨project⟩): ⟨k⟩ - tegiteekwa mu app ya Android.",
            "$ gcloud services api-keys get-key-string projects/⟨project⟩/locations/global/"
            "keys/⟨uid⟩\nkeyString: ⟨k⟩",
            "maps:\n  geocoding_key: ⟨k⟩\n  region: ug",
            "Clé API Google (Translation, projet ⟨project⟩) : ⟨k⟩ - ⟨who⟩ l'a restreinte hier.",
        ),
        _google_api_key,
        "k",
    ),
    secret_kind(
        "google_oauth_client_secret_and_tokens",
        (
            '{"web":{"client_id":"⟨cid⟩","project_id":"nilotic-prod",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟨cs⟩",'
            '"redirect_uris":["https://doctors.nilotic.health/auth/callback"]}}',
            "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            '{\n  "access_token": "⟨at⟩",\n  "expires_in": 3599,\n  "refresh_token": "⟨rt⟩",\n'
            '  "scope": "https://www.googleapis.com/auth/drive.file",\n'
            '  "token_type": "Bearer"\n}',
            "curl -s https://oauth2.googleapis.com/token -d client_id=⟨cid⟩ "
            "-d client_secret=⟨cs⟩ -d refresh_token=⟨rt⟩ -d grant_type=refresh_token",
            "Le client OAuth du portail médecins : secret ⟨cs⟩ (l'ID ⟨cid⟩ est public).",
            'curl -H "Authorization: Bearer ⟨at⟩" '
            "https://www.googleapis.com/drive/v3/files?q=name+contains+'rx'",
            "Refresh token ya ⟨who⟩ (Drive export ya lipoota): ⟨rt⟩",
        ),
        _google_oauth,
        "cs",
        "rt",
        "at",
    ),
    secret_kind(
        "supabase_service_keys",
        (
            "SUPABASE_URL=https://⟨ref⟩.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=⟨jwt⟩",
            'const supabase = createClient("https://⟨ref⟩.supabase.co", "⟨jwt⟩")',
            "supabase login --token ⟨sbp⟩",
            'curl "https://⟨ref⟩.supabase.co/rest/v1/prescriptions?select=*" '
            '-H "apikey: ⟨sk⟩" -H "Authorization: Bearer ⟨sk⟩"',
            "Urufunguzo rwa service_role rwa Supabase (⟨ref⟩) ni ⟨jwt⟩ - ntirujya muri app "
            "ya telefoni.",
            "SUPABASE_ACCESS_TOKEN=⟨sbp⟩ supabase functions deploy ⟨fn⟩ --project-ref ⟨ref⟩",
            "Nouvelle clé secrète Supabase (format sb_secret) pour ⟨fn⟩ : ⟨sk⟩",
        ),
        _supabase,
        "jwt",
        "sbp",
        "sk",
    ),
    secret_kind(
        "supabase_database_password",
        (
            "DATABASE_URL=postgresql://postgres.⟨ref⟩:⟨pw⟩@aws-0-⟨region⟩.pooler.supabase.com"
            ":6543/postgres",
            'psql "postgresql://postgres:⟨pw⟩@db.⟨ref⟩.supabase.co:5432/postgres"',
            "supabase link --project-ref ⟨ref⟩ --password '⟨pw⟩'",
            "Ekigambo ky'okuyingira ekya database ya Supabase (⟨ref⟩) kati kiri ⟨pw⟩ - "
            "⟨who⟩ ye yakikyusizza.",
            "pg_dump 'postgresql://postgres.⟨ref⟩:⟨pw⟩@aws-0-⟨region⟩.pooler.supabase.com:5432/"
            "postgres' -Fc -f rx-⟨ref⟩.dump",
            'conn = psycopg.connect(host="db.⟨ref⟩.supabase.co", user="postgres", '
            'password="⟨pw⟩", dbname="postgres")',
            "MB_DB_CONNECTION_URI=postgres://postgres.⟨ref⟩:⟨pw⟩@aws-0-⟨region⟩.pooler."
            "supabase.com:6543/postgres?sslmode=require",
        ),
        _supabase_db,
        "pw",
    ),
    secret_kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩ sentry-cli releases new ⟨proj⟩@⟨ver⟩",
            "# ~/.sentryclirc\n[auth]\ntoken=⟨usr⟩\n\n[defaults]\norg=nilotic-health\n"
            "project=⟨proj⟩",
            "curl https://sentry.io/api/0/projects/nilotic-health/⟨proj⟩/issues/ "
            "-H 'Authorization: Bearer ⟨usr⟩'",
            "Sentry org token ya CI (source maps ya ⟨proj⟩): ⟨org⟩",
            "sentryVitePlugin({\n  org: 'nilotic-health',\n  project: '⟨proj⟩',\n"
            "  authToken: '⟨org⟩',\n})",
            "Tokeni ya Sentry ya ⟨who⟩ (user token): ⟨usr⟩ - yayikoresheje mu gusiba issues "
            "za kera.",
            "Jeton d'organisation Sentry pour les releases ⟨ver⟩ : ⟨org⟩",
        ),
        _sentry,
        "org",
        "usr",
    ),
    secret_kind(
        "twilio_credentials",
        (
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨ac⟩/Messages.json "
            '--data-urlencode "To=⟨to⟩" --data-urlencode "From=NILOTIC" '
            '--data-urlencode "Body=OTP 482913" -u ⟨ac⟩:⟨auth⟩',
            "TWILIO_ACCOUNT_SID=⟨ac⟩\nTWILIO_AUTH_TOKEN=⟨auth⟩",
            'client = Client("⟨sk⟩", "⟨ksec⟩", "⟨ac⟩")',
            "twilio profiles:create nilotic-fallback --account-sid ⟨ac⟩ --auth-token ⟨auth⟩",
            "Twilio sert de secours quand Africa's Talking tombe : SID ⟨ac⟩, jeton "
            "d'authentification ⟨auth⟩.",
            "API key ya Twilio: SID ⟨sk⟩, secret ⟨ksec⟩ - yakozwe na ⟨who⟩ ku wa Gatanu.",
            "Auth token ya Twilio ey'akawunti ⟨ac⟩: ⟨auth⟩ (tugikyuse oluvannyuma lw'okugezesa)",
        ),
        _twilio,
        "auth",
        "ksec",
    ),
    secret_kind(
        "gitlab_tokens",
        (
            "git clone https://oauth2:⟨pat⟩@gitlab.com/nilotic-health/⟨repo⟩.git",
            "gitlab-runner register --non-interactive --url https://gitlab.com "
            "--token ⟨rt⟩ --executor docker --docker-image python:3.13-slim",
            '[[runners]]\n  name = "kla-runner-1"\n  url = "https://gitlab.com"\n'
            '  token = "⟨rt⟩"\n  executor = "docker"',
            "docker login registry.gitlab.com -u gitlab+deploy-token-⟨n⟩ -p ⟨dt⟩",
            'curl --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.com/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            "Tokeni ya GitLab ya ⟨who⟩ (api, read_repository): ⟨pat⟩ - izarangira mu kwezi gutaha.",
            "Deploy token ya ⟨repo⟩ (read_registry): ⟨dt⟩ - eri ku kompyuta ya Kigali.",
        ),
        _gitlab,
        "pat",
        "rt",
        "dt",
    ),
    secret_kind(
        "vault_tokens_and_unseal_keys",
        (
            "$ vault operator init -key-shares=3 -key-threshold=2\nUnseal Key 1: ⟨u1⟩\n"
            "Unseal Key 2: ⟨u2⟩\nUnseal Key 3: ⟨u3⟩\n\nInitial Root Token: ⟨root⟩",
            "export VAULT_ADDR=https://vault.nilotic.internal:8200\nexport VAULT_TOKEN=⟨svc⟩",
            "vault login ⟨root⟩",
            'curl -H "X-Vault-Token: ⟨svc⟩" https://vault.nilotic.internal:8200/v1/⟨path⟩',
            "Clé de descellement n°2 (gardée par ⟨who⟩) : ⟨u2⟩",
            "$ cat ~/.vault-token\n⟨svc⟩",
            "Tokeni ya root ya Vault (yakozwe mu gihe cyo gusana): ⟨root⟩ - igomba gukurwaho.",
        ),
        _vault,
        "root",
        "svc",
        "u1",
        "u2",
        "u3",
    ),
    secret_kind(
        "vault_approle_secret_id",
        (
            "$ vault write -f auth/approle/role/⟨role⟩/secret-id\nKey                   Value\n"
            "---                   -----\nsecret_id             ⟨sid⟩\n"
            "secret_id_accessor    ⟨acc⟩\nsecret_id_num_uses    0\nsecret_id_ttl         0s",
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            "VAULT_ROLE_ID=⟨rid⟩\nVAULT_SECRET_ID=⟨sid⟩",
            "$ vault write -wrap-ttl=120s -f auth/approle/role/⟨role⟩/secret-id\n"
            "Key                              Value\n---                              -----\n"
            "wrapping_token:                  ⟨wrap⟩\nwrapping_accessor:               ⟨wacc⟩",
            "Secret ID ya AppRole ⟨role⟩: ⟨sid⟩ (role_id ⟨rid⟩) - ⟨who⟩ agiteeke mu Cloud Run.",
            'resource "vault_approle_auth_backend_login" "⟨role⟩" {\n  backend   = "approle"\n'
            '  role_id   = "⟨rid⟩"\n  secret_id = "⟨sid⟩"\n}',
            "Le secret_id AppRole de ⟨role⟩ est ⟨sid⟩ ; role_id ⟨rid⟩.",
        ),
        _approle,
        "sid",
        "wrap",
    ),
    secret_kind(
        "metabase_secrets",
        (
            'curl -H "x-api-key: ⟨api⟩" https://metabase.nilotic.health/api/card/⟨card⟩/query',
            "MB_DB_TYPE=postgres\nMB_DB_PASS=⟨dbpw⟩\nMB_ENCRYPTION_SECRET_KEY=⟨enc⟩",
            'token = jwt.encode({"resource": {"dashboard": ⟨card⟩}, "params": {}}, '
            '"⟨emb⟩", algorithm="HS256")',
            "MB_EMBEDDING_SECRET_KEY=⟨emb⟩",
            "Urufunguzo rwa API rwa Metabase (konti ya raporo za DHIS2): ⟨api⟩",
            "Ekisumuluzo kya Metabase eky'okukuuma settings (MB_ENCRYPTION_SECRET_KEY): ⟨enc⟩ "
            "- bwe kibula, connections zonna zifa.",
            "Clé d'API Metabase pour le tableau de bord pharmacie (⟨who⟩) : ⟨api⟩",
        ),
        _metabase,
        "api",
        "emb",
        "enc",
        "dbpw",
    ),
    secret_kind(
        "rsa_private_key_pem",
        (
            "⟨pem⟩",
            "Private key ya staging bastion (enkadde, tugikyuse):\n\n⟨pem⟩",
            "openmrs:\n  tls:\n    crt: /etc/ssl/emr.crt\n    key: |\n⟨pem6⟩",
            'resource "google_secret_manager_secret_version" "partner_signing_key" {\n'
            "  secret      = google_secret_manager_secret.partner_signing.id\n"
            "  secret_data = <<-EOT\n⟨pem4⟩\n  EOT\n}",
            "Clé privée du bastion de Kigali (ne pas recommiter) :\n⟨pem⟩",
        ),
        _rsa_pem,
        "pem",
        "pem4",
        "pem6",
    ),
    secret_kind(
        "openssh_private_key",
        (
            "$ cat ~/.ssh/id_deploy\n⟨key⟩",
            "GitLab CI variable SSH_PRIVATE_KEY (type File), pasted from the old laptop:\n\n⟨key⟩",
            "Urufunguzo rwa SSH rwa seriveri ⟨host⟩ (nta passphrase):\n\n⟨key⟩",
            "write_files:\n  - path: /home/deploy/.ssh/id_deploy\n    permissions: '0600'\n"
            "    content: |\n⟨key6⟩",
            "Ekisumuluzo kya SSH eky'okuyingira ku ⟨host⟩ (public: ⟨pub⟩):\n\n⟨key⟩",
        ),
        _openssh,
        "key",
        "key6",
    ),
    secret_kind(
        "ec_and_ed25519_private_keys",
        (
            "QR prescription signer (P-256, kid ⟨kid⟩), prod:\n⟨ec⟩",
            'RX_SIGNING_KEY="⟨ec⟩"',
            "$ openssl genpkey -algorithm ed25519 | tee ussd-callback-signer.pem\n⟨ed⟩",
            '{"kid":"⟨kid⟩","alg":"ES256","pem":"⟨ecjson⟩"}',
            "Clé privée Ed25519 qui signe les réponses USSD :\n\n⟨ed⟩",
            "stringData:\n  tls.key: |\n⟨ec4⟩",
            "Ekisumuluzo ky'okussa omukono ku QR za ddagala (⟨kid⟩):\n\n⟨ec⟩",
        ),
        _ec_keys,
        "ec",
        "ec4",
        "ecjson",
        "ed",
    ),
    secret_kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: momo-bridge\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  MOMO_API_USER: ⟨userb64⟩\n  MOMO_API_KEY: ⟨keyb64⟩\n"
            "  MOMO_SUBSCRIPTION_KEY: ⟨subb64⟩",
            "$ kubectl -n ⟨ns⟩ get secret rx-db -o jsonpath='{.data.DATABASE_URL}'\n⟨dburlb64⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: sms-notify\n  namespace: ⟨ns⟩\n"
            "data:\n  AT_API_KEY: ⟨atb64⟩\n  TWILIO_AUTH_TOKEN: ⟨twb64⟩",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"flw","namespace":"⟨ns⟩"},'
            '"data":{"FLW_SECRET_KEY":"⟨flwb64⟩"},"type":"Opaque"}',
            "Secret ya k8s eya sms-notify (data ziri mu base64) - TWILIO_AUTH_TOKEN: ⟨twb64⟩",
            "Dans le secret rx-db (namespace ⟨ns⟩), DATABASE_URL vaut ⟨dburlb64⟩ en base64.",
            'kubectl -n ⟨ns⟩ patch secret flw -p \'{"data":{"FLW_SECRET_KEY":"⟨flwb64⟩"}}\'',
        ),
        _k8s,
        "keyb64",
        "subb64",
        "dburlb64",
        "atb64",
        "flwb64",
        "twb64",
    ),
    secret_kind(
        "dotenv_files",
        (
            "# rx-dispatch/.env.staging\nPORT=8080\nGCP_PROJECT=nilotic-staging\n"
            "FLW_PUBLIC_KEY=⟨flwpub⟩\nFLW_SECRET_KEY=⟨flwsec⟩\nAT_USERNAME=sandbox\n"
            "AT_API_KEY=⟨atk⟩\nSENTRY_DSN=https://⟨dsnkey⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩\n"
            "DATABASE_URL=postgresql://rx:⟨dbpw⟩@⟨ip⟩:5432/rx",
            "MOMO_API_USER=⟨user⟩\nMOMO_API_KEY=⟨momo⟩\nMOMO_SUBSCRIPTION_KEY=⟨sub⟩\n"
            "MOMO_CALLBACK_URL=https://api.nilotic.health/momo/callback\nLOG_LEVEL=debug",
            "export TWILIO_ACCOUNT_SID=⟨ac⟩\nexport TWILIO_AUTH_TOKEN=⟨tw⟩\n"
            "export REDIS_AUTH=⟨redis⟩",
            "docker run --rm -e AT_API_KEY=⟨atk⟩ -e FLW_SECRET_KEY=⟨flwsec⟩ "
            "europe-west1-docker.pkg.dev/nilotic-prod/services/ussd-gateway:latest",
            "gcloud run deploy momo-bridge --region europe-west1 "
            "--set-env-vars MOMO_API_USER=⟨user⟩,MOMO_API_KEY=⟨momo⟩,MOMO_SUBSCRIPTION_KEY=⟨sub⟩",
            "Dosiye .env ya ussd-gateway kuri laptop ya Kigali:\n\nAT_USERNAME=nilotic_rw\n"
            "AT_API_KEY=⟨atk⟩\nREDIS_HOST=⟨ip⟩\nREDIS_AUTH=⟨redis⟩",
        ),
        _dotenv,
        "flwsec",
        "atk",
        "dbpw",
        "momo",
        "sub",
        "tw",
        "redis",
    ),
    secret_kind(
        "gitlab_ci_variables",
        (
            "variables:\n  GCP_PROJECT: nilotic-prod\n"
            "  VAULT_ADDR: https://vault.nilotic.internal:8200\n"
            '  VAULT_TOKEN: "⟨vt⟩"   # TODO: switch to id_tokens + JWT auth',
            "glab variable set SENTRY_AUTH_TOKEN --value ⟨st⟩ --masked --scope production",
            'curl --request POST --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.com/api/v4/projects/⟨pid⟩/variables" '
            '--form "key=TWILIO_AUTH_TOKEN" --form "value=⟨tw⟩" --form "masked=true"',
            "Job ⟨job⟩ log (the variable was not masked):\n"
            '$ echo "using FLW key $FLW_SECRET_KEY"\nusing FLW key ⟨flw⟩',
            "Variable CI ajoutée à la main par ⟨who⟩ : AT_API_KEY = ⟨atk⟩ (non protégée !)",
            "deploy:\n  stage: deploy\n  script:\n    - export AT_API_KEY=⟨atk⟩\n"
            "    - gcloud run deploy ussd-gateway --source .",
            "Variable ya CI VAULT_TOKEN yari ⟨vt⟩ - ⟨who⟩ yayisibye nyuma y'iminota 10.",
        ),
        _ci,
        "vt",
        "st",
        "pat",
        "tw",
        "flw",
        "atk",
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "Incident NH-⟨n⟩ (SMS za OTP tezaatuuka)\n- commit ⟨sha⟩ ye yaleeta bug\n"
            "- trace ⟨trace⟩\n- ATXid ⟨atx⟩ yalaga status UserInBlacklist\n"
            "- Twilio account ⟨ac⟩, auth token empya ⟨tw⟩\n- image sha256:⟨digest⟩",
            "| what | value |\n|---|---|\n| release | ⟨sha⟩ |\n| FLW public key | ⟨pub⟩ |\n"
            "| FLW secret key | ⟨flw⟩ |\n| request id | ⟨u⟩ |",
            "momo-bridge debug dump\nX-Reference-Id: ⟨ref⟩\n"
            "traceparent: 00-⟨trace⟩-0000000000000001-01\n"
            "Ocp-Apim-Subscription-Key: ⟨sub⟩\nrequest_id=⟨u⟩",
            "Ibyabaye kuri deploy ya ⟨n⟩:\n- commit ⟨sha⟩\n- image sha256:⟨digest⟩\n"
            "- VAULT_TOKEN=⟨vt⟩ (byagaragaye muri log, hindura!)\n- trace ⟨trace⟩",
            "Résumé de la synchro DHIS2 n°⟨n⟩\n- commit ⟨sha⟩\n- requête ⟨u⟩\n"
            "- jeton utilisé : ⟨d2⟩\n- trace ⟨trace⟩",
        ),
        _among,
        "tw",
        "flw",
        "sub",
        "vt",
        "d2",
    ),
    secret_kind(
        "passwords_luganda_prose",
        (
            "Ekigambo ky'okuyingira ku Metabase kati kiri ⟨pw⟩ - tokiwa muntu yenna.",
            "Nkyusizza ekigambo ky'okuyingira ekya postgres ku staging: ⟨pp⟩. Jjukira okukikyusa "
            "nga tetunnagenda ku production.",
            "⟨who⟩ agamba nti password empya eya Vault UI ye ⟨pw⟩ (yagiwandiika mu chat, "
            "tugiggyeyo).",
            "Okuyingira ku server ya OpenMRS (⟨ip⟩): user admin, ekigambo ky'okuyingira ⟨pw⟩.",
            "Ssebo ⟨who⟩, ekigambo ekipya ekya SMTP kye kino: ⟨pp⟩. Webale.",
            "Leero ku ssaawa ⟨t⟩ ⟨who2⟩ yakyusizza password ya wifi ya ofiisi e Ntinda: ⟨pp⟩",
            "Password ya akawunti ya MoMo portal (⟨who⟩) eri ⟨pw⟩; tugikyusa buli mwezi.",
        ),
        _prose_pw,
        "pw",
        "pp",
    ),
    secret_kind(
        "passwords_kinyarwanda_prose",
        (
            "Ijambo ry'ibanga rya Metabase ni ⟨pw⟩ - ntukariha undi muntu.",
            "Twahinduye ijambo ry'ibanga rya postgres kuri staging: ⟨pp⟩. Ibuka kurihindura "
            "mbere yo kujya kuri production.",
            "⟨who⟩ yavuze ko ijambo ry'ibanga rishya rya Vault UI ari ⟨pw⟩.",
            "Kwinjira kuri seriveri ya DHIS2 i Kigali (⟨ip⟩): konti admin, ijambo ry'ibanga ⟨pw⟩.",
            "Murakoze ⟨who⟩! Ijambo ry'ibanga rya SMTP ubu ni ⟨pp⟩.",
            "Uyu munsi saa ⟨t⟩ ⟨who2⟩ yahinduye ijambo ry'ibanga rya wifi y'ibiro bya "
            "Kacyiru: ⟨pp⟩",
            "Ijambo ry'ibanga rya konti ya Airtel Money portal ni ⟨pw⟩; turarihindura buri kwezi.",
        ),
        _prose_pw,
        "pw",
        "pp",
    ),
    secret_kind(
        "passwords_french_english_prose",
        (
            "Le mot de passe de l'admin Metabase est maintenant ⟨pw⟩ (à changer après la démo "
            "du ⟨d⟩).",
            "Mot de passe DB staging : ⟨pp⟩ - ne pas le mettre dans le ticket.",
            "Pour se connecter à OpenMRS à Kigali : utilisateur « admin », mot de passe « ⟨pw⟩ ».",
            "⟨who⟩ reset the Metabase admin account; the new password is ⟨pw⟩ until Monday.",
            "Wi-Fi du bureau de Kacyiru : réseau NH-Staff, mot de passe ⟨pp⟩",
            "The break-glass password for the GCP org admin (kept by ⟨who⟩ and ⟨who2⟩) is ⟨pw⟩.",
            "Le compte pharmacie@ sur le portail Pesapal a le mot de passe ⟨pw⟩, partagé par "
            "⟨who⟩.",
        ),
        _prose_pw,
        "pw",
        "pp",
    ),
    secret_kind(
        "passwords_in_config_files",
        (
            '[database]\nhost = "⟨ip⟩"\nport = 5432\nname = "rx"\nuser = "rx_app"\n'
            'password = "⟨pw⟩"',
            'resource "google_sql_user" "rx_app" {\n  name     = "rx_app"\n'
            '  instance = "⟨inst⟩"\n  password = "⟨pw⟩"\n}',
            "redis-cli -h ⟨ip⟩ -p 6378 --tls --cacert server-ca.pem -a ⟨auth⟩",
            '{"smtp": {"host": "smtp.nilotic.health", "port": 587, "user": "no-reply", '
            '"password": "⟨pw⟩"}}',
            '# pgbouncer userlist.txt\n"rx_app" "⟨pw⟩"\n"metabase" "⟨upw⟩"',
            "spring.datasource.url=jdbc:postgresql://⟨ip⟩:5432/dhis2\n"
            "spring.datasource.username=dhis\nspring.datasource.password=⟨pw⟩",
            "CELERY_BROKER_URL=redis://:⟨upw⟩@⟨ip⟩:6379/2",
        ),
        _config_pw,
        "pw",
        "upw",
        "auth",
    ),
    secret_kind(
        "gcs_hmac_keys",
        (
            "$ gcloud storage hmac create ⟨who⟩-rclone@⟨project⟩.iam.gserviceaccount.com\n"
            "accessId: ⟨id⟩\nsecret: ⟨sec⟩",
            "[gcs-backups]\ntype = s3\nprovider = GCS\naccess_key_id = ⟨id⟩\n"
            "secret_access_key = ⟨sec⟩\nendpoint = https://storage.googleapis.com",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨sec⟩ "
            "aws s3 ls s3://⟨bucket⟩ --endpoint-url https://storage.googleapis.com",
            "HMAC key ya bucket ⟨bucket⟩: secret ⟨sec⟩ (access id ⟨id⟩)",
            "Clé HMAC GCS pour la sauvegarde de ⟨bucket⟩ : secret ⟨sec⟩",
        ),
        _gcs_hmac,
        "sec",
    ),
)
