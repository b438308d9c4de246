"""Benign look-alikes in words: placeholders and redacted values where a secret would go,
prose about passwords, PINs and keys that holds none, and authentication error texts."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike30.gen import Kind, date, hexs, hhmmss, num, uuid4

_ENV_NAMES = (
    "CIELO_MERCHANT_KEY",
    "IYZICO_SECRET_KEY",
    "PAGSEGURO_TOKEN",
    "NFE_CERT_PASSWORD",
    "KAFKA_API_SECRET",
    "EFI_CLIENT_SECRET",
    "NFCE_CSC",
    "PG_PASSWORD",
    "NESTPAY_STORE_KEY",
)
_MASKS = ("********", "**REDACTED**", "<redacted>", "[REMOVIDO]", "•••••••••••", "***", "[GİZLİ]")


def _placeholder(r: Random) -> dict[str, str]:
    env = r.choice(_ENV_NAMES)
    return {
        "env": env,
        "env2": r.choice(_ENV_NAMES),
        "mask": r.choice(_MASKS),
        "x": r.choice("xX0") * r.choice((16, 24, 32, 40)),
        "secret": env.lower().replace("_", "-"),
        "n": num(r, 4),
        "path": r.choice(("secret/pdv/prod", "secret/fiscal/a1", "secret/loyalty/jwt")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "n": num(r, 4),
        "d": date(r),
        "days": str(r.choice((30, 60, 90, 180))),
        "min": str(r.choice((8, 10, 12, 14))),
        "user": r.choice(("pdv_app", "operador_caixa", "gerente_loja", "izmir_destek")),
        "loja": str(r.randint(1, 64)).zfill(3),
    }


def _errors(r: Random) -> dict[str, str]:
    return {
        "conv": num(r, 9),
        "rid": uuid4(r),
        "ts": date(r) + "T" + hhmmss(r) + "Z",
        "user": r.choice(("pdv_app", "settlement", "nfe_worker", "debezium")),
        "ip": f"10.40.{r.randint(0, 9)}.{r.randint(2, 250)}",
        "trace": hexs(r, 32),
        "pid": num(r, 5),
        "sa": r.choice(("pos-settlement", "nfe-signer", "loyalty-api")),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_redacted",
        (
            "⟨env⟩=${⟨env⟩}",
            "⟨env⟩=⟨mask⟩  # valor real no Secret Manager (⟨secret⟩)",
            "MerchantKey: ⟨x⟩ (placeholder do README da Cielo, não funciona)",
            "iyzico:\n  secret-key: ${⟨env2⟩:?must be set}\n  api-key: ${IYZICO_API_KEY}",
            'password: \'{{ vault "⟨path⟩" "password" }}\'',
            "⟨env⟩=$(gcloud secrets versions access latest --secret=⟨secret⟩)",
            "Authorization: Bearer <token-do-cliente>  ← exemplo da doc, PDV-⟨n⟩",
            "senha do certificado: ⟨mask⟩ (pedir pro fiscal, ticket PDV-⟨n⟩)",
        ),
        _placeholder,
        n=10,
    ),
    Kind(
        "password_words_without_secrets",
        (
            "A senha do PIN pad é digitada pelo cliente e nunca passa pelo app (PDV-⟨n⟩).",
            "Şifre sıfırlama bağlantısı 15 dakika geçerli; ⟨user⟩ için de aynı kural (⟨d⟩).",
            "Password policy for the loyalty app: min ⟨min⟩ chars, rotate every ⟨days⟩ days.",
            "Rotacionar a senha do ⟨user⟩ a cada ⟨days⟩ dias — lembrete criado em ⟨d⟩.",
            "PIN block format ISO 0 on the Cielo link, ISO 4 on the new Stone one (PDV-⟨n⟩).",
            "O gerente da loja ⟨loja⟩ esqueceu a senha de supervisor; reset feito pelo SAC.",
            "secret_key_ref and password_file are both supported by the nfe-signer config.",
            "Mağaza anahtarı paneldeki 'Ayarlar > Güvenlik' altında yeniden üretiliyor (⟨d⟩).",
        ),
        _prose,
        n=10,
    ),
    Kind(
        "auth_error_texts",
        (
            'FATAL:  password authentication failed for user "⟨user⟩" (host ⟨ip⟩, pid ⟨pid⟩)',
            '{"status":"failure","errorCode":"1000","errorMessage":"Geçersiz imza",'
            '"locale":"tr","systemTime":⟨pid⟩000,"conversationId":"⟨conv⟩"}',
            '[{"Code":132,"Message":"MerchantId is invalid"}] RequestId ⟨rid⟩',
            "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication "
            "failed: Invalid username or password (⟨ts⟩)",
            "PERMISSION_DENIED: Permission 'secretmanager.versions.access' denied for "
            "⟨sa⟩ (trace ⟨trace⟩)",
            "Rejeição 280: Certificado Transmissor inválido — ⟨ts⟩, reenvio em 5 min",
            'HTTP 401 {"error":"invalid_client","error_description":"client_secret '
            'inválido"} request ⟨rid⟩',
        ),
        _errors,
        n=10,
    ),
)
