"""True secrets in Kelpie Grid memory-note framings: 33 kinds, 7 cases each.

Each kind names the fields whose values must not survive the scrubber; the other fields
(account, merchant, app, tenant, client and device ids, host names) are public or short
identifiers and are deliberately left unlisted.
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike69.gen import (
    ALNUM,
    B64URL,
    BUCKETS,
    DIGITS,
    ENTITIES,
    EVH,
    EVH_NS,
    HUBS,
    INFLUX_HOST,
    REPOS,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    Values,
    b64,
    b64_of,
    b64url,
    day,
    derived_key,
    device,
    ec_pkcs8_pem,
    ec_sec1_pem,
    email,
    epoch,
    hexs,
    indent,
    iso,
    jwt,
    lan_ip,
    mpan,
    mprn,
    num,
    objectid,
    openssh_key,
    passphrase,
    password,
    person,
    pick,
    rsa_pkcs1_pem,
    rsa_pkcs8_pem,
    sas_sig,
    site,
    uhex,
    ulid,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk" + "_live_"
_RK_LIVE = "rk" + "_live_"
_PK_LIVE = "pk" + "_live_"
_WHSEC = "wh" + "sec_"
_GC_LIVE = "li" + "ve_"
_GC_SANDBOX = "sand" + "box_"
_PAT_EU = "pat" + "-eu1-"
_ATCTT = "ATCTT" + "3xFfGN0"
_ATATT = "ATATT" + "3xFfGF0"
_TS_AUTH = "tskey" + "-auth-"
_TS_API = "tskey" + "-api-"
_TS_CLIENT = "tskey" + "-client-"
_AZ_MARK = "Q" + "~"


def _kind(name: str, templates: tuple[str, ...], values: Values, *secrets: str) -> Kind:
    return Kind(name, templates, values, n=7, secrets=secrets)


# --- value makers --------------------------------------------------------------------------


def _stripe_sk(r: Random) -> str:
    return _SK_LIVE + "51" + pick(r, ALNUM, 97)


def _stripe_rk(r: Random) -> str:
    return _RK_LIVE + "51" + pick(r, ALNUM, 97)


def _whsec(r: Random) -> str:
    return _WHSEC + pick(r, ALNUM, 32)


def _gc_token(r: Random) -> str:
    return _GC_LIVE + pick(r, B64URL, 40)


def _gc_id(r: Random, prefix: str) -> str:
    return prefix + "0" + pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 11)


def _octopus_key(r: Random) -> str:
    return _SK_LIVE + pick(r, ALNUM, 24)


def _influx_token(r: Random) -> str:
    return base64.urlsafe_b64encode(r.randbytes(64)).decode()


def _dd_api(r: Random) -> str:
    return hexs(r, 32)


def _ts_auth(r: Random) -> str:
    return _TS_AUTH + "k" + pick(r, ALNUM, 10) + "CNTRL-" + pick(r, ALNUM, 33)


def _tibber(r: Random) -> str:
    return b64url(r, 32)


def _az_secret(r: Random) -> str:
    return pick(r, ALNUM, 3) + r.choice(DIGITS) + _AZ_MARK + pick(r, ALNUM + "_.~-", 34)


def _atlassian(r: Random, prefix: str) -> str:
    return prefix + pick(r, B64URL, 170) + "=" + uhex(r, 8)


def _ha_jwt(r: Random) -> str:
    t = epoch(r) - r.randrange(400) * 86400
    claims = {"iss": hexs(r, 32), "iat": t, "exp": t + 315360000}
    return jwt({"alg": "HS256", "typ": "JWT"}, claims, b64url(r, 32))


def _stripe(r: Random) -> dict[str, str]:
    return {
        "k": _stripe_sk(r),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "who": person(r),
        "ver": f"2034-0{r.randint(6, 9)}-{r.randint(10, 28)}.acacia",
        "rid": "req_" + pick(r, ALNUM, 14),
    }


def _stripe_restricted(r: Random) -> dict[str, str]:
    return {
        "k": _stripe_rk(r),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "date": day(r),
        "who": person(r),
    }


def _stripe_webhook(r: Random) -> dict[str, str]:
    return {
        "w": _whsec(r),
        "we": "we_1" + pick(r, ALNUM, 23),
        "port": str(r.choice((8000, 8080, 7071, 4242))),
        "ver": f"2034-0{r.randint(6, 9)}-{r.randint(10, 28)}.acacia",
    }


def _gocardless(r: Random) -> dict[str, str]:
    return {
        "t": _gc_token(r),
        "ts": _GC_SANDBOX + pick(r, B64URL, 40),
        "cr": _gc_id(r, "CR"),
        "who": person(r),
        "n": str(r.randint(20, 500)),
    }


def _gc_webhook(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, ALNUM + "-_", r.choice((40, 44, 48))),
        "wb": _gc_id(r, "WB"),
        "age": str(r.choice((180, 300, 600))),
        "who": person(r),
    }


def _octopus(r: Random) -> dict[str, str]:
    return {
        "k": _octopus_key(r),
        "acct": "A-" + pick(r, "0123456789ABCDEF", 8),
        "mpan": mpan(r),
        "serial": f"{r.randint(19, 24)}L{num(r, 7)}",
        "ce": ulid(r),
    }


def _kraken(r: Random) -> dict[str, str]:
    t = epoch(r)
    claims = {
        "sub": f"kraken|account-user:{num(r, 7)}",
        "gty": "EMAIL-AND-PASSWORD",
        "email": email(r),
        "tokenUse": "access",
        "iss": "https://api.octopus.energy/v1/graphql/",
        "iat": t,
        "exp": t + 3600,
        "origIat": t,
    }
    return {
        "jwt": jwt({"typ": "JWT", "alg": "RS256"}, claims, b64url(r, 256)),
        "rt": hexs(r, 64),
        "exp": str(t + 604800),
        "when": iso(r),
    }


def _esb(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 21, 24))),
        "email": email(r),
        "mprn": mprn(r),
        "day": r.choice(("Dé Máirt", "Dé Céadaoin", "Déardaoin", "Dé hAoine")),
    }


def _iot_hub(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "hub": r.choice(HUBS),
        "dev": device(r),
        "policy": r.choice(("iothubowner", "service", "registryReadWrite")),
    }


def _iot_device(r: Random) -> dict[str, str]:
    hub = r.choice(HUBS)
    dev = device(r)
    dk = b64(r, 32)
    se = epoch(r) + r.choice((3600, 86400, 604800))
    return {
        "hub": hub,
        "dev": dev,
        "dk": dk,
        "sig": sas_sig(dk, f"{hub}.azure-devices.net/devices/{dev}", se),
        "se": str(se),
        "kwh": f"{r.randint(0, 900)}.{r.randint(0, 999):03d}",
    }


def _dps(r: Random) -> dict[str, str]:
    gk = b64(r, 64)
    reg = device(r)
    return {
        "gk": gk,
        "dk": derived_key(gk, reg),
        "reg": reg,
        "eg": r.choice(("eg-meters-galway", "eg-gateways-inverness", "eg-bess-fleet")),
        "scope": "0ne" + pick(r, "0123456789ABCDEF", 8),
    }


def _evh(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "k2": b64(r, 32),
        "ns": r.choice(EVH_NS),
        "hub": r.choice(EVH),
        "rule": r.choice(("listen-ingest", "send-gateways", "RootManageSharedAccessKey")),
    }


def _storage(r: Random) -> dict[str, str]:
    return {"ak": b64(r, 64), "acct": f"stkelpiechk{num(r, 3)}", "who": person(r)}


def _aad(r: Random) -> dict[str, str]:
    return {"s": _az_secret(r), "cid": uuid4(r), "tid": uuid4(r), "who": person(r)}


def _influx(r: Random) -> dict[str, str]:
    return {
        "t": _influx_token(r),
        "bucket": r.choice(BUCKETS),
        "orgid": hexs(r, 16),
        "kwh": f"{r.randint(0, 900)}.{r.randint(0, 99)}",
        "site": site(r),
    }


def _ha_token(r: Random) -> dict[str, str]:
    return {
        "jwt": _ha_jwt(r),
        "entity": r.choice(ENTITIES),
        "ip": lan_ip(r),
        "name": r.choice(("datadog-scraper", "modbus-bridge", "tibber-sync", "grafana")),
    }


def _broker(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24))),
        "pw2": password(r, r.choice((16, 18, 22))),
        "upw": password(r, r.choice((20, 24, 28)), URL_SAFE_PW),
        "ip": lan_ip(r),
        "site": site(r),
        "lat": f"57.{r.randint(100, 999)}",
    }


def _tibber_v(r: Random) -> dict[str, str]:
    return {"t": _tibber(r), "home": uuid4(r), "who": person(r)}


def _xero(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, "0123456789ABCDEF", 32),
        "cs": pick(r, B64URL, 48),
        "rt": hexs(r, 64),
        "tid": uuid4(r),
    }


def _hubspot(r: Random) -> dict[str, str]:
    return {
        "pat": _PAT_EU + uuid4(r),
        "cs": uuid4(r),
        "portal": "14" + num(r, 6),
        "appid": num(r, 7),
    }


def _bb_token(r: Random) -> dict[str, str]:
    return {"t": _atlassian(r, _ATCTT), "repo": r.choice(REPOS)}


def _atl_token(r: Random) -> dict[str, str]:
    return {
        "t": _atlassian(r, _ATATT),
        "repo": r.choice(REPOS),
        "email": email(r),
        "user": person(r) + "-kelpie",
    }


def _datadog(r: Random) -> dict[str, str]:
    return {
        "api": _dd_api(r),
        "app": hexs(r, 40),
        "host": device(r),
        "team": r.choice(("iot", "data", "billing")),
    }


def _ts_auth_v(r: Random) -> dict[str, str]:
    return {"k": _ts_auth(r), "host": device(r), "tag": r.choice(("modbus-gw", "ha", "bess"))}


def _ts_oauth(r: Random) -> dict[str, str]:
    cid = "k" + pick(r, ALNUM, 10) + "CNTRL"
    return {
        "api": _TS_API + "k" + pick(r, ALNUM, 10) + "CNTRL-" + pick(r, ALNUM, 33),
        "cs": _TS_CLIENT + cid + "-" + pick(r, ALNUM, 33),
        "cid": cid,
    }


def _ec_key(r: Random) -> dict[str, str]:
    key = ec_sec1_pem(r) if r.random() < 0.5 else ec_pkcs8_pem(r)
    return {"key": key, "ikey": indent(key, 4), "dev": device(r)}


def _rsa_key(r: Random) -> dict[str, str]:
    key = rsa_pkcs8_pem(r) if r.random() < 0.6 else rsa_pkcs1_pem(r)
    return {"key": key, "who": person(r)}


def _ssh_key(r: Random) -> dict[str, str]:
    comment = f"{person(r)}@{r.choice(('jump-inverness', 'gw-bearna', 'bitbucket-pipelines'))}"
    key, public = openssh_key(r, comment, r.choice(("ed25519", "ed25519", "ecdsa")))
    return {"key": key, "ikey": indent(key, 4), "pub": public}


def _k8s(r: Random) -> dict[str, str]:
    ns = r.choice(("meter-ingest", "billing", "ha-bridge"))
    evh = r.choice(EVH_NS)
    return {
        "ns": ns,
        "b1": b64_of(_influx_token(r)),
        "b2": b64_of(
            f"Endpoint=sb://{evh}.servicebus.windows.net/;SharedAccessKeyName=listen-ingest;"
            f"SharedAccessKey={b64(r, 32)};EntityPath={r.choice(EVH)}"
        ),
        "borg": b64_of("kelpie-grid"),
        "b3": b64_of(_stripe_sk(r)),
        "b4": b64_of(_gc_token(r)),
        "b5": b64_of(_dd_api(r)),
        "b6": b64_of(_tibber(r)),
        "b7": b64_of(password(r, r.choice((14, 18, 22)))),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "sk": _stripe_sk(r),
        "wh": _whsec(r),
        "gc": _gc_token(r),
        "tid": uuid4(r),
        "it": _influx_token(r),
        "dd": _dd_api(r),
        "tb": _tibber(r),
        "ok": _octopus_key(r),
        "ha": _ha_jwt(r),
        "mq": password(r, 20),
        "hs": _PAT_EU + uuid4(r),
        "xc": pick(r, B64URL, 48),
        "ip": lan_ip(r),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "az": _az_secret(r),
        "it": _influx_token(r),
        "dd": _dd_api(r),
        "ts": _ts_auth(r),
        "rk": _stripe_rk(r),
        "tid": uuid4(r),
        "repo": r.choice(REPOS),
        "bn": str(r.randint(300, 4000)),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "inc": f"INC-{r.randint(100, 999)}",
        "date": day(r),
        "sha": hexs(r, 40),
        "build": str(r.randint(300, 4000)),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "digest": hexs(r, 64),
        "dd": _dd_api(r),
        "dev": device(r),
        "etag": b64_of(num(r, 9)),
        "po": "po_1" + pick(r, ALNUM, 23),
        "pm": _gc_id(r, "PM"),
        "sig": hexs(r, 64),
        "wh": _whsec(r),
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "nodekey": hexs(r, 64),
        "a": str(r.randint(64, 127)),
        "b": str(r.randint(0, 255)),
        "c": str(r.randint(1, 254)),
        "tk": _ts_auth(r),
        "ulid": ulid(r),
        "tokid": hexs(r, 16),
        "tokid2": hexs(r, 16),
        "it": _influx_token(r),
        "orgid": hexs(r, 16),
        "oid": objectid(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        # A generated password in prose ends on a letter or digit, not on punctuation.
        "pw": passphrase(r)
        if r.random() < 0.6
        else password(r, r.choice((15, 18, 21))) + pick(r, ALNUM, 1),
        "user": r.choice(("admin", "installer", "kelpie", "service")),
        "ssid": pick(r, UPPER_ALNUM, 4),
    }


# --- kinds ---------------------------------------------------------------------------------

SECRETS: tuple[Kind, ...] = (
    _kind(
        "stripe_live_secret_key",
        (
            "STRIPE_SECRET_KEY=⟨k⟩",
            "curl https://api.stripe.com/v1/payouts?limit=3 -u ⟨k⟩:",
            'stripe.api_key = "⟨k⟩"  # TODO ⟨who⟩: move to Key Vault before the Galway demo',
            "Bhí eochair rúnda Stripe ⟨k⟩ sa loga ó billing-sync; athraigh í inniu.",
            "| env | Stripe key |\n|---|---|\n| live | `⟨k⟩` |\n| test | in Key Vault |",
            "stripe customers retrieve ⟨cus⟩ --api-key ⟨k⟩ --stripe-account ⟨acct⟩",
            "DEBUG stripe: request_id=⟨rid⟩ headers={'Authorization': 'Bearer ⟨k⟩', "
            "'Stripe-Version': '⟨ver⟩'}",
        ),
        _stripe,
        "k",
    ),
    _kind(
        "stripe_restricted_key",
        (
            "Restricted key for the Xero reconciliation job (charges + payouts read): ⟨k⟩",
            "az keyvault secret set --vault-name kv-kelpie-neu --name stripe-rk-recon --value ⟨k⟩",
            '[stripe]\nrestricted_key = "⟨k⟩"\naccount = "⟨acct⟩"\nwebhook_tolerance = 300',
            "export STRIPE_API_KEY=⟨k⟩ && python -m billing_sync.payouts --since ⟨date⟩",
            "Seo an iuchair chuingealaichte Stripe airson an sgriobt payouts: ⟨k⟩ — "
            "na cuir ann an git i.",
            "⟨who⟩ created ⟨k⟩ on ⟨date⟩ (rak_payout_read, rak_charge_read) for ⟨acct⟩",
        ),
        _stripe_restricted,
        "k",
    ),
    _kind(
        "stripe_webhook_signing_secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨w⟩",
            "> Ready! You are using Stripe API Version [⟨ver⟩]. Your webhook signing secret "
            "is ⟨w⟩ (^C to quit)",
            'event = stripe.Webhook.construct_event(payload, sig_header, "⟨w⟩")',
            "Endpoint ⟨we⟩ (billing-sync prod) → signing secret ⟨w⟩; the old one expires in 24h.",
            "Rún síniúcháin an webhook Stripe: ⟨w⟩ (ná roinn é ar Teams)",
            '{\n  "IsEncrypted": false,\n  "Values": {\n    "StripeWebhookSecret": "⟨w⟩",\n'
            '    "FUNCTIONS_WORKER_RUNTIME": "python",\n    "Port": "⟨port⟩"\n  }\n}',
        ),
        _stripe_webhook,
        "w",
    ),
    _kind(
        "gocardless_access_token",
        (
            "GOCARDLESS_ACCESS_TOKEN=⟨t⟩",
            "curl https://api.gocardless.com/mandates?limit=⟨n⟩ -H "
            '"Authorization: Bearer ⟨t⟩" -H "GoCardless-Version: 2015-07-06"',
            'client = gocardless_pro.Client(access_token="⟨t⟩", environment="live")',
            "Token rochtana GoCardless don chomharchumann (creditor ⟨cr⟩): ⟨t⟩ — "
            "read-write, cruthaithe inniu ag ⟨who⟩.",
            'gocardless:\n  environment: live\n  access_token: "⟨t⟩"\n  creditor: ⟨cr⟩',
            "Sandbox token for the Inverness test creditor: ⟨ts⟩ (still a credential, "
            "keep it out of the notes)",
        ),
        _gocardless,
        "t",
        "ts",
    ),
    _kind(
        "gocardless_webhook_secret",
        (
            "GOCARDLESS_WEBHOOK_SECRET=⟨s⟩",
            "Webhook endpoint ⟨wb⟩ → https://billing.kelpiegrid.coop/hooks/gocardless, secret ⟨s⟩",
            'digest = hmac.new(b"⟨s⟩", body, hashlib.sha256).hexdigest()  # temp, read env later',
            "Rùn an webhook GoCardless (dìomhair!): ⟨s⟩ — ⟨who⟩ a chuir ann e.",
            '[webhooks.gocardless]\nsecret = "⟨s⟩"\npath = "/hooks/gocardless"\nmax_age_s = ⟨age⟩',
        ),
        _gc_webhook,
        "s",
    ),
    _kind(
        "octopus_api_key",
        (
            "curl -u ⟨k⟩: https://api.octopus.energy/v1/electricity-meter-points/⟨mpan⟩/"
            "meters/⟨serial⟩/consumption/?page_size=48",
            "OCTOPUS_API_KEY=⟨k⟩\nOCTOPUS_ACCOUNT=⟨acct⟩\nOCTOPUS_MPAN=⟨mpan⟩",
            '{"entry_id": "⟨ce⟩", "domain": "octopus_energy", "data": '
            '{"api_key": "⟨k⟩", "account_id": "⟨acct⟩"}}',
            'requests.get(url, auth=("⟨k⟩", ""), timeout=10)  # Octopus REST, Inverness account',
            "Eochair API Octopus do chuntas ⟨acct⟩ (Inbhear Nis): ⟨k⟩",
            "Octopus key ⟨k⟩ — starts with sk_live_ like Stripe, but it's the Kraken REST "
            "key for ⟨acct⟩",
        ),
        _octopus,
        "k",
    ),
    _kind(
        "kraken_graphql_tokens",
        (
            '{"data":{"obtainKrakenToken":{"token":"⟨jwt⟩","refreshToken":"⟨rt⟩",'
            '"refreshExpiresIn":⟨exp⟩}}}',
            'curl https://api.octopus.energy/v1/graphql/ -H "Authorization: ⟨jwt⟩" '
            '-d \'{"query":"{ viewer { accounts { number } } }"}\'',
            "KRAKEN_REFRESH_TOKEN=⟨rt⟩  # lasts 7 days, the poller refreshes it",
            "Kraken JWT from the Inverness poller (expires ⟨when⟩): ⟨jwt⟩",
            "An tòcan ùrachaidh Kraken: ⟨rt⟩ — cuir ann an Key Vault e an-diugh.",
        ),
        _kraken,
        "jwt",
        "rt",
    ),
    _kind(
        "esb_networks_login_password",
        (
            "ESB_USER=⟨email⟩\nESB_PASSWORD=⟨pw⟩\nESB_MPRN=⟨mprn⟩",
            "python esb_hdf_loader.py --mprn ⟨mprn⟩ --user ⟨email⟩ --password '⟨pw⟩'",
            "ESB Networks login for the Bearna site: ⟨email⟩ / ⟨pw⟩ (myaccount.esbnetworks.ie)",
            "Pasfhocal nua chuntas ESB Networks (⟨email⟩): ⟨pw⟩ — athraíodh é ⟨day⟩.",
            'esb:\n  username: ⟨email⟩\n  password: "⟨pw⟩"\n  mprn: "⟨mprn⟩"\n  download: hdf_kw',
        ),
        _esb,
        "pw",
    ),
    _kind(
        "azure_iot_hub_service_connection",
        (
            'IOTHUB_CONNECTION_STRING="HostName=⟨hub⟩.azure-devices.net;'
            'SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩"',
            "az iot hub policy show --hub-name ⟨hub⟩ -n ⟨policy⟩ → primaryKey: ⟨k⟩",
            'registry = IoTHubRegistryManager.from_connection_string("HostName=⟨hub⟩.'
            'azure-devices.net;SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩")',
            "Teaghrán ceangail an IoT Hub (polasaí ⟨policy⟩): HostName=⟨hub⟩.azure-devices.net;"
            "SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩",
            'az iot hub monitor-events --login "HostName=⟨hub⟩.azure-devices.net;'
            'SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩" -d ⟨dev⟩',
        ),
        _iot_hub,
        "k",
    ),
    _kind(
        "azure_iot_device_key_and_sas",
        (
            "HostName=⟨hub⟩.azure-devices.net;DeviceId=⟨dev⟩;SharedAccessKey=⟨dk⟩",
            "mosquitto_pub -h ⟨hub⟩.azure-devices.net -p 8883 -i ⟨dev⟩ "
            "-u '⟨hub⟩.azure-devices.net/⟨dev⟩/?api-version=2021-04-12' "
            "-P 'SharedAccessSignature sr=⟨hub⟩.azure-devices.net%2Fdevices%2F⟨dev⟩"
            "&sig=⟨sig⟩&se=⟨se⟩' -t devices/⟨dev⟩/messages/events/ -m '{\"kwh\":⟨kwh⟩}'",
            "SAS token for the Modbus gateway (se=⟨se⟩): SharedAccessSignature "
            "sr=⟨hub⟩.azure-devices.net%2Fdevices%2F⟨dev⟩&sig=⟨sig⟩&se=⟨se⟩",
            'azure:\n  device_id: ⟨dev⟩\n  connection_string: "HostName=⟨hub⟩.azure-devices.net;'
            'DeviceId=⟨dev⟩;SharedAccessKey=⟨dk⟩"\n  protocol: mqtt',
            "Iuchair an inneil ⟨dev⟩ (geata Modbus, Inbhir Nis): ⟨dk⟩",
        ),
        _iot_device,
        "dk",
        "sig",
    ),
    _kind(
        "azure_dps_enrollment_key",
        (
            "az iot dps enrollment-group show --dps-name dps-kelpie-neu -g rg-kelpie-iot "
            "--eid ⟨eg⟩ --show-keys → primaryKey ⟨gk⟩",
            "Derived key for ⟨reg⟩: az iot dps enrollment-group compute-device-key "
            "--key ⟨gk⟩ --registration-id ⟨reg⟩ → ⟨dk⟩",
            '[provisioning]\nsource = "dps"\nglobal_endpoint = '
            '"https://global.azure-devices-provisioning.net"\nid_scope = "⟨scope⟩"\n\n'
            '[provisioning.attestation]\nmethod = "symmetric_key"\nregistration_id = "⟨reg⟩"\n'
            'symmetric_key = { value = "⟨dk⟩" }',
            "Eochair an ghrúpa clárúcháin ⟨eg⟩ (DPS, scope ⟨scope⟩): ⟨gk⟩",
            "PROVISIONING_SYMMETRIC_KEY=⟨dk⟩ PROVISIONING_REGISTRATION_ID=⟨reg⟩ "
            "PROVISIONING_IDSCOPE=⟨scope⟩ python provision_symmetric_key.py",
        ),
        _dps,
        "gk",
        "dk",
    ),
    _kind(
        "azure_event_hubs_connection",
        (
            'EVENTHUB_CONN="Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨rule⟩;SharedAccessKey=⟨k⟩;EntityPath=⟨hub⟩"',
            "bootstrap.servers=⟨ns⟩.servicebus.windows.net:9093\nsecurity.protocol=SASL_SSL\n"
            "sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain."
            'PlainLoginModule required username="$ConnectionString" password="Endpoint=sb://'
            '⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨rule⟩;SharedAccessKey=⟨k⟩";',
            'producer = EventHubProducerClient.from_connection_string("Endpoint=sb://⟨ns⟩.'
            'servicebus.windows.net/;SharedAccessKeyName=⟨rule⟩;SharedAccessKey=⟨k⟩", '
            'eventhub_name="⟨hub⟩")',
            "An iuchair SAS airson ⟨hub⟩ (poileasaidh ⟨rule⟩): ⟨k⟩",
            "az eventhubs namespace authorization-rule keys list -g rg-kelpie-data "
            "--namespace-name ⟨ns⟩ -n ⟨rule⟩ → primaryKey ⟨k⟩, secondaryKey ⟨k2⟩",
        ),
        _evh,
        "k",
        "k2",
    ),
    _kind(
        "azure_storage_checkpoint_key",
        (
            'CHECKPOINT_STORE="DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;'
            'AccountKey=⟨ak⟩;EndpointSuffix=core.windows.net"',
            "az storage container list --account-name ⟨acct⟩ --account-key ⟨ak⟩ -o table",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨ak⟩",
            "Eochair chuntas stórála na seicphointí (⟨acct⟩): ⟨ak⟩ — rothlaigh í tar éis "
            "an tástála (⟨who⟩).",
            "$ terraform output -raw checkpoint_account_key\n⟨ak⟩",
        ),
        _storage,
        "ak",
    ),
    _kind(
        "azure_ad_client_secret",
        (
            "ARM_CLIENT_ID=⟨cid⟩\nARM_CLIENT_SECRET=⟨s⟩\nARM_TENANT_ID=⟨tid⟩",
            "az login --service-principal -u ⟨cid⟩ -p '⟨s⟩' --tenant ⟨tid⟩",
            'az ad app credential reset --id ⟨cid⟩ --append → {"appId": "⟨cid⟩", '
            '"password": "⟨s⟩", "tenant": "⟨tid⟩"}',
            "Rùn-dìomhair a' chliant sp-kelpie-deploy: ⟨s⟩ (thig e gu crìch sa Mhàrt 2035)",
            'resource "datadog_integration_azure" "kelpie" {\n  tenant_name   = "⟨tid⟩"\n'
            '  client_id     = "⟨cid⟩"\n  client_secret = "⟨s⟩"\n}',
        ),
        _aad,
        "s",
    ),
    _kind(
        "influxdb_cloud_token",
        (
            "INFLUX_TOKEN=⟨t⟩",
            "influx config create --config-name kelpie-cloud --host-url https://"
            + INFLUX_HOST
            + " --org kelpie-grid --token ⟨t⟩ --active",
            '[[outputs.influxdb_v2]]\n  urls = ["https://'
            + INFLUX_HOST
            + '"]\n  token = "⟨t⟩"\n  organization = "kelpie-grid"\n  bucket = "⟨bucket⟩"',
            'curl -XPOST "https://'
            + INFLUX_HOST
            + '/api/v2/write?org=kelpie-grid&bucket=⟨bucket⟩&precision=s" '
            '-H "Authorization: Token ⟨t⟩" --data-binary "meter,site=⟨site⟩ kwh=⟨kwh⟩"',
            "Comhartha InfluxDB (all-access, ⟨bucket⟩): ⟨t⟩ — scrios é nuair a bheidh "
            "an t-aistriú déanta.",
            "influxdb:\n  api_version: 2\n  host: "
            + INFLUX_HOST
            + "\n  token: ⟨t⟩\n  organization: ⟨orgid⟩\n  bucket: ⟨bucket⟩",
        ),
        _influx,
        "t",
    ),
    _kind(
        "home_assistant_long_lived_token",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            "http://homeassistant.local:8123/api/states/sensor.⟨entity⟩",
            "HASS_TOKEN=⟨jwt⟩",
            "Long-lived access token '⟨name⟩' (profile → security): ⟨jwt⟩",
            "Tòcan fad-beò Home Assistant airson ⟨name⟩ ann an Inbhir Nis: ⟨jwt⟩",
            "appdaemon:\n  plugins:\n    HASS:\n      type: hass\n      "
            "ha_url: http://⟨ip⟩:8123\n      token: ⟨jwt⟩",
            '{"type": "auth", "access_token": "⟨jwt⟩"}',
        ),
        _ha_token,
        "jwt",
    ),
    _kind(
        "gateway_and_broker_passwords",
        (
            '# secrets.yaml (Inbhir Nis)\nmqtt_password: "⟨pw⟩"\n'
            'modbus_gw_password: "⟨pw2⟩"\nhome_latitude: ⟨lat⟩',
            "mosquitto_passwd -b /etc/mosquitto/passwd ha-bridge '⟨pw⟩'",
            "mosquitto_sub -h mqtt.kelpie.lan -p 8883 -u telegraf -P '⟨pw⟩' "
            "-t 'kelpie/+/modbus/#' -v",
            "DATABASE_URL=postgresql://billing_sync:⟨upw⟩@psql-kelpie-neu.postgres.database."
            "azure.com:5432/billing?sslmode=require",
            "Modbus TCP gateway web UI (http://⟨ip⟩) admin / ⟨pw2⟩ — factory default changed",
            "An pasfhocal don bhróicéir MQTT ar an ngeata (gw-⟨site⟩): ⟨pw⟩",
            '[[inputs.mqtt_consumer]]\n  servers = ["ssl://⟨ip⟩:8883"]\n'
            '  username = "telegraf"\n  password = "⟨pw⟩"\n  topics = ["kelpie/+/modbus/#"]',
        ),
        _broker,
        "pw",
        "pw2",
        "upw",
    ),
    _kind(
        "tibber_api_token",
        (
            "TIBBER_TOKEN=⟨t⟩",
            'curl https://api.tibber.com/v1-beta/gql -H "Authorization: Bearer ⟨t⟩" '
            '-H "Content-Type: application/json" -d \'{"query":"{viewer{homes{id}}}"}\'',
            "tibber:\n  access_token: ⟨t⟩",
            "Comhartha rochtana Tibber don teach tástála (home ⟨home⟩): ⟨t⟩",
            'ws.send(json.dumps({"type": "connection_init", "payload": {"token": "⟨t⟩"}}))',
            "⟨who⟩ regenerated the Tibber token at developer.tibber.com: ⟨t⟩",
        ),
        _tibber_v,
        "t",
    ),
    _kind(
        "xero_oauth_credentials",
        (
            "XERO_CLIENT_ID=⟨cid⟩\nXERO_CLIENT_SECRET=⟨cs⟩",
            "curl -X POST https://identity.xero.com/connect/token -u ⟨cid⟩:⟨cs⟩ "
            "-d grant_type=refresh_token -d refresh_token=⟨rt⟩",
            '{"id_token": null, "token_type": "Bearer", "expires_in": 1800, '
            '"refresh_token": "⟨rt⟩", "scope": "offline_access accounting.transactions"}',
            "Rùn a' chliant Xero (app billing-sync, ⟨cid⟩): ⟨cs⟩",
            '[xero]\nclient_id = "⟨cid⟩"\nclient_secret = "⟨cs⟩"\ntenant_id = "⟨tid⟩"',
        ),
        _xero,
        "cs",
        "rt",
    ),
    _kind(
        "hubspot_tokens",
        (
            "HUBSPOT_ACCESS_TOKEN=⟨pat⟩",
            "curl https://api.hubapi.com/crm/v3/objects/contacts?limit=10 "
            '-H "Authorization: Bearer ⟨pat⟩"',
            "Private app 'member-sync' (portal ⟨portal⟩) token: ⟨pat⟩",
            "HubSpot public app ⟨appid⟩: client secret ⟨cs⟩ — verifies X-HubSpot-Signature-v3",
            "Comhartha an aip phríobháideach HubSpot do na baill (⟨portal⟩): ⟨pat⟩",
            'hs = HubSpot(access_token="⟨pat⟩")',
        ),
        _hubspot,
        "pat",
        "cs",
    ),
    _kind(
        "bitbucket_access_token",
        (
            "git clone https://x-token-auth:⟨t⟩@bitbucket.org/kelpiegrid/⟨repo⟩.git",
            'curl -H "Authorization: Bearer ⟨t⟩" https://api.bitbucket.org/2.0/repositories/'
            "kelpiegrid/⟨repo⟩/pipelines/?sort=-created_on",
            "Repository access token for ⟨repo⟩ (pipeline:write, repository:read): ⟨t⟩",
            "Tòcan an stòrais ⟨repo⟩ — dìomhair: ⟨t⟩",
            "BB_REPO_TOKEN=⟨t⟩",
        ),
        _bb_token,
        "t",
    ),
    _kind(
        "atlassian_api_token",
        (
            "git remote set-url origin https://⟨user⟩:⟨t⟩@bitbucket.org/kelpiegrid/⟨repo⟩.git",
            "curl -u ⟨email⟩:⟨t⟩ "
            "https://api.bitbucket.org/2.0/workspaces/kelpiegrid/pipelines-config/variables",
            "ATLASSIAN_API_TOKEN=⟨t⟩\nATLASSIAN_EMAIL=⟨email⟩",
            "Comhartha API Atlassian le scóip read:repository (⟨email⟩): ⟨t⟩",
            "~/.netrc:\nmachine api.bitbucket.org\n  login ⟨email⟩\n  password ⟨t⟩",
        ),
        _atl_token,
        "t",
    ),
    _kind(
        "datadog_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_SITE=datadoghq.eu",
            "api_key: ⟨api⟩\nsite: datadoghq.eu\nhostname: ⟨host⟩\ntags:\n  - team:⟨team⟩",
            'curl -X GET "https://api.datadoghq.eu/api/v1/monitor" -H "DD-API-KEY: ⟨api⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            "docker run -d --name dd-agent -e DD_API_KEY=⟨api⟩ -e DD_SITE=datadoghq.eu "
            "-e DD_HOSTNAME=⟨host⟩ gcr.io/datadoghq/agent:7",
            "Iuchair aplacaid Datadog airson terraform (sgioba ⟨team⟩): ⟨app⟩",
            'provider "datadog" {\n  api_key = "⟨api⟩"\n  app_key = "⟨app⟩"\n'
            '  api_url = "https://api.datadoghq.eu/"\n}',
        ),
        _datadog,
        "api",
        "app",
    ),
    _kind(
        "tailscale_auth_key",
        (
            "sudo tailscale up --auth-key=⟨k⟩ --advertise-tags=tag:⟨tag⟩ --hostname=⟨host⟩",
            "TS_AUTHKEY=⟨k⟩",
            "services:\n  tailscale:\n    image: tailscale/tailscale:stable\n    environment:\n"
            "      - TS_AUTHKEY=⟨k⟩\n      - TS_EXTRA_ARGS=--advertise-tags=tag:⟨tag⟩\n"
            "      - TS_STATE_DIR=/var/lib/tailscale",
            "Eochair údaraithe Tailscale (ath-inúsáidte, 90 lá) do na geataí ⟨tag⟩: ⟨k⟩",
            "Pre-auth key for ⟨host⟩, ephemeral + tagged: ⟨k⟩",
        ),
        _ts_auth_v,
        "k",
    ),
    _kind(
        "tailscale_oauth_and_api_keys",
        (
            'curl -s -u "⟨api⟩:" https://api.tailscale.com/api/v2/tailnet/-/devices',
            'provider "tailscale" {\n  oauth_client_id     = "⟨cid⟩"\n'
            '  oauth_client_secret = "⟨cs⟩"\n  tailnet             = "kelpiegrid.coop"\n}',
            "TS_OAUTH_CLIENT_ID=⟨cid⟩\nTS_OAUTH_CLIENT_SECRET=⟨cs⟩",
            "Rùn cliant OAuth Tailscale (scope devices:core, ⟨cid⟩): ⟨cs⟩",
            'curl -d "client_id=⟨cid⟩" -d "client_secret=⟨cs⟩" '
            "https://api.tailscale.com/api/v2/oauth/token",
            "TS_API_KEY=⟨api⟩  # 90-day API access token, Calum's",
        ),
        _ts_oauth,
        "api",
        "cs",
    ),
    _kind(
        "ec_private_key_pem",
        (
            "⟨key⟩",
            "⟨dev⟩.key (device cert for Azure IoT X.509 auth):\n\n⟨key⟩",
            "$ cat /etc/kelpie/certs/⟨dev⟩.key.pem\n⟨key⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨dev⟩-tls\ntype: "
            "kubernetes.io/tls\nstringData:\n  tls.key: |\n⟨ikey⟩",
            "Eochair phríobháideach an ghléis ⟨dev⟩ (ná cuir sa stór í!):\n⟨key⟩",
        ),
        _ec_key,
        "key",
        "ikey",
    ),
    _kind(
        "rsa_private_key_pem",
        (
            "⟨key⟩",
            "Old signing key for the billing webhook relay (from ⟨who⟩'s wiki page):\n\n⟨key⟩",
            'variable "relay_signing_key" {\n  sensitive = true\n  default   = <<EOT\n⟨key⟩\n'
            "EOT\n}",
            "An iuchair phrìobhaideach RSA airson frithealaiche SFTP nan HDF:\n\n⟨key⟩",
            "```pem\n⟨key⟩\n```",
        ),
        _rsa_key,
        "key",
    ),
    _kind(
        "openssh_private_key",
        (
            "⟨key⟩",
            "~/.ssh/id_ed25519 on the Inverness jump box:\n⟨key⟩\n\n(pub: ⟨pub⟩)",
            "Bitbucket Pipelines → Repository settings → SSH keys; the private key pasted "
            "was:\n\n⟨key⟩",
            "Eochair SSH phríobháideach don gheata Modbus i mBearna:\n\n⟨key⟩",
            "deploy:\n  host: gw-bearna.kelpie.lan\n  user: kelpie\n  ssh_key: |\n⟨ikey⟩",
        ),
        _ssh_key,
        "key",
        "ikey",
    ),
    _kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: meter-ingest\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  INFLUX_TOKEN: ⟨b1⟩\n  EVENTHUB_CONNECTION: ⟨b2⟩\n"
            "  INFLUX_ORG: ⟨borg⟩",
            "kubectl get secret billing-sync -n ⟨ns⟩ -o jsonpath='{.data.STRIPE_SECRET_KEY}'\n⟨b3⟩",
            "data:\n  GOCARDLESS_ACCESS_TOKEN: ⟨b4⟩\n  DD_API_KEY: ⟨b5⟩",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"tibber","namespace":'
            '"⟨ns⟩"},"type":"Opaque","data":{"token":"⟨b6⟩"}}',
            "Rún Kubernetes ha-bridge (⟨ns⟩), réimse mqtt-password (base64): ⟨b7⟩",
        ),
        _k8s,
        "b1",
        "b2",
        "b3",
        "b4",
        "b5",
        "b6",
        "b7",
    ),
    _kind(
        "dotenv_lines",
        (
            "# .env — billing-sync (prod)\nSTRIPE_SECRET_KEY=⟨sk⟩\nSTRIPE_WEBHOOK_SECRET=⟨wh⟩\n"
            "GOCARDLESS_ENVIRONMENT=live\nGOCARDLESS_ACCESS_TOKEN=⟨gc⟩\nXERO_TENANT_ID=⟨tid⟩\n"
            "LOG_LEVEL=info",
            "# .env — meter-ingest\nINFLUX_URL=https://"
            + INFLUX_HOST
            + "\nINFLUX_ORG=kelpie-grid\nINFLUX_TOKEN=⟨it⟩\nEVENTHUB_NAME=meter-readings\n"
            "DD_API_KEY=⟨dd⟩",
            'export TIBBER_TOKEN="⟨tb⟩"\nexport OCTOPUS_API_KEY="⟨ok⟩"\nexport TZ=Europe/London',
            ".env.local (Inbhir Nis):\nHASS_URL=http://⟨ip⟩:8123\nHASS_TOKEN=⟨ha⟩\n"
            "MQTT_USER=telegraf\nMQTT_PASSWORD=⟨mq⟩",
            "HUBSPOT_ACCESS_TOKEN=⟨hs⟩ XERO_CLIENT_SECRET=⟨xc⟩ python -m billing_sync.members",
        ),
        _dotenv,
        "sk",
        "wh",
        "gc",
        "it",
        "dd",
        "tb",
        "ok",
        "ha",
        "mq",
        "hs",
        "xc",
    ),
    _kind(
        "ci_pipeline_variables",
        (
            "pipelines:\n  branches:\n    main:\n      - step:\n          name: Deploy ingest\n"
            "          script:\n            - export AZURE_CLIENT_SECRET=⟨az⟩\n"
            "            - az login --service-principal -u $AZURE_CLIENT_ID "
            "-p $AZURE_CLIENT_SECRET --tenant ⟨tid⟩\n            - ./deploy.sh",
            'curl -X POST -H "Authorization: Bearer $BB_TOKEN" -H "Content-Type: '
            'application/json" https://api.bitbucket.org/2.0/repositories/kelpiegrid/⟨repo⟩/'
            'pipelines_config/variables -d \'{"key": "INFLUX_TOKEN", "value": "⟨it⟩", '
            '"secured": false}\'',
            "| Variable | Value | Secured |\n|---|---|---|\n| DD_API_KEY | ⟨dd⟩ | no (fix!) |\n"
            "| DD_SITE | datadoghq.eu | no |\n| AZURE_TENANT_ID | ⟨tid⟩ | no |",
            "Pipeline #⟨bn⟩ log (TS_AUTHKEY was not marked secured):\n+ echo $TS_AUTHKEY\n⟨ts⟩\n"
            "+ tailscale up --auth-key=$TS_AUTHKEY --advertise-tags=tag:ci",
            "Caochladairean Bitbucket Pipelines airson ⟨repo⟩ — chan eil STRIPE_RESTRICTED_KEY "
            "dìonta: ⟨rk⟩",
            "DATADOG_API_KEY=⟨dd⟩ DATADOG_SITE=datadoghq.eu npx @datadog/datadog-ci junit "
            "upload --service ⟨repo⟩ reports/",
        ),
        _ci,
        "az",
        "it",
        "dd",
        "ts",
        "rk",
    ),
    _kind(
        "secret_among_lookalikes",
        (
            "Incident ⟨inc⟩ — Event Hubs lag, ⟨date⟩\n- commit ⟨sha⟩ deployed by pipeline "
            "#⟨build⟩\n- traceparent 00-⟨trace⟩-⟨span⟩-01\n- image sha256:⟨digest⟩\n"
            "- DD_API_KEY was ⟨dd⟩ in the helm values (rotated? check)\n"
            "- device ⟨dev⟩ twin etag ⟨etag⟩",
            "Notaí ón deireadh seachtaine\n\n| what | value |\n|---|---|\n"
            "| Stripe payout | ⟨po⟩ |\n| GoCardless payment | ⟨pm⟩ |\n| webhook sig | ⟨sig⟩ |\n"
            "| whsec (prod) | ⟨wh⟩ |\n| publishable | ⟨pk⟩ |",
            "Geata Inbhir Nis\n* nodekey:⟨nodekey⟩\n* IP 100.⟨a⟩.⟨b⟩.⟨c⟩\n"
            "* auth key a chleachd sinn: ⟨tk⟩\n* HA context ⟨ulid⟩\n* member ObjectId ⟨oid⟩",
            "influx auth list (org ⟨orgid⟩):\nID\t\t\tDescription\tToken\n"
            "⟨tokid⟩\tmeter-writer\t⟨it⟩\n⟨tokid2⟩\tha-reader\t(deleted)",
        ),
        _among,
        "dd",
        "wh",
        "tk",
        "it",
    ),
    _kind(
        "passwords_in_prose",
        (
            "The admin password for the Bearna inverter portal is now ⟨pw⟩ — Cormac changed "
            "it after the firmware update.",
            "Is é ⟨pw⟩ an pasfhocal nua don ródaire 4G ag an tuirbín; d'athraigh Aoife é inné.",
            "'S e ⟨pw⟩ am facal-faire ùr airson a' gheata Modbus ann an Inbhir Nis — "
            "dh'atharraich Calum e an-dè.",
            "Pasfhocal Wi-Fi an stáisiúin luchtaithe: ⟨pw⟩ (inis do Niamh é, ná scríobh "
            "ar an mballa é)",
            "Airson logadh a-steach don phanal grèine, cleachd an t-ainm ⟨user⟩ agus am "
            "facal-faire ⟨pw⟩.",
            "Told Ailsa on the call: facal-faire an Wi-Fi = ⟨pw⟩, SSID KelpieGrid-⟨ssid⟩.",
            "If the UPS web UI locks you out, the recovery password inside the cabinet door "
            "is ⟨pw⟩ (user ⟨user⟩).",
        ),
        _prose,
        "pw",
    ),
)
