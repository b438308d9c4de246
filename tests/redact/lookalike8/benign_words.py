"""Benign look-alikes in prose and code: secret words used as words in several languages,
identifiers and placeholders, masked values, base64 of public data, long numbers, versions,
URLs with ids, and notes that mix several look-alikes."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike8.gen import (
    ALNUM,
    B64URL,
    UPPER_ALNUM,
    Kind,
    b64_of,
    b64url,
    day,
    hexs,
    json_b64url,
    num,
    pick,
    semver,
    ulid,
    uuid4,
)

PEOPLE = ("Dana", "Lee", "Priya", "Tomás", "Yuki", "Olu", "Mara")


def _ticket(r: Random) -> dict[str, str]:
    return {
        "t": f"{r.choice(('PLAT', 'WEB', 'DATA', 'SEC', 'MOB'))}-{r.randint(100, 9999)}",
        "who": r.choice(PEOPLE),
        "n": str(r.randint(2, 60)),
    }


SECRET_WORDS_EN = Kind(
    "secret-words-english",
    (
        "Password reset emails land in spam for Outlook users (⟨t⟩); SPF record was missing.",
        "The token bucket limiter allows ⟨n⟩ requests per second per API key; bursts above that "
        "get 429.",
        "⟨who⟩ asked why the secret rotation job runs at 03:00 - it avoids the nightly batch.",
        "Key takeaway from ⟨t⟩: never log the Authorization header, log only its scheme.",
        "The login form now shows 'Forgot password?' under the password field (⟨t⟩).",
        "Private key handling moved to the KMS-backed signer; no key material on disk anymore "
        "(⟨t⟩, ⟨who⟩).",
    ),
    _ticket,
)

SECRET_WORDS_DE_FR = Kind(
    "secret-words-german-french",
    (
        "Das Passwort-Feld akzeptiert jetzt Passphrasen bis ⟨n⟩ Zeichen (⟨t⟩).",
        "Notiz: Zugangsdaten liegen im Tresor, nicht im Repo; ⟨who⟩ hat die Rotation gemacht.",
        "Le jeton d'accès expire après ⟨n⟩ minutes, le client le renouvelle tout seul (⟨t⟩).",
        "Mot de passe oublié : le lien de réinitialisation était cassé sur mobile (⟨t⟩).",
        "Geheimnisse werden per External Secrets Operator synchronisiert (Ticket ⟨t⟩).",
        "La clé secrète n'est jamais commitée ; ⟨who⟩ l'a déplacée dans le coffre (⟨t⟩).",
    ),
    _ticket,
)

SECRET_WORDS_ES_PT = Kind(
    "secret-words-spanish-portuguese",
    (
        "La contraseña del usuario de prueba se genera en cada ejecución del seed (⟨t⟩).",
        "El token de acceso caduca en ⟨n⟩ minutos; el SDK lo refresca solo.",
        "A senha do Wi-Fi do escritório mudou, ⟨who⟩ mandou no canal #office (⟨t⟩).",
        "Chave de API nunca vai no app móvel; o backend faz a chamada (⟨t⟩).",
        "Olvidé la clave del llavero de firma; ⟨who⟩ la tiene en el gestor del equipo.",
    ),
    _ticket,
    n=5,
)

SECRET_WORDS_ASIAN = Kind(
    "secret-words-cjk",
    (
        "パスワードの再設定メールが届かない件（⟨t⟩）はSMTPのレート制限が原因でした。",
        "アクセストークンの有効期限は⟨n⟩分。リフレッシュは自動。",
        "密码重置链接在移动端失效，⟨who⟩ 已修复（⟨t⟩）。",
        "密钥不要写进仓库，统一放在 Vault 里（⟨t⟩）。",
        "비밀번호 변경 후 세션이 유지되는 버그 수정 (⟨t⟩).",
        "API 키는 서버에서만 사용합니다. 앱에는 넣지 마세요 (⟨t⟩).",
    ),
    _ticket,
)

SECRET_WORDS_RU_OTHER = Kind(
    "secret-words-russian-and-more",
    (
        "Пароль от тестового стенда теперь выдаётся через Vault, а не в чате (⟨t⟩).",
        "Токен доступа живёт ⟨n⟩ минут, потом клиент обновляет его сам.",
        "Het wachtwoord-veld valideert nu ook de lengte (⟨t⟩, ⟨who⟩).",
        "Hasło do konta serwisowego jest w menedżerze haseł zespołu (⟨t⟩).",
        "Parola sıfırlama bağlantısı ⟨n⟩ dakika geçerli (⟨t⟩).",
    ),
    _ticket,
    n=5,
)

CODE_PYTHON = Kind(
    "code-identifiers-python",
    (
        "def verify_password(plain: str, hashed: str) -> bool:\n    return pwd_context.verify("
        "plain, hashed)  # ⟨t⟩",
        'API_KEY_HEADER = "X-API-Key"\napi_key = request.headers.get(API_KEY_HEADER)  # ⟨t⟩',
        'token = os.environ["GITHUB_TOKEN"]\nheaders = {"Authorization": f"Bearer {token}"}  # ⟨t⟩',
        "class Settings(BaseSettings):\n    secret_key: SecretStr\n    database_url: PostgresDsn"
        "\n    # ⟨t⟩",
        "password = getpass.getpass('DB password: ')  # ⟨t⟩, never echo it",
        "assert 'client_secret' not in response.text, '⟨t⟩'",
    ),
    _ticket,
)

CODE_TS_GO = Kind(
    "code-identifiers-ts-go-rust",
    (
        "const apiKey = process.env.OPENAI_API_KEY ?? '';\nif (!apiKey) throw new Error('⟨t⟩: "
        "missing key');",
        'type Config struct {\n\tClientSecret string `json:"client_secret" env:"CLIENT_SECRET"`'
        "\n} // ⟨t⟩",
        'let token = std::env::var("CARGO_REGISTRY_TOKEN").context("⟨t⟩")?;',
        "export interface Session { accessToken: string; refreshToken?: string } // ⟨t⟩",
        '@Value("${spring.datasource.password}")\nprivate String dbPassword; // ⟨t⟩',
        'let secret = try Keychain.read(key: "refresh_token") // ⟨t⟩',
    ),
    _ticket,
)


def _placeholder(r: Random) -> dict[str, str]:
    return {"t": f"ops-{r.randint(100, 999)}", "port": str(r.randint(3000, 9000))}


PLACEHOLDERS = Kind(
    "credential-placeholders",
    (
        'curl -H "Authorization: Bearer <YOUR_API_KEY>" http://localhost:⟨port⟩/v1/models',
        "OPENAI_API_KEY=sk-...  # put yours in .env.local (⟨t⟩)",
        'api_key = "REPLACE_ME"  # CI fails on purpose until set (⟨t⟩)',
        'password: "{{ db_password }}"  # templated by the Helm chart (⟨t⟩)',
        "export GITHUB_TOKEN="
        + "gh"
        + "p_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  # example from the docs (⟨t⟩)",
        "DATABASE_URL=postgres://USER:PASSWORD@localhost:⟨port⟩/app",
    ),
    _placeholder,
)


def _mask(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, "0123456789", 4),
        "tail": pick(r, ALNUM, 4),
        "host": r.choice(("db.internal", "pg-primary", "10.2.0.7")),
        "t": f"{r.randint(1, 23):02d}:{r.randint(0, 59):02d}",
    }


MASKED_VALUES = Kind(
    "masked-values",
    (
        "Stripe shows the live key only as "
        + "sk"
        + "_live_••••••••••••••••••••⟨tail⟩ after creation.",
        "DATABASE_URL=postgres://app:***@⟨host⟩:5432/app (as printed by the boot log at ⟨t⟩)",
        "Run npm publish\n  npm publish --access public\n  env:\n    NODE_AUTH_TOKEN: ***",
        "Card on file: •••• •••• •••• ⟨last4⟩ (exp 09/27)",
        "$ vercel env ls\n  name                 value      environments\n  STRIPE_SECRET_KEY    "
        "Encrypted  Production  (pulled at ⟨t⟩)",
        "Token: ****************************⟨tail⟩ (rotated at ⟨t⟩)",
    ),
    _mask,
)


def _b64pub(r: Random) -> dict[str, str]:
    flags = {"newCheckout": r.random() < 0.5, "rollout": r.randint(1, 100), "region": "eu"}
    hdr = {"alg": "RS256", "typ": "JWT", "kid": b64url(r, 16)}
    return {
        "flags": b64_of(json.dumps(flags)),
        "hdr": json_b64url(hdr),
        "cfg": b64_of(f"listen {r.randint(8000, 9000)};\nserver_name api.acme.io;\n"),
        "cursor": b64_of(json.dumps({"after": num(r, 8), "limit": 50})),
    }


BASE64_PUBLIC = Kind(
    "base64-of-public-data",
    (
        "The feature-flag cookie is just base64 JSON: ⟨flags⟩",
        "JWT header decodes fine: echo ⟨hdr⟩ | base64 -d -> alg RS256, kid as expected.",
        "ConfigMap binaryData nginx.conf: ⟨cfg⟩",
        "Pagination cursor from the API: ⟨cursor⟩ (decodes to the last id + limit).",
    ),
    _b64pub,
    n=5,
)


def _numbers(r: Random) -> dict[str, str]:
    return {
        "snow": num(r, 19),
        "snow2": num(r, 18),
        "ns": "17" + pick(r, "0123456789", 17),
        "ts": f"17{num(r, 8)}.{pick(r, '0123456789', 6)}",
        "chan": "C0" + pick(r, UPPER_ALNUM, 9),
        "user": "U0" + pick(r, UPPER_ALNUM, 9),
    }


LONG_NUMBERS = Kind(
    "long-numeric-ids",
    (
        "Discord message ⟨snow⟩ in channel ⟨snow2⟩ has the repro video.",
        "Slack thread: channel ⟨chan⟩, ts ⟨ts⟩, started by ⟨user⟩.",
        "Event time in ns: ⟨ns⟩ (clock skew between the two collectors).",
        "tweet id ⟨snow⟩ is the launch announcement we link from the README.",
        "https://acme.slack.com/archives/⟨chan⟩/p⟨snow⟩",
    ),
    _numbers,
)


def _versions(r: Random) -> dict[str, str]:
    return {
        "a": semver(r),
        "b": semver(r),
        "sha": hexs(r, 7),
        "d": day(r).replace("-", ""),
        "node": f"v{r.randint(18, 23)}.{r.randint(0, 19)}.{r.randint(0, 9)}",
    }


VERSION_STRINGS = Kind(
    "version-strings",
    (
        "node ⟨node⟩ / npm ⟨a⟩ / next ⟨b⟩ on the CI image.",
        "Built ⟨a⟩+⟨d⟩.g⟨sha⟩ (dirty) - rebuild from a clean tree before tagging.",
        "go version go1.23.4 linux/amd64 on the runner; the image label says ⟨a⟩-⟨d⟩.",
        "$ python -c 'import torch; print(torch.__version__)'\n2.5.1+cu124",
        "Upgraded from ⟨a⟩ to ⟨b⟩; changelog mentions a breaking default.",
    ),
    _versions,
    n=5,
)


def _urls(r: Random) -> dict[str, str]:
    return {
        "gdoc": "1" + pick(r, B64URL, 43),
        "figma": pick(r, ALNUM, 22),
        "notion": hexs(r, 32),
        "loom": hexs(r, 32),
        "graf": pick(r, ALNUM, 9),
        "trace": hexs(r, 32),
    }


URLS_WITH_IDS = Kind(
    "urls-with-ids",
    (
        "Design doc: https://docs.google.com/document/d/⟨gdoc⟩/edit (comment access only)",
        "Mockups: https://www.figma.com/design/⟨figma⟩/Checkout-v2?node-id=12-345",
        "Runbook lives at https://www.notion.so/acme/Incident-runbook-⟨notion⟩",
        "Walkthrough video: https://www.loom.com/share/⟨loom⟩",
        "Dashboard https://grafana.acme.io/d/⟨graf⟩/api-latency and trace "
        "https://app.datadoghq.eu/apm/trace/⟨trace⟩",
    ),
    _urls,
)


def _ids(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "ulid": ulid(r),
        "oid": hexs(r, 24),
        "ksuid": pick(r, ALNUM, 27),
        "nano": pick(r, B64URL, 21),
    }


GENERIC_IDS = Kind(
    "generic-record-ids",
    (
        "Order ⟨ulid⟩ was charged twice; the webhook retry reused idempotency key ⟨uuid⟩.",
        'db.orders.findOne({ _id: ObjectId("⟨oid⟩") })',
        "Segment message id ⟨ksuid⟩ never arrived in the warehouse.",
        "Invite link /join/⟨nano⟩ expired; short ids are nanoid(21).",
        '{"id": "⟨uuid⟩", "parent": "⟨ulid⟩", "mongo_id": "⟨oid⟩"}',
    ),
    _ids,
)


def _mix(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "rid": uuid4(r),
        "pk": "pk" + "_live_51" + pick(r, ALNUM, 97),
        "run": num(r, 11),
        "evt": "evt_" + pick(r, ALNUM, 24),
        "d": day(r),
    }


MIXED_NOTES = Kind(
    "mixed-lookalike-notes",
    (
        "Deploy ⟨d⟩: commit ⟨sha⟩, image sha256:⟨dig⟩, CI run ⟨run⟩. First failing request ⟨rid⟩.",
        "Checkout outage recap: frontend had publishable key ⟨pk⟩ (fine), webhook ⟨evt⟩ was "
        "retried, fix in ⟨sha⟩.",
        "| what | value |\n|---|---|\n| commit | ⟨sha⟩ |\n| digest | sha256:⟨dig⟩ |\n"
        "| request | ⟨rid⟩ |",
        "- rollout ⟨run⟩ paused\n- bad digest sha256:⟨dig⟩\n- good commit ⟨sha⟩\n- trace ⟨rid⟩",
    ),
    _mix,
    n=5,
)


def _where(r: Random) -> dict[str, str]:
    return {
        "app": r.choice(("api", "billing", "search", "mobile-backend")),
        "who": r.choice(PEOPLE),
        "days": str(r.choice((30, 60, 90))),
        "d": day(r),
    }


SECRET_LOCATION_NOTES = Kind(
    "secret-location-notes",
    (
        "Prod DB password for ⟨app⟩ lives in AWS Secrets Manager under prod/⟨app⟩/db, rotated "
        "every ⟨days⟩ days.",
        "Stripe live secret key: 1Password > Prod Infra > 'Stripe ⟨app⟩' (⟨who⟩ has owner access).",
        "Rotated the ⟨app⟩ webhook signing secret on ⟨d⟩; new value only in Vault at "
        "kv/prod/⟨app⟩/webhook.",
        "Where things are: JWT signing key in KMS, SMTP creds in SSM, nothing in the repo "
        "(⟨app⟩, checked ⟨d⟩).",
        "Ask ⟨who⟩ for the break-glass credentials; they are in the sealed envelope in the safe.",
    ),
    _where,
    n=5,
)


def _k8s_secret(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(("api-db", "stripe", "registry-creds", "smtp")),
        "ns": r.choice(("prod", "staging", "payments")),
        "n": str(r.randint(16, 64)),
        "age": f"{r.randint(2, 300)}d",
    }


K8S_SECRET_LISTING = Kind(
    "kubectl-secret-listings",
    (
        "$ kubectl -n ⟨ns⟩ get secrets\nNAME   TYPE     DATA   AGE\n⟨name⟩   Opaque   2      ⟨age⟩",
        "$ kubectl -n ⟨ns⟩ describe secret ⟨name⟩\nType:  Opaque\n\nData\n====\npassword:  "
        "⟨n⟩ bytes\nusername:  8 bytes",
        "kubectl -n ⟨ns⟩ get secret ⟨name⟩ -o jsonpath='{.data.password}' | base64 -d  # do not "
        "paste the output anywhere",
        "Secret ⟨ns⟩/⟨name⟩ is owned by the ExternalSecret of the same name (age ⟨age⟩).",
    ),
    _k8s_secret,
    n=4,
)


def _known(r: Random) -> dict[str, str]:
    return {"f": r.choice(("empty.txt", "placeholder.bin", ".keep", "stub.json")), "n": num(r, 4)}


WELL_KNOWN_DIGESTS = Kind(
    "well-known-digests",
    (
        "sha256 of ⟨f⟩ is e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 - "
        "the empty-string hash, so the upload was empty (#⟨n⟩).",
        "ETag d41d8cd98f00b204e9800998ecf8427e on ⟨f⟩ means zero bytes (MD5 of nothing), ⟨n⟩.",
        "Git's empty tree is 4b825dc642cb6eb9a060e54bf8d69288fbee4904; diff against it to list "
        "every file (⟨n⟩).",
        "sha1 da39a3ee5e6b4b0d3255bfef95601890afd80709 for ⟨f⟩ = empty input (job ⟨n⟩).",
    ),
    _known,
    n=4,
)


def _auth_challenge(r: Random) -> dict[str, str]:
    return {
        "realm": r.choice(("api.acme.io", "registry.acme.io", "acme")),
        "rid": uuid4(r),
        "scope": r.choice(("repository:acme/api:pull", "read:org", "orders:write")),
    }


AUTH_CHALLENGES = Kind(
    "http-auth-challenges",
    (
        'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="https://⟨realm⟩/token",'
        'scope="⟨scope⟩",error="invalid_token"',
        '{"error": "invalid_grant", "error_description": "refresh token expired", '
        '"request_id": "⟨rid⟩"}',
        '< HTTP/2 403\n< www-authenticate: Basic realm="⟨realm⟩"\n< x-request-id: ⟨rid⟩',
        "401 from ⟨realm⟩ with scope ⟨scope⟩ - the token had the wrong audience, not a wrong "
        "secret.",
    ),
    _auth_challenge,
    n=4,
)


def _team_notes(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(PEOPLE),
        "who2": r.choice(PEOPLE),
        "sha": hexs(r, 7),
        "pr": str(r.randint(100, 9999)),
        "inc": f"INC-{r.randint(100, 999)}",
        "t": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
    }


TEAM_NOTES = Kind(
    "chat-commit-postmortem-notes",
    (
        "[⟨t⟩] ⟨who⟩: rotated the Stripe key, new one is in Vault - not pasting it here\n"
        "[⟨t⟩] ⟨who2⟩: 👍 redeploying",
        "chore(security): revoke leaked test token and purge it from history (#⟨pr⟩, ⟨sha⟩)",
        "⟨inc⟩ timeline\n⟨t⟩ key exposure reported\n⟨t⟩ credential revoked by ⟨who⟩\n⟨t⟩ "
        "audit logs show no use",
        "Runbook step 3: vault kv put kv/prod/api/jwt signing_key=@new.pem (⟨who⟩ runs it, never "
        "from a shared shell) - ⟨inc⟩",
        "PR #⟨pr⟩ review: please read the secret from env instead of hardcoding it (⟨who2⟩).",
    ),
    _team_notes,
)

WORDS: tuple[Kind, ...] = (
    SECRET_WORDS_EN,
    SECRET_WORDS_DE_FR,
    SECRET_WORDS_ES_PT,
    SECRET_WORDS_ASIAN,
    SECRET_WORDS_RU_OTHER,
    CODE_PYTHON,
    CODE_TS_GO,
    PLACEHOLDERS,
    MASKED_VALUES,
    BASE64_PUBLIC,
    LONG_NUMBERS,
    VERSION_STRINGS,
    URLS_WITH_IDS,
    GENERIC_IDS,
    MIXED_NOTES,
    SECRET_LOCATION_NOTES,
    K8S_SECRET_LISTING,
    WELL_KNOWN_DIGESTS,
    AUTH_CHALLENGES,
    TEAM_NOTES,
)
