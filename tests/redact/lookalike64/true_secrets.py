"""True secrets of Pannonia Parcel's notes; each kind names the fields that must not survive.

A one-line field is one secret; a key field (a PEM or OpenSSH block) gives one secret per
body line (see ``gen.secrets_of``). Public or short identifiers that stand next to a secret
(merchant ids, POS signatures, app ids, logins, tenant ids) are deliberately not listed.
"""

from __future__ import annotations

import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike64.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    PRIV,
    RSA_PRIV,
    UPPER_ALNUM,
    Kind,
    any_password,
    b64,
    b64_of,
    b64url,
    cert_pem,
    day,
    ec_pkcs8_pem,
    ec_sec1_pem,
    epoch,
    guid_n,
    hexs,
    human_password,
    indent,
    jwt,
    num,
    objectid,
    openssh_private,
    password,
    pick,
    rsa_pkcs1_pem,
    rsa_pkcs8_pem,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_ATLAS = ".atlas" + "v1."
_ESSU = "es" + "su_"
_ACR = "+A" + "CR"
_AAD = "Q" + "~"
_LARAVEL = "base" + "64:"

_HU_NAMES = ("Bence", "Réka", "Zsófi", "Levente", "Dóra", "Gergő")
_RO_NAMES = ("Andrei", "Ioana", "Mihai", "Alexandra", "Radu", "Bianca")
_PG_HOSTS = (
    "pgflex-pp-prod-weu.postgres.database.azure.com",
    "pgflex-pp-stg-weu.postgres.database.azure.com",
    "pgflex-pp-ro-report.postgres.database.azure.com",
)
_URL_SAFE = ALNUM + "-_.~"


def url_password(r: Random) -> str:
    return pick(r, ALNUM, 1) + pick(r, _URL_SAFE, r.choice((17, 19, 23)))


def simplepay_key(r: Random) -> str:
    return pick(r, ALNUM, 32)


def simplepay_merchant(r: Random) -> str:
    return "S" + num(r, 6)


def netopia_key(r: Random) -> str:
    return pick(r, ALNUM, 1) + pick(r, B64URL, r.choice((59, 63)))


def pos_signature(r: Random) -> str:
    return "-".join(pick(r, UPPER_ALNUM, 4) for _ in range(5))


def mailgun_key(r: Random) -> str:
    return f"{hexs(r, 32)}-{hexs(r, 8)}-{hexs(r, 8)}"


def aad_secret(r: Random) -> str:
    return pick(r, ALNUM, 3) + pick(r, "0123456789", 1) + _AAD + pick(r, ALNUM + "_~.-", 34)


def tfc_token(r: Random) -> str:
    return pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)


def sb_key(r: Random) -> str:
    return b64(r, 32)


def nav_signing_key(r: Random) -> str:
    return f"{hexs(r, 2)}-{hexs(r, 4)}-{hexs(r, 12)}{pick(r, UPPER_ALNUM, 12)}"


def nav_exchange_key(r: Random) -> str:
    return pick(r, UPPER_ALNUM, 16)


def key_block(r: Random, make: str) -> dict[str, str]:
    """A key in the forms a note shows it: as is, indented for YAML/HCL, and JSON-escaped."""
    if make == "pkcs1":
        key = rsa_pkcs1_pem(r, r.choice((1024, 2048)))
    elif make == "pkcs8":
        key = rsa_pkcs8_pem(r)
    elif make == "sec1":
        key = ec_sec1_pem(r)
    else:
        key = ec_pkcs8_pem(r)
    body = [line for line in key.splitlines() if not line.startswith("-----")]
    return {"key": key, "key4": indent(key, 4), "esc": "\\n".join(body)}


def k8s_jwt(r: Random) -> str:
    ns, sa = r.choice((("ci", "gitlab-deployer"), ("checkout", "checkout-api"), ("ops", "backup")))
    now = int(epoch(r))
    claims = {
        "aud": [f"https://aks-pp-prod-weu-dns-{hexs(r, 8)}.hcp.westeurope.azmk8s.io"],
        "exp": now + 31_536_000,
        "iat": now,
        "iss": f"https://westeurope.oic.prod-aks.azure.com/{uuid4(r)}/{uuid4(r)}/",
        "kubernetes.io": {
            "namespace": ns,
            "serviceaccount": {"name": sa, "uid": uuid4(r)},
        },
        "nbf": now,
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return jwt(r, {"alg": "RS256", "kid": b64url(r, 32)}, claims, 256)


def anaf_jwt(r: Random, kind: str, client_id: str) -> str:
    now = int(epoch(r))
    claims = {
        "sub": client_id,
        "iss": "https://logincert.anaf.ro",
        "aud": ["efactura"],
        "token_type": kind,
        "scope": "efactura",
        "exp": now + (7_776_000 if kind == "access" else 31_536_000),
        "iat": now,
        "jti": uuid4(r),
    }
    return jwt(r, {"alg": "RS512", "typ": "JWT"}, claims, 256)


def _barion(r: Random) -> dict[str, str]:
    return {
        "k": r.choice((guid_n(r), uuid4(r))),
        "pid": guid_n(r),
        "req": f"PP-{num(r, 8)}",
        "payee": r.choice(("penzugy@pannoniaparcel.hu", "finance@pannoniaparcel.ro")),
        "who": r.choice(_HU_NAMES),
    }


def _simplepay(r: Random) -> dict[str, str]:
    return {
        "k": simplepay_key(r),
        "k2": simplepay_key(r),
        "m": simplepay_merchant(r),
        "m2": simplepay_merchant(r),
        "who": r.choice(_HU_NAMES),
    }


def _netopia(r: Random) -> dict[str, str]:
    return {
        "k": netopia_key(r),
        "sig": pos_signature(r),
        "ntp": num(r, 7),
        "who": r.choice(_RO_NAMES),
    }


def _mobilpay(r: Random) -> dict[str, str]:
    return {**key_block(r, "pkcs1"), "sig": pos_signature(r)}


def _emag(r: Random) -> dict[str, str]:
    user = r.choice(
        ("api@pannoniaparcel.ro", "pannonia_mkt", "ppmarket.api", "api@pannoniaparcel.hu")
    )
    pw = any_password(r)
    return {"user": user, "pw": pw, "b": b64_of(f"{user}:{pw}"), "oid": num(r, 9)}


def _foxpost(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, ALNUM, 32),
        "user": r.choice(("pannoniaparcel", "pp-integration", "ppweb")),
        "pw": url_password(r),
    }


def _sameday(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("pannonia_api", "ppcluj.api", "pannoniaparcelRO")),
        "pw": url_password(r),
        "tok": hexs(r, 40),
        "d": f"{r.randint(10, 28)}",
    }


def _szamlazz(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, LOWER_ALNUM, 42),
        "user": r.choice(("penzugy@pannoniaparcel.hu", "szamlazas@pannoniaparcel.hu")),
        "pw": any_password(r),
        "inv": f"PP-2033-{num(r, 5)}",
    }


def _nav(r: Random) -> dict[str, str]:
    return {
        "login": pick(r, LOWER_ALNUM, 15),
        "pw": password(r, r.choice((16, 18, 20))),
        "sk": nav_signing_key(r),
        "xk": nav_exchange_key(r),
        "tax": num(r, 8),
    }


def _anaf(r: Random) -> dict[str, str]:
    cid = hexs(r, 48)
    return {
        "cid": cid,
        "cs": hexs(r, 64),
        "rt": anaf_jwt(r, "refresh", cid),
        "at": anaf_jwt(r, "access", cid),
        "cif": num(r, 8),
    }


def _aad(r: Random) -> dict[str, str]:
    return {"cs": aad_secret(r), "app": uuid4(r), "tenant": uuid4(r), "sub": uuid4(r)}


def _storage(r: Random) -> dict[str, str]:
    return {
        "acct": r.choice(("stppinvoicesprod", "stpplabelsweu", "stppexportsro", "stppbackupweu")),
        "key": b64(r, 64),
        "sig": quote(b64(r, 32), safe=""),
        "blob": f"2033/12/{r.randint(1, 28):02d}/{num(r, 9)}.pdf",
        "ts": f"{day(r)}T{r.randint(0, 23):02d}:00:00Z",
    }


def _servicebus(r: Random) -> dict[str, str]:
    return {
        "ns": r.choice(("sb-pp-orders-prod", "sb-pp-lockers-weu", "sb-pp-notify-stg")),
        "pol": r.choice(("RootManageSharedAccessKey", "send-only", "listen-checkout")),
        "k": sb_key(r),
        "k2": sb_key(r),
        "sig": quote(b64(r, 32), safe=""),
        "se": epoch(r),
    }


def _acr(r: Random) -> dict[str, str]:
    return {
        "acr": r.choice(("acrpannoniaparcel", "acrppstaging")),
        "pw": pick(r, ALNUM + "+/", 42) + _ACR + pick(r, ALNUM, 6),
        "pw2": pick(r, ALNUM + "+/", 42) + _ACR + pick(r, ALNUM, 6),
        "tok": r.choice(("pull-aks-stg", "push-gitlab-ci", "cluj-runner")),
    }


def _postgres(r: Random) -> dict[str, str]:
    return {
        "host": r.choice(_PG_HOSTS),
        "user": r.choice(("ppadmin", "checkout_app", "report_ro", "anaf_sync")),
        "pw": any_password(r),
        "upw": url_password(r),
        "db": r.choice(("checkout", "lockers", "invoicing", "orders")),
    }


def _vault_value(r: Random) -> str:
    maker = r.choice(("pw", "b64", "mg", "sp", "guid"))
    if maker == "pw":
        return any_password(r)
    if maker == "b64":
        return b64(r, 32)
    if maker == "mg":
        return mailgun_key(r)
    if maker == "sp":
        return simplepay_key(r)
    return guid_n(r)


def _keyvault(r: Random) -> dict[str, str]:
    return {
        "vault": r.choice(("kv-pp-prod-weu", "kv-pp-stg-weu", "kv-pp-ro-cluj")),
        "name": r.choice(
            ("barion-poskey", "mailgun-api-key", "pg-admin-password", "simplepay-secret-eur")
        ),
        "v": _vault_value(r),
        "ver": hexs(r, 32),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {"t": tfc_token(r), "who": r.choice(_RO_NAMES)}


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "pat": _GLPAT + pick(r, B64URL, 20),
        "rt": _GLRT + pick(r, B64URL, 20),
        "dt": _GLDT + pick(r, B64URL, 20),
        "pid": num(r, 8),
        "n": num(r, 7),
        "who": r.choice(_RO_NAMES),
    }


_CI_VARS = (
    ("BARION_POSKEY", guid_n),
    ("SIMPLEPAY_SECRET_KEY", simplepay_key),
    ("MAILGUN_API_KEY", mailgun_key),
    ("VONAGE_API_SECRET", lambda r: pick(r, ALNUM, 16)),
    ("ARM_CLIENT_SECRET", aad_secret),
    ("PG_ADMIN_PASSWORD", any_password),
    ("NETOPIA_API_KEY", netopia_key),
)


def _ci_vars(r: Random) -> dict[str, str]:
    name, make = r.choice(_CI_VARS)
    return {
        "vname": name,
        "v": make(r),
        "pat": _GLPAT + pick(r, B64URL, 20),
        "pid": num(r, 8),
    }


def _elastic_cloud_id(r: Random) -> str:
    host = f"westeurope.azure.elastic-cloud.com:443${hexs(r, 32)}${hexs(r, 32)}"
    return "pp-logs-prod:" + b64_of(host)


def _elastic(r: Random) -> dict[str, str]:
    kid, key = pick(r, B64URL, 20), pick(r, B64URL, 22)
    return {
        "id": kid,
        "key": key,
        "enc": b64_of(f"{kid}:{key}"),
        "essu": _ESSU + b64_of(f"{pick(r, B64URL, 20)}:{pick(r, B64URL, 22)}").rstrip("="),
        "epw": pick(r, ALNUM, 24),
        "cloudid": _elastic_cloud_id(r),
    }


def _mailgun(r: Random) -> dict[str, str]:
    return {"api": mailgun_key(r), "whk": hexs(r, 32), "smtp": pick(r, ALNUM, 32)}


def _vonage(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 8),
        "s": pick(r, ALNUM, 16),
        "sig": pick(r, ALNUM, 50),
        "ph": num(r, 7),
    }


def _vonage_key(r: Random) -> dict[str, str]:
    return {**key_block(r, "pkcs8"), "app": uuid4(r)}


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("deploy@pp-jump-weu", "gitlab-ci@pannonia", "andrei@cluj-laptop", ""))
    key = openssh_private(r, comment, "ed25519")
    ekey = openssh_private(r, comment, "ecdsa")
    return {"key": key, "ekey": ekey, "key4": indent(key, 2), "ekey4": indent(ekey, 2)}


def _ec(r: Random) -> dict[str, str]:
    sec1 = key_block(r, "sec1")
    p8 = key_block(r, "ec8")
    return {"sec1": sec1["key"], "sec1_4": sec1["key4"], "p8": p8["key"], "p8_4": p8["key4"]}


def _k8s(r: Random) -> dict[str, str]:
    user = r.choice(("checkout_app", "lockers_app", "anaf_sync"))
    pw = any_password(r)
    acr_pw = pick(r, ALNUM + "+/", 42) + _ACR + pick(r, ALNUM, 6)
    auth = b64_of(f"pull-aks:{acr_pw}")
    docker = {
        "auths": {
            "acrpannoniaparcel.azurecr.io": {
                "username": "pull-aks",
                "password": acr_pw,
                "auth": auth,
            }
        }
    }
    return {
        "pos_b64": b64_of(guid_n(r)),
        "sp_b64": b64_of(simplepay_key(r)),
        "m_b64": b64_of(simplepay_merchant(r)),
        "pw_b64": b64_of(pw),
        "user_b64": b64_of(user),
        "mg_b64": b64_of(mailgun_key(r)),
        "dom_b64": b64_of("mg.pannoniaparcel.hu"),
        "cs_b64": b64_of(hexs(r, 64)),
        "vs_b64": b64_of(pick(r, ALNUM, 16)),
        "dcj": b64_of(json.dumps(docker, separators=(",", ":"))),
        "uid": uuid4(r),
        "rv": num(r, 8),
        "ts": f"{day(r)}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:11Z",
    }


def _kubeconfig(r: Random) -> dict[str, str]:
    h = hexs(r, 8)
    ca = cert_pem(r, "ca", "Microsoft", "ca", "Microsoft", rsa=True)
    client = cert_pem(r, "masterclient", "system:masters", "ca", "Microsoft", rsa=True)
    return {
        "tok": k8s_jwt(r),
        "ckd": b64_of(rsa_pkcs1_pem(r, 2048) + "\n"),
        "ccd": b64_of(client + "\n"),
        "cad": b64_of(ca + "\n"),
        "h": h,
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pos": guid_n(r),
        "m": simplepay_merchant(r),
        "sp": simplepay_key(r),
        "nk": netopia_key(r),
        "sig": pos_signature(r),
        "pw": any_password(r).replace("#", "%"),
        "upw": url_password(r),
        "mg": mailgun_key(r),
        "vk": hexs(r, 8),
        "vs": pick(r, ALNUM, 16),
        "sb": sb_key(r),
        "aad": aad_secret(r),
        "tfc": tfc_token(r),
        "fk": pick(r, ALNUM, 32),
        "cs": hexs(r, 64),
        "sz": pick(r, LOWER_ALNUM, 42),
        "dj": _django_key(r),
    }


def _django_key(r: Random) -> str:
    return pick(r, "abcdefghijklmnopqrstuvwxyz0123456789!@%^&*(-_=+)", 50)


def _app_secrets(r: Random) -> dict[str, str]:
    return {
        "dj": _django_key(r),
        "jwt": hexs(r, 64),
        "lk": b64(r, 32),
        "hk": hexs(r, 64),
        "whs": pick(r, B64URL, 40),
        "ss": pick(r, ALNUM, 48),
        "cs": pick(r, ALNUM, 32),
    }


_AMONG_SECRETS = (
    ("BARION_POSKEY", guid_n),
    ("NETOPIA_API_KEY", netopia_key),
    ("VONAGE_API_SECRET", lambda r: pick(r, ALNUM, 16)),
    ("TF_TOKEN_app_terraform_io", tfc_token),
    ("MAILGUN_API_KEY", mailgun_key),
    ("SZAMLAZZ_AGENT_KEY", lambda r: pick(r, LOWER_ALNUM, 42)),
)


def _among(r: Random) -> dict[str, str]:
    name, make = r.choice(_AMONG_SECRETS)
    return {
        "sname": name,
        "s": make(r),
        "pos": guid_n(r),
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "pid": guid_n(r),
        "u": uuid4(r),
        "ntp": num(r, 7),
        "navtx": pick(r, UPPER_ALNUM, 16),
        "rsig": pick(r, "0123456789ABCDEF", 128),
        "xk": nav_exchange_key(r),
        "vs": pick(r, ALNUM, 16),
        "integ": b64(r, 64),
        "run": pick(r, ALNUM, 16),
        "ws": pick(r, ALNUM, 16),
        "tfc": tfc_token(r),
        "ver": hexs(r, 32),
        "sb": sb_key(r),
        "mid": f"{num(r, 14)}.{num(r, 16)}",
        "wtok": hexs(r, 50),
        "wsig": hexs(r, 64),
        "mg": mailgun_key(r),
        "oid": objectid(r),
        "d": f"{r.randint(1, 28):02d}",
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((human_password(r), password(r, r.choice((16, 18, 21))))),
        "hu": r.choice(_HU_NAMES),
        "ro": r.choice(_RO_NAMES),
        "d": day(r),
    }


def _config_pw(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r).replace('"', "").replace("\\", ""),
        "user": r.choice(("pannonia_api", "ppcluj.api", "integration@pannoniaparcel.ro")),
        "login": pick(r, LOWER_ALNUM, 15),
    }


_PEM_RSA = "-----BEGIN " + RSA_PRIV + "-----\\n⟨esc⟩\\n-----END " + RSA_PRIV + "-----\\n"
_PEM_P8 = "-----BEGIN " + PRIV + "-----\\n⟨esc⟩\\n-----END " + PRIV + "-----\\n"

_DOTENV_SECRETS = ("pos", "sp", "nk", "pw", "upw", "mg", "vs", "sb", "aad", "tfc")
_DOTENV_SECRETS += ("fk", "cs", "sz", "dj")

SECRETS: tuple[Kind, ...] = (
    Kind(
        "barion_poskey",
        (
            "Barion POSKey (éles bolt, PP-Webshop): ⟨k⟩ — a régi lejárt, ezt tettem be a "
            "Key Vaultba.",
            "curl -s https://api.barion.com/v2/Payment/Start -H 'Content-Type: application/json'"
            ' -d \'{"POSKey":"⟨k⟩","PaymentType":"Immediate","PaymentRequestId":"⟨req⟩",'
            '"FundingSources":["All"],"Currency":"HUF","Payee":"⟨payee⟩"}\'',
            '{\n  "Barion": {\n    "PosKey": "⟨k⟩",\n    "Payee": "⟨payee⟩",\n'
            '    "Environment": "Prod"\n  }\n}',
            "BARION_POSKEY=⟨k⟩  # sandbox bolt, secure.test.barion.com",
            "Cheia POSKey de la Barion pentru magazinul de test este ⟨k⟩; nu o pune în repo.",
            'curl -H "x-pos-key: ⟨k⟩" '
            '"https://api.barion.com/v2/Payment/GetPaymentState?PaymentId=⟨pid⟩"',
            "$barion = new BarionClient('⟨k⟩', 2, BarionEnvironment::Prod);  // ⟨who⟩ tesztje",
        ),
        _barion,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "simplepay_secret_key",
        (
            "$config = [\n    'HUF_MERCHANT' => '⟨m⟩',\n    'HUF_SECRET_KEY' => '⟨k⟩',\n"
            "    'SANDBOX' => false,\n];",
            "SIMPLEPAY_MERCHANT=⟨m⟩\nSIMPLEPAY_SECRET_KEY=⟨k⟩",
            "SimplePay titkos kulcs (EUR fiók, ⟨m⟩): ⟨k⟩ — a régit ⟨who⟩ visszavonta.",
            'sig = base64.b64encode(hmac.new(b"⟨k⟩", body, hashlib.sha384).digest())',
            "az keyvault secret set --vault-name kv-pp-prod-weu --name simplepay-secret-huf "
            "--value '⟨k⟩'",
            "| fiók | merchant | secret key |\n|---|---|---|\n| HUF | ⟨m⟩ | ⟨k⟩ |\n"
            "| EUR | ⟨m2⟩ | ⟨k2⟩ |",
            "Rotated the SimplePay SECRET_KEY for merchant ⟨m⟩; the new value ⟨k⟩ is live "
            "since the 16:00 deploy.",
        ),
        _simplepay,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "netopia_api_key",
        (
            "curl -X POST https://secure.mobilpay.ro/pay/payment/card/start "
            '-H "Authorization: ⟨k⟩" -H "Content-Type: application/json" -d @start.json',
            "NETOPIA_API_KEY=⟨k⟩\nNETOPIA_POS_SIGNATURE=⟨sig⟩\nNETOPIA_IS_LIVE=true",
            "Cheia API Netopia (sandbox) generată azi din admin: ⟨k⟩ — semnătura POS rămâne ⟨sig⟩.",
            "netopia:\n  apiKey: ⟨k⟩\n  posSignature: ⟨sig⟩\n"
            "  notifyUrl: https://api.pannoniaparcel.ro/webhooks/netopia/ipn",
            "const netopia = new Netopia({ apiKey: '⟨k⟩', posSignature: '⟨sig⟩', isLive: true });",
            "Netopia API kulcs a kolozsvári éleshez: ⟨k⟩ (⟨who⟩ küldte Slacken, rotálni kell).",
            'requests.post(f"{NETOPIA_URL}/operation/status", headers={"Authorization": "⟨k⟩"}, '
            'json={"posID": "⟨sig⟩", "ntpID": "⟨ntp⟩"})',
        ),
        _netopia,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "netopia_mobilpay_rsa_private_key",
        (
            "sandbox.⟨sig⟩private.key (mobilPay legacy, az IPN visszafejtéséhez):\n\n⟨key⟩",
            "$ cat certs/live.⟨sig⟩private.key\n⟨key⟩",
            "mobilpay:\n  signature: ⟨sig⟩\n  privateKey: |\n⟨key4⟩",
            'MOBILPAY_SIGNATURE=⟨sig⟩\nMOBILPAY_PRIVATE_KEY="' + _PEM_RSA + '"',
            "Cheia privată mobilPay veche (o mai folosim doar pentru IPN-urile v1):\n\n"
            "```\n⟨key⟩\n```",
        ),
        _mobilpay,
        n=7,
        secrets=("key", "key4", "esc"),
    ),
    Kind(
        "emag_marketplace_credentials",
        (
            "curl -s https://marketplace-api.emag.ro/api-3/order/read "
            '-H "Authorization: Basic ⟨b⟩" -d "data[id]=⟨oid⟩"',
            "eMAG Marketplace (RO) API user: ⟨user⟩ / jelszó: ⟨pw⟩ — az IP whitelist már "
            "tartalmazza az AKS egress IP-t.",
            "emag:\n  ro:\n    base_url: https://marketplace-api.emag.ro/api-3\n"
            "    username: ⟨user⟩\n    password: '⟨pw⟩'",
            'session.headers["Authorization"] = "Basic ⟨b⟩"  # eMAG HU',
            "Parola pentru contul API eMAG.hu s-a schimbat: ⟨pw⟩ (userul rămâne ⟨user⟩).",
            "DEBUG emag.client POST https://marketplace-api.emag.hu/api-3/product_offer/save "
            "headers={'Authorization': 'Basic ⟨b⟩', 'Content-Type': "
            "'application/x-www-form-urlencoded'}",
            "EMAG_RO_USER=⟨user⟩\nEMAG_RO_PASSWORD='⟨pw⟩'",
        ),
        _emag,
        n=7,
        secrets=("b", "pw"),
    ),
    Kind(
        "foxpost_api_credentials",
        (
            'curl -u ⟨user⟩:⟨pw⟩ -H "api-key: ⟨k⟩" https://webapi.foxpost.hu/api/parcel '
            "-d @parcels.json",
            "FOXPOST_USERNAME=⟨user⟩\nFOXPOST_PASSWORD=⟨pw⟩\nFOXPOST_API_KEY=⟨k⟩",
            "Foxpost api-key (éles, a partnerportálon kértük le): ⟨k⟩",
            '[carriers.foxpost]\nbase_url = "https://webapi.foxpost.hu/api"\n'
            'username = "⟨user⟩"\npassword = "⟨pw⟩"\napi_key = "⟨k⟩"',
            "Foxpost test env password for ⟨user⟩ is ⟨pw⟩ — they reset it after the outage.",
            'FoxpostClient(username="⟨user⟩", password="⟨pw⟩", api_key="⟨k⟩", sandbox=True)',
            "Cheia api-key Foxpost pentru mediul de test: ⟨k⟩",
        ),
        _foxpost,
        n=7,
        secrets=("k", "pw"),
    ),
    Kind(
        "sameday_credentials",
        (
            "curl -X POST https://api.sameday.ro/api/authenticate -H 'X-Auth-Username: ⟨user⟩'"
            " -H 'X-Auth-Password: ⟨pw⟩' -d remember_me=1",
            'curl https://api.sameday.ro/api/client/services -H "X-AUTH-TOKEN: ⟨tok⟩"',
            '{"token":"⟨tok⟩","expire_at":"2033-12-⟨d⟩ 18:42:07",'
            '"expire_at_utc":"2033-12-⟨d⟩ 16:42:07"}',
            "Userul Sameday pentru easybox e ⟨user⟩, parola ⟨pw⟩; contul e pe demo până luni.",
            "SAMEDAY_USERNAME=⟨user⟩\nSAMEDAY_PASSWORD=⟨pw⟩\n"
            "SAMEDAY_API_URL=https://sameday-api.demo.zitec.com",
            "A Sameday HU token, ha gyorsan kell teszteléshez: ⟨tok⟩ (két hétig él).",
            'env:\n  - name: SAMEDAY_USERNAME\n    value: "⟨user⟩"\n'
            '  - name: SAMEDAY_PASSWORD\n    value: "⟨pw⟩"',
        ),
        _sameday,
        n=7,
        secrets=("pw", "tok"),
    ),
    Kind(
        "szamlazz_agent_key",
        (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<xmlszamla xmlns="http://www.szamlazz.hu/xmlszamla">\n  <beallitasok>\n'
            "    <szamlaagentkulcs>⟨k⟩</szamlaagentkulcs>\n    <eszamla>true</eszamla>\n"
            "    <szamlaLetoltes>true</szamlaLetoltes>\n  </beallitasok>\n</xmlszamla>",
            "SZAMLAZZ_AGENT_KEY=⟨k⟩",
            "Számla Agent kulcs (Pannonia Parcel Kft. fiók): ⟨k⟩ — a régit töröltem a felületen.",
            "$agent = SzamlaAgentAPI::create('⟨k⟩');",
            "curl -F action-xmlagentxmlfile=@⟨inv⟩.xml https://www.szamlazz.hu/szamla/  "
            "# a kulcs az XML-ben: ⟨k⟩",
            "<beallitasok>\n  <felhasznalo>⟨user⟩</felhasznalo>\n  <jelszo>⟨pw⟩</jelszo>\n"
            "  <eszamla>true</eszamla>\n</beallitasok>",
            "The szamlazz.hu agent key for the test company is ⟨k⟩ (invoices go to the sandbox "
            "account only).",
        ),
        _szamlazz,
        n=7,
        secrets=("k", "pw"),
    ),
    Kind(
        "nav_online_szamla_technical_user",
        (
            'nav:\n  tax_number: "⟨tax⟩"\n  login: ⟨login⟩\n  password: "⟨pw⟩"\n'
            "  signature_key: ⟨sk⟩\n  exchange_key: ⟨xk⟩\n  software_id: HU⟨tax⟩PPARC01",
            "NAV technikai felhasználó (teszt): login ⟨login⟩, jelszó ⟨pw⟩, XML aláírókulcs ⟨sk⟩,"
            " XML cserekulcs ⟨xk⟩.",
            "NAV_LOGIN=⟨login⟩\nNAV_PASSWORD=⟨pw⟩\nNAV_SIGN_KEY=⟨sk⟩\nNAV_EXCHANGE_KEY=⟨xk⟩",
            "Az új NAV aláírókulcs: ⟨sk⟩ — a cserekulcs nem változott.",
            '{"technicalUser": {"login": "⟨login⟩", "password": "⟨pw⟩", "taxNumber": "⟨tax⟩", '
            '"signatureKey": "⟨sk⟩", "exchangeKey": "⟨xk⟩"}}',
            "Regenerated the NAV exchange key after the leak scare: ⟨xk⟩ (signature key ⟨sk⟩ "
            "unchanged).",
            'NavClient(login="⟨login⟩", password="⟨pw⟩", signing_key="⟨sk⟩", exchange_key="⟨xk⟩")',
        ),
        _nav,
        n=7,
        secrets=("pw", "sk", "xk"),
    ),
    Kind(
        "anaf_efactura_oauth",
        (
            "curl -X POST https://logincert.anaf.ro/anaf-oauth2/v1/token -d grant_type="
            "refresh_token -d refresh_token=⟨rt⟩ -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩",
            "Client secret-ul aplicației e-Factura înregistrate la ANAF: ⟨cs⟩ (client_id ⟨cid⟩, "
            "redirect https://api.pannoniaparcel.ro/anaf/callback).",
            'curl -H "Authorization: Bearer ⟨at⟩" '
            '"https://api.anaf.ro/prod/FCTEL/rest/listaMesajeFactura?zile=30&cif=⟨cif⟩"',
            "ANAF_CLIENT_ID=⟨cid⟩\nANAF_CLIENT_SECRET=⟨cs⟩\nANAF_REFRESH_TOKEN=⟨rt⟩",
            '{"access_token":"⟨at⟩","token_type":"Bearer","refresh_token":"⟨rt⟩",'
            '"expires_in":7776000}',
            "ANAF refresh token (Ioana tokenje, a minősített tanúsítvánnyal kértük): ⟨rt⟩",
            "ANAF_CLIENT_SECRET=⟨cs⟩ goes into the anaf-sync job; tokens are refreshed by the "
            "job itself.",
        ),
        _anaf,
        n=7,
        secrets=("cs", "rt", "at"),
    ),
    Kind(
        "azure_ad_client_secret",
        (
            "az login --service-principal -u ⟨app⟩ -p '⟨cs⟩' --tenant ⟨tenant⟩",
            "export ARM_CLIENT_ID=⟨app⟩\nexport ARM_CLIENT_SECRET='⟨cs⟩'\n"
            "export ARM_TENANT_ID=⟨tenant⟩\nexport ARM_SUBSCRIPTION_ID=⟨sub⟩",
            '{\n  "appId": "⟨app⟩",\n  "displayName": "sp-pp-gitlab-deploy",\n'
            '  "password": "⟨cs⟩",\n  "tenant": "⟨tenant⟩"\n}',
            "Az sp-pp-gitlab-deploy kliens titka (lejár 2034-06-30): ⟨cs⟩",
            'resource "tfe_variable" "arm_client_secret" {\n  key          = "ARM_CLIENT_SECRET"'
            '\n  value        = "⟨cs⟩"\n  category     = "env"\n  sensitive    = true\n'
            "  workspace_id = tfe_workspace.aks_prod.id\n}",
            "Secretul clientului pentru aplicația pp-anaf-sync în Entra ID: ⟨cs⟩ (expiră în "
            "iunie).",
            '"AzureAd": {\n  "TenantId": "⟨tenant⟩",\n  "ClientId": "⟨app⟩",\n'
            '  "ClientSecret": "⟨cs⟩"\n}',
        ),
        _aad,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "azure_storage_keys",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨key⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key ⟨key⟩ -c labels "
            "-f awb.pdf -n ⟨blob⟩",
            "https://⟨acct⟩.blob.core.windows.net/invoices/⟨blob⟩?sv=2025-05-05&st=⟨ts⟩"
            "&se=2034-01-31T23:59:00Z&sr=c&sp=racwl&spr=https&sig=⟨sig⟩",
            "A számla-archívum storage account kulcsa (key1, ⟨acct⟩): ⟨key⟩",
            'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;'
            'AccountKey=⟨key⟩;EndpointSuffix=core.windows.net"',
            '[\n  {\n    "creationTime": "⟨ts⟩",\n    "keyName": "key1",\n'
            '    "permissions": "FULL",\n    "value": "⟨key⟩"\n  }\n]',
            "Token SAS pentru containerul de etichete din ⟨acct⟩ (valabil până la 31 ianuarie): "
            "sp=rl&se=2034-01-31&sig=⟨sig⟩",
        ),
        _storage,
        n=7,
        secrets=("key", "sig"),
    ),
    Kind(
        "azure_service_bus_sas",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;"
            "SharedAccessKey=⟨k⟩",
            '{\n  "IsEncrypted": false,\n  "Values": {\n    "ServiceBusConnection": "Endpoint=sb:'
            "//⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;SharedAccessKey=⟨k⟩;"
            'EntityPath=parcel-events"\n  }\n}',
            '{\n  "keyName": "⟨pol⟩",\n  "primaryKey": "⟨k⟩",\n  "secondaryKey": "⟨k2⟩"\n}',
            "Service Bus SAS kulcs a ⟨pol⟩ policyhez (⟨ns⟩): ⟨k⟩",
            "Cheia primară pentru namespace-ul ⟨ns⟩ (policy ⟨pol⟩) este ⟨k⟩ — rotită după "
            "incident.",
            'ServiceBusClient.from_connection_string("Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨pol⟩;SharedAccessKey=⟨k⟩")',
            "Authorization: SharedAccessSignature sr=https%3A%2F%2F⟨ns⟩.servicebus.windows.net"
            "%2Fparcel-events&sig=⟨sig⟩&se=⟨se⟩&skn=⟨pol⟩",
        ),
        _servicebus,
        n=7,
        secrets=("k", "k2", "sig"),
    ),
    Kind(
        "azure_container_registry_password",
        (
            "docker login ⟨acr⟩.azurecr.io -u ⟨acr⟩ -p '⟨pw⟩'",
            '{\n  "passwords": [\n    {\n      "name": "password",\n      "value": "⟨pw⟩"\n'
            '    },\n    {\n      "name": "password2",\n      "value": "⟨pw2⟩"\n    }\n  ],\n'
            '  "username": "⟨acr⟩"\n}',
            "kubectl create secret docker-registry acr-pull --docker-server=⟨acr⟩.azurecr.io "
            "--docker-username=⟨tok⟩ --docker-password='⟨pw⟩' -n checkout",
            "ACR token (⟨tok⟩) jelszava: ⟨pw⟩ — csak a staging node poolnak.",
            'ACR_PASSWORD: "⟨pw⟩"  # TODO: áttenni protected CI változóba',
            "Parola registry-ului ⟨acr⟩.azurecr.io pentru runner-ul din Cluj: ⟨pw⟩",
            "echo '⟨pw⟩' | docker login ⟨acr⟩.azurecr.io --username ⟨tok⟩ --password-stdin",
        ),
        _acr,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "postgres_connection_strings",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨upw⟩@⟨host⟩:5432/⟨db⟩?sslmode=require",
            'psql "host=⟨host⟩ port=5432 dbname=⟨db⟩ user=⟨user⟩ password=⟨upw⟩ sslmode=require"',
            "jdbc:postgresql://⟨host⟩:5432/⟨db⟩?user=⟨user⟩&password=⟨upw⟩&sslmode=require",
            '"ConnectionStrings": { "Orders": "Host=⟨host⟩;Database=⟨db⟩;Username=⟨user⟩;'
            'Password=⟨pw⟩;SSL Mode=Require" }',
            "A prod Flexible Server admin (⟨user⟩) jelszava ⟨pw⟩ — csak break-glass esetén!",
            "~/.pgpass:\n⟨host⟩:5432:⟨db⟩:⟨user⟩:⟨upw⟩",
            "Conexiunea pentru replica de raportare: postgres://⟨user⟩:⟨upw⟩@⟨host⟩/⟨db⟩ "
            "(doar citire).",
        ),
        _postgres,
        n=7,
        secrets=("pw", "upw"),
    ),
    Kind(
        "key_vault_secret_values",
        (
            "$ az keyvault secret show --vault-name ⟨vault⟩ -n ⟨name⟩ --query value -o tsv\n⟨v⟩",
            '{\n  "attributes": {\n    "enabled": true,\n    "recoveryLevel": "Recoverable"\n'
            '  },\n  "id": "https://⟨vault⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",\n'
            '  "name": "⟨name⟩",\n  "value": "⟨v⟩"\n}',
            "az keyvault secret set --vault-name ⟨vault⟩ --name ⟨name⟩ --value '⟨v⟩'",
            "Key Vault ⟨vault⟩ / ⟨name⟩ aktuális értéke: ⟨v⟩ (verzió ⟨ver⟩)",
            'resource "azurerm_key_vault_secret" "this" {\n  name         = "⟨name⟩"\n'
            '  value        = "⟨v⟩"\n  key_vault_id = azurerm_key_vault.main.id\n}',
            "Am pus valoarea ⟨v⟩ în secretul ⟨name⟩ din ⟨vault⟩; podurile o iau la restart.",
            "Set-AzKeyVaultSecret -VaultName ⟨vault⟩ -Name ⟨name⟩ -SecretValue "
            "(ConvertTo-SecureString '⟨v⟩' -AsPlainText -Force)",
        ),
        _keyvault,
        n=7,
        secrets=("v",),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "export TF_TOKEN_app_terraform_io=⟨t⟩",
            'curl -H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/vnd.api+json" '
            "https://app.terraform.io/api/v2/organizations/pannonia-parcel/workspaces",
            "Terraform Cloud team token (pp-platform, owners): ⟨t⟩",
            'credentials "app.terraform.io" {\n  token = "⟨t⟩"\n}',
            "TFE_TOKEN=⟨t⟩ ./scripts/tfc-run.sh aks-prod-weu",
            "Token-ul de agent TFC pentru pool-ul din Cluj: ⟨t⟩ (⟨who⟩ îl pune în helm values).",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gitlab_tokens",
        (
            "git clone https://oauth2:⟨pat⟩@gitlab.com/pannonia-parcel/checkout-api.git",
            'curl --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.com/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            '[[runners]]\n  name = "cluj-docker-01"\n  url = "https://gitlab.com"\n'
            '  token = "⟨rt⟩"\n  executor = "docker"',
            "gitlab-runner register --non-interactive --url https://gitlab.com --token ⟨rt⟩ "
            "--executor kubernetes",
            "Deploy token a Helm chart registryhez (read_package_registry): "
            "gitlab+deploy-token-⟨n⟩ / ⟨dt⟩",
            "glab auth login --hostname gitlab.com --token ⟨pat⟩",
            "Tokenul personal al lui ⟨who⟩ (expiră pe 31.12): ⟨pat⟩ — trebuie revocat după "
            "migrare.",
        ),
        _gitlab,
        n=7,
        secrets=("pat", "rt", "dt"),
    ),
    Kind(
        "gitlab_ci_variable_values",
        (
            'glab variable set ⟨vname⟩ "⟨v⟩" --masked --protected --scope production',
            'curl --request POST --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.com/api/v4/projects/⟨pid⟩/variables" --form "key=⟨vname⟩" '
            '--form "value=⟨v⟩" --form "masked=true"',
            'variables:\n  DOCKER_DRIVER: overlay2\n  ⟨vname⟩: "⟨v⟩"\n  HELM_RELEASE: checkout-api',
            "| Változó | Érték | Környezet |\n|---|---|---|\n| ⟨vname⟩ | ⟨v⟩ | production |\n"
            "| APP_ENV | prod | * |",
            '$ echo "debug: $⟨vname⟩"\ndebug: ⟨v⟩',
            "Variabila CI ⟨vname⟩ are acum valoarea ⟨v⟩ (nu e marcată masked, de corectat).",
            '[{"variable_type":"env_var","key":"⟨vname⟩","value":"⟨v⟩","protected":true,'
            '"masked":false,"environment_scope":"*"}]',
        ),
        _ci_vars,
        n=7,
        secrets=("v", "pat"),
    ),
    Kind(
        "elastic_api_keys",
        (
            'curl -H "Authorization: ApiKey ⟨enc⟩" '
            '"https://pp-logs-prod.es.westeurope.azure.elastic-cloud.com/_cat/indices?v"',
            '{\n  "id": "⟨id⟩",\n  "name": "filebeat-aks-prod",\n  "api_key": "⟨key⟩",\n'
            '  "encoded": "⟨enc⟩"\n}',
            "output.elasticsearch:\n"
            '  hosts: ["https://pp-logs-prod.es.westeurope.azure.elastic-cloud.com:443"]\n'
            '  api_key: "⟨id⟩:⟨key⟩"',
            "export EC_API_KEY=⟨essu⟩\necctl deployment list",
            "Az elastic superuser jelszava az új deploymenten: ⟨epw⟩ (Elastic Cloud generálta, "
            "reset után).",
            "Cheia API pentru Logstash (encoded): ⟨enc⟩ — are doar drept de write pe logs-pp-*.",
            'es = Elasticsearch(cloud_id="⟨cloudid⟩", api_key="⟨enc⟩")',
        ),
        _elastic,
        n=7,
        secrets=("enc", "key", "essu", "epw"),
    ),
    Kind(
        "mailgun_keys",
        (
            "curl -s --user 'api:⟨api⟩' https://api.eu.mailgun.net/v3/mg.pannoniaparcel.hu/"
            "messages -F from='Pannonia Parcel <noreply@mg.pannoniaparcel.hu>' "
            "-F to=teszt@pannoniaparcel.hu -F subject='Csomagod megérkezett'",
            "MAILGUN_API_KEY=⟨api⟩\nMAILGUN_DOMAIN=mg.pannoniaparcel.hu\n"
            "MAILGUN_WEBHOOK_SIGNING_KEY=⟨whk⟩",
            "Mailgun HTTP webhook signing key (a `signature` mező ellenőrzéséhez): ⟨whk⟩",
            'EMAIL_HOST = "smtp.eu.mailgun.org"\n'
            'EMAIL_HOST_USER = "postmaster@mg.pannoniaparcel.ro"\nEMAIL_HOST_PASSWORD = "⟨smtp⟩"',
            "Cheia privată Mailgun (domeniul .ro) a fost regenerată: ⟨api⟩",
            'requests.post(MG_URL, auth=("api", "⟨api⟩"), data=payload, timeout=10)',
            'hmac.new(b"⟨whk⟩", f"{timestamp}{token}".encode(), hashlib.sha256).hexdigest()',
        ),
        _mailgun,
        n=7,
        secrets=("api", "whk", "smtp"),
    ),
    Kind(
        "vonage_api_secrets",
        (
            "curl -X POST https://rest.nexmo.com/sms/json -d api_key=⟨k⟩ -d api_secret=⟨s⟩ "
            "-d from=PannParcel -d to=40722⟨ph⟩ -d text='Codul de ridicare a fost trimis'",
            "VONAGE_API_KEY=⟨k⟩\nVONAGE_API_SECRET=⟨s⟩",
            "Vonage API secret (fő fiók, ⟨k⟩): ⟨s⟩ — SMS értesítők a csomagautomatákhoz.",
            "VONAGE_SIGNATURE_SECRET=⟨sig⟩  # signed webhooks (delivery receipts), sha256",
            'client = Vonage(Auth(api_key="⟨k⟩", api_secret="⟨s⟩"))',
            "Secretul de semnătură Vonage pentru DLR-uri: ⟨sig⟩",
            "curl -u ⟨k⟩:⟨s⟩ https://api.nexmo.com/accounts/⟨k⟩/secrets",
        ),
        _vonage,
        n=7,
        secrets=("s", "sig"),
    ),
    Kind(
        "vonage_application_private_key",
        (
            "private.key (Vonage app ⟨app⟩, Messages API):\n\n⟨key⟩",
            "$ cat secrets/vonage_private.key\n⟨key⟩",
            'VONAGE_APPLICATION_ID=⟨app⟩\nVONAGE_PRIVATE_KEY="' + _PEM_P8 + '"',
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: vonage-app\n"
            "  namespace: notifications\ntype: Opaque\nstringData:\n  application_id: ⟨app⟩\n"
            "  private.key: |\n⟨key4⟩",
            "A Vonage alkalmazás privát kulcsa (a JWT-k aláírásához), ha újra kell tölteni:\n\n"
            "```\n⟨key⟩\n```",
        ),
        _vonage_key,
        n=7,
        secrets=("key", "key4", "esc"),
    ),
    Kind(
        "openssh_private_key",
        (
            "~/.ssh/id_ed25519 a jumpboxon (pp-jump-weu-01):\n⟨key⟩",
            "$ cat ~/.ssh/gitlab_deploy_checkout\n⟨ekey⟩",
            "SSH_PRIVATE_KEY (File típusú CI változó) tartalma:\n\n⟨key⟩",
            "Cheia de deploy pentru repo-ul infra (read-only), generată cu ssh-keygen -t "
            "ed25519:\n\n```\n⟨key⟩\n```",
            "ansible_ssh_private_key: |\n⟨ekey4⟩",
        ),
        _openssh,
        n=7,
        secrets=("key", "ekey", "ekey4"),
    ),
    Kind(
        "ec_private_key",
        (
            "jwt-signing.pem (locker-gateway, ES256):\n\n⟨sec1⟩",
            "$ openssl ecparam -name prime256v1 -genkey -noout\n⟨sec1⟩",
            "stringData:\n  es256.pem: |\n⟨p8_4⟩",
            "Cheia EC cu care semnăm codurile QR de ridicare din lockerele noastre:\n\n⟨p8⟩",
            'resource "azurerm_key_vault_secret" "locker_jwt" {\n  name         = '
            '"locker-jwt-es256"\n  key_vault_id = azurerm_key_vault.main.id\n'
            "  value        = <<-EOT\n⟨sec1_4⟩\n  EOT\n}",
        ),
        _ec,
        n=7,
        secrets=("sec1", "sec1_4", "p8", "p8_4"),
    ),
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-gateway\n"
            "  namespace: checkout\ntype: Opaque\ndata:\n  BARION_POSKEY: ⟨pos_b64⟩\n"
            "  SIMPLEPAY_MERCHANT: ⟨m_b64⟩\n  SIMPLEPAY_SECRET_KEY: ⟨sp_b64⟩",
            "$ kubectl get secret pg-credentials -n checkout -o jsonpath='{.data.password}'\n"
            "⟨pw_b64⟩",
            "apiVersion: v1\ndata:\n  password: ⟨pw_b64⟩\n  username: ⟨user_b64⟩\n"
            'kind: Secret\nmetadata:\n  creationTimestamp: "⟨ts⟩"\n  name: pg-credentials\n'
            '  namespace: checkout\n  resourceVersion: "⟨rv⟩"\n  uid: ⟨uid⟩\ntype: Opaque',
            "A mailgun secret base64-ben (kubectl get secret mailgun -o yaml): api-key: ⟨mg_b64⟩",
            '{\n  "apiVersion": "v1",\n  "data": {\n    "api-key": "⟨mg_b64⟩",\n'
            '    "domain": "⟨dom_b64⟩"\n  },\n  "kind": "Secret",\n  "type": "Opaque"\n}',
            "Valoarea din secretul anaf-oauth (cheia client-secret, base64): ⟨cs_b64⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: acr-pull\ntype: "
            "kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ⟨dcj⟩",
        ),
        _k8s,
        n=7,
        secrets=("pos_b64", "sp_b64", "pw_b64", "mg_b64", "cs_b64", "dcj"),
    ),
    Kind(
        "kubeconfig_credentials",
        (
            "apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: ⟨cad⟩\n"
            "    server: https://aks-pp-prod-weu-dns-⟨h⟩.hcp.westeurope.azmk8s.io:443\n"
            "  name: aks-pp-prod-weu\nusers:\n- name: clusterAdmin_pp-prod-weu-rg_aks-pp-prod-weu"
            "\n  user:\n    client-certificate-data: ⟨ccd⟩\n    client-key-data: ⟨ckd⟩",
            "users:\n- name: ci-deployer\n  user:\n    token: ⟨tok⟩",
            "kubectl --token=⟨tok⟩ --server=https://aks-pp-prod-weu-dns-⟨h⟩.hcp.westeurope."
            "azmk8s.io:443 get pods -n checkout",
            "Token-ul service account-ului gitlab-deployer (din secretul de tip "
            "kubernetes.io/service-account-token): ⟨tok⟩",
            "KUBE_TOKEN=⟨tok⟩ (a GitLab agent előtti időkből, még él!)",
            "$ kubectl create token gitlab-deployer -n ci --duration=8760h\n⟨tok⟩",
            "A régi admin kubeconfigból csak ez a sor kell: client-key-data: ⟨ckd⟩",
        ),
        _kubeconfig,
        n=7,
        secrets=("ckd", "tok"),
    ),
    Kind(
        "dotenv_files",
        (
            "# .env.production (checkout-api)\nAPP_ENV=production\nBARION_POSKEY=⟨pos⟩\n"
            "BARION_PAYEE=penzugy@pannoniaparcel.hu\nSIMPLEPAY_MERCHANT=⟨m⟩\n"
            "SIMPLEPAY_SECRET_KEY=⟨sp⟩\nLOG_LEVEL=info",
            "NETOPIA_API_KEY=⟨nk⟩\nNETOPIA_POS_SIGNATURE=⟨sig⟩\nEMAG_RO_PASSWORD='⟨pw⟩'\n"
            "SENTRY_ENVIRONMENT=ro-prod",
            "MAILGUN_API_KEY=⟨mg⟩\nVONAGE_API_KEY=⟨vk⟩\nVONAGE_API_SECRET=⟨vs⟩\n"
            "NOTIFY_FROM=PannParcel",
            "DATABASE_URL=postgresql://checkout:⟨upw⟩@pgflex-pp-prod-weu.postgres.database."
            "azure.com:5432/checkout?sslmode=require\nSERVICEBUS_CONNECTION=Endpoint=sb://"
            "sb-pp-orders-prod.servicebus.windows.net/;SharedAccessKeyName=send-only;"
            "SharedAccessKey=⟨sb⟩\nDJANGO_SECRET_KEY='⟨dj⟩'",
            "export ARM_CLIENT_SECRET='⟨aad⟩'\nexport TF_TOKEN_app_terraform_io=⟨tfc⟩\n"
            "export TF_WORKSPACE=aks-prod-weu",
            "A lokális .env-emből (ne commitold!):\nFOXPOST_API_KEY=⟨fk⟩\n"
            "SAMEDAY_PASSWORD='⟨pw⟩'\nFOXPOST_SANDBOX=true",
            'ANAF_CLIENT_SECRET="⟨cs⟩"\nSZAMLAZZ_AGENT_KEY="⟨sz⟩"\nINVOICE_PREFIX=PPRO',
        ),
        _dotenv,
        n=7,
        secrets=_DOTENV_SECRETS,
    ),
    Kind(
        "app_signing_secrets",
        (
            "SECRET_KEY = '⟨dj⟩'  # settings/prod.py, locker admin",
            "JWT_SIGNING_SECRET=⟨jwt⟩  (HS256, locker-gateway ↔ futár app)",
            "APP_KEY=" + _LARAVEL + "⟨lk⟩",
            "A csomagautomata-firmware HMAC kulcsa (az ajtónyitó parancsokat írja alá): ⟨hk⟩",
            "Secretul partajat pentru webhook-urile interne (order-service → notifier): ⟨whs⟩",
            'auth:\n  session_secret: "⟨ss⟩"\n  csrf_secret: "⟨cs⟩"\n  cookie_name: pp_session',
            'app.config["SECRET_KEY"] = "⟨ss⟩"',
        ),
        _app_secrets,
        n=7,
        secrets=("dj", "jwt", "lk", "hk", "whs", "ss", "cs"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy jegyzet – checkout-api\n- commit ⟨sha⟩\n"
            "- image acrpannoniaparcel.azurecr.io/checkout-api@sha256:⟨dig⟩\n"
            "- trace ⟨trace⟩ mutatta a lassú Barion hívást\n- PaymentId ⟨pid⟩ (teszt)\n"
            "- BARION_POSKEY=⟨pos⟩ ← véletlenül bemásolva, rotálni!",
            "Incident 2033-12-⟨d⟩ (RO)\n- request id ⟨u⟩\n- ntpID ⟨ntp⟩\n- commit ⟨sha⟩\n"
            "- ⟨sname⟩=⟨s⟩ apărea în logul de debug\n- Elastic trace.id ⟨trace⟩",
            "NAV sync debug\n* transactionId ⟨navtx⟩\n* requestSignature ⟨rsig⟩\n"
            "* exchange key in use: ⟨xk⟩\n* commit ⟨sha⟩",
            "| mező | érték |\n|---|---|\n| traceparent | 00-⟨trace⟩-⟨span⟩-01 |\n"
            "| x-request-id | ⟨u⟩ |\n| api_secret | ⟨vs⟩ |\n| image | sha256:⟨dig⟩ |",
            "Release notes\n- lockfile integrity sha512-⟨integ⟩\n- TFC run run-⟨run⟩ "
            "(ws-⟨ws⟩)\n- TF_TOKEN_app_terraform_io=⟨tfc⟩ (a runner logjából)\n"
            "- ObjectId ⟨oid⟩",
            "Checklist rotație\n1. Key Vault version ⟨ver⟩\n2. SAS key nou: ⟨sb⟩\n"
            "3. correlation id ⟨u⟩\n4. commit ⟨sha⟩",
            "Mailgun hiba:\n- Message-Id: <⟨mid⟩@mg.pannoniaparcel.hu>\n- webhook token ⟨wtok⟩"
            "\n- signature ⟨wsig⟩\n- a kulcs: ⟨mg⟩ (ezt ne hagyd itt)",
        ),
        _among,
        n=7,
        secrets=("pos", "s", "xk", "vs", "tfc", "sb", "mg"),
    ),
    Kind(
        "passwords_in_hungarian_prose",
        (
            "⟨hu⟩ szerint a staging admin felület jelszava most ⟨pw⟩, de hétfőn lecseréli.",
            "Jelszó a Foxpost partnerportálhoz: ⟨pw⟩ (a felhasználónév a közös ops@ cím).",
            "Ha Kibana kell: elastic / ⟨pw⟩ — csak olvasásra használd, ⟨hu⟩ kérte.",
            "A pgAdmin mentett kapcsolatnál a jelszót erre állítottam: ⟨pw⟩, mert a régi lejárt.",
            "⟨hu⟩ kérte, hogy írjam fel: a NAV tesztkörnyezet webes belépésének jelszava ⟨pw⟩.",
            "Új jelszó a Számlázz.hu fiókhoz (penzugy@pannoniaparcel.hu): ⟨pw⟩ – kétfaktoros "
            "azonosítás bekapcsolva (⟨d⟩).",
            "Break-glass: az AKS jumpbox `ppadmin` felhasználójának jelszava ⟨pw⟩, a Key Vaultban"
            " is ott van.",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_romanian_prose",
        (
            "Parola nouă pentru contul de admin din panoul de lockere este ⟨pw⟩ — ⟨ro⟩ a "
            "resetat-o azi.",
            "Am schimbat parola utilizatorului tehnic eMAG în ⟨pw⟩; vechea nu mai merge din ⟨d⟩.",
            "Pentru SPV (ANAF), parola contului firmei e ⟨pw⟩, dar autentificarea merge doar cu "
            "certificatul.",
            "⟨ro⟩ zice că parola la Netopia admin e ⟨pw⟩ până configurăm SSO.",
            "Dacă pică VPN-ul, parola de rezervă pentru routerul din depozitul Cluj este ⟨pw⟩.",
            "Utilizator: ops-cluj, parolă: ⟨pw⟩ (contul comun pentru dashboard-ul Sameday).",
            "⟨ro⟩ a pus parola ⟨pw⟩ pe arhiva cu facturile exportate; nu o trimite pe mail.",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_config_files",
        (
            "output.elasticsearch:\n"
            '  hosts: ["https://pp-logs-prod.es.westeurope.azure.elastic-cloud.com:443"]\n'
            '  username: "filebeat_writer"\n  password: "⟨pw⟩"',
            'resource "azurerm_postgresql_flexible_server" "main" {\n'
            '  name                   = "pgflex-pp-prod-weu"\n'
            '  administrator_login    = "ppadmin"\n  administrator_password = "⟨pw⟩"\n'
            '  sku_name               = "GP_Standard_D4ds_v5"\n}',
            '[smtp]\nhost = "smtp.eu.mailgun.org"\nport = 587\n'
            'user = "postmaster@mg.pannoniaparcel.hu"\npassword = "⟨pw⟩"',
            '{\n  "Sameday": {\n    "Username": "⟨user⟩",\n    "Password": "⟨pw⟩"\n  }\n}',
            'pgbouncer userlist.txt:\n"checkout_app" "⟨pw⟩"\n"report_ro" "⟨pw2⟩"',
            "services:\n  postgres:\n    image: postgres:16\n    environment:\n"
            "      POSTGRES_USER: checkout\n      POSTGRES_PASSWORD: '⟨pw⟩'",
            "[nav]\nlogin = ⟨login⟩\npassword = ⟨pw⟩\n; a jelszó lejár: 2034-03",
        ),
        lambda r: {**_config_pw(r), "pw2": _config_pw(r)["pw"]},
        n=7,
        secrets=("pw", "pw2"),
    ),
)
