# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""Benign look-alikes from payments and cards: test IBANs and BICs, PAN tokens, masked PANs,
HSM key check values, DUKPT key serial numbers, ISO 20022 snippets, public Adyen references
and scheme test cards. All are identifiers or published test data, not credentials."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike14.gen import (
    UPPER_ALNUM,
    Kind,
    bic,
    digits,
    iban,
    kcv,
    ksn,
    masked_pan,
    num,
    pan_token,
    pick,
    uhex,
    uuid4,
)

N = 10


def _day(r: Random) -> str:
    return f"2026-11-{r.randint(1, 30):02d}"


IBANS = Kind(
    "test_ibans",
    (
        "Test accounts for the SEPA Inst flow: debtor ⟨a⟩, creditor ⟨b⟩",
        "| persona | IBAN | BIC |\n|---|---|---|\n| Anna (salary) | ⟨a⟩ | ⟨bic⟩ |\n| Bart (savings) | ⟨b⟩ | ⟨bic⟩ |",
        '```json\n{"debtorAccount":{"iban":"⟨a⟩"},"creditorAccount":{"iban":"⟨b⟩"},"instructedAmount":{"currency":"EUR","amount":"⟨amt⟩"}}\n```',
        "Testkonto für die Sandbox: ⟨a⟩ (Gegenkonto ⟨b⟩)",
    ),
    lambda r: {
        "a": iban(r),
        "b": iban(r),
        "bic": bic(r),
        "amt": f"{r.randint(1, 9999)}.{r.randint(0, 99):02d}",
    },
    N,
)

BICS = Kind(
    "bic_codes",
    (
        "routing table entry: ⟨b1⟩ → ⟨b2⟩ via TARGET2, cut-off 17:45 CET",
        "```xml\n<DbtrAgt><FinInstnId><BICFI>⟨b1⟩</BICFI></FinInstnId></DbtrAgt>\n<CdtrAgt><FinInstnId><BICFI>⟨b2⟩</BICFI></FinInstnId></CdtrAgt>\n```",
        "- BIC ⟨b1⟩ missing from the SWIFTRef extract of ⟨day⟩, added manual override",
    ),
    lambda r: {"b1": bic(r), "b2": bic(r), "day": _day(r)},
    N,
)

PAN_TOKENS = Kind(
    "pan_tokens",
    (
        "card-tokens returns token ⟨tok⟩ for the test card (last4 ⟨l4⟩), tokenRef ⟨ref⟩",
        '{"panToken":"⟨tok⟩","tokenRequestorId":"⟨trid⟩","tokenExpiry":"⟨mm⟩/30","last4":"⟨l4⟩"}',
        "⟨day⟩ 11:02:13 INFO  [card-tokens] detokenise denied for token=⟨tok⟩ channel=MOBILE reason=SCOPE",
        "| network token | PAR | status |\n|---|---|---|\n| ⟨tok⟩ | V0010013⟨par⟩ | ACTIVE |",
    ),
    lambda r: {
        "tok": pan_token(r),
        "l4": digits(r, 4),
        "ref": "DNITHE" + uhex(r, 26),
        "trid": num(r, 11),
        "mm": f"{r.randint(1, 12):02d}",
        "day": _day(r),
        "par": pick(r, UPPER_ALNUM, 21),
    },
    N,
)

MASKED = Kind(
    "masked_pans",
    (
        "chargeback case ⟨case⟩: card ⟨m⟩, amount EUR ⟨amt⟩, ARN ⟨arn⟩",
        "⟨day⟩ 09:41:00 WARN  [fraud-score] high score 0.9⟨s⟩ pan=⟨m⟩ mcc=5967",
        "Log masking check ok — only `⟨m⟩` appears in the iso-bridge logs",
    ),
    lambda r: {
        "case": num(r, 9),
        "m": masked_pan(r),
        "amt": f"{r.randint(1, 999)}.{r.randint(0, 99):02d}",
        "arn": num(r, 23),
        "day": _day(r),
        "s": digits(r, 2),
    },
    N,
)

KCVS = Kind(
    "hsm_key_check_values",
    (
        "Key inventory after the ceremony: ZMK KCV ⟨k1⟩, ZPK (acquirer) KCV ⟨k2⟩, CVK KCV ⟨k3⟩",
        "| key | scheme | KCV |\n|---|---|---|\n| ZPK-ACQ-⟨n⟩ | U | ⟨k1⟩ |\n| TAK-POS-⟨n⟩ | X | ⟨k2⟩ |",
        "payShield `CK` response: key check value ⟨k1⟩ matches the component form — signed off by both custodians",
        "Entrust nShield: `generatekey` done, KCV ⟨k1⟩ recorded in CMDB, key label dch-pin-⟨n⟩",
    ),
    lambda r: {"k1": kcv(r), "k2": kcv(r), "k3": kcv(r), "n": num(r, 3)},
    N,
)

KSNS = Kind(
    "dukpt_ksn",
    (
        "POS test terminal T⟨t⟩ sent KSN ⟨ksn⟩ — counter jumped, check the BDK id",
        '{"terminalId":"T⟨t⟩","ksn":"⟨ksn⟩","pinBlockFormat":"ISO-0","keyIndex":⟨ki⟩}',
        "⟨day⟩ 14:22:09 ERROR [iso-bridge] PIN translate failed ksn=⟨ksn⟩ hsmRc=⟨rc⟩",
    ),
    lambda r: {
        "t": num(r, 7),
        "ksn": ksn(r),
        "ki": str(r.randint(1, 9)),
        "day": _day(r),
        "rc": r.choice(("01", "10", "15", "68")),
    },
    N,
)

ISO = Kind(
    "iso20022_snippets",
    (
        '```xml\n<GrpHdr>\n  <MsgId>NHB⟨msg⟩</MsgId>\n  <CreDtTm>⟨day⟩T10:15:00</CreDtTm>\n  <NbOfTxs>1</NbOfTxs>\n</GrpHdr>\n<CdtTrfTxInf>\n  <PmtId><EndToEndId>⟨e2e⟩</EndToEndId><UETR>⟨uetr⟩</UETR></PmtId>\n  <IntrBkSttlmAmt Ccy="EUR">⟨amt⟩</IntrBkSttlmAmt>\n  <DbtrAcct><Id><IBAN>⟨a⟩</IBAN></Id></DbtrAcct>\n</CdtTrfTxInf>\n```',
        "pacs.002 reject: OrgnlEndToEndId ⟨e2e⟩, StsRsnInf/Rsn/Cd AC04, OrgnlMsgId NHB⟨msg⟩",
        "camt.054 line: <NtryRef>⟨ref⟩</NtryRef><AcctSvcrRef>⟨svc⟩</AcctSvcrRef>",
    ),
    lambda r: {
        "msg": num(r, 14),
        "day": _day(r),
        "e2e": pick(r, UPPER_ALNUM, 20),
        "uetr": uuid4(r),
        "amt": f"{r.randint(1, 99999)}.{r.randint(0, 99):02d}",
        "a": iban(r, spaced=False),
        "ref": num(r, 16),
        "svc": uhex(r, 18),
    },
    N,
)

ADYEN_PUBLIC = Kind(
    "adyen_public_refs",
    (
        "Adyen pspReference ⟨psp⟩ (merchantReference NHB-⟨mref⟩) — refused, reason CVC Declined",
        'Drop-in config for the web shop: `clientKey: "⟨ck⟩"` (client keys are public, they ship to the browser)',
        '{"pspReference":"⟨psp⟩","originalReference":"⟨psp2⟩","eventCode":"REFUND","success":"true"}',
    ),
    lambda r: {
        "psp": pick(r, UPPER_ALNUM, 16),
        "psp2": pick(r, UPPER_ALNUM, 16),
        "mref": num(r, 8),
        "ck": r.choice(("test_", "live_")) + pick(r, UPPER_ALNUM, 32),
    },
    N,
)

TEST_CARDS = Kind(
    "scheme_test_cards",
    (
        "Adyen test card for 3DS2 challenge: ⟨pan⟩, expiry 03/30, CVC 737",
        "| scheme | test PAN | expected |\n|---|---|---|\n| ⟨scheme⟩ | ⟨pan⟩ | ⟨exp⟩ |",
        "e2e fixture (Worldline preprod): cardNumber=⟨pan⟩ expiryDate=12⟨yy⟩ cvv=123 — published test card",
    ),
    lambda r: (
        lambda c: {
            "pan": c[1],
            "scheme": c[0],
            "exp": r.choice(("Authorised", "Refused", "Challenge")),
            "yy": str(r.randint(27, 33)),
        }
    )(
        r.choice(
            (
                ("Visa", "4111 1111 1111 1111"),
                ("Visa", "4917 6100 0000 0000"),
                ("Mastercard", "5555 5555 5555 4444"),
                ("Mastercard", "2222 4000 7000 0005"),
                ("Amex", "3700 0000 0000 002"),
                ("Maestro", "6771 7980 2100 0008"),
                ("Visa", "4212345678901237"),
                ("Mastercard", "5454545454545454"),
                ("Visa", "4000020000000000"),
            )
        )
    ),
    N,
)

SEPA_REFS = Kind(
    "sepa_references",
    (
        "SDD mandate ⟨mandate⟩ for creditor id ⟨cid⟩, first collection ⟨day⟩",
        '```json\n{"mandateId":"⟨mandate⟩","creditorId":"⟨cid⟩","sequenceType":"RCUR"}\n```',
        "structured creditor ref (RF) on the test invoice: ⟨rf⟩",
    ),
    lambda r: {
        "mandate": "NHB-" + pick(r, UPPER_ALNUM, 20),
        "cid": r.choice(("NL", "DE", "FR", "BE")) + digits(r, 2) + "ZZZ" + digits(r, 12),
        "day": _day(r),
        "rf": "RF" + digits(r, 2) + pick(r, UPPER_ALNUM, 16),
    },
    N,
)

PAYMENTS: tuple[Kind, ...] = (
    IBANS,
    BICS,
    PAN_TOKENS,
    MASKED,
    KCVS,
    KSNS,
    ISO,
    ADYEN_PUBLIC,
    TEST_CARDS,
    SEPA_REFS,
)
