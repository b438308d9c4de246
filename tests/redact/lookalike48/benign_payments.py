"""Benign look-alikes from the payment side: QRIS and VietQR payloads, merchant ids and
NMIDs, Midtrans / Xendit / VNPay / MoMo ids and webhook bodies, public client keys. A
careful human leaves all of these as they are: ids, per-message signatures (hashes, not
keys), keys meant for the browser."""

from __future__ import annotations

import hashlib
import hmac
from random import Random

from tests.redact.lookalike48.gen import (
    ALNUM,
    DIGITS,
    UPPER_ALNUM,
    Kind,
    b64,
    hexs,
    luhn_complete,
    num,
    pick,
    sha512_hex,
    tlv,
    uuid4,
    with_crc,
)

_MERCHANTS = (
    ("WARUNG BU SRI", "JAKARTA SELATAN", "12430", "5812"),
    ("BAKSO PAK KUMIS", "DEPOK", "16424", "5812"),
    ("LAUNDRY BERSIH JAYA", "BEKASI", "17145", "7211"),
    ("APOTEK SEHAT SENTOSA", "TANGERANG", "15143", "5912"),
    ("TOKO SUMBER REJEKI", "BANDUNG", "40115", "5411"),
    ("KEDAI KOPI SENJA", "JAKARTA BARAT", "11530", "5814"),
    ("BENGKEL MOTOR JAYA", "BOGOR", "16161", "7538"),
    ("SATE MADURA CAK MAN", "SURABAYA", "60241", "5812"),
)
_CRITERIA = ("UMI", "UKE", "UME", "UBE")
_ISSUERS = ("ID.LUMBUNGPAY.WWW", "ID.CO.QRIS.WWW", "ID.LUMBUNGPAY")


def _nmid(r: Random) -> str:
    return "ID10" + str(r.randint(20, 31)) + num(r, 9)


def _mpan(r: Random) -> str:
    return luhn_complete("9360" + r.choice(("0914", "0008", "0811", "0503")) + num(r, 10))


def _amount(r: Random) -> str:
    return str(r.choice((5, 10, 12, 15, 20, 25, 50, 75, 100, 150)) * 1000 + r.choice((0, 500)))


def _qris(r: Random, dynamic: bool) -> tuple[str, dict[str, str]]:
    name, city, postal, mcc = r.choice(_MERCHANTS)
    nmid, mpan = _nmid(r), _mpan(r)
    mid = num(r, 15)
    crit = r.choice(_CRITERIA)
    amount = _amount(r)
    payload = (
        tlv("00", "01")
        + tlv("01", "12" if dynamic else "11")
        + tlv(
            "26", tlv("00", r.choice(_ISSUERS)) + tlv("01", mpan) + tlv("02", mid) + tlv("03", crit)
        )
        + tlv("51", tlv("00", "ID.CO.QRIS.WWW") + tlv("02", nmid) + tlv("03", crit))
        + tlv("52", mcc)
        + tlv("53", "360")
        + (tlv("54", amount) if dynamic else "")
        + tlv("58", "ID")
        + tlv("59", name)
        + tlv("60", city)
        + tlv("61", postal)
        + tlv("62", tlv("01", "INV" + num(r, 9)) + tlv("07", "A" + pick(r, DIGITS, 2)))
    )
    qr = with_crc(payload)
    return qr, {"name": name, "nmid": nmid, "mpan": mpan, "mid": mid, "amount": amount}


def _qris_values(r: Random) -> dict[str, str]:
    dyn, info = _qris(r, True)
    static, sinfo = _qris(r, False)
    return {
        "qr_dyn": dyn,
        "qr_static": static,
        "crc": static[-4:],
        "name": sinfo["name"],
        "nmid": info["nmid"],
        "mid": sinfo["mid"],
        "order": f"LBP-QRIS-20310{r.randint(401, 430)}-{pick(r, UPPER_ALNUM, 6)}",
    }


def _merchant_values(r: Random) -> dict[str, str]:
    (n1, *_), (n2, *_) = r.sample(_MERCHANTS, 2)
    return {
        "n1": n1,
        "n2": n2,
        "nmid1": _nmid(r),
        "nmid2": _nmid(r),
        "mpan1": _mpan(r),
        "mpan2": _mpan(r),
        "tid1": "A" + pick(r, DIGITS, 2),
        "tid2": "K" + pick(r, DIGITS, 2),
        "rrn": num(r, 12),
        "amt": _amount(r),
        "mid": num(r, 15),
        "ts": f"2031-04-{r.randint(1, 28):02d} {r.randint(10, 23)}:{r.randint(10, 59)}:"
        f"{r.randint(10, 59)}.{pick(r, DIGITS, 3)}",
    }


def _midtrans_values(r: Random) -> dict[str, str]:
    day = r.randint(1, 28)
    return {
        "txid": uuid4(r),
        "order": f"LBP-TOPUP-203104{day:02d}-{pick(r, UPPER_ALNUM, 6)}",
        "sig": sha512_hex(r),
        "mid": "G" + num(r, 9),
        "amt": _amount(r),
        "va": r.choice(("80777", "70012", "88608")) + num(r, 11),
        "approval": num(r, 6),
        "time": f"2031-04-{day:02d} {r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}",
        "rfd": "rfd-" + pick(r, ALNUM, 10),
    }


_MID_CLIENT = "Mid-" + "client-"


def _client_key_values(r: Random) -> dict[str, str]:
    return {
        "ck": _MID_CLIENT + pick(r, ALNUM + "_-", 16),
        "ck_sb": "SB-" + _MID_CLIENT + pick(r, ALNUM + "_-", 16),
    }


def _xendit_values(r: Random) -> dict[str, str]:
    return {
        "inv": hexs(r, 24),
        "uid": hexs(r, 24),
        "ext": f"topup-{num(r, 8)}-{pick(r, 'abcdefghijklmnopqrstuvwxyz', 4)}",
        "amt": _amount(r),
        "ewc": "ewc_" + uuid4(r),
        "pr": "pr-" + uuid4(r),
        "pm": "pm-" + uuid4(r),
        "qr": "qr_" + uuid4(r),
        "chan": r.choice(("ID_OVO", "ID_DANA", "ID_SHOPEEPAY", "ID_LINKAJA", "ID_ASTRAPAY")),
    }


_XND_PUBLIC = "xnd_" + "public_"


def _xendit_public_values(r: Random) -> dict[str, str]:
    return {"pk": _XND_PUBLIC + r.choice(("production_", "development_")) + b64(r, 52)}


def _vnpay_values(r: Random) -> dict[str, str]:
    tno = num(r, 8)
    return {
        "ref": f"VN{num(r, 10)}",
        "tno": tno,
        "btn": "VNP" + tno,
        "hash": sha512_hex(r),
        "amt": str(r.choice((50, 100, 200, 500, 1000)) * 1000),
        "tmn": pick(r, UPPER_ALNUM, 8),
        "rid": hexs(r, 32),
        "date": f"203104{r.randint(1, 28):02d}{r.randint(10, 23)}{r.randint(10, 59)}"
        f"{r.randint(10, 59)}",
        "bank": r.choice(("NCB", "VCB", "TCB", "BIDV", "VNPAYQR")),
    }


def _momo_values(r: Random) -> dict[str, str]:
    key = r.randbytes(24)
    oid = "VN-NAP-" + num(r, 13)
    return {
        "pc": "MOMO"
        + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4)
        + "20310"
        + str(r.randint(101, 315)),
        "oid": oid,
        "rid": uuid4(r),
        "tid": num(r, 10),
        "amt": str(r.choice((20, 50, 100, 200, 500)) * 1000),
        "sig": hmac.new(key, oid.encode(), hashlib.sha256).hexdigest(),
        "rt": "19" + num(r, 11),
    }


_VN_BANKS = (
    ("970436", "Vietcombank"),
    ("970415", "VietinBank"),
    ("970418", "BIDV"),
    ("970407", "Techcombank"),
    ("970422", "MB"),
    ("970416", "ACB"),
)


def _vietqr_values(r: Random) -> dict[str, str]:
    bin_, bank = r.choice(_VN_BANKS)
    acct = num(r, r.choice((10, 12, 13)))
    amount = str(r.choice((50, 100, 200, 500)) * 1000)
    purpose = f"NAPVI {num(r, 8)}"
    payload = (
        tlv("00", "01")
        + tlv("01", "12")
        + tlv(
            "38",
            tlv("00", "A000000727")
            + tlv("01", tlv("00", bin_) + tlv("01", acct))
            + tlv("02", "QRIBFTTA"),
        )
        + tlv("53", "704")
        + tlv("54", amount)
        + tlv("58", "VN")
        + tlv("62", tlv("08", purpose))
    )
    return {
        "qr": with_crc(payload),
        "bin": bin_,
        "bank": bank,
        "acct": acct,
        "amt": amount,
        "purpose": purpose,
    }


def _wallet_values(r: Random) -> dict[str, str]:
    pan = luhn_complete(r.choice(("526422", "410505", "356999", "462975")) + num(r, 9))
    return {
        "va": r.choice(("70012", "88608", "39358")) + num(r, 11),
        "pan": pan[:6] + "******" + pan[-4:],
        "phone": f"+62 8{r.randint(11, 59)}-****-{pick(r, DIGITS, 4)}",
        "vnphone": f"+84 9{r.randint(0, 9)}*** **{pick(r, DIGITS, 2)}",
        "wid": f"WLT-ID-{num(r, 12)}",
        "wid_vn": f"WLT-VN-{num(r, 12)}",
        "nik": "31" + pick(r, DIGITS, 2) + "*" * 10 + pick(r, DIGITS, 2),
        "trx": f"TRX203104{r.randint(10, 28)}{num(r, 10)}",
        "kyc": f"KYC-{pick(r, UPPER_ALNUM, 4)}-{pick(r, UPPER_ALNUM, 4)}-{pick(r, UPPER_ALNUM, 4)}",
        "stk": pick(r, DIGITS, 4) + "******" + pick(r, DIGITS, 3),
        "bal": f"{r.randint(1, 9)}.{pick(r, DIGITS, 3)}.{pick(r, DIGITS, 3)}",
    }


_MIDTRANS_NOTIF = (
    '{"transaction_time":"⟨time⟩","transaction_status":"settlement",'
    '"transaction_id":"⟨txid⟩","status_message":"midtrans payment notification",'
    '"status_code":"200","signature_key":"⟨sig⟩","settlement_time":"⟨time⟩",'
    '"payment_type":"qris","order_id":"⟨order⟩","merchant_id":"⟨mid⟩","issuer":"gopay",'
    '"gross_amount":"⟨amt⟩.00","fraud_status":"accept","currency":"IDR","acquirer":"gopay"}'
)

PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "qris_payloads",
        (
            "QRIS dinamis untuk order ⟨order⟩ (respons /v1/qris/generate):\n⟨qr_dyn⟩",
            "Static QR merchant ⟨name⟩ decode OK, CRC ⟨crc⟩ cocok: ⟨qr_static⟩",
            '{"qr_string": "⟨qr_dyn⟩", "expires_at": "2031-04-12T10:15:00+07:00", '
            '"nmid": "⟨nmid⟩"}',
            "Payload QRIS lỗi CRC khi test ở HCM — chuỗi gốc: ⟨qr_dyn⟩ (tag 63 phải tính lại "
            "sau khi đổi amount)",
            "$ zbarimg --raw qris-⟨mid⟩.png\n⟨qr_static⟩",
            "Golden test case parser QRIS (static, merchant ⟨name⟩): ⟨qr_static⟩",
        ),
        _qris_values,
    ),
    Kind(
        "qris_merchant_ids",
        (
            "| merchant | NMID | MPAN | TID |\n|---|---|---|---|\n| ⟨n1⟩ | ⟨nmid1⟩ | ⟨mpan1⟩ | "
            "⟨tid1⟩ |\n| ⟨n2⟩ | ⟨nmid2⟩ | ⟨mpan2⟩ | ⟨tid2⟩ |",
            "NMID ⟨nmid1⟩ terdaftar atas nama ⟨n1⟩ (kriteria UMI); MPAN ⟨mpan1⟩.",
            "⟨ts⟩ INFO  qris-acquirer settlement merchant_pan=⟨mpan1⟩ nmid=⟨nmid1⟩ "
            "terminal=⟨tid1⟩ rrn=⟨rrn⟩ amount=⟨amt⟩ status=SUCCESS",
            '{"merchantId":"⟨mid⟩","nmid":"⟨nmid1⟩","mpan":"⟨mpan1⟩","mcc":"5812",'
            '"criteria":"UMI","terminalId":"⟨tid1⟩"}',
            "Merchant ⟨n1⟩ báo quét QR không ra tên: NMID ⟨nmid1⟩, MPAN ⟨mpan1⟩ — do tag 59 "
            "dài hơn 25 ký tự.",
            "Rekon harian: RRN ⟨rrn⟩ ada di laporan switching tapi tidak ada di ledger "
            "(NMID ⟨nmid2⟩, TID ⟨tid2⟩).",
        ),
        _merchant_values,
    ),
    Kind(
        "midtrans_transaction_ids",
        (
            _MIDTRANS_NOTIF,
            "Order ⟨order⟩ nyangkut di pending; transaction_id Midtrans ⟨txid⟩, merchant ⟨mid⟩.",
            "WARN midtrans-webhook signature mismatch order_id=⟨order⟩ got=⟨sig⟩ — ternyata "
            "gross_amount dikirim tanpa .00",
            '{"status_code":"201","transaction_id":"⟨txid⟩","order_id":"⟨order⟩",'
            '"merchant_id":"⟨mid⟩","gross_amount":"⟨amt⟩.00","payment_type":"bank_transfer",'
            '"transaction_status":"pending","va_numbers":[{"bank":"bca","va_number":"⟨va⟩"}]}',
            "Refund ⟨rfd⟩ cho order ⟨order⟩ (transaction_id ⟨txid⟩, approval_code ⟨approval⟩) "
            "đã thành công.",
        ),
        _midtrans_values,
    ),
    Kind(
        "midtrans_client_key_public",
        (
            '<script type="text/javascript" src="https://app.midtrans.com/snap/snap.js" '
            'data-client-key="⟨ck⟩"></script>',
            "MIDTRANS_CLIENT_KEY=⟨ck⟩  # client key, memang publik (dipakai Snap.js di browser)",
            'SdkUIFlowBuilder.init().setClientKey("⟨ck⟩").setContext(this)'
            ".setMerchantBaseUrl(BuildConfig.MERCHANT_BASE_URL).buildSDK()",
            "Client key Midtrans (publik, beda dengan server key): ⟨ck⟩ — app iOS masih pakai "
            "yang sandbox ⟨ck_sb⟩.",
            "Client key public của Midtrans dùng trong web checkout: ⟨ck⟩",
        ),
        _client_key_values,
    ),
    Kind(
        "xendit_invoice_ids",
        (
            '{"id":"⟨inv⟩","external_id":"⟨ext⟩","user_id":"⟨uid⟩","status":"PAID",'
            '"merchant_name":"LumbungPay","amount":⟨amt⟩,"currency":"IDR",'
            '"invoice_url":"https://checkout.xendit.co/web/⟨inv⟩",'
            '"expiry_date":"2031-04-13T03:00:00.000Z"}',
            "Invoice Xendit ⟨inv⟩ (external_id ⟨ext⟩) sudah PAID tapi saldo belum masuk.",
            "ewallet charge ⟨ewc⟩ status SUCCEEDED, reference_id ⟨ext⟩, channel ⟨chan⟩",
            'curl https://api.xendit.co/v2/invoices/⟨inv⟩ -u "$XENDIT_SECRET_KEY:"',
            "payment_request_id=⟨pr⟩ payment_method_id=⟨pm⟩ status=REQUIRES_ACTION channel=⟨chan⟩",
            "QR code Xendit ⟨qr⟩ hết hạn trước khi khách quét; invoice ⟨inv⟩ tạo lại.",
        ),
        _xendit_values,
    ),
    Kind(
        "xendit_public_key",
        (
            'Xendit.setPublishableKey("⟨pk⟩");',
            "XENDIT_PUBLIC_KEY=⟨pk⟩ (public key untuk tokenisasi kartu di browser — aman di "
            "frontend)",
            "Public key Xendit dùng trong xendit.min.js: ⟨pk⟩; secret key thì nằm ở KMS.",
            "NEXT_PUBLIC_XENDIT_PUBLIC_KEY=⟨pk⟩",
            '<script>Xendit.setPublishableKey("⟨pk⟩")</script>',
        ),
        _xendit_public_values,
    ),
    Kind(
        "vnpay_transaction_refs",
        (
            "https://pay.lumbungpay.vn/vnpay/return?vnp_Amount=⟨amt⟩00&vnp_BankCode=⟨bank⟩"
            "&vnp_BankTranNo=⟨btn⟩&vnp_CardType=ATM&vnp_OrderInfo=Nap+vi+⟨ref⟩"
            "&vnp_PayDate=⟨date⟩&vnp_ResponseCode=00&vnp_TmnCode=⟨tmn⟩"
            "&vnp_TransactionNo=⟨tno⟩&vnp_TransactionStatus=00&vnp_TxnRef=⟨ref⟩"
            "&vnp_SecureHash=⟨hash⟩",
            "IPN VNPay vnp_TxnRef=⟨ref⟩ vnp_TransactionNo=⟨tno⟩ vnp_ResponseCode=00 "
            "vnp_SecureHash=⟨hash⟩ → RspCode 00 Confirm Success",
            "Đơn ⟨ref⟩: VNPay trả vnp_ResponseCode=24 (khách hủy), vnp_TransactionNo=0, "
            "vnp_BankTranNo rỗng.",
            '{"vnp_ResponseId":"⟨rid⟩","vnp_Command":"querydr","vnp_ResponseCode":"00",'
            '"vnp_Message":"QueryDR Success","vnp_TmnCode":"⟨tmn⟩","vnp_TxnRef":"⟨ref⟩",'
            '"vnp_Amount":"⟨amt⟩00","vnp_BankCode":"⟨bank⟩","vnp_PayDate":"⟨date⟩",'
            '"vnp_TransactionNo":"⟨tno⟩","vnp_TransactionType":"01",'
            '"vnp_TransactionStatus":"00","vnp_SecureHash":"⟨hash⟩"}',
            "| vnp_TxnRef | vnp_TransactionNo | vnp_BankTranNo | bank |\n|---|---|---|---|\n"
            "| ⟨ref⟩ | ⟨tno⟩ | ⟨btn⟩ | ⟨bank⟩ |",
        ),
        _vnpay_values,
    ),
    Kind(
        "momo_ipn_payloads",
        (
            '{"partnerCode":"⟨pc⟩","orderId":"⟨oid⟩","requestId":"⟨rid⟩","amount":⟨amt⟩,'
            '"orderInfo":"Nạp ví LumbungPay","orderType":"momo_wallet","transId":⟨tid⟩,'
            '"resultCode":0,"message":"Thành công.","payType":"qr","responseTime":⟨rt⟩,'
            '"extraData":"","signature":"⟨sig⟩"}',
            "momo ipn ok orderId=⟨oid⟩ requestId=⟨rid⟩ transId=⟨tid⟩ resultCode=0 signature=⟨sig⟩",
            "MoMo trả resultCode=1006 (người dùng từ chối) cho orderId ⟨oid⟩, requestId ⟨rid⟩.",
            "| orderId | transId | amount | resultCode |\n|---|---|---|---|\n| ⟨oid⟩ | ⟨tid⟩ "
            "| ⟨amt⟩ | 0 |",
            "IPN MoMo masuk dua kali untuk ⟨oid⟩ (transId ⟨tid⟩) — idempotensi di ledger sudah "
            "benar, signature ⟨sig⟩ valid dua-duanya.",
        ),
        _momo_values,
    ),
    Kind(
        "vietqr_payloads",
        (
            "VietQR chuyển khoản nạp ví (⟨bank⟩) — payload:\n⟨qr⟩",
            '{"bin":"⟨bin⟩","accountNo":"⟨acct⟩","amount":⟨amt⟩,"addInfo":"⟨purpose⟩",'
            '"qrCode":"⟨qr⟩"}',
            "Chuỗi QR Napas247 của lệnh nạp ⟨purpose⟩: ⟨qr⟩",
            "QR decode gagal di app ID karena tag 38 (NAPAS) belum didukung parser QRIS: ⟨qr⟩",
            "Tài khoản nhận ⟨acct⟩ tại ⟨bank⟩ (BIN ⟨bin⟩), nội dung bắt buộc `⟨purpose⟩`.",
        ),
        _vietqr_values,
    ),
    Kind(
        "wallet_domain_ids",
        (
            "| wallet_id | VA BCA | kartu | HP |\n|---|---|---|---|\n| ⟨wid⟩ | ⟨va⟩ | ⟨pan⟩ | "
            "⟨phone⟩ |",
            "User ⟨wid⟩ komplain top-up via VA ⟨va⟩ belum masuk; trx ⟨trx⟩, KYC ⟨kyc⟩ sudah "
            "verified, NIK ⟨nik⟩.",
            "Ví ⟨wid_vn⟩ (SĐT ⟨vnphone⟩) liên kết STK ⟨stk⟩; số dư ⟨bal⟩ VND khớp với ledger.",
            '{"walletId":"⟨wid⟩","kycRef":"⟨kyc⟩","maskedPan":"⟨pan⟩","virtualAccount":"⟨va⟩",'
            '"status":"ACTIVE"}',
            "Chargeback kartu ⟨pan⟩ untuk ⟨trx⟩ — dispute dibuka, wallet ⟨wid⟩ dibekukan "
            "sementara.",
        ),
        _wallet_values,
    ),
)
