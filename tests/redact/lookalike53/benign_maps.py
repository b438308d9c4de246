"""Benign look-alikes from the map side: tile ids, tileset and style ids, quadkeys,
geohashes, H3 cells and Kakao place / Korean and Czech address codes."""

from __future__ import annotations

import math
from random import Random

from tests.redact.lookalike53.gen import (
    DIGITS,
    LOWER_ALNUM,
    Kind,
    brno,
    geohash,
    hexs,
    num,
    pick,
    seoul,
)


def _tile(lat: float, lon: float, z: int) -> tuple[int, int]:
    n = 2**z
    x = int((lon + 180.0) / 360.0 * n)
    y = int((1.0 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2.0 * n)
    return x, y


def _quadkey(x: int, y: int, z: int) -> str:
    digits = []
    for i in range(z, 0, -1):
        mask = 1 << (i - 1)
        digits.append(str((1 if x & mask else 0) + (2 if y & mask else 0)))
    return "".join(digits)


def _tiles(r: Random) -> dict[str, str]:
    lat, lon = seoul(r) if r.random() < 0.6 else brno(r)
    z = r.randint(12, 17)
    x, y = _tile(lat, lon, z)
    return {
        "z": str(z),
        "x": str(x),
        "y": str(y),
        "qk": _quadkey(x, y, z),
        "ts": "boralet." + pick(r, LOWER_ALNUM, 8),
        "style": r.choice(("cl", "cm")) + pick(r, LOWER_ALNUM, 23),
        "n": str(r.randint(2, 90)),
        "etag": hexs(r, 32),
    }


def _h3(r: Random, res: int) -> str:
    """An H3 cell index (15 hex digits; the unused trailing digits are all ones)."""
    return f"8{res:x}30" + (hexs(r, 7) + "ffff" if res == 9 else hexs(r, 8) + "fff")


def _geo(r: Random) -> dict[str, str]:
    lat, lon = seoul(r)
    blat, blon = brno(r)
    p = r.choice((7, 8, 9))
    return {
        "gh": geohash(lat, lon, p),
        "gh12": geohash(lat, lon, 12),
        "gh6": geohash(lat, lon, 6),
        "bgh": geohash(blat, blon, p),
        "lat": f"{lat:.6f}",
        "lon": f"{lon:.6f}",
        "blat": f"{blat:.6f}",
        "blon": f"{blon:.6f}",
        "h3": _h3(r, 9),
        "h3b": _h3(r, 10),
        "p": str(p),
        "pad": f"{r.choice(('SE', 'GN', 'MP'))}-{r.randint(1, 24):02d}",
        "bpad": f"{r.choice(('TU', 'LI', 'BY'))}-{r.randint(1, 24):02d}",
    }


def _kakao(r: Random) -> dict[str, str]:
    lat, lon = seoul(r)
    blat, blon = brno(r)
    return {
        "pid": num(r, r.choice((8, 9, 10))),
        "bcode": "11" + pick(r, "0123456789", 8),
        "hcode": "11" + pick(r, "0123456789", 8),
        "x": f"{lon + r.random() * 1e-6:.14f}",
        "y": f"{lat + r.random() * 1e-6:.14f}",
        "zip": f"0{r.randint(4000, 8999)}",
        "bld": str(r.randint(1, 399)),
        "ruian": num(r, 8),
        "blat": f"{blat:.6f}",
        "blon": f"{blon:.6f}",
        "dist": str(r.randint(40, 5000)),
        "pnu": "11" + pick(r, DIGITS, 17),
    }


MAPS: tuple[Kind, ...] = (
    Kind(
        "map_tile_ids",
        (
            "Missing tile ⟨z⟩/⟨x⟩/⟨y⟩ from mapbox://⟨ts⟩ (404 at the Seongsu corridor)",
            "https://api.mapbox.com/v4/⟨ts⟩/⟨z⟩/⟨x⟩/⟨y⟩@2x.pngraw",
            "Style mapbox://styles/boralet/⟨style⟩ publikován jako verze ⟨n⟩, tileset ⟨ts⟩",
            "쿼드키 ⟨qk⟩ (z⟨z⟩) 타일 캐시 ETag ⟨etag⟩",
            "| z | x | y | quadkey |\n|---|---|---|---|\n| ⟨z⟩ | ⟨x⟩ | ⟨y⟩ | ⟨qk⟩ |",
            "tilesets publish ⟨ts⟩ → job ⟨style⟩ queued",
        ),
        _tiles,
        n=11,
    ),
    Kind(
        "geohashes_and_h3_cells",
        (
            "Landing pad ⟨pad⟩: geohash ⟨gh⟩ (precision ⟨p⟩), ⟨lat⟩, ⟨lon⟩",
            "Geofence cell H3 res 9 ⟨h3⟩ and res 10 ⟨h3b⟩ are no-fly until 18:00 KST",
            "Brněnské přistávací místo ⟨bpad⟩: geohash ⟨bgh⟩ (⟨blat⟩, ⟨blon⟩)",
            "배송지 geohash12 ⟨gh12⟩ → 착륙 패드 ⟨pad⟩ 로 스냅",
            "Timestream dimension geohash6=⟨gh6⟩ is too coarse for ⟨pad⟩, switching to H3 ⟨h3⟩",
        ),
        _geo,
        n=11,
    ),
    Kind(
        "kakao_place_and_address_codes",
        (
            '{"documents":[{"id":"⟨pid⟩","place_name":"성수동 물류센터","x":"⟨x⟩","y":"⟨y⟩",'
            '"distance":"⟨dist⟩","place_url":"http://place.map.kakao.com/⟨pid⟩"}]}',
            "카카오맵 장소 ⟨pid⟩ (우편번호 ⟨zip⟩), 법정동코드 ⟨bcode⟩, 행정동코드 ⟨hcode⟩",
            "Kakao place id ⟨pid⟩ → https://map.kakao.com/link/map/⟨pid⟩",
            "Adresa v Brně: kód adresního místa RÚIAN ⟨ruian⟩ (⟨blat⟩, ⟨blon⟩)",
            "PNU ⟨pnu⟩ 필지, 건물번호 ⟨bld⟩ — 옥상 착륙 불가",
        ),
        _kakao,
        n=11,
    ),
)
