"""True secrets as they leak into the data team's memory notes; each kind names the fields
that must not survive. Vendor prefixes are joined from pieces so no literal is a credential.
"""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike54.gen import (
    ALNUM,
    B64URL,
    BECH32,
    HEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    day,
    et_msisdn,
    hexs,
    indent,
    ke_msisdn,
    mpesa_receipt,
    num,
    openssh_ed25519_body,
    password,
    pick,
    rsa_pkcs8_body,
    stamp,
    url_password,
    uuid4,
)

_CHASECK = "CHA" + "SECK"
_ATSK = "at" + "sk_"
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_YA29 = "ya" + "29."
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_GLPTT = "gl" + "ptt-"
_XOXB = "xo" + "xb-"
_DBTC = "db" + "tc_"
_MB = "m" + "b_"
_AGE_SK = "AGE-" + "SECRET-KEY-1"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE " + "KEY-----"
_OPENSSH_PK = "OPENSSH " + _PK

_SHORTCODES = ("4087215", "522533", "891247", "174379", "600984")
_SYSTEMS = (
    "Metabase admin",
    "Airflow UI",
    "M-Pesa org portal",
    "Telebirr merchant portal",
    "Chapa dashboard",
    "Cloud SQL postgres",
)
_PEOPLE = ("Wanjiku", "Otieno", "Selam", "Dawit", "Achieng", "Meron", "Kiprono", "Hana")


def _daraja_consumer(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, ALNUM, 48),
        "s": pick(r, ALNUM, 64),
        "sc": r.choice(_SHORTCODES),
        "who": r.choice(_PEOPLE),
    }


def _passkey(r: Random) -> dict[str, str]:
    return {"p": hexs(r, 64), "sc": r.choice(_SHORTCODES), "ts": stamp(r)}


def _security_credential(r: Random) -> dict[str, str]:
    return {
        "sc": b64(r, 256),
        "ip": password(r, r.choice((16, 18, 20))),
        "msisdn": ke_msisdn(r),
        "amt": str(r.randint(50, 45000)),
        "occ": uuid4(r),
    }


def _daraja_bearer(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 28), "sc": r.choice(_SHORTCODES)}


def _chapa_secret(r: Random) -> dict[str, str]:
    mode = r.choice(("_TEST-", "-"))
    return {
        "t": _CHASECK + mode + pick(r, ALNUM, 32),
        "ref": "MVL-" + day(r).replace("-", "") + "-" + pick(r, UPPER_ALNUM, 6),
    }


def _chapa_enc(r: Random) -> dict[str, str]:
    return {"e": pick(r, ALNUM, 24), "w": password(r, r.choice((24, 32)), ALNUM + "_-")}


def _telebirr(r: Random) -> dict[str, str]:
    return {
        "fid": uuid4(r),
        "s": hexs(r, 32),
        "mid": num(r, 15),
        "sc": num(r, 6),
        "who": r.choice(_PEOPLE),
    }


def _telebirr_pem(r: Random) -> dict[str, str]:
    body = rsa_pkcs8_body(r)
    return {"body": body, "ibody": indent(body, 2)}


def _at_key(r: Random) -> dict[str, str]:
    key = r.choice((_ATSK + hexs(r, 64), hexs(r, 64)))
    return {"k": key, "to": "+" + ke_msisdn(r), "d": str(r.randint(2, 28))}


_SA_EMAILS = (
    "airflow-bq@mavuno-dw-prod.iam.gserviceaccount.com",
    "dbt-runner@mavuno-dw-prod.iam.gserviceaccount.com",
    "metabase-reader@mavuno-dw-prod.iam.gserviceaccount.com",
    "cf-daraja@mavuno-prod.iam.gserviceaccount.com",
)


def _sa_json(r: Random) -> dict[str, str]:
    body = rsa_pkcs8_body(r)
    return {
        "pkj": body.replace("\n", "\\n"),
        "kid": hexs(r, 40),
        "email": r.choice(_SA_EMAILS),
        "cid": num(r, 21),
    }


def _gcp_api_key(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35), "place": r.choice(("Eldoret", "Nakuru", "Bahir+Dar"))}


def _adc(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 12) + "-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32),
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": "1//0" + r.choice("39eg") + pick(r, B64URL, 98),
        "who": r.choice(_PEOPLE),
    }


def _access_token(r: Random) -> dict[str, str]:
    return {"t": _YA29 + "a0" + pick(r, B64URL, 214)}


def _sa_b64(r: Random) -> dict[str, str]:
    key = {
        "type": "service_account",
        "project_id": "mavuno-dw-prod",
        "private_key_id": hexs(r, 40),
        "private_key": f"{_BEGIN}{_PK}\n{rsa_pkcs8_body(r)}\n{_END}{_PK}\n",
        "client_email": r.choice(_SA_EMAILS),
        "client_id": num(r, 21),
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return {"b": b64_of(json.dumps(key, indent=2))}


def _metabase(r: Random) -> dict[str, str]:
    return {"k": _MB + b64(r, 32), "e": hexs(r, 64), "n": str(r.randint(40, 900))}


def _metabase_session(r: Random) -> dict[str, str]:
    return {"u": uuid4(r), "d": uuid4(r)}


def _airflow_keys(r: Random) -> dict[str, str]:
    return {"f": b64url(r, 32, pad=True), "w": r.choice((hexs(r, 48), b64url(r, 32)))}


def _conn(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((18, 22, 26))), "ip": f"10.42.0.{r.randint(3, 60)}"}


def _dbt_token(r: Random) -> dict[str, str]:
    return {"t": _DBTC + pick(r, B64URL, 56), "acct": num(r, 5)}


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "at": hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
        "ks": pick(r, ALNUM, 32),
        "to": "+" + ke_msisdn(r),
    }


def _gitlab(r: Random) -> dict[str, str]:
    pat = r.choice(
        (
            _GLPAT + pick(r, B64URL, 20),
            _GLPAT
            + pick(r, B64URL, 27)
            + ".01."
            + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 9),
        )
    )
    return {"p": pat, "r": _GLRT + pick(r, B64URL, 20), "pid": num(r, 8)}


def _gitlab_deploy(r: Random) -> dict[str, str]:
    return {
        "d": _GLDT + pick(r, B64URL, 20),
        "tr": _GLPTT + hexs(r, 40),
        "n": num(r, 7),
        "pid": num(r, 8),
    }


def _slack(r: Random) -> dict[str, str]:
    return {
        "tid": "T0" + pick(r, UPPER_ALNUM, 8),
        "bid": "B0" + pick(r, UPPER_ALNUM, 9),
        "wh": pick(r, ALNUM, 24),
        "xb": _XOXB + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
    }


def _telegram(r: Random) -> dict[str, str]:
    return {"t": num(r, 10) + ":AA" + pick(r, B64URL, 33), "chat": num(r, 10)}


def _ssh(r: Random) -> dict[str, str]:
    return {
        "body": openssh_ed25519_body(
            r, r.choice(("airflow-git-sync", "deploy@mavuno", "selam@addis"))
        )
    }


def _redis(r: Random) -> dict[str, str]:
    return {"u": uuid4(r), "ip": f"10.42.8.{r.randint(2, 40)}"}


def _pg(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((17, 20, 24))), "ip": f"10.42.0.{r.randint(3, 60)}"}


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 21))),
        "pw2": password(r, 19),
        "sys": r.choice(_SYSTEMS),
        "who": r.choice(_PEOPLE),
        "user": r.choice(("mavuno_b2c", "data.ops", "finance.addis", "admin")),
    }


def _b64url_json(value: object) -> str:
    return b64url_of(json.dumps(value, separators=(",", ":")))


def b64url_of(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def _jwt(r: Random) -> dict[str, str]:
    farmer = "FRM-" + r.choice(("KE", "ET")) + "-" + num(r, 6)
    header = _b64url_json({"alg": "HS256", "typ": "JWT"})
    claims = {
        "sub": farmer,
        "role": r.choice(("farmer", "buyer", "agent")),
        "exp": 1964390400 + r.randrange(2592000),
    }
    return {
        "jwt": f"{header}.{_b64url_json(claims)}.{b64url(r, 32)}",
        "js": hexs(r, 64),
        "farmer": farmer,
    }


def _age(r: Random) -> dict[str, str]:
    return {"sk": _AGE_SK + pick(r, BECH32.upper(), 58), "pub": "age1" + pick(r, BECH32, 58)}


def _callback_token(r: Random) -> dict[str, str]:
    sc, ts = r.choice(_SHORTCODES), stamp(r)
    return {
        "t": b64url(r, 24),
        "sc": sc,
        "ts": ts,
        # The STK password is base64(shortcode + passkey + timestamp): it carries the passkey.
        "pw": b64_of(sc + hexs(r, 64) + ts),
        "msisdn": ke_msisdn(r),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "rc": mpesa_receipt(r),
        "amt": f"{r.randint(100, 90000):,}",
        "conv": "AG_" + day(r).replace("-", "") + "_" + "0000" + pick(r, HEX, 16),
        "sha": hexs(r, 40),
        "s": pick(r, ALNUM, 64),
        "job": "job_" + pick(r, B64URL, 28),
        "doc": pick(r, ALNUM, 20),
        "at": _ATSK + hexs(r, 64),
        "n": num(r, 4),
        "tx": "MVL-" + day(r).replace("-", "") + "-" + pick(r, UPPER_ALNUM, 6),
        "ck": _CHASECK + "-" + pick(r, ALNUM, 32),
        "et": "+" + et_msisdn(r),
    }


_PEM_PK = f"{_BEGIN}{_PK}\n⟨body⟩\n{_END}{_PK}"
_PEM_SSH = f"{_BEGIN}{_OPENSSH_PK}\n⟨body⟩\n{_END}{_OPENSSH_PK}"

SECRETS: tuple[Kind, ...] = (
    Kind(
        "daraja_consumer_key_and_secret",
        (
            ".env.daraja (sandbox → production switch)\nMPESA_ENV=production\n"
            "MPESA_CONSUMER_KEY=⟨k⟩\nMPESA_CONSUMER_SECRET=⟨s⟩\nMPESA_SHORTCODE=⟨sc⟩",
            "curl -s -u '⟨k⟩:⟨s⟩' "
            "'https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials'",
            'Daraja app "mavuno-c2b": consumer key ⟨k⟩, consumer secret ⟨s⟩ '
            "(⟨who⟩ copied them from the portal)",
            'auth = HTTPBasicAuth(\n    "⟨k⟩",\n    "⟨s⟩",\n)\n'
            'r = requests.get(OAUTH_URL, auth=auth, params={"grant_type": "client_credentials"})',
        ),
        _daraja_consumer,
        n=7,
        secrets=("k", "s"),
    ),
    Kind(
        "daraja_lipa_na_mpesa_passkey",
        (
            "STK password = base64(BusinessShortCode + Passkey + Timestamp). "
            "Passkey ya paybill ⟨sc⟩ ni ⟨p⟩",
            'shortcode = "⟨sc⟩"\npasskey = "⟨p⟩"\ntimestamp = "⟨ts⟩"\n'
            'password = base64.b64encode(f"{shortcode}{passkey}{timestamp}".encode()).decode()',
            "gcloud functions deploy stk-push --gen2 --region=africa-south1 "
            "--set-env-vars MPESA_SHORTCODE=⟨sc⟩,MPESA_PASSKEY=⟨p⟩",
            "airflow variables set mpesa_lnm_passkey ⟨p⟩",
        ),
        _passkey,
        n=7,
        secrets=("p",),
    ),
    Kind(
        "daraja_b2c_security_credential",
        (
            '{\n  "OriginatorConversationID": "⟨occ⟩",\n  "InitiatorName": "mavuno_b2c",\n'
            '  "SecurityCredential": "⟨sc⟩",\n  "CommandID": "BusinessPayment",\n'
            '  "Amount": ⟨amt⟩,\n  "PartyA": "600984",\n  "PartyB": "⟨msisdn⟩",\n'
            '  "Remarks": "malipo ya mahindi"\n}',
            "MPESA_B2C_SECURITY_CREDENTIAL=⟨sc⟩",
            "B2C initiator password (before encrypting it with ProductionCertificate.cer): ⟨ip⟩",
            "Nenosiri la initiator mavuno_b2c limebadilishwa kuwa ⟨ip⟩ — "
            "tengeneza SecurityCredential mpya.",
        ),
        _security_credential,
        n=7,
        secrets=("sc", "ip"),
    ),
    Kind(
        "daraja_oauth_access_token",
        (
            '{"access_token": "⟨t⟩", "expires_in": "3599"}',
            "curl -X POST https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest "
            '-H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json" -d @stk.json',
            "Token ya Daraja iliyoonekana kwenye log ya Cloud Function: Bearer ⟨t⟩ "
            "(inaisha baada ya saa moja, lakini bado ni siri)",
            "[daraja] POST /mpesa/c2b/v2/registerurl shortcode=⟨sc⟩ "
            "headers={'Authorization': 'Bearer ⟨t⟩'} status=200",
        ),
        _daraja_bearer,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "chapa_secret_key",
        (
            "CHAPA_SECRET_KEY=⟨t⟩",
            'curl https://api.chapa.co/v1/transaction/verify/⟨ref⟩ -H "Authorization: Bearer ⟨t⟩"',
            "የChapa secret key ⟨t⟩ ነው — በ.env ፋይል ውስጥ ብቻ አስቀምጡት።",
            'from chapa import Chapa\nchapa = Chapa("⟨t⟩")\nchapa.verify("⟨ref⟩")',
        ),
        _chapa_secret,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "chapa_encryption_key_and_webhook_secret",
        (
            "CHAPA_ENCRYPTION_KEY=⟨e⟩\nCHAPA_WEBHOOK_SECRET=⟨w⟩",
            "Chapa dashboard → Settings → Webhooks: secret hash set to ⟨w⟩ "
            "(we check x-chapa-signature against it)",
            "Encryption key for Chapa direct charge (3DES): ⟨e⟩",
            "የwebhook ሚስጥር ቃል ⟨w⟩ ሆኖ ተቀይሯል (ዳዊት፣ ሚያዝያ 2032)",
        ),
        _chapa_enc,
        n=7,
        secrets=("e", "w"),
    ),
    Kind(
        "telebirr_fabric_app_secret",
        (
            "telebirr:\n  base_url: https://developerportal.ethiotelebirr.et:38443/"
            "apiaccess/payment/gateway\n  fabric_app_id: ⟨fid⟩\n  app_secret: ⟨s⟩\n"
            '  merchant_app_id: "⟨mid⟩"\n  short_code: "⟨sc⟩"',
            "curl -k -X POST https://developerportal.ethiotelebirr.et:38443/apiaccess/payment/"
            'gateway/payment/v1/token -H "X-APP-Key: ⟨fid⟩" '
            "-H 'Content-Type: application/json' -d '{\"appSecret\":\"⟨s⟩\"}'",
            "Telebirr appSecret (from the Ethio telecom onboarding email, ⟨who⟩): ⟨s⟩",
            "የTelebirr appSecret ⟨s⟩ ነው፤ merchant app id ⟨mid⟩።",
        ),
        _telebirr,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "telebirr_merchant_private_key",
        (
            _PEM_PK,
            "Telebirr merchant private key that signs the preOrder request "
            "(ከመሮን የተላከ):\n\n" + _PEM_PK + "\n",
            "telebirr-secrets.yaml:\nTELEBIRR_PRIVATE_KEY: |\n  "
            + f"{_BEGIN}{_PK}\n⟨ibody⟩\n  {_END}{_PK}",
        ),
        _telebirr_pem,
        n=7,
        secrets=("body", "ibody"),
    ),
    Kind(
        "africastalking_api_key",
        (
            "AT_USERNAME=mavunolink\nAT_API_KEY=⟨k⟩\nAT_SENDER_ID=MAVUNO",
            "curl -X POST https://api.africastalking.com/version1/messaging "
            "-H 'Accept: application/json' -H 'apiKey: ⟨k⟩' "
            "-d username=mavunolink -d to=⟨to⟩ -d message='Bei ya mahindi leo: KES 4,200/gunia'",
            'africastalking.initialize(username="mavunolink", api_key="⟨k⟩")\n'
            "sms = africastalking.SMS",
            "API key ya Africa's Talking (production) — Kiprono aliizalisha upya tarehe ⟨d⟩: ⟨k⟩",
        ),
        _at_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "gcp_service_account_key_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "mavuno-dw-prod",\n'
            '  "private_key_id": "⟨kid⟩",\n'
            f'  "private_key": "{_BEGIN}{_PK}\\n⟨pkj⟩\\n{_END}{_PK}\\n",\n'
            '  "client_email": "⟨email⟩",\n  "client_id": "⟨cid⟩",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            "mavuno_bq:\n  target: prod\n  outputs:\n    prod:\n      type: bigquery\n"
            "      method: service-account-json\n      project: mavuno-dw-prod\n"
            "      dataset: analytics\n      keyfile_json:\n        type: service_account\n"
            "        private_key_id: ⟨kid⟩\n"
            f'        private_key: "{_BEGIN}{_PK}\\n⟨pkj⟩\\n{_END}{_PK}\\n"\n'
            "        client_email: ⟨email⟩",
        ),
        _sa_json,
        n=7,
        secrets=("pkj",),
    ),
    Kind(
        "gcp_api_key",
        (
            "GOOGLE_MAPS_API_KEY=⟨k⟩  # server key for geocoding farm plots, IP-restricted",
            "curl 'https://maps.googleapis.com/maps/api/geocode/json?address=⟨place⟩&key=⟨k⟩'",
            "Cloud Translation API key (Amharic → English for SMS replies): ⟨k⟩",
            "gcloud functions deploy translate-sms --set-env-vars TRANSLATE_KEY=⟨k⟩",
        ),
        _gcp_api_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "gcp_oauth_client_secret_and_refresh_token",
        (
            '{\n  "account": "",\n  "client_id": "⟨cid⟩.apps.googleusercontent.com",\n'
            '  "client_secret": "⟨cs⟩",\n  "quota_project_id": "mavuno-dw-prod",\n'
            '  "refresh_token": "⟨rt⟩",\n  "type": "authorized_user"\n}',
            "Metabase → Admin → Authentication → Google: client secret ⟨cs⟩",
            "dbt oauth refresh token from ⟨who⟩'s laptop "
            "(~/.config/gcloud/application_default_credentials.json): ⟨rt⟩",
        ),
        _adc,
        n=7,
        secrets=("cs", "rt"),
    ),
    Kind(
        "gcloud_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            '"https://bigquery.googleapis.com/bigquery/v2/projects/mavuno-dw-prod/jobs?maxResults=5"',
            "$ gcloud auth print-access-token\n⟨t⟩",
            "Firestore REST call still 403 with token ⟨t⟩ — it was the wrong project, "
            "not the token",
        ),
        _access_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gcp_key_base64_in_gitlab_ci",
        (
            'variables:\n  GCP_SA_KEY_B64: "⟨b⟩"\n\ndbt-build:\n  script:\n'
            '    - echo "$GCP_SA_KEY_B64" | base64 -d > /tmp/sa.json\n'
            "    - dbt build --target prod",
            "echo ⟨b⟩ | base64 -d > keyfile.json && "
            "gcloud auth activate-service-account --key-file keyfile.json",
            "GitLab CI variable GCP_SA_KEY_B64 (kopia kutoka Settings → CI/CD): ⟨b⟩",
        ),
        _sa_b64,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "metabase_api_key_and_embedding_secret",
        (
            'curl -H "x-api-key: ⟨k⟩" '
            "https://metabase.mavunolink.co.ke/api/card/⟨n⟩/query/json -X POST",
            "MB_EMBEDDING_SECRET_KEY=⟨e⟩",
            'token = jwt.encode({"resource": {"dashboard": ⟨n⟩}, "params": {}}, '
            '"⟨e⟩", algorithm="HS256")',
            "Metabase API key (group: Analysts Addis): ⟨k⟩",
        ),
        _metabase,
        n=7,
        secrets=("k", "e"),
    ),
    Kind(
        "metabase_session_id",
        (
            "curl -H 'X-Metabase-Session: ⟨u⟩' https://metabase.mavunolink.co.ke/api/user/current",
            '{"id":"⟨u⟩"}  ← response of POST /api/session for data@mavunolink.co.ke',
            "Cookie: metabase.DEVICE=⟨d⟩; metabase.SESSION=⟨u⟩",
        ),
        _metabase_session,
        n=7,
        secrets=("u",),
    ),
    Kind(
        "airflow_fernet_and_webserver_secret",
        (
            "AIRFLOW__CORE__FERNET_KEY=⟨f⟩\nAIRFLOW__WEBSERVER__SECRET_KEY=⟨w⟩",
            "values-prod.yaml (helm chart apache-airflow):\nfernetKey: ⟨f⟩\n"
            "webserverSecretKey: ⟨w⟩",
            "docker run --rm -e AIRFLOW__CORE__FERNET_KEY=⟨f⟩ apache/airflow:3.4.1 "
            "airflow connections export -",
        ),
        _airflow_keys,
        n=7,
        secrets=("f", "w"),
    ),
    Kind(
        "airflow_connection_password",
        (
            "AIRFLOW_CONN_SOKO_PG=postgresql://etl_reader:⟨pw⟩@⟨ip⟩:5432/soko",
            "airflow connections add metabase_appdb "
            "--conn-uri 'postgres://metabase:⟨pw⟩@127.0.0.1:5432/metabase'",
            '{"conn_type": "postgres", "login": "etl_reader", "password": "⟨pw⟩", '
            '"host": "⟨ip⟩", "port": 5432, "schema": "soko"}',
            "airflow users create --username admin --role Admin --email data@mavunolink.co.ke "
            "--firstname Data --lastname Team --password ⟨pw⟩",
        ),
        _conn,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "dbt_profiles_password",
        (
            "soko_replica:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n"
            '      host: ⟨ip⟩\n      user: dbt_runner\n      password: "⟨pw⟩"\n'
            "      port: 5432\n      dbname: soko\n      schema: analytics\n      threads: 8",
            "DBT_ENV_SECRET_PG_PASSWORD=⟨pw⟩ dbt build --select state:modified+ --target prod",
            "dbt debug --log-level debug printed the profile:\n  host: ⟨ip⟩\n"
            "  user: dbt_runner\n  password: ⟨pw⟩\n  database: soko",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "dbt_cloud_service_token",
        (
            'curl -H "Authorization: Token ⟨t⟩" '
            "https://cloud.getdbt.com/api/v2/accounts/⟨acct⟩/runs/?limit=5",
            "DBT_CLOUD_API_TOKEN=⟨t⟩",
            "dbt Cloud service token (Job Admin) ya GitLab trigger: ⟨t⟩",
        ),
        _dbt_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "twilio_auth_token_and_api_secret",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨at⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=whatsapp:⟨to⟩' --data-urlencode 'Body=Malipo yamepokelewa' "
            "-u ⟨sid⟩:⟨at⟩",
            "Twilio API key ⟨sk⟩, secret ⟨ks⟩ (used by the WhatsApp fallback function)",
            'client = Client("⟨sk⟩", "⟨ks⟩", "⟨sid⟩")',
        ),
        _twilio,
        n=7,
        secrets=("at", "ks"),
    ),
    Kind(
        "gitlab_personal_and_runner_tokens",
        (
            "git clone https://oauth2:⟨p⟩@gitlab.com/mavunolink/data/dbt-soko.git",
            'curl --header "PRIVATE-TOKEN: ⟨p⟩" '
            '"https://gitlab.com/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            "gitlab-runner register --non-interactive --url https://gitlab.com "
            "--token ⟨r⟩ --executor docker --description addis-runner-2",
            '/etc/gitlab-runner/config.toml:\n[[runners]]\n  name = "addis-runner-1"\n'
            '  url = "https://gitlab.com"\n  token = "⟨r⟩"\n  executor = "docker"',
        ),
        _gitlab,
        n=7,
        secrets=("p", "r"),
    ),
    Kind(
        "gitlab_deploy_and_trigger_tokens",
        (
            "docker login registry.gitlab.com -u gitlab+deploy-token-⟨n⟩ -p ⟨d⟩",
            "curl -X POST --fail -F token=⟨tr⟩ -F ref=main "
            "https://gitlab.com/api/v4/projects/⟨pid⟩/trigger/pipeline",
            "Deploy token ya registry (read_registry) kwa VM ya Metabase: ⟨d⟩",
        ),
        _gitlab_deploy,
        n=7,
        secrets=("d", "tr"),
    ),
    Kind(
        "slack_webhook_and_bot_token",
        (
            "AIRFLOW_SLACK_WEBHOOK=https://hooks.slack.com/services/⟨tid⟩/⟨bid⟩/⟨wh⟩",
            'curl -X POST -H "Authorization: Bearer ⟨xb⟩" -d channel=#data-alerts '
            "-d text='dbt build failed on main' https://slack.com/api/chat.postMessage",
            "airflow connections add slack_alerts --conn-type slack --conn-password ⟨xb⟩",
        ),
        _slack,
        n=7,
        secrets=("wh", "xb"),
    ),
    Kind(
        "telegram_bot_token",
        (
            "curl https://api.telegram.org/bot⟨t⟩/sendMessage -d chat_id=-100⟨chat⟩ "
            "-d text='Airflow: daraja_c2b_ingest failed'",
            "TELEGRAM_BOT_TOKEN=⟨t⟩  # @mavuno_ops_bot, Addis on-call group",
            "የቴሌግራም ቦት ቶከን፦ ⟨t⟩",
        ),
        _telegram,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "openssh_private_key",
        (
            _PEM_SSH,
            "Deploy key for Airflow git-sync (~/.ssh/id_ed25519 on airflow-vm-1):\n\n"
            + _PEM_SSH
            + "\n",
            "GitLab CI variable SSH_PRIVATE_KEY (type: File):\n" + _PEM_SSH,
        ),
        _ssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "memorystore_redis_auth_string",
        (
            "REDIS_URL=redis://default:⟨u⟩@⟨ip⟩:6379/0",
            "$ gcloud redis instances get-auth-string ussd-sessions --region=africa-south1\n"
            "authString: ⟨u⟩",
            "redis-cli -h ⟨ip⟩ -a ⟨u⟩ --no-auth-warning KEYS 'ussd:*'",
            "AUTH string ya Memorystore (cache ya USSD sessions): ⟨u⟩",
        ),
        _redis,
        n=7,
        secrets=("u",),
    ),
    Kind(
        "cloud_sql_passwords_in_dsns",
        (
            "MB_DB_CONNECTION_URI=postgres://metabase:⟨pw⟩@⟨ip⟩:5432/metabase?sslmode=require",
            "psql 'host=127.0.0.1 port=5432 user=analyst password=⟨pw⟩ dbname=soko'",
            "PGPASSWORD='⟨pw⟩' pg_dump -h 127.0.0.1 -U etl_writer -d soko -t ussd_sessions "
            "> /tmp/ussd.sql",
            "sqlalchemy.url = postgresql+psycopg://etl_writer:⟨pw⟩@/soko"
            "?host=/cloudsql/mavuno-prod:africa-south1:soko-pg",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "The password for the ⟨sys⟩ account is ⟨pw⟩ — ⟨who⟩ will change it after onboarding.",
            "Nenosiri la akaunti ya ⟨sys⟩ ni ⟨pw⟩; usilitume kwenye Slack.",
            "የ⟨sys⟩ የይለፍ ቃል ⟨pw⟩ ነው። ከሙከራው በኋላ ቀይሩት።",
            "| System | User | Password |\n|---|---|---|\n| ⟨sys⟩ | ⟨user⟩ | ⟨pw⟩ |\n"
            "| Airflow UI (staging) | ops | ⟨pw2⟩ |",
            "M-Pesa org portal: mtumiaji ⟨user⟩, nywila ⟨pw⟩ (⟨who⟩ aliiweka tarehe 8 Aprili).",
        ),
        _prose,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "marketplace_jwt_and_signing_secret",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            "https://api.mavunolink.co.ke/v2/farmers/⟨farmer⟩/payouts",
            "JWT_SIGNING_SECRET=⟨js⟩",
            "Set-Cookie: mv_refresh=⟨jwt⟩; Path=/auth; HttpOnly; Secure; SameSite=Lax",
            "jwt.io ilionyesha sub=⟨farmer⟩; tokeni yenyewe: ⟨jwt⟩",
        ),
        _jwt,
        n=7,
        secrets=("jwt", "js"),
    ),
    Kind(
        "age_secret_key_for_sops",
        (
            "# created: 2032-04-02T09:14:55+03:00\n# public key: ⟨pub⟩\n⟨sk⟩",
            "SOPS_AGE_KEY=⟨sk⟩ sops -d secrets/prod.enc.yaml",
            "GitLab CI variable SOPS_AGE_KEY (masked, protected) = ⟨sk⟩",
        ),
        _age,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "daraja_callback_url_token",
        (
            "CallBackURL: https://africa-south1-mavuno-prod.cloudfunctions.net/"
            "daraja-callback?k=⟨t⟩",
            "CALLBACK_SHARED_SECRET=⟨t⟩  # Daraja haitumii signature, kwa hivyo tunakagua ?k=",
            '{\n  "BusinessShortCode": "⟨sc⟩",\n  "Password": "⟨pw⟩",\n  "Timestamp": "⟨ts⟩",\n'
            '  "TransactionType": "CustomerPayBillOnline",\n  "PartyA": "⟨msisdn⟩",\n'
            '  "CallBackURL": "https://api.mavunolink.co.ke/hooks/mpesa/stk?token=⟨t⟩",\n'
            '  "AccountReference": "MAVUNO"\n}',
        ),
        _callback_token,
        n=7,
        secrets=("t", "pw"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Reconciliation ⟨n⟩\n- receipt ⟨rc⟩ (KES ⟨amt⟩)\n- ConversationID ⟨conv⟩\n"
            "- fix in commit ⟨sha⟩\n- MPESA_CONSUMER_SECRET=⟨s⟩ was printed in the failing job "
            "log, rotate it",
            "Ticket DATA-⟨n⟩\n\n| field | value |\n|---|---|\n| bq job | ⟨job⟩ |\n"
            "| firestore doc | farmers/⟨doc⟩ |\n| AT key used | ⟨at⟩ |\n"
            "| dbt model | model.mavuno.fct_sms_costs |",
            "የዛሬ ማስታወሻ\n• Chapa tx_ref ⟨tx⟩\n• commit ⟨sha⟩\n• ደንበኛ ⟨et⟩\n"
            "• CHAPA_SECRET_KEY=⟨ck⟩ (በስህተት ተለጠፈ — ቀይሩት)",
        ),
        _among,
        n=7,
        secrets=("s", "at", "ck"),
    ),
)
