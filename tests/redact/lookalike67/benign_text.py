"""Benign text look-alikes of ``lookalike67``: placeholders, masked and redacted values, the
words "password", "secret" and "token" (Finnish, Estonian, English) with no secret near
them, credential error messages, rotation runbooks and mixed look-alike notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike67.gen import (
    ALNUM,
    HEX,
    LOWER_ALNUM,
    Kind,
    day,
    hexs,
    imei,
    iso_ts,
    lock_serial,
    num,
    pick,
    ulid,
    uuid1ish,
    uuid4,
)

_GHP = "gh" + "p_"
_GLSA = "gl" + "sa_"

_VARS = (
    "PAYTRAIL_SECRET_KEY",
    "MONTONIO_SECRET_KEY",
    "HERE_API_KEY",
    "SCW_SECRET_KEY",
    "AIVEN_TOKEN",
    "TELIA_SMS_CLIENT_SECRET",
    "GRAFANA_TOKEN",
    "MQTT_PASSWORD",
    "CLICKHOUSE_PASSWORD",
    "TF_TOKEN_app_terraform_io",
)
_PLACEHOLDERS = (
    "<your-key>",
    "<your-secret-key>",
    "<SALAINEN-AVAIN>",
    "<parool-siia>",
    "REPLACE_ME",
    "changeme",
    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "TODO",
    "dummy",
    "vaihdaminut",
    "...",
)


def _placeholders(r: Random) -> dict[str, str]:
    var = r.choice(_VARS)
    return {
        "var": var,
        "lvar": var.lower(),
        "ph": r.choice(_PLACEHOLDERS),
        "ph2": r.choice(_PLACEHOLDERS),
        "env": r.choice(("production", "staging", "tartu-dev")),
        "n": str(r.randint(2, 9)),
    }


def _masked(r: Random) -> dict[str, str]:
    stars = "*" * r.choice((8, 12, 16, 24))
    return {
        "var": r.choice(_VARS),
        "stars": stars,
        "last4": pick(r, ALNUM, 4),
        "hex4": pick(r, HEX, 4),
        "pan4": num(r, 4),
        "exp": f"{r.randint(1, 12):02d}/{r.randint(35, 39)}",
        "ghp": _GHP + "*" * 32 + pick(r, ALNUM, 4),
        "glsa": _GLSA + "*" * 12,
        "dots": "•" * r.choice((8, 10, 12)),
        "run": num(r, 11),
        "auth": pick(r, "0123456789ABCDEF", 6),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "hh": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        "n": str(r.choice((5, 10, 15, 30, 60, 90))),
        "day": day(r),
        "who": r.choice(("Ville", "Kadri", "Juho", "Aino", "Mart", "Tiina")),
        "tkt": f"OPS-{r.randint(100, 2999)}",
    }


def _errors(r: Random) -> dict[str, str]:
    return {
        "req": uuid4(r),
        "nonce": hexs(r, 32),
        "imei": imei(r),
        "ts": iso_ts(r),
        "xid": uuid4(r),
        "v": f"25.{r.randint(1, 12)}.{r.randint(1, 9)}",
        "trace": hexs(r, 32),
        "code": num(r, 8),
    }


def _runbook(r: Random) -> dict[str, str]:
    fp = hexs(r, 64)
    d = r.randint(1, 20)
    return {
        "day": f"2034-06-{d:02d}",
        "day2": f"2034-06-{d + r.randint(3, 9):02d}",
        "fp": fp,
        "fp8": fp[:8],
        "tokid": pick(r, LOWER_ALNUM, 8),
        "kid": pick(r, ALNUM, 20),
        "who": r.choice(("Ville", "Kadri", "Juho", "Aino", "Mart")),
        "tkt": f"OPS-{r.randint(100, 2999)}",
        "item": pick(r, LOWER_ALNUM, 26),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "tx": uuid1ish(r),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "proj": uuid4(r),
        "u": uuid4(r),
        "ulid": ulid(r),
        "imei": imei(r),
        "serial": lock_serial(r),
        "sig": hexs(r, 64),
        "nonce": hexs(r, 32),
        "item": pick(r, LOWER_ALNUM, 26),
        "fp": hexs(r, 16),
        "i512": pick(r, ALNUM + "+/", 86) + "==",
        "day": day(r),
        "short": hexs(r, 7),
        "n": str(r.randint(2, 40)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders",
        (
            "⟨var⟩=⟨ph⟩",
            "export ⟨var⟩=${⟨var⟩:?puuttuu, hae 1Passwordista}",
            "password: ⟨ph⟩  # helm chart overwrites this from the ⟨env⟩ secret",
            "⟨var⟩: ${{ secrets.⟨var⟩ }}",
            'variable "⟨lvar⟩" {\n  type      = string\n  sensitive = true\n}\n'
            "# arvo tulee TF_VAR_⟨lvar⟩:sta, ei tähän",
            "Authorization: Bearer <token>  (⟨env⟩, token tulee ⟨var⟩-muuttujasta)",
            'secret_key: "{{ vault_⟨lvar⟩ }}"  # ansible-vault, ⟨env⟩',
            "sasl.password=${file:/etc/kafka/secrets.properties:⟨lvar⟩}",
            "Näidis .env failis: ⟨var⟩=⟨ph2⟩ (päris väärtus on 1Passwordis, ⟨n⟩ keskkonda)",
        ),
        _placeholders,
    ),
    Kind(
        "masked_redacted_values",
        (
            "⟨var⟩=⟨stars⟩",
            "Actions log: ⟨var⟩: *** (run ⟨run⟩), masking works",
            "Kortti **** **** **** ⟨pan4⟩, voimassa ⟨exp⟩, auth code ⟨auth⟩",
            "token: ⟨ghp⟩ (näytetään vain viimeiset 4 merkkiä)",
            "SCW_SECRET_KEY = xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxx⟨hex4⟩ (last 4 shown by the console)",
            "Grafana näyttää tokenista vain alun: ⟨glsa⟩",
            "1Password: password ⟨dots⟩ (concealed), ⟨var⟩ [REDACTED]",
            "telia.sms request: client_secret=[FILTERED] status=401 (run ⟨run⟩)",
            "HERE apiKey=...⟨last4⟩ (truncated by our log formatter)",
        ),
        _masked,
    ),
    Kind(
        "secret_words_multilingual",
        (
            "Salasanat ovat 1Passwordissa (vault Infra), älä kirjoita niitä tänne. (⟨who⟩, ⟨day⟩)",
            "Parool on paroolihalduris, mitte siin märkmetes; küsi ⟨who⟩-lt ligipääsu (⟨tkt⟩).",
            "Token vanheni klo ⟨hh⟩ ja uusi haettiin automaattisesti, ei toimenpiteitä.",
            "The secret rotation job ran at ⟨hh⟩ on ⟨day⟩; no secrets needed changing.",
            "Salainen avain (secret key) luodaan Paytrailin kauppiaspaneelissa, ei meidän päässä.",
            "Smart-ID ei kasuta paroole: kasutaja kinnitab PIN1/PIN2-ga oma telefonis.",
            "Access tokenin TTL on ⟨n⟩ min, refresh token on HttpOnly-keksissä (⟨tkt⟩).",
            "Password reset flow for riders: SMS OTP via Telia, valid ⟨n⟩ min, no password stored.",
            "Salajane võti ja token ei tohi kunagi logidesse minna, vt ⟨tkt⟩.",
        ),
        _words,
    ),
    Kind(
        "credential_error_messages",
        (
            '401 Unauthorized {"message":"Invalid API key","requestId":"⟨req⟩"}',
            "ERROR kafka: SASL authentication failed for user lock-ingest (request ⟨req⟩)",
            'Error: Invalid value for variable "here_api_key": must be 43 characters long.',
            "paytrail: 401 invalid signature (checkout-nonce ⟨nonce⟩, ⟨ts⟩)",
            "X-tee: Server.ClientProxy.SslAuthenticationFailed, query ⟨xid⟩, klient "
            "EE/COM/⟨code⟩/saimaa-mobility",
            "mosquitto: Client lock-⟨imei⟩ disconnected, not authorised.",
            "gh: HTTP 401: Bad credentials (https://api.github.com/user); token vanhentunut",
            "[ERROR] ⟨ts⟩ You are not currently signed in. Please run `op signin --help` "
            "for instructions",
            "Code: 516. DB::Exception: default: Authentication failed: password is incorrect, "
            "or there is no user with such name. (AUTHENTICATION_FAILED) (version ⟨v⟩)",
            "trace ⟨trace⟩: Montonio 403 Forbidden, JWT signature verification failed",
        ),
        _errors,
    ),
    Kind(
        "rotation_runbook_prose",
        (
            "Runbook: Paytrail-avaimen kierto\n1. Luo uusi secret key kauppiaspaneelissa\n"
            "2. op item edit ⟨item⟩ credential=<uusi>\n3. kubectl -n payments rollout restart "
            "deploy/payments\n4. Tarkista että callback-signature validoituu\n"
            "5. Poista vanha avain ⟨day2⟩ jälkeen",
            "Rotated the Aiven CI token on ⟨day⟩: new token prefix ⟨tokid⟩, description "
            "ci-⟨day⟩, old one revoked (⟨tkt⟩)",
            "Võtmete roteerimine ⟨day⟩: X-tee TLS võti vahetatud, uue sertifikaadi SHA-256 "
            "⟨fp⟩; vana eemaldatakse ⟨day2⟩",
            "ClickHouse Cloud API key ⟨kid⟩ poistettu ⟨day⟩, tilalle uusi (secret 1Passwordissa, "
            "⟨who⟩ teki)",
            "Deploy key for lock-firmware replaced, new key fingerprint starts SHA256:⟨fp8⟩...; "
            "⟨who⟩ updated the runners",
        ),
        _runbook,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Viikko 24\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n- Paytrail tx ⟨tx⟩\n"
            "- trace ⟨trace⟩\n- SCW project ⟨proj⟩\n"
            "- PAYTRAIL_SECRET_KEY=${{ secrets.PAYTRAIL_SECRET_KEY }}",
            "| asia | arvo |\n|---|---|\n| tellimus | ⟨u⟩ |\n| nonce | ⟨nonce⟩ |\n"
            "| signature | ⟨sig⟩ |\n| 1Password item | ⟨item⟩ |\n| salasana | (1Passwordissa) |",
            "Intsident ⟨day⟩: lukk ⟨serial⟩ (IMEI ⟨imei⟩), sõnum ⟨ulid⟩, alert fingerprint "
            "⟨fp⟩, token oli kehtiv - probleem oli kellas",
            "Release notes ⟨day⟩\n* api@⟨short⟩ (⟨sha⟩)\n* integrity sha512-⟨i512⟩\n"
            "* traceparent 00-⟨trace⟩-⟨span⟩-01\n* secrets unchanged",
            "Muistiin: Paytrail transaction ⟨tx⟩ ja Montonio order ⟨u⟩ ovat eri asioita; "
            "kumpikaan ei ole avain. Hook-signature ⟨sig⟩ tarkistettiin.",
        ),
        _mixed,
    ),
)
