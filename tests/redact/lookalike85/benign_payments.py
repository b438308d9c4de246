"""Benign payment look-alikes: object ids, transaction references, per-message webhook
signatures, masked card and key values and business numbers of Stripe (AU), Windcave, Pin
Payments, Xero and Twilio. None of these grants access to anything."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike85.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    UPPER_ALNUM,
    Kind,
    b64,
    hexs,
    num,
    pick,
    public_ids,
)

_SK_LIVE = "sk" + "_live_"
_NAMES = ("B WALKER", "M TE AHO", "S NGUYEN", "J MCALLISTER", "A PATEL", "H RAWIRI")


def _stripe(r: Random) -> dict[str, str]:
    return {
        **public_ids(r),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "inv": "in_1" + pick(r, ALNUM, 23),
        "po": "po_1" + pick(r, ALNUM, 23),
        "txn": "txn_3" + pick(r, ALNUM, 23),
        "acct_id": "acct_1" + pick(r, ALNUM, 15),
        "price": "price_1" + pick(r, ALNUM, 23),
        "price2": "price_1" + pick(r, ALNUM, 23),
        "pm": "pm_1" + pick(r, ALNUM, 23),
        "we": "we_1" + pick(r, ALNUM, 23),
        "cents": str(r.randint(2000, 990000)),
    }


def _gateways(r: Random) -> dict[str, str]:
    return {
        **public_ids(r),
        "wsid": "0000" + hexs(r, 4) + "0" + hexs(r, 23),
        "dps": "0000000" + hexs(r, 9),
        "auth6": pick(r, UPPER_ALNUM, 6),
        "pinch": "ch_" + pick(r, B64URL, 22),
        "pincard": "card_" + pick(r, B64URL, 22),
        "pincus": "cus_" + pick(r, B64URL, 22),
        "pinrf": "rf_" + pick(r, B64URL, 22),
        "tfer": pick(r, B64URL, 22),
        "ip": str(r.randint(1, 254)),
    }


def _xero(r: Random) -> dict[str, str]:
    return {
        **public_ids(r),
        "tenant": public_ids(r)["u"],
        "short": pick(r, ALNUM, 5),
        "short2": pick(r, ALNUM, 5),
    }


def _sigs(r: Random) -> dict[str, str]:
    return {
        **public_ids(r),
        "ts": "21" + num(r, 8),
        "xero_sig": b64(r, 32),
        "twilio_sig": b64(r, 20),
        "msisdn": num(r, 7),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        **public_ids(r),
        "ac": "AC" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "ca": "CA" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "ve": "VE" + hexs(r, 32),
    }


def _masked(r: Random) -> dict[str, str]:
    bin6 = r.choice(("4", "5")) + pick(r, DIGITS, 5)
    return {
        **public_ids(r),
        "last4": pick(r, DIGITS, 4),
        "bin6": bin6,
        "fp": pick(r, ALNUM, 16),
        "skmask": _SK_LIVE + "…" + pick(r, ALNUM, 4),
        "name": r.choice(_NAMES),
        "auth6": pick(r, UPPER_ALNUM, 6),
        "dps": "0000000" + hexs(r, 9),
        "pinmask": "•" * 18 + pick(r, B64URL, 4),
        "twmask": "•" * 28 + hexs(r, 4),
        "mm": f"{r.randint(1, 12):02d}",
    }


def _numbers(r: Random) -> dict[str, str]:
    return {
        **public_ids(r),
        "abn": f"{num(r, 2)} {pick(r, DIGITS, 3)} {pick(r, DIGITS, 3)} {pick(r, DIGITS, 3)}",
        "nzbn": "94290" + pick(r, DIGITS, 8),
        "gst": f"{num(r, 3)}-{pick(r, DIGITS, 3)}-{pick(r, DIGITS, 3)}",
        "bsb": f"0{r.randint(30, 39)}-{pick(r, DIGITS, 3)}",
        "acctno": pick(r, DIGITS, 6),
        "nzacct": f"06-{pick(r, DIGITS, 4)}-{pick(r, DIGITS, 7)}-00",
        "po": "PO-" + num(r, 6),
        "ref": num(r, 8),
        "eft": pick(r, UPPER_ALNUM, 10),
        "nlis1": "3" + pick(r, UPPER_ALNUM, 4) + pick(r, DIGITS, 3) + "XBA0" + pick(r, DIGITS, 4),
        "nlis2": "3" + pick(r, UPPER_ALNUM, 4) + pick(r, DIGITS, 3) + "XBA0" + pick(r, DIGITS, 4),
        "rfid": "982 " + pick(r, DIGITS, 12),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "stripe_object_ids",
        (
            "Refund for the Roma collar order: charge ⟨ch⟩ (payment_intent ⟨pi⟩, customer "
            "⟨cus⟩) — $⟨amt⟩ AUD back to the card, reason duplicate.",
            "stripe events resend ⟨evt⟩ --webhook-endpoint ⟨we⟩",
            "| invoice | payout | balance txn |\n|---|---|---|\n| ⟨inv⟩ | ⟨po⟩ | ⟨txn⟩ |",
            "⟨date⟩T⟨time⟩Z INFO billing-webhook handled invoice.paid id=⟨evt⟩ invoice=⟨inv⟩ "
            "customer=⟨cus⟩ account=⟨acct_id⟩",
            '{"id": "⟨pi⟩", "object": "payment_intent", "amount": ⟨cents⟩, "currency": "aud", '
            '"customer": "⟨cus⟩", "latest_charge": "⟨ch⟩", "payment_method": "⟨pm⟩"}',
            "Price ids for the 2038 plans: herd-basic ⟨price⟩, herd-pro ⟨price2⟩ (monthly, "
            "AUD, GST inclusive).",
        ),
        _stripe,
    ),
    Kind(
        "windcave_pin_transaction_refs",
        (
            "Windcave session ⟨wsid⟩ came back APPROVED, DpsTxnRef ⟨dps⟩, auth code ⟨auth6⟩ — "
            "the NZ shop just didn't poll. Re-ran the notification by hand.",
            "GET https://sec.windcave.com/api/v1/sessions/⟨wsid⟩ → 200 "
            '{"id":"⟨wsid⟩","state":"complete","transactions":[{"id":"⟨dps⟩",'
            '"authorised":true,"amount":"⟨amt⟩","currency":"NZD"}]}',
            "Pin charge ⟨pinch⟩ (card ⟨pincard⟩, customer ⟨pincus⟩) settled in transfer "
            "tfer_⟨tfer⟩; refund ⟨pinrf⟩ queued.",
            "date,gateway,reference,amount\n⟨date⟩,windcave,⟨dps⟩,⟨amt⟩\n⟨date⟩,pin,⟨pinch⟩,⟨amt2⟩",
            "pin_payments charge.succeeded token=⟨pinch⟩ ip=203.0.113.⟨ip⟩ card_token=⟨pincard⟩",
        ),
        _gateways,
    ),
    Kind(
        "xero_ids",
        (
            "Xero invoice INV-⟨inum⟩ (InvoiceID ⟨u⟩) is on contact ⟨u2⟩; tenant id for "
            "Tallowgum Ag Pty Ltd is ⟨tenant⟩.",
            "GET https://api.xero.com/api.xro/2.0/Invoices/⟨u⟩ → 404, Xero-Correlation-Id: ⟨u3⟩",
            '[{"id": "⟨u3⟩", "authEventId": "⟨u4⟩", "tenantId": "⟨tenant⟩", '
            '"tenantType": "ORGANISATION", "tenantName": "Tallowgum Ag (NZ) Ltd"}]',
            "| Org | Xero tenant id | shortcode |\n|---|---|---|\n| Tallowgum Ag Pty Ltd | "
            "`⟨tenant⟩` | `!⟨short⟩` |\n| Tallowgum Ag (NZ) Ltd | `⟨u2⟩` | `!⟨short2⟩` |",
            "Payment ⟨u4⟩ against INV-⟨inum⟩ reconciled to bank txn ⟨u⟩ in the Westpac feed.",
        ),
        _xero,
    ),
    Kind(
        "webhook_message_signatures",
        (
            "Stripe-Signature: t=⟨ts⟩,v1=⟨hex64⟩",
            "x-xero-signature: ⟨xero_sig⟩ — didn't match because API Gateway re-encoded the "
            "body. The signature checks out against the raw bytes.",
            "X-Twilio-Signature: ⟨twilio_sig⟩ on the POST to /sms/inbound from +64 21 "
            "⟨msisdn⟩ — valid, the 403 was the URL scheme.",
            "⟨date⟩T⟨time⟩Z WARN webhook signature mismatch provider=tts expected=⟨hex64⟩ "
            "got=⟨hex64b⟩ body_sha256=⟨hex64c⟩",
            "Our own uplink forwarder signs each body: X-TG-Signature: sha256=⟨hex64⟩ — matches "
            "what the Lambda computed for request ⟨u⟩.",
        ),
        _sigs,
    ),
    Kind(
        "twilio_sids",
        (
            "SMS ⟨sm⟩ to the ⟨site⟩ manager failed with 30007 (carrier filtering); messaging "
            "service ⟨mg⟩.",
            'twilio api:core:messages:list --limit 1 -o json → [{"sid": "⟨sm⟩", '
            '"account_sid": "⟨ac⟩", "messaging_service_sid": "⟨mg⟩", "status": "delivered"}]',
            "Voice alert call ⟨ca⟩ for the silo-level alarm went out from number ⟨pn⟩.",
            "| Resource | SID |\n|---|---|\n| Account (prod) | `⟨ac⟩` |\n"
            "| API key tg-alerts-prod | `⟨sk⟩` |\n| Verify service | `⟨va⟩` |",
            "Twilio Verify: service ⟨va⟩, verification ⟨ve⟩ approved for ⟨who⟩'s phone.",
        ),
        _twilio,
    ),
    Kind(
        "masked_card_and_key_values",
        (
            "Card on file for ⟨site⟩ station: Visa •••• ⟨last4⟩, exp ⟨mm⟩/40, Stripe card "
            "fingerprint ⟨fp⟩.",
            "Stripe dashboard shows the live key as ⟨skmask⟩ (last rolled ⟨date⟩) — not "
            "pasting the full thing here.",
            "Windcave receipt: CardNumber ⟨bin6⟩......⟨last4⟩, CardHolderName ⟨name⟩, "
            "AuthCode ⟨auth6⟩, DpsTxnRef ⟨dps⟩",
            "PAN in the log line was masked properly: pan=⟨bin6⟩******⟨last4⟩ bin=⟨bin6⟩ "
            "brand=mastercard",
            "Pin secret key in the Lambda console shows as ⟨pinmask⟩ (masked) — rotated ⟨date⟩.",
            "Twilio auth token shows as ⟨twmask⟩ in Console — that's all you get, fair enough.",
        ),
        _masked,
    ),
    Kind(
        "business_numbers_and_references",
        (
            "Tallowgum Ag Pty Ltd ABN ⟨abn⟩, NZ entity NZBN ⟨nzbn⟩, IRD/GST number ⟨gst⟩.",
            "Refunds go out of BSB ⟨bsb⟩ acct ⟨acctno⟩ (Westpac Toowoomba); NZ side is "
            "⟨nzacct⟩ (ANZ Hamilton).",
            "⟨po⟩ from Goondiwindi Pastoral for 240 collars, invoice INV-⟨inum⟩, payment ref "
            "TG⟨ref⟩.",
            "Remittance: EFT ⟨eft⟩ $⟨amt⟩ AUD, ref INV-⟨inum⟩/INV-⟨inum2⟩, lodged ⟨date⟩.",
            "NLIS tags on the ⟨site⟩ test mob: ⟨nlis1⟩, ⟨nlis2⟩ (RFID ⟨rfid⟩).",
        ),
        _numbers,
    ),
)
