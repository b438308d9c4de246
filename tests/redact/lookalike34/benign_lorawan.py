"""Benign: LoRaWAN identifiers and traffic (EUIs, DevAddr, frame counters, MICs, uplink
messages, ChirpStack events, MQTT topics and client ids, payload vectors, TTS API key ids).
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike34.gen import (
    B32,
    Kind,
    b64,
    colon_eui,
    hexs,
    hexu,
    num,
    spaced,
    ulid,
    uuid4,
)

_APPS = ("tawhana-soil-hm", "tawhana-riego-tco", "tawhana-water-troughs", "tawhana-effluent")
_DEVS = (
    "soil-p14-30cm", "soil-p14-60cm", "trough-07", "rain-gauge-nth", "riego-potrero-3",
    "pond-level-2", "nitrate-drain-4", "em500-lote21", "lse01-kahikatea", "leak-shed-b",
)  # fmt: skip
_PADS = ("P14", "P07", "Kahikatea-3", "Potrero 9", "Lote 21", "P22-north", "Te Awa 2")
_DEV_OUI = ("A84041", "24E124", "70B3D57ED0", "0004A30B00", "2CF7F1C0")
_GW_OUI = ("AC1F09FFFE", "B827EBFFFE", "24E124FFFE", "7276FF00", "A84041FFFF")


def deveui(r: Random) -> str:
    oui = r.choice(_DEV_OUI)
    return oui + hexu(r, 16 - len(oui))


def gweui(r: Random) -> str:
    oui = r.choice(_GW_OUI)
    return oui + hexu(r, 16 - len(oui))


def ts(r: Random) -> str:
    return (
        f"2028-12-{r.randint(1, 22):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}.{num(r, 9)}Z"
    )


def _ctx(r: Random) -> dict[str, str]:
    de, geui = deveui(r), gweui(r)
    return {
        "app": r.choice(_APPS),
        "dev": r.choice(_DEVS),
        "pad": r.choice(_PADS),
        "de": de,
        "del": de.lower(),
        "desp": spaced(de),
        "de2": deveui(r),
        "je": r.choice(
            ("A840410000000101", "70B3D57ED0000000", "0000000000000000", "24E124C0002A0001")
        ),
        "geui": geui,
        "geuil": geui.lower(),
        "geuic": colon_eui(geui),
        "da": "26" + hexu(r, 6),
        "dal": ("01" if r.random() < 0.5 else "00") + hexs(r, 6),
        "fc": str(r.randint(3, 65000)),
        "fc2": str(r.randint(3, 900)),
        "mic": hexu(r, 8),
        "skid": b64(r, 16),
        "ts": ts(r),
        "rssi": str(-r.randint(70, 122)),
        "snr": f"{r.uniform(-14, 11):.2f}",
        "sf": str(r.randint(7, 12)),
        "corr": ulid(r),
        "corr2": ulid(r),
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "u4": uuid4(r),
        "day": f"2028-12-{r.randint(1, 22):02d}",
        "hh": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        "vwc": f"{r.uniform(8, 45):.1f}",
        "temp": f"{r.uniform(4, 24):.1f}",
        "bat": f"{r.uniform(3.1, 3.65):.2f}",
        "tok": b64(r, r.choice((58, 64, 70))).rstrip("="),
        "pl": b64(r, r.choice((5, 7, 11))),
        "ctx": b64(r, 4),
        "cnt": str(r.randint(2, 40)),
    }


def _kid(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "kid": pick39(r),
        "kid2": pick39(r),
        "name": r.choice(("ingest-worker", "grafana-read", "downlink-node-red", "telegraf-hm")),
    }


def pick39(r: Random) -> str:
    return "".join(r.choice(B32) for _ in range(39))


def _codec(r: Random) -> dict[str, str]:
    raw = r.randbytes(r.choice((6, 8, 11)))
    return _ctx(r) | {
        "hex": raw.hex().upper(),
        "hexsp": spaced(raw.hex().upper()),
        "b64": base64.b64encode(raw).decode(),
        "arr": ", ".join(f"0x{b:02X}" for b in raw),
        "port": str(r.choice((1, 2, 5, 10))),
    }


BENIGN_LORAWAN: tuple[Kind, ...] = (
    Kind(
        "lorawan_dev_join_eui",
        (
            '{\n  "ids": {\n    "device_id": "⟨dev⟩",\n    "application_ids": {\n'
            '      "application_id": "⟨app⟩"\n    },\n    "dev_eui": "⟨de⟩",\n'
            '    "join_eui": "⟨je⟩"\n  },\n  "created_at": "⟨ts⟩"\n}',
            "Etiqueta del sensor ⟨dev⟩: DevEUI ⟨de⟩ · JoinEUI ⟨je⟩ (la AppKey está en 1Password, "
            "no aquí)",
            "dev_eui,join_eui,name,paddock\n⟨de⟩,⟨je⟩,⟨dev⟩,⟨pad⟩\n⟨de2⟩,⟨je⟩,⟨dev⟩-b,⟨pad⟩",
            "AT+DEUI=?\n⟨desp⟩\nOK",
            "https://chirpstack.tco.tawhana-agri.cl/#/tenants/⟨u⟩/applications/⟨u2⟩/devices/⟨del⟩",
            "ttn-lw-cli end-devices get ⟨app⟩ ⟨dev⟩ --dev-eui ⟨de⟩ --join-eui ⟨je⟩ "
            "--mac-state.current-parameters",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "lorawan_gateway_eui",
        (
            "ttn-lw-cli gateways create eui-⟨geuil⟩ --user-id hemi-p --frequency-plan-id "
            "AU_915_928_FSB_2 --gateway-eui ⟨geui⟩ --name 'Shed ⟨pad⟩'",
            "⟨day⟩ ⟨hh⟩:07.512 [SYS:INFO] Station EUI   : ⟨geuic⟩\n"
            "⟨day⟩ ⟨hh⟩:07.513 [SYS:INFO] Station home  : ./	(builtin)\n"
            "⟨day⟩ ⟨hh⟩:07.980 [TCE:INFO] Connected to MUXS.",
            '"gateway_conf": {\n    "gateway_ID": "⟨geui⟩",\n'
            '    "server_address": "au1.cloud.thethings.network",\n'
            '    "serv_port_up": 1700,\n    "serv_port_down": 1700\n}',
            "El gateway del galpón (EUI ⟨geui⟩) perdió el 4G a las ⟨hh⟩; volvió solo.",
            "Kua hoki mai te kēti ⟨geui⟩ i te wharau o ⟨pad⟩ — ka pai.",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "lorawan_devaddr_fcnt_mic",
        (
            "⟨ts⟩ up dev_addr=⟨da⟩ f_cnt=⟨fc⟩ f_port=2 mic=⟨mic⟩ rssi=⟨rssi⟩ snr=⟨snr⟩ sf=SF⟨sf⟩",
            "FCnt reset after the battery swap on ⟨dev⟩: last f_cnt_up ⟨fc⟩, now ⟨fc2⟩; "
            "session_key_id ⟨skid⟩ changed so it re-joined.",
            'WARN ns: drop uplink "MIC mismatch" dev_addr=⟨da⟩ f_cnt=⟨fc⟩ mic=⟨mic⟩ '
            "(candidates=⟨cnt⟩)",
            '"fCnt": ⟨fc⟩, "fPort": 2, "devAddr": "⟨dal⟩", "adr": true, "dr": 3',
            "Contador de tramas del ⟨dev⟩ saltó de ⟨fc2⟩ a ⟨fc⟩ — DevAddr ⟨da⟩, MIC ⟨mic⟩.",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "tts_uplink_message",
        (
            '{\n  "end_device_ids": {\n    "device_id": "⟨dev⟩",\n'
            '    "application_ids": {"application_id": "⟨app⟩"},\n    "dev_eui": "⟨de⟩",\n'
            '    "dev_addr": "⟨da⟩"\n  },\n'
            '  "correlation_ids": ["gs:uplink:⟨corr⟩", "as:up:⟨corr2⟩"],\n'
            '  "received_at": "⟨ts⟩",\n  "uplink_message": {\n'
            '    "session_key_id": "⟨skid⟩",\n    "f_port": 2,\n    "f_cnt": ⟨fc⟩,\n'
            '    "frm_payload": "⟨pl⟩",\n'
            '    "decoded_payload": {"vwc": ⟨vwc⟩, "temp_c": ⟨temp⟩, "bat_v": ⟨bat⟩},\n'
            '    "rx_metadata": [{\n      "gateway_ids": {"gateway_id": "eui-⟨geuil⟩", '
            '"eui": "⟨geui⟩"},\n      "rssi": ⟨rssi⟩,\n      "snr": ⟨snr⟩,\n'
            '      "uplink_token": "⟨tok⟩"\n    }]\n  }\n}',
            '"rx_metadata":[{"gateway_ids":{"gateway_id":"eui-⟨geuil⟩","eui":"⟨geui⟩"},'
            '"rssi":⟨rssi⟩,"snr":⟨snr⟩,"uplink_token":"⟨tok⟩","received_at":"⟨ts⟩"}]',
            "jq output for ⟨dev⟩: session_key_id=⟨skid⟩ f_cnt=⟨fc⟩ frm_payload=⟨pl⟩ "
            "correlation as:up:⟨corr⟩",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "chirpstack_event",
        (
            '{"deduplicationId":"⟨u⟩","time":"⟨ts⟩","deviceInfo":{"tenantId":"⟨u2⟩",'
            '"tenantName":"Tāwhana Agro SpA","applicationId":"⟨u3⟩","applicationName":'
            '"riego-temuco","deviceProfileId":"⟨u4⟩","deviceProfileName":"Dragino LSE01",'
            '"deviceName":"⟨dev⟩","devEui":"⟨del⟩","tags":{"potrero":"⟨pad⟩"}},'
            '"devAddr":"⟨dal⟩","adr":true,"dr":3,"fCnt":⟨fc⟩,"fPort":2,"confirmed":false,'
            '"data":"⟨pl⟩","rxInfo":[{"gatewayId":"⟨geuil⟩","uplinkId":⟨fc2⟩,"rssi":⟨rssi⟩,'
            '"snr":⟨snr⟩,"context":"⟨ctx⟩"}]}',
            '⟨ts⟩  INFO up{deduplication_id=⟨u⟩}:data_up{dev_eui="⟨del⟩"}: '
            "chirpstack::storage::device_session: Device-session saved dev_eui=⟨del⟩ "
            "dev_addr=⟨dal⟩",
            "mosquitto_sub -t 'application/⟨u3⟩/device/⟨del⟩/event/up' -h 10.40.2.9 -v",
            "Tenant Temuco = ⟨u2⟩, app riego = ⟨u3⟩, perfil LSE01 = ⟨u4⟩ (ids, no son claves)",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "mqtt_topics_client_ids",
        (
            "18⟨ep⟩: New client connected from 10.40.2.31:51234 as auto-⟨uup⟩ "
            "(p2, c1, k60, u'gw-lautaro').",
            'v3/⟨app⟩@ttn/devices/⟨dev⟩/down/push  {"downlinks":[{"f_port":10,'
            '"frm_payload":"⟨pl⟩","priority":"NORMAL"}]}',
            '$aws/things/⟨dev⟩/shadow/update/accepted {"state":{"reported":{"valve":"closed"}},'
            '"clientToken":"⟨u⟩","version":⟨fc2⟩}',
            "EMQX: client mqttx_⟨h8⟩ subscribed to farms/tco-0007/+/telemetry (qos 1)",
            "paho client id node-red-⟨h8⟩-⟨fc2⟩ keeps reconnecting every ⟨cnt⟩ s",
        ),
        lambda r: _ctx(r) | {"uup": uuid4(r).upper(), "h8": hexs(r, 8), "ep": num(r, 8)},
        secrets=(),
    ),
    Kind(
        "payload_codec_vectors",
        (
            "| fPort | hex | base64 | decoded |\n|---|---|---|---|\n"
            "| ⟨port⟩ | `⟨hex⟩` | `⟨b64⟩` | vwc ⟨vwc⟩ %, temp ⟨temp⟩ °C |",
            "expect(decodeUplink({ fPort: ⟨port⟩, bytes: [⟨arr⟩] }).data.vwc).toBe(⟨vwc⟩);",
            "Payload de prueba del LSE01 (fPort ⟨port⟩): ⟨hexsp⟩ → humedad ⟨vwc⟩ %",
            "ttn-lw-cli end-devices downlink push ⟨app⟩ ⟨dev⟩ --frm-payload ⟨hex⟩ --f-port ⟨port⟩",
        ),
        _codec,
        n=10,
        secrets=(),
    ),
    Kind(
        "tts_api_key_ids",
        (
            '[{\n  "id": "⟨kid⟩",\n  "name": "⟨name⟩",\n  "rights": [\n'
            '    "RIGHT_APPLICATION_TRAFFIC_READ",\n    "RIGHT_APPLICATION_TRAFFIC_DOWN_WRITE"\n'
            '  ],\n  "created_at": "⟨ts⟩",\n  "expires_at": "2029-06-01T00:00:00Z"\n}]',
            "ttn-lw-cli applications api-keys delete ⟨app⟩ --api-key-id ⟨kid⟩",
            "https://au1.cloud.thethings.network/console/applications/⟨app⟩/api-keys/⟨kid⟩",
            "Rotated ⟨name⟩: old key id ⟨kid⟩, new key id ⟨kid2⟩ (values live in SSM)",
        ),
        _kid,
        n=10,
        secrets=(),
    ),
)
