"""True secrets in Liman Rota memory-note framings; each kind names the fields whose values
must not survive. Public or short identifiers that sit next to a secret (merchant ids,
terminal ids, client ids, access-key ids, role ids, usernames) are drawn too but not listed.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike84.gen import (
    ALNUM,
    B64STD,
    B64URL,
    LOWER_ALNUM,
    PRIV,
    UHEX,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    day,
    ec_sec1,
    ed25519_pkcs8,
    epoch,
    hexs,
    indent,
    num,
    object_id,
    openssh_pem,
    openssh_private,
    passphrase,
    password,
    pem,
    pick,
    rsa_pkcs1,
    rsa_pkcs8,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SANDBOX = "sand" + "box-"
_DOP = "do" + "p_v1_"
_DOO = "do" + "o_v1_"
_DOR = "do" + "r_v1_"
_DO_SPACES = "DO" + "00"
_CF_OCA = "v1" + ".0-"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLREG = "GR" + "1348941"
_HVS = "hv" + "s."
_HVB = "hv" + "b."
_XOXB = "xo" + "xb-"
_XOXP = "xo" + "xp-"
_XAPP = "xa" + "pp-1-"
_MG_KEY = "ke" + "y-"
_TURNSTILE = "0x" + "4AAAAAAA"

_DB_HOSTS = (
    "galera-1.izm.limanrota.internal",
    "galera-2.hel1.limanrota.net",
    "10.40.2.11",
    "db-pir-2.limanrota.internal",
    "maxscale.izm.limanrota.internal",
)
_RMQ_HOSTS = ("rmq-1.izm.limanrota.internal", "rabbit.pir.limanrota.net", "10.40.3.21")
_DB_USERS = ("bilet_app", "liman_ro", "rota_api", "seferler_rw", "pireas_ops", "rapor")
_URL_SAFE = ALNUM + "-_.~"


def _url_pw(r: Random, n: int | None = None) -> str:
    return pick(r, ALNUM, 1) + pick(r, _URL_SAFE, (n or r.choice((18, 22, 26))) - 1)


# ---------------------------------------------------------------- payments


def _iyzico(r: Random) -> dict[str, str]:
    live = r.random() < 0.5
    pre = "" if live else _SANDBOX
    return {
        "k": pre + pick(r, ALNUM, 32),
        "s": pre + pick(r, ALNUM, 32),
        "host": "https://api.iyzipay.com" if live else "https://sandbox-api.iyzipay.com",
        "d": day(r),
    }


def _paytr(r: Random) -> dict[str, str]:
    return {"mid": num(r, 6), "key": pick(r, ALNUM, 16), "salt": pick(r, ALNUM, 16)}


def _viva_oauth(r: Random) -> dict[str, str]:
    cid = pick(r, LOWER_ALNUM, 45) + ".apps.vivapayments.com"
    cs = pick(r, ALNUM, r.choice((30, 32)))
    return {"cid": cid, "cs": cs, "basic": b64_of(f"{cid}:{cs}"), "src": num(r, 4)}


def _viva_api(r: Random) -> dict[str, str]:
    mid = uuid4(r)
    ak = pick(r, ALNUM, 2) + pick(r, ALNUM + "!@#%^*()-_+=", 18)
    return {"mid": mid, "ak": ak, "wk": pick(r, UHEX, 40), "basic": b64_of(f"{mid}:{ak}")}


def _garanti(r: Random) -> dict[str, str]:
    return {
        "tid": "30" + num(r, 6),
        "mid": num(r, 7),
        "pw": password(r, r.choice((16, 18, 20))),
        "sk": pick(r, ALNUM, 24),
    }


# ---------------------------------------------------------------- cloud


def _hcloud(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 64), "ctx": r.choice(("izmir-prod", "pireas", "staging", "ci"))}


def _digitalocean(r: Random) -> dict[str, str]:
    return {"t": _DOP + hexs(r, 64), "oa": _DOO + hexs(r, 64), "or": _DOR + hexs(r, 64)}


def _s3(r: Random) -> dict[str, str]:
    return {
        "do_id": _DO_SPACES + pick(r, UPPER_ALNUM, 16),
        "do_sec": pick(r, B64STD, 43),
        "r2_id": hexs(r, 32),
        "r2_sec": hexs(r, 64),
        "hz_id": pick(r, UPPER_ALNUM, 20),
        "hz_sec": pick(r, ALNUM, 40),
        "acct": hexs(r, 32),
    }


def _cf_api(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, B64URL, 40),
        "gk": hexs(r, 37),
        "oca": _CF_OCA + hexs(r, 24) + "-" + hexs(r, 146),
    }


def _cf_tunnel(r: Random) -> dict[str, str]:
    acct, tid, sec = hexs(r, 32), uuid4(r), b64(r, 32)
    tok = b64_of(json.dumps({"a": acct, "t": tid, "s": sec}, separators=(",", ":")))
    return {"acct": acct, "tid": tid, "sec": sec, "tok": tok}


def _glpat(r: Random) -> dict[str, str]:
    if r.random() < 0.5:
        t = _GLPAT + pick(r, B64URL, 20)
    else:
        t = _GLPAT + pick(r, B64URL, 27) + ".01." + pick(r, LOWER_ALNUM, 9)
    return {"t": t}


def _runner(r: Random) -> dict[str, str]:
    pre = _GLRT + ("t1_" if r.random() < 0.5 else "")
    return {
        "rt": pre + pick(r, B64URL, 20),
        "reg": _GLREG + pick(r, B64URL, 20),
        "n": str(r.randint(1, 9)),
        "id": str(r.randint(100, 4000)),
    }


_CI_VARS = (
    ("MAILGUN_API_KEY", lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8)),
    ("HCLOUD_TOKEN", lambda r: pick(r, ALNUM, 64)),
    ("NETGSM_PASSWORD", lambda r: password(r, 18)),
    ("VAULT_TOKEN", lambda r: _HVS + pick(r, ALNUM, 24)),
    ("KEYCLOAK_CLIENT_SECRET", lambda r: pick(r, ALNUM, 32)),
    ("RABBITMQ_PASSWORD", lambda r: password(r, 24)),
    ("PAYTR_MERCHANT_SALT", lambda r: pick(r, ALNUM, 16)),
    ("CLOUDFLARE_API_TOKEN", lambda r: pick(r, B64URL, 40)),
)


def _ci_vars(r: Random) -> dict[str, str]:
    var, make = r.choice(_CI_VARS)
    return {"pat": _GLPAT + pick(r, B64URL, 20), "var": var, "val": make(r), "pid": num(r, 3)}


def _vault_tokens(r: Random) -> dict[str, str]:
    long_form = r.random() >= 0.5
    t = _HVS + ("CAESI" + pick(r, B64URL, 86) if long_form else pick(r, ALNUM, 24))
    return {
        "t": t,
        "root": _HVS + pick(r, ALNUM, 24),
        "b": _HVB + "AAAAAQ" + pick(r, B64URL, 132),
    }


def _vault_unseal(r: Random) -> dict[str, str]:
    return {
        "u1": b64(r, 33),
        "u2": b64(r, 33),
        "u3": b64(r, 33),
        "rid": uuid4(r),
        "sid": uuid4(r),
        "acc": uuid4(r),
    }


def _elastic(r: Random) -> dict[str, str]:
    kid, key = pick(r, B64URL, 20), pick(r, B64URL, 22)
    return {"id": kid, "key": key, "enc": b64_of(f"{kid}:{key}"), "pw": password(r, 24)}


# ---------------------------------------------------------------- services


def _rabbit(r: Random) -> dict[str, str]:
    return {
        "u": r.choice(("bilet", "sefer-worker", "sms-notifier", "liman_ops")),
        "pw": _url_pw(r),
        "cookie": pick(r, UPPER, 20),
        "h": r.choice(_RMQ_HOSTS),
    }


def _mariadb(r: Random) -> dict[str, str]:
    return {
        "u": r.choice(_DB_USERS),
        "pw": password(r, r.choice((16, 20, 24))),
        "h": r.choice(_DB_HOSTS),
    }


def _conn(r: Random) -> dict[str, str]:
    return {"u": r.choice(_DB_USERS), "pw": _url_pw(r), "h": r.choice(_DB_HOSTS)}


def _netgsm(r: Random) -> dict[str, str]:
    uc = "850" + num(r, 7)
    pw = _url_pw(r, r.choice((16, 18, 20)))
    return {"uc": uc, "pw": pw, "basic": b64_of(f"{uc}:{pw}"), "gsm": "5" + num(r, 9)}


def _mailgun(r: Random) -> dict[str, str]:
    if r.random() < 0.6:
        k = hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8)
    else:
        k = _MG_KEY + hexs(r, 32)
    return {
        "k": k,
        "wk": hexs(r, 32),
        "smtp": hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
        "to": r.choice(("yolcu@example.com", "test@limanrota.gr", "qa+bilet@limanrota.com.tr")),
    }


def _slack_tokens(r: Random) -> dict[str, str]:
    team = num(r, 12)
    return {
        "b": _XOXB + team + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        "p": _XOXP + team + "-" + num(r, 13) + "-" + num(r, 13) + "-" + hexs(r, 32),
        "a": _XAPP + "A0" + pick(r, UPPER_ALNUM, 9) + "-" + num(r, 13) + "-" + hexs(r, 64),
        "ch": "C0" + pick(r, UPPER_ALNUM, 9),
    }


def _slack_hook(r: Random) -> dict[str, str]:
    return {
        "T": "T0" + pick(r, UPPER_ALNUM, 8),
        "B": "B0" + pick(r, UPPER_ALNUM, 9),
        "tok": pick(r, ALNUM, 24),
        "ss": hexs(r, 32),
        "cs": hexs(r, 32),
        "cid": num(r, 12) + "." + num(r, 13),
    }


def _keycloak(r: Random) -> dict[str, str]:
    return {
        "cid": r.choice(("bilet-api", "grafana", "gitlab", "rapor-cron", "vault-oidc")),
        "cs": pick(r, ALNUM, 32),
        "pw": password(r, r.choice((20, 24))),
    }


def _jwt(r: Random, header: dict[str, object], claims: dict[str, object], sig: int) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, sig)}"


def _kc_tokens(r: Random) -> dict[str, str]:
    iat = int(epoch(r))
    sub, sid = uuid4(r), uuid4(r)
    iss = "https://sso.limanrota.com.tr/realms/liman"
    at = _jwt(
        r,
        {"alg": "RS256", "typ": "JWT", "kid": b64url(r, 32)},
        {
            "exp": iat + 300,
            "iat": iat,
            "jti": uuid4(r),
            "iss": iss,
            "aud": "bilet-api",
            "sub": sub,
            "typ": "Bearer",
            "azp": "rapor-cron",
            "sid": sid,
            "scope": "openid profile email",
            "preferred_username": "svc-rapor",
        },
        256,
    )
    rt = _jwt(
        r,
        {"alg": "HS512", "typ": "JWT", "kid": uuid4(r)},
        {
            "iat": iat,
            "jti": uuid4(r),
            "iss": iss,
            "aud": iss,
            "sub": sub,
            "typ": "Offline",
            "azp": "rapor-cron",
            "sid": sid,
            "scope": "openid offline_access",
        },
        64,
    )
    return {"at": at, "rt": rt}


def _ansible(r: Random) -> dict[str, str]:
    vp = passphrase(r) if r.random() < 0.5 else password(r, 28)
    return {"vp": vp, "bp": password(r, r.choice((16, 20)))}


# ---------------------------------------------------------------- keys and files


def _pem_key(r: Random) -> dict[str, str]:
    which = r.choice(("rsa1", "rsa8", "ec", "ed"))
    if which == "rsa1":
        key = pem("RSA " + PRIV, rsa_pkcs1(r))
    elif which == "rsa8":
        key = pem(PRIV, rsa_pkcs8(r))
    elif which == "ec":
        key = pem("EC " + PRIV, ec_sec1(r))
    else:
        key = pem(PRIV, ed25519_pkcs8(r))
    return {"key": key, "key_ind": indent(key, 4)}


def _ssh_key(r: Random) -> dict[str, str]:
    algo = r.choice(("ssh-ed25519", "ssh-ed25519", "ecdsa-sha2-nistp256"))
    comment = r.choice(("deploy@gitlab-runner-hel1", "ansible@bastion-pir", "root@galera-1"))
    key = openssh_pem(openssh_private(r, algo, comment, encrypted=r.random() < 0.25))
    return {"key": key, "key_ind": indent(key, 2)}


def _k8s(r: Random) -> dict[str, str]:
    user = r.choice(_DB_USERS)
    reg_auth = b64_of(f"gitlab-deploy:{_GLPAT}{pick(r, B64URL, 20)}")
    dcj = {"auths": {"registry.limanrota.com.tr": {"auth": reg_auth}}}
    return {
        "u64": b64_of(user),
        "p64": b64_of(password(r, r.choice((16, 20, 24)))),
        "i64": b64_of(pick(r, ALNUM, 32)),
        "s64": b64_of(pick(r, ALNUM, 16)),
        "m64": b64_of(hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8)),
        "d64": b64_of("mg.limanrota.com.tr"),
        "dcj": b64_of(json.dumps(dcj, separators=(",", ":"))),
        "raw": pick(r, B64URL, 40),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "h": r.choice(_DB_HOSTS),
        "pw": _url_pw(r),
        "iy": pick(r, ALNUM, 32),
        "mg": hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
        "uc": "850" + num(r, 7),
        "mid": num(r, 6),
        "pk": pick(r, ALNUM, 16),
        "ps": pick(r, ALNUM, 16),
        "sess": hexs(r, 64),
        "kc": pick(r, ALNUM, 32),
        "sl": _XOXB + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        "dj": pick(r, ALNUM + "!@#%^&*(-_=+)", 50),
    }


_WORKER_SECRETS = (
    ("PAYTR_MERCHANT_SALT", lambda r: pick(r, ALNUM, 16)),
    ("VIVA_WEBHOOK_KEY", lambda r: pick(r, UHEX, 40)),
    ("IYZICO_SECRET_KEY", lambda r: pick(r, ALNUM, 32)),
    ("JWT_SIGNING_SECRET", lambda r: hexs(r, 64)),
    ("SLACK_SIGNING_SECRET", lambda r: hexs(r, 32)),
    ("TURNSTILE_SECRET_KEY", lambda r: _TURNSTILE + pick(r, B64URL, 22)),
    ("MAILGUN_WEBHOOK_SIGNING_KEY", lambda r: hexs(r, 32)),
)


def _worker(r: Random) -> dict[str, str]:
    name, make = r.choice(_WORKER_SECRETS)
    return {"name": name, "v": make(r)}


def _prose(r: Random) -> dict[str, str]:
    return {"pw": passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 22)))}


_AMONG = (
    ("HCLOUD_TOKEN", lambda r: pick(r, ALNUM, 64)),
    ("VAULT_TOKEN", lambda r: _HVS + pick(r, ALNUM, 24)),
    ("NETGSM_PASSWORD", lambda r: password(r, 18)),
    ("MAILGUN_API_KEY", lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8)),
    ("PAYTR_MERCHANT_SALT", lambda r: pick(r, ALNUM, 16)),
    ("CLOUDFLARE_API_TOKEN", lambda r: pick(r, B64URL, 40)),
    ("GITLAB_TOKEN", lambda r: _GLPAT + pick(r, B64URL, 20)),
    ("DB_PASSWORD", lambda r: password(r, 20)),
)


def _among(r: Random) -> dict[str, str]:
    label, make = r.choice(_AMONG)
    return {
        "label": label,
        "s": make(r),
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "pid": num(r, 8),
        "conv": uuid4(r),
        "mask": r.choice(("454360", "540061", "979210", "415565")) + "******" + num(r, 4),
        "dig": hexs(r, 64),
        "oid": object_id(r),
        "d": day(r),
        "zone": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "iyzico_api_and_secret_keys",
        (
            "IYZICO_API_KEY=⟨k⟩\nIYZICO_SECRET_KEY=⟨s⟩\nIYZICO_BASE_URL=⟨host⟩",
            '```python\noptions = {\n    "api_key": "⟨k⟩",\n    "secret_key": "⟨s⟩",\n'
            '    "base_url": "⟨host⟩",\n}\n```',
            "iyzico merchant panelinden yeni anahtarlar alındı: API anahtarı ⟨k⟩, güvenlik "
            "anahtarı ⟨s⟩ — eskiler ⟨d⟩ gece iptal edilecek.",
            "vault kv put secret/odeme/iyzico api_key=⟨k⟩ secret_key=⟨s⟩",
            "Τα κλειδιά του iyzico για το ⟨host⟩: api_key ⟨k⟩ / secret_key ⟨s⟩ "
            "(μην τα βάλεις στο repo).",
        ),
        _iyzico,
        n=7,
        secrets=("k", "s"),
    ),
    Kind(
        "paytr_merchant_key_and_salt",
        (
            "PAYTR_MERCHANT_ID=⟨mid⟩\nPAYTR_MERCHANT_KEY=⟨key⟩\nPAYTR_MERCHANT_SALT=⟨salt⟩",
            'paytr:\n  merchant_id: "⟨mid⟩"\n  merchant_key: "⟨key⟩"\n  merchant_salt: "⟨salt⟩"'
            "\n  test_mode: 0\n  no_installment: 1",
            "```php\n$merchant_id   = '⟨mid⟩';\n$merchant_key  = '⟨key⟩';\n"
            "$merchant_salt = '⟨salt⟩';\n"
            "$hash_str = $merchant_id . $user_ip . $merchant_oid . $email . $payment_amount;\n```",
            "PayTR bildirim URL'si 'PAYTR notification failed: bad hash' veriyordu; Worker'daki "
            "merchant_salt eskiymiş. Doğrusu ⟨salt⟩, key ⟨key⟩ (mağaza no ⟨mid⟩).",
            "Το merchant_key της PayTR (⟨key⟩) άλλαξε μετά το incident· νέο salt: ⟨salt⟩",
        ),
        _paytr,
        n=7,
        secrets=("key", "salt"),
    ),
    Kind(
        "viva_wallet_oauth_client_secret",
        (
            "curl -s -X POST https://accounts.vivapayments.com/connect/token "
            '-u "⟨cid⟩:⟨cs⟩" -d grant_type=client_credentials',
            "VIVA_CLIENT_ID=⟨cid⟩\nVIVA_CLIENT_SECRET=⟨cs⟩\nVIVA_SOURCE_CODE=⟨src⟩",
            "Viva Smart Checkout credentials (demo → live switch): client id `⟨cid⟩`, "
            "client secret `⟨cs⟩`.",
            "Νέο client secret για το Viva Wallet μετά το rotation: ⟨cs⟩ — το παλιό "
            "απενεργοποιήθηκε στο self-care.",
            "POST /connect/token\nAuthorization: Basic ⟨basic⟩\n"
            "Content-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials",
        ),
        _viva_oauth,
        n=7,
        secrets=("cs", "basic"),
    ),
    Kind(
        "viva_wallet_api_key_and_webhook_key",
        (
            'curl -u "⟨mid⟩:⟨ak⟩" https://www.vivapayments.com/api/messages/config/token',
            '{"Key":"⟨wk⟩"}  ← Viva webhook doğrulama anahtarı, Worker env VIVA_WEBHOOK_KEY '
            "olarak girildi",
            "Viva legacy API (Basic auth, merchant ⟨mid⟩): Authorization: Basic ⟨basic⟩",
            "viva:\n  merchant_id: ⟨mid⟩\n  api_key: '⟨ak⟩'\n  webhook_verification_key: ⟨wk⟩",
            "Το API key του Viva (Settings → API Access) είναι ⟨ak⟩, merchant ⟨mid⟩.",
        ),
        _viva_api,
        n=7,
        secrets=("ak", "wk", "basic"),
    ),
    Kind(
        "garanti_vpos_provision_password_and_store_key",
        (
            "GARANTI_TERMINAL_ID=⟨tid⟩\nGARANTI_MERCHANT_ID=⟨mid⟩\nGARANTI_PROV_USER=PROVAUT\n"
            "GARANTI_PROV_PASSWORD=⟨pw⟩\nGARANTI_STORE_KEY=⟨sk⟩",
            "Garanti sanal POS: provizyon şifresi ⟨pw⟩, 3D secure anahtarı (storekey) ⟨sk⟩ — "
            "terminal ⟨tid⟩. Banka destek hattı yeniden üretti.",
            '```php\n$strProvisionPassword = "⟨pw⟩";\n$strStoreKey = "⟨sk⟩";\n'
            '$strTerminalID = "⟨tid⟩";\n$strMerchantID = "⟨mid⟩";\n```',
            "Για το Garanti vPOS (τερματικό ⟨tid⟩): ProvisionPassword=⟨pw⟩, StoreKey=⟨sk⟩.",
            "vault kv get -field=store_key secret/odeme/garanti\n⟨sk⟩",
        ),
        _garanti,
        n=7,
        secrets=("pw", "sk"),
    ),
    Kind(
        "hetzner_cloud_api_token",
        (
            "export HCLOUD_TOKEN=⟨t⟩ && hcloud server list -o columns=id,name,status",
            "hcloud context create ⟨ctx⟩  # token olarak ⟨t⟩ yapıştırıldı",
            'provider "hcloud" {\n  token = "⟨t⟩"\n}',
            "Hetzner Cloud projesi `⟨ctx⟩` için Read & Write API token: ⟨t⟩",
            'curl -H "Authorization: Bearer ⟨t⟩" '
            '"https://api.hetzner.cloud/v1/servers?label_selector=role=galera"',
            "hcloud_token: ⟨t⟩  # group_vars/all/main.yml, vault'a taşınacak",
        ),
        _hcloud,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "digitalocean_tokens",
        (
            "doctl auth init --context pireas -t ⟨t⟩",
            "DIGITALOCEAN_ACCESS_TOKEN=⟨t⟩ terraform apply -target=digitalocean_droplet.pir_edge",
            '{"access_token":"⟨oa⟩","token_type":"bearer","expires_in":2592000,'
            '"refresh_token":"⟨or⟩","scope":"read write"}',
            "DO personal token (Piraeus ekibi hesabı): ⟨t⟩",
            "Το token του DigitalOcean για το ansible inventory plugin: ⟨t⟩",
        ),
        _digitalocean,
        n=7,
        secrets=("t", "oa", "or"),
    ),
    Kind(
        "s3_compatible_secret_keys",
        (
            "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = ⟨r2_id⟩\n"
            "secret_access_key = ⟨r2_sec⟩\nendpoint = https://⟨acct⟩.r2.cloudflarestorage.com",
            "AWS_ACCESS_KEY_ID=⟨do_id⟩ AWS_SECRET_ACCESS_KEY=⟨do_sec⟩ aws s3 ls "
            "s3://limanrota-yedek --endpoint-url https://fra1.digitaloceanspaces.com",
            "Hetzner Object Storage (fsn1) anahtarları: access ⟨hz_id⟩ / secret ⟨hz_sec⟩ — "
            "mariabackup yedekleri buraya gidiyor.",
            "[default]\naws_access_key_id = ⟨hz_id⟩\naws_secret_access_key = ⟨hz_sec⟩\n"
            "region = fsn1",
            "restic στο R2: AWS_SECRET_ACCESS_KEY=⟨r2_sec⟩ (token `galera-backup`, "
            "access key ⟨r2_id⟩)",
        ),
        _s3,
        n=7,
        secrets=("do_sec", "r2_sec", "hz_sec"),
    ),
    Kind(
        "cloudflare_api_token_and_global_key",
        (
            'curl "https://api.cloudflare.com/client/v4/user/tokens/verify" '
            '-H "Authorization: Bearer ⟨tok⟩"',
            "CLOUDFLARE_API_TOKEN=⟨tok⟩ npx wrangler deploy --env production",
            "curl https://api.cloudflare.com/client/v4/zones -H "
            '"X-Auth-Email: ops@limanrota.com.tr" -H "X-Auth-Key: ⟨gk⟩"',
            "Origin CA key (origin-ca-issuer için): ⟨oca⟩",
            "Το Global API Key του λογαριασμού Cloudflare είναι ⟨gk⟩ — να αντικατασταθεί με "
            "scoped token.",
            'provider "cloudflare" {\n  api_token = "⟨tok⟩"\n}',
        ),
        _cf_api,
        n=7,
        secrets=("tok", "gk", "oca"),
    ),
    Kind(
        "cloudflare_tunnel_token",
        (
            "cloudflared tunnel run --token ⟨tok⟩",
            "docker run -d cloudflare/cloudflared:2037.9.1 tunnel --no-autoupdate run "
            "--token ⟨tok⟩",
            "TUNNEL_TOKEN=⟨tok⟩",
            "Tunnel `izmir-ops` (id ⟨tid⟩) token'ı: ⟨tok⟩ — systemd unit'te duruyor.",
            '/etc/cloudflared/⟨tid⟩.json:\n{"AccountTag":"⟨acct⟩","TunnelSecret":"⟨sec⟩",'
            '"TunnelID":"⟨tid⟩"}',
            'env:\n  - name: TUNNEL_TOKEN\n    value: "⟨tok⟩"',
        ),
        _cf_tunnel,
        n=7,
        secrets=("tok", "sec"),
    ),
    Kind(
        "gitlab_personal_access_token",
        (
            'curl --header "PRIVATE-TOKEN: ⟨t⟩" '
            '"https://gitlab.limanrota.com.tr/api/v4/projects?search=bilet"',
            "glab auth login --hostname gitlab.limanrota.com.tr --token ⟨t⟩",
            "git remote set-url origin "
            "https://oauth2:⟨t⟩@gitlab.limanrota.com.tr/platform/bilet-api.git",
            "Renovate bot PAT (api, read_repository; son kullanma 2038-01-31): ⟨t⟩",
            "Το project access token για το release job: ⟨t⟩ — λήγει σε 90 μέρες.",
        ),
        _glpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gitlab_runner_tokens",
        (
            '[[runners]]\n  name = "hel1-docker-⟨n⟩"\n  url = "https://gitlab.limanrota.com.tr"'
            '\n  id = ⟨id⟩\n  token = "⟨rt⟩"\n  executor = "docker"',
            "gitlab-runner register --non-interactive --url https://gitlab.limanrota.com.tr "
            "--token ⟨rt⟩ --executor docker --docker-image alpine:3.31",
            "Eski kayıt token'ı (deprecated) hâlâ ansible rolünde: ⟨reg⟩",
            'gitlab_runner_registration_token: "⟨reg⟩"\ngitlab_runner_auth_token: "⟨rt⟩"',
            "Runner στο Hetzner (hel1-docker-⟨n⟩): authentication token ⟨rt⟩",
        ),
        _runner,
        n=7,
        secrets=("rt", "reg"),
    ),
    Kind(
        "gitlab_ci_variables",
        (
            'curl --request POST --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.limanrota.com.tr/api/v4/projects/⟨pid⟩/variables" '
            '--form "key=⟨var⟩" --form "value=⟨val⟩" --form "masked=true"',
            'glab variable set ⟨var⟩ "⟨val⟩" --masked --protected --scope production',
            "# .gitlab-ci.yml\nvariables:\n  DOCKER_DRIVER: overlay2\n"
            '  ⟨var⟩: "⟨val⟩"   # TODO: Settings > CI/CD\'ye taşı',
            "| Key | Value | Protected | Masked |\n|---|---|---|---|\n"
            "| ⟨var⟩ | ⟨val⟩ | ✓ | ✓ |\n| DEPLOY_ENV | production | ✓ | ✗ |",
            "CI değişkeni ⟨var⟩ 'masked' işaretsiz kaydedilmiş, job log'unda göründü: ⟨val⟩",
        ),
        _ci_vars,
        n=7,
        secrets=("pat", "val"),
    ),
    Kind(
        "vault_tokens",
        (
            "export VAULT_ADDR=https://vault.izm.limanrota.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            "vault login ⟨t⟩",
            'curl -H "X-Vault-Token: ⟨t⟩" '
            "https://vault.izm.limanrota.internal:8200/v1/secret/data/odeme/paytr",
            "Initial Root Token: ⟨root⟩\n\nVault initialized with 5 key shares and a key "
            "threshold of 3.",
            "Vault batch token (CI job, TTL 20m) job log'una düştü: ⟨b⟩",
            "Το root token της Vault (μόνο για break-glass): ⟨root⟩",
        ),
        _vault_tokens,
        n=7,
        secrets=("t", "root", "b"),
    ),
    Kind(
        "vault_unseal_keys_and_approle_secret_id",
        (
            "Unseal Key 1: ⟨u1⟩\nUnseal Key 2: ⟨u2⟩\nUnseal Key 3: ⟨u3⟩\n\n"
            "Vault initialized with 5 key shares and a key threshold of 3.",
            "vault operator unseal ⟨u1⟩",
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            "Key                   Value\n---                   -----\nsecret_id             ⟨sid⟩"
            "\nsecret_id_accessor    ⟨acc⟩\nsecret_id_num_uses    0\nsecret_id_ttl         0s",
            "VAULT_ROLE_ID=⟨rid⟩ VAULT_SECRET_ID=⟨sid⟩ ansible-playbook site.yml -l galera",
            "Unseal anahtarlarından biri (Pire'deki kasada olan değil): ⟨u2⟩",
        ),
        _vault_unseal,
        n=7,
        secrets=("u1", "u2", "u3", "sid"),
    ),
    Kind(
        "elastic_cloud_api_key_and_password",
        (
            'curl -H "Authorization: ApiKey ⟨enc⟩" '
            '"https://liman-rota-logs.es.europe-west3.gcp.cloud.es.io/_cat/indices?v"',
            'output.elasticsearch:\n  hosts: ["https://liman-rota-logs.es.europe-west3.gcp.'
            'cloud.es.io:443"]\n  api_key: "⟨id⟩:⟨key⟩"',
            '{"id":"⟨id⟩","name":"filebeat-izmir","api_key":"⟨key⟩","encoded":"⟨enc⟩"}',
            "ELASTIC_PASSWORD=⟨pw⟩  # elastic superuser, deployment liman-rota-logs",
            "Elastic Cloud API anahtarı (encoded, Fleet için): ⟨enc⟩",
            "Kibana: ο χρήστης elastic έχει πλέον κωδικό ⟨pw⟩",
        ),
        _elastic,
        n=7,
        secrets=("key", "enc", "pw"),
    ),
    Kind(
        "rabbitmq_passwords_and_erlang_cookie",
        (
            "AMQP_URL=amqps://⟨u⟩:⟨pw⟩@⟨h⟩:5671/bilet",
            "rabbitmqctl add_user ⟨u⟩ '⟨pw⟩' && "
            "rabbitmqctl set_permissions -p bilet ⟨u⟩ '.*' '.*' '.*'",
            "/var/lib/rabbitmq/.erlang.cookie içeriği (3 node'da aynı olmalı): ⟨cookie⟩",
            'RABBITMQ_ERLANG_COOKIE: "⟨cookie⟩"\nRABBITMQ_DEFAULT_USER: ⟨u⟩\n'
            'RABBITMQ_DEFAULT_PASS: "⟨pw⟩"',
            "Σύνδεση στο management UI (⟨h⟩:15672): χρήστης ⟨u⟩, κωδικός ⟨pw⟩",
        ),
        _rabbit,
        n=7,
        secrets=("pw", "cookie"),
    ),
    Kind(
        "mariadb_galera_passwords",
        (
            "[mysqld]\nwsrep_on=ON\nwsrep_cluster_name=liman_galera\n"
            "wsrep_sst_method=mariabackup\nwsrep_sst_auth=mariabackup:⟨pw⟩",
            "mysql -h ⟨h⟩ -u root -p'⟨pw⟩' -e \"SHOW STATUS LIKE 'wsrep_cluster_size'\"",
            "CREATE USER '⟨u⟩'@'10.40.%' IDENTIFIED BY '⟨pw⟩';\n"
            "GRANT SELECT, INSERT, UPDATE ON bilet.* TO '⟨u⟩'@'10.40.%';",
            "[client]\nuser=⟨u⟩\npassword=⟨pw⟩\nhost=⟨h⟩",
            "MARIADB_ROOT_PASSWORD=⟨pw⟩",
            "galera-3 SST'de takıldı; sebep: mariabackup kullanıcısının şifresi ⟨pw⟩ olarak "
            "değişmiş ama wsrep_sst_auth güncellenmemiş.",
        ),
        _mariadb,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "database_connection_strings",
        (
            "DATABASE_URL=mysql://⟨u⟩:⟨pw⟩@⟨h⟩:3306/bilet?ssl-mode=REQUIRED",
            "jdbc:mariadb://⟨h⟩:3306/liman?user=⟨u⟩&password=⟨pw⟩&useSsl=true",
            'dsn := "⟨u⟩:⟨pw⟩@tcp(⟨h⟩:3306)/seferler?parseTime=true"',
            'SQLALCHEMY_DATABASE_URI = "mariadb+mariadbconnector://⟨u⟩:⟨pw⟩@⟨h⟩/raporlar"',
            "ELASTIC_URL=https://elastic:⟨pw⟩@liman-rota-logs.es.europe-west3.gcp.cloud.es.io:443",
            "Η συμβολοσειρά σύνδεσης για το reporting: "
            "Server=⟨h⟩;Port=3306;Database=anafores;Uid=⟨u⟩;Pwd=⟨pw⟩;",
            "REDIS_URL=redis://:⟨pw⟩@cache-1.izm.limanrota.internal:6379/2",
        ),
        _conn,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "netgsm_sms_credentials",
        (
            "curl 'https://api.netgsm.com.tr/sms/send/get?usercode=⟨uc⟩&password=⟨pw⟩"
            "&gsmno=90⟨gsm⟩&message=Sefer+iptal&msgheader=LIMANROTA'",
            "NETGSM_USERCODE=⟨uc⟩\nNETGSM_PASSWORD=⟨pw⟩\nNETGSM_HEADER=LIMANROTA",
            "Netgsm REST v2 çağrısı: Authorization: Basic ⟨basic⟩",
            "<mainbody><header><usercode>⟨uc⟩</usercode><password>⟨pw⟩</password>"
            "<msgheader>LIMANROTA</msgheader></header></mainbody>",
            "Netgsm alt kullanıcı (sadece API yetkili) şifresi ⟨pw⟩ — ana hesap şifresi değil.",
        ),
        _netgsm,
        n=7,
        secrets=("pw", "basic"),
    ),
    Kind(
        "mailgun_keys",
        (
            "MAILGUN_API_KEY=⟨k⟩\nMAILGUN_DOMAIN=mg.limanrota.com.tr\n"
            "MAILGUN_BASE_URL=https://api.eu.mailgun.net",
            "curl -s --user 'api:⟨k⟩' https://api.eu.mailgun.net/v3/mg.limanrota.com.tr/messages"
            " -F from='Liman Rota <bilet@mg.limanrota.com.tr>' -F to=⟨to⟩ -F subject='Biletiniz'",
            "Webhook signing key (Mailgun → Sending → Webhooks): ⟨wk⟩ — Worker'daki HMAC "
            "doğrulaması bunu kullanıyor.",
            "/etc/postfix/sasl_passwd:\n"
            "[smtp.eu.mailgun.org]:587 postmaster@mg.limanrota.com.tr:⟨smtp⟩",
            "Το Mailgun API key για τις ειδοποιήσεις επιβίβασης: ⟨k⟩",
        ),
        _mailgun,
        n=7,
        secrets=("k", "wk", "smtp"),
    ),
    Kind(
        "slack_bot_user_and_app_tokens",
        (
            "SLACK_BOT_TOKEN=⟨b⟩\nSLACK_APP_TOKEN=⟨a⟩",
            'curl -H "Authorization: Bearer ⟨b⟩" -d channel=⟨ch⟩ -d text="deploy ok" '
            "https://slack.com/api/chat.postMessage",
            "Eski user token (xoxp) alarm botunda kalmış: ⟨p⟩ — revoke edilecek.",
            "receivers:\n  - name: ops-alarm\n    slack_configs:\n      - channel: '#ops-alarm'\n"
            "        http_config:\n          authorization:\n            credentials: ⟨b⟩",
            "Socket mode app-level token (connections:write): ⟨a⟩",
        ),
        _slack_tokens,
        n=7,
        secrets=("b", "a", "p"),
    ),
    Kind(
        "slack_webhook_and_signing_secret",
        (
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/⟨T⟩/⟨B⟩/⟨tok⟩",
            "curl -X POST -H 'Content-type: application/json' --data "
            '\'{"text":"Galera: wsrep_cluster_size=2"}\' '
            "https://hooks.slack.com/services/⟨T⟩/⟨B⟩/⟨tok⟩",
            "Slack app `rota-bot`: Client ID ⟨cid⟩, Client Secret ⟨cs⟩, Signing Secret ⟨ss⟩",
            "SLACK_SIGNING_SECRET=⟨ss⟩  # Workers: wrangler secret put ile girildi",
            "receivers:\n- name: slack-pireas\n  slack_configs:\n"
            "  - api_url: https://hooks.slack.com/services/⟨T⟩/⟨B⟩/⟨tok⟩\n"
            "    channel: '#pireas-ops'",
        ),
        _slack_hook,
        n=7,
        secrets=("tok", "ss", "cs"),
    ),
    Kind(
        "keycloak_client_secret_and_admin_password",
        (
            "KC_BOOTSTRAP_ADMIN_USERNAME=admin\nKC_BOOTSTRAP_ADMIN_PASSWORD=⟨pw⟩",
            'curl -d "client_id=⟨cid⟩" -d "client_secret=⟨cs⟩" -d "grant_type=client_credentials"'
            " https://sso.limanrota.com.tr/realms/liman/protocol/openid-connect/token",
            "gitlab.rb:\ngitlab_rails['omniauth_providers'] = [{ name: 'openid_connect', "
            "args: { client_options: { identifier: '⟨cid⟩', secret: '⟨cs⟩' } } }]",
            "Keycloak realm `liman`, client `⟨cid⟩` → Credentials sekmesi → yeni secret: ⟨cs⟩",
            "/opt/keycloak/bin/kcadm.sh config credentials --server https://sso.limanrota.com.tr"
            " --realm master --user admin --password '⟨pw⟩'",
            "Το client secret του ⟨cid⟩ στο Keycloak άλλαξε σε ⟨cs⟩",
        ),
        _keycloak,
        n=7,
        secrets=("cs", "pw"),
    ),
    Kind(
        "keycloak_access_and_offline_tokens",
        (
            '{"access_token":"⟨at⟩","expires_in":300,"refresh_expires_in":0,'
            '"refresh_token":"⟨rt⟩","token_type":"Bearer","scope":"openid offline_access"}',
            "OFFLINE_TOKEN=⟨rt⟩  # rapor cron'u için offline_access",
            'curl -H "Authorization: Bearer ⟨at⟩" https://api.limanrota.com.tr/v2/seferler/bugun',
            "Pire ekibinin gece scriptinde gömülü refresh token: ⟨rt⟩",
        ),
        _kc_tokens,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "ansible_vault_and_become_passwords",
        (
            "echo '⟨vp⟩' > ~/.ansible/vault_pass.txt && chmod 600 ~/.ansible/vault_pass.txt",
            "ANSIBLE_VAULT_PASSWORD='⟨vp⟩' ansible-playbook -i inventories/prod site.yml "
            "--vault-password-file scripts/vault-pass-env.sh",
            "# host_vars/galera-2.yml\nansible_user: deploy\nansible_become_password: ⟨bp⟩",
            "ansible-playbook rabbitmq.yml -l rmq -e 'ansible_ssh_pass=⟨bp⟩'",
            "Ansible vault parolası (1Password'e de eklendi): ⟨vp⟩",
            "Ο κωδικός του ansible-vault για το inventory του Πειραιά: ⟨vp⟩",
        ),
        _ansible,
        n=7,
        secrets=("vp", "bp"),
    ),
    Kind(
        "pem_private_keys",
        (
            "⟨key⟩",
            "Garanti 3D için mTLS istemci anahtarı (/etc/liman/garanti-client.key):\n\n⟨key⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: origin-tls\n  namespace: edge\n"
            "type: kubernetes.io/tls\nstringData:\n  tls.key: |\n⟨key_ind⟩",
            "Vault'a yazıldı (vault kv put secret/tls/sso key=@sso.key), dosyanın içeriği:\n"
            "```\n⟨key⟩\n```",
            "Το ιδιωτικό κλειδί του sso.limanrota.gr (παλιό, πριν το rotation):\n⟨key⟩",
        ),
        _pem_key,
        n=7,
        secrets=("key", "key_ind"),
    ),
    Kind(
        "openssh_private_keys",
        (
            "~/.ssh/id_deploy (gitlab-runner-hel1 üzerinde):\n⟨key⟩",
            "⟨key⟩",
            "SSH_PRIVATE_KEY (File tipi CI değişkeni) içeriği:\n\n⟨key⟩",
            "cat > /root/.ssh/id_deploy <<'EOF'\n⟨key⟩\nEOF\nchmod 600 /root/.ssh/id_deploy",
            "deploy_ssh_key: |\n⟨key_ind⟩",
            "Το κλειδί του bastion στον Πειραιά:\n⟨key⟩",
        ),
        _ssh_key,
        n=7,
        secrets=("key", "key_ind"),
    ),
    Kind(
        "kubernetes_secret_data_base64",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: bilet-api-db\n  namespace: bilet\n"
            "type: Opaque\ndata:\n  DB_USER: ⟨u64⟩\n  DB_PASSWORD: ⟨p64⟩\n"
            "  IYZICO_SECRET_KEY: ⟨i64⟩",
            "kubectl -n odeme get secret paytr -o jsonpath='{.data.merchant_salt}'\n⟨s64⟩",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"mailgun"},'
            '"data":{"api-key":"⟨m64⟩","domain":"⟨d64⟩"}}',
            "Secret `rabbitmq-auth` → data.password = ⟨p64⟩ (base64; decode edince "
            "RABBITMQ_DEFAULT_PASS)",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: gitlab-registry\n"
            "type: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ⟨dcj⟩",
            "kubectl -n edge create secret generic cf-api --from-literal=token=⟨raw⟩",
        ),
        _k8s,
        n=7,
        secrets=("p64", "i64", "s64", "m64", "dcj", "raw"),
    ),
    Kind(
        "dotenv_files",
        (
            "# .env.production (bilet-api)\nAPP_ENV=production\n"
            "APP_URL=https://bilet.limanrota.com.tr\nDB_HOST=⟨h⟩\nDB_PASSWORD=⟨pw⟩\n"
            "IYZICO_SECRET_KEY=⟨iy⟩\nMAILGUN_API_KEY=⟨mg⟩\nLOG_LEVEL=info",
            "NETGSM_USERCODE=⟨uc⟩\nNETGSM_PASSWORD=⟨pw⟩\nPAYTR_MERCHANT_ID=⟨mid⟩\n"
            "PAYTR_MERCHANT_KEY=⟨pk⟩\nPAYTR_MERCHANT_SALT=⟨ps⟩",
            'export RABBITMQ_URL="amqp://bilet:⟨pw⟩@⟨h⟩:5672/bilet"\n'
            'export SESSION_SECRET="⟨sess⟩"\nexport SENTRY_ENVIRONMENT=prod',
            "env_file içeriği:\n```dotenv\nKEYCLOAK_CLIENT_ID=bilet-api\n"
            "KEYCLOAK_CLIENT_SECRET=⟨kc⟩\nSLACK_BOT_TOKEN=⟨sl⟩\nTZ=Europe/Istanbul\n```",
            "DJANGO_SECRET_KEY='⟨dj⟩'\nDJANGO_DEBUG=False\nDJANGO_ALLOWED_HOSTS=.limanrota.gr",
        ),
        _dotenv,
        n=7,
        secrets=("pw", "iy", "mg", "pk", "ps", "sess", "kc", "sl", "dj"),
    ),
    Kind(
        "cloudflare_workers_secrets",
        (
            "echo -n '⟨v⟩' | npx wrangler secret put ⟨name⟩ --env production",
            '.dev.vars:\n⟨name⟩="⟨v⟩"\nENVIRONMENT="dev"',
            'npx wrangler secret bulk secrets.json  # {"⟨name⟩": "⟨v⟩", "LOG_LEVEL": "debug"}',
            "Worker `paytr-callback` env: ⟨name⟩ = ⟨v⟩ (dashboard'da 'Encrypt' unutulmuş, düz "
            "metin görünüyor)",
            "Στο Worker `viva-webhook` προστέθηκε το secret ⟨name⟩ με τιμή ⟨v⟩",
        ),
        _worker,
        n=7,
        secrets=("v",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Pire ofisindeki yazıcı paneline girmek için şifre ⟨pw⟩, kullanıcı adı admin.",
            "Kemal'e söyledim: Keycloak'taki ops-nobet hesabının yeni parolası ⟨pw⟩, ilk "
            "girişte değiştirmesi gerekmiyor.",
            "Ο νέος κωδικός για το Wi-Fi του γραφείου στον Πειραιά είναι ⟨pw⟩ "
            "(δίκτυο LimanRota-Staff).",
            "Ξέχασα να το γράψω χθες: ο κωδικός πρόσβασης του λογαριασμού netgsm-pireas "
            "είναι ⟨pw⟩.",
            "For the record, Eleni set the Hetzner Robot web login to ⟨pw⟩ until we move it "
            "into Vault.",
            "Yedekleme şifreleme parolası (restic repo, R2): ⟨pw⟩ — bunu kaybedersek yedekler çöp.",
            "Το συνθηματικό του restic repository στο R2 είναι «⟨pw⟩».",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Olay notu ⟨d⟩ — ödeme callback'leri 502\n- deploy edilen commit ⟨sha⟩\n"
            "- trace ⟨trace⟩ / span ⟨span⟩\n- iyzico paymentId ⟨pid⟩, conversationId ⟨conv⟩\n"
            "- kart ⟨mask⟩ (maskeli)\n- image sha256:⟨dig⟩\n"
            "- ⟨label⟩=⟨s⟩ ← yanlışlıkla yapıştırıldı, rotate edildi mi?",
            "Περιστατικό ⟨d⟩, Πειραιάς\n* zone id ⟨zone⟩\n* commit ⟨sha⟩\n* traceparent "
            "00-⟨trace⟩-⟨span⟩-01\n* ticket doc ⟨oid⟩\n* ⟨label⟩: ⟨s⟩ (να γίνει rotate!)",
            "| alan | değer |\n|---|---|\n| commit | ⟨sha⟩ |\n| trace_id | ⟨trace⟩ |\n"
            "| digest | sha256:⟨dig⟩ |\n| conversationId | ⟨conv⟩ |\n| ⟨label⟩ | ⟨s⟩ |",
            "⟨d⟩T03:12:44Z ERROR callback trace_id=⟨trace⟩ payment_id=⟨pid⟩ card=⟨mask⟩\n"
            "⟨d⟩T03:12:44Z DEBUG env dump: GIT_SHA=⟨sha⟩ ⟨label⟩=⟨s⟩ CF_ZONE=⟨zone⟩",
        ),
        _among,
        n=7,
        secrets=("s",),
    ),
)
