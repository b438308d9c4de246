"""Benign look-alikes from a startup full-stack developer's notes: Next.js, Supabase,
Firebase, Stripe, Vercel. Public-by-design client identifiers live here too."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike8.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    LOWER,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    clock,
    day,
    hexs,
    json_b64url,
    num,
    pick,
    uuid4,
)

PK = "pk" + "_"
FIREBASE_KEY = "AI" + "za"


def _stripe_ids(r: Random) -> dict[str, str]:
    return {
        "cus": "cus_" + pick(r, ALNUM, 14),
        "sub": "sub_" + pick(r, ALNUM, 24),
        "pi": "pi_" + pick(r, ALNUM, 24),
        "evt": "evt_" + pick(r, ALNUM, 24),
        "we": "we_" + pick(r, ALNUM, 24),
        "price1": "price_" + pick(r, ALNUM, 24),
        "price2": "price_" + pick(r, ALNUM, 24),
        "prod": "prod_" + pick(r, ALNUM, 14),
        "in": "in_" + pick(r, ALNUM, 24),
        "t": clock(r),
    }


STRIPE_IDS = Kind(
    "stripe-object-ids",
    (
        "Customer ⟨cus⟩ has two subscriptions (⟨sub⟩ is the live one); the refund went "
        "through on ⟨pi⟩.",
        '{"id": "⟨evt⟩", "type": "invoice.paid", "data": {"object": {"id": "⟨in⟩", '
        '"customer": "⟨cus⟩", "subscription": "⟨sub⟩"}}}',
        "$ stripe events resend ⟨evt⟩ --webhook-endpoint=⟨we⟩",
        "Pricing ids for the checkout page: monthly=⟨price1⟩, yearly=⟨price2⟩ (product ⟨prod⟩).",
        "⟨t⟩   --> invoice.payment_failed [⟨evt⟩]\n⟨t⟩  <--  [200] POST "
        "http://localhost:3000/api/webhooks/stripe [⟨evt⟩]",
        "Look at https://dashboard.stripe.com/test/payments/⟨pi⟩ - the 3DS step failed for ⟨cus⟩.",
    ),
    _stripe_ids,
)

STRIPE_PUBLISHABLE = Kind(
    "stripe-publishable-key",
    (
        "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
        "const stripePromise = loadStripe('⟨pk⟩');",
        "The publishable key on the pricing page is ⟨pk⟩ - it ships to the browser, so it "
        "is fine in the bundle.",
        "# vercel env ls (preview)\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY  ⟨pk⟩  Preview",
    ),
    lambda r: {"pk": PK + r.choice(("live", "test")) + "_51" + pick(r, ALNUM, 97)},
)

STRIPE_TEST_CARDS = Kind(
    "stripe-test-cards",
    (
        "Checkout e2e uses card 4242 4242 4242 4242, any future expiry, any CVC; order "
        "#⟨order⟩ went through.",
        "3DS path: 4000 0025 0000 3155 triggers the challenge modal (tested on order ⟨order⟩).",
        "Decline test: 4000000000009995 -> insufficient_funds, seen in run ⟨run⟩.",
        "| card | outcome |\n|---|---|\n| 4000000000000002 | card_declined |\n"
        "| 4000000000000069 | expired_card |\n(run ⟨run⟩)",
        "playwright fixture: fill('#cardnumber', '4242424242424242') then await "
        "expect(page).toHaveURL(/success\\?order=⟨order⟩/)",
    ),
    lambda r: {"order": num(r, 6), "run": num(r, 10)},
    n=5,
)


def _supabase(r: Random) -> dict[str, str]:
    return {
        "ref": pick(r, LOWER, 20),
        "stamp": f"2025{r.randint(1, 12):02d}{r.randint(1, 28):02d}{num(r, 6)}",
        "table": r.choice(("profiles", "orders", "invites", "team_members", "audit_log")),
    }


SUPABASE_REFS = Kind(
    "supabase-project-refs",
    (
        "NEXT_PUBLIC_SUPABASE_URL=https://⟨ref⟩.supabase.co",
        "$ supabase link --project-ref ⟨ref⟩\nFinished supabase link.",
        "New migration: supabase/migrations/⟨stamp⟩_rls_on_⟨table⟩.sql (pushed to ⟨ref⟩).",
        "Direct host is db.⟨ref⟩.supabase.co:5432; the pooler is on 6543. Password comes from "
        "the dashboard, never from this note.",
        "Edge function URL: https://⟨ref⟩.supabase.co/functions/v1/sync-⟨table⟩",
    ),
    _supabase,
)


def _supabase_public(r: Random) -> dict[str, str]:
    ref = pick(r, LOWER, 20)
    iat = int(num(r, 10))
    header = json_b64url({"alg": "HS256", "typ": "JWT"})
    payload = json_b64url(
        {"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": iat + 315360000}
    )
    return {
        "ref": ref,
        "anon": f"{header}.{payload}.{b64url(r, 32)}",
        "pub": "sb_" + "publishable_" + pick(r, B64URL, 22) + "_" + pick(r, B64URL, 8),
    }


SUPABASE_PUBLIC = Kind(
    "supabase-public-client-keys",
    (
        "NEXT_PUBLIC_SUPABASE_ANON_KEY=⟨anon⟩",
        "createClient('https://⟨ref⟩.supabase.co', '⟨pub⟩')",
        "Switched the browser client to the new publishable key ⟨pub⟩ (RLS still guards every "
        "table).",
        "anon key for ⟨ref⟩ (role=anon, safe in the client bundle):\n⟨anon⟩",
    ),
    _supabase_public,
    n=4,
)


def _firebase_web(r: Random) -> dict[str, str]:
    project = r.choice(("acme", "lumen", "petpal", "tally", "orbit")) + "-" + pick(r, DIGITS, 5)
    sender = num(r, 12)
    return {
        "key": FIREBASE_KEY + "Sy" + pick(r, B64URL, 33),
        "project": project,
        "sender": sender,
        "app": f"1:{sender}:web:{hexs(r, 22)}",
        "mid": "G-" + pick(r, UPPER_ALNUM, 10),
    }


FIREBASE_WEB_CONFIG = Kind(
    "firebase-web-config",
    (
        'const firebaseConfig = {\n  apiKey: "⟨key⟩",\n  authDomain: "⟨project⟩.firebaseapp'
        '.com",\n  projectId: "⟨project⟩",\n  messagingSenderId: "⟨sender⟩",\n  appId: "⟨app⟩",'
        '\n  measurementId: "⟨mid⟩"\n};',
        "NEXT_PUBLIC_FIREBASE_API_KEY=⟨key⟩\nNEXT_PUBLIC_FIREBASE_APP_ID=⟨app⟩",
        "Firebase web apiKey ⟨key⟩ is only a project identifier; access is enforced by the "
        "security rules of ⟨project⟩.",
        "appId ⟨app⟩ / measurementId ⟨mid⟩ belong to the marketing site, not the dashboard.",
    ),
    _firebase_web,
    n=4,
)


def _vercel(r: Random) -> dict[str, str]:
    team = r.choice(("acme", "northwind", "lumen-labs", "pixel"))
    app = r.choice(("web", "dashboard", "docs", "marketing"))
    return {
        "dpl": "dpl_" + pick(r, ALNUM, 28),
        "team": team,
        "app": app,
        "hash": pick(r, LOWER_ALNUM, 9),
        "branch": r.choice(("feat-billing", "fix-auth-loop", "chore-deps", "onboarding-v2")),
        "vid": "iad1::" + pick(r, LOWER_ALNUM, 5) + "-" + num(r, 13) + "-" + hexs(r, 12),
    }


VERCEL_IDS = Kind(
    "vercel-deployment-ids",
    (
        "$ vercel inspect ⟨dpl⟩\n  id\t\t⟨dpl⟩\n  name\t⟨app⟩\n  target\tpreview",
        "Preview for the branch: https://⟨app⟩-git-⟨branch⟩-⟨team⟩.vercel.app",
        "Broken build is https://⟨app⟩-⟨hash⟩-⟨team⟩.vercel.app (⟨dpl⟩), promoted the previous "
        "one.",
        "x-vercel-id: ⟨vid⟩ on the 504 - the function hit its 10s limit.",
        "Rolled back: vercel rollback ⟨dpl⟩ --scope ⟨team⟩",
    ),
    _vercel,
)


def _next_build(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 16),
        "h2": hexs(r, 16),
        "h3": hexs(r, 16),
        "bid": pick(r, B64URL, 21),
        "kb": str(r.randint(80, 260)),
    }


NEXT_BUILD_HASHES = Kind(
    "nextjs-build-hashes",
    (
        "○ /pricing  2.1 kB  ⟨kb⟩ kB\n+ First Load JS shared by all  ⟨kb⟩ kB\n"
        "  ├ chunks/framework-⟨h1⟩.js  44.8 kB\n  └ chunks/main-⟨h2⟩.js  32.1 kB",
        "Cached asset that 404s after deploy: /_next/static/chunks/app/page-⟨h3⟩.js",
        "cat .next/BUILD_ID -> ⟨bid⟩ (matches the one in the HTML)",
        "Hydration error only on /_next/static/chunks/pages/_app-⟨h1⟩.js from build ⟨bid⟩.",
    ),
    _next_build,
    n=5,
)


def _sentry_dsn(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 32),
        "org": num(r, 6),
        "proj": num(r, 7),
        "event": hexs(r, 32),
        "issue": num(r, 10),
    }


SENTRY_DSN = Kind(
    "sentry-dsn-and-events",
    (
        "NEXT_PUBLIC_SENTRY_DSN=https://⟨key⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩",
        "Sentry.init({ dsn: 'https://⟨key⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩', tracesSampleRate: "
        "0.2 })",
        "Same TypeError as https://acme.sentry.io/issues/⟨issue⟩/events/⟨event⟩/",
        "event_id ⟨event⟩ is the one with the broken breadcrumb trail.",
    ),
    _sentry_dsn,
    n=5,
)

SRI_CSP = Kind(
    "sri-and-csp-hashes",
    (
        '<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js" '
        'integrity="sha384-⟨h384⟩" crossorigin="anonymous"></script>',
        "Content-Security-Policy: script-src 'self' 'sha256-⟨h256⟩'; object-src 'none'",
        "CSP blocked the inline theme script; added 'sha256-⟨h256⟩' to next.config.js headers.",
        "Refused to execute inline script because it violates the following Content Security "
        "Policy directive: \"script-src 'self'\". Either the 'unsafe-inline' keyword, a hash "
        "('sha256-⟨h256⟩'), or a nonce is required.",
    ),
    lambda r: {"h384": b64(r, 48), "h256": b64(r, 32)},
    n=5,
)


def _npm_lock(r: Random) -> dict[str, str]:
    name = r.choice(("zod", "clsx", "swr", "nanoid", "date-fns", "lucide-react", "tailwind-merge"))
    return {
        "name": name,
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
        "sri": b64(r, 64),
        "sha1": hexs(r, 40),
        "yarn": hexs(r, 128),
    }


NPM_LOCK = Kind(
    "npm-lockfile-integrity",
    (
        '"node_modules/⟨name⟩": {\n  "version": "⟨ver⟩",\n  "resolved": '
        '"https://registry.npmjs.org/⟨name⟩/-/⟨name⟩-⟨ver⟩.tgz",\n  "integrity": "sha512-⟨sri⟩"\n}',
        "⟨name⟩@⟨ver⟩:\n  resolution: {integrity: sha512-⟨sri⟩}",
        '"⟨name⟩@npm:^⟨ver⟩":\n  version: ⟨ver⟩\n  resolution: "⟨name⟩@npm:⟨ver⟩"\n'
        "  checksum: 10c0/⟨yarn⟩",
        "npm ERR! code EINTEGRITY\nnpm ERR! sha512-⟨sri⟩ integrity checksum failed when using "
        "sha1: wanted sha1-⟨sha1⟩",
    ),
    _npm_lock,
    n=5,
)

ENV_REFERENCES = Kind(
    "env-var-references",
    (
        "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '⟨api⟩' });",
        "# .env.example\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nSUPABASE_SERVICE_ROLE_KEY=\n"
        "NEXT_PUBLIC_APP_URL=http://localhost:⟨port⟩",
        "- run: vercel deploy --prebuilt --token=${{ secrets.VERCEL_TOKEN }}  # step ⟨step⟩",
        "$ vercel env add STRIPE_WEBHOOK_SECRET production\n? What's the value of "
        "STRIPE_WEBHOOK_SECRET? [hidden]\nAdded Environment Variable to Project (⟨step⟩)",
        "if (!process.env.SUPABASE_SERVICE_ROLE_KEY) throw new Error('missing service role "
        "key'); // server only, port ⟨port⟩",
        "Remember: NEXTAUTH_SECRET must be set in Vercel for production or sessions break "
        "(incident ⟨step⟩).",
    ),
    lambda r: {
        "api": f"2025-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}.acacia",
        "port": str(r.randint(3000, 3999)),
        "step": num(r, 4),
    },
)


def _google_oauth(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
        "port": str(r.randint(3000, 3999)),
    }


GOOGLE_OAUTH_CLIENT_ID = Kind(
    "google-oauth-client-id",
    (
        "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=  # from the Cloud console, not here",
        '<meta name="google-signin-client_id" content="⟨cid⟩">',
        "redirect_uri_mismatch for client ⟨cid⟩ - add http://localhost:⟨port⟩/api/auth/"
        "callback/google",
        "One Tap: google.accounts.id.initialize({ client_id: '⟨cid⟩', callback })",
    ),
    _google_oauth,
    n=4,
)


def _analytics(r: Random) -> dict[str, str]:
    return {
        "phc": "ph" + "c_" + pick(r, ALNUM, 43),
        "seg": pick(r, ALNUM, 32),
        "mix": hexs(r, 32),
        "ga": "G-" + pick(r, UPPER_ALNUM, 10),
    }


ANALYTICS_PUBLIC = Kind(
    "analytics-public-project-keys",
    (
        "posthog.init('⟨phc⟩', { api_host: 'https://eu.i.posthog.com' })",
        "NEXT_PUBLIC_POSTHOG_KEY=⟨phc⟩\nNEXT_PUBLIC_GA_ID=⟨ga⟩",
        'analytics.load("⟨seg⟩"); // Segment write key, shipped in the browser snippet',
        "mixpanel.init('⟨mix⟩', { track_pageview: true }); // project token, public",
        "Dashboards: GA property ⟨ga⟩ and PostHog project key ⟨phc⟩ both point at prod.",
    ),
    _analytics,
)

ALGOLIA_SEARCH = Kind(
    "algolia-search-only-key",
    (
        "const client = algoliasearch('⟨app⟩', '⟨key⟩'); // search-only key",
        "NEXT_PUBLIC_ALGOLIA_APP_ID=⟨app⟩\nNEXT_PUBLIC_ALGOLIA_SEARCH_KEY=⟨key⟩",
        "DocSearch config: appId ⟨app⟩, apiKey ⟨key⟩ (search-only, from the DocSearch email), "
        "indexName docs",
        "POST https://⟨app⟩-dsn.algolia.net/1/indexes/*/queries?x-algolia-application-id=⟨app⟩ "
        "-> 200 in ⟨ms⟩ms",
    ),
    lambda r: {"app": pick(r, UPPER_ALNUM, 10), "key": hexs(r, 32), "ms": str(r.randint(9, 90))},
    n=4,
)


def _mapbox(r: Random) -> dict[str, str]:
    user = r.choice(("acme-maps", "lumenlabs", "fleetview", "tally-app"))
    return {
        "tok": "pk."
        + json_b64url({"u": user, "a": "cl" + pick(r, LOWER_ALNUM, 23)})
        + "."
        + pick(r, B64URL, 22),
        "user": user,
    }


MAPBOX_PUBLIC = Kind(
    "mapbox-public-token",
    (
        "mapboxgl.accessToken = '⟨tok⟩';",
        "NEXT_PUBLIC_MAPBOX_TOKEN=⟨tok⟩  # public token, URL-restricted to our domains",
        "Style URL mapbox://styles/⟨user⟩/streets-v12 works with the default public token ⟨tok⟩",
        '<Map mapboxAccessToken="⟨tok⟩" initialViewState={{ zoom: 11 }} />',
    ),
    _mapbox,
    n=4,
)


def _fire_ids(r: Random) -> dict[str, str]:
    return {
        "doc": pick(r, ALNUM, 20),
        "push": "-N" + pick(r, B64URL, 18),
        "uid": pick(r, ALNUM, 28),
        "col": r.choice(("users", "orders", "chats", "devices")),
    }


FIRESTORE_IDS = Kind(
    "firestore-document-ids",
    (
        "Broken doc: /⟨col⟩/⟨doc⟩ has createdAt as a string.",
        "db.collection('⟨col⟩').doc('⟨doc⟩').get() returns exists=false under the emulator.",
        "RTDB push id ⟨push⟩ sorts before the older one - clock skew on the client.",
        "Auth user ⟨uid⟩ owns /⟨col⟩/⟨doc⟩; the rule checks request.auth.uid == resource.data"
        ".owner.",
        "firebase firestore:delete /⟨col⟩/⟨doc⟩ --recursive  (uid ⟨uid⟩ asked for deletion)",
    ),
    _fire_ids,
)


def _req_ids(r: Random) -> dict[str, str]:
    return {
        "rid": uuid4(r),
        "ray": hexs(r, 16) + "-" + r.choice(("FRA", "IAD", "SJC", "LHR", "NRT")),
        "etag": hexs(r, 32),
        "trace": f"00-{hexs(r, 32)}-{hexs(r, 16)}-01",
        "d": day(r),
    }


HTTP_RESPONSE_IDS = Kind(
    "http-response-ids",
    (
        "HTTP/2 502\ncontent-type: text/html\ncf-ray: ⟨ray⟩\nx-request-id: ⟨rid⟩",
        'HTTP/1.1 304 Not Modified\nETag: W/"⟨etag⟩"\nCache-Control: public, max-age=0, '
        "must-revalidate",
        "traceparent: ⟨trace⟩ - the span stops at the edge middleware.",
        "Support ticket from ⟨d⟩ quotes request id ⟨rid⟩; the ray id was ⟨ray⟩.",
        "curl -sI https://app.example.com/api/health | grep -i etag  # ⟨etag⟩",
    ),
    _req_ids,
)

WEB: tuple[Kind, ...] = (
    STRIPE_IDS,
    STRIPE_PUBLISHABLE,
    STRIPE_TEST_CARDS,
    SUPABASE_REFS,
    SUPABASE_PUBLIC,
    FIREBASE_WEB_CONFIG,
    VERCEL_IDS,
    NEXT_BUILD_HASHES,
    SENTRY_DSN,
    SRI_CSP,
    NPM_LOCK,
    ENV_REFERENCES,
    GOOGLE_OAUTH_CLIENT_ID,
    ANALYTICS_PUBLIC,
    ALGOLIA_SEARCH,
    MAPBOX_PUBLIC,
    FIRESTORE_IDS,
    HTTP_RESPONSE_IDS,
)
