"""Benign look-alikes from the payment providers: references, ids, result codes, public keys,
masked cards and bank references. None of them is a credential; all must survive as written."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike60.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    clock,
    day,
    digits,
    hexs,
    num,
    pick,
    uhex,
)

_PK = "p" + "k_"
_EGY_PK = "egy_" + "pk_"

_RESULT_CODES = (
    ("000.000.000", "Transaction succeeded", "العملية ناجحة"),
    (
        "000.100.110",
        "Request successfully processed in 'Merchant in Integrator Test Mode'",
        "نجحت في وضع الاختبار",
    ),
    ("000.200.000", "transaction pending", "العملية معلقة"),
    ("800.100.151", "transaction declined (invalid card)", "البطاقة غير صالحة"),
    ("800.100.171", "transaction declined (pick up card)", "البنك رفض البطاقة"),
    ("100.396.101", "Cancelled by user", "العميل ألغى العملية"),
    ("100.390.112", "Technical Error in 3D system", "خطأ تقني في 3D Secure"),
    ("800.100.203", "transaction declined (insufficient funds)", "الرصيد غير كافي"),
)


def tap_id(r: Random, prefix: str) -> str:
    """A Tap object id: ``chg_TS05A1520330412Kx271408123`` and the like."""
    return (
        f"{prefix}_TS0{r.randint(1, 9)}A{digits(r, 2)}2033040{r.randint(1, 9)}"
        + pick(r, ALNUM, 2)
        + digits(r, 8)
    )


def iban(r: Random, country: str, length: int) -> str:
    """A check-digit-valid IBAN of ``length`` characters, printed in groups of four."""
    bban = digits(r, length - 4)
    moved = bban + country + "00"
    number = int("".join(str(int(c, 36)) for c in moved))
    check = 98 - number % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def _fawry(r: Random) -> dict[str, str]:
    return {
        "ref": num(r, r.choice((9, 10))),
        "ref2": num(r, 9),
        "mref": "LGM-EG-" + num(r, 8),
        "mref2": "LGM-EG-" + num(r, 8),
        "rid": hexs(r, 32),
        "m2": str(r.choice((0, 1, 2, 5))),
        "m4": digits(r, 3),
        "amt": f"{r.randint(90, 2400)}.{r.choice(('00', '50'))}",
        "amt2": f"{r.randint(90, 2400)}.00",
        "mins": str(r.randint(12, 95)),
        "mc": b64(r, 16),
        "sig": hexs(r, 64),
    }


def _paymob(r: Random) -> dict[str, str]:
    return {
        "txn": num(r, 9),
        "txn2": num(r, 9),
        "oid": num(r, 9),
        "iid": num(r, 7),
        "code": r.choice(("DECLINED", "BLOCKED", "AUTHENTICATION_FAILED", "5", "51")),
        "cents": str(r.randint(9000, 240000)),
        "last4": digits(r, 4),
    }


def _hyperpay(r: Random) -> dict[str, str]:
    code, desc, desc_ar = r.choice(_RESULT_CODES)
    code2, _, _ = r.choice(_RESULT_CODES)
    env = r.choice(
        (".uat01-vm-tx0" + str(r.randint(1, 4)), f".prod0{r.randint(1, 2)}-vm-tx{digits(r, 2)}")
    )
    return {
        "cid": uhex(r, 32) + env,
        "pid": "8ac" + r.choice(("7a4a1", "da4a0", "7a49f")) + hexs(r, 24),
        "code": code,
        "desc": desc,
        "desc_ar": desc_ar,
        "code2": code2,
        "n1": str(r.randint(1, 900)),
        "n2": str(r.randint(1, 90)),
        "build": hexs(r, 40) + f"@{day(r)} {clock(r)} +0000",
        "ts": f"{day(r)} {clock(r)}",
        "sri": b64(r, 48),
    }


def _hyperpay_webhook(r: Random) -> dict[str, str]:
    return {
        "iv": uhex(r, 24),
        "tag": uhex(r, 32),
        "body": uhex(r, r.choice((192, 256, 320))),
        "pid": "8ac" + r.choice(("7a4a1", "da4a0")) + hexs(r, 24),
        "amt": f"{r.randint(20, 480)}.{r.choice(('00', '25', '50'))}",
        "bin": r.choice(("446404", "588845", "968208", "410685", "529741")),
        "l4": digits(r, 4),
        "mtid": "ORD-RUH-" + num(r, 9),
    }


def _tap(r: Random) -> dict[str, str]:
    return {
        "chg": tap_id(r, "chg"),
        "chg2": tap_id(r, "chg"),
        "cus": tap_id(r, "cus"),
        "rf": tap_id(r, "re"),
        "payref": num(r, 18),
        "rcpt": num(r, 12),
        "oid": "ORD-RUH-" + num(r, 9),
        "amt": f"{r.randint(20, 600)}.{r.choice(('00', '5', '75'))}",
        "rc": r.choice(("051", "005", "014", "057")),
    }


def _publishable(r: Random) -> dict[str, str]:
    mode = r.choice(("live_", "test_"))
    return {
        "pk": _PK + mode + pick(r, ALNUM, 24),
        "epk": _EGY_PK + mode + pick(r, ALNUM, 32),
        "v": f"7.{r.randint(10, 40)}.{r.randint(0, 9)}",
    }


def _cards(r: Random) -> dict[str, str]:
    return {
        "bin": r.choice(("446404", "588845", "968208", "410685", "529741", "507803")),
        "l4": digits(r, 4),
        "auth": pick(r, UPPER_ALNUM, 6),
        "rrn": digits(r, 12),
        "stan": digits(r, 6),
        "tid": digits(r, 8),
        "amt": f"{r.randint(20, 900)}.{digits(r, 2)}",
        "iban": iban(r, "SA", 24),
        "egiban": iban(r, "EG", 29),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "fawry_reference_numbers",
        (
            'Fawry callback for a pay-at-Fawry order:\n{\n  "requestId": "⟨rid⟩",\n'
            '  "fawryRefNumber": "⟨ref⟩",\n  "merchantRefNumber": "⟨mref⟩",\n'
            '  "customerMobile": "01⟨m2⟩*****⟨m4⟩",\n  "paymentAmount": ⟨amt⟩,\n'
            '  "orderStatus": "PAID",\n  "paymentMethod": "PAYATFAWRY"\n}',
            "العميل دفع في فرع فوري بالرقم المرجعي ⟨ref⟩ بس الطلب ⟨mref⟩ لسه UNPAID عندنا — "
            "الكولباك اتأخر ⟨mins⟩ دقيقة",
            "GET /ECommerceWeb/Fawry/payments/status/v2?merchantCode=⟨mc⟩&merchantRefNumber=⟨mref⟩"
            "&signature=⟨sig⟩ → 200, referenceNumber ⟨ref⟩, orderStatus EXPIRED",
            "| fawryRefNumber | merchantRefNumber | amount | status |\n|---|---|---|---|\n"
            "| ⟨ref⟩ | ⟨mref⟩ | ⟨amt⟩ EGP | PAID |\n| ⟨ref2⟩ | ⟨mref2⟩ | ⟨amt2⟩ EGP | EXPIRED |",
        ),
        _fawry,
    ),
    Kind(
        "paymob_order_and_transaction_ids",
        (
            "Paymob txn ⟨txn⟩ (order ⟨oid⟩, integration ⟨iid⟩) came back success=false, "
            "txn_response_code=⟨code⟩ — the card was a Meeza prepaid",
            "/hooks/paymob/response?id=⟨txn⟩&pending=false&amount_cents=⟨cents⟩&success=true"
            "&is_voided=false&is_refunded=false&order=⟨oid⟩&currency=EGP&integration_id=⟨iid⟩"
            "&source_data.pan=⟨last4⟩&source_data.type=card",
            "رقم الأوردر في Paymob ⟨oid⟩ والترانزاكشن "
            "⟨txn⟩ — اعمل refund من الداشبورد مش من الـ API",
            'POST /api/acceptance/void_refund/refund {"transaction_id": ⟨txn⟩, '
            '"amount_cents": ⟨cents⟩} → id ⟨txn2⟩, parent_transaction ⟨txn⟩',
        ),
        _paymob,
    ),
    Kind(
        "hyperpay_checkout_ids_and_result_codes",
        (
            'POST /v1/checkouts → {"result":{"code":"000.200.100","description":"successfully '
            'created checkout"},"buildNumber":"⟨build⟩","timestamp":"⟨ts⟩+0000",'
            '"ndc":"⟨cid⟩","id":"⟨cid⟩"}',
            "GET /v1/checkouts/⟨cid⟩/payment → result.code ⟨code⟩ (⟨desc⟩), payment id ⟨pid⟩",
            "الدفع ⟨pid⟩ رجع بالكود ⟨code⟩ يعني ⟨desc_ar⟩ — مو مشكلة عندنا",
            "HyperPay result codes today:\n| code | count |\n|---|---|\n| ⟨code⟩ | ⟨n1⟩ |\n"
            "| ⟨code2⟩ | ⟨n2⟩ |\nlast checkout id seen: ⟨cid⟩",
            '<script src="https://eu-prod.oppwa.com/v1/paymentWidgets.js?checkoutId=⟨cid⟩" '
            'integrity="sha384-⟨sri⟩" crossorigin="anonymous"></script>',
        ),
        _hyperpay,
    ),
    Kind(
        "hyperpay_webhook_envelope",
        (
            "POST /hooks/hyperpay HTTP/1.1\nX-Initialization-Vector: ⟨iv⟩\n"
            "X-Authentication-Tag: ⟨tag⟩\nContent-Type: text/plain\n\n⟨body⟩",
            "webhook decrypt failed (InvalidTag) for iv=⟨iv⟩ tag=⟨tag⟩ — we read the body as "
            "utf-8 before unhexing it",
            '{"type":"PAYMENT","payload":{"id":"⟨pid⟩","paymentType":"DB","paymentBrand":"MADA",'
            '"amount":"⟨amt⟩","currency":"SAR","result":{"code":"000.000.000"},'
            '"card":{"bin":"⟨bin⟩","last4Digits":"⟨l4⟩"},"merchantTransactionId":"⟨mtid⟩"}}',
            "الويبهوك بتاع هايبرباي بيبعت X-Authentication-Tag زي ⟨tag⟩ مع كل request — ده الـ GCM "
            "tag بتاع الرسالة دي بس",
        ),
        _hyperpay_webhook,
    ),
    Kind(
        "tap_charge_ids",
        (
            "Tap charge ⟨chg⟩ status CAPTURED, reference.payment ⟨payref⟩, receipt ⟨rcpt⟩ — "
            "but order ⟨oid⟩ still shows pending",
            '{"id":"⟨chg⟩","object":"charge","live_mode":true,"status":"DECLINED","amount":⟨amt⟩,'
            '"currency":"SAR","customer":{"id":"⟨cus⟩"},"source":{"id":"src_card"},'
            '"response":{"code":"⟨rc⟩","message":"Declined"}}',
            "GET https://api.tap.company/v2/charges/⟨chg⟩ → 200; refund ⟨rf⟩ created for ⟨amt⟩ SAR",
            "رقم العملية في تاب ⟨chg⟩ — العميل يقول انخصم مرتين، الثانية ⟨chg2⟩ بس حالتها VOID",
        ),
        _tap,
    ),
    Kind(
        "payment_publishable_keys",
        (
            'mobile/config/payments.prod.json: {"tap": {"publicKey": "⟨pk⟩"}, '
            '"paymob": {"publicKey": "⟨epk⟩"}}',
            "The publishable key ⟨pk⟩ is meant to ship in the app bundle (Tap card SDK ⟨v⟩ needs "
            "it); the secret key never leaves payments-svc.",
            "مفتاح Paymob العام ⟨epk⟩ عادي يكون في الفرونت "
            "— الـ secret key هو اللي لازم يفضل في السيرفر",
            "TAP_PUBLISHABLE_KEY=⟨pk⟩  # public, used by the web checkout ⟨v⟩",
        ),
        _publishable,
    ),
    Kind(
        "card_masks_and_bank_references",
        (
            "mada ⟨bin⟩******⟨l4⟩ approved, auth code ⟨auth⟩, RRN ⟨rrn⟩, STAN ⟨stan⟩, TID ⟨tid⟩",
            "Settlements: HyperPay SAR payouts land in ⟨iban⟩ (Al Rajhi); "
            "Paymob EGP payouts go to ⟨egiban⟩",
            "العميل بعت صورة الإيصال: كارت ⟨bin⟩XXXXXX⟨l4⟩، رقم مرجعي ⟨rrn⟩ — مفيش خصم عندنا",
            "| card | RRN | auth | amount |\n|---|---|---|---|\n"
            "| ⟨bin⟩******⟨l4⟩ | ⟨rrn⟩ | ⟨auth⟩ | ⟨amt⟩ SAR |",
        ),
        _cards,
    ),
)
