"""Benign look-alikes of the commerce side: marketplace, payment and shipping identifiers.

Every text here must come out of the scrubber byte-identical: order numbers, ASINs, SKUs,
tracking numbers, payment transaction ids, JAN codes, LINE and SP-API identifiers, tax ids.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike41.gen import (
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    corporate_number,
    hexs,
    itf14,
    jan13,
    jp_post_s10,
    mod7_tracking,
    num,
    one,
    pick,
    tw_ubn,
    ulid,
    uuid4,
)

_ITEMS = (
    "保冷バッグ",
    "今治タオル",
    "ほうじ茶 ティーバッグ",
    "鉄瓶 0.8L",
    "台灣烏龍茶",
    "竹製まな板",
)
_DAYS = tuple(f"2030-02-{d:02d}" for d in range(1, 28))


def _amazon_order(r: Random) -> str:
    return f"{r.choice(('249', '250', '503'))}-{pick(r, DIGITS, 7)}-{pick(r, DIGITS, 7)}"


def _orders(r: Random) -> dict[str, str]:
    return {
        "oid": _amazon_order(r),
        "oid2": _amazon_order(r),
        "soid": f"KW-JP-{num(r, 8)}",
        "amt": str(r.randint(8, 300) * 100 - r.choice((0, 20, 80))),
        "tn": mod7_tracking(r),
        "day": r.choice(_DAYS),
        "h": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    }


def _sku(r: Random) -> str:
    cat = one(r, "TWL", "TEA", "KTC", "BAG", "IRN")
    return f"KW-{cat}-{num(r, 4)}-{one(r, 'BLK', 'WHT', 'NVY', 'GRN', 'STD')}"


def _asin(r: Random) -> dict[str, str]:
    return {
        "asin": "B0" + pick(r, UPPER_ALNUM, 8),
        "asin2": "B0" + pick(r, UPPER_ALNUM, 8),
        "sku": _sku(r),
        "sku2": _sku(r),
        "fnsku": "X00" + pick(r, UPPER_ALNUM, 7),
        "seller": "A" + pick(r, UPPER_ALNUM, 13),
        "price": str(r.randint(9, 120) * 100 - 20),
        "q": str(r.randint(0, 400)),
        "q2": str(r.randint(0, 400)),
    }


def _rakuten_no(r: Random, shop: str) -> str:
    return f"{shop}-2030{r.randint(1, 2):02d}{r.randint(1, 28):02d}-{pick(r, DIGITS, 10)}"


def _rakuten(r: Random) -> dict[str, str]:
    shop = num(r, 6)
    return {
        "no": _rakuten_no(r, shop),
        "no2": _rakuten_no(r, shop),
        "no3": _rakuten_no(r, shop),
        "shop": shop,
        "item": r.choice(_ITEMS),
        "st": one(r, "100", "200", "300", "400", "500"),
    }


def _tracking(r: Random) -> dict[str, str]:
    return {
        "ym": mod7_tracking(r),
        "sg": mod7_tracking(r),
        "jp": jp_post_s10(r, one(r, "EJ", "EB", "RR", "CP")),
        "ref": f"KW{num(r, 10)}",
        "tcat": num(r, 12),
        "day": r.choice(_DAYS),
    }


def _line_pay(r: Random) -> dict[str, str]:
    return {
        "tx": "2030" + pick(r, DIGITS, 15),
        "oid": f"KW-TW-2030{num(r, 8)}",
        "amt": str(r.randint(2, 90) * 50),
        "nonce": uuid4(r),
        "rk": "RK" + pick(r, UPPER_ALNUM, 13),
    }


def _paypay(r: Random) -> dict[str, str]:
    day = r.choice(_DAYS).replace("-", "")
    mpid = f"kw-{day}-{num(r, 6)}-{hexs(r, 4)}"
    body = {
        "resultInfo": {"code": "SUCCESS", "message": "Success", "codeId": "08100001"},
        "data": {
            "paymentId": num(r, 19),
            "status": r.choice(("COMPLETED", "CREATED", "REFUNDED")),
            "acceptedAt": r.randint(1896000000, 1898000000),
            "merchantPaymentId": mpid,
            "amount": {"amount": r.randint(3, 300) * 100, "currency": "JPY"},
            "storeId": f"osaka-{num(r, 3)}",
        },
    }
    return {
        "mpid": mpid,
        "pid": body["data"]["paymentId"],  # type: ignore[index]
        "json": json.dumps(body, ensure_ascii=False),
        "code": "04-" + pick(r, ALNUM, 16),
        "qr": f"https://qr.paypay.ne.jp/{num(r, 8)}{pick(r, ALNUM, 16)}",
    }


def _jan(r: Random) -> dict[str, str]:
    return {
        "jan": jan13(r, one(r, "49", "45")),
        "jan2": jan13(r, "49"),
        "tw": jan13(r, "471"),
        "itf": itf14(r),
        "name": r.choice(_ITEMS),
        "name2": r.choice(_ITEMS),
        "q": str(r.choice((6, 12, 24, 48))),
        "q2": str(r.choice((6, 12, 24, 48))),
    }


def _line_ids(r: Random) -> dict[str, str]:
    cid = num(r, 10)
    event = {
        "destination": "U" + hexs(r, 32),
        "events": [
            {
                "type": r.choice(("follow", "unfollow", "message")),
                "webhookEventId": ulid(r),
                "deliveryContext": {"isRedelivery": False},
                "timestamp": r.randint(1896000000000, 1898000000000),
                "source": {"type": "user", "userId": "U" + hexs(r, 32)},
                "mode": "active",
            }
        ],
    }
    return {
        "liff": f"{cid}-{pick(r, ALNUM, 8)}",
        "cid": cid,
        "basic": "@"
        + pick(r, LOWER_ALNUM, 3)
        + num(r, 4)
        + pick(r, "abcdefghijklmnopqrstuvwxyz", 1),
        "menu": "richmenu-" + hexs(r, 32),
        "uid": "U" + hexs(r, 32),
        "json": json.dumps(event, indent=2),
    }


def _spapi_ids(r: Random) -> dict[str, str]:
    return {
        "seller": "A" + pick(r, UPPER_ALNUM, 13),
        "app": "amzn1.sp.solution." + uuid4(r),
        "cid": "amzn1.application-oa2-client." + hexs(r, 32),
        "doc": f"amzn1.tortuga.4.fe.{uuid4(r)}.T{pick(r, UPPER_ALNUM, 13)}",
        "rep": num(r, 11),
        "feed": num(r, 11),
        "req": uuid4(r),
        "sub": uuid4(r),
        "dest": uuid4(r),
    }


def _tax(r: Random) -> dict[str, str]:
    return {
        "tno": "T" + corporate_number(r),
        "ubn": tw_ubn(r),
        "inv": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + num(r, 8),
        "inv2": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + num(r, 8),
        "rnd": pick(r, DIGITS, 4),
        "car": "/" + pick(r, UPPER_ALNUM + "+-.", 7),
        "amt": str(r.randint(100, 9000)),
    }


def _shipping_codes(r: Random) -> dict[str, str]:
    return {
        "yc": num(r, 10),
        "cls": f"{r.randint(0, 9):03d}",
        "fr": f"{r.randint(1, 9):02d}",
        "sc": num(r, 12),
        "store": num(r, 6),
        "zip": f"{r.randint(530, 599)}-{pick(r, DIGITS, 4)}",
        "ref": f"KW{num(r, 10)}",
        "tn": mod7_tracking(r),
    }


COMMERCE: tuple[Kind, ...] = (
    Kind(
        "amazon_order_ids",
        (
            "注文 ⟨oid⟩ が getOrders に出てこない（⟨day⟩ 時点で Pending のまま）",
            "| AmazonOrderId | OrderStatus | PurchaseDate |\n|---|---|---|\n"
            "| ⟨oid⟩ | Shipped | ⟨day⟩T⟨h⟩Z |\n| ⟨oid2⟩ | Unshipped | ⟨day⟩T03:05:33Z |",
            '{"AmazonOrderId": "⟨oid⟩", "SellerOrderId": "⟨soid⟩", '
            '"MarketplaceId": "A1VC38T7YXB528", "FulfillmentChannel": "MFN", '
            '"OrderTotal": {"CurrencyCode": "JPY", "Amount": "⟨amt⟩"}}',
            "訂單 ⟨oid⟩ 客人說沒收到，黑貓查件 ⟨tn⟩ 顯示 ⟨day⟩ 已配達。",
        ),
        _orders,
    ),
    Kind(
        "asin_sku_fnsku",
        (
            "ASIN ⟨asin⟩ / SKU ⟨sku⟩ / FNSKU ⟨fnsku⟩ — FBA 納品ラベル再印刷",
            "PUT /listings/2021-08-01/items/⟨seller⟩/⟨sku⟩?marketplaceIds=A1VC38T7YXB528 "
            "が 400 INVALID (ASIN ⟨asin⟩)",
            "sku,asin,price,quantity\n⟨sku⟩,⟨asin⟩,⟨price⟩,⟨q⟩\n⟨sku2⟩,⟨asin2⟩,⟨price⟩,⟨q2⟩",
            "台北組把 ⟨sku⟩ 對到錯的 ASIN（⟨asin2⟩），正確是 ⟨asin⟩。",
        ),
        _asin,
    ),
    Kind(
        "rakuten_order_numbers",
        (
            "楽天の受注 ⟨no⟩ がステータス ⟨st⟩ のまま止まっている（⟨item⟩）",
            '{"orderNumberList": ["⟨no⟩", "⟨no2⟩", "⟨no3⟩"], '
            '"MessageModelList": [{"messageType": "INFO", '
            '"messageCode": "ORDER_EXT_API_SEARCH_ORDER_INFO_101"}]}',
            "| 受注番号 | 店舗 | 商品 |\n|---|---|---|\n| ⟨no⟩ | ⟨shop⟩ | ⟨item⟩ |\n"
            "| ⟨no2⟩ | ⟨shop⟩ | ⟨item⟩ |",
            "樂天訂單 ⟨no⟩ 重複出貨，已跟倉庫確認 ⟨no2⟩ 是正確的那筆。",
        ),
        _rakuten,
    ),
    Kind(
        "tracking_numbers",
        (
            "ヤマト 送り状番号 ⟨ym⟩ / 佐川 問い合わせ番号 ⟨sg⟩（どちらも ⟨day⟩ 集荷）",
            "https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=⟨ym⟩",
            "お客様管理番号,送り状種類,伝票番号\n⟨ref⟩,0,⟨ym⟩\n⟨ref⟩,7,⟨sg⟩",
            "國際包裹 ⟨jp⟩ 已到桃園，清關中；台灣段黑貓單號 ⟨tcat⟩",
            "Japan Post EMS ⟨jp⟩ returned to sender on ⟨day⟩",
        ),
        _tracking,
    ),
    Kind(
        "line_pay_transaction_ids",
        (
            '{"returnCode": "0000", "returnMessage": "Success.", "info": {"orderId": "⟨oid⟩", '
            '"transactionId": ⟨tx⟩, "payInfo": [{"method": "BALANCE", "amount": ⟨amt⟩}]}}',
            "POST /v3/payments/⟨tx⟩/confirm が returnCode 1172 を返した（orderId ⟨oid⟩ 重複）",
            "curl -X POST https://api-pay.line.me/v3/payments/⟨tx⟩/refund "
            "-H 'X-LINE-ChannelId: '$LINE_PAY_CHANNEL_ID "
            "-H 'X-LINE-Authorization-Nonce: ⟨nonce⟩' -H \"X-LINE-Authorization: $SIG\" "
            """-d '{"refundAmount": ⟨amt⟩}'""",
            "LINE Pay 退款完成：transactionId ⟨tx⟩，regKey ⟨rk⟩ 已解除綁定。",
        ),
        _line_pay,
    ),
    Kind(
        "paypay_payment_ids",
        (
            "⟨json⟩",
            "PayPay の merchantPaymentId ⟨mpid⟩ が DUPLICATE_DYNAMIC_QR_REQUEST で弾かれた",
            "QR codeId ⟨code⟩ → deeplink ⟨qr⟩ （有効期限 5 分）",
            "PayPay paymentId ⟨pid⟩ 的退款要用 merchantRefundId，不是 ⟨mpid⟩。",
        ),
        _paypay,
    ),
    Kind(
        "jan_codes",
        (
            "JAN ⟨jan⟩（⟨name⟩）が商品マスタに二重登録されていた",
            "JANコード,商品名,入数\n⟨jan⟩,⟨name⟩,⟨q⟩\n⟨jan2⟩,⟨name2⟩,⟨q2⟩",
            "國際條碼 ⟨tw⟩（471 開頭）在大阪倉掃不到，要先建檔。",
            "ケース ITF-14 ⟨itf⟩ と単品 JAN ⟨jan⟩ を取り違えて入荷検品が止まった",
        ),
        _jan,
    ),
    Kind(
        "line_public_ids",
        (
            'liff.init({ liffId: "⟨liff⟩" })  // 會員綁定頁',
            "⟨json⟩",
            "LINE 公式アカウント ⟨basic⟩（channel ID ⟨cid⟩）のリッチメニュー ⟨menu⟩ を差し替え",
            "userId ⟨uid⟩ のブロック解除後も follow イベントが来ない",
        ),
        _line_ids,
    ),
    Kind(
        "spapi_identifiers",
        (
            "SP-API アプリ ⟨app⟩（LWA client id ⟨cid⟩）、セラー ⟨seller⟩、"
            "マーケットプレイス A1VC38T7YXB528",
            '{"payload": {"reportDocumentId": "⟨doc⟩", '
            '"url": "https://tortuga-prod-fe.s3-us-west-2.amazonaws.com/%2FNinetyDays/⟨doc⟩"}}',
            "createReport → reportId ⟨rep⟩、feedId ⟨feed⟩。x-amzn-RequestId: ⟨req⟩",
            "Notifications API: subscriptionId ⟨sub⟩ / destinationId ⟨dest⟩ (ORDER_CHANGE)",
        ),
        _spapi_ids,
    ),
    Kind(
        "invoice_and_tax_ids",
        (
            "適格請求書発行事業者登録番号 ⟨tno⟩ を請求書フッターに追加",
            "統一編號 ⟨ubn⟩ 的三聯式發票 ⟨inv⟩（隨機碼 ⟨rnd⟩）金額 NT$⟨amt⟩",
            "電子發票 ⟨inv⟩ 存到手機條碼載具 ⟨car⟩，作廢後重開 ⟨inv2⟩",
            "| 区分 | 番号 |\n|---|---|\n| 登録番号 | ⟨tno⟩ |\n| 台湾 統一編號 | ⟨ubn⟩ |",
        ),
        _tax,
    ),
    Kind(
        "shipping_customer_codes",
        (
            "B2クラウド 請求先顧客コード ⟨yc⟩、分類コード ⟨cls⟩、運賃管理番号 ⟨fr⟩",
            "佐川 お客様コード ⟨sc⟩ で e飛伝III から出荷（〒⟨zip⟩ 宛て）",
            "7-ELEVEN 取貨門市店號 ⟨store⟩，寄件編號 ⟨ref⟩，日本段 ⟨tn⟩",
            "お届け先郵便番号,請求先顧客コード,分類コード,運賃管理番号\n⟨zip⟩,⟨yc⟩,⟨cls⟩,⟨fr⟩",
        ),
        _shipping_codes,
    ),
)
