"""Benign look-alikes from the hosted services: Vercel, Cloudflare, Fly.io, Render,
Supabase, Neon, PlanetScale, Upstash, Auth0, Clerk, Stripe, Algolia, Mapbox, Sentry,
Firebase, app signing, LLM APIs, W&B, Linear/Notion, Discord. Ids, publishable keys,
masked values and references only."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike11.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64_of,
    b64url,
    b64url_of,
    clock,
    colon_hex,
    day,
    epoch,
    hexs,
    jwt,
    num,
    person,
    pick,
    slug,
    snowflake,
    stamp,
    uhex,
    ulid,
    uuid4,
    weekday,
)


def _vercel(r: Random) -> dict[str, str]:
    return {
        "dpl": "dpl_" + pick(r, ALNUM, 28),
        "prj": "prj_" + pick(r, ALNUM, 28),
        "team": "team_" + pick(r, ALNUM, 24),
        "insp": pick(r, ALNUM, 28),
        "host": pick(r, LOWER_ALNUM, 9),
        "secs": str(r.randint(2, 9)),
        "branch": r.choice(("main", "feat/schedule-grid", "fix/tz-offset")),
    }


VERCEL = Kind(
    "vercel-deploy-output",
    (
        "$ vercel deploy --prod\nVercel CLI 39.2.4\n🔍  Inspect: "
        "https://vercel.com/thermia/web/⟨insp⟩ [⟨secs⟩s]\n✅  Production: "
        "https://web-⟨host⟩-thermia.vercel.app [⟨secs⟩m]",
        '.vercel/project.json is {"projectId":"⟨prj⟩","orgId":"⟨team⟩"} — safe to commit, '
        "it only links the folder; ⟨branch⟩ preview was deployment ⟨dpl⟩.",
    ),
    _vercel,
)


def _cf(r: Random) -> dict[str, str]:
    return {
        "acct": hexs(r, 32),
        "d1": uuid4(r),
        "kv": hexs(r, 32),
        "zone": hexs(r, 32),
        "ver": uuid4(r),
        "date": day(r),
        "kib": f"{r.randint(80, 400)}.{r.randint(10, 99)}",
        "secs": f"{r.randint(1, 6)}.{r.randint(10, 99)}",
    }


WRANGLER_TOML = Kind(
    "wrangler-toml-bindings",
    (
        'name = "thermia-api"\nmain = "src/index.ts"\ncompatibility_date = "⟨date⟩"\n'
        'account_id = "⟨acct⟩"\n\n[[d1_databases]]\nbinding = "DB"\n'
        'database_name = "thermia-prod"\ndatabase_id = "⟨d1⟩"\n\n[[kv_namespaces]]\n'
        'binding = "SESSIONS"\nid = "⟨kv⟩"\n\n[[r2_buckets]]\nbinding = "FIRMWARE"\n'
        'bucket_name = "thermia-firmware"',
        "Cloudflare ids (none of these grant access): account ⟨acct⟩, zone ⟨zone⟩ for "
        "thermia.io, D1 `thermia-prod` = ⟨d1⟩, KV SESSIONS = ⟨kv⟩.",
    ),
    _cf,
    n=6,
)

WRANGLER_OUT = Kind(
    "wrangler-deploy-output",
    (
        "$ npx wrangler deploy\n ⛅️ wrangler 3.109.2\n-------------------\nTotal Upload: "
        "⟨kib⟩ KiB / gzip: 51.20 KiB\nYour worker has access to the following bindings:\n"
        "- D1 Databases:\n  - DB: thermia-prod (⟨d1⟩)\nUploaded thermia-api (⟨secs⟩ sec)\n"
        "Deployed thermia-api triggers (0.91 sec)\n  https://api.thermia.io/*\n"
        "Current Version ID: ⟨ver⟩",
        '$ op read "op://Infra/stripe-prod/webhook signing secret" | npx wrangler secret put '
        'STRIPE_WEBHOOK_SECRET\n🌀 Creating the secret for the Worker "thermia-api"\n'
        "✨ Success! Uploaded secret STRIPE_WEBHOOK_SECRET\n(version ⟨ver⟩, account ⟨acct⟩)",
    ),
    _cf,
)


def _r2(r: Random) -> dict[str, str]:
    return {
        "acct": hexs(r, 32),
        "pub": hexs(r, 32),
        "etag": hexs(r, 32),
        "etag2": hexs(r, 32) + "-" + str(r.randint(2, 9)),
        "ver": f"3.{r.randint(0, 9)}.{r.randint(0, 30)}",
        "size": str(r.randint(1_200_000, 1_900_000)),
        "ts": stamp(r),
    }


R2_OBJECTS = Kind(
    "r2-object-listing",
    (
        "$ aws s3api list-objects-v2 --bucket thermia-firmware --prefix fw/⟨ver⟩/ "
        '--endpoint-url https://⟨acct⟩.r2.cloudflarestorage.com\n{\n    "Contents": [\n'
        '        {\n            "Key": "fw/⟨ver⟩/thermia-fw.bin",\n'
        '            "LastModified": "⟨ts⟩",\n            "ETag": "\\"⟨etag⟩\\"",\n'
        '            "Size": ⟨size⟩\n        },\n        {\n'
        '            "Key": "fw/⟨ver⟩/thermia-fw.elf",\n            "ETag": "\\"⟨etag2⟩\\""\n'
        "        }\n    ]\n}",
        "Release notes images are served from the public dev URL "
        "https://pub-⟨pub⟩.r2.dev/notes/⟨ver⟩/hero.webp (ETag ⟨etag⟩); the firmware bucket "
        "itself is private.",
    ),
    _r2,
)


def _fly(r: Random) -> dict[str, str]:
    return {
        "m1": hexs(r, 14),
        "m2": hexs(r, 14),
        "dep": ulid(r),
        "d1": hexs(r, 16),
        "d2": hexs(r, 16),
        "d3": hexs(r, 16),
        "n1": f"{slug(r)}-{num(r, 4)}",
        "n2": f"{slug(r)}-{num(r, 4)}",
        "ip": f"fdaa:{r.randint(0, 9)}:{hexs(r, 3)}:a7b:{hexs(r, 3)}:{hexs(r, 4)}:{hexs(r, 4)}:2",
    }


FLY = Kind(
    "fly-machines-secrets",
    (
        "$ fly secrets list -a thermia-ingest\nNAME               \tDIGEST          \tCREATED AT\n"
        "DATABASE_URL       \t⟨d1⟩\t3w ago\nSTRIPE_SECRET_KEY  \t⟨d2⟩\t6d ago\n"
        "SENTRY_AUTH_TOKEN  \t⟨d3⟩\t1h ago",
        "$ fly machines list -a thermia-ingest\nthermia-ingest\nID            \tNAME        "
        "\tSTATE  \tREGION\tIMAGE\n⟨m1⟩\t⟨n1⟩\tstarted\tarn   \t"
        "thermia-ingest:deployment-⟨dep⟩\n⟨m2⟩\t⟨n2⟩\tstopped\tams   \t"
        "thermia-ingest:deployment-⟨dep⟩",
        "Fly: machine ⟨m1⟩ (⟨n1⟩, 6PN ⟨ip⟩) OOM-killed twice; `fly machine restart ⟨m1⟩` and "
        "bumped to shared-cpu-2x. The DIGEST column of `fly secrets list` (⟨d1⟩) is a hash, "
        "not the value.",
    ),
    _fly,
    n=6,
)


def _render(r: Random) -> dict[str, str]:
    return {
        "srv": "srv-" + pick(r, LOWER_ALNUM, 20),
        "dep": "dep-" + pick(r, LOWER_ALNUM, 20),
        "db": "dpg-" + pick(r, LOWER_ALNUM, 20) + "-a",
        "commit": hexs(r, 40),
        "who": person(r),
    }


RENDER = Kind(
    "render-blueprint",
    (
        "services:\n  - type: worker\n    name: thermia-rollups\n    runtime: docker\n"
        "    region: frankfurt\n    envVars:\n      - key: DATABASE_URL\n"
        "        fromDatabase:\n          name: thermia-pg\n          property: "
        "connectionString\n      - key: ANTHROPIC_API_KEY\n        sync: false\n"
        "# service ⟨srv⟩, db ⟨db⟩",
        "Render: rollups worker ⟨srv⟩, deploy ⟨dep⟩ for commit ⟨commit⟩ failed on the "
        "health check; ⟨who⟩ re-ran it from the dashboard. Postgres instance is ⟨db⟩.",
    ),
    _render,
)


def _supabase(r: Random) -> dict[str, str]:
    ref = pick(r, "abcdefghijklmnopqrstuvwxyz", 20)
    iat = int(epoch(r)) - 10**7
    anon = jwt(
        r,
        {"alg": "HS256", "typ": "JWT"},
        {"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": iat + 315360000},
    )
    return {"ref": ref, "anon": anon, "pub": "sb_publishable_" + pick(r, B64URL, 31)}


SUPABASE = Kind(
    "supabase-public-client",
    (
        "NEXT_PUBLIC_SUPABASE_URL=https://⟨ref⟩.supabase.co\n"
        "NEXT_PUBLIC_SUPABASE_ANON_KEY=⟨anon⟩\n# anon role only; RLS does the real work. "
        "service_role lives in Vercel env, never NEXT_PUBLIC_",
        "Supabase project ⟨ref⟩ moved to the new key format: the browser now gets "
        "⟨pub⟩ (publishable, safe in the bundle); the secret key stays server-side.",
    ),
    _supabase,
)


def _neon(r: Random) -> dict[str, str]:
    return {
        "ep": f"ep-{slug(r)}-{pick(r, LOWER_ALNUM, 8)}",
        "br": f"br-{slug(r)}-{pick(r, LOWER_ALNUM, 8)}",
        "proj": f"{slug(r)}-{num(r, 8)}",
        "ts": stamp(r),
        "region": r.choice(("eu-central-1", "us-east-2")),
    }


NEON = Kind(
    "neon-masked-connection",
    (
        "Neon prod pooled URL (password masked — get it with `op read "
        "op://Infra/neon-prod/password`):\n"
        "postgresql://neondb_owner:********@⟨ep⟩-pooler.⟨region⟩.aws.neon.tech/neondb"
        "?sslmode=require",
        "$ neonctl branches list --project-id ⟨proj⟩\n┌──────────────────────────┬──────"
        "─────────┬─────────┬──────────────────────┐\n│ Id                       │ Name   "
        "        │ Default │ Created At           │\n│ ⟨br⟩ │ preview/thr-88 │ false   "
        "│ ⟨ts⟩ │\n└──────────────────────────┴───────────────┴─────────┴───────────"
        "───────────┘",
    ),
    _neon,
)


def _pscale(r: Random) -> dict[str, str]:
    return {
        "br": r.choice(("add-schedules", "drop-legacy-rooms", "idx-readings-ts")),
        "dr": str(r.randint(12, 140)),
        "id": pick(r, LOWER_ALNUM, 12),
        "port": str(r.randint(3306, 3399)),
        "who": person(r),
    }


PLANETSCALE = Kind(
    "planetscale-branch-workflow",
    (
        "$ pscale connect thermia ⟨br⟩ --port ⟨port⟩\nSecure connection to database thermia "
        "and branch ⟨br⟩ is established!.\n\nLocal address to connect your application: "
        "127.0.0.1:⟨port⟩ (press ctrl-c to quit)",
        "PlanetScale: deploy request #⟨dr⟩ from branch ⟨br⟩ (id ⟨id⟩) approved by ⟨who⟩; "
        "local dev uses mysql://root@127.0.0.1:⟨port⟩/thermia through `pscale connect`, "
        "no password involved.",
    ),
    _pscale,
)


def _upstash(r: Random) -> dict[str, str]:
    return {
        "host": f"{slug(r)}-{num(r, 5)}.upstash.io",
        "run": hexs(r, 40),
        "ver": f"7.{r.randint(0, 4)}.{r.randint(0, 9)}",
        "mem": f"{r.randint(2, 90)}.{r.randint(10, 99)}M",
    }


UPSTASH = Kind(
    "upstash-env-reference",
    (
        "UPSTASH_REDIS_REST_URL=https://⟨host⟩\n"
        "UPSTASH_REDIS_REST_TOKEN=${UPSTASH_REDIS_REST_TOKEN:?set from Vercel env}",
        "> INFO server\n# Server\nredis_version:⟨ver⟩\nredis_mode:standalone\n"
        "run_id:⟨run⟩\ntcp_port:6379\n# Memory\nused_memory_human:⟨mem⟩",
    ),
    _upstash,
)


def _auth0(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, ALNUM, 32),
        "uid": "auth0|" + hexs(r, 24),
        "guid": "google-oauth2|" + num(r, 21),
        "log": "900" + num(r, 53),
        "ts": stamp(r),
    }


AUTH0 = Kind(
    "auth0-spa-settings",
    (
        "const auth0 = await createAuth0Client({\n  domain: 'login.thermia.io',\n"
        "  clientId: '⟨cid⟩',\n  authorizationParams: { audience: 'https://api.thermia.io' },"
        "\n});",
        "Auth0 log ⟨log⟩ at ⟨ts⟩: `fp` (failed login, wrong password) for ⟨uid⟩; the same "
        "person also has ⟨guid⟩ — linked accounts, not an attack.",
    ),
    _auth0,
)


def _clerk(r: Random) -> dict[str, str]:
    host = r.choice(("clerk.thermia.io", "clerk.thermia.app", "accounts.thermia.io"))
    return {
        "pk": "pk_" + "live_" + b64_of(host + "$").rstrip("="),
        "user": "user_2" + pick(r, ALNUM, 26),
        "org": "org_2" + pick(r, ALNUM, 26),
        "sess": "sess_2" + pick(r, ALNUM, 26),
    }


CLERK = Kind(
    "clerk-public-ids",
    (
        "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=⟨pk⟩\nCLERK_SECRET_KEY= # from Vercel env, do "
        "not fill in locally",
        "Support ticket: Clerk user ⟨user⟩ (org ⟨org⟩) kept getting signed out; session "
        "⟨sess⟩ was revoked by the device-limit rule.",
    ),
    _clerk,
)


def _stripe(r: Random) -> dict[str, str]:
    return {
        "cus": "cus_" + pick(r, ALNUM, 14),
        "sub": "sub_1" + pick(r, ALNUM, 23),
        "price": "price_1" + pick(r, ALNUM, 23),
        "inv": "in_1" + pick(r, ALNUM, 23),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "req": "req_" + pick(r, ALNUM, 14),
        "we": "we_1" + pick(r, ALNUM, 23),
        "pk": "pk_" + "live_51" + pick(r, ALNUM, 97),
    }


STRIPE_IDS = Kind(
    "stripe-object-ids",
    (
        "Billing bug: customer ⟨cus⟩ on ⟨sub⟩ (price ⟨price⟩) got invoice ⟨inv⟩ twice. "
        "Webhook ⟨we⟩ received ⟨evt⟩ (invoice.paid) twice; request ⟨req⟩.",
        '$ stripe events resend ⟨evt⟩ --webhook-endpoint=⟨we⟩\n{\n  "id": "⟨evt⟩",\n'
        '  "object": "event",\n  "type": "payment_intent.succeeded",\n'
        '  "data": { "object": { "id": "⟨pi⟩", "customer": "⟨cus⟩" } }\n}',
    ),
    _stripe,
    n=6,
)

STRIPE_PK = Kind(
    "stripe-publishable-key",
    (
        "const stripe = await loadStripe('⟨pk⟩'); // publishable, fine in the bundle",
        'Android BuildConfig: STRIPE_PUBLISHABLE_KEY = "⟨pk⟩"; the secret key only '
        "exists on the Worker.",
    ),
    _stripe,
)


def _algolia(r: Random) -> dict[str, str]:
    return {
        "app": pick(r, UPPER_ALNUM, 10),
        "key": hexs(r, 32),
        "obj": "tstat-" + num(r, 6),
        "idx": r.choice(("help_articles", "devices_prod", "rooms_prod")),
    }


ALGOLIA = Kind(
    "algolia-search-only",
    (
        "const searchClient = algoliasearch('⟨app⟩', '⟨key⟩'); // search-only key, "
        "restricted to index ⟨idx⟩",
        "Help-centre search runs on Algolia app ⟨app⟩ with the search-only API key ⟨key⟩ "
        "(public by design); objectID ⟨obj⟩ was stale in ⟨idx⟩.",
    ),
    _algolia,
)


def _mapbox(r: Random) -> dict[str, str]:
    claims = b64url_of(('{"u":"thermia","a":"cl' + pick(r, LOWER_ALNUM, 22) + '"}').encode())
    return {"pk": "pk." + claims + "." + pick(r, B64URL, 22), "style": pick(r, LOWER_ALNUM, 25)}


MAPBOX = Kind(
    "mapbox-public-token",
    (
        "<key>MBXAccessToken</key>\n<string>⟨pk⟩</string>",
        "Android res/values/mapbox_access_token.xml holds the public token ⟨pk⟩ "
        "(URL-restricted, styles:read only); style mapbox://styles/thermia/⟨style⟩.",
    ),
    _mapbox,
)


def _sentry(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 32),
        "org": "o" + num(r, 7),
        "proj": num(r, 7),
        "evt": hexs(r, 32),
        "short": "THERMIA-WEB-" + pick(r, UPPER_ALNUM, 3),
        "rel": f"thermia-android@3.{r.randint(0, 9)}.{r.randint(0, 9)}+{r.randint(300, 500)}",
    }


SENTRY = Kind(
    "sentry-dsn-and-events",
    (
        "Sentry.init({ dsn: 'https://⟨key⟩@⟨org⟩.ingest.de.sentry.io/⟨proj⟩', "
        "tracesSampleRate: 0.2 }) — the DSN is meant to be public.",
        "Sentry ⟨short⟩ (event ⟨evt⟩, release ⟨rel⟩): hydration mismatch on /devices; "
        "started after the tz fix.",
    ),
    _sentry,
)


def _firebase(r: Random) -> dict[str, str]:
    pn = num(r, 12)
    return {
        "pn": pn,
        "app": f"1:{pn}:android:{hexs(r, 16)}",
        "ios": f"1:{pn}:ios:{hexs(r, 16)}",
        "key": "AI" + "za" + pick(r, B64URL, 35),
    }


FIREBASE = Kind(
    "firebase-client-config",
    (
        '{\n  "project_info": {\n    "project_number": "⟨pn⟩",\n'
        '    "project_id": "thermia-prod",\n    "storage_bucket": "thermia-prod.appspot.com"\n'
        '  },\n  "client": [ {\n    "client_info": { "mobilesdk_app_id": "⟨app⟩" },\n'
        '    "api_key": [ { "current_key": "⟨key⟩" } ]\n  } ]\n}',
        "GoogleService-Info.plist: GOOGLE_APP_ID ⟨ios⟩, GCM_SENDER_ID ⟨pn⟩, API_KEY ⟨key⟩ "
        "(a Firebase client identifier, restricted to the iOS bundle id).",
    ),
    _firebase,
)


def _crash(r: Random) -> dict[str, str]:
    return {
        "issue": hexs(r, 32),
        "sess": uhex(r, 32),
        "line": str(r.randint(40, 400)),
        "slot": str(r.randint(7, 12)),
        "ver": f"3.{r.randint(0, 9)}.{r.randint(0, 9)} ({r.randint(300, 500)})",
    }


CRASHLYTICS = Kind(
    "crashlytics-stack-trace",
    (
        "Fatal Exception: java.lang.IllegalStateException: Schedule slot ⟨slot⟩ out of "
        "range\n       at io.thermia.app.schedule.ScheduleViewModel.applySlot("
        "ScheduleViewModel.kt:⟨line⟩)\n       at io.thermia.app.schedule.ScheduleScreenKt"
        "$ScheduleGrid$1.invoke(ScheduleScreen.kt:88)\n       at androidx.compose.runtime."
        "internal.ComposableLambdaImpl.invoke(ComposableLambda.jvm.kt:109)",
        "Crashlytics issue ⟨issue⟩ — ⟨ver⟩ only, session ⟨sess⟩ shows the slot index "
        "coming straight from the shadow delta.",
    ),
    _crash,
)


def _integrity(r: Random) -> dict[str, str]:
    return {
        "hash": b64url(r, 32),
        "ms": epoch(r) + num(r, 3),
        "digest": b64url(r, 32),
        "vc": str(r.randint(300, 500)),
        "nonce": b64url(r, 24),
    }


PLAY_INTEGRITY = Kind(
    "play-integrity-verdict",
    (
        '{\n  "requestDetails": {\n    "requestPackageName": "io.thermia.app",\n'
        '    "requestHash": "⟨hash⟩",\n    "timestampMillis": "⟨ms⟩"\n  },\n'
        '  "appIntegrity": {\n    "appRecognitionVerdict": "PLAY_RECOGNIZED",\n'
        '    "packageName": "io.thermia.app",\n    "certificateSha256Digest": [ "⟨digest⟩" ],\n'
        '    "versionCode": "⟨vc⟩"\n  },\n  "deviceIntegrity": { "deviceRecognitionVerdict": '
        '[ "MEETS_DEVICE_INTEGRITY" ] }\n}',
        "App Check / Play Integrity: verdicts for versionCode ⟨vc⟩ carry "
        "certificateSha256Digest ⟨digest⟩ (our upload cert) and nonce ⟨nonce⟩.",
    ),
    _integrity,
)


def _codesign(r: Random) -> dict[str, str]:
    return {
        "team": pick(r, UPPER_ALNUM, 10),
        "cd": hexs(r, 40),
        "id": uhex(r, 40),
        "prof": uuid4(r).upper(),
        "who": r.choice(("Linh Tran", "Sam Okafor", "Mei Chen")),
    }


IOS_SIGN = Kind(
    "ios-codesign-info",
    (
        "$ codesign -dv --verbose=4 build/Thermia.app 2>&1 | grep -E 'CDHash|Authority|Team'\n"
        "CDHash=⟨cd⟩\nAuthority=Apple Distribution: Thermia Oy (⟨team⟩)\n"
        "Authority=Apple Worldwide Developer Relations Certification Authority\n"
        "TeamIdentifier=⟨team⟩",
        '$ security find-identity -v -p codesigning\n  1) ⟨id⟩ "Apple Development: ⟨who⟩ '
        '(⟨team⟩)"\n     1 valid identities found\n# provisioning profile ⟨prof⟩',
    ),
    _codesign,
)


def _until(r: Random) -> str:
    year, dom = r.randint(2051, 2056), r.randint(1, 28)
    return f"{weekday(year, 3, dom)}, {dom} March {year}"


def _android(r: Random) -> dict[str, str]:
    return {
        "md5": colon_hex(r, 16),
        "sha1": colon_hex(r, 20),
        "sha256": colon_hex(r, 32),
        "until": _until(r),
    }


ANDROID_SIGN = Kind(
    "android-signing-report",
    (
        "> Task :app:signingReport\nVariant: release\nConfig: release\nStore: "
        "/builds/thermia/android/keystore/upload.jks\nAlias: upload\nMD5: ⟨md5⟩\nSHA1: ⟨sha1⟩\n"
        "SHA-256: ⟨sha256⟩\nValid until: ⟨until⟩",
        "Upload-key SHA-256 for Firebase App Check and assetlinks.json: ⟨sha256⟩ "
        "(SHA-1 ⟨sha1⟩). Keystore passwords are CI variables, not in the repo.",
    ),
    _android,
)


def _llm(r: Random) -> dict[str, str]:
    return {
        "oreq": "req_" + hexs(r, 32),
        "org": "org-" + pick(r, ALNUM, 24),
        "proj": "proj_" + pick(r, ALNUM, 24),
        "cmpl": "chatcmpl-" + pick(r, ALNUM, 29),
        "areq": "req_011C" + pick(r, ALNUM, 20),
        "msg": "msg_01" + pick(r, ALNUM, 22),
        "aorg": uuid4(r),
    }


LLM_IDS = Kind(
    "llm-api-request-ids",
    (
        "< HTTP/2 429\n< x-request-id: ⟨oreq⟩\n< openai-organization: ⟨org⟩\n"
        "< openai-project: ⟨proj⟩\n< x-ratelimit-remaining-tokens: 0\n< retry-after: 12",
        "Anthropic call for the support-summary job failed with overloaded_error; "
        "request-id ⟨areq⟩, last good message ⟨msg⟩, org ⟨aorg⟩.",
        "Comfort-model eval: OpenAI ⟨cmpl⟩ vs Claude ⟨msg⟩ on the same prompt — keys come "
        "from OPENAI_API_KEY / ANTHROPIC_API_KEY in the job env.",
    ),
    _llm,
    n=6,
)


def _hf(r: Random) -> dict[str, str]:
    return {
        "rev": hexs(r, 40),
        "sha": hexs(r, 64),
        "model": r.choice(("Qwen/Qwen2.5-0.5B-Instruct", "sentence-transformers/all-MiniLM-L6-v2")),
        "mb": str(r.randint(80, 990)),
    }


HUGGINGFACE = Kind(
    "huggingface-pinned-revision",
    (
        'model = AutoModel.from_pretrained("⟨model⟩", revision="⟨rev⟩", '
        'token=os.environ.get("HF_TOKEN"))',
        "$ huggingface-cli download ⟨model⟩ model.safetensors --revision ⟨rev⟩\n"
        "Fetching 1 files: 100%|██████████| 1/1\n"
        "~/.cache/huggingface/hub/blobs/⟨sha⟩ (⟨mb⟩ MB)",
    ),
    _hf,
)


def _wandb(r: Random) -> dict[str, str]:
    return {
        "run": pick(r, LOWER_ALNUM, 8),
        "name": f"{slug(r)}-{r.randint(1, 90)}",
        "dig": hexs(r, 32),
        "stamp": f"202603{r.randint(1, 31):02d}_{clock(r).replace(':', '')}",
        "ver": f"v{r.randint(1, 40)}",
    }


WANDB = Kind(
    "wandb-run-output",
    (
        "wandb: Currently logged in as: priya-thermia (thermia-ml). Use `wandb login "
        "--relogin` to force relogin\nwandb: Run data is saved locally in "
        "wandb/run-⟨stamp⟩-⟨run⟩\nwandb: Syncing run ⟨name⟩\nwandb: 🚀 View run at "
        "https://wandb.ai/thermia-ml/comfort-model/runs/⟨run⟩",
        "Best comfort model so far: W&B run ⟨run⟩ (⟨name⟩), artifact "
        "comfort-model:⟨ver⟩ digest ⟨dig⟩.",
    ),
    _wandb,
)


def _linear(r: Random) -> dict[str, str]:
    return {
        "iss": f"THR-{r.randint(100, 999)}",
        "uuid": uuid4(r),
        "page": hexs(r, 32),
        "db": hexs(r, 32),
        "title": r.choice(("OTA-rollback", "Cert-rotation", "LoRa-onboarding")),
    }


LINEAR_NOTION = Kind(
    "linear-notion-links",
    (
        "Tracking in ⟨iss⟩ (Linear id ⟨uuid⟩); runbook: "
        "https://www.notion.so/thermia/Runbook-⟨title⟩-⟨page⟩",
        "Notion DB ⟨db⟩ is the source for the status page; the Linear webhook for ⟨iss⟩ posts "
        "into it via the integration (token lives in Worker secrets).",
    ),
    _linear,
)


def _discord(r: Random) -> dict[str, str]:
    return {
        "app": snowflake(r),
        "pub": hexs(r, 64),
        "guild": snowflake(r),
        "chan": snowflake(r),
        "sig": hexs(r, 128),
        "ts": epoch(r),
    }


DISCORD = Kind(
    "discord-app-public",
    (
        "Discord bot: application id ⟨app⟩, interactions public key ⟨pub⟩ (Ed25519, used "
        "only to verify requests), posts alerts to channel ⟨chan⟩ in guild ⟨guild⟩.",
        "POST /interactions\nX-Signature-Ed25519: ⟨sig⟩\nX-Signature-Timestamp: ⟨ts⟩\n\n"
        '{"type":1,"application_id":"⟨app⟩"}',
    ),
    _discord,
)


def _http(r: Random) -> dict[str, str]:
    return {
        "thing": "tstat-v3-" + uhex(r, 12),
        "ray": hexs(r, 16) + "-ARN",
        "rid": uuid4(r),
        "etag": hexs(r, 16),
        "trace": f"00-{hexs(r, 32)}-{hexs(r, 16)}-01",
        "vid": f"arn1::iad1::{pick(r, LOWER_ALNUM, 5)}-{num(r, 13)}-{hexs(r, 12)}",
    }


HTTP_REDACTED = Kind(
    "http-exchange-redacted",
    (
        "> PUT /v1/devices/⟨thing⟩/schedule HTTP/2\n> Host: api.thermia.io\n"
        "> Authorization: Bearer [REDACTED]\n> traceparent: ⟨trace⟩\n>\n< HTTP/2 204\n"
        '< cf-ray: ⟨ray⟩\n< x-request-id: ⟨rid⟩\n< etag: W/"⟨etag⟩"',
        "Vercel function log: x-vercel-id ⟨vid⟩, upstream x-request-id ⟨rid⟩, cf-ray ⟨ray⟩ — "
        "the 502 came from the Worker, not Vercel.",
    ),
    _http,
)


CLOUD: tuple[Kind, ...] = (
    VERCEL,
    WRANGLER_TOML,
    WRANGLER_OUT,
    R2_OBJECTS,
    FLY,
    RENDER,
    SUPABASE,
    NEON,
    PLANETSCALE,
    UPSTASH,
    AUTH0,
    CLERK,
    STRIPE_IDS,
    STRIPE_PK,
    ALGOLIA,
    MAPBOX,
    SENTRY,
    FIREBASE,
    CRASHLYTICS,
    PLAY_INTEGRITY,
    IOS_SIGN,
    ANDROID_SIGN,
    LLM_IDS,
    HUGGINGFACE,
    WANDB,
    LINEAR_NOTION,
    DISCORD,
    HTTP_REDACTED,
)

__all__ = ["CLOUD"]
