"""True secrets: 36 kinds, 7 cases each, in the same framings as the look-alikes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike16.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    PEM_BEGIN,
    PEM_END,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    clock,
    day,
    hexs,
    num,
    password,
    pick,
    secret,
    site,
    urlenc,
    uuid4,
    wrap,
)

SAK = "SharedAccess" + "Key="
TSKEY = "tskey" + "-auth-"
BKUA = "bkua" + "_"
GLC = "glc" + "_"
GLSA = "glsa" + "_"
HCAIK = "hcaik" + "_"
OPS = "ops" + "_"


def _dev(r: Random) -> dict[str, str]:
    return {
        "site": site(r),
        "serial": f"2K{r.randint(5, 9)}-{num(r, 6)}",
        "day": day(r),
        "time": clock(r),
        "n": str(r.randint(2, 99)),
    }


def _iot_conn(r: Random) -> dict[str, str]:
    return _dev(r) | {"key": b64(r, 32)}


IOT_CONN = secret(
    "azure_iot_device_connection_string",
    (
        "- amr-⟨serial⟩ device conn string: `HostName=trp-iot-⟨site⟩-prod.azure-devices.net;"
        "DeviceId=amr-⟨serial⟩;" + SAK + "⟨key⟩`",
        '```env\nIOTHUB_DEVICE_CONNECTION_STRING="HostName=trp-iot-⟨site⟩-prod.azure-devices.net;'
        "DeviceId=amr-⟨serial⟩;" + SAK + '⟨key⟩"\n```',
        "| amr-⟨serial⟩ | ⟨site⟩ | `" + SAK + "⟨key⟩` | re-provisioned ⟨day⟩ |",
        "[⟨time⟩] kenji: the simulator needs HostName=trp-iot-⟨site⟩-dev.azure-devices.net;"
        "DeviceId=sim-⟨n⟩;" + SAK + "⟨key⟩ pasted into launch.yaml",
    ),
    _iot_conn,
    "key",
)


def _sas(r: Random) -> dict[str, str]:
    return _dev(r) | {"sig": urlenc(b64(r, 32)), "se": str(1800000000 + r.randint(0, 9999999))}


IOT_SAS = secret(
    "azure_iot_sas_token",
    (
        (
            "MQTT password for amr-⟨serial⟩ (expires ⟨se⟩): `SharedAccessSignature "
            "sr=trp-iot-⟨site⟩"
            "-prod.azure-devices.net%2Fdevices%2Famr-⟨serial⟩&sig=⟨sig⟩&se=⟨se⟩`"
        ),
        (
            "$ mosquitto_pub -h trp-iot-⟨site⟩-prod.azure-devices.net -p 8883 -i amr-⟨serial⟩ \\\n"
            "    -u "
            "'trp-iot-⟨site⟩-prod.azure-devices.net/amr-⟨serial⟩/?api-version=2021-04-12' \\\n"
            "    -P 'SharedAccessSignature sr=trp-iot-⟨site⟩-prod.azure-devices.net%2Fdevices%2F"
            "amr-⟨serial⟩&sig=⟨sig⟩&se=⟨se⟩' -t devices/amr-⟨serial⟩/messages/events/ -m ping"
        ),
        (
            "⟨day⟩T⟨time⟩Z DEBUG iot_bridge: auth header Authorization: SharedAccessSignature "
            "sr=trp-iot-⟨site⟩-prod.azure-devices.net&sig=⟨sig⟩&se=⟨se⟩&skn=service"
        ),
    ),
    _sas,
    "sig",
)


def _dps(r: Random) -> dict[str, str]:
    return _dev(r) | {
        "key": b64(r, 64),
        "key2": b64(r, 64),
        "scope": "0ne00" + pick(r, "0123456789ABCDEF", 6),
    }


DPS_KEY = secret(
    "dps_enrollment_group_key",
    (
        (
            '```json\n{\n  "enrollmentGroupId": "amr-fleet-⟨site⟩",\n  "attestation": {\n'
            '    "type": "symmetricKey",\n    "symmetricKey": {\n'
            '      "primaryKey": "⟨key⟩",\n      "secondaryKey": "⟨key2⟩"\n    }\n  }\n}\n```'
        ),
        (
            "- DPS group `amr-fleet-⟨site⟩` (scope ⟨scope⟩) primary key: ⟨key⟩ — derive "
            "per-robot keys"
            " with HMAC-SHA256 over the registration id"
        ),
        (
            "```yaml\ndps:\n  id_scope: ⟨scope⟩\n  enrollment_group: amr-fleet-⟨site⟩\n"
            '  group_key: "⟨key⟩"\n```'
        ),
    ),
    _dps,
    "key",
)


def _sap(r: Random) -> dict[str, str]:
    return _dev(r) | {
        "pw": password(r, r.randint(16, 24)),
        "client": r.choice(("100", "200", "300")),
    }


SAP_RFC = secret(
    "sap_rfc_user_password",
    (
        (
            "```ini\n[EWM_PRD]\nASHOST=ewm-prd-⟨site⟩.sap.trp.internal\nSYSNR=00\nCLIENT=⟨client⟩\n"
            "USER=RFC_WMS_IDOC\nPASSWD=⟨pw⟩\nLANG=EN\n```"
        ),
        (
            "jco.client.client=⟨client⟩\njco.client.user=RFC_WMS_IDOC\njco.client.passwd=⟨pw⟩\n"
            "jco.client.ashost=ewm-prd-⟨site⟩.sap.trp.internal"
        ),
        "| RFC_WMS_IDOC | EWM ⟨site⟩ client ⟨client⟩ | pw `⟨pw⟩` | reset by Basis ⟨day⟩ |",
    ),
    _sap,
    "pw",
)


def _mqtt(r: Random) -> dict[str, str]:
    return _dev(r) | {"pw": password(r, r.randint(16, 26))}


EMQX_PW = secret(
    "emqx_mqtt_password",
    (
        (
            "```yaml\nmqtt:\n  host: emqx.⟨site⟩.trp.internal\n  port: 8883\n  username: "
            "fleet-bridge\n"
            '  password: "⟨pw⟩"\n```'
        ),
        (
            "$ mosquitto_sub -h emqx.⟨site⟩.trp.internal -p 8883 -u fleet-bridge -P '⟨pw⟩' "
            "-t 'fleet/⟨site⟩/+/state' -v"
        ),
        'client.username_pw_set("fleet-bridge", "⟨pw⟩")  # emqx ⟨site⟩, rotated ⟨day⟩',
        "- EMQX dashboard admin for ⟨site⟩ is `admin` / `⟨pw⟩` (set ⟨day⟩)",
    ),
    _mqtt,
    "pw",
)

OPCUA_PW = secret(
    "opcua_user_password",
    (
        (
            "```yaml\nopcua:\n  endpoint: opc.tcp://plc-⟨site⟩-conv-⟨n⟩.ot.trp.internal:4840\n"
            "  security_policy: Basic256Sha256\n  user: wms_reader\n  password: '⟨pw⟩'\n```"
        ),
        (
            'client.set_user("wms_reader")\nclient.set_password("⟨pw⟩")\n'
            "await client.connect()  # opc.tcp://plc-⟨site⟩-conv-⟨n⟩:4840"
        ),
        "- UaExpert login for the sorter on line ⟨n⟩ (⟨site⟩): user `wms_reader`, pw `⟨pw⟩`",
    ),
    _mqtt,
    "pw",
)

PLC_PW = secret(
    "plc_access_password",
    (
        (
            "- S7-1500 on conveyor line ⟨n⟩ (⟨site⟩): access level *Full access* password is "
            "`⟨pw⟩`, set in TIA Portal ⟨day⟩"
        ),
        "| PLC | level | password |\n|---|---|---|\n| CPU1516-⟨site⟩-⟨n⟩ | full access | ⟨pw⟩ |",
        (
            "feat(plc): add S7 write path for divert gates\n\nTIA project pw for "
            "CPU1516-⟨site⟩-⟨n⟩ "
            "is ⟨pw⟩ (do not commit the .ap17 file)"
        ),
    ),
    _mqtt,
    "pw",
)


def _ts(r: Random) -> dict[str, str]:
    kid = "k" + pick(r, ALNUM, r.randint(10, 13)) + "CNTRL"
    return _dev(r) | {"key": kid + "-" + pick(r, ALNUM, 33)}


TAILSCALE = secret(
    "tailscale_auth_key",
    (
        "$ sudo tailscale up --auth-key=" + TSKEY + "⟨key⟩ --advertise-tags=tag:amr "
        "--hostname=amr-⟨serial⟩",
        "```env\nTS_AUTHKEY=" + TSKEY + "⟨key⟩\nTS_HOSTNAME=gw-⟨site⟩-⟨n⟩\n```",
        "- new reusable, pre-approved key for the ⟨site⟩ gateways (exp 90d): `" + TSKEY + "⟨key⟩`",
    ),
    _ts,
    "key",
)


def _hex32(r: Random) -> dict[str, str]:
    return _dev(r) | {"tok": hexs(r, 32)}


TELEPORT = secret(
    "teleport_join_token",
    (
        (
            "$ sudo teleport start --roles=node --token=⟨tok⟩ "
            "--auth-server=teleport.trp.example:443 --labels=site=⟨site⟩"
        ),
        (
            "```yaml\nversion: v3\nteleport:\n  nodename: gw-⟨site⟩-⟨n⟩\n  join_params:\n"
            "    method: token\n    token_name: ⟨tok⟩\n  proxy_server: "
            "teleport.trp.example:443\n```"
        ),
        (
            "The invite token: ⟨tok⟩\nThis token will expire in 60 minutes.\n"
            "Run this on the new node to join the cluster (gw-⟨site⟩-⟨n⟩)."
        ),
    ),
    _hex32,
    "tok",
)


def _bk_agent(r: Random) -> dict[str, str]:
    return _dev(r) | {"tok": pick(r, LOWER_ALNUM, 50)}


BK_AGENT = secret(
    "buildkite_agent_token",
    (
        (
            '```ini\n# /etc/buildkite-agent/buildkite-agent.cfg\ntoken="⟨tok⟩"\n'
            'name="fw-builder-⟨site⟩-%spawn"\ntags="queue=firmware,arch=aarch64"\n```'
        ),
        "$ buildkite-agent start --token ⟨tok⟩ --tags queue=hil-⟨site⟩",
        "- agent token for the HIL rack in ⟨site⟩ (cluster `firmware`): ⟨tok⟩",
    ),
    _bk_agent,
    "tok",
)


def _bk_api(r: Random) -> dict[str, str]:
    return _dev(r) | {"tok": hexs(r, 40)}


BK_API = secret(
    "buildkite_api_token",
    (
        '$ curl -H "Authorization: Bearer ' + BKUA + '⟨tok⟩" '
        "https://api.buildkite.com/v2/organizations/trellisport/pipelines/fw-amr/builds",
        "```env\nBUILDKITE_API_TOKEN=" + BKUA + "⟨tok⟩\n```",
        "| bk api (read_builds, write_builds) | " + BKUA + "⟨tok⟩ | made ⟨day⟩ |",
    ),
    _bk_api,
    "tok",
)


def _harbor(r: Random) -> dict[str, str]:
    return _dev(r) | {"sec": pick(r, ALNUM, 32)}


HARBOR = secret(
    "harbor_robot_secret",
    (
        (
            "$ echo '⟨sec⟩' | docker login harbor.trp.internal -u 'robot$fleet+ci-push-⟨site⟩' "
            "--password-stdin"
        ),
        (
            '```json\n{"id": ⟨n⟩, "name": "robot$fleet+ci-push-⟨site⟩", "secret": "⟨sec⟩",'
            ' "expires_at": -1}\n```'
        ),
        "- Harbor robot `robot$fleet+ci-push-⟨site⟩` secret: ⟨sec⟩",
    ),
    _harbor,
    "sec",
)


def _b2(r: Random) -> dict[str, str]:
    key = "K00" + r.choice("1234") + pick(r, ALNUM + "/+", 27)
    return _dev(r) | {
        "kid": "00" + r.choice("45") + hexs(r, 12) + "00000000" + num(r, 2),
        "key": key,
    }


B2 = secret(
    "backblaze_b2_application_key",
    (
        "```env\nB2_APPLICATION_KEY_ID=⟨kid⟩\nB2_APPLICATION_KEY=⟨key⟩\n```",
        "$ b2 account authorize ⟨kid⟩ ⟨key⟩",
        (
            "```ini\n[b2-lidar-logs]\ntype = b2\naccount = ⟨kid⟩\nkey = ⟨key⟩\nhard_delete = "
            "false\n```"
        ),
    ),
    _b2,
    "key",
)


def _balena(r: Random) -> dict[str, str]:
    return _dev(r) | {"tok": pick(r, ALNUM, 32)}


BALENA = secret(
    "balena_api_key",
    (
        "$ balena login --token ⟨tok⟩",
        "```env\nBALENA_API_KEY=⟨tok⟩\nBALENA_FLEET=trellisport/amr-⟨site⟩\n```",
        "- balena API key for the Buildkite deploy step (⟨day⟩): `⟨tok⟩`",
    ),
    _balena,
    "tok",
)


def _jwt(r: Random) -> dict[str, str]:
    head = b64url_json({"alg": "RS256", "typ": "JWT"})
    body = b64url_json(
        {
            "jti": uuid4(r),
            "sub": uuid4(r),
            "exp": 1800000000 + r.randint(0, 9999999),
            "mender.tenant": hexs(r, 24),
            "mender.user": True,
            "iss": "Mender Users",
            "scp": "mender.*",
        }
    )
    return _dev(r) | {"head": head, "body": body, "sig": b64url(r, 256)}


MENDER = secret(
    "mender_token",
    (
        (
            "$ curl -H 'Authorization: Bearer ⟨head⟩.⟨body⟩.⟨sig⟩' "
            "https://eu.hosted.mender.io/api/management/v1/inventory/devices?per_page=50"
        ),
        (
            '```json\n{\n  "ServerURL": "https://eu.hosted.mender.io",\n'
            '  "TenantToken": "⟨head⟩.⟨body⟩.⟨sig⟩"\n}\n```'
        ),
        "MENDER_PAT=⟨head⟩.⟨body⟩.⟨sig⟩",
    ),
    _jwt,
    "body",
    "sig",
)


def _glc(r: Random) -> dict[str, str]:
    tok = b64_of(
        '{"o":"'
        + num(r, 6)
        + '","n":"fleet-metrics-'
        + site(r)
        + '","k":"'
        + pick(r, ALNUM, 24)
        + '","m":{"r":"prod-eu-west-2"}}'
    )
    return _dev(r) | {"tok": tok}


GLC_TOKEN = secret(
    "grafana_cloud_access_policy_token",
    (
        "```yaml\nremote_write:\n  - url: https://prometheus-prod-24-prod-eu-west-2.grafana.net"
        '/api/prom/push\n    basic_auth:\n      username: "⟨n⟩38211"\n'
        "      password: " + GLC + "⟨tok⟩\n```",
        "```env\nGRAFANA_CLOUD_TOKEN=" + GLC + "⟨tok⟩\n```",
        "- alloy on gw-⟨site⟩ pushes with " + GLC + "⟨tok⟩",
    ),
    _glc,
    "tok",
)


def _hny(r: Random) -> dict[str, str]:
    return _dev(r) | {"key": pick(r, ALNUM, 22), "ikey": "01" + pick(r, LOWER_ALNUM, 56)}


HONEYCOMB = secret(
    "honeycomb_api_key",
    (
        (
            "```env\nOTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=⟨key⟩\n"
            "OTEL_SERVICE_NAME=wms-api-⟨site⟩\n```"
        ),
        "$ export HONEYCOMB_API_KEY=" + HCAIK + "⟨ikey⟩",
        "| honeycomb env `prod-⟨site⟩` | ingest | " + HCAIK + "⟨ikey⟩ |",
        "- honeycomb config key for the `wms-api` env: ⟨key⟩",
    ),
    _hny,
    "key",
    "ikey",
)


def _twilio(r: Random) -> dict[str, str]:
    return _dev(r) | {"sid": "AC" + hexs(r, 32), "tok": hexs(r, 32)}


TWILIO = secret(
    "twilio_auth_token",
    (
        "```env\nTWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩\n```",
        (
            "$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "-u ⟨sid⟩:⟨tok⟩ --data-urlencode 'Body=dock ⟨n⟩ blocked'"
        ),
        'client = Client("⟨sid⟩", "⟨tok⟩")  # SMS alerts for the ⟨site⟩ night shift',
    ),
    _twilio,
    "tok",
)


def _okta(r: Random) -> dict[str, str]:
    return _dev(r) | {"tok": "00" + pick(r, B64URL, 40)}


OKTA = secret(
    "okta_api_token",
    (
        (
            "$ curl -H 'Authorization: SSWS ⟨tok⟩' "
            "https://trellisport.okta.com/api/v1/groups?q=floor-leads-⟨site⟩"
        ),
        "```env\nOKTA_ORG_URL=https://trellisport.okta.com\nOKTA_API_TOKEN=⟨tok⟩\n```",
        "- SCIM sync to the WMS uses Okta token `⟨tok⟩` (made ⟨day⟩, owner: it-identity)",
    ),
    _okta,
    "tok",
)


def _ops(r: Random) -> dict[str, str]:
    tok = b64url_json(
        {
            "signInAddress": "trellisport.1password.eu",
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
                "key_ops": ["encrypt"],
                "kty": "oct",
                "kid": "mp",
            },
            "secretKey": "A3-" + pick(r, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 6),
            "deviceUuid": pick(r, LOWER_ALNUM, 26),
        }
    )
    return _dev(r) | {"tok": tok}


OP_SA = secret(
    "onepassword_service_account_token",
    (
        "```env\nOP_SERVICE_ACCOUNT_TOKEN=" + OPS + "⟨tok⟩\n```",
        "$ export OP_SERVICE_ACCOUNT_TOKEN="
        + OPS
        + "⟨tok⟩\n$ op read 'op://Floor-⟨site⟩/emqx/password'",
        "- service account `bk-deploy-⟨site⟩` token: " + OPS + "⟨tok⟩",
    ),
    _ops,
    "tok",
)


def _bw(r: Random) -> dict[str, str]:
    return _dev(r) | {
        "cid": uuid4(r),
        "sec": pick(r, ALNUM, 30),
        "bws": pick(r, ALNUM, 30),
        "bwk": b64(r, 16),
    }


BITWARDEN = secret(
    "bitwarden_client_secret",
    (
        "```env\nBW_CLIENTID=organization.⟨cid⟩\nBW_CLIENTSECRET=⟨sec⟩\n```",
        "$ export BWS_ACCESS_TOKEN=0.⟨cid⟩.⟨bws⟩:⟨bwk⟩\n$ bws secret list",
        (
            "| bitwarden api key (ansible runner ⟨site⟩) | client_id organization.⟨cid⟩ | "
            "client_secret ⟨sec⟩ |"
        ),
    ),
    _bw,
    "sec",
    "bws",
    "bwk",
)


def _vault(r: Random) -> dict[str, str]:
    return _dev(r) | {"pw": password(r, r.randint(18, 28))}


ANSIBLE = secret(
    "ansible_vault_password",
    (
        (
            "$ echo '⟨pw⟩' > ~/.ansible/vault_pass_⟨site⟩.txt && chmod 600 "
            "~/.ansible/vault_pass_⟨site⟩.txt"
        ),
        "- vault password for `inventories/⟨site⟩/group_vars/all/vault.yml` is ⟨pw⟩",
        (
            "```ini\n[defaults]\ninventory = inventories/⟨site⟩\n# vault pw: ⟨pw⟩\n"
            "vault_password_file = ~/.ansible/vault_pass_⟨site⟩.txt\n```"
        ),
    ),
    _vault,
    "pw",
)


def _pem(r: Random) -> dict[str, str]:
    ec = bytes.fromhex("30770201010420") + r.randbytes(32)
    ec += bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + r.randbytes(64)
    ed = bytes.fromhex("302e020100300506032b657004220420") + r.randbytes(32)
    return _dev(r) | {"ec": wrap(b64_of(ec)), "ed": b64_of(ed)}


TLS_KEY = secret(
    "robot_tls_private_key",
    (
        PEM_BEGIN + "EC PRIVATE KEY" + "-" * 5 + "\n⟨ec⟩\n" + PEM_END + "EC PRIVATE KEY" + "-" * 5,
        "```\n# /etc/trp/tls/amr-⟨serial⟩.key\n"
        + PEM_BEGIN
        + "EC PRIVATE KEY"
        + "-" * 5
        + "\n⟨ec⟩\n"
        + PEM_END
        + "EC PRIVATE KEY"
        + "-" * 5
        + "\n```",
        "mTLS key for the zenoh router on amr-⟨serial⟩:\n\n"
        + PEM_BEGIN
        + "PRIVATE KEY"
        + "-" * 5
        + "\n⟨ed⟩\n"
        + PEM_END
        + "PRIVATE KEY"
        + "-" * 5,
    ),
    _pem,
    "ec",
    "ed",
)


def _psk(r: Random) -> dict[str, str]:
    return _dev(r) | {
        "psk": password(r, r.randint(16, 30), ALNUM + "!#%*+-.=?@_"),
        "hexpsk": hexs(r, 64),
    }


WIFI = secret(
    "warehouse_wifi_psk",
    (
        (
            '```\nnetwork={\n    ssid="TRP-FLOOR-⟨site⟩"\n    key_mgmt=WPA-PSK\n    '
            'psk="⟨psk⟩"\n}\n```'
        ),
        (
            '```yaml\nwifis:\n  wlan0:\n    access-points:\n      "TRP-AMR-⟨site⟩":\n'
            '        password: "⟨psk⟩"\n```'
        ),
        "$ nmcli dev wifi connect TRP-FLOOR-⟨site⟩ password '⟨psk⟩' ifname wlan0",
        'network={\n    ssid="TRP-SCAN-⟨site⟩"\n    psk=⟨hexpsk⟩\n}',
    ),
    _psk,
    "psk",
    "hexpsk",
)


def _pw(r: Random) -> dict[str, str]:
    return _dev(r) | {"pw": password(r, r.randint(16, 22))}


PROSE_JA = secret(
    "password_prose_ja",
    (
        "- ⟨site⟩ 倉庫の WMS 管理者パスワードは ⟨pw⟩ です（⟨day⟩ に変更）",
        "[⟨time⟩] 佐藤: EMQX のパスワード、新しいのは `⟨pw⟩` です。旧いのは無効にしました。",
        "| 項目 | 値 |\n|---|---|\n| ユーザー | ops_admin |\n| パスワード | ⟨pw⟩ |",
    ),
    _pw,
    "pw",
)
PROSE_ES = secret(
    "password_prose_es_mx",
    (
        "- La contraseña del usuario `wms_sup` en ⟨site⟩ quedó como ⟨pw⟩, porfa no la compartas",
        "[⟨time⟩] Lupita: oye, la contra del Honeywell VoiceConsole es `⟨pw⟩`, la cambié ahorita",
        "| usuario | contraseña |\n|---|---|\n| voiceconsole_admin | ⟨pw⟩ |",
    ),
    _pw,
    "pw",
)
PROSE_DE = secret(
    "password_prose_de",
    (
        "- Das Passwort für den Zebra-Druckserver in ⟨site⟩ lautet ⟨pw⟩ (seit ⟨day⟩)",
        "[⟨time⟩] Jörg: Kennwort für den RFC-Benutzer ist jetzt `⟨pw⟩`, bitte nicht ins Wiki",
        "| Benutzer | Passwort |\n|---|---|\n| grafana_admin | ⟨pw⟩ |",
    ),
    _pw,
    "pw",
)
PROSE_DA = secret(
    "password_prose_da",
    (
        "- Adgangskoden til EMQX-dashboardet i ⟨site⟩ er ⟨pw⟩ (skiftet ⟨day⟩)",
        "[⟨time⟩] Mette: ny adgangskode til Harbor admin: `⟨pw⟩` — slet beskeden bagefter",
        "| bruger | adgangskode |\n|---|---|\n| plc_service | ⟨pw⟩ |",
    ),
    _pw,
    "pw",
)
PROSE_RO = secret(
    "password_prose_ro",
    (
        "- Parola pentru utilizatorul `ewm_rfc` din ⟨site⟩ este ⟨pw⟩ (schimbată pe ⟨day⟩)",
        "[⟨time⟩] Andrei: parola nouă la Teleport break-glass e `⟨pw⟩`, nu o pune în Jira",
        "| utilizator | parolă |\n|---|---|\n| teleport_bg | ⟨pw⟩ |",
    ),
    _pw,
    "pw",
)


def _dburl(r: Random) -> dict[str, str]:
    return _dev(r) | {"pw": password(r, r.randint(16, 28), ALNUM)}


DB_URL = secret(
    "database_url_with_password",
    (
        "```env\nDATABASE_URL=postgres://wms_app:⟨pw⟩@wms-db.⟨site⟩.trp.internal:5432/wms\n```",
        "$ psql 'postgresql://wms_ro:⟨pw⟩@wms-db-replica.⟨site⟩.trp.internal/wms?sslmode=require'",
        (
            '```python\nDATABASES = {\n    "default": {\n        "ENGINE": '
            '"django.db.backends.postgresql",\n'
            '        "HOST": "wms-db.⟨site⟩.trp.internal",\n        "USER": "wms_app",\n'
            '        "PASSWORD": "⟨pw⟩",\n    }\n}\n```'
        ),
        (
            "⟨day⟩T⟨time⟩Z ERROR celery: cannot connect to "
            "redis://:⟨pw⟩@redis.⟨site⟩.trp.internal:6379/2"
        ),
    ),
    _dburl,
    "pw",
)

KAFKA = secret(
    "kafka_sasl_password",
    (
        (
            "```properties\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="wms-producer" password="⟨pw⟩";\n```'
        ),
        (
            "```yaml\nkafka:\n  bootstrap: kafka-⟨site⟩-0.trp.internal:9093\n  "
            "sasl_username: wms-producer\n"
            '  sasl_password: "⟨pw⟩"\n```'
        ),
        "- librdkafka `sasl.password=⟨pw⟩` for the pick-events topic in ⟨site⟩",
    ),
    _dburl,
    "pw",
)


def _hub(r: Random) -> dict[str, str]:
    return _dev(r) | {"key": b64(r, 32)}


HUB_POLICY = secret(
    "azure_iot_hub_service_policy_key",
    (
        "```env\nIOTHUB_SERVICE_CONNECTION=HostName=trp-iot-⟨site⟩-prod.azure-devices.net;"
        "SharedAccessKeyName=service;" + SAK + "⟨key⟩\n```",
        "$ az iot hub monitor-events --login 'HostName=trp-iot-⟨site⟩-prod.azure-devices.net;"
        "SharedAccessKeyName=iothubowner;" + SAK + "⟨key⟩' -d amr-⟨serial⟩",
        "| iothubowner (⟨site⟩) | primary | `⟨key⟩` |",
    ),
    _hub,
    "key",
)


def _glsa(r: Random) -> dict[str, str]:
    return _dev(r) | {"tok": pick(r, ALNUM, 32) + "_" + hexs(r, 8)}


GLSA_TOKEN = secret(
    "grafana_service_account_token",
    (
        "$ curl -H 'Authorization: Bearer " + GLSA + "⟨tok⟩' "
        "https://trellisport.grafana.net/api/dashboards/uid/fleet-⟨site⟩",
        "```yaml\ngrafana:\n  url: https://trellisport.grafana.net\n  token: "
        + GLSA
        + "⟨tok⟩\n```",
        "- SA `alert-bot` token: " + GLSA + "⟨tok⟩ (Editor)",
    ),
    _glsa,
    "tok",
)


def _django(r: Random) -> dict[str, str]:
    return _dev(r) | {"key": pick(r, LOWER_ALNUM + "!@#$%^&*(-_=+)", 50)}


DJANGO = secret(
    "django_secret_key",
    (
        '```python\n# wms/settings/prod_⟨site⟩.py\nSECRET_KEY = "⟨key⟩"\nDEBUG = False\n```',
        "```env\nDJANGO_SECRET_KEY='⟨key⟩'\nDJANGO_SETTINGS_MODULE=wms.settings.prod\n```",
        "- prod WMS SECRET_KEY (⟨site⟩) is `⟨key⟩` — rotating it logs every picker out",
    ),
    _django,
    "key",
)


def _murl(r: Random) -> dict[str, str]:
    return _dev(r) | {"pw": password(r, r.randint(16, 24), ALNUM)}


MQTT_URL = secret(
    "mqtt_url_with_password",
    (
        "```yaml\nbridge:\n  upstream: mqtts://amr-bridge:⟨pw⟩@emqx.⟨site⟩.trp.internal:8883\n```",
        "⟨day⟩T⟨time⟩Z WARN fleet_gw: reconnecting to mqtt://scanner-gw:⟨pw⟩@10.⟨n⟩.8.20:1883",
        "- Node-RED flow on the dock uses `mqtts://dock-⟨n⟩:⟨pw⟩@emqx.⟨site⟩.trp.internal:8883`",
    ),
    _murl,
    "pw",
)


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("EWM_ODATA_WMS", "RFC_WMS_IDOC", "SVC_LABELS"))
    return _dev(r) | {"basic": b64_of(user + ":" + password(r, r.randint(14, 22)))}


SAP_BASIC = secret(
    "sap_odata_basic_auth_header",
    (
        (
            "$ curl -H 'Authorization: Basic ⟨basic⟩' "
            "'https://ewm-prd-⟨site⟩.sap.trp.internal/sap/opu/odata4/sap/api_warehouse_order/'"
        ),
        "⟨day⟩T⟨time⟩Z DEBUG sap_client: > Authorization: Basic ⟨basic⟩",
        (
            "```http\nGET /sap/opu/odata/sap/API_WHSE_TASK_SRV/ HTTP/1.1\n"
            "Host: ewm-prd-⟨site⟩.sap.trp.internal\nAuthorization: Basic ⟨basic⟩\n```"
        ),
    ),
    _basic,
    "basic",
)

SECRETS: tuple[Kind, ...] = (
    IOT_CONN,
    IOT_SAS,
    DPS_KEY,
    SAP_RFC,
    EMQX_PW,
    OPCUA_PW,
    PLC_PW,
    TAILSCALE,
    TELEPORT,
    BK_AGENT,
    BK_API,
    HARBOR,
    B2,
    BALENA,
    MENDER,
    GLC_TOKEN,
    HONEYCOMB,
    TWILIO,
    OKTA,
    OP_SA,
    BITWARDEN,
    ANSIBLE,
    TLS_KEY,
    WIFI,
    PROSE_JA,
    PROSE_ES,
    PROSE_DE,
    PROSE_DA,
    PROSE_RO,
    DB_URL,
    KAFKA,
    HUB_POLICY,
    GLSA_TOKEN,
    DJANGO,
    MQTT_URL,
    SAP_BASIC,
)
