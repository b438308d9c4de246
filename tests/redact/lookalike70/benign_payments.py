"""Benign look-alikes from the payment and invoicing side: vendor ids, public keys,
signatures over one message, invoice authorisation codes and masked values."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike70.gen import (
    APP_USR,
    COMPANIES,
    MP_TEST,
    PEOPLE,
    SERVICES,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    cuit,
    day,
    ec_spki_der,
    epoch,
    hexs,
    iso,
    mp_payment_id,
    mp_public_key,
    num,
    pick,
    rut_uy,
    twilio_sid,
    uuid4,
    x509_der,
)


def _mp_ids(r: Random) -> dict[str, str]:
    collector = num(r, 9)
    return {
        "pid": mp_payment_id(r),
        "pid2": mp_payment_id(r),
        "pref": f"{collector}-{uuid4(r)}",
        "mo": num(r, 11),
        "collector": collector,
        "nid": num(r, 12),
        "ext": f"PAP-2034-{num(r, 6)}",
        "when": iso(r),
        "ms": str(r.randint(20, 900)),
        "amount": f"{r.randint(10, 990)}.{r.randint(100, 999)},{r.randint(0, 99):02d}",
    }


def _mp_public(r: Random) -> dict[str, str]:
    return {
        "pub": mp_public_key(r),
        "test": mp_public_key(r, MP_TEST),
        "loc": r.choice(("es-AR", "es-UY", "pt-BR")),
        "who": r.choice(PEOPLE),
        "build": hexs(r, 7),
    }


def _mp_signature(r: Random) -> dict[str, str]:
    ts = epoch(r) + str(r.randint(100, 999))
    return {
        "ts": ts,
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "rid": uuid4(r),
        "pid": mp_payment_id(r),
        "when": iso(r),
    }


def _payway(r: Random) -> dict[str, str]:
    return {
        "pub": hexs(r, 32),
        "site": num(r, 8),
        "tok": uuid4(r),
        "bin": r.choice(("450799", "454622", "531421", "377799", "603493")),
        "l4": num(r, 4),
        "pay": num(r, 8),
        "stx": f"pap-{num(r, 10)}",
        "month": str(r.randint(1, 12)),
        "year": str(r.randint(35, 40)),
    }


def _dlocal(r: Random) -> dict[str, str]:
    return {
        "pay": "D-4-" + uuid4(r),
        "ord": f"PAP-UY-{num(r, 8)}",
        "sig": hexs(r, 64),
        "when": iso(r),
        "amount": f"{r.randint(100, 99000)}.{r.randint(0, 99):02d}",
        "bref": pick(r, UPPER_ALNUM, 14),
    }


def _afip_qr(r: Random, emisor: str, cae: str) -> str:
    data = {
        "ver": 1,
        "fecha": day(r),
        "cuit": int(emisor),
        "ptoVta": r.randint(1, 20),
        "tipoCmp": r.choice((1, 6, 11)),
        "nroCmp": int(num(r, 5)),
        "importe": round(r.uniform(10_000, 9_000_000), 2),
        "moneda": "PES",
        "ctz": 1,
        "tipoDocRec": 80,
        "nroDocRec": int(cuit(r)),
        "tipoCodAut": "E",
        "codAut": int(cae),
    }
    return b64_of(json.dumps(data, separators=(",", ":")))


def _afip(r: Random) -> dict[str, str]:
    emisor = cuit(r)
    cae = "7" + num(r, 13)
    vto = day(r)
    return {
        "cae": cae,
        "cae2": "7" + num(r, 13),
        "cuit": emisor,
        "cuit2": cuit(r),
        "pv": f"{r.randint(1, 20):05d}",
        "nro": f"{r.randint(1, 99999):08d}",
        "nro2": f"{r.randint(1, 99999):08d}",
        "vto": vto,
        "vto8": vto.replace("-", ""),
        "qr": _afip_qr(r, emisor, cae),
        "ms": str(r.randint(200, 4000)),
    }


def _cfe(r: Random) -> dict[str, str]:
    cert = x509_der(
        r,
        [("C", "UY"), ("O", "PAMPA AGRO PAGOS URUGUAY SA"), ("CN", "PAMPA AGRO PAGOS URUGUAY")],
        [("C", "UY"), ("O", "ABITAB S.A."), ("CN", "Autoridad Certificadora Abitab")],
    )
    return {
        "dig": b64(r, 32),
        "sv": b64(r, 256),
        "cert": base64.b64encode(cert).decode(),
        "rut": rut_uy(r),
        "serie": r.choice(("A", "B", "AA", "C")),
        "nro": str(r.randint(1000, 9999999)),
        "cs": b64(r, 32)[:6],
        "caenro": num(r, 11),
        "rango": str(r.choice((5000, 10000, 50000, 100000))),
        "tipo": r.choice(("111", "101", "112", "181")),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": twilio_sid(r, "AC"),
        "va": twilio_sid(r, "VA"),
        "ve": twilio_sid(r, "VE"),
        "sm": twilio_sid(r, "SM"),
        "mg": twilio_sid(r, "MG"),
        "ph": num(r, 7),
        "when": iso(r),
    }


def _wamid(r: Random, phone: str) -> str:
    raw = b"\x15\x02\x00\x11\x18\x12" + pick(r, UHEX, 18).encode() + b"\x00"
    return (
        "wamid." + base64.b64encode(b"\x18" + bytes([len(phone)]) + phone.encode() + raw).decode()
    )


def _whatsapp(r: Random) -> dict[str, str]:
    return {
        "wamid": _wamid(r, "549341" + num(r, 7)),
        "wamid2": _wamid(r, "5989" + num(r, 7)),
        "pnid": num(r, 15),
        "waba": num(r, 15),
        "sig": hexs(r, 64),
        "ts": epoch(r),
        "tpl": r.choice(("pago_aprobado_v3", "liquidacion_lista", "cfe_emitido", "codigo_retiro")),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    spki = base64.b64encode(ec_spki_der(r)).decode()
    sig = base64.b64encode(
        b"\x30\x45\x02\x20" + r.randbytes(32) + b"\x02\x21\x00" + r.randbytes(32)
    )
    return {
        "pk": spki,
        "sig": sig.decode(),
        "ts": epoch(r),
        "evid": pick(r, UPPER_ALNUM, 22),
        "mid": f"{pick(r, UPPER_ALNUM, 22)}.recvd-{hexs(r, 10)}-{pick(r, UPPER_ALNUM, 5)}-1-"
        f"{hexs(r, 8).upper()}-{r.randint(1, 60)}.0",
        "xmid": pick(r, UPPER_ALNUM, 22),
        "co": r.choice(COMPANIES),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "brand": r.choice(("Visa", "Mastercard", "Cabal", "Naranja", "Amex")),
        "l4": num(r, 4),
        "bin": r.choice(("450799", "454622", "531421", "589657")),
        "d4": num(r, 4),
        "tail": hexs(r, 4),
        "tail2": pick(r, UPPER_ALNUM, 4),
        "ts": epoch(r),
        "svc": r.choice(SERVICES),
        "who": r.choice(PEOPLE),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "mercadopago_payment_ids",
        (
            "curl -s https://api.mercadopago.com/v1/payments/⟨pid⟩ "
            "-H \"Authorization: Bearer $MP_ACCESS_TOKEN\" | jq '.status, .status_detail'",
            '{"action": "payment.updated", "api_version": "v1", "data": {"id": "⟨pid⟩"}, '
            '"date_created": "⟨when⟩", "id": ⟨nid⟩, "live_mode": true, "type": "payment", '
            '"user_id": "⟨collector⟩"}',
            "Preferencia ⟨pref⟩ → merchant_order ⟨mo⟩ → pago ⟨pid⟩ (approved/accredited). "
            "external_reference=⟨ext⟩",
            "| payment_id | status | monto |\n|---|---|---|\n| ⟨pid⟩ | approved | ARS ⟨amount⟩ |"
            "\n| ⟨pid2⟩ | rejected (cc_rejected_high_risk) | ARS ⟨amount⟩ |",
            "⟨when⟩ INFO webhook.mp payment=⟨pid⟩ merchant_order=⟨mo⟩ collector_id=⟨collector⟩ "
            "took=⟨ms⟩ms",
        ),
        _mp_ids,
    ),
    Kind(
        "mercadopago_public_keys",
        (
            'const mp = new MercadoPago("⟨pub⟩", { locale: "⟨loc⟩" });',
            "MP_PUBLIC_KEY=⟨pub⟩  # pública, va al bundle del checkout (build ⟨build⟩)",
            "La public key de prueba es ⟨test⟩ y la de prod ⟨pub⟩. Ninguna es secreta; el access "
            "token sí, y ese vive en Secrets Manager.",
            "checkout:\n  mercadopago:\n    public_key: ⟨pub⟩\n    locale: ⟨loc⟩",
            "A public key do Mercado Pago (⟨pub⟩) pode ir no front sem problema — confirmei com "
            "⟨who⟩.",
        ),
        _mp_public,
    ),
    Kind(
        "mercadopago_webhook_signatures",
        (
            "x-signature: ts=⟨ts⟩,v1=⟨h⟩\nx-request-id: ⟨rid⟩",
            'manifest = "id:⟨pid⟩;request-id:⟨rid⟩;ts:⟨ts⟩;" → el HMAC-SHA256 con la clave '
            "secreta del panel (MP_WEBHOOK_SECRET, en Secrets Manager) da ⟨h⟩ y coincide con "
            "el v1.",
            "⟨when⟩ WARN mp.webhook firma inválida: esperado v1=⟨h⟩ recibido v1=⟨h2⟩ "
            "(request-id ⟨rid⟩)",
            'assert verify_signature("ts=⟨ts⟩,v1=⟨h⟩", request_id="⟨rid⟩", data_id="⟨pid⟩")',
        ),
        _mp_signature,
    ),
    Kind(
        "payway_public_key_and_card_tokens",
        (
            "decidir.setPublishableKey('⟨pub⟩'); // public apikey del sitio ⟨site⟩, la privada "
            "vive en el backend",
            '{"id": "⟨tok⟩", "status": "active", "card_number_length": 16, "bin": "⟨bin⟩", '
            '"last_four_digits": "⟨l4⟩", "expiration_month": ⟨month⟩, '
            '"expiration_year": ⟨year⟩}',
            "Pago Payway ⟨pay⟩ (site_transaction_id=⟨stx⟩) quedó en `review`; el token de "
            "tarjeta ⟨tok⟩ ya se consumió, no sirve para reintentar.",
            "PAYWAY_PUBLIC_API_KEY=⟨pub⟩\nPAYWAY_SITE_ID=⟨site⟩\n# la privada va por Secrets "
            "Manager: prod/pagos/payway-private",
        ),
        _payway,
    ),
    Kind(
        "dlocal_ids_and_request_signatures",
        (
            "X-Date: ⟨when⟩\nX-Login: $DLOCAL_X_LOGIN\nX-Trans-Key: $DLOCAL_X_TRANS_KEY\n"
            "Authorization: V2-HMAC-SHA256, Signature: ⟨sig⟩",
            '{"id": "⟨pay⟩", "amount": ⟨amount⟩, "currency": "UYU", "status": "PAID", '
            '"order_id": "⟨ord⟩", "notification_url": "https://api.pampaagro.com.uy/webhooks/'
            'dlocal"}',
            "dLocal devolvió 401 `Invalid signature` para ⟨pay⟩; la firma que calculamos fue "
            "⟨sig⟩ — era el X-Date con la zona horaria de Montevideo.",
            "payout ⟨pay⟩ (order ⟨ord⟩) → referencia bancaria ⟨bref⟩, conciliado ⟨when⟩",
        ),
        _dlocal,
    ),
    Kind(
        "afip_invoice_identifiers",
        (
            "FECAESolicitar OK: CAE ⟨cae⟩ vto ⟨vto⟩, CbteTipo 1, PtoVta ⟨pv⟩, CbteDesde ⟨nro⟩, "
            "CUIT emisor ⟨cuit⟩ (⟨ms⟩ ms)",
            "QR de la factura A ⟨pv⟩-⟨nro⟩: https://www.afip.gob.ar/fe/qr/?p=⟨qr⟩",
            "| Comprobante | CAE | Vto CAE |\n|---|---|---|\n| A ⟨pv⟩-⟨nro⟩ | ⟨cae⟩ | ⟨vto⟩ |\n"
            "| B ⟨pv⟩-⟨nro2⟩ | ⟨cae2⟩ | ⟨vto⟩ |",
            "<FECAEDetResponse><Concepto>2</Concepto><DocTipo>80</DocTipo><DocNro>⟨cuit2⟩"
            "</DocNro><CbteDesde>⟨nro⟩</CbteDesde><Resultado>A</Resultado><CAE>⟨cae⟩</CAE>"
            "<CAEFchVto>⟨vto8⟩</CAEFchVto></FECAEDetResponse>",
            "El TA de WSAA se cachea 12 h en Redis (`afip:ta:wsfe:⟨cuit⟩`); nunca se loguean "
            "token ni sign, solo el CAE (último: ⟨cae⟩).",
        ),
        _afip,
    ),
    Kind(
        "dgi_cfe_xml_signatures",
        (
            '<ds:Reference URI=""><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc'
            '#sha256"/><ds:DigestValue>⟨dig⟩</ds:DigestValue></ds:Reference>\n'
            "<ds:SignatureValue>⟨sv⟩</ds:SignatureValue>",
            "e-Factura ⟨serie⟩ ⟨nro⟩ (tipo ⟨tipo⟩, RUT emisor ⟨rut⟩) firmada: DigestValue ⟨dig⟩, "
            "código de seguridad ⟨cs⟩. CAE DGI nro ⟨caenro⟩, rango 1–⟨rango⟩.",
            "<ds:KeyInfo><ds:X509Data><ds:X509Certificate>⟨cert⟩</ds:X509Certificate>"
            "</ds:X509Data></ds:KeyInfo>",
            "A DGI rejeitou o CFE ⟨serie⟩-⟨nro⟩ com 'Firma inválida': o SignatureValue era ⟨sv⟩; "
            "recalculamos com o certificado novo e passou.",
        ),
        _cfe,
    ),
    Kind(
        "twilio_resource_sids",
        (
            '{"sid": "⟨ve⟩", "service_sid": "⟨va⟩", "account_sid": "⟨ac⟩", "to": "+5989⟨ph⟩", '
            '"channel": "whatsapp", "status": "approved", "valid": true}',
            'TWILIO_VERIFY_SERVICE_SID=⟨va⟩  # no es secreto, es el id del servicio "Pampa Login"',
            "SMS ⟨sm⟩ quedó `undelivered` (30008) — messaging service ⟨mg⟩, cuenta ⟨ac⟩, ⟨when⟩",
            "twilio api:verify:v2:services:verifications:create --service-sid ⟨va⟩ "
            "--to +549341⟨ph⟩ --channel sms",
        ),
        _twilio,
    ),
    Kind(
        "whatsapp_message_ids_and_signatures",
        (
            '{"object": "whatsapp_business_account", "entry": [{"id": "⟨waba⟩", "changes": '
            '[{"field": "messages", "value": {"metadata": {"phone_number_id": "⟨pnid⟩"}, '
            '"statuses": [{"id": "⟨wamid⟩", "status": "delivered", "timestamp": "⟨ts⟩"}]}}]}]}',
            "X-Hub-Signature-256: sha256=⟨sig⟩ — coincide con el HMAC del body (el app secret "
            "no está acá, se lee de Secrets Manager)",
            "Plantilla `⟨tpl⟩` enviada: message id ⟨wamid⟩ → read (phone_number_id ⟨pnid⟩)",
            'POST https://graph.facebook.com/v21.0/⟨pnid⟩/messages → 200 {"messages":[{"id":'
            '"⟨wamid2⟩"}]}',
        ),
        _whatsapp,
    ),
    Kind(
        "sendgrid_event_webhook_public_key_and_ids",
        (
            "Event Webhook → Signature Verification → verification key (pública, ECDSA P-256):"
            "\n⟨pk⟩",
            "X-Twilio-Email-Event-Webhook-Signature: ⟨sig⟩\n"
            "X-Twilio-Email-Event-Webhook-Timestamp: ⟨ts⟩",
            '[{"email": "compras@⟨co⟩.com.ar", "event": "delivered", "sg_event_id": "⟨evid⟩", '
            '"sg_message_id": "⟨mid⟩", "timestamp": ⟨ts⟩}]',
            "202 Accepted, X-Message-Id: ⟨xmid⟩ (recibo de liquidación para ⟨co⟩)",
            "SENDGRID_WEBHOOK_VERIFICATION_KEY=⟨pk⟩  # es la clave PÚBLICA, no la API key",
        ),
        _sendgrid,
    ),
    Kind(
        "masked_payment_values",
        (
            "Tarjeta ⟨brand⟩ •••• ⟨l4⟩ (bin ⟨bin⟩) rechazada por el emisor; el token de MP "
            + APP_USR
            + "…⟨tail⟩ está vigente.",
            "MP_ACCESS_TOKEN=" + APP_USR + "⟨d4⟩************************⟨tail⟩  (enmascarado por "
            "el panel)",
            "| Vendor | Key | Estado |\n|---|---|---|\n| Mercado Pago | "
            + APP_USR
            + "⟨d4⟩…⟨tail⟩ | rotada |\n| dLocal | ●●●●●●●●⟨tail2⟩ | ok |\n| Twilio | ******** |"
            " ok |",
            "datadog: api key `********************************` (últimos 4: ⟨tail⟩), "
            "servicio ⟨svc⟩",
            "Authorization: Bearer [REDACTED]\nx-signature: ts=⟨ts⟩,v1=<redacted>",
            "A chave do Sendgrid termina em …⟨tail2⟩ (o resto está mascarado, SG.****); ⟨who⟩ "
            "confirmou que é a nova.",
        ),
        _masked,
    ),
)
