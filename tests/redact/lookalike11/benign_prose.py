"""Benign look-alikes in prose and small snippets: the words password / secret / token / key
without a value (English, Finnish, Czech, Hungarian, Greek, Vietnamese, Hindi), placeholders,
masked values, environment references, ids, hashes, base64 data, public JWKS, chat,
postmortems and runbooks."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike11.gen import (
    ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    clock,
    day,
    hexs,
    num,
    person,
    pick,
    serial,
    uhex,
    uuid4,
)


def _prose(r: Random) -> dict[str, str]:
    return {
        "who": person(r),
        "d": day(r),
        "tkt": f"THR-{r.randint(100, 999)}",
        "ssid": r.choice(("thermia-lab", "thermia-lab-5g", "bench-iot")),
        "env": r.choice(("staging", "prod", "preview")),
        "br": r.choice(("add-schedules", "idx-readings-ts", "drop-legacy-rooms")),
        "file": r.choice(("auth/session.ts", "sync/ShadowClient.kt", "PairingView.swift")),
        "days": str(r.choice((30, 60, 90))),
    }


PROSE_EN = Kind(
    "password-prose-english",
    (
        "Rotated the Neon prod password on ⟨d⟩ after ⟨who⟩'s laptop went missing; the new "
        "one is only in 1Password (Infra/neon-prod). ⟨tkt⟩.",
        "Auth0 password-reset mails go through our own SMTP; when they stop, first check "
        "whether the SMTP password expired (it rotates every ⟨days⟩ days).",
        "Never put the MQTT password in sdkconfig.defaults — it ends up in the build "
        "artifacts. Per-device credentials live in the encrypted NVS partition (⟨tkt⟩).",
        "Secret scanning flagged the word `token` in src/⟨file⟩ — false alarm, it was the "
        "variable name refreshToken, not a value. ⟨who⟩ added an allowlist entry.",
    ),
    _prose,
    n=6,
)

PROSE_FI = Kind(
    "password-prose-finnish",
    (
        "⟨who⟩ vaihtoi Neonin tuotantokannan salasanan ⟨d⟩. Uusi salasana on vain "
        "1Passwordissa (Infra/neon-prod) — älä liitä sitä Slackiin. Tiketti ⟨tkt⟩.",
        "Muistiinpano: MQTT-välittäjän salasanat luodaan laitekohtaisesti "
        "mosquitto_passwd-työkalulla; tehdaslinjalla ei käsitellä selväkielisiä salasanoja. "
        "(⟨tkt⟩)",
        "Testilaboratorion Wi-Fi-verkon ⟨ssid⟩ salasana vaihtuu joka kuun ensimmäisenä "
        "päivänä. Kysy ⟨who⟩:lta tai katso 1Passwordista.",
    ),
    _prose,
)

PROSE_CS = Kind(
    "password-prose-czech",
    (
        "⟨who⟩ dne ⟨d⟩ vyměnil API klíč pro Stripe; nový klíč je jen v 1Passwordu a ve "
        "Vercel env, do poznámek ho nepiš. Ticket ⟨tkt⟩.",
        "Heslo k databázi PlanetScale se do repozitáře nikdy neukládá — `pscale connect` "
        "otevře tunel a heslo vůbec nepotřebuješ. Větev ⟨br⟩.",
        "Pozor: tenant token pro Mender je v sops souboru deploy/⟨env⟩.enc.yaml, ne v .env. "
        "Zkontrolováno ⟨d⟩.",
    ),
    _prose,
)

PROSE_HU = Kind(
    "password-prose-hungarian",
    (
        "⟨who⟩ ⟨d⟩-én lecserélte a Supabase service_role kulcsot; az új kulcs csak a Vercel "
        "környezeti változói között van. Jegy: ⟨tkt⟩.",
        "Az Auth0 jelszó-visszaállító levele a(z) ⟨env⟩ környezetben lejárt linket küldött — "
        "jelszó nem szivárgott ki, csak a sablon volt hibás.",
        "Emlékeztető: a Wi-Fi jelszót a telepítő a BLE-provisioning közben adja meg, az "
        "eszköz titkosított NVS-ében tárolódik. (⟨tkt⟩)",
    ),
    _prose,
)

PROSE_EL = Kind(
    "password-prose-greek",
    (
        "Ο/Η ⟨who⟩ άλλαξε τον κωδικό πρόσβασης της βάσης Neon στις ⟨d⟩· ο νέος κωδικός "
        "υπάρχει μόνο στο 1Password (Infra/neon-prod). Εισιτήριο ⟨tkt⟩.",
        "Σημείωση: το token του Discord bot ανανεώθηκε μετά το περιστατικό της ⟨d⟩· ποτέ "
        "μην το επικολλάς σε κανάλι ή σε στιγμιότυπο οθόνης.",
        "Το κλειδί API της OpenAI για το περιβάλλον ⟨env⟩ διαβάζεται από τη μεταβλητή "
        "OPENAI_API_KEY· στο αποθετήριο δεν υπάρχει κανένα μυστικό (⟨tkt⟩).",
    ),
    _prose,
)

PROSE_VI = Kind(
    "password-prose-vietnamese",
    (
        "⟨who⟩ đã đổi mật khẩu cơ sở dữ liệu Neon vào ngày ⟨d⟩; mật khẩu mới chỉ lưu trong "
        "1Password (Infra/neon-prod). Ticket ⟨tkt⟩.",
        "Lưu ý: khóa API của Anthropic cho môi trường ⟨env⟩ được đọc từ biến môi trường, "
        "tuyệt đối không commit vào repo (⟨tkt⟩).",
        "Mật khẩu Wi-Fi của phòng lab ⟨ssid⟩ đổi vào đầu mỗi tháng — hỏi ⟨who⟩ hoặc xem "
        "trong 1Password.",
    ),
    _prose,
)

PROSE_HI = Kind(
    "password-prose-hindi",
    (
        "⟨who⟩ ने ⟨d⟩ को Neon डेटाबेस का पासवर्ड बदल दिया; नया पासवर्ड सिर्फ़ 1Password "
        "(Infra/neon-prod) में है। टिकट ⟨tkt⟩।",
        "ध्यान दें: ⟨env⟩ एनवायरनमेंट की Stripe सीक्रेट की केवल Vercel env में रखी गई है, "
        "रिपॉज़िटरी में कोई टोकन नहीं है (⟨tkt⟩)।",
        "लैब Wi-Fi ⟨ssid⟩ का पासवर्ड हर महीने की पहली तारीख को बदलता है — ⟨who⟩ से पूछें या 1Password देखें।",
    ),
    _prose,
)


def _placeholder(r: Random) -> dict[str, str]:
    return {
        "port": str(r.randint(3000, 3999)),
        "x": "x" * r.randint(24, 32),
        "region": r.choice(("eu-north-1", "eu-central-1")),
        "d": day(r),
    }


PLACEHOLDERS = Kind(
    "env-example-placeholders",
    (
        "# .env.example — copy to .env.local (last reviewed ⟨d⟩)\nPORT=⟨port⟩\n"
        "STRIPE_SECRET_KEY=sk_" + "live_⟨x⟩\nOPENAI_API_KEY=<your-openai-key>\n"
        "DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DB\nMQTT_PASSWORD=",
        "AWS_REGION=⟨region⟩\nAWS_ACCESS_KEY_ID=YOUR_ACCESS_KEY_ID\n"
        "AWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY\n# dev server on :⟨port⟩",
        "In the README snippet use `Authorization: Bearer <TOKEN>` and "
        '`wifi_psk: "<your Wi-Fi password>"` — real values never go in docs (⟨d⟩).',
    ),
    _placeholder,
)


def _masked(r: Random) -> dict[str, str]:
    return {
        "l1": pick(r, ALNUM, 4),
        "l2": pick(r, ALNUM, 4),
        "d": day(r),
        "n": str(r.randint(2, 40)),
        "who": person(r).lower().replace("á", "a").replace("é", "e").replace("š", "s"),
    }


MASKED = Kind(
    "masked-credential-output",
    (
        "$ aws configure list --profile thermia-prod\n      Name                    Value"
        "             Type    Location\n      ----                    -----             ----"
        "    --------\n   profile             thermia-prod           manual    --profile\n"
        "access_key     ****************⟨l1⟩ shared-credentials-file\n"
        "secret_key     ****************⟨l2⟩ shared-credentials-file\n"
        "    region               eu-north-1      config-file    ~/.aws/config",
        "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account ⟨who⟩-thermia "
        "(keyring)\n  - Active account: true\n  - Git operations protocol: ssh\n"
        "  - Token: gh" + "o_************************************",
        "Stripe dashboard lists the restricted key for the Worker as rk_" + "live_…⟨l1⟩ "
        "(created ⟨d⟩, ⟨n⟩ requests today).",
        "$ vercel env ls production\n name                  value      environments   "
        "created\n STRIPE_SECRET_KEY     Encrypted  Production     ⟨n⟩d ago\n "
        "CLERK_SECRET_KEY      Encrypted  Production     ⟨n⟩d ago",
    ),
    _masked,
    n=6,
)


def _envref(r: Random) -> dict[str, str]:
    return {
        "line": str(r.randint(10, 300)),
        "api": r.choice(("2025-02-24.acacia", "2025-03-31.basil")),
        "ver": f"0.{r.randint(1, 9)}.{r.randint(0, 20)}",
        "ms": str(r.randint(1000, 9000)),
    }


ENV_REFS = Kind(
    "env-var-code-references",
    (
        "const stripe = new Stripe(env.STRIPE_SECRET_KEY, { apiVersion: '⟨api⟩' }); "
        "// worker/src/billing.ts:⟨line⟩",
        'buildConfigField("String", "MAPS_KEY", "\\"${System.getenv("MAPS_KEY") ?: '
        '""}\\"")  // app/build.gradle.kts:⟨line⟩',
        'wandb.login(key=os.environ["WANDB_API_KEY"], timeout=⟨ms⟩)  # trainer ⟨ver⟩',
        'let token = std::env::var("CARGO_REGISTRY_TOKEN").expect("set in CI"); '
        "// xtask/src/publish.rs:⟨line⟩",
    ),
    _envref,
    n=6,
)


def _reqids(r: Random) -> dict[str, str]:
    return {
        "aws": uuid4(r),
        "apigw": b64(r, 6).rstrip("=") + "=",
        "ms": uuid4(r),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "t": clock(r),
        "d": day(r),
    }


REQUEST_IDS = Kind(
    "request-and-trace-ids",
    (
        '{"level":"error","time":"⟨d⟩T⟨t⟩Z","msg":"shadow update timeout","traceId":'
        '"⟨trace⟩","spanId":"⟨span⟩","awsRequestId":"⟨aws⟩"}',
        "Lambda fleet-provisioning hook: x-amzn-RequestId ⟨aws⟩, x-amz-apigw-id ⟨apigw⟩; "
        "Azure side logged x-ms-request-id ⟨ms⟩ at ⟨t⟩.",
    ),
    _reqids,
)


def _b64data(r: Random) -> dict[str, str]:
    doc = {"setpoint_c": r.randint(18, 24), "mode": r.choice(("heat", "eco", "off"))}
    png = base64.b64encode(bytes.fromhex("89504e470d0a1a0a0000000d49484452") + r.randbytes(60))
    return {
        "json": b64_of(json.dumps(doc, separators=(",", ":"))),
        "plain": json.dumps(doc, separators=(",", ":")),
        "png": png.decode(),
        "pb": b64(r, 18),
        "thing": "tstat-v3-" + uhex(r, 12),
    }


BASE64_DATA = Kind(
    "base64-benign-payloads",
    (
        "Command payload sent to ⟨thing⟩ was ⟨json⟩ — base64 of ⟨plain⟩, nothing else.",
        '<img alt="flame" src="data:image/png;base64,⟨png⟩" />',
        "$ echo '⟨pb⟩' | base64 -d | protoc --decode_raw\n1: \"⟨thing⟩\"\n2: 215\n3: 1",
    ),
    _b64data,
    n=6,
)


def _hashes(r: Random) -> dict[str, str]:
    return {
        "oid": hexs(r, 64),
        "size": str(r.randint(100_000, 90_000_000)),
        "md5a": hexs(r, 32),
        "md5b": hexs(r, 32),
        "sha1": hexs(r, 40),
    }


HASHES = Kind(
    "hash-inventory",
    (
        "version https://git-lfs.github.com/spec/v1\noid sha256:⟨oid⟩\nsize ⟨size⟩",
        "$ md5sum calib/*.bin\n⟨md5a⟩  calib/ntc-10k-beta3950.bin\n"
        "⟨md5b⟩  calib/humidity-sht40.bin",
        "Golden image for the RMA bench: sha1 ⟨sha1⟩, sha256 ⟨oid⟩, ⟨size⟩ bytes.",
    ),
    _hashes,
)


def _chat(r: Random) -> dict[str, str]:
    a, b = r.sample(("Aino", "Nikos", "Réka", "Linh", "Priya", "Tomáš"), 2)
    h, m = r.randint(8, 21), r.randint(0, 50)
    return {
        "a": a,
        "b": b,
        "t1": f"{h:02d}:{m:02d}",
        "t2": f"{h:02d}:{m + r.randint(1, 9):02d}",
        "mr": str(r.randint(300, 900)),
    }


CHAT = Kind(
    "chat-no-values",
    (
        "[⟨t1⟩] ⟨a⟩: can someone DM me the Upstash token? prod cache is acting up\n"
        "[⟨t2⟩] ⟨b⟩: not in chat please — it's in 1Password, Infra vault, item upstash-prod\n"
        "[⟨t2⟩] ⟨a⟩: 👍 got it with op read",
        "⟨a⟩ (⟨t1⟩): MR !⟨mr⟩ fails on `npm publish` with E401\n"
        "⟨b⟩ (⟨t2⟩): the NPM_TOKEN CI variable is protected, and your branch isn't — run it "
        "from main",
        "⟨a⟩ ⟨t1⟩ — is the Wi-Fi password for the install kit written anywhere?\n"
        "⟨b⟩ ⟨t2⟩ — no, installers type the customer's own password in the app during BLE "
        "setup; we never see it",
    ),
    _chat,
    n=6,
)


def _pm(r: Random) -> dict[str, str]:
    return {
        "d": day(r),
        "mr": str(r.randint(300, 900)),
        "l4": pick(r, ALNUM, 4),
        "who": person(r),
        "tkt": f"THR-{r.randint(100, 999)}",
        "t": clock(r)[:5],
    }


POSTMORTEM = Kind(
    "postmortem-timeline",
    (
        "## Postmortem: Sentry auth token committed (⟨d⟩)\n\n- ⟨t⟩ GitGuardian alert on "
        "MR !⟨mr⟩ (.sentryclirc)\n- +8 min token revoked in Sentry (last four ⟨l4⟩); new one "
        "stored as a masked, protected CI variable\n- +40 min history rewritten, force-push "
        "approved by ⟨who⟩\n\nImpact: none in the audit log. Action: gitleaks pre-commit "
        "(⟨tkt⟩).",
        "## Incident ⟨d⟩: devices offline 47 min\n\nRoot cause: the AWS IoT custom "
        "authorizer's signing key was rotated but the token-key-name stayed the old one. "
        "No credentials were exposed. Owner ⟨who⟩, follow-up ⟨tkt⟩.",
    ),
    _pm,
)


def _runbook(r: Random) -> dict[str, str]:
    return {
        "we": "we_1" + pick(r, ALNUM, 23),
        "hrs": str(r.choice((12, 24, 48))),
        "thing": "tstat-v3-" + uhex(r, 12),
        "tkt": f"THR-{r.randint(100, 999)}",
    }


RUNBOOK = Kind(
    "runbook-rotation-steps",
    (
        "### Rotate the Stripe webhook secret\n1. Stripe → Developers → Webhooks → ⟨we⟩ → "
        "Roll secret (old one stays valid ⟨hrs⟩ h)\n2. `op read "
        "op://Infra/stripe-prod/webhook-secret | npx wrangler secret put "
        "STRIPE_WEBHOOK_SECRET`\n3. Watch `wrangler tail` for `signature verification "
        "failed`",
        "### Re-provision a thermostat cert\n1. `aws iot update-certificate --new-status "
        "INACTIVE --certificate-id <old-id>`\n2. Put ⟨thing⟩ in BLE provisioning mode (hold "
        "the dial 10 s)\n3. The app requests a new CSR; the private key is generated in the "
        "secure element and never leaves it (⟨tkt⟩)",
    ),
    _runbook,
)


def _jwks(r: Random) -> dict[str, str]:
    iat = r.randint(1772323200, 1775001599)
    header = {"alg": "RS256", "typ": "JWT", "kid": b64url(r, 16)}
    claims = {
        "iss": "https://login.thermia.io/",
        "sub": "auth0|" + hexs(r, 24),
        "aud": "https://api.thermia.io",
        "iat": iat,
        "exp": iat + 86400,
        "scope": "devices:read schedules:write",
    }
    return {
        "kid": header["kid"],
        "n": b64url(r, 256),
        "hdr": json.dumps(header),
        "claims": json.dumps(claims, indent=2),
    }


JWKS = Kind(
    "jwks-and-decoded-claims",
    (
        '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
        "Decoded (header and claims only, signature dropped) from the failing request:\n"
        "⟨hdr⟩\n⟨claims⟩",
    ),
    _jwks,
)


def _hexdump(r: Random) -> dict[str, str]:
    ser = serial(r).encode()
    data = ser + r.randbytes(32 - len(ser))
    rows = []
    for off in range(0, 32, 16):
        chunk = data[off : off + 16]
        hx = (
            " ".join(f"{b:02x}" for b in chunk[:8]) + "  " + " ".join(f"{b:02x}" for b in chunk[8:])
        )
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        rows.append(f"{off:08x}  {hx}  |{asc}|")
    return {"rows": "\n".join(rows), "addr": "0x5" + str(r.randint(0, 7)), "crc": "0x" + uhex(r, 4)}


HEXDUMP = Kind(
    "eeprom-hexdump",
    (
        "$ hexdump -C eeprom-⟨addr⟩.bin | head -2\n⟨rows⟩",
        "Board-ID EEPROM at ⟨addr⟩ (CRC16 ⟨crc⟩ ok):\n⟨rows⟩",
    ),
    _hexdump,
)


def _dsym(r: Random) -> dict[str, str]:
    return {
        "u1": uuid4(r).upper(),
        "u2": uuid4(r).upper(),
        "build": str(r.randint(300, 500)),
        "ver": f"3.{r.randint(0, 9)}.{r.randint(0, 9)}",
    }


DSYM = Kind(
    "dsym-build-uuids",
    (
        "$ dwarfdump --uuid Thermia.app.dSYM\nUUID: ⟨u1⟩ (arm64) Thermia.app.dSYM/Contents/"
        "Resources/DWARF/Thermia",
        "iOS ⟨ver⟩ (⟨build⟩): Crashlytics said `Missing dSYM ⟨u2⟩` — re-ran "
        "upload-symbols for the ThermiaWidget extension, main app dSYM is ⟨u1⟩.",
    ),
    _dsym,
)


def _inventory(r: Random) -> dict[str, str]:
    return {
        "a": person(r),
        "b": person(r),
        "d1": day(r),
        "d2": day(r),
    }


INVENTORY = Kind(
    "credential-inventory-table",
    (
        "Credential inventory (names and places only):\n\n| Secret | Lives in | Owner | "
        "Rotated |\n|---|---|---|---|\n| Stripe live secret key | Worker secret "
        "STRIPE_SECRET_KEY | ⟨a⟩ | ⟨d1⟩ |\n| Neon owner password | 1Password Infra/neon-prod "
        "| ⟨b⟩ | ⟨d2⟩ |\n| LoRaWAN AppKeys | TTS + 1Password Devices | ⟨a⟩ | per device |",
        "Keys to rotate before the audit: Auth0 client secret (⟨a⟩, last ⟨d1⟩), Clerk secret "
        "key, Mender tenant token, Tailscale auth key for CI (⟨b⟩, last ⟨d2⟩).",
    ),
    _inventory,
)


def _next(r: Random) -> dict[str, str]:
    return {
        "digest": num(r, 10),
        "col": str(r.randint(100, 9000)),
        "vid": f"arn1::{pick(r, 'abcdefghijklmnopqrstuvwxyz0123456789', 5)}-{num(r, 13)}"
        f"-{hexs(r, 12)}",
    }


NEXT_ERROR = Kind(
    "nextjs-error-digest",
    (
        " ⨯ Error: fetch failed\n    at async getDevices (.next/server/app/devices/page.js:"
        "1:⟨col⟩) {\n  digest: '⟨digest⟩'\n}",
        "Prod error page showed `Digest: ⟨digest⟩`; matched it in Vercel logs (request "
        "⟨vid⟩) — Neon cold start, not auth.",
    ),
    _next,
)


def _oslog(r: Random) -> dict[str, str]:
    return {
        "pid": str(r.randint(300, 3000)),
        "tid": hexs(r, 5),
        "node": "0x" + uhex(r, 16),
        "txn": "2000000" + num(r, 9),
        "t": clock(r),
        "d": day(r),
        "rec": uuid4(r).upper(),
    }


OSLOG = Kind(
    "ios-oslog-ids",
    (
        "⟨d⟩ ⟨t⟩.118 Thermia[⟨pid⟩:⟨tid⟩] [Pairing] commissioned Matter node ⟨node⟩ "
        "(fabric index 1)",
        "StoreKit: premium-schedules purchase, transactionID ⟨txn⟩, CloudKit record "
        "⟨rec⟩ updated at ⟨t⟩.",
    ),
    _oslog,
)

PROSE: tuple[Kind, ...] = (
    PROSE_EN,
    PROSE_FI,
    PROSE_CS,
    PROSE_HU,
    PROSE_EL,
    PROSE_VI,
    PROSE_HI,
    PLACEHOLDERS,
    MASKED,
    ENV_REFS,
    REQUEST_IDS,
    BASE64_DATA,
    HASHES,
    CHAT,
    POSTMORTEM,
    RUNBOOK,
    JWKS,
    HEXDUMP,
    DSYM,
    INVENTORY,
    NEXT_ERROR,
    OSLOG,
)

__all__ = ["PROSE"]
