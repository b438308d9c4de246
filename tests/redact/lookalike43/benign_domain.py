"""Benign look-alikes of the insurance domain: claim and policy numbers, national ids, payment
references, bank accounts and vehicles. None of them is a credential; each must survive."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike43.gen import (
    LOWER_ALNUM,
    UPPER_ALNUM,
    VIN_CHARS,
    Kind,
    claim_any,
    claim_ng,
    claim_pl,
    digits,
    hexs,
    nuban,
    num,
    pick,
)

_NAMES_NG = (
    "ADEBAYO OLUWASEUN",
    "NGOZI EZE",
    "CHINEDU OKAFOR",
    "FUNMILAYO BALOGUN",
    "IBRAHIM BELLO",
)
_NAMES_PL = ("Jan Kowalski", "Anna Nowak", "Piotr Wiśniewski", "Zofia Wójcik", "Marek Lewandowski")


def _amount(r: Random) -> str:
    return f"{r.randint(300, 48000)}.{r.randint(0, 99):02d}"


def _v_claims(r: Random) -> dict[str, str]:
    return {
        "c": claim_pl(r),
        "c2": claim_ng(r),
        "c3": claim_ng(r),
        "c4": claim_pl(r),
        "d": str(r.randint(2, 28)),
        "amt": _amount(r),
        "amt2": _amount(r),
    }


def _v_policy(r: Random) -> dict[str, str]:
    return {
        "p": f"WRT-OC-2030-{digits(r, 8)}",
        "p2": f"NG-MTR-{r.randint(24, 30)}-{digits(r, 7)}/{r.randint(1, 3):02d}",
        "amt": str(r.randint(20, 400) * 1000),
        "yy": str(r.randint(2031, 2033)),
    }


def _pesel(r: Random) -> tuple[str, str]:
    year = r.randint(1950, 2008)
    month = r.randint(1, 12)
    day = r.randint(1, 28)
    mm = month + (20 if year >= 2000 else 0)
    body = f"{year % 100:02d}{mm:02d}{day:02d}{digits(r, 4)}"
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    check = (10 - sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 10) % 10
    return body + str(check), f"{year}-{month:02d}-{day:02d}"


def _nip(r: Random) -> str:
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        body = num(r, 9)
        check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if check < 10:
            return body + str(check)


def _v_pesel(r: Random) -> dict[str, str]:
    pesel, dob = _pesel(r)
    bad = pesel[:-1] + str((int(pesel[-1]) + r.randint(1, 9)) % 10)
    return {
        "pesel": pesel,
        "dob": dob,
        "bad": bad,
        "nip": _nip(r),
        "masked": "*******" + pesel[-4:],
        "name": r.choice(_NAMES_PL),
        "regon": num(r, 9),
    }


def _v_nin(r: Random) -> dict[str, str]:
    return {
        "nin": digits(r, 11),
        "bvn": "22" + digits(r, 9),
        "claim": claim_ng(r),
        "score": f"0.{r.randint(55, 99)}",
    }


def _v_paystack_refs(r: Random) -> dict[str, str]:
    return {
        "ref": r.choice(
            (pick(r, LOWER_ALNUM, 10), f"wrt-clm-{digits(r, 6)}-payout-{r.randint(1, 3)}")
        ),
        "int": num(r, 6),
        "amt": str(r.randint(20, 900) * 10000),
        "claim": claim_ng(r),
        "rid": num(r, 8),
        "trf": "TRF_" + pick(r, LOWER_ALNUM, 15),
        "rcp": "RCP_" + pick(r, LOWER_ALNUM, 15),
        "id": num(r, 9),
        "ac": pick(r, LOWER_ALNUM, r.choice((10, 13, 15))),
        "bank": r.choice(("058", "044", "033", "057", "011", "50211")),
    }


def _v_flw_refs(r: Random) -> dict[str, str]:
    flwref = r.choice(
        (
            "FLW-MOCK-" + hexs(r, 32),
            "FLW" + num(r, 9),
            "URF_" + num(r, 10) + "_" + digits(r, 7),
        )
    )
    return {
        "id": num(r, 8),
        "nuban": nuban(r),
        "name": r.choice(_NAMES_NG),
        "d": f"{r.randint(1, 28):02d}",
        "amt": str(r.randint(5, 900) * 1000),
        "ref": f"wrt-payout-{digits(r, 6)}-{r.randint(1, 4)}",
        "flwref": flwref,
        "txref": f"WRT-TX-{digits(r, 10)}",
        "mins": str(r.randint(12, 95)),
    }


def _v_blik(r: Random) -> dict[str, str]:
    return {
        "oid": pick(r, UPPER_ALNUM, 10) + digits(r, 6) + "GUEST000P01",
        "ext": f"wrt-{digits(r, 7)}-{r.randint(1, 5)}",
        "sess": f"claim-refund-{digits(r, 8)}",
        "p24oid": num(r, 9),
        "blik": num(r, 12),
        "amt": str(r.randint(1000, 250000)),
        "claim": claim_pl(r),
    }


def _iban_pl(r: Random) -> str:
    bban = digits(r, 24)
    check = 98 - int(bban + "252100") % 97
    return f"{check:02d}{bban}"


def _v_bank(r: Random) -> dict[str, str]:
    iban = _iban_pl(r)
    spaced = " ".join([iban[:2]] + [iban[i : i + 4] for i in range(2, 26, 4)])
    return {
        "iban": iban,
        "spaced": spaced,
        "claim": claim_any(r),
        "nuban": nuban(r),
        "name": r.choice(_NAMES_NG),
        "score": f"0.{r.randint(70, 99)}",
        "bank": r.choice(("mBank", "PKO BP", "Pekao", "ING Bank Śląski", "Santander")),
    }


_VIN_VALUES = {
    **{str(d): d for d in range(10)},
    **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
    **dict(zip("JKLMN", range(1, 6), strict=True)),
    "P": 7,
    "R": 9,
    **dict(zip("STUVWXYZ", range(2, 10), strict=True)),
}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def _vin(r: Random) -> str:
    wmi = r.choice(("WVW", "TMB", "JTD", "VF1", "WF0", "SUP", "ZFA", "KNA"))
    body = wmi + pick(r, VIN_CHARS, 5) + "0" + pick(r, VIN_CHARS, 8)
    total = sum(_VIN_VALUES[c] * w for c, w in zip(body, _VIN_WEIGHTS, strict=True))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


_CONFUSABLE = {"0": "O", "8": "B", "5": "S", "1": "I", "2": "Z"}


def _v_vehicle(r: Random) -> dict[str, str]:
    vin = _vin(r)
    pos = r.randint(10, 16)
    vin2 = vin[:pos] + _CONFUSABLE.get(vin[pos], "0") + vin[pos + 1 :]
    return {
        "vin": vin,
        "vin2": vin2,
        "plpl": r.choice(("WA", "WX", "WI", "WE", "KR", "PO"))
        + " "
        + pick(r, "0123456789", 4)
        + r.choice(("K", "C", "M", "", "A")),
        "plng": r.choice(("KJA", "LND", "EKY", "AAA", "SMK", "FST"))
        + "-"
        + digits(r, 3)
        + "-"
        + pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2),
        "yy": str(r.randint(2012, 2030)),
        "claim": claim_any(r),
    }


DOMAIN: tuple[Kind, ...] = (
    Kind(
        "claim_numbers",
        (
            "Szkoda ⟨c⟩ (OC komunikacyjne) utknęła w statusie OCR_PENDING od ⟨d⟩ czerwca.",
            "claim ⟨c2⟩ from the Ikeja branch: duplicate intake, merged into ⟨c3⟩",
            "| nr szkody | status | kwota |\n|---|---|---|\n| ⟨c⟩ | WYPŁACONA | ⟨amt⟩ PLN |\n"
            "| ⟨c4⟩ | W_LIKWIDACJI | ⟨amt2⟩ PLN |",
            "Ìbéèrè ìdápadà ⟨c2⟩ ti parí; owó ti lọ sí àkáǹtì onígbèsè ní ọjọ́ ⟨d⟩ Oṣù Kẹfà.",
            "Claim ⟨c3⟩ na fraud flag — same photos as ⟨c2⟩, abeg hold the payout.",
        ),
        _v_claims,
    ),
    Kind(
        "policy_numbers",
        (
            "Polisa ⟨p⟩ (AC+OC, ważna do ⟨yy⟩-05-31) — klient pyta o zniżkę za bezszkodowość.",
            "policy_no=⟨p2⟩ product=MOTOR_COMPREHENSIVE branch=LAGOS_ISLAND status=IN_FORCE",
            '{"policyNumber": "⟨p⟩", "productCode": "OC-KOM", '
            '"sumInsured": ⟨amt⟩, "currency": "PLN"}',
            "Dis policy ⟨p2⟩ don lapse since March, na why the claim bounce.",
        ),
        _v_policy,
    ),
    Kind(
        "pesel_like_ids",
        (
            "Testowy PESEL z fixture'ów: ⟨pesel⟩ (syntetyczny, suma kontrolna poprawna, "
            "data ur. ⟨dob⟩).",
            "is_valid_pesel('⟨pesel⟩') → True, ale is_valid_pesel('⟨bad⟩') → False "
            "(zła cyfra kontrolna)",
            'claimant:\n  name: "⟨name⟩"\n  pesel: "⟨pesel⟩"\n  nip: "⟨nip⟩"\n  regon: "⟨regon⟩"',
            "Maskowanie w logach działa: ⟨masked⟩ zamiast pełnego PESEL-u (fixture ⟨name⟩).",
        ),
        _v_pesel,
    ),
    Kind(
        "nin_and_bvn_like_ids",
        (
            "NIN lookup for claimant on ⟨claim⟩ returned MATCH for ⟨nin⟩ (sandbox test identity).",
            "BVN ⟨bvn⟩ na the sandbox test BVN; e go always resolve to 'Test User'.",
            "Nọ́mbà ìdánimọ̀ (NIN) ⟨nin⟩ kò bá orúkọ inú fọ́ọ̀mù ìbéèrè ⟨claim⟩ mu.",
            '{"id_type":"NIN","id_number":"⟨nin⟩","first_name":"Adaeze","verified":true,'
            '"match_score":⟨score⟩}',
        ),
        _v_nin,
    ),
    Kind(
        "paystack_references_and_transfer_codes",
        (
            '{"status":true,"message":"Transfer has been queued","data":{"reference":"⟨ref⟩",'
            '"integration":⟨int⟩,"domain":"live","amount":⟨amt⟩,"currency":"NGN",'
            '"source":"balance","reason":"Claim ⟨claim⟩","recipient":⟨rid⟩,"status":"pending",'
            '"transfer_code":"⟨trf⟩","id":⟨id⟩}}',
            "Paystack transfer ⟨trf⟩ to ⟨rcp⟩ came back `failed` — bank ⟨bank⟩ was down all "
            "morning.",
            "Reference ⟨ref⟩ show twice for webhook; the idempotency check catch am.",
            "GET /transaction/verify/⟨ref⟩ → access_code ⟨ac⟩, channel card, "
            "gateway_response Approved",
            "paystack transfer finalize ⟨trf⟩ needs OTP only when OTP is on; we turned it off "
            "for recipient ⟨rcp⟩.",
        ),
        _v_paystack_refs,
    ),
    Kind(
        "flutterwave_transfer_references",
        (
            '{"status":"success","message":"Transfer Queued Successfully","data":{"id":⟨id⟩,'
            '"account_number":"⟨nuban⟩","bank_code":"044","full_name":"⟨name⟩",'
            '"created_at":"2030-06-⟨d⟩T09:14:22.000Z","currency":"NGN","amount":⟨amt⟩,'
            '"fee":26.88,"status":"NEW","reference":"⟨ref⟩","requires_approval":0,'
            '"is_approved":1,"bank_name":"ACCESS BANK NIGERIA"}}',
            "flw_ref ⟨flwref⟩ / tx_ref ⟨txref⟩ — charge succeeded, but the webhook came "
            "⟨mins⟩ min late.",
            "Transfer ⟨id⟩ (⟨ref⟩) dey NEW since morning; Flutterwave support say make we wait.",
        ),
        _v_flw_refs,
    ),
    Kind(
        "blik_and_gateway_transaction_ids",
        (
            "PayU orderId ⟨oid⟩ (BLIK, extOrderId ⟨ext⟩) → status COMPLETED po 14 s.",
            '{"orderId":"⟨oid⟩","extOrderId":"⟨ext⟩","status":"PENDING",'
            '"totalAmount":"⟨amt⟩","currencyCode":"PLN"}',
            "Przelewy24: sessionId ⟨sess⟩, orderId ⟨p24oid⟩, metoda 181 (BLIK) — zwrot zlecony.",
            "Id transakcji BLIK ⟨blik⟩ widoczny w historii klienta; szkoda ⟨claim⟩.",
        ),
        _v_blik,
    ),
    Kind(
        "bank_account_numbers",
        (
            "Konto do wypłaty: PL⟨iban⟩ (⟨bank⟩), tytuł: odszkodowanie ⟨claim⟩",
            "NUBAN ⟨nuban⟩ (GTBank, code 058) resolve to '⟨name⟩' — name match ⟨score⟩",
            '{"type":"nuban","name":"⟨name⟩","account_number":"⟨nuban⟩","bank_code":"044",'
            '"currency":"NGN"}',
            "IBAN bug: we were sending 'PL⟨spaced⟩' with spaces to PayU; strip them first.",
        ),
        _v_bank,
        n=10,
    ),
    Kind(
        "vehicle_vin_and_plates",
        (
            "Pojazd: VIN ⟨vin⟩, nr rej. ⟨plpl⟩, rok ⟨yy⟩ — szkoda ⟨claim⟩.",
            "Vehicle ⟨plng⟩ (Toyota Corolla, VIN ⟨vin⟩): claimant say na okada jam am for "
            "Ikorodu Road.",
            "OCR misread VIN ⟨vin⟩ as ⟨vin2⟩ — add check-digit validation (position 9).",
        ),
        _v_vehicle,
    ),
)
