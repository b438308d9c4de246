"""The rules that came from the seventy-third to seventy-fifth look-alike corpora (a
Vietnamese-Thai meal-delivery marketplace, a Québec-Ontario library consortium and a
South African-Kenyan insurance-claims service; each holdout studied as tuning data once it
had been scored).

Kept: the body of an OpenPGP signature (armor with a blank line after its header and an
``=XXXX`` checksum line), FCM registration tokens (a device's address), LINE Pay's
``X-LINE-Authorization`` request signature and a LINE webhook's ``replyToken``, a Twilio
account SID in a table row labelled the account, and status words after "password:".
Taken: a "hash key" holding generated key material (OnePay), ``glab variable set NAME
VALUE``, a SIP2 Login message's password (``CO`` field), Meta Graph API access tokens
(``EAA…``), passwords after Vietnamese "thành" and Québec "est rendu", a Swahili
"passkey mpya kwa …:" ("new passkey by …:"), and a table row whose first cell ends in a
secret's name ("| pg admin wagwoord | … |") when the value is as long as a key."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

_SIGNATURE_BODY = (
    "iQEzBAABCAAdFiEEq7Lm2Rv9Tk4Wp8Zc1Bn6Hy3Xs5Df0Jg2BQJlmR4eAAoJEKq7Lm2Rv9Tk4Wp8Zc1Bn6Hy3"
    "Xs5Df0Jg2Vq7Lm2xR9kT4wZp3Nc8Yb1Hs6Dj0Fg5Kl9Mn2Qr7Tv4Wx8Za3Bc6Ef1Gh5Jk9Lm2No7Pq0Rs4"
)
_FCM_TOKEN = (
    "fT9kQ2mZ4xR7vL1pW8nB3c:APA91bH5yJ2kL8mN4pQ7rS1tU9vW3xY6zA0bC2dE5fG8hJ1kL4mN7pQ0rS3tU6v"
    "W9xY2zA5bC8dE1fG4hJ7kL0mN3pQ6rS9tU2vW5xY8zA1bC4dE7fG0hJ3kL6mN9pQ2rS5tU8vW1xY4"
)
_META_TOKEN = (
    "EAAJk7Lm2Rv9Tk4Wp8Zc1Bn6Hy3Xs5Df0Jg2Vq7Lm2xR9kT4wZp3Nc8Yb1Hs6Dj0Fg5Kl9Mn2Qr7Tv4Wx8Za3Bc6"
    "Ef1Gh5Jk9Lm2No7Pq0Rs4Tu8Vw3Xy6Za9Bc2De5Fg8Hi1Jk4Lm7No0Pq3Rs6Tu9"
)


@pytest.mark.parametrize(
    "text",
    [
        f"-----BEGIN PGP SIGNATURE-----\n\n{_SIGNATURE_BODY}\n=Q7xZ\n-----END PGP SIGNATURE-----",
        f"FCM answered UNREGISTERED for token {_FCM_TOKEN}, removed it from the table",
        f'{{"to": "{_FCM_TOKEN}", "priority": "high"}}',
        "X-LINE-Authorization-Nonce: 5c2e8a1f-7b3d-4e9a-8c6f-1d0b2e4a7c93\n"
        "X-LINE-Authorization: Vq7Lm2xR9kT4wZp3Nc8Yb1Hs6Dj0Fg5Kl9Mn2Qr7Tv4=\n"
        "Content-Type: application/json",
        "- X-LINE-Authorization Kl9Mn2Qr7Tv4Wx8Za3Bc6Ef1Gh5Jk9Lm2No7Pq0Rs4T= (one request's HMAC)",
        "webhook event: replyToken 7c1e9a3f5b2d8e4a6c0f1b9d3e7a5c2f, mode active",
        '{"replyToken":"0b8d6f4a2c9e1b7d5f3a8c6e4b2d0f9a","type":"message"}',
        "| Twilio account | AC3f9a1c7e5b2d8f4a6c0e1b9d3f7a5c2e |",
        "| Compte Twilio | AC7a5c2e3f9a1c7e5b2d8f4a6c0e1b9d3f |",
        "- password: unchanged, no rotation needed this quarter",
        "DynamoDB hash key: tenantId, range key: createdAt",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ONEPAY_HASH_KEY=5E8A1C3F7B9D2E4A6C8F0B1D3E5A7C9F", "5E8A1C3F7B9D2E4A6C8F0B1D3E5A7C9F"),
        (
            "OnePay: access code 9F2B4D6E / hash key 7B9D2E4A6C8F0B1D3E5A7C9F5E8A1C3F (hex)",
            "7B9D2E4A6C8F0B1D3E5A7C9F5E8A1C3F",
        ),
        (
            "$ glab variable set ONEPAY_HASH_KEY Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy5 --masked --protected",
            "Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy5",
        ),
        (
            "-> 9300CNsip_kiosk_west|COr7#Vq2!Lm9xT4wZ|CPWEST-BRANCH|AY1AZEB21",
            "r7#Vq2!Lm9xT4wZ",
        ),
        (f"- WhatsApp Cloud API, nuwe een: {_META_TOKEN} (in Key Vault gesit)", _META_TOKEN),
        (
            "Tôi đặt lại mật khẩu RDS master thành Qm4.Vx-Lr9kTz2Wp lúc 09:30",
            "Qm4.Vx-Lr9kTz2Wp",
        ),
        (
            "Le mot de passe du compte svc-backup est rendu Tz8~Kq2*Lm5xVp9R depuis lundi.",
            "Tz8~Kq2*Lm5xVp9R",
        ),
        (
            "Safaricom walitutumia passkey mpya kwa barua pepe: "
            "3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a. Ya zamani imezimwa.",
            "3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a",
        ),
        ("| Redis | 6380 |\n| pg admin wagwoord | Lq4~Zt8@Vm.2Kx=N |", "Lq4~Zt8@Vm.2Kx=N"),
    ],
)
def test_a_secret_is_taken(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


def test_repeated_placeholder_letters_after_eaa_are_not_a_token() -> None:
    assert_kept("token: " + "EAAA" * 20 + " (placeholder in the docs)")


def test_gh_secret_set_with_flags_only_takes_nothing() -> None:
    assert_kept("gh secret set STRIPE_KEY --env prod < key.txt")
    assert_kept("glab variable set DEPLOY_REGION eu-west-1")


@pytest.mark.parametrize(
    "text",
    [
        "Le mot de passe est maintenant dans le coffre depuis juin.",
        "La contraseña está ahora en el vault desde junio.",
        "Das Passwort ist jetzt im Tresor seit Juni gespeichert.",
        "Het wachtwoord staat sinds maart in de kluis voor het team.",
    ],
)
def test_a_sentence_after_a_password_word_is_no_passphrase(text: str) -> None:
    # Found while checking "est rendu": the words after "is now" were read as a passphrase
    # in every language but English, whose function words already ended it.
    assert_kept(text)


def test_a_passphrase_after_a_foreign_copula_is_still_taken() -> None:
    assert_scrubbed("La passphrase est tidal orbit frame lemon", "tidal orbit frame lemon")


@pytest.mark.parametrize(
    "text",
    [
        "merchant_id 10000100 en merchant_key q4tx8mzkv2rwb is publiek (dit staan in die HTML)",
        "Der Schlüssel Kq3Lm9Xv2Rt7Wp4Zc8Bn ist öffentlich (steht im Bundle)",
    ],
)
def test_a_value_the_note_calls_public_is_kept(text: str) -> None:
    assert_kept(text)


def test_a_key_that_is_public_now_has_leaked() -> None:
    assert_scrubbed(
        "the api key Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy is public now, rotate it", "Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy"
    )
