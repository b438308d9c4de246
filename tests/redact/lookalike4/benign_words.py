"""Benign look-alikes: secret words used as words, identifiers and type names in code,
settings about secrets that hold none, and base64 of non-secret data."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike4.gen import Kind, b64_text, b64url_json, choose, num, pick, uuid4

_SVC = ("billing", "search", "auth", "gateway", "ledger", "exports")


def _prose(r: Random) -> dict[str, str]:
    return {
        "svc": choose(r, *_SVC),
        "n": str(r.randint(2, 90)),
        "who": choose(r, "Mei", "Jonas", "Priya", "Tomás", "Aiko", "Sam"),
        "day": choose(r, "Monday", "Tuesday", "Thursday", "Friday"),
        "ttl": str(r.randint(5, 60)),
    }


PROSE_EN = Kind(
    "secret-words-in-prose",
    (
        "The ⟨svc⟩ service never sees the password: it gets a session token from auth and "
        "checks it on every call (⟨n⟩ ms p99).",
        "⟨who⟩ asked why the refresh token lives ⟨ttl⟩ days — it's the product default, "
        "not a secret we chose.",
        "Rotated the API key for ⟨svc⟩ on ⟨day⟩; nothing to change in the repo since the "
        "key is read from the environment.",
        "Password reset emails were delayed ⟨n⟩ minutes; the token in the link expires "
        "after ⟨ttl⟩ minutes so some users had to retry.",
        "Secret scanning flagged a test fixture in ⟨svc⟩ — false alarm, it was a fake key "
        "made of x's. Closed as won't fix on ⟨day⟩.",
        "Public key auth only on the bastion since ⟨day⟩; password login is off (⟨who⟩).",
    ),
    _prose,
)

PROSE_OTHER = Kind(
    "secret-words-other-languages",
    (
        "Das Passwort für den ⟨svc⟩-Dienst steht im Vault, nicht im Repo — ⟨who⟩ hat es am "
        "⟨n⟩. rotiert.",
        "Le jeton d'accès expire après ⟨ttl⟩ minutes ; le service ⟨svc⟩ le renouvelle tout seul.",
        "La clave de API de ⟨svc⟩ se lee de la variable de entorno, no hace falta tocar el "
        "código (⟨n⟩ despliegues sin cambios).",
        "⟨svc⟩ のパスワードはリポジトリに入れないこと。トークンの有効期限は ⟨ttl⟩ 分。",
        "A senha do banco de ⟨svc⟩ foi trocada pelo ⟨who⟩; o token antigo vale por mais "
        "⟨ttl⟩ minutos.",
        "⟨svc⟩ 服务的密钥由 KMS 管理，代码里只保存密钥的名字，⟨ttl⟩ 分钟轮换一次令牌。",
    ),
    _prose,
)


def _code(r: Random) -> dict[str, str]:
    return {
        "svc": choose(r, *_SVC),
        "n": str(r.randint(8, 64)),
        "rounds": str(r.randint(10, 14)),
        "field": choose(r, "password", "api_key", "access_token", "client_secret"),
    }


CODE_DYNAMIC = Kind(
    "secret-identifiers-in-code",
    (
        "def hash_password(plain: str, *, rounds: int = ⟨rounds⟩) -> str:\n"
        "    return bcrypt.hashpw(plain.encode(), bcrypt.gensalt(rounds)).decode()",
        "const tokenExpiresAt = Date.now() + ⟨n⟩ * 60_000; // refreshAccessToken() runs "
        "before this",
        'class ApiKeyAuthMiddleware:\n    header_name = "X-Api-Key"\n    min_length = ⟨n⟩',
        'SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]  # ⟨svc⟩ settings, required since v⟨rounds⟩',
        "if (!user.passwordHash) throw new InvalidCredentialsError('⟨svc⟩: no password set');",
        'REDACT_FIELDS = {"⟨field⟩", "authorization", "set-cookie"}  # ⟨n⟩ chars shown max',
    ),
    _code,
)

CODE_TYPED = Kind(
    "secret-type-names-in-code",
    (
        "pub struct SecretString(String);\n\nimpl fmt::Debug for SecretString {\n"
        '    fn fmt(&self, f: &mut fmt::Formatter<\'_>) -> fmt::Result { f.write_str("[⟨n⟩]") }\n}',
        "func (c *Client) RefreshToken(ctx context.Context) (*oauth2.Token, error) "
        "// ⟨svc⟩ client, retries ⟨rounds⟩",
        '@Value("${jwt.secret}")\nprivate String jwtSecret; // ⟨svc⟩-service, min ⟨n⟩ bytes',
        'services.Configure<JwtOptions>(builder.Configuration.GetSection("Jwt")); '
        "// TokenLifetime = ⟨n⟩ min",
        "data class Credentials(val username: String, val password: CharArray) // ⟨svc⟩, ⟨n⟩",
        "@spec verify_token(String.t()) :: {:ok, claims :: map()} | {:error, :expired}  # ⟨svc⟩",
    ),
    _code,
)

SETTINGS = Kind(
    "secret-adjacent-settings",
    (
        'password_min_length = ⟨n⟩\npassword_require_symbol = true\ntoken_ttl = "⟨ttl⟩m"',
        "SESSION_COOKIE_SECURE = True\nCSRF_COOKIE_HTTPONLY = True\nPASSWORD_RESET_TIMEOUT = ⟨n⟩00",
        "jwt:\n  algorithm: RS256\n  access_token_ttl: ⟨ttl⟩m\n  issuer: https://auth.acme.dev",
        '[auth]\nmax_failed_password_attempts = ⟨n⟩\napi_key_header = "X-Api-Key"',
        "ssh: PasswordAuthentication no\nPubkeyAuthentication yes\nMaxAuthTries ⟨n⟩",
    ),
    lambda r: {"n": str(r.randint(3, 20)), "ttl": str(r.randint(5, 60))},
)


def _b64(r: Random) -> dict[str, str]:
    typ = choose(r, "User", "Order", "Repository", "Invoice")
    ident = num(r, r.randint(3, 9))
    cursor = {"id": int(num(r, 6)), "ts": f"2026-03-{r.randint(10, 28)}"}
    return {
        "relay": b64_text(f"{typ}:{ident}"),
        "typ": typ,
        "cursor": b64url_json(cursor),
        "plain": b64_text(choose(r, "hello from the build bot", "replicas: 3", "feature=on")),
        "text": b64_text(f"#cloud-config\nhostname: node-{num(r, 3)}\n"),
        "uuid": uuid4(r),
        "bytes": b64_text(pick(r, "abcdefghij", 12)),
    }


BASE64_DATA = Kind(
    "base64-of-public-data",
    (
        'query { node(id: "⟨relay⟩") { ... on ⟨typ⟩ { id } } }',
        "GET /v1/events?limit=50&cursor=⟨cursor⟩ — the cursor is just base64 JSON (id + ts).",
        "$ echo ⟨plain⟩ | base64 -d   # what the CI bot wrote into the annotation",
        'user_data = "⟨text⟩"  # base64 cloud-init, only sets the hostname',
        "Relay id ⟨relay⟩ decodes to ⟨typ⟩:… — handy when reading the GraphQL logs.",
    ),
    _b64,
)

WORDS: tuple[Kind, ...] = (
    PROSE_EN,
    PROSE_OTHER,
    CODE_DYNAMIC,
    CODE_TYPED,
    SETTINGS,
    BASE64_DATA,
)
