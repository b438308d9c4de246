"""Benign: HL7 v2, FHIR R4, C-CDA, DICOM and X12 identifiers, Epic/Cerner/Mirth ids."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike12.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    clock,
    day,
    fake_name,
    hexs,
    iso,
    npi,
    num,
    pick,
    uuid4,
    wrap,
)

_CERNER_SANDBOX = "ec2458f2-1e24-41c8-b71b-0e701af7583d"


def _epic_id(r: Random, n: int = 22) -> str:
    return "e" + pick(r, ALNUM, n) + "3"


def _fhir_ids(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    return {
        "epic": _epic_id(r),
        "obs": "e" + pick(r, ALNUM + ".-", 40) + "3",
        "cer": num(r, 8),
        "u": uuid4(r),
        "v": str(r.randint(2, 9)),
        "fam": fam.title(),
        "given": given,
        "tenant": _CERNER_SANDBOX,
        "n": str(r.randint(12, 60)),
    }


def _bundle(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "ts": iso(r),
        "total": str(r.randint(3, 240)),
        "pid": num(r, 7),
        "eid": num(r, 8),
    }


def _identifiers(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    return {
        "mrn": "E" + num(r, 7),
        "npi": npi(r),
        "npi2": npi(r),
        "member": pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + num(r, 9),
        "x": str(r.randint(0, 9)),
        "fam": fam.title(),
        "given": given,
        "grp": num(r, 6),
    }


def _http(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 7),
        "v": str(r.randint(2, 8)),
        "req": uuid4(r),
        "req2": hexs(r, 32),
        "ts": clock(r),
        "d": str(r.randint(3, 31)),
        "u": uuid4(r),
    }


def _hl7(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    stamp = f"202503{r.randint(3, 31):02d}{r.randint(0, 23):02d}{r.randint(0, 59):02d}"
    return {
        "ctl": num(r, 10),
        "ts": stamp + f"{r.randint(0, 59):02d}",
        "mrn": "E" + num(r, 7),
        "epi": num(r, 9),
        "fam": fam,
        "given": given.upper(),
        "fin": num(r, 10),
        "npi": npi(r),
        "val": f"{r.randint(60, 180)}",
    }


def _mirth_log(r: Random) -> dict[str, str]:
    return {
        "ch": uuid4(r),
        "ch2": uuid4(r),
        "ctl": num(r, 10),
        "ts": f"{day(r)} {clock(r)},{r.randint(100, 999)}",
        "msg": str(r.randint(100000, 999999)),
        "tid": str(r.randint(20, 90)),
    }


def _mirth_xml(r: Random) -> dict[str, str]:
    return {
        "ch": uuid4(r),
        "rev": str(r.randint(3, 80)),
        "meta": str(r.randint(2, 9)),
        "port": str(r.choice((6661, 6662, 6670, 7001, 8443))),
        "ts": num(r, 13),
    }


def _ge_uid(r: Random) -> str:
    return f"1.2.840.113619.2.55.3.{num(r, 9)}.{num(r, 3)}.{num(r, 10)}.{num(r, 3)}"


def _siemens_uid(r: Random) -> str:
    return f"1.3.12.2.1107.5.1.4.{num(r, 5)}.30000025{num(r, 14)}"


def _uuid_uid(r: Random) -> str:
    return "2.25." + str(r.getrandbits(127) | (1 << 126))


def _dicom(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    return {
        "study": _ge_uid(r),
        "series": _siemens_uid(r),
        "sop": _uuid_uid(r),
        "sop2": f"{_ge_uid(r)}.{r.randint(1, 400)}",
        "acc": "ACC" + num(r, 8),
        "pn": f"{fam}^{given.upper()}",
        "ws": "dicomws" + pick(r, LOWER_ALNUM, 4),
        "svc": r.choice(("imaging", "pacsbridge", "radprod")),
        "frame": str(r.randint(1, 240)),
        "req": uuid4(r),
    }


def _pad(value: str, width: int = 15) -> str:
    return value.ljust(width)[:width]


def _x12(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    d = r.randint(3, 31)
    return {
        "isa": f"{r.randint(1, 999999):09d}",
        "gs": str(r.randint(1000, 99999)),
        "bht": num(r, 10),
        "yymmdd": f"2503{d:02d}",
        "ccyymmdd": f"202503{d:02d}",
        "hhmm": f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}",
        "snd": _pad("MERIDALEHC"),
        "rcv": _pad(r.choice(("AVAILITY", "030240928", "CHGHC", "WAYSTAR"))),
        "npi": npi(r),
        "fam": fam,
        "given": given.upper(),
        "member": pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + num(r, 9),
        "clm": "MHC" + num(r, 9),
        "amt": f"{r.randint(80, 4200)}.{r.randint(0, 99):02d}",
        "icn": num(r, 13),
        "trn": num(r, 10),
        "tin": num(r, 9),
        "last4": num(r, 4),
    }


def _epic_client(r: Random) -> dict[str, str]:
    return {
        "np": uuid4(r),
        "prod": uuid4(r),
        "kid": hexs(r, 16),
        "ts": iso(r),
        "req": uuid4(r),
    }


def _smart(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "state": pick(r, ALNUM, 32),
        "chal": pick(r, ALNUM + "-_", 43),
        "pid": _epic_id(r),
        "enc": "e" + pick(r, ALNUM, 30) + "3",
    }


def _cerner(r: Random) -> dict[str, str]:
    return {
        "enc": num(r, 8),
        "fin": num(r, 10),
        "pid": num(r, 8),
        "tenant": _CERNER_SANDBOX,
        "app": uuid4(r),
        "sys": uuid4(r),
        "corr": uuid4(r),
    }


def _claims(r: Random) -> dict[str, str]:
    base = int(num(r, 9))
    return {
        "icn": num(r, 13),
        "clm": f"MHC{base}",
        "clm2": f"MHC{base + r.randint(200, 900)}",
        "member": pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + num(r, 9),
        "grp": num(r, 6),
        "batch": f"CLB-{day(r).replace('-', '')}-{num(r, 4)}",
        "k": str(r.randint(300, 9000)),
        "dcn": num(r, 11),
    }


def _ccda(r: Random) -> dict[str, str]:
    fam, given = fake_name(r)
    return {
        "root": f"1.2.840.114350.1.13.{num(r, 3)}.2.7.8.688883.{num(r, 3)}",
        "ext": num(r, 10),
        "set": uuid4(r),
        "mrn": "E" + num(r, 7),
        "fam": fam.title(),
        "given": given,
        "ts": f"202503{r.randint(3, 31):02d}{r.randint(0, 23):02d}{r.randint(0, 59):02d}-0500",
    }


def _pdf(r: Random) -> dict[str, str]:
    head = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
    data = base64.b64encode(head + r.randbytes(r.randint(60, 120))).decode()
    return {
        "b64": data,
        "wrapped": wrap(data, 76),
        "ctl": num(r, 10),
        "size": f"{r.randint(11, 48) / 10:.1f}",
        "doc": num(r, 9),
    }


CLINICAL: tuple[Kind, ...] = (
    Kind(
        "fhir_resource_ids",
        (
            "Epic non-prod: GET /api/FHIR/R4/Patient/⟨epic⟩ returns ⟨fam⟩, ⟨given⟩ (synthetic "
            "test patient); `Observation?patient=⟨epic⟩&category=vital-signs` gives ⟨n⟩ entries",
            "Cerner sandbox read works: https://fhir-ehr-code.cerner.com/r4/⟨tenant⟩/Patient/⟨cer⟩ "
            "(the tenant GUID in the path is the public sandbox tenant)",
            "HAPI dev server answered the PUT with Observation/⟨u⟩/_history/⟨v⟩; the portal cache "
            "keys on that versioned id",
            "Epic FHIR ids are opaque and per-environment: Observation ⟨obs⟩ and Patient ⟨epic⟩ "
            "only resolve against POC, never against PRD",
        ),
        _fhir_ids,
        n=6,
    ),
    Kind(
        "fhir_bundle_json",
        (
            '{\n  "resourceType": "Bundle",\n  "id": "⟨u⟩",\n  "meta": { "lastUpdated": '
            '"⟨ts⟩Z" },\n  "type": "searchset",\n  "total": ⟨total⟩,\n  "link": [ { "relation": '
            '"next", "url": "https://fhir-dev.mhc.internal/fhir?_getpages=⟨u2⟩&_getpagesoffset=20'
            '&_count=20" } ]\n}',
            "transaction-response for bundle ⟨u⟩:\n  entry[0].response.status = 201 Created\n"
            "  entry[0].response.location = Patient/⟨pid⟩/_history/1\n  entry[0].response.etag = "
            'W/"1"\n'
            "  entry[1].response.location = Encounter/⟨eid⟩/_history/1",
            "In the claims-to-FHIR bundle the Encounter points at fullUrl urn:uuid:⟨u2⟩ and the "
            "server rewrites it to Patient/⟨pid⟩ on commit; bundle id ⟨u3⟩",
        ),
        _bundle,
    ),
    Kind(
        "fhir_identifier_systems",
        (
            '"identifier": [\n  { "use": "usual", "system": "urn:oid:1.2.840.114350.1.13.⟨x⟩.2.7.5'
            '.737384.14", "value": "⟨mrn⟩" },\n  { "system": "http://hl7.org/fhir/sid/us-npi", '
            '"value": "⟨npi⟩" }\n]',
            "Practitioner?identifier=http://hl7.org/fhir/sid/us-npi|⟨npi⟩ finds Dr. ⟨fam⟩ in the "
            "sandbox; ⟨npi2⟩ (also Luhn-valid) is the billing NPI of the group",
            "Coverage.identifier for test member ⟨given⟩ ⟨fam⟩: system "
            "https://payer.meridale-health.net/member-id, value ⟨member⟩, group ⟨grp⟩",
            "MRN ⟨mrn⟩ sits under urn:oid:1.2.840.114350.1.13.⟨x⟩.2.7.5.737384.14 in Epic and "
            "under system `urn:mhc:mrn` in the portal DB — map, do not compare strings",
        ),
        _identifiers,
        n=6,
    ),
    Kind(
        "fhir_http_exchange",
        (
            'PUT /fhir/Patient/⟨pid⟩ HTTP/1.1\nIf-Match: W/"⟨v⟩"\nContent-Type: '
            "application/fhir+json\n\nHTTP/1.1 412 Precondition Failed\nX-Request-Id: ⟨req⟩\n"
            'ETag: W/"9"',
            "HTTP/1.1 201 Created\nLocation: https://fhir-dev.mhc.internal/fhir/Observation/⟨u⟩/"
            '_history/1\nETag: W/"1"\nLast-Modified: Mon, ⟨d⟩ Mar 2025 ⟨ts⟩ GMT\n'
            "X-Request-Id: ⟨req2⟩",
            'The 412 on Patient/⟨pid⟩ was our stale If-Match W/"⟨v⟩"; server request id ⟨req⟩ '
            "shows the concurrent update from the ADT feed",
        ),
        _http,
    ),
    Kind(
        "hl7v2_adt_oru_messages",
        (
            "MSH|^~\\&|EPIC|MHCPRD|MIRTH|PORTAL|⟨ts⟩||ADT^A08^ADT_A01|⟨ctl⟩|P|2.5.1\n"
            "EVN|A08|⟨ts⟩\nPID|1||⟨mrn⟩^^^MHC^MR~⟨epi⟩^^^EPI^EPI||⟨fam⟩^⟨given⟩^^^^^L||19700101|F\n"
            "PV1|1|O|CLIN^^^MHC||||⟨npi⟩^WELBY^MARCUS|||||||||||⟨fin⟩",
            "MSH|^~\\&|BEAKER|MHCLAB|MIRTH|DW|⟨ts⟩||ORU^R01^ORU_R01|⟨ctl⟩|T|2.5.1\n"
            "PID|1||⟨mrn⟩^^^MHC^MR||⟨fam⟩^⟨given⟩\nOBR|1|⟨fin⟩|⟨epi⟩|GLU^Glucose^L\n"
            "OBX|1|NM|2345-7^Glucose^LN||⟨val⟩|mg/dL|70-99|H|||F",
            "ADT^A08 control id ⟨ctl⟩ for ⟨fam⟩^⟨given⟩ (MRN ⟨mrn⟩, FIN ⟨fin⟩) was processed "
            "twice — Epic resent after our ACK timed out",
        ),
        _hl7,
    ),
    Kind(
        "mirth_server_log",
        (
            "INFO  ⟨ts⟩ [Channel Dispatch Thread on ADT_Inbound (⟨ch⟩) < TCP Listener Thread on "
            "ADT_Inbound (⟨ch⟩) (⟨tid⟩)] transformer: ACK MSA|AA|⟨ctl⟩ sent, message id ⟨msg⟩",
            "ERROR ⟨ts⟩ [Destination Queue Thread 1 on EDI_837_Out (⟨ch2⟩), SFTP Writer (1)] "
            "com.mirth.connect.connectors.file.FileDispatcher: Error writing file: Auth fail "
            "(check the channel's configuration map entry sftp_password)",
            "Mirth dashboard: channel ⟨ch⟩ deployed rev ⟨tid⟩, last message ⟨msg⟩ ERROR; "
            "reprocessed from the message browser, new ACK MSA|AA|⟨ctl⟩",
        ),
        _mirth_log,
    ),
    Kind(
        "mirth_channel_export_xml",
        (
            '<channel version="4.4.1">\n  <id>⟨ch⟩</id>\n  <nextMetaDataId>⟨meta⟩</nextMetaDataId>'
            "\n  <name>EDI_835_Pickup</name>\n  <revision>⟨rev⟩</revision>\n  <sourceConnector "
            'version="4.4.1">\n    <properties class="com.mirth.connect.connectors.file.'
            'FileReceiverProperties">\n      <scheme>SFTP</scheme>\n      <host>${sftp_host}</host>'
            "\n      <username>${sftp_user}</username>\n      "
            "<password>${sftp_password}</password>",
            "<exportData>\n  <metadata>\n    <enabled>true</enabled>\n    <lastModified>\n      "
            "<time>⟨ts⟩</time>\n      <timezone>America/Chicago</timezone>\n    </lastModified>\n"
            "  </metadata>\n</exportData>\n<!-- channel ⟨ch⟩, listener port ⟨port⟩ -->",
            "Exported channel ⟨ch⟩ (rev ⟨rev⟩) to git. The <password> element only holds "
            "${db_password}; the real value comes from the configuration map, which stays out "
            "of the repo",
        ),
        _mirth_xml,
    ),
    Kind(
        "dicom_uids",
        (
            "(0008,0016) UI =CTImageStorage                          #  26, 1 SOPClassUID\n"
            "(0008,0018) UI [⟨sop⟩]  #  64, 1 SOPInstanceUID\n"
            "(0008,0050) SH [⟨acc⟩]                             #  12, 1 AccessionNumber\n"
            "(0010,0010) PN [⟨pn⟩]                        #  20, 1 PatientName\n"
            "(0020,000d) UI [⟨study⟩] #  58, 1 StudyInstanceUID",
            "StudyInstanceUID ⟨study⟩ came from the GE scanner (root 1.2.840.113619); the "
            "Siemens series ⟨series⟩ was re-sent with a new SOP UID ⟨sop⟩",
            "The de-id job replaces UIDs with 2.25.<uuid-as-integer>, e.g. ⟨sop⟩ for original "
            "⟨sop2⟩; the mapping table lives in the PHI zone only",
            "Accession ⟨acc⟩ has study ⟨study⟩ and series ⟨series⟩ in the VNA but the "
            "worklist still shows the old UID",
        ),
        _dicom,
        n=6,
    ),
    Kind(
        "dicomweb_requests",
        (
            "GET https://⟨ws⟩-⟨svc⟩.dicom.azurehealthcareapis.com/v1/studies/⟨study⟩/series/"
            '⟨series⟩/instances/⟨sop⟩/frames/⟨frame⟩\nAccept: multipart/related; type="application/'
            'octet-stream"; transfer-syntax=*\n→ 200, x-ms-request-id: ⟨req⟩',
            "QIDO: /v1/studies?AccessionNumber=⟨acc⟩&includefield=00081030 returns study ⟨study⟩"
            " (one series, ⟨series⟩)",
            "STOW-RS of ⟨sop⟩ failed with 409 (instance exists) on ⟨ws⟩-⟨svc⟩; request id ⟨req⟩",
        ),
        _dicom,
    ),
    Kind(
        "x12_837_envelope",
        (
            "ISA*00*          *00*          "
            "*ZZ*⟨snd⟩*ZZ*⟨rcv⟩*⟨yymmdd⟩*⟨hhmm⟩*^*00501*⟨isa⟩*1*T*:~\n"
            "GS*HC*MERIDALEHC*AVAILITY*⟨ccyymmdd⟩*⟨hhmm⟩*⟨gs⟩*X*005010X222A1~\n"
            "ST*837*0001*005010X222A1~\nBHT*0019*00*⟨bht⟩*⟨ccyymmdd⟩*⟨hhmm⟩*CH~\n"
            "NM1*85*2*MERIDALE CLINIC GROUP*****XX*⟨npi⟩~\nNM1*IL*1*⟨fam⟩*⟨given⟩****MI*⟨member⟩~\n"
            "CLM*⟨clm⟩*⟨amt⟩***11:B:1*Y*A*Y*Y~",
            "ISA02 and ISA04 are ten blanks with qualifiers 00/00 — there is no authorization or "
            "security information in our envelopes. Interchange control ⟨isa⟩, group ⟨gs⟩, "
            "BHT03 ⟨bht⟩",
            "837P test file for ⟨fam⟩ ⟨given⟩: CLM01 ⟨clm⟩, charge ⟨amt⟩, billing NPI ⟨npi⟩, "
            "member id ⟨member⟩, ISA13 ⟨isa⟩",
        ),
        _x12,
        n=6,
    ),
    Kind(
        "x12_835_remittance",
        (
            "ST*835*0001~\nBPR*I*⟨amt⟩*C*ACH*CCP*01*011000015*DA*XXXXXX⟨last4⟩*1⟨tin⟩**01*"
            "011000015*DA*XXXXXX0001*⟨ccyymmdd⟩~\nTRN*1*⟨trn⟩*1⟨tin⟩~\n"
            "CLP*⟨clm⟩*1*⟨amt⟩*⟨amt⟩*0*12*⟨icn⟩*11*1~\nNM1*QC*1*⟨fam⟩*⟨given⟩****MI*⟨member⟩~",
            "835 for EFT trace ⟨trn⟩ paid claim ⟨clm⟩ (payer ICN ⟨icn⟩); the bank account in "
            "BPR is masked by the clearinghouse, only XXXXXX⟨last4⟩ reaches us",
            "Remit posting mismatch: CLP07 ⟨icn⟩ vs our ⟨clm⟩, TRN02 ⟨trn⟩ — Spring Batch "
            "step remitMatchStep skipped it",
        ),
        _x12,
    ),
    Kind(
        "x12_999_ta1_acks",
        (
            "TA1*⟨isa⟩*⟨yymmdd⟩*⟨hhmm⟩*A*000~\nGS*FA*AVAILITY*MERIDALEHC*⟨ccyymmdd⟩*⟨hhmm⟩*"
            "⟨gs⟩*X*005010X231A1~\nST*999*0001*005010X231A1~\nAK1*HC*⟨gs⟩*005010X222A1~\n"
            "AK2*837*0001*005010X222A1~\nIK5*A~\nAK9*A*1*1*1~",
            "999 rejected group ⟨gs⟩: IK3*NM1*12**8~ IK4*9*67*7~ — NPI ⟨npi⟩ in loop 2010AA was "
            "the group NPI, fix in the claims engine mapping",
            "Clearinghouse batch for ISA13 ⟨isa⟩ accepted (TA1 A/000), 277CA claim ⟨clm⟩ pending",
        ),
        _x12,
    ),
    Kind(
        "epic_app_client_ids",
        (
            "Epic on FHIR app 'Meridale Portal Sync': Non-Production Client ID ⟨np⟩, Production "
            "Client ID ⟨prod⟩. Backend app — it signs JWTs with our key, the JWKS is public at "
            "https://portal.meridale-health.net/.well-known/jwks.json (kid ⟨kid⟩)",
            "Interconnect calls need `Epic-Client-ID: ⟨np⟩` in POC; the header is an app id, "
            "not a credential",
            "App Orchard shows the prod client ⟨prod⟩ as 'Ready' since ⟨ts⟩; downloads take "
            "~12h to sync to customers",
            "token endpoint 400 invalid_client for client_id ⟨np⟩ — the JWKS kid ⟨kid⟩ was "
            "not published yet (request ⟨req⟩)",
        ),
        _epic_client,
        n=6,
    ),
    Kind(
        "smart_authorize_urls",
        (
            "https://fhir.mhc-epic.net/interconnect-fhir-oauth/oauth2/authorize?response_type=code"
            "&client_id=⟨cid⟩&redirect_uri=https%3A%2F%2Fportal.meridale-health.net%2Fsmart%2F"
            "callback&scope=launch%2Fpatient%20patient%2FObservation.read&state=⟨state⟩&aud="
            "https%3A%2F%2Ffhir.mhc-epic.net%2Fapi%2FFHIR%2FR4&code_challenge=⟨chal⟩"
            "&code_challenge_method=S256",
            "SMART launch context came back with patient ⟨pid⟩ and encounter ⟨enc⟩; state "
            "⟨state⟩ matched the cookie",
            "PKCE check: code_challenge ⟨chal⟩ is the S256 of the verifier we keep server-side; "
            "public client ⟨cid⟩ has no secret",
        ),
        _smart,
    ),
    Kind(
        "cerner_millennium_ids",
        (
            "Cerner encounter ⟨enc⟩ (FIN ⟨fin⟩) for person ⟨pid⟩ in tenant ⟨tenant⟩ — "
            "Encounter.identifier carries the FIN",
            "Oracle Health code console: app ⟨app⟩, system account client id ⟨sys⟩. The "
            "system account secret is Key Vault secret `cerner-system-secret`, not here",
            "Millennium person_id ⟨pid⟩ = FHIR Patient/⟨pid⟩; correlation id ⟨corr⟩ on the 404",
        ),
        _cerner,
    ),
    Kind(
        "claims_control_numbers",
        (
            "Payer ICN ⟨icn⟩ for our claim ⟨clm⟩ denied CARC 197; resubmitted as frequency 7 "
            "with REF*F8*⟨icn⟩",
            "Spring Batch job claimsIntake batch ⟨batch⟩ picked up ⟨k⟩ claims, control numbers "
            "⟨clm⟩ … ⟨clm2⟩",
            "Member ⟨member⟩ / group ⟨grp⟩: eligibility 271 says active; DCN ⟨dcn⟩ is the "
            "paper-claim document control number",
        ),
        _claims,
    ),
    Kind(
        "ccda_document_ids",
        (
            '<ClinicalDocument xmlns="urn:hl7-org:v3">\n  <realmCode code="US"/>\n  <templateId '
            'root="2.16.840.1.113883.10.20.22.1.1" extension="2015-08-01"/>\n  <id root="⟨root⟩" '
            'extension="⟨ext⟩"/>\n  <setId root="2.25" extension="⟨set⟩"/>\n  <effectiveTime '
            'value="⟨ts⟩"/>',
            '<patientRole>\n  <id root="1.2.840.114350.1.13.0.1.7.5.737384.14" extension="⟨mrn⟩"/>'
            "\n  <patient><name><given>⟨given⟩</given><family>⟨fam⟩</family></name></patient>\n"
            "</patientRole>",
            "C-CDA from Care Everywhere: document id ⟨root⟩^⟨ext⟩, setId ⟨set⟩ — dedupe on setId, "
            "not on the document id",
        ),
        _ccda,
    ),
    Kind(
        "hl7_embedded_pdf_base64",
        (
            "OBX|1|ED|PDF^Discharge Summary^L||^application^pdf^Base64^⟨b64⟩||||||F",
            "OBX-5 of message ⟨ctl⟩ is ⟨size⟩ MB of base64 PDF; decoding the head gives %PDF-1.7:\n"
            "⟨wrapped⟩",
            "Document ⟨doc⟩ arrives as base64 (starts JVBERi0xLjcK, i.e. `%PDF-1.7`); "
            "Mirth writes it to blob, first line was ⟨b64⟩",
        ),
        _pdf,
    ),
)
