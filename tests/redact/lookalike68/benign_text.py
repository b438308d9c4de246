"""Benign look-alikes in the team's words (7 kinds, 11 cases each): masked values,
placeholders, the words password / secret / token in English, Luganda, Kinyarwanda and French
with no secret near them, and mixed notes full of look-alikes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike68.gen import (
    ALNUM,
    Kind,
    benign_kind,
    day,
    hexs,
    hhmm,
    ip10,
    num,
    person,
    pick,
    service,
    ticket,
    uuid4,
)

_FLWSECK = "FLW" + "SECK-"
_FLWSECK_TEST = "FLW" + "SECK_TEST-"
_FLWPUBK = "FLW" + "PUBK-"
_HVS = "hv" + "s."
_ATSK = "at" + "sk_"
_ENVS = (
    "MOMO_API_KEY",
    "MOMO_SUBSCRIPTION_KEY",
    "FLW_SECRET_KEY",
    "AT_API_KEY",
    "TWILIO_AUTH_TOKEN",
    "PESAPAL_CONSUMER_SECRET",
    "DHIS2_TOKEN",
    "SUPABASE_SERVICE_ROLE_KEY",
)
_SECRETS = (
    "momo-api-key",
    "momo-subscription-key",
    "flw-secret-key",
    "at-api-key",
    "twilio-auth-token",
    "pesapal-consumer-secret",
    "dhis2-token",
    "supabase-service-role-key",
)


def _masked(r: Random) -> dict[str, str]:
    l4 = hexs(r, 4)
    return {
        "flw": _FLWSECK + "*" * 28 + l4 + "-X",
        "hvs": _HVS + "\u2022" * 16 + pick(r, ALNUM, 4),
        "at": _ATSK + "\u2026" + hexs(r, 4),
        "l4": l4,
        "l4b": pick(r, ALNUM, 4),
        "u": uuid4(r),
        "ip": ip10(r),
        "svc": service(r),
        "job": num(r, 10),
        "env": r.choice(_ENVS),
        "who": person(r),
        "ac": "A" + "C" + hexs(r, 32),
    }


def _placeholders(r: Random) -> dict[str, str]:
    i = r.randrange(len(_ENVS))
    return {
        "env": _ENVS[i],
        "sec": _SECRETS[i],
        "line": str(r.randint(3, 60)),
        "ticket": ticket(r),
        "who": person(r),
        "svc": service(r),
        "port": str(r.choice((5432, 5433, 15432))),
        "x32": "x" * 32,
        "chart": r.choice(("momo", "flutterwave", "africastalking", "twilio", "pesapal")),
        "flwx": _FLWSECK_TEST + "x" * 32 + "-X",
    }


def _words(r: Random) -> dict[str, str]:
    i = r.randrange(len(_ENVS))
    return {
        "ticket": ticket(r),
        "who": person(r),
        "env": _ENVS[i],
        "sec": _SECRETS[i],
        "d": day(r),
        "t": hhmm(r),
        "n": str(r.randint(2, 9)),
        "svc": service(r),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "digest": hexs(r, 64),
        "trace": hexs(r, 32),
        "pub": _FLWPUBK + hexs(r, 32) + "-X",
        "atx": "ATXid_" + hexs(r, 32),
        "sm": "S" + "M" + hexs(r, 32),
        "ref": uuid4(r),
        "fin": num(r, 10),
        "sig": hexs(r, 64),
        "l4": hexs(r, 4),
        "v": str(r.randint(2, 14)),
        "d": day(r),
        "who": person(r),
        "svc": service(r),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "dsn": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
    }


TEXT: tuple[Kind, ...] = (
    benign_kind(
        "masked_values",
        (
            "FLW_SECRET_KEY=⟨flw⟩  (as shown in the GitLab variables page)",
            "Job ⟨job⟩:\n$ echo $⟨env⟩\n[MASKED]",
            "Vault UI shows the token as ⟨hvs⟩ - nobody has the full value in a note.",
            "DATABASE_URL=postgresql://rx:*****@⟨ip⟩:5432/rx",
            '"request": {"headers": {"Authorization": "[Filtered]", '
            '"Ocp-Apim-Subscription-Key": "[Filtered]", "X-Reference-Id": "⟨u⟩"}}',
            "API key ya Africa's Talking ekomekkereza ku ⟨at⟩ - entuufu eri mu Secret Manager.",
            "Urufunguzo rwa Flutterwave rugaragara kuri dashboard nka ⟨flw⟩.",
            "Jeton Twilio du compte ⟨ac⟩ : ••••••••••••••••••••••••••••⟨l4⟩ (masqué).",
            "⟨svc⟩ config loaded: subscription_key=***⟨l4b⟩ api_user=⟨u⟩ api_key=<redacted>",
            "Authorization: Bearer <redacted> (⟨who⟩ removed the token from the HAR before "
            "sharing it)",
        ),
        _masked,
    ),
    benign_kind(
        "placeholders",
        (
            "⟨env⟩=<your-⟨sec⟩>  # .env.example line ⟨line⟩",
            '⟨env⟩="${⟨env⟩:?set it in .env.local}"',
            "postgres password: changeme (docker-compose.local.yml, port ⟨port⟩, never deployed)",
            "Ocp-Apim-Subscription-Key: ⟨x32⟩  # placeholder from the MoMo docs (⟨ticket⟩)",
            "FLW_SECRET_KEY=⟨flwx⟩  # copied from the Flutterwave docs, ⟨who⟩ will fill it",
            "apiKey: {{ .Values.⟨chart⟩.apiKey | quote }}  # values-⟨line⟩.yaml",
            "⟨env⟩=$(gcloud secrets versions access latest --secret=⟨sec⟩)",
            "Mu .env.example teekamu <⟨env⟩> - toteekamu key entuufu (⟨who⟩, ⟨ticket⟩).",
            "Shyira ijambo ry'ibanga ryawe aho handitse YOUR_PASSWORD_HERE (umurongo ⟨line⟩).",
            "Remplacer REPLACE_ME par la vraie clé (Secret Manager : ⟨sec⟩, ticket ⟨ticket⟩).",
            'variables:\n  ⟨env⟩: "$⟨env⟩"  # set in Settings > CI/CD, masked',
        ),
        _placeholders,
    ),
    benign_kind(
        "password_words_english",
        (
            "Patients reset their password via OTP SMS; the token in the link expires after 15 "
            "minutes (⟨ticket⟩).",
            "Never paste a secret into these notes - use Secret Manager and reference it by name "
            "(⟨who⟩'s rule since ⟨ticket⟩).",
            "token_type: bearer, expires_in: 3600 - the MoMo token endpoint answers like this "
            "for ⟨svc⟩.",
            "password_min_length = 1⟨n⟩\npassword_require_digit = true\n"
            "lockout_after_failed_attempts = ⟨n⟩",
            "The secret in FLW_SECRET_HASH is whatever we set in the dashboard; it lives in "
            "Secret Manager, not here (⟨ticket⟩).",
            "Rotate the Airtel client secret every 90 days; next rotation on the ⟨d⟩th, owner "
            "⟨who⟩.",
            "Error: invalid_grant (Token has been expired or revoked.) - ⟨who⟩ re-ran the OAuth "
            "consent at ⟨t⟩.",
            "401: Access denied due to invalid subscription key. Make sure to provide a valid "
            "key for an active subscription. -> ⟨who⟩ used the disbursement key for collection.",
            "| field | where it lives |\n|---|---|\n| api_key | Vault secret/momo/prod |\n"
            "| password | Secret Manager metabase-db-password |\n| token | ⟨sec⟩ |",
        ),
        _words,
    ),
    benign_kind(
        "password_words_luganda",
        (
            "Ekigambo ky'okuyingira tekiteekebwa mu notes zino - kiri mu Secret Manager "
            "(⟨ticket⟩).",
            "Bw'oba weerabidde ekigambo ky'okuyingira, kozesa 'Weerabidde password?' ku app; "
            "⟨who⟩ y'akola ku nsonga zino.",
            "Ekyama ⟨sec⟩ kiri mu Vault (ku lw'ekyo tekiwandiikibwa wano) - ⟨ticket⟩.",
            "Token ya Twilio twagikyusizza ku Lwokubiri ku ssaawa ⟨t⟩; mu code tewali kikyusiddwa.",
            "Abasawo balina okukyusa password zaabwe buli myezi esatu; ⟨who⟩ agenda kubajjukiza.",
            "Error 'invalid password' ku login ya Metabase - kyali Caps Lock, si password "
            "nkyamu (⟨ticket⟩).",
            "⟨env⟩ kisomebwa mu Secret Manager nga ⟨svc⟩ etandika; ekyama kyennyini tekiri mu "
            "repo.",
        ),
        _words,
    ),
    benign_kind(
        "password_words_kinyarwanda",
        (
            "Ijambo ry'ibanga ntiribikwa muri izi nyandiko; riri muri Vault (⟨ticket⟩).",
            "Niba wibagiwe ijambo ry'ibanga, koresha 'Wibagiwe ijambo ry'ibanga?' kuri app; "
            "⟨who⟩ ni we ubikurikirana.",
            "Urufunguzo rwa API rwa Flutterwave ruri muri Secret Manager (⟨sec⟩), si hano.",
            "Tokeni ya DHIS2 yararangiye saa ⟨t⟩ - saba ⟨who⟩ indi, ntuyishyire hano.",
            "Abaganga bagomba guhindura amagambo y'ibanga buri mezi atatu (⟨ticket⟩).",
            "Ikosa 'Token has been expired or revoked' risobanura ko ⟨who⟩ agomba kongera "
            "kwemeza OAuth.",
            "⟨env⟩ isomwa muri Secret Manager igihe ⟨svc⟩ itangiye; ibanga nyaryo ntiri muri repo.",
        ),
        _words,
    ),
    benign_kind(
        "password_words_french",
        (
            "Le mot de passe n'est jamais écrit ici : voir Secret Manager (⟨sec⟩).",
            "Si un médecin oublie son mot de passe, il passe par « Mot de passe oublié » ; le "
            "jeton du lien expire en 15 min (⟨ticket⟩).",
            "La clé secrète Flutterwave est dans Vault ; ce fichier ne contient que des noms de "
            "variables comme ⟨env⟩.",
            "Erreur 401 « invalid_client » : le secret client Airtel a expiré, ⟨who⟩ en demande "
            "un nouveau.",
            "Rotation des secrets prévue le ⟨d⟩ août à ⟨t⟩ : MoMo, Airtel, Africa's Talking.",
            "Politique : mots de passe de 1⟨n⟩ caractères minimum, jetons API uniquement dans "
            "Secret Manager.",
            "Le token de ⟨svc⟩ est renouvelé automatiquement ; aucun secret à copier (⟨who⟩).",
        ),
        _words,
    ),
    benign_kind(
        "mixed_lookalike_notes",
        (
            "Deploy ⟨d⟩/08 (⟨who⟩)\n- commit ⟨sha⟩\n- image sha256:⟨digest⟩\n- trace ⟨trace⟩\n"
            "- FLW public key ⟨pub⟩ (app)\n- FLW_SECRET_KEY from Secret Manager "
            "(flw-secret-key:⟨v⟩)",
            "Incident SMS ⟨d⟩/08\n- ATXid ⟨atx⟩ Failed\n- Twilio fallback ⟨sm⟩ delivered\n"
            "- X-Nilotic-Signature v1=⟨sig⟩ verified\n- token: ***⟨l4⟩ (masked)",
            "| thing | value |\n|---|---|\n| X-Reference-Id | ⟨ref⟩ |\n"
            "| financialTransactionId | ⟨fin⟩ |\n| release | ⟨svc⟩ ⟨ver⟩ |\n| trace | ⟨trace⟩ |",
            "Ibyakozwe ku ya ⟨d⟩:\n- commit ⟨sha⟩\n- digest sha256:⟨digest⟩\n"
            "- ibanga rya MoMo ntiryahindutse (riri muri Vault)\n- trace ⟨trace⟩",
            "Journal de mise en prod ⟨ver⟩\n- commit ⟨sha⟩\n- DSN Sentry "
            "https://⟨dsn⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩\n- clé publique FLW ⟨pub⟩\n"
            "- mot de passe DB : inchangé (Secret Manager)",
            "Ebyakoleddwa leero:\n- ⟨svc⟩ ⟨ver⟩ ku prod (commit ⟨sha⟩)\n- ATXid ⟨atx⟩ "
            "yatuuka\n- signature ⟨sig⟩ yakakasiddwa\n- ekyama tekikyusiddwa",
        ),
        _mixed,
    ),
)
