"""Benign look-alikes of the fare payment side: card PAN tokens and masked PANs, Transbank
buy orders and authorization codes, Mercado Pago ids and public keys, RUT/NIT numbers,
fare-card UIDs, EMV data, logged webhook signatures and Twilio SIDs."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike40.gen import (
    ALNUM,
    DIGITS,
    UPPER_ALNUM,
    Kind,
    date,
    epoch,
    hexs,
    hms,
    masked_pan,
    nit,
    num,
    pick,
    rut,
    uhex,
    uuid4,
)

_APP_USR = "APP" + "_USR-"
_TEST = "TE" + "ST-"
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_NAMES = (
    "María José Fuentes",
    "Jorge Castillo",
    "Francisca Muñoz",
    "Benjamín Soto",
    "Catalina Rojas",
    "Diego Araya",
)
_PEOPLE = ("Ignacio", "Camila", "Valentina", "Matías", "Andrés", "Luisa")


def _ulid(r: Random) -> str:
    return r.choice("01") + pick(r, _CROCKFORD, 25)


def _amount(r: Random) -> str:
    return str(r.choice((1000, 2000, 3000, 5000, 10000, 15000, 20000)))


def _pan_tokens(r: Random) -> dict[str, str]:
    bin6, last4, brand = masked_pan(r)
    return {
        "hmac": hexs(r, 64),
        "tbk": uuid4(r),
        "auth": pick(r, DIGITS, 6),
        "last4": last4,
        "bin": bin6,
        "brand": brand.split()[0],
        "pm": ("deb" if "Débito" in brand or brand == "Redcompra" else "")
        + ("visa" if bin6[0] == "4" else "master"),
        "card": num(r, 13),
        "cust": f"{num(r, 10)}-{pick(r, ALNUM, 14)}",
        "par": r.choice(("V001", "5001")) + pick(r, UPPER_ALNUM, 25),
        "ulid": "mtk_" + _ulid(r),
        "trips": str(r.randint(2, 60)),
        "ctok": hexs(r, 32),
    }


def _masked(r: Random) -> dict[str, str]:
    bin6, last4, brand = masked_pan(r)
    bin2, last42, brand2 = masked_pan(r)
    return {
        "bin": bin6,
        "last4": last4,
        "brand": brand,
        "bin2": bin2,
        "last42": last42,
        "brand2": brand2,
        "amt": _amount(r),
        "amt2": _amount(r),
        "d": date(r),
        "b4": bin6[:4],
        "b2": bin6[4:],
    }


def _buy_order(r: Random) -> str:
    return r.choice(("TAM", "REC-", "OC")) + date(r).replace("-", "") + num(r, 8)


def _transbank(r: Random) -> dict[str, str]:
    _, last4, _ = masked_pan(r)
    d = date(r)
    return {
        "bo": _buy_order(r),
        "bo2": _buy_order(r),
        "sess": "sess-" + hexs(r, 16),
        "amt": _amount(r),
        "auth": pick(r, DIGITS, 6) if r.random() < 0.7 else pick(r, DIGITS, 4),
        "auth2": pick(r, DIGITS, 6),
        "last4": last4,
        "acc": d[5:7] + d[8:10],
        "ts": f"{d}T{hms(r)}.{r.randint(100, 999)}Z",
        "ptc": r.choice(("VD", "VN", "VP", "VC", "NC")),
        "cc": "5970" + num(r, 8),
        "cc2": "5970" + num(r, 8),
        "d": d,
    }


def _mp_ids(r: Random) -> dict[str, str]:
    d = date(r)
    collector = num(r, 9)
    return {
        "pid": num(r, 11),
        "pid2": num(r, 11),
        "nid": num(r, 11),
        "uid": collector,
        "pref": f"{collector}-{uuid4(r)}",
        "mo": num(r, 11),
        "ext": "REC-" + _ulid(r),
        "rid": num(r, 10),
        "idem": uuid4(r),
        "ts": f"{d}T{hms(r)}.000-03:00",
        "amt": _amount(r),
        "amt2": _amount(r),
    }


def _mp_public(r: Random) -> dict[str, str]:
    return {"pk": _APP_USR + uuid4(r), "tpk": _TEST + uuid4(r), "env": r.choice(("prod", "stg"))}


def _ruts(r: Random) -> dict[str, str]:
    dotted, plain = rut(r)
    dotted2, _ = rut(r)
    company, company_plain = rut(r, company=True)
    return {
        "rut": dotted,
        "rutp": plain,
        "rut2": dotted2,
        "rutc": company,
        "rutcp": company_plain,
        "dv": plain[-1],
        "nit": nit(r),
        "name": r.choice(_NAMES),
        "folio": str(r.randint(1000, 999999)),
        "amt": str(r.randint(100_000, 90_000_000)),
        "d": date(r),
    }


def _uid7(r: Random) -> str:
    return "04" + uhex(r, 12)


def _cards(r: Random) -> dict[str, str]:
    uid = _uid7(r)
    return {
        "uid": uid,
        "uids": " ".join(uid[i : i + 2] for i in range(0, 14, 2)),
        "uid2": _uid7(r),
        "printed": num(r, 10),
        "val": f"{r.randint(1, 2400):04d}",
        "bal": str(r.randint(0, 40) * 100 + r.choice((0, 10, 30, 60))),
        "sam": uhex(r, 14),
        "kv": uhex(r, 2),
        "aid": uhex(r, 6),
        "d": date(r),
        "ts": f"{date(r)}T{hms(r)}-03:00",
        "atr": "3B8F8001804F0CA0000003060300030000000068",
    }


_AIDS = (
    ("A0000000031010", "VISA CREDITO"),
    ("A0000000032010", "VISA DEBITO"),
    ("A0000000041010", "MASTERCARD"),
    ("A0000000043060", "MAESTRO"),
)


def _emv(r: Random) -> dict[str, str]:
    aid, label = r.choice(_AIDS)
    d = date(r)
    amt = r.choice((790, 830, 870, 920, 1000))
    return {
        "arqc": uhex(r, 16),
        "atc": uhex(r, 4),
        "un": uhex(r, 8),
        "iad": "06011203A0" + uhex(r, 4) + "0F" + uhex(r, 18),
        "yymmdd": d[2:4] + d[5:7] + d[8:10],
        "amt12": f"{amt:012d}",
        "amt": str(amt),
        "aid": aid,
        "label": label,
        "tvr": r.choice(("0000000000", "0000008000", "0000048000")),
        "val": f"{r.randint(1, 2400):04d}",
    }


def _sigs(r: Random) -> dict[str, str]:
    return {
        "ts": str(epoch(r)),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "req": uuid4(r),
        "pid": num(r, 11),
        "tw": base64.b64encode(r.randbytes(20)).decode(),
        "idem": uuid4(r),
        "gh": hexs(r, 64),
        "deliv": uuid4(r),
        "sm": "SM" + hexs(r, 32),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "AC" + hexs(r, 32),
        "sm": r.choice(("SM", "MM")) + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "ve": "VE" + hexs(r, 32),
        "ph": num(r, 8),
        "ph2": pick(r, DIGITS, 3),
        "ph3": pick(r, DIGITS, 4),
        "who": r.choice(_PEOPLE),
        "err": r.choice(("30003", "30005", "30006", "30007", "21610")),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "card_pan_tokens",
        (
            "pan_ref ⟨hmac⟩ = HMAC-SHA256 del PAN hecho en el HSM; con eso cruzamos los "
            "⟨trips⟩ viajes sin guardar el PAN.",
            '{"response_code":0,"tbk_user":"⟨tbk⟩","authorization_code":"⟨auth⟩",'
            '"card_type":"⟨brand⟩","card_number":"XXXXXXXXXXXX⟨last4⟩"}',
            '{"id":"⟨card⟩","customer_id":"⟨cust⟩","first_six_digits":"⟨bin⟩",'
            '"last_four_digits":"⟨last4⟩","payment_method":{"id":"⟨pm⟩"}}',
            "payment_account_reference ⟨par⟩ agrupa los taps de la misma tarjeta aunque "
            "cambie el token del wallet.",
            "Account-based ticketing: media token ⟨ulid⟩ → tarjeta ⟨brand⟩ terminada en ⟨last4⟩",
            "Card token ⟨ctok⟩ from the Card Payment Brick is single-use and expires in 7 days; "
            "don't store it.",
        ),
        _pan_tokens,
        secrets=(),
    ),
    Kind(
        "masked_pans",
        (
            "Tarjeta ⟨brand⟩ terminada en ⟨last4⟩, cargo de $⟨amt⟩ el ⟨d⟩",
            "[fare-api] tap accepted pan=⟨bin⟩******⟨last4⟩ amount=⟨amt⟩ CLP",
            "| fecha | monto | tarjeta | estado |\n|---|---|---|---|\n"
            "| ⟨d⟩ | $⟨amt⟩ | ⟨bin⟩XXXXXX⟨last4⟩ | AUTHORIZED |\n"
            "| ⟨d⟩ | $⟨amt2⟩ | ⟨bin2⟩XXXXXX⟨last42⟩ | FAILED |",
            "El reclamo es por la ⟨brand2⟩ **** **** **** ⟨last42⟩ (dos cobros de $⟨amt2⟩).",
            "SELECT count(*) FROM taps WHERE pan_first6 = '⟨bin⟩' AND pan_last4 = '⟨last4⟩';",
            "Receipt shows ⟨b4⟩ ⟨b2⟩** **** ⟨last4⟩ — BIN ⟨bin⟩ is a prepaid ⟨brand⟩.",
        ),
        _masked,
        secrets=(),
    ),
    Kind(
        "transbank_buy_orders",
        (
            '{\n  "vci": "TSY",\n  "amount": ⟨amt⟩,\n  "status": "AUTHORIZED",\n'
            '  "buy_order": "⟨bo⟩",\n  "session_id": "⟨sess⟩",\n'
            '  "card_detail": {"card_number": "⟨last4⟩"},\n  "accounting_date": "⟨acc⟩",\n'
            '  "transaction_date": "⟨ts⟩",\n  "authorization_code": "⟨auth⟩",\n'
            '  "payment_type_code": "⟨ptc⟩",\n  "response_code": 0,\n'
            '  "installments_number": 0\n}',
            "buy_order ⟨bo⟩ quedó AUTHORIZED pero el commit dio timeout; hicimos refund de $⟨amt⟩.",
            "[webpay] create buy_order=⟨bo⟩ session_id=⟨sess⟩ amount=⟨amt⟩ "
            "return_url=https://recargas.transandes-metro.cl/webpay/retorno",
            "Conciliación:\nbuy_order;authorization_code;amount;card_number;accounting_date\n"
            "⟨bo⟩;⟨auth⟩;⟨amt⟩;⟨last4⟩;⟨acc⟩\n⟨bo2⟩;⟨auth2⟩;⟨amt⟩;⟨last4⟩;⟨acc⟩",
            "Webpay Plus Mall: commerce code ⟨cc⟩ (mall), child store ⟨cc2⟩ for top-ups; "
            "authorization ⟨auth⟩ on ⟨d⟩.",
        ),
        _transbank,
        secrets=(),
    ),
    Kind(
        "mercadopago_payment_ids",
        (
            '{"action":"payment.updated","api_version":"v1","data":{"id":"⟨pid⟩"},'
            '"date_created":"⟨ts⟩","id":⟨nid⟩,"live_mode":true,"type":"payment",'
            '"user_id":"⟨uid⟩"}',
            "GET /v1/payments/⟨pid⟩ → approved / accredited, external_reference ⟨ext⟩",
            "init_point: https://www.mercadopago.cl/checkout/v1/redirect?pref_id=⟨pref⟩",
            "merchant_order ⟨mo⟩ tiene dos pagos: ⟨pid⟩ ($⟨amt⟩) y ⟨pid2⟩ ($⟨amt2⟩, rechazado)",
            "POST /v1/payments/⟨pid⟩/refunds con X-Idempotency-Key: ⟨idem⟩ → refund ⟨rid⟩",
            "| payment_id | merchant_order | external_reference | monto |\n|---|---|---|---|\n"
            "| ⟨pid⟩ | ⟨mo⟩ | ⟨ext⟩ | ⟨amt⟩ |",
        ),
        _mp_ids,
        secrets=(),
    ),
    Kind(
        "mercadopago_public_keys",
        (
            "MP_PUBLIC_KEY=⟨pk⟩  # va en el frontend, es pública",
            "const mp = new MercadoPago('⟨pk⟩', { locale: 'es-CL' });",
            "La public key de sandbox (⟨tpk⟩) es la que usa el Card Payment Brick en staging.",
            "NEXT_PUBLIC_MP_PUBLIC_KEY=⟨pk⟩",
            '<script>window.MP_PUBLIC_KEY = "⟨pk⟩"; // ⟨env⟩</script>',
            "Public key (⟨env⟩ app, safe to ship in the APK): ⟨pk⟩",
        ),
        _mp_public,
        secrets=(),
    ),
    Kind(
        "rut_and_nit_numbers",
        (
            "Comprobante de recarga a nombre de ⟨name⟩, RUT ⟨rut⟩",
            "RUT de la empresa: ⟨rutc⟩ (TransAndes Metropolitano S.A.)",
            "<Encabezado><IdDoc><TipoDTE>33</TipoDTE><Folio>⟨folio⟩</Folio></IdDoc><Emisor>"
            "<RUTEmisor>⟨rutcp⟩</RUTEmisor></Emisor><Receptor><RUTRecep>⟨rutp⟩</RUTRecep>"
            "</Receptor><Totales><MntTotal>⟨amt⟩</MntTotal></Totales></Encabezado>",
            "NIT de Guayacán Sistemas S.A.S. para la factura de ⟨d⟩: ⟨nit⟩",
            "rut_valido('⟨rut⟩') → True; el DV ⟨dv⟩ sale de módulo 11.",
            "rut;beneficio;vigencia\n⟨rut⟩;ADULTO_MAYOR;2030-03-31\n⟨rut2⟩;ESTUDIANTE;2030-12-31",
        ),
        _ruts,
        secrets=(),
    ),
    Kind(
        "fare_card_uids",
        (
            "Tarjeta Cóndor UID ⟨uid⟩ (DESFire EV3), número impreso ⟨printed⟩",
            "[VAL-⟨val⟩] tap uid=⟨uid⟩ atr=⟨atr⟩ result=OK saldo=⟨bal⟩",
            "SAM AV3 serial ⟨sam⟩ in validator VAL-⟨val⟩, key version 0x⟨kv⟩",
            "APDU → 90 6A 00 00 00 / ← ⟨aid⟩ 91 00 (GetApplicationIDs, app de pasaje)",
            '{"uid":"⟨uid2⟩","reason":"LOST","listed_at":"⟨ts⟩"}',
            "NFC scan: ISO-DEP, UID ⟨uids⟩, SAK 0x20, ATQA 0x0344",
        ),
        _cards,
        secrets=(),
    ),
    Kind(
        "emv_tlv_dumps",
        (
            "9F26 08 ⟨arqc⟩\n9F27 01 80\n9F36 02 ⟨atc⟩\n9F37 04 ⟨un⟩\n95 05 ⟨tvr⟩\n"
            "9A 03 ⟨yymmdd⟩\n9C 01 00\n9F02 06 ⟨amt12⟩\n5F2A 02 0152\n84 07 ⟨aid⟩",
            "ARQC ⟨arqc⟩ con ATC ⟨atc⟩ y UN ⟨un⟩; el emisor lo rechazó por TVR ⟨tvr⟩.",
            '{"9F26":"⟨arqc⟩","9F27":"80","9F36":"⟨atc⟩","9F37":"⟨un⟩","9F10":"⟨iad⟩",'
            '"9A":"⟨yymmdd⟩","9F02":"⟨amt12⟩","5F2A":"0152","84":"⟨aid⟩"}',
            "VAL-⟨val⟩ field 55: 9F2608⟨arqc⟩9F2701809F3602⟨atc⟩9F3704⟨un⟩9F1011⟨iad⟩"
            "9A03⟨yymmdd⟩9F0206⟨amt12⟩5F2A020152",
            "AID ⟨aid⟩ (⟨label⟩) selected after PPSE 2PAY.SYS.DDF01; amount ⟨amt⟩ CLP.",
        ),
        _emv,
        secrets=(),
    ),
    Kind(
        "webhook_signatures_logged",
        (
            "x-signature: ts=⟨ts⟩,v1=⟨h1⟩\nx-request-id: ⟨req⟩\ndata.id: ⟨pid⟩",
            "[mp-webhook] firma inválida: esperado v1=⟨h1⟩, recibido v1=⟨h2⟩ (ts=⟨ts⟩) → 401",
            "POST /twilio/status 200\nX-Twilio-Signature: ⟨tw⟩\n"
            "I-Twilio-Idempotency-Token: ⟨idem⟩\nMessageSid=⟨sm⟩&MessageStatus=delivered",
            "X-GitHub-Delivery: ⟨deliv⟩\nX-Hub-Signature-256: sha256=⟨gh⟩",
            "The Grafana alert webhook arrived with X-Grafana-Alerting-Signature ⟨h2⟩ "
            "(timestamp ⟨ts⟩) — signature checks out.",
        ),
        _sigs,
        secrets=(),
    ),
    Kind(
        "twilio_sids",
        (
            "SMS ⟨sm⟩ status=undelivered error ⟨err⟩ (account ⟨ac⟩)",
            '{"sid":"⟨sm⟩","account_sid":"⟨ac⟩","messaging_service_sid":"⟨mg⟩",'
            '"status":"queued","to":"+569⟨ph⟩"}',
            "TWILIO_ACCOUNT_SID=⟨ac⟩  # el auth token está en Secrets Manager, no acá",
            "Messaging Service ⟨mg⟩ con sender pool +56 2 2⟨ph2⟩ ⟨ph3⟩ (⟨pn⟩)",
            "Verify service ⟨va⟩: verification ⟨ve⟩ approved; ⟨who⟩ checked it.",
            'curl -u "$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN" '
            "https://api.twilio.com/2010-04-01/Accounts/⟨ac⟩/Messages/⟨sm⟩.json",
        ),
        _twilio,
        n=10,
        secrets=(),
    ),
)
