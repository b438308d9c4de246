"""Benign look-alikes from the payment and ERP side: order, payment and capture ids of the
setting's vendors, public client keys, and MACs or signatures that sign one message."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike92.gen import (
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    date,
    der_int,
    epoch,
    hexs,
    num,
    pick,
    seq,
    stamp,
    ulid,
    uuid4,
)


def _amount(r: Random) -> str:
    return f"{r.randint(49, 4999)}.{r.choice(('00', '50', '90', '95'))}"


def _klarna(r: Random) -> dict[str, str]:
    return {
        "oid": uuid4(r),
        "oid2": uuid4(r),
        "sid": uuid4(r),
        "cap": uuid4(r),
        "cid": "klarna_" + r.choice(("live", "test")) + "_client_" + b64url(r, 96),
        "amt": _amount(r),
        "amt2": _amount(r),
        "d": date(r),
        "t": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
    }


def _adyen(r: Random) -> dict[str, str]:
    return {
        "psp": pick(r, UPPER_ALNUM, 16),
        "psp2": pick(r, UPPER_ALNUM, 16),
        "ck": r.choice(("live_", "test_")) + pick(r, UPPER_ALNUM, 32),
        "mref": "SKG-" + num(r, 9),
        "rec": num(r, 16),
        "shop": uuid4(r),
        "val": str(r.randint(4900, 499900)),
        "ts": stamp(r),
        "d": date(r),
    }


def _swish(r: Random) -> dict[str, str]:
    return {
        "iid": hexs(r, 32).upper(),
        "rid": hexs(r, 32).upper(),
        "pref": hexs(r, 32).upper(),
        "ord": num(r, 8),
        "alias": "123" + num(r, 7),
        "amt": _amount(r),
        "ser": hexs(r, 40).upper(),
        "d": date(r),
    }


def _vipps(r: Random) -> dict[str, str]:
    return {
        "n": num(r, 9),
        "psp": num(r, 10),
        "msn": num(r, 6),
        "u": uuid4(r),
        "wid": uuid4(r),
        "cid": uuid4(r),
        "trace": hexs(r, 32),
        "ts": stamp(r),
        "amt": str(r.randint(4900, 499900)),
    }


def _nets(r: Random) -> dict[str, str]:
    live = r.random() < 0.6
    pre = "live-" if live else "test-"
    return {
        "pid": hexs(r, 32),
        "chg": hexs(r, 32),
        "rid": hexs(r, 32),
        "eid": hexs(r, 32),
        "ck": pre + "checkout-key-" + hexs(r, 32),
        "ckhex": hexs(r, 32),
        "host": "checkout" if live else "test.checkout",
        "n": str(r.randint(2, 5)),
    }


def _bankid(r: Random) -> dict[str, str]:
    return {
        "o": uuid4(r),
        "a": uuid4(r),
        "q": uuid4(r),
        "ts": stamp(r),
        "sub": uuid4(r),
        "sid": uuid4(r),
        "hint": r.choice(("userCancel", "startFailed", "expiredTransaction", "certificateErr")),
        "d": date(r),
    }


def _macs(r: Random) -> dict[str, str]:
    return {
        "mac": b64(r, 32),
        "mac2": b64(r, 32),
        "hex": hexs(r, 64),
        "csha": b64(r, 32),
        "u": uuid4(r),
        "psp": pick(r, UPPER_ALNUM, 16),
        "ep": str(epoch(r)),
        "v1": b64url(r, 32),
        "date": f"{r.choice(('Mon', 'Tue', 'Wed', 'Thu', 'Fri'))}, {r.randint(1, 28):02d} Mar "
        f"2039 {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} GMT",
    }


def _ecdsa_sig(r: Random) -> str:
    return base64.b64encode(seq(der_int(r.randbytes(32)), der_int(r.randbytes(32)))).decode()


def _sigs(r: Random) -> dict[str, str]:
    gpg = "iQIzBAABCgAdFiEE" + b64(r, 555)
    return {
        "iid": hexs(r, 32).upper(),
        "ser": hexs(r, 40).upper(),
        "sig": b64(r, 256),
        "cosig": _ecdsa_sig(r),
        "dig": hexs(r, 64),
        "ocsp": b64(r, 180),
        "o": uuid4(r),
        "jws": b64url(r, 256),
        "gpg": "\n ".join(gpg[i : i + 64] for i in range(0, len(gpg), 64)),
        "crc": b64(r, 3),
        "sha": hexs(r, 40),
        "tree": hexs(r, 40),
        "ep": str(epoch(r)),
        "amt": _amount(r),
        "alias": "123" + num(r, 7),
    }


def _erp(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(1000, 99999)),
        "inv": str(r.randint(10000, 999999)),
        "ocr": num(r, 12),
        "vid": num(r, 9),
        "cid": num(r, 8),
        "u": uuid4(r),
        "kid": num(r, 15),
        "ord": ulid(r),
        "bg": f"{r.randint(100, 9999)}-{r.randint(1000, 9999)}",
        "tid": hexs(r, 32).upper(),
        "d": date(r),
        "amt": _amount(r),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "klarna_order_and_client_ids",
        (
            "Klarna-order ⟨oid⟩ fastnade i AUTHORIZED; sessionen ⟨sid⟩ skapades ⟨d⟩ kl ⟨t⟩.",
            '<script async src="https://js.klarna.com/web-sdk/v1/klarna.js" '
            'data-client-id="⟨cid⟩"></script>',
            "| order_id | status | belopp |\n|---|---|---|\n| ⟨oid⟩ | CAPTURED | ⟨amt⟩ SEK |\n"
            "| ⟨oid2⟩ | CANCELLED | ⟨amt2⟩ SEK |",
            "GET /ordermanagement/v1/orders/⟨oid⟩/captures/⟨cap⟩ → 404 fast capture syns i "
            "Merchant Portal",
            "KLARNA_CLIENT_ID=⟨cid⟩  # client identifier, publik (On-site messaging), "
            "inte API-nyckeln",
        ),
        _klarna,
        secrets=(),
    ),
    Kind(
        "adyen_references_and_client_key",
        (
            "Adyen pspReference ⟨psp⟩ (originalReference ⟨psp2⟩): refund gick igenom ⟨d⟩",
            "ADYEN_CLIENT_KEY=⟨ck⟩  # client key för Drop-in, publik by design",
            '{"NotificationRequestItem": {"pspReference": "⟨psp⟩", "merchantReference": '
            '"⟨mref⟩", "eventCode": "AUTHORISATION", "success": "true", '
            '"amount": {"value": ⟨val⟩, "currency": "SEK"}}}',
            "storedPaymentMethodId ⟨rec⟩ för shopperReference ⟨shop⟩ tappades i Voyado-synken",
            "⟨ts⟩ WARN AdyenWebhookHandler duplicate pspReference=⟨psp⟩ "
            "merchantReference=⟨mref⟩ - ignored",
        ),
        _adyen,
    ),
    Kind(
        "swish_payment_ids",
        (
            "PUT /swish-cpcapi/api/v2/paymentrequests/⟨iid⟩ → 201 Created\n"
            "Location: https://cpc.getswish.net/swish-cpcapi/api/v1/paymentrequests/⟨iid⟩",
            'Swish callback: {"id":"⟨iid⟩","payeePaymentReference":"SKG⟨ord⟩",'
            '"paymentReference":"⟨pref⟩","payeeAlias":"⟨alias⟩","amount":⟨amt⟩,'
            '"currency":"SEK","status":"PAID"}',
            "Swish-återbetalning ⟨rid⟩ för originalPaymentReference ⟨pref⟩ hänger i VALIDATED",
            "Swish-certets serienummer ⟨ser⟩ (går ut ⟨d⟩); själva certet ligger i Key Vault "
            "som swish-client-cert",
        ),
        _swish,
    ),
    Kind(
        "vipps_order_references",
        (
            "Vipps ePayment reference skg-no-⟨n⟩, pspReference ⟨psp⟩, MSN ⟨msn⟩: status "
            "AUTHORIZED men ikke CAPTURED",
            "curl -X POST https://api.vipps.no/epayment/v1/payments/skg-no-⟨n⟩/capture \\\n"
            "  -H 'Idempotency-Key: ⟨u⟩' -H \"Authorization: Bearer $VIPPS_ACCESS_TOKEN\" \\\n"
            "  -H 'Merchant-Serial-Number: ⟨msn⟩' -d '{\"modificationAmount\":"
            '{"currency":"NOK","value":⟨amt⟩}}\'',
            "Webhook registrert: id ⟨wid⟩, url https://api.skargardhandel.no/hooks/vipps, "
            "events epayments.payment.captured.v1",
            "Vipps client_id for Bergen-butikken: ⟨cid⟩ (client_secret ligger i Key Vault, "
            "ikke her)",
            "⟨ts⟩ INFO VippsClient capture ok reference=skg-no-⟨n⟩ pspReference=⟨psp⟩ "
            "traceId=⟨trace⟩",
        ),
        _vipps,
    ),
    Kind(
        "nets_easy_payment_ids",
        (
            "Nets Easy paymentId ⟨pid⟩, chargeId ⟨chg⟩: dobbeltbelastning, refunderte ⟨rid⟩",
            'checkoutKey: "⟨ck⟩", // Nets Easy checkout key, publik (secret key ligger i Vault)',
            "Easy-webhook payment.checkout.completed för ⟨pid⟩ kom ⟨n⟩ gånger (event id ⟨eid⟩)",
            '{"paymentId":"⟨pid⟩","hostedPaymentPageUrl":"https://⟨host⟩.dibspayment.eu/'
            'hostedpaymentpage/?checkoutKey=⟨ckhex⟩&pid=⟨pid⟩"}',
        ),
        _nets,
    ),
    Kind(
        "bankid_order_references",
        (
            "BankID /rp/v6.0/auth → orderRef ⟨o⟩, autoStartToken ⟨a⟩; collect gav hintCode ⟨hint⟩",
            "bankid:///?autostarttoken=⟨a⟩&redirect=null",
            "⟨ts⟩ WARN BankIdCollect orderRef=⟨o⟩ status=failed hintCode=⟨hint⟩ qrStartToken=⟨q⟩",
            "Testcertet FPTestcert5_20240610.p12 har det publika lösenordet från "
            "BankID-dokumentationen; prod-certet (orderRef ⟨o⟩ i loggen) har ett eget.",
            "BankID Norge id_token claims: sub ⟨sub⟩, sid ⟨sid⟩, acr urn:bankid:bid, hentet ⟨d⟩",
        ),
        _bankid,
    ),
    Kind(
        "webhook_message_macs",
        (
            '"additionalData": {"hmacSignature": "⟨mac⟩", "paymentMethod": "visa"}, '
            '"pspReference": "⟨psp⟩"',
            "X-Hub-Signature-256: sha256=⟨hex⟩\nX-GitHub-Delivery: ⟨u⟩\nX-GitHub-Event: push",
            "Vipps webhook headers:\nx-ms-date: ⟨date⟩\nx-ms-content-sha256: ⟨csha⟩\n"
            "Authorization: HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256"
            "&Signature=⟨mac⟩",
            "sanity-webhook-signature: t=⟨ep⟩,v1=⟨v1⟩ (verifieras mot SANITY_WEBHOOK_SECRET)",
            "HMAC matchade inte: vi räknade fram ⟨mac⟩, Adyen skickade ⟨mac2⟩. Felet var "
            "att vi escapade ':' i merchantReference.",
        ),
        _macs,
    ),
    Kind(
        "payload_signatures",
        (
            'Swish payout request:\n{\n  "payload": {\n    "payoutInstructionUUID": "⟨iid⟩",\n'
            '    "payeeAlias": "⟨alias⟩",\n    "amount": "⟨amt⟩",\n'
            '    "signingCertificateSerialNumber": "⟨ser⟩"\n  },\n  "signature": "⟨sig⟩"\n}',
            "cosign verify skgacr.azurecr.io/checkout-api@sha256:⟨dig⟩ → ok\n"
            '"critical":{"image":{"docker-manifest-digest":"sha256:⟨dig⟩"}},'
            '"optional":{"Signature":"⟨cosig⟩"}',
            "BankID collect completionData för ⟨o⟩: ocspResponse ⟨ocsp⟩",
            "Detached JWS på e-fakturan till Tripletex: eyJhbGciOiJSUzI1NiIsImI2NCI6ZmFsc2V9"
            "..⟨jws⟩",
            "$ git cat-file -p HEAD\ntree ⟨tree⟩\nparent ⟨sha⟩\n"
            "author Linnea <linnea@skargardhandel.se> ⟨ep⟩ +0100\n"
            "gpgsig -----BEGIN PGP SIGNATURE-----\n \n ⟨gpg⟩\n =⟨crc⟩\n"
            " -----END PGP SIGNATURE-----\n\nfix(checkout): round öre before Swish",
        ),
        _sigs,
    ),
    Kind(
        "erp_and_bank_references",
        (
            "Fortnox-verifikation A⟨n⟩ bokförd ⟨d⟩, fakturanummer ⟨inv⟩, OCR ⟨ocr⟩",
            "Tripletex voucherId ⟨vid⟩ (company ⟨cid⟩): requestId ⟨u⟩ ga 409 Conflict",
            "KID-nummer ⟨kid⟩ fra Bring-fakturaen matcher ikke ordre ⟨ord⟩",
            "| leverantör | bankgiro | belopp |\n|---|---|---|\n| PostNord | ⟨bg⟩ | ⟨amt⟩ |\n"
            "| Fortnox faktura ⟨inv⟩ | OCR ⟨ocr⟩ | ⟨amt⟩ |",
            "GET https://api.fortnox.se/3/invoices/⟨inv⟩ → 200 (TenantId ⟨tid⟩, ⟨d⟩)",
        ),
        _erp,
    ),
)
