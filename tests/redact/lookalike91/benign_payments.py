"""Benign payment look-alikes: references, public keys, per-message signatures, masked values.

Public keys here (Paystack ``pk_live_``, Flutterwave ``FLWPUBK-``, OPay ``OPAYPUB``, Mono
``live_pk_``) are the ones a checkout page ships to every browser; they grant nothing.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from random import Random

from tests.redact.lookalike91.gen import (
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    benign_kind,
    hexs,
    hmac_hex,
    num,
    object_id,
    pick,
    sha256_hex,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"
_FLW_PUB = "FLW" + "PUBK-"
_OPAY_PUB = "OPAY" + "PUB"
_MONO_PK = "live" + "_pk_"

_NAMES = ("Adaeze", "Kwabena", "Funmi", "Yaw", "Chidi", "Akosua", "Tunde", "Efua", "Ngozi")
_BANKS = ("GTBank", "Access", "Zenith", "UBA", "Ecobank GH", "Stanbic GH", "Kuda", "Moniepoint MFB")


def _paystack_refs(r: Random) -> dict[str, str]:
    return {
        "ref": pick(r, ALNUM, r.choice((16, 20))),
        "id": num(r, 10),
        "auth": "AUTH_" + pick(r, LOWER_ALNUM, 10),
        "cus": "CUS_" + pick(r, LOWER_ALNUM, 15),
        "pln": "PLN_" + pick(r, LOWER_ALNUM, 15),
        "trf": "TRF_" + pick(r, LOWER_ALNUM, 15),
        "rcp": "RCP_" + pick(r, LOWER_ALNUM, 15),
        "acc": pick(r, LOWER_ALNUM, 15),
        "amt": str(r.randint(1000, 9_000_000)) + "00",
        "name": r.choice(_NAMES),
    }


def _paystack_pk(r: Random) -> dict[str, str]:
    return {
        "pk": _PK_LIVE + hexs(r, 40),
        "pkt": _PK_TEST + hexs(r, 40),
        "ref": pick(r, ALNUM, 20),
        "ver": f"2.{r.randint(0, 9)}.{r.randint(0, 30)}",
    }


def _flw_refs(r: Random) -> dict[str, str]:
    return {
        "txref": "KL-" + num(r, 13) + "-" + pick(r, UPPER_ALNUM, 6),
        "flwref": "FLW-MOCK-" + hexs(r, 32),
        "flwref2": "FLW" + num(r, 17),
        "id": num(r, 9),
        "urf": "URF_" + num(r, 13) + "_" + num(r, 7),
        "transfer": num(r, 6),
        "amt": str(r.randint(500, 900000)),
    }


def _flw_pk(r: Random) -> dict[str, str]:
    return {
        "pk": _FLW_PUB + hexs(r, 32) + "-X",
        "pkt": _FLW_PUB + "TEST-" + hexs(r, 32) + "-X",
        "txref": "kl_" + pick(r, LOWER_ALNUM, 12),
    }


def _isw(r: Random) -> dict[str, str]:
    txn = "KL" + num(r, 14)
    product, item = num(r, 4), str(r.randint(100, 199))
    amount = str(r.randint(10000, 9000000))
    mac_key = pick(r, UPPER_ALNUM, 64)
    digest = hashlib.sha512(f"{txn}{product}{item}{amount}{mac_key}".encode()).hexdigest()
    return {
        "txn": txn,
        "product": product,
        "item": item,
        "amount": amount,
        "hash": digest.upper(),
        "rrn": num(r, 12),
        "stan": pick(r, DIGITS, 6),
        "payref": "FBN|WEB|KLPAY|" + num(r, 2) + "-01-2039|" + num(r, 6),
    }


def _monnify_refs(r: Random) -> dict[str, str]:
    return {
        "tref": "MNFY|" + num(r, 2) + "|2039011" + num(r, 7) + "|" + pick(r, DIGITS, 6),
        "pref": "KLPAY" + num(r, 12),
        "acref": "kl-emp-" + pick(r, LOWER_ALNUM, 10),
        "nuban": "50" + pick(r, DIGITS, 8),
        "hash": hashlib.sha512(r.randbytes(48)).hexdigest(),
        "amt": str(r.randint(1000, 500000)) + ".00",
    }


def _opay_pub(r: Random) -> dict[str, str]:
    return {
        "pub": _OPAY_PUB + num(r, 13) + pick(r, DIGITS, 7) + "." + num(r, 16),
        "order": num(r, 22),
        "ref": "KLOPAY" + num(r, 10),
        "sig": hmac_hex(r, "sha512"),
        "mid": "2560" + num(r, 11),
    }


def _momo_refs(r: Random) -> dict[str, str]:
    return {
        "xref": uuid4(r),
        "ftid": num(r, 10),
        "ext": "KL-GH-" + num(r, 8),
        "msisdn": "23324" + pick(r, DIGITS, 7),
        "amt": str(r.randint(5, 4000)),
    }


def _mono_okra(r: Random) -> dict[str, str]:
    return {
        "acct": object_id(r),
        "pk": _MONO_PK + pick(r, LOWER_ALNUM, 20),
        "rec": object_id(r),
        "cust": object_id(r),
        "okpub": pick(r, LOWER_ALNUM, 8) + "-" + hexs(r, 4) + "-" + hexs(r, 4),
        "ref": "mono_ref_" + pick(r, LOWER_ALNUM, 12),
        "bank": r.choice(_BANKS),
    }


def _paystack_sig(r: Random) -> dict[str, str]:
    return {
        "ps": hmac_hex(r, "sha512"),
        "slack": hmac_hex(r),
        "gh": hmac_hex(r),
        "ts": "2178" + num(r, 6),
        "ev": r.choice(("charge.success", "transfer.success", "transfer.failed")),
        "dlv": uuid4(r),
    }


def _smile(r: Random) -> dict[str, str]:
    key = r.randbytes(32)
    ts = f"2039-01-{r.randint(10, 28)}T{r.randint(10, 23)}:{r.randint(10, 59)}:07.{num(r, 3)}Z"
    pid = str(r.randint(1000, 9999))
    sig = base64.b64encode(
        hmac.new(key, (ts + pid + "sid_request").encode(), "sha256").digest()
    ).decode()
    return {
        "sig": sig,
        "ts": ts,
        "pid": pid,
        "job": "job-" + uuid4(r),
        "user": "user-" + uuid4(r),
        "sjid": num(r, 10),
    }


def _sms(r: Random) -> dict[str, str]:
    return {
        "atid": "ATXid_" + hexs(r, 32),
        "termii": num(r, 16),
        "pinid": uuid4(r),
        "phone": "+23480" + pick(r, DIGITS, 8),
        "ghphone": "+23355" + pick(r, DIGITS, 7),
        "cost": f"GHS 0.{pick(r, DIGITS, 4)}",
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "nuban": pick(r, DIGITS, 3) + "****" + pick(r, DIGITS, 3),
        "pan": "506099" + "*" * 6 + pick(r, DIGITS, 4),
        "pan2": "539983" + "X" * 6 + pick(r, DIGITS, 4),
        "bvn": "222" + "*" * 6 + pick(r, DIGITS, 2),
        "sk4": "sk" + "_live_" + "*" * 36 + hexs(r, 4),
        "tail": hexs(r, 4),
        "bank": r.choice(_BANKS),
        "name": r.choice(_NAMES),
    }


def _csv(r: Random) -> dict[str, str]:
    rows = []
    for _ in range(r.randint(3, 5)):
        rows.append(
            ",".join(
                (
                    "emp_" + pick(r, LOWER_ALNUM, 8),
                    hashlib.sha256(pick(r, DIGITS, 10).encode()).hexdigest(),
                    str(r.randint(80000, 1900000)),
                    "RCP_" + pick(r, LOWER_ALNUM, 15),
                )
            )
        )
    return {"rows": "\n".join(rows), "batch": "PB-2039-01-" + num(r, 4), "sum": sha256_hex(r)}


PAYMENTS: tuple[Kind, ...] = (
    benign_kind(
        "paystack_references_and_codes",
        (
            "Paystack verify for ref ⟨ref⟩ returned id ⟨id⟩, authorization ⟨auth⟩, customer ⟨cus⟩",
            '{"event":"charge.success","data":{"id":⟨id⟩,"reference":"⟨ref⟩","amount":⟨amt⟩,'
            '"authorization":{"authorization_code":"⟨auth⟩","reusable":true}}}',
            "transfer ⟨trf⟩ to recipient ⟨rcp⟩ (⟨name⟩) still pending — Paystack say na NIBSS",
            "- plan ⟨pln⟩ → subscription for customer ⟨cus⟩\n- access_code ⟨acc⟩ expired",
            "| reference | txn id | status |\n|---|---|---|\n| ⟨ref⟩ | ⟨id⟩ | abandoned |",
        ),
        _paystack_refs,
    ),
    benign_kind(
        "paystack_public_key",
        (
            "NEXT_PUBLIC_PAYSTACK_KEY=⟨pk⟩",
            "Checkout page uses public key ⟨pk⟩ (safe, na for browser) — never the secret key",
            "PaystackPop.setup({ key: '⟨pkt⟩', email: 'test@kobolane.ng', ref: '⟨ref⟩' })",
            "@paystack/inline-js ⟨ver⟩ with key ⟨pk⟩ → popup dey show blank on Safari",
        ),
        _paystack_pk,
    ),
    benign_kind(
        "flutterwave_transaction_refs",
        (
            "Flutterwave webhook: tx_ref ⟨txref⟩, flw_ref ⟨flwref⟩, id ⟨id⟩, amount ⟨amt⟩ NGN",
            '$ curl https://api.flutterwave.com/v3/transactions/⟨id⟩/verify -H "Authorization: '
            'Bearer $FLW_SECRET_KEY"\n{"status":"success","data":{"tx_ref":"⟨txref⟩",'
            '"flw_ref":"⟨flwref2⟩"}}',
            "transfer ⟨transfer⟩ reference ⟨urf⟩ — status NEW since morning, e don tey",
            "- [x] reconcile ⟨txref⟩ (flw ⟨flwref2⟩)\n- [ ] chase ⟨urf⟩",
        ),
        _flw_refs,
    ),
    benign_kind(
        "flutterwave_public_key",
        (
            "FLW_PUBLIC_KEY=⟨pk⟩",
            'FlutterwaveCheckout({ public_key: "⟨pkt⟩", tx_ref: "⟨txref⟩", currency: "NGN" })',
            "The public key (⟨pk⟩) fit stay for the mobile app config; the secret no.",
        ),
        _flw_pk,
    ),
    benign_kind(
        "interswitch_request_hash",
        (
            "Webpay request: txn_ref=⟨txn⟩ product_id=⟨product⟩ pay_item_id=⟨item⟩ "
            "amount=⟨amount⟩ hash=⟨hash⟩",
            "gettransaction.json?productid=⟨product⟩&transactionreference=⟨txn⟩&amount=⟨amount⟩"
            "\nHash: ⟨hash⟩\n→ ResponseCode 00, RRN ⟨rrn⟩, STAN ⟨stan⟩",
            "Interswitch paymentReference ⟨payref⟩ (RRN ⟨rrn⟩) — settled T+1",
            "SHA512 of txnref+productid+payitemid+amount+redirect+mackey for ⟨txn⟩ = ⟨hash⟩",
        ),
        _isw,
    ),
    benign_kind(
        "monnify_transaction_refs",
        (
            "Monnify transactionReference ⟨tref⟩ / paymentReference ⟨pref⟩ — ⟨amt⟩ paid",
            '{"eventType":"SUCCESSFUL_TRANSACTION","eventData":{"transactionReference":"⟨tref⟩",'
            '"paymentReference":"⟨pref⟩","amountPaid":"⟨amt⟩"}}\nmonnify-signature: ⟨hash⟩',
            "reserved account ⟨nuban⟩ (accountReference ⟨acref⟩) for Moniepoint payouts",
        ),
        _monnify_refs,
    ),
    benign_kind(
        "opay_public_key_and_orders",
        (
            "OPAY_PUBLIC_KEY=⟨pub⟩\nOPAY_MERCHANT_ID=⟨mid⟩",
            "OPay orderNo ⟨order⟩ for reference ⟨ref⟩ — status SUCCESS, signature ⟨sig⟩",
            "cashier/create headers: Authorization: Bearer ⟨pub⟩, MerchantId: ⟨mid⟩",
            "opay callback: orderNo=⟨order⟩ reference=⟨ref⟩ sha512=⟨sig⟩",
        ),
        _opay_pub,
    ),
    benign_kind(
        "momo_reference_ids",
        (
            "POST /collection/v1_0/requesttopay X-Reference-Id: ⟨xref⟩ externalId=⟨ext⟩ "
            "payer=⟨msisdn⟩ amount=⟨amt⟩ GHS",
            "GET /collection/v1_0/requesttopay/⟨xref⟩ → SUCCESSFUL, financialTransactionId ⟨ftid⟩",
            "MoMo disbursement ⟨ext⟩ (ref ⟨xref⟩) still PENDING — Kojo say MTN side slow today",
        ),
        _momo_refs,
    ),
    benign_kind(
        "mono_okra_ids_and_public_keys",
        (
            "MonoConnect({ key: '⟨pk⟩', reference: '⟨ref⟩' }) → account id ⟨acct⟩ (⟨bank⟩)",
            "Mono account ⟨acct⟩ for customer ⟨cust⟩ — reauth needed, token expired",
            "Okra record ⟨rec⟩, customer ⟨cust⟩, widget token ⟨okpub⟩ (public)",
            "| provider | id |\n|---|---|\n| mono | ⟨acct⟩ |\n| okra | ⟨rec⟩ |",
        ),
        _mono_okra,
    ),
    benign_kind(
        "webhook_signatures_one_message",
        (
            "x-paystack-signature: ⟨ps⟩ (event ⟨ev⟩) — matched our HMAC, ok",
            "X-Slack-Request-Timestamp: ⟨ts⟩\nX-Slack-Signature: v0=⟨slack⟩",
            "X-GitHub-Delivery: ⟨dlv⟩\nX-Hub-Signature-256: sha256=⟨gh⟩",
            "signature mismatch! expected ⟨ps⟩ got nothing; body was re-serialised by express.json",
        ),
        _paystack_sig,
    ),
    benign_kind(
        "smile_id_job_ids_and_signature",
        (
            '{"partner_id":"⟨pid⟩","timestamp":"⟨ts⟩","signature":"⟨sig⟩",'
            '"partner_params":{"job_id":"⟨job⟩","user_id":"⟨user⟩","job_type":5}}',
            "Smile ID job ⟨job⟩ → SmileJobID ⟨sjid⟩, ResultCode 1012 (ID number validated)",
            "KYC for ⟨user⟩ failed, Smile JobID ⟨sjid⟩, signature ⟨sig⟩ was fresh so na BVN issue",
        ),
        _smile,
    ),
    benign_kind(
        "sms_message_ids",
        (
            "Africa's Talking: messageId ⟨atid⟩ to ⟨ghphone⟩ status Success cost ⟨cost⟩",
            "Termii message_id ⟨termii⟩ → ⟨phone⟩ DELIVERED; pinId ⟨pinid⟩",
            "OTP no reach ⟨phone⟩ — Termii pinId ⟨pinid⟩ shows DND route. Abeg switch to voice.",
        ),
        _sms,
    ),
    benign_kind(
        "masked_account_and_card_values",
        (
            "Payout to ⟨name⟩, ⟨bank⟩ acct ⟨nuban⟩ failed: beneficiary bank unavailable",
            "card ⟨pan⟩ (Verve) and ⟨pan2⟩ (Mastercard) both declined 51 — insufficient funds",
            "BVN ⟨bvn⟩ matched name ⟨name⟩ (masked in logs, good)",
            "key in vault ends with ...⟨tail⟩; dashboard shows ⟨sk4⟩",
        ),
        _masked,
    ),
    benign_kind(
        "payout_batch_csv",
        (
            "batch ⟨batch⟩ (sha256 of file ⟨sum⟩):\n```csv\nemployee,account_hash,amount_kobo,"
            "recipient\n⟨rows⟩\n```",
            "employee,account_hash,amount_kobo,recipient\n⟨rows⟩",
        ),
        _csv,
    ),
)
