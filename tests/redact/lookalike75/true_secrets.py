"""Secret kinds: credentials whose leak grants access, in Umoja Claims memory-note framings.

Each kind names the fields that must not survive; other fields in the same text (merchant
ids, shortcodes, client ids, partner ids, account names, public keys) are identifiers and
are not listed. Vendor prefixes are joined from pieces so that no literal is a credential.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike75.gen import (
    ALNUM,
    B64,
    B64URL,
    LOWER,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    b64url_raw,
    day,
    ec_private_pem,
    hexs,
    hms,
    human_password,
    indent,
    msisdn_ke,
    num,
    object_id,
    openssh_private,
    passphrase,
    password,
    pick,
    rsa_private_pem,
    ts,
    uhex,
    url_password,
    urlenc,
    uuid4,
)

_SK_LIVE = "sk" + "_live_"
_SK_TEST = "sk" + "_test_"
_PK_LIVE = "pk" + "_live_"
_ATSK = "at" + "sk_"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLPTT = "gl" + "ptt-"
_HVS = "hv" + "s."
_HVB = "hv" + "b."
_EAA = "E" + "AA"
_ENTRA_MARK = "8" + "Q~"
_ACR_MARK = "+A" + "CR"
_STORAGE_MARK = "+A" + "St"

_PG_SERVERS = ("psql-umoja-prod-san", "psql-umoja-stg-san", "psql-claims-dr-san")


def _paystack_sk(r: Random) -> str:
    return (_SK_LIVE if r.random() < 0.7 else _SK_TEST) + hexs(r, 40)


def _daraja_secret(r: Random) -> str:
    return pick(r, ALNUM, 64)


def _peach_token(r: Random) -> str:
    entity = "8ac7a4c" + hexs(r, 25)
    return b64_of(entity + "|" + pick(r, ALNUM + "#?=!", r.choice((10, 12, 16))))


def _storage_key(r: Random) -> str:
    if r.random() < 0.5:
        return b64(r, 64)
    return pick(r, B64, 76) + _STORAGE_MARK + pick(r, B64, 5) + r.choice("AQgw") + "=="


def _hvs(r: Random) -> str:
    """A Vault 1.10+ service token: ``hvs.`` and a base64url protobuf holding a HMAC and
    the token id."""
    inner = _HVS.encode() + pick(r, ALNUM, 24).encode()
    proto = b"\x08\x01\x12\x20" + r.randbytes(32) + b"\x1a\x1e\x0a\x1c" + inner
    return _HVS + b64url_raw(proto)


def _vault_token(r: Random) -> str:
    roll = r.random()
    if roll < 0.45:
        return _hvs(r)
    if roll < 0.7:
        return _HVS + pick(r, ALNUM, 24)
    if roll < 0.85:
        return "s." + pick(r, ALNUM, 24)
    return _HVB + "AAAAAQ" + pick(r, B64URL, 138)


def _jwt_hs256(claims: dict[str, object], r: Random) -> str:
    return f"{b64url_json({'alg': 'HS256', 'typ': 'JWT'})}.{b64url_json(claims)}.{b64url(r, 32)}"


# --- value makers ------------------------------------------------------------------------


def _paystack(r: Random) -> dict[str, str]:
    return {
        "sk": _paystack_sk(r),
        "pk": _PK_LIVE + hexs(r, 40),
        "ref": "UMJ-" + pick(r, UPPER_ALNUM, 10),
        "n": num(r, 6),
    }


def _peach(r: Random) -> dict[str, str]:
    entity = "8ac7a4c" + hexs(r, 25)
    return {
        "entity": entity,
        "token": b64_of(entity + "|" + pick(r, ALNUM + "#?=!", r.choice((10, 12, 16)))),
        "client_id": hexs(r, 32),
        "client_secret": pick(r, ALNUM, 32),
        "merchant_id": hexs(r, 32),
        "amt": f"{r.randint(150, 9800)}.{r.choice(('00', '50', '95'))}",
    }


def _peach_webhook(r: Random) -> dict[str, str]:
    return {"k": uhex(r, 64), "iv": uhex(r, 24), "tag": uhex(r, 32), "d": day(r)}


def _ozow(r: Random) -> dict[str, str]:
    return {
        "site": pick(r, UPPER, 3),
        "api": pick(r, UPPER_ALNUM, 32),
        "priv": pick(r, UPPER_ALNUM + LOWER, 32),
        "ref": "UMJ" + num(r, 8),
    }


def _payfast(r: Random) -> dict[str, str]:
    return {"mid": "1" + num(r, 7), "mkey": pick(r, LOWER_ALNUM, 13), "pp": passphrase(r)}


def _daraja(r: Random) -> dict[str, str]:
    ck, cs = pick(r, ALNUM, 48), _daraja_secret(r)
    return {"ck": ck, "cs": cs, "basic": b64_of(f"{ck}:{cs}"), "sc": num(r, 6)}


def _stk(r: Random) -> dict[str, str]:
    sc, pk = num(r, 6), hexs(r, 64)
    stamp = f"203602{day(r)}{hms(r).replace(':', '')}"
    return {
        "sc": sc,
        "pk": pk,
        "ts": stamp,
        "pw": b64_of(sc + pk + stamp),
        "msisdn": msisdn_ke(r),
        "ref": num(r, 7),
        "d": day(r),
    }


def _b2c(r: Random) -> dict[str, str]:
    return {
        "ipw": password(r, r.choice((16, 18, 20))),
        "cred": b64(r, 256),
        "sc": num(r, 6),
        "msisdn": msisdn_ke(r),
        "claim": "UMJ-KE-" + num(r, 6),
        "amt": str(r.randint(1500, 250000)),
    }


def _pesapal(r: Random) -> dict[str, str]:
    return {
        "ck": pick(r, ALNUM + "+/", r.choice((28, 32))),
        "cs": b64(r, 20),
        "ipn": uuid4(r),
    }


def _pesapal_jwt(r: Random) -> dict[str, str]:
    now = ts(r)
    claims = {
        "http://schemas.microsoft.com/ws/2008/06/identity/claims/userdata": uuid4(r),
        "uniqueName": pick(r, ALNUM, 28),
        "ValidityPeriod": str(now + 300),
        "nbf": now,
        "exp": now + 300,
        "iat": now,
        "iss": "https://pay.pesapal.com",
        "aud": "https://pay.pesapal.com",
    }
    refresh = {"sub": uuid4(r), "sid": object_id(r), "typ": "refresh", "exp": now + 1209600}
    return {
        "jwt": _jwt_hs256(claims, r),
        "rjwt": _jwt_hs256(refresh, r),
        "otid": uuid4(r),
        "d": day(r),
    }


def _africastalking(r: Random) -> dict[str, str]:
    key = (_ATSK + hexs(r, 64)) if r.random() < 0.6 else hexs(r, 64)
    return {"k": key, "msisdn": "+" + msisdn_ke(r)}


def _storage(r: Random) -> dict[str, str]:
    return {
        "acct": "stumoja" + pick(r, LOWER_ALNUM, 6),
        "key": _storage_key(r),
        "blob": f"claims/UMJ-{num(r, 6)}/IMG_{num(r, 4)}.jpg",
        "dd": day(r),
    }


def _sas(r: Random) -> dict[str, str]:
    return {
        "acct": "stumoja" + pick(r, LOWER_ALNUM, 6),
        "sig": urlenc(b64(r, 32)),
        "blob": f"UMJ-{num(r, 6)}/damage-{num(r, 3)}.jpg",
        "dd": day(r),
    }


def _entra(r: Random) -> dict[str, str]:
    return {
        "tenant": uuid4(r),
        "client": uuid4(r),
        "cs": pick(r, ALNUM, 3) + _ENTRA_MARK + pick(r, ALNUM + "~._-", 34),
    }


def _postgres(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((18, 22, 28))), "server": r.choice(_PG_SERVERS)}


def _key_vault(r: Random) -> dict[str, str]:
    """A Key Vault secret whose value fits its name."""
    name = r.choice(
        ("pg-admin-password", "paystack-secret-key", "mpesa-consumer-secret", "dd-api-key")
    )
    value = {
        "pg-admin-password": human_password,
        "paystack-secret-key": _paystack_sk,
        "mpesa-consumer-secret": _daraja_secret,
        "dd-api-key": lambda rr: hexs(rr, 32),
    }[name](r)
    return {"v": value, "name": name, "ver": hexs(r, 32), "dd": day(r)}


def _acr(r: Random) -> dict[str, str]:
    return {"pw": pick(r, B64, 42) + _ACR_MARK + pick(r, ALNUM, 6), "sfx": pick(r, LOWER, 3)}


def _vault(r: Random) -> dict[str, str]:
    return {"t": _vault_token(r), "acc": pick(r, ALNUM, 24), "path": r.choice(_VAULT_PATHS)}


_VAULT_PATHS = ("kv/data/claims/paystack", "kv/data/payments/mpesa", "database/creds/claims-ro")


def _unseal(r: Random) -> dict[str, str]:
    out = {f"u{i}": b64(r, 33) for i in range(1, 6)}
    out["root"] = _HVS + pick(r, ALNUM, 24)
    return out


def _approle(r: Random) -> dict[str, str]:
    return {"role": uuid4(r), "sid": uuid4(r), "acc": uuid4(r)}


def _gitlab(r: Random) -> dict[str, str]:
    rt = _GLRT + ("t1_" if r.random() < 0.5 else "") + pick(r, B64URL, 20)
    return {
        "pat": _GLPAT + pick(r, B64URL, 20),
        "rt": rt,
        "trig": _GLPTT + hexs(r, 40),
        "pid": str(r.randint(40, 900)),
        "rid": num(r, 4),
        "n": str(r.randint(1, 9)),
    }


def _ci_vars(r: Random) -> dict[str, str]:
    return {
        "entity": "8ac7a4c" + hexs(r, 25),
        "peach": _peach_token(r),
        "dd": hexs(r, 32),
        "daraja": _daraja_secret(r),
        "pesa": b64(r, 20),
        "smile": uuid4(r),
        "pid": str(r.randint(40, 900)),
    }


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40)}


def _smile(r: Random) -> dict[str, str]:
    return {"k": uuid4(r), "pid": str(r.randint(1000, 9999))}


def _whatsapp_token(r: Random) -> dict[str, str]:
    token = _EAA + r.choice("GJBLI") + pick(r, ALNUM, r.randint(170, 230))
    return {"t": token, "phone_id": num(r, 15), "msisdn": msisdn_ke(r)}


def _whatsapp_secret(r: Random) -> dict[str, str]:
    return {
        "sec": hexs(r, 32),
        "vt": "umoja-wa-" + pick(r, ALNUM, 20),
        "chal": num(r, 10),
        "appid": num(r, 16),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("deploy@aks-jump-san", "thandeka@umoja-mbp", "gitlab-mirror@nbo", "ci@runner"))
    key = openssh_private(r, who)
    host = f"10.42.{r.randint(0, 15)}.{r.randint(2, 250)}"
    return {"key": key, "key_ind": indent(key, "    "), "host": host}


def _rsa(r: Random) -> dict[str, str]:
    return {"key": rsa_private_pem(r), "ns": r.choice(("claims", "payments", "ingress"))}


def _ec(r: Random) -> dict[str, str]:
    key = ec_private_pem(r)
    return {"key": key, "key_ind": indent(key, "    "), "kid": "portal-" + hexs(r, 8)}


def _k8s(r: Random) -> dict[str, str]:
    pw = human_password(r)
    return {
        "b1": b64_of(_paystack_sk(r)),
        "p2": pw,
        "b2": b64_of(pw),
        "b3": b64_of(_daraja_secret(r)),
        "b4": b64_of(hexs(r, 64)),
        "b5": b64_of(_ATSK + hexs(r, 64)),
        "rv": num(r, 8),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, 24),
        "pk": _PK_LIVE + hexs(r, 40),
        "sk": _paystack_sk(r),
        "sc": num(r, 6),
        "cs": _daraja_secret(r),
        "at": _ATSK + hexs(r, 64),
        "pp": passphrase(r),
        "redis": b64(r, 32),
        "sess": b64url(r, 32),
        "sess2": b64(r, 32),
    }


def _prose(r: Random) -> dict[str, str]:
    return {"pw": human_password(r), "d": day(r)}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "mr": str(r.randint(1200, 4800)),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "pk": _PK_LIVE + hexs(r, 40),
        "sk": _paystack_sk(r),
        "dig": hexs(r, 64),
        "inc": num(r, 4),
        "co": f"{day(r)}022036{hms(r).replace(':', '')}{num(r, 6)}",
        "rcpt": "U" + pick(r, UPPER_ALNUM, 9),
        "u": uuid4(r),
        "cs": _daraja_secret(r),
        "kvver": hexs(r, 32),
        "ddtrace": str(r.getrandbits(63)),
        "pw": human_password(r),
        "oid": object_id(r),
        "dd": hexs(r, 32),
        "ddpub": "pub" + hexs(r, 32),
        "d": day(r),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "paystack_secret_key",
        (
            "PAYSTACK_SECRET_KEY=⟨sk⟩\nPAYSTACK_PUBLIC_KEY=⟨pk⟩",
            'curl https://api.paystack.co/transaction/verify/⟨ref⟩ -H "Authorization: Bearer ⟨sk⟩"',
            "Paystack secret sleutel vir die refund-worker: ⟨sk⟩ (moet nog na Key Vault skuif)",
            'paystack = Paystack(secret_key="⟨sk⟩")  # TODO: lees uit env, nie hardcode nie',
            "x-paystack-signature klop nie: ons het met die ou sleutel ge-HMAC. Die regte een is "
            "⟨sk⟩ — die webhook word met dié sleutel onderteken.",
            "paystack:\n  publicKey: ⟨pk⟩\n  secretKey: ⟨sk⟩\n  callbackUrl: "
            "https://umojaclaims.co.za/pay/return",
            "| env | key |\n|---|---|\n| prod | ⟨sk⟩ |\n| refund batch | #⟨n⟩ |",
        ),
        _paystack,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "peach_payments_credentials",
        (
            'curl https://eu-test.oppwa.com/v1/checkouts -d "entityId=⟨entity⟩" '
            '-d "amount=⟨amt⟩" -d "currency=ZAR" -d "paymentType=DB" '
            '-H "Authorization: Bearer ⟨token⟩"',
            "PEACH_ENTITY_ID=⟨entity⟩\nPEACH_ACCESS_TOKEN=⟨token⟩",
            '{\n  "clientId": "⟨client_id⟩",\n  "clientSecret": "⟨client_secret⟩",\n'
            '  "merchantId": "⟨merchant_id⟩"\n}',
            "Peach Checkout v2: POST /api/oauth/token met clientId ⟨client_id⟩ en clientSecret "
            "⟨client_secret⟩, die access token leef net 4 uur.",
            "Peach access token (Bearer) vir entity ⟨entity⟩ is ⟨token⟩ — nie die entityId nie, "
            "dit was die fout.",
        ),
        _peach,
        n=7,
        secrets=("token", "client_secret"),
    ),
    Kind(
        "peach_webhook_decryption_key",
        (
            "PEACH_WEBHOOK_DECRYPTION_KEY=⟨k⟩",
            'key = bytes.fromhex("⟨k⟩")\nplain = AESGCM(key).decrypt(bytes.fromhex("⟨iv⟩"), '
            'bytes.fromhex(body) + bytes.fromhex("⟨tag⟩"), None)',
            "Peach webhook-dekripsiesleutel (dashboard → Settings → Webhooks): ⟨k⟩. "
            "X-Initialization-Vector ⟨iv⟩ en X-Authentication-Tag ⟨tag⟩ kom per request.",
            "vault kv put kv/payments/peach webhook_decryption_key=⟨k⟩",
            "Sleutel ya kufungua webhooks za Peach ilibadilishwa tarehe ⟨d⟩: ⟨k⟩",
        ),
        _peach_webhook,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "ozow_api_and_private_key",
        (
            "OZOW_SITE_CODE=⟨site⟩-UMO-001\nOZOW_API_KEY=⟨api⟩\nOZOW_PRIVATE_KEY=⟨priv⟩",
            "curl 'https://api.ozow.com/GetTransactionByReference?siteCode=⟨site⟩-UMO-001"
            "&transactionReference=⟨ref⟩' -H 'ApiKey: ⟨api⟩' -H 'Accept: application/json'",
            "Ozow HashCheck faal op prod: ons het met die sandbox PrivateKey ge-hash. Die regte "
            "een is ⟨priv⟩ (lowercase die hele string voor SHA512).",
            'hash_input = (site_code + country + currency + amount + ref + bank_ref + "⟨priv⟩")'
            ".lower()",
            "Ozow ApiKey ⟨api⟩ – imewekwa kwenye Key Vault kama `ozow-api-key`",
        ),
        _ozow,
        n=7,
        secrets=("api", "priv"),
    ),
    Kind(
        "payfast_passphrase",
        (
            "PAYFAST_MERCHANT_ID=⟨mid⟩\nPAYFAST_MERCHANT_KEY=⟨mkey⟩\nPAYFAST_PASSPHRASE=⟨pp⟩",
            "PayFast signature klop nie? Die passphrase moet heel laaste in die string: "
            "`...&item_name=Premium&passphrase=⟨pp⟩`, dan md5.",
            'payfast:\n  merchant_id: "⟨mid⟩"\n  merchant_key: ⟨mkey⟩\n  passphrase: "⟨pp⟩"\n'
            "  sandbox: false",
            "Security passphrase op die PayFast dashboard herstel na ⟨pp⟩ — Thandeka het die "
            "ITN handler opgedateer.",
            'params["passphrase"] = "⟨pp⟩"  # FIXME hardcoded, merchant ⟨mid⟩',
        ),
        _payfast,
        n=7,
        secrets=("pp",),
    ),
    Kind(
        "mpesa_daraja_consumer_secret",
        (
            'curl "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials" '
            '-H "Authorization: Basic ⟨basic⟩"',
            "MPESA_CONSUMER_KEY=⟨ck⟩\nMPESA_CONSUMER_SECRET=⟨cs⟩\nMPESA_SHORTCODE=⟨sc⟩",
            "Daraja app ya production: consumer key ⟨ck⟩, consumer secret ⟨cs⟩. "
            "Usiweke kwenye GitLab tena!",
            'r = requests.get(TOKEN_URL, auth=HTTPBasicAuth("⟨ck⟩", "⟨cs⟩"), timeout=10)',
            'Token call ilirudisha 400 "Invalid Authentication passed" — header ilikuwa '
            "`Authorization: Basic ⟨basic⟩`, kumbe secret ilibadilishwa.",
        ),
        _daraja,
        n=7,
        secrets=("cs", "basic"),
    ),
    Kind(
        "mpesa_stk_passkey",
        (
            "MPESA_PASSKEY=⟨pk⟩",
            '{\n  "BusinessShortCode": ⟨sc⟩,\n  "Password": "⟨pw⟩",\n  "Timestamp": "⟨ts⟩",\n'
            '  "TransactionType": "CustomerPayBillOnline",\n  "Amount": 1,\n'
            '  "PartyA": ⟨msisdn⟩,\n  "PartyB": ⟨sc⟩,\n  "PhoneNumber": ⟨msisdn⟩,\n'
            '  "CallBackURL": "https://api.umojaclaims.co.ke/mpesa/stk/callback",\n'
            '  "AccountReference": "UMJ⟨ref⟩",\n  "TransactionDesc": "Premium"\n}',
            "Lipa na M-Pesa passkey (production, shortcode ⟨sc⟩): ⟨pk⟩ — Password ni "
            "base64(shortcode + passkey + timestamp).",
            "$ python3 -c 'import base64;print(base64.b64encode(b\"⟨sc⟩⟨pk⟩⟨ts⟩\").decode())'\n"
            "⟨pw⟩",
            "Safaricom walitutumia passkey mpya kwa barua pepe: ⟨pk⟩. Ya zamani imezimwa "
            "kuanzia tarehe ⟨d⟩.",
        ),
        _stk,
        n=7,
        secrets=("pk", "pw"),
    ),
    Kind(
        "mpesa_b2c_initiator_credentials",
        (
            '{\n  "OriginatorConversationID": "⟨claim⟩",\n  "InitiatorName": "umoja_b2c_api",\n'
            '  "SecurityCredential": "⟨cred⟩",\n  "CommandID": "BusinessPayment",\n'
            '  "Amount": ⟨amt⟩,\n  "PartyA": ⟨sc⟩,\n  "PartyB": ⟨msisdn⟩,\n'
            '  "Remarks": "Claim payout",\n  "Occasion": "⟨claim⟩"\n}',
            "B2C initiator `umoja_b2c_api` password ni ⟨ipw⟩; SecurityCredential ni RSA-encrypt "
            "ya hiyo kwa ProductionCertificate.cer.",
            "MPESA_INITIATOR_NAME=umoja_b2c_api\nMPESA_INITIATOR_PASSWORD=⟨ipw⟩\n"
            "MPESA_SECURITY_CREDENTIAL=⟨cred⟩",
            "echo -n '⟨ipw⟩' | openssl pkeyutl -encrypt -certin -inkey ProductionCertificate.cer "
            "-pkeyopt rsa_padding_mode:pkcs1 | base64 -w0",
            "SecurityCredential ya B2C iliyonaswa kwenye Datadog log (payout ⟨claim⟩): ⟨cred⟩",
        ),
        _b2c,
        n=7,
        secrets=("ipw", "cred"),
    ),
    Kind(
        "pesapal_consumer_secret",
        (
            "curl -X POST https://pay.pesapal.com/v3/api/Auth/RequestToken "
            "-H 'Content-Type: application/json' "
            '-d \'{"consumer_key":"⟨ck⟩","consumer_secret":"⟨cs⟩"}\'',
            "PESAPAL_CONSUMER_KEY=⟨ck⟩\nPESAPAL_CONSUMER_SECRET=⟨cs⟩\nPESAPAL_IPN_ID=⟨ipn⟩",
            "Pesapal v3: consumer_secret ya akaunti ya Nairobi ni ⟨cs⟩ (key ⟨ck⟩).",
            '[pesapal]\nbase_url = "https://pay.pesapal.com/v3"\nconsumer_key = "⟨ck⟩"\n'
            'consumer_secret = "⟨cs⟩"\nipn_id = "⟨ipn⟩"',
        ),
        _pesapal,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "bearer_jwts_pesapal_and_session",
        (
            "curl 'https://pay.pesapal.com/v3/api/Transactions/GetTransactionStatus?"
            "orderTrackingId=⟨otid⟩' -H 'Authorization: Bearer ⟨jwt⟩'",
            '{"token":"⟨jwt⟩","expiryDate":"2036-02-⟨d⟩T10:25:33.0934717Z","error":null,'
            '"status":"200","message":"Request processed successfully"}',
            "Die Pesapal token wat in die Datadog log beland het: ⟨jwt⟩ — verval na 5 min, "
            "maar tog.",
            "Set-Cookie: umoja_refresh=⟨rjwt⟩; Path=/auth; HttpOnly; Secure; SameSite=Lax",
            "Refresh token ya mteja (claims portal) ilionekana kwenye HAR file: ⟨rjwt⟩",
        ),
        _pesapal_jwt,
        n=7,
        secrets=("jwt", "rjwt"),
    ),
    Kind(
        "africastalking_api_key",
        (
            "curl -X POST https://api.africastalking.com/version1/messaging "
            '-H "apiKey: ⟨k⟩" -H "Accept: application/json" -d "username=umojaclaims" '
            '-d "to=⟨msisdn⟩" -d "message=Dai lako limepokelewa"',
            "AT_USERNAME=umojaclaims\nAT_API_KEY=⟨k⟩",
            'africastalking.initialize(username="umojaclaims", api_key="⟨k⟩")',
            "Africa's Talking API key ilizalishwa upya (ya zamani ilivuja kwenye screenshot): ⟨k⟩",
            "USSD callback haihitaji key, lakini SMS inahitaji: apiKey=⟨k⟩",
        ),
        _africastalking,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨key⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key ⟨key⟩ -c claim-photos "
            "-f ./IMG_2036.jpg -n ⟨blob⟩",
            'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;'
            'AccountKey=⟨key⟩;EndpointSuffix=core.windows.net"',
            "key1 van ⟨acct⟩ (eis-foto's): ⟨key⟩ — roteer ná die pentest.",
            '[\n  {\n    "creationTime": "2036-02-⟨dd⟩T08:14:22.531000+00:00",\n'
            '    "keyName": "key1",\n    "permissions": "FULL",\n    "value": "⟨key⟩"\n  }\n]',
        ),
        _storage,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "azure_sas_token_signature",
        (
            "https://⟨acct⟩.blob.core.windows.net/claim-photos/⟨blob⟩?sp=r&st=2036-02-⟨dd⟩"
            "T07:00:00Z&se=2036-03-⟨dd⟩T07:00:00Z&spr=https&sv=2025-11-05&sr=b&sig=⟨sig⟩",
            '"se=2036-02-⟨dd⟩T18%3A00Z&sp=racwl&sv=2025-11-05&sr=c&sig=⟨sig⟩"',
            "Dié SAS gee skryftoegang tot die hele container, moenie deel nie: "
            "?sv=2025-11-05&ss=b&srt=co&sp=rwdlac&se=2036-12-31T21:59:59Z"
            "&st=2036-02-⟨dd⟩T06:00:00Z&spr=https&sig=⟨sig⟩",
            "azcopy copy './exports/*' 'https://⟨acct⟩.blob.core.windows.net/exports?sv=2025-11-05"
            "&se=2036-02-⟨dd⟩T23%3A59%3A00Z&sr=c&sp=cw&sig=⟨sig⟩' --recursive",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "azure_entra_client_secret",
        (
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨client⟩\nAZURE_CLIENT_SECRET=⟨cs⟩",
            "az login --service-principal -u ⟨client⟩ -p ⟨cs⟩ --tenant ⟨tenant⟩",
            '{\n  "appId": "⟨client⟩",\n  "password": "⟨cs⟩",\n  "tenant": "⟨tenant⟩"\n}',
            "Client secret vir sp-gitlab-deployer (verval 2036-08): ⟨cs⟩",
            'provider "azurerm" {\n  features {}\n  client_id     = "⟨client⟩"\n'
            '  client_secret = "⟨cs⟩"\n  tenant_id     = "⟨tenant⟩"\n}',
        ),
        _entra,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "azure_postgres_password",
        (
            "postgresql://umojaadmin:⟨pw⟩@⟨server⟩.postgres.database.azure.com:5432/claims"
            "?sslmode=require",
            "Host=⟨server⟩.postgres.database.azure.com;Database=claims;Username=claims_app;"
            "Password=⟨pw⟩;Ssl Mode=Require",
            'resource "azurerm_postgresql_flexible_server" "claims" {\n'
            '  name                   = "⟨server⟩"\n'
            '  location               = "southafricanorth"\n'
            '  version                = "17"\n'
            '  administrator_login    = "umojaadmin"\n'
            '  administrator_password = "⟨pw⟩"\n'
            '  sku_name               = "GP_Standard_D4ds_v5"\n}',
            "PGPASSWORD='⟨pw⟩' psql -h ⟨server⟩.postgres.database.azure.com -U umojaadmin "
            "-d claims -c 'select count(*) from claims;'",
            "Die nuwe admin-wagwoord vir ⟨server⟩ is ⟨pw⟩ (Pieter het dit ná die failover gestel).",
        ),
        _postgres,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "key_vault_secret_values",
        (
            '{\n  "attributes": {\n    "created": "2036-02-⟨dd⟩T09:12:44+00:00",\n'
            '    "enabled": true,\n    "recoveryLevel": "Recoverable+Purgeable"\n  },\n'
            '  "contentType": "text/plain",\n'
            '  "id": "https://kv-umoja-prod-san.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",\n'
            '  "name": "⟨name⟩",\n  "value": "⟨v⟩"\n}',
            "$ az keyvault secret show --vault-name kv-umoja-prod-san -n ⟨name⟩ --query value "
            "-o tsv\n⟨v⟩",
            "az keyvault secret set --vault-name kv-umoja-prod-san --name ⟨name⟩ --value '⟨v⟩'",
            "Key Vault `⟨name⟩` (version ⟨ver⟩) het nou die waarde ⟨v⟩ — ou weergawe gedeaktiveer.",
        ),
        _key_vault,
        n=7,
        secrets=("v",),
    ),
    Kind(
        "acr_admin_password",
        (
            "docker login umojacr⟨sfx⟩.azurecr.io -u umojacr⟨sfx⟩ -p ⟨pw⟩",
            "$ az acr credential show -n umojacr⟨sfx⟩ --query 'passwords[0].value' -o tsv\n⟨pw⟩",
            "kubectl create secret docker-registry acr-pull "
            "--docker-server=umojacr⟨sfx⟩.azurecr.io --docker-username=umojacr⟨sfx⟩ "
            "--docker-password='⟨pw⟩' -n claims",
            "ACR admin password (password2; password1 is al geroteer): ⟨pw⟩",
            'echo "⟨pw⟩" | docker login umojacr⟨sfx⟩.azurecr.io --username umojacr⟨sfx⟩ '
            "--password-stdin",
        ),
        _acr,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "vault_tokens",
        (
            "export VAULT_ADDR=https://vault.umoja.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            "Key                  Value\n---                  -----\ntoken                ⟨t⟩\n"
            "token_accessor       ⟨acc⟩\ntoken_duration       768h\ntoken_renewable      true\n"
            'token_policies       ["claims-ci" "default"]',
            'curl -H "X-Vault-Token: ⟨t⟩" https://vault.umoja.internal:8200/v1/⟨path⟩',
            "Root token van die DR-cluster init (moet nog revoke word!): ⟨t⟩",
            "Token ya Vault ya zamani ⟨t⟩ bado inafanya kazi kwenye staging ya Nairobi.",
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_unseal_and_recovery_keys",
        (
            "Unseal Key 1: ⟨u1⟩\nUnseal Key 2: ⟨u2⟩\nUnseal Key 3: ⟨u3⟩\nUnseal Key 4: ⟨u4⟩\n"
            "Unseal Key 5: ⟨u5⟩\n\nInitial Root Token: ⟨root⟩\n\nVault initialized with 5 key "
            "shares and a key threshold of 3.",
            "vault operator unseal ⟨u2⟩",
            "Unseal-sleutels verdeel: Pieter hou key 1 (⟨u1⟩), Wanjiru hou key 3 (⟨u3⟩).",
            '{\n  "recovery_keys_b64": [\n    "⟨u1⟩",\n    "⟨u2⟩",\n    "⟨u3⟩",\n    "⟨u4⟩",\n'
            '    "⟨u5⟩"\n  ],\n  "recovery_keys_shares": 5,\n  "recovery_keys_threshold": 3,\n'
            '  "root_token": "⟨root⟩"\n}',
        ),
        _unseal,
        n=7,
        secrets=("u1", "u2", "u3", "u4", "u5", "root"),
    ),
    Kind(
        "vault_approle_secret_id",
        (
            "vault write auth/approle/login role_id=⟨role⟩ secret_id=⟨sid⟩",
            "Key                   Value\n---                   -----\n"
            "secret_id             ⟨sid⟩\n"
            "secret_id_accessor    ⟨acc⟩\nsecret_id_num_uses    0\nsecret_id_ttl         0s",
            "VAULT_ROLE_ID=⟨role⟩\nVAULT_SECRET_ID=⟨sid⟩",
            "AppRole secret_id vir die Nairobi batch-jobs: ⟨sid⟩ (role_id ⟨role⟩ is nie "
            "geheim nie)",
            "Ngifake i-secret_id entsha ye-AppRole `claims-ci`: ⟨sid⟩",
        ),
        _approle,
        n=7,
        secrets=("sid",),
    ),
    Kind(
        "gitlab_access_and_runner_tokens",
        (
            "glab auth login --hostname gitlab.umojaclaims.dev --token ⟨pat⟩",
            "gitlab-runner register --non-interactive --url https://gitlab.umojaclaims.dev "
            "--token ⟨rt⟩ --executor kubernetes",
            'curl --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.umojaclaims.dev/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            '[[runners]]\n  name = "aks-san-runner-⟨n⟩"\n  url = "https://gitlab.umojaclaims.dev"\n'
            '  id = ⟨rid⟩\n  token = "⟨rt⟩"\n  executor = "kubernetes"',
            "Project access token ya `claims-api` (read_api, write_repository): ⟨pat⟩",
            "curl -X POST --fail -F token=⟨trig⟩ -F ref=main "
            "https://gitlab.umojaclaims.dev/api/v4/projects/⟨pid⟩/trigger/pipeline",
        ),
        _gitlab,
        n=7,
        secrets=("pat", "rt", "trig"),
    ),
    Kind(
        "gitlab_ci_variables",
        (
            'variables:\n  PEACH_ENTITY_ID: "⟨entity⟩"\n  PEACH_ACCESS_TOKEN: "⟨peach⟩"\n'
            "  DEPLOY_ENV: staging",
            'curl --request POST --header "PRIVATE-TOKEN: $GITLAB_API_TOKEN" '
            '"https://gitlab.umojaclaims.dev/api/v4/projects/⟨pid⟩/variables" '
            '--form "key=DD_API_KEY" --form "value=⟨dd⟩" --form "masked=true"',
            "glab variable set MPESA_CONSUMER_SECRET --value ⟨daraja⟩ --masked --protected "
            "--scope production",
            '$ echo "deploying with PESAPAL_CONSUMER_SECRET=$PESAPAL_CONSUMER_SECRET"\n'
            "deploying with PESAPAL_CONSUMER_SECRET=⟨pesa⟩\n"
            "$ helm upgrade --install claims-api ./chart -n claims",
            "CI/CD variable `SMILE_ID_API_KEY` (Protected, Masked) = ⟨smile⟩ — Otieno aliiweka "
            "jana.",
        ),
        _ci_vars,
        n=7,
        secrets=("peach", "dd", "daraja", "pesa", "smile"),
    ),
    Kind(
        "datadog_api_and_app_keys",
        (
            'curl "https://api.datadoghq.eu/api/v1/validate" -H "DD-API-KEY: ⟨api⟩"',
            "datadog:\n  site: datadoghq.eu\n  apiKey: ⟨api⟩\n  appKey: ⟨app⟩\n"
            "  clusterName: aks-umoja-prod-san",
            'DD_API_KEY=⟨api⟩ DD_SITE="datadoghq.eu" bash -c '
            '"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"',
            "Datadog application key vir die SLO-rapport script: ⟨app⟩ (owner: svc-reporting)",
            'curl "https://api.datadoghq.eu/api/v1/monitor?group_states=alert" '
            '-H "DD-API-KEY: ⟨api⟩" -H "DD-APPLICATION-KEY: ⟨app⟩"',
        ),
        _datadog,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "smile_id_api_key",
        (
            "SMILE_ID_PARTNER_ID=⟨pid⟩\nSMILE_ID_API_KEY=⟨k⟩\nSMILE_ID_ENV=production",
            'id_api = IdApi("⟨pid⟩", "⟨k⟩", 1)  # 1 = production',
            "Smile ID API key mpya (dashboard → Settings → API Keys) ni ⟨k⟩; partner id ⟨pid⟩ "
            "haijabadilika.",
            "Smile ID signature haikulingana — tulikuwa tunatumia api_key ya sandbox. "
            "Ya production: ⟨k⟩",
        ),
        _smile,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "whatsapp_cloud_api_token",
        (
            'curl -X POST "https://graph.facebook.com/v31.0/⟨phone_id⟩/messages" '
            '-H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json" '
            '-d \'{"messaging_product":"whatsapp","to":"⟨msisdn⟩","type":"template",'
            '"template":{"name":"claim_received","language":{"code":"sw"}}}\'',
            "WHATSAPP_TOKEN=⟨t⟩\nWHATSAPP_PHONE_NUMBER_ID=⟨phone_id⟩",
            "System user token (verval nooit) vir die WhatsApp Business account: ⟨t⟩",
            "Ithokheni entsha ye-WhatsApp Cloud API: ⟨t⟩ — ifakwe ku-Key Vault njengo "
            "`wa-system-token`.",
        ),
        _whatsapp_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "whatsapp_app_secret_and_verify_token",
        (
            "WA_APP_SECRET=⟨sec⟩\nWA_VERIFY_TOKEN=⟨vt⟩",
            'expected = hmac.new(b"⟨sec⟩", body, hashlib.sha256).hexdigest()\n'
            'if not hmac.compare_digest("sha256=" + expected, sig):\n    abort(403)',
            "GET /webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=⟨vt⟩&hub.challenge=⟨chal⟩",
            "App secret ya Meta app `Umoja Claims WA` (app id ⟨appid⟩): ⟨sec⟩",
        ),
        _whatsapp_secret,
        n=7,
        secrets=("sec", "vt"),
    ),
    Kind(
        "openssh_private_key",
        (
            "⟨key⟩",
            "~/.ssh/id_deploy op die bastion (aks-jump-san, ⟨host⟩):\n\n⟨key⟩\n",
            "Deploy key ya mirror ya Nairobi:\n\n````\n⟨key⟩\n````",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: git-sync-ssh\n  namespace: claims\n"
            "type: Opaque\nstringData:\n  ssh-privatekey: |\n⟨key_ind⟩",
        ),
        _openssh,
        n=7,
        secrets=("key", "key_ind"),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            "⟨key⟩",
            "Ons TLS-sleutel vir api.umojaclaims.co.za (namespace ⟨ns⟩) — moes nooit hier "
            "gewees het nie:\n\n⟨key⟩",
            "$ kubectl create secret tls api-tls --cert=tls.crt --key=tls.key -n ⟨ns⟩\n"
            "$ cat tls.key\n⟨key⟩",
            'tls_private_key = <<EOT\n⟨key⟩\nEOT\nnamespace = "⟨ns⟩"',
        ),
        _rsa,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "ec_private_key_pem",
        (
            "JWT-ondertekeningsleutel (ES256, kid ⟨kid⟩) vir die claims-portal:\n\n⟨key⟩",
            "auth:\n  jwtKid: ⟨kid⟩\n  jwtSigningKey: |\n⟨key_ind⟩",
            "$ openssl ecparam -name prime256v1 -genkey -noout -out ⟨kid⟩.pem && cat ⟨kid⟩.pem\n"
            "⟨key⟩",
            "```pem\n⟨key⟩\n```\n(kid ⟨kid⟩)",
        ),
        _ec,
        n=7,
        secrets=("key", "key_ind"),
    ),
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: claims-api-secrets\n"
            '  namespace: claims\n  resourceVersion: "⟨rv⟩"\ntype: Opaque\ndata:\n'
            "  PAYSTACK_SECRET_KEY: ⟨b1⟩\n  DATABASE_PASSWORD: ⟨b2⟩",
            "$ kubectl get secret pg-credentials -n claims -o jsonpath='{.data.password}'\n⟨b2⟩",
            "$ kubectl get secret mpesa -n payments -o yaml\napiVersion: v1\ndata:\n"
            "  consumer-secret: ⟨b3⟩\n  passkey: ⟨b4⟩\nkind: Secret\nmetadata:\n  name: mpesa\n"
            '  namespace: payments\n  resourceVersion: "⟨rv⟩"',
            "$ echo -n '⟨p2⟩' | base64\n⟨b2⟩",
            "In die Secret `at-credentials` staan `api-key: ⟨b5⟩` — dis net base64, nie "
            "enkripsie nie!",
        ),
        _k8s,
        n=7,
        secrets=("b1", "b2", "p2", "b3", "b4", "b5"),
    ),
    Kind(
        "dotenv_lines",
        (
            ".env.production (claims-api):\nDATABASE_URL=postgresql://claims_app:⟨pw⟩@"
            "psql-umoja-prod-san.postgres.database.azure.com:5432/claims\n"
            "PAYSTACK_PUBLIC_KEY=⟨pk⟩\nPAYSTACK_SECRET_KEY=⟨sk⟩\nSENTRY_ENVIRONMENT=production",
            "# .env (Nairobi worker)\nMPESA_ENV=production\nMPESA_SHORTCODE=⟨sc⟩\n"
            "MPESA_CONSUMER_SECRET=⟨cs⟩\nAT_USERNAME=umojaclaims\nAT_API_KEY=⟨at⟩",
            "export PAYFAST_PASSPHRASE='⟨pp⟩'",
            "REDIS_HOST=umoja-cache.redis.cache.windows.net\nREDIS_PORT=6380\n"
            "REDIS_PASSWORD=⟨redis⟩",
            ".env.local:\nSESSION_SECRET=⟨sess⟩\nNEXTAUTH_URL=http://localhost:3000\n"
            "NEXTAUTH_SECRET=⟨sess2⟩",
        ),
        _dotenv,
        n=7,
        secrets=("pw", "sk", "cs", "at", "pp", "redis", "sess", "sess2"),
    ),
    Kind(
        "passwords_in_multilingual_prose",
        (
            "Die wagwoord vir die staging Postgres is ⟨pw⟩ — moenie dit in Slack plak nie.",
            "Nenosiri la admin wa Pesapal sandbox ni ⟨pw⟩, Wanjiru alilibadilisha tarehe ⟨d⟩.",
            "Iphasiwedi ye-Grafana admin manje ithi ⟨pw⟩; uyishintshe ngoMsombuluko.",
            "Pieter says the Datadog break-glass login is ops@umojaclaims.co.za / ⟨pw⟩ until "
            "SSO is fixed (⟨d⟩ Feb).",
            "Wagwoord vir die PayFast sandbox dashboard: ⟨pw⟩ "
            "(gebruiker finance@umojaclaims.co.za)",
            "Neno la siri la VPN ya ofisi ya Westlands limebadilishwa kuwa ⟨pw⟩",
            "Ngicela ungabelani nge-password ye-Vault UI: ⟨pw⟩ (umsebenzisi: thandeka)",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy-notas 2036-02-⟨d⟩\n- release ⟨sha⟩ (MR !⟨mr⟩)\n"
            "- traceparent 00-⟨trace⟩-⟨span⟩-01\n- Paystack public key ⟨pk⟩ (dis reg so)\n"
            "- PAYSTACK_SECRET_KEY=⟨sk⟩ — per ongeluk in die runbook geplak, roteer!\n"
            "- image sha256:⟨dig⟩",
            "Incident INC-2036-⟨inc⟩ (M-Pesa callbacks)\n* CheckoutRequestID ws_CO_⟨co⟩\n"
            "* MpesaReceiptNumber ⟨rcpt⟩\n* request id ⟨u⟩\n"
            "* consumer secret iliyotumika: ⟨cs⟩\n* commit ⟨sha⟩",
            "| wat | waarde |\n|---|---|\n| ACR digest | sha256:⟨dig⟩ |\n| KV version | ⟨kvver⟩ |\n"
            "| DD trace | ⟨ddtrace⟩ |\n| pg admin wagwoord | ⟨pw⟩ |",
            "Ulwazi lwe-on-call: trace ⟨trace⟩, ObjectId ⟨oid⟩, DD_API_KEY=⟨dd⟩ (hhayi i-client "
            "token ⟨ddpub⟩).",
        ),
        _among,
        n=7,
        secrets=("sk", "cs", "pw", "dd"),
    ),
)
