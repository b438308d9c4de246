"""Benign look-alikes from the clinical interfaces: HL7 v2, DICOM, FHIR, lab and devices.

Every value here is an identifier a note may keep verbatim: message control ids, UIDs,
accession and order numbers, resource ids, OIDs, AE titles and device identifiers. Patients
in these texts are the interface test patients (TEST^PATIENT, phantoms), never real ones.
"""

from __future__ import annotations

import uuid
from random import Random

from tests.redact.lookalike18.gen import (
    ALNUM,
    DIGITS,
    UPPER,
    UPPER_ALNUM,
    Kind,
    day,
    hexs,
    hl7_ts,
    ip10,
    num,
    pick,
    uuid4,
)

# ---------------------------------------------------------------------------- value makers


def _control_id(r: Random) -> str:
    style = r.random()
    if style < 0.4:
        return hl7_ts(r) + num(r, 4)
    if style < 0.7:
        return "KIS" + num(r, 12)
    return hexs(r, 32)


def _hl7(r: Random) -> dict[str, str]:
    return {
        "ctl": _control_id(r),
        "ctlhex": hexs(r, 32).upper(),
        "ts": hl7_ts(r),
        "mid": str(r.randint(100000, 999999)),
        "dd": day(r),
        "n": str(r.randint(1, 9)),
        "mrn": num(r, 8),
        "evt": r.choice(("A01", "A02", "A03", "A08", "A11")),
    }


def _uid(r: Random) -> str:
    style = r.random()
    if style < 0.35:
        return "2.25." + str(uuid.UUID(int=r.getrandbits(128), version=4).int)
    if style < 0.7:
        return f"1.2.276.0.7230010.3.1.4.{num(r, 10)}.{r.randint(1, 99999)}.{num(r, 13)}"
    return f"1.2.392.200036.9116.2.6.1.48.{num(r, 10)}.{num(r, 10)}.{r.randint(1, 999)}"


def _vr_len(uid: str) -> str:
    return f"{len(uid) + len(uid) % 2:2d}"


def _dicom(r: Random) -> dict[str, str]:
    sop, study, series = _uid(r), _uid(r), _uid(r)
    return {
        "sop": sop,
        "study": study,
        "series": series,
        "sl": _vr_len(sop),
        "stl": _vr_len(study),
        "dd": day(r),
        "ae": r.choice(("HOSHIMI_QR", "KVN_PACS01", "HZ_ROUTER01")),
    }


def _orthanc_id(r: Random) -> str:
    return "-".join(hexs(r, 8) for _ in range(5))


def _accession(r: Random) -> str:
    style = r.random()
    if style < 0.4:
        return f"A2703{day(r)}{num(r, 5)}"
    if style < 0.7:
        return "KVN27" + num(r, 7)
    return "HZ" + num(r, 10)


def _orthanc(r: Random) -> dict[str, str]:
    return {
        "oid": _orthanc_id(r),
        "oid2": _orthanc_id(r),
        "acc": _accession(r),
        "study": _uid(r),
        "dd": day(r),
        "t": f"{r.randint(6, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}",
        "uuid": uuid4(r),
    }


def _acc(r: Random) -> dict[str, str]:
    return {
        "acc": _accession(r),
        "acc2": _accession(r),
        "placer": "KA" + num(r, 9),
        "ts": hl7_ts(r),
        "mod": r.choice(("CT", "MR", "US", "CR", "MG")),
    }


def _fhir_id(r: Random) -> str:
    n = r.randint(20, 40)
    return (
        r.choice(UPPER + "abcdefghijklmnopqrstuvwxyz")
        + pick(r, ALNUM + "-.", n - 2)
        + r.choice(ALNUM)
    )


def _fhir(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "fid": _fhir_id(r),
        "numid": str(r.randint(10000, 9999999)),
        "v": str(r.randint(2, 14)),
        "res": r.choice(("Observation", "Encounter", "DiagnosticReport", "Condition")),
    }


def _oid(r: Random) -> dict[str, str]:
    root = f"1.2.276.0.76.3.1.{r.randint(400, 999)}"
    pen = str(r.randint(30000, 65000))
    return {
        "root": root,
        "oid": f"{root}.{r.randint(1, 9)}.{r.randint(1, 20)}",
        "noid": f"2.16.840.1.113883.2.4.3.{r.randint(10, 99)}.{r.randint(1, 30)}.{r.randint(1, 9)}",
        "mrn": num(r, 8),
        "pen": pen,
        "snmp": f"1.3.6.1.4.1.{pen}.{r.randint(1, 20)}.{r.randint(1, 200)}",
    }


_AE_MODALITY = ("CT", "MR", "US", "CR", "MG", "ANG", "NM", "DX", "XA")
_AE_ROLE = ("PACS", "QR", "ROUTER", "MWL", "STORE", "ARCH")


def _ae(r: Random) -> str:
    prefix = r.choice(("KVN_", "HZ_", "HMS_", ""))
    body = r.choice(_AE_MODALITY + _AE_ROLE) + str(r.randint(1, 12))
    suffix = r.choice(("", "_HD", "_MW", "_LH"))
    return (prefix + body + suffix)[:16]


def _aet(r: Random) -> dict[str, str]:
    a = _ae(r)
    b = _ae(r)
    while b == a:
        b = _ae(r)
    return {
        "ae": a,
        "ae2": b,
        "ip": ip10(r),
        "port": str(r.choice((104, 11112, 4242, 2762, 10400))),
    }


_LOINC = (
    ("2345-7", "GLU^Glukose"),
    ("718-7", "HB^Haemoglobin"),
    ("2160-0", "KREA^Kreatinin"),
    ("1988-5", "CRP^C-reaktives Protein"),
    ("6690-2", "LEUK^Leukozyten"),
    ("777-3", "THRO^Thrombozyten"),
    ("2951-2", "NA^Natrium"),
)


def _lab(r: Random) -> dict[str, str]:
    loinc, test = r.choice(_LOINC)
    return {
        "barcode": num(r, 10),
        "order": "KA" + num(r, 9),
        "labno": num(r, 8),
        "loinc": loinc,
        "test": test + "^KVNLAB",
        "ts": hl7_ts(r),
        "tube": r.choice(("EDTA", "Serum", "Citrat", "Heparin")),
    }


def _gs1_check(digits13: str) -> str:
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(digits13)))
    return str((10 - total % 10) % 10)


def _udi(r: Random) -> dict[str, str]:
    base = "0" + num(r, 12)
    gtin = base + _gs1_check(base)
    return {
        "gtin": gtin,
        "exp": f"{r.randint(28, 31)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
        "lot": pick(r, UPPER, 2) + pick(r, DIGITS, r.randint(4, 6)),
        "sn": pick(r, UPPER_ALNUM, r.randint(8, 12)),
        "st": f"{r.randint(1, 6)}{r.choice('ABC')}",
    }


# ---------------------------------------------------------------------------- kinds

CLINICAL: tuple[Kind, ...] = (
    Kind(
        "hl7_message_control_id",
        (
            "MSH|^~\\&|KIS|KVN|MIRTH|KVN|⟨ts⟩||ADT^⟨evt⟩^ADT_A01|⟨ctl⟩|P|2.5|||AL|NE||8859/1\n"
            "EVN|⟨evt⟩|⟨ts⟩\n"
            "PID|1||⟨mrn⟩^^^KVN^PI||TEST^PATIENT^ZZ||19700101|F",
            "MSA|AA|⟨ctl⟩ — ACK came back after 4 s, the LIS is just slow around 07:00",
            "[2027-03-⟨dd⟩ 07:12:44,118]  INFO (ADT_to_LIS:⟨n⟩): message ⟨mid⟩ sent, "
            "MSH-10 ⟨ctl⟩, response AA",
            "Control-ID ⟨ctl⟩ kam doppelt im LIS an (Retry nach Timeout) — Deduplizierung über "
            "MSH-10 fehlt noch",
            "MSH-10 bij Hunzedal is een GUID zonder streepjes, bijv. ⟨ctlhex⟩ — geen token, "
            "gewoon de berichtsleutel",
        ),
        _hl7,
    ),
    Kind(
        "dicom_uids",
        (
            "(0008,0016) UI =CTImageStorage                          #  26, 1 SOPClassUID\n"
            "(0008,0018) UI [⟨sop⟩]  # ⟨sl⟩, 1 SOPInstanceUID\n"
            "(0020,000d) UI [⟨study⟩]  # ⟨stl⟩, 1 StudyInstanceUID",
            "findscu -S -aet KVN_INTEG -aec ⟨ae⟩ pacs01.kvn.intern 11112 "
            "-k QueryRetrieveLevel=SERIES -k StudyInstanceUID=⟨study⟩ -k SeriesInstanceUID",
            "Hoshimi support wants the SOP Instance UID of the broken image: ⟨sop⟩ "
            "(series ⟨series⟩)",
            "Studie ⟨study⟩ hängt im Orthanc-Router, Serie ⟨series⟩ fehlt komplett",
            "Transfer syntax 1.2.840.10008.1.2.4.90 snapt het viewerstation in Hunzedal niet; "
            "studie ⟨study⟩ opnieuw verstuurd als 1.2.840.10008.1.2.1",
            "StudyInstanceUID ⟨study⟩ の画像が Hoshimi ビューアで表示されない（3/⟨dd⟩ 報告）",
        ),
        _dicom,
    ),
    Kind(
        "orthanc_resource_ids",
        (
            "curl -s http://orthanc-nh01.kvn.intern:8042/studies/⟨oid⟩ | jq .MainDicomTags",
            "{\n"
            '  "ID": "⟨oid⟩",\n'
            '  "IsStable": true,\n'
            '  "LastUpdate": "202703⟨dd⟩T⟨t⟩",\n'
            '  "MainDicomTags": {\n'
            '    "AccessionNumber": "⟨acc⟩",\n'
            '    "StudyInstanceUID": "⟨study⟩"\n'
            "  },\n"
            '  "ParentPatient": "⟨oid2⟩",\n'
            '  "Type": "Study"\n'
            "}",
            "Orthanc: DELETE /series/⟨oid⟩ — Testserie vom Phantom, nach Rücksprache mit "
            "Herrn Kaya gelöscht",
            "Orthanc の Study ID ⟨oid⟩ は StudyInstanceUID とは別物（SHA-1 ベース）なので注意",
            "Orthanc job ⟨uuid⟩ (DicomModalityStore) failed: remote AE HOSHIMI_ST rejected the "
            "association, study ⟨oid⟩",
        ),
        _orthanc,
    ),
    Kind(
        "accession_numbers",
        (
            "Accession ⟨acc⟩ fehlt in der Worklist — RIS hat den Auftrag storniert und als "
            "⟨acc2⟩ neu angelegt",
            "findscu -W -aet KVN_INTEG -aec KVN_MWL ris01.kvn.intern 104 "
            "-k AccessionNumber=⟨acc⟩ -k PatientName -k ScheduledProcedureStepSequence",
            "Toegangsnummer ⟨acc⟩ komt bij ons binnen als ⟨acc2⟩ — mapping in kanaal NL_ORM_in",
            "| Accession | Modalität | Status |\n"
            "|---|---|---|\n"
            "| ⟨acc⟩ | ⟨mod⟩ | COMPLETED |\n"
            "| ⟨acc2⟩ | MR | IN PROGRESS |",
            "ORC|NW|⟨placer⟩^KIS||⟨acc⟩^RIS|SC||||⟨ts⟩\n"
            "OBR|1|⟨placer⟩^KIS|⟨acc⟩^RIS|CTTHOR^CT Thorax^KVNRAD|||⟨ts⟩",
        ),
        _acc,
    ),
    Kind(
        "fhir_resource_ids",
        (
            "GET https://fhir.kvn.intern/fhir/Patient/⟨uuid⟩/_history/⟨v⟩ → 200, "
            "meta.versionId ⟨v⟩",
            "{\n"
            '  "resourceType": "Bundle",\n'
            '  "type": "transaction",\n'
            '  "entry": [\n'
            "    {\n"
            '      "fullUrl": "urn:uuid:⟨uuid⟩",\n'
            '      "resource": { "resourceType": "⟨res⟩", "id": "⟨fid⟩" },\n'
            '      "request": { "method": "PUT", "url": "⟨res⟩/⟨fid⟩" }\n'
            "    }\n"
            "  ]\n"
            "}",
            "HAPI-0989: Resource ⟨res⟩/⟨fid⟩ is not known — Hunzedal uses client-assigned ids, "
            "so we need PUT instead of POST",
            'ETag: W/"⟨v⟩"\n'
            "Location: https://fhir.kvn.intern/fhir/DiagnosticReport/⟨numid⟩/_history/⟨v⟩",
            "FHIR-Ressource ⟨res⟩/⟨fid⟩ hat zwei identifier mit gleichem system — "
            "Validator meckert",
            "Dewi: resource ⟨res⟩/⟨uuid2⟩ di server test sudah dihapus, id lama ⟨fid⟩",
        ),
        _fhir,
    ),
    Kind(
        "oid_identifiers",
        (
            "PID-3 assigning authority: KVN&⟨oid⟩&ISO (OID unter unserem BfArM-Knoten)",
            '"identifier": [{ "system": "urn:oid:⟨oid⟩", "value": "⟨mrn⟩" }]',
            "OID-Baum KVN (intern):\n"
            "⟨root⟩.1  Patienten-ID (KIS)\n"
            "⟨root⟩.2  Fallnummer\n"
            "⟨root⟩.3  Auftragsnummer Labor\n"
            "⟨root⟩.4  DICOM UID root",
            "Hunzedal: BSN system http://fhir.nl/fhir/NamingSystem/bsn "
            "(OID 2.16.840.1.113883.2.4.6.3), their own patient number OID ⟨noid⟩",
            "sysObjectID of the ECG gateway = ⟨snmp⟩ (IANA PEN ⟨pen⟩)",
        ),
        _oid,
    ),
    Kind(
        "dicom_ae_titles",
        (
            "echoscu -v -aet KVN_INTEG -aec ⟨ae⟩ ⟨ip⟩ ⟨port⟩\n"
            "I: Requesting Association\n"
            "I: Association Accepted (Max Send PDV: 16372)\n"
            "I: Sending Echo Request (MsgID 1)\n"
            "I: Received Echo Response (Success)\n"
            "I: Releasing Association",
            '"DicomModalities": {\n'
            '  "mod1": ["⟨ae⟩", "⟨ip⟩", ⟨port⟩],\n'
            '  "hoshimi": ["⟨ae2⟩", "pacs01.kvn.intern", 11112]\n'
            "}",
            "AE-Title Modalität: ⟨ae⟩ (⟨ip⟩, Port ⟨port⟩), Called AE am PACS: ⟨ae2⟩",
            "| AE Title | Host | Port | 用途 |\n"
            "|---|---|---|---|\n"
            "| ⟨ae⟩ | ⟨ip⟩ | ⟨port⟩ | 画像保存 |\n"
            "| ⟨ae2⟩ | pacs01 | 11112 | Q/R |",
            "A-ASSOCIATE-RJ: Called AE Title Not Recognized — Hunzedal's router expects ⟨ae⟩, "
            "we sent ⟨ae2⟩",
        ),
        _aet,
    ),
    Kind(
        "lab_order_specimen_ids",
        (
            "OBR|1|⟨order⟩^KIS|⟨labno⟩^LIS|⟨test⟩|||⟨ts⟩\nSPM|1|⟨barcode⟩||BLD^Blood^HL70487",
            "Probe ⟨barcode⟩ ist im LIS, aber Auftrag ⟨order⟩ im KIS storniert — "
            "Frau Oltmanns klärt das mit der Station",
            "Labnummer ⟨labno⟩ (Hunzedal) ↔ onze ordernummer ⟨order⟩",
            "Etikett gedruckt: *⟨barcode⟩* (Code128), Röhrchen ⟨tube⟩",
            "ORU^R01 for specimen ⟨barcode⟩ rejected: OBX-3 code ⟨loinc⟩ missing in the "
            "LIS mapping table",
        ),
        _lab,
    ),
    Kind(
        "device_udi_identifiers",
        (
            "UDI vom Perfusor (Station ⟨st⟩): (01)⟨gtin⟩(17)⟨exp⟩(10)⟨lot⟩(21)⟨sn⟩",
            "GS1 DataMatrix raw: 01⟨gtin⟩17⟨exp⟩10⟨lot⟩",
            "{\n"
            '  "resourceType": "Device",\n'
            '  "udiCarrier": [{ "deviceIdentifier": "⟨gtin⟩", '
            '"carrierHRF": "(01)⟨gtin⟩(21)⟨sn⟩" }],\n'
            '  "serialNumber": "⟨sn⟩"\n'
            "}",
            "OBX|3|ST|67880^MDC_ATTR_ID_SERIAL^MDC|1.0.0.3|⟨sn⟩||||||F",
            "UDI-DI ⟨gtin⟩, lot ⟨lot⟩ — Agus cek di EUDAMED, alat ini memang terdaftar",
        ),
        _udi,
    ),
)
