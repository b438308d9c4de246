"""Benign look-alikes from the freight domain: identifiers of containers, vessels, traders,
customs declarations, transport documents, barcodes and payments. All carry valid check
digits where the standard has one; none is a credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike31.gen import (
    UPPER,
    UPPER_ALNUM,
    Kind,
    awb,
    container,
    digits,
    gln,
    hexs,
    iban,
    imo,
    mmsi,
    mrn,
    nmea_ais,
    num,
    pick,
    spaced,
    sscc,
    uuid4,
    vin,
)

_VESSELS = (
    "MAERSK HIDALGO", "CMA CGM MARCO POLO", "ATLAS FEEDER", "NORDIC ROTTERDAM", "MSC ANNA",
    "HAPAG TANGIER", "RIF STAR", "WILSON BORG", "ONE HAMBURG", "BOXSHIP MOGADOR",
)  # fmt: skip
_LOCODES = ("NLRTM", "MACAS", "MAPTM", "BEANR", "DEHAM", "ESALG", "GBFXT", "MAAGA", "NLMOE")
_SEALS = ("ML", "SL", "CS", "HL", "VLM")


def _day(r: Random) -> str:
    return f"2028-07-{r.randint(1, 28):02d}"


def _containers(r: Random) -> dict[str, str]:
    return {
        "c1": container(r),
        "c2": container(r),
        "c3": container(r),
        "seal": f"{r.choice(_SEALS)}-{num(r, 7)}",
        "w": str(r.randint(4200, 29800)),
        "iso": r.choice(("45G1", "22G1", "45R1", "42G1", "22T6")),
        "d": _day(r),
        "h": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        "stack": f"{r.choice('ABCDEF')}{r.randint(10, 60)}.{r.randint(1, 9):02d}.{r.randint(1, 5)}",
    }


def _vessel(r: Random) -> dict[str, str]:
    return {
        "imo": imo(r),
        "imo2": imo(r),
        "name": r.choice(_VESSELS),
        "cs": pick(r, UPPER, 4) + str(r.randint(1, 9)),
        "voy": f"{r.randint(100, 999)}{r.choice('NSEW')}",
        "loc": r.choice(_LOCODES),
        "d": _day(r),
        "gt": str(r.randint(9000, 220000)),
    }


def _mmsi(r: Random) -> dict[str, str]:
    return {
        "m1": mmsi(r),
        "m2": mmsi(r),
        "imo": imo(r),
        "lat": f"51.{digits(r, 5)}",
        "lon": f"4.{digits(r, 5)}",
        "sog": f"{r.randint(0, 18)}.{r.randint(0, 9)}",
        "ts": f"2028-07-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
        "name": r.choice(_VESSELS),
    }


def _nmea(r: Random) -> dict[str, str]:
    return {
        "s1": nmea_ais(r),
        "s2": nmea_ais(r),
        "s3": nmea_ais(r),
        "ts": str(1846000000 + r.randint(0, 9999999)),
        "m": mmsi(r),
    }


def _traders(r: Random) -> dict[str, str]:
    nine = digits(r, 9)
    return {
        "eori": "NL" + nine,
        "eori2": r.choice(("DE", "BE", "FR", "ES")) + digits(r, r.choice((9, 10, 12))),
        "eori_gb": "GB" + digits(r, 12),
        "vat": f"NL{nine}B{r.randint(1, 99):02d}",
        "kvk": digits(r, 8),
        "ice": digits(r, 15),
    }


def _mrn(r: Random) -> dict[str, str]:
    return {
        "mrn": mrn(r),
        "mrn2": mrn(r, country=r.choice(("NL", "BE", "DE"))),
        "mrn27": mrn(r, year="27"),
        "lrn": "VLM" + digits(r, 2) + pick(r, UPPER_ALNUM, 12),
        "ens": mrn(r, country="NL")[:-1] + r.choice("0123456789"),
        "d": _day(r),
    }


_SCACS = ("MAEU", "CMDU", "HLCU", "MEDU", "ONEY", "OOLU", "EGLV", "SUDU")


def _bls(r: Random) -> dict[str, str]:
    scac = r.choice(_SCACS)
    return {
        "bl": scac + pick(r, UPPER_ALNUM, r.choice((9, 10, 12))),
        "bl2": r.choice(_SCACS) + num(r, 9),
        "hbl": "VLMRTM" + digits(r, 8),
        "bk": num(r, 9),
        "bk2": r.choice(("CAS", "RTM", "TNG")) + digits(r, 7),
        "c": container(r),
        "po": "PO-" + digits(r, 8),
        "loc": r.choice(_LOCODES),
    }


def _gs1(r: Random) -> dict[str, str]:
    return {
        "gln": gln(r),
        "gln2": gln(r),
        "sscc": sscc(r),
        "sscc2": sscc(r),
        "gtin": "0" + gln(r),
        "lot": pick(r, UPPER_ALNUM, 8),
        "d": f"28{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
    }


_BICS = ("INGBNL2A", "ABNANL2A", "RABONL2U", "BCMAMAMC", "BMCEMAMC", "CIHMMAMC", "DEUTDEFF")


def _pay(r: Random) -> dict[str, str]:
    nl = iban(r, "NL")
    ma = iban(r, "MA")
    return {
        "nl": nl,
        "nls": spaced(nl),
        "ma": ma,
        "mas": spaced(ma),
        "be": iban(r, "BE"),
        "bic": r.choice(_BICS),
        "bic2": r.choice(_BICS),
        "inv": "VLM-INV-" + digits(r, 7),
        "amt": f"{r.randint(120, 98000)},{r.randint(0, 99):02d}",
        "e2e": "VLM" + digits(r, 6) + pick(r, UPPER_ALNUM, 10),
    }


def _air(r: Random) -> dict[str, str]:
    return {
        "awb": awb(r),
        "awb2": awb(r),
        "hawb": "VLMAMS" + digits(r, 7),
        "ups": "1Z" + pick(r, UPPER_ALNUM, 6) + r.choice(("03", "66", "01")) + digits(r, 8),
        "dhl": digits(r, 10),
        "fedex": digits(r, 12),
        "flt": r.choice(("KL", "AT", "AF", "LH")) + str(r.randint(500, 1999)),
    }


def _portcall(r: Random) -> dict[str, str]:
    return {
        "crn": f"NLRTM{r.randint(26, 28)}{digits(r, 6)}",
        "visit": "VCT" + digits(r, 2) + "-" + digits(r, 5),
        "imo": imo(r),
        "voy": f"{r.randint(100, 999)}{r.choice('NSEW')}",
        "berth": f"{r.choice(('Amazonehaven', 'Prinses Amaliahaven', 'Waalhaven'))} "
        f"{r.randint(1, 12)}",
        "loc": r.choice(_LOCODES),
        "eta": f"2028-07-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:00",
        "ucr": "8NL" + digits(r, 9) + "-" + pick(r, UPPER_ALNUM, 10),
        "u": uuid4(r),
    }


def _maroc(r: Random) -> dict[str, str]:
    return {
        "dum": f"{r.choice(('300', '301', '309'))}-{r.randint(1, 9):03d}-2028-{digits(r, 7)}",
        "ice": digits(r, 15),
        "rc": str(r.randint(100000, 699999)),
        "if": digits(r, 8),
        "bur": r.choice(("300", "301", "309", "500")),
        "c": container(r),
        "tc": f"{r.randint(10000, 99999)}-{r.choice('ABDHW')}-{r.randint(1, 89)}",
        "d": f"{r.randint(1, 28):02d}/07/2028",
    }


def _fleet(r: Random) -> dict[str, str]:
    return {
        "vin": vin(r),
        "vin2": vin(r),
        "plate": f"{r.randint(10, 99)}-{pick(r, 'BDFGHJKLNPRSTVXZ', 3)}-{r.randint(1, 9)}",
        "trailer": f"O{pick(r, 'BDFGHJKLNPRSTVXZ', 1)}-{r.randint(10, 99)}-"
        f"{pick(r, 'BDFGHJKLNPRSTVXZ', 2)}",
        "ma": f"{r.randint(10000, 99999)}-{r.choice('أبدهو')}-{r.randint(1, 89)}",
        "card": "NLD" + digits(r, 13),
        "obu": hexs(r, 12).upper(),
        "km": str(r.randint(80000, 940000)),
    }


def _hs(r: Random) -> dict[str, str]:
    chapters = ("0805", "0709", "8471", "8517", "6109", "0302", "2009", "8708", "3004")
    hs = r.choice(chapters) + digits(r, 2)
    return {
        "hs": hs,
        "cn": hs + digits(r, 2),
        "taric": hs + digits(r, 4),
        "taric_s": f"{hs[:4]} {hs[4:6]} {digits(r, 2)} {digits(r, 2)}",
        "ma": hs + digits(r, 4),
        "duty": f"{r.randint(0, 17)},{r.randint(0, 9)}",
        "cert": "EUR.1 " + r.choice(("A", "B", "MA")) + digits(r, 7),
        "kg": str(r.randint(900, 26000)),
    }


DOMAIN: tuple[Kind, ...] = (
    Kind(
        "iso6346_container_numbers",
        (
            "Gate-in ⟨d⟩ ⟨h⟩: ⟨c1⟩ (⟨iso⟩, ⟨w⟩ kg), zegel ⟨seal⟩, stack ⟨stack⟩",
            "| Container | Type | Zegel | Bruto (kg) |\n|---|---|---|---|\n"
            "| ⟨c1⟩ | ⟨iso⟩ | ⟨seal⟩ | ⟨w⟩ |\n| ⟨c2⟩ | ⟨iso⟩ | — | ⟨w⟩ |",
            "EQD+CN+⟨c1⟩:6346:5+⟨iso⟩:6346:5+2'\nSEL+⟨seal⟩+CA'\nMEA+AAE+G+KGM:⟨w⟩'",
            '{"containerNumber": "⟨c1⟩", "isoSizeType": "⟨iso⟩", "seals": ["⟨seal⟩"], '
            '"grossMassKg": ⟨w⟩}',
            "Les conteneurs ⟨c1⟩, ⟨c2⟩ et ⟨c3⟩ sont bloqués au scanner, douane Casa demande "
            "un contrôle physique.",
            "SELECT * FROM gate_moves WHERE container_no IN ('⟨c1⟩', '⟨c2⟩') "
            "AND move_date >= '⟨d⟩';",
        ),
        _containers,
    ),
    Kind(
        "imo_numbers_and_call_signs",
        (
            "⟨name⟩ (IMO ⟨imo⟩, call sign ⟨cs⟩) voy ⟨voy⟩ ETA ⟨loc⟩ ⟨d⟩",
            "| Vessel | IMO | Call sign | GT |\n|---|---|---|---|\n"
            "| ⟨name⟩ | ⟨imo⟩ | ⟨cs⟩ | ⟨gt⟩ |",
            "TDT+20+⟨voy⟩+1++CARRIER:172:20+++⟨cs⟩:103::⟨name⟩'\nLOC+9+⟨loc⟩:139:6'",
            "Let op: IMO ⟨imo⟩ en ⟨imo2⟩ worden in de PCS-feed soms verwisseld (zusterschepen).",
            '{"imoNumber": "⟨imo⟩", "callSign": "⟨cs⟩", "vesselName": "⟨name⟩", "voyage": "⟨voy⟩"}',
        ),
        _vessel,
    ),
    Kind(
        "mmsi_numbers",
        (
            "MMSI ⟨m1⟩ = ⟨name⟩ (IMO ⟨imo⟩); de feeder ernaast is ⟨m2⟩",
            '{"MessageType":"PositionReport","MetaData":{"MMSI":⟨m1⟩,"ShipName":"⟨name⟩",'
            '"latitude":⟨lat⟩,"longitude":⟨lon⟩,"time_utc":"⟨ts⟩"},"Message":{"PositionReport":'
            '{"Sog":⟨sog⟩,"UserID":⟨m1⟩}}}',
            "ais_positions: mmsi=⟨m1⟩ lat=⟨lat⟩ lon=⟨lon⟩ sog=⟨sog⟩ ts=⟨ts⟩",
            "Filter op MID 244/245/246 (NL) en 242 (Maroc); ⟨m2⟩ valt erbuiten.",
            "SELECT mmsi, max(ts) FROM ais_positions WHERE mmsi IN (⟨m1⟩, ⟨m2⟩) GROUP BY mmsi;",
        ),
        _mmsi,
    ),
    Kind(
        "ais_nmea_sentences",
        (
            "⟨s1⟩",
            "\\s:2573345,c:⟨ts⟩*5B\\⟨s1⟩\n\\s:2573345,c:⟨ts⟩*5B\\⟨s2⟩",
            "Raw AIS van de kustontvanger (NMEA 0183):\n⟨s1⟩\n⟨s2⟩\n⟨s3⟩",
            "Decoder faalt op ⟨s1⟩ (type 1, MMSI ⟨m⟩) — checksum klopt wel.",
        ),
        _nmea,
    ),
    Kind(
        "eori_vat_and_company_numbers",
        (
            "EORI ⟨eori⟩ · BTW ⟨vat⟩ · KvK ⟨kvk⟩",
            "Consignee EORI ⟨eori2⟩, declarant EORI ⟨eori⟩ (wij, als direct vertegenwoordiger)",
            "NAD+CZ+⟨eori⟩::ZZZ++VLIETMOND LOGISTICS BV'\nNAD+CN+⟨eori_gb⟩::ZZZ'",
            "ICE de Vlietmond Maroc SARL : ⟨ice⟩ (à mettre sur toutes les factures)",
            '{"eori": "⟨eori⟩", "vatNumber": "⟨vat⟩", "chamberOfCommerce": "⟨kvk⟩"}',
        ),
        _traders,
    ),
    Kind(
        "customs_mrn_and_lrn",
        (
            "MRN ⟨mrn⟩ vrijgegeven op ⟨d⟩ (LRN ⟨lrn⟩)",
            "Aangifte ⟨lrn⟩ → MRN ⟨mrn⟩; T1 naar Venlo: ⟨mrn2⟩",
            '{"lrn": "⟨lrn⟩", "mrn": "⟨mrn⟩", "status": "RELEASED", "releaseDate": "⟨d⟩"}',
            "ICS2 ENS-ontvangst ⟨ens⟩ hoort bij MRN ⟨mrn⟩, niet bij ⟨mrn27⟩ (dat is vorig jaar).",
            "Le MRN ⟨mrn⟩ est toujours « sous contrôle » ; le transitaire a relancé le bureau.",
            "<MRN>⟨mrn⟩</MRN>\n<LRN>⟨lrn⟩</LRN>\n<DeclarationType>IM</DeclarationType>",
        ),
        _mrn,
    ),
    Kind(
        "bills_of_lading_and_bookings",
        (
            "B/L ⟨bl⟩, booking ⟨bk⟩, container ⟨c⟩",
            "RFF+BM:⟨bl⟩'\nRFF+BN:⟨bk⟩'\nRFF+ON:⟨po⟩'",
            "HBL ⟨hbl⟩ (wij) onder MBL ⟨bl2⟩ — telex release ontvangen",
            '{"transportDocumentReference": "⟨bl⟩", "carrierBookingReference": "⟨bk⟩", '
            '"equipmentReference": "⟨c⟩"}',
            "Booking Casa ⟨bk2⟩ → POD ⟨loc⟩, B/L ⟨bl⟩ nog niet gereleased.",
        ),
        _bls,
    ),
    Kind(
        "gs1_gln_and_sscc",
        (
            "(00)⟨sscc⟩ op pallet 3, ASN verwacht ⟨sscc2⟩",
            "UNB+UNOC:3+⟨gln⟩:14+⟨gln2⟩:14+⟨d⟩:0912+⟨lot⟩'",
            "GLN magazijn Venlo ⟨gln⟩, GLN afleveradres ⟨gln2⟩",
            "GIN+BJ+⟨sscc⟩'\nPIA+5+⟨gtin⟩:SRV'",
            "]C1(00)⟨sscc⟩(01)⟨gtin⟩(10)⟨lot⟩",
        ),
        _gs1,
    ),
    Kind(
        "iban_bic_payment_refs",
        (
            "Betaling ⟨inv⟩ (€ ⟨amt⟩) naar ⟨nls⟩, BIC ⟨bic⟩",
            "RIB / IBAN Vlietmond Maroc : ⟨mas⟩ — SWIFT ⟨bic2⟩",
            "<CdtrAcct><Id><IBAN>⟨nl⟩</IBAN></Id></CdtrAcct>\n<CdtrAgt><FinInstnId>"
            "<BICFI>⟨bic⟩</BICFI></FinInstnId></CdtrAgt>\n<EndToEndId>⟨e2e⟩</EndToEndId>",
            "| Entiteit | IBAN | BIC |\n|---|---|---|\n| Vlietmond Logistics BV | ⟨nl⟩ | ⟨bic⟩ |\n"
            "| Vlietmond Maroc SARL | ⟨ma⟩ | ⟨bic2⟩ |",
            "FII+PB+⟨be⟩:VLIETMOND+⟨bic⟩:25:17'",
        ),
        _pay,
    ),
    Kind(
        "air_waybills_and_parcel_tracking",
        (
            "MAWB ⟨awb⟩ op ⟨flt⟩, HAWB ⟨hawb⟩",
            "Documenten per UPS ⟨ups⟩, retour via DHL ⟨dhl⟩",
            "Les AWB ⟨awb⟩ et ⟨awb2⟩ sont arrivés à Mohammed V, pas encore dédouanés.",
            '{"awb": "⟨awb⟩", "flight": "⟨flt⟩", "hawb": "⟨hawb⟩", "fedexTracking": "⟨fedex⟩"}',
        ),
        _air,
    ),
    Kind(
        "port_call_and_visit_refs",
        (
            "Call reference ⟨crn⟩ (IMO ⟨imo⟩, voy ⟨voy⟩), ligplaats ⟨berth⟩",
            "Terminal visit ⟨visit⟩ ETA ⟨eta⟩, laatste haven ⟨loc⟩",
            '{"portCallId": "⟨crn⟩", "visitId": "⟨visit⟩", "imo": "⟨imo⟩", "eta": "⟨eta⟩", '
            '"messageId": "⟨u⟩"}',
            "UCR ⟨ucr⟩ hoort bij de export via ⟨crn⟩",
        ),
        _portcall,
    ),
    Kind(
        "moroccan_customs_refs",
        (
            "DUM n° ⟨dum⟩ (BADR), bureau ⟨bur⟩, conteneur ⟨c⟩",
            "ICE ⟨ice⟩ · RC Casablanca ⟨rc⟩ · IF ⟨if⟩",
            "La DUM ⟨dum⟩ a été liquidée le ⟨d⟩, mainlevée OK pour ⟨c⟩.",
            "Camion ⟨tc⟩ sorti du port avec ⟨c⟩, DUM ⟨dum⟩",
            "d-DUM ⟨dum⟩ mazal f circuit rouge, l-conteneur ⟨c⟩ wa9ef f scanner.",
        ),
        _maroc,
    ),
    Kind(
        "fleet_vehicle_identifiers",
        (
            "Trekker ⟨plate⟩ (VIN ⟨vin⟩), oplegger ⟨trailer⟩, km-stand ⟨km⟩",
            "| Kenteken | VIN | OBU |\n|---|---|---|\n| ⟨plate⟩ | ⟨vin⟩ | ⟨obu⟩ |\n"
            "| ⟨trailer⟩ | ⟨vin2⟩ | — |",
            "Chauffeurskaart ⟨card⟩ verloopt in augustus",
            "Camion marocain ⟨ma⟩, châssis ⟨vin⟩",
            '{"vin": "⟨vin⟩", "licensePlate": "⟨plate⟩", "obuSerial": "⟨obu⟩", "odometerKm": ⟨km⟩}',
        ),
        _fleet,
    ),
    Kind(
        "hs_codes_and_tariff_refs",
        (
            "GN-code ⟨cn⟩, TARIC ⟨taric⟩ (⟨duty⟩ %)",
            "TARIC ⟨taric_s⟩ — preferentie met ⟨cert⟩",
            "Position tarifaire marocaine ⟨ma⟩ pour les clémentines, poids ⟨kg⟩ kg",
            "PIA+5+⟨cn⟩:HS'\nMEA+WT+AAB+KGM:⟨kg⟩'",
            '{"commodityCode": "⟨taric⟩", "hsCode": "⟨hs⟩", "netMassKg": ⟨kg⟩}',
        ),
        _hs,
    ),
)
