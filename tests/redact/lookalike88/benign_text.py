"""Benign look-alikes of everyday note text: commits, ids, traces, data payloads, cache keys,
masked values, placeholders, versions, the words password/secret/token with no value near
them, file hashes, and mixed notes full of all of these."""

from __future__ import annotations

import hashlib
import json
from random import Random

from tests.redact.lookalike88.gen import (
    ALNUM,
    B58,
    CROCKFORD,
    Kind,
    account_id,
    b64,
    b64_of,
    day,
    gzip_b64,
    hexs,
    iso,
    name,
    num,
    pick,
    ticket,
    ts,
    ulid,
    uuid4,
    who,
)

_SK_LIVE = "sk" + "_live_"
_WHSEC = "wh" + "sec_"


def _git(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "s1": hexs(r, 10),
        "s2": hexs(r, 10),
        "s3": hexs(r, 10),
        "sha": sha,
        "sha2": hexs(r, 40),
        "short": sha[:7],
        "pr": num(r, 4),
        "tk": ticket(r),
        "who": name(r),
        "n": num(r, 5),
        "t": f"{r.randint(8, 18)}:{r.randint(10, 59)}",
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "oid": f"{ts(r):08x}" + hexs(r, 16),
        "hex": hexs(r, 32),
        "ksuid": pick(r, ALNUM, 27),
        "st": r.choice(("UNDERWRITING", "PENDING_DOCS", "FUNDING", "BOOKED")),
    }


def _traces(r: Random) -> dict[str, str]:
    t = ts(r)
    return {
        "tid": str(r.getrandbits(63)),
        "sid": str(r.getrandbits(63)),
        "h8": f"{t:08x}",
        "h24": hexs(r, 24),
        "h16": hexs(r, 16),
        "u": uuid4(r),
        "xid": b64(r, 57),
        "t128": f"{t:08x}00000000{hexs(r, 16)}",
        "req": "req_" + pick(r, ALNUM, 14),
        "preq": pick(r, ALNUM, 15),
        "svc": r.choice(("loan-api", "ledger-recon", "kyc-gateway", "card-auth")),
    }


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "event": r.choice(("loan.disbursed", "loan.payment_posted", "ach.returned", "kyc.passed")),
        "loan_id": uuid4(r),
        "amount_cents": r.randint(50000, 4000000),
        "occurred_at": iso(r),
    }
    raw = json.dumps(event, separators=(",", ":"))
    logs = {
        "messageType": "DATA_MESSAGE",
        "owner": account_id(r),
        "logGroup": "/ecs/loan-api",
        "logEvents": [{"id": num(r, 20), "timestamp": ts(r) * 1000, "message": raw}],
    }
    unit = {"data": [{"type": "payment.clearing", "id": num(r, 7), "attributes": {}}]}
    return {
        "b": b64_of(raw),
        "gz": gzip_b64(json.dumps(logs)),
        "unit": b64_of(json.dumps(unit)),
        "proto": b64(r, r.randint(40, 90)),
        "mid": uuid4(r),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "sha1": hexs(r, 40),
        "sha1b": hexs(r, 40),
        "sha": hexs(r, 64),
        "md5": hexs(r, 32),
        "n": str(r.randint(20000, 99999)),
        "etag": b64(r, 12).rstrip("="),
        "bureau": r.choice(("experian", "equifax", "transunion")),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "l4": hexs(r, 4),
        "l2": hexs(r, 2),
        "c4": pick(r, ALNUM, 4),
        "tk": ticket(r),
        "who": name(r),
        "sk": _SK_LIVE,
        "wh": _WHSEC,
        "stars": "*" * r.randint(20, 32),
        "dots": "•" * r.randint(8, 16),
        "ts": iso(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "acct": account_id(r),
        "sfx": pick(r, ALNUM, 6),
        "vault": r.choice(("Payments Prod", "Platform", "Data", "CI Prod")),
        "tk": ticket(r),
        "env": r.choice(("prod", "stg", "dev")),
        "svc": r.choice(("loan-api", "ledger-recon", "kyc-gateway")),
    }


def _versions(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "d": str(r.randint(1, 31)),
        "dd": day(r),
        "n": str(r.randint(1, 9)),
        "m": str(r.randint(0, 30)),
        "p": str(r.randint(0, 12)),
        "short": sha[:9],
        "build": str(r.randint(10000, 99999)),
        "dist": str(r.randint(1, 60)),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "tk": ticket(r),
        "inc": num(r, 3),
        "who": name(r),
        "n": str(r.randint(2, 90)),
        "d": day(r),
    }


def _hashes(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "md5": hexs(r, 32),
        "h": hexs(r, 64),
        "b64": b64(r, 32),
        "md": f"08{day(r)}",
        "email": hashlib.sha256(f"{who(r)}{num(r, 4)}@example.com".encode()).hexdigest(),
        "n": str(r.randint(100, 9000)),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "tk": ticket(r),
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "evt": "evt_3" + pick(r, ALNUM, 23),
        "v1": hexs(r, 64),
        "item": pick(r, B58, 37),
        "req": pick(r, ALNUM, 15),
        "u": uuid4(r),
        "ulid": ulid(r),
        "trace": hexs(r, 32),
        "cid": "0oa" + pick(r, ALNUM, 17),
        "ldc": hexs(r, 24),
        "md5": hexs(r, 32),
        "l4": hexs(r, 4),
        "ws": "ws-" + pick(r, ALNUM, 16),
        "run": "run-" + pick(r, ALNUM, 16),
        "acct": account_id(r),
        "sfx": pick(r, ALNUM, 6),
        "card": uuid4(r),
        "crock": pick(r, CROCKFORD, 8),
        "who": name(r),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -3\n⟨s1⟩ LEND-⟨tk⟩ fix ACH return code mapping\n"
            "⟨s2⟩ bump plaid-python to 38.2.0\n⟨s3⟩ Merge pull request #⟨pr⟩ from "
            "ledgerly/unit-webhooks",
            "Bisected the underwriting regression to ⟨sha⟩ (⟨who⟩'s refactor of the DTI calc).",
            "Deployed loan-api ⟨sha⟩ to prod at ⟨t⟩ CT; rollback target is ⟨sha2⟩",
            'Revert "add treasury sweep job"\n\nThis reverts commit ⟨sha⟩.',
            "CircleCI build #⟨n⟩ on ⟨short⟩ failed in integration-plaid (flaky sandbox)",
        ),
        _git,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "loan_application ⟨u⟩ stuck in ⟨st⟩; last outbox event ⟨ulid⟩",
            'legacy collections Mongo: ObjectId("⟨oid⟩") maps to loan ⟨u⟩',
            "ledger=> select id, borrower_id, status from loans where id = '⟨u⟩';\n"
            "  ⟨u⟩ | ⟨u2⟩ | ⟨st⟩",
            "outbox event ⟨ulid⟩ (aggregate ⟨u⟩) replayed to SQS after the DLQ drain",
            "Segment anonymousId ⟨u2⟩, messageId ajs-next-⟨hex⟩, KSUID ⟨ksuid⟩ in the warehouse",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "dd.trace_id=⟨tid⟩ dd.span_id=⟨sid⟩ service=⟨svc⟩ env=prod",
            "X-Amzn-Trace-Id: Root=1-⟨h8⟩-⟨h24⟩;Parent=⟨h16⟩;Sampled=1",
            "AWS request id ⟨u⟩ on the failed SQS SendMessage, x-amz-id-2 ⟨xid⟩",
            "Datadog 128-bit trace ⟨t128⟩ — search APM with the hex form, logs with ⟨tid⟩",
            "Stripe request-id ⟨req⟩ / Plaid request_id ⟨preq⟩ for the same disbursement",
        ),
        _traces,
    ),
    Kind(
        "base64_data_payloads",
        (
            '{"Messages": [{"MessageId": "⟨mid⟩", "Body": "⟨b⟩"}]}',
            '{"awslogs": {"data": "⟨gz⟩"}}',
            "Unit webhook body as stored in webhook_audit.raw (base64): ⟨unit⟩",
            "LoanEvent protobuf from the outbox, base64: ⟨proto⟩",
            "select base64_decode_string('⟨b⟩');  -- decodes to the event JSON",
        ),
        _payloads,
    ),
    Kind(
        "cache_and_idempotency_keys",
        (
            "Idempotency-Key: ⟨u⟩ (Stripe retried the outbound payment, no duplicate)",
            "$ redis-cli --scan --pattern 'ledgerly:offers:v3:*' | head -2\n"
            "ledgerly:offers:v3:⟨sha1⟩\nledgerly:offers:v3:⟨sha1b⟩",
            "Found a cache from build ⟨n⟩ at v4-poetry-⟨sha⟩ (restore_cache key)",
            'S3 ETag "⟨md5⟩" for the bureau file matches the local md5',
            "bureau pull cache key = sha256(borrower_id|⟨bureau⟩|pull_date) = ⟨sha⟩, TTL 24h",
            'ETag: W/"⟨etag⟩" on GET /v1/offers — CloudFront served the stale one',
        ),
        _cache,
    ),
    Kind(
        "masked_redacted_values",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩⟨dots⟩⟨l4⟩  (masked in the ECS console)",
            "Authorization: Bearer [REDACTED]\nX-Request-Id: ⟨tk⟩-⟨l4⟩\nPlaid-Version: 2020-09-14",
            "PLAID_SECRET=⟨stars⟩⟨l2⟩",
            "CircleCI project settings show DD_API_KEY as xxxx⟨l4⟩ — rotated per LEND-⟨tk⟩",
            '{"user": "ledger_app", "password": "********", "host": "<redacted>", "ts": "⟨ts⟩"}',
            "The Okta token ending …⟨c4⟩ is the one ⟨who⟩ revoked; webhook secret ⟨wh⟩… "
            "(hidden in the dashboard)",
        ),
        _masked,
    ),
    Kind(
        "placeholders_and_references",
        (
            "PLAID_SECRET=<your-plaid-secret>\nSTRIPE_SECRET_KEY=<your-stripe-key>  "
            "# copy .env.example, LEND-⟨tk⟩",
            "stripe:\n  secret_key: ${STRIPE_SECRET_KEY}\n  webhook_secret: "
            "${STRIPE_WEBHOOK_SECRET}\n  env: ⟨env⟩",
            '$ op read "op://⟨vault⟩/Plaid ⟨env⟩/secret"',
            '"secrets": [{"name": "PLAID_SECRET", "valueFrom": "arn:aws:secretsmanager:us-east-2:'
            '⟨acct⟩:secret:⟨env⟩/ledger/plaid-⟨sfx⟩:secret::"}]',
            "DB_PASSWORD=changeme  # docker-compose for ⟨svc⟩ only, never ⟨env⟩",
            "datadog:\n  api_key: '{{ secrets.DD_API_KEY }}'\n  app_key: "
            "'{{ secrets.DD_APP_KEY }}'  # ⟨svc⟩ helm values",
        ),
        _placeholders,
    ),
    Kind(
        "version_and_build_strings",
        (
            "loan-api 2038.08.⟨d⟩-rc.⟨n⟩+g⟨short⟩ is on stg",
            "plaid-python 38.⟨m⟩.0, stripe 19.⟨m⟩.1, dbt-core 1.1⟨n⟩.⟨p⟩ — pinned in uv.lock",
            "Terraform v1.1⟨n⟩.⟨p⟩ on darwin_arm64\n+ provider registry.terraform.io/hashicorp/aws "
            "v7.⟨m⟩.0",
            "image tag v4.⟨m⟩.⟨p⟩-⟨dist⟩-g⟨short⟩ (git describe), CircleCI build ⟨build⟩",
            "Stripe-Version: 2038-0⟨n⟩-⟨dd⟩; Persona-Version: 2023-01-05; node v3⟨n⟩.⟨m⟩.⟨p⟩",
        ),
        _versions,
    ),
    Kind(
        "secret_words_in_prose",
        (
            "Rotated the Plaid secret in the dashboard and updated Secrets Manager; loan-api "
            "picked it up after the ECS redeploy (LEND-⟨tk⟩).",
            "Reminder from ⟨who⟩: never paste the Stripe secret key or any API token into Slack, "
            "use a 1Password share link.",
            "Okta password reset emails were delayed ~⟨n⟩ min (INC-⟨inc⟩) — their incident, "
            "not ours.",
            "The token refresh job 401s when the Unit org token expires; add a monitor on "
            "UnitAuthError before 08/⟨d⟩.",
            "Key rotation policy: 90 days for vendor API keys, 30 for break-glass passwords. "
            "Owner: ⟨who⟩.",
            "password_reset_tokens grows ~⟨n⟩k rows/day; add a TTL job (LEND-⟨tk⟩).",
        ),
        _words,
    ),
    Kind(
        "file_and_row_hashes",
        (
            "$ sha256sum ACH_LEDGERLY_2038⟨md⟩_01.txt\n⟨sha⟩  ACH_LEDGERLY_2038⟨md⟩_01.txt",
            "NACHA file md5 ⟨md5⟩ matches what Evolve received (⟨n⟩ entries)",
            '"checksum": {"name": "sha256", "checksum": "⟨h⟩"}  # dbt manifest, fct_loans',
            "suppression list row: email_sha256 = ⟨email⟩ (opted out via Segment)",
            "S3 ChecksumSHA256 ⟨b64⟩ for the daily Fivetran export",
        ),
        _hashes,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "### LEND-⟨tk⟩ wrap-up\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n- Stripe ⟨evt⟩, "
            "signature v1=⟨v1⟩\n- Plaid item ⟨item⟩ / request ⟨req⟩\n- all secrets stay in "
            "Secrets Manager (prod/ledger/*), nothing pasted here",
            "| thing | value |\n|---|---|\n| loan | ⟨u⟩ |\n| outbox event | ⟨ulid⟩ |\n"
            "| trace | ⟨trace⟩ |\n| Okta client_id | ⟨cid⟩ |\n| LD client-side id | ⟨ldc⟩ |",
            "Handoff to ⟨who⟩:\n- TFC ⟨run⟩ in ⟨ws⟩ needs a re-plan\n- secret ARN "
            "arn:aws:secretsmanager:us-east-2:⟨acct⟩:secret:prod/ledger/unit-⟨sfx⟩ (value "
            "unchanged)\n- Marqeta card token ⟨card⟩ still ACTIVE\n- S3 ETag ⟨md5⟩",
            "Token audit (LEND-⟨tk⟩): Stripe key ends ⟨l4⟩ (masked), Plaid secret in "
            "op://Payments Prod/Plaid, DD key xxxx⟨l4⟩; batch ⟨crock⟩ ok; commit ⟨sha⟩",
        ),
        _mixed,
    ),
)
