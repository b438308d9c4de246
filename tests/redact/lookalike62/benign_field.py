"""Benign look-alikes from the field: weather stations and their telemetry hardware, farm
assets, map and place identifiers, and Mapbox public tokens."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike62.gen import (
    B64URL,
    DIGITS,
    GEOHASH,
    LOWER_ALNUM,
    UHEX,
    UPPER,
    VIN_CHARS,
    Kind,
    b64url_json,
    digits,
    hexs,
    luhn_complete,
    num,
    pick,
    uhexs,
    uuid4,
)

_AU_STATIONS = (
    ("040913", "94576", "YBBN", "Brisbane"),
    ("041529", "95551", "YBOK", "Oakey"),
    ("043091", "94517", "YROM", "Roma"),
    ("041359", "94552", "YTWB", "Toowoomba"),
    ("039128", "94387", "YBUD", "Bundaberg"),
)
_NZ_STATIONS = (
    ("4843", "93781", "NZCH", "Christchurch Aero"),
    ("17603", "93773", "NZAS", "Ashburton"),
    ("5212", "93891", "NZOU", "Oamaru"),
    ("15876", "93844", "NZTU", "Timaru"),
)


def _station(r: Random) -> dict[str, str]:
    au = r.choice(_AU_STATIONS)
    nz = r.choice(_NZ_STATIONS)
    wind = f"{r.randint(0, 35):02d}0{r.randint(3, 28):02d}KT"
    temp = r.randint(4, 26)
    return {
        "bom": au[0],
        "wmo": au[1],
        "icao": au[2],
        "place": au[3],
        "agent": nz[0],
        "nzwmo": nz[1],
        "nzicao": nz[2],
        "nzplace": nz[3],
        "kbr": f"KBR-WX-{r.choice(('QLD', 'NSW'))}-{digits(r, 4)}",
        "kbrnz": f"KBR-WX-{r.choice(('CAN', 'OTA'))}-{digits(r, 4)}",
        "metar": f"METAR {au[2]} {r.randint(10, 28)}{r.randint(0, 23):02d}00Z {wind} 9999 "
        f"FEW0{r.randint(15, 60)} {temp:02d}/{temp - r.randint(2, 9):02d} "
        f"Q{r.randint(1004, 1028)}",
        "deveui": "70B3D57ED0" + uhexs(r, 6),
        "joineui": "0000000000000" + uhexs(r, 3),
    }


def _telemetry(r: Random) -> dict[str, str]:
    return {
        "imei": luhn_complete("35" + digits(r, 12)),
        "iccid": luhn_complete("8961" + digits(r, 14)),
        "iccidnz": luhn_complete("8964" + digits(r, 14)),
        "mac": ":".join(pick(r, UHEX, 2) for _ in range(6)),
        "sn": num(r, 5),
        "fw": f"CR1000X.Std.{r.randint(6, 9)}.{r.randint(0, 9):02d}",
        "fwsig": str(r.randint(10000, 65535)),
        "kbr": f"KBR-WX-{r.choice(('QLD', 'CAN', 'OTA', 'NSW'))}-{digits(r, 4)}",
        "eid": uhexs(r, 16),
    }


def _farm(r: Random) -> dict[str, str]:
    pic = "Q" + pick(r, UPPER, 3) + digits(r, 4)
    return {
        "rfid": "982 " + digits(r, 12),
        "nlis": "3" + pic + pick(r, "ABCDEFGHJK", 1) + pick(r, "ABCDEFGH", 1) + digits(r, 5),
        "pic": pic,
        "vin": r.choice(("MR0FA3CD", "MNTBB7A9", "MMBJYKL3", "JTMHV05J")) + pick(r, VIN_CHARS, 9),
        "pin": "1RW"
        + r.choice(("6155M", "8370R", "7R290"))
        + pick(r, "ACDEFHJKLMNPR", 3)
        + digits(r, 6),
        "nait": "NZ" + digits(r, 10),
        "head": str(r.randint(40, 2400)),
        "sum": f"{r.randint(80, 950)},000",
    }


def _geo(r: Random) -> dict[str, str]:
    return {
        "h3": "89be" + hexs(r, 7) + "ffff",
        "h3b": "88be" + hexs(r, 6) + "fffff",
        "gh": "r7h" + pick(r, GEOHASH, 6),
        "ghnz": "rbs" + pick(r, GEOHASH, 6),
        "gnaf": "GAQLD" + num(r, 9),
        "place": "here:pds:place:036" + hexs(r, 5) + "-" + hexs(r, 32),
        "lat": f"-27.{digits(r, 5)}",
        "lon": f"152.{digits(r, 5)}",
        "latnz": f"-43.{digits(r, 5)}",
        "lonnz": f"172.{digits(r, 5)}",
        "parcel": num(r, 7),
        "qk": "3" + pick(r, "0123", 15),
    }


def _mapbox(r: Random) -> dict[str, str]:
    payload = b64url_json({"u": "kbrural", "a": "cl" + pick(r, LOWER_ALNUM, 23)})
    return {
        "pk": "p" + "k." + payload + "." + pick(r, B64URL, 22),
        "style": "cl" + pick(r, LOWER_ALNUM, 23),
        "tiles": "kbrural." + pick(r, LOWER_ALNUM, 8),
        "upload": pick(r, LOWER_ALNUM, 25),
        "z": str(r.randint(5, 14)),
        "fid": uuid4(r),
        "n": pick(r, DIGITS, 1),
    }


FIELD: tuple[Kind, ...] = (
    Kind(
        "weather_station_ids",
        (
            "BoM station ⟨bom⟩ (⟨place⟩, WMO ⟨wmo⟩) is our reference for ⟨kbr⟩.",
            "⟨metar⟩",
            "NIWA CliFlo agent ⟨agent⟩ (⟨nzplace⟩, WMO ⟨nzwmo⟩) backs up ⟨kbrnz⟩ when the "
            "logger drops out.",
            "station_id,bom_id,wmo_id,icao\n⟨kbr⟩,⟨bom⟩,⟨wmo⟩,⟨icao⟩\n⟨kbrnz⟩,,⟨nzwmo⟩,⟨nzicao⟩",
            "LoRaWAN gauge for ⟨kbr⟩: DevEUI ⟨deveui⟩, JoinEUI ⟨joineui⟩ (TTN AU915)",
            "Ko ⟨kbrnz⟩ te teihana huarere tata ki ⟨nzplace⟩; ko ⟨agent⟩ te nama CliFlo.",
        ),
        _station,
        secrets=(),
    ),
    Kind(
        "telemetry_hardware_serials",
        (
            "⟨kbr⟩ modem: IMEI ⟨imei⟩, SIM ICCID ⟨iccid⟩ (Telstra M2M).",
            "Logger CR1000X SN ⟨sn⟩ on ⟨kbr⟩, OS ⟨fw⟩ (sig ⟨fwsig⟩), MAC ⟨mac⟩",
            "| station | IMEI | ICCID |\n|---|---|---|\n| ⟨kbr⟩ | ⟨imei⟩ | ⟨iccidnz⟩ |",
            "Swap SIM ⟨iccidnz⟩ into the Ashburton gateway; the old one (⟨iccid⟩) is suspended.",
            "Gateway EUI ⟨eid⟩ at ⟨kbr⟩ came back online after the storm.",
        ),
        _telemetry,
        secrets=(),
    ),
    Kind(
        "farm_asset_ids",
        (
            "Livestock schedule: ⟨head⟩ head, PIC ⟨pic⟩, sample NLIS ⟨nlis⟩ / RFID ⟨rfid⟩.",
            "Ute on the farm policy: VIN ⟨vin⟩, sum insured $⟨sum⟩",
            "Tractor PIN ⟨pin⟩ — machinery schedule line 3",
            "NAIT number ⟨nait⟩ for the Canterbury dairy herd (⟨head⟩ cows).",
            '{"assetType": "vehicle", "vin": "⟨vin⟩", "sumInsured": "⟨sum⟩"}',
        ),
        _farm,
        secrets=(),
    ),
    Kind(
        "geo_and_here_ids",
        (
            "Hail swath cell ⟨h3⟩ (res 9) rolls up to ⟨h3b⟩ at res 8.",
            "Geohash ⟨gh⟩ ≈ ⟨lat⟩, ⟨lon⟩ (Darling Downs); NZ farm at ⟨ghnz⟩ (⟨latnz⟩, ⟨lonnz⟩)",
            "HERE place id ⟨place⟩ matched G-NAF ⟨gnaf⟩.",
            "LINZ parcel ⟨parcel⟩ near ⟨latnz⟩,⟨lonnz⟩; Bing quadkey ⟨qk⟩ for the tile cache",
            "SELECT h3_cell, max(hail_mm) FROM hail_swaths WHERE h3_cell = '⟨h3⟩' GROUP BY 1;",
        ),
        _geo,
        secrets=(),
    ),
    Kind(
        "mapbox_public_tokens_and_styles",
        (
            "mapboxgl.accessToken = '⟨pk⟩'; // public, URL-restricted to *.kbrural.com.au",
            "style: 'mapbox://styles/kbrural/⟨style⟩'",
            "Tileset ⟨tiles⟩ (hail swaths) republished; upload id ⟨upload⟩",
            "NEXT_PUBLIC_MAPBOX_TOKEN=⟨pk⟩",
            "https://api.mapbox.com/styles/v1/kbrural/⟨style⟩/tiles/256/⟨z⟩/{x}/{y}@2x",
        ),
        _mapbox,
        secrets=(),
    ),
)
