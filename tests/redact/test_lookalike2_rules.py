"""The rules that keep look-alikes found on the second look-alike corpus (its holdout,
studied as tuning data "dev3" once it had been scored): each kind of value is kept in
realistic text, and the credentials that share its shape, label or vendor are still
scrubbed."""

from __future__ import annotations

import base64
import hashlib

import pytest

from ocmem.redact import MARKER, scrub

# Pieces derived at run time: no literal here has the shape of a real credential.
UUID = "3fa26e6a-f322-4162-a8d3-23c64f1f4d33"
HEX32 = hashlib.md5(b"look-alike").hexdigest()
BASE62 = "ubq4pqexxHnXtThg2g7qF22N1ZrK0hqV"
MINISIGN_PUBLIC = base64.b64encode(b"Ed" + bytes(range(8)) + hashlib.sha256(b"k").digest())
SOPS = (
    "ENC[AES256_GCM,data:kRQ1o0KwiWQhBzW2BW7QJv+R,iv:SzCYEggDXhjsRIjUK1Z034I+cDg8xP2+O17X90BjU9U="
    ",tag:E6o1UwTP1fwqQeitoOeSvA==,type:str]"
)
VAULT_LINES = "\n".join(hashlib.sha256(bytes([i])).hexdigest()[:80] for i in range(3))


@pytest.mark.parametrize(
    "text",
    [
        # OAuth client ids: public by RFC 6749 §2.2, shipped in single-page apps
        f"createAuth0Client({{ domain: 'acme.eu.auth0.com', clientId: '{BASE62}' }})",
        f"The SPA's Auth0 clientId is {BASE62} (public client, PKCE, no secret).",
        f"const msalConfig = {{ auth: {{ clientId: '{UUID}' }} }};",
        # CAPTCHA site keys, in the page and in prose
        f'<div class="h-captcha" data-sitekey="{UUID}"></div>',
        '<div class="g-recaptcha" data-sitekey="6LECo_US3kF4eooizMjDg4uAUMR9kbavW_5Qnatc"></div>',
        "reCAPTCHA site key 6LdX8Y4UdMAHNHMzOoDG8CRGbWBv8qdH9dGi1AJp is registered for acme.dev.",
        # idempotency keys and Terraform lock ids
        f"curl -X POST https://api.acme.dev/v1/charges -H 'Idempotency-Key: {UUID}'",
        f"Replays with Idempotency-Key {UUID} returned the cached 201.",
        f"Error acquiring the state lock: ID: {UUID}, Who: runner@ci. Run "
        f"`terraform force-unlock {UUID}` only if sure.",
        # vendor ids and public client tokens
        f"TWILIO_ACCOUNT_SID=AC{HEX32}\nTWILIO_MESSAGING_SERVICE_SID=MG{HEX32}",
        f"The Account SID is AC{HEX32}.",
        f"The password reset email uses dynamic template d-{HEX32}.",
        f"datadogRum.init({{ applicationId: '{UUID}', clientToken: 'pub{HEX32}' }})",
        "Pod auth-gw-cxem7gmdgl-v6kze was OOM-killed (secret mount); node i-a0d7b823c37a2fc35.",
        "the token refresh ran on i-0bd1c2f3 and wrote to vol-0123456789abcdef0",
        f"minisign -Vm acme-5.25.6.tar.gz -P {MINISIGN_PUBLIC.decode()}",
        "Session ses_9nc6k3ch9Ayh5kk6wZDvY97rV7 found that the webhook secret is in the vault.",
        # ciphertext made to be committed
        f"db_password: {SOPS}",
        f"$ANSIBLE_VAULT;1.1;AES256\n{VAULT_LINES}\n",
        f"vault_password: !vault |\n  $ANSIBLE_VAULT;1.2;AES256;prod\n  {VAULT_LINES[:80]}",
        "AES-128 test vector: key 000102030405060708090a0b0c0d0e0f, ciphertext "
        "69c4e0d86a7b0430d8cdb78070b4c55a",
        # a path holding a release number
        "the token files are listed in acme_cli-1.26.3.dist-info/RECORD,, next to METADATA",
        # an openssl serial number has the .pgpass line's colons
        "Serial Number:\n    a2:79:6a:81:96:71:c4:f4\n",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a UUID with a credential label is a credential, whatever else is near
        (f"client_secret: '{UUID}'", UUID),
        (f"clientId: 'web', clientSecret: '{UUID}'", UUID),
        (f"HEROKU_API_KEY={UUID}", UUID),
        (f"the admin password is {UUID}", UUID),
        (f"the deploy token {UUID} (rotate monthly)", UUID),
        # a CAPTCHA's secret key is secret
        ("RECAPTCHA_SECRET_KEY=6LdX8Y4UdMAHNHMzOoDG8CRGbWBv8qdH9dGi1AJp", "6LdX8Y4UdMAHNHMzOoDG"),
        # the Twilio secrets beside the account SID, and an AC… value not called a SID
        (f"TWILIO_ACCOUNT_SID=AC{HEX32}\nTWILIO_API_KEY=SK{HEX32}", f"SK{HEX32}"),
        (f"TWILIO_AUTH_TOKEN={HEX32}", HEX32),
        (f"twilio AC{HEX32}", f"AC{HEX32}"),
        # Datadog's API key has no prefix
        (f"DD_API_KEY={HEX32}", HEX32),
        # not minisign's public key: wrong length or not its header
        (f"signing key: {MINISIGN_PUBLIC.decode()[:-4]}", MINISIGN_PUBLIC.decode()[:-4]),
        # a sops field vouches for nothing after it, and hex under no vault header is taken
        (f"db_password: {SOPS}\napi_password: Zq7Lm9Xw4Tz8!", "Zq7Lm9Xw4Tz8!"),
        (f"private key:\n{VAULT_LINES}\n", VAULT_LINES[:40]),
        # a slash and digits with dots that are no release number
        (f"secret key: wJalrXUtnFEMI/K7MDENG/bPxRfiCY1.2{BASE62}", "wJalrXUtnFEMI/K7MDENG"),
        # a .pgpass line whose fields are not all hex bytes
        ("db.acme.dev:5432:app:alice:Zq7Lm9Xw4Tz8", "Zq7Lm9Xw4Tz8"),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    result = scrub(text)
    assert secret not in result.text
    assert MARKER in result.text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("The Grafana admin password after the reset is Lp^P2pVlhf-j-TN9 (user admin).", "Lp^P2p"),
        (
            "Das Passwort für den Staging-Admin lautet %ft1P3ZS+Eb!zZ8 (nach dem Login ändern).",
            "%ft1P",
        ),
        ("Das Passwort ist Tr0ck3n!Wetter", "Tr0ck3n!Wetter"),
        ("La contraseña del usuario de réplica es G94dmz8#PJOUfoc.", "G94dmz8#PJOUfoc"),
        ("CONTRASEÑA=G94dmz8#PJOUfoc", "G94dmz8#PJOUfoc"),
    ],
)
def test_a_password_in_other_phrasings_and_languages_is_scrubbed(text: str, secret: str) -> None:
    result = scrub(text)
    assert secret not in result.text
    assert MARKER in result.text


@pytest.mark.parametrize(
    "text",
    [
        "La contraseña debe tener 12 caracteres como mínimo.",
        "Das Passwort ist abgelaufen.",
        "El token es temporal y caduca en una hora.",
        "The password after the reset is stored in the vault.",
    ],
)
def test_prose_about_a_password_in_those_phrasings_is_kept(text: str) -> None:
    assert scrub(text).text == text
