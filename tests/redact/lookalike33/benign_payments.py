"""Benign: payment-gateway references, webhook checksums, QR payloads and public keys.

None of these is a credential: a gateway signature is a checksum of one payload, a QR
payload or PromptPay id is printed for customers, a public key is public.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike33.gen import (
    B64URL,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    digits,
    emv_qr,
    epoch_ms,
    hexs,
    iso,
    local_stamp,
    num,
    order_id,
    pem_body,
    pick,
    th_phone,
    tlv,
    uhexs,
    uuid4,
    when,
    wrap,
    yymmdd,
)

_OMISE_MODE = ("test_", "test_", "")


def _omise_id(r: Random, prefix: str, mode: str) -> str:
    return f"{prefix}_{mode}5{pick(r, LOWER_ALNUM, 18)}"


def _momo_ipn(r: Random) -> dict[str, str]:
    oid, oid2 = order_id(r), order_id(r)
    return {
        "pc": "MOMO" + pick(r, UPPER, 4) + num(r, 8),
        "oid": oid,
        "oid2": oid2,
        "req": uuid4(r),
        "amt": str(r.randrange(20, 5000) * 1000),
        "tid": num(r, 10),
        "tid2": num(r, 10),
        "rt": str(epoch_ms(r)),
        "sig": hexs(r, 64),
        "sig2": hexs(r, 64),
        "pt": r.choice(("qr", "webApp", "napas", "credit")),
        "iso": iso(r),
    }


def _zalopay_cb(r: Random) -> dict[str, str]:
    day = yymmdd(r)
    ms = epoch_ms(r)
    return {
        "app": r.choice(("2553", "2554", num(r, 4))),
        "atid": f"{day}_{num(r, 6)}",
        "zptid": day + num(r, 9),
        "ms": str(ms),
        "ms2": str(ms + r.randrange(2000, 90000)),
        "uid": num(r, 8),
        "muid": pick(r, B64URL, 43),
        "amt": str(r.randrange(20, 3000) * 1000),
        "mac": hexs(r, 64),
        "mac2": hexs(r, 64),
        "day": day,
    }


def _vnpay_return(r: Random) -> dict[str, str]:
    ref = str(r.randrange(10**7, 10**8))
    return {
        "amt00": str(r.randrange(20, 5000) * 100000),
        "btn": "VNP" + num(r, 8),
        "oid": order_id(r),
        "stamp": local_stamp(r),
        "tmn": pick(r, UPPER_ALNUM, 8),
        "tno": num(r, 8),
        "ref": ref,
        "hash": hexs(r, 128),
        "rid": hexs(r, 32),
        "bank": r.choice(("NCB", "VCB", "TCB", "MBBANK", "VIETINBANK")),
    }


def _promptpay(r: Random) -> dict[str, str]:
    phone = th_phone(r)
    amount = f"{r.randrange(50, 20000)}.{r.choice(('00', '50', '25'))}"
    acct = tlv("00", "A000000677010111") + tlv("01", "0066" + phone[1:])
    biller = "0" + num(r, 14)
    ref1 = "CP" + num(r, 10)
    ref2 = yymmdd(r) + num(r, 4)
    bill = tlv("00", "A000000677010112") + tlv("01", biller) + tlv("02", ref1) + tlv("03", ref2)
    return {
        "qr": emv_qr(
            [("00", "01"), ("01", "12"), ("29", acct), ("53", "764"), ("54", amount), ("58", "TH")]
        ),
        "qrb": emv_qr(
            [("00", "01"), ("01", "12"), ("30", bill), ("53", "764"), ("54", amount), ("58", "TH")]
        ),
        "ppid": phone,
        "biller": biller,
        "ref1": ref1,
        "oid": order_id(r),
        "ewallet": "004" + num(r, 12),
        "taxid": str(r.randint(1, 8)) + digits(r, 12),
    }


_VN_BANKS = (
    ("970436", "Vietcombank"),
    ("970415", "VietinBank"),
    ("970407", "Techcombank"),
    ("970422", "MB"),
    ("970418", "BIDV"),
)


def _vietqr(r: Random) -> dict[str, str]:
    bin_, bank = r.choice(_VN_BANKS)
    acct = num(r, r.choice((10, 13)))
    oid = order_id(r)
    amount = str(r.randrange(20, 5000) * 1000)
    guid = (
        tlv("00", "A000000727")
        + tlv("01", tlv("00", bin_) + tlv("01", acct))
        + tlv("02", "QRIBFTTA")
    )
    qr = emv_qr(
        [
            ("00", "01"),
            ("01", "12"),
            ("38", guid),
            ("53", "704"),
            ("54", amount),
            ("58", "VN"),
            ("62", tlv("08", oid)),
        ]
    )
    stamp = when(r)
    return {
        "qr": qr,
        "bin": bin_,
        "bank": bank,
        "acct": acct,
        "oid": oid,
        "amt": amount,
        "ref": "FT" + stamp.strftime("%y") + num(r, 12),
        "trace": digits(r, 6),
        "id": num(r, 7),
        "date": stamp.strftime("%Y-%m-%d %H:%M:%S"),
        "acc": str(r.randrange(10**8, 10**9)),
    }


def _omise_ids(r: Random) -> dict[str, str]:
    mode = r.choice(_OMISE_MODE)
    return {
        "chrg": _omise_id(r, "chrg", mode),
        "src": _omise_id(r, "src", mode),
        "trxn": _omise_id(r, "trxn", mode),
        "evnt": _omise_id(r, "evnt", mode),
        "rfnd": _omise_id(r, "rfnd", mode),
        "cust": _omise_id(r, "cust", mode),
        "card": _omise_id(r, "card", mode),
        "pkey": _omise_id(r, "pk" + "ey", mode),
        "amt": str(r.randrange(100, 500000) * 100),
        "iso": iso(r),
        "sec": str(r.randrange(8, 90)),
    }


def _thai_slip(r: Random) -> dict[str, str]:
    t = when(r)
    doy = t.timetuple().tm_yday
    return {
        "tref": f"0{doy:03d}{t.strftime('%H%M%S')}{pick(r, UPPER, 3)}{digits(r, 5)}",
        "ymd": t.strftime("%Y%m%d"),
        "hms": t.strftime("%H:%M:%S"),
        "amt": f"{r.randrange(50, 30000)}.{r.choice(('00', '50'))}",
        "ref1": "CP" + num(r, 10),
        "ref2": yymmdd(r) + num(r, 4),
        "oid": order_id(r),
        "txid": f"{t.strftime('%Y%m%d')}{uhexs(r, 12)}",
        "last4": digits(r, 4),
        "uid": uuid4(r),
        "uid2": uuid4(r),
        "txn": num(r, 12),
    }


_RSA_SPKI = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"


def _public_keys(r: Random) -> dict[str, str]:
    rest = b64(r, 261)[:-6] + "IDAQAB"
    return {
        "pub": wrap(_RSA_SPKI + rest, 64),
        "line": _RSA_SPKI + rest,
        "kid": hexs(r, 40),
        "n": b64url(r, 256),
        "cert": pem_body(r, "MIIDdzCCAl+gAwIBAgIU", 860),
        "who": r.choice(("MoMo", "ZaloPay", "VNPay", "Omise")),
    }


def _cards(r: Random) -> dict[str, str]:
    bin6 = r.choice(("411111", "970436", "520000", "356999", "401200", "454347"))
    return {
        "bin": bin6,
        "last4": digits(r, 4),
        "fp": b64(r, 32),
        "fp2": hexs(r, 64),
        "mm": str(r.randint(1, 12)),
        "yyyy": str(r.randint(2029, 2034)),
        "bank": r.choice(("KBank", "SCB", "Bangkok Bank", "Vietcombank", "Techcombank")),
        "auth": num(r, 6),
        "rrn": digits(r, 12),
        "card": "card_test_5" + pick(r, LOWER_ALNUM, 18),
        "last4b": digits(r, 4),
        "fp3": hexs(r, 64),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "momo_ipn_payloads",
        (
            '{"partnerCode":"⟨pc⟩","orderId":"⟨oid⟩","requestId":"⟨req⟩","amount":⟨amt⟩,'
            '"orderInfo":"Thanh toán đơn hàng ⟨oid⟩","orderType":"momo_wallet","transId":⟨tid⟩,'
            '"resultCode":0,"message":"Thành công.","payType":"⟨pt⟩","responseTime":⟨rt⟩,'
            '"extraData":"","signature":"⟨sig⟩"}',
            "⟨iso⟩ INFO momo-ipn orderId=⟨oid⟩ transId=⟨tid⟩ resultCode=0 signature_ok=true "
            "sig=⟨sig⟩",
            "MoMo IPN cho đơn ⟨oid⟩ về 2 lần (transId ⟨tid⟩); lần 2 signature ⟨sig⟩ giống hệt "
            "lần 1 nên chỉ cần idempotent theo requestId ⟨req⟩.",
            "rawSignature = accessKey=$MOMO_ACCESS_KEY&amount=⟨amt⟩&extraData=&message=Thành công."
            "&orderId=⟨oid⟩&orderInfo=Thanh toán đơn hàng ⟨oid⟩&orderType=momo_wallet"
            "&partnerCode=⟨pc⟩&payType=⟨pt⟩&requestId=⟨req⟩&responseTime=⟨rt⟩&resultCode=0"
            "&transId=⟨tid⟩",
            "| orderId | transId | resultCode | signature |\n|---|---|---|---|\n"
            "| ⟨oid⟩ | ⟨tid⟩ | 1006 | ⟨sig⟩ |\n| ⟨oid2⟩ | ⟨tid2⟩ | 0 | ⟨sig2⟩ |",
        ),
        _momo_ipn,
    ),
    Kind(
        "zalopay_callbacks",
        (
            '{"data":"{\\"app_id\\":⟨app⟩,\\"app_trans_id\\":\\"⟨atid⟩\\",\\"app_time\\":⟨ms⟩,'
            '\\"app_user\\":\\"user⟨uid⟩\\",\\"amount\\":⟨amt⟩,\\"embed_data\\":\\"{}\\",'
            '\\"item\\":\\"[]\\",\\"zp_trans_id\\":⟨zptid⟩,\\"server_time\\":⟨ms2⟩,'
            '\\"channel\\":38,\\"merchant_user_id\\":\\"⟨muid⟩\\",\\"user_fee_amount\\":0,'
            '\\"discount_amount\\":0}","mac":"⟨mac⟩","type":1}',
            "ZaloPay query app_trans_id=⟨atid⟩ → return_code=1, zp_trans_id=⟨zptid⟩, mac=⟨mac⟩",
            "Đối soát ngày ⟨day⟩ lệch 1 giao dịch: app_trans_id ⟨atid⟩ (zp_trans_id ⟨zptid⟩) có "
            "callback nhưng mac ⟨mac⟩ không khớp vì code cũ verify bằng key1 thay vì key2.",
            "WARN zalopay-webhook invalid mac app_trans_id=⟨atid⟩ got=⟨mac⟩ want=⟨mac2⟩",
        ),
        _zalopay_cb,
    ),
    Kind(
        "vnpay_return_params",
        (
            "https://chopho.vn/payment/vnpay-return?vnp_Amount=⟨amt00⟩&vnp_BankCode=⟨bank⟩"
            "&vnp_BankTranNo=⟨btn⟩&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+⟨oid⟩"
            "&vnp_PayDate=⟨stamp⟩&vnp_ResponseCode=00&vnp_TmnCode=⟨tmn⟩&vnp_TransactionNo=⟨tno⟩"
            "&vnp_TransactionStatus=00&vnp_TxnRef=⟨ref⟩&vnp_SecureHash=⟨hash⟩",
            "vnpay-ipn TxnRef=⟨ref⟩ TransactionNo=⟨tno⟩ SecureHash=⟨hash⟩ → "
            '{"RspCode":"00","Message":"Confirm Success"}',
            "VNPay trả vnp_ResponseCode=24 (khách huỷ) cho TxnRef ⟨ref⟩; vnp_SecureHash ⟨hash⟩ "
            "vẫn hợp lệ nên không phải lỗi ký.",
            '{"vnp_ResponseId":"⟨rid⟩","vnp_Command":"querydr","vnp_ResponseCode":"00",'
            '"vnp_Message":"QueryDR Success","vnp_TmnCode":"⟨tmn⟩","vnp_TxnRef":"⟨ref⟩",'
            '"vnp_Amount":"⟨amt00⟩","vnp_BankCode":"⟨bank⟩","vnp_PayDate":"⟨stamp⟩",'
            '"vnp_TransactionNo":"⟨tno⟩","vnp_TransactionType":"01",'
            '"vnp_TransactionStatus":"00","vnp_SecureHash":"⟨hash⟩"}',
        ),
        _vnpay_return,
    ),
    Kind(
        "promptpay_ids_and_qr",
        (
            "PromptPay QR (dynamic) cho đơn ⟨oid⟩: ⟨qr⟩",
            "PromptPay ID ของร้าน: ⟨ppid⟩ (เบอร์มือถือ) — ใช้รับเงินทดสอบเท่านั้น",
            "Thai QR bill payment payload: ⟨qrb⟩ (biller id ⟨biller⟩, ref1 ⟨ref1⟩)",
            "Omise source type=promptpay trả về QR payload ⟨qr⟩ — in ra cho khách quét là xong.",
            "e-Wallet PromptPay ID ⟨ewallet⟩ ≠ เลขประจำตัวผู้เสียภาษี ⟨taxid⟩ — "
            "อย่าสลับกันในฟอร์ม onboarding ร้านค้า",
        ),
        _promptpay,
    ),
    Kind(
        "vietqr_and_bank_transfer_refs",
        (
            "VietQR cho đơn ⟨oid⟩ (⟨bank⟩): ⟨qr⟩",
            '{"id":⟨id⟩,"gateway":"⟨bank⟩","transactionDate":"⟨date⟩","accountNumber":"⟨acct⟩",'
            '"code":null,"content":"⟨oid⟩ thanh toan don hang","transferType":"in",'
            '"transferAmount":⟨amt⟩,"accumulated":⟨acc⟩,"subAccount":null,'
            '"referenceCode":"⟨ref⟩","description":""}',
            "Sao kê ⟨bank⟩: ⟨date⟩ | ⟨ref⟩ | +⟨amt⟩ VND | ND: ⟨oid⟩ thanh toan",
            "Khách chuyển khoản sai nội dung; mã tham chiếu ngân hàng ⟨ref⟩, số trace ⟨trace⟩, "
            "tài khoản nhận ⟨acct⟩ (BIN ⟨bin⟩).",
        ),
        _vietqr,
    ),
    Kind(
        "omise_object_ids_and_public_key",
        (
            '{"object":"charge","id":"⟨chrg⟩","amount":⟨amt⟩,"currency":"THB",'
            '"status":"successful","source":{"id":"⟨src⟩","type":"promptpay"},'
            '"transaction":"⟨trxn⟩","created_at":"⟨iso⟩"}',
            "OMISE_PUBLIC_KEY=⟨pkey⟩  # public key, để ở frontend cho Omise.js là đúng",
            "Webhook event ⟨evnt⟩ (charge.complete) ของ ⟨chrg⟩ มาช้า ⟨sec⟩ วินาที",
            "refund ⟨rfnd⟩ của charge ⟨chrg⟩ đã closed; customer ⟨cust⟩, card ⟨card⟩",
            'Omise.setPublicKey("⟨pkey⟩");',
        ),
        _omise_ids,
    ),
    Kind(
        "thai_bank_slip_refs",
        (
            '{"status":{"code":1000,"description":"Success"},"data":{"transRef":"⟨tref⟩",'
            '"sendingBank":"014","receivingBank":"004","transDate":"⟨ymd⟩",'
            '"transTime":"⟨hms⟩","amount":⟨amt⟩,"ref1":"⟨ref1⟩","ref2":"⟨ref2⟩"}}',
            "สลิปโอนเงินซ้ำ: transRef ⟨tref⟩ ถูกใช้กับ order ⟨oid⟩ ไปแล้ว",
            "SCB payment confirmation: transactionId ⟨txid⟩, billPaymentRef1 ⟨ref1⟩, "
            "payerAccountNumber xxx-x-x⟨last4⟩-x",
            "KBank QR: partnerTxnUid ⟨uid⟩ / txnNo ⟨txn⟩ / origPartnerTxnUid ⟨uid2⟩",
        ),
        _thai_slip,
    ),
    Kind(
        "payment_partner_public_keys",
        (
            "⟨who⟩ public key (dùng RSA encrypt payload gửi sang họ):\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pub⟩\n-----END PUBLIC KEY-----",
            "-----BEGIN PUBLIC KEY-----\n⟨pub⟩\n-----END PUBLIC KEY-----",
            '{"keys":[{"kty":"RSA","alg":"RS256","use":"sig","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
            "Cert TLS webhook của ⟨who⟩ (public, để pin):\n-----BEGIN CERTIFICATE-----\n⟨cert⟩\n"
            "-----END CERTIFICATE-----",
            "momo.public-key: ⟨line⟩",
        ),
        _public_keys,
    ),
    Kind(
        "masked_cards_and_fingerprints",
        (
            "Thẻ ⟨bin⟩******⟨last4⟩ (⟨bank⟩) fail 3DS, Omise failure_code=failed_fraud_check",
            '{"card":{"id":"⟨card⟩","brand":"MasterCard","first_digits":"⟨bin⟩",'
            '"last_digits":"⟨last4⟩","fingerprint":"⟨fp⟩","expiration_month":⟨mm⟩,'
            '"expiration_year":⟨yyyy⟩}}',
            "| card | fingerprint (sha256) | result |\n|---|---|---|\n"
            "| ⟨bin⟩xx xxxx ⟨last4⟩ | ⟨fp2⟩ | declined |\n"
            "| ⟨bin⟩xx xxxx ⟨last4b⟩ | ⟨fp3⟩ | approved |",
            "BIN ⟨bin⟩ thuộc ⟨bank⟩ (debit), ECI=05, authorization code ⟨auth⟩, RRN ⟨rrn⟩",
        ),
        _cards,
    ),
)
