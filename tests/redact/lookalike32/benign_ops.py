"""Benign look-alikes from build and release operations: hashes, changelists, Perforce
output, crash and symbol ids, certificates, public keys, cloud and CI identifiers."""

from __future__ import annotations

import base64
import hashlib
import struct
from random import Random

from tests.redact.lookalike32.gen import (
    UPPER_ALNUM,
    Kind,
    b64,
    changelist,
    hexs,
    hexu,
    num,
    pick,
    uuid4,
)

_AGENTS = ("win-build-07", "win-build-11", "mac-mini-03", "linux-srv-02", "mnl-win-04")
_JOBS = ("HollowKeep_Main_Win64", "HollowKeep_Steam_Deploy", "Tools_UGS_Nightly", "HK_Quest")
_REGIONS = ("eu-central-1", "ap-southeast-1", "eu-north-1")


def _ver(r: Random) -> str:
    return f"0.{r.randint(8, 14)}.{r.randint(0, 30)}"


def _hashes(r: Random) -> dict[str, str]:
    return {
        "a": hexs(r, 64),
        "b": hexs(r, 64),
        "c": hexs(r, 64),
        "A": hexu(r, 64),
        "sha1": hexs(r, 40),
        "md5": hexs(r, 32),
        "xx": hexs(r, 16),
        "k": str(r.randint(0, 30)),
        "size": str(r.randint(10**7, 9 * 10**9)),
        "ver": _ver(r),
        "cl": changelist(r),
        "cl2": changelist(r),
    }


def _shaders(r: Random) -> dict[str, str]:
    return {
        "H": hexu(r, 40),
        "h": hexs(r, 40),
        "h2": hexs(r, 40),
        "k": hexs(r, 32),
        "D": hexu(r, 32),
        "pso": hexs(r, 16),
        "n": str(r.randint(20, 9000)),
        "ms": str(r.randint(2, 400)),
        "cl": changelist(r),
        "mat": r.choice(("M_Wawel_Stone", "M_Strzyga_Skin", "M_Lantern_Glass", "M_Fog_Volume")),
    }


def _builds(r: Random) -> dict[str, str]:
    return {
        "cl": changelist(r),
        "cl2": changelist(r),
        "bn": str(r.randint(1200, 9800)),
        "bid": num(r, 8),
        "ver": _ver(r),
        "vc": str(r.randint(100000, 999999)),
        "uuid": uuid4(r),
        "p": str(r.randint(0, 3)),
    }


def _p4(r: Random) -> dict[str, str]:
    return {
        "map": r.choice(("L_Wawel_Crypt", "L_Rynek_Night", "L_Tatry_Pass")),
        "file": r.choice(("A_Strzyga_Scream", "SM_Wawel_Gate", "T_Relic_Diffuse", "MI_Fog")),
        "t": str(r.randint(1820000000, 1851000000)),
        "t2": str(r.randint(1820000000, 1851000000)),
        "rev": str(r.randint(2, 140)),
        "cl": changelist(r),
        "D": hexu(r, 32),
        "size": str(r.randint(10**4, 9 * 10**8)),
        "h": str(r.randint(1, 11)),
        "m": str(r.randint(1, 59)),
        "n": str(r.randint(2600000, 2799999)),
        "k": str(r.randint(60, 140)),
        "dd": f"{r.randint(1, 30):02d}",
    }


def _crash(r: Random) -> dict[str, str]:
    return {
        "G": hexu(r, 32),
        "e": hexs(r, 32),
        "e2": hexs(r, 32),
        "fp": hexs(r, 64),
        "issue": pick(r, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + num(r, 1),
        "bucket": str(r.randint(10**18, 2 * 10**18)),
        "ver": _ver(r),
        "off": hexs(r, 8),
        "n": str(r.randint(2, 900)),
        "cl": changelist(r),
    }


def _symbols(r: Random) -> dict[str, str]:
    g = hexu(r, 32)
    return {
        "G": g,
        "gd": f"{g[:8]}-{g[8:12]}-{g[12:16]}-{g[16:20]}-{g[20:]}".lower(),
        "age": str(r.randint(1, 9)),
        "U": str(uuid4(r)).upper(),
        "bid": hexs(r, 40),
        "ts": hexs(r, 8),
        "rva": hexs(r, 8),
        "ptr": hexs(r, 8),
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "tp": hexu(r, 40),
        "tpl": hexs(r, 40),
        "s256": hexu(r, 64),
        "serial": hexs(r, 32),
        "uuid": uuid4(r),
        "dd": f"{r.randint(1, 28):02d}",
        "exe": r.choice(("HollowKeep.exe", "HollowKeepLauncher.exe", "CrashReportClient.exe")),
    }


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _pubkeys(r: Random) -> dict[str, str]:
    ed = _ssh_string(b"ssh-ed25519") + _ssh_string(r.randbytes(32))
    point = b"\x04" + r.randbytes(64)
    ec = _ssh_string(b"ecdsa-sha2-nistp256") + _ssh_string(b"nistp256") + _ssh_string(point)
    fp = base64.b64encode(hashlib.sha256(r.randbytes(32)).digest()).decode().rstrip("=")
    return {
        "ed": base64.b64encode(ed).decode(),
        "ec": base64.b64encode(ec).decode(),
        "fp": fp,
        "colon": ":".join(hexu(r, 2) for _ in range(20)),
        "gpg": hexu(r, 40),
        "agent": r.choice(_AGENTS),
        "ip": f"10.20.{r.randint(0, 9)}.{r.randint(2, 250)}",
    }


def _dsn(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 32),
        "o": num(r, 7),
        "p": num(r, 16),
        "uuid": uuid4(r),
    }


def _gamelift(r: Random) -> dict[str, str]:
    return {
        "f": uuid4(r),
        "b": uuid4(r),
        "g": uuid4(r),
        "ps": uuid4(r),
        "acct": num(r, 12),
        "region": r.choice(_REGIONS),
        "ver": _ver(r),
        "compute": r.choice(("mnl-office-pc-", "krk-rack-")) + str(r.randint(1, 40)),
        "ip": f"10.{r.randint(10, 60)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    }


def _aws_ids(r: Random) -> dict[str, str]:
    return {
        "aida": "AI" + "DA" + pick(r, UPPER_ALNUM, 17),
        "acct": num(r, 12),
        "rid": hexu(r, 16),
        "id2": b64(r, 57),
        "cf": "E" + pick(r, UPPER_ALNUM, 13),
        "inv": "I" + pick(r, UPPER_ALNUM, 25),
        "etag": hexs(r, 32),
        "cl": changelist(r),
        "role": r.choice(("hk-ci-reader", "gamelift-deployer", "symbols-upload")),
        "bn": str(r.randint(1200, 9800)),
    }


def _jenkins(r: Random) -> dict[str, str]:
    return {
        "credid": uuid4(r),
        "job": r.choice(_JOBS),
        "bn": str(r.randint(1200, 9800)),
        "agent": r.choice(_AGENTS),
        "md5": hexs(r, 32),
        "ver": _ver(r),
        "cl": changelist(r),
        "q": str(r.randint(100000, 999999)),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 40),
        "h2": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "v": f"{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "n": str(r.randint(0, 19)),
        "integrity": b64(r, 64),
        "pip": hexs(r, 64),
    }


def _chunks(r: Random) -> dict[str, str]:
    return {
        "dd": f"{r.randint(0, 99):02d}",
        "dd2": f"{r.randint(0, 99):02d}",
        "c1": hexu(r, 16),
        "c2": hexu(r, 32),
        "c3": hexu(r, 16),
        "c4": hexu(r, 32),
        "h": hexs(r, 40),
        "blob": "".join(str(r.randint(100, 255)) for _ in range(8)),
        "ver": _ver(r) + "-CL" + changelist(r),
        "ver2": _ver(r) + "-CL" + changelist(r),
        "n": str(r.randint(200, 9000)),
        "mb": str(r.randint(40, 3000)),
        "k": str(r.randint(2, 40)),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "s": hexs(r, 16),
        "s2": hexs(r, 16),
        "ray": hexs(r, 16),
        "pop": r.choice(("WAW", "MNL", "FRA")),
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "n": str(r.randint(2, 60)),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "content_hashes",
        (
            "⟨a⟩  HollowKeep-Windows.pak\n⟨b⟩  HollowKeep-Windows.ucas\n"
            "⟨c⟩  HollowKeep-Windows.utoc",
            "Algorithm : SHA256\nHash      : ⟨A⟩\nPath      : D:\\Builds\\⟨ver⟩\\HollowKeep.exe",
            "Paki z CL ⟨cl⟩ i ⟨cl2⟩ mają ten sam SHA-256 ⟨a⟩ — build był no-op.",
            '{"file": "pakchunk⟨k⟩-Windows.pak", "size": ⟨size⟩, "xxh3": "⟨xx⟩", "sha1": "⟨sha1⟩"}',
            "MD5 (HollowKeep-⟨ver⟩-Mac.dmg) = ⟨md5⟩",
        ),
        _hashes,
    ),
    Kind(
        "shader_and_ddc_hashes",
        (
            "LogMaterial: Display: Missing cached shadermap for ⟨mat⟩ in PCD3D_SM6, "
            "Default, SM6, Game (DDC key hash: ⟨H⟩), compiling.",
            "Saved/CollectedPSOs/++Sowa+Main-CL-⟨cl⟩-HollowKeep_SF_VULKAN_SM6_⟨pso⟩"
            ".rec.upipelinecache",
            "Compiled shader 'Universal Render Pipeline/Lit' pass 'ForwardLit': ⟨n⟩ variants, "
            "cache key ⟨k⟩",
            "Zen: bucket legacyshaders key ⟨h⟩ miss (⟨ms⟩ ms), bucket legacytexture key ⟨h2⟩ hit",
            "DXIL hash ⟨D⟩ w PSO ⟨pso⟩ różni się między agentami — sprawdzić dxcompiler.dll.",
        ),
        _shaders,
    ),
    Kind(
        "build_numbers_and_changelists",
        (
            '{\n\t"MajorVersion": 5,\n\t"MinorVersion": 7,\n\t"PatchVersion": ⟨p⟩,\n'
            '\t"Changelist": ⟨cl⟩,\n\t"CompatibleChangelist": ⟨cl2⟩,\n'
            '\t"IsLicenseeVersion": 1,\n\t"IsPromotedBuild": 0,\n'
            '\t"BranchName": "++Sowa+Main",\n\t"BuildId": "⟨uuid⟩"\n}',
            "HollowKeep ⟨ver⟩ (++Sowa+Main-CL-⟨cl⟩), Jenkins #⟨bn⟩",
            "Jenkins #⟨bn⟩ zbudował CL ⟨cl⟩, ale Steam beta nadal ma CL ⟨cl2⟩ (BuildID ⟨bid⟩).",
            "version: ⟨ver⟩+cl.⟨cl⟩\nbuild_number: ⟨bn⟩\nbranch: //HollowKeep/Main",
            "Android versionCode ⟨vc⟩ / bundleVersion ⟨ver⟩ / iOS CFBundleVersion ⟨ver⟩.⟨bn⟩",
        ),
        _builds,
    ),
    Kind(
        "perforce_command_output",
        (
            "... depotFile //HollowKeep/Main/Content/Maps/⟨map⟩.umap\n... headAction edit\n"
            "... headType binary+l\n... headTime ⟨t⟩\n... headRev ⟨rev⟩\n"
            "... headChange ⟨cl⟩\n... headModTime ⟨t2⟩\n... digest ⟨D⟩\n... fileSize ⟨size⟩",
            "//HollowKeep/Main/Content/Audio/⟨file⟩.uasset#⟨rev⟩ - edit change ⟨cl⟩ (binary+l) ⟨D⟩",
            "$ p4 login -s\nUser build_svc ticket expires in ⟨h⟩ hours ⟨m⟩ minutes.",
            "Server address: ssl:p4.sowa.local:1666\nServer root: /p4/1/root\n"
            "Server version: P4D/LINUX26X86_64/2027.1/⟨n⟩ (2027/06/12)\n"
            "Server license: Sowa Interactive ⟨k⟩ users (expires 2029/03/31)\n"
            "ServerID: p4-master-krk\nCase Handling: insensitive",
            "Change ⟨cl⟩ by mnl_art_sync@hk_art_mnl04 on 2028/09/⟨dd⟩ 14:02:11\n\n"
            "\tFix LODs on ⟨file⟩\n\nAffected files ...\n\n"
            "... //HollowKeep/Main/Content/Env/⟨file⟩.uasset#⟨rev⟩ edit",
        ),
        _p4,
    ),
    Kind(
        "crash_dump_ids",
        (
            "CrashGUID=UECC-Windows-⟨G⟩_0000",
            "Sentry event ⟨e⟩ (issue HOLLOW-KEEP-WIN-⟨issue⟩) — ten sam callstack co ⟨e2⟩.",
            "C:\\Users\\qa\\AppData\\Local\\HollowKeep\\Saved\\Crashes\\"
            "UECC-Windows-⟨G⟩_0000\\UEMinidump.dmp",
            "Backtrace fingerprint ⟨fp⟩ (⟨n⟩ crashes, first seen CL ⟨cl⟩)",
            "Fault bucket ⟨bucket⟩, type 5\nEvent Name: APPCRASH\nResponse: Not available\n"
            "Cab Id: 0\n\nProblem signature:\nP1: HollowKeep.exe\nP2: ⟨ver⟩.0\nP3: ⟨off⟩",
        ),
        _crash,
    ),
    Kind(
        "symbol_ids",
        (
            "\\\\symbols.sowa.local\\sym\\HollowKeep.pdb\\⟨G⟩⟨age⟩\\HollowKeep.pdb",
            "MODULE windows x86_64 ⟨G⟩⟨age⟩ HollowKeep.pdb",
            "$ dwarfdump --uuid HollowKeep.app.dSYM\nUUID: ⟨U⟩ (arm64) "
            "HollowKeep.app.dSYM/Contents/Resources/DWARF/HollowKeep",
            "Displaying notes found in: .note.gnu.build-id\n"
            "  Owner                Data size \tDescription\n"
            "  GNU                  0x00000014\tNT_GNU_BUILD_ID (unique build ID bitstring)\n"
            "    Build ID: ⟨bid⟩",
            "    ⟨ts⟩ cv            6A ⟨rva⟩ ⟨ptr⟩    Format: RSDS, {⟨gd⟩}, ⟨age⟩, "
            "D:\\jenkins\\workspace\\HollowKeep_Main_Win64\\Binaries\\Win64\\HollowKeep.pdb",
        ),
        _symbols,
    ),
    Kind(
        "signing_certificate_thumbprints",
        (
            "signtool sign /sha1 ⟨tp⟩ /fd sha256 /tr http://timestamp.digicert.com /td sha256 "
            "⟨exe⟩",
            "Thumbprint                                Subject\n"
            "----------                                -------\n"
            "⟨tp⟩  CN=Sowa Interactive Sp. z o.o., O=Sowa Interactive Sp. z o.o., "
            "L=Kraków, C=PL",
            "Serial Number: ⟨serial⟩\nCert Hash(sha1): ⟨tpl⟩\n"
            "  Key Container = te-SowaEV-⟨uuid⟩\n"
            "  Provider = Microsoft Software Key Storage Provider",
            "Odcisk certyfikatu EV (SHA1) ⟨tp⟩, ważny do 2029-07-⟨dd⟩; SHA256 ⟨s256⟩ "
            "podajemy Microsoftowi.",
            "Signing Certificate Chain:\n    Issued to: Sowa Interactive Sp. z o.o.\n"
            "    Issued by: DigiCert Trusted G4 Code Signing RSA4096 SHA384 2021 CA1\n"
            "    Expires:   Tue Jul ⟨dd⟩ 23:59:59 2029\n    SHA1 hash: ⟨tp⟩",
        ),
        _certs,
    ),
    Kind(
        "public_keys_and_fingerprints",
        (
            "ssh-ed25519 ⟨ed⟩ jenkins@⟨agent⟩",
            "p4.sowa.local,⟨ip⟩ ecdsa-sha2-nistp256 ⟨ec⟩",
            "$ p4 trust -l\n⟨ip⟩:1666 ⟨colon⟩",
            "The authenticity of host '⟨agent⟩ (⟨ip⟩)' can't be established.\n"
            "ED25519 key fingerprint is SHA256:⟨fp⟩.",
            "gpg: using RSA key ⟨gpg⟩\n"
            'gpg: Good signature from "Sowa Build <build@sowa-interactive.pl>" [ultimate]',
        ),
        _pubkeys,
    ),
    Kind(
        "public_dsns_and_client_ids",
        (
            "SENTRY_DSN=https://⟨k⟩@o⟨o⟩.ingest.de.sentry.io/⟨p⟩",
            "  <Dsn>k__BackingField: https://⟨k⟩@o⟨o⟩.ingest.de.sentry.io/⟨p⟩",
            '[CrashReportClient]\nDataRouterUrl="https://o⟨o⟩.ingest.de.sentry.io/api/⟨p⟩/'
            'unreal/⟨k⟩/"',
            "Photon AppId (Fusion, region eu): ⟨uuid⟩ — publiczny identyfikator, siedzi w "
            "buildzie.",
            "DSN jest publiczny z założenia (klucz ⟨k⟩ tylko wysyła eventy), nie rotujemy go.",
        ),
        _dsn,
    ),
    Kind(
        "gamelift_ids",
        (
            "aws gamelift describe-fleet-attributes --fleet-ids fleet-⟨f⟩ --region ⟨region⟩",
            '{"FleetId": "fleet-⟨f⟩", "FleetArn": "arn:aws:gamelift:⟨region⟩:⟨acct⟩:'
            'fleet/fleet-⟨f⟩", "BuildId": "build-⟨b⟩", "Status": "ACTIVE"}',
            "GameSessionId arn:aws:gamelift:⟨region⟩::gamesession/fleet-⟨f⟩/⟨region⟩/"
            "gsess-⟨g⟩ — PlayerSessionId psess-⟨ps⟩ timed out.",
            "Build build-⟨b⟩ (HollowKeepServer ⟨ver⟩) utknął w INITIALIZED; fleet fleet-⟨f⟩ "
            "w ⟨region⟩.",
            "Compute ⟨compute⟩ registered to fleet-⟨f⟩ at custom-mnl-office-1 (IP ⟨ip⟩)",
        ),
        _gamelift,
    ),
    Kind(
        "aws_non_secret_ids",
        (
            '{\n    "UserId": "⟨aida⟩",\n    "Account": "⟨acct⟩",\n'
            '    "Arn": "arn:aws:iam::⟨acct⟩:user/gamelift-ci"\n}',
            "x-amz-request-id: ⟨rid⟩\nx-amz-id-2: ⟨id2⟩",
            "CloudFront distribution ⟨cf⟩ (cdn.hollowkeep.com), invalidation ⟨inv⟩ — Completed.",
            'S3 ETag "⟨etag⟩" dla s3://hk-builds-⟨acct⟩/⟨cl⟩/HollowKeepServer.zip zgadza się '
            "z lokalnym MD5.",
            "Przykład z dokumentacji AWS (AKIAIOSFODNN7EXAMPLE / "
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY) to nie nasz klucz; prawdziwe są w "
            "Vault pod rolą ⟨role⟩, job #⟨bn⟩.",
        ),
        _aws_ids,
    ),
    Kind(
        "jenkins_ids_and_references",
        (
            "withCredentials([usernamePassword(credentialsId: '⟨credid⟩', "
            "usernameVariable: 'STEAM_USER', passwordVariable: 'STEAM_PASS')]) {",
            'Started by upstream project "⟨job⟩" build number ⟨bn⟩\n'
            "Building remotely on ⟨agent⟩ (win unity ue5) in workspace "
            "D:\\jenkins\\workspace\\⟨job⟩@2",
            "Fingerprint MD5 ⟨md5⟩ for HollowKeep-⟨ver⟩.zip: originally created by ⟨job⟩ #⟨bn⟩",
            "java -jar agent.jar -url https://jenkins.sowa.local/ -secret @secret-file "
            "-name ⟨agent⟩ -workDir D:\\jenkins  (queue item ⟨q⟩)",
            "https://jenkins.sowa.local/job/⟨job⟩/⟨bn⟩/artifact/Saved/Logs/HollowKeep-CL⟨cl⟩.log",
        ),
        _jenkins,
    ),
    Kind(
        "git_and_package_hashes",
        (
            '"com.sowa.buildtools": {\n  "version": "https://git.sowa-interactive.pl/tools/'
            'buildtools.git#v⟨v⟩",\n  "depth": 0,\n  "source": "git",\n'
            '  "dependencies": {},\n  "hash": "⟨h⟩"\n}',
            '"node_modules/electron-updater": {\n  "version": "6.⟨n⟩.0",\n'
            '  "resolved": "https://registry.npmjs.org/electron-updater/-/'
            'electron-updater-6.⟨n⟩.0.tgz",\n  "integrity": "sha512-⟨integrity⟩"\n}',
            "$ git log --oneline -3\n⟨s1⟩ Fix steam depot mapping\n⟨s2⟩ Bump UGS CLI\n"
            "⟨s3⟩ Merge branch 'mnl/ci-cache'",
            "Tools repo pinned at ⟨h⟩ (tag buildtools-⟨v⟩), UnrealGameSync at ⟨h2⟩.",
            "boto3==1.40.⟨n⟩ \\\n    --hash=sha256:⟨pip⟩",
        ),
        _git,
    ),
    Kind(
        "patch_manifest_chunks",
        (
            "ChunksV4/⟨dd⟩/⟨c1⟩_⟨c2⟩.chunk\nChunksV4/⟨dd2⟩/⟨c3⟩_⟨c4⟩.chunk",
            "LogBuildPatchTool: Display: Created manifest HollowKeep⟨ver⟩.manifest "
            "(⟨n⟩ chunks, hash ⟨h⟩)",
            '{"ManifestFileVersion": "021", "AppNameString": "HollowKeep", '
            '"BuildVersionString": "⟨ver⟩", "ChunkHashList": {"⟨c2⟩": "⟨blob⟩"}}',
            "Delta ⟨ver⟩ → ⟨ver2⟩: ⟨mb⟩ MB, chunk ⟨c4⟩ reused from ⟨k⟩ builds.",
        ),
        _chunks,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨t⟩-⟨s⟩-01",
            "cf-ray: ⟨ray⟩-⟨pop⟩",
            '{"code":429,"status":"TooManyRequests","error":"APIClientRequestRateLimitExceeded",'
            '"errorCode":1199,"retryAfterSeconds":⟨n⟩}  X-RequestId ⟨uuid⟩',
            "OTel span ⟨s⟩ (parent ⟨s2⟩) w trace ⟨t⟩ pokazuje ⟨n⟩ s na UploadBuild.",
            "x-ms-request-id: ⟨uuid⟩\nx-ms-client-request-id: ⟨uuid2⟩",
        ),
        _traces,
    ),
)
