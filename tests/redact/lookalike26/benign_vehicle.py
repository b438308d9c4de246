"""Benign look-alikes from the vehicle side: VINs, ECU numbers, CAN, UDS, DTCs, A2L, flash
images, SecOC captures, ARXML and radio identifiers. All must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike26.gen import (
    UPPER_ALNUM,
    Kind,
    hexbytes,
    hexs,
    ihex_line,
    num,
    pick,
    srec_line,
    uhex,
    uuid4,
    vin,
)

_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def _sw(r: Random) -> str:
    return f"{r.choice(('NE1', 'MV', 'CV1', 'SG2'))}.{r.choice(('KOR', 'EUR'))}.S5W_L.{num(r, 3)}"


def _vins(r: Random) -> dict[str, str]:
    car = vin(r)
    return {
        "vin": car,
        "vin2": vin(r),
        "vinhex": " ".join(f"{ord(c):02X}" for c in car),
        "sw": _sw(r),
        "camp": uuid4(r),
    }


_HMG_GROUPS = ("95400", "96560", "99110", "95910")


def _yymmdd(r: Random) -> str:
    return f"27{r.randint(1, 12):02d}{r.randint(1, 28):02d}"


def _vw_pn(r: Random) -> str:
    return (
        f"{r.choice('1235')}{pick(r, UPPER_ALNUM, 2)} {num(r, 3)} {num(r, 3)} "
        f"{pick(r, _LETTERS, r.choice((1, 2)))}"
    )


def _ecu(r: Random) -> dict[str, str]:
    pn = _vw_pn(r)
    return {
        "vwpn": pn,
        "vwsw": pn.replace(" ", "") + "  " + num(r, 4),
        "swv": r.choice(("0", "X", "H")) + num(r, 3),
        "kpn": f"{r.choice(_HMG_GROUPS)}-{pick(r, _LETTERS, 2)}{num(r, 3)}",
        "ksw": f"{_sw(r)}.{r.choice(('001', '002', '010'))}.{_yymmdd(r)}",
        "bosch": f"0 2{r.randint(60, 99)} {num(r, 3)} {num(r, 3)}",
        "conti": "A2C" + num(r, 10),
        "serial": r.choice(("TCU4", "GWB2", "HU7K")) + pick(r, UPPER_ALNUM, 12),
        "hw": "H" + num(r, 2),
        "hw2": f"HW{r.randint(1, 9):03d}",
    }


_SIGNALS = (
    "TCU_GnssLat", "BMS_SoC", "VCU_VehSpd", "GW_WakeupReason", "TCU_LteRssi", "EPB_State",
    "HVAC_CabinTemp", "BCM_DoorLockSts", "OBC_ChrgPwr", "TCU_OtaProgress",
)  # fmt: skip


def _dbc(r: Random) -> dict[str, str]:
    can_id = 0x80000000 | r.getrandbits(29)
    std = r.randrange(0x100, 0x7FF)
    return {
        "id": str(can_id),
        "hexid": f"{std:03X}",
        "sig": r.choice(_SIGNALS),
        "bus": r.choice(("PT-CAN", "Body-CAN", "Chassis-CANFD", "Telematics-CAN")),
        "sb": str(r.randrange(0, 63)),
        "len": str(r.choice((1, 2, 8, 12, 16))),
        "val": f"{r.uniform(0, 250):.2f}",
        "cyc": str(r.choice((10, 20, 100, 1000))),
    }


def _candump(r: Random) -> dict[str, str]:
    ts = f"{r.randint(1822435200, 1825113599)}.{num(r, 6)}"
    return {
        "ts": ts,
        "eid": f"18DA{uhex(r, 2)}F1",
        "sid": f"{r.randrange(0x100, 0x7FF):03X}",
        "sid2": f"{r.randrange(0x100, 0x7FF):03X}",
        "data": uhex(r, 16),
        "bytes": hexbytes(r, 8),
        "bytes2": hexbytes(r, 8),
        "bytes3": hexbytes(r, 8),
        "fd": uhex(r, 128),
        "t1": f"{r.uniform(0, 900):.6f}",
    }


def _uds(r: Random) -> dict[str, str]:
    return {
        "seed": hexbytes(r, 16),
        "key": hexbytes(r, 16),
        "seedc": uhex(r, 8),
        "keyc": uhex(r, 8),
        "seedc16": uhex(r, 32),
        "keyc16": uhex(r, 32),
        "keysp": hexbytes(r, 16),
        "ecu": uhex(r, 4),
        "seed4": hexbytes(r, 4),
    }


def _dtc_code(r: Random) -> str:
    return f"{r.choice('PCBU')}{r.choice('0123')}{uhex(r, 3)}-{uhex(r, 2)}"


def _dtc(r: Random) -> dict[str, str]:
    return {
        "dtc": _dtc_code(r),
        "dtc2": _dtc_code(r),
        "dtc3": _dtc_code(r),
        "dtcbytes": hexbytes(r, 3),
        "dtcbytes2": hexbytes(r, 3),
        "desc": r.choice(
            ("Lost Communication With ECM/PCM", "GNSS antenna open circuit", "LTE module reset")
        ),
        "st": uhex(r, 2),
        "n": str(r.randint(1, 40)),
        "odo": str(r.randint(120, 98000)),
        "v": f"{r.randint(0, 9)}",
        "d": str(r.randint(1, 9)),
        "hh": f"{r.randint(0, 23):02d}",
        "mm": f"{r.randint(0, 59):02d}",
    }


def _a2l(r: Random) -> dict[str, str]:
    addr = r.randrange(0x80000000, 0x80400000, 4)
    return {
        "addr": f"{addr:08X}",
        "addr2": f"{addr + r.randrange(0x1000, 0x40000, 4):08X}",
        "epk": f"TCU4_V{num(r, 3)}_27W{r.randint(10, 52)}_{uhex(r, 8)}",
        "name": r.choice(("KL_OtaRetryMax", "KF_LteBackoff", "KW_CanWakeThr", "KL_GnssFilt")),
        "t": r.choice(("UBYTE", "UWORD", "SLONG")),
        "cvn": uhex(r, 8),
        "cvn2": uhex(r, 8),
        "calid": f"{pick(r, UPPER_ALNUM, 4)}{num(r, 6)}{uhex(r, 6)}",
        "crc": uhex(r, 8),
    }


def _flash(r: Random) -> dict[str, str]:
    base = r.randrange(0x0000, 0xF000, 0x100)
    s3 = r.randrange(0x08000000, 0x080F0000, 0x100)
    return {
        "l1": ihex_line(r, base),
        "l2": ihex_line(r, base + 16),
        "l3": ihex_line(r, base + 32),
        "s1": srec_line(r, s3),
        "s2": srec_line(r, s3 + 16),
        "end": f"{s3 + 0x1FFFC:08X}",
        "hd1": hexbytes(r, 16, upper=False),
        "hd2": hexbytes(r, 16, upper=False),
    }


def _secoc(r: Random) -> dict[str, str]:
    return {
        "pdu": f"{r.randrange(0x100, 0x7FF):03X}",
        "payload": hexbytes(r, 5),
        "fv": uhex(r, 2),
        "mac": uhex(r, 6),
        "mac2": uhex(r, 6),
        "trip": str(r.randint(1, 60000)),
        "rc": str(r.randint(1, 900)),
        "mc": str(r.randint(1, 4000)),
        "fvfull": uhex(r, 16),
        "cmac": uhex(r, 32),
        "fvid": str(r.randint(1, 64)),
        "frame1": hexbytes(r, 8),
        "frame2": hexbytes(r, 8),
    }


_SHORT_NAMES = (
    "TCU_Status_PDU", "GW_OtaControl", "BMS_Info_01", "ComIPdu_TcuGnss", "CanIf_RxPdu_0x3A1",
    "SecOC_Body_Tx", "Dcm_DspDid_F18C", "NvM_Block_OtaState",
)  # fmt: skip


def _arxml(r: Random) -> dict[str, str]:
    u = uuid4(r)
    return {
        "u": u if r.random() < 0.6 else u.upper(),
        "u2": uuid4(r),
        "sn": r.choice(_SHORT_NAMES),
    }


def _mac(r: Random) -> str:
    return ":".join(f"{r.randrange(256):02X}" for _ in range(6))


def _radio(r: Random) -> dict[str, str]:
    return {
        "mac": _mac(r),
        "mac2": _mac(r).lower(),
        "svc": f"0000{uhex(r, 4)}-0000-1000-8000-00805F9B34FB",
        "ip6": f"2001:db8:{hexs(r, 4)}:{hexs(r, 4)}::{hexs(r, 3)}",
        "vid": uhex(r, 16),
        "epid": uhex(r, 16),
        "ca": uhex(r, 40),
        "sess": uhex(r, 8),
        "m1": uhex(r, 4),
        "m2": uhex(r, 4),
        "m3": uhex(r, 4),
        "uid": hexbytes(r, 7, sep=":"),
    }


VEHICLE: tuple[Kind, ...] = (
    Kind(
        "vin_numbers",
        (
            "Testovací vůz ⟨vin⟩ (TCU gen4) vrací po OTA chybu instalace.",
            "22 F1 90 → 62 F1 90 ⟨vinhex⟩  (ASCII: ⟨vin⟩)",
            "| VIN | Model | TCU SW |\n|---|---|---|\n| ⟨vin⟩ | EV9 | ⟨sw⟩ |\n"
            "| ⟨vin2⟩ | Ioniq 5 | ⟨sw⟩ |",
            "2027-10-12T08:14:03Z INFO ota-director assign campaign=⟨camp⟩ vin=⟨vin⟩ ecus=3",
            "서울 테스트 차량 VIN ⟨vin⟩ 은 캠페인 대상에서 제외함",
            '{"vin": "⟨vin⟩", "model_year": 2027, "plant": "Nošovice"}',
        ),
        _vins,
    ),
    Kind(
        "ecu_part_and_software_numbers",
        (
            "ECU identification (22 F1 87 / F1 88 / F1 89):\n  spare part  ⟨vwpn⟩\n"
            "  SW number   ⟨vwsw⟩\n  SW version  ⟨swv⟩",
            "Part ⟨kpn⟩, SW ⟨ksw⟩ — Seoul says the gen4 TCU needs at least this build",
            "Bosch ⟨bosch⟩ / Continental ⟨conti⟩ — oba díly jsou v BOM pro gateway B2",
            "F18C ECU serial: ⟨serial⟩, F191 HW: ⟨hw⟩",
            "| ECU | HW | SW |\n|---|---|---|\n| TCU | ⟨hw⟩ | ⟨vwsw⟩ |\n| GW | ⟨hw2⟩ | ⟨ksw⟩ |",
        ),
        _ecu,
    ),
    Kind(
        "dbc_messages_and_signals",
        (
            "BO_ ⟨id⟩ TCU_Status: 8 TCU\n"
            ' SG_ TCU_GnssLat : 7|32@0- (1E-007,0) [-90|90] "deg" Vector__XXX\n'
            ' SG_ TCU_GnssFix : 39|2@0+ (1,0) [0|3] "" GW',
            'CM_ SG_ ⟨id⟩ ⟨sig⟩ "0.5 % per bit, see spec";\n'
            'VAL_ ⟨id⟩ ⟨sig⟩ 0 "Off" 1 "Drive" 2 "Charge" 3 "Fault";',
            'BA_ "GenMsgCycleTime" BO_ ⟨id⟩ ⟨cyc⟩;\nBA_ "VFrameFormat" BO_ ⟨id⟩ 3;',
            "Signál ⟨sig⟩ v rámci 0x⟨hexid⟩ (⟨bus⟩) má start bit ⟨sb⟩, délku ⟨len⟩ bitů, Motorola.",
            "cantools decode: ⟨sig⟩ = ⟨val⟩ (frame 0x⟨hexid⟩, DLC 8)",
        ),
        _dbc,
    ),
    Kind(
        "candump_traces",
        (
            "(⟨ts⟩) can0 ⟨eid⟩#⟨data⟩",
            "  can1  ⟨sid⟩   [8]  ⟨bytes⟩\n  can1  ⟨sid2⟩   [8]  ⟨bytes2⟩\n"
            "  can1  ⟨sid⟩   [8]  ⟨bytes3⟩",
            "cansend can0 ⟨sid⟩#⟨data⟩",
            "(⟨ts⟩) can2 ⟨eid⟩##1⟨fd⟩",
            "Vector ASC:\n   ⟨t1⟩ 1  ⟨eid⟩x       Rx   d 8 ⟨bytes⟩",
            "CAN FD 프레임 0x⟨sid⟩ 데이터: ⟨fd⟩",
        ),
        _candump,
    ),
    Kind(
        "uds_seed_key_traces",
        (
            "10 02 → 50 02 00 19 01 F4\n27 11 → 67 11 ⟨seed⟩\n27 12 ⟨key⟩ → 67 12",
            "seed = 0x⟨seedc⟩, key = 0x⟨keyc⟩ (level 0x01, XOR algorithm from the bench script)",
            "udsoncan: SecurityAccess seed received: ⟨seedc16⟩ — key sent: ⟨keyc16⟩ — "
            "positive response",
            "Seoul trace (NRC 0x35 invalidKey): 27 11 ⟨keysp⟩ → 7F 27 35",
            "DoIP routing activation OK, 0x0E80 → 0x⟨ecu⟩; 27 01 → 67 01 ⟨seed4⟩",
            "Záznam z CANoe: seed ⟨seedc16⟩, vypočtený klíč ⟨keyc16⟩, ECU odpověděla 67 12",
        ),
        _uds,
    ),
    Kind(
        "dtc_codes_and_freeze_frames",
        (
            "19 02 09 → 59 02 FF ⟨dtcbytes⟩ 2F ⟨dtcbytes2⟩ 09",
            "DTC ⟨dtc⟩ (⟨desc⟩), status 0x⟨st⟩, occurrence counter ⟨n⟩",
            "Freeze frame for ⟨dtc⟩:\n  odometer ⟨odo⟩ km\n  battery 12.⟨v⟩ V\n"
            "  timestamp 2027-10-0⟨d⟩T⟨hh⟩:⟨mm⟩:00Z",
            "Chybové kódy po flashnutí: ⟨dtc⟩, ⟨dtc2⟩, ⟨dtc3⟩ — po vymazání (14 FF FF FF) "
            "se ⟨dtc2⟩ vrátil.",
            "DTC 목록: ⟨dtc⟩ / ⟨dtc2⟩ — 서울 벤치에서만 재현됨 (status 0x⟨st⟩)",
        ),
        _dtc,
    ),
    Kind(
        "a2l_epk_and_calibration_ids",
        (
            '/begin MOD_PAR ""\n  ADDR_EPK 0x⟨addr⟩\n  EPK "⟨epk⟩"\n/end MOD_PAR',
            '/begin CHARACTERISTIC ⟨name⟩ "" VALUE 0x⟨addr⟩ RL_⟨t⟩ 0 CM_⟨name⟩ 0 255\n'
            "/end CHARACTERISTIC",
            "OBD mode 09 PID 06 (CVN): ⟨cvn⟩ ⟨cvn2⟩, CALID ⟨calid⟩",
            'XCP CONNECT OK, EPK v ECU = "⟨epk⟩", v A2L taky — kalibrace sedí',
            "Calibration dataset ⟨calid⟩: CRC32 0x⟨crc⟩ over 0x⟨addr⟩..0x⟨addr2⟩",
        ),
        _a2l,
    ),
    Kind(
        "intel_hex_and_srec_records",
        (
            ":020000040800F2\n⟨l1⟩\n⟨l2⟩\n⟨l3⟩\n:00000001FF",
            "Bootloader odmítl záznam ⟨l1⟩ (checksum OK, adresa mimo flash).",
            "srec_cat tcu.s19 -crc32-l-e 0x⟨end⟩ -o tcu_crc.s19 → first data line ⟨s1⟩",
            "S0030000FC\n⟨s1⟩\n⟨s2⟩\nS70508000000F2",
            "hexdump -C of the image header:\n00000000  ⟨hd1⟩\n00000010  ⟨hd2⟩",
        ),
        _flash,
    ),
    Kind(
        "secoc_captured_authenticators",
        (
            "SecOC PDU 0x⟨pdu⟩: payload ⟨payload⟩ | FV(trunc) 0x⟨fv⟩ | MAC(24 bit) 0x⟨mac⟩ → OK",
            "Freshness master: trip ⟨trip⟩, reset ⟨rc⟩, message ⟨mc⟩ (FV = 0x⟨fvfull⟩)",
            "Full 128-bit authenticator logged by the SecOC test hook: ⟨cmac⟩ (PDU 0x⟨pdu⟩)",
            "SecOC_VerificationStatus: freshnessValueId=⟨fvid⟩ SECOC_VERIFICATIONFAILURE, "
            "received MAC ⟨mac⟩, expected ⟨mac2⟩",
            "Zachycený zabezpečený rámec (Body-CAN, 0x⟨pdu⟩):\n⟨frame1⟩\n⟨frame2⟩",
        ),
        _secoc,
    ),
    Kind(
        "autosar_arxml_uuids",
        (
            '<ECUC-CONTAINER-VALUE UUID="⟨u⟩">\n  <SHORT-NAME>⟨sn⟩</SHORT-NAME>\n'
            '  <DEFINITION-REF DEST="ECUC-PARAM-CONF-CONTAINER-DEF">'
            "/AUTOSAR/EcucDefs/Com/ComConfig/ComIPdu</DEFINITION-REF>\n</ECUC-CONTAINER-VALUE>",
            '<I-SIGNAL-I-PDU UUID="⟨u⟩"><SHORT-NAME>⟨sn⟩</SHORT-NAME>'
            "<LENGTH>8</LENGTH></I-SIGNAL-I-PDU>",
            "Merge conflict in TCU_EcuExtract.arxml: UUID ⟨u⟩ vs ⟨u2⟩ for ⟨sn⟩ — "
            "the configurator regenerated them",
            'UUID="ECUC:⟨u⟩" on ⟨sn⟩ → keep the one from the OEM extract',
            "ARXML 파일에서 ⟨sn⟩ 의 UUID ⟨u⟩ 가 중복됨",
        ),
        _arxml,
    ),
    Kind(
        "radio_and_digital_key_identifiers",
        (
            "BLE advertising from the digital-key anchor: addr ⟨mac⟩ (random static), "
            "service UUID ⟨svc⟩",
            "wlan0 ⟨mac2⟩ → BSSID ⟨mac⟩, IPv6 ⟨ip6⟩",
            "CCC Digital Key: vehicle identifier ⟨vid⟩, endpoint identifier ⟨epid⟩, "
            "instance CA identifier ⟨ca⟩",
            "UWB ranging session id 0x⟨sess⟩, anchors ⟨m1⟩/⟨m2⟩/⟨m3⟩",
            "NFC UID telefonu (karta klíče) ⟨uid⟩ — zapsáno do whitelistu bench vozu",
        ),
        _radio,
    ),
)
