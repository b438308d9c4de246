"""Secret kinds: values that must not survive a scrub, as they leak into a connected-device
startup's notes — vendor tokens, device keys and PSKs, connection strings, private keys,
session cookies and passwords in configs, commands and prose. Several hide next to benign
look-alikes (publishable keys, public keys, EUIs, ids) that are not listed as secrets.

Prefixes are joined from pieces; every value is drawn at build time."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike11.gen import (
    ALNUM,
    B64STD,
    B64URL,
    BECH32,
    EC_KEY_HEAD,
    LOWER_ALNUM,
    OPENSSH_HEAD,
    PKCS8_EC_HEAD,
    PKCS8_RSA_HEAD,
    RSA_KEY_HEAD,
    UPPER_ALNUM,
    URL_SAFE,
    Kind,
    b64,
    b64_of,
    b64url,
    day,
    epoch,
    hexs,
    jwt,
    num,
    passphrase,
    password,
    pem,
    person,
    pick,
    serial,
    slug,
    snowflake,
    stamp,
    uhex,
    uuid4,
)

_PRIV = "PRIVATE" + " KEY"


def _thing(r: Random) -> str:
    return "tstat-v3-" + uhex(r, 12)


# --- cloud and device identities -------------------------------------------------------


def _aws(r: Random) -> dict[str, str]:
    return {
        "kid": "AK" + "IA" + pick(r, UPPER_ALNUM, 16),
        "sk": pick(r, ALNUM + "/+", 40),
        "lot": "L" + num(r, 5),
        "acct": num(r, 12),
    }


AWS_KEYS = Kind(
    "aws-access-key-pair",
    (
        "[thermia-factory]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
        "region = eu-north-1",
        "$ export AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
        "$ aws iot register-thing --template-body file://fleet-template.json",
        "Temporary IAM user for factory lot ⟨lot⟩ (account ⟨acct⟩) — delete after the run: "
        "key id ⟨kid⟩, secret ⟨sk⟩",
        "AWS_DEFAULT_REGION=eu-north-1\nAWS_ACCESS_KEY_ID=⟨kid⟩\nAWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
        "# copied from the old Jenkins box, lot ⟨lot⟩",
    ),
    _aws,
    n=4,
    secrets=("sk",),
)


def _ec_key(r: Random) -> dict[str, str]:
    return {
        "key": pem(r, "EC " + _PRIV, EC_KEY_HEAD, 121),
        "thing": _thing(r),
        "cid": hexs(r, 64),
    }


IOT_EC_KEY = Kind(
    "iot-device-ec-private-key",
    (
        "Bench unit ⟨thing⟩ key (dev board without secure element), cert id ⟨cid⟩:\n\n⟨key⟩",
        "$ cat certs/⟨thing⟩/private.pem.key\n⟨key⟩",
        "⟨key⟩\n\n(above: key for ⟨thing⟩, pairs with certificate ⟨cid⟩)",
    ),
    _ec_key,
    n=3,
    secrets=("key",),
)


def _rsa_key(r: Random) -> dict[str, str]:
    return {
        "key": pem(r, "RSA " + _PRIV, RSA_KEY_HEAD, 1190),
        "thing": _thing(r),
        "cid": hexs(r, 64),
    }


IOT_RSA_KEY = Kind(
    "iot-console-rsa-private-key",
    (
        'Downloaded from the IoT console "Create certificate" for ⟨thing⟩ '
        "(⟨cid⟩-private.pem.key):\n\n⟨key⟩",
        "$ aws iot create-keys-and-certificate --set-as-active --query keyPair.PrivateKey "
        "--output text\n⟨key⟩",
        "⟨key⟩\n\nGateway key for ⟨thing⟩; certificateId ⟨cid⟩.",
    ),
    _rsa_key,
    n=3,
    secrets=("key",),
)


def _azure(r: Random) -> dict[str, str]:
    return {
        "sak": b64(r, 32),
        "dev": "tstat-eu-" + num(r, 6),
        "hub": r.choice(("thermia-hub-prod", "thermia-hub-stg")),
        "tp": uhex(r, 40),
        "scope": "0ne00" + uhex(r, 6),
    }


AZURE_SAS = Kind(
    "azure-iot-shared-access-key",
    (
        "HostName=⟨hub⟩.azure-devices.net;DeviceId=⟨dev⟩;SharedAccessKey=⟨sak⟩",
        "$ az iot hub connection-string show -n ⟨hub⟩ --policy-name iothubowner\n{\n"
        '  "connectionString": "HostName=⟨hub⟩.azure-devices.net;SharedAccessKeyName='
        'iothubowner;SharedAccessKey=⟨sak⟩"\n}',
        "DPS group enrollment for the pilot: id scope ⟨scope⟩, primary symmetric key ⟨sak⟩ "
        "(derive per-device keys with HMAC-SHA256 over the registration id).",
        "Pilot device ⟨dev⟩ on ⟨hub⟩ — thumbprint ⟨tp⟩ is the prod cert, but the bench build "
        "still uses SAS: SharedAccessKey=⟨sak⟩",
    ),
    _azure,
    n=4,
    secrets=("sak",),
)


def _lora(r: Random) -> dict[str, str]:
    return {
        "appkey": uhex(r, 32),
        "nwk": uhex(r, 32),
        "dev_eui": "70B3D57ED" + uhex(r, 7),
        "join_eui": "0000000000000" + uhex(r, 3),
        "dev": "tstat-lora-" + num(r, 4),
    }


LORA_APPKEY = Kind(
    "lorawan-root-keys",
    (
        "$ ttn-lw-cli end-devices create thermia-outdoor ⟨dev⟩ --dev-eui ⟨dev_eui⟩ "
        "--join-eui ⟨join_eui⟩ --frequency-plan-id EU_863_870_TTN --lorawan-version 1.0.3 "
        "--lorawan-phy-version PHY_V1_0_3_REV_A --root-keys.app-key.key ⟨appkey⟩",
        "Outdoor sensor ⟨dev⟩ — DevEUI ⟨dev_eui⟩, JoinEUI ⟨join_eui⟩, AppKey ⟨appkey⟩",
        '"root_keys": {\n  "app_key": { "key": "⟨appkey⟩" },\n  "nwk_key": { "key": "⟨nwk⟩" }'
        '\n},\n"ids": { "dev_eui": "⟨dev_eui⟩", "device_id": "⟨dev⟩" }',
        '#define LORAWAN_DEV_EUI  "⟨dev_eui⟩"\n#define LORAWAN_JOIN_EUI "⟨join_eui⟩"\n'
        '#define LORAWAN_APP_KEY  "⟨appkey⟩"',
    ),
    _lora,
    n=4,
    secrets=("appkey", "nwk"),
)


def _tts(r: Random) -> dict[str, str]:
    return {
        "key": "NNS" + "XS." + pick(r, UPPER_ALNUM, 39) + "." + pick(r, UPPER_ALNUM, 52),
        "kid": pick(r, UPPER_ALNUM, 39),
        "ts": stamp(r),
    }


TTS_KEY = Kind(
    "things-stack-api-key",
    (
        "$ ttn-lw-cli applications api-keys create --application-id thermia-outdoor "
        '--name ha-bridge --right-application-traffic-read\n{\n  "id": "⟨kid⟩",\n'
        '  "key": "⟨key⟩",\n  "name": "ha-bridge",\n  "created_at": "⟨ts⟩"\n}',
        "TTS webhook → Worker uses header `Authorization: Bearer ⟨key⟩`",
        "mqtt bridge: host eu1.cloud.thethings.network:8883, user thermia-outdoor@ttn, "
        "password ⟨key⟩",
    ),
    _tts,
    n=3,
    secrets=("key",),
)


def _wifi(r: Random) -> dict[str, str]:
    return {
        "psk": r.choice((passphrase(r), password(r, 18))),
        "ssid": r.choice(("thermia-lab", "thermia-lab-5g", "bench-iot", "Sauna-Showroom")),
        "mac": uhex(r, 12),
    }


WIFI_PSK = Kind(
    "wifi-psk",
    (
        'CONFIG_THERMIA_WIFI_SSID="⟨ssid⟩"\nCONFIG_THERMIA_WIFI_PASSWORD="⟨psk⟩"\n'
        "CONFIG_ESP_WIFI_AUTH_WPA2_PSK=y",
        'network={\n    ssid="⟨ssid⟩"\n    psk="⟨psk⟩"\n    key_mgmt=WPA-PSK\n}',
        "$ nmcli dev wifi connect ⟨ssid⟩ password '⟨psk⟩' ifname wlan0",
        "wifi,namespace,,\nssid,data,string,⟨ssid⟩\npass,data,string,⟨psk⟩",
        "Showroom Wi-Fi for the demo units: SSID ⟨ssid⟩, WPA2 key ⟨psk⟩ (demo unit MAC ⟨mac⟩)",
    ),
    _wifi,
    n=5,
    secrets=("psk",),
)


def _thread(r: Random) -> dict[str, str]:
    return {
        "nk": hexs(r, 32),
        "pskc": hexs(r, 32),
        "xpan": hexs(r, 16),
        "pan": "0x" + hexs(r, 4),
        "ch": str(r.randint(11, 26)),
        "name": "thermia-" + hexs(r, 4),
        "ts": str(r.randint(1, 9)),
    }


THREAD_KEY = Kind(
    "thread-network-key",
    (
        "> dataset active\nActive Timestamp: ⟨ts⟩\nChannel: ⟨ch⟩\nChannel Mask: 0x07fff800\n"
        "Ext PAN ID: ⟨xpan⟩\nMesh Local Prefix: fd6e:3b1a:c5f2:9d40::/64\n"
        "Network Key: ⟨nk⟩\nNetwork Name: ⟨name⟩\nPAN ID: ⟨pan⟩\nPSKc: ⟨pskc⟩\nDone",
        "> dataset networkkey ⟨nk⟩\nDone\n> dataset extpanid ⟨xpan⟩\nDone\n"
        "> dataset commit active\nDone",
        "Lab Thread network ⟨name⟩ (channel ⟨ch⟩, PAN ⟨pan⟩): network key ⟨nk⟩",
    ),
    _thread,
    n=3,
    secrets=("nk", "pskc"),
)


def _mender(r: Random) -> dict[str, str]:
    tok = jwt(
        r,
        {"alg": "RS256", "typ": "JWT"},
        {"mender.tenant": hexs(r, 24), "iss": "Mender", "sub": hexs(r, 24)},
        sig=256,
    )
    return {"tok": tok, "dev": hexs(r, 24)}


MENDER_TOKEN = Kind(
    "mender-tenant-token",
    (
        '{\n  "ServerURL": "https://eu.hosted.mender.io",\n  "TenantToken": "⟨tok⟩",\n'
        '  "UpdatePollIntervalSeconds": 1800\n}',
        "MENDER_TENANT_TOKEN=⟨tok⟩  # for meta-mender local.conf, device ⟨dev⟩ was the test",
        "$ mender-cli login --token ⟨tok⟩",
    ),
    _mender,
    n=3,
    secrets=("tok",),
)


def _balena(r: Random) -> dict[str, str]:
    return {"key": pick(r, ALNUM, 32), "uuid": hexs(r, 32)}


BALENA_KEY = Kind(
    "balena-api-key",
    (
        "$ balena login --token ⟨key⟩\nSuccessfully logged in as: gh_thermia_ci",
        "GitLab CI variable BALENA_API_KEY=⟨key⟩ (unmasked by mistake, device ⟨uuid⟩ deploys "
        "use it)",
        'curl -H "Authorization: Bearer ⟨key⟩" '
        "\"https://api.balena-cloud.com/v7/device(uuid='⟨uuid⟩')\"",
    ),
    _balena,
    n=3,
    secrets=("key",),
)


# --- SaaS and registries -----------------------------------------------------------------


def _stripe(r: Random) -> dict[str, str]:
    return {
        "sk": "sk_" + "live_51" + pick(r, ALNUM, 97),
        "rk": "rk_" + "live_51" + pick(r, ALNUM, 97),
        "pk": "pk_" + "live_51" + pick(r, ALNUM, 97),
        "cus": "cus_" + pick(r, ALNUM, 14),
    }


STRIPE_SK = Kind(
    "stripe-secret-key",
    (
        "# worker/.dev.vars (should never have been prod keys)\n"
        "STRIPE_PUBLISHABLE_KEY=⟨pk⟩\nSTRIPE_SECRET_KEY=⟨sk⟩",
        "$ curl https://api.stripe.com/v1/customers/⟨cus⟩ -u ⟨sk⟩:",
        "Restricted key for the billing worker (invoices:read, subscriptions:write): ⟨rk⟩",
        "Stripe keys on the Worker — publishable ⟨pk⟩ and secret ⟨sk⟩",
    ),
    _stripe,
    n=4,
    secrets=("sk", "rk"),
)


def _whsec(r: Random) -> dict[str, str]:
    return {"sec": "whs" + "ec_" + pick(r, ALNUM, 32), "we": "we_1" + pick(r, ALNUM, 23)}


STRIPE_WHSEC = Kind(
    "stripe-webhook-secret",
    (
        "$ stripe listen --forward-to localhost:8787/webhooks/stripe\n> Ready! You are using "
        "Stripe API Version [2025-02-24.acacia]. Your webhook signing secret is ⟨sec⟩ "
        "(^C to quit)",
        "STRIPE_WEBHOOK_SECRET=⟨sec⟩",
        "Endpoint ⟨we⟩ signing secret after the roll: ⟨sec⟩",
    ),
    _whsec,
    n=3,
    secrets=("sec",),
)


def _gh(r: Random) -> dict[str, str]:
    return {
        "classic": "gh" + "p_" + pick(r, ALNUM, 36),
        "fine": "github_" + "pat_11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        "user": r.choice(("thermia-bot", "thermia-renovate")),
    }


GITHUB_TOKEN = Kind(
    "github-token",
    (
        "$ echo ⟨classic⟩ | docker login ghcr.io -u ⟨user⟩ --password-stdin\nLogin Succeeded",
        "RENOVATE_GITHUB_COM_TOKEN=⟨fine⟩  # for changelog lookups only",
        "git remote set-url mirror https://⟨user⟩:⟨classic⟩@github.com/thermia/ha-thermia.git",
        "HACS release workflow needs a PAT with contents:write — made ⟨fine⟩ for ⟨user⟩",
    ),
    _gh,
    n=4,
    secrets=("classic", "fine"),
)


def _gl(r: Random) -> dict[str, str]:
    return {
        "pat": "glp" + "at-" + pick(r, B64URL, 20),
        "rt": "gl" + "rt-t3_" + pick(r, B64URL, 20),
        "host": f"bench-runner-{r.randint(1, 9)}",
    }


GITLAB_TOKEN = Kind(
    "gitlab-token",
    (
        "git clone https://oauth2:⟨pat⟩@gitlab.com/thermia/firmware.git",
        '[[runners]]\n  name = "⟨host⟩"\n  url = "https://gitlab.com"\n  token = "⟨rt⟩"\n'
        '  executor = "shell"',
        "$ gitlab-runner register --non-interactive --url https://gitlab.com --token ⟨rt⟩ "
        "--executor docker --description ⟨host⟩",
        "PRIVATE-TOKEN: ⟨pat⟩ — used for the release API call from the bench host ⟨host⟩",
    ),
    _gl,
    n=4,
    secrets=("pat", "rt"),
)


def _npm(r: Random) -> dict[str, str]:
    return {
        "tok": "np" + "m_" + pick(r, ALNUM, 36),
        "ver": f"0.{r.randint(1, 9)}.{r.randint(0, 9)}",
    }


NPM_TOKEN = Kind(
    "npm-token",
    (
        "//registry.npmjs.org/:_authToken=⟨tok⟩",
        "$ NPM_TOKEN=⟨tok⟩ npm publish --access public  # @thermia/sdk@⟨ver⟩",
        "Granular npm token for @thermia/* (publish, expires in 90 d): ⟨tok⟩",
    ),
    _npm,
    n=3,
    secrets=("tok",),
)


def _pypi(r: Random) -> dict[str, str]:
    return {"tok": "py" + "pi-AgEIcHlwaS5vcmcCJD" + pick(r, B64URL, 150)}


PYPI_TOKEN = Kind(
    "pypi-token",
    (
        "[pypi]\n  username = __token__\n  password = ⟨tok⟩",
        "$ twine upload -u __token__ -p ⟨tok⟩ dist/*",
        "PyPI project-scoped token for thermia-cli: ⟨tok⟩",
    ),
    _pypi,
    n=3,
    secrets=("tok",),
)


def _cargo(r: Random) -> dict[str, str]:
    return {"tok": "ci" + "o" + pick(r, ALNUM, 32)}


CRATES_TOKEN = Kind(
    "crates-io-token",
    (
        "$ cargo login ⟨tok⟩\n       Login token for `crates-io` saved",
        '[registry]\ntoken = "⟨tok⟩"',
        "CARGO_REGISTRY_TOKEN=⟨tok⟩ cargo publish -p thermia-proto",
    ),
    _cargo,
    n=3,
    secrets=("tok",),
)


def _docker(r: Random) -> dict[str, str]:
    pat = "dckr" + "_pat_" + pick(r, B64URL, 27)
    return {"pat": pat, "auth": b64_of("thermia:" + pat), "dig": hexs(r, 64)}


DOCKER_PAT = Kind(
    "docker-hub-token",
    (
        "$ docker login -u thermia -p ⟨pat⟩\nWARNING! Using --password via the CLI is insecure."
        "\nLogin Succeeded",
        '{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "⟨auth⟩"\n'
        "    }\n  }\n}",
        "Docker Hub PAT for CI (read/write on thermia/*): ⟨pat⟩",
        "Pushed thermia/ingest@sha256:⟨dig⟩ from the laptop; creds were DOCKER_PASSWORD=⟨pat⟩",
    ),
    _docker,
    n=4,
    secrets=("pat", "auth"),
)


def _openai(r: Random) -> dict[str, str]:
    return {
        "key": "sk-" + "proj-" + pick(r, B64URL, 58) + "T3Blbk" + "FJ" + pick(r, B64URL, 58),
        "org": "org-" + pick(r, ALNUM, 24),
    }


OPENAI_KEY = Kind(
    "openai-api-key",
    (
        "OPENAI_API_KEY=⟨key⟩",
        'client = OpenAI(api_key="⟨key⟩", organization="⟨org⟩")',
        '$ curl https://api.openai.com/v1/models -H "Authorization: Bearer ⟨key⟩"',
        "Project key for the support-summary job (org ⟨org⟩): ⟨key⟩",
    ),
    _openai,
    n=4,
    secrets=("key",),
)


def _anthropic(r: Random) -> dict[str, str]:
    return {
        "key": "sk-" + "ant-api03-" + pick(r, B64URL, 93) + "AA",
        "msg": "msg_01" + pick(r, ALNUM, 22),
    }


ANTHROPIC_KEY = Kind(
    "anthropic-api-key",
    (
        "ANTHROPIC_API_KEY=⟨key⟩",
        '$ curl https://api.anthropic.com/v1/messages -H "x-api-key: ⟨key⟩" '
        '-H "anthropic-version: 2023-06-01"',
        "Workspace key for ticket triage: ⟨key⟩ (last reply ⟨msg⟩)",
        'client = anthropic.Anthropic(api_key="⟨key⟩")',
    ),
    _anthropic,
    n=4,
    secrets=("key",),
)


def _hf(r: Random) -> dict[str, str]:
    return {"tok": "h" + "f_" + pick(r, ALNUM, 34), "rev": hexs(r, 40)}


HF_TOKEN = Kind(
    "huggingface-token",
    (
        "$ huggingface-cli login --token ⟨tok⟩\nToken is valid (permission: write).",
        "HF_TOKEN=⟨tok⟩  # pulls the private comfort-model repo at ⟨rev⟩",
        'hf_hub_download("thermia/comfort-model", "model.onnx", revision="⟨rev⟩", token="⟨tok⟩")',
    ),
    _hf,
    n=3,
    secrets=("tok",),
)


def _wandb(r: Random) -> dict[str, str]:
    return {"key": hexs(r, 40), "run": pick(r, LOWER_ALNUM, 8)}


WANDB_KEY = Kind(
    "wandb-api-key",
    (
        "machine api.wandb.ai\n  login user\n  password ⟨key⟩",
        "WANDB_API_KEY=⟨key⟩ python train.py --resume ⟨run⟩",
        "$ wandb login ⟨key⟩\nwandb: Appending key for api.wandb.ai to your netrc file",
    ),
    _wandb,
    n=3,
    secrets=("key",),
)


def _discord(r: Random) -> dict[str, str]:
    app = snowflake(r)
    tok = base64.b64encode(app.encode()).decode().rstrip("=")
    return {
        "tok": tok + "." + pick(r, B64URL, 6) + "." + pick(r, B64URL, 38),
        "app": app,
        "pub": hexs(r, 64),
    }


DISCORD_TOKEN = Kind(
    "discord-bot-token",
    (
        "DISCORD_BOT_TOKEN=⟨tok⟩\nDISCORD_APPLICATION_ID=⟨app⟩\nDISCORD_PUBLIC_KEY=⟨pub⟩",
        "client.login('⟨tok⟩'); // temporary, while testing alerts",
        '$ curl -H "Authorization: Bot ⟨tok⟩" https://discord.com/api/v10/users/@me',
    ),
    _discord,
    n=3,
    secrets=("tok",),
)


def _sentry(r: Random) -> dict[str, str]:
    claims = json.dumps(
        {
            "iat": int(epoch(r)),
            "url": "https://sentry.io",
            "region_url": "https://de.sentry.io",
            "org": "thermia",
        },
        separators=(",", ":"),
    )
    org = "sntr" + "ys_" + b64_of(claims).rstrip("=") + "_" + pick(r, B64URL, 43)
    return {
        "user": "sntr" + "yu_" + hexs(r, 64),
        "org": org,
        "dsn": hexs(r, 32),
    }


SENTRY_TOKEN = Kind(
    "sentry-auth-token",
    (
        "[auth]\ntoken=⟨user⟩\n\n[defaults]\norg=thermia\nproject=thermia-ios",
        "Xcode build phase: export SENTRY_AUTH_TOKEN=⟨org⟩ before sentry-cli debug-files upload",
        "Sentry DSN key ⟨dsn⟩ is public, but the org auth token ⟨org⟩ is not",
    ),
    _sentry,
    n=3,
    secrets=("user", "org"),
)


def _cf(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, B64URL, 40),
        "acct": hexs(r, 32),
        "akid": hexs(r, 32),
        "sak": hexs(r, 64),
    }


CLOUDFLARE = Kind(
    "cloudflare-credentials",
    (
        "CLOUDFLARE_ACCOUNT_ID=⟨acct⟩\nCLOUDFLARE_API_TOKEN=⟨tok⟩",
        "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = ⟨akid⟩\n"
        "secret_access_key = ⟨sak⟩\nendpoint = https://⟨acct⟩.r2.cloudflarestorage.com",
        '$ curl -H "Authorization: Bearer ⟨tok⟩" '
        "https://api.cloudflare.com/client/v4/user/tokens/verify",
        "R2 token for the firmware bucket — access key ⟨akid⟩, secret ⟨sak⟩ (account ⟨acct⟩)",
    ),
    _cf,
    n=4,
    secrets=("tok", "sak"),
)


def _fly(r: Random) -> dict[str, str]:
    return {"tok": "fm2_lJPECAAAAAAAA" + b64(r, 180).rstrip("="), "app": "thermia-ingest"}


FLY_TOKEN = Kind(
    "fly-api-token",
    (
        "$ fly tokens create deploy -a ⟨app⟩ -x 720h\nFly" + "V1 ⟨tok⟩",
        'FLY_API_TOKEN="Fly' + 'V1 ⟨tok⟩"',
        "GitLab variable for ⟨app⟩ deploys (not masked: too long for masking): Fly" + "V1 ⟨tok⟩",
    ),
    _fly,
    n=3,
    secrets=("tok",),
)


def _supabase(r: Random) -> dict[str, str]:
    ref = pick(r, "abcdefghijklmnopqrstuvwxyz", 20)
    iat = int(epoch(r)) - 10**7

    def key(role: str) -> str:
        claims: dict[str, object] = {
            "iss": "supabase",
            "ref": ref,
            "role": role,
            "iat": iat,
            "exp": iat + 315360000,
        }
        return jwt(r, {"alg": "HS256", "typ": "JWT"}, claims)

    return {
        "ref": ref,
        "anon": key("anon"),
        "srk": key("service_role"),
        "sbs": "sb_" + "secret_" + pick(r, B64URL, 31),
    }


SUPABASE_SERVICE = Kind(
    "supabase-service-key",
    (
        "NEXT_PUBLIC_SUPABASE_URL=https://⟨ref⟩.supabase.co\n"
        "NEXT_PUBLIC_SUPABASE_ANON_KEY=⟨anon⟩\nSUPABASE_SERVICE_ROLE_KEY=⟨srk⟩",
        "const admin = createClient('https://⟨ref⟩.supabase.co', '⟨srk⟩')",
        "Supabase ⟨ref⟩ new secret key for the cron worker: ⟨sbs⟩",
        "$ curl 'https://⟨ref⟩.supabase.co/rest/v1/devices?select=*' -H \"apikey: ⟨sbs⟩\"",
    ),
    _supabase,
    n=4,
    secrets=("srk", "sbs"),
)


def _db(r: Random) -> dict[str, str]:
    return {
        "neon": "np" + "g_" + pick(r, ALNUM, 12),
        "ps": "pscale" + "_pw_" + pick(r, B64URL, 43),
        "pw": password(r, 22, URL_SAFE),
        "ep": f"ep-{slug(r)}-{pick(r, LOWER_ALNUM, 8)}",
        "user": pick(r, LOWER_ALNUM, 12),
        "dpg": "dpg-" + pick(r, LOWER_ALNUM, 20) + "-a",
    }


DB_URL = Kind(
    "database-url-password",
    (
        "DATABASE_URL=postgresql://neondb_owner:⟨neon⟩@⟨ep⟩-pooler.eu-central-1.aws.neon.tech"
        "/neondb?sslmode=require",
        "DATABASE_URL=mysql://⟨user⟩:⟨ps⟩@aws.connect.psdb.cloud/thermia?sslaccept=strict",
        "$ PGPASSWORD='⟨pw⟩' psql -h ⟨dpg⟩.frankfurt-postgres.render.com -U thermia thermia_pg",
        "Render Postgres external URL: postgres://thermia:⟨pw⟩@⟨dpg⟩.frankfurt-postgres."
        "render.com/thermia_pg",
        "Neon branch for the migration test — host ⟨ep⟩.eu-central-1.aws.neon.tech, user "
        "neondb_owner, password ⟨neon⟩",
    ),
    _db,
    n=5,
    secrets=("neon", "ps", "pw"),
)


def _upstash(r: Random) -> dict[str, str]:
    return {
        "rest": "AX" + pick(r, B64URL, 58),
        "pw": "AX" + pick(r, ALNUM, 34),
        "host": f"{slug(r)}-{num(r, 5)}.upstash.io",
    }


UPSTASH_TOKEN = Kind(
    "upstash-redis-credential",
    (
        'UPSTASH_REDIS_REST_URL="https://⟨host⟩"\nUPSTASH_REDIS_REST_TOKEN="⟨rest⟩"',
        "REDIS_URL=rediss://default:⟨pw⟩@⟨host⟩:6379",
        "$ redis-cli --tls -u rediss://default:⟨pw⟩@⟨host⟩:6379 INFO keyspace",
    ),
    _upstash,
    n=3,
    secrets=("rest", "pw"),
)


def _auth0(r: Random) -> dict[str, str]:
    return {"cs": pick(r, B64URL, 64), "cid": pick(r, ALNUM, 32)}


AUTH0_SECRET = Kind(
    "auth0-client-secret",
    (
        "AUTH0_DOMAIN=login.thermia.io\nAUTH0_CLIENT_ID=⟨cid⟩\nAUTH0_CLIENT_SECRET=⟨cs⟩",
        "$ curl -X POST https://login.thermia.io/oauth/token -d grant_type=client_credentials "
        "-d client_id=⟨cid⟩ -d client_secret=⟨cs⟩ -d audience=https://api.thermia.io",
        "M2M app for the ingest service: client id ⟨cid⟩ / client secret ⟨cs⟩",
    ),
    _auth0,
    n=3,
    secrets=("cs",),
)


def _clerk(r: Random) -> dict[str, str]:
    return {
        "sk": "sk_" + "live_" + pick(r, ALNUM, 42),
        "pk": "pk_" + "live_" + b64_of("clerk.thermia.io$").rstrip("="),
        "wh": "whs" + "ec_" + pick(r, B64STD, 32),
    }


CLERK_SECRET = Kind(
    "clerk-secret-key",
    (
        "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=⟨pk⟩\nCLERK_SECRET_KEY=⟨sk⟩",
        "Clerk webhook (user.created → Supabase) signing secret: ⟨wh⟩",
        "clerkClient({ secretKey: '⟨sk⟩' }) // in the migration script only",
    ),
    _clerk,
    n=3,
    secrets=("sk", "wh"),
)


def _algolia(r: Random) -> dict[str, str]:
    return {"admin": hexs(r, 32), "search": hexs(r, 32), "app": pick(r, UPPER_ALNUM, 10)}


ALGOLIA_ADMIN = Kind(
    "algolia-admin-key",
    (
        "ALGOLIA_APP_ID=⟨app⟩\nALGOLIA_SEARCH_KEY=⟨search⟩\nALGOLIA_ADMIN_KEY=⟨admin⟩",
        "const client = algoliasearch('⟨app⟩', '⟨admin⟩'); // indexer, server only",
        "Algolia ⟨app⟩ — Admin API key ⟨admin⟩ (the search-only one is ⟨search⟩)",
    ),
    _algolia,
    n=3,
    secrets=("admin",),
)


def _mapbox(r: Random) -> dict[str, str]:
    def tok(prefix: str) -> str:
        claims = ('{"u":"thermia","a":"cl' + pick(r, LOWER_ALNUM, 22) + '"}').encode()
        return (
            prefix
            + base64.urlsafe_b64encode(claims).decode().rstrip("=")
            + "."
            + pick(r, B64URL, 22)
        )

    return {"sk": tok("sk" + "."), "pk": tok("pk.")}


MAPBOX_SECRET = Kind(
    "mapbox-secret-token",
    (
        "MAPBOX_DOWNLOADS_TOKEN=⟨sk⟩  # gradle.properties, downloads:read",
        "~/.netrc\nmachine api.mapbox.com\n  login mapbox\n  password ⟨sk⟩",
        "Mapbox: public ⟨pk⟩ goes in the app, secret ⟨sk⟩ only for SDK downloads",
    ),
    _mapbox,
    n=3,
    secrets=("sk",),
)


def _workspace(r: Random) -> dict[str, str]:
    return {
        "lin": "lin" + "_api_" + pick(r, ALNUM, 40),
        "ntn": "nt" + "n_" + num(r, 11) + pick(r, ALNUM, 35),
        "db": hexs(r, 32),
        "iss": f"THR-{r.randint(100, 999)}",
    }


WORKSPACE_KEYS = Kind(
    "linear-notion-api-keys",
    (
        "LINEAR_API_KEY=⟨lin⟩\nNOTION_TOKEN=⟨ntn⟩\nNOTION_STATUS_DB=⟨db⟩",
        '$ curl https://api.linear.app/graphql -H "Authorization: ⟨lin⟩" -d '
        '\'{"query":"{ issue(id: \\"⟨iss⟩\\") { title } }"}\'',
        'Notion integration "status-sync" internal secret: ⟨ntn⟩ (database ⟨db⟩)',
        "Linear personal key for the release script: ⟨lin⟩",
    ),
    _workspace,
    n=4,
    secrets=("lin", "ntn"),
)


def _age(r: Random) -> dict[str, str]:
    return {
        "sk": "AGE-SECRET" + "-KEY-1" + pick(r, BECH32, 58).upper(),
        "pub": "age1" + pick(r, BECH32, 58),
        "ts": f"{day(r)}T{r.randint(8, 20):02d}:{r.randint(0, 59):02d}:00+02:00",
    }


AGE_IDENTITY = Kind(
    "age-identity",
    (
        "# created: ⟨ts⟩\n# public key: ⟨pub⟩\n⟨sk⟩",
        "$ export SOPS_AGE_KEY=⟨sk⟩\n$ sops -d deploy/prod.enc.yaml",
        "CI age identity (recipient ⟨pub⟩): ⟨sk⟩",
    ),
    _age,
    n=3,
    secrets=("sk",),
)


def _ops(r: Random) -> dict[str, str]:
    claims = json.dumps(
        {
            "signInAddress": "thermia.1password.eu",
            "userAuth": {
                "method": "SRPg-4096",
                "alg": "PBES2g-HS256",
                "iterations": 650000,
                "salt": b64url(r, 16),
            },
            "email": pick(r, LOWER_ALNUM, 13) + "@1passwordserviceaccounts.eu",
            "srpX": hexs(r, 64),
            "muk": {
                "alg": "A256GCM",
                "ext": True,
                "k": b64url(r, 32),
                "key_ops": ["encrypt", "decrypt"],
                "kty": "oct",
                "kid": "mp",
            },
            "secretKey": "A3-" + pick(r, UPPER_ALNUM, 6) + "-" + pick(r, UPPER_ALNUM, 26),
            "throttleSecret": {"seed": hexs(r, 64), "uuid": pick(r, UPPER_ALNUM, 26)},
            "deviceUuid": pick(r, LOWER_ALNUM, 26),
        },
        separators=(",", ":"),
    )
    return {"tok": "op" + "s_" + b64_of(claims).rstrip("=")}


OP_SERVICE = Kind(
    "onepassword-service-account-token",
    (
        "OP_SERVICE_ACCOUNT_TOKEN=⟨tok⟩",
        '$ export OP_SERVICE_ACCOUNT_TOKEN="⟨tok⟩"\n$ op run --env-file=.env.tpl -- pnpm deploy',
        "1Password service account `ci-read` (Infra vault, read-only): ⟨tok⟩",
    ),
    _ops,
    n=3,
    secrets=("tok",),
)


def _wg(r: Random) -> dict[str, str]:
    return {
        "priv": b64(r, 32),
        "psk": b64(r, 32),
        "pub": b64(r, 32),
        "n": str(r.randint(2, 60)),
        "ip": f"198.51.100.{r.randint(2, 250)}",
    }


WG_PRIVATE = Kind(
    "wireguard-private-key",
    (
        "[Interface]\nAddress = 10.77.0.⟨n⟩/24\nPrivateKey = ⟨priv⟩\nListenPort = 51820\n\n"
        "[Peer]\nPublicKey = ⟨pub⟩\nEndpoint = ⟨ip⟩:51820\nAllowedIPs = 10.77.0.0/24",
        "[Peer]\nPublicKey = ⟨pub⟩\nPresharedKey = ⟨psk⟩\nAllowedIPs = 10.77.0.⟨n⟩/32",
        "$ wg set wg0 private-key <(echo ⟨priv⟩) peer ⟨pub⟩ endpoint ⟨ip⟩:51820",
        "Factory gateway tunnel: our public key ⟨pub⟩, private key ⟨priv⟩",
    ),
    _wg,
    n=4,
    secrets=("priv", "psk"),
)


def _tailscale(r: Random) -> dict[str, str]:
    return {
        "key": "tskey" + "-auth-k" + pick(r, ALNUM, 11) + "CNTRL-" + pick(r, ALNUM, 33),
        "node": hexs(r, 64),
    }


TAILSCALE_KEY = Kind(
    "tailscale-auth-key",
    (
        "$ sudo tailscale up --auth-key=⟨key⟩ --advertise-tags=tag:hub --ssh",
        "TS_AUTHKEY=⟨key⟩  # ephemeral, reusable, tag:ci",
        "Hub image first-boot script joins the tailnet with ⟨key⟩ (last hub nodekey:⟨node⟩)",
    ),
    _tailscale,
    n=3,
    secrets=("key",),
)


# --- private keys --------------------------------------------------------------------------


def _firebase_sa(r: Random) -> dict[str, str]:
    key = pem(r, _PRIV, PKCS8_RSA_HEAD, 1218).replace("\n", "\\n") + "\\n"
    pn = num(r, 21)
    return {"key": key, "kid": hexs(r, 40), "pn": pn}


FIREBASE_SA = Kind(
    "firebase-service-account",
    (
        '{\n  "type": "service_account",\n  "project_id": "thermia-prod",\n'
        '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨key⟩",\n'
        '  "client_email": "firebase-adminsdk-fbsvc@thermia-prod.iam.gserviceaccount.com",\n'
        '  "client_id": "⟨pn⟩"\n}',
        'FIREBASE_PRIVATE_KEY="⟨key⟩"\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-fbsvc@'
        "thermia-prod.iam.gserviceaccount.com",
        'Play Integrity decode uses the service account ⟨kid⟩; private_key: "⟨key⟩"',
    ),
    _firebase_sa,
    n=3,
    secrets=("key",),
)


def _p8(r: Random) -> dict[str, str]:
    return {
        "key": pem(r, _PRIV, PKCS8_EC_HEAD, 150),
        "kid": pick(r, UPPER_ALNUM, 10),
        "iss": uuid4(r),
    }


APPLE_P8 = Kind(
    "apple-p8-key",
    (
        "App Store Connect API key ⟨kid⟩ (issuer ⟨iss⟩) — AuthKey_⟨kid⟩.p8:\n\n⟨key⟩",
        "$ cat ~/private_keys/AuthKey_⟨kid⟩.p8\n⟨key⟩",
        "APNs auth key ⟨kid⟩ for the push worker:\n⟨key⟩",
    ),
    _p8,
    n=3,
    secrets=("key",),
)


def _ssh(r: Random) -> dict[str, str]:
    return {
        "key": pem(r, "OPENSSH " + _PRIV, OPENSSH_HEAD, 399, width=70),
        "host": f"hub-lab-{r.randint(1, 30):02d}",
    }


SSH_PRIVATE = Kind(
    "ssh-private-key",
    (
        "Deploy key for the bench runner (⟨host⟩):\n\n⟨key⟩",
        "$ cat ~/.ssh/id_ed25519\n⟨key⟩",
        "⟨key⟩\n\n^ balena/⟨host⟩ support key, remove after the RMA",
    ),
    _ssh,
    n=3,
    secrets=("key",),
)


# --- sessions, bearer tokens, passwords ---------------------------------------------------


def _session(r: Random) -> dict[str, str]:
    iat = int(epoch(r))
    clerk = jwt(
        r,
        {"alg": "RS256", "kid": "ins_2" + pick(r, ALNUM, 26), "typ": "JWT"},
        {
            "azp": "https://app.thermia.io",
            "exp": iat + 60,
            "iat": iat,
            "iss": "https://clerk.thermia.io",
            "sid": "sess_2" + pick(r, ALNUM, 26),
            "sub": "user_2" + pick(r, ALNUM, 26),
        },
        sig=256,
    )
    jwe = (
        "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.."
        + b64url(r, 12)
        + "."
        + b64url(r, 420)
        + "."
        + b64url(r, 16)
    )
    return {
        "clerk": clerk,
        "jwe": jwe,
        "sid": pick(r, LOWER_ALNUM, 32),
        "rid": uuid4(r),
    }


SESSION_COOKIE = Kind(
    "session-cookie",
    (
        "> GET /api/devices HTTP/2\n> Host: app.thermia.io\n> Cookie: __session=⟨clerk⟩; "
        "__client_uat=1772412345\n< HTTP/2 200\n< x-request-id: ⟨rid⟩",
        "Set-Cookie: __Secure-authjs.session-token=⟨jwe⟩; Path=/; HttpOnly; Secure; SameSite=Lax",
        "Copied my admin session to reproduce on staging: sessionid=⟨sid⟩ (Django admin of "
        "the RMA tool)",
        "$ curl -b '__session=⟨clerk⟩' https://app.thermia.io/api/me",
    ),
    _session,
    n=4,
    secrets=("clerk", "jwe", "sid"),
)


def _bearer(r: Random) -> dict[str, str]:
    iat = int(epoch(r))
    tok = jwt(
        r,
        {"alg": "RS256", "typ": "JWT", "kid": b64url(r, 16)},
        {
            "iss": "https://login.thermia.io/",
            "sub": "auth0|" + hexs(r, 24),
            "aud": ["https://api.thermia.io", "https://login.thermia.io/userinfo"],
            "iat": iat,
            "exp": iat + 86400,
            "scope": "openid devices:write",
        },
        sig=256,
    )
    return {
        "tok": tok,
        "thing": _thing(r),
        "rid": uuid4(r),
        "ray": hexs(r, 16) + "-HEL",
    }


BEARER = Kind(
    "bearer-token-http",
    (
        "> PUT /v1/devices/⟨thing⟩/schedule HTTP/2\n> Host: api.thermia.io\n"
        "> Authorization: Bearer ⟨tok⟩\n>\n< HTTP/2 403\n< cf-ray: ⟨ray⟩\n"
        "< x-request-id: ⟨rid⟩",
        "$ curl -X PUT https://api.thermia.io/v1/devices/⟨thing⟩/schedule -H "
        "'Authorization: Bearer ⟨tok⟩' -d @schedule.json",
        "Access token from the iOS app (valid 24 h) for repro of ⟨rid⟩: ⟨tok⟩",
        "fetch('/v1/devices', { headers: { Authorization: 'Bearer ⟨tok⟩' } }) // ⟨thing⟩",
    ),
    _bearer,
    n=4,
    secrets=("tok",),
)


def _basic(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, 20),
        "upw": password(r, 20, URL_SAFE),
        "host": f"hub-lab-{r.randint(1, 30):02d}",
        "thing": _thing(r),
    }


BASIC_AUTH = Kind(
    "password-on-command-line",
    (
        "$ mosquitto_pub -h mqtt-stg.thermia.io -p 8883 -u ⟨thing⟩ -P '⟨pw⟩' "
        "-t thermia/v1/test/⟨thing⟩/cmd -m '{\"setpoint_c\":21}'",
        "$ curl -u admin:⟨pw⟩ http://⟨host⟩.local:8123/api/config",
        "$ mysql -h 127.0.0.1 -P 3309 -u thermia_admin --password=⟨pw⟩ thermia",
        '$ docker exec -it ⟨host⟩-db psql "postgresql://thermia:⟨upw⟩@localhost/thermia"',
    ),
    _basic,
    n=4,
    secrets=("pw", "upw"),
)


def _keystore(r: Random) -> dict[str, str]:
    return {"sp": password(r, 18), "kp": password(r, 18)}


KEYSTORE = Kind(
    "android-keystore-passwords",
    (
        "storeFile=../keystore/upload.jks\nstorePassword=⟨sp⟩\nkeyAlias=upload\nkeyPassword=⟨kp⟩",
        "$ ./gradlew bundleRelease -Pandroid.injected.signing.store.file=upload.jks "
        "-Pandroid.injected.signing.store.password=⟨sp⟩ -Pandroid.injected.signing.key.alias="
        "upload -Pandroid.injected.signing.key.password=⟨kp⟩",
        "$ keytool -list -v -keystore upload.jks -storepass ⟨sp⟩",
        "Upload keystore: store password ⟨sp⟩, key password ⟨kp⟩ (alias upload)",
    ),
    _keystore,
    n=4,
    secrets=("sp", "kp"),
)


def _ha(r: Random) -> dict[str, str]:
    iat = int(epoch(r))
    tok = jwt(
        r,
        {"alg": "HS256", "typ": "JWT"},
        {"iss": hexs(r, 32), "iat": iat, "exp": iat + 315360000},
    )
    return {"tok": tok, "host": f"hub-lab-{r.randint(1, 30):02d}"}


HA_TOKEN = Kind(
    "home-assistant-token",
    (
        "Long-lived access token for the ⟨host⟩ HA test instance: ⟨tok⟩",
        '$ curl -H "Authorization: Bearer ⟨tok⟩" http://⟨host⟩.local:8123/api/states',
        "HASS_TOKEN=⟨tok⟩ pytest tests/integration  # against ⟨host⟩",
    ),
    _ha,
    n=3,
    secrets=("tok",),
)


def _ml(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, 18),
        "who": person(r),
        "d": day(r),
        "ser": serial(r),
    }


PROSE_PASSWORDS = Kind(
    "password-in-prose-multilingual",
    (
        "Staging MQTT -välittäjän salasana (käyttäjä ingest): ⟨pw⟩ — ⟨who⟩ vaihtaa sen "
        "perjantaina.",
        "Heslo k admin účtu RMA nástroje je ⟨pw⟩ (nastavil ⟨who⟩, ⟨d⟩).",
        "A ⟨ser⟩ szervizmódjának jelszava: ⟨pw⟩",
        "Κωδικός για το Mender demo account: ⟨pw⟩ (⟨who⟩, ⟨d⟩)",
        "Mật khẩu tài khoản test Play Console của ⟨who⟩: ⟨pw⟩",
        "⟨ser⟩ के सर्विस मोड का पासवर्ड: ⟨pw⟩",
    ),
    _ml,
    n=6,
    secrets=("pw",),
)


def _vercel(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM, 24),
        "prj": "prj_" + pick(r, ALNUM, 28),
        "team": "team_" + pick(r, ALNUM, 24),
    }


VERCEL_TOKEN = Kind(
    "vercel-access-token",
    (
        "VERCEL_TOKEN=⟨tok⟩\nVERCEL_ORG_ID=⟨team⟩\nVERCEL_PROJECT_ID=⟨prj⟩",
        "$ vercel deploy --prod --token ⟨tok⟩",
        '$ curl -H "Authorization: Bearer ⟨tok⟩" '
        '"https://api.vercel.com/v9/projects/⟨prj⟩/env?teamId=⟨team⟩"',
    ),
    _vercel,
    n=3,
    secrets=("tok",),
)


SECRETS: tuple[Kind, ...] = (
    AWS_KEYS,
    IOT_EC_KEY,
    IOT_RSA_KEY,
    AZURE_SAS,
    LORA_APPKEY,
    TTS_KEY,
    WIFI_PSK,
    THREAD_KEY,
    MENDER_TOKEN,
    BALENA_KEY,
    STRIPE_SK,
    STRIPE_WHSEC,
    GITHUB_TOKEN,
    GITLAB_TOKEN,
    NPM_TOKEN,
    PYPI_TOKEN,
    CRATES_TOKEN,
    DOCKER_PAT,
    OPENAI_KEY,
    ANTHROPIC_KEY,
    HF_TOKEN,
    WANDB_KEY,
    DISCORD_TOKEN,
    SENTRY_TOKEN,
    CLOUDFLARE,
    FLY_TOKEN,
    SUPABASE_SERVICE,
    DB_URL,
    UPSTASH_TOKEN,
    AUTH0_SECRET,
    CLERK_SECRET,
    ALGOLIA_ADMIN,
    MAPBOX_SECRET,
    WORKSPACE_KEYS,
    AGE_IDENTITY,
    OP_SERVICE,
    WG_PRIVATE,
    TAILSCALE_KEY,
    FIREBASE_SA,
    APPLE_P8,
    SSH_PRIVATE,
    SESSION_COOKIE,
    BEARER,
    BASIC_AUTH,
    KEYSTORE,
    HA_TOKEN,
    PROSE_PASSWORDS,
    VERCEL_TOKEN,
)

__all__ = ["SECRETS"]
