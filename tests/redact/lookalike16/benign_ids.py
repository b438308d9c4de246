"""Benign look-alikes, part 1: floor, OT and SAP identifiers (12 kinds, 11 cases each)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike16.gen import (
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    benign,
    clock,
    day,
    hexs,
    mac,
    num,
    pick,
    site,
    uuid4,
)


def _base(r: Random) -> dict[str, str]:
    return {
        "site": site(r),
        "day": day(r),
        "time": clock(r),
        "n": str(r.randint(2, 99)),
        "serial": f"2K{r.randint(5, 9)}-{num(r, 6)}",
    }


def _serial(r: Random) -> dict[str, str]:
    return _base(r) | {
        "lidar": "SICK" + num(r, 8),
        "board": "TRP-MCB-" + pick(r, UPPER_ALNUM, 4) + "-" + num(r, 5),
        "tpm": "EK-" + pick(r, UHEX, 16),
        "zebra": pick(r, "ABCDEFGHJKLMNPRSTVWXYZ", 1) + num(r, 2) + pick(r, UPPER_ALNUM, 9),
    }


ROBOT_SERIAL = benign(
    "robot_device_serial",
    (
        "- amr-⟨serial⟩ came back from RMA ⟨day⟩; lidar serial ⟨lidar⟩, motor board ⟨board⟩",
        "| robot | lidar | mcb |\n|---|---|---|\n| amr-⟨serial⟩ | ⟨lidar⟩ | ⟨board⟩ |",
        '```yaml\nrobot:\n  serial: "⟨serial⟩"\n  mcb_serial: ⟨board⟩\n  tpm_ek_handle: ⟨tpm⟩\n```',
        "[⟨time⟩] Søren: ZT411 on dock ⟨n⟩ is serial ⟨zebra⟩, it jams on the 4x6 labels",
        "⟨day⟩T⟨time⟩Z INFO fleet_mgr: amr-⟨serial⟩ registered (mcb=⟨board⟩, lidar=⟨lidar⟩)",
    ),
    _serial,
)


def _map(r: Random) -> dict[str, str]:
    return _base(r) | {
        "map": f"map-{site(r)}-l{r.randint(1, 4)}-v{r.randint(1, 999):04d}",
        "mission": uuid4(r),
        "hash": hexs(r, 12),
        "task": "WO" + num(r, 10),
    }


MAP_MISSION = benign(
    "map_and_mission_id",
    (
        "- mission ⟨mission⟩ failed at waypoint ⟨n⟩ on ⟨map⟩ (map blob ⟨hash⟩)",
        "$ ros2 service call /fleet/load_map trp_msgs/srv/LoadMap \"{map_id: '⟨map⟩'}\"",
        '```json\n{"mission_id": "⟨mission⟩", "map_id": "⟨map⟩", "ewm_order": "⟨task⟩"}\n```',
        "fix(nav): reload costmap when ⟨map⟩ changes\n\nRefs mission ⟨mission⟩, order ⟨task⟩.",
    ),
    _map,
)


def _mac(r: Random) -> dict[str, str]:
    eui = "-".join(pick(r, UHEX, 2) for _ in range(8))
    return _base(r) | {
        "mac": mac(r),
        "mac2": mac(r, "-").upper(),
        "eui": eui,
        "ll": "fe80::" + ":".join(hexs(r, 4) for _ in range(4)),
        "ieee": "0x" + hexs(r, 16),
    }


MAC_EUI = benign(
    "mac_and_eui64",
    (
        "- amr-⟨serial⟩ wlan0 MAC ⟨mac⟩ needs a DHCP reservation in ⟨site⟩",
        "| device | MAC | EUI-64 |\n|---|---|---|\n| gw-⟨site⟩-⟨n⟩ | ⟨mac2⟩ | ⟨eui⟩ |",
        "$ ip -6 addr show dev eth0 | grep ⟨ll⟩",
        '```yaml\nzigbee_door_sensors:\n  - ieee: "⟨ieee⟩"\n    dock: ⟨n⟩\n```',
        "[⟨time⟩] ana: el lector del andén ⟨n⟩ tiene MAC ⟨mac2⟩, agrégalo a la lista blanca",
    ),
    _mac,
)


def _node(r: Random) -> dict[str, str]:
    return _base(r) | {
        "db": r.choice(("DB_Conveyor", "DB_Sorter", "DB_Divert", "DB_Lift")),
        "i": str(r.randint(1000, 99999)),
        "g": uuid4(r),
        "bs": b64(r, r.randint(12, 24)),
        "ns": str(r.randint(2, 6)),
    }


OPCUA_NODE = benign(
    "opcua_node_id",
    (
        '- belt speed on line ⟨n⟩ is `ns=⟨ns⟩;s="⟨db⟩"."Line⟨n⟩"."Speed"`',
        (
            '```yaml\nopcua_tags:\n  - node_id: "ns=⟨ns⟩;i=⟨i⟩"\n    name: jam_count\n'
            '  - node_id: "ns=⟨ns⟩;g=⟨g⟩"\n    name: divert_state\n```'
        ),
        "$ uals read -u opc.tcp://plc-⟨site⟩-conv-⟨n⟩:4840 -n 'ns=⟨ns⟩;b=⟨bs⟩'",
        "⟨day⟩T⟨time⟩Z WARN opcua: BadNodeIdUnknown for ns=⟨ns⟩;b=⟨bs⟩ (line ⟨n⟩)",
    ),
    _node,
)


def _thumb(r: Random) -> dict[str, str]:
    return _base(r) | {
        "sha1": pick(r, UHEX, 40),
        "sha1c": ":".join(pick(r, UHEX, 2) for _ in range(20)),
        "sha256": hexs(r, 64),
    }


OPCUA_THUMB = benign(
    "opcua_certificate_thumbprint",
    (
        "- trusted the S7 server cert, thumbprint ⟨sha1⟩, into pki/trusted/certs on the WMS host",
        (
            "$ openssl x509 -in plc-⟨site⟩-⟨n⟩.der -inform der -noout -fingerprint -sha1\n"
            "SHA1 Fingerprint=⟨sha1c⟩"
        ),
        (
            "| endpoint | policy | server cert thumbprint |\n|---|---|---|\n"
            "| opc.tcp://plc-⟨site⟩-⟨n⟩:4840 | Basic256Sha256 | ⟨sha1⟩ |"
        ),
        "⟨day⟩T⟨time⟩Z INFO opcua: BadCertificateUntrusted, rejected cert sha256=⟨sha256⟩",
    ),
    _thumb,
)


def _idoc(r: Random) -> dict[str, str]:
    return _base(r) | {
        "docnum": "0000000" + num(r, 9),
        "tr": r.choice(("EWPK", "EWDK", "S4HK")) + "9" + num(r, 5),
        "mt": r.choice(("WMTOID01", "SHPMNT05", "DELVRY07", "/SCWM/WMTORD")),
        "tid": pick(r, UHEX, 24),
    }


SAP_IDOC = benign(
    "sap_idoc_and_transport",
    (
        "- IDoc ⟨docnum⟩ (⟨mt⟩) stuck in status 51 since ⟨day⟩; reprocess with BD87",
        "| DOCNUM | MESTYP | status |\n|---|---|---|\n| ⟨docnum⟩ | ⟨mt⟩ | 53 |",
        (
            "feat(ewm): map the ⟨mt⟩ segment for cross-dock\n\nTransport ⟨tr⟩, tested with IDoc "
            "⟨docnum⟩"
        ),
        "⟨day⟩T⟨time⟩Z INFO rfc_server: tRFC TID ⟨tid⟩ committed, IDoc ⟨docnum⟩",
    ),
    _idoc,
)


def _s7(r: Random) -> dict[str, str]:
    return _base(r) | {
        "ip": f"10.{r.randint(40, 49)}.{r.randint(0, 9)}.{r.randint(10, 250)}",
        "db": str(r.randint(1, 999)),
        "off": str(r.randint(0, 512)),
        "plcsn": "S C-" + pick(r, UPPER_ALNUM, 6) + num(r, 6),
        "tsap": "0x" + pick(r, UHEX, 4),
    }


S7_ADDR = benign(
    "s7_plc_address",
    (
        "- CPU1516 for line ⟨n⟩ at ⟨ip⟩ rack 0 slot 1, serial ⟨plcsn⟩",
        (
            '```python\nplc = snap7.client.Client()\nplc.connect("⟨ip⟩", 0, 1)\n'
            "speed = plc.db_read(⟨db⟩, ⟨off⟩, 4)\n```"
        ),
        (
            "| tag | address |\n|---|---|\n| jam_line⟨n⟩ | DB⟨db⟩.DBX⟨off⟩.3 |\n| local TSAP | "
            "⟨tsap⟩ |"
        ),
        "[⟨time⟩] Jörg: DB⟨db⟩.DBD⟨off⟩ ist die Bandgeschwindigkeit, nicht DB⟨db⟩.DBW⟨off⟩",
    ),
    _s7,
)


def _zpl(r: Random) -> dict[str, str]:
    return _base(r) | {
        "sscc": "00" + num(r, 18),
        "lpn": "LPN" + num(r, 12),
        "gfa": pick(r, UHEX, 48),
        "bc": pick(r, UPPER_ALNUM, 16),
    }


ZPL = benign(
    "zebra_zpl_label",
    (
        (
            "```zpl\n^XA\n^FO50,50^BCN,120,Y,N,N^FD>;⟨sscc⟩^FS\n^FO50,200^A0N,40,40^FD⟨lpn⟩^FS\n"
            "^XZ\n```"
        ),
        "- the pallet label for dock ⟨n⟩ prints `^FD⟨bc⟩^FS` as Code128 — that is just the tote id",
        "^XA^FO20,20^GFA,48,48,6,⟨gfa⟩^FS^XZ",
        "⟨day⟩T⟨time⟩Z INFO label_svc: printed SSCC ⟨sscc⟩ on zt411-⟨site⟩-⟨n⟩",
    ),
    _zpl,
)


def _voice(r: Random) -> dict[str, str]:
    return _base(r) | {
        "talk": "A730" + num(r, 9),
        "op": "OP" + num(r, 6),
        "cd": f"{r.randint(10, 99)}",
        "tpl": hexs(r, 32),
    }


VOICE = benign(
    "honeywell_voice_ids",
    (
        "- Talkman ⟨talk⟩ assigned to operator ⟨op⟩ on shift B (⟨site⟩)",
        "| location | check digits |\n|---|---|\n| A-⟨n⟩-03 | ⟨cd⟩ |",
        "[⟨time⟩] Lupita: el operador ⟨op⟩ reentrena la plantilla de voz, id ⟨tpl⟩",
        "⟨day⟩T⟨time⟩Z INFO voicelink: device ⟨talk⟩ operator ⟨op⟩ signed on",
    ),
    _voice,
)


def _kafka(r: Random) -> dict[str, str]:
    return _base(r) | {
        "cid": b64(r, 16).replace("+", "-").replace("/", "_").rstrip("="),
        "off": num(r, 8),
        "dir": uuid4(r),
        "grp": "wms-" + r.choice(("pick", "putaway", "replen")) + "-consumer",
    }


KAFKA_IDS = benign(
    "kafka_cluster_ids",
    (
        "- KRaft cluster id for ⟨site⟩ is ⟨cid⟩ (from meta.properties)",
        "```properties\ncluster.id=⟨cid⟩\nnode.id=⟨n⟩\ndirectory.id=⟨dir⟩\n```",
        "$ kafka-consumer-groups.sh --describe --group ⟨grp⟩\n⟨grp⟩ pick-events 3 ⟨off⟩ ⟨off⟩ 0",
        "⟨day⟩T⟨time⟩Z INFO [RaftManager id=⟨n⟩] cluster ⟨cid⟩ leader epoch ⟨n⟩",
    ),
    _kafka,
)


def _emqx(r: Random) -> dict[str, str]:
    return _base(r) | {
        "cid": "amr-" + hexs(r, 12),
        "node": f"emqx@emqx-{r.randint(0, 2)}.emqx-headless.{site(r)}.svc",
        "mid": str(r.randint(1, 65535)),
    }


EMQX_IDS = benign(
    "emqx_client_ids",
    (
        "- client ⟨cid⟩ keeps reconnecting to ⟨node⟩, keepalive 30s",
        "$ emqx ctl clients show ⟨cid⟩",
        (
            '```json\n{"clientid": "⟨cid⟩", "node": "⟨node⟩", "topic": "fleet/⟨site⟩/state",'
            ' "packet_id": ⟨mid⟩}\n```'
        ),
        "⟨day⟩T⟨time⟩Z WARN emqx: ⟨cid⟩ disconnected, reason keepalive_timeout, node ⟨node⟩",
    ),
    _emqx,
)


def _sha(r: Random) -> dict[str, str]:
    return _base(r) | {"sha": hexs(r, 40), "short": hexs(r, 9), "tree": hexs(r, 40)}


GIT_SHA = benign(
    "git_commit_sha",
    (
        "- firmware regression bisected to ⟨sha⟩ (Rust motor controller)",
        'Revert "perf(can): batch frames"\n\nThis reverts commit ⟨sha⟩.',
        "$ git log --oneline -1\n⟨short⟩ fix(amr): clamp odometry drift on ⟨site⟩ floors",
        "| repo | pinned commit |\n|---|---|\n| fw-amr | ⟨sha⟩ |\n| ros2-nav | ⟨tree⟩ |",
    ),
    _sha,
)

IDS: tuple[Kind, ...] = (
    ROBOT_SERIAL,
    MAP_MISSION,
    MAC_EUI,
    OPCUA_NODE,
    OPCUA_THUMB,
    SAP_IDOC,
    S7_ADDR,
    ZPL,
    VOICE,
    KAFKA_IDS,
    EMQX_IDS,
    GIT_SHA,
)
