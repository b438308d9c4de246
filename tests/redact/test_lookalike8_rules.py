"""The rules that came from the eighth look-alike corpus (its holdout, studied as tuning
data "dev9" once it had been scored): Firebase config keys, Supabase publishable keys, DER
public keys, minisign lines, ``@file`` values, Rust paths in code, lowercase permission
words, issuer ids, x5t thumbprints and long file extensions are kept; .NET appSettings
passwords, ``wandb login`` keys and Gradle's ``storePassword "…"`` are found."""

from __future__ import annotations

import base64
import hashlib
import random

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike8-rules")
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
B64URL = ALNUM + "-_"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


GOOGLE_KEY = "AIza" + pick(B64URL, 35)
SPKI_P256 = (
    "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"
    + base64.b64encode(hashlib.sha512(b"pub").digest()).decode()[:88]
)
UUID = "f657115b-0a60-46da-8617-5fbabf3045bd"
PASSWORD = "4o0dYJ0?cyL#cNbPM@VPkkC"
HEX40 = hashlib.sha1(b"wandb").hexdigest()


@pytest.mark.parametrize(
    "text",
    [
        f'const firebaseConfig = {{\n  apiKey: "{GOOGLE_KEY}",\n  projectId: "acme"\n}};',
        f"NEXT_PUBLIC_FIREBASE_API_KEY={GOOGLE_KEY}",
        f'google-services.json: "api_key": [{{"current_key": "{GOOGLE_KEY}"}}]',
        f"createClient('https://acme.supabase.co', 'sb_publishable_{pick(B64URL, 32)}')",
        f"The vendor publishes their license checks key as {SPKI_P256}",
        "untrusted comment: minisign public key\nRWT" + pick(ALNUM, 53),
        "step 3: vault kv put kv/prod/api/jwt signing_key=@new.pem",
        '- [x] let token = std::env::var("API_TOKEN")?;',
        "permissions:\n  id-token: write\n  contents: read",
        f"[memory/project] ASC key AY7KPG2PSS (issuer {UUID})",
        f"the cert's x5t {pick(B64URL, 27)} is not in the JWKS",
        f"~/Library/MobileDevice/Provisioning Profiles/{UUID.upper()}.mobileprovision",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # the same Google key shape outside a Firebase config is taken
        (f"GEMINI_API_KEY={GOOGLE_KEY}", GOOGLE_KEY),
        (f"Maps server key: {GOOGLE_KEY}", GOOGLE_KEY),
        # Supabase's secret key, a DER private key and a real token word
        (f"SUPABASE_SECRET_KEY=sb_secret_{pick(B64URL, 32)}", "sb_secret_"),
        ("id-token: " + pick(ALNUM, 40), None),
        # the secrets found here
        (f'<add key="DbPassword" value="{PASSWORD}" />', PASSWORD),
        (f"For the next session → wandb login {HEX40}", HEX40),
        (f'signingConfigs {{\n    release {{\n        storePassword "{PASSWORD}"\n', PASSWORD),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.split()[-1]
    assert secret not in result.text
    assert MARKER in result.text


def test_an_app_setting_that_names_no_secret_is_kept() -> None:
    text = f'<add key="ClientId" value="{UUID}" />\n<add key="Theme" value="dark" />'
    assert scrub(text).text == text
