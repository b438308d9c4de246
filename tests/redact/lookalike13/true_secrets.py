# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""True secrets: each case lists the exact substrings that must not survive the scrubber.

The framings (bullets, tables, fences, YAML/JSON/INI/.env, shell sessions, logs, chat pastes,
commit messages) are the same ones the benign kinds use, so framing alone tells nothing.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike13.gen import (
    ALNUM,
    B64STD,
    B64URL,
    LOWER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url_of,
    common,
    fields,
    hexs,
    jwt,
    num,
    password,
    pick,
    uuid4,
    words_password,
)
from tests.redact.lookalike13.keys import (
    ec_p256_pkcs8,
    markers,
    openssh_ed25519,
    pem_split,
    rsa_pkcs8,
)


def _steam_key(r: Random) -> str:
    return hexs(r, 32).upper()


def _pw(n: int):
    return lambda r: password(r, n)


def _discord_bot(r: Random) -> str:
    return b64url_of(num(r, 19)) + "." + pick(r, B64URL, 6) + "." + pick(r, B64URL, 38)


def _sentry_org(r: Random) -> str:
    payload = {
        "iat": r.randint(1_780_000_000, 1_790_000_000),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "revontuli-forge",
    }
    return (
        "sntrys"
        + "_"
        + b64url_of(json.dumps(payload, separators=(",", ":")))
        + "_"
        + pick(r, ALNUM, 43)
    )


def _teamcity(r: Random) -> str:
    return b64url_of('{"typ": "TCV2"}') + "." + pick(r, B64URL, 36) + "." + pick(r, B64URL, 48)


def _asc_key(r: Random) -> dict[str, str]:
    head, body = pem_split(ec_p256_pkcs8(r))
    out = common(r) | markers("PRIVATE KEY")
    out |= {"head": head, "body": body, "kid": pick(r, UPPER_ALNUM, 10), "issuer": uuid4(r)}
    return out


def _sa_json(r: Random) -> dict[str, str]:
    head, body = pem_split(rsa_pkcs8(r))
    out = common(r) | markers("PRIVATE KEY")
    project = r.choice(("skyreef-play-publish", "skyreef-build-cache", "rf-crash-pipeline"))
    account = r.choice(("play-uploader", "ci-publisher", "fastlane-supply", "symbol-sync"))
    out |= {
        "head": head,
        "body": body.replace("\n", "\\n"),
        "pkid": hexs(r, 40),
        "project": project,
        "email": f"{account}@{project}.iam.gserviceaccount.com",
        "cid": num(r, 21),
    }
    return out


def _ssh_key(r: Random) -> dict[str, str]:
    who = r.choice(("builder", "p4admin", "jenkins", "deploy"))
    head, body = pem_split(
        openssh_ed25519(r, f"{who}@{r.choice(('tc-agent-win-03', 'ci-linux-11'))}"), 70
    )
    return common(r) | markers("OPENSSH PRIVATE KEY") | {"head": head, "body": body, "user": who}


def _fcm(r: Random) -> str:
    return "AAAA" + pick(r, B64URL, 7) + ":" + "APA" + "91b" + pick(r, B64URL, 134)


def _unity_sa(r: Random) -> dict[str, str]:
    out = common(r)
    kid = uuid4(r)
    sec = pick(r, B64URL, 32)
    out |= {"kid": kid, "sec": sec, "basic": b64_of(f"{kid}:{sec}")}
    return out


def _apple_asp(r: Random) -> str:
    return "-".join(pick(r, LOWER, 4) for _ in range(4))


def _prose_pw(r: Random) -> dict[str, str]:
    out = common(r)
    out["pw"] = r.choice((words_password(r), password(r, 16), password(r, 18)))
    return out


S = Kind

SECRETS: tuple[Kind, ...] = (
    S(
        "steam_webapi_publisher_key",
        (
            "- Steam publisher Web API key (for ISteamUser/CheckAppOwnership from the backend): `⟨key⟩`",
            '$ curl -s "https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key=⟨key⟩&steamid=7656119⟨cl⟩5193&appid=2718280"\n{"appownership":{"ownsapp":true,"permanent":true}}',
            "```env\nSTEAM_APPID=2718280\nSTEAM_PUBLISHER_KEY=⟨key⟩\n```",
            "| env | steam web api key |\n|---|---|\n| prod backend | ⟨key⟩ |",
        ),
        fields(key=_steam_key),
        n=7,
        secrets=("key",),
    ),
    S(
        "steam_gslt",
        (
            "Dedicated servers need `+sv_setsteamaccount ⟨gslt⟩` (GSLT made by ⟨who⟩ on ⟨day⟩).",
            "```ini\n[SteamServer]\nGameServerLoginToken=⟨gslt⟩\nQueryPort=27016\n```",
            "⟨day⟩T⟨hh⟩:11Z srv-eu-3 steam: logging on with token ⟨gslt⟩ ... OK",
        ),
        fields(gslt=_steam_key),
        n=6,
        secrets=("gslt",),
    ),
    S(
        "steam_builder_password",
        (
            "$ steamcmd +login rf_builder ⟨pw⟩ +run_app_build ../scripts/app_build_2718280.vdf +quit",
            "- steamcmd builder account `rf_builder`, password `⟨pw⟩` (Steam Guard on ⟨who⟩'s phone)",
            "```groovy\nsh \"steamcmd +login rf_builder '⟨pw⟩' +run_app_build ${vdf} +quit\"\n```",
        ),
        fields(pw=_pw(18)),
        n=6,
        secrets=("pw",),
    ),
    S(
        "playfab_title_secret",
        (
            '```json\n{\n  "TitleId": "⟨title⟩",\n  "DeveloperSecretKey": "⟨sk⟩"\n}\n```',
            '$ curl -X POST https://⟨title⟩.playfabapi.com/Server/GetUserData -H "X-SecretKey: ⟨sk⟩" -H \'Content-Type: application/json\' -d \'{"PlayFabId":"⟨pfid⟩"}\'',
            "- PlayFab title ⟨title⟩ secret key (Game Manager → Title settings → Secret Keys): ⟨sk⟩",
            "PLAYFAB_TITLE_ID=⟨title⟩\nPLAYFAB_SECRET_KEY=⟨sk⟩",
        ),
        fields(
            title=lambda r: hexs(r, 5).upper(),
            sk=lambda r: pick(r, UPPER_ALNUM, 52),
            pfid=lambda r: hexs(r, 16).upper(),
        ),
        n=8,
        secrets=("sk",),
    ),
    S(
        "eos_client_secret",
        (
            '```ini\n[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName="Skyreef",ClientId="⟨cid⟩",ClientSecret="⟨cs⟩",ProductId="⟨pid⟩")\n```',
            "- EOS dedicated-server client `⟨cid⟩` / secret `⟨cs⟩` (policy: TrustedServer)",
            "$ curl -u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials https://api.epicgames.dev/auth/v1/oauth/token",
            'eos:\n  client_id: ⟨cid⟩\n  client_secret: "⟨cs⟩"\n  deployment_id: ⟨pid⟩',
        ),
        fields(
            cid=lambda r: "xyza7891" + pick(r, ALNUM, 24),
            cs=lambda r: pick(r, B64STD, 43),
            pid=lambda r: hexs(r, 32),
        ),
        n=8,
        secrets=("cs",),
    ),
    S(
        "asc_p8_private_key",
        (
            "App Store Connect API key ⟨kid⟩ (issuer ⟨issuer⟩), AuthKey_⟨kid⟩.p8:\n\n```\n⟨begin⟩\n⟨head⟩\n⟨body⟩\n⟨end⟩\n```",
            "$ cat ~/.appstoreconnect/private_keys/AuthKey_⟨kid⟩.p8\n⟨begin⟩\n⟨head⟩\n⟨body⟩\n⟨end⟩",
            'fastlane api_key.json for TestFlight uploads:\n{"key_id": "⟨kid⟩", "issuer_id": "⟨issuer⟩", "key": "⟨begin⟩\\n⟨head⟩\\n⟨body⟩\\n⟨end⟩"}',
        ),
        _asc_key,
        n=6,
        secrets=("body",),
    ),
    S(
        "play_service_account_key",
        (
            '```json\n{\n  "type": "service_account",\n  "project_id": "⟨project⟩",\n  "private_key_id": "⟨pkid⟩",\n  "private_key": "⟨begin⟩\\n⟨head⟩\\n⟨body⟩\\n⟨end⟩\\n",\n  "client_email": "⟨email⟩",\n  "client_id": "⟨cid⟩"\n}\n```',
            'Play Console upload key JSON (⟨email⟩), pasted by ⟨who⟩:\n{"type": "service_account", "private_key_id": "⟨pkid⟩", "private_key": "⟨begin⟩\\n⟨head⟩\\n⟨body⟩\\n⟨end⟩\\n", "client_email": "⟨email⟩"}',
        ),
        _sa_json,
        n=6,
        secrets=("body",),
    ),
    S(
        "xsolla_merchant_api_key",
        (
            "$ curl -u ⟨mid⟩:⟨key⟩ https://api.xsolla.com/merchant/v2/merchants/⟨mid⟩/reports/transactions/registry.json",
            "- Xsolla merchant ⟨mid⟩ API key: `⟨key⟩` (Company settings → API keys, made ⟨day⟩)",
            "```yaml\nxsolla:\n  merchant_id: ⟨mid⟩\n  project_id: ⟨pid⟩\n  api_key: ⟨key⟩\n```",
        ),
        fields(mid=lambda r: num(r, 6), pid=lambda r: num(r, 6), key=lambda r: hexs(r, 40)),
        n=7,
        secrets=("key",),
    ),
    S(
        "xsolla_webhook_secret",
        (
            "XSOLLA_WEBHOOK_SECRET=⟨ws⟩",
            "- Xsolla project ⟨pid⟩ webhook secret key is `⟨ws⟩`; signature = sha1(body + secret)",
            '```python\nsig = hashlib.sha1(raw_body + b"⟨ws⟩").hexdigest()\n```',
        ),
        fields(pid=lambda r: num(r, 6), ws=lambda r: pick(r, ALNUM, r.choice((24, 32)))),
        n=6,
        secrets=("ws",),
    ),
    S(
        "discord_bot_token",
        (
            "DISCORD_BOT_TOKEN=⟨tok⟩",
            "- build-bot Discord token: `⟨tok⟩` (reset ⟨day⟩ by ⟨who⟩)",
            '```python\nclient.run("⟨tok⟩")\n```',
            "[⟨hh⟩] ⟨who⟩: the bot token is ⟨tok⟩ — put it in TeamCity params pls",
        ),
        fields(tok=_discord_bot),
        n=8,
        secrets=("tok",),
    ),
    S(
        "discord_webhook_token",
        (
            "- #build-alerts webhook: https://discord.com/api/webhooks/⟨wid⟩/⟨wt⟩",
            "$ curl -H 'Content-Type: application/json' -d '{\"content\":\"CL ⟨cl⟩ green\"}' https://discord.com/api/webhooks/⟨wid⟩/⟨wt⟩",
            '```yaml\nnotify:\n  discord_webhook: "https://discordapp.com/api/webhooks/⟨wid⟩/⟨wt⟩"\n```',
        ),
        fields(wid=lambda r: num(r, 19), wt=lambda r: pick(r, B64URL, 68)),
        n=7,
        secrets=("wt",),
    ),
    S(
        "discord_client_secret",
        (
            "- Discord OAuth2 app (community linking) client secret: ⟨cs⟩",
            "DISCORD_CLIENT_ID=⟨app⟩\nDISCORD_CLIENT_SECRET=⟨cs⟩",
            "| app | client id | client secret |\n|---|---|---|\n| Skyreef Linker | ⟨app⟩ | ⟨cs⟩ |",
        ),
        fields(app=lambda r: num(r, 19), cs=lambda r: pick(r, B64URL, 32)),
        n=6,
        secrets=("cs",),
    ),
    S(
        "photon_webhook_secret",
        (
            "- Photon custom auth: dashboard sends `?secret=⟨ps⟩` to our /auth/photon endpoint; backend checks it",
            '```json\n{"AuthUrl": "https://api.skyreef.example/auth/photon", "QueryParams": "secret=⟨ps⟩"}\n```',
            "PHOTON_AUTH_SHARED_SECRET=⟨ps⟩",
        ),
        fields(ps=lambda r: pick(r, ALNUM, 32)),
        n=6,
        secrets=("ps",),
    ),
    S(
        "nakama_server_secrets",
        (
            '```yaml\nsession:\n  encryption_key: "⟨ek⟩"\n  refresh_encryption_key: "⟨rk⟩"\nruntime:\n  http_key: "⟨hk⟩"\n```',
            "$ nakama --session.encryption_key ⟨ek⟩ --runtime.http_key ⟨hk⟩ --database.address root@cockroach:26257",
            "- nakama-eu-1 console login admin / ⟨cpw⟩",
        ),
        fields(
            ek=lambda r: pick(r, ALNUM, 32),
            rk=lambda r: pick(r, ALNUM, 32),
            hk=lambda r: pick(r, ALNUM, 32),
            cpw=_pw(18),
        ),
        n=6,
        secrets=("ek", "rk", "hk", "cpw"),
    ),
    S(
        "perforce_ticket",
        (
            "$ cat ~/.p4tickets\nssl:p4.revontuli.example:1666=⟨user⟩:⟨tkt⟩",
            "$ p4 login -p\n⟨tkt⟩",
            "- P4 ticket for the build user (valid 12h, from `p4 login -a -p`): ⟨tkt⟩",
            "P4PORT=ssl:p4.revontuli.example:1666\nP4USER=⟨user⟩\nP4PASSWD=⟨tkt⟩",
        ),
        fields(user=lambda r: r.choice(("build", "tc_svc", "jenkins", "swarm")), tkt=_steam_key),
        n=8,
        secrets=("tkt",),
    ),
    S(
        "perforce_password",
        (
            "```ini\n# .p4config on ⟨host⟩\nP4PORT=ssl:p4.revontuli.example:1666\nP4USER=build\nP4PASSWD=⟨pw⟩\n```",
            "$ echo '⟨pw⟩' | p4 -u build login\nUser build logged in.",
            "- new p4 password for `swarm` after the ⟨day⟩ rotation: ⟨pw⟩",
        ),
        fields(pw=_pw(20)),
        n=6,
        secrets=("pw",),
    ),
    S(
        "jenkins_api_token",
        (
            "$ curl -X POST -u ⟨user⟩:⟨tok⟩ https://jenkins.revontuli.example/job/skyreef-android/buildWithParameters?CL=⟨cl⟩",
            '- Jenkins API token for `⟨user⟩` (named "tc-bridge"): `⟨tok⟩`',
            "JENKINS_USER=⟨user⟩\nJENKINS_API_TOKEN=⟨tok⟩",
        ),
        fields(
            user=lambda r: r.choice(("svc-tc", "lauri.k", "release-bot")),
            tok=lambda r: "11" + hexs(r, 32),
        ),
        n=7,
        secrets=("tok",),
    ),
    S(
        "teamcity_access_token",
        (
            '$ curl -H "Authorization: Bearer ⟨tok⟩" https://tc.revontuli.example/app/rest/buildQueue',
            "- TeamCity token for the Discord bot (perm: trigger builds): ⟨tok⟩",
            "```yaml\nteamcity:\n  url: https://tc.revontuli.example\n  token: ⟨tok⟩\n```",
        ),
        fields(tok=_teamcity),
        n=6,
        secrets=("tok",),
    ),
    S(
        "sentry_auth_token",
        (
            "$ sentry-cli --auth-token ⟨tok⟩ debug-files upload --org revontuli --project skyreef-pc Build/Symbols",
            "SENTRY_AUTH_TOKEN=⟨tok⟩",
            "- Sentry token for symbol upload (org-level, made ⟨day⟩): `⟨tok⟩`",
            "```ini\n[auth]\ntoken=⟨tok⟩\n```",
        ),
        fields(tok=lambda r: r.choice(("sntryu" + "_" + hexs(r, 64), _sentry_org(r)))),
        n=8,
        secrets=("tok",),
    ),
    S(
        "backtrace_symbol_token",
        (
            '$ curl --data-binary @Skyreef.sym.zip "https://submit.backtrace.io/revontuli/⟨tok⟩/symbols"',
            "- Backtrace symbol-upload access token (CI only, can upload/delete symbols): ⟨tok⟩",
            "BACKTRACE_SYMBOL_TOKEN=⟨tok⟩",
        ),
        fields(tok=lambda r: hexs(r, 64)),
        n=6,
        secrets=("tok",),
    ),
    S(
        "cloudflare_api_token",
        (
            '$ curl -H "Authorization: Bearer ⟨tok⟩" https://api.cloudflare.com/client/v4/zones/⟨zone⟩/purge_cache -d \'{"purge_everything":true}\'',
            "CLOUDFLARE_API_TOKEN=⟨tok⟩",
            '- CF token "cdn-purge" (Zone.Cache Purge on skyreef.example): ⟨tok⟩',
            '```toml\n# wrangler env\naccount_id = "⟨acct⟩"\napi_token = "⟨tok⟩"\n```',
        ),
        fields(
            tok=lambda r: pick(r, ALNUM + "_-", 40),
            zone=lambda r: hexs(r, 32),
            acct=lambda r: hexs(r, 32),
        ),
        n=8,
        secrets=("tok",),
    ),
    S(
        "cloudflare_global_key",
        (
            '$ curl -H "X-Auth-Email: ops@revontuli.example" -H "X-Auth-Key: ⟨gk⟩" https://api.cloudflare.com/client/v4/user',
            "- old CF Global API Key (still on the legacy purge script): ⟨gk⟩",
        ),
        fields(gk=lambda r: hexs(r, 37)),
        n=6,
        secrets=("gk",),
    ),
    S(
        "r2_secret_access_key",
        (
            "```ini\n[r2]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\nendpoint_url = https://⟨acct⟩.r2.cloudflarestorage.com\n```",
            "R2_ACCESS_KEY_ID=⟨akid⟩\nR2_SECRET_ACCESS_KEY=⟨sk⟩",
            "- R2 bucket `skyreef-patches` write creds: id ⟨akid⟩, secret ⟨sk⟩",
        ),
        fields(akid=lambda r: hexs(r, 32), sk=lambda r: hexs(r, 64), acct=lambda r: hexs(r, 32)),
        n=7,
        secrets=("sk",),
    ),
    S(
        "gcp_server_api_key",
        (
            "- Cloud Translation key for the Crowdin pre-translate job (server only, restricted to translate.googleapis.com): ⟨key⟩",
            '$ curl "https://translation.googleapis.com/language/translate/v2?key=⟨key⟩" -d q=Victory -d target=fi',
            "GOOGLE_TRANSLATE_API_KEY=⟨key⟩",
        ),
        fields(key=lambda r: "AIza" + "Sy" + pick(r, B64URL, 33)),
        n=6,
        secrets=("key",),
    ),
    S(
        "redis_url_password",
        (
            "REDIS_URL=redis://default:⟨pw⟩@redis-leaderboards.internal:6379/0",
            "- matchmaking cache: `rediss://:⟨pw⟩@⟨host⟩.revontuli.example:6380`",
            '```yaml\nredis:\n  host: redis-leaderboards.internal\n  port: 6379\n  password: "⟨pw⟩"\n```',
        ),
        fields(pw=_pw(24)),
        n=7,
        secrets=("pw",),
    ),
    S(
        "postgres_url_password",
        (
            "DATABASE_URL=postgres://nakama:⟨pw⟩@cockroach-eu.internal:26257/nakama?sslmode=require",
            '$ psql "postgresql://analytics_ro:⟨pw⟩@pg-analytics.internal:5432/events"',
            "- telemetry DB: user `ingest`, password `⟨pw⟩` (set by ⟨who⟩ ⟨day⟩)",
        ),
        fields(pw=_pw(22)),
        n=7,
        secrets=("pw",),
    ),
    S(
        "password_prose_multilang",
        (
            "⟨who⟩: QA-laitteiden Apple ID:n salasana on nyt ⟨pw⟩ (vaihdettu ⟨day⟩)",
            "⟨who⟩: пароль від тестового акаунта Google Play — ⟨pw⟩, не світіть його",
            "⟨who⟩: a senha da conta de QA do Xsolla agora é ⟨pw⟩",
            "⟨who⟩: 빌드 서버 관리자 비밀번호는 ⟨pw⟩ 입니다",
            "⟨who⟩: Steamworks paylaşılan hesabının şifresi: ⟨pw⟩",
            "⟨who⟩: the shared TestFlight tester account password is ⟨pw⟩",
        ),
        _prose_pw,
        n=12,
        secrets=("pw",),
    ),
    S(
        "crowdin_api_token",
        (
            "CROWDIN_PERSONAL_TOKEN=⟨tok⟩",
            '```yaml\n# crowdin.yml\nproject_id: "⟨pid⟩"\napi_token: "⟨tok⟩"\nfiles:\n  - source: /Localization/en/*.csv\n```',
            "- Crowdin token for the sync bot (scopes: projects, translations): ⟨tok⟩",
        ),
        fields(pid=lambda r: num(r, 6), tok=lambda r: hexs(r, 80)),
        n=6,
        secrets=("tok",),
    ),
    S(
        "appsflyer_api_token",
        (
            '$ curl -H "Authorization: Bearer ⟨tok⟩" "https://hq1.appsflyer.com/api/raw-data/export/app/id6⟨cl⟩1/installs_report/v5?from=⟨day⟩&to=⟨day⟩"',
            "APPSFLYER_API_V2_TOKEN=⟨tok⟩",
            "- AppsFlyer API V2 token (admin, pulls raw installs): ⟨tok⟩",
        ),
        fields(
            tok=lambda r: jwt(
                r,
                {
                    "nbf": r.randint(1_780_000_000, 1_790_000_000),
                    "payload": {"uuid": uuid4(r), "accountId": num(r, 6)},
                },
            )
        ),
        n=6,
        secrets=("tok",),
    ),
    S(
        "adjust_api_token",
        (
            '$ curl -H "Authorization: Bearer ⟨tok⟩" "https://automate.adjust.com/reports-service/report?app_token__in=⟨app⟩&date_period=2026-10-01:2026-10-31"',
            "- Adjust API token (user-level, for the KPI report script): `⟨tok⟩`",
            "ADJUST_API_TOKEN=⟨tok⟩",
        ),
        fields(
            tok=lambda r: pick(r, ALNUM + "-_", 20),
            app=lambda r: pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 12),
        ),
        n=6,
        secrets=("tok",),
    ),
    S(
        "ironsource_secret_key",
        (
            "- ironSource reporting API: secret key ⟨sk⟩, refresh token ⟨rt⟩",
            "IRONSOURCE_SECRET_KEY=⟨sk⟩\nIRONSOURCE_REFRESH_TOKEN=⟨rt⟩",
            '$ curl -H "secretkey: ⟨sk⟩" -H "refreshToken: ⟨rt⟩" https://platform.ironsrc.com/partners/publisher/auth',
        ),
        fields(sk=lambda r: hexs(r, 32), rt=lambda r: hexs(r, 32)),
        n=6,
        secrets=("sk", "rt"),
    ),
    S(
        "unity_service_account_secret",
        (
            "- Unity Services service account `ugs-deploy`: key id ⟨kid⟩, secret ⟨sec⟩",
            "$ ugs login --service-key-id ⟨kid⟩ --secret-key-stdin <<< '⟨sec⟩'",
            '$ curl -H "Authorization: Basic ⟨basic⟩" https://services.api.unity.com/remote-config/v1/projects',
        ),
        _unity_sa,
        n=6,
        secrets=("sec", "basic"),
    ),
    S(
        "unity_cloud_build_key",
        (
            "UNITY_CLOUD_BUILD_API_KEY=⟨key⟩",
            '$ curl -H "Authorization: Basic ⟨key⟩" https://build-api.cloud.unity3d.com/api/v1/orgs/revontuli/projects',
            "- Cloud Build API key (⟨who⟩'s account, Settings → API key): ⟨key⟩",
        ),
        fields(key=lambda r: hexs(r, 32)),
        n=6,
        secrets=("key",),
    ),
    S(
        "unreal_pak_encryption_key",
        (
            "```ini\n; Config/DefaultCrypto.ini\n[/Script/CryptoKeys.CryptoKeysSettings]\nEncryptionKey=⟨aes⟩\nbEncryptPakIniFiles=True\n```",
            "- pak AES-256 key for Skyreef PC (also in the EAC integrity config): `⟨aes⟩`",
            "$ UnrealPak.exe Skyreef-Windows.pak -Extract D:\\tmp\\pak -aes=⟨aes⟩",
        ),
        fields(aes=lambda r: b64(r, 32)),
        n=6,
        secrets=("aes",),
    ),
    S(
        "android_keystore_password",
        (
            "```properties\n# gradle.properties on ⟨host⟩\nRELEASE_STORE_FILE=skyreef-upload.jks\nRELEASE_STORE_PASSWORD=⟨sp⟩\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD=⟨kp⟩\n```",
            "```yaml\n# ProjectSettings.asset excerpt\n  AndroidKeystoreName: skyreef-upload.keystore\n  AndroidKeyaliasName: upload\n  keystorePass: ⟨sp⟩\n  keyaliasPass: ⟨kp⟩\n```",
            "$ keytool -list -keystore skyreef-upload.jks -storepass ⟨sp⟩",
        ),
        fields(sp=_pw(18), kp=_pw(18)),
        n=7,
        secrets=("sp", "kp"),
    ),
    S(
        "apple_app_specific_password",
        (
            "$ xcrun altool --upload-app -f Skyreef.ipa -u release@revontuli.example -p ⟨asp⟩",
            "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=⟨asp⟩",
            "- app-specific password for release@ (Transporter on ⟨host⟩): ⟨asp⟩",
        ),
        fields(asp=_apple_asp),
        n=6,
        secrets=("asp",),
    ),
    S(
        "fastlane_match_password",
        (
            "MATCH_PASSWORD=⟨pw⟩",
            "- fastlane match repo passphrase (certs repo `ios-certs`): ⟨pw⟩",
            "$ MATCH_PASSWORD='⟨pw⟩' bundle exec fastlane match appstore --readonly",
        ),
        fields(pw=lambda r: r.choice((words_password(r), password(r, 24)))),
        n=6,
        secrets=("pw",),
    ),
    S(
        "fcm_legacy_server_key",
        (
            '$ curl -H "Authorization: key=⟨key⟩" -H \'Content-Type: application/json\' https://fcm.googleapis.com/fcm/send -d \'{"to":"/topics/events"}\'',
            "FCM_SERVER_KEY=⟨key⟩",
            "- legacy FCM server key (still used by the old push sender): ⟨key⟩",
        ),
        fields(key=_fcm),
        n=6,
        secrets=("key",),
    ),
    S(
        "firebase_ci_token",
        (
            '$ firebase appdistribution:distribute Skyreef.apk --app 1:⟨pn⟩:android:⟨ah⟩ --token "⟨tok⟩"',
            "FIREBASE_TOKEN=⟨tok⟩",
            "- `firebase login:ci` token for the Jenkins mac agent: ⟨tok⟩",
        ),
        fields(
            tok=lambda r: "1/" + "/0" + pick(r, B64URL, 99),
            pn=lambda r: num(r, 12),
            ah=lambda r: hexs(r, 16),
        ),
        n=6,
        secrets=("tok",),
    ),
    S(
        "github_pat",
        (
            "$ git clone https://⟨who⟩:⟨pat⟩@github.com/revontuli/skyreef-tools.git",
            "GITHUB_TOKEN=⟨pat⟩",
            "- PAT for the Unity package registry mirror (repo:read): ⟨pat⟩",
        ),
        fields(pat=lambda r: "ghp" + "_" + pick(r, ALNUM, 36)),
        n=6,
        secrets=("pat",),
    ),
    S(
        "aws_secret_key",
        (
            "```ini\n[legacy-s3]\naws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sk⟩\nregion = eu-north-1\n```",
            "AWS_ACCESS_KEY_ID=⟨akid⟩\nAWS_SECRET_ACCESS_KEY=⟨sk⟩",
            "- old S3 bucket for 2024 replays: ⟨akid⟩ / ⟨sk⟩",
        ),
        fields(
            akid=lambda r: "AK" + "IA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
            sk=lambda r: pick(r, B64STD, 40),
        ),
        n=6,
        secrets=("sk",),
    ),
    S(
        "google_oauth_client_secret",
        (
            '```json\n{"installed": {"client_id": "⟨pn⟩-⟨cid⟩.apps.googleusercontent.com", "client_secret": "⟨cs⟩", "redirect_uris": ["http://localhost"]}}\n```',
            "- Play Developer Reporting OAuth client secret: ⟨cs⟩",
            "GOOGLE_CLIENT_SECRET=⟨cs⟩",
        ),
        fields(
            pn=lambda r: num(r, 12),
            cid=lambda r: pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32),
            cs=lambda r: "GOCSPX" + "-" + pick(r, B64URL, 28),
        ),
        n=6,
        secrets=("cs",),
    ),
    S(
        "backend_jwt_secret",
        (
            '```yaml\n# skyreef-api values.prod.yaml\nauth:\n  jwt_signing_secret: "⟨js⟩"\n  issuer: skyreef-api\n```',
            "JWT_SECRET=⟨js⟩",
            "- HS256 secret for player session JWTs (prod): ⟨js⟩",
        ),
        fields(js=lambda r: r.choice((hexs(r, 64), b64(r, 48)))),
        n=6,
        secrets=("js",),
    ),
    S(
        "leaderboard_hmac_secret",
        (
            "- leaderboard score HMAC key (server side, never in the client): `⟨hk⟩`",
            '```csharp\n// ScoreSigner.cs on the server\nprivate static readonly byte[] Key = Encoding.UTF8.GetBytes("⟨hk⟩");\n```',
            "LEADERBOARD_HMAC_KEY=⟨hk⟩",
        ),
        fields(hk=lambda r: pick(r, ALNUM, 32)),
        n=6,
        secrets=("hk",),
    ),
    S(
        "ssh_private_key",
        (
            "Deploy key for `⟨user⟩` on the build agents:\n\n```\n⟨begin⟩\n⟨head⟩\n⟨body⟩\n⟨end⟩\n```",
            "$ cat ~/.ssh/id_ed25519\n⟨begin⟩\n⟨head⟩\n⟨body⟩\n⟨end⟩",
        ),
        _ssh_key,
        n=6,
        secrets=("body",),
    ),
    S(
        "chat_pasted_secrets",
        (
            "[⟨hh⟩] ⟨who⟩: PlayFab secret for the staging title is ⟨sk⟩ — don't commit it",
            "[⟨hh⟩] ⟨who⟩: temp Xsolla API key for the sandbox: ⟨xk⟩",
            "[⟨hh⟩] ⟨who⟩: R2 secret for the QA bucket → ⟨r2⟩",
        ),
        fields(
            sk=lambda r: pick(r, UPPER_ALNUM, 52),
            xk=lambda r: hexs(r, 40),
            r2=lambda r: hexs(r, 64),
        ),
        n=6,
        secrets=("sk", "xk", "r2"),
    ),
    S(
        "secret_in_commit_message",
        (
            "commit ⟨sha⟩\nAuthor: ⟨who⟩ <⟨who⟩@revontuli.example>\n\n    tmp: hardcode steam key ⟨key⟩ until vault is back (⟨tk⟩)",
            "⟨sha7⟩ fix(ci): use sentry token ⟨hex⟩ for symbol upload",
            "Change ⟨cl⟩ by build@skyreef-main: 'set P4PASSWD=⟨pw⟩ in agent bootstrap'",
        ),
        fields(
            sha=lambda r: hexs(r, 40),
            sha7=lambda r: hexs(r, 7),
            key=_steam_key,
            hex=lambda r: "sntryu" + "_" + hexs(r, 64),
            pw=_pw(20),
        ),
        n=6,
        secrets=("key", "hex", "pw"),
    ),
)
