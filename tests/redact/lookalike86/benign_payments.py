"""Benign look-alikes from the payment, invoicing and charging side of the notes: object ids,
references, per-message signatures and public client keys. None of them grants access."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike86.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    b64url_json,
    charge_point,
    day,
    emaid,
    epoch,
    evse_id,
    hexs,
    iban_be,
    iban_nl,
    jwt,
    num,
    objectid,
    ogm,
    pick,
    rfid_uid,
    stamp,
    uuid4,
)

_LIVE = "li" + "ve_"
_TEST = "te" + "st_"
_NAMES = (
    "Parking Vredenburg",
    "Gemeente Gent",
    "Van Damme BV",
    "Fleet Wallonie SA",
    "Camping De Kempen",
    "Hotel Meuse",
    "Taxi Utrecht Centraal",
)


def _mollie(r: Random) -> dict[str, str]:
    return {
        "tr": "tr_" + pick(r, ALNUM, 10),
        "cst": "cst_" + pick(r, ALNUM, 10),
        "mdt": "mdt_" + pick(r, ALNUM, 10),
        "sub": "sub_" + pick(r, ALNUM, 10),
        "re": "re_" + pick(r, ALNUM, 10),
        "chb": "chb_" + pick(r, ALNUM, 10),
        "pfl": "pfl_" + pick(r, ALNUM, 10),
        "stl": "stl_" + pick(r, ALNUM, 10),
        "ord": "ord_" + pick(r, ALNUM, 6),
        "name": r.choice(_NAMES),
        "amt": f"{r.randint(3, 180)}.{r.randint(0, 99):02d}",
        "date": day(r),
        "ms": str(r.randint(12, 240)),
    }


def _adyen(r: Random) -> dict[str, str]:
    return {
        "psp": pick(r, UPPER_ALNUM, 16),
        "psp2": num(r, 16),
        "mref": f"LLL-SESS-{num(r, 8)}",
        "ck": r.choice((_LIVE, _TEST)) + pick(r, UPPER_ALNUM, 32),
        "stored": pick(r, UPPER_ALNUM, 16),
        "shopper": f"lll-klant-{num(r, 6)}",
        "term": f"{r.choice(('V400m', 'S1F2', 'AMS1'))}-{num(r, 9)}",
        "loc": r.choice(("nl-NL", "nl-BE", "fr-BE")),
    }


def _adyen_hmac_sig(r: Random) -> dict[str, str]:
    return {
        "sig": b64(r, 32),
        "calc": b64(r, 32),
        "psp": pick(r, UPPER_ALNUM, 16),
        "event": r.choice(("AUTHORISATION", "CAPTURE", "REFUND", "CHARGEBACK")),
        "ts": stamp(r),
    }


def _local_ids(r: Random) -> dict[str, str]:
    return {
        "ideal": "0050" + num(r, 12),
        "ec": pick(r, ALNUM, 24),
        "pq": objectid(r),
        "ppid": objectid(r),
        "ref": f"LLL-{num(r, 9)}",
        "cents": str(r.randint(300, 9000)),
        "tr": "tr_" + pick(r, ALNUM, 10),
        "iban": iban_be(r),
        "bct": num(r, 12),
        "ideal2": pick(r, UPPER_ALNUM, 20),
        "n": num(r, 5),
    }


def _jws(r: Random) -> dict[str, str]:
    kid = r.choice(("es256-", "pq-sig-", "bc-")) + hexs(r, 8)
    iat = stamp(r) + "." + num(r, 6) + "Z"
    header = {
        "typ": "jose+json",
        "kid": kid,
        "alg": "ES256",
        "https://payconiq.com/iss": "Payconiq",
        "https://payconiq.com/sub": objectid(r),
        "https://payconiq.com/path": "https://api.laadpunt.eu/callbacks/payconiq",
        "https://payconiq.com/iat": iat,
        "https://payconiq.com/jti": hexs(r, 16),
        "crit": [
            "https://payconiq.com/iss",
            "https://payconiq.com/sub",
            "https://payconiq.com/iat",
            "https://payconiq.com/jti",
            "https://payconiq.com/path",
        ],
    }
    now = epoch(r)
    bird = jwt(
        r,
        {"alg": "HS256", "typ": "JWT"},
        {
            "iss": "MessageBird",
            "nbf": now,
            "exp": now + 60,
            "jti": uuid4(r),
            "url_hash": hexs(r, 64),
            "payload_hash": hexs(r, 64),
        },
        32,
    )
    return {
        "h": b64url_json(header),
        "s": b64url(r, 64),
        "kid": kid,
        "pq": objectid(r),
        "bird": bird,
    }


def _structured(r: Random) -> dict[str, str]:
    return {
        "ogm": ogm(r),
        "inv": f"F{r.randint(2037, 2038)}-{num(r, 5)}",
        "ibanbe": iban_be(r),
        "ibannl": iban_nl(r),
        "mandate": f"LLL-MDT-{num(r, 7)}",
        "cid": f"NL{r.randint(10, 99)}ZZZ{num(r, 8)}0000",
        "e2e": f"LLL{num(r, 12)}",
        "ref": pick(r, UPPER_ALNUM, 16),
        "asr": num(r, 18),
        "stl": "stl_" + pick(r, ALNUM, 10),
        "bankref": pick(r, UPPER_ALNUM, 12),
    }


def _exact(r: Random) -> dict[str, str]:
    return {
        "div": num(r, 7),
        "div2": num(r, 7),
        "g": uuid4(r),
        "g2": uuid4(r),
        "entry": num(r, 8),
        "invno": num(r, 8),
        "count": str(r.randint(40, 900)),
    }


def _ocpp(r: Random) -> dict[str, str]:
    vendor, model = r.choice(
        (("Alfen BV", "NG920"), ("Ecotap", "EVC-PRO"), ("ABB", "Terra AC"), ("Zaptec", "Pro"))
    )
    return {
        "mid": uuid4(r),
        "vendor": vendor,
        "model": model,
        "serial": pick(r, UPPER_ALNUM, 12),
        "fw": f"{r.randint(4, 7)}.{r.randint(0, 20)}.{r.randint(0, 9)}-{num(r, 4)}",
        "txid": num(r, 9),
        "txuuid": uuid4(r),
        "rfid": rfid_uid(r),
        "cp": charge_point(r),
        "conn": str(r.randint(1, 2)),
        "ts": stamp(r),
        "certserial": pick(r, "0123456789ABCDEF", 32),
        "hb": str(r.choice((60, 300, 900))),
    }


def _ocpi(r: Random) -> dict[str, str]:
    loc = f"LOC{num(r, 6)}"
    return {
        "sess": uuid4(r),
        "cdr": f"CDR-{num(r, 10)}",
        "uid": rfid_uid(r),
        "emaid": emaid(r),
        "evse": evse_id(r),
        "evse2": evse_id(r),
        "loc": loc,
        "huuid": uuid4(r),
        "emp": r.choice(("DE-8EO", "NL-TNM", "BE-ALL", "FR-GIR")),
        "kwh": f"{r.randint(2, 80)}.{r.randint(0, 999):03d}",
        "rid": uuid4(r),
        "ts": stamp(r),
    }


def _rfid(r: Random) -> dict[str, str]:
    return {
        "uid": rfid_uid(r),
        "uid2": rfid_uid(r),
        "emaid": emaid(r),
        "pas": f"LLL-{num(r, 4)}-{num(r, 4)}",
        "pcid": pick(r, UPPER_ALNUM, 17) + str(r.randint(0, 9)),
        "serial": pick(r, "0123456789ABCDEF", 20),
        "visual": " ".join(num(r, 4) for _ in range(4)),
        "evco": emaid(r).replace("-", ""),
    }


def _crm_mail_sms(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "mid": num(r, 19),
        "tpl": num(r, 7),
        "custom": f"factuur-{num(r, 6)}",
        "cst": "cst_" + pick(r, ALNUM, 10),
        "phone": num(r, 8),
        "camp": f"maandfactuur-{day(r)}",
        "email": r.choice(("boekhouding@", "fleet@", "facturatie@")) + "example.be",
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "mollie_object_ids",
        (
            "Mollie-webhook kreeg id=⟨tr⟩; GET /v2/payments/⟨tr⟩ gaf status paid, "
            "method bancontact",
            "| klant | customer | mandaat | abonnement |\n|---|---|---|---|\n"
            "| ⟨name⟩ | ⟨cst⟩ | ⟨mdt⟩ | ⟨sub⟩ |",
            '{"resource":"payment","id":"⟨tr⟩","mode":"live","amount":{"value":"⟨amt⟩",'
            '"currency":"EUR"},"profileId":"⟨pfl⟩","settlementId":"⟨stl⟩"}',
            "Terugbetaling ⟨re⟩ voor ⟨tr⟩ (dubbel gefactureerde laadsessie in Gent)",
            "Chargeback ⟨chb⟩ sur ⟨tr⟩ — le client conteste la session du ⟨date⟩",
            "POST /webhooks/mollie  body: id=⟨tr⟩  → 200 in ⟨ms⟩ ms (order ⟨ord⟩)",
            "Mollie-profiel-id ⟨pfl⟩ is niet geheim; de API key wel (Key Vault: mollie-api-key)",
        ),
        _mollie,
    ),
    Kind(
        "adyen_references_and_client_key",
        (
            "Adyen pspReference ⟨psp⟩ (merchantReference ⟨mref⟩) — AUTHORISATION success=true",
            "ADYEN_CLIENT_KEY=⟨ck⟩  # publieke client key voor Drop-in, géén geheim",
            "const checkout = await AdyenCheckout({ environment: 'live', clientKey: '⟨ck⟩', "
            "locale: '⟨loc⟩' });",
            "storedPaymentMethodId ⟨stored⟩ hoort bij shopperReference ⟨shopper⟩",
            "Capture van ⟨psp⟩ → modification pspReference ⟨psp2⟩ (status received)",
            "Terminal ⟨term⟩ à Liège renvoie 'Refused' pour ⟨psp⟩ (merchantReference ⟨mref⟩)",
        ),
        _adyen,
    ),
    Kind(
        "adyen_notification_hmac_signatures",
        (
            '{"NotificationRequestItem":{"additionalData":{"hmacSignature":"⟨sig⟩"},'
            '"eventCode":"⟨event⟩","merchantAccountCode":"LaadpuntLL_ECOM",'
            '"pspReference":"⟨psp⟩","success":"true"}}',
            "HMAC-check faalde: berekend ⟨calc⟩, ontvangen hmacSignature ⟨sig⟩ → oorzaak: "
            "amount.value als string",
            "⟨ts⟩ INFO adyen.webhook event=⟨event⟩ psp=⟨psp⟩ hmac_ok=true signature=⟨sig⟩",
            "Signature HMAC du message ⟨psp⟩ : ⟨sig⟩ (calculée sur pspReference, "
            "originalReference, merchantAccountCode, …)",
            "Management-webhook headers:\nhmacsignature: ⟨sig⟩\nprotocol: HmacSHA256\n"
            "content-type: application/json",
        ),
        _adyen_hmac_sig,
    ),
    Kind(
        "ideal_bancontact_payconiq_ids",
        (
            "iDEAL-transactie ⟨ideal⟩ (entranceCode ⟨ec⟩) bleef op Open staan",
            "Payconiq paymentId ⟨pq⟩ — status SUCCEEDED, reference ⟨ref⟩",
            '{"paymentId":"⟨pq⟩","status":"AUTHORIZED","amount":⟨cents⟩,"currency":"EUR",'
            '"reference":"⟨ref⟩","_links":{"self":{"href":'
            '"https://api.payconiq.com/v3/payments/⟨pq⟩"}}}',
            "Bancontact via Mollie: ⟨tr⟩, consumerAccount ⟨iban⟩, Bancontact-transactie ⟨bct⟩",
            "Identifiant de transaction iDEAL ⟨ideal2⟩ (c'est une référence, pas une clé)",
            "Payconiq-QR op paal ⟨n⟩: https://payconiq.com/l/1/⟨ppid⟩/⟨pq⟩",
        ),
        _local_ids,
    ),
    Kind(
        "callback_jws_signatures",
        (
            "Signature: ⟨h⟩..⟨s⟩",
            "Payconiq-callback ⟨pq⟩: JWS-handtekening geverifieerd met kid ⟨kid⟩ uit "
            "https://jwks.bancontact.net/",
            "WARN callback_sig_invalid payment=⟨pq⟩ signature=⟨h⟩..⟨s⟩ reason=iat too old",
            "MessageBird-Signature-JWT: ⟨bird⟩",
            "La signature JWS détachée de ce callback (⟨pq⟩) : ⟨h⟩..⟨s⟩",
        ),
        _jws,
    ),
    Kind(
        "structured_payment_references",
        (
            "Gestructureerde mededeling voor factuur ⟨inv⟩: +++⟨ogm⟩+++",
            "Communication structurée : +++⟨ogm⟩+++ — IBAN ⟨ibanbe⟩, BIC GKCCBEBB",
            "SEPA-incasso: mandaat ⟨mandate⟩, incassant-id ⟨cid⟩, EndToEndId ⟨e2e⟩",
            "<Ntry><NtryRef>⟨ref⟩</NtryRef><AcctSvcrRef>⟨asr⟩</AcctSvcrRef>"
            '<Amt Ccy="EUR">1250.00</Amt></Ntry>',
            "Mollie settlement ⟨stl⟩ → bankreferentie ⟨bankref⟩ op ⟨ibannl⟩",
        ),
        _structured,
    ),
    Kind(
        "exact_online_ids",
        (
            "GET /api/v1/⟨div⟩/salesinvoice/SalesInvoices(guid'⟨g⟩') → 404, factuur was al "
            "geboekt als ⟨entry⟩",
            '{"d":{"results":[{"InvoiceID":"⟨g⟩","InvoiceNumber":⟨invno⟩,"Journal":"70",'
            '"OrderedBy":"⟨g2⟩"}]}}',
            "Exact-app-registratie: client_id ⟨g⟩ (publiek), redirect "
            "https://admin.laadpunt.eu/oauth/exact — het secret staat in Key Vault",
            "Divisie ⟨div⟩ = Laadpunt Lage Landen B.V.; ⟨div2⟩ = LLL Belgium SRL",
            "X-RateLimit-Minutely-Remaining: 0 voor divisie ⟨div⟩; request-id ⟨g⟩",
            "Sync Exact : ⟨count⟩ factures, dernière EntryID ⟨g⟩",
        ),
        _exact,
    ),
    Kind(
        "ocpp_frames_and_ids",
        (
            '[2,"⟨mid⟩","BootNotification",{"chargingStation":{"model":"⟨model⟩",'
            '"vendorName":"⟨vendor⟩","serialNumber":"⟨serial⟩","firmwareVersion":"⟨fw⟩"},'
            '"reason":"PowerUp"}]',
            '[3,"⟨mid⟩",{"idTagInfo":{"status":"Accepted","expiryDate":"2038-05-01T00:00:00Z"},'
            '"transactionId":⟨txid⟩}]',
            "⟨ts⟩Z INFO ocpp-gw cp=⟨cp⟩ msg=StatusNotification connectorId=⟨conn⟩ "
            "status=Charging uid=⟨mid⟩",
            '[2,"⟨mid⟩","TransactionEvent",{"eventType":"Updated","timestamp":"⟨ts⟩Z",'
            '"transactionInfo":{"transactionId":"⟨txuuid⟩"},'
            '"idToken":{"idToken":"⟨rfid⟩","type":"ISO14443"}}]',
            "SecurityEventNotification van ⟨cp⟩: type InvalidChargingStationCertificate, "
            "techInfo serial ⟨certserial⟩",
            "GetConfiguration op ⟨cp⟩: AuthorizationKey wordt niet teruggegeven (write-only), "
            "SecurityProfile=2, HeartbeatInterval=⟨hb⟩",
        ),
        _ocpp,
    ),
    Kind(
        "ocpi_hubject_ids",
        (
            '{"country_code":"NL","party_id":"LLL","id":"⟨sess⟩","kwh":⟨kwh⟩,'
            '"cdr_token":{"uid":"⟨uid⟩","type":"RFID","contract_id":"⟨emaid⟩"},'
            '"location_id":"⟨loc⟩","evse_uid":"⟨evse⟩"}',
            "Hubject AuthorizeRemoteStart: SessionID ⟨huuid⟩, EvseID ⟨evse⟩, EMP ⟨emp⟩",
            "CDR ⟨cdr⟩ voor locatie ⟨loc⟩ (Gent-Dampoort) werd door Gireve geweigerd: "
            "'unknown token'",
            "| EVSE | locatie | connector |\n|---|---|---|\n| ⟨evse⟩ | ⟨loc⟩ | 1 |\n"
            "| ⟨evse2⟩ | ⟨loc⟩ | 2 |",
            "GET /ocpi/emsp/2.2.1/tokens/NL/LLL/⟨uid⟩/authorize?type=RFID → ALLOWED",
            "Session OCPI ⟨sess⟩ terminée, CDR ⟨cdr⟩ envoyé à Gireve (X-Request-ID ⟨rid⟩)",
        ),
        _ocpi,
    ),
    Kind(
        "rfid_emaid_contract_ids",
        (
            "Laadpas ⟨pas⟩: RFID-UID ⟨uid⟩, eMAID ⟨emaid⟩",
            "Token OCPI (uid ⟨uid⟩, type RFID, contract_id ⟨emaid⟩) bloqué : "
            "whitelist ALLOWED_OFFLINE",
            "Plug & Charge: PCID ⟨pcid⟩, serial contractcertificaat ⟨serial⟩ (V2G Root Hubject)",
            "idTag ⟨uid⟩ werd Invalid — kaartnummer op de pas: ⟨visual⟩",
            'authorization cache op de paal: {"⟨uid⟩": "Accepted", "⟨uid2⟩": "Blocked"}',
            "eMAID ⟨emaid⟩ ↔ RFID ⟨uid⟩, EVCO-ID zonder streepjes ⟨evco⟩",
        ),
        _rfid,
    ),
    Kind(
        "crm_mail_sms_ids",
        (
            '{"Messages":[{"Status":"success","To":[{"Email":"⟨email⟩","MessageUUID":"⟨u⟩",'
            '"MessageID":⟨mid⟩,"MessageHref":"https://api.mailjet.com/v3/REST/message/⟨mid⟩"}]}]}',
            "Teamleader-contact ⟨u⟩ (company ⟨u2⟩) gekoppeld aan laadpasklant ⟨cst⟩",
            "Bird sms ⟨u⟩ status delivered naar +32 4⟨phone⟩",
            "Mailjet-template ⟨tpl⟩ (facture mensuelle), CustomID ⟨custom⟩",
            "Webhook Teamleader deal.won: id ⟨u⟩, onderwerp 'Laadpalen parking Liège'",
            "Bounce Mailjet : MessageID ⟨mid⟩, erreur 'user unknown', campagne ⟨camp⟩",
        ),
        _crm_mail_sms,
    ),
)
