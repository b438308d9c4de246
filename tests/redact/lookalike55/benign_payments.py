"""Benign look-alikes of billing: the company's own published IBANs, SEPA creditor ids and
mandate references, pain.008 batches, Mollie object ids, bank statement references and
structured payment references. All check digits are valid; none is a credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike55.gen import (
    ALNUM,
    DIGITS,
    UPPER_ALNUM,
    Kind,
    creditor_id,
    digits,
    iban,
    iban_grouped,
    mandate_ref,
    mollie_id,
    num,
    pick,
    uuid4,
)

_BIC = {
    "INGB": "INGBNL2A",
    "ABNA": "ABNANL2A",
    "RABO": "RABONL2U",
    "TRIO": "TRIONL2U",
    "36050000": "SPESDE3EXXX",
    "36010043": "PBNKDEFF",
    "37040044": "COBADEFFXXX",
    "30020900": "CMCIDEDD",
}


def bic_of(value: str) -> str:
    return _BIC[value[4:8]] if value.startswith("NL") else _BIC[value[4:12]]


def _amount(r: Random) -> str:
    return f"{r.randint(5, 2400)}.{r.randint(0, 99):02d}"


def _ibans(r: Random) -> dict[str, str]:
    nl, de = iban(r, "NL"), iban(r, "DE")
    return {
        "iban": nl,
        "ibang": iban_grouped(nl),
        "bic": bic_of(nl),
        "deiban": de,
        "deibang": iban_grouped(de),
        "debic": bic_of(de),
        "kvk": num(r, 8),
        "inv": "F" + num(r, 9),
    }


def _mandates(r: Random) -> dict[str, str]:
    return {
        "mref": mandate_ref(r),
        "mref2": mandate_ref(r),
        "ci": creditor_id(r, "NL"),
        "cide": creditor_id(r, "DE"),
        "mdt": mollie_id(r, "mdt"),
        "cst": mollie_id(r, "cst"),
        "d": f"{r.randint(1, 28):02d}",
        "code": r.choice(("MD06", "AM04", "MS02", "AC04", "SL01")),
    }


def _pain008(r: Random) -> dict[str, str]:
    nl = iban(r, "NL")
    return {
        "msgid": "GWN-" + num(r, 8) + "-" + pick(r, UPPER_ALNUM, 6),
        "pmtinf": "PMT-2032-06-" + num(r, 5),
        "e2e": "E2E" + pick(r, UPPER_ALNUM, 20),
        "mref": mandate_ref(r),
        "ci": creditor_id(r, "NL"),
        "iban": nl,
        "bic": bic_of(nl),
        "amt": _amount(r),
        "n": str(r.randint(2, 9000)),
        "d": f"{r.randint(1, 28):02d}",
    }


def _mollie(r: Random) -> dict[str, str]:
    return {
        "tr": mollie_id(r, "tr"),
        "tr2": mollie_id(r, "tr"),
        "ord": mollie_id(r, "ord", 6),
        "re": mollie_id(r, "re"),
        "chb": mollie_id(r, "chb"),
        "sub": mollie_id(r, "sub"),
        "cst": mollie_id(r, "cst"),
        "mdt": mollie_id(r, "mdt"),
        "pfl": mollie_id(r, "pfl"),
        "stl": mollie_id(r, "stl"),
        "amt": _amount(r),
    }


def _statement(r: Random) -> dict[str, str]:
    own = iban(r, "NL")
    return {
        "iban": own,
        "e2e": "E2E" + pick(r, UPPER_ALNUM, 20),
        "asr": pick(r, DIGITS, 4) + pick(r, UPPER_ALNUM, 12),
        "amt": _amount(r),
        "d": f"{r.randint(1, 28):02d}",
        "mref": mandate_ref(r),
        "ci": creditor_id(r, "NL"),
        "batch": uuid4(r),
        "code": r.choice(("MD06", "AM04", "MS02", "AC04")),
        "stl": mollie_id(r, "stl"),
        "amtc": f"{r.randint(5, 2400)},{r.randint(0, 99):02d}",
    }


def _betalingskenmerk(r: Random) -> str:
    body = digits(r, 15)
    weights = (2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4, 8, 5, 10)
    total = sum(int(d) * w for d, w in zip(reversed(body), weights, strict=True))
    check = 11 - total % 11
    check = {10: 1, 11: 0}.get(check, check)
    value = str(check) + body
    return " ".join(value[i : i + 4] for i in range(0, 16, 4))


def _rf(r: Random) -> str:
    ref = pick(r, UPPER_ALNUM, r.randint(10, 18))
    numeric = "".join(str(int(c, 36)) for c in ref + "RF00")
    return f"RF{98 - int(numeric) % 97:02d}{ref}"


def _refs(r: Random) -> dict[str, str]:
    return {
        "bk": _betalingskenmerk(r),
        "rf": _rf(r),
        "inv": "F" + num(r, 9),
        "deb": num(r, 8),
        "amt": _amount(r),
        "alnum": pick(r, ALNUM, 8),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "company_published_ibans",
        (
            "Betalingen aan Gelderwerk Netbeheer B.V. op ⟨ibang⟩ (BIC ⟨bic⟩) o.v.v. factuurnummer "
            "⟨inv⟩.",
            "Bankverbindung Gelderwerk Netze GmbH: IBAN ⟨deibang⟩, BIC ⟨debic⟩",
            'CREDITOR_IBAN=⟨iban⟩\nCREDITOR_BIC=⟨bic⟩\nCREDITOR_NAME="Gelderwerk Netbeheer B.V."\n'
            "CREDITOR_KVK=⟨kvk⟩",
            "<CdtrAcct><Id><IBAN>⟨iban⟩</IBAN></Id></CdtrAcct><CdtrAgt><FinInstnId>"
            "<BICFI>⟨bic⟩</BICFI></FinInstnId></CdtrAgt>",
        ),
        _ibans,
    ),
    Kind(
        "sepa_mandate_ids",
        (
            "Mandaat ⟨mref⟩ getekend op ⟨d⟩-05-2032, incassant-id ⟨ci⟩.",
            "Mandatsreferenz ⟨mref⟩ / Gläubiger-ID ⟨cide⟩ — Rücklastschrift ⟨code⟩",
            '{"resource": "mandate", "id": "⟨mdt⟩", "mode": "live", "status": "valid", '
            '"method": "directdebit", "mandateReference": "⟨mref⟩", "signatureDate": '
            '"2032-05-⟨d⟩", "customerId": "⟨cst⟩"}',
            "Mandaat ⟨mref2⟩ vervangt ⟨mref⟩ (amendement, zelfde incassant ⟨ci⟩).",
        ),
        _mandates,
    ),
    Kind(
        "pain008_batches",
        (
            '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:'
            'xsd:pain.008.001.08">\n<CstmrDrctDbtInitn>\n<GrpHdr><MsgId>⟨msgid⟩</MsgId><NbOfTxs>⟨n⟩'
            "</NbOfTxs></GrpHdr>\n<PmtInf><PmtInfId>⟨pmtinf⟩</PmtInfId><PmtMtd>DD</PmtMtd>\n"
            "<CdtrAcct><Id><IBAN>⟨iban⟩</IBAN></Id></CdtrAcct>\n<CdtrSchmeId><Id><PrvtId><Othr>"
            "<Id>⟨ci⟩</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>\n"
            '<DrctDbtTxInf><PmtId><EndToEndId>⟨e2e⟩</EndToEndId></PmtId><InstdAmt Ccy="EUR">⟨amt⟩'
            "</InstdAmt>\n<DrctDbtTx><MndtRltdInf><MndtId>⟨mref⟩</MndtId><DtOfSgntr>2031-11-⟨d⟩"
            "</DtOfSgntr></MndtRltdInf></DrctDbtTx></DrctDbtTxInf>\n</PmtInf>\n"
            "</CstmrDrctDbtInitn>\n"
            "</Document>",
            "Batch ⟨msgid⟩ (⟨n⟩ incasso's, PmtInfId ⟨pmtinf⟩) afgekeurd: EndToEndId ⟨e2e⟩ dubbel.",
        ),
        _pain008,
    ),
    Kind(
        "mollie_object_ids",
        (
            "Webhook POST /webhooks/mollie, body: id=⟨tr⟩",
            '{"resource": "payment", "id": "⟨tr⟩", "mode": "live", "amount": {"value": "⟨amt⟩", '
            '"currency": "EUR"}, "status": "paid", "profileId": "⟨pfl⟩", "customerId": "⟨cst⟩", '
            '"mandateId": "⟨mdt⟩", "sequenceType": "recurring", "settlementId": "⟨stl⟩"}',
            "Terugbetaling ⟨re⟩ voor ⟨tr⟩ (order ⟨ord⟩) staat op 'pending'.",
            "Chargeback ⟨chb⟩ on ⟨tr⟩; subscription ⟨sub⟩ paused, retry as ⟨tr2⟩.",
            'GET https://api.mollie.com/v2/payments/⟨tr⟩ → 404 "No payment exists with token '
            '⟨tr⟩."',
        ),
        _mollie,
    ),
    Kind(
        "bank_statement_references",
        (
            "camt.053 ⟨d⟩-06: +⟨amt⟩ EUR op ⟨iban⟩, EndToEndId ⟨e2e⟩, AcctSvcrRef ⟨asr⟩",
            ":61:3206⟨d⟩06⟨d⟩C⟨amtc⟩NDDTNONREF//⟨asr⟩\n:86:/EREF/⟨e2e⟩/MARF/⟨mref⟩/CSID/⟨ci⟩/"
            "RTRN/⟨code⟩",
            "Mollie-uitbetaling ⟨stl⟩ kwam binnen als batch ⟨batch⟩ (⟨amt⟩ EUR).",
        ),
        _statement,
    ),
    Kind(
        "structured_payment_references",
        (
            "Betalingskenmerk ⟨bk⟩ hoort bij factuur ⟨inv⟩ (debiteur ⟨deb⟩).",
            "Verwendungszweck: ⟨rf⟩ — Abschlag Netzentgelt, Kunde ⟨deb⟩",
            "| Factuur | Kenmerk | Bedrag |\n|---|---|---|\n| ⟨inv⟩ | ⟨bk⟩ | € ⟨amt⟩ |",
            "Structured creditor reference ⟨rf⟩ (ISO 11649) for invoice ⟨inv⟩, batch ⟨alnum⟩",
        ),
        _refs,
    ),
)
