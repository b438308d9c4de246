"""Secret kinds of ``lookalike88``: credentials whose leak grants access at Ledgerly Lending.

Each kind names the fields that must not survive; other fields (client ids, account ids,
item ids, key ids, hosts) are public or short identifiers and are left unlisted on purpose.
"""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike88.gen import (
    ALNUM,
    B58,
    B64STD,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_SAFE,
    Kind,
    account_id,
    aurora_host,
    b64,
    b64_of,
    b64url,
    b64url_json,
    b64url_raw,
    day,
    ec_pkcs8,
    ec_sec1,
    hexs,
    indent,
    iso,
    jwt,
    name,
    num,
    openssh_private,
    passphrase,
    password,
    pem_body,
    pick,
    rsa_pkcs1,
    rsa_pkcs8,
    secret_kind,
    ticket,
    ts,
    uuid4,
    who,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk" + "_live_"
_SK_TEST = "sk" + "_test_"
_RK_LIVE = "rk" + "_live_"
_PK_LIVE = "pk" + "_live_"
_WHSEC = "wh" + "sec_"
_ACCESS = "access" + "-"
_PROCESSOR = "processor" + "-"
_UNIT = "v2" + ".public."
_PERSONA = "persona" + "_"
_WBHSEC = "wbh" + "sec_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_DBTC = "db" + "tc_"
_SGP = "sg" + "p_"
_LD_SDK = "sd" + "k-"
_LD_API = "ap" + "i-"
_CCIPRJ = "CCI" + "PRJ_"
_ATLAS = ".atlas" + "v1."
_OPS = "op" + "s_"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PRIV = "PRIVATE " + "KEY-----"


def _pem(label: str, field: str) -> str:
    return f"{_BEGIN}{label}{_PRIV}\n⟨{field}⟩\n{_END}{label}{_PRIV}"


def _pem_json(label: str, field: str) -> str:
    return f"{_BEGIN}{label}{_PRIV}\\n⟨{field}⟩\\n{_END}{label}{_PRIV}\\n"


def _pem_indented(label: str, field: str, pad: str) -> str:
    return f"{pad}{_BEGIN}{label}{_PRIV}\n⟨{field}⟩\n{pad}{_END}{label}{_PRIV}"


# --- Plaid ---------------------------------------------------------------------------------


def _plaid_secret(r: Random) -> dict[str, str]:
    return {"cid": hexs(r, 24), "sec": hexs(r, 30), "tk": ticket(r), "who": name(r)}


def _plaid_id(r: Random) -> str:
    return pick(r, B58, 37)


def _plaid_access(r: Random) -> dict[str, str]:
    env = r.choice(("production", "production", "production", "sandbox"))
    return {
        "tok": f"{_ACCESS}{env}-{uuid4(r)}",
        "item": _plaid_id(r),
        "uid": num(r, 6),
        "rid": num(r, 5),
        "ts": iso(r),
        "tk": ticket(r),
        "who": name(r),
    }


def _plaid_processor(r: Random) -> dict[str, str]:
    env = r.choice(("production", "production", "sandbox"))
    return {
        "tok": f"{_PROCESSOR}{env}-{uuid4(r)}",
        "req": pick(r, ALNUM, 15),
        "acct": _plaid_id(r),
        "cust": num(r, 7),
        "ts": iso(r),
        "tk": ticket(r),
    }


# --- Stripe --------------------------------------------------------------------------------


def _stripe_key(r: Random) -> dict[str, str]:
    return {
        "sk": _SK_LIVE + "51" + pick(r, ALNUM, 97),
        "rk": _RK_LIVE + "51" + pick(r, ALNUM, 97),
        "old": _SK_LIVE + pick(r, ALNUM, 24),
        "fa": "fa_1" + pick(r, ALNUM, 23),
        "amt": str(r.randint(5000, 2500000)),
        "tk": ticket(r),
    }


def _stripe_whsec(r: Random) -> dict[str, str]:
    return {
        "w": _WHSEC + pick(r, ALNUM, 32),
        "we": "we_1" + pick(r, ALNUM, 23),
        "port": str(r.choice((8080, 8000, 3000, 4242))),
        "tk": ticket(r),
        "who": name(r),
    }


# --- Unit, webhooks, card issuing, KYC --------------------------------------------------------


def _unit_token(r: Random) -> dict[str, str]:
    claims = {
        "role": r.choice(("admin", "org", "readonly")),
        "userId": num(r, 4),
        "sub": f"{who(r)}@ledgerly.com",
        "exp": f"2039-0{r.randint(1, 9)}-{r.randint(10, 28)}T00:00:00.000Z",
        "jti": num(r, 6),
        "orgId": num(r, 4),
        "scope": "customers applications accounts payments counterparties webhooks",
        "org": "Ledgerly Lending",
        "sourceIp": "",
        "userType": "orgUser",
        "isUnitPilot": False,
    }
    payload = json.dumps(claims, separators=(",", ":")).encode() + r.randbytes(64)
    return {
        "tok": _UNIT + b64url_raw(payload),
        "cust": num(r, 7),
        "tk": ticket(r),
        "who": name(r),
    }


def _webhook_keys(r: Random) -> dict[str, str]:
    return {
        "u": pick(r, ALNUM, 32),
        "d": b64(r, 32),
        "p": _WBHSEC + uuid4(r),
        "kid": uuid4(r),
        "tpl": pick(r, B58, 24),
        "tk": ticket(r),
    }


def _marqeta(r: Random) -> dict[str, str]:
    app, adm = uuid4(r), uuid4(r)
    return {
        "app": app,
        "adm": adm,
        "basic": b64_of(f"{app}:{adm}"),
        "card": uuid4(r),
        "ts": iso(r),
    }


def _alloy(r: Random) -> dict[str, str]:
    tok, sec = pick(r, ALNUM, 32), pick(r, ALNUM, 32)
    return {
        "tok": tok,
        "sec": sec,
        "basic": b64_of(f"{tok}:{sec}"),
        "ev": pick(r, UPPER_ALNUM, 20),
        "tk": ticket(r),
    }


def _socure(r: Random) -> dict[str, str]:
    return {"k": uuid4(r), "ref": uuid4(r), "tk": ticket(r), "who": name(r)}


def _persona(r: Random) -> dict[str, str]:
    env = r.choice(("production", "production", "sandbox"))
    return {
        "k": f"{_PERSONA}{env}_{uuid4(r)}",
        "inq": pick(r, B58, 24),
        "tk": ticket(r),
        "who": name(r),
    }


def _docusign(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs1(r))
    return {
        "body": body,
        "ibody": indent(body, "    "),
        "jbody": body.replace("\n", "\\n"),
        "ik": uuid4(r),
        "uid": uuid4(r),
        "acc": uuid4(r),
    }


# --- AWS -----------------------------------------------------------------------------------


def _aws_secret(r: Random) -> dict[str, str]:
    return {
        "akid": _AKIA + pick(r, UPPER_ALNUM, 16),
        "sak": pick(r, B64STD, 40),
        "acct": account_id(r),
        "tk": ticket(r),
        "who": who(r),
    }


def _session_token(r: Random) -> str:
    raw = b"!\n\torigin_ec\x10" + r.randbytes(1) + b'\x1a\tus-east-2"G0E\x02!\x00'
    raw += r.randbytes(32) + b"\x02 " + r.randbytes(32) + b"*" + r.randbytes(r.randint(520, 700))
    return base64.b64encode(raw).decode()


def _aws_session(r: Random) -> dict[str, str]:
    return {
        "asia": _ASIA + pick(r, UPPER_ALNUM, 16),
        "sak": pick(r, B64STD, 40),
        "st": _session_token(r),
        "acct": account_id(r),
        "who": who(r),
        "d": day(r),
        "exp": f"{r.randint(10, 23)}:{r.randint(10, 59)}:{r.randint(10, 59)}",
    }


def _aurora(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 28)), URL_SAFE),
        "host": aurora_host(r),
        "port": r.choice(("5432", "5432", "6432")),
    }


def _secrets_manager(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((24, 32))),
        "ps": hexs(r, 30),
        "cid": hexs(r, 24),
        "tok": pick(r, ALNUM, 40),
        "host": aurora_host(r),
        "acct": account_id(r),
        "sfx": pick(r, ALNUM, 6),
        "vid": uuid4(r),
    }


# --- data stack ----------------------------------------------------------------------------


def _snowflake_key(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs8(r))
    return {"body": body, "ibody": indent(body, "        "), "loc": _sf_locator(r), "who": who(r)}


def _sf_locator(r: Random) -> str:
    return pick(r, "abcdefghjkmnpqrstuvwxyz", 2) + num(r, 5) + ".us-east-2.aws"


def _snowflake_pw(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 24)), ALNUM + "!#%*+-.=?@^_~") if r.random() < 0.6 else ""
    return {
        "pw": pw or passphrase(r),
        "loc": _sf_locator(r),
        "who": who(r).upper(),
        "tk": ticket(r),
    }


def _data_stack(r: Random) -> dict[str, str]:
    return {
        "dbt": _DBTC + pick(r, B64URL, 56),
        "fk": pick(r, ALNUM, 16),
        "fs": pick(r, ALNUM, 32),
        "sgp": _SGP + pick(r, ALNUM, 64),
        "conn": r.choice(("decent_dropsy", "sassy_herald", "upbeat_quarry", "mild_vapor"))
        + "_"
        + num(r, 2),
        "acct": num(r, 5),
        "job": num(r, 6),
    }


# --- feature flags, identity, observability, paging ----------------------------------------


def _launchdarkly(r: Random) -> dict[str, str]:
    return {
        "sdk": _LD_SDK + uuid4(r),
        "api": _LD_API + uuid4(r),
        "cid": hexs(r, 24),
        "tk": ticket(r),
    }


def _okta_keys(r: Random) -> dict[str, str]:
    return {
        "tok": "00" + pick(r, B64URL, 40),
        "cs": pick(r, B64URL, 64),
        "cid": "0oa" + pick(r, ALNUM, 17),
        "who": who(r),
    }


def _okta_jwt(r: Random) -> dict[str, str]:
    t = ts(r)
    claims = {
        "ver": 1,
        "jti": "AT." + b64url(r, 32),
        "iss": "https://ledgerly.okta.com/oauth2/default",
        "aud": "api://ledgerly",
        "iat": t,
        "exp": t + 3600,
        "cid": "0oa" + pick(r, ALNUM, 17),
        "uid": "00u" + pick(r, ALNUM, 17),
        "scp": r.choice((["loans.read"], ["loans.read", "loans.write"], ["admin.all"])),
        "auth_time": t - r.randint(30, 900),
        "sub": f"{who(r)}@ledgerly.com",
    }
    token = jwt({"kid": b64url(r, 32), "alg": "RS256"}, claims, r.randbytes(256))
    return {"jwt": token, "loan": uuid4(r), "who": name(r)}


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40), "svc": r.choice(_SERVICES)}


_SERVICES = ("loan-api", "ledger-recon", "disbursement-worker", "kyc-gateway", "card-auth")


def _pagerduty(r: Random) -> dict[str, str]:
    return {
        "rest": r.choice(("u+", "y_")) + pick(r, ALNUM + "+-_", 18),
        "rk": hexs(r, 32),
        "svc": "P" + pick(r, UPPER_ALNUM, 6),
    }


# --- CI, Terraform, 1Password, Kubernetes, .env --------------------------------------------


def _ci_vars(r: Random) -> dict[str, str]:
    return {
        "ps": hexs(r, 30),
        "sk": _SK_TEST + "51" + pick(r, ALNUM, 97),
        "sock": uuid4(r),
        "prj": _CCIPRJ + pick(r, ALNUM, 22) + "_" + hexs(r, 40),
        "dd": hexs(r, 32),
        "tk": ticket(r),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {
        "t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67),
        "ws": "ws-" + pick(r, ALNUM, 16),
        "who": name(r),
    }


def _onepassword(r: Random) -> dict[str, str]:
    t = ts(r)
    claims = {
        "1password.com/auuid": pick(r, UPPER_ALNUM, 26),
        "1password.com/token": b64url(r, 24),
        "1password.com/fts": ["vaultaccess"],
        "1password.com/vts": [{"u": pick(r, LOWER_ALNUM, 26), "a": 49152}],
        "aud": ["com.1password.connect"],
        "sub": pick(r, UPPER_ALNUM, 26),
        "iat": t,
        "iss": "com.1password.b5",
        "jti": pick(r, LOWER_ALNUM, 26),
    }
    header = {"alg": "ES256", "kid": pick(r, LOWER_ALNUM, 26), "typ": "JWT"}
    secret_key = "A3-" + "-".join(pick(r, UPPER_ALNUM, n) for n in (6, 6, 5, 5, 5, 5))
    account = {
        "signInAddress": "ledgerly.1password.com",
        "userAuth": {
            "method": "SRPg-4096",
            "alg": "PBES2g-HS256",
            "iterations": 650000,
            "salt": b64url(r, 16),
        },
        "email": pick(r, LOWER_ALNUM, 13) + "@1passwordserviceaccounts.com",
        "srpX": hexs(r, 64),
        "muk": {
            "alg": "A256GCM",
            "ext": False,
            "k": b64url(r, 32),
            "key_ops": ["decrypt", "encrypt"],
            "kty": "oct",
            "kid": "mp",
        },
        "secretKey": secret_key,
        "throttleSecret": {"seed": hexs(r, 64), "uuid": pick(r, UPPER_ALNUM, 26)},
        "deviceUuid": pick(r, LOWER_ALNUM, 26),
    }
    return {
        "jwt": jwt(header, claims, r.randbytes(64)),
        "ops": _OPS + b64url_json(account),
        "vault": r.choice(("CI Prod", "Platform", "Payments Prod", "Data")),
    }


def _k8s(r: Random) -> dict[str, str]:
    return {
        "b1": b64_of(password(r, r.choice((20, 24, 32)))),
        "b2": b64_of(_DBTC + pick(r, B64URL, 56)),
        "acctb": b64_of(_sf_locator(r)),
        "ub": b64_of(r.choice(("ledger_app", "dbt_runner", "fivetran_hvr"))),
        "ns": r.choice(("data", "ledger", "kyc")),
    }


def _env_file(r: Random) -> dict[str, str]:
    return {
        "cid": hexs(r, 24),
        "ps": hexs(r, 30),
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "sk": _SK_LIVE + "51" + pick(r, ALNUM, 97),
        "ldc": hexs(r, 24),
        "unit": _UNIT + b64url(r, 260),
        "uwt": pick(r, ALNUM, 32),
        "pw": password(r, 22, URL_SAFE),
        "swk": pick(r, ALNUM, 32),
        "sdk": _LD_SDK + uuid4(r),
        "per": f"{_PERSONA}sandbox_{uuid4(r)}",
    }


# --- private keys --------------------------------------------------------------------------


def _openssh(r: Random) -> dict[str, str]:
    user = who(r)
    body = openssh_private(r, f"{user}@ledgerly-bastion")
    return {
        "body": body,
        "ebody": openssh_private(r, "sftp-nacha@ledgerly", ecdsa=True),
        "ibody": indent(openssh_private(r, "circleci-deploy"), "    "),
        "who": user,
    }


def _ec_key(r: Random) -> dict[str, str]:
    body = pem_body(ec_sec1(r))
    return {
        "body": body,
        "jbody": body.replace("\n", "\\n"),
        "p8": pem_body(ec_pkcs8(r)),
        "kid": b64url(r, 8),
    }


# --- prose and mixed notes -----------------------------------------------------------------


def _prose(r: Random) -> dict[str, str]:
    pw = passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 20)))
    return {"pw": pw, "inc": num(r, 3), "who": name(r), "tk": ticket(r)}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "evt": "1" + pick(r, ALNUM, 23),
        "trace": hexs(r, 32),
        "wh": _WHSEC + pick(r, ALNUM, 32),
        "item": pick(r, B58, 37),
        "req": pick(r, ALNUM, 15),
        "cid": hexs(r, 24),
        "ps": hexs(r, 30),
        "u": uuid4(r),
        "ddt": num(r, 19),
        "dds": num(r, 19),
        "dd": hexs(r, 32),
        "pub": hexs(r, 32),
        "uid": pick(r, ALNUM, 17),
        "gid": pick(r, ALNUM, 17),
        "okt": "00" + pick(r, B64URL, 40),
        "inc": num(r, 3),
        "tk": ticket(r),
    }


SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "plaid_api_secret",
        (
            "# loan-api/.env.prod (from the ECS task def diff)\nPLAID_CLIENT_ID=⟨cid⟩\n"
            "PLAID_SECRET=⟨sec⟩\nPLAID_ENV=production",
            "$ curl -s https://production.plaid.com/item/get -H 'Content-Type: application/json' "
            '\\\n    -d \'{"client_id":"⟨cid⟩","secret":"⟨sec⟩","access_token":"\'"$TOK"\'"}\' '
            "| jq .item.error",
            "New Plaid prod secret is ⟨sec⟩ (old one revoked in the dashboard, LEND-⟨tk⟩). "
            "client_id ⟨cid⟩ unchanged.",
            "plaid:\n  client_id: ⟨cid⟩\n  secret: ⟨sec⟩\n  env: production\n"
            "  webhook_url: https://hooks.ledgerly.com/plaid",
        ),
        _plaid_secret,
        "sec",
    ),
    secret_kind(
        "plaid_access_token",
        (
            "ledger=> select id, plaid_item_id, access_token from plaid_items where user_id = "
            "⟨uid⟩;\n  id   |             plaid_item_id             |  access_token\n"
            "-------+---------------------------------------+---------------\n"
            " ⟨rid⟩ | ⟨item⟩ | ⟨tok⟩\n(1 row)",
            "⟨ts⟩ ERROR plaid_sync item_id=⟨item⟩ access_token=⟨tok⟩ "
            "error_code=ITEM_LOGIN_REQUIRED retry=false",
            "$ curl -s https://production.plaid.com/transactions/sync -H 'Content-Type: "
            'application/json\' -d \'{"client_id":"\'$PLAID_CLIENT_ID\'","secret":"\'$PLAID_SECRET'
            '\'","access_token":"⟨tok⟩","count":100}\'',
            "Repro for LEND-⟨tk⟩ needs ⟨who⟩'s test item ⟨item⟩; its Plaid access token is ⟨tok⟩.",
        ),
        _plaid_access,
        "tok",
    ),
    secret_kind(
        "plaid_processor_token",
        (
            'POST /processor/token/create → {"processor_token": "⟨tok⟩", "request_id": "⟨req⟩"}',
            "$ curl -s -X POST https://api.s.unit.sh/counterparties -H 'Content-Type: "
            'application/vnd.api+json\' -H "Authorization: Bearer $UNIT_API_TOKEN" -d \'{"data":'
            '{"type":"achCounterparty","attributes":{"type":"Person","plaidProcessorToken":'
            '"⟨tok⟩","name":"Borrower ⟨cust⟩"},"relationships":{"customer":{"data":'
            '{"type":"customer","id":"⟨cust⟩"}}}}}\'',
            "⟨ts⟩ INFO link.exchange account_id=⟨acct⟩ processor=unit processor_token=⟨tok⟩",
            "Unit counterparty create kept failing because we sent the sandbox processor token "
            "to prod; the prod one for borrower ⟨cust⟩ is ⟨tok⟩ (LEND-⟨tk⟩).",
        ),
        _plaid_processor,
        "tok",
    ),
    secret_kind(
        "stripe_secret_key",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩",
            "$ stripe --api-key ⟨rk⟩ treasury financial_accounts list --limit 3",
            "$ curl https://api.stripe.com/v1/treasury/outbound_payments -u ⟨sk⟩: "
            "-d financial_account=⟨fa⟩ -d amount=⟨amt⟩ -d currency=usd",
            "Restricted key for the payouts worker (Treasury read, OutboundPayments write): ⟨rk⟩",
            'stripe.api_key = "⟨old⟩"  # legacy key from 2031, still live?? see LEND-⟨tk⟩',
        ),
        _stripe_key,
        "sk",
        "rk",
        "old",
    ),
    secret_kind(
        "stripe_webhook_secret",
        (
            "STRIPE_WEBHOOK_SECRET=⟨w⟩",
            "$ stripe listen --forward-to localhost:⟨port⟩/webhooks/stripe\n"
            "> Ready! You are using Stripe API Version [2038-06-30]. Your webhook signing secret "
            "is ⟨w⟩ (^C to quit)",
            "Endpoint ⟨we⟩ (treasury.* events) signing secret: ⟨w⟩ — ⟨who⟩ is putting it in "
            "Secrets Manager under prod/stripe/webhook",
            '{"endpoint_id": "⟨we⟩", "signing_secret": "⟨w⟩", "ticket": "LEND-⟨tk⟩"}',
        ),
        _stripe_whsec,
        "w",
    ),
    secret_kind(
        "unit_api_token",
        (
            "UNIT_API_TOKEN=⟨tok⟩",
            '$ curl -s https://api.s.unit.sh/customers/⟨cust⟩ -H "Authorization: Bearer ⟨tok⟩" '
            "| jq .data.attributes.status",
            "Unit org token for the sandbox org (scopes customers/applications/accounts), "
            "issued by ⟨who⟩: ⟨tok⟩",
        ),
        _unit_token,
        "tok",
    ),
    secret_kind(
        "webhook_hmac_keys",
        (
            "UNIT_WEBHOOK_TOKEN=⟨u⟩  # shared secret behind X-Unit-Signature",
            "DocuSign Connect HMAC key #1 (added 08/12, key id ⟨kid⟩): ⟨d⟩",
            "persona:\n  webhook_secret: ⟨p⟩\n  inquiry_template: itmpl_⟨tpl⟩",
            '$ curl -s -X POST https://api.s.unit.sh/webhooks -H "Authorization: Bearer '
            '$UNIT_API_TOKEN" -d \'{"data":{"type":"webhook","attributes":{"label":'
            '"ledgerly-prod","url":"https://hooks.ledgerly.com/unit","token":"⟨u⟩",'
            '"contentType":"JsonAPI","deliveryMode":"AtLeastOnce"}}}\'',
        ),
        _webhook_keys,
        "u",
        "d",
        "p",
    ),
    secret_kind(
        "marqeta_admin_access_token",
        (
            "MARQETA_APPLICATION_TOKEN=⟨app⟩\nMARQETA_ADMIN_ACCESS_TOKEN=⟨adm⟩\n"
            "MARQETA_BASE_URL=https://ledgerly-api.marqeta.com/v3",
            "$ curl -s -u ⟨app⟩:⟨adm⟩ https://ledgerly-api.marqeta.com/v3/cards/⟨card⟩ | jq .state",
            "⟨ts⟩ DEBUG httpx request GET /v3/users headers={'Authorization': 'Basic ⟨basic⟩', "
            "'Accept': 'application/json'}",
            "Marqeta prod admin access token is ⟨adm⟩; the application token ⟨app⟩ is only "
            "the username half.",
        ),
        _marqeta,
        "adm",
        "basic",
    ),
    secret_kind(
        "alloy_workflow_secret",
        (
            "ALLOY_WORKFLOW_TOKEN=⟨tok⟩\nALLOY_WORKFLOW_SECRET=⟨sec⟩",
            "$ curl -s -u ⟨tok⟩:⟨sec⟩ https://sandbox.alloy.co/v1/evaluations "
            "-H 'Content-Type: application/json' -d @applicant.json | jq .summary.outcome",
            "Alloy eval L-⟨ev⟩ 401'd: header was `Authorization: Basic ⟨basic⟩`, which is the "
            "staging workflow (LEND-⟨tk⟩)",
            'alloy = AlloyClient(token="⟨tok⟩", secret="⟨sec⟩", base_url="https://api.alloy.co")',
        ),
        _alloy,
        "sec",
        "basic",
    ),
    secret_kind(
        "socure_api_key",
        (
            '$ curl -s https://service.socure.com/api/3.0/EmailAuthScore -H "Authorization: '
            "SocureApiKey ⟨k⟩\" -H 'Content-Type: application/json' -d @kyc.json",
            "SOCURE_API_KEY=⟨k⟩  # prod, sigma fraud + kyc modules",
            'socure:\n  base_url: https://service.socure.com\n  api_key: "⟨k⟩"\n'
            "  modules: [kyc, fraud, emailrisk]",
            "⟨who⟩ pasted the Socure prod key in #kyc-eng: ⟨k⟩ — rotate (LEND-⟨tk⟩). "
            "The referenceId he posted with it, ⟨ref⟩, is harmless.",
        ),
        _socure,
        "k",
    ),
    secret_kind(
        "persona_api_key",
        (
            "PERSONA_API_KEY=⟨k⟩",
            "$ curl -s https://withpersona.com/api/v1/inquiries/inq_⟨inq⟩ -H 'Authorization: "
            "Bearer ⟨k⟩' -H 'Persona-Version: 2023-01-05' | jq .data.attributes.status",
            "Persona key for the KYC re-run script (⟨who⟩ has the other one): ⟨k⟩",
        ),
        _persona,
        "k",
    ),
    secret_kind(
        "docusign_rsa_private_key",
        (
            _pem("RSA ", "body"),
            "DocuSign JWT grant for integration key ⟨ik⟩ (impersonating ⟨uid⟩), key from the "
            "old app config:\n\n" + _pem("RSA ", "body"),
            "docusign:\n  integration_key: ⟨ik⟩\n  user_id: ⟨uid⟩\n  account_id: ⟨acc⟩\n"
            "  private_key: |\n" + _pem_indented("RSA ", "ibody", "    "),
            '{"integration_key": "⟨ik⟩", "user_id": "⟨uid⟩", "private_key": "'
            + _pem_json("RSA ", "jbody")
            + '"}',
        ),
        _docusign,
        "body",
        "ibody",
        "jbody",
    ),
    secret_kind(
        "aws_secret_access_key",
        (
            "~/.aws/credentials on the old jump box:\n[ledgerly-prod-breakglass]\n"
            "aws_access_key_id = ⟨akid⟩\naws_secret_access_key = ⟨sak⟩\nregion = us-east-2",
            "export AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sak⟩ && aws sqs "
            "get-queue-attributes --queue-url https://sqs.us-east-2.amazonaws.com/⟨acct⟩/"
            "ledger-disbursements.fifo --attribute-names All",
            "Fivetran S3 export uses IAM user fivetran-export; secret key ⟨sak⟩ (key id ⟨akid⟩), "
            "rotate by 09/01 per LEND-⟨tk⟩",
            'provider "aws" {\n  region     = "us-east-2"\n  access_key = "⟨akid⟩"\n'
            '  secret_key = "⟨sak⟩"\n}',
        ),
        _aws_secret,
        "sak",
    ),
    secret_kind(
        "aws_session_token",
        (
            "$ aws sts assume-role --role-arn arn:aws:iam::⟨acct⟩:role/ledgerly-oncall "
            '--role-session-name ⟨who⟩\n{\n    "Credentials": {\n        "AccessKeyId": "⟨asia⟩",'
            '\n        "SecretAccessKey": "⟨sak⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "2038-08-⟨d⟩T⟨exp⟩+00:00"\n    }\n}',
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "[ledgerly-sso-⟨who⟩]\naws_access_key_id=⟨asia⟩\naws_secret_access_key=⟨sak⟩\n"
            "aws_session_token=⟨st⟩",
        ),
        _aws_session,
        "sak",
        "st",
    ),
    secret_kind(
        "aurora_connection_password",
        (
            "DATABASE_URL=postgresql://ledger_app:⟨pw⟩@⟨host⟩:⟨port⟩/ledger?sslmode=verify-full",
            "$ PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -p ⟨port⟩ -U ledger_ro -d ledger "
            "-c 'select count(*) from loan_applications'",
            "Fivetran source is jdbc:postgresql://⟨host⟩:⟨port⟩/ledger?user=fivetran&password=⟨pw⟩"
            "&ssl=true — move to IAM auth",
            "alembic.ini on the migration box: sqlalchemy.url = postgresql+psycopg://"
            "ledger_admin:⟨pw⟩@⟨host⟩:⟨port⟩/ledger",
        ),
        _aurora,
        "pw",
    ),
    secret_kind(
        "secrets_manager_secret_string",
        (
            "$ aws secretsmanager get-secret-value --secret-id prod/ledger/aurora-master --query "
            'SecretString --output text\n{"username":"ledger_master","password":"⟨pw⟩",'
            '"engine":"postgres","host":"⟨host⟩","port":5432,"dbClusterIdentifier":'
            '"ledgerly-prod"}',
            '{\n    "ARN": "arn:aws:secretsmanager:us-east-2:⟨acct⟩:secret:prod/ledger/'
            'plaid-⟨sfx⟩",'
            '\n    "Name": "prod/ledger/plaid",\n    "VersionId": "⟨vid⟩",\n    "SecretString": '
            '"{\\"PLAID_CLIENT_ID\\":\\"⟨cid⟩\\",\\"PLAID_SECRET\\":\\"⟨ps⟩\\"}"\n}',
            "$ aws secretsmanager put-secret-value --secret-id prod/ledger/okta-scim "
            '--secret-string \'{"bearer":"⟨tok⟩"}\'',
        ),
        _secrets_manager,
        "pw",
        "ps",
        "tok",
    ),
    secret_kind(
        "snowflake_pkcs8_private_key",
        (
            "~/.snowflake/rsa_key.p8 for SVC_DBT_PROD:\n" + _pem("", "body"),
            _pem("", "body"),
            "ledgerly:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n"
            "      account: ⟨loc⟩\n      user: SVC_DBT_PROD\n      private_key: |\n"
            + _pem_indented("", "ibody", "        "),
        ),
        _snowflake_key,
        "body",
        "ibody",
    ),
    secret_kind(
        "snowflake_password",
        (
            "~/.snowsql/config\n[connections.prod]\naccountname = ⟨loc⟩\nusername = SVC_FIVETRAN\n"
            'password = "⟨pw⟩"\nwarehouse = LOADING_WH',
            "ledgerly:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n"
            '      account: ⟨loc⟩\n      user: DBT_PROD\n      password: "⟨pw⟩"\n'
            "      role: TRANSFORMER",
            'conn = snowflake.connector.connect(account="⟨loc⟩", user="⟨who⟩", '
            'password="⟨pw⟩", warehouse="ADHOC_WH")',
            "ALTER USER svc_segment SET PASSWORD = '⟨pw⟩' MUST_CHANGE_PASSWORD = FALSE;  "
            "-- LEND-⟨tk⟩",
        ),
        _snowflake_pw,
        "pw",
    ),
    secret_kind(
        "data_stack_tokens",
        (
            "$ DBT_CLOUD_API_TOKEN=⟨dbt⟩ dbt-cloud job run --account-id ⟨acct⟩ --job-id ⟨job⟩",
            "$ curl -s -u ⟨fk⟩:⟨fs⟩ -X POST https://api.fivetran.com/v1/connections/⟨conn⟩/sync",
            "Segment Public API token (workspace ledgerly, Workspace Owner): ⟨sgp⟩",
            '$ curl -s -H "Authorization: Token ⟨dbt⟩" '
            '"https://cloud.getdbt.com/api/v2/accounts/⟨acct⟩/runs/?limit=5"',
            "FIVETRAN_API_KEY=⟨fk⟩\nFIVETRAN_API_SECRET=⟨fs⟩\nSEGMENT_PUBLIC_API_TOKEN=⟨sgp⟩",
        ),
        _data_stack,
        "dbt",
        "fs",
        "sgp",
    ),
    secret_kind(
        "launchdarkly_server_keys",
        (
            "LAUNCHDARKLY_SDK_KEY=⟨sdk⟩",
            "$ curl -s https://app.launchdarkly.com/api/v2/flags/ledgerly/new-underwriting-model "
            '-H "Authorization: ⟨api⟩" | jq .environments.production.on',
            'ldclient.set_config(Config("⟨sdk⟩"))  # prod env; client-side id is ⟨cid⟩',
            "LD API access token for the flag-cleanup script (Writer role, LEND-⟨tk⟩): ⟨api⟩",
        ),
        _launchdarkly,
        "sdk",
        "api",
    ),
    secret_kind(
        "okta_api_token_client_secret",
        (
            "OKTA_API_TOKEN=⟨tok⟩  # SSWS, created by svc-okta-sync",
            "$ curl -s 'https://ledgerly.okta.com/api/v1/users?limit=2' -H "
            '"Authorization: SSWS ⟨tok⟩"',
            "okta:\n  issuer: https://ledgerly.okta.com/oauth2/default\n  client_id: ⟨cid⟩\n"
            "  client_secret: ⟨cs⟩",
            'provider "okta" {\n  org_name  = "ledgerly"\n  base_url  = "okta.com"\n'
            '  api_token = "⟨tok⟩"\n}',
            "$ curl -s -u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials -d scope=loans.read "
            "https://ledgerly.okta.com/oauth2/default/v1/token",
        ),
        _okta_keys,
        "tok",
        "cs",
    ),
    secret_kind(
        "okta_access_token_jwt",
        (
            '$ curl -s -H "Authorization: Bearer ⟨jwt⟩" '
            "https://api.ledgerly.com/internal/loans/⟨loan⟩",
            '{"token_type":"Bearer","expires_in":3600,"access_token":"⟨jwt⟩","scope":"loans.read"}',
            "⟨who⟩'s admin access token from the browser devtools (still valid ~1h): ⟨jwt⟩",
        ),
        _okta_jwt,
        "jwt",
    ),
    secret_kind(
        "datadog_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_APP_KEY=⟨app⟩\nDD_SITE=us5.datadoghq.com",
            "$ curl -s 'https://api.us5.datadoghq.com/api/v1/monitor?tags=team:lending' "
            '-H "DD-API-KEY: ⟨api⟩" -H "DD-APPLICATION-KEY: ⟨app⟩"',
            '"environment": [\n  {"name": "DD_API_KEY", "value": "⟨api⟩"},\n'
            '  {"name": "DD_SERVICE", "value": "⟨svc⟩"}\n]',
            "datadog.yaml on the bastion still has api_key: ⟨api⟩ (agent 7, ⟨svc⟩ host)",
        ),
        _datadog,
        "api",
        "app",
    ),
    secret_kind(
        "pagerduty_keys",
        (
            "$ curl -s 'https://api.pagerduty.com/incidents?statuses[]=triggered' -H "
            '"Authorization: Token token=⟨rest⟩" -H "Accept: application/vnd.pagerduty+json;'
            'version=2"',
            '{"routing_key": "⟨rk⟩", "event_action": "trigger", "payload": {"summary": '
            '"ACH return rate > 3%", "severity": "critical", "source": "ledger-recon"}}',
            "PAGERDUTY_ROUTING_KEY=⟨rk⟩  # Events v2, service Ledger Recon (⟨svc⟩)",
            "PD REST API key for the on-call schedule exporter: ⟨rest⟩",
        ),
        _pagerduty,
        "rest",
        "rk",
    ),
    secret_kind(
        "ci_variables",
        (
            '$ circleci context store-secret ledgerly prod-deploy PLAID_SECRET <<< "⟨ps⟩"',
            ".circleci/config.yml before LEND-⟨tk⟩ moved it into a context:\n"
            "  integration-plaid:\n    environment:\n      STRIPE_SECRET_KEY: ⟨sk⟩\n"
            "      PLAID_ENV: sandbox",
            'resource "tfe_variable" "socure_key" {\n  key          = "socure_api_key"\n'
            '  value        = "⟨sock⟩"\n  category     = "terraform"\n  sensitive    = true\n'
            "  workspace_id = tfe_workspace.kyc.id\n}",
            "$ curl -s -X POST https://circleci.com/api/v2/project/gh/ledgerly/loan-api/envvar "
            '-H "Circle-Token: ⟨prj⟩" -d \'{"name":"DD_API_KEY","value":"⟨dd⟩"}\'',
        ),
        _ci_vars,
        "ps",
        "sk",
        "sock",
        "prj",
        "dd",
    ),
    secret_kind(
        "terraform_cloud_token",
        (
            '~/.terraform.d/credentials.tfrc.json:\n{\n  "credentials": {\n'
            '    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "export TF_TOKEN_app_terraform_io=⟨t⟩",
            '$ curl -s -H "Authorization: Bearer ⟨t⟩" '
            "https://app.terraform.io/api/v2/workspaces/⟨ws⟩/runs | jq '.data[0].id'",
            "TFC team token for ledgerly/platform, made by ⟨who⟩ for the drift checker: ⟨t⟩",
        ),
        _tfc,
        "t",
    ),
    secret_kind(
        "onepassword_tokens",
        (
            "OP_CONNECT_HOST=http://op-connect.internal:8080\nOP_CONNECT_TOKEN=⟨jwt⟩",
            '$ curl -s http://localhost:8080/v1/vaults -H "Authorization: Bearer ⟨jwt⟩" '
            "| jq '.[].name'",
            "export OP_SERVICE_ACCOUNT_TOKEN=⟨ops⟩",
            'CircleCI 1Password service account token (vault "⟨vault⟩", read-only): ⟨ops⟩',
        ),
        _onepassword,
        "jwt",
        "ops",
    ),
    secret_kind(
        "k8s_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: dbt-runner\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  SNOWFLAKE_ACCOUNT: ⟨acctb⟩\n  SNOWFLAKE_PASSWORD: ⟨b1⟩\n"
            "  DBT_CLOUD_API_TOKEN: ⟨b2⟩",
            "$ kubectl -n ⟨ns⟩ get secret fivetran-hvr -o jsonpath='{.data.password}'\n⟨b1⟩",
            "$ kubectl -n ⟨ns⟩ get secret ledger-db -o yaml | grep -A2 '^data'\ndata:\n"
            "  password: ⟨b1⟩\n  username: ⟨ub⟩",
            "dbt-runner secret on the data EKS cluster: DBT_CLOUD_API_TOKEN is ⟨b2⟩ (base64, "
            "decode before use)",
        ),
        _k8s,
        "b1",
        "b2",
    ),
    secret_kind(
        "env_file_lines",
        (
            "# loan-api/.env.production (do not commit)\nAPP_ENV=production\nAWS_REGION=us-east-2"
            "\nPLAID_CLIENT_ID=⟨cid⟩\nPLAID_SECRET=⟨ps⟩\nSTRIPE_PUBLISHABLE_KEY=⟨pk⟩\n"
            "STRIPE_SECRET_KEY=⟨sk⟩\nLD_CLIENT_SIDE_ID=⟨ldc⟩\nDD_ENV=prod",
            "# card-svc/.env\nUNIT_API_URL=https://api.s.unit.sh\nUNIT_API_TOKEN=⟨unit⟩\n"
            "UNIT_WEBHOOK_TOKEN=⟨uwt⟩\nLOG_LEVEL=debug",
            "# .env.local\nDATABASE_URL=postgres://ledger_app:⟨pw⟩@localhost:6432/ledger\n"
            "REDIS_URL=redis://localhost:6379/0\nSEGMENT_WRITE_KEY=⟨swk⟩\n"
            "LAUNCHDARKLY_SDK_KEY=⟨sdk⟩",
            "$ echo 'PERSONA_API_KEY=⟨per⟩' >> .env.local && direnv allow",
        ),
        _env_file,
        "ps",
        "sk",
        "unit",
        "uwt",
        "pw",
        "sdk",
        "per",
    ),
    secret_kind(
        "openssh_private_key",
        (
            _pem("OPENSSH ", "body"),
            "Bastion deploy key (~/.ssh/ledgerly_bastion_ed25519) copied off the old CircleCI "
            "project, ⟨who⟩ to revoke:\n\n" + _pem("OPENSSH ", "body"),
            "$ cat ~/.ssh/id_ecdsa_sftp_nacha\n" + _pem("OPENSSH ", "ebody"),
            "deploy:\n  ssh_private_key: |\n" + _pem_indented("OPENSSH ", "ibody", "    "),
        ),
        _openssh,
        "body",
        "ebody",
        "ibody",
    ),
    secret_kind(
        "ec_private_key_pem",
        (
            _pem("EC ", "body"),
            "ledgerly-auth signs session JWTs with ES256; the key (kid ⟨kid⟩) sat in the task "
            'def env:\nJWT_SIGNING_KEY="' + _pem_json("EC ", "jbody") + '"',
            "$ openssl ecparam -name prime256v1 -genkey -noout -out marqeta-push.pem && cat "
            "marqeta-push.pem\n" + _pem("EC ", "body"),
            "$ openssl pkcs8 -topk8 -nocrypt -in auth-es256.pem\n" + _pem("", "p8"),
        ),
        _ec_key,
        "body",
        "jbody",
        "p8",
    ),
    secret_kind(
        "password_in_prose",
        (
            "Reset the Aurora master password during INC-⟨inc⟩; the new one is ⟨pw⟩ until the "
            "Secrets Manager rotation lambda picks it up.",
            "⟨who⟩ says the Okta break-glass account (admin@ledgerly.com) password is ⟨pw⟩ — "
            "it is in 1Password too but the vault was locked.",
            "DocuSign demo login for QA: dev-docs@ledgerly.com / ⟨pw⟩",
            "Read the SFTP password to the Evolve ops contact over the phone: ⟨pw⟩. Ask them to "
            "confirm the 08/15 NACHA file landed.",
            "Temp password for the new Denver contractor's Snowflake user is ⟨pw⟩ (must change "
            "on first login, LEND-⟨tk⟩).",
        ),
        _prose,
        "pw",
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "INC-⟨inc⟩ timeline\n- 14:02 deploy ⟨sha⟩ (image sha256:⟨dig⟩)\n"
            "- 14:09 Stripe webhooks 400 `No signatures found matching the expected signature` "
            "for evt_⟨evt⟩\n- 14:15 task def had the sandbox value; set STRIPE_WEBHOOK_SECRET="
            "⟨wh⟩\n- 14:20 trace ⟨trace⟩ clean again",
            "Recon notes LEND-⟨tk⟩\n\n| field | value |\n|---|---|\n| plaid item | ⟨item⟩ |\n"
            "| request_id | ⟨req⟩ |\n| client_id | ⟨cid⟩ |\n| secret | ⟨ps⟩ |\n"
            "| link_session_id | ⟨u⟩ |",
            "Datadog org move, LEND-⟨tk⟩\n- trace_id=⟨ddt⟩ span_id=⟨dds⟩ after commit ⟨sha⟩\n"
            "- API key for the new org: ⟨dd⟩ (app key still pending)\n"
            "- RUM client token pub⟨pub⟩ is public, fine in the bundle",
            "Okta SCIM debug\n- user 00u⟨uid⟩ in group 00g⟨gid⟩\n- SSWS token ⟨okt⟩\n"
            "- request id ⟨u⟩, commit ⟨sha⟩",
        ),
        _among,
        "wh",
        "ps",
        "dd",
        "okt",
    ),
)
