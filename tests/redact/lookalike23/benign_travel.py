"""Benign: the opaque identifiers of air and hotel distribution (GDS, NDC, BSP)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike23.gen import (
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64url,
    digits,
    hexs,
    num,
    pick,
    uhex,
    uuid4,
)

LOCATOR = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
_AIRLINES = (
    ("TP", "047"),
    ("LH", "220"),
    ("LO", "080"),
    ("BA", "125"),
    ("KL", "074"),
    ("AF", "057"),
    ("IB", "075"),
    ("LX", "724"),
    ("FR", "224"),
)
_PAX = (
    "KOWALSKA/ANNA MRS",
    "NOWAK/PIOTR MR",
    "SILVA/JOAO MR",
    "FERREIRA/MARIANA MS",
    "WISNIEWSKI/TOMASZ MR",
    "COSTA/INES MRS",
    "ZIELINSKA/AGNIESZKA MS",
    "SANTOS/RUI MR",
)
_ROUTES = (
    ("LIS", "KRK"),
    ("LIS", "WAW"),
    ("OPO", "KRK"),
    ("KRK", "LIS"),
    ("LIS", "FRA"),
    ("WAW", "OPO"),
    ("FAO", "KTW"),
    ("LIS", "GDN"),
)
_MONTHS = ("MAR", "APR", "MAY", "JUN")


def _air(r: Random) -> dict[str, str]:
    carrier, prefix = r.choice(_AIRLINES)
    org, dst = r.choice(_ROUTES)
    return {
        "pnr": pick(r, LOCATOR, 6),
        "pnr2": pick(r, LOCATOR, 6),
        "pnr3": pick(r, LOCATOR, 6),
        "al": carrier,
        "pre": prefix,
        "tkt": num(r, 10),
        "tkt2": num(r, 10),
        "tkt3": num(r, 10),
        "pax": r.choice(_PAX),
        "pax2": r.choice(_PAX),
        "org": org,
        "dst": dst,
        "flt": str(r.randint(100, 9999)),
        "day": f"{r.randint(1, 28):02d}{r.choice(_MONTHS)}",
        "cls": r.choice("YBMHKLQVSTWOEN"),
        "amt": f"{r.randint(39, 1899)}.{r.randint(0, 99):02d}",
        "tax": f"{r.randint(12, 240)}.{r.randint(0, 99):02d}",
        "iata": num(r, 8),
        "office": "LISP" + pick(r, UPPER, 2) + digits(r, 1) + r.choice(("AA", "AB")),
        "u": uuid4(r),
        "ver": str(r.randint(2, 40)),
        "cpn": str(r.randint(1, 4)),
        "roe": f"0.{num(r, 6)}",
        "nuc": f"{r.randint(40, 900)}.{r.randint(0, 99):02d}",
        "nuc2": f"{r.randint(40, 900)}.{r.randint(0, 99):02d}",
    }


def _fare(r: Random) -> dict[str, str]:
    values = _air(r)
    cls = r.choice("YBMHKLQVSTWOEN")
    values.update(
        fb=cls + r.choice(("LOWPT", "SAVPL", "FLXPT", "1LGT", "2CLS", "NC7RPT", "OWEU")),
        fb2=r.choice("KLQVT") + pick(r, UPPER, 2) + digits(r, 1) + r.choice(("PL", "PT", "EU", "")),
        fb3=cls + pick(r, UPPER_ALNUM, r.randint(4, 7)),
        td=r.choice(("CH25", "IN90", "YTH", "ST", "SD10")),
        tour=r.choice(("PT28ANDOR", "IT8TP2AND", "BT28KRK")),
        rule=pick(r, UPPER_ALNUM, 4),
        tariff=str(r.randint(1, 999)).zfill(3),
    )
    return values


def _session(r: Random) -> dict[str, str]:
    values = _air(r)
    values.update(
        sid=pick(r, UPPER_ALNUM, 10),
        seq=str(r.randint(1, 30)),
        mid="urn:uuid:" + uuid4(r),
        conv=f"V1@{uuid4(r)}@{num(r, 3)}@{pick(r, UPPER_ALNUM, 4)}",
        ebmid=f"mid:2028031{r.randint(0, 9)}-{digits(r, 6)}-{num(r, 4)}@andorinha",
        trace=hexs(r, 32),
        tb="P" + num(r, 7),
        wsap="1ASIWAND" + pick(r, UPPER, 3),
    )
    return values


def _ndc(r: Random) -> dict[str, str]:
    values = _air(r)
    values.update(
        off="off_0000" + pick(r, ALNUM, 18),
        ord="ord_0000" + pick(r, ALNUM, 18),
        orq="orq_0000" + pick(r, ALNUM, 18),
        pas="pas_0000" + pick(r, ALNUM, 18),
        sli="sli_0000" + pick(r, ALNUM, 18),
        oid=values["al"] + "-" + uhex(r, 32),
        oiid=values["al"] + "-" + uhex(r, 32) + "-" + str(r.randint(1, 4)),
        resp=b64url(r, 36),
        shop=hexs(r, 40),
    )
    return values


def _hotel(r: Random) -> dict[str, str]:
    chain = r.choice(("MC", "HI", "HY", "RT", "PI", "LW", "SB", "WI", "YX"))
    city = r.choice(("LIS", "KRK", "OPO", "WAW", "FAO"))
    code = str(r.randint(1000, 999999))
    ci = f"2028{r.randint(4, 6):02d}{r.randint(10, 20)}"
    co = ci[:6] + str(int(ci[6:]) + r.randint(1, 7))
    rate_key = (
        f"{ci}|{co}|W|{r.randint(1, 400)}|{code}|"
        + r.choice(("DBL.ST", "TWN.SU", "SGL.ST", "DBL.DX"))
        + "|ID_B2B_"
        + str(r.randint(10, 90))
        + "|"
        + r.choice(("BB", "RO", "HB"))
        + "|"
        + r.choice(("NRF1", "FLEX", "SPCM"))
        + f"|1~2~0||N@0{r.randint(3, 9)}~~"
        + hexs(r, 5)
        + "~"
        + str(r.randint(-1999999999, 1999999999))
        + "~N~~~NOR~"
        + uhex(r, 20)
        + "AA"
        + digits(r, 6)
    )
    return {
        "chain": chain,
        "city": city,
        "prop": chain + city + pick(r, UPPER_ALNUM, r.choice((3, 4))),
        "code": code,
        "giata": str(r.randint(10000, 999999)),
        "eps": str(r.randint(1000000, 99999999)),
        "rk": rate_key,
        "ci": ci,
        "co": co,
        "conf": f"{r.randint(1, 299)}-{num(r, 7)}",
        "conf2": num(r, 8),
        "conf3": pick(r, UPPER_ALNUM, 10),
        "itin": num(r, 13),
        "vouch": "AND-H-" + pick(r, UPPER_ALNUM, 8),
        "amt": f"{r.randint(60, 2400)}.{r.randint(0, 99):02d}",
        "pax": r.choice(_PAX),
    }


def _booking(r: Random) -> dict[str, str]:
    values = _air(r)
    values.update(
        bid=f"AND-28{r.randint(1, 3):02d}-{num(r, 7)}",
        ulid="01H" + pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23),
        snow=num(r, 19),
        cart=hexs(r, 24),
        quote="Q" + pick(r, UPPER_ALNUM, 11),
        sess="s_" + pick(r, LOWER_ALNUM, 26),
    )
    return values


def _hot(r: Random) -> dict[str, str]:
    values = _air(r)
    seq = r.randint(1, 900)
    values.update(
        seq1=f"{seq:08d}",
        seq2=f"{seq + 1:08d}",
        seq3=f"{seq + 2:08d}",
        per=f"2803{r.randint(1, 4)}",
        date=f"2803{r.randint(10, 28)}",
        tx=num(r, 10),
        fare12=f"{r.randint(100, 999999):011d}",
        tax11=f"{r.randint(100, 99999):011d}",
        comm=f"{r.randint(0, 9999):011d}",
        file="HOT" + pick(r, DIGITS, 6) + "PT",
        rmt=f"{r.randint(10000, 999999)}.{r.randint(0, 99):02d}",
    )
    return values


TRAVEL: tuple[Kind, ...] = (
    Kind(
        "pnr_record_locators",
        (
            "PNR ⟨pnr⟩ (1A) ↔ airline locator ⟨al⟩/⟨pnr2⟩ — the sync failed because ⟨al⟩ split "
            "the booking into ⟨pnr3⟩",
            "RP/⟨office⟩/⟨office⟩            TP/SU  14MAR28/0912Z   ⟨pnr⟩\n"
            "  1.⟨pax⟩\n"
            "  2  ⟨al⟩ ⟨flt⟩ ⟨cls⟩ ⟨day⟩ 3 ⟨org⟩⟨dst⟩ HK1  1210 1715  ⟨day⟩  E  ⟨al⟩/⟨pnr2⟩\n"
            "  3 AP LIS +351 210 000 000 - A\n  4 TK OK14MAR/⟨office⟩",
            '{"type":"PNR_CHANGED","recordLocator":"⟨pnr⟩","gds":"1A","version":⟨ver⟩,'
            '"airlineLocators":[{"carrier":"⟨al⟩","locator":"⟨pnr2⟩"}],"correlationId":"⟨u⟩"}',
            "Rezerwacja ⟨pnr⟩ w Amadeusie, po stronie przewoźnika ⟨al⟩ to ⟨pnr2⟩; "
            "klient dzwonił z lokalizatorem ⟨pnr3⟩ (stary, anulowany).",
            "$ curl -s 'https://booking-svc.andorinha.internal/v1/pnr/⟨pnr⟩?lastName=NOWAK' "
            "| jq .status",
        ),
        _air,
        n=10,
    ),
    Kind(
        "eticket_numbers",
        (
            "FA PAX ⟨pre⟩-⟨tkt⟩/ETTP/EUR⟨amt⟩/14MAR28/⟨office⟩/⟨iata⟩/S2-3",
            "Bilhete ⟨pre⟩⟨tkt⟩ emitido para ⟨pax⟩, cupão ⟨cpn⟩ em estado OPEN FOR USE; "
            "o reembolso foi para o bilhete ⟨pre⟩⟨tkt2⟩.",
            "Conjunction ticket ⟨pre⟩-⟨tkt⟩-⟨cpn⟩ (two booklets); void window closed, "
            "so refund via ⟨pre⟩-⟨tkt2⟩ instead",
            '{"documentNumber":"⟨pre⟩⟨tkt⟩","documentType":"ETKT","coupons":[{"number":⟨cpn⟩,'
            '"status":"O","flight":"⟨al⟩⟨flt⟩"}],"exchangedFrom":"⟨pre⟩⟨tkt3⟩"}',
            "| ticket | pax | status |\n|---|---|---|\n| ⟨pre⟩-⟨tkt⟩ | ⟨pax⟩ | TKTT |\n"
            "| ⟨pre⟩-⟨tkt2⟩ | ⟨pax2⟩ | CANX |\n| ⟨pre⟩-⟨tkt3⟩ | ⟨pax⟩ | RFND |",
        ),
        _air,
        n=10,
    ),
    Kind(
        "emd_numbers",
        (
            "FA PAX ⟨pre⟩-⟨tkt⟩/DTTP/EUR⟨tax⟩/14MAR28/⟨office⟩/⟨iata⟩/E1",
            "EMD-A ⟨pre⟩⟨tkt⟩ (RFIC C, RFISC 0B5 – seat), associado ao bilhete ⟨pre⟩⟨tkt2⟩ "
            "cupão ⟨cpn⟩",
            '{"emdNumber":"⟨pre⟩⟨tkt⟩","type":"EMD-S","rfic":"D","rfisc":"996",'
            '"reasonForIssuance":"PENALTY FEE","amount":"⟨tax⟩","currency":"EUR"}',
            "EMD ⟨pre⟩-⟨tkt⟩ za bagaż (0GP) nie połączył się z biletem ⟨pre⟩-⟨tkt2⟩ "
            "— trzeba ręcznie EMDA w kryptach ⟨office⟩",
        ),
        _air,
        n=10,
    ),
    Kind(
        "fare_calc_and_iata_routings",
        (
            "FC ⟨org⟩ ⟨al⟩ X/FRA ⟨al⟩ ⟨dst⟩ M⟨nuc⟩NUC⟨nuc⟩END ROE⟨roe⟩",
            "Fare calc: ⟨org⟩ ⟨al⟩ ⟨dst⟩ Q10.00 ⟨nuc⟩ ⟨al⟩ ⟨org⟩ ⟨nuc2⟩NUC⟨amt⟩END ROE⟨roe⟩ "
            "XT 12.45PT 3.20YP 28.60YQ",
            "Routing ⟨org⟩-FRA-⟨dst⟩ via ⟨al⟩⟨flt⟩; taxas PT/YP/YQ/XW, ROE ⟨roe⟩ de 14MAR28",
            "TST 1: ⟨org⟩ ⟨al⟩ ⟨dst⟩ ⟨nuc⟩ ⟨al⟩ ⟨org⟩ ⟨nuc2⟩ NUC⟨amt⟩ END ROE⟨roe⟩\n"
            "FARE  EUR ⟨amt⟩\nTX001 X EUR ⟨tax⟩YQ\nTOTAL EUR ⟨amt⟩",
        ),
        _air,
        n=10,
    ),
    Kind(
        "fare_basis_codes",
        (
            "Fare basis ⟨fb⟩ (RBD ⟨cls⟩) maps to brand LIGHT; ⟨fb2⟩ is the CLASSIC one, "
            "ticket designator ⟨td⟩",
            "| fare basis | RBD | brand | rule |\n|---|---|---|---|\n"
            "| ⟨fb⟩ | ⟨cls⟩ | LIGHT | ⟨rule⟩ |\n| ⟨fb2⟩ | K | CLASSIC | ⟨rule⟩ |\n"
            "| ⟨fb3⟩ | Y | FLEX | ⟨rule⟩ |",
            "Regra ATPCO tarifa ⟨tariff⟩ / regra ⟨rule⟩: a base ⟨fb⟩ não permite reembolso; "
            "tour code ⟨tour⟩",
            "FQN ⟨fb⟩ — penalties: CHANGES ANY TIME CHARGE EUR 70.00 / tour code ⟨tour⟩ / "
            "endorsement NONREF/CHNG RESTR",
        ),
        _fare,
        n=10,
    ),
    Kind(
        "gds_session_ids",
        (
            '<awsse:Session TransactionStatusCode="InSeries">\n'
            "  <awsse:SessionId>⟨sid⟩</awsse:SessionId>\n"
            "  <awsse:SequenceNumber>⟨seq⟩</awsse:SequenceNumber>\n</awsse:Session>\n"
            "<add:MessageID>⟨mid⟩</add:MessageID>",
            "Sabre: ConversationId ⟨conv⟩, MessageId ⟨ebmid⟩ — the session pool reused it "
            "after SessionCloseRQ",
            "Sessão stateful do Amadeus ⟨sid⟩ (seq ⟨seq⟩) ficou pendurada; "
            "PNR ⟨pnr⟩ não foi fechado com ET",
            "Travelport TraceId=⟨trace⟩ TargetBranch=⟨tb⟩ AirCreateReservationReq took 8.4 s",
        ),
        _session,
        n=10,
    ),
    Kind(
        "amadeus_offices_and_queues",
        (
            "Office ⟨office⟩, WSAP ⟨wsap⟩, queue QT/⟨office⟩/8C1 holds the schedule changes",
            "QE/⟨office⟩/97C0 — tickets with TK XL; ⟨office⟩ is the ticketing office, "
            "the Kraków office is KRKPL28AA",
            "Sign-in 0001AA/SU on ⟨office⟩, ES ⟨office⟩-B for the Kraków team; "
            "WSAP ⟨wsap⟩ is production",
            "Kolejka 50C2 w ⟨office⟩ = zmiany rozkładu; sesja ⟨sid⟩ robi QS co 5 minut",
        ),
        _session,
        n=10,
    ),
    Kind(
        "ndc_offer_and_order_ids",
        (
            '{"id":"⟨off⟩","total_amount":"⟨amt⟩","total_currency":"EUR",'
            '"slices":[{"id":"⟨sli⟩"}],"passengers":[{"id":"⟨pas⟩"}]}',
            "Duffel: offer request ⟨orq⟩ → offer ⟨off⟩ → order ⟨ord⟩ (booking_reference ⟨pnr⟩)",
            "<OfferID>⟨oid⟩</OfferID>\n<OfferItemID>⟨oiid⟩</OfferItemID>\n"
            "<OwnerCode>⟨al⟩</OwnerCode>\n<ShoppingResponseID><ResponseID>⟨resp⟩"
            "</ResponseID></ShoppingResponseID>",
            "OrderRetrieve para ⟨al⟩: OrderID ⟨oid⟩, ShoppingResponseID ⟨resp⟩ — "
            "o cache de ofertas guardava a chave de cache ⟨shop⟩",
        ),
        _ndc,
        n=10,
    ),
    Kind(
        "hotel_chain_and_property_codes",
        (
            "GDS property ⟨prop⟩ (chain ⟨chain⟩) = Hotelbeds ⟨code⟩ = GIATA ⟨giata⟩ "
            "= Expedia ⟨eps⟩",
            '{"rateKey":"⟨rk⟩","rateClass":"NRF","rateType":"BOOKABLE","net":"⟨amt⟩"}',
            "Mapeamento do hotel ⟨code⟩ (cadeia ⟨chain⟩, ⟨city⟩): GIATA ⟨giata⟩, código GDS ⟨prop⟩",
            "CheckRate zwrócił nowy rateKey dla ⟨code⟩:\n⟨rk⟩",
        ),
        _hotel,
        n=10,
    ),
    Kind(
        "hotel_confirmation_numbers",
        (
            "Hotelbeds reference ⟨conf⟩, hotel confirmation ⟨conf2⟩, voucher ⟨vouch⟩ "
            "(⟨pax⟩, ⟨ci⟩–⟨co⟩)",
            "Número de confirmação do hotel ⟨conf3⟩; itinerário Expedia ⟨itin⟩",
            '{"reference":"⟨conf⟩","clientReference":"⟨vouch⟩","status":"CONFIRMED",'
            '"hotel":{"code":⟨code⟩,"checkIn":"⟨ci⟩","checkOut":"⟨co⟩"}}',
            "Potwierdzenie z hotelu ⟨conf2⟩ różni się od naszego ⟨vouch⟩ — to normalne, "
            "sieć ⟨chain⟩ nadaje własne",
        ),
        _hotel,
        n=10,
    ),
    Kind(
        "booking_and_cart_ids",
        (
            "Booking ⟨bid⟩ (ULID ⟨ulid⟩, cart ⟨cart⟩) failed at ticketing; PNR ⟨pnr⟩",
            '{"bookingId":"⟨bid⟩","eventId":"⟨ulid⟩","snowflake":⟨snow⟩,"quoteId":"⟨quote⟩"}',
            "Reserva ⟨bid⟩ / sessão de pesquisa ⟨sess⟩ / cotação ⟨quote⟩",
            "SELECT * FROM bookings WHERE id = ⟨snow⟩; -- ⟨bid⟩, cart ⟨cart⟩",
        ),
        _booking,
        n=10,
    ),
    Kind(
        "bsp_hot_file_records",
        (
            "BKT06⟨seq1⟩⟨per⟩⟨iata⟩    ⟨tx⟩TKTT⟨pre⟩⟨tkt⟩\n"
            "BKS24⟨seq2⟩⟨date⟩⟨pre⟩⟨tkt⟩  1  ⟨pnr⟩    ⟨fare12⟩EUR2\n"
            "BKS30⟨seq3⟩⟨date⟩⟨pre⟩⟨tkt⟩  ⟨tax11⟩YQ⟨comm⟩",
            "Ficheiro ⟨file⟩ (período ⟨per⟩, agente ⟨iata⟩): 1 212 registos, "
            "remessa EUR ⟨rmt⟩, bilhete ⟨pre⟩⟨tkt⟩ com ADM pendente",
            "BSP Polska, okres ⟨per⟩: ADM dla ⟨pre⟩-⟨tkt⟩ (różnica taryfy), "
            "kod agencji ⟨iata⟩, transakcja ⟨tx⟩",
        ),
        _hot,
        n=10,
    ),
)
