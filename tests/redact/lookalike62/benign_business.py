"""Benign look-alikes from the insurance and payments side: policy and claim numbers,
business numbers, and the public identifiers of Windcave, Stripe, Xero and Twilio."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike62.gen import (
    ALNUM,
    Kind,
    abn,
    abn_spaced,
    b64,
    digits,
    epoch,
    hexs,
    num,
    nzbn,
    pick,
    uhexs,
    uuid4,
)

_STATES = ("QLD", "NSW", "VIC", "SA", "WA", "NT", "TAS")
_NZ = ("CAN", "OTA", "WKO", "HKB", "MWT", "STL", "NTL")
_LINES = ("FRM", "CRP", "LVS", "MCH", "HAIL", "PRP")
_FARMS = ("Brigalow Downs", "Te Awa Station", "Mount Hutt Holdings", "Kōwhai Flats")
_FARMS += ("Darling Downs Grain Co", "Waimakariri Dairy Ltd", "Hinemoa Orchard", "Roma Cattle")


def _policy(r: Random) -> dict[str, str]:
    return {
        "au": f"KBR-{r.choice(_STATES)}-{r.choice(_LINES)}-{num(r, 7)}",
        "nz": f"POL-NZ-{r.choice(_NZ)}-2033-{digits(r, 6)}",
        "farm": r.choice(_FARMS),
        "ver": str(r.randint(2, 9)),
        "quote": f"Q{digits(r, 2)}{pick(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}{digits(r, 6)}",
        "uuid": uuid4(r),
        "prem": f"{r.randint(1, 38)},{digits(r, 3)}.{digits(r, 2)}",
    }


def _claim(r: Random) -> dict[str, str]:
    return {
        "clm": f"CLM-33-{r.randint(1, 8):02d}-{digits(r, 7)}",
        "clm2": f"CLM-33-08-{digits(r, 7)}",
        "evt": f"EVT-{r.choice(('HAIL', 'FLOOD', 'FIRE', 'FROST', 'WIND'))}-2033"
        f"{r.randint(1, 8):02d}{r.randint(10, 28)}-{r.choice(('SEQ', 'DDS', 'CAN', 'NTH'))}",
        "cat": f"CAT{digits(r, 2)}-{r.choice((*_STATES, 'NZ'))}",
        "asr": f"ASR-{num(r, 5)}",
        "amt": f"{r.randint(2, 480)},{digits(r, 3)}",
        "farm": r.choice(_FARMS),
    }


def _bizno(r: Random) -> dict[str, str]:
    a = abn(r)
    return {
        "abn": a,
        "abns": abn_spaced(a),
        "nzbn": nzbn(r),
        "acn": f"{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}",
        "gst": f"{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}",
        "farm": r.choice(_FARMS),
    }


def _windcave(r: Random) -> dict[str, str]:
    return {
        "dps": "0000000" + hexs(r, 9),
        "sess": "0000" + hexs(r, 28),
        "auth": digits(r, 6),
        "card": r.choice(("411111", "512345", "455701", "376000")) + "........" + digits(r, 2),
        "ref": f"POL-NZ-{r.choice(_NZ)}-2033-{digits(r, 6)}",
        "amt": f"{r.randint(120, 4800)}.{r.choice(('00', '50', '95'))}",
        "batch": num(r, 8),
    }


def _stripe(r: Random) -> dict[str, str]:
    return {
        "pk": "pk" + "_live_51" + pick(r, ALNUM, 97),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "evt": "evt_3" + pick(r, ALNUM, 23),
        "price": "price_1" + pick(r, ALNUM, 23),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "po": "po_1" + pick(r, ALNUM, 23),
        "idem": uuid4(r),
        "ts": str(epoch(r)),
        "v1": hexs(r, 64),
        "req": "req_" + pick(r, ALNUM, 14),
    }


def _xero(r: Random) -> dict[str, str]:
    return {
        "inv": uuid4(r),
        "invno": f"INV-{digits(r, 6)}",
        "contact": uuid4(r),
        "tenant": uuid4(r),
        "cid": uhexs(r, 32),
        "corr": uuid4(r),
        "pay": uuid4(r),
        "amt": f"{r.randint(100, 9000)}.{digits(r, 2)}",
        "farm": r.choice(_FARMS),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "AC" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "ca": "CA" + hexs(r, 32),
        "to": "+614" + digits(r, 8),
        "from": "+6422" + digits(r, 7),
        "sig": b64(r, 20),
        "err": r.choice(("30003", "30005", "30007", "21610", "21408")),
    }


BUSINESS: tuple[Kind, ...] = (
    Kind(
        "policy_numbers",
        (
            "Policy ⟨au⟩ (⟨farm⟩) renewed at version ⟨ver⟩, premium $⟨prem⟩ inc GST.",
            "| policy | insured | version |\n|---|---|---|\n| ⟨au⟩ | ⟨farm⟩ | v⟨ver⟩ |\n"
            "| ⟨nz⟩ | ⟨farm⟩ (NZ) | v1 |",
            "GET /v2/policies/⟨nz⟩/endorsements → 404 because the NZ book still uses the "
            "legacy id ⟨uuid⟩",
            "Quote ⟨quote⟩ became policy ⟨au⟩; the broker portal shows the quote id, not the "
            "policy number.",
            "Kaupapahere ⟨nz⟩ — kua whakahoutia mō te tau 2033/34 (⟨farm⟩).",
            '{"policyNumber": "⟨au⟩", "quoteRef": "⟨quote⟩", "insured": "⟨farm⟩", '
            '"version": ⟨ver⟩}',
        ),
        _policy,
        secrets=(),
    ),
    Kind(
        "claim_numbers_and_events",
        (
            "⟨clm⟩ and ⟨clm2⟩ both belong to event ⟨evt⟩ (⟨cat⟩); assessor ⟨asr⟩ has them.",
            "Claim ⟨clm⟩ — ⟨farm⟩, est. loss $⟨amt⟩, linked to ⟨evt⟩",
            "SELECT claim_id, event_code FROM claims.fct_claims WHERE event_code = '⟨evt⟩' "
            "AND claim_id <> '⟨clm⟩';",
            "He kerēme hou: ⟨clm⟩ (⟨farm⟩), nā te ⟨evt⟩.",
            "claim_id,event,cat_code,assessor\n⟨clm⟩,⟨evt⟩,⟨cat⟩,⟨asr⟩\n⟨clm2⟩,⟨evt⟩,⟨cat⟩,⟨asr⟩",
        ),
        _claim,
        secrets=(),
    ),
    Kind(
        "abn_nzbn_business_numbers",
        (
            "⟨farm⟩ — ABN ⟨abns⟩ (checked on ABN Lookup, GST registered).",
            "Xero contact TaxNumber for ⟨farm⟩ is ⟨abn⟩; the NZ entity is NZBN ⟨nzbn⟩.",
            '{"legalName": "⟨farm⟩ Pty Ltd", "abn": "⟨abn⟩", "acn": "⟨acn⟩"}',
            "NZBN ⟨nzbn⟩ / GST ⟨gst⟩ — Waimakariri broker's details for the invoice footer",
            "| entity | ABN | NZBN |\n|---|---|---|\n| ⟨farm⟩ | ⟨abns⟩ | ⟨nzbn⟩ |",
        ),
        _bizno,
        secrets=(),
    ),
    Kind(
        "windcave_transaction_refs",
        (
            "Windcave DpsTxnRef ⟨dps⟩ for ⟨ref⟩ came back ReCo 00, AuthCode ⟨auth⟩.",
            '{"id": "⟨dps⟩", "authorised": true, "reCo": "00", "responseText": "APPROVED", '
            '"authCode": "⟨auth⟩", "amount": "⟨amt⟩", "currency": "NZD", '
            '"merchantReference": "⟨ref⟩", "card": {"cardNumber": "⟨card⟩"}}',
            "Session ⟨sess⟩ expired before the farmer finished HPP; retried as a new session.",
            "<Txn>\n  <Authorized>1</Authorized>\n  <DpsTxnRef>⟨dps⟩</DpsTxnRef>\n"
            "  <AuthCode>⟨auth⟩</AuthCode>\n  <CardNumber>⟨card⟩</CardNumber>\n"
            "  <MerchantReference>⟨ref⟩</MerchantReference>\n</Txn>",
            "Settlement batch ⟨batch⟩ included DpsTxnRef ⟨dps⟩ (card ⟨card⟩).",
        ),
        _windcave,
        secrets=(),
    ),
    Kind(
        "stripe_ids_and_publishable_keys",
        (
            "Payment ⟨pi⟩ → charge ⟨ch⟩ for customer ⟨cus⟩ (connected account ⟨acct⟩).",
            "STRIPE_PUBLISHABLE_KEY=⟨pk⟩  # public, ships in the broker portal bundle",
            "Stripe-Signature: t=⟨ts⟩,v1=⟨v1⟩ on ⟨evt⟩ — verification failed because the raw "
            "body was re-serialised",
            "Idempotency-Key: ⟨idem⟩ for the refund of ⟨pi⟩ (request ⟨req⟩)",
            "Payout ⟨po⟩ landed; price ⟨price⟩ is the monthly hail-cover plan.",
            "const stripe = Stripe('⟨pk⟩');",
        ),
        _stripe,
        secrets=(),
    ),
    Kind(
        "xero_invoice_and_tenant_ids",
        (
            "Xero invoice ⟨invno⟩ (InvoiceID ⟨inv⟩) for ⟨farm⟩, $⟨amt⟩, status AUTHORISED.",
            "GET https://api.xero.com/api.xro/2.0/Invoices/⟨inv⟩ with xero-tenant-id: ⟨tenant⟩",
            '{"InvoiceID": "⟨inv⟩", "InvoiceNumber": "⟨invno⟩", "Contact": {"ContactID": '
            '"⟨contact⟩"}, "Status": "PAID", "Payments": [{"PaymentID": "⟨pay⟩"}]}',
            "Xero app client id ⟨cid⟩ (not secret — the secret lives in Secrets Manager).",
            "Xero-Correlation-Id ⟨corr⟩ for the 429 on ⟨invno⟩; tenant ⟨tenant⟩",
        ),
        _xero,
        secrets=(),
    ),
    Kind(
        "twilio_sids_and_signatures",
        (
            "Message ⟨sm⟩ to ⟨to⟩ failed with ⟨err⟩ (messaging service ⟨mg⟩).",
            "Twilio account SID ⟨ac⟩ is the Brisbane sub-account; numbers: ⟨pn⟩ (⟨from⟩).",
            "X-Twilio-Signature: ⟨sig⟩ didn't validate — the ALB rewrote the host header.",
            '{"sid": "⟨sm⟩", "account_sid": "⟨ac⟩", "messaging_service_sid": "⟨mg⟩", '
            '"status": "undelivered", "error_code": ⟨err⟩, "to": "⟨to⟩"}',
            "Call ⟨ca⟩ from ⟨from⟩ dropped after the IVR menu; see /Accounts/⟨ac⟩/Calls/⟨ca⟩",
        ),
        _twilio,
        secrets=(),
    ),
)
