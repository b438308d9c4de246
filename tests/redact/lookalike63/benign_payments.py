"""Benign look-alikes from payments and bookings: wallet and gateway transaction ids, QR
payloads, booking codes, hotel ids, merchant identifiers, masked cards, e-invoice codes.

Each must come out of the scrubber byte-identical: none of them is a credential. Message
signatures (MoMo ``signature``, ZaloPay ``mac``, VNPay ``vnp_SecureHash``) are MACs over one
message, not keys.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike63.gen import (
    ALNUM,
    CITIES,
    CROCKFORD,
    DEVS_TH,
    HOTELS,
    LOWER,
    UPPER,
    UPPER_ALNUM,
    Kind,
    amount_thb,
    amount_vnd,
    b64,
    emv,
    epoch_ms,
    hexs,
    iso_ict,
    num,
    pick,
    tlv,
    uhex,
    ulid,
    uuid4,
    vnp_date,
    ymd,
    yymmdd,
)


def _momo_pc(r: Random) -> str:
    return (
        "MOMO"
        + pick(r, UPPER, 4)
        + f"203{r.randint(1, 3)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    )


def _momo(r: Random) -> dict[str, str]:
    return {
        "pc": _momo_pc(r),
        "oid": "MKG" + num(r, 13),
        "oid2": "MKG" + num(r, 13),
        "rid": r.choice((uuid4(r), "MKG" + num(r, 13) + "-r1")),
        "tid": num(r, r.choice((10, 13))),
        "tid2": num(r, r.choice((10, 13))),
        "amt": amount_vnd(r),
        "amt2": amount_vnd(r),
        "ms": epoch_ms(r),
        "sig": hexs(r, 64),
        "bk": "MKG-" + pick(r, CROCKFORD, 4) + "-" + pick(r, CROCKFORD, 4),
        "ts": iso_ict(r),
    }


def _zalopay(r: Random) -> dict[str, str]:
    d = yymmdd(r)
    app_ms = int(epoch_ms(r))
    return {
        "app": num(r, 4),
        "atid": f"{d}_{num(r, 7)}",
        "atid2": f"{d}_{num(r, 7)}",
        "zptid": d + num(r, 9),
        "zptid2": d + num(r, 9),
        "ms": str(app_ms),
        "ms2": str(app_ms + r.randint(800, 95000)),
        "amt": amount_vnd(r),
        "uid": num(r, 8),
        "mac": hexs(r, 64),
        "mrid": f"{d}_{num(r, 4)}_{num(r, 6)}",
        "rfid": num(r, 11),
    }


def _vnpay(r: Random) -> dict[str, str]:
    amt = amount_vnd(r)
    return {
        "amt00": amt + "00",
        "amt": amt,
        "btn": num(r, 8),
        "ref": num(r, 8),
        "ref2": num(r, 8),
        "tn": num(r, 8),
        "tn2": num(r, 8),
        "pd": vnp_date(r),
        "tmn": pick(r, UPPER_ALNUM, 8),
        "sh": hexs(r, 128),
        "bank": r.choice(("NCB", "VCB", "BIDV", "TCB", "MBBANK", "VNPAYQR")),
    }


def _twoc2p(r: Random) -> dict[str, str]:
    return {
        "inv": f"MKGTH{yymmdd(r)}{num(r, 6)}",
        "inv2": f"MKGTH{yymmdd(r)}{num(r, 6)}",
        "tr": num(r, 7),
        "tr2": num(r, 7),
        "refno": num(r, 10),
        "ac": num(r, 6),
        "dt": vnp_date(r),
        "amt": amount_thb(r),
        "amt2": amount_thb(r),
        "mid": "764764" + num(r, 9),
        "dev": r.choice(DEVS_TH),
    }


def _promptpay(r: Random) -> dict[str, str]:
    amount = amount_thb(r)
    kind = r.randrange(3)
    if kind == 0:
        proxy = tlv("00", "A000000677010111") + tlv("01", "00668" + num(r, 8))
        tag, label = "29", "mobile"
    elif kind == 1:
        proxy = tlv("00", "A000000677010111") + tlv("02", "0" + num(r, 12))
        tag, label = "29", "tax id"
    else:
        proxy = (
            tlv("00", "A000000677010112")
            + tlv("01", "0" + num(r, 14))
            + tlv("02", "MKG" + num(r, 9))
            + tlv("03", ymd(r).replace("-", ""))
        )
        tag, label = "30", "bill payment"
    fields = [("00", "01"), ("01", "12"), (tag, proxy), ("53", "764"), ("54", amount), ("58", "TH")]
    qr = emv(fields)
    return {
        "qr": qr,
        "crc": qr[-4:],
        "amt": amount,
        "label": label,
        "inv": f"MKGTH{yymmdd(r)}{num(r, 6)}",
        "dev": r.choice(DEVS_TH),
    }


_BINS = {"970436": "Vietcombank", "970418": "BIDV", "970422": "MB", "970407": "Techcombank",
         "970415": "VietinBank", "970423": "TPBank"}  # fmt: skip


def _vietqr(r: Random) -> dict[str, str]:
    bin_ = r.choice(sorted(_BINS))
    account = num(r, r.choice((10, 12, 13)))
    amount = amount_vnd(r)
    code = "MKG" + pick(r, UPPER_ALNUM, 8)
    merchant = tlv("00", "A000000727") + tlv("01", tlv("00", bin_) + tlv("01", account))
    merchant += tlv("02", "QRIBFTTA")
    fields = [("00", "01"), ("01", "12"), ("38", merchant), ("53", "704"), ("54", amount),
              ("58", "VN"), ("62", tlv("08", code))]  # fmt: skip
    qr = emv(fields)
    return {"qr": qr, "bank": _BINS[bin_], "bin": bin_, "amt": amount, "code": code,
            "crc": qr[-4:], "acct": account}  # fmt: skip


def _mkg_code(r: Random) -> str:
    return "MKG-" + pick(r, CROCKFORD, 4) + "-" + pick(r, CROCKFORD, 4)


def _booking(r: Random) -> dict[str, str]:
    return {
        "ab": num(r, r.choice((9, 10))),
        "bcr": num(r, 10),
        "mk": _mkg_code(r),
        "mk2": _mkg_code(r),
        "hid": num(r, r.choice((6, 7, 8))),
        "scc": pick(r, UPPER_ALNUM, r.choice((8, 10, 12))),
        "ci": ymd(r),
        "hotel": r.choice(HOTELS),
        "pnr": pick(r, UPPER, 6),
        "n": str(r.randint(1, 6)),
    }


def _hotel(r: Random) -> dict[str, str]:
    return {
        "ah": num(r, r.choice((6, 7, 8))),
        "bh": num(r, 7),
        "ulid": ulid(r),
        "rulid": ulid(r),
        "rt": num(r, 9),
        "rp": num(r, 8),
        "rt2": num(r, 9),
        "bcrt": num(r, 9),
        "bcrp": num(r, 8),
        "hotel": r.choice(HOTELS),
        "city": r.choice(CITIES),
        "slug": r.choice(("son-tra", "an-bang", "nimman", "old-city", "my-khe", "hoi-an")),
    }


def _cards(r: Random) -> dict[str, str]:
    bin6 = r.choice(("411111", "520000", "356999", "970436", "454152", "540012"))
    last4 = num(r, 4)
    return {
        "pan": f"{bin6}******{last4}",
        "panx": f"{bin6}XXXXXX{last4}",
        "last4": last4,
        "ac": num(r, 6),
        "rrn": num(r, 12),
        "stan": num(r, 6),
        "ft": "FT" + yymmdd(r)[:2] + num(r, 3) + pick(r, UPPER_ALNUM, 5),
        "slip": "0" + num(r, 3) + yymmdd(r) + pick(r, UPPER_ALNUM, 4) + num(r, 9),
        "amt": amount_vnd(r),
        "tamt": amount_thb(r),
        "inv": f"MKGTH{yymmdd(r)}{num(r, 6)}",
        "mk": _mkg_code(r),
    }


def _merchant(r: Random) -> dict[str, str]:
    chid = "20" + num(r, 8)
    return {
        "pc": _momo_pc(r),
        "store": "MKG_" + pick(r, UPPER, 3) + "_" + num(r, 3),
        "tmn": pick(r, UPPER_ALNUM, 8),
        "mid": "764764" + num(r, 9),
        "chid": chid,
        "liff": chid + "-" + pick(r, ALNUM, 8),
        "basic": "@" + num(r, 3) + pick(r, LOWER, 5),
        "site": num(r, 7),
        "cid": num(r, 7),
        "hid": num(r, 7),
        "zapp": num(r, 4),
        "oa": num(r, 18),
        "biller": "0" + num(r, 14),
        "d": ymd(r),
    }


def _einvoice(r: Random) -> dict[str, str]:
    return {
        "so": str(r.randint(1, 99999)).zfill(r.choice((7, 8))),
        "cqt": "00" + uhex(r, 32),
        "cqt2": "00" + uhex(r, 32),
        "mst": "0" + num(r, 9),
        "mstb": num(r, 10),
        "lookup": pick(r, UPPER_ALNUM, r.choice((10, 12))),
        "tin": "0" + num(r, 12),
        "doc": "RC" + yymmdd(r) + num(r, 5),
        "d": ymd(r),
        "amt": amount_vnd(r),
        "kh": r.choice(("C33TMK", "C33TDN", "K33TMK")),
        "mk": _mkg_code(r),
        "sig": b64(r, 32),
    }


_N = 11

PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "momo_transaction_ids",
        (
            '{"partnerCode":"⟨pc⟩","orderId":"⟨oid⟩","requestId":"⟨rid⟩","amount":⟨amt⟩,'
            '"orderInfo":"Thanh toán đặt phòng ⟨bk⟩","orderType":"momo_wallet",'
            '"transId":⟨tid⟩,"resultCode":0,"message":"Thành công.","payType":"qr",'
            '"responseTime":⟨ms⟩,"extraData":"","signature":"⟨sig⟩"}',
            "MoMo refund cho đơn ⟨oid⟩ (transId ⟨tid⟩, ⟨amt⟩đ) đã xong, resultCode 0.",
            "⟨ts⟩ INFO payments.momo ipn verified orderId=⟨oid⟩ transId=⟨tid⟩ amount=⟨amt⟩ "
            "resultCode=0",
            "| orderId | transId | amount | status |\n|---|---|---|---|\n"
            "| ⟨oid⟩ | ⟨tid⟩ | ⟨amt⟩ | refunded |\n| ⟨oid2⟩ | ⟨tid2⟩ | ⟨amt2⟩ | success |",
            "Đối soát MoMo: lệch 1 giao dịch, transId ⟨tid⟩, requestId ⟨rid⟩ (partner ⟨pc⟩).",
            "POST https://payment.momo.vn/v2/gateway/api/query\n"
            '{"partnerCode":"⟨pc⟩","requestId":"⟨rid⟩","orderId":"⟨oid⟩","lang":"vi",'
            '"signature":"⟨sig⟩"}',
        ),
        _momo,
        n=_N,
    ),
    Kind(
        "zalopay_transaction_ids",
        (
            '{"data":"{\\"app_id\\":⟨app⟩,\\"app_trans_id\\":\\"⟨atid⟩\\",\\"app_time\\":⟨ms⟩,'
            '\\"app_user\\":\\"user⟨uid⟩\\",\\"amount\\":⟨amt⟩,\\"embed_data\\":\\"{}\\",'
            '\\"item\\":\\"[]\\",\\"zp_trans_id\\":⟨zptid⟩,\\"server_time\\":⟨ms2⟩,'
            '\\"channel\\":38,\\"user_fee_amount\\":0,\\"discount_amount\\":0}",'
            '"mac":"⟨mac⟩","type":1}',
            "ZaloPay query app_trans_id=⟨atid⟩ → return_code 1, zp_trans_id ⟨zptid⟩",
            "Khách báo bị trừ tiền 2 lần: app_trans_id ⟨atid⟩ và ⟨atid2⟩, "
            "zp_trans_id ⟨zptid⟩ / ⟨zptid2⟩ — thực ra lần 2 là đơn khác.",
            "refund ok: m_refund_id=⟨mrid⟩ refund_id=⟨rfid⟩ return_code=1 amount=⟨amt⟩",
            "zalopay callback mac=⟨mac⟩ verified for app_trans_id ⟨atid⟩ (app ⟨app⟩)",
        ),
        _zalopay,
        n=_N,
    ),
    Kind(
        "vnpay_transaction_numbers",
        (
            "https://mekonggo.vn/payment/vnpay-return?vnp_Amount=⟨amt00⟩&vnp_BankCode=⟨bank⟩"
            "&vnp_BankTranNo=VNP⟨btn⟩&vnp_CardType=ATM"
            "&vnp_OrderInfo=Thanh+toan+don+hang+⟨ref⟩&vnp_PayDate=⟨pd⟩&vnp_ResponseCode=00"
            "&vnp_TmnCode=⟨tmn⟩&vnp_TransactionNo=⟨tn⟩&vnp_TransactionStatus=00"
            "&vnp_TxnRef=⟨ref⟩&vnp_SecureHash=⟨sh⟩",
            "IPN VNPay: vnp_TxnRef ⟨ref⟩, vnp_TransactionNo ⟨tn⟩, RspCode 00 — đã cập nhật "
            "booking.",
            "Bank trace VNP⟨btn⟩ (⟨bank⟩) belongs to TxnRef ⟨ref⟩, paid ⟨pd⟩",
            "| vnp_TxnRef | vnp_TransactionNo | vnp_Amount | status |\n|---|---|---|---|\n"
            "| ⟨ref⟩ | ⟨tn⟩ | ⟨amt00⟩ | 00 |\n| ⟨ref2⟩ | ⟨tn2⟩ | ⟨amt00⟩ | 02 |",
            "querydr ⟨ref⟩ → vnp_ResponseCode=00 vnp_TransactionStatus=00 "
            "vnp_TransactionNo=⟨tn⟩ vnp_SecureHash=⟨sh⟩",
        ),
        _vnpay,
        n=_N,
    ),
    Kind(
        "twoc2p_invoice_numbers",
        (
            '{"invoiceNo":"⟨inv⟩","channelCode":"PPQR","respCode":"0000","respDesc":"Success",'
            '"tranRef":"⟨tr⟩","referenceNo":"⟨refno⟩","approvalCode":"⟨ac⟩",'
            '"transactionDateTime":"⟨dt⟩","amount":⟨amt⟩,"currencyCode":"THB"}',
            "2C2P invoice ⟨inv⟩ stuck in respCode 2001 (pending) — tranRef ⟨tr⟩",
            "ใบแจ้งหนี้ 2C2P เลขที่ ⟨inv⟩ ชำระแล้วผ่าน PromptPay, referenceNo ⟨refno⟩",
            "invoice_no,tran_ref,amount,currency,status\n⟨inv⟩,⟨tr⟩,⟨amt⟩,THB,S\n"
            "⟨inv2⟩,⟨tr2⟩,⟨amt2⟩,THB,V",
            "merchant ⟨mid⟩: ⟨dev⟩ ขอ void invoice ⟨inv⟩ (approvalCode ⟨ac⟩)",
        ),
        _twoc2p,
        n=_N,
    ),
    Kind(
        "promptpay_qr_payloads",
        (
            "PromptPay QR (⟨label⟩, ⟨amt⟩ THB): ⟨qr⟩",
            "payload ที่ generate ได้: ⟨qr⟩ (CRC ⟨crc⟩ ตรงกับที่แอปธนาคารอ่าน)",
            '{"invoiceNo":"⟨inv⟩","qrType":"PPQR","qrRawData":"⟨qr⟩","amount":"⟨amt⟩"}',
            "python -m mkg.promptpay decode '⟨qr⟩'  → ⟨label⟩, amount ⟨amt⟩",
            "Mã QR PromptPay mẫu cho test e2e (⟨dev⟩ gửi): ⟨qr⟩",
        ),
        _promptpay,
        n=_N,
    ),
    Kind(
        "vietqr_payloads",
        (
            "VietQR ⟨bank⟩ (BIN ⟨bin⟩) cho đơn ⟨code⟩: ⟨qr⟩",
            "Chuỗi QR chuyển khoản ⟨amt⟩đ: ⟨qr⟩ — CRC ⟨crc⟩ khớp",
            '{"bin":"⟨bin⟩","accountNo":"⟨acct⟩","amount":⟨amt⟩,"addInfo":"⟨code⟩",'
            '"qrCode":"⟨qr⟩"}',
            "napas247 test: quét ⟨qr⟩ bằng app ⟨bank⟩ → nội dung ⟨code⟩",
        ),
        _vietqr,
        n=_N,
    ),
    Kind(
        "booking_confirmation_codes",
        (
            "Agoda booking ⟨ab⟩ ↔ mã đặt phòng nội bộ ⟨mk⟩ — khách đổi ngày check-in sang ⟨ci⟩.",
            "Booking.com reservation ⟨bcr⟩ was cancelled by the property; our code ⟨mk⟩.",
            '{"bookingId":⟨ab⟩,"hotelId":⟨hid⟩,"status":"Confirmed","checkIn":"⟨ci⟩",'
            '"supplierConfirmationCode":"⟨scc⟩","rooms":⟨n⟩}',
            "Subject: Xác nhận đặt phòng #⟨mk⟩ – ⟨hotel⟩",
            "หมายเลขการจอง ⟨mk⟩ (Agoda ⟨ab⟩) ลูกค้าขอใบกำกับภาษีเต็มรูป",
            "| ours | OTA | OTA id | hotel conf. |\n|---|---|---|---|\n"
            "| ⟨mk⟩ | Agoda | ⟨ab⟩ | ⟨scc⟩ |\n| ⟨mk2⟩ | Booking.com | ⟨bcr⟩ | - |",
            "Combo bay + khách sạn: PNR ⟨pnr⟩, phòng ⟨mk⟩ tại ⟨hotel⟩",
        ),
        _booking,
        n=_N,
    ),
    Kind(
        "hotel_and_room_ids",
        (
            "⟨hotel⟩ (⟨city⟩): Agoda hotel_id ⟨ah⟩ = Booking.com hotel_id ⟨bh⟩ = nội bộ htl_⟨ulid⟩",
            "Rate sync failed for room_type_id=⟨rt⟩ rate_plan_id=⟨rp⟩ (Agoda hotel ⟨ah⟩)",
            "internal_id,agoda_hotel_id,booking_hotel_id,name\nhtl_⟨ulid⟩,⟨ah⟩,⟨bh⟩,⟨hotel⟩",
            '<RoomStay><RoomTypes><RoomType RoomTypeCode="⟨bcrt⟩"/></RoomTypes><RatePlans>'
            '<RatePlan RatePlanCode="⟨bcrp⟩"/></RatePlans><BasicPropertyInfo HotelCode="⟨bh⟩"/>'
            "</RoomStay>",
            "https://www.agoda.com/⟨slug⟩/hotel/da-nang-vn.html?hotel_id=⟨ah⟩&room=⟨rt2⟩",
            "Phòng rm_⟨rulid⟩ (Deluxe Ocean View) map sang Agoda room ⟨rt⟩ và ⟨rt2⟩",
        ),
        _hotel,
        n=_N,
    ),
    Kind(
        "masked_card_and_bank_refs",
        (
            "2C2P refund ⟨inv⟩: card ⟨pan⟩, approval ⟨ac⟩, RRN ⟨rrn⟩",
            '"cardNo":"⟨panx⟩","approvalCode":"⟨ac⟩","referenceNo":"⟨rrn⟩"',
            "Khách chuyển khoản Vietcombank, mã giao dịch ⟨ft⟩, số tiền ⟨amt⟩đ, nội dung ⟨mk⟩",
            "สลิปโอนเงิน เลขที่รายการ ⟨slip⟩ ยอด ⟨tamt⟩ บาท (ตรวจผ่าน slip verify แล้ว)",
            "ISO8583 echo: STAN ⟨stan⟩ RRN ⟨rrn⟩ card ****⟨last4⟩ resp 00",
        ),
        _cards,
        n=_N,
    ),
    Kind(
        "merchant_public_identifiers",
        (
            "MoMo partnerCode ⟨pc⟩ (production), storeId ⟨store⟩ — in trên hợp đồng, không "
            "phải secret",
            "VNPay TmnCode ⟨tmn⟩ (sandbox) và 2C2P merchantID ⟨mid⟩ — cả hai đều là mã định "
            "danh công khai",
            "LINE channel id ⟨chid⟩, LIFF id ⟨liff⟩, bot basic id ⟨basic⟩",
            "Agoda affiliate link: https://www.agoda.com/partners/partnersearch.aspx?"
            "cid=⟨cid⟩&hid=⟨hid⟩ (site ⟨site⟩)",
            "ZaloPay app_id ⟨zapp⟩, Zalo OA ⟨oa⟩, PromptPay biller id ⟨biller⟩ (บัญชีบริษัท)",
            "| provider | public id | since |\n|---|---|---|\n| MoMo | ⟨pc⟩ | ⟨d⟩ |\n"
            "| VNPay | ⟨tmn⟩ | ⟨d⟩ |\n| 2C2P | ⟨mid⟩ | ⟨d⟩ |",
        ),
        _merchant,
        n=_N,
    ),
    Kind(
        "einvoice_and_tax_codes",
        (
            "Hóa đơn điện tử: ký hiệu ⟨kh⟩, số ⟨so⟩, mã CQT ⟨cqt⟩, MST bên bán ⟨mst⟩",
            "Mã tra cứu hóa đơn đơn ⟨mk⟩: ⟨lookup⟩ tại https://hoadon.mekonggo.vn/tra-cuu",
            "<TTChung><PBan>2.1.0</PBan><KHMSHDon>1</KHMSHDon><KHHDon>⟨kh⟩</KHHDon>"
            "<SHDon>⟨so⟩</SHDon><NLap>⟨d⟩</NLap></TTChung><MCCQT>⟨cqt⟩</MCCQT>",
            "เลขประจำตัวผู้เสียภาษี ⟨tin⟩ สาขา 00000, ใบกำกับภาษีเลขที่ ⟨doc⟩ (e-Tax Invoice)",
            "Hoá đơn ⟨so⟩ bị từ chối cấp mã, gửi lại → mã CQT mới ⟨cqt2⟩ (cũ ⟨cqt⟩)",
            "MST khách hàng doanh nghiệp ⟨mstb⟩, tổng ⟨amt⟩đ, hóa đơn ⟨kh⟩ ⟨so⟩",
        ),
        _einvoice,
        n=_N,
    ),
)
