# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""Benign look-alikes: platform, store, build-system and infrastructure identifiers.

Every value here names a thing (an app, a depot, a build, a changelist, a transaction, a
zone); none of them authorises anything on its own.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike13.gen import (
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    fields,
    hexs,
    num,
    pick,
    uuid4,
)

B = Kind


def _app(r: Random) -> str:
    return r.choice(("2718280", "2718290", "3104410", "3104420"))


PLATFORM: tuple[Kind, ...] = (
    B(
        "steam_app_depot_ids",
        (
            "- Steam app ⟨app⟩, depots ⟨d1⟩ (Windows) and ⟨d2⟩ (Linux/Deck); DLC app ⟨dlc⟩",
            '```vdf\n"AppBuild"\n{\n  "AppID" "⟨app⟩"\n  "Desc" "CL ⟨cl⟩ nightly"\n  "Depots"\n  {\n    "⟨d1⟩" "depot_build_⟨d1⟩.vdf"\n    "⟨d2⟩" "depot_build_⟨d2⟩.vdf"\n  }\n}\n```',
            "STEAM_APPID=⟨app⟩\nSTEAM_DEPOT_WIN=⟨d1⟩\nSTEAM_DEPOT_LINUX=⟨d2⟩",
            "| depot | platform | notes |\n|---|---|---|\n| ⟨d1⟩ | win64 | main |\n| ⟨d2⟩ | linux | Deck verified |",
        ),
        fields(app=_app, d1=lambda r: num(r, 7), d2=lambda r: num(r, 7), dlc=lambda r: num(r, 7)),
        n=11,
    ),
    B(
        "steam_build_manifest_ids",
        (
            "$ steamcmd +login rf_builder +run_app_build app_build_⟨app⟩.vdf +quit\n...\nUploading content...\nDepot ⟨depot⟩: manifest ⟨man⟩ (⟨mb⟩ MB)\nSuccessfully finished AppID ⟨app⟩ build (BuildID ⟨bid⟩).",
            "- set BuildID ⟨bid⟩ live on `beta` branch (manifest ⟨man⟩ for depot ⟨depot⟩)",
            "⟨day⟩T⟨hh⟩:02Z steampipe: app=⟨app⟩ depot=⟨depot⟩ manifest=⟨man⟩ buildid=⟨bid⟩ status=ok",
            "$ steamcmd +download_depot ⟨app⟩ ⟨depot⟩ ⟨man⟩",
        ),
        fields(
            app=_app,
            depot=lambda r: num(r, 7),
            man=lambda r: num(r, 19),
            bid=lambda r: num(r, 8),
            mb=lambda r: str(r.randint(900, 9000)),
        ),
        n=11,
    ),
    B(
        "steamids_and_tickets_meta",
        (
            "- repro account SteamID 7656119⟨sid⟩ (⟨who⟩'s alt), owns app ⟨app⟩ via key from ⟨tk⟩",
            "⟨day⟩ ⟨hh⟩ [Auth] ValidateAuthTicketResponse steamid=7656119⟨sid⟩ owner=7656119⟨sid⟩ result=k_EAuthSessionResponseOK",
            "| player | steamid64 | ban |\n|---|---|---|\n| tester-⟨n⟩ | 7656119⟨sid⟩ | none |",
        ),
        fields(sid=lambda r: num(r, 10), app=_app, n=lambda r: str(r.randint(1, 99))),
        n=11,
    ),
    B(
        "playfab_ids",
        (
            "- PlayFab title ⟨title⟩ (prod) / ⟨title2⟩ (staging); repro player PlayFabId ⟨pfid⟩",
            '$ curl -s https://⟨title⟩.playfabapi.com/Client/LoginWithCustomID -d \'{"TitleId":"⟨title⟩","CustomId":"qa-⟨cl⟩","CreateAccount":true}\'',
            '```json\n{"PlayFabId": "⟨pfid⟩", "EntityKey": {"Id": "⟨ent⟩", "Type": "title_player_account"}, "CatalogVersion": "season-3"}\n```',
            "PLAYFAB_TITLE_ID=⟨title⟩",
        ),
        fields(
            title=lambda r: hexs(r, 5).upper(),
            title2=lambda r: hexs(r, 5).upper(),
            pfid=lambda r: hexs(r, 16).upper(),
            ent=lambda r: hexs(r, 16).upper(),
        ),
        n=11,
    ),
    B(
        "eos_ids",
        (
            '```ini\n[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName="Skyreef",ClientId="⟨cid⟩",ProductId="⟨pid⟩",SandboxId="⟨sbx⟩",DeploymentId="⟨dep⟩")\n```',
            "- EOS: product ⟨pid⟩, sandbox ⟨sbx⟩ (Live), deployment ⟨dep⟩",
            "eos:\n  product_id: ⟨pid⟩\n  sandbox_id: ⟨sbx⟩\n  deployment_id: ⟨dep⟩\n  client_id: ⟨cid⟩",
        ),
        fields(
            cid=lambda r: "xyza7891" + pick(r, UPPER_ALNUM + "abcdefghijklmnopqrstuvwxyz", 24),
            pid=lambda r: hexs(r, 32),
            sbx=lambda r: hexs(r, 32),
            dep=lambda r: hexs(r, 32),
        ),
        n=11,
    ),
    B(
        "app_store_connect_ids",
        (
            "- ASC: app Apple ID ⟨aid⟩, bundle `com.revontuli.skyreef`, team ⟨team⟩, API key id ⟨kid⟩, issuer ⟨iss⟩",
            '```json\n{"key_id": "⟨kid⟩", "issuer_id": "⟨iss⟩", "key_filepath": "/Users/ci/.keys/AuthKey_⟨kid⟩.p8"}\n```',
            "$ xcrun altool --upload-app -f Skyreef.ipa --apiKey ⟨kid⟩ --apiIssuer ⟨iss⟩",
            "TestFlight build 1.9.⟨n⟩ (⟨bn⟩) processed ⟨day⟩ — app ⟨aid⟩, team ⟨team⟩",
        ),
        fields(
            aid=lambda r: num(r, 10),
            team=lambda r: pick(r, UPPER_ALNUM, 10),
            kid=lambda r: pick(r, UPPER_ALNUM, 10),
            iss=uuid4,
            n=lambda r: str(r.randint(0, 40)),
            bn=lambda r: num(r, 4),
        ),
        n=11,
    ),
    B(
        "google_play_ids",
        (
            "- Play Console developer id ⟨dev⟩, app `com.revontuli.skyreef`, versionCode ⟨vc⟩ on internal track",
            "refund request: order GPA.⟨o1⟩-⟨o2⟩-⟨o3⟩-⟨o4⟩ (⟨day⟩), SKU gems_pack_⟨n⟩",
            "| order id | sku | state |\n|---|---|---|\n| GPA.⟨o1⟩-⟨o2⟩-⟨o3⟩-⟨o4⟩ | season_pass_3 | refunded |",
        ),
        fields(
            dev=lambda r: num(r, 19),
            vc=lambda r: num(r, 6),
            o1=lambda r: num(r, 4),
            o2=lambda r: num(r, 4),
            o3=lambda r: num(r, 4),
            o4=lambda r: num(r, 5),
            n=lambda r: str(r.choice((100, 500, 1200))),
        ),
        n=11,
    ),
    B(
        "store_transaction_ids",
        (
            "- Apple refund: transactionId ⟨atx⟩, originalTransactionId ⟨aotx⟩, product `com.revontuli.skyreef.gems.⟨n⟩`",
            '```json\n{"transaction_id": "⟨xtx⟩", "project_id": ⟨pid⟩, "status": "done", "payment_method": "PayPal"}\n```',
            "⟨day⟩ ⟨hh⟩ [IAP] steam microtxn orderid=⟨stx⟩ transid=⟨stx2⟩ result=OK",
            "| store | transaction | amount |\n|---|---|---|\n| App Store | ⟨atx⟩ | 9.99 EUR |\n| Xsolla | ⟨xtx⟩ | 4.99 USD |",
        ),
        fields(
            atx=lambda r: "2000000" + num(r, 9),
            aotx=lambda r: "2000000" + num(r, 9),
            xtx=lambda r: num(r, 10),
            pid=lambda r: num(r, 6),
            stx=lambda r: num(r, 19),
            stx2=lambda r: num(r, 19),
            n=lambda r: str(r.choice((80, 500, 1200, 6500))),
        ),
        n=11,
    ),
    B(
        "perforce_changelists_streams",
        (
            "- shelved in CL ⟨cl⟩ on //skyreef/dev-⟨br⟩; merge to //skyreef/main after smoke test",
            "$ p4 describe -s ⟨cl⟩\nChange ⟨cl⟩ by ⟨user⟩@⟨user⟩-ws-⟨n⟩ on 2026/10/⟨dd⟩\n\n\tFix lobby desync (⟨tk⟩)\n\nAffected files ...\n\n... //skyreef/main/Source/Net/Lobby.cpp#⟨rev⟩ edit",
            "$ p4 sync //skyreef/main/...@⟨cl⟩",
            "commit ⟨cl⟩ -> git-fusion ⟨sha⟩ (mirror)",
        ),
        fields(
            br=lambda r: r.choice(("netcode", "ui", "season3", "console")),
            user=lambda r: r.choice(("aino", "taras", "elif", "joao")),
            n=lambda r: str(r.randint(1, 9)),
            dd=lambda r: f"{r.randint(1, 31):02d}",
            rev=lambda r: str(r.randint(2, 300)),
            sha=lambda r: hexs(r, 40),
        ),
        n=11,
    ),
    B(
        "perforce_digests",
        (
            "$ p4 fstat -Ol //skyreef/main/Content/Maps/Reef_⟨n⟩.umap\n... depotFile //skyreef/main/Content/Maps/Reef_⟨n⟩.umap\n... headRev ⟨rev⟩\n... fileSize ⟨size⟩\n... digest ⟨dig⟩",
            "$ p4 verify -q //skyreef/main/Binaries/...\n//skyreef/main/Binaries/Win64/Skyreef.exe#⟨rev⟩ - edit change ⟨cl⟩ (binary+F) ⟨dig⟩ BAD!",
            "- digest mismatch on Reef_⟨n⟩.umap#⟨rev⟩: server ⟨dig⟩ vs local ⟨dig2⟩",
            "P4_EXPECTED_DIGEST=⟨dig⟩",
        ),
        fields(
            n=lambda r: str(r.randint(1, 40)),
            rev=lambda r: str(r.randint(2, 300)),
            size=lambda r: num(r, 8),
            dig=lambda r: hexs(r, 32).upper(),
            dig2=lambda r: hexs(r, 32).upper(),
        ),
        n=11,
    ),
    B(
        "ci_build_refs",
        (
            "- Jenkins skyreef-android #⟨jn⟩ (queue item ⟨q⟩) failed at Gradle; TeamCity build id ⟨tc⟩ green for CL ⟨cl⟩",
            '$ curl -s https://tc.revontuli.example/app/rest/builds/id:⟨tc⟩ | jq .buildTypeId\n"Skyreef_Win64_Shipping"',
            '⟨day⟩T⟨hh⟩:40Z [jenkins] Started by upstream project "skyreef-nightly" build number ⟨jn⟩; revision ⟨sha⟩',
            "##teamcity[buildNumber '1.9.⟨cl⟩']",
        ),
        fields(
            jn=lambda r: str(r.randint(100, 9999)),
            q=lambda r: num(r, 6),
            tc=lambda r: num(r, 6),
            sha=lambda r: hexs(r, 40),
        ),
        n=11,
    ),
    B(
        "console_sdk_ids",
        (
            "- console ids for the cert checklist: title id 0x⟨xt⟩, SCID ⟨scid⟩, content id UP⟨c4⟩-CUSA⟨c5⟩_00-SKYREEF0000000⟨n⟩",
            "| platform | id |\n|---|---|\n| xbox title | ⟨xt⟩ |\n| switch app | 0100⟨sw⟩000 |",
            'console:\n  title_id: "⟨xt⟩"\n  service_config_id: ⟨scid⟩\n  np_comm_id: NPWR⟨np⟩_00',
        ),
        fields(
            xt=lambda r: hexs(r, 8).upper(),
            scid=uuid4,
            c4=lambda r: num(r, 4),
            c5=lambda r: num(r, 5),
            n=lambda r: str(r.randint(1, 9)),
            sw=lambda r: hexs(r, 9).upper(),
            np=lambda r: num(r, 5),
        ),
        n=11,
    ),
    B(
        "discord_ids_and_public_key",
        (
            "- Discord app ⟨app⟩, interactions PUBLIC KEY ⟨pk⟩ (Ed25519, used to verify request signatures)",
            "DISCORD_APPLICATION_ID=⟨app⟩\nDISCORD_PUBLIC_KEY=⟨pk⟩\nDISCORD_GUILD_ID=⟨guild⟩",
            "[⟨hh⟩] ⟨who⟩: crash report thread https://discord.com/channels/⟨guild⟩/⟨chan⟩/⟨msg⟩",
            "| thing | id |\n|---|---|\n| guild | ⟨guild⟩ |\n| #build-alerts | ⟨chan⟩ |\n| bot app | ⟨app⟩ |",
        ),
        fields(
            app=lambda r: num(r, 19),
            pk=lambda r: hexs(r, 64),
            guild=lambda r: num(r, 18),
            chan=lambda r: num(r, 19),
            msg=lambda r: num(r, 19),
        ),
        n=11,
    ),
    B(
        "crowdin_ids",
        (
            "- Crowdin project ⟨pid⟩, file id ⟨fid⟩ (`ui_strings.csv`), branch `season-3`; string key `UI.Shop.Gems_⟨n⟩`",
            "$ crowdin download --project-id ⟨pid⟩ --branch season-3 -l fi -l uk -l pt-BR -l ko -l tr",
            '```yaml\nproject_id: "⟨pid⟩"\napi_token_env: CROWDIN_PERSONAL_TOKEN\nfiles:\n  - source: /Localization/en/*.csv\n```',
        ),
        fields(
            pid=lambda r: num(r, 6),
            fid=lambda r: str(r.randint(10, 9999)),
            n=lambda r: str(r.randint(1, 400)),
        ),
        n=11,
    ),
    B(
        "cloudflare_ids",
        (
            "- CF account ⟨acct⟩, zone skyreef.example ⟨zone⟩; public patch bucket https://pub-⟨pub⟩.r2.dev/patches/1.9.⟨n⟩/",
            "⟨day⟩T⟨hh⟩:13Z cdn 503 on /patches/manifest.json cf-ray=⟨ray⟩-HEL",
            '```toml\nname = "skyreef-patch-worker"\naccount_id = "⟨acct⟩"\n[[r2_buckets]]\nbinding = "PATCHES"\nbucket_name = "skyreef-patches"\n```',
            "CLOUDFLARE_ZONE_ID=⟨zone⟩\nCLOUDFLARE_ACCOUNT_ID=⟨acct⟩",
        ),
        fields(
            acct=lambda r: hexs(r, 32),
            zone=lambda r: hexs(r, 32),
            pub=lambda r: hexs(r, 32),
            ray=lambda r: hexs(r, 16),
            n=lambda r: str(r.randint(0, 60)),
        ),
        n=11,
    ),
    B(
        "gcp_resource_names",
        (
            "- GCP project `skyreef-prod` (number ⟨pn⟩); KMS key projects/skyreef-prod/locations/europe-north1/keyRings/builds/cryptoKeys/pak-sign",
            "$ gcloud run services describe telemetry-ingest --region europe-north1 --format='value(status.latestReadyRevisionName)'\ntelemetry-ingest-00⟨rv⟩-⟨sfx⟩",
            'Operation "operations/acf.p2-⟨pn⟩-⟨op⟩" finished successfully.',
            "GOOGLE_CLOUD_PROJECT=skyreef-prod\nGCP_PROJECT_NUMBER=⟨pn⟩",
        ),
        fields(
            pn=lambda r: num(r, 12),
            rv=lambda r: num(r, 3),
            sfx=lambda r: pick(r, LOWER_ALNUM, 3),
            op=uuid4,
        ),
        n=11,
    ),
)
