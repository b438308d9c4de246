"""True secrets in Rimal Souq memory notes; each kind names the fields that must not survive.

Identifiers printed beside a secret (merchant, entity, profile and app ids, tenant and client
ids, account ids, OCIDs, key fingerprints, public keys) are public or short and never listed.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike87.gen import (
    ALNUM,
    B32,
    B32_LOWER,
    B64,
    B64URL,
    DIGITS,
    OID_SECP256K1,
    UPPER_ALNUM,
    Kind,
    Values,
    amount,
    b64,
    b64_of,
    b64enc,
    b64url,
    b64url_json,
    certificate_der,
    colon_hex,
    ec_private_pem,
    epoch,
    hexs,
    human_password,
    indent,
    iso,
    num,
    openssh_ed25519_private,
    passphrase,
    password,
    phone,
    pick,
    rsa_private_pem,
    sha256_hex,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk" + "_live_"
_SK_TEST = "sk" + "_test_"
_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"
_SK_SBOX = "sk" + "_sbox_"
_PK_SBOX = "pk" + "_sbox_"
_SK = "sk" + "_"
_PK = "pk" + "_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_AIZA = "AI" + "za"
_ZOHO = "10" + "00."
_B2C = "8" + "Q~"
_JENKINS = "1" + "1"
_STS = "IQoJb3Jp" + "Z2luX2Vj"

_RDS = (
    "souq-prod.cluster-c7rq2xk9mzpa.me-central-1.rds.amazonaws.com",
    "souq-prod.cluster-ro-c7rq2xk9mzpa.me-central-1.rds.amazonaws.com",
    "odoo-bridge.c7rq2xk9mzpa.me-central-1.rds.amazonaws.com",
    "10.42.17.8",
)
_PEOPLE = ("yazeed", "noura", "faisal", "hessa", "omar", "mariam", "abdulrahman")


def _secret(kind: str, templates: tuple[str, ...], values: Values, *secrets: str) -> Kind:
    return Kind(kind, templates, values, n=7, secrets=secrets)


def _tap_key(r: Random, secret: bool) -> str:
    if secret:
        return r.choice((_SK_LIVE, _SK_TEST)) + pick(r, ALNUM, 24)
    return r.choice((_PK_LIVE, _PK_TEST)) + pick(r, ALNUM, 24)


def _paytabs_key(r: Random, lead: str) -> str:
    return (
        lead
        + pick(r, UPPER_ALNUM, 9)
        + "-"
        + pick(r, UPPER_ALNUM, 10)
        + "-"
        + pick(r, UPPER_ALNUM, 10)
    )


def _cko_key(r: Random, secret: bool) -> str:
    if secret:
        return r.choice((_SK_SBOX, _SK)) + pick(r, B32_LOWER, 27)
    return r.choice((_PK_SBOX, _PK)) + pick(r, B32_LOWER, 27)


def _hyperpay(r: Random) -> dict[str, str]:
    entity = "8ac" + r.choice("79") + hexs(r, 28)
    secret = pick(r, ALNUM, 1) + pick(r, ALNUM + "=!?#%", r.randint(9, 13))
    return {"t": b64_of(f"{entity}|{secret}"), "entity": entity, "amt": amount(r)}


def _tap(r: Random) -> dict[str, str]:
    return {"sk": _tap_key(r, True), "pk": _tap_key(r, False), "mid": num(r, 8)}


def _paytabs(r: Random) -> dict[str, str]:
    return {
        "sk": _paytabs_key(r, "S"),
        "ck": _paytabs_key(r, "C"),
        "pid": num(r, r.choice((5, 6))),
        "cart": num(r, 7),
    }


def _checkout(r: Random) -> dict[str, str]:
    return {"sk": _cko_key(r, True), "pk": _cko_key(r, False), "pc": "pc_" + pick(r, B32_LOWER, 26)}


def _stcpay(r: Random) -> dict[str, str]:
    return {"key": ec_private_pem(r), "pfx": password(r, r.randint(16, 24)), "mid": num(r, 8)}


def _tabby(r: Random) -> dict[str, str]:
    return {
        "sk": r.choice((_SK_TEST, _SK)) + uuid4(r),
        "pk": r.choice((_PK_TEST, _PK)) + uuid4(r),
        "payid": uuid4(r),
        "amt": amount(r),
    }


def _tamara_jwt(r: Random) -> str:
    header = b64url_json({"alg": "RS256", "typ": "JWT"})
    claims = {
        "accountId": uuid4(r),
        "type": "merchant",
        "salt": hexs(r, 32),
        "roles": ["ROLE_MERCHANT"],
        "iat": epoch(r) - r.randrange(400 * 86_400),
        "iss": "Tamara PP",
    }
    return f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"


def _tamara(r: Random) -> dict[str, str]:
    return {"jwt": _tamara_jwt(r), "nt": uuid4(r), "pk": uuid4(r)}


def _zatca_token(r: Random, egs: str) -> str:
    der = certificate_der(r, f"EGS1-{egs}", "PEZEINVOICESCA2-CA", OID_SECP256K1)
    return b64_of(b64enc(der))


def _zatca_csid(r: Random) -> dict[str, str]:
    egs = "3" + pick(r, DIGITS, 13) + "3"
    bst = _zatca_token(r, egs)
    secret = b64(r, 32)
    return {
        "bst": bst,
        "sec": secret,
        "basic": b64_of(f"{bst}:{secret}"),
        "req": num(r, 13),
        "egs": egs,
    }


def _zatca_key(r: Random) -> dict[str, str]:
    key = ec_private_pem(r, OID_SECP256K1)
    return {
        "key": key,
        "ikey": indent(key, 4),
        "egs": "EGS" + str(r.randint(1, 9)) + "-" + num(r, 9),
        "branch": r.choice(("الرياض - السلي", "جدة - الخمرة", "الدمام - الثانية", "Dubai - DIP")),
    }


def _aws_secret(r: Random) -> str:
    return pick(r, B64, 40)


def _aws_keys(r: Random) -> dict[str, str]:
    return {"akid": _AKIA + pick(r, B32, 16), "sk": _aws_secret(r), "iso": iso(r)}


def _sts(r: Random) -> dict[str, str]:
    token = _STS + "E" + pick(r, ALNUM, 3) + b64(r, r.choice((480, 540, 600)))
    return {
        "akid": _ASIA + pick(r, B32, 16),
        "sk": _aws_secret(r),
        "st": token,
        "iso": iso(r),
        "acct": num(r, 12),
    }


def _db(r: Random) -> dict[str, str]:
    return {"pw": url_password(r), "rds": r.choice(_RDS)}


def _oci_key(r: Random) -> dict[str, str]:
    key = rsa_private_pem(r)
    return {
        "key": key,
        "fp": colon_hex(r.randbytes(16)),
        "user": "ocid1.user.oc1.." + "aaaaaaaa" + pick(r, B32_LOWER, 52),
        "ten": "ocid1.tenancy.oc1.." + "aaaaaaaa" + pick(r, B32_LOWER, 52),
    }


def _oci_token(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM + "()[]{}<>;:.+-_#", 20),
        "ns": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 12),
    }


def _unifonic(r: Random) -> dict[str, str]:
    return {"sid": pick(r, ALNUM, r.choice((28, 30, 32))), "phone": phone(r)}


def _taqnyat(r: Random) -> dict[str, str]:
    return {"tok": hexs(r, 32), "phone": phone(r)}


def _firebase(r: Random) -> dict[str, str]:
    key = rsa_private_pem(r)
    return {
        "pk": key,
        "pkj": key.replace("\n", "\\n") + "\\n",
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "proj": r.choice(("rimal-souq-prod", "rimal-souq-staging", "rimal-driver-app")),
    }


def _odoo(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 40),
        "master": human_password(r),
        "dbpw": url_password(r),
        "rds": r.choice(_RDS),
    }


def _zoho_token(r: Random) -> str:
    return _ZOHO + hexs(r, 32) + "." + hexs(r, 32)


def _zoho(r: Random) -> dict[str, str]:
    return {
        "rt": _zoho_token(r),
        "at": _zoho_token(r),
        "cs": hexs(r, 42),
        "cid": _ZOHO + pick(r, UPPER_ALNUM, 30),
    }


def _maps(r: Random) -> dict[str, str]:
    secret = b64url(r, 20) + "="
    return {
        "key": _AIZA + pick(r, B64URL, 35),
        "sig": secret,
        "addr": r.choice(
            (
                "King+Fahd+Rd,+Al+Olaya,+Riyadh",
                "Prince+Sultan+St,+Jeddah",
                "Dubai+Investments+Park+1",
                "2nd+Industrial+City,+Dammam",
            )
        ),
    }


def _jenkins(r: Random) -> dict[str, str]:
    return {"tok": _JENKINS + hexs(r, 32), "user": r.choice((*_PEOPLE, "deploy-bot"))}


def _elastic(r: Random) -> dict[str, str]:
    key_id = pick(r, B64URL, 20)
    api_key = pick(r, B64URL, 22)
    return {
        "kid": key_id,
        "ak": api_key,
        "enc": b64_of(f"{key_id}:{api_key}"),
        "epw": pick(r, ALNUM + "*_=+-", 20),
    }


def _b2c(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM, 3) + _B2C + pick(r, ALNUM + "_.~-", 34),
        "cid": uuid4(r),
        "tid": uuid4(r),
    }


def _nafath(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, ALNUM, 40),
        "appid": num(r, 8),
        "cs": b64url(r, 36),
        "nid": "1" + "*" * 7 + pick(r, DIGITS, 2),
    }


def _k8s(r: Random) -> dict[str, str]:
    hyperpay = b64_of("8ac7" + hexs(r, 28) + "|" + password(r, 12))
    return {
        "b1": b64_of(password(r)),
        "b2": b64_of(_tap_key(r, True)),
        "b3": b64_of(hyperpay),
        "bkey": b64_of(ec_private_pem(r, OID_SECP256K1) + "\n"),
        "bsec": b64_of(b64(r, 32)),
        "benv": b64_of(r.choice(("production", "staging-ksa", "uat-dubai"))),
        "bhost": b64_of(r.choice(_RDS)),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r),
        "rds": r.choice(_RDS),
        "tap": _tap_key(r, True),
        "uni": pick(r, ALNUM, 30),
        "jwtsec": hexs(r, 64),
        "pt": _paytabs_key(r, "S"),
        "pid": num(r, 5),
        "tabby": _SK + uuid4(r),
        "cko": _cko_key(r, True),
        "sess": b64(r, 32),
    }


def _ci(r: Random) -> dict[str, str]:
    key_id, api_key = pick(r, B64URL, 20), pick(r, B64URL, 22)
    return {
        "jwt": _tamara_jwt(r),
        "enc": b64_of(f"{key_id}:{api_key}"),
        "cko": _cko_key(r, True),
        "maps": _AIZA + pick(r, B64URL, 35),
        "zcs": hexs(r, 42),
        "akid": _AKIA + pick(r, B32, 16),
        "sk": _aws_secret(r),
        "n": str(r.randint(300, 4800)),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "u": uuid4(r),
        "chg": "chg_" + r.choice(("LV", "TS")) + num(r, 2) + pick(r, UPPER_ALNUM, 12) + num(r, 6),
        "digest": sha256_hex(r),
        "l4": pick(r, DIGITS, 4),
        "pt": _paytabs_key(r, "S"),
        "pw": human_password(r),
        "tq": hexs(r, 32),
        "ent": "8ac7" + hexs(r, 28),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r),
        "user": r.choice(_PEOPLE),
        "day": r.choice(("الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس")),
    }


def _arabizi_pw(r: Random) -> dict[str, str]:
    return {"pw": r.choice((passphrase(r), password(r))), "user": r.choice(_PEOPLE)}


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("jenkins@rimal-ci", "deploy@odoo-addons", "yazeed@bastion-ruh"))
    return {"key": openssh_ed25519_private(r, comment), "comment": comment}


def _webhooks(r: Random) -> dict[str, str]:
    return {
        "hp": hexs(r, 64).upper(),
        "cko": pick(r, ALNUM, 32),
        "tabby": b64url(r, 32),
        "path": r.choice(("hyperpay", "payments/hyperpay", "hooks/oppwa")),
    }


def _secrets_manager(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.randint(20, 32)),
        "acct": num(r, 12),
        "suf": pick(r, ALNUM, 6),
        "u": uuid4(r),
        "rds": r.choice(_RDS),
        "tap": _tap_key(r, True),
        "pk": _tap_key(r, False),
        "okey": hexs(r, 40),
        "iso": iso(r),
    }


SECRETS: tuple[Kind, ...] = (
    _secret(
        "hyperpay_access_token",
        (
            'curl https://eu-prod.oppwa.com/v1/checkouts -H "Authorization: Bearer ⟨t⟩" '
            '-d "entityId=⟨entity⟩" -d "amount=⟨amt⟩" -d "currency=SAR" -d "paymentType=DB"',
            "HYPERPAY_ACCESS_TOKEN=⟨t⟩\nHYPERPAY_ENTITY_ID_MADA=⟨entity⟩",
            "التوكن حق HyperPay (live) هو ⟨t⟩ — الـ entityId حق مدى ⟨entity⟩ مو سري، "
            "بس التوكن لازم يروح Secrets Manager",
            "hyperpay:\n  base_url: https://eu-prod.oppwa.com\n  access_token: "
            '"⟨t⟩"\n  entity_ids:\n    mada: ⟨entity⟩',
        ),
        _hyperpay,
        "t",
    ),
    _secret(
        "tap_secret_key",
        (
            "curl -X POST https://api.tap.company/v2/charges "
            '-H "Authorization: Bearer ⟨sk⟩" -H "Content-Type: application/json" -d @charge.json',
            "TAP_SECRET_KEY=⟨sk⟩\nTAP_PUBLIC_KEY=⟨pk⟩\nTAP_MERCHANT_ID=⟨mid⟩",
            "Tap: el secret key el jdeed ⟨sk⟩ — 7ateito fel staging bas; "
            "el public key ⟨pk⟩ 3adi yenkteb fel frontend",
            "| المفتاح | القيمة |\n|---|---|\n| Tap secret (KSA) | `⟨sk⟩` |\n"
            "| merchant id | ⟨mid⟩ |",
        ),
        _tap,
        "sk",
    ),
    _secret(
        "paytabs_server_key",
        (
            "curl --request POST https://secure.paytabs.sa/payment/request "
            '--header "authorization: ⟨sk⟩" --header "content-type: application/json" '
            '--data \'{"profile_id": ⟨pid⟩, "tran_type": "sale", "cart_id": "RS-⟨cart⟩"}\'',
            "paytabs:\n  region: SAU\n  profile_id: ⟨pid⟩\n  server_key: ⟨sk⟩\n"
            "  client_key: ⟨ck⟩  # للفرونت فقط",
            "PayTabs server key (profile ⟨pid⟩): ⟨sk⟩ — بدّلناه بعد ما انكتب في قناة #payments",
        ),
        _paytabs,
        "sk",
    ),
    _secret(
        "checkout_com_secret_key",
        (
            "curl https://api.sandbox.checkout.com/payments "
            '-H "Authorization: Bearer ⟨sk⟩" -H "Content-Type: application/json" -d @pay.json',
            "CKO_SECRET_KEY=⟨sk⟩\nCKO_PUBLIC_KEY=⟨pk⟩\nCKO_PROCESSING_CHANNEL_ID=⟨pc⟩",
            "Checkout.com (UAE entity, Omar's account): secret key ⟨sk⟩ — "
            "el pk ⟨pk⟩ howa elly fel Frames.js",
            'const cko = new Checkout("⟨sk⟩", { pk: "⟨pk⟩" }); // TODO: من الـ env مو hardcoded',
        ),
        _checkout,
        "sk",
    ),
    _secret(
        "stc_pay_mtls_key",
        (
            "STC Pay client cert key (mTLS), /etc/rimal/stcpay/client.key:\n⟨key⟩",
            "kubectl -n payments create secret generic stcpay-mtls --from-file=tls.crt=client.crt "
            "--from-file=tls.key=client.key --from-literal=pfx-pass='⟨pfx⟩'",
            "مفتاح شهادة STC Pay (merchant ⟨mid⟩):\n\n⟨key⟩\n\nكلمة مرور ملف الـ PFX: ⟨pfx⟩",
        ),
        _stcpay,
        "key",
        "pfx",
    ),
    _secret(
        "tabby_secret_key",
        (
            "curl -X POST https://api.tabby.ai/api/v2/payments/⟨payid⟩/captures "
            '-H "Authorization: Bearer ⟨sk⟩" -d \'{"amount": "⟨amt⟩"}\'',
            "TABBY_SECRET_KEY=⟨sk⟩\nTABBY_PUBLIC_KEY=⟨pk⟩\nTABBY_MERCHANT_CODE=rimal_sa",
            "Tabby secret key lel live: ⟨sk⟩ (ma yet7at fel app abadan, bas fel backend)",
        ),
        _tabby,
        "sk",
    ),
    _secret(
        "tamara_tokens",
        (
            'curl https://api.tamara.co/checkout -H "Authorization: Bearer ⟨jwt⟩" '
            '-H "Content-Type: application/json" -d @order.json',
            "TAMARA_API_TOKEN=⟨jwt⟩\nTAMARA_NOTIFICATION_TOKEN=⟨nt⟩",
            "تمارا: الـ notification token (للتحقق من tamaraToken في الويبهوك) = ⟨nt⟩",
            "tamara:\n  api_url: https://api-sandbox.tamara.co\n  api_token: ⟨jwt⟩\n"
            "  notification_token: ⟨nt⟩\n  public_key: ⟨pk⟩",
        ),
        _tamara,
        "jwt",
        "nt",
    ),
    _secret(
        "zatca_csid_secret",
        (
            '{"requestID": ⟨req⟩, "dispositionMessage": "ISSUED", '
            '"binarySecurityToken": "⟨bst⟩", "secret": "⟨sec⟩", "errors": null}',
            "ZATCA production CSID للفرع (EGS ⟨egs⟩): secret = ⟨sec⟩ — "
            "الـ binarySecurityToken طويل وموجود في Secrets Manager",
            "fatoora reporting call من الـ logs (debug كان شغال 😬):\n"
            "POST /e-invoicing/core/invoices/reporting/single\nAccept-Version: V2\n"
            "Authorization: Basic ⟨basic⟩",
            "ZATCA_CSID_SECRET=⟨sec⟩\nZATCA_CSID_REQUEST_ID=⟨req⟩",
        ),
        _zatca_csid,
        "sec",
        "basic",
    ),
    _secret(
        "zatca_egs_private_key",
        (
            "EGS unit private key (openssl ecparam -name secp256k1 -genkey), ⟨egs⟩:\n⟨key⟩",
            "cat /opt/rimal/zatca/⟨egs⟩/ec-secp256k1-priv-key.pem\n⟨key⟩",
            "مفتاح الختم التشفيري (cryptographic stamp) حق فرع ⟨branch⟩:\n\n```\n⟨key⟩\n```",
            "stringData:\n  egs-id: ⟨egs⟩\n  egs.key: |\n⟨ikey⟩",
        ),
        _zatca_key,
        "key",
        "ikey",
    ),
    _secret(
        "aws_access_key_pair",
        (
            "[rimal-prod]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = me-central-1",
            "AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "aws s3 ls s3://rimal-souq-invoices-prod --region me-central-1",
            "مفاتيح الـ IAM user `jenkins-deployer`: ⟨akid⟩ / ⟨sk⟩ — لازم نحولها لـ OIDC role",
            '{"AccessKey": {"UserName": "zatca-uploader", "AccessKeyId": "⟨akid⟩", '
            '"Status": "Active", "SecretAccessKey": "⟨sk⟩", "CreateDate": "⟨iso⟩"}}',
        ),
        _aws_keys,
        "akid",
        "sk",
    ),
    _secret(
        "aws_sts_session",
        (
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            '{"Credentials": {"AccessKeyId": "⟨akid⟩", "SecretAccessKey": "⟨sk⟩", '
            '"SessionToken": "⟨st⟩", "Expiration": "⟨iso⟩"}, "AssumedRoleUser": '
            '{"Arn": "arn:aws:sts::⟨acct⟩:assumed-role/souq-breakglass/yazeed"}}',
            "[sso-prod]\naws_access_key_id=⟨akid⟩\naws_secret_access_key=⟨sk⟩\n"
            "aws_session_token=⟨st⟩",
        ),
        _sts,
        "akid",
        "sk",
        "st",
    ),
    _secret(
        "database_passwords_in_urls",
        (
            "DATABASE_URL=postgresql://souq_app:⟨pw⟩@⟨rds⟩:5432/souq?sslmode=require",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨rds⟩ -U souq_admin -d souq "
            "-c 'select count(*) from orders'",
            "spring.datasource.url=jdbc:mysql://⟨rds⟩:3306/odoo_bridge\n"
            "spring.datasource.username=bridge\nspring.datasource.password=⟨pw⟩",
            "redis-cli -h master.rimal-cache.x7k2pq.mec1.cache.amazonaws.com --tls -a '⟨pw⟩' ping",
            "سلسلة الاتصال للتقارير: Host=⟨rds⟩;Port=5432;Database=souq;"
            "Username=report_ro;Password=⟨pw⟩",
        ),
        _db,
        "pw",
    ),
    _secret(
        "oci_api_signing_key",
        (
            "~/.oci/config:\n[DEFAULT]\nuser=⟨user⟩\nfingerprint=⟨fp⟩\ntenancy=⟨ten⟩\n"
            "region=me-jeddah-1\nkey_file=~/.oci/oci_api_key.pem\n\n~/.oci/oci_api_key.pem:\n⟨key⟩",
            "Oracle Jeddah API signing key (Odoo DB backup job, fingerprint ⟨fp⟩):\n⟨key⟩",
            "مفتاح الـ API حق Oracle Cloud (جدة) — انحذف من الـ repo بس باقي في التاريخ:\n\n⟨key⟩",
        ),
        _oci_key,
        "key",
    ),
    _secret(
        "oci_auth_token",
        (
            "docker login me-jeddah-1.ocir.io -u '⟨ns⟩/rimal-ci@rimalsouq.sa' -p '⟨tok⟩'",
            "OCI auth token for OCIR (Jenkins credential `ocir-push`): ⟨tok⟩",
            "OCIR_USERNAME=⟨ns⟩/rimal-ci@rimalsouq.sa\nOCIR_PASSWORD=⟨tok⟩",
            "توكن OCI الجديد: ⟨tok⟩ (يطلع مرة وحدة بس، فحطيته هنا مؤقتاً)",
        ),
        _oci_token,
        "tok",
    ),
    _secret(
        "unifonic_app_sid",
        (
            'curl -X POST https://el.cloud.unifonic.com/rest/SMS/messages -d "AppSid=⟨sid⟩" '
            '-d "SenderID=RimalSouq" -d "Recipient=966⟨phone⟩" -d "Body=رمز التحقق 4821"',
            "UNIFONIC_APP_SID=⟨sid⟩\nUNIFONIC_SENDER_ID=RimalSouq",
            "Unifonic AppSid (mesh public, howa el credential!): ⟨sid⟩",
        ),
        _unifonic,
        "sid",
    ),
    _secret(
        "taqnyat_bearer_token",
        (
            'curl https://api.taqnyat.sa/v1/messages -H "Authorization: Bearer ⟨tok⟩" '
            '-H "Content-Type: application/json" '
            '-d \'{"recipients":["966⟨phone⟩"],"body":"طلبك في الطريق","sender":"RIMAL"}\'',
            "TAQNYAT_BEARER_TOKEN=⟨tok⟩",
            "توكن تقنيات (Taqnyat) للـ OTP fallback: ⟨tok⟩ — إذا Unifonic طاح نحوّل عليه",
        ),
        _taqnyat,
        "tok",
    ),
    _secret(
        "firebase_service_account",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pkj⟩",\n'
            '  "client_email": "firebase-adminsdk-x3k9q@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩"\n}',
            'FIREBASE_PRIVATE_KEY="⟨pkj⟩"\nFIREBASE_CLIENT_EMAIL='
            "firebase-adminsdk-x3k9q@⟨proj⟩.iam.gserviceaccount.com",
            "serviceAccount.private_key (⟨proj⟩, firebase-adminsdk):\n⟨pk⟩",
        ),
        _firebase,
        "pkj",
        "pk",
    ),
    _secret(
        "odoo_credentials",
        (
            "[options]\nadmin_passwd = ⟨master⟩\ndb_host = ⟨rds⟩\ndb_user = odoo\n"
            "db_password = ⟨dbpw⟩\naddons_path = /mnt/extra-addons",
            "models = xmlrpc.client.ServerProxy('https://erp.rimalsouq.sa/xmlrpc/2/object')\n"
            "uid = common.authenticate('rimal', 'integration@rimalsouq.sa', '⟨key⟩', {})",
            "Odoo API key lel user `zoho-sync` (Preferences → Account Security): ⟨key⟩",
            "كلمة المرور الرئيسية (master password) لمدير قواعد بيانات Odoo: ⟨master⟩",
        ),
        _odoo,
        "master",
        "dbpw",
        "key",
    ),
    _secret(
        "zoho_crm_oauth",
        (
            'curl -X POST "https://accounts.zoho.sa/oauth/v2/token?refresh_token=⟨rt⟩'
            '&client_id=⟨cid⟩&client_secret=⟨cs⟩&grant_type=refresh_token"',
            '{"access_token":"⟨at⟩","refresh_token":"⟨rt⟩",'
            '"api_domain":"https://www.zohoapis.sa","token_type":"Bearer","expires_in":3600}',
            "ZOHO_CLIENT_ID=⟨cid⟩\nZOHO_CLIENT_SECRET=⟨cs⟩\nZOHO_REFRESH_TOKEN=⟨rt⟩",
            'curl https://www.zohoapis.sa/crm/v6/Leads -H "Authorization: Zoho-oauthtoken ⟨at⟩"',
        ),
        _zoho,
        "rt",
        "at",
        "cs",
    ),
    _secret(
        "google_maps_server_credentials",
        (
            'curl "https://maps.googleapis.com/maps/api/geocode/json?address=⟨addr⟩'
            '&key=⟨key⟩&language=ar"',
            "GOOGLE_MAPS_SERVER_KEY=⟨key⟩\nGOOGLE_MAPS_URL_SIGNING_SECRET=⟨sig⟩",
            "مفتاح Google Maps حق السيرفر (مقيّد على IPs الـ NAT): ⟨key⟩ — مو نفس مفتاح الأندرويد",
            "Static Maps URL signing secret (Cloud console → Credentials): ⟨sig⟩",
        ),
        _maps,
        "key",
        "sig",
    ),
    _secret(
        "jenkins_api_token",
        (
            "curl -X POST -u ⟨user⟩:⟨tok⟩ "
            "'https://jenkins.rimalsouq.internal/job/souq-api/job/main/buildWithParameters?ENV=stg'",
            "JENKINS_USER_ID=⟨user⟩\nJENKINS_API_TOKEN=⟨tok⟩",
            "java -jar jenkins-cli.jar -s https://jenkins.rimalsouq.internal/ "
            "-auth ⟨user⟩:⟨tok⟩ safe-restart",
            "توكن Jenkins حقي (Configure → API Token → Add new token): ⟨tok⟩",
        ),
        _jenkins,
        "tok",
    ),
    _secret(
        "elastic_credentials",
        (
            '{"id":"⟨kid⟩","name":"souq-search-writer","api_key":"⟨ak⟩","encoded":"⟨enc⟩"}',
            'curl -H "Authorization: ApiKey ⟨enc⟩" '
            '"https://rimal-search.es.me-central-1.aws.elastic.cloud/products/_search?q=اسمنت"',
            "bin/elasticsearch-reset-password -u elastic\n"
            "Password for the [elastic] user successfully reset.\nNew value: ⟨epw⟩",
            "ELASTIC_API_KEY=⟨enc⟩\nELASTIC_PASSWORD=⟨epw⟩",
        ),
        _elastic,
        "ak",
        "enc",
        "epw",
    ),
    _secret(
        "azure_b2c_client_secret",
        (
            '"AzureAdB2C": {\n  "Instance": "https://rimalsouqid.b2clogin.com",\n'
            '  "ClientId": "⟨cid⟩",\n  "Domain": "rimalsouqid.onmicrosoft.com",\n'
            '  "ClientSecret": "⟨cs⟩",\n  "SignUpSignInPolicyId": "B2C_1A_SIGNUP_SIGNIN"\n}',
            "curl -X POST https://rimalsouqid.b2clogin.com/rimalsouqid.onmicrosoft.com/"
            "B2C_1A_SIGNUP_SIGNIN/oauth2/v2.0/token -d grant_type=client_credentials "
            "-d client_id=⟨cid⟩ -d client_secret=⟨cs⟩ "
            "-d scope=https://rimalsouqid.onmicrosoft.com/api/.default",
            "B2C app secret (expires 2039-06): ⟨cs⟩ — el tenant ⟨tid⟩ w el app id ⟨cid⟩ "
            "3adi yenshro",
        ),
        _b2c,
        "cs",
    ),
    _secret(
        "nafath_national_login_keys",
        (
            "curl -X POST 'https://nafath.api.elm.sa/api/v1/mfa/request?local=ar' "
            '-H "APP-ID: ⟨appid⟩" -H "APP-KEY: ⟨key⟩" '
            '-d \'{"nationalId": "⟨nid⟩", "service": "DigitalServiceEnrollmentWithoutBio"}\'',
            "NAFATH_APP_ID=⟨appid⟩\nNAFATH_APP_KEY=⟨key⟩",
            "نفاذ: الـ APP-KEY حق بيئة الإنتاج ⟨key⟩ (الـ APP-ID ⟨appid⟩ عادي، مو سري)",
            "national_sso:\n  issuer: https://sso.national-login.sa\n  client_id: rimal-souq-b2b\n"
            "  client_secret: ⟨cs⟩\n  scopes: [openid, national_id]",
        ),
        _nafath,
        "key",
        "cs",
    ),
    _secret(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: souq-api-env\n  namespace: payments\n"
            "type: Opaque\ndata:\n  APP_ENV: ⟨benv⟩\n  DB_PASSWORD: ⟨b1⟩\n  TAP_SECRET_KEY: ⟨b2⟩",
            "kubectl -n einvoice get secret zatca-egs -o yaml | yq .data\n"
            "csid.secret: ⟨bsec⟩\negs.key: ⟨bkey⟩",
            "kubectl -n payments get secret hyperpay -o jsonpath='{.data.access-token}'\n⟨b3⟩",
            "مثال من الكلستر (EKS me-central-1) — انتبه إن base64 مو تشفير:\n"
            "  DB_HOST: ⟨bhost⟩\n  DB_PASSWORD: ⟨b1⟩",
        ),
        _k8s,
        "b1",
        "b2",
        "b3",
        "bkey",
        "bsec",
    ),
    _secret(
        "dotenv_files",
        (
            "# .env.production (souq-api)\nNODE_ENV=production\nAWS_REGION=me-central-1\n"
            "DB_URL=postgres://souq_app:⟨pw⟩@⟨rds⟩:5432/souq\nTAP_SECRET_KEY=⟨tap⟩\n"
            "UNIFONIC_APP_SID=⟨uni⟩\nSENTRY_ENVIRONMENT=prod",
            "REDIS_PASSWORD=⟨pw⟩\nJWT_SIGNING_SECRET=⟨jwtsec⟩\nPAYTABS_PROFILE_ID=⟨pid⟩\n"
            "PAYTABS_SERVER_KEY=⟨pt⟩",
            "ملف .env حق بيئة الـ staging (لا ترفعه على git):\n\nTABBY_SECRET_KEY=⟨tabby⟩\n"
            "CKO_SECRET_KEY=⟨cko⟩\nSESSION_SECRET=⟨sess⟩\nLOG_LEVEL=debug",
        ),
        _dotenv,
        "pw",
        "tap",
        "uni",
        "jwtsec",
        "pt",
        "tabby",
        "cko",
        "sess",
    ),
    _secret(
        "ci_pipeline_variables",
        (
            "pipeline {\n  agent { label 'eks-me-central-1' }\n  environment {\n"
            "    AWS_DEFAULT_REGION = 'me-central-1'\n    TAMARA_API_TOKEN = '⟨jwt⟩'\n  }\n"
            "  stages { stage('deploy') { steps { sh 'make deploy' } } }\n}",
            ".github/workflows/search-reindex.yml\nenv:\n  AWS_REGION: me-central-1\n"
            "  ELASTIC_API_KEY: ⟨enc⟩   # TODO: move to secrets.ELASTIC_API_KEY\n"
            "  GOOGLE_MAPS_SERVER_KEY: ⟨maps⟩",
            "Jenkins → Manage → System → Global properties (build #⟨n⟩ printed them, ugh):\n"
            "CKO_SECRET_KEY = ⟨cko⟩\nZOHO_CLIENT_SECRET = ⟨zcs⟩",
            ".gitlab-ci.yml (mirror على Oracle):\nvariables:\n  AWS_ACCESS_KEY_ID: ⟨akid⟩\n"
            '  AWS_SECRET_ACCESS_KEY: "⟨sk⟩"\n  DOCKER_DRIVER: overlay2',
        ),
        _ci,
        "jwt",
        "enc",
        "maps",
        "cko",
        "zcs",
        "akid",
        "sk",
    ),
    _secret(
        "secret_among_lookalikes",
        (
            "ملاحظات النشر — ⟨u⟩\n- commit ⟨sha⟩\n- image sha256:⟨digest⟩\n"
            "- trace ⟨trace⟩ فيه البطء\n- PayTabs server key اللي انلصق بالغلط: ⟨pt⟩ (دوّره!)\n"
            "- Tap charge ⟨chg⟩ ok",
            "Incident 2038-06 (Dubai night shift)\n* request id ⟨u⟩\n* commit ⟨sha⟩\n"
            "* card ****⟨l4⟩ declined, charge ⟨chg⟩\n* reset the souq_admin password to ⟨pw⟩ "
            "during the call\n* entity ⟨ent⟩ unchanged",
            "checklist:\n  - [x] digest sha256:⟨digest⟩ signed\n  - [x] trace ⟨trace⟩ attached\n"
            "  - [ ] rotate Taqnyat token ⟨tq⟩ (was in the Slack paste)\n  - [ ] commit ⟨sha⟩",
        ),
        _among,
        "pt",
        "pw",
        "tq",
    ),
    _secret(
        "passwords_in_arabic_prose",
        (
            "كلمة المرور المؤقتة لحساب ⟨user⟩ على لوحة Odoo هي ⟨pw⟩ — طلبت منه يغيّرها أول ما يدخل.",
            "عطيت فيصل كلمة سر حساب الـ root في RDS يوم ⟨day⟩: ⟨pw⟩ (لازم ندوّرها بعد الترحيل)",
            "باسوورد الواي فاي في مكتب دبي مو مهم، بس باسوورد الـ VPN هو ⟨pw⟩ ولا تشاركه مع أحد",
            "الرقم السري لحساب مدير Zoho الاحتياطي (⟨user⟩): ⟨pw⟩",
        ),
        _prose_pw,
        "pw",
    ),
    _secret(
        "passwords_in_arabizi_prose",
        (
            "el password el jdeed lel admin fel staging: ⟨pw⟩ — ghayyroh ba3d el demo ya ⟨user⟩",
            "⟨user⟩ 2alli el pass ta3 Jenkins howa ⟨pw⟩, bas lazem nsawi rotate el usbo3 el jay",
            "law el VPN ma eshtaghal, jarrib ⟨pw⟩ (hatha el backup password 7ag rimal-ops)",
            "pw: ⟨pw⟩ ← 7ag el bastion, ma ted5elo fel git ya ⟨user⟩!!",
        ),
        _arabizi_pw,
        "pw",
    ),
    _secret(
        "openssh_private_key",
        (
            "~/.ssh/id_ed25519 على جهاز الـ bastion (⟨comment⟩):\n⟨key⟩",
            "ssh-keygen -t ed25519 -C '⟨comment⟩' -N '' -f deploy_key && cat deploy_key\n⟨key⟩",
            "Deploy key for the odoo-addons repo (read-only, but still):\n\n```\n⟨key⟩\n```",
        ),
        _openssh,
        "key",
    ),
    _secret(
        "webhook_signing_secrets",
        (
            "HyperPay webhook secret (AES-256-GCM decryption key, /⟨path⟩): ⟨hp⟩",
            "HYPERPAY_WEBHOOK_KEY=⟨hp⟩\nCKO_WEBHOOK_SECRET=⟨cko⟩",
            "webhooks:\n  tabby:\n    auth_header: X-Rimal-Webhook\n    auth_value: ⟨tabby⟩\n"
            "  checkout:\n    signature_key: ⟨cko⟩",
            'key = bytes.fromhex("⟨hp⟩")  # HyperPay notification key (prod) — لا تطبعه في اللوق',
        ),
        _webhooks,
        "hp",
        "cko",
        "tabby",
    ),
    _secret(
        "aws_secrets_manager_values",
        (
            '{\n  "ARN": "arn:aws:secretsmanager:me-central-1:⟨acct⟩:secret:prod/souq/rds-⟨suf⟩",\n'
            '  "Name": "prod/souq/rds",\n  "VersionId": "⟨u⟩",\n'
            '  "SecretString": "{\\"username\\":\\"souq_admin\\",\\"password\\":\\"⟨pw⟩\\",'
            '\\"engine\\":\\"postgres\\",\\"host\\":\\"⟨rds⟩\\",\\"port\\":5432}",\n'
            '  "CreatedDate": "⟨iso⟩"\n}',
            "aws secretsmanager get-secret-value --secret-id prod/payments/tap "
            "--query SecretString --output text\n"
            '{"secret_key":"⟨tap⟩","public_key":"⟨pk⟩"}',
            "القيمة اللي رجعت من Secrets Manager (prod/odoo/api، version ⟨u⟩): "
            '{"api_key": "⟨okey⟩"}',
        ),
        _secrets_manager,
        "pw",
        "tap",
        "okey",
    ),
)
