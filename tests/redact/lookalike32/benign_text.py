"""Benign look-alikes in the team's words: placeholders and masked values, the word
"password" with no password, base64 of public data, version strings, matchmaking tickets."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike32.gen import (
    Kind,
    b64_of,
    changelist,
    hexs,
    hexu,
    num,
    pick,
    tiny_png,
    uuid4,
)

_AGENTS = ("win-build-07", "win-build-11", "mac-mini-03", "linux-srv-02", "mnl-win-04")
_WHO = ("Paolo", "Jhen", "Marek", "Kasia", "Tomek", "Rina")


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("buildbot_krk", "sowa_builder", "hk_deploy_mnl")),
        "app": str(r.randint(2100000, 3499999)),
        "exe": r.choice(("HollowKeep.exe", "HollowKeepLauncher.exe", "CrashReportClient.exe")),
        "title": hexu(r, 5),
        "cid": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32),
        "region": r.choice(("eu-central-1", "ap-southeast-1", "eu-north-1")),
        "cl": changelist(r),
        "agent": r.choice(_AGENTS),
        "bn": str(r.randint(1200, 9800)),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(_WHO),
        "n": str(r.randint(1000, 4999)),
        "agent": r.choice(_AGENTS),
        "mm": f"{r.randint(10, 12):02d}",
        "dd": f"{r.randint(1, 28):02d}",
        "user": r.choice(("build_svc", "buildbot_krk", "svc-trigger")),
        "credid": uuid4(r),
        "k": str(r.randint(12, 24)),
        "h": str(r.randint(6, 48)),
    }


def _b64(r: Random) -> dict[str, str]:
    cl = changelist(r)
    agent = r.choice(_AGENTS)
    meta = json.dumps({"branch": "Main", "cl": int(cl), "platform": "Win64", "agent": agent})
    return {
        "png": b64_of(tiny_png(r)),
        "meta": b64_of(meta),
        "cl": cl,
        "agent": agent,
        "md5": b64_of(r.randbytes(16)),
        "icon": hexs(r, 40),
        "app": str(r.randint(2100000, 3499999)),
        "name": r.choice(("status_green", "status_red", "relic_icon", "badge_beta")),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "u": str(r.randint(20, 60)),
        "uh": hexs(r, 12),
        "ue": str(r.randint(0, 4)),
        "uecl": num(r, 8),
        "n": str(r.randint(1, 9)),
        "n2": str(r.randint(0, 30)),
        "x": str(r.randint(100, 999)),
        "ndk": str(r.randint(10000000, 13999999)),
        "gdk": str(r.randint(250400, 281099)),
        "ps": f"{r.randint(10, 13)}.{r.choice(('00', '20', '50'))}.00.{r.randint(10, 60)}",
        "pf": str(r.randint(2400, 2899)),
        "uuid": uuid4(r),
        "c": r.choice("abcd"),
    }


def _tickets(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "pf": hexu(r, 16),
        "acct": num(r, 12),
        "n": str(r.randint(20, 300)),
        "k": str(r.randint(1000, 4999)),
        "lobby": "1097752" + num(r, 11),
        "q": r.choice(("hk_coop_4p", "hk_ranked_eu", "hk_coop_ap")),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_masked_values",
        (
            "steamcmd +login ⟨user⟩ ******** +run_app_build ..\\scripts\\app_build_⟨app⟩.vdf +quit",
            "signtool sign /f certs\\sowa_ev.pfx /p %SIGN_PFX_PASSWORD% /fd sha256 "
            "/tr http://timestamp.digicert.com /td sha256 ⟨exe⟩",
            'curl -X POST https://⟨title⟩.playfabapi.com/Server/GetTitleData -H "X-SecretKey: '
            '${PLAYFAB_SECRET_KEY}" -d "{}"',
            'BuildPatchTool.exe -ClientId="⟨cid⟩" -ClientSecretEnvVar=BPT_CLIENT_SECRET '
            "-mode=UploadBinary -BuildVersion=CL⟨cl⟩",
            "[gamelift-deploy]\naws_access_key_id = <redacted>\n"
            "aws_secret_access_key = <redacted>\nregion = ⟨region⟩",
            "STEAM_PUBLISHER_KEY=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX  # prawdziwy w Vault: "
            "secret/build/steam (od CL ⟨cl⟩)",
            "P4PASSWD=<ticket z `p4 login -p`, nie zapisujemy> na ⟨agent⟩, job #⟨bn⟩",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Hasło do Steam buildera wygasło — ⟨who⟩ zresetuje je przez Vault, ticket BLD-⟨n⟩.",
            "Nakalimutan ni ⟨who⟩ ang password ng devkit; humingi ng reset sa IT (BLD-⟨n⟩).",
            "The p4 password prompt hangs on ⟨agent⟩ because P4TICKETS points to a read-only "
            "share (BLD-⟨n⟩).",
            "passwordVariable: 'STEAM_PASS' nie działa w `bat` bez cudzysłowów — BLD-⟨n⟩.",
            "Rotate the Jenkins API token every 90 days; next rotation 2028-⟨mm⟩-⟨dd⟩ "
            "(owner: ⟨who⟩).",
            "ERROR: Authentication failed for ⟨user⟩ (401) — token regenerated in the UI and "
            "stored as Jenkins credential ⟨credid⟩.",
            "password_min_length: ⟨k⟩\npassword_require_symbol: true\n"
            "session_ticket_ttl_hours: ⟨h⟩",
        ),
        _prose,
    ),
    Kind(
        "base64_of_public_data",
        (
            "![status](data:image/png;base64,⟨png⟩)",
            "X-HK-Build-Meta: ⟨meta⟩",
            "`echo ⟨meta⟩ | base64 -d` daje tylko metadane buildu (CL ⟨cl⟩, ⟨agent⟩).",
            "Content-MD5: ⟨md5⟩",
            '"clienticon" "⟨icon⟩"  (app ⟨app⟩, hash ikony z appinfo)',
            "Ikona ⟨name⟩ w base64 (PNG, nie sekret): ⟨png⟩",
        ),
        _b64,
    ),
    Kind(
        "toolchain_version_strings",
        (
            "Unity 6000.2.⟨u⟩f1 (⟨uh⟩) / UE 5.7.⟨ue⟩-⟨uecl⟩+++UE5+Release-5.7",
            "Steamworks SDK 1.6⟨n⟩, EOS SDK 1.17.⟨n2⟩-CL⟨uecl⟩, PlayFab SDK 2.⟨n2⟩.⟨pf⟩",
            "Xcode 17.⟨n⟩ (17A⟨x⟩a), Android NDK r28⟨c⟩ (28.⟨n⟩.⟨ndk⟩), Windows SDK 10.0.26100.⟨x⟩",
            "GDK ⟨gdk⟩ (QFE⟨n⟩), PS5 SDK ⟨ps⟩ na agentach konsolowych",
            "UnrealEditor 5.7.⟨ue⟩-⟨uecl⟩+++UE5+Release-5.7 (BuildId ⟨uuid⟩)",
        ),
        _versions,
    ),
    Kind(
        "matchmaking_ticket_ids",
        (
            "aws gamelift start-matchmaking --configuration-name hk-ranked-eu "
            "--ticket-id ⟨uuid⟩ --players PlayerId=⟨pf⟩",
            '{"TicketId": "⟨uuid⟩", "Status": "TIMED_OUT", "ConfigurationArn": '
            '"arn:aws:gamelift:ap-southeast-1:⟨acct⟩:matchmakingconfiguration/hk-coop-ap"}',
            "PlayFab matchmaking ticket ⟨uuid⟩ w kolejce ⟨q⟩ czekał ⟨n⟩ s; match ⟨uuid2⟩.",
            "Ang ticket ⟨uuid⟩ sa ⟨q⟩ ay na-cancel pagkatapos ng ⟨n⟩ segundo (BLD-⟨k⟩).",
            "Steam lobby ⟨lobby⟩ → GameLift gsess-⟨uuid⟩ (backfill ticket ⟨uuid2⟩).",
        ),
        _tickets,
    ),
)
