"""Benign: placeholders, redacted values, versions, secret words and names, mixed notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike23.gen import (
    UPPER_ALNUM,
    Kind,
    hexs,
    num,
    pick,
    uuid4,
)

# AWS's published documentation example credentials, joined from pieces.
_AWS_EXAMPLE_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
_AWS_EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"
_PEOPLE = ("Inês", "Tiago", "Rui", "Mariana", "Kasia", "Piotr", "Tomasz", "Agnieszka")
_SERVICES = ("booking-svc", "ticketing-svc", "pnr-sync", "fare-cache", "payments-gw", "bsp-batch")
_SUPPLIERS = ("Amadeus", "Sabre", "Travelport", "Hotelbeds", "Adyen", "BSPlink", "LH NDC")
_ENV = ("prod", "staging", "cert", "dev")


def _common(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(_PEOPLE),
        "who2": r.choice(_PEOPLE),
        "svc": r.choice(_SERVICES),
        "sup": r.choice(_SUPPLIERS),
        "env": r.choice(_ENV),
        "day": f"2028-03-{r.randint(1, 28):02d}",
        "n": str(r.randint(2, 12)),
        "days": str(r.choice((30, 60, 90, 180))),
        "ip": f"10.40.{r.randint(0, 31)}.{r.randint(2, 254)}",
        "acct": num(r, 12),
        "suffix": pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 6),
        "pnr": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
        "u": uuid4(r),
        "sha": hexs(r, 40),
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "h64": hexs(r, 64),
        "tkt": r.choice(("047", "220", "080", "125")) + num(r, 10),
        "psp": pick(r, UPPER_ALNUM, 16),
        "last4": num(r, 4),
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
        "ms": str(r.randint(40, 9000)),
        "region": r.choice(("eu-west-1", "eu-central-1")),
    }


def _placeholders(r: Random) -> dict[str, str]:
    values = _common(r)
    values.update(aid=_AWS_EXAMPLE_ID, asec=_AWS_EXAMPLE_SECRET)
    return values


PLACEHOLDER_TEMPLATES = (
    ".env.example (commitado, sem valores reais):\nAMADEUS_CLIENT_ID=<client-id>\n"
    "AMADEUS_CLIENT_SECRET=<client-secret>\nADYEN_API_KEY=<set-in-vault>\n"
    "ADYEN_HMAC_KEY=\nSERVICE=⟨svc⟩",
    "The AWS docs example pair (⟨aid⟩ / ⟨asec⟩) is what LocalStack accepts in ⟨svc⟩ tests",
    "sabre:\n  epr: ${SABRE_EPR}\n  password: ${SABRE_PASSWORD}\n  pcc: ${SABRE_PCC}\n"
    "# ⟨who⟩: values come from Vault via envconsul (⟨env⟩)",
    "helm: password: {{ .Values.mysql.auth.password | quote }} i "
    'apiKey: {{ required "adyen.apiKey" .Values.adyen.apiKey }} — ⟨who⟩, ⟨day⟩',
    "README do ⟨svc⟩: export TRAVELPORT_PASSWORD=your-password-here e "
    "HOTELBEDS_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx antes de correr localmente",
    "docker-compose.local.yml: MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD:?set it in .env} "
    "(⟨svc⟩, ⟨who2⟩)",
    "aws configure set aws_access_key_id ⟨aid⟩ --profile localstack-⟨n⟩  "
    "# documentation example key, not ours",
)


def _redacted(r: Random) -> dict[str, str]:
    return _common(r)


def _versions(r: Random) -> dict[str, str]:
    values = _common(r)
    values.update(
        build=f"2028.3.{r.randint(1, 28)}+g{hexs(r, 7)}",
        build2=f"2028.03.{r.randint(1, 28):02d}-rc.{r.randint(1, 5)}",
        ndc=r.choice(("17.2", "18.1", "19.2", "21.3", "24.1")),
        msg=r.choice(
            (
                "PNR_Retrieve_21_1_1A",
                "Fare_MasterPricerTravelBoardSearch_19_3_1A",
                "DocIssuance_IssueTicket_15_1_1A",
                "Air_SellFromRecommendation_7_3_1A",
                "Ticket_DisplayTST_18_1_1A",
            )
        ),
        uapi=f"v{r.randint(50, 54)}_0",
        jar=f"{r.randint(1, 4)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
    )
    return values


def _refs(r: Random) -> dict[str, str]:
    return _common(r)


def _mixed(r: Random) -> dict[str, str]:
    values = _common(r)
    values.update(
        pnr2=pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
        tkt2=r.choice(("047", "220", "080", "125")) + num(r, 10),
        h64b=hexs(r, 64),
        bin6=r.choice("45") + num(r, 5),
        bid=f"AND-28{r.randint(1, 3):02d}-{num(r, 7)}",
    )
    return values


TEXT: tuple[Kind, ...] = (
    Kind("example_placeholders", PLACEHOLDER_TEMPLATES, _placeholders, n=10),
    Kind(
        "redacted_values",
        (
            "Log do ⟨svc⟩ após o fix: passwordData=****** officeId=LISPT28AA (⟨sup⟩, ⟨day⟩)",
            "Authorization: Bearer [REDACTED] — ⟨sup⟩ returned 401 at ⟨day⟩, correlation ⟨u⟩",
            "ADYEN_API_KEY=AQE…(usunięte) — pełny klucz jest w Vaulcie, ⟨who⟩ ma dostęp",
            '{"username":"⟨svc⟩","password":"<redacted>","apiKey":"***","pnr":"⟨pnr⟩"}',
            "mysql: [Warning] Using a password on the command line interface can be "
            "insecure. (⟨svc⟩ → ⟨ip⟩, ⟨ms⟩ ms)",
            "SASL config after masking: sasl.jaas.config=[hidden] for ⟨svc⟩ on ⟨env⟩",
        ),
        _redacted,
        n=10,
    ),
    Kind(
        "version_strings",
        (
            "⟨svc⟩ ⟨build⟩ uses ⟨msg⟩ and NDC ⟨ndc⟩ schemas; uAPI schema ⟨uapi⟩",
            "Versão ⟨build2⟩ em ⟨env⟩; amadeus-ws-client ⟨ver⟩, kafka-clients ⟨jar⟩",
            "<dependency>\n  <groupId>com.andorinha.ndc</groupId>\n"
            "  <artifactId>ndc-⟨ndc⟩-bindings</artifactId>\n  <version>⟨jar⟩</version>\n"
            "</dependency>",
            "WSDL 1ASIWANDAND ⟨build2⟩: dodano ⟨msg⟩, usunięto stare wersje (⟨who⟩)",
        ),
        _versions,
        n=10,
    ),
    Kind(
        "password_words_without_values",
        (
            "ERROR 1045 (28000): Access denied for user 'booking_rw'@'⟨ip⟩' "
            "(using password: YES) — ⟨svc⟩ depois da rotação de ⟨day⟩",
            "Hasło do SFTP BSP wygasa co ⟨days⟩ dni; ⟨who⟩ dostaje przypomnienie, "
            "nowe hasło jest tylko w Vaulcie.",
            "A password do EPR do ⟨sup⟩ expira a cada ⟨days⟩ dias — pedir ao ⟨who⟩ "
            "para a renovar no portal, nunca por email.",
            "SaslAuthenticationException: Authentication failed during authentication due "
            "to invalid credentials with SASL mechanism SCRAM-SHA-512 (⟨svc⟩, ⟨env⟩)",
            "WRONGPASS invalid username-password pair or user is disabled. (⟨svc⟩ → redis, ⟨day⟩)",
            "Password policy for agents: min 12 chars, rotated every ⟨days⟩ days, "
            "no reuse of the last ⟨n⟩ passwords",
            "Reset hasła w panelu B2B: token resetu jest jednorazowy i ważny 30 minut "
            "(⟨svc⟩, ticket ⟨n⟩)",
        ),
        _common,
        n=10,
    ),
    Kind(
        "secret_names_and_references",
        (
            "arn:aws:secretsmanager:⟨region⟩:⟨acct⟩:secret:prod/⟨svc⟩/amadeus-ws-⟨suffix⟩",
            "env:\n  - name: ADYEN_API_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟨svc⟩-secrets\n        key: adyen-api-key",
            "$ aws secretsmanager get-secret-value --secret-id prod/⟨svc⟩/mysql "
            "--query SecretString --output text | jq -r .username",
            "Sekrety: vault kv get secret/⟨env⟩/⟨svc⟩/sabre — pola epr, pcc, password "
            "(⟨who⟩ ma politykę read)",
            "Parâmetro SSM /andorinha/⟨env⟩/⟨svc⟩/kafka/sasl_password (SecureString, "
            "chave KMS alias/⟨svc⟩)",
        ),
        _refs,
        n=10,
    ),
    Kind(
        "log_lines_with_ids",
        (
            "2028-03-14T09:12:44.118Z INFO  ⟨svc⟩ [⟨t32⟩,⟨s16⟩] ticket issued "
            "pnr=⟨pnr⟩ tkt=⟨tkt⟩ psp=⟨psp⟩ took=⟨ms⟩ms",
            "2028-03-14 10:02:11,804 WARN [⟨svc⟩] token refresh for ⟨sup⟩ ok "
            "expires_in=1799 token_type=Bearer correlation=⟨u⟩",
            'level=info svc=⟨svc⟩ msg="auth ok" supplier=⟨sup⟩ session=⟨s16⟩ build=⟨sha⟩',
            "2028-03-14T11:40:02Z ERROR ⟨svc⟩ card ****⟨last4⟩ declined (psp ⟨psp⟩, "
            "refusalReason=CVC Declined) trace=⟨t32⟩",
        ),
        _common,
        n=10,
    ),
    Kind(
        "mixed_notes_and_tables",
        (
            "| booking | PNR | ticket | commit |\n|---|---|---|---|\n"
            "| ⟨bid⟩ | ⟨pnr⟩ | ⟨tkt⟩ | ⟨sha⟩ |\n| ⟨bid⟩ | ⟨pnr2⟩ | ⟨tkt2⟩ | ⟨sha⟩ |",
            "Notatki z ⟨day⟩\n- PNR ⟨pnr⟩ → bilet ⟨tkt⟩\n- BIN ⟨bin6⟩ zablokowany\n"
            "- sha256 pliku HOT ⟨h64⟩\n- trace ⟨t32⟩",
            "Resumo do incidente ⟨day⟩ (⟨svc⟩)\n* reserva ⟨bid⟩, PNR ⟨pnr⟩\n"
            "* psp ⟨psp⟩, cartão ****⟨last4⟩\n* imagem sha256:⟨h64b⟩\n"
            "* a password do ⟨sup⟩ NÃO foi alterada",
            "Checklist for ⟨sup⟩ cutover\n1. rotate the API key (⟨who⟩)\n"
            "2. check ticket ⟨tkt⟩ on PNR ⟨pnr⟩\n3. compare ETag ⟨t32⟩\n4. correlation ⟨u⟩",
        ),
        _mixed,
        n=10,
    ),
)
