"""True secrets in the memory notes of Straumkai's platform engineer; each kind names the
fields that must not survive. A multi-line field (a key body) is listed line by line."""

from __future__ import annotations

from random import Random
from urllib.parse import quote

from tests.redact.lookalike42.gen import (
    ALNUM,
    AREAS,
    B64URL,
    IOT_HUBS,
    NAMESPACES,
    PEOPLE,
    PG_HOSTS,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    cp_id,
    device_id,
    epoch,
    evse_id,
    hexs,
    idtag,
    isikukood,
    jwt,
    num,
    ocpp_mid,
    password,
    pick,
    stripe_id,
    url_password,
    uuid4,
    wrap,
)

# Vendor prefixes and PEM labels are joined from pieces so that no literal here is one.
_SK_LIVE = "sk" + "_live_"
_RK_LIVE = "rk" + "_live_"
_WHSEC = "wh" + "sec_"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_HVS = "hv" + "s."
_GLC = "gl" + "c_"
_PK = "PRIVATE" + " KEY"
_BEGIN = "-----" + "BEGIN "
_END = "-----" + "END "

_DBS = ("csms", "billing", "trading", "iot_bridge")
_PG_USERS = ("csms_app", "billing_rw", "trader", "bridge", "flyway", "readonly_tallinn")


def _stripe(r: Random) -> dict[str, str]:
    return {
        "t": _SK_LIVE + "51" + pick(r, ALNUM, 97),
        "rk": _RK_LIVE + "51" + pick(r, ALNUM, 97),
        "pi": stripe_id(r, "pi_"),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "ns": r.choice(NAMESPACES),
    }


def _whsec(r: Random) -> dict[str, str]:
    return {"t": _WHSEC + pick(r, ALNUM, 32), "we": "we_1" + pick(r, ALNUM, 23)}


def _vipps(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "cs": b64(r, 30),
        "sk": hexs(r, 32),
        "msn": num(r, 6),
    }


def _nordpool_pw(r: Random) -> dict[str, str]:
    return {
        "u": r.choice(("stk_api_trader", "straumkai-intraday", "STK_AUCTION_API")),
        "pw": url_password(r, r.choice((18, 22, 26))),
        "pf": f"STK-{r.choice(AREAS)}-{r.choice(('DA', 'ID'))}",
    }


def _bearer(r: Random) -> dict[str, str]:
    now = epoch(r)
    if r.random() < 0.5:
        claims: dict[str, object] = {
            "iss": "https://id.nordpoolgroup.com",
            "nbf": now,
            "exp": now + 3600,
            "aud": ["auction_api", "marketdata_api"],
            "client_id": "client_auction_api",
            "sub": num(r, 6),
            "scope": ["auction_api"],
        }
    else:
        claims = {
            "tid": uuid4(r),
            "oid": uuid4(r),
            "sub": "vipps:" + num(r, 6),
            "iat": now,
            "exp": now + 86400,
            "iss": "https://login.vipps.no/",
        }
    header = {"alg": "RS256", "typ": "JWT", "kid": pick(r, B64URL, 27)}
    return {
        "jwt": jwt(r, header, claims, 256),
        "sk": hexs(r, 32),
        "area": r.choice(AREAS),
        "ref": f"stk-{num(r, 8)}",
    }


def _iot(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "k2": b64(r, 32),
        "hub": r.choice(IOT_HUBS),
        "dev": device_id(r),
        "n2": str(r.randint(10, 99)),
        "se": str(epoch(r)),
        "sig": quote(b64(r, 32), safe=""),
    }


def _azure_sp(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, ALNUM, 3) + "8Q~" + pick(r, ALNUM + "_~.-", 34),
        "app": uuid4(r),
        "ten": uuid4(r),
    }


def _storage(r: Random) -> dict[str, str]:
    return {"k": b64(r, 64), "acct": r.choice(("stkmeterexports", "stkbackupnoe", "stktlllogs"))}


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((20, 24, 28))),
        "u": r.choice(_PG_USERS),
        "host": r.choice(PG_HOSTS),
        "db": r.choice(_DBS),
    }


def _vault(r: Random) -> dict[str, str]:
    long = _HVS + "CAESI" + pick(r, B64URL, 86)
    short = _HVS + pick(r, ALNUM, 24)
    return {
        "t": long if r.random() < 0.6 else short,
        "root": _HVS + pick(r, ALNUM, 24),
        "k1": b64(r, 33),
        "k2": b64(r, 33),
        "k3": b64(r, 33),
        "rid": uuid4(r),
        "sid": uuid4(r),
    }


def _k8s_jwt(r: Random) -> dict[str, str]:
    now = epoch(r)
    ns = r.choice(NAMESPACES)
    sa = r.choice(("gitlab-deployer", "ocpp-csms", "billing-worker", "default"))
    claims = {
        "aud": ["https://aks-stk-prod-noe-dns-" + hexs(r, 8) + ".hcp.norwayeast.azmk8s.io"],
        "exp": now + 31536000,
        "iat": now,
        "iss": "https://norwayeast.oic.prod-aks.azure.com/" + uuid4(r) + "/" + uuid4(r) + "/",
        "kubernetes.io": {
            "namespace": ns,
            "serviceaccount": {"name": sa, "uid": uuid4(r)},
        },
        "nbf": now,
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    header = {"alg": "RS256", "kid": pick(r, B64URL, 43)}
    return {"jwt": jwt(r, header, claims, 256), "ns": ns, "h": hexs(r, 8)}


def _ec_der(r: Random) -> bytes:
    return (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + b"\x04"
        + r.randbytes(64)
    )


def _kubeconfig_key(r: Random) -> dict[str, str]:
    import base64

    ec = base64.b64encode(_ec_der(r)).decode()
    pem = f"{_BEGIN}EC {_PK}-----\n{wrap(ec, 64)}\n{_END}EC {_PK}-----\n"
    cert_body = "MIIB" + pick(r, ALNUM + "+/", 8) + b64(r, 330)
    cert = f"-----BEGIN CERTIFICATE-----\n{wrap(cert_body, 64)}\n-----END CERTIFICATE-----\n"
    return {"key": b64_of(pem), "crt": b64_of(cert), "who": r.choice(PEOPLE)}


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 21, 24)))
    user = r.choice(_PG_USERS)
    return {"pw": pw, "pb": b64_of(pw), "ub": b64_of(user), "ns": r.choice(NAMESPACES)}


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "t": _GLPAT + pick(r, B64URL, 20),
        "rt": _GLRT + pick(r, B64URL, 20),
        "dt": _GLDT + pick(r, B64URL, 20),
        "pid": str(r.randint(40, 900)),
        "rid": str(r.randint(10, 400)),
        "n": str(r.randint(3, 60)),
    }


def _ocpp_key(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, r.choice((32, 40, 48))).upper(),
        "pw": password(r, r.choice((16, 24, 32, 40))),
        "cp": cp_id(r),
        "mid": ocpp_mid(r),
    }


def _ocpp_url(r: Random) -> dict[str, str]:
    cp = cp_id(r)
    pw = url_password(r, r.choice((16, 20, 24)))
    return {"cp": cp, "pw": pw, "basic": b64_of(f"{cp}:{pw}"), "wsk": b64(r, 16)}


def _openssh(r: Random) -> dict[str, str]:
    import base64

    head = bytes.fromhex(
        "6f70656e7373682d6b65792d763100000000046e6f6e65000000046e6f6e65"
        "0000000000000001000000330000000b7373682d65643235353139000000"
    )
    blob = head + r.randbytes(r.choice((230, 250, 270)))
    return {"body": wrap(base64.b64encode(blob).decode(), 70), "who": r.choice(PEOPLE)}


def _tls_key(r: Random) -> dict[str, str]:
    import base64

    ec = base64.b64encode(_ec_der(r)).decode()
    head = bytes.fromhex(
        "308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100"
    )
    p8 = base64.b64encode(head + r.randbytes(1184)).decode()
    return {"ec": wrap(ec, 64), "p8": wrap(p8, 64), "cp": cp_id(r)}


def _docker(r: Random) -> dict[str, str]:
    user = r.choice(("stkprod", "gitlab+deploy-token-" + str(r.randint(3, 60)), "tallinn-pull"))
    pw = pick(r, ALNUM, 42) + "+ACR" + pick(r, ALNUM, 6)
    return {"user": user, "pw": pw, "auth": b64_of(f"{user}:{pw}"), "ns": r.choice(NAMESPACES)}


def _slack(r: Random) -> dict[str, str]:
    return {
        "t": "T0" + pick(r, UPPER_ALNUM, 9),
        "b": "B0" + pick(r, UPPER_ALNUM, 9),
        "s": pick(r, ALNUM, 24),
    }


def _entsoe(r: Random) -> dict[str, str]:
    return {"t": uuid4(r), "d": f"2030041{r.randint(0, 8)}"}


def _grafana(r: Random) -> dict[str, str]:
    import json

    inst = num(r, 6)
    body = {
        "o": num(r, 6),
        "n": r.choice(("alloy-chargers", "stk-hm-write", "loki-read-tallinn")),
        "k": pick(r, ALNUM, 24),
        "m": {"r": r.choice(("prod-eu-north-0", "prod-eu-west-2"))},
    }
    token = _GLC + b64_of(json.dumps(body, separators=(",", ":")))
    return {"t": token, "inst": inst}


def _prose(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 20, 24))), "who": r.choice(PEOPLE)}


def _broker(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((20, 24, 28))), "k": b64(r, 32)}


def _keystore(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((16, 20, 24))), "cp": cp_id(r)}


def _signing(r: Random) -> dict[str, str]:
    return {"h": hexs(r, 64), "b": b64(r, 48)}


def _among(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(40, 400)),
        "cp": cp_id(r),
        "evse": evse_id(r),
        "mid": uuid4(r),
        "sha": hexs(r, 40),
        "pw": url_password(r, 22),
        "dig": hexs(r, 64),
        "pi": stripe_id(r, "pi_"),
        "vt": _HVS + pick(r, ALNUM, 24),
        "tag": idtag(r),
        "ik": isikukood(r),
        "trace": hexs(r, 32),
        "k": b64(r, 32),
        "thumb": hexs(r, 40).upper(),
        "host": r.choice(PG_HOSTS),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "stripe_live_secret_key",
        (
            "STRIPE_SECRET_KEY=⟨t⟩\nSTRIPE_WEBHOOK_TOLERANCE=300\nSTRIPE_ACCOUNT_COUNTRY=NO",
            "curl https://api.stripe.com/v1/payment_intents/⟨pi⟩ -u ⟨t⟩:",
            "Stripe-nøkkelen for prod (live) er ⟨t⟩ — flytt den til Vault secret/billing/stripe"
            " før fredag.",
            "kubectl -n ⟨ns⟩ create secret generic stripe --from-literal=api-key=⟨t⟩",
        ),
        _stripe,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "stripe_restricted_key",
        (
            "Restricted key for the Power BI export (read: charges, refunds): ⟨rk⟩",
            "billing-exporter:\n  stripe:\n    restrictedKey: ⟨rk⟩\n    account: ⟨acct⟩",
            "Piiratud võti (rk) Tallinna aruandluse jaoks: ⟨rk⟩ — ära pane seda GitLabi.",
            "curl -G https://api.stripe.com/v1/balance_transactions "
            '-H "Authorization: Bearer ⟨rk⟩" -d limit=100',
        ),
        _stripe,
        n=6,
        secrets=("rk",),
    ),
    Kind(
        "stripe_webhook_signing_secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨t⟩  # endpoint ⟨we⟩ (charge-session receipts)",
            "$ stripe listen --forward-to localhost:8080/webhooks/stripe\n"
            "> Ready! Your webhook signing secret is ⟨t⟩ (^C to quit)",
            "Webhook-hemmeligheten for https://pay.straumkai.no/hooks/stripe (⟨we⟩): ⟨t⟩",
            "vault kv put secret/billing/stripe webhook_secret=⟨t⟩",
        ),
        _whsec,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vipps_client_secret_and_subscription_key",
        (
            "curl -X POST https://api.vipps.no/accesstoken/get "
            '-H "client_id: ⟨cid⟩" -H "client_secret: ⟨cs⟩" '
            '-H "Ocp-Apim-Subscription-Key: ⟨sk⟩" -H "Merchant-Serial-Number: ⟨msn⟩"',
            "VIPPS_CLIENT_ID=⟨cid⟩\nVIPPS_CLIENT_SECRET=⟨cs⟩\nVIPPS_SUBSCRIPTION_KEY=⟨sk⟩\n"
            "VIPPS_MSN=⟨msn⟩",
            "Vipps MobilePay-portalen → Utvikler, nøkler for MSN ⟨msn⟩: client_secret ⟨cs⟩,"
            " Ocp-Apim-Subscription-Key ⟨sk⟩",
            '{"vipps": {"clientId": "⟨cid⟩", "clientSecret": "⟨cs⟩", "subscriptionKey": "⟨sk⟩",'
            ' "msn": "⟨msn⟩"}}',
        ),
        _vipps,
        n=7,
        secrets=("cs", "sk"),
    ),
    Kind(
        "nordpool_api_password",
        (
            "curl -s -X POST https://id.nordpoolgroup.com/connect/token "
            '-d "grant_type=password&scope=auction_api&username=⟨u⟩&password=⟨pw⟩"',
            "NORDPOOL_USERNAME=⟨u⟩\nNORDPOOL_PASSWORD=⟨pw⟩\nNORDPOOL_PORTFOLIO=⟨pf⟩",
            "Nord Pool API-brukeren ⟨u⟩ har passord ⟨pw⟩ (byttet etter revisjonen i mars).",
            "Nord Pool intraday: kasutaja ⟨u⟩, parool ⟨pw⟩ — sama mis testkeskkonnas.",
            'trading-bot config.toml:\n[nordpool]\nuser = "⟨u⟩"\npassword = "⟨pw⟩"\n'
            'portfolios = ["⟨pf⟩"]',
        ),
        _nordpool_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "bearer_tokens_nordpool_vipps",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            '"https://auctions-api.nordpoolgroup.com/api/v1/auctions?areas=⟨area⟩"',
            "Token from the trading-bot log (valid for an hour, maybe still): ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","expires_in":3600,"token_type":"Bearer"}',
            "curl https://api.vipps.no/epayment/v1/payments/⟨ref⟩ "
            '-H "Authorization: Bearer ⟨jwt⟩" -H "Ocp-Apim-Subscription-Key: ⟨sk⟩"',
        ),
        _bearer,
        n=7,
        secrets=("jwt", "sk"),
    ),
    Kind(
        "iot_hub_service_connection_string",
        (
            "HostName=⟨hub⟩.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=⟨k⟩",
            'az iot hub monitor-events --login "HostName=⟨hub⟩.azure-devices.net;'
            'SharedAccessKeyName=service;SharedAccessKey=⟨k⟩" --device-id ⟨dev⟩',
            "IOTHUB_EVENTHUB_CONN=Endpoint=sb://ihsuprodamres0⟨n2⟩dednamespace.servicebus."
            "windows.net/;SharedAccessKeyName=service;SharedAccessKey=⟨k⟩;EntityPath=⟨hub⟩",
            "Primærnøkkel for iothubowner-policyen på ⟨hub⟩: ⟨k⟩",
        ),
        _iot,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "iot_device_symmetric_key",
        (
            "HostName=⟨hub⟩.azure-devices.net;DeviceId=⟨dev⟩;SharedAccessKey=⟨k⟩",
            "Seadme ⟨dev⟩ primaarvõti on ⟨k⟩, teisene ⟨k2⟩",
            "bridge.yaml:\n  devices:\n    - id: ⟨dev⟩\n      connectionString: "
            '"HostName=⟨hub⟩.azure-devices.net;DeviceId=⟨dev⟩;SharedAccessKey=⟨k⟩"',
            "DPS enrollment group key for the ⟨hub⟩ chargers (derive per device): ⟨k⟩",
        ),
        _iot,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "iot_hub_sas_token",
        (
            "SharedAccessSignature sr=⟨hub⟩.azure-devices.net%2Fdevices%2F⟨dev⟩&sig=⟨sig⟩&se=⟨se⟩",
            "mosquitto_pub -h ⟨hub⟩.azure-devices.net -p 8883 -i ⟨dev⟩ "
            '-u "⟨hub⟩.azure-devices.net/⟨dev⟩/?api-version=2021-04-12" '
            '-P "SharedAccessSignature sr=⟨hub⟩.azure-devices.net%2Fdevices%2F⟨dev⟩'
            '&sig=⟨sig⟩&se=⟨se⟩" -t "devices/⟨dev⟩/messages/events/" -m "{}"',
            'curl -X POST "https://⟨hub⟩.azure-devices.net/devices/⟨dev⟩/messages/events'
            '?api-version=2021-04-12" -H "Authorization: SharedAccessSignature '
            'sr=⟨hub⟩.azure-devices.net&sig=⟨sig⟩&se=⟨se⟩&skn=iothubowner" -d "{}"',
        ),
        _iot,
        n=6,
        secrets=("sig",),
    ),
    Kind(
        "azure_service_principal_secret",
        (
            "az login --service-principal -u ⟨app⟩ -p '⟨s⟩' --tenant ⟨ten⟩",
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨ten⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            "Klienthemmeligheten for sp-gitlab-deploy (utløper 2031-04-01): ⟨s⟩",
            'terraform.tfvars:\nclient_id     = "⟨app⟩"\nclient_secret = "⟨s⟩"\n'
            'tenant_id     = "⟨ten⟩"',
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
            "az storage blob upload-batch -d meter-exports -s ./out --account-name ⟨acct⟩ "
            "--account-key ⟨k⟩",
            "Salvestuskonto ⟨acct⟩ key1: ⟨k⟩",
        ),
        _storage,
        n=6,
        secrets=("k",),
    ),
    Kind(
        "postgres_url_password",
        (
            "DATABASE_URL=postgresql://⟨u⟩:⟨pw⟩@⟨host⟩:5432/⟨db⟩?sslmode=require",
            '$ psql "postgres://⟨u⟩:⟨pw⟩@⟨host⟩/⟨db⟩"',
            "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/⟨db⟩\n"
            "spring.datasource.username=⟨u⟩\nspring.datasource.password=⟨pw⟩",
            "alembic -x url=postgresql+psycopg://⟨u⟩:⟨pw⟩@⟨host⟩/⟨db⟩ upgrade head",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "postgres_password_other_forms",
        (
            "~/.pgpass\n⟨host⟩:5432:⟨db⟩:⟨u⟩:⟨pw⟩",
            "PGPASSWORD='⟨pw⟩' pg_dump -h ⟨host⟩ -U ⟨u⟩ -d ⟨db⟩ -Fc -f /tmp/⟨db⟩.dump",
            'psql "host=⟨host⟩ port=5432 dbname=⟨db⟩ user=⟨u⟩ password=⟨pw⟩ sslmode=verify-full"',
            "ALTER ROLE ⟨u⟩ WITH PASSWORD '⟨pw⟩';",
            "Andmebaasi ⟨db⟩ rakenduse kasutaja ⟨u⟩ parool: ⟨pw⟩",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "vault_token",
        (
            "export VAULT_ADDR=https://vault.straumkai.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            "$ vault login ⟨t⟩",
            'curl -H "X-Vault-Token: ⟨t⟩" '
            "https://vault.straumkai.internal:8200/v1/secret/data/ocpp/csms",
            "Vault-token til GitLab-jobben (TTL 768h, policy ocpp-deploy): ⟨t⟩",
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_unseal_keys_and_root_token",
        (
            "Unseal Key 1: ⟨k1⟩\nUnseal Key 2: ⟨k2⟩\nUnseal Key 3: ⟨k3⟩\n\n"
            "Initial Root Token: ⟨root⟩",
            "vault operator unseal ⟨k1⟩",
            "Root token from the DR drill (revoke it!): ⟨root⟩",
            "Avamisvõti nr 2 on Kadri seifis, nr 1 on siin: ⟨k1⟩",
        ),
        _vault,
        n=7,
        secrets=("k1", "k2", "k3", "root"),
    ),
    Kind(
        "vault_approle_secret_id",
        (
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            "VAULT_ROLE_ID=⟨rid⟩\nVAULT_SECRET_ID=⟨sid⟩",
            '{"role_id": "⟨rid⟩", "secret_id": "⟨sid⟩"}',
            "secret_id for approle/ocpp-csms (num_uses=0, no TTL, fix that): ⟨sid⟩",
        ),
        _vault,
        n=7,
        secrets=("sid",),
    ),
    Kind(
        "kubernetes_service_account_token",
        (
            "users:\n- name: gitlab-deployer\n  user:\n    token: ⟨jwt⟩",
            "kubectl --server https://aks-stk-prod-noe-dns-⟨h⟩.hcp.norwayeast.azmk8s.io:443 "
            "--token ⟨jwt⟩ get pods -n ⟨ns⟩",
            "kubectl create token ocpp-csms -n ⟨ns⟩ --duration 8760h printed ⟨jwt⟩",
            "curl -sk https://10.0.0.1/api/v1/namespaces/⟨ns⟩/pods "
            '-H "Authorization: Bearer ⟨jwt⟩"',
        ),
        _k8s_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "kubeconfig_client_key_data",
        (
            "users:\n- name: clusterAdmin_rg-stk-prod_aks-stk-prod\n  user:\n"
            "    client-certificate-data: ⟨crt⟩\n    client-key-data: ⟨key⟩",
            "kubectl config view --raw -o jsonpath='{.users[0].user.client-key-data}' → ⟨key⟩",
            "⟨who⟩ limte admin-kubeconfig i kanalen; client-key-data var ⟨key⟩",
        ),
        _kubeconfig_key,
        n=6,
        secrets=("key",),
    ),
    Kind(
        "kubernetes_secret_manifest",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: csms-db\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  username: ⟨ub⟩\n  password: ⟨pb⟩",
            "kubectl get secret csms-db -n ⟨ns⟩ -o jsonpath='{.data.password}' gave ⟨pb⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: vipps-api\n  namespace: ⟨ns⟩\n"
            "stringData:\n  clientSecret: ⟨pw⟩",
            "kubectl create secret generic nordpool -n ⟨ns⟩ --from-literal=password='⟨pw⟩'",
        ),
        _k8s_secret,
        n=7,
        secrets=("pb", "pw"),
    ),
    Kind(
        "gitlab_personal_access_token",
        (
            'curl --header "PRIVATE-TOKEN: ⟨t⟩" '
            '"https://gitlab.straumkai.no/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            "git remote set-url origin https://oauth2:⟨t⟩@gitlab.straumkai.no/platform/csms.git",
            "GITLAB_TOKEN=⟨t⟩ glab mr list --assignee=@me",
            "Minu isiklik GitLabi token (api scope, aegub 2030-06-30): ⟨t⟩",
        ),
        _gitlab,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gitlab_runner_and_deploy_tokens",
        (
            "gitlab-runner register --non-interactive --url https://gitlab.straumkai.no "
            "--token ⟨rt⟩ --executor kubernetes",
            '[[runners]]\n  name = "aks-stk-prod-runner"\n  url = "https://gitlab.straumkai.no"'
            '\n  id = ⟨rid⟩\n  token = "⟨rt⟩"\n  executor = "kubernetes"',
            "helm upgrade --install gitlab-runner gitlab/gitlab-runner -n gitlab-runner "
            "--set runnerToken=⟨rt⟩",
            "docker login registry.straumkai.no -u gitlab+deploy-token-⟨n⟩ -p ⟨dt⟩",
        ),
        _gitlab,
        n=7,
        secrets=("rt", "dt"),
    ),
    Kind(
        "ocpp16_authorization_key",
        (
            '[2,"⟨mid⟩","ChangeConfiguration",{"key":"AuthorizationKey","value":"⟨k⟩"}]',
            "Charger ⟨cp⟩ moved to security profile 2; AuthorizationKey set to ⟨k⟩",
            "csms=> UPDATE charge_point SET auth_key = '⟨k⟩' WHERE identity = '⟨cp⟩';",
            "Laadija ⟨cp⟩ OCPP 1.6 AuthorizationKey (hex): ⟨k⟩",
        ),
        _ocpp_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "ocpp201_basic_auth_password",
        (
            '[2,"⟨mid⟩","SetVariables",{"setVariableData":[{"component":{"name":"SecurityCtrlr"}'
            ',"variable":{"name":"BasicAuthPassword"},"attributeValue":"⟨pw⟩"}]}]',
            "NetworkConnectionProfile for ⟨cp⟩: wss://csms.straumkai.no/ocpp201, "
            "securityProfile 2, BasicAuthPassword ⟨pw⟩",
            "Passordet for ladeboksen ⟨cp⟩ (SecurityCtrlr.BasicAuthPassword) er ⟨pw⟩",
            "csms provision --cp ⟨cp⟩ --ocpp 2.0.1 --basic-auth-password '⟨pw⟩'",
        ),
        _ocpp_key,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "ocpp_websocket_basic_auth",
        (
            "wss://⟨cp⟩:⟨pw⟩@ocpp.straumkai.no/ocpp16/⟨cp⟩",
            "GET /ocpp16/⟨cp⟩ HTTP/1.1\nHost: ocpp.straumkai.no\nUpgrade: websocket\n"
            "Sec-WebSocket-Key: ⟨wsk⟩\nSec-WebSocket-Protocol: ocpp1.6\n"
            "Authorization: Basic ⟨basic⟩",
            "wscat -c wss://ocpp-test.straumkai.no/ocpp201/⟨cp⟩ -s ocpp2.0.1 --auth ⟨cp⟩:⟨pw⟩",
            "Laadija ühendus-URL koos parooliga (ainult testis!): "
            "wss://⟨cp⟩:⟨pw⟩@ocpp-test.straumkai.no/ocpp16/⟨cp⟩",
        ),
        _ocpp_url,
        n=7,
        secrets=("pw", "basic"),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + "OPENSSH " + _PK + "-----\n⟨body⟩\n" + _END + "OPENSSH " + _PK + "-----",
            "Deploy key for the charger firmware repo (~/.ssh/id_ed25519):\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "-----\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK
            + "-----\n",
            "Bastion-nøkkel (bastion.straumkai.no), kopiert fra ⟨who⟩ sin maskin:\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "-----\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK
            + "-----",
        ),
        _openssh,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "charger_tls_private_key",
        (
            _BEGIN + "EC " + _PK + "-----\n⟨ec⟩\n" + _END + "EC " + _PK + "-----",
            "Client key for ⟨cp⟩ (security profile 3), from the provisioning laptop:\n"
            + _BEGIN
            + _PK
            + "-----\n⟨p8⟩\n"
            + _END
            + _PK
            + "-----",
            "csms-tls ingress secret, tls.key:\n"
            + _BEGIN
            + "EC "
            + _PK
            + "-----\n⟨ec⟩\n"
            + _END
            + "EC "
            + _PK
            + "-----\n",
        ),
        _tls_key,
        n=6,
        secrets=("ec", "p8"),
    ),
    Kind(
        "container_registry_credentials",
        (
            '~/.docker/config.json\n{\n  "auths": {\n    "stkprod.azurecr.io": {\n'
            '      "auth": "⟨auth⟩"\n    }\n  }\n}',
            "kubectl create secret docker-registry regcred -n ⟨ns⟩ "
            "--docker-server=stkprod.azurecr.io --docker-username=⟨user⟩ "
            "--docker-password=⟨pw⟩",
            "az acr credential show -n stkprod → password ⟨pw⟩ (admin user is enabled again)",
            '{"auths":{"stkprod.azurecr.io":{"username":"⟨user⟩","password":"⟨pw⟩",'
            '"auth":"⟨auth⟩"}}}',
        ),
        _docker,
        n=7,
        secrets=("auth", "pw"),
    ),
    Kind(
        "slack_webhook_url",
        (
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨s⟩",
            "curl -X POST -H 'Content-type: application/json' --data "
            '\'{"text":"CSMS deploy done"}\' https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨s⟩',
            "receivers:\n- name: ocpp-oncall\n  slack_configs:\n"
            "  - api_url: https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨s⟩\n"
            "    channel: '#ocpp-alerts'",
            "Webhooki URL #stk-tallinn kanalisse: https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨s⟩",
        ),
        _slack,
        n=6,
        secrets=("s",),
    ),
    Kind(
        "entsoe_security_token",
        (
            'curl "https://web-api.tp.entsoe.eu/api?securityToken=⟨t⟩&documentType=A44'
            "&in_Domain=10YNO-1--------2&out_Domain=10YNO-1--------2"
            '&periodStart=⟨d⟩0000&periodEnd=⟨d⟩2300"',
            "ENTSOE_API_KEY=⟨t⟩",
            "ENTSO-E Transparency token (Eirik's account, RESTful access granted 2029): ⟨t⟩",
            "client = EntsoePandasClient(api_key='⟨t⟩')",
        ),
        _entsoe,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "grafana_cloud_token",
        (
            "GRAFANA_CLOUD_TOKEN=⟨t⟩",
            "remote_write:\n  - url: https://prometheus-prod-39-prod-eu-north-0.grafana.net"
            '/api/prom/push\n    basic_auth:\n      username: "⟨inst⟩"\n      password: ⟨t⟩',
            "curl -u ⟨inst⟩:⟨t⟩ https://logs-prod-025.grafana.net/loki/api/v1/labels",
            "Grafana Cloud-tilgangstoken for Alloy på ladegatewayen: ⟨t⟩",
        ),
        _grafana,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Passordet til admin-brukeren på Zaptec-portalen er ⟨pw⟩ — ikke del det i Slack.",
            "Parool Tallinna kontori Wi-Fi haldusliidesesse: ⟨pw⟩",
            "The break-glass password for stk-breakglass@straumkai.no is ⟨pw⟩ "
            "(sealed copy in the Oslo safe).",
            "Kempower-portalen: bruker ⟨who⟩@straumkai.no, passord ⟨pw⟩",
            "⟨who⟩ reset the Nord Pool web portal password to ⟨pw⟩ after Tuesday's lockout.",
            "Ajutine parool Smart-ID testkeskkonna halduskontole on ⟨pw⟩, "
            "muuda pärast esimest sisselogimist.",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "message_broker_and_cache_passwords",
        (
            "CELERY_BROKER_URL=amqps://csms:⟨pw⟩@rabbitmq.ocpp.svc:5671/ocpp",
            "stk-redis-prod.redis.cache.windows.net:6380,password=⟨k⟩,ssl=True,abortConnect=False",
            "rabbitmqctl change_password ocpp-gateway '⟨pw⟩'",
            "REDIS_URL=rediss://default:⟨pw⟩@redis-master.billing.svc:6379/0",
        ),
        _broker,
        n=6,
        secrets=("pw", "k"),
    ),
    Kind(
        "keystore_passwords",
        (
            "openssl pkcs12 -export -in ⟨cp⟩.crt -inkey ⟨cp⟩.key -out ⟨cp⟩.p12 -passout pass:⟨pw⟩",
            "keytool -importkeystore -srckeystore csms.p12 -srcstoretype PKCS12 "
            "-srcstorepass ⟨pw⟩ -destkeystore csms.jks",
            "server.ssl.key-store=classpath:csms.p12\nserver.ssl.key-store-password=⟨pw⟩\n"
            "server.ssl.key-store-type=PKCS12",
            "PFX-faili parool laadijate V2G juursertifikaatide paki jaoks: ⟨pw⟩",
        ),
        _keystore,
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "app_signing_secrets",
        (
            "JWT_SIGNING_KEY=⟨h⟩",
            'appsettings.Production.json:\n{\n  "Jwt": {\n    "Issuer": "https://app.straumkai.no",'
            '\n    "SigningKey": "⟨b⟩"\n  }\n}',
            "Session cookie secret for the driver app (Flask SECRET_KEY): ⟨h⟩",
            "openssl rand -base64 48 → ⟨b⟩ (nå satt som NEXTAUTH_SECRET i prod)",
        ),
        _signing,
        n=6,
        secrets=("h", "b"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident 2030-04-17 (CSMS lost ⟨n⟩ chargers)\n- charger ⟨cp⟩, EVSE ⟨evse⟩\n"
            "- OCPP message id ⟨mid⟩\n- commit ⟨sha⟩ rolled back\n"
            "- PGPASSWORD=⟨pw⟩ was in the job log (⟨host⟩), rotated",
            "Overlevering til Tallinn:\n• image sha256:⟨dig⟩\n• PaymentIntent ⟨pi⟩\n"
            "• Vault-token ⟨vt⟩ ligger fortsatt i ~/.vault-token på bastion — tilbakekall den\n"
            "• idTag ⟨tag⟩ er Eiriks testkort",
            "Märkmed (Mart):\n1. isikukood ⟨ik⟩ on testkasutaja\n2. trace ⟨trace⟩\n"
            "3. seadme ⟨cp⟩ võti ⟨k⟩ lekkis logisse, vahetatud\n4. thumbprint ⟨thumb⟩",
        ),
        _among,
        n=6,
        secrets=("pw", "vt", "k"),
    ),
)
