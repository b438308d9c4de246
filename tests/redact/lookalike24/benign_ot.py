"""Benign look-alikes from the OT and metering side: meter serials, DLMS system titles and
ciphertext frames, wM-Bus telegrams, CIM mRIDs, metering point ids, IEC 61850 references,
certificate fingerprints, firmware hashes, PI tags and WebIds, asset and point maps. None of
them is a secret; every text must come out of the scrubber byte-identical."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike24.gen import (
    B64URL,
    HEX_UP,
    Kind,
    aug_day,
    b64,
    b64url,
    clock,
    colon_hex,
    digits,
    gs1_check,
    hexs,
    hexu,
    num,
    pick,
    uuid4,
)

_SUBS = ("KOS", "HAA", "RAU", "KIV", "AHV", "LEP")
_SUB_NAMES = ("Koskela", "Haapamäki", "Rautalahti", "Kivikoski", "Ahvenlampi", "Leppävaara")


def _meters(r: Random) -> dict[str, str]:
    return {
        "serial": num(r, 8),
        "old": num(r, 8),
        "ldn": r.choice(("LGZ", "KAM", "ISK", "ELS")) + digits(r, 13),
        "flag": r.choice(("LGZ", "KAM", "ISK")) + "1030" + digits(r, 9),
        "fw": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "model": r.choice(("E360", "OMNIPOWER 3ph", "AM550", "MT382")),
        "ts": f"{aug_day(r)}T{clock(r, (0, 5))}Z",
    }


def _systitles(r: Random) -> dict[str, str]:
    return {
        "st": r.choice(("4B414D", "4C475A", "49534B")) + hexu(r, 10),
        "cst": "4A4556" + hexu(r, 10),
        "ic": str(r.randint(1000, 9_999_999)),
        "ich": hexu(r, 8),
        "serial": num(r, 8),
    }


def _apdu(r: Random) -> dict[str, str]:
    st = "4B414D" + hexu(r, 10)
    ic = hexu(r, 8)
    ct = hexu(r, r.choice((48, 64, 96, 128)))
    tag = hexu(r, 24)
    spaced = " ".join(pick(r, HEX_UP, 2) for _ in range(r.choice((20, 28, 36))))
    return {"st": st, "ic": ic, "ct": ct, "tag": tag, "spaced": spaced, "serial": num(r, 8)}


def _le_id(meter_id: str) -> str:
    return "".join(meter_id[i : i + 2] for i in range(6, -1, -2))


def _wmbus(r: Random) -> dict[str, str]:
    mid = num(r, 8)
    man = r.choice(("2D2C", "A511", "C514"))
    body = hexu(r, r.choice((60, 84, 108)))
    return {
        "id": mid,
        "tg": f"{r.choice(('4E', '2E', '3E'))}44{man}{_le_id(mid)}1B16"
        f"{r.choice(('8D20', '7A'))}{body}",
        "m3": f"{r.randint(10, 900)}.{r.randint(0, 999):03d}",
        "rssi": str(-r.randint(60, 98)),
        "ts": f"{aug_day(r)}T{clock(r)}Z",
    }


def _mrids(r: Random) -> dict[str, str]:
    return {
        "u1": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "sub": r.choice(_SUB_NAMES),
        "j": f"J{r.randint(1, 14):02d}",
    }


def _gsrn(r: Random) -> str:
    body = "643007" + digits(r, 11)
    return body + gs1_check(body)


def _gln(r: Random) -> str:
    body = "643" + digits(r, 9)
    return body + gs1_check(body)


def _mp(r: Random) -> dict[str, str]:
    return {
        "g1": _gsrn(r),
        "g2": _gsrn(r),
        "g3": _gsrn(r),
        "gln": _gln(r),
        "tx": uuid4(r),
        "kwh": f"{r.randint(100, 40000)},{r.randint(0, 99):02d}",
    }


def _ied(r: Random) -> str:
    bay = r.choice(("T1", "T2", "J04", "J07", "K1"))
    return f"{r.choice(_SUBS)}_{bay}_{r.choice(('PROT', 'CTRL', 'BCU'))}"


def _iec(r: Random) -> dict[str, str]:
    return {
        "ied": _ied(r),
        "ln": r.choice(("PTOC1", "PDIS2", "XCBR1", "CSWI1", "MMXU1", "PTRC1")),
        "rcb": r.choice(("urcbA01", "brcbMeas01", "urcbStatus03")),
        "ip": f"10.42.{r.randint(1, 30)}.{r.randint(10, 200)}",
        "t": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{digits(r, 3)}",
        "eid": hexu(r, 16),
    }


def _goose(r: Random) -> dict[str, str]:
    return {
        "ied": _ied(r),
        "mac": f"01-0C-CD-01-{hexu(r, 2)}-{hexu(r, 2)}",
        "appid": hexu(r, 4),
        "vlan": str(r.randint(100, 999)),
        "conf": str(r.randint(1, 40)),
        "st": str(r.randint(1, 9999)),
        "sq": str(r.randint(0, 99999)),
        "smv": f"01-0C-CD-04-{hexu(r, 2)}-{hexu(r, 2)}",
    }


def _fps(r: Random) -> dict[str, str]:
    return {
        "fp": colon_hex(r, 32),
        "fp1": hexu(r, 40),
        "fp1b": hexu(r, 40),
        "pin": b64(r, 32),
        "host": r.choice(
            ("hes01.ami.jev.local", "piweb.jev.fi", "mqtt01.ot.jev.local", "vpn-hki.jev.fi")
        ),
        "fpl": hexs(r, 64),
    }


def _x509(r: Random) -> dict[str, str]:
    return {
        "ser": colon_hex(r, 16, upper=False),
        "serh": hexu(r, 38),
        "ski": colon_hex(r, 20),
        "aki": colon_hex(r, 20),
        "cn": r.choice(
            ("hes01.ami.jev.local", "JEV OT Issuing CA 02", "edge-kos-01", "piweb.jev.fi")
        ),
    }


def _fw(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "md5": hexs(r, 32),
        "crc": hexu(r, 8),
        "v": f"{r.randint(10, 14)}.{r.randint(0, 9)}.{r.randint(0, 20)}",
        "img": r.choice(
            ("RTU560_fw", "SEL-3530_R1", "MGate5105_fw", "E360_meter_fw", "RED615_pkg")
        ),
    }


def _pi_tags(r: Random) -> dict[str, str]:
    sub = r.choice(_SUBS)
    return {
        "t1": f"JEV.{sub}.T{r.randint(1, 2)}.P_MW.PV",
        "t2": f"JEV.{sub}.J{r.randint(1, 14):02d}.I_A.PV",
        "t3": f"KIV.VP.PUMP{r.randint(1, 6):02d}.FLOW_M3H",
        "pid": str(r.randint(10000, 99999)),
        "v": f"{r.randint(1, 40)}.{digits(r, 3)}",
        "sub": r.choice(_SUB_NAMES),
    }


def _webid_path(r: Random) -> str:
    path = f"PI-DA01\\JEV.{r.choice(_SUBS)}.T{r.randint(1, 2)}.P_MW.PV".encode()
    return base64.urlsafe_b64encode(path).decode().rstrip("=")


def _webids(r: Random) -> dict[str, str]:
    return {
        "w1": "F1DP" + b64url(r, 16) + "AAAA" + _webid_path(r),
        "w2": "F1DP" + b64url(r, 16) + b64url(r, 3),
        "we": "F1Em" + b64url(r, 16) + b64url(r, 16),
        "wa": "F1Ab" + pick(r, B64URL, 2) + b64url(r, 16) + b64url(r, 16),
        "v": f"{r.randint(1, 99)}.{digits(r, 2)}",
    }


def _assets(r: Random) -> dict[str, str]:
    return {
        "sub": r.choice(_SUBS),
        "name": r.choice(_SUB_NAMES),
        "mp": f"{r.randint(1000, 9999)}-MP",
        "j": f"J{r.randint(1, 14):02d}",
        "mva": str(r.choice((16, 25, 40, 63))),
        "year": str(r.randint(1978, 2024)),
        "asset": f"MP-{r.randint(1000, 9999)}-{r.choice(('ABB', 'SEA', 'TRA'))}-"
        f"{r.randint(1978, 2024)}",
        "kva": str(r.choice((100, 200, 315, 500, 800, 1000))),
    }


def _dnp3_points(r: Random) -> dict[str, str]:
    return {
        "a": str(r.randint(0, 200)),
        "b": str(r.randint(0, 200)),
        "out": str(r.randint(1, 60)),
        "outh": f"0x{r.randint(1, 60):04X}",
        "iin": r.choice(("0x8000", "0x0010", "0x9000", "0x0002")),
        "v": f"{r.randint(0, 400)}.{r.randint(0, 9)}",
        "frame": " ".join(pick(r, HEX_UP, 2) for _ in range(r.choice((18, 24, 30)))),
    }


def _modbus(r: Random) -> dict[str, str]:
    return {
        "reg": str(r.randint(40001, 40999)),
        "reg2": str(r.randint(30001, 30999)),
        "unit": str(r.randint(1, 32)),
        "ip": f"10.43.{r.randint(1, 40)}.{r.randint(2, 250)}",
        "frame": " ".join(pick(r, HEX_UP, 2) for _ in range(8)),
        "raw": hexu(r, 16),
        "v": f"{r.randint(0, 120)}.{digits(r, 2)}",
    }


OT: tuple[Kind, ...] = (
    Kind(
        "ami_meter_serials",
        (
            "Vaihdettu mittari: vanha ⟨old⟩ → uusi ⟨serial⟩ (⟨model⟩, FLAG-tunnus ⟨flag⟩)",
            "meter_serial;logical_device_name;model;firmware\n⟨serial⟩;⟨ldn⟩;⟨model⟩;⟨fw⟩\n"
            "⟨old⟩;⟨flag⟩;⟨model⟩;⟨fw⟩",
            "El contador ⟨serial⟩ (LDN ⟨ldn⟩) no responde desde el día 12; firmware ⟨fw⟩",
            "⟨ts⟩ WARN  [read-sched] meter=⟨serial⟩ ldn=⟨ldn⟩ result=TIMEOUT retries=3",
        ),
        _meters,
    ),
    Kind(
        "dlms_system_titles_obis",
        (
            "Mittarin ⟨serial⟩ server system title ⟨st⟩, client system title ⟨cst⟩; "
            "invocation counter (0.0.43.1.0.255) = ⟨ic⟩",
            "<SystemTitle>⟨cst⟩</SystemTitle>\n<ServerSystemTitle>⟨st⟩</ServerSystemTitle>\n"
            "<InvocationCounter>⟨ic⟩</InvocationCounter>",
            "| OBIS | Kuvaus |\n|---|---|\n| 1.0.1.8.0.255 | Wirkenergie + |\n"
            "| 0.0.96.1.0.255 | Sarjanumero ⟨serial⟩ |\n| 0.0.43.1.0.255 | IC 0x⟨ich⟩ |",
            "AARE ok: responding-AP-title ⟨st⟩, frame counter 0x⟨ich⟩ — contador ⟨serial⟩",
        ),
        _systitles,
    ),
    Kind(
        "dlms_ciphered_apdu_traces",
        (
            "RX glo-get-response: DB08⟨st⟩⟨ic⟩30⟨ct⟩⟨tag⟩",
            "HDLC-kehys optisesta lukupäästä (mittari ⟨serial⟩):\nTX: 7E A0 ⟨spaced⟩ 7E",
            "general-glo-ciphering\n  system-title: ⟨st⟩\n  security-control: 30\n"
            "  invocation-counter: ⟨ic⟩\n  ciphered-content: ⟨ct⟩\n  auth-tag: ⟨tag⟩",
        ),
        _apdu,
        n=10,
    ),
    Kind(
        "wmbus_telegrams",
        (
            "Raakatelegrammi (salattu, ilman avainta ei aukea): ⟨tg⟩",
            '{"media":"cold water","meter":"multical21","name":"vesi_⟨id⟩",'
            '"id":"⟨id⟩","total_m3":⟨m3⟩,"rssi_dbm":⟨rssi⟩,"timestamp":"⟨ts⟩"}',
            "(wmbus) telegram=|⟨tg⟩| rssi=⟨rssi⟩ dBm",
            "Vattenmätare ⟨id⟩ hördes men dekrypteringen misslyckades; telegram ⟨tg⟩",
        ),
        _wmbus,
    ),
    Kind(
        "cim_mrids",
        (
            '<cim:ACLineSegment rdf:ID="_⟨u1⟩">\n'
            "  <cim:IdentifiedObject.name>⟨sub⟩ ⟨j⟩</cim:IdentifiedObject.name>\n"
            "  <cim:IdentifiedObject.mRID>⟨u1⟩</cim:IdentifiedObject.mRID>\n"
            '  <cim:Equipment.EquipmentContainer rdf:resource="#_⟨u2⟩"/>\n</cim:ACLineSegment>',
            "Lähtö ⟨sub⟩ ⟨j⟩: mRID ⟨u1⟩, feeder container ⟨u2⟩, substation ⟨u3⟩",
            '{"mRID": "⟨u1⟩", "name": "⟨sub⟩ ⟨j⟩", "PSRType": "⟨u3⟩"}',
            "CGMES-export: Terminal _⟨u2⟩ saknar ConnectivityNode (Breaker _⟨u1⟩)",
        ),
        _mrids,
    ),
    Kind(
        "gsrn_metering_points",
        (
            "Käyttöpaikka ⟨g1⟩ siirretty Datahubiin; myyjän GLN ⟨gln⟩",
            "metering_point_id;energy_kwh;party\n⟨g1⟩;⟨kwh⟩;⟨gln⟩\n⟨g2⟩;⟨kwh⟩;⟨gln⟩\n"
            "⟨g3⟩;⟨kwh⟩;⟨gln⟩",
            "Datahub rejected the E66 message for ⟨g2⟩ (transaction ⟨tx⟩): unknown metering point",
            "Punto de medida ⟨g3⟩ duplicado en ISU, revisar con ⟨g1⟩",
        ),
        _mp,
    ),
    Kind(
        "iec61850_object_references",
        (
            "⟨ied⟩LD0/LLN0$ST$Mod$stVal ja ⟨ied⟩PROT/⟨ln⟩.Op.general tulevat raportilla ⟨rcb⟩",
            "⟨t⟩ ⟨ip⟩ MMS Report ⟨ied⟩CTRL/LLN0$RP$⟨rcb⟩ entryID ⟨eid⟩",
            '<LN lnClass="⟨ln⟩" inst="1" lnType="JEV_⟨ln⟩_v3" prefix=""/>\n<!-- ⟨ied⟩ / ⟨ip⟩ -->',
            "Referensen ⟨ied⟩MEAS/MMXU1.TotW.mag.f saknas i datasetet; kolla ⟨ln⟩",
        ),
        _iec,
    ),
    Kind(
        "goose_sv_parameters",
        (
            '<GSE ldInst="LD0" cbName="GCB01">\n  <Address>\n'
            '    <P type="MAC-Address">⟨mac⟩</P>\n    <P type="APPID">⟨appid⟩</P>\n'
            '    <P type="VLAN-ID">⟨vlan⟩</P>\n  </Address>\n</GSE>',
            "GOOSE ⟨ied⟩LD0/LLN0$GO$GCB01: dst ⟨mac⟩, APPID 0x⟨appid⟩, confRev ⟨conf⟩, "
            "stNum ⟨st⟩, sqNum ⟨sq⟩",
            "SV-virta ⟨smv⟩ (APPID 0x⟨appid⟩, VLAN ⟨vlan⟩) putosi kytkimen vaihdon jälkeen",
        ),
        _goose,
        n=10,
    ),
    Kind(
        "certificate_fingerprints",
        (
            "$ openssl x509 -noout -fingerprint -sha256 -in ⟨host⟩.crt\nsha256 Fingerprint=⟨fp⟩",
            "PS> Get-ChildItem Cert:\\LocalMachine\\My\n\n"
            "Thumbprint                                Subject\n"
            "----------                                -------\n⟨fp1⟩  CN=⟨host⟩\n"
            "⟨fp1b⟩  CN=JEV OT Issuing CA 02",
            'Pinned public key of ⟨host⟩: pin-sha256="⟨pin⟩"',
            "Huella (SHA-256) ⟨host⟩: ⟨fpl⟩ — tarkistettu puhelimessa Ikerin kanssa",
        ),
        _fps,
    ),
    Kind(
        "x509_serials_key_ids",
        (
            "        Serial Number:\n            ⟨ser⟩\n        Issuer: CN = JEV OT Issuing CA 02\n"
            "        Subject: CN = ⟨cn⟩",
            "            X509v3 Subject Key Identifier:\n                ⟨ski⟩\n"
            "            X509v3 Authority Key Identifier:\n                ⟨aki⟩",
            "Revocado el certificado de ⟨cn⟩ (serie ⟨serh⟩), CRL publicada",
        ),
        _x509,
    ),
    Kind(
        "firmware_hashes",
        (
            "$ sha256sum ⟨img⟩_⟨v⟩.bin\n⟨h1⟩  ⟨img⟩_⟨v⟩.bin",
            "| Image | Versio | SHA-256 | CRC32 |\n|---|---|---|---|\n"
            "| ⟨img⟩ | ⟨v⟩ | ⟨h1⟩ | ⟨crc⟩ |",
            "Toimittajan ilmoittama MD5 ⟨md5⟩ täsmää, SHA-256 ⟨h2⟩ myös",
            "⟨img⟩ ⟨v⟩ release notes: sha256 ⟨h2⟩, signed with vendor key (no change to key id)",
        ),
        _fw,
    ),
    Kind(
        "pi_tag_names",
        (
            "Grafana-paneeli käyttää tageja ⟨t1⟩ ja ⟨t2⟩ (point id ⟨pid⟩)",
            "$ piconfig < dump_⟨pid⟩.txt\n@table pipoint\n@ostr tag,pointid,pointsource\n"
            "@select tag=⟨t1⟩\n⟨t1⟩,⟨pid⟩,OPCHDA",
            "\\\\PI-AF01\\JEV\\Sähköasemat\\⟨sub⟩|Teho MW → ⟨t1⟩ = ⟨v⟩",
            "Pumpun virtaama ⟨t3⟩ jumittuu arvoon ⟨v⟩ joka yö 02:00",
        ),
        _pi_tags,
    ),
    Kind(
        "pi_web_ids",
        (
            "GET https://piweb.jev.fi/piwebapi/streams/⟨w1⟩/recorded?startTime=*-1d",
            '{"WebId": "⟨w2⟩", "Name": "JEV.KOS.T1.P_MW.PV", "Value": ⟨v⟩}',
            "AF-elementin WebId ⟨we⟩, attribuutti ⟨wa⟩",
            "El WebId ⟨w1⟩ cambia si se renombra el punto; usar path en su lugar",
        ),
        _webids,
    ),
    Kind(
        "transformer_feeder_ids",
        (
            "⟨sub⟩-T1 (⟨mva⟩ MVA, 110/20 kV), lähdöt ⟨j⟩ ja J13; muuntamo ⟨mp⟩ ⟨kva⟩ kVA",
            "Transformator ⟨sub⟩-T2 (tillverkad ⟨year⟩) matar fack ⟨j⟩; anläggnings-id ⟨asset⟩",
            "Asset ⟨asset⟩ (⟨name⟩ ⟨j⟩) moved to the outage plan for week 35",
            "Corte programado en ⟨name⟩ ⟨j⟩, centro de transformación ⟨mp⟩",
        ),
        _assets,
    ),
    Kind(
        "dnp3_point_maps",
        (
            "Index,Type,Description,Class,Deadband\n⟨a⟩,AI,⟨out⟩ T1 P MW,2,0.5\n"
            "⟨b⟩,BI,Breaker ⟨out⟩ closed,1,",
            "Outstation ⟨out⟩ (link address ⟨outh⟩): unsolicited response, IIN=⟨iin⟩, AI ⟨a⟩ = ⟨v⟩",
            "DNP3-kehys: 05 64 ⟨frame⟩",
            "Master 0x0001 ↔ outstation ⟨outh⟩: class 0 poll 60 s, class 1 event polling 5 s",
        ),
        _dnp3_points,
    ),
    Kind(
        "modbus_register_maps",
        (
            "$ mbpoll -a ⟨unit⟩ -r ⟨reg⟩ -c 2 -t 4:float ⟨ip⟩",
            "| Rekisteri | Tyyppi | Kuvaus |\n|---|---|---|\n"
            "| ⟨reg⟩ | float32 CDAB | Virtaama m3/h |\n"
            "| ⟨reg2⟩ | uint16 | Pumpun tila |",
            "Modbus TX ⟨frame⟩ → RX raw ⟨raw⟩ = ⟨v⟩ m3/h",
            "Registro ⟨reg⟩ (unidad ⟨unit⟩) devuelve 0x8000 cuando la bomba está parada",
        ),
        _modbus,
    ),
)
