"""Benign look-alikes from messaging and payments: Twilio SIDs, the client-side (public)
keys of Midtrans, Xendit and Mercado Pago, PIX keys and "copia e cola" payloads, tax-id
test numbers and transaction ids. A server key or access token never appears here."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike19.gen import (
    ALNUM,
    DOM_BR,
    PEOPLE,
    Kind,
    brcode,
    cnpj,
    cpf,
    day,
    hexs,
    hexu,
    iso,
    msisdn,
    nik,
    num,
    pick,
    uuid4,
)

# Public-key prefixes are joined from pieces like the secret ones, for symmetry.
_MID_CLIENT_SB = "SB-" + "Mid-" + "client-"
_MID_CLIENT = "Mid-" + "client-"
_XND_PUBLIC = "xnd_" + "public_" + "development_"
_XND_PUBLIC_PROD = "xnd_" + "public_" + "production_"
_MP_APP = "APP" + "_USR-"
_MP_TEST = "TE" + "ST-"

_CITIES = ("FORTALEZA", "RECIFE", "SAO PAULO", "BELO HORIZONT", "PORTO ALEGRE", "SALVADOR")


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
        "to": msisdn(r).replace(" ", "").replace("-", ""),
        "from": "+1" + num(r, 10),
        "d": day(r),
    }


def _midtrans(r: Random) -> dict[str, str]:
    sandbox = r.random() < 0.6
    return {
        "ck": (_MID_CLIENT_SB if sandbox else _MID_CLIENT) + pick(r, ALNUM + "-_", 16),
        "mid": "G" + num(r, 9),
        "env": "sandbox" if sandbox else "production",
        "app": "app.sandbox" if sandbox else "app",
        "prod": "false" if sandbox else "true",
    }


def _xendit(r: Random) -> dict[str, str]:
    return {
        "pk": r.choice((_XND_PUBLIC, _XND_PUBLIC_PROD)) + pick(r, ALNUM, 48),
        "inv": hexs(r, 24),
        "uid": hexs(r, 24),
        "ext": f"nf-{num(r, 9)}",
        "ts": iso(r),
        "amt": str(r.choice((150000, 250000, 350000, 450000, 1200000))),
    }


def _mercadopago(r: Random) -> dict[str, str]:
    return {
        "pk": r.choice((_MP_APP, _MP_TEST)) + uuid4(r),
        "collector": num(r, 9),
        "uuid": uuid4(r),
        "pid": num(r, 11),
    }


def _pix(r: Random) -> dict[str, str]:
    ispb = num(r, 8)
    return {
        "evp": uuid4(r),
        "cnpj": cnpj(r),
        "cnpju": cnpj(r, formatted=False),
        "phone": "+55" + r.choice(("85", "81", "11")) + "9" + num(r, 8),
        "ispb": ispb,
        "acct": num(r, 7),
        "e2e": f"E{ispb}2027040{r.randint(1, 9)}{r.randint(10, 23)}{r.randint(10, 59)}"
        + pick(r, ALNUM, 11),
        "txid": pick(r, ALNUM, 26),
        "amt": f"{r.randint(79, 399)}.{r.choice(('00', '90', '99'))}",
        "ts": iso(r),
        "city": r.choice(("Fortaleza", "Recife", "São Paulo", "Salvador")),
    }


def _brcode(r: Random) -> dict[str, str]:
    key = r.choice(
        (
            uuid4(r),
            "financeiro@" + DOM_BR,
            "+55" + r.choice(("85", "81")) + "9" + num(r, 8),
            cnpj(r, formatted=False),
        )
    )
    amount = f"{r.randint(79, 399)}.{r.choice(('00', '90', '99'))}"
    txid = r.choice(("***", "NF" + num(r, 10), pick(r, ALNUM, 20)))
    city = r.choice(_CITIES)
    return {
        "br": brcode(key, amount, "NUSANTARA FIBRA TELECOM", city, txid),
        "amt": amount,
        "inv": f"NF-{num(r, 8)}",
        "city": city.title(),
        "ts": iso(r),
    }


def _taxid(r: Random) -> dict[str, str]:
    good = cnpj(r)
    bad = good[:-1] + str((int(good[-1]) + 1) % 10)
    return {
        "cpf": cpf(r),
        "cpf2": cpf(r),
        "cpfu": cpf(r, formatted=False),
        "cnpj": good,
        "cnpj_bad": bad,
        "nik": nik(r),
        "nik2": nik(r),
        "n": str(r.randint(1, 99)),
        "cep": f"{r.choice(('60', '50', '01', '30'))}{num(r, 3)}-{pick(r, '0123456789', 3)}",
    }


def _txids(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "order": f"NF-INV-{num(r, 8)}",
        "oid": hexs(r, 24),
        "pid": num(r, 11),
        "code": "-".join((hexu(r, 8), hexu(r, 4), hexu(r, 4), hexu(r, 4), hexu(r, 12))),
        "ncode": "-".join((hexu(r, 6), hexu(r, 12), hexu(r, 12), hexu(r, 6))),
        "ts": iso(r),
        "ms": str(r.randint(8, 900)),
        "amt": str(r.choice((150000, 250000, 350000, 450000))),
        "who": r.choice(PEOPLE),
    }


BENIGN_PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "twilio_account_sids",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=   # vem do Vault (kv/sms/twilio), "
            "não commitar\nTWILIO_FROM=⟨from⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=⟨to⟩' --data-urlencode 'From=⟨from⟩' "
            "--data-urlencode 'Body=OTP teste' -u \"⟨sid⟩:$TWILIO_AUTH_TOKEN\"",
            "twilio status callback: MessageSid=⟨sm⟩ MessageStatus=delivered To=⟨to⟩ "
            "AccountSid=⟨sid⟩",
            "https://console.twilio.com/us1/develop/sms/services/⟨mg⟩/properties",
            'client = Client("⟨sid⟩", os.environ["TWILIO_AUTH_TOKEN"])',
            "| SID | o que é |\n|---|---|\n| ⟨sid⟩ | conta OTP (só o id, público) |\n"
            "| ⟨mg⟩ | messaging service NOC |\n| ⟨pn⟩ | número ⟨from⟩ |",
            "Account SID Twilio (bukan rahasia, cuma ID): ⟨sid⟩; auth token ada di Vault",
            "El SID de la cuenta de Twilio es ⟨sid⟩ y el messaging service ⟨mg⟩",
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET_FILE=/run/secrets/twilio_api_secret",
        ),
        _twilio,
    ),
    Kind(
        "midtrans_client_keys",
        (
            '<script type="text/javascript" src="https://⟨app⟩.midtrans.com/snap/snap.js" '
            'data-client-key="⟨ck⟩"></script>',
            "MIDTRANS_CLIENT_KEY=⟨ck⟩\nMIDTRANS_IS_PRODUCTION=⟨prod⟩\n"
            "# MIDTRANS_SERVER_KEY diambil dari Vault saat deploy",
            "Client key Midtrans (publik, dipakai di snap.js): ⟨ck⟩",
            "Merchant ⟨mid⟩ — client key ⟨ck⟩ (server key fica no Vault, kv/billing/midtrans)",
            "midtrans:\n  merchant_id: ⟨mid⟩\n  client_key: ⟨ck⟩\n"
            "  server_key_path: kv/billing/midtrans#server_key",
            "window.snap.pay(token) sudah jalan di portal, client key ⟨ck⟩, merchant ⟨mid⟩",
            '<script id="midtrans-script" src="https://api.midtrans.com/v2/assets/js/'
            'midtrans-new-3ds.min.js" data-environment="⟨env⟩" data-client-key="⟨ck⟩"></script>',
            "La client key de Midtrans es pública (va en el navegador): ⟨ck⟩",
        ),
        _midtrans,
    ),
    Kind(
        "xendit_public_keys",
        (
            "Xendit.setPublishableKey('⟨pk⟩');",
            "XENDIT_PUBLIC_KEY=⟨pk⟩\n# XENDIT_SECRET_KEY -> Vault kv/billing/xendit",
            "Public key Xendit buat tokenisasi kartu di portal: ⟨pk⟩",
            'curl https://api.xendit.co/v2/invoices/⟨inv⟩ -u "$XENDIT_SECRET_KEY:"',
            '{"id":"⟨inv⟩","external_id":"⟨ext⟩","user_id":"⟨uid⟩","status":"PAID",'
            '"merchant_name":"Nusantara Fibra","amount":⟨amt⟩,"paid_at":"⟨ts⟩"}',
            "La public key de Xendit (va en el front): ⟨pk⟩",
            "Business ID Xendit: ⟨uid⟩, public key ⟨pk⟩",
        ),
        _xendit,
    ),
    Kind(
        "mercadopago_public_keys",
        (
            "const mp = new MercadoPago('⟨pk⟩', { locale: 'pt-BR' });",
            "MP_PUBLIC_KEY=⟨pk⟩\n# MP_ACCESS_TOKEN só no Vault (kv/billing/mercadopago)",
            "public key do MP (vai no checkout, pode ficar no front): ⟨pk⟩",
            "init_point: https://www.mercadopago.com.br/checkout/v1/redirect"
            "?pref_id=⟨collector⟩-⟨uuid⟩",
            "mercadopago:\n  public_key: ⟨pk⟩\n  collector_id: ⟨collector⟩",
            "Pagamento ⟨pid⟩ aprovado, preference ⟨collector⟩-⟨uuid⟩",
            "la public key de prueba es ⟨pk⟩; el access token está en el Vault",
            'curl -s -H "Authorization: Bearer $MP_ACCESS_TOKEN" '
            "https://api.mercadopago.com/v1/payments/⟨pid⟩ | jq .status",
        ),
        _mercadopago,
    ),
    Kind(
        "pix_keys",
        (
            "Chave PIX da NF (aleatória): ⟨evp⟩",
            "| Filial | Tipo | Chave |\n|---|---|---|\n| ⟨city⟩ | aleatória | ⟨evp⟩ |\n"
            "| Matriz | CNPJ | ⟨cnpj⟩ |\n| Suporte | telefone | ⟨phone⟩ |",
            "Pague via PIX — chave ⟨evp⟩ (Nusantara Fibra Telecom Ltda, CNPJ ⟨cnpj⟩)",
            '{"key":"⟨evp⟩","keyType":"EVP","account":{"participant":"⟨ispb⟩",'
            '"branch":"0001","accountNumber":"⟨acct⟩","accountType":"CACC"},'
            '"owner":{"type":"LEGAL_PERSON","taxIdNumber":"⟨cnpju⟩",'
            '"name":"NUSANTARA FIBRA TELECOM LTDA"}}',
            "chave pix telefone do suporte ⟨city⟩: ⟨phone⟩",
            "PIX_CHAVE=⟨evp⟩\nPIX_RECEBEDOR=NUSANTARA FIBRA",
            "La llave PIX aleatoria para los cobros de ⟨city⟩ es ⟨evp⟩",
            '{"pix":[{"endToEndId":"⟨e2e⟩","txid":"⟨txid⟩","chave":"⟨evp⟩",'
            '"valor":"⟨amt⟩","horario":"⟨ts⟩"}]}',
        ),
        _pix,
    ),
    Kind(
        "pix_brcode_payloads",
        (
            "Pix copia e cola da fatura ⟨inv⟩:\n⟨br⟩",
            "PIX_COPIA_E_COLA=⟨br⟩",
            "⟨ts⟩ INFO billing.pix fatura=⟨inv⟩ valor=⟨amt⟩ brcode=⟨br⟩",
            "QR estático da loja ⟨city⟩ (CRC confere): ⟨br⟩",
            "El código PIX de la factura ⟨inv⟩ es ⟨br⟩",
            "Payload QRIS-nya beda format; ini BR Code PIX dari tim BR: ⟨br⟩",
        ),
        _brcode,
    ),
    Kind(
        "tax_id_test_numbers",
        (
            "CPF de teste pro cadastro (gerado, só passa no dígito): ⟨cpf⟩",
            "CNPJ da NF Telecom Ltda (público, tá na nota fiscal): ⟨cnpj⟩",
            '{"nome":"Cliente Teste ⟨n⟩","cpf":"⟨cpfu⟩","cep":"⟨cep⟩"}',
            "NIK dummy buat testing form registrasi: ⟨nik⟩ (bukan NIK asli)",
            "| caso | CPF | esperado |\n|---|---|---|\n| válido | ⟨cpf⟩ | ok |\n"
            "| válido | ⟨cpf2⟩ | ok |",
            "INSERT INTO clientes_homolog (nome, cpf) VALUES ('Teste ⟨n⟩', '⟨cpfu⟩');",
            "Para las pruebas del validador: CNPJ ⟨cnpj⟩ válido, ⟨cnpj_bad⟩ inválido",
            "assert valida_cpf('⟨cpfu⟩') is True",
            "Data uji KYC (fiktif): NIK ⟨nik⟩ dan ⟨nik2⟩, dua-duanya lolos cek format",
        ),
        _taxid,
    ),
    Kind(
        "payment_transaction_ids",
        (
            '{"transaction_id":"⟨uuid⟩","order_id":"⟨order⟩","status_code":"200",'
            '"transaction_status":"settlement","gross_amount":"⟨amt⟩.00",'
            '"payment_type":"bank_transfer"}',
            "GET /v2/invoices/⟨oid⟩ → status PAID (Xendit)",
            "Pagamento MP ⟨pid⟩ estornado, motivo: cobrança duplicada",
            "Transação PagSeguro ⟨code⟩ ficou em análise; notificationCode ⟨ncode⟩",
            "⟨ts⟩ INFO billing-api POST /webhooks/midtrans 200 request_id=⟨uuid⟩ "
            "order_id=⟨order⟩ ⟨ms⟩ms",
            'curl -X POST https://api.xendit.co/v2/invoices -u "$XENDIT_SECRET_KEY:" '
            "-H 'Idempotency-key: ⟨uuid2⟩' -d external_id=⟨order⟩ -d amount=⟨amt⟩",
            "El pago ⟨pid⟩ de Mercado Pago quedó pendiente; request id ⟨uuid⟩",
            "Order ⟨order⟩ dibayar 2x, transaction_id ⟨uuid⟩ dan ⟨uuid2⟩ — refund yang kedua",
        ),
        _txids,
    ),
)
