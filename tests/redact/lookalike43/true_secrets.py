"""True secrets in memory-note framings; each kind names the fields that must not survive.

Formats follow the vendors' published shapes (prefix, alphabet, length). Vendor prefixes are
joined from pieces so that no literal in this file is a credential.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike43.gen import (
    ALNUM,
    B64STD,
    B64URL,
    PROJECT,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    claim_any,
    digits,
    gcs_generation,
    hexs,
    human_password,
    nuban,
    num,
    password,
    pick,
    ulid,
    uuid4,
    version,
    wrap,
)

_PS_SK = "sk" + "_"
_FLW_SK = "FLW" + "SECK"
_FLW_PK = "FLW" + "PUBK-"
_TW_SK = "S" + "K"
_SG = "S" + "G."
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_YA29 = "ya" + "29."
_ATLAS = ".atlas" + "v1."
_GH_PAT = "github" + "_pat_"
_GHP = "gh" + "p_"
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_ATSK = "at" + "sk_"
_GOOG1 = "GO" + "OG1E"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE" + " KEY-----"

_USERS = ("kasia.w", "tomek.z", "tunde.a", "ngozi.e", "funmi.b", "chinedu.o")


def _paystack_sk(r: Random) -> str:
    return _PS_SK + r.choice(("live", "live", "test")) + "_" + hexs(r, 40)


def _flw_sk(r: Random) -> str:
    return _FLW_SK + r.choice(("-", "-", "_TEST-")) + hexs(r, 32) + "-X"


def _sendgrid(r: Random) -> str:
    return _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)


def _sentry_org_token(r: Random) -> str:
    claims = {
        "iat": r.randint(1_900_000_000, 1_910_000_000) + r.randint(0, 999_999) / 1e6,
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "wartomir",
    }
    return _SNTRYS + b64url_json(claims) + "_" + pick(r, B64STD[:-2], 43)


def _sentry_token(r: Random) -> str:
    return _sentry_org_token(r) if r.random() < 0.5 else _SNTRYU + hexs(r, 64)


def _v_paystack(r: Random) -> dict[str, str]:
    return {
        "t": _paystack_sk(r),
        "amt": str(r.randint(20, 900) * 10000),
        "rcp": "RCP_" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 15),
        "claim": claim_any(r),
    }


def _v_flw(r: Random) -> dict[str, str]:
    return {
        "t": _flw_sk(r),
        "pub": _FLW_PK + hexs(r, 32) + "-X",
        "nuban": nuban(r),
        "amt": str(r.randint(50, 2500) * 100),
        "ref": f"wrt-payout-{digits(r, 6)}-{r.randint(1, 4)}",
    }


def _v_flw_enc(r: Random) -> dict[str, str]:
    ek = _FLW_SK + "_TEST" + hexs(r, 12) if r.random() < 0.5 else hexs(r, 24)
    return {
        "ek": ek,
        "hash": r.choice(("wartomir-flw-", "wrt_whk_", "claims-hook-")) + pick(r, ALNUM, 18),
    }


def _v_payu(r: Random) -> dict[str, str]:
    return {"pos": num(r, 6), "cs": hexs(r, 32), "md5": hexs(r, 32)}


def _v_p24(r: Random) -> dict[str, str]:
    return {"mid": num(r, 6), "crc": hexs(r, 16), "api": hexs(r, 32)}


def _v_twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "t": hexs(r, 32),
        "ng": "80" + digits(r, 8),
        "pl": "5" + digits(r, 8),
        "claim": claim_any(r),
    }


def _v_twilio_key(r: Random) -> dict[str, str]:
    return {"sk": _TW_SK + hexs(r, 32), "sec": pick(r, ALNUM, 32), "sid": "AC" + hexs(r, 32)}


def _v_sendgrid(r: Random) -> dict[str, str]:
    return {"t": _sendgrid(r), "tpl": "d-" + hexs(r, 32)}


def _pkcs8_rsa_body(r: Random) -> str:
    prefix = bytes.fromhex(
        "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
    )
    return wrap(b64_of(prefix + r.randbytes(1180)), 64)


def _v_gcp_sa(r: Random) -> dict[str, str]:
    key = _pkcs8_rsa_body(r)
    return {
        "key": key,
        "keyesc": key.replace("\n", "\\n"),
        "kid": hexs(r, 40),
        "proj": r.choice((PROJECT, "wartomir-claims-stg", "wartomir-ocr-lagos")),
        "sa": r.choice(("ocr-worker", "payout-runner", "terraform-ci", "intake-api")),
        "cid": num(r, 21),
    }


def _v_google_api_key(r: Random) -> dict[str, str]:
    return {"t": _AIZA + pick(r, B64URL, 35)}


def _v_google_oauth(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 12) + "-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32),
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "rt": "1//0" + r.choice("3cegG") + pick(r, B64URL, 98),
        "at": _YA29 + pick(r, B64URL, 180),
    }


def _v_cloud_sql(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 20, 24, 28)), URL_SAFE_PW), "o": str(r.randint(16, 90))}


def _v_tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)}


def _v_tfvars(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, 24, URL_SAFE_PW),
        "sg": _sendgrid(r),
        "h": "wrt-" + pick(r, ALNUM, 28),
        "ps": _paystack_sk(r),
    }


def _v_gh_pat(r: Random) -> dict[str, str]:
    return {"t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59), "user": r.choice(_USERS)}


def _v_ghp(r: Random) -> dict[str, str]:
    return {"ghp": _GHP + pick(r, ALNUM, 36), "reg": "A" + pick(r, UPPER_ALNUM, 28)}


def _v_gh_secret_set(r: Random) -> dict[str, str]:
    return {
        "ps": _paystack_sk(r),
        "st": _SNTRYU + hexs(r, 64),
        "pw": password(r, 22, URL_SAFE_PW),
        "flw": _flw_sk(r),
    }


def _v_sentry(r: Random) -> dict[str, str]:
    return {"t": _sentry_token(r), "ver": version(r), "eid": hexs(r, 32)}


def _v_mindee(r: Random) -> dict[str, str]:
    return {"t": hexs(r, 32), "claim": claim_any(r).replace("/", "-")}


def _v_at(r: Random) -> dict[str, str]:
    t = _ATSK + hexs(r, 64) if r.random() < 0.5 else hexs(r, 64)
    return {"t": t, "ng": "80" + digits(r, 8)}


def _v_hmac(r: Random) -> dict[str, str]:
    return {"id": _GOOG1 + pick(r, UPPER_ALNUM, 55), "sec": pick(r, B64STD, 40)}


def _v_redis(r: Random) -> dict[str, str]:
    return {"a": uuid4(r), "o": str(r.randint(16, 90))}


def _openssh_body(r: Random) -> str:
    head = (
        b"openssh-key-v1\x00\x00\x00\x00\x04none"
        b"\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"
    )
    return wrap(b64_of(head + r.randbytes(r.choice((262, 310, 358)))), 70)


def _v_openssh(r: Random) -> dict[str, str]:
    return {"body": _openssh_body(r), "who": r.choice(_USERS)}


def _ec_body(r: Random) -> str:
    der = (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + b"\x04"
        + r.randbytes(64)
    )
    return wrap(b64_of(der), 64)


def _v_ec(r: Random) -> dict[str, str]:
    body = _ec_body(r)
    return {"body": body, "bodyind": body.replace("\n", "\n    ")}


def _v_jwt_secret(r: Random) -> dict[str, str]:
    s = r.choice((hexs(r, 64), b64(r, 48), b64url(r, 32)))
    return {"s": s}


def _v_bearer(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "RS256", "kid": hexs(r, 40), "typ": "JWT"})
    claims = {
        "iss": "https://auth.wartomir.pl",
        "sub": uuid4(r),
        "aud": "claims-api",
        "role": r.choice(("agent", "adjuster", "admin")),
        "iat": r.randint(1_906_000_000, 1_911_000_000),
    }
    claims["exp"] = claims["iat"] + 86400
    jwt = f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"
    return {
        "jwt": jwt,
        "claim": claim_any(r),
        "pol": "WRT-OC-2030-" + digits(r, 8),
    }


def _v_basic(r: Random) -> dict[str, str]:
    user = r.choice(("wartomir-api", "claims_sync", "lagos-adjust", "wrt_reports"))
    pw = password(r, r.choice((18, 22)), URL_SAFE_PW)
    return {
        "b": b64_of(f"{user}:{password(r, 20)}"),
        "user": user,
        "pw": pw,
        "claim": claim_any(r).replace("/", "-"),
    }


def _v_human(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r),
        "mail": r.choice(("platnosci", "szkody-it", "payouts.ops")) + "@wartomir.pl",
    }


def _v_dotenv(r: Random) -> dict[str, str]:
    return {
        "ps": _paystack_sk(r),
        "sg": _sendgrid(r),
        "tw": hexs(r, 32),
        "pw": password(r, 22, URL_SAFE_PW),
        "flw": _flw_sk(r),
        "dsnpub": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "ver": version(r),
    }


def _v_pubsub_push(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 32), "h": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 10)}


def _v_k8s(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((16, 20, 24)), URL_SAFE_PW)
    return {
        "b": b64_of(pw),
        "pw": password(r, 20, URL_SAFE_PW),
        "ns": r.choice(("claims", "ocr", "payouts")),
    }


def _v_among(r: Random) -> dict[str, str]:
    return {
        "d": f"{r.randint(1, 28):02d}",
        "claim": claim_any(r),
        "trf": "TRF_" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 15),
        "sha": hexs(r, 40),
        "eid": hexs(r, 32),
        "ps": _paystack_sk(r),
        "mid": num(r, 17),
        "gen": gcs_generation(r),
        "pw": password(r, 20, URL_SAFE_PW),
        "job": "ocr_" + ulid(r),
    }


_PEM_RSA = _BEGIN + _PK + "\n⟨key⟩\n" + _END + _PK
_SSH = _BEGIN + "OPENSSH " + _PK + "\n⟨body⟩\n" + _END + "OPENSSH " + _PK
_EC = _BEGIN + "EC " + _PK + "\n⟨body⟩\n" + _END + "EC " + _PK
_ESC_RSA = _BEGIN + _PK + "\\n⟨keyesc⟩\\n" + _END + _PK + "\\n"

SECRETS: tuple[Kind, ...] = (
    Kind(
        "paystack_secret_key",
        (
            "PAYSTACK_SECRET_KEY=⟨t⟩",
            'curl https://api.paystack.co/transfer -H "Authorization: Bearer ⟨t⟩" '
            '-H "Content-Type: application/json" -d \'{"source":"balance","amount":⟨amt⟩,'
            '"recipient":"⟨rcp⟩","reason":"Claim ⟨claim⟩ payout"}\'',
            "Tunde don rotate the Paystack live secret; the new one na ⟨t⟩ — e dey for Secret "
            "Manager too, abeg no paste am for Slack again.",
            '```python\npaystack = Paystack(secret_key="⟨t⟩")'
            "  # TODO: move to env before merge\n```",
        ),
        _v_paystack,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "flutterwave_secret_key",
        (
            "FLW_PUBLIC_KEY=⟨pub⟩\nFLW_SECRET_KEY=⟨t⟩",
            "curl --request POST https://api.flutterwave.com/v3/transfers --header "
            '"Authorization: Bearer ⟨t⟩" --data \'{"account_bank":"044","account_number":'
            '"⟨nuban⟩","amount":⟨amt⟩,"currency":"NGN","reference":"⟨ref⟩"}\'',
            "Flutterwave secret key for the payouts sub-account "
            "(live dashboard, Settings → API): ⟨t⟩",
        ),
        _v_flw,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "flutterwave_encryption_key_and_secret_hash",
        (
            "FLW_ENCRYPTION_KEY=⟨ek⟩",
            "Flutterwave → Settings → Webhooks: secret hash set to ⟨hash⟩; the handler compares "
            "it with the verif-hash header.",
            'settings/production.py: FLW_SECRET_HASH = "⟨hash⟩"',
            "Klucz szyfrujący Flutterwave (3DES, do charge API): ⟨ek⟩",
        ),
        _v_flw_enc,
        n=7,
        secrets=("ek", "hash"),
    ),
    Kind(
        "payu_blik_oauth_credentials",
        (
            "PAYU_POS_ID=⟨pos⟩\nPAYU_CLIENT_ID=⟨pos⟩\nPAYU_CLIENT_SECRET=⟨cs⟩\nPAYU_SECOND_KEY=⟨md5⟩",
            "curl -X POST https://secure.payu.com/pl/standard/user/oauth/authorize "
            "-d 'grant_type=client_credentials&client_id=⟨pos⟩&client_secret=⟨cs⟩'",
            "Drugi klucz (MD5) z panelu PayU dla POS ⟨pos⟩ (BLIK): ⟨md5⟩ — potrzebny do "
            "weryfikacji podpisu notyfikacji OpenPayU-Signature.",
        ),
        _v_payu,
        n=7,
        secrets=("cs", "md5"),
    ),
    Kind(
        "przelewy24_crc_and_api_key",
        (
            "P24_MERCHANT_ID=⟨mid⟩\nP24_POS_ID=⟨mid⟩\nP24_CRC=⟨crc⟩\nP24_API_KEY=⟨api⟩",
            "curl -u ⟨mid⟩:⟨api⟩ https://sandbox.przelewy24.pl/api/v1/testAccess",
            "Klucz CRC z panelu Przelewy24 (sandbox): ⟨crc⟩ — sign to sha384 z JSON-a "
            "z sessionId, merchantId, amount, currency i tym kluczem.",
        ),
        _v_p24,
        n=7,
        secrets=("crc", "api"),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨t⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=+234⟨ng⟩' --data-urlencode 'From=+48⟨pl⟩' "
            "--data-urlencode 'Body=Your claim ⟨claim⟩ was received' -u ⟨sid⟩:⟨t⟩",
            'client = Client("⟨sid⟩", "⟨t⟩")  # copied from Funmi\'s notebook',
            "Twilio auth token after the June rotation: ⟨t⟩ (primary; the secondary gets "
            "promoted next week)",
        ),
        _v_twilio,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨sec⟩\nTWILIO_ACCOUNT_SID=⟨sid⟩",
            "API key ⟨sk⟩ (friendly name: claims-sms-lagos), secret: ⟨sec⟩ — Twilio shows the "
            "secret only once.",
            "twilio profiles:add lagos --account-sid ⟨sid⟩ --api-key ⟨sk⟩ --api-secret ⟨sec⟩",
        ),
        _v_twilio_key,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨t⟩",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send --header "
            '"Authorization: Bearer ⟨t⟩" --header "Content-Type: application/json" '
            "--data @claim-ack.json",
            "sendgrid:\n  api_key: ⟨t⟩\n  from: szkody@wartomir.pl\n  template_id: ⟨tpl⟩",
            "Klucz SendGrid z uprawnieniem tylko Mail Send (restricted): ⟨t⟩",
        ),
        _v_sendgrid,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gcp_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "' + _ESC_RSA + '",\n'
            '  "client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",\n  "client_id": "⟨cid⟩",\n'
            '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'GOOGLE_CREDENTIALS=\'{"type":"service_account","project_id":"⟨proj⟩",'
            '"private_key_id":"⟨kid⟩","private_key":"' + _ESC_RSA + '",'
            '"client_email":"⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com"}\'',
            "⟨sa⟩ key, decoded from the JSON so openssl could read it:\n\n" + _PEM_RSA,
        ),
        _v_gcp_sa,
        n=7,
        secrets=("key", "keyesc"),
    ),
    Kind(
        "google_api_key",
        (
            "GOOGLE_VISION_API_KEY=⟨t⟩  # server key for OCR fallback",
            'curl "https://vision.googleapis.com/v1/images:annotate?key=⟨t⟩" -d @page-1.json',
            "Klucz API do Vision (bez ograniczeń IP!): ⟨t⟩",
            "Geocoding key wey we use to fix claimant addresses for Lagos: ⟨t⟩",
        ),
        _v_google_api_key,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "google_oauth_client_secret_and_tokens",
        (
            "GOOGLE_CLIENT_ID=⟨cid⟩.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            "curl https://oauth2.googleapis.com/token "
            "-d client_id=⟨cid⟩.apps.googleusercontent.com "
            "-d client_secret=⟨cs⟩ -d refresh_token=⟨rt⟩ -d grant_type=refresh_token",
            '{"access_token": "⟨at⟩", "expires_in": 3599, "scope": '
            '"https://www.googleapis.com/auth/drive.readonly", "token_type": "Bearer"}',
            "Refresh token for the shared-drive importer (broker PDFs): ⟨rt⟩",
        ),
        _v_google_oauth,
        n=7,
        secrets=("cs", "rt", "at"),
    ),
    Kind(
        "cloud_sql_password",
        (
            "gcloud sql users set-password claims_app --instance=claims-pg-prod --password='⟨pw⟩'",
            "DATABASE_URL=postgresql+asyncpg://claims_app:⟨pw⟩@127.0.0.1:5432/claims  "
            "# via cloud-sql-proxy " + PROJECT + ":europe-central2:claims-pg-prod",
            "PGPASSWORD='⟨pw⟩' psql -h 10.⟨o⟩.0.3 -U ocr_reader -d claims "
            "-c 'select status, count(*) from ocr_jobs group by 1'",
            "sqlalchemy.url = postgresql://migrator:⟨pw⟩@/claims?host=/cloudsql/"
            + PROJECT
            + ":europe-central2:claims-pg-prod",
        ),
        _v_cloud_sql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "terraform_cloud_token",
        (
            'credentials "app.terraform.io" {\n  token = "⟨t⟩"\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform init -upgrade",
            '~/.terraform.d/credentials.tfrc.json:\n{"credentials": {"app.terraform.io": '
            '{"token": "⟨t⟩"}}}',
            "Team token for the wartomir/claims-infra workspace (Lagos runners): ⟨t⟩",
        ),
        _v_tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "terraform_variable_values",
        (
            'db_password      = "⟨pw⟩"\nsendgrid_api_key = "⟨sg⟩"\nregion           = '
            '"europe-central2"',
            'terraform apply -var="db_password=⟨pw⟩" -var="environment=staging"',
            "TF_VAR_flutterwave_secret_hash=⟨h⟩ terraform plan -out=tfplan",
            'In staging.tfvars I left `paystack_secret = "⟨ps⟩"` — the file is gitignored, '
            "but rotate it anyway.",
        ),
        _v_tfvars,
        n=7,
        secrets=("pw", "sg", "h", "ps"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GH_TOKEN=⟨t⟩ gh workflow run deploy.yml -R wartomir/claims-api -f env=staging",
            "git clone https://x-access-token:⟨t⟩@github.com/wartomir/claims-ocr.git",
            "Fine-grained PAT (contents:read, expires 2030-09-01) for Renovate: ⟨t⟩",
            'echo "⟨t⟩" | docker login ghcr.io -u ⟨user⟩ --password-stdin',
        ),
        _v_gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "github_classic_pat_and_runner_token",
        (
            "Classic PAT the old release script still uses: ⟨ghp⟩",
            "./config.sh --url https://github.com/wartomir --token ⟨reg⟩ "
            "--labels lagos,self-hosted",
            "GITHUB_TOKEN=⟨ghp⟩ npx semantic-release --no-ci",
            "- name: Checkout ocr-models\n  uses: actions/checkout@v4\n  with:\n"
            "    repository: wartomir/ocr-models\n    token: ⟨ghp⟩",
        ),
        _v_ghp,
        n=7,
        secrets=("ghp", "reg"),
    ),
    Kind(
        "gh_secret_set_values",
        (
            'gh secret set PAYSTACK_SECRET_KEY --env production --body "⟨ps⟩"',
            "gh secret set SENTRY_AUTH_TOKEN -R wartomir/claims-api --body '⟨st⟩'",
            'echo -n "⟨pw⟩" | gh secret set CLOUDSQL_PASSWORD --env staging',
            "gh secret set FLW_SECRET_KEY --org wartomir --visibility selected "
            "--repos claims-api,payouts --body ⟨flw⟩",
        ),
        _v_gh_secret_set,
        n=7,
        secrets=("ps", "st", "pw", "flw"),
    ),
    Kind(
        "sentry_auth_token",
        (
            "SENTRY_AUTH_TOKEN=⟨t⟩ sentry-cli releases new claims-api@⟨ver⟩",
            "~/.sentryclirc:\n[auth]\ntoken=⟨t⟩\n\n[defaults]\norg=wartomir\nproject=claims-api",
            'curl -H "Authorization: Bearer ⟨t⟩" '
            "https://de.sentry.io/api/0/projects/wartomir/claims-api/events/⟨eid⟩/",
            "Token organizacji Sentry do wysyłki source map w GH Actions: ⟨t⟩",
        ),
        _v_sentry,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "mindee_ocr_api_key",
        (
            "curl -X POST https://api.mindee.net/v1/products/mindee/invoices/v4/predict "
            '-H "Authorization: Token ⟨t⟩" -F document=@⟨claim⟩.pdf',
            "MINDEE_API_KEY=⟨t⟩",
            "Klucz do OCR faktur (Mindee, plan Pro): ⟨t⟩ — limit 5000 stron/mies.",
        ),
        _v_mindee,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "africastalking_api_key",
        (
            "AT_USERNAME=wartomir\nAT_API_KEY=⟨t⟩",
            "curl -X POST https://api.africastalking.com/version1/messaging -H 'apiKey: ⟨t⟩' "
            "-d 'username=wartomir&to=+234⟨ng⟩&message=Claim+update'",
            "Africa's Talking key for OTP SMS for Nigeria: ⟨t⟩ — e no dey staging, na only prod.",
        ),
        _v_at,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gcs_hmac_secret",
        (
            "~/.boto:\n[Credentials]\ngs_access_key_id = ⟨id⟩\ngs_secret_access_key = ⟨sec⟩",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨sec⟩ aws s3 ls "
            "s3://wartomir-claims-scans/ --endpoint-url https://storage.googleapis.com",
            "HMAC secret for the broker's S3-compatible upload bucket: ⟨sec⟩ (access id ⟨id⟩)",
        ),
        _v_hmac,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "memorystore_redis_auth_string",
        (
            "redis-cli -h 10.⟨o⟩.0.4 -p 6378 --tls --cacert server-ca.pem -a ⟨a⟩",
            "REDIS_URL=rediss://:⟨a⟩@10.⟨o⟩.0.4:6378/0",
            "AUTH string dla Memorystore (claims-cache): ⟨a⟩ — z `gcloud redis instances "
            "get-auth-string claims-cache --region=europe-central2`",
        ),
        _v_redis,
        n=7,
        secrets=("a",),
    ),
    Kind(
        "openssh_private_key",
        (
            _SSH,
            "Deploy key for the OCR vendor SFTP drop (~/.ssh/ocr_sftp_ed25519, ⟨who⟩):\n\n"
            + _SSH
            + "\n",
            "cat > ~/.ssh/id_ed25519 <<'EOF'\n" + _SSH + "\nEOF\nchmod 600 ~/.ssh/id_ed25519",
        ),
        _v_openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "ec_private_key_mtls",
        (
            _EC,
            "Klucz prywatny do certyfikatu mTLS (bramka BLIK, środowisko testowe):\n" + _EC,
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: blik-mtls\ntype: kubernetes.io/tls\n"
            "stringData:\n  tls.key: |\n    "
            + _BEGIN
            + "EC "
            + _PK
            + "\n    ⟨bodyind⟩\n    "
            + _END
            + "EC "
            + _PK,
        ),
        _v_ec,
        n=7,
        secrets=("body", "bodyind"),
    ),
    Kind(
        "jwt_signing_secret",
        (
            "JWT_SECRET=⟨s⟩",
            "claims-api/.env.staging:\nSESSION_SECRET=⟨s⟩\nJWT_ALG=HS256\nJWT_TTL=900",
            'jwt.encode(payload, "⟨s⟩", algorithm="HS256")  # prod signing secret, pasted to debug',
        ),
        _v_jwt_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "bearer_access_token",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" https://claims-api.wartomir.pl/v2/claims/⟨claim⟩',
            "Token z panelu agenta (ważny 24h, ale i tak go nie wklejaj): ⟨jwt⟩",
            "http GET :8080/v2/policies/⟨pol⟩ 'Authorization:Bearer ⟨jwt⟩'",
        ),
        _v_bearer,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "partner_api_basic_auth",
        (
            'curl -H "Authorization: Basic ⟨b⟩" '
            "https://api.rzeczoznawcy24.pl/v1/inspections?claim=⟨claim⟩",
            "Header wey the loss-adjuster API want: `Authorization: Basic ⟨b⟩`",
            "curl -u ⟨user⟩:⟨pw⟩ https://reports.lagos-adjusters.ng/api/export.csv "
            "-o adjusters.csv",
        ),
        _v_basic,
        n=7,
        secrets=("b", "pw"),
    ),
    Kind(
        "password_in_polish_prose",
        (
            "Hasło do konta serwisowego ocr-ingest w Cloud SQL to ⟨pw⟩ — zmienić po migracji.",
            "Kasia: login do panelu Przelewy24 (sandbox) to ⟨mail⟩, hasło ⟨pw⟩.",
            "Hasło do SFTP od dostawcy skanów: ⟨pw⟩ (użytkownik wartomir_scan, port 2222)",
        ),
        _v_human,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "password_in_yoruba_and_pidgin_prose",
        (
            "Ọ̀rọ̀ aṣínà fún SFTP ti OCR vendor ni ⟨pw⟩ — ẹ má ṣe fi sí Slack.",
            "Oga, the password for the Flutterwave dashboard na ⟨pw⟩; na Chinedu get the 2FA.",
            "Abeg, if Cloud SQL reject am, use the break-glass user: postgres / ⟨pw⟩",
            "Mo ti yí password admin Sentry padà sí ⟨pw⟩ lẹ́yìn ìpàdé àná.",
        ),
        _v_human,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "env_block_with_several_secrets",
        (
            "# claims-api .env.production (copied from Secret Manager for local debug)\n"
            "APP_ENV=production\nGCP_PROJECT=" + PROJECT + "\nPAYSTACK_SECRET_KEY=⟨ps⟩\n"
            "SENDGRID_API_KEY=⟨sg⟩\nTWILIO_AUTH_TOKEN=⟨tw⟩\n"
            "SENTRY_DSN=https://⟨dsnpub⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
            "docker run --rm -e DB_PASSWORD='⟨pw⟩' -e FLW_SECRET_KEY=⟨flw⟩ "
            "europe-central2-docker.pkg.dev/" + PROJECT + "/claims/claims-api:⟨ver⟩",
            "env:\n  - name: PAYSTACK_SECRET_KEY\n    value: ⟨ps⟩\n  - name: DB_PASSWORD\n"
            "    value: ⟨pw⟩\n  - name: GCP_PROJECT\n    value: " + PROJECT,
        ),
        _v_dotenv,
        n=7,
        secrets=("ps", "sg", "tw", "pw", "flw"),
    ),
    Kind(
        "pubsub_push_verification_token",
        (
            "gcloud pubsub subscriptions create ocr-done-push --topic=ocr-done "
            "--push-endpoint='https://claims-api-⟨h⟩-lm.a.run.app/_pubsub/ocr?token=⟨t⟩'",
            "Push endpoint verification token (query param, checked in middleware): ⟨t⟩",
            "pushConfig:\n  pushEndpoint: https://claims-api-⟨h⟩-lm.a.run.app/_pubsub/ocr?token=⟨t⟩\n"
            "  attributes:\n    x-goog-version: v1",
        ),
        _v_pubsub_push,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "kubernetes_secret_manifest",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: claims-db\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  DB_USER: Y2xhaW1zX2FwcA==\n  DB_PASSWORD: ⟨b⟩",
            "kubectl -n ⟨ns⟩ create secret generic claims-db --from-literal=DB_PASSWORD='⟨pw⟩'",
            "kubectl get secret claims-db -n ⟨ns⟩ -o jsonpath='{.data.DB_PASSWORD}' → ⟨b⟩",
        ),
        _v_k8s,
        n=7,
        secrets=("b", "pw"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incydent 2030-06-⟨d⟩ (wypłata Paystack)\n- szkoda ⟨claim⟩\n- transfer ⟨trf⟩\n"
            "- commit ⟨sha⟩\n- Sentry event ⟨eid⟩\n- secret key used for the manual retry: "
            "⟨ps⟩ (rotate!)",
            "Payout retry checklist\n▹ Pub/Sub message ⟨mid⟩\n▹ GCS generation ⟨gen⟩\n"
            "▹ DB password was reset to ⟨pw⟩ during the call\n▹ OCR job ⟨job⟩ reprocessed",
        ),
        _v_among,
        n=6,
        secrets=("ps", "pw"),
    ),
)
