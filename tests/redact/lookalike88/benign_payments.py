"""Benign look-alikes from the payments and KYC vendors: ids, one-message signatures, public
keys. None of these grants access; they must come out of the scrubber unchanged."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike88.gen import (
    ALNUM,
    B58,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    b64url_raw,
    day,
    hexs,
    iso,
    jwt,
    name,
    num,
    pick,
    ticket,
    ts,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"


def _sid(r: Random, prefix: str, lead: str = "1") -> str:
    """A Stripe object id: prefix, a version digit, 23 base62 characters."""
    return f"{prefix}_{lead}{pick(r, ALNUM, 23)}"


def _plaid_ids(r: Random) -> dict[str, str]:
    return {
        "item": pick(r, B58, 37),
        "acct": pick(r, B58, 37),
        "req": pick(r, ALNUM, 15),
        "link": f"link-production-{uuid4(r)}",
        "lsid": uuid4(r),
        "loan": uuid4(r),
        "n": str(r.randint(1, 480)),
        "ts": iso(r),
        "tk": ticket(r),
    }


def _plaid_verify(r: Random) -> dict[str, str]:
    kid = uuid4(r)
    t = ts(r)
    body_hash = hexs(r, 64)
    token = jwt(
        {"alg": "ES256", "kid": kid, "typ": "JWT"},
        {"iat": t, "request_body_sha256": body_hash},
        r.randbytes(64),
    )
    return {
        "jwt": token,
        "kid": kid,
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "t": str(t - r.randint(86400, 8640000)),
        "h": body_hash,
        "h2": hexs(r, 64),
        "req": pick(r, ALNUM, 15),
    }


def _stripe_ids(r: Random) -> dict[str, str]:
    return {
        "pi": _sid(r, "pi", "3"),
        "ch": _sid(r, "ch", "3"),
        "re": _sid(r, "re", "3"),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "evt": _sid(r, "evt", "3"),
        "inv": _sid(r, "in"),
        "sub": _sid(r, "sub"),
        "txn": _sid(r, "txn", "3"),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "po": _sid(r, "po"),
        "req": "req_" + pick(r, ALNUM, 14),
        "pm": _sid(r, "pm"),
        "loan": uuid4(r),
        "l4": num(r, 4),
    }


def _treasury(r: Random) -> dict[str, str]:
    return {
        "fa": _sid(r, "fa"),
        "obp": _sid(r, "obp"),
        "obt": _sid(r, "obt"),
        "ibt": _sid(r, "ibt"),
        "rd": _sid(r, "rd"),
        "trx": _sid(r, "trxn"),
        "ic": _sid(r, "ic"),
        "ich": _sid(r, "ich"),
        "ia": _sid(r, "iauth"),
        "aba": num(r, 9),
        "l4": num(r, 4),
        "amt": str(r.randint(10000, 9000000)),
        "case": num(r, 8),
    }


def _stripe_sig(r: Random) -> dict[str, str]:
    return {
        "t": str(ts(r)),
        "v1": hexs(r, 64),
        "v0": hexs(r, 64),
        "calc": hexs(r, 64),
        "evt": _sid(r, "evt", "3"),
        "tk": ticket(r),
    }


def _pk(r: Random) -> dict[str, str]:
    prefix = _PK_LIVE if r.random() < 0.7 else _PK_TEST
    return {
        "pk": prefix + "51" + pick(r, ALNUM, 97),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "who": name(r),
    }


def _unit_ids(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 7),
        "cust": num(r, 7),
        "pay": num(r, 7),
        "aba": num(r, 9),
        "sig": b64(r, 20),
        "idem": uuid4(r),
        "ts": iso(r),
    }


def _marqeta_ids(r: Random) -> dict[str, str]:
    return {
        "txn": uuid4(r),
        "user": uuid4(r),
        "card": uuid4(r),
        "jit": uuid4(r),
        "cp": uuid4(r),
        "mid": num(r, 15),
        "amt": f"{r.randint(1, 900)}.{r.randint(0, 99):02d}",
        "bin": num(r, 6),
        "l4": num(r, 4),
    }


def _kyc_ids(r: Random) -> dict[str, str]:
    return {
        "ev": pick(r, UPPER_ALNUM, 20),
        "en": pick(r, UPPER_ALNUM, 20),
        "grp": pick(r, UPPER_ALNUM, 20),
        "ref": uuid4(r),
        "cu": uuid4(r),
        "inq": pick(r, B58, 24),
        "tpl": pick(r, B58, 24),
        "ver": pick(r, B58, 24),
        "env": uuid4(r),
        "acc": uuid4(r),
        "loan": uuid4(r),
        "sc": f"0.{r.randint(10, 99)}",
    }


def _vendor_sigs(r: Random) -> dict[str, str]:
    return {
        "t": str(ts(r)),
        "hex": hexs(r, 64),
        "hex2": hexs(r, 64),
        "b64": b64(r, 32),
        "asia": "AS" + "IA" + pick(r, UPPER_ALNUM, 16),
        "md": f"08{day(r)}",
        "sig": hexs(r, 64),
        "ev": pick(r, UPPER_ALNUM, 20),
        "body": b64url_raw(hashlib.sha256(r.randbytes(40)).digest()),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "plaid_ids",
        (
            '{"webhook_type": "TRANSACTIONS", "webhook_code": "SYNC_UPDATES_AVAILABLE", '
            '"item_id": "⟨item⟩", "initial_update_complete": true, '
            '"historical_update_complete": false, "environment": "production"}',
            "⟨ts⟩ INFO plaid_sync item_id=⟨item⟩ account_id=⟨acct⟩ request_id=⟨req⟩ "
            "added=⟨n⟩ modified=0 removed=0",
            "Link repro for LEND-⟨tk⟩: link_token ⟨link⟩ → link_session_id ⟨lsid⟩. Plaid support "
            "asked for both; link tokens are client-side and expire after 4h.",
            "ledger=> select plaid_item_id, plaid_account_id, status from bank_links where "
            "loan_id = '⟨loan⟩';\n plaid_item_id | plaid_account_id | status\n"
            " ⟨item⟩ | ⟨acct⟩ | ITEM_LOGIN_REQUIRED",
            'Plaid returned {"error_type": "ITEM_ERROR", "error_code": "PRODUCT_NOT_READY", '
            '"request_id": "⟨req⟩"} for item ⟨item⟩ — retry in ⟨n⟩s',
        ),
        _plaid_ids,
    ),
    Kind(
        "plaid_webhook_verification",
        (
            "Plaid-Verification: ⟨jwt⟩",
            'POST /webhook_verification_key/get → {"key": {"alg": "ES256", "crv": "P-256", '
            '"kid": "⟨kid⟩", "kty": "EC", "use": "sig", "x": "⟨x⟩", "y": "⟨y⟩", '
            '"created_at": ⟨t⟩, "expired_at": null}, "request_id": "⟨req⟩"}',
            "Webhook verify failed: body sha256 ⟨h2⟩ != request_body_sha256 ⟨h⟩ in the "
            "Plaid-Verification JWT. We hashed the re-serialized JSON, not the raw bytes.",
            "$ python -c 'import jwt; print(jwt.get_unverified_header(\"⟨jwt⟩\"))'\n"
            "{'alg': 'ES256', 'kid': '⟨kid⟩', 'typ': 'JWT'}",
            "Cached Plaid JWK kid=⟨kid⟩ (public; x=⟨x⟩ y=⟨y⟩), refetch when a webhook "
            "shows an unknown kid",
        ),
        _plaid_verify,
    ),
    Kind(
        "stripe_object_ids",
        (
            "Refund stuck: ⟨pi⟩ → ⟨ch⟩ → ⟨re⟩ (status pending), customer ⟨cus⟩",
            '{"id": "⟨evt⟩", "type": "invoice.payment_failed", "data": {"object": {"id": '
            '"⟨inv⟩", "customer": "⟨cus⟩", "subscription": "⟨sub⟩", "payment_intent": "⟨pi⟩"}}}',
            "$ stripe payment_intents retrieve ⟨pi⟩ --expand latest_charge | jq -r "
            ".latest_charge.balance_transaction\n⟨txn⟩",
            "Connected account ⟨acct⟩: payout ⟨po⟩ failed (account_closed), request ⟨req⟩",
            "| loan | stripe_pm | last4 |\n|---|---|---|\n| ⟨loan⟩ | ⟨pm⟩ | ⟨l4⟩ |",
        ),
        _stripe_ids,
    ),
    Kind(
        "stripe_treasury_issuing_ids",
        (
            "Treasury FA for Ledgerly Operating: ⟨fa⟩, ABA routing ⟨aba⟩, account ending ⟨l4⟩",
            "$ stripe treasury outbound_payments list --financial-account ⟨fa⟩ --limit 1\n"
            '{"id": "⟨obp⟩", "status": "posted", "amount": ⟨amt⟩, "transaction": "⟨trx⟩"}',
            "Issuing: card ⟨ic⟩ (cardholder ⟨ich⟩) declined auth ⟨ia⟩ — spending_controls "
            "blocked MCC 6051",
            "Inbound transfer ⟨ibt⟩ returned; received debit ⟨rd⟩ posted on ⟨fa⟩",
            "Outbound transfer ⟨obt⟩ stuck in processing for 2 days, Stripe support case ⟨case⟩",
        ),
        _treasury,
    ),
    Kind(
        "stripe_signature_headers",
        (
            "Stripe-Signature: t=⟨t⟩,v1=⟨v1⟩,v0=⟨v0⟩",
            "stripe.error.SignatureVerificationError: No signatures found matching the expected "
            "signature for payload (t=⟨t⟩, v1=⟨v1⟩, computed ⟨calc⟩)",
            "webhook ⟨evt⟩ signature ok (v1=⟨v1⟩, tolerance 300s)",
            "Header timestamp t=⟨t⟩ is past 2^31, so the int32 column in webhook_audit "
            "overflowed (LEND-⟨tk⟩). The v1 signature ⟨v1⟩ itself was valid.",
        ),
        _stripe_sig,
    ),
    Kind(
        "stripe_publishable_keys",
        (
            "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
            "const stripe = await loadStripe('⟨pk⟩'); // publishable key, fine in the bundle",
            "Checked the prod bundle: the only Stripe key in main.js is the publishable one "
            "(⟨pk⟩). The secret key stays server-side. — ⟨who⟩",
            '{"stripe": {"publishableKey": "⟨pk⟩", "accountId": "⟨acct⟩"}}',
        ),
        _pk,
    ),
    Kind(
        "unit_ids_and_signatures",
        (
            '{"data": {"type": "depositAccount", "id": "⟨acct⟩", "attributes": {"name": '
            '"Ledgerly Loan Disbursement", "routingNumber": "⟨aba⟩", "status": "Open"}, '
            '"relationships": {"customer": {"data": {"type": "customer", "id": "⟨cust⟩"}}}}}',
            "X-Unit-Signature: ⟨sig⟩ (HMAC-SHA1, base64) — matches once we sign the raw body",
            "Unit ACH payment ⟨pay⟩ returned R01; customer ⟨cust⟩, account ⟨acct⟩, "
            "idempotencyKey ⟨idem⟩",
            '$ curl -s https://api.s.unit.sh/payments/⟨pay⟩ -H "Authorization: Bearer '
            '$UNIT_API_TOKEN" | jq .data.attributes.status\n"Returned"',
            "⟨ts⟩ WARN unit.webhook event=payment.returned id=⟨pay⟩ sig=⟨sig⟩ verified=true",
        ),
        _unit_ids,
    ),
    Kind(
        "marqeta_tokens_as_ids",
        (
            '{"type": "authorization", "state": "PENDING", "token": "⟨txn⟩", "user_token": '
            '"⟨user⟩", "card_token": "⟨card⟩", "amount": ⟨amt⟩, "card_acceptor": {"mid": '
            '"⟨mid⟩", "mcc": "5411"}}',
            "JIT funding decline for card_token ⟨card⟩ (user_token ⟨user⟩): "
            "jit_funding.token=⟨jit⟩ method=pgfs.authorization",
            '$ curl -s -u "$MQ_APP_TOKEN:$MQ_ADMIN_TOKEN" https://ledgerly-api.marqeta.com/v3/'
            "cards/⟨card⟩ | jq '{token, state, last_four, card_product_token}'",
            "Card product token for Ledgerly Flex: ⟨cp⟩; BIN ⟨bin⟩, test PAN ends ⟨l4⟩",
            "Marqeta calls these tokens but they are plain ids: user ⟨user⟩, card ⟨card⟩, "
            "txn ⟨txn⟩.",
        ),
        _marqeta_ids,
    ),
    Kind(
        "kyc_vendor_ids",
        (
            "Alloy evaluation L-⟨ev⟩ for entity P-⟨en⟩: Manual Review (Socure sigma ⟨sc⟩)",
            "Socure referenceId ⟨ref⟩, customerUserId ⟨cu⟩, decision REFER — sent to compliance",
            "Persona inquiry inq_⟨inq⟩ (template itmpl_⟨tpl⟩) stuck in pending; "
            "verification ver_⟨ver⟩ failed the selfie check",
            "DocuSign envelope ⟨env⟩ (account ⟨acc⟩) completed — loan agreement for ⟨loan⟩",
            '{"entity_token": "P-⟨en⟩", "evaluation_token": "L-⟨ev⟩", "group_token": "G-⟨grp⟩", '
            '"summary": {"outcome": "Approved", "score": ⟨sc⟩}}',
        ),
        _kyc_ids,
    ),
    Kind(
        "vendor_webhook_signatures",
        (
            "Persona-Signature: t=⟨t⟩,v1=⟨hex⟩",
            "X-DocuSign-Signature-1: ⟨b64⟩ (Connect HMAC over the raw body; compare with "
            "hmac.compare_digest)",
            "Authorization: AWS4-HMAC-SHA256 Credential=⟨asia⟩/2038⟨md⟩/us-east-2/sqs/"
            "aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token, "
            "Signature=⟨sig⟩",
            "Alloy webhook X-Alloy-Signature ⟨hex⟩ for evaluation L-⟨ev⟩ verified",
            "Debug: expected HMAC ⟨hex⟩ got ⟨hex2⟩ — Unit signs with the webhook token and we "
            "used the API token",
            "Plaid body hash for that webhook (base64url sha256): ⟨body⟩",
        ),
        _vendor_sigs,
    ),
)
