"""Benign look-alikes of the airline itself: record locators, tickets, flights, codes,
loyalty numbers, GDS office ids, fare lines, NDC ids, booking ids and aircraft serials.
None of these is a credential; a careful person leaves them in a note as they are."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike37.gen import (
    AIRPORTS,
    ALNUM,
    CROCKFORD,
    DIGITS,
    HEX,
    LOCATOR,
    PEOPLE,
    UHEX,
    UPPER,
    UPPER_ALNUM,
    Kind,
    flight,
    hexs,
    locator,
    member,
    num,
    pick,
    tail,
    ticket,
    ulid,
    uuid4,
)


def _route(r: Random) -> tuple[str, str]:
    a, b = r.sample(AIRPORTS, 2)
    return a, b


def _office(r: Random) -> str:
    return r.choice(("JNB", "NBO", "CPT")) + "U7" + pick(r, DIGITS, 2) + pick(r, UPPER, 2)


def _pcc(r: Random) -> str:
    return pick(r, UPPER, 1) + pick(r, UPPER_ALNUM, 3)


def _date(r: Random) -> str:
    return f"{r.randint(1, 28):02d}{r.choice(('JUN', 'JUL', 'AUG'))}"


def _pnr(r: Random) -> dict[str, str]:
    a, b = _route(r)
    return {
        "pnr": locator(r),
        "pnr2": locator(r),
        "pnr3": locator(r),
        "fl": flight(r),
        "a": a,
        "b": b,
        "d": _date(r),
        "office": _office(r),
        "q": str(r.choice((0, 7, 12, 50, 80, 97))),
        "who": r.choice(PEOPLE),
    }


def _tickets(r: Random) -> dict[str, str]:
    t = ticket(r)
    return {
        "tkt": t,
        "tkt_dash": t[:3] + "-" + t[3:],
        "tkt2": ticket(r),
        "conj": str(int(t[-2:]) + 1).zfill(2)[-2:],
        "emd": ticket(r),
        "pnr": locator(r),
        "amt": f"{r.randint(1200, 18999)}.{r.randint(0, 99):02d}",
        "cpn": str(r.randint(1, 4)),
        "d": _date(r),
    }


def _icao24(r: Random, reg: str) -> str:
    return ("00" if reg.startswith("ZS") else "04C") + pick(
        r, UHEX, 4 if reg.startswith("ZS") else 3
    )


def _flights(r: Random) -> dict[str, str]:
    reg = tail(r)
    a, b = _route(r)
    return {
        "fl": flight(r),
        "fl2": flight(r),
        "reg": reg,
        "reg2": tail(r),
        "hex": _icao24(r, reg),
        "msn": num(r, 5),
        "type": r.choice(("A320neo", "A321neo", "737-8", "E195-E2", "A220-300", "Q400")),
        "a": a,
        "b": b,
        **_oooi(r),
    }


def _oooi(r: Random) -> dict[str, str]:
    t = r.randint(240, 1000)
    marks = [t, t + r.randint(8, 25)]
    marks += [marks[1] + r.randint(100, 300)]
    marks += [marks[2] + r.randint(4, 15)]
    return {
        k: f"{m // 60:02d}{m % 60:02d}"
        for k, m in zip(("out", "off", "on", "in"), marks, strict=True)
    }


_ICAO = {
    "JNB": "FAOR",
    "NBO": "HKJK",
    "CPT": "FACT",
    "DUR": "FALE",
    "MBA": "HKMO",
    "KIS": "HKKI",
    "EBB": "HUEN",
    "DAR": "HTDA",
    "ZNZ": "HTZA",
    "KGL": "HRYR",
    "LUN": "FLKK",
    "HRE": "FVRG",
    "VFA": "FVFA",
    "MRU": "FIMP",
    "LOS": "DNMM",
    "ACC": "DGAA",
    "WDH": "FYWH",
    "GBE": "FBSK",
    "MPM": "FQMA",
    "PLZ": "FAPE",
}


def _codes(r: Random) -> dict[str, str]:
    a, b, c = r.sample(AIRPORTS, 3)
    rbd = r.choice("YBMHKLQVWSTNJCD")
    return {
        "a": a,
        "b": b,
        "c": c,
        "ia": _ICAO[a],
        "ib": _ICAO[b],
        "fb": rbd
        + r.choice(("FLEX", "LOW", "SAVER", "PLUS", "BASIC"))
        + r.choice(("ZA", "KE", "")),
        "fb2": r.choice("YBMHKLQV")
        + pick(r, UPPER, 2)
        + pick(r, DIGITS, 1)
        + r.choice(("ZA", "KE")),
        "rbd": rbd,
        "fl": flight(r),
        "n": f"{r.randint(100, 989):04d}",
        "eff": _date(r) + "29",
        "dis": _date(r) + "29",
        "dep": f"{r.randint(5, 22):02d}{r.choice(('00', '15', '30', '45'))}",
        "arr": f"{r.randint(5, 23):02d}{r.choice(('05', '20', '35', '50'))}",
        "days": "".join(d if r.random() < 0.7 else " " for d in "1234567"),
    }


def _loyalty(r: Random) -> dict[str, str]:
    return {
        "mem": member(r),
        "mem2": member(r),
        "tier": r.choice(("Blue", "Silver", "Gold", "Platinum")),
        "miles": f"{r.randint(1, 240)} {r.randint(0, 999):03d}",
        "pnr": locator(r),
        "fl": flight(r),
        "d": _date(r),
        "partner": r.choice(("Marula Hotels", "Savanna Car Hire", "Kilele Lodges")),
    }


def _gds(r: Random) -> dict[str, str]:
    return {
        "office": _office(r),
        "office2": _office(r),
        "pcc": _pcc(r),
        "q": str(r.randint(1, 99)),
        "cat": str(r.randint(0, 9)),
        "pnr": locator(r),
        "conv": uuid4(r),
        "msg": "mid:" + hexs(r, 8) + "-" + hexs(r, 4) + "@umoyaair.co.za",
        "sess": pick(r, UPPER_ALNUM, 10),
        "seq": str(r.randint(1, 40)),
        "epr": num(r, 6),
    }


def _fare(r: Random) -> dict[str, str]:
    a, b = _route(r)
    f1 = r.randint(90, 900)
    f2 = r.randint(90, 900)
    q = r.choice((0, 0, 15, 25))
    total = f1 + f2 + q
    return {
        "a": a,
        "b": b,
        "f1": f"{f1}.{r.randint(0, 99):02d}",
        "f2": f"{f2}.{r.randint(0, 99):02d}",
        "q": f"Q{q}.00 " if q else "",
        "nuc": f"{total}.{r.randint(0, 99):02d}",
        "roe": f"{r.uniform(16.5, 19.5):.6f}",
        "za": f"{r.randint(150, 260)}.{r.randint(0, 99):02d}",
        "ev": f"{r.randint(19, 60)}.{r.randint(0, 99):02d}",
        "yq": f"{r.randint(300, 2900)}.00",
        "fb": r.choice("YBMHKLQV") + r.choice(("FLEXZA", "LOWZA", "SAVERKE", "PLUSKE")),
        "tcn": num(r, 7),
    }


def _duffel_id(r: Random, prefix: str) -> str:
    return prefix + "0000" + pick(r, "A", 1) + pick(r, ALNUM, 21)


def _ndc(r: Random) -> dict[str, str]:
    return {
        "off": _duffel_id(r, "off_"),
        "ord": _duffel_id(r, "ord_"),
        "orq": _duffel_id(r, "orq_"),
        "sea": _duffel_id(r, "sea_"),
        "pas": _duffel_id(r, "pas_"),
        "offer": "U7-OF-" + hexs(r, 24).upper(),
        "item": "U7-OI-" + hexs(r, 12).upper() + "-1",
        "resp": uuid4(r),
        "order": "U7" + pick(r, UPPER_ALNUM, 10),
        "svc": "SRV" + num(r, 5),
    }


def _booking(r: Random) -> dict[str, str]:
    return {
        "bkg": "bkg_" + ulid(r),
        "cart": "cart_" + ulid(r),
        "pay": "pay_" + ulid(r),
        "raw": ulid(r),
        "order": f"UMY-2029{r.randint(6, 7):02d}{r.randint(1, 28):02d}-{num(r, 5)}",
        "pnr": locator(r),
        "idem": uuid4(r),
        "mem": member(r),
    }


def _serials(r: Random) -> dict[str, str]:
    reg = tail(r)
    return {
        "reg": reg,
        "esn": r.choice(("598-", "599-", "960-")) + num(r, 3),
        "pn": num(r, 7) + "-" + str(r.randint(1, 9)),
        "sn": pick(r, UPPER, 3) + num(r, 5),
        "elt": "2DC" + pick(r, UHEX, 12),
        "acars": pick(r, UPPER_ALNUM, 4) + num(r, 4),
        "tlp": "TLP-" + num(r, 6),
        "apu": "P-" + num(r, 4),
        "hex": pick(r, HEX, 6).upper(),
        "crock": pick(r, CROCKFORD, 8),
        "loc": pick(r, LOCATOR, 2),
    }


BENIGN_TRAVEL: tuple[Kind, ...] = (
    Kind(
        "pnr_record_locators",
        (
            "PNR ⟨pnr⟩ (our side) is ⟨pnr2⟩ in the Amadeus copy — the split happened during the "
            "⟨fl⟩ ⟨a⟩-⟨b⟩ schedule change on ⟨d⟩, not in our sync",
            "RT⟨pnr⟩ then ER; TK element shows TKOK⟨d⟩/⟨office⟩, so ticketing was fine",
            '{"recordLocator":"⟨pnr⟩","gdsLocator":{"system":"1A","locator":"⟨pnr2⟩"},'
            '"segments":[{"flight":"⟨fl⟩","from":"⟨a⟩","to":"⟨b⟩","status":"HK"}]}',
            "| PNR | flight | queue |\n|---|---|---|\n| ⟨pnr⟩ | ⟨fl⟩ | ⟨q⟩ |\n| ⟨pnr2⟩ | ⟨fl⟩ | "
            "⟨q⟩ |\n| ⟨pnr3⟩ | ⟨fl⟩ | ⟨q⟩ |",
            "Booking ⟨pnr⟩ ya abiria wa ⟨fl⟩ ilirudishwa kwenye queue ⟨q⟩ na ⟨who⟩ — hakuna "
            "tatizo la malipo.",
            "2029-06-13T05:41:09Z WARN ticketing-worker pnr=⟨pnr⟩ office=⟨office⟩ "
            "reason=TST_MISMATCH tst_count=2 fa_count=1 action=skip_autoticket",
            "Die boeking ⟨pnr⟩ het twee kopieë: ⟨pnr2⟩ in Sabre en ⟨pnr3⟩ in Amadeus.",
        ),
        _pnr,
    ),
    Kind(
        "eticket_and_emd_numbers",
        (
            "Ticket ⟨tkt_dash⟩ coupon ⟨cpn⟩ is status F (flown) in the ETR, yet the refund "
            "job picked it up",
            "Conjunction ticket ⟨tkt⟩/⟨conj⟩ for PNR ⟨pnr⟩ — the second booklet holds coupons 5-8",
            '{"ticketNumber":"⟨tkt⟩","pnr":"⟨pnr⟩","coupons":[{"number":⟨cpn⟩,"status":'
            '"OPEN"}],"total":{"amount":"⟨amt⟩","currency":"ZAR"}}',
            "EMD-A ⟨emd⟩ (extra bag, RFIC C) was issued against ticket ⟨tkt2⟩ on ⟨d⟩",
            "TKT-⟨tkt⟩ en EMD ⟨emd⟩ is albei in die BSP-verslag van ⟨d⟩; geen ADM nie.",
            "Tiketi ⟨tkt_dash⟩ ilirejeshwa (refund) kwa ZAR ⟨amt⟩; EMD ⟨emd⟩ bado iko wazi.",
            "FA PAX ⟨tkt_dash⟩/ETU7/ZAR⟨amt⟩/⟨d⟩29/JNBU728AA/77498765/S2",
        ),
        _tickets,
    ),
    Kind(
        "flight_tail_and_icao24",
        (
            "⟨fl⟩ ⟨a⟩-⟨b⟩ operated by ⟨reg⟩ (⟨type⟩, MSN ⟨msn⟩, Mode S hex ⟨hex⟩) today; "
            "swap to ⟨reg2⟩ tomorrow",
            "OOOI for ⟨fl⟩: OUT ⟨out⟩Z OFF ⟨off⟩Z ON ⟨on⟩Z IN ⟨in⟩Z, tail ⟨reg⟩",
            "ADS-B feed matched icao24 ⟨hex⟩ to ⟨reg⟩, so the flight-status page was right "
            "and the schedule cache was stale",
            "| flight | tail | type |\n|---|---|---|\n| ⟨fl⟩ | ⟨reg⟩ | ⟨type⟩ |\n"
            "| ⟨fl2⟩ | ⟨reg2⟩ | ⟨type⟩ |",
            "Ndege ⟨reg⟩ (⟨type⟩) itafanya ⟨fl⟩ ⟨a⟩-⟨b⟩ badala ya ⟨reg2⟩.",
            "Ibhanoyi ⟨reg⟩ lizondiza i-⟨fl⟩ lisuka e-⟨a⟩ liya e-⟨b⟩; i-MSN ⟨msn⟩.",
        ),
        _flights,
    ),
    Kind(
        "iata_icao_codes_and_routes",
        (
            "Route ⟨a⟩-⟨b⟩-⟨c⟩ (⟨ia⟩ → ⟨ib⟩) uses fare basis ⟨fb⟩ in RBD ⟨rbd⟩",
            "3 U7 ⟨n⟩0101J⟨eff⟩⟨dis⟩⟨days⟩ ⟨a⟩⟨dep⟩⟨dep⟩+0200  ⟨b⟩⟨arr⟩⟨arr⟩+0300  32N",
            "Fare basis codes to check after the filing: ⟨fb⟩, ⟨fb2⟩ (⟨a⟩⟨b⟩ market)",
            "SSR WCHR ⟨fl⟩ NN1 ⟨a⟩⟨b⟩ and SSR AVML on the same segment; OSI U7 CTCM",
            "ICAO ⟨ia⟩ / IATA ⟨a⟩ — die NOTAM-stroom gebruik ICAO, die boekingsenjin IATA.",
            "Njia ⟨a⟩-⟨b⟩ (⟨ia⟩-⟨ib⟩) inatumia fare basis ⟨fb2⟩ kwa daraja ⟨rbd⟩.",
        ),
        _codes,
    ),
    Kind(
        "loyalty_member_numbers",
        (
            "Umoya Miles member ⟨mem⟩ (⟨tier⟩) is missing ⟨miles⟩ miles for ⟨fl⟩ on ⟨d⟩, PNR ⟨pnr⟩",
            "SSR FQTV U7 HK1 ⟨a_mem⟩ was dropped when the PNR was split",
            "GET /loyalty/v2/members/⟨mem⟩/statement?from=2029-05-01 → 200, 14 entries",
            "member_no,tier,balance\n⟨mem⟩,⟨tier⟩,⟨miles⟩\n⟨mem2⟩,Silver,12 400",
            "Lid ⟨mem⟩ se ⟨partner⟩-transaksie het twee keer deurgekom; ons het ⟨mem2⟩ ook "
            "nagegaan.",
            "Nambari ya uanachama ⟨mem⟩ (kiwango ⟨tier⟩) haina maili za ⟨fl⟩.",
        ),
        lambda r: {**_loyalty(r), "a_mem": "U7" + member(r)},
    ),
    Kind(
        "gds_office_ids_and_queues",
        (
            "Amadeus office ⟨office⟩ queues: QE/⟨office⟩/⟨q⟩C⟨cat⟩ for schedule changes, "
            "QT to count",
            "Sabre PCC ⟨pcc⟩ — QP/⟨pcc⟩/⟨q⟩ placed PNR ⟨pnr⟩; EPR ⟨epr⟩ is the robot",
            "<ConversationId>⟨conv⟩@umoyaair.co.za</ConversationId>\n<MessageId>⟨msg⟩</MessageId>",
            "Amadeus session ⟨sess⟩ seq ⟨seq⟩ ended with 'SECURITY TOKEN EXPIRED' — the pool "
            "recycled it, nothing to rotate",
            "Ofisi ⟨office⟩ na ⟨office2⟩ zote zinatumia queue ⟨q⟩ kwa mabadiliko ya ratiba.",
            "Die Sabre PCC vir Nairobi is ⟨pcc⟩; Amadeus-kantoor ⟨office2⟩.",
        ),
        _gds,
    ),
    Kind(
        "fare_calc_and_tax_lines",
        (
            "⟨a⟩ U7 ⟨b⟩ ⟨q⟩⟨f1⟩ U7 ⟨a⟩ ⟨f2⟩NUC⟨nuc⟩END ROE⟨roe⟩",
            "FC ⟨a⟩ U7 ⟨b⟩ ⟨f1⟩⟨fb⟩ U7 ⟨a⟩ ⟨f2⟩⟨fb⟩ NUC⟨nuc⟩END ROE⟨roe⟩ XT ⟨za⟩ZA ⟨ev⟩EV",
            "Taxes on the ⟨a⟩⟨b⟩ quote: YQ ⟨yq⟩, ZA ⟨za⟩, EV ⟨ev⟩ — matches ATPCO record ⟨tcn⟩",
            "Fare calc ya tiketi: ⟨a⟩ U7 ⟨b⟩ ⟨f1⟩NUC⟨f1⟩END ROE⟨roe⟩",
            "ROE ⟨roe⟩ (IATA, June 2029) — die tariefberekening ⟨a⟩-⟨b⟩ klop nou.",
        ),
        _fare,
        n=10,
    ),
    Kind(
        "ndc_offer_and_order_ids",
        (
            "Duffel offer ⟨off⟩ → order ⟨ord⟩ (offer request ⟨orq⟩)",
            "<OfferID>⟨offer⟩</OfferID>\n<OfferItemID>⟨item⟩</OfferItemID>\n"
            "<ResponseID>⟨resp⟩</ResponseID>",
            '{"data":{"id":"⟨ord⟩","booking_reference":"⟨order⟩","passengers":[{"id":"⟨pas⟩"}],'
            '"slices":[{"id":"⟨sea⟩"}]}}',
            "OrderCreate failed for offer ⟨offer⟩: 'OFFER EXPIRED' — ResponseID ⟨resp⟩ was 31 "
            "minutes old",
            "NDC order ⟨order⟩ has service ⟨svc⟩ (extra bag) and item ⟨item⟩",
            "Ofa ⟨off⟩ iliisha muda kabla ya oda ⟨ord⟩ kuundwa.",
        ),
        _ndc,
    ),
    Kind(
        "booking_ids",
        (
            "Booking ⟨bkg⟩ (PNR ⟨pnr⟩) came from cart ⟨cart⟩; payment ⟨pay⟩ is still pending",
            '{"bookingId":"⟨bkg⟩","orderNumber":"⟨order⟩","pnr":"⟨pnr⟩","idempotencyKey":"⟨idem⟩"}',
            "SELECT * FROM bookings WHERE id = '⟨raw⟩';  -- ULID, not a uuid",
            "Order ⟨order⟩ vir lid ⟨mem⟩: boeking ⟨bkg⟩, betaling ⟨pay⟩",
            "2029-06-14 10:12:55 INFO checkout idempotency_key=⟨idem⟩ cart=⟨cart⟩ "
            "booking=⟨bkg⟩ status=CONFIRMED",
            "Umthengi ⟨mem⟩: i-booking ⟨bkg⟩, i-oda ⟨order⟩.",
        ),
        _booking,
    ),
    Kind(
        "aircraft_and_part_serials",
        (
            "Engine change on ⟨reg⟩: ESN ⟨esn⟩ off, P/N ⟨pn⟩ S/N ⟨sn⟩ on (tech log ⟨tlp⟩)",
            "ELT hex ID for ⟨reg⟩ is ⟨elt⟩ — registered with SAMSA after the re-fit",
            "ACARS msg ⟨acars⟩ from ⟨reg⟩: APU ⟨apu⟩ fault, MX ack",
            "Mode S ⟨hex⟩ / ELT ⟨elt⟩ / ⟨reg⟩ — all three on the CofR",
            "Onderdeel ⟨pn⟩ met reeksnommer ⟨sn⟩ is op ⟨reg⟩ geïnstalleer.",
        ),
        _serials,
        n=10,
    ),
)
