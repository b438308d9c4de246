"""Benign look-alikes of the grid itself: EAN-18 connection codes, meter equipment ids,
DSMR P1 telegrams and their CRCs, outage-API payloads, reading tables, pseudonymised
hashes and CIM asset ids. None of them is a credential; all must survive untouched."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike55.gen import (
    ALNUM,
    UPPER,
    Kind,
    b64url,
    crc16_arc,
    dsmr_telegram,
    dsmr_timestamp,
    ean13,
    ean18,
    hex_ascii,
    hexs,
    meter_serial,
    num,
    pick,
    uhex,
    uuid4,
)

_STREETS = (
    ("Utrechtseweg", "Arnhem"),
    ("Velperweg", "Arnhem"),
    ("Amsterdamseweg", "Arnhem"),
    ("Rijnkade", "Arnhem"),
    ("Hoofdstraat", "Velp"),
    ("Rijksweg", "Duiven"),
)


def _ean(r: Random) -> dict[str, str]:
    street, city = r.choice(_STREETS)
    return {
        "ean": ean18(r),
        "ean2": ean18(r),
        "ean13": ean13(r),
        "street": street,
        "city": city,
        "hn": str(r.randint(1, 240)),
        "pc": str(r.randint(11, 46)),
        "pc2": str(r.randint(11, 46)),
        "amp": r.choice(("3x25A", "1x35A", "3x35A", "3x63A")),
        "t": num(r, 5),
    }


def _meter(r: Random) -> dict[str, str]:
    serial = meter_serial(r)
    return {
        "serial": serial,
        "serial2": meter_serial(r),
        "gserial": meter_serial(r, gas=True),
        "hexid": hex_ascii(serial),
        "d": str(r.randint(1, 30)),
        "model": r.choice(("Kaifa MA304C", "Sagemcom T211", "Landis+Gyr E360", "Iskra AM550")),
    }


def _telegram(r: Random) -> dict[str, str]:
    telegram, crc = dsmr_telegram(r)
    return {"telegram": telegram, "crc": crc, "gw": hexs(r, 6)}


def _crc(r: Random) -> dict[str, str]:
    a, b = r.getrandbits(16), r.getrandbits(16)
    data = r.randbytes(r.randint(600, 1200))
    return {
        "crc": f"{a:04X}",
        "crc2": f"{b:04X}",
        "n1": str(a),
        "n2": str(b),
        "calc": f"{crc16_arc(data):04X}",
        "d": f"{r.randint(1, 30):02d}",
        "s": f"{r.randint(0, 59):02d}",
        "serial": meter_serial(r),
        "gw": hexs(r, 6),
        "cnt": str(r.randint(1, 400)),
        "len": str(len(data)),
    }


def _outage(r: Random) -> dict[str, str]:
    return {
        "sid": f"STR-2032-{num(r, 6)}",
        "sid2": f"STR-2032-{num(r, 6)}",
        "uuid": uuid4(r),
        "pc": str(r.randint(11, 46)) + pick(r, UPPER, 2),
        "cnt": str(r.randint(3, 4800)),
        "d": f"{r.randint(1, 30):02d}",
        "etag": hexs(r, 32),
        "req": hexs(r, 32),
        "seg": f"{r.randint(100, 999)}-{r.randint(10, 99)}",
        "ean": ean18(r),
    }


def _reading_table(r: Random) -> dict[str, str]:
    rows = []
    for _ in range(r.randint(2, 4)):
        rows.append(
            f"| {ean18(r)} | {meter_serial(r)} | "
            f"{r.randint(1000, 40000)}.{r.randint(0, 999):03d} | {dsmr_timestamp(r)} |"
        )
    return {"rows": "\n".join(rows), "d": str(r.randint(1, 30)), "n": str(r.randint(2, 60))}


def _hashes(r: Random) -> dict[str, str]:
    vals = ",".join(f"{r.randint(0, 900) / 1000:.3f}" for _ in range(4))
    return {
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "ean": ean18(r),
        "c": str(r.randint(1, 40)),
        "vals": vals,
        "short": hexs(r, 16),
        "salt_ver": str(r.randint(2, 9)),
    }


def _cim(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "seg": f"{r.randint(100, 999)}-{r.randint(10, 99)}",
        "tag": f"MS-TR-{r.randint(1000, 9999)}",
        "tserial": pick(r, UPPER, 2) + num(r, 8),
        "ied": "IED" + uhex(r, 4),
        "opc": b64url(r, 12),
        "alnum": pick(r, ALNUM, 12),
    }


GRID: tuple[Kind, ...] = (
    Kind(
        "ean18_connection_codes",
        (
            "EAN ⟨ean⟩ hoort bij ⟨street⟩ ⟨hn⟩, ⟨city⟩ (aansluiting ⟨amp⟩).",
            "Aansluiting ⟨ean⟩ staat in C-AR als 'in bedrijf', maar de meter is al afgemeld "
            "(ticket NET-⟨t⟩).",
            '{"eanCode": "⟨ean⟩", "gridOperatorEan": "⟨ean13⟩", "product": "ELK", '
            '"physicalStatus": "IBD", "capTarCode": "⟨hn⟩"}',
            "| EAN | Postcode | Status |\n|---|---|---|\n| ⟨ean⟩ | 68⟨pc⟩ | actief |\n"
            "| ⟨ean2⟩ | 68⟨pc2⟩ | afgesloten |",
        ),
        _ean,
    ),
    Kind(
        "meter_equipment_ids",
        (
            "Meter ⟨serial⟩ (⟨model⟩) vervangen door ⟨serial2⟩ op ⟨d⟩ juni.",
            "0-0:96.1.1(⟨hexid⟩) → ⟨serial⟩",
            "Zählernummer ⟨serial⟩, Gaszähler ⟨gserial⟩, Wechsel am ⟨d⟩.06.2032",
            "SELECT ean, installed_at FROM meters WHERE equipment_id = '⟨hexid⟩';",
        ),
        _meter,
    ),
    Kind(
        "dsmr_p1_telegrams",
        (
            "⟨telegram⟩",
            "Telegram van gateway gw-⟨gw⟩, CRC ⟨crc⟩ klopt:\n\n⟨telegram⟩",
            "P1-Ausgabe vom Laborzähler (DSMR 5.0.2):\n⟨telegram⟩\n",
        ),
        _telegram,
    ),
    Kind(
        "dsmr_crc_logs",
        (
            "2032-06-⟨d⟩ 03:12:⟨s⟩ WARN p1-reader: CRC mismatch (telegram !⟨crc⟩, computed "
            "⟨crc2⟩), dropping frame from gw-⟨gw⟩",
            "dsmr_parser.exceptions.InvalidChecksumError: Invalid telegram. The CRC checksum "
            "'⟨n1⟩' does not match the expected '⟨n2⟩'",
            "crc16/arc over '/' t/m '!' (⟨len⟩ bytes) → 0x⟨calc⟩; gelijk aan de laatste regel "
            "!⟨calc⟩",
            'p1_telegram_crc_errors_total{meter="⟨serial⟩",gateway="gw-⟨gw⟩"} ⟨cnt⟩',
        ),
        _crc,
    ),
    Kind(
        "outage_api_payloads",
        (
            '{"storingId": "⟨sid⟩", "id": "⟨uuid⟩", "status": "actief", "postcodes": ["68⟨pc⟩"], '
            '"getroffenAansluitingen": ⟨cnt⟩, "verwachteHersteltijd": '
            '"2032-06-⟨d⟩T14:30:00+02:00", '
            '"oorzaak": "graafschade", "etag": "W/\\"⟨etag⟩\\""}',
            "GET /storingen/v2/outages/⟨uuid⟩ → 404, x-request-id ⟨req⟩",
            "Outage ⟨sid⟩ merged into ⟨sid2⟩; ⟨cnt⟩ connections on cable segment KS-⟨seg⟩.",
            "Störung ⟨sid⟩ (Kabel KS-⟨seg⟩) betrifft u. a. Anschluss ⟨ean⟩; Objekt-ID ⟨uuid⟩",
        ),
        _outage,
    ),
    Kind(
        "meter_reading_tables",
        (
            "| EAN | Meter | kWh (1.8.1) | Tijdstempel |\n|---|---|---|---|\n⟨rows⟩",
            "Export standen ⟨d⟩ juni (⟨n⟩ regels, eerste paar):\n\n| EAN | Zähler | kWh | Zeit |\n"
            "|---|---|---|---|\n⟨rows⟩",
        ),
        _reading_table,
    ),
    Kind(
        "pseudonymised_hashes",
        (
            "EAN wordt gepseudonimiseerd als hmac-sha256 (sleutelversie v⟨salt_ver⟩): ⟨ean⟩ → ⟨h⟩",
            "dbt model stg_readings: ean_hash = ⟨h⟩ for household cluster ⟨c⟩",
            '{"ean_hash":"⟨h⟩","cluster":⟨c⟩,"kwh_15m":[⟨vals⟩]}',
            "Dedup over ⟨h⟩ en ⟨h2⟩ — zelfde aansluiting, twee sleutelversies (prefix ⟨short⟩).",
        ),
        _hashes,
    ),
    Kind(
        "cim_asset_ids",
        (
            '<cim:ACLineSegment rdf:ID="_⟨uuid⟩"><cim:IdentifiedObject.name>KS-⟨seg⟩'
            "</cim:IdentifiedObject.name></cim:ACLineSegment>",
            "Trafo ⟨tag⟩ (mRID ⟨uuid⟩) in station Arnhem-Zuid, typeplaatje ⟨tserial⟩",
            "IEC 61850: ⟨ied⟩LD0/LLN0$ST$Mod, OPC-UA NodeId ns=2;b=⟨opc⟩, Feld ⟨tag⟩",
            "mRID ⟨uuid⟩ → ⟨uuid2⟩ na de netmodel-migratie (kabel KS-⟨seg⟩, ref ⟨alnum⟩)",
        ),
        _cim,
    ),
)
