"""Benign look-alikes from the payment side of Madrasa Plus: Paymob, Fawry, Vodafone Cash in
Egypt; HyperPay, Tap, CliQ and eFAWATEERcom in Jordan. Ids, references, public keys and
signatures over one message — long and random-looking, none of them grants access."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike77.gen import (
    ALNUM,
    DIGITS,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    benign_kind,
    clock,
    day,
    digest,
    hexs,
    hexu,
    iban_jo,
    num,
    pick,
    uuid4,
)

_EGY_PK = "egy" + "_pk_"
_TAP_PK = "pk" + "_"


def _egp(r: Random) -> str:
    return str(r.choice((150, 250, 300, 450, 600, 1200, 1750)) * 100)


def _jod(r: Random) -> str:
    return f"{r.randint(5, 240)}.{r.choice(('000', '500', '250', '750'))}"


def _paymob_ids(r: Random) -> dict[str, str]:
    return {
        "txn": num(r, 9),
        "txn2": num(r, 9),
        "order": num(r, 9),
        "order2": num(r, 9),
        "iid": num(r, 7),
        "iframe": num(r, 6),
        "moid": f"{day(r).replace('-', '')}-{pick(r, UPPER_ALNUM, 6)}",
        "amt": _egp(r),
        "amt2": _egp(r),
        "last4": pick(r, DIGITS, 4),
        "u": uuid4(r),
        "d": day(r),
    }


def _paymob_hmac(r: Random) -> dict[str, str]:
    txn = num(r, 9)
    amt = _egp(r)
    created = f"{day(r)}T{clock(r)}:{r.randint(10, 59)}.{num(r, 6)}"
    return {
        "txn": txn,
        "order": num(r, 9),
        "amt": amt,
        "created": created,
        "hmac": hexs(r, 128),
        "hmac2": hexs(r, 128),
        "concat": f"{amt}{created}EGPfalsefalse{txn}falsefalsefalsetrue",
    }


def _paymob_pk(r: Random) -> dict[str, str]:
    return {
        "pk": _EGY_PK + r.choice(("live_", "test_")) + pick(r, ALNUM, 32),
        "iid": num(r, 7),
        "iid2": num(r, 7),
        "iid3": num(r, 7),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 19)}.{r.randint(0, 9)}",
    }


def _fawry(r: Random) -> dict[str, str]:
    ref = num(r, 10)
    return {
        "mc": b64(r, 16),
        "ref": ref,
        "cp": num(r, 6),
        "amt": f"{r.randint(150, 1750)}.00",
        "sig": digest(ref + hexs(r, 16)),
        "fref": num(r, 9),
        "d": day(r),
    }


def _vodafone(r: Random) -> dict[str, str]:
    return {
        "vtx": num(r, 12),
        "ph8": pick(r, DIGITS, 8),
        "l4": pick(r, DIGITS, 4),
        "amt": _egp(r)[:-2],
        "txn": num(r, 9),
        "u": uuid4(r),
        "batch": "PB-" + num(r, 8),
        "n": str(r.randint(40, 400)),
        "f": str(r.randint(1, 9)),
        "d": day(r),
    }


def _hyperpay_ids(r: Random) -> dict[str, str]:
    ndc = (
        hexu(r, 32)
        + "."
        + r.choice(("uat01", "prod01", "prod02"))
        + "-vm-tx0"
        + str(r.randint(1, 4))
    )
    return {
        "ndc": ndc,
        "eid": "8a" + hexs(r, 30),
        "eid2": "8a" + hexs(r, 30),
        "pay": "8ac7a4a1" + hexs(r, 24),
        "bn": hexs(r, 40),
        "d": day(r),
        "t": clock(r),
        "amt": _jod(r),
    }


def _hyperpay_webhook(r: Random) -> dict[str, str]:
    body = hexu(r, r.choice((512, 640, 768)))
    return {
        "iv": hexu(r, 24),
        "tag": hexu(r, 32),
        "body": body,
        "head": body[:96],
        "len": str(r.randint(900, 2400)),
        "d": day(r),
    }


def _tap_id(r: Random, prefix: str) -> str:
    env = r.choice(("TS0", "LV0"))
    return (
        f"{prefix}_{env}{r.randint(1, 9)}{r.choice(UPPER)}{r.randint(10, 99)}2036"
        f"{num(r, 4)}{pick(r, ALNUM, 2)}{r.randint(1, 9)}{r.choice(UPPER)}{num(r, 7)}"
    )


def _tap(r: Random) -> dict[str, str]:
    return {
        "chg": _tap_id(r, "chg"),
        "cus": _tap_id(r, "cus"),
        "auth": _tap_id(r, "auth"),
        "pref": num(r, 12),
        "pk": _TAP_PK + r.choice(("live_", "test_")) + pick(r, ALNUM, 24),
        "mid": num(r, 8),
        "amt": _jod(r),
    }


def _cliq(r: Random) -> dict[str, str]:
    return {
        "iban": iban_jo(r),
        "iban2": iban_jo(r),
        "alias": r.choice(("AHMAD.K", "LAYLA2009", "0796")) + pick(r, DIGITS, 4),
        "ref": "JOCLQ" + num(r, 14),
        "ref2": "JOCLQ" + num(r, 14),
        "e2e": "E2E" + hexu(r, 29),
        "u": uuid4(r),
        "amt": _jod(r),
        "amt2": _jod(r),
        "cid": hexs(r, 32),
        "d": day(r),
    }


def _efawateer(r: Random) -> dict[str, str]:
    return {
        "bno": num(r, 10),
        "code": str(r.randint(100, 999)),
        "amt": _jod(r),
        "ts": f"{day(r)}T{clock(r)}:{r.randint(10, 59)}",
        "u": uuid4(r),
        "trx": num(r, 16),
        "btrx": pick(r, UPPER_ALNUM, 14),
        "sig": b64(r, 256),
    }


PAYMENTS: tuple[Kind, ...] = (
    benign_kind(
        "paymob_order_and_transaction_ids",
        (
            "Paymob txn ⟨txn⟩ (order ⟨order⟩, integration ⟨iid⟩) اتعملها refund يدوي من "
            "الداشبورد يوم ⟨d⟩",
            '{"type": "TRANSACTION", "obj": {"id": ⟨txn⟩, "pending": false, '
            '"amount_cents": ⟨amt⟩, "success": true, "order": {"id": ⟨order⟩, '
            '"merchant_order_id": "MP-⟨moid⟩"}, "source_data": {"type": "card", '
            '"sub_type": "MasterCard", "pan": "⟨last4⟩"}}}',
            "| txn | order | amount_cents | status |\n|---|---|---|---|\n"
            "| ⟨txn⟩ | ⟨order⟩ | ⟨amt⟩ | captured |\n| ⟨txn2⟩ | ⟨order2⟩ | ⟨amt2⟩ | voided |",
            "iframe ⟨iframe⟩ بتاع الـ card integration ⟨iid⟩ اتغير بعد الـ redesign، "
            "merchant_order_id بقى MP-⟨moid⟩",
            "el order ⟨order⟩ et3amal marreteen 3ashan el idempotency key ⟨u⟩ kan byetghayar "
            "ma3 kol retry",
        ),
        _paymob_ids,
    ),
    benign_kind(
        "paymob_callback_hmac",
        (
            "GET /payments/paymob/return?id=⟨txn⟩&pending=false&amount_cents=⟨amt⟩&success=true"
            "&order=⟨order⟩&currency=EGP&hmac=⟨hmac⟩ 200",
            "HMAC mismatch: received ⟨hmac⟩ computed ⟨hmac2⟩ (txn ⟨txn⟩) — المشكلة كانت في "
            "ترتيب الحقول مش في الـ key",
            'Callback verification (txn ⟨txn⟩):\n  concatenated = "⟨concat⟩"\n'
            "  expected     = ⟨hmac⟩\n  received     = ⟨hmac⟩\n  ok           = True",
            "الـ hmac اللي بيرجع في الـ query (⟨hmac⟩) ده توقيع للـ callback ده بس، مش سر",
            "created_at=⟨created⟩ kan fih microseconds fa el hmac ⟨hmac⟩ makansh byetaba2 3andena",
        ),
        _paymob_hmac,
    ),
    benign_kind(
        "paymob_public_key",
        (
            "PAYMOB_PUBLIC_KEY=⟨pk⟩  # publishable, shipped in the web checkout bundle",
            'Pixel config في الـ frontend: { publicKey: "⟨pk⟩", clientSecret: '
            "intention.client_secret, paymentMethods: [⟨iid⟩, ⟨iid2⟩] }",
            "الـ public key عادي يتنشر: ⟨pk⟩ — الـ secret key بس هو اللي في Secrets Manager",
            "integration ids: card=⟨iid⟩ wallet(Vodafone Cash)=⟨iid2⟩ kiosk=⟨iid3⟩; "
            "public key ⟨pk⟩",
            "@paymob/pixel ⟨ver⟩ byetlob el public key (⟨pk⟩) bas, msh el secret",
        ),
        _paymob_pk,
    ),
    benign_kind(
        "fawry_refs_and_signatures",
        (
            'Fawry charge request body:\n{\n  "merchantCode": "⟨mc⟩",\n'
            '  "merchantRefNum": "⟨ref⟩",\n  "customerProfileId": "⟨cp⟩",\n'
            '  "paymentMethod": "PAYATFAWRY",\n  "amount": ⟨amt⟩,\n  "signature": "⟨sig⟩"\n}',
            "Fawry reference number للطالب: ⟨fref⟩ (يدفع في أي منفذ فوري قبل ⟨d⟩)",
            "FawryPay callback: fawryRefNumber=⟨fref⟩ merchantRefNumber=⟨ref⟩ orderStatus=PAID "
            "messageSignature=⟨sig⟩",
            "el signature ⟨sig⟩ msh rady yemshi — kan lazem el amount yeb2a '⟨amt⟩' b 2 decimals",
            "merchantCode ⟨mc⟩ ده identifier بتاع التاجر مش key، عادي يظهر في الـ requests",
        ),
        _fawry,
    ),
    benign_kind(
        "vodafone_cash_wallet_refs",
        (
            "Vodafone Cash txn ⟨vtx⟩ من 010⟨ph8⟩ بـ ⟨amt⟩ جنيه — الطالب بيقول اتخصم ومفيش اشتراك",
            "source_data.pan=010****⟨l4⟩ sub_type=WALLET txn ⟨txn⟩ redirect /wallet-redirect/⟨u⟩",
            '{"disbursement_status": "successful", "transaction_id": "⟨u⟩", "issuer": '
            '"vodafone", "msisdn": "010⟨ph8⟩", "amount": ⟨amt⟩, "status_code": "200"}',
            "payout batch ⟨batch⟩: ⟨n⟩ مدرس اتقبضوا على فودافون كاش، ⟨f⟩ فشلوا (wallet not "
            "registered)",
            "el wallet ref ⟨vtx⟩ mawgood 3and Vodafone bas msh 3andena — reconciliation ⟨d⟩",
        ),
        _vodafone,
    ),
    benign_kind(
        "hyperpay_checkout_and_entity_ids",
        (
            'POST /v1/checkouts → {"result":{"code":"000.200.100","description":"successfully '
            'created checkout"},"buildNumber":"⟨bn⟩@⟨d⟩ ⟨t⟩:00 +0000","ndc":"⟨ndc⟩",'
            '"id":"⟨ndc⟩"}',
            "HYPERPAY_ENTITY_ID_VISA_MASTER=⟨eid⟩\nHYPERPAY_ENTITY_ID_APPLEPAY=⟨eid2⟩\n"
            "HYPERPAY_MODE=live",
            "payment ⟨pay⟩ (checkout ⟨ndc⟩) رجع 800.100.151 — البطاقة مرفوضة، مش مشكلة عنا",
            "el entityId ⟨eid⟩ mish sirri, bas el access token huwwe elli lazem yodall bi "
            "Secrets Manager",
            "| checkout | payment | amount | result |\n|---|---|---|---|\n"
            "| ⟨ndc⟩ | ⟨pay⟩ | ⟨amt⟩ JOD | 000.100.110 |",
        ),
        _hyperpay_ids,
    ),
    benign_kind(
        "hyperpay_encrypted_webhook",
        (
            "POST /hooks/hyperpay\nX-Initialization-Vector: ⟨iv⟩\nX-Authentication-Tag: ⟨tag⟩\n"
            "Content-Type: text/plain\n\n⟨body⟩",
            "decrypt failed: tag ⟨tag⟩ iv ⟨iv⟩ — الـ body كان مقصوص عند ⟨len⟩ bytes في الـ ALB log",
            "webhook payload (مشفّر، hex، أول 96 حرف): ⟨head⟩…",
            "el IV (⟨iv⟩) wel auth tag (⟨tag⟩) byetghayaro ma3 kol webhook, 3adi yetsajjalo",
        ),
        _hyperpay_webhook,
    ),
    benign_kind(
        "tap_charge_ids_and_public_key",
        (
            "charge ⟨chg⟩ status CAPTURED, customer ⟨cus⟩, reference.payment ⟨pref⟩",
            "TAP_PUBLIC_KEY=⟨pk⟩\nTAP_MERCHANT_ID=⟨mid⟩",
            '{"id": "⟨chg⟩", "object": "charge", "live_mode": true, "amount": ⟨amt⟩, '
            '"currency": "JOD", "status": "DECLINED", "response": {"code": "507", '
            '"message": "Declined, Insufficient Funds"}, "customer": {"id": "⟨cus⟩"}}',
            "الـ publishable key تبع Tap للـ card SDK: ⟨pk⟩ (هاد public، بيطلع مع التطبيق)",
            "authorize ⟨auth⟩ ma3mollo void ba3d 7 ayyam; el charge ⟨chg⟩ mish mawjood",
        ),
        _tap,
    ),
    benign_kind(
        "cliq_iban_and_alias_refs",
        (
            "CliQ: رجّعنا ⟨amt⟩ JOD للطالب على الـ alias ⟨alias⟩ (IBAN ⟨iban⟩) — ref ⟨ref⟩",
            '{"msgId": "⟨u⟩", "endToEndId": "⟨e2e⟩", "debtorIban": "⟨iban⟩", '
            '"creditorAlias": "MADRASAPLUS", "amount": "⟨amt⟩", "status": "ACSC"}',
            "| date | CliQ ref | IBAN | amount |\n|---|---|---|---|\n"
            "| ⟨d⟩ | ⟨ref⟩ | ⟨iban⟩ | ⟨amt⟩ |\n| ⟨d⟩ | ⟨ref2⟩ | ⟨iban2⟩ | ⟨amt2⟩ |",
            "X-IBM-Client-Id: ⟨cid⟩ is only the app id; the client secret lives in Secrets "
            "Manager under prod/cliq/gateway",
            "el IBAN ⟨iban⟩ ghalat bi7arf wa7ad, el bank rafad el transfer ⟨e2e⟩",
        ),
        _cliq,
    ),
    benign_kind(
        "efawateercom_bill_refs",
        (
            "eFAWATEERcom BillPull: BillingNo=⟨bno⟩ ServiceType=Tuition BillerCode=⟨code⟩ → "
            "DueAmount ⟨amt⟩",
            "<MsgHeader>\n  <TmStp>⟨ts⟩</TmStp>\n  <GUID>⟨u⟩</GUID>\n  <TrsInf>\n"
            "    <SdrCode>⟨code⟩</SdrCode>\n    <ReqTyp>BillPull</ReqTyp>\n  </TrsInf>\n"
            "</MsgHeader>",
            "payment notification JOEBPPSTrx=⟨trx⟩ PmtStatus=PmtNew BankTrxID=⟨btrx⟩ — وصلت "
            "مرتين، لازم idempotency على JOEBPPSTrx",
            "<MsgFooter>\n  <Security>\n    <Signature>⟨sig⟩</Signature>\n  </Security>\n"
            "</MsgFooter>",
            "el GUID ⟨u⟩ bitkarrar bi kol retry men eFAWATEERcom, fa mnesta3mlo lal dedupe",
        ),
        _efawateer,
    ),
)
