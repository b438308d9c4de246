"""Benign look-alikes of Mexican and Colombian e-invoicing: CFDI 4.0 folios fiscales and
digital seals, RFCs, the company's published CLABEs, the public CSD certificate, DIAN CUFEs
and NITs. All of it is printed on invoices or published; none of it is a credential."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike57.gen import (
    UPPER_ALNUM,
    Kind,
    b64,
    clabe,
    date_2032,
    der_b64,
    nit_co,
    num,
    pick,
    rfc_fisica,
    rfc_moral,
    ts_2032,
    ulid,
    uuid4,
    wrap,
)

_CERT_BEGIN = "-----BEGIN " + "CERTIFICATE-----"
_CERT_END = "-----END " + "CERTIFICATE-----"

_NAMES = (
    "MARIA GUADALUPE TORRES ANAYA",
    "JESUS ALBERTO RAMIREZ OCHOA",
    "COCINA DE HUMO SA DE CV",
    "ABARROTES LA PERLA TAPATIA SA DE CV",
    "LUCIA FERNANDA IBARRA SOLIS",
)
_COMPANIES = (
    "Rutalo Movilidad S.A.P.I. de C.V.",
    "Rutalo Envíos S. de R.L. de C.V.",
    "Tortas Ahogadas El Güero SA de CV",
    "Farmacias del Bajío SA de CV",
    "Logística Occidente SC",
)


def _amount(r: Random) -> str:
    return f"{r.randint(38, 2400)}.{r.randint(0, 99):02d}"


def _nocert(r: Random) -> str:
    return "0000100000" + num(r, 10)


def _cfdi_uuid(r: Random) -> dict[str, str]:
    sello = b64(r, 256)
    amt = _amount(r)
    return {
        "u": uuid4(r).upper(),
        "u2": uuid4(r).upper(),
        "ts": ts_2032(r),
        "pac": rfc_moral(r),
        "nosat": _nocert(r),
        "trip": "trp_" + ulid(r),
        "date": date_2032(r),
        "folio": num(r, 6),
        "folio2": num(r, 6),
        "amt": amt,
        "amt2": _amount(r),
        "rfc": rfc_moral(r),
        "tt": f"{float(amt):017.6f}",
        "fe": sello[-8:],
    }


def _sellos(r: Random) -> dict[str, str]:
    amt = _amount(r)
    return {
        "u": uuid4(r).upper(),
        "ts": ts_2032(r),
        "folio": num(r, 6),
        "sello": b64(r, 256),
        "sellosat": b64(r, 256),
        "nocert": _nocert(r),
        "nosat": _nocert(r),
        "pac": rfc_moral(r),
        "amt": amt,
    }


def _rfc(r: Random) -> dict[str, str]:
    return {
        "rfc": rfc_moral(r),
        "rfc2": rfc_moral(r),
        "rfcf": rfc_fisica(r),
        "name": r.choice(_NAMES),
        "company": r.choice(_COMPANIES),
        "company2": r.choice(_COMPANIES),
        "cp": "44" + pick(r, "0123456789", 3),
        "city": r.choice(("Zapopan", "Tlaquepaque", "Tonalá", "Guadalajara")),
    }


def _clabe(r: Random) -> dict[str, str]:
    bank = r.choice(("012", "002", "014", "072", "646"))
    return {
        "clabe": clabe(r, bank, r.choice(("320", "180", "010", "320"))),
        "clabe2": clabe(r, r.choice(("012", "021", "127", "137")), "320"),
        "rastreo": r.choice(("MBAN01", "BNET01", "SANT", "2032")) + pick(r, UPPER_ALNUM, 20),
        "amt": f"{r.randint(1200, 98000):,}.{r.randint(0, 99):02d}",
    }


def _csd_cert(r: Random) -> dict[str, str]:
    body = der_b64(r, "308206" + "1c30820404a00302010202143030303031303030303030", 1568)
    nocert = _nocert(r)
    return {
        "pem": wrap(body, 64),
        "one": body,
        "nocert": nocert,
        "serial": nocert.encode().hex(),
        "rfc": rfc_moral(r),
        "end": f"{r.choice(('Jan', 'Mar', 'Jun', 'Sep', 'Nov'))} {r.randint(10, 28)} "
        f"{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)} {r.randint(2033, 2036)} GMT",
    }


def _cufe(r: Random) -> dict[str, str]:
    seed = f"SETP{num(r, 9)}{date_2032(r)}{r.random()}".encode()
    return {
        "cufe": hashlib.sha384(seed).hexdigest(),
        "nit": nit_co(r),
        "nit2": nit_co(r),
        "n": num(r, r.choice((6, 7, 9))),
        "date": date_2032(r),
    }


FISCAL: tuple[Kind, ...] = (
    Kind(
        "cfdi_folio_fiscal_uuid",
        (
            '<tfd:TimbreFiscalDigital Version="1.1" UUID="⟨u⟩" FechaTimbrado="⟨ts⟩" '
            'RfcProvCertif="⟨pac⟩" NoCertificadoSAT="⟨nosat⟩"/>',
            "Folio fiscal ⟨u⟩ — factura del viaje ⟨trip⟩, cancelada con motivo 02 el ⟨date⟩",
            "$ curl -s https://api.rutalo.mx/internal/cfdi/⟨u⟩/estado\n"
            '{"uuid":"⟨u⟩","estado":"Vigente","es_cancelable":"Cancelable con aceptación",'
            '"estatus_cancelacion":null}',
            "| Folio fiscal | Serie-Folio | Total | Estado |\n|---|---|---|---|\n"
            "| ⟨u⟩ | VIA-⟨folio⟩ | $⟨amt⟩ MXN | Vigente |\n"
            "| ⟨u2⟩ | VIA-⟨folio2⟩ | $⟨amt2⟩ MXN | Cancelado |",
            "QR de la representación impresa: https://verificacfdi.facturaelectronica.sat.gob.mx"
            "/default.aspx?id=⟨u⟩&re=⟨rfc⟩&rr=XAXX010101000&tt=⟨tt⟩&fe=⟨fe⟩",
        ),
        _cfdi_uuid,
    ),
    Kind(
        "cfdi_sellos_and_certificate_numbers",
        (
            '<cfdi:Comprobante Version="4.0" Serie="VIA" Folio="⟨folio⟩" Fecha="⟨ts⟩" '
            'Sello="⟨sello⟩" NoCertificado="⟨nocert⟩" SubTotal="⟨amt⟩" Moneda="MXN" '
            'Total="⟨amt⟩" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" '
            'LugarExpedicion="44100">',
            "Sello digital del CFDI:\n⟨sello⟩\n\nSello digital del SAT:\n⟨sellosat⟩\n\n"
            "No. de serie del certificado del SAT: ⟨nosat⟩",
            "Cadena original del complemento de certificación digital del SAT:\n"
            "||1.1|⟨u⟩|⟨ts⟩|⟨pac⟩|⟨sello⟩|⟨nosat⟩||",
            "El PAC respondió CFDI40102 (el resultado de la digestión debe ser igual al "
            "resultado de la desencripción del sello) para Sello=⟨sello⟩ con NoCertificado "
            "⟨nocert⟩",
        ),
        _sellos,
    ),
    Kind(
        "rfc_tax_ids",
        (
            "RFC emisor: ⟨rfc⟩ (⟨company⟩), régimen 601",
            "Receptor genérico: XAXX010101000 para público en general y XEXX010101000 para "
            "extranjeros; el cliente de ⟨city⟩ pidió factura a ⟨rfcf⟩",
            '<cfdi:Receptor Rfc="⟨rfcf⟩" Nombre="⟨name⟩" DomicilioFiscalReceptor="⟨cp⟩" '
            'RegimenFiscalReceptor="612" UsoCFDI="G03"/>',
            "CFDI40147: el RFC del receptor ⟨rfcf⟩ no está en la lista de RFC inscritos no "
            "cancelados del SAT",
            "| RFC | Razón social | Régimen |\n|---|---|---|\n| ⟨rfc⟩ | ⟨company⟩ | 601 |\n"
            "| ⟨rfc2⟩ | ⟨company2⟩ | 626 |",
        ),
        _rfc,
    ),
    Kind(
        "clabe_company_bank_details",
        (
            "Datos para transferencia (publicados en rutalo.mx/pagos):\nBanco: BBVA México\n"
            "Beneficiario: Rutalo Movilidad S.A.P.I. de C.V.\nCLABE: ⟨clabe⟩\n"
            "Referencia: tu número de cliente",
            "Los restaurantes nos liquidan por SPEI a la CLABE ⟨clabe⟩ (la misma que sale en "
            "el pie de las facturas)",
            "SPEI recibido: clave de rastreo ⟨rastreo⟩, CLABE ordenante ⟨clabe2⟩, monto $⟨amt⟩",
            '{"cuenta_deposito": {"banco": "STP", "clabe": "⟨clabe⟩", '
            '"titular": "Rutalo Movilidad S.A.P.I. de C.V."}}',
        ),
        _clabe,
    ),
    Kind(
        "csd_public_certificate",
        (
            _CERT_BEGIN + "\n⟨pem⟩\n" + _CERT_END,
            "Certificado público del CSD (⟨nocert⟩.cer convertido a PEM, va en cada CFDI):\n\n"
            + _CERT_BEGIN
            + "\n⟨pem⟩\n"
            + _CERT_END
            + "\n",
            '<cfdi:Comprobante NoCertificado="⟨nocert⟩" Certificado="⟨one⟩">',
            "$ openssl x509 -inform DER -in ⟨nocert⟩.cer -noout -serial -subject -enddate\n"
            "serial=⟨serial⟩\nsubject=CN=RUTALO MOVILIDAD, x500UniqueIdentifier=⟨rfc⟩\n"
            "notAfter=⟨end⟩",
        ),
        _csd_cert,
    ),
    Kind(
        "dian_cufe_and_nit",
        (
            "CUFE ⟨cufe⟩ de la factura electrónica SETP⟨n⟩ (Rutalo Colombia S.A.S., NIT ⟨nit⟩)",
            "QR de la factura: https://catalogo-vpfe.dian.gov.co/document/searchqr"
            "?documentkey=⟨cufe⟩",
            '<cbc:UUID schemeID="1" schemeName="CUFE-SHA384">⟨cufe⟩</cbc:UUID>',
            "A DIAN rejeitou a nota crédito (CUDE ⟨cufe⟩): regra FAD06, o NIT ⟨nit2⟩ do "
            "adquirente não confere",
        ),
        _cufe,
    ),
)
