"""Benign look-alikes from Brazilian and Argentine fiscal and payment paperwork: CNPJ, CPF,
NF-e access keys and signatures, Pix ids and BR Codes, boleto lines, CUIT, CBU and CAE.
All of them are public or transactional identifiers and must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike47.gen import (
    ALNUM,
    ISPBS,
    Kind,
    b64,
    boleto,
    brcode,
    cbu,
    cnpj,
    cnpj_raw,
    cpf,
    cpf_raw,
    cuit,
    digits,
    fmt_cnpj,
    fmt_cpf,
    fmt_nfe_key,
    hexs,
    nfe_key,
    num,
    pick,
    pix_e2e,
    pix_txid,
    uuid4,
    when,
    wrap,
)

_SELLERS = (
    "Cooperativa Agroindustrial Vale do Ivaí",
    "Fazenda Santa Helena Ltda",
    "Armazéns Gerais Rio Verde S.A.",
    "Sementes Chapadão Comércio Ltda",
    "Transportadora Rodogrãos Ltda",
)


def _cnpj(r: Random) -> dict[str, str]:
    raw = cnpj_raw(r)
    return {
        "c": fmt_cnpj(raw),
        "raw": raw,
        "c2": cnpj(r),
        "root": raw[:8],
        "who": r.choice(_SELLERS),
        "ie": digits(r, 12),
    }


def _cpf(r: Random) -> dict[str, str]:
    raw = cpf_raw(r)
    return {
        "c": fmt_cpf(raw),
        "raw": raw,
        "masked": f"***.{raw[3:6]}.{raw[6:9]}-**",
        "c2": cpf(r),
        "nome": r.choice(("João B. Teixeira", "Marlene Kuhn", "Adão Rodrigues", "Irene Sato")),
        "nirf": digits(r, 8),
    }


def _nfe_key(r: Random) -> dict[str, str]:
    raw = cnpj_raw(r)
    key = nfe_key(r, raw)
    return {
        "k": key,
        "kf": fmt_nfe_key(key),
        "k2": nfe_key(r),
        "cte": nfe_key(r, model="57"),
        "n": str(int(key[25:34])),
        "serie": str(int(key[22:25])),
        "emit": fmt_cnpj(raw),
    }


def _nfe_xml(r: Random) -> dict[str, str]:
    key = nfe_key(r)
    t = when(r)
    return {
        "k": key,
        "digest": b64(r, 20),
        "sigval": wrap(b64(r, 256), 76),
        "cert": b64(r, 1400)[:1860],
        "nprot": "135" + t.strftime("%y") + digits(r, 10),
        "dh": t.strftime("%Y-%m-%dT%H:%M:%S-03:00"),
        "cstat": r.choice(("100", "100", "150")),
        "cnf": digits(r, 8),
    }


def _e2e(r: Random) -> dict[str, str]:
    e2e = pix_e2e(r)
    return {
        "e": e2e,
        "e2": pix_e2e(r),
        "rtr": "D" + e2e[1:9] + e2e[9:21] + pick(r, ALNUM, 11),
        "valor": f"{r.randint(1000, 900000)},{r.randint(0, 99):02d}",
        "banco": ISPBS[e2e[1:9]],
        "ispb": e2e[1:9],
    }


def _txid(r: Random) -> dict[str, str]:
    return {
        "tx": pix_txid(r),
        "tx2": pix_txid(r),
        "loc": str(r.randint(100, 99999)),
        "rev": str(r.randint(0, 3)),
        "valor": f"{r.randint(100, 500000)}.{r.randint(0, 99):02d}",
        "chave": cnpj_raw(r),
    }


def _brcode(r: Random) -> dict[str, str]:
    txid = "CS" + pick(r, ALNUM, r.randint(20, 23))
    key = r.choice((uuid4(r), cnpj_raw(r), "financeiro@camposereno.com.br"))
    amount = f"{r.randint(100, 250000)}.{r.randint(0, 99):02d}"
    name = r.choice(("CAMPO SERENO TRADING", "CAMPO SERENO AGRO", "CS TRADING AGRICOLA"))
    city = r.choice(("SAO PAULO", "RIO VERDE", "SORRISO"))
    return {"code": brcode(r, key, name, city, amount, txid), "tx": txid, "amount": amount}


def _pix_keys(r: Random) -> dict[str, str]:
    ispb = r.choice(tuple(ISPBS))
    return {
        "chave": uuid4(r),
        "ispb": ispb,
        "banco": ISPBS[ispb],
        "ag": digits(r, 4),
        "cc": f"{num(r, r.choice((5, 6, 7)))}-{r.choice('0123456789X')}",
        "cnpj": cnpj(r),
        "chave2": uuid4(r),
    }


def _boleto(r: Random) -> dict[str, str]:
    bar, line = boleto(r)
    _bar2, line2 = boleto(r)
    return {
        "bar": bar,
        "line": line,
        "line2": line2,
        "compact": line2.replace(".", "").replace(" ", ""),
        "nn": digits(r, 11) + "-" + r.choice("0123456789P"),
        "valor": f"{int(bar[9:17])},{bar[17:19]}",
    }


def _argentina(r: Random) -> dict[str, str]:
    t = when(r)
    return {
        "cuit": cuit(r),
        "cuit2": cuit(r),
        "cae": "7" + t.strftime("%y") + digits(r, 11),
        "vto": (t.strftime("%Y%m%d")),
        "pv": f"{r.randint(1, 12):05d}",
        "nro": f"{r.randint(1, 99999999):08d}",
        "cbu": cbu(r),
        "cvu": "0000003100" + digits(r, 12),
        "alias": ".".join(r.sample(("soja", "campo", "trigo", "sereno", "lote", "maiz"), 3)),
    }


def _nfe_qr(r: Random) -> dict[str, str]:
    """NFC-e QR-code URLs carry the access key and a public SHA-1 hash of the CSC."""
    key = nfe_key(r, model="65")
    return {"k": key, "h": hexs(r, 40).upper(), "csc": str(r.randint(1, 9))}


BENIGN_FISCAL: tuple[Kind, ...] = (
    Kind(
        "cnpj_numbers",
        (
            "Fornecedor ⟨who⟩ — CNPJ ⟨c⟩, IE ⟨ie⟩",
            "SELECT * FROM erp.fornecedores WHERE cnpj = '⟨raw⟩';  -- raiz ⟨root⟩",
            "| razão social | CNPJ |\n|---|---|\n| ⟨who⟩ | ⟨c⟩ |\n| Campo Sereno Trading | ⟨c2⟩ |",
            '{"emitente": {"CNPJ": "⟨raw⟩", "xNome": "⟨who⟩", "IE": "⟨ie⟩"}}',
            "El proveedor de Brasil tiene CNPJ ⟨c⟩ (raíz ⟨root⟩); la filial BA no aparece.",
            "cnpj_dv_invalido: 0 linhas; ⟨raw⟩ passou na validação do DV",
        ),
        _cnpj,
        secrets=(),
    ),
    Kind(
        "cpf_numbers",
        (
            "Produtor rural ⟨nome⟩, CPF ⟨c⟩, NIRF ⟨nirf⟩",
            "Na camada gold o CPF sai mascarado: ⟨masked⟩ (LGPD)",
            "| produtor | cpf |\n|---|---|\n| ⟨nome⟩ | ⟨raw⟩ |",
            "<dest><CPF>⟨raw⟩</CPF><xNome>⟨nome⟩</xNome></dest>",
            "Duplicado no cadastro: ⟨c⟩ e ⟨c2⟩ são o mesmo produtor (mudou o nome)",
        ),
        _cpf,
        secrets=(),
    ),
    Kind(
        "nfe_access_keys",
        (
            "Chave de acesso da NF-e ⟨n⟩ série ⟨serie⟩: ⟨kf⟩",
            '<infNFe versao="4.00" Id="NFe⟨k⟩">',
            "SEFAZ devolveu 539 (duplicidade com diferença na chave) para ⟨k⟩; a chave "
            "original era ⟨k2⟩",
            "CT-e do frete ⟨cte⟩ referencia a NF-e ⟨k⟩",
            "nfe_entrada: chave_acesso=⟨k⟩ emitente=⟨emit⟩ status=autorizada",
            "Consulta pública: https://www.nfe.fazenda.gov.br/portal/consultaRecaptcha.aspx "
            "— chave ⟨kf⟩",
        ),
        _nfe_key,
        secrets=(),
    ),
    Kind(
        "nfe_xml_signature_blocks",
        (
            '<protNFe versao="4.00"><infProt><tpAmb>1</tpAmb><chNFe>⟨k⟩</chNFe>'
            "<dhRecbto>⟨dh⟩</dhRecbto><nProt>⟨nprot⟩</nProt><digVal>⟨digest⟩</digVal>"
            "<cStat>⟨cstat⟩</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt>"
            "</protNFe>",
            '<Reference URI="#NFe⟨k⟩">\n  <DigestMethod Algorithm='
            '"http://www.w3.org/2000/09/xmldsig#sha1"/>\n  <DigestValue>⟨digest⟩</DigestValue>'
            "\n</Reference>\n<SignatureValue>\n⟨sigval⟩\n</SignatureValue>",
            "<X509Data><X509Certificate>⟨cert⟩</X509Certificate></X509Data>",
            "Protocolo de autorização ⟨nprot⟩ (⟨dh⟩), digVal ⟨digest⟩, cNF ⟨cnf⟩",
        ),
        _nfe_xml,
        n=10,
        secrets=(),
    ),
    Kind(
        "pix_end_to_end_ids",
        (
            "Pix recebido: endToEndId ⟨e⟩, R$ ⟨valor⟩ (⟨banco⟩, ISPB ⟨ispb⟩)",
            '{"endToEndId": "⟨e⟩", "valor": "⟨valor⟩", "horario": "2031-02-11T14:03:22Z"}',
            "Devolução ⟨rtr⟩ referente ao Pix ⟨e⟩",
            "conciliacao_pix: 2 E2E sem NF — ⟨e⟩, ⟨e2⟩",
            "El E2E ⟨e⟩ llegó dos veces al webhook; deduplicamos por endToEndId.",
        ),
        _e2e,
        secrets=(),
    ),
    Kind(
        "pix_txids",
        (
            "PUT /v2/cob/⟨tx⟩ → 201, loc.id ⟨loc⟩, revisao ⟨rev⟩",
            '{"txid": "⟨tx⟩", "calendario": {"expiracao": 3600}, "valor": {"original": '
            '"⟨valor⟩"}, "chave": "⟨chave⟩"}',
            "txid gerado pelo ERP: ⟨tx⟩ (26–35 chars alfanuméricos, regra do Bacen)",
            "Cobranças vencidas: ⟨tx⟩, ⟨tx2⟩",
            "GET /v2/cob/⟨tx⟩?revisao=⟨rev⟩ devolvió status CONCLUIDA",
        ),
        _txid,
        secrets=(),
    ),
    Kind(
        "pix_brcode_payloads",
        (
            "Pix copia e cola da cobrança ⟨tx⟩:\n⟨code⟩",
            "QR estático do caixa (R$ ⟨amount⟩): ⟨code⟩",
            '{"txid": "⟨tx⟩", "pixCopiaECola": "⟨code⟩"}',
            "BR Code com CRC errado era o problema; o certo é ⟨code⟩",
        ),
        _brcode,
        n=10,
        secrets=(),
    ),
    Kind(
        "pix_keys_and_bank_ids",
        (
            "Chave Pix aleatória para recebimento de frete: ⟨chave⟩ (⟨banco⟩)",
            "Conta de liquidação: ISPB ⟨ispb⟩ (⟨banco⟩), agência ⟨ag⟩, conta ⟨cc⟩",
            "| favorecido | chave Pix | ISPB |\n|---|---|---|\n| ⟨cnpj⟩ | ⟨chave⟩ | ⟨ispb⟩ |",
            "DICT: chave ⟨chave2⟩ pertence a ⟨cnpj⟩ (tipo EVP, não é segredo)",
        ),
        _pix_keys,
        n=9,
        secrets=(),
    ),
    Kind(
        "boleto_digitable_lines",
        (
            "Linha digitável do boleto (R$ ⟨valor⟩): ⟨line⟩",
            "Código de barras ⟨bar⟩ — nosso número ⟨nn⟩",
            "Boleto da armazenagem, vence na sexta: ⟨line2⟩",
            '{"codigoBarras": "⟨bar⟩", "linhaDigitavel": "⟨compact⟩"}',
            "El boleto ⟨line⟩ quedó pago dos veces; pedimos reembolso.",
        ),
        _boleto,
        secrets=(),
    ),
    Kind(
        "argentina_cuit_cbu_cae",
        (
            "Factura A ⟨pv⟩-⟨nro⟩, CUIT emisor ⟨cuit⟩, CAE ⟨cae⟩ (vto. ⟨vto⟩)",
            "Transferencia al proveedor de Rosario: CBU ⟨cbu⟩, alias ⟨alias⟩, CUIT ⟨cuit2⟩",
            '{"CbteDesde": ⟨nro⟩, "PtoVta": ⟨pv⟩, "CAE": "⟨cae⟩", "CAEFchVto": "⟨vto⟩", '
            '"Resultado": "A"}',
            "CVU de la billetera del acopio: ⟨cvu⟩ (no es CBU, es de una PSP)",
            "| razón social | CUIT | CBU |\n|---|---|---|\n| Acopio San Justo SRL | ⟨cuit⟩ "
            "| ⟨cbu⟩ |",
        ),
        _argentina,
        secrets=(),
    ),
    Kind(
        "nfce_qrcode_urls",
        (
            "https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica/Paginas/"
            "ConsultaQRCode.aspx?p=⟨k⟩|2|1|⟨csc⟩|⟨h⟩",
            "QR da NFC-e da loja de insumos: p=⟨k⟩|2|1|⟨csc⟩|⟨h⟩ (hash SHA-1 público)",
            "<qrCode><![CDATA[https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=⟨k⟩|2|2|"
            "⟨csc⟩|⟨h⟩]]></qrCode>",
        ),
        _nfe_qr,
        n=9,
        secrets=(),
    ),
)
