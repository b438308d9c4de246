"""Benign look-alikes: masked values, references to where a secret lives, placeholders, secret
words used as words (in several languages), identifiers in code, base64 of plain data and
version strings."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike6.gen import (
    ALNUM,
    Kind,
    V,
    a,
    b64,
    b64_of,
    d,
    h,
    one,
    pick,
    rng,
)

MASKED_VALUES = Kind(
    "masked_values",
    (
        "Dashboard shows the live key only as ⟨sk⟩****************⟨last⟩, so we can't tell which "
        "service owns it.",
        "aws configure list\n      Name                    Value             Type    Location\n"
        "access_key     ****************⟨last⟩ shared-credentials-file\n"
        "secret_key     ****************⟨last2⟩ shared-credentials-file",
        "CI log prints `Authorization: Bearer ***` — masking works for the ⟨svc⟩ step too.",
        "DATABASE_URL=postgres://ledger:•••••••••@db-⟨n⟩.internal:5432/ledger (as shown in Render)",
        "token: [REDACTED] (redacted by the log shipper, len=⟨len⟩)",
    ),
    V(
        sk=lambda r: r.choice(["sk" + "_live_", "gh" + "p_", "xo" + "xb-"]),
        last=a(ALNUM, 4),
        last2=a(ALNUM, 4),
        svc=one("deploy", "publish", "e2e"),
        n=rng(1, 9),
        len=rng(32, 72),
    ),
    n=6,
)

SECRET_MANAGER_REFS = Kind(
    "secret_manager_refs",
    (
        "$ aws secretsmanager get-secret-value --secret-id ⟨env⟩/⟨svc⟩/db-password "
        "--query SecretString --output text",
        "vault kv get -field=password secret/⟨env⟩/⟨svc⟩/postgres",
        "Secret ARN: arn:aws:secretsmanager:eu-west-1:⟨acct⟩:secret:⟨env⟩/⟨svc⟩/api-key-⟨sfx⟩",
        'op read "op://Engineering/⟨svc⟩ ⟨env⟩ DB/password" | pbcopy',
        "gcloud secrets versions access latest --secret=⟨svc⟩-signing-key --project=acme-⟨env⟩",
    ),
    V(
        env=one("prod", "staging", "dev"),
        svc=one("ledger", "matchmaker", "ingest", "auth"),
        acct=d(12),
        sfx=a(ALNUM, 6),
    ),
    n=6,
)

CI_SECRET_REFS = Kind(
    "ci_secret_refs",
    (
        "- name: Publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.⟨name⟩ }}\n"
        "  run: npm publish --provenance",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ⟨k8s⟩\n"
        "        key: password",
        "GitLab masks $⟨name⟩ in job logs, but only if the value is at least 8 characters.",
        "The Jenkinsfile reads credentials('⟨k8s⟩') into DEPLOY_TOKEN; nothing is hard-coded.",
    ),
    V(
        name=one("NPM_TOKEN", "PYPI_API_TOKEN", "DEPLOY_KEY", "SENTRY_AUTH_TOKEN"),
        k8s=one("ledger-db-creds", "api-secrets", "registry-pull"),
    ),
    n=6,
)

ENV_PLACEHOLDERS = Kind(
    "env_placeholders",
    (
        "# .env.example\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/⟨db⟩\n"
        "STRIPE_SECRET_KEY=⟨sk⟩your_key_here\nJWT_SECRET=change-me-in-production",
        "OPENAI_API_KEY=<your-api-key>\nANTHROPIC_API_KEY=<your-api-key>",
        'export GITHUB_TOKEN="${GITHUB_TOKEN:?set it in your shell profile}"',
        'api_key = "YOUR_API_KEY_HERE"  # replaced by the installer, see setup.sh',
        "SENDGRID_API_KEY=SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    ),
    V(db=one("app", "ledger", "tiles"), sk=lambda r: "sk" + "_test_"),
    n=5,
)

SHELL_ENV_REFS = Kind(
    "shell_env_refs",
    (
        'curl -sS -H "Authorization: Bearer $⟨var⟩" https://api.github.com/repos/⟨org⟩/⟨repo⟩/'
        "actions/runs?per_page=5",
        'PGPASSWORD="$(vault kv get -field=password secret/⟨repo⟩/db)" psql -h db -U ⟨repo⟩',
        'docker login ghcr.io -u ⟨org⟩-bot --password-stdin <<< "$⟨var⟩"',
        "helm upgrade --install ⟨repo⟩ ./chart --set image.tag=$GIT_SHA "
        '--set-string auth.token="$⟨var⟩"',
    ),
    V(
        var=one("GH_TOKEN", "CR_PAT", "API_TOKEN", "REGISTRY_PASSWORD"),
        org=one("acme", "ledgerly", "opentiles"),
        repo=one("api", "ingest", "tiles"),
    ),
    n=6,
)

CODE_IDENTIFIERS_PY = Kind(
    "code_identifiers_py",
    (
        "def verify_webhook_signature(payload: bytes, signature: str, secret: bytes) -> bool:\n"
        "    expected = hmac.new(secret, payload, hashlib.sha256).hexdigest()\n"
        "    return hmac.compare_digest(expected, signature)",
        "password = forms.CharField(widget=forms.PasswordInput, min_length=⟨n⟩)",
        'token = request.headers.get("Authorization", "").removeprefix("Bearer ")',
        'SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]  # never default this',
        'api_key_id: Mapped[UUID] = mapped_column(ForeignKey("api_keys.id"), index=True)',
    ),
    V(n=rng(10, 16)),
    n=5,
)

CODE_IDENTIFIERS_OTHER = Kind(
    "code_identifiers_other",
    (
        "const token = await getAccessTokenSilently({ audience: API_AUDIENCE });",
        "func (s *Server) rotateSigningKey(ctx context.Context, keyID string) error {",
        "let password_hash = argon2.hash_password(password.as_bytes(), &salt)?.to_string();",
        '@Value("${payments.webhook.secret}") private String webhookSecret;',
        "private val apiKey: String = BuildConfig.MAPS_API_KEY",
        'export const SESSION_COOKIE = "__Host-session" as const;',
    ),
    V(),
    n=6,
)

CONFIG_KEY_NAMES = Kind(
    "config_key_names",
    (
        "[auth]\npassword_min_length = ⟨n⟩\ntoken_ttl_seconds = ⟨ttl⟩\nsecret_rotation_days = 90",
        "session:\n  cookie_name: sid\n  secure: true\n  max_age: ⟨ttl⟩\n  secret_ref: "
        "vault:auth/session",
        '{"jwt": {"issuer": "https://auth.acme.dev", "audience": "api", "algorithm": "RS256", '
        '"leeway_seconds": ⟨n⟩}}',
        'api_key_header = "X-Api-Key"\nrate_limit_per_key = ⟨ttl⟩',
    ),
    V(n=rng(8, 30), ttl=rng(300, 86400)),
    n=6,
)

SECRET_WORDS_ENGLISH = Kind(
    "secret_words_english",
    (
        "Password reset tokens expire after ⟨m⟩ minutes; the email links use a one-time token.",
        "The token bucket allows ⟨n⟩ requests per second per API key before we return 429.",
        "Secret Santa bot is back in #random — not related to the secrets rotation work.",
        "We rotated the leaked key on Tuesday; the new one is only in the secret manager.",
        "Private key handling moved into the HSM, so the service never sees key material.",
        'The "Forgot password?" link was 404ing on the Android build ⟨n⟩.',
    ),
    V(m=rng(10, 60), n=rng(20, 400)),
    n=6,
)

SECRET_WORDS_EUROPEAN = Kind(
    "secret_words_european",
    (
        "Passwort: steht im Team-Tresor unter „DB prod“, nicht hier eintragen.",
        "Le mot de passe de la base est dans Vault (secret/⟨svc⟩/db) ; ne jamais le copier ici.",
        "La contraseña se rota cada ⟨n⟩ días; el runbook explica cómo.",
        "A senha do banco fica no Secrets Manager (prod/⟨svc⟩/db), nunca no repositório.",
        "Il token di accesso scade dopo un'ora: serve il refresh token per rinnovarlo.",
        "Wachtwoord vergeten? De resetlink is ⟨n⟩ minuten geldig.",
    ),
    V(svc=one("ledger", "ingest", "auth"), n=rng(30, 120)),
    n=6,
)

SECRET_WORDS_ASIAN_CYRILLIC = Kind(
    "secret_words_asian_cyrillic",
    (
        "パスワードは1Passwordの「Infra」保管庫にあります。ここには書かないこと。",
        "密钥存放在 KMS 中（alias/⟨svc⟩），不要写进代码或笔记。",
        "Пароль от базы лежит в Vault: secret/data/⟨svc⟩/db — в заметки не копировать.",
        "토큰 만료 시간은 ⟨n⟩분입니다. 갱신은 refresh 토큰으로 합니다.",
        "Mật khẩu được lưu trong Secret Manager; không ghi vào ghi chú.",
    ),
    V(svc=one("ledger", "ingest", "auth"), n=rng(15, 90)),
    n=5,
)

I18N_LOCALE_FILES = Kind(
    "i18n_locale_files",
    (
        '{\n  "login.password": "⟨pw⟩",\n  "login.forgot": "⟨forgot⟩",\n  '
        '"api.token.copy": "Copy"\n}',
        'msgid "Password"\nmsgstr "⟨pw⟩"\n\nmsgid "Secret key"\nmsgstr "⟨sk⟩"',
        '<string name="password_hint">⟨pw⟩</string>\n<string name="token_expired">⟨exp⟩</string>',
    ),
    lambda r: r.choice(
        [
            {
                "pw": "Passwort",
                "forgot": "Passwort vergessen?",
                "sk": "Geheimer Schlüssel",
                "exp": "Sitzung abgelaufen",
            },
            {
                "pw": "Mot de passe",
                "forgot": "Mot de passe oublié ?",
                "sk": "Clé secrète",
                "exp": "Session expirée",
            },
            {
                "pw": "Contraseña",
                "forgot": "¿Olvidaste tu contraseña?",
                "sk": "Clave secreta",
                "exp": "La sesión ha caducado",
            },
            {
                "pw": "パスワード",
                "forgot": "パスワードをお忘れですか？",
                "sk": "秘密鍵",
                "exp": "セッションの有効期限が切れました",
            },
            {
                "pw": "Senha",
                "forgot": "Esqueceu a senha?",
                "sk": "Chave secreta",
                "exp": "Sessão expirada",
            },
        ]
    ),
    n=6,
)

OPENAPI_SECURITY = Kind(
    "openapi_security",
    (
        "components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n"
        "      bearerFormat: JWT\n    apiKey:\n      type: apiKey\n      in: header\n"
        "      name: ⟨hdr⟩",
        'security:\n  - oauth2: ["ledger:read", "ledger:write"]\n# tokenUrl: '
        "https://auth.acme.dev/oauth/token",
        "The SDK sends the key as ⟨hdr⟩; the spec marks it `x-sensitive: true` so docs hide it.",
    ),
    V(hdr=one("X-API-Key", "X-Ledger-Key", "Api-Token")),
    n=6,
)

SECRET_FILE_PATHS = Kind(
    "secret_file_paths",
    (
        "config/secrets.example.yml is the template; the real secrets.yml is gitignored.",
        "Mounted at /var/run/secrets/kubernetes.io/serviceaccount/token (projected, ⟨n⟩ s TTL).",
        "~/.aws/credentials has profiles [default] and [⟨prof⟩]; SSO is the supported path.",
        "$ ls -l ~/.ssh\n-rw------- 1 dev dev  411 id_ed25519\n-rw-r--r-- 1 dev dev   98 "
        "id_ed25519.pub\n-rw-r--r-- 1 dev dev 2.1K known_hosts",
    ),
    V(n=rng(600, 7200), prof=one("ledger-prod", "sandbox", "ml")),
    n=5,
)


def _pubsub(r: Random) -> dict[str, str]:
    payload = json.dumps({"order_id": int(d(9)(r)), "status": r.choice(["paid", "refunded"])})
    return {
        "data": b64_of(payload),
        "mid": d(16)(r),
        "png": "iVBORw0KGgoAAAANSUhEUgAAAA" + b64(r, 60)[:-2],
        "hello": b64_of(r.choice(["hello world", "ping", "tile:12/2048/1361"])),
        "cfg": b64_of("retries=3\ntimeout=" + str(r.randint(5, 60)) + "s\n"),
    }


BASE64_PLAIN_DATA = Kind(
    "base64_plain_data",
    (
        '{"message": {"data": "⟨data⟩", "messageId": "⟨mid⟩", "publishTime": '
        '"2026-02-14T08:00:01Z"}}',
        '<img alt="spinner" src="data:image/png;base64,⟨png⟩">',
        "$ echo ⟨hello⟩ | base64 -d\n(decodes to plain text — the queue payloads are "
        "not encrypted)",
        "binaryData:\n  retry.conf: ⟨cfg⟩",
    ),
    _pubsub,
    n=6,
)

VERSION_STRINGS = Kind(
    "version_strings",
    (
        "github.com/acme/ledger-go v0.0.0-⟨stamp⟩-⟨g12⟩ // indirect",
        "Installed ⟨pkg⟩ ⟨maj⟩.⟨mi⟩.dev⟨dev⟩+g⟨g7⟩ from the main branch.",
        "Build fingerprint: google/husky/husky:14/AP2A.⟨bd⟩/⟨bn⟩:user/release-keys",
        "Kernel 6.8.0-10⟨k⟩-aws, image ⟨pkg⟩:⟨maj⟩.⟨mi⟩.0-rc.2+build.⟨bn⟩.⟨g7⟩",
    ),
    V(
        stamp=lambda r: (
            f"2025{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
            f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        ),
        g12=h(12),
        g7=h(7),
        pkg=one("ocmem-sdk", "tilemath", "ledgerkit"),
        maj=rng(0, 5),
        mi=rng(0, 40),
        dev=rng(1, 300),
        bd=lambda r: "2408" + d(2)(r) + "." + pick(r, "0123456789", 3),
        bn=d(8),
        k=rng(10, 99),
    ),
    n=6,
)

NLP_TOKEN_TALK = Kind(
    "nlp_token_talk",
    (
        "Context is ⟨ctx⟩ tokens; the prompt alone is ⟨p⟩ tokens after the BPE merge change.",
        "generate(max_new_tokens=⟨p⟩, pad_token_id=tokenizer.eos_token_id)",
        "special tokens: <|endoftext|> = ⟨id1⟩, <|pad|> = ⟨id2⟩ (added to the vocab in the last "
        "fine-tune).",
        "tokens/sec dropped from ⟨p⟩ to ⟨q⟩ after enabling the KV cache quantisation.",
    ),
    V(ctx=one("8192", "32768", "131072"), p=rng(200, 4000), q=rng(50, 199), id1=d(5), id2=d(5)),
    n=6,
)

CRYPTO_PARAMETERS = Kind(
    "crypto_parameters",
    (
        "bcrypt cost factor raised from 10 to ⟨c⟩; login p99 went to ⟨ms⟩ ms.",
        "argon2id: m=65536, t=⟨t⟩, p=4, salt length 16 bytes, key length 32 bytes.",
        "AES-GCM nonce is 12 random bytes per message; never reuse a (key, nonce) pair.",
        "RSA key size 3072 for new signing keys; the old 2048-bit key id ⟨kid⟩ is retired.",
    ),
    V(c=rng(11, 14), ms=rng(80, 400), t=rng(2, 4), kid=h(16)),
    n=6,
)

WORDS: tuple[Kind, ...] = (
    MASKED_VALUES,
    SECRET_MANAGER_REFS,
    CI_SECRET_REFS,
    ENV_PLACEHOLDERS,
    SHELL_ENV_REFS,
    CODE_IDENTIFIERS_PY,
    CODE_IDENTIFIERS_OTHER,
    CONFIG_KEY_NAMES,
    SECRET_WORDS_ENGLISH,
    SECRET_WORDS_EUROPEAN,
    SECRET_WORDS_ASIAN_CYRILLIC,
    I18N_LOCALE_FILES,
    OPENAPI_SECURITY,
    SECRET_FILE_PATHS,
    BASE64_PLAIN_DATA,
    VERSION_STRINGS,
    NLP_TOKEN_TALK,
    CRYPTO_PARAMETERS,
)
