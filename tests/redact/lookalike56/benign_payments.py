"""Benign look-alikes from the payments and lending side: identifiers a careful human keeps."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike56.gen import (
    ALNUM,
    B64URL,
    BANKS,
    DIGITS,
    HANDLES,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    hexs,
    ifsc,
    ist_time,
    loan_id,
    masked_aadhaar,
    masked_acct,
    masked_pan,
    num,
    pick,
    rrn,
    rzp_id,
    upi_txn_id,
    utr_neft,
    utr_rtgs,
    uuid4,
    vpa,
)

_NPCI = (
    ("U30", "Debit has failed"),
    ("ZM", "Invalid MPIN"),
    ("U16", "Risk threshold exceeded"),
    ("XH", "Account does not exist (remitter)"),
    ("BT", "ACQUIRER/BENEFICIARY UNAVAILABLE (TIMEOUT)"),
    ("RB", "Credit reversal timeout"),
    ("Z9", "Insufficient funds in customer account"),
    ("U69", "Collect request expired"),
    ("U28", "PSP not available"),
    ("Z8", "Per transaction limit exceeded as set by remitting member"),
)


def _amount(r: Random) -> str:
    return f"{r.randint(1, 49999)}.{r.choice(('00', '50', '99'))}"


def _rrn(r: Random) -> dict[str, str]:
    code, msg = r.choice(_NPCI)
    return {
        "rrn": rrn(r),
        "rrn2": rrn(r),
        "amt": _amount(r),
        "vpa": vpa(r),
        "t": ist_time(r),
        "code": code,
        "msg": msg,
        "n": str(r.randint(2, 40)),
    }


def _utr(r: Random) -> dict[str, str]:
    return {
        "neft": utr_neft(r),
        "rtgs": utr_rtgs(r),
        "imps": rrn(r),
        "amt": f"{r.randint(10, 900)},{r.randint(100, 999)}.00",
        "amt_csv": f"{r.randint(10_000, 900_000)}.00",
        "loan": loan_id(r),
        "acct": masked_acct(r),
        "ifsc": ifsc(r),
    }


def _vpa(r: Random) -> dict[str, str]:
    return {
        "v1": vpa(r),
        "v2": vpa(r),
        "v3": vpa(r),
        "m": r.choice(("koshapay", "kosha.emi", "koshapay.collect", "kosha.loans")),
        "h": r.choice(HANDLES),
        "name": r.choice(("RAVI KUMAR", "NUSRAT JAHAN", "KIRAN GOWDA", "MEGHNA IYER")),
        "rrn": rrn(r),
    }


def _rzp_ids(r: Random) -> dict[str, str]:
    return {
        "order": rzp_id(r, "order"),
        "pay": rzp_id(r, "pay"),
        "rfnd": rzp_id(r, "rfnd"),
        "cust": rzp_id(r, "cust"),
        "sub": rzp_id(r, "sub"),
        "plan": rzp_id(r, "plan"),
        "pout": rzp_id(r, "pout"),
        "setl": rzp_id(r, "setl"),
        "token": rzp_id(r, "token"),
        "kid": "rzp_" + "live_" + pick(r, ALNUM, 14),
        "amt": str(r.randint(100, 5_000_000)),
        "rcpt": "rcpt_" + num(r, 8),
        "rrn": rrn(r),
    }


def _cashfree(r: Random) -> dict[str, str]:
    return {
        "cfo": num(r, 10),
        "cfp": num(r, 10),
        "oid": "KSH-" + num(r, 10),
        "bref": num(r, 12),
        "req": uuid4(r),
        "ref": num(r, 9),
        "amt": _amount(r),
        "grp": r.choice(("upi", "net_banking", "debit_card_emi")),
        "t": ist_time(r),
    }


def _upi_txn(r: Random) -> dict[str, str]:
    return {
        "txn": upi_txn_id(r),
        "txn2": upi_txn_id(r),
        "msg": r.choice(("KSP", "AXI")) + hexs(r, 32),
        "rrn": rrn(r),
        "vpa": vpa(r),
        "t": ist_time(r),
        "amt": _amount(r),
    }


def _npci(r: Random) -> dict[str, str]:
    code, msg = r.choice(_NPCI)
    return {
        "code": code,
        "msg": msg,
        "txn": upi_txn_id(r),
        "rrn": rrn(r),
        "pct": f"{r.randint(1, 9)}.{r.randint(0, 9)}",
        "n": str(r.randint(12, 900)),
        "t": ist_time(r),
    }


def _aadhaar(r: Random) -> dict[str, str]:
    return {
        "ma": masked_aadhaar(r),
        "uidt": pick(r, ALNUM, 72),
        "txn": f"UKC:{num(r, 6)}:{hexs(r, 32)}",
        "resp": hexs(r, 32),
        "ref": "KYCREF" + num(r, 8),
        "ts": ist_time(r),
        "ver": "2.5",
    }


def _pan_ckyc(r: Random) -> dict[str, str]:
    return {
        "pan": masked_pan(r),
        "ckyc": num(r, 14),
        "ckyc_m": "XXXXXXXXXX" + pick(r, DIGITS, 4),
        "req": "PANV" + num(r, 12),
        "loan": loan_id(r),
        "t": ist_time(r),
    }


def _ifsc(r: Random) -> dict[str, str]:
    return {
        "ifsc": ifsc(r),
        "ifsc2": ifsc(r),
        "acct": masked_acct(r),
        "micr": num(r, 9),
        "fav": "fa_" + pick(r, ALNUM, 14),
        "cont": "cont_" + pick(r, ALNUM, 14),
        "branch": r.choice(("KORAMANGALA", "INDIRANAGAR", "HSR LAYOUT", "JAYANAGAR", "WHITEFIELD")),
    }


def _mandate(r: Random) -> dict[str, str]:
    return {
        "umrn": r.choice(BANKS) + "7" + pick(r, DIGITS, 15),
        "umrn2": r.choice(BANKS) + "7" + pick(r, DIGITS, 15),
        "umn": hexs(r, 32) + "@" + r.choice(HANDLES),
        "loan": loan_id(r),
        "emi": f"{r.randint(1, 40)},{r.randint(100, 999)}",
        "d": str(r.randint(1, 28)),
        "mid": "MD" + num(r, 16),
    }


def _company(r: Random) -> dict[str, str]:
    pan = pick(r, UPPER, 3) + "C" + r.choice(UPPER) + pick(r, DIGITS, 4) + r.choice(UPPER)
    return {
        "gstin": f"29{pan}1Z{r.choice(UPPER_ALNUM)}",
        "gstin_bd": f"BIN {num(r, 9)}-{num(r, 4)}",
        "cin": f"U65999KA2029PTC{num(r, 6)}",
        "nbfc": f"N-02.{num(r, 5)}",
        "loan": loan_id(r),
        "loan2": loan_id(r),
        "cibil": num(r, 10),
        "cic": "CCR" + num(r, 11),
    }


def _webhook_sig(r: Random) -> dict[str, str]:
    return {
        "sig": hexs(r, 64),
        "evt": pick(r, ALNUM, 14),
        "cfsig": b64(r, 32),
        "ts": str(1975000000 + r.randint(0, 2_600_000)),
        "xv": hexs(r, 64) + "###" + str(r.randint(1, 3)),
        "pay": rzp_id(r, "pay"),
        "order": rzp_id(r, "order"),
    }


def _intent(r: Random) -> dict[str, str]:
    return {
        "tr": "KSH" + num(r, 14),
        "am": _amount(r),
        "tid": upi_txn_id(r),
        "sign": b64(r, 256),
        "mc": r.choice(("6012", "5411", "4814", "6540")),
        "h": r.choice(("axisbank", "yesbank", "icici")),
        "qr": "KSPQR" + pick(r, UPPER_ALNUM, 18),
    }


def _phonepe_payload(r: Random) -> dict[str, str]:
    body = {
        "merchantId": "KOSHAPAYONLINE",
        "merchantTransactionId": "MT" + num(r, 14),
        "merchantUserId": "MU" + num(r, 10),
        "amount": r.randint(100, 9_999_900),
        "redirectUrl": "https://app.koshapay.in/pay/return",
        "paymentInstrument": {"type": r.choice(("PAY_PAGE", "UPI_INTENT", "UPI_COLLECT"))},
    }
    intent = {"v": 2, "tr": "KSH" + num(r, 14), "am": _amount(r), "src": "android"}
    return {
        "b64": b64_of(json.dumps(body, separators=(",", ":"))),
        "b64i": b64_of(json.dumps(intent)),
        "xv": hexs(r, 64) + "###1",
        "mtid": body["merchantTransactionId"],
        "md5": hexs(r, 32),
        "hdr": b64_of(f"00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        "ulidish": pick(r, B64URL, 22),
    }


BENIGN_PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "upi_rrn_in_logs",
        (
            "⟨t⟩ INFO upi-collect status=SUCCESS rrn=⟨rrn⟩ amount=⟨amt⟩ payer=⟨vpa⟩",
            "Customer says debited but we show FAILED (⟨code⟩ ⟨msg⟩). RRN ⟨rrn⟩ — asked the bank "
            "to check; second attempt ⟨rrn2⟩ went through.",
            "RRN ⟨rrn⟩ का refund ⟨n⟩ दिन से pending है, NPCI dispute portal पर raise किया।",
            "| RRN | amount | status |\n|---|---|---|\n| ⟨rrn⟩ | ⟨amt⟩ | DEEMED |\n"
            "| ⟨rrn2⟩ | ⟨amt⟩ | SUCCESS |",
        ),
        _rrn,
    ),
    Kind(
        "utr_numbers",
        (
            "Disbursal for ⟨loan⟩ went by NEFT, UTR ⟨neft⟩, ₹⟨amt⟩ to ⟨acct⟩ (⟨ifsc⟩).",
            "RTGS UTR ⟨rtgs⟩ — the lender pool top-up, credited same day.",
            "IMPS UTR ⟨imps⟩ (IMPS UTRs are just the 12-digit RRN); NEFT ones look like ⟨neft⟩.",
            "settlement_utr,amount,status\n⟨neft⟩,⟨amt_csv⟩,PROCESSED\n⟨rtgs⟩,⟨amt_csv⟩,PROCESSED",
            "ঢাকা টিমের জন্য: UTR ⟨neft⟩ দিয়ে bank statement-এ খুঁজলে এন্ট্রিটা পাওয়া যাবে।",
        ),
        _utr,
    ),
    Kind(
        "vpa_handles",
        (
            "Collect request sent to ⟨v1⟩ from ⟨m⟩@⟨h⟩; payer name from NPCI: ⟨name⟩.",
            "Test VPAs that always succeed in UAT: ⟨v1⟩, ⟨v2⟩; ⟨v3⟩ always gets ZM.",
            'validate-vpa ⟨v1⟩ → {"customer_name": "⟨name⟩", "success": true}',
            "ಗ್ರಾಹಕ ⟨v2⟩ ನಿಂದ ಬಂದ payment, RRN ⟨rrn⟩ — ನಮ್ಮ merchant VPA ⟨m⟩@⟨h⟩.",
        ),
        _vpa,
    ),
    Kind(
        "razorpay_entity_ids",
        (
            "⟨order⟩ → ⟨pay⟩ captured, refund ⟨rfnd⟩ processed (RRN ⟨rrn⟩).",
            '{"id": "⟨pay⟩", "entity": "payment", "amount": ⟨amt⟩, "currency": "INR", '
            '"order_id": "⟨order⟩", "method": "upi", "customer_id": "⟨cust⟩"}',
            "Subscription ⟨sub⟩ on ⟨plan⟩ for the EMI plan; saved card ⟨token⟩ belongs to ⟨cust⟩.",
            "RazorpayX payout ⟨pout⟩ settled in ⟨setl⟩.",
            "checkout options (public, ships to the browser): "
            '{ key: "⟨kid⟩", order_id: "⟨order⟩", receipt: "⟨rcpt⟩" }',
        ),
        _rzp_ids,
    ),
    Kind(
        "cashfree_ids",
        (
            "Cashfree cf_order_id=⟨cfo⟩ order_id=⟨oid⟩ cf_payment_id=⟨cfp⟩ "
            "bank_reference=⟨bref⟩ payment_group=⟨grp⟩",
            '{"cf_payment_id": ⟨cfp⟩, "order_id": "⟨oid⟩", "payment_status": "SUCCESS", '
            '"payment_amount": ⟨amt⟩, "payment_time": "⟨t⟩+05:30"}',
            "Cashfree support ticket ⟨ref⟩: x-request-id ⟨req⟩ for order ⟨oid⟩.",
        ),
        _cashfree,
    ),
    Kind(
        "upi_txn_ids",
        (
            '<upi:ReqPay><Head msgId="⟨msg⟩"/><Txn id="⟨txn⟩" type="PAY" '
            'custRef="⟨rrn⟩"/></upi:ReqPay>',
            "⟨t⟩ WARN reconciliation: txnId ⟨txn⟩ present at NPCI, missing in ledger "
            "(payer ⟨vpa⟩, ₹⟨amt⟩)",
            "UPI txn ids are 35 chars: PSP prefix + 32 hex, e.g. ⟨txn⟩ or ⟨txn2⟩.",
            "txn ⟨txn⟩ ki status check API ne PENDING diya, 90s baad SUCCESS.",
        ),
        _upi_txn,
    ),
    Kind(
        "npci_error_codes",
        (
            "⟨t⟩ ERROR upi-intent RespPay result=FAILURE errCode=⟨code⟩ (⟨msg⟩) txnId=⟨txn⟩",
            "Error ⟨code⟩ (“⟨msg⟩”) rose to ⟨pct⟩% after 22:00 IST; ⟨n⟩ txns, sample RRN ⟨rrn⟩.",
            "NPCI ⟨code⟩ मतलब: ⟨msg⟩ — हमारी गलती नहीं, customer को retry बोलो।",
            "response code ⟨code⟩ → map to PAYMENT_DECLINED in the app; txn ⟨txn⟩ was the repro.",
        ),
        _npci,
    ),
    Kind(
        "masked_aadhaar_and_ekyc",
        (
            "e-KYC OK for Aadhaar ⟨ma⟩, partner txn ⟨txn⟩, ret=y, ts=⟨ts⟩",
            '<KycRes ret="Y" code="⟨resp⟩" txn="⟨txn⟩" ts="⟨ts⟩" ttl="⟨ts⟩">',
            "We store only the UID token (⟨uidt⟩) and the masked number ⟨ma⟩, never the full "
            "Aadhaar.",
            "ಆಧಾರ್ ⟨ma⟩ ಗೆ e-KYC ಯಶಸ್ವಿ; reference ⟨ref⟩.",
        ),
        _aadhaar,
    ),
    Kind(
        "masked_pan_and_ckyc",
        (
            "PAN ⟨pan⟩ verified (status E, name match 92%) for ⟨loan⟩, request ⟨req⟩",
            "CKYC search hit: CKYC no. ⟨ckyc_m⟩, PAN ⟨pan⟩ — downloaded record at ⟨t⟩",
            "CKYC identifier ⟨ckyc⟩ is the CERSAI number, not a secret; PAN shown as ⟨pan⟩.",
        ),
        _pan_ckyc,
    ),
    Kind(
        "ifsc_and_bank_accounts",
        (
            "Beneficiary: A/c ⟨acct⟩, IFSC ⟨ifsc⟩ (⟨branch⟩ branch), MICR ⟨micr⟩",
            "RazorpayX fund account ⟨fav⟩ for contact ⟨cont⟩ → ⟨ifsc⟩ / ⟨acct⟩",
            "IFSC ⟨ifsc⟩ bounced with 'invalid IFSC'; the branch merged into ⟨ifsc2⟩.",
            "ব্যাংক অ্যাকাউন্ট ⟨acct⟩, IFSC ⟨ifsc⟩ — penny drop সফল হয়েছে।",
        ),
        _ifsc,
    ),
    Kind(
        "nach_and_autopay_mandates",
        (
            "eNACH mandate UMRN ⟨umrn⟩ for ⟨loan⟩, EMI ₹⟨emi⟩ on day ⟨d⟩ of the month.",
            "UPI AutoPay mandate UMN ⟨umn⟩ active; presentment scheduled 24h before debit.",
            "Two UMRNs for one loan (⟨umrn⟩, ⟨umrn2⟩) — cancel the older one in the NACH portal.",
            "mandate_id=⟨mid⟩ umrn=⟨umrn⟩ status=ACTIVE",
        ),
        _mandate,
    ),
    Kind(
        "loan_and_company_ids",
        (
            "Kosha Finance Pvt Ltd — CIN ⟨cin⟩, GSTIN ⟨gstin⟩, RBI NBFC reg. ⟨nbfc⟩",
            "Loan ⟨loan⟩ closed; NOC sent. Top-up loan ⟨loan2⟩ opened same day.",
            "Bureau pull for ⟨loan⟩: CIBIL control no. ⟨cibil⟩, CRIF report ⟨cic⟩.",
            "Dhaka entity's VAT ⟨gstin_bd⟩; Indian GSTIN ⟨gstin⟩ on every invoice PDF.",
        ),
        _company,
    ),
    Kind(
        "webhook_signatures_and_event_ids",
        (
            "POST /webhooks/razorpay x-razorpay-event-id: ⟨evt⟩ x-razorpay-signature: ⟨sig⟩ "
            "→ 200 (⟨pay⟩)",
            "Cashfree webhook headers: x-webhook-timestamp: ⟨ts⟩, x-webhook-signature: ⟨cfsig⟩",
            "PhonePe callback X-VERIFY: ⟨xv⟩ — matched our computed checksum.",
            "signature mismatch for ⟨order⟩: got ⟨sig⟩, we compute over the raw body bytes, "
            "so the JSON re-serialization was the bug.",
        ),
        _webhook_sig,
    ),
    Kind(
        "upi_intent_and_qr",
        (
            "upi://pay?pa=koshapay@⟨h⟩&pn=Kosha%20Pay&tr=⟨tr⟩&tn=EMI&am=⟨am⟩&cu=INR&mc=⟨mc⟩",
            "Signed QR intent: upi://pay?pa=koshapay@⟨h⟩&pn=Kosha%20Pay&mc=⟨mc⟩&tr=⟨tr⟩"
            "&mode=02&orgid=159002&sign=⟨sign⟩",
            "Static QR ⟨qr⟩ printed for the Jayanagar collection agent; intent tid ⟨tid⟩.",
        ),
        _intent,
    ),
    Kind(
        "base64_payloads",
        (
            'PhonePe /pg/v1/pay body: {"request": "⟨b64⟩"} with X-VERIFY ⟨xv⟩',
            "decoded the intent blob ⟨b64i⟩ — it is just tr/am/src, nothing sensitive",
            "Kafka record headers: traceparent=⟨hdr⟩ (base64), msg md5 ⟨md5⟩",
            "payload for ⟨mtid⟩ (base64 JSON, safe to share with PhonePe support):\n⟨b64⟩",
        ),
        _phonepe_payload,
    ),
)
