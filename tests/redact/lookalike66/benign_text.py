"""Benign look-alikes in the team's prose and logs: ids, trace ids, base64 data, cache keys,
names of secrets, masked values, placeholders, versions, the words themselves, mixed notes."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike66.gen import (
    B64URL,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    hexs,
    num,
    objectid,
    pick,
    ts2034,
    ulid,
    uuid4,
)

_MARINAS = ("yalikavak", "turgutreis", "bodrum-milta", "zea", "mikrolimano", "flisvos")
_ENVS = ("production", "staging", "preview")
_SK_LIVE = "sk" + "_live_"
_IYZ_SANDBOX = "sand" + "box-"


def _day(r: Random) -> str:
    return f"2034-04-{r.randint(1, 28):02d}"


def _clock(r: Random) -> str:
    return f"{r.randrange(24):02d}:{r.randrange(60):02d}:{r.randrange(60):02d}"


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "oid": objectid(r),
        "nano": pick(r, B64URL, 21),
        "marina": r.choice(_MARINAS),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tr": hexs(r, 32),
        "span": hexs(r, 16),
        "u": uuid4(r),
        "ray": hexs(r, 16),
        "rid": hexs(r, 24),
        "day": _day(r),
        "clock": _clock(r),
        "ms": str(r.randint(20, 31000)),
        "ip": f"10.0.{r.randint(1, 4)}.{r.randint(2, 250)}",
    }


def _payloads(r: Random) -> dict[str, str]:
    booking = {
        "booking_id": uuid4(r),
        "event": r.choice(("confirmed", "cancelled", "checked_in")),
        "marina": r.choice(_MARINAS),
        "berth": f"{r.choice('ABCDE')}-{r.randint(1, 60)}",
        "nights": r.randint(1, 14),
    }
    receipt = {"message_id": f"0:{num(r, 16)}", "status": "delivered", "ts": ts2034(r)}
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.choice((48, 60, 72)))
    mark = num(r, 15)
    xml = f"<InvoicesDoc><invoice><mark>{mark}</mark><issueDate>{_day(r)}</issueDate></invoice>"
    csv = f"{_day(r)};{r.choice(_MARINAS)};{r.randint(1, 40)};{r.randint(350, 48000)}.00;EUR"
    return {
        "qb64": b64_of(json.dumps(booking, ensure_ascii=False)),
        "qjson": json.dumps(booking, ensure_ascii=False),
        "rb64": b64_of(json.dumps(receipt, separators=(",", ":"))),
        "png": base64.b64encode(png).decode(),
        "xml": b64_of(xml),
        "mark": mark,
        "csv": b64_of(csv),
        "mid": num(r, 16),
        "proj": r.choice(("egeo-marina-prod", "egeo-marina-staging")),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "m": r.choice(_MARINAS),
        "d": f"{r.randint(1, 28):02d}",
        "sha1": hexs(r, 40),
        "u": uuid4(r),
        "u1": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "h": hexs(r, 32),
        "h8": hexs(r, 8),
        "h8b": pick(r, B64URL, 8),
        "h64": hexs(r, 64),
        "n": str(r.randint(12, 86)),
        "ttl": str(r.choice((60, 300, 900, 3600))),
    }


def _names(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(_ENVS),
        "ns": r.choice(("booking", "payments", "invoicing")),
        "n": str(r.randint(9, 40)),
        "cidr": f"10.0.{r.randint(1, 4)}.0/24",
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "l4": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4),
        "L4": pick(r, UPPER_ALNUM + "abcdefghijklmnopqrstuvwxyz", 4),
        "oid": "EGM" + pick(r, UPPER_ALNUM, 12),
        "bin": r.choice(("552879", "454360", "540061", "979204", "413252")),
        "c4": num(r, 4),
        "auth": num(r, 6),
        "h8": hexs(r, 8),
        "host": r.choice(("10.0.1.12", "pg-primary.fsn1.egeo.internal")),
        "day": _day(r),
        "clock": _clock(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "date": _day(r),
        "port": str(r.choice((5432, 5433, 55432, 15432))),
        "n": str(r.randint(2, 9)),
        "env": r.choice(_ENVS),
        "line": str(r.randint(3, 60)),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "maj": str(r.randint(3, 7)),
        "min": str(r.randint(0, 40)),
        "pat": str(r.randint(0, 19)),
        "b": str(r.randint(1000, 9999)),
        "sha7": hexs(r, 7),
        "sha12": hexs(r, 12),
        "code": num(r, 6),
        "iosb": str(r.randint(100, 900)),
        "k": str(r.randint(38, 44)),
        "p": str(r.randint(0, 9)),
        "node": str(r.choice((30, 32, 34))),
        "x": str(r.randint(0, 12)),
        "y": str(r.randint(0, 9)),
        "m": str(r.randint(1, 4)),
        "d": f"{r.randint(1, 28):02d}",
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(2, 48)),
        "m": str(r.randint(12, 40)),
        "sec": str(r.randint(2, 19)),
        "code": num(r, 4),
        "ticket": str(r.randint(100, 2400)),
        "who": r.choice(("Ayşe", "Kerem", "Ελένη", "Κώστας", "Mert", "Νίκος")),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "d": hexs(r, 64),
        "pid": num(r, 8),
        "sig": hexs(r, 64),
        "dsn": hexs(r, 32),
        "l4": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4),
        "mark": num(r, 15),
        "uid": hexs(r, 40).upper(),
        "tr": hexs(r, 32),
        "etag": hexs(r, 32),
        "i512": b64(r, 64),
        "ettn": uuid4(r).upper(),
        "zone": hexs(r, 32),
        "ver": f"{r.randint(3, 7)}.{r.randint(0, 40)}.{r.randint(0, 9)}",
        "u": uuid4(r),
        "ray": hexs(r, 16),
        "day": _day(r),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "uuids_ulids_objectids",
        (
            "Rezervasyon ⟨u⟩ (ULID ⟨ulid⟩) iki kez oluşmuş — unique index eksik",
            "Algolia objectID ⟨oid⟩ = eski Mongo ObjectId, ⟨marina⟩ migration'ından kalma",
            "| booking_id | berth_id | guest_id |\n|---|---|---|\n| ⟨u⟩ | ⟨u2⟩ | ⟨ulid⟩ |",
            "```sql\nSELECT * FROM bookings WHERE id = '⟨u⟩' OR legacy_id = '⟨oid⟩';\n```",
            "R2 anahtarı photos/⟨marina⟩/⟨nano⟩.webp (nanoid, 21 karakter)",
            "Κράτηση ⟨u⟩ → ULID ⟨ulid2⟩ για ταξινόμηση ανά χρόνο",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨tr⟩-⟨span⟩-01",
            "⟨day⟩T⟨clock⟩.112Z ERROR booking-api req_id=⟨u⟩ trace_id=⟨tr⟩ span_id=⟨span⟩ "
            'msg="iyzico timeout after 30s"',
            "cf-ray: ⟨ray⟩-ATH\nx-request-id: ⟨u⟩\nserver-timing: origin;dur=⟨ms⟩",
            '⟨ip⟩ - - [⟨day⟩ ⟨clock⟩] "GET /api/availability?marina=bodrum HTTP/2.0" 504 0 '
            "rid=⟨rid⟩",
            "Το trace ⟨tr⟩ στο Sentry δείχνει ⟨ms⟩ ms στο myDATA SendInvoices",
        ),
        _traces,
    ),
    Kind(
        "base64_data_payloads",
        (
            "Cloudflare Queue mesajı (base64 body): ⟨qb64⟩ → decode: ⟨qjson⟩",
            '<img src="data:image/png;base64,⟨png⟩" alt="berth map">',
            '```json\n{"message":{"data":"⟨rb64⟩","messageId":"⟨mid⟩"},'
            '"subscription":"projects/⟨proj⟩/subscriptions/fcm-receipts"}\n```',
            "myDATA XML'in base64 hali (mail eki, MARK ⟨mark⟩): ⟨xml⟩",
            "Η αναφορά της Viva έρχεται base64 στο webhook: ⟨csv⟩ (CSV, ένα booking ανά γραμμή)",
        ),
        _payloads,
    ),
    Kind(
        "cache_keys_and_etags",
        (
            "Redis key: avail:v3:marina=⟨m⟩:date=2034-05-⟨d⟩:⟨sha1⟩ (query'nin sha1'i)",
            "Idempotency-Key: ⟨u⟩ — Stripe'a her retry'da aynı gitmeli",
            'ETag: W/"⟨h⟩" → If-None-Match ile 304, availability endpoint\'inde %⟨n⟩ tasarruf',
            "$ redis-cli --scan --pattern 'lock:booking:*' | head -3\nlock:booking:⟨u1⟩\n"
            "lock:booking:⟨u2⟩\nlock:booking:⟨u3⟩",
            "Vite build: assets/index-⟨h8b⟩.js, assets/vendor-⟨h8⟩.css — purge gerekmedi",
            "cache key = sha256(marina|tarih|gece) = ⟨h64⟩; KV TTL ⟨ttl⟩ s",
        ),
        _cache,
    ),
    Kind(
        "secret_names_and_resource_names",
        (
            "```yaml\nenv:\n  - name: IYZICO_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: payments-credentials\n        key: iyzico-secret-key\n"
            "# namespace: ⟨ns⟩\n```",
            "Worker secret'ları (⟨env⟩): PAYTR_MERCHANT_KEY, PAYTR_MERCHANT_SALT, "
            "STRIPE_WEBHOOK_SECRET, TWILIO_AUTH_TOKEN",
            "Vault path: kv/egeo/⟨env⟩/payments/iyzico (fields: api_key, secret_key) — Pire "
            "ekibinin okuma izni var",
            "$ npx wrangler secret list --env ⟨env⟩\n[\n"
            '  {"name": "IYZICO_SECRET_KEY", "type": "secret_text"},\n'
            '  {"name": "HCLOUD_TOKEN", "type": "secret_text"}\n]',
            "Τα secrets στο Bitbucket: SENTRY_AUTH_TOKEN, CLOUDFLARE_API_TOKEN (secured ✔), "
            "⟨n⟩ μεταβλητές συνολικά",
            "Hetzner firewall 'fw-db-private': 5432 sadece ⟨cidr⟩'den; secret adı "
            "db-credentials/password",
        ),
        _names,
    ),
    Kind(
        "masked_and_redacted_values",
        (
            "iyzico panelinde secretKey: " + _IYZ_SANDBOX + "••••••••••••••••••••••••••••⟨L4⟩ "
            "(sadece son 4 görünüyor)",
            "STRIPE_SECRET_KEY=" + _SK_LIVE + "************************************⟨L4⟩",
            "⟨day⟩ ⟨clock⟩ paytr request merchant_key=[REDACTED] merchant_salt=[REDACTED] "
            "merchant_oid=⟨oid⟩",
            "Kart: ⟨bin⟩******⟨c4⟩, 3DS OK, auth code ⟨auth⟩",
            "Twilio Console: Auth Token ••••••••••••••••••••••••••••⟨l4⟩ [Show]",
            "HCLOUD_TOKEN=<redacted len=64 sha256=⟨h8⟩…>",
            "DATABASE_URL=postgresql://booking_app:*****@⟨host⟩:5432/marina",
            "Ο κωδικός του portal: ******** (κρυμμένος στο 1Password, τελευταία αλλαγή ⟨day⟩)",
        ),
        _masked,
    ),
    Kind(
        "placeholders_and_examples",
        (
            "```dotenv\n# .env.example (⟨date⟩)\nIYZICO_API_KEY=<your-api-key>\n"
            "IYZICO_SECRET_KEY=<your-secret-key>\nIYZICO_BASE_URL=https://sandbox-api.iyzipay.com\n```",
            "```yaml\nstripe:\n  secret_key: ${STRIPE_SECRET_KEY}\n"
            "  webhook_secret: ${STRIPE_WEBHOOK_SECRET:?missing}\n  env: ⟨env⟩\n```",
            "POSTGRES_PASSWORD=changeme  # sadece docker-compose.dev.yml, port ⟨port⟩",
            "helm upgrade booking ./chart --set twilio.authToken={{ .Values.twilio.authToken }} "
            "--set replicas=⟨n⟩",
            "HCLOUD_TOKEN `op read 'op://Egeo-Prod/Hetzner Cloud/credential'` ile geliyor "
            "(scripts/deploy.sh satır ⟨line⟩)",
            "PAYTR_MERCHANT_KEY=XXXXXXXXXXXXXXXX\nPAYTR_MERCHANT_SALT=XXXXXXXXXXXXXXXX\n"
            "# gerçek değerler Vault'ta (⟨env⟩)",
            '```hcl\nprovider "hcloud" {\n  token = var.hcloud_token\n}\n'
            'variable "hcloud_token" {\n  sensitive = true\n}  # ⟨env⟩\n```',
            "Στο README: κωδικός `<ο-κωδικός-σου>`, token `<βάλε-εδώ-το-token>`, θύρα ⟨port⟩",
        ),
        _placeholders,
    ),
    Kind(
        "version_and_build_strings",
        (
            "booking-api v⟨maj⟩.⟨min⟩.⟨pat⟩+build.⟨b⟩.g⟨sha7⟩",
            "Android versionName 3.⟨min⟩.⟨pat⟩ (versionCode ⟨code⟩), iOS 3.⟨min⟩.⟨pat⟩ "
            "(build ⟨iosb⟩)",
            "k3s v1.⟨k⟩.⟨p⟩+k3s1, containerd 2.⟨x⟩.⟨y⟩, node v⟨node⟩.⟨x⟩.⟨y⟩",
            'wrangler.toml: compatibility_date = "2034-0⟨m⟩-⟨d⟩", '
            'compatibility_flags = ["nodejs_compat"]',
            "Sentry release: booking-web@2034.4.⟨d⟩-⟨sha12⟩",
            "Docker tag: booking-api:2034.04.⟨d⟩-⟨sha7⟩-amd64",
        ),
        _versions,
    ),
    Kind(
        "secret_words_without_secrets",
        (
            "iyzico secret key'ini rotate ettik; yeni değer Vault'ta, nota yazmadım. Takvim: "
            "her ⟨n⟩ ayda bir.",
            "Ο κωδικός πρόσβασης του admin πρέπει να έχει τουλάχιστον ⟨m⟩ χαρακτήρες — αυτό "
            "είναι ρύθμιση, όχι ο ίδιος ο κωδικός.",
            "Şifre sıfırlama e-postası ⟨n⟩ dakika gecikmeli geliyor (Netgsm değil, SMTP kuyruğu).",
            "'token expired' hatası: FCM access token 1 saatlik, cache TTL ⟨m⟩ dk yapıldı.",
            "Password policy: min ⟨m⟩ chars, no reuse of the last 5; secrets rotate quarterly; "
            "tokens scoped per worker.",
            "Το μυστικό κλειδί (secret key) της Viva δεν μπαίνει ποτέ στο frontend· μόνο το "
            "Source Code ⟨code⟩.",
            'parola / şifre / κωδικός / password alanları autocomplete="new-password" olmalı '
            "— ticket EGM-⟨ticket⟩",
            "⟨who⟩: 'gizli anahtar' ile 'erişim anahtarı' farklı şeyler; R2'de ikisi de var, "
            "ikisi de not'a girmez.",
            "Το token του FCM ανανεώνεται αυτόματα κάθε ⟨n⟩ λεπτά· δεν το αποθηκεύουμε πουθενά.",
            "The iyzico webhook secret is not the API secret key — runbook §⟨sec⟩ explains "
            "which one signs what.",
            "Parola politikası: en az ⟨m⟩ karakter, ⟨n⟩ günde bir değişim; şifreler sadece "
            "1Password'de.",
        ),
        _words,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Haftalık not — ödeme altyapısı\n- commit ⟨sha⟩ prod'da\n"
            "- image sha256:⟨d⟩\n- iyzico paymentId ⟨pid⟩, webhook imzası ⟨sig⟩ doğrulandı\n"
            "- STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY} (Vault'tan)\n"
            "- Sentry DSN public key ⟨dsn⟩\n- Twilio auth token: ••••⟨l4⟩ (Console)",
            "Σημειώσεις myDATA (⟨day⟩)\n- MARK ⟨mark⟩, UID ⟨uid⟩\n"
            '- subscription key: <στο vault>\n- trace ⟨tr⟩\n- ETag "⟨etag⟩"',
            "| Alan | Değer |\n|---|---|\n| release | booking-web@⟨ver⟩ |\n"
            "| lockfile | sha512-⟨i512⟩ |\n| ETTN | ⟨ettn⟩ |\n| zone id | ⟨zone⟩ |\n"
            "| secret | `${PAYTR_MERCHANT_SALT}` |",
            "Incident ⟨day⟩: request ⟨u⟩, cf-ray ⟨ray⟩-IST, commit ⟨sha⟩, digest "
            "sha256:⟨d⟩; the token in the logs was [REDACTED], nothing to rotate.",
        ),
        _mixed,
    ),
)
