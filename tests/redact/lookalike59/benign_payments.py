"""Benign look-alikes from the payment side: remittance, wallet and transfer ids, masked
national ids, bank codes and QR payloads. None of them is a credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike59.gen import (
    HEX,
    UPPER_ALNUM,
    Kind,
    crc16_ccitt,
    day,
    digits,
    hexs,
    num,
    pick,
    tlv,
    uuid4,
)


def _yen(r: Random) -> str:
    return str(r.randrange(5000, 500000, 1000))


def _php(r: Random) -> str:
    return f"{r.randint(1500, 150000)}.{r.choice(('00', '50', '25', '75'))}"


def _remit_ref(r: Random, d: str) -> str:
    return f"TH203302{d}" + digits(r, 10)


def _remittance(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "ref": _remit_ref(r, d),
        "rref": "RF-203302" + d + "-" + digits(r, 6),
        "pref": "CEB-" + pick(r, UPPER_ALNUM, 12),
        "amt": _yen(r),
        "php": _php(r),
        "d": d,
        "ms": f"{r.randint(0, 59):02d}:{r.randint(0, 59):02d}.{r.randint(0, 999):03d}",
    }


def _gcash(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "ref": num(r, 13),
        "pid": f"203302{d}" + "1112128001" + digits(r, 14),
        "php": _php(r),
        "d": d,
        "l4": digits(r, 4),
        "t": f"{r.randint(8, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    }


def _maya(r: Random) -> dict[str, str]:
    return {
        "pay": uuid4(r),
        "co": uuid4(r),
        "rrn": "TH-MAYA-" + num(r, 10),
        "rcpt": hexs(r, 12),
        "rrnn": digits(r, 12),
        "php": _php(r),
        "d": day(r),
    }


def _wise(r: Random) -> dict[str, str]:
    return {
        "tid": num(r, 10),
        "quote": uuid4(r),
        "uid": num(r, 8),
        "acct": num(r, 9),
        "profile": num(r, 8),
        "short": digits(r, 6),
        "rate": f"0.{r.randint(370000, 399999)}",
    }


def _linepay(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "tx": f"203302{d}" + digits(r, 11),
        "rtx": f"203302{d}" + digits(r, 11),
        "oid": "TH-LP-203302" + d + "-" + digits(r, 5),
        "cid": "16" + digits(r, 8),
        "nonce": uuid4(r),
        "amt": _yen(r),
        "code": r.choice(("0000", "1172", "1150", "1169", "2042")),
    }


def _paypay(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "pid": num(r, 19),
        "mpid": "TH-PP-203302" + d + "-" + digits(r, 6),
        "mrid": "TH-PPR-203302" + d + "-" + digits(r, 4),
        "code": "04-" + pick(r, UPPER_ALNUM + "abcdefghijkmnpqrstuvwxyz", 16),
        "mid": num(r, 18),
        "amt": _yen(r),
    }


def _mynumber(r: Random) -> dict[str, str]:
    return {
        "l4": digits(r, 4),
        "cust": "CUS-" + digits(r, 10),
        "m": f"{r.randint(1, 12):02d}",
        "d": day(r),
        "rid": "eKYC-" + hexs(r, 16),
    }


def _ph_ids(r: Random) -> dict[str, str]:
    return {
        "t3": digits(r, 3),
        "l4": digits(r, 4),
        "branch": r.choice(("000", "001", "002", "00000")),
        "cust": "BEN-" + digits(r, 10),
        "rdo": str(r.randint(80, 84)),
    }


def _banks(r: Random) -> dict[str, str]:
    bic, name = r.choice(
        (
            ("BOPIPHMM", "BPI"),
            ("BNORPHMM", "BDO"),
            ("MBTCPHMM", "Metrobank"),
            ("UBPHPHMM", "UnionBank"),
            ("PNBMPHMM", "PNB"),
        )
    )
    return {
        "bic": bic,
        "bank": name,
        "l4": digits(r, 4),
        "l3": digits(r, 3),
        "br": digits(r, 3),
        "batch": "PN203302" + day(r) + digits(r, 4),
        "mt": "TH" + pick(r, UPPER_ALNUM, 14),
        "uetr": uuid4(r),
        "n": str(r.randint(12, 140)),
    }


def _qr(r: Random) -> dict[str, str]:
    merchant = r.choice(("TULAY REMIT CEBU", "TULAYHASHI MANDAUE", "TULAY LAPU-LAPU"))
    city = r.choice(("CEBU CITY", "MANDAUE", "LAPU-LAPU"))
    acq = r.choice(("BNORPHMMXXX", "BOPIPHMMXXX", "UBPHPHMMXXX"))
    mai = tlv("00", "ph.ppmi.p2m") + tlv("01", acq) + tlv("03", num(r, 15))
    body = (
        tlv("00", "01")
        + tlv("01", r.choice(("11", "12")))
        + tlv("28", mai)
        + tlv("52", "4829")
        + tlv("53", "608")
        + tlv("58", "PH")
        + tlv("59", merchant)
        + tlv("60", city)
        + tlv("62", tlv("05", "TH" + digits(r, 8)))
        + "6304"
    )
    crc = crc16_ccitt(body)
    return {
        "qr": body + crc,
        "crc": crc,
        "pp": "28180104" + digits(r, 16),
        "code": "04-" + pick(r, UPPER_ALNUM, 16),
        "d": day(r),
        "h": pick(r, HEX, 8),
    }


BENIGN_PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "remittance_reference_numbers",
        (
            "Remittance ⟨ref⟩ (¥⟨amt⟩ → ₱⟨php⟩) stuck in COMPLIANCE_REVIEW since 2033-02-⟨d⟩",
            "送金番号 ⟨ref⟩ は受取人の名義不一致のため返金処理（返金番号 ⟨rref⟩）",
            "Ang remittance ⟨ref⟩ ay na-credit na sa GCash ng recipient; partner ref ⟨pref⟩",
            '{"remittanceId": "⟨ref⟩", "status": "PAYOUT_COMPLETED", "payoutChannel": "GCASH",'
            ' "partnerReference": "⟨pref⟩", "amountJpy": ⟨amt⟩}',
            "2033-02-⟨d⟩T03:⟨ms⟩+09:00 INFO  [payout-worker] remittance=⟨ref⟩ "
            "partnerRef=⟨pref⟩ state=QUEUED->SENT attempt=1",
        ),
        _remittance,
    ),
    Kind(
        "gcash_reference_numbers",
        (
            "GCash Ref. No. ⟨ref⟩ — ₱⟨php⟩ sent to 0917 *** ⟨l4⟩ on 2033-02-⟨d⟩ ⟨t⟩",
            "Hindi pa pumapasok sa wallet: GCash ref ⟨ref⟩, paymentId ⟨pid⟩",
            '{"result":{"resultCode":"SUCCESS","resultStatus":"S","resultMessage":"success"},'
            '"paymentId":"⟨pid⟩","paymentTime":"2033-02-⟨d⟩T⟨t⟩+08:00"}',
            "GCashの参照番号 ⟨ref⟩ をCebuチームに共有（入金確認済み）",
            "recon CSV: 2033-02-⟨d⟩,⟨ref⟩,⟨pid⟩,PHP,⟨php⟩,SUCCESS",
        ),
        _gcash,
    ),
    Kind(
        "maya_checkout_and_payment_ids",
        (
            '{"id":"⟨pay⟩","isPaid":true,"status":"PAYMENT_SUCCESS","amount":"⟨php⟩",'
            '"currency":"PHP","requestReferenceNumber":"⟨rrn⟩","receiptNumber":"⟨rcpt⟩",'
            '"createdAt":"2033-02-⟨d⟩T02:44:31.000Z"}',
            "Maya checkoutId ⟨co⟩ → redirectUrl "
            "https://payments-web-sandbox.paymaya.com/v2/checkout?id=⟨co⟩",
            "Dumating nang 3x ang Maya webhook PAYMENT_SUCCESS para sa ⟨rrn⟩; idempotent "
            "naman kasi naka-key sa paymentId ⟨pay⟩",
            "Mayaのレシート番号 ⟨rcpt⟩ / RRN ⟨rrnn⟩ で加盟店サポートに問い合わせ済み",
            "$ curl -s https://pg-sandbox.paymaya.com/payments/v1/payments/⟨pay⟩/status "
            '-u "$MAYA_SECRET_KEY:" | jq .status',
        ),
        _maya,
    ),
    Kind(
        "wise_transfer_and_quote_ids",
        (
            "Wise transfer ⟨tid⟩ (quote ⟨quote⟩) is outgoing_payment_sent",
            '{"id": ⟨tid⟩, "user": ⟨uid⟩, "targetAccount": ⟨acct⟩, "quoteUuid": "⟨quote⟩", '
            '"status": "processing", "reference": "TH⟨short⟩", "rate": ⟨rate⟩, '
            '"sourceCurrency": "JPY", "targetCurrency": "PHP"}',
            '$ curl -s -H "Authorization: Bearer $WISE_TOKEN" '
            "https://api.wise.com/v1/transfers/⟨tid⟩ | jq .status",
            "Wiseの送金ID ⟨tid⟩、見積もり ⟨quote⟩、受取人口座 ⟨acct⟩ — 着金確認済み",
            "Wise balance statement line: TRANSFER-⟨tid⟩, profile ⟨profile⟩, rate ⟨rate⟩",
        ),
        _wise,
    ),
    Kind(
        "line_pay_transaction_ids",
        (
            "LINE Pay transactionId ⟨tx⟩ / orderId ⟨oid⟩ の confirm が returnCode ⟨code⟩ で失敗",
            "POST /v3/payments/⟨tx⟩/confirm → returnCode ⟨code⟩ (¥⟨amt⟩)",
            "LINE Pay refund: transactionId ⟨tx⟩, refundTransactionId ⟨rtx⟩, ¥⟨amt⟩",
            "X-LINE-ChannelId: ⟨cid⟩\nX-LINE-Authorization-Nonce: ⟨nonce⟩\n"
            "(yung signature header, hindi ko na kinopya)",
            '{"returnCode":"⟨code⟩","info":{"orderId":"⟨oid⟩","transactionId":⟨tx⟩,'
            '"payInfo":[{"method":"BALANCE","amount":⟨amt⟩}]}}',
        ),
        _linepay,
    ),
    Kind(
        "paypay_payment_ids",
        (
            '{"resultInfo":{"code":"SUCCESS","message":"Success","codeId":"08100001"},'
            '"data":{"paymentId":"⟨pid⟩","status":"COMPLETED","merchantPaymentId":"⟨mpid⟩",'
            '"amount":{"amount":⟨amt⟩,"currency":"JPY"}}}',
            "PayPay merchantPaymentId ⟨mpid⟩ → paymentId ⟨pid⟩ (QR codeId ⟨code⟩)",
            "GET /v2/codes/payments/⟨mpid⟩ → COMPLETED, paymentId ⟨pid⟩",
            "PayPayの決済ID ⟨pid⟩ を返金（merchantRefundId ⟨mrid⟩、¥⟨amt⟩）",
            "PayPay merchant ID ⟨mid⟩ (Tenjin counter), test payment ⟨mpid⟩",
        ),
        _paypay,
    ),
    Kind(
        "my_number_masked",
        (
            "eKYC ⟨rid⟩: マイナンバー（個人番号）****-****-⟨l4⟩ で照合OK、カード有効期限 2035-⟨m⟩",
            "Customer ⟨cust⟩ — My Number on file: XXXX XXXX ⟨l4⟩ (masked, last 4 only)",
            '{"customerId":"⟨cust⟩","myNumberMasked":"********⟨l4⟩","kycLevel":2,'
            '"verifiedAt":"2033-02-⟨d⟩T05:00:12+09:00"}',
            "個人番号は下4桁（⟨l4⟩）しか保存しない。12桁は eKYC ベンダー側（⟨rid⟩）のみ",
            "| ⟨cust⟩ | マイナンバーカード | ●●●●●●●●⟨l4⟩ | 確認済 2/⟨d⟩ |",
        ),
        _mynumber,
    ),
    Kind(
        "ph_tin_philsys_masked",
        (
            "TIN: ***-***-⟨t3⟩-⟨branch⟩ (BIR Form 2303 on file, RDO ⟨rdo⟩)",
            "PhilSys Card Number: XXXX-XXXX-XXXX-⟨l4⟩; ang PSN ay hindi namin sine-save",
            '{"beneficiaryId":"⟨cust⟩","idType":"PHILSYS","idNumberMasked":"************⟨l4⟩",'
            '"tinMasked":"XXX-XXX-⟨t3⟩-⟨branch⟩"}',
            "Beneficiary ⟨cust⟩: PhilID PCN ••••-••••-••••-⟨l4⟩, na-verify via QR",
            "Cebu team: naka-mask na ang TIN ng recipient (***-***-⟨t3⟩-⟨branch⟩), "
            "sapat na para sa BSP report",
        ),
        _ph_ids,
    ),
    Kind(
        "bank_and_swift_codes",
        (
            "Payout bank ⟨bank⟩ (SWIFT ⟨bic⟩), account ending ⟨l4⟩, via InstaPay",
            "福岡銀行（金融機関コード 0177）天神支店 店番 ⟨br⟩ 普通 ****⟨l3⟩",
            "PESONet batch ⟨batch⟩ for ⟨bank⟩ (⟨bic⟩) — ⟨n⟩ items",
            '{"bic":"⟨bic⟩","accountMasked":"******⟨l4⟩","country":"PH","rail":"INSTAPAY"}',
            "SWIFT MT103 ref ⟨mt⟩, UETR ⟨uetr⟩ (⟨bank⟩ gpi tracker)",
        ),
        _banks,
    ),
    Kind(
        "qr_payment_payloads",
        (
            "QR Ph payload ng Cebu branch: ⟨qr⟩",
            "PayPay dynamic QR: https://qr.paypay.ne.jp/⟨pp⟩ (codeId ⟨code⟩, 5分で失効)",
            "デコードしたQR: ⟨qr⟩ — CRC ⟨crc⟩ 一致",
            "Unit test fixture for the EMVCo parser (case ⟨h⟩): `⟨qr⟩`",
            "Printed standee QR (2033-02-⟨d⟩ batch) decodes to ⟨qr⟩",
        ),
        _qr,
    ),
)
