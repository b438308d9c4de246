"""True secrets as they leak into a build engineer's memory notes; each kind names the
fields that must not survive the scrubber."""

from __future__ import annotations

import base64
import json
import struct
from random import Random

from tests.redact.lookalike32.gen import (
    ALNUM,
    B32,
    B64,
    B64URL,
    LOWER,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    changelist,
    hexs,
    hexu,
    num,
    password,
    pick,
    steam_id,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2luX2Vj" + "EO"
_SNTRYU = "sntr" + "yu_"
_SNTRYS = "sntr" + "ys_"
_EG1 = "eg" + "1~"
_XOXB = "xo" + "xb-"
_NPM = "np" + "m_"
_GHP = "gh" + "p_"
_HVS = "hv" + "s."
_JENKINS = "1" + "1"
_BEGIN_PK = "-----BEGIN " + "PRIVATE KEY-----"
_END_PK = "-----END " + "PRIVATE KEY-----"
_BEGIN_SSH = "-----BEGIN OPENSSH " + "PRIVATE KEY-----"
_END_SSH = "-----END OPENSSH " + "PRIVATE KEY-----"

_AGENTS = ("win-build-07", "win-build-11", "mac-mini-03", "linux-srv-02", "mnl-win-04")
_JOBS = ("HollowKeep_Main_Win64", "HollowKeep_Steam_Deploy", "Tools_UGS_Nightly", "HK_Quest")
_BUILD_USERS = ("buildbot_krk", "sowa_builder", "hk_deploy_mnl", "sowa_ci")
_PEOPLE = ("kwrobel", "pdelacruz", "jhen.santos", "mnowak", "tkowalczyk", "rbautista")
_MAILS = ("build@sowa-interactive.pl", "k.wrobel@sowa-interactive.pl", "mnl-ops@bagwis.ph")


def _app(r: Random) -> str:
    return str(r.randint(2100000, 3499999))


def _ver(r: Random) -> str:
    return f"0.{r.randint(8, 14)}.{r.randint(0, 30)}"


def _steam_key(r: Random) -> dict[str, str]:
    return {
        "k": hexu(r, 32),
        "app": _app(r),
        "sid": steam_id(r),
        "who": r.choice(("Paolo", "Jhen", "Marek", "Kasia")),
    }


def _steamcmd(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 21, 24))),
        "user": r.choice(_BUILD_USERS),
        "app": _app(r),
        "guard": pick(r, "BCDFGHJKMNPQRTVWXY2346789", 5),
        "cl": changelist(r),
    }


def _mafile(r: Random) -> dict[str, str]:
    return {
        "ss": b64(r, 20),
        "is": b64(r, 20),
        "user": r.choice(_BUILD_USERS),
        "serial": num(r, 19),
        "rc": "R" + num(r, 5),
        "dev": uuid4(r),
        "sid": steam_id(r),
    }


def _ticket_key(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 64), "app": _app(r), "port": str(r.choice((7777, 8443, 9000)))}


def _p4_ticket(r: Random) -> dict[str, str]:
    return {
        "t": hexu(r, 32),
        "user": r.choice(("build_svc", "jenkins_p4", "mnl_art_sync", "kwrobel")),
        "agent": r.choice(_AGENTS),
        "cl": changelist(r),
        "h": str(r.randint(8, 12)),
    }


def _p4_password(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 19, 22))),
        "user": r.choice(("build_svc", "mnl_art_sync", "p4admin", "kwrobel")),
        "ws": r.choice(("hk_main_win07", "hk_art_mnl04", "hk_tools_krk")),
    }


def _jenkins_token(r: Random) -> dict[str, str]:
    return {
        "t": _JENKINS + hexs(r, 32),
        "user": r.choice((*_PEOPLE, "svc-trigger")),
        "job": r.choice(_JOBS),
        "cl": changelist(r),
    }


def _agent_secret(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 64), "node": r.choice(_AGENTS)}


def _playfab(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, UPPER_ALNUM, 52),
        "title": hexu(r, 5),
        "pfid": hexu(r, 16),
    }


def _eos(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM + "/+", 43),
        "ek": hexu(r, 64),
        "cid": "xyza7891" + pick(r, ALNUM, 24),
        "pid": hexs(r, 32),
        "sbx": hexs(r, 32),
        "dep": hexs(r, 32),
        "art": r.choice(("HollowKeepLive", "HollowKeepDev", "HKPlaytest")),
    }


def _bpt(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM, 43),
        "cid": pick(r, LOWER_ALNUM, 32),
        "org": "o-" + pick(r, LOWER_ALNUM, 30),
        "pid": hexs(r, 32),
        "aid": hexs(r, 32),
        "ver": _ver(r) + "-CL" + changelist(r),
    }


def _eg1(r: Random) -> dict[str, str]:
    acc = hexs(r, 32)
    iat = r.randint(1851000000, 1853500000)
    header = b64url_json({"kid": "v2pC" + pick(r, B64URL, 20), "alg": "RS512"})
    claims = {
        "app": "prod-fn" if r.random() < 0.1 else "eos",
        "sub": acc,
        "dvid": hexs(r, 32),
        "mver": False,
        "clid": "xyza7891" + pick(r, ALNUM, 24),
        "dn": r.choice(("SowaQA_07", "pdelacruz_hk", "kasiaw")),
        "am": "exchange_code",
        "p": pick(r, B64URL, 60),
        "iai": acc,
        "sec": 1,
        "clsvc": "eos",
        "t": "s",
        "ic": True,
        "exp": iat + 7200,
        "iat": iat,
        "jti": hexs(r, 32),
    }
    token = f"{_EG1}{header}.{b64url_json(claims)}.{b64url(r, 256)}"
    return {"t": token, "acc": acc}


def _sentry(r: Random) -> dict[str, str]:
    org = r.choice(("sowa-interactive", "sowa", "hollow-keep"))
    payload = {
        "iat": float(r.randint(1820000000, 1850000000)),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": org,
    }
    org_token = _SNTRYS + b64_of(_json(payload)).rstrip("=") + "_" + pick(r, B64, 43)
    return {
        "t": _SNTRYU + hexs(r, 64),
        "t2": org_token,
        "org": org,
        "proj": r.choice(("hollow-keep-win", "hollow-keep-quest", "hk-dedicated")),
    }


def _json(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


def _backtrace(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 64),
        "u": r.choice(("sowa", "sowainteractive", "hollowkeep")),
        "ver": _ver(r),
        "proj": r.choice(("HollowKeep", "HollowKeepServer")),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "id": _AKIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "ver": _ver(r),
        "region": r.choice(("eu-central-1", "ap-southeast-1", "eu-north-1")),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "id": _ASIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "st": _STS + pick(r, B64, r.choice((340, 388, 420))),
        "exp": f"2028-09-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
        "acct": num(r, 12),
    }


def _pfx(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24))),
        "exe": r.choice(("HollowKeep.exe", "HollowKeepLauncher.exe", "CrashReportClient.exe")),
        "tp": hexu(r, 40),
    }


def _azure(r: Random) -> dict[str, str]:
    secret = pick(r, ALNUM, 3) + r.choice("0123456789") + "Q~" + pick(r, ALNUM + "_.-~", 34)
    return {
        "s": secret,
        "app": uuid4(r),
        "tenant": uuid4(r),
        "vault": r.choice(("kv-sowa-signing", "sowa-codesign-kv", "kv-hk-release")),
    }


def _asp(r: Random) -> dict[str, str]:
    return {
        "p": "-".join(pick(r, LOWER, 4) for _ in range(4)),
        "mail": r.choice(_MAILS),
        "team": pick(r, UPPER_ALNUM, 10),
        "n": changelist(r),
    }


def _p8(r: Random) -> dict[str, str]:
    der = (
        bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + r.randbytes(64)
    )
    lines = wrap(base64.b64encode(der).decode(), 64).split("\n")
    return {
        "body": "\n".join(lines),
        "body_json": "\\n".join(lines),
        "kid": pick(r, UPPER_ALNUM, 10),
        "iss": uuid4(r),
    }


def _keystore(r: Random) -> dict[str, str]:
    return {"sp": password(r, r.choice((16, 18, 20))), "kp": password(r, r.choice((17, 22)))}


def _unity_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 19, 23))), "mail": r.choice(_MAILS)}


def _ugs(r: Random) -> dict[str, str]:
    kid = uuid4(r)
    sk = pick(r, ALNUM + "-_", 32)
    return {
        "kid": kid,
        "sk": sk,
        "b": b64_of(f"{kid}:{sk}"),
        "proj": uuid4(r),
        "env": uuid4(r),
    }


def _aes(r: Random) -> dict[str, str]:
    raw = r.randbytes(32)
    return {"k": base64.b64encode(raw).decode(), "hx": "0x" + raw.hex().upper()}


def _discord(r: Random) -> dict[str, str]:
    return {"t": pick(r, B64URL, 68), "id": str(r.randint(10**18, 2 * 10**18))}


def _slack(r: Random) -> dict[str, str]:
    return {
        "t": _XOXB + num(r, 11) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        "ch": r.choice(("#build-alerts", "#hk-nightly", "#mnl-handoff")),
    }


def _upm(r: Random) -> dict[str, str]:
    return {"t": _NPM + pick(r, ALNUM, 36), "t2": _GHP + pick(r, ALNUM, 36)}


def _url_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), URL_PASSWORD_CHARS),
        "host": r.choice(("10.42.8.15", "telemetry-db.sowa.local", "pg-hk.internal", "db02")),
    }


def _storage(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "acct": r.choice(("sowaddcweu", "hkbuildcache", "sowasymbols")),
        "cl": changelist(r),
    }


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _openssh(r: Random) -> dict[str, str]:
    pub = r.randbytes(32)
    comment = r.choice(_AGENTS).encode() + b"@sowa"
    pub_blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_string(b"ssh-ed25519")
        + _ssh_string(pub)
        + _ssh_string(r.randbytes(32) + pub)
        + _ssh_string(comment)
    )
    private += bytes(range(1, 1 + (-len(private)) % 8))
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(pub_blob)
        + _ssh_string(private)
    )
    return {"body": wrap(base64.b64encode(blob).decode(), 70), "agent": comment.decode()}


def _quest(r: Random) -> dict[str, str]:
    return {
        "s": hexs(r, 32),
        "app": num(r, 16),
        "uid": num(r, 16),
        "cl": changelist(r),
    }


def _vault(r: Random) -> dict[str, str]:
    return {"t": _HVS + "CAESI" + pick(r, B64URL, 86), "role": uuid4(r)}


def _prose_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 20, 22))),
        "ip": f"10.{r.randint(10, 60)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "cl": changelist(r),
        "man": num(r, 19),
        "guid": hexs(r, 32),
        "sha": hexs(r, 40),
        "bid": num(r, 8),
        "pw": password(r, 20),
        "jt": _JENKINS + hexs(r, 32),
        "pf": pick(r, UPPER_ALNUM, 52),
        "tp": hexu(r, 40),
        "app": _app(r),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "steam_publisher_web_api_key",
        (
            'curl "https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v3/'
            '?key=⟨k⟩&steamid=⟨sid⟩&appid=⟨app⟩"',
            "STEAM_PUBLISHER_KEY=⟨k⟩  # grupa Build Tools, nie klucz użytkownika",
            "Klucz Web API wydawcy dla app ⟨app⟩ (tylko serwer rankingów): ⟨k⟩",
            'withEnv(["STEAM_WEBAPI_KEY=⟨k⟩"]) {\n    bat "python tools\\\\leaderboards.py '
            '--app ⟨app⟩"\n}',
            "Yung publisher key na ginamit ni ⟨who⟩ sa leaderboard script: ⟨k⟩ — paki-rotate.",
            "| Steam publisher Web API key | ⟨k⟩ | app ⟨app⟩ |\n|---|---|---|",
        ),
        _steam_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "steamcmd_builder_password",
        (
            "steamcmd +login ⟨user⟩ ⟨pw⟩ +run_app_build ..\\scripts\\app_build_⟨app⟩.vdf +quit",
            ".\\builder\\steamcmd.exe +login ⟨user⟩ ⟨pw⟩ ⟨guard⟩ "
            "+run_app_build_http C:\\steam\\scripts\\app_⟨app⟩.vdf +quit",
            "Konto buildowe Steam: login ⟨user⟩, hasło ⟨pw⟩ (kod Steam Guard idzie na "
            "build@sowa-interactive.pl).",
            'bat "steamcmd +login ⟨user⟩ ⟨pw⟩ +run_app_build %WORKSPACE%\\\\steam\\\\'
            'app_build_⟨app⟩.vdf +quit"',
            "Jenkins printed the upload step unmasked for CL ⟨cl⟩: `+login ⟨user⟩ ⟨pw⟩`",
        ),
        _steamcmd,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "steam_guard_mafile_secrets",
        (
            '{"shared_secret":"⟨ss⟩","serial_number":"⟨serial⟩","revocation_code":"⟨rc⟩",'
            '"account_name":"⟨user⟩","identity_secret":"⟨is⟩","device_id":"android:⟨dev⟩",'
            '"fully_enrolled":true,"Session":{"SteamID":⟨sid⟩}}',
            "STEAM_SHARED_SECRET=⟨ss⟩\nSTEAM_IDENTITY_SECRET=⟨is⟩",
            "shared_secret konta ⟨user⟩ (do generowania kodów Guard w pipeline): ⟨ss⟩",
            "code = steam_totp.generate_twofactor_code(shared_secret='⟨ss⟩')",
        ),
        _mafile,
        n=7,
        secrets=("ss", "is"),
    ),
    Kind(
        "steam_encrypted_app_ticket_key",
        (
            "STEAM_APP_TICKET_KEY=⟨k⟩",
            "steam:\n  app_id: ⟨app⟩\n  encrypted_ticket_key: ⟨k⟩\n  listen_port: ⟨port⟩",
            "Encrypted App Ticket key z panelu Steamworks (SDK Auth → Encrypted App Ticket "
            "Key): ⟨k⟩",
            'static const char* kAppTicketKeyHex = "⟨k⟩"; // TODO move out of source',
        ),
        _ticket_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "perforce_ticket",
        (
            "ssl:p4.sowa.local:1666=⟨user⟩:⟨t⟩",
            "p4 -u ⟨user⟩ -P ⟨t⟩ sync //HollowKeep/Main/...@⟨cl⟩",
            "P4PASSWD=⟨t⟩ (ticket z `p4 login -a -p` dla ⟨agent⟩, ważny ⟨h⟩ h)",
            "$ p4 login -a -p\nEnter password:\n⟨t⟩",
            "Ticket ng ⟨user⟩ para sa ⟨agent⟩: ⟨t⟩ — huwag i-share sa labas ng team.",
        ),
        _p4_ticket,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "perforce_password",
        (
            "P4PORT=ssl:p4.sowa.local:1666\nP4USER=⟨user⟩\nP4CLIENT=⟨ws⟩\nP4PASSWD=⟨pw⟩",
            "echo ⟨pw⟩| p4 -u ⟨user⟩ login -a",
            "p4 set P4PASSWD=⟨pw⟩",
            "credentials:\n  system:\n    domainCredentials:\n      - credentials:\n"
            "          - p4PasswordImpl:\n              id: p4-⟨user⟩\n"
            "              p4port: ssl:p4.sowa.local:1666\n              user: ⟨user⟩\n"
            "              password: ⟨pw⟩",
            "Hasło Perforce dla ⟨user⟩ zmienione po incydencie, nowe: ⟨pw⟩",
        ),
        _p4_password,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "jenkins_api_token",
        (
            'curl -X POST -u ⟨user⟩:⟨t⟩ "https://jenkins.sowa.local/job/⟨job⟩/'
            'buildWithParameters?CL=⟨cl⟩"',
            "JENKINS_USER=⟨user⟩\nJENKINS_API_TOKEN=⟨t⟩",
            "java -jar jenkins-cli.jar -s https://jenkins.sowa.local/ -auth ⟨user⟩:⟨t⟩ "
            "build ⟨job⟩ -p CL=⟨cl⟩",
            "[jenkins]\nuser=⟨user⟩\npassword=⟨t⟩\nurl=https://jenkins.sowa.local",
            "server = jenkins.Jenkins('https://jenkins.sowa.local', username='⟨user⟩', "
            "password='⟨t⟩')",
        ),
        _jenkins_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "jenkins_agent_secret",
        (
            "java -jar agent.jar -url https://jenkins.sowa.local/ -secret ⟨s⟩ "
            '-name "⟨node⟩" -webSocket -workDir "D:\\jenkins"',
            "<arguments>-Xrs -jar agent.jar -url https://jenkins.sowa.local/ -secret ⟨s⟩ "
            "-name ⟨node⟩ -workDir D:\\jenkins</arguments>",
            "docker run -d --name ⟨node⟩ jenkins/inbound-agent -url https://jenkins.sowa.local "
            "⟨s⟩ ⟨node⟩",
            "Sekret agenta ⟨node⟩ (z Manage Nodes → ⟨node⟩): ⟨s⟩",
        ),
        _agent_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "playfab_developer_secret_key",
        (
            "curl -X POST https://⟨title⟩.playfabapi.com/Server/GetUserAccountInfo "
            '-H "X-SecretKey: ⟨k⟩" -H "Content-Type: application/json" '
            '-d \'{"PlayFabId":"⟨pfid⟩"}\'',
            'PlayFabSettings.staticSettings.DeveloperSecretKey = "⟨k⟩";',
            "PLAYFAB_TITLE_ID=⟨title⟩\nPLAYFAB_SECRET_KEY=⟨k⟩",
            '{"titleId": "⟨title⟩", "developerSecretKey": "⟨k⟩"}',
            "Secret key ng title ⟨title⟩ (galing kay Jhen, para sa CloudScript deploy): ⟨k⟩",
        ),
        _playfab,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "eos_client_secret_and_encryption_key",
        (
            "[/Script/OnlineSubsystemEOS.EOSSettings]\n"
            '+Artifacts=(ArtifactName="⟨art⟩",ClientId="⟨cid⟩",ClientSecret="⟨cs⟩",'
            'ProductId="⟨pid⟩",SandboxId="⟨sbx⟩",DeploymentId="⟨dep⟩",EncryptionKey="⟨ek⟩")',
            'ClientCredentials.ClientId = "⟨cid⟩";\nClientCredentials.ClientSecret = "⟨cs⟩";',
            "curl -u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials -d deployment_id=⟨dep⟩ "
            "https://api.epicgames.dev/auth/v1/oauth/token",
            "EOS_CLIENT_SECRET=⟨cs⟩\nEOS_ENCRYPTION_KEY=⟨ek⟩",
        ),
        _eos,
        n=7,
        secrets=("cs", "ek"),
    ),
    Kind(
        "epic_buildpatchtool_client_secret",
        (
            'BuildPatchTool.exe -OrganizationId="⟨org⟩" -ProductId="⟨pid⟩" '
            '-ArtifactId="⟨aid⟩" -ClientId="⟨cid⟩" -ClientSecret="⟨cs⟩" -mode=UploadBinary '
            '-BuildRoot="D:\\Builds\\⟨ver⟩" -CloudDir="D:\\BPT\\Cloud" -BuildVersion="⟨ver⟩" '
            '-AppLaunch="HollowKeep.exe" -AppArgs=""',
            "BPT_CLIENT_ID=⟨cid⟩\nBPT_CLIENT_SECRET=⟨cs⟩",
            "Epic BPT client secret (Dev Portal → Product Settings → BPT Credentials): ⟨cs⟩",
        ),
        _bpt,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "epic_eg1_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            '"https://api.epicgames.dev/epic/id/v2/accounts?accountId=⟨acc⟩"',
            "[2028.09.14-09.12.44:102][311]LogEOSAuth: Verbose: AccessToken=⟨t⟩",
            '{"access_token":"⟨t⟩","token_type":"bearer","expires_in":7200,"account_id":"⟨acc⟩"}',
        ),
        _eg1,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "sentry_auth_token",
        (
            "SENTRY_AUTH_TOKEN=⟨t⟩ sentry-cli debug-files upload --org ⟨org⟩ "
            "--project ⟨proj⟩ Saved/Symbols",
            "[auth]\ntoken=⟨t2⟩\n\n[defaults]\norg=⟨org⟩\nproject=⟨proj⟩",
            "  <Auth>k__BackingField: ⟨t2⟩\n  <Organization>k__BackingField: ⟨org⟩",
            "Sentry org token dla uploadu symboli z Jenkinsa: ⟨t2⟩",
            "user auth token (scopes project:releases): ⟨t⟩",
        ),
        _sentry,
        n=7,
        secrets=("t", "t2"),
    ),
    Kind(
        "backtrace_tokens",
        (
            'curl --data-binary @HollowKeep-⟨ver⟩-symbols.zip -H "Expect: " '
            '"https://submit.backtrace.io/⟨u⟩/⟨t⟩/symbols"',
            "BACKTRACE_SYMBOL_TOKEN=⟨t⟩",
            "Backtrace API token (X-Coroner-Token) do skryptu triage: ⟨t⟩",
            'curl -H "X-Coroner-Token: ⟨t⟩" -d @query.json '
            '"https://⟨u⟩.sp.backtrace.io/api/query?project=⟨proj⟩"',
        ),
        _backtrace,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "aws_access_key_pair",
        (
            "[gamelift-deploy]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = ⟨region⟩",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws gamelift upload-build "
            "--name HollowKeepServer --build-version ⟨ver⟩ --build-root ./LinuxServer "
            "--operating-system AMAZON_LINUX_2023 --region ⟨region⟩",
            "Access key ID,Secret access key\n⟨id⟩,⟨sk⟩",
            "Yung IAM user na gamelift-ci: key ⟨id⟩, secret ⟨sk⟩ (ginawa kahapon, i-rotate).",
        ),
        _aws,
        n=7,
        secrets=("id", "sk"),
    ),
    Kind(
        "aws_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨id⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨id⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "[hk-fleet-admin]\naws_access_key_id=⟨id⟩\naws_secret_access_key=⟨sk⟩\n"
            "aws_session_token=⟨st⟩",
        ),
        _sts,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "signtool_pfx_password",
        (
            "signtool sign /f certs\\sowa_ev.pfx /p ⟨pw⟩ /fd sha256 "
            "/tr http://timestamp.digicert.com /td sha256 ⟨exe⟩",
            '$pw = ConvertTo-SecureString -String "⟨pw⟩" -Force -AsPlainText\n'
            "Import-PfxCertificate -FilePath .\\sowa_ev.pfx -CertStoreLocation "
            "Cert:\\CurrentUser\\My -Password $pw",
            "openssl pkcs12 -in sowa_ev.pfx -passin pass:⟨pw⟩ -nokeys -info",
            "Hasło do pliku .pfx (certyfikat EV, odcisk ⟨tp⟩): ⟨pw⟩",
            "SIGN_PFX_PASSWORD=⟨pw⟩",
        ),
        _pfx,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "azure_signing_client_secret",
        (
            "AzureSignTool sign -kvu https://⟨vault⟩.vault.azure.net -kvi ⟨app⟩ -kvt ⟨tenant⟩ "
            "-kvs ⟨s⟩ -kvc sowa-ev-2028 -tr http://timestamp.digicert.com -v HollowKeep.exe",
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨app⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            "az login --service-principal -u ⟨app⟩ -p ⟨s⟩ --tenant ⟨tenant⟩",
            "Client secret aplikacji signing-bot (ważny do 2029-03): ⟨s⟩",
        ),
        _azure,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "apple_app_specific_password",
        (
            "xcrun notarytool submit Build/HollowKeep.zip --apple-id ⟨mail⟩ --team-id ⟨team⟩ "
            "--password ⟨p⟩ --wait",
            "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=⟨p⟩",
            "App-specific password for ⟨mail⟩ (notarization, build ⟨n⟩): ⟨p⟩",
            "xcrun notarytool store-credentials hk-notary --apple-id ⟨mail⟩ "
            "--team-id ⟨team⟩ --password ⟨p⟩",
        ),
        _asp,
        n=7,
        secrets=("p",),
    ),
    Kind(
        "app_store_connect_p8_key",
        (
            "AuthKey_⟨kid⟩.p8:\n\n" + _BEGIN_PK + "\n⟨body⟩\n" + _END_PK,
            '{"key_id": "⟨kid⟩", "issuer_id": "⟨iss⟩", "key": "'
            + _BEGIN_PK
            + "\\n⟨body_json⟩\\n"
            + _END_PK
            + '", "in_house": false}',
        ),
        _p8,
        n=5,
        secrets=("body", "body_json"),
    ),
    Kind(
        "android_keystore_passwords",
        (
            "SOWA_UPLOAD_STORE_FILE=upload.keystore\nSOWA_UPLOAD_STORE_PASSWORD=⟨sp⟩\n"
            "SOWA_UPLOAD_KEY_ALIAS=upload\nSOWA_UPLOAD_KEY_PASSWORD=⟨kp⟩",
            'PlayerSettings.Android.keystorePass = "⟨sp⟩";\n'
            'PlayerSettings.Android.keyaliasPass = "⟨kp⟩";',
            "keytool -list -v -keystore upload.keystore -storepass ⟨sp⟩",
            "apksigner sign --ks upload.keystore --ks-pass pass:⟨sp⟩ --key-pass pass:⟨kp⟩ "
            "HollowKeep-quest.apk",
        ),
        _keystore,
        n=7,
        secrets=("sp", "kp"),
    ),
    Kind(
        "unity_account_password",
        (
            'Unity.exe -batchmode -quit -serial $env:UNITY_SERIAL -username "⟨mail⟩" '
            '-password "⟨pw⟩" -logFile -',
            "UNITY_EMAIL=⟨mail⟩\nUNITY_PASSWORD=⟨pw⟩",
            "Konto Unity do aktywacji licencji na agentach: ⟨mail⟩ / ⟨pw⟩",
            "Unity -batchmode -quit -returnlicense -username ⟨mail⟩ -password ⟨pw⟩",
        ),
        _unity_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "unity_services_service_account_key",
        (
            'ugs login --service-key-id ⟨kid⟩ --secret-key-stdin <<< "⟨sk⟩"',
            "UGS_CLI_SERVICE_KEY_ID=⟨kid⟩\nUGS_CLI_SERVICE_SECRET_KEY=⟨sk⟩",
            'curl -X POST -H "Authorization: Basic ⟨b⟩" '
            '"https://services.api.unity.com/auth/v1/token-exchange?projectId=⟨proj⟩'
            '&environmentId=⟨env⟩"',
            "Secret key ng service account (Cloud Code deploy): ⟨sk⟩",
        ),
        _ugs,
        n=7,
        secrets=("sk", "b"),
    ),
    Kind(
        "unreal_pak_encryption_key",
        (
            "[/Script/CryptoKeys.CryptoKeysSettings]\nEncryptionKey=⟨k⟩\n"
            "bEncryptPakIniFiles=True\nbEncryptPakIndex=True\nbEnablePakSigning=True",
            '"EncryptionKey": {\n    "Name": null,\n    "Guid": null,\n    "Key": "⟨k⟩"\n}',
            "Klucz AES do paków dla QA w Manili (żeby mogli rozpakować): ⟨hx⟩",
            '{"MainKey": "⟨hx⟩", "DynamicKeys": {}}',
        ),
        _aes,
        n=7,
        secrets=("k", "hx"),
    ),
    Kind(
        "discord_webhook_token",
        (
            "discordSend webhookURL: 'https://discord.com/api/webhooks/⟨id⟩/⟨t⟩', "
            "title: env.JOB_NAME, result: currentBuild.currentResult",
            "DISCORD_BUILD_WEBHOOK=https://discord.com/api/webhooks/⟨id⟩/⟨t⟩",
            'curl -H "Content-Type: application/json" -d \'{"content":"nightly ok"}\' '
            "https://discord.com/api/webhooks/⟨id⟩/⟨t⟩",
        ),
        _discord,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "slack_bot_token",
        (
            "SLACK_BOT_TOKEN=⟨t⟩",
            'curl -H "Authorization: Bearer ⟨t⟩" -d channel=⟨ch⟩ -d text="build green" '
            "https://slack.com/api/chat.postMessage",
            'client = WebClient(token="⟨t⟩")',
            "Token bota do ⟨ch⟩ (Jenkins → Slack): ⟨t⟩",
        ),
        _slack,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "upm_registry_tokens",
        (
            '[npmAuth."https://upm.sowa-interactive.pl"]\ntoken = "⟨t⟩"\nalwaysAuth = true',
            "//npm.pkg.github.com/:_authToken=⟨t2⟩",
            '[npmAuth."https://npm.pkg.github.com/@sowa-interactive"]\ntoken = "⟨t2⟩"\n'
            "alwaysAuth = true",
            "NPM_TOKEN=⟨t⟩ npm publish --registry https://upm.sowa-interactive.pl",
        ),
        _upm,
        n=7,
        secrets=("t", "t2"),
    ),
    Kind(
        "service_url_passwords",
        (
            "TELEMETRY_DB_URL=postgresql://hk_telemetry:⟨pw⟩@⟨host⟩:5432/hk_telemetry",
            "redis-cli -u redis://lobby:⟨pw⟩@⟨host⟩:6379/2 INFO keyspace",
            'mongosh "mongodb://crashsym:⟨pw⟩@⟨host⟩:27017/symbols?authSource=admin"',
            "amqp://jenkins:⟨pw⟩@⟨host⟩:5672/builds",
            "mysql -h ⟨host⟩ -u leaderboard -p⟨pw⟩ hk_leaderboards",
        ),
        _url_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload-batch --account-name ⟨acct⟩ --account-key ⟨k⟩ "
            "-d ddc -s D:\\DDC\\CL⟨cl⟩",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨k⟩",
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "openssh_build_agent_key",
        (
            _BEGIN_SSH + "\n⟨body⟩\n" + _END_SSH,
            "klucz deploy dla ⟨agent⟩ (stary, z wiki):\n\n" + _BEGIN_SSH + "\n⟨body⟩\n" + _END_SSH,
        ),
        _openssh,
        n=5,
        secrets=("body",),
    ),
    Kind(
        "meta_quest_app_secret",
        (
            "ovr-platform-util upload-quest-build --app-id ⟨app⟩ --app-secret ⟨s⟩ "
            '--apk Builds/Quest/HollowKeep.apk --channel ALPHA --notes "CL ⟨cl⟩"',
            'curl -d "access_token=OC|⟨app⟩|⟨s⟩" -d "user_id=⟨uid⟩" '
            "https://graph.oculus.com/⟨app⟩/achievement_definitions",
            "OCULUS_APP_ID=⟨app⟩\nOCULUS_APP_SECRET=⟨s⟩",
            "App secret ng Quest build (Meta dashboard → API): ⟨s⟩",
        ),
        _quest,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "vault_token",
        (
            "VAULT_ADDR=https://vault.sowa.local:8200 VAULT_TOKEN=⟨t⟩ "
            "vault kv get -field=password secret/build/steam",
            "vault login ⟨t⟩",
            "Token root-ish z `vault token create -policy=build` (TTL 768h): ⟨t⟩",
            '{"auth":{"client_token":"⟨t⟩","accessor":"⟨role⟩","renewable":true}}',
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "passwords_in_team_prose",
        (
            "Hasło do konta testowego Xbox (Partner Center, sandbox SOWA.2): ⟨pw⟩",
            "Ang password ng admin sa PS5 devkit (⟨ip⟩) ay ⟨pw⟩ — pinalitan ni Paolo.",
            "The Nintendo Developer Portal login for the shared build account is "
            "build@sowa-interactive.pl with password ⟨pw⟩.",
            "RDP na fleet instance (⟨ip⟩): Administrator / ⟨pw⟩",
            "Nowe hasło admina Jenkinsa po reinstalacji: ⟨pw⟩ — zmienić po weekendzie.",
            "Password ng p4 super user (para sa emergency lang): ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_build_ids",
        (
            "Release HK ⟨cl⟩\n- Steam BuildID ⟨bid⟩, manifest ⟨man⟩\n- asset guid ⟨guid⟩\n"
            "- tools commit ⟨sha⟩\n- steamcmd hasło (tymczasowo): ⟨pw⟩",
            "| co | wartość |\n|---|---|\n| CL | ⟨cl⟩ |\n| depot manifest | ⟨man⟩ |\n"
            "| cert thumbprint | ⟨tp⟩ |\n| Jenkins token (trigger) | ⟨jt⟩ |",
            "Handoff to Manila, CL ⟨cl⟩:\n* app ⟨app⟩, build ⟨bid⟩\n* GUID ⟨guid⟩\n"
            "* PlayFab secret key (server only!): ⟨pf⟩\n* commit ⟨sha⟩",
        ),
        _among,
        n=6,
        secrets=("pw", "jt", "pf"),
    ),
)
