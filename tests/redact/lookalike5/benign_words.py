"""Benign look-alikes in words: secret-sounding words used as words (in several languages),
identifiers in code, detection rules, commit notes, runbooks and notes that mix look-alikes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike5.gen import (
    ALNUM,
    Kind,
    hexs,
    pick,
    ulid,
    uuid4,
)

_SERVICES = ("checkout", "auth", "billing", "search", "notifications", "reporting")


def _small(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(_SERVICES),
        "n": str(r.randint(2, 30)),
        "day": r.choice(("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")),
    }


def _code(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(_SERVICES),
        "n": str(r.randint(2, 64)),
        "field": r.choice(("api_key", "access_token", "client_secret", "password", "private_key")),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "short": hexs(r, 7),
        "rid": uuid4(r),
        "d": hexs(r, 64),
        "ulid": ulid(r),
        "run": str(r.randint(1_000_000_000, 9_999_999_999)),
        "pr": str(r.randint(100, 9999)),
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "pi": "pi_" + pick(r, ALNUM, 24),
        "tid": hexs(r, 32),
    }


def _rotation(r: Random) -> dict[str, str]:
    return {
        "kid": hexs(r, 16),
        "kid2": hexs(r, 16),
        "ver": str(r.randint(2, 40)),
        "date": f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
        "svc": r.choice(_SERVICES),
        "uuid": uuid4(r),
    }


WORDS: tuple[Kind, ...] = (
    Kind(
        "secret-words-english",
        (
            "The secret to fast CI here is caching the Gradle daemon, not more runners.",
            "Password reset emails for ⟨svc⟩ are delayed ~⟨n⟩ min; queue backlog, not SMTP.",
            "Token bucket in ⟨svc⟩ refills ⟨n⟩ tokens per second; burst is twice that.",
            "Private key rotation is on the ⟨day⟩ checklist; the runbook covers it.",
            "Don't log the access token — log its key id instead.",
            "The API key field in the settings page is write-only; it never renders the value.",
        ),
        _small,
    ),
    Kind(
        "secret-words-german",
        (
            "Das Passwort wird nie geloggt; es kommt zur Laufzeit aus dem Vault.",
            "Geheimnisse gehören nicht ins Repo — ⟨svc⟩ liest sie aus Umgebungsvariablen.",
            "Der API-Schlüssel für ⟨svc⟩ wird jeden ⟨day⟩ automatisch rotiert.",
            "Zugangsdaten für die Staging-DB: siehe Passwortmanager, Ordner „Infra“.",
            "Token abgelaufen → 401; der Client holt sich nach ⟨n⟩ s ein neues.",
        ),
        _small,
        n=5,
    ),
    Kind(
        "secret-words-french",
        (
            "Le mot de passe n'est jamais écrit dans les logs de ⟨svc⟩.",
            "La clé privée reste sur le HSM ; on ne manipule que l'identifiant de clé.",
            "Jeton expiré : le front redemande un jeton toutes les ⟨n⟩ minutes.",
            "Les secrets sont injectés par le pipeline, pas par le Dockerfile.",
            "Rotation de la clé d'API prévue ⟨day⟩ prochain, voir le ticket.",
        ),
        _small,
        n=5,
    ),
    Kind(
        "secret-words-iberian",
        (
            "La contraseña del usuario se guarda con argon2id; nunca en texto plano.",
            "El token de acceso caduca a los ⟨n⟩ minutos y se renueva solo.",
            "A senha do banco fica no cofre de segredos, não no .env.",
            "A chave privada nunca sai do dispositivo; só a chave pública vai para o servidor.",
            "Los secretos de ⟨svc⟩ se rotan cada ⟨n⟩ días con un job programado.",
        ),
        _small,
        n=5,
    ),
    Kind(
        "secret-words-cjk",
        (
            "パスワードはログに出力しない。⟨svc⟩ はトークンのハッシュだけを記録する。",
            "秘密鍵はHSMの外に出さないこと。公開鍵だけ配布する。",
            "访问令牌过期后，客户端会在 ⟨n⟩ 秒内自动刷新。",
            "密码不要写进配置文件，统一从密钥管理服务读取。",
            "비밀번호는 평문으로 저장하지 않는다. API 키는 환경 변수로 주입한다.",
            "토큰이 만료되면 401을 반환하고 ⟨n⟩초 후에 재시도한다.",
        ),
        _small,
    ),
    Kind(
        "secret-words-more-languages",
        (
            "Пароль не попадает в логи; ⟨svc⟩ пишет только идентификатор ключа.",
            "Hasło do bazy jest w menedżerze haseł, nie w repozytorium.",
            "La password di ⟨svc⟩ viene ruotata ogni ⟨n⟩ giorni.",
            "Het wachtwoord staat in de kluis; de sleutel wordt elke ⟨day⟩ vernieuwd.",
            "Şifre asla düz metin olarak saklanmaz; token ⟨n⟩ dakika geçerli.",
        ),
        _small,
        n=5,
    ),
    Kind(
        "i18n-strings",
        (
            (
                '{\n  "auth.password.label": "Password",\n  "auth.password.forgot": "Forgot your '
                'password?",\n  "auth.token.expired": "Your session has expired"\n}'
            ),
            (
                'de.json: "auth.password.label": "Passwort", "auth.password.forgot": "Passwort '
                'vergessen?"'
            ),
            'msgid "Enter your secret key"\nmsgstr "Saisissez votre clé secrète"',
            (
                '<string name="password_hint">Contraseña</string>\n<string '
                'name="api_key_title">Clave de API</string>'
            ),
            '"reset_password" = "パスワードをリセット";',
        ),
        _small,
        n=5,
    ),
    Kind(
        "code-identifiers",
        (
            "def rotate_api_key(self, key_id: str, *, grace_seconds: int = ⟨n⟩) -> None:",
            'const ⟨field⟩ = process.env.⟨svc⟩_KEY ?? "";',
            (
                'type Credentials struct {\n\tAccessToken  string `json:"access_token"`\n'
                '\tRefreshToken string `json:"refresh_token"`\n}'
            ),
            (
                "if not secrets.compare_digest(expected_sig, received_sig):\n    raise "
                "InvalidSignature"
            ),
            "let secret_len = ⟨n⟩; // bytes, see crypto::derive_key",
            (
                "class PasswordResetToken(models.Model):\n    token_hash = "
                "models.CharField(max_length=⟨n⟩)"
            ),
        ),
        _code,
    ),
    Kind(
        "detection-rules",
        (
            "[[rules]]\nid = \"github-pat\"\nregex = '''gh[pousr]_[0-9a-zA-Z]{36}'''",
            (
                "detect-secrets baseline flagged `⟨field⟩` in tests/fixtures — marked as false "
                "positive."
            ),
            "trufflehog filesystem . --only-verified found 0 results on ⟨svc⟩.",
            "AWS access key ids match AKIA[0-9A-Z]{16}; the secret is 40 chars of base64.",
            (
                "gitleaks allowlist:\n  paths:\n    - '''tests/fixtures/.*'''\n  regexes:\n    - "
                "'''EXAMPLE'''"
            ),
        ),
        _code,
        n=5,
    ),
    Kind(
        "commit-and-pr-notes",
        (
            (
                "fix(auth): stop logging the refresh token on 401\n\nReviewed-by: Ana Ruiz\nRefs: "
                "#⟨pr⟩"
            ),
            "PR #⟨pr⟩ merged at ⟨short⟩: moves ⟨pi⟩ handling behind the idempotency check.",
            "chore(deps): bump cryptography to ⟨ver⟩ (⟨short⟩)",
            "Merge ⟨sha⟩ into release/⟨ver⟩ — conflicts only in the lockfile.",
            (
                "Reverted ⟨short⟩; CI run ⟨run⟩ showed the secret-scanning job timing out, not "
                "failing."
            ),
        ),
        _mixed,
        n=5,
    ),
    Kind(
        "runbook-steps",
        (
            (
                "1. Rotate the key in the vendor console.\n2. Update the secret in Vault.\n3. "
                "Restart ⟨svc⟩ pods.\n4. Revoke the old key after ⟨n⟩ minutes."
            ),
            (
                "If the password manager is down, break-glass credentials are in the safe; two "
                "people must sign."
            ),
            (
                "Runbook: when tokens fail with invalid_grant, clear the ⟨svc⟩ token cache and "
                "re-run the job."
            ),
            "Never paste API keys into tickets; link the Vault path instead.",
        ),
        _small,
        n=4,
    ),
    Kind(
        "key-rotation-logs",
        (
            (
                "2025-04-02T03:00:01Z INFO keyring: rotated signing key kid=⟨kid⟩ (previous "
                "kid=⟨kid2⟩)"
            ),
            "KMS key version ⟨ver⟩ enabled on ⟨date⟩; version ⟨kid⟩ scheduled for destruction.",
            "⟨svc⟩: secret version ⟨ver⟩ is current, created ⟨date⟩.",
            "audit: api key ⟨uuid⟩ revoked by admin on ⟨date⟩",
            "jwt: unknown kid ⟨kid2⟩, refreshing JWKS",
        ),
        _rotation,
        n=5,
    ),
    Kind(
        "mixed-lookalike-notes",
        (
            "Deployed ⟨ver⟩ (⟨short⟩) — image sha256:⟨d⟩, first request after rollout ⟨rid⟩.",
            (
                "| what | value |\n|---|---|\n| commit | ⟨sha⟩ |\n| request | ⟨rid⟩ |\n| trace | "
                "⟨tid⟩ |"
            ),
            "- build run: ⟨run⟩\n- commit: ⟨sha⟩\n- event: ⟨ulid⟩",
            '{"commit": "⟨sha⟩", "digest": "sha256:⟨d⟩", "request_id": "⟨rid⟩"}',
            "Repro: payment ⟨pi⟩, trace ⟨tid⟩, server build ⟨ver⟩+⟨short⟩.",
            (
                "checked out ⟨sha⟩, ran the suite, run id ⟨run⟩ — all green except the flaky "
                "⟨ulid⟩ fixture"
            ),
        ),
        _mixed,
    ),
)
