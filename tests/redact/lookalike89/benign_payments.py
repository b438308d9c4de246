"""Benign look-alikes from the payments and invoicing side of Ruta Norte's notes: order and
transaction ids, public keys, per-message signatures, CLABEs, CFDI seals, the public CSD
certificate, masked card data and webhook payloads. None of them grants access."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike89.gen import (
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    Kind,
    b64,
    certificate,
    clabe,
    day,
    hexs,
    hhmm,
    iso,
    no_certificado,
    num,
    object_id,
    pem,
    pick,
    rfc_moral,
    ts,
    uuid4,
)

_PK = "p" + "k_"
_MP_APP = "APP" + "_USR-"
_MP_TEST = "TE" + "ST-"
_CERT = "CERTIFICATE"


def _amount(r: Random) -> str:
    return f"{r.randint(89, 8900)}.{r.choice(('00', '50', '90', '99'))}"


def _pedido(r: Random) -> str:
    return f"RN-{r.choice(('MTY', 'GDL', 'SLP'))}-{num(r, 7)}"


def _conekta_ids(r: Random) -> dict[str, str]:
    return {
        "ord": "ord_" + pick(r, ALNUM, 17),
        "cus": "cus_" + pick(r, ALNUM, 17),
        "src": "src_" + pick(r, ALNUM, 17),
        "chg": object_id(r),
        "evt": object_id(r),
        "ref": "9300" + num(r, 10),
        "amt": str(r.randint(8900, 890000)),
        "ped": _pedido(r),
        "d": day(r),
        "chk": uuid4(r),
    }


_CONEKTA_IDS = (
    "Conekta order ⟨ord⟩ quedó en `pending_payment` (OXXO ref ⟨ref⟩), pedido ⟨ped⟩",
    "- customer: ⟨cus⟩\n- payment source: ⟨src⟩\n- charge: ⟨chg⟩\n- amount: ⟨amt⟩ (centavos)",
    "GET /orders/⟨ord⟩ → charges.data[0].id = ⟨chg⟩, status paid. El evento fue ⟨evt⟩",
    "| pedido | order Conekta | charge |\n|---|---|---|\n| ⟨ped⟩ | ⟨ord⟩ | ⟨chg⟩ |",
    "Reembolso parcial: POST /orders/⟨ord⟩/refunds amount=⟨amt⟩ -- ok el ⟨d⟩",
    "El checkout link ⟨chk⟩ expira a las 72h; el customer ⟨cus⟩ ya tiene tarjeta guardada",
    "webhook log: event ⟨evt⟩ type=order.paid object=⟨ord⟩ livemode=true",
    "Si llega charge.declined para ⟨chg⟩, revisar el src ⟨src⟩ (tarjeta vencida casi siempre)",
)


def _openpay_ids(r: Random) -> dict[str, str]:
    return {
        "mid": "m" + pick(r, LOWER_ALNUM, 19),
        "pk": _PK + hexs(r, 32),
        "tr": "tr" + pick(r, LOWER_ALNUM, 18),
        "cus": "a" + pick(r, LOWER_ALNUM, 19),
        "card": "k" + pick(r, LOWER_ALNUM, 19),
        "auth": num(r, 6),
        "dev": pick(r, ALNUM, 32),
        "ped": _pedido(r),
        "amt": _amount(r),
    }


_OPENPAY_IDS = (
    "OpenPay.setId('⟨mid⟩'); OpenPay.setApiKey('⟨pk⟩'); // llave pública, va en el front",
    "Cargo Openpay ⟨tr⟩ autorizado (auth ⟨auth⟩) por $⟨amt⟩ MXN, pedido ⟨ped⟩",
    "device_session_id=⟨dev⟩ lo genera OpenPay.deviceData.setup() en el checkout",
    "- merchant: ⟨mid⟩\n- customer: ⟨cus⟩\n- card: ⟨card⟩\n- transaction: ⟨tr⟩",
    "NEXT_PUBLIC_OPENPAY_MERCHANT_ID=⟨mid⟩\nNEXT_PUBLIC_OPENPAY_PUBLIC_KEY=⟨pk⟩",
    "El 3DS de Openpay regresa a /pago/⟨ped⟩?id=⟨tr⟩; si authorization viene vacío es "
    "rechazo (este traía ⟨auth⟩)",
    "public key de Openpay sandbox vs prod: la de prod es ⟨pk⟩ (pública, no pasa nada)",
    "Refund de ⟨tr⟩ por $⟨amt⟩ → nueva transacción, customer ⟨cus⟩",
)


def _mp_ids(r: Random) -> dict[str, str]:
    collector = num(r, r.choice((9, 10)))
    return {
        "pay": num(r, 11),
        "pref": f"{collector}-{uuid4(r)}",
        "mo": num(r, 11),
        "pub": _MP_APP + uuid4(r),
        "tpub": _MP_TEST + uuid4(r),
        "col": collector,
        "ped": _pedido(r),
        "amt": _amount(r),
    }


_MP_IDS = (
    "Preferencia MP ⟨pref⟩ para el pedido ⟨ped⟩, init_point "
    "https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=⟨pref⟩",
    "const mp = new MercadoPago('⟨pub⟩', { locale: 'es-MX' }) // public key, no es secreta",
    "payment ⟨pay⟩ approved, merchant_order ⟨mo⟩, collector ⟨col⟩, $⟨amt⟩",
    "MP_PUBLIC_KEY=⟨pub⟩\nMP_PUBLIC_KEY_SANDBOX=⟨tpub⟩",
    "| payment_id | merchant_order | status |\n|---|---|---|\n| ⟨pay⟩ | ⟨mo⟩ | refunded |",
    "El Brick de tarjeta usa la public key ⟨tpub⟩ en staging; external_reference=⟨ped⟩",
    "GET /v1/payments/⟨pay⟩ → status_detail: cc_rejected_insufficient_amount (pedido ⟨ped⟩)",
)


def _mp_signature(r: Random) -> dict[str, str]:
    pay, rid, t = num(r, 11), uuid4(r), ts(r)
    manifest = f"id:{pay};request-id:{rid};ts:{t};"
    sig = hashlib.sha256((manifest + hexs(r, 8)).encode()).hexdigest()
    return {"pay": pay, "rid": rid, "ts": t, "v1": sig, "man": manifest, "ms": t + num(r, 3)}


_MP_SIGNATURE = (
    "x-signature: ts=⟨ts⟩,v1=⟨v1⟩\nx-request-id: ⟨rid⟩",
    "Manifest que firma MP: `⟨man⟩` → HMAC-SHA256 con MP_WEBHOOK_SECRET; el v1 que llegó: ⟨v1⟩",
    "webhook MP rechazado 401: v1 ⟨v1⟩ no coincide (payment ⟨pay⟩, request ⟨rid⟩)",
    '{"headers": {"x-signature": "ts=⟨ts⟩,v1=⟨v1⟩", "x-request-id": "⟨rid⟩"}, "data.id": "⟨pay⟩"}',
    "Ojo: el ts del x-signature viene en ms a veces (⟨ms⟩) -- el v1=⟨v1⟩ igual se valida",
    "[mp-webhook] payment=⟨pay⟩ sig_ok=true v1=⟨v1⟩ ts=⟨ts⟩",
)


def _clip_ids(r: Random) -> dict[str, str]:
    return {
        "pr": uuid4(r),
        "tx": uuid4(r),
        "rec": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + num(r, 8),
        "serial": "P8" + num(r, 12),
        "ped": _pedido(r),
        "amt": _amount(r),
        "h": hhmm(r),
        "last4": pick(r, DIGITS, 4),
    }


_CLIP_IDS = (
    "Link de pago Clip para ⟨ped⟩: https://pago.clip.mx/⟨pr⟩ ($⟨amt⟩)",
    "Terminal Clip del chofer (serie ⟨serial⟩) cobró ⟨ped⟩ a las ⟨h⟩, recibo ⟨rec⟩",
    '{"payment_request_id": "⟨pr⟩", "transaction_id": "⟨tx⟩", "status": "PAID"}',
    "Clip webhook: transaction ⟨tx⟩ APPROVED, tarjeta ****⟨last4⟩, recibo ⟨rec⟩",
    "| terminal | recibo | monto |\n|---|---|---|\n| ⟨serial⟩ | ⟨rec⟩ | $⟨amt⟩ |",
    "Conciliación Clip: ⟨tx⟩ no aparece en el depósito del día, checar con soporte (⟨rec⟩)",
)


def _rastreo(r: Random) -> str:
    return r.choice(("MBAN01002", "RNL", "BNET01002", "58735")) + num(r, r.choice((10, 14, 16)))


def _spei(r: Random) -> dict[str, str]:
    return {
        "clabe": clabe(r),
        "stp": clabe(r, "646"),
        "rastreo": _rastreo(r),
        "ref": num(r, 7),
        "amt": _amount(r),
        "d": day(r),
        "h": hhmm(r),
        "oid": num(r, 9),
        "ped": _pedido(r),
    }


_SPEI = (
    "CLABE de cobranza (STP) para clientes B2B: ⟨stp⟩ -- la referencia numérica es ⟨ref⟩",
    "SPEI recibido ⟨d⟩ ⟨h⟩: clave de rastreo ⟨rastreo⟩, $⟨amt⟩, ordenante CLABE ⟨clabe⟩",
    "CEP: https://www.banxico.org.mx/cep/?fecha=⟨d⟩&criterio=⟨rastreo⟩&emisor=40012"
    "&receptor=90646&cuenta=⟨stp⟩&monto=⟨amt⟩",
    '{"id": ⟨oid⟩, "claveRastreo": "⟨rastreo⟩", "cuentaBeneficiario": "⟨stp⟩", '
    '"monto": ⟨amt⟩, "referenciaNumerica": ⟨ref⟩}',
    "| pedido | clave de rastreo | CLABE ordenante |\n|---|---|---|\n"
    "| ⟨ped⟩ | ⟨rastreo⟩ | ⟨clabe⟩ |",
    "La CLABE ⟨clabe⟩ pasa el dígito verificador, el rechazo de STP (orden ⟨oid⟩) fue por RFC",
    "Devolución SPEI ⟨rastreo⟩ → cuenta ⟨clabe⟩, referencia ⟨ref⟩",
)


def _sello(r: Random) -> str:
    return b64(r, 256)


def _cfdi(r: Random) -> dict[str, str]:
    u = uuid4(r).upper()
    nc, ns = no_certificado(r), no_certificado(r)
    return {
        "uuid": u,
        "fecha": iso(r)[:-1],
        "scfd": _sello(r),
        "ssat": _sello(r),
        "nc": nc,
        "ns": ns,
        "rfc": rfc_moral(r),
        "rec": rfc_moral(r, r.choice(("ABC", "LOG", "DIS", "FAR"))),
        "tot": _amount(r),
        "folio": num(r, 5),
        "pac": r.choice(("FIN1203015JA", "SPR190613I52", "FRA140213KZ5")),
    }


_CFDI = (
    '<tfd:TimbreFiscalDigital Version="1.1" UUID="⟨uuid⟩" FechaTimbrado="⟨fecha⟩" '
    'RfcProvCertif="⟨pac⟩" SelloCFD="⟨scfd⟩" NoCertificadoSAT="⟨ns⟩" SelloSAT="⟨ssat⟩"/>',
    "Folio fiscal ⟨uuid⟩ (serie A folio ⟨folio⟩), timbrado ⟨fecha⟩ por ⟨pac⟩",
    "Sello del emisor (SelloCFD) del CFDI ⟨uuid⟩, por si el cliente pide validar:\n⟨scfd⟩",
    "Cadena original del TFD: ||1.1|⟨uuid⟩|⟨fecha⟩|⟨pac⟩|⟨scfd⟩|⟨ns⟩||",
    "https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=⟨uuid⟩&re=⟨rfc⟩"
    "&rr=⟨rec⟩&tt=⟨tot⟩&fe=⟨ssat⟩",
    "| UUID | receptor | total |\n|---|---|---|\n| ⟨uuid⟩ | ⟨rec⟩ | ⟨tot⟩ |",
    '<cfdi:Comprobante Version="4.0" Folio="⟨folio⟩" NoCertificado="⟨nc⟩" Sello="⟨scfd⟩" '
    'Total="⟨tot⟩" Moneda="MXN" TipoDeComprobante="I">',
    "Cancelación motivo 02 del ⟨uuid⟩ aceptada; el SelloSAT del acuse es ⟨ssat⟩",
)


_SAT_ISSUER = (
    ("CN", "AC DEL SERVICIO DE ADMINISTRACION TRIBUTARIA"),
    ("O", "SERVICIO DE ADMINISTRACION TRIBUTARIA"),
    ("C", "MX"),
)


def _csd_cert(r: Random) -> dict[str, str]:
    nc = no_certificado(r)
    rfc = rfc_moral(r)
    subject = (("CN", "RUTA NORTE LOGISTICA"), ("C", "MX"), ("UID", rfc))
    cert = certificate(r, subject, _SAT_ISSUER, nc.encode())
    return {
        "nc": nc,
        "rfc": rfc,
        "pem": pem(_CERT, cert),
        "b64": base64.b64encode(cert).decode(),
        "sha1": ":".join(f"{b:02X}" for b in hashlib.sha1(cert).digest()),
        "serial": nc.encode().hex(),
        "end": f"{r.choice(('Oct', 'Nov', 'Mar'))} {r.randint(1, 28)} 00:00:00 "
        f"204{r.randint(1, 2)}",
    }


_CSD_CERT = (
    "El .cer del CSD (público, va dentro de cada CFDI), NoCertificado ⟨nc⟩:\n⟨pem⟩",
    "$ openssl x509 -inform DER -in ⟨nc⟩.cer -noout -serial -enddate\nserial=⟨serial⟩\n"
    "notAfter=⟨end⟩ GMT",
    'Certificado="⟨b64⟩"',
    "Fingerprint SHA1 del CSD ⟨nc⟩ de ⟨rfc⟩: ⟨sha1⟩ (vence ⟨end⟩)",
    "- RFC: ⟨rfc⟩\n- NoCertificado: ⟨nc⟩\n- serial (hex): ⟨serial⟩\n- notAfter: ⟨end⟩",
    "$ openssl x509 -inform DER -in ⟨nc⟩.cer -outform PEM\n⟨pem⟩",
)


def _masked_cards(r: Random) -> dict[str, str]:
    bin6 = r.choice(("415231", "491566", "557910", "406134", "527628"))
    last4 = pick(r, DIGITS, 4)
    return {
        "bin": bin6,
        "last4": last4,
        "pan": f"{bin6[:4]} {bin6[4:]}** **** {last4}",
        "pan2": f"{bin6}******{last4}",
        "clabe": "*" * 14 + pick(r, DIGITS, 4),
        "exp": f"{r.randint(1, 12):02d}/{r.randint(39, 44)}",
        "ped": _pedido(r),
        "auth": num(r, 6),
        "name": r.choice(("JUAN P*** G***", "MA. FERNANDA L***", "ABARROTES EL G***")),
    }


_MASKED_CARDS = (
    "Tarjeta del cliente ⟨pan⟩ (exp ⟨exp⟩), auth ⟨auth⟩ -- pedido ⟨ped⟩",
    '{"card": {"bin": "⟨bin⟩", "last4": "⟨last4⟩", "brand": "visa", "name": "⟨name⟩"}}',
    "Contracargo de la tarjeta terminación ⟨last4⟩ (BIN ⟨bin⟩), pedido ⟨ped⟩",
    "masked_pan=⟨pan2⟩ auth_code=⟨auth⟩ entry=chip",
    "Cuenta destino del reembolso: CLABE ⟨clabe⟩ a nombre de ⟨name⟩",
    "| pedido | tarjeta | vence |\n|---|---|---|\n| ⟨ped⟩ | ⟨pan⟩ | ⟨exp⟩ |",
)


def _events(r: Random) -> dict[str, str]:
    ev = {
        "id": object_id(r),
        "type": r.choice(("order.paid", "charge.refunded", "order.pending_payment")),
        "livemode": True,
        "created_at": int(ts(r)),
        "data": {"object": {"id": "ord_" + pick(r, ALNUM, 17), "amount": r.randint(8900, 99000)}},
    }
    op = {
        "type": "charge.succeeded",
        "event_date": iso(r),
        "transaction": {
            "id": "tr" + pick(r, LOWER_ALNUM, 18),
            "authorization": num(r, 6),
            "order_id": _pedido(r),
            "amount": float(_amount(r)),
        },
    }
    mp = {
        "action": "payment.updated",
        "api_version": "v1",
        "data": {"id": num(r, 11)},
        "date_created": iso(r),
        "id": int(num(r, 11)),
        "live_mode": True,
        "type": "payment",
        "user_id": num(r, 9),
    }
    return {
        "conekta": json.dumps(ev, indent=2),
        "openpay": json.dumps(op, indent=2),
        "mp": json.dumps(mp),
        "ua": r.choice(("Conekta/v2 WebhookBot", "MercadoPago WebHook v1.0", "okhttp/4.12.0")),
        "ip": f"{r.randint(3, 54)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "ms": str(r.randint(12, 900)),
        "mph": json.dumps(mp, indent=2),
    }


_EVENTS = (
    "Payload de Conekta que rompió el parser:\n```json\n⟨conekta⟩\n```",
    "⟨openpay⟩",
    'POST /webhooks/mercadopago ⟨ms⟩ms ua="⟨ua⟩" body=⟨mp⟩',
    "Webhook Openpay (charge.succeeded) reenviado desde el dashboard:\n⟨openpay⟩",
    "Ejemplo real (sin datos sensibles) de notificación MP desde ⟨ip⟩:\n⟨mph⟩",
    "Evento Conekta que llegó duplicado (idempotencia por id):\n⟨conekta⟩",
)


PAYMENTS: tuple[Kind, ...] = (
    Kind("conekta_object_ids", _CONEKTA_IDS, _conekta_ids),
    Kind("openpay_ids_and_public_key", _OPENPAY_IDS, _openpay_ids),
    Kind("mercadopago_ids_and_public_key", _MP_IDS, _mp_ids),
    Kind("mercadopago_webhook_x_signature", _MP_SIGNATURE, _mp_signature),
    Kind("clip_payment_ids", _CLIP_IDS, _clip_ids),
    Kind("spei_clabe_and_clave_rastreo", _SPEI, _spei),
    Kind("cfdi_timbre_sello_uuid", _CFDI, _cfdi),
    Kind("csd_certificate_public", _CSD_CERT, _csd_cert),
    Kind("masked_card_and_bank_data", _MASKED_CARDS, _masked_cards),
    Kind("payment_webhook_event_payloads", _EVENTS, _events),
)
