"""Benign look-alikes of the payment providers: Mercado Pago payment, preference and
notification ids and webhook signatures, its public key, Conekta order/charge/customer ids,
Wompi public keys, transaction ids and integrity signatures, idempotency keys and
reconciliation tables. Public keys and signatures are meant to travel; ids identify."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike57.gen import (
    ALNUM,
    CROCKFORD,
    HEX,
    Kind,
    clabe,
    date_2032,
    hexs,
    num,
    pick,
    ts_2032,
    ulid,
    unix_2032,
    uuid4,
)

_MP_APP = "APP" + "_USR-"
_MP_TEST = "TE" + "ST-"
_WOMPI_PUB = "pub" + "_prod_"
_WOMPI_PUB_TEST = "pub" + "_test_"


def _mp_ids(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 11),
        "mo": num(r, 11),
        "nid": num(r, 11),
        "uid": num(r, 9),
        "rid": num(r, 10),
        "ts": ts_2032(r),
        "unix": unix_2032(r),
        "hmac": hexs(r, 64),
        "reqid": uuid4(r),
        "u": uuid4(r),
        "folio": num(r, 6),
    }


def _mp_public(r: Random) -> dict[str, str]:
    return {"pk": r.choice((_MP_APP, _MP_APP, _MP_TEST)) + uuid4(r)}


def _conekta_ids(r: Random) -> dict[str, str]:
    return {
        "ord": "ord_" + pick(r, ALNUM, 17),
        "chg": hexs(r, 24),
        "cus": "cus_" + pick(r, ALNUM, 17),
        "src": "src_" + pick(r, ALNUM, 17),
        "evt": hexs(r, 24),
        "oxxo": "93" + num(r, 12),
        "cents": str(r.randint(4900, 250000)),
        "clabe": clabe(r, "646", "180"),
    }


def _wompi(r: Random) -> dict[str, str]:
    ref = "PED-" + pick(r, CROCKFORD, 10)
    cents = str(r.randint(800, 180000) * 100)
    return {
        "pub": r.choice((_WOMPI_PUB, _WOMPI_PUB, _WOMPI_PUB_TEST)) + pick(r, ALNUM, 32),
        "ref": ref,
        "cents": cents,
        "sig": hexs(r, 64),
        "chk": hexs(r, 64),
        "tx": f"{num(r, 5)}-{unix_2032(r)}-{num(r, 5)}",
        "unix": unix_2032(r),
    }


def _idempotency(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "pid": num(r, 11),
        "date8": date_2032(r).replace("-", ""),
        "n6": num(r, 6),
        "c8": pick(r, CROCKFORD, 8),
        "amt": str(r.randint(9000, 450000)),
    }


def _tables(r: Random) -> dict[str, str]:
    values: dict[str, str] = {"date": date_2032(r)}
    for i in (1, 2, 3):
        values[f"u{i}"] = uuid4(r)
        values[f"U{i}"] = uuid4(r).upper()
        values[f"t{i}"] = "trp_" + ulid(r)
        values[f"pid{i}"] = num(r, 11)
        values[f"amt{i}"] = f"{r.randint(40, 900)}.{r.randint(0, 99):02d}"
        values[f"h{i}"] = hashlib.sha1(values[f"u{i}"].encode()).hexdigest()[:12]
    values["ms"] = str(r.randint(120, 480))
    values["hex"] = pick(r, HEX, 8)
    return values


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "mercadopago_ids_and_signatures",
        (
            "payment_id ⟨pid⟩ quedó en status=approved, status_detail=accredited; "
            "merchant_order ⟨mo⟩",
            'POST /webhooks/mp {"action":"payment.updated","api_version":"v1",'
            '"data":{"id":"⟨pid⟩"},"date_created":"⟨ts⟩Z","id":⟨nid⟩,"live_mode":true,'
            '"type":"payment","user_id":"⟨uid⟩"}',
            "Headers del webhook que falló la validación:\nx-signature: ts=⟨unix⟩,v1=⟨hmac⟩\n"
            "x-request-id: ⟨reqid⟩",
            "preference_id ⟨uid⟩-⟨u⟩ → init_point "
            "https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=⟨uid⟩-⟨u⟩",
            "Reembolso parcial: refund ⟨rid⟩ sobre el pago ⟨pid⟩ (external_reference VIA-⟨folio⟩)",
        ),
        _mp_ids,
    ),
    Kind(
        "mercadopago_public_key",
        (
            "MP_PUBLIC_KEY=⟨pk⟩  # va en el bundle de la app, es pública",
            'const mp = new MercadoPago("⟨pk⟩", { locale: "es-MX" });',
            '<string name="mp_public_key" translatable="false">⟨pk⟩</string>',
            "La public key de Mercado Pago ⟨pk⟩ solo sirve para tokenizar tarjetas en el "
            "cliente; el access token nunca sale del backend.",
        ),
        _mp_public,
    ),
    Kind(
        "conekta_order_and_charge_ids",
        (
            "Orden ⟨ord⟩ (charge ⟨chg⟩) pagada con OXXO Pay, referencia ⟨oxxo⟩",
            '{"id":"⟨ord⟩","object":"order","amount":⟨cents⟩,"currency":"MXN",'
            '"payment_status":"paid","customer_info":{"customer_id":"⟨cus⟩"},'
            '"charges":{"data":[{"id":"⟨chg⟩","status":"paid"}]}}',
            "webhook order.paid, event id ⟨evt⟩, livemode true; el cliente ⟨cus⟩ paga con "
            "la fuente ⟨src⟩",
            "Conekta SPEI: CLABE de pago ⟨clabe⟩ generada para la orden ⟨ord⟩ (expira en 72 h)",
        ),
        _conekta_ids,
    ),
    Kind(
        "wompi_public_keys_and_transactions",
        (
            "WOMPI_PUBLIC_KEY=⟨pub⟩  # pública, la usa el widget",
            '<script src="https://checkout.wompi.co/widget.js" data-render="button" '
            'data-public-key="⟨pub⟩" data-currency="COP" data-amount-in-cents="⟨cents⟩" '
            'data-reference="⟨ref⟩" data-signature:integrity="⟨sig⟩"></script>',
            "Transação ⟨tx⟩ APPROVED (Nequi), referência ⟨ref⟩, ⟨cents⟩ centavos COP",
            '{"event":"transaction.updated","data":{"transaction":{"id":"⟨tx⟩",'
            '"status":"DECLINED","reference":"⟨ref⟩"}},"signature":{"properties":'
            '["transaction.id","transaction.status","transaction.amount_in_cents"],'
            '"checksum":"⟨chk⟩"},"timestamp":⟨unix⟩}',
        ),
        _wompi,
    ),
    Kind(
        "idempotency_keys_and_references",
        (
            "X-Idempotency-Key: ⟨u⟩ (uno por intento de cobro, nunca reutilizar)",
            "external_reference VIA-GDL-⟨date8⟩-⟨n6⟩ ↔ payment ⟨pid⟩",
            '{"idempotency_key":"⟨u⟩","external_reference":"PED-⟨c8⟩","amount":⟨amt⟩,'
            '"currency":"COP"}',
            "Idempotency-Key repetida (⟨u⟩) → Conekta devolvió la misma orden, comportamiento "
            "correcto",
        ),
        _idempotency,
    ),
    Kind(
        "uuid_heavy_tables",
        (
            "| request_id | viaje | estado | latencia |\n|---|---|---|---|\n"
            "| ⟨u1⟩ | ⟨t1⟩ | OK | ⟨ms⟩ ms |\n| ⟨u2⟩ | ⟨t2⟩ | TIMEOUT | 30.0 s |\n"
            "| ⟨u3⟩ | ⟨t3⟩ | OK | 211 ms |",
            "conciliacion_⟨date⟩.csv:\npago_id,folio_fiscal,monto,estado\n"
            "⟨pid1⟩,⟨U1⟩,⟨amt1⟩,conciliado\n⟨pid2⟩,⟨U2⟩,⟨amt2⟩,pendiente\n"
            "⟨pid3⟩,⟨U3⟩,⟨amt3⟩,conciliado",
            "SELECT trip_id, courier_id FROM Entregas\nWHERE pedido_id IN "
            "('⟨u1⟩', '⟨u2⟩', '⟨u3⟩');",
            "Dedupe de pedidos (hash corto → uuid):\n⟨h1⟩ ⟨u1⟩\n⟨h2⟩ ⟨u2⟩\n⟨h3⟩ ⟨u3⟩",
        ),
        _tables,
    ),
)
