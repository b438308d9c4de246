"""The rules that came from the fifteenth look-alike corpus (a news publisher's notes; its
holdout, studied as tuning data "dev16" once it had been scored): reCAPTCHA site keys,
Brightcove policy keys, a Segment write key given to ``analytics.load``, Cloudinary's
numeric API key, a key its label calls public and ``dummy-``/``deadbeef`` stand-ins are
kept; Akamai EdgeGrid tokens (not the API host), WordPress application passwords, salts
named outside ``define()`` or starting with a bracket, and Czech prose with an aside before
its copula are found."""

from __future__ import annotations

import random
import string

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike15-rules")
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
PASSWORD = "Rv7#kP2w!Zq9mT"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


RECAPTCHA = "6L" + pick(ALNUM + "-_", 38)
AKAMAI = f"akab-{pick(LOWER, 16)}-{pick(LOWER, 16)}"
WP_APP = " ".join(pick(ALNUM, 3) + _R.choice(string.digits) for _ in range(6))
SALT = "[;" + pick(ALNUM + "!#$%^&*()-_=+{}|:<>?,./~", 62)


@pytest.mark.parametrize(
    "text",
    [
        f"define( 'RECAPTCHA_SITE_KEY', '{RECAPTCHA}' );",
        f'<div class="g-recaptcha" data-sitekey="{RECAPTCHA}"></div>',
        f"- policy key of the default player: BCpk{pick(ALNUM + '-_', 110)}",
        f'analytics.load("{pick(ALNUM, 32)}");\nanalytics.page();',
        "cloudinary.createUploadWidget({ cloudName: 'hl-media', apiKey: '"
        + pick(string.digits, 15)
        + "' });",
        f"- Disqus public API key (used by the comment-count script): {pick(ALNUM, 64)}",
        "jest.mock('algoliasearch', () => () => ({ apiKey: 'dummy-admin-key-9949' }));",
        "unit tests use AKAMAI_CLIENT_SECRET=test-deadbeefdeadbeefdeadbeefdeadbeef",
        f"host = akab-{pick(LOWER, 16)}-{pick(LOWER, 16)}.luna.akamaiapis.net",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"define( 'RECAPTCHA_SECRET_KEY', '{RECAPTCHA}' );", RECAPTCHA),
        (f"AKAMAI_ACCESS_TOKEN={AKAMAI}", AKAMAI),
        (f"| access_token | `{AKAMAI}` |", AKAMAI),
        (f"$ curl -u 'ci-deploy:{WP_APP}' https://example.com/wp-json/wp/v2/posts", WP_APP),
        (f"WordPress application password for ci-deploy: {WP_APP}", WP_APP),
        (f"- wp-config on the sandbox still has AUTH_SALT '{SALT}' — rotate", SALT),
        (f"define('LOGGED_IN_KEY', '{SALT}');", SALT),
        (f"- Snowflake LOOKER_SVC heslo (cs) je {PASSWORD}", PASSWORD),
        (f"the private key for the public key below: {pick(ALNUM + '+/', 44)}", None),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.split()[-1]
    assert secret not in result.text
    assert MARKER in result.text
