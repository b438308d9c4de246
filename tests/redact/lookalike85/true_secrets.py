"""Secret kinds: credentials whose leak grants access, in Tallowgum Ag note framings.

Each kind names in ``secrets`` the fields that must not survive; other fields (account
SIDs, client ids, DevEUIs, usernames, hosts) are public or short identifiers and are not
listed. Vendor prefixes are joined from pieces so that no literal here is a credential.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike85.gen import (
    ALNUM,
    B32,
    B64STD,
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    ec_pkcs8_pem,
    ec_sec1_pem,
    eui,
    hexs,
    hexu,
    indent,
    jwt,
    mapbox_token,
    num,
    objectid,
    openssh_ed25519_private,
    passphrase,
    password,
    pick,
    rsa_pkcs8_pem,
    rsa_private_pem,
    setting,
    ssh_ed25519_public,
    uuid4,
)

_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3Jp" + "Z2luX2Vj"
_NNSXS = "NNS" + "XS."
_SK_LIVE = "sk" + "_live_"
_RK_LIVE = "rk" + "_live_"
_WHSEC = "wh" + "sec_"
_MAPBOX_SK = "s" + "k."
_MAPBOX_PK = "p" + "k."
_BKUA = "bk" + "ua_"
_ATBB = "AT" + "BB"
_ATCTT = "ATCTT3" + "xFfGN0"
_SF_RT = "5Aep" + "861"
_SF_CK = "3MV" + "G9"
_TS = "ts" + "key-"
_OKTA = "0" + "0"
_B32AWS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_URLPW = ALNUM + "-_.~"
_SF = ALNUM + "._"


def aws_key_id(r: Random, prefix: str = _AKIA) -> str:
    return prefix + pick(r, _B32AWS, 16)


def aws_secret(r: Random) -> str:
    return pick(r, B64STD, 40)


def tts_key(r: Random) -> str:
    return _NNSXS + pick(r, B32, 39) + "." + pick(r, B32, 64)


def stripe_sk(r: Random, prefix: str = _SK_LIVE) -> str:
    return prefix + "51" + pick(r, ALNUM, 97)


def okta_token(r: Random) -> str:
    return _OKTA + pick(r, ALNUM + "-_", 40)


def ts_key(r: Random, kind: str) -> str:
    return _TS + kind + "-k" + pick(r, ALNUM, 10) + "CNTRL-" + pick(r, ALNUM, 33)


def sf_access(r: Random) -> str:
    return "00D" + pick(r, ALNUM, 15) + "!AQ" + pick(r, ALNUM, 2) + "AQ" + pick(r, _SF, 96)


def url_password(r: Random) -> str:
    return pick(r, ALNUM, 1) + pick(r, _URLPW, r.choice((15, 19, 23))) + pick(r, ALNUM, 1)


def low(r: Random) -> str:
    return pick(r, "abcdefghijkmnpqrstuvwxyz", 1) + pick(r, LOWER_ALNUM, 5)


def _aws(r: Random) -> dict[str, str]:
    return {**setting(r), "kid": aws_key_id(r), "sk": aws_secret(r)}


def _sts(r: Random) -> dict[str, str]:
    token = _STS + "E" + pick(r, "HIJKLMNOP", 1) + b64(r, 642).rstrip("=")
    return {**setting(r), "kid": aws_key_id(r, _ASIA), "sk": aws_secret(r), "tok": token}


def _cognito(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "pool": pick(r, ALNUM, 9),
        "cid": pick(r, LOWER_ALNUM, 26),
        "cs": pick(r, LOWER_ALNUM, 52),
    }


def _rsa_device(r: Random) -> dict[str, str]:
    key = rsa_private_pem(r)
    body = key.splitlines()[1:-1]
    return {
        **setting(r),
        "key": key,
        "esc": "\\n".join(body),
        "ykey": indent(key, "    "),
        "certid": hexs(r, 64),
    }


def _ec_keys(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "p8": ec_pkcs8_pem(r),
        "sec1": ec_sec1_pem(r),
        "rsa8": rsa_pkcs8_pem(r),
        "sec1_ind": indent(ec_sec1_pem(r), "    "),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("tama", "mere", "shazza", "bazza", "ci"))
    host = r.choice(("bastion-twb", "gw-hamilton", "buildkite-arm64", "nuc-dalby"))
    return {
        **setting(r),
        "k": openssh_ed25519_private(r, f"{who}@{host}"),
        "pub": ssh_ed25519_public(r, f"{who}@{host}"),
        "low": who,
    }


def _tts(r: Random) -> dict[str, str]:
    return {**setting(r), "k": tts_key(r), "low": low(r)}


def _appkey(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "devid": f"collar-{num(r, 5)}",
        "deveui": eui(r),
        "deveui2": eui(r),
        "joineui": r.choice(("70B3D57ED0000000", "0000000000000001", "A840410000000101")),
        "appkey": hexu(r, 32),
        "appkey2": hexu(r, 32),
    }


def _c_array(key: str) -> str:
    return ", ".join("0x" + key[i : i + 2] for i in range(0, 32, 2))


def _abp(r: Random) -> dict[str, str]:
    nwks, apps = hexu(r, 32), hexu(r, 32)
    return {
        **setting(r),
        "devid": f"gauge-{num(r, 4)}",
        "devaddr": "26" + hexu(r, 6),
        "nwks": nwks,
        "apps": apps,
        "nwks_c": _c_array(nwks),
        "apps_c": _c_array(apps),
    }


def _particle(r: Random) -> dict[str, str]:
    return {**setting(r), "t": hexs(r, 40), "devid": "e00fce68" + hexs(r, 16), "prod": num(r, 5)}


def _xero_secret(r: Random) -> dict[str, str]:
    return {**setting(r), "cid": hexu(r, 32), "cs": pick(r, B64URL, 48)}


def _xero_tokens(r: Random) -> dict[str, str]:
    header = {"alg": "RS256", "kid": hexu(r, 40), "typ": "JWT", "x5t": b64url(r, 20)}
    iat = int("21" + num(r, 8))
    claims = {
        "nbf": iat,
        "exp": iat + 1800,
        "iss": "https://identity.xero.com",
        "aud": "https://identity.xero.com/resources",
        "client_id": hexu(r, 32),
        "sub": hexs(r, 32),
        "xero_userid": uuid4(r),
        "global_session_id": hexs(r, 32),
        "jti": hexu(r, 32),
        "scope": ["accounting.transactions", "offline_access"],
    }
    return {**setting(r), "at": jwt(r, header, claims), "rt": hexs(r, 64), "tenant": uuid4(r)}


def _stripe(r: Random) -> dict[str, str]:
    return {**setting(r), "sk": stripe_sk(r), "rk": stripe_sk(r, _RK_LIVE)}


def _whsec(r: Random) -> dict[str, str]:
    return {**setting(r), "wh": _WHSEC + pick(r, ALNUM, 32), "weid": pick(r, ALNUM, 24)}


def _windcave(r: Random) -> dict[str, str]:
    key = hexs(r, 64)
    return {**setting(r), "k": key, "basic": b64_of("TallowgumAU_Rest:" + key)}


def _pin(r: Random) -> dict[str, str]:
    return {**setting(r), "k": pick(r, B64URL, 22), "pk": "pk_" + pick(r, B64URL, 22)}


def _twilio(r: Random) -> dict[str, str]:
    return {**setting(r), "sid": "AC" + hexs(r, 32), "t": hexs(r, 32)}


def _twilio_api(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "ac": "AC" + hexs(r, 32),
        "sksid": "SK" + hexs(r, 32),
        "s": pick(r, ALNUM, 32),
    }


def _auth0(r: Random) -> dict[str, str]:
    return {**setting(r), "cid": pick(r, ALNUM, 32), "cs": pick(r, B64URL, 64)}


def _auth0_mgmt(r: Random) -> dict[str, str]:
    cid = pick(r, ALNUM, 32)
    iat = int("21" + num(r, 8))
    claims = {
        "iss": "https://tallowgum.au.auth0.com/",
        "sub": f"{cid}@clients",
        "aud": "https://tallowgum.au.auth0.com/api/v2/",
        "iat": iat,
        "exp": iat + 86400,
        "scope": "read:users update:users read:clients",
        "gty": "client-credentials",
        "azp": cid,
    }
    header = {"alg": "RS256", "typ": "JWT", "kid": pick(r, B64URL, 22)}
    return {**setting(r), "jwt": jwt(r, header, claims)}


def _mapbox(r: Random) -> dict[str, str]:
    return {**setting(r), "sk": mapbox_token(r, _MAPBOX_SK)}


def _buildkite(r: Random) -> dict[str, str]:
    return {**setting(r), "agent": pick(r, LOWER_ALNUM, 50), "api": _BKUA + hexs(r, 40)}


def _bitbucket(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "user": r.choice(("tama-tg", "mere_k", "bazza-ci", "shazza_w")),
        "atbb": _ATBB + pick(r, ALNUM, 32) + hexu(r, 8),
        "atctt": _ATCTT + pick(r, B64URL, 171) + "=" + hexu(r, 8),
    }


def _datadog(r: Random) -> dict[str, str]:
    return {**setting(r), "api": hexs(r, 32), "app": hexs(r, 40)}


def _okta(r: Random) -> dict[str, str]:
    return {**setting(r), "t": okta_token(r)}


def _salesforce(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "ck": _SF_CK + pick(r, _SF, 80),
        "cs": hexu(r, 64),
        "rt": _SF_RT + pick(r, _SF, 80),
        "at": sf_access(r),
    }


def _tailscale(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "auth": ts_key(r, "auth"),
        "client": ts_key(r, "client"),
        "api": ts_key(r, "api"),
        "low": low(r),
    }


def _conn(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "pw": url_password(r),
        "x": pick(r, LOWER_ALNUM, 12),
        "sfx": pick(r, ALNUM, 6),
        "low": r.choice(("twb", "ham", "dalby", "roma")),
        "host": r.choice(("tg-portal.cluster-ro.internal", "10.42.0.7", "pg.twb.tallowgum.lan")),
    }


def _k8s(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "b_twilio": b64_of(hexs(r, 32)),
        "b_db": b64_of(password(r, r.choice((18, 22)))),
        "b_user": b64_of("ingest"),
        "b_whsec": b64_of(_WHSEC + pick(r, ALNUM, 32)),
        "b_ddapi": b64_of(hexs(r, 32)),
        "b_ddapp": b64_of(hexs(r, 40)),
        "b_xero": b64_of(pick(r, B64URL, 48)),
        "b_rt": b64_of(hexs(r, 64)),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "sess": hexs(r, 64),
        "pw": url_password(r),
        "sk": stripe_sk(r),
        "mpk": mapbox_token(r, _MAPBOX_PK),
        "hook": b64url(r, 32),
        "jwtkey": b64(r, 48),
        "pin": pick(r, B64URL, 22),
        "wc": hexs(r, 64),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "dd": hexs(r, 32),
        "tts": tts_key(r),
        "tw": hexs(r, 32),
        "okta": okta_token(r),
        "bkapi": _BKUA + hexs(r, 40),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        **setting(r),
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "deveui": eui(r),
        "gweui": eui(r),
        "epochhex": "7" + hexs(r, 7),
        "tr": hexs(r, 24),
        "tw": hexs(r, 32),
        "po": "1" + pick(r, ALNUM, 23),
        "u": uuid4(r),
        "certid": hexs(r, 64),
        "tts": tts_key(r),
        "ddtrace": num(r, 19),
        "pdev": "e00fce68" + hexs(r, 16),
        "pt": hexs(r, 40),
        "oid": objectid(r),
    }


def _prose(r: Random) -> dict[str, str]:
    pw = passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 20)))
    return {**setting(r), "pw": pw}


_RSA_ARM = "-----BEGIN RSA " + "PRIVATE KEY-----"
_RSA_END = "-----END RSA " + "PRIVATE KEY-----"

SECRETS: tuple[Kind, ...] = (
    Kind(
        "aws_secret_access_key",
        (
            "~/.aws/credentials on the ⟨au⟩ gateway box:\n[tallowgum-iot-prov]\n"
            "aws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\nregion = ap-southeast-2",
            "export AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "AWS_DEFAULT_REGION=ap-southeast-2",
            "⟨who⟩'s CLI user for the Timestream backfill — key id ⟨kid⟩, secret ⟨sk⟩. "
            "Deactivate once the ⟨au⟩ backfill's done, mate.",
            'provider "aws" {\n  region     = "ap-southeast-2"\n  access_key = "⟨kid⟩"\n'
            '  secret_key = "⟨sk⟩"\n}',
        ),
        _aws,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨kid⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨tok⟩",\n'
            '        "Expiration": "⟨date⟩T⟨time⟩+00:00"\n    }\n}',
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            "$ aws sts get-session-token --serial-number arn:aws:iam::⟨acct⟩:mfa/⟨who⟩ "
            "--token-code 482913\n$ AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "AWS_SESSION_TOKEN=⟨tok⟩ aws iot list-things --max-items 5",
        ),
        _sts,
        n=7,
        secrets=("sk", "tok"),
    ),
    Kind(
        "cognito_app_client_secret",
        (
            "Cognito app client `tg-portal-backend` (pool ap-southeast-2_⟨pool⟩): client id "
            "⟨cid⟩, client secret ⟨cs⟩ — the SECRET_HASH calc needs both.",
            "$ aws cognito-idp describe-user-pool-client --user-pool-id ap-southeast-2_⟨pool⟩ "
            '--client-id ⟨cid⟩\n{\n    "UserPoolClient": {\n        "ClientId": "⟨cid⟩",\n'
            '        "ClientSecret": "⟨cs⟩",\n        "ClientName": "tg-portal-backend"\n    }\n}',
            "COGNITO_CLIENT_ID=⟨cid⟩\nCOGNITO_CLIENT_SECRET=⟨cs⟩\n"
            "COGNITO_DOMAIN=auth.tallowgum.com.au",
            "curl -s -X POST https://auth.tallowgum.com.au/oauth2/token "
            "-d grant_type=client_credentials -u ⟨cid⟩:⟨cs⟩ -d scope=telemetry/read",
        ),
        _cognito,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "iot_device_rsa_private_key",
        (
            "⟨thing⟩-private.pem.key straight off the provisioning laptop:\n\n⟨key⟩",
            "$ cat certs/⟨thing⟩/private.pem.key\n⟨key⟩",
            '"certificateId": "⟨certid⟩",\n"keyPair": {\n  "PrivateKey": "'
            + _RSA_ARM
            + "\\n⟨esc⟩\\n"
            + _RSA_END
            + '\\n"\n}',
            "greengrass device config for ⟨thing⟩ (yes, inline, I know):\n\ndevice:\n"
            "  thing_name: ⟨thing⟩\n  private_key: |\n⟨ykey⟩",
        ),
        _rsa_device,
        n=7,
        secrets=("key", "esc", "ykey"),
    ),
    Kind(
        "pkcs8_and_ec_private_keys",
        (
            "Auth0 private_key_jwt credential for the tg-sync M2M app (key 1 of 2):\n\n⟨p8⟩",
            "~~~\n$ openssl ecparam -name prime256v1 -genkey -noout -out gw-⟨nz⟩.key\n"
            "$ cat gw-⟨nz⟩.key\n⟨sec1⟩\n~~~",
            "Salesforce JWT bearer flow key (server.key, uploaded against the connected app):"
            "\n⟨rsa8⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: mqtt-bridge-tls\n"
            "  namespace: telemetry\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n"
            "⟨sec1_ind⟩",
        ),
        _ec_keys,
        n=7,
        secrets=("p8", "sec1", "rsa8", "sec1_ind"),
    ),
    Kind(
        "openssh_private_key",
        (
            "Bastion key for the Toowoomba jump box (~/.ssh/tg_bastion):\n\n⟨k⟩",
            "$ cat ~/.ssh/id_ed25519_⟨low⟩\n⟨k⟩",
            "Bitbucket Pipelines → Repository settings → SSH keys, private half as pasted:\n"
            "⟨k⟩\npublic half: ⟨pub⟩",
        ),
        _openssh,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "things_stack_api_key",
        (
            "ttn-lw-cli login --api-key ⟨k⟩",
            "TTS_API_KEY=⟨k⟩  # tallowgum-au1 app, rights: devices write, traffic read",
            'curl -H "Authorization: Bearer ⟨k⟩" https://tallowgum.au1.cloud.thethings.'
            "industries/api/v3/applications/collars-⟨low⟩/devices",
            "The webhook to Lambda got a new key yesterday: ⟨k⟩ — old one revoked in the "
            "console. Sweet as.",
        ),
        _tts,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "lorawan_root_app_key",
        (
            "ttn-lw-cli end-devices create collars-au ⟨devid⟩ --dev-eui ⟨deveui⟩ --join-eui "
            "⟨joineui⟩ --frequency-plan-id AU_915_928_FSB_2 --lorawan-version 1.0.3 "
            "--lorawan-phy-version 1.0.3-a --root-keys.app-key.key ⟨appkey⟩",
            "dev_eui,join_eui,app_key,label\n⟨deveui⟩,⟨joineui⟩,⟨appkey⟩,⟨thing⟩\n"
            "⟨deveui2⟩,⟨joineui⟩,⟨appkey2⟩,⟨thing⟩-b",
            "| DevEUI | JoinEUI | AppKey |\n|---|---|---|\n| `⟨deveui⟩` | `⟨joineui⟩` | "
            "`⟨appkey⟩` |",
            "Collar ⟨deveui⟩ wouldn't join at ⟨site⟩ — the AppKey on the label was wrong. "
            "Correct one is ⟨appkey⟩ (JoinEUI ⟨joineui⟩).",
        ),
        _appkey,
        n=7,
        secrets=("appkey", "appkey2"),
    ),
    Kind(
        "lorawan_abp_session_keys",
        (
            "ABP fallback for the rain gauges at ⟨site⟩:\n  DevAddr  ⟨devaddr⟩\n"
            "  NwkSKey  ⟨nwks⟩\n  AppSKey  ⟨apps⟩",
            "#define LORAWAN_DEVADDR 0x⟨devaddr⟩\nstatic const u1_t NWKSKEY[16] = { ⟨nwks_c⟩ };"
            "\nstatic const u1_t APPSKEY[16] = { ⟨apps_c⟩ };",
            "ttn-lw-cli end-devices set gauges-nz ⟨devid⟩ --session.dev-addr ⟨devaddr⟩ "
            "--session.keys.f-nwk-s-int-key.key ⟨nwks⟩ --session.keys.app-s-key.key ⟨apps⟩",
        ),
        _abp,
        n=7,
        secrets=("nwks", "apps", "nwks_c", "apps_c"),
    ),
    Kind(
        "particle_access_token",
        (
            "particle token create --expires-in 0 gave ⟨t⟩ (never expires — it's the "
            "trough-level webhook one, don't lose it)",
            'curl https://api.particle.io/v1/devices/⟨devid⟩/events -H "Authorization: Bearer ⟨t⟩"',
            "PARTICLE_ACCESS_TOKEN=⟨t⟩\nPARTICLE_PRODUCT_ID=⟨prod⟩",
            "Old integration still polls https://api.particle.io/v1/products/⟨prod⟩/devices?"
            "access_token=⟨t⟩ — swap to header auth.",
        ),
        _particle,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "xero_client_secret",
        (
            "XERO_CLIENT_ID=⟨cid⟩\nXERO_CLIENT_SECRET=⟨cs⟩\n"
            "XERO_REDIRECT_URI=https://portal.tallowgum.com.au/xero/callback",
            'Xero app "Tallowgum Billing Sync" — regenerated the client secret after Kayla '
            "left: ⟨cs⟩",
            'curl -s https://identity.xero.com/connect/token -u "⟨cid⟩:⟨cs⟩" '
            '-d grant_type=client_credentials -d scope="accounting.transactions"',
        ),
        _xero_secret,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "xero_oauth_tokens",
        (
            '{"id_token": null, "access_token": "⟨at⟩", "expires_in": 1800, '
            '"token_type": "Bearer", "refresh_token": "⟨rt⟩", '
            '"scope": "offline_access accounting.transactions"}',
            "Xero refresh token in the DynamoDB item got clobbered; put back ⟨rt⟩ by hand "
            "and the sync came good.",
            "curl https://api.xero.com/api.xro/2.0/Invoices -H "
            '"Authorization: Bearer ⟨at⟩" -H "xero-tenant-id: ⟨tenant⟩"',
        ),
        _xero_tokens,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "stripe_live_secret_keys",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩",
            "curl https://api.stripe.com/v1/payouts -u ⟨sk⟩: -d limit=3",
            "Restricted key for the Xero reconciliation Lambda (charges + payouts read): ⟨rk⟩",
            'const stripe = require("stripe")("⟨sk⟩"); // TODO Secrets Manager before Dazza '
            "sees this",
        ),
        _stripe,
        n=7,
        secrets=("sk", "rk"),
    ),
    Kind(
        "stripe_webhook_signing_secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨wh⟩",
            "stripe listen --forward-to localhost:3000/webhooks/stripe → Ready! Your webhook "
            "signing secret is ⟨wh⟩ (^C to quit)",
            "Endpoint we_⟨weid⟩ (prod, invoice.paid + charge.refunded) signing secret: ⟨wh⟩",
            "const event = stripe.webhooks.constructEvent(body, sig, '⟨wh⟩');",
        ),
        _whsec,
        n=7,
        secrets=("wh",),
    ),
    Kind(
        "windcave_api_key",
        (
            "Windcave REST creds for the NZ store — username TallowgumNZ_Rest, API key ⟨k⟩",
            'curl https://sec.windcave.com/api/v1/sessions -u "TallowgumAU_Rest:⟨k⟩" '
            '-H "Content-Type: application/json" -d @session.json',
            "windcave:\n  username: TallowgumNZ_Rest\n  api_key: ⟨k⟩\n"
            "  endpoint: https://sec.windcave.com/api/v1",
            "PxPay2 (legacy paddock-sub checkout): PxPayUserId=TallowgumAg, PxPayKey=⟨k⟩",
            "Windcave call from the Lambda logs: Authorization: Basic ⟨basic⟩",
        ),
        _windcave,
        n=7,
        secrets=("k", "basic"),
    ),
    Kind(
        "pin_payments_secret_key",
        (
            "curl https://api.pinpayments.com/1/charges -u ⟨k⟩: -d amount=4400 "
            '-d currency=AUD -d "description=Collar subscription ⟨n⟩"',
            "PIN_SECRET_KEY=⟨k⟩\nPIN_PUBLISHABLE_KEY=⟨pk⟩",
            "Pin Payments live secret key (Account → API Keys): ⟨k⟩ — the publishable one "
            "⟨pk⟩ is fine in the front end.",
        ),
        _pin,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨t⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            '--data-urlencode "Body=Trough ⟨n⟩ low at ⟨site⟩" --data-urlencode '
            '"To=+6140000⟨n⟩" -u ⟨sid⟩:⟨t⟩',
            "Twilio primary auth token (SMS alerts for stock water): ⟨t⟩. Secondary was "
            "promoted on ⟨date⟩.",
        ),
        _twilio,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨sksid⟩\nTWILIO_API_SECRET=⟨s⟩\nTWILIO_ACCOUNT_SID=⟨ac⟩",
            "client = Client('⟨sksid⟩', '⟨s⟩', '⟨ac⟩')",
            'New Twilio API key "tg-alerts-prod" — SID ⟨sksid⟩, secret ⟨s⟩ (shown once only!)',
        ),
        _twilio_api,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "auth0_client_secret",
        (
            "AUTH0_DOMAIN=tallowgum.au.auth0.com\nAUTH0_CLIENT_ID=⟨cid⟩\nAUTH0_CLIENT_SECRET=⟨cs⟩",
            "curl --request POST --url https://tallowgum.au.auth0.com/oauth/token "
            '--header \'content-type: application/json\' --data \'{"client_id":"⟨cid⟩",'
            '"client_secret":"⟨cs⟩","audience":"https://api.tallowgum.com.au",'
            '"grant_type":"client_credentials"}\'',
            'resource "auth0_client_credentials" "portal" {\n  client_id             = "⟨cid⟩"\n'
            '  authentication_method = "client_secret_post"\n'
            '  client_secret         = "⟨cs⟩"\n}',
        ),
        _auth0,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "auth0_management_api_token",
        (
            "Management API token (24h, from the API Explorer tab): ⟨jwt⟩",
            'curl "https://tallowgum.au.auth0.com/api/v2/users?q=email:*tallowgum.com.au" '
            '-H "Authorization: Bearer ⟨jwt⟩"',
            "export AUTH0_MGMT_TOKEN=⟨jwt⟩",
        ),
        _auth0_mgmt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "mapbox_secret_token",
        (
            "~/.netrc for the iOS paddock-map build:\nmachine api.mapbox.com\n  login mapbox\n"
            "  password ⟨sk⟩",
            "MAPBOX_DOWNLOADS_TOKEN=⟨sk⟩",
            "Secret token with uploads:write for the paddock tileset job: ⟨sk⟩ (the pk. one in "
            "the web app is public, that's fine)",
            'curl -X POST "https://api.mapbox.com/uploads/v1/tallowgum?access_token=⟨sk⟩" '
            '-H "Content-Type: application/json" -d @upload.json',
        ),
        _mapbox,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "buildkite_tokens",
        (
            '/etc/buildkite-agent/buildkite-agent.cfg on the ⟨nz⟩ runner:\ntoken="⟨agent⟩"\n'
            'name="tg-fw-%hostname-%spawn"\ntags="queue=firmware,arch=arm64"',
            'curl -H "Authorization: Bearer ⟨api⟩" https://api.buildkite.com/v2/organizations/'
            "tallowgum/pipelines/collar-fw/builds?state=failed",
            "BUILDKITE_AGENT_TOKEN=⟨agent⟩ buildkite-agent start --tags queue=deploy",
            "Buildkite API token for the release-notes bot: ⟨api⟩ (read_builds, read_pipelines)",
        ),
        _buildkite,
        n=7,
        secrets=("agent", "api"),
    ),
    Kind(
        "bitbucket_tokens",
        (
            "git clone https://⟨user⟩:⟨atbb⟩@bitbucket.org/tallowgum/collar-firmware.git",
            "BITBUCKET_APP_PASSWORD=⟨atbb⟩",
            'curl -H "Authorization: Bearer ⟨atctt⟩" '
            "https://api.bitbucket.org/2.0/repositories/tallowgum/tg-infra/pipelines/",
            "Repo access token for tg-infra (pipelines write): ⟨atctt⟩ — expires ⟨date⟩",
        ),
        _bitbucket,
        n=7,
        secrets=("atbb", "atctt"),
    ),
    Kind(
        "datadog_api_and_app_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_SITE=ap2.datadoghq.com",
            'curl "https://api.ap2.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: ⟨api⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            "datadog.yaml on the ⟨au⟩ edge box:\napi_key: ⟨api⟩\nsite: ap2.datadoghq.com\n"
            "logs_enabled: true",
            "App key for the Terraform datadog provider (⟨who⟩'s, monitors only): ⟨app⟩",
        ),
        _datadog,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "okta_api_token",
        (
            'curl -H "Authorization: SSWS ⟨t⟩" "https://tallowgum.okta.com/api/v1/users?limit=25"',
            "OKTA_API_TOKEN=⟨t⟩\nOKTA_ORG_URL=https://tallowgum.okta.com",
            "Okta API token for the Salesforce user sync, made as svc-okta-sync: ⟨t⟩",
            'provider "okta" {\n  org_name  = "tallowgum"\n  base_url  = "okta.com"\n'
            '  api_token = "⟨t⟩"\n}',
        ),
        _okta,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "salesforce_credentials",
        (
            "SF_CONSUMER_KEY=⟨ck⟩\nSF_CONSUMER_SECRET=⟨cs⟩",
            "$ sf org display --target-org tg-prod\nAccess Token     ⟨at⟩\n"
            "Instance Url     https://tallowgum.my.salesforce.com\n"
            "Username         integration@tallowgum.com.au",
            "Refresh token for the integration user (Xero → Salesforce invoice sync): ⟨rt⟩",
            "curl https://tallowgum.my.salesforce.com/services/data/v62.0/sobjects/Account "
            '-H "Authorization: Bearer ⟨at⟩"',
        ),
        _salesforce,
        n=7,
        secrets=("cs", "at", "rt"),
    ),
    Kind(
        "tailscale_keys",
        (
            "tailscale up --auth-key=⟨auth⟩ --advertise-tags=tag:gateway --hostname=gw-⟨low⟩",
            "TS_OAUTH_CLIENT_SECRET=⟨client⟩ (k8s operator, tag:k8s-operator)",
            'curl -u "⟨api⟩:" https://api.tailscale.com/api/v2/tailnet/tallowgum.com.au/devices',
            "Reusable, pre-authorised auth key for flashing the ⟨nz⟩ gateways: ⟨auth⟩ — "
            "expires in 90 days.",
        ),
        _tailscale,
        n=7,
        secrets=("auth", "client", "api"),
    ),
    Kind(
        "passwords_in_connection_strings",
        (
            "DATABASE_URL=postgresql://portal:⟨pw⟩@tg-portal.cluster-⟨x⟩.ap-southeast-2.rds."
            "amazonaws.com:5432/portal",
            '{\n    "ARN": "arn:aws:secretsmanager:ap-southeast-2:⟨acct⟩:secret:prod/portal/db-'
            '⟨sfx⟩",\n    "Name": "prod/portal/db",\n    "SecretString": "{\\"username\\":'
            '\\"portal\\",\\"password\\":\\"⟨pw⟩\\",\\"engine\\":\\"postgres\\"}"\n}',
            'psql "host=⟨host⟩ port=5432 dbname=portal user=ops password=⟨pw⟩ sslmode=verify-full"',
            "mosquitto_pub -h mqtt.⟨low⟩.tallowgum.internal -p 8883 -u gw-bridge -P '⟨pw⟩' "
            "-t tg/diag -m ping",
            "Influx on the old Hamilton box: influx -host 10.42.0.7 -username telegraf "
            "-password '⟨pw⟩'",
        ),
        _conn,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ingest-creds\n"
            "  namespace: telemetry\ntype: Opaque\ndata:\n  TWILIO_AUTH_TOKEN: ⟨b_twilio⟩\n"
            "  DB_PASSWORD: ⟨b_db⟩\n  DB_USER: ⟨b_user⟩",
            "$ kubectl get secret stripe-webhook -n billing -o "
            "jsonpath='{.data.signing-secret}'\n⟨b_whsec⟩",
            "kubectl get secret -n telemetry dd-agent -o yaml (trimmed):\ndata:\n"
            "  api-key: ⟨b_ddapi⟩\n  app-key: ⟨b_ddapp⟩",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"xero-oauth"},'
            '"data":{"client_secret":"⟨b_xero⟩","refresh_token":"⟨b_rt⟩"}}',
        ),
        _k8s,
        n=7,
        secrets=("b_twilio", "b_db", "b_whsec", "b_ddapi", "b_ddapp", "b_xero", "b_rt"),
    ),
    Kind(
        "dotenv_files",
        (
            "# .env.production (tg-portal)\nNODE_ENV=production\nAWS_REGION=ap-southeast-2\n"
            "SESSION_SECRET=⟨sess⟩\nDATABASE_URL=postgresql://portal:⟨pw⟩@localhost:5432/"
            "portal\nMAPBOX_PUBLIC_TOKEN=⟨mpk⟩\nSTRIPE_SECRET_KEY=⟨sk⟩",
            ".env for the ingest worker:\n\nLOG_LEVEL=info\nTTS_WEBHOOK_SECRET=⟨hook⟩\n"
            "JWT_SIGNING_KEY=⟨jwtkey⟩\nTIMESTREAM_DB=tg_telemetry",
            "export $(cat .env | xargs) — the file at the time:\nPIN_SECRET_KEY=⟨pin⟩\n"
            "WINDCAVE_API_KEY=⟨wc⟩\nAPP_URL=https://shop.tallowgum.co.nz",
        ),
        _dotenv,
        n=7,
        secrets=("sess", "pw", "sk", "hook", "jwtkey", "pin", "wc"),
    ),
    Kind(
        "ci_pipeline_variables",
        (
            "# .buildkite/pipeline.yml (before the secrets plugin)\nsteps:\n"
            '  - label: ":rocket: deploy ingest"\n    command: make deploy\n    env:\n'
            '      AWS_REGION: ap-southeast-2\n      DD_API_KEY: "⟨dd⟩"\n'
            '      TTS_API_KEY: "⟨tts⟩"',
            "bitbucket-pipelines.yml step that leaked it:\n\npipelines:\n  branches:\n"
            "    main:\n      - step:\n          script:\n"
            "            - export TWILIO_AUTH_TOKEN=⟨tw⟩\n            - npm run smoke",
            "| Variable | Value | Secured |\n|---|---|---|\n| `AWS_DEFAULT_REGION` | "
            "`ap-southeast-2` | no |\n| `OKTA_API_TOKEN` | `⟨okta⟩` | no (oops) |\n"
            "| `DEPLOY_ENV` | `prod` | no |",
            "Build #⟨n⟩ log: `+ curl -fsS -H 'Authorization: Bearer ⟨bkapi⟩' "
            "https://api.buildkite.com/v2/builds` — set -x strikes again",
        ),
        _ci,
        n=7,
        secrets=("dd", "tts", "tw", "okta", "bkapi"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy notes ⟨date⟩\n- commit ⟨sha⟩ on main\n- image sha256:⟨dig⟩\n"
            "- DevEUI ⟨deveui⟩ rejoined fine\n- X-Amzn-Trace-Id Root=1-⟨epochhex⟩-⟨tr⟩\n"
            "- TWILIO_AUTH_TOKEN=⟨tw⟩ was sitting in the Lambda env in plain text, rotate!\n"
            "- Stripe payout po_⟨po⟩ landed",
            "Incident ⟨date⟩ (collars offline at ⟨site⟩)\n• request id ⟨u⟩\n"
            "• IoT cert id ⟨certid⟩\n• gateway EUI ⟨gweui⟩\n"
            "• Tama pasted the TTS key in Slack: ⟨tts⟩\n• Datadog trace ⟨ddtrace⟩",
            "| what | value |\n|---|---|\n| build | ⟨n⟩ |\n| commit | `⟨sha⟩` |\n"
            "| Particle device | `⟨pdev⟩` |\n| Particle token | `⟨pt⟩` |\n"
            "| Mongo doc (fleet svc) | `⟨oid⟩` |",
        ),
        _among,
        n=7,
        secrets=("tw", "tts", "pt"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Wifi at the ⟨site⟩ woolshed is TG-Shed, password ⟨pw⟩ — Bazza reckons it's on "
            "the fridge anyway.",
            "Gate controller web UI at ⟨nz⟩: user admin, pw ⟨pw⟩. Reset after the hui, it was "
            "still the factory one before that.",
            "Rang Mere about the Taupō gateway — root password on the RAK is now ⟨pw⟩, she'll "
            "change it once she's back from Kirikiriroa.",
            "Heads up: the shared Xero login for accounts@ had its password changed to ⟨pw⟩ by "
            "Shazza this arvo.",
            "Kupuhipa (password) for the tablet in the ute: ⟨pw⟩ — the kids at ⟨nz⟩ know it, so "
            "no biggie, but still.",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
)
