"""Benign look-alikes in the team's own words: masked and redacted values, placeholders,
version and build strings, base64 payloads that are data, CI logs, the words for password,
secret and token in Turkish, Greek and English with no secret near them, and mixed notes."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike84.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    day,
    hexs,
    num,
    object_id,
    pick,
    stamp,
    ulid,
    uuid4,
)

# Vendor prefixes (only ever shown masked or as placeholders), joined from pieces.
_PREFIXES = (
    "sand" + "box-",
    "do" + "p_v1_",
    "gl" + "pat-",
    "hv" + "s.",
    "xo" + "xb-",
    "gl" + "rt-",
    "ke" + "y-",
)
_VARS = (
    "IYZICO_SECRET_KEY",
    "PAYTR_MERCHANT_SALT",
    "VIVA_CLIENT_SECRET",
    "GARANTI_STORE_KEY",
    "HCLOUD_TOKEN",
    "NETGSM_PASSWORD",
    "MAILGUN_API_KEY",
    "SLACK_SIGNING_SECRET",
    "KEYCLOAK_CLIENT_SECRET",
    "RABBITMQ_PASSWORD",
    "MARIADB_ROOT_PASSWORD",
    "CLOUDFLARE_API_TOKEN",
)
_PEOPLE = ("Eleni", "Kemal", "Nikos", "Ayşe", "Giorgos", "Deniz", "Mert", "Sofia")


def _ops(r: Random) -> str:
    return f"OPS-{r.randint(1000, 4999)}"


_MASKABLE = (
    ("IYZICO_SECRET_KEY", _PREFIXES[0]),
    ("DIGITALOCEAN_ACCESS_TOKEN", _PREFIXES[1]),
    ("GITLAB_TOKEN", _PREFIXES[2]),
    ("VAULT_TOKEN", _PREFIXES[3]),
    ("SLACK_BOT_TOKEN", _PREFIXES[4]),
    ("RUNNER_TOKEN", _PREFIXES[5]),
    ("MAILGUN_API_KEY", _PREFIXES[6]),
    ("HCLOUD_TOKEN", ""),
    ("NETGSM_PASSWORD", ""),
)


def _masked(r: Random) -> dict[str, str]:
    mvar, pre = r.choice(_MASKABLE)
    return {
        "mvar": mvar,
        "m1": pre + "*" * r.choice((16, 20, 24)) + pick(r, ALNUM, 4),
        "m2": pre + "…" + hexs(r, 4),
        "m3": "•" * 12 + pick(r, ALNUM, 4),
        "var": r.choice(_VARS),
        "var2": r.choice(_VARS),
        "ops": _ops(r),
        "d": day(r),
        "n": str(r.randint(2, 40)),
        "stamp": stamp(r),
        "sha": hexs(r, 8),
    }


def _placeholder(r: Random) -> dict[str, str]:
    return {
        "var": r.choice(_VARS),
        "var2": r.choice(_VARS),
        "low": r.choice(_VARS).lower(),
        "x": "x" * r.choice((16, 24, 32, 40)),
        "X": "X" * r.choice((20, 24, 32)),
        "pre": r.choice(_PREFIXES),
        "host": r.choice(("galera-1.izm", "rmq-1.izm", "db-pir-2", "cache-1.izm")),
        "ops": _ops(r),
        "port": str(r.choice((3306, 5671, 5672, 6379, 8200))),
    }


def _version(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "app": f"2037.10.{r.randint(1, 31)}",
        "build": f"+build.{r.randint(1000, 9999)}.g{sha[:7]}",
        "sha": sha,
        "kc": f"3{r.randint(1, 4)}.{r.randint(0, 4)}.{r.randint(0, 9)}",
        "maria": f"12.{r.randint(0, 6)}.{r.randint(1, 12)}",
        "runner": f"19.{r.randint(0, 9)}.{r.randint(0, 5)}",
        "short": sha[:8],
        "kernel": f"6.{r.randint(14, 22)}.0-{r.randint(3, 30)}-generic",
        "cfd": f"2037.{r.randint(1, 10)}.{r.randint(0, 3)}",
        "vault": f"1.{r.randint(24, 31)}.{r.randint(0, 9)}",
        "date": day(r),
        "rmq": f"4.{r.randint(3, 9)}.{r.randint(0, 9)}",
    }


def _payload(r: Random) -> dict[str, str]:
    msg = {
        "sefer_id": ulid(r),
        "liman": r.choice(("IZM", "PIR", "MIT", "CHI")),
        "durum": r.choice(("IPTAL", "GECIKME", "ERTELENDI")),
        "dakika": r.randint(5, 180),
    }
    cursor = {"after": object_id(r), "limit": r.choice((50, 100, 200))}
    sms = r.choice(
        (
            f"Sayin yolcumuz, {r.randint(1, 28)} Ekim IZM-PIR seferiniz 45 dk gecikmelidir.",
            f"Αγαπητέ επιβάτη, το δρομολόγιο PIR-MIT της {r.randint(1, 28)}/10 ακυρώθηκε.",
            f"Biletiniz onaylandi. PNR: {pick(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 6)}",
        )
    )
    return {
        "msg": b64_of(json.dumps(msg, ensure_ascii=False)),
        "cursor": b64_of(json.dumps(cursor)).rstrip("="),
        "sms": b64_of(sms),
        "png": "iVBORw0KGgoAAAANSUhEUgAA" + b64(r, r.randint(60, 120)),
        "mtag": uuid4(r),
        "rk": r.choice(("sefer.iptal", "sefer.gecikme", "bilet.onay")),
        "pdf": "JVBERi0xLjcKJeLjz9MK" + b64(r, r.randint(48, 90)),
        "stamp": stamp(r),
    }


def _words(r: Random) -> dict[str, str]:
    var = r.choice(_VARS)
    return {
        "who": r.choice(_PEOPLE),
        "who2": r.choice(_PEOPLE),
        "ops": _ops(r),
        "d": day(r),
        "n": str(r.randint(2, 90)),
        "var": var,
        "path": "secret/" + r.choice(("odeme", "sms", "db", "platform")) + "/" + var.lower(),
        "mins": str(r.choice((5, 10, 15, 30, 60))),
    }


def _mixed(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "short": sha[:8],
        "dig": hexs(r, 64),
        "u": uuid4(r),
        "trace": hexs(r, 32),
        "mask": r.choice(("454360", "540061")) + "******" + num(r, 4),
        "fp": b64(r, 32).rstrip("="),
        "zone": hexs(r, 32),
        "hmac": "hmac-sha256:" + hexs(r, 64),
        "var": r.choice(_VARS),
        "pid": num(r, 8),
        "oc": num(r, 16),
        "d": day(r),
        "acc": pick(r, ALNUM, 24),
        "ulid": ulid(r),
        "sri": "sha512-" + b64(r, 64),
        "etag": hexs(r, 32),
        "who": r.choice(_PEOPLE),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "runner": f"19.{r.randint(0, 9)}.{r.randint(0, 5)}",
        "rsha": hexs(r, 8),
        "short": "t1_" + pick(r, B64URL, 5),
        "sysid": "s_" + hexs(r, 12),
        "dig": hexs(r, 64),
        "job": num(r, 7),
        "tok8": pick(r, LOWER_ALNUM, 8),
        "var": r.choice(_VARS),
        "pipe": num(r, 6),
        "sha": hexs(r, 40),
        "ck": hexs(r, 40),
        "n": str(r.randint(1, 6)),
        "secs": str(r.randint(30, 900)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "masked_and_redacted_values",
        (
            "⟨mvar⟩=⟨m1⟩  (GitLab UI, maskeli görünüm)",
            "⟨mvar⟩ panelde kısaltılmış görünüyor: ⟨m2⟩ — tamamı için `vault kv get` gerekiyor.",
            "$ echo $⟨var⟩\n[MASKED]",
            "Terraform plan: ~ ⟨var⟩ = (sensitive value) → (sensitive value)",
            "Log'da ⟨var⟩=[REDACTED] görünüyor, scrubber çalışıyor (⟨ops⟩).",
            "| değişken | değer |\n|---|---|\n| ⟨var⟩ | ⟨m3⟩ |\n| ⟨var2⟩ | ******** |",
            "Το dashboard δείχνει μόνο τα τελευταία ψηφία: ⟨m3⟩ (⟨d⟩).",
            "⟨stamp⟩ INFO config loaded ⟨var⟩=*** ⟨var2⟩=<redacted> build=⟨sha⟩",
        ),
        _masked,
    ),
    Kind(
        "placeholders_and_references",
        (
            "⟨var⟩=<your-key>\n⟨var2⟩=changeme",
            'api_key = "${⟨var⟩}"  # CI\'dan gelir (⟨ops⟩)',
            '⟨low⟩: "{{ vault_⟨low⟩ }}"\nmariadb_host: ⟨host⟩:⟨port⟩',
            "Örnek: ⟨var⟩=⟨x⟩ — gerçeğini 1Password'den al (op://Liman Ops/⟨var⟩/credential).",
            "token: ⟨pre⟩⟨X⟩  # README örneği, gerçek değil",
            "password: $(vault kv get -field=password secret/db/⟨host⟩)",
            "Στο .env.example: ⟨var⟩=REPLACE_ME και ⟨var2⟩=",
            "env:\n  - name: ⟨var⟩\n    valueFrom:\n      secretKeyRef:\n        name: ⟨low⟩\n"
            "        key: value",
        ),
        _placeholder,
    ),
    Kind(
        "version_and_build_strings",
        (
            "bilet-api v⟨app⟩⟨build⟩ prod'a çıktı (⟨date⟩).",
            "Keycloak ⟨kc⟩, MariaDB ⟨maria⟩-MariaDB-ubu2604-log, RabbitMQ ⟨rmq⟩",
            "Running with gitlab-runner ⟨runner⟩ (⟨short⟩)",
            "cloudflared version ⟨cfd⟩ (built ⟨date⟩-1530 UTC)",
            "Vault v⟨vault⟩ (⟨sha⟩), built ⟨date⟩T09:12:44Z",
            "Linux galera-2 ⟨kernel⟩ #⟨short⟩ SMP PREEMPT_DYNAMIC x86_64 GNU/Linux",
            "Η έκδοση της εφαρμογής στον Πειραιά: ⟨app⟩⟨build⟩",
        ),
        _version,
    ),
    Kind(
        "base64_data_payloads",
        (
            "RabbitMQ mesajı (routing key ⟨rk⟩, payload base64): ⟨msg⟩",
            '{"data":[...],"next_cursor":"⟨cursor⟩"}',
            "Netgsm 'message' alanı base64 gönderildi: ⟨sms⟩",
            '<img src="data:image/png;base64,⟨png⟩" alt="logo">',
            "⟨stamp⟩ DEBUG amqp.publish message_id=⟨mtag⟩ body_b64=⟨msg⟩",
            "Το PDF του εισιτηρίου ήρθε ως base64 (αρχή: ⟨pdf⟩…).",
        ),
        _payload,
    ),
    Kind(
        "secret_words_turkish",
        (
            "⟨var⟩ şifresi Vault'ta (⟨path⟩, alan: value); buraya yazmıyorum.",
            "Şifre sıfırlama e-postaları Mailgun'dan gidiyor, şablon adı sifre-sifirla-v3 (⟨ops⟩).",
            "⟨who⟩: parola politikası en az 16 karakter + MFA; ⟨d⟩ itibarıyla zorunlu.",
            "Gizli anahtarlar Vault'a taşındı, ⟨var⟩ artık .env'de yok — ⟨n⟩ servis güncellendi.",
            "Token süresi ⟨mins⟩ dakikaya indirildi; yenileme token'ı offline_access ile geliyor.",
            "API anahtarı rotasyonu takvimi: her ayın ilk salısı, sorumlu ⟨who⟩.",
        ),
        _words,
    ),
    Kind(
        "secret_words_greek",
        (
            "Ο κωδικός (⟨var⟩) βρίσκεται στη Vault, ⟨path⟩· δεν τον γράφω εδώ.",
            "Το συνθηματικό πρέπει να έχει τουλάχιστον 16 χαρακτήρες από ⟨d⟩ (⟨ops⟩).",
            "Μυστικό κλειδί: όχι στο repo, όχι στο Slack. Ρώτα τον/την ⟨who⟩.",
            "Το token ανανεώνεται κάθε ⟨mins⟩ λεπτά· αν λήξει, το cron ξαναζητάει.",
            "Άλλαξα το ⟨var⟩ στη Vault, οι ⟨n⟩ pods ξεκίνησαν ξανά χωρίς πρόβλημα.",
            "Ξέχασες τον κωδικό πρόσβασης; Το reset γίνεται από το sso.limanrota.gr.",
        ),
        _words,
    ),
    Kind(
        "secret_words_english",
        (
            "Password rotation for ⟨var⟩ done on ⟨d⟩; value lives only in Vault (⟨path⟩).",
            "The secret is injected at runtime via the Vault agent sidecar — nothing on disk.",
            "Token TTL lowered to ⟨mins⟩ minutes after ⟨ops⟩; refresh happens in the worker.",
            "private key never leaves the HSM; we only export the CSR (⟨who⟩ has the runbook).",
            "api_key, secret_key and token fields are now marked sensitive in the Terraform "
            "module (⟨n⟩ resources touched).",
            "Reminder from ⟨who⟩: never paste a password into #ops-izmir, use a Vault wrap link.",
        ),
        _words,
    ),
    Kind(
        "ci_pipeline_logs",
        (
            "Running with gitlab-runner ⟨runner⟩ (⟨rsha⟩)\n  on hel1-docker-⟨n⟩ ⟨short⟩, "
            'system ID: ⟨sysid⟩\nPreparing the "docker" executor\nUsing docker image '
            "sha256:⟨dig⟩ for alpine:3.31 with digest alpine@sha256:⟨dig⟩ ...",
            'Uploading artifacts as "archive" to coordinator... 201 Created  id=⟨job⟩ '
            "responseStatus=201 Created token=⟨tok8⟩",
            "$ test -n \"$⟨var⟩\" || (echo '⟨var⟩ missing' && exit 1)\n"
            "Job succeeded in ⟨secs⟩s (pipeline ⟨pipe⟩, commit ⟨sha⟩)",
            "Restoring cache\nChecking cache for deps-⟨ck⟩-protected...\n"
            "Successfully extracted cache",
            "Το job ⟨job⟩ απέτυχε: «⟨var⟩: unbound variable» — η μεταβλητή είναι protected "
            "και το branch όχι.",
        ),
        _ci,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Deploy notu ⟨d⟩\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n- istek ⟨u⟩ / trace ⟨trace⟩\n"
            "- kart ⟨mask⟩ için iyzico paymentId ⟨pid⟩\n- ⟨var⟩: Vault'ta, değişmedi",
            "Περίληψη ⟨d⟩\n* host key SHA256:⟨fp⟩\n* zone ⟨zone⟩\n* Viva orderCode ⟨oc⟩\n"
            "* audit client_token ⟨hmac⟩ (HMAC, όχι token)\n* accessor ⟨acc⟩",
            "| şey | değer |\n|---|---|\n| commit | ⟨short⟩ |\n| sefer | ⟨ulid⟩ |\n"
            "| integrity | ⟨sri⟩ |\n| ETag | ⟨etag⟩ |\n| ⟨var⟩ | <vault> |",
            "⟨who⟩ sordu: 'bu ⟨trace⟩ bir key mi?' — hayır, trace id. ⟨dig⟩ de image digest; "
            "gerçek secret'lar sadece Vault'ta.",
        ),
        _mixed,
    ),
)
