"""Benign look-alikes from the payment and messaging vendors: transaction, order and
message ids, public keys, stored-card references and signatures over one message."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike75.gen import (
    DIGITS,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    day,
    hexs,
    hms,
    iso,
    masked_msisdn,
    msisdn_ke,
    num,
    pick,
    ts,
    uhex,
    ulid,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"


def _amount(r: Random) -> str:
    return f"{r.randint(89, 4999)}.{r.choice(('00', '50', '99', '45'))}"


def _receipt(r: Random) -> str:
    return r.choice("STUV") + pick(r, UPPER, 2) + pick(r, DIGITS, 1) + pick(r, UPPER_ALNUM, 6)


def _paystack(r: Random) -> dict[str, str]:
    return {
        "pk": (_PK_LIVE if r.random() < 0.6 else _PK_TEST) + hexs(r, 40),
        "ref": r.choice(("UMJ-", "T", "rf_")) + pick(r, LOWER_ALNUM, 12),
        "access": pick(r, LOWER_ALNUM, 15),
        "auth": "AUTH_" + pick(r, LOWER_ALNUM, 10),
        "cus": "CUS_" + pick(r, LOWER_ALNUM, 15),
        "trf": "TRF_" + pick(r, LOWER_ALNUM, 15),
        "rcp": "RCP_" + pick(r, LOWER_ALNUM, 15),
        "sig": "SIG_" + pick(r, UPPER_ALNUM, 20),
        "txn": num(r, 10),
        "kobo": str(r.randint(8900, 499900)),
    }


def _peach(r: Random) -> dict[str, str]:
    checkout = uhex(r, 32) + f".uat01-vm-tx0{r.randint(1, 4)}"
    return {
        "checkout": checkout,
        "entity": "8ac7a4c" + hexs(r, 25),
        "pid": "8ac7a4" + hexs(r, 26),
        "pid2": "8ac7a4" + hexs(r, 26),
        "mtx": "UMJ-" + num(r, 8),
        "mtx2": "UMJ-" + num(r, 8),
        "reg": "8ac7a4" + hexs(r, 26),
        "build": hexs(r, 40) + f"@2036-02-{day(r)} {hms(r)} +0000",
        "d": day(r),
        "pol": "POL-ZA-" + num(r, 7),
    }


def _ozow(r: Random) -> dict[str, str]:
    return {
        "site": pick(r, UPPER, 3),
        "tid": uuid4(r),
        "ref": "UMJ" + num(r, 8),
        "amt": _amount(r),
        "hash": hexs(r, 128),
        "hash2": hexs(r, 128),
        "bank": num(r, 6),
    }


def _payfast(r: Random) -> dict[str, str]:
    amt = r.randint(99, 899)
    fee = round(amt * 0.035 + 2, 2)
    return {
        "mp": num(r, 7),
        "pf": num(r, 7),
        "amt": f"{amt}.00",
        "fee": f"{fee:.2f}",
        "net": f"{amt - fee:.2f}",
        "mid": "1" + num(r, 7),
        "mkey": pick(r, LOWER_ALNUM, 13),
        "tok": uuid4(r),
        "sig": hexs(r, 32),
        "pol": "POL-ZA-" + num(r, 7),
    }


def _mpesa(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "mrid": f"{num(r, 5)}-{num(r, 8)}-1",
        "co": f"ws_CO_{d}022036{hms(r).replace(':', '')}{num(r, 6)}",
        "rcpt": _receipt(r),
        "rcpt2": _receipt(r),
        "amt": str(r.randint(50, 25000)),
        "amt2": str(r.randint(50, 25000)),
        "d": d,
        "t": hms(r).replace(":", ""),
        "t2": hms(r),
        "msisdn": msisdn_ke(r),
        "mmsisdn": masked_msisdn(r),
        "conv": f"AG_203602{d}_" + pick(r, LOWER_ALNUM, 20),
        "orig": f"{num(r, 5)}-{num(r, 8)}-1",
        "claim": num(r, 6),
        "pb": num(r, 6),
    }


def _pesapal(r: Random) -> dict[str, str]:
    return {
        "otid": uuid4(r),
        "mref": "UMJ-KE-" + num(r, 6),
        "ipn": uuid4(r),
        "conf": _receipt(r),
        "amt": str(r.randint(200, 20000)) + ".00",
        "d": day(r),
        "macct": masked_msisdn(r),
    }


def _signatures(r: Random) -> dict[str, str]:
    return {
        "ps": hexs(r, 128),
        "ps2": hexs(r, 128),
        "meta": hexs(r, 64),
        "meta2": hexs(r, 64),
        "iv": uhex(r, 24),
        "tag": uhex(r, 32),
        "smile": b64(r, 32),
        "entry": num(r, 15),
        "d": day(r),
        "t": hms(r),
    }


def _smile(r: Random) -> dict[str, str]:
    return {
        "sjid": "00000" + pick(r, DIGITS, 5),
        "jid": "umj-" + ulid(r).lower(),
        "uid": uuid4(r),
        "pid": str(r.randint(1000, 9999)),
        "sig": b64(r, 32),
        "iso": iso(r).replace("Z", ".") + pick(r, DIGITS, 3) + "Z",
    }


def _africastalking(r: Random) -> dict[str, str]:
    return {
        "mid": "ATXid_" + hexs(r, 32),
        "sid": "ATUid_" + hexs(r, 32),
        "msisdn": msisdn_ke(r),
        "code": str(r.randint(100, 999)),
        "short": str(r.randint(20000, 29999)),
    }


def _wamid(r: Random) -> str:
    phone = ("27" + num(r, 9)) if r.random() < 0.5 else msisdn_ke(r)
    raw = (
        b"\x1c\x18"
        + bytes([len(phone)])
        + phone.encode()
        + b"\x15\x02\x00\x12\x18\x14"
        + uhex(r, 20).encode()
        + b"\x00"
    )
    return "wamid." + b64_of(raw)


def _whatsapp(r: Random) -> dict[str, str]:
    return {
        "wamid": _wamid(r),
        "pnid": num(r, 15),
        "waba": num(r, 15),
        "media": num(r, 16),
        "conv": hexs(r, 32),
        "ts": str(ts(r)),
        "msisdn": msisdn_ke(r),
        "claim": num(r, 6),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "paystack_references_and_public_keys",
        (
            '{"status":true,"message":"Authorization URL created","data":{"authorization_url":'
            '"https://checkout.paystack.com/⟨access⟩","access_code":"⟨access⟩",'
            '"reference":"⟨ref⟩"}}',
            "PAYSTACK_PUBLIC_KEY=⟨pk⟩  # publiek, mag in die frontend bundle",
            "Refund vir ⟨ref⟩: transaction id ⟨txn⟩, authorization ⟨auth⟩, customer ⟨cus⟩ — "
            "Paystack sê 5-10 werksdae.",
            '"authorization": {\n  "authorization_code": "⟨auth⟩",\n  "bin": "408408",\n'
            '  "last4": "4081",\n  "exp_month": "12",\n  "exp_year": "2038",\n'
            '  "channel": "card",\n  "reusable": true,\n  "signature": "⟨sig⟩"\n}',
            "Transfer ⟨trf⟩ na recipient ⟨rcp⟩ het 'n OTP gevra — skakel `disable_otp` aan "
            "op die dashboard.",
            'const popup = new PaystackPop();\npopup.newTransaction({\n  key: "⟨pk⟩",\n'
            '  email: "kliente@umojaclaims.co.za",\n  amount: ⟨kobo⟩,\n  reference: "⟨ref⟩",\n'
            "});",
        ),
        _paystack,
        secrets=(),
    ),
    Kind(
        "peach_payment_ids",
        (
            '{"result":{"code":"000.200.100","description":"successfully created checkout"},'
            '"buildNumber":"⟨build⟩","timestamp":"2036-02-⟨d⟩ 09:41:17+0000",'
            '"ndc":"⟨checkout⟩","id":"⟨checkout⟩"}',
            "Peach payment ⟨pid⟩ het 000.200.000 teruggegee (transaction pending) — "
            "merchantTransactionId ⟨mtx⟩.",
            "GET https://eu-test.oppwa.com/v1/checkouts/⟨checkout⟩/payment?entityId=⟨entity⟩ "
            "→ 200, paymentBrand VISA, id ⟨pid⟩",
            "| merchantTransactionId | Peach id | result |\n|---|---|---|\n"
            "| ⟨mtx⟩ | ⟨pid⟩ | 000.000.000 |\n| ⟨mtx2⟩ | ⟨pid2⟩ | 100.396.101 |",
            "registrationId ⟨reg⟩ is die gestoorde kaart vir polis ⟨pol⟩; dis 'n verwysing, "
            "nie 'n sleutel nie.",
        ),
        _peach,
    ),
    Kind(
        "ozow_transaction_ids_and_hashcheck",
        (
            "SiteCode=⟨site⟩-UMO-001&TransactionId=⟨tid⟩&TransactionReference=⟨ref⟩"
            "&Amount=⟨amt⟩&Status=Complete&Optional1=&CurrencyCode=ZAR&IsTest=false"
            "&StatusMessage=&Hash=⟨hash⟩",
            "Ozow notify vir ⟨ref⟩ het Hash ⟨hash⟩ gestuur; ons berekening gee ⟨hash2⟩ — die "
            "verskil is die IsTest-veld.",
            '{"transactionId":"⟨tid⟩","merchantCode":"UMO","siteCode":"⟨site⟩-UMO-001",'
            '"transactionReference":"⟨ref⟩","currencyCode":"ZAR","amount":⟨amt⟩,'
            '"status":"Complete","statusMessage":"Payment successful"}',
            "Malipo ya Ozow ⟨tid⟩ (bank reference UMJ ⟨bank⟩) yalikuwa `Cancelled` — mteja "
            "alifunga ukurasa wa benki.",
        ),
        _ozow,
    ),
    Kind(
        "payfast_itn_fields",
        (
            "m_payment_id=UMJ-⟨mp⟩&pf_payment_id=⟨pf⟩&payment_status=COMPLETE"
            "&item_name=Begrafnisplan+Silwer&amount_gross=⟨amt⟩&amount_fee=-⟨fee⟩"
            "&amount_net=⟨net⟩&merchant_id=⟨mid⟩&token=⟨tok⟩&signature=⟨sig⟩",
            '<form action="https://www.payfast.co.za/eng/process" method="post">\n'
            '  <input type="hidden" name="merchant_id" value="⟨mid⟩">\n'
            '  <input type="hidden" name="merchant_key" value="⟨mkey⟩">\n'
            '  <input type="hidden" name="amount" value="⟨amt⟩">\n'
            '  <input type="hidden" name="item_name" value="Premie Februarie">\n'
            '  <input type="hidden" name="signature" value="⟨sig⟩">\n</form>',
            "PayFast ITN ⟨pf⟩: signature ⟨sig⟩ het nie geklop nie want ons het `amount` sonder "
            "sente gestuur (m_payment_id UMJ-⟨mp⟩).",
            "Subscription token ⟨tok⟩ (polis ⟨pol⟩) — kanselleer met PUT "
            "/subscriptions/⟨tok⟩/cancel; die token self gee geen toegang nie.",
            "merchant_id ⟨mid⟩ en merchant_key ⟨mkey⟩ is publiek (hulle staan in die "
            "checkout-form); die passphrase is in Key Vault.",
        ),
        _payfast,
    ),
    Kind(
        "mpesa_receipts_and_request_ids",
        (
            '{"Body":{"stkCallback":{"MerchantRequestID":"⟨mrid⟩","CheckoutRequestID":"⟨co⟩",'
            '"ResultCode":0,"ResultDesc":"The service request is processed successfully.",'
            '"CallbackMetadata":{"Item":[{"Name":"Amount","Value":⟨amt⟩},'
            '{"Name":"MpesaReceiptNumber","Value":"⟨rcpt⟩"},'
            '{"Name":"TransactionDate","Value":203602⟨d⟩⟨t⟩},'
            '{"Name":"PhoneNumber","Value":⟨msisdn⟩}]}}}}',
            "B2C result: ConversationID ⟨conv⟩, OriginatorConversationID ⟨orig⟩, "
            "TransactionReceipt ⟨rcpt⟩ — malipo ya dai UMJ-KE-⟨claim⟩ yamefika.",
            "STK push ⟨co⟩ ilirudisha ResultCode 1032 (Request cancelled by user); mteja "
            "⟨mmsisdn⟩ alibonyeza cancel.",
            "2036-02-⟨d⟩T⟨t2⟩Z INFO mpesa.callback merchant_request_id=⟨mrid⟩ "
            "checkout_request_id=⟨co⟩ receipt=⟨rcpt⟩ amount=⟨amt⟩",
            "| Receipt | Amount (KES) | Paybill |\n|---|---|---|\n| ⟨rcpt⟩ | ⟨amt⟩ | ⟨pb⟩ |\n"
            "| ⟨rcpt2⟩ | ⟨amt2⟩ | ⟨pb⟩ |",
        ),
        _mpesa,
    ),
    Kind(
        "pesapal_tracking_ids",
        (
            "GET /pesapal/ipn?OrderTrackingId=⟨otid⟩&OrderMerchantReference=⟨mref⟩"
            "&OrderNotificationType=IPNCHANGE 200",
            '{"payment_method":"MpesaKE","amount":⟨amt⟩,"created_date":"2036-02-⟨d⟩T10:12:44.827",'
            '"confirmation_code":"⟨conf⟩","payment_status_description":"Completed",'
            '"payment_account":"⟨macct⟩","status_code":1,"merchant_reference":"⟨mref⟩",'
            '"order_tracking_id":"⟨otid⟩","currency":"KES","status":"200"}',
            "IPN imesajiliwa upya: ipn_id ⟨ipn⟩ (https://api.umojaclaims.co.ke/pesapal/ipn, GET). "
            "Tumia hii kwenye SubmitOrderRequest.",
            "Pesapal order ⟨otid⟩ iko `INVALID` — merchant_reference ⟨mref⟩ ilitumika mara mbili.",
        ),
        _pesapal,
    ),
    Kind(
        "webhook_signature_headers",
        (
            "x-paystack-signature: ⟨ps⟩",
            "X-Hub-Signature-256: sha256=⟨meta⟩",
            "HMAC mismatch in die Paystack webhook:\n  expected=⟨ps⟩\n  computed=⟨ps2⟩\n"
            "Oorsaak: ons het die body ná JSON-parse weer geserialiseer.",
            "X-Initialization-Vector: ⟨iv⟩\nX-Authentication-Tag: ⟨tag⟩\nContent-Type: text/plain",
            "Webhook ya Meta (entry ⟨entry⟩) ilikataliwa: header ilikuwa sha256=⟨meta⟩ lakini "
            "tulihesabu sha256=⟨meta2⟩ (proxy ilibadilisha body).",
            "Smile ID callback: signature ⟨smile⟩, timestamp 2036-02-⟨d⟩T⟨t⟩.000Z — ons "
            "verifieer met die api key, nie met hierdie string nie.",
        ),
        _signatures,
    ),
    Kind(
        "smile_id_jobs_and_signatures",
        (
            '{"ResultCode":"1012","ResultText":"Valid ID / ID Number Validated",'
            '"ResultType":"ID Verification","SmileJobID":"⟨sjid⟩","PartnerParams":'
            '{"job_id":"⟨jid⟩","user_id":"⟨uid⟩","job_type":5},"Source":"WebAPI",'
            '"signature":"⟨sig⟩","timestamp":"⟨iso⟩"}',
            "Smile ID job ⟨sjid⟩ (partner ⟨pid⟩) — ResultCode 0811 'No Face Match'; mteja "
            "aombwe kupiga selfie tena.",
            "Ngihlole i-SmileJobID ⟨sjid⟩ ye-user ⟨uid⟩: i-signature ⟨sig⟩ isayina i-timestamp "
            "kuphela.",
            'payload = {"partner_id": "⟨pid⟩", "timestamp": "⟨iso⟩", "signature": "⟨sig⟩", '
            '"job_id": "⟨jid⟩"}',
        ),
        _smile,
    ),
    Kind(
        "africastalking_message_ids",
        (
            '{"SMSMessageData":{"Message":"Sent to 1/1 Total Cost: KES 0.8000","Recipients":'
            '[{"statusCode":101,"number":"+⟨msisdn⟩","status":"Success","cost":"KES 0.8000",'
            '"messageId":"⟨mid⟩"}]}}',
            "POST /at/dlr id=⟨mid⟩&status=Success&phoneNumber=%2B⟨msisdn⟩&networkCode=63902"
            "&retryCount=0",
            "sessionId=⟨sid⟩&serviceCode=*384*⟨code⟩%23&phoneNumber=%2B⟨msisdn⟩"
            "&networkCode=63902&text=1*2",
            "SMS ⟨mid⟩ ilikwama na status `UserInBlacklist` — mteja alituma STOP kwa "
            "shortcode ⟨short⟩.",
        ),
        _africastalking,
    ),
    Kind(
        "whatsapp_message_ids",
        (
            '{"object":"whatsapp_business_account","entry":[{"id":"⟨waba⟩","changes":[{"value":'
            '{"messaging_product":"whatsapp","metadata":{"phone_number_id":"⟨pnid⟩"},'
            '"statuses":[{"id":"⟨wamid⟩","status":"delivered","timestamp":"⟨ts⟩",'
            '"recipient_id":"⟨msisdn⟩","conversation":{"id":"⟨conv⟩","origin":'
            '{"type":"utility"}}}]},"field":"messages"}]}]}',
            "Message ⟨wamid⟩ failed with 131047 (re-engagement message): more than 24h since "
            "the customer last replied.",
            "Media id ⟨media⟩ (picha ya gari, dai UMJ-⟨claim⟩) — pakua kupitia GET "
            "/v31.0/⟨media⟩; URL inaisha baada ya dakika 5.",
            "Template `claim_update_af` goedgekeur; phone_number_id ⟨pnid⟩, WABA ⟨waba⟩.",
        ),
        _whatsapp,
    ),
)
