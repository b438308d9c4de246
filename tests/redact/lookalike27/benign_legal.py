"""Benign look-alikes from the legal side of the firm: matter and document numbers,
e-signature envelopes and certificates, fiscal codes and VAT numbers, court dockets, PEC and
PCT receipts, billing and payment references, e-invoicing and e-discovery. None is a secret;
each case must come out of the scrubber byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike27.gen import (
    UPPER_ALNUM,
    Kind,
    afm,
    b64,
    codice_fiscale,
    colon_hex,
    date_2028,
    digits,
    guid,
    hexs,
    iban_gr,
    iban_it,
    nd_id,
    num,
    partita_iva,
    pick,
    spaced,
    time_hms,
    wrap,
)

_PARTNERS = ("M. Ferrante", "A. Karali", "L. Bassi", "E. Papadaki", "G. Rinaldi", "N. Vlachos")
_CLIENTS = (
    "Lombarda Costruzioni S.r.l.",
    "Olympia Shipping S.A.",
    "Banca Sforza S.p.A.",
    "Kyklos Energy Α.Ε.",
    "Meridiana Retail S.r.l.",
    "Delta Pharma Hellas Α.Ε.",
)
_NAMES = (
    "Rossi Mario",
    "Bianchi Giulia",
    "Esposito Luca",
    "Colombo Anna",
    "Ricci Paolo",
    "Papadopoulos Nikos",
    "Greco Chiara",
    "Marino Davide",
)


def _ymd(r: Random) -> str:
    return f"202801{r.randint(3, 28):02d}"


def _ts14(r: Random) -> str:
    return _ymd(r) + f"{r.randint(7, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"


def _opec(r: Random) -> str:
    if r.random() < 0.6:
        return (
            f"opec{r.choice(('21', '2100', '292'))}.{_ts14(r)}.{num(r, 5)}.{num(r, 3)}."
            f"{r.randint(1, 9)}.{r.randint(40, 80)}@pec.aruba.it"
        )
    return f"{hexs(r, 8).upper()}.{hexs(r, 8).upper()}.{hexs(r, 8).upper()}@legalmail.it"


def _matter(r: Random) -> dict[str, str]:
    return {
        "cl": digits(r, 6),
        "mt": digits(r, 6),
        "cl2": digits(r, 6),
        "mt2": digits(r, 6),
        "cc": f"CC-2028-{digits(r, 5)}",
        "g4": digits(r, 4),
        "ws": num(r, 6),
        "cc4": num(r, 4),
        "yr": r.choice(("2027", "2028")),
        "client": r.choice(_CLIENTS),
        "partner": r.choice(_PARTNERS),
        "partner2": r.choice(_PARTNERS),
    }


def _imanage(r: Random) -> dict[str, str]:
    return {
        "lib": r.choice(("MILANO", "ATHENS")),
        "num": num(r, 7),
        "ver": str(r.randint(1, 12)),
        "ver2": str(r.randint(1, 12)),
        "ws": num(r, 6),
        "fid": num(r, 7),
        "cl": digits(r, 6),
        "mt": digits(r, 6),
        "kb": str(r.randint(40, 9000)),
    }


def _nd(r: Random) -> dict[str, str]:
    return {
        "nd": nd_id(r),
        "nd2": nd_id(r),
        "v": str(r.randint(1, 9)),
        "cab": pick(r, UPPER_ALNUM, 8),
        "repo": pick(r, UPPER_ALNUM, 8),
        "q": str(r.randint(10, 19)),
        "env": ":".join(pick(r, "abcdefghijklmnopqrstuvwxyz", 1) for _ in range(4)),
        "ts": digits(r, 15),
        "ws": nd_id(r),
        "cl": digits(r, 6),
        "mt": digits(r, 6),
    }


def _envelope(r: Random) -> dict[str, str]:
    env = guid(r)
    return {
        "env": env,
        "ENV": env.upper(),
        "acct": guid(r),
        "user": guid(r),
        "ik": guid(r),
        "rg": guid(r),
        "accnum": num(r, 8),
        "cfg": num(r, 8),
        "kb": str(r.randint(80, 4000)),
        "cl": digits(r, 6),
        "mt": digits(r, 6),
        "date": date_2028(r),
        "time": time_hms(r),
    }


def _coc(r: Random) -> dict[str, str]:
    return {
        "ENV32": hexs(r, 32).upper(),
        "sigid": guid(r).upper(),
        "sigid2": guid(r).upper(),
        "ip": f"{r.choice(('93.41', '151.12', '79.129', '185.44'))}."
        f"{r.randint(1, 254)}.{r.randint(1, 254)}",
        "pages": str(r.randint(2, 60)),
        "sigs": str(r.randint(1, 6)),
        "doc": r.choice(
            ("Mandato_professionale", "Accordo_transattivo", "NDA_Olympia", "Procura_alle_liti")
        ),
        "date": r.choice(("1/12/2028", "1/14/2028", "1/19/2028", "1/23/2028")),
        "time": f"{r.randint(1, 12)}:{r.randint(10, 59)}:{r.randint(10, 59)} "
        f"{r.choice(('AM', 'PM'))}",
        "signer": r.choice(_NAMES),
    }


def _cf(r: Random) -> dict[str, str]:
    return {
        "cf": codice_fiscale(r),
        "cf1": codice_fiscale(r),
        "cf2": codice_fiscale(r),
        "piva": partita_iva(r),
        "piva2": partita_iva(r),
        "afm": afm(r),
        "n1": r.choice(_NAMES),
        "n2": r.choice(_NAMES),
        "date": date_2028(r),
        "client": r.choice(_CLIENTS),
    }


_GREEK_UPPER = "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"


def _greek(r: Random) -> dict[str, str]:
    return {
        "afm": afm(r),
        "afm2": afm(r),
        "doy": r.choice(("Α' Αθηνών", "ΦΑΕ Αθηνών", "Κηφισιάς", "Πειραιά", "ΚΕΦΟΔΕ Αττικής")),
        "gemi": num(r, 9) + "000",
        "ada": pick(r, _GREEK_UPPER + "0123456789", 4)
        + num(r, 2)
        + pick(r, _GREEK_UPPER, 4)
        + "-"
        + pick(r, _GREEK_UPPER + "0123456789", 3),
        "mark": "4" + digits(r, 14),
        "uid": hexs(r, 40).upper(),
        "am": num(r, 5),
        "date": date_2028(r),
        "aa": num(r, 3),
    }


def _docket(r: Random) -> dict[str, str]:
    return {
        "rg": num(r, r.choice((4, 5))),
        "rg2": num(r, 4),
        "sez": r.choice(("I", "IV", "VII", "X", "XI", "XIV")),
        "n5": num(r, 5),
        "n4": num(r, 4),
        "gak": num(r, 6),
        "eak": num(r, 4),
        "ap": num(r, 4),
        "c": num(r, 3),
        "e": num(r, 3),
        "rgnr": num(r, 5),
        "gip": num(r, 5),
        "date": date_2028(r),
        "ste": num(r, 4),
    }


def _pct(r: Random) -> dict[str, str]:
    d = date_2028(r)
    return {
        "opec": _opec(r),
        "pda": f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}@pda.fka-legal.it",
        "idmin": f"{_ymd(r)}{num(r, 7)}",
        "uff": r.choice(("0150146094", "0150146095", "0580910094", "0150146099")),
        "sha": hexs(r, 64),
        "rg": num(r, 5),
        "iuv": digits(r, 17),
        "date": f"{d[8:10]}/01/2028",
        "time": time_hms(r),
        "box": r.choice(("contenzioso", "studio", "fallimenti")),
        "kb": str(r.randint(200, 29000)),
    }


def _pec(r: Random) -> dict[str, str]:
    d = date_2028(r)
    return {
        "opec": _opec(r),
        "opec2": _opec(r),
        "msgid": f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}@fka-legal.it",
        "giorno": f"{d[8:10]}/01/2028",
        "ora": time_hms(r),
        "box": r.choice(("studio", "contenzioso", "amministrazione", "societario")),
        "dest": r.choice(
            (
                "lombardacostruzioni@legalmail.it",
                "protocollo@pec.comune.milano.it",
                "ufficio.legale@pec.bancasforza.it",
                "amministrazione@pec.meridianaretail.it",
            )
        ),
        "oggetto": r.choice(
            (
                "Diffida ad adempiere",
                "Messa in mora",
                "Comunicazione ex art. 1454 c.c.",
                "Trasmissione parere",
            )
        ),
    }


def _ledes(r: Random) -> dict[str, str]:
    hours = f"{r.randint(1, 9)}.{r.choice(('0', '25', '5', '75'))}"
    rate = r.choice(("180.00", "250.00", "320.00", "450.00"))
    return {
        "inv": f"FKA-2028-{digits(r, 6)}",
        "cl": digits(r, 6),
        "mt": digits(r, 6),
        "tk": f"TK{num(r, 4)}",
        "tk2": f"TK{num(r, 4)}",
        "hours": hours,
        "rate": rate,
        "total": f"{float(hours) * float(rate):.2f}",
        "amt": f"{r.randint(1, 90)}.{r.randint(100, 999)},{r.randint(10, 99)}",
        "ymd": _ymd(r),
        "piva": partita_iva(r),
        "task": r.choice(("L110", "L120", "L210", "L250", "L310", "L430")),
        "act": r.choice(("A101", "A102", "A103", "A104", "A106")),
        "partner": r.choice(_PARTNERS),
        "date": date_2028(r),
    }


def _payment(r: Random) -> dict[str, str]:
    return {
        "iban": iban_it(r),
        "iban_sp": spaced(iban_it(r)),
        "iban_gr": iban_gr(r),
        "cro": num(r, 11),
        "trn": "0306" + digits(r, 24) + "IT",
        "avviso": "3" + digits(r, 17),
        "iuv": digits(r, 17),
        "bollo": num(r, 14),
        "inv": f"FKA-2028-{digits(r, 6)}",
        "date": date_2028(r),
        "amt": f"{r.randint(100, 9000)},{r.randint(10, 99)}",
        "cf_ente": partita_iva(r),
    }


def _sdi(r: Random) -> dict[str, str]:
    return {
        "piva": partita_iva(r),
        "piva2": partita_iva(r),
        "prog": pick(r, UPPER_ALNUM, 5),
        "idsdi": num(r, 10),
        "cd": pick(r, UPPER_ALNUM, 7),
        "hash": hexs(r, 64),
        "date": date_2028(r),
        "num": f"{r.randint(1, 400)}/2028",
        "msgid": num(r, 11),
    }


def _ediscovery(r: Random) -> dict[str, str]:
    b1 = r.randint(10000, 900000)
    return {
        "b1": f"{b1:07d}",
        "b2": f"{b1 + r.randint(1, 30):07d}",
        "b3": f"{b1 + r.randint(40, 90):07d}",
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "sha1": hexs(r, 40),
        "vol": f"VOL{r.randint(1, 40):03d}",
        "prod": f"PROD{r.randint(1, 20):03d}",
        "n": str(r.randint(50, 9000)),
        "cust": r.choice(("Ferrante, M.", "Karali, A.", "Bassi, L.", "Papadaki, E.")),
        "fam": f"FAM{num(r, 6)}",
    }


def _hashes(r: Random) -> dict[str, str]:
    sha = hexs(r, 64)
    return {
        "sha": sha,
        "SHA": sha.upper(),
        "sha1": hexs(r, 40),
        "md5": hexs(r, 32),
        "file": r.choice(
            (
                "atto_di_citazione.pdf.p7m",
                "memoria_ex_183.pdf",
                "ricorso_decreto_ingiuntivo.pdf.p7m",
                "procura_alle_liti.pdf.p7m",
                "nota_iscrizione_ruolo.xml",
                "contratto_Olympia.pdf",
            )
        ),
        "kb": str(r.randint(40, 9000)),
        "rg": num(r, 5),
    }


def _xades(r: Random) -> dict[str, str]:
    a = r.randint(30000, 90000)
    b = a + r.randint(30000, 60000)
    return {
        "d": b64(r, 32),
        "d2": b64(r, 32),
        "serial": num(r, r.choice((17, 20, 38))),
        "sigval": wrap(b64(r, 256), 76),
        "id": hexs(r, 8),
        "a": str(a),
        "b": str(b),
        "c": str(r.randint(3000, 90000)),
        "contents": "3082" + hexs(r, 120).upper(),
        "S": hexs(r, 64).upper(),
        "date": date_2028(r),
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "serial": hexs(r, 32).upper(),
        "serial_c": colon_hex(r, 16),
        "fp256": colon_hex(r, 32).upper(),
        "sha1": hexs(r, 40),
        "thumb": hexs(r, 40).upper(),
        "tsa": hexs(r, 16),
        "name": r.choice(_NAMES),
        "date": f"2030-{r.randint(1, 12):02d}-{r.randint(10, 28)}",
        "now": date_2028(r),
    }


_LEDES_HEADER = (
    "LEDES1998B[]\nINVOICE_DATE|INVOICE_NUMBER|CLIENT_ID|LAW_FIRM_MATTER_ID|INVOICE_TOTAL|"
    "BILLING_START_DATE|BILLING_END_DATE|INVOICE_DESCRIPTION|LINE_ITEM_NUMBER|"
    "EXP/FEE/INV_ADJ_TYPE|LINE_ITEM_NUMBER_OF_UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT|"
    "LINE_ITEM_TOTAL|LINE_ITEM_DATE|LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|"
    "LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID|LINE_ITEM_DESCRIPTION|LAW_FIRM_ID|"
    "LINE_ITEM_UNIT_COST|TIMEKEEPER_NAME|TIMEKEEPER_CLASSIFICATION|CLIENT_MATTER_ID[]\n"
)

BENIGN_LEGAL: tuple[Kind, ...] = (
    Kind(
        "matter_and_client_numbers",
        (
            "Pratica ⟨cl⟩.⟨mt⟩ (cliente ⟨client⟩) riaperta per l'appello — stesso workspace",
            "Conflict check ⟨cc⟩ chiuso senza conflitti; nuova pratica ⟨cl⟩-⟨mt⟩ aperta in Horaria",
            "| Client | Matter | Responsabile | Sede |\n|---|---|---|---|\n"
            "| ⟨cl⟩ | ⟨mt⟩ | ⟨partner⟩ | Milano |\n| ⟨cl2⟩ | ⟨mt2⟩ | ⟨partner2⟩ | Αθήνα |",
            "Φάκελος υπόθεσης ΑΘ-⟨yr⟩-⟨g4⟩ ↔ matter ⟨cl⟩-⟨mt⟩ (κοινή υπόθεση με το Μιλάνο)",
            "SELECT MatterId, Description FROM dbo.Matters WHERE ClientNo = '⟨cl⟩' "
            "AND MatterNo = '⟨mt⟩';",
            'matter_id=⟨cl⟩-⟨mt⟩ workspace_id=MILANO!⟨ws⟩ cost_center=CC⟨cc4⟩ partner="⟨partner⟩"',
            "Il numero interno ⟨yr⟩/⟨g4⟩/LIT corrisponde al matter ⟨cl⟩-⟨mt⟩ (⟨client⟩)",
        ),
        _matter,
        secrets=(),
    ),
    Kind(
        "imanage_document_refs",
        (
            "Il parere finale è ⟨lib⟩!⟨num⟩.⟨ver⟩ (la v.⟨ver2⟩ è ancora una bozza)",
            "https://cloudimanage.com/work/link/d/⟨lib⟩!⟨num⟩.⟨ver⟩",
            "!nrtdms:0:!session:cloudimanage.com:!database:⟨lib⟩:!document:⟨num⟩,⟨ver⟩:",
            "Footer stampato sugli atti: ⟨lib⟩-#⟨num⟩-v⟨ver⟩ — non toccare il campo DocID",
            "GET /work/api/v2/customers/1/libraries/⟨lib⟩/documents/⟨lib⟩!⟨num⟩.⟨ver⟩/download "
            "→ 200 (⟨kb⟩ KB)",
            "Workspace ⟨lib⟩!⟨ws⟩ (matter ⟨cl⟩-⟨mt⟩), cartella «Atti depositati» = ⟨lib⟩!⟨fid⟩",
            "Το τελικό κείμενο της σύμβασης είναι το ATHENS!⟨num⟩.⟨ver⟩ στο iManage",
            "iwl:dms=cloudimanage.com&&lib=⟨lib⟩&&num=⟨num⟩&&ver=⟨ver⟩",
        ),
        _imanage,
    ),
    Kind(
        "netdocuments_ids",
        (
            "ND ⟨nd⟩ v.⟨v⟩ — memoria di replica, versione inviata al cliente",
            "https://eu.netdocuments.com/neWeb2/goid.aspx?id=⟨nd⟩",
            "Cabinet NG-⟨cab⟩ (Athens Litigation), repository CA-⟨repo⟩ — "
            "solo per la console admin",
            '{"standardAttributes": {"id": "⟨nd⟩", "version": ⟨v⟩, '
            '"envId": ":Q⟨q⟩:⟨env⟩:^F⟨ts⟩.nev", "extension": "docx"}}',
            "Workspace ND ⟨ws⟩ = client ⟨cl⟩ / matter ⟨mt⟩; il documento ⟨nd2⟩ è il mandato",
            "Το έγγραφο ⟨nd⟩ (έκδοση ⟨v⟩) είναι η απάντηση στην αγωγή",
            "GET https://api.eu.netdocuments.com/v1/Document/⟨nd⟩/info → 404 dopo lo spostamento "
            "in ⟨nd2⟩",
        ),
        _nd,
    ),
    Kind(
        "docusign_envelope_ids",
        (
            "Busta ⟨env⟩ completata il ⟨date⟩; certificato salvato nella pratica ⟨cl⟩-⟨mt⟩",
            "GET /restapi/v2.1/accounts/⟨acct⟩/envelopes/⟨env⟩/documents/combined → 200 (⟨kb⟩ KB)",
            '{"event":"envelope-completed","apiVersion":"v2.1","uri":"/restapi/v2.1/accounts/⟨acct⟩'
            '/envelopes/⟨env⟩","retryCount":0,"configurationId":⟨cfg⟩,'
            '"generatedDateTime":"⟨date⟩T⟨time⟩.0000000Z","data":{"accountId":"⟨acct⟩",'
            '"userId":"⟨user⟩","envelopeId":"⟨env⟩"}}',
            "Docusign Envelope ID: ⟨ENV⟩",
            "Integration key dell'app FKA Firma (è il client_id, pubblico): ⟨ik⟩ — "
            "il secret sta in Key Vault",
            "Ο φάκελος υπογραφής ⟨env⟩ στάλθηκε στον πελάτη στις ⟨date⟩",
            "DocuSign account FKA Legal: account number ⟨accnum⟩, API Account ID ⟨acct⟩",
            "recipientId 1 — recipientIdGuid ⟨rg⟩ — status completed — envelope ⟨env⟩",
        ),
        _envelope,
    ),
    Kind(
        "docusign_completion_certificate",
        (
            "Certificate Of Completion\nEnvelope Id: ⟨ENV32⟩ Status: Completed\n"
            "Subject: Complete with Docusign: ⟨doc⟩.pdf\nDocument Pages: ⟨pages⟩ "
            "Signatures: ⟨sigs⟩\nCertificate Pages: 5 Initials: 0\nAutoNav: Enabled\n"
            "EnvelopeId Stamping: Enabled\n"
            "Time Zone: (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna",
            "Signer Events: ⟨signer⟩\nSignature Adoption: Pre-selected Style\n"
            "Signature ID:\n⟨sigid⟩\nUsing IP Address: ⟨ip⟩\nSent: ⟨date⟩ | ⟨time⟩",
            "Record Tracking\nStatus: Original\n⟨date⟩ | ⟨time⟩\nHolder: IT FKA\n"
            "Location: DocuSign\nEnvelope Id: ⟨ENV32⟩",
            "Nel certificato di completamento: Envelope Id ⟨ENV32⟩, Signature ID ⟨sigid⟩ "
            "(firmatario ⟨signer⟩), Signature ID ⟨sigid2⟩ (controfirma)",
        ),
        _coc,
    ),
    Kind(
        "codice_fiscale_and_vat",
        (
            "Anagrafica cliente aggiornata: C.F. ⟨cf⟩, P.IVA IT⟨piva⟩",
            "<CessionarioCommittente><DatiAnagrafici><CodiceFiscale>⟨cf⟩</CodiceFiscale>"
            "</DatiAnagrafici></CessionarioCommittente>",
            "| Nominativo | Codice fiscale | Ruolo |\n|---|---|---|\n| ⟨n1⟩ | ⟨cf1⟩ | attore |\n"
            "| ⟨n2⟩ | ⟨cf2⟩ | convenuto |",
            "VIES: IT ⟨piva⟩ — Yes, valid VAT number — ⟨client⟩ — request date ⟨date⟩",
            "La controparte greca ha partita IVA EL⟨afm⟩; la nostra è IT⟨piva2⟩",
            'assert is_valid_codice_fiscale("⟨cf⟩")  # fixture del test di anagrafica',
            "Codice fiscale dello studio associato = P.IVA ⟨piva⟩ (11 cifre, non 16 caratteri)",
        ),
        _cf,
    ),
    Kind(
        "greek_registry_ids",
        (
            "ΑΦΜ πελάτη: ⟨afm⟩, ΔΟΥ ⟨doy⟩ — ΑΦΜ γραφείου Αθήνας ⟨afm2⟩",
            "Αριθμός ΓΕΜΗ της εταιρείας: ⟨gemi⟩",
            "Η απόφαση αναρτήθηκε στη Διαύγεια με ΑΔΑ: ⟨ada⟩",
            "myDATA: ΜΑΡΚ ⟨mark⟩, UID ⟨uid⟩ (τιμολόγιο παροχής υπηρεσιών Α/Α ⟨aa⟩)",
            "<invoice><uid>⟨uid⟩</uid><mark>⟨mark⟩</mark><issuer><vatNumber>⟨afm⟩</vatNumber>"
            "<country>GR</country><branch>0</branch></issuer></invoice>",
            "Αριθμός μητρώου ΔΣΑ της συνεργάτιδας: ⟨am⟩; ΑΦΜ ⟨afm⟩",
            "VIES: EL⟨afm⟩ valid (Kyklos Energy Α.Ε.), checked ⟨date⟩",
        ),
        _greek,
    ),
    Kind(
        "court_docket_numbers",
        (
            "Tribunale di Milano, sez. ⟨sez⟩ civile, R.G. n. ⟨rg⟩/2027 — udienza il ⟨date⟩",
            "Cass. civ., ord. n. ⟨n5⟩/2027 — ECLI:IT:CASS:2027:⟨n5⟩CIV",
            "Πολυμελές Πρωτοδικείο Αθηνών, ΓΑΚ ⟨gak⟩/2027, ΕΑΚ ⟨eak⟩/2027 — συζήτηση ⟨date⟩",
            "ΑΠ ⟨ap⟩/2027 (Α1' Πολιτικό Τμήμα) και ΣτΕ ⟨ste⟩/2027 για το ίδιο ζήτημα",
            "Case C-⟨c⟩/27, ECLI:EU:C:2027:⟨e⟩ — rinvio pregiudiziale citato nella memoria",
            "N. ⟨rgnr⟩/27 R.G.N.R. — N. ⟨gip⟩/27 R.G. GIP — Tribunale di Milano",
            "| Udienza | Ufficio | R.G. |\n|---|---|---|\n| ⟨date⟩ | Trib. Milano | ⟨rg⟩/2027 |\n"
            "| ⟨date⟩ | C. App. Milano | ⟨rg2⟩/2027 |",
        ),
        _docket,
    ),
    Kind(
        "pct_deposit_receipts",
        (
            "RICEVUTA DI AVVENUTA CONSEGNA\nIl giorno ⟨date⟩ alle ore ⟨time⟩ (+0100) il messaggio "
            '"DEPOSITO" proveniente da "⟨box⟩@pec.fka-legal.it" ed indirizzato a '
            '"tribunale.milano@civile.ptel.giustiziacert.it" è stato consegnato nella casella di '
            "destinazione.\nIdentificativo messaggio: ⟨opec⟩",
            "<EsitoAtto>\n  <IdMsgSMTP>⟨opec⟩</IdMsgSMTP>\n  <IdMsgPdA>⟨pda⟩</IdMsgPdA>\n"
            "  <IdMsgMinistero>⟨idmin⟩</IdMsgMinistero>\n  <CodiceUfficio>⟨uff⟩</CodiceUfficio>\n"
            "  <Esito>OK</Esito>\n</EsitoAtto>",
            "Busta del deposito (⟨kb⟩ KB): hash SHA-256 ⟨sha⟩ — accettata dalla cancelleria "
            "il ⟨date⟩",
            "Deposito del ⟨date⟩: assegnato R.G. ⟨rg⟩/2028, contributo unificato pagato con "
            "pagoPA (IUV ⟨iuv⟩)",
            "Quarta PEC (esito intervento cancelleria) ricevuta: IdMsgMinistero ⟨idmin⟩, "
            "ufficio ⟨uff⟩",
        ),
        _pct,
    ),
    Kind(
        "pec_receipts",
        (
            '<?xml version="1.0" encoding="UTF-8"?>\n<postacert tipo="accettazione" '
            'errore="nessuno">\n  <intestazione>\n    <mittente>⟨box⟩@pec.fka-legal.it</mittente>\n'
            '    <destinatari tipo="certificato">⟨dest⟩</destinatari>\n'
            "    <oggetto>⟨oggetto⟩</oggetto>\n  </intestazione>\n  <dati>\n"
            "    <gestore-emittente>ARUBA PEC S.p.A.</gestore-emittente>\n"
            '    <data zona="+0100"><giorno>⟨giorno⟩</giorno><ora>⟨ora⟩</ora></data>\n'
            "    <identificativo>⟨opec⟩</identificativo>\n    <msgid>&lt;⟨msgid⟩&gt;</msgid>\n"
            "  </dati>\n</postacert>",
            "X-Ricevuta: avvenuta-consegna\nX-Riferimento-Message-ID: <⟨opec⟩>\n"
            "X-Trasporto: posta-certificata\nX-TipoRicevuta: completa",
            "Ricevuta di accettazione ⟨opec⟩ delle ⟨ora⟩; consegna confermata da ⟨opec2⟩",
            "Η απόδειξη παράδοσης PEC (⟨opec⟩) αποθηκεύτηκε στον φάκελο της υπόθεσης",
            "Message-ID: <⟨opec⟩>\nX-Ricevuta: accettazione\nSubject: ACCETTAZIONE: ⟨oggetto⟩",
        ),
        _pec,
    ),
    Kind(
        "ledes_billing_lines",
        (
            _LEDES_HEADER + "⟨ymd⟩|⟨inv⟩|⟨cl⟩|⟨cl⟩-⟨mt⟩|⟨total⟩|20271201|20271231|Servizi legali "
            "dicembre|1|F|⟨hours⟩|0.00|⟨total⟩|⟨ymd⟩|⟨task⟩||⟨act⟩|⟨tk⟩|Analisi atti|IT⟨piva⟩|"
            "⟨rate⟩|⟨partner⟩|PT|⟨cl⟩-⟨mt⟩[]",
            "Fattura ⟨inv⟩ (pratica ⟨cl⟩-⟨mt⟩) — totale € ⟨amt⟩ — inviata allo SDI il ⟨date⟩",
            "| Timekeeper | ID | Tariffa |\n|---|---|---|\n| ⟨partner⟩ | ⟨tk⟩ | € ⟨rate⟩ |\n"
            "| praticante | ⟨tk2⟩ | € 120.00 |",
            "tk_id;matter;date;hours;task;activity;narrative\n"
            "⟨tk⟩;⟨cl⟩-⟨mt⟩;⟨date⟩;⟨hours⟩;⟨task⟩;⟨act⟩;Redazione memoria",
            "UTBMS ⟨task⟩/⟨act⟩ — ⟨hours⟩ h di ⟨tk⟩ sulla pratica ⟨cl⟩-⟨mt⟩, fattura ⟨inv⟩",
        ),
        _ledes,
    ),
    Kind(
        "payment_references",
        (
            "Bonifico ricevuto: IBAN ordinante ⟨iban⟩, CRO ⟨cro⟩, causale «Saldo fattura ⟨inv⟩»",
            "pagoPA contributo unificato: codice avviso ⟨avviso⟩, IUV ⟨iuv⟩, ente C.F. ⟨cf_ente⟩",
            "Marca da bollo digitale per la copia esecutiva: identificativo ⟨bollo⟩",
            "Τραπεζικός λογαριασμός γραφείου Αθήνας: IBAN ⟨iban_gr⟩",
            "TRN ⟨trn⟩ — SEPA SCT del ⟨date⟩, € ⟨amt⟩",
            "Coordinate per i clienti esteri: IBAN ⟨iban_sp⟩ — BIC BCITITMM",
        ),
        _payment,
    ),
    Kind(
        "sdi_einvoice_ids",
        (
            "Fattura elettronica IT⟨piva⟩_⟨prog⟩.xml consegnata, IdentificativoSdI ⟨idsdi⟩",
            "Ricevuta di consegna: IT⟨piva⟩_⟨prog⟩_RC_001.xml (hash nel file: ⟨hash⟩)",
            "<DatiTrasmissione>\n  <IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>⟨piva⟩"
            "</IdCodice></IdTrasmittente>\n  <ProgressivoInvio>⟨prog⟩</ProgressivoInvio>\n"
            "  <FormatoTrasmissione>FPR12</FormatoTrasmissione>\n"
            "  <CodiceDestinatario>⟨cd⟩</CodiceDestinatario>\n</DatiTrasmissione>",
            "Codice destinatario del cliente: ⟨cd⟩ (non usare la PEC per le fatture)",
            "Notifica di scarto IT⟨piva⟩_⟨prog⟩_NS_001.xml: Errore 00404 — fattura duplicata "
            "(n. ⟨num⟩ del ⟨date⟩, P.IVA cessionario ⟨piva2⟩)",
            "<RicevutaConsegna><IdentificativoSdI>⟨idsdi⟩</IdentificativoSdI>"
            "<NomeFile>IT⟨piva⟩_⟨prog⟩.xml</NomeFile><Hash>⟨hash⟩</Hash>"
            "<MessageId>⟨msgid⟩</MessageId></RicevutaConsegna>",
        ),
        _sdi,
    ),
    Kind(
        "ediscovery_load_files",
        (
            "þBEGBATESþ¶þENDBATESþ¶þCUSTODIANþ¶þMD5HASHþ\nþFKA⟨b1⟩þ¶þFKA⟨b2⟩þ¶þ⟨cust⟩þ¶þ⟨md5⟩þ",
            "FKA⟨b1⟩,⟨vol⟩,IMAGES\\001\\FKA⟨b1⟩.tif,Y,,,7\nFKA⟨b2⟩,⟨vol⟩,IMAGES\\001\\FKA⟨b2⟩.tif,,,,",
            "Produzione ⟨prod⟩: Bates FKA⟨b1⟩–FKA⟨b3⟩, ⟨n⟩ documenti, MD5 del volume ⟨md5⟩",
            "| Bates | Custodian | MD5 |\n|---|---|---|\n| FKA⟨b1⟩ | ⟨cust⟩ | ⟨md5⟩ |\n"
            "| FKA⟨b2⟩ | ⟨cust⟩ | ⟨md5b⟩ |",
            "Dedup: SHA-1 ⟨sha1⟩ in famiglia ⟨fam⟩ — tenuta solo la copia FKA⟨b1⟩",
        ),
        _ediscovery,
    ),
    Kind(
        "document_hashes",
        (
            "$ sha256sum ⟨file⟩\n⟨sha⟩  ⟨file⟩",
            "Algorithm       Hash                                                             "
            "      Path\n---------       ----                                                 "
            "                  ----\nSHA256          ⟨SHA⟩       C:\\Depositi\\⟨file⟩",
            "Impronta SHA-256 dell'atto depositato (R.G. ⟨rg⟩/2027): ⟨sha⟩",
            "Hash SHA-1 del file firmato, come da attestazione di conformità: ⟨sha1⟩",
            "Το αποτύπωμα SHA-256 του εγγράφου ⟨file⟩: ⟨sha⟩",
            "SHA256 hash of ⟨file⟩:\n⟨sha⟩\nCertUtil: -hashfile command completed successfully.",
            "MD5 dello zip per il consulente (⟨kb⟩ KB): ⟨md5⟩",
        ),
        _hashes,
    ),
    Kind(
        "xades_signature_xml",
        (
            '<ds:Reference Id="r-id-⟨id⟩" URI="">\n  <ds:DigestMethod '
            'Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>\n'
            "  <ds:DigestValue>⟨d⟩</ds:DigestValue>\n</ds:Reference>",
            "<ds:X509IssuerSerial>\n  <ds:X509IssuerName>CN=ArubaPEC EU Qualified Certificates CA "
            "G1,OU=Qualified Trust Service Provider,O=ArubaPEC S.p.A.,C=IT</ds:X509IssuerName>\n"
            "  <ds:X509SerialNumber>⟨serial⟩</ds:X509SerialNumber>\n</ds:X509IssuerSerial>",
            '<xades:CertDigest><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"'
            "/><ds:DigestValue>⟨d2⟩</ds:DigestValue></xades:CertDigest>",
            '<ds:SignatureValue Id="value-id-⟨id⟩">\n⟨sigval⟩\n</ds:SignatureValue>',
            "/Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached "
            "/ByteRange [0 ⟨a⟩ ⟨b⟩ ⟨c⟩] /Contents <⟨contents⟩...>",
            "DSS validation report ⟨date⟩: Signature id S-⟨S⟩ — Indication TOTAL_PASSED, "
            "format PAdES-BASELINE-LT",
        ),
        _xades,
    ),
    Kind(
        "signing_certificate_serials",
        (
            "$ openssl x509 -in firma.cer -noout -serial -fingerprint -sha256\nserial=⟨serial⟩\n"
            "sha256 Fingerprint=⟨fp256⟩",
            "Certificato di firma di ⟨name⟩: seriale ⟨serial⟩, emesso da InfoCert Qualified "
            "Electronic Signature CA 3, scade il ⟨date⟩",
            "Serial Number: ⟨serial_c⟩\nIssuer: CN=ArubaPEC S.p.A. NG CA 3, OU=Certification "
            "AuthorityC, O=ArubaPEC S.p.A., C=IT\nCert Hash(sha1): ⟨sha1⟩",
            "Marca temporale: InfoCert Time Stamping Authority 3, serial 0x⟨tsa⟩, ⟨now⟩",
            "Πιστοποιητικό εγκεκριμένης υπογραφής (HARICA) του ⟨name⟩, σειριακός ⟨serial_c⟩",
            "Certificato S/MIME di m.ferrante@fka-legal.it — thumbprint ⟨thumb⟩, serial ⟨serial⟩",
        ),
        _certs,
    ),
)
