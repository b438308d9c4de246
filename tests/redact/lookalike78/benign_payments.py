"""Benign look-alikes from Hafaldan's payment, banking, signing and SMS notes: object ids,
one-message signatures, public keys and client ids, masked cards, consent and message ids."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike78.gen import (
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    PEOPLE,
    UPPER_ALNUM,
    Kind,
    b64_of,
    benign,
    clock,
    date,
    day,
    epoch,
    hexs,
    iban_is,
    iso6346,
    num,
    pick,
    uhexs,
    uuid4,
)


def _rapyd_id(r: Random, kind: str) -> str:
    return f"{kind}_{hexs(r, 32)}"


def _rapyd_ids(r: Random) -> dict[str, str]:
    return {
        "pay": _rapyd_id(r, "payment"),
        "pay2": _rapyd_id(r, "payment"),
        "co": _rapyd_id(r, "checkout"),
        "cus": _rapyd_id(r, "cus"),
        "ew": _rapyd_id(r, "ewallet"),
        "wh": _rapyd_id(r, "wh"),
        "idem": uuid4(r),
        "amt": str(r.randint(15, 9000) * 100),
        "n": num(r, 5),
        "n2": num(r, 5),
    }


def _rapyd_signature(r: Random) -> str:
    """Rapyd's request signature: base64 of the hex HMAC-SHA256 of one request."""
    return b64_of(hexs(r, 64))


def _rapyd_sigs(r: Random) -> dict[str, str]:
    return {
        "salt": pick(r, ALNUM, r.choice((10, 12, 16))),
        "ts": str(epoch(r)),
        "sig": _rapyd_signature(r),
        "sig2": _rapyd_signature(r),
        "idem": uuid4(r),
        "d": day(r),
        "t": clock(r),
    }


def _pan(r: Random) -> str:
    bin6 = r.choice(("522165", "476173", "535412", "414720", "601100"))
    return bin6 + "******" + pick(r, DIGITS, 4)


def _teya(r: Random) -> dict[str, str]:
    return {
        "tid": num(r, 8),
        "txn": uuid4(r),
        "rrn": pick(r, DIGITS, 12),
        "rrn2": pick(r, DIGITS, 12),
        "auth": pick(r, UPPER_ALNUM, 6),
        "pan": _pan(r),
        "pan2": _pan(r),
        "amt": f"{r.randint(2, 900) * 500:,}".replace(",", "."),
        "amt2": f"{r.randint(2, 900) * 500:,}".replace(",", "."),
        "ctok": "card_" + hexs(r, 32),
    }


def _netgiro(r: Random) -> dict[str, str]:
    return {
        "ref": "HAF-" + num(r, 7),
        "txn": uuid4(r),
        "sig": hexs(r, 64),
        "nonce": num(r, 9),
        "cc": uhexs(r, 10),
    }


def _psd2(r: Random) -> dict[str, str]:
    return {
        "cons": uuid4(r),
        "cons2": uuid4(r),
        "res": uuid4(r),
        "req": uuid4(r),
        "pid": pick(r, LOWER_ALNUM, 24),
        "iban": iban_is(r),
        "a": str(r.randint(1, 254)),
        "b": str(r.randint(1, 254)),
        "d": day(r),
    }


def _public_ids(r: Random) -> dict[str, str]:
    mid = num(r, 6)
    return {
        "pk": mid + "_pk" + pick(r, ALNUM, 32),
        "mid": mid,
        "app": uuid4(r).upper(),
        "azapp": uuid4(r),
        "tenant": uuid4(r),
        "cog": pick(r, LOWER_ALNUM, 26),
        "pool": pick(r, ALNUM, 9),
        "x": pick(r, LOWER_ALNUM, 8),
    }


def _dokobit(r: Random) -> dict[str, str]:
    digest = r.randbytes(32)
    return {
        "dig": digest.hex(),
        "dig64": base64.b64encode(digest).decode(),
        "asic": hexs(r, 12),
        "doc": "farmbref-" + num(r, 6),
        "n": num(r, 5),
        "sc": num(r, 10),
        "vr": uuid4(r),
        "sid": uhexs(r, 20),
        "d": day(r),
    }


def _audkenni(r: Random) -> dict[str, str]:
    serial = r.randbytes(16).hex()
    return {
        "sid": uuid4(r),
        "vc": pick(r, DIGITS, 4),
        "serial": ":".join(serial[i : i + 2] for i in range(0, 32, 2)),
        "state": base64.urlsafe_b64encode(r.randbytes(24)).decode(),
        "nonce": hexs(r, 32),
        "kid": hexs(r, 40),
        "who": r.choice(PEOPLE),
    }


def _sms(r: Random) -> dict[str, str]:
    return {
        "mid": uhexs(r, 16),
        "uuid": uuid4(r),
        "ph": num(r, 3) + " " + pick(r, DIGITS, 2) + "**",
        "ph2": num(r, 3) + "***",
        "cont": iso6346(r),
        "t": clock(r),
        "date": date(r),
    }


PAYMENTS: tuple[Kind, ...] = (
    benign(
        "rapyd_object_ids",
        (
            "Rapyd: greiðsla ⟨pay⟩ tengd checkout ⟨co⟩, viðskiptavinur ⟨cus⟩ — staða CLO",
            "| uppboð | greiðsla | staða |\n|---|---|---|\n| U-⟨n⟩ | ⟨pay⟩ | CLO |\n"
            "| U-⟨n2⟩ | ⟨pay2⟩ | ERR |",
            '{"id":"⟨wh⟩","type":"PAYMENT_COMPLETED","data":{"id":"⟨pay⟩",'
            '"ewallet_id":"⟨ew⟩","amount":⟨amt⟩,"currency":"ISK"}}',
            "GET /v1/payments/⟨pay⟩ → 404 á sandbox; endurtók með ⟨pay2⟩ og það gekk",
            "idempotency key ⟨idem⟩ var endurnýttur svo Rapyd skilaði sömu greiðslu ⟨pay⟩",
        ),
        _rapyd_ids,
    ),
    benign(
        "rapyd_request_signatures",
        (
            "Rapyd hafnaði beiðni (UNAUTHENTICATED_API_CALL): salt=⟨salt⟩ timestamp=⟨ts⟩ "
            "signature=⟨sig⟩ — body var með bili á eftir kommu",
            'headers:\n  salt: ⟨salt⟩\n  timestamp: "⟨ts⟩"\n  signature: ⟨sig⟩\n'
            "  idempotency: ⟨idem⟩",
            "2036-11-⟨d⟩T⟨t⟩Z WARN rapyd-webhook signature mismatch got=⟨sig⟩ "
            "expected=⟨sig2⟩ path=/webhooks/rapyd",
            "Webhook-undirskriftin (signature header) sem við endurspilum í prófinu: ⟨sig⟩ "
            "(salt ⟨salt⟩, ts ⟨ts⟩)",
        ),
        _rapyd_sigs,
    ),
    benign(
        "teya_transactions_and_masked_cards",
        (
            "Teya posi ⟨tid⟩ á fiskmarkaðnum: færsla ⟨txn⟩, RRN ⟨rrn⟩, heimild ⟨auth⟩, kort ⟨pan⟩",
            "| tími | upphæð | kort | RRN |\n|---|---|---|---|\n"
            "| 06:14 | ⟨amt⟩ kr. | ⟨pan⟩ | ⟨rrn⟩ |"
            "\n| 06:15 | ⟨amt2⟩ kr. | ⟨pan2⟩ | ⟨rrn2⟩ |",
            '{"transactionId":"⟨txn⟩","terminalId":"⟨tid⟩","maskedPan":"⟨pan⟩",'
            '"authorizationCode":"⟨auth⟩","rrn":"⟨rrn⟩"}',
            "Endurgreiðsla á ⟨txn⟩ fór í gegn hjá Teya; kortið ⟨pan⟩ fær hana eftir 3–5 daga",
            "Rapyd card token ⟨ctok⟩ ≠ kortanúmer; síðustu fjórir í ⟨pan⟩ passa við kvittun",
        ),
        _teya,
    ),
    benign(
        "netgiro_callback_signatures",
        (
            "Netgíró callback: ReferenceNumber=⟨ref⟩ TransactionId=⟨txn⟩ Signature=⟨sig⟩ — "
            "staðfest með sha256 hjá okkur",
            "POST /netgiro/callback 200\n  NetgiroSignature: ⟨sig⟩\n  NetgiroNonce: ⟨nonce⟩\n"
            "  NetgiroReferenceNumber: ⟨ref⟩",
            "Undirskriftin ⟨sig⟩ passaði ekki af því að við hössuðum upphæðina "
            "með aukastaf (⟨ref⟩)",
            '{"ConfirmationCode": "⟨cc⟩", "Signature": "⟨sig⟩", "PaymentSuccessful": true, '
            '"TransactionId": "⟨txn⟩"}',
        ),
        _netgiro,
    ),
    benign(
        "psd2_consent_and_payment_ids",
        (
            "Íslandsbanki AIS: consentId ⟨cons⟩ gildir til 2037-02-⟨d⟩, resourceId ⟨res⟩",
            "X-Request-ID: ⟨req⟩\nConsent-ID: ⟨cons⟩\nPSU-IP-Address: 10.0.⟨a⟩.⟨b⟩",
            "Landsbankinn greiðsla ⟨pid⟩ á ⟨iban⟩ (Hafaldan ehf.) staða ACSC",
            "| banki | consent | gildir |\n|---|---|---|\n| ISB | ⟨cons⟩ | 90 d |\n"
            "| LBI | ⟨cons2⟩ | 90 d |",
            "Uppgjörsreikningur ⟨iban⟩, paymentId ⟨pid⟩, X-Request-ID ⟨req⟩",
        ),
        _psd2,
    ),
    benign(
        "public_client_ids_and_publishable_keys",
        (
            "Framendinn notar Teya public key ⟨pk⟩ (má vera í vafranum; private lykillinn er "
            "í 1Password)",
            "NEXT_PUBLIC_NETGIRO_APP_ID=⟨app⟩\nNEXT_PUBLIC_TEYA_PUBLIC_KEY=⟨pk⟩",
            "Azure app registration: Application (client) ID ⟨azapp⟩, Directory (tenant) ID "
            "⟨tenant⟩ — ekkert secret, við notum federated credentials",
            "Cognito app client ⟨cog⟩ (public client, ekkert client secret) í eu-north-1_⟨pool⟩",
            "audkenni client_id: hafaldan-⟨x⟩ (opinbert, sést í redirect-slóðinni); Teya "
            "merchant ⟨mid⟩",
        ),
        _public_ids,
    ),
    benign(
        "dokobit_document_digests",
        (
            "Dokobit: ⟨doc⟩.pdf undirritað, SHA-256 ⟨dig⟩, gámur ⟨asic⟩.asice",
            '{"status":"ok","file":{"name":"uppgjor-⟨n⟩.pdf","digest":"⟨dig⟩"},'
            '"signers":[{"code":"⟨sc⟩","signing_time":"2036-11-⟨d⟩T10:11:12Z"}]}',
            "Validation report ⟨vr⟩: undirskrift S-⟨sid⟩ INDETERMINATE (vantar OCSP), "
            "DigestValue ⟨dig64⟩",
            "sha256sum samningur_hafaldan_⟨n⟩.pdf\n⟨dig⟩  samningur_hafaldan_⟨n⟩.pdf",
        ),
        _dokobit,
    ),
    benign(
        "audkenni_auth_sessions",
        (
            "Auðkenni appið: beiðni ⟨sid⟩, staðfestingarkóði ⟨vc⟩ birtist í símanum (⟨who⟩)",
            "audkenni.poll sessionId=⟨sid⟩ state=COMPLETE result=OK cert.serial=⟨serial⟩",
            "Skilríki á korti: serial ⟨serial⟩, útgefandi Fullgilt auðkenni, gildir til 2039",
            "redirect /callback?state=⟨state⟩ — nonce ⟨nonce⟩ passar, id_token staðfest gegn "
            "JWKS (kid ⟨kid⟩)",
        ),
        _audkenni,
    ),
    benign(
        "sms_gateway_message_ids",
        (
            "Síminn: skilaboð ⟨mid⟩ til +354 ⟨ph⟩ DELIVRD kl. ⟨t⟩",
            'FT SMS DLR: {"messageId":"⟨uuid⟩","to":"+298⟨ph2⟩","status":"delivered","segments":1}',
            "| sent | veita | message id | staða |\n|---|---|---|---|\n"
            "| ⟨t⟩ | Síminn | ⟨mid⟩ | DELIVRD |\n| ⟨t⟩ | Føroya Tele | ⟨uuid⟩ | delivered |",
            "SMS-kvittan fyri kølibingja ⟨cont⟩: id ⟨uuid⟩, móttikin ⟨date⟩ kl. ⟨t⟩",
        ),
        _sms,
    ),
)
