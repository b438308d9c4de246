"""Benign text look-alikes: masked values, placeholders, secret references, the words
"password", "secret" and "token" with no secret near them, issue refs, mail headers, key
metadata, and mixed notes that combine many look-alikes at once.
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike79.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    clerk_id,
    day,
    hexs,
    nanoid,
    num,
    op_item_id,
    pem_b64,
    pick,
    posthog_phc,
    rsa_spki,
    sentry_dsn,
    sha,
    stripe_pk,
    supa_ref,
    svix_msg_id,
    ts_2037,
    ulid,
    uuid4,
    vercel_id,
    who,
)

_VARS = (
    "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "STRIPE_SECRET_KEY", "RESEND_API_KEY",
    "PINECONE_API_KEY", "CLERK_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY", "QSTASH_TOKEN",
    "SENTRY_AUTH_TOKEN", "LINEAR_API_KEY", "OPENROUTER_API_KEY", "INNGEST_SIGNING_KEY",
)  # fmt: skip
_DOTS = "•" * 12
_ISSUES = (
    "outline-sidebar-loses-scroll-position", "stripe-webhook-retries-duplicate-subs",
    "turnstile-fails-on-safari-private", "digest-email-sent-twice", "r2-upload-stalls-at-99",
    "rewrite-stream-cuts-off-mid-sentence",
)  # fmt: skip


def _masked(r: Random) -> dict[str, str]:
    return {
        "ms": str(r.randint(120, 900)),
        "d": str(r.randint(2, 90)),
        "d2": str(r.randint(2, 90)),
        "last4": pick(r, ALNUM, 4),
        "opid": op_item_id(r),
        "req": "req_" + pick(r, ALNUM, 14),
        "var": r.choice(_VARS),
        "dots": _DOTS,
        "stars": "*" * r.choice((24, 32, 40)),
        "who": who(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "ref": supa_ref(r),
        "var": r.choice(_VARS),
        "var2": r.choice(_VARS),
        "xs": "sk" + "_test_" + "x" * r.choice((24, 32)),
        "resend_doc": "re" + "_123456789",
        "who": who(r),
        "dd": day(r),
        "n": num(r, 4),
    }


def _references(r: Random) -> dict[str, str]:
    return {
        "proj": r.choice(("evals", "prod", "batch")),
        "item": r.choice(("Neon owner", "Supabase direct", "Metabase RO")),
        "cfg": r.choice(("dev", "stg", "prd")),
        "opid": op_item_id(r),
        "syncid": uuid4(r),
        "ref": supa_ref(r),
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "var": r.choice(_VARS),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(10, 16)),
        "n2": str(r.randint(1024, 8192)),
        "n3": str(r.randint(200, 900)),
        "tid": uuid4(r),
        "dd": day(r),
        "who": who(r).capitalize(),
        "qm": num(r, 4),
        "pct": str(r.randint(2, 9)),
        "mins": str(r.choice((15, 30, 60, 120))),
    }


def _linear(r: Random) -> dict[str, str]:
    return {
        "n": num(r, 4),
        "n2": num(r, 4),
        "n3": num(r, 4),
        "who": who(r),
        "u": uuid4(r),
        "u2": uuid4(r),
        "slug": r.choice(_ISSUES),
        "short": hexs(r, 7),
        "c": str(r.randint(1, 9)),
    }


def _mail(r: Random) -> dict[str, str]:
    return {
        "sesid": f"0100019{hexs(r, 9)}-{uuid4(r)}-000000",
        "u": uuid4(r),
        "ts": ts_2037(r),
        "bh": b64(r, 32),
        "b": b64(r, 256),
        "dkimpub": base64.b64encode(rsa_spki(r)).decode(),
        "email": f"{pick(r, 'abcdefghijklmnopqrstuvwxyz', 7)}@{r.choice(('gmail.com', 'me.com'))}",
        "h16": hexs(r, 16),
        "pem": pem_b64(rsa_spki(r)),
    }


def _key_meta(r: Random) -> dict[str, str]:
    return {
        "akid": "apikey_01" + pick(r, ALNUM, 22),
        "akid2": "apikey_01" + pick(r, ALNUM, 22),
        "okid": "key_" + pick(r, ALNUM, 16),
        "l4": pick(r, ALNUM, 4),
        "l42": pick(r, ALNUM, 4),
        "dd": day(r),
        "dd2": day(r),
        "who": who(r),
        "who2": who(r),
        "akid32": hexs(r, 32),
        "vtid": pick(r, ALNUM, 24),
        "vtid2": pick(r, ALNUM, 24),
        "n": num(r, 6),
        "phid": uuid4(r),
        "tokname": r.choice(("qm-uploads-rw", "qm-exports-ro", "crawler-cache")),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "dd": day(r),
        "sha": sha(r),
        "dpl": vercel_id(r, "dpl"),
        "phc": posthog_phc(r),
        "dsn": sentry_dsn(r),
        "svixid": svix_msg_id(r),
        "sig": b64(r, 32),
        "u": uuid4(r),
        "ulid": ulid(r),
        "dig": hexs(r, 64),
        "integ": b64(r, 64),
        "last4": pick(r, ALNUM, 4),
        "opid": op_item_id(r),
        "spk": stripe_pk(r),
        "trace": hexs(r, 32),
        "bid": nanoid(r),
        "h64": hexs(r, 64),
        "clerk": clerk_id(r, "user"),
        "evt": "evt_1" + pick(r, ALNUM, 23),
        "req": "req_" + pick(r, ALNUM, 14),
        "gpg": hexs(r, 16).upper(),
        "n": num(r, 4),
        "ref": supa_ref(r),
        "ins": clerk_id(r, "ins"),
        "kid": pick(r, UPPER_ALNUM, 10),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "masked_and_redacted_values",
        (
            "$ vercel env ls\n> Environment Variables found for quillmark/quillmark-web [⟨ms⟩ms]\n"
            "\n name                 value       environments          created\n"
            " STRIPE_SECRET_KEY    Encrypted   Production            ⟨d⟩d ago\n"
            " OPENAI_API_KEY       Encrypted   Production, Preview   ⟨d2⟩d ago",
            "Stripe dashboard shows the live secret key as sk_live_⟨dots⟩⟨last4⟩ — it was "
            "revealed once and never again",
            "$ op item get 'Anthropic prod' --vault Quillmark\nFields:\n"
            "  credential:    [use 'op item get ⟨opid⟩ --reveal' to reveal]",
            '[sentry] scrubbed request headers: {"authorization":"[Filtered]","x-api-key":'
            '"[Filtered]","cookie":"[Filtered]"}',
            "⟨var⟩=⟨stars⟩⟨last4⟩   (masked copy for the runbook, real one in Doppler)",
            "Logs show `Authorization: Bearer [REDACTED]` for request ⟨req⟩ — our pino redact "
            "paths work",
            "Supabase dashboard: service_role key `eyJhbGciOi…` (hidden, click Reveal) — "
            "⟨who⟩ says never paste it here",
        ),
        _masked,
    ),
    Kind(
        "placeholders",
        (
            "OPENAI_API_KEY=<your-key>\nANTHROPIC_API_KEY=<your-key>\n# ask ⟨who⟩ for access",
            "DATABASE_URL=postgresql://postgres:[YOUR-PASSWORD]@db.⟨ref⟩.supabase.co:5432/postgres",
            "⟨var⟩=${⟨var⟩:?missing — run doppler setup first}",
            "password: changeme   # local docker only, overridden in prod (QM-⟨n⟩)",
            "apiKey: process.env.⟨var⟩!,  // throws at boot if unset",
            "CLERK_SECRET_KEY=⟨xs⟩   # .env.example",
            "Resend docs say `RESEND_API_KEY=⟨resend_doc⟩` — that's their example, not ours",
            "token: ${{ secrets.GITHUB_TOKEN }}\n⟨var2⟩: ${{ secrets.⟨var2⟩ }}",
            "export LINEAR_API_KEY=lin_api_YOUR_KEY_HERE   # README step 4, updated 2037-01-⟨dd⟩",
        ),
        _placeholders,
    ),
    Kind(
        "secret_manager_references",
        (
            ".env.tpl for op run:\nSTRIPE_SECRET_KEY=op://Quillmark Prod/Stripe live/secret key\n"
            "OPENAI_API_KEY=op://Quillmark Prod/OpenAI ⟨proj⟩/credential",
            'op read "op://Quillmark CI/⟨item⟩/password" | vercel env add DIRECT_URL preview',
            "doppler secrets get ⟨var⟩ --plain -p quillmark -c ⟨cfg⟩ | pbcopy",
            "op item get ⟨opid⟩ --fields label=credential --reveal   # ran it, did not paste "
            "the output",
            "- uses: 1password/load-secrets-action@v2\n  with:\n    export-env: true\n  env:\n"
            "    OP_SERVICE_ACCOUNT_TOKEN: ${{ secrets.OP_SERVICE_ACCOUNT_TOKEN }}\n"
            "    RESEND_API_KEY: op://Quillmark CI/Resend/credential",
            "Secrets live in Doppler project `quillmark`, configs dev / stg / prd; the Vercel "
            "sync integration ⟨syncid⟩ pushes prd to Production.",
            "$ supabase secrets list --project-ref ⟨ref⟩\n  NAME                 | DIGEST\n"
            "  OPENROUTER_API_KEY   | ⟨h64⟩\n  RESEND_API_KEY       | ⟨h64b⟩",
        ),
        _references,
    ),
    Kind(
        "secret_words_without_secrets",
        (
            "Clerk password policy: min ⟨n⟩ chars, breach check on. We never store passwords "
            "ourselves — Clerk does.",
            "The 'forgot password' email template in Resend (⟨tid⟩) has a typo in the subject",
            "max_tokens ⟨n2⟩ for outline, ⟨n3⟩ for rewrite; token counts come from the "
            "count_tokens endpoint",
            "Secret rotation day is once a quarter — the next one is on the calendar for "
            "2037-04-⟨dd⟩. "
            "Owner: ⟨who⟩.",
            "Reminder: never paste a token into Linear. QM-⟨qm⟩ is about a secret scanner for "
            "note exports.",
            "Turnstile token verification fails once the token is older than 300s; users on "
            "slow networks hit it (QM-⟨qm⟩).",
            "CSRF token = double-submit cookie + header; no server-side secret store needed.",
            "Password reset links expire after ⟨mins⟩ minutes (Supabase Auth setting, not "
            "Clerk). ⟨who⟩ wants 30.",
            "'tokenizer mismatch' warnings are harmless for the Claude models — our estimate is "
            "±⟨pct⟩%",
        ),
        _words,
    ),
    Kind(
        "linear_issue_and_branch_refs",
        (
            "QM-⟨n⟩ Stripe webhook retries create duplicate subscriptions → branch "
            "⟨who⟩/qm-⟨n⟩-dedupe-webhooks",
            "https://linear.app/quillmark/issue/QM-⟨n⟩/⟨slug⟩",
            "Linear issue id ⟨u⟩ (QM-⟨n⟩) — the API wants the UUID, not the identifier",
            "git checkout -b ⟨who⟩/qm-⟨n⟩-clerk-org-invites",
            "Fixes QM-⟨n⟩, refs QM-⟨n2⟩ (commit ⟨short⟩)",
            "Cycle 2037-C⟨c⟩: QM-⟨n⟩, QM-⟨n2⟩ and QM-⟨n3⟩ carried over",
            '{"action":"update","type":"Issue","data":{"id":"⟨u⟩","identifier":"QM-⟨n⟩",'
            '"teamId":"⟨u2⟩"}}',
        ),
        _linear,
    ),
    Kind(
        "email_headers_and_dkim",
        (
            "Message-ID: <⟨sesid⟩@email.amazonses.com>\nX-Entity-Ref-ID: ⟨u⟩",
            "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/simple; d=mail.quillmark.com; "
            "s=resend; t=⟨ts⟩; bh=⟨bh⟩; h=From:To:Subject:Date:Message-ID; b=⟨b⟩",
            'resend._domainkey.mail.quillmark.com  TXT  "p=⟨dkimpub⟩"',
            "Resend email ⟨u⟩ bounced (hard, 550 5.1.1) to ⟨email⟩",
            "ARC-Message-Signature on the forwarded test (Gmail): i=1; a=rsa-sha256; "
            "bh=⟨bh⟩; b=⟨b⟩",
            "List-Unsubscribe: <https://app.quillmark.com/u/⟨u⟩>, "
            "<mailto:unsubscribe+⟨h16⟩@mail.quillmark.com>",
            "DKIM public key we published for the resend selector:\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----",
        ),
        _mail,
    ),
    Kind(
        "api_key_metadata_listings",
        (
            "| name | key id | ends in | created | owner |\n|---|---|---|---|---|\n"
            "| qm-prod-rewrite | ⟨akid⟩ | ⟨l4⟩ | 2036-11-⟨dd⟩ | ⟨who⟩ |\n"
            "| qm-evals | ⟨akid2⟩ | ⟨l42⟩ | 2036-12-⟨dd2⟩ | ⟨who2⟩ |",
            "Revoked OpenAI key ⟨okid⟩ (shown as sk-proj-…⟨l4⟩); the replacement lives in "
            "Doppler prd",
            "R2 API token ⟨tokname⟩: Access Key ID ⟨akid32⟩ (the secret half is in 1Password)",
            "Vercel tokens: `ci-github` (id ⟨vtid⟩, expires 2037-06-30) and `laptop-⟨who⟩` "
            "(id ⟨vtid2⟩)",
            "Anthropic console → API keys: ⟨akid⟩ created by ⟨who⟩, last used 2037-01-⟨dd⟩, "
            "ends in …⟨l4⟩",
            "Sentry org token `ci-sourcemaps` (token id ⟨n⟩, scope org:ci) — the value is shown "
            "only once",
            "PostHog personal API keys: 'flags-server' (id ⟨phid⟩, phx_…⟨l4⟩), rotated "
            "2037-01-⟨dd⟩",
        ),
        _key_meta,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Deploy 2037-01-⟨dd⟩: ⟨dpl⟩ from ⟨sha⟩, build ⟨bid⟩. PostHog ⟨phc⟩ and Sentry "
            "⟨dsn⟩ are the public ones. Stripe key in Doppler (ends ⟨last4⟩).",
            "Webhook debugging\n- svix-id ⟨svixid⟩\n- svix-signature v1,⟨sig⟩\n- user ⟨clerk⟩\n"
            "- secret: op://Quillmark Prod/Clerk webhook/credential (not pasting it)",
            "| thing | value |\n|---|---|\n| image | sha256:⟨dig⟩ |\n| integrity | "
            "sha512-⟨integ⟩ |\n| run | ⟨ulid⟩ |\n| trace | ⟨trace⟩ |",
            "Billing incident QM-⟨n⟩: event ⟨evt⟩, request ⟨req⟩, publishable key ⟨spk⟩ "
            "(public), secret key = ${STRIPE_SECRET_KEY} from Vercel",
            "Signed commit ⟨sha⟩ (GPG ⟨gpg⟩), cache key llmcache:v3:⟨h64⟩, token budget 8k, "
            "password policy unchanged",
            "Supabase ⟨ref⟩ · Clerk ⟨ins⟩ · Apple key id ⟨kid⟩ (the .p8 itself is in 1Password "
            "item ⟨opid⟩) · doc ⟨u⟩",
        ),
        _mixed,
    ),
)
