"""Benign look-alikes from the payment and messaging vendors (8 kinds, 11 cases each):
transaction and order ids, public keys, message ids, SIDs, webhook signatures, numbers."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike68.gen import (
    DIGITS,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    benign_kind,
    day,
    hexs,
    hhmm,
    iso_aug,
    msisdn_rw,
    msisdn_ug,
    num,
    person,
    pick,
    unix_aug,
    uuid4,
)

_FLWPUBK = "FLW" + "PUBK-"
_FLWPUBK_TEST = "FLW" + "PUBK_TEST-"


def _amount(r: Random) -> str:
    return str(r.randrange(3000, 480000, 500))


def _momo(r: Random) -> dict[str, str]:
    return {
        "ref": uuid4(r),
        "ref2": uuid4(r),
        "fin": num(r, 10),
        "fin2": num(r, 10),
        "ext": "NH-RX-" + num(r, 8),
        "ext2": "NH-RX-" + num(r, 8),
        "msisdn": r.choice((msisdn_ug(r), msisdn_rw(r))),
        "amt": _amount(r),
        "env": r.choice(("mtnuganda", "mtnrwanda", "sandbox")),
        "ts": iso_aug(r),
        "who": person(r),
        "reason": r.choice(("PAYER_LIMIT_REACHED", "NOT_ENOUGH_FUNDS", "APPROVAL_REJECTED")),
    }


def _airtel_money_id(r: Random) -> str:
    stamp = "MP3408" + day(r) + "." + hhmm(r).replace(":", "")
    return f"{stamp}.{pick(r, UPPER, 1)}{pick(r, DIGITS, 5)}"


def _airtel(r: Random) -> dict[str, str]:
    return {
        "id": "nh" + num(r, 10),
        "id2": "nh" + num(r, 10),
        "amid": _airtel_money_id(r),
        "amid2": _airtel_money_id(r),
        **dict(zip(("c", "cur"), r.choice((("UG", "UGX"), ("RW", "RWF"))), strict=True)),
        "amt": _amount(r),
        "msisdn": pick(r, DIGITS, 9),
        "ts": iso_aug(r),
        "who": person(r),
    }


def _flw_ref(r: Random) -> str:
    return r.choice(
        (
            "FLW-MOCK-" + hexs(r, 32),
            "FLW-M03K-" + hexs(r, 32),
            "URF_" + num(r, 13) + "_" + num(r, 6),
        )
    )


def _flutterwave(r: Random) -> dict[str, str]:
    return {
        "pub": r.choice((_FLWPUBK, _FLWPUBK_TEST)) + hexs(r, 32) + "-X",
        "txref": "nh-rx-" + num(r, 8),
        "flwref": _flw_ref(r),
        "id": num(r, r.choice((7, 8, 9))),
        "fp": hexs(r, 32),
        "amt": _amount(r),
        "msisdn": msisdn_ug(r),
        "ts": iso_aug(r),
        "who": person(r),
        "link": hexs(r, 20),
    }


def _pesapal(r: Random) -> dict[str, str]:
    return {
        "otid": uuid4(r),
        "otid2": uuid4(r),
        "ipn": uuid4(r),
        "mref": "NH-ORD-" + num(r, 7),
        "mref2": "NH-ORD-" + num(r, 7),
        "cc": pick(r, UPPER_ALNUM, 10),
        "amt": _amount(r),
        "msisdn": msisdn_ug(r),
        "ts": iso_aug(r).rstrip("Z") + "." + num(r, 3),
        "who": person(r),
    }


def _africastalking(r: Random) -> dict[str, str]:
    return {
        "atx": "ATXid_" + hexs(r, 32),
        "atx2": "ATXid_" + hexs(r, 32),
        "atu": "ATUid_" + hexs(r, 32),
        "atp": "ATPid_" + hexs(r, 32),
        "msisdn": "+" + msisdn_ug(r),
        "msisdn2": "+" + msisdn_rw(r),
        "code": f"*{r.choice((384, 284))}*{r.randint(100, 9999)}#",
        "text": r.choice(("1", "1*2", "2*1*3", "3", "1*4*1")),
        "ts": iso_aug(r),
        "who": person(r),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "A" + "C" + hexs(r, 32),
        "sm": "S" + "M" + hexs(r, 32),
        "sm2": "S" + "M" + hexs(r, 32),
        "mg": "M" + "G" + hexs(r, 32),
        "va": "V" + "A" + hexs(r, 32),
        "sk": "S" + "K" + hexs(r, 32),
        "ve": "V" + "E" + hexs(r, 32),
        "to": "+" + r.choice((msisdn_ug(r), msisdn_rw(r))),
        "ts": iso_aug(r),
        "who": person(r),
        "err": r.choice(("30003", "30005", "30006", "21610", "30008")),
    }


def _signatures(r: Random) -> dict[str, str]:
    return {
        "tsig": b64(r, 20),
        "fsig": b64(r, 32),
        "fsig2": b64(r, 32),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "unix": str(unix_aug(r)),
        "sm": "S" + "M" + hexs(r, 32),
        "u": uuid4(r),
        "u2": uuid4(r),
        "ts": iso_aug(r),
        "who": person(r),
    }


def _numbers(r: Random) -> dict[str, str]:
    return {
        "ug": msisdn_ug(r),
        "ug2": msisdn_ug(r),
        "rw": msisdn_rw(r),
        "code": f"*{r.choice((384, 284, 165))}*{r.randint(100, 9999)}#",
        "merchant": num(r, 6),
        "till": num(r, 7),
        "rcpt": num(r, 6),
        "amt": _amount(r),
        "d": day(r),
        "who": person(r),
        "short": num(r, 4),
    }


PAYMENTS: tuple[Kind, ...] = (
    benign_kind(
        "momo_reference_ids",
        (
            "curl -X GET https://proxy.momoapi.mtn.com/collection/v1_0/requesttopay/⟨ref⟩ "
            '-H "X-Target-Environment: ⟨env⟩" -H "Authorization: Bearer $MOMO_TOKEN" '
            '-H "Ocp-Apim-Subscription-Key: $MOMO_SUB_KEY"',
            '{"financialTransactionId":"⟨fin⟩","externalId":"⟨ext⟩","amount":"⟨amt⟩",'
            '"currency":"UGX","payer":{"partyIdType":"MSISDN","partyId":"⟨msisdn⟩"},'
            '"payerMessage":"Nilotic Health order","payeeNote":"⟨ext⟩","status":"SUCCESSFUL"}',
            "Omulwadde yasasudde naye order ⟨ext⟩ yasigala PENDING; X-Reference-Id ⟨ref⟩, "
            "financialTransactionId ⟨fin⟩.",
            "| X-Reference-Id | externalId | status |\n|---|---|---|\n"
            "| ⟨ref⟩ | ⟨ext⟩ | FAILED (⟨reason⟩) |\n| ⟨ref2⟩ | ⟨ext2⟩ | SUCCESSFUL |",
            "⟨ts⟩ INFO momo-bridge callback referenceId=⟨ref⟩ status=SUCCESSFUL "
            "financialTransactionId=⟨fin⟩ externalId=⟨ext⟩",
            "Ubwishyu bwa MoMo ⟨fin⟩ (reference ⟨ref⟩) bwageze kabiri; ⟨who⟩ yasubije amafaranga "
            "ya ⟨fin2⟩.",
            "Le remboursement MoMo de la commande ⟨ext⟩ a l'identifiant financier ⟨fin2⟩ ; la "
            "référence d'origine était ⟨ref⟩.",
            "X-Reference-Id is our idempotency key for requesttopay: ⟨ref⟩ was reused by the "
            "retry job, hence 409 RESOURCE_ALREADY_EXIST.",
        ),
        _momo,
    ),
    benign_kind(
        "airtel_transaction_ids",
        (
            '{"data":{"transaction":{"id":"⟨id⟩","status":"TS","airtel_money_id":"⟨amid⟩",'
            '"message":"Transaction is successful"}},"status":{"code":"200","message":"SUCCESS",'
            '"result_code":"ESB000010","response_code":"DP00800001001","success":true}}',
            "curl -X GET https://openapi.airtel.africa/standard/v1/payments/⟨id⟩ "
            "-H 'Authorization: Bearer $AIRTEL_TOKEN' -H 'X-Country: ⟨c⟩' -H 'X-Currency: ⟨cur⟩'",
            "Umurwayi yishyuye na Airtel Money ariko order ⟨id⟩ iracyari TIP; airtel_money_id "
            "ni ⟨amid⟩.",
            "| our id | airtel_money_id | amount |\n|---|---|---|\n"
            "| ⟨id⟩ | ⟨amid⟩ | ⟨amt⟩ ⟨cur⟩ |\n"
            "| ⟨id2⟩ | ⟨amid2⟩ | refunded |",
            "⟨ts⟩ POST /airtel/callback "
            '{"transaction":{"id":"⟨id⟩","message":"Paid ⟨cur⟩ ⟨amt⟩ to NILOTIC HEALTH",'
            '"status_code":"TS","airtel_money_id":"⟨amid⟩"}}',
            "Airtel a confirmé le paiement ⟨id⟩ (référence Airtel ⟨amid⟩) - rien à rejouer.",
            "Sente za Airtel Money ku order ⟨id2⟩ zaakomawo: airtel_money_id ⟨amid2⟩, "
            "⟨who⟩ yakiriza.",
        ),
        _airtel,
    ),
    benign_kind(
        "flutterwave_public_refs",
        (
            'FlutterwaveCheckout({\n  public_key: "⟨pub⟩",\n  tx_ref: "⟨txref⟩",\n'
            '  amount: ⟨amt⟩,\n  currency: "UGX",\n  payment_options: "mobilemoneyuganda",\n})',
            '{"event":"charge.completed","data":{"id":⟨id⟩,"tx_ref":"⟨txref⟩",'
            '"flw_ref":"⟨flwref⟩","device_fingerprint":"⟨fp⟩","amount":⟨amt⟩,"currency":"UGX",'
            '"status":"successful","payment_type":"mobilemoneyug"}}',
            "curl https://api.flutterwave.com/v3/transactions/⟨id⟩/verify "
            '-H "Authorization: Bearer $FLW_SECRET_KEY"',
            "La clé publique Flutterwave (côté app) est ⟨pub⟩ - elle peut être dans le bundle ; "
            "la clé secrète jamais.",
            "Flutterwave public key ⟨pub⟩ eri mu app ya Android; flw_ref ya order ⟨txref⟩ ye "
            "⟨flwref⟩.",
            "| tx_ref | flw_ref | id |\n|---|---|---|\n| ⟨txref⟩ | ⟨flwref⟩ | ⟨id⟩ |",
            "Hosted checkout link for ⟨who⟩: https://checkout.flutterwave.com/v3/hosted/pay/"
            "⟨link⟩ (tx_ref ⟨txref⟩)",
        ),
        _flutterwave,
    ),
    benign_kind(
        "pesapal_tracking_ids",
        (
            "GET /pesapal/ipn?OrderTrackingId=⟨otid⟩&OrderNotificationType=IPNCHANGE"
            "&OrderMerchantReference=⟨mref⟩ 200",
            '{"order_tracking_id":"⟨otid⟩","merchant_reference":"⟨mref⟩",'
            '"redirect_url":"https://pay.pesapal.com/iframe/PesapalIframe3/Index?'
            'OrderTrackingId=⟨otid⟩","error":null,"status":"200"}',
            '{"payment_method":"MTN Mobile Money","amount":⟨amt⟩.0,"created_date":"⟨ts⟩",'
            '"confirmation_code":"⟨cc⟩","payment_status_description":"Completed",'
            '"merchant_reference":"⟨mref⟩","currency":"UGX","status_code":1,"status":"200"}',
            "Pesapal RegisterIPN yatuwadde ipn_id ⟨ipn⟩ - eno si kyama, eri mu buli "
            "SubmitOrderRequest.",
            "IPN ya Pesapal ntiyageze kuri order ⟨mref⟩ (tracking ⟨otid⟩); ⟨who⟩ yakoresheje "
            "GetTransactionStatus.",
            "Commande ⟨mref2⟩ : OrderTrackingId ⟨otid2⟩, code de confirmation ⟨cc⟩.",
            "notification_id for the Kampala shop is ⟨ipn⟩; the Kigali shop registered its own.",
        ),
        _pesapal,
    ),
    benign_kind(
        "africastalking_ids",
        (
            '{"SMSMessageData":{"Message":"Sent to 1/1 Total Cost: UGX 35.0000",'
            '"Recipients":[{"statusCode":101,"number":"⟨msisdn⟩","status":"Success",'
            '"cost":"UGX 35.0000","messageId":"⟨atx⟩"}]}}',
            "POST /at/delivery id=⟨atx⟩&status=Failed&phoneNumber=⟨msisdn2⟩"
            "&networkCode=63510&failureReason=UserInBlacklist&retryCount=0",
            "⟨ts⟩ ussd-gateway sessionId=⟨atu⟩ serviceCode=⟨code⟩ phoneNumber=⟨msisdn⟩ text=⟨text⟩",
            "Ubutumwa ⟨atx⟩ ntibwageze kuri ⟨msisdn2⟩ (UserInBlacklist); ubwa kabiri ⟨atx2⟩ "
            "bwarageze.",
            "| messageId | status |\n|---|---|\n| ⟨atx⟩ | Success |\n| ⟨atx2⟩ | Rejected |",
            "Mobile checkout ya Africa's Talking yazzaayo transactionId ⟨atp⟩ - tuteeka mu "
            "payments table.",
            "Session USSD ⟨atu⟩ coupée après 180 s ; ⟨who⟩ pense que c'est le menu 3.",
        ),
        _africastalking,
    ),
    benign_kind(
        "twilio_sids",
        (
            '{"account_sid":"⟨ac⟩","sid":"⟨sm⟩","messaging_service_sid":"⟨mg⟩",'
            '"status":"undelivered","error_code":⟨err⟩,"to":"⟨to⟩",'
            '"uri":"/2010-04-01/Accounts/⟨ac⟩/Messages/⟨sm⟩.json"}',
            "Twilio console -> API keys: ⟨sk⟩ (friendly name nilotic-fallback). The SID is not "
            "the secret; the secret was shown once and is in Secret Manager.",
            "Verify service ⟨va⟩ yasindise code ku ⟨to⟩; verification sid ⟨ve⟩ status approved.",
            "https://console.twilio.com/us1/monitor/logs/sms/⟨sm⟩?frameUrl=%2Fconsole%2Fsms",
            "Message ⟨sm⟩ undelivered (⟨err⟩), retried as ⟨sm2⟩ through ⟨mg⟩.",
            "Compte Twilio de secours : Account SID ⟨ac⟩ - seul l'identifiant est ici, pas le "
            "jeton.",
            "TWILIO_MESSAGING_SERVICE_SID=⟨mg⟩\nTWILIO_VERIFY_SERVICE_SID=⟨va⟩",
        ),
        _twilio,
    ),
    benign_kind(
        "webhook_signatures",
        (
            "⟨ts⟩ POST /twilio/status X-Twilio-Signature=⟨tsig⟩ MessageSid=⟨sm⟩ "
            "MessageStatus=delivered",
            "Sentry-Hook-Resource: issue\nSentry-Hook-Timestamp: ⟨unix⟩\n"
            "Sentry-Hook-Signature: ⟨h1⟩\nRequest-ID: ⟨u⟩",
            "X-Nilotic-Signature: t=⟨unix⟩,v1=⟨h1⟩",
            "Flutterwave webhook signature mismatch: expected ⟨fsig⟩ got ⟨fsig2⟩ - the proxy "
            "re-serialised the JSON body before we hashed it.",
            'assert sign(b\'{"event":"rx.dispatched"}\', ts=⟨unix⟩) == "⟨h2⟩"',
            "Umukono (signature) wa webhook ⟨u2⟩ ni ⟨h2⟩ - ⟨who⟩ yagenzuye ko uhura n'umubiri "
            "w'ubutumwa.",
            "| delivery | signature | result |\n|---|---|---|\n| ⟨u⟩ | ⟨h1⟩ | 200 |\n"
            "| ⟨u2⟩ | ⟨h2⟩ | 401 bad signature |",
            "La signature HMAC du message ⟨u⟩ était ⟨h1⟩ ; elle ne vaut que pour ce corps.",
        ),
        _signatures,
    ),
    benign_kind(
        "phone_and_ussd_numbers",
        (
            "MoMo sandbox test numbers: 46733123450 -> SUCCESSFUL, 46733123451 -> FAILED; our "
            "own test phone is ⟨ug⟩.",
            "USSD ⟨code⟩ menu:\n1. Kugula eddagala\n2. Okwogera ne musawo\n3. Order yange\n"
            "4. Ebisale",
            "Kanda ⟨code⟩:\n1. Gura imiti\n2. Vugana na muganga\n3. Ibyo natumije",
            "MoMoPay merchant code ⟨merchant⟩ (Nilotic Health Ntinda), Airtel till ⟨till⟩.",
            "Receipt NH-RCPT-2034-⟨rcpt⟩ - phone +⟨ug2⟩ - UGX ⟨amt⟩ - ⟨d⟩/08/2034",
            "| pharmacie | téléphone |\n|---|---|\n| Kacyiru | +⟨rw⟩ |\n| Ntinda | +⟨ug⟩ |",
            "SMS shortcode ⟨short⟩ eri ku MTN ne Airtel; ⟨who⟩ agamba nti Airtel RW tennagiteeka.",
        ),
        _numbers,
    ),
)
