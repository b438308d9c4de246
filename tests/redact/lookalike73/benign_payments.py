"""Benign look-alikes from the payment and delivery side of Bếp Nhà Giao: transaction, order
and delivery ids of MoMo, ZaloPay, VNPay, OnePay, Omise, 2C2P, PromptPay, LINE Pay, Grab
Express and Lalamove, and the per-message MACs and signatures those vendors send. Each MAC
signs one message; none of these grants access."""

from __future__ import annotations

from random import Random
from urllib.parse import quote

from tests.redact.lookalike73.gen import (
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    clock,
    day,
    emv_qr,
    epoch,
    epoch_ms,
    hexs,
    hexu,
    jwt,
    num,
    order_id,
    pick,
    th_phone,
    tlv,
    uuid4,
    yymmdd,
)

_PKEY = "pk" + "ey_"
_LLM_PK = "pk" + "_"


def _omise_id(r: Random) -> str:
    return r.choice("56") + pick(r, LOWER_ALNUM, 18)


def _vnd(r: Random) -> str:
    return str(r.randint(35, 990) * 1000)


def _momo(r: Random) -> dict[str, str]:
    return {
        "partner": "MOMO" + pick(r, UPPER, 4) + "2035" + num(r, 4),
        "oid": order_id(r),
        "oid2": order_id(r),
        "rid": uuid4(r),
        "tid": num(r, 13),
        "tid2": num(r, 13),
        "amt": _vnd(r),
        "amt2": _vnd(r),
        "sig": hexs(r, 64),
        "ms": epoch_ms(r),
        "day": day(r),
        "time": clock(r),
        "n": str(r.randint(1, 9)),
    }


def _zalopay(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(("2553", "2554", num(r, 6))),
        "atid": f"{yymmdd(r)}_{num(r, 6)}",
        "zp": num(r, 12),
        "mac": hexs(r, 64),
        "amt": _vnd(r),
        "ms": epoch_ms(r),
        "ms2": epoch_ms(r),
        "uid": num(r, 7),
        "day": day(r),
        "n": str(r.randint(80, 2400)),
    }


def _vnpay(r: Random) -> dict[str, str]:
    return {
        "amt": _vnd(r),
        "btn": num(r, 8),
        "ref": num(r, 8),
        "pd": f"203506{r.randint(1, 30):02d}" + clock(r).replace(":", ""),
        "tmn": pick(r, UPPER_ALNUM, 8),
        "tn": num(r, 8),
        "sh": hexs(r, 128),
        "bank": r.choice(("NCB", "VCB", "TCB", "MBBANK", "VNPAYQR", "INTCARD")),
        "time": clock(r),
        "day": day(r),
    }


def _onepay(r: Random) -> dict[str, str]:
    return {
        "ref": order_id(r),
        "tn": num(r, 7),
        "sh": hexu(r, 64),
        "code": r.choice(("1", "5", "7", "F", "B")),
        "ft": "FT35" + num(r, 3) + pick(r, UPPER_ALNUM, 7),
        "amt": _vnd(r),
        "ac": hexu(r, 8),
        "day": day(r),
        "card": r.choice(("970436", "970415", "970422")) + "xxxxxx" + pick(r, DIGITS, 4),
    }


def _omise(r: Random) -> dict[str, str]:
    return {
        "e": _omise_id(r),
        "c": _omise_id(r),
        "s": _omise_id(r),
        "r": "rfnd_test_" + _omise_id(r),
        "cust": "cust_test_" + _omise_id(r),
        "card1": _omise_id(r),
        "card2": _omise_id(r),
        "p": _omise_id(r),
        "pk": _PKEY + r.choice(("test_", "")) + _omise_id(r),
        "l4": pick(r, DIGITS, 4),
        "amt": str(r.randint(59, 890)),
        "day": day(r),
    }


def _twoc2p(r: Random) -> dict[str, str]:
    tok = b64(r, 72)
    inv = "INV" + yymmdd(r) + num(r, 6)
    tran_ref, approval = num(r, 7), pick(r, DIGITS, 6)
    claims = {
        "merchantID": "JT01",
        "invoiceNo": inv,
        "cardNo": "411111XXXXXX" + pick(r, DIGITS, 4),
        "amount": float(r.randint(59, 890)),
        "currencyCode": "THB",
        "tranRef": tran_ref,
        "referenceNo": num(r, 7),
        "approvalCode": approval,
        "eci": "05",
        "transactionDateTime": f"203506{r.randint(1, 30):02d}" + clock(r).replace(":", ""),
        "respCode": "0000",
        "respDesc": "Success",
    }
    return {
        "tok": tok,
        "tokurl": quote(tok, safe=""),
        "inv": inv,
        "tr": tran_ref,
        "ac": approval,
        "jwt": jwt(r, {"alg": "HS256", "typ": "JWT"}, claims),
        "time": clock(r),
        "day": day(r),
    }


def _promptpay(r: Random, baht: int) -> str:
    # A mobile number (tag 01) or a national / tax id (tag 02).
    mobile = r.random() < 0.5
    target = tlv("01", "0066" + th_phone(r)[1:]) if mobile else tlv("02", num(r, 13))
    merchant = tlv("29", tlv("00", "A000000677010111") + target)
    amount = f"{baht}.00"
    return emv_qr("000201" + "010212" + merchant + "5802TH" + "5303764" + tlv("54", amount))


def _vietqr(r: Random, ref: str) -> str:
    bank = r.choice(("970436", "970415", "970422", "970407"))
    account = num(r, r.choice((10, 13)))
    beneficiary = tlv("00", bank) + tlv("01", account)
    merchant = tlv("38", tlv("00", "A000000727") + tlv("01", beneficiary) + tlv("02", "QRIBFTTA"))
    body = (
        "000201"
        + "010212"
        + merchant
        + "5303704"
        + tlv("54", _vnd(r))
        + "5802VN"
        + tlv("62", tlv("08", ref))
    )
    return emv_qr(body)


def _qr(r: Random) -> dict[str, str]:
    oid = order_id(r)
    baht = r.randint(59, 890)
    pp = _promptpay(r, baht)
    vq = _vietqr(r, oid)
    return {
        "oid": oid,
        "pp": pp,
        "vq": vq,
        "crc": vq[-4:],
        "len": str(len(pp)),
        "amt": str(baht),
    }


def _linepay(r: Random) -> dict[str, str]:
    return {
        "cid": "16" + num(r, 8),
        "nonce": uuid4(r),
        "sig": b64(r, 32),
        "trid": b64url(r, 30),
        "txn": "2035" + num(r, 15),
        "pat": pick(r, DIGITS, 12),
        "oid": order_id(r),
        "amt": str(r.randint(59, 890)),
        "time": clock(r),
    }


def _delivery(r: Random) -> dict[str, str]:
    return {
        "gid": pick(r, UPPER_ALNUM, 10),
        "gid2": pick(r, UPPER_ALNUM, 10),
        "oid": order_id(r),
        "oid2": order_id(r),
        "fee": str(r.randint(15, 60) * 1000),
        "trk": b64url(r, 18),
        "lorder": num(r, 12),
        "quote": num(r, 19),
        "driver": num(r, 6),
        "pk": _LLM_PK + "test_" + hexs(r, 32),
        "ts": str(epoch(r) * 1000),
        "lsig": hexs(r, 64),
        "shsig": hexs(r, 32),
        "time": clock(r),
        "day": day(r),
    }


def _settlement(r: Random) -> dict[str, str]:
    rows = []
    for _ in range(r.randint(2, 4)):
        vendor = r.choice(("MoMo", "ZaloPay", "VNPay", "OnePay"))
        rows.append(f"| {vendor} | {order_id(r)} | {num(r, 12)} | {_vnd(r)} | {hexs(r, 10)} |")
    return {
        "rows": "\n".join(rows),
        "batch": "STL-" + yymmdd(r) + "-" + pick(r, UPPER_ALNUM, 6),
        "mst": "03" + pick(r, DIGITS, 8),
        "acct": pick(r, DIGITS, 3) + "xxxxx" + pick(r, DIGITS, 3),
        "total": str(r.randint(20, 900) * 1_000_000 + r.randint(0, 999) * 1000),
        "file": f"settlement_{yymmdd(r)}_{hexs(r, 8)}.csv",
        "sha": hexs(r, 64),
        "day": day(r),
        "payout": "po_" + pick(r, ALNUM, 24),
        "trsf": "trsf_" + _omise_id(r),
        "thb": f"{r.randint(3000, 90000)}.{pick(r, DIGITS, 2)}",
        "rows_ok": str(r.randint(180, 2400)),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "momo_ipn_ids_and_signatures",
        (
            '{"partnerCode":"⟨partner⟩","orderId":"⟨oid⟩","requestId":"⟨rid⟩","amount":⟨amt⟩,'
            '"orderInfo":"Thanh toan don ⟨oid⟩","orderType":"momo_wallet","transId":⟨tid⟩,'
            '"resultCode":0,"message":"Thành công.","payType":"qr","responseTime":⟨ms⟩,'
            '"extraData":"","signature":"⟨sig⟩"}',
            "IPN MoMo đơn ⟨oid⟩ về trễ 40s; transId ⟨tid⟩, signature ⟨sig⟩ verify OK (raw "
            "string sort key a-z).",
            "⟨day⟩T⟨time⟩Z INFO payment-gw momo.ipn verified order=⟨oid⟩ trans_id=⟨tid⟩ "
            "sig=⟨sig⟩ result=0",
            "| orderId | transId | amount | resultCode |\n|---|---|---|---|\n"
            "| ⟨oid⟩ | ⟨tid⟩ | ⟨amt⟩ | 0 |\n| ⟨oid2⟩ | ⟨tid2⟩ | ⟨amt2⟩ | 1006 |",
            "MoMo trả resultCode 41 (orderId trùng) cho requestId ⟨rid⟩ — orderId phải unique "
            "mỗi lần retry, thêm hậu tố -r⟨n⟩.",
            "ลูกค้าแจ้งว่าจ่าย MoMo แล้วแต่ออเดอร์ไม่ขึ้น: orderId ⟨oid⟩, transId ⟨tid⟩ — IPN "
            "มาถึงแล้ว signature ถูกต้อง",
        ),
        _momo,
    ),
    Kind(
        "zalopay_callback_macs",
        (
            '{"data":"{\\"app_id\\":⟨app⟩,\\"app_trans_id\\":\\"⟨atid⟩\\",\\"app_time\\":⟨ms⟩,'
            '\\"app_user\\":\\"user⟨uid⟩\\",\\"amount\\":⟨amt⟩,\\"zp_trans_id\\":⟨zp⟩,'
            '\\"server_time\\":⟨ms2⟩,\\"channel\\":38}","mac":"⟨mac⟩","type":1}',
            "ZaloPay /v2/query cho app_trans_id ⟨atid⟩: return_code=1, zp_trans_id=⟨zp⟩, mac "
            "của request = ⟨mac⟩",
            "payment-gw zalopay.callback app_trans_id=⟨atid⟩ zp_trans_id=⟨zp⟩ mac=⟨mac⟩ "
            "ok=true latency_ms=⟨n⟩",
            "Đối soát ZaloPay ngày ⟨day⟩: lệch 1 giao dịch ⟨atid⟩ (zp_trans_id ⟨zp⟩, ⟨amt⟩đ) — "
            "ZaloPay ghi nhận, mình chưa nhận callback.",
            "callback ZaloPay ของ app_trans_id ⟨atid⟩ มาซ้ำ 2 ครั้ง mac เหมือนกัน (⟨mac⟩) → "
            "ต้องทำ idempotent ที่ zp_trans_id ⟨zp⟩",
        ),
        _zalopay,
    ),
    Kind(
        "vnpay_return_and_ipn",
        (
            "https://api.bepnhagiao.vn/payments/vnpay/return?vnp_Amount=⟨amt⟩00&vnp_BankCode="
            "⟨bank⟩&vnp_BankTranNo=VNP⟨btn⟩&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+"
            "⟨ref⟩&vnp_PayDate=⟨pd⟩&vnp_ResponseCode=00&vnp_TmnCode=⟨tmn⟩&vnp_TransactionNo="
            "⟨tn⟩&vnp_TransactionStatus=00&vnp_TxnRef=⟨ref⟩&vnp_SecureHash=⟨sh⟩",
            "vnp_SecureHash ⟨sh⟩ không khớp → do encode dấu cách thành %20 thay vì '+'. TxnRef "
            "⟨ref⟩.",
            "⟨day⟩ ⟨time⟩ payment-gw vnpay.ipn txn_ref=⟨ref⟩ transaction_no=⟨tn⟩ bank=⟨bank⟩ "
            "rsp=00 hash_ok=true",
            "IPN VNPay: vnp_TxnRef=⟨ref⟩ vnp_TransactionNo=⟨tn⟩ vnp_ResponseCode=24 (khách huỷ).",
            "VNPay ส่ง vnp_SecureHash ยาว 128 ตัว (HMAC-SHA512 ของ query นี้เท่านั้น): ⟨sh⟩ TxnRef ⟨ref⟩",
        ),
        _vnpay,
    ),
    Kind(
        "onepay_and_bank_transfer_refs",
        (
            "https://api.bepnhagiao.vn/payments/onepay/return?vpc_Amount=⟨amt⟩00&vpc_Command=pay"
            "&vpc_MerchTxnRef=⟨ref⟩&vpc_Merchant=TESTONEPAY&vpc_TransactionNo=⟨tn⟩"
            "&vpc_TxnResponseCode=0&vpc_SecureHash=⟨sh⟩",
            "OnePay vpc_TxnResponseCode=⟨code⟩ cho vpc_MerchTxnRef ⟨ref⟩, vpc_TransactionNo "
            "⟨tn⟩ — thẻ ⟨card⟩ bị ngân hàng từ chối.",
            'Chuyển khoản đối soát: Vietcombank ⟨ft⟩ ngày ⟨day⟩, nội dung "⟨ref⟩", số tiền ⟨amt⟩đ.',
            "vpc_SecureHash=⟨sh⟩ (HMAC của đúng response này; kiểm lại bằng hash key trong "
            "Secrets Manager, không phải key).",
            "OnePay ⟨ref⟩: access code ⟨ac⟩ là mã công khai gửi kèm redirect, secure hash "
            "⟨sh⟩ chỉ ký 1 giao dịch.",
        ),
        _onepay,
    ),
    Kind(
        "omise_object_ids_and_public_key",
        (
            '{"object":"event","id":"evnt_test_⟨e⟩","key":"charge.complete","data":'
            '{"object":"charge","id":"chrg_test_⟨c⟩","amount":⟨amt⟩00,"currency":"THB",'
            '"status":"successful","source":{"id":"src_test_⟨s⟩","type":"promptpay"}}}',
            "Refund ⟨r⟩ cho charge chrg_test_⟨c⟩ tạo xong ngày ⟨day⟩, Opn báo 3-5 ngày làm việc.",
            "Public key ฝั่งแอป (ใส่ใน Omise.js ได้ ไม่ใช่ความลับ): ⟨pk⟩",
            "customer ⟨cust⟩ có 2 thẻ: card_test_⟨card1⟩ (Visa •••• ⟨l4⟩), card_test_⟨card2⟩",
            "omise.charge.create chrg=chrg_test_⟨c⟩ src=src_test_⟨s⟩ status=pending "
            "authorize_uri=https://pay.omise.co/payments/pay2_test_⟨p⟩/authorize",
        ),
        _omise,
    ),
    Kind(
        "twoc2p_payment_tokens_and_payloads",
        (
            '{"webPaymentUrl":"https://sandbox-pgw-ui.2c2p.com/payment/4.1/#/token/⟨tokurl⟩",'
            '"paymentToken":"⟨tok⟩","respCode":"0000","respDesc":"Success"}',
            "2C2P inquiry response (payload là JWT ký HS256 bằng secret key, chỉ chứa dữ liệu "
            'của 1 giao dịch):\n{"payload":"⟨jwt⟩"}',
            "invoiceNo ⟨inv⟩ → tranRef ⟨tr⟩, approvalCode ⟨ac⟩, respCode 0000 (⟨day⟩ ⟨time⟩)",
            "paymentToken ของออเดอร์ ⟨inv⟩ หมดอายุแล้ว (อายุ 30 นาที) ต้องขอใหม่: ⟨tok⟩",
            "⟨day⟩T⟨time⟩ payment-gw 2c2p.payment_token invoice=⟨inv⟩ token=⟨tok⟩ resp=0000",
        ),
        _twoc2p,
    ),
    Kind(
        "promptpay_and_vietqr_payloads",
        (
            "PromptPay QR ของออเดอร์ ⟨oid⟩ (dynamic, ⟨amt⟩ บาท):\n⟨pp⟩",
            "VietQR cho đơn chuyển khoản ⟨oid⟩: `⟨vq⟩` — 4 ký tự cuối (⟨crc⟩) là CRC-16/CCITT.",
            "QR payload test (sandbox, đừng quét): ⟨pp⟩",
            "Bug app rider render sai QR vì cắt chuỗi ở 99 ký tự. Payload gốc của ⟨oid⟩: ⟨vq⟩",
            "qr.generate order=⟨oid⟩ type=promptpay payload_len=⟨len⟩ payload=⟨pp⟩",
        ),
        _qr,
    ),
    Kind(
        "linepay_transaction_ids_and_signatures",
        (
            "POST /v3/payments/request\nX-LINE-ChannelId: ⟨cid⟩\n"
            "X-LINE-Authorization-Nonce: ⟨nonce⟩\nX-LINE-Authorization: ⟨sig⟩\n"
            "Content-Type: application/json",
            '{"returnCode":"0000","returnMessage":"Success.","info":{"paymentUrl":{"web":'
            '"https://sandbox-web-pay.line.me/web/payment/wait?transactionReserveId=⟨trid⟩",'
            '"app":"line://pay/payment/⟨trid⟩"},"transactionId":⟨txn⟩,'
            '"paymentAccessToken":"⟨pat⟩"}}',
            "Confirm lỗi 1172 (đã confirm rồi) cho transactionId ⟨txn⟩ — worker retry gọi 2 "
            "lần lúc ⟨time⟩.",
            "ลูกค้ากด LINE Pay แล้วค้าง: transactionId ⟨txn⟩, nonce ⟨nonce⟩ — ลายเซ็น "
            "X-LINE-Authorization ถูกต้อง แต่ amount ⟨amt⟩ ไม่ตรงกับตอน request",
            "linepay.confirm order=⟨oid⟩ transaction_id=⟨txn⟩ nonce=⟨nonce⟩ signature=⟨sig⟩ "
            "return_code=0000",
        ),
        _linepay,
    ),
    Kind(
        "grab_lalamove_delivery_ids",
        (
            '{"deliveryID":"IN-2-⟨gid⟩","merchantOrderID":"⟨oid⟩","status":"ALLOCATING",'
            '"quote":{"service":{"type":"INSTANT"},"amount":⟨fee⟩,"currency":{"code":"VND"}},'
            '"trackingURL":"https://express.grab.com/tracking/⟨trk⟩"}',
            "Lalamove order ⟨lorder⟩ (quotation ⟨quote⟩) bị huỷ vì driver ⟨driver⟩ không "
            "nhận; đặt lại qua Grab: IN-2-⟨gid⟩",
            "Authorization: hmac ⟨pk⟩:⟨ts⟩:⟨lsig⟩  ← request POST /v3/quotations lúc ⟨time⟩, "
            "chữ ký chỉ đúng cho body đó",
            "| đơn | đối tác | mã giao hàng | phí |\n|---|---|---|---|\n"
            "| ⟨oid⟩ | Grab Express | IN-2-⟨gid⟩ | ⟨fee⟩ |\n"
            "| ⟨oid2⟩ | Lalamove | ⟨lorder⟩ | ⟨fee⟩ |",
            "ไรเดอร์ Lalamove ตลาด TH: orderId ⟨lorder⟩, shareLink "
            "https://share.lalamove.com/?TH⟨lorder⟩&lang=th_TH&sign=⟨shsig⟩",
            "⟨day⟩ ⟨time⟩ rider-dispatch grab.delivery.created id=IN-2-⟨gid2⟩ "
            "merchant_order=⟨oid⟩ tracking=⟨trk⟩",
        ),
        _delivery,
    ),
    Kind(
        "settlement_reports",
        (
            "Đối soát ngày ⟨day⟩ (batch ⟨batch⟩):\n\n| cổng | đơn | mã GD | số tiền | ref |\n"
            "|---|---|---|---|---|\n⟨rows⟩",
            "File đối soát ⟨file⟩ sha256 ⟨sha⟩ — tổng ⟨total⟩đ, chuyển về TK Vietcombank "
            "⟨acct⟩ (MST ⟨mst⟩).",
            "Opn payout ⟨trsf⟩ ⟨thb⟩ THB เข้าบัญชี KBank ⟨acct⟩ วันที่ ⟨day⟩",
            "settlement.import batch=⟨batch⟩ file=⟨file⟩ rows_ok=⟨rows_ok⟩ payout_ref=⟨payout⟩",
        ),
        _settlement,
    ),
)
