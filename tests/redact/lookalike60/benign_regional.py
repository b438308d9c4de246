"""Benign look-alikes of the two countries: Saudi VAT/CR numbers and national-address codes,
masked Egyptian national ids, e-invoice ids and hashes (ZATCA, ETA), SMS message ids, and the
app's own order and rider ids. Identifiers and public data, not credentials."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike60.gen import (
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    clock,
    day,
    digits,
    epoch_ms,
    hexs,
    num,
    phone_eg,
    phone_sa,
    pick,
    stamp,
    uhex,
    ulid,
    uuid4,
    uuid7,
)
from tests.redact.lookalike60.keys import spki_p256_body

_RESTAURANTS = (
    "البيك",
    "مطعم نجد",
    "كشري التحرير",
    "شاورما الريم",
    "مندي السلطان",
    "فطاطري الحسين",
)
_DISTRICTS = ("الملقا", "العليا", "النخيل", "حطين", "الياسمين", "الربوة")
_GOVS = (("01", "القاهرة"), ("02", "الإسكندرية"), ("21", "الجيزة"), ("13", "القليوبية"))
# ZATCA's fixed previous-invoice hash for the first invoice of an EGS unit (public).
_GENESIS_PIH = (
    "NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ=="
)


def _vat(r: Random) -> str:
    return "3" + digits(r, 13) + "3"


def _vat_cr(r: Random) -> dict[str, str]:
    return {
        "vat": _vat(r),
        "cr": "1010" + digits(r, 6),
        "mid": "M" + num(r, 5),
        "name": r.choice(_RESTAURANTS),
    }


def _address(r: Random) -> dict[str, str]:
    return {
        "sc": pick(r, UPPER, 4) + digits(r, 4),
        "bn": num(r, 4),
        "add": num(r, 4),
        "pc": "1" + digits(r, 4),
        "dist": r.choice(_DISTRICTS),
        "oid": "ORD-RUH-" + num(r, 9),
    }


def _nid(r: Random) -> dict[str, str]:
    century = r.choice("23")
    yy = f"{r.randint(70, 99) if century == '2' else r.randint(0, 7):02d}"
    mm, dd = f"{r.randint(1, 12):02d}", f"{r.randint(1, 28):02d}"
    gov, gov_name = r.choice(_GOVS)
    full = century + yy + mm + dd + gov + digits(r, 4) + digits(r, 1)
    return {
        "m1": full[:7] + "*" * 7,
        "m2": "*" * 10 + full[-4:],
        "m3": full[:3] + "*" * 9 + full[-2:],
        "gov": gov_name,
        "yy": ("19" if century == "2" else "20") + yy,
        "mm": mm,
        "dd": dd,
        "rid": str(r.randint(10000, 99999)),
        "score": digits(r, 2),
    }


def _eta(r: Random) -> dict[str, str]:
    return {
        "uuid": hexs(r, 64),
        "sub": pick(r, UPPER_ALNUM, 26),
        "long": pick(r, UPPER_ALNUM, 46),
        "iid": f"EG-INV-2033-{num(r, 6)}",
        "rin": num(r, 9),
    }


def _tlv(tag: int, value: bytes) -> bytes:
    return bytes((tag, len(value))) + value


def _qr(r: Random, vat: str, when: str, invoice_hash: str) -> str:
    total = r.randint(3000, 60000)
    body = (
        _tlv(1, "لقمة للتوصيل".encode())
        + _tlv(2, vat.encode())
        + _tlv(3, (when + "Z").encode())
        + _tlv(4, f"{total / 100:.2f}".encode())
        + _tlv(5, f"{total * 15 / 11500:.2f}".encode())
        + _tlv(6, invoice_hash.encode())
        + _tlv(7, base64.b64encode(r.randbytes(71)).decode().encode())
        + _tlv(8, base64.b64decode(spki_p256_body(r).replace("\n", "")))
        + _tlv(9, r.randbytes(71))
    )
    return base64.b64encode(body).decode()


def _zatca(r: Random) -> dict[str, str]:
    h = b64(r, 32)
    vat = _vat(r)
    when = stamp(r)
    inv_xml = (
        '<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:'
        f'ubl:schema:xsd:Invoice-2"><cbc:ProfileID>reporting:1.0</cbc:ProfileID><cbc:ID>'
        f"SME{num(r, 5)}</cbc:ID><cbc:UUID>{uuid4(r)}</cbc:UUID></Invoice>"
    )
    return {
        "h": h,
        "pih": b64(r, 32),
        "u": uuid4(r),
        "inv": f"SME{num(r, 5)}",
        "icv": str(r.randint(100, 99999)),
        "qr": _qr(r, vat, when, h),
        "genesis": _GENESIS_PIH,
        "egs": f"EGS-RUH-{num(r, 3)}",
        "oid": "ORD-RUH-" + num(r, 9),
        "invb64": base64.b64encode(inv_xml.encode()).decode(),
    }


def _sms(r: Random) -> dict[str, str]:
    phone = phone_sa(r)
    return {
        "mid": num(r, r.choice((12, 14, 15))),
        "corr": "otp-" + uuid4(r),
        "bal": f"{r.randint(200, 9000)}.{digits(r, 2)}",
        "phone": phone,
        "masked": "+" + phone[:5] + "****" + phone[-3:],
        "egphone": phone_eg(r),
        "vid": uhex(r, 16),
        "s": str(r.randint(20, 90)),
        "err": r.choice(("1", "6", "7", "99")),
        "ts": f"{day(r)} {clock(r)}",
        "scts": "33040" + str(r.randint(1, 9)) + digits(r, 4),
    }


def _orders(r: Random) -> dict[str, str]:
    ms = epoch_ms(r)
    return {
        "o7": uuid7(r, ms),
        "oidh": "ORD-RUH-" + num(r, 9),
        "oidc": "ORD-CAI-" + num(r, 9),
        "short": pick(r, UPPER_ALNUM, 4),
        "rider": r.choice(("RDR-RUH-", "RDR-CAI-")) + digits(r, 6),
        "ulid": ulid(r, ms),
        "clock": clock(r),
        "ts": stamp(r),
        "branch": r.choice(_DISTRICTS),
        "eta": str(r.randint(300, 2400)),
    }


REGIONAL: tuple[Kind, ...] = (
    Kind(
        "saudi_vat_and_cr_numbers",
        (
            "ZATCA onboarding for the Riyadh entity: VAT ⟨vat⟩, CR ⟨cr⟩, branch Olaya dark store",
            "<cac:PartyTaxScheme>\n  <cbc:CompanyID>⟨vat⟩</cbc:CompanyID>\n"
            "  <cac:TaxScheme>\n    <cbc:ID>VAT</cbc:ID>\n "
            " </cac:TaxScheme>\n</cac:PartyTaxScheme>",
            "الرقم الضريبي لـ ⟨name⟩ هو ⟨vat⟩ والسجل التجاري ⟨cr⟩ — تأكدنا منهم من بوابة زاتكا",
            "merchants.csv row: ⟨mid⟩,⟨name⟩,⟨vat⟩,⟨cr⟩,RUH",
        ),
        _vat_cr,
    ),
    Kind(
        "saudi_national_address_codes",
        (
            "Dark store ⟨dist⟩: national address short code ⟨sc⟩ (building ⟨bn⟩, additional "
            "no. ⟨add⟩, postal code ⟨pc⟩)",
            "العنوان الوطني المختصر للعميل ⟨sc⟩ — المندوب ما لقى المبنى، رقم المبنى ⟨bn⟩ "
            "والرمز البريدي ⟨pc⟩ (طلب ⟨oid⟩)",
            '{"shortAddress":"⟨sc⟩","buildingNumber":"⟨bn⟩","additionalNumber":"⟨add⟩",'
            '"postalCode":"⟨pc⟩","district":"⟨dist⟩","city":"الرياض"}',
            "geocoder returned nothing for short address ⟨sc⟩; fell back to the pin. "
            "Order ⟨oid⟩, postal code ⟨pc⟩",
        ),
        _address,
    ),
    Kind(
        "egyptian_national_id_masked",
        (
            "KYC for rider ⟨rid⟩: national ID ⟨m1⟩ (masked by the vendor, birth date and "
            "governorate kept)",
            "الرقم القومي للمندوب ⟨m2⟩ — متسجل masked في الـ DB زي ما الـ compliance طلبت",
            "SELECT national_id_masked FROM riders WHERE id = ⟨rid⟩;\n national_id_masked\n"
            "--------------------\n ⟨m1⟩\n(1 row)",
            '{"national_id":"⟨m3⟩","governorate":"⟨gov⟩","birth_date":"⟨yy⟩-⟨mm⟩-⟨dd⟩",'
            '"match_score":0.⟨score⟩}',
        ),
        _nid,
    ),
    Kind(
        "egypt_eta_einvoice_ids",
        (
            "ETA e-receipt submitted: submissionUUID ⟨sub⟩, receipt uuid ⟨uuid⟩, status Valid",
            '{"submissionId":"⟨sub⟩","acceptedDocuments":[{"uuid":"⟨uuid⟩","longId":"⟨long⟩",'
            '"internalId":"⟨iid⟩"}],"rejectedDocuments":[]}',
            "الفاتورة ⟨iid⟩ اترفضت من منظومة الفاتورة الإلكترونية: uuid ⟨uuid⟩ — السبب إن "
            "رقم التسجيل الضريبي ⟨rin⟩ مش متسجل بالنشاط ده",
            "GET https://api.invoicing.eta.gov.eg/api/v1/documents/⟨uuid⟩/details → status Valid, "
            "internalId ⟨iid⟩, issuer RIN ⟨rin⟩",
        ),
        _eta,
    ),
    Kind(
        "zatca_invoice_hashes_and_qr",
        (
            "<cac:AdditionalDocumentReference>\n  <cbc:ID>PIH</cbc:ID>\n  <cac:Attachment>\n"
            '    <cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">⟨pih⟩'
            "</cbc:EmbeddedDocumentBinaryObject>\n  </cac:Attachment>\n"
            "</cac:AdditionalDocumentReference>",
            "Reporting API accepted invoice ⟨inv⟩ (uuid ⟨u⟩, ICV ⟨icv⟩), invoiceHash ⟨h⟩; it "
            "becomes the PIH of the next one",
            "QR على إيصال الطلب ⟨oid⟩ (TLV base64):\n⟨qr⟩",
            "The first invoice of a new EGS unit uses the fixed PIH ⟨genesis⟩ — ours: ⟨egs⟩, "
            "first hash ⟨h⟩",
            '{"invoiceHash": "⟨h⟩", "uuid": "⟨u⟩", "invoice": "⟨invb64⟩"}',
        ),
        _zatca,
    ),
    Kind(
        "sms_message_ids",
        (
            '{"success":true,"message":"","errorCode":"ER-00","data":{"MessageID":⟨mid⟩,'
            '"CorrelationID":"⟨corr⟩","Status":"Sent","NumberOfUnits":1,"Cost":0.0345,'
            '"Balance":"⟨bal⟩","Recipient":⟨phone⟩,"TimeCreated":"⟨ts⟩","CurrencyCode":"SAR"}}',
            '{"message-count":"1","messages":[{"to":"⟨egphone⟩","message-id":"⟨vid⟩",'
            '"status":"0","remaining-balance":"⟨bal⟩","message-price":"0.10100000",'
            '"network":"60202"}]}',
            "OTP to ⟨masked⟩ not delivered: Unifonic MessageID ⟨mid⟩ status Rejected; Vonage "
            "fallback message-id ⟨vid⟩ delivered in ⟨s⟩s",
            "رسالة الـ OTP اتبعتت عن طريق Vonage (message-id ⟨vid⟩) بس الـ DLR رجع err-code ⟨err⟩",
            "/hooks/vonage/dlr?msisdn=⟨egphone⟩&to=Lugma&network-code=60202&messageId=⟨vid⟩"
            "&price=0.10100000&status=delivered&scts=⟨scts⟩&err-code=0",
        ),
        _sms,
    ),
    Kind(
        "order_and_rider_ids",
        (
            "Order ⟨o7⟩ (short code #⟨short⟩) stuck in PICKED_UP; rider ⟨rider⟩ went offline "
            "at ⟨clock⟩",
            "الطلب ⟨oidh⟩ تأخر، المندوب ⟨rider⟩ من فرع ⟨branch⟩ — عوضنا العميل بكوبون",
            "⟨ts⟩Z INFO dispatch assigned order_id=⟨o7⟩ rider_id=⟨rider⟩ batch=⟨ulid⟩ eta_s=⟨eta⟩",
            "SELECT id, status FROM orders WHERE id = '⟨o7⟩';\n"
            "                  id                  |  status\n"
            "--------------------------------------+-----------\n ⟨o7⟩ | DELIVERED",
            "الأوردر ⟨oidc⟩ في القاهرة اتلغى مرتين، الـ rider ⟨rider⟩ والـ dispatch batch ⟨ulid⟩",
        ),
        _orders,
    ),
)
