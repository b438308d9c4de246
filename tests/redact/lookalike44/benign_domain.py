"""Benign look-alikes from the ride-hailing and delivery domain: trips, orders, drivers,
vehicles, payments, SMS jobs, map cells and devices. None of these is a credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike44.gen import (
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    az_plate,
    baku_point,
    geohash,
    h3_cell,
    hexs,
    imei,
    istanbul_point,
    num,
    pick,
    tr_plate,
    ulid,
    uuid4,
    vin,
)


def _day(r: Random) -> str:
    return f"2030-08-{r.randint(1, 31):02d}"


def _clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def _trip(r: Random) -> dict[str, str]:
    return {
        "t": "trp_" + ulid(r).lower(),
        "t2": "trp_" + ulid(r).lower(),
        "u": ulid(r),
        "rid": "rdr_" + pick(r, LOWER_ALNUM, 16),
        "d": _day(r),
        "c": _clock(r),
        "sec": str(r.randint(180, 2400)),
        "km": f"{r.uniform(1.2, 38):.1f}",
    }


def _order(r: Random) -> dict[str, str]:
    return {
        "o": f"SIP-{r.randint(2030, 2030)}{r.randint(1, 12):02d}-{num(r, 7)}",
        "o2": num(r, 12),
        "p": "YS-" + pick(r, UPPER_ALNUM, 10),
        "s": "str_" + pick(r, LOWER_ALNUM, 12),
        "b": "BAK-" + num(r, 9),
        "d": _day(r),
        "c": _clock(r),
    }


def _driver(r: Random) -> dict[str, str]:
    return {
        "drv": "drv_" + pick(r, LOWER_ALNUM, 20),
        "drv2": str(r.randint(100000, 999999)),
        "tr": tr_plate(r),
        "tr2": tr_plate(r),
        "az": az_plate(r),
        "cour": "KRY-" + num(r, 7),
        "d": _day(r),
    }


def _vin(r: Random) -> dict[str, str]:
    return {"v": vin(r), "v2": vin(r), "tr": tr_plate(r), "az": az_plate(r), "km": num(r, 6)}


def _iyzico(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 8),
        "ptid": num(r, 8),
        "conv": r.choice((uuid4(r), "ord-" + num(r, 10), num(r, 9))),
        "basket": "B" + num(r, 6),
        "auth": num(r, 6),
        "host": "mock" + pick(r, DIGITS, 5) + "iyzihostrfn" if r.random() < 0.3 else num(r, 12),
        "ref": uuid4(r),
        "sig": hexs(r, 64),
        "st": str(r.randint(1911772800000, 1914451199000)),
        "price": f"{r.randint(60, 900)}.{r.choice(('0', '5', '9'))}",
        "bin": r.choice(("552608", "454671", "979208", "589004")),
        "last4": num(r, 4),
        "sub": pick(r, B64URL, 28) + "=",
    }


def _papara(r: Random) -> dict[str, str]:
    return {
        "id": uuid4(r),
        "mid": uuid4(r),
        "ref": "ORD-" + num(r, 8),
        "uid": num(r, 10),
        "amt": f"{r.randint(50, 900)}.{r.randint(0, 99):02d}",
        "d": _day(r),
        "c": _clock(r),
    }


def _netgsm(r: Random) -> dict[str, str]:
    return {
        "job": num(r, r.choice((9, 10))),
        "job2": num(r, 10),
        "gsm": "905" + num(r, 9),
        "hdr": r.choice(("YOLCUM", "YOLCUM KRY", "YOLCUMAPP")),
        "n": str(r.randint(2, 40000)),
        "d": _day(r),
        "c": _clock(r),
    }


def _geo(r: Random) -> dict[str, str]:
    lat, lon = istanbul_point(r)
    blat, blon = baku_point(r)
    return {
        "lat": str(lat),
        "lon": str(lon),
        "gh": geohash(lat, lon, r.choice((7, 8, 9))),
        "gh12": geohash(lat, lon, 12),
        "gh6": geohash(lat, lon, 6),
        "bgh": geohash(blat, blon, r.choice((7, 8))),
        "blat": str(blat),
        "blon": str(blon),
        "n": str(r.randint(3, 80)),
    }


def _h3(r: Random) -> dict[str, str]:
    return {
        "c9": h3_cell(r, 9),
        "c8": h3_cell(r, 8),
        "c7": h3_cell(r, 7),
        "c10": h3_cell(r, 10),
        "m": f"{r.uniform(1.0, 2.6):.2f}",
        "n": str(r.randint(5, 140)),
        "k": str(r.randint(1, 3)),
    }


def _place(r: Random) -> dict[str, str]:
    lat, lon = istanbul_point(r)
    return {
        "pl": "ChIJ" + pick(r, B64URL, 23),
        "pl2": "ChIJ" + pick(r, B64URL, 23),
        "oid": num(r, r.choice((10, 11))),
        "ll": f"{lon},{lat}",
        "uri": "ymapsbm1://org?oid=" + num(r, 11),
        "name": r.choice(("Kadıköy Rıhtım", "Gənclik m.", "Taksim Meydanı", "28 May m.")),
    }


def _device(r: Random) -> dict[str, str]:
    return {
        "imei": imei(r),
        "imei2": imei(r),
        "sn": r.choice(("R5C", "RF8", "2A1")) + pick(r, UPPER_ALNUM, 8),
        "aid": hexs(r, 16),
        "inst": uuid4(r),
        "model": r.choice(("SM-A146P", "Redmi Note 14", "HONOR X7c", "TECNO KL4")),
        "ver": f"7.{r.randint(30, 48)}.{r.randint(0, 9)}",
        "cour": "KRY-" + num(r, 7),
    }


DOMAIN: tuple[Kind, ...] = (
    Kind(
        "trip_ids",
        (
            "trip ⟨t⟩ stuck in DRIVER_ASSIGNED for ⟨sec⟩s on ⟨d⟩ ⟨c⟩, rider ⟨rid⟩",
            "SELECT status, fare_kurus FROM trips WHERE trip_id IN ('⟨t⟩', '⟨t2⟩');",
            '{"level":"warn","ts":"⟨d⟩T⟨c⟩Z","msg":"eta drift","trip_id":"⟨t⟩","eta_s":⟨sec⟩,'
            '"distance_km":⟨km⟩}',
            "Поездка ⟨t⟩ дважды списала депозит; trace в ClickHouse по ⟨u⟩",
            "Yolculuk ⟨t2⟩ iptal edildi, sürücü ⟨km⟩ km uzaktaydı",
        ),
        _trip,
    ),
    Kind(
        "delivery_order_ids",
        (
            "Sipariş ⟨o⟩ restorana iki kez düştü (partner ref ⟨p⟩, mağaza ⟨s⟩)",
            "courier-api ⟨d⟩ ⟨c⟩ WARN order=⟨o2⟩ store=⟨s⟩ state=PICKUP_TIMEOUT",
            "Bakı sifarişi ⟨b⟩ kuryerə təyin olunmadı, ⟨d⟩",
            "| order | partner_ref | store |\n|---|---|---|\n| ⟨o⟩ | ⟨p⟩ | ⟨s⟩ |\n"
            "| ⟨o2⟩ | — | ⟨s⟩ |",
            "refund for order ⟨o⟩ went through; partner ⟨p⟩ confirmed on ⟨d⟩",
        ),
        _order,
    ),
    Kind(
        "driver_ids_and_plates",
        (
            "Sürücü ⟨drv⟩ (plaka ⟨tr⟩) belgeleri ⟨d⟩ tarihinde süresi doluyor",
            "driver_id=⟨drv2⟩ vehicle_plate='⟨tr⟩' → plate mismatch with TÜVTÜRK record '⟨tr2⟩'",
            "Bakı kuryeri ⟨cour⟩, motosiklet nömrəsi ⟨az⟩",
            "UPDATE vehicles SET plate = '⟨tr2⟩' WHERE driver_id = '⟨drv⟩';",
            "Водитель ⟨drv2⟩ сменил машину: было ⟨tr⟩, стало ⟨tr2⟩",
        ),
        _driver,
    ),
    Kind(
        "vehicle_vins",
        (
            "VIN ⟨v⟩ for plate ⟨tr⟩ passes the check digit; onboarding rejected it for model year",
            "Araç şasi no: ⟨v⟩, km ⟨km⟩, plaka ⟨tr⟩",
            '{"vin":"⟨v⟩","plate":"⟨az⟩","country":"AZ","odometer_km":⟨km⟩}',
            "Two drivers registered the same chassis number ⟨v2⟩ (⟨tr⟩ and ⟨az⟩)",
            "Şassi nömrəsi ⟨v⟩ üçün sığorta yoxlaması keçdi",
        ),
        _vin,
    ),
    Kind(
        "iyzico_payment_refs",
        (
            '{"status":"success","locale":"tr","systemTime":⟨st⟩,"conversationId":"⟨conv⟩",'
            '"price":⟨price⟩,"paidPrice":⟨price⟩,"installment":1,"paymentId":"⟨pid⟩",'
            '"fraudStatus":1,"binNumber":"⟨bin⟩","lastFourDigits":"⟨last4⟩",'
            '"basketId":"⟨basket⟩","currency":"TRY","authCode":"⟨auth⟩",'
            '"hostReference":"⟨host⟩"}',
            "iyzico refund: paymentTransactionId ⟨ptid⟩ (paymentId ⟨pid⟩), conversationId ⟨conv⟩",
            "iyzico webhook ⟨st⟩: iyziReferenceCode=⟨ref⟩ iyziEventType=CREDIT_PAYMENT_AUTH "
            "status=SUCCESS paymentId=⟨pid⟩ X-IYZ-SIGNATURE-V3=⟨sig⟩",
            "Alt üye işyeri subMerchantKey ⟨sub⟩ — iyzico'nun verdiği kimlik, gizli değil",
            "Ödeme ⟨pid⟩ 3DS'te takıldı, basket ⟨basket⟩, kart ⟨bin⟩******⟨last4⟩",
        ),
        _iyzico,
    ),
    Kind(
        "papara_payment_refs",
        (
            '{"data":{"merchantId":"⟨mid⟩","id":"⟨id⟩","createdAt":"⟨d⟩T⟨c⟩","userId":"⟨uid⟩",'
            '"paymentMethod":0,"referenceId":"⟨ref⟩","status":1,"amount":⟨amt⟩,"currency":0,'
            '"paymentUrl":"https://www.papara.com/checkout/⟨id⟩"},"succeeded":true}',
            "Papara ödeme ⟨id⟩ (referenceId ⟨ref⟩) IPN gelmedi, manuel GET /payments?id=⟨id⟩",
            "Papara merchantId ⟨mid⟩ — это id мерчанта, не ключ",
            "refund POST /payments/refund?id=⟨id⟩ → 200, ⟨amt⟩ TL",
        ),
        _papara,
    ),
    Kind(
        "netgsm_job_ids",
        (
            "Netgsm yanıtı: 00 ⟨job⟩ (mesaj kuyruğa alındı)",
            "⟨d⟩ ⟨c⟩ notify-sms INFO sent otp to ⟨gsm⟩ header=⟨hdr⟩ netgsm_jobid=⟨job⟩",
            "Toplu SMS kampanyası: bulkid ⟨job2⟩, ⟨n⟩ alıcı, rapor 2 saat sonra",
            "| jobid | durum | adet |\n|---|---|---|\n| ⟨job⟩ | iletildi | ⟨n⟩ |\n"
            "| ⟨job2⟩ | zaman aşımı | 1 |",
            "Netgsm jobid ⟨job2⟩ üzrə hesabat: çatdırılmayıb (kod 30 deyil, 70)",
        ),
        _netgsm,
    ),
    Kind(
        "geohashes",
        (
            "surge zone ⟨gh6⟩ covers Kadıköy pier; driver pings bucketed at precision 7 (⟨gh⟩)",
            "geohash ⟨gh12⟩ ↔ ⟨lat⟩,⟨lon⟩",
            "redis GEOADD stores scores, but we key the cache as geo:⟨gh⟩ (⟨n⟩ drivers)",
            "Bakıda geohash ⟨bgh⟩ (⟨blat⟩, ⟨blon⟩) — kuryer sıxlığı yüksək",
            "SELECT count() FROM pings WHERE geohash7 = '⟨gh⟩'",
        ),
        _geo,
    ),
    Kind(
        "h3_cell_ids",
        (
            "H3 res9 cell ⟨c9⟩ surge multiplier ⟨m⟩ (⟨n⟩ open requests)",
            "h3.cell_to_parent('⟨c9⟩', 7) == '⟨c7⟩'",
            "SELECT h3ToString(h3) AS cell, count() FROM trips.pickups GROUP BY h3 "
            "-- top: ⟨c8⟩ (⟨n⟩)",
            "grid_disk(⟨c10⟩, k=⟨k⟩) gives the candidate drivers",
            "Ячейка ⟨c8⟩ перегружена, соседняя ⟨c9⟩ пустая",
        ),
        _h3,
    ),
    Kind(
        "map_place_ids",
        (
            "Google place_id for ⟨name⟩ pickup point: ⟨pl⟩",
            "Yandex org id ⟨oid⟩ (⟨uri⟩) for the same restaurant, ll=⟨ll⟩",
            '{"pickup":{"place_id":"⟨pl⟩"},"dropoff":{"place_id":"⟨pl2⟩"}}',
            "Place ID ⟨pl⟩ Yandex tarafında ⟨oid⟩ ile eşleşiyor",
        ),
        _place,
    ),
    Kind(
        "courier_device_ids",
        (
            "Kurye ⟨cour⟩ cihazı: ⟨model⟩, IMEI ⟨imei⟩, uygulama ⟨ver⟩",
            "MDM shows serial ⟨sn⟩ / IMEI ⟨imei2⟩ with android_id ⟨aid⟩",
            "install_id=⟨inst⟩ device=⟨model⟩ app=⟨ver⟩ crash on location permission",
            "Курьер ⟨cour⟩ сменил телефон: IMEI ⟨imei⟩ → ⟨imei2⟩",
        ),
        _device,
    ),
)
