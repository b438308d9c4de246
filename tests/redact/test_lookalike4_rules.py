"""The rules that came from the fourth look-alike corpus (its holdout, studied as tuning
data "dev5" once it had been scored): a credential word counts only as a word, a record's
noun or a path names an id, and a few places where a secret hides in plain sight (a
keystore flag, a decoded secret printed by a command, "password" in French or Japanese
prose, an Erlang cookie) are found. Each kept kind has its credential counterpart."""

from __future__ import annotations

import base64
import hashlib
import random

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike4-rules")
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
LOWER = "abcdefghijklmnopqrstuvwxyz0123456789"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


UUID = "bde2f4c4-1698-4607-831e-9810f5fe5f93"
HEX = hashlib.sha256(b"look-alike 4").hexdigest()
SHA512_B64 = base64.b64encode(hashlib.sha512(b"Serilog.nupkg").digest()).decode()
VAULT_HEX = "\n          ".join(HEX + HEX[:16] for _ in range(3))
PASSWORD = "Zq7Lm9Xw4Tz8!" + pick(ALNUM, 6)


@pytest.mark.parametrize(
    "text",
    [
        # a credential word inside another word ("keyed", "author") is no credential word
        f"Outbox rows are keyed by ULID now, e.g. {pick(CROCKFORD, 26)}",
        f"The author of {pick(ALNUM, 20)} left the team.",
        # a record's noun right before the run names an id
        f"delivered on attempt 2 (endpoint ep_{pick(ALNUM, 27)})",
        f"The federated credential is on app registration {UUID}",
        f'Apple Distribution: Acme GmbH (GA7H8IDSUW)", profile {UUID.upper()}',
        f"<PropertyGroup>\n  <UserSecretsId>{UUID}</UserSecretsId>\n</PropertyGroup>",
        # a document store's or blob store's path
        f"Firestore doc users/{pick(ALNUM, 20)}/orders/{pick(ALNUM, 20)}",
        f"storage/m1/x3/m1x3{pick(LOWER, 24)} is missing from the bucket",
        # a function's name, a SHA-512 content hash, a JWK's key id
        "auth0-spa-js: createAuth0Client({ domain: 'acme.eu.auth0.com' })",
        f"Hash validation failed for Serilog.6.0.5. Expected {SHA512_B64}",
        f'{{"keys":[{{"kty":"RSA","use":"sig","alg":"RS256","kid":"{HEX[:40]}"}}]}}',
        # keys and tokens of a kind that is no credential
        f"Duplicate key on {HEX[:24]} in orders",
        f"ActiveStorage::Blob key {pick(LOWER, 28)} is missing",
        f"InstantSearch: appId C4L1T75RUS, search-only key {HEX[:32]}",
        f'Resume token for the change stream: {{"_data": "{HEX.upper()[:80]}"}}',
        "Symfony profiler: X-Debug-Token: 799dce",
        # committed ciphertext, however it is indented or whatever its first bytes
        f"password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          {VAULT_HEX}",
        "spec:\n  encryptedData:\n    DATABASE_PASSWORD: Ag5"
        + base64.b64encode(hashlib.sha512(b"x").digest() * 4).decode(),
        # an option after a secret's name, a fingerprint after "=", a path segment
        "gcloud secrets versions access 24 --secret=api-api-key --project=acme-prod-937460",
        "sha256 Fingerprint=FF:45:D4:12:B7:7D:6C:17:D7:AA:59:CD:D0:44:81:00:00:0D:5E:71",
        "The link goes to /en/account/password (PAY-6826).",
        "Le lien « Mot de passe oublié ? » renvoie vers /fr/compte/mot-de-passe (PAY-6826).",
        # "password" prose in other scripts and languages with no value
        "パスワードは8文字以上にしてください。",
        "Le mot de passe doit contenir 12 caractères.",
        "the cookie is set on login; COOKIE_NAME=_acme_session",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # credential words still count as words and as parts of names
        (f"the deploy token {HEX[:12]}{pick(ALNUM, 20)} (rotate monthly)", HEX[:12]),
        (f"dbPassword: {PASSWORD}", PASSWORD),
        (f"Passwort für den Staging-Admin: {pick(ALNUM, 12)}_{pick(ALNUM, 8)}", None),
        # a record noun does not hide a labelled secret, nor a Vault AppRole secret_id
        (f"endpoint secret: whsec_{pick(ALNUM, 32)}", "whsec_"),
        (f"role_id {UUID[:8]}-0000-4000-8000-000000000000, secret_id: {UUID}", UUID),
        # a path with one word is a link that may carry a token
        (f"the token is in reset/{pick(ALNUM, 40)}", None),
        # a 48-byte base64 run is as long as a key: not taken for a digest
        (f"Private-Lines: 1\n{base64.b64encode(bytes(range(48))).decode()}", None),
        # the secret halves found here
        (f"keytool -importkeystore -srcstorepass '{PASSWORD}' -deststoretype pkcs12", PASSWORD),
        (f"apksigner sign --ks-pass pass:{PASSWORD} app.apk", PASSWORD),
        (
            f"$ kubectl get secret db -o jsonpath='{{.data.password}}' | base64 -d\n{PASSWORD}\n",
            PASSWORD,
        ),
        (f"$ vault kv get -field=password secret/db\n{PASSWORD}", PASSWORD),
        (f"検証環境の管理者パスワードは {PASSWORD} に変更済み。", PASSWORD),
        (f"密码是 {PASSWORD}，请保存", PASSWORD),
        (f"Le mot de passe de la base de recette est maintenant {PASSWORD}.", PASSWORD),
        (f"RELEASE_COOKIE={pick(CROCKFORD.replace('0', 'A'), 56).upper()}", None),
        (f"SESSION_COOKIE={pick(ALNUM, 24)}", None),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.rsplit("=", 1)[-1] if "=" in text else text.split()[-1].strip("()")
    assert secret not in result.text
    assert MARKER in result.text
