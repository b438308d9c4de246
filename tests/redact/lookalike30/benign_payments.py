"""Benign look-alikes from card and instant payments: Pix keys, end-to-end ids and BR
Codes, EMV tags and cryptograms, ISO 8583 fields, terminal and merchant ids, test cards,
acquirer and gateway object ids, token references, KSNs/KCVs, CA public keys and IBANs.

These are identifiers, cryptograms or public keys; none of them lets anyone move money or
log in, and all of them routinely appear in tickets, logs and notes.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike30.gen import (
    ALNUM,
    ISPBS,
    UPPER_ALNUM,
    Kind,
    cnpj,
    date,
    digits,
    group4,
    hexs,
    hhmmss,
    luhn_complete,
    money,
    num,
    pick,
    pix_brcode,
    pix_e2e,
    tr_iban,
    uhex,
    uuid4,
)


def _pixkey(r: Random) -> dict[str, str]:
    return {
        "evp": uuid4(r),
        "evp2": uuid4(r),
        "cnpj": cnpj(r),
        "tel": "+55419" + num(r, 8),
        "ispb": r.choice(ISPBS),
        "acc": num(r, 8),
        "ts": date(r) + "T" + hhmmss(r) + ".000Z",
    }


def _txid(r: Random) -> str:
    return pick(r, ALNUM, r.choice((26, 30, 32, 35)))


def _e2e(r: Random) -> dict[str, str]:
    return {
        "e2e": pix_e2e(r),
        "e2e2": pix_e2e(r),
        "txid": _txid(r),
        "rtr": "D" + r.choice(ISPBS) + "2028" + digits(r, 8) + pick(r, ALNUM, 11),
        "v": money(r),
        "ts": date(r) + "T" + hhmmss(r) + ".00Z",
    }


def _brcode(r: Random) -> dict[str, str]:
    key = r.choice((uuid4(r), "+55419" + num(r, 8), cnpj(r)))
    v = money(r, 3, 700)
    name = r.choice(("ARAUCARIA VAREJO", "LOJAS ARAUCARIA", "ARAUCARIA BATEL"))
    tx = pick(r, UPPER_ALNUM, r.choice((8, 12, 25)))
    return {
        "qr": pix_brcode(r, key, v, name, tx),
        "key": key,
        "v": v,
        "tx": tx,
        "loc": "qrpix.bradesco.com.br/qr/v2/" + uuid4(r),
    }


def _emv_values(r: Random) -> dict[str, str]:
    amount = f"{r.randint(100, 999999):012d}"
    arqc = uhex(r, 16)
    atc = uhex(r, 4)
    un = uhex(r, 8)
    iad = "0110A0" + uhex(r, 2) + "0322" + "0000" * 5 + "FF"
    tvr = r.choice(("0000000000", "0000008000", "0080008000", "4000008000"))
    day = f"28{r.choice((4, 5, 6)):02d}{r.randint(1, 28):02d}"
    field55 = (
        "8202"
        + "1980"
        + "9505"
        + tvr
        + "9A03"
        + day
        + "9C0100"
        + "5F2A020986"
        + "9F0206"
        + amount
        + "9F1A020076"
        + "9F2608"
        + arqc
        + "9F270180"
        + "9F3602"
        + atc
        + "9F3704"
        + un
        + "9F10"
        + f"{len(iad) // 2:02X}"
        + iad
    )
    return {
        "f55": field55,
        "arqc": arqc,
        "atc": atc,
        "un": un,
        "iad": iad,
        "tvr": tvr,
        "amt": amount,
        "arpc": uhex(r, 16),
        "cvr": "03" + uhex(r, 6),
        "aid": r.choice(("A0000000031010", "A0000000041010", "A0000004942010", "A0000001523010")),
    }


def _iso(r: Random) -> dict[str, str]:
    return {
        "bitmap": uhex(r, 16),
        "bitmap2": uhex(r, 16),
        "stan": digits(r, 6),
        "rrn": digits(r, 12),
        "auth": pick(r, UPPER_ALNUM, 6),
        "tid": pick(r, UPPER_ALNUM, 8),
        "mid": num(r, 15),
        "mti": r.choice(("0200", "0210", "0400", "0420", "0800")),
        "rc": r.choice(("00", "05", "51", "55", "91")),
    }


def _terminal(r: Random) -> dict[str, str]:
    return {
        "ec": "10" + num(r, 8),
        "tid": pick(r, UPPER_ALNUM, 8),
        "stone": num(r, 9),
        "sn": r.choice(("18", "17", "20")) + num(r, 8),
        "sn2": "G" + num(r, 14),
        "mid": num(r, 15),
        "loja": str(r.randint(1, 64)).zfill(3),
        "tr_tid": "PA" + num(r, 6),
    }


def _cards(r: Random) -> dict[str, str]:
    pan = luhn_complete(r.choice(("411111", "400000", "555555", "510510", "401288")), 16, r)
    pan2 = luhn_complete(r.choice(("424242", "522222", "650487", "636368")), 16, r)
    return {
        "pan": pan,
        "pan_sp": group4(pan2),
        "masked": pan[:6] + "******" + pan[-4:],
        "masked2": pan2[:4] + " **** **** " + pan2[-4:],
        "exp": f"{r.randint(1, 12):02d}/{r.randint(30, 35)}",
        "amt": str(r.randint(100, 50000)),
    }


def _acquirer(r: Random) -> dict[str, str]:
    return {
        "pid": uuid4(r),
        "tid": "10" + digits(r, 8) + uhex(r, 10),
        "pos": digits(r, 6),
        "auth": digits(r, 6),
        "nsu": digits(r, 9),
        "atk": num(r, 14) + num(r, 6),
        "code": uuid4(r).upper(),
        "ord": num(r, 9),
    }


def _gateway(r: Random) -> dict[str, str]:
    def gid(prefix: str) -> str:
        return prefix + pick(r, ALNUM, 16)

    return {
        "or": gid("or_"),
        "ch": gid("ch_"),
        "tran": gid("tran_"),
        "cus": gid("cus_"),
        "card": gid("card_"),
        "hook": gid("hook_"),
        "iyz": num(r, 8),
        "iyztx": num(r, 8),
        "conv": num(r, 9),
        "mp": num(r, 11),
    }


def _tokref(r: Random) -> dict[str, str]:
    return {
        "par": "V" + num(r, 4) + pick(r, UPPER_ALNUM, 24),
        "tur": "DWSPMC0000000" + hexs(r, 32) + "0",
        "trid": "4" + num(r, 10),
        "vtsref": "DNITHE" + num(r, 18),
        "last4": digits(r, 4),
        "dpan": luhn_complete("489537", 16, r)[:6] + "******" + digits(r, 4),
    }


def _ksn(r: Random) -> dict[str, str]:
    base = "FFFF" + uhex(r, 6) + "E" + uhex(r, 4)
    return {
        "ksn": base + f"{r.randint(1, 2000):05X}",
        "ksn2": base + f"{r.randint(2001, 9000):05X}",
        "kcv": uhex(r, 6),
        "kcv2": uhex(r, 6),
        "hdr": "D0144P0AE00E0000" if r.random() < 0.5 else "B0096B1TX00N0100",
        "slot": str(r.randint(0, 9)),
    }


def _capk(r: Random) -> dict[str, str]:
    rid, idx = r.choice(
        (
            ("A000000003", "92"),
            ("A000000004", "F1"),
            ("A000000003", "94"),
            ("A000000004", "EF"),
            ("A000000494", "05"),
        )
    )
    mod = uhex(r, r.choice((352, 496)))
    return {
        "rid": rid,
        "idx": idx,
        "mod": mod,
        "modw": "\n".join(mod[i : i + 64] for i in range(0, len(mod), 64)),
        "sha": uhex(r, 40),
        "exp": r.choice(("03", "010001")),
    }


def _iban(r: Random) -> dict[str, str]:
    return {
        "iban": tr_iban(r),
        "ibanf": tr_iban(r, formatted=True),
        "ag": digits(r, 4),
        "cc": num(r, 8) + "-" + digits(r, 1),
        "ispb": r.choice(ISPBS),
        "swift": r.choice(("AKBKTRISXXX", "TGBATRISXXX", "ISBKTRISXXX", "BRASBRRJCTA")),
        "ref": pick(r, UPPER_ALNUM, 16),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "pix_keys",
        (
            "Chave Pix aleatória (EVP) da loja 014: ⟨evp⟩",
            '{"key":"⟨evp⟩","keyType":"EVP","account":{"participant":"⟨ispb⟩",'
            '"branch":"0001","accountNumber":"⟨acc⟩","accountType":"CACC"},'
            '"creationDate":"⟨ts⟩"}',
            "Trocamos a chave CNPJ ⟨cnpj⟩ pela aleatória ⟨evp⟩ no QR estático do caixa.",
            "| loja | tipo | chave |\n|---|---|---|\n| 014 | EVP | ⟨evp⟩ |\n"
            "| 031 | EVP | ⟨evp2⟩ |\n| SAC | PHONE | ⟨tel⟩ |",
            "DICT lookup for ⟨evp⟩ returned 404 after the portability claim",
        ),
        _pixkey,
        n=11,
    ),
    Kind(
        "pix_end_to_end_ids",
        (
            "endToEndId ⟨e2e⟩ chegou duas vezes no webhook; txid ⟨txid⟩",
            '{"pix":[{"endToEndId":"⟨e2e⟩","txid":"⟨txid⟩","valor":"⟨v⟩","horario":"⟨ts⟩"}]}',
            "Devolução ⟨rtr⟩ da E2E ⟨e2e⟩ (MED aberto pelo cliente)",
            "GET /v2/cob/⟨txid⟩ → status CONCLUIDA, e2e ⟨e2e2⟩",
            "E2E format: E + ISPB + yyyyMMddHHmm + 11 chars, e.g. ⟨e2e⟩",
        ),
        _e2e,
        n=11,
    ),
    Kind(
        "pix_brcode_payloads",
        (
            "Pix copia e cola do caixa (R$ ⟨v⟩): ⟨qr⟩",
            "O CRC16 no final do BR Code estava errado depois do trim: ⟨qr⟩",
            'cob criada, txid ⟨tx⟩, location ⟨loc⟩\n"pixCopiaECola": "⟨qr⟩"',
            "QR estático para a chave ⟨key⟩, txid ⟨tx⟩:\n⟨qr⟩",
        ),
        _brcode,
        n=10,
    ),
    Kind(
        "emv_tlv_dumps",
        (
            "DE055=⟨f55⟩",
            "ICC data from the PAX A920 (AID ⟨aid⟩): ⟨f55⟩",
            "9F26 (ARQC): ⟨arqc⟩\n9F36 (ATC): ⟨atc⟩\n9F37 (UN): ⟨un⟩\n9F10 (IAD): ⟨iad⟩\n"
            "95 (TVR): ⟨tvr⟩",
            "Tag 9F10 da Elo veio com tamanho diferente: ⟨iad⟩",
            "field 55 parse failed at offset 88 — raw: ⟨f55⟩",
        ),
        _emv_values,
        n=11,
    ),
    Kind(
        "arqc_arpc_logs",
        (
            "[kernel] GENERATE AC → ARQC ⟨arqc⟩ ATC ⟨atc⟩ CVR ⟨cvr⟩",
            "Emissor respondeu ARC 00 com ARPC ⟨arpc⟩ para o ARQC ⟨arqc⟩",
            "EMV 2nd GENAC: TC cryptogram ⟨arpc⟩, amount ⟨amt⟩, UN ⟨un⟩",
            "Kriptogram doğrulaması başarısız: ARQC=⟨arqc⟩ ATC=⟨atc⟩ (kart Bonus, AID ⟨aid⟩)",
        ),
        _emv_values,
        n=10,
    ),
    Kind(
        "iso8583_fields",
        (
            "MTI ⟨mti⟩ bitmap ⟨bitmap⟩ DE11=⟨stan⟩ DE37=⟨rrn⟩ DE38=⟨auth⟩ DE39=⟨rc⟩",
            "Primary bitmap ⟨bitmap⟩, secondary ⟨bitmap2⟩ — DE41 ⟨tid⟩, DE42 ⟨mid⟩",
            "Estorno (0400) precisa do RRN original ⟨rrn⟩ e STAN ⟨stan⟩",
            "| DE | valor |\n|---|---|\n| 11 | ⟨stan⟩ |\n| 37 | ⟨rrn⟩ |\n| 38 | ⟨auth⟩ |\n"
            "| 41 | ⟨tid⟩ |",
        ),
        _iso,
        n=10,
    ),
    Kind(
        "terminal_merchant_ids",
        (
            "Loja ⟨loja⟩: EC Cielo ⟨ec⟩, Stone code ⟨stone⟩, terminal ⟨tid⟩",
            "PAX A920 SN ⟨sn⟩ trocado na loja ⟨loja⟩; Gertec GPOS700 SN ⟨sn2⟩ foi pra reserva",
            "merchant_id=⟨mid⟩ terminal_id=⟨tid⟩ store=⟨loja⟩ mcc=5411",
            "İzmir terminali ⟨tr_tid⟩, üye işyeri no ⟨mid⟩",
            "| loja | EC | TID | serial |\n|---|---|---|---|\n| ⟨loja⟩ | ⟨ec⟩ | ⟨tid⟩ | ⟨sn⟩ |",
        ),
        _terminal,
        n=11,
    ),
    Kind(
        "test_card_numbers",
        (
            "Cartão de teste do sandbox: ⟨pan⟩, validade ⟨exp⟩, CVV 123",
            "Sandbox test card ⟨pan_sp⟩ (exp ⟨exp⟩) returns code 51 for amount ⟨amt⟩",
            "Log mascarado ok: pan=⟨masked⟩ amount=⟨amt⟩",
            "Test kartı ⟨pan⟩ ile 3D doğrulama ekranı geliyor, şifre 'a'.",
            "Receipt shows ⟨masked2⟩; the full PAN never leaves the PIN pad.",
        ),
        _cards,
        n=11,
    ),
    Kind(
        "acquirer_transaction_ids",
        (
            '{"Payment":{"PaymentId":"⟨pid⟩","Tid":"⟨tid⟩","ProofOfSale":"⟨pos⟩",'
            '"AuthorizationCode":"⟨auth⟩","ReturnCode":"4","Status":2}}',
            "Cielo PaymentId ⟨pid⟩ / Tid ⟨tid⟩ ficou pendente de captura",
            "Stone AcquirerTransactionKey ⟨atk⟩, NSU ⟨nsu⟩, código de autorização ⟨auth⟩",
            "PagSeguro transaction code ⟨code⟩ (pedido ⟨ord⟩) voltou como status 7 (cancelada)",
        ),
        _acquirer,
        n=10,
    ),
    Kind(
        "gateway_object_ids",
        (
            "Pagar.me: pedido ⟨or⟩, cobrança ⟨ch⟩, transação ⟨tran⟩ — status failed",
            "GET /core/v5/customers/⟨cus⟩/cards/⟨card⟩ → 200",
            "webhook ⟨hook⟩ reenviado para charge.paid de ⟨ch⟩",
            "iyzico paymentId ⟨iyz⟩, paymentTransactionId ⟨iyztx⟩, conversationId ⟨conv⟩",
            "Mercado Pago payment ⟨mp⟩ approved; external_reference ⟨or⟩",
        ),
        _gateway,
        n=11,
    ),
    Kind(
        "token_references",
        (
            "PAR ⟨par⟩ liga o token ao PAN sem expor o cartão",
            "MDES tokenUniqueReference ⟨tur⟩, token requestor id ⟨trid⟩",
            "VTS tokenReferenceID ⟨vtsref⟩ suspended after the lost-card call (final ⟨last4⟩)",
            '{"paymentAccountReference":"⟨par⟩","tokenRequestorId":"⟨trid⟩",'
            '"tokenLast4":"⟨last4⟩","dpan":"⟨dpan⟩"}',
        ),
        _tokref,
        n=10,
    ),
    Kind(
        "dukpt_ksn_kcv",
        (
            "KSN ⟨ksn⟩ → contador ainda longe do limite de 1M",
            "PIN pad slot ⟨slot⟩: KSN ⟨ksn⟩, KCV da IPEK ⟨kcv⟩",
            "KCVs conferem: ZMK ⟨kcv⟩, BDK ⟨kcv2⟩ (os componentes ficam com os custodiantes)",
            "TR-31 key block header ⟨hdr⟩ — key usage and mode are in there, not the key",
            "ksn_before=⟨ksn⟩ ksn_after=⟨ksn2⟩",
        ),
        _ksn,
        n=11,
    ),
    Kind(
        "emv_ca_public_keys",
        (
            "CAPK RID ⟨rid⟩ index ⟨idx⟩, exponent ⟨exp⟩, SHA-1 ⟨sha⟩",
            '<CAPK rid="⟨rid⟩" index="⟨idx⟩" exponent="⟨exp⟩">\n⟨modw⟩\n</CAPK>',
            "Chave pública da bandeira (⟨rid⟩/⟨idx⟩) para o kernel:\nmodulus=⟨mod⟩\nchecksum=⟨sha⟩",
        ),
        _capk,
        n=10,
    ),
    Kind(
        "bank_accounts_ibans",
        (
            "İzmir şirket hesabı: IBAN ⟨ibanf⟩ (SWIFT ⟨swift⟩)",
            "EFT açıklaması ⟨ref⟩, alıcı IBAN ⟨iban⟩",
            "Repasse da adquirente cai na agência ⟨ag⟩ conta ⟨cc⟩ (ISPB ⟨ispb⟩)",
            "iban=⟨iban⟩ bic=⟨swift⟩ end_to_end_ref=⟨ref⟩",
        ),
        _iban,
        n=10,
    ),
)
