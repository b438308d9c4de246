"""Benign text look-alikes: map and SMS ids, business identifiers, placeholders, references
to secrets (never their values), redacted lines, the words password/secret/token in English,
Hindi and Hinglish with no secret near them, auth error messages, and mixed notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike83.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    choice,
    hexs,
    mobile,
    num,
    object_id,
    pick,
    ulid,
    uuid4,
)

_AKIA = "AK" + "IA"
_SVCS = ("orders-svc", "catalog-svc", "rider-eta", "payments-svc", "inventory-sync", "notifier")
_PEOPLE = ("Ankita", "Rohit", "Meera", "Sandeep", "Farhan", "Pooja", "Vikram")
# The AWS documentation's own example key pair: published, inert, and in every tutorial.
_AWS_DOC_ID = _AKIA + "IOSFODNN7" + "EXAMPLE"
_AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"


def _maps(r: Random) -> dict[str, str]:
    return {
        "pid": "ChIJ" + pick(r, B64URL, 23),
        "pid2": "ChIJ" + pick(r, B64URL, 23),
        "pc": "7J4V"
        + pick(r, "23456789CFGHJMPQRVWX", 2)
        + "+"
        + pick(r, "23456789CFGHJMPQRVWX", 2),
        "lat": f"12.9{num(r, 5)}",
        "lng": f"77.6{num(r, 5)}",
        "gh": "tdr1" + pick(r, "0123456789bcdefghjkmnpqrstuvwxyz", 5),
        "h3": "89" + hexs(r, 13),
        "n": str(r.randint(10, 99)),
        "st": uuid4(r),
    }


def _sms(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 24),
        "dlt": "1107" + num(r, 15),
        "uuid": uuid4(r),
        "mob": "91" + mobile(r)[:4] + "XXXX" + num(r, 2),
        "hash": pick(r, ALNUM + "+/", 11),
        "ns": hexs(r, 8)
        + "_"
        + hexs(r, 4)
        + "_"
        + hexs(r, 4)
        + "_"
        + hexs(r, 4)
        + "_"
        + hexs(r, 12),
        "req": hexs(r, 24),
        "sec": str(r.choice((30, 60, 90, 120))),
    }


def _business(r: Random) -> dict[str, str]:
    pan = pick(r, UPPER, 3) + "C" + pick(r, UPPER, 1) + num(r, 4) + pick(r, UPPER, 1)
    return {
        "gstin": r.choice(("29", "27")) + pan + "1Z" + pick(r, UPPER_ALNUM, 1),
        "fssai": "1" + num(r, 13),
        "cin": "U52" + num(r, 3) + "KA2034PTC" + num(r, 6),
        "inv": num(r, 6),
        "coupon": "KIRANA" + pick(r, UPPER_ALNUM, 6),
        "ref": pick(r, UPPER_ALNUM, 8),
        "tk": num(r, 6),
        "jira": str(r.randint(1000, 9999)),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "svc": choice(r, _SVCS),
        "port": str(r.choice((3000, 8080, 8081, 9090, 5000))),
        "n": str(r.randint(2, 30)),
        "who": choice(r, _PEOPLE),
        "x": "x" * r.choice((16, 24, 32)),
        "awsid": _AWS_DOC_ID,
        "awssk": _AWS_DOC_SECRET,
        "ns": choice(r, ("orders", "payments", "catalog", "riders")),
    }


def _references(r: Random) -> dict[str, str]:
    return {
        "ver": uuid4(r),
        "acct": num(r, 12),
        "path": choice(r, ("prod/payments/razorpay", "prod/orders/db", "prod/notify/gupshup")),
        "prop": choice(r, ("key_secret", "password", "api_key", "client_secret")),
        "cred": choice(r, ("razorpay-key-secret", "msg91-authkey", "rds-migrator", "gupshup-api")),
        "suf": pick(r, ALNUM, 6),
        "ns": choice(r, ("orders", "payments", "catalog", "riders")),
        "days": str(r.choice((30, 45, 60, 90))),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "cl": "c" + pick(r, LOWER_ALNUM, 11),
        "mcl": pick(r, LOWER_ALNUM, 5),
        "bn": str(r.randint(800, 9999)),
        "l4": pick(r, ALNUM, 4),
        "rid": uuid4(r),
        "ms": str(r.randint(3, 900)),
        "svc": choice(r, _SVCS),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "sec": str(r.choice((30, 60, 120, 300))),
        "tk": num(r, 6),
        "line": str(r.randint(20, 400)),
        "m": str(r.randint(10, 99)),
        "d": str(r.randint(1, 28)),
        "d2": str(r.randint(1, 28)),
        "who": choice(r, _PEOPLE),
        "name": choice(r, ("orders-svc-secrets", "payments-gateway", "notifier-creds")),
        "n": str(r.randint(3, 40)),
    }


def _errors(r: Random) -> dict[str, str]:
    return {
        "rid": pick(r, ALNUM, 14),
        "uuid": uuid4(r),
        "cid": str(r.randint(1000, 90000)),
        "hex": hexs(r, 16),
        "svc": choice(r, _SVCS),
        "ts": f"2037-08-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        "ms": str(r.randint(3, 900)),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "p": pick(r, ALNUM, 14),
        "o": pick(r, ALNUM, 14),
        "t": hexs(r, 32),
        "s": hexs(r, 16),
        "dsnk": hexs(r, 32),
        "org": num(r, 6),
        "proj": num(r, 16),
        "kid": pick(r, B64URL, 43),
        "uuid": uuid4(r),
        "oid": object_id(r),
        "ulid": ulid(r),
        "sig": hexs(r, 64),
        "bn": str(r.randint(800, 9999)),
        "who": choice(r, _PEOPLE),
        "utr": num(r, 12),
        "pid": "ChIJ" + pick(r, B64URL, 23),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "maps_place_ids_and_geohashes",
        (
            "Darkstore HSR-2 ka place_id ⟨pid⟩, plus code ⟨pc⟩ Bengaluru",
            '"results": [{"place_id": "⟨pid⟩", "geometry": {"location": {"lat": ⟨lat⟩, '
            '"lng": ⟨lng⟩}}}]',
            "Delivery zone BLR-KOR-⟨n⟩: geohash ⟨gh⟩, H3 (res 9) ⟨h3⟩",
            "Autocomplete mein sessiontoken=⟨st⟩ bhejo (ek search session ka UUID hai, key "
            "nahi) — warna har keystroke bill hota hai",
            "दो गोदाम एक ही place_id पर दिख रहे थे: ⟨pid⟩ और ⟨pid2⟩ — Maps ने merge कर दिए थे",
        ),
        _maps,
        n=11,
    ),
    Kind(
        "sms_template_and_message_ids",
        (
            "MSG91 OTP template_id ⟨tid⟩, DLT template id ⟨dlt⟩, sender CHPKRN",
            "Gupshup messageId ⟨uuid⟩ status=DELIVERED dest=⟨mob⟩",
            "OTP SMS body: `<#> ##OTP## aapka Chaupal Kirana login OTP hai. Kisi ko mat batana. "
            "⟨hash⟩` (last wala Android SMS Retriever app hash hai)",
            "WhatsApp template order_dispatched_hi (namespace ⟨ns⟩) approve ho gaya",
            "MSG91 request_id ⟨req⟩ — OTP ⟨sec⟩ sec mein expire hota hai",
        ),
        _sms,
        n=11,
    ),
    Kind(
        "business_identifiers",
        (
            "Invoice footer: GSTIN ⟨gstin⟩ · FSSAI Lic. No. ⟨fssai⟩ · CIN ⟨cin⟩",
            "Invoice CK/BLR/2037-38/⟨inv⟩ mein coupon ⟨coupon⟩ do baar apply ho gaya (JIRA "
            "CK-⟨jira⟩)",
            "Referral code ⟨ref⟩ wale users ko ₹50 cashback — Freshdesk ticket #⟨tk⟩",
            "पुणे गोदाम का GSTIN ⟨gstin⟩ है, बेंगलुरु वाला अलग है",
        ),
        _business,
        n=11,
    ),
    Kind(
        "placeholders",
        (
            "# ⟨svc⟩/.env.example\nPORT=⟨port⟩\nRAZORPAY_KEY_ID=<your-key-id>\n"
            "RAZORPAY_KEY_SECRET=<your-key-secret>\nCASHFREE_SECRET_KEY=${CASHFREE_SECRET_KEY}\n"
            "DB_PASSWORD=changeme",
            'helm values (⟨svc⟩): password: "{{ .Values.db.password }}", apiKey: '
            '"{{ required "msg91 key" .Values.msg91.authKey }}"',
            "Docs ka example copy hua tha: aws_access_key_id = ⟨awsid⟩, aws_secret_access_key = "
            "⟨awssk⟩ — yeh AWS ka official example hai, asli nahi (⟨who⟩ ne confirm kiya)",
            "PAYTM_MERCHANT_KEY=⟨x⟩  # placeholder, real value Secrets Manager mein (port ⟨port⟩)",
            'msg91:\n  authkey: "YOUR_MSG91_AUTHKEY"\n  template_id: "<template-id>"\n'
            "gupshup:\n  apikey: ${GUPSHUP_API_KEY:?missing}\n  retries: ⟨n⟩",
        ),
        _placeholders,
        n=11,
    ),
    Kind(
        "secret_references",
        (
            "apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nmetadata:\n"
            "  name: ⟨cred⟩\n  namespace: ⟨ns⟩\nspec:\n  secretStoreRef: {name: aws-sm, "
            "kind: ClusterSecretStore}\n  data:\n    - secretKey: ⟨prop⟩\n      remoteRef:\n"
            "        key: ⟨path⟩\n        property: ⟨prop⟩",
            "withCredentials([string(credentialsId: '⟨cred⟩', variable: 'SECRET_VALUE')]) {\n"
            "    sh './scripts/smoke.sh'\n}",
            "Secret ⟨path⟩ ka current version id ⟨ver⟩ (AWSCURRENT), rotation har ⟨days⟩ din — "
            "arn:aws:secretsmanager:ap-south-1:⟨acct⟩:secret:⟨path⟩-⟨suf⟩",
            'data "aws_secretsmanager_secret_version" "this" {\n  secret_id = "⟨path⟩"\n}\n'
            "# value kabhi output mein mat daalna (sensitive = true)",
        ),
        _references,
        n=11,
    ),
    Kind(
        "redacted_log_lines",
        (
            "DATABASE_URL=postgresql://orders_app:****@ck-prod-orders.cluster-⟨cl⟩.ap-south-1"
            ".rds.amazonaws.com:5432/orders",
            "[Pipeline] withCredentials\nMasking supported pattern matches of $RZP_SECRET\n"
            "+ curl -u ****:**** https://api.razorpay.com/v1/orders (build #⟨bn⟩)",
            "INFO ⟨svc⟩ outbound POST api.gupshup.io headers={apikey: [REDACTED]} "
            "request_id=⟨rid⟩ took ⟨ms⟩ms",
            'mongosh "mongodb+srv://catalog-rw:<password>@ck-prod.⟨mcl⟩.mongodb.net/catalog"',
            "Authorization: Bearer ***…⟨l4⟩ — Sentry ne auto-scrub kiya (event ⟨rid⟩)",
        ),
        _redacted,
        n=11,
    ),
    Kind(
        "security_words_multilingual",
        (
            "पासवर्ड रीसेट फ़्लो में OTP ⟨sec⟩ सेकंड बाद expire होता है — ticket #⟨tk⟩",
            "Token refresh ka logic auth-svc mein hai (src/auth/refresh.ts, line ⟨line⟩); secret "
            "rotation ka runbook Confluence pe hai.",
            "Customer bol raha hai 'password bhool gaya', lekin hamare app mein password hai hi "
            "nahi — OTP login hai. Freshdesk macro #⟨n⟩ use karo.",
            "New joiners get confused by `kind: Secret`; the ExternalSecret ⟨name⟩ is what "
            "actually syncs it. No secret values live in git.",
            "गुप्त कुंजी (secret key) या टोकन कभी Slack पर मत डालना — यह नियम ⟨d⟩ अगस्त से लागू है।",
            "API key rotation due: MSG91 (⟨d⟩ Aug), Gupshup (⟨d2⟩ Aug) — ⟨who⟩ ko calendar invite "
            "bhej diya",
        ),
        _words,
        n=11,
    ),
    Kind(
        "auth_error_messages",
        (
            '{"error":{"code":"BAD_REQUEST_ERROR","description":"Authentication failed",'
            '"source":"NA","step":"NA","reason":"NA"}} — razorpay request id ⟨rid⟩',
            "botocore.exceptions.ClientError: An error occurred (ExpiredTokenException) when "
            "calling the ReceiveMessage operation: The security token included in the request "
            "is expired (RequestId: ⟨uuid⟩)",
            "MongoServerError: bad auth : authentication failed (code 8000, connectionId ⟨cid⟩)",
            "⟨ts⟩ ERROR ⟨svc⟩ kafka: SASL authentication error: Authentication failed: "
            "Invalid username or password (broker ⟨hex⟩)",
            'Gupshup 401 {"status":"error","message":"Authentication Failed"} — apikey header '
            "missing tha (⟨ms⟩ms, msgId ⟨uuid⟩)",
        ),
        _errors,
        n=11,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "## Deploy ⟨bn⟩ notes\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n"
            "- SENTRY_DSN https://⟨dsnk⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩ (public)\n"
            "- RAZORPAY_KEY_SECRET → Secrets Manager, code mein nahi\n- jwks kid ⟨kid⟩ rotate hua",
            "Checkout bug recap (⟨who⟩): order_⟨o⟩ / pay_⟨p⟩, signature ⟨sig⟩ valid thi; "
            "traceparent 00-⟨t⟩-⟨s⟩-01; UTR ⟨utr⟩. Password/token kuch leak nahi hua.",
            "| kya | value |\n|---|---|\n| cart uuid | ⟨uuid⟩ |\n| Mongo _id | ⟨oid⟩ |\n"
            "| order ULID | ⟨ulid⟩ |\n| store place_id | ⟨pid⟩ |\n"
            "| API key | `<in Secrets Manager>` |",
            "आज का सार: build ⟨bn⟩ (⟨sha⟩) गया, टोकन वाली कोई समस्या नहीं, DSN key ⟨dsnk⟩ "
            "public है — बस trace ⟨t⟩ देखना बाकी",
        ),
        _mixed,
        n=11,
    ),
)
