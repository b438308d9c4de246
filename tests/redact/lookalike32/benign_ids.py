"""Benign look-alikes from the platforms and engines: Steam, Unity, Unreal, PlayFab, EOS,
console portals, player, lobby, achievement and localization ids, seeds."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike32.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    changelist,
    hexs,
    hexu,
    num,
    pick,
    steam_id,
    uuid4,
)

_MAPS = ("L_Wawel_Crypt", "L_Rynek_Night", "L_Kazimierz_Sewers", "L_Tatry_Pass", "L_Intro")
_ASSETS = ("BP_Strzyga", "SM_Wawel_Gate", "PF_Smok_Boss", "PF_Lantern", "BP_Relic_Altar")
_WORDS = ("KILL_STRZYGA", "FIND_ALL_RELICS", "WAWEL_DRAGON", "NO_DAMAGE_ACT", "SPEEDRUN", "COOP")


def _app(r: Random) -> int:
    return r.randint(2100000, 3499999)


def _guid_dashed(r: Random) -> str:
    h = hexu(r, 32)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _steam(r: Random) -> dict[str, str]:
    app = _app(r)
    return {
        "app": str(app),
        "d1": str(app + 1),
        "d2": str(app + 2),
        "d3": str(app + r.randint(3, 9)),
        "cl": changelist(r),
        "bid": num(r, 8),
        "branch": r.choice(("beta", "playtest", "qa_manila", "default")),
    }


def _manifest(r: Random) -> dict[str, str]:
    app = _app(r)
    return {
        "app": str(app),
        "d": str(app + r.randint(1, 4)),
        "m": str(r.randint(10**18, 9223372036854775807)),
        "m2": str(r.randint(10**18, 9223372036854775807)),
        "bid": num(r, 8),
        "bid2": num(r, 8),
        "size": str(r.randint(10**9, 4 * 10**10)),
        "dl": str(r.randint(10**9, 2 * 10**10)),
    }


def _workshop(r: Random) -> dict[str, str]:
    return {
        "app": str(_app(r)),
        "app2": str(_app(r)),
        "wid": str(r.randint(3000000000, 3699999999)),
        "wid2": str(r.randint(3000000000, 3699999999)),
        "lh": str(r.randint(10000000, 29999999)),
        "n": str(r.randint(1, 5)),
        "ugc": str(r.randint(10**17, 9 * 10**17)),
    }


def _unity_guid(r: Random) -> dict[str, str]:
    return {
        "g": hexs(r, 32),
        "g2": hexs(r, 32),
        "cl": changelist(r),
        "asset": r.choice(_ASSETS),
        "inst": str(-r.randint(10000, 99999)),
    }


def _fileid(r: Random) -> dict[str, str]:
    return {
        "fid": str(r.randint(10**17, 9 * 10**18)),
        "fid2": str(r.randint(10**17, 9 * 10**18)),
        "g": hexs(r, 32),
        "name": r.choice(("Strzyga_Spawn", "Lantern (3)", "WawelGate_Collider", "Relic_07")),
    }


def _bundle(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 32),
        "h2": hexs(r, 32),
        "crc": str(r.randint(10**8, 4294967295)),
        "g": hexs(r, 32),
        "mb": str(r.randint(300, 4800)),
        "date": f"2028.09.{r.randint(1, 28):02d}.{r.randint(0, 23):02d}.{r.randint(0, 59):02d}",
        "grp": r.choice(("defaultlocalgroup", "act1_env", "audio_pl", "audio_fil", "ui_common")),
    }


def _unreal(r: Random) -> dict[str, str]:
    return {
        "G": hexu(r, 32),
        "G2": hexu(r, 32),
        "gd": _guid_dashed(r),
        "uuid": uuid4(r),
        "ver": f"0.{r.randint(8, 14)}.{r.randint(0, 30)}",
        "map": r.choice(_MAPS),
    }


def _players(r: Random) -> dict[str, str]:
    return {
        "sid": steam_id(r),
        "sid2": steam_id(r),
        "pf": hexu(r, 16),
        "pf2": hexu(r, 16),
        "puid": hexs(r, 32),
        "puid2": hexs(r, 32),
        "elobby": hexs(r, 32),
        "acc": hexs(r, 32),
        "lobby": "1097752" + num(r, 11),
        "app": str(_app(r)),
        "cl": changelist(r),
    }


def _achievements(r: Random) -> dict[str, str]:
    return {
        "word": r.choice(_WORDS),
        "n": str(r.randint(1, 50)),
        "xn": str(r.randint(1, 60)),
        "tid": str(r.randint(1, 48)),
        "npwr": "NPWR" + num(r, 5) + "_00",
        "scid": uuid4(r),
        "xr": str(r.choice((3, 15, 45, 46, 52, 74))).zfill(3),
        "qid": num(r, 16),
        "eosach": r.choice(_WORDS).lower(),
    }


def _playfab(r: Random) -> dict[str, str]:
    return {
        "title": hexu(r, 5),
        "pf": hexu(r, 16),
        "tpa": hexu(r, 16),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "srv": hexs(r, 32),
        "rev": str(r.randint(12, 480)),
        "rid": uuid4(r),
    }


def _eos(r: Random) -> dict[str, str]:
    return {
        "pid": hexs(r, 32),
        "sbx": hexs(r, 32),
        "dep": hexs(r, 32),
        "cid": "xyza7891" + pick(r, ALNUM, 24),
        "org": "o-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 30),
        "aid": hexs(r, 32),
        "puid": hexs(r, 32),
        "art": r.choice(("HollowKeepLive", "HollowKeepDev", "HKPlaytest")),
    }


def _console(r: Random) -> dict[str, str]:
    ppsa = num(r, 5)
    return {
        "tid": hexu(r, 8),
        "scid": uuid4(r),
        "store": pick(r, UPPER_ALNUM, 10),
        "msa": "00000000" + hexu(r, 8),
        "ppsa": ppsa,
        "ep": num(r, 4),
        "cidn": num(r, 6),
        "npwr": num(r, 5),
        "sw": "0100" + hexu(r, 9) + "000",
        "sub": str(r.randint(1, 14)),
        "pcid": uuid4(r),
        "k": str(r.randint(1, 9)),
    }


def _loc(r: Random) -> dict[str, str]:
    return {
        "G": hexu(r, 32),
        "n": str(r.randint(100000, 999999)),
        "cl": changelist(r),
        "long": str(r.randint(10**12, 9 * 10**14)),
        "pct": str(r.randint(25, 60)),
    }


def _seed(r: Random) -> dict[str, str]:
    return {
        "hx": hexu(r, 16),
        "s": str(r.randint(10**18, 9223372036854775807)),
        "s2": str(r.randint(10**18, 9223372036854775807)),
        "uuid": uuid4(r),
        "n": str(r.randint(1000, 90000)),
        "c1": hexs(r, 8),
        "c2": hexs(r, 8),
        "k": str(r.randint(1, 4)),
    }


IDS: tuple[Kind, ...] = (
    Kind(
        "steam_app_and_depot_ids",
        (
            '"AppBuild"\n{\n\t"AppID" "⟨app⟩"\n\t"Desc" "HK CL ⟨cl⟩ nightly"\n'
            '\t"ContentRoot" "..\\content\\"\n\t"BuildOutput" "..\\output\\"\n'
            '\t"SetLive" "⟨branch⟩"\n\t"Depots"\n\t{\n\t\t"⟨d1⟩" "depot_build_⟨d1⟩.vdf"\n'
            '\t\t"⟨d2⟩" "depot_build_⟨d2⟩.vdf"\n\t}\n}',
            "steamcmd +login anonymous +app_update ⟨app⟩ -beta ⟨branch⟩ validate +quit",
            "Depoty: ⟨d1⟩ = Windows 64-bit, ⟨d2⟩ = Linux dedicated server, ⟨d3⟩ = soundtrack "
            "DLC (app ⟨app⟩).",
            "Successfully finished AppID ⟨app⟩ build (BuildID ⟨bid⟩).",
            '"DepotBuild"\n{\n\t"DepotID" "⟨d2⟩"\n\t"FileMapping"\n\t{\n\t\t"LocalPath" "*"\n'
            '\t\t"DepotPath" "."\n\t\t"Recursive" "1"\n\t}\n\t"FileExclusion" "*.pdb"\n}',
        ),
        _steam,
    ),
    Kind(
        "steam_manifest_and_build_ids",
        (
            "download_depot ⟨app⟩ ⟨d⟩ ⟨m⟩",
            'Depot download complete : "C:\\steamcmd\\steamapps\\content\\app_⟨app⟩\\'
            'depot_⟨d⟩" (manifest ⟨m⟩)',
            "| branch | BuildID | manifest (depot ⟨d⟩) |\n|---|---|---|\n"
            "| default | ⟨bid⟩ | ⟨m⟩ |\n| beta | ⟨bid2⟩ | ⟨m2⟩ |",
            "Rollback na beta: ustawić BuildID ⟨bid⟩ (manifest Windows ⟨m⟩), stary ⟨m2⟩ "
            "zostaje w historii.",
            '"⟨d⟩"\n{\n\t"manifests"\n\t{\n\t\t"public"\n\t\t{\n\t\t\t"gid"\t\t"⟨m⟩"\n'
            '\t\t\t"size"\t\t"⟨size⟩"\n\t\t\t"download"\t\t"⟨dl⟩"\n\t\t}\n\t}\n}',
        ),
        _manifest,
    ),
    Kind(
        "steam_workshop_and_leaderboard_ids",
        (
            "steam_appid.txt na agentach zawiera tylko ⟨app⟩ — nie commitować z innym id.",
            "SteamAPI_RestartAppIfNecessary(⟨app⟩); // playtest app to ⟨app2⟩",
            "Workshop item ⟨wid⟩ (mapa 'Krakowskie Podziemia') ma zły tag; publishedfileid "
            "⟨wid2⟩ to poprawna wersja.",
            "LeaderboardFindResult_t: m_hSteamLeaderboard=⟨lh⟩ for 'HK_Speedrun_Act⟨n⟩'",
            "UGC query returned m_nPublishedFileId=⟨wid⟩, m_hFile=⟨ugc⟩",
        ),
        _workshop,
    ),
    Kind(
        "unity_asset_guids",
        (
            "fileFormatVersion: 2\nguid: ⟨g⟩\nMonoImporter:\n  externalObjects: {}\n"
            "  serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n"
            "  icon: {instanceID: 0}\n  userData: \n  assetBundleName: \n"
            "  assetBundleVariant: ",
            "  m_Script: {fileID: 11500000, guid: ⟨g⟩, type: 3}",
            "Prefab ⟨asset⟩.prefab zgubił skrypt, bo guid ⟨g⟩ zmienił się po merge'u w "
            "CL ⟨cl⟩ (stary: ⟨g2⟩).",
            "Missing Prefab with guid: ⟨g⟩ (Assets/Art/Env/Wawel/⟨asset⟩.prefab)",
            "Nawala ang reference ng ⟨asset⟩: guid ⟨g⟩, instanceID ⟨inst⟩ — na-reimport na.",
        ),
        _unity_guid,
    ),
    Kind(
        "unity_yaml_file_ids",
        (
            "--- !u!1 &⟨fid⟩\nGameObject:\n  m_ObjectHideFlags: 0\n"
            "  m_CorrespondingSourceObject: {fileID: 0}\n  m_PrefabInstance: {fileID: 0}\n"
            "  serializedVersion: 6\n  m_Component:\n  - component: {fileID: ⟨fid2⟩}\n"
            "  m_Layer: 0\n  m_Name: ⟨name⟩",
            "  m_SourcePrefab: {fileID: 100100000, guid: ⟨g⟩, type: 3}\n"
            "  m_TransformParent: {fileID: ⟨fid⟩}",
            "Konflikt w Scene_Rynek.unity: oba CL dodały obiekt z fileID ⟨fid⟩; "
            "UnityYAMLMerge wybrał ⟨fid2⟩.",
            "GlobalObjectId_V1-2-⟨g⟩-⟨fid⟩-0 (⟨name⟩)",
        ),
        _fileid,
    ),
    Kind(
        "addressables_bundle_hashes",
        (
            "ServerData/StandaloneWindows64/⟨grp⟩_assets_all_⟨h⟩.bundle",
            "catalog_⟨date⟩.hash zawiera ⟨h⟩ — CDN nadal serwuje stary ⟨h2⟩, trzeba purge.",
            "ManifestFileVersion: 0\nCRC: ⟨crc⟩\nHashes:\n  AssetFileHash:\n"
            "    serializedVersion: 2\n    Hash: ⟨h⟩\n  TypeTreeHash:\n"
            "    serializedVersion: 2\n    Hash: ⟨h2⟩",
            "Build report: Build GUID ⟨g⟩, ⟨mb⟩ MB, bundle ⟨grp⟩ CRC ⟨crc⟩",
        ),
        _bundle,
    ),
    Kind(
        "unreal_project_and_actor_guids",
        (
            "[/Script/EngineSettings.GeneralProjectSettings]\nProjectID=⟨G⟩\n"
            "ProjectName=Hollow Keep\nCompanyName=Sowa Interactive\nProjectVersion=⟨ver⟩",
            '"EngineAssociation": "{⟨gd⟩}",',
            '{\n\t"BuildId": "⟨uuid⟩",\n\t"Modules":\n\t{\n'
            '\t\t"HollowKeep": "UnrealEditor-HollowKeep.dll"\n\t}\n}',
            "Level ⟨map⟩ ma ten sam ActorGuid ⟨G⟩ co kopia w /Game/Dev — stąd konflikt w "
            "World Partition.",
            "LogWorldPartition: Warning: Actor ⟨G⟩ (BP_Strzyga_C) in ⟨map⟩ references missing "
            "actor ⟨G2⟩",
        ),
        _unreal,
    ),
    Kind(
        "player_and_lobby_ids",
        (
            "| gracz | SteamID64 | PlayFabId | EOS PUID |\n|---|---|---|---|\n"
            "| QA_Manila_03 | ⟨sid⟩ | ⟨pf⟩ | ⟨puid⟩ |\n| QA_Krk_01 | ⟨sid2⟩ | ⟨pf2⟩ | ⟨puid2⟩ |",
            "Lobby ⟨lobby⟩ (owner ⟨sid⟩) desyncs after host migration; repro in CL ⟨cl⟩.",
            "LogEOSLobby: Joined lobby ⟨elobby⟩ as ProductUserId ⟨puid⟩",
            "Ban appeal: Epic Account ID ⟨acc⟩, SteamID ⟨sid⟩ — fałszywy alarm EAC, odbanować.",
            "steam://joinlobby/⟨app⟩/⟨lobby⟩/⟨sid⟩",
        ),
        _players,
    ),
    Kind(
        "achievement_and_stat_ids",
        (
            '"ACH_⟨word⟩_⟨n⟩": {"steam": "ACH_⟨word⟩_⟨n⟩", "xbox": "⟨xn⟩", "psn": ⟨tid⟩, '
            '"eos": "⟨eosach⟩_⟨n⟩"}',
            'SteamUserStats()->SetAchievement("ACH_⟨word⟩_⟨n⟩"); // STAT_⟨word⟩ += 1',
            "Trofea: NP Communication ID ⟨npwr⟩, trophy ⟨tid⟩ = 'Smok Wawelski' (gold).",
            "Xbox achievement ⟨xn⟩ (SCID ⟨scid⟩) unlocks twice on resume — cert XR-⟨xr⟩.",
            "Quest achievement api_name HK_⟨word⟩_⟨n⟩ → definition id ⟨qid⟩",
        ),
        _achievements,
    ),
    Kind(
        "playfab_ids",
        (
            "Title ID ⟨title⟩, PlayFabId ⟨pf⟩, title_player_account ⟨tpa⟩",
            '{"Entity": {"Id": "⟨tpa⟩", "Type": "title_player_account", '
            '"TypeString": "title_player_account"}}',
            "Catalog item ⟨uuid⟩ (Economy v2, 'Relikwiarz skin') ma złą cenę; CloudScript "
            "revision ⟨rev⟩.",
            "PlayFab Multiplayer build ⟨uuid⟩ in NorthEurope, server ⟨srv⟩, session ⟨uuid2⟩",
            "X-RequestId ⟨rid⟩ → errorCode 1001 AccountNotFound for ⟨pf⟩ (title ⟨title⟩)",
        ),
        _playfab,
    ),
    Kind(
        "eos_public_ids",
        (
            "[/Script/OnlineSubsystemEOS.EOSSettings]\n"
            '+Artifacts=(ArtifactName="⟨art⟩",ClientId="⟨cid⟩",ClientSecret="",'
            'ProductId="⟨pid⟩",SandboxId="⟨sbx⟩",DeploymentId="⟨dep⟩",EncryptionKey="")\n'
            "; ClientSecret i EncryptionKey wstrzykuje Jenkins z Vaulta",
            "ProductId ⟨pid⟩ / SandboxId ⟨sbx⟩ / DeploymentId ⟨dep⟩ (⟨art⟩)",
            "LogEOSSDK: EOS_Platform_Create ProductId=⟨pid⟩ SandboxId=⟨sbx⟩ "
            "DeploymentId=⟨dep⟩ ClientId=⟨cid⟩",
            "Dev Portal: organization ⟨org⟩, product ⟨pid⟩, artifact ⟨aid⟩ "
            "(BuildPatchTool -ArtifactId)",
            "EOS_InvalidUser dla ProductUserId ⟨puid⟩ w sandboxie ⟨sbx⟩",
        ),
        _eos,
    ),
    Kind(
        "console_title_and_content_ids",
        (
            '<Game configVersion="1">\n  <TitleId>⟨tid⟩</TitleId>\n'
            "  <MSAAppId>⟨msa⟩</MSAAppId>\n  <StoreId>9N⟨store⟩</StoreId>\n</Game>",
            "PS5: Title ID PPSA⟨ppsa⟩_00, Content ID EP⟨ep⟩-PPSA⟨ppsa⟩_00-HOLLOWKEEP⟨cidn⟩, "
            "NP Comm ID NPWR⟨npwr⟩_00",
            "Switch Application ID 0x⟨sw⟩ (Nintendo dev portal, submission ⟨sub⟩)",
            "Partner Center product ID ⟨pcid⟩ (Store ID 9N⟨store⟩), sandbox SOWA.⟨k⟩, SCID ⟨scid⟩",
            "Xbox TitleId ⟨tid⟩ — sa MicrosoftGame.config, hindi sa Jenkins env.",
        ),
        _console,
    ),
    Kind(
        "localization_keys",
        (
            '#. Key:\t⟨G⟩\nmsgctxt "MainMenu,⟨G⟩"\nmsgid "Start game"\nmsgstr "Rozpocznij grę"',
            'NSLOCTEXT("MainMenu", "⟨G⟩", "Play")',
            "Tagalog string ⟨G⟩ ('Simulan ang laro') is ⟨pct⟩% longer than EN and overflows "
            "the button.",
            "Crowdin string id ⟨n⟩ (key ⟨G⟩) ma status approved w fil-PH, ale nie trafił do "
            "CL ⟨cl⟩.",
            "  - m_Id: ⟨long⟩\n    m_Localized: Skarbiec\n    m_Metadata:\n      m_Items: []",
        ),
        _loc,
    ),
    Kind(
        "procedural_seeds_and_checksums",
        (
            "[/Script/HollowKeep.DungeonSettings]\nWorldSeed=0x⟨hx⟩\nbLockSeedInPIE=True",
            "Dungeon gen desync: client seed ⟨s⟩ vs server seed ⟨s2⟩ (replay ⟨uuid⟩).",
            "HollowKeep.exe -dungeonseed=0x⟨hx⟩ -nosteam -log",
            "Determinism check: frame ⟨n⟩ checksum ⟨c1⟩ on Win64 vs ⟨c2⟩ on LinuxServer",
            "Seed ⟨s⟩ daje pokój bez wyjścia (Akt ⟨k⟩) — dodać do testów regresji.",
        ),
        _seed,
    ),
)
