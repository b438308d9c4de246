"""Benign look-alikes from marketplaces, acquirers and market data: Mercado Livre ids,
PagSeguro/PagBank codes, B3 instruments, webhook signatures and pagination cursors."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike47.gen import (
    Kind,
    b3_contract,
    b64_of,
    b64url,
    digits,
    hexs,
    isin,
    num,
    uhexs,
    uuid4,
    when,
)

_ISIN_BODIES = ("BRSLCEACNOR", "BRAGROACNOR", "BRSMTOACNOR", "BRB3SAACNOR", "BRTTENACNOR")


def _meli(r: Random) -> dict[str, str]:
    return {
        "item": "MLB" + num(r, 10),
        "item2": "MLB" + num(r, 10),
        "order": "2000" + digits(r, 12),
        "pack": "2000" + digits(r, 12),
        "ship": "4" + digits(r, 10),
        "seller": num(r, 9),
        "app": num(r, 16),
        "cat": "MLB" + num(r, 6),
        "claim": "5" + digits(r, 9),
        "ts": when(r).strftime("%Y-%m-%dT%H:%M:%S.000-03:00"),
    }


def _pagseguro(r: Random) -> dict[str, str]:
    return {
        "tx": uuid4(r).upper(),
        "notif": f"{uhexs(r, 6)}-{uhexs(r, 12)}-{uhexs(r, 12)}-{uhexs(r, 6)}",
        "order": "ORDE_" + uuid4(r).upper(),
        "charge": "CHAR_" + uuid4(r).upper(),
        "ref": "PED-" + num(r, 7),
        "nsu": digits(r, 6),
        "auth": digits(r, 6),
        "tid": digits(r, 20),
    }


def _b3(r: Random) -> dict[str, str]:
    body = r.choice(_ISIN_BODIES)
    c = b3_contract(r)
    return {
        "isin": isin(r, body),
        "isin2": isin(r, "BR" + c[:3] + "F" + c[3:] + "00"),
        "c": c,
        "sid": "2000" + digits(r, 8),
        "seq": num(r, 9),
        "trade": num(r, 7),
        "px": f"{r.randint(50, 130)},{r.randint(0, 99):02d}",
        "chan": str(r.randint(1, 90)),
        "port": str(r.randint(10000, 30000)),
        "d": when(r).strftime("%Y-%m-%d"),
    }


def _webhook(r: Random) -> dict[str, str]:
    ts = int(when(r).timestamp())
    return {
        "ts": str(ts),
        "v1": hexs(r, 64),
        "req": uuid4(r),
        "data": num(r, 11),
        "hub": hexs(r, 64),
        "gid": uuid4(r),
        "sha1": hexs(r, 40),
    }


def _cursor(r: Random) -> dict[str, str]:
    scroll = (
        b64_of(f"apicore-items-ds-{r.randint(1, 9):02d}")
        + ":"
        + b64_of(f"DXF1ZXJ5QW5kRmV0Y2gB{r.randint(10**6, 10**7)}")
    )
    cont = b64_of(f"LDE1LDEwMDAwMDAsMCwwLDAsMSwxNSwwLDAs{r.randint(10, 99)}")
    return {
        "scroll": scroll.replace("=", ""),
        "cont": cont.replace("=", "%3D"),
        "adf": '{"token":"+RID:~' + b64url(r, 12) + '#RT:1#TRC:100#ISV:2#IEO:65567#QCF:8"}',
        "next": b64url(r, 18),
        "page": str(r.randint(2, 40)),
        "off": str(r.randint(1, 20) * 50),
    }


BENIGN_MARKET: tuple[Kind, ...] = (
    Kind(
        "mercadolivre_ids",
        (
            "GET /items/⟨item⟩ → 200, category_id ⟨cat⟩, seller_id ⟨seller⟩",
            '{"resource": "/orders/⟨order⟩", "user_id": ⟨seller⟩, "topic": "orders_v2", '
            '"application_id": ⟨app⟩, "attempts": 1, "sent": "⟨ts⟩"}',
            "Pedido ⟨order⟩ (pack ⟨pack⟩), envio ⟨ship⟩ — itens ⟨item⟩ e ⟨item2⟩",
            "Reclamo ⟨claim⟩ abierto sobre la orden ⟨order⟩; el envío ⟨ship⟩ figura entregado.",
            "| order_id | shipping_id | item |\n|---|---|---|\n| ⟨order⟩ | ⟨ship⟩ | ⟨item⟩ |",
        ),
        _meli,
        secrets=(),
    ),
    Kind(
        "pagseguro_ids",
        (
            "Transação PagSeguro ⟨tx⟩ (referência ⟨ref⟩), NSU ⟨nsu⟩, autorização ⟨auth⟩",
            "notificationCode=⟨notif⟩&notificationType=transaction",
            '{"id": "⟨order⟩", "reference_id": "⟨ref⟩", "charges": [{"id": "⟨charge⟩", '
            '"status": "PAID"}]}',
            "Conciliador: charge ⟨charge⟩ sem pedido correspondente; TID ⟨tid⟩",
            "El código de notificación ⟨notif⟩ ya fue procesado (idempotente).",
        ),
        _pagseguro,
        secrets=(),
    ),
    Kind(
        "b3_market_data_ids",
        (
            "⟨c⟩: SecurityID ⟨sid⟩, ISIN ⟨isin2⟩, ajuste R$ ⟨px⟩/saca em ⟨d⟩",
            "UMDF canal ⟨chan⟩ (porta ⟨port⟩): gap de MsgSeqNum em ⟨seq⟩, pedimos replay",
            "Posição em ações do fundo: ISIN ⟨isin⟩ — não confundir com o futuro ⟨c⟩",
            '{"Symbol": "⟨c⟩", "SecurityID": "⟨sid⟩", "SecurityIDSource": "8", "TradeID": '
            '"⟨trade⟩", "LastPx": "⟨px⟩"}',
            "| data | contrato | SecurityID | trade |\n|---|---|---|---|\n| ⟨d⟩ | ⟨c⟩ | ⟨sid⟩ | "
            "⟨trade⟩ |",
        ),
        _b3,
        secrets=(),
    ),
    Kind(
        "webhook_signatures",
        (
            "x-signature: ts=⟨ts⟩,v1=⟨v1⟩\nx-request-id: ⟨req⟩",
            "Validação da assinatura do Mercado Pago falhou para data.id=⟨data⟩: esperado v1=⟨v1⟩",
            "X-Hub-Signature-256: sha256=⟨hub⟩\nX-GitHub-Delivery: ⟨gid⟩",
            "La firma HMAC calculada (⟨hub⟩) coincide con el header; el 401 era otra cosa.",
            "X-Hub-Signature: sha1=⟨sha1⟩",
        ),
        _webhook,
        secrets=(),
    ),
    Kind(
        "pagination_cursors",
        (
            "GET /sites/MLB/search?seller_id=…&search_type=scan&scroll_id=⟨scroll⟩",
            "Power BI Activity Events: continuationToken=⟨cont⟩ (página ⟨page⟩)",
            '"continuationToken": "⟨adf⟩"',
            "next_page_token=⟨next⟩&offset=⟨off⟩ — o cursor expira em 5 min",
        ),
        _cursor,
        n=9,
        secrets=(),
    ),
)
