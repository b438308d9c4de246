"""Benign look-alikes from the clinic side and from prose: microchips, appointment and
invoice numbers, clinical lot and passport numbers, company registration numbers, SMS
texts, the word "password" with no password, redacted values, references to where a
secret lives, and vendor documentation placeholders."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike46.benign_vendor import CLINICS, PETS
from tests.redact.lookalike46.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    digits,
    group4,
    hexs,
    iban,
    irish_vat,
    num,
    pick,
    polish_nip,
    polish_regon,
    uhex,
    uuid4,
    when,
)

# Placeholder and masked forms of vendor prefixes, joined from pieces.
_SK_LIVE = "sk" + "_live_"
_RK_LIVE = "rk" + "_live_"
_SK_TEST = "sk" + "_test_"
_WHSEC = "wh" + "sec_"
_ATLAS = ".atlas" + "v1."
_VETS = ("Dr Ní Bhriain", "Dr Ó Súilleabháin", "lek. wet. Nowak", "lek. wet. Wiśniewska")
_CHIP_PREFIXES = ("372", "616", "981", "985", "900", "956", "941")


def _chip(r: Random) -> str:
    prefix = r.choice(_CHIP_PREFIXES)
    return prefix + digits(r, 15 - len(prefix))


def _date(r: Random) -> str:
    return when(r).strftime("%Y-%m-%d")


def _time(r: Random) -> str:
    return f"{r.randint(8, 18):02d}:{r.choice(('00', '15', '30', '45'))}"


def _chips(r: Random) -> dict[str, str]:
    return {
        "chip": _chip(r),
        "chip2": _chip(r),
        "clinic": r.choice(CLINICS),
        "name": r.choice(PETS),
        "name2": r.choice(PETS),
        "pat": num(r, 6),
    }


def _appointments(r: Random) -> dict[str, str]:
    moment = when(r)
    return {
        "n": f"{r.randint(1, 9999):04d}",
        "date": moment.strftime("%Y-%m-%d"),
        "time": _time(r),
        "clinic": r.choice(CLINICS),
        "vet": r.choice(_VETS),
        "bref": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8),
        "uuid": uuid4(r),
        "dt": moment.strftime("%Y%m%dT%H%M00Z"),
        "pet": r.choice(PETS),
    }


def _invoices(r: Random) -> dict[str, str]:
    return {
        "n": f"{r.randint(1, 9999):04d}",
        "n2": f"{r.randint(1, 9999):04d}",
        "amt": f"{r.randint(30, 2400)},{r.randint(0, 99):02d}",
        "eur": f"{r.randint(30, 900)}.{r.randint(0, 99):02d}",
        "ksef": f"{polish_nip(r)}-2030120{r.randint(1, 9)}-{uhex(r, 12)}-{uhex(r, 2)}",
        "date": _date(r),
    }


def _clinical(r: Random) -> dict[str, str]:
    letters = "ABCDEFGHJK"
    return {
        "lot": f"{r.choice(letters)}{num(r, 3)}{r.choice(letters)}{digits(r, 2)}",
        "pet": r.choice(PETS),
        "chip": _chip(r),
        "pp_ie": f"IE{digits(r, 2)} {digits(r, 6)}",
        "pp_pl": f"PL{digits(r, 2)}{digits(r, 7)}",
        "vet": r.choice(_VETS),
        "acc": f"VLC-2030-{num(r, 7)}",
        "exp": f"203{r.randint(1, 3)}-{r.randint(1, 12):02d}",
    }


def _business(r: Random) -> dict[str, str]:
    ie_bban = r.choice(("AIBK", "BOFI", "IPBS")) + digits(r, 6) + digits(r, 8)
    pl_bban = digits(r, 24)
    return {
        "cro": num(r, 6),
        "vat": irish_vat(r),
        "nip": polish_nip(r),
        "regon": polish_regon(r),
        "krs": "0000" + digits(r, 6),
        "iban_ie": group4(iban("IE", ie_bban)),
        "iban_pl": group4(iban("PL", pl_bban)),
        "vci": num(r, 4),
        "vet": r.choice(_VETS),
    }


def _sms(r: Random) -> dict[str, str]:
    return {
        "pet": r.choice(PETS),
        "clinic": r.choice(CLINICS),
        "date": when(r).strftime("%d/%m"),
        "time": _time(r),
        "ref": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
        "short": pick(r, ALNUM, 7),
        "tpl": f"HX{hexs(r, 32)}",
        "ph": num(r, 9),
    }


def _pw_words(r: Random) -> dict[str, str]:
    return {
        "lang": r.choice(("ga", "pl", "en")),
        "n": str(r.randint(2, 9)),
        "min": str(r.choice((12, 14, 16))),
        "date": _date(r),
        "ticket": f"PMS-{r.randint(100, 2999)}",
        "ver": f"4.{r.randint(10, 40)}.0",
        "days": str(r.choice((30, 60, 90))),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, ALNUM, 4),
        "stars": "*" * r.choice((8, 12, 24)),
        "dots": "•" * r.choice((12, 16, 20)) + hexs(r, 4),
        "date": _date(r),
        "inc": f"INC-{r.randint(100, 999)}",
        "host": f"cnoc-pms-prod.cluster-{pick(r, LOWER_ALNUM, 12)}.eu-west-1.rds.amazonaws.com",
        "tail": pick(r, ALNUM + "-_", 6),
        "xs": "x" * r.choice((24, 32)),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "suf": pick(r, ALNUM, 6),
        "n": str(r.randint(2, 40)),
        "file": r.choice(("rds", "ecs", "secrets", "datadog")),
        "line": str(r.randint(5, 240)),
        "uuid": uuid4(r),
        "opid": pick(r, LOWER_ALNUM, 26),
    }


def _docs(r: Random) -> dict[str, str]:
    return {
        "file": r.choice(("docs/aws-local.md", "README.md", "scripts/localstack.sh")),
        "n": str(r.randint(3, 400)),
        "date": _date(r),
        "dc": f"us{r.randint(1, 21)}",
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "microchip_numbers",
        (
            "Microchip ⟨chip⟩ scanned at ⟨clinic⟩; registered on Fido.ie to the owner",
            "Numer chipa: ⟨chip⟩ (kot, europejski krótkowłosy), zarejestrowany w SAFE-ANIMAL",
            "Sliseanna ⟨chip⟩ (madra ⟨name⟩), cláraithe le Fido.",
            "| Zwierzę | Chip | Gatunek |\n|---|---|---|\n| ⟨name⟩ | ⟨chip⟩ | pies |\n"
            "| ⟨name2⟩ | ⟨chip2⟩ | kot |",
            '{"patientId":"PAT-⟨pat⟩","species":"canine","microchip":"⟨chip⟩",'
            '"chipStandard":"ISO 11784/11785 FDX-B"}',
            "Validation bug: ⟨chip⟩ was rejected because we only allowed 372 and 616 prefixes",
        ),
        _chips,
    ),
    Kind(
        "appointment_references",
        (
            "Appointment APT-2030-12-⟨n⟩ moved to ⟨date⟩ ⟨time⟩ at ⟨clinic⟩ (⟨vet⟩)",
            "Booking ref ⟨bref⟩: the client never got the SMS confirmation",
            "GET /v2/appointments/⟨uuid⟩ returns 409 slot_taken",
            "Coinne ⟨bref⟩ ar ⟨date⟩ ag ⟨time⟩; tá an t-úinéir ag iarraidh é a athrú.",
            "BEGIN:VEVENT\nUID:⟨uuid⟩@cnocvets.ie\nDTSTART:⟨dt⟩\nSUMMARY:Szczepienie - ⟨pet⟩\n"
            "LOCATION:Cnoc Vets ⟨clinic⟩\nEND:VEVENT",
            "Wizyta nr ⟨n⟩/12/2030 w ⟨clinic⟩ odwołana przez klienta (kod ⟨bref⟩)",
        ),
        _appointments,
    ),
    Kind(
        "invoice_numbers",
        (
            "Invoice CNOC-DUB-2030-⟨n⟩ (€⟨eur⟩ incl. VAT 23%) paid at the desk",
            "Faktura VAT FV/⟨n⟩/12/2030/KRK na ⟨amt⟩ PLN brutto",
            "Numer KSeF faktury FV/⟨n⟩/12/2030/KRK: ⟨ksef⟩",
            "Sonrasc CNOC-SWD-2030-⟨n⟩ seolta chuig an úinéir ar ⟨date⟩.",
            "Credit note CN-2030-⟨n⟩ issued against CNOC-DUB-2030-⟨n2⟩",
        ),
        _invoices,
    ),
    Kind(
        "clinical_lot_and_passport_numbers",
        (
            "Nobivac Rabies batch ⟨lot⟩ (exp ⟨exp⟩) given to ⟨pet⟩, chip ⟨chip⟩",
            "EU pet passport ⟨pp_ie⟩ issued by ⟨vet⟩",
            "Paszport ⟨pp_pl⟩: szczepienie przeciw wściekliźnie, seria ⟨lot⟩",
            "Lab accession ⟨acc⟩ (CBC + biochem) for ⟨pet⟩, result due 16:00",
            "OBR|1|⟨acc⟩||CBC^Complete blood count|||20301204",
        ),
        _clinical,
    ),
    Kind(
        "business_registration_numbers",
        (
            "Cnoc Veterinary Group Ltd, CRO ⟨cro⟩, VAT ⟨vat⟩",
            "Cnoc Vets Polska sp. z o.o., NIP ⟨nip⟩, REGON ⟨regon⟩, KRS ⟨krs⟩",
            "IBAN for owner bank transfers: ⟨iban_ie⟩ (printed on every invoice)",
            "Rachunek do przelewów (stopka faktury): ⟨iban_pl⟩",
            "Xero contact tax number ⟨vat⟩ passed the VIES check",
            "Uimhir chláraithe VCI ⟨vci⟩ don tréidlia ⟨vet⟩",
        ),
        _business,
    ),
    Kind(
        "sms_reminder_texts",
        (
            "Dia duit! Meabhrúchán: coinne do ⟨pet⟩ ag Cnoc Vets ⟨clinic⟩ ar ⟨date⟩ ag ⟨time⟩. "
            "Freagair C chun é a dhearbhú. Tag ⟨ref⟩",
            "Cnoc Vets: ⟨pet⟩ is due a booster on ⟨date⟩. Book: https://cnoc.vet/b/⟨short⟩ "
            "Reply STOP to opt out",
            "Przypomnienie: wizyta ⟨pet⟩ w Cnoc Vets ⟨clinic⟩ ⟨date⟩ o ⟨time⟩. "
            "Odwołanie: https://cnoc.vet/c/⟨short⟩",
            "Content template ⟨tpl⟩ (reminder_pl, WhatsApp) approved; variables {{1}} pet, "
            "{{2}} date",
            "Kod weryfikacyjny SMS w szablonie: 'Twój kod Cnoc Vets to {{code}}', test na "
            "+48 ⟨ph⟩ ok",
        ),
        _sms,
    ),
    Kind(
        "password_word_no_secret",
        (
            "Password reset emails go through SES template cnoc-password-reset-⟨lang⟩-v⟨n⟩; "
            "Cognito sends the code.",
            "Polityka haseł w Cognito: min. ⟨min⟩ znaków, wielkie litery i cyfry, od ⟨date⟩.",
            "UI string 'Athshocraigh do phasfhocal' is cut off on the kiosk (⟨ticket⟩)",
            "users.password_hash is nullable since passwordless login shipped in ⟨ver⟩",
            "Xero admin password was rotated on ⟨date⟩ by Aoife; the new one is in the "
            "1Password vault 'Finance'",
            '"forgotPassword": "Nie pamiętasz hasła?", "passwordHint": "Co najmniej ⟨min⟩ znaków"',
            "RDS master password is managed by Secrets Manager now "
            "(manage_master_user_password = true), rotation every ⟨days⟩ days",
        ),
        _pw_words,
    ),
    Kind(
        "redacted_and_masked_values",
        (
            "STRIPE_SECRET_KEY=" + _SK_LIVE + "⟨stars⟩⟨last4⟩  (as shown in the dashboard)",
            "DD_API_KEY=<redacted>  # rotated ⟨date⟩, see 1Password",
            "TWILIO_AUTH_TOKEN=[REDACTED]; do not paste it again (⟨inc⟩)",
            "Stripe lists the kiosk key as " + _RK_LIVE + "...⟨last4⟩, created ⟨date⟩",
            '{"host": "⟨host⟩", "port": 5432, "password": "********"}',
            "Auth token in the Twilio console: ⟨dots⟩",
            "STRIPE_WEBHOOK_SECRET=" + _WHSEC + "⟨xs⟩  # masked in the incident doc ⟨inc⟩",
        ),
        _masked,
    ),
    Kind(
        "secret_references_not_values",
        (
            '"secrets": [{"name": "DATABASE_URL", "valueFrom": '
            '"arn:aws:secretsmanager:eu-west-1:⟨acct⟩:secret:cnoc/prod/database-url-⟨suf⟩"}]',
            "aws ssm get-parameter --name /cnoc/prod/twilio/auth_token --with-decryption "
            "--query Parameter.Version  # ⟨n⟩",
            "password = data.aws_secretsmanager_secret_version.rds.secret_string  "
            "# ⟨file⟩.tf:⟨line⟩",
            "Sekret XERO_CLIENT_SECRET jest w kontekście CircleCI cnoc-prod-xero (id ⟨uuid⟩), "
            "nie w repo.",
            "DD_API_KEY_SECRET_ARN=arn:aws:secretsmanager:eu-west-1:⟨acct⟩:secret:"
            "datadog/api-key-⟨suf⟩",
            'op read "op://Cnoc Infra/Stripe live/secret key"  # 1Password item ⟨opid⟩',
            "environment:\n  STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}\n"
            "  SUMUP_API_KEY: ${SUMUP_API_KEY}  # from context cnoc-prod (⟨uuid⟩)",
        ),
        _refs,
    ),
    Kind(
        "vendor_doc_example_credentials",
        (
            "AWS docs example pair in ⟨file⟩: AKIAIOSFODNN7EXAMPLE / "
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY (placeholder, line ⟨n⟩)",
            "Twilio quickstart (line ⟨n⟩): account_sid = 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', "
            "auth_token = 'your_auth_token'",
            "DD_API_KEY=<DATADOG_API_KEY>  # charts/datadog/values.example.yaml, rev ⟨n⟩",
            ".env.example (⟨date⟩):\nSTRIPE_SECRET_KEY="
            + _SK_TEST
            + "replace_me\nSTRIPE_WEBHOOK_SECRET="
            + _WHSEC
            + "replace_me",
            "Mailchimp docs use apiKey 'YOUR_API_KEY' and server 'YOUR_SERVER_PREFIX' "
            "(for us: ⟨dc⟩)",
            'token = "xxxxxxxxxxxxxx'
            + _ATLAS
            + 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"  '
            "# example from the HCP Terraform docs, PR #⟨n⟩",
        ),
        _docs,
    ),
)
