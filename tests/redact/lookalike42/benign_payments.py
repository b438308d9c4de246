"""Benign look-alikes of the money and identity side: Nord Pool orders, Stripe and Vipps
ids and signatures, Estonian personal codes, Smart-ID sessions and Norwegian payment
references. None is a credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike42.gen import (
    ALNUM,
    AREAS,
    Kind,
    b64,
    clock,
    day,
    epoch,
    hexs,
    isikukood,
    kid,
    kontonr,
    no_iban,
    num,
    orgnr,
    pick,
    stripe_id,
    uuid4,
    viitenumber,
    vipps_ref,
)

_PK_LIVE = "pk" + "_live_"
_CUSTOMERS = ("Oslo Taxi AS", "Bring Last", "Fjordbuss AS", "Tallinna Autobussikoondis")
_NAMES = ("Kadri Tamm", "Mart Saar", "Liis Kask", "Rasmus Mägi", "Triin Lepp")


def _nordpool(r: Random) -> dict[str, str]:
    area = r.choice(AREAS)
    return {
        "oid": uuid4(r),
        "coid": f"stk-{day(r).replace('-', '')}-{num(r, 5)}",
        "pf": f"STK-{area}-{r.choice(('DA', 'ID'))}",
        "area": area,
        "price": f"{r.randint(-50, 400)}.{r.randint(0, 99):02d}",
        "qty": f"{r.randint(1, 40)}.{r.randint(0, 9)}",
        "rev": str(r.randint(1, 30)),
        "tid": num(r, 10),
        "curve": uuid4(r),
        "day": day(r),
        "clock": clock(r),
        "rid": hexs(r, 32),
        "inv": f"NP-{num(r, 8)}",
    }


def _stripe_ids(r: Random) -> dict[str, str]:
    return {
        "pi": stripe_id(r, "pi_"),
        "ch": stripe_id(r, "ch_"),
        "re": stripe_id(r, "re_"),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "pm": stripe_id(r, "pm_"),
        "evt": stripe_id(r, "evt_"),
        "we": "we_1" + pick(r, ALNUM, 23),
        "inv": "in_1" + pick(r, ALNUM, 23),
        "cs": "cs_live_a1" + pick(r, ALNUM, 56),
        "amt": str(r.randint(19, 1499)),
        "day": day(r),
    }


def _stripe_sig(r: Random) -> dict[str, str]:
    return {
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "ts": str(epoch(r)),
        "v1": hexs(r, 64),
        "v0": hexs(r, 64),
        "req": "req_" + pick(r, ALNUM, 14),
        "idem": uuid4(r),
    }


def _vipps(r: Random) -> dict[str, str]:
    return {
        "ref": vipps_ref(r),
        "msn": num(r, 6),
        "psp": num(r, 10),
        "csha": b64(r, 32),
        "sig": b64(r, 32),
        "idem": uuid4(r),
        "req": uuid4(r),
        "amt": str(r.randint(1000, 150000)),
        "day": day(r),
        "clock": clock(r),
        "date": f"{r.choice(('Mon', 'Tue', 'Wed', 'Thu', 'Fri'))}, {r.randint(1, 28):02d} Apr "
        f"2030 {clock(r)} GMT",
    }


def _personal(r: Random) -> dict[str, str]:
    ik = isikukood(r)
    bad = ik[:-1] + str((int(ik[-1]) + r.randint(1, 9)) % 10)
    return {
        "ik": ik,
        "ik2": isikukood(r),
        "bad": bad,
        "doc": f"PNOEE-{ik}-{pick(r, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 4)}-Q",
        "n1": r.choice(_NAMES),
        "n2": r.choice(_NAMES),
        "clock": clock(r),
        "phone": "+3725" + num(r, 7),
    }


def _smartid(r: Random) -> dict[str, str]:
    ik = isikukood(r)
    return {
        "ik": ik,
        "sid": uuid4(r),
        "hash": b64(r, 64),
        "vc": f"{r.randint(0, 9999):04d}",
        "sigval": b64(r, 256),
        "cert": "MIIH" + pick(r, ALNUM, 4) + b64(r, 120),
        "doc": f"PNOEE-{ik}-MOCK-Q",
    }


def _billing(r: Random) -> dict[str, str]:
    konto = kontonr(r)
    return {
        "org": orgnr(r),
        "kid": kid(r, r.choice((7, 11, 15, 20))),
        "konto": f"{konto[:4]}.{konto[4:6]}.{konto[6:]}",
        "iban": no_iban(r),
        "inv": f"STK-{num(r, 7)}",
        "kunde": r.choice(_CUSTOMERS),
        "reg": num(r, 8),
        "kmkr": "10" + num(r, 7),
        "viite": viitenumber(r, r.choice((7, 9, 12))),
        "amt": f"{r.randint(100, 99999)},{r.randint(0, 99):02d}",
        "org2": orgnr(r),
        "kid2": kid(r, 15),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "nordpool_order_ids",
        (
            '{"orderId":"⟨oid⟩","clientOrderId":"⟨coid⟩","portfolio":"⟨pf⟩","area":"⟨area⟩",'
            '"side":"SELL","price":⟨price⟩,"quantity":⟨qty⟩,"state":"ACTI","revisionNo":⟨rev⟩}',
            "Intraday order ⟨oid⟩ in ⟨area⟩ partially filled (trade ⟨tid⟩), ⟨qty⟩ MW left.",
            "Day-ahead-bud for ⟨day⟩, portefølje ⟨pf⟩: ordre ⟨oid⟩, budkurve ⟨curve⟩.",
            "trading-bot ⟨day⟩T⟨clock⟩Z WARN nordpool: order ⟨oid⟩ rejected "
            "(PRICE_OUT_OF_RANGE), request-id ⟨rid⟩",
            "Nord Pooli tehing ⟨tid⟩ (ost, ⟨area⟩) kajastub arvel ⟨inv⟩, clientOrderId ⟨coid⟩.",
        ),
        _nordpool,
    ),
    Kind(
        "stripe_object_ids",
        (
            "Refund ⟨re⟩ for PaymentIntent ⟨pi⟩ (customer ⟨cus⟩) went through on ⟨day⟩.",
            "| ⟨day⟩ | ⟨pi⟩ | ⟨ch⟩ | NOK ⟨amt⟩ | succeeded |",
            "stripe events resend ⟨evt⟩ --webhook-endpoint ⟨we⟩",
            '{"id":"⟨evt⟩","object":"event","type":"payment_intent.succeeded","data":{"object":'
            '{"id":"⟨pi⟩","customer":"⟨cus⟩","payment_method":"⟨pm⟩","latest_charge":"⟨ch⟩",'
            '"amount":⟨amt⟩00,"currency":"nok","livemode":true}}}',
            "Checkout session ⟨cs⟩ expired before the driver paid; invoice ⟨inv⟩ stays open.",
            "Makse ⟨pi⟩ ebaõnnestus (card_declined), kliendi ID ⟨cus⟩, makseviis ⟨pm⟩.",
        ),
        _stripe_ids,
    ),
    Kind(
        "stripe_publishable_keys_and_signatures",
        (
            "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
            "Stripe-Signature: t=⟨ts⟩,v1=⟨v1⟩,v0=⟨v0⟩",
            "webhook 400: No signatures found matching the expected signature for payload "
            "(t=⟨ts⟩,v1=⟨v1⟩), Request-Id ⟨req⟩",
            'const stripe = Stripe("⟨pk⟩", { locale: "nb" });',
            "Request-Id ⟨req⟩ with Idempotency-Key ⟨idem⟩: the retry returned the same "
            "PaymentIntent.",
            "Publiserbar nøkkel i førerappen (offentlig, ligger i JS-bundelen): ⟨pk⟩",
        ),
        _stripe_sig,
    ),
    Kind(
        "vipps_payment_refs",
        (
            "Vipps ePayment ⟨ref⟩ (MSN ⟨msn⟩) har status AUTHORIZED, pspReference ⟨psp⟩.",
            "Webhook request from Vipps:\nx-ms-date: ⟨date⟩\nx-ms-content-sha256: ⟨csha⟩\n"
            "Authorization: HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256"
            "&Signature=⟨sig⟩",
            '{"msn":"⟨msn⟩","reference":"⟨ref⟩","pspReference":"⟨psp⟩","name":"CAPTURED",'
            '"amount":{"currency":"NOK","value":⟨amt⟩},"timestamp":"⟨day⟩T⟨clock⟩Z",'
            '"idempotencyKey":"⟨idem⟩","success":true}',
            "MobilePay tehing ⟨ref⟩ Tallinna laadijal: ⟨amt⟩ senti, Idempotency-Key ⟨idem⟩.",
            "Refund on ⟨ref⟩ failed with 409 (already refunded); Vipps-Request-Id ⟨req⟩",
        ),
        _vipps,
    ),
    Kind(
        "estonian_personal_codes",
        (
            "Testkasutaja isikukood ⟨ik⟩, Smart-ID dokument ⟨doc⟩.",
            "| Nimi | Isikukood | Roll |\n|---|---|---|\n| ⟨n1⟩ | ⟨ik⟩ | admin |\n"
            "| ⟨n2⟩ | ⟨ik2⟩ | operaator |",
            "Login audit: PNOEE-⟨ik⟩ signed in to ops-portal at ⟨clock⟩ via Smart-ID",
            "⟨ik⟩ passes the EVS 585 checksum, ⟨bad⟩ does not — good pair for the unit test.",
            "Mobiil-ID: telefon ⟨phone⟩, isikukood ⟨ik⟩ (Tallinna tiimi testkonto).",
        ),
        _personal,
    ),
    Kind(
        "smart_id_sessions",
        (
            'POST /v2/authentication/etsi/PNOEE-⟨ik⟩ → {"sessionID":"⟨sid⟩"}',
            '{"relyingPartyUUID":"00000000-0000-0000-0000-000000000000",'
            '"relyingPartyName":"DEMO","hash":"⟨hash⟩","hashType":"SHA512",'
            '"allowedInteractionsOrder":[{"type":"displayTextAndPIN",'
            '"displayText60":"Logi sisse: Straumkai"}]}',
            "Smart-ID kontrollkood ⟨vc⟩ (session ⟨sid⟩), hash ⟨hash⟩",
            "GET https://sid.demo.sk.ee/smart-id-rp/v2/session/⟨sid⟩?timeoutMs=90000 → RUNNING",
            "Smart-ID signature for session ⟨sid⟩ (⟨doc⟩), verified against the cert: ⟨sigval⟩",
            'Session ⟨sid⟩ COMPLETE, cert.value starts "⟨cert⟩…" (public signing certificate)',
        ),
        _smartid,
    ),
    Kind(
        "norwegian_and_estonian_payment_refs",
        (
            "Faktura ⟨inv⟩ til ⟨kunde⟩ (org.nr. ⟨org⟩): KID ⟨kid⟩, konto ⟨konto⟩.",
            "IBAN ⟨iban⟩, BIC DNBANOKKXXX, KID ⟨kid⟩",
            "Arve ⟨inv⟩: Straumkai OÜ registrikood ⟨reg⟩, KMKR EE⟨kmkr⟩, viitenumber ⟨viite⟩.",
            "| Kunde | Org.nr. | KID | Beløp |\n|---|---|---|---|\n| ⟨kunde⟩ | ⟨org⟩ | ⟨kid⟩ | "
            "⟨amt⟩ |\n| Straumkai Lading AS | ⟨org2⟩ | ⟨kid2⟩ | 0,00 |",
            "MVA-nummer NO ⟨org⟩ MVA står feil på kreditnota ⟨inv⟩ (skal være ⟨org2⟩).",
        ),
        _billing,
    ),
)
