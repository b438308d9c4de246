"""True secrets in Laadpunt Lage Landen memory notes; each kind names the fields that must
not survive. Public identifiers that sit next to a secret (merchant accounts, client ids,
access-key ids, public client keys, DSN public keys) are fields too, but are never listed."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike86.gen import (
    ALNUM,
    B64CH,
    B64URL,
    BEGIN,
    END,
    HEXU,
    PASSWORD_CHARS,
    PK,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    charge_point,
    day,
    ec_sec1_der,
    epoch,
    hexs,
    human_or_generated,
    indent,
    jwt,
    num,
    objectid,
    openssh_private_body,
    password,
    pem_body,
    pick,
    pkcs8_der,
    stamp,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_LIVE = "li" + "ve_"
_TEST = "te" + "st_"
_ACCESS = "acc" + "ess_"
_REFRESH = "ref" + "resh_"
_AQE = "AQ" + "E"
_AVNS = "AV" + "NS_"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLOAS = "gl" + "oas-"
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_GLC = "gl" + "c_"
_DEF = "def5" + "0200"
_SCW = "SC" + "W"
_EXACT_RT = "Gcp7" + "!IAAAA"
_EXACT_AT = "stamp" + "NL001."
_Q = "Q" + "~"

_EC_BEGIN = BEGIN + "EC " + PK
_EC_END = END + "EC " + PK
_P8_BEGIN = BEGIN + PK
_P8_END = END + PK
_SSH_BEGIN = BEGIN + "OPENSSH " + PK
_SSH_END = END + "OPENSSH " + PK

_PEOPLE = ("sanne", "pieterjan", "lotte", "maxime", "nathalie", "wout", "elif", "joris")
_ENVS = ("prod", "staging", "acc", "test")


def _mollie_key(r: Random) -> dict[str, str]:
    mode = r.choice(("live", "live", "test"))
    prefix = _LIVE if mode == "live" else _TEST
    return {
        "k": prefix + pick(r, ALNUM, 30),
        "mode": mode,
        "pfl": "pfl_" + pick(r, ALNUM, 10),
        "tr": "tr_" + pick(r, ALNUM, 10),
        "env": r.choice(_ENVS),
    }


def _mollie_oauth(r: Random) -> dict[str, str]:
    return {
        "at": _ACCESS + pick(r, ALNUM, 40),
        "rt": _REFRESH + pick(r, ALNUM, 40),
        "cs": pick(r, ALNUM, 40),
        "app": "app_" + pick(r, ALNUM, 14),
    }


_ADYEN_TAIL = ALNUM + "+;:,.<>{}[]%&*()=!?#$^~-_"


def _adyen_key(r: Random) -> dict[str, str]:
    key = _AQE + pick(r, B64CH, 93) + "==-" + b64(r, 32) + "-" + pick(r, _ADYEN_TAIL, 16)
    return {
        "k": key,
        "merchant": r.choice(("LaadpuntLL_ECOM", "LaadpuntLL_POS", "LLLBelgium_ECOM")),
        "ck": _LIVE + pick(r, UPPER_ALNUM, 32),
        "lp": hexs(r, 16) + "-LaadpuntLageLanden",
        "ws": pick(r, "0123456789", 6),
        "date": day(r),
    }


def _adyen_hmac(r: Random) -> dict[str, str]:
    return {
        "h": pick(r, HEXU, 64),
        "merchant": r.choice(("LaadpuntLL_ECOM", "LaadpuntLL_POS", "LLLBelgium_ECOM")),
    }


def _payconiq(r: Random) -> dict[str, str]:
    return {"k": uuid4(r), "ppid": objectid(r)}


def _exact(r: Random) -> dict[str, str]:
    return {
        "at": _EXACT_AT + b64url(r, r.choice((360, 384, 402))),
        "rt": _EXACT_RT + b64url(r, r.choice((230, 246, 258))),
        "div": num(r, 7),
        "cid": uuid4(r),
    }


_OCPP_PW = ALNUM + "*-_=:+|@."


def _ocpp201(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.randint(16, 40), _OCPP_PW), "cp": charge_point(r), "mid": uuid4(r)}


def _ocpp16(r: Random) -> dict[str, str]:
    cp = charge_point(r)
    ak = hexs(r, r.choice((32, 40)))
    return {"ak": ak, "cp": cp, "mid": uuid4(r), "basic": b64_of(f"{cp}:{ak}")}


def _ocpi(r: Random) -> dict[str, str]:
    tok = uuid4(r) if r.random() < 0.5 else pick(r, ALNUM, r.choice((32, 40, 64)))
    party = r.choice(("Gireve (FR-GIR)", "Hubject (DE-HBJ)", "e-clearing.net", "Shell Recharge"))
    return {"tok": tok, "tokb64": b64_of(tok), "party": party}


def _hubject_key(r: Random) -> dict[str, str]:
    body = pem_body(ec_sec1_der(r))
    return {
        "body": body,
        "ibody": indent(body, 4),
        "p8body": pem_body(pkcs8_der(r, "ec")),
        "cn": r.choice(("LLL-CPO-QA", "LLL-CPO-PROD", "NL-LLL-OICP")),
        "date": day(r),
    }


def _scaleway(r: Random) -> dict[str, str]:
    return {
        "ak": _SCW + pick(r, UPPER_ALNUM, 17),
        "sk": uuid4(r),
        "proj": uuid4(r),
        "org": uuid4(r),
        "date": day(r),
    }


def _ovh(r: Random) -> dict[str, str]:
    return {"ak": pick(r, ALNUM, 16), "asec": pick(r, ALNUM, 32), "ck": pick(r, ALNUM, 32)}


def _aiven_pw(r: Random) -> dict[str, str]:
    return {
        "pw": _AVNS + pick(r, B64URL, r.choice((19, 20, 21))),
        "proj": r.choice(("lll-prod", "lll-staging", "laadpunt")),
        "sfx": pick(r, "abcdefghijklmnopqrstuvwxyz", 4),
        "port": str(r.randint(10000, 29999)),
    }


def _aiven_token(r: Random) -> dict[str, str]:
    return {"t": b64(r, r.choice((279, 282, 285))), "proj": r.choice(("lll-prod", "laadpunt"))}


def _azure_cs(r: Random) -> dict[str, str]:
    cs = pick(r, ALNUM, 3) + r.choice("5678") + _Q + pick(r, ALNUM + "_~.-", 34)
    return {"cs": cs, "tenant": uuid4(r), "client": uuid4(r), "sid": uuid4(r), "date": day(r)}


def _eventhubs(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "ns": r.choice(("evh-lll-weu", "evh-lll-prod-weu", "lll-telemetry")),
        "hub": r.choice(("meter-values", "ocpp-events", "cdr-out", "status-notifications")),
        "policy": r.choice(("RootManageSharedAccessKey", "ocpp-gw-send", "cdr-listen")),
    }


def _storage(r: Random) -> dict[str, str]:
    acct = "stlll" + r.choice(("prod", "cdrexport", "weu", "backup")) + num(r, 3)
    return {"k": b64(r, 64), "acct": acct}


def _mailjet(r: Random) -> dict[str, str]:
    return {"pub": hexs(r, 32), "sec": hexs(r, 32)}


def _bird(r: Random) -> dict[str, str]:
    return {"k": pick(r, ALNUM, 25), "phone": "+324" + num(r, 8)}


def _teamleader(r: Random) -> dict[str, str]:
    cid = hexs(r, 32)
    now = epoch(r)
    at = jwt(
        r,
        {"typ": "JWT", "alg": "RS256", "jti": hexs(r, 80)},
        {
            "aud": cid,
            "jti": hexs(r, 80),
            "iat": now,
            "nbf": now,
            "exp": now + 3600,
            "sub": f"{num(r, 5)}:{num(r, 6)}",
            "scopes": [],
        },
        256,
    )
    return {"cid": cid, "cs": hexs(r, 32), "at": at, "rt": _DEF + hexs(r, r.choice((664, 688)))}


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "pat": _GLPAT + pick(r, B64URL, 20),
        "rt": _GLRT + pick(r, B64URL, 20),
        "oas": _GLOAS + hexs(r, 64),
        "appid": hexs(r, 64),
        "date": day(r),
    }


def _sentry(r: Random) -> dict[str, str]:
    payload = {
        "iat": epoch(r) + r.random(),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "laadpunt",
    }
    ot = _SNTRYS + b64url_json(payload) + "_" + pick(r, B64CH, 43)
    return {
        "ot": ot,
        "ut": _SNTRYU + hexs(r, 64),
        "pk": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "ver": f"2038.4.{r.randint(0, 30)}",
    }


def _grafana(r: Random) -> dict[str, str]:
    uid = num(r, 6)
    body = {
        "o": num(r, 6),
        "n": r.choice(("alloy-ovh", "ocpp-metrics-write", "loki-gnt")),
        "k": pick(r, ALNUM, 24),
        "m": {"r": "prod-eu-west-2"},
    }
    t = _GLC + b64url_json(body)
    return {"t": t, "uid": uid, "basic": b64_of(f"{uid}:{t}")}


def _itsme(r: Random) -> dict[str, str]:
    return {
        "kid": r.choice(("lll-itsme-sig-", "lll-itsme-enc-")) + str(r.randint(1, 9)),
        "n": b64url(r, 256),
        "d": b64url(r, 256),
        "p": b64url(r, 128),
        "q": b64url(r, 128),
        "dp": b64url(r, 128),
        "dq": b64url(r, 128),
        "qi": b64url(r, 128),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(
        (
            "deploy@lll-bastion",
            "gitlab-ci@runner-ams",
            "sanne@lll-laptop",
            "ansible@ovh-gra",
            "root@ocpp-gw-lgg-1",
        )
    )
    body = openssh_private_body(r, who)
    return {"body": body, "ibody": indent(body, 2)}


def _pkcs8(r: Random) -> dict[str, str]:
    alg = r.choice(("rsa", "ec"))
    body = pem_body(pkcs8_der(r, alg))
    cmd = (
        "openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048"
        if alg == "rsa"
        else "openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256"
    )
    return {"body": body, "ibody": indent(body, 4), "cmd": cmd, "cp": charge_point(r)}


def _k8s(r: Random) -> dict[str, str]:
    mollie = _LIVE + pick(r, ALNUM, 30)
    return {
        "d1": b64_of(human_or_generated(r)),
        "d2": b64_of(mollie),
        "d3": b64_of(pick(r, HEXU, 64)),
        "user": b64_of(r.choice(("avnadmin", "lll_app", "ocpi"))),
        "name": r.choice(("pg-credentials", "aiven-pg", "payments-db", "ocpi-db")),
        "ns": r.choice(("payments", "roaming", "ocpp", "billing")),
    }


_DJANGO = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "appkey": b64(r, 32),
        "jwt": hexs(r, 64),
        "pw": password(r, r.choice((20, 24))),
        "sess": b64url(r, 48),
        "csrf": hexs(r, 40),
        "tok": uuid4(r),
        "mk": _LIVE + pick(r, ALNUM, 30),
        "dj": pick(r, _DJANGO, 50),
        "skb": hexs(r, 128),
        "host": r.choice(("10.20.0.14", "pg-lll.internal", "172.16.8.3")),
        "host2": r.choice(("redis-gnt.internal", "10.20.0.21")),
    }


def _ci_vars(r: Random) -> dict[str, str]:
    return {
        "scw": uuid4(r),
        "mk": _LIVE + pick(r, ALNUM, 30),
        "pat": _GLPAT + pick(r, B64URL, 20),
        "adk": _AQE + pick(r, B64CH, 93) + "==-" + b64(r, 32) + "-" + pick(r, ALNUM, 16),
        "avns": _AVNS + pick(r, B64URL, 20),
        "mj": hexs(r, 32),
        "ovh": pick(r, ALNUM, 32),
        "pid": num(r, 3),
        "job": num(r, 6),
    }


def _db(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26)), URL_SAFE_PW),
        "pw2": password(r, r.choice((17, 20, 24)), PASSWORD_CHARS.replace("'", "")),
        "host": r.choice(("10.64.1.12", "rdb-lll-ams.internal", "172.16.4.20", "db-gnt-2")),
        "ovhhost": f"lll-mysql-{num(r, 3)}.database.cloud.ovh.net",
        "n": num(r, 4),
    }


def _webhooks(r: Random) -> dict[str, str]:
    return {
        "gl": pick(r, ALNUM, r.choice((32, 40, 48))),
        "sc": hexs(r, 64),
        "bird": pick(r, ALNUM, 32),
        "int": b64url(r, 36),
        "pid": num(r, 3),
    }


_SYSTEMS = (
    "Exact Online",
    "Teamleader",
    "Grafana",
    "back-office",
    "Aiven console",
    "OVH manager",
    "Scaleway console",
    "laadpaal-webinterface",
)


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": human_or_generated(r),
        "user": r.choice(("beheer", "admin", "svc-facturatie", "ocpp-test", "installateur")),
        "sys": r.choice(_SYSTEMS),
        "who": r.choice(("Lotte", "Pieter-Jan", "Maxime", "Nathalie", "Wout")),
    }


def _hidden_secret(r: Random) -> tuple[str, str]:
    choice = r.randrange(6)
    if choice == 0:
        return "Mollie live key", _LIVE + pick(r, ALNUM, 30)
    if choice == 1:
        return "avnadmin-wachtwoord", _AVNS + pick(r, B64URL, 20)
    if choice == 2:
        return "GitLab PAT", _GLPAT + pick(r, B64URL, 20)
    if choice == 3:
        cs = pick(r, ALNUM, 3) + "8" + _Q + pick(r, ALNUM + "_~.-", 34)
        return "client secret sp-lll-deploy", cs
    if choice == 4:
        return "Mailjet secret key", hexs(r, 32)
    return "OCPP BasicAuthPassword", password(r, 24, ALNUM + "*-_=:+|@.")


def _among(r: Random) -> dict[str, str]:
    label, secret = _hidden_secret(r)
    return {
        "label": label,
        "s": secret,
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "tr": "tr_" + pick(r, ALNUM, 10),
        "psp": pick(r, UPPER_ALNUM, 16),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "u": uuid4(r),
        "ev": hexs(r, 32),
        "off": num(r, 8),
        "ver": f"2038.4.{r.randint(0, 30)}",
        "d": str(r.randint(1, 9)),
        "cp": charge_point(r),
        "ts": stamp(r),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "mollie_api_key",
        (
            "MOLLIE_API_KEY=⟨k⟩",
            'curl -X GET https://api.mollie.com/v2/payments/⟨tr⟩ -H "Authorization: Bearer ⟨k⟩"',
            'mollie_client = Client()\nmollie_client.set_api_key("⟨k⟩")  '
            "# ⟨mode⟩-sleutel van profiel ⟨pfl⟩",
            "De ⟨mode⟩ key van Mollie staat nu in Key Vault, maar in de oude `settings.toml` "
            'stond nog `mollie_key = "⟨k⟩"` — nog roteren!',
            '[mollie]\nprofile_id = "⟨pfl⟩"\napi_key = "⟨k⟩"\n'
            'webhook_url = "https://api.laadpunt.eu/webhooks/mollie"',
            "Clé API Mollie pour les bornes de Liège : ⟨k⟩ (profil ⟨pfl⟩, pas la clé de test)",
            "| omgeving | Mollie-sleutel |\n|---|---|\n| ⟨env⟩ | `⟨k⟩` |",
        ),
        _mollie_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "mollie_oauth_tokens",
        (
            "MOLLIE_ORG_TOKEN=⟨at⟩  # organization access token, payments.read settlements.read",
            "Mollie Connect-app ⟨app⟩ (Laadpunt Partnerportaal)\nclient_secret: ⟨cs⟩",
            "curl -u ⟨app⟩:⟨cs⟩ -d grant_type=refresh_token -d refresh_token=⟨rt⟩ "
            "https://api.mollie.com/oauth2/tokens",
            '{"access_token": "⟨at⟩", "token_type": "bearer", "expires_in": 3600, '
            '"refresh_token": "⟨rt⟩", "scope": "payments.read organizations.read"}',
            "Le refresh token de l'organisation partenaire (⟨rt⟩) a été collé dans #facturation,"
            " à révoquer.",
            "settlements-sync draaide met org token ⟨at⟩ — werkt, maar hoort in kv-lll-prod",
            "mollie:\n  oauth:\n    client_id: ⟨app⟩\n    client_secret: ⟨cs⟩",
        ),
        _mollie_oauth,
        n=7,
        secrets=("at", "cs", "rt"),
    ),
    Kind(
        "adyen_api_key",
        (
            "ADYEN_API_KEY=⟨k⟩\nADYEN_MERCHANT_ACCOUNT=⟨merchant⟩",
            "curl https://checkout-test.adyen.com/v71/paymentMethods -H 'x-API-key: ⟨k⟩' "
            "-H 'content-type: application/json' -d '{\"merchantAccount\": \"⟨merchant⟩\"}'",
            "adyen:\n  environment: LIVE\n  live_endpoint_url_prefix: ⟨lp⟩\n"
            '  api_key: "⟨k⟩"\n  client_key: ⟨ck⟩   # publiek, mag in de frontend',
            "Web service user ws_⟨ws⟩@Company.LaadpuntLL kreeg een nieuwe API key: ⟨k⟩ — "
            "de oude is disabled sinds ⟨date⟩.",
            "Checkout-fout 401 opgelost: de key in Azure App Configuration was afgekapt. "
            "Volledige key = ⟨k⟩",
            "Clé API Adyen (compte marchand ⟨merchant⟩) : ⟨k⟩",
            'config.ApiKey = "⟨k⟩"; // TODO: uit appsettings halen',
        ),
        _adyen_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "adyen_hmac_key",
        (
            "ADYEN_HMAC_KEY=⟨h⟩",
            "Webhook 'Standard notification' op ⟨merchant⟩: HMAC key ⟨h⟩ "
            "(gegenereerd in de Customer Area)",
            'hmac_key = bytes.fromhex("⟨h⟩")\n'
            "expected = base64.b64encode(hmac.new(hmac_key, signing_string, sha256).digest())",
            'appsettings.Production.json:\n"Adyen": { "HmacKey": "⟨h⟩", '
            '"MerchantAccount": "⟨merchant⟩" }',
            "Webhooks faalden met 'HMAC signature invalid' omdat Gent nog de oude sleutel had; "
            "nieuwe HMAC-sleutel: ⟨h⟩",
            "La clé HMAC des notifications Adyen (⟨h⟩) est aussi dans Key Vault "
            "sous adyen-hmac-key.",
            "kubectl create secret generic adyen-webhook --from-literal=hmac-key=⟨h⟩ -n payments",
        ),
        _adyen_hmac,
        n=7,
        secrets=("h",),
    ),
    Kind(
        "payconiq_api_key",
        (
            "PAYCONIQ_API_KEY=⟨k⟩",
            "curl -X POST https://api.payconiq.com/v3/payments "
            '-H "Authorization: Bearer ⟨k⟩" -H "Content-Type: application/json" -d @payment.json',
            "Payconiq by Bancontact, profiel ⟨ppid⟩ (laadpalen Gent): API-sleutel ⟨k⟩",
            "payconiq:\n  base_url: https://api.payconiq.com/v3\n  payment_profile_id: ⟨ppid⟩\n"
            "  api_key: ⟨k⟩",
            "Clé API Payconiq du point de vente Liège-Guillemins : ⟨k⟩ — ne pas la mettre "
            "dans le ticket",
            "Bancontact-QR op de palen gaf 401; bleek dat de sandbox-key (⟨k⟩) in prod stond.",
            "az keyvault secret set --vault-name kv-lll-prod --name payconiq-api-key --value ⟨k⟩",
        ),
        _payconiq,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "exact_online_tokens",
        (
            "EXACT_REFRESH_TOKEN=⟨rt⟩",
            "curl https://start.exactonline.nl/api/v1/⟨div⟩/salesinvoice/SalesInvoices "
            '-H "Authorization: Bearer ⟨at⟩"',
            '{"access_token":"⟨at⟩","token_type":"bearer","expires_in":"600",'
            '"refresh_token":"⟨rt⟩"}',
            "Exact Online-koppeling (client ⟨cid⟩, divisie ⟨div⟩): refresh token ⟨rt⟩ — "
            "let op, na één gebruik ongeldig",
            "Le jeton d'accès Exact copié depuis Postman : ⟨at⟩",
            'token_store.json bevat { "refresh": "⟨rt⟩" } — uit de repo halen',
            "INFO exact.auth refresh ok divisie=⟨div⟩ new_refresh_token=⟨rt⟩",
        ),
        _exact,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "ocpp201_basic_auth_password",
        (
            '[2,"⟨mid⟩","SetVariables",{"setVariableData":[{"component":{"name":"SecurityCtrlr"}'
            ',"variable":{"name":"BasicAuthPassword"},"attributeValue":"⟨pw⟩"}]}]',
            "wss://⟨cp⟩:⟨pw⟩@ocpp.laadpunt.eu/ocpp/2.0.1/⟨cp⟩",
            "Laadpaal ⟨cp⟩ (security profile 2): BasicAuthPassword = ⟨pw⟩",
            "charge_points:\n  - id: ⟨cp⟩\n    security_profile: 1\n"
            '    basic_auth_password: "⟨pw⟩"',
            "Le mot de passe OCPP de la borne ⟨cp⟩ a été réinitialisé : ⟨pw⟩",
            "Inbedrijfstelling ⟨cp⟩ in Gent — installateur vroeg het OCPP-wachtwoord, gegeven: "
            "⟨pw⟩ (na oplevering roteren)",
            "psql -c \"update charge_point set basic_auth_password='⟨pw⟩' where ident='⟨cp⟩'\"",
        ),
        _ocpp201,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "ocpp16_authorization_key",
        (
            '[2,"⟨mid⟩","ChangeConfiguration",{"key":"AuthorizationKey","value":"⟨ak⟩"}]',
            "OCPP 1.6J-palen (Alfen) gebruiken AuthorizationKey ⟨ak⟩ voor ⟨cp⟩",
            "cp_config.csv:\nchargeBoxId;authorizationKey;securityProfile\n⟨cp⟩;⟨ak⟩;2",
            "La clé d'autorisation (AuthorizationKey) de ⟨cp⟩ : ⟨ak⟩",
            "websocket 401 van ⟨cp⟩ — header was `Authorization: Basic ⟨basic⟩`, "
            "dus de key op de paal klopt niet met de backend",
            "UPDATE charge_box SET auth_key = '⟨ak⟩' WHERE charge_box_id = '⟨cp⟩';",
            "GET /ocpp/1.6/⟨cp⟩ HTTP/1.1\nUpgrade: websocket\nSec-WebSocket-Protocol: ocpp1.6\n"
            "Authorization: Basic ⟨basic⟩",
        ),
        _ocpp16,
        n=7,
        secrets=("ak", "basic"),
    ),
    Kind(
        "ocpi_credentials_token",
        (
            "curl https://ocpi.laadpunt.eu/ocpi/cpo/2.2.1/locations "
            '-H "Authorization: Token ⟨tokb64⟩"',
            '{"token": "⟨tok⟩", "url": "https://ocpi.laadpunt.eu/ocpi/versions", "roles": '
            '[{"role": "CPO", "party_id": "LLL", "country_code": "NL"}]}',
            "OCPI credentials-handshake met ⟨party⟩ gelukt; ons token C = ⟨tok⟩",
            "⟨party⟩ a renvoyé un nouveau token B : ⟨tok⟩ (à mettre dans ocpi_partners)",
            "ocpi:\n  partners:\n    - name: ⟨party⟩\n      token_c: ⟨tok⟩",
            "OCPI-bridge antwoordde 401; header moet `Authorization: Token ⟨tokb64⟩` zijn "
            "(base64 sinds 2.2)",
            "INSERT INTO ocpi_credentials (party, token) VALUES ('⟨party⟩', '⟨tok⟩');",
        ),
        _ocpi,
        n=7,
        secrets=("tok", "tokb64"),
    ),
    Kind(
        "hubject_client_key_pem",
        (
            f"{_EC_BEGIN}\n⟨body⟩\n{_EC_END}",
            f"Hubject OICP mTLS — client key voor ⟨cn⟩ (cert verloopt ⟨date⟩):\n\n"
            f"{_EC_BEGIN}\n⟨body⟩\n{_EC_END}",
            f"hubject:\n  client_cert: /etc/lll/hubject/⟨cn⟩.crt\n  client_key: |\n"
            f"    {_EC_BEGIN}\n⟨ibody⟩\n    {_EC_END}",
            f"$ cat /etc/lll/hubject/client.key\n{_P8_BEGIN}\n⟨p8body⟩\n{_P8_END}",
            f"Clé privée du certificat Hubject (⟨cn⟩) :\n```\n{_EC_BEGIN}\n⟨body⟩\n{_EC_END}\n```",
        ),
        _hubject_key,
        n=7,
        secrets=("body", "ibody", "p8body"),
    ),
    Kind(
        "scaleway_secret_key",
        (
            "SCW_ACCESS_KEY=⟨ak⟩\nSCW_SECRET_KEY=⟨sk⟩\nSCW_DEFAULT_PROJECT_ID=⟨proj⟩",
            "~/.config/scw/config.yaml:\naccess_key: ⟨ak⟩\nsecret_key: ⟨sk⟩\n"
            "default_organization_id: ⟨org⟩\ndefault_region: nl-ams",
            'curl -H "X-Auth-Token: ⟨sk⟩" '
            "https://api.scaleway.com/instance/v1/zones/nl-ams-1/servers",
            'provider "scaleway" {\n  access_key = "⟨ak⟩"\n  secret_key = "⟨sk⟩"\n'
            '  zone       = "fr-par-2"\n}',
            "docker login rg.nl-ams.scw.cloud/lll-backend -u nologin --password ⟨sk⟩",
            "Scaleway API-sleutel voor de bucket met CDR-exports: ⟨ak⟩ / ⟨sk⟩",
            "La clé secrète Scaleway du compte CI (⟨sk⟩) expire le ⟨date⟩.",
        ),
        _scaleway,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "ovh_api_credentials",
        (
            "~/.ovh.conf\n[ovh-eu]\napplication_key=⟨ak⟩\napplication_secret=⟨asec⟩\n"
            "consumer_key=⟨ck⟩",
            "OVH_ENDPOINT=ovh-eu\nOVH_APPLICATION_KEY=⟨ak⟩\nOVH_APPLICATION_SECRET=⟨asec⟩\n"
            "OVH_CONSUMER_KEY=⟨ck⟩",
            "client = ovh.Client(endpoint='ovh-eu', application_key='⟨ak⟩', "
            "application_secret='⟨asec⟩', consumer_key='⟨ck⟩')",
            "Nouvelle consumer key OVH validée (GET/POST /domain/*) : ⟨ck⟩",
            "OVH app secret voor de DNS-automatisatie: ⟨asec⟩ — de app key ⟨ak⟩ is niet geheim",
            'provider "ovh" {\n  endpoint           = "ovh-eu"\n'
            '  application_key    = "⟨ak⟩"\n  application_secret = "⟨asec⟩"\n'
            '  consumer_key       = "⟨ck⟩"\n}',
        ),
        _ovh,
        n=7,
        secrets=("asec", "ck"),
    ),
    Kind(
        "aiven_service_password",
        (
            "postgres://avnadmin:⟨pw⟩@pg-⟨proj⟩-⟨sfx⟩.a.aivencloud.com:⟨port⟩/defaultdb"
            "?sslmode=require",
            "client.properties:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="avnadmin" password="⟨pw⟩";',
            "avn service user-get kafka-⟨proj⟩ --username ocpp-ingest → password ⟨pw⟩",
            "PGPASSWORD=⟨pw⟩ psql -h pg-⟨proj⟩-⟨sfx⟩.a.aivencloud.com -p ⟨port⟩ -U avnadmin "
            "defaultdb",
            "Het avnadmin-wachtwoord van de Aiven Postgres is ⟨pw⟩ (staat ook in de console)",
            "Mot de passe de l'utilisateur Kafka `cdr-writer` : ⟨pw⟩",
            "KAFKA_SASL_USERNAME=cdr-writer\nKAFKA_SASL_PASSWORD=⟨pw⟩",
        ),
        _aiven_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "aiven_api_token",
        (
            "export AIVEN_TOKEN=⟨t⟩",
            'provider "aiven" {\n  api_token = "⟨t⟩"\n}',
            'curl -H "Authorization: aivenv1 ⟨t⟩" https://api.aiven.io/v1/project/⟨proj⟩/service',
            "Aiven-token voor de terraform-pipeline (max age 30 dagen): ⟨t⟩",
            "Le jeton Aiven de Maxime : ⟨t⟩ — à supprimer de l'historique bash",
        ),
        _aiven_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "azure_client_secret",
        (
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨client⟩\nAZURE_CLIENT_SECRET=⟨cs⟩",
            "az login --service-principal -u ⟨client⟩ -p ⟨cs⟩ --tenant ⟨tenant⟩",
            "Client secret van app-registratie sp-lll-keyvault-reader (verloopt ⟨date⟩): ⟨cs⟩",
            '"ClientSecretCredential": {"TenantId": "⟨tenant⟩", "ClientId": "⟨client⟩", '
            '"ClientSecret": "⟨cs⟩"}',
            "Le secret client de l'App Registration GitLab→Azure : ⟨cs⟩ (la valeur, pas l'ID)",
            "Key Vault-toegang vanaf de Scaleway-runners: client secret ⟨cs⟩; "
            "secret-ID ⟨sid⟩ is géén geheim",
            '$env:AZURE_CLIENT_SECRET = "⟨cs⟩"',
        ),
        _azure_cs,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "azure_event_hubs_connection_string",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨policy⟩;"
            "SharedAccessKey=⟨k⟩;EntityPath=⟨hub⟩",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="$ConnectionString" password="Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩";',
            'EVENTHUB_CONNECTION="Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩"',
            "Primary key van policy ⟨policy⟩ op ⟨ns⟩/⟨hub⟩: ⟨k⟩",
            'az eventhubs eventhub authorization-rule keys list … → "primaryKey": "⟨k⟩"',
            "Clé SAS Event Hubs (⟨hub⟩, règle ⟨policy⟩) : ⟨k⟩",
        ),
        _eventhubs,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key ⟨k⟩ -c cdr-exports "
            "-f cdrs-2038-03.csv",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨k⟩",
            "Storage-account ⟨acct⟩, key1: ⟨k⟩",
            "Clé du compte de stockage ⟨acct⟩ pour les exports vers Exact : ⟨k⟩",
            'terraform output\nprimary_access_key = "⟨k⟩"\nstorage_account = "⟨acct⟩"',
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "mailjet_secret_key",
        (
            "MJ_APIKEY_PUBLIC=⟨pub⟩\nMJ_APIKEY_PRIVATE=⟨sec⟩",
            'curl -s -X POST --user "⟨pub⟩:⟨sec⟩" https://api.mailjet.com/v3.1/send '
            "-H 'Content-Type: application/json' -d @factuurmail.json",
            'mailjet = Client(auth=("⟨pub⟩", "⟨sec⟩"), version="v3.1")',
            "Mailjet secret key voor de laadsessie-bonnetjes: ⟨sec⟩",
            "Clé secrète Mailjet (sous-compte Wallonie) : ⟨sec⟩",
            "mail:\n  provider: mailjet\n  api_key: ⟨pub⟩\n  api_secret: ⟨sec⟩",
        ),
        _mailjet,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "bird_access_key",
        (
            "MESSAGEBIRD_ACCESS_KEY=⟨k⟩",
            "curl -X POST https://rest.messagebird.com/messages "
            '-H "Authorization: AccessKey ⟨k⟩" -d recipients=⟨phone⟩ -d originator=Laadpunt '
            '-d body="Uw laadsessie is gestart"',
            "sms:\n  provider: bird\n  access_key: ⟨k⟩\n  originator: LaadpuntLL",
            "Bird live access key (sms bij storing aan de laadpaal): ⟨k⟩",
            "Clé d'accès Bird pour les SMS de confirmation : ⟨k⟩",
            "const messagebird = require('messagebird').initClient('⟨k⟩');",
        ),
        _bird,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "teamleader_oauth",
        (
            "TEAMLEADER_CLIENT_ID=⟨cid⟩\nTEAMLEADER_CLIENT_SECRET=⟨cs⟩",
            "curl -X POST https://focus.teamleader.eu/oauth2/access_token -d client_id=⟨cid⟩ "
            "-d client_secret=⟨cs⟩ -d refresh_token=⟨rt⟩ -d grant_type=refresh_token",
            'curl https://api.focus.teamleader.eu/contacts.list -H "Authorization: Bearer ⟨at⟩"',
            '{"token_type":"Bearer","expires_in":3600,"access_token":"⟨at⟩",'
            '"refresh_token":"⟨rt⟩"}',
            "Teamleader-sync (CRM ↔ laadpasklanten) draait nu met refresh token ⟨rt⟩",
            "Secret client Teamleader Focus : ⟨cs⟩ (intégration facturation)",
            "teamleader:\n  client_id: ⟨cid⟩\n  client_secret: ⟨cs⟩\n"
            "  redirect_uri: https://admin.laadpunt.eu/oauth/teamleader",
        ),
        _teamleader,
        n=7,
        secrets=("cs", "at", "rt"),
    ),
    Kind(
        "gitlab_tokens",
        (
            "GITLAB_TOKEN=⟨pat⟩ glab mr list -R laadpunt/backend/ocpp-gateway",
            "gitlab-runner register --non-interactive --url https://gitlab.laadpunt.eu "
            "--token ⟨rt⟩ --executor docker",
            '/etc/gitlab-runner/config.toml:\n[[runners]]\n  name = "scw-ams-runner-2"\n'
            '  url = "https://gitlab.laadpunt.eu"\n  token = "⟨rt⟩"\n  executor = "docker"',
            "git clone https://oauth2:⟨pat⟩@gitlab.laadpunt.eu/laadpunt/backend/roaming.git",
            "OAuth-app 'Grafana login' op GitLab: application id ⟨appid⟩, secret ⟨oas⟩",
            "Persoonlijk token van Pieter-Jan (api-scope, verloopt ⟨date⟩): ⟨pat⟩",
            "Jeton d'enregistrement du runner OVH : ⟨rt⟩",
        ),
        _gitlab,
        n=7,
        secrets=("pat", "rt", "oas"),
    ),
    Kind(
        "sentry_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨ot⟩ sentry-cli releases new ocpp-gateway@⟨ver⟩",
            ".sentryclirc:\n[auth]\ntoken=⟨ut⟩\n\n[defaults]\norg=laadpunt\nproject=ocpp-gateway",
            "curl https://de.sentry.io/api/0/organizations/laadpunt/issues/ "
            '-H "Authorization: Bearer ⟨ut⟩"',
            "GitLab CI-variabele SENTRY_AUTH_TOKEN (org token voor de sourcemaps): ⟨ot⟩",
            "Jeton Sentry personnel de Nathalie : ⟨ut⟩",
            "sentry:\n  auth_token: ⟨ot⟩\n  dsn: https://⟨pk⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
        ),
        _sentry,
        n=7,
        secrets=("ot", "ut"),
    ),
    Kind(
        "grafana_cloud_token",
        (
            "GRAFANA_CLOUD_TOKEN=⟨t⟩",
            'prometheus.remote_write "cloud" {\n  endpoint {\n'
            '    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"\n'
            '    basic_auth {\n      username = "⟨uid⟩"\n      password = "⟨t⟩"\n    }\n  }\n}',
            "curl -u ⟨uid⟩:⟨t⟩ https://logs-prod-012.grafana.net/loki/api/v1/labels",
            "Access policy 'ocpp-metrics-write' → token ⟨t⟩ (alleen metrics:write)",
            "Token Grafana Cloud pour l'agent Alloy sur les VMs OVH : ⟨t⟩",
            "otel:\n  exporter:\n    otlp:\n      headers:\n        Authorization: Basic ⟨basic⟩",
        ),
        _grafana,
        n=7,
        secrets=("t", "basic"),
    ),
    Kind(
        "itsme_private_jwk",
        (
            '{\n  "kty": "RSA",\n  "kid": "⟨kid⟩",\n  "n": "⟨n⟩",\n  "e": "AQAB",\n'
            '  "d": "⟨d⟩",\n  "p": "⟨p⟩",\n  "q": "⟨q⟩",\n  "dp": "⟨dp⟩",\n  "dq": "⟨dq⟩",\n'
            '  "qi": "⟨qi⟩"\n}',
            "itsme private_key_jwt — signeersleutel (kid ⟨kid⟩):\n"
            '{"kty":"RSA","kid":"⟨kid⟩","use":"sig","n":"⟨n⟩","e":"AQAB","d":"⟨d⟩",'
            '"p":"⟨p⟩","q":"⟨q⟩","dp":"⟨dp⟩","dq":"⟨dq⟩","qi":"⟨qi⟩"}',
            'ITSME_PRIVATE_JWK=\'{"kty":"RSA","kid":"⟨kid⟩","d":"⟨d⟩","p":"⟨p⟩","q":"⟨q⟩"}\'',
            'Le paramètre "d" de la clé privée itsme (kid ⟨kid⟩) : ⟨d⟩',
            "itsme:\n  client_id: LLLADMIN\n  signing_jwk:\n    kty: RSA\n    kid: ⟨kid⟩\n"
            "    n: ⟨n⟩\n    e: AQAB\n    d: ⟨d⟩\n    p: ⟨p⟩\n    q: ⟨q⟩",
        ),
        _itsme,
        n=7,
        secrets=("d", "p", "q", "dp", "dq", "qi"),
    ),
    Kind(
        "openssh_private_key",
        (
            f"{_SSH_BEGIN}\n⟨body⟩\n{_SSH_END}",
            "~/.ssh/id_ed25519 op de bastion (ovh-bastion-1), voor deploys naar de "
            f"OCPP-gateways:\n\n{_SSH_BEGIN}\n⟨body⟩\n{_SSH_END}",
            f"SSH_PRIVATE_KEY (GitLab CI-variabele, type File):\n```\n{_SSH_BEGIN}\n⟨body⟩\n"
            f"{_SSH_END}\n```",
            f"$ cat ~/.ssh/lll_deploy\n{_SSH_BEGIN}\n⟨body⟩\n{_SSH_END}",
            "ansible/group_vars/chargers/vault.yml (niet versleuteld!):\nssh_key: |\n"
            f"  {_SSH_BEGIN}\n⟨ibody⟩\n  {_SSH_END}",
            "Clé SSH de la passerelle OCPP de Liège, retrouvée dans un ticket :\n"
            f"{_SSH_BEGIN}\n⟨body⟩\n{_SSH_END}",
        ),
        _openssh,
        n=7,
        secrets=("body", "ibody"),
    ),
    Kind(
        "pkcs8_private_key",
        (
            f"{_P8_BEGIN}\n⟨body⟩\n{_P8_END}",
            "Security profile 3 — clientcertificaat voor laadpaal ⟨cp⟩; de sleutel (voor de "
            f"labtest gekopieerd):\n{_P8_BEGIN}\n⟨body⟩\n{_P8_END}",
            "tls:\n  cert_file: /etc/ocpp-gw/tls.crt\n  key: |\n"
            f"    {_P8_BEGIN}\n⟨ibody⟩\n    {_P8_END}",
            f"$ ⟨cmd⟩ -out gw.key && cat gw.key\n{_P8_BEGIN}\n⟨body⟩\n{_P8_END}",
            "Clé privée TLS du proxy OCPI (api.laadpunt.eu), à révoquer :\n\n"
            f"{_P8_BEGIN}\n⟨body⟩\n{_P8_END}",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ocpp-gw-tls\n"
            "type: kubernetes.io/tls\n"
            f"stringData:\n  tls.key: |\n    {_P8_BEGIN}\n⟨ibody⟩\n    {_P8_END}",
        ),
        _pkcs8,
        n=7,
        secrets=("body", "ibody"),
    ),
    Kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨name⟩\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  username: ⟨user⟩\n  password: ⟨d1⟩",
            "kubectl get secret ⟨name⟩ -n ⟨ns⟩ -o jsonpath='{.data.password}'\n⟨d1⟩",
            "kubectl -n payments get secret mollie -o yaml | grep api-key\n  api-key: ⟨d2⟩",
            "data:\n  MOLLIE_API_KEY: ⟨d2⟩\n  ADYEN_HMAC_KEY: ⟨d3⟩",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"⟨name⟩"},'
            '"data":{"DATABASE_PASSWORD":"⟨d1⟩"}}',
            "De waarde in secret/⟨name⟩ (`⟨d1⟩`) is gewoon base64 van het wachtwoord — "
            "niet versleuteld!",
            "echo ⟨d2⟩ | base64 -d   # → la clé Mollie de prod, oups",
        ),
        _k8s,
        n=7,
        secrets=("d1", "d2", "d3"),
    ),
    Kind(
        "dotenv_lines",
        (
            "APP_ENV=production\nAPP_KEY=base64:⟨appkey⟩\nAPP_URL=https://admin.laadpunt.eu",
            "JWT_SECRET=⟨jwt⟩\nJWT_TTL=900",
            ".env.production (VM in Gent):\nDB_HOST=⟨host⟩\nDB_USER=laadpunt\nDB_PASSWORD=⟨pw⟩\n"
            "REDIS_URL=redis://⟨host2⟩:6379/0",
            "SESSION_SECRET=⟨sess⟩\nCSRF_SECRET=⟨csrf⟩\nLOG_LEVEL=info",
            "docker run --env-file .env … — inhoud van die .env:\nOCPI_TOKEN_C=⟨tok⟩\n"
            "MOLLIE_API_KEY=⟨mk⟩\nTZ=Europe/Brussels",
            "DJANGO_SECRET_KEY='⟨dj⟩'\nDJANGO_DEBUG=0",
            "SECRET_KEY_BASE=⟨skb⟩",
        ),
        _dotenv,
        n=7,
        secrets=("appkey", "jwt", "pw", "sess", "csrf", "tok", "mk", "dj", "skb"),
    ),
    Kind(
        "gitlab_ci_variables",
        (
            ".gitlab-ci.yml:\nvariables:\n  DOCKER_DRIVER: overlay2\n"
            '  SCW_SECRET_KEY: "⟨scw⟩"   # TODO: naar Settings → CI/CD',
            'glab variable set MOLLIE_API_KEY "⟨mk⟩" --masked --protected '
            "-R laadpunt/backend/payments",
            'curl --request POST --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.laadpunt.eu/api/v4/projects/⟨pid⟩/variables" '
            '--form "key=ADYEN_API_KEY" --form "value=⟨adk⟩"',
            "deploy:\n  stage: deploy\n  script:\n    - export AIVEN_PASSWORD=⟨avns⟩\n"
            "    - ./deploy.sh prod",
            "CI-variabelen van het payments-project:\n| key | value |\n|---|---|\n"
            "| MJ_APIKEY_PRIVATE | ⟨mj⟩ |\n| LOG_LEVEL | info |",
            "Variable CI `OVH_APPLICATION_SECRET` = ⟨ovh⟩ (non masquée, visible dans le log "
            "du job #⟨job⟩)",
            'job #⟨job⟩ log:\n$ echo "$DEPLOY_TOKEN"\n⟨pat⟩',
        ),
        _ci_vars,
        n=7,
        secrets=("scw", "mk", "pat", "adk", "avns", "mj", "ovh"),
    ),
    Kind(
        "db_connection_strings",
        (
            "DATABASE_URL=postgresql://lll_app:⟨pw⟩@⟨host⟩:5432/rdb?sslmode=require",
            "jdbc:postgresql://⟨host⟩:5432/ocpi?user=ocpi&password=⟨pw⟩&ssl=true",
            "mysql -h ⟨ovhhost⟩ -u exact_sync -p'⟨pw2⟩' facturatie",
            "redis-cli -u rediss://default:⟨pw⟩@redis-⟨n⟩.nl-ams.scw.cloud:6379",
            "sqlalchemy.url = postgresql+psycopg://grafana_ro:⟨pw⟩@pg-lll.internal/metrics",
            "Server=tcp:sql-lll-weu.database.windows.net,1433;Initial Catalog=billing;"
            "User ID=lll_admin;Password=⟨pw2⟩;Encrypt=True;",
            "Connexion à la réplique de Liège : host=⟨host⟩ port=5432 user=replicator "
            "password=⟨pw2⟩",
        ),
        _db,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "webhook_signing_secrets",
        (
            "GitLab-webhook → deploy van ocpp-gateway: Secret token = ⟨gl⟩",
            "SENTRY_CLIENT_SECRET=⟨sc⟩  # internal integration lll-incident-bridge, "
            "verifieert Sentry-Hook-Signature",
            "Bird webhook signing key (voor MessageBird-Signature-JWT): ⟨bird⟩",
            "webhooks:\n  gitlab:\n    secret_token: ⟨gl⟩\n  sentry:\n    client_secret: ⟨sc⟩",
            'curl --header "PRIVATE-TOKEN: $GITLAB_TOKEN" -X POST '
            "https://gitlab.laadpunt.eu/api/v4/projects/⟨pid⟩/hooks "
            '--data "url=https://hooks.laadpunt.eu/gitlab&token=⟨gl⟩&push_events=true"',
            "Le secret partagé de nos webhooks vers les partenaires roaming (HMAC-SHA256, "
            "en-tête X-LLL-Signature) : ⟨int⟩",
            'signing_secret = "⟨int⟩"  # HMAC voor X-LLL-Signature naar roamingpartners',
        ),
        _webhooks,
        n=7,
        secrets=("gl", "sc", "bird", "int"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Het wachtwoord van de ⟨sys⟩-admin is ⟨pw⟩; ⟨who⟩ heeft het gisteren aangepast.",
            "'t Paswoord van de ⟨user⟩-gebruiker in ⟨sys⟩ is ⟨pw⟩, ge moet da nog in de kluis "
            "steken hé.",
            "Pour info, le mot de passe du compte ⟨user⟩ sur ⟨sys⟩ est ⟨pw⟩ (temporaire).",
            "⟨who⟩ told me the ⟨sys⟩ admin password is ⟨pw⟩ — remove from these notes after "
            "rotation.",
            "Inloggen op de eID-testomgeving: gebruiker ⟨user⟩, ww ⟨pw⟩",
            "Le mot de passe de la borne de test à Liège, c'est ⟨pw⟩, faut pas le donner à "
            "l'installateur, hein.",
            "Wachtwoord / mot de passe voor de gedeelde ⟨sys⟩-login: ⟨pw⟩",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy payments-api ⟨ver⟩\n- commit ⟨sha⟩\n"
            "- image rg.nl-ams.scw.cloud/lll/payments@sha256:⟨dig⟩\n"
            "- testbetaling ⟨tr⟩ ok, Adyen pspReference ⟨psp⟩\n"
            "- ⟨label⟩: ⟨s⟩ (per ongeluk geplakt, roteren!)\n- trace ⟨trace⟩",
            "| wat | waarde |\n|---|---|\n| request-id | ⟨u⟩ |\n| commit | ⟨sha⟩ |\n"
            "| ⟨label⟩ | ⟨s⟩ |\n| Sentry event | ⟨ev⟩ |",
            "Incident 2038-04-0⟨d⟩ (Event Hubs-lag)\n* consumer group cg-meter-values, "
            "offset ⟨off⟩\n* traceparent 00-⟨trace⟩-⟨span⟩-01\n* ⟨label⟩ ⟨s⟩\n"
            "* pspReference ⟨psp⟩",
            "Debrief Liège (⟨ts⟩)\n- borne ⟨cp⟩, session ⟨u⟩\n- digest sha256:⟨dig⟩\n"
            "- ⟨label⟩ = ⟨s⟩ — à changer, il était dans le chat\n- Mollie ⟨tr⟩ remboursé",
        ),
        _among,
        n=7,
        secrets=("s",),
    ),
)
