"""Benign payment look-alikes of ``lookalike76``: ids, references, one-message signatures,
publishable keys and masked keys of the Philippine and Indonesian payment vendors."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike76.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    UPPER_ALNUM,
    Kind,
    b64,
    date_2036,
    emv,
    emv_qr,
    epoch_2036,
    hexs,
    hmac_hex,
    local_time,
    num,
    object_id,
    pick,
    ulid,
    uuid4,
)

# Publishable-key prefixes, joined from pieces like the secret ones.
_XND_PUBLIC = "xnd_" + "public_" + "production_"
_MID_CLIENT = "Mid-" + "client-"
_PM_PK = "pk_" + "live_"
_MAYA_PK = "p" + "k-"
_NRJS = "NR" + "JS-"
_NRMA = "-" + "NRMA"


def _amount(r: Random) -> str:
    return str(r.choice((500, 750, 1000, 1250, 1500, 2000, 2500, 5000)) + r.randint(0, 9) * 10)


def _xendit_ids(r: Random) -> dict[str, str]:
    return {
        "inv": object_id(r),
        "ext": f"kp-loan-{num(r, 7)}",
        "disb": "disb-" + uuid4(r),
        "ewc": "ewc_" + uuid4(r),
        "biz": object_id(r),
        "pr": "pr-" + uuid4(r),
        "pr2": "pr-" + uuid4(r),
        "idem": uuid4(r),
        "amt": _amount(r) + "00",
    }


def _midtrans_sig(r: Random) -> dict[str, str]:
    order = f"KP-SBY-{num(r, 8)}"
    status = r.choice(("200", "201", "202"))
    amount = _amount(r) + "000.00"
    server_key = pick(r, B64URL, 24)  # drawn only to compute the signature; never shown
    sig = hashlib.sha512((order + status + amount + server_key).encode()).hexdigest()
    return {
        "order": order,
        "code": status,
        "amt": amount,
        "sig": sig,
        "tid": uuid4(r),
        "ts": local_time(r),
        "status": {"200": "settlement", "201": "pending", "202": "deny"}[status],
    }


def _paymongo_ids(r: Random) -> dict[str, str]:
    ts = epoch_2036(r)
    pi = "pi_" + pick(r, ALNUM, 24)
    body = '{"data":{"id":"evt_' + pick(r, ALNUM, 24) + '","type":"event"}}'
    return {
        "ts": ts,
        "li": hmac_hex(r.randbytes(24), ts + "." + body),
        "pi": pi,
        "ck": pi + "_client_" + pick(r, ALNUM, 24),
        "pm": "pm_" + pick(r, ALNUM, 24),
        "pay": "pay_" + pick(r, ALNUM, 24),
        "evt": "evt_" + pick(r, ALNUM, 24),
        "amt": _amount(r),
    }


def _gcash_maya(r: Random) -> dict[str, str]:
    return {
        "ref": num(r, 13),
        "amt": _amount(r),
        "bid": num(r, 6),
        "u": uuid4(r),
        "rrn": f"KP-{num(r, 6)}-{r.randint(1, 9)}",
        "ulid": ulid(r),
        "acq": "2036" + pick(r, DIGITS, 31),
        "rcpt": pick(r, UPPER_ALNUM, 12),
        "ptid": pick(r, ALNUM, 120),
    }


def _dragonpay(r: Random) -> dict[str, str]:
    txn = f"KP{num(r, 10)}"
    refno = pick(r, UPPER_ALNUM, 8)
    msg = r.choice(("%5b000%5d+BOG+Reference+No%3a+" + num(r, 8), "Paid+via+GCash", "OTC+7-Eleven"))
    password = pick(r, ALNUM, 18)  # drawn only to compute the digest; never shown
    digest = hashlib.sha1(f"{txn}:{refno}:S:{msg}:{password}".encode()).hexdigest()
    amt = _amount(r)
    request = f"KAPWAPH:{txn}:{amt}.00:PHP:Hulog:{password}"
    return {
        "txn": txn,
        "refno": refno,
        "msg": msg,
        "digest": digest,
        "amt": amt,
        "d2": hashlib.sha1(request.encode()).hexdigest(),
    }


def qr_ph(r: Random) -> str:
    """A static QR Ph (InstaPay) payload with a valid CRC."""
    account = emv("00", "com.p2pqrpay") + emv("01", "KBLKPHM2XXX") + emv("04", num(r, 12))
    return emv_qr(
        [
            ("00", "01"),
            ("01", "11"),
            ("27", account),
            ("52", "6016"),
            ("53", "608"),
            ("58", "PH"),
            ("59", r.choice(("KAPWA PUHUNAN", "SARI-SARI NI ALING NENA", "KP TONDO BRANCH"))),
            ("60", r.choice(("MANILA", "QUEZON CITY", "CALOOCAN"))),
        ]
    )


def _instapay(r: Random) -> dict[str, str]:
    return {
        "ref": "20360" + num(r, 13),
        "trace": num(r, 6),
        "last4": pick(r, DIGITS, 4),
        "batch": f"PN-{date_2036(r).replace('-', '')}-{num(r, 4)}",
        "count": str(r.randint(40, 400)),
        "bank": r.choice(("BNORPHMM", "BOPIPHMM", "MBTCPHMM", "UBPHPHMM")),
        "amt": _amount(r),
        "qrph": qr_ph(r),
    }


def qris(r: Random) -> tuple[str, str, str]:
    """A QRIS payload (static or dynamic), its NMID and its CRC."""
    nmid = "ID" + num(r, 13)
    dynamic = r.random() < 0.5
    account = (
        emv("00", r.choice(("ID.CO.QRIS.WWW", "ID.CO.DANA.WWW", "COM.MIDTRANS.WWW")))
        + emv("01", "936009" + num(r, 13))
        + emv("02", num(r, 15))
        + emv("03", "UMI")
    )
    fields = [("00", "01"), ("01", "12" if dynamic else "11"), ("26", account)]
    fields += [("51", emv("00", "ID.CO.QRIS.WWW") + emv("02", nmid) + emv("03", "UMI"))]
    fields += [("52", "5812"), ("53", "360")]
    if dynamic:
        fields += [("54", str(r.randint(10, 500) * 1000))]
    fields += [
        ("58", "ID"),
        ("59", r.choice(("WARUNG BU SRI", "KAPWA MITRA SBY", "TOKO MAKMUR JAYA"))),
        ("60", r.choice(("SURABAYA", "SIDOARJO", "GRESIK"))),
        ("61", r.choice(("60111", "60231", "61219"))),
        ("62", emv("07", "A" + num(r, 5))),
    ]
    payload = emv_qr(fields)
    return payload, nmid, payload[-4:]


def _qris(r: Random) -> dict[str, str]:
    payload, nmid, crc = qris(r)
    return {"qr": payload, "nmid": nmid, "crc": crc, "ref": f"KP-QR-{num(r, 9)}"}


def _dana_ovo(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 16),
        "ext": num(r, 20),
        "sig": b64(r, 256),
        "ref": "2036" + pick(r, DIGITS, 31),
        "pref": f"KPSBY{num(r, 12)}",
        "ovotx": num(r, 12),
        "batch": num(r, 6),
        "appr": pick(r, UPPER_ALNUM, 6),
        "ts": f"{date_2036(r)}T{r.randint(8, 22):02d}:{r.randint(0, 59):02d}:11+07:00",
    }


def _publishable(r: Random) -> dict[str, str]:
    return {
        "pk": _PM_PK + pick(r, ALNUM, 24),
        "mpk": _MAYA_PK + pick(r, ALNUM, 43),
        "mck": _MID_CLIENT + pick(r, B64URL, 16),
        "xpk": _XND_PUBLIC + b64(r, 40),
        "nrjs": _NRJS + hexs(r, 19),
        "nrma": "AA" + hexs(r, 40) + _NRMA,
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "tail": pick(r, ALNUM, 4),
        "tail4": pick(r, ALNUM, 4),
        "tail4b": pick(r, ALNUM, 4),
        "date": date_2036(r),
        "n": num(r, 4),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "xendit_resource_ids",
        (
            "Xendit invoice ⟨inv⟩ (external_id ⟨ext⟩) — PAID na, pero hindi pa nag-fire "
            "ang callback.",
            'curl https://api.xendit.co/v2/invoices/⟨inv⟩ -u "$XENDIT_SECRET_KEY:"',
            '{"id": "⟨ewc⟩", "business_id": "⟨biz⟩", "reference_id": "⟨ext⟩", '
            '"status": "SUCCEEDED", "channel_code": "ID_DANA", "charge_amount": ⟨amt⟩}',
            "Disbursement ⟨disb⟩ gagal dengan INSUFFICIENT_BALANCE; retry pakai "
            "idempotency key ⟨idem⟩.",
            "| payment_request_id | status |\n|---|---|\n| ⟨pr⟩ | SUCCEEDED |\n| ⟨pr2⟩ | PENDING |",
        ),
        _xendit_ids,
    ),
    Kind(
        "midtrans_notification_signature",
        (
            '{"transaction_time": "⟨ts⟩", "transaction_status": "⟨status⟩", '
            '"transaction_id": "⟨tid⟩", "status_code": "⟨code⟩", '
            '"signature_key": "⟨sig⟩", "payment_type": "qris", "order_id": "⟨order⟩", '
            '"gross_amount": "⟨amt⟩", "currency": "IDR"}',
            "signature_key mismatch sa order ⟨order⟩: expected ⟨sig⟩ — mali pala ang format "
            'ng gross_amount (dapat "⟨amt⟩").',
            "transaction_id ⟨tid⟩ → ⟨status⟩; signature_key ⟨sig⟩ (valid, sha512 of "
            "order_id+status_code+gross_amount+ServerKey)",
            "⟨ts⟩ INFO midtrans.notify order_id=⟨order⟩ status=⟨status⟩ sig=⟨sig⟩ verified=true",
        ),
        _midtrans_sig,
    ),
    Kind(
        "paymongo_ids_and_signature_header",
        (
            "Paymongo-Signature: t=⟨ts⟩,te=,li=⟨li⟩",
            "payment intent ⟨pi⟩ → payment ⟨pay⟩ (GCash, ₱⟨amt⟩.00)",
            '{"data":{"id":"⟨evt⟩","type":"event","attributes":{"type":"payment.paid",'
            '"livemode":true,"data":{"id":"⟨pay⟩","type":"payment"}}}}',
            "client_key ng payment intent (ipinapasa sa app para sa 3DS): ⟨ck⟩",
            "Naka-attach ang payment method ⟨pm⟩ sa ⟨pi⟩ pero awaiting_next_action pa rin.",
            "li signature ⟨li⟩ hindi tugma kasi nag-JSON.parse muna bago mag-HMAC (t=⟨ts⟩)",
        ),
        _paymongo_ids,
    ),
    Kind(
        "gcash_maya_reference_numbers",
        (
            "GCash Ref. No. ⟨ref⟩ — ₱⟨amt⟩.00 natanggap mula kay borrower #⟨bid⟩",
            '{"checkoutId": "⟨u⟩", "redirectUrl": "https://payments.maya.ph/v2/checkout?id=⟨u⟩"}',
            "requestReferenceNumber ⟨rrn⟩ nag-duplicate sa Maya kaya 409; ULID na ang gamit "
            "namin ngayon (hal. ⟨ulid⟩).",
            "GCash acquirementId ⟨acq⟩ → SUCCESS, ₱⟨amt⟩.00",
            "Maya receipt ⟨rcpt⟩, paymentTokenId ⟨ptid⟩ (card vault token, walang silbi "
            "kung walang secret key)",
        ),
        _gcash_maya,
    ),
    Kind(
        "dragonpay_refno_and_digest",
        (
            "POST /hooks/dragonpay txnid=⟨txn⟩&refno=⟨refno⟩&status=S&message=⟨msg⟩"
            "&digest=⟨digest⟩",
            "Dragonpay refno ⟨refno⟩ (txnid ⟨txn⟩) — status P pa rin after 2 days, OTC sa "
            "7-Eleven.",
            "digest check: sha1(⟨txn⟩:⟨refno⟩:S:⟨msg⟩:<password>) = ⟨digest⟩ ✔",
            "https://gw.dragonpay.ph/Pay.aspx?merchantid=KAPWAPH&txnid=⟨txn⟩&amount=⟨amt⟩.00"
            "&ccy=PHP&description=Hulog&email=borrower%40example.ph&digest=⟨d2⟩",
        ),
        _dragonpay,
    ),
    Kind(
        "instapay_pesonet_references",
        (
            "InstaPay transfer OK — reference ⟨ref⟩, trace no. ⟨trace⟩, papunta sa ****⟨last4⟩",
            "PESONet batch ⟨batch⟩: ⟨count⟩ disbursements, cutoff 3:00 PM, settlement same day",
            "txn_ref,bic,account_masked,amount\n⟨ref⟩,⟨bank⟩,XXXXXXXX⟨last4⟩,⟨amt⟩.00",
            "QR Ph (InstaPay) ng branch: ⟨qrph⟩",
        ),
        _instapay,
    ),
    Kind(
        "qris_payloads",
        (
            "QRIS statis warung mitra (Surabaya): ⟨qr⟩",
            "Midtrans QRIS `qr_string`: ⟨qr⟩ — CRC ⟨crc⟩ valid",
            '{"qr_string": "⟨qr⟩", "reference_id": "⟨ref⟩", "type": "DYNAMIC"}',
            "NMID ⟨nmid⟩ sudah terdaftar; payload buat dicetak: ⟨qr⟩",
        ),
        _qris,
    ),
    Kind(
        "dana_ovo_transaction_ids_and_signatures",
        (
            "X-TIMESTAMP: ⟨ts⟩\nX-PARTNER-ID: ⟨pid⟩\nX-EXTERNAL-ID: ⟨ext⟩\nCHANNEL-ID: 95221\n"
            "X-SIGNATURE: ⟨sig⟩",
            "DANA referenceNo ⟨ref⟩ / partnerReferenceNo ⟨pref⟩ → SUCCESS",
            "OVO transaction ⟨ovotx⟩ / batch no ⟨batch⟩ / approval code ⟨appr⟩",
            "responseCode 4017300 (Unauthorized. Signature) — X-SIGNATURE ⟨sig⟩ dibuat dari "
            "body lama, X-EXTERNAL-ID ⟨ext⟩",
        ),
        _dana_ovo,
    ),
    Kind(
        "publishable_client_keys",
        (
            'buildConfigField "String", "PAYMONGO_PUBLIC_KEY", \'"⟨pk⟩"\'',
            "Maya public key para sa Checkout SDK: ⟨mpk⟩ (pk lang — ang sk nasa server)",
            '<script src="https://app.midtrans.com/snap/snap.js" data-client-key="⟨mck⟩"></script>',
            "Xendit public key (card tokenization sa app): ⟨xpk⟩",
            "NEW_RELIC_BROWSER_KEY=⟨nrjs⟩ (nasa index.html ng admin portal, public by design)",
            'NewRelic.withApplicationToken("⟨nrma⟩").start(this.getApplication());',
        ),
        _publishable,
    ),
    Kind(
        "masked_payment_credentials",
        (
            "XENDIT_SECRET_KEY=xnd_production_****************************⟨tail⟩",
            "sk_live_••••••••••••••••⟨tail4⟩ (PayMongo dashboard, isang beses lang ipinapakita)",
            "Midtrans server key: Mid-server-XXXXXXXXXXXXXXXX⟨tail4⟩ (hindi ko na-copy ang buo)",
            "| vendor | key | status |\n|---|---|---|\n| Maya | sk-…⟨tail4⟩ | rotated ⟨date⟩ |\n"
            "| PayMongo | whsk_…⟨tail4b⟩ | active |",
            "Authorization: Basic [REDACTED] merchantid=KAPWAPH txnid=KP⟨n⟩ (log middleware)",
        ),
        _masked,
    ),
)
