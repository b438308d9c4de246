"""Benign look-alikes from the payment and invoicing side: Webpay, Khipu, Niubiz and Culqi
transaction ids, public client keys, SII DTE signatures and track ids, and the signatures that
sign one webhook or request. None of them grants access; all of them look like they might."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike65.gen import (
    ALNUM,
    B32,
    LOWER_ALNUM,
    Kind,
    b64,
    cert_b64,
    clock,
    day,
    gateway,
    hexs,
    num,
    pick,
    rsa_key,
    rut,
    uuid4,
    wrap,
)

_PK_LIVE = "pk" + "_live_"
_AKIA = "AK" + "IA"
_ECERT = (("C", "CL"), ("O", "E-CERTCHILE"), ("CN", "E-CERTCHILE CA FIRMA ELECTRONICA SIMPLE"))
_CLIENTS = ("MINERA ANTAKORI SA", "COMPANIA MINERA QHAPAQ", "SOC. CONTRACTUAL INTI", "AGUAS YAKU")


def _amount(r: Random) -> str:
    return str(r.randint(12, 4800) * 1000 + r.choice((0, 500, 990)))


def _webpay(r: Random) -> dict[str, str]:
    return {
        "tokws": hexs(r, 64),
        "tokws2": hexs(r, 64),
        "bo": "OC-" + num(r, 9),
        "bo2": "OC-" + num(r, 9),
        "sid": "sess-" + pick(r, LOWER_ALNUM, 12),
        "auth": num(r, 6),
        "cc8": num(r, 8),
        "l4": num(r, 4),
        "amt": _amount(r),
        "amt2": _amount(r),
        "date": day(r),
        "time": clock(r),
        "acc": f"{r.randint(1, 2):02d}{r.randint(1, 28):02d}",
    }


def _khipu(r: Random) -> dict[str, str]:
    pid = pick(r, LOWER_ALNUM, 12)
    return {
        "pid": pid,
        "tid": "PLAN-" + num(r, 7),
        "rid": num(r, 6),
        "folio": num(r, 5),
        "date": day(r),
        "time": clock(r),
        "amt": _amount(r),
        "bank": "B" + pick(r, "abcdefghijklmnopqrstuvwxyz", 4),
    }


def _niubiz(r: Random) -> dict[str, str]:
    return {
        "pn": num(r, 10),
        "idu": num(r, 15),
        "sig": uuid4(r),
        "txid": num(r, 15),
        "trace": num(r, 6),
        "auth": num(r, 6),
        "mid": num(r, 9),
        "card": "4" + num(r, 5) + "******" + num(r, 4),
        "amt": f"{r.randint(50, 9000)}.{r.randint(0, 99):02d}",
        "date": day(r).replace("-", "")[2:],
        "time": clock(r).replace(":", ""),
    }


def _culqi(r: Random) -> dict[str, str]:
    env = "live" if r.random() < 0.7 else "test"

    def cid(prefix: str) -> str:
        return f"{prefix}_{env}_" + pick(r, ALNUM, 16)

    return {
        "chr": cid("chr"),
        "ord": cid("ord"),
        "cus": cid("cus"),
        "crd": cid("crd"),
        "crd2": cid("crd"),
        "ref": cid("ref"),
        "evt": cid("evt"),
        "amt": str(r.randint(1000, 900000)),
        "refc": pick(r, ALNUM, 10),
    }


def _public_keys(r: Random) -> dict[str, str]:
    return {
        "pk": _PK_LIVE + pick(r, ALNUM, 16),
        "rsaid": uuid4(r),
        "rsapub": rsa_key(r, 2048).public_pem(),
        "appid": uuid4(r),
        "pub": "pub" + hexs(r, 32),
        "cid": pick(r, ALNUM, 32),
        "ver": f"4.{r.randint(1, 40)}.{r.randint(0, 9)}",
    }


def _dte(r: Random) -> dict[str, str]:
    key = rsa_key(r, 512, e=3)
    return {
        "rut": rut(r),
        "rut2": rut(r),
        "rs": r.choice(_CLIENTS),
        "folio": num(r, 4),
        "date": day(r),
        "time": clock(r),
        "mnt": _amount(r),
        "frmt": b64(r, 64),
        "frma": b64(r, 64),
        "m": key.modulus_b64(),
        "pub": key.public_pem(),
        "dig": b64(r, 20),
        "sigv": wrap(b64(r, 128), 76),
        "mod": wrap(b64(r, 128), 76),
        "cert": wrap(cert_b64(r, (("CN", "CAMILA ROJAS"),), _ECERT), 76),
        "track": num(r, 10),
    }


def _track(r: Random) -> dict[str, str]:
    return {
        "track": num(r, 10),
        "track2": num(r, 10),
        "rut": rut(r),
        "rut2": rut(r),
        "rutp": f"{r.randint(10_000_000, 19_999_999)}-{r.choice('0123456789K')}",
        "folio": num(r, 4),
        "folio2": num(r, 4),
        "n": str(r.randint(2, 60)),
        "seed": num(r, 12),
        "set": num(r, 7),
        "date": day(r),
        "time": clock(r),
        "mnt": _amount(r),
        "mnt2": _amount(r),
        "rs": r.choice(_CLIENTS),
    }


def _signatures(r: Random) -> dict[str, str]:
    ymd = day(r).replace("-", "")
    return {
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "hook": uuid4(r),
        "req": uuid4(r),
        "tsig": b64(r, 20),
        "idem": uuid4(r),
        "ts": str(2_019_686_400 + r.randrange(59 * 86_400)),
        "akid": _AKIA + pick(r, B32, 16),
        "ymd": ymd,
        "amz": ymd + "T" + clock(r).replace(":", "") + "Z",
        "gw": gateway(r),
        "sm": "SM" + hexs(r, 32),
    }


WEBPAY = Kind(
    "webpay_transaction_fields",
    (
        '{\n  "vci": "TSY",\n  "amount": ⟨amt⟩,\n  "status": "AUTHORIZED",\n'
        '  "buy_order": "⟨bo⟩",\n  "session_id": "⟨sid⟩",\n'
        '  "card_detail": {"card_number": "⟨l4⟩"},\n  "accounting_date": "⟨acc⟩",\n'
        '  "transaction_date": "⟨date⟩T⟨time⟩.512Z",\n  "authorization_code": "⟨auth⟩",\n'
        '  "payment_type_code": "VN",\n  "response_code": 0,\n  "installments_number": 0\n}',
        "PUT /rswebpaytransaction/api/webpay/v1.2/transactions/⟨tokws⟩ → 200, "
        "authorization_code ⟨auth⟩, buy_order ⟨bo⟩",
        "El token_ws ⟨tokws⟩ llegó dos veces al return_url (doble clic del cliente); el segundo "
        "commit respondió 422 porque la transacción ya estaba confirmada. No es un secreto: es "
        "el id de la transacción que viaja por el navegador.",
        "| buy_order | token_ws | monto | estado |\n|---|---|---|---|\n"
        "| ⟨bo⟩ | ⟨tokws⟩ | $⟨amt⟩ | AUTHORIZED |\n| ⟨bo2⟩ | ⟨tokws2⟩ | $⟨amt2⟩ | FAILED |",
        "⟨date⟩T⟨time⟩Z INFO webpay.return token_ws=⟨tokws⟩ buy_order=⟨bo⟩ session_id=⟨sid⟩ "
        "commerce_code=5970⟨cc8⟩",
    ),
    _webpay,
)

KHIPU = Kind(
    "khipu_payment_ids",
    (
        '{\n  "payment_id": "⟨pid⟩",\n  "payment_url": "https://khipu.com/payment/info/⟨pid⟩",\n'
        '  "simplified_transfer_url": "https://app.khipu.com/payment/simplified/⟨pid⟩",\n'
        '  "transfer_url": "https://khipu.com/payment/manual/⟨pid⟩",\n'
        '  "app_url": "khipu:///pos/⟨pid⟩",\n  "ready_for_terminal": false\n}',
        "Pago Khipu ⟨pid⟩ quedó en `verifying` más de dos horas; transaction_id ⟨tid⟩, "
        "cobrador ⟨rid⟩, banco ⟨bank⟩.",
        "GET https://payment-api.khipu.com/v3/payments/⟨pid⟩ → status done, conciliado con la "
        "factura ⟨folio⟩",
        "⟨date⟩ ⟨time⟩ khipu.notify payment_id=⟨pid⟩ transaction_id=⟨tid⟩ amount=⟨amt⟩ "
        "currency=CLP status=done",
    ),
    _khipu,
)

NIUBIZ = Kind(
    "niubiz_authorization_responses",
    (
        '"dataMap": {\n  "TERMINAL": "00000001",\n  "TRACE_NUMBER": "⟨trace⟩",\n'
        '  "SIGNATURE": "⟨sig⟩",\n  "CARD": "⟨card⟩",\n  "MERCHANT": "⟨mid⟩",\n'
        '  "STATUS": "Authorized",\n  "ACTION_DESCRIPTION": "Aprobado y completado con exito",\n'
        '  "ID_UNICO": "⟨idu⟩",\n  "AMOUNT": "⟨amt⟩",\n  "AUTHORIZATION_CODE": "⟨auth⟩",\n'
        '  "CURRENCY": "0604",\n  "TRANSACTION_DATE": "⟨date⟩⟨time⟩",\n'
        '  "ACTION_CODE": "000",\n  "BRAND": "visa",\n  "TRANSACTION_ID": "⟨txid⟩"\n}',
        "purchaseNumber ⟨pn⟩ → ACTION_CODE 000, ID_UNICO ⟨idu⟩, SIGNATURE ⟨sig⟩ (Niubiz lo "
        "llama signature pero es solo el id de la autorización).",
        "Conciliación Niubiz: TRANSACTION_ID ⟨txid⟩ / AUTHORIZATION_CODE ⟨auth⟩ / "
        "TERMINAL 00000001 / comercio ⟨mid⟩ / S/ ⟨amt⟩",
        "niubiz.authorize purchaseNumber=⟨pn⟩ merchantId=⟨mid⟩ card=⟨card⟩ "
        "traceNumber=⟨trace⟩ result=Authorized",
    ),
    _niubiz,
)

CULQI = Kind(
    "culqi_object_ids",
    (
        '{"object": "event", "id": "⟨evt⟩", "type": "charge.creation.succeeded", '
        '"data": {"id": "⟨chr⟩", "amount": ⟨amt⟩, "currency_code": "PEN", '
        '"reference_code": "⟨refc⟩", "source": {"id": "⟨crd⟩"}}}',
        "Cargo Culqi ⟨chr⟩ (orden ⟨ord⟩) reembolsado parcialmente con ⟨ref⟩.",
        "El customer ⟨cus⟩ tiene dos tarjetas, ⟨crd⟩ y ⟨crd2⟩ — borrar la vencida.",
        "culqi.charge.created id=⟨chr⟩ amount=⟨amt⟩ currency_code=PEN "
        "reference_code=⟨refc⟩ outcome=venta_exitosa",
    ),
    _culqi,
)

PUBLIC_KEYS = Kind(
    "public_client_keys",
    (
        "CULQI_PUBLIC_KEY=⟨pk⟩   # pública, va en el bundle del checkout",
        "Culqi, cifrado de payload: rsa_id ⟨rsaid⟩ y la llave pública RSA:\n\n⟨rsapub⟩",
        "datadogRum.init({\n  applicationId: '⟨appid⟩',\n  clientToken: '⟨pub⟩',\n"
        "  site: 'datadoghq.com',\n  service: 'portal-clientes',\n  env: 'prod',\n"
        "  version: '⟨ver⟩',\n});",
        "createAuth0Client({ domain: 'cordillera.us.auth0.com', clientId: '⟨cid⟩', "
        "authorizationParams: { audience: 'https://api.cordillerasensing.cl' } })",
        "Llaves públicas del portal (se pueden commitear): Culqi ⟨pk⟩, client token de "
        "Datadog RUM ⟨pub⟩, clientId de Auth0 ⟨cid⟩.",
    ),
    _public_keys,
)

DTE_SIGNATURES = Kind(
    "sii_dte_signatures_and_timbre",
    (
        '<TED version="1.0"><DD><RE>⟨rut⟩</RE><TD>33</TD><F>⟨folio⟩</F><FE>⟨date⟩</FE>'
        "<RR>⟨rut2⟩</RR><RSR>⟨rs⟩</RSR><MNT>⟨mnt⟩</MNT><IT1>Servicio de telemetria</IT1>"
        '<CAF version="1.0"><DA><RE>⟨rut⟩</RE><RS>CORDILLERA SENSING SPA</RS><TD>33</TD>'
        "<RNG><D>1</D><H>500</H></RNG><FA>⟨date⟩</FA><RSAPK><M>⟨m⟩</M><E>Aw==</E></RSAPK>"
        '<IDK>300</IDK></DA><FRMA algoritmo="SHA1withRSA">⟨frma⟩</FRMA></CAF>'
        "<TSTED>⟨date⟩T⟨time⟩</TSTED></DD>"
        '<FRMT algoritmo="SHA1withRSA">⟨frmt⟩</FRMT></TED>',
        '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">\n<SignedInfo>\n'
        '<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>'
        '\n<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>\n'
        '<Reference URI="#F⟨folio⟩T33">\n<Transforms><Transform '
        'Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/></Transforms>\n'
        '<DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>\n'
        "<DigestValue>⟨dig⟩</DigestValue>\n</Reference>\n</SignedInfo>\n"
        "<SignatureValue>\n⟨sigv⟩\n</SignatureValue>\n<KeyInfo>\n<KeyValue>\n<RSAKeyValue>\n"
        "<Modulus>\n⟨mod⟩\n</Modulus>\n<Exponent>AQAB</Exponent>\n</RSAKeyValue>\n"
        "</KeyValue>\n<X509Data>\n<X509Certificate>\n⟨cert⟩\n</X509Certificate>\n</X509Data>\n"
        "</KeyInfo>\n</Signature>",
        "El SII rechazó el envío ⟨track⟩ por firma: DigestValue ⟨dig⟩ no cuadraba con el "
        "documento (había un espacio extra en <NmbItem>).",
        "FRMT del folio ⟨folio⟩ = ⟨frmt⟩ — es la firma del timbre (TED), sale impresa en el "
        "PDF417 de la factura.",
        "Llave pública del CAF (RSAPUBK) para validar timbres de ⟨rut⟩:\n\n⟨pub⟩",
    ),
    _dte,
)

SII_IDS = Kind(
    "sii_track_ids_and_folios",
    (
        "Envío DTE: TrackID ⟨track⟩, estado EPR (envío procesado), ⟨n⟩ documentos aceptados. "
        "RUT emisor ⟨rut⟩.",
        "| Folio | Tipo | RUT receptor | Monto | TrackID |\n|---|---|---|---|---|\n"
        "| ⟨folio⟩ | 33 | ⟨rut2⟩ | $⟨mnt⟩ | ⟨track⟩ |\n| ⟨folio2⟩ | 61 | ⟨rut2⟩ | $⟨mnt2⟩ | "
        "⟨track2⟩ |",
        "⟨date⟩ ⟨time⟩ sii.upload rut_emisor=⟨rut⟩ rut_envia=⟨rutp⟩ trackid=⟨track⟩ status=0 "
        'glosa="Upload OK"',
        "ID del documento en el XML: F⟨folio⟩T33; set de pruebas ⟨set⟩ aprobado el ⟨date⟩ "
        "para ⟨rs⟩.",
        "getSeed devolvió la semilla ⟨seed⟩; con ella se pide el token del SII firmando con el "
        "certificado (el token vive una hora y no lo guardamos en ningún lado).",
    ),
    _track,
)

REQUEST_SIGNATURES = Kind(
    "webhook_and_request_signatures",
    (
        "Headers del webhook de Bitbucket (repo:push):\nX-Event-Key: repo:push\n"
        "X-Hook-UUID: ⟨hook⟩\nX-Request-UUID: ⟨req⟩\nX-Hub-Signature: sha256=⟨h⟩",
        "POST /twilio/status HTTP/1.1\nX-Twilio-Signature: ⟨tsig⟩\n"
        "I-Twilio-Idempotency-Token: ⟨idem⟩\n\nMessageSid=⟨sm⟩&MessageStatus=delivered",
        "Grafana alerting → webhook: X-Grafana-Alerting-Signature: ⟨h⟩ "
        "(timestamp ⟨ts⟩), firma HMAC de ese body nada más.",
        "Webhook ⟨gw⟩ → ETL rechazado: firma esperada ⟨h⟩, recibida ⟨h2⟩ (el body traía \\r\\n).",
        "Authorization: AWS4-HMAC-SHA256 Credential=⟨akid⟩/⟨ymd⟩/sa-east-1/timestream/"
        "aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=⟨h⟩\n"
        "X-Amz-Date: ⟨amz⟩",
    ),
    _signatures,
)

PAYMENTS: tuple[Kind, ...] = (
    WEBPAY,
    KHIPU,
    NIUBIZ,
    CULQI,
    PUBLIC_KEYS,
    DTE_SIGNATURES,
    SII_IDS,
    REQUEST_SIGNATURES,
)
