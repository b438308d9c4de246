"""True secrets as they leak into a drone engineer's memory notes; each kind names the fields
that must not survive. Multi-line keys list each body line of 16+ characters."""

from __future__ import annotations

import base64
import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike53.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    account,
    b64,
    b64_of,
    b64url,
    b64url_json,
    hexs,
    iot_prefix,
    num,
    openssh_ed25519_private,
    passphrase,
    password,
    pem_body,
    pick,
    thing_name,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_SK = "s" + "k."
_SNTRYS = "sntry" + "s_"
_SNTRYU = "sntry" + "u_"
_GH_PAT = "github" + "_pat_"
_GHP = "gh" + "p_"
_GHS = "gh" + "s_"
_GLSA = "gl" + "sa_"
_DCKR = "dckr" + "_pat_"
_ATLAS = ".atlas" + "v1."
_HVS = "hv" + "s."
_NCS = "NC" + "S"
_PEM_BEGIN = "-----BEGIN "
_PEM_END = "-----END "
_PRIV = "PRIVATE KEY-----"

AWS_ID = UPPER + "234567"
AWS_SECRET = ALNUM + "+/"


def _aws_id(r: Random, prefix: str = _AKIA) -> str:
    return prefix + pick(r, AWS_ID, 16)


def _aws_secret(r: Random) -> str:
    return pick(r, AWS_SECRET, 40)


def _session_token(r: Random, nbytes: int = 560) -> str:
    raw = b"\x21\x0a\x09origin_ec\x10\x0a\x1a\x0eap-northeast-2" + r.randbytes(nbytes)
    return base64.b64encode(raw).decode()


def _aws_env(r: Random) -> dict[str, str]:
    return {
        "id": _aws_id(r),
        "sk": _aws_secret(r),
        "profile": r.choice(("boralet-prod", "brno-lab", "fleet-ci", "timestream-ro")),
        "thing": thing_name(r),
    }


def _aws_files(r: Random) -> dict[str, str]:
    return {
        "id": _aws_id(r),
        "sk": _aws_secret(r),
        "id2": _aws_id(r),
        "sk2": _aws_secret(r),
        "acct": account(r),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "id": _aws_id(r, _ASIA),
        "sk": _aws_secret(r),
        "tok": _session_token(r, r.choice((420, 560, 610))),
        "acct": account(r),
        "exp": f"2032-02-{r.randint(10, 27):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}Z",
    }


def _rsa_key(r: Random) -> dict[str, str]:
    der = bytes.fromhex("308204a40201000282010100") + r.randbytes(1180)
    body = pem_body(der)
    return {
        "body": body,
        "bodyj": body.replace("\n", "\\n"),
        "thing": thing_name(r),
        "cert": hexs(r, 64),
    }


def _pkcs8_rsa(r: Random) -> dict[str, str]:
    prefix = "308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100"
    return {"body": pem_body(bytes.fromhex(prefix) + r.randbytes(1170)), "thing": thing_name(r)}


def _ec_key(r: Random) -> dict[str, str]:
    der = (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + r.randbytes(64)
    )
    return {"body": pem_body(der), "thing": thing_name(r), "tmpl": f"BoraLetClaim{r.randint(1, 9)}"}


def _presigned(r: Random) -> dict[str, str]:
    tok = _session_token(r, r.choice((380, 450)))
    return {
        "qtok": quote(tok, safe=""),
        "ep": iot_prefix(r),
        "cred": _aws_id(r, _ASIA),
        "sig": hexs(r, 64),
        "day": f"203202{r.randint(10, 27):02d}",
        "hh": f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}",
    }


def _mqtt(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 20, 24))),
        "pw2": passphrase(r),
        "host": r.choice(("mqtt.brq.boralet.io", "10.40.2.11", "emqx.sel.boralet.internal")),
        "thing": thing_name(r),
        "tok": b64url(r, 36),
    }


def _greengrass(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 22))),
        "key": hexs(r, 32),
        "tok": pick(r, ALNUM, 40),
        "thing": thing_name(r),
        "ver": f"1.{r.randint(2, 9)}.{r.randint(0, 30)}",
    }


def _grafana(r: Random) -> dict[str, str]:
    return {
        "id": _aws_id(r),
        "sk": _aws_secret(r),
        "sa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "uid": pick(r, LOWER_ALNUM, 14),
    }


def _mapbox_sk(r: Random, user: str | None = None) -> str:
    u = user or r.choice(ORG_USERS)
    aid = r.choice(("cl", "cm")) + pick(r, LOWER_ALNUM, 23)
    return _SK + b64url_json({"u": u, "a": aid}) + "." + pick(r, B64URL, 22)


ORG_USERS = ("boralet", "boralet-ops", "jihoonkim", "jnovak-brno")


def _mapbox(r: Random) -> dict[str, str]:
    return {"t": _mapbox_sk(r), "ts": f"boralet.{pick(r, LOWER_ALNUM, 8)}"}


def _kakao(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "k2": hexs(r, 32), "app": num(r, 7)}


def _sentry(r: Random) -> dict[str, str]:
    payload = {
        "iat": 1958000000 + r.randint(0, 2600000),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "boralet",
    }
    return {
        "org": _SNTRYS + b64url_json(payload) + "_" + pick(r, B64URL, 43),
        "user": _SNTRYU + hexs(r, 64),
        "rel": f"fleet-api@2032.2.{r.randint(1, 40)}",
    }


def _gh_fine(r: Random) -> dict[str, str]:
    return {
        "t": _GH_PAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        "repo": r.choice(("px4-fleet", "fleet-api", "gcs-web", "ulog-pipeline")),
    }


def _gh_classic(r: Random) -> dict[str, str]:
    return {
        "t": _GHP + pick(r, ALNUM, 36),
        "s": _GHS + pick(r, ALNUM, 36),
        "run": num(r, 11),
    }


def _runner(r: Random) -> dict[str, str]:
    return {
        "t": "A" + pick(r, UPPER_ALNUM, 28),
        "repo": r.choice(("px4-fleet", "fleet-api", "hitl-bench")),
        "host": r.choice(("jetson-orin-07", "hitl-brno-2", "mac-mini-seongsu")),
    }


def _dji(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 32),
        "lic": b64(r, r.choice((198, 204, 210))),
        "app": num(r, 6),
    }


def _skydio(r: Random) -> dict[str, str]:
    return {
        "t": pick(r, ALNUM, 64),
        "wh": "whsec_" + pick(r, ALNUM, 32),
        "sn": "X10" + pick(r, UPPER_ALNUM, 9),
    }


def _mavlink(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 64),
        "aes": hexs(r, 32).upper(),
        "pp": passphrase(r),
        "sys": str(r.randint(2, 250)),
        "b64": b64(r, 32),
    }


def _wifi(r: Random) -> dict[str, str]:
    return {
        "pw": passphrase(r),
        "pw2": password(r, r.choice((16, 20))),
        "psk": hexs(r, 64),
        "ssid": f"BL-{r.choice(('HANGAR', 'DOCK', 'FIELD', 'LAB'))}-{r.randint(1, 40):02d}",
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("jetson", "ubuntu", "pi", "deploy"))
    host = r.choice(("orin-sel-03", "cm4-brq-11", "gcs-laptop", "hitl-brno-2"))
    return {"body": openssh_ed25519_private(r, f"{who}@{host}"), "who": who, "host": host}


def _ntrip(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.", r.choice((15, 17, 19))),
        "user": r.choice(("boralet-rtk", "bl-sel-base", "jnovak-rtk", "ops-brno")),
        "mount": r.choice(("SEOUL_RTCM32", "BRNO_VRS", "SUWN00KOR0", "TUBO00CZE0", "GNG_MSM7")),
    }


def _telegram(r: Random) -> dict[str, str]:
    return {
        "t": num(r, r.choice((9, 10))) + ":AA" + pick(r, B64URL, 33),
        "chat": "-100" + num(r, 10),
    }


def _slack(r: Random) -> dict[str, str]:
    return {
        "t": pick(r, ALNUM, 24),
        "team": "T0" + pick(r, UPPER_ALNUM, 9),
        "chan": "B0" + pick(r, UPPER_ALNUM, 9),
    }


def _registry(r: Random) -> dict[str, str]:
    payload = {
        "payload": b64(r, 330),
        "datakey": b64(r, 120),
        "version": "2",
        "type": "DATA_KEY",
        "expiration": 1959000000 + r.randint(0, 2600000),
    }
    return {
        "d": _DCKR + pick(r, B64URL, 27),
        "ecr": b64_of(json.dumps(payload, separators=(",", ":"))),
        "acct": account(r),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)}


def _vault(r: Random) -> dict[str, str]:
    return {"t": _HVS + "CAESI" + pick(r, B64URL, 86), "acc": pick(r, ALNUM, 24)}


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", r.choice((17, 21, 25))),
        "svc": pick(r, LOWER_ALNUM, 10),
        "proj": pick(r, LOWER_ALNUM, 10),
        "port": str(r.randint(30000, 39999)),
    }


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 22)))
    key = hexs(r, 32)
    return {"pw": pw, "pwb": b64_of(pw), "key": key, "keyb": b64_of(key)}


def _prose_pw(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((passphrase, lambda x: password(x, r.choice((16, 18, 20)))))(r),
        "site": r.choice(("Seongsu", "Tuřany", "Gangnam", "Líšeň")),
        "n": str(r.randint(2, 40)),
    }


def _solapi(r: Random) -> dict[str, str]:
    return {"k": _NCS + pick(r, UPPER_ALNUM, 13), "s": pick(r, UPPER_ALNUM, 32)}


def _jwt(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "RS256", "typ": "JWT", "kid": pick(r, B64URL, 16)})
    claims = {
        "iss": "https://auth.boralet.io",
        "sub": thing_name(r),
        "scope": r.choice(("telemetry:write", "missions:read fleet:admin", "ulog:upload")),
        "exp": 1959000000 + r.randint(0, 2600000),
        "jti": uuid4(r),
    }
    return {
        "jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}",
        "rt": pick(r, B64URL, 43),
    }


def _ed25519(r: Random) -> dict[str, str]:
    der = bytes.fromhex("302e020100300506032b657004220420") + r.randbytes(32)
    return {
        "body": base64.b64encode(der).decode(),
        "hex": hexs(r, 64),
        "pw": passphrase(r),
        "board": r.choice(("px4_fmu-v6x", "px4_fmu-v6c", "ark_fmu-v6x", "cubepilot_cubeorange")),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "cert": hexs(r, 64),
        "ev": hexs(r, 32),
        "sn": "1581F" + pick(r, UPPER_ALNUM, 15),
        "gh": "wydm" + pick(r, "0123456789bcdefghjkmnpqrstuvwxyz", 5),
        "thing": thing_name(r),
        "kk": hexs(r, 32),
        "sk": _aws_secret(r),
        "id": _aws_id(r),
        "mb": _mapbox_sk(r),
        "mk": hexs(r, 64),
        "run": num(r, 11),
        "dep": uuid4(r),
    }


_RSA_B = _PEM_BEGIN + "RSA " + _PRIV
_RSA_E = _PEM_END + "RSA " + _PRIV
_EC_B = _PEM_BEGIN + "EC " + _PRIV
_EC_E = _PEM_END + "EC " + _PRIV
_P8_B = _PEM_BEGIN + _PRIV
_P8_E = _PEM_END + _PRIV
_OSSH_B = _PEM_BEGIN + "OPENSSH " + _PRIV
_OSSH_E = _PEM_END + "OPENSSH " + _PRIV

SECRETS: tuple[Kind, ...] = (
    Kind(
        "aws_access_key_env_and_cli",
        (
            "AWS_ACCESS_KEY_ID=⟨id⟩\nAWS_SECRET_ACCESS_KEY=⟨sk⟩\nAWS_DEFAULT_REGION=ap-northeast-2",
            "$ aws configure set aws_secret_access_key ⟨sk⟩ --profile ⟨profile⟩",
            "$ AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws timestream-query query "
            '--query-string \'SELECT * FROM "fleet"."telemetry" ORDER BY time DESC LIMIT 10\'',
            "- name: Configure AWS credentials\n  uses: aws-actions/configure-aws-credentials@v4\n"
            "  with:\n    aws-access-key-id: ⟨id⟩\n    aws-secret-access-key: ⟨sk⟩\n"
            "    aws-region: ap-northeast-2",
            "CI용 IAM 사용자 액세스 키 ⟨id⟩, 시크릿 키 ⟨sk⟩ — OIDC로 옮기면 바로 폐기할 것",
            "Klíče pro brněnský HIL stand: ⟨id⟩ / ⟨sk⟩ (smazat po přechodu na OIDC)",
            'iot = boto3.client("iot-data", region_name="ap-northeast-2", '
            'aws_access_key_id="⟨id⟩", aws_secret_access_key="⟨sk⟩")',
        ),
        _aws_env,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_credentials_file_and_tf",
        (
            "~/.aws/credentials on the Brno HIL box:\n[default]\naws_access_key_id = ⟨id⟩\n"
            "aws_secret_access_key = ⟨sk⟩\n\n[boralet-prod]\naws_access_key_id = ⟨id2⟩\n"
            "aws_secret_access_key = ⟨sk2⟩\nregion = ap-northeast-2",
            'provider "aws" {\n  region     = "ap-northeast-2"\n  access_key = "⟨id⟩"\n'
            '  secret_key = "⟨sk⟩"\n}',
            "docker run --rm -e AWS_ACCESS_KEY_ID=⟨id⟩ -e AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "⟨acct⟩.dkr.ecr.ap-northeast-2.amazonaws.com/ulog-ingest:latest",
            "[profile fleet-ci]\nregion = eu-central-1\naws_access_key_id=⟨id2⟩\n"
            "aws_secret_access_key=⟨sk2⟩",
            "| profile | access key id | secret |\n|---|---|---|\n| brno-lab | ⟨id⟩ | ⟨sk⟩ |\n"
            "| seoul-ops | ⟨id2⟩ | ⟨sk2⟩ |",
            "aws_secret_access_key 값이 ⟨sk⟩ 인데, 이건 지훈님 개인 키라서 공유 노트에서 지워야 함",
        ),
        _aws_files,
        n=6,
        secrets=("sk", "sk2"),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨id⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨tok⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    },\n    "AssumedRoleUser": {\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/FleetDeploy/jihoon"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨id⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            "Greengrass TES (curl $AWS_CONTAINER_CREDENTIALS_FULL_URI) vrátil:\n"
            '{"AccessKeyId":"⟨id⟩","SecretAccessKey":"⟨sk⟩","Token":"⟨tok⟩",'
            '"Expiration":"⟨exp⟩"}',
            "aws_session_token = ⟨tok⟩\naws_secret_access_key = ⟨sk⟩",
        ),
        _sts,
        n=7,
        secrets=("sk", "tok"),
    ),
    Kind(
        "aws_iot_device_rsa_private_key",
        (
            "certs/⟨thing⟩.private.pem.key:\n" + _RSA_B + "\n⟨body⟩\n" + _RSA_E,
            _RSA_B + "\n⟨body⟩\n" + _RSA_E + "\n",
            "aws iot create-keys-and-certificate --set-as-active 출력 중 키 부분:\n"
            '"certificateId": "⟨cert⟩",\n"keyPair": {\n    "PrivateKey": "'
            + _RSA_B
            + "\\n⟨bodyj⟩\\n"
            + _RSA_E
            + '\\n"\n}',
            "Klíč k zařízení ⟨thing⟩ (ze starého provisioning skriptu):\n\n"
            + _RSA_B
            + "\n⟨body⟩\n"
            + _RSA_E,
        ),
        _rsa_key,
        n=7,
        secrets=("body", "bodyj"),
    ),
    Kind(
        "pkcs8_rsa_private_key",
        (
            _P8_B + "\n⟨body⟩\n" + _P8_E,
            "Greengrass core ⟨thing⟩ /greengrass/v2/privKey.key:\n" + _P8_B + "\n⟨body⟩\n" + _P8_E,
            "openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 결과 (⟨thing⟩):\n"
            + _P8_B
            + "\n⟨body⟩\n"
            + _P8_E,
        ),
        _pkcs8_rsa,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "fleet_provisioning_ec_private_key",
        (
            _EC_B + "\n⟨body⟩\n" + _EC_E,
            "Claim key for template ⟨tmpl⟩ (bootstrap only, still a credential):\n"
            + _EC_B
            + "\n⟨body⟩\n"
            + _EC_E,
            "$ openssl ecparam -name prime256v1 -genkey -noout -out ⟨thing⟩.key && cat "
            "⟨thing⟩.key\n" + _EC_B + "\n⟨body⟩\n" + _EC_E,
            "프로비저닝 클레임 키 (템플릿 ⟨tmpl⟩):\n" + _EC_B + "\n⟨body⟩\n" + _EC_E,
        ),
        _ec_key,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "iot_presigned_websocket_url",
        (
            "wss://⟨ep⟩-ats.iot.ap-northeast-2.amazonaws.com/mqtt?X-Amz-Algorithm="
            "AWS4-HMAC-SHA256&X-Amz-Credential=⟨cred⟩%2F⟨day⟩%2Fap-northeast-2%2F"
            "iotdevicegateway%2Faws4_request&X-Amz-Date=⟨day⟩T⟨hh⟩Z&X-Amz-SignedHeaders=host"
            "&X-Amz-Signature=⟨sig⟩&X-Amz-Security-Token=⟨qtok⟩",
            "GCS web app connected with this presigned URL (valid 1h, copied from devtools): "
            "wss://⟨ep⟩-ats.iot.ap-northeast-2.amazonaws.com/mqtt?X-Amz-Algorithm="
            "AWS4-HMAC-SHA256&X-Amz-Credential=⟨cred⟩%2F⟨day⟩%2Fap-northeast-2%2F"
            "iotdevicegateway%2Faws4_request&X-Amz-Date=⟨day⟩T⟨hh⟩Z&X-Amz-Security-Token="
            "⟨qtok⟩&X-Amz-SignedHeaders=host&X-Amz-Signature=⟨sig⟩",
        ),
        _presigned,
        n=6,
        secrets=("qtok",),
    ),
    Kind(
        "mqtt_broker_passwords",
        (
            "$ mosquitto_pub -h ⟨host⟩ -p 8883 --cafile ca.pem -u ⟨thing⟩ -P '⟨pw⟩' "
            "-t fleet/⟨thing⟩/telemetry -m '{\"bat\":81}'",
            "# /etc/mosquitto/conf.d/bridge.conf\nconnection brno-to-seoul\naddress ⟨host⟩:8883\n"
            "remote_username bridge-brq\nremote_password ⟨pw⟩\ntopic fleet/# both 1",
            "EMQX dashboard admin: admin / ⟨pw2⟩ (změněno po instalaci)",
            "MQTT 브로커 비밀번호: ⟨pw⟩ — 드론 쪽 mavlink-router 설정에도 같은 값",
            "mosquitto_sub -h ⟨ep⟩-ats.iot.ap-northeast-2.amazonaws.com -p 443 "
            "-u 'gcs?x-amz-customauthorizer-name=FleetTokenAuth' -P '⟨tok⟩' -t 'fleet/#'",
            'mqtt:\n  host: ⟨host⟩\n  username: ⟨thing⟩\n  password: "⟨pw⟩"',
        ),
        lambda r: {**_mqtt(r), "ep": iot_prefix(r)},
        n=7,
        secrets=("pw", "pw2", "tok"),
    ),
    Kind(
        "greengrass_component_config_secret",
        (
            "$ sudo /greengrass/v2/bin/greengrass-cli deployment create --merge "
            '"com.boralet.Telemetry=⟨ver⟩" --update-config \'{"com.boralet.Telemetry":'
            '{"MERGE":{"ntripPassword":"⟨pw⟩","kakaoRestKey":"⟨key⟩"}}}\'',
            '"ComponentConfiguration": {\n  "DefaultConfiguration": {\n'
            '    "uplinkApiToken": "⟨tok⟩",\n    "publishIntervalMs": 500\n  }\n}',
            "recipe.yaml:\nComponentConfiguration:\n  DefaultConfiguration:\n"
            '    ntripUser: "boralet-rtk"\n    ntripPassword: "⟨pw⟩"\n    mountpoint: SEOUL_RTCM32',
            "Na ⟨thing⟩ je v effectiveConfig.yaml natvrdo uplinkApiToken: ⟨tok⟩ — přesunout do "
            "Secret Manageru",
        ),
        _greengrass,
        n=7,
        secrets=("pw", "key", "tok"),
    ),
    Kind(
        "grafana_timestream_datasource",
        (
            "apiVersion: 1\ndatasources:\n  - name: Timestream fleet\n"
            "    type: grafana-timestream-datasource\n    uid: ⟨uid⟩\n    jsonData:\n"
            "      authType: keys\n      defaultRegion: ap-northeast-2\n    secureJsonData:\n"
            "      accessKey: ⟨id⟩\n      secretKey: ⟨sk⟩",
            "curl -H 'Authorization: Bearer ⟨sa⟩' https://grafana.boralet.io/api/dashboards/uid/⟨uid⟩",
            "GRAFANA_SA_TOKEN=⟨sa⟩  # Editor, dashboard provisioning from GitHub Actions",
            "Timestream 데이터소스 secretKey=⟨sk⟩ (읽기 전용 IAM 사용자)",
        ),
        _grafana,
        n=6,
        secrets=("sk", "sa"),
    ),
    Kind(
        "mapbox_secret_token",
        (
            "MAPBOX_ACCESS_TOKEN=⟨t⟩ tilesets upload-source boralet no-fly-zones zones.geojson",
            'curl -X POST "https://api.mapbox.com/uploads/v1/boralet?access_token=⟨t⟩" '
            "-H 'Content-Type: application/json' -d @upload.json",
            "Mapbox secret token se scopes uploads:write a tilesets:write: ⟨t⟩",
            "맵박스 시크릿 토큰 (스타일 업로드용, pk 아님): ⟨t⟩",
            "$ mapbox --access-token ⟨t⟩ datasets list",
        ),
        _mapbox,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "mapbox_downloads_token",
        (
            "~/.netrc\nmachine api.mapbox.com\nlogin mapbox\npassword ⟨t⟩",
            "gradle.properties (GCS Android app):\nMAPBOX_DOWNLOADS_TOKEN=⟨t⟩\n"
            "org.gradle.jvmargs=-Xmx4g",
            "iOS build na Macu v Brně potřebuje v ~/.netrc password ⟨t⟩ (downloads:read)",
        ),
        lambda r: {"t": _mapbox_sk(r)},
        n=6,
        secrets=("t",),
    ),
    Kind(
        "kakao_rest_and_admin_keys",
        (
            'curl -G "https://dapi.kakao.com/v2/local/search/address.json" '
            '-H "Authorization: KakaoAK ⟨k⟩" --data-urlencode "query=성동구 성수이로 113"',
            "KAKAO_REST_API_KEY=⟨k⟩\nKAKAO_ADMIN_KEY=⟨k2⟩",
            "카카오 디벨로퍼스 앱 ⟨app⟩ 의 REST API 키는 ⟨k⟩, 어드민 키는 ⟨k2⟩ (서버 전용)",
            'headers = {"Authorization": "KakaoAK ⟨k⟩"}',
            "Kakao admin key pro push notifikace kurýrům: ⟨k2⟩",
        ),
        _kakao,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "sentry_auth_tokens",
        (
            "~/.sentryclirc\n[defaults]\norg = boralet\nproject = fleet-api\n\n"
            "[auth]\ntoken = ⟨org⟩",
            "SENTRY_AUTH_TOKEN=⟨org⟩ sentry-cli releases new ⟨rel⟩",
            "$ sentry-cli --auth-token ⟨user⟩ debug-files upload --org boralet ./build/symbols",
            'curl -H "Authorization: Bearer ⟨user⟩" https://de.sentry.io/api/0/projects/',
            "Sentry user token (Tereza, scope project:releases): ⟨user⟩",
        ),
        _sentry,
        n=7,
        secrets=("org", "user"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "git clone https://x-access-token:⟨t⟩@github.com/boralet/⟨repo⟩.git",
            "$ echo ⟨t⟩ | gh auth login --with-token",
            "GH_TOKEN=⟨t⟩ gh release download v1.15.2-bl.3 --repo boralet/⟨repo⟩",
            "Fine-grained PAT pro ⟨repo⟩ (contents:read, vyprší 2032-05-01): ⟨t⟩",
            "⟨repo⟩ 읽기 전용 PAT: ⟨t⟩",
        ),
        _gh_fine,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "github_classic_and_installation_tokens",
        (
            'curl -H "Authorization: token ⟨t⟩" https://api.github.com/repos/boralet/px4-fleet/'
            "actions/runs/⟨run⟩",
            "Run ⟨run⟩ debug log printed GITHUB_TOKEN=⟨s⟩ because of `set -x`",
            "//npm.pkg.github.com/:_authToken=⟨t⟩\n@boralet:registry=https://npm.pkg.github.com",
            "classic PAT (repo, workflow) do secrets.PX4_SYNC_TOKEN: ⟨t⟩",
        ),
        _gh_classic,
        n=6,
        secrets=("t", "s"),
    ),
    Kind(
        "github_runner_registration_token",
        (
            "$ ./config.sh --url https://github.com/boralet/⟨repo⟩ --token ⟨t⟩ "
            "--labels self-hosted,arm64,jetson --name ⟨host⟩ --unattended",
            "docker run -d -e RUNNER_TOKEN=⟨t⟩ -e REPO_URL=https://github.com/boralet/⟨repo⟩ "
            "myoung34/github-runner:latest",
            "⟨host⟩ 러너 등록 토큰 ⟨t⟩ (1시간 유효)",
            "./config.sh remove --token ⟨t⟩  # ⟨host⟩ jde na reinstalaci",
        ),
        _runner,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "dji_cloud_api_app_credentials",
        (
            "cloud-sdk:\n  app:\n    app-id: ⟨app⟩\n    app-key: ⟨key⟩\n    app-license: ⟨lic⟩",
            "window.djiBridge.platformVerifyLicense('⟨app⟩', '⟨key⟩', '⟨lic⟩')",
            "DJI Pilot 2 라이선스: APP_ID=⟨app⟩ APP_KEY=⟨key⟩\nAPP_LICENSE=⟨lic⟩",
            "DJI developer portál, aplikace BoraLet Dock: App Key ⟨key⟩",
        ),
        _dji,
        n=7,
        secrets=("key", "lic"),
    ),
    Kind(
        "skydio_cloud_api_token",
        (
            'curl -H "Authorization: ⟨t⟩" https://api.skydio.com/api/v0/vehicles',
            "SKYDIO_API_TOKEN=⟨t⟩\nSKYDIO_WEBHOOK_SECRET=⟨wh⟩",
            'requests.get(f"{BASE}/flights", headers={"Authorization": "⟨t⟩"})',
            "Skydio Cloud API token pro ⟨sn⟩ integraci: ⟨t⟩",
            "스카이디오 웹훅 서명 시크릿 ⟨wh⟩",
        ),
        _skydio,
        n=7,
        secrets=("t", "wh"),
    ),
    Kind(
        "mavlink_and_radio_link_keys",
        (
            "MAVLink2 signing key for sysid ⟨sys⟩ (same on GCS): ⟨key⟩",
            "master.setup_signing(bytes.fromhex('⟨key⟩'), sign_outgoing=True)",
            "MAV> signing setup ⟨pp⟩",
            "RFD900x pair v Brně: ATS15=1 a AT&E=⟨aes⟩, pak AT&W a ATZ",
            "/mavlink/mavlink-signing-key.bin (base64): ⟨b64⟩",
            "텔레메트리 라디오 AES 키 ⟨aes⟩ — 양쪽 모뎀에 동일하게",
        ),
        _mavlink,
        n=7,
        secrets=("key", "aes", "pp", "b64"),
    ),
    Kind(
        "companion_wifi_passphrase",
        (
            "# /etc/hostapd/hostapd.conf (Jetson AP)\ninterface=wlan0\nssid=⟨ssid⟩\nwpa=2\n"
            "wpa_key_mgmt=WPA-PSK\nwpa_passphrase=⟨pw⟩",
            "$ nmcli dev wifi connect ⟨ssid⟩ password '⟨pw2⟩'",
            'network={\n    ssid="⟨ssid⟩"\n    psk=⟨psk⟩\n}',
            "격납고 와이파이 ⟨ssid⟩ 비번: ⟨pw⟩",
            "Wi-Fi ⟨ssid⟩ v hangáru, heslo ⟨pw2⟩",
        ),
        _wifi,
        n=6,
        secrets=("pw", "pw2", "psk"),
    ),
    Kind(
        "openssh_private_key_companion",
        (
            "~/.ssh/id_ed25519 (⟨who⟩@⟨host⟩):\n" + _OSSH_B + "\n⟨body⟩\n" + _OSSH_E,
            _OSSH_B + "\n⟨body⟩\n" + _OSSH_E,
            "컴패니언 컴퓨터 ⟨host⟩ 접속 키:\n\n" + _OSSH_B + "\n⟨body⟩\n" + _OSSH_E + "\n",
        ),
        _openssh,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "ntrip_caster_credentials",
        (
            "$ str2str -in ntrip://⟨user⟩:⟨pw⟩@caster.boralet.io:2101/⟨mount⟩ "
            "-out serial://ttyTHS1:115200",
            "ntripclient -s rtk.boralet.io -r 2101 -m ⟨mount⟩ -u ⟨user⟩ -p ⟨pw⟩",
            "RTK: caster rtk.boralet.io:2101, mountpoint ⟨mount⟩, user ⟨user⟩, heslo ⟨pw⟩",
            "NTRIP 계정 ⟨user⟩ / ⟨pw⟩ (⟨mount⟩)",
            "inpstr1-path = ⟨user⟩:⟨pw⟩@caster.boralet.io:2101/⟨mount⟩",
        ),
        _ntrip,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "telegram_bot_token",
        (
            'curl -s "https://api.telegram.org/bot⟨t⟩/sendMessage" -d chat_id=⟨chat⟩ '
            "-d text='Dock 2 offline'",
            "TELEGRAM_BOT_TOKEN=⟨t⟩\nTELEGRAM_CHAT_ID=⟨chat⟩",
            "Bot @boralet_alerts_bot, token od BotFathera: ⟨t⟩",
            "관제 알림 봇 토큰 ⟨t⟩",
        ),
        _telegram,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "slack_incoming_webhook",
        (
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/⟨team⟩/⟨chan⟩/⟨t⟩",
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"Geofence breach"}\' '
            "https://hooks.slack.com/services/⟨team⟩/⟨chan⟩/⟨t⟩",
            "- name: Notify #flight-ops\n  uses: slackapi/slack-github-action@v1\n  env:\n"
            "    SLACK_WEBHOOK_URL: https://hooks.slack.com/services/⟨team⟩/⟨chan⟩/⟨t⟩",
        ),
        _slack,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "container_registry_tokens",
        (
            "$ docker login -u boralet -p ⟨d⟩",
            "DOCKERHUB_TOKEN=⟨d⟩  # push do boralet/px4-sitl",
            "$ docker login --username AWS --password ⟨ecr⟩ "
            "⟨acct⟩.dkr.ecr.ap-northeast-2.amazonaws.com",
            "aws ecr get-login-password 출력 (12시간 유효): ⟨ecr⟩",
        ),
        _registry,
        n=6,
        secrets=("d", "ecr"),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n'
            '    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform plan -var-file=seoul.tfvars",
            "Terraform Cloud team token (boralet/iot-infra): ⟨t⟩",
        ),
        _tfc,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "vault_token",
        (
            "VAULT_ADDR=https://vault.boralet.internal:8200 VAULT_TOKEN=⟨t⟩ vault kv get "
            "secret/fleet/ntrip",
            "$ vault login ⟨t⟩",
            "Vault token pro CI (accessor ⟨acc⟩): ⟨t⟩",
            "볼트 루트 토큰 아님, 운영용 토큰: ⟨t⟩",
        ),
        _vault,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "timescale_postgres_password",
        (
            "DATABASE_URL=postgres://tsdbadmin:⟨pw⟩@⟨svc⟩.⟨proj⟩.tsdb.cloud.timescale.com:"
            "⟨port⟩/tsdb?sslmode=require",
            '$ psql "host=⟨svc⟩.⟨proj⟩.tsdb.cloud.timescale.com port=⟨port⟩ dbname=tsdb '
            'user=tsdbadmin password=⟨pw⟩ sslmode=require"',
            "~/.pgpass: ⟨svc⟩.⟨proj⟩.tsdb.cloud.timescale.com:⟨port⟩:tsdb:tsdbadmin:⟨pw⟩",
            "텔레메트리 DB tsdbadmin 비밀번호는 ⟨pw⟩ 입니다",
            'engine = create_engine("postgresql+psycopg://fleet_rw:⟨pw⟩@⟨svc⟩.internal:5432/fleet")',
        ),
        _pg,
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "kubernetes_secret_values",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: fleet-api\n  namespace: fleet\n"
            "type: Opaque\ndata:\n  DB_PASSWORD: ⟨pwb⟩\n  KAKAO_REST_KEY: ⟨keyb⟩",
            "$ kubectl -n fleet create secret generic ntrip --from-literal=password='⟨pw⟩'",
            "$ kubectl -n fleet get secret fleet-api -o jsonpath='{.data.DB_PASSWORD}' "
            "| base64 -d\n"
            "⟨pw⟩",
            "stringData:\n  KAKAO_REST_KEY: ⟨key⟩\n  DB_PASSWORD: ⟨pw⟩",
        ),
        _k8s,
        n=6,
        secrets=("pw", "pwb", "key", "keyb"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "격납고(⟨site⟩) NAS 관리자 비밀번호는 ⟨pw⟩ 입니다. 다음 주에 바꿀 예정.",
            "Heslo k QGroundControl notebooku č. ⟨n⟩ je ⟨pw⟩.",
            "The DJI Dock ⟨n⟩ local admin password got reset to ⟨pw⟩ during the RMA call.",
            "| system | user | password |\n|---|---|---|\n| Hangar NAS ⟨site⟩ | admin | ⟨pw⟩ |",
            "Pro UPS v hangáru ⟨site⟩: uživatel apc, heslo „⟨pw⟩“.",
            "지상국 노트북 ⟨n⟩번 윈도우 로그인: pilot / ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "solapi_sms_api_secret",
        (
            "SOLAPI_API_KEY=⟨k⟩\nSOLAPI_API_SECRET=⟨s⟩",
            'const messageService = new SolapiMessageService("⟨k⟩", "⟨s⟩");',
            "배송 완료 문자(솔라피) API 키 ⟨k⟩ / 시크릿 ⟨s⟩",
            "SMS brána (Solapi) pro korejské zákazníky — secret ⟨s⟩",
        ),
        _solapi,
        n=6,
        secrets=("s",),
    ),
    Kind(
        "fleet_api_bearer_tokens",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" https://api.boralet.io/v2/missions?status=active',
            '{"access_token":"⟨jwt⟩","token_type":"Bearer","expires_in":3600,'
            '"refresh_token":"⟨rt⟩"}',
            "Token dronu z provisioning logu: ⟨jwt⟩",
            "Authorization: Bearer ⟨jwt⟩",
        ),
        _jwt,
        n=7,
        secrets=("jwt", "rt"),
    ),
    Kind(
        "firmware_signing_key",
        (
            _P8_B + "\n⟨body⟩\n" + _P8_E,
            "Ed25519 key for signing ⟨board⟩ images (bootloader verifies it):\n"
            + _P8_B
            + "\n⟨body⟩\n"
            + _P8_E,
            "펌웨어 서명 개인키 (hex): ⟨hex⟩",
            "SIGNING_KEY_HEX=⟨hex⟩ make ⟨board⟩_default",
            "COSIGN_PASSWORD=⟨pw⟩ cosign sign-blob --key cosign.key build/⟨board⟩_default.px4",
        ),
        _ed25519,
        n=7,
        secrets=("body", "hex", "pw"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Seongsu dock recovery 2032-02-11\n- aircraft SN ⟨sn⟩ (⟨thing⟩)\n"
            "- cert id ⟨cert⟩ reactivated\n- Sentry event ⟨ev⟩\n"
            "- KAKAO_REST_API_KEY=⟨kk⟩ was in the rollback script, rotate it\n"
            "- landing pad geohash ⟨gh⟩",
            "Nasazení ⟨dep⟩ (commit ⟨sha⟩)\n▹ run ⟨run⟩ zelený\n▹ IoT cert ⟨cert⟩\n"
            "▹ omylem vložený aws_secret_access_key = ⟨sk⟩ (pro ⟨id⟩)",
            "릴리스 메모\n* commit ⟨sha⟩\n* MAVLink 서명 키 ⟨mk⟩ (실수로 붙여넣음, 교체 필요)\n"
            "* 이벤트 ⟨ev⟩\n* 기체 ⟨sn⟩",
            "Tile job notes\n- deployment ⟨dep⟩\n- tileset boralet.nofly\n"
            "- MAPBOX_ACCESS_TOKEN=⟨mb⟩\n- geohash ⟨gh⟩, commit ⟨sha⟩",
        ),
        _among,
        n=8,
        secrets=("kk", "sk", "mk", "mb"),
    ),
)
