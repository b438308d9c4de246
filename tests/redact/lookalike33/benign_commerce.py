"""Benign: marketplace order numbers, product and image ids, shipment tracking numbers.

These are printed on labels, shown to buyers and pasted into support chats every day.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike33.gen import (
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    digits,
    epoch,
    epoch_ms,
    hexs,
    iso,
    num,
    order_id,
    pick,
    s10,
    uhexs,
    ulid,
    when,
    yymmdd,
)

_OSN = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
_GHN = "ABCDEFGHJKLMNPQRTUVWXY0123456789"


def _osn(r: Random) -> str:
    return yymmdd(r) + pick(r, _OSN, 8)


def _shopee(r: Random) -> dict[str, str]:
    return {
        "osn": _osn(r),
        "pkg": "OFG" + num(r, 12),
        "item": num(r, 11),
        "model": num(r, 11),
        "sku": "CP-" + pick(r, UPPER, 4) + "-" + num(r, 4),
        "req": hexs(r, 32),
        "pid": "200" + num(r, 4),
        "shop": num(r, 9),
        "ts": str(epoch(r)),
        "sign": hexs(r, 64),
        "buid": num(r, 10),
        "esc": str(r.randrange(30, 2000) * 1000),
    }


def _other_orders(r: Random) -> dict[str, str]:
    return {
        "lo": "5" + num(r, 14),
        "li1": "5" + num(r, 14),
        "li2": "5" + num(r, 14),
        "li3": "5" + num(r, 14),
        "ak": num(r, 6),
        "ms": str(epoch_ms(r)),
        "SIGN": uhexs(r, 64),
        "to": "57" + num(r, 16),
        "pk": "11" + num(r, 17),
        "trk": "SPXVN0" + num(r, 11),
        "status": r.choice(("AWAITING_SHIPMENT", "IN_TRANSIT", "DELIVERED")),
        "osn": _osn(r),
        "tk": num(r, 9),
        "ver": f"v{r.randint(12, 40)}",
    }


def _images(r: Random) -> dict[str, str]:
    return {
        "pid": ulid(r),
        "shopee": f"vn-11134207-7r98o-l{pick(r, LOWER_ALNUM, 5)}{pick(r, LOWER_ALNUM, 8)}",
        "h40": hexs(r, 40),
        "h40b": hexs(r, 40),
        "ver": str(epoch(r)),
        "pub": pick(r, LOWER_ALNUM, 20),
        "h32": hexs(r, 32),
        "sku": "CP-VN-" + pick(r, UPPER, 5) + "-" + r.choice(("S", "M", "L", "XL")),
        "cat": num(r, 6),
        "ph": hexs(r, 16),
        "ph2": hexs(r, 16),
        "cloud": r.choice(("chopho", "chopho-th", "chopho-media")),
    }


def _vn_tracking(r: Random) -> dict[str, str]:
    hub = r.choice(("SGP12", "HN01", "SG01-L10", "DN03"))
    return {
        "ghn": pick(r, _GHN, 3) + pick(r, _GHN, 5),
        "oid": order_id(r),
        "ghtk": f"S{num(r, 8)}.{hub}.{num(r, 9)}",
        "spx": "SPXVN0" + num(r, 11),
        "vnp": s10(r, r.choice(("EE", "EP", "RR")), "VN"),
        "vtp": num(r, 12),
        "jt": "8" + num(r, 11),
        "cod": str(r.randrange(0, 2000) * 1000),
        "shop": num(r, 7),
        "iso": iso(r),
        "ghn2": pick(r, _GHN, 8),
        "oid2": order_id(r),
    }


def _th_tracking(r: Random) -> dict[str, str]:
    t = when(r)
    return {
        "s10": s10(r, r.choice(("EF", "EG", "EB", "RB")), "TH"),
        "flash": "TH" + num(r, 4) + pick(r, UPPER_ALNUM, 6) + pick(r, UPPER, 1) + digits(r, 1),
        "date": f"{t.day:02d}/{t.month:02d}/{t.year + 543} {t.strftime('%H:%M:%S')}+07:00",
        "spxth": "SPXTH0" + num(r, 11),
        "jt": "82" + num(r, 10),
        "kerry": "KEX" + pick(r, UPPER, 2) + num(r, 10),
        "oid": order_id(r),
        "mch": "AA" + num(r, 4),
        "SIGN": uhexs(r, 64),
        "loc": r.choice(("บางรัก", "หลักสี่", "ลาดพร้าว", "บางนา", "เชียงใหม่")),
    }


COMMERCE: tuple[Kind, ...] = (
    Kind(
        "shopee_order_sns_and_ids",
        (
            "Shopee order_sn ⟨osn⟩ kẹt ở READY_TO_SHIP, package_number ⟨pkg⟩",
            '{"order_sn":"⟨osn⟩","order_status":"SHIPPED","item_list":[{"item_id":⟨item⟩,'
            '"model_id":⟨model⟩,"item_sku":"⟨sku⟩","model_quantity_purchased":2}],'
            '"request_id":"⟨req⟩"}',
            "https://partner.shopeemobile.com/api/v2/shop/auth_partner?partner_id=⟨pid⟩"
            "&timestamp=⟨ts⟩&sign=⟨sign⟩&redirect=https://seller.chopho.vn/shopee/callback",
            "Shopee shop_id ⟨shop⟩ (Chợ Phố Official): item ⟨item⟩ model ⟨model⟩ hết hàng "
            "nhưng ES vẫn còn index",
            "escrow cho ⟨osn⟩: escrow_amount ⟨esc⟩, buyer_user_id ⟨buid⟩",
        ),
        _shopee,
    ),
    Kind(
        "lazada_tiktok_tiki_order_ids",
        (
            "Lazada order ⟨lo⟩ có 3 order_item_id: ⟨li1⟩, ⟨li2⟩, ⟨li3⟩",
            "GET /orders/get?app_key=⟨ak⟩&timestamp=⟨ms⟩&sign_method=sha256"
            "&created_after=2028-11-01T00:00:00+07:00&sign=⟨SIGN⟩",
            "TikTok Shop order ⟨to⟩ (⟨status⟩), package id ⟨pk⟩, tracking ⟨trk⟩",
            "| Sàn | Mã đơn | Trạng thái |\n|---|---|---|\n| Shopee | ⟨osn⟩ | Đã giao |\n"
            "| Lazada | ⟨lo⟩ | Đang giao |\n| TikTok Shop | ⟨to⟩ | Chờ lấy hàng |\n"
            "| Tiki | ⟨tk⟩ | Huỷ |",
            "ทีมกรุงเทพฯ แจ้งว่า Lazada TH order ⟨lo⟩ ยังไม่ sync เข้า ES (index orders-th-⟨ver⟩)",
        ),
        _other_orders,
    ),
    Kind(
        "product_and_image_ids",
        (
            "Ảnh sản phẩm ⟨pid⟩: https://down-vn.img.susercontent.com/file/⟨shopee⟩",
            "gs://chopho-product-images/products/⟨h40⟩/800x800.webp (key = sha1 của ảnh gốc)",
            "https://res.cloudinary.com/⟨cloud⟩/image/upload/v⟨ver⟩/products/⟨pub⟩.jpg",
            "Ảnh Lazada https://vn-live-01.slatic.net/p/⟨h32⟩.jpg trả 404 sau khi seller đổi ảnh",
            '{"product_id":"⟨pid⟩","sku":"⟨sku⟩","images":["⟨h40⟩.webp","⟨h40b⟩.webp"],'
            '"category_id":⟨cat⟩}',
            "Dedupe ảnh bằng pHash: ⟨ph⟩ ≈ ⟨ph2⟩ (hamming 3) → cùng một sản phẩm",
        ),
        _images,
    ),
    Kind(
        "vn_tracking_numbers",
        (
            "Mã vận đơn GHN ⟨ghn⟩ (đơn ⟨oid⟩) giao thất bại 2 lần, khách hẹn lại thứ Bảy",
            "GHTK label ⟨ghtk⟩ — status 9 'Không lấy được hàng'",
            "Tracking SPX ⟨spx⟩, VNPost ⟨vnp⟩, ViettelPost ⟨vtp⟩ đều lấy về qua job carrier-sync",
            '{"CODAmount":⟨cod⟩,"OrderCode":"⟨ghn⟩","ClientOrderCode":"⟨oid⟩","ShopID":⟨shop⟩,'
            '"Status":"delivered","Type":"switch_status","Time":"⟨iso⟩",'
            '"Warehouse":"Bưu Cục 45 Võ Văn Ngân-Thủ Đức-HCM"}',
            "| Đơn | Hãng | Mã vận đơn |\n|---|---|---|\n| ⟨oid⟩ | GHN | ⟨ghn⟩ |\n"
            "| ⟨oid2⟩ | J&T | ⟨jt⟩ |\n| ⟨oid2⟩ | GHN (đổi hàng) | ⟨ghn2⟩ |",
        ),
        _vn_tracking,
    ),
    Kind(
        "th_tracking_numbers",
        (
            "เลขพัสดุไปรษณีย์ไทย ⟨s10⟩ (EMS) ค้างที่ศูนย์ไปรษณีย์⟨loc⟩ มา 2 วัน",
            "Flash Express pno ⟨flash⟩ → สถานะ 'เซ็นรับแล้ว'",
            '{"response":{"items":{"⟨s10⟩":[{"barcode":"⟨s10⟩","status":"501",'
            '"status_description":"นำจ่ายสำเร็จ","status_date":"⟨date⟩","location":"⟨loc⟩"}]}},'
            '"message":"successful","status":true}',
            "SPX TH ⟨spxth⟩, J&T ⟨jt⟩, Kerry ⟨kerry⟩ — three parcels for the same order ⟨oid⟩",
            "Flash Express callback: pno=⟨flash⟩ state=5 mchId=⟨mch⟩ sign=⟨SIGN⟩",
        ),
        _th_tracking,
    ),
)
