"""Benign look-alikes of the university's own domain: admissions, exams, fees, payment
gateways, DigiLocker and the SMS / WhatsApp gateways. None of them is a credential; a
careful human would leave every one of these texts as it is."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike36.gen import (
    ALNUM,
    CAMPUSES,
    DIGITS,
    HEX,
    PROGRAMMES,
    STUDENTS,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    hexs,
    num,
    pick,
    uuid4,
)


def _application(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(STUDENTS),
        "seq": pick(r, DIGITS, 7),
        "prog": r.choice(PROGRAMMES),
        "cet": "EN29" + num(r, 6),
        "tnea": num(r, 6),
        "code": "CHU" + r.choice(("UG", "PG")) + "2029" + num(r, 6),
        "camp": r.choice(CAMPUSES),
        "day": str(r.randint(1, 28)).zfill(2),
    }


def _roll(r: Random) -> dict[str, str]:
    return {
        "reg": "3122"
        + r.choice(("25", "26", "27", "28"))
        + r.choice(("104", "106", "205", "243"))
        + num(r, 3),
        "prn": "72" + pick(r, DIGITS, 6) + r.choice("BCDFGHJKLM"),
        "roll": r.choice(("25", "26", "27", "28"))
        + r.choice(("BCE", "BEC", "BDS", "MBA"))
        + pick(r, DIGITS, 4),
        "name": r.choice(STUDENTS),
        "sem": str(r.randint(1, 8)),
        "cgpa": f"{r.uniform(6.1, 9.8):.2f}",
    }


def _hallticket(r: Random) -> dict[str, str]:
    return {
        "ht": "HT29" + r.choice(CAMPUSES) + pick(r, DIGITS, 8),
        "seat": r.choice("ABCDEF") + pick(r, DIGITS, 6),
        "qp": r.choice(("CS3401", "EC3452", "MA3391", "BA4102", "DS2301")) + "-" + num(r, 4),
        "room": r.choice(("Block C / 204", "Main Hall / 12", "Pune Annexe / 3F-07")),
        "bar": pick(r, DIGITS, 13),
        "sha": hexs(r, 64),
        "name": r.choice(STUDENTS),
    }


def _upi(r: Random) -> dict[str, str]:
    psp = r.choice(("YBL", "AXL", "ICI", "HDF", "PTM", "SBI"))
    return {
        "rrn": pick(r, "123456789", 1) + pick(r, DIGITS, 11),
        "npci": psp + pick(r, HEX + "ABCDEF", 32),
        "pe": "T29040" + pick(r, DIGITS, 17),
        "gpay": "CICAg" + pick(r, ALNUM, 9),
        "vpa": r.choice(("karthik.s", "priya.v99", "aditi.k", "9840012345", "rohan.d"))
        + "@"
        + r.choice(("okhdfcbank", "ybl", "oksbi", "paytm", "okicici", "axl")),
        "amt": str(r.choice((500, 1000, 1500, 2500, 75000, 98500, 125000))),
    }


def _ifsc(r: Random) -> dict[str, str]:
    bank = r.choice(("SBIN", "HDFC", "ICIC", "UTIB", "IOBA", "CNRB", "MAHB"))
    return {
        "ifsc": bank + "0" + pick(r, DIGITS, 6),
        "ifsc2": r.choice(("SBIN", "HDFC", "KKBK", "IDIB")) + "0" + pick(r, UPPER_ALNUM, 6),
        "neft": bank + "N29" + str(r.randint(91, 120)).zfill(3) + pick(r, DIGITS, 8),
        "rtgs": bank + "R5" + "2029040" + str(r.randint(1, 9)) + pick(r, DIGITS, 8),
        "acct": "XXXXXXXX" + pick(r, DIGITS, 4),
        "micr": r.choice(("600", "411")) + pick(r, DIGITS, 6),
    }


def _razorpay_ids(r: Random) -> dict[str, str]:
    return {
        "ord": "order_" + pick(r, ALNUM, 14),
        "pay": "pay_" + pick(r, ALNUM, 14),
        "rfnd": "rfnd_" + pick(r, ALNUM, 14),
        "plink": "plink_" + pick(r, ALNUM, 14),
        "cust": "cust_" + pick(r, ALNUM, 14),
        "sig": hexs(r, 64),
        "rcpt": "rcpt_adm_2029_" + pick(r, DIGITS, 6),
        "amt": str(r.choice((50000, 150000, 250000, 9850000))),
        "evt": "evt_" + pick(r, ALNUM, 14),
    }


def _paytm_ids(r: Random) -> dict[str, str]:
    return {
        "oid": "ADM" + num(r, 10),
        "txn": "2029040" + str(r.randint(1, 9)) + "1116" + pick(r, DIGITS, 23),
        "btxn": pick(r, DIGITS, 12),
        "chk": b64(r, 81),
        "mid": "CHUADM" + num(r, 14),
        "amt": f"{r.choice((500, 1200, 45000, 98500))}.00",
    }


def _receipt(r: Random) -> dict[str, str]:
    return {
        "no": "RCPT/" + r.choice(CAMPUSES) + "/2029-30/" + pick(r, DIGITS, 6),
        "tally": "CHU/FEE/" + pick(r, DIGITS, 5),
        "name": r.choice(STUDENTS),
        "amt": f"{r.choice((12500, 45000, 98500, 112000, 3500))}",
        "chl": "CHL" + pick(r, DIGITS, 10),
        "sha": hexs(r, 40),
    }


def _digilocker_uri(r: Random) -> dict[str, str]:
    return {
        "cbse": "in.gov.cbse-HSCER-" + pick(r, DIGITS, 10),
        "tn": "in.gov.tn.dge-HSCMS-" + pick(r, DIGITS, 12),
        "mh": "in.gov.maharashtra.msbshse-HSCER-" + r.choice(UPPER) + pick(r, DIGITS, 9),
        "own": "in.ac.chu-DGCER-CHU" + r.choice(("2025", "2026")) + pick(r, DIGITS, 7),
        "dlid": uuid4(r),
        "hash": hexs(r, 64),
    }


def _gstin(r: Random) -> dict[str, str]:
    pan = "AAACC" + pick(r, DIGITS, 4) + r.choice(UPPER)
    return {
        "pan": pan,
        "tn": "33" + pan + "1Z" + r.choice(UPPER_ALNUM),
        "mh": "27" + pan + "1Z" + r.choice(UPPER_ALNUM),
        "inv": "CHU/" + r.choice(CAMPUSES) + "/INV/2029-30/" + pick(r, DIGITS, 6),
        "irn": hexs(r, 64),
        "ack": "1129" + pick(r, DIGITS, 11),
    }


def _abc(r: Random) -> dict[str, str]:
    return {
        "apaar": pick(r, "123456789", 1) + pick(r, DIGITS, 11),
        "abc": pick(r, "123456789", 1) + pick(r, DIGITS, 11),
        "aad": "XXXX XXXX " + pick(r, DIGITS, 4),
        "name": r.choice(STUDENTS),
        "cr": str(r.randint(18, 26)),
    }


def _wamid(r: Random) -> dict[str, str]:
    phone = "91" + r.choice("6789") + pick(r, DIGITS, 9)
    raw = (
        b"\x1c\x18\x0c"
        + phone.encode()
        + b"\x15\x02\x00\x11\x18\x12"
        + pick(r, "0123456789ABCDEF", 18).encode()
        + b"\x00"
    )
    return {
        "wamid": "wamid." + base64.b64encode(raw).decode(),
        "phone": phone,
        "pnid": num(r, 15),
        "ts": str(1_870_000_000 + r.randint(0, 2_000_000)),
        "tpl": r.choice(("hallticket_ready_ta", "fee_due_reminder_hi", "admission_offer_mr")),
        "conv": hexs(r, 32),
    }


def _sms_ids(r: Random) -> dict[str, str]:
    return {
        "pe": "1201" + pick(r, DIGITS, 15),
        "tid": "1207" + pick(r, DIGITS, 15),
        "req": "".join(f"{ord(c):02x}" for c in pick(r, ALNUM, 12)),
        "mob": "91" + r.choice("6789") + pick(r, DIGITS, 9),
        "hdr": r.choice(("CHUNIV", "CHUADM", "CHUEXM", "CHUPUN")),
        "flow": hexs(r, 24),
    }


def _twilio_sids(r: Random) -> dict[str, str]:
    return {
        "sm": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "mm": "MM" + hexs(r, 32),
        "err": r.choice(("63016", "21610", "30007", "63032")),
    }


BENIGN_DOMAIN: tuple[Kind, ...] = (
    Kind(
        "application_numbers",
        (
            "Applicant ⟨name⟩ — application no. CHU/UG/2029/⟨seq⟩ (⟨prog⟩, ⟨camp⟩), "
            "status DOCS_VERIFIED",
            "SELECT status FROM applications WHERE application_no = '⟨code⟩';",
            '{"applicationNo": "⟨code⟩", "programme": "⟨prog⟩", "mhtCetAppNo": "⟨cet⟩"}',
            "TNEA application ⟨tnea⟩ maps to our ⟨code⟩ after the 2029-04-⟨day⟩ import",
            "| app no | campus | programme |\n|---|---|---|\n| ⟨code⟩ | ⟨camp⟩ | ⟨prog⟩ |\n"
            "| CHU/UG/2029/⟨seq⟩ | ⟨camp⟩ | ⟨prog⟩ |",
        ),
        _application,
        secrets=(),
    ),
    Kind(
        "roll_and_register_numbers",
        (
            "Register no. ⟨reg⟩ (⟨name⟩) shows semester ⟨sem⟩ twice in the marks export",
            "SPPU PRN ⟨prn⟩ ↔ CHU roll ⟨roll⟩ — Pune mapping table fixed",
            "roll_no,register_no,cgpa\n⟨roll⟩,⟨reg⟩,⟨cgpa⟩",
            "ரோல் எண் ⟨roll⟩ உள்ள மாணவருக்கு CGPA ⟨cgpa⟩ தவறாகக் காட்டுகிறது",
            "curl https://sis.chu.edu.in/api/v2/students/⟨reg⟩/transcript?sem=⟨sem⟩",
        ),
        _roll,
        secrets=(),
    ),
    Kind(
        "hall_ticket_numbers",
        (
            "Hall ticket ⟨ht⟩ — seat ⟨seat⟩, ⟨room⟩, paper ⟨qp⟩",
            "हॉल टिकट नंबर ⟨ht⟩ वाले छात्र का PDF दोबारा बनाया (sha256 ⟨sha⟩)",
            '{"hallTicketNo": "⟨ht⟩", "seatNo": "⟨seat⟩", "answerBookletBarcode": "⟨bar⟩"}',
            "aws s3 cp s3://chu-hallticket-pdf/2029/april/⟨ht⟩.pdf .",
            "⟨name⟩ चा हॉल तिकीट क्रमांक ⟨ht⟩, आसन क्रमांक ⟨seat⟩",
        ),
        _hallticket,
        secrets=(),
    ),
    Kind(
        "upi_transaction_refs",
        (
            "UPI ref (RRN) ⟨rrn⟩ from ⟨vpa⟩ for ₹⟨amt⟩ — bank says credited, portal says pending",
            "NPCI txn id ⟨npci⟩ / RRN ⟨rrn⟩",
            "PhonePe transaction ID ⟨pe⟩, UTR ⟨rrn⟩ (parent sent a screenshot)",
            "Google Pay shows UPI transaction ID ⟨rrn⟩ and Google transaction ID ⟨gpay⟩",
            '{"vpa": "⟨vpa⟩", "upi_transaction_id": "⟨npci⟩", "rrn": "⟨rrn⟩", "amount": ⟨amt⟩}',
        ),
        _upi,
        secrets=(),
    ),
    Kind(
        "ifsc_and_bank_refs",
        (
            "Refund goes to A/c ⟨acct⟩, IFSC ⟨ifsc⟩ (MICR ⟨micr⟩)",
            "NEFT UTR ⟨neft⟩ — fee from ⟨ifsc2⟩ reached the collection account",
            "RTGS ref ⟨rtgs⟩ for the hostel corpus transfer, beneficiary IFSC ⟨ifsc⟩",
            "beneficiary:\n  account: ⟨acct⟩\n  ifsc: ⟨ifsc⟩\n  utr: ⟨neft⟩",
        ),
        _ifsc,
        secrets=(),
    ),
    Kind(
        "razorpay_order_payment_ids",
        (
            '{"razorpay_payment_id": "⟨pay⟩", "razorpay_order_id": "⟨ord⟩", '
            '"razorpay_signature": "⟨sig⟩"}',
            "Refund ⟨rfnd⟩ for ⟨pay⟩ (order ⟨ord⟩) is stuck in 'pending' since Tuesday",
            "Payment link ⟨plink⟩ sent to ⟨cust⟩; receipt ⟨rcpt⟩, amount ⟨amt⟩ paise",
            "webhook ⟨evt⟩: payment.captured ⟨pay⟩ amount=⟨amt⟩ "
            "X-Razorpay-Signature: ⟨sig⟩ → verified OK",
            "curl -u $RAZORPAY_KEY_ID:$RAZORPAY_KEY_SECRET "
            "https://api.razorpay.com/v1/payments/⟨pay⟩",
        ),
        _razorpay_ids,
        secrets=(),
    ),
    Kind(
        "paytm_order_txn_ids",
        (
            "Paytm callback: ORDERID=⟨oid⟩&TXNID=⟨txn⟩&BANKTXNID=⟨btxn⟩&STATUS=TXN_SUCCESS",
            '{"body": {"resultInfo": {"resultStatus": "TXN_SUCCESS"}, "txnId": "⟨txn⟩", '
            '"bankTxnId": "⟨btxn⟩", "orderId": "⟨oid⟩", "txnAmount": "⟨amt⟩"}}',
            "CHECKSUMHASH=⟨chk⟩ verified against the posted params (order ⟨oid⟩)",
            "Paytm txn ⟨txn⟩ for MID ⟨mid⟩ shows TXN_FAILURE, RESPCODE 227",
        ),
        _paytm_ids,
        secrets=(),
    ),
    Kind(
        "receipt_numbers",
        (
            "Receipt ⟨no⟩ issued to ⟨name⟩ for ₹⟨amt⟩ (Tally voucher ⟨tally⟩)",
            "रसीद संख्या ⟨no⟩ दो बार बन गई — duplicate fix in commit ⟨sha⟩",
            "SBI Collect challan ⟨chl⟩ → receipt ⟨no⟩",
            "receipt_no,voucher,amount\n⟨no⟩,⟨tally⟩,⟨amt⟩",
        ),
        _receipt,
        secrets=(),
    ),
    Kind(
        "digilocker_uris",
        (
            "DigiLocker pull OK: ⟨cbse⟩ (Class XII marksheet)",
            "URI ⟨tn⟩ from TN DGE returns 404, ⟨mh⟩ from MSBSHSE works",
            "We issue degree certificates as ⟨own⟩; issued-doc hash ⟨hash⟩",
            '{"uri": "⟨cbse⟩", "doctype": "HSCER", "digilockerid": "⟨dlid⟩"}',
            "டிஜிலாக்கர் ஆவணம் ⟨tn⟩ இன்னும் வரவில்லை",
        ),
        _digilocker_uri,
        secrets=(),
    ),
    Kind(
        "gstin_pan_invoice",
        (
            "Chennai GSTIN ⟨tn⟩, Pune GSTIN ⟨mh⟩ (PAN ⟨pan⟩)",
            "Hostel invoice ⟨inv⟩ — e-invoice IRN ⟨irn⟩, Ack No ⟨ack⟩",
            "SAC 999293 exempt; invoice ⟨inv⟩ still shows GSTIN ⟨mh⟩",
            '{"Irn": "⟨irn⟩", "AckNo": ⟨ack⟩, "SellerGstin": "⟨tn⟩"}',
        ),
        _gstin,
        secrets=(),
    ),
    Kind(
        "abc_apaar_ids",
        (
            "⟨name⟩: APAAR ID ⟨apaar⟩, Aadhaar ⟨aad⟩ (masked, as required)",
            "ABC account ⟨abc⟩ got ⟨cr⟩ credits pushed for semester 4",
            "apaar_id,abc_id,credits\n⟨apaar⟩,⟨abc⟩,⟨cr⟩",
            "ABC आयडी ⟨abc⟩ वर ⟨cr⟩ क्रेडिट्स जमा झाले",
        ),
        _abc,
        secrets=(),
    ),
    Kind(
        "whatsapp_message_ids",
        (
            '{"statuses": [{"id": "⟨wamid⟩", "status": "delivered", "timestamp": "⟨ts⟩", '
            '"recipient_id": "⟨phone⟩"}]}',
            "Template ⟨tpl⟩ to ⟨phone⟩ failed: message ⟨wamid⟩, error 131047",
            "phone_number_id ⟨pnid⟩ sent ⟨wamid⟩ (conversation ⟨conv⟩)",
            "WhatsApp message id: ⟨wamid⟩",
        ),
        _wamid,
        secrets=(),
    ),
    Kind(
        "sms_dlt_and_msg91_ids",
        (
            "DLT PE ID ⟨pe⟩, template ID ⟨tid⟩, header ⟨hdr⟩",
            "MSG91 request id ⟨req⟩ for ⟨mob⟩ — status 'Rejected by DLT'",
            '{"type": "success", "message": "⟨req⟩"}',
            "flow_id=⟨flow⟩ DLT_TE_ID=⟨tid⟩ sender=⟨hdr⟩",
        ),
        _sms_ids,
        secrets=(),
    ),
    Kind(
        "twilio_message_sids",
        (
            "Twilio message ⟨sm⟩ failed with ⟨err⟩ (messaging service ⟨mg⟩)",
            "GET /2010-04-01/Accounts/⟨ac⟩/Messages/⟨sm⟩.json → 200",
            "MMS ⟨mm⟩ with the hall ticket PDF never arrived; service ⟨mg⟩",
        ),
        _twilio_sids,
        n=9,
        secrets=(),
    ),
)
