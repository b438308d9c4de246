"""The words for "password" that several rules share (`ocmem.redact.names.PASSWORD_WORDS`):
a Markdown table's column headed by one of them in any language the scrubber knows, and
Indonesian and Malay prose ("kata sandi … adalah …"), which puts what the word names after
it with no preposition. Also Oracle's ``sqlplus user/pw@db``, bare or quoted."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept

from ocmem.redact import MARKER, scrub

PASSWORD = "Xk9vQ2mRt7LpWz4N"
HEADERS = (
    "Password",
    "Passwort",
    "Passord",
    "Mot de passe",
    "Kennwort",
    "Lösenord",
    "Wachtwoord",
    "Parool",
    "Salasana",
    "Jelszó",
    "Heslo",
    "Hasło",
    "Parola",
    "Geslo",
    "Lozinka",
    "Senha",
    "Contraseña",
    "Adgangskode",
    "Slaptažodis",
    "Kata sandi",
    "Kata laluan",
    "Пароль",
    "パスワード",
    "密码",
    "비밀번호",
    "Κωδικός",
    "סיסמה",
    "كلمة المرور",
)


@pytest.mark.parametrize("header", HEADERS)
def test_a_column_headed_by_a_word_for_the_password_is_scrubbed(header: str) -> None:
    text = f"| host | user | {header} |\n|---|---|---|\n| olt-jkt-01 | admin | {PASSWORD} |"
    out = scrub(text).text
    assert PASSWORD not in out
    assert "olt-jkt-01" in out
    assert MARKER in out


@pytest.mark.parametrize("header", ["Clave", "رمز"])
def test_words_that_also_mean_key_or_code_do_not_head_a_password_column(header: str) -> None:
    # "Clave | Valor" lists settings; "رمز" heads a column of product codes.
    text = f"| {header} | Valor |\n|---|---|\n| SKU-8F3KQ27XM1 | 12 |"
    assert scrub(text).text == text


@pytest.mark.parametrize(
    "text",
    [
        f"kata sandi untuk vCenter adalah {PASSWORD}",
        f"Kata sandinya: {PASSWORD}",
        f"kata sandi admin OLT adalah {PASSWORD}",
        f'sandi WiFi kantor lantai 3 adalah "{PASSWORD}"',
        f"kata laluan pangkalan data ialah {PASSWORD}",
    ],
)
def test_indonesian_and_malay_prose_passwords_are_scrubbed(text: str) -> None:
    out = scrub(text).text
    assert PASSWORD not in out
    assert MARKER in out


@pytest.mark.parametrize(
    "text",
    [
        "Kata sandi minimal 14 karakter, disimpan di Vault secret/net/olt",
        "kata sandinya ada di Vault, bukan di sini",
        "Sandi lama sudah dirotasi, yang baru ada di 1Password (item OLT Jakarta)",
        "kata sandi di vault: secret/net/olt-admin",
        "The password policy adalah bahasa Indonesia for 'is', not a value",
    ],
)
def test_indonesian_prose_without_a_value_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("sqlplus scott/Tg8kqVz2pLmw9x@ORCL", "Tg8kqVz2pLmw9x"),
        ('sqlplus -s scott/"Tg8#kq!Vz2@pL"@//db01:1521/ORCL', "Tg8#kq!Vz2@pL"),
        ('sqlplus -L app_user/"pw with a blank 9x"@PROD', "pw with a blank 9x"),
    ],
)
def test_sqlplus_passwords_bare_or_quoted_are_scrubbed(text: str, secret: str) -> None:
    out = scrub(text).text
    assert secret not in out
    assert "@" in out
    assert MARKER in out
