"""Benign look-alikes from the apps and the vendors they talk to: iOS (Xcode, fastlane
match, TestFlight), Android (Gradle, Play Console), Adyen and Klarna payments, Twilio and
Braze notifications. Certificate fingerprints, profile UUIDs, public client keys, SIDs,
signatures and crash reports."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike10.gen import (
    ALNUM,
    HUBS,
    UPPER_ALNUM,
    Kind,
    b64,
    clock,
    colon_hex,
    day,
    hexs,
    lines,
    num,
    pick,
    stamp,
    uuid4,
)

_TEAM_CHARS = UPPER_ALNUM


def _team(r: Random) -> str:
    return pick(r, _TEAM_CHARS, 10)


def _match(r: Random) -> dict[str, str]:
    return {
        "t": clock(r),
        "kind": r.choice(("AppStore", "Development", "AdHoc")),
        "bundle": r.choice(("io.mandje.app", "io.mandje.app.widgets", "io.mandje.rider")),
        "uuid": uuid4(r),
        "team": _team(r),
        "cert": _team(r),
        "repo": r.choice(("ios-certificates", "match-certs")),
    }


FASTLANE_MATCH = Kind(
    "fastlane_match_output",
    (
        lines(
            "[⟨t⟩]: Cloning remote git repo...",
            "[⟨t⟩]: Checking out branch main...",
            "[⟨t⟩]: 🔓  Successfully decrypted certificates repo",
            "[⟨t⟩]: Installing certificate...",
            "+-------------------+-----------------------------------------+",
            "|             Installed Provisioning Profile                  |",
            "+-------------------+-----------------------------------------+",
            "| Profile name      | match ⟨kind⟩ ⟨bundle⟩                   |",
            "| UUID              | ⟨uuid⟩    |",
            "| Team              | ⟨team⟩                              |",
            "+-------------------+-----------------------------------------+",
        ),
        "fastlane match failed on the new Mac mini with `Passphrase for Match storage:` prompt "
        "— MATCH_PASSWORD wasn't exported in the launchd env. Set it from the keychain item "
        "'match-⟨repo⟩' instead of typing it.",
        "[⟨t⟩]: Certificate '⟨cert⟩' (stored in your storage) is not available on the Developer "
        "Portal — someone revoked it; ran `fastlane match nuke distribution` with team ⟨team⟩.",
    ),
    _match,
)

XCODE_SIGNING = Kind(
    "xcode_signing_settings",
    (
        lines(
            "// Release.xcconfig",
            "DEVELOPMENT_TEAM = ⟨team⟩",
            "CODE_SIGN_STYLE = Manual",
            "CODE_SIGN_IDENTITY = Apple Distribution: Mandje B.V. (⟨team⟩)",
            "PROVISIONING_PROFILE_SPECIFIER = match AppStore ⟨bundle⟩",
            "PRODUCT_BUNDLE_IDENTIFIER = ⟨bundle⟩",
        ),
        lines(
            "$ security find-identity -v -p codesigning",
            '  1) ⟨sha1⟩ "Apple Distribution: Mandje B.V. (⟨team⟩)"',
            '  2) ⟨sha2⟩ "Apple Development: ci-bot (⟨cert⟩)"',
            "     2 valid identities found",
        ),
    ),
    lambda r: {
        "team": _team(r),
        "cert": _team(r),
        "bundle": r.choice(("io.mandje.app", "io.mandje.rider", "io.mandje.app.clip")),
        "sha1": hexs(r, 40).upper(),
        "sha2": hexs(r, 40).upper(),
    },
)

ASC_IDS = Kind(
    "app_store_connect_ids",
    (
        lines(
            "app_store_connect_api_key(",
            '  key_id: "⟨kid⟩",',
            '  issuer_id: "⟨iss⟩",',
            '  key_filepath: ENV["ASC_KEY_PATH"],  # the .p8 is fetched from Vault at runtime',
            "  in_house: false",
            ")",
        ),
        "TestFlight: build ⟨ver⟩ (⟨build⟩) of app ⟨appid⟩ stuck in 'Processing' for 2h; "
        "ASC API key ⟨kid⟩ (issuer ⟨iss⟩) still fine, Apple status page showed an incident.",
        'upload_to_testflight(apple_id: "⟨appid⟩", skip_waiting_for_build_processing: true) — '
        "groups 'Mandje Staff' and 'Riders NL' get ⟨ver⟩ (⟨build⟩).",
    ),
    lambda r: {
        "kid": pick(r, UPPER_ALNUM, 10),
        "iss": uuid4(r),
        "ver": f"4.{r.randint(10, 30)}.{r.randint(0, 4)}",
        "build": num(r, 5),
        "appid": num(r, 10),
    },
)


def _signing_report(r: Random) -> dict[str, str]:
    return {
        "md5": colon_hex(r, 16),
        "sha1": colon_hex(r, 20),
        "sha256": colon_hex(r, 32),
        "alias": r.choice(("upload", "mandje-upload", "release")),
        "variant": r.choice(("release", "stagingRelease", "prodRelease")),
        "year": str(r.randint(2049, 2055)),
    }


ANDROID_SIGNING_REPORT = Kind(
    "android_signing_report",
    (
        lines(
            "> Task :app:signingReport",
            "Variant: ⟨variant⟩",
            "Config: release",
            "Store: /var/lib/jenkins/keystores/upload.jks",
            "Alias: ⟨alias⟩",
            "MD5: ⟨md5⟩",
            "SHA1: ⟨sha1⟩",
            "SHA-256: ⟨sha256⟩",
            "Valid until: Saturday, 12 March ⟨year⟩",
        ),
        "Google Sign-In broke on the ⟨variant⟩ build: the OAuth client needs the Play app "
        "signing cert SHA-1 ⟨sha1⟩, not the upload key's.",
        'assetlinks.json for mandje.io lists sha256_cert_fingerprints ["⟨sha256⟩"] — '
        "that's the public app signing cert, safe to publish.",
    ),
    _signing_report,
)

_GRADLE_ARTIFACTS = (
    ("com.squareup.okhttp3", "okhttp"),
    ("com.braze", "android-sdk-ui"),
    ("com.adyen.checkout", "drop-in"),
    ("io.grpc", "grpc-okhttp"),
)

GRADLE_VERIFICATION = Kind(
    "gradle_verification_metadata",
    (
        lines(
            '<component group="⟨group⟩" name="⟨name⟩" version="⟨ver⟩">',
            '   <artifact name="⟨name⟩-⟨ver⟩.jar">',
            '      <sha256 value="⟨sha⟩" origin="Generated by Gradle"/>',
            "   </artifact>",
            '   <artifact name="⟨name⟩-⟨ver⟩.pom">',
            '      <sha256 value="⟨sha2⟩" origin="Generated by Gradle"/>',
            "   </artifact>",
            "</component>",
        ),
        "Dependency verification failed: `On artifact ⟨name⟩-⟨ver⟩.jar (⟨group⟩:⟨name⟩:⟨ver⟩) "
        "in repository 'MavenRepo': expected a 'sha256' checksum of '⟨sha⟩' but was "
        "'⟨sha2⟩'` — a poisoned mirror, not a Gradle bug.",
    ),
    lambda r: {
        **dict(zip(("group", "name"), r.choice(_GRADLE_ARTIFACTS), strict=True)),
        "ver": f"{r.randint(1, 5)}.{r.randint(0, 70)}.{r.randint(0, 9)}",
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
    },
)

GRADLE_SIGNING_REFS = Kind(
    "gradle_signing_env_refs",
    (
        lines(
            "signingConfigs {",
            '    create("release") {',
            '        storeFile = file(System.getenv("UPLOAD_KEYSTORE_PATH") ?: "⟨file⟩")',
            '        storePassword = System.getenv("UPLOAD_STORE_PASSWORD")',
            '        keyAlias = "⟨alias⟩"',
            '        keyPassword = System.getenv("UPLOAD_KEY_PASSWORD")',
            "    }",
            "}",
        ),
        "Android release job: Jenkins binds the upload keystore (credential '⟨cred⟩', type "
        "Secret file) plus UPLOAD_STORE_PASSWORD/UPLOAD_KEY_PASSWORD; nothing about it lives in "
        "gradle.properties any more (removed in ⟨sha⟩).",
    ),
    lambda r: {
        "file": r.choice(("upload.jks", "keystores/upload.jks", "../ci/upload.keystore")),
        "alias": r.choice(("upload", "mandje-upload")),
        "cred": r.choice(("android-upload-keystore", "play-upload-jks")),
        "sha": hexs(r, 12),
    },
)

PLAY_CONSOLE = Kind(
    "play_console_ids",
    (
        "Play Console → App integrity: app signing key certificate SHA-256 ⟨sha256⟩, upload "
        "key SHA-1 ⟨sha1⟩. versionCode ⟨vc⟩ rolled out to 20% on track production.",
        "fastlane supply uses service account ⟨sa⟩@mandje-mobile.iam.gserviceaccount.com "
        "(key id ⟨kid⟩, JSON in Vault kv/mobile/play-publisher); versionCode ⟨vc⟩ uploaded.",
        "Pre-launch report for ⟨vc⟩: 3 crashes on Pixel 8 (Android 15), cluster id ⟨cluster⟩.",
    ),
    lambda r: {
        "sha256": colon_hex(r, 32),
        "sha1": colon_hex(r, 20),
        "vc": num(r, 7),
        "sa": r.choice(("play-publisher", "fastlane-supply")),
        "kid": hexs(r, 40),
        "cluster": hexs(r, 24),
    },
)


def _adyen_ck(r: Random, env: str) -> str:
    return env + "_" + pick(r, UPPER_ALNUM, 32)


ADYEN_CLIENT_KEY = Kind(
    "adyen_client_key",
    (
        lines(
            "const checkout = await AdyenCheckout({",
            '  environment: "⟨env⟩",',
            '  clientKey: "⟨ck⟩",  // client key: public by design, bound to allowed origins',
            '  countryCode: "NL",',
            "  session: { id: sessionId, sessionData },",
            "});",
        ),
        "Drop-in on staging showed 'Invalid client key' — ⟨ck⟩ had no allowed origin for "
        "https://staging.mandje.io. Merchant account ⟨ma⟩.",
        "Payment ⟨psp⟩ (merchantReference ORD-⟨ord⟩) REFUSED with refusalReasonCode 20 "
        "(FRAUD); the client key ⟨ck⟩ is fine, not a credential issue.",
    ),
    lambda r: {
        "env": (env := r.choice(("test", "live"))),
        "ck": _adyen_ck(r, env),
        "ma": r.choice(("MandjeNL_ECOM", "MandjeSE_ECOM", "MandjeIT_ECOM")),
        "psp": pick(r, UPPER_ALNUM, 16),
        "ord": num(r, 9),
    },
)

ADYEN_WEBHOOK = Kind(
    "adyen_webhook_notification",
    (
        lines(
            '{"live":"false","notificationItems":[{"NotificationRequestItem":{',
            '  "additionalData":{"hmacSignature":"⟨sig⟩","paymentMethodVariant":"⟨pm⟩"},',
            '  "amount":{"currency":"EUR","value":⟨amt⟩},',
            '  "eventCode":"⟨ev⟩","eventDate":"⟨t⟩",',
            '  "merchantAccountCode":"⟨ma⟩","merchantReference":"ORD-⟨ord⟩",',
            '  "pspReference":"⟨psp⟩","success":"true"}}]}',
        ),
        "Webhook HMAC mismatch for ⟨psp⟩: computed signature ⟨sig2⟩ vs hmacSignature ⟨sig⟩ — "
        "we were signing the amount as a string. Signatures are fine to log, the HMAC key is not.",
        "[accepted] adyen ⟨ev⟩ psp=⟨psp⟩ ref=ORD-⟨ord⟩ ⟨amt⟩ EUR ⟨pm⟩ sig_ok=true",
    ),
    lambda r: {
        "sig": b64(r, 32),
        "sig2": b64(r, 32),
        "pm": r.choice(("idealbank", "visacredit", "klarna_paynow", "swish")),
        "amt": str(r.randint(1200, 15000)),
        "ev": r.choice(("AUTHORISATION", "CAPTURE", "REFUND", "CHARGEBACK")),
        "t": stamp(r)[:19] + "+01:00",
        "ma": r.choice(("MandjeNL_ECOM", "MandjeSE_ECOM", "MandjeIT_ECOM")),
        "ord": num(r, 9),
        "psp": pick(r, UPPER_ALNUM, 16),
    },
    n=6,
)

KLARNA_IDS = Kind(
    "klarna_order_ids",
    (
        "Klarna order ⟨order⟩ (session ⟨sess⟩) stuck in fraud_status PENDING; our "
        "merchant_reference1 ORD-⟨ord⟩, Klarna reference ⟨kref⟩.",
        lines(
            "GET /ordermanagement/v1/orders/⟨order⟩ → 200",
            '{"order_id":"⟨order⟩","status":"AUTHORIZED","fraud_status":"ACCEPTED",',
            ' "klarna_reference":"⟨kref⟩","order_amount":⟨amt⟩,"purchase_currency":"SEK",',
            ' "merchant_reference1":"ORD-⟨ord⟩"}',
        ),
        "Settlement report ⟨rep⟩ (payout ⟨d⟩) lists capture ⟨cap⟩ for order ⟨order⟩.",
    ),
    lambda r: {
        "order": uuid4(r),
        "sess": uuid4(r),
        "ord": num(r, 9),
        "kref": pick(r, UPPER_ALNUM, 7) + "-" + str(r.randint(1, 3)),
        "amt": str(r.randint(10000, 250000)),
        "rep": uuid4(r),
        "d": day(r),
        "cap": pick(r, ALNUM, 22),
    },
)


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "AC" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "err": str(r.choice((30003, 30005, 30007, 21610, 60200))),
        "sig": b64(r, 20),
        "to": "+316" + num(r, 8)[:4] + "XXXX",
    }


TWILIO_SIDS = Kind(
    "twilio_sids",
    (
        "Rider SMS undelivered: account ⟨ac⟩, messaging service ⟨mg⟩, message ⟨sm⟩ → "
        "ErrorCode ⟨err⟩ to ⟨to⟩.",
        lines(
            "POST /webhooks/twilio/status",
            "X-Twilio-Signature: ⟨sig⟩",
            "Content-Type: application/x-www-form-urlencoded",
            "",
            "MessageSid=⟨sm⟩&MessageStatus=undelivered&ErrorCode=⟨err⟩&AccountSid=⟨ac⟩"
            "&MessagingServiceSid=⟨mg⟩",
        ),
        "OTP via Twilio Verify service ⟨va⟩ (account ⟨ac⟩); Verify error ⟨err⟩ spikes were "
        "Turkish numbers — Geo permissions.",
    ),
    _twilio,
    n=6,
)

BRAZE_SDK = Kind(
    "braze_sdk_config",
    (
        lines(
            "let configuration = Braze.Configuration(",
            '  apiKey: "⟨sdk⟩",  // SDK (app identifier) key — ships in the binary',
            '  endpoint: "sdk.fra-02.braze.eu"',
            ")",
            "configuration.logger.level = .info",
        ),
        "Braze: canvas ⟨canvas⟩ ('basket abandoned 2h') sends to external_id = our customer "
        "uuid; campaign ⟨camp⟩ paused after the ⟨hub⟩ outage.",
        'braze.xml: <string name="com_braze_api_key">⟨sdk⟩</string> and '
        '<string name="com_braze_custom_endpoint">sdk.fra-02.braze.eu</string> — '
        "Android SDK key, public.",
    ),
    lambda r: {
        "sdk": uuid4(r),
        "canvas": uuid4(r),
        "camp": uuid4(r),
        "hub": r.choice(HUBS),
    },
)


def _crash(r: Random) -> dict[str, str]:
    base = r.randint(0x100000, 0x10F000) * 0x1000
    return {
        "inc": uuid4(r).upper(),
        "pid": str(r.randint(300, 9000)),
        "ver": f"4.{r.randint(10, 30)}.{r.randint(0, 4)}",
        "build": num(r, 5),
        "addr": f"0x{base + r.randint(0x1000, 0x8FFFFF):016x}",
        "base": f"0x{base:x}",
        "end": f"0x{base + 0x9FFFFF:x}",
        "img": hexs(r, 32),
        "app": uuid4(r).upper(),
        "line": str(r.randint(40, 600)),
        "off": str(r.randint(8, 900)),
    }


IOS_CRASH = Kind(
    "ios_crash_report",
    (
        lines(
            "Incident Identifier: ⟨inc⟩",
            "Hardware Model:      iPhone15,2",
            "Process:             Mandje [⟨pid⟩]",
            "Identifier:          io.mandje.app",
            "Version:             ⟨ver⟩ (⟨build⟩)",
            "Exception Type:  EXC_BREAKPOINT (SIGTRAP)",
            "",
            "Thread 0 Crashed:",
            "0   Mandje    ⟨addr⟩ CheckoutViewModel.confirmSlot(_:) + ⟨off⟩ "
            "(CheckoutViewModel.swift:⟨line⟩)",
            "",
            "Binary Images:",
            "⟨base⟩ - ⟨end⟩ Mandje arm64  <⟨img⟩> "
            "/private/var/containers/Bundle/Application/⟨app⟩/Mandje.app/Mandje",
        ),
        "dSYM for ⟨ver⟩ (⟨build⟩) has UUID ⟨inc⟩ — `dwarfdump --uuid Mandje.app.dSYM` must "
        "match the binary image <⟨img⟩> in the crash or symbolication silently fails.",
    ),
    _crash,
)

ANDROID_STACK = Kind(
    "android_stacktrace",
    (
        lines(
            "Fatal Exception: java.lang.IllegalStateException: slot ⟨slot⟩ already taken",
            "       at io.mandje.checkout.a.b(SourceFile:⟨l1⟩)",
            "       at io.mandje.checkout.SlotPickerViewModel$confirm$1.invokeSuspend"
            "(SourceFile:⟨l2⟩)",
            "       at kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith"
            "(SourceFile:9)",
            "# pg-map-id: ⟨mapid⟩",
        ),
        "R8 mapping for versionCode ⟨vc⟩: `# pg-map-id: ⟨mapid⟩` / "
        "`# pg-map-hash: SHA-256 ⟨hash⟩` — uploaded to Play and Datadog so both deobfuscate.",
    ),
    lambda r: {
        "slot": uuid4(r),
        "l1": str(r.randint(2, 40)),
        "l2": str(r.randint(2, 120)),
        "mapid": hexs(r, 7),
        "vc": num(r, 7),
        "hash": hexs(r, 64),
    },
)

APPS: tuple[Kind, ...] = (
    FASTLANE_MATCH,
    XCODE_SIGNING,
    ASC_IDS,
    ANDROID_SIGNING_REPORT,
    GRADLE_VERIFICATION,
    GRADLE_SIGNING_REFS,
    PLAY_CONSOLE,
    ADYEN_CLIENT_KEY,
    ADYEN_WEBHOOK,
    KLARNA_IDS,
    TWILIO_SIDS,
    BRAZE_SDK,
    IOS_CRASH,
    ANDROID_STACK,
)

__all__ = ["APPS"]
