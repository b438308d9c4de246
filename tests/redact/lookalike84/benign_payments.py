"""Benign look-alikes from the payment side: order and transaction ids of iyzico, PayTR,
Viva Wallet and Garanti BBVA, per-message signatures and hashes, masked card data, bank
references and ticket/invoice numbers. None of them grants access to anything."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike84.gen import (
    CROCKFORD,
    UHEX,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    day,
    epoch,
    hexs,
    num,
    pick,
    stamp,
    uuid4,
)

_BINS = ("454360", "540061", "979210", "415565", "552608", "402277", "535576")
_PORTS = ("IZM", "PIR", "MIT", "CHI", "LES", "SAM", "BOD", "KOS")


def _route(r: Random) -> str:
    a, b = r.sample(_PORTS, 2)
    return f"{a}-{b}"


def _iyzico_ids(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 8),
        "ptid": num(r, 8),
        "ptid2": num(r, 8),
        "conv": uuid4(r),
        "basket": "B" + num(r, 9),
        "sefer": _route(r) + "-" + num(r, 4),
        "price": f"{r.randint(300, 9000)}.{r.choice(('0', '5', '25', '9'))}",
        "ts": str(int(epoch(r)) * 1000 + r.randint(0, 999)),
        "auth": num(r, 6),
        "host_ref": "mock00" + num(r, 4) + "iyzihostrfn",
        "stamp": stamp(r),
    }


def _iyzico_sig(r: Random) -> dict[str, str]:
    return {
        "sig": hexs(r, 64),
        "sig_b64": b64(r, 32),
        "token": uuid4(r),
        "pid": num(r, 8),
        "conv": uuid4(r),
        "stamp": stamp(r),
        "rnd": num(r, 13),
    }


def _paytr(r: Random) -> dict[str, str]:
    oid = "LR" + num(r, 6) + pick(r, UPPER_ALNUM, 6)
    return {
        "oid": oid,
        "hash": b64(r, 32),
        "tok": b64(r, 32),
        "mid": num(r, 6),
        "amount": str(r.randint(30000, 900000)),
        "stamp": stamp(r),
        "ip": f"85.{r.randint(96, 111)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _viva(r: Random) -> dict[str, str]:
    return {
        "oc": num(r, 16),
        "oc2": num(r, 16),
        "tx": uuid4(r),
        "mid": uuid4(r),
        "src": num(r, 4),
        "eid": str(r.choice((1796, 1797, 1798, 1799, 2054))),
        "stamp": stamp(r),
        "amount": str(r.randint(2000, 50000)),
        "corr": uuid4(r),
    }


def _garanti(r: Random) -> dict[str, str]:
    return {
        "hd": pick(r, UHEX, 128),
        "sec": pick(r, UHEX, 40),
        "oid": "LRG" + num(r, 10),
        "tid": "30" + num(r, 6),
        "rrn": num(r, 12),
        "auth": num(r, 6),
        "hash3d": b64(r, 64),
        "md": b64(r, 96),
        "amt": str(r.randint(10000, 500000)),
    }


def _cards(r: Random) -> dict[str, str]:
    bin_ = r.choice(_BINS)
    return {
        "mask": bin_ + "******" + num(r, 4),
        "mask2": bin_[:4] + " **** **** " + num(r, 4),
        "bin": bin_,
        "auth": num(r, 6),
        "rrn": num(r, 12),
        "arn": "7" + num(r, 22),
        "stan": num(r, 6),
        "last4": num(r, 4),
        "cvv_mask": "***",
        "fp": hexs(r, 40),
    }


def _iban(r: Random, country: str) -> str:
    body = num(r, 24) if country == "TR" else num(r, 25)
    return country + f"{r.randint(10, 99)}" + body


def _bank(r: Random) -> dict[str, str]:
    return {
        "tr": _iban(r, "TR"),
        "gr": _iban(r, "GR"),
        "batch": day(r).replace("-", "") + "-" + num(r, 6),
        "eft": "EFT" + num(r, 16),
        "payout": uuid4(r),
        "ref": pick(r, UPPER_ALNUM, 16),
        "amount": f"{r.randint(10000, 999999)},{r.randint(10, 99)}",
    }


def _ticket(r: Random) -> dict[str, str]:
    ettn = uuid4(r).upper()
    return {
        "pnr": pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 6),
        "tkt": "LR" + num(r, 13),
        "ettn": ettn,
        "mark": "4" + num(r, 14),
        "uid": hexs(r, 40).upper(),
        "qr": hashlib.sha256(ettn.encode()).hexdigest(),
        "route": _route(r),
        "d": day(r),
        "seat": f"{r.randint(1, 40)}{r.choice('ABCDEF')}",
        "ulid": r.choice("01") + pick(r, CROCKFORD, 25),
        "arac": f"35 {pick(r, UPPER, 2)} {num(r, 3)}",
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "iyzico_payment_ids",
        (
            '{"status":"success","locale":"tr","systemTime":⟨ts⟩,"conversationId":"⟨conv⟩",'
            '"price":⟨price⟩,"paidPrice":⟨price⟩,"installment":1,"paymentId":"⟨pid⟩",'
            '"fraudStatus":1,"basketId":"⟨basket⟩","authCode":"⟨auth⟩",'
            '"itemTransactions":[{"itemId":"⟨sefer⟩","paymentTransactionId":"⟨ptid⟩"}]}',
            "iyzico iade: paymentTransactionId ⟨ptid⟩ için refund 200 döndü, conversationId "
            "⟨conv⟩ — paymentId ⟨pid⟩ kapandı.",
            "| paymentId | paymentTransactionId | conversationId | sefer |\n|---|---|---|---|\n"
            "| ⟨pid⟩ | ⟨ptid⟩ | ⟨conv⟩ | ⟨sefer⟩ |\n| ⟨pid⟩ | ⟨ptid2⟩ | ⟨conv⟩ | ⟨sefer⟩ |",
            "⟨stamp⟩ INFO  odeme.iyzico.callback status=SUCCESS paymentId=⟨pid⟩ "
            "conversationId=⟨conv⟩ hostReference=⟨host_ref⟩",
            "Η επιστροφή για το paymentId ⟨pid⟩ (basket ⟨basket⟩) εγκρίθηκε· το iyzico "
            "δίνει νέο paymentTransactionId ⟨ptid2⟩.",
        ),
        _iyzico_ids,
    ),
    Kind(
        "iyzico_webhook_signatures",
        (
            "POST /webhooks/iyzico\nX-IYZ-SIGNATURE-V3: ⟨sig⟩\nContent-Type: application/json\n\n"
            '{"iyziEventType":"CHECKOUT_FORM_AUTH","iyziPaymentId":⟨pid⟩,'
            '"paymentConversationId":"⟨conv⟩","status":"SUCCESS"}',
            "iyzico webhook imzası tutmadı: beklenen ⟨sig⟩, gelen header farklı. Sebep: body'yi "
            "JSON.parse edip tekrar stringify etmişiz, ham gövdeyi imzalamak lazım.",
            "⟨stamp⟩ WARN webhook.iyzico signature_mismatch event=CHECKOUT_FORM_AUTH "
            "paymentId=⟨pid⟩ x_iyz_signature_v3=⟨sig⟩",
            "Authorization header'ı her istekte değişiyor (HMAC): "
            "`x-iyzi-rnd: ⟨rnd⟩`, imza `⟨sig_b64⟩` — tek isteğe ait, loglarda kalabilir.",
            "Το X-IYZ-SIGNATURE-V3 (⟨sig⟩) υπογράφει μόνο αυτό το event για το paymentId ⟨pid⟩.",
        ),
        _iyzico_sig,
    ),
    Kind(
        "paytr_callback_hashes",
        (
            "merchant_oid=⟨oid⟩&status=success&total_amount=⟨amount⟩&hash=⟨hash⟩"
            "&payment_type=card&currency=TL&test_mode=0",
            "⟨stamp⟩ ERROR paytr.notify merchant_oid=⟨oid⟩ reason='PAYTR notification failed: "
            "bad hash' received_hash=⟨hash⟩",
            "PayTR iframe isteği: merchant_id=⟨mid⟩ user_ip=⟨ip⟩ merchant_oid=⟨oid⟩ "
            "paytr_token=⟨tok⟩ (her sipariş için ayrı hesaplanan HMAC)",
            "| merchant_oid | tutar (kuruş) | hash |\n|---|---|---|\n"
            "| ⟨oid⟩ | ⟨amount⟩ | `⟨hash⟩` |",
            "Το hash της PayTR για την παραγγελία ⟨oid⟩ ήταν ⟨hash⟩ — ταιριάζει, άρα το "
            "callback είναι γνήσιο.",
        ),
        _paytr,
    ),
    Kind(
        "viva_wallet_order_codes",
        (
            '{"EventTypeId":⟨eid⟩,"Created":"⟨stamp⟩","EventData":{"OrderCode":⟨oc⟩,'
            '"TransactionId":"⟨tx⟩","MerchantId":"⟨mid⟩","SourceCode":"⟨src⟩",'
            '"Amount":⟨amount⟩,"StatusId":"F"}}',
            "Viva: orderCode ⟨oc⟩ → transaction ⟨tx⟩ (Πειραιάς–Μυτιλήνη, επιστροφή μέσω "
            "refund ⟨oc2⟩).",
            "https://www.vivapayments.com/web/checkout?ref=⟨oc⟩&color=0a4d8c",
            "⟨stamp⟩ INFO viva.webhook event=⟨eid⟩ orderCode=⟨oc⟩ transactionId=⟨tx⟩ "
            "correlationId=⟨corr⟩",
            "Viva merchant id ⟨mid⟩ (δημόσιο, εμφανίζεται και στο checkout), source ⟨src⟩.",
        ),
        _viva,
    ),
    Kind(
        "garanti_vpos_hashdata",
        (
            "<GVPSRequest><Terminal><ProvUserID>PROVAUT</ProvUserID><HashData>⟨hd⟩</HashData>"
            "<UserID>PROVAUT</UserID><ID>⟨tid⟩</ID></Terminal><Order><OrderID>⟨oid⟩</OrderID>"
            "</Order><Transaction><Amount>⟨amt⟩</Amount></Transaction></GVPSRequest>",
            "Garanti 3D dönüşü: secure3dhash=⟨hash3d⟩ orderid=⟨oid⟩ mdstatus=1 — hash "
            "doğrulandı, provizyon RRN ⟨rrn⟩ auth ⟨auth⟩.",
            "HashData hesabı: SHA512(OrderID + TerminalID + Amount + Currency + "
            "SHA1(ProvisionPassword + TerminalID)). Örnek sipariş ⟨oid⟩ için sonuç ⟨hd⟩, ara "
            "SHA1 değeri ⟨sec⟩.",
            "⟨oid⟩ | RRN ⟨rrn⟩ | HashData ⟨hd⟩",
            "Στο Garanti το md=⟨md⟩ είναι το MPI blob της συναλλαγής ⟨oid⟩, όχι κλειδί.",
        ),
        _garanti,
    ),
    Kind(
        "masked_cards_and_auth_codes",
        (
            "Kart: ⟨mask⟩ · onay kodu ⟨auth⟩ · RRN ⟨rrn⟩ · STAN ⟨stan⟩",
            "Chargeback: ARN ⟨arn⟩, kart ⟨mask2⟩, BIN ⟨bin⟩ (Garanti BBVA).",
            '{"binNumber":"⟨bin⟩","lastFourDigits":"⟨last4⟩","cardType":"CREDIT_CARD",'
            '"cardAssociation":"MASTER_CARD","cardToken":null,"authCode":"⟨auth⟩"}',
            "Η κάρτα ⟨mask⟩ απορρίφθηκε (code 05), RRN ⟨rrn⟩. Card fingerprint ⟨fp⟩.",
            "| pan | cvv | onay |\n|---|---|---|\n| ⟨mask⟩ | ⟨cvv_mask⟩ | ⟨auth⟩ |",
        ),
        _cards,
    ),
    Kind(
        "bank_and_settlement_references",
        (
            "Günlük mutabakat ⟨batch⟩: iyzico → ⟨tr⟩ hesabına ⟨amount⟩ TL, EFT ref ⟨eft⟩.",
            "Viva payout ⟨payout⟩ στον λογαριασμό ⟨gr⟩ (Πειραιώς), ποσό ⟨amount⟩ €.",
            "| Tarih | IBAN | Referans |\n|---|---|---|\n| ⟨batch⟩ | ⟨tr⟩ | ⟨ref⟩ |\n"
            "| ⟨batch⟩ | ⟨gr⟩ | ⟨eft⟩ |",
            "settlement_batch_id=⟨batch⟩ payout_id=⟨payout⟩ iban=⟨gr⟩ reference=⟨ref⟩",
        ),
        _bank,
    ),
    Kind(
        "ticket_and_invoice_references",
        (
            "PNR ⟨pnr⟩ / bilet ⟨tkt⟩ — ⟨route⟩ ⟨d⟩, koltuk ⟨seat⟩, araç ⟨arac⟩.",
            "e-Fatura ETTN ⟨ettn⟩ GİB'e iletildi; bilet ⟨tkt⟩ ile eşleşti.",
            "myDATA: MARK ⟨mark⟩, UID ⟨uid⟩ για την απόδειξη του εισιτηρίου ⟨tkt⟩.",
            "QR içeriği: https://dogrula.limanrota.com.tr/b/⟨qr⟩ (ETTN'in sha256'sı, gizli değil)",
            "boarding scan ⟨d⟩: ticket_id=⟨ulid⟩ pnr=⟨pnr⟩ gate=⟨route⟩ result=OK",
        ),
        _ticket,
    ),
)
