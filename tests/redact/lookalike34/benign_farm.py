"""Benign: farm and field identifiers (animal EIDs, paddock and farm ids, device serials,
IMEIs and ICCIDs, GeoJSON features, satellite scene ids, geo cells, weather API replies,
device inventory tables, Spanish and te reo Māori notes full of ids)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike34.benign_lorawan import deveui, gweui
from tests.redact.lookalike34.gen import (
    DIGITS,
    GEOHASH,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    digits,
    hexs,
    hexu,
    luhn_complete,
    num,
    pick,
    ulid,
    uuid4,
)

_PADS = ("P14", "P07", "Kahikatea-3", "Potrero 9", "Lote 21", "P22-north", "Te Awa 2", "Lote 4B")
_EID_CODES = ("982", "942", "554", "152", "951", "985")


def _day(r: Random) -> str:
    return f"2028-12-{r.randint(1, 22):02d}"


def _eid(r: Random) -> dict[str, str]:
    code = r.choice(_EID_CODES)
    nid = "000" + digits(r, 9)
    country = int(code)
    raw = (1 << 63) | (country << 38) | int(nid)
    nid2 = "000" + digits(r, 9)
    return {
        "code": code,
        "nid": nid,
        "eid": f"{code} {nid}",
        "eidc": f"{code}{nid}",
        "eid2": f"{code}{nid2}",
        "raw": f"{raw:016X}",
        "vid": str(r.randint(100, 2999)),
        "vid2": str(r.randint(100, 2999)),
        "w": f"{r.uniform(280, 620):.1f}",
        "w2": f"{r.uniform(280, 620):.1f}",
        "dmy": f"{r.randint(1, 22):02d}/12/2028",
        "nait": num(r, 6),
        "rup": f"09.1.{r.randint(1, 30):02d}.{digits(r, 4)}",
        "diio": f"152 000{digits(r, 9)}",
        "day": _day(r),
    }


def _farm(r: Random) -> dict[str, str]:
    return {
        "fid": "farm_" + ulid(r),
        "pid": uuid4(r),
        "pid2": uuid4(r),
        "pad": r.choice(_PADS),
        "val": f"0{r.randint(4300, 4499)}/{r.randint(100, 999)}."
        + r.choice(("00", "01", "02", "A0")),
        "rol": f"{r.randint(100, 4999)}-{r.randint(1, 299)}",
        "sup": num(r, 5),
        "auth": f"AUTH{num(r, 6)}.{r.randint(1, 4):02d}.{r.randint(1, 3):02d}",
        "ha": f"{r.uniform(2, 48):.2f}",
        "ha2": f"{r.uniform(2, 48):.2f}",
        "n": str(r.randint(2, 60)),
        "day": _day(r),
        "h12": hexs(r, 12),
    }


def _serials(r: Random) -> dict[str, str]:
    tac = r.choice(("86425104", "35332011", "86730505", "35909310"))
    return {
        "imei": luhn_complete(tac + digits(r, 6)),
        "imei2": luhn_complete(tac + digits(r, 6)),
        "iccid": luhn_complete(r.choice(("896401", "896403", "895603", "895609")) + digits(r, 12)),
        "ms": "6" + hexu(r, 15),
        "rak": f"{r.choice(('RAK7268CV2', 'RAK7289V2', 'RAK7240'))}-{pick(r, UPPER_ALNUM, 4)}"
        f"{digits(r, 6)}",
        "dl": f"DL-{r.choice(('SMTP', 'PR26', 'LP8P', 'WL03A'))} #{r.randint(1000, 9999)}",
        "teros": f"T12-{num(r, 8)}",
        "pid": hexs(r, 24),
        "de": deveui(r),
        "pad": r.choice(_PADS),
        "mac": ":".join(hexs(r, 2) for _ in range(6)),
        "day": _day(r),
    }


def _coords(r: Random, nz: bool) -> tuple[str, str]:
    if nz:
        return f"{r.uniform(175.15, 175.55):.6f}", f"{r.uniform(-37.95, -37.65):.6f}"
    return f"{r.uniform(-72.75, -72.40):.6f}", f"{r.uniform(-38.85, -38.55):.6f}"


def _geo(r: Random) -> dict[str, str]:
    nz = r.random() < 0.55
    x, y = _coords(r, nz)
    dx, dy = r.uniform(0.002, 0.006), r.uniform(0.002, 0.006)
    pts = [(x, y), (f"{float(x) + dx:.6f}", y), (f"{float(x) + dx:.6f}", f"{float(y) - dy:.6f}")]
    vals = {f"x{i}": x for i, (x, _) in enumerate(pts)} | {
        f"y{i}": y for i, (_, y) in enumerate(pts)
    }
    return vals | {
        "fid": uuid4(r),
        "fid2": str(r.randint(10**15, 10**16)),
        "farm": "farm_" + ulid(r),
        "pad": r.choice(_PADS),
        "ha": f"{r.uniform(2, 48):.2f}",
        "h3": "89" + hexs(r, 8) + "fffff",
        "h3b": "8a" + hexs(r, 9) + "ffff",
        "s2": r.choice(("6d6e", "6d6c", "9662", "9664")) + hexs(r, r.choice((4, 6, 8))),
        "gh": r.choice(("rckq", "rck7", "66jc", "66jf")) + pick(r, GEOHASH, r.choice((5, 7))),
        "e": str(r.randint(1_790_000, 1_820_000)),
        "nn": str(r.randint(5_800_000, 5_830_000)),
    }


def _scene(r: Random) -> dict[str, str]:
    d, m = r.randint(1, 22), r.choice(("11", "12"))
    hh, mm, ss = r.randint(10, 23), r.randint(10, 59), r.randint(10, 59)
    tile = r.choice(("T60HUD", "T60HUC", "T60HVD", "T18HYF", "T18HYG", "T19HBA"))
    prod = f"{hh + 1 if hh < 23 else 23}{r.randint(10, 59)}{r.randint(10, 59)}"
    return {
        "s2": f"S2{r.choice('AB')}_MSIL2A_2028{m}{d:02d}T{hh}{mm}{ss}_N0511_"
        f"R{r.randint(1, 143):03d}_{tile}_2028{m}{d:02d}T{prod}",
        "s1": f"S1{r.choice('AC')}_IW_GRDH_1SDV_2028{m}{d:02d}T{hh}{mm}{ss}_2028{m}{d:02d}T{hh}{mm}"
        f"{ss}_0{num(r, 5)}_{hexu(r, 6)}_{hexu(r, 4)}",
        "lc": f"LC09_L2SP_{r.choice(('073086', '073087', '233087', '232087'))}_2028{m}{d:02d}_"
        f"2028{m}{min(d + 2, 28):02d}_02_T1",
        "hls": f"HLS.S30.{tile}.2028{r.randint(305, 357)}T{hh}{mm}{ss}.v2.0",
        "ps": f"2028{m}{d:02d}_{hh}{mm}{ss}_{r.randint(10, 99)}_"
        + r.choice(("24a3", "2461", "24c1", "2276")),
        "ee": f"COPERNICUS/S2_SR_HARMONIZED/2028{m}{d:02d}T{hh}{mm}{ss}_2028{m}{d:02d}T{hh}{mm}"
        f"{r.randint(10, 59)}_{tile}",
        "u": uuid4(r),
        "cc": f"{r.uniform(0, 35):.1f}",
        "tile": tile,
        "pad": r.choice(_PADS),
    }


_SITES = (
    ("-37.787", "175.2793", "Pacific/Auckland", "46800"),
    ("-37.8912", "175.465", "Pacific/Auckland", "46800"),
    ("-38.7359", "-72.5904", "America/Santiago", "-10800"),
    ("-38.6011", "-72.441", "America/Santiago", "-10800"),
)


def _wx(r: Random) -> dict[str, str]:
    site = r.choice(_SITES)
    return {
        "dt": str(1_858_000_000 + r.randint(0, 9_000_000)),
        "temp": f"{r.uniform(6, 27):.2f}",
        "hum": str(r.randint(40, 98)),
        "rain": f"{r.uniform(0, 9):.2f}",
        "et": f'"{hexs(r, 32)}"',
        "req": uuid4(r),
        "lat": site[0],
        "lon": site[1],
        "tz": site[2],
        "off": site[3],
        "agent": str(r.randint(1000, 45000)),
        "gen": f"{r.uniform(0.01, 0.9):.6f}",
        "amz": f"Root=1-{hexs(r, 8)};Parent={hexs(r, 16)};Sampled=0",
    }


def _table(r: Random) -> dict[str, str]:
    vals: dict[str, str] = {}
    for i in range(3):
        vals[f"de{i}"] = deveui(r)
        vals[f"sn{i}"] = "6" + hexu(r, 15)
        vals[f"fw{i}"] = hexs(r, 7)
        vals[f"fc{i}"] = str(r.randint(10, 60000))
        vals[f"b{i}"] = f"{r.uniform(3.0, 3.65):.2f}"
        vals[f"p{i}"] = r.choice(_PADS)
        vals[f"imei{i}"] = luhn_complete("86425104" + digits(r, 6))
    vals["geui"] = gweui(r)
    vals["day"] = _day(r)
    return vals


def _prose(r: Random) -> dict[str, str]:
    return {
        "de": deveui(r),
        "geui": gweui(r),
        "pad": r.choice(_PADS),
        "sn": "6" + hexu(r, 15),
        "fid": "farm_" + ulid(r),
        "eid": f"982 000{digits(r, 9)}",
        "vwc": str(r.randint(8, 45)),
        "fc": str(r.randint(10, 60000)),
        "day": _day(r),
        "hh": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        "sha": hexs(r, 7),
        "tk": "TKT-" + pick(r, DIGITS, 4),
        "ps": pick(r, LOWER_ALNUM, 6),
    }


BENIGN_FARM: tuple[Kind, ...] = (
    Kind(
        "animal_eid_tags",
        (
            "EID,VID,Date,Weight\n⟨eid⟩,⟨vid⟩,⟨dmy⟩,⟨w⟩\n⟨eid2⟩,⟨vid2⟩,⟨dmy⟩,⟨w2⟩",
            "Tag ⟨eid⟩ (FDX-B, raw 64-bit code 0x⟨raw⟩) read twice at the race — cow ⟨vid⟩.",
            "DIIO ⟨diio⟩ registrado en SIPEC, RUP ⟨rup⟩ — vaquilla ⟨vid⟩, peso ⟨w⟩ kg.",
            "NAIT location ⟨nait⟩: moved ⟨vid⟩ head incl. ⟨eidc⟩ on ⟨day⟩ (ISO 11784 code ⟨code⟩)",
            '{"eid": "⟨eidc⟩", "visual_id": "⟨vid⟩", "weight_kg": ⟨w⟩, "session": "⟨day⟩"}',
        ),
        _eid,
        secrets=(),
    ),
    Kind(
        "farm_paddock_ids",
        (
            '{"farm_id": "⟨fid⟩", "paddocks": [{"id": "⟨pid⟩", "name": "⟨pad⟩", "area_ha": ⟨ha⟩},'
            ' {"id": "⟨pid2⟩", "name": "⟨pad⟩-b", "area_ha": ⟨ha2⟩}]}',
            "Valuation ⟨val⟩ · Fonterra supplier ⟨sup⟩ · water take consent ⟨auth⟩",
            "Predio Temuco: Rol SII ⟨rol⟩, ⟨n⟩ potreros, farm id ⟨fid⟩",
            "GET /v1/farms/⟨fid⟩/paddocks/⟨pid⟩/moisture?from=⟨day⟩ → 200 (⟨n⟩ readings)",
            "Paddock ⟨pad⟩ = ⟨pid⟩ in the portal; old id in the spreadsheet was ⟨h12⟩.",
        ),
        _farm,
        secrets=(),
    ),
    Kind(
        "device_serials_imei_iccid",
        (
            "Cellular logger ⟨de⟩: IMEI ⟨imei⟩, ICCID ⟨iccid⟩ (One NZ IoT plan)",
            "| serial | model | paddock |\n|---|---|---|\n| ⟨ms⟩ | EM500-SMTC | ⟨pad⟩ |\n"
            "| ⟨teros⟩ | TEROS 12 | ⟨pad⟩ |",
            "Gateway ⟨rak⟩, eth0 ⟨mac⟩, modem IMEI ⟨imei2⟩",
            "Sonda ⟨dl⟩ instalada en ⟨pad⟩ el ⟨day⟩; SIM ⟨iccid⟩ (Entel).",
            "Particle Boron ⟨pid⟩ (IMEI ⟨imei⟩) claimed to the irrigation product",
        ),
        _serials,
        secrets=(),
    ),
    Kind(
        "geojson_features",
        (
            '{\n  "type": "Feature",\n  "id": "⟨fid⟩",\n  "properties": {"farm_id": "⟨farm⟩", '
            '"name": "⟨pad⟩", "area_ha": ⟨ha⟩},\n  "geometry": {"type": "Polygon", '
            '"coordinates": [[[⟨x0⟩, ⟨y0⟩], [⟨x1⟩, ⟨y1⟩], [⟨x2⟩, ⟨y2⟩], [⟨x0⟩, ⟨y0⟩]]]}\n}',
            '{"type":"Feature","id":⟨fid2⟩,"properties":{"h3":"⟨h3⟩","paddock":"⟨pad⟩"},'
            '"geometry":{"type":"Point","coordinates":[⟨x0⟩,⟨y0⟩]}}',
            "feature ⟨fid⟩ (⟨pad⟩) centroid ⟨y1⟩, ⟨x1⟩ — NZTM E⟨e⟩ N⟨nn⟩",
        ),
        _geo,
        secrets=(),
    ),
    Kind(
        "satellite_scene_ids",
        (
            "NDVI for ⟨pad⟩ from ⟨s2⟩.SAFE (cloud ⟨cc⟩ %)",
            "Landsat fallback: ⟨lc⟩; HLS granule ⟨hls⟩",
            "Planet PSScene ⟨ps⟩ y Sentinel-1 ⟨s1⟩ para el potrero inundado",
            'ee.Image("⟨ee⟩").select(["B4", "B8"])',
            "CDSE product ⟨u⟩ = ⟨s2⟩ (tile ⟨tile⟩)",
        ),
        _scene,
        secrets=(),
    ),
    Kind(
        "geo_cell_ids",
        (
            "Soil samples aggregated per H3 cell: ⟨h3⟩ (res 9), ⟨h3b⟩ (res 10)",
            "S2 cell token ⟨s2⟩ covers ⟨pad⟩; geohash ⟨gh⟩",
            "| cell | paddock | area |\n|---|---|---|\n| ⟨h3⟩ | ⟨pad⟩ | ⟨ha⟩ ha |",
            "La trampa de heladas quedó en geohash ⟨gh⟩ (celda H3 ⟨h3b⟩).",
        ),
        _geo,
        n=10,
        secrets=(),
    ),
    Kind(
        "weather_api_payloads",
        (
            '{"lat":⟨lat⟩,"lon":⟨lon⟩,"timezone":"⟨tz⟩","timezone_offset":⟨off⟩,"current":'
            '{"dt":⟨dt⟩,"temp":⟨temp⟩,"humidity":⟨hum⟩,"rain":{"1h":⟨rain⟩},"weather":'
            '[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}]}}',
            "HTTP/2 200\ncontent-type: application/json\netag: ⟨et⟩\nx-request-id: ⟨req⟩\n"
            "x-amzn-trace-id: ⟨amz⟩",
            "CliFlo agent ⟨agent⟩ (Hamilton AWS) — rain ⟨rain⟩ mm at ⟨dt⟩",
            '{"latitude":⟨lat⟩,"longitude":⟨lon⟩,"generationtime_ms":⟨gen⟩,"utc_offset_seconds":'
            '⟨off⟩,"hourly_units":{"et0_fao_evapotranspiration":"mm"}}',
        ),
        _wx,
        secrets=(),
    ),
    Kind(
        "device_inventory_tables",
        (
            "| DevEUI | serial | paddock | fw | last f_cnt | battery |\n|---|---|---|---|---|---|\n"
            "| ⟨de0⟩ | ⟨sn0⟩ | ⟨p0⟩ | ⟨fw0⟩ | ⟨fc0⟩ | ⟨b0⟩ V |\n"
            "| ⟨de1⟩ | ⟨sn1⟩ | ⟨p1⟩ | ⟨fw1⟩ | ⟨fc1⟩ | ⟨b1⟩ V |\n"
            "| ⟨de2⟩ | ⟨sn2⟩ | ⟨p2⟩ | ⟨fw2⟩ | ⟨fc2⟩ | ⟨b2⟩ V |",
            "Inventario ⟨day⟩ (gateway ⟨geui⟩)\n- ⟨de0⟩ → ⟨p0⟩, IMEI ⟨imei0⟩\n"
            "- ⟨de1⟩ → ⟨p1⟩, IMEI ⟨imei1⟩",
            "dev_eui\tserial\tfirmware\n⟨de0⟩\t⟨sn0⟩\t⟨fw0⟩\n⟨de1⟩\t⟨sn1⟩\t⟨fw1⟩",
        ),
        _table,
        n=10,
        secrets=(),
    ),
    Kind(
        "prose_es_mi_with_ids",
        (
            "El sensor ⟨sn⟩ del ⟨pad⟩ marca ⟨vwc⟩ % de humedad; mañana regamos. DevEUI ⟨de⟩.",
            "Kia ora Camila — kua tae mai ngā raraunga a te pūoko ⟨de⟩ (f_cnt ⟨fc⟩). Ka pai!",
            "Matías cambió la batería del ⟨de⟩ a las ⟨hh⟩, ticket ⟨tk⟩; firmware ⟨sha⟩.",
            "Āpōpō: tirohia te kēti ⟨geui⟩ ki ⟨pad⟩, kāore anō kia hoki mai.",
            "Vaca ⟨eid⟩ sin lectura en la manga; revisar lector. Predio ⟨fid⟩.",
            "Reunión ⟨day⟩ Hamilton–Temuco: cerrar ⟨tk⟩, revisar deploy ⟨ps⟩.",
        ),
        _prose,
        secrets=(),
    ),
)
