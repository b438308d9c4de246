"""Benign look-alikes from the payment and messaging vendors: object ids, publishable keys,
per-message webhook signatures, idempotency keys, references and masked bank details."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike82.gen import (
    ALNUM,
    B64URL,
    CLINICS,
    PEOPLE,
    Kind,
    b64,
    day,
    hexs,
    num,
    pick,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"
_GC_ALPHA = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def _gc(prefix: str, r: Random) -> str:
    return prefix + pick(r, _GC_ALPHA, 12)


def _amount(r: Random) -> str:
    return f"{r.choice(('£', '€'))}{r.randint(35, 180)}.{r.choice(('00', '50', '95'))}"


def _stripe_ids(r: Random) -> dict[str, str]:
    return {
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "sub": "sub_1" + pick(r, ALNUM, 23),
        "inv": "in_1" + pick(r, ALNUM, 23),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "re": "re_3" + pick(r, ALNUM, 23),
        "price": "price_1" + pick(r, ALNUM, 23),
        "seti": "seti_1" + pick(r, ALNUM, 23),
        "pm": "pm_1" + pick(r, ALNUM, 23),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "we": "we_1" + pick(r, ALNUM, 23),
        "amt": _amount(r),
        "day": day(r),
        "who": r.choice(PEOPLE),
    }


def _publishable(r: Random) -> dict[str, str]:
    return {
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "pkt": _PK_TEST + "51" + pick(r, ALNUM, 97),
        "dd": "pub" + hexs(r, 32),
        "ddapp": uuid4(r),
        "a0": pick(r, ALNUM, 32),
        "gmaps": pick(r, B64URL, 24),
        "env": r.choice(("prod", "stg")),
    }


def _signatures(r: Random) -> dict[str, str]:
    return {
        "ts": "21" + num(r, 8),
        "v1": hexs(r, 64),
        "v1b": hexs(r, 64),
        "gc": hexs(r, 64),
        "tw": b64(r, 20),
        "sg": base64.b64encode(
            b"0E\x02!\x00" + r.randbytes(32) + b"\x02 " + r.randbytes(32)
        ).decode(),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "ev": _gc("EV", r),
        "sm": "SM" + hexs(r, 32),
        "day": day(r),
    }


def _gc_ids(r: Random) -> dict[str, str]:
    return {
        "pm": _gc("PM", r),
        "md": _gc("MD", r),
        "cu": _gc("CU", r),
        "ba": _gc("BA", r),
        "ev": _gc("EV", r),
        "po": _gc("PO", r),
        "sb": _gc("SB", r),
        "ref": "FERNBANK-" + pick(r, _GC_ALPHA, 6),
        "amt": _amount(r),
        "day": day(r),
        "clinic": r.choice(CLINICS),
    }


def _msg_ids(r: Random) -> dict[str, str]:
    return {
        "sm": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "ca": "CA" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "sgid": pick(r, B64URL, 22),
        "sgev": pick(r, B64URL, 22),
        "filter": f"filterdrecv-{hexs(r, 10)}-{pick(r, 'abcdefghijklmnopqrstuvwxyz', 5)}-1-"
        f"{hexs(r, 8).upper()}-{num(r, 2)}-0",
        "tmpl": "d-" + hexs(r, 32),
        "day": day(r),
        "clinic": r.choice(CLINICS),
    }


def _recon(r: Random) -> dict[str, str]:
    out: dict[str, str] = {"day": day(r), "who": r.choice(PEOPLE)}
    for i in range(1, 4):
        out[f"pi{i}"] = "pi_3" + pick(r, ALNUM, 23)
        out[f"txn{i}"] = "txn_3" + pick(r, ALNUM, 23)
        out[f"pm{i}"] = _gc("PM", r)
        out[f"a{i}"] = _amount(r)
    out["po"] = "po_1" + pick(r, ALNUM, 23)
    out["gpo"] = _gc("PO", r)
    return out


def _refs(r: Random) -> dict[str, str]:
    return {
        "inv": f"FB-INV-{r.randint(2036, 2037)}-{num(r, 6)}",
        "mref": "FERNBANK-" + pick(r, _GC_ALPHA, 6),
        "last4": num(r, 4),
        "sort": f"{r.randint(10, 99)}-{r.randint(10, 99)}-**",
        "iban4": num(r, 4),
        "bic": r.choice(("AIBKIE2D", "BOFIIE2D", "NWBKGB2L", "BARCGB22", "LOYDGB2L")),
        "card": r.choice(("visa", "mastercard", "amex")),
        "fp": pick(r, ALNUM, 16),
        "amt": _amount(r),
        "day": day(r),
        "clinic": r.choice(CLINICS),
    }


def _idem(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "req": "req_" + pick(r, ALNUM, 14),
        "gcreq": hexs(r, 32),
        "hash": hexs(r, 64),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "day": day(r),
        "bk": "bkg_" + pick(r, ALNUM, 20),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "stripe_object_ids",
        (
            "Refund ⟨re⟩ for ⟨pi⟩ (charge ⟨ch⟩, customer ⟨cus⟩) — ⟨amt⟩, patient cancelled "
            "inside 24h so full refund per policy",
            "| sub | latest invoice | price |\n|---|---|---|\n| ⟨sub⟩ | ⟨inv⟩ | ⟨price⟩ |",
            "stripe events resend ⟨evt⟩ --webhook-endpoint ⟨we⟩",
            "SetupIntent ⟨seti⟩ succeeded, pm ⟨pm⟩ attached to ⟨cus⟩ on connected acct ⟨acct⟩",
            '{"id": "⟨evt⟩", "type": "invoice.paid", "data": {"object": {"id": "⟨inv⟩", '
            '"subscription": "⟨sub⟩", "customer": "⟨cus⟩"}}}',
            "⟨who⟩ asked why ⟨pi⟩ shows twice in the dashboard — second one is the 3DS retry "
            "(⟨day⟩)",
        ),
        _stripe_ids,
    ),
    Kind(
        "publishable_client_keys",
        (
            "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
            "Publishable key (safe in the browser bundle, it's public): ⟨pkt⟩",
            "datadogRum.init({ applicationId: '⟨ddapp⟩', clientToken: '⟨dd⟩', site: "
            "'datadoghq.eu', service: 'fernbank-portal', env: '⟨env⟩' })",
            "Auth0 SPA client id for the patient portal is ⟨a0⟩ — public, it's in every "
            "/authorize redirect",
            "portal/.env.production:\nVITE_STRIPE_PK=⟨pk⟩\nVITE_DD_CLIENT_TOKEN=⟨dd⟩\n"
            "VITE_AUTH0_CLIENT_ID=⟨a0⟩",
            "Stripe Elements loads with loadStripe('⟨pkt⟩') in the test harness",
        ),
        _publishable,
    ),
    Kind(
        "webhook_message_signatures",
        (
            "Stripe-Signature: t=⟨ts⟩,v1=⟨v1⟩,v0=⟨v1b⟩",
            "GoCardless retried ⟨ev⟩ with Webhook-Signature: ⟨gc⟩ — we 498'd it because the "
            "body had been re-serialised",
            "X-Twilio-Signature: ⟨tw⟩  (for the status callback of ⟨sm⟩)",
            "SendGrid event webhook headers:\nX-Twilio-Email-Event-Webhook-Signature: ⟨sg⟩\n"
            "X-Twilio-Email-Event-Webhook-Timestamp: ⟨ts⟩",
            "signature mismatch on ⟨evt⟩: expected v1=⟨v1⟩ got v1=⟨v1b⟩ (clock skew? no, "
            "raw body was gzip'd)",
            "HMAC-SHA256 of the sample payload in the GC docs = ⟨gc⟩, matches our test vector",
        ),
        _signatures,
    ),
    Kind(
        "gocardless_ids",
        (
            "Payment ⟨pm⟩ on mandate ⟨md⟩ failed (refer_to_payer), customer ⟨cu⟩, ⟨amt⟩",
            "GC payout ⟨po⟩ landed ⟨day⟩; ⟨pm⟩ was in it",
            "mandate ⟨md⟩ ref ⟨ref⟩ bank account ⟨ba⟩ — patient at ⟨clinic⟩ switched banks",
            "curl https://api.gocardless.com/events?resource_type=payments&payment=⟨pm⟩ "
            '-H "Authorization: Bearer $GOCARDLESS_ACCESS_TOKEN"',
            '{"events":[{"id":"⟨ev⟩","action":"confirmed","links":{"payment":"⟨pm⟩"}}]}',
            "subscription ⟨sb⟩ (monthly physio plan) paused while customer ⟨cu⟩ is on leave",
        ),
        _gc_ids,
    ),
    Kind(
        "twilio_sendgrid_ids",
        (
            "SMS ⟨sm⟩ via messaging service ⟨mg⟩ stuck in 'queued' for ⟨clinic⟩ reminders",
            "Twilio account SID ⟨ac⟩ (the sub-account for Cork), number ⟨pn⟩",
            "call ⟨ca⟩ dropped after 3s; Verify service ⟨va⟩ rate-limited",
            "X-Message-Id: ⟨sgid⟩  smtp-id <⟨sgid⟩.⟨filter⟩@ismtpd0042p1lon1.sendgrid.net>",
            '{"sg_event_id":"⟨sgev⟩","sg_message_id":"⟨sgid⟩.⟨filter⟩","event":"bounce"}',
            "dynamic template ⟨tmpl⟩ = 'appointment-confirmed-ie' (Irish clinics, € prices)",
        ),
        _msg_ids,
    ),
    Kind(
        "payment_reconciliation_table",
        (
            "Recon for ⟨day⟩ (⟨who⟩ checking):\n\n| Stripe PI | balance txn | amount |\n"
            "|---|---|---|\n| ⟨pi1⟩ | ⟨txn1⟩ | ⟨a1⟩ |\n| ⟨pi2⟩ | ⟨txn2⟩ | ⟨a2⟩ |\n"
            "| ⟨pi3⟩ | ⟨txn3⟩ | ⟨a3⟩ |\n\npayout ⟨po⟩",
            "GC vs ledger ⟨day⟩:\n- ⟨pm1⟩ ⟨a1⟩ ok\n- ⟨pm2⟩ ⟨a2⟩ ok\n- ⟨pm3⟩ ⟨a3⟩ MISSING "
            "from ledger\n- payout ⟨gpo⟩",
            "```csv\nprovider,id,amount\nstripe,⟨pi1⟩,⟨a1⟩\nstripe,⟨pi2⟩,⟨a2⟩\n"
            "gocardless,⟨pm1⟩,⟨a3⟩\n```",
            "SELECT * FROM payments WHERE provider_ref IN ('⟨pi1⟩', '⟨pm2⟩', '⟨txn3⟩');",
        ),
        _recon,
    ),
    Kind(
        "invoice_refs_and_masked_bank",
        (
            "Invoice ⟨inv⟩ (⟨amt⟩) paid by ⟨card⟩ ending ⟨last4⟩, card fingerprint ⟨fp⟩",
            "DD mandate ⟨mref⟩ — sort code ⟨sort⟩, acc ****⟨last4⟩",
            "IE clinic bank: IBAN IE** **** **** **** **⟨iban4⟩, BIC ⟨bic⟩",
            "Patient at ⟨clinic⟩ disputes ⟨inv⟩; card •••• ⟨last4⟩, ⟨day⟩",
            "| invoice | method | last4 |\n|---|---|---|\n| ⟨inv⟩ | ⟨card⟩ | ⟨last4⟩ |",
        ),
        _refs,
    ),
    Kind(
        "idempotency_and_request_keys",
        (
            "Idempotency-Key: ⟨u⟩  (stripe request ⟨req⟩ replayed the cached response)",
            "GoCardless Idempotency-Key ⟨u2⟩ conflicted → 409 idempotent_creation_conflict, "
            "request id ⟨gcreq⟩",
            "We derive the idempotency key as sha256(booking_id + attempt) = ⟨hash⟩ for ⟨bk⟩",
            "stripe logs show ⟨req⟩ for ⟨pi⟩ with idempotency key ⟨u⟩ on ⟨day⟩",
            'headers = {"Idempotency-Key": "⟨u⟩", "Stripe-Version": "2037-04-30.basil"}',
        ),
        _idem,
    ),
)
