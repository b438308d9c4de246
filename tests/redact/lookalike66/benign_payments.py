"""Benign look-alikes from payments and e-invoicing: ids, per-message MACs and signatures,
public keys of the payment vendors, documented test cards. None of them grants access."""

from __future__ import annotations

import base64
import hashlib
from random import Random

from tests.redact.lookalike66.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    hexs,
    iban,
    num,
    pick,
    ts2034,
    uuid4,
)

_MARINAS = ("Yalıkavak", "Turgutreis", "Bodrum Milta", "Zea", "Μικρολίμανο", "Φλοίσβος")
_PK_LIVE = "pk" + "_live_"
_ACCT = "acct" + "_1"


def _day(r: Random) -> str:
    return f"2034-04-{r.randint(1, 28):02d}"


def _clock(r: Random) -> str:
    return f"{r.randrange(24):02d}:{r.randrange(60):02d}:{r.randrange(60):02d}"


def _amount(r: Random) -> str:
    return f"{r.randrange(350, 48000)}.{r.choice(('00', '50', '90'))}"


def _booking(r: Random) -> str:
    return "BK-" + pick(r, UPPER_ALNUM, 8)


def _sha256_b64(r: Random) -> str:
    return base64.b64encode(hashlib.sha256(r.randbytes(48)).digest()).decode()


def _iyzico_ids(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 8),
        "ptid": num(r, 8),
        "conv": uuid4(r),
        "tok": uuid4(r),
        "basket": "B" + num(r, 6),
        "berth": num(r, 4),
        "ms": str(ts2034(r) * 1000 + r.randrange(1000)),
        "bk": _booking(r),
        "amt": _amount(r),
    }


def _iyzico_sig(r: Random) -> dict[str, str]:
    return {
        "sig": hexs(r, 64),
        "sig2": hexs(r, 64),
        "pid": num(r, 8),
        "tok": uuid4(r),
        "ref": uuid4(r),
        "conv": uuid4(r),
        "mid": num(r, 6),
        "ms": str(ts2034(r) * 1000),
        "day": _day(r),
        "clock": _clock(r),
    }


def _paytr(r: Random) -> dict[str, str]:
    return {
        "hash": _sha256_b64(r),
        "oid": "EGM" + pick(r, UPPER_ALNUM, 12),
        "amt": str(r.randrange(35000, 4800000)),
        "itok": hexs(r, 64),
        "day": _day(r),
        "clock": _clock(r),
    }


def _viva(r: Random) -> dict[str, str]:
    return {
        "order": num(r, 16),
        "tx": uuid4(r),
        "tx2": uuid4(r),
        "bk": _booking(r),
        "amt": _amount(r),
        "cents": str(r.randrange(3500, 480000)),
        "marina": r.choice(_MARINAS),
    }


def _cardlink(r: Random) -> dict[str, str]:
    return {
        "mid": num(r, 10),
        "oid": "EGM" + num(r, 9),
        "amt": _amount(r),
        "dig": _sha256_b64(r),
        "dig2": _sha256_b64(r),
        "tx": num(r, 10),
        "ref": pick(r, UPPER_ALNUM, 6),
        "day": _day(r),
        "clock": _clock(r),
    }


def _mydata(r: Random) -> dict[str, str]:
    return {
        "mark": num(r, 15),
        "mark2": num(r, 15),
        "uid": hexs(r, 40).upper(),
        "auth": hexs(r, 32).upper(),
        "afm": num(r, 9),
        "series": r.choice(("ΤΠΥ", "A", "EMS", "ΠΕΙ")),
        "aa": str(r.randint(100, 9999)),
        "day": _day(r),
    }


def _efatura(r: Random) -> dict[str, str]:
    return {
        "no": r.choice(("EMS", "EGM", "ARS")) + "2034" + num(r, 9),
        "ettn": uuid4(r).upper(),
        "env": uuid4(r),
        "vkn": num(r, 10),
        "day": f"{r.randint(1, 28):02d}",
    }


def _stripe_ids(r: Random) -> dict[str, str]:
    return {
        "acct": _ACCT + pick(r, ALNUM, 15),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "tr": "tr_1" + pick(r, ALNUM, 23),
        "cs": "cs_live_a1" + pick(r, ALNUM, 56),
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "du": "du_1" + pick(r, ALNUM, 23),
        "marina": r.choice(_MARINAS),
        "amt": str(r.randrange(35000, 4800000)),
    }


def _stripe_sig(r: Random) -> dict[str, str]:
    return {
        "ts": str(ts2034(r)),
        "v1": hexs(r, 64),
        "v1b": hexs(r, 64),
        "v0": hexs(r, 64),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "ep": "we_1" + pick(r, ALNUM, 23),
    }


def _test_data(r: Random) -> dict[str, str]:
    return {
        "bk": _booking(r),
        "tr_iban": iban(r, "TR"),
        "gr_iban": iban(r, "GR"),
        "cavv": b64(r, 20),
        "xid": b64(r, 20),
        "auth": num(r, 6),
        "rrn": num(r, 12),
        "marina": r.choice(_MARINAS),
        "amt": _amount(r),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "iyzico_payment_ids",
        (
            "iyzico checkoutform/initialize yanıtı: status success, token ⟨tok⟩, "
            "tokenExpireTime 1800, conversationId ⟨conv⟩",
            '```json\n{"status":"success","locale":"tr","systemTime":⟨ms⟩,'
            '"conversationId":"⟨conv⟩","paymentId":"⟨pid⟩","basketId":"⟨basket⟩",'
            '"itemTransactions":[{"itemId":"BERTH-⟨berth⟩","paymentTransactionId":"⟨ptid⟩"}]}\n```',
            "İade için paymentTransactionId lazım, paymentId değil: ⟨ptid⟩ (paymentId ⟨pid⟩, "
            "rezervasyon ⟨bk⟩)",
            "| rezervasyon | paymentId | conversationId | tutar |\n|---|---|---|---|\n"
            "| ⟨bk⟩ | ⟨pid⟩ | ⟨conv⟩ | ⟨amt⟩ TRY |",
            "Checkout form token'ı ⟨tok⟩ 30 dk sonra geçersiz; kullanıcı geri gelince yeni token "
            "al, eskisini retrieve etme (basket ⟨basket⟩)",
        ),
        _iyzico_ids,
    ),
    Kind(
        "iyzico_webhook_signature",
        (
            "iyzico webhook başlığı X-IYZ-SIGNATURE-V3: ⟨sig⟩ — bizim hesapladığımız "
            "HMAC-SHA256 ile aynı, doğrulama geçti",
            "⟨day⟩T⟨clock⟩Z INFO webhook.iyzico event=CHECKOUT_FORM_AUTH paymentId=⟨pid⟩ "
            "signature=⟨sig⟩ verified=true",
            "Başlıktaki imza ⟨sig⟩, bizim hesapladığımız ⟨sig2⟩ → secret key değil sorun, alan "
            "sırası yanlış: paymentConversationId önce gelmeli",
            '```json\n{"iyziEventType":"CHECKOUT_FORM_AUTH","iyziEventTime":⟨ms⟩,'
            '"iyziReferenceCode":"⟨ref⟩","token":"⟨tok⟩","paymentConversationId":"⟨conv⟩",'
            '"merchantId":⟨mid⟩,"status":"SUCCESS"}\n```\nX-IYZ-SIGNATURE-V3: ⟨sig⟩',
        ),
        _iyzico_sig,
    ),
    Kind(
        "paytr_callback_hash_and_iframe_token",
        (
            "PayTR callback POST: merchant_oid=⟨oid⟩&status=success&total_amount=⟨amt⟩"
            "&hash=⟨hash⟩ — hash doğrulandı",
            "```log\n⟨day⟩ ⟨clock⟩ [paytr] callback oid=⟨oid⟩ hash=⟨hash⟩ expected=⟨hash⟩ ok\n```",
            "iframe token alındı: ⟨itok⟩ → "
            '<iframe src="https://www.paytr.com/odeme/guvenli/⟨itok⟩"> — her ödeme için '
            "yeni token, sipariş ⟨oid⟩",
            "paytr_token (get-token isteğindeki imza) = base64(hmac_sha256(hash_str, "
            "merchant_key + merchant_salt)) → sipariş ⟨oid⟩ için ⟨hash⟩",
            "PayTR'nin döndüğü hata: 'paytr_token gecersiz' — gönderdiğimiz ⟨hash⟩, "
            "total_amount ⟨amt⟩ kuruş değil TL gitmiş",
        ),
        _paytr,
    ),
    Kind(
        "viva_wallet_transaction_ids",
        (
            "Viva Smart Checkout: orderCode ⟨order⟩ → "
            "https://www.vivapayments.com/web/checkout?ref=⟨order⟩",
            "Webhook Transaction Payment Created (EventTypeId 1796): TransactionId ⟨tx⟩, "
            "OrderCode ⟨order⟩, StatusId F",
            '$ curl -s -H "Authorization: Bearer $VIVA_ACCESS_TOKEN" '
            "https://api.vivapayments.com/checkout/v2/transactions/⟨tx⟩ | jq .statusId",
            "| Κράτηση | orderCode | transactionId | Ποσό |\n|---|---|---|---|\n"
            "| ⟨bk⟩ | ⟨order⟩ | ⟨tx⟩ | ⟨amt⟩ € |",
            "Επιστροφή χρημάτων για ⟨marina⟩: DELETE /api/transactions/⟨tx⟩?amount=⟨cents⟩ — "
            "έγινε, νέο transactionId ⟨tx2⟩",
        ),
        _viva,
    ),
    Kind(
        "cardlink_digest_and_order_ids",
        (
            '<form method="post" action="https://ecommerce.cardlink.gr/vpos/shophandlermpi">\n'
            '  <input name="mid" value="⟨mid⟩"/>\n  <input name="orderid" value="⟨oid⟩"/>\n'
            '  <input name="orderAmount" value="⟨amt⟩"/>\n  <input name="currency" value="EUR"/>'
            '\n  <input name="digest" value="⟨dig⟩"/>\n</form>',
            "Cardlink απάντηση: status=CAPTURED, txId=⟨tx⟩, paymentRef=⟨ref⟩, "
            "digest=⟨dig⟩ (επαληθεύτηκε)",
            "Digest mismatch: περιμέναμε ⟨dig⟩, ήρθε ⟨dig2⟩ → το orderAmount είχε 2 δεκαδικά "
            "μόνο στη μία πλευρά",
            "```log\n⟨day⟩ ⟨clock⟩ cardlink.confirm orderid=⟨oid⟩ txId=⟨tx⟩ digest_ok=true\n```",
        ),
        _cardlink,
    ),
    Kind(
        "mydata_invoice_marks",
        (
            "myDATA SendInvoices OK: invoiceUid ⟨uid⟩, invoiceMark ⟨mark⟩, "
            "authenticationCode ⟨auth⟩",
            "```xml\n<response>\n  <index>1</index>\n  <invoiceUid>⟨uid⟩</invoiceUid>\n"
            "  <invoiceMark>⟨mark⟩</invoiceMark>\n"
            "  <authenticationCode>⟨auth⟩</authenticationCode>\n"
            "  <statusCode>Success</statusCode>\n</response>\n```",
            "Το ΜΑΡΚ ⟨mark⟩ (σειρά ⟨series⟩, α/α ⟨aa⟩, ΑΦΜ πελάτη ⟨afm⟩) τυπώνεται στο PDF "
            "μαζί με το QR",
            "Ακύρωση παραστατικού ⟨day⟩: CancelInvoice?mark=⟨mark⟩ → cancellationMark ⟨mark2⟩",
            "Διπλή αποστολή: ίδιο invoiceUid ⟨uid⟩ → error 228 'Duplicate', το MARK ⟨mark⟩ ισχύει",
        ),
        _mydata,
    ),
    Kind(
        "efatura_ettn_and_invoice_numbers",
        (
            "e-Fatura gönderildi: fatura no ⟨no⟩, ETTN ⟨ettn⟩, alıcı VKN ⟨vkn⟩, durum 1300 "
            "(başarılı)",
            "```xml\n<cbc:ID>⟨no⟩</cbc:ID>\n<cbc:UUID>⟨ettn⟩</cbc:UUID>\n"
            "<cbc:IssueDate>2034-04-⟨day⟩</cbc:IssueDate>\n"
            "<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>\n```",
            "e-Arşiv iptal talebi ETTN ⟨ettn⟩ için açıldı; zarf id ⟨env⟩",
            "GİB yanıt kodu 1230 (zarf zaten işlendi) — aynı ETTN ⟨ettn⟩ iki kez gönderilmiş, "
            "idempotency eksik (fatura ⟨no⟩)",
        ),
        _efatura,
    ),
    Kind(
        "stripe_connect_object_ids",
        (
            "Stripe Connect: yabancı misafir ödemesi ⟨pi⟩ → transfer ⟨tr⟩ → connected account "
            "⟨acct⟩ (⟨marina⟩)",
            "Frontend'de publishable key: ⟨pk⟩ (public, sorun yok)",
            '```json\n{\n  "id": "⟨cs⟩",\n  "object": "checkout.session",\n'
            '  "payment_intent": "⟨pi⟩",\n  "status": "complete",\n  "amount_total": ⟨amt⟩\n}\n```',
            "$ stripe payment_intents retrieve ⟨pi⟩ --stripe-account ⟨acct⟩",
            "Charge ⟨ch⟩ için itiraz açıldı (⟨du⟩), event ⟨evt⟩ — kanıtları 7 gün içinde yükle",
        ),
        _stripe_ids,
    ),
    Kind(
        "stripe_signature_header",
        (
            "Stripe-Signature: t=⟨ts⟩,v1=⟨v1⟩",
            "webhook stripe ⟨evt⟩ type=account.updated sig_v1=⟨v1⟩ tolerance_ok=true endpoint=⟨ep⟩",
            "İmza hatası 'No signatures found matching the expected signature for payload' — "
            "header t=⟨ts⟩,v1=⟨v1⟩,v0=⟨v0⟩; body'yi parse edip yeniden stringify ettiğimiz için",
            "Το Stripe-Signature έχει δύο v1 μετά το roll του secret: t=⟨ts⟩,v1=⟨v1⟩,v1=⟨v1b⟩ "
            "— φυσιολογικό για 24 ώρες",
        ),
        _stripe_sig,
    ),
    Kind(
        "payment_test_cards_and_ibans",
        (
            "iyzico sandbox test kartı: 5528 7900 0000 0008, SKT 12/30, CVC 123 — başarılı "
            "ödeme (rezervasyon ⟨bk⟩, ⟨amt⟩ TRY)",
            "Marina hakediş IBAN'ı (⟨marina⟩): ⟨tr_iban⟩ — ödeme emri Pazartesi",
            "Πληρωμή στη μαρίνα ⟨marina⟩ στο IBAN ⟨gr_iban⟩ (SEPA, ⟨amt⟩ €)",
            "3DS sonucu: mdStatus=1, eci=05, cavv=⟨cavv⟩, xid=⟨xid⟩ — frictionless",
            "Stripe test: 4000 0025 0000 3155 (3DS required), pm_card_visa, tok_visa — "
            "booking ⟨bk⟩",
            "Viva demo κάρτα 4111 1111 1111 1111, auth code ⟨auth⟩, RRN ⟨rrn⟩",
        ),
        _test_data,
    ),
)
