"""Benign look-alikes from EDI and shipping: envelopes and control numbers, AS2 message ids
and MICs, partner ids, checksums and base64 of EDI files, container, B/L, AWB and tracking
numbers, tariff codes. Each must come out of the scrubber byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike21.gen import (
    OUR_EDI_IDS,
    SCACS,
    UNLOCODES,
    Kind,
    awb,
    b64,
    b64_of,
    clock,
    container,
    day,
    dhl_express,
    digits,
    duns,
    edifact_iftsta,
    gln,
    hexs,
    icn,
    iso6346_check,
    md5_hex,
    num,
    partner,
    pick,
    sha256_hex,
    sscc,
    tmx_hbl,
    ups_1z,
    uuid4,
    x12_214,
)


def _p(r: Random) -> dict[str, str]:
    name, domain, edi_id = partner(r)
    return {"partner": name, "pdomain": domain, "pid": edi_id, "PARTNER": name.upper()}


def _hhmm(r: Random) -> str:
    return clock(r).replace(":", "")


def _edifact_ref(r: Random) -> str:
    return r.choice((f"{r.randint(1, 99999):014d}", "TMX2706" + digits(r, 7), num(r, 9)))


# ---------------------------------------------------------------------------------------


def _x12(r: Random) -> dict[str, str]:
    p = _p(r)
    control = icn(r)
    ours = r.choice(OUR_EDI_IDS)
    return {
        "x214": x12_214(r, control, ours, p["pid"]),
        "icn": control,
        "icn2": icn(r),
        "icn3": icn(r),
        "gcn": str(r.randint(1, 99999)),
        "gcn2": str(r.randint(1, 99999)),
        "d": day(r),
        "hhmm": _hhmm(r),
        "ours": ours,
        "ours15": f"{ours:<15}",
        "pid15": f"{p['pid']:<15}",
        **p,
    }


def _edifact(r: Random) -> dict[str, str]:
    p = _p(r)
    ref = _edifact_ref(r)
    return {
        "iftsta": edifact_iftsta(r, ref, p["pid"], r.choice(OUR_EDI_IDS)),
        "ref": ref,
        "ref2": _edifact_ref(r),
        "mref": str(r.randint(1, 9999)),
        "bkg": num(r, 9),
        "d": day(r),
        "hhmm": _hhmm(r),
        **p,
    }


def _segments(r: Random) -> dict[str, str]:
    return {
        "scac": r.choice(SCACS),
        "shid": "TMX" + digits(r, 7),
        "po": num(r, 10),
        "bol": num(r, 10),
        "duns": duns(r),
        "gln": gln(r),
        "sscc": sscc(r),
        "upc": digits(r, 12),
        "qty": str(r.randint(1, 26)),
        "inv": "INV" + digits(r, 7),
        "amt": f"{r.randint(3000, 190000)}",
        "wt": str(r.randint(800, 22000)),
        "bkg": num(r, 9),
        "mbl": "MAEU" + num(r, 9),
        "voy": num(r, 3) + r.choice("WENS"),
        "imo": "9" + digits(r, 6),
        "cont": container(r),
        "seal": r.choice(("ML-MX", "TR", "")) + digits(r, 7),
        "deliv": "80" + digits(r, 6),
        "d": day(r),
        "hhmm": _hhmm(r),
        **_p(r),
    }


def _mid(r: Random, to: str) -> str:
    return r.choice(
        (
            f"OPENAS2-{day(r)}062027{_hhmm(r)}{digits(r, 2)}-{r.randint(1000, 9999)}@TMXMTY_{to}",
            f"{uuid4(r)}@edi-gw01.tresmareslog.com",
            f"CLEO-{digits(r, 13)}-{hexs(r, 8)}@{to}",
            f"{digits(r, 13)}.{r.randint(10, 99999)}@mendelson_opensource_AS2",
        )
    )


def _as2(r: Random) -> dict[str, str]:
    p = _p(r)
    return {
        "mid": _mid(r, p["pid"]),
        "mic": b64(r, 32),
        "mic2": b64(r, 32),
        "mic1": b64(r, 20),
        "ours": r.choice(OUR_EDI_IDS),
        "d": day(r),
        "t": clock(r),
        "ss": f"{r.randint(0, 59):02d}",
        "ms": f"{r.randint(0, 999):03d}",
        **p,
    }


def _as2_ids(r: Random) -> dict[str, str]:
    p = _p(r)
    d = duns(r)
    return {
        "id": r.choice((p["pid"] + "AS2", p["pid"], d + pick(r, "0123456789", 4), gln(r))),
        "id2": r.choice(OUR_EDI_IDS) + r.choice(("", "_AS2", "PROD")),
        "duns": d,
        "gln": gln(r),
        "port": r.choice(("443", "4080", "5443", "8443")),
        "alias": p["pid"].lower() + "-" + r.choice(("2026", "2027", "enc", "sign")),
        **p,
    }


def _sample_edi(r: Random) -> str:
    p = _p(r)
    return r.choice(
        (
            x12_214(r, icn(r), r.choice(OUR_EDI_IDS), p["pid"]),
            edifact_iftsta(r, _edifact_ref(r), p["pid"], r.choice(OUR_EDI_IDS)),
        )
    )


def _checksums(r: Random) -> dict[str, str]:
    text = _sample_edi(r)
    other = text.replace("\n", "\r\n")
    return {
        "sha": sha256_hex(text),
        "SHA": sha256_hex(text).upper(),
        "md5": md5_hex(text),
        "md5b": md5_hex(other),
        "sha1": hexs(r, 40),
        "sha1b": hexs(r, 40),
        "md5b64": b64_of(bytes.fromhex(md5_hex(text))),
        "icn": icn(r),
        "n": digits(r, 6),
        "size": f"{len(text)}",
        **_p(r),
    }


def _zpl(r: Random) -> str:
    return (
        f"^XA^CI28^FO40,40^A0N,36,36^FDTRESMARES LOGISTICA^FS^FO40,90^A0N,28,28^FDMTY -> "
        f"{r.choice(('LAREDO TX', 'APODACA NL', 'QUERETARO QRO'))}^FS^FO40,140^BCN,120,Y,N,N"
        f"^FD{ups_1z(r)}^FS^FO40,300^A0N,24,24^FDPO {num(r, 10)}^FS^XZ"
    )


def _pdf_head(r: Random) -> str:
    return (
        "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
        "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page "
        f"/MediaBox [0 0 288 432] /Contents 4 0 R >>\nendobj\n% label {num(r, 12)}\n"
    )


def _base64(r: Random) -> dict[str, str]:
    edi = _sample_edi(r)
    return {
        "edi": b64_of(edi),
        "zpl": b64_of(_zpl(r)),
        "pdf": b64_of(_pdf_head(r).encode("latin-1")),
        "u": uuid4(r),
        "trk": num(r, 12),
        "n": str(r.randint(1, 400)),
        "d": day(r),
        **_p(r),
    }


def _containers(r: Random) -> dict[str, str]:
    c = container(r)
    wrong = c[:-1] + str((int(c[-1]) + r.randint(1, 9)) % 10)
    return {
        "c": c,
        "c2": container(r),
        "c3": container(r),
        "cd": c[-1],
        "c10": c[:-1],
        "bad": wrong,
        "seal": r.choice(("ML-MX", "EU", "")) + digits(r, 7),
        "seal2": digits(r, 8),
        "vsl": r.choice(("MAERSK ESSEN", "MSC ISTANBUL", "ONE HANGZHOU BAY", "CMA CGM TAGE")),
        "voy": num(r, 3) + r.choice("WENS"),
        "d": day(r),
        "t": clock(r),
        "type": r.choice(("22G1", "45G1", "42G1", "45R1")),
        "loc": r.choice(UNLOCODES),
        "check_ok": iso6346_check(c[:-1]),
    }


def _bl(r: Random) -> dict[str, str]:
    mbl = r.choice(
        (
            "MAEU" + num(r, 9),
            "HLCU" + r.choice(("IST", "HAM", "SGN", "VER")) + num(r, 9),
            "MEDU" + pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + digits(r, 6),
            "ONEY" + r.choice(("SGNC", "ISTF", "ZLOB")) + digits(r, 8),
            "CMDU" + pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + digits(r, 7),
        )
    )
    return {
        "mbl": mbl,
        "hbl": tmx_hbl(r),
        "bkg": num(r, 9),
        "cont": container(r),
        "loc": r.choice(UNLOCODES),
        "loc2": r.choice(UNLOCODES),
        "d": day(r),
        "u": uuid4(r),
        **_p(r),
    }


def _awb(r: Random) -> dict[str, str]:
    a = awb(r)
    return {
        "awb": a,
        "awb2": awb(r),
        "awbn": a.replace("-", ""),
        "hawb": r.choice(("TMXMTY", "TMXIST", "TMXSGN")) + digits(r, 7),
        "hawb2": r.choice(("TMXMTY", "TMXIST", "TMXSGN")) + digits(r, 7),
        "pcs": str(r.randint(1, 40)),
        "pcs2": str(r.randint(1, 40)),
        "kg2": f"{r.randint(5, 4000)}.{r.randint(0, 9)}",
        "kg": f"{r.randint(5, 4000)}.{r.randint(0, 9)}",
        "route": r.choice(("IST MEX", "SGN MEX", "MTY IST", "SGN IST", "MEX SGN", "IST MTY")),
        "d": day(r),
        "flt": r.choice(("TK", "AM", "VN", "QR", "CV")) + num(r, 4),
    }


def _tracking(r: Random) -> dict[str, str]:
    return {
        "ups": ups_1z(r),
        "ups2": ups_1z(r),
        "fdx": num(r, 12),
        "fdx2": num(r, 12),
        "dhl": dhl_express(r),
        "dhl2": dhl_express(r),
        "po": num(r, 10),
        "d": day(r),
        "t": clock(r),
        **_p(r),
    }


_GOODS = (
    ("8471", "computadoras portátiles", "laptop computers"),
    ("8708", "partes para tractocamión", "truck parts"),
    ("6204", "prendas de vestir para dama", "women's garments"),
    ("8418", "refrigeradores domésticos", "household refrigerators"),
    ("8516", "hornos de microondas", "microwave ovens"),
    ("7308", "estructuras de acero", "steel structures"),
    ("3923", "tarimas de plástico", "plastic pallets"),
    ("8544", "cables eléctricos aislados", "insulated electric cable"),
    ("0304", "filetes de pescado congelados", "frozen fish fillets"),
)


def _hs(r: Random) -> dict[str, str]:
    chapter, desc_es, desc_en = r.choice(_GOODS)
    sub = digits(r, 2)
    return {
        "desc_es": desc_es,
        "desc_en": desc_en,
        "hs6": f"{chapter}.{sub}",
        "frac": f"{chapter}.{sub}.{digits(r, 2)}",
        "nico": digits(r, 2),
        "gtip": f"{chapter}.{sub}.{digits(r, 2)}.{digits(r, 2)}.{digits(r, 2)}",
        "gtipn": chapter + sub + digits(r, 6),
        "vn": chapter + sub + digits(r, 2),
        "vn2": r.choice(_GOODS)[0] + digits(r, 4),
        "cps": r.choice(("78101802", "78101800", "24112700", "31162800", "43211500")),
        "qty": str(r.randint(1, 900)),
        "val": f"{r.randint(100, 99000)}.{digits(r, 2)}",
        "d": day(r),
    }


# ---------------------------------------------------------------------------------------

EDI: tuple[Kind, ...] = (
    Kind(
        "x12_interchange_control_numbers",
        (
            "⟨x214⟩",
            "ISA13 ⟨icn⟩ / GS06 ⟨gcn⟩ — ⟨partner⟩ rejected it with TA1 code 022 (invalid "
            "control structure); resent as ⟨icn2⟩",
            "Their TA1 back:\n\nISA*00*          *00*          *ZZ*⟨pid15⟩*ZZ*⟨ours15⟩*2706⟨d⟩*"
            "⟨hhmm⟩*U*00401*⟨icn3⟩*0*P*>~\nTA1*⟨icn⟩*2706⟨d⟩*⟨hhmm⟩*R*022~\nIEA*0*⟨icn3⟩~",
            "997 from ⟨partner⟩ for group ⟨gcn⟩:\n\nAK1*QM*⟨gcn⟩~\nAK2*214*0001~\nAK5*A~\n"
            "AK9*A*1*1*1~",
            "| ISA13 | GS06 | Set | Partner | Status |\n|---|---|---|---|---|\n"
            "| ⟨icn⟩ | ⟨gcn⟩ | 204 | ⟨pid⟩ | 997 A |\n"
            "| ⟨icn2⟩ | ⟨gcn2⟩ | 214 | ⟨pid⟩ | TA1 R 022 |",
            "Se reenvió el 210 con ISA13=⟨icn2⟩ porque ⟨partner⟩ ya tenía el ⟨icn⟩ (duplicado, "
            "TA1 025).",
            "SQL> select isa_control, gs_control, status from edi_interchange where partner_id = "
            "'⟨pid⟩' order by created_at desc fetch first 2 rows only;\n\nISA_CONTROL GS_CONTROL "
            "STATUS\n----------- ---------- ------\n⟨icn⟩   ⟨gcn⟩      ACK\n⟨icn2⟩   ⟨gcn2⟩      "
            "TA1_R",
        ),
        _x12,
        secrets=(),
    ),
    Kind(
        "edifact_interchange_references",
        (
            "⟨iftsta⟩",
            "UCI+⟨ref⟩+⟨pid⟩:ZZZ+TMXMTY:ZZZ+7' — CONTRL from ⟨partner⟩: interchange ⟨ref⟩ "
            "rejected, UNB date/time was in the future (our clock on edi-gw02)",
            "UNB+UNOC:3+⟨pid⟩:ZZZ+TMXMTY:ZZZ+2706⟨d⟩:⟨hhmm⟩+⟨ref2⟩'\nUNH+1+CONTRL:D:3:UN'\n"
            "UCI+⟨ref⟩+TMXMTY:ZZZ+⟨pid⟩:ZZZ+4'\nUNT+3+1'\nUNZ+1+⟨ref2⟩'",
            "IFTSTA değişim referansı ⟨ref⟩, mesaj ref ⟨mref⟩ — ⟨partner⟩ tekrar gönderdi",
            "UNZ+1+⟨ref⟩' does not match UNB ref ⟨ref2⟩, that's why the mapper dropped the IFTMIN",
            "UNB+UNOC:3+TMXMTY:ZZZ+⟨pid⟩:ZZZ+2706⟨d⟩:⟨hhmm⟩+⟨ref⟩++IFTMIN'\n"
            "UNH+⟨mref⟩+IFTMIN:D:04A:UN:BIG14'\nBGM+610+⟨bkg⟩+9'",
            "Số tham chiếu trao đổi UNB ⟨ref⟩ (IFTSTA từ ⟨partner⟩), đã gửi CONTRL chấp nhận",
        ),
        _edifact,
        secrets=(),
    ),
    Kind(
        "edi_segment_references",
        (
            "ST*204*0001~\nB2**⟨scac⟩**⟨shid⟩**PP~\nB2A*00*LT~\nL11*⟨po⟩*PO~\nL11*⟨bol⟩*BM~\n"
            "N1*SH*⟨PARTNER⟩*1*⟨duns⟩~\nS5*1*LD~\nG62*69*202706⟨d⟩~\nS5*2*UL~\nSE*10*0001~",
            "HL*1**S~\nTD1*PLT94*⟨qty⟩~\nREF*BM*⟨bol⟩~\nN1*ST*⟨PARTNER⟩ DC*UL*⟨gln⟩~\n"
            "HL*2*1*T~\nMAN*GM*⟨sscc⟩~\nHL*3*2*I~\nLIN**UP*⟨upc⟩~",
            "B3**⟨inv⟩*⟨bol⟩*PP**202706⟨d⟩*⟨amt⟩****⟨scac⟩~\nC3*USD~\nN9*PO*⟨po⟩~\n"
            "L3*⟨wt⟩*G*⟨amt⟩~",
            "BGM+610+⟨bkg⟩+9'\nTDT+20+⟨voy⟩+1++MAEU:172:20+++⟨imo⟩:146::MAERSK ESSEN'\n"
            "RFF+BN:⟨bkg⟩'\nRFF+BM:⟨mbl⟩'\nEQD+CN+⟨cont⟩+45G1:102:5+2'\nSEL+⟨seal⟩+CA'",
            "El 204 de ⟨partner⟩ trae L11*⟨po⟩*PO~ y L11*⟨shid⟩*SI~ — el SI es el que mapea a "
            "la entrega ⟨deliv⟩ en S/4.",
            "AT7*X3*NS***202706⟨d⟩*⟨hhmm⟩*LT~ (arrived at pickup) then MS1*MONTERREY*NL*MX~ "
            "for load ⟨shid⟩; SSCC on the 856 was ⟨sscc⟩",
        ),
        _segments,
        secrets=(),
    ),
    Kind(
        "as2_message_ids_and_mics",
        (
            "AS2-Version: 1.2\nAS2-From: ⟨ours⟩\nAS2-To: ⟨pid⟩\nMessage-ID: <⟨mid⟩>\n"
            "Disposition-Notification-To: edi@tresmareslog.com\n"
            "Disposition-Notification-Options: signed-receipt-protocol=optional, "
            "pkcs7-signature; signed-receipt-micalg=optional, sha-256\n"
            "Content-Type: application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m",
            "Original-Message-ID: <⟨mid⟩>\nDisposition: automatic-action/MDN-sent-automatically; "
            "processed\nReceived-Content-MIC: ⟨mic⟩, sha-256",
            "MIC mismatch: we computed ⟨mic⟩, the MDN from ⟨partner⟩ says ⟨mic2⟩ → they sign "
            "after converting LF to CRLF",
            "2027-06-⟨d⟩ ⟨t⟩:⟨ss⟩.⟨ms⟩ INFO AS2SenderModule: message sent to ⟨pid⟩ [⟨mid⟩], "
            "MDN received, MIC ⟨mic⟩ (sha-256) matches",
            "El MDN del <⟨mid⟩> llegó 'processed/error: decryption-failed' → ⟨partner⟩ sigue "
            "cifrando con el certificado viejo.",
            "Received-Content-MIC: ⟨mic1⟩, sha1   ← ⟨partner⟩ still negotiates SHA-1, asked "
            "them to move to sha-256",
        ),
        _as2,
        secrets=(),
    ),
    Kind(
        "as2_and_edi_partner_ids",
        (
            "| Partner | AS2 ID | URL | Cert alias |\n| --- | --- | --- | --- |\n"
            "| ⟨partner⟩ | ⟨id⟩ | https://as2.⟨pdomain⟩:⟨port⟩/as2 | ⟨alias⟩ |",
            "AS2-From: ⟨id2⟩ / AS2-To: ⟨id⟩ (case-sensitive: their side has it exactly like that)",
            '<partner name="⟨pid⟩" as2_id="⟨id⟩" x509_alias="⟨alias⟩" email="edi@⟨pdomain⟩"/>',
            "ISA05/06 = ZZ:⟨pid⟩, GS02 = ⟨pid⟩, DUNS ⟨duns⟩, GLN of the DC ⟨gln⟩",
            "Đối tác ⟨partner⟩: AS2 ID ⟨id⟩, URL https://as2.⟨pdomain⟩:⟨port⟩/as2, cert ⟨alias⟩",
            "⟨partner⟩ alta en el VAN: qualifier 01, ID ⟨duns⟩; en AS2 usan ⟨id⟩",
        ),
        _as2_ids,
        secrets=(),
    ),
    Kind(
        "edi_file_checksums",
        (
            "$ sha256sum outbound/214/TMX_214_⟨icn⟩.edi\n⟨sha⟩  outbound/214/TMX_214_⟨icn⟩.edi",
            "md5 of the file ⟨partner⟩ says they got: ⟨md5b⟩ (ours: ⟨md5⟩) — line endings again",
            "PS C:\\edi\\out> Get-FileHash .\\TMX_856_⟨icn⟩.x12 -Algorithm SHA256\n\nAlgorithm "
            "      Hash                                                                   Path\n"
            "---------       ----"
            "                                                                   "
            "----\nSHA256          ⟨SHA⟩       C:\\edi\\out\\TMX_856_⟨icn⟩.x12",
            "Content-MD5: ⟨md5b64⟩   (blob edi-archive/2027/06/TMX_214_⟨icn⟩.edi)",
            "| file | bytes | sha1 |\n|---|---|---|\n| IFTSTA_⟨n⟩.edi | ⟨size⟩ | ⟨sha1⟩ |\n"
            "| TMX_214_⟨icn⟩.edi | ⟨size⟩ | ⟨sha1b⟩ |",
            "Dosya bütünlüğü: SHA-256 ⟨sha⟩ (IFTSTA_⟨n⟩.edi, ⟨size⟩ bayt)",
        ),
        _checksums,
        secrets=(),
    ),
    Kind(
        "base64_of_edi_and_labels",
        (
            '{"messageId":"⟨u⟩","contentType":"application/edi-x12","partner":"⟨pid⟩",'
            '"body":"⟨edi⟩"}',
            "payload (base64) del mensaje ⟨u⟩ en la cola, decodificado es sólo el EDI:\n⟨edi⟩",
            '"ShipmentResults": {"PackageResults": {"TrackingNumber": "⟨trk⟩", "ShippingLabel": '
            '{"ImageFormat": {"Code": "ZPL"}, "GraphicImage": "⟨zpl⟩"}}}',
            "labelImage starts with ⟨pdf⟩ — that's just the PDF header (%PDF-1.7), label "
            "itself is fine",
            "Boomi doc cache entry ⟨n⟩ for ⟨partner⟩, base64 of the raw IFTSTA/214:\n\n⟨edi⟩",
            "Mule logger (⟨d⟩/06): payload=⟨zpl⟩ mimeType=application/zpl",
        ),
        _base64,
        secrets=(),
    ),
    Kind(
        "iso6346_container_numbers",
        (
            "| Contenedor | Tipo | Sello | Buque / Viaje |\n|---|---|---|---|\n"
            "| ⟨c⟩ | ⟨type⟩ | ⟨seal⟩ | ⟨vsl⟩ / ⟨voy⟩ |\n"
            "| ⟨c2⟩ | ⟨type⟩ | ⟨seal2⟩ | ⟨vsl⟩ / ⟨voy⟩ |",
            "EQD+CN+⟨c⟩+⟨type⟩:6346:5+2' / SEL+⟨seal⟩+CA' in the IFTMIN",
            "⟨c10⟩ + check digit ⟨cd⟩ = ⟨c⟩. ⟨partner_bad⟩",
            "Konteyner ⟨c⟩ Ambarlı'da muayenede, mühür no ⟨seal⟩; ⟨c2⟩ yüklendi",
            "Cont ⟨c⟩ đã hạ bãi Cát Lái lúc ⟨t⟩ ngày ⟨d⟩/6, số seal ⟨seal2⟩",
            '{"equipmentReference":"⟨c⟩","eventType":"EQUIPMENT","equipmentEventTypeCode":"GTOT",'
            '"eventDateTime":"2027-06-⟨d⟩T⟨t⟩:00Z","eventLocation":{"UNLocationCode":"⟨loc⟩"}}',
        ),
        lambda r: {
            **(v := _containers(r)),
            "partner_bad": f"The partner sent {v['bad']} (typo), ISO 6346 validation rejected it.",
        },
        secrets=(),
    ),
    Kind(
        "bill_of_lading_and_booking_numbers",
        (
            '{"transportDocumentReference":"⟨mbl⟩","carrierBookingReference":"⟨bkg⟩",'
            '"shipmentEventTypeCode":"ISSU","eventCreatedDateTime":"2027-06-⟨d⟩T09:14:00Z"}',
            "BL madre ⟨mbl⟩ / BL hijo ⟨hbl⟩ — ⟨partner⟩, contenedor ⟨cont⟩",
            "Konşimento no ⟨mbl⟩ (booking ⟨bkg⟩), ⟨loc⟩ → ⟨loc2⟩",
            "L11*⟨mbl⟩*MB~\nL11*⟨hbl⟩*BM~\nL11*⟨bkg⟩*BN~",
            "| HBL | MBL | Booking | POL | POD |\n|---|---|---|---|---|\n"
            "| ⟨hbl⟩ | ⟨mbl⟩ | ⟨bkg⟩ | ⟨loc⟩ | ⟨loc2⟩ |",
            "Vận đơn ⟨mbl⟩ đã phát hành, HBL của mình là ⟨hbl⟩",
        ),
        _bl,
        secrets=(),
    ),
    Kind(
        "air_waybill_numbers",
        (
            "MAWB ⟨awb⟩ / HAWB ⟨hawb⟩, ⟨pcs⟩ pcs ⟨kg⟩ kg, ⟨route⟩ on ⟨flt⟩",
            "FWB/17\n⟨awb⟩⟨route_fwb⟩/T⟨pcs⟩K⟨kg⟩\nFLT/⟨flt⟩/⟨d⟩JUN",
            "| MAWB | HAWB | Piezas | Peso |\n|---|---|---|---|\n"
            "| ⟨awb⟩ | ⟨hawb⟩ | ⟨pcs⟩ | ⟨kg⟩ |\n"
            "| ⟨awb2⟩ | ⟨hawb2⟩ | ⟨pcs2⟩ | ⟨kg2⟩ |",
            "Số vận đơn hàng không ⟨awb⟩ (⟨route⟩), HAWB ⟨hawb⟩",
            "AWB ⟨awbn⟩ — mod 7 check digit OK; the airline portal wants it with the dash: ⟨awb⟩",
            "Hava konşimentosu ⟨awb⟩, ⟨flt⟩ ile ⟨d⟩ Haziran'da uçtu",
        ),
        lambda r: {**(v := _awb(r)), "route_fwb": v["route"].replace(" ", "")},
        secrets=(),
    ),
    Kind(
        "parcel_tracking_numbers",
        (
            "| Carrier | Tracking | PO |\n|---|---|---|\n| UPS | ⟨ups⟩ | ⟨po⟩ |\n"
            "| FedEx | ⟨fdx⟩ | ⟨po⟩ |\n| DHL | ⟨dhl⟩ | ⟨po⟩ |",
            "https://www.ups.com/track?tracknum=⟨ups⟩&loc=es_MX",
            '{"trackingInfo":[{"trackingNumberInfo":{"trackingNumber":"⟨fdx⟩"}},'
            '{"trackingNumberInfo":{"trackingNumber":"⟨fdx2⟩"}}],"includeDetailedScans":true}',
            "Guías de ⟨partner⟩ del ⟨d⟩/06: ⟨ups⟩, ⟨ups2⟩ (UPS) y ⟨dhl⟩ (DHL Express)",
            "DHL waybill ⟨dhl⟩ stuck in customs clearance at IST since ⟨t⟩; ⟨dhl2⟩ delivered",
            "L11*⟨ups⟩*2I~  ← UPS 1Z goes in the 214 as 2I (tracking number)",
        ),
        _tracking,
        secrets=(),
    ),
    Kind(
        "tariff_and_product_codes",
        (
            "| Fracción | NICO | Descripción | Cantidad |\n|---|---|---|---|\n"
            "| ⟨frac⟩ | ⟨nico⟩ | ⟨desc_es⟩ | ⟨qty⟩ |",
            "GTIP ⟨gtip⟩ için ek mali yükümlülük var mı? ⟨gtipn⟩ olarak da yazılıyor",
            "Mã HS ⟨vn⟩ (Biểu thuế 2027), dòng 2: ⟨vn2⟩",
            "Carta Porte: BienesTransp ⟨cps⟩, FraccionArancelaria ⟨frac_compact⟩, cantidad ⟨qty⟩",
            "HS ⟨hs6⟩ maps to fracción ⟨frac⟩ NICO ⟨nico⟩ in MX and GTIP ⟨gtip⟩ in TR",
            '{"hsCode":"⟨vn⟩","description":"⟨desc_en⟩","quantity":⟨qty⟩,"value":⟨val⟩}',
        ),
        lambda r: {**(v := _hs(r)), "frac_compact": v["frac"].replace(".", "")},
        secrets=(),
    ),
)
