"""Benign look-alikes of the fulfilment domain: parcels, lockers, payments, marketplace
orders, tax and company numbers, published bank accounts. None of them is a secret."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike58.gen import (
    UPPER_ALNUM,
    Kind,
    clock,
    day,
    ean13,
    grouped,
    hexs,
    iban,
    iban_lt,
    iban_pl,
    inpost_tracking,
    krs,
    ksef_number,
    locker,
    lt_company_code,
    lt_vat,
    nip,
    nip_dashed,
    num,
    pick,
    regon9,
    regon14,
    sscc,
    stamp,
    uhex,
    upu_s10,
    uuid4,
)

_STATUSES = (
    "confirmed",
    "dispatched_by_sender",
    "collected_from_sender",
    "taken_by_courier",
    "adopted_at_sorting_center",
    "out_for_delivery",
    "ready_to_pickup",
    "avizo",
    "delivered",
)
_STREETS = (
    ("ul. Głogowska 12", "Poznań", "60-736"),
    ("ul. Gajowa 4", "Poznań", "60-815"),
    ("os. Bolesława Chrobrego 117", "Poznań", "60-681"),
    ("ul. Dąbrowskiego 79", "Poznań", "60-529"),
    ("ul. Piotrkowska 200", "Łódź", "90-368"),
    ("ul. Puławska 145", "Warszawa", "02-715"),
    ("ul. Legnicka 58", "Wrocław", "54-204"),
)
_NAMES = (
    "Mebloteka",
    "Zielony Koszyk",
    "Bursztynowy Dom",
    "Kawa Rogalowa",
    "Sklep Pyrka",
    "Lino Namai",
    "Gintarinė Žuvėdra",
)


def _trk(r: Random) -> dict[str, str]:
    return {
        "trk": inpost_tracking(r),
        "trk2": inpost_tracking(r),
        "locker": locker(r),
        "locker2": locker(r),
        "status": r.choice(_STATUSES),
        "sid": num(r, r.choice((9, 10))),
        "d": day(r),
        "t": clock(r),
    }


def _lockers(r: Random) -> dict[str, str]:
    street, city, pc = r.choice(_STREETS)
    return {
        "locker": locker(r),
        "locker2": locker(r),
        "locker3": locker(r),
        "street": street,
        "city": city,
        "pc": pc,
        "lat": f"52.{num(r, 5)}",
        "lon": f"16.{num(r, 5)}",
        "n": str(r.randint(100, 4999)),
    }


def _shipx(r: Random) -> dict[str, str]:
    return {
        "sid": num(r, 10),
        "sid2": num(r, 10),
        "trk": inpost_tracking(r),
        "locker": locker(r),
        "ref": f"WPK/2032/12/{num(r, 6)}",
        "org": num(r, 6),
        "size": str(r.randint(41000, 98000)),
        "stamp": stamp(r),
        "tpl": r.choice(("small", "medium", "large")),
    }


def _p24_ids(r: Random) -> dict[str, str]:
    amount = r.randint(1999, 459900)
    return {
        "sess": r.choice(
            (
                f"WPK-{day(r).replace('-', '')}-{num(r, 6)}-{hexs(r, 8)}",
                uuid4(r),
                f"order_{num(r, 7)}_{r.randint(1, 3)}",
            )
        ),
        "oid": num(r, r.choice((9, 10))),
        "oid2": num(r, 9),
        "mid": num(r, 6),
        "amt": str(amount),
        "amtpl": f"{amount // 100},{amount % 100:02d}",
        "sign": hexs(r, 96),
        "stmt": "p24-" + "-".join(pick(r, UPPER_ALNUM, 3) for _ in range(3)),
        "meth": r.choice(("154", "181", "25", "31", "266")),
    }


def _blik(r: Random) -> dict[str, str]:
    return {
        "oid": num(r, 9),
        "sess": f"WPK-{day(r).replace('-', '')}-{num(r, 6)}",
        "alias": f"wpk-cust-{hexs(r, 16)}",
        "ref": pick(r, UPPER_ALNUM, 12),
        "code": pick(r, "0123456789", 6),
        "d": day(r),
        "t": clock(r),
        "amt": f"{r.randint(19, 899)},{r.randint(0, 99):02d}",
    }


def _allegro(r: Random) -> dict[str, str]:
    return {
        "offer": num(r, 11),
        "offer2": num(r, 11),
        "cf": uuid4(r),
        "li": uuid4(r),
        "pay": uuid4(r),
        "op": uuid4(r),
        "seller": num(r, 8),
        "ev": num(r, 16),
        "qty": str(r.randint(0, 240)),
        "stamp": stamp(r),
        "slug": r.choice(
            ("kubek-termiczny-500-ml", "karma-dla-kota-10kg", "lampka-biurkowa-led", "plecak-30l")
        ),
    }


def _pl_company(r: Random) -> dict[str, str]:
    value = nip(r)
    return {
        "nip": value,
        "nipd": nip_dashed(value),
        "regon": regon9(r),
        "regon14": regon14(r),
        "krs": krs(r),
        "name": r.choice(_NAMES[:5]),
        "n": str(r.randint(100, 4999)),
    }


def _lt_company(r: Random) -> dict[str, str]:
    vat = lt_vat(r)
    return {
        "lt": lt_company_code(r),
        "ltvat": vat,
        "ltvatnum": vat[2:],
        "name": r.choice(("Lino Namai", "Gintarinė Žuvėdra", "Vilniaus Kava", "Medinis Arklys")),
        "inv": f"WBL-{r.randint(2031, 2032)}-{num(r, 5)}",
        "d": day(r),
    }


def _ibans(r: Random) -> dict[str, str]:
    pl = iban_pl(r)
    return {
        "pl": pl,
        "plg": grouped(pl),
        "pl2": grouped(iban_pl(r)[2:]),
        "lt": iban_lt(r),
        "ltg": grouped(iban_lt(r)),
        "paysera": grouped(iban("LT", "35000" + "10" + pick(r, "0123456789", 9))),
        "bic": r.choice(("PKOPPLPW", "INGBPLPW", "BPKOPLPW", "WBKPPLPP", "BIGBPLPW")),
        "bicl": r.choice(("HABALT22", "CBVILT2X", "AGBLLT2X", "INDULT2X")),
        "d": day(r),
    }


def _ksef(r: Random) -> dict[str, str]:
    seller = nip(r)
    return {
        "ksef": ksef_number(r, seller),
        "ksef2": ksef_number(r, seller),
        "ref": f"{day(r).replace('-', '')}-SE-{uhex(r, 10)}-{uhex(r, 10)}-{uhex(r, 2)}",
        "n": f"{r.randint(1, 9999):04d}",
        "n2": f"{r.randint(1, 9999):04d}",
        "d": day(r),
    }


def _barcodes(r: Random) -> dict[str, str]:
    return {
        "sscc": sscc(r),
        "ean": ean13(r),
        "ean2": ean13(r, "477"),
        "lt": upu_s10(r, r.choice(("CE", "RR", "LY", "EE")), "LT"),
        "ee": upu_s10(r, "CE", "EE"),
        "sku": num(r, 6),
        "sku2": num(r, 6),
        "d": day(r),
    }


def _payments(r: Random) -> dict[str, str]:
    amount = r.randint(10000, 9999999)
    return {
        "n": f"{r.randint(1, 9999):04d}",
        "nip": nip(r),
        "amt": f"{amount // 100},{amount % 100:02d}",
        "bankref": num(r, 16),
        "e2e": "WPK" + pick(r, UPPER_ALNUM, 20),
        "msg": f"WPK-SEPA-{day(r).replace('-', '')}-{num(r, 4)}",
        "orderid": "WBL-" + num(r, 6),
        "reqid": num(r, 9),
        "cf": uuid4(r),
        "refund": uuid4(r),
        "d": day(r),
        "eur": f"{r.randint(5, 480)}.{r.randint(0, 99):02d}",
    }


DOMAIN: tuple[Kind, ...] = (
    Kind(
        "inpost_tracking_numbers",
        (
            "Przesyłka ⟨trk⟩ wisi w statusie ⟨status⟩ od ⟨d⟩ — InPost potwierdził opóźnienie "
            "w sortowni.",
            "https://inpost.pl/sledzenie-przesylek?number=⟨trk⟩",
            "$ curl -s https://api-shipx-pl.easypack24.net/v1/tracking/⟨trk⟩ | jq -r .status\n"
            "⟨status⟩",
            "| numer przesyłki | paczkomat | status |\n|---|---|---|\n"
            "| ⟨trk⟩ | ⟨locker⟩ | ⟨status⟩ |\n| ⟨trk2⟩ | ⟨locker2⟩ | delivered |",
            "[⟨d⟩ ⟨t⟩] app.INFO: ShipX webhook shipment_status_changed "
            '{"shipment_id":⟨sid⟩,"tracking_number":"⟨trk⟩","status":"⟨status⟩"}',
            "Siuntos ⟨trk⟩ būsena: ⟨status⟩ (paštomatas ⟨locker⟩)",
        ),
        _trk,
    ),
    Kind(
        "inpost_locker_codes",
        (
            "Klient wybrał paczkomat ⟨locker⟩ (⟨street⟩, ⟨pc⟩ ⟨city⟩), ale w ShipX punkt ma "
            "status Disabled.",
            "GET /v1/points/⟨locker⟩ → "
            '{"name":"⟨locker⟩","status":"Operating","location":{"latitude":⟨lat⟩,'
            '"longitude":⟨lon⟩},"location_247":true,"physical_type_mapped":"003"}',
            "target_point ⟨locker⟩ — fallback na ⟨locker2⟩, gdy skrytki gabarytu C są pełne",
            "Paczkomaty najbliżej magazynu: ⟨locker⟩, ⟨locker2⟩, ⟨locker3⟩ (WMS-⟨n⟩)",
            "custom_attributes.target_point=⟨locker⟩ sending_method=parcel_locker "
            "dropoff_point=⟨locker2⟩",
        ),
        _lockers,
    ),
    Kind(
        "shipx_shipment_payloads",
        (
            '{"href":"https://api-shipx-pl.easypack24.net/v1/shipments/⟨sid⟩","id":⟨sid⟩,'
            '"status":"confirmed","tracking_number":"⟨trk⟩","service":"inpost_locker_standard",'
            '"reference":"⟨ref⟩","custom_attributes":{"target_point":"⟨locker⟩"},'
            '"created_at":"⟨stamp⟩.000+01:00"}',
            "GET /v1/shipments/⟨sid⟩/label?format=Pdf&type=A6 → 200, ⟨size⟩ bajtów",
            "Shipment ⟨ref⟩ → ShipX 400:\n"
            '{"status":400,"error":"validation_failed","message":"There are some validation '
            'errors. Check details object for more info.","details":{"custom_attributes":'
            '[{"target_point":["does_not_exist"]}]}}',
            "POST /v1/organizations/⟨org⟩/dispatch_orders "
            '{"shipments":[⟨sid⟩,⟨sid2⟩],"comment":"odbiór od 14:00, rampa 2"}',
            'parcels: {"template": "⟨tpl⟩"}, reference "⟨ref⟩", shipment id ⟨sid⟩',
        ),
        _shipx,
    ),
    Kind(
        "przelewy24_session_order_ids",
        (
            "P24 notification:\n"
            '{"merchantId":⟨mid⟩,"posId":⟨mid⟩,"sessionId":"⟨sess⟩","amount":⟨amt⟩,'
            '"originAmount":⟨amt⟩,"currency":"PLN","orderId":⟨oid⟩,"methodId":⟨meth⟩,'
            '"statement":"⟨stmt⟩","sign":"⟨sign⟩"}',
            "PUT /api/v1/transaction/verify sessionId=⟨sess⟩ orderId=⟨oid⟩ → "
            '{"data":{"status":"success"},"responseCode":0}',
            "Zamówienie opłacone dwa razy: sessionId ⟨sess⟩, orderId ⟨oid⟩ i ⟨oid2⟩ — zwrot "
            "przez panel P24.",
            "| sessionId | orderId | kwota |\n|---|---|---|\n| ⟨sess⟩ | ⟨oid⟩ | ⟨amtpl⟩ zł |",
            "Na wyciągu klient widzi tytuł ⟨stmt⟩; u nas to orderId ⟨oid⟩ (merchant ⟨mid⟩).",
        ),
        _p24_ids,
    ),
    Kind(
        "blik_transaction_ids",
        (
            "BLIK odrzucony przez bank: orderId ⟨oid⟩, sessionId ⟨sess⟩, kwota ⟨amt⟩ zł — "
            "klient ponowił po 3 min.",
            'BLIK OneClick: aliasValue ⟨alias⟩, aliasLabel "Warneris", typ UID.',
            '{"orderId":⟨oid⟩,"sessionId":"⟨sess⟩","method":"BLIK",'
            '"result":{"status":"AUTHORIZED","trxRef":"⟨ref⟩"}}',
            "Kod BLIK ⟨code⟩ z logu już dawno wygasł (ważny 2 min) — nie ma czego ukrywać.",
            "| data | orderId | metoda | status |\n|---|---|---|---|\n"
            "| ⟨d⟩ ⟨t⟩ | ⟨oid⟩ | BLIK (methodId 181) | AUTHORIZED |",
        ),
        _blik,
    ),
    Kind(
        "allegro_offer_order_ids",
        (
            "Oferta https://allegro.pl/oferta/⟨slug⟩-⟨offer⟩ ma stan 0, a WMS pokazuje ⟨qty⟩ szt.",
            "GET /order/checkout-forms/⟨cf⟩ → lineItems[0].id=⟨li⟩, offer.id=⟨offer⟩, "
            "payment.id=⟨pay⟩",
            '{"id":"⟨ev⟩","type":"READY_FOR_PROCESSING","order":{"checkoutForm":{"id":"⟨cf⟩"},'
            '"seller":{"id":"⟨seller⟩"}},"occurredAt":"⟨stamp⟩.512Z"}',
            "PATCH /sale/product-offers/⟨offer⟩ "
            '{"stock":{"available":⟨qty⟩}} → 202 Accepted, operationId ⟨op⟩',
            "lastEventId=⟨ev⟩ trzymamy w tabeli allegro_cursor; oferty ⟨offer⟩ i ⟨offer2⟩ "
            "to ten sam produkt.",
        ),
        _allegro,
    ),
    Kind(
        "nip_regon_krs",
        (
            "Kontrahent ⟨name⟩ sp. z o.o.: NIP ⟨nipd⟩, REGON ⟨regon⟩, KRS ⟨krs⟩",
            "Walidacja NIP w formularzu B2B odrzucała PL⟨nip⟩ (prefiks kraju) — poprawione "
            "w WMS-⟨n⟩.",
            "GUS BIR: DanePobierzPelnyRaport(pRegon=⟨regon14⟩, pNazwaRaportu=BIR11OsPrawnaPkd)",
            "VIES checkVat(countryCode=PL, vatNumber=⟨nip⟩) → valid=true, name=⟨name⟩",
            "| kontrahent | NIP | REGON |\n|---|---|---|\n| ⟨name⟩ | ⟨nipd⟩ | ⟨regon⟩ |",
        ),
        _pl_company,
    ),
    Kind(
        "lithuanian_company_codes",
        (
            "Klientas ⟨name⟩ UAB: įmonės kodas ⟨lt⟩, PVM mokėtojo kodas ⟨ltvat⟩",
            "VIES checkVat(countryCode=LT, vatNumber=⟨ltvatnum⟩) → valid=true",
            "Registrų centras: juridinio asmens kodas ⟨lt⟩ (⟨name⟩), patikrinta ⟨d⟩",
            "i.SAF sąskaita ⟨inv⟩: pirkėjo PVM kodas ⟨ltvat⟩, įmonės kodas ⟨lt⟩",
            "| įmonė | kodas | PVM kodas |\n|---|---|---|\n| ⟨name⟩ | ⟨lt⟩ | ⟨ltvat⟩ |",
        ),
        _lt_company,
    ),
    Kind(
        "company_ibans",
        (
            "Dane do przelewu (publiczne, są na stronie i na fakturach): Warneris Fulfilment "
            "sp. z o.o., ⟨plg⟩, BIC ⟨bic⟩",
            "Mokėjimo rekvizitai: Warneris Baltic UAB, IBAN ⟨lt⟩, SWIFT ⟨bicl⟩",
            "Walidator IBAN odrzucał ⟨pl⟩, bo miał spację na końcu — trim przed mod-97.",
            "Rachunek VAT do split payment: ⟨pl2⟩ — biała lista MF sprawdzona ⟨d⟩",
            "Paysera sąskaita ⟨paysera⟩ (EVIULT2VXXX) viešai nurodyta sąskaitose faktūrose; "
            "SEB: ⟨ltg⟩",
        ),
        _ibans,
    ),
    Kind(
        "ksef_invoice_numbers",
        (
            "Faktura FV/2032/12/⟨n⟩ przyjęta w KSeF, numer KSeF ⟨ksef⟩",
            "KSeF sesja ⟨ref⟩ → status 200, UPO do pobrania",
            "GET /api/v2/invoices/ksef/⟨ksef⟩ → 200 application/xml",
            "| faktura | numer KSeF |\n|---|---|\n| FV/2032/12/⟨n⟩ | ⟨ksef⟩ |\n"
            "| FV/2032/12/⟨n2⟩ | ⟨ksef2⟩ |",
            "Korekta KOR/2032/12/⟨n⟩ odwołuje się do ⟨ksef⟩ (wysłana ⟨d⟩)",
        ),
        _ksef,
    ),
    Kind(
        "parcel_barcodes",
        (
            "Etykieta palety: (00)⟨sscc⟩ — skaner w Vilniusie nie czytał AI 00",
            "EAN ⟨ean⟩ przypisany do dwóch SKU (WPK-⟨sku⟩ i WPK-⟨sku2⟩) — scalić w PIM.",
            "LP Express siunta ⟨lt⟩ grąžinta siuntėjui ⟨d⟩",
            "Omniva tracking ⟨ee⟩ for the Tallinn order, EAN ⟨ean2⟩",
            "| SSCC | EAN | przesyłka |\n|---|---|---|\n| ⟨sscc⟩ | ⟨ean⟩ | ⟨lt⟩ |",
        ),
        _barcodes,
        n=10,
    ),
    Kind(
        "payment_references",
        (
            'Przelew przychodzący: tytuł "FV/2032/12/⟨n⟩ NIP ⟨nip⟩", kwota ⟨amt⟩ PLN, '
            "ref. banku ⟨bankref⟩",
            "SEPA pain.001: MsgId ⟨msg⟩, EndToEndId ⟨e2e⟩",
            "Paysera callback: orderid=⟨orderid⟩, requestid=⟨reqid⟩, status=1, "
            "payamount=⟨eur⟩, currency=EUR",
            "Zwrot ⟨refund⟩ dla zamówienia Allegro ⟨cf⟩ zaksięgowany ⟨d⟩",
        ),
        _payments,
        n=10,
    ),
)
