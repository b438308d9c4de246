"""Benign look-alikes from payments and banking: IBANs, QR-bills, SWIFT and ISO 20022
messages, BICs, Avaloq business keys, TWINT ids, securities ids, SIC references and XML
signatures. All must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike45.gen import (
    DIGITS,
    OUR_BIC,
    UPPER,
    UPPER_ALNUM,
    Kind,
    amount,
    b64,
    bic,
    certificate,
    creditor_reference,
    day,
    digits,
    grouped,
    guid,
    hexs,
    hexu,
    iban_ch,
    iban_foreign,
    isin_ch,
    lei,
    num,
    pick,
    qr_iban,
    qr_reference,
    qr_reference_grouped,
    stamp,
    valor,
    wrap,
)

_CREDITORS = (
    ("Régie du Rhône SA", "Rue du Rhône", "1204", "Genève"),
    ("Services Industriels de Genève", "Chemin du Château-Bloch", "1219", "Le Lignon"),
    ("Clinique des Vergers SA", "Avenue de Champel", "1206", "Genève"),
    ("Gemeinde Küsnacht", "Obere Dorfstrasse", "8700", "Küsnacht"),
    ("Fondation Arve-Salève", "Route de Veyrier", "1227", "Carouge"),
    ("Verein Musikschule Lavaux", "Route de la Corniche", "1096", "Cully"),
)
_DEBTORS = ("Sandrine Mercier", "Pedro Almeida", "Katrin Vogt", "Jean-Luc Perrin", "Inês Lopes")


def _lt(bic11: str) -> str:
    """The 12-character logical terminal address of a BIC."""
    return bic11[:8] + "X" + bic11[8:]


def _bank(r: Random) -> dict[str, str]:
    cred = r.choice(_CREDITORS)
    qrr = qr_reference(r)
    ch = iban_ch(r)
    qri = qr_iban(r)
    amt = amount(r)
    d = day(r)
    return {
        "iban": ch,
        "iban_g": grouped(ch),
        "iban2": iban_ch(r),
        "fiban": iban_foreign(r),
        "qriban": qri,
        "qriban_g": grouped(qri),
        "qrr": qrr,
        "qrr_g": qr_reference_grouped(qrr),
        "scor": creditor_reference(r),
        "uetr": guid(r),
        "uetr2": guid(r),
        "bic": bic(r),
        "bic2": bic(r),
        "amt": amt,
        "amt_c": amt.replace(".", ","),
        "day": d,
        "yymmdd": d[2:4] + d[5:7] + d[8:10],
        "ts": stamp(r),
        "cred": cred[0],
        "street": cred[1],
        "zip": cred[2],
        "city": cred[3],
        "no": str(r.randint(1, 140)),
        "debtor": r.choice(_DEBTORS),
        "inv": "F-" + d[:4] + "-" + digits(r, 5),
        "uid": num(r, 9),
        "ref20": r.choice(("EBK", "LEM", "PAY")) + d[2:4] + d[5:7] + d[8:10] + digits(r, 7),
        "ref20b": pick(r, UPPER_ALNUM, 16),
        "mur": pick(r, UPPER_ALNUM, 16),
        "sess": digits(r, 4),
        "seq": digits(r, 6),
        "chk": hexu(r, 12),
        "msgid": "LEMN" + d.replace("-", "") + "-" + digits(r, 9),
        "e2e": r.choice(("E2E", "NOTPROVIDED-", "")) + pick(r, UPPER_ALNUM, 20),
        "e2ehex": hexs(r, 32),
        "instr": "I" + digits(r, 15),
        "txid": d.replace("-", "") + pick(r, UPPER_ALNUM, 14),
        "acctref": pick(r, UPPER_ALNUM, 20),
    }


def _twint(r: Random) -> dict[str, str]:
    return {
        **_bank(r),
        "order": guid(r),
        "merchant": guid(r),
        "pairing": guid(r),
        "mtr": "LEM-TW-" + digits(r, 12),
        "twtx": num(r, 18),
        "cr": r.choice(("ebk-portal-web", "ebk-mobile-ios", "ebk-mobile-android")),
        "amt_t": f"{r.randint(5, 900)}.{r.choice(('00', '50', '90', '25'))}",
    }


def _avaloq(r: Random) -> dict[str, str]:
    bp = num(r, 7)
    return {
        **_bank(r),
        "bp": bp,
        "bp_f": f"{bp[:4]}.{bp[4:]}",
        "cont": f"{bp}.{r.randint(1, 9):02d}",
        "obj": num(r, r.choice((8, 9, 10))),
        "obj2": num(r, r.choice((8, 9, 10))),
        "ord": f"ORD.2030.{num(r, 7)}",
        "ext": f"LEM-CONT-{bp}-{r.randint(1, 9):02d}",
        "pos": f"POS#{num(r, 8)}#CHF",
        "job": f"J_EBK_{r.choice(('CAMT053', 'PAIN002', 'QRBILL', 'LIMITS'))}_{digits(r, 4)}",
        "sess_id": hexu(r, 16),
    }


def _securities(r: Random) -> dict[str, str]:
    v1, v2 = valor(r), valor(r)
    return {
        **_bank(r),
        "valor": v1,
        "isin": isin_ch(v1),
        "valor2": v2,
        "isin2": isin_ch(v2),
        "lei": lei(r),
        "lei2": lei(r),
        "qty": str(r.randint(10, 25000)),
        "px": f"{r.randint(20, 900)}.{r.randint(0, 99):02d}",
    }


def _sic(r: Random) -> dict[str, str]:
    isr = digits(r, 26) + str(r.randint(0, 9))
    return {
        **_bank(r),
        "iid": str(r.randint(100, 9999)),
        "qriid": str(r.randint(30000, 31999)),
        "isr": isr,
        "isr_g": qr_reference_grouped(isr),
        "isrp": f"01-{r.randint(1000, 99999)}-{r.randint(0, 9)}",
        "sicref": "SIC" + pick(r, DIGITS, 8) + pick(r, UPPER_ALNUM, 8),
        "ebill": "4110" + digits(r, 13),
        "bnum": pick(r, UPPER, 2) + digits(r, 6),
    }


def _xmlsig(r: Random) -> dict[str, str]:
    return {
        **_bank(r),
        "dig": b64(r, 32),
        "dig2": b64(r, 32),
        "sigv": wrap(b64(r, 256), 76),
        "sigv1": b64(r, 256),
        "cert": certificate(r, 700).replace("\n", ""),
        "serial": str(r.getrandbits(64)),
    }


_QR_PAYLOAD = (
    "SPC\n0200\n1\n⟨qriban⟩\nS\n⟨cred⟩\n⟨street⟩\n⟨no⟩\n⟨zip⟩\n⟨city⟩\nCH\n\n\n\n\n\n\n\n"
    "⟨amt⟩\nCHF\nS\n⟨debtor⟩\nRoute de Florissant\n12\n1206\nGenève\nCH\nQRR\n⟨qrr⟩\n"
    "Facture ⟨inv⟩\nEPD\n//S1/10/⟨inv⟩/11/⟨yymmdd⟩/30/⟨uid⟩/40/0:30"
)

_MT103 = (
    "{1:F01"
    + OUR_BIC[:8]
    + "A"
    + OUR_BIC[8:]
    + "⟨sess⟩⟨seq⟩}{2:I103⟨lt⟩N}{3:{108:⟨mur⟩}{121:⟨uetr⟩}}{4:\n"
    ":20:⟨ref20⟩\n:23B:CRED\n:32A:⟨yymmdd⟩CHF⟨amt_c⟩\n:50K:/⟨iban⟩\n⟨debtor⟩\n"
    "GENEVE\n:52A:" + OUR_BIC + "\n:57A:⟨bic⟩\n:59:/⟨fiban⟩\n⟨cred⟩\n:70:/RFB/⟨inv⟩\n"
    ":71A:SHA\n-}{5:{CHK:⟨chk⟩}}"
)


def _mt(r: Random) -> dict[str, str]:
    v = _bank(r)
    return {**v, "lt": _lt(v["bic"])}


BANKING: tuple[Kind, ...] = (
    Kind(
        "swiss_and_foreign_ibans",
        (
            "Compte de test e-banking (recette) : ⟨iban_g⟩ — titulaire ⟨debtor⟩",
            "pain.001 rejected: IBAN ⟨fiban⟩ in CdtrAcct fails the mod-97 check? No — it was "
            "the BIC ⟨bic⟩ that did not match; IBAN is fine.",
            "| Conta | IBAN | Moeda |\n|---|---|---|\n| Conta corrente | ⟨iban⟩ | CHF |\n"
            "| Conta EUR | ⟨fiban⟩ | EUR |",
            '{"debtorAccount":{"iban":"⟨iban⟩"},"creditorAccount":{"iban":"⟨iban2⟩"},'
            '"instructedAmount":{"currency":"CHF","amount":"⟨amt⟩"}}',
            "Testdaten für die Zahlungserfassung: Belastungskonto ⟨iban⟩, Gutschrift auf "
            "⟨iban2⟩, Betrag CHF ⟨amt⟩.",
            "<DbtrAcct><Id><IBAN>⟨iban⟩</IBAN></Id></DbtrAcct>",
        ),
        _bank,
    ),
    Kind(
        "qr_bill_payloads",
        (
            _QR_PAYLOAD,
            "QR-IBAN ⟨qriban_g⟩ · Référence ⟨qrr_g⟩ · Montant CHF ⟨amt⟩",
            "QrBillValidationException: QR-IBAN ⟨qriban⟩ requires reference type QRR, got SCOR "
            "(⟨scor⟩)",
            '{"creditorAccount":"⟨qriban⟩","referenceType":"QRR","reference":"⟨qrr⟩",'
            '"amount":"⟨amt⟩","currency":"CHF","unstructuredMessage":"Facture ⟨inv⟩"}',
            "Payload scanned from the PDF of ⟨cred⟩:\n\n" + _QR_PAYLOAD,
            "A referência QR ⟨qrr⟩ tem 27 dígitos e o último é o dígito de controlo (módulo 10 "
            "recursivo); o QR-IBAN ⟨qriban⟩ tem IID entre 30000 e 31999.",
        ),
        _bank,
    ),
    Kind(
        "creditor_references",
        (
            "SCOR reference ⟨scor⟩ on a normal IBAN (⟨iban⟩) is valid; only QR-IBANs need QRR.",
            "<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>"
            "<Ref>⟨scor⟩</Ref></CdtrRefInf></Strd></RmtInf>",
            "Referenz ⟨scor⟩ (ISO 11649) – Prüfziffern korrekt, Zahlung an ⟨cred⟩ ausgeführt.",
            "referencia do credor: ⟨scor⟩ | montante ⟨amt⟩ EUR | IBAN ⟨fiban⟩",
            '"reference": {"type": "SCOR", "value": "⟨scor⟩"}',
        ),
        _bank,
    ),
    Kind(
        "swift_uetrs",
        (
            "gpi Tracker: UETR ⟨uetr⟩ status ACSP/G000, last update ⟨ts⟩ by ⟨bic⟩",
            "Le client demande où en est son virement : UETR ⟨uetr⟩, montant CHF ⟨amt⟩, envoyé "
            "le ⟨day⟩.",
            'GET /swift-apitracker/v5/payments/⟨uetr⟩/transactions → {"transaction_status":'
            '{"status":"ACCC"},"uetr":"⟨uetr⟩"}',
            "{3:{121:⟨uetr⟩}}",
            "UETRs do lote de ontem com rejeição:\n- ⟨uetr⟩\n- ⟨uetr2⟩",
            "ISO 20022 <UETR>⟨uetr⟩</UETR> must be a lowercase UUIDv4; MT field 121 carries the "
            "same value.",
        ),
        _bank,
    ),
    Kind(
        "mt103_messages",
        (
            _MT103,
            "MT103 aus dem Alliance-Access-Journal (Testumgebung):\n\n" + _MT103,
            ":20:⟨ref20b⟩\n:23B:CRED\n:32A:⟨yymmdd⟩EUR⟨amt_c⟩\n:59:/⟨fiban⟩\n⟨cred⟩\n:71A:OUR",
            "Field :20: ⟨ref20⟩ is our reference (max 16x); {5:{CHK:⟨chk⟩}} is only the "
            "checksum trailer, not a key.",
        ),
        _mt,
    ),
    Kind(
        "iso20022_messages",
        (
            "<GrpHdr>\n  <MsgId>⟨msgid⟩</MsgId>\n  <CreDtTm>⟨ts⟩</CreDtTm>\n"
            "  <NbOfTxs>1</NbOfTxs>\n  <SttlmInf><SttlmMtd>INDA</SttlmMtd></SttlmInf>\n"
            "</GrpHdr>\n<CdtTrfTxInf>\n  <PmtId>\n    <InstrId>⟨instr⟩</InstrId>\n"
            "    <EndToEndId>⟨e2e⟩</EndToEndId>\n    <UETR>⟨uetr⟩</UETR>\n  </PmtId>\n"
            '  <IntrBkSttlmAmt Ccy="CHF">⟨amt⟩</IntrBkSttlmAmt>\n'
            "  <CdtrAgt><FinInstnId><BICFI>⟨bic⟩</BICFI></FinInstnId></CdtrAgt>\n"
            "  <CdtrAcct><Id><IBAN>⟨iban⟩</IBAN></Id></CdtrAcct>\n</CdtTrfTxInf>",
            "camt.054 entry: <NtryRef>⟨txid⟩</NtryRef> <AcctSvcrRef>⟨acctref⟩</AcctSvcrRef> "
            "<EndToEndId>⟨e2ehex⟩</EndToEndId>",
            "pain.002 RJCT for EndToEndId ⟨e2ehex⟩ (MsgId ⟨msgid⟩): reason AC01 — incorrect "
            "account number.",
            "Le MsgId ⟨msgid⟩ doit être unique sur 90 jours, sinon SIX renvoie DU01.",
            "<TxInfAndSts><OrgnlEndToEndId>⟨e2e⟩</OrgnlEndToEndId><OrgnlUETR>⟨uetr⟩</OrgnlUETR>"
            "<TxSts>ACCP</TxSts></TxInfAndSts>",
        ),
        _bank,
    ),
    Kind(
        "bic_codes",
        (
            "| Correspondant | BIC | Nostro |\n|---|---|---|\n| EUR | ⟨bic⟩ | ⟨fiban⟩ |\n"
            "| CHF | ⟨bic2⟩ | ⟨iban⟩ |",
            "Our BIC is "
            + OUR_BIC
            + " (LT "
            + OUR_BIC[:8]
            + "A"
            + OUR_BIC[8:]
            + "); RMA with ⟨bic⟩ is enabled "
            "for MT103 and pacs.008.",
            "BIC ⟨bic⟩ → validated against the SWIFTRef BIC directory on ⟨day⟩",
            "O BIC do banco beneficiário é ⟨bic⟩; para o ⟨bic2⟩ ainda falta a RMA.",
            "creditorAgent.bicfi=⟨bic⟩ debtorAgent.bicfi=" + OUR_BIC,
        ),
        _bank,
    ),
    Kind(
        "avaloq_business_keys",
        (
            "Avaloq: BP ⟨bp_f⟩ has container ⟨cont⟩ (ext key ⟨ext⟩); the portal shows it as "
            "« Compte privé ».",
            "GET /acp/v3/bp/⟨bp⟩/containers → 200, obj_id ⟨obj⟩, meta type CONTAINER",
            "Ordre Avaloq ⟨ord⟩ (obj_id ⟨obj2⟩) bloqué en statut 'wait_release', position ⟨pos⟩.",
            "Job ⟨job⟩ lief um 02:10, Session ⟨sess_id⟩, 1 Fehler bei obj_id ⟨obj⟩.",
            '{"bpId":"⟨bp⟩","containerId":"⟨cont⟩","externalKey":"⟨ext⟩","avqObjId":⟨obj⟩}',
            "O job ⟨job⟩ falhou para o contentor ⟨cont⟩ — ver obj_id ⟨obj2⟩ no Avaloq.",
        ),
        _avaloq,
    ),
    Kind(
        "twint_transaction_ids",
        (
            '{"orderUuid":"⟨order⟩","merchantUuid":"⟨merchant⟩","merchantTransactionReference":'
            '"⟨mtr⟩","status":"SUCCESS","amount":{"currency":"CHF","amount":⟨amt_t⟩}}',
            "TWINT StartOrder ok: orderUuid=⟨order⟩ cashRegisterId=⟨cr⟩ mtr=⟨mtr⟩",
            "Remboursement TWINT demandé pour la transaction ⟨twtx⟩ (commande ⟨order⟩).",
            "TWINT pairingUuid ⟨pairing⟩ expired after 60s; customer retried with a new QR.",
            "TWINT-Abgleich: Transaktion ⟨twtx⟩ fehlt im Settlement-Report vom ⟨day⟩.",
            "merchantUuid da loja de testes: ⟨merchant⟩ (não é segredo, aparece no portal TWINT).",
        ),
        _twint,
    ),
    Kind(
        "securities_identifiers",
        (
            "Valor ⟨valor⟩ / ISIN ⟨isin⟩ — ⟨qty⟩ pcs @ CHF ⟨px⟩",
            "| ISIN | Valor | Qté |\n|---|---|---|\n| ⟨isin⟩ | ⟨valor⟩ | ⟨qty⟩ |\n"
            "| ⟨isin2⟩ | ⟨valor2⟩ | 10 |",
            "LEI der Gegenpartei: ⟨lei⟩ (GLEIF-Status ISSUED); Emittent ⟨lei2⟩.",
            '{"isin":"⟨isin⟩","valorNumber":"⟨valor⟩","issuerLei":"⟨lei⟩"}',
            "O LEI ⟨lei⟩ tem 20 caracteres e dois dígitos de controlo no fim (ISO 17442).",
        ),
        _securities,
    ),
    Kind(
        "sic_and_isr_references",
        (
            "SIC transaction ⟨sicref⟩ settled at ⟨ts⟩, IID ⟨iid⟩ → QR-IID ⟨qriid⟩",
            "Alte ESR-Referenz ⟨isr_g⟩ (Teilnehmer ⟨isrp⟩) – ab 2022 nicht mehr gültig, "
            "Kunde muss auf QR-Rechnung umstellen.",
            "eBill: Rechnungssteller-ID ⟨ebill⟩, Business Case ⟨bnum⟩",
            "Numéro BVR ⟨isr⟩ trouvé dans un vieux PDF ; participant ⟨isrp⟩.",
            "camt.054 <Prtry>⟨sicref⟩</Prtry> — IID ⟨iid⟩ is the clearing number, not a secret",
        ),
        _sic,
    ),
    Kind(
        "xml_signatures",
        (
            '<ds:Reference URI="">\n  <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/'
            'xmlenc#sha256"/>\n  <ds:DigestValue>⟨dig⟩</ds:DigestValue>\n</ds:Reference>\n'
            "<ds:SignatureValue>\n⟨sigv⟩\n</ds:SignatureValue>",
            "<head:Sgntr><ds:Signature><ds:SignedInfo>…</ds:SignedInfo><ds:SignatureValue>"
            "⟨sigv1⟩</ds:SignatureValue><ds:KeyInfo><ds:X509Data><ds:X509SerialNumber>⟨serial⟩"
            "</ds:X509SerialNumber></ds:X509Data></ds:KeyInfo></ds:Signature></head:Sgntr>",
            "BAH signature check failed: DigestValue ⟨dig⟩ != computed ⟨dig2⟩ "
            "(canonicalisation exc-c14n)",
            "<ds:X509Data>\n  <ds:X509Certificate>⟨cert⟩</ds:X509Certificate>\n</ds:X509Data>",
        ),
        _xmlsig,
    ),
)
