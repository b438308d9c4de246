"""Benign look-alikes that are words, code and plain data: secret-sounding identifiers and
prose in several languages, base64 of ordinary data, long numbers, version strings, URLs with
ids, and notes that mix several look-alikes. Each text must come out unchanged.
"""

from __future__ import annotations

from tests.redact.lookalike7.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64_of,
    b64url_of,
    hexs,
    num,
    pick,
    sha256_hex,
    ulid,
    uuid4,
    word,
)


def _n(r) -> str:
    return str(r.randint(2, 99))


CODE = (
    Kind(
        "ts_identifiers",
        (
            "export const TOKEN_REFRESH_SKEW_MS = ⟨ms⟩;\nexport function isTokenExpired(token: "
            "AccessToken, now = Date.now()): boolean {\n  return token.expiresAt - "
            "TOKEN_REFRESH_SKEW_MS < now;\n}",
            "Renamed `apiSecretHeader` to `signatureHeaderName` in packages/webhooks — it only "
            "ever held the string 'X-Acme-Signature'.",
            "type PasswordPolicy = { minLength: ⟨len⟩; requireSymbol: boolean; "
            "maxAgeDays: ⟨days⟩ };",
        ),
        lambda r: {
            "ms": f"{r.randint(10, 120)}_000",
            "len": str(r.randint(10, 16)),
            "days": str(r.choice([60, 90, 180])),
        },
    ),
    Kind(
        "python_identifiers",
        (
            "def rotate_api_key(self, key_id: str, *, grace_period: timedelta = timedelta("
            'hours=⟨h⟩)) -> ApiKeyMeta:\n    """Mint a new key and keep the old one valid '
            'for the grace period."""',
            'SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]  # settings/prod.py reads it from '
            "the env, the default was removed in PR #⟨pr⟩",
            "password_hasher = Argon2PasswordHasher(time_cost=⟨tc⟩, memory_cost=65536, "
            "parallelism=⟨p⟩)",
        ),
        lambda r: {
            "h": str(r.randint(1, 72)),
            "pr": num(r, 4),
            "tc": str(r.randint(2, 6)),
            "p": str(r.randint(1, 8)),
        },
    ),
    Kind(
        "go_identifiers",
        (
            "type SecretStore interface {\n\tGet(ctx context.Context, name string) "
            "([]byte, error)\n\tRotate(ctx context.Context, name string) error\n}",
            'const bearerPrefix = "Bearer "\n\ntoken, ok := strings.CutPrefix(r.Header.Get('
            '"Authorization"), bearerPrefix)\nif !ok {\n\thttp.Error(w, "missing token", '
            "⟨code⟩)\n\treturn\n}",
            'The linter flagged `var defaultPassword = ""` in cmd/⟨cmd⟩/main.go (G101) — '
            "false positive, it's the flag's empty default.",
        ),
        lambda r: {
            "code": word(r, "http.StatusUnauthorized", "401"),
            "cmd": word(r, "migrate", "seed", "ledgerctl", "replay"),
        },
    ),
    Kind(
        "hcl_k8s_references",
        (
            'resource "random_password" "⟨name⟩" {\n  length  = ⟨len⟩\n  special = true\n}\n\n'
            'resource "aws_secretsmanager_secret_version" "⟨name⟩" {\n  secret_id     = '
            "aws_secretsmanager_secret.⟨name⟩.id\n  secret_string = random_password.⟨name⟩"
            ".result\n}",
            'variable "db_password" {\n  type      = string\n  sensitive = true\n  '
            'description = "Injected by the pipeline from SSM /⟨name⟩/db/password"\n}',
        ),
        lambda r: {
            "name": word(r, "orders_db", "ledger_db", "grafana_admin", "search_api"),
            "len": str(r.choice([24, 32, 40])),
        },
        n=4,
    ),
    Kind(
        "sql_schema_words",
        (
            "CREATE TABLE api_tokens (\n  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),\n  "
            "token_hash bytea NOT NULL,\n  last_four char(4) NOT NULL,\n  expires_at "
            "timestamptz\n);",
            "ALTER TABLE users ADD COLUMN password_changed_at timestamptz; -- migration "
            "⟨mig⟩_add_password_changed_at",
            "SELECT count(*) FROM sessions WHERE revoked_at IS NULL AND user_id = ⟨uid⟩;",
        ),
        lambda r: {"mig": num(r, 14), "uid": num(r, 6)},
        n=4,
    ),
    Kind(
        "secret_words_multilingual",
        (
            "Der Text im Login-Dialog lautet jetzt „Passwort vergessen?“ statt "
            "„Kennwort vergessen?“ (Ticket WEB-⟨n⟩).",
            "Traduction FR : « Votre mot de passe doit contenir au moins ⟨len⟩ caractères. »",
            'es.json: "reset": "Restablecer contraseña", "token_expired": "El token ha caducado"',
            'ja.json の "password": "パスワード" と "secret_question": "秘密の質問" を'
            "修正しました (WEB-⟨n⟩)。",
            "Переводчики спросили, как перевести «токен доступа» — оставили «токен».",
            'pt-BR: "Chave secreta" virou "Chave de API" na tela de integrações.',
        ),
        lambda r: {"n": num(r, 4), "len": str(r.randint(8, 14))},
        n=6,
    ),
    Kind(
        "secret_words_prose",
        (
            "Retro note: the 'secret' in the incident title was a Kubernetes Secret object "
            "name, not a leaked credential. Nothing to rotate.",
            "Reminder: the password reset email template lives in "
            "apps/web/emails/PasswordReset.tsx; copy review by ⟨who⟩.",
            "Token budget for the summariser is ⟨n⟩k tokens per request; the tokenizer is "
            "cl100k_base.",
            "Our API key *rotation* runbook was merged; it describes steps, holds no keys.",
        ),
        lambda r: {"who": word(r, "Priya", "Tomás", "Lena", "Kwame"), "n": _n(r)},
        n=5,
    ),
)

DATA = (
    Kind(
        "base64_plain_data",
        (
            "The cursor is just base64 JSON: `⟨cur⟩` decodes to ⟨json⟩.",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ⟨svc⟩-flags\nbinaryData:\n  "
            "flags.json: ⟨flags⟩",
            'GraphQL node id ⟨gid⟩ is base64 of "⟨typ⟩:⟨id⟩" — Relay global id, not a token.',
        ),
        lambda r: {
            "cur": b64_of(
                j := '{"id":'
                + num(r, 7)
                + ',"created_at":"2026-0'
                + str(r.randint(1, 9))
                + "-1"
                + str(r.randint(0, 9))
                + '"}'
            ),
            "json": j,
            "svc": word(r, "search", "web", "orders"),
            "flags": b64_of(
                '{"checkout_v2":' + word(r, "true", "false") + ',"rollout":' + _n(r) + "}"
            ),
            "gid": b64_of((t := word(r, "User", "Order", "Repository")) + ":" + (i := num(r, 6))),
            "typ": t,
            "id": i,
        },
    ),
    Kind(
        "data_uris_and_blobs",
        (
            "Favicon inlined as data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ⟨png⟩ to "
            "save a request.",
            "The email preheader spacer is data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///"
            "yH5BAEAAAAALAAAAAABAAEAAAIBRAA7 — ⟨n⟩ templates use it.",
            "Font subset embedded in the PDF renderer: src: url(data:font/woff2;base64,d09GMgABA"
            "AAA⟨font⟩) format('woff2');",
        ),
        lambda r: {
            "png": b64_of(bytes(r.randbytes(60))),
            "n": _n(r),
            "font": b64_of(bytes(r.randbytes(90))),
        },
    ),
    Kind(
        "long_numbers",
        (
            "Discord message ⟨snow⟩ (snowflake → ⟨date⟩) is where the vendor confirmed the fix.",
            "Epoch millis ⟨ms⟩ in the event = the retry, not the original ⟨ms2⟩.",
            "Order numbers are ⟨ord⟩-style (Luhn check digit on the end); support pasted ⟨ord⟩.",
            "Shopify order id gid://shopify/Order/⟨sho⟩ — the storefront shows #⟨short⟩.",
        ),
        lambda r: {
            "snow": num(r, 19),
            "date": f"2026-0{r.randint(1, 9)}-{r.randint(10, 28)}",
            "ms": num(r, 13),
            "ms2": num(r, 13),
            "ord": num(r, 16),
            "sho": num(r, 13),
            "short": num(r, 4),
        },
    ),
    Kind(
        "id_formats",
        (
            "Job ids switched from UUIDs to ULIDs: ⟨ulid⟩ sorts after ⟨ulid2⟩ as expected.",
            "nanoid for share links, e.g. https://acme.dev/s/⟨nano⟩ — 21 chars, not guessable, "
            "and the link is public anyway.",
            "KSUID in the audit log: ⟨ks⟩; Segment messageId ajs-next-⟨mid⟩.",
        ),
        lambda r: {
            "ulid": ulid(r),
            "ulid2": ulid(r),
            "nano": pick(r, B64URL, 21),
            "ks": pick(r, ALNUM, 27),
            "mid": hexs(r, 32),
        },
    ),
    Kind(
        "version_strings",
        (
            "Cluster is on v1.⟨k⟩.⟨p⟩-eks-⟨eks⟩; node AMI 1.⟨k⟩.⟨p⟩-20260⟨m⟩1⟨d⟩.",
            "web@⟨ver⟩+sha.⟨s⟩ is the build in the Sentry release list; api is ⟨ver⟩-rc.⟨rc⟩.",
            "node --version → v20.⟨m⟩.⟨p⟩, pnpm 9.⟨p⟩.0, go version go1.22.⟨p⟩ linux/amd64.",
        ),
        lambda r: {
            "k": str(r.randint(27, 31)),
            "p": str(r.randint(0, 12)),
            "eks": hexs(r, 7),
            "m": str(r.randint(1, 9)),
            "d": str(r.randint(0, 9)),
            "ver": f"{r.randint(1, 5)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
            "s": hexs(r, 7),
            "rc": str(r.randint(1, 5)),
        },
    ),
    Kind(
        "urls_with_ids",
        (
            "Design spec: https://www.figma.com/design/⟨fig⟩/Checkout-v2?node-id=⟨a⟩-⟨b⟩",
            "RFC doc: https://docs.google.com/document/d/⟨gdoc⟩/edit#heading=h.⟨h⟩",
            "Notion runbook: https://www.notion.so/acme/Search-reindex-⟨notion⟩",
            "Loom of the repro: https://www.loom.com/share/⟨loom⟩",
            "Linear: https://linear.app/acme/issue/PLAT-⟨n⟩/flaky-e2e — linked PR "
            "https://github.com/acme/monorepo/pull/⟨pr⟩/commits/⟨sha⟩",
        ),
        lambda r: {
            "fig": pick(r, ALNUM, 22),
            "a": str(r.randint(1, 900)),
            "b": str(r.randint(1, 9000)),
            "gdoc": "1" + pick(r, B64URL, 43),
            "h": pick(r, LOWER_ALNUM, 12),
            "notion": hexs(r, 32),
            "loom": hexs(r, 32),
            "n": num(r, 4),
            "pr": num(r, 4),
            "sha": hexs(r, 40),
        },
        n=7,
    ),
    Kind(
        "http_exchange_ids",
        (
            'HTTP/2 304\netag: W/"⟨et⟩"\ncache-control: public, max-age=31536000, immutable\n'
            "x-cache: Hit from cloudfront\nx-amz-cf-pop: ⟨pop⟩",
            "GET /v2/orders?cursor=⟨cur⟩&limit=50 HTTP/1.1\nHost: api.acme.dev\nAccept: "
            "application/json\nIdempotency-Key: ⟨idem⟩",
            '< HTTP/1.1 201 Created\n< Location: /v2/orders/⟨u⟩\n< ETag: "⟨md5⟩"\n< '
            "X-RateLimit-Remaining: ⟨rem⟩",
        ),
        lambda r: {
            "et": hexs(r, 2) + "-" + pick(r, B64URL, 27),
            "pop": word(r, "FRA56-P4", "AMS1-C1", "IAD89-C3"),
            "cur": b64url_of('{"after":"' + uuid4(r) + '"}'),
            "idem": uuid4(r),
            "u": uuid4(r),
            "md5": hexs(r, 32),
            "rem": str(r.randint(0, 999)),
        },
    ),
)

MIXED = (
    Kind(
        "mixed_incident_note",
        (
            "## Postmortem notes (⟨date⟩)\n\n- Bad deploy: ⟨svc⟩ image sha256:⟨d⟩ from commit "
            "⟨sha⟩\n- First alert: PagerDuty ⟨pd⟩ at 02:13 UTC\n- Example failing request: "
            "X-Request-Id ⟨u⟩, trace ⟨tid⟩\n- Rolled back to revision ⟨rev⟩; no data loss.",
            "On-call handoff: ⟨svc⟩ is pinned to ⟨sha7⟩ until ⟨ghsa⟩ is patched. Grafana "
            "dashboard uid ⟨guid⟩. Kafka lag on partition ⟨p⟩ back to 0 at offset ⟨off⟩.",
        ),
        lambda r: {
            "date": f"2026-0{r.randint(1, 9)}-{r.randint(10, 28)}",
            "svc": word(r, "orders-api", "gateway", "ledger"),
            "d": sha256_hex(r),
            "sha": hexs(r, 40),
            "sha7": hexs(r, 7),
            "pd": "Q" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 13),
            "u": uuid4(r),
            "tid": hexs(r, 32),
            "rev": str(r.randint(20, 90)),
            "ghsa": "GHSA-" + "-".join(pick(r, "23456789cfghjmpqrvwx", 4) for _ in range(3)),
            "guid": pick(r, B64URL, 9),
            "p": str(r.randint(0, 11)),
            "off": num(r, 9),
        },
        n=6,
    ),
    Kind(
        "mixed_pr_review",
        (
            "Review of PR #⟨pr⟩:\n1. package-lock integrity for ⟨pkg⟩ changed to sha512-⟨sri⟩ "
            "— expected, version bump.\n2. New actions pin ⟨s40⟩ matches tag v4.\n3. The "
            "`SECRET_KEY` reference reads from settings, fine.\n4. Test fixture uuid ⟨u⟩ is "
            "reused; make it unique.",
            "PR #⟨pr⟩ diff summary: go.sum +2 (h1:⟨h1⟩), .terraform.lock.hcl +1 (zh:⟨zh⟩), "
            "and the public key deploy/cosign.pub rotated to key id ⟨kid⟩.",
        ),
        lambda r: {
            "pr": num(r, 4),
            "pkg": word(r, "zod", "vite", "undici"),
            "sri": b64_of(bytes(r.randbytes(64))),
            "s40": hexs(r, 40),
            "u": uuid4(r),
            "h1": b64_of(bytes(r.randbytes(32))),
            "zh": sha256_hex(r),
            "kid": hexs(r, 16),
        },
        n=5,
    ),
)
