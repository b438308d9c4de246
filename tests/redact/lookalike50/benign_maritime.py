"""Benign look-alikes of the shipping domain: IMO and MMSI numbers, ISO 6346 container
numbers, bills of lading, bookings, EDIFACT interchanges, AIS sentences and schedules.

Every one of them is an identifier a careful person leaves in a note untouched.
"""

from __future__ import annotations

import string
from random import Random

from tests.redact.lookalike50.gen import (
    Kind,
    ais_position,
    bill_of_lading,
    booking,
    container,
    digits,
    edifact_datetime,
    imo,
    iso_size_type,
    locode,
    mmsi,
    num,
    pick,
    pick_date,
    pick_time,
    stow,
    vessel,
    voyage,
)

_CARRIERS = ("MSC", "MAE", "CMA", "COS", "HLC", "ONE", "KYM")
_PARTNERS = ("AEGEANCT", "PIRAEUSCT", "LEMESOSCT", "KYMALINE", "NAVIS01", "SMDGPIR")


def callsign(r: Random) -> str:
    return r.choice(
        (
            "SV" + pick(r, string.ascii_uppercase, 3),
            "SX" + pick(r, "ABCDEFGH", 3),
            "5B" + digits(r, 4),
        )
    )


def _imo(r: Random) -> dict[str, str]:
    return {
        "imo": imo(r),
        "imo2": imo(r),
        "v": vessel(r),
        "v2": vessel(r),
        "voy": voyage(r),
        "voy2": voyage(r),
        "date": pick_date(r),
        "cs": callsign(r),
    }


def _mmsi(r: Random) -> dict[str, str]:
    return {
        "mmsi": mmsi(r),
        "mmsi2": mmsi(r),
        "v": vessel(r),
        "cs": callsign(r),
        "time": pick_time(r),
        "date": pick_date(r),
        "lat": f"{37.9 + r.random() / 20:.5f}",
        "lon": f"{23.6 + r.random() / 20:.5f}",
    }


def _container(r: Random) -> dict[str, str]:
    cn = container(r)
    wrong = str((int(cn[-1]) + r.randint(1, 9)) % 10)
    return {
        "cn": cn,
        "cn2": container(r),
        "cn3": container(r),
        "cn10": cn[:10],
        "cd": cn[-1],
        "bad": cn[:10] + wrong,
        "st": iso_size_type(r),
        "st2": iso_size_type(r),
        "voy": voyage(r),
        "seal": r.choice(("ML-GR", "EU", "CY", "KY")) + num(r, 7),
        "seal2": num(r, 8),
        "vgm": str(r.randint(4200, 30480)),
        "vgm2": str(r.randint(4200, 30480)),
        "block": r.choice("ABCDEFG") + str(r.randint(1, 24)),
    }


def _bl(r: Random) -> dict[str, str]:
    return {
        "bl": bill_of_lading(r),
        "bl2": bill_of_lading(r),
        "bk": booking(r),
        "cn": container(r),
        "cn2": container(r),
        "date": pick_date(r),
    }


def _booking(r: Random) -> dict[str, str]:
    return {
        "bk": booking(r),
        "bk2": booking(r),
        "n": str(r.randint(1, 40)),
        "st": iso_size_type(r),
        "pol": locode(r),
        "pod": locode(r),
        "time": pick_time(r),
        "so": num(r, 8),
        "date": pick_date(r),
        "v": vessel(r),
        "voy": voyage(r),
    }


def _unb(r: Random, message: str) -> tuple[str, str, str, str]:
    d, t = edifact_datetime(r)
    icr = r.choice((num(r, 9), digits(r, 14), num(r, 6)))
    sender, recipient = r.sample(_PARTNERS, 2)
    unb = f"UNB+UNOA:2+{sender}:ZZZ+{recipient}:ZZZ+{d}:{t}+{icr}'"
    return unb, icr, d + t, f"UNH+{num(r, 6)}+{message}'"


def _baplie(r: Random) -> dict[str, str]:
    unb, icr, dt, unh = _unb(r, "BAPLIE:D:95B:UN:SMDG22")
    mref = unh.split("+")[1]
    carrier = r.choice(_CARRIERS)
    v = vessel(r)
    voy = voyage(r)
    vessel_imo = imo(r)
    segs = [
        unh,
        f"BGM++{num(r, 8)}+9'",
        f"DTM+137:{dt}:201'",
        f"TDT+20+{voy}+++{carrier}:172:20+++{vessel_imo}:146:11:{v}'",
        "LOC+5+GRPIR:139:6'",
        f"LOC+61+{locode(r)}:139:6'",
    ]
    for _ in range(r.randint(1, 3)):
        segs += [
            f"LOC+147+{stow(r)}::5'",
            f"MEA+WT++KGM:{r.randint(3800, 30400)}'",
            "LOC+9+GRPIR'",
            f"LOC+11+{locode(r)}'",
            f"EQD+CN+{container(r)}+{iso_size_type(r)}+++5'",
            f"NAD+CA+{carrier}:172:20'",
        ]
    segs.append(f"UNT+{len(segs) + 1}+{mref}'")
    sep = "\n" if r.random() < 0.6 else ""
    msg = sep.join([unb, *segs, f"UNZ+1+{icr}'"])
    return {"msg": msg, "v": v, "voy": voy, "icr": icr}


def _coprar(r: Random) -> dict[str, str]:
    unb, icr, dt, unh = _unb(r, "COPRAR:D:00B:UN:SMDG21")
    mref = unh.split("+")[1]
    carrier = r.choice(_CARRIERS)
    voy = voyage(r)
    segs = [
        unh,
        f"BGM+45+{num(r, 10)}+5'",
        f"DTM+137:20{dt}:203'",
        f"TDT+20+{voy}+1++{carrier}:172:20+++{callsign(r)}:103::{vessel(r)}'",
        "NAD+CF+KYM:160:166'",
    ]
    for _ in range(r.randint(1, 3)):
        segs += [
            f"EQD+CN+{container(r)}+{iso_size_type(r)}:102:5+2+5'",
            f"RFF+BN:{booking(r)}'",
            "TMD+3'",
            "LOC+9+GRPIR:139:6'",
            f"LOC+11+{locode(r)}:139:6'",
            f"MEA+AAE+VGM+KGM:{r.randint(3800, 30400)}'",
            f"SEL+{num(r, 7)}+CA'",
        ]
    segs.append(f"CNT+16:{r.randint(1, 3)}'")
    segs.append(f"UNT+{len(segs) + 1}+{mref}'")
    sep = "\n" if r.random() < 0.6 else ""
    return {"msg": sep.join([unb, *segs, f"UNZ+1+{icr}'"]), "icr": icr, "voy": voy}


def _iftmin(r: Random) -> dict[str, str]:
    unb, icr, dt, unh = _unb(r, "IFTMIN:D:99B:UN")
    mref = unh.split("+")[1]
    bk = booking(r)
    segs = [
        unh,
        f"BGM+610+{bk}+9'",
        f"DTM+137:20{dt}:203'",
        "TSR+30+2'",
        f"FTX+AAI+++HS {digits(r, 6)} MARBLE SLABS'",
        f"RFF+BN:{bk}'",
        f"RFF+BM:{bill_of_lading(r)}'",
        f"TDT+20+{voyage(r)}+1++KYM:172:20'",
        "LOC+9+GRPIR:139:6'",
        f"LOC+11+{locode(r)}:139:6'",
        "NAD+CZ+KYMALINE SHIPPING AND LOGISTICS:160:ZZZ'",
        "CTA+IC+:E.MARINOU'",
        "COM+edi@kymaline.gr:EM'",
        f"COM+0030210{num(r, 7)}:TE'",
        f"GID+1+{r.randint(1, 40)}:PK'",
        f"EQD+CN+{container(r)}+{iso_size_type(r)}:102:5+2'",
    ]
    segs.append(f"UNT+{len(segs) + 1}+{mref}'")
    sep = "\n" if r.random() < 0.6 else ""
    return {"msg": sep.join([unb, *segs, f"UNZ+1+{icr}'"]), "bk": bk, "icr": icr}


def _control(r: Random) -> dict[str, str]:
    d, t = edifact_datetime(r)
    return {
        "icr": digits(r, 14),
        "icr2": num(r, 9),
        "icr3": num(r, 6),
        "d": d,
        "t": t,
        "n": str(r.randint(1, 9)),
        "date": pick_date(r),
        "time": pick_time(r),
        "p": r.choice(_PARTNERS),
        "mid": pick(r, "0123456789abcdef", 32),
    }


def _ais(r: Random) -> dict[str, str]:
    m = mmsi(r)
    return {
        "s1": ais_position(r, m),
        "s2": ais_position(r, mmsi(r)),
        "s3": ais_position(r, mmsi(r)),
        "mmsi": m,
        "date": pick_date(r),
        "time": pick_time(r),
        "time2": pick_time(r),
        "v": vessel(r),
    }


def _schedule(r: Random) -> dict[str, str]:
    out: dict[str, str] = {}
    for i in "123":
        out["v" + i] = vessel(r)
        out["voy" + i] = voyage(r)
        out["imo" + i] = imo(r)
        out["eta" + i] = f"{pick_date(r)} {r.randint(0, 23):02d}:{r.choice(('00', '30'))}"
        out["b" + i] = r.choice(("P3-B1", "P3-B2", "SEPIR-4", "LMS-QW2", "P2-7"))
        out["svc" + i] = r.choice(("AEM2", "MEX1", "KY-LEV", "EMA", "FAL3", "KY-CYP"))
    out["pol"] = locode(r)
    return out


IMO = Kind(
    "imo_numbers",
    (
        "IMO ⟨imo⟩ = ⟨v⟩; the SAP vessel master still has IMO ⟨imo2⟩ from before the rename.",
        "| Vessel | IMO | Voyage | ETA Piraeus |\n|---|---|---|---|\n| ⟨v⟩ | ⟨imo⟩ | ⟨voy⟩ | "
        "⟨date⟩ 06:00 |\n| ⟨v2⟩ | ⟨imo2⟩ | ⟨voy2⟩ | ⟨date⟩ 18:30 |",
        "Στο TDT του BAPLIE το IMO μπαίνει ως ⟨imo⟩:146:11 — το ⟨v⟩ έχει IMO ⟨imo⟩, όχι ⟨imo2⟩.",
        '{"vesselName": "⟨v⟩", "imoNumber": "⟨imo⟩", "callSign": "⟨cs⟩", "flag": "GR"}',
        "IMO check digit: 7·d1+6·d2+5·d3+4·d4+3·d5+2·d6 mod 10 — ⟨imo⟩ passes, so the "
        "typo was in the booking (⟨imo2⟩ is a different ship).",
    ),
    _imo,
)

MMSI = Kind(
    "mmsi_and_call_signs",
    (
        "MMSI ⟨mmsi⟩ (⟨v⟩, call sign ⟨cs⟩) stopped reporting at ⟨time⟩ UTC off Perama.",
        '{"MessageType": "PositionReport", "MetaData": {"MMSI": ⟨mmsi⟩, "ShipName": "⟨v⟩", '
        '"latitude": ⟨lat⟩, "longitude": ⟨lon⟩, "time_utc": "⟨date⟩ ⟨time⟩ +0000 UTC"}}',
        "select mmsi, max(ts) from positions where mmsi in (⟨mmsi⟩, ⟨mmsi2⟩) group by mmsi;",
        "Το MMSI ⟨mmsi⟩ είναι του ⟨v⟩ (διακριτικό ⟨cs⟩)· το ⟨mmsi2⟩ που έβγαλε ο parser "
        "είναι άλλο πλοίο.",
    ),
    _mmsi,
)

CONTAINERS = Kind(
    "iso6346_container_numbers",
    (
        "Container ⟨cn⟩ (⟨st⟩) was on the COPRAR but not on the BAPLIE for ⟨voy⟩.",
        "| Container | Type | Seal | VGM (kg) |\n|---|---|---|---|\n| ⟨cn⟩ | ⟨st⟩ | ⟨seal⟩ | ⟨vgm⟩ "
        "|\n| ⟨cn2⟩ | ⟨st2⟩ | ⟨seal2⟩ | ⟨vgm2⟩ |",
        "ISO 6346 check digit: ⟨cn10⟩ → ⟨cd⟩, so ⟨cn⟩ is right and the terminal typed ⟨bad⟩.",
        "EQD+CN+⟨cn⟩+⟨st⟩+++5'\nEQD+CN+⟨cn2⟩+⟨st2⟩+++5'\nEQD+CN+⟨cn3⟩+⟨st⟩+++4'",
        "Τα ⟨cn⟩ και ⟨cn2⟩ είναι reefers, χρειάζονται πρίζα στο block ⟨block⟩.",
    ),
    _container,
)

BILLS = Kind(
    "bills_of_lading",
    (
        "B/L ⟨bl⟩ covers ⟨cn⟩ and ⟨cn2⟩; the shipper asked for a switch B/L on ⟨date⟩.",
        "RFF+BM:⟨bl⟩'\nRFF+BN:⟨bk⟩'",
        '{"transportDocumentReference": "⟨bl⟩", "carrierBookingReference": "⟨bk⟩", '
        '"transportDocumentTypeCode": "BOL", "isShippedOnBoardType": true}',
        "Η φορτωτική ⟨bl⟩ εκδόθηκε ως seaway bill· η ⟨bl2⟩ ήταν original (3/3).",
    ),
    _bl,
)

BOOKINGS = Kind(
    "booking_references",
    (
        "Booking ⟨bk⟩ (⟨n⟩ x ⟨st⟩, ⟨pol⟩ → ⟨pod⟩) confirmed by the carrier at ⟨time⟩.",
        "RFF+BN:⟨bk⟩'",
        "SO ⟨so⟩ in SAP has booking ⟨bk⟩ in header text ZB01, the IFTMIN had ⟨bk2⟩.",
        "Κράτηση ⟨bk⟩ για ⟨v⟩ ⟨voy⟩: cut-off VGM ⟨date⟩ 12:00, ⟨n⟩ x ⟨st⟩.",
    ),
    _booking,
)

BAPLIE = Kind(
    "edifact_baplie",
    (
        "⟨msg⟩",
        "BAPLIE από το ⟨v⟩ (⟨voy⟩) που απέρριψε ο parser:\n\n⟨msg⟩",
        "Interchange ⟨icr⟩ as received on the SFTP:\n⟨msg⟩",
    ),
    _baplie,
)

COPRAR = Kind(
    "edifact_coprar",
    (
        "⟨msg⟩",
        "COPRAR loading order for ⟨voy⟩ (ICR ⟨icr⟩):\n⟨msg⟩",
        "Αυτό στείλαμε στο terminal:\n⟨msg⟩",
    ),
    _coprar,
)

IFTMIN = Kind(
    "edifact_iftmin",
    (
        "⟨msg⟩",
        "IFTMIN για την κράτηση ⟨bk⟩ (interchange ⟨icr⟩):\n⟨msg⟩",
        "Outbound IFTMIN that the carrier portal accepted:\n⟨msg⟩",
    ),
    _iftmin,
)

CONTROL = Kind(
    "edifact_control_references",
    (
        "⟨date⟩ ⟨time⟩ INFO  edi-gateway  UNB ⟨icr⟩ from ⟨p⟩ accepted, ⟨n⟩ message(s), "
        "ServiceBus MessageId ⟨mid⟩",
        "UNB+UNOC:3+KYMALINE:ZZZ+⟨p⟩:ZZZ+⟨d⟩:⟨t⟩+⟨icr2⟩'UNH+1+CONTRL:D:3:UN'UCI+⟨icr⟩+⟨p⟩:ZZZ"
        "+KYMALINE:ZZZ+7'UNT+3+1'UNZ+1+⟨icr2⟩'",
        "| ICR | Partner | Status |\n|---|---|---|\n| ⟨icr⟩ | ⟨p⟩ | CONTRL 7 (accepted) |\n"
        "| ⟨icr2⟩ | ⟨p⟩ | CONTRL 4 (rejected, UCS 13) |\n| ⟨icr3⟩ | ⟨p⟩ | pending |",
        "Ο ⟨p⟩ ξαναέστειλε το interchange ⟨icr⟩ με νέο control reference ⟨icr2⟩· το UNZ "
        "ταιριάζει, άρα δεν είναι duplicate.",
    ),
    _control,
)

AIS = Kind(
    "ais_nmea_sentences",
    (
        "⟨date⟩T⟨time⟩Z ⟨s1⟩\n⟨date⟩T⟨time2⟩Z ⟨s2⟩\n⟨date⟩T⟨time2⟩Z ⟨s3⟩",
        "Το ⟨s1⟩ αποκωδικοποιείται σε type 1, MMSI ⟨mmsi⟩ — η θέση είναι σωστή.",
        '{"raw": "⟨s1⟩", "mmsi": ⟨mmsi⟩, "receivedAt": "⟨date⟩T⟨time⟩Z", "source": "kyma-rx01"}',
        "Raw feed from the Perama receiver (udp/10110), ⟨v⟩ is the first line:\n⟨s1⟩\n⟨s2⟩",
    ),
    _ais,
)

SCHEDULE = Kind(
    "vessel_schedule_tables",
    (
        "| Vessel | Voyage | IMO | Service | Berth | ETA |\n|---|---|---|---|---|---|\n"
        "| ⟨v1⟩ | ⟨voy1⟩ | ⟨imo1⟩ | ⟨svc1⟩ | ⟨b1⟩ | ⟨eta1⟩ |\n"
        "| ⟨v2⟩ | ⟨voy2⟩ | ⟨imo2⟩ | ⟨svc2⟩ | ⟨b2⟩ | ⟨eta2⟩ |\n"
        "| ⟨v3⟩ | ⟨voy3⟩ | ⟨imo3⟩ | ⟨svc3⟩ | ⟨b3⟩ | ⟨eta3⟩ |",
        "| Πλοίο | Ταξίδι | Λιμάνι | Άφιξη |\n|---|---|---|---|\n| ⟨v1⟩ | ⟨voy1⟩ | ⟨pol⟩ | "
        "⟨eta1⟩ |\n| ⟨v2⟩ | ⟨voy2⟩ | CYLMS | ⟨eta2⟩ |",
        "⟨svc1⟩ rotation this week: ⟨v1⟩ ⟨voy1⟩ (IMO ⟨imo1⟩) ETA ⟨eta1⟩ at ⟨b1⟩, then "
        "⟨v2⟩ ⟨voy2⟩ ETA ⟨eta2⟩.",
    ),
    _schedule,
)

MARITIME: tuple[Kind, ...] = (
    IMO,
    MMSI,
    CONTAINERS,
    BILLS,
    BOOKINGS,
    BAPLIE,
    COPRAR,
    IFTMIN,
    CONTROL,
    AIS,
    SCHEDULE,
)
