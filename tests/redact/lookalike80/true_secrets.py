"""True secrets in Wagonik memory-note framings; each kind names the fields that must not
survive. Public or short identifiers next to a secret (POS ids, merchant ids, GoIDs, client
ids, tenant ids, AppRole role ids, the Packeta widget API key, user names) are fields too,
but are not listed."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike80.gen import (
    ALNUM,
    B64URL,
    ENTRA_CHARS,
    LOWER_ALNUM,
    any_password,
    b64,
    b64_of,
    b64url,
    b64url_json,
    b64url_of,
    certificate_der,
    comgate_trans_id,
    container_no,
    day,
    ec_sec1_der,
    ed25519_pkcs8_der,
    epoch,
    hexs,
    human_password,
    indent,
    jwt,
    keycloak_header,
    ksef_number,
    ksef_reference,
    nip,
    num,
    object_id,
    openssh_private,
    p24_token,
    password,
    payu_order_id,
    pem,
    person,
    pick,
    rs256_jwt,
    rsa_pkcs1_der,
    rsa_pkcs8_der,
    secret_kind,
    stamp,
    ticket,
    ulid,
    url_password,
    uuid4,
    wagonik_order,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_HVS = "hv" + "s."
_GLSA = "gl" + "sa_"
_GLC = "gl" + "c_"
_SQU = "sq" + "u_"

_HOST_PAYU = ("secure.snd.payu.com", "secure.payu.com")
_SQL_USERS = ("fwd_app", "ksef_writer", "reporting_ro", "sap_sync", "payments_cz")
_SQL_DBS = ("wagonik-fwd", "wagonik-payments", "wagonik-ksef", "wagonik-reporting")
_RMQ_USERS = ("fwd-svc", "wagon-events", "ksef-worker", "shipping", "sap-bridge")
_KC_CLIENTS = ("fwd-backend", "ksef-gateway", "sap-bridge", "shipping-labels", "grafana")
_SAP_USERS = ("WGK_COMM_SD", "WGK_COMM_FI", "WGK_COMM_TM", "WGK_COMM_MM")
_ACCOUNTS = ("svc-ostrava", "fwd_admin", "wgk-sftp", "ops.wroclaw", "admin", "sap_sync")
_SYSTEMS = ("Azure SQL", "Grafana", "Keycloaku", "SAP GUI", "portalu PayU", "Vaultu", "RabbitMQ")


def _pos(r: Random) -> str:
    return num(r, r.choice((6, 7)))


def _sig_url(r: Random) -> str:
    raw = b64(r, 32)
    return raw.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def _entra_secret(r: Random) -> str:
    return pick(r, ALNUM, 3) + pick(r, "0123456789", 1) + "Q~" + pick(r, ENTRA_CHARS, 34)


def _kc_refresh(r: Random, typ: str = "Refresh") -> str:
    issued = epoch(r)
    realm = "https://sso.wagonik.pl/realms/wagonik"
    claims = {
        "exp": issued + (0 if typ == "Offline" else 1800),
        "iat": issued,
        "jti": uuid4(r),
        "iss": realm,
        "aud": realm,
        "sub": uuid4(r),
        "typ": typ,
        "azp": r.choice(("fwd-portal", "sap-export", "ops-cli")),
        "sid": uuid4(r),
        "scope": "openid profile email" + (" offline_access" if typ == "Offline" else ""),
    }
    if typ == "Offline":
        del claims["exp"]
    return jwt(keycloak_header("HS512", uuid4(r)), claims, r.randbytes(64))


def _kc_access(r: Random) -> str:
    issued = epoch(r)
    claims = {
        "exp": issued + 300,
        "iat": issued,
        "jti": uuid4(r),
        "iss": "https://sso.wagonik.pl/realms/wagonik",
        "aud": ["fwd-api", "account"],
        "sub": uuid4(r),
        "typ": "Bearer",
        "azp": "fwd-portal",
        "sid": uuid4(r),
        "realm_access": {"roles": ["dispatcher", "default-roles-wagonik"]},
        "preferred_username": r.choice(("k.nowak", "j.dvorak", "p.wisniewski", "l.novakova")),
    }
    return jwt(keycloak_header("RS256", b64url(r, 32)), claims, r.randbytes(256))


# ---------------------------------------------------------------------------------- payments


def _payu_client(r: Random) -> dict[str, str]:
    host = r.choice(_HOST_PAYU)
    return {
        "pos": _pos(r),
        "cs": hexs(r, 32),
        "host": host,
        "envname": "sandbox" if ".snd." in host else "produkcja",
    }


def _payu_second(r: Random) -> dict[str, str]:
    return {"pos": _pos(r), "k": hexs(r, 32)}


def _payu_bearer(r: Random) -> dict[str, str]:
    return {"t": uuid4(r), "pos": _pos(r), "ord": wagonik_order(r), "ts": stamp(r)}


def _p24(r: Random) -> dict[str, str]:
    return {"m": num(r, 6), "crc": hexs(r, 16), "api": hexs(r, 32)}


def _comgate(r: Random) -> dict[str, str]:
    merchant = num(r, 6)
    secret = pick(r, ALNUM, 32)
    return {
        "m": merchant,
        "s": secret,
        "basic": b64_of(f"{merchant}:{secret}"),
        "price": str(r.randint(50, 900) * 100),
        "ref": wagonik_order(r),
    }


def _gopay(r: Random) -> dict[str, str]:
    client_id = num(r, 10)
    secret = pick(r, ALNUM, 8)
    return {
        "goid": num(r, 10),
        "basic": b64_of(f"{client_id}:{secret}"),
        "pair": f"{client_id}:{secret}",
        "tok": "AAA" + pick(r, B64URL, 77),
        "pid": num(r, 10),
    }


def _shipx(r: Random) -> dict[str, str]:
    issued = epoch(r)
    claims = {
        "exp": issued + 10 * 365 * 86400,
        "iat": issued,
        "jti": uuid4(r),
        "iss": "https://login.inpost.pl/auth/realms/external",
        "sub": "f:" + uuid4(r) + ":integracje@wagonik.pl",
        "typ": "Bearer",
        "azp": "shipx",
        "session_state": uuid4(r),
        "scope": "openid api:apipoint api:shipx",
        "sid": uuid4(r),
        "allowed_refs": [""],
        "email": "integracje@wagonik.pl",
    }
    token = jwt(keycloak_header("RS256", b64url(r, 32)), claims, r.randbytes(256))
    return {"t": token, "org": num(r, r.choice((5, 6)))}


def _packeta(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 16),
        "pw": hexs(r, 32),
        "pid": num(r, 10),
        "ord": wagonik_order(r),
        "point": num(r, r.choice((4, 5))),
    }


def _ksef(r: Random) -> dict[str, str]:
    tax_id = nip(r)
    issued = epoch(r)
    claims = {
        "iss": "https://api.ksef.mf.gov.pl",
        "sub": f"nip-{tax_id}",
        "aud": "ksef-api-v2",
        "exp": issued + 900,
        "iat": issued,
        "jti": uuid4(r),
        "ctx": {"type": "nip", "value": tax_id},
        "per": ["InvoiceWrite", "InvoiceRead"],
    }
    return {
        "nip": tax_id,
        "t": f"{ksef_reference(r, 'EC')}|nip-{tax_id}|{hexs(r, 64)}",
        "jwt": rs256_jwt(r, claims),
        "day": day(r),
        "ticket": ticket(r),
    }


# ------------------------------------------------------------------------------------ Azure


def _storage(r: Random) -> dict[str, str]:
    return {
        "acct": "stwgk" + r.choice(("fwd", "ksef", "isdoc", "logs")) + r.choice(("prod", "stg")),
        "key": b64(r, 64),
        "sig": _sig_url(r),
        "se": f"2037-{r.randint(4, 9):02d}-{r.randint(1, 28):02d}",
        "day": day(r),
    }


def _servicebus(r: Random) -> dict[str, str]:
    return {
        "ns": "sb-wagonik-" + r.choice(("plc-prod", "plc-stg", "events", "ostrava")),
        "k": b64(r, 32),
        "k2": b64(r, 32),
        "rule": r.choice(("RootManageSharedAccessKey", "fwd-send", "wagon-events-listen")),
    }


def _entra(r: Random) -> dict[str, str]:
    return {
        "s": _entra_secret(r),
        "app": uuid4(r),
        "tenant": uuid4(r),
        "sub": uuid4(r),
        "day": day(r),
    }


def _azure_sql(r: Random) -> dict[str, str]:
    return {
        "srv": "sql-wagonik-plc-" + r.choice(("prod", "stg", "reporting")),
        "db": r.choice(_SQL_DBS),
        "user": r.choice(_SQL_USERS),
        "pw": password(r, r.choice((20, 24, 28))),
    }


def _aks(r: Random) -> dict[str, str]:
    fqdn = f"aks-wagonik-plc-{hexs(r, 8)}.hcp.polandcentral.azmk8s.io"
    issued = epoch(r)
    claims = {
        "aud": [f"https://{fqdn}", f'"{fqdn}"'],
        "exp": issued + 172800,
        "iat": issued,
        "iss": f"https://polandcentral.oic.prod-aks.azure.com/{uuid4(r)}/{uuid4(r)}/",
        "kubernetes.io": {
            "namespace": "fwd",
            "serviceaccount": {"name": "gitlab-deployer", "uid": uuid4(r)},
        },
        "nbf": issued,
        "sub": "system:serviceaccount:fwd:gitlab-deployer",
    }
    header = b64url_json({"alg": "RS256", "kid": b64url(r, 32)})
    key_pem = pem("RSA PRIVATE KEY", rsa_pkcs1_der(r)) + "\n"
    cert_pem = pem("CERTIFICATE", certificate_der(r, "masterclient", "ca")) + "\n"
    return {
        "fqdn": fqdn,
        "sa": jwt(header, claims, r.randbytes(256)),
        "key": b64_of(key_pem),
        "cert": b64_of(cert_pem),
    }


# -------------------------------------------------------------------------------------- SAP


def _sap_basic(r: Random) -> dict[str, str]:
    user = r.choice(_SAP_USERS)
    pw = password(r, r.choice((24, 32, 40)), ALNUM + "!%*+-.=?@^_~")
    return {
        "user": user,
        "pw": pw,
        "basic": b64_of(f"{user}:{pw}"),
        "host": f"my{num(r, 6)}-api.s4hana.cloud.sap",
        "bp": num(r, 7),
    }


def _btp(r: Random) -> dict[str, str]:
    app = r.choice(("sap-bridge", "fwd-destinations", "tm-events"))
    return {
        "cid": f"sb-wagonik-{app}!t{num(r, 5)}",
        "cs": f"{uuid4(r)}${b64url(r, 32)}=",
        "sub": r.choice(("prod", "qa", "dev")),
        "app": f"wagonik-{app}!t{num(r, 5)}",
    }


# ---------------------------------------------------------------------------- platform/auth


def _rabbit(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(_RMQ_USERS),
        "pw": url_password(r, r.choice((20, 24, 32))),
        "cookie": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 20),
        "host": f"rmq-0{r.randint(1, 3)}.ostrava.wagonik.internal",
        "vhost": r.choice(("fwd", "ksef", "shipping", "events")),
    }


def _kc_secret(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM, 32), "client": r.choice(_KC_CLIENTS), "id": uuid4(r), "day": day(r)}


def _kc_tokens(r: Random) -> dict[str, str]:
    return {
        "rt": _kc_refresh(r, r.choice(("Refresh", "Refresh", "Offline"))),
        "at": _kc_access(r),
        "sid": uuid4(r),
    }


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "pat": _GLPAT + pick(r, B64URL, 20),
        "rt": _GLRT + pick(r, B64URL, 20),
        "dt": _GLDT + pick(r, B64URL, 20),
        "n": num(r, 2),
        "day": day(r),
    }


def _hvs_service(r: Random) -> str:
    inner = (_HVS + pick(r, ALNUM, 24)).encode()
    raw = b"\x08\x01\x12\x20" + r.randbytes(32) + b"\x1a\x1e\x0a\x1c" + inner
    return _HVS + b64url_of(raw)


def _vault(r: Random) -> dict[str, str]:
    out = {
        "t": _hvs_service(r),
        "root": _HVS + pick(r, ALNUM, 24),
        "sid": uuid4(r),
        "role": uuid4(r),
    }
    for i in range(1, 6):
        out[f"u{i}"] = b64(r, 33)
    return out


def _grafana(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    cloud = {
        "o": num(r, 6),
        "n": f"stack-{stack}-alloy-wagonik-{r.choice(('logs', 'metrics', 'traces'))}",
        "k": pick(r, ALNUM, 32),
        "m": {"r": "prod-eu-west-2"},
    }
    return {
        "sa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "glc": _GLC + b64_of(json.dumps(cloud, separators=(",", ":"))),
        "pw": any_password(r),
        "sk": pick(r, ALNUM, 24),
        "stack": stack,
    }


# ---------------------------------------------------------------------------- private keys


def _rsa_pem(r: Random) -> dict[str, str]:
    if r.random() < 0.6:
        key = pem("PRIVATE KEY", rsa_pkcs8_der(r))
    else:
        key = pem("RSA PRIVATE KEY", rsa_pkcs1_der(r))
    return {
        "key": key,
        "keyi": indent(key, "    "),
        "cn": r.choice(("sap-bridge", "ksef-gateway", "fwd-booking", "isdoc-exporter")),
    }


def _ec_ed(r: Random) -> dict[str, str]:
    ed_der = ed25519_pkcs8_der(r)
    ed = pem("PRIVATE KEY", ed_der)
    return {
        "ec": pem("EC PRIVATE KEY", ec_sec1_der(r)),
        "ed": ed,
        "edbody": ed.splitlines()[1],
        "who": person(r),
    }


def _openssh(r: Random) -> dict[str, str]:
    algo = r.choice(("ssh-ed25519", "ssh-ed25519", "ecdsa-sha2-nistp256"))
    comment = r.choice(("deploy@wgk-jump-01", "gitlab-ci@wagonik", "ondrej@ostrava-nb17"))
    key = openssh_private(r, algo, comment, encrypted=r.random() < 0.3)
    return {"key": key, "keyi": indent(key, "  ")}


# ----------------------------------------------------------------------------- composites


def _k8s_b64(r: Random) -> dict[str, str]:
    pw = password(r, 24)
    return {
        "b_pos": b64_of(_pos(r)),
        "b_cs": b64_of(hexs(r, 32)),
        "b_crc": b64_of(hexs(r, 16)),
        "b_api": b64_of(hexs(r, 32)),
        "b_conn": b64_of(
            "Server=tcp:sql-wagonik-plc-prod.database.windows.net,1433;"
            f"Initial Catalog=wagonik-fwd;User ID=fwd_app;Password={pw};Encrypt=True;"
        ),
        "b_key": b64_of(hexs(r, 16)),
        "b_ppw": b64_of(hexs(r, 32)),
        "b_rmq": b64_of(url_password(r, 24)),
        "b_ent": b64_of(_entra_secret(r)),
        "b_user": b64_of(r.choice(("fwd_app", "payments", "shipping"))),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pos": _pos(r),
        "cs": hexs(r, 32),
        "k2": hexs(r, 32),
        "m": num(r, 6),
        "crc": hexs(r, 16),
        "cm": num(r, 6),
        "cgs": pick(r, ALNUM, 32),
        "goid": num(r, 10),
        "dbpw": url_password(r, 22),
        "kc": pick(r, ALNUM, 32),
        "rmq": url_password(r, 20),
        "sappw": password(r, 32, ALNUM + "!%*+-.=?@^_~"),
        "ent": _entra_secret(r),
        "image": f"wagonikprod.azurecr.io/fwd/sap-bridge:2.{r.randint(3, 19)}.{r.randint(0, 9)}",
    }


def _ci_vars(r: Random) -> dict[str, str]:
    tax_id = nip(r)
    return {
        "ksef": f"{ksef_reference(r, 'EC')}|nip-{tax_id}|{hexs(r, 64)}",
        "sonar": _SQU + hexs(r, 40),
        "ent": _entra_secret(r),
        "cgs": pick(r, ALNUM, 32),
        "pid": num(r, 3),
        "role": uuid4(r),
        "sid": uuid4(r),
        "regpw": password(r, 24, ALNUM),
        "dt": _GLDT + pick(r, B64URL, 20),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "day": day(r),
        "sha": hexs(r, 40),
        "mr": str(r.randint(100, 2400)),
        "digest": hexs(r, 64),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "vt": _hvs_service(r),
        "ksef": ksef_number(r),
        "ticket": ticket(r),
        "order": payu_order_id(r),
        "ext": wagonik_order(r),
        "sig": hexs(r, 32),
        "uuid": uuid4(r),
        "cgs": pick(r, ALNUM, 32),
        "trans": comgate_trans_id(r),
        "ulid": ulid(r),
        "pw": password(r, 22),
        "kvver": hexs(r, 32),
        "etag": hexs(r, 12).upper(),
        "m": num(r, 6),
        "sign": hexs(r, 96),
        "api": hexs(r, 32),
        "p24tok": p24_token(r),
        "oid": object_id(r),
        "cont": container_no(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r) if r.random() < 0.7 else human_password(r),
        "who": person(r),
        "acct": r.choice(_ACCOUNTS),
        "sys": r.choice(_SYSTEMS),
        "day": day(r),
    }


def _webhooks(r: Random) -> dict[str, str]:
    return {
        "gl": pick(r, ALNUM, r.choice((24, 32, 40))),
        "wh": hexs(r, 64),
        "gr": b64url(r, 32),
        "pid": num(r, 3),
        "uid": pick(r, LOWER_ALNUM, 14),
    }


_P_BEGIN = "-----BEGIN PRIVATE KEY-----\\n"
_P_END = "\\n-----END PRIVATE KEY-----\\n"
_SB = "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨rule⟩;SharedAccessKey="
_KC_TOKEN_URL = "https://sso.wagonik.pl/realms/wagonik/protocol/openid-connect/token"

SECRETS = (
    secret_kind(
        "payu_oauth_client_secret",
        (
            "curl -X POST https://⟨host⟩/pl/standard/user/oauth/authorize \\\n"
            "  -d 'grant_type=client_credentials&client_id=⟨pos⟩&client_secret=⟨cs⟩'",
            "# application-⟨envname⟩.yml (payments-pl)\npayu:\n  pos-id: ⟨pos⟩\n  oauth:\n"
            "    client-id: ⟨pos⟩\n    client-secret: ⟨cs⟩\n  base-url: https://⟨host⟩",
            "PayU ⟨envname⟩: POS ⟨pos⟩, client_secret `⟨cs⟩` — nie commitować, docelowo tylko "
            "w Key Vault (kv-wagonik-plc).",
            'resource "azurerm_key_vault_secret" "payu_client_secret" {\n'
            '  name         = "payu-client-secret"\n  value        = "⟨cs⟩"\n'
            "  key_vault_id = azurerm_key_vault.fwd.id\n}",
            "Pro polské zákazníky jde platba přes PayU; OAuth client_secret pro POS ⟨pos⟩ "
            "(⟨envname⟩) je ⟨cs⟩.",
        ),
        _payu_client,
        ("cs",),
    ),
    secret_kind(
        "payu_second_key_md5",
        (
            "Drugi klucz (MD5) dla POS ⟨pos⟩: ⟨k⟩ — używany do weryfikacji nagłówka "
            "OpenPayU-Signature w /webhooks/payu.",
            "def verify_payu(body: bytes, header: str) -> bool:\n"
            '    parts = dict(p.split("=", 1) for p in header.split(";"))\n'
            '    expected = md5(body + b"⟨k⟩").hexdigest()\n'
            '    return hmac.compare_digest(parts["signature"], expected)',
            "PAYU_POS_ID=⟨pos⟩\nPAYU_SECOND_KEY=⟨k⟩",
            "Notifications failed on staging because it still had the old second key; the "
            "right one for POS ⟨pos⟩ is ⟨k⟩.",
            "kubectl -n payments create secret generic payu-notify "
            "--from-literal=second-key=⟨k⟩ --from-literal=pos-id=⟨pos⟩",
        ),
        _payu_second,
        ("k",),
    ),
    secret_kind(
        "payu_oauth_access_token",
        (
            "curl -X POST https://secure.payu.com/api/v2_1/orders \\\n"
            '  -H "Content-Type: application/json" \\\n'
            '  -H "Authorization: Bearer ⟨t⟩" \\\n  -d @order-⟨ord⟩.json',
            '{"access_token":"⟨t⟩","token_type":"bearer","expires_in":43199,'
            '"grant_type":"client_credentials"}',
            "⟨ts⟩ INFO payments-pl PayuAuthClient: token refreshed access_token=⟨t⟩ "
            "expires_in=43199 pos=⟨pos⟩",
            "Do ręcznego testu zwrotu użyłam tokenu Bearer ⟨t⟩ (ważny ok. 12 h, POS ⟨pos⟩).",
        ),
        _payu_bearer,
        ("t",),
    ),
    secret_kind(
        "przelewy24_crc_and_api_key",
        (
            "curl -u ⟨m⟩:⟨api⟩ https://sandbox.przelewy24.pl/api/v1/testAccess",
            '"Przelewy24": {\n  "MerchantId": ⟨m⟩,\n  "PosId": ⟨m⟩,\n  "Crc": "⟨crc⟩",\n'
            '  "SecretId": "⟨api⟩",\n  "Sandbox": true\n}',
            "Klucz CRC do sandboxa P24 to ⟨crc⟩, a klucz do raportów (REST API) ⟨api⟩ — "
            "merchant ⟨m⟩.",
            'payload = {"sessionId": session_id, "merchantId": ⟨m⟩, "amount": amount,\n'
            '           "currency": "PLN", "crc": "⟨crc⟩"}\n'
            'sign = sha384(json.dumps(payload, separators=(",", ":")).encode()).hexdigest()',
            "P24_MERCHANT_ID=⟨m⟩\nP24_POS_ID=⟨m⟩\nP24_CRC=⟨crc⟩\nP24_API_KEY=⟨api⟩",
        ),
        _p24,
        ("crc", "api"),
    ),
    secret_kind(
        "comgate_secret",
        (
            "curl -X POST https://payments.comgate.cz/v1.0/create \\\n"
            '  -d "merchant=⟨m⟩&secret=⟨s⟩&test=true&price=⟨price⟩&curr=CZK'
            '&label=Preprava&refId=⟨ref⟩&method=ALL&prepareOnly=true"',
            "curl https://payments.comgate.cz/v2.0/payment.json "
            '-H "Authorization: Basic ⟨basic⟩" -H "Content-Type: application/json" -d @platba.json',
            "Comgate: merchant ⟨m⟩, secret ⟨s⟩ (testovací režim), produkční secret je jiný "
            "a leží ve Vaultu.",
            "COMGATE_MERCHANT=⟨m⟩\nCOMGATE_SECRET=⟨s⟩\nCOMGATE_TEST=true",
            'comgate:\n  merchant: "⟨m⟩"\n  secret: "⟨s⟩"\n'
            "  return-url: https://portal.wagonik.cz/platba/navrat",
        ),
        _comgate,
        ("s", "basic"),
    ),
    secret_kind(
        "gopay_client_credentials",
        (
            "curl -X POST https://gw.sandbox.gopay.com/api/oauth2/token \\\n"
            '  -H "Authorization: Basic ⟨basic⟩" \\\n'
            '  -d "grant_type=client_credentials&scope=payment-create"',
            '{"token_type":"bearer","access_token":"⟨tok⟩","expires_in":1800}',
            "curl https://gw.sandbox.gopay.com/api/payments/payment/⟨pid⟩ "
            '-H "Authorization: Bearer ⟨tok⟩"',
            "GoPay sandbox (GoID ⟨goid⟩): ClientID:ClientSecret = ⟨pair⟩ — secret má jen "
            "8 znaků, tak ať není v logu.",
            "GoPay token pro payments-cz (platí 30 min, nekopírovat do Jiry): ⟨tok⟩",
        ),
        _gopay,
        ("basic", "tok", "pair"),
    ),
    secret_kind(
        "inpost_shipx_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" \\\n'
            '  "https://api-shipx-pl.easypack24.net/v1/organizations/⟨org⟩/shipments'
            '?status=confirmed"',
            "SHIPX_API_TOKEN=⟨t⟩\nSHIPX_ORGANIZATION_ID=⟨org⟩",
            "Token ShipX z Managera Paczek (organizacja ⟨org⟩, produkcja): ⟨t⟩",
            "inpost:\n  base-url: https://api-shipx-pl.easypack24.net\n"
            "  organization-id: ⟨org⟩\n  token: ⟨t⟩",
        ),
        _shipx,
        ("t",),
    ),
    secret_kind(
        "packeta_api_password",
        (
            "curl -X POST https://www.zasilkovna.cz/api/rest -H 'Content-Type: application/xml' "
            "\\\n  -d '<packetStatus><apiPassword>⟨pw⟩</apiPassword>"
            "<packetId>⟨pid⟩</packetId></packetStatus>'",
            "PACKETA_API_KEY=⟨key⟩\nPACKETA_API_PASSWORD=⟨pw⟩",
            "Heslo k API Zásilkovny (pozor, ne API klíč ⟨key⟩ — ten je veřejný ve widgetu): ⟨pw⟩",
            "<createPacket>\n  <apiPassword>⟨pw⟩</apiPassword>\n  <packetAttributes>\n"
            "    <number>⟨ord⟩</number>\n    <name>Jan</name>\n    <surname>Novák</surname>\n"
            "    <email>jan.novak@example.cz</email>\n    <addressId>⟨point⟩</addressId>\n"
            "    <value>1290</value>\n    <eshop>wagonik</eshop>\n  </packetAttributes>\n"
            "</createPacket>",
            "packeta:\n  api-key: ⟨key⟩        # veřejný, používá ho widget\n  api-password: ⟨pw⟩",
        ),
        _packeta,
        ("pw",),
    ),
    secret_kind(
        "ksef_token",
        (
            "KSEF_TOKEN='⟨t⟩'",
            "Token KSeF dla NIP ⟨nip⟩ (uprawnienia InvoiceWrite + InvoiceRead), wygenerowany "
            "w Aplikacji Podatnika ⟨day⟩: ⟨t⟩",
            "curl -X POST https://api.ksef.mf.gov.pl/v2/invoices/query/metadata \\\n"
            '  -H "Authorization: Bearer ⟨jwt⟩" \\\n'
            '  -H "Content-Type: application/json" -d @query.json',
            'ksef:\n  environment: prod\n  nip: "⟨nip⟩"\n  token: "⟨t⟩"',
            "ksef-gateway logged the redeemed access token at INFO: accessToken=⟨jwt⟩ — "
            "lowered to DEBUG in ⟨ticket⟩.",
        ),
        _ksef,
        ("t", "jwt"),
    ),
    secret_kind(
        "azure_storage_key_and_sas",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨key⟩;"
            "EndpointSuffix=core.windows.net",
            'az storage blob upload --account-name ⟨acct⟩ --account-key "⟨key⟩" \\\n'
            "  -c ksef-archive -f FA_2037_03_0412.xml -n ⟨day⟩/FA_2037_03_0412.xml",
            "SAS na kontejner isdoc-export (platí do ⟨se⟩): https://⟨acct⟩.blob.core.windows.net"
            "/isdoc-export?sp=racwl&st=2037-03-01T08:00:00Z&se=⟨se⟩T16:00:00Z&spr=https"
            "&sv=2035-11-05&sr=c&sig=⟨sig⟩",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨key⟩",
            'azcopy copy "./exports/*.isdoc" "https://⟨acct⟩.blob.core.windows.net/isdoc-export'
            '?sv=2035-11-05&ss=b&srt=co&sp=rwlc&se=⟨se⟩T23:59:59Z&spr=https&sig=⟨sig⟩"',
        ),
        _storage,
        ("key", "sig"),
    ),
    secret_kind(
        "azure_service_bus_key",
        (
            '"ConnectionStrings": {\n  "ServiceBus": "' + _SB + '⟨k⟩"\n}',
            '{\n  "keyName": "⟨rule⟩",\n  "primaryConnectionString": "' + _SB + '⟨k⟩",\n'
            '  "primaryKey": "⟨k⟩",\n  "secondaryConnectionString": "' + _SB + '⟨k2⟩",\n'
            '  "secondaryKey": "⟨k2⟩"\n}',
            "Klíč politiky ⟨rule⟩ na ⟨ns⟩ (fronta wagon-events): ⟨k⟩ — rotovat po odchodu "
            "dodavatele.",
            'SERVICEBUS_CONNECTION="' + _SB + '⟨k⟩;EntityPath=wagon-events"',
        ),
        _servicebus,
        ("k", "k2"),
    ),
    secret_kind(
        "entra_client_secret",
        (
            "ARM_CLIENT_ID=⟨app⟩\nARM_CLIENT_SECRET=⟨s⟩\nARM_TENANT_ID=⟨tenant⟩\n"
            "ARM_SUBSCRIPTION_ID=⟨sub⟩",
            "az login --service-principal -u ⟨app⟩ -p '⟨s⟩' --tenant ⟨tenant⟩",
            '{\n  "appId": "⟨app⟩",\n  "password": "⟨s⟩",\n  "tenant": "⟨tenant⟩"\n}',
            "Sekret aplikacji sp-gitlab-deployer (Entra ID, wygasa ⟨day⟩): ⟨s⟩ — app id ⟨app⟩.",
            'client_id     = "⟨app⟩"\nclient_secret = "⟨s⟩"\ntenant_id     = "⟨tenant⟩"',
        ),
        _entra,
        ("s",),
    ),
    secret_kind(
        "azure_sql_password",
        (
            "Server=tcp:⟨srv⟩.database.windows.net,1433;Initial Catalog=⟨db⟩;User ID=⟨user⟩;"
            "Password=⟨pw⟩;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
            "sqlcmd -S ⟨srv⟩.database.windows.net -d ⟨db⟩ -U ⟨user⟩ -P '⟨pw⟩' "
            '-Q "SELECT TOP 5 * FROM dbo.Shipments ORDER BY CreatedAt DESC"',
            "$ az keyvault secret show --vault-name kv-wagonik-plc --name sql-⟨user⟩-password "
            '--query "{name:name, value:value}"\n'
            '{\n  "name": "sql-⟨user⟩-password",\n  "value": "⟨pw⟩"\n}',
            "jdbc:sqlserver://⟨srv⟩.database.windows.net:1433;database=⟨db⟩;user=⟨user⟩@⟨srv⟩;"
            "password=⟨pw⟩;encrypt=true;loginTimeout=30;",
            "Hasło do Azure SQL (login ⟨user⟩, baza ⟨db⟩) zresetowane po incydencie: ⟨pw⟩",
        ),
        _azure_sql,
        ("pw",),
    ),
    secret_kind(
        "aks_kubeconfig_credentials",
        (
            "users:\n- name: clusterUser_rg-wagonik-aks_aks-wagonik-plc\n  user:\n"
            "    client-certificate-data: ⟨cert⟩\n    client-key-data: ⟨key⟩",
            "kubectl --server=https://⟨fqdn⟩:443 --token=⟨sa⟩ -n fwd get pods",
            "Token service accountu gitlab-deployer (kubectl create token, 48h): ⟨sa⟩",
            "deploy:\n  script:\n    - kubectl config set-credentials deployer --token=⟨sa⟩\n"
            "    - kubectl config set-cluster aks --server=https://⟨fqdn⟩:443\n"
            "    - kubectl config set-context aks --cluster=aks --user=deployer",
        ),
        _aks,
        ("key", "sa"),
    ),
    secret_kind(
        "sap_odata_basic_password",
        (
            "curl -u '⟨user⟩:⟨pw⟩' 'https://⟨host⟩/sap/opu/odata/sap/API_SALES_ORDER_SRV/"
            "A_SalesOrder?$top=5&$format=json'",
            "Name=S4_ODATA\nType=HTTP\nURL=https://⟨host⟩\nAuthentication=BasicAuthentication\n"
            "ProxyType=Internet\nUser=⟨user⟩\nPassword=⟨pw⟩",
            "GET /sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner('⟨bp⟩') HTTP/1.1\n"
            "Host: ⟨host⟩\nAuthorization: Basic ⟨basic⟩\nx-csrf-token: Fetch\n"
            "Accept: application/json",
            "Użytkownik komunikacyjny ⟨user⟩ w S/4HANA — hasło ⟨pw⟩ (Ondřej je wygenerował "
            "w Maintain Communication Users).",
            "Heslo komunikačního uživatele ⟨user⟩ pro OData API: ⟨pw⟩",
        ),
        _sap_basic,
        ("pw", "basic"),
    ),
    secret_kind(
        "sap_btp_xsuaa_client_secret",
        (
            '{\n  "uaa": {\n    "clientid": "⟨cid⟩",\n    "clientsecret": "⟨cs⟩",\n'
            '    "url": "https://wagonik-⟨sub⟩.authentication.eu10.hana.ondemand.com",\n'
            '    "identityzone": "wagonik-⟨sub⟩",\n    "xsappname": "⟨app⟩"\n  }\n}',
            "curl -u '⟨cid⟩:⟨cs⟩' -d grant_type=client_credentials "
            "https://wagonik-⟨sub⟩.authentication.eu10.hana.ondemand.com/oauth/token",
            "BTP destination service key for sap-bridge: clientid ⟨cid⟩, clientsecret ⟨cs⟩",
            'VCAP_SERVICES={"xsuaa":[{"credentials":{"clientid":"⟨cid⟩","clientsecret":"⟨cs⟩",'
            '"url":"https://wagonik-⟨sub⟩.authentication.eu10.hana.ondemand.com"}}]}',
        ),
        _btp,
        ("cs",),
    ),
    secret_kind(
        "rabbitmq_credentials",
        (
            "RABBITMQ_URL=amqps://⟨user⟩:⟨pw⟩@⟨host⟩:5671/⟨vhost⟩",
            "RABBITMQ_ERLANG_COOKIE=⟨cookie⟩",
            "rabbitmqctl add_user ⟨user⟩ '⟨pw⟩' && "
            "rabbitmqctl set_permissions -p ⟨vhost⟩ ⟨user⟩ '.*' '.*' '.*'",
            "spring:\n  rabbitmq:\n    host: ⟨host⟩\n    port: 5671\n    username: ⟨user⟩\n"
            "    password: ⟨pw⟩\n    virtual-host: ⟨vhost⟩\n    ssl:\n      enabled: true",
            "Erlang cookie z rmq-01 (musí být stejná na všech třech nodech): ⟨cookie⟩; "
            "uživatel ⟨user⟩ má heslo ⟨pw⟩",
        ),
        _rabbit,
        ("pw", "cookie"),
    ),
    secret_kind(
        "keycloak_client_secret",
        (
            "curl -s -d client_id=⟨client⟩ -d client_secret=⟨s⟩ -d grant_type=client_credentials "
            "\\\n  " + _KC_TOKEN_URL + " | jq -r .access_token",
            "$ kcadm.sh get clients/⟨id⟩/client-secret -r wagonik\n"
            '{\n  "type" : "secret",\n  "value" : "⟨s⟩"\n}',
            "quarkus.oidc.auth-server-url=https://sso.wagonik.pl/realms/wagonik\n"
            "quarkus.oidc.client-id=⟨client⟩\nquarkus.oidc.credentials.secret=⟨s⟩",
            "Client secret klienta ⟨client⟩ v realmu wagonik (záložka Credentials, po regeneraci "
            "⟨day⟩): ⟨s⟩",
            "[auth.generic_oauth]\nenabled = true\nname = Keycloak\nclient_id = grafana\n"
            "client_secret = ⟨s⟩\n"
            "auth_url = https://sso.wagonik.pl/realms/wagonik/protocol/openid-connect/auth",
        ),
        _kc_secret,
        ("s",),
    ),
    secret_kind(
        "keycloak_access_and_refresh_tokens",
        (
            '{"access_token":"⟨at⟩","expires_in":300,"refresh_expires_in":1800,'
            '"refresh_token":"⟨rt⟩","token_type":"Bearer","not-before-policy":0,'
            '"session_state":"⟨sid⟩","scope":"openid profile email"}',
            "curl -s -d grant_type=refresh_token -d client_id=fwd-portal -d refresh_token=⟨rt⟩ "
            + _KC_TOKEN_URL,
            "Refresh/offline token dla nocnego eksportu do SAP (nie wygasa sam): ⟨rt⟩",
            'http GET https://api.wagonik.pl/fwd/v2/bookings "Authorization: Bearer ⟨at⟩"',
        ),
        _kc_tokens,
        ("rt", "at"),
    ),
    secret_kind(
        "gitlab_tokens",
        (
            "git clone https://oauth2:⟨pat⟩@gitlab.wagonik.pl/fwd/tariff-api.git",
            'curl --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.wagonik.pl/api/v4/projects/fwd%2Fksef-gateway/pipelines?status=failed"',
            "gitlab-runner register --non-interactive --url https://gitlab.wagonik.pl "
            "--token ⟨rt⟩ --executor kubernetes --description aks-ostrava-runner",
            '[[runners]]\n  name = "aks-wroclaw-runner"\n  url = "https://gitlab.wagonik.pl"\n'
            '  token = "⟨rt⟩"\n  executor = "kubernetes"',
            "docker login registry.gitlab.wagonik.pl -u gitlab+deploy-token-⟨n⟩ -p ⟨dt⟩",
            "Mój PAT (scope api + read_registry, wygasa ⟨day⟩): ⟨pat⟩",
        ),
        _gitlab,
        ("pat", "rt", "dt"),
    ),
    secret_kind(
        "vault_tokens_and_unseal_keys",
        (
            "export VAULT_ADDR=https://vault.wagonik.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            "Unseal Key 1: ⟨u1⟩\nUnseal Key 2: ⟨u2⟩\nUnseal Key 3: ⟨u3⟩\nUnseal Key 4: ⟨u4⟩\n"
            "Unseal Key 5: ⟨u5⟩\n\nInitial Root Token: ⟨root⟩\n\n"
            "Vault initialized with 5 key shares and a key threshold of 3.",
            "vault write auth/approle/login role_id=⟨role⟩ secret_id=⟨sid⟩",
            "Token Vaulta dla joba migracji (policy fwd-deploy, TTL 768h): ⟨t⟩",
            "Root token z re-initu stagingu: ⟨root⟩ — po nastavení OIDC ho zrevokovat "
            "(vault token revoke).",
        ),
        _vault,
        ("t", "root", "u1", "u2", "u3", "u4", "u5", "sid"),
    ),
    secret_kind(
        "grafana_tokens_and_admin",
        (
            'curl -H "Authorization: Bearer ⟨sa⟩" '
            "'https://grafana.wagonik.internal/api/search?query=KSeF'",
            "GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=⟨pw⟩",
            'prometheus.remote_write "grafana_cloud" {\n  endpoint {\n'
            '    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"\n'
            '    basic_auth {\n      username = "⟨stack⟩"\n      password = "⟨glc⟩"\n'
            "    }\n  }\n}",
            "Service account token dla provisioningu dashboardów (rola Editor): ⟨sa⟩",
            "[security]\nadmin_user = admin\nadmin_password = ⟨pw⟩\nsecret_key = ⟨sk⟩",
        ),
        _grafana,
        ("sa", "glc", "pw", "sk"),
    ),
    secret_kind(
        "pem_rsa_private_key",
        (
            "⟨key⟩",
            "Klucz prywatny do podpisu XAdES w KSeF (środowisko testowe), wyciągnięty z .p12:\n"
            "\n⟨key⟩\n",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨cn⟩-tls\n  namespace: fwd\n"
            "type: kubernetes.io/tls\nstringData:\n  tls.key: |\n⟨keyi⟩",
            'resource "azurerm_key_vault_secret" "signing_key" {\n'
            '  name         = "⟨cn⟩-signing-key"\n'
            "  key_vault_id = azurerm_key_vault.fwd.id\n  value        = <<-EOT\n⟨keyi⟩\n"
            "  EOT\n}",
            "Privátní klíč pro mTLS k SAP (CN=⟨cn⟩), jen dočasně, pak smazat:\n\n```\n⟨key⟩\n```",
        ),
        _rsa_pem,
        ("key", "keyi"),
    ),
    secret_kind(
        "pem_ec_and_ed25519_private_keys",
        (
            "⟨ec⟩",
            '{"kid":"wgk-sign-2037-03","alg":"EdDSA","privateKeyPem":"'
            + _P_BEGIN
            + "⟨edbody⟩"
            + _P_END
            + '"}',
            "Klucz EC (P-256) do podpisywania webhooków dla partnera w Ostrawie:\n\n⟨ec⟩",
            'WEBHOOK_SIGNING_KEY="⟨ed⟩"',
            "Testovací ed25519 klíč (PKCS#8) pro podpis ISDOC exportu — ⟨who⟩ ho potřebuje "
            "lokálně:\n⟨ed⟩",
        ),
        _ec_ed,
        ("ec", "ed", "edbody"),
    ),
    secret_kind(
        "openssh_private_key",
        (
            "⟨key⟩",
            "~/.ssh/id_deploy na jump hoście wgk-jump-01 (tylko do tunelu do SAP):\n\n⟨key⟩",
            "cat > /tmp/deploy_key <<'EOF'\n⟨key⟩\nEOF\nchmod 600 /tmp/deploy_key",
            "SSH_PRIVATE_KEY (typ File, chráněná proměnná) obsahuje:\n⟨key⟩",
            "deploy_ssh_key: |\n⟨keyi⟩",
        ),
        _openssh,
        ("key", "keyi"),
    ),
    secret_kind(
        "k8s_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-pl\n  namespace: payments\n"
            "type: Opaque\ndata:\n  PAYU_POS_ID: ⟨b_pos⟩\n  PAYU_CLIENT_SECRET: ⟨b_cs⟩\n"
            "  P24_CRC: ⟨b_crc⟩\n  P24_API_KEY: ⟨b_api⟩",
            "$ kubectl -n fwd get secret fwd-db -o jsonpath='{.data.connection-string}'\n⟨b_conn⟩",
            "$ kubectl -n shipping get secret packeta -o yaml | grep -A3 '^data:'\ndata:\n"
            "  api-key: ⟨b_key⟩\n  api-password: ⟨b_ppw⟩\n  username: ⟨b_user⟩",
            "Wartość z sekretu rabbitmq-credentials (klucz password, base64): ⟨b_rmq⟩ — po "
            "`base64 -d` to hasło do vhosta fwd.",
            "echo '⟨b_ent⟩' | base64 -d   # ARM_CLIENT_SECRET z sekretu gitlab-deployer",
        ),
        _k8s_b64,
        ("b_cs", "b_crc", "b_api", "b_conn", "b_ppw", "b_rmq", "b_ent"),
    ),
    secret_kind(
        "dotenv_lines",
        (
            "# .env.local — payments-pl (NIE commitować)\nPAYU_POS_ID=⟨pos⟩\n"
            "PAYU_CLIENT_ID=⟨pos⟩\nPAYU_CLIENT_SECRET=⟨cs⟩\nPAYU_SECOND_KEY=⟨k2⟩\n"
            "P24_MERCHANT_ID=⟨m⟩\nP24_CRC=⟨crc⟩\nLOG_LEVEL=debug",
            "# .env — payments-cz\nCOMGATE_MERCHANT=⟨cm⟩\nCOMGATE_SECRET=⟨cgs⟩\n"
            "GOPAY_GOID=⟨goid⟩\n"
            "DATABASE_URL=postgresql://payments:⟨dbpw⟩@localhost:5432/payments_cz\n"
            "TZ=Europe/Prague",
            "export KEYCLOAK_CLIENT_ID=fwd-backend\nexport KEYCLOAK_CLIENT_SECRET=⟨kc⟩\n"
            "export RABBITMQ_URL=amqp://fwd:⟨rmq⟩@localhost:5672/fwd\n"
            "export OTEL_EXPORTER_OTLP_ENDPOINT=http://localhost:4317",
            "services:\n  sap-bridge:\n    image: ⟨image⟩\n    environment:\n"
            '      SAP_USER: WGK_COMM_SD\n      SAP_PASSWORD: "⟨sappw⟩"\n'
            '      AZURE_CLIENT_SECRET: "⟨ent⟩"\n      TZ: Europe/Warsaw',
        ),
        _dotenv,
        ("cs", "k2", "crc", "cgs", "dbpw", "kc", "rmq", "sappw", "ent"),
    ),
    secret_kind(
        "gitlab_ci_variables",
        (
            ".gitlab-ci.yml na gałęzi feature/ksef-v2 (do poprawki!):\nvariables:\n"
            '  KSEF_ENV: test\n  KSEF_TOKEN: "⟨ksef⟩"\n'
            "  SONAR_HOST_URL: https://sonar.wagonik.internal\n  SONAR_TOKEN: ⟨sonar⟩",
            'glab variable set ARM_CLIENT_SECRET --value "⟨ent⟩" --masked --protected '
            "--scope production",
            'curl --request POST --header "PRIVATE-TOKEN: $GITLAB_TOKEN" '
            '"https://gitlab.wagonik.pl/api/v4/projects/⟨pid⟩/variables" \\\n'
            '  --form "key=COMGATE_SECRET" --form "value=⟨cgs⟩" --form "masked=true"',
            "| Key | Value | Masked | Environments |\n|---|---|---|---|\n"
            "| VAULT_ADDR | https://vault.wagonik.internal:8200 | no | all |\n"
            "| VAULT_ROLE_ID | ⟨role⟩ | no | all |\n"
            "| VAULT_SECRET_ID | ⟨sid⟩ | no (!) | production |\n"
            "| REGISTRY_PASSWORD | ⟨regpw⟩ | yes | all |",
            '$ echo "deploying with $DEPLOY_TOKEN"\ndeploying with ⟨dt⟩\n'
            "$ helm upgrade --install fwd-booking ./chart -n fwd",
        ),
        _ci_vars,
        ("ksef", "sonar", "ent", "cgs", "sid", "regpw", "dt"),
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "Deploy ⟨day⟩\n- commit ⟨sha⟩ (MR !⟨mr⟩)\n"
            "- image wagonikprod.azurecr.io/fwd/ksef-gateway@sha256:⟨digest⟩\n"
            "- traceparent 00-⟨trace⟩-⟨span⟩-01 pokazuje wolny SELECT\n"
            "- VAULT_TOKEN=⟨vt⟩ (wkleiłem przez pomyłkę, do rotacji)\n"
            "- faktura ⟨ksef⟩ przeszła",
            "Incident ⟨ticket⟩\n* PayU orderId ⟨order⟩, extOrderId ⟨ext⟩\n"
            "* OpenPayU-Signature: sender=checkout;signature=⟨sig⟩;algorithm=MD5;"
            "content=DOCUMENT\n* correlation id ⟨uuid⟩\n"
            "* Comgate secret v produkci je ⟨cgs⟩ — nahlášeno jako únik, rotovat\n"
            "* Comgate transId ⟨trans⟩",
            "Checklist migrace Azure SQL:\n1. snapshot ⟨ulid⟩\n"
            "2. `az sql db copy` → operation id ⟨uuid⟩\n"
            "3. nové heslo pro reporting_ro: ⟨pw⟩\n"
            "4. Key Vault secret version ⟨kvver⟩\n"
            '5. blob ETag "0x8DC⟨etag⟩", kontejner ⟨cont⟩ v exportu',
            "| co | wartość |\n|---|---|\n| P24 merchant | ⟨m⟩ |\n| sessionId | ⟨uuid⟩ |\n"
            "| sign (sha384) | ⟨sign⟩ |\n| klucz API (raporty) | ⟨api⟩ |\n"
            "| token transakcji | ⟨p24tok⟩ |\n| Mongo _id | ⟨oid⟩ |",
        ),
        _among,
        ("vt", "cgs", "pw", "api"),
    ),
    secret_kind(
        "passwords_prose_pl",
        (
            "Hasło do konta ⟨acct⟩ w ⟨sys⟩ to ⟨pw⟩ — ⟨who⟩ prosi, żeby go nie zmieniać do "
            "końca miesiąca.",
            "⟨who⟩ ustawił(a) nowe hasło administratora Keycloaka: ⟨pw⟩ (stare przestało działać "
            "po aktualizacji).",
            "Login: ⟨acct⟩, hasło: ⟨pw⟩ — panel PayU dla POS-u testowego.",
            "Na wszelki wypadek: hasło do bazy stagingowej zmienione na ⟨pw⟩, użytkownik "
            "zostaje ⟨acct⟩.",
            "Jeśli VPN do Ostrawy nie działa, hasło konta serwisowego ⟨acct⟩ brzmi ⟨pw⟩.",
            "Zapisuję, bo znowu zapomnę: do Grafany loguję się jako ⟨acct⟩ z hasłem ⟨pw⟩.",
        ),
        _prose,
        ("pw",),
    ),
    secret_kind(
        "passwords_prose_cs",
        (
            "Heslo k účtu ⟨acct⟩ v ⟨sys⟩ je ⟨pw⟩, ⟨who⟩ ho změnil(a) po auditu.",
            "Nové heslo pro admina RabbitMQ: ⟨pw⟩ (staré přestalo fungovat po upgradu na 4.x).",
            "Přihlášení do klientské sekce Zásilkovny: uživatel ⟨acct⟩, heslo ⟨pw⟩.",
            "Když nejde SFTP od SAP, heslo technického uživatele ⟨acct⟩ je ⟨pw⟩.",
            "⟨who⟩ mi poslal(a) heslo do administrace GoPay: ⟨pw⟩ — uložit do trezoru a tuhle "
            "poznámku smazat.",
        ),
        _prose,
        ("pw",),
    ),
    secret_kind(
        "passwords_prose_en_mixed",
        (
            "The staging Keycloak admin password is now ⟨pw⟩ (⟨who⟩ reset it after the upgrade).",
            "⟨who⟩ on Teams: „hasło do SFTP Zásilkovny to ⟨pw⟩, heslo se mění každých 90 dní”",
            "For the SAP sandbox use user ⟨acct⟩ with password ⟨pw⟩ until the communication "
            "arrangement is fixed.",
            "pw for the shared grafana admin: ⟨pw⟩ — no idea why we still have one",
            "Hasło/heslo do ⟨sys⟩ (same for the PL and CZ team): ⟨pw⟩",
        ),
        _prose,
        ("pw",),
    ),
    secret_kind(
        "webhook_signing_secrets",
        (
            'curl --request POST --header "PRIVATE-TOKEN: $GITLAB_TOKEN" \\\n'
            '  --data "url=https://hooks.wagonik.pl/gitlab&token=⟨gl⟩&push_events=true" \\\n'
            '  "https://gitlab.wagonik.pl/api/v4/projects/⟨pid⟩/hooks"',
            "WEBHOOK_SIGNING_SECRET=⟨wh⟩   # partnerzy CZ weryfikują X-Wagonik-Signature tym "
            "kluczem",
            'expected = hmac.new(b"⟨wh⟩", request.body, hashlib.sha256).hexdigest()\n'
            'if not hmac.compare_digest(expected, request.headers["X-Wagonik-Signature"]):\n'
            "    raise PermissionDenied",
            "apiVersion: 1\ncontactPoints:\n  - orgId: 1\n    name: wagonik-oncall\n"
            "    receivers:\n      - uid: ⟨uid⟩\n        type: webhook\n        settings:\n"
            "          url: https://oncall.wagonik.internal/grafana\n          hmacConfig:\n"
            "            secret: ⟨gr⟩\n            header: X-Grafana-Alerting-Signature",
            "Secret token webhooku GitLab → Jira bridge (hlavička X-Gitlab-Token): ⟨gl⟩",
        ),
        _webhooks,
        ("gl", "wh", "gr"),
    ),
)
