"""The rules that keep look-alikes found on the third look-alike corpus (its holdout,
studied as tuning data "dev4" once it had been scored): each kind of value is kept in
realistic text, and the credentials that share its shape, label or vendor are still
scrubbed."""

from __future__ import annotations

import base64
import hashlib
import random

import pytest

from ocmem.redact import MARKER, scrub

# Pieces derived at run time: no literal here has the shape of a real credential.
_R = random.Random("lookalike3-rules")
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
LOWER = "abcdefghijklmnopqrstuvwxyz0123456789"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


HEX = hashlib.sha256(b"look-alike 3").hexdigest()
B64 = base64.b64encode(hashlib.sha512(b"ciphertext").digest() * 4).decode()
SEALED = "AgB" + B64[3:]
ARMOR = "\n".join(B64[i : i + 64] for i in range(0, 192, 64))
PADDLE = "live_" + HEX[:27]
ADYEN = "test_" + pick(UPPER, 32)
SQUARE_APP = "sq0idp-" + pick(ALNUM, 22)
REVENUECAT = "appl_" + pick(ALNUM, 27)
BRAINTREE = f"sandbox_{pick(LOWER, 8)}_{pick(LOWER, 16)}"
MOLLIE = "live_" + pick(ALNUM, 30)
BASE32 = "JBSWY3DPEHPK3PXP" + "GEZDGNBVGY3TQOJQ"


@pytest.mark.parametrize(
    "text",
    [
        # public client keys and tokens, by their documented shapes
        f"Paddle.Initialize({{ token: '{PADDLE}' }}) uses the client-side token",
        f"PADDLE_CLIENT_TOKEN={PADDLE} (client-side; the server key is in the vault)",
        f'Adyen Drop-in config: clientKey: "{ADYEN}"',
        f"The web checkout reads ADYEN_CLIENT_KEY={ADYEN}",
        f"Square Web Payments SDK: applicationId {SQUARE_APP} in prod, "
        f"sandbox-sq0idb-{pick(ALNUM, 22)} in staging",
        f'Purchases.configure(withAPIKey: "{REVENUECAT}")',
        f"braintree.dropin.create({{ authorization: '{BRAINTREE}' }})",
        f"BRAINTREE_TOKENIZATION_KEY={BRAINTREE}",
        # names a front-end build publishes, and a client-side label
        f"VITE_PUSHER_APP_KEY={HEX[:20]}",
        f"NEXT_PUBLIC_MIXPANEL_TOKEN={HEX[:32]}",
        f"Checkout broke after someone revoked client-side token {PADDLE}",
        # resource ids
        f"userPoolId: 'eu-central-1_{pick(ALNUM, 9)}'",
        f"Render service srv-{pick(LOWER, 20)} restarts on every deploy",
        f"GET logs-api/_doc/{pick(ALNUM, 20)}",
        f"mixpanel token for the new site: {HEX[:32]} (public)",
        # committed ciphertext
        f"spring.datasource.password=ENC({B64[:64]})",
        f"spec:\n  encryptedData:\n    DB_PASSWORD: {SEALED[:400]}",
        f"-----BEGIN PGP MESSAGE-----\n\n{ARMOR}\n-----END PGP MESSAGE-----",
        f"-----BEGIN AGE ENCRYPTED FILE-----\n{ARMOR}\n-----END AGE ENCRYPTED FILE-----",
        # types and stand-ins in code
        "#[serde(skip_serializing)]\npub api_token: Option<SecretString>,",
        "URI format: otpauth://totp/ISSUER:ACCOUNT?secret=BASE32SECRET",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # the same vendors' secret halves, and a bare live_ key of another vendor (Mollie)
        (f"MOLLIE_API_KEY={MOLLIE}", MOLLIE),
        (f"the payments API key is {MOLLIE}", MOLLIE),
        ("SQUARE_ACCESS_TOKEN=EAAA" + pick(ALNUM, 60), "EAAA"),
        ("sq0csp-" + pick(ALNUM, 43), "sq0csp-"),
        (f"ADYEN_API_KEY={pick(ALNUM, 48)}", None),
        # a secret or password under a public prefix is a mistake worth hiding
        (f"NEXT_PUBLIC_STRIPE_SECRET={pick(ALNUM, 32)}", None),
        (f"VITE_DB_PASSWORD=Zq7Lm9Xw4Tz8!{HEX[:6]}", "Zq7Lm9Xw4Tz8!"),
        # and any vendor format, whatever its name
        ("VITE_OPENAI_API_KEY=sk-proj-" + pick(ALNUM, 48), "sk-proj-"),
        # a client *secret* is not a client key
        (f"ADYEN_CLIENT_SECRET={pick(ALNUM, 32)}", None),
        # ciphertext markers vouch only for what they wrap
        (f"ENC({B64[:64]})\napi_password: Zq7Lm9Xw4Tz8!", "Zq7Lm9Xw4Tz8!"),
        (
            f"-----BEGIN PGP MESSAGE-----\n{ARMOR}\n-----END PGP MESSAGE-----\n"
            f"token: {SEALED[:40]}",
            SEALED[:40],
        ),
        # a Sealed Secrets value is hundreds of characters: a shorter "Ag…" is a password
        (f"DB_PASSWORD: {SEALED[:40]}", SEALED[:40]),
        # a value named a token is not made a stand-in by being all capitals
        (f"otpauth://totp/acme:bob?secret={BASE32}", BASE32),
        (f"oathtool --totp -b {BASE32}", BASE32),
        ("AIRTABLE_PAT=pat" + pick(ALNUM, 14) + "." + HEX, HEX[:32]),
        ("the new one is pat" + pick(ALNUM, 14) + "." + HEX, HEX[:32]),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    value = secret if secret is not None else text.split("=", 1)[1]
    assert value not in result.text
    assert MARKER in result.text
