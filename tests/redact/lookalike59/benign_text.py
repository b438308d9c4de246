"""Benign look-alikes in prose and config: public keys, placeholders, redacted values, the
word "password" with no password, documented emulator and sandbox values, webhook
signatures. None of them is a credential."""

from __future__ import annotations

import base64
import struct
from random import Random

from tests.redact.lookalike59.gen import (
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    day,
    digits,
    hexs,
    num,
    pick,
    rsa_spki_body,
    uuid4,
    wrap,
)

_BEGIN_PUB = "-----BEGIN " + "PUBLIC KEY-----"
_END_PUB = "-----END " + "PUBLIC KEY-----"

# Published, well-known values: GitHub's SSH host key, the Azure Cosmos DB emulator key and
# the Azurite (storage emulator) account key. Documented for everyone; not credentials.
_GITHUB_HOST_KEY = "AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl"
_COSMOS_EMULATOR_KEY = (
    "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=="
)
_AZURITE_KEY = (
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
)


def _ssh_blob(kind: bytes, *parts: bytes) -> str:
    raw = struct.pack(">I", len(kind)) + kind
    for part in parts:
        raw += struct.pack(">I", len(part)) + part
    return base64.b64encode(raw).decode()


def _public(r: Random) -> dict[str, str]:
    user = r.choice(("maricel@cebu-mbp", "kenji@fuk-mbp", "paolo@cebu-thinkpad", "aiko@fuk-imac"))
    return {
        "pub": wrap(rsa_spki_body(r)),
        "ed": _ssh_blob(b"ssh-ed25519", r.randbytes(32)),
        "rsa": _ssh_blob(b"ssh-rsa", b"\x01\x00\x01", b"\x00" + r.randbytes(256)),
        "user": user,
        "kid": hexs(r, 40),
        "n": b64url(r, 256),
        "fpr": " ".join(hexs(r, 4).upper() for _ in range(10)),
        "env": r.choice(("production", "sandbox")),
        "d": day(r),
    }


_PLACEHOLDERS = (
    "<paste-here>",
    "changeme",
    "REPLACE_ME",
    "<from Key Vault>",
    "xxxxxxxxxxxxxxxx",
    "TODO",
    "your-secret-here",
    "${SECRET}",
    "<redacted in template>",
    "dummy",
)


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "ph1": r.choice(_PLACEHOLDERS),
        "ph2": r.choice(_PLACEHOLDERS),
        "ph3": r.choice(_PLACEHOLDERS),
        "x": "x" * 43,
        "X": "X" * 43,
        "svc": r.choice(("remit-api", "payout-worker", "fx-worker", "admin-web", "recon-job")),
        "var": r.choice(
            ("WISE_API_TOKEN", "PAYPAY_API_SECRET", "LINE_PAY_CHANNEL_SECRET", "COSMOS_KEY")
        ),
        "acct": r.choice(("<account>", "<cosmos-account>", "your-account", "ACCOUNT_NAME")),
        "key": r.choice(("<key>", "<primary-key>", "{{COSMOS_KEY}}", "$(COSMOS_KEY)")),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "mask": r.choice(("****", "<redacted>", "[REDACTED]", "•••••••••••", "xxx…xxx", "***")),
        "rid": uuid4(r),
        "run": num(r, 11),
        "last4": pick(r, UPPER_ALNUM + "abcdefghijklmnopqrstuvwxyz", 4),
        "d": day(r),
        "app": r.choice(("app-tulay-api-prod", "app-tulay-admin", "app-remit-web-stg")),
    }


def _password_prose(r: Random) -> dict[str, str]:
    return {
        "tid": "d-" + hexs(r, 32),
        "n": str(r.randint(3, 10)),
        "ttl": str(r.choice((600, 900, 1800, 3600))),
        "name": r.choice(("psql-admin-password", "psql-app-password", "psql-readonly-password")),
        "min": str(r.choice((10, 12, 14, 16))),
        "d": day(r),
    }


def _dev_values(r: Random) -> dict[str, str]:
    return {
        "port": str(r.choice((10000, 10010, 11000, 20000))),
        "cport": str(r.choice((8081, 8082, 18081))),
        "card": r.choice(
            (
                "4111 1111 1111 1111",
                "5555 5555 5555 4444",
                "4242 4242 4242 4242",
                "5123 4567 8901 2346",
            )
        ),
        "mm": f"{r.randint(1, 12):02d}",
        "yy": str(r.randint(34, 39)),
        "cvv": r.choice(("123", "111", "000")),
        "n4": digits(r, 4),
        "otp": r.choice(("123456", "000000", "111111")),
        "dev": r.choice(("Pixel 9", "iPhone 17", "Galaxy A56", "Redmi Note 15")),
        "d": day(r),
    }


def _signatures(r: Random) -> dict[str, str]:
    return {
        "sig": b64(r, 256),
        "u": uuid4(r),
        "h64": hexs(r, 64),
        "dig": b64(r, 32),
        "tx": "2033" + "02" + day(r) + digits(r, 11),
        "oid": "TH-LP-203302" + day(r) + "-" + digits(r, 5),
        "d": day(r),
        "ev": r.choice(("transfers#state-change", "transfers#active-cases", "balances#credit")),
    }


BENIGN_TEXT: tuple[Kind, ...] = (
    Kind(
        "public_keys",
        (
            "Wise webhook public key (⟨env⟩), for verifying X-Signature-SHA256:\n"
            + _BEGIN_PUB
            + "\n⟨pub⟩\n"
            + _END_PUB,
            "ssh-ed25519 ⟨ed⟩ ⟨user⟩",
            "AKS node pool admin SSH public key: ssh-rsa ⟨rsa⟩ azureuser",
            "known_hosts sa runner:\ngithub.com ssh-ed25519 " + _GITHUB_HOST_KEY + "\n"
            "bastion-jpe.tulayhashi.jp ssh-ed25519 ⟨ed⟩",
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            "署名付きタグ用のGPG鍵フィンガープリント: ⟨fpr⟩（⟨user⟩、2/⟨d⟩登録）",
        ),
        _public,
    ),
    Kind(
        "env_placeholders",
        (
            ".env.example (⟨svc⟩)\nMAYA_PUBLIC_KEY=pk-⟨x⟩\nMAYA_SECRET_KEY=sk-⟨x⟩\n"
            "WISE_API_TOKEN=⟨ph1⟩\nCOSMOS_CONNECTION_STRING=AccountEndpoint=https://⟨acct⟩."
            "documents.azure.com:443/;AccountKey=⟨key⟩;",
            "LINE_PAY_CHANNEL_SECRET=⟨ph1⟩\nPAYPAY_API_SECRET=⟨ph2⟩\nAZURE_CLIENT_SECRET=⟨ph3⟩",
            'export ⟨var⟩="${⟨var⟩:?set me first}"  # ⟨svc⟩ startup script',
            "Maya sandbox sa README ng ⟨svc⟩: sk-⟨X⟩ — ilagay mo dito ang sarili mong sandbox key",
            'password: "{{ .Values.postgresql.auth.password }}"   # Helm template, ⟨svc⟩ chart',
            "オンボーディング手順: ⟨var⟩ にはローカルで「⟨ph1⟩」を入れておく（CIはOIDC）",
        ),
        _placeholders,
    ),
    Kind(
        "redacted_values",
        (
            "AccountEndpoint=https://cosmos-tulay-prod.documents.azure.com:443/;"
            "AccountKey=⟨mask⟩; (from ⟨app⟩ config, key removed)",
            "Authorization: Bearer ⟨mask⟩ (x-request-id ⟨rid⟩)",
            'Run ⟨run⟩ log: echo "token=***" — na-mask naman ng GitHub',
            "The Maya secret key ending in …⟨last4⟩ was rotated on 2033-02-⟨d⟩",
            'userPWD="⟨mask⟩" (tinanggal ko na bago i-paste), profile ng ⟨app⟩',
            "Key Vault の値はポータルで ●●●●●●●● と表示されるだけ（⟨app⟩、RBAC: Secrets User）",
        ),
        _redacted,
    ),
    Kind(
        "password_word_prose",
        (
            "パスワードリセットのメールが届かない件、SendGrid テンプレート ⟨tid⟩ の差し替えで解決",
            "Ang password policy ng app: min ⟨min⟩ chars, bawal ang huling 5 password, "
            "lockout pagkatapos ng ⟨n⟩ maling subok",
            "Firebase Auth: nag-switch kami sa passwordless (email link) para sa Cebu agents "
            "noong 2033-02-⟨d⟩",
            "PASSWORD_RESET_TOKEN_TTL_SECONDS=⟨ttl⟩",
            "Wala sa notes ang password ng staging DB — kunin sa Key Vault: "
            "az keyvault secret show --vault-name kv-tulay-stg-jpe -n ⟨name⟩",
            "UIテスト: パスワード誤入力 ⟨n⟩ 回でロックされることを確認"
            "（文言「パスワードが正しくありません」）",
            "Cebuano string: 'Nakalimtan nimo ang imong password?' "
            "(strings-ceb.xml, forgot_password_v⟨n⟩)",
        ),
        _password_prose,
    ),
    Kind(
        "documented_dev_and_test_values",
        (
            "Local Cosmos emulator (set up 2/⟨d⟩): AccountEndpoint=https://localhost:⟨cport⟩/;"
            "AccountKey=" + _COSMOS_EMULATOR_KEY + ";",
            "Azurite (integration tests, since 2/⟨d⟩): DefaultEndpointsProtocol=http;"
            "AccountName=devstoreaccount1;"
            "AccountKey="
            + _AZURITE_KEY
            + ";BlobEndpoint=http://127.0.0.1:⟨port⟩/devstoreaccount1;",
            "Sandbox test card ⟨card⟩, exp ⟨mm⟩/⟨yy⟩, CVV ⟨cvv⟩ — sandbox lang, galing sa QA sheet",
            "Firebase Auth test phone +63 917 000 ⟨n4⟩ uses fixed OTP ⟨otp⟩ "
            "(Phone numbers for testing), QA device ⟨dev⟩",
            "Functions ローカル実行: AzureWebJobsStorage=UseDevelopmentStorage=true、"
            "Azurite は 127.0.0.1:⟨port⟩（2/⟨d⟩ 以降）",
        ),
        _dev_values,
    ),
    Kind(
        "webhook_signatures_and_digests",
        (
            "X-Signature-SHA256: ⟨sig⟩\nX-Delivery-Id: ⟨u⟩\nX-Test-Notification: true",
            "Content-Digest: sha-256=:⟨dig⟩:",
            "Maya webhook body sha256 ⟨h64⟩ matched the replay from 2033-02-⟨d⟩",
            "LINE Pay confirmUrl callback: /linepay/confirm?transactionId=⟨tx⟩&orderId=⟨oid⟩",
            "Wiseからのwebhook ⟨ev⟩（X-Delivery-Id ⟨u⟩）、公開鍵で署名検証OK。署名ヘッダ: ⟨sig⟩",
        ),
        _signatures,
    ),
)
