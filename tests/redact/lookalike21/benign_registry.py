"""Benign look-alikes from customs, tax and fleet registries and from carrier accounts:
pedimento, COVE and declaration numbers, RFC/VKN/MST tax ids, CFDI stamps (UUIDs, public
digital seals, certificate numbers), VINs and telematics serials, carrier account and meter
numbers, and OAuth client ids that are not secrets. Each must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike21.gen import (
    ALNUM,
    PEOPLE_MX,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    container,
    day,
    digits,
    hexs,
    mst_vn,
    num,
    partner,
    pedimento,
    pick,
    rfc_mx,
    uuid4,
    vin,
    vkn,
)

_NO_IOQ = UPPER_ALNUM.replace("I", "").replace("O", "").replace("Q", "")


def _p(r: Random) -> dict[str, str]:
    name, domain, edi_id = partner(r)
    return {"partner": name, "pdomain": domain, "pid": edi_id, "PARTNER": name.upper()}


def _pedimento(r: Random) -> dict[str, str]:
    ped = pedimento(r)
    parts = ped.split(" ")
    return {
        "ped": ped,
        "ped2sp": "  ".join(parts),
        "pedc": "".join(parts),
        "ped2": pedimento(r),
        "ped_r1": " ".join([*parts[:3], "7" + digits(r, 6)]),
        "adu": parts[1],
        "pat": parts[2],
        "cove": "COVE" + pick(r, UPPER_ALNUM, 9),
        "cont": container(r),
        "clave": r.choice(("A1", "IN", "V1", "G1", "IT")),
        "who": r.choice(PEOPLE_MX),
        "d": day(r),
        "usd": f"{r.randint(1000, 300000)}.{digits(r, 2)}",
    }


def _tr_decl(r: Random) -> str:
    office = r.choice(("341300", "340100", "343300", "350100", "160100"))
    return "27" + office + r.choice(("IM", "EX", "TR")) + digits(r, 6)


def _customs(r: Random) -> dict[str, str]:
    return {
        "ped": pedimento(r),
        "cove": "COVE" + pick(r, UPPER_ALNUM, 9),
        "edoc": "0" + digits(r, 6) + pick(r, UPPER_ALNUM, 6),
        "tr": _tr_decl(r),
        "tr2": _tr_decl(r),
        "vn": r.choice(("10", "30")) + digits(r, 10),
        "vntype": r.choice(("A11", "A12", "E21", "B11", "G13")),
        "lane": r.choice(("xanh", "vàng", "đỏ")),
        "op": num(r, 10),
        "who": r.choice(("chị Lan", "anh Minh", "Thu Trang")),
        "d": day(r),
    }


def _tax(r: Random) -> dict[str, str]:
    return {
        "rfc": rfc_mx(r),
        "rfc2": rfc_mx(r),
        "our_rfc": rfc_mx(r, letters="TLO"),
        "vkn": vkn(r),
        "mst": mst_vn(r),
        "vd": r.choice(("Boğaziçi Kurumlar", "Kozyatağı", "Beşiktaş", "Anadolu Kurumlar")),
        "cp": r.choice(("66600", "64000", "88000", "28219", "91700")),
        "who": r.choice(PEOPLE_MX),
        **_p(r),
    }


def _cfdi(r: Random) -> dict[str, str]:
    sello = b64(r, 256)
    u = uuid4(r).upper()
    return {
        "uuid": u,
        "uuid2": uuid4(r).upper(),
        "sello": sello,
        "sello_sat": b64(r, 256),
        "fe": sello[-8:],
        "nocert": "00001000000" + num(r, 9),
        "nocert_sat": "00001000000" + num(r, 9),
        "pac": rfc_mx(r),
        "rfc": rfc_mx(r),
        "rfc2": rfc_mx(r),
        "idccp": "CCC" + uuid4(r).upper()[3:],
        "tt": f"{r.randint(1000, 900000):010d}.{digits(r, 2)}0000",
        "d": day(r),
        "t": f"{r.randint(7, 21):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    }


def _fleet(r: Random) -> dict[str, str]:
    v = vin(r)
    i = r.choice((0, 1, 2, 3, 4, 5, 6, 7, 10, 11))
    typo = v[:i] + v[i + 1] + v[i] + v[i + 2 :] if v[i] != v[i + 1] else v[:-1] + "0"
    return {
        "vin": v,
        "vin2": vin(r),
        "vcd": v[8],
        "vin_bad": typo,
        "sam": f"{pick(r, _NO_IOQ, 4)}-{pick(r, _NO_IOQ, 3)}-{pick(r, _NO_IOQ, 3)}",
        "sam2": f"{pick(r, _NO_IOQ, 4)}-{pick(r, _NO_IOQ, 3)}-{pick(r, _NO_IOQ, 3)}",
        "geo": "G9" + pick(r, "0123456789ABCDEF", 10),
        "dev": "b" + pick(r, "0123456789ABCDEF", r.randint(2, 4)),
        "n": str(r.randint(101, 480)),
        "n2": str(r.randint(101, 480)),
        "plate": f"{pick(r, UPPER, 2)}-{digits(r, 3)}-{pick(r, UPPER, 1)}",
        "trplate": f"{pick(r, 'ABCDEFGHJKLMNPRSTUVYZ', 3)} {digits(r, 3)}",
        "vnplate": f"{digits(r, 3)}.{digits(r, 2)}",
        "d": day(r),
        "veh": num(r, 15),
    }


def _accounts(r: Random) -> dict[str, str]:
    return {
        "fa": num(r, 9),
        "fa2": num(r, 9),
        "meter": num(r, r.choice((7, 9))),
        "ups": pick(r, UPPER_ALNUM, 6),
        "ups2": pick(r, UPPER_ALNUM, 6),
        "dhlimp": "95" + digits(r, 7),
        "dhlexp": "96" + digits(r, 7),
        "mcc": num(r, 10),
        "cp": r.choice(("66600", "64000", "66350")),
        "d": day(r),
    }


def _client_ids(r: Random) -> dict[str, str]:
    return {
        "upsid": pick(r, ALNUM, 48),
        "fkey": "l" + "7" + hexs(r, 32),
        "appid": uuid4(r),
        "tid": uuid4(r),
        "mcid": hexs(r, 32),
        "p44id": uuid4(r),
        "who": r.choice(PEOPLE_MX),
        "d": day(r),
    }


REGISTRY: tuple[Kind, ...] = (
    Kind(
        "pedimento_numbers",
        (
            "Pedimento ⟨ped⟩ (clave ⟨clave⟩, patente ⟨pat⟩, aduana ⟨adu⟩) pagado el ⟨d⟩/06",
            "| Pedimento | Clave | Fecha de pago | Contenedor |\n|---|---|---|---|\n"
            "| ⟨ped⟩ | ⟨clave⟩ | 2027-06-⟨d⟩ | ⟨cont⟩ |\n| ⟨ped2⟩ | IN | 2027-06-⟨d⟩ | — |",
            '{"pedimento":"⟨pedc⟩","aduana":"⟨adu⟩0","patente":"⟨pat⟩","clave":"⟨clave⟩",'
            '"fechaPago":"2027-06-⟨d⟩","valorDolares":⟨usd⟩}',
            "El agente aduanal mandó el pedimento ⟨ped2sp⟩ con el COVE ⟨cove⟩; la e.firma está "
            "en el token de ⟨who⟩, no aquí.",
            "Pedimento ⟨ped⟩ rectificado con ⟨ped_r1⟩ (R1); el original queda en el expediente.",
            "VUCEM wants the 15 digits without spaces: ⟨pedc⟩ (printed as ⟨ped2sp⟩)",
        ),
        _pedimento,
    ),
    Kind(
        "customs_declaration_references",
        (
            "COVE ⟨cove⟩ y e-document ⟨edoc⟩ ligados al pedimento ⟨ped⟩",
            "Beyanname no ⟨tr⟩, tescil ⟨d⟩.06.2027, kapanış onayı bekleniyor; önceki ⟨tr2⟩ kapandı",
            "Số tờ khai ⟨vn⟩, mã loại hình ⟨vntype⟩, phân luồng ⟨lane⟩ — ⟨who⟩ đang xử lý",
            "| País | Declaración | Estado |\n|---|---|---|\n| MX | ⟨ped⟩ | desaduanado |\n"
            "| TR | ⟨tr⟩ | muayene |\n| VN | ⟨vn⟩ | luồng ⟨lane⟩ |",
            "<Acuse>\n  <NumeroOperacion>⟨op⟩</NumeroOperacion>\n  <eDocument>⟨edoc⟩</eDocument>\n"
            "</Acuse>",
            "VNACCS IDA → IDC ok for ⟨vn⟩ (⟨vntype⟩); BİLGE ⟨tr⟩ still waiting for inspection",
        ),
        _customs,
    ),
    Kind(
        "tax_ids_rfc_vkn_mst",
        (
            "| Entidad | País | ID fiscal |\n|---|---|---|\n"
            "| Tresmares Logística S.A. de C.V. | MX | RFC ⟨our_rfc⟩ |\n"
            "| Tresmares Lojistik A.Ş. | TR | VKN ⟨vkn⟩ |\n"
            "| Công ty TNHH Tresmares Việt Nam | VN | MST ⟨mst⟩ |",
            "RFC del receptor ⟨rfc⟩ no coincide con el padrón (CFDI40145); ⟨partner⟩ lo dio mal, "
            "el bueno es ⟨rfc2⟩",
            "VKN ⟨vkn⟩ (⟨vd⟩ Vergi Dairesi) — e-Fatura mükellefi, posta kutusu "
            "urn:mail:defaultpk@⟨pdomain⟩",
            "MST ⟨mst⟩ (chi nhánh Bình Dương: ⟨mst⟩-001)",
            '<cfdi:Receptor Rfc="⟨rfc⟩" Nombre="⟨PARTNER⟩" DomicilioFiscalReceptor="⟨cp⟩" '
            'RegimenFiscalReceptor="601" UsoCFDI="S01"/>',
            "VUCEM login user = RFC ⟨our_rfc⟩ (it's the username, not a password)",
        ),
        _tax,
    ),
    Kind(
        "cfdi_stamps_and_seals",
        (
            '<tfd:TimbreFiscalDigital Version="1.1" UUID="⟨uuid⟩" FechaTimbrado="2027-06-⟨d⟩T⟨t⟩" '
            'RfcProvCertif="⟨pac⟩" SelloCFD="⟨sello⟩" NoCertificadoSAT="⟨nocert_sat⟩" '
            'SelloSAT="⟨sello_sat⟩"/>',
            "Folio fiscal ⟨uuid⟩ cancelado (motivo 02); se re-timbró como ⟨uuid2⟩",
            "Cadena original del timbre:\n"
            "||1.1|⟨uuid⟩|2027-06-⟨d⟩T⟨t⟩|⟨pac⟩|⟨sello⟩|⟨nocert_sat⟩||",
            '<cartaporte31:CartaPorte Version="3.1" IdCCP="⟨idccp⟩" TranspInternac="Sí" '
            'EntradaSalidaMerc="Salida" PaisOrigenDestino="USA" ViaEntradaSalida="01" '
            'TotalDistRec="233">',
            "QR del CFDI: https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?"
            "id=⟨uuid⟩&re=⟨rfc⟩&rr=⟨rfc2⟩&tt=⟨tt⟩&fe=⟨fe⟩",
            "NoCertificado ⟨nocert⟩ (CSD de la matriz). El Sello es la firma y va impreso en el "
            "PDF, no es secreto: ⟨sello⟩",
        ),
        _cfdi,
    ),
    Kind(
        "vins_and_telematics_serials",
        (
            "| Unidad | VIN | Gateway | Placas |\n|---|---|---|---|\n"
            "| TRK-⟨n⟩ | ⟨vin⟩ | ⟨sam⟩ | ⟨plate⟩ |\n| TRK-⟨n2⟩ | ⟨vin2⟩ | ⟨sam2⟩ | — |",
            '{"id":"⟨dev⟩","serialNumber":"⟨geo⟩","vehicleIdentificationNumber":"⟨vin⟩",'
            '"name":"TRK-⟨n⟩","deviceType":"GO9"}',
            "Tractocamión ⟨n⟩: VIN ⟨vin⟩, gateway Samsara ⟨sam⟩ (reinstalado el ⟨d⟩/06)",
            "Xe đầu kéo 51C-⟨vnplate⟩: số VIN ⟨vin⟩, thiết bị Geotab ⟨geo⟩",
            "Çekici 34 ⟨trplate⟩: şasi no ⟨vin⟩, Samsara seri no ⟨sam⟩",
            "VIN ⟨vin⟩, check digit (position 9) = ⟨vcd⟩; the TMS had it with two characters "
            "swapped (⟨vin_bad⟩)",
            "Samsara vehicle id ⟨veh⟩ ↔ VIN ⟨vin⟩ ↔ gateway ⟨sam⟩",
        ),
        _fleet,
    ),
    Kind(
        "carrier_account_and_meter_numbers",
        (
            "FEDEX_ACCOUNT_NUMBER=⟨fa⟩\nFEDEX_METER_NUMBER=⟨meter⟩\nUPS_SHIPPER_NUMBER=⟨ups⟩",
            "<ClientDetail>\n  <AccountNumber>⟨fa⟩</AccountNumber>\n"
            "  <MeterNumber>⟨meter⟩</MeterNumber>\n</ClientDetail>",
            "UPS shipper number ⟨ups⟩ (MTY), ⟨ups2⟩ (IST), same billing account",
            "DHL Express: cuenta de importación ⟨dhlimp⟩, exportación ⟨dhlexp⟩",
            "| Carrier | Account | Meter / Shipper | Office |\n|---|---|---|---|\n"
            "| FedEx | ⟨fa⟩ | ⟨meter⟩ | MTY |\n| FedEx | ⟨fa2⟩ | — | IST |\n"
            "| UPS | — | ⟨ups⟩ | MTY |",
            '{"accountNumber":{"value":"⟨fa⟩"},"requestedShipment":{"shipper":{"address":'
            '{"postalCode":"⟨cp⟩","countryCode":"MX"}}}}',
            "Maersk müşteri kodu ⟨mcc⟩ (İstanbul ofisi), DHL ihracat hesabı ⟨dhlexp⟩",
        ),
        _accounts,
    ),
    Kind(
        "public_oauth_client_ids",
        (
            "UPS_CLIENT_ID=⟨upsid⟩\nUPS_CLIENT_SECRET=${UPS_CLIENT_SECRET}",
            "Entra app 'pbi-embed-tmx': Application (client) ID ⟨appid⟩, Directory (tenant) ID "
            "⟨tid⟩ — both are on the Overview blade; the secret is only in kv-tmx-integration",
            "anypoint:\n  platform:\n    client_id: ⟨mcid⟩\n"
            "    client_secret: ${secure::anypoint.client.secret}",
            "project44 client id for tmx-visibility-prod: ⟨p44id⟩ (id only; the secret never "
            "leaves Key Vault)",
            "curl -X POST https://apis.fedex.com/oauth/token -d 'grant_type=client_credentials&"
            "client_id=⟨fkey⟩&client_secret=<client-secret>'",
            "Client ID de la app de UPS: ⟨upsid⟩ (el secreto lo tiene ⟨who⟩ en 1Password)",
            "FEDEX_CLIENT_ID=⟨fkey⟩   # FedEx calls it 'API Key'; it is the OAuth client_id, "
            "the Secret Key is separate and not here",
        ),
        _client_ids,
    ),
)
