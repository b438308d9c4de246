# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""Benign look-alikes that are public by design: client-side SDK keys and ids that ship inside
every build of the game, public keys, and data that is signed but meant to be read by anyone.

The README says, kind by kind, why each of these is labelled benign.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike13.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    common,
    fields,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)
from tests.redact.lookalike13.keys import ed25519_public, markers, rsa_spki

B = Kind


def _aiza(r: Random) -> str:
    return "AIza" + "Sy" + pick(r, B64URL, 33)


def _pub_pem(r: Random) -> dict[str, str]:
    out = common(r) | markers("PUBLIC KEY")
    body = rsa_spki(r)
    out |= {"body": wrap(body), "flat": body}
    return out


def _ssh_pub(r: Random) -> dict[str, str]:
    out = common(r)
    out |= {"pub": ed25519_public(r), "pub2": ed25519_public(r), "fp": b64(r, 32).rstrip("=")}
    return out


def _cert_fp(r: Random) -> dict[str, str]:
    out = common(r)
    out["sha1"] = ":".join(hexs(r, 2).upper() for _ in range(20))
    out["sha256"] = ":".join(hexs(r, 2).upper() for _ in range(32))
    out["serial"] = hexs(r, 16).upper()
    out["hash"] = b64_of(r.randbytes(20)).rstrip("=")
    return out


def _manifest_jws(r: Random) -> dict[str, str]:
    out = common(r)
    head = b64url_of(
        json.dumps({"alg": "ES256", "kid": f"patch-{r.randint(1, 9)}"}, separators=(",", ":"))
    )
    payload = {
        "version": f"1.9.{r.randint(0, 60)}",
        "cl": int(out["cl"]),
        "files": [{"p": "Paks/pakchunk0-Windows.pak", "sha256": hexs(r, 64)}],
    }
    body = b64url_of(json.dumps(payload, separators=(",", ":")))
    out["jws"] = f"{head}.{body}.{b64url(r, 64)}"
    out["sig"] = b64(r, 64)
    out["minisig"] = b64_of(b"Ed" + r.randbytes(8) + r.randbytes(64))
    out["gsig"] = b64(r, 256)
    out["signed"] = (
        f"0|{num(r, 9)}|com.revontuli.skyreef|{r.randint(100, 999)}|ANlOHQ{pick(r, ALNUM, 20)}|{num(r, 13)}"
    )
    return out


PUBLIC: tuple[Kind, ...] = (
    B(
        "firebase_web_config",
        (
            '```js\nconst firebaseConfig = {\n  apiKey: "⟨key⟩",\n  authDomain: "skyreef-prod.firebaseapp.com",\n  projectId: "skyreef-prod",\n  messagingSenderId: "⟨pn⟩",\n  appId: "1:⟨pn⟩:web:⟨ah⟩",\n  measurementId: "G-⟨mid⟩"\n};\n```',
            "- companion web page Firebase config: apiKey ⟨key⟩, appId 1:⟨pn⟩:web:⟨ah⟩ (public, restricted by HTTP referrer)",
            "NEXT_PUBLIC_FIREBASE_API_KEY=⟨key⟩\nNEXT_PUBLIC_FIREBASE_APP_ID=1:⟨pn⟩:web:⟨ah⟩",
        ),
        fields(
            key=_aiza,
            pn=lambda r: num(r, 12),
            ah=lambda r: hexs(r, 22),
            mid=lambda r: pick(r, UPPER_ALNUM, 10),
        ),
        n=11,
    ),
    B(
        "google_services_json",
        (
            '```json\n"client": [{\n  "client_info": {"mobilesdk_app_id": "1:⟨pn⟩:android:⟨ah⟩", "android_client_info": {"package_name": "com.revontuli.skyreef"}},\n  "api_key": [{"current_key": "⟨key⟩"}]\n}]\n```',
            "- google-services.json / GoogleService-Info.plist `API_KEY` = ⟨key⟩ (ships in the APK/IPA; restricted to our package + SHA-1)",
            "```xml\n<key>API_KEY</key>\n<string>⟨key⟩</string>\n<key>GOOGLE_APP_ID</key>\n<string>1:⟨pn⟩:ios:⟨ah⟩</string>\n```",
        ),
        fields(key=_aiza, pn=lambda r: num(r, 12), ah=lambda r: hexs(r, 22)),
        n=11,
    ),
    B(
        "admob_ids",
        (
            "- AdMob app id ca-app-pub-⟨pub⟩~⟨app⟩; rewarded unit ca-app-pub-⟨pub⟩/⟨unit⟩",
            '```xml\n<meta-data android:name="com.google.android.gms.ads.APPLICATION_ID" android:value="ca-app-pub-⟨pub⟩~⟨app⟩"/>\n```',
            "| placement | ad unit |\n|---|---|\n| rewarded_revive | ca-app-pub-⟨pub⟩/⟨unit⟩ |\n| interstitial_lobby | ca-app-pub-⟨pub⟩/⟨unit2⟩ |",
        ),
        fields(
            pub=lambda r: num(r, 16),
            app=lambda r: num(r, 10),
            unit=lambda r: num(r, 10),
            unit2=lambda r: num(r, 10),
        ),
        n=11,
    ),
    B(
        "adjust_app_and_event_tokens",
        (
            "- Adjust app token ⟨app⟩ (set in AdjustConfig in the client); events: tutorial_done=⟨e1⟩, first_purchase=⟨e2⟩",
            '```csharp\nvar config = new AdjustConfig("⟨app⟩", AdjustEnvironment.Production);\nAdjust.TrackEvent(new AdjustEvent("⟨e1⟩"));\n```',
            "| event | adjust token |\n|---|---|\n| level_10 | ⟨e1⟩ |\n| first_purchase | ⟨e2⟩ |",
            "ADJUST_APP_TOKEN=⟨app⟩",
        ),
        fields(
            app=lambda r: pick(r, LOWER_ALNUM, 12),
            e1=lambda r: pick(r, LOWER_ALNUM, 6),
            e2=lambda r: pick(r, LOWER_ALNUM, 6),
        ),
        n=11,
    ),
    B(
        "appsflyer_dev_key",
        (
            "- AppsFlyer dev key ⟨dk⟩ (SDK init key, compiled into the client), iOS app id id⟨aid⟩",
            '```csharp\nAppsFlyer.initSDK("⟨dk⟩", "⟨aid⟩", this);\n```',
            "APPSFLYER_DEV_KEY=⟨dk⟩\nAPPSFLYER_APP_ID=id⟨aid⟩",
        ),
        fields(dk=lambda r: pick(r, ALNUM, 22), aid=lambda r: num(r, 10)),
        n=11,
    ),
    B(
        "unity_ads_ironsource_ids",
        (
            "- Unity Ads game ids: Android ⟨ga⟩, iOS ⟨gi⟩; ironSource app key ⟨isk⟩; placement `Rewarded_Android`",
            '```csharp\nAdvertisement.Initialize("⟨ga⟩", testMode: false, this);\nIronSource.Agent.init("⟨isk⟩");\n```',
            "| network | id |\n|---|---|\n| Unity Ads (android) | ⟨ga⟩ |\n| ironSource app key | ⟨isk⟩ |",
        ),
        fields(
            ga=lambda r: num(r, 7), gi=lambda r: num(r, 7), isk=lambda r: hexs(r, r.choice((8, 9)))
        ),
        n=11,
    ),
    B(
        "photon_app_ids",
        (
            "```yaml\n# PhotonServerSettings.asset\n  AppSettings:\n    AppIdRealtime: ⟨rt⟩\n    AppIdVoice: ⟨voice⟩\n    FixedRegion: eu\n```",
            "- Photon Realtime app id ⟨rt⟩ (in the client settings asset, public), voice ⟨voice⟩",
            "⟨day⟩ ⟨hh⟩ [Photon] Connected to ns.photonengine.io appId=⟨rt⟩ region=eu room=reef-⟨room⟩",
        ),
        fields(rt=uuid4, voice=uuid4, room=lambda r: pick(r, LOWER_ALNUM, 6)),
        n=11,
    ),
    B(
        "sentry_dsn",
        (
            "SENTRY_DSN=https://⟨pk⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
            "- Unity SDK DSN (public key only; goes into the client): https://⟨pk⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
            '```json\n{"Dsn": "https://⟨pk⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩", "Environment": "production"}\n```',
        ),
        fields(pk=lambda r: hexs(r, 32), org=lambda r: num(r, 7), proj=lambda r: num(r, 7)),
        n=11,
    ),
    B(
        "backtrace_submission_url",
        (
            "- crash submission URL baked into the client: https://submit.backtrace.io/revontuli/⟨tok⟩/minidump",
            '```ini\n[CrashReportClient]\nDataRouterUrl="https://unreal.backtrace.io/post/revontuli/⟨tok⟩"\n```',
            "BACKTRACE_SUBMIT_URL=https://submit.backtrace.io/revontuli/⟨tok⟩/json",
        ),
        fields(tok=lambda r: hexs(r, 64)),
        n=11,
    ),
    B(
        "eac_settings_json",
        (
            '```json\n{\n  "productid": "⟨pid⟩",\n  "sandboxid": "⟨sbx⟩",\n  "deploymentid": "⟨dep⟩",\n  "clientid": "⟨cid⟩",\n  "title": "Skyreef Tactics",\n  "executable": "Skyreef/Binaries/Win64/Skyreef-Win64-Shipping.exe"\n}\n```',
            "- EasyAntiCheat/Settings.json ships with the game: productid ⟨pid⟩, deploymentid ⟨dep⟩",
            "⟨day⟩ ⟨hh⟩ [EAC] client integrity ok, productid=⟨pid⟩ sandbox=⟨sbx⟩",
        ),
        fields(
            pid=lambda r: hexs(r, 32),
            sbx=lambda r: hexs(r, 32),
            dep=lambda r: hexs(r, 32),
            cid=lambda r: "xyza7891" + pick(r, ALNUM, 24),
        ),
        n=11,
    ),
    B(
        "public_keys_pem",
        (
            'Play Console licensing key (Monetization setup → "Base64-encoded RSA public key", compiled into the app):\n\n⟨flat⟩',
            "Patch-manifest verification key (ships with the launcher):\n\n```\n⟨begin⟩\n⟨body⟩\n⟨end⟩\n```",
            "$ openssl pkey -in patch-sign.key -pubout\n⟨begin⟩\n⟨body⟩\n⟨end⟩",
        ),
        _pub_pem,
        n=11,
    ),
    B(
        "ssh_public_keys",
        (
            "- added ⟨who⟩'s key to the build agents: `ssh-ed25519 ⟨pub⟩ ⟨who⟩@laptop`",
            "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 ⟨pub⟩ builder@⟨host⟩",
            "p4.revontuli.example ssh-ed25519 ⟨pub2⟩\n⟨host⟩ ssh-ed25519 ⟨pub⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨fp⟩ builder@⟨host⟩ (ED25519)",
        ),
        _ssh_pub,
        n=11,
    ),
    B(
        "certificate_fingerprints",
        (
            "- upload key SHA-1 for Firebase/Google Sign-In: ⟨sha1⟩",
            "$ keytool -list -v -keystore skyreef-upload.jks -alias upload | grep SHA\n\t SHA1: ⟨sha1⟩\n\t SHA256: ⟨sha256⟩",
            "| cert | serial | expires |\n|---|---|---|\n| Apple Distribution: Revontuli Forge Oy | ⟨serial⟩ | 2027-10-⟨dd⟩ |",
            '```json\n[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.revontuli.skyreef", "sha256_cert_fingerprints": ["⟨sha256⟩"]}}]\n```',
            "Android key hash for the Facebook login dashboard: ⟨hash⟩=",
        ),
        lambda r: _cert_fp(r) | {"dd": f"{r.randint(1, 28):02d}"},
        n=11,
    ),
    B(
        "signed_public_data",
        (
            "- patch manifest from the CDN (compact JWS, signed by the release key; every client downloads it): ⟨jws⟩",
            "$ curl -s https://cdn.skyreef.example/patches/manifest.jws\n⟨jws⟩",
            "```\nuntrusted comment: signature from minisign secret key\n⟨minisig⟩\ntrusted comment: Skyreef launcher CL ⟨cl⟩\n```",
            '```json\n{"signedData": "⟨signed⟩", "signature": "⟨gsig⟩"}\n```',
            "- Skyreef-Win64.zip.sig (detached Ed25519 signature, published next to the zip): ⟨sig⟩",
        ),
        _manifest_jws,
        n=11,
    ),
)
