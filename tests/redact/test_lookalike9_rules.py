"""The rules that came from the ninth look-alike corpus (its holdout, studied as tuning data
"dev10" once it had been scored): SHA-256 digests in base64 where the text names SHA-256,
LiveView ids, Active Storage blob keys, Solana addresses, minisign signature lines, PHP's
serialized arrays, a secret manager's ``--secret`` name and Elixir's ``System.fetch_env!``
are kept; WordPress salts, ``*_PAT`` variables, Hardhat's ``accounts`` keys and a password
whose last character is a period are found."""

from __future__ import annotations

import base64
import hashlib
import random
import string

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike9-rules")
ALNUM = string.ascii_letters + string.digits
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BASE36 = string.ascii_lowercase + string.digits
WORDPRESS = ALNUM + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


SHA256_B64 = base64.b64encode(hashlib.sha256(b"layer.zip").digest()).decode()
AES_KEY_B64 = base64.b64encode(hashlib.sha256(b"not a digest").digest()).decode()
SOLANA_ADDRESS = pick(B58, 44)
SOLANA_SECRET_KEY = pick(B58, 88)
SALT = pick(WORDPRESS, 64)
PAT = pick("abcdefghijklmnopqrstuvwxyz234567", 52)
WALLET_KEY = "0x" + hashlib.sha256(b"hardhat").hexdigest()


@pytest.mark.parametrize(
    "text",
    [
        "$ aws lambda get-function --function-name resize \\\n"
        f'  --query Configuration.CodeSha256\n"{SHA256_B64}"',
        f"x-amz-checksum-sha256 of the upload: {SHA256_B64}",
        f"LiveView crashed in handle_event/3 for phx-{pick(ALNUM, 20)} after the deploy",
        f'ActiveStorage::Blob.last.slice(:key)\n=> {{"key"=>"{pick(BASE36, 28)}"}}',
        f"Solana: sent 2 SOL from {pick(B58, 44)} to {SOLANA_ADDRESS}",
        "untrusted comment: signature from minisign secret key\n"
        + base64.b64encode(hashlib.sha512(b"sig").digest() + b"0123456789").decode(),
        "UPDATE wp_options SET option_value = 'a:2:{i:0;s:19:\"akismet/akismet.php\";}'",
        "gcloud secrets versions access latest --secret=etl-loader-sa --project=shop",
        'config :shop, ShopWeb.Endpoint, secret_key_base: System.fetch_env!("SECRET_KEY_BASE")',
        "define( 'AUTH_KEY', 'put your unique phrase here' );",
        "GITHUB_PAT=${{ secrets.GITHUB_PAT }}",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # the same shapes where they are credentials
        (f"ENCRYPTION_KEY={AES_KEY_B64}  # sha256 of nothing, just random", AES_KEY_B64),
        (f"Solana deployer secret key: {SOLANA_SECRET_KEY}", SOLANA_SECRET_KEY),
        (
            "untrusted comment: minisign encrypted secret key\nRWRTY0Iy" + pick(ALNUM, 150),
            None,
        ),
        ("gcloud secrets create x --data-file=- ; API_SECRET=" + pick(ALNUM, 32), None),
        # the secrets found here
        (f"define( 'NONCE_SALT', '{SALT}' );", SALT),
        (f"export AZURE_DEVOPS_EXT_PAT={PAT}", PAT),
        (f'networks: {{ sepolia: {{ url: RPC, accounts: ["{WALLET_KEY}"] }} }}', WALLET_KEY),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.split()[-1]
    assert secret not in result.text
    assert MARKER in result.text


def test_a_period_before_a_comma_ends_the_password_not_the_sentence() -> None:
    result = scrub("Das Passwort für den Tresor ist Qv8#mZ2wLp., bitte nicht teilen.")
    assert "Qv8#mZ2wLp" not in result.text
    assert "., bitte" not in result.text
    assert result.text.endswith(", bitte nicht teilen.")


def test_an_address_in_accounts_is_no_key() -> None:
    address = "0x" + hashlib.sha1(b"address").hexdigest()
    text = f'accounts: ["{address}"]  // the deployer, public'
    assert scrub(text).text == text


def test_a_person_called_pat_holds_no_token() -> None:
    text = "Pat: ask Pat about the quarterly build 4f2a9c8e1b7d"
    assert scrub(text).text == text
