"""Benign look-alikes in prose and code: secret words used as words (in several languages),
identifiers and placeholders in code, base64 of plain data, long numbers, versions, URLs
with ids, commit and PR notes, runbooks, postmortems, and notes that mix several of these."""

from __future__ import annotations

from tests.redact.lookalike9.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64_of,
    between,
    block,
    clock,
    date,
    hexs,
    num,
    one,
    pick,
    ulid,
    uuid4,
)

SKT = "s" + "k_test_"
CLIENTS = ("Hartmann Logistik", "Bodega Sol", "Nordlicht Bank", "Maple & Finch", "Kaiju Games")
SERVICES = ("orders", "payments", "catalog", "gateway", "ledger")

TEXT: tuple[Kind, ...] = (
    Kind(
        "secret-words-english",
        (
            "The secret to the ⟨client⟩ build times was caching node_modules per lockfile hash.",
            "Password reset emails for ⟨client⟩ go through the mail.tasks queue; the token "
            "expires after ⟨n⟩ minutes.",
            "Rate limiter is a token bucket: ⟨n⟩ tokens, refill 1/s, keyed by tenant.",
            "Private key rotation for ⟨client⟩ is on the quarterly checklist, owner: ops.",
        ),
        lambda r: {"client": one(r, CLIENTS), "n": between(r, 5, 120)},
        n=6,
    ),
    Kind(
        "secret-words-other-languages",
        (
            "Hinweis: Das Passwort-vergessen-Formular von ⟨client⟩ schickt den Link nach "
            "⟨n⟩ Minuten erneut.",
            "Nota: el token de acceso caduca a los ⟨n⟩ minutos; la contraseña nunca se "
            "guarda en el log.",
            "Rappel : la clé API de ⟨client⟩ se trouve dans le coffre, pas dans le dépôt "
            "(ticket ⟨t⟩).",
            "メモ: パスワードのリセットは ⟨n⟩ 分で期限切れ。シークレットは Key Vault に保存。",
            "Lembrete: a senha do banco de homologação fica no cofre, nunca no .env (⟨t⟩).",
            "Uwaga: tajny klucz jest w menedżerze haseł; tutaj tylko nazwa zmiennej (⟨t⟩).",
        ),
        lambda r: {
            "client": one(r, CLIENTS),
            "n": between(r, 5, 90),
            "t": one(r, ("OPS", "SEC", "INT")) + "-" + num(r, 4),
        },
        n=6,
    ),
    Kind(
        "code-identifiers",
        (
            "password = forms.CharField(widget=forms.PasswordInput, max_length=⟨n⟩)",
            'API_KEY_HEADER = "X-Api-Key"  # header name only, value comes from the client',
            "$secretKey = config('services.stripe.secret'); // ⟨file⟩:⟨line⟩",
            "val tokenProvider: TokenProvider = CachedTokenProvider(ttl = ⟨n⟩.seconds)",
            'private readonly string _connectionStringName = "IntranetDb"; // line ⟨line⟩',
            'let auth_token = std::env::var("GITHUB_TOKEN").context("GITHUB_TOKEN unset")?;',
        ),
        lambda r: {
            "n": between(r, 8, 256),
            "file": one(r, ("app/Services/Billing.php", "app/Http/Kernel.php")),
            "line": between(r, 10, 400),
        },
        n=6,
    ),
    Kind(
        "env-var-references",
        (
            'stripe.api_key = os.environ["STRIPE_SECRET_KEY"]  # set in ⟨where⟩',
            block(
                "services:",
                "  db:",
                "    image: postgres:16.⟨p⟩",
                "    environment:",
                "      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env.local}",
            ),
            "DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@db:5432/app_⟨env⟩",
            'config :chat, ChatWeb.Endpoint, secret_key_base: System.fetch_env!("SECRET_KEY_BASE")',
        ),
        lambda r: {
            "where": one(r, ("SSM", "the Celery worker env", "Doppler")),
            "p": between(r, 1, 6),
            "env": one(r, ("dev", "test", "ci")),
        },
        n=5,
    ),
    Kind(
        "placeholders",
        (
            "STRIPE_SECRET_KEY=" + SKT + "your_key_here  # copy .env.example to .env (⟨n⟩)",
            'curl -H "Authorization: Bearer <YOUR_ACCESS_TOKEN>" https://api.acme.io/v⟨n⟩/me',
            "DB_PASSWORD=REPLACE_ME  # step ⟨n⟩ of the onboarding doc",
            "export GITHUB_TOKEN=<paste-token-here>  # scopes: repo, read:org (step ⟨n⟩)",
            'password: "{{ vault_db_password }}"  # rendered by ansible, role step ⟨n⟩',
            "spring.datasource.password=${DB_PASSWORD:} # empty default for tests, step ⟨n⟩",
        ),
        lambda r: {"n": between(r, 1, 12)},
        n=6,
    ),
    Kind(
        "base64-plain-data",
        (
            "kubectl get cm feature-flags -o jsonpath='{.binaryData.flags}' → ⟨b⟩",
            "X-Debug-Context header is just base64 JSON: ⟨b⟩",
            "echo '⟨b⟩' | base64 -d   # prints the ⟨what⟩",
        ),
        lambda r: (
            lambda plain: {
                "b": b64_of(plain),
                "what": one(r, ("flag payload", "routing hint", "test fixture")),
            }
        )(
            one(
                r,
                (
                    '{"checkout_v2":true,"pct":' + between(r, 1, 99) + "}",
                    '{"region":"eu","shard":' + between(r, 1, 64) + "}",
                    "hello from build " + num(r, 5),
                ),
            )
        ),
        n=5,
    ),
    Kind(
        "data-uris",
        (
            '<img alt="" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAf'
            'FcSJAAAAD⟨tail⟩">',
            "Email template inlines the logo as data:image/gif;base64,R0lGODlhAQABAIAAAP⟨tail⟩",
        ),
        lambda r: {"tail": pick(r, ALNUM, 40) + "=="},
        n=4,
    ),
    Kind(
        "long-numbers",
        (
            "Discord channel id ⟨snow⟩ is the #alerts one for the chat-app staging.",
            "Order ⟨order⟩ was charged twice; refund issued ⟨date⟩.",
            "Epoch ms ⟨ms⟩ in the Kafka header = ⟨date⟩ ⟨clock⟩ UTC.",
            "BigQuery says ⟨rows⟩ rows in events_⟨d⟩ vs ⟨rows2⟩ in the source.",
            "Test card 4242 4242 4242 4242, exp 12/34, CVC 123, for the ⟨client⟩ checkout demo.",
        ),
        lambda r: {
            "snow": num(r, 19),
            "order": num(r, 10),
            "date": date(r),
            "clock": clock(r),
            "ms": "17" + num(r, 11),
            "rows": num(r, 10),
            "rows2": num(r, 10),
            "d": "2026" + num(r, 4),
            "client": one(r, CLIENTS),
        },
        n=6,
    ),
    Kind(
        "version-strings",
        (
            "Server Version: v1.⟨k⟩.⟨p⟩-eks-⟨h⟩ (client v1.⟨k⟩.0)",
            "go version go1.2⟨g⟩.⟨p⟩ linux/amd64; node v20.⟨n⟩.1; Flutter 3.⟨f⟩.⟨p⟩ • "
            "channel stable • revision ⟨h⟩",
            "Build 1.⟨n⟩.0+build.2026⟨d⟩.⟨h⟩ shipped to TestFlight (versionCode ⟨vc⟩).",
            "dotnet --info → .NET SDK 8.0.⟨sdk⟩, commit ⟨h2⟩",
        ),
        lambda r: {
            "k": between(r, 26, 31),
            "p": between(r, 0, 12),
            "h": hexs(r, 7),
            "h2": hexs(r, 10),
            "g": between(r, 1, 4),
            "n": between(r, 2, 19),
            "f": between(r, 19, 29),
            "d": num(r, 4),
            "vc": num(r, 6),
            "sdk": between(r, 100, 420),
        },
        n=6,
    ),
    Kind(
        "urls-with-ids",
        (
            "https://github.com/acme/⟨repo⟩/pull/⟨pr⟩#discussion_r⟨disc⟩",
            "https://www.notion.so/acme/Runbook-Cutover-⟨notion⟩",
            "https://docs.google.com/spreadsheets/d/⟨gdoc⟩/edit#gid=⟨gid⟩",
            "https://www.figma.com/design/⟨figma⟩/Checkout-v3?node-id=⟨a⟩-⟨b⟩",
            "https://console.cloud.google.com/bigquery?project=acme-data-prod&j=bq:EU:"
            "bquxjob_⟨j1⟩_⟨j2⟩&page=queryresults",
            "https://acme.atlassian.net/browse/⟨jira⟩-⟨pr⟩?focusedCommentId=⟨disc⟩",
        ),
        lambda r: {
            "repo": one(r, ("shop", "fleet", "ledger-core", "chat")),
            "pr": num(r, 4),
            "disc": num(r, 10),
            "notion": hexs(r, 32),
            "gdoc": "1" + pick(r, ALNUM + "-_", 43),
            "gid": num(r, 9),
            "figma": pick(r, ALNUM, 22),
            "a": between(r, 1, 900),
            "b": between(r, 1, 900),
            "j1": hexs(r, 8),
            "j2": hexs(r, 11),
            "jira": one(r, ("SHOP", "BANK", "CHAT", "GAME")),
        },
        n=6,
    ),
    Kind(
        "sql-with-ids",
        (
            "SELECT id, status FROM orders WHERE external_ref = '⟨uuid⟩' AND tenant_id = ⟨t⟩;",
            "UPDATE subscriptions SET paused_at = NULL WHERE id IN (⟨a⟩, ⟨b⟩); -- 2 rows",
            block(
                "ledger=> SELECT pg_current_wal_lsn(), txid_current();",
                " pg_current_wal_lsn | txid_current",
                "--------------------+--------------",
                " ⟨lsn⟩          |   ⟨txid⟩",
            ),
            "DELETE FROM sessions WHERE user_id = '⟨ulid⟩' AND created_at < now() - "
            "interval '30 days';",
        ),
        lambda r: {
            "uuid": uuid4(r),
            "t": num(r, 4),
            "a": num(r, 7),
            "b": num(r, 7),
            "lsn": f"{r.randint(1, 9):X}/{pick(r, '0123456789ABCDEF', 8)}",
            "txid": num(r, 9),
            "ulid": ulid(r),
        },
        n=6,
    ),
    Kind(
        "object-addresses",
        (
            "<orders.models.Order object at 0x7f⟨a⟩> pickled into the Celery payload, fix it",
            'Exception in thread "main" java.lang.IllegalStateException: '
            "com.bank.ledger.Account@⟨h⟩ already closed",
            "NullReferenceException at Intranet.Web.Pages.Leave.OnPost() +0x⟨off⟩",
        ),
        lambda r: {"a": hexs(r, 10), "h": hexs(r, 8), "off": hexs(r, 3)},
        n=5,
    ),
    Kind(
        "hashed-asset-names",
        (
            "Cache busting works: /assets/app-⟨h1⟩.js and /assets/app-⟨h2⟩.css (Vite)",
            "Unity Addressables catalog_⟨ver⟩.hash = ⟨md5⟩",
            "Next build id ⟨bid⟩; stale chunk _next/static/chunks/pages/_app-⟨h1⟩.js",
        ),
        lambda r: {
            "h1": pick(r, ALNUM, 8),
            "h2": pick(r, ALNUM, 8),
            "ver": "2026." + between(r, 1, 12) + "." + between(r, 1, 28),
            "md5": hexs(r, 32),
            "bid": pick(r, ALNUM + "-_", 21),
        },
        n=5,
    ),
    Kind(
        "commit-pr-notes",
        (
            block(
                "PR #⟨pr⟩: Move Stripe secret to Secrets Manager",
                "",
                "- read the key via secretsmanager:GetSecretValue (ARN in SSM param "
                "/checkout/stripe-arn)",
                "- drop STRIPE_SECRET_KEY from the Lambda env",
                "- squash of ⟨sha⟩",
            ),
            block(
                "fix(auth): reject expired refresh tokens (#⟨pr⟩)",
                "",
                "Refs: ⟨jira⟩-⟨n⟩",
                "Co-authored-by: Lena Vogt <lena@acme.example>",
            ),
        ),
        lambda r: {
            "pr": num(r, 4),
            "sha": hexs(r, 40),
            "jira": one(r, ("SHOP", "BANK", "CHAT")),
            "n": num(r, 4),
        },
        n=5,
    ),
    Kind(
        "runbook-steps",
        (
            block(
                "## Rotate the ⟨svc⟩ DB password",
                "1. `aws secretsmanager rotate-secret --secret-id prod/⟨svc⟩/db`",
                "2. watch `kubectl -n ⟨svc⟩ rollout status deploy/⟨svc⟩`",
                "3. confirm the old credential fails: ticket ⟨t⟩",
            ),
            block(
                "Cutover checklist (⟨date⟩):",
                "- [ ] DNS TTL down to 60 on api.⟨client⟩",
                "- [ ] freeze deploys, tag release ⟨sha⟩",
                "- [ ] kubectl get secret ⟨svc⟩-tls -o jsonpath='{.metadata.resourceVersion}'",
            ),
        ),
        lambda r: {
            "svc": one(r, SERVICES),
            "t": "OPS-" + num(r, 4),
            "date": date(r),
            "client": one(r, ("hartmann.de", "bodegasol.es", "nordlicht.bank")),
            "sha": hexs(r, 12),
        },
        n=5,
    ),
    Kind(
        "postmortem-timelines",
        (
            block(
                "Incident ⟨inc⟩ — checkout 5xx",
                "⟨c1⟩ UTC  PagerDuty ⟨pd⟩ fired (orders-api p99 > 5s)",
                "⟨c2⟩ UTC  rolled back to ⟨rev⟩",
                "Root cause: connection pool exhausted after deploy ⟨sha⟩.",
            ),
            "Postmortem ⟨inc⟩: token refresh storm after Cognito key rotation; no credential "
            "leaked, customer impact ⟨m⟩ min.",
        ),
        lambda r: {
            "inc": "INC-" + num(r, 4),
            "c1": clock(r),
            "c2": clock(r),
            "pd": "Q" + pick(r, UPPER_ALNUM, 13),
            "rev": "orders-api-000" + between(r, 10, 99) + "-" + pick(r, "abcdefghjkmnpqr", 3),
            "sha": hexs(r, 7),
            "m": between(r, 3, 90),
        },
        n=5,
    ),
    Kind(
        "chat-handoff-notes",
        (
            "@⟨who⟩ the webhook secret for the Shopify app is in 1Password under "
            '"acme-bundles / prod", don\'t paste it here. Failing delivery id: ⟨wid⟩',
            "⟨who⟩: can you re-run job ⟨job⟩? It died on the BigQuery quota, not on auth.",
            "⟨who⟩ → team: the Unity build id ⟨bid⟩ is the one QA signed off on.",
        ),
        lambda r: {
            "who": one(r, ("marta", "jonas", "aiko", "tomasz", "fatima")),
            "wid": uuid4(r),
            "job": num(r, 9),
            "bid": hexs(r, 32),
        },
        n=5,
    ),
    Kind(
        "mixed-id-notes",
        (
            block(
                "Checkout outage recap for ⟨client⟩:",
                "- request id ⟨uuid⟩",
                "- commit ⟨sha⟩",
                "- image sha256:⟨dig⟩",
                "- Stripe event evt_⟨evt⟩",
            ),
            "Chat app: room ⟨ulid⟩, LiveView phx-F⟨phx⟩, Sentry ⟨sentry⟩, fixed in ⟨short⟩.",
            "Game build ⟨short⟩: asset guid ⟨guid⟩, Firebase app 1:⟨num⟩:android:⟨hex16⟩.",
        ),
        lambda r: {
            "client": one(r, CLIENTS),
            "uuid": uuid4(r),
            "sha": hexs(r, 40),
            "dig": hexs(r, 64),
            "evt": pick(r, ALNUM, 24),
            "ulid": ulid(r),
            "phx": pick(r, ALNUM, 19),
            "sentry": hexs(r, 32),
            "short": hexs(r, 8),
            "guid": hexs(r, 32),
            "num": num(r, 12),
            "hex16": hexs(r, 16),
        },
        n=6,
    ),
    Kind(
        "stripe-object-ids",
        (
            "Disputed charge ch_⟨ch⟩ for customer cus_⟨cus⟩ (PaymentIntent pi_⟨pi⟩).",
            block(
                "$ stripe events resend evt_⟨evt⟩ --webhook-endpoint we_⟨we⟩",
                "{",
                '  "id": "evt_⟨evt⟩",',
                '  "type": "invoice.payment_failed"',
                "}",
            ),
        ),
        lambda r: {
            "ch": pick(r, ALNUM, 24),
            "cus": pick(r, ALNUM, 14),
            "pi": pick(r, ALNUM, 24),
            "evt": pick(r, ALNUM, 24),
            "we": pick(r, ALNUM, 24),
        },
        n=5,
    ),
    Kind(
        "http-ids-in-requests",
        (
            block(
                "PATCH /api/v2/devices/⟨uuid⟩ HTTP/1.1",
                "Host: api.acme-habits.app",
                "Idempotency-Key: ⟨idem⟩",
                "Content-Type: application/json",
                "",
                '{"push_enabled": false}',
            ),
            block(
                "HTTP/1.1 409 Conflict",
                "X-Request-Id: ⟨rid⟩",
                "",
                '{"error":"duplicate","resource":"subscription","id":"sub_⟨sub⟩"}',
            ),
        ),
        lambda r: {
            "uuid": uuid4(r),
            "idem": uuid4(r),
            "rid": hexs(r, 32),
            "sub": pick(r, ALNUM, 24),
        },
        n=5,
    ),
    Kind(
        "test-seeds-and-keys",
        (
            "Flaky test reproduces with pytest -p randomly -p 'randomly_seed=⟨seed⟩'",
            "Hypothesis falsifying example stored under .hypothesis/examples/⟨h⟩",
            "fixtures use deterministic uuid ⟨uuid⟩ for the 'acme' tenant in every test",
        ),
        lambda r: {"seed": num(r, 10), "h": hexs(r, 16), "uuid": uuid4(r)},
        n=4,
    ),
    Kind(
        "i18n-keys",
        (
            '"auth.password.reset.token_expired": "Dieser Link ist abgelaufen (⟨n⟩ Min.)"',
            'msgid "Your API key"\nmsgstr "Ihr API-Schlüssel"\n# ref: templates/keys.html:⟨n⟩',
            '{ "secret_question": "¿Cuál fue tu primera mascota?", "max": ⟨n⟩ }',
        ),
        lambda r: {"n": between(r, 2, 400)},
        n=4,
    ),
    Kind(
        "wp-and-shop-hooks",
        (
            "add_action( 'woocommerce_payment_complete', 'acme_sync_order', ⟨n⟩, 1 );",
            "Shopify webhook topic orders/paid → POST https://bundles.acme-apps.io/webhooks/"
            "⟨uuid⟩ (HMAC checked with the app secret from env)",
        ),
        lambda r: {"n": between(r, 5, 30), "uuid": uuid4(r)},
        n=4,
    ),
    Kind(
        "k8s-secret-metadata",
        (
            block(
                "$ kubectl -n ⟨svc⟩ describe secret ⟨svc⟩-db",
                "Name:         ⟨svc⟩-db",
                "Type:         Opaque",
                "",
                "Data",
                "====",
                "password:  ⟨len⟩ bytes",
                "username:  ⟨ulen⟩ bytes",
            ),
        ),
        lambda r: {
            "svc": one(r, SERVICES),
            "len": between(r, 16, 64),
            "ulen": between(r, 4, 12),
        },
        n=4,
    ),
    Kind(
        "license-and-build-keys",
        (
            "Unity build cache server id ⟨uuid⟩ (on-prem, not a license)",
            "Go build id: ⟨a⟩/⟨b⟩/⟨c⟩/⟨d⟩",
            "Docker build cache key: buildkit ⟨h⟩ for stage deps",
        ),
        lambda r: {
            "uuid": uuid4(r),
            "a": pick(r, ALNUM + "_-", 20),
            "b": pick(r, ALNUM + "_-", 20),
            "c": pick(r, ALNUM + "_-", 20),
            "d": pick(r, ALNUM + "_-", 20),
            "h": hexs(r, 64),
        },
        n=4,
    ),
)
