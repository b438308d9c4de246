"""Benign look-alikes from payments and SAP: Nets Easy and MobilePay ids, the public checkout
key, per-message webhook signatures, masked card data, EWM/S/4 document numbers and OData
and RFC identifiers. None of them grants access to anything."""

from __future__ import annotations

import base64
import hashlib
from random import Random

from tests.redact.lookalike71.gen import (
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    benign_kind,
    day,
    hexs,
    iso,
    iso_ms,
    num,
    person,
    pick,
    robot,
    uhex,
    uuid4,
    when,
)

_CHECKOUT = "live-" + "checkout-" + "key-"
_SECRET_WORD = "live-" + "secret-" + "key-"


def _amount(r: Random) -> tuple[str, str]:
    cents = r.randint(1500, 980000)
    return f"{cents // 100},{cents % 100:02d}", str(cents)


def _nets_ids(r: Random) -> dict[str, str]:
    amount, cents = _amount(r)
    return {
        "payid": hexs(r, 32),
        "payid2": hexs(r, 32),
        "chargeid": hexs(r, 32),
        "refundid": hexs(r, 32),
        "eventid": hexs(r, 32),
        "mid": num(r, 9),
        "order": f"HLR-SO-{num(r, 7)}",
        "order2": f"HLR-SO-{num(r, 7)}",
        "amount": amount,
        "cents": cents,
        "iso": iso_ms(r),
        "uuid": uuid4(r),
    }


def _checkout(r: Random) -> dict[str, str]:
    return {
        "ck": _CHECKOUT + hexs(r, 32),
        "payid": hexs(r, 32),
        "mid": num(r, 9),
        "last4": hexs(r, 4),
        "who": person(r),
        "lang": r.choice(("da-DK", "de-DE", "en-GB")),
    }


def _mobilepay(r: Random) -> dict[str, str]:
    amount, cents = _amount(r)
    return {
        "ref": f"aar-kantine-{pick(r, LOWER_ALNUM, 20)}",
        "ref2": f"aar-kantine-{pick(r, LOWER_ALNUM, 20)}",
        "psp": num(r, 10),
        "msn": num(r, 6),
        "uuid": uuid4(r),
        "amount": amount,
        "cents": cents,
        "iso": iso(r),
        "who": person(r),
    }


def _signatures(r: Random) -> dict[str, str]:
    body = f'{{"msn":"{num(r, 6)}","reference":"aar-kantine-{pick(r, LOWER_ALNUM, 12)}"}}'
    sha = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
    return {
        "csha": sha,
        "sig": b64(r, 32),
        "sig2": b64(r, 32),
        "httpdate": when(r).strftime("%a, %d %b %Y %H:%M:%S GMT"),
        "pdsig": hexs(r, 64),
        "pdsig2": hexs(r, 64),
        "uuid": uuid4(r),
        "body": body,
        "n": str(r.randint(1, 40)),
    }


def _masked(r: Random) -> dict[str, str]:
    amount, _ = _amount(r)
    fee = f"{r.randint(0, 40)},{r.randint(0, 99):02d}"
    return {
        "bin": r.choice(("457173", "516815", "492942", "545454", "457110")),
        "last4": num(r, 4),
        "last4b": num(r, 4),
        "arn": num(r, 23),
        "auth": pick(r, UPPER_ALNUM, 6),
        "amount": amount,
        "fee": fee,
        "setid": num(r, 8),
        "payid": hexs(r, 32),
        "payid2": hexs(r, 32),
        "iban": f"DE{num(r, 2)} **** **** **** **{num(r, 2)} {num(r, 2)}",
        "batch": f"NETS-{day(r).replace('-', '')}-{num(r, 4)}",
        "ph": f"{num(r, 2)} {num(r, 2)}",
        "psp": num(r, 10),
        "subid": hexs(r, 32),
    }


def _sap_guid(r: Random) -> str:
    return "0050568" + uhex(r, 1) + uhex(r, 4) + "1ED" + uhex(r, 1) + uhex(r, 16)


def _ewm(r: Random) -> dict[str, str]:
    return {
        "who": num(r, 10),
        "wt1": num(r, 12),
        "wt2": num(r, 12),
        "sscc": "00" + "34" + num(r, 16),
        "sscc2": "00" + "34" + num(r, 16),
        "bin": f"{r.choice(('HRL', 'KLT', 'PAL'))}-{r.randint(1, 40):02d}-{r.randint(1, 99):02d}-"
        f"{r.choice('ABCDEF')}",
        "dlv": "80" + num(r, 8),
        "dlv2": "80" + num(r, 8),
        "guid": _sap_guid(r),
        "guid2": _sap_guid(r),
        "idoc": "0000000" + num(r, 9),
        "matnr": f"HLR-{num(r, 6)}",
        "robot": robot(r),
    }


def _odata(r: Random) -> dict[str, str]:
    t = when(r)
    return {
        "dlv": "80" + num(r, 8),
        "who": num(r, 10),
        "wt": num(r, 12),
        "etag": t.strftime("%Y%m%d%H%M%S") + f".{num(r, 7)}",
        "etagts": t.strftime("%Y-%m-%dT%H%%3A%M%%3A%S.%f")[:-3] + "Z",
        "metaetag": pick(r, "0123456789ABCDEF", 32),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "delta": f"D{t:%Y%m%d%H%M%S}_{num(r, 9)}",
        "guid": _sap_guid(r),
    }


def _rfc_ids(r: Random) -> dict[str, str]:
    return {
        "tr": f"{r.choice(('EWD', 'S4D'))}K9{num(r, 5)}",
        "tr2": f"{r.choice(('EWD', 'S4D'))}K9{num(r, 5)}",
        "tid": uhex(r, 24),
        "tid2": uhex(r, 24),
        "q": f"{r.choice(('AGV', 'WT', 'HU'))}{num(r, 6)}",
        "ip": f"10.20.{r.randint(1, 30)}.{r.randint(2, 250)}",
        "time": when(r).strftime("%a %b %d %H:%M:%S %Y"),
        "n": str(r.randint(1, 40)),
        "pl": str(r.randint(100, 400)),
        "sp": f"{r.randint(1, 9):02d}",
        "who": person(r),
    }


PAYMENTS: tuple[Kind, ...] = (
    benign_kind(
        "nets_easy_payment_ids",
        (
            "curl -s https://api.dibspayment.eu/v1/payments/⟨payid⟩ "
            '-H "Authorization: $NETS_EASY_SECRET_KEY" | jq .payment.summary',
            "Nets Easy: paymentId ⟨payid⟩ → chargeId ⟨chargeid⟩ (⟨amount⟩ DKK), refundId "
            "⟨refundid⟩ hängt noch in `Pending`.",
            '{\n  "id": "⟨eventid⟩",\n  "merchantId": ⟨mid⟩,\n  "timestamp": "⟨iso⟩",\n'
            '  "event": "payment.charge.created.v2",\n  "data": {\n'
            '    "chargeId": "⟨chargeid⟩",\n    "paymentId": "⟨payid⟩",\n'
            '    "amount": {"amount": ⟨cents⟩, "currency": "DKK"}\n  }\n}',
            "| Ordre | paymentId | Status |\n|---|---|---|\n| ⟨order⟩ | ⟨payid⟩ | CHARGED |\n"
            "| ⟨order2⟩ | ⟨payid2⟩ | RESERVED |",
            "⟨iso⟩ INFO  NetsWebhookHandler - payment.refund.completed paymentId=⟨payid⟩ "
            "refundId=⟨refundid⟩ idempotencyKey=⟨uuid⟩",
        ),
        _nets_ids,
    ),
    benign_kind(
        "nets_checkout_key_frontend",
        (
            '<script src="https://checkout.dibspayment.eu/v1/checkout.js?v=1"></script>\n'
            "<script>\n  const checkout = new Dibs.Checkout({\n"
            '    checkoutKey: "⟨ck⟩",\n    paymentId: "⟨payid⟩",\n'
            '    containerId: "nets-checkout",\n    language: "⟨lang⟩"\n  });\n</script>',
            "Checkout key (öffentlich, darf ins Frontend-Bundle): ⟨ck⟩ — den Secret Key NICHT "
            "dorthin!",
            "VITE_NETS_CHECKOUT_KEY=⟨ck⟩\nVITE_NETS_MERCHANT_ID=⟨mid⟩",
            "Nets-portalen viser både checkout key ⟨ck⟩ og den maskerede secret key "
            + _SECRET_WORD
            + "••••••••⟨last4⟩ — kun den første må i webshoppen (⟨who⟩).",
            '{"nets": {"checkoutKey": "⟨ck⟩", "merchantNumber": "⟨mid⟩", '
            '"termsUrl": "https://shop.hanse-lager.de/agb", "locale": "⟨lang⟩"}}',
        ),
        _checkout,
    ),
    benign_kind(
        "mobilepay_payment_references",
        (
            "ePayment reference ⟨ref⟩ (pspReference ⟨psp⟩) — state AUTHORIZED, ⟨amount⟩ DKK, "
            "MSN ⟨msn⟩",
            'curl -X POST "https://api.vipps.no/epayment/v1/payments/⟨ref⟩/capture" '
            '-H "Authorization: Bearer $MP_ACCESS_TOKEN" -H "Idempotency-Key: ⟨uuid⟩" '
            '-H "Merchant-Serial-Number: ⟨msn⟩" '
            '-d \'{"modificationAmount":{"currency":"DKK","value":⟨cents⟩}}\'',
            '{"reference":"⟨ref⟩","pspReference":"⟨psp⟩","state":"AUTHORIZED",'
            '"amount":{"currency":"DKK","value":⟨cents⟩},"createdAt":"⟨iso⟩"}',
            "Kunde i kantinen fik dobbelt-træk: reference ⟨ref⟩ og ⟨ref2⟩, begge med "
            "Idempotency-Key ⟨uuid⟩ — det er fejlen (⟨who⟩ kigger på det).",
        ),
        _mobilepay,
    ),
    benign_kind(
        "payment_webhook_signatures",
        (
            "POST /webhooks/mobilepay HTTP/1.1\nHost: pay.hanse-lager.de\n"
            "X-Ms-Date: ⟨httpdate⟩\nX-Ms-Content-Sha256: ⟨csha⟩\n"
            "Authorization: HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256"
            "&Signature=⟨sig⟩\nContent-Type: application/json\n\n⟨body⟩",
            "webhook signature mismatch: expected=⟨sig⟩ got=⟨sig2⟩ content-sha256=⟨csha⟩ — "
            "Uhrzeit-Drift? x-ms-date war ⟨httpdate⟩",
            'expected = base64.b64encode(hmac.new(os.environ["MP_WEBHOOK_SECRET"].encode(), '
            "to_sign, hashlib.sha256).digest())\n# Testvektor (Fall ⟨n⟩): X-Ms-Content-Sha256 "
            "⟨csha⟩ → Signature ⟨sig⟩",
            "X-PagerDuty-Signature: v1=⟨pdsig⟩,v1=⟨pdsig2⟩\nX-Webhook-Id: ⟨uuid⟩\n"
            "Content-Type: application/json",
            "Signaturen i loggen (⟨sig⟩) er bare HMAC'en af netop denne besked — ikke nøglen. "
            "Body-hash: ⟨csha⟩",
        ),
        _signatures,
    ),
    benign_kind(
        "masked_card_and_settlement",
        (
            "Chargeback auf Karte ⟨bin⟩******⟨last4⟩ (Visa), ARN ⟨arn⟩, Auth-Code ⟨auth⟩, "
            "Betrag ⟨amount⟩ EUR",
            "settlement_id;payment_id;masked_pan;amount;fee\n"
            "⟨setid⟩;⟨payid⟩;⟨bin⟩XXXXXX⟨last4⟩;⟨amount⟩;⟨fee⟩\n"
            "⟨setid⟩;⟨payid2⟩;⟨bin⟩XXXXXX⟨last4b⟩;⟨fee⟩;0,00",
            "Udbetalingen fra Nets til konto ⟨iban⟩ (batch ⟨batch⟩) mangler to transaktioner.",
            "MobilePay-Kunde mit Telefonnummer +45 ** ** ⟨ph⟩ hat reklamiert; pspReference ⟨psp⟩.",
            "Abo-Zahlung: Nets subscriptionId ⟨subid⟩, Karte endet auf ⟨last4⟩ (kein Secret, "
            "nur eine Referenz).",
        ),
        _masked,
    ),
    benign_kind(
        "sap_ewm_document_numbers",
        (
            "EWM-Lagerauftrag ⟨who⟩ mit den Lageraufgaben ⟨wt1⟩ und ⟨wt2⟩ hängt; HU ⟨sscc⟩ "
            "steht auf Lagerplatz ⟨bin⟩.",
            "| Lieferung | HU (SSCC) | DOCID |\n|---|---|---|\n| ⟨dlv⟩ | ⟨sscc⟩ | ⟨guid⟩ |\n"
            "| ⟨dlv2⟩ | ⟨sscc2⟩ | ⟨guid2⟩ |",
            "IDoc ⟨idoc⟩ (WMTORD) Status 51 – Produkt ⟨matnr⟩ ist in Lagernummer HL01 nicht "
            "angelegt",
            "/SCWM/MON viser lagerordre ⟨who⟩, DOCID ⟨guid⟩, kø AGV_HAL3 — robotten ⟨robot⟩ "
            "har ikke kvitteret.",
            "SELECT tanum, docid, vlpla FROM /scwm/ordim_o WHERE lgnum = 'HL01' AND "
            "tanum = '⟨wt1⟩'; -- docid ⟨guid⟩",
        ),
        _ewm,
    ),
    benign_kind(
        "sap_odata_payloads",
        (
            '{"@odata.context":"$metadata#WarehouseOrder","@odata.metadataEtag":'
            '"W/\\"⟨metaetag⟩\\"","value":[{"EWMWarehouse":"HL01","WarehouseOrder":"⟨who⟩",'
            '"@odata.etag":"W/\\"⟨etag⟩\\""}]}',
            "--batch_⟨uuid⟩\nContent-Type: multipart/mixed; boundary=changeset_⟨uuid2⟩\n\n"
            "--changeset_⟨uuid2⟩\nContent-Type: application/http\n"
            "Content-Transfer-Encoding: binary\n\nPATCH A_OutbDeliveryHeader('⟨dlv⟩') HTTP/1.1\n"
            "If-Match: W/\"datetimeoffset'⟨etagts⟩'\"\n\n--changeset_⟨uuid2⟩--\n--batch_⟨uuid⟩--",
            'sap-message: {"code":"/SCWM/L3/113","message":"Lageraufgabe ⟨wt⟩ quittiert",'
            '"severity":"success","target":"","details":[]}',
            "Der Delta-Link aus S/4 sieht so aus: https://s4p.hlr.internal:44300/sap/opu/odata/"
            "sap/API_PRODUCT_SRV/A_Product?!deltatoken='⟨delta⟩' — das ist kein Token im "
            "Sinne von Auth.",
            "OData-fejl: DeliveryDocumentUUID ⟨guid⟩ findes ikke i S/4 (ETag ⟨etag⟩).",
        ),
        _odata,
    ),
    benign_kind(
        "sap_rfc_and_transport_ids",
        (
            "Transport ⟨tr⟩ (EWM: Queue-Anpassung AGV) nach EWQ importiert, RC 4; ⟨tr2⟩ wartet "
            "auf das CAB.",
            "SM58: TID ⟨tid⟩, Funktionsbaustein /SCWM/TO_CONF, Status 'Transaction recorded' — "
            "zweite TID ⟨tid2⟩ identisch.",
            "qRFC-køen EWMHL01_⟨q⟩ står fast, LUW ⟨tid⟩ → SMQ2 viser SYSFAIL (⟨who⟩).",
            "RFC_COMMUNICATION_FAILURE\nLOCATION    CPIC (TCP/IP) on local host with Unicode\n"
            "ERROR       partner '⟨ip⟩:3300' not reached\nTIME        ⟨time⟩\nRELEASE     793\n"
            "COMPONENT   NI (network interface)\nRC          -10\n"
            "DETAIL      NiPConnect2: ⟨ip⟩:3300\nCOUNTER     ⟨n⟩",
            "S/4-Stand: SAP_BASIS 816 SP ⟨sp⟩, Kernel 793 PL ⟨pl⟩; Transporte ⟨tr⟩ und ⟨tr2⟩ "
            "sind drin.",
        ),
        _rfc_ids,
    ),
)
