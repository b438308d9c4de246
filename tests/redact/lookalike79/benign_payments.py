"""Benign payment look-alikes: Stripe Billing and Connect ids, public keys and signatures.

None of these grants access: object ids name one object, a publishable key and a Connect
client id are public by design, and a ``Stripe-Signature`` header signs one delivery.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike79.gen import (
    ALNUM,
    Kind,
    clerk_id,
    day,
    hexs,
    num,
    pick,
    stripe_acct,
    stripe_id,
    stripe_pk,
    stripe_short,
    stripe_tag,
    ts_2037,
    uuid4,
)

_CREATORS = ("Ana Ruiz", "Ben Okafor", "Claire Dube", "Dev Patel", "Eun-ji Park", "Femi Adeyemi")


def _objects(r: Random) -> dict[str, str]:
    t = stripe_tag(r)
    return {
        "pi": stripe_id(r, "pi", t, "3"),
        "ch": stripe_id(r, "ch", t, "3"),
        "cus": stripe_short(r, "cus"),
        "cus2": stripe_short(r, "cus"),
        "sub": stripe_id(r, "sub", t),
        "sub2": stripe_id(r, "sub", t),
        "in": stripe_id(r, "in", t),
        "in2": stripe_id(r, "in", t),
        "cs": "cs_live_a1" + pick(r, ALNUM, 56),
        "evt": stripe_id(r, "evt", t),
        "prod": stripe_short(r, "prod"),
        "price": stripe_id(r, "price", t),
        "price2": stripe_id(r, "price", t),
        "price3": stripe_id(r, "price", t),
        "seti": stripe_id(r, "seti", t),
        "pm": stripe_id(r, "pm", t),
        "txn": stripe_id(r, "txn", t, "3"),
        "amt": f"{r.randint(9, 480)}.{r.randint(0, 99):02d}",
    }


def _public(r: Random) -> dict[str, str]:
    return {
        "pk": stripe_pk(r),
        "pkt": stripe_pk(r, "test"),
        "acct": stripe_acct(r),
        "acct2": stripe_acct(r),
        "ca": "ca_" + pick(r, ALNUM, 32),
        "state": hexs(r, 32),
        "name": r.choice(_CREATORS),
        "name2": r.choice(_CREATORS),
    }


def _sig(r: Random) -> dict[str, str]:
    t = stripe_tag(r)
    return {
        "ts": ts_2037(r),
        "v1": hexs(r, 64),
        "v0": hexs(r, 64),
        "evt": stripe_id(r, "evt", t),
        "age": str(r.randint(301, 900)),
        "we": "we_1" + pick(r, ALNUM, 23),
    }


def _requests(r: Random) -> dict[str, str]:
    t = stripe_tag(r)
    return {
        "req": "req_" + pick(r, ALNUM, 14),
        "idem": uuid4(r),
        "acct": stripe_acct(r),
        "pi": stripe_id(r, "pi", t, "3"),
        "uid": clerk_id(r, "user"),
        "price": stripe_id(r, "price", t),
        "dd": day(r),
        "hh": f"{r.randint(0, 23):02d}",
        "mm": f"{r.randint(0, 59):02d}",
    }


def _fixtures(r: Random) -> dict[str, str]:
    t = stripe_tag(r)
    return {
        "uid": clerk_id(r, "user"),
        "yy": str(r.randint(38, 45)),
        "clock": stripe_id(r, "clock", t),
        "sub": stripe_id(r, "sub", t),
        "cus": stripe_short(r, "cus"),
        "cus2": stripe_short(r, "cus"),
        "price": stripe_id(r, "price", t),
        "date": f"2037-{r.randint(2, 6):02d}-{day(r)}",
        "email": f"{pick(r, 'abcdefghijklmnop', 6)}+stripe-{num(r, 3)}@quillmark.dev",
        "n": str(r.randint(12, 250)),
    }


def _connect(r: Random) -> dict[str, str]:
    t = stripe_tag(r)
    cents = r.randint(1500, 250000)
    return {
        "po": stripe_id(r, "po", t),
        "tr": stripe_id(r, "tr", t),
        "tr2": stripe_id(r, "tr", t),
        "acct": stripe_acct(r),
        "acct2": stripe_acct(r),
        "amt": f"{cents // 100:,}.{cents % 100:02d}",
        "cents": str(cents),
        "n": num(r, 6),
        "fee": stripe_id(r, "fee", t),
        "ch": stripe_id(r, "ch", t, "3"),
        "txn": stripe_id(r, "txn", t, "3"),
        "py": stripe_id(r, "py", t, "3"),
        "ba": stripe_id(r, "ba", t),
        "last4": num(r, 4),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "stripe_object_ids",
        (
            "Refunded ⟨pi⟩ (charge ⟨ch⟩, $⟨amt⟩) for customer ⟨cus⟩ — duplicate charge from the "
            "retry bug",
            "stripe subscriptions retrieve ⟨sub⟩ --expand latest_invoice.payment_intent",
            "| invoice | subscription | customer | status |\n|---|---|---|---|\n"
            "| ⟨in⟩ | ⟨sub⟩ | ⟨cus⟩ | open |\n| ⟨in2⟩ | ⟨sub2⟩ | ⟨cus2⟩ | paid |",
            "checkout session ⟨cs⟩ completed, but the webhook (⟨evt⟩) arrived before the "
            "row existed",
            "Pro plan: product ⟨prod⟩, prices ⟨price⟩ (monthly) and ⟨price2⟩ (yearly). "
            "Team seats use ⟨price3⟩.",
            '{"id": "⟨evt⟩", "type": "invoice.payment_failed", "data": {"object": {"id": '
            '"⟨in⟩", "customer": "⟨cus⟩", "subscription": "⟨sub⟩"}}}',
            "SetupIntent ⟨seti⟩ attached payment method ⟨pm⟩ to ⟨cus⟩; balance txn ⟨txn⟩",
        ),
        _objects,
    ),
    Kind(
        "stripe_publishable_keys_and_connect_ids",
        (
            "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
            "Connect: creator ⟨name⟩ onboarded as ⟨acct⟩ (Express); platform client id ⟨ca⟩",
            "const stripe = await loadStripe('⟨pk⟩', { stripeAccount: '⟨acct⟩' })",
            "Connect OAuth link: https://connect.stripe.com/oauth/authorize?response_type=code"
            "&client_id=⟨ca⟩&scope=read_write&state=⟨state⟩",
            "| creator | account | payouts |\n|---|---|---|\n| ⟨name⟩ | ⟨acct⟩ | enabled |\n"
            "| ⟨name2⟩ | ⟨acct2⟩ | restricted |",
            "The publishable key is public — it ships in the checkout bundle: ⟨pk⟩ (live), "
            "⟨pkt⟩ (test). Not a secret, don't rotate it.",
            "stripe accounts retrieve ⟨acct⟩ | jq .requirements.currently_due",
        ),
        _public,
    ),
    Kind(
        "stripe_signature_headers",
        (
            "Stripe-Signature: t=⟨ts⟩,v1=⟨v1⟩,v0=⟨v0⟩",
            "[webhook] signature mismatch for ⟨evt⟩: header t=⟨ts⟩,v1=⟨v1⟩ — the body had been "
            "re-serialized by the JSON middleware",
            "stripe trigger invoice.paid → [200] POST http://localhost:3000/api/stripe/webhook "
            "[⟨evt⟩] stripe-signature t=⟨ts⟩,v1=⟨v1⟩",
            "const header = stripe.webhooks.generateTestHeaderString({\n  payload,\n"
            "  secret: process.env.STRIPE_WEBHOOK_SECRET!,\n})\n// → t=⟨ts⟩,v1=⟨v1⟩",
            '{"level":"warn","msg":"stripe webhook rejected","evt":"⟨evt⟩","endpoint":"⟨we⟩",'
            '"sig":"t=⟨ts⟩,v1=⟨v1⟩","age_s":⟨age⟩}',
            "Tolerance is 300s; the failing delivery had t=⟨ts⟩ and signature v1=⟨v1⟩, "
            "worker clock was ⟨age⟩s off. Fixed NTP on the crawler box.",
        ),
        _sig,
    ),
    Kind(
        "stripe_request_ids_and_idempotency_keys",
        (
            "Request ⟨req⟩ failed: idempotency key ⟨idem⟩ was reused with different params",
            "stripe logs tail → POST /v1/subscriptions [200] ⟨req⟩ (Idempotency-Key: ⟨idem⟩)",
            "Stripe support ticket: request id ⟨req⟩, account ⟨acct⟩, 2037-01-⟨dd⟩ ⟨hh⟩:⟨mm⟩ UTC",
            'curl https://api.stripe.com/v1/refunds -u "$STRIPE_SECRET_KEY:" '
            '-H "Idempotency-Key: ⟨idem⟩" -d payment_intent=⟨pi⟩',
            "Idempotency keys are `sub-create:${userId}:${priceId}`, e.g. sub-create:⟨uid⟩:⟨price⟩",
            "Request-Id: ⟨req⟩\nStripe-Version: 2036-11-20.quince\nStripe-Should-Retry: true\n"
            "Idempotent-Replayed: false",
        ),
        _requests,
    ),
    Kind(
        "stripe_test_mode_fixtures",
        (
            "stripe trigger checkout.session.completed "
            "--add checkout_session:metadata.user_id=⟨uid⟩",
            "Test cards: 4242 4242 4242 4242 (ok), 4000 0000 0000 9995 (insufficient funds), "
            "4000 0027 6000 3184 (3DS). Any CVC, exp 12/⟨yy⟩.",
            "test clock ⟨clock⟩ advanced to ⟨date⟩ → ⟨sub⟩ went past_due as expected",
            "await stripe.paymentMethods.attach('pm_card_visa', { customer: '⟨cus⟩' }) "
            "// test-mode fixture",
            'fixtures/stripe.json: {"_meta":{"template_version":0},"fixtures":[{"name":"cust",'
            '"path":"/v1/customers","method":"post","params":{"email":"⟨email⟩",'
            '"metadata":{"qm_user":"⟨uid⟩"}}}]}',
            "Sandbox seed made ⟨n⟩ customers (e.g. ⟨cus⟩, ⟨cus2⟩) on test-mode price ⟨price⟩",
        ),
        _fixtures,
    ),
    Kind(
        "connect_transfers_and_payouts",
        (
            "Payout ⟨po⟩ to ⟨acct⟩ for $⟨amt⟩ (transfer ⟨tr⟩, group ORDER_⟨n⟩)",
            "| transfer | destination | amount |\n|---|---|---|\n| ⟨tr⟩ | ⟨acct⟩ | $⟨amt⟩ |\n"
            "| ⟨tr2⟩ | ⟨acct2⟩ | reversed |",
            "application fee ⟨fee⟩ on charge ⟨ch⟩ — 12% rev share for creator ⟨acct⟩",
            "balance_transaction ⟨txn⟩ has source ⟨py⟩ (destination payment on the connected "
            "account side)",
            "payout.failed for ⟨acct⟩: bank account ⟨ba⟩ (••••⟨last4⟩) closed; payout ⟨po⟩ "
            "returned",
            '{"object":"transfer","id":"⟨tr⟩","amount":⟨cents⟩,"destination":"⟨acct⟩",'
            '"transfer_group":"ORDER_⟨n⟩","reversed":false}',
        ),
        _connect,
    ),
)
