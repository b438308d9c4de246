"""Benign: LINE and Zalo ids, webhook event ids and signature headers of partner webhooks.

A LINE ``U…``/``C…``/``R…`` id, a Zalo user or OA id and a webhook's signature header name
a person, a chat or one payload; none of them lets anyone act as the shop.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike33.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    b64,
    epoch,
    epoch_ms,
    hexs,
    num,
    order_id,
    pick,
    uhexs,
    ulid,
    uuid1ish,
    uuid4,
    yymmdd,
)


def _line_ids(r: Random) -> dict[str, str]:
    return {
        "uid": "U" + hexs(r, 32),
        "gid": "C" + hexs(r, 32),
        "rid": "R" + hexs(r, 32),
        "buid": "U" + hexs(r, 32),
        "liff": "16" + num(r, 8) + "-" + pick(r, ALNUM, 8),
        "cid": "16" + num(r, 8),
        "basic": num(r, 3) + pick(r, "abcdefghijklmnopqrstuvwxyz", 5),
        "who": r.choice(("พี่ปลาย", "น้องมิ้นท์", "คุณต้น", "chị Hằng")),
    }


def _line_webhook(r: Random) -> dict[str, str]:
    return {
        "sig": b64(r, 32),
        "sig2": b64(r, 32),
        "dest": "U" + hexs(r, 32),
        "uid": "U" + hexs(r, 32),
        "mid": num(r, 18),
        "eid": ulid(r),
        "ms": str(epoch_ms(r)),
        "trk": "TH" + num(r, 11) + pick(r, "ABCDEFGHJK", 1),
        "len": str(r.randrange(300, 1400)),
        "pkg": str(r.choice((446, 789, 1070, 6136, 11537, 11538))),
        "stk": str(r.randrange(1988, 52002770)),
        "host": r.choice(("api.chopho.co.th", "hooks.chopho.vn")),
    }


def _zalo_ids(r: Random) -> dict[str, str]:
    return {
        "uid": num(r, 19),
        "uid2": num(r, 19),
        "uida": num(r, 19),
        "app": num(r, 19),
        "oa": num(r, 19),
        "oid": order_id(r),
        "msgid": hexs(r, 32),
        "ms": str(epoch_ms(r)),
        "tpl": num(r, 6),
        "quota": str(r.randrange(500, 9999)),
    }


def _sig_headers(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "osn": yymmdd(r) + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8),
        "ts": str(epoch(r)),
        "shop": num(r, 9),
        "toid": "57" + num(r, 16),
        "uuid": uuid4(r),
        "ghn": pick(r, "ABCDEFGHJKLMNPQRTUVWXY", 3)
        + pick(r, "ABCDEFGHJKLMNPQRTUVWXY0123456789", 5),
        "H64": uhexs(r, 64),
        "delivery": uuid1ish(r),
        "app": pick(r, LOWER_ALNUM, 13),
    }


MESSAGING: tuple[Kind, ...] = (
    Kind(
        "line_user_group_room_ids",
        (
            "LINE userId ของ⟨who⟩ (admin ทีม CS): ⟨uid⟩",
            '{"type":"group","groupId":"⟨gid⟩","userId":"⟨uid⟩"}',
            "Group ops-bkk (⟨gid⟩) và room ⟨rid⟩ đã được thêm vào allowlist của bot",
            "LIFF app id ⟨liff⟩ → https://liff.line.me/⟨liff⟩ (trang theo dõi đơn hàng)",
            "curl -H 'Authorization: Bearer $LINE_CHANNEL_ACCESS_TOKEN' "
            "https://api.line.me/v2/bot/group/⟨gid⟩/member/⟨uid⟩",
            "Messaging API channel ID ⟨cid⟩, basic ID @⟨basic⟩, bot userId ⟨buid⟩",
        ),
        _line_ids,
    ),
    Kind(
        "line_webhook_signatures_and_event_ids",
        (
            "POST /webhooks/line HTTP/1.1\nHost: ⟨host⟩\n"
            "Content-Type: application/json; charset=utf-8\nX-Line-Signature: ⟨sig⟩\n"
            "User-Agent: LineBotWebhook/2.0",
            '{"destination":"⟨dest⟩","events":[{"type":"message","message":{"type":"text",'
            '"id":"⟨mid⟩","text":"เช็คสถานะพัสดุ ⟨trk⟩"},"webhookEventId":"⟨eid⟩",'
            '"deliveryContext":{"isRedelivery":false},"timestamp":⟨ms⟩,'
            '"source":{"type":"user","userId":"⟨uid⟩"},"mode":"active"}]}',
            "line-webhook: signature mismatch x-line-signature=⟨sig⟩ computed=⟨sig2⟩ "
            "body_len=⟨len⟩",
            "LINE redelivery: webhookEventId ⟨eid⟩ ถูกส่งซ้ำ (isRedelivery=true) — dedupe ด้วย id นี้",
            "sticker message id ⟨mid⟩ packageId=⟨pkg⟩ stickerId=⟨stk⟩ từ user ⟨uid⟩",
        ),
        _line_webhook,
    ),
    Kind(
        "zalo_user_and_oa_ids",
        (
            "Zalo user_id_by_app ⟨uida⟩ khác với user_id theo OA ⟨uid⟩ — phải map qua bảng "
            "zalo_identities",
            '{"app_id":"⟨app⟩","user_id_by_app":"⟨uida⟩","event_name":"user_send_text",'
            '"timestamp":"⟨ms⟩","sender":{"id":"⟨uid⟩"},"recipient":{"id":"⟨oa⟩"},'
            '"message":{"text":"Đơn ⟨oid⟩ tới đâu rồi shop?","msg_id":"⟨msgid⟩"}}',
            "OA ID của Chợ Phố: ⟨oa⟩; template ZNS xác nhận đơn: template_id ⟨tpl⟩",
            "ZNS gửi OK: msg_id ⟨msgid⟩, sent_time ⟨ms⟩, quota còn ⟨quota⟩",
            "Zalo Mini App id ⟨app⟩ (bản thử nghiệm): https://zalo.me/s/⟨app⟩/",
        ),
        _zalo_ids,
    ),
    Kind(
        "partner_webhook_signature_headers",
        (
            "X-ZEvent-Signature: mac=⟨h64⟩",
            "Shopee push: Authorization: ⟨h64⟩ (HMAC của url|body), code=3 "
            "order_status_update, ordersn ⟨osn⟩",
            "Omise-Signature: ⟨h64⟩\nOmise-Signature-Timestamp: ⟨ts⟩",
            "tiktok-shop-webhook verified sign=⟨h64⟩ type=1 shop_id=⟨shop⟩ order_id=⟨toid⟩",
            "X-Hub-Signature-256: sha256=⟨h64⟩ (GitHub webhook repo seller-api, "
            "delivery ⟨delivery⟩)",
            "GHN callback không có chữ ký — chỉ gửi OrderCode ⟨ghn⟩ và Status, nên mình gọi lại "
            "API detail để xác minh (request id ⟨uuid⟩).",
            "Flash Express notify: sign=⟨H64⟩ (SHA256 uppercase của tham số đã sort)",
        ),
        _sig_headers,
    ),
)
