"""Secret kinds of ``lookalike77``: credentials whose leak grants access at Madrasa Plus.

Each kind names the fields that must not survive; ``secrets_of`` in ``gen.py`` turns a field
into the listed substrings. Identifiers that ride along (merchant codes, entity ids, account
SIDs, app ids, access key ids, client ids) are written into the texts but never listed.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike77.gen import (
    ALNUM,
    B64,
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    day,
    ec_pkcs8_der,
    ec_sec1_der,
    epoch,
    hexs,
    hexu,
    human_password,
    indent,
    jwt,
    num,
    openssh_ed25519,
    openssh_rsa,
    password,
    pem_body,
    pick,
    rsa_numbers,
    rsa_pkcs1_der,
    secret_kind,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_EGY_SK = "egy" + "_sk_"
_EGY_PK = "egy" + "_pk_"
_TAP_SK = "sk" + "_"
_TAP_PK = "pk" + "_"
_GHP = "gh" + "p_"
_GHPAT = "github" + "_pat_"
_GHS = "gh" + "s_"
_SNTRYS = "sntry" + "s_"
_SNTRYU = "sntry" + "u_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_TURNSTILE = "0x4" + "AAAAAAA"
_CF_ORIGIN = "v1" + ".0-"
_AWS_STS = "IQoJb3JpZ2luX2Vj" + "EJ"
_SK = "SK"
_AC = "A" + "C"
_VA = "V" + "A"
_RSA_BEGIN = "-----BEGIN RSA " + "PRIVATE KEY-----"
_RSA_END = "-----END RSA " + "PRIVATE KEY-----"
_P8_BEGIN = "-----BEGIN " + "PRIVATE KEY-----"
_P8_END = "-----END " + "PRIVATE KEY-----"
_EC_BEGIN = "-----BEGIN EC " + "PRIVATE KEY-----"
_EC_END = "-----END EC " + "PRIVATE KEY-----"
_SSH_BEGIN = "-----BEGIN OPENSSH " + "PRIVATE KEY-----"
_SSH_END = "-----END OPENSSH " + "PRIVATE KEY-----"

_DEVS = ("nour", "omar.k", "salma", "yazan", "rami", "dina", "hamza", "mariam", "tareq", "lina")


def _mode(r: Random) -> str:
    return r.choice(("live_", "live_", "test_"))


def _rds_host(r: Random) -> str:
    name = r.choice(("madrasa-prod", "moodle-prod", "exams-prod", "madrasa-staging"))
    return f"{name}.cluster-{pick(r, LOWER_ALNUM, 12)}.me-south-1.rds.amazonaws.com"


def _akia(r: Random) -> str:
    return _AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def _aws_secret(r: Random) -> str:
    return pick(r, B64, 40)


def _paymob_sk(r: Random) -> str:
    return _EGY_SK + _mode(r) + hexs(r, 64)


def _tap_sk(r: Random) -> str:
    return _TAP_SK + _mode(r) + pick(r, ALNUM, 24)


def _hyperpay_token(r: Random) -> str:
    user = "8a" + hexs(r, 30)
    return b64_of(user + "|" + password(r, r.choice((10, 12)), ALNUM + "=?#%+!"))


def _zoom_access(r: Random, account: str, client: str) -> str:
    header = {"sv": "000001", "alg": "HS512", "v": "2.0", "kid": uuid4(r)}
    now = epoch(r)
    claims = {
        "aud": "https://oauth.zoom.us",
        "uid": pick(r, B64URL, 22),
        "ver": 10,
        "auid": hexs(r, 64),
        "nbf": now,
        "code": pick(r, B64URL, 34),
        "iss": "zm:cid:" + client,
        "gno": 0,
        "exp": now + 3600,
        "type": 3,
        "iat": now,
        "aid": account,
    }
    return jwt(r, header, claims, 64)


def _sentry_org(r: Random) -> str:
    claims = {
        "iat": epoch(r) + r.random(),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "madrasa-plus",
    }
    return _SNTRYS + b64_of(_json(claims)).rstrip("=") + "_" + pick(r, ALNUM + "+/", 43)


def _json(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


# ---------------------------------------------------------------------------- value makers


def _paymob_sk_values(r: Random) -> dict[str, str]:
    return {
        "k": _paymob_sk(r),
        "pk": _EGY_PK + "live_" + pick(r, ALNUM, 32),
        "iid": num(r, 7),
        "iid2": num(r, 7),
        "dev": r.choice(_DEVS),
    }


def _paymob_api_values(r: Random) -> dict[str, str]:
    profile = int(num(r, 6))
    legacy = jwt(
        r,
        {"alg": "HS512", "typ": "JWT"},
        {"class": "Merchant", "profile_pk": profile, "name": "initial"},
        64,
    )
    now = epoch(r)
    token = jwt(
        r,
        {"alg": "HS512", "typ": "JWT"},
        {"user_id": int(num(r, 7)), "exp": now + 3600, "profile_pk": profile, "phash": hexs(r, 64)},
        64,
    )
    return {"k": b64_of(legacy), "tok": token, "pid": str(profile), "d": day(r)}


def _paymob_hmac_values(r: Random) -> dict[str, str]:
    return {"h": pick(r, UPPER_ALNUM, 32), "txn": num(r, 9), "d": day(r)}


def _payouts_values(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, ALNUM, 40),
        "cs": pick(r, ALNUM, 128),
        "user": r.choice(("madrasa_payouts_api", "mp_disburse", "madrasaplus.payouts")),
        "pw": r.choice((password(r, 18), human_password(r))),
        "n": str(r.randint(40, 900)),
    }


def _fawry_values(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "mc": b64(r, 16), "dev": r.choice(_DEVS)}


def _hyperpay_values(r: Random) -> dict[str, str]:
    return {
        "tok": _hyperpay_token(r),
        "eid": "8a" + hexs(r, 30),
        "amt": f"{r.randint(5, 180)}.{r.choice(('00', '50', '250'))}",
    }


def _hyperpay_wh_values(r: Random) -> dict[str, str]:
    return {"k": hexu(r, 64), "d": day(r)}


def _tap_values(r: Random) -> dict[str, str]:
    return {"k": _tap_sk(r), "pk": _TAP_PK + "live_" + pick(r, ALNUM, 24), "d": day(r)}


def _cliq_values(r: Random) -> dict[str, str]:
    return {
        "cid": hexs(r, 32),
        "cs": pick(r, ALNUM, r.choice((43, 48))),
        "p12": password(r, r.choice((16, 20, 24))),
        "ref": "JOCLQ" + num(r, 14),
    }


def _efawateer_values(r: Random) -> dict[str, str]:
    return {
        "code": str(r.randint(100, 999)),
        "pw": r.choice((password(r, 18), human_password(r))),
        "pfx": password(r, r.choice((16, 22))),
        "user": r.choice(("MADRASAPLUS_API", "mp_biller_ws", "madrasa.biller")),
    }


def _aws_values(r: Random) -> dict[str, str]:
    return {
        "ak": _akia(r),
        "asia": _ASIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": _aws_secret(r),
        "st": _AWS_STS + b64(r, r.choice((312, 348, 390))),
        "dev": r.choice(_DEVS),
    }


def _rds_values(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28)), URL_SAFE_PW),
        "host": _rds_host(r),
        "pid": num(r, 5),
    }


def _cache_smtp_values(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM, r.choice((32, 48, 64))),
        "c6": pick(r, LOWER_ALNUM, 6),
        "ak": _akia(r),
        "smtp": "B" + pick(r, B64, 43),
        "n": str(r.randint(2, 40)),
    }


def _secrets_manager_values(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "sfx": pick(r, ALNUM, 6),
        "u": uuid4(r),
        "pw": password(r, r.choice((24, 32)), ALNUM + "!#%*+-.:=?^_~"),
        "host": _rds_host(r),
        "tap": _tap_sk(r),
    }


def _cloudfront_values(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs1_der(rsa_numbers(r)))
    return {
        "body": body,
        "body_ind": indent(body, "    "),
        "kid": "K" + pick(r, UPPER_ALNUM, 13),
    }


def _ec_values(r: Random) -> dict[str, str]:
    return {
        "body": pem_body(ec_pkcs8_der(r)),
        "sec1": pem_body(ec_sec1_der(r)),
        "kid": hexs(r, 16),
    }


def _openssh_values(r: Random) -> dict[str, str]:
    who = r.choice(_DEVS)
    ed = openssh_ed25519(r, f"{who}@madrasa-bastion")
    return {
        "ed": ed,
        "ed_ind": indent(ed, "    "),
        "rsa": openssh_rsa(r, "deploy@moodle-plugins"),
        "who": who,
    }


def _moodle_token_values(r: Random) -> dict[str, str]:
    return {"t": hexs(r, 32), "cid": str(r.randint(2, 900))}


def _moodle_config_values(r: Random) -> dict[str, str]:
    return {
        "host": _rds_host(r),
        "pw": password(r, r.choice((20, 26)), ALNUM + "!#%*+-.:=?@^_~"),
        "salt": password(r, r.choice((32, 40, 48)), ALNUM + "!#%*+-.:=?@^_~()[]{}<>,;|"),
        "ver": f"5.{r.randint(1, 4)}.{r.randint(0, 6)}",
    }


def _bbb_values(r: Random) -> dict[str, str]:
    return {
        "s": r.choice((hexs(r, 32), pick(r, ALNUM, 42), pick(r, ALNUM, 56))),
        "n": str(r.randint(1, 6)),
    }


def _zoom_values(r: Random) -> dict[str, str]:
    acct = pick(r, B64URL, 22)
    cid = pick(r, ALNUM, 22)
    cs = pick(r, ALNUM, 32)
    return {
        "acct": acct,
        "cid": cid,
        "cs": cs,
        "basic": b64_of(f"{cid}:{cs}"),
        "wh": pick(r, B64URL, 22),
        "at": _zoom_access(r, acct, cid),
    }


def _twilio_values(r: Random) -> dict[str, str]:
    return {
        "ac": _AC + hexs(r, 32),
        "tok": hexs(r, 32),
        "va": _VA + hexs(r, 32),
        "sk": _SK + hexs(r, 32),
        "sec": pick(r, ALNUM, 32),
        "ph": pick(r, DIGITS, 8),
    }


def _unifonic_values(r: Random) -> dict[str, str]:
    return {"sid": pick(r, ALNUM, 30), "ph": pick(r, DIGITS, 8), "otp": pick(r, DIGITS, 6)}


def _agora_values(r: Random) -> dict[str, str]:
    app = hexs(r, 32)
    customer = hexs(r, 32)
    token = "007" + b64_of(b"\x78\x9c" + r.randbytes(r.choice((118, 130, 142))))
    return {
        "app": app,
        "cert": hexs(r, 32),
        "basic": b64_of(f"{customer}:{hexs(r, 32)}"),
        "tok": token,
        "ch": r.choice(("math-g12", "physics-tawjihi", "arabic-g9", "chem-thanaweya"))
        + "-"
        + num(r, 4),
    }


def _github_values(r: Random) -> dict[str, str]:
    return {
        "ghp": _GHP + pick(r, ALNUM, 36),
        "pat": _GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ghs": _GHS + pick(r, ALNUM, 36),
        "ver": f"{r.randint(3, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


def _ci_values(r: Random) -> dict[str, str]:
    return {
        "psk": _paymob_sk(r),
        "sentry": _SNTRYU + hexs(r, 64),
        "cf": pick(r, B64URL, 40),
        "reg": "A" + pick(r, UPPER_ALNUM, 28),
        "pw": password(r, 22),
        "run": num(r, 10),
    }


def _sentry_values(r: Random) -> dict[str, str]:
    return {"org": _sentry_org(r), "user": _SNTRYU + hexs(r, 64)}


def _cloudflare_values(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, B64URL, 40),
        "gk": hexs(r, 37),
        "oca": _CF_ORIGIN + hexs(r, 24) + "-" + hexs(r, 146),
        "zone": hexs(r, 32),
    }


def _tunnel_values(r: Random) -> dict[str, str]:
    tunnel = {"a": hexs(r, 32), "t": uuid4(r), "s": b64(r, 32)}
    return {
        "tt": b64_of(_json(tunnel)),
        "ts": _TURNSTILE + pick(r, B64URL, 25),
        "site": _TURNSTILE + pick(r, B64URL, 14),
        "ver": f"2036.{r.randint(1, 7)}.{r.randint(0, 3)}",
    }


def _k8s_values(r: Random) -> dict[str, str]:
    return {
        "b1": b64_of(_paymob_sk(r)),
        "b2": b64_of(_tap_sk(r)),
        "b3": b64_of(password(r, r.choice((18, 24)))),
        "b4": b64_of(pick(r, ALNUM, 42)),
        "benv": b64_of("production"),
        "rv": num(r, 8),
    }


def _dotenv_values(r: Random) -> dict[str, str]:
    return {
        "host": _rds_host(r),
        "pw": password(r, 22, URL_SAFE_PW),
        "iid": num(r, 7),
        "psk": _paymob_sk(r),
        "fk": hexs(r, 32),
        "tap": _tap_sk(r),
        "eid": "8a" + hexs(r, 30),
        "hp": _hyperpay_token(r),
        "tw": hexs(r, 32),
        "ac": _AC + hexs(r, 32),
    }


def _among_values(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "trace": hexs(r, 32),
        "txn": num(r, 9),
        "hmac": hexs(r, 128),
        "u": uuid4(r),
        "app": hexs(r, 32),
        "bbb": pick(r, ALNUM, 42),
        "mt": hexs(r, 32),
        "tap": _tap_sk(r),
        "pw": human_password(r),
        "cs": hexs(r, 40),
        "d": day(r),
    }


def _prose_values(r: Random) -> dict[str, str]:
    return {"pw": r.choice((human_password(r), password(r, r.choice((16, 18, 21))))), "d": day(r)}


# ---------------------------------------------------------------------------- the kinds

SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "paymob_secret_key",
        (
            "PAYMOB_SECRET_KEY=⟨k⟩",
            "curl -X POST https://accept.paymob.com/v1/intention/ "
            '-H "Authorization: Token ⟨k⟩" -H "Content-Type: application/json" -d @intention.json',
            "الـ secret key بتاع Paymob اتحط غلط في الـ frontend bundle: ⟨k⟩ — لازم نعمله "
            "rotate النهارده قبل الساعة ١٢",
            'settings/prod.py:\nPAYMOB = {\n    "public_key": "⟨pk⟩",\n    "secret_key": "⟨k⟩",\n'
            '    "integration_ids": [⟨iid⟩, ⟨iid2⟩],\n}',
        ),
        _paymob_sk_values,
        "k",
    ),
    secret_kind(
        "paymob_api_key_and_auth_token",
        (
            "curl -s https://accept.paymob.com/api/auth/tokens -H 'Content-Type: application/json' "
            '-d \'{"api_key": "⟨k⟩"}\'',
            "PAYMOB_API_KEY=⟨k⟩",
            'الرد من /api/auth/tokens: {"token": "⟨tok⟩", "profile": {"id": ⟨pid⟩}} — '
            "التوكن ده صالح ساعة بس، برضه ميتكتبش في الـ logs",
            "order registration kan byf4al 3ashan auth_token=⟨tok⟩ expired; el api key nafso "
            "sa7 (⟨k⟩)",
        ),
        _paymob_api_values,
        "k",
        "tok",
    ),
    secret_kind(
        "paymob_hmac_secret",
        (
            "PAYMOB_HMAC_SECRET=⟨h⟩",
            "callback verification fails in staging because someone pasted the live HMAC secret "
            "(⟨h⟩) into the test profile — txn ⟨txn⟩ was the first to fail",
            'expected = hmac.new(b"⟨h⟩", concatenated.encode(), hashlib.sha512).hexdigest()'
            "  # TODO: read from Secrets Manager",
            "مفتاح الـ HMAC بتاع Paymob (حساب الـ sandbox): ⟨h⟩ — ده غير الـ hmac اللي بيرجع "
            "في الـ callback",
        ),
        _paymob_hmac_values,
        "h",
    ),
    secret_kind(
        "paymob_payouts_wallet_credentials",
        (
            "curl -X POST https://payouts.paymobsolutions.com/api/secure/o/token/ "
            '-d "grant_type=password&username=⟨user⟩&password=⟨pw⟩&client_id=⟨cid⟩'
            '&client_secret=⟨cs⟩"',
            "payouts:\n  issuer: vodafone\n  client_id: ⟨cid⟩\n  client_secret: ⟨cs⟩\n"
            '  username: ⟨user⟩\n  password: "⟨pw⟩"',
            "بيانات الـ disbursement لفودافون كاش (صرف مستحقات ⟨n⟩ مدرس): يوزر ⟨user⟩ وباسورد ⟨pw⟩",
        ),
        _payouts_values,
        "cs",
        "pw",
    ),
    secret_kind(
        "fawry_security_key",
        (
            "FAWRY_MERCHANT_CODE=⟨mc⟩\nFAWRY_SECURE_KEY=⟨k⟩",
            "signature = sha256(merchantCode + merchantRefNum + customerProfileId + returnUrl"
            " + itemId + qty + price + '⟨k⟩')",
            "Fawry staging secure key (من إيميل الـ onboarding): ⟨k⟩ — الـ merchant code ⟨mc⟩ "
            "عادي مش سر",
            ".env.staging kan feeh FAWRY_SECURITY_KEY=⟨k⟩ w da tele3 el live msh el staging, "
            "⟨dev⟩ ghayyaro",
        ),
        _fawry_values,
        "k",
    ),
    secret_kind(
        "hyperpay_access_token",
        (
            'curl https://eu-prod.oppwa.com/v1/checkouts -d "entityId=⟨eid⟩" -d "amount=⟨amt⟩"'
            ' -d "currency=JOD" -d "paymentType=DB" -H "Authorization: Bearer ⟨tok⟩"',
            "HYPERPAY_ACCESS_TOKEN=⟨tok⟩\nHYPERPAY_ENTITY_ID_CARD=⟨eid⟩",
            "الـ access token تبع HyperPay (live) هو ⟨tok⟩، الـ entityId ⟨eid⟩ لحاله مش سري",
            "el token taba3 HyperPay test: ⟨tok⟩ — bas lal eu-test.oppwa.com, mish lal live",
        ),
        _hyperpay_values,
        "tok",
    ),
    secret_kind(
        "hyperpay_webhook_decryption_key",
        (
            "HYPERPAY_WEBHOOK_KEY=⟨k⟩",
            'key = bytes.fromhex("⟨k⟩")  # webhook decryption secret from BIP, move to Secrets '
            "Manager",
            "مفتاح فك تشفير الـ webhooks من HyperPay (Administration → Webhooks): ⟨k⟩",
            "| env | webhook url | decryption key |\n|---|---|---|\n"
            "| live | https://api.madrasaplus.com/hooks/hyperpay | ⟨k⟩ |\n"
            "| test | https://staging-api.madrasaplus.com/hooks/hyperpay | (في الـ vault) |",
        ),
        _hyperpay_wh_values,
        "k",
    ),
    secret_kind(
        "tap_secret_key",
        (
            'curl https://api.tap.company/v2/charges -H "Authorization: Bearer ⟨k⟩" '
            '-H "Content-Type: application/json" -d @charge.json',
            "TAP_SECRET_KEY=⟨k⟩\nTAP_PUBLIC_KEY=⟨pk⟩",
            "Tap بعتولنا الـ keys: السري ⟨k⟩ والـ publishable ⟨pk⟩ (التاني عادي يروح للـ app)",
            "el charge fashal 401 la2enno el secret key kan ghalat: ⟨k⟩ (⟨d⟩)",
        ),
        _tap_values,
        "k",
    ),
    secret_kind(
        "cliq_gateway_client_secret",
        (
            "curl --cert madrasa-cliq.p12:⟨p12⟩ --cert-type P12 "
            "https://openapi.levantbank.jo/cliq/v2/payments "
            '-H "X-IBM-Client-Id: ⟨cid⟩" -H "X-IBM-Client-Secret: ⟨cs⟩"',
            "cliq:\n  gateway: https://openapi.levantbank.jo/cliq/v2\n  client_id: ⟨cid⟩\n"
            "  client_secret: ⟨cs⟩\n  cert_password: ⟨p12⟩\n  alias: MADRASAPLUS",
            "لـ CliQ: الـ client secret الجديد من البنك ⟨cs⟩ — القديم انتهى مبارح، والـ alias "
            "MADRASAPLUS ما تغيّر",
            "el p12 password lal mTLS ma3 el bank: ⟨p12⟩ (a5er refund ⟨ref⟩ mishi fine)",
        ),
        _cliq_values,
        "cs",
        "p12",
    ),
    secret_kind(
        "efawateercom_biller_passwords",
        (
            "EFAWATEER_BILLER_CODE=⟨code⟩\nEFAWATEER_USER=⟨user⟩\nEFAWATEER_PASSWORD=⟨pw⟩\n"
            "EFAWATEER_PFX_PASSWORD=⟨pfx⟩",
            "openssl pkcs12 -in madrasa-efawateer.pfx -nodes -passin pass:⟨pfx⟩ "
            "| openssl x509 -noout -dates",
            "كلمة سر بوابة إي فواتيركم (biller ⟨code⟩) صارت ⟨pw⟩ بعد ما عملنا reset مع الدعم",
            "el pfx taba3 efawateercom password-o ⟨pfx⟩, w el cert bikhlas 2037",
        ),
        _efawateer_values,
        "pw",
        "pfx",
    ),
    secret_kind(
        "aws_secret_access_key",
        (
            "~/.aws/credentials:\n[madrasa-prod]\naws_access_key_id = ⟨ak⟩\n"
            "aws_secret_access_key = ⟨sk⟩\nregion = me-south-1",
            "AWS_ACCESS_KEY_ID=⟨ak⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 sync ./videos "
            "s3://madrasa-plus-lessons-me-south-1/ --region me-south-1",
            "المفتاح السري لليوزر ci-deployer هو ⟨sk⟩ والـ key id ⟨ak⟩ — ⟨dev⟩ عمله "
            "deactivate؟ لسه",
            "export AWS_ACCESS_KEY_ID=⟨asia⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
        ),
        _aws_values,
        "sk",
        "st",
    ),
    secret_kind(
        "rds_mysql_passwords",
        (
            "DATABASE_URL=mysql://madrasa_app:⟨pw⟩@⟨host⟩:3306/madrasa",
            "mysql -h ⟨host⟩ -u admin -p'⟨pw⟩' madrasa -e 'SHOW PROCESSLIST' | grep ⟨pid⟩",
            "~/.my.cnf:\n[client]\nuser=report_ro\npassword=⟨pw⟩\nhost=⟨host⟩",
            'engine = create_engine("mysql+pymysql://moodle:⟨pw⟩@⟨host⟩/moodle?charset=utf8mb4")',
        ),
        _rds_values,
        "pw",
    ),
    secret_kind(
        "elasticache_and_ses_smtp",
        (
            "REDIS_URL=rediss://:⟨tok⟩@master.madrasa-cache.⟨c6⟩.mes1.cache.amazonaws.com:6379/0",
            "redis-cli --tls -h master.madrasa-cache.⟨c6⟩.mes1.cache.amazonaws.com -a ⟨tok⟩ "
            "--no-auth-warning INFO keyspace",
            "EMAIL_HOST=email-smtp.me-south-1.amazonaws.com\nEMAIL_PORT=587\n"
            "EMAIL_HOST_USER=⟨ak⟩\nEMAIL_HOST_PASSWORD=⟨smtp⟩",
            "SES SMTP creds اتولدوا من IAM: user ⟨ak⟩ / pass ⟨smtp⟩ — الباسورد ده مش الـ "
            "secret key نفسه بس برضه بيبعت إيميلات باسمنا",
        ),
        _cache_smtp_values,
        "tok",
        "smtp",
    ),
    secret_kind(
        "secrets_manager_secret_string",
        (
            "$ aws secretsmanager get-secret-value --secret-id prod/madrasa/mysql "
            "--region me-south-1\n{\n"
            '    "ARN": "arn:aws:secretsmanager:me-south-1:⟨acct⟩:secret:'
            'prod/madrasa/mysql-⟨sfx⟩",\n'
            '    "Name": "prod/madrasa/mysql",\n    "VersionId": "⟨u⟩",\n'
            '    "SecretString": "{\\"username\\":\\"madrasa_app\\",\\"password\\":\\"⟨pw⟩\\",'
            '\\"host\\":\\"⟨host⟩\\"}"\n}',
            "aws secretsmanager put-secret-value --secret-id prod/payments/tap "
            '--secret-string \'{"TAP_SECRET_KEY":"⟨tap⟩"}\'',
            "عملت rotate لـ prod/moodle/db يدوي: الـ password الجديد ⟨pw⟩ (الـ Lambda بتاعة "
            "الـ rotation كانت واقعة)",
        ),
        _secrets_manager_values,
        "pw",
        "tap",
    ),
    secret_kind(
        "cloudfront_rsa_private_key",
        (
            f"{_RSA_BEGIN}\n⟨body⟩\n{_RSA_END}",
            "CloudFront key group `lessons-signer` (Key-Pair-Id ⟨kid⟩) — المفتاح الخاص اللي "
            f"بيوقّع روابط الفيديوهات:\n\n{_RSA_BEGIN}\n⟨body⟩\n{_RSA_END}\n",
            "cloudfront:\n  key_pair_id: ⟨kid⟩\n  private_key: |\n"
            f"    {_RSA_BEGIN}\n⟨body_ind⟩\n    {_RSA_END}",
        ),
        _cloudfront_values,
        "body",
        "body_ind",
    ),
    secret_kind(
        "ec_private_key_pem",
        (
            f"{_P8_BEGIN}\n⟨body⟩\n{_P8_END}",
            "JWT_SIGNING_KEY (ES256, kid ⟨kid⟩) اللي الـ auth service بيوقّع بيه:\n"
            f"{_P8_BEGIN}\n⟨body⟩\n{_P8_END}",
            "openssl ecparam -name prime256v1 -genkey -noout → el key el adeem (lessa "
            f"shaghal 3al exams-api!):\n{_EC_BEGIN}\n⟨sec1⟩\n{_EC_END}",
        ),
        _ec_values,
        "body",
        "sec1",
    ),
    secret_kind(
        "openssh_private_key",
        (
            f"{_SSH_BEGIN}\n⟨ed⟩\n{_SSH_END}",
            "deploy key بتاع الـ EC2 bastion (me-south-1) — ~/.ssh/madrasa-bastion:\n\n"
            f"{_SSH_BEGIN}\n⟨ed⟩\n{_SSH_END}\n",
            f"el GitHub deploy key lel moodle-plugins repo (RSA):\n{_SSH_BEGIN}\n⟨rsa⟩\n{_SSH_END}",
            "- name: install ssh key\n  run: |\n    mkdir -p ~/.ssh\n"
            f"    cat > ~/.ssh/id_ed25519 <<'EOF'\n    {_SSH_BEGIN}\n⟨ed_ind⟩\n"
            f"    {_SSH_END}\n    EOF",
        ),
        _openssh_values,
        "ed",
        "rsa",
        "ed_ind",
    ),
    secret_kind(
        "moodle_webservice_token",
        (
            "curl 'https://lms.madrasaplus.com/webservice/rest/server.php?wstoken=⟨t⟩"
            "&wsfunction=core_course_get_contents&courseid=⟨cid⟩&moodlewsrestformat=json'",
            "MOODLE_WS_TOKEN=⟨t⟩  # service: madrasa_sync, user: ws-sync",
            "توكن الـ web service بتاع Moodle (خدمة المزامنة مع الـ API): ⟨t⟩ — صلاحياته كبيرة، "
            "ما تحطهوش في الـ logs",
            "el mobile app token (moodle_mobile_app) bta3 teacher.demo: ⟨t⟩ — da byshta8al ka "
            "login kamel 3ala course ⟨cid⟩",
        ),
        _moodle_token_values,
        "t",
    ),
    secret_kind(
        "moodle_config_php_secrets",
        (
            "<?php  // config.php on lms-prod (Moodle ⟨ver⟩)\n$CFG->dbtype    = 'mysqli';\n"
            "$CFG->dbhost    = '⟨host⟩';\n$CFG->dbname    = 'moodle';\n"
            "$CFG->dbuser    = 'moodle';\n$CFG->dbpass    = '⟨pw⟩';\n$CFG->prefix    = 'mdl_';\n"
            "$CFG->passwordsaltmain = '⟨salt⟩';",
            "$CFG->dbpass = '⟨pw⟩'; // TODO نقلها لـ Secrets Manager",
            "Moodle passwordsaltmain القديم (لازم يفضل عشان الـ hashes القديمة تشتغل): ⟨salt⟩",
        ),
        _moodle_config_values,
        "pw",
        "salt",
    ),
    secret_kind(
        "bigbluebutton_shared_secret",
        (
            "$ sudo bbb-conf --secret\n\n    URL: https://bbb⟨n⟩.madrasaplus.com/bigbluebutton/\n"
            "    Secret: ⟨s⟩\n\n    Link to the API-Mate:\n"
            "    https://mconf.github.io/api-mate/#server=https://bbb⟨n⟩.madrasaplus.com/"
            "bigbluebutton/&sharedSecret=⟨s⟩",
            "BIGBLUEBUTTON_SECRET=⟨s⟩\nBIGBLUEBUTTON_ENDPOINT=https://bbb⟨n⟩.madrasaplus.com/"
            "bigbluebutton/",
            "Moodle → Site admin → BigBlueButton → shared secret: ⟨s⟩ (bbb⟨n⟩ بس، الباقيين "
            "ليهم secret تاني)",
            "/etc/bigbluebutton/bbb-web.properties على bbb⟨n⟩:\nsecuritySalt=⟨s⟩",
        ),
        _bbb_values,
        "s",
    ),
    secret_kind(
        "zoom_api_credentials",
        (
            'curl -X POST "https://zoom.us/oauth/token?grant_type=account_credentials'
            '&account_id=⟨acct⟩" -H "Authorization: Basic ⟨basic⟩"',
            "ZOOM_ACCOUNT_ID=⟨acct⟩\nZOOM_CLIENT_ID=⟨cid⟩\nZOOM_CLIENT_SECRET=⟨cs⟩\n"
            "ZOOM_WEBHOOK_SECRET_TOKEN=⟨wh⟩",
            'curl https://api.zoom.us/v2/users/me/meetings -H "Authorization: Bearer ⟨at⟩"',
            "الـ Secret Token بتاع الـ webhook في Zoom Marketplace اتغير لـ ⟨wh⟩ — لازم نحدّثه "
            "في الـ Lambda",
        ),
        _zoom_values,
        "cs",
        "wh",
        "basic",
        "at",
    ),
    secret_kind(
        "twilio_credentials",
        (
            "TWILIO_ACCOUNT_SID=⟨ac⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩\nTWILIO_VERIFY_SERVICE_SID=⟨va⟩",
            "curl -X POST https://verify.twilio.com/v2/Services/⟨va⟩/Verifications "
            '--data-urlencode "To=+2010⟨ph⟩" --data-urlencode "Channel=sms" -u ⟨ac⟩:⟨tok⟩',
            "API key للـ OTP service: SID ⟨sk⟩ والـ secret ⟨sec⟩ (الـ secret بيظهر مرة واحدة "
            "بس، حفظته هنا مؤقتاً)",
        ),
        _twilio_values,
        "tok",
        "sec",
    ),
    secret_kind(
        "unifonic_appsid",
        (
            'curl -X POST https://el.cloud.unifonic.com/rest/SMS/messages -d "AppSid=⟨sid⟩" '
            '-d "SenderID=MadrasaPlus" -d "Recipient=9627⟨ph⟩" -d "Body=كود التحقق: ⟨otp⟩"',
            "UNIFONIC_APP_SID=⟨sid⟩\nUNIFONIC_SENDER_ID=MadrasaPlus",
            "الـ AppSid تبع Unifonic هو فعلياً الـ API key — ⟨sid⟩ — لا تحطوه بالـ mobile app",
        ),
        _unifonic_values,
        "sid",
    ),
    secret_kind(
        "agora_certificate_and_tokens",
        (
            "AGORA_APP_ID=⟨app⟩\nAGORA_APP_CERTIFICATE=⟨cert⟩",
            'token = RtcTokenBuilder2.build_token_with_uid("⟨app⟩", "⟨cert⟩", channel, uid, '
            "Role_Publisher, 3600, 3600)",
            "curl -X POST https://api.agora.io/v1/apps/⟨app⟩/cloud_recording/acquire "
            '-H "Authorization: Basic ⟨basic⟩" -H "Content-Type: application/json" '
            '-d \'{"cname":"⟨ch⟩","uid":"527841","clientRequest":{}}\'',
            "توكن RTC اللي علّق في الـ log من حصة (channel ⟨ch⟩): ⟨tok⟩ — صالح ٢٤ ساعة",
        ),
        _agora_values,
        "cert",
        "basic",
        "tok",
    ),
    secret_kind(
        "github_tokens",
        (
            "git remote set-url origin https://x-access-token:⟨ghs⟩@github.com/madrasa-plus/"
            "exam-engine.git",
            "GH_TOKEN=⟨pat⟩ gh release create v⟨ver⟩ --repo madrasa-plus/api --generate-notes",
            "الـ PAT بتاعي (fine-grained, repo moodle-theme بس): ⟨pat⟩ — ينتهي آخر الشهر",
            "composer config --global github-oauth.github.com ⟨ghp⟩",
        ),
        _github_values,
        "ghp",
        "pat",
        "ghs",
    ),
    secret_kind(
        "github_actions_ci_variables",
        (
            "gh secret set PAYMOB_SECRET_KEY --repo madrasa-plus/api --env production "
            '--body "⟨psk⟩"',
            "# .github/workflows/deploy.yml (قبل الـ fix، run ⟨run⟩)\nenv:\n"
            "  AWS_REGION: me-south-1\n  SENTRY_AUTH_TOKEN: ⟨sentry⟩\n  CF_API_TOKEN: ⟨cf⟩\n"
            "  NODE_ENV: production",
            "./config.sh --url https://github.com/madrasa-plus --token ⟨reg⟩ "
            "--labels self-hosted,me-south-1 --unattended",
            "Settings → Secrets and variables → Actions: DEPLOY_DB_PASSWORD = ⟨pw⟩ (اتعمل "
            "variable مش secret بالغلط فبيطلع في logs الـ run ⟨run⟩)",
        ),
        _ci_values,
        "psk",
        "sentry",
        "cf",
        "reg",
        "pw",
    ),
    secret_kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩ npx @sentry/cli sourcemaps upload --org madrasa-plus "
            "--project web ./dist",
            "~/.sentryclirc:\n[auth]\ntoken=⟨user⟩\n\n[defaults]\norg=madrasa-plus\nproject=api",
            "توكن Sentry الشخصي (scopes: project:releases, org:read): ⟨user⟩",
        ),
        _sentry_values,
        "org",
        "user",
    ),
    secret_kind(
        "cloudflare_api_credentials",
        (
            "curl https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache "
            '-H "Authorization: Bearer ⟨tok⟩" -H "Content-Type: application/json" '
            "--data '{\"purge_everything\":true}'",
            "CLOUDFLARE_API_TOKEN=⟨tok⟩  # Zone.Cache Purge + DNS edit, madrasaplus.com",
            'curl -H "X-Auth-Email: ops@madrasaplus.com" -H "X-Auth-Key: ⟨gk⟩" '
            "https://api.cloudflare.com/client/v4/user",
            "Origin CA key للـ cert-manager issuer (zone ⟨zone⟩): ⟨oca⟩",
        ),
        _cloudflare_values,
        "tok",
        "gk",
        "oca",
    ),
    secret_kind(
        "cloudflare_tunnel_and_turnstile",
        (
            "sudo cloudflared service install ⟨tt⟩",
            "docker run -d cloudflare/cloudflared:⟨ver⟩ tunnel --no-autoupdate run --token ⟨tt⟩",
            "TURNSTILE_SITE_KEY=⟨site⟩\nTURNSTILE_SECRET_KEY=⟨ts⟩",
            "الـ secret key بتاع Turnstile لصفحة التسجيل: ⟨ts⟩ — الـ site key ⟨site⟩ عادي "
            "يبقى في الـ HTML",
        ),
        _tunnel_values,
        "tt",
        "ts",
    ),
    secret_kind(
        "k8s_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-env\n"
            '  namespace: madrasa-prod\n  resourceVersion: "⟨rv⟩"\ntype: Opaque\ndata:\n'
            "  APP_ENV: ⟨benv⟩\n  PAYMOB_SECRET_KEY: ⟨b1⟩\n  TAP_SECRET_KEY: ⟨b2⟩",
            "$ kubectl -n madrasa-prod get secret mysql-creds -o jsonpath='{.data.password}'\n⟨b3⟩",
            "kubectl -n lms get secret bbb-secret -o yaml (resourceVersion ⟨rv⟩):\ndata:\n"
            "  shared-secret: ⟨b4⟩",
            "السيكرت في الكلاستر متخزّن base64 بس (مش متشفر): MOODLE_DB_PASSWORD: ⟨b3⟩ — أي "
            "حد عنده get secrets يقدر يقراه",
        ),
        _k8s_values,
        "b1",
        "b2",
        "b3",
        "b4",
    ),
    secret_kind(
        "dotenv_file",
        (
            "# .env.production (api, Cairo)\nAPP_ENV=production\n"
            "APP_URL=https://api.madrasaplus.com\nDB_HOST=⟨host⟩\nDB_PASSWORD=⟨pw⟩\n"
            "PAYMOB_INTEGRATION_ID=⟨iid⟩\nPAYMOB_SECRET_KEY=⟨psk⟩\nFAWRY_SECURE_KEY=⟨fk⟩\n"
            "LOG_LEVEL=info",
            "# .env.production (Amman payments)\nTAP_SECRET_KEY=⟨tap⟩\n"
            "HYPERPAY_ENTITY_ID=⟨eid⟩\nHYPERPAY_ACCESS_TOKEN=⟨hp⟩\nCLIQ_ALIAS=MADRASAPLUS\n"
            "CURRENCY=JOD",
            "echo 'TWILIO_AUTH_TOKEN=⟨tw⟩' >> .env && docker compose up -d api",
            "TWILIO_ACCOUNT_SID=⟨ac⟩\nTWILIO_AUTH_TOKEN=⟨tw⟩\nSMS_PROVIDER_JO=unifonic\n"
            "SMS_PROVIDER_EG=twilio",
        ),
        _dotenv_values,
        "pw",
        "psk",
        "fk",
        "tap",
        "hp",
        "tw",
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "Deploy ⟨d⟩\n\n- release commit ⟨sha⟩\n- image sha256:⟨dig⟩\n"
            "- trace ⟨trace⟩ بيبين إن الـ Paymob callback بطيء\n"
            "- callback hmac ⟨hmac⟩ (txn ⟨txn⟩) اتحقق صح\n"
            "- TAP_SECRET_KEY=⟨tap⟩ ← اتلزق هنا بالغلط، لازم rotate",
            "Incident ⟨d⟩ (البث وقع)\n- request id ⟨u⟩\n- Agora app id ⟨app⟩ (public)\n"
            "- BBB checksum ⟨cs⟩ كان صح\n- shared secret بتاع bbb2 كان ⟨bbb⟩ وغيرناه بعدها",
            "Amman handover ⟨d⟩\n* commit ⟨sha⟩ deployed\n* Moodle file hash ⟨cs⟩\n"
            "* el password el gedid bta3 admin el Moodle: ⟨pw⟩\n* trace ⟨trace⟩",
            "Checklist ⟨d⟩\n| item | value |\n|---|---|\n| txn | ⟨txn⟩ |\n| digest | ⟨dig⟩ |\n"
            "| ws token (moodle) | ⟨mt⟩ |\n| request | ⟨u⟩ |",
        ),
        _among_values,
        "tap",
        "bbb",
        "pw",
        "mt",
    ),
    secret_kind(
        "passwords_in_arabic_prose",
        (
            "يا جماعة الباسورد بتاع phpMyAdmin على السيرفر القديم هو ⟨pw⟩ — محدش يغيره قبل "
            "الـ migration يوم ⟨d⟩",
            "كلمة السر الجديدة لحساب الأدمن على Moodle صارت ⟨pw⟩، بس ضلّوا فاتحين بالـ SSO",
            "el password bta3 el root 3ala RDS ba2a ⟨pw⟩ ba3d el reset (⟨d⟩), ma7adesh yeb3ato "
            "3al WhatsApp",
            "ya zalameh el password taba3 Zoom admin hala2 ⟨pw⟩, la t3'ayyro abl el imti7an",
            "Heads-up: the shared Vodafone Cash merchant portal login is ops@madrasaplus.com / "
            "⟨pw⟩ (changed ⟨d⟩)",
        ),
        _prose_values,
        "pw",
    ),
)
