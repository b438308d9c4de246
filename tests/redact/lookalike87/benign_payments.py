"""Benign payment look-alikes: ids, references, per-message signatures, public and masked keys
of the gateways Rimal Souq uses (HyperPay, Tap, PayTabs, Checkout.com, STC Pay, mada, Tabby,
Tamara) and of ZATCA e-invoicing. None of them grants access to anything."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike87.gen import (
    ALNUM,
    B32_LOWER,
    DIGITS,
    OID_SECP256K1,
    UPPER,
    UPPER_ALNUM,
    Kind,
    amount,
    b64_of,
    b64enc,
    certificate_der,
    ecdsa_signature_b64,
    hexs,
    iso,
    num,
    pem,
    pick,
    sha256_b64,
    sha256_hex,
    uhex,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"
_PK_SBOX = "pk" + "_sbox_"
_PK = "pk" + "_"
_SK_LIVE = "sk" + "_live_"
_MADA_BINS = ("588845", "440647", "446404", "457865", "968208", "636120", "504300", "410685")
_BRANCHES = ("الرياض - السلي", "جدة - الخمرة", "الدمام - الثانية", "بريدة", "Dubai - DIP")


def _entity(r: Random) -> str:
    return "8ac" + r.choice("79") + hexs(r, 28)


def _hyperpay(r: Random) -> dict[str, str]:
    return {
        "cid": uhex(r, 32) + f".uat01-vm-tx0{r.randint(1, 4)}",
        "pid": _entity(r),
        "ent": _entity(r),
        "build": hexs(r, 40),
        "ts": f"2038-06-{r.randint(1, 30):02d} {r.randint(0, 23):02d}:{r.randint(10, 59)}:"
        + f"{r.randint(10, 59)}",
        "amt": amount(r),
        "code": r.choice(("000.100.110", "000.000.000", "800.100.151", "100.396.103")),
    }


def _tap_id(r: Random, prefix: str) -> str:
    return prefix + r.choice(("LV", "TS")) + num(r, 2) + pick(r, UPPER_ALNUM, 12) + num(r, 6)


def _tap(r: Random) -> dict[str, str]:
    return {
        "chg": _tap_id(r, "chg_"),
        "cus": "cus_" + r.choice(("LV", "TS")) + num(r, 2) + pick(r, ALNUM, 18),
        "tok": "tok_" + pick(r, ALNUM, 24),
        "pk": r.choice((_PK_LIVE, _PK_TEST)) + pick(r, ALNUM, 24),
        "mid": num(r, 8),
        "ref": num(r, 12),
        "amt": amount(r),
    }


def _paytabs(r: Random) -> dict[str, str]:
    key = "C" + pick(r, UPPER_ALNUM, 9) + "-" + pick(r, UPPER_ALNUM, 10) + "-"
    return {
        "tr": r.choice(("TST", "SFT", "PTS")) + num(r, 13),
        "tr2": r.choice(("TST", "SFT", "PTS")) + num(r, 13),
        "cart": num(r, 7),
        "amt": amount(r),
        "code": num(r, 5),
        "sig": sha256_hex(r),
        "ck": key + pick(r, UPPER_ALNUM, 10),
        "pid": num(r, 5),
    }


def _checkout(r: Random) -> dict[str, str]:
    return {
        "pay": "pay_" + pick(r, B32_LOWER, 26),
        "act": "act_" + pick(r, B32_LOWER, 26),
        "src": "src_" + pick(r, B32_LOWER, 26),
        "cus": "cus_" + pick(r, B32_LOWER, 26),
        "rid": uuid4(r),
        "sig": sha256_hex(r),
        "pk": r.choice((_PK_SBOX, _PK)) + pick(r, B32_LOWER, 27),
        "l4": pick(r, DIGITS, 4),
    }


def _mada(r: Random) -> dict[str, str]:
    return {
        "bin": r.choice(_MADA_BINS),
        "l4": pick(r, DIGITS, 4),
        "rrn": num(r, 12),
        "stan": pick(r, DIGITS, 6),
        "auth": pick(r, UPPER_ALNUM, 6),
        "tid": num(r, 8),
        "ref": num(r, 10),
        "cart": num(r, 7),
        "amt": amount(r),
        "iso": iso(r),
        "branch": r.choice(_BRANCHES),
    }


def _bnpl(r: Random) -> dict[str, str]:
    return {
        "u1": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "pk": r.choice((_PK_TEST, _PK)) + uuid4(r),
        "cart": num(r, 7),
        "amt": amount(r),
        "n": str(r.choice((3, 4, 6))),
        "iso": iso(r),
    }


def _tlv(tag: int, value: bytes) -> bytes:
    return bytes([tag, len(value)]) + value


def _zatca_qr(r: Random, stamp: str, invoice_hash: str) -> str:
    vat = "3" + pick(r, DIGITS, 13) + "3"
    total = amount(r)
    tax = f"{float(total) * 0.15 / 1.15:.2f}"
    fields = (
        _tlv(1, "شركة رمال السوق للتجارة".encode()),
        _tlv(2, vat.encode()),
        _tlv(3, iso(r).encode()),
        _tlv(4, total.encode()),
        _tlv(5, tax.encode()),
        _tlv(6, invoice_hash.encode()),
        _tlv(7, stamp.encode()),
        _tlv(8, b"\x30\x56" + r.randbytes(86)),
    )
    return b64enc(b"".join(fields))


def _zatca(r: Random) -> dict[str, str]:
    invoice_hash = sha256_b64(r)
    stamp = ecdsa_signature_b64(r)
    return {
        "h": invoice_hash,
        "pih": sha256_b64(r),
        "u": uuid4(r),
        "icv": str(r.randint(1200, 98_000)),
        "qr": _zatca_qr(r, stamp, invoice_hash),
        "sig": stamp,
        "n": num(r, 6),
        "branch": r.choice(_BRANCHES),
    }


def _csid_cert(r: Random) -> dict[str, str]:
    egs = "3" + pick(r, DIGITS, 13) + "3"
    der = certificate_der(r, f"EGS1-{egs}", "PEZEINVOICESCA2-CA", OID_SECP256K1)
    cert_b64 = b64enc(der)
    digest = hashlib.sha256(cert_b64.encode()).hexdigest()
    return {
        "bst": b64_of(cert_b64),
        "cert": pem("CERTIFICATE", der),
        "certb64": cert_b64,
        "dig": b64_of(digest),
        "req": num(r, 13),
        "egs": egs,
    }


def _webhooks(r: Random) -> dict[str, str]:
    return {
        "iv": uhex(r, 24),
        "tag": uhex(r, 32),
        "body": uhex(r, r.choice((192, 256, 320))),
        "hs": sha256_hex(r),
        "a": sha256_hex(r),
        "b": sha256_hex(r),
        "chg": _tap_id(r, "chg_"),
        "sig": sha256_hex(r),
        "path": r.choice(("hyperpay", "payments/hyperpay", "hooks/oppwa")),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "l4": pick(r, ALNUM, 4),
        "d4": pick(r, DIGITS, 4),
        "bin": r.choice(_MADA_BINS),
        "x": pick(r, UPPER, 1),
        "ent": _entity(r),
        "h": sha256_hex(r),
        "n": str(r.randint(2, 40)),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "hyperpay_checkout_and_payment_ids",
        (
            '{"result":{"code":"000.200.100","description":"successfully created checkout"},'
            '"buildNumber":"⟨build⟩@⟨ts⟩ +0000","timestamp":"⟨ts⟩.081+0000",'
            '"ndc":"⟨cid⟩","id":"⟨cid⟩"}',
            "HyperPay payment ⟨pid⟩ (entity ⟨ent⟩, mada) → resultCode ⟨code⟩ بس الـ webhook ما وصل",
            "⟨ts⟩ INFO hyperpay.status checkoutId=⟨cid⟩ paymentId=⟨pid⟩ result=⟨code⟩ "
            "amount=⟨amt⟩ SAR",
            "| checkoutId | paymentId | النتيجة |\n|---|---|---|\n| ⟨cid⟩ | ⟨pid⟩ | ⟨code⟩ |",
        ),
        _hyperpay,
    ),
    Kind(
        "tap_charge_ids_and_publishable_key",
        (
            "Tap charge ⟨chg⟩ status CAPTURED, customer ⟨cus⟩, source src_mada — "
            "reference.payment ⟨ref⟩",
            'goSell config: { publicKey: "⟨pk⟩", merchantId: "⟨mid⟩" } — '
            "el public key 3adi fel bundle",
            '{"id":"⟨chg⟩","object":"charge","live_mode":true,"status":"DECLINED",'
            '"amount":⟨amt⟩,"currency":"SAR","source":{"id":"⟨tok⟩"},"customer":{"id":"⟨cus⟩"}}',
            "tok ⟨tok⟩ انتهت صلاحيته (توكنات البطاقة حق Tap تنتهي بعد دقايق) — هذا مو مفتاح، "
            "والـ charge ⟨chg⟩ فشل بسببه",
        ),
        _tap,
    ),
    Kind(
        "paytabs_tran_refs_and_client_key",
        (
            '{"tran_ref":"⟨tr⟩","cart_id":"RS-⟨cart⟩","cart_amount":"⟨amt⟩",'
            '"payment_result":{"response_status":"A","response_code":"G⟨code⟩",'
            '"response_message":"Authorised"}}',
            "PayTabs callback header `signature: ⟨sig⟩` (HMAC-SHA256 of this body only) — "
            "tran_ref ⟨tr⟩",
            "paytabs client key (public, managed form JS): ⟨ck⟩ / profile ⟨pid⟩",
            "رجّعنا المبلغ على العملية ⟨tr⟩ (cart RS-⟨cart⟩) — الـ refund tran_ref الجديد ⟨tr2⟩",
        ),
        _paytabs,
    ),
    Kind(
        "checkout_com_payment_ids",
        (
            "GET /payments/⟨pay⟩ → 200, approved=true, action ⟨act⟩, cko-request-id ⟨rid⟩",
            "Cko-Signature: ⟨sig⟩\n(HMAC-SHA256 over this one webhook body; verified then dropped)",
            '{"id":"⟨pay⟩","action_id":"⟨act⟩","status":"Authorized","source":{"id":"⟨src⟩",'
            '"type":"card","scheme":"Mada","last4":"⟨l4⟩"},"customer":{"id":"⟨cus⟩"}}',
            "Omar: el public key ⟨pk⟩ fel Frames.js 3adi; el payment ⟨pay⟩ fishel 3ashan 3DS",
        ),
        _checkout,
    ),
    Kind(
        "stc_pay_and_mada_references",
        (
            "عملية مدى: PAN ⟨bin⟩******⟨l4⟩، RRN ⟨rrn⟩، STAN ⟨stan⟩، رمز الموافقة ⟨auth⟩، "
            "الجهاز ⟨tid⟩ (⟨branch⟩)",
            "STC Pay STCPayRefNum ⟨ref⟩ — PaymentStatus 2 (Paid), MerchantNote RS-⟨cart⟩, "
            "amount ⟨amt⟩",
            "⟨iso⟩ WARN pos.settlement tid=⟨tid⟩ rrn=⟨rrn⟩ stan=⟨stan⟩ auth=⟨auth⟩ "
            "scheme=MADA pan=⟨bin⟩XXXXXX⟨l4⟩ reversal=pending",
            "| المرجع | النوع | المبلغ |\n|---|---|---|\n| ⟨ref⟩ | STC Pay | ⟨amt⟩ |\n"
            "| ⟨rrn⟩ | mada ⟨bin⟩…⟨l4⟩ | ⟨amt⟩ |",
        ),
        _mada,
    ),
    Kind(
        "tabby_tamara_order_ids",
        (
            "Tabby payment ⟨u1⟩ status AUTHORIZED → captured ⟨amt⟩ SAR; merchant_code rimal_sa",
            "tamara order_id ⟨u2⟩ / checkout_id ⟨u3⟩ — order_reference_id RS-⟨cart⟩, "
            "⟨n⟩ instalments",
            "TABBY_PUBLIC_KEY=⟨pk⟩  # public: the promo snippet on the product page loads it",
            '{"order_id":"⟨u2⟩","order_reference_id":"RS-⟨cart⟩","order_number":"⟨cart⟩",'
            '"event_type":"order_approved","data":[],"created_at":"⟨iso⟩"}',
        ),
        _bnpl,
    ),
    Kind(
        "zatca_invoice_hashes_and_qr",
        (
            "<cbc:ID>ICV</cbc:ID>\n<cbc:UUID>⟨icv⟩</cbc:UUID>\n"
            "<!-- PIH of the previous invoice -->\n"
            '<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">⟨pih⟩'
            "</cbc:EmbeddedDocumentBinaryObject>",
            "invoiceHash ⟨h⟩ · uuid ⟨u⟩ · ICV ⟨icv⟩ → REPORTED (warning BR-KSA-98), فرع ⟨branch⟩",
            "QR (TLV base64) للفاتورة RS-INV-⟨n⟩:\n⟨qr⟩",
            "<ds:SignatureValue>⟨sig⟩</ds:SignatureValue>\n"
            "<!-- الختم التشفيري: توقيع لهذي الفاتورة بس، مو مفتاح -->",
        ),
        _zatca,
    ),
    Kind(
        "zatca_csid_certificates",
        (
            '{"requestID":⟨req⟩,"tokenType":"http://docs.oasis-open.org/wss/2004/01/'
            'oasis-200401-wss-x509-token-profile-1.0#X509v3","dispositionMessage":"ISSUED",'
            '"binarySecurityToken":"⟨bst⟩","secret":"[REDACTED]","errors":null}',
            "شهادة الـ CSID للـ EGS ⟨egs⟩ (عامة — هي اللي تنحط في X509Certificate):\n⟨cert⟩",
            "<ds:X509Certificate>⟨certb64⟩</ds:X509Certificate>\n"
            "<xades:CertDigest><ds:DigestValue>⟨dig⟩</ds:DigestValue></xades:CertDigest>",
        ),
        _csid_cert,
    ),
    Kind(
        "payment_webhook_signatures",
        (
            "POST /⟨path⟩\nX-Initialization-Vector: ⟨iv⟩\nX-Authentication-Tag: ⟨tag⟩\n"
            "Content-Type: text/plain\n\n⟨body⟩",
            "Tap webhook hashstring ⟨hs⟩ matched our HMAC over x_id/x_amount/x_currency/x_status "
            "— charge ⟨chg⟩",
            "signature mismatch: expected ⟨a⟩ got ⟨b⟩ (Cko-Signature) — "
            "kan el body mit3addal by the proxy",
            "التوقيع في الهيدر signature=⟨sig⟩ يخص هذي الرسالة فقط (HMAC للـ body)، "
            "ما ينفع لشي ثاني",
        ),
        _webhooks,
    ),
    Kind(
        "masked_payment_keys_and_cards",
        (
            "TAP_SECRET_KEY=" + _SK_LIVE + "••••••••••••••••••••⟨l4⟩ (كذا يطلع في داشبورد Tap)",
            "PayTabs server key: S⟨x⟩********-**********-******⟨l4⟩ (masked, full one in vault)",
            "Card: ⟨bin⟩ ** **** ⟨d4⟩, exp **/**, CVV *** — el customer ba3at screenshot",
            "Authorization: Bearer ***REDACTED*** (entity ⟨ent⟩, ⟨n⟩ requests)",
            "hyperpay.access_token = [redacted by sops]  # sha256 of the value: ⟨h⟩",
        ),
        _masked,
    ),
)
