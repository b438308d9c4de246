"""Benign payment look-alikes of ``lookalike72``: object ids, public keys, signatures of one
message, masked values and business numbers from PAY.JP, KOMOJU, Toss Payments and KakaoPay.
None of them grants access on its own; each must come out of the scrubber unchanged."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike72.gen import (
    ALNUM,
    DIGITS,
    FACILITIES,
    HEX_UP,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    benign_kind,
    day,
    epoch,
    hexs,
    hmac_b64,
    hmac_hex,
    iso,
    num,
    pick,
    ulid,
    uuid4,
    won,
    yen,
)

_PK_LIVE = "pk_" + "live_"
_TOSS_CK = "live_" + "ck_"
_TOSS_GCK = "live_" + "gck_"


def _payjp_ids(r: Random) -> dict[str, str]:
    return {
        "ch": "ch_" + hexs(r, 29),
        "cus": "cus_" + hexs(r, 28),
        "sub": "sub_" + hexs(r, 28),
        "car": "car_" + hexs(r, 28),
        "ev": "evnt_" + hexs(r, 28),
        "pk": _PK_LIVE + hexs(r, 24),
        "amt": yen(r),
        "l4": num(r, 4),
        "plan": r.choice(("kaigo-standard-monthly", "kaigo-pro-yearly", "family-basic")),
    }


def _komoju_ids(r: Random) -> dict[str, str]:
    return {
        "pid": pick(r, LOWER_ALNUM, 25),
        "sid": pick(r, LOWER_ALNUM, 25),
        "pk": _PK_LIVE + pick(r, LOWER_ALNUM, 26),
        "order": f"SKL-{day(r).replace('-', '')}-{num(r, 5)}",
        "ticket": "#" + num(r, 7),
        "method": r.choice(("konbini", "paypay", "credit_card", "bank_transfer")),
    }


def _toss_ids(r: Random) -> dict[str, str]:
    return {
        "pk": pick(r, ALNUM, 50),
        "oid": f"KAIGO-{day(r).replace('-', '')}-{pick(r, UPPER_ALNUM, 6)}",
        "ck": r.choice((_TOSS_CK, _TOSS_GCK)) + pick(r, ALNUM, 28),
        "tk": pick(r, HEX_UP, 32),
        "mid": r.choice(("sakurakr01", "kaigolink1", "skl_busan")),
        "amt": won(r),
        "at": iso(r).replace("Z", "+09:00"),
    }


def _kakaopay_ids(r: Random) -> dict[str, str]:
    return {
        "tid": "T" + num(r, 19),
        "aid": "A" + num(r, 19),
        "cid": r.choice(("TC0ONETIME", "CSAKURA01K", "TCSUBSCRIP")),
        "oid": "SKL" + num(r, 10),
        "uid": "family-" + num(r, 6),
        "pgt": pick(r, ALNUM, 20),
        "hash": hexs(r, 64),
        "amt": won(r),
    }


def _webhook_sigs(r: Random) -> dict[str, str]:
    body = json.dumps(
        {
            "id": pick(r, LOWER_ALNUM, 25),
            "type": r.choice(("payment.captured", "payment.refunded", "payment.expired")),
            "created_at": iso(r),
            "data": {"amount": int(yen(r)), "currency": "JPY"},
        },
        separators=(",", ":"),
    )
    ttime = str(epoch(r))
    return {
        "kbody": body,
        "kid": pick(r, LOWER_ALNUM, 25),
        "ksig": hmac_hex(r, body),
        "ksig2": hmac_hex(r, body),
        "tsig": hmac_b64(r, ttime + ":" + body),
        "tsig2": hmac_b64(r, ttime + ":" + body),
        "ttime": ttime,
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "t4": pick(r, "0123456789abcdef", 4),
        "t4b": pick(r, ALNUM, 4),
        "l4": num(r, 4),
        "mm": f"{r.randint(1, 12):02d}",
        "yy": str(r.randint(36, 41)),
        "brand": r.choice(("Visa", "Mastercard", "JCB", "AMEX")),
        "pk": _PK_LIVE + hexs(r, 24),
        "mid": r.choice(("sakurakr01", "kaigolink1")),
        "ak4": pick(r, UPPER_ALNUM, 4),
        "sk4": pick(r, ALNUM, 4),
        "u": uuid4(r),
    }


def _invoice_numbers(r: Random) -> dict[str, str]:
    return {
        "t13": num(r, 13),
        "brn": f"{num(r, 3)}-{pick(r, DIGITS, 2)}-{pick(r, DIGITS, 5)}",
        "inv": f"INV-2035-04-{pick(r, DIGITS, 6)}",
        "office": "40" + pick(r, DIGITS, 8),
        "ltc": "2" + pick(r, DIGITS, 10),
        "amt": yen(r),
        "fac": r.choice(FACILITIES),
    }


def _idempotency(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "ik": r.choice((hexs(r, 32), "visit-" + ulid(r), "charge-" + uuid4(r))),
        "cus": "cus_" + hexs(r, 28),
        "amt": yen(r),
        "ts": str(epoch(r) + 86400 * 7),
        "n": str(r.randint(2, 5)),
    }


BENIGN_PAYMENTS: tuple[Kind, ...] = (
    benign_kind(
        "payjp_object_ids_and_public_key",
        (
            "PAY.JP 返金対応: charge ⟨ch⟩ (customer ⟨cus⟩) を ¥⟨amt⟩ 全額返金した",
            'curl https://api.pay.jp/v1/charges/⟨ch⟩ -u "$PAYJP_SECRET_KEY:"',
            '{"id": "⟨ch⟩", "object": "charge", "amount": ⟨amt⟩, "currency": "jpy", '
            '"customer": "⟨cus⟩", "card": {"id": "⟨car⟩", "last4": "⟨l4⟩"}, "paid": true}',
            "公開鍵 (pk_live、フロントに埋め込む方) は ⟨pk⟩。秘密鍵はここには書かない",
            "| subscription | customer | plan |\n|---|---|---|\n| ⟨sub⟩ | ⟨cus⟩ | ⟨plan⟩ |",
            "payjp webhook event ⟨ev⟩ type=charge.succeeded data.id=⟨ch⟩ (再送 0 回)",
        ),
        _payjp_ids,
    ),
    benign_kind(
        "komoju_payment_and_session_ids",
        (
            "KOMOJU payment ⟨pid⟩ (⟨method⟩) status=captured, external_order_num=⟨order⟩",
            "GET https://komoju.com/api/v1/sessions/⟨sid⟩ → status completed, payment ⟨pid⟩",
            "komoju:\n  publishable_key: ⟨pk⟩   # 公開鍵、フロント用\n"
            "  secret_key: ${KOMOJU_SECRET_KEY}",
            "PayPay 経由の返金 ⟨pid⟩ が pending のまま。KOMOJU サポートに問い合わせ中 "
            "(問い合わせ番号 ⟨ticket⟩)",
            "코모주 세션 ⟨sid⟩ 만료 → 같은 주문 ⟨order⟩ 로 새 세션 생성하면 됨",
        ),
        _komoju_ids,
    ),
    benign_kind(
        "toss_payment_keys_and_client_key",
        (
            "토스 결제 승인 응답: paymentKey=⟨pk⟩, orderId=⟨oid⟩, status=DONE, method=카드",
            '{"mId":"⟨mid⟩","lastTransactionKey":"⟨tk⟩","paymentKey":"⟨pk⟩",'
            '"orderId":"⟨oid⟩","totalAmount":⟨amt⟩,"status":"DONE","approvedAt":"⟨at⟩"}',
            "결제위젯 클라이언트 키 (공개 키, 프론트에 노출돼도 됨): ⟨ck⟩",
            "Toss 取消 API: POST /v1/payments/⟨pk⟩/cancel — cancelReason=利用者都合。"
            "secret key は Basic 認証で、値は Secrets Manager",
            "| orderId | paymentKey | 금액 |\n|---|---|---|\n| ⟨oid⟩ | ⟨pk⟩ | ₩⟨amt⟩ |",
        ),
        _toss_ids,
    ),
    benign_kind(
        "kakaopay_tids_and_pg_tokens",
        (
            "카카오페이 결제 준비 응답 tid=⟨tid⟩, next_redirect_pc_url="
            "https://online-pay.kakao.com/mockup/v1/⟨hash⟩/info",
            "approve 호출 파라미터: cid=⟨cid⟩ tid=⟨tid⟩ partner_order_id=⟨oid⟩ "
            "partner_user_id=⟨uid⟩ pg_token=⟨pgt⟩",
            "KakaoPay 承認済み: aid ⟨aid⟩ / tid ⟨tid⟩ / ₩⟨amt⟩",
            '{"aid":"⟨aid⟩","tid":"⟨tid⟩","cid":"⟨cid⟩","partner_order_id":"⟨oid⟩",'
            '"payment_method_type":"MONEY","amount":{"total":⟨amt⟩}}',
            "취소 요청엔 tid ⟨tid⟩ 와 금액만 있으면 됨 (시크릿 키는 서버 env 에서 읽음)",
        ),
        _kakaopay_ids,
    ),
    benign_kind(
        "payment_webhook_signatures",
        (
            "POST /webhooks/komoju\nX-Komoju-Signature: ⟨ksig⟩\n\n⟨kbody⟩",
            "KOMOJU webhook の署名検証が失敗: expected=⟨ksig⟩ got=⟨ksig2⟩ "
            "(body の改行が変わっていた)",
            "tosspayments-webhook-signature: v1:⟨tsig⟩,v1:⟨tsig2⟩\n"
            "tosspayments-webhook-transmission-time: ⟨ttime⟩",
            "[INFO] komoju-webhook id=⟨kid⟩ signature=⟨ksig⟩ verified=true",
            "토스 웹훅 서명 v1:⟨tsig⟩ 검증 OK (transmission-time ⟨ttime⟩, 시크릿은 env 에서)",
        ),
        _webhook_sigs,
    ),
    benign_kind(
        "masked_payment_credentials",
        (
            "PAY.JP 秘密鍵: sk_live_••••••••••••••••••••⟨t4⟩ (管理画面の表示どおり)",
            "card: ⟨brand⟩ **** **** **** ⟨l4⟩ exp ⟨mm⟩/⟨yy⟩",
            "TOSS_SECRET_KEY=live_sk_****************************  # 실제 값은 Secrets Manager "
            "(요청 ⟨u⟩)",
            '{"secret_key": "[REDACTED]", "publishable_key": "⟨pk⟩", "merchant": "⟨mid⟩"}',
            "aws configure list\n      Name                    Value             Type    "
            "Location\n      ----                    -----             ----    --------\n"
            "   profile              sakura-prod           manual    --profile\n"
            "access_key     ****************⟨ak4⟩ shared-credentials-file\n"
            "secret_key     ****************⟨sk4⟩ shared-credentials-file\n"
            "    region           ap-northeast-1      config-file    ~/.aws/config",
            "KakaoPay SECRET_KEY PRD*********************************⟨t4b⟩ 로 마스킹된 "
            "로그만 남아 있음",
        ),
        _masked,
    ),
    benign_kind(
        "invoice_and_business_registration_numbers",
        (
            "請求書ヘッダーに載せる登録番号: T⟨t13⟩ (株式会社さくら介護リンク、公開情報)",
            "부산 법인 사업자등록번호 ⟨brn⟩ — 세금계산서 발행용, 공개 정보",
            "| 請求書番号 | 事業所番号 | 金額 |\n|---|---|---|\n| ⟨inv⟩ | ⟨office⟩ | ¥⟨amt⟩ |",
            "Invoice ⟨inv⟩ for facility ⟨office⟩ (⟨fac⟩) failed PDF render: "
            "KeyError 'registration_number'",
            "장기요양기관기호 ⟨ltc⟩ 인 시설은 카카오 알림톡 청구 템플릿이 다름",
        ),
        _invoice_numbers,
    ),
    benign_kind(
        "payment_idempotency_keys",
        (
            "Idempotency-Key: ⟨u⟩",
            "Toss confirm を再送するときは同じ Idempotency-Key (⟨u⟩) を使うこと。"
            "キーを変えると二重決済になる",
            'payjp.Charge.create(amount=⟨amt⟩, currency="jpy", customer="⟨cus⟩", '
            'headers={"Idempotency-Key": "⟨ik⟩"})',
            "DynamoDB idempotency テーブル: pk=IDEMP#⟨ik⟩ ttl=⟨ts⟩",
            "멱등키(idempotency key) ⟨u⟩ 로 재시도 ⟨n⟩회 → 모두 같은 응답",
        ),
        _idempotency,
    ),
)
