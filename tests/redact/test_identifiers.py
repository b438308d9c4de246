"""Identifiers and public values that look generated are kept; the credentials beside them
in the same vendors' formats are not."""

from __future__ import annotations

import pytest

from ocmem.redact import MARKER, scrub

# Prefixes joined from pieces: no literal here has the shape of a real credential.
BODY = "Zq7Lm9Xw4Tz8Vb3Nc6Hd1Jf5Gs0Pa2"


@pytest.mark.parametrize(
    "text",
    [
        "forked ses_deb9f7f65ffeklPSNhPFmeCp75 at msg_deb9d4d11ffe5eN83iH3tknlTq",
        "the part prt_6667f7b309c7wbjcV1zUUWjlDV holds the answer",
        f"customer cus_{BODY[:14]} paid with pi_{BODY[:24]} (event evt_{BODY[:24]})",
        "STRIPE_PUBLISHABLE_KEY=pk_" + f"live_{BODY}{BODY}",
        f"deployed as dpl_{BODY[:28]}",
        f"the reply chatcmpl-{BODY[:29]} was cut",
        "Commits are signed with key E19C35F9A66000C4",
        "gpg --recv-keys ADA2D8EDB1862D8228B0AE8D558E6219B6505086",
        "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9... (from /auth/login)",
    ],
)
def test_an_identifier_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("STRIPE_KEY=sk_" + f"live_{BODY}", f"sk_live_{BODY}"),
        ("restricted rk_" + f"live_{BODY}", f"rk_live_{BODY}"),
        (f"client secret pi_{BODY[:24]}_secret_{BODY[:24]}", f"_secret_{BODY[:24]}"),
        ("bearer token: eyJhbGciOiJIUzI1NiJ9", "eyJhbGciOiJIUzI1NiJ9"),
        (
            "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0."
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        ),
        ("deploy token: abcd1234ef5678abcd1234ef5678abcd", "abcd1234ef5678abcd1234ef5678abcd"),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    result = scrub(text)
    assert secret not in result.text
    assert MARKER in result.text
