"""Benign look-alikes of the payment rails: M-Pesa receipt codes and request ids,
Flutterwave references and public keys, Twilio SIDs. Identifiers and public keys only."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike37.gen import (
    DIGITS,
    LOWER_ALNUM,
    Kind,
    hexs,
    locator,
    mpesa_receipt,
    num,
    pick,
    ticket,
    uuid4,
)


def _ts(r: Random) -> str:
    return (
        f"202906{r.randint(1, 28):02d}{r.randint(0, 23):02d}{r.randint(0, 59):02d}"
        f"{r.randint(0, 59):02d}"
    )


def _receipts(r: Random) -> dict[str, str]:
    return {
        "rc": mpesa_receipt(r),
        "rc2": mpesa_receipt(r),
        "rc3": mpesa_receipt(r),
        "amt": f"{r.randint(1, 98):d},{r.randint(0, 999):03d}.00",
        "amtp": f"{r.randint(1200, 98000)}.00",
        "bal": f"{r.randint(100, 999):d},{r.randint(0, 999):03d}.00",
        "pnr": locator(r),
        "ts": _ts(r),
        "phone": "2547" + pick(r, DIGITS, 2) + "***" + pick(r, DIGITS, 3),
        "d": f"{r.randint(1, 28)}/6/29",
        "h": f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(('AM', 'PM'))}",
    }


def _requests(r: Random) -> dict[str, str]:
    ts = _ts(r)
    return {
        "mr": f"{r.randint(1000, 99999)}-{num(r, 8)}-{r.randint(1, 3)}",
        "co": "ws_CO_" + ts[6:8] + ts[4:6] + ts[:4] + ts[8:] + "2547" + pick(r, DIGITS, 8),
        "ag": "AG_" + ts[:8] + "_" + hexs(r, 20),
        "oc": f"{r.randint(1000, 99999)}-{num(r, 9)}-1",
        "rc": mpesa_receipt(r),
        "amt": str(r.randint(1200, 98000)),
        "ts": ts,
        "pnr": locator(r),
        "sc": num(r, 6),
    }


def _flw(r: Random) -> dict[str, str]:
    live = r.random() < 0.6
    return {
        "pk": ("FLW" + "PUBK-" if live else "FLW" + "PUBK_TEST-") + hexs(r, 32) + "-X",
        "tx": "UMY-" + locator(r) + "-" + num(r, 6),
        "flw": r.choice(("FLW-MOCK-", "URF_", "FLW")) + r.choice((hexs(r, 32), num(r, 13))),
        "id": num(r, 9),
        "amt": f"{r.randint(40, 900)}00",
        "cur": r.choice(("NGN", "GHS", "KES", "UGX", "ZAR")),
        "chk": "https://checkout.flutterwave.com/v3/hosted/pay/" + hexs(r, 20),
        "tkt": ticket(r),
        "mask6": r.choice(("539983", "418742", "553188")),
        "last4": pick(r, DIGITS, 4),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "AC" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "sm2": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "ve": "VE" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "ca": "CA" + hexs(r, 32),
        "to": "+2547" + pick(r, DIGITS, 2) + "***" + pick(r, DIGITS, 3),
        "err": r.choice(("30003", "30005", "30007", "21610")),
        "fl": f"U7 {r.randint(100, 989)}",
        "low": pick(r, LOWER_ALNUM, 6),
        "u": uuid4(r),
    }


BENIGN_PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "mpesa_receipt_codes",
        (
            "⟨rc⟩ Confirmed. Ksh⟨amt⟩ sent to UMOYA AIR KENYA for account ⟨pnr⟩ on ⟨d⟩ at "
            "⟨h⟩. New M-PESA balance is Ksh⟨bal⟩.",
            '{"Name":"MpesaReceiptNumber","Value":"⟨rc⟩"},{"Name":"TransactionDate","Value":⟨ts⟩}',
            "Receipt,Completion Time,Details,Paid In\n⟨rc⟩,2029-06-14 09:12:44,Pay Bill from "
            "⟨phone⟩ Acc. ⟨pnr⟩,⟨amtp⟩\n⟨rc2⟩,2029-06-14 09:13:02,Pay Bill from ⟨phone⟩ Acc. "
            "⟨pnr⟩,⟨amtp⟩",
            "Malipo ⟨rc⟩ yalifika lakini booking ⟨pnr⟩ haikuthibitishwa; ⟨rc2⟩ ni jaribio la pili.",
            "Duplicate STK: receipts ⟨rc⟩ and ⟨rc2⟩ for the same PNR ⟨pnr⟩ — refund ⟨rc2⟩ via "
            "B2C (reversal ref ⟨rc3⟩)",
            "Die M-Pesa-kwitansie ⟨rc⟩ pas by die boeking ⟨pnr⟩.",
        ),
        _receipts,
    ),
    Kind(
        "mpesa_request_ids",
        (
            '{"Body":{"stkCallback":{"MerchantRequestID":"⟨mr⟩","CheckoutRequestID":"⟨co⟩",'
            '"ResultCode":0,"ResultDesc":"The service request is processed successfully.",'
            '"CallbackMetadata":{"Item":[{"Name":"Amount","Value":⟨amt⟩},'
            '{"Name":"MpesaReceiptNumber","Value":"⟨rc⟩"}]}}}}',
            "STK query for CheckoutRequestID ⟨co⟩ returned 1032 (cancelled by user)",
            '{"ConversationID":"⟨ag⟩","OriginatorConversationID":"⟨oc⟩",'
            '"ResponseCode":"0","ResponseDescription":"Accept the service request successfully."}',
            "B2C result for ⟨ag⟩ arrived 40 s late; OriginatorConversationID ⟨oc⟩ matched",
            "CheckoutRequestID ⟨co⟩ haikupata callback; MerchantRequestID ⟨mr⟩.",
            "2029-06-14T11:02:37+03:00 INFO mpesa-cb shortcode=⟨sc⟩ merchant_request_id=⟨mr⟩ "
            "checkout_request_id=⟨co⟩ result=0 receipt=⟨rc⟩",
        ),
        _requests,
    ),
    Kind(
        "flutterwave_refs_and_public_keys",
        (
            "FlutterwaveCheckout({ public_key: '⟨pk⟩', tx_ref: '⟨tx⟩', amount: ⟨amt⟩, "
            "currency: '⟨cur⟩' })",
            '{"event":"charge.completed","data":{"id":⟨id⟩,"tx_ref":"⟨tx⟩","flw_ref":"⟨flw⟩",'
            '"amount":⟨amt⟩,"currency":"⟨cur⟩","status":"successful","card":{"first_6digits":'
            '"⟨mask6⟩","last_4digits":"⟨last4⟩"}}}',
            "Flutterwave public key (safe for the browser bundle): ⟨pk⟩",
            "Verify by id: GET /v3/transactions/⟨id⟩/verify → tx_ref ⟨tx⟩, flw_ref ⟨flw⟩",
            "Hosted link for ticket ⟨tkt⟩: ⟨chk⟩",
            "Malipo ya ⟨cur⟩ ⟨amt⟩: tx_ref ⟨tx⟩, kitambulisho ⟨id⟩.",
            "NEXT_PUBLIC_FLW_PUBLIC_KEY=⟨pk⟩",
        ),
        _flw,
    ),
    Kind(
        "twilio_sids",
        (
            "Twilio account ⟨ac⟩, messaging service ⟨mg⟩ — delay SMS for ⟨fl⟩ failed with "
            "⟨err⟩ on ⟨sm⟩",
            "POST /status-callback MessageSid=⟨sm⟩&MessageStatus=undelivered&ErrorCode=⟨err⟩"
            "&To=⟨to⟩&AccountSid=⟨ac⟩",
            "Verify service ⟨va⟩; verification ⟨ve⟩ approved after 2 tries",
            "| sid | status |\n|---|---|\n| ⟨sm⟩ | delivered |\n| ⟨sm2⟩ | failed (⟨err⟩) |",
            "Nambari ya simu ⟨pn⟩ imeunganishwa na ⟨mg⟩; simu ⟨ca⟩ ilikatika.",
            "twilio api:core:messages:fetch --sid ⟨sm⟩ -o json | jq .status",
        ),
        _twilio,
    ),
)
