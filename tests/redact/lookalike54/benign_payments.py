"""Benign look-alikes from the payment rails: M-Pesa, Chapa, Telebirr, Africa's Talking,
farmer and cooperative ids, business numbers, reconciliation tables and hashed ids.
None of these is a credential; each must come out of the scrubber byte-identical."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike54.gen import (
    ALNUM,
    DIGITS,
    HEX,
    UPPER,
    UPPER_ALNUM,
    Kind,
    clock,
    day,
    et_msisdn,
    hexs,
    ke_msisdn,
    mpesa_receipt,
    num,
    pick,
    stamp,
    ulid,
    uuid4,
)

_NAMES = ("JOHN KAMAU", "MARY WANJIRU", "PETER OTIENO", "GRACE CHEPKOECH", "JAMES MUTUA")
_ET_NAMES = (("Abebe", "Kebede"), ("Tigist", "Haile"), ("Dawit", "Alemu"), ("Meron", "Tesfaye"))
_COUNTIES = ("NKR", "UAS", "TRN", "KSM", "NYR", "BGM")
_SHORTCODES = ("4087215", "522533", "891247", "600984")


def _money(r: Random) -> str:
    return f"{r.randint(50, 48000):,}"


def _receipts(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "rc": mpesa_receipt(r),
        "rc2": mpesa_receipt(r),
        "amt": _money(r),
        "amt2": str(r.randint(50, 9000)),
        "bal": _money(r),
        "name": r.choice(_NAMES),
        "msisdn": "0" + ke_msisdn(r)[3:],
        "d": f"{int(d[8:])}/4/32",
        "dd": d,
        "t": f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(('AM', 'PM'))}",
        "acct": "FRM" + num(r, 6),
        "acct2": "FRM" + num(r, 6),
        "ts": stamp(r),
        "ts2": stamp(r),
        "sc": r.choice(_SHORTCODES),
    }


def _checkout_id(r: Random) -> str:
    d = day(r)
    return "ws_CO_" + d[8:] + "04" + "2032" + clock(r).replace(":", "") + pick(r, DIGITS, 4)


def _conversation_id(r: Random) -> str:
    head = r.choice(("0000", "0100", "2010", "0000"))
    return "AG_" + day(r).replace("-", "") + "_" + head + pick(r, HEX, 16)


def _daraja_ids(r: Random) -> dict[str, str]:
    return {
        "mr": f"{num(r, 5)}-{num(r, 8)}-{r.randint(1, 3)}",
        "co": _checkout_id(r),
        "conv": _conversation_id(r),
        "occ": uuid4(r),
        "rc": mpesa_receipt(r),
        "amt": str(r.randint(10, 70000)),
        "ts": stamp(r),
        "msisdn": ke_msisdn(r),
    }


def _chapa(r: Random) -> dict[str, str]:
    first, last = r.choice(_ET_NAMES)
    amt = r.randint(100, 25000)
    return {
        "ref": "AP" + pick(r, ALNUM, 10),
        "tx": "MVL-" + day(r).replace("-", "") + "-" + pick(r, UPPER_ALNUM, 6),
        "amt": str(amt),
        "fee": f"{amt * 0.035:.2f}",
        "first": first,
        "last": last,
        "when": day(r) + "T" + clock(r) + ".000000Z",
        "method": r.choice(("telebirr", "cbebirr", "mpesa", "awash_birr")),
    }


def _telebirr(r: Random) -> dict[str, str]:
    epoch = 1964390400 + r.randrange(2592000)
    return {
        "appid": num(r, 15),
        "mc": num(r, 6),
        "moid": num(r, 13),
        "poid": pick(r, "0123456789ABCDEF", 24),
        "tid": pick(r, UPPER, 3) + pick(r, UPPER_ALNUM, 7),
        "prepay": "0101" + hexs(r, 28),
        "nonce": pick(r, UPPER_ALNUM, 32),
        "amt": str(r.randint(20, 30000)),
        "epoch": str(epoch),
        "epoch2": str(epoch + r.randint(5, 90)),
    }


def _ussd(r: Random) -> dict[str, str]:
    return {
        "sid": "ATUid_" + hexs(r, 32),
        "code": "*384*" + num(r, r.choice((4, 5))) + "#",
        "msisdn": ke_msisdn(r),
        "text": "*".join(str(r.randint(1, 4)) for _ in range(r.randint(1, 4))),
        "hops": str(r.randint(2, 6)),
        "ms": str(r.randint(180, 2400)),
    }


def _at_sms(r: Random) -> dict[str, str]:
    return {
        "mid": "ATXid_" + hexs(r, 32),
        "msisdn": ke_msisdn(r),
        "et": et_msisdn(r),
        "n": str(r.randint(40, 4000)),
        "cost": r.choice(("0.8000", "0.6000", "1.0000")),
    }


def _farmers(r: Random) -> dict[str, str]:
    return {
        "ke": num(r, 6),
        "et": num(r, 6),
        "county": r.choice(_COUNTIES),
        "n4": num(r, 4),
        "n4b": num(r, 4),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "cs": num(r, 5),
        "acres": f"{r.randint(1, 40) / 4:.2f}",
        "last4": pick(r, DIGITS, 4),
    }


def _business(r: Random) -> dict[str, str]:
    return {
        "pb": r.choice(_SHORTCODES),
        "till": num(r, 7),
        "ho": num(r, 7),
        "store": num(r, 7),
        "msisdn": ke_msisdn(r),
        "kra": r.choice("PA") + "05" + pick(r, DIGITS, 7) + r.choice(UPPER),
        "tin": pick(r, DIGITS, 10),
        "vat": pick(r, DIGITS, 10),
        "l3": pick(r, DIGITS, 3),
        "et": et_msisdn(r),
    }


def _recon(r: Random) -> dict[str, str]:
    return {
        "rc": mpesa_receipt(r),
        "rc2": mpesa_receipt(r),
        "ref": "AP" + pick(r, ALNUM, 10),
        "tx": "MVL-" + day(r).replace("-", "") + "-" + pick(r, UPPER_ALNUM, 6),
        "tid": pick(r, UPPER, 3) + pick(r, UPPER_ALNUM, 7),
        "a1": _money(r),
        "a2": _money(r),
        "a3": _money(r),
        "a4": _money(r),
        "d": day(r),
        "conv": _conversation_id(r),
        "f1": num(r, 6),
        "f2": num(r, 6),
    }


def _hashed(r: Random) -> dict[str, str]:
    msisdn = ke_msisdn(r)
    tx = "MVL-" + day(r).replace("-", "") + "-" + pick(r, UPPER_ALNUM, 6)
    return {
        "h": hashlib.sha256(msisdn.encode()).hexdigest(),
        "h2": hashlib.sha256(ke_msisdn(r).encode()).hexdigest(),
        "md5": hashlib.md5(f"{tx}-mpesa".encode()).hexdigest(),
        "tx": tx,
        "fp": "-" + num(r, 19) if r.random() < 0.5 else num(r, 19),
        "rc": mpesa_receipt(r),
        "amt": str(r.randint(10, 9000)),
        "ts": stamp(r),
        "sc": r.choice(_SHORTCODES),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "mpesa_receipt_numbers",
        (
            "⟨rc⟩ Confirmed. Ksh⟨amt⟩.00 received from ⟨name⟩ ⟨msisdn⟩ on ⟨d⟩ at ⟨t⟩. "
            "New M-PESA balance is Ksh⟨bal⟩.00.",
            "⟨rc⟩ Imethibitishwa. Ksh⟨amt⟩.00 imelipwa kwa MAVUNOLINK LTD akaunti ⟨acct⟩ "
            "tarehe ⟨d⟩ saa ⟨t⟩.",
            "SELECT * FROM `mavuno-dw-prod.raw_mpesa.c2b_confirmations` WHERE TransID = '⟨rc⟩'",
            "TransID,TransTime,TransAmount,BusinessShortCode,BillRefNumber\n"
            "⟨rc⟩,⟨ts⟩,⟨amt2⟩.00,⟨sc⟩,⟨acct⟩\n⟨rc2⟩,⟨ts2⟩,⟨amt2⟩.00,⟨sc⟩,⟨acct2⟩",
            "Duplicate C2B confirmation for ⟨rc⟩ on ⟨dd⟩ — Safaricom retried after our 504; "
            "stg_mpesa__c2b dedupes on TransID.",
        ),
        _receipts,
    ),
    Kind(
        "daraja_request_and_conversation_ids",
        (
            '{"Body":{"stkCallback":{"MerchantRequestID":"⟨mr⟩","CheckoutRequestID":"⟨co⟩",'
            '"ResultCode":0,"ResultDesc":"The service request is processed successfully.",'
            '"CallbackMetadata":{"Item":[{"Name":"Amount","Value":⟨amt⟩},'
            '{"Name":"MpesaReceiptNumber","Value":"⟨rc⟩"},'
            '{"Name":"TransactionDate","Value":⟨ts⟩},{"Name":"PhoneNumber","Value":⟨msisdn⟩}]}}}}',
            '{\n  "ConversationID": "⟨conv⟩",\n  "OriginatorConversationID": "⟨occ⟩",\n'
            '  "ResponseCode": "0",\n'
            '  "ResponseDescription": "Accept the service request successfully."\n}',
            "STK push ⟨co⟩ (MerchantRequestID ⟨mr⟩) ended with ResultCode 1037 — "
            "DS timeout, user cannot be reached.",
            "Transaction status query for ⟨conv⟩ came back ResultCode 0; "
            "the receipt was ⟨rc⟩ all along.",
        ),
        _daraja_ids,
    ),
    Kind(
        "chapa_transaction_references",
        (
            '{"message":"Payment details","status":"success","data":{"first_name":"⟨first⟩",'
            '"last_name":"⟨last⟩","email":null,"currency":"ETB","amount":⟨amt⟩,'
            '"charge":⟨fee⟩,"mode":"live","method":"⟨method⟩","type":"API",'
            '"status":"success","reference":"⟨ref⟩","tx_ref":"⟨tx⟩",'
            '"created_at":"⟨when⟩"}}',
            "Chapa webhook for tx_ref ⟨tx⟩ arrived twice (reference ⟨ref⟩); "
            "we key idempotency on tx_ref.",
            "ክፍያ ⟨tx⟩ በChapa ተረጋግጧል፤ reference ⟨ref⟩፣ መጠን ⟨amt⟩ ብር (⟨method⟩)።",
            "select tx_ref, chapa_reference, amount_etb from stg_chapa__transactions "
            "where chapa_reference = '⟨ref⟩'  -- ⟨tx⟩",
        ),
        _chapa,
    ),
    Kind(
        "telebirr_order_and_transaction_ids",
        (
            '{"notify_url":"https://api.mavunolink.co.ke/hooks/telebirr","appid":"⟨appid⟩",'
            '"notify_time":"⟨epoch⟩","merch_code":"⟨mc⟩","merch_order_id":"⟨moid⟩",'
            '"payment_order_id":"⟨poid⟩","total_amount":"⟨amt⟩.00","trans_id":"⟨tid⟩",'
            '"trans_currency":"ETB","trade_status":"Completed","trans_end_time":"⟨epoch2⟩"}',
            "telebirr SMS: You have paid ETB ⟨amt⟩.00 to MavunoLink. "
            "Your transaction number is ⟨tid⟩.",
            "የቴሌብር ግብይት ቁጥር ⟨tid⟩ ነው፤ merch_order_id ⟨moid⟩፣ payment_order_id ⟨poid⟩።",
            "preOrder returned prepay_id ⟨prepay⟩ for merch_order_id ⟨moid⟩ "
            "(nonce_str ⟨nonce⟩, timestamp ⟨epoch⟩)",
        ),
        _telebirr,
    ),
    Kind(
        "ussd_session_ids",
        (
            "POST /ussd sessionId=⟨sid⟩&serviceCode=⟨code⟩&phoneNumber=%2B⟨msisdn⟩"
            "&networkCode=63902&text=⟨text⟩ 200 ⟨ms⟩ms",
            "session ⟨sid⟩ → CON Karibu MavunoLink\n1. Bei za leo\n2. Uza mazao\n"
            "3. Malipo yangu\n4. Msaada",
            "USSD session ⟨sid⟩ on ⟨code⟩ ended with END after ⟨hops⟩ hops; "
            "Memorystore key ussd:⟨sid⟩ has a 180s TTL.",
            "| sessionId | serviceCode | text | latency_ms |\n|---|---|---|---|\n"
            "| ⟨sid⟩ | ⟨code⟩ | ⟨text⟩ | ⟨ms⟩ |",
        ),
        _ussd,
    ),
    Kind(
        "africastalking_message_ids",
        (
            '{"SMSMessageData":{"Message":"Sent to 1/1 Total Cost: KES ⟨cost⟩",'
            '"Recipients":[{"statusCode":101,"number":"+⟨msisdn⟩","status":"Success",'
            '"cost":"KES ⟨cost⟩","messageId":"⟨mid⟩"}]}}',
            "delivery report: id=⟨mid⟩&status=Failed&phoneNumber=%2B⟨msisdn⟩"
            "&networkCode=63902&failureReason=UserInBlacklist&retryCount=0",
            "Bulk price alert to ⟨n⟩ farmers; only ⟨mid⟩ bounced (AbsentSubscriber).",
            "የAT መልእክት ⟨mid⟩ ለ+⟨et⟩ አልደረሰም (status: Rejected)።",
        ),
        _at_sms,
    ),
    Kind(
        "farmer_and_cooperative_ids",
        (
            "Farmer FRM-KE-⟨ke⟩ (coop KOOP-KE-⟨county⟩-⟨n4⟩) is ⟨ulid⟩ in the new farmers table.",
            "farmers/⟨ulid⟩ {national_id_last4: '⟨last4⟩', coop: 'KOOP-KE-⟨county⟩-⟨n4⟩', "
            "acres: ⟨acres⟩}",
            "| farmer_id | cooperative_id | ulid |\n|---|---|---|\n"
            "| FRM-KE-⟨ke⟩ | KOOP-KE-⟨county⟩-⟨n4⟩ | ⟨ulid⟩ |\n"
            "| FRM-ET-⟨et⟩ | COOP-ET-AM-⟨n4b⟩ | ⟨ulid2⟩ |",
            "የገበሬ መለያ FRM-ET-⟨et⟩ በማህበር COOP-ET-AM-⟨n4b⟩ ስር ተመዝግቧል።",
            "Chama cha ushirika CS/⟨cs⟩ kimehamishiwa kwenye KOOP-KE-⟨county⟩-⟨n4⟩.",
        ),
        _farmers,
    ),
    Kind(
        "business_numbers_and_phones",
        (
            "Paybill ⟨pb⟩ (account = farmer id), till ⟨till⟩ for the Eldoret depot, "
            "support line +⟨msisdn⟩.",
            "KRA PIN ⟨kra⟩ on the Nairobi invoices; TIN ⟨tin⟩ and VAT reg ⟨vat⟩ "
            "for the Addis entity.",
            "Safaricom Business Manager: head office ⟨ho⟩, store ⟨store⟩, till ⟨till⟩.",
            "Mteja 2547******⟨l3⟩ alilalamika kuhusu makato mara mbili kwenye paybill ⟨pb⟩.",
            "የአዲስ አበባ ድጋፍ ስልክ +⟨et⟩፣ TIN ⟨tin⟩።",
        ),
        _business,
    ),
    Kind(
        "reconciliation_tables",
        (
            "| date | channel | reference | amount | status |\n|---|---|---|---|---|\n"
            "| ⟨d⟩ | M-Pesa | ⟨rc⟩ | KES ⟨a1⟩ | matched |\n"
            "| ⟨d⟩ | M-Pesa | ⟨rc2⟩ | KES ⟨a2⟩ | missing in ledger |\n"
            "| ⟨d⟩ | Chapa | ⟨ref⟩ | ETB ⟨a3⟩ | matched |\n"
            "| ⟨d⟩ | telebirr | ⟨tid⟩ | ETB ⟨a4⟩ | pending |",
            "payout_id,farmer_id,channel,provider_ref,amount\n"
            '⟨tx⟩,FRM-KE-⟨f1⟩,mpesa_b2c,⟨conv⟩,"⟨a1⟩"\n'
            '⟨rc⟩,FRM-KE-⟨f2⟩,mpesa_c2b,⟨rc2⟩,"⟨a2⟩"',
            "Ulinganisho wa ⟨d⟩: ⟨rc⟩ (KES ⟨a1⟩) haupo kwenye ledger; ⟨ref⟩ ya Chapa iko sawa.",
        ),
        _recon,
    ),
    Kind(
        "hashed_and_surrogate_ids",
        (
            '{"TransactionType":"Pay Bill","TransID":"⟨rc⟩","TransTime":"⟨ts⟩",'
            '"TransAmount":"⟨amt⟩.00","BusinessShortCode":"⟨sc⟩","MSISDN":"⟨h⟩",'
            '"FirstName":"JOHN"}',
            "dbt_utils.generate_surrogate_key(['tx_ref', 'channel']) → ⟨md5⟩ for ⟨tx⟩",
            "FARM_FINGERPRINT(farmer_id) = ⟨fp⟩ — we sample on MOD(ABS(fp), 10) = 0.",
            "Daraja now sends MSISDN hashed: ⟨h⟩ and ⟨h2⟩ are the same person? "
            "No — two different phones.",
        ),
        _hashed,
    ),
)
