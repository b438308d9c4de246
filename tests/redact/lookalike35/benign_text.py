"""Benign look-alikes in the team's own words: redacted values and placeholders, the word
"password" with no password, odds tables, authentication errors, player and affiliate ids,
bank references, licence numbers and vendors' documented test values."""

from __future__ import annotations

import string
from random import Random

from tests.redact.lookalike35.gen import (
    CLIENTS,
    LOWER_ALNUM,
    PG_USERS,
    REALMS,
    SERVICES,
    TEAMS,
    UPPER_ALNUM,
    Kind,
    hexs,
    num,
    pick,
    uuid4,
)

_SK_LIVE = "sk_" + "live_"

_SECRET_NAMES = (
    "KC_DB_PASSWORD",
    "KAFKA_API_SECRET",
    "SUMSUB_SECRET_KEY",
    "STRIPE_SECRET_KEY",
    "TELEGRAM_BOT_TOKEN",
    "ADYEN_HMAC_KEY",
    "CLOUDFLARE_API_TOKEN",
    "BITGO_ACCESS_TOKEN",
    "PGPASSWORD",
)
_PLACEHOLDERS = (
    "********",
    "<redacted>",
    "[REDACTED]",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "<set-me>",
    "•••••••• (u 1Password-u)",
    "REPLACE_ME",
    "***hidden***",
)


def _day(r: Random) -> str:
    return f"{r.randint(1, 28):02d}"


def _placeholders(r: Random) -> dict[str, str]:
    n1, n2 = r.sample(_SECRET_NAMES, 2)
    p1, p2 = r.sample(_PLACEHOLDERS, 2)
    return {
        "n1": n1,
        "n2": n2,
        "ph1": p1,
        "ph2": p2,
        "client": r.choice(CLIENTS),
        "skmask": _SK_LIVE + "•" * r.choice((8, 12, 16)) + pick(r, string.ascii_letters, 4),
        "item": r.choice(("QBK alerts bot", "Sumsub prod", "Confluent odds cluster")),
        "dd": _day(r),
    }


def _pw_word(r: Random) -> dict[str, str]:
    return {
        "realm": r.choice(REALMS),
        "n": str(r.randint(3, 24)),
        "t": str(r.randint(1000, 9999)),
        "pid": num(r, 9),
        "min": str(r.choice((15, 30, 60, 720))),
    }


def _odds(r: Random) -> str:
    return f"{r.uniform(1.05, 9.5):.2f}"


def _odds_table(r: Random) -> dict[str, str]:
    o1, o2, o3 = (r.uniform(1.3, 6.0) for _ in range(3))
    ovr = (1 / o1 + 1 / o2 + 1 / o3) * 100
    home, away = r.sample(TEAMS, 2)
    return {
        "ev": num(r, 8),
        "t": r.choice(("1.5", "2.5", "3.5", "160.5", "171.5")),
        "o1": f"{o1:.2f}",
        "o2": f"{o2:.2f}",
        "o3": f"{o3:.2f}",
        "ovr": f"{ovr:.1f}",
        "home": home,
        "away": away,
        "seq": num(r, 7),
        "mk": str(r.choice((16, 18, 66, 68, 223, 225))),
        "hcp": r.choice(("-1.5", "0:1", "+2.5", "-0.25")),
    }


def _errors(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(PG_USERS),
        "a": str(r.randint(0, 255)),
        "b": str(r.randint(1, 254)),
        "svc": r.choice(SERVICES),
        "n": str(r.randint(1, 12)),
        "client": r.choice(CLIENTS),
        "uuid": uuid4(r),
        "s23": pick(r, string.ascii_letters + string.digits, 23),
        "s14": pick(r, string.ascii_letters + string.digits, 14),
        "corr": "req-" + uuid4(r),
    }


def _players(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 9),
        "a": num(r, r.choice((3, 4, 5))),
        "b": num(r, 3),
        "camp": num(r, 4),
        "click": hexs(r, 32),
        "promo": r.choice(("DERBI", "GOZO", "VALLETTA", "BEOGRAD", "ZVEZDA", "FENEK"))
        + str(r.randint(10, 99)),
        "cuuid": uuid4(r),
        "ref": pick(r, LOWER_ALNUM, 8),
        "wal": uuid4(r),
        "se": num(r, 6),
    }


def _iban_check(country: str, bban: str) -> str:
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{98 - int(digits) % 97:02d}"


def _bank(r: Random) -> dict[str, str]:
    bank = r.choice(("MALT", "VALL", "APSB", "MMEB"))
    mt_bban = bank + num(r, 5) + "0000000" + num(r, 11)
    rs_bank = r.choice(("DBDBRSBG", "AIKBRS22", "BACXRSBG"))
    rs_bban = r.choice(("160", "265", "205", "170")) + num(r, 13) + num(r, 2)
    return {
        "mt": "MT" + _iban_check("MT", mt_bban) + mt_bban,
        "rs": "RS" + _iban_check("RS", rs_bban) + rs_bban,
        "acct": rs_bban[:3] + "-" + rs_bban[3:16] + "-" + rs_bban[16:],
        "pnb": num(r, 11),
        "e2e": num(r, 10),
        "uetr": uuid4(r),
        "bic": bank + "MTMT",
        "rsbic": rs_bank,
        "amt": f"{r.randint(1000, 900000):,}".replace(",", ".") + ",00",
        "eur": f"{r.randint(20, 20000)}.{r.randint(0, 99):02d}",
    }


def _licences(r: Random) -> dict[str, str]:
    yy = f"{r.randint(12, 28):02d}"
    return {
        "n3": str(r.randint(100, 999)),
        "yy": yy,
        "c5": num(r, 5),
        "vat": num(r, 8),
        "rs": num(r, 3),
        "n4": num(r, 4),
        "pib": num(r, 9),
        "mb": num(r, 8),
        "n2": num(r, 2),
        "it": "ITL-" + pick(r, UPPER_ALNUM, 6) + "-" + num(r, 4),
        "date": f"{r.randint(1, 28)} ta' {r.choice(('Marzu', 'Lulju', 'Novembru'))} 20{yy}",
    }


# Test card numbers the payment providers publish in their documentation.
_STRIPE_CARDS = (
    "4242 4242 4242 4242",
    "4000 0027 6000 3184",
    "4000 0000 0000 9995",
    "5555 5555 5555 4444",
)
_ADYEN_CARDS = ("5555 3412 4444 1115", "4111 1111 4555 1142", "3700 0000 0000 002")


def _test_values(r: Random) -> dict[str, str]:
    c1, c2 = r.sample(_STRIPE_CARDS, 2)
    return {
        "card": c1,
        "card2": c2,
        "acard": r.choice(_ADYEN_CARDS),
        "mm": f"{r.randint(1, 12):02d}",
        "yy": str(r.randint(30, 34)),
        "amt": f"{r.randint(1, 500)}.{r.randint(0, 99):02d}",
        "ticket": str(r.randint(1000, 9999)),
        "pid": num(r, 9),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "redacted_and_placeholder_values",
        (
            "⟨n1⟩=⟨ph1⟩\n⟨n2⟩=⟨ph2⟩",
            "client_secret=<redacted> (prava vrednost je u Vault-u: secret/data/sso/⟨client⟩)",
            "STRIPE_SECRET_KEY=⟨skmask⟩ (dashboard prikazuje samo poslednja 4 znaka)",
            'api-key: "${ADYEN_API_KEY}"\nhmac-key: "${ADYEN_HMAC_KEY:?missing}"\n'
            "# ⟨n1⟩ se puni iz ExternalSecret-a",
            "⟨n1⟩=<paste from 1Password item '⟨item⟩'>  # never commit, 2029-02-⟨dd⟩",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Password policy u realmu ⟨realm⟩: length(12) and digits(1) and upperCase(1) and "
            "notUsername and passwordHistory(⟨n⟩)",
            "Player password reset mails come from Keycloak (execute-actions-email, "
            "UPDATE_PASSWORD); link lifespan ⟨min⟩ min.",
            "Il-password tal-Keycloak admin tinsab fil-Vault (secret/sso/master-admin), "
            "qatt ma niktbuha hawn. Ara SBK-⟨t⟩.",
            "Лозинка за pg-ledger се не чува у белешкама; ротира се преко Vault database "
            "engine-а (TTL ⟨n⟩h).",
            "Tiket SBK-⟨t⟩: 'forgot password' link istekao igraču PLR-⟨pid⟩, poslat novi, "
            "ništa više.",
        ),
        _pw_word,
    ),
    Kind(
        "odds_tables_and_specifiers",
        (
            "| market | specifier | outcome | odds |\n|---|---|---|---|\n"
            "| 18 | total=⟨t⟩ | sr:outcome:12 | ⟨o1⟩ |\n| 18 | total=⟨t⟩ | sr:outcome:13 | ⟨o2⟩ |",
            "Margin check za sr:match:⟨ev⟩ 1X2: ⟨o1⟩ / ⟨o2⟩ / ⟨o3⟩ → overround ⟨ovr⟩%",
            "Kvote za ⟨home⟩ – ⟨away⟩: 1 = ⟨o1⟩, X = ⟨o2⟩, 2 = ⟨o3⟩ (feed seq ⟨seq⟩)",
            '{"marketId":"sr:market:⟨mk⟩","specifiers":"hcp=⟨hcp⟩","outcomes":'
            '[{"id":"1714","odds":⟨o1⟩},{"id":"1715","odds":⟨o2⟩}]}',
        ),
        _odds_table,
    ),
    Kind(
        "auth_error_messages",
        (
            'FATAL:  password authentication failed for user "⟨user⟩" '
            "(pg-ledger, from 10.42.⟨a⟩.⟨b⟩)",
            "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed "
            "during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512 "
            "(client ⟨svc⟩-⟨n⟩)",
            '{"error":"unauthorized_client","error_description":"Invalid client or Invalid '
            'client credentials"} ← Keycloak za ⟨client⟩, req ⟨uuid⟩',
            "Stripe: No such payment_intent: 'pi_3⟨s23⟩'; request-id req_⟨s14⟩",
            '401 from Sumsub: {"description":"Request signature mismatch","code":401,'
            '"correlationId":"⟨corr⟩","errorCode":4003}',
        ),
        _errors,
    ),
    Kind(
        "player_affiliate_and_promo_ids",
        (
            "PLR-⟨pid⟩ came via affiliate btag a_⟨a⟩b_⟨b⟩c_⟨camp⟩, clickid ⟨click⟩",
            "Promo kod ⟨promo⟩ (free bet €10), campaign id ⟨cuuid⟩",
            "Referral link https://qalbubet.com/r/⟨ref⟩: kod je javan, igrači ga dele na "
            "Telegramu.",
            "Customer PLR-⟨pid⟩ / wallet ⟨wal⟩ / KYC level basic-kyc-mt / self-exclusion SE-⟨se⟩",
        ),
        _players,
    ),
    Kind(
        "bank_iban_and_payment_refs",
        (
            "Withdrawal to ⟨mt⟩ (BIC ⟨bic⟩), EndToEndId QBK-WD-⟨e2e⟩, UETR ⟨uetr⟩",
            "Račun u RS: ⟨acct⟩ (IBAN ⟨rs⟩, SWIFT ⟨rsbic⟩), poziv na broj 97 ⟨pnb⟩",
            "Uplata pristigla: svrha 'Isplata dobitka', model 97, poziv na broj ⟨pnb⟩, "
            "iznos ⟨amt⟩ RSD",
            "SEPA return for ⟨mt⟩: reason AC04 (account closed), EUR ⟨eur⟩, UETR ⟨uetr⟩",
        ),
        _bank,
    ),
    Kind(
        "gaming_licence_and_company_numbers",
        (
            "MGA licence MGA/B2C/⟨n3⟩/20⟨yy⟩ (B2C Type 2), Qalbu Gaming Ltd, company reg. "
            "C ⟨c5⟩, VAT MT⟨vat⟩",
            "Rešenje Uprave za igre na sreću br. ⟨rs⟩-⟨n4⟩/2029-01, PIB ⟨pib⟩, MB ⟨mb⟩",
            "GLI certificate MO-⟨n3⟩-QBK-⟨yy⟩-⟨n2⟩ covers the virtuals RNG; iTech Labs "
            "report ⟨it⟩.",
            "Il-liċenzja tal-MGA hija MGA/B2C/⟨n3⟩/20⟨yy⟩, maħruġa fl-⟨date⟩; irreġistrata "
            "bħala C ⟨c5⟩.",
        ),
        _licences,
    ),
    Kind(
        "documented_test_cards_and_sandbox_values",
        (
            "Stripe test card ⟨card⟩, exp ⟨mm⟩/⟨yy⟩, any CVC; radi samo sa test ključem "
            "(iznos ⟨amt⟩ EUR)",
            "Adyen test: ⟨acard⟩ 03/30 CVC 737 → Authorised; 3DS2 challenge password is the "
            "documented 'password' (ticket SBK-⟨ticket⟩)",
            "| scenario | card | expected |\n|---|---|---|\n| success | ⟨card⟩ | approved |\n"
            "| decline | ⟨card2⟩ | refused |\n| amount | ⟨amt⟩ EUR | n/a |",
            "QA (sandbox only): PLR-⟨pid⟩ deposits with ⟨card⟩, then ⟨card2⟩ for the "
            "3DS flow; exp ⟨mm⟩/⟨yy⟩.",
        ),
        _test_values,
    ),
)
