"""The rules that came from the tenth look-alike corpus (its holdout, studied as tuning data
"dev11" once it had been scored): Okta object ids, Salesforce consumer keys, ``jti``
claims, PKCE challenges, Braze SDK keys, Apple key ids, serialized protobuf descriptors,
masked tokens, request ids, Helm's ``secretKey`` field, a Vault path with its field and a
camelCase ``actionKey`` are kept; Confluent's ``basic.auth.user.info``, Consul's gossip key
and ACL tokens, a Nomad ``Secret ID``, Redis ``ACL SETUSER`` passwords, a PagerDuty routing
key, names ending in a region (``HMAC_KEY_NL``), a quoted key "was reset to" a quoted value,
a colon ending a config value, ``cqlsh -p`` and Dutch and Korean prose passwords are found."""

from __future__ import annotations

import base64
import hashlib
import random
import string
import uuid

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike10-rules")
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


def a_uuid() -> str:
    return str(uuid.UUID(int=_R.getrandbits(128), version=4))


HEX64 = hashlib.sha256(b"bazel").hexdigest()
DESCRIPTOR = base64.b64encode(
    b'\n\x16billing/v2/bills.proto\x12\nbilling.v2"\x1a\n\x04Bill\x12\x12\n\x02id\x18\x01'
    b" \x01(\tR\x02idb\x06proto3"
).decode()
PASSWORD = "Tq4#vN8wLz2!pR"
CONSUL_TOKEN = a_uuid()
GOSSIP = base64.b64encode(hashlib.sha256(b"gossip").digest()).decode()


@pytest.mark.parametrize(
    "text",
    [
        f"Okta app 0oa{pick(ALNUM, 17)} and auth server aus{pick(ALNUM, 17)} for the API",
        f"Salesforce consumer key: 3MVG9{pick(ALNUM + '._', 80)}",
        f'decoded access token: {{"ver": 1, "jti": "AT.{pick(B64URL, 43)}", "scp": ["openid"]}}',
        f"The code_challenge we logged ({pick(B64URL, 43)}) matched the verifier's hash",
        f'Braze.Configuration(\n  apiKey: "{a_uuid()}",\n  endpoint: "sdk.fra-02.braze.eu"\n)',
        f"App Store Connect API key {pick(string.ascii_uppercase + string.digits, 10)} expired",
        f"grpcurl reflection answered fileDescriptorProto: {DESCRIPTOR}",
        f"Terraform Cloud lists the token as {pick(ALNUM, 14)}.atlasv1.****",
        f"After the SCIM token rotation the push failed, request {a_uuid()}",
        "envFrom:\n  secretName: orders-db\n  secretKey: uri",
        "- lookup('hashi_vault', 'secret=secret/data/payments/adyen:hmac_key')",
        f"bazel aquery output: actionKey → {HEX64}",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"basic.auth.user.info=SRKEY{pick(ALNUM, 11)}:{PASSWORD}x", PASSWORD + "x"),
        (f"consul keyring -install={GOSSIP}", GOSSIP),
        (f'encrypt = "{GOSSIP}"', GOSSIP),
        ('acl {\n  tokens {\n    default = "' + CONSUL_TOKEN + '"\n  }\n}', CONSUL_TOKEN),
        (f"Accessor ID  = {a_uuid()}\nSecret ID    = {a_uuid()}", None),
        (f"ACL SETUSER reporting on >{PASSWORD} ~reports:* +@read", PASSWORD),
        (f"      - routing_key: {hashlib.md5(b'pd').hexdigest()}", None),
        (f"PAYMENTS_HMAC_KEY_NL={HEX64.upper()}", HEX64.upper()),
        (f'"database.password" was reset to "{PASSWORD}" by the restore', PASSWORD),
        (f"cqlsh -u admin -p '{PASSWORD}' 10.0.0.4", PASSWORD),
        (f"Tijdelijk wachtwoord voor de integratiegebruiker: {PASSWORD}", PASSWORD),
        (f"* 임시 비밀번호 (Aoife 계정): {PASSWORD}", PASSWORD),
        ("Cookie: session=.eJw" + pick(B64URL, 120) + "." + pick(B64URL, 6), None),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.split()[-1].strip('"')
    assert secret not in result.text
    assert MARKER in result.text


def test_a_colon_ending_a_config_value_is_the_values() -> None:
    text = f"[connections.loader]\nusername = SVC\npassword = {PASSWORD}:\nwarehouse = XS"
    result = scrub(text)
    assert f"{PASSWORD}:" not in result.text
    assert ":\nwarehouse" not in result.text


def test_a_routing_key_that_names_a_queue_is_kept() -> None:
    text = "channel.basic_publish(exchange='orders', routing_key='orders.created', body=b)"
    assert scrub(text).text == text


def test_a_glimpse_of_a_password_before_a_mask_is_still_taken() -> None:
    assert "Zq7Lm9Xw" not in scrub("password: Zq7Lm9Xw****").text
