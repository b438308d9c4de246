"""Secret kinds of ``lookalike76``: credentials of the Kapwa Puhunan stack in note framings.

Each kind names in ``secrets`` the fields whose values must not survive the scrubber. Fields
that are identifiers (merchant ids, partner ids, AccessKey ids, client ids, key ids, team
ids, account ids) are filled in beside the secrets but never listed.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike76.gen import (
    ALNUM,
    B64URL,
    BEGIN_OPENSSH,
    BEGIN_PRIVATE,
    BEGIN_RSA,
    END_OPENSSH,
    END_PRIVATE,
    END_RSA,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    ec_p256_pkcs8_der,
    hexs,
    num,
    object_id,
    openssh_private_body,
    passphrase,
    password,
    pem_body,
    pick,
    rsa_pkcs1_der,
    rsa_pkcs8_der,
    sha256_hex,
    ulid,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_XND_PROD = "xnd_" + "production_"
_XND_DEV = "xnd_" + "development_"
_MID_SERVER = "Mid-" + "server-"
_MID_CLIENT = "Mid-" + "client-"
_PM_SK_LIVE = "sk_" + "live_"
_PM_SK_TEST = "sk_" + "test_"
_PM_PK_LIVE = "pk_" + "live_"
_WHSK = "wh" + "sk_"
_MAYA_SK = "s" + "k-"
_MAYA_PK = "p" + "k-"
_AIZA = "AI" + "za"
_GOOG_REFRESH = "1/" + "/0"
_GOOG_ACCESS = "ya" + "29."
_FCM_MARK = ":" + "APA91b"
_ONFIDO_LIVE = "api_" + "live."
_ONFIDO_SANDBOX = "api_" + "sandbox."
_ATBB = "AT" + "BB"
_ATCTT = "ATCTT3" + "xFfGN0"
_NRAK = "NR" + "AK-"
_NRAL = "NR" + "AL"
_MB = "m" + "b_"
_LTAI = "LT" + "AI5t"
_STS = "ST" + "S."
_CAIS = "CA" + "IS"
_JKT = "ap-southeast-5"


# --- value makers --------------------------------------------------------------------------


def xendit_key(r: Random) -> str:
    return r.choice((_XND_PROD, _XND_PROD, _XND_DEV)) + b64(r, 40)


def midtrans_server_key(r: Random) -> str:
    return r.choice(("", "SB-")) + _MID_SERVER + pick(r, B64URL, 24)


def paymongo_sk(r: Random) -> str:
    return r.choice((_PM_SK_LIVE, _PM_SK_LIVE, _PM_SK_TEST)) + pick(r, ALNUM, 24)


def maya_sk(r: Random) -> str:
    return _MAYA_SK + pick(r, ALNUM, 43)


def semaphore_key(r: Random) -> str:
    return hexs(r, 32)


def ak_secret(r: Random) -> str:
    return pick(r, ALNUM, 30)


def atbb(r: Random) -> str:
    return _ATBB + pick(r, ALNUM, 28) + hexs(r, 8).upper()


def google_refresh(r: Random) -> str:
    return _GOOG_REFRESH + r.choice("4569eg") + pick(r, B64URL, 98)


def rds_host(r: Random, engine: str = "mysql") -> str:
    prefix = {"mysql": "rm-", "pgsql": "pgm-", "redis": "r-"}[engine]
    return f"{prefix}k1a{pick(r, LOWER_ALNUM, 15)}.{engine}.{_JKT}.rds.aliyuncs.com"


def _xendit(r: Random) -> dict[str, str]:
    return {"k": xendit_key(r), "biz": object_id(r), "ext": f"kp-loan-{num(r, 7)}"}


def _xendit_cb(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 48), "n": num(r, 4)}


def _midtrans(r: Random) -> dict[str, str]:
    return {
        "k": midtrans_server_key(r),
        "ck": _MID_CLIENT + pick(r, B64URL, 16),
        "mid": "G" + num(r, 9),
        "order": f"KP-SBY-{num(r, 8)}",
    }


def _paymongo(r: Random) -> dict[str, str]:
    return {"k": paymongo_sk(r), "pk": _PM_PK_LIVE + pick(r, ALNUM, 24)}


def _paymongo_hook(r: Random) -> dict[str, str]:
    return {"s": _WHSK + pick(r, ALNUM, 24), "hook": "hook_" + pick(r, ALNUM, 24)}


def _maya(r: Random) -> dict[str, str]:
    return {"k": maya_sk(r), "pk": _MAYA_PK + pick(r, ALNUM, 43), "u": uuid4(r)}


def _gcash_pem(r: Random) -> dict[str, str]:
    der = rsa_pkcs8_der(r)
    return {
        "body": pem_body(der),
        "body_ind": pem_body(der, prefix="    "),
        "cid": "2" + num(r, 15),
    }


def _dragonpay(r: Random) -> dict[str, str]:
    mid = r.choice(("KAPWAPH", "KAPWAPUHUNAN", "KPWLENDING"))
    pw = pick(r, ALNUM, r.choice((16, 18, 20)))
    return {"mid": mid, "pw": pw, "basic": b64_of(f"{mid}:{pw}"), "txn": f"KP{num(r, 10)}"}


def _dana_secret(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM, 40), "cid": num(r, 16)}


def _dana_rsa(r: Random) -> dict[str, str]:
    return {"body": pem_body(rsa_pkcs1_der(r)), "d": num(r, 2)}


def _alibaba_ak(r: Random) -> dict[str, str]:
    return {"id": _LTAI + pick(r, ALNUM, 18), "s": ak_secret(r), "user": r.choice(_RAM_USERS)}


_RAM_USERS = ("oss-uploader", "ack-deployer", "metabase-reader", "backup-bot")


def _alibaba_sts(r: Random) -> dict[str, str]:
    return {
        "id": _STS + pick(r, ALNUM, 28),
        "s": pick(r, ALNUM, 44),
        "tok": _CAIS + b64(r, r.choice((420, 444, 471))),
        "req": uuid4(r).upper(),
        "uid": num(r, 16),
    }


def _rds(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((18, 22, 24))),
        "host": rds_host(r),
        "pghost": rds_host(r, "pgsql"),
        "rhost": rds_host(r, "redis"),
    }


def _gcp_sa(r: Random) -> dict[str, str]:
    lines = pem_body(rsa_pkcs8_der(r)).split("\n")
    sa = r.choice(
        ("crashlytics-export", "loan-geo-runner", "firebase-adminsdk-" + pick(r, LOWER_ALNUM, 5))
    )
    return {
        "key": "\\n".join(lines),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "email": f"{sa}@kapwa-prod-mnl.iam.gserviceaccount.com",
    }


def _gapi(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35), "rev": num(r, 5)}


def _google_oauth(r: Random) -> dict[str, str]:
    return {
        "rt": google_refresh(r),
        "at": _GOOG_ACCESS + "a0A" + pick(r, B64URL, r.choice((176, 189, 203))),
        "app": f"1:{num(r, 12)}:android:{hexs(r, 16)}",
    }


def _fcm(r: Random) -> dict[str, str]:
    return {"k": "AAAA" + pick(r, B64URL, 7) + _FCM_MARK + pick(r, B64URL, 134)}


def _semaphore(r: Random) -> dict[str, str]:
    return {"k": semaphore_key(r), "to": "0917" + num(r, 7)}


def _zenziva(r: Random) -> dict[str, str]:
    return {
        "uk": pick(r, LOWER_ALNUM, 12),
        "pk": pick(r, LOWER_ALNUM, 20),
        "to": "0812" + num(r, 8),
    }


def _onfido(r: Random) -> dict[str, str]:
    prefix = r.choice((_ONFIDO_LIVE, _ONFIDO_LIVE, _ONFIDO_SANDBOX))
    return {
        "t": prefix + pick(r, B64URL, 11) + "." + pick(r, B64URL, 32),
        "wt": pick(r, ALNUM, 32),
    }


def _onfido_hook(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 32)}


def _bitbucket(r: Random) -> dict[str, str]:
    return {"ap": atbb(r), "rat": _ATCTT + pick(r, B64URL, 180) + "=" + hexs(r, 8).upper()}


def _newrelic(r: Random) -> dict[str, str]:
    return {"lk": hexs(r, 36) + _NRAL, "uk": _NRAK + pick(r, UPPER_ALNUM, 27), "acct": num(r, 7)}


def _metabase(r: Random) -> dict[str, str]:
    return {"es": hexs(r, 64), "ak": _MB + b64(r, 32), "card": num(r, 3)}


def _openssh(r: Random) -> dict[str, str]:
    kt = r.choice(("ssh-ed25519", "ssh-ed25519", "ecdsa"))
    who = r.choice(("migs", "dimas", "sari", "deploy"))
    host = r.choice(("bastion-jkt", "ack-node-jkt", "runner-mnl"))
    return {
        "body": openssh_private_body(r, kt, f"{who}@{host}"),
        "file": "id_ed25519_" + host if kt == "ssh-ed25519" else "id_ecdsa_" + host,
        "host": host,
    }


def _apns(r: Random) -> dict[str, str]:
    return {
        "body": pem_body(ec_p256_pkcs8_der(r)),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
    }


def _k8s(r: Random) -> dict[str, str]:
    return {
        "b1": b64_of(passphrase(r)),
        "b2": b64_of(xendit_key(r)),
        "b3": b64_of(semaphore_key(r)),
        "b4": b64_of(paymongo_sk(r)),
        "b5": b64_of(_WHSK + pick(r, ALNUM, 24)),
        "rv": num(r, 6),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "ovoid": num(r, 6),
        "ovok": hexs(r, 64),
        "mk": midtrans_server_key(r),
        "xk": xendit_key(r),
        "zk": pick(r, LOWER_ALNUM, 20),
        "pw": password(r, r.choice((18, 20, 24))),
    }


def _pipelines(r: Random) -> dict[str, str]:
    return {
        "aks": ak_secret(r),
        "akid": _LTAI + pick(r, ALNUM, 18),
        "ap": atbb(r),
        "pw": password(r, 20),
        "pw2": password(r, 22),
        "rt": google_refresh(r),
        "n": num(r, 3),
    }


def _prose(r: Random) -> dict[str, str]:
    return {"pw": r.choice((passphrase(r), password(r, r.choice((16, 18, 21)))))}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "pi": "pi_" + pick(r, ALNUM, 24),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "sk": maya_sk(r),
        "pk": _MAYA_PK + pick(r, ALNUM, 43),
        "u": uuid4(r),
        "sig": sha256_hex(uuid4(r)) + sha256_hex(uuid4(r)),
        "pw": passphrase(r),
        "dig": hexs(r, 64),
        "build": f"3.{r.randint(10, 19)}.{r.randint(0, 9)} ({num(r, 5)})",
        "cid": hexs(r, 32),
        "sem": semaphore_key(r),
        "oid": object_id(r),
        "ulid": ulid(r),
    }


def _bank(r: Random) -> dict[str, str]:
    return {"cid": uuid4(r), "s": pick(r, ALNUM, 50)}


def _config(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 20, 24))), "pw2": password(r, 20), "host": rds_host(r)}


# --- the kinds -----------------------------------------------------------------------------

_PAYMENT_SECRETS: tuple[Kind, ...] = (
    Kind(
        "xendit_secret_api_key",
        (
            "XENDIT_SECRET_KEY=⟨k⟩",
            "curl https://api.xendit.co/v2/invoices -u ⟨k⟩: "
            "-H 'Content-Type: application/json' -d @invoice-⟨ext⟩.json",
            "Sa staging ginamit ni Dimas ang secret key na ⟨k⟩ para sa disbursement test — "
            "i-rotate bago mag-Biyernes.",
            'xendit:\n  business_id: ⟨biz⟩\n  secret_key: "⟨k⟩"\n'
            "  callback_url: https://api.kapwapuhunan.ph/hooks/xendit",
        ),
        _xendit,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "xendit_callback_verification_token",
        (
            "Xendit webhook verification token (Settings → Webhooks): ⟨t⟩",
            "if (req.headers['x-callback-token'] !== '⟨t⟩') return res.sendStatus(403); "
            "// TODO ilipat sa KMS (KP-⟨n⟩)",
            "XENDIT_CALLBACK_TOKEN=⟨t⟩",
            "Token callback Xendit untuk produksi: ⟨t⟩ — jangan dibagikan di grup WA lagi ya.",
        ),
        _xendit_cb,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "midtrans_server_key",
        (
            "MIDTRANS_SERVER_KEY=⟨k⟩\nMIDTRANS_CLIENT_KEY=⟨ck⟩\nMIDTRANS_MERCHANT_ID=⟨mid⟩",
            "curl https://api.sandbox.midtrans.com/v2/⟨order⟩/status -u '⟨k⟩:'",
            "Server key Midtrans yang dipakai Sari waktu testing Snap: ⟨k⟩ (merchant ⟨mid⟩)",
            "echo -n '⟨k⟩:' | base64   # para sa Authorization: Basic ng Core API",
        ),
        _midtrans,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "paymongo_secret_key",
        (
            "PAYMONGO_SECRET_KEY=⟨k⟩",
            "curl https://api.paymongo.com/v1/payment_intents -u ⟨k⟩: -d @pi.json",
            "Naglagay si Migs ng PayMongo secret key sa #kapwa-dev: ⟨k⟩ (na-revoke na ba?)",
            '[paymongo]\nsecret_key = "⟨k⟩"\npublic_key = "⟨pk⟩"\nwebhook_path = "/hooks/pm"',
        ),
        _paymongo,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "paymongo_webhook_secret",
        (
            "Webhook ⟨hook⟩ secret_key: ⟨s⟩ (pang-verify ng Paymongo-Signature)",
            "PAYMONGO_WEBHOOK_SECRET=⟨s⟩",
            "const expected = hmacSha256(`${t}.${rawBody}`, '⟨s⟩'); // li= o te= depende sa mode",
            '{"data":{"id":"⟨hook⟩","type":"webhook","attributes":{"livemode":true,'
            '"secret_key":"⟨s⟩","status":"enabled",'
            '"url":"https://api.kapwapuhunan.ph/hooks/paymongo"}}}',
        ),
        _paymongo_hook,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "maya_secret_key",
        (
            "MAYA_SECRET_KEY=⟨k⟩",
            "curl https://pg.maya.ph/payments/v1/payments/⟨u⟩ -u ⟨k⟩:",
            "Maya Checkout: public key ⟨pk⟩ (ok sa app), secret key ⟨k⟩ — server lang dapat!",
            "maya:\n  public_key: ⟨pk⟩\n  secret_key: ⟨k⟩\n  environment: production",
        ),
        _maya,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "gcash_merchant_private_key_pkcs8",
        (
            BEGIN_PRIVATE + "\n⟨body⟩\n" + END_PRIVATE,
            "GCash merchant signing key (RSA2, para sa /v1/payments/pay):\n\n"
            + BEGIN_PRIVATE
            + "\n⟨body⟩\n"
            + END_PRIVATE
            + "\n",
            "$ cat keys/gcash_merchant_private.pem\n" + BEGIN_PRIVATE + "\n⟨body⟩\n" + END_PRIVATE,
            'gcash:\n  client_id: "⟨cid⟩"\n  merchant_private_key: |\n    '
            + BEGIN_PRIVATE
            + "\n⟨body_ind⟩\n    "
            + END_PRIVATE,
        ),
        _gcash_pem,
        n=7,
        secrets=("body", "body_ind"),
    ),
    Kind(
        "dragonpay_merchant_password",
        (
            "Dragonpay PS merchant: ⟨mid⟩ / password (secret key): ⟨pw⟩",
            "curl https://gw.dragonpay.ph/api/collect/v2/⟨txn⟩/post "
            "-H 'Authorization: Basic ⟨basic⟩' -d @collect.json",
            "DRAGONPAY_MERCHANT_ID=⟨mid⟩\nDRAGONPAY_SECRET_KEY=⟨pw⟩",
            "Pinalitan ni Kuya Jun ang Dragonpay password: ⟨pw⟩ na ngayon. "
            "Paki-update ang Bitbucket variable.",
        ),
        _dragonpay,
        n=7,
        secrets=("pw", "basic"),
    ),
    Kind(
        "dana_snap_client_secret",
        (
            "DANA_CLIENT_ID=⟨cid⟩\nDANA_CLIENT_SECRET=⟨s⟩",
            "Untuk HMAC-SHA512 di endpoint SNAP (inquiry, transfer) kita pakai "
            "client secret DANA: ⟨s⟩",
            "sig = hmac_sha512('⟨s⟩', f'POST:/v1.0/debit/payment-host-to-host.htm:{token}:"
            "{body_hash}:{ts}')",
            'dana:\n  partner_id: "⟨cid⟩"\n  client_secret: "⟨s⟩"\n'
            "  origin: https://api.kapwa.co.id",
        ),
        _dana_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "dana_snap_rsa_private_key",
        (
            BEGIN_RSA + "\n⟨body⟩\n" + END_RSA,
            "Private key SNAP BI untuk DANA (dibuat Dimas pakai openssl genrsa 2048):\n\n"
            + BEGIN_RSA
            + "\n⟨body⟩\n"
            + END_RSA
            + "\n",
            '```hcl\nresource "alicloud_kms_secret" "dana_snap_⟨d⟩" {\n'
            '  secret_name = "dana-snap-private-key-⟨d⟩"\n  secret_data = <<EOT\n'
            + BEGIN_RSA
            + "\n⟨body⟩\n"
            + END_RSA
            + "\nEOT\n}\n```",
            "```\n$ openssl rsa -in dana_snap_⟨d⟩.pem -check\nRSA key ok\nwriting RSA key\n"
            + BEGIN_RSA
            + "\n⟨body⟩\n"
            + END_RSA
            + "\n```",
        ),
        _dana_rsa,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "instapay_bank_oauth_client_secret",
        (
            "curl -X POST https://api.kabalikatbank.ph/partners/v1/oauth2/token "
            "-d grant_type=client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨s⟩ "
            "-d scope=instapay",
            "INSTAPAY_CLIENT_ID=⟨cid⟩\nINSTAPAY_CLIENT_SECRET=⟨s⟩",
            "OAuth client secret ng PESONet batch uploader (Kabalikat Bank sandbox): ⟨s⟩",
            "instapay:\n  token_url: https://api.kabalikatbank.ph/partners/v1/oauth2/token\n"
            "  client_id: ⟨cid⟩\n  client_secret: ⟨s⟩",
        ),
        _bank,
        n=7,
        secrets=("s",),
    ),
)

_PLATFORM_SECRETS: tuple[Kind, ...] = (
    Kind(
        "alibaba_accesskey_secret",
        (
            "aliyun configure set --profile kapwa-jkt --mode AK --region " + _JKT + " "
            "--access-key-id ⟨id⟩ --access-key-secret ⟨s⟩",
            '~/.aliyun/config.json:\n{\n  "current": "kapwa-jkt",\n  "profiles": [{"name": '
            '"kapwa-jkt", "mode": "AK", "access_key_id": "⟨id⟩", "access_key_secret": "⟨s⟩", '
            '"region_id": "' + _JKT + '"}]\n}',
            "ALIBABA_CLOUD_ACCESS_KEY_ID=⟨id⟩\nALIBABA_CLOUD_ACCESS_KEY_SECRET=⟨s⟩",
            'provider "alicloud" {\n  region     = "' + _JKT + '"\n  access_key = "⟨id⟩"\n'
            '  secret_key = "⟨s⟩"\n}',
            "Buat upload ke OSS dari laptop Sari: AccessKey ⟨id⟩, secret ⟨s⟩ "
            "(RAM user ⟨user⟩, harus dihapus minggu ini).",
        ),
        _alibaba_ak,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "alibaba_sts_credentials",
        (
            "$ aliyun sts AssumeRole --RoleArn acs:ram::⟨uid⟩:role/kapwa-ci --RoleSessionName bb\n"
            '{\n  "AssumedRoleUser": {"Arn": "acs:ram::⟨uid⟩:role/kapwa-ci/bb"},\n'
            '  "Credentials": {\n    "AccessKeyId": "⟨id⟩",\n    "AccessKeySecret": "⟨s⟩",\n'
            '    "Expiration": "2036-03-11T09:12:44Z",\n    "SecurityToken": "⟨tok⟩"\n  },\n'
            '  "RequestId": "⟨req⟩"\n}',
            "export ALIBABA_CLOUD_ACCESS_KEY_ID=⟨id⟩\n"
            "export ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟨s⟩\n"
            "export ALIBABA_CLOUD_SECURITY_TOKEN=⟨tok⟩",
            "ossutil cp app-release.aab oss://kapwa-builds-jkt/ -i ⟨id⟩ -k ⟨s⟩ -t ⟨tok⟩",
        ),
        _alibaba_sts,
        n=7,
        secrets=("s", "tok"),
    ),
    Kind(
        "apsaradb_connection_strings",
        (
            "DATABASE_URL=mysql://kapwa_app:⟨pw⟩@⟨host⟩:3306/kapwa_loans",
            'psql "postgresql://metabase_ro:⟨pw⟩@⟨pghost⟩:5432/analytics?sslmode=require"',
            "jdbc:mysql://⟨host⟩:3306/kapwa_loans?user=kapwa_app&password=⟨pw⟩&useSSL=true",
            "redis-cli -h ⟨rhost⟩ -p 6379 -a '⟨pw⟩' PING  → PONG, gumagana na ang ApsaraDB Redis",
        ),
        _rds,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "gcp_service_account_json_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "kapwa-prod-mnl",\n'
            '  "private_key_id": "⟨kid⟩",\n'
            '  "private_key": "' + BEGIN_PRIVATE + "\\n⟨key⟩\\n" + END_PRIVATE + '\\n",\n'
            '  "client_email": "⟨email⟩",\n  "client_id": "⟨cid⟩",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            "Nasa Downloads ni Migs ang JSON key ng ⟨email⟩; ito ang private_key field:\n"
            '"private_key": "' + BEGIN_PRIVATE + "\\n⟨key⟩\\n" + END_PRIVATE + '\\n",',
            'GOOGLE_APPLICATION_CREDENTIALS_JSON=\'{"type":"service_account",'
            '"project_id":"kapwa-prod-mnl","private_key_id":"⟨kid⟩","private_key":"'
            + BEGIN_PRIVATE
            + "\\n⟨key⟩\\n"
            + END_PRIVATE
            + '\\n","client_email":"⟨email⟩"}\'',
        ),
        _gcp_sa,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "google_api_key_server_side",
        (
            "GEOCODING_API_KEY=⟨k⟩  # server-side, walang API restriction (!)",
            "curl 'https://maps.googleapis.com/maps/api/geocode/json?address=Tondo,Manila&key=⟨k⟩'",
            "gcloud run services update loan-geo --region asia-southeast3 "
            "--set-env-vars PLACES_KEY=⟨k⟩  # rev ⟨rev⟩",
            "Server key ng Places API (hindi yung nasa google-services.json): ⟨k⟩",
        ),
        _gapi,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "google_oauth_refresh_and_access_tokens",
        (
            "firebase login:ci → ⟨rt⟩\nNilagay ko bilang FIREBASE_TOKEN sa Bitbucket "
            "(deprecated pero gumagana pa).",
            "firebase appdistribution:distribute app-release.apk --app ⟨app⟩ "
            "--token ⟨rt⟩ --groups qa-mnl",
            'curl -H "Authorization: Bearer ⟨at⟩" '
            "https://firebasecrashlytics.googleapis.com/v1beta1/projects/kapwa-prod-mnl/apps",
            '{"access_token": "⟨at⟩", "expires_in": 3599, "refresh_token": "⟨rt⟩", '
            '"scope": "https://www.googleapis.com/auth/cloud-platform", "token_type": "Bearer"}',
        ),
        _google_oauth,
        n=7,
        secrets=("rt", "at"),
    ),
    Kind(
        "fcm_legacy_server_key",
        (
            "FCM_SERVER_KEY=⟨k⟩",
            "curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=⟨k⟩' "
            "-H 'Content-Type: application/json' -d '{\"to\":\"/topics/paalala-hulog\"}'",
            "Lumang server key ng FCM (bago nag-HTTP v1): ⟨k⟩ — naka-hardcode pa sa cron "
            "ng paalala.",
            "notification:\n  provider: fcm-legacy\n  server_key: ⟨k⟩\n  topic: paalala-hulog",
        ),
        _fcm,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "semaphore_sms_api_key",
        (
            "curl -X POST https://api.semaphore.co/api/v4/messages -d apikey=⟨k⟩ "
            "-d number=⟨to⟩ -d 'message=Kapwa Puhunan: paalala sa hulog bukas' "
            "-d sendername=KAPWA",
            "SEMAPHORE_API_KEY=⟨k⟩",
            "Semaphore apikey (sender name KAPWA, approved na): ⟨k⟩",
            "sms:\n  driver: semaphore\n  apikey: ⟨k⟩\n  sendername: KAPWA",
        ),
        _semaphore,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "zenziva_sms_passkey",
        (
            "curl 'https://console.zenziva.net/reguler/api/sendsms/' -d userkey=⟨uk⟩ "
            "-d passkey=⟨pk⟩ -d to=⟨to⟩ -d 'message=Cicilan Kapwa jatuh tempo besok'",
            "ZENZIVA_USERKEY=⟨uk⟩\nZENZIVA_PASSKEY=⟨pk⟩",
            "Passkey Zenziva baru dari Mas Dimas: ⟨pk⟩ (userkey tetap ⟨uk⟩).",
        ),
        _zenziva,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "ekyc_api_token",
        (
            "ONFIDO_API_TOKEN=⟨t⟩",
            "curl https://api.eu.onfido.com/v3.6/applicants -H 'Authorization: Token token=⟨t⟩'",
            "e-KYC vendor token (live): ⟨t⟩ — si Bea lang ang may access sa dashboard.",
            "kyc:\n  provider: onfido\n  api_token: ⟨t⟩\n  webhook_token: ⟨wt⟩",
        ),
        _onfido,
        n=7,
        secrets=("t", "wt"),
    ),
    Kind(
        "ekyc_webhook_token",
        (
            "ONFIDO_WEBHOOK_TOKEN=⟨t⟩",
            "expected = hmac.new(b'⟨t⟩', raw_body, hashlib.sha256).hexdigest()  # X-SHA2-Signature",
            "Webhook token ng e-KYC (check.completed events): ⟨t⟩",
            "Token webhook KYC diganti setelah insiden 27 Feb: ⟨t⟩",
        ),
        _onfido_hook,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "bitbucket_app_password_and_access_token",
        (
            "git clone https://migs-santos:⟨ap⟩@bitbucket.org/kapwa-puhunan/kapwa-mobile.git",
            'curl -H "Authorization: Bearer ⟨rat⟩" '
            "https://api.bitbucket.org/2.0/repositories/kapwa-puhunan/kapwa-mobile/pipelines/",
            "BITBUCKET_APP_PASSWORD=⟨ap⟩",
            "Repository access token para sa release bot (scope pipeline:write): ⟨rat⟩",
        ),
        _bitbucket,
        n=7,
        secrets=("ap", "rat"),
    ),
    Kind(
        "newrelic_license_and_user_keys",
        (
            "NEW_RELIC_LICENSE_KEY=⟨lk⟩\nNEW_RELIC_ACCOUNT_ID=⟨acct⟩",
            "newrelic.yml:\ncommon: &default_settings\n  license_key: '⟨lk⟩'\n"
            "  app_name: kapwa-loans-api (jkt)",
            "curl https://api.newrelic.com/graphql -H 'API-Key: ⟨uk⟩' "
            '-d \'{"query":"{ actor { user { name } } }"}\'',
            "User key ni Migs sa New Relic (para sa NerdGraph dashboards): ⟨uk⟩",
        ),
        _newrelic,
        n=7,
        secrets=("lk", "uk"),
    ),
    Kind(
        "metabase_embedding_secret_and_api_key",
        (
            "MB_EMBEDDING_SECRET_KEY=⟨es⟩",
            'token = jwt.encode(payload, "⟨es⟩", algorithm="HS256")  # Metabase signed embed',
            "curl -H 'x-api-key: ⟨ak⟩' https://metabase.kapwapuhunan.ph/api/card/⟨card⟩/query",
            "Metabase API key (group Analysts, gawa ni Bea): ⟨ak⟩",
        ),
        _metabase,
        n=7,
        secrets=("es", "ak"),
    ),
)

_KEY_AND_CONFIG_SECRETS: tuple[Kind, ...] = (
    Kind(
        "openssh_private_key",
        (
            BEGIN_OPENSSH + "\n⟨body⟩\n" + END_OPENSSH,
            "Deploy key para sa ⟨host⟩ (huwag i-commit!):\n\n"
            + BEGIN_OPENSSH
            + "\n⟨body⟩\n"
            + END_OPENSSH
            + "\n",
            "$ cat ~/.ssh/⟨file⟩\n" + BEGIN_OPENSSH + "\n⟨body⟩\n" + END_OPENSSH,
            "Variable SSH_KEY di Bitbucket ternyata berisi ini (bukan base64):\n```\n"
            + BEGIN_OPENSSH
            + "\n⟨body⟩\n"
            + END_OPENSSH
            + "\n```",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "apns_p8_auth_key",
        (
            "AuthKey_⟨kid⟩.p8 (APNs, Team ⟨team⟩):\n" + BEGIN_PRIVATE + "\n⟨body⟩\n" + END_PRIVATE,
            "$ cat AuthKey_⟨kid⟩.p8\n" + BEGIN_PRIVATE + "\n⟨body⟩\n" + END_PRIVATE,
            "Sign in with Apple key (Firebase Auth → Apple provider, key id ⟨kid⟩):\n\n"
            + BEGIN_PRIVATE
            + "\n⟨body⟩\n"
            + END_PRIVATE
            + "\n",
        ),
        _apns,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: loans-api-secrets\n"
            "  namespace: kapwa-prod\ntype: Opaque\ndata:\n  DB_PASSWORD: ⟨b1⟩\n"
            "  XENDIT_SECRET_KEY: ⟨b2⟩\n",
            "$ kubectl get secret metabase-db -n analytics -o jsonpath='{.data.password}'\n⟨b1⟩",
            "kubectl -n kapwa-prod patch secret sms-gateway "
            '-p \'{"data":{"SEMAPHORE_API_KEY":"⟨b3⟩"}}\'',
            "$ kubectl -n kapwa-prod get secret paymongo -o yaml\napiVersion: v1\ndata:\n"
            "  secret_key: ⟨b4⟩\n  webhook_secret: ⟨b5⟩\nkind: Secret\nmetadata:\n"
            '  name: paymongo\n  namespace: kapwa-prod\n  resourceVersion: "⟨rv⟩"\ntype: Opaque',
        ),
        _k8s,
        n=7,
        secrets=("b1", "b2", "b3", "b4", "b5"),
    ),
    Kind(
        "dotenv_lines",
        (
            "# .env.production (kapwa-loans-api)\nAPP_ENV=production\nOVO_APP_ID=⟨ovoid⟩\n"
            "OVO_APP_KEY=⟨ovok⟩\nMIDTRANS_IS_PRODUCTION=true\nMIDTRANS_SERVER_KEY=⟨mk⟩\n"
            "NEW_RELIC_APP_NAME=kapwa-loans-api",
            "DB_PASSWORD=⟨pw⟩",
            "export OVO_APP_KEY=⟨ovok⟩ && php artisan ovo:reconcile --date=yesterday",
            ".env.local ni Sari:\n\nXENDIT_SECRET_KEY=⟨xk⟩\nZENZIVA_PASSKEY=⟨zk⟩\n"
            "REDIS_PASSWORD=⟨pw⟩\nLOG_LEVEL=debug",
        ),
        _dotenv,
        n=7,
        secrets=("ovok", "mk", "pw", "xk", "zk"),
    ),
    Kind(
        "bitbucket_pipelines_variables",
        (
            "bitbucket-pipelines.yml (lumang bersyon, bago naging secured variable):\n\n"
            "```yaml\npipelines:\n  branches:\n    main:\n      - step:\n"
            "          name: Deploy to ACK Jakarta\n          script:\n"
            "            - export ALIBABA_CLOUD_ACCESS_KEY_ID=⟨akid⟩\n"
            "            - export ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟨aks⟩\n"
            "            - ./deploy/ack.sh kapwa-prod\n```",
            "curl -X POST -u migs-santos:⟨ap⟩ "
            "https://api.bitbucket.org/2.0/repositories/kapwa-puhunan/kapwa-mobile/"
            "pipelines_config/variables/ -H 'Content-Type: application/json' "
            '-d \'{"key":"KEYSTORE_PASSWORD","value":"⟨pw⟩","secured":true}\'',
            "Pipeline #⟨n⟩ log (nag-leak dahil sa `set -x`):\n"
            "+ ./gradlew bundleRelease -Pandroid.injected.signing.store.password=⟨pw⟩ "
            "-Pandroid.injected.signing.key.password=⟨pw2⟩",
            "Repository variables (Settings → Pipelines):\n\n| Name | Value | Secured |\n"
            "|---|---|---|\n| FIREBASE_TOKEN | ⟨rt⟩ | no (!) |\n"
            "| KEYSTORE_PASSWORD | ⟨pw⟩ | no |\n| APP_ENV | staging | no |",
        ),
        _pipelines,
        n=7,
        secrets=("aks", "ap", "pw", "pw2", "rt"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Ang password ng admin sa Metabase ay ⟨pw⟩ — pakipalitan pagkatapos ng demo "
            "kay Ma'am Bea.",
            "Kata sandi database staging sekarang ⟨pw⟩, Mas Dimas yang ganti tadi pagi.",
            "The Play Console upload keystore password is ⟨pw⟩ (same for the key alias "
            "kapwa-upload).",
            "Sabi ni Kuya Jun, ⟨pw⟩ na ang bagong password ng root sa bastion-jkt; "
            "huwag i-share sa labas ng team.",
            "Password RDS prod-nya ⟨pw⟩ — tolong jangan di-paste lagi ke grup Telegram ya.",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Release ⟨build⟩ notes\n- commit ⟨sha⟩\n- PayMongo payment intent ⟨pi⟩ (test ₱50)\n"
            "- traceparent 00-⟨trace⟩-⟨span⟩-01\n"
            "- Maya secret key na na-paste sa log: ⟨sk⟩ (i-rotate!)\n"
            "- public key ⟨pk⟩ ok lang, pang-app talaga",
            "Insiden 4 Maret (Surabaya)\n• request id ⟨u⟩\n• signature_key Midtrans ⟨sig⟩ cocok\n"
            "• password RDS yang bocor di log: ⟨pw⟩\n• image digest sha256:⟨dig⟩",
            "| item | value |\n|---|---|\n| build | ⟨build⟩ |\n| crashlytics issue | ⟨cid⟩ |\n"
            "| semaphore apikey | ⟨sem⟩ |\n| legacy id | ⟨oid⟩ |\n| borrower | ⟨ulid⟩ |",
        ),
        _among,
        n=7,
        secrets=("sk", "pw", "sem"),
    ),
    Kind(
        "passwords_in_config_files",
        (
            '```toml\n[database]\nhost = "⟨host⟩"\nuser = "kapwa_app"\npassword = "⟨pw⟩"\n```',
            '```hcl\nresource "alicloud_db_account" "app" {\n'
            "  db_instance_id   = alicloud_db_instance.loans.id\n"
            '  account_name     = "kapwa_app"\n  account_password = "⟨pw⟩"\n}\n```',
            "android/keystore.properties:\nstoreFile=../keys/kapwa-upload.jks\n"
            "storePassword=⟨pw⟩\nkeyAlias=kapwa-upload\nkeyPassword=⟨pw2⟩",
            "spring:\n  datasource:\n    url: jdbc:mysql://⟨host⟩:3306/kapwa_loans\n"
            "    username: kapwa_app\n    password: ⟨pw⟩",
            '{"smtp": {"host": "smtpdm-ap-southeast-5.aliyun.com", "port": 465, '
            '"user": "noreply@mail.kapwapuhunan.ph", "pass": "⟨pw⟩"}}',
        ),
        _config,
        n=7,
        secrets=("pw", "pw2"),
    ),
)

SECRETS: tuple[Kind, ...] = _PAYMENT_SECRETS + _PLATFORM_SECRETS + _KEY_AND_CONFIG_SECRETS
