"""Benign look-alikes from Brazilian and Turkish fiscal paperwork: NF-e/NFC-e access keys
and signed XML, NFC-e QR URLs, CNPJ/CPF, VKN/TCKN, e-Fatura ETTNs and UBL-TR, boletos.

All of it is printed on receipts, sent to customers or published by the tax authorities;
a careful human leaves it in a note untouched.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike30.gen import (
    Kind,
    b64,
    boleto,
    cnpj,
    cpf,
    date,
    digits,
    group4,
    hexs,
    hhmmss,
    money,
    nfe_key,
    num,
    pick,
    tckn,
    uuid4,
    vkn,
)

_CSTAT = (
    ("100", "Autorizado o uso da NF-e"),
    ("204", "Rejeição: Duplicidade de NF-e"),
    ("539", "Rejeição: Duplicidade de NF-e, com diferença na Chave de Acesso"),
    ("150", "Autorizado o uso da NF-e, autorização fora de prazo"),
    ("225", "Rejeição: Falha no Schema XML da NFe"),
)


def _nfe(r: Random) -> dict[str, str]:
    key = nfe_key(r, model=r.choice(("55", "65")))
    cstat, motivo = r.choice(_CSTAT)
    return {
        "key": key,
        "key2": nfe_key(r),
        "sp": group4(key),
        "prot": "1" + "41" + "28" + digits(r, 11),
        "cstat": cstat,
        "motivo": motivo,
        "dt": date(r) + "T" + hhmmss(r) + "-03:00",
    }


def _sig(r: Random) -> dict[str, str]:
    key = nfe_key(r)
    return {
        "key": key,
        "dig": b64(r, 20),
        "sigv": b64(r, 256),
        "cert": "MIIH"
        + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 180),
        "serial": hexs(r, 16),
    }


def _qr(r: Random) -> dict[str, str]:
    return {
        "key": nfe_key(r, model="65"),
        "idcsc": str(r.randint(1, 4)),
        "hash": hexs(r, 40).upper(),
        "v": money(r),
        "dig": hexs(r, 56),
    }


def _docs(r: Random) -> dict[str, str]:
    return {
        "cnpj": cnpj(r, formatted=True),
        "cnpj2": cnpj(r),
        "cnpj3": cnpj(r, formatted=True),
        "cpf": cpf(r, formatted=True),
        "cpf2": cpf(r),
        "ie": num(r, 10),
        "n": str(r.randint(12, 180)),
    }


def _tr(r: Random) -> dict[str, str]:
    return {
        "vkn": vkn(r),
        "vkn2": vkn(r),
        "tckn": tckn(r),
        "mersis": "0" + num(r, 15),
        "vd": r.choice(("Kordon", "Karşıyaka", "Konak", "Hasan Tahsin", "Bornova")),
    }


def _ettn(r: Random) -> dict[str, str]:
    prefix = r.choice(("ARC", "IZM", "GIB", "EAR", "ALS"))
    return {
        "ettn": uuid4(r).upper(),
        "ettn2": uuid4(r).upper(),
        "no": f"{prefix}2028{r.randint(1, 999999):09d}",
        "no2": f"{prefix}2028{r.randint(1, 999999):09d}",
        "vkn": vkn(r),
        "amt": money(r, 100, 90000),
    }


def _ubl(r: Random) -> dict[str, str]:
    return {
        "ettn": uuid4(r).upper(),
        "no": f"ARC2028{r.randint(1, 99999):09d}",
        "vkn": vkn(r),
        "dig": b64(r, 32),
        "d": date(r),
        "t": hhmmss(r),
        "env": uuid4(r).upper(),
    }


def _boleto(r: Random) -> dict[str, str]:
    bar, line = boleto(r)
    bar2, line2 = boleto(r)
    return {
        "bar": bar,
        "line": line,
        "bar2": bar2,
        "compact": line2.replace(".", "").replace(" ", ""),
        "nn": num(r, 11),
        "v": money(r, 30, 9000),
        "d": date(r),
    }


FISCAL: tuple[Kind, ...] = (
    Kind(
        "nfe_access_keys",
        (
            "Chave de acesso da nota que voltou com cStat ⟨cstat⟩: ⟨key⟩",
            "<chNFe>⟨key⟩</chNFe><dhRecbto>⟨dt⟩</dhRecbto><nProt>⟨prot⟩</nProt>"
            "<cStat>⟨cstat⟩</cStat>",
            'SEFAZ-PR retornou "⟨cstat⟩ - ⟨motivo⟩" para ⟨key⟩ (protocolo ⟨prot⟩)',
            "Na DANFE a chave sai agrupada: ⟨sp⟩",
            '<infNFe versao="4.00" Id="NFe⟨key⟩">',
            "SELECT status FROM nfe_emitidas WHERE chave IN ('⟨key⟩', '⟨key2⟩');",
            "Consulta pública: https://www.nfe.fazenda.gov.br/portal/consultaRecaptcha.aspx "
            "→ colar ⟨key⟩",
        ),
        _nfe,
        n=11,
    ),
    Kind(
        "nfe_xml_signature",
        (
            '<Reference URI="#NFe⟨key⟩"><DigestMethod '
            'Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>'
            "<DigestValue>⟨dig⟩</DigestValue></Reference>",
            "<SignatureValue>⟨sigv⟩</SignatureValue>",
            "DigestValue da nota ⟨key⟩ não bate depois do pretty-print: ⟨dig⟩ "
            "(assinatura é sobre o XML canonicalizado)",
            "<X509Data><X509Certificate>⟨cert⟩</X509Certificate></X509Data>  "
            "(certificado público, vai em toda NF-e)",
            "Certificado A1 da matriz: serial ⟨serial⟩, emitido pela AC SOLUTI Multipla v5",
        ),
        _sig,
        n=11,
    ),
    Kind(
        "nfce_qrcode_urls",
        (
            "http://www.fazenda.pr.gov.br/nfce/qrcode?p=⟨key⟩|2|1|⟨idcsc⟩|⟨hash⟩",
            "QR do cupom (versão 2, online): p=⟨key⟩|2|1|⟨idcsc⟩|⟨hash⟩ — o hash é SHA-1, "
            "não é segredo",
            "<qrCode><![CDATA[http://www.fazenda.pr.gov.br/nfce/qrcode?p=⟨key⟩|2|1|⟨idcsc⟩|"
            "⟨hash⟩]]></qrCode><urlChave>http://www.fazenda.pr.gov.br/nfce/consulta</urlChave>",
            "Cupom de R$ ⟨v⟩ com QR inválido: cHashQRCode esperado ⟨hash⟩",
            "digVal do NFC-e offline ⟨key⟩ em hex: ⟨dig⟩",
        ),
        _qr,
        n=11,
    ),
    Kind(
        "cnpj_cpf_ids",
        (
            "Emitente: CNPJ ⟨cnpj⟩, IE ⟨ie⟩ (SEFAZ-PR)",
            "| loja | CNPJ |\n|---|---|\n| matriz | ⟨cnpj⟩ |\n| filial ⟨n⟩ | ⟨cnpj3⟩ |",
            '{"destinatario":{"cpf":"⟨cpf2⟩","nome":"CONSUMIDOR"},"emitente":{"cnpj":"⟨cnpj2⟩"}}',
            "CPF na nota ⟨cpf⟩ foi digitado pelo operador, o cliente pediu.",
            "Validação de dígitos: ⟨cnpj2⟩ ok, ⟨cpf2⟩ ok (algoritmo módulo 11)",
            "<dest><CNPJ>⟨cnpj2⟩</CNPJ><indIEDest>9</indIEDest></dest>",
        ),
        _docs,
        n=11,
    ),
    Kind(
        "turkish_tax_ids",
        (
            "İzmir şirketi: VKN ⟨vkn⟩, ⟨vd⟩ Vergi Dairesi, MERSİS ⟨mersis⟩",
            '<cac:PartyIdentification><cbc:ID schemeID="VKN">⟨vkn⟩</cbc:ID>'
            "</cac:PartyIdentification>",
            "e-Arşiv için bireysel alıcıda TCKN ⟨tckn⟩ yazılıyor, yoksa 11111111111.",
            "VKN checksum passed for ⟨vkn⟩ and ⟨vkn2⟩; the third one was a typo.",
            "| şube | VKN | vergi dairesi |\n|---|---|---|\n| Alsancak | ⟨vkn⟩ | ⟨vd⟩ |",
        ),
        _tr,
        n=11,
    ),
    Kind(
        "efatura_ettn_ids",
        (
            "e-Fatura ⟨no⟩ ETTN ⟨ettn⟩ — GİB'den KABUL yanıtı geldi.",
            "ETTN ⟨ettn⟩ ile ⟨ettn2⟩ aynı fatura no'yu (⟨no⟩) taşıyor, ikincisi iptal.",
            "fatura_no=⟨no⟩ uuid=⟨ettn⟩ alici_vkn=⟨vkn⟩ tutar=⟨amt⟩ TRY",
            "Invoice numbers are 3 letters + year + 9 digits: ⟨no⟩, ⟨no2⟩.",
            '{"ettn":"⟨ettn⟩","belgeNo":"⟨no⟩","durum":"ONAYLANDI"}',
        ),
        _ettn,
        n=11,
    ),
    Kind(
        "efatura_ubl_xml",
        (
            "<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>\n<cbc:ID>⟨no⟩</cbc:ID>\n"
            "<cbc:UUID>⟨ettn⟩</cbc:UUID>\n<cbc:IssueDate>⟨d⟩</cbc:IssueDate>\n"
            "<cbc:IssueTime>⟨t⟩</cbc:IssueTime>",
            "<ds:DigestValue>⟨dig⟩</ds:DigestValue>  ← UBL-TR imza, mali mühür ile",
            "<sh:StandardBusinessDocumentHeader>\n  <sh:DocumentIdentification>\n"
            "    <sh:InstanceIdentifier>⟨env⟩</sh:InstanceIdentifier>\n"
            "  </sh:DocumentIdentification>\n</sh:StandardBusinessDocumentHeader>",
            "Zarf ⟨env⟩ içinde ⟨no⟩ (ETTN ⟨ettn⟩), gönderici VKN ⟨vkn⟩",
        ),
        _ubl,
        n=10,
    ),
    Kind(
        "boleto_barcodes",
        (
            "Linha digitável do boleto de R$ ⟨v⟩ (venc. ⟨d⟩): ⟨line⟩",
            "Código de barras (44): ⟨bar⟩",
            '{"nossoNumero":"⟨nn⟩","codigoBarras":"⟨bar⟩","linhaDigitavel":"⟨compact⟩"}',
            "Cliente colou a linha sem pontos ⟨compact⟩; o parser aceita, o DV confere.",
            "Conciliação: ⟨bar⟩ e ⟨bar2⟩ pagos no mesmo segundo, CNAB 240 duplicado?",
        ),
        _boleto,
        n=11,
    ),
)
