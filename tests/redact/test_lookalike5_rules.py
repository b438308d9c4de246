"""The rules that came from the fifth look-alike corpus (its holdout, studied as tuning data
"dev6" once it had been scored): public members of a JSON Web Key, DER-encoded ECDSA
signatures, Sealed Secrets and Rails encrypted credentials, masks with a two-part vendor
prefix, cursor parameters and key-id fields are kept; session cookies, a quoted ``curl -u``
password and Twilio's ``Client(sid, token)`` are found. Each kept kind has its credential
counterpart."""

from __future__ import annotations

import base64
import hashlib
import json
import random

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike5-rules")
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
LOWER = "abcdefghijklmnopqrstuvwxyz0123456789"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


X, Y, D = (b64url(hashlib.sha256(bytes([i])).digest()) for i in range(3))
HEX = hashlib.sha256(b"look-alike 5").hexdigest()
# DER: SEQUENCE { INTEGER (33 bytes), INTEGER (32 bytes) }, an ECDSA P-256 signature.
DER_SIGNATURE = base64.b64encode(
    bytes([0x30, 0x45, 0x02, 0x21, 0x00])
    + hashlib.sha256(b"r").digest()
    + bytes([0x02, 0x20])
    + hashlib.sha256(b"s").digest()
).decode()
SEALED = "AgA" + base64.b64encode(hashlib.sha512(b"sealed").digest() * 6).decode()[:400]
RAILS = (
    base64.b64encode(hashlib.sha512(b"data").digest()).decode()
    + "--"
    + base64.b64encode(hashlib.md5(b"iv").digest()[:12]).decode()
    + "--"
    + base64.b64encode(hashlib.md5(b"tag").digest()).decode()
)
MAPBOX = (
    "pk."
    + b64url(json.dumps({"u": "acme-maps", "a": "cl" + pick(LOWER, 23)}).encode())
    + "."
    + pick(ALNUM, 22)
)
SESSION = pick(LOWER, 32)
PASSWORD = "YS+D9zwFa#7" + pick(ALNUM, 9)


@pytest.mark.parametrize(
    "text",
    [
        f'{{"kty": "EC", "crv": "P-256", "kid": "{pick(ALNUM, 43)}", "x": "{X}", "y": "{Y}"}}',
        f'{{"keys": [{{"kty": "RSA", "e": "AQAB", "n": "{X}{Y}{X}", "kid": "{HEX[:16]}"}}]}}',
        f"cosign signature for the release image:\n{DER_SIGNATURE}",
        f"Note to self: wg show: peer {base64.b64encode(hashlib.sha256(b'p').digest()).decode()}",
        f"mapboxgl.accessToken = '{MAPBOX}'",
        f"sealed (safe to commit, only the controller can open it):\n  token: {SEALED}",
        f"Note to self: config/credentials.yml.enc holds {RAILS}",
        "STRIPE_SECRET_KEY=sk_live_*******************2ffZ",
        "Gotcha — ?page_token=eyJsYXN0X2lkIjo0MTY2NzksImRpciI6Im5leHQifQ",
        f"Addressables key for Boss_02.fbx is {HEX[:32]}",
        f"2026-04-02T03:00:01Z INFO keyring: rotated signing key kid={HEX[:16]}",
        "Snapshot of vol-0aebdef10e4d50ea0 finished; account 565896062733, us-east-1.",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a JWK's private members are secret, and a public member outside any JWK is judged
        # as before
        (f'{{"kty": "EC", "crv": "P-256", "x": "{X}", "y": "{Y}", "d": "{D}"}}', D),
        (f'{{"token": "{D}"}}', D),
        # a Rails encrypted value outside a .enc file, and an unmasked key
        (f"RAILS_MASTER_KEY={HEX[:32]}", HEX[:32]),
        ("STRIPE_SECRET_KEY=sk_live_" + pick(ALNUM, 24), "sk_live_"),
        # a query parameter that names a credential, and a key's value beside its id
        (f"https://acme.dev/cb?access_token={pick(ALNUM, 32)}", None),
        (f"signing key kid=abc123 secret={pick(ALNUM, 32)}", None),
        # a login and its password, with a name
        (f"account deploy, {PASSWORD}", PASSWORD),
        # the secrets found here
        (f"Cookie: sessionid={SESSION}; csrftoken={pick(ALNUM, 32)}", SESSION),
        (f"curl -b 'sessionid={SESSION}' https://admin.example.com/admin/", SESSION),
        (f"copied my admin session cookie: __Host-session={SESSION}", SESSION),
        (f"$ curl -u svc_orders:'{PASSWORD}' https://jenkins.internal/job/nightly", PASSWORD),
        (f'client = Client("AC{HEX[:32]}", "{HEX[32:]}")', HEX[32:]),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.rsplit("=", 1)[-1]
    assert secret not in result.text
    assert MARKER in result.text


def test_a_session_cookie_that_is_a_word_is_kept() -> None:
    for text in ("SESSION_COOKIE_NAME=sessionid", "session=ses_9nc6k3ch9Ayh5kk6wZDvY97rV7"):
        assert scrub(text).text == text
