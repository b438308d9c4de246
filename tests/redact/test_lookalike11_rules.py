"""The rules that came from the eleventh look-alike corpus (its holdout, studied as tuning
data "dev12" once it had been scored): IPv6 and MAC addresses read as .pgpass lines, glob
patterns, constants' names, ``$VARIABLE`` expansions, Auth0 user ids, Clerk ids, Stripe
webhook endpoint ids, Render database ids, 1Password item ids, ``fly secrets list`` digests,
Renovate's encrypted host rules, a Firebase ``current_key`` and a lone ``<TOKEN>`` are
kept; ESP-IDF NVS rows, WPA2 keys, Thread's PSKc, 1Password service account tokens,
Auth.js session tokens, ``mosquitto_pub -P`` and Czech, Hungarian and Hindi prose passwords
are found."""

from __future__ import annotations

import base64
import json
import random
import string

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike11-rules")
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEXCHARS = "0123456789abcdef"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


PASSWORD = "Wm7#kQ2v!Lp9xZ"
PSKC = "9" + pick(HEXCHARS, 31)
MAC = "a4:12:cf:46:" + pick(HEXCHARS, 2) + ":" + pick(HEXCHARS, 2)  # a byte of digits second
SERVICE_ACCOUNT = "ops_" + base64.urlsafe_b64encode(
    json.dumps({"signInAddress": "acme.1password.com", "secretKey": pick(ALNUM, 40)}).encode() * 2
).decode().rstrip("=")


@pytest.mark.parametrize(
    "text",
    [
        "mesh-local prefix fd11:22cd:0:3a4b::/64, leader fdaa:7:bc1:a7b:df4:1bc0:80cd:2",
        f"serial,mac,thing\nTH9-0001-AB12CD,{MAC},tstat-{pick(HEXCHARS, 12)},PASS",
        "the fleet query key is `thingName:tstat-v4-* AND connectivity.connected:true`",
        "BLOCK_KEY0 (BLOCK4)   Purpose: SECURE_BOOT_DIGEST1 (token: see efuse summary)",
        'with a token header: curl -H "JOB-TOKEN: $CI_JOB_TOKEN" "$CI_API_V4_URL/projects/42"',
        f'the API token call failed for "sub": "auth0|{pick(HEXCHARS, 24)}"',
        f"Clerk session sess_2{pick(ALNUM, 26)} for user user_2{pick(ALNUM, 26)} kept expiring",
        f"Stripe signing secret rotated on webhook we_1{pick(ALNUM, 23)}",
        f"# service srv-{pick(LOWER_ALNUM, 20)}, db dpg-{pick(LOWER_ALNUM, 20)}-a",
        f"password is in op://Lab/wifi/password (item {pick(LOWER_ALNUM, 26)})",
        "NAME                DIGEST              CREATED AT\n"
        f"STRIPE_SECRET_KEY   {pick(HEXCHARS, 16)}    2d ago\n"
        f"SENTRY_AUTH_TOKEN   {pick(HEXCHARS, 16)}    2d ago",
        '"encrypted": {\n  "token": "wcFMA' + pick(ALNUM + "+/", 300) + '"\n}',
        f'"api_key": [ {{ "current_key": "AIza{pick(B64URL, 35)}" }} ]',
        'docs use `Authorization: Bearer <TOKEN>` and `wifi_psk: "<your password>"`',
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"key,type,encoding,value\nwifi,namespace,,\npass,data,string,{PASSWORD}", PASSWORD),
        ("Lab Wi-Fi: SSID lab-5g, WPA2 key copper-kettle-lantern-42", None),
        (f"Network Name: lab-3aed\nPSKc: {PSKC}\nDone", PSKC),
        (f"1Password service account for CI: {SERVICE_ACCOUNT}", SERVICE_ACCOUNT),
        (
            "Set-Cookie: __Secure-authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.."
            + pick(B64URL, 1500)
            + "; Path=/",
            None,
        ),
        (f"mosquitto_pub -h mqtt.local -u dev -P '{PASSWORD}' -t t/1 -m on", PASSWORD),
        (f"Heslo k testovacímu účtu je {PASSWORD}", PASSWORD),
        (f"- Az eszköz szervizmódjának jelszava: {PASSWORD}", PASSWORD),
        (f"डेमो खाते का पासवर्ड: {PASSWORD}", PASSWORD),
        (f"api token and a db url: postgres://app:{PASSWORD}@db.internal:5432/app", PASSWORD),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.split()[-1] if "Set-Cookie" not in text else text[40:80]
    assert secret not in result.text
    assert MARKER in result.text


def test_a_pgpass_line_with_a_hex_looking_host_is_still_a_pgpass_line() -> None:
    result = scrub(f"cafe:5432:billing:app:{PASSWORD}")
    assert PASSWORD not in result.text
