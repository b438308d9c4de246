"""True secrets as they leak into an airline SRE's memory notes; each kind names the fields
whose values must not survive the scrubber."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike37.gen import (
    ALNUM,
    B32,
    B32_LOWER,
    B64URL,
    LOWER_ALNUM,
    PEOPLE,
    RGS,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    flight,
    hexs,
    locator,
    member,
    num,
    password,
    pick,
    ticket,
    urlenc,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_FLWSECK = "FLW" + "SECK"
_DUFFEL = "duf" + "fel_"
_SG = "S" + "G."
_ATLAS = ".atlas" + "v1."
_SABRE_ATK = "T1RL" + "AQ"
_AZDO = "AZ" + "DO"
_OPENSSH_HEAD = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
_PKCS8_HEAD = "MIIEv" + "QIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
_EC_HEAD = "MHcCAQEEI"

_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE " + "KEY-----"


def _amadeus(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, ALNUM, 32),
        "sec": pick(r, ALNUM, 16),
        "env": r.choice(("test.api.amadeus.com", "api.amadeus.com")),
        "app": r.choice(("umoya-ndc-shop", "umoya-flight-status", "umoya-seatmap-proxy")),
    }


def _amadeus_token(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM, 28),
        "origin": r.choice(("JNB", "CPT", "NBO", "DUR")),
        "dest": r.choice(("NBO", "MBA", "DAR", "LUN", "EBB", "KGL")),
        "secs": str(r.randint(1100, 1799)),
        "user": r.choice(PEOPLE),
    }


def _sabre_token(r: Random) -> dict[str, str]:
    body = b64(r, r.choice((168, 180, 192))).rstrip("=")
    return {
        "atk": _SABRE_ATK + body.replace("=", "") + "*" * r.choice((1, 2)),
        "pcc": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 4),
        "secs": r.choice(("604800", "1799")),
    }


def _sabre_basic(r: Random) -> dict[str, str]:
    epr = num(r, 6)
    pcc = pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 3)
    client = b64_of(f"V1:{epr}:{pcc}:AA")
    secret = b64_of(password(r, 16))
    return {"basic": b64_of(f"{client}:{secret}"), "epr": epr, "pcc": pcc}


def _duffel(r: Random) -> dict[str, str]:
    mode = r.choice(("live_", "live_", "test_"))
    return {"t": _DUFFEL + mode + pick(r, B64URL, 43), "orig": r.choice(("JNB", "NBO"))}


def _apim(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 32),
        "k2": hexs(r, 32),
        "seller": r.choice(("travelstart", "flightsite-za", "safari-tours-ke", "umoya-mobile")),
        "sid": pick(r, LOWER_ALNUM, 24),
    }


def _daraja_keys(r: Random) -> dict[str, str]:
    key = pick(r, ALNUM, 48)
    secret = pick(r, ALNUM, 64)
    return {"ck": key, "cs": secret, "basic": b64_of(f"{key}:{secret}"), "sc": num(r, 6)}


def _stk(r: Random) -> dict[str, str]:
    shortcode = num(r, 6)
    passkey = hexs(r, 64)
    day, hour = r.randint(1, 28), r.randint(0, 23)
    ts = f"202906{day:02d}{hour:02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
    return {
        "sc": shortcode,
        "pk": passkey,
        "ts": ts,
        "pw": b64_of(shortcode + passkey + ts),
        "tok": pick(r, ALNUM, 28),
        "phone": "2547" + pick(r, "0123456789", 8),
        "amt": str(r.randint(1200, 98000)),
        "pnr": locator(r),
    }


def _b2c(r: Random) -> dict[str, str]:
    return {
        "cred": b64(r, 256),
        "ipw": password(r, r.choice((16, 18, 20))),
        "conv": f"AG_202906{r.randint(1, 28):02d}_" + pick(r, LOWER_ALNUM, 20),
        "amt": str(r.randint(500, 45000)),
        "phone": "2547" + pick(r, "0123456789", 8),
    }


def _flw(r: Random) -> dict[str, str]:
    live = r.random() < 0.7
    body = hexs(r, 32)
    return {
        "sk": (_FLWSECK + "-" if live else _FLWSECK + "_TEST-") + body + "-X",
        "pk": ("FLW" + "PUBK-" if live else "FLW" + "PUBK_TEST-") + hexs(r, 32) + "-X",
        "ref": "UMY-" + locator(r) + "-" + num(r, 6),
    }


def _flw_enc(r: Random) -> dict[str, str]:
    return {
        "ek": r.choice((hexs(r, 24), _FLWSECK + "_TEST" + hexs(r, 12))),
        "hash": password(r, r.choice((20, 24, 28))),
        "id": num(r, 9),
    }


def _azure_sp(r: Random) -> dict[str, str]:
    secret = pick(r, ALNUM, 3) + pick(r, "0123456789", 1) + "Q~" + pick(r, ALNUM + "_~.-", 34)
    return {
        "s": secret,
        "app": uuid4(r),
        "tenant": uuid4(r),
        "sub": uuid4(r),
        "name": r.choice(("sp-terraform-prod", "sp-gh-deploy-booking", "sp-datadog-reader")),
    }


def _storage(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "acct": "stumoya" + r.choice(("bookingdocs", "tfstate", "eticketpdf", "logs")) + num(r, 2),
        "rg": r.choice(RGS),
    }


def _sas(r: Random) -> dict[str, str]:
    return {
        "sig": urlenc(b64(r, 32)),
        "acct": "stumoya" + r.choice(("eticketpdf", "manifests", "ndcarchive")) + num(r, 2),
        "d": f"{r.randint(1, 28):02d}",
        "blob": r.choice(("manifest-U7412.csv", "pnr-export.parquet", "boarding/ZS-SJW.json")),
    }


def _cosmos(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "k2": b64(r, 64),
        "acct": r.choice(("cosmos-umoya-loyalty", "cosmos-umoya-profiles", "cosmos-umoya-ndc")),
    }


def _sb(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "ns": r.choice(("sb-umoya-bookings", "evhns-umoya-pnr", "sb-umoya-payments-ke")),
        "entity": r.choice(("pnr-changes", "schedule-changes", "mpesa-callbacks", "ticketing")),
        "se": str(r.randint(1_877_000_000, 1_880_000_000)),
        "sig": urlenc(b64(r, 32)),
    }


def _redis(r: Random) -> dict[str, str]:
    key = b64(r, 32)
    return {
        "k": key,
        "kenc": urlenc(key),
        "host": r.choice(("redis-umoya-sessions", "redis-umoya-seatlock", "redis-umoya-fares")),
    }


def _db(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26))),
        "user": r.choice(("svc_booking", "loyalty_app", "ndc_rw", "ops_readonly", "sqladmin")),
        "db": r.choice(("bookings", "loyalty", "ndc_orders", "ticketing")),
    }


def _func(r: Random) -> dict[str, str]:
    return {
        "k": b64url(r, 40) + "==",
        "mk": b64url(r, 40) + "==",
        "app": r.choice(("func-umoya-pnr-sync", "func-umoya-mpesa-cb", "func-umoya-gds-queue")),
        "fn": r.choice(("ReplayQueue", "StkCallback", "ScheduleChange", "ReissueTicket")),
    }


def _ado(r: Random) -> dict[str, str]:
    pat = (
        pick(r, B32_LOWER, 52)
        if r.random() < 0.5
        else pick(r, ALNUM, 76) + _AZDO + pick(r, ALNUM, 4)
    )
    return {"pat": pat, "enc": b64_of(pat), "user": r.choice(PEOPLE)}


def _tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)}


def _dd(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40), "env": r.choice(("prod", "staging"))}


def _pd(r: Random) -> dict[str, str]:
    return {
        "api": r.choice(("u+", "y_", "")) + pick(r, B64URL, 18),
        "rk": pick(r, "0123456789abcdef", 32),
        "svc": "P" + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 6),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "ksid": "SK" + hexs(r, 32),
        "ksec": pick(r, ALNUM, 32),
        "to": "+2782" + pick(r, "0123456789", 7),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _webhooks(r: Random) -> dict[str, str]:
    return {
        "tail": hexs(r, 32) + "/" + uuid4(r) + "/V2" + pick(r, B64URL, 43),
        "g": uuid4(r),
        "t": uuid4(r),
        "wf": hexs(r, 32),
        "sig": pick(r, B64URL, 43),
        "n": f"{r.randint(1, 30):02d}",
    }


def _hmac(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "b": b64(r, 32),
        "partner": r.choice(("Marula Hotels", "Savanna Car Hire", "Kilele Lodges", "Fynbos Spa")),
    }


def _jwt(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "RS256", "kid": hexs(r, 16), "typ": "JWT"})
    claims = {
        "iss": "https://id.umoyaair.co.za",
        "sub": member(r),
        "aud": "booking-api",
        "scope": r.choice(("bookings:write", "loyalty:read bookings:read", "checkin:write")),
        "exp": 1_877_000_000 + r.randint(0, 3_000_000),
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}", "pnr": locator(r)}


def _pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 20, 24))),
        "pw2": password(r, r.choice((17, 21))),
        "who": r.choice(PEOPLE),
    }


def _openssh(r: Random) -> dict[str, str]:
    body = _OPENSSH_HEAD + b64(r, 282).rstrip("=")
    return {
        "body": wrap(body, 70),
        "host": r.choice(("jump-jnb-01", "sftp.bsp-feed", "gds-bridge-nbo", "ansible-ctl")),
    }


def _pem(r: Random) -> dict[str, str]:
    if r.random() < 0.7:
        body = wrap(_PKCS8_HEAD + b64(r, 1140).rstrip("="), 64)
        kt = ""
    else:
        body = wrap(_EC_HEAD + b64(r, 112).rstrip("="), 64)
        kt = "EC "
    return {"body": body, "ibody": body.replace("\n", "\n    "), "kt": kt}


def _totp(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, B32, 32),
        "acct": r.choice(("breakglass-azure", "pagerduty-admin", "datadog-owner", "sabre-sws")),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "pnr": locator(r),
        "tkt": ticket(r),
        "fl": flight(r),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "sha": hexs(r, 40),
        "flw": _FLWSECK + "-" + hexs(r, 32) + "-X",
        "tw": hexs(r, 32),
        "pw": password(r, 20),
        "mem": member(r),
        "sub": uuid4(r),
    }


_PEM_BEGIN = _BEGIN + "⟨kt⟩" + _PK
_PEM_END = _END + "⟨kt⟩" + _PK

SECRETS: tuple[Kind, ...] = (
    Kind(
        "amadeus_api_key_and_secret",
        (
            'curl -s -X POST "https://⟨env⟩/v1/security/oauth2/token" '
            '-H "Content-Type: application/x-www-form-urlencoded" '
            '-d "grant_type=client_credentials&client_id=⟨key⟩&client_secret=⟨sec⟩"',
            "AMADEUS_CLIENT_ID=⟨key⟩\nAMADEUS_CLIENT_SECRET=⟨sec⟩\nAMADEUS_HOSTNAME=production",
            "Amadeus self-service app ⟨app⟩: API key ⟨key⟩, API secret ⟨sec⟩ (from the "
            "developer portal, My Self-Service Workspace)",
            'amadeus = Client(client_id="⟨key⟩", client_secret="⟨sec⟩", hostname="production")',
            "| app | API key | API secret |\n|---|---|---|\n| ⟨app⟩ | ⟨key⟩ | ⟨sec⟩ |",
            "Die Amadeus-geheim vir ⟨app⟩ is ⟨sec⟩; die sleutel self is ⟨key⟩.",
        ),
        _amadeus,
        n=7,
        secrets=("key", "sec"),
    ),
    Kind(
        "amadeus_access_token",
        (
            'curl "https://api.amadeus.com/v2/shopping/flight-offers?originLocationCode=⟨origin⟩'
            '&destinationLocationCode=⟨dest⟩&departureDate=2029-07-03&adults=1" '
            '-H "Authorization: Bearer ⟨tok⟩"',
            '{"type":"amadeusOAuth2Token","username":"⟨user⟩@umoyaair.co.za",'
            '"application_name":"umoya-ndc-shop","token_type":"Bearer",'
            '"access_token":"⟨tok⟩","expires_in":⟨secs⟩,"state":"approved","scope":""}',
            "2029-06-12T08:14:03Z WARN amadeus-client retrying GET /v1/reference-data/locations "
            "after 429, header Authorization=Bearer ⟨tok⟩",
            "Token wat ek vir die ⟨origin⟩-⟨dest⟩ toets gebruik het: ⟨tok⟩ (verval oor ⟨secs⟩s)",
        ),
        _amadeus_token,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "sabre_rest_token",
        (
            '{"access_token":"⟨atk⟩","token_type":"bearer","expires_in":⟨secs⟩}',
            'curl -H "Authorization: Bearer ⟨atk⟩" '
            "https://api.platform.sabre.com/v1/lists/supported/cities",
            "SABRE_ATK=⟨atk⟩  # PCC ⟨pcc⟩, session token for the queue sweeper",
            "Sabre token ya PCC ⟨pcc⟩ (inaisha baada ya siku 7): ⟨atk⟩",
        ),
        _sabre_token,
        n=7,
        secrets=("atk",),
    ),
    Kind(
        "sabre_basic_credentials",
        (
            "curl -X POST https://api.cert.platform.sabre.com/v2/auth/token "
            '-H "Authorization: Basic ⟨basic⟩" -d grant_type=client_credentials',
            "SABRE_CLIENT_CREDENTIALS=⟨basic⟩  # EPR ⟨epr⟩ in PCC ⟨pcc⟩",
            "Encoded Sabre client creds (V1:⟨epr⟩:⟨pcc⟩:AA + password, double base64): ⟨basic⟩",
            "sabre:\n  pcc: ⟨pcc⟩\n  epr: '⟨epr⟩'\n  basic_auth: ⟨basic⟩\n  env: cert",
        ),
        _sabre_basic,
        n=7,
        secrets=("basic",),
    ),
    Kind(
        "duffel_access_token",
        (
            "DUFFEL_ACCESS_TOKEN=⟨t⟩",
            'curl -X POST https://api.duffel.com/air/offer_requests -H "Duffel-Version: v2" '
            '-H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json" '
            "-d @offer_request_⟨orig⟩.json",
            "NDC fallback via Duffel uses the token ⟨t⟩ — created by sipho, scoped to the "
            "interline test org",
            'duffel = Duffel(access_token="⟨t⟩")',
            "Ithokheni ye-Duffel esetshenziswa yi-NDC shop: ⟨t⟩",
        ),
        _duffel,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "apim_subscription_key",
        (
            'curl "https://apim-umoya-ndc.azure-api.net/ndc/21.3/AirShopping" '
            '-H "Ocp-Apim-Subscription-Key: ⟨k⟩" -H "Content-Type: application/xml" '
            "--data @airshopping_rq.xml",
            "az apim subscription keys list output for ⟨seller⟩:\n"
            '{\n  "primaryKey": "⟨k⟩",\n  "secondaryKey": "⟨k2⟩"\n}',
            "Seller ⟨seller⟩ is on subscription ⟨sid⟩; their primary key is ⟨k⟩",
            "NDC_APIM_KEY=⟨k⟩ k6 run load/airshopping.js",
            "Ufunguo wa APIM wa ⟨seller⟩ (primary) ni ⟨k⟩ — usiutume kwa email.",
        ),
        _apim,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "daraja_consumer_key_secret",
        (
            "curl -u ⟨ck⟩:⟨cs⟩ "
            '"https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials"',
            "MPESA_CONSUMER_KEY=⟨ck⟩\nMPESA_CONSUMER_SECRET=⟨cs⟩\nMPESA_SHORTCODE=⟨sc⟩",
            'curl -H "Authorization: Basic ⟨basic⟩" '
            "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials",
            "Daraja production app (paybill ⟨sc⟩): consumer key ⟨ck⟩, consumer secret ⟨cs⟩",
            "Consumer secret mpya ya Daraja baada ya rotation ni ⟨cs⟩ (key haijabadilika: ⟨ck⟩)",
            '"Mpesa": {\n  "ConsumerKey": "⟨ck⟩",\n  "ConsumerSecret": "⟨cs⟩",\n'
            '  "ShortCode": "⟨sc⟩"\n}',
        ),
        _daraja_keys,
        n=7,
        secrets=("ck", "cs", "basic"),
    ),
    Kind(
        "daraja_stk_push_credentials",
        (
            "curl -X POST https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest "
            '-H "Authorization: Bearer ⟨tok⟩" -H "Content-Type: application/json" -d '
            '\'{"BusinessShortCode":"⟨sc⟩","Password":"⟨pw⟩","Timestamp":"⟨ts⟩",'
            '"TransactionType":"CustomerPayBillOnline","Amount":"⟨amt⟩","PartyA":"⟨phone⟩",'
            '"PartyB":"⟨sc⟩","PhoneNumber":"⟨phone⟩",'
            '"CallBackURL":"https://pay.umoyaair.co.ke/mpesa/stk/callback",'
            '"AccountReference":"⟨pnr⟩","TransactionDesc":"Umoya Air booking"}\'',
            "MPESA_PASSKEY=⟨pk⟩",
            "Lipa na M-Pesa passkey ya paybill ⟨sc⟩ (production) ni ⟨pk⟩",
            '{"access_token": "⟨tok⟩", "expires_in": "3599"}',
            "STK password for ⟨ts⟩ was ⟨pw⟩ — it's base64(shortcode+passkey+timestamp), so "
            "it carries the passkey",
        ),
        _stk,
        n=7,
        secrets=("tok", "pw", "pk"),
    ),
    Kind(
        "daraja_security_credential",
        (
            '{"OriginatorConversationID":"⟨conv⟩","InitiatorName":"umoya_b2c_api",'
            '"SecurityCredential":"⟨cred⟩","CommandID":"BusinessPayment","Amount":⟨amt⟩,'
            '"PartyA":"600980","PartyB":"⟨phone⟩","Remarks":"Refund of cancelled flight"}',
            "MPESA_B2C_SECURITY_CREDENTIAL=⟨cred⟩",
            "Initiator password ya umoya_b2c_api (M-Pesa org portal) imebadilishwa kuwa ⟨ipw⟩",
            "B2C refunds: initiator umoya_b2c_api / ⟨ipw⟩, encrypted with the production "
            "cert into ⟨cred⟩",
        ),
        _b2c,
        n=7,
        secrets=("cred", "ipw"),
    ),
    Kind(
        "flutterwave_secret_key",
        (
            "FLW_SECRET_KEY=⟨sk⟩\nFLW_PUBLIC_KEY=⟨pk⟩",
            "curl https://api.flutterwave.com/v3/transactions/verify_by_reference?tx_ref=⟨ref⟩ "
            '-H "Authorization: Bearer ⟨sk⟩"',
            "Flutterwave secret key for the Nigeria and Ghana checkout: ⟨sk⟩",
            "flutterwave:\n  public_key: ⟨pk⟩\n  secret_key: ⟨sk⟩\n  redirect_url: "
            "https://book.umoyaair.co.za/pay/return",
            "Die Flutterwave geheime sleutel (nie die publieke een nie) is ⟨sk⟩",
        ),
        _flw,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "flutterwave_encryption_key_and_hash",
        (
            "FLW_ENCRYPTION_KEY=⟨ek⟩",
            "Flutterwave dashboard > Settings > Webhooks: secret hash set to ⟨hash⟩; we compare "
            "it with the verif-hash header",
            "FLW_SECRET_HASH='⟨hash⟩'",
            'if request.headers.get("verif-hash") != "⟨hash⟩":\n    return 401',
            "3DES encryption key for direct card charges (merchant ⟨id⟩): ⟨ek⟩",
        ),
        _flw_enc,
        n=7,
        secrets=("ek", "hash"),
    ),
    Kind(
        "azure_client_secret",
        (
            "$ az ad sp create-for-rbac --name ⟨name⟩ --role Contributor "
            "--scopes /subscriptions/⟨sub⟩\n{\n"
            '  "appId": "⟨app⟩",\n  "displayName": "⟨name⟩",\n  "password": "⟨s⟩",\n'
            '  "tenant": "⟨tenant⟩"\n}',
            "export ARM_CLIENT_ID=⟨app⟩\nexport ARM_CLIENT_SECRET=⟨s⟩\n"
            "export ARM_TENANT_ID=⟨tenant⟩\nexport ARM_SUBSCRIPTION_ID=⟨sub⟩",
            "az login --service-principal -u ⟨app⟩ -p '⟨s⟩' --tenant ⟨tenant⟩",
            'AZURE_CREDENTIALS={"clientId":"⟨app⟩","clientSecret":"⟨s⟩",'
            '"subscriptionId":"⟨sub⟩","tenantId":"⟨tenant⟩"}',
            "Client secret of ⟨name⟩ (expires 2030-06) is ⟨s⟩",
            'client_secret = "⟨s⟩"  # terraform.tfvars, do not commit',
        ),
        _azure_sp,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key ⟨k⟩ "
            "--container-name eticket-pdf --file out.pdf --name 2029/06/out.pdf",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨k⟩",
            'terraform state key for ⟨acct⟩ (⟨rg⟩): access_key = "⟨k⟩"',
            "Ukhiye we-storage ⟨acct⟩ ngu ⟨k⟩ — sizowushintsha ngoLwesihlanu.",
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_sas_signature",
        (
            "azcopy copy 'https://⟨acct⟩.blob.core.windows.net/ops/⟨blob⟩?sv=2025-05-05&ss=b"
            "&srt=co&sp=rl&se=2029-07-⟨d⟩T17:00:00Z&st=2029-06-⟨d⟩T09:00:00Z&spr=https"
            "&sig=⟨sig⟩' ./",
            "AZURE_STORAGE_SAS_TOKEN=?sv=2025-05-05&ss=bf&srt=sco&sp=rwdlacup"
            "&se=2029-12-31T21:59:59Z&spr=https&sig=⟨sig⟩",
            "Manifest link for the ground handlers (valid until 2029-07-⟨d⟩): "
            "https://⟨acct⟩.blob.core.windows.net/handling/⟨blob⟩?sp=r&st=2029-06-⟨d⟩T06:00:00Z"
            "&se=2029-07-⟨d⟩T06:00:00Z&spr=https&sv=2025-05-05&sr=b&sig=⟨sig⟩",
            "sig=⟨sig⟩ is the account SAS signature the BSP export job uses",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "azure_cosmos_key",
        (
            "AccountEndpoint=https://⟨acct⟩.documents.azure.com:443/;AccountKey=⟨k⟩;",
            "$ az cosmosdb keys list -n ⟨acct⟩ -g rg-loyalty-prod-san\n{\n"
            '  "primaryMasterKey": "⟨k⟩",\n  "secondaryMasterKey": "⟨k2⟩"\n}',
            "COSMOS_KEY=⟨k⟩ dotnet run --project tools/MilesBackfill",
            "Cosmos primary key van ⟨acct⟩ na die rotasie: ⟨k⟩",
        ),
        _cosmos,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "azure_service_bus_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=listen-⟨entity⟩;"
            "SharedAccessKey=⟨k⟩;EntityPath=⟨entity⟩",
            '"ServiceBusConnection": "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=⟨k⟩"',
            "SharedAccessSignature sr=https%3A%2F%2F⟨ns⟩.servicebus.windows.net%2F⟨entity⟩"
            "&sig=⟨sig⟩&se=⟨se⟩&skn=send-⟨entity⟩",
            "SAS key for ⟨ns⟩/⟨entity⟩ (send policy): ⟨k⟩",
        ),
        _sb,
        n=7,
        secrets=("k", "sig"),
    ),
    Kind(
        "azure_redis_key",
        (
            "⟨host⟩.redis.cache.windows.net:6380,password=⟨k⟩,ssl=True,abortConnect=False",
            "redis-cli -h ⟨host⟩.redis.cache.windows.net -p 6380 --tls -a '⟨k⟩' INFO keyspace",
            "REDIS_URL=rediss://:⟨kenc⟩@⟨host⟩.redis.cache.windows.net:6380/0",
            "Primary access key for ⟨host⟩ (seat-hold cache) is ⟨k⟩",
        ),
        _redis,
        n=7,
        secrets=("k", "kenc"),
    ),
    Kind(
        "database_passwords",
        (
            "Server=tcp:sql-umoya-prod.database.windows.net,1433;Initial Catalog=⟨db⟩;"
            "User ID=⟨user⟩;Password=⟨pw⟩;Encrypt=True;Connection Timeout=30;",
            "PGPASSWORD='⟨pw⟩' psql -h psql-umoya-⟨db⟩.postgres.database.azure.com "
            "-U ⟨user⟩ -d ⟨db⟩ -c 'select count(*) from pnr_segments'",
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@psql-umoya-⟨db⟩.postgres.database.azure.com"
            ":5432/⟨db⟩?sslmode=require",
            "sqlcmd -S sql-umoya-prod.database.windows.net -d ⟨db⟩ -U ⟨user⟩ -P '⟨pw⟩' "
            '-Q "SELECT TOP 5 * FROM dbo.TicketCoupons"',
            'resource "azurerm_mssql_server" "main" {\n'
            '  administrator_login          = "⟨user⟩"\n'
            '  administrator_login_password = "⟨pw⟩"\n}',
        ),
        _db,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "azure_function_key",
        (
            "curl -X POST 'https://⟨app⟩.azurewebsites.net/api/⟨fn⟩?code=⟨k⟩' -d @payload.json",
            'curl -H "x-functions-key: ⟨k⟩" https://⟨app⟩.azurewebsites.net/api/⟨fn⟩',
            "$ az functionapp keys list -n ⟨app⟩ -g rg-booking-prod-san\n{\n"
            '  "functionKeys": { "default": "⟨k⟩" },\n  "masterKey": "⟨mk⟩",\n'
            '  "systemKeys": {}\n}',
            "Function key for ⟨fn⟩ on ⟨app⟩: ⟨k⟩ (Daraja calls it with ?code=)",
        ),
        _func,
        n=7,
        secrets=("k", "mk"),
    ),
    Kind(
        "azure_devops_pat",
        (
            "git clone https://⟨user⟩:⟨pat⟩@dev.azure.com/umoyaair/booking/_git/booking-engine",
            "AZURE_DEVOPS_EXT_PAT=⟨pat⟩ az pipelines run --name booking-engine-ci",
            "; .npmrc for the umoya-npm feed\n"
            "//pkgs.dev.azure.com/umoyaair/_packaging/umoya-npm/npm/registry/:username=umoyaair\n"
            "//pkgs.dev.azure.com/umoyaair/_packaging/umoya-npm/npm/registry/:_password=⟨enc⟩\n"
            "//pkgs.dev.azure.com/umoyaair/_packaging/umoya-npm/npm/registry/:email=npm",
            "⟨user⟩'s ADO PAT (Code read, Packaging read; 90 days): ⟨pat⟩",
            "echo ⟨pat⟩ | az devops login --organization https://dev.azure.com/umoyaair",
        ),
        _ado,
        n=7,
        secrets=("pat", "enc"),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '~/.terraform.d/credentials.tfrc.json:\n{\n  "credentials": {\n'
            '    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform -chdir=envs/prod-san plan",
            "Team token for umoya-platform in HCP Terraform: ⟨t⟩",
            "Die HCP Terraform-token vir die CI-agent is ⟨t⟩",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "datadog_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_APP_KEY=⟨app⟩\nDD_SITE=datadoghq.eu\nDD_ENV=⟨env⟩",
            'curl -X GET "https://api.datadoghq.eu/api/v1/monitor?tags=team:sre-jnb" '
            '-H "DD-API-KEY: ⟨api⟩" -H "DD-APPLICATION-KEY: ⟨app⟩"',
            "helm upgrade datadog datadog/datadog -n datadog --set datadog.site=datadoghq.eu "
            "--set datadog.apiKey=⟨api⟩",
            'provider "datadog" {\n  api_key = "⟨api⟩"\n  app_key = "⟨app⟩"\n'
            '  api_url = "https://api.datadoghq.eu/"\n}',
            "/etc/datadog-agent/datadog.yaml on the GDS bridge VM:\napi_key: ⟨api⟩\n"
            "site: datadoghq.eu\nenv: ⟨env⟩",
        ),
        _dd,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "pagerduty_keys",
        (
            'curl -H "Authorization: Token token=⟨api⟩" -H "Accept: application/json" '
            '"https://api.pagerduty.com/incidents?service_ids[]=⟨svc⟩&statuses[]=triggered"',
            '{\n  "routing_key": "⟨rk⟩",\n  "event_action": "trigger",\n'
            '  "payload": {"summary": "M-Pesa callback lag > 5m", "source": "func-umoya-mpesa-cb",'
            ' "severity": "critical"}\n}',
            "PAGERDUTY_TOKEN=⟨api⟩ terraform -chdir=pagerduty apply",
            "Events v2 integration key for service ⟨svc⟩ (Booking engine P1): ⟨rk⟩",
            "Ufunguo wa PagerDuty REST API wa timu ya Nairobi ni ⟨api⟩",
        ),
        _pd,
        n=7,
        secrets=("api", "rk"),
    ),
    Kind(
        "twilio_credentials",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=⟨to⟩' --data-urlencode 'Body=Your flight U7 412 is delayed' "
            "-u ⟨sid⟩:⟨tok⟩",
            "twilio profiles:create umoya-prod --account-sid ⟨sid⟩ --api-key ⟨ksid⟩ "
            "--api-secret ⟨ksec⟩",
            'client = Client("⟨ksid⟩", "⟨ksec⟩", "⟨sid⟩")  # API key + secret, not the auth token',
            "Twilio auth token (primary, after the rotation): ⟨tok⟩",
        ),
        _twilio,
        n=7,
        secrets=("tok", "ksec"),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            "curl https://api.sendgrid.com/v3/mail/send -H 'Authorization: Bearer ⟨k⟩' "
            "-H 'Content-Type: application/json' -d @itinerary-mail.json",
            "SendGrid key for the e-ticket receipts (Mail Send only): ⟨k⟩",
            "az keyvault secret set --vault-name kv-umoya-prod --name sendgrid-api-key --value ⟨k⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "teams_and_workflow_webhooks",
        (
            "Teams channel #sre-alerts incoming webhook: https://umoyaair.webhook.office.com/"
            "webhookb2/⟨g⟩@⟨t⟩/IncomingWebhook/⟨tail⟩",
            "TEAMS_WEBHOOK_URL=https://umoyaair.webhook.office.com/webhookb2/⟨g⟩@⟨t⟩"
            "/IncomingWebhook/⟨tail⟩",
            "curl -H 'Content-Type: application/json' -d '{\"text\":\"GDS queue backlog\"}' "
            "'https://prod-⟨n⟩.southafricanorth.logic.azure.com:443/workflows/⟨wf⟩/triggers/"
            "manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0"
            "&sig=⟨sig⟩'",
            "Workflow URL for the Nairobi channel (Power Automate): "
            "https://prod-⟨n⟩.southafricanorth.logic.azure.com/workflows/⟨wf⟩/triggers/manual/"
            "paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=⟨sig⟩",
        ),
        _webhooks,
        n=7,
        secrets=("tail", "sig"),
    ),
    Kind(
        "loyalty_partner_hmac_secret",
        (
            "LOYALTY_PARTNER_HMAC_SECRET=⟨h⟩",
            '"Partners": {\n  "⟨partner⟩": {\n    "AccrualEndpoint": '
            '"https://partners.umoyaair.co.za/miles/accrual",\n    "SigningSecret": "⟨b⟩"\n  }\n}',
            "Die HMAC-sleutel vir die ⟨partner⟩-vennootvoer is ⟨h⟩",
            'sig = hmac.new(bytes.fromhex("⟨h⟩"), body, hashlib.sha256).hexdigest()',
            "Umoya Miles accrual feed from ⟨partner⟩ signs with the shared secret ⟨b⟩",
        ),
        _hmac,
        n=7,
        secrets=("h", "b"),
    ),
    Kind(
        "booking_api_jwt",
        (
            'curl https://api.umoyaair.co.za/booking/v3/orders/⟨pnr⟩ -H "Authorization: '
            'Bearer ⟨jwt⟩"',
            "2029-06-14 09:02:11.384 INFO  booking-api request GET /orders/⟨pnr⟩ "
            "headers={authorization=Bearer ⟨jwt⟩}",
            "Access token ya mteja wa majaribio (PNR ⟨pnr⟩): ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","token_type":"Bearer","expires_in":900}',
        ),
        _jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "multilingual_passwords",
        (
            "Die wagwoord vir die Sabre Red workspace-admin is ⟨pw⟩ (⟨who⟩ het dit gestel).",
            "Nenosiri la akaunti ya M-Pesa org portal ni ⟨pw⟩ — ⟨who⟩ analo pia.",
            "Iphasiwedi ye-VPN yeqembu lase-JNB ithi ⟨pw⟩, ungayabelani nomuntu.",
            "| system | user | password |\n|---|---|---|\n| Amadeus Selling Platform | ⟨who⟩ "
            "| ⟨pw⟩ |\n| Azure break-glass | bg-admin@umoyaair.onmicrosoft.com | ⟨pw2⟩ |",
            "the password for the BSPlink upload user is ⟨pw⟩",
            "Wagwoord vir die Grafana-admin op die NOC-skerm: ⟨pw2⟩",
        ),
        _pw,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + "OPENSSH " + _PK + "\n⟨body⟩\n" + _END + "OPENSSH " + _PK,
            "Key for ⟨host⟩ (ops user), pasted from the old laptop:\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK,
            "~/.ssh/id_ed25519_⟨host⟩:\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "pem_private_key",
        (
            _PEM_BEGIN + "\n⟨body⟩\n" + _PEM_END,
            "mTLS client key for the Amadeus NDC gateway (client.key):\n"
            + _PEM_BEGIN
            + "\n⟨body⟩\n"
            + _PEM_END,
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ndc-mtls\ntype: kubernetes.io/tls\n"
            "stringData:\n  tls.key: |\n    " + _PEM_BEGIN + "\n    ⟨ibody⟩\n    " + _PEM_END,
        ),
        _pem,
        n=7,
        secrets=("body", "ibody"),
    ),
    Kind(
        "totp_seeds",
        (
            "otpauth://totp/UmoyaAir:⟨acct⟩?secret=⟨s⟩&issuer=UmoyaAir&algorithm=SHA1"
            "&digits=6&period=30",
            "oathtool --totp -b ⟨s⟩  # ⟨acct⟩ MFA",
            "MFA seed for ⟨acct⟩ (kept here until the vault migration): ⟨s⟩",
            "Imbewu ye-MFA ye-⟨acct⟩: ⟨s⟩",
        ),
        _totp,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident INC-2029-0611 (⟨fl⟩ JNB-NBO)\n- PNR ⟨pnr⟩, ticket ⟨tkt⟩ stuck in "
            "ticketing\n- trace ⟨trace⟩ span ⟨span⟩\n- fix in commit ⟨sha⟩\n"
            "- FLW_SECRET_KEY=⟨flw⟩ was in the pod env dump, rotate",
            "Loyalty backfill\n▸ member ⟨mem⟩ missing 1,240 miles\n▸ subscription ⟨sub⟩\n"
            "▸ twilio auth token ⟨tw⟩ (shared in chat, rotated?)",
            "Handover (Nairobi → JNB)\n* ⟨fl⟩ rebooked, PNR ⟨pnr⟩\n* release ⟨sha⟩\n"
            "* nenosiri jipya la admin wa booking console: ⟨pw⟩",
        ),
        _among,
        n=7,
        secrets=("flw", "tw", "pw"),
    ),
)
