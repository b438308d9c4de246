"""The rules that came from the thirteenth look-alike corpus (a game studio's notes; its
holdout, studied as tuning data "dev14" once it had been scored): AppsFlyer dev keys,
Adjust app tokens and ironSource app keys (shipped in the app), a GoogleService-Info.plist's
API_KEY, TeamCity's ``%env.NAME%`` parameters and ``not-a-real-…``/``example-example``
stand-ins are kept; ``steamcmd +login`` passwords, Steam game server login tokens, Perforce
tickets and piped passwords, UnrealPak ``-aes=`` keys, ``altool -p`` and Apple app-specific
passwords, legacy FCM server keys, TeamCity access tokens and Finnish and Portuguese prose
passwords are found."""

from __future__ import annotations

import base64
import random
import string

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike13-rules")
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
PASSWORD = "Rv7#kP2w!Zq9mT"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


HEX32 = pick("0123456789ABCDEF", 32)
AES = base64.b64encode(bytes(_R.getrandbits(8) for _ in range(32))).decode()
FCM = "AAAA" + pick(B64URL, 7) + ":APA91b" + pick(B64URL, 134)
TEAMCITY = "eyJ0eXAiOiAiVENWMiJ9." + pick(B64URL, 36) + "." + pick(B64URL, 48)
APP_PASSWORD = "-".join(pick(string.ascii_lowercase, 4) for _ in range(4))
FIREBASE_KEY = "AIza" + pick(B64URL, 35)


@pytest.mark.parametrize(
    "text",
    [
        f"- AppsFlyer dev key {pick(ALNUM, 22)} (SDK init key, compiled into the client)",
        f"APPSFLYER_DEV_KEY={pick(ALNUM, 22)}\nAPPSFLYER_APP_ID=id4881970236",
        f"- Adjust app token {pick('abcdefghijklmnopqrstuvwxyz0123456789', 12)} (AdjustConfig)",
        f"ADJUST_APP_TOKEN={pick('abcdefghijklmnopqrstuvwxyz0123456789', 12)}",
        f"Unity Ads game id 5342045; ironSource app key {pick('0123456789abcdef', 9)}",
        f"<key>API_KEY</key>\n<string>{FIREBASE_KEY}</string>\n<key>GOOGLE_APP_ID</key>\n"
        "<string>1:490220425771:ios:ff57f8569ac445602477ee</string>",
        "$ steamcmd +login rf_builder %env.STEAM_BUILDER_PASSWORD% +run_app_build app.vdf +quit",
        'FAKE_PLAYFAB_SECRET = "not-a-real-secret-4685"',
        "EXAMPLE_XSOLLA_API_KEY=example-example-example-example",
        "$ xcrun altool --upload-app -f Game.ipa -u release@example.com -p @keychain:AC_PASSWORD",
        "$ steamcmd +login rf_builder +run_app_build app_build_2718280.vdf +quit",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"$ steamcmd +login rf_builder {PASSWORD} +run_app_build app.vdf +quit", PASSWORD),
        (f"sh \"steamcmd +login rf_builder '{PASSWORD}' +run_app_build ${{vdf}} +quit\"", PASSWORD),
        (f"Dedicated servers need `+sv_setsteamaccount {HEX32}` (GSLT)", HEX32),
        (f"$ cat ~/.p4tickets\nssl:p4.studio.example:1666=build:{HEX32}", HEX32),
        (f"$ p4 login -p\n{HEX32}", HEX32),
        (f"- P4 ticket for the build user (valid 12h, from `p4 login -a -p`): {HEX32}", HEX32),
        (f"$ echo '{PASSWORD}' | p4 -u build login\nUser build logged in.", PASSWORD),
        (f"$ UnrealPak.exe Game.pak -Extract D:\\tmp\\pak -aes={AES}", AES),
        (
            f"$ xcrun altool --upload-app -f Game.ipa -u release@example.com -p {APP_PASSWORD}",
            APP_PASSWORD,
        ),
        (
            f"- app-specific password for release@ (Transporter on qa-mac): {APP_PASSWORD}",
            APP_PASSWORD,
        ),
        (f"FCM_SERVER_KEY={FCM}", FCM),
        (f"- legacy FCM server key (old push sender): {FCM}", FCM),
        (f"TeamCity token for the Discord bot (trigger builds): {TEAMCITY}", TEAMCITY),
        (f"Halyna: QA-laitteiden Apple ID:n salasana on nyt {PASSWORD} (vaihdettu)", PASSWORD),
        (f"Elif: a senha da conta de QA do Xsolla agora é {PASSWORD}", PASSWORD),
        # the same labels with a server-side key are not the SDK's
        (f"AppsFlyer API token (server-to-server): {pick(ALNUM, 36)}-{pick(ALNUM, 8)}", None),
        (f"GOOGLE_TRANSLATE_API_KEY={FIREBASE_KEY}", FIREBASE_KEY),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.split()[-1]
    assert secret not in result.text
    assert MARKER in result.text
