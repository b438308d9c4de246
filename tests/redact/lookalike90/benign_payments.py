"""Benign payment and banking look-alikes: ids, references, signatures over one message and
webhook bodies from PostFinance Checkout, Datatrans, TWINT, SIX/ISO 20022, bexio, Abacus,
Avaloq and Temenos. None of them grants access; several sit next to "key" or "signature"."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike90.gen import (
    DIGITS,
    UPPER_ALNUM,
    Kind,
    b64,
    day,
    epoch,
    hexs,
    hhmm,
    iban_ch,
    isin_ch,
    lei,
    num,
    pick,
    qrr_reference,
    scor_reference,
    spaced,
    ts,
    uuid4,
)

_STATES = ("AUTHORIZED", "COMPLETED", "FULFILL", "FAILED", "DECLINE", "VOIDED")
_BICS = ("POFICHBEXXX", "UBSWCHZH80A", "ZKBKCHZZ80A", "RAIFCH22XXX", "BCGECHGGXXX")


def _pfc(r: Random) -> dict[str, str]:
    return {
        "tx": num(r, 9),
        "space": num(r, 5),
        "user": num(r, 6),
        "listener": num(r, 6),
        "entity": num(r, 7),
        "state": r.choice(_STATES),
        "ext": "alpr-" + num(r, 8),
        "ts": ts(r),
        "kid": num(r, 3),
    }


def _datatrans(r: Random) -> dict[str, str]:
    return {
        "tx": "2381" + num(r, 14),
        "mid": "11000" + num(r, 5),
        "refno": "AR-" + pick(r, UPPER_ALNUM, 10),
        "amount": str(r.randint(500, 2_500_000)),
        "acq": num(r, 6),
        "ts": ts(r),
        "day": day(r),
    }


def _webhook_sig(r: Random) -> dict[str, str]:
    return {
        "t": epoch(r),
        "s0": hexs(r, 64),
        "sig": b64(r, 72),
        "kid": uuid4(r),
        "tx": "2381" + num(r, 14),
        "pfctx": num(r, 9),
    }


def _twint(r: Random) -> dict[str, str]:
    return {
        "mid": uuid4(r),
        "order": uuid4(r),
        "ref": "TW-" + num(r, 10),
        "pair": num(r, 5),
        "cashreg": "alpr-kasse-" + num(r, 2),
        "ts": ts(r),
        "amt": f"{r.randint(5, 900)}.{r.randint(0, 99):02d}",
    }


def _iso(r: Random) -> dict[str, str]:
    return {
        "msg": "CAMT053-" + day(r).replace("-", "") + "-" + num(r, 6),
        "acctsvcr": num(r, 16),
        "e2e": "E2E-" + pick(r, UPPER_ALNUM, 20),
        "uetr": uuid4(r),
        "pmtinf": "PMTINF-" + pick(r, UPPER_ALNUM, 12),
        "iban": iban_ch(r),
        "bic": r.choice(_BICS),
        "amt": f"{r.randint(100, 950000)}.{r.randint(0, 99):02d}",
        "day": day(r),
    }


def _qr(r: Random) -> dict[str, str]:
    qriban = iban_ch(r, qr=True)
    return {
        "qriban": qriban,
        "qriban_sp": spaced(qriban),
        "qrr": qrr_reference(r),
        "scor": scor_reference(r),
        "iban": spaced(iban_ch(r)),
        "amt": f"{r.randint(50, 99000)}.{r.randint(0, 99):02d}",
        "inv": "RE-" + num(r, 7),
    }


def _payload(r: Random) -> dict[str, str]:
    return {
        "entity": num(r, 9),
        "listener": num(r, 6),
        "space": num(r, 5),
        "uid": uuid4(r),
        "tx": "2381" + num(r, 14),
        "state": r.choice(_STATES),
        "ts": ts(r),
        "alias": pick(r, DIGITS, 17),
        "hash": hexs(r, 64),
    }


def _bexio_abacus(r: Random) -> dict[str, str]:
    return {
        "contact": num(r, 4),
        "inv": num(r, 5),
        "doc": "RE-" + num(r, 5),
        "mandant": num(r, 4),
        "beleg": num(r, 8),
        "uuid": uuid4(r),
        "company": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 14),
        "etag": hexs(r, 32),
        "day": day(r),
    }


def _core_banking(r: Random) -> dict[str, str]:
    return {
        "bp": num(r, 8),
        "ft": "FT" + num(r, 5) + pick(r, UPPER_ALNUM, 5),
        "aa": "AA" + num(r, 5) + pick(r, UPPER_ALNUM, 5),
        "cont": num(r, 7) + "." + num(r, 3),
        "order": num(r, 10),
        "corr": uuid4(r),
        "ckey": hexs(r, 40),
        "day": day(r),
        "hhmm": hhmm(r),
    }


def _instruments(r: Random) -> dict[str, str]:
    isin, valor = isin_ch(r)
    isin2, valor2 = isin_ch(r)
    return {
        "isin": isin,
        "valor": valor,
        "isin2": isin2,
        "valor2": valor2,
        "lei": lei(r),
        "bic": r.choice(_BICS),
        "port": "PF-" + num(r, 6),
        "qty": str(r.randint(10, 90000)),
        "px": f"{r.randint(10, 900)}.{r.randint(0, 99):02d}",
    }


BENIGN_PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "postfinance_checkout_ids",
        (
            "PostFinance Checkout: Transaktion ⟨tx⟩ im Space ⟨space⟩ steht auf ⟨state⟩, "
            "merchantReference ⟨ext⟩",
            "GET /api/transaction/read?spaceId=⟨space⟩&id=⟨tx⟩ → 200, state=⟨state⟩",
            "| spaceId | applicationUserId | webhookListenerId | entityId |\n"
            "|---|---|---|---|\n| ⟨space⟩ | ⟨user⟩ | ⟨listener⟩ | ⟨entity⟩ |",
            "Webhook-Listener ⟨listener⟩ (Entity 1472041829003, Transaction) zeigt auf "
            "/hooks/pfc; signing key id ⟨kid⟩ kommt aus /api/webhook-encryption/read",
            "⟨ts⟩ WARN pfc-client retry transaction=⟨tx⟩ space=⟨space⟩ user=⟨user⟩ attempt=2",
        ),
        _pfc,
        n=11,
    ),
    Kind(
        "datatrans_transaction_refs",
        (
            "Datatrans transactionId ⟨tx⟩ (refno ⟨refno⟩, merchant ⟨mid⟩) wurde am ⟨day⟩ "
            "settled, acquirerAuthorizationCode ⟨acq⟩",
            '{"transactionId": "⟨tx⟩", "merchantId": "⟨mid⟩", "refno": "⟨refno⟩", '
            '"amount": ⟨amount⟩, "currency": "CHF", "status": "settled"}',
            "⟨ts⟩ INFO datatrans.settle tx=⟨tx⟩ refno=⟨refno⟩ amount=⟨amount⟩ CHF ok",
            "curl -u $DT_MERCHANT:$DT_PASSWORD "
            "https://api.sandbox.datatrans.com/v1/transactions/⟨tx⟩/settle",
            "Le remboursement de la transaction ⟨tx⟩ (⟨refno⟩) est bloqué : code acquéreur ⟨acq⟩",
        ),
        _datatrans,
        n=11,
    ),
    Kind(
        "payment_webhook_signatures",
        (
            "Datatrans-Signature: t=⟨t⟩,s0=⟨s0⟩",
            "Webhook von Datatrans für ⟨tx⟩ abgelehnt: s0=⟨s0⟩ passt nicht zum Body "
            "(falscher Timestamp t=⟨t⟩)",
            "x-signature: algorithm=SHA256withECDSA, keyId=⟨kid⟩, signature=⟨sig⟩",
            "PostFinance Checkout signiert jeden Webhook einzeln: für Transaktion ⟨pfctx⟩ "
            "kam signature=⟨sig⟩ (keyId ⟨kid⟩, öffentlicher Schlüssel via API).",
            "La signature du webhook (s0=⟨s0⟩) ne couvre que ce message ; "
            "t=⟨t⟩ est l'horodatage Unix.",
        ),
        _webhook_sig,
        n=11,
    ),
    Kind(
        "twint_ids",
        (
            "TWINT merchantUuid ⟨mid⟩, orderUuid ⟨order⟩, merchantTransactionReference ⟨ref⟩",
            "Pairing am Terminal ⟨cashreg⟩ mit Code ⟨pair⟩ hat geklappt (Order ⟨order⟩, CHF ⟨amt⟩)",
            "<MerchantInformation><MerchantUuid>⟨mid⟩</MerchantUuid>"
            "<CashRegisterId>⟨cashreg⟩</CashRegisterId></MerchantInformation>",
            "⟨ts⟩ ERROR twint.monitorOrder order=⟨order⟩ status=IN_PROGRESS ref=⟨ref⟩",
            "L'ordine TWINT ⟨order⟩ risulta ancora aperto; il merchant UUID è ⟨mid⟩.",
        ),
        _twint,
        n=11,
    ),
    Kind(
        "iso20022_message_ids",
        (
            "<GrpHdr><MsgId>⟨msg⟩</MsgId><CreDtTm>⟨day⟩T06:00:00</CreDtTm></GrpHdr>",
            "camt.053 vom ⟨day⟩: AcctSvcrRef ⟨acctsvcr⟩, EndToEndId ⟨e2e⟩, "
            "Betrag CHF ⟨amt⟩ auf ⟨iban⟩",
            "<PmtInf><PmtInfId>⟨pmtinf⟩</PmtInfId>\n  <CdtTrfTxInf><PmtId>"
            "<EndToEndId>⟨e2e⟩</EndToEndId><UETR>⟨uetr⟩</UETR></PmtId>\n"
            "  <CdtrAgt><FinInstnId><BICFI>⟨bic⟩</BICFI></FinInstnId></CdtrAgt>",
            "pain.001 ⟨pmtinf⟩ wurde von der Bank mit pain.002 RJCT beantwortet (UETR ⟨uetr⟩)",
            "Le camt.053 ⟨msg⟩ contient deux fois l'EndToEndId ⟨e2e⟩ — doublon côté banque.",
        ),
        _iso,
        n=11,
    ),
    Kind(
        "qr_bill_references",
        (
            "QR-Rechnung ⟨inv⟩: QR-IBAN ⟨qriban_sp⟩, Referenz ⟨qrr⟩, Betrag CHF ⟨amt⟩",
            "SPC\n0200\n1\n⟨qriban⟩\nS\nAlpenrand Vermoegen AG\nBahnhofstrasse\n12\n8001\n"
            "Zuerich\nCH\n\n\n\n\n\n\n\n⟨amt⟩\nCHF\n\n\n\n\n\n\n\nQRR\n⟨qrr⟩\n⟨inv⟩\nEPD",
            "Mit SCOR-Referenz ⟨scor⟩ darf man kein QR-IBAN nehmen — normales IBAN ⟨iban⟩ "
            "verwenden",
            "La référence QR ⟨qrr⟩ a un chiffre de contrôle valide (modulo 10 récursif).",
            "| Rechnung | IBAN | Referenz |\n|---|---|---|\n| ⟨inv⟩ | ⟨qriban_sp⟩ | ⟨qrr⟩ |",
        ),
        _qr,
        n=11,
    ),
    Kind(
        "payment_webhook_payloads",
        (
            '{"eventId":⟨entity⟩,"entityId":⟨entity⟩,"listenerEntityId":1472041829003,'
            '"listenerEntityTechnicalName":"Transaction","spaceId":⟨space⟩,'
            '"webhookListenerId":⟨listener⟩,"timestamp":"⟨ts⟩"}',
            '{\n  "transactionId": "⟨tx⟩",\n  "status": "⟨state⟩",\n  "card": {\n'
            '    "alias": "⟨alias⟩",\n    "masked": "424242xxxxxx4242"\n  },\n'
            '  "history": [{"action": "init", "date": "⟨ts⟩"}]\n}',
            "Body-Hash (sha256) des fehlerhaften Webhooks: ⟨hash⟩ — Idempotency-Key ⟨uid⟩",
            "POST /hooks/pfc 202 entityId=⟨entity⟩ space=⟨space⟩ request_id=⟨uid⟩",
        ),
        _payload,
        n=11,
    ),
    Kind(
        "bexio_abacus_ids",
        (
            "bexio: Rechnung ⟨doc⟩ (kb_invoice id ⟨inv⟩) für Kontakt ⟨contact⟩ ist offen "
            "seit ⟨day⟩",
            "GET https://api.bexio.com/2.0/kb_invoice/⟨inv⟩ → 404 (company ⟨company⟩)",
            "Abacus Mandant ⟨mandant⟩, Beleg ⟨beleg⟩, Buchungs-GUID ⟨uuid⟩",
            'ETag: "⟨etag⟩"  ← Abacus liefert den beim PATCH zurück, If-Match nötig',
            "Dans Abacus, le mandant ⟨mandant⟩ a le journal ⟨beleg⟩ verrouillé (GUID ⟨uuid⟩).",
        ),
        _bexio_abacus,
        n=11,
    ),
    Kind(
        "avaloq_temenos_refs",
        (
            "Avaloq Geschäftspartner ⟨bp⟩, Container ⟨cont⟩, Auftrag ⟨order⟩ — "
            "correlationId ⟨corr⟩",
            "Temenos Transact: FT-Referenz ⟨ft⟩, Arrangement ⟨aa⟩, gebucht ⟨day⟩ ⟨hhmm⟩",
            "⟨day⟩T⟨hhmm⟩ avaloq-sync WARN bp=⟨bp⟩ cache_key=⟨ckey⟩ stale",
            "Le client ⟨bp⟩ (Avaloq) correspond à l'arrangement Temenos ⟨aa⟩.",
            "Ordine ⟨order⟩ su Avaloq respinto; riferimento Temenos ⟨ft⟩.",
        ),
        _core_banking,
        n=11,
    ),
    Kind(
        "financial_instrument_ids",
        (
            "Position ⟨port⟩: ⟨qty⟩ × ⟨isin⟩ (Valor ⟨valor⟩) zu CHF ⟨px⟩",
            "| ISIN | Valor | Emittent-LEI |\n|---|---|---|\n| ⟨isin⟩ | ⟨valor⟩ | ⟨lei⟩ |\n"
            "| ⟨isin2⟩ | ⟨valor2⟩ | ⟨lei⟩ |",
            "LEI ⟨lei⟩ der Gegenpartei fehlt im Reporting (BIC ⟨bic⟩)",
            "Le titre ⟨isin⟩ (valeur ⟨valor⟩) est absent du camt.053 du portefeuille ⟨port⟩.",
            "instrument_key: ⟨isin⟩  # Schlüssel im Kurs-Cache, kein Geheimnis",
        ),
        _instruments,
        n=11,
    ),
)
