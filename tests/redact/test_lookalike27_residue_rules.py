"""Rules made from what the twenty-seventh corpus still leaked after its tuning: a T-SQL
``N'…'`` literal (and the other one-letter string prefixes), ``schtasks /RP``, a password
piped into ``--password-stdin``, and a non-Latin word for the password with what it names
between it and a colon. Kept beside them: references, prompts and links."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ALTER LOGIN [sa] WITH PASSWORD = N'Duomo#Navigli#86$';", "Duomo#Navigli#86$"),
        (
            "CREATE LOGIN svc_billing WITH PASSWORD = N'xK9#mQ2!vL7pRt4z', CHECK_POLICY = OFF;",
            "xK9#mQ2!vL7pRt4z",
        ),
        ("PGPASSWORD=E'x7Hq92LmPz0wT5vKc3Nd' psql -h db -U app", "x7Hq92LmPz0wT5vKc3Nd"),
        ('signing_secret = b"Wq83nZk0pLx7Yt2vBm4c"', "Wq83nZk0pLx7Yt2vBm4c"),
        (
            'schtasks /Create /TN "PEC Ingest" /TR "C:\\Tools\\pec.exe" /SC MINUTE /MO 5 '
            "/RU FKA\\svc-imanage-idx /RP DuomoKolonaki6590*",
            "DuomoKolonaki6590*",
        ),
        (
            "schtasks /Query /S fs01 /U CORP\\ops /P 'Tr4v!ata-Sept26' /FO LIST",
            "Tr4v!ata-Sept26",
        ),
        (
            "- echo '/DiWCfwo11uIy2xxbXKP2IEjfeu2RiX35RdlTdniNm+ACRGkquUQ' | docker login "
            "fkaregistry.azurecr.io -u fkaregistry --password-stdin",
            "/DiWCfwo11uIy2xxbXKP2IEjfeu2RiX35RdlTdniNm+ACRGkquUQ",
        ),
        (
            "printf '%s' 'x7Hq92LmPz0wT5vKc3Nd' | helm registry login reg.example.io "
            "-u ci --password-stdin",
            "x7Hq92LmPz0wT5vKc3Nd",
        ),
        (
            "Κωδικός εφαρμογής για το σαρωτή του γραφείου Αθήνας (noreply@fka-legal.it): "
            "kr7nfxde1kmjople",
            "kr7nfxde1kmjople",
        ),
        ("本番DBのパスワード（管理者用）: Zq8-Lm2vXp4", "Zq8-Lm2vXp4"),
        ("Секретный ключ вебхука: whk_83JdKq0LmZ2x", "whk_83JdKq0LmZ2x"),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        'echo "$REGISTRY_PASSWORD" | docker login reg.example.io -u ci --password-stdin',
        "cat ~/.secrets/acr.txt | docker login reg.example.io -u ci --password-stdin",
        "schtasks /Create /TN nightly /TR backup.cmd /RU CORP\\svc-backup /RP *",
        "ALTER LOGIN [sa] WITH PASSWORD = N'<see vault>';",
        "パスワードの変更手順（詳細は wiki）: https://wiki.example.jp/ops/pw-rotation-2",
        "Κωδικός εφαρμογής για το σαρωτή: δείτε το KeePass",
        "B'ham office printer queue: PRN-0042-BHAM",
        "password_file: /run/secrets/registry_password_2028",
        "token: /api/v2/tenants/3fa85f6457174562b3fc2c963f66afa6/keys/Rotate2028",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)
