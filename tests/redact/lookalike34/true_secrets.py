"""True secrets in the memory notes of Tāwhana Agritech's IoT engineer; each kind names the
fields that must not survive. A ``pem…`` field lists each key body line of 16+ characters.
"""

from __future__ import annotations

import base64
import struct
from random import Random

from tests.redact.lookalike34.gen import (
    ALNUM,
    B32,
    B64URL,
    DIGITS,
    PRIV,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    b64url_json,
    c_array,
    hexs,
    hexu,
    num,
    passphrase,
    password,
    pem_begin,
    pem_end,
    pick,
    ulid,
    url_password,
    uuid4,
    wrap,
)

# Vendor prefixes joined from pieces so that no literal here is a credential.
_NNSXS = "NN" + "SXS."
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_GLSA = "gl" + "sa_"
_GLC = "gl" + "c_"
_PLAK = "PL" + "AK"
_GHPAT = "github" + "_pat_"
_MBX_SK = "s" + "k."
_WHSEC = "wh" + "sec_"
_ATLAS = ".atlas" + "v1."
_SLACK = "https://hooks.slack.com/" + "services/"
_DISCORD = "https://discord.com/api/" + "webhooks/"
_RSA = "RSA " + PRIV
_EC = "EC " + PRIV
_SSH = "OPENSSH " + PRIV

_APPS = ("tawhana-soil-hm", "tawhana-riego-tco", "tawhana-water-troughs", "tawhana-effluent")
_DEVS = ("soil-p14-30cm", "trough-07", "rain-gauge-nth", "riego-potrero-3", "pond-level-2")
_PADS = ("P14", "P07", "Kahikatea-3", "Potrero 9", "Lote 21", "P22-north")
_USERS = ("hemi-p", "camila-h", "matias-painemal", "aroha-n", "ops-bot")


def _ctx(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(_APPS),
        "dev": r.choice(_DEVS),
        "pad": r.choice(_PADS),
        "user": r.choice(_USERS),
        "day": f"2028-12-{r.randint(1, 22):02d}",
        "hh": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
    }


def tts_key(r: Random) -> str:
    return _NNSXS + pick(r, B32, 39) + "." + pick(r, B32, 52)


def _tts(r: Random) -> dict[str, str]:
    return _ctx(r) | {"k": tts_key(r), "geui": hexs(r, 16)}


def _otaa(r: Random) -> dict[str, str]:
    ak, ak2 = hexu(r, 32), hexu(r, 32)
    de = "A84041" + hexu(r, 10)
    return _ctx(r) | {
        "ak": ak,
        "ak2": ak2,
        "akl": hexs(r, 32),
        "de": de,
        "del": de.lower(),
        "de2": "A84041" + hexu(r, 10),
        "je": r.choice(("A840410000000101", "70B3D57ED0000000", "0000000000000000")),
    }


def _abp(r: Random) -> dict[str, str]:
    nsk, ask = hexu(r, 32), hexu(r, 32)
    return _ctx(r) | {
        "da": "26" + hexu(r, 6),
        "nsk": nsk,
        "ask": ask,
        "nskc": c_array(nsk),
        "askc": c_array(ask),
    }


def _chirp_jwt(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    claims = {"aud": "chirpstack", "iss": "chirpstack", "sub": uuid4(r), "typ": "key"}
    return _ctx(r) | {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 32)}", "tid": uuid4(r)}


def _chirp_toml(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "s": b64(r, 32),
        "pw": url_password(r, r.choice((20, 24))),
        "pw2": password(r),
    }


def _mqtt(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": r.choice((url_password(r, 22), passphrase(r).replace("#", "-").replace("$", "."))),
        "u": r.choice(("riego-ctrl-tco", "gw-lautaro", "nodered-hm", "pump-p14", "telegraf")),
        "farm": r.choice(("hm-0041", "tco-0007", "hm-0113", "tco-0019")),
    }


def _psk(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "h": hexs(r, r.choice((32, 48, 64))),
        "h2": hexs(r, 32),
        "id": r.choice(("gw-temuco-01", "gw-lautaro-02", "valve-p14", "pump-shed-hm")),
    }


def influx_token(r: Random) -> str:
    return base64.urlsafe_b64encode(r.randbytes(64)).decode()


def _influx(r: Random) -> dict[str, str]:
    return _ctx(r) | {"t": influx_token(r), "org": hexs(r, 16)}


def _telegraf(r: Random) -> dict[str, str]:
    return _ctx(r) | {"k": tts_key(r), "t": influx_token(r), "pw": password(r, 24)}


def _grafana(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    body = {
        "o": num(r, 6),
        "n": f"stack-{stack}-{r.choice(('hm-write', 'alloy-tco', 'logs-read', 'otlp'))}",
        "k": pick(r, ALNUM, 24),
        "m": {"r": r.choice(("prod-au-southeast-0", "prod-sa-east-0"))},
    }
    glc = _GLC + base64.b64encode(
        ("{" + ",".join(f'"{k}":' + _js(v) for k, v in body.items()) + "}").encode()
    ).decode().rstrip("=")
    return _ctx(r) | {
        "glsa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "glc": glc,
        "stack": stack,
    }


def _js(v: object) -> str:
    if isinstance(v, dict):
        return "{" + ",".join(f'"{k}":' + _js(x) for k, x in v.items()) + "}"
    return f'"{v}"'


def _aws(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "akid": _AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": pick(r, ALNUM + "+/", 40),
        "acct": num(r, 12),
    }


def _sts(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "asia": _ASIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": pick(r, ALNUM + "+/", 40),
        "st": "IQoJb3JpZ2luX2VjE" + pick(r, ALNUM, 3) + b64(r, r.choice((540, 600, 660))),
        "acct": num(r, 12),
        "exp": f"2028-12-{r.randint(1, 22):02d}T{r.randint(0, 23):02d}:"
        f"{r.randint(0, 59):02d}:00+00:00",
    }


def _rsa_body(r: Random, sep: str = "\n") -> str:
    return wrap("MIIEpAIBAAKCAQEA" + b64(r, 1180)[16:], 64, sep)


def _iot_key(r: Random) -> dict[str, str]:
    thing = r.choice(("trough-07", "pump-p14", "riego-ctrl-tco", "weather-stn-hm"))
    return _ctx(r) | {
        "pem": _rsa_body(r),
        "pemj": _rsa_body(r, "\\n"),
        "cid": hexs(r, 64),
        "thing": thing,
        "pub": wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 270)[44:], 64, "\\n"),
    }


def _ec_der(r: Random) -> bytes:
    return (
        bytes.fromhex("307702010104" + "20")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200" + "04")
        + r.randbytes(64)
    )


def _ec(r: Random) -> dict[str, str]:
    body = base64.b64encode(_ec_der(r)).decode()
    return _ctx(r) | {
        "pem": wrap(body, 64),
        "pemi": wrap(body, 64, "\n      "),
        "geui": gweui_like(r),
    }


def gweui_like(r: Random) -> str:
    return r.choice(("ac1f09fffe", "b827ebfffe", "24e124fffe")) + hexs(r, 6)


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _openssh(r: Random) -> dict[str, str]:
    seed, pub = r.randbytes(32), r.randbytes(32)
    comment = r.choice(("hemi@kahikatea", "ansible@tco-ops", "gw-fleet@tawhana"))
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = r.randbytes(4)
    priv = check + check + blob + _ssh_string(seed + pub) + _ssh_string(comment.encode())
    priv += bytes(range(1, 1 + (-len(priv)) % 8))
    raw = (
        b"openssh-key-v1\x00"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(blob)
        + _ssh_string(priv)
    )
    return _ctx(r) | {"pem": wrap(base64.b64encode(raw).decode(), 70), "comment": comment}


def _gcp(r: Random) -> dict[str, str]:
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(r, 1200)[50:1574]
    project = r.choice(("tawhana-ee-ndvi", "tawhana-earthengine", "agro-tco-ee"))
    return _ctx(r) | {
        "pem": wrap(body, 64, "\\n") + "\\n",
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "project": project,
        "sa": r.choice(("ee-runner", "ndvi-batch", "gee-export"))
        + f"@{project}.iam.gserviceaccount.com",
    }


def _tfc(r: Random) -> dict[str, str]:
    return _ctx(r) | {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM + "-_", 67)}


def _cdse(r: Random) -> dict[str, str]:
    return _ctx(r) | {"cid": "sh-" + uuid4(r), "cs": pick(r, ALNUM, 32)}


def _planet(r: Random) -> dict[str, str]:
    return _ctx(r) | {"k": _PLAK + hexs(r, 32), "aoi": uuid4(r)}


def _edl(r: Random) -> dict[str, str]:
    header = b64url_json(
        {"typ": "JWT", "origin": "Earthdata Login", "sig": "edljwtpubkey_ops", "alg": "RS256"}
    )
    iat = 1858000000 + r.randint(0, 9_000_000)
    claims = {
        "type": "User",
        "uid": r.choice(("tawhana_eo", "hemi_p_eo", "camila_h_agro")),
        "exp": iat + 5_184_000,
        "iat": iat,
        "iss": "https://urs.earthdata.nasa.gov",
        "identity_provider": "edl_ops",
        "acr": "edl",
        "assurance_level": 3,
    }
    return _ctx(r) | {
        "jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}",
        "pw": passphrase(r),
        "u": claims["uid"],
    }


_SITES = (("-37.7870", "175.2793"), ("-37.8912", "175.4650"), ("-38.7359", "-72.5904"),
          ("-38.6011", "-72.4410"))  # fmt: skip


def _owm(r: Random) -> dict[str, str]:
    lat, lon = r.choice(_SITES)
    return _ctx(r) | {"k": hexs(r, 32), "lat": lat, "lon": lon}


def _wx(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "k": pick(r, ALNUM, 32),
        "pw": pick(r, ALNUM, r.choice((16, 18))),
        "vc": pick(r, UPPER_ALNUM, 25),
        "mu": r.choice(("tawhana_agritech", "tawhana_agro_cl", "tawhana_hemi")),
    }


def _deere(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "cid": "0oa" + pick(r, ALNUM, 17),
        "cs": pick(r, B64URL, 40),
        "rt": pick(r, B64URL, 43),
        "org": num(r, 6),
    }


def _webhook(r: Random) -> dict[str, str]:
    return _ctx(r) | {"wh": _WHSEC + b64(r, 24), "hx": hexs(r, 64), "wid": uuid4(r)}


def _twilio(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
        "sec": pick(r, ALNUM, 32),
        "to": "+6421" + pick(r, DIGITS, 7),
        "to_cl": "+569" + pick(r, DIGITS, 8),
    }


def _hooks(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "tw": "T0" + pick(r, UPPER_ALNUM, 8),
        "bw": "B0" + pick(r, UPPER_ALNUM, r.choice((8, 9))),
        "st": pick(r, ALNUM, 24),
        "did": num(r, 19),
        "dt": pick(r, B64URL, 68),
    }


def _ghpat(r: Random) -> dict[str, str]:
    return _ctx(r) | {"t": _GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


def _mapbox(r: Random) -> dict[str, str]:
    user = r.choice(("tawhana", "tawhana-agro", "hemi-tawhana"))
    body = b64url_json({"u": user, "a": "cm" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 23)})
    return _ctx(r) | {"t": _MBX_SK + body + "." + pick(r, B64URL, 22), "mu": user}


def _particle(r: Random) -> dict[str, str]:
    return _ctx(r) | {"t": hexs(r, 40), "did": hexs(r, 24)}


def _wifi(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": passphrase(r),
        "h": hexs(r, 64),
        "ssid": r.choice(("Galpon-Lautaro", "TAWHANA-SHED", "Wharekai-IoT", "Lecheria_Temuco")),
    }


def _prose(r: Random) -> dict[str, str]:
    return _ctx(r) | {"pw": r.choice((passphrase(r), password(r, 18)))}


def _db(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": url_password(r, r.choice((18, 24, 28))),
        "host": r.choice(
            (
                "tsdb-prod.cx8k2p1qz7ab.ap-southeast-2.rds.amazonaws.com",
                "10.40.2.15",
                "pg.tco.tawhana-agri.cl",
                "tsdb.hm.internal",
            )
        ),
    }


def _among(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "k": tts_key(r),
        "ak": hexu(r, 32),
        "pw": passphrase(r),
        "de": "24E124" + hexu(r, 10),
        "geui": "AC1F09FFFE" + hexu(r, 6),
        "sha": hexs(r, 64),
        "scene": f"S2{r.choice('AB')}_MSIL2A_202812{r.randint(1, 22):02d}T221941_N0511_R029_T60HUD_"
        f"202812{r.randint(1, 22):02d}T{r.randint(10, 23)}{r.randint(10, 59)}12",
        "corr": ulid(r),
        "fc": str(r.randint(1000, 60000)),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "tts_api_key",
        (
            "ttn-lw-cli login --api-key ⟨k⟩",
            'curl -H "Authorization: Bearer ⟨k⟩" '
            '"https://au1.cloud.thethings.network/api/v3/as/applications/⟨app⟩/packages/'
            'storage/uplink_message?last=12h&field_mask=up.uplink_message.decoded_payload"',
            "# .env (ingest worker, Hamilton)\nTTS_CLUSTER=au1\nTTS_APP_ID=⟨app⟩\nTTS_API_KEY=⟨k⟩",
            "mosquitto_sub -h au1.cloud.thethings.network -p 8883 --capath /etc/ssl/certs "
            "-u '⟨app⟩@ttn' -P '⟨k⟩' -t 'v3/⟨app⟩@ttn/devices/+/up' -v",
            "La API key de la aplicación ⟨app⟩ en TTS (leer tráfico + escribir downlinks) es "
            "⟨k⟩ — rotarla después de la demo.",
        ),
        _tts,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "basic_station_gateway_key",
        (
            "echo \"Authorization: Bearer ⟨k⟩\" | perl -p -e 's/\\r\\n|\\n|\\r/\\r\\n/' > tc.key",
            "$ cat /opt/basicstation/cups.key\nAuthorization: Bearer ⟨k⟩",
            "LNS key for gateway eui-⟨geui⟩ (Basic Station, wss://au1.cloud.thethings.network:8887):"
            " ⟨k⟩",
            "# group_vars/gateways_tco.yml\nbasicstation_cups_uri: "
            "https://au1.cloud.thethings.network:443\nbasicstation_cups_key: "
            '"Authorization: Bearer ⟨k⟩"',
        ),
        _tts,
        n=6,
        secrets=("k",),
    ),
    Kind(
        "lorawan_otaa_app_key",
        (
            "ttn-lw-cli end-devices create ⟨app⟩ ⟨dev⟩ --dev-eui ⟨de⟩ --join-eui ⟨je⟩ "
            "--frequency-plan-id AU_915_928_FSB_2 --lorawan-version 1.0.3 "
            "--lorawan-phy-version 1.0.3-a --root-keys.app-key.key ⟨ak⟩",
            "dev_eui,join_eui,app_key,name,paddock\n⟨de⟩,⟨je⟩,⟨ak⟩,⟨dev⟩,⟨pad⟩\n"
            "⟨de2⟩,⟨je⟩,⟨ak2⟩,⟨dev⟩-b,⟨pad⟩",
            "AT+DEUI=⟨de⟩\nAT+APPEUI=⟨je⟩\nAT+APPKEY=⟨ak⟩\nATZ",
            "curl -X POST https://chirpstack.tco.tawhana-agri.cl/api/devices/⟨del⟩/keys "
            "-H 'Grpc-Metadata-Authorization: Bearer $CS_TOKEN' "
            '-d \'{"deviceKeys":{"nwkKey":"⟨akl⟩","appKey":"00000000000000000000000000000000"}}\'',
            "AppKey del sensor ⟨dev⟩ (⟨pad⟩): ⟨ak⟩ — DevEUI ⟨de⟩, JoinEUI ⟨je⟩.",
        ),
        _otaa,
        n=7,
        secrets=("ak", "ak2", "akl"),
    ),
    Kind(
        "lorawan_abp_session_keys",
        (
            "ttn-lw-cli end-devices create ⟨app⟩ ⟨dev⟩ --abp --session.dev-addr ⟨da⟩ "
            "--session.keys.app-s-key.key ⟨ask⟩ --session.keys.f-nwk-s-int-key.key ⟨nsk⟩ "
            "--frequency-plan-id AU_915_928_FSB_2 --lorawan-version 1.0.2",
            "// LMIC sketch for the old pond sensor\nstatic const PROGMEM u1_t NWKSKEY[16] = { "
            "⟨nskc⟩ };\nstatic const u1_t PROGMEM APPSKEY[16] = { ⟨askc⟩ };\n"
            "static const u4_t DEVADDR = 0x⟨da⟩;",
            "abp:\n  dev_addr: ⟨da⟩\n  nwk_s_key: ⟨nsk⟩\n  app_s_key: ⟨ask⟩\n  fcnt_check: false",
            "Claves ABP del medidor ⟨dev⟩ — NwkSKey ⟨nsk⟩, AppSKey ⟨ask⟩, DevAddr ⟨da⟩.",
        ),
        _abp,
        n=7,
        secrets=("nsk", "ask", "nskc", "askc"),
    ),
    Kind(
        "chirpstack_api_key",
        (
            "export CHIRPSTACK_API_TOKEN=⟨jwt⟩",
            'grpcurl -H "authorization: Bearer ⟨jwt⟩" -d \'{"applicationId":"⟨tid⟩","limit":50}\' '
            "chirpstack.tco.tawhana-agri.cl:443 api.DeviceService/List",
            'channel = grpc.secure_channel("chirpstack.tco.tawhana-agri.cl:443", creds)\n'
            'auth = [("authorization", "Bearer ⟨jwt⟩")]\n'
            "client = api.DeviceServiceStub(channel)",
            "Token de API de ChirpStack (tenant Temuco, creado ⟨day⟩): ⟨jwt⟩",
        ),
        _chirp_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "chirpstack_toml_secrets",
        (
            '[api]\n  bind="0.0.0.0:8080"\n  secret="⟨s⟩"',
            '[postgresql]\n  dsn="postgres://chirpstack:⟨pw⟩@localhost/chirpstack?sslmode=disable"'
            "\n  max_open_connections=10",
            '[integration.mqtt.auth.generic]\n  servers=["tcp://mosquitto:1883"]\n'
            '  username="chirpstack-gw-bridge"\n  password="⟨pw⟩"',
            "chirpstack.toml en el servidor de Temuco: api.secret = ⟨s⟩, redis password "
            "⟨pw2⟩ (generados con openssl rand)",
        ),
        _chirp_toml,
        n=7,
        secrets=("s", "pw", "pw2"),
    ),
    Kind(
        "mqtt_broker_password",
        (
            "mosquitto_pub -h mqtt.tawhana-agri.co.nz -p 8883 --cafile ca.crt -u ⟨u⟩ "
            "-P '⟨pw⟩' -t farms/⟨farm⟩/pump/cmd -m '{\"on\":true}'",
            "sudo mosquitto_passwd -b /etc/mosquitto/passwd ⟨u⟩ '⟨pw⟩'",
            'client = mqtt.Client(client_id="⟨u⟩")\nclient.username_pw_set("⟨u⟩", "⟨pw⟩")\n'
            'client.tls_set()\nclient.connect("mqtt.tawhana-agri.co.nz", 8883)',
            "MQTT_URL=mqtts://⟨u⟩:⟨pw⟩@mqtt.tawhana-agri.co.nz:8883",
            "Usuario MQTT del controlador de riego: ⟨u⟩ / contraseña: ⟨pw⟩",
        ),
        _mqtt,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "mosquitto_tls_psk",
        (
            "$ sudo cat /etc/mosquitto/psk_file\n⟨id⟩:⟨h⟩\ngw-spare:⟨h2⟩",
            "mosquitto_pub -h 10.40.2.9 -p 8884 --psk ⟨h⟩ --psk-identity ⟨id⟩ "
            "-t riego/valvulas/3 -m close",
            "PSK for ⟨id⟩ on the shed broker listener 8884: ⟨h⟩ (identity is the hostname)",
        ),
        _psk,
        n=6,
        secrets=("h", "h2"),
    ),
    Kind(
        "influxdb_token",
        (
            "influx config create --config-name tawhana-prod --host-url "
            "https://influx.tawhana-agri.co.nz --org tawhana --token ⟨t⟩ --active",
            "INFLUX_URL=https://influx.tawhana-agri.co.nz\nINFLUX_ORG_ID=⟨org⟩\nINFLUX_TOKEN=⟨t⟩",
            'curl --request POST "https://influx.tawhana-agri.co.nz/api/v2/write?org=tawhana&'
            'bucket=soil&precision=s" --header "Authorization: Token ⟨t⟩" '
            "--data-binary 'soil,paddock=⟨pad⟩ vwc=31.4,temp=14.2'",
            "datasources:\n  - name: InfluxDB soil\n    type: influxdb\n    jsonData:\n"
            "      version: Flux\n      organization: tawhana\n    secureJsonData:\n"
            "      token: ⟨t⟩",
            'client = InfluxDBClient(url="https://influx.tawhana-agri.co.nz", token="⟨t⟩", '
            'org="tawhana")',
        ),
        _influx,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "telegraf_config_secrets",
        (
            '[[inputs.mqtt_consumer]]\n  servers = ["ssl://au1.cloud.thethings.network:8883"]\n'
            '  topics = ["v3/+/devices/+/up"]\n  username = "⟨app⟩@ttn"\n  password = "⟨k⟩"\n'
            '  data_format = "json_v2"',
            '[[outputs.influxdb_v2]]\n  urls = ["https://influx.tawhana-agri.co.nz"]\n'
            '  token = "⟨t⟩"\n  organization = "tawhana"\n  bucket = "lorawan"',
            '[[inputs.mqtt_consumer]]\n  servers = ["tcp://10.40.2.9:1883"]\n'
            '  username = "telegraf"\n  password = "⟨pw⟩"\n[[outputs.influxdb_v2]]\n'
            '  token = "⟨t⟩"',
        ),
        _telegraf,
        n=7,
        secrets=("k", "t", "pw"),
    ),
    Kind(
        "grafana_tokens",
        (
            'curl -H "Authorization: Bearer ⟨glsa⟩" '
            "https://grafana.tawhana-agri.co.nz/api/search?query=humedad",
            'provider "grafana" {\n  url  = "https://tawhana.grafana.net"\n  auth = "⟨glsa⟩"\n}',
            "GRAFANA_CLOUD_TOKEN=⟨glc⟩  # access policy hm-write, stack ⟨stack⟩",
            'prometheus.remote_write "cloud" {\n  endpoint {\n    url = '
            '"https://prometheus-prod-37-prod-au-southeast-0.grafana.net/api/prom/push"\n'
            '    basic_auth {\n      username = "1638204"\n      password = "⟨glc⟩"\n    }\n  }\n}',
        ),
        _grafana,
        n=7,
        secrets=("glsa", "glc"),
    ),
    Kind(
        "aws_access_key",
        (
            "[tawhana-iot]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = ap-southeast-2",
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_DEFAULT_REGION=ap-southeast-2",
            'provider "aws" {\n  region     = "sa-east-1"\n  access_key = "⟨akid⟩"\n'
            '  secret_key = "⟨sk⟩"\n}',
            "Credenciales IAM del usuario ci-terraform (cuenta ⟨acct⟩): ⟨akid⟩ / ⟨sk⟩ — "
            "borrar cuando migremos a OIDC.",
        ),
        _aws,
        n=7,
        secrets=("akid", "sk"),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨asia⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    },\n    "AssumedRoleUser": {\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/iot-admin/⟨user⟩"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨asia⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "aws configure set aws_session_token ⟨st⟩ --profile tco-readonly",
        ),
        _sts,
        n=7,
        secrets=("asia", "sk", "st"),
    ),
    Kind(
        "aws_iot_device_private_key",
        (
            "$ cat certs/⟨thing⟩-private.pem.key\n" + pem_begin(_RSA) + "\n⟨pem⟩\n" + pem_end(_RSA),
            '{\n  "certificateArn": "arn:aws:iot:ap-southeast-2:123456789012:cert/⟨cid⟩",\n'
            '  "certificateId": "⟨cid⟩",\n  "keyPair": {\n    "PublicKey": "'
            + pem_begin("PUBLIC KEY")
            + "\\n⟨pub⟩\\n"
            + pem_end("PUBLIC KEY")
            + '\\n",\n    "PrivateKey": "'
            + pem_begin(_RSA)
            + "\\n⟨pemj⟩\\n"
            + pem_end(_RSA)
            + '\\n"\n  }\n}',
            "Private key of thing ⟨thing⟩ (cert ⟨cid⟩), before it went into the secure element:\n\n"
            + pem_begin(_RSA)
            + "\n⟨pem⟩\n"
            + pem_end(_RSA)
            + "\n",
        ),
        _iot_key,
        n=7,
        secrets=("pem", "pemj"),
    ),
    Kind(
        "gateway_ec_private_key",
        (
            "$ cat /opt/basicstation/tc.key\n" + pem_begin(_EC) + "\n⟨pem⟩\n" + pem_end(_EC),
            "Clave privada del cliente TLS del gateway eui-⟨geui⟩ (galpón Lautaro):\n"
            + pem_begin(_EC)
            + "\n⟨pem⟩\n"
            + pem_end(_EC),
            "- name: Install gateway client key\n  copy:\n    dest: /etc/station/tc.key\n"
            "    mode: '0600'\n    content: |\n      "
            + pem_begin(_EC)
            + "\n      ⟨pemi⟩\n      "
            + pem_end(_EC),
        ),
        _ec,
        n=7,
        secrets=("pem", "pemi"),
    ),
    Kind(
        "openssh_private_key",
        (
            pem_begin(_SSH) + "\n⟨pem⟩\n" + pem_end(_SSH),
            "Key the gateway fleet accepts (⟨comment⟩), from ~/.ssh/id_ed25519:\n\n"
            + pem_begin(_SSH)
            + "\n⟨pem⟩\n"
            + pem_end(_SSH),
        ),
        _openssh,
        n=6,
        secrets=("pem",),
    ),
    Kind(
        "gcp_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨project⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "'
            + pem_begin(PRIV)
            + "\\n⟨pem⟩"
            + pem_end(PRIV)
            + '\\n",\n  "client_email": "⟨sa⟩",\n  "client_id": "⟨cid⟩",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'Earth Engine export key, just the field:\n"private_key": "'
            + pem_begin(PRIV)
            + "\\n⟨pem⟩"
            + pem_end(PRIV)
            + '\\n"',
        ),
        _gcp,
        n=6,
        secrets=("pem",),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform -chdir=infra/aws-iot plan",
            "terraform login gave me a user token: ⟨t⟩ (team token is in 1Password)",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "copernicus_client_secret",
        (
            "curl -d 'grant_type=client_credentials' -d 'client_id=⟨cid⟩' -d "
            "'client_secret=⟨cs⟩' https://identity.dataspace.copernicus.eu/auth/realms/CDSE/"
            "protocol/openid-connect/token",
            '[default-profile]\nsh_client_id = "⟨cid⟩"\nsh_client_secret = "⟨cs⟩"\n'
            'sh_base_url = "https://sh.dataspace.copernicus.eu"',
            "config = SHConfig()\nconfig.sh_client_id = '⟨cid⟩'\nconfig.sh_client_secret = '⟨cs⟩'",
            "Cliente OAuth de Copernicus para el NDVI semanal: id ⟨cid⟩, secreto ⟨cs⟩.",
        ),
        _cdse,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "planet_api_key",
        (
            "PL_API_KEY=⟨k⟩",
            "curl -u ⟨k⟩: https://api.planet.com/data/v1/quick-search -H 'Content-Type: "
            "application/json' -d @aoi-⟨pad⟩.json",
            'curl -H "Authorization: api-key ⟨k⟩" '
            '"https://api.planet.com/basemaps/v1/mosaics?name__contains=global_monthly_2028_11"',
            "Planet key for the Temuco pilot (quota 5,000 km²): ⟨k⟩",
        ),
        _planet,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "earthdata_login_credentials",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" -O https://data.lpdaac.earthdatacloud.nasa.gov/'
            "lp-prod-protected/HLSS30.020/HLS.S30.T60HUD.2028336T222539.v2.0/"
            "HLS.S30.T60HUD.2028336T222539.v2.0.B8A.tif",
            "EARTHDATA_TOKEN=⟨jwt⟩",
            "$ cat ~/.netrc\nmachine urs.earthdata.nasa.gov login ⟨u⟩ password ⟨pw⟩",
        ),
        _edl,
        n=7,
        secrets=("jwt", "pw"),
    ),
    Kind(
        "openweathermap_api_key",
        (
            'curl "https://api.openweathermap.org/data/3.0/onecall?lat=⟨lat⟩&lon=⟨lon⟩'
            '&exclude=minutely&units=metric&appid=⟨k⟩"',
            "OWM_API_KEY=⟨k⟩",
            'params = {"lat": ⟨lat⟩, "lon": ⟨lon⟩, "appid": "⟨k⟩", "units": "metric", '
            '"lang": "es"}',
            "Key de OpenWeather (plan One Call 3.0, tope 2000 llamadas/día): ⟨k⟩",
        ),
        _owm,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "weather_vendor_credentials",
        (
            'curl "https://api.tomorrow.io/v4/weather/forecast?location=-37.787,175.279'
            '&timesteps=1h&units=metric&apikey=⟨k⟩"',
            "curl -u ⟨mu⟩:⟨pw⟩ 'https://api.meteomatics.com/2028-12-05T00:00:00Z--"
            "2028-12-08T00:00:00Z:PT1H/t_2m:C,precip_1h:mm,evapotranspiration_1h:mm/"
            "-38.7359,-72.5904/json'",
            "https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services/"
            "timeline/Hamilton%2CNZ/next7days?unitGroup=metric&key=⟨vc⟩&contentType=json",
            "Meteomatics login: ⟨mu⟩ / ⟨pw⟩ (trial until 2029-01-31)",
        ),
        _wx,
        n=7,
        secrets=("k", "pw", "vc"),
    ),
    Kind(
        "deere_oauth_credentials",
        (
            "curl -u ⟨cid⟩:⟨cs⟩ -d grant_type=refresh_token -d refresh_token=⟨rt⟩ "
            "https://signin.johndeere.com/oauth2/aus78tnlaysMraFhC1t7/v1/token",
            "DEERE_CLIENT_ID=⟨cid⟩\nDEERE_CLIENT_SECRET=⟨cs⟩\nDEERE_ORG_ID=⟨org⟩",
            '{"token_type":"Bearer","expires_in":43200,"scope":"ag1 eq1 offline_access",'
            '"refresh_token":"⟨rt⟩"}',
            "Operations Center app secret (org ⟨org⟩): ⟨cs⟩",
        ),
        _deere,
        n=7,
        secrets=("cs", "rt"),
    ),
    Kind(
        "webhook_signing_secrets",
        (
            "WEBHOOK_SIGNING_SECRET=⟨wh⟩",
            "ttn-lw-cli applications webhooks set ⟨app⟩ ingest-hm --format json "
            "--base-url https://ingest.tawhana-agri.co.nz/tts --headers X-Webhook-Secret=⟨hx⟩",
            "Secreto HMAC del webhook de alertas de riego (endpoint ⟨wid⟩): ⟨wh⟩",
        ),
        _webhook,
        n=6,
        secrets=("wh", "hx"),
    ),
    Kind(
        "twilio_credentials",
        (
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            '--data-urlencode "Body=Helada: -2.1°C en ⟨pad⟩" --data-urlencode "To=⟨to_cl⟩" '
            "--data-urlencode From=+15017122661 -u ⟨sid⟩:⟨tok⟩",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨sec⟩",
            "Frost-alert SMS: Twilio auth token ⟨tok⟩ (account ⟨sid⟩), texts go to ⟨to⟩",
        ),
        _twilio,
        n=7,
        secrets=("tok", "sec"),
    ),
    Kind(
        "chat_webhook_urls",
        (
            "receivers:\n  - name: ops-temuco\n    slack_configs:\n"
            "      - channel: '#alertas-riego'\n"
            "        api_url: " + _SLACK + "⟨tw⟩/⟨bw⟩/⟨st⟩",
            "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Trough ⟨dev⟩ "
            "empty\"}' " + _SLACK + "⟨tw⟩/⟨bw⟩/⟨st⟩",
            "Discord de la cuadrilla: " + _DISCORD + "⟨did⟩/⟨dt⟩",
            "Grafana contact point «ops-hm» → " + _SLACK + "⟨tw⟩/⟨bw⟩/⟨st⟩",
        ),
        _hooks,
        n=7,
        secrets=("st", "dt"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "git clone https://x-access-token:⟨t⟩@github.com/tawhana-agri/terraform-modules.git",
            "GITHUB_TOKEN=⟨t⟩ terraform init -upgrade",
            "gh auth login --with-token <<< '⟨t⟩'",
            "Fine-grained PAT for the firmware-release workflow (contents:write, expires "
            "2029-03-01): ⟨t⟩",
        ),
        _ghpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "mapbox_secret_token",
        (
            "MAPBOX_SECRET_TOKEN=⟨t⟩",
            "$ cat ~/.netrc\nmachine api.mapbox.com\n  login mapbox\n  password ⟨t⟩",
            "MAPBOX_ACCESS_TOKEN=⟨t⟩ tilesets upload-source ⟨mu⟩ paddocks-hm paddocks.geojson",
            "Token secreto de Mapbox (scope uploads:write) para subir los potreros: ⟨t⟩",
        ),
        _mapbox,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "particle_access_token",
        (
            "curl https://api.particle.io/v1/devices/⟨did⟩/valve -d arg=open -d access_token=⟨t⟩",
            "$ particle token create --expires-in 7776000\n"
            "New access token expires on Fri Mar 09 2029 22:14:07 GMT+1300: ⟨t⟩",
            "PARTICLE_ACCESS_TOKEN=⟨t⟩",
        ),
        _particle,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "wifi_credentials",
        (
            'network={\n    ssid="⟨ssid⟩"\n    psk="⟨pw⟩"\n    key_mgmt=WPA-PSK\n}',
            'sudo nmcli dev wifi connect "⟨ssid⟩" password "⟨pw⟩" ifname wlan0',
            '$ wpa_passphrase ⟨ssid⟩\nnetwork={\n\tssid="⟨ssid⟩"\n\t#psk="⟨pw⟩"\n\tpsk=⟨h⟩\n}',
            "La clave del wifi ⟨ssid⟩ (para el gateway de respaldo) es ⟨pw⟩",
        ),
        _wifi,
        n=7,
        secrets=("pw", "h"),
    ),
    Kind(
        "password_in_prose",
        (
            "Grafana admin password after the reset on ⟨day⟩: ⟨pw⟩",
            "La contraseña del usuario admin de ChirpStack quedó como ⟨pw⟩ (la cambió Matías).",
            "Ko te kupuhipa mō te tūmau InfluxDB ko ⟨pw⟩ — kaua e tuku ki te rōpū whānui.",
            "The RAK gateway web UI at the Pirongia shed now uses ⟨pw⟩ for root.",
            "| sistema | usuario | contraseña |\n|---|---|---|\n| Node-RED galpón | admin | ⟨pw⟩ |",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "database_connection_strings",
        (
            "DATABASE_URL=postgresql://tsdb_writer:⟨pw⟩@⟨host⟩:5432/telemetry?sslmode=require",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U grafana_ro -d telemetry -c '\\dt soil.*'",
            "influx -host influx-v1.hm.internal -username admin -password '⟨pw⟩' -database lora",
            "redis-cli -h ⟨host⟩ -a '⟨pw⟩' --no-auth-warning KEYS 'device:*'",
            "GF_DATABASE_URL=postgres://grafana:⟨pw⟩@⟨host⟩:5432/grafana",
        ),
        _db,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Notas ⟨day⟩\n- DevEUI ⟨de⟩ dejó de subir en f_cnt ⟨fc⟩\n"
            "- gateway ⟨geui⟩ reiniciado ⟨hh⟩\n- correlation as:up:⟨corr⟩\n"
            "- key temporal para depurar: ⟨k⟩ (borrar)",
            "Re-provisioned ⟨dev⟩ on ⟨day⟩:\n  dev_eui  ⟨de⟩\n  fw sha256 ⟨sha⟩\n"
            "  app_key  ⟨ak⟩\n  scene used for the paddock map: ⟨scene⟩",
            "Checklist riego ⟨pad⟩ — gateway ⟨geui⟩ OK, sensor ⟨de⟩ OK, firmware ⟨sha⟩; "
            "la clave nueva del Node-RED es ⟨pw⟩",
        ),
        _among,
        n=7,
        secrets=("k", "ak", "pw"),
    ),
)
