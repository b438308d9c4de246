"""Benign look-alikes from the payment, marketplace, locker and invoicing side of the notes:
transaction and order ids, per-message signatures and nonces, masked card data."""

from __future__ import annotations

import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike64.gen import (
    ALNUM,
    DIGITS,
    UHEX,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    day,
    epoch,
    guid_n,
    hexs,
    iso,
    num,
    pick,
    ulid,
    uuid4,
)

_HU_NAMES = ("Bence", "Réka", "Zsófi", "Levente", "Dóra", "Gergő")
_RO_NAMES = ("Andrei", "Ioana", "Mihai", "Alexandra", "Radu", "Bianca")


def _amount(r: Random) -> str:
    return str(r.randint(990, 189_990))


def pos_signature(r: Random) -> str:
    return "-".join(pick(r, UPPER_ALNUM, 4) for _ in range(5))


def _barion(r: Random) -> dict[str, str]:
    return {
        "pid": guid_n(r),
        "pid2": guid_n(r),
        "tx": guid_n(r),
        "postx": f"PP-TX-{num(r, 9)}",
        "preq": f"PP-{num(r, 8)}",
        "pixel": f"BP-{num(r, 10)}-{pick(r, DIGITS, 2)}",
        "order": f"PP-HU-{num(r, 7)}",
        "amt": _amount(r),
        "amt2": _amount(r),
        "ms": str(r.randint(40, 2400)),
        "who": r.choice(_HU_NAMES),
    }


def _simplepay(r: Random) -> dict[str, str]:
    tx, merchant, oref = num(r, 9), "S" + num(r, 6), f"PP-{num(r, 8)}"
    back = {"r": 0, "t": int(tx), "e": "SUCCESS", "m": merchant, "o": oref}
    sig = b64(r, 48)
    return {
        "salt": pick(r, ALNUM, 32),
        "sig": sig,
        "sig_url": quote(sig, safe=""),
        "r": b64_of(json.dumps(back, separators=(",", ":"))),
        "tx": tx,
        "m": merchant,
        "oref": oref,
        "amt": _amount(r),
        "ts": iso(r),
    }


def _netopia(r: Random) -> dict[str, str]:
    return {
        "ntp": num(r, r.choice((7, 8))),
        "ntp2": num(r, 7),
        "sig": pos_signature(r),
        "oid": f"PPRO-{num(r, 7)}",
        "oid2": f"PPRO-{num(r, 7)}",
        "amt": f"{r.randint(19, 2499)}.{r.randint(0, 99):02d}",
    }


def _emag(r: Random) -> dict[str, str]:
    return {
        "oid": num(r, 9),
        "oid2": num(r, 9),
        "pnk": pick(r, UPPER_ALNUM, 9),
        "pnk2": pick(r, UPPER_ALNUM, 9),
        "ean": "594" + pick(r, DIGITS, 10),
        "pid": num(r, 6),
        "awb": num(r, 12),
        "amt": f"{r.randint(19, 2499)}.{r.choice(('99', '49', '00'))}",
        "locker": f"{r.choice(('Budapest', 'Debrecen', 'Szeged', 'Győr'))} – {num(r, 7)}",
    }


def _sameday_awb(r: Random) -> str:
    return "1" + pick(r, UPPER, 3) + "LN" + num(r, 9) + "001"


def _lockers(r: Random) -> dict[str, str]:
    return {
        "clfox": "CLFOX" + num(r, 10),
        "clfox2": "CLFOX" + num(r, 10),
        "place": num(r, 7),
        "awb": _sameday_awb(r),
        "awb2": _sameday_awb(r),
        "ooh": num(r, 5),
        "code": pick(r, DIGITS, 6),
        "ts": iso(r),
        "d": day(r),
    }


def _nav(r: Random) -> dict[str, str]:
    return {
        "tx": pick(r, UPPER_ALNUM, 16),
        "tx2": pick(r, UPPER_ALNUM, 16),
        "rid": "PP" + pick(r, UPPER_ALNUM, 18),
        "rsig": pick(r, UHEX, 128),
        "login": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 15),
        "inv": f"PP-2033/{num(r, 6)}",
        "inv2": f"PP-2033/{num(r, 6)}",
        "ts": iso(r),
    }


def _anaf(r: Random) -> dict[str, str]:
    return {
        "idx": num(r, 10),
        "idd": num(r, 10),
        "cif": num(r, 8),
        "cif2": num(r, 8),
        "inv": f"PPRO-{num(r, 6)}",
        "ser": num(r, 4) + pick(r, UPPER, 2) + num(r, 3),
        "dc": f"2033120{r.randint(1, 9)}{r.randint(10, 23)}{r.randint(10, 59)}",
        "dr": f"2033120{r.randint(1, 9)}{r.randint(10, 23)}{r.randint(10, 59)}",
    }


def _webhooks(r: Random) -> dict[str, str]:
    return {
        "ts": epoch(r),
        "tok": hexs(r, 50),
        "sig": hexs(r, 64),
        "eid": pick(r, ALNUM + "-_", 22),
        "mid": hexs(r, 16).upper(),
        "nonce": uuid4(r),
        "md5": hexs(r, 32).upper(),
        "ph": num(r, 7),
        "b64sig": b64(r, 48),
        "oref": f"PP-{num(r, 8)}",
        "u": uuid4(r),
    }


def _masked(r: Random) -> dict[str, str]:
    sp = pick(r, ALNUM, 32)
    return {
        "bin": r.choice(("516844", "403594", "535470", "479017", "428941")),
        "l4": pick(r, DIGITS, 4),
        "brand": r.choice(("MasterCard", "Visa", "Maestro")),
        "mm": f"{r.randint(1, 12):02d}",
        "y": str(r.randint(4, 9)),
        "iban_hu": f"HU{pick(r, DIGITS, 2)} {num(r, 4)} **** **** **** {pick(r, DIGITS, 4)}",
        "iban_ro": f"RO{pick(r, DIGITS, 2)} BTRL **** **** **** {pick(r, DIGITS, 4)}",
        "sp_head": sp[:4],
        "sp_tail": sp[-4:],
        "pos_tail": hexs(r, 6),
        "amt": _amount(r),
        "pid": guid_n(r),
        "d": day(r),
    }


def _idempotency(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ik": ulid(r),
        "rid": hexs(r, 32),
        "sha": hexs(r, 64),
        "oid": f"PP-{num(r, 8)}",
        "s": str(r.randint(2, 59)),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "barion_payment_ids",
        (
            "Barion PaymentId ⟨pid⟩ beragadt Prepared státuszban; a callback 3x jött, a "
            "GetPaymentState szerint Succeeded.",
            "INFO barion.callback POST /webhooks/barion?paymentId=⟨pid⟩ 200 (⟨ms⟩ ms)",
            '{\n  "PaymentId": "⟨pid⟩",\n  "PaymentRequestId": "⟨preq⟩",\n'
            '  "Status": "Succeeded",\n  "Transactions": [\n    {"TransactionId": "⟨tx⟩", '
            '"POSTransactionId": "⟨postx⟩", "Status": "Succeeded"}\n  ]\n}',
            "Barion Pixel: ⟨pixel⟩ (publikus, benne van a frontend bundle-ben, nem titok)",
            "Plata Barion ⟨pid⟩ pentru comanda ⟨order⟩ a fost rambursată parțial "
            "(TransactionId ⟨tx⟩).",
            "SELECT status, amount FROM payments WHERE provider = 'barion' AND external_id = "
            "'⟨pid⟩';",
            "| PaymentId | Összeg | Státusz |\n|---|---|---|\n| ⟨pid⟩ | ⟨amt⟩ HUF | Succeeded |\n"
            "| ⟨pid2⟩ | ⟨amt2⟩ HUF | Canceled |",
            'Refund: POST /v2/Payment/Refund {"PaymentId": "⟨pid⟩", "TransactionsToRefund": '
            '[{"TransactionId": "⟨tx⟩", "AmountToRefund": ⟨amt⟩}]} — a POSKey a Key Vaultból '
            "jön (barion-poskey), ide nem írom.",
            "The 32-hex value in the callback URL is the PaymentId (⟨pid⟩), not the POSKey — "
            "safe to log.",
        ),
        _barion,
        secrets=(),
    ),
    Kind(
        "simplepay_signed_requests",
        (
            '{\n  "salt": "⟨salt⟩",\n  "merchant": "⟨m⟩",\n  "orderRef": "⟨oref⟩",\n'
            '  "currency": "HUF",\n  "total": ⟨amt⟩,\n  "methods": ["CARD"],\n'
            '  "timeout": "⟨ts⟩"\n}',
            "A SimplePay válasz fejléce: `Signature: ⟨sig⟩` — HMAC-SHA384 a válasz törzsére, "
            "üzenetenként más.",
            "INFO simplepay.ipn orderRef=⟨oref⟩ transactionId=⟨tx⟩ status=FINISHED "
            "signature_ok=true salt=⟨salt⟩",
            "https://www.pannoniaparcel.hu/fizetes/vissza?r=⟨r⟩&s=⟨sig_url⟩",
            "SimplePay transactionId ⟨tx⟩ (orderRef ⟨oref⟩) a rămas în INIT; salt-ul din "
            "cerere era ⟨salt⟩.",
            "curl -X POST https://sandbox.simplepay.hu/payment/v2/query -H 'Signature: ⟨sig⟩' "
            "-H 'Content-Type: application/json' "
            '-d \'{"salt":"⟨salt⟩","merchant":"⟨m⟩","transactionIds":["⟨tx⟩"]}\'',
            "SimplePay salt ⟨salt⟩ is just the per-request nonce; the secret key itself never "
            "leaves Key Vault.",
            "| orderRef | transactionId | status |\n|---|---|---|\n| ⟨oref⟩ | ⟨tx⟩ | FINISHED |",
        ),
        _simplepay,
    ),
    Kind(
        "netopia_payment_ids",
        (
            "Netopia IPN: ntpID=⟨ntp⟩ orderID=⟨oid⟩ status=3 (paid), posSignature ⟨sig⟩",
            '{\n  "order": {"ntpID": "⟨ntp⟩", "posSignature": "⟨sig⟩", "orderID": "⟨oid⟩"},\n'
            '  "payment": {"status": 3, "code": "00", "message": "Approved", '
            '"amount": ⟨amt⟩, "currency": "RON", "ntpID": "⟨ntp⟩"}\n}',
            "Semnătura POS (⟨sig⟩) e identificatorul punctului de vânzare, nu cheia API; apare "
            "în fiecare cerere.",
            "WARN netopia.status ntpID=⟨ntp⟩ orderID=⟨oid⟩ errorCode=99 'duplicate order'",
            "A Netopia sandbox ntpID-k 7-8 jegyűek (pl. ⟨ntp⟩); a mi orderID-nk ⟨oid⟩.",
            "| orderID | ntpID | status |\n|---|---|---|\n| ⟨oid⟩ | ⟨ntp⟩ | 3 |\n"
            "| ⟨oid2⟩ | ⟨ntp2⟩ | 12 |",
            "Fișierele mobilPay: live.⟨sig⟩.public.cer (public, ok în repo); cheia privată stă "
            "în Key Vault.",
        ),
        _netopia,
    ),
    Kind(
        "emag_marketplace_ids",
        (
            "eMAG order ⟨oid⟩ – status 4 (finalized), part_number_key ⟨pnk⟩",
            '[{"id": ⟨pid⟩, "part_number_key": "⟨pnk⟩", "ean": ["⟨ean⟩"], '
            '"sale_price": ⟨amt⟩, "status": 1}]',
            "Produsul cu PNK ⟨pnk⟩ e blocat pe eMAG.ro; EAN ⟨ean⟩ e deja asociat altui vânzător.",
            "curl -s https://marketplace-api.emag.ro/api-3/order/read "
            '-H "Authorization: Basic $EMAG_RO_AUTH" -d "data[id]=⟨oid⟩"',
            "ERROR emag.sync order=⟨oid⟩ awb=⟨awb⟩ isError=true "
            "messages=['Invalid courier account id']",
            "eMAG.hu rendelés ⟨oid⟩: a vevő a(z) ⟨locker⟩ Foxpost automatát választotta.",
            "| order | PNK | EAN |\n|---|---|---|\n| ⟨oid⟩ | ⟨pnk⟩ | ⟨ean⟩ |\n"
            "| ⟨oid2⟩ | ⟨pnk2⟩ | — |",
        ),
        _emag,
    ),
    Kind(
        "locker_parcel_ids",
        (
            "Foxpost clFoxId ⟨clfox⟩ → automata ⟨place⟩ (Budapest, Allee).",
            '{"barcode": "⟨clfox⟩", "status": "C2B", "place": ⟨place⟩, "statusDate": "⟨ts⟩"}',
            "AWB Sameday ⟨awb⟩ – colet predat în easybox ⟨ooh⟩ (Cluj, Iulius Mall).",
            "INFO sameday.awb.created awb=⟨awb⟩ parcels=1 service=15 lockerId=⟨ooh⟩",
            "A csomagkövetés URL-je: https://foxpost.hu/csomagkovetes/?code=⟨clfox⟩ — "
            "nyilvános, a vevő is látja.",
            "curl -o label.pdf 'https://webapi.foxpost.hu/api/label/A7?barcodes=⟨clfox⟩' "
            '-u "$FOXPOST_USER:$FOXPOST_PASSWORD" -H "api-key: $FOXPOST_API_KEY"',
            "| AWB | locker | dátum |\n|---|---|---|\n| ⟨awb⟩ | ⟨ooh⟩ | ⟨d⟩ |\n"
            "| ⟨awb2⟩ | ⟨ooh⟩ | ⟨d⟩ |",
            "Pickup code ⟨code⟩ for parcel ⟨awb⟩ expired; the customer gets a new one by SMS.",
            "Két csomag ugyanazzal a vonalkóddal? ⟨clfox⟩ és ⟨clfox2⟩ — nem, csak elírás.",
        ),
        _lockers,
    ),
    Kind(
        "nav_online_szamla_ids",
        (
            "NAV manageInvoice OK: transactionId ⟨tx⟩, számla ⟨inv⟩ (ABORTED helyett most DONE).",
            "<common:header>\n  <common:requestId>⟨rid⟩</common:requestId>\n"
            "  <common:timestamp>⟨ts⟩</common:timestamp>\n"
            "  <common:requestVersion>3.0</common:requestVersion>\n</common:header>\n"
            "<common:user>\n  <common:login>⟨login⟩</common:login>\n"
            '  <common:requestSignature cryptoType="SHA3-512">⟨rsig⟩</common:requestSignature>'
            "\n</common:user>",
            "queryTransactionStatus transactionId=⟨tx⟩ index=1 invoiceStatus=WARN "
            "code=INCORRECT_VAT_CODE",
            "NAV hibakód INVALID_REQUEST_SIGNATURE a ⟨rid⟩ kérésnél — a timestamp nem UTC volt.",
            "| számlaszám | transactionId | státusz |\n|---|---|---|\n| ⟨inv⟩ | ⟨tx⟩ | DONE |\n"
            "| ⟨inv2⟩ | ⟨tx2⟩ | ABORTED |",
            "NAV transactionId ⟨tx⟩ looks like a key but it is only the receipt of the upload.",
            "Factura ⟨inv⟩ a fost raportată la NAV cu transactionId ⟨tx⟩.",
        ),
        _nav,
    ),
    Kind(
        "anaf_efactura_ids",
        (
            "ANAF upload ok: index_incarcare=⟨idx⟩, cif=⟨cif⟩, standard UBL",
            '<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="⟨dr⟩" '
            'ExecutionStatus="0" index_incarcare="⟨idx⟩"/>',
            "Mesaj SPV id_descarcare ⟨idd⟩ pentru factura ⟨inv⟩ – starea 'ok'.",
            'curl -H "Authorization: Bearer $ANAF_ACCESS_TOKEN" '
            '"https://api.anaf.ro/prod/FCTEL/rest/descarcare?id=⟨idd⟩" -o ⟨idd⟩.zip',
            '{"mesaje":[{"data_creare":"⟨dc⟩","cif":"⟨cif⟩","id_solicitare":"⟨idx⟩",'
            '"detalii":"Factura cu id_incarcare=⟨idx⟩ emisa de cif_emitent=⟨cif⟩ pentru '
            'cif_beneficiar=⟨cif2⟩","tip":"FACTURA TRIMISA","id":"⟨idd⟩"}],"serial":"⟨ser⟩",'
            '"cui":"⟨cif⟩","titlu":"Lista Mesaje disponibile din ultimele 30 zile"}',
            "Az e-Factura letöltés (⟨idd⟩) ZIP-jében a semnatura_⟨idd⟩.xml csak az ANAF "
            "aláírása, nem titok.",
            "| factura | index_incarcare | id_descarcare |\n|---|---|---|\n"
            "| ⟨inv⟩ | ⟨idx⟩ | ⟨idd⟩ |",
        ),
        _anaf,
    ),
    Kind(
        "webhook_signatures_per_message",
        (
            '{\n  "signature": {\n    "timestamp": "⟨ts⟩",\n    "token": "⟨tok⟩",\n'
            '    "signature": "⟨sig⟩"\n  },\n  "event-data": {"event": "delivered", '
            '"id": "⟨eid⟩"}\n}',
            "Mailgun webhook: a `token` (⟨tok⟩) egyszer használatos nonce, a `signature` "
            "(⟨sig⟩) HMAC-SHA256 a timestamp+tokenre — mindkettő logolható.",
            "GET /webhooks/vonage/inbound?msisdn=4072⟨ph⟩&to=PannParcel&messageId=⟨mid⟩"
            "&text=STOP&type=text&timestamp=⟨ts⟩&nonce=⟨nonce⟩&sig=⟨md5⟩",
            "INFO ipn received orderRef=⟨oref⟩ Signature=⟨b64sig⟩ verified=true",
            "Semnătura webhook-ului (⟨sig⟩) diferă la fiecare eveniment; verificarea cu cheia "
            "din Key Vault a trecut.",
            "WARN mailgun.webhook signature mismatch ts=⟨ts⟩ token=⟨tok⟩ got=⟨sig⟩ — replay?",
            "X-Gitlab-Event: Pipeline Hook\nX-Gitlab-Event-UUID: ⟨u⟩\nX-Gitlab-Webhook-UUID: "
            "⟨nonce⟩",
        ),
        _webhooks,
    ),
    Kind(
        "masked_payment_data",
        (
            "Kártya: ⟨bin⟩******⟨l4⟩ (⟨brand⟩), lejárat ⟨mm⟩/3⟨y⟩ — a Barion csak a maszkolt "
            "PAN-t adja vissza.",
            '"BankCard": {"MaskedPan": "⟨l4⟩", "BankCardType": "⟨brand⟩", '
            '"ValidThruYear": "203⟨y⟩", "ValidThruMonth": "⟨mm⟩"}',
            "Contul de încasare RON: ⟨iban_ro⟩ (mascat în export).",
            "SIMPLEPAY_SECRET_KEY=⟨sp_head⟩************************⟨sp_tail⟩ (a teljes érték a "
            "Key Vaultban)",
            "POSKey a Barion felületén: ••••••••••••••••••••••••••⟨pos_tail⟩",
            "card=⟨bin⟩XXXXXX⟨l4⟩ 3ds=frictionless eci=05 amount=⟨amt⟩ RON",
            "| PaymentId | kártya | összeg |\n|---|---|---|\n| ⟨pid⟩ | **** ⟨l4⟩ | ⟨amt⟩ HUF |",
            "HUF számla: ⟨iban_hu⟩ — a könyvelés kérte, hogy a jegyzetben is maszkolva legyen "
            "(⟨d⟩).",
        ),
        _masked,
    ),
    Kind(
        "idempotency_and_request_keys",
        (
            "curl -X POST https://api.pannoniaparcel.hu/v1/parcels -H 'Idempotency-Key: ⟨u⟩' "
            '-H "Authorization: Bearer $PP_TOKEN" -d @parcel.json',
            "Idempotency key ⟨u⟩ replayed → 409 (a kliens ⟨s⟩ s után újrapróbált).",
            "INFO request_id=⟨rid⟩ idempotency_key=⟨ik⟩ route='POST /v1/orders' status=201",
            "X-Request-ID: ⟨rid⟩\nX-Correlation-ID: ⟨u⟩\nIdempotency-Key: ⟨ik⟩",
            "Cheia de idempotență pentru retry-urile către eMAG este sha256(orderId + status): "
            "⟨sha⟩.",
            'headers = {"Idempotency-Key": str(uuid.uuid5(NS_ORDERS, order_id))}  # pl. ⟨u⟩',
            "Service Bus MessageId ⟨ik⟩ deduplikálva (duplicate detection window: 10 perc).",
            "Retry for ⟨oid⟩ reused idempotency key ⟨u2⟩, so Barion returned the original payment.",
        ),
        _idempotency,
    ),
)
