"""Benign payment and signing look-alikes of ``lookalike67``: Paytrail and Montonio ids, the
HMAC that signs one request, bank references, Smart-ID / Mobile-ID sessions and the digests
and signature values of signed containers. None of them grants access to anything."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike67.gen import (
    DIGITS,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    day,
    estonian_id,
    fi_reference,
    hexs,
    iban,
    iso_ts,
    num,
    pick,
    rf_reference,
    uuid1ish,
    uuid4,
    x509_der,
)

_PROVIDERS = ("nordea", "op", "danske", "spankki", "mobilepay", "applepay", "aktia", "osuuspankki")
_EE_BANKS = ("LHV", "Swedbank", "SEB", "Coop Pank", "Luminor")


def _amount(r: Random) -> str:
    return str(r.choice((150, 290, 399, 450, 600, 1250, 1990, 2490)) + r.randint(0, 9) * 10)


def _paytrail_ids(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 6),
        "tx": uuid1ish(r),
        "tx2": uuid1ish(r),
        "stamp": uuid4(r),
        "stamp2": uuid4(r),
        "ref": fi_reference(r),
        "amt": _amount(r),
        "prov": r.choice(_PROVIDERS),
        "day": day(r),
    }


def _paytrail_sig(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 6),
        "nonce": hexs(r, 32),
        "ts": iso_ts(r),
        "sig": hexs(r, 64),
        "sig2": hexs(r, 64),
        "sig512": hexs(r, 128),
        "stamp": uuid4(r),
        "tx": uuid1ish(r),
    }


def _montonio_ids(r: Random) -> dict[str, str]:
    return {
        "ou": uuid4(r),
        "pi": uuid4(r),
        "po": uuid4(r),
        "ru": uuid4(r),
        "ik": uuid4(r),
        "mref": f"SM-{r.choice(('ORD', 'SUB', 'TOPUP'))}-{num(r, 8)}",
        "amt": f"{r.randint(1, 49)}.{r.randint(0, 99):02d}",
        "bank": r.choice(_EE_BANKS),
        "n": str(r.randint(40, 900)),
    }


def _bank(r: Random) -> dict[str, str]:
    return {
        "fi_iban": iban("FI", num(r, 14)),
        "ee_iban": iban("EE", r.choice(("22", "10", "77", "42")) + pick(r, DIGITS, 14)),
        "rf": rf_reference(r),
        "vn": fi_reference(r),
        "inv": f"{r.randint(2034000, 2034999)}",
        "e2e": "SM" + num(r, 16),
        "asr": pick(r, UPPER_ALNUM, 18),
        "amt": f"{r.randint(100, 98000)}.{r.randint(0, 99):02d}",
        "day": day(r),
    }


def _doc_number(r: Random) -> str:
    return f"PNO{r.choice(('EE', 'LV', 'LT'))}-{estonian_id(r)}-{pick(r, UPPER_ALNUM, 4)}-Q"


def _smartid(r: Random) -> dict[str, str]:
    cert = x509_der(r, f"TAMM,KADRI,PNOEE-{estonian_id(r)}", "EID-SK 2030", "SK ID Solutions AS")
    return {
        "sid": uuid4(r),
        "doc": _doc_number(r),
        "vc": f"{r.randint(0, 9999):04d}",
        "hash": b64(r, 64),
        "sigval": b64(r, r.choice((256, 384))),
        "ecsig": b64(r, r.choice((64, 96))),
        "cert": base64.b64encode(cert).decode(),
        "ik": estonian_id(r),
    }


def _asice(r: Random) -> dict[str, str]:
    return {
        "d1": b64(r, 32),
        "d2": b64(r, 32),
        "sv": b64(r, 256),
        "hexd": hexs(r, 64),
        "nonce": b64(r, 32),
        "file": f"{r.choice(('vuokrasopimus', 'leping', 'raport', 'lisasopimus'))}-{num(r, 5)}",
        "tsa": num(r, 20),
        "sig": r.choice(("S0", "S1", "id-" + hexs(r, 32))),
    }


def _recon(r: Random) -> dict[str, str]:
    rows = []
    for _ in range(r.randint(3, 5)):
        rows.append(f"{uuid1ish(r)},{uuid4(r)},{_amount(r)},{r.choice(_PROVIDERS)}")
    return {
        "settle": num(r, 10),
        "rows": "\n".join(rows),
        "tx": uuid1ish(r),
        "sha": hexs(r, 64),
        "day": day(r),
        "po": uuid4(r),
        "n": str(r.randint(200, 4000)),
        "batch": pick(r, UPPER, 2) + num(r, 8),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "paytrail_payment_ids",
        (
            "Paytrail callback: ?checkout-account=⟨acct⟩&checkout-algorithm=sha256&"
            "checkout-amount=⟨amt⟩&checkout-stamp=⟨stamp⟩&checkout-reference=⟨ref⟩&"
            "checkout-transaction-id=⟨tx⟩&checkout-status=ok&checkout-provider=⟨prov⟩",
            "Refund tehty ⟨day⟩: transactionId ⟨tx⟩, stamp ⟨stamp⟩, summa ⟨amt⟩ senttiä",
            '{"transactionId":"⟨tx⟩","href":"https://pay.paytrail.com/pay/⟨tx⟩",'
            '"reference":"⟨ref⟩","terms":"https://www.paytrail.com/en/payment-terms"}',
            "| stamp | transaction id | status |\n|---|---|---|\n| ⟨stamp⟩ | ⟨tx⟩ | ok |\n"
            "| ⟨stamp2⟩ | ⟨tx2⟩ | fail |",
            "Paytrail support wants the transaction id, not our stamp: ⟨tx⟩ (merchant ⟨acct⟩)",
            "GET /payments/⟨tx⟩ palautti 404, koska checkout-account oli testitilin eikä ⟨acct⟩",
        ),
        _paytrail_ids,
    ),
    Kind(
        "paytrail_request_signatures",
        (
            "checkout-account: ⟨acct⟩\ncheckout-algorithm: sha256\ncheckout-method: POST\n"
            "checkout-nonce: ⟨nonce⟩\ncheckout-timestamp: ⟨ts⟩\nsignature: ⟨sig⟩",
            "Allekirjoitus ei täsmännyt: odotettu ⟨sig⟩, saatiin ⟨sig2⟩; syy oli että body "
            "serialisoitiin eri välilyönneillä",
            "[paytrail] callback verified signature=⟨sig⟩ stamp=⟨stamp⟩ status=ok",
            "sha512-allekirjoitus on 128 hex-merkkiä, esim. ⟨sig512⟩; se on yhden pyynnön HMAC "
            "eikä avain",
            "Unit test vector for the HMAC helper: headers of POST /payments + body -> "
            "signature ⟨sig⟩ (nonce ⟨nonce⟩)",
            "WARN paytrail.callback: stale checkout-timestamp ⟨ts⟩ for transaction ⟨tx⟩, "
            "signature ⟨sig⟩ ok but rejected",
        ),
        _paytrail_sig,
    ),
    Kind(
        "montonio_order_references",
        (
            '{"uuid":"⟨ou⟩","merchantReference":"⟨mref⟩","paymentStatus":"PAID",'
            '"grandTotal":⟨amt⟩,"currency":"EUR","paymentMethodType":"paymentInitiation"}',
            "Montonio tellimus ⟨ou⟩ (merchantReference ⟨mref⟩) jäi PENDING olekusse, pank ⟨bank⟩",
            "GET https://stargate.montonio.com/api/orders/⟨ou⟩ -> paymentIntents[0].uuid = ⟨pi⟩",
            "Montonio väljamakse ⟨po⟩ sisaldab ⟨n⟩ tellimust, esimene neist ⟨ou⟩",
            "refund ⟨ru⟩ for order ⟨ou⟩ created, idempotencyKey ⟨ik⟩ (retry-safe)",
        ),
        _montonio_ids,
    ),
    Kind(
        "bank_references_ibans",
        (
            "Tilisiirto ⟨day⟩: IBAN ⟨fi_iban⟩, BIC NDEAFIHH, viite ⟨rf⟩, ⟨amt⟩ EUR",
            "Arve ⟨inv⟩: saaja Saimaa Mobility OÜ, IBAN ⟨ee_iban⟩, viitenumber ⟨vn⟩",
            "camt.054 entry: EndToEndId ⟨e2e⟩, AcctSvcrRef ⟨asr⟩, amount ⟨amt⟩ EUR",
            "| päivä | viite | IBAN |\n|---|---|---|\n| ⟨day⟩ | ⟨rf⟩ | ⟨fi_iban⟩ |\n"
            "| ⟨day⟩ | ⟨vn⟩ | ⟨ee_iban⟩ |",
            "Bank rejected the payout batch: RF reference ⟨rf⟩ failed the mod-97 check on their "
            "side because we sent it with spaces",
        ),
        _bank,
    ),
    Kind(
        "smartid_mobileid_sessions",
        (
            '{"state":"COMPLETE","result":{"endResult":"OK","documentNumber":"⟨doc⟩"},'
            '"signature":{"value":"⟨sigval⟩","algorithm":"sha512WithRSAEncryption"}}',
            "Smart-ID sessionID ⟨sid⟩, verification code ⟨vc⟩, hash (SHA-512, base64) ⟨hash⟩",
            "Mobiil-ID: GET /mid-api/signature/session/⟨sid⟩ -> RUNNING, kontrollkood ⟨vc⟩",
            "Allkirja väärtus (signature.value, allkirjastab ainult selle ühe räsi): ⟨ecsig⟩",
            "Testikäyttäjä ⟨doc⟩ (demo-ympäristö), isikukood ⟨ik⟩, session ⟨sid⟩ kesti 41 s",
            "Signer certificate from the session result (public, goes into the container):\n⟨cert⟩",
        ),
        _smartid,
    ),
    Kind(
        "asice_signature_digests",
        (
            '<ds:Reference Id="r-id-1" URI="⟨file⟩.pdf">\n  <ds:DigestMethod '
            'Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>\n'
            "  <ds:DigestValue>⟨d1⟩</ds:DigestValue>\n</ds:Reference>",
            "digidoc-tool open ⟨file⟩.asice: datafile ⟨file⟩.pdf sha256 ⟨hexd⟩, "
            "signature ⟨sig⟩ VALID, OCSP nonce ⟨nonce⟩",
            '<ds:SignatureValue Id="⟨sig⟩-SIG">⟨sv⟩</ds:SignatureValue>',
            "TSA aikaleima: serial ⟨tsa⟩, messageImprint SHA-256 ⟨hexd⟩",
            "Konteineri ⟨file⟩.asice allkirja SignedProperties digest ⟨d2⟩ ei klappinud, "
            "sest XML kanoniseeriti valesti",
        ),
        _asice,
    ),
    Kind(
        "payment_reconciliation_exports",
        (
            "settlement ⟨settle⟩ (⟨day⟩)\ntransaction_id,stamp,amount_cents,provider\n⟨rows⟩",
            "Täsmäytys: Paytrail settlement ⟨settle⟩ sisältää ⟨n⟩ maksua; puuttuva oli ⟨tx⟩",
            "Montonio payout ⟨po⟩ matched bank batch ⟨batch⟩, export sha256 ⟨sha⟩",
            "$ head settlements/⟨settle⟩.csv\ntransaction_id,stamp,amount_cents,provider\n⟨rows⟩",
        ),
        _recon,
    ),
)
