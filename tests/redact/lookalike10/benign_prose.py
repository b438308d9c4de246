"""Benign look-alikes in prose: the words password / secret / token / key with no value,
notes in Dutch, Swedish, Italian, Korean and Turkish, placeholders, masked values,
environment-variable references, policies, runbooks, postmortems, chat and incident
timelines — all around real-looking ids but with nothing secret disclosed."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike10.gen import (
    ALNUM,
    DAGS,
    HUBS,
    PEOPLE,
    SERVICES,
    SQUADS,
    UPPER_ALNUM,
    Kind,
    clock,
    day,
    handle,
    hexs,
    lines,
    pick,
    uuid4,
)


def _common(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(PEOPLE),
        "who2": r.choice(PEOPLE),
        "svc": r.choice(SERVICES),
        "dag": r.choice(DAGS),
        "hub": r.choice(HUBS),
        "squad": r.choice(SQUADS),
        "d": day(r),
        "t": clock(r)[:5],
        "n": str(r.randint(100, 4000)),
        "v": str(r.randint(2, 30)),
        "uuid": uuid4(r),
        "sha": hexs(r, 40),
        "short": hexs(r, 7),
        "tail": hexs(r, 4),
    }


PASSWORD_PROSE = Kind(
    "password_prose",
    (
        "Rotated the Snowflake password for SVC_LOADER on ⟨d⟩ (DATA-⟨n⟩); Airflow picked up "
        "the new one from Vault without a restart.",
        "Reminder: the password field in the Debezium connector config must stay a "
        "${file:...} reference — ⟨who⟩ almost pasted the real one into the PR.",
        "⟨svc⟩ keeps logging 'password authentication failed for user \"⟨svc⟩\"' after the "
        "Vault lease expires; it needs to re-read the creds, not cache them at boot.",
        "The secret for the Adyen webhook HMAC is per merchant account — there are three, "
        "each rotated separately in the Customer Area.",
        "Token expiry: Okta access tokens 1h, refresh tokens 90d sliding; the rider app "
        "forgets its refresh token on reinstall, which is expected.",
        "No password is needed for the read replica from inside the mesh — Istio mTLS plus the "
        "pg_hba `cert` rule; laptops go through the bastion and IAM auth.",
        "If `vault login -method=oidc` opens the browser and then hangs, the callback port "
        "8250 is taken; the CLI token is written to ~/.vault-token, don't copy it anywhere.",
        "Forgot-password flow for customers sends a Braze transactional email (canvas "
        "⟨uuid⟩); reset links expire after 30 minutes.",
    ),
    _common,
    n=8,
)

NOTES_DUTCH = Kind(
    "notes_dutch",
    (
        "Wachtwoord van svc_airflow geroteerd op ⟨d⟩ (Vault versie ⟨v⟩); de nieuwe waarde staat "
        "alleen in Vault, dus niet in Confluence zetten.",
        "Let op: het Terraform Cloud team-token verloopt eind maart. Vernieuwen via "
        "Settings → Teams → data-platform; run ⟨run⟩ faalde al op een 401.",
        "Storing ⟨hub⟩: Kafka-consumer ⟨svc⟩ liep achter (lag 1,2M). Oorzaak: verlopen SASL-"
        "wachtwoord in de Nomad-template, request-id ⟨uuid⟩.",
        "Overdracht aan ⟨who2⟩: de sleutel voor fastlane match staat in de macOS-sleutelhanger "
        "van de build-Mac, niet in de repo. Commit ⟨short⟩ haalt de oude verwijzing weg.",
    ),
    lambda r: {**_common(r), "run": "run-" + pick(r, ALNUM, 16)},
    n=6,
)

NOTES_SWEDISH = Kind(
    "notes_swedish",
    (
        "Lösenordet för Looker-tjänstekontot byttes ⟨d⟩; hämta det med `vault kv get "
        "-field=password secret/looker/svc` — skriv det inte i Slack.",
        "Nyckeln i loggen (pub⟨pub⟩) är bara Datadogs RUM-klienttoken, den är offentlig och "
        "behöver inte roteras.",
        "Incident i ⟨hub⟩: Klarna-webhooks returnerade 401 efter att ⟨who⟩ bytte hemlighet i "
        "Vault men glömde starta om ⟨svc⟩. Order ⟨uuid⟩ fick betalas om.",
        "Påminnelse: API-nyckeln för Twilio ska ligga under secret/data/notifications/twilio, "
        "kontot är ⟨ac⟩.",
    ),
    lambda r: {**_common(r), "pub": hexs(r, 32), "ac": "AC" + hexs(r, 32)},
    n=6,
)

NOTES_ITALIAN = Kind(
    "notes_italian",
    (
        "La password del DB ordini è stata ruotata il ⟨d⟩; il nuovo valore è solo in Vault "
        "(secret/data/orders/db, versione ⟨v⟩).",
        "Il token nel log di Jenkins è mascherato (`Bearer ****⟨tail⟩`), quindi nessuna "
        "rotazione necessaria — build #⟨n⟩.",
        "Per il deploy di ⟨svc⟩ a ⟨hub⟩ serve la chiave SSH del bastion; chiedere a ⟨who⟩ di "
        "aggiungere la propria chiave pubblica, non condividere quella privata.",
        "Segreto del webhook Adyen: uno per merchant account (MandjeIT_ECOM incluso). Il "
        "commit ⟨short⟩ legge la chiave da variabile d'ambiente.",
    ),
    _common,
    n=6,
)

NOTES_KOREAN = Kind(
    "notes_korean",
    (
        "Snowflake 서비스 계정 비밀번호는 Vault에만 있음 (경로 secret/data/snowflake/⟨svc⟩). "
        "⟨d⟩에 교체 완료.",
        "Jenkins 로그의 토큰 값은 마스킹됨: ****⟨tail⟩ — 교체 필요 없음. 빌드 #⟨n⟩.",
        "요청 ID ⟨uuid⟩ 로 Datadog에서 검색하면 ⟨svc⟩ 타임아웃 트레이스가 나옴.",
        "서울 에이전시용 TestFlight 그룹 추가. API 키 자체는 공유하지 말고 ⟨who⟩에게 Vault "
        "접근 권한을 요청할 것.",
    ),
    _common,
    n=6,
)

NOTES_TURKISH = Kind(
    "notes_turkish",
    (
        "Adyen API anahtarı Vault'ta: secret/data/payments/adyen#api_key — Confluence'a "
        "yazmayın. Değişiklik ⟨d⟩, ticket PAY-⟨n⟩.",
        "Şifre sıfırlama bağlantısı Okta'dan gönderildi (kullanıcı ⟨u⟩); MFA faktörü de "
        "sıfırlandı.",
        "İstanbul hub'ı (⟨hub⟩) için yeni Twilio numarası; mesaj servisi ⟨mg⟩, token değişmedi.",
        "⟨svc⟩ pod'u 'invalid token' hatası veriyor: Vault lease süresi doldu, istek "
        "⟨uuid⟩. Yeniden başlatınca düzeldi.",
    ),
    lambda r: {**_common(r), "u": "00u" + pick(r, ALNUM, 17), "mg": "MG" + hexs(r, 32)},
    n=6,
)

PLACEHOLDERS = Kind(
    "placeholders",
    (
        "curl -H 'Authorization: Bearer <your-okta-token>' "
        "https://mandje.okta.com/api/v1/users/⟨u⟩ — token from Okta Admin → Security → API.",
        "export DATABRICKS_TOKEN=<personal-access-token>  # from User Settings → Developer; "
        "host https://⟨ws⟩.cloud.databricks.com",
        lines(
            "# .env.example (committed)",
            "ADYEN_API_KEY=REPLACE_ME",
            "ADYEN_HMAC_KEY=REPLACE_ME",
            "KLARNA_USERNAME=",
            "KLARNA_PASSWORD=",
            "BRAZE_REST_API_KEY=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
            "SERVICE_NAME=⟨svc⟩",
        ),
        "vault login -method=userpass username=⟨user⟩ password=<typed at prompt> — better: "
        "leave password off and the CLI prompts without echo.",
        "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
        'username="<API_KEY>" password="<API_SECRET>";  # template for ⟨svc⟩',
    ),
    lambda r: {
        "u": "00u" + pick(r, ALNUM, 17),
        "ws": f"dbc-{hexs(r, 8)}-{hexs(r, 4)}",
        "svc": r.choice(SERVICES),
        "user": handle(r.choice(PEOPLE)),
    },
    n=6,
)

MASKED_VALUES = Kind(
    "masked_values",
    (
        "Datadog flagged an Adyen key in a log: `AQE••••••••••⟨tail⟩` — it was already masked "
        "by our logger, rotating anyway per policy (PAY-⟨n⟩).",
        "Terraform Cloud shows the team token as `⟨tfc⟩.atlasv1.****` in the variables UI — "
        "the value is write-only, you can't read it back.",
        "Okta API tokens page: '⟨svc⟩-scim' created ⟨d⟩, token ending …⟨tail⟩, last used today.",
        "Vault token in the support bundle was truncated to `hvs.CAES…` by the collector, so "
        "no rotation needed.",
        "Braze REST keys list: '⟨svc⟩ transactional' — identifier shows as ****-****-****-⟨tail⟩"
        "; permissions messages.send only.",
        "AWS console: access key AKIA************⟨last4⟩ for user airflow-legacy, last used ⟨d⟩ "
        "— deactivate after the IRSA migration.",
    ),
    lambda r: {
        "tail": hexs(r, 4),
        "n": str(r.randint(100, 900)),
        "tfc": pick(r, ALNUM, 14),
        "svc": r.choice(SERVICES),
        "d": day(r),
        "last4": pick(r, UPPER_ALNUM, 4),
    },
    n=6,
)

ENV_REFS = Kind(
    "env_var_references",
    (
        'adyen_client = Adyen(api_key=os.environ["ADYEN_API_KEY"], platform="live", '
        'live_endpoint_prefix="⟨pfx⟩")',
        "snowsql -a $SNOWFLAKE_ACCOUNT -u $SNOWFLAKE_USER --private-key-path "
        '"$SNOWFLAKE_KEY_PATH" -o log_level=DEBUG  # passphrase via '
        "PRIVATE_KEY_PASSPHRASE",
        'twilio_client = Client(os.getenv("TWILIO_API_KEY_SID"), '
        'os.getenv("TWILIO_API_KEY_SECRET"), '
        'os.getenv("TWILIO_ACCOUNT_SID"))',
        'PGPASSWORD="$(vault kv get -field=password secret/⟨svc⟩/db)" psql -h '
        "orders-db.mandje.internal -U ⟨svc⟩ -c 'select 1'",
        "braze_key: \"{{ lookup('community.hashi_vault.hashi_vault', "
        "'secret=secret/data/notifications/braze:rest_key') }}\"",
        'storePassword = providers.environmentVariable("ANDROID_STORE_PASSWORD").get()  '
        "// ⟨svc⟩ mobile CI",
    ),
    lambda r: {
        "pfx": hexs(r, 16) + "-MandjeNL",
        "svc": r.choice(SERVICES).replace("-", "_"),
    },
    n=6,
)

PASSWORD_POLICY = Kind(
    "password_policy",
    (
        "Okta password policy for contractors (⟨squad⟩): min length ⟨len⟩, no reuse of last "
        "⟨hist⟩, lockout after ⟨lock⟩ attempts, max age 90 days; service accounts are exempt "
        "and use key-pair auth.",
        "Snowflake PASSWORD POLICY mandje_human_pp: PASSWORD_MIN_LENGTH = ⟨len⟩, "
        "PASSWORD_MAX_RETRIES = ⟨lock⟩, PASSWORD_HISTORY = ⟨hist⟩ — applied to all TYPE=PERSON "
        "users on ⟨d⟩.",
        "Vault password policy `db-generated`: length ⟨len⟩, at least 1 digit/upper/lower, "
        "charset without quotes so Debezium configs don't break.",
    ),
    lambda r: {
        "squad": r.choice(SQUADS),
        "len": str(r.randint(14, 32)),
        "hist": str(r.randint(4, 24)),
        "lock": str(r.randint(3, 10)),
        "d": day(r),
    },
)

ROTATION_RUNBOOK = Kind(
    "rotation_runbook",
    (
        lines(
            "Rotate the Confluent API key for ⟨svc⟩:",
            "1. `confluent api-key create --resource ⟨lkc⟩ --service-account ⟨sa⟩` "
            "(copy the secret straight into Vault)",
            "2. `vault kv patch secret/kafka/⟨svc⟩ api_key=... api_secret=-` (reads stdin)",
            "3. Roll ⟨svc⟩ via Nomad, watch lag",
            "4. `confluent api-key delete <old-key>` after 24h",
        ),
        lines(
            "Rotate Adyen webhook HMAC (per merchant account):",
            "1. Customer Area → Developers → Webhooks → ⟨svc⟩ → Generate new HMAC key",
            "2. Store under secret/payments/adyen-hmac/<merchant> (field `hmac_key`)",
            "3. Deploy payments-gateway; it accepts old+new for 1h (PAY-⟨n⟩)",
        ),
        lines(
            "Root credential rotation for the orders DB (Vault database engine):",
            "$ vault write -f database/rotate-root/orders",
            "# after this only Vault knows the root password — by design",
            "$ vault read database/config/orders  # shows connection_url with {{username}}",
        ),
    ),
    lambda r: {
        "svc": r.choice(SERVICES),
        "lkc": "lkc-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 6),
        "sa": "sa-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 6),
        "n": str(r.randint(100, 900)),
    },
)

POSTMORTEM = Kind(
    "postmortem_excerpts",
    (
        lines(
            "## Postmortem: basket events gap (⟨d⟩)",
            "**Impact:** ⟨mins⟩ min of basket.item-added missing in Snowflake, no customer impact.",
            "**Root cause:** the Kafka SASL password for ⟨svc⟩ expired with the Vault lease; the "
            "consumer swallowed SaslAuthenticationException.",
            "**Action items:** alert on auth failures (DATA-⟨n⟩), no static credentials in "
            "Nomad jobs.",
        ),
        lines(
            "### Timeline (UTC)",
            "- ⟨t⟩ PagerDuty ⟨inc⟩ triggers for ⟨svc⟩",
            "- +6m ⟨who⟩ finds 401s: Okta token for the SCIM app revoked during the cleanup",
            "- +19m new token issued and stored in Vault; SCIM resumes",
        ),
    ),
    lambda r: {
        **_common(r),
        "mins": str(r.randint(5, 180)),
        "inc": "Q" + pick(r, UPPER_ALNUM, 13),
    },
)

CHAT_MESSAGES = Kind(
    "chat_messages",
    (
        lines(
            "[⟨t⟩] ⟨who⟩: can someone DM me the Cloudflare API token for the DNS change?",
            "[⟨t⟩] ⟨who2⟩: no DMs for tokens 🙂 — `vault kv get -field=token "
            "secret/platform/cloudflare-dns`, your Okta group has read",
        ),
        lines(
            "⟨who⟩: is `pub⟨pub⟩` in the web bundle a leak?",
            "⟨who2⟩: no, RUM client tokens are meant to be public",
        ),
        lines(
            "⟨who⟩ ⟨t⟩: the fastlane match passphrase prompt again on the CI Mac",
            "⟨who2⟩ ⟨t⟩: MATCH_PASSWORD is in the Jenkins credential 'ios-match-passphrase', "
            "job must bind it",
        ),
    ),
    lambda r: {**_common(r), "pub": hexs(r, 32)},
    n=6,
)

INCIDENT_TIMELINE = Kind(
    "incident_uuid_timeline",
    (
        lines(
            "⟨t⟩ checkout 5xx at ⟨hub⟩, sample x-request-ids:",
            "  ⟨u1⟩",
            "  ⟨u2⟩",
            "  ⟨u3⟩",
            "all three → ⟨svc⟩ → redis timeout",
        ),
        "Order ⟨u1⟩ double-charged: Adyen psp ⟨psp1⟩ and ⟨psp2⟩, idempotency key ⟨u2⟩ was "
        "regenerated on retry — fix in ⟨short⟩.",
    ),
    lambda r: {
        **_common(r),
        "u1": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "psp1": pick(r, UPPER_ALNUM, 16),
        "psp2": pick(r, UPPER_ALNUM, 16),
    },
)

PROSE: tuple[Kind, ...] = (
    PASSWORD_PROSE,
    NOTES_DUTCH,
    NOTES_SWEDISH,
    NOTES_ITALIAN,
    NOTES_KOREAN,
    NOTES_TURKISH,
    PLACEHOLDERS,
    MASKED_VALUES,
    ENV_REFS,
    PASSWORD_POLICY,
    ROTATION_RUNBOOK,
    POSTMORTEM,
    CHAT_MESSAGES,
    INCIDENT_TIMELINE,
)

__all__ = ["PROSE"]
