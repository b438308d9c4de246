"""Benign payment look-alikes: the ids, callbacks, checksums and masked values of Razorpay,
Cashfree, PhonePe, Paytm and UPI that fill a quick-commerce backend's notes. A signature or
checksum here signs one message; a key id or merchant id is public by design."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike83.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    choice,
    hexs,
    mobile,
    num,
    pick,
    uuid4,
)

_RZP_LIVE = "rzp" + "_live_"
_CFSK = "cf" + "sk_ma_"
_VPAS = ("chaupalkirana@ybl", "ckgrocery.rzp@icici", "ck.cashfree@axisbank", "chaupal@paytm")
_NAMES = ("ramesh", "priya.s", "kavya", "amitk", "sneha", "faizan", "deepa.r")
_BANKS = ("okhdfcbank", "okaxis", "oksbi", "ybl", "paytm", "ibl")


def _rzp(r: Random) -> str:
    return pick(r, ALNUM, 14)


def _rupees(r: Random) -> str:
    return f"{r.randint(49, 3999)}.{r.choice(('00', '50', '99'))}"


def _razorpay_ids(r: Random) -> dict[str, str]:
    return {
        "p": _rzp(r),
        "p2": _rzp(r),
        "o": _rzp(r),
        "o2": _rzp(r),
        "rf": _rzp(r),
        "s": _rzp(r),
        "pl": _rzp(r),
        "c": _rzp(r),
        "tk": _rzp(r),
        "kid": _RZP_LIVE + _rzp(r),
        "amt": str(r.randint(99, 499)),
        "vpa": f"{choice(r, _NAMES)}@{choice(r, _BANKS)}",
    }


def _razorpay_sigs(r: Random) -> dict[str, str]:
    return {
        "p": _rzp(r),
        "o": _rzp(r),
        "sig": hexs(r, 64),
        "sig2": hexs(r, 64),
        "eid": _rzp(r),
        "ms": str(r.randint(4, 90)),
    }


def _cashfree(r: Random) -> dict[str, str]:
    return {
        "oid": "CK" + num(r, 12),
        "cfo": num(r, 10),
        "cfp": num(r, 10),
        "psid": "session_" + pick(r, ALNUM + "-_", r.choice((96, 120))) + "payment",
        "sig": b64(r, 32),
        "ts": str(r.randint(2_132_524_800_000, 2_135_203_199_000)),
        "rid": "rf_" + num(r, 10),
        "tk": num(r, 7),
        "utr": "N" + num(r, 15),
        "cfs": num(r, 7),
        "amt": f"{r.randint(10, 99)},{r.randint(100, 999)}.{r.randint(10, 99)}",
        "l4": hexs(r, 4),
    }


def _phonepe(r: Random) -> dict[str, str]:
    return {
        "mid": choice(r, ("M22", "M23", "CHAUPALONLINE")) + pick(r, UPPER_ALNUM, 8),
        "mtid": "CKMT" + num(r, 14),
        "sha": hexs(r, 64),
        "idx": str(r.randint(1, 3)),
        "tid": num(r, 22),
        "paise": str(r.randint(4900, 399900)),
        "utr": num(r, 12),
        "prid": "T" + num(r, 21),
    }


def _paytm(r: Random) -> dict[str, str]:
    return {
        "mid": "ChaupK" + num(r, 14),
        "oid": "ORD_" + num(r, 12),
        "txn": "2037" + num(r, 28),
        "btxn": num(r, 12),
        "ch": b64(r, 81),
        "tt": hexs(r, 32) + num(r, 13),
        "amt": _rupees(r),
    }


def _upi(r: Random) -> dict[str, str]:
    return {
        "vpa": choice(r, _VPAS),
        "tr": "CK" + num(r, 16),
        "ord": num(r, 9),
        "amt": _rupees(r),
        "utr": num(r, 12),
        "cvpa": f"{choice(r, _NAMES)}{r.randint(1, 99)}@{choice(r, _BANKS)}",
        "rf": "rfnd_" + _rzp(r),
        "mob": mobile(r)[:2] + "XXXXXX" + mobile(r)[-2:],
    }


def _webhook_payloads(r: Random) -> dict[str, str]:
    return {
        "acc": "acc_" + _rzp(r),
        "p": _rzp(r),
        "o": _rzp(r),
        "ts": str(r.randint(2_132_524_800, 2_135_203_199)),
        "amt": str(r.randint(4900, 399900)),
        "em": f"{choice(r, _NAMES).replace('.', '')}@example.com",
        "cfo": num(r, 10),
        "cfp": num(r, 10),
        "oid": "CK" + num(r, 12),
        "bref": num(r, 12),
        "mid": uuid4(r),
        "md5": hexs(r, 32),
        "fee": str(r.randint(100, 9000)),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "part": pick(r, ALNUM, 4),
        "l4": pick(r, ALNUM, 4),
        "h4": hexs(r, 4),
        "bin": num(r, 6),
        "last4": num(r, 4),
        "first": hexs(r, 8),
        "idx": str(r.randint(1, 3)),
        "tk": "token_" + _rzp(r),
        "mid": "ChaupK" + "*" * 10 + num(r, 4),
        "n": str(r.randint(2, 40)),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "razorpay_ids",
        (
            "Razorpay payment pay_⟨p⟩ (order order_⟨o⟩) captured hua lekin hamare DB mein status "
            "`created` hi raha — webhook late aaya.",
            "| order_id | payment_id | refund_id |\n|---|---|---|\n"
            "| order_⟨o⟩ | pay_⟨p⟩ | rfnd_⟨rf⟩ |\n| order_⟨o2⟩ | pay_⟨p2⟩ | — |",
            "GET /v1/orders/order_⟨o⟩/payments → 200, items[0].id=pay_⟨p⟩, method=upi, vpa=⟨vpa⟩",
            'Checkout JS ko sirf key id chahiye: `key: "⟨kid⟩"` — yeh public hai, browser mein '
            "jaata hi hai; secret kabhi frontend mein nahi.",
            "Subscription sub_⟨s⟩ on plan plan_⟨pl⟩ (₹⟨amt⟩/month Kirana Pass) — customer "
            "cust_⟨c⟩ ka UPI mandate token_⟨tk⟩ active hai",
        ),
        _razorpay_ids,
        n=11,
    ),
    Kind(
        "razorpay_signatures",
        (
            "razorpay_payment_id=pay_⟨p⟩&razorpay_order_id=order_⟨o⟩&razorpay_signature=⟨sig⟩ — "
            "callback mein yeh aaya, verify pass hua",
            "POST /webhooks/razorpay 200 (⟨ms⟩ms) event=payment.captured "
            "x-razorpay-signature=⟨sig⟩ x-razorpay-event-id=⟨eid⟩",
            "Signature mismatch debug:\nexpected  ⟨sig⟩\nreceived  ⟨sig2⟩\n"
            "(body pe JSON.stringify dobara chal raha tha — raw body use karo)",
            "हस्ताक्षर (signature) `⟨sig⟩` सिर्फ़ इसी एक webhook body (pay_⟨p⟩) का HMAC है — "
            "इसे secret मत समझना।",
        ),
        _razorpay_sigs,
        n=11,
    ),
    Kind(
        "cashfree_ids_and_signatures",
        (
            "Cashfree order ⟨oid⟩ → cf_order_id ⟨cfo⟩, payment_session_id ⟨psid⟩ "
            "(yeh per-order hai, frontend SDK ko jaata hai)",
            "x-webhook-signature: ⟨sig⟩\nx-webhook-timestamp: ⟨ts⟩\nx-webhook-version: 2025-01-01",
            "Refund ⟨rid⟩ for cf_payment_id ⟨cfp⟩ PENDING mein atka hai; Cashfree support "
            "ticket #⟨tk⟩",
            "Cashfree settlement UTR ⟨utr⟩, cf_settlement_id ⟨cfs⟩, amount ₹⟨amt⟩ — Metabase se "
            "match ho gaya",
        ),
        _cashfree,
        n=11,
    ),
    Kind(
        "phonepe_ids_and_checksums",
        (
            "POST /pg/v1/pay merchantTransactionId=⟨mtid⟩ X-VERIFY=⟨sha⟩###⟨idx⟩ → "
            "PAYMENT_INITIATED",
            '{"success":true,"code":"PAYMENT_SUCCESS","data":{"merchantId":"⟨mid⟩",'
            '"merchantTransactionId":"⟨mtid⟩","transactionId":"T⟨tid⟩","amount":⟨paise⟩,'
            '"state":"COMPLETED","paymentInstrument":{"type":"UPI","utr":"⟨utr⟩"}}}',
            "PhonePe status check /pg/v1/status/⟨mid⟩/⟨mtid⟩ — checksum ⟨sha⟩###⟨idx⟩ sahi tha, "
            "bas merchantTransactionId mein hyphen allowed nahi",
            "फ़ोनपे का providerReferenceId ⟨prid⟩ आया, लेकिन हमारा order ⟨mtid⟩ pending दिखा रहा था",
        ),
        _phonepe,
        n=11,
    ),
    Kind(
        "paytm_ids_and_checksumhash",
        (
            "Paytm callback: ORDERID=⟨oid⟩ TXNID=⟨txn⟩ BANKTXNID=⟨btxn⟩ STATUS=TXN_SUCCESS "
            "TXNAMOUNT=⟨amt⟩ CHECKSUMHASH=⟨ch⟩",
            '{"head":{"signature":"⟨ch⟩"},"body":{"resultInfo":{"resultStatus":"S"},'
            '"txnToken":"⟨tt⟩","isPromoCodeValid":false}}',
            "Paytm MID ⟨mid⟩ (public, app config mein hai) — settlement report mein TXNID ⟨txn⟩ "
            "missing tha",
            "initiateTransaction ka txnToken ⟨tt⟩ sirf order ⟨oid⟩ ke liye 15 min valid hai, "
            "credential nahi",
        ),
        _paytm,
        n=11,
    ),
    Kind(
        "upi_links_and_utrs",
        (
            "upi://pay?pa=⟨vpa⟩&pn=Chaupal%20Kirana&tr=⟨tr⟩&tn=Order%20⟨ord⟩&am=⟨amt⟩&cu=INR&mc=5411",
            "UTR ⟨utr⟩ customer ne bheja (₹⟨amt⟩ debit hua, mobile ⟨mob⟩) lekin PSP side pe txn "
            "⟨tr⟩ FAILED — reconciliation sheet mein daala",
            "UPI intent test:\n$ adb shell am start -a android.intent.action.VIEW "
            '-d "upi://pay?pa=⟨vpa⟩&pn=CK&tr=⟨tr⟩&am=1.00&cu=INR"',
            "यूपीआई रेफ़रेंस ⟨utr⟩ — ग्राहक का VPA ⟨cvpa⟩, रिफ़ंड ID ⟨rf⟩",
        ),
        _upi,
        n=11,
    ),
    Kind(
        "payment_webhook_payloads",
        (
            '{\n  "entity": "event",\n  "account_id": "⟨acc⟩",\n  "event": "payment.captured",\n'
            '  "payload": {"payment": {"entity": {"id": "pay_⟨p⟩", "order_id": "order_⟨o⟩", '
            '"amount": ⟨amt⟩, "currency": "INR", "email": "⟨em⟩"}}},\n  "created_at": ⟨ts⟩\n}',
            '{"type":"PAYMENT_SUCCESS_WEBHOOK","data":{"order":{"order_id":"⟨oid⟩",'
            '"order_amount":⟨fee⟩.00},"payment":{"cf_payment_id":⟨cfp⟩,"payment_status":"SUCCESS",'
            '"bank_reference":"⟨bref⟩"}},"event_time":"2037-08-14T19:02:11+05:30"}',
            "SQS order-payments.fifo: MessageId=⟨mid⟩ MD5OfBody=⟨md5⟩ "
            "body.payment_id=pay_⟨p⟩ body.cf_order_id=⟨cfo⟩",
        ),
        _webhook_payloads,
        n=11,
    ),
    Kind(
        "masked_payment_credentials",
        (
            "RAZORPAY_KEY_SECRET=************************  (Secrets Manager se inject hota hai, "
            "⟨n⟩ pods restart kiye)",
            "Dashboard pe ab sirf yeh dikhta hai: key_id rzp_live_⟨part⟩••••••••••, key_secret "
            "•••••••••••••••••••⟨l4⟩",
            "Cashfree secret dashboard pe masked hai: cfsk_ma_prod_••••••••••••••••⟨h4⟩ — "
            "poora sirf ek baar dikhta hai",
            "Card ⟨bin⟩XXXXXX⟨last4⟩, Razorpay ⟨tk⟩ (network token id, PCI scope ke bahar)",
            "PhonePe salt key: ⟨first⟩-****-****-****-************ (index ⟨idx⟩), Paytm MID ⟨mid⟩",
        ),
        _masked,
        n=11,
    ),
)
