"""Benign look-alikes from the clinical side: DICOM, HL7 v2, patient and order identifiers,
FHIR and lab instruments. None of these is a credential; each must survive byte-identical.
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike38.gen import (
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    curp,
    day,
    dicom_uid,
    iso,
    num,
    orthanc_id,
    pick,
    stamp,
    uuid4,
    zdigits,
)

_SURNAMES = (
    "GARCIA^ETXEBERRIA",
    "PUIG^FERRER",
    "LOPEZ^ARANA",
    "MARTINEZ^VILA",
    "HERNANDEZ^RUIZ",
    "URIBE^ZABALA",
    "SOLER^BOSCH",
    "RAMIREZ^OCHOA",
    "FERNANDEZ^IRIONDO",
    "CASTRO^GUZMAN",
)
_GIVEN = ("AINHOA", "JORDI", "MARIA JOSE", "IKER", "GUADALUPE", "NEREA", "ARNAU", "JESUS", "LUCIA")


def _name(r: Random) -> str:
    return f"{r.choice(_SURNAMES)}^{r.choice(_GIVEN)}"


def _control_id(r: Random) -> str:
    style = r.randrange(5)
    if style == 0:
        return stamp(r) + zdigits(r, 6)
    if style == 1:
        return "HRA" + num(r, 12)
    if style == 2:
        return uuid4(r)
    if style == 3:
        return "MSG" + zdigits(r, 10)
    return num(r, 13) + "." + str(r.randint(1, 999))


def _dicom(r: Random) -> dict[str, str]:
    return {
        "uid": dicom_uid(r),
        "uid2": dicom_uid(r),
        "acc": f"RX{r.randint(29, 29)}{zdigits(r, 8)}",
        "mrn": num(r, 8),
        "d": day(r).replace("-", ""),
        "n": str(r.randint(1, 1800)),
        "ae": r.choice(("PACS_HRA", "ORTHANC_URG", "CT_MONCLOA1", "MR_CHAMARTIN", "US_GDL2")),
    }


def _series(r: Random) -> dict[str, str]:
    return {
        "st": dicom_uid(r),
        "se": dicom_uid(r),
        "sop": dicom_uid(r),
        "sop2": dicom_uid(r),
        "frame": dicom_uid(r),
        "n": str(r.randint(1, 12)),
        "cnt": str(r.randint(40, 900)),
    }


def _orthanc(r: Random) -> dict[str, str]:
    return {
        "p": orthanc_id(r),
        "s": orthanc_id(r),
        "se": orthanc_id(r),
        "i": orthanc_id(r),
        "job": uuid4(r),
        "mrn": num(r, 8),
        "uid": dicom_uid(r),
        "n": str(r.randint(10, 999)),
    }


def _hl7(r: Random) -> dict[str, str]:
    return {
        "ts": stamp(r),
        "ctl": _control_id(r),
        "ctl2": _control_id(r),
        "nhc": num(r, 8),
        "cip": pick(r, UPPER, 4) + zdigits(r, 12),
        "name": _name(r),
        "dob": f"19{r.randint(30, 99)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
        "visit": num(r, 10),
        "acc": f"ACC{zdigits(r, 10)}",
    }


def _ack(r: Random) -> dict[str, str]:
    return {
        "ts": stamp(r),
        "ctl": _control_id(r),
        "ctl2": _control_id(r),
        "msgid": num(r, 7),
        "ch": uuid4(r),
        "port": r.choice(("6661", "6662", "2575", "7001")),
        "ms": str(r.randint(3, 4000)),
        "t": iso(r),
    }


def _mrn(r: Random) -> dict[str, str]:
    return {
        "nhc": num(r, 8),
        "nhc2": zdigits(r, 9),
        "mrn": f"HRA-{num(r, 7)}",
        "cip": pick(r, UPPER, 4) + zdigits(r, 12),
        "tsi": "BBBB" + zdigits(r, 12) if r.random() < 0.5 else "CACE" + zdigits(r, 12),
        "n": str(r.randint(2, 40)),
        "d": day(r),
    }


def _accession(r: Random) -> dict[str, str]:
    y = "29"
    return {
        "acc": f"RX{y}{zdigits(r, 8)}",
        "acc2": f"ACC{y}08{zdigits(r, 8)}",
        "acc3": f"{r.choice(('TC', 'RM', 'US', 'MG'))}-2029-{zdigits(r, 6)}",
        "ris": num(r, 10),
        "uid": dicom_uid(r),
        "d": day(r),
    }


def _curp(r: Random) -> dict[str, str]:
    return {
        "c": curp(r),
        "c2": curp(r),
        "exp": f"GDL-{zdigits(r, 8)}",
        "rfc": pick(r, UPPER, 4) + zdigits(r, 6) + pick(r, UPPER_ALNUM, 3),
        "nss": zdigits(r, 11),
        "d": day(r),
        "name": r.choice(("RAMIREZ^OCHOA^GUADALUPE", "CASTRO^GUZMAN^JESUS", "LOPEZ^ARANA^MARIA")),
        "dob": f"19{r.randint(40, 99)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}",
    }


def _fhir(r: Random) -> dict[str, str]:
    ver = base64.b64encode(num(r, 19).encode()).decode().rstrip("=")
    return {
        "p": uuid4(r),
        "o": uuid4(r),
        "e": uuid4(r),
        "v": str(r.randint(1, 14)),
        "ver": ver,
        "num": num(r, 7),
        "t": iso(r),
        "nhc": num(r, 8),
        "req": uuid4(r),
    }


def _pdf_b64(r: Random) -> str:
    raw = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
    return base64.b64encode(raw + r.randbytes(r.randint(60, 140))).decode()


def _attach(r: Random) -> dict[str, str]:
    msg = (
        f"MSH|^~\\&|LIS_GDL|LAB_GDL|HIS_HRA|HRA_MAD|{stamp(r)}||ORU^R01^ORU_R01|"
        f"{_control_id(r)}|P|2.5.1\rPID|1||{num(r, 8)}^^^HRA^PI\r"
    )
    return {
        "pdf": _pdf_b64(r),
        "hl7": b64_of(msg),
        "sha1": b64(r, 20),
        "id": uuid4(r),
        "size": str(r.randint(20_000, 900_000)),
        "t": iso(r),
    }


def _astm(r: Random) -> dict[str, str]:
    return {
        "sn": f"{r.randint(1000, 9999)}-{r.randint(10, 99)}",
        "sn2": pick(r, UPPER, 2) + zdigits(r, 7),
        "lot": zdigits(r, 8),
        "qc": f"{r.randint(100, 999)}{pick(r, UPPER, 1)}{zdigits(r, 3)}",
        "bc": "29" + zdigits(r, 11),
        "ts": stamp(r),
        "v": f"{r.randint(1, 9)}.{r.randint(0, 12)}.{r.randint(0, 30)}",
        "res": f"{r.randint(3, 14)}.{r.randint(0, 9)}",
    }


def _barcode(r: Random) -> dict[str, str]:
    return {
        "bc": "29" + zdigits(r, 11),
        "bc2": f"GDL{zdigits(r, 11)}",
        "ord": f"OR{zdigits(r, 10)}",
        "plac": num(r, 9),
        "fill": f"LAB-{zdigits(r, 9)}",
        "rack": f"R{zdigits(r, 5)}",
        "pos": f"{r.choice('ABCDEFGH')}{r.randint(1, 12)}",
        "ts": stamp(r),
    }


CLINICAL: tuple[Kind, ...] = (
    Kind(
        "dicom_study_uids",
        (
            "(0020,000d) UI [⟨uid⟩]                      #  64, 1 StudyInstanceUID",
            "findscu -S -k QueryRetrieveLevel=STUDY -k StudyInstanceUID=⟨uid⟩ -k "
            "AccessionNumber -k PatientID ⟨ae⟩ 11112",
            "El estudio que no llegó al visor tiene StudyInstanceUID ⟨uid⟩ (AccessionNumber "
            "⟨acc⟩, NHC ⟨mrn⟩); el modality worklist lo tenía con otro UID: ⟨uid2⟩.",
            "movescu -aet HRA_DATOS -aem HRA_DATOS -k QueryRetrieveLevel=STUDY "
            "-k StudyInstanceUID=⟨uid⟩ pacs01.hra.local 104",
            "Ikerketa honen StudyInstanceUID: ⟨uid⟩ — ⟨n⟩ irudi, ⟨d⟩ egunekoa.",
            "| AccessionNumber | StudyInstanceUID |\n|---|---|\n| ⟨acc⟩ | ⟨uid⟩ |\n"
            "| ⟨mrn⟩ | ⟨uid2⟩ |",
        ),
        _dicom,
    ),
    Kind(
        "dicom_series_sop_uids",
        (
            "dcmdump +P 0020,000e +P 0008,0018 IM-0001-0⟨n⟩.dcm\n"
            "(0008,0018) UI [⟨sop⟩]  #  62, 1 SOPInstanceUID\n"
            "(0020,000e) UI [⟨se⟩]  #  58, 1 SeriesInstanceUID",
            '{"0020000E": {"vr": "UI", "Value": ["⟨se⟩"]}, "00080018": {"vr": "UI", '
            '"Value": ["⟨sop⟩"]}, "00201208": {"vr": "IS", "Value": [⟨cnt⟩]}}',
            "GET /dicom-web/studies/⟨st⟩/series/⟨se⟩/instances/⟨sop⟩/frames/1 → 200 (⟨cnt⟩ KB)",
            "La sèrie ⟨se⟩ té ⟨cnt⟩ instàncies; la primera SOP és ⟨sop⟩ i l'última ⟨sop2⟩.",
            "FrameOfReferenceUID ⟨frame⟩ is shared by the CT and the PET series ⟨se⟩, so the "
            "fusion in the viewer is fine.",
        ),
        _series,
    ),
    Kind(
        "orthanc_resource_ids",
        (
            "curl -s http://orthanc-urg:8042/studies/⟨s⟩ | jq '.MainDicomTags.StudyInstanceUID'\n"
            '"⟨uid⟩"',
            '{\n  "ID": "⟨s⟩",\n  "IsStable": true,\n  "LastUpdate": "20290812T101530",\n'
            '  "ParentPatient": "⟨p⟩",\n  "Series": [\n    "⟨se⟩"\n  ],\n  "Type": "Study"\n}',
            "Orthanc job ⟨job⟩ (DicomModalityStore a PACS_HRA) falló en la instancia ⟨i⟩.",
            'POST /modalities/PACS_HRA/store {"Resources": ["⟨s⟩"], "Synchronous": false}'
            '\n→ {"ID": "⟨job⟩", "Path": "/jobs/⟨job⟩"}',
            "Paciente Orthanc ⟨p⟩ = PatientID ⟨mrn⟩ (el ID de Orthanc es SHA-1 del PatientID, "
            "no es secreto).",
        ),
        _orthanc,
    ),
    Kind(
        "hl7_message_control_ids",
        (
            "MSH|^~\\&|HIS_HRA|HRA_MAD|MIRTH|HRA_DATOS|⟨ts⟩||ADT^A08^ADT_A01|⟨ctl⟩|P|2.5.1|||AL|NE"
            "|ESP\nEVN|A08|⟨ts⟩\nPID|1||⟨nhc⟩^^^HRA^PI~⟨cip⟩^^^SNS^JHN||⟨name⟩||⟨dob⟩|F\n"
            "PV1|1|I|CAR^312^1^HRA_MONCLOA||||||||||||||||⟨visit⟩",
            "MSH-10 del mensaje duplicado: ⟨ctl⟩ (el reenvío llegó con ⟨ctl2⟩).",
            "MSH|^~\\&|RIS_HRA|HRA_MAD|PACS|HRA_MAD|⟨ts⟩||ORM^O01^ORM_O01|⟨ctl⟩|P|2.3\n"
            "PID|1||⟨nhc⟩^^^HRA^PI||⟨name⟩\nORC|NW|⟨acc⟩\nOBR|1|⟨acc⟩||TCCRA^TC CRANEO",
            "SELECT * FROM raw_clinico.hl7_adt WHERE msh_10 IN ('⟨ctl⟩', '⟨ctl2⟩');",
            "Mezu kontrol IDa ⟨ctl⟩ bi aldiz prozesatu zen; idempotentzia gakoa MSH-10 da.",
        ),
        _hl7,
    ),
    Kind(
        "hl7_ack_mllp_logs",
        (
            "MSH|^~\\&|MIRTH|HRA_DATOS|HIS_HRA|HRA_MAD|⟨ts⟩||ACK^A08^ACK|⟨ctl2⟩|P|2.5.1\n"
            "MSA|AA|⟨ctl⟩",
            "⟨t⟩ INFO  [ADT_HIS_a_FHIR] MLLP listener :⟨port⟩ received message ⟨msgid⟩ "
            "(MSH-10=⟨ctl⟩), ACK AA sent in ⟨ms⟩ ms",
            "⟨t⟩ ERROR [ORU_LAB_GDL] channel ⟨ch⟩: NACK AE for ⟨ctl⟩ — "
            "ERR|^^^207&Application internal error&HL70357",
            "MSA|AE|⟨ctl⟩|PID-3 sin identificador HRA^PI\nERR|PID^1^3|101^Required field "
            "missing^HL70357|E",
            "Mirth message ⟨msgid⟩ in channel ⟨ch⟩ stayed QUEUED; the ACK for ⟨ctl⟩ never came "
            "back on port ⟨port⟩.",
        ),
        _ack,
    ),
    Kind(
        "mrn_nhc_numbers",
        (
            "NHC ⟨nhc⟩ aparece dos veces en la tabla de pacientes (fusión pendiente con ⟨nhc2⟩).",
            "PID|1||⟨nhc⟩^^^HRA^PI~⟨cip⟩^^^SNS^JHN~⟨tsi⟩^^^CAM^HC",
            "| NHC | CIP | episodios |\n|---|---|---|\n| ⟨nhc⟩ | ⟨cip⟩ | ⟨n⟩ |\n"
            "| ⟨nhc2⟩ | ⟨tsi⟩ | 1 |",
            "Pacient amb MRN ⟨mrn⟩ (NHC ⟨nhc⟩): l'ADT^A40 del ⟨d⟩ no es va aplicar.",
            "dbt test fallido: unique_dim_paciente_nhc → duplicados ⟨nhc⟩, ⟨nhc2⟩",
            "EMPI match score 0.97 between ⟨mrn⟩ and ⟨nhc2⟩ (same CIP ⟨cip⟩).",
        ),
        _mrn,
    ),
    Kind(
        "accession_numbers",
        (
            "AccessionNumber ⟨acc⟩ → StudyInstanceUID ⟨uid⟩",
            "El RIS reutilizó el número de acceso ⟨acc2⟩ el ⟨d⟩; el PACS lo rechazó como "
            "duplicado.",
            "(0008,0050) SH [⟨acc⟩]                                 #  12, 1 AccessionNumber",
            "OBR|1|⟨ris⟩|⟨acc3⟩|RMRODI^RM RODILLA IZQ|||⟨d⟩",
            "Peticions amb accession ⟨acc3⟩ i ⟨acc2⟩ al worklist de RM de Chamartín.",
        ),
        _accession,
    ),
    Kind(
        "curp_like_patient_ids",
        (
            "Paciente del laboratorio de Guadalajara con CURP ⟨c⟩ y expediente ⟨exp⟩: el "
            "resultado de HbA1c llegó al HIS de Madrid sin NHC.",
            "PID|1||⟨exp⟩^^^LAB_GDL^MR~⟨c⟩^^^RENAPO^NI||⟨name⟩||⟨dob⟩|F",
            "| curp | expediente | nss |\n|---|---|---|\n| ⟨c⟩ | ⟨exp⟩ | ⟨nss⟩ |\n| ⟨c2⟩ | - | - |",
            "Validación: la CURP ⟨c⟩ pasa el regex pero el dígito verificador no cuadra; el "
            "RFC del pagador es ⟨rfc⟩.",
            "select curp, count(*) from raw_lab.gdl_pacientes group by 1 having count(*) > 1;"
            "\n-- ⟨c⟩ | 3",
        ),
        _curp,
    ),
    Kind(
        "fhir_resource_ids",
        (
            "GET https://fhir.almudena-salud.es/fhir/r4/Patient/⟨p⟩/_history/⟨v⟩\n"
            'ETag: W/"⟨v⟩"\nX-Request-Id: ⟨req⟩',
            '{"resourceType": "Observation", "id": "⟨o⟩", "meta": {"versionId": "⟨ver⟩", '
            '"lastUpdated": "⟨t⟩+00:00"}, "subject": {"reference": "Patient/⟨p⟩"}, '
            '"encounter": {"reference": "Encounter/⟨e⟩"}}',
            "Bundle transaction entry: fullUrl urn:uuid:⟨o⟩ → response.location "
            "Observation/⟨num⟩/_history/1",
            "La Encounter/⟨e⟩ apunta al paciente Patient/⟨p⟩ pero el NHC es ⟨nhc⟩; revisar "
            "el mapeo del PV1.",
            "Google Healthcare FHIR store: Patient/⟨p⟩ versionId ⟨ver⟩ (el versionId es base64 "
            "de un contador, no un token).",
        ),
        _fhir,
    ),
    Kind(
        "fhir_base64_attachments",
        (
            '"content": [{"attachment": {"contentType": "application/pdf", "language": '
            '"es-ES", "data": "⟨pdf⟩", "hash": "⟨sha1⟩", "title": "Informe de alta"}}]',
            '{"resourceType": "Binary", "id": "⟨id⟩", "contentType": "x-application/hl7-v2+er7",'
            ' "data": "⟨hl7⟩"}',
            "DocumentReference ⟨id⟩: attachment.size ⟨size⟩, attachment.hash (SHA-1, base64) "
            "⟨sha1⟩",
            "El Binary del ORU original, en base64:\n⟨hl7⟩",
        ),
        _attach,
    ),
    Kind(
        "lab_instrument_astm_serials",
        (
            "H|\\^&|||cobas pro^⟨v⟩^SN ⟨sn⟩|||||||P|1|⟨ts⟩\nP|1\n"
            "O|1|⟨bc⟩^^^^SAMPLE||^^^8490^GLU|R||||||N\nR|1|^^^8490^GLU|⟨res⟩|mmol/L||N||F||||"
            "⟨ts⟩|SN ⟨sn⟩\nL|1|N",
            "Analizador Sysmex XN-1000 de Guadalajara, número de serie ⟨sn2⟩, firmware ⟨v⟩; "
            "reactivo lote ⟨lot⟩, control QC lote ⟨qc⟩.",
            "| equipo | serie | lote reactivo |\n|---|---|---|\n| cobas pro | ⟨sn⟩ | ⟨lot⟩ |\n"
            "| Alinity ci | ⟨sn2⟩ | ⟨qc⟩ |",
            "The Alinity in GDL (S/N ⟨sn2⟩) sends R records with the QC lot ⟨qc⟩ in R-13; "
            "dbt model stg_lab__astm_results drops them.",
        ),
        _astm,
    ),
    Kind(
        "lab_specimen_barcodes_orders",
        (
            "ORC|NW|⟨plac⟩|⟨fill⟩||SC||||⟨ts⟩\nOBR|1|⟨plac⟩|⟨fill⟩|HBA1C^Hemoglobina "
            "glicada\nSPM|1|⟨bc⟩||SER^Suero",
            "Tubo ⟨bc2⟩ en gradilla ⟨rack⟩ posición ⟨pos⟩ no tiene orden (⟨ord⟩ cancelada).",
            "Muestra ⟨bc⟩ → orden ⟨ord⟩, placer ⟨plac⟩, filler ⟨fill⟩",
            "Lagina ⟨bc⟩ (⟨rack⟩/⟨pos⟩) bi aldiz irakurri zuen analizatzaileak.",
            "select * from raw_lab.gdl_muestras where codigo_barras in ('⟨bc⟩', '⟨bc2⟩');",
        ),
        _barcode,
    ),
)
