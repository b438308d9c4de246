"""Benign look-alikes from the payment side: order, transaction and trade ids of Google Play,
the App Store, NHN KCP, KG Inicis, ECPay and TapPay; MACs and signatures over one message;
masked values; public merchant and channel identifiers; reconciliation tables."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike81.gen import (
    ALNUM,
    B64URL,
    BUNDLES,
    LOWER,
    LOWER_ALNUM,
    PACKAGES,
    PEOPLE_KO,
    PEOPLE_ZH,
    PRODUCTS,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    benign_kind,
    certificate,
    day,
    digits,
    epoch_ms,
    hexs,
    iso,
    num,
    pick,
    uhexs,
    uuid4,
)


def gpa(r: Random) -> str:
    return f"GPA.33{digits(r, 2)}-{digits(r, 4)}-{digits(r, 4)}-{digits(r, 5)}"


def purchase_token(r: Random) -> str:
    return pick(r, LOWER, 24) + ".AO-J1O" + pick(r, B64URL, r.choice((120, 128, 136)))


def apple_tid(r: Random) -> str:
    return r.choice(("2000000", "1000000", "3400000")) + num(r, 9)


def kcp_tno(r: Random) -> str:
    return "2037" + digits(r, 10)


def inicis_tid(r: Random, mid: str) -> str:
    stamp = "20370" + r.choice("5") + f"{r.randint(1, 31):02d}" + digits(r, 6)
    return r.choice(("StdpayCARD", "StdpayVBNK", "INIMX_CARD")) + mid + stamp + digits(r, 6)


def order_id(r: Random, prefix: str) -> str:
    return f"{prefix}-2037050{r.randint(1, 9)}-{pick(r, UPPER_ALNUM, 6)}"


def ecpay_trade_no(r: Random) -> str:
    return "2405" + digits(r, 12)


def tappay_rec(r: Random) -> str:
    return "D2037050" + str(r.randint(1, 9)) + pick(r, ALNUM, 6)


def won(r: Random) -> str:
    return f"₩{r.choice((1100, 3300, 5500, 11000, 33000, 55000, 99000)):,}"


def _play(r: Random) -> dict[str, str]:
    return {
        "o": gpa(r),
        "o2": gpa(r),
        "pt": purchase_token(r),
        "pkg": r.choice(PACKAGES),
        "prod": r.choice(PRODUCTS),
        "ts": iso(r),
        "ms": epoch_ms(r),
        "won": won(r),
    }


_APPLE_CHAIN = (
    ("Prod ECC Mac App Store and iTunes Store Receipt Signing", "Apple Worldwide Developer"),
    ("Apple Worldwide Developer Relations CA - G6", "Apple Root CA - G3"),
    ("Apple Root CA - G3", "Apple Root CA - G3"),
)


def _apple_jws(r: Random, tid: str, otid: str, u: str, bundle: str) -> str:
    chain = [b64_of(certificate(r, cn, issuer, "Apple Inc.", "US")) for cn, issuer in _APPLE_CHAIN]
    header = b64url_json({"alg": "ES256", "x5c": chain})
    claims = {
        "transactionId": tid,
        "originalTransactionId": otid,
        "bundleId": bundle,
        "productId": "starpass.monthly",
        "appAccountToken": u,
        "environment": "Production",
    }
    return f"{header}.{b64url_json(claims)}.{b64url(r, 64)}"


def _apple(r: Random) -> dict[str, str]:
    tid, otid, u = apple_tid(r), apple_tid(r), uuid4(r)
    bundle = r.choice(BUNDLES)
    return {
        "tid": tid,
        "otid": otid,
        "u": u,
        "u2": uuid4(r),
        "bundle": bundle,
        "jws": _apple_jws(r, tid, otid, u, bundle),
        "rev": b64url(r, 30),
        "ms": epoch_ms(r),
    }


def _kr_pg(r: Random) -> dict[str, str]:
    mid = "hnpx" + pick(r, LOWER_ALNUM, 6)
    return {
        "tno": kcp_tno(r),
        "tno2": kcp_tno(r),
        "oid": order_id(r, "HPKR"),
        "tid": inicis_tid(r, mid),
        "mid": mid,
        "appl": digits(r, 8),
        "amt": str(r.choice((1100, 3300, 5500, 11000, 33000, 55000))),
        "d": day(r),
    }


def _tw_pg(r: Random) -> dict[str, str]:
    return {
        "mtn": "HP" + pick(r, UPPER_ALNUM, 18),
        "tn": ecpay_trade_no(r),
        "tn2": ecpay_trade_no(r),
        "tn3": ecpay_trade_no(r),
        "rec": tappay_rec(r),
        "btid": "TP2037050" + str(r.randint(1, 9)) + pick(r, ALNUM, 6),
        "auth": digits(r, 6),
        "amt": str(r.choice((30, 90, 150, 330, 990, 1490))),
        "l4": digits(r, 4),
        "ts": iso(r),
    }


def _mac(r: Random) -> dict[str, str]:
    mid = "hnpx" + pick(r, LOWER_ALNUM, 6)
    return {
        "mid": num(r, 7),
        "mtn": "HP" + pick(r, UPPER_ALNUM, 18),
        "amt": str(r.choice((30, 90, 150, 330, 990, 1490))),
        "cmv": uhexs(r, 64),
        "cmv2": uhexs(r, 64),
        "sig": hexs(r, 64),
        "ver": hexs(r, 64),
        "ksd": b64(r, 256),
        "oid": order_id(r, "HPKR"),
        "imid": mid,
        "ts": epoch_ms(r),
        "tno": kcp_tno(r),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "bin": r.choice(("5409", "4218", "3560", "9410", "4579")) + digits(r, 2),
        "l4": digits(r, 4),
        "t4": pick(r, ALNUM, 4),
        "h2": pick(r, ALNUM, 2),
        "kid": uuid4(r),
        "d": day(r),
        "o": gpa(r),
        "zh": r.choice(PEOPLE_ZH)[0] + "○" + r.choice(PEOPLE_ZH)[1],
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "mid": num(r, 7),
        "cd": r.choice("ABCDEFGHJ") + pick(r, UPPER_ALNUM, 4),
        "imid": "hnpx" + pick(r, LOWER_ALNUM, 6),
        "iss": uuid4(r),
        "kid": pick(r, UPPER_ALNUM, 10),
        "cid": r.choice(("16", "20")) + digits(r, 8),
        "liff": r.choice(("16", "20")) + digits(r, 8) + "-" + pick(r, ALNUM, 8),
        "gcid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32),
        "tmid": "haneulpixel_" + r.choice(("CTBC", "TAISHIN", "ESUN")),
        "tapp": num(r, 6),
        "team": pick(r, UPPER_ALNUM, 10),
        "bundle": r.choice(BUNDLES),
    }


def _recon(r: Random) -> dict[str, str]:
    return {
        "o1": gpa(r),
        "o2": gpa(r),
        "t1": apple_tid(r),
        "t2": apple_tid(r),
        "k1": kcp_tno(r),
        "e1": ecpay_trade_no(r),
        "p1": tappay_rec(r),
        "w1": won(r),
        "w2": won(r),
        "n": str(r.randint(3, 41)),
        "d": day(r),
        "who": r.choice(PEOPLE_KO),
        "ihash": hexs(r, 12),
    }


PAYMENTS: tuple[Kind, ...] = (
    benign_kind(
        "play_order_ids_and_purchase_tokens",
        (
            "환불 요청 건: orderId ⟨o⟩, purchaseToken ⟨pt⟩ → Play Console 에서 환불 완료",
            '{\n  "kind": "androidpublisher#subscriptionPurchaseV2",\n  "startTime": "⟨ts⟩",\n'
            '  "subscriptionState": "SUBSCRIPTION_STATE_ACTIVE",\n  "latestOrderId": "⟨o⟩",\n'
            '  "acknowledgementState": "ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED",\n'
            '  "lineItems": [{"productId": "starpass_monthly", "expiryTime": "⟨ts⟩"}]\n}',
            "| orderId | productId | 금액 | 상태 |\n|---|---|---|---|\n"
            "| ⟨o⟩ | ⟨prod⟩ | ⟨won⟩ | REFUNDED |\n| ⟨o2⟩ | ⟨prod⟩ | ⟨won⟩ | CHARGED |",
            "purchaseToken 중복 consume 버그: token ⟨pt⟩ 가 두 번 소비됨 (orderId ⟨o⟩, ⟨o2⟩)",
            "Play 訂單 ⟨o⟩ 的 purchase token 是 ⟨pt⟩，客服說玩家沒收到星幣",
            "⟨ts⟩ WARN billing.verify pkg=⟨pkg⟩ product=⟨prod⟩ token=⟨pt⟩ state=PENDING order=⟨o⟩",
        ),
        _play,
    ),
    benign_kind(
        "app_store_transactions_and_signed_jws",
        (
            "signedTransactionInfo 디코딩 결과: transactionId ⟨tid⟩, originalTransactionId "
            "⟨otid⟩, appAccountToken ⟨u⟩, productId starpass.monthly",
            '{"signedPayload":"⟨jws⟩"}',
            "GET /inApps/v1/history/⟨otid⟩?revision=⟨rev⟩ → hasMore=true, "
            "다음 revision 으로 재요청",
            "Apple REFUND 通知：transactionId ⟨tid⟩，notificationUUID ⟨u2⟩，bundle ⟨bundle⟩",
            "App Store Server API lookup\n- originalTransactionId: ⟨otid⟩\n"
            "- appAccountToken: ⟨u⟩ (우리 쪽 user uuid)\n- signedDate: ⟨ms⟩",
        ),
        _apple,
    ),
    benign_kind(
        "kcp_and_inicis_transaction_ids",
        (
            "KCP 승인 tno=⟨tno⟩ ordr_idxx=⟨oid⟩ res_cd=0000 res_msg=정상처리 amount=⟨amt⟩",
            "이니시스 취소 요청: tid ⟨tid⟩, mid ⟨mid⟩, 사유 '중복결제'",
            '{"resultCode":"00","resultMsg":"정상처리","tid":"⟨tid⟩","MOID":"⟨oid⟩",'
            '"TotPrice":"⟨amt⟩","applNum":"⟨appl⟩","payMethod":"Card"}',
            "KCP 영수증: https://admin8.kcp.co.kr/assist/bill.BillActionNew.do?cmd=card_bill"
            "&tno=⟨tno⟩&order_no=⟨oid⟩&trade_mony=⟨amt⟩",
            "5/⟨d⟩ 부분취소 2건\n- tno ⟨tno⟩ (₩⟨amt⟩)\n- tno ⟨tno2⟩ — 이니시스 쪽은 tid ⟨tid⟩",
        ),
        _kr_pg,
    ),
    benign_kind(
        "ecpay_and_tappay_trade_ids",
        (
            "綠界回傳 RtnCode=1, MerchantTradeNo=⟨mtn⟩, TradeNo=⟨tn⟩, TradeAmt=⟨amt⟩, "
            "PaymentType=Credit_CreditCard",
            '{"status":0,"msg":"Success","rec_trade_id":"⟨rec⟩","bank_transaction_id":"⟨btid⟩",'
            '"auth_code":"⟨auth⟩","amount":⟨amt⟩,"currency":"TWD",'
            '"card_info":{"bin_code":"424242","last_four":"⟨l4⟩","issuer":"CTBC BANK"}}',
            "TapPay refund：rec_trade_id ⟨rec⟩ 退款 ⟨amt⟩ TWD 成功（⟨ts⟩）",
            "대만 ECPay 정산 누락 3건: ⟨tn⟩, ⟨tn2⟩, ⟨tn3⟩ — 台北팀이 綠界에 문의 중",
            "| TradeNo | MerchantTradeNo | TWD |\n|---|---|---|\n| ⟨tn⟩ | ⟨mtn⟩ | ⟨amt⟩ |\n"
            "| ⟨tn2⟩ | (TapPay ⟨rec⟩) | ⟨amt⟩ |",
        ),
        _tw_pg,
    ),
    benign_kind(
        "payment_check_mac_and_signatures",
        (
            "ReturnURL POST: MerchantID=⟨mid⟩&MerchantTradeNo=⟨mtn⟩&RtnCode=1&TradeAmt=⟨amt⟩"
            "&CheckMacValue=⟨cmv⟩",
            "CheckMacValue 不一致：我們算出 ⟨cmv⟩，綠界送來 ⟨cmv2⟩ → 原因是 URL encode 大小寫",
            "이니시스 결제요청 signature=⟨sig⟩ (sha256 of oid=⟨oid⟩&price=⟨amt⟩&timestamp=⟨ts⟩), "
            "verification=⟨ver⟩",
            "KCP 승인 응답의 kcp_sign_data (tno ⟨tno⟩ 에 대한 서명, KCP 공개키로 검증):\n⟨ksd⟩",
            "```python\nmac = check_mac_value(params, hash_key=os.environ['ECPAY_HASH_KEY'])\n"
            "assert mac == '⟨cmv⟩'  # MerchantTradeNo ⟨mtn⟩\n```",
        ),
        _mac,
    ),
    benign_kind(
        "masked_payment_and_key_values",
        (
            "카드 ⟨bin⟩******⟨l4⟩ 로 결제된 건 환불 처리 (orderId ⟨o⟩)",
            "TAPPAY_PARTNER_KEY=partner_" + "*" * 60 + "⟨t4⟩",
            "ECPay HashKey: ⟨h2⟩************** (앞 2자리만 표시, 원본은 Secret Manager)",
            "GOC" + "SPX-" + "•" * 24 + "⟨t4⟩ 로 끝나는 클라이언트 시크릿은 5/⟨d⟩ 에 폐기됨",
            "信用卡號 ⟨bin⟩** **** ⟨l4⟩，持卡人 ⟨zh⟩，已退款",
            '{"key_id":"⟨kid⟩","secret":"********","last4":"⟨t4⟩","created":"2037-05-⟨d⟩"}',
        ),
        _masked,
    ),
    benign_kind(
        "merchant_and_channel_identifiers",
        (
            "PG 식별자 정리: ECPay MerchantID ⟨mid⟩ / KCP site_cd ⟨cd⟩ / Inicis mid ⟨imid⟩",
            "App Store Connect API: Issuer ID ⟨iss⟩, Key ID ⟨kid⟩ (the .p8 is in Secret Manager)",
            "LINE Login channel ID ⟨cid⟩, LIFF ID ⟨liff⟩ — 둘 다 공개값이라 클라이언트에 들어감",
            "Google OAuth client ID ⟨gcid⟩.apps.googleusercontent.com (web, secret 은 여기 없음)",
            "TapPay merchant_id：⟨tmid⟩，App ID：⟨tapp⟩（前端 SDK 用）",
            "apple:\n  team_id: ⟨team⟩\n  bundle_id: ⟨bundle⟩\n  issuer_id: ⟨iss⟩\n"
            "  key_id: ⟨kid⟩\n  private_key: ${APPSTORE_P8}",
        ),
        _ids,
    ),
    benign_kind(
        "refund_reconciliation_tables",
        (
            "### 5/⟨d⟩ 정산 대사 결과 (⟨who⟩)\n\n"
            "| PG | 거래 ID | 금액 | 비고 |\n|---|---|---|---|\n"
            "| Google Play | ⟨o1⟩ | ⟨w1⟩ | 환불 |\n| App Store | ⟨t1⟩ | ⟨w2⟩ | 환불 |\n"
            "| KCP | ⟨k1⟩ | ⟨w1⟩ | 부분취소 |",
            "| 通路 | 交易編號 | 狀態 |\n|---|---|---|\n| ECPay | ⟨e1⟩ | 已退款 |\n"
            "| TapPay | ⟨p1⟩ | 已退款 |\n| Google Play | ⟨o2⟩ | 待確認 |",
            "대사 불일치 ⟨n⟩건 — Apple ⟨t1⟩, ⟨t2⟩ 는 우리 DB 에 없음. idempotency hash ⟨ihash⟩ 로 "
            "조회해도 없음",
            "refund batch 5/⟨d⟩: ⟨n⟩ rows, first ⟨o1⟩, last ⟨o2⟩, total ⟨w1⟩",
        ),
        _recon,
    ),
)
