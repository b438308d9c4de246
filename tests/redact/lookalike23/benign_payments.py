"""Benign: card and payment identifiers that are public, masked, test-only or per-message."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike23.gen import (
    UPPER_ALNUM,
    Kind,
    b64,
    digits,
    hexs,
    luhn_complete,
    num,
    pick,
    uhex,
    uuid4,
)

# (BIN, scheme, type, issuer, country) — issuer names are generic, the BINs invented.
_ISSUERS = (
    ("Visa", "debit", "PKO", "PL"),
    ("Mastercard", "credit", "mBank", "PL"),
    ("Visa", "credit", "Millennium", "PT"),
    ("Mastercard", "debit", "CGD", "PT"),
    ("Maestro", "debit", "Santander", "PL"),
    ("Visa", "prepaid", "Revolut", "LT"),
    ("Amex", "credit", "American Express", "US"),
)
# Test card numbers published in payment providers' and schemes' documentation.
_TEST_CARDS = (
    ("4111 1111 4555 1142", "Visa", "737"),
    ("5555 3412 4444 1115", "Mastercard", "737"),
    ("3700 0000 0000 002", "Amex", "7373"),
    ("2222 4000 7000 0005", "Mastercard", "737"),
    ("4917 6100 0000 0000", "Visa Electron", "737"),
    ("4111 1111 1111 1111", "Visa", "737"),
    ("5500 0000 0000 0004", "Mastercard", "737"),
    ("5555 5555 5555 4444", "Mastercard", "737"),
)
_FOP_CODES = {"Visa": "VI", "Mastercard": "CA", "Maestro": "MA", "Amex": "AX"}
_MA = ("AndorinhaTravelECOM", "AndorinhaTravelPL", "AndorinhaMOTO")
_EMAILS = (
    "anna.kowalska@example.pl",
    "joao.silva@example.pt",
    "m.ferreira@example.com",
    "tomasz.w@example.pl",
)


def _bin_for(r: Random, scheme: str) -> str:
    first = {"Visa": "4", "Mastercard": r.choice("5") + r.choice("12345"), "Maestro": "6759"}
    first["Amex"] = r.choice(("34", "37"))
    head = first.get(scheme, "4")
    return head + digits(r, 8 - len(head))


def _card(r: Random) -> dict[str, str]:
    scheme, kind, issuer, country = r.choice(_ISSUERS)
    bin8 = _bin_for(r, scheme)
    length = 15 if scheme == "Amex" else 16
    pan = luhn_complete(bin8 + digits(r, length - 9))
    bin2 = _bin_for(r, scheme)
    month, year = r.randint(1, 12), r.randint(28, 33)
    return {
        "expc": f"{month:02d}{year}",
        "scheme": scheme,
        "type": kind,
        "issuer": issuer,
        "cc": country,
        "bin6": bin8[:6],
        "bin8": bin8,
        "bin2": bin2[:6],
        "lo": bin8[:6] + "0000000000",
        "hi": bin8[:6] + "9999999999",
        "masked": pan[:6] + "*" * (length - 10) + pan[-4:],
        "masked2": pan[:4] + " " + pan[4:6] + "** **** " + pan[-4:],
        "fop": _FOP_CODES[scheme] + pan[:6] + "X" * (length - 10) + pan[-4:],
        "last4": pan[-4:],
        "exp": f"{month:02d}/{year}",
        "psp": pick(r, UPPER_ALNUM, 16),
        "ref": f"AND-28{r.randint(1, 3):02d}-{num(r, 7)}",
        "amt": str(r.randint(3900, 189900)),
        "ma": r.choice(_MA),
        "u": uuid4(r),
        "fp": hexs(r, 20),
        "alias": "M" + pick(r, UPPER_ALNUM, 15),
        "rrn": digits(r, 12),
    }


def _test_card(r: Random) -> dict[str, str]:
    values = _card(r)
    number, brand, cvc = r.choice(_TEST_CARDS)
    values.update(
        tc=number,
        tcn=number.replace(" ", ""),
        brand=brand,
        cvc=cvc,
        tc2=r.choice(_TEST_CARDS)[0],
        holder=r.choice(("John Smith", "Jan Kowalski", "Maria Silva", "Test Andorinha")),
    )
    return values


def _client_key(r: Random) -> dict[str, str]:
    values = _card(r)
    origin = b64(r, 21).rstrip("=").replace("+", "-").replace("/", "_")
    values.update(
        ck=r.choice(("test_", "live_")) + pick(r, UPPER_ALNUM, 32),
        ck2="test_" + pick(r, UPPER_ALNUM, 32),
        origin=f"pub.v2.{num(r, 16)}.{origin}.{pick(r, UPPER_ALNUM + 'abcdefghijk_-', 43)}",
        company="Andorinha" + r.choice(("", "Travel", "SA")),
    )
    return values


def _notification(r: Random) -> dict[str, str]:
    values = _card(r)
    values.update(
        hsig=b64(r, 32),
        psp2=pick(r, UPPER_ALNUM, 16),
        event=r.choice(("AUTHORISATION", "CAPTURE", "REFUND", "CANCELLATION", "CHARGEBACK")),
        date=f"2028-03-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:"
        f"{r.randint(0, 59):02d}:11+01:00",
    )
    return values


def _cse(r: Random) -> dict[str, str]:
    values = _card(r)
    values.update(
        mod=uhex(r, 512),
        tok=num(r, 16),
        kid=pick(r, UPPER_ALNUM, 8),
    )
    return values


def _hashed(r: Random) -> dict[str, str]:
    values = _card(r)
    email = r.choice(_EMAILS)
    phone = "+48" + num(r, 9)
    values.update(
        em=hashlib.sha256(email.encode()).hexdigest(),
        ph=hashlib.sha256(phone.encode()).hexdigest(),
        email=email,
        shopper="shp_" + hashlib.sha1(f"{email}:{values['u']}".encode()).hexdigest(),
        idem=uuid4(r),
        idem2=hexs(r, 32),
    )
    return values


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "card_bin_ranges",
        (
            "BIN ⟨bin6⟩ = ⟨scheme⟩ ⟨type⟩, ⟨issuer⟩ (⟨cc⟩); 8-digit BIN ⟨bin8⟩ since the "
            "scheme migration",
            '{"cardBin":"⟨bin6⟩","issuerCountry":"⟨cc⟩","fundingSource":"⟨type⟩",'
            '"brand":"⟨scheme⟩","issuingBank":"⟨issuer⟩"}',
            "| range low | range high | scheme | country |\n|---|---|---|---|\n"
            "| ⟨lo⟩ | ⟨hi⟩ | ⟨scheme⟩ | ⟨cc⟩ |",
            "Regra antifraude: bloquear BIN ⟨bin2⟩ e ⟨bin6⟩ para bilhetes de última hora "
            "(cartões pré-pagos)",
        ),
        _card,
        n=10,
    ),
    Kind(
        "masked_pans",
        (
            "Pagamento ⟨psp⟩ com cartão ⟨masked⟩ (⟨scheme⟩, exp ⟨exp⟩), reserva ⟨ref⟩",
            '{"pspReference":"⟨psp⟩","additionalData":{"cardBin":"⟨bin6⟩","cardSummary":'
            '"⟨last4⟩","expiryDate":"⟨exp⟩","cardHolderName":"J. Smith"}}',
            "Klient płacił kartą ⟨masked2⟩, w FOP w PNR mamy FPCC⟨fop⟩/⟨expc⟩",
            "payments.log: auth OK psp=⟨psp⟩ pan=⟨masked⟩ rrn=⟨rrn⟩ amount=⟨amt⟩ EUR",
        ),
        _card,
        n=10,
    ),
    Kind(
        "test_card_numbers",
        (
            "Adyen test card ⟨brand⟩ ⟨tc⟩, CVC ⟨cvc⟩, expiry 03/2030 — use it for the "
            "LIS→KRK checkout e2e",
            "Cartão de teste ⟨tc⟩ (⟨brand⟩), CVC ⟨cvc⟩, validade 03/30, titular ⟨holder⟩",
            '{"paymentMethod":{"type":"scheme","number":"⟨tcn⟩","expiryMonth":"03",'
            '"expiryYear":"2030","cvc":"⟨cvc⟩","holderName":"⟨holder⟩"},'
            '"reference":"⟨ref⟩","merchantAccount":"⟨ma⟩"}',
            "Karty testowe do e2e: ⟨tc⟩ i ⟨tc2⟩, CVC ⟨cvc⟩, data 03/30 (środowisko TEST)",
        ),
        _test_card,
        n=10,
    ),
    Kind(
        "adyen_client_keys",
        (
            "const checkout = await AdyenCheckout({ environment: 'test', "
            "clientKey: '⟨ck⟩', locale: 'pl-PL' });",
            "Client key (public, goes to the browser, allowed origin https://andorinhatravel.pt): "
            "⟨ck⟩",
            "ADYEN_CLIENT_KEY=⟨ck2⟩  # publiczny, ograniczony do origin; nie mylić z API key",
            "Old originKey from 2026 still in the seat-map widget: ⟨origin⟩",
        ),
        _client_key,
        n=10,
    ),
    Kind(
        "adyen_notification_fields",
        (
            '{"live":"false","notificationItems":[{"NotificationRequestItem":{'
            '"additionalData":{"hmacSignature":"⟨hsig⟩"},"amount":{"currency":"EUR",'
            '"value":⟨amt⟩},"eventCode":"⟨event⟩","eventDate":"⟨date⟩",'
            '"merchantAccountCode":"⟨ma⟩","merchantReference":"⟨ref⟩",'
            '"pspReference":"⟨psp⟩","success":"true"}}]}',
            "Webhook ⟨event⟩ for ⟨psp⟩ (original ⟨psp2⟩) had hmacSignature ⟨hsig⟩ — "
            "verification failed because we hashed the amount as a string",
            "pspReference ⟨psp⟩ / merchantReference ⟨ref⟩ / ⟨event⟩ às ⟨date⟩",
            "Chargeback na ⟨psp⟩ (⟨ref⟩), kwota ⟨amt⟩ w groszach; oryginalna płatność ⟨psp2⟩",
        ),
        _notification,
        n=10,
    ),
    Kind(
        "card_encryption_public_keys",
        (
            "Adyen CSE public key (library generation time 2026): 10001|⟨mod⟩",
            '{"publicKeyToken":"⟨tok⟩","publicKey":"10001|⟨mod⟩"}',
            "Chave pública de cifra de cartões (só cifra, não decifra), kid ⟨kid⟩:\n10001|⟨mod⟩",
        ),
        _cse,
        n=10,
    ),
    Kind(
        "hashed_identifiers",
        (
            '{"user_data":{"em":["⟨em⟩"],"ph":["⟨ph⟩"]},"event_name":"Purchase",'
            '"custom_data":{"currency":"EUR","value":⟨amt⟩}}',
            "shopperReference = ⟨shopper⟩ (sha1 of email + account uuid, no PII)",
            "Idempotency-Key: ⟨idem⟩ — the retry of /payments reused it, so Adyen "
            "returned the first result",
            "E-mail ⟨email⟩ → sha256 ⟨em⟩ (enhanced conversions, lower-cased first); "
            "klucz idempotencji ⟨idem2⟩",
        ),
        _hashed,
        n=10,
    ),
)
