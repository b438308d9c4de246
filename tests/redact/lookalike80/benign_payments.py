"""Benign look-alikes from payments, invoicing, shipping and freight: ids, references,
signatures of single messages and public merchant identifiers. None of these texts holds a
credential; each must come out of the scrubber byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike80.gen import (
    ALNUM,
    UPPER_ALNUM,
    b64,
    benign_kind,
    clock,
    comgate_trans_id,
    container_no,
    day,
    digits,
    epoch,
    group,
    hexs,
    iban_cz,
    iban_pl,
    ico,
    inpost_tracking,
    ksef_number,
    ksef_reference,
    nip,
    num,
    p24_token,
    packeta_barcode,
    paczkomat,
    payu_order_id,
    pick,
    stamp,
    uhex,
    uic_wagon,
    uuid4,
    wagonik_order,
    wrap,
)

_PAYU_STATUS = ("COMPLETED", "PENDING", "WAITING_FOR_CONFIRMATION", "CANCELED")


def _amount(r: Random) -> str:
    return str(r.randint(40, 4800) * 100 + r.choice((0, 0, 50, 99)))


def _payu_orders(r: Random) -> dict[str, str]:
    amount = _amount(r)
    return {
        "order": payu_order_id(r),
        "order2": payu_order_id(r),
        "ext": wagonik_order(r),
        "ext2": wagonik_order(r),
        "status": r.choice(_PAYU_STATUS),
        "amount": amount,
        "amount_pln": f"{int(amount) / 100:.2f} PLN",
        "amount2": f"{r.randint(40, 900)}.00 PLN",
        "refund": num(r, 10),
        "ts": stamp(r),
        "clock": clock(r),
    }


def _payu_sigs(r: Random) -> dict[str, str]:
    return {
        "sig": hexs(r, 32),
        "sig2": hexs(r, 32),
        "sig256": hexs(r, 64),
        "order": payu_order_id(r),
        "ts": stamp(r),
        "n": str(r.randint(1, 60)),
    }


def _p24(r: Random) -> dict[str, str]:
    return {
        "m": num(r, 6),
        "session": r.choice((uuid4(r), wagonik_order(r))),
        "order": num(r, 9),
        "sign": hexs(r, 96),
        "tok": p24_token(r),
        "method": str(r.choice((154, 181, 227, 239, 266))),
        "blik": digits(r, 6),
        "amount": _amount(r),
        "stmt": num(r, 9),
        "ts": stamp(r),
    }


def _comgate_gopay(r: Random) -> dict[str, str]:
    trans = comgate_trans_id(r)
    return {
        "trans": trans,
        "ref": wagonik_order(r),
        "pid": num(r, 10),
        "pid2": num(r, 10),
        "goid": num(r, 10),
        "gw": pick(r, ALNUM, 32),
        "amount": _amount(r),
        "ts": stamp(r),
    }


def _shipping(r: Random) -> dict[str, str]:
    return {
        "track": inpost_tracking(r),
        "sid": num(r, 10),
        "locker": paczkomat(r),
        "barcode": packeta_barcode(r),
        "pid": num(r, 10),
        "point": num(r, r.choice((4, 5))),
        "day": day(r),
        "ts": stamp(r),
        "pstatus": r.choice(("deposited", "ready for pickup", "delivered", "returned")),
    }


def _invoices(r: Random) -> dict[str, str]:
    tax_id = nip(r)
    return {
        "nip": tax_id,
        "ksef": ksef_number(r, tax_id),
        "ref": ksef_reference(r, r.choice(("SO", "SB", "EE"))),
        "guid": uuid4(r).upper(),
        "ico": ico(r),
        "vs": num(r, 10),
        "n": str(r.randint(1, 3999)),
        "inv": f"FV{r.randint(2037000, 2037999)}",
        "day": day(r),
        "ts": stamp(r),
    }


def _xades(r: Random) -> dict[str, str]:
    return {
        "digest": b64(r, 32),
        "sigval": b64(r, 64),
        "sigval_rsa": wrap(b64(r, 256), 76),
        "challenge": f"{day(r).replace('-', '')}-CR-{uhex(r, 10)}-{uhex(r, 10)}-{uhex(r, 2)}",
        "serial": str(r.getrandbits(120)),
        "inv": f"FV{r.randint(2037000, 2037999)}",
        "ts": stamp(r),
    }


def _regon(r: Random) -> str:
    weights = (8, 9, 2, 3, 4, 5, 6, 7)
    head = r.choice("123456789") + digits(r, 7)
    check = sum(int(d) * w for d, w in zip(head, weights, strict=True)) % 11 % 10
    return head + str(check)


def _bank(r: Random) -> dict[str, str]:
    tax_id = nip(r)
    pl = iban_pl(r)
    return {
        "nip": tax_id,
        "iban_pl": pl,
        "iban_pl_grouped": pl[:4] + " " + group(pl[4:]),
        "iban_cz": group(iban_cz(r)),
        "ico": ico(r),
        "vs": num(r, 10),
        "regon": _regon(r),
        "ext": wagonik_order(r),
        "eori": f"PL{tax_id}00000",
        "mrn": f"37{r.choice(('PL', 'CZ'))}{pick(r, UPPER_ALNUM, 13)}{digits(r, 1)}",
        "day": day(r),
    }


def _freight(r: Random) -> dict[str, str]:
    w1 = uic_wagon(r)
    return {
        "w1": w1,
        "w1raw": w1.replace(" ", "").replace("-", ""),
        "w2": uic_wagon(r),
        "cont": container_no(r),
        "cont2": container_no(r),
        "seal": f"{r.choice(('PL', 'CZ'))}{num(r, 7)}",
        "cim": num(r, 9),
        "cmr": f"PL{num(r, 7)}",
        "ord": wagonik_order(r),
        "train": num(r, 5),
        "lat": digits(r, 5),
        "lon": digits(r, 5),
        "clock": clock(r),
        "ts": stamp(r),
    }


def _sap(r: Random) -> dict[str, str]:
    return {
        "so": num(r, 7),
        "bp": num(r, 7),
        "doc": "51" + digits(r, 8),
        "guid": uuid4(r),
        "rawguid": uhex(r, 32),
        "dt": f"{day(r)}T{r.randint(6, 22):02d}%3A{r.randint(10, 59)}%3A{r.randint(10, 59)}"
        f".{digits(r, 7)}Z",
        "host": f"my{num(r, 6)}-api.s4hana.cloud.sap",
        "tr": "S4DK9" + digits(r, 5),
    }


def _hmac_sigs(r: Random) -> dict[str, str]:
    return {
        "epoch": str(epoch(r)),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "w": uic_wagon(r),
        "ts": stamp(r),
        "uuid": uuid4(r),
    }


def _public_ids(r: Random) -> dict[str, str]:
    return {
        "pos": num(r, r.choice((6, 7))),
        "m": num(r, 6),
        "cm": num(r, 6),
        "goid": num(r, 10),
        "tenant": uuid4(r),
        "client": uuid4(r),
        "sub": uuid4(r),
        "pkey": hexs(r, 16),
        "ikey": uuid4(r),
        "appid": uuid4(r),
        "kcid": uuid4(r),
        "org": num(r, r.choice((5, 6))),
        "lang": r.choice(("cs", "pl", "en")),
    }


PAYMENTS = (
    benign_kind(
        "payu_order_ids",
        (
            '{"orderId":"⟨order⟩","extOrderId":"⟨ext⟩","status":"⟨status⟩",'
            '"totalAmount":"⟨amount⟩","currencyCode":"PLN"}',
            "PayU: zamówienie ⟨order⟩ (extOrderId ⟨ext⟩) wisi w PENDING od ⟨clock⟩ — klient "
            "zapłacił BLIK-iem, czekamy na notyfikację.",
            "curl -s https://secure.payu.com/api/v2_1/orders/⟨order⟩ "
            '-H "Authorization: Bearer $PAYU_TOKEN" | jq .orders[0].status',
            "| orderId | extOrderId | kwota | status |\n|---|---|---|---|\n"
            "| ⟨order⟩ | ⟨ext⟩ | ⟨amount_pln⟩ | ⟨status⟩ |\n"
            "| ⟨order2⟩ | ⟨ext2⟩ | ⟨amount2⟩ | REFUNDED |",
            "⟨ts⟩ WARN payments-pl PayuNotifyHandler duplicate notification orderId=⟨order⟩ "
            "refundId=⟨refund⟩ ignored",
            "Refund ⟨refund⟩ k objednávce PayU ⟨order⟩ prošel až na druhý pokus (500 z "
            "/api/v2_1/orders/⟨order⟩/refunds).",
        ),
        _payu_orders,
    ),
    benign_kind(
        "payu_notification_signatures",
        (
            "OpenPayU-Signature: sender=checkout;signature=⟨sig⟩;algorithm=MD5;content=DOCUMENT",
            "⟨ts⟩ ERROR payments-pl signature mismatch for orderId=⟨order⟩: header ⟨sig⟩, "
            "computed ⟨sig2⟩",
            "Nagłówek z notyfikacji PayU do testu jednostkowego (podpis jednej wiadomości):\n"
            "OpenPayU-Signature: sender=checkout;signature=⟨sig256⟩;algorithm=SHA-256;"
            "content=DOCUMENT",
            'HEADER = "sender=checkout;signature=⟨sig⟩;algorithm=MD5;content=DOCUMENT"\n'
            'BODY = Path("tests/fixtures/payu/notify-⟨n⟩.json").read_bytes()',
            "PayU podepisuje každou notifikaci zvlášť: signature=⟨sig⟩ patří k tělu objednávky "
            "⟨order⟩, nic dalšího se z toho neodvodí.",
        ),
        _payu_sigs,
    ),
    benign_kind(
        "przelewy24_blik_transactions",
        (
            "Link do płatności P24 dla klienta z Opola: https://secure.przelewy24.pl/trnRequest/"
            "⟨tok⟩",
            '{"merchantId":⟨m⟩,"posId":⟨m⟩,"sessionId":"⟨session⟩","amount":⟨amount⟩,'
            '"originAmount":⟨amount⟩,"currency":"PLN","orderId":⟨order⟩,"methodId":⟨method⟩,'
            '"statement":"p24-⟨stmt⟩","sign":"⟨sign⟩"}',
            "⟨ts⟩ INFO payments-pl P24 verify ok sessionId=⟨session⟩ orderId=⟨order⟩ sign=⟨sign⟩",
            "Kod BLIK ⟨blik⟩ z testu już wygasł (ważny 2 min), transakcja P24 ⟨order⟩ poszła "
            "na status 1.",
            "Sign z P24 (SHA-384 přes sessionId, orderId, amount a currency) pro ⟨session⟩ je "
            "⟨sign⟩ — jen kontrolní součet jedné transakce.",
        ),
        _p24,
    ),
    benign_kind(
        "comgate_gopay_payment_ids",
        (
            "Comgate transId ⟨trans⟩ (refId ⟨ref⟩) je ve stavu PAID, ale do SAP se nepropsal.",
            '{"id":⟨pid⟩,"order_number":"⟨ref⟩","state":"PAID","amount":⟨amount⟩,'
            '"currency":"CZK","payer":{"payment_instrument":"PAYMENT_CARD"},'
            '"target":{"type":"ACCOUNT","goid":⟨goid⟩},'
            '"gw_url":"https://gw.sandbox.gopay.com/gw/v3/⟨gw⟩"}',
            "code=0&message=OK&transId=⟨trans⟩&redirect=https%3A%2F%2Fpayments.comgate.cz"
            "%2Fclient%2Finstructions%2Findex%3Fid%3D⟨trans⟩",
            "⟨ts⟩ INFO payments-cz GoPay notify id=⟨pid⟩ parent_id=⟨pid2⟩ state=PAID (recurrence)",
            "Zwrot w Comgate dla ⟨trans⟩ robimy przez /v1.0/refund z tym samym transId, kwota "
            "⟨amount⟩ haléřů.",
        ),
        _comgate_gopay,
    ),
    benign_kind(
        "inpost_packeta_tracking",
        (
            "InPost: przesyłka ⟨track⟩ (shipment id ⟨sid⟩) utknęła w paczkomacie ⟨locker⟩, "
            "status ready_to_pickup od ⟨day⟩.",
            "curl -s https://api-shipx-pl.easypack24.net/v1/tracking/⟨track⟩ "
            "| jq '.tracking_details[0]'",
            "Zásilkovna: zásilka ⟨barcode⟩ (packetId ⟨pid⟩) na výdejní místo ⟨point⟩, štítek A6 "
            "stažen přes packetLabelPdf.",
            "<packetStatus><apiPassword>${PACKETA_API_PASSWORD}</apiPassword>"
            "<packetId>⟨pid⟩</packetId></packetStatus>",
            "| przewoźnik | numer | status |\n|---|---|---|\n| InPost | ⟨track⟩ | delivered |\n"
            "| Packeta | ⟨barcode⟩ | ⟨pstatus⟩ |",
            "⟨ts⟩ WARN shipping-labels label retry carrier=inpost shipment_id=⟨sid⟩ "
            "tracking=⟨track⟩ attempt=3",
        ),
        _shipping,
    ),
    benign_kind(
        "ksef_isdoc_invoice_refs",
        (
            "Faktura FV/⟨n⟩/03/2037 ma numer KSeF ⟨ksef⟩ (sesja ⟨ref⟩).",
            '{"referenceNumber":"⟨ref⟩","status":{"code":200,"description":"Sukces"},'
            '"ksefNumber":"⟨ksef⟩","invoiceNumber":"FV/⟨n⟩/03/2037"}',
            '<Invoice xmlns="http://isdoc.cz/namespace/2013" version="6.0.2">\n'
            "  <DocumentType>1</DocumentType>\n  <ID>⟨inv⟩</ID>\n  <UUID>⟨guid⟩</UUID>\n"
            "  <IssueDate>⟨day⟩</IssueDate>\n  <VATApplicable>true</VATApplicable>\n"
            "  <AccountingSupplierParty><Party><PartyIdentification><ID>⟨ico⟩</ID>"
            "</PartyIdentification></Party></AccountingSupplierParty>",
            "ISDOC export pro IČO ⟨ico⟩: UUID dokladu ⟨guid⟩, VS ⟨vs⟩ — Pohoda ho odmítla "
            "kvůli duplicitnímu UUID.",
            "⟨ts⟩ INFO ksef-gateway invoice accepted ksefNumber=⟨ksef⟩ referenceNumber=⟨ref⟩ "
            "nip=⟨nip⟩",
            "UPO dla sesji ⟨ref⟩ pobrane; numer KSeF ⟨ksef⟩ wpisany do SAP (pole XBLNR).",
        ),
        _invoices,
    ),
    benign_kind(
        "xades_signature_values",
        (
            "<ds:SignedInfo>\n"
            '  <ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>\n'
            "  <ds:SignatureMethod "
            'Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>\n'
            '  <ds:Reference URI="">\n'
            '    <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>\n'
            "    <ds:DigestValue>⟨digest⟩</ds:DigestValue>\n  </ds:Reference>\n"
            "</ds:SignedInfo>\n<ds:SignatureValue>⟨sigval⟩</ds:SignatureValue>",
            "Podpis XAdES żądania uwierzytelnienia KSeF: DigestValue ⟨digest⟩, SignatureValue "
            "⟨sigval⟩ — podpis jednego dokumentu AuthTokenRequest (challenge ⟨challenge⟩).",
            "<xades:SigningCertificateV2>\n  <xades:Cert>\n    <xades:CertDigest>\n"
            '      <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>\n'
            "      <ds:DigestValue>⟨digest⟩</ds:DigestValue>\n    </xades:CertDigest>\n"
            "  </xades:Cert>\n</xades:SigningCertificateV2>",
            "⟨ts⟩ DEBUG ksef-gateway signed AuthTokenRequest challenge=⟨challenge⟩ "
            "signatureValue=⟨sigval⟩",
            "ISDOC podpis (ds:SignatureValue) faktury ⟨inv⟩, sériové číslo certifikátu "
            "⟨serial⟩:\n⟨sigval_rsa⟩",
        ),
        _xades,
    ),
    benign_kind(
        "bank_and_tax_ids",
        (
            "Dane do przelewu: Wagonik sp. z o.o., NIP ⟨nip⟩, rachunek ⟨iban_pl_grouped⟩, "
            "tytuł ⟨ext⟩.",
            "Bankovní spojení pobočky Ostrava: ⟨iban_cz⟩, IČO ⟨ico⟩, DIČ CZ⟨ico⟩, variabilní "
            "symbol ⟨vs⟩.",
            '"seller": {"nip": "⟨nip⟩", "regon": "⟨regon⟩", "iban": "⟨iban_pl⟩", '
            '"swift": "BREXPLPWXXX"}',
            "Split payment (MPP) wymaga rachunku VAT — ⟨iban_pl⟩ jest na białej liście od ⟨day⟩.",
            "EORI ⟨eori⟩ dla odprawy w Ostrawie; MRN ostatniej deklaracji ⟨mrn⟩.",
        ),
        _bank,
    ),
    benign_kind(
        "freight_reference_numbers",
        (
            "Wagony ⟨w1⟩ i ⟨w2⟩ odstawione na bocznicę w Ostrawie-Bartovicach, list przewozowy "
            "CIM ⟨cim⟩.",
            "Kontejner ⟨cont⟩ (40' HC) naložen na vůz ⟨w1⟩, plomba ⟨seal⟩.",
            "| vůz | kontejner | stanice |\n|---|---|---|\n| ⟨w1⟩ | ⟨cont⟩ | Ostrava hl.n. |\n"
            "| ⟨w2⟩ | ⟨cont2⟩ | Wrocław Brochów |",
            "⟨ts⟩ INFO wagon-tracker position wagon=⟨w1raw⟩ gps=50.⟨lat⟩,18.⟨lon⟩ "
            "train=⟨train⟩ eta=⟨clock⟩",
            "CMR ⟨cmr⟩ dla zlecenia ⟨ord⟩ — kierowca podpisał, skan w SharePoincie.",
        ),
        _freight,
    ),
    benign_kind(
        "sap_odata_references",
        (
            "GET /sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder('⟨so⟩')/to_Item"
            "?$format=json → 200, ETag W/\"datetimeoffset'⟨dt⟩'\"",
            '{"d":{"__metadata":{"id":"https://⟨host⟩/sap/opu/odata/sap/API_BUSINESS_PARTNER/'
            'A_BusinessPartner(\'⟨bp⟩\')","type":"API_BUSINESS_PARTNER.A_BusinessPartnerType",'
            '"etag":"W/\\"datetimeoffset\'⟨dt⟩\'\\""},"BusinessPartner":"⟨bp⟩",'
            '"BusinessPartnerUUID":"⟨guid⟩"}}',
            "Doklad SAP ⟨doc⟩ (FI, rok 2037) má v tabulce GUID ⟨rawguid⟩.",
            "sap-bridge: x-csrf-token: Fetch → 403 po 30 min, bo wygasł sap-contextid; zlecenie "
            "⟨so⟩ zapisane za drugim razem.",
            'Chyba ze SAP: ZWGK_SD/042 "Zakázka ⟨so⟩ je blokována", GUID ⟨rawguid⟩, transport '
            "⟨tr⟩.",
        ),
        _sap,
    ),
    benign_kind(
        "webhook_hmac_signatures",
        (
            "X-Wagonik-Signature: t=⟨epoch⟩,v1=⟨h⟩",
            "X-Grafana-Alerting-Signature: ⟨h⟩\nX-Grafana-Alerting-Signature-Timestamp: ⟨epoch⟩",
            "⟨ts⟩ WARN integrations webhook rejected partner=cd-cargo sig=sha256=⟨h⟩ "
            "computed=sha256=⟨h2⟩ (clock skew 312s)",
            'SIGNED = {\n    "body": b\'{"event":"wagon.arrived","wagon":"⟨w⟩"}\',\n'
            '    "signature": "⟨h⟩",\n}',
            "Podpis HMAC z nagłówka (sha256=⟨h⟩) dotyczy tylko wiadomości ⟨uuid⟩ — do testów "
            "regresji można go trzymać w repo.",
        ),
        _hmac_sigs,
    ),
    benign_kind(
        "public_merchant_and_client_ids",
        (
            "Identyfikatory sklepów: PayU POS ⟨pos⟩, P24 merchantId ⟨m⟩, Comgate merchant ⟨cm⟩, "
            "GoPay GoID ⟨goid⟩.",
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨client⟩\nAZURE_SUBSCRIPTION_ID=⟨sub⟩\n"
            "AZURE_FEDERATED_TOKEN_FILE=/var/run/secrets/azure/tokens/azure-identity-token",
            "<script>\n"
            '  Packeta.Widget.pick("⟨pkey⟩", onPointSelected, { country: "cz,pl,sk", '
            'language: "⟨lang⟩" });\n</script>',
            "APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=⟨ikey⟩;"
            "IngestionEndpoint=https://polandcentral-0.in.applicationinsights.azure.com/;"
            "ApplicationId=⟨appid⟩",
            "Keycloak: public client fwd-portal (PKCE S256, bez client secretu), client UUID "
            "⟨kcid⟩, realm wagonik.",
            "InPost organization_id ⟨org⟩, sending method parcel_locker; Packeta widget API key "
            "⟨pkey⟩ (veřejný, je v JS).",
        ),
        _public_ids,
    ),
)
