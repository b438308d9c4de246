"""The 33 secret kinds of ``lookalike83``: credentials whose leak grants access, written the
way a Chaupal Kirana backend developer's memory notes would hold them.

Each kind names the fields that must not survive; ids that ride along (key ids, merchant
ids, public keys of an API pair, account ids) are drawn too but never listed.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike83.gen import (
    ALNUM,
    B64,
    B64URL,
    LOWER,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    choice,
    ec_pkcs8_der,
    ec_sec1_der,
    hexs,
    indent,
    mobile,
    num,
    object_id,
    openssh_ed25519_private,
    passphrase,
    password,
    pem_body,
    pick,
    rsa_pkcs1_der,
    rsa_pkcs8_der,
    ulid,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_RZP_LIVE = "rzp" + "_live_"
_RZP_TEST = "rzp" + "_test_"
_CFSK = "cf" + "sk_ma_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_AIZA = "AI" + "za" + "Sy"
_GOCSPX = "GOC" + "SPX-"
_YA29 = "ya" + "29."
_GOOG_RT = "1/" + "/0"
_GLC = "gl" + "c_"
_GLSA = "gl" + "sa_"
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_MB = "m" + "b_"
_DCKR = "dckr" + "_pat_"
_STS_HEAD = "IQoJb3Jp" + "Z2luX2Vj"
_BEGIN, _END = "-----BEGIN ", "-----END "
_PK = "PRIVATE" + " KEY-----"

_RDS_USERS = ("orders_app", "catalog_rw", "ck_admin", "migrator", "riders_ro", "payments_svc")
_DBS = ("orders", "catalog", "riders", "payments", "inventory")


def _rds_host(r: Random) -> str:
    name = choice(r, ("ck-prod-orders", "ck-prod-payments", "ck-stg-main", "ck-pune-analytics"))
    return f"{name}.cluster-c{pick(r, LOWER_ALNUM, 11)}.ap-south-1.rds.amazonaws.com"


def _rzp(r: Random) -> dict[str, str]:
    prefix = _RZP_LIVE if r.random() < 0.7 else _RZP_TEST
    return {
        "kid": prefix + pick(r, ALNUM, 14),
        "sec": pick(r, ALNUM, 24),
        "pid": pick(r, ALNUM, 14),
        "amt": str(r.randint(99, 4999) * 100),
    }


def _rzp_webhook(r: Random) -> dict[str, str]:
    ws = pick(r, ALNUM, 1) + pick(r, ALNUM + "_-@#", r.randint(19, 31))
    return {"ws": ws, "d": str(r.randint(1, 28))}


def _cashfree(r: Random) -> dict[str, str]:
    env = choice(r, ("prod", "prod", "test"))
    return {
        "app": num(r, 6) + hexs(r, 26),
        "sec": f"{_CFSK}{env}_{hexs(r, 32)}_{hexs(r, 8)}",
    }


def _phonepe_mid(r: Random) -> str:
    return choice(r, ("M22", "M23", "CHAUPALONLINE")) + pick(r, UPPER_ALNUM, 8)


def _phonepe(r: Random) -> dict[str, str]:
    return {
        "mid": _phonepe_mid(r),
        "salt": uuid4(r),
        "idx": str(r.randint(1, 3)),
        "cid": "CHAUPALKIRANA_" + num(r, 10),
        "csec": b64_of(uuid4(r)).rstrip("="),
    }


def _paytm(r: Random) -> dict[str, str]:
    return {
        "mid": "ChaupK" + num(r, 14),
        "key": password(r, 16, ALNUM + "_@#&!"),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "akid": _AKIA + pick(r, UPPER_ALNUM, 16),
        "sk": pick(r, B64, 40),
        "prof": choice(r, ("ck-prod", "default", "ck-pune-data", "jenkins-deployer")),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "akid": _ASIA + pick(r, UPPER_ALNUM, 16),
        "sk": pick(r, B64, 40),
        "tok": _STS_HEAD + b64(r, r.choice((480, 540, 612))),
        "d": f"{r.randint(1, 28):02d}",
    }


def _rds(r: Random) -> dict[str, str]:
    return {
        "user": choice(r, _RDS_USERS),
        "pw": password(r, r.choice((18, 24, 32)), URL_SAFE_PW),
        "host": _rds_host(r),
        "db": choice(r, _DBS),
    }


def _mongo(r: Random) -> dict[str, str]:
    return {
        "user": choice(r, ("catalog-rw", "inventory-sync", "ck-etl", "pune-analytics")),
        "pw": password(r, r.choice((16, 20, 24)), ALNUM),
        "cl": f"ck-prod.{pick(r, LOWER_ALNUM, 5)}.mongodb.net",
    }


def _atlas(r: Random) -> dict[str, str]:
    return {"pub": pick(r, LOWER, 8), "priv": uuid4(r), "org": object_id(r)}


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, B64, 64),
        "bs": f"pkc-{pick(r, LOWER_ALNUM, 5)}.ap-south-1.aws.confluent.cloud:9092",
        "lkc": pick(r, LOWER_ALNUM, 5),
        "sa": pick(r, LOWER_ALNUM, 6),
    }


def _msg91(r: Random) -> dict[str, str]:
    return {
        "ak": num(r, 6) + "A" + pick(r, ALNUM, 17),
        "tid": hexs(r, 24),
        "mob": mobile(r),
        "otp": num(r, 6),
    }


def _gupshup(r: Random) -> dict[str, str]:
    return {
        "ak": pick(r, LOWER_ALNUM, 32),
        "src": mobile(r),
        "dst": mobile(r),
        "email": choice(r, ("tech", "ops", "wa-admin", "backend")) + "@chaupalkirana.in",
    }


def _firebase_pk(r: Random) -> str:
    body = pem_body(rsa_pkcs8_der(r)).replace("\n", "\\n")
    return f"{_BEGIN}{_PK}\\n{body}\\n{_END}{_PK}\\n"


def _firebase_sa(r: Random) -> dict[str, str]:
    return {
        "proj": choice(r, ("chaupal-kirana-prod", "ck-rider-app", "chaupal-kirana-stg")),
        "pkid": hexs(r, 40),
        "pk": _firebase_pk(r),
        "fb": pick(r, LOWER_ALNUM, 5),
        "cid": num(r, 21),
    }


def _firebase_ci(r: Random) -> dict[str, str]:
    return {
        "tok": _GOOG_RT + r.choice("gG") + pick(r, B64URL, 98),
        "proj": choice(r, ("chaupal-kirana-prod", "ck-rider-app", "chaupal-kirana-stg")),
    }


def _maps(r: Random) -> dict[str, str]:
    addr = choice(
        r,
        (
            "HSR+Layout+Sector+2,+Bengaluru",
            "Baner+Road,+Pune",
            "100+Feet+Road,+Indiranagar,+Bengaluru",
            "Kothrud,+Pune+411038",
        ),
    )
    return {"k": _AIZA + pick(r, B64URL, 33), "addr": addr, "amt": f"{r.randint(2, 90)},000"}


def _freshdesk(r: Random) -> dict[str, str]:
    return {"k": pick(r, ALNUM, 20), "tid": num(r, 6)}


def _jenkins_token(r: Random) -> dict[str, str]:
    return {
        "user": choice(r, ("release-bot", "ankita.k", "rohit.p", "svc-deployer")),
        "tok": "11" + hexs(r, 32),
    }


def _grafana(r: Random) -> dict[str, str]:
    claims = {
        "o": num(r, 6),
        "n": choice(r, ("alloy-prod-write", "k8s-monitoring-aps1", "orders-logs")),
        "k": pick(r, ALNUM, 24),
        "m": {"r": "prod-ap-south-1"},
    }
    glc = _GLC + b64_of(json.dumps(claims, separators=(",", ":")))
    return {
        "glc": glc,
        "glsa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "uid": num(r, 7),
    }


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": float(r.randint(2_130_000_000, 2_140_000_000)),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "chaupal-kirana",
    }
    st = _SNTRYS + b64_of(json.dumps(claims, separators=(",", ":"))) + "_" + pick(r, B64, 43)
    ver = f"2037.8.{r.randint(1, 30)}+{hexs(r, 7)}"
    return {"st": st, "ut": _SNTRYU + hexs(r, 64), "ver": ver}


def _metabase(r: Random) -> dict[str, str]:
    return {
        "enc": b64(r, 32),
        "pw": password(r, 22, ALNUM + "-_"),
        "host": _rds_host(r),
        "emb": hexs(r, 64),
        "apik": _MB + b64(r, 32),
        "cid": str(r.randint(40, 900)),
    }


def _rsa(r: Random) -> dict[str, str]:
    body = pem_body(rsa_pkcs1_der(r))
    return {"body": body, "ibody": indent(body, 4)}


def _ec(r: Random) -> dict[str, str]:
    return {
        "sec1": pem_body(ec_sec1_der(r)),
        "p8": pem_body(ec_pkcs8_der(r)),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
    }


def _openssh(r: Random) -> dict[str, str]:
    comment = choice(r, ("deploy@ck-bastion-aps1", "jenkins@ck-ci", "ankita@ck-pune-mbp"))
    body = openssh_ed25519_private(r, comment)
    return {"body": body, "ibody": indent(body, 20), "cmt": comment}


def _k8s(r: Random) -> dict[str, str]:
    uri = f"mongodb+srv://catalog-rw:{password(r, 20, ALNUM)}@ck-prod.{pick(r, LOWER_ALNUM, 5)}"
    return {
        "b1": b64_of(password(r, 20)),
        "b2": b64_of(pick(r, ALNUM, 24)),
        "b3": b64_of(num(r, 6) + "A" + pick(r, ALNUM, 17)),
        "b4": b64_of(f"{_CFSK}prod_{hexs(r, 32)}_{hexs(r, 8)}"),
        "b5": b64_of(uri + ".mongodb.net/catalog"),
        "buser": b64_of("admin"),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "kid": _RZP_LIVE + pick(r, ALNUM, 14),
        "rs": pick(r, ALNUM, 24),
        "jwt": hexs(r, 64),
        "acct": num(r, 12),
        "gk": pick(r, LOWER_ALNUM, 32),
        "dsnk": hexs(r, 32),
        "org": num(r, 6),
        "proj": num(r, 16),
        "sess": b64(r, 48),
        "mpw": password(r, 20, ALNUM),
        "cl": pick(r, LOWER_ALNUM, 5),
        "mk": num(r, 6) + "A" + pick(r, ALNUM, 17),
    }


def _jenkins_vars(r: Random) -> dict[str, str]:
    return {
        "dk": _DCKR + pick(r, B64URL, 27),
        "cf": f"{_CFSK}prod_{hexs(r, 32)}_{hexs(r, 8)}",
        "rs": pick(r, ALNUM, 24),
        "pw": password(r, 24, ALNUM + "!#%^*-_"),
        "gk": pick(r, LOWER_ALNUM, 32),
        "mk": num(r, 6) + "A" + pick(r, ALNUM, 17),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "inc": str(r.randint(100, 999)),
        "o": pick(r, ALNUM, 14),
        "p": pick(r, ALNUM, 14),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "sig": hexs(r, 64),
        "rs": pick(r, ALNUM, 24),
        "u": uuid4(r),
        "oid": object_id(r),
        "minor": str(r.randint(10, 40)),
        "build": num(r, 6),
        "tid": hexs(r, 24),
        "mk": num(r, 6) + "A" + pick(r, ALNUM, 17),
        "ulid": ulid(r),
        "apk": uuid4(r),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    pw = passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 21)))
    return {"pw": pw}


def _redis(r: Random) -> dict[str, str]:
    return {
        "tok": password(r, r.choice((32, 40, 64)), ALNUM + "!&#$^-"),
        "tokurl": pick(r, ALNUM, r.choice((32, 48))),
        "host": f"master.ck-prod-cache.{pick(r, LOWER_ALNUM, 6)}.aps1.cache.amazonaws.com",
    }


def _oauth_client(r: Random) -> dict[str, str]:
    return {
        "cid": f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "proj": choice(r, ("ck-admin-sso", "chaupal-kirana-prod", "ck-metabase-sso")),
    }


def _oauth_tokens(r: Random) -> dict[str, str]:
    return {
        "at": _YA29 + "a0" + pick(r, B64URL, r.choice((160, 200, 230))),
        "rt": _GOOG_RT + r.choice("gG") + pick(r, B64URL, 98),
    }


def _app_secrets(r: Random) -> dict[str, str]:
    return {
        "js": hexs(r, 64),
        "cs": b64(r, 48),
        "ek": b64(r, 32),
        "hs": pick(r, ALNUM, r.choice((32, 40))),
    }


_RSA_B = _BEGIN + "RSA " + _PK
_RSA_E = _END + "RSA " + _PK
_EC_B = _BEGIN + "EC " + _PK
_EC_E = _END + "EC " + _PK
_P8_B = _BEGIN + _PK
_P8_E = _END + _PK
_OSSH_B = _BEGIN + "OPENSSH " + _PK
_OSSH_E = _END + "OPENSSH " + _PK

SECRETS: tuple[Kind, ...] = (
    Kind(
        "razorpay_key_secret",
        (
            ".env.production (orders-svc):\nRAZORPAY_KEY_ID=⟨kid⟩\nRAZORPAY_KEY_SECRET=⟨sec⟩",
            "curl -u ⟨kid⟩:⟨sec⟩ https://api.razorpay.com/v1/payments/pay_⟨pid⟩/capture "
            "-d amount=⟨amt⟩ -d currency=INR",
            "Razorpay dashboard se naya key pair generate kiya: key_id `⟨kid⟩` (public, checkout "
            "mein jaata hai), key_secret `⟨sec⟩` — yeh sirf server pe rahega.",
            "const rzp = new Razorpay({\n  key_id: process.env.RZP_KEY_ID,\n"
            '  key_secret: "⟨sec⟩", // TODO: Secrets Manager se lo\n});',
        ),
        _rzp,
        secrets=("sec",),
    ),
    Kind(
        "razorpay_webhook_secret",
        (
            "Razorpay webhook (payment.captured, refund.processed) ka secret: ⟨ws⟩ — dashboard → "
            "Settings → Webhooks mein set hai",
            "const ok = Razorpay.validateWebhookSignature(rawBody, "
            "req.headers['x-razorpay-signature'], '⟨ws⟩');",
            "aws secretsmanager put-secret-value --secret-id prod/payments/razorpay-webhook "
            '--secret-string \'{"webhook_secret":"⟨ws⟩"}\'',
            "वेबहुक secret ⟨d⟩ अगस्त को बदल दिया: ⟨ws⟩ (पुराना वाला Pune staging में अभी भी है)",
        ),
        _rzp_webhook,
        secrets=("ws",),
    ),
    Kind(
        "cashfree_secret_key",
        (
            "curl -X POST https://api.cashfree.com/pg/orders -H 'x-client-id: ⟨app⟩' "
            "-H 'x-client-secret: ⟨sec⟩' -H 'x-api-version: 2025-01-01' -d @order.json",
            "CASHFREE_APP_ID=⟨app⟩\nCASHFREE_SECRET_KEY=⟨sec⟩\nCASHFREE_ENV=PRODUCTION",
            "Cashfree payouts ke liye alag secret hai; PG wala yeh: ⟨sec⟩. Webhook signature bhi "
            "isi se verify hota hai.",
            'cashfree:\n  client_id: ⟨app⟩\n  client_secret: "⟨sec⟩"\n'
            "  return_url: https://chaupalkirana.in/pay/return?order_id={order_id}",
        ),
        _cashfree,
        secrets=("sec",),
    ),
    Kind(
        "phonepe_salt_and_client_secret",
        (
            "PHONEPE_MERCHANT_ID=⟨mid⟩\nPHONEPE_SALT_KEY=⟨salt⟩\nPHONEPE_SALT_INDEX=⟨idx⟩",
            'X-VERIFY banane ke liye: sha256(base64(payload) + "/pg/v1/pay" + "⟨salt⟩") + '
            '"###⟨idx⟩" — salt key prod wali hai, test mein mat daalna',
            "phonepe:\n  merchant_id: ⟨mid⟩\n  client_id: ⟨cid⟩\n  client_secret: ⟨csec⟩\n"
            "  client_version: 1\n  env: PRODUCTION",
            "PhonePe से नई salt key आई: ⟨salt⟩ (index ⟨idx⟩), पुरानी 31 अगस्त तक चलेगी",
        ),
        _phonepe,
        secrets=("salt", "csec"),
    ),
    Kind(
        "paytm_merchant_key",
        (
            "PAYTM_MID=⟨mid⟩\nPAYTM_MERCHANT_KEY=⟨key⟩\nPAYTM_WEBSITE=DEFAULT",
            'checksum = PaytmChecksum.generateSignature(json.dumps(body), "⟨key⟩")  # mid ⟨mid⟩',
            "Paytm merchant key (prod) — ⟨key⟩. Isko Secrets Manager mein `prod/payments/paytm` "
            "pe daal diya, code se hatana baaki hai.",
        ),
        _paytm,
        secrets=("key",),
    ),
    Kind(
        "aws_access_key_pair",
        (
            "~/.aws/credentials on the jump box:\n[⟨prof⟩]\naws_access_key_id = ⟨akid⟩\n"
            "aws_secret_access_key = ⟨sk⟩\nregion = ap-south-1",
            "AWS_ACCESS_KEY_ID=⟨akid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 sync ./invoices "
            "s3://ck-invoices-prod-aps1/2037/08/",
            "Jenkins ke IAM user `ci-deployer` ka naya secret access key: ⟨sk⟩ (key id ⟨akid⟩). "
            "Purana deactivate kar diya.",
            'provider "aws" {\n  region     = "ap-south-1"\n  access_key = "⟨akid⟩"\n'
            '  secret_key = "⟨sk⟩"\n}',
        ),
        _aws,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            "export AWS_ACCESS_KEY_ID=⟨akid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            '{"Credentials": {"AccessKeyId": "⟨akid⟩", "SecretAccessKey": "⟨sk⟩", '
            '"SessionToken": "⟨tok⟩", "Expiration": "2037-08-⟨d⟩T14:22:09+00:00"}}',
            "assume-role (eks-admin) ka output galti se paste ho gaya tha: secret ⟨sk⟩, session "
            "token ⟨tok⟩ — 1 ghante mein expire hoga, phir bhi note se hatao.",
        ),
        _sts,
        secrets=("sk", "tok"),
    ),
    Kind(
        "rds_postgres_password",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@⟨host⟩:5432/⟨db⟩?sslmode=require",
            'psql "host=⟨host⟩ port=5432 dbname=⟨db⟩ user=⟨user⟩ password=⟨pw⟩ '
            'sslmode=verify-full"',
            "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/⟨db⟩\n"
            "spring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩",
            "RDS ⟨user⟩ ka password reset kiya: ⟨pw⟩ — pgbouncer userlist.txt bhi update karna",
        ),
        _rds,
        secrets=("pw",),
    ),
    Kind(
        "mongodb_atlas_uri_password",
        (
            'mongosh "mongodb+srv://⟨user⟩:⟨pw⟩@⟨cl⟩/catalog?retryWrites=true&w=majority" '
            "--apiVersion 1",
            "MONGODB_URI=mongodb+srv://⟨user⟩:⟨pw⟩@⟨cl⟩/?appName=inventory-sync",
            "Atlas mein naya DB user `⟨user⟩` banaya (readWrite on catalog), password ⟨pw⟩ — "
            "Pune wale isi se connect karenge",
            "spring:\n  data:\n    mongodb:\n      uri: mongodb+srv://⟨user⟩:⟨pw⟩@⟨cl⟩/catalog",
        ),
        _mongo,
        secrets=("pw",),
    ),
    Kind(
        "atlas_admin_api_private_key",
        (
            'curl --digest -u "⟨pub⟩:⟨priv⟩" '
            '"https://cloud.mongodb.com/api/atlas/v2/groups/⟨org⟩/clusters" '
            '-H "Accept: application/vnd.atlas.2025-03-12+json"',
            "MONGODB_ATLAS_PUBLIC_KEY=⟨pub⟩\nMONGODB_ATLAS_PRIVATE_KEY=⟨priv⟩\n"
            "MONGODB_ATLAS_ORG_ID=⟨org⟩",
            "atlas config init ke prompts: public API key ⟨pub⟩, private API key ⟨priv⟩, "
            "default project ⟨org⟩",
            'provider "mongodbatlas" {\n  public_key  = "⟨pub⟩"\n  private_key = "⟨priv⟩"\n}',
        ),
        _atlas,
        secrets=("priv",),
    ),
    Kind(
        "confluent_kafka_api_secret",
        (
            "client.properties (order-events producer):\nbootstrap.servers=⟨bs⟩\n"
            "security.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=⟨key⟩\n"
            "sasl.password=⟨sec⟩",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="⟨key⟩" password="⟨sec⟩";',
            "confluent api-key store ⟨key⟩ ⟨sec⟩ --resource lkc-⟨lkc⟩",
            "Kafka API key ⟨key⟩ ka secret ⟨sec⟩ — yeh service account sa-⟨sa⟩ ka hai "
            "(rider-location topic)",
        ),
        _confluent,
        secrets=("sec",),
    ),
    Kind(
        "msg91_authkey",
        (
            "curl -X POST https://control.msg91.com/api/v5/flow -H 'authkey: ⟨ak⟩' "
            "-H 'content-type: application/json' -d "
            '\'{"template_id":"⟨tid⟩","recipients":[{"mobiles":"91⟨mob⟩","otp":"⟨otp⟩"}]}\'',
            "MSG91_AUTH_KEY=⟨ak⟩\nMSG91_OTP_TEMPLATE_ID=⟨tid⟩\nMSG91_SENDER_ID=CHPKRN",
            "MSG91 authkey rotate kiya kyunki purana Freshdesk ticket mein paste ho gaya tha. "
            "Naya: ⟨ak⟩",
            "OTP SMS नहीं जा रहे थे — वजह: authkey ⟨ak⟩ की IP whitelist में NAT gateway का IP नहीं था",
        ),
        _msg91,
        secrets=("ak",),
    ),
    Kind(
        "gupshup_api_key",
        (
            "curl -X POST https://api.gupshup.io/wa/api/v1/msg -H 'apikey: ⟨ak⟩' "
            "-d channel=whatsapp -d source=91⟨src⟩ -d destination=91⟨dst⟩ "
            "-d src.name=ChaupalKiranaWA",
            "GUPSHUP_API_KEY=⟨ak⟩\nGUPSHUP_APP_NAME=ChaupalKiranaWA\nGUPSHUP_SOURCE=91⟨src⟩",
            "WhatsApp order-update template ke liye Gupshup apikey: ⟨ak⟩ (app: ChaupalKiranaWA, "
            "login: ⟨email⟩)",
        ),
        _gupshup,
        secrets=("ak",),
    ),
    Kind(
        "firebase_service_account_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨pkid⟩",\n  "private_key": "⟨pk⟩",\n'
            '  "client_email": "firebase-adminsdk-⟨fb⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'FIREBASE_PRIVATE_KEY="⟨pk⟩"\n'
            "FIREBASE_CLIENT_EMAIL=firebase-adminsdk-⟨fb⟩@⟨proj⟩.iam.gserviceaccount.com",
            "push-notifier ka Firebase admin key (⟨proj⟩, key id ⟨pkid⟩) — private_key field:\n"
            '"⟨pk⟩"',
        ),
        _firebase_sa,
        secrets=("pk",),
    ),
    Kind(
        "firebase_ci_token",
        (
            "FIREBASE_TOKEN=⟨tok⟩ firebase deploy --only functions:orderNotifier --project ⟨proj⟩",
            "`firebase login:ci` ka output (Jenkins credential `firebase-ci-token` mein daalna "
            "hai):\n✔  Success! Use this token to login on a CI server:\n\n⟨tok⟩",
            "Firebase CI token ⟨tok⟩ deprecation warning deta hai, service account pe shift "
            "karna hai",
        ),
        _firebase_ci,
        secrets=("tok",),
    ),
    Kind(
        "google_maps_server_key",
        (
            'curl "https://maps.googleapis.com/maps/api/geocode/json?address=⟨addr⟩&key=⟨k⟩"',
            "GOOGLE_MAPS_SERVER_KEY=⟨k⟩  # restricted to NAT IPs, Geocoding + Distance Matrix",
            "Rider ETA service ka Distance Matrix key: ⟨k⟩. Billing alert ₹⟨amt⟩ pe laga hai.",
            "maps:\n  server_api_key: ⟨k⟩\n  region: in\n  language: hi",
        ),
        _maps,
        secrets=("k",),
    ),
    Kind(
        "freshdesk_api_key",
        (
            "curl -u ⟨k⟩:X -H 'Content-Type: application/json' "
            "https://chaupalkirana.freshdesk.com/api/v2/tickets/⟨tid⟩",
            "FRESHDESK_API_KEY=⟨k⟩\nFRESHDESK_DOMAIN=chaupalkirana.freshdesk.com",
            "Support bot agent (support-bot@chaupalkirana.in) ki Freshdesk API key: ⟨k⟩ — "
            "profile settings se mili, ticket #⟨tid⟩ ke automation ke liye",
        ),
        _freshdesk,
        secrets=("k",),
    ),
    Kind(
        "jenkins_api_token",
        (
            "curl -X POST -u ⟨user⟩:⟨tok⟩ "
            "'https://jenkins.ck-internal.in/job/orders-svc/job/main/buildWithParameters?ENV=prod'",
            "java -jar jenkins-cli.jar -s https://jenkins.ck-internal.in/ -auth ⟨user⟩:⟨tok⟩ "
            "list-jobs",
            "Jenkins API token (user ⟨user⟩, naam 'release-script'): ⟨tok⟩",
        ),
        _jenkins_token,
        secrets=("tok",),
    ),
    Kind(
        "grafana_cloud_tokens",
        (
            "GRAFANA_CLOUD_TOKEN=⟨glc⟩  # access policy: metrics:write logs:write, stack ck-prod",
            "curl -H 'Authorization: Bearer ⟨glsa⟩' "
            "'https://chaupalkirana.grafana.net/api/search?query=orders'",
            'config.alloy:\nprometheus.remote_write "cloud" {\n  endpoint {\n'
            '    url = "https://prometheus-prod-43-prod-ap-south-1.grafana.net/api/prom/push"\n'
            '    basic_auth {\n      username = "⟨uid⟩"\n      password = "⟨glc⟩"\n    }\n'
            "  }\n}",
            "Grafana service account `dashboards-ci` ka token ⟨glsa⟩ — Editor role, expiry nahi "
            "rakhi (galti)",
        ),
        _grafana,
        secrets=("glc", "glsa"),
    ),
    Kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨st⟩ sentry-cli releases new orders-svc@⟨ver⟩",
            ".sentryclirc:\n[auth]\ntoken=⟨ut⟩\n\n[defaults]\norg=chaupal-kirana\n"
            "project=orders-svc",
            "Sentry personal token ⟨ut⟩ (scope: project:releases) — Jenkins ke source-map upload "
            "step ke liye",
            "Sentry org token (CI ke liye naya): ⟨st⟩",
        ),
        _sentry,
        secrets=("st", "ut"),
    ),
    Kind(
        "metabase_secrets",
        (
            "MB_ENCRYPTION_SECRET_KEY=⟨enc⟩\nMB_DB_TYPE=postgres\nMB_DB_HOST=⟨host⟩\n"
            "MB_DB_USER=metabase\nMB_DB_PASS=⟨pw⟩",
            "Metabase embedding secret key (Admin → Embedding): ⟨emb⟩ — isi se dashboard embed "
            "JWT sign hota hai",
            "curl -H 'x-api-key: ⟨apik⟩' https://metabase.ck-internal.in/api/card/⟨cid⟩/query/json",
        ),
        _metabase,
        secrets=("enc", "pw", "emb", "apik"),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            f"{_RSA_B}\n⟨body⟩\n{_RSA_E}",
            "Purane bastion ka deploy key (ec2-user), abhi bhi kuch cron scripts use karti "
            f"hain:\n\n```\n{_RSA_B}\n⟨body⟩\n{_RSA_E}\n```",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: paytm-mtls\n  namespace: payments\n"
            f"type: Opaque\nstringData:\n  client.key: |\n    {_RSA_B}\n⟨ibody⟩\n    {_RSA_E}",
        ),
        _rsa,
        secrets=("body", "ibody"),
    ),
    Kind(
        "ec_private_key_pem",
        (
            f"{_EC_B}\n⟨sec1⟩\n{_EC_E}",
            f"AuthKey_⟨kid⟩.p8 (Sign in with Apple, team ⟨team⟩):\n{_P8_B}\n⟨p8⟩\n{_P8_E}",
            f"Secrets Manager `prod/apns/p8` ki value kuch aisi thi:\n\n{_P8_B}\n⟨p8⟩\n{_P8_E}\n\n"
            "(rotate hui ya nahi — Ankita se confirm karna)",
        ),
        _ec,
        secrets=("sec1", "p8"),
    ),
    Kind(
        "openssh_private_key",
        (
            f"{_OSSH_B}\n⟨body⟩\n{_OSSH_E}",
            f"$ cat ~/.ssh/ck_bastion_ed25519\n{_OSSH_B}\n⟨body⟩\n{_OSSH_E}",
            "jenkins.yaml (JCasC):\ncredentials:\n  system:\n    domainCredentials:\n"
            "      - credentials:\n          - basicSSHUserPrivateKey:\n"
            "              id: bastion-ssh\n              username: ec2-user\n"
            "              privateKeySource:\n                directEntry:\n"
            f"                  privateKey: |\n                    {_OSSH_B}\n⟨ibody⟩\n"
            f"                    {_OSSH_E}",
            f"Bastion key (⟨cmt⟩) — Pune team ko 1Password se share karna, yahan nahi:\n{_OSSH_B}\n"
            f"⟨body⟩\n{_OSSH_E}",
        ),
        _openssh,
        secrets=("body", "ibody"),
    ),
    Kind(
        "k8s_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-svc-secrets\n"
            "  namespace: orders\ntype: Opaque\ndata:\n  DB_PASSWORD: ⟨b1⟩\n"
            "  RAZORPAY_KEY_SECRET: ⟨b2⟩\n  MSG91_AUTH_KEY: ⟨b3⟩",
            "kubectl -n payments get secret cashfree-creds -o jsonpath='{.data.client-secret}' "
            "→ ⟨b4⟩ (base64 hai; decode karke dekha, prod wala hi hai)",
            'kubectl -n catalog patch secret catalog-svc -p \'{"data":{"MONGODB_URI":"⟨b5⟩"}}\'',
            "`kubectl get secret grafana-admin -o yaml` ka output:\ndata:\n"
            "  admin-password: ⟨b1⟩\n  admin-user: ⟨buser⟩",
        ),
        _k8s,
        secrets=("b1", "b2", "b3", "b4", "b5"),
    ),
    Kind(
        "dotenv_lines",
        (
            "# orders-svc/.env.local (kabhi commit mat karna)\nNODE_ENV=development\nPORT=8080\n"
            "AWS_REGION=ap-south-1\nRAZORPAY_KEY_ID=⟨kid⟩\nRAZORPAY_KEY_SECRET=⟨rs⟩\n"
            "REDIS_URL=redis://localhost:6379/0\nJWT_SECRET=⟨jwt⟩",
            "SQS_QUEUE_URL=https://sqs.ap-south-1.amazonaws.com/⟨acct⟩/order-events.fifo\n"
            "GUPSHUP_API_KEY=⟨gk⟩\nSENTRY_DSN=https://⟨dsnk⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩\n"
            "SESSION_SECRET=⟨sess⟩",
            "export MONGODB_URI='mongodb+srv://catalog-rw:⟨mpw⟩@ck-prod.⟨cl⟩.mongodb.net/catalog'\n"
            "export MSG91_AUTH_KEY=⟨mk⟩\nexport FEATURE_FLAGS=quick_reorder,upi_intent",
        ),
        _dotenv,
        secrets=("rs", "jwt", "gk", "sess", "mpw", "mk"),
    ),
    Kind(
        "jenkins_ci_variables",
        (
            "Jenkinsfile (release branch) mein yeh hardcode mila:\n\nenvironment {\n"
            "    AWS_DEFAULT_REGION = 'ap-south-1'\n    DOCKERHUB_TOKEN = '⟨dk⟩'\n"
            "    CASHFREE_CLIENT_SECRET = '⟨cf⟩'\n}",
            "jenkins.yaml (JCasC):\ncredentials:\n  system:\n    domainCredentials:\n"
            "      - credentials:\n          - string:\n              scope: GLOBAL\n"
            '              id: razorpay-key-secret\n              secret: "⟨rs⟩"\n'
            "          - usernamePassword:\n              id: rds-migrator\n"
            '              username: migrator\n              password: "⟨pw⟩"',
            "[Pipeline] sh\n+ export GUPSHUP_API_KEY=⟨gk⟩\n+ ./scripts/send-release-wa.sh --env "
            "prod\n(withCredentials use nahi kiya tha isliye console mein mask nahi hua)",
            "Jenkins → Manage → System → Global properties: MSG91_AUTH_KEY = ⟨mk⟩, "
            "DOCKERHUB_TOKEN = ⟨dk⟩",
        ),
        _jenkins_vars,
        secrets=("dk", "cf", "rs", "pw", "gk", "mk"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident CK-⟨inc⟩ (checkout fail, Pune darkstores)\n"
            "- razorpay order order_⟨o⟩ / payment pay_⟨p⟩\n- trace ⟨trace⟩\n"
            "- deploy commit ⟨sha⟩, image sha256:⟨dig⟩\n"
            "- x-razorpay-signature: ⟨sig⟩ (sirf us ek webhook ka)\n"
            "- root cause: RAZORPAY_KEY_SECRET=⟨rs⟩ staging wala prod pod mein mount ho gaya",
            "## Rider app login bug\n\n| field | value |\n|---|---|\n| request id | ⟨u⟩ |\n"
            "| user ObjectId | ⟨oid⟩ |\n| build | 5.⟨minor⟩.0 (⟨build⟩) |\n"
            "| OTP template | ⟨tid⟩ |\n| MSG91 authkey (galti se paste) | ⟨mk⟩ |",
            "Kal ka debug session: traceparent 00-⟨trace⟩-⟨span⟩-01, Mongo _id ⟨oid⟩, ULID ⟨ulid⟩; "
            "Atlas private API key ⟨apk⟩ bhi chat mein aa gayi thi — rotate karni hai.",
        ),
        _among,
        secrets=("rs", "mk", "apk"),
    ),
    Kind(
        "passwords_in_multilingual_prose",
        (
            "Staging RDS ka master password abhi ⟨pw⟩ hai, kal rotate karna hai — Pune team ko "
            "bata dena.",
            "मेटाबेस admin का पासवर्ड ⟨pw⟩ है। इसे Slack पर मत भेजना, 1Password में डाल दिया है।",
            "Grafana Cloud ke break-glass admin ka password ⟨pw⟩ rakha hai (sirf on-call ke liye).",
            "Freshdesk admin login: support-admin@chaupalkirana.in / ⟨pw⟩ — 2FA Ankita ke phone "
            "pe hai",
            "Jenkins का नया admin पासवर्ड: ⟨pw⟩ (पुराना वाला हटा दिया)।",
            "The shared Atlas UI login for the Pune vendors is ops-vendors@chaupalkirana.in with "
            "password ⟨pw⟩; change it after the Diwali sale.",
            "पासवर्ड याद रखने के लिए: RabbitMQ वाला नहीं, Kafka UI वाला — ⟨pw⟩",
        ),
        _prose_pw,
        secrets=("pw",),
    ),
    Kind(
        "elasticache_auth_token",
        (
            "redis-cli -h ⟨host⟩ -p 6379 --tls -a '⟨tok⟩' INFO keyspace",
            "REDIS_URL=rediss://:⟨tokurl⟩@⟨host⟩:6379/0",
            "aws elasticache modify-replication-group --replication-group-id ck-prod-cache "
            "--auth-token '⟨tok⟩' --auth-token-update-strategy ROTATE --apply-immediately",
            "ElastiCache AUTH token (cart-cache): ⟨tok⟩ — purana token 24 ghante tak valid rahega "
            "(ROTATE strategy)",
        ),
        _redis,
        secrets=("tok", "tokurl"),
    ),
    Kind(
        "google_oauth_client_secret",
        (
            '{"web":{"client_id":"⟨cid⟩","project_id":"⟨proj⟩",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token","client_secret":"⟨cs⟩",'
            '"redirect_uris":["https://admin.chaupalkirana.in/oauth/callback"]}}',
            "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            "Metabase Google SSO ke liye OAuth client secret ⟨cs⟩ (client id ⟨cid⟩ public hai, "
            "woh chalega)",
        ),
        _oauth_client,
        secrets=("cs",),
    ),
    Kind(
        "google_oauth_tokens",
        (
            "curl -H 'Authorization: Bearer ⟨at⟩' "
            "'https://sheets.googleapis.com/v4/spreadsheets/settlements/values/A1:F200'",
            '{"access_token": "⟨at⟩", "expires_in": 3599, "refresh_token": "⟨rt⟩", '
            '"scope": "https://www.googleapis.com/auth/spreadsheets", "token_type": "Bearer"}',
            "Finance sheet sync job ka refresh token: ⟨rt⟩ — isse naya access token banta hai, "
            "revoke hone tak expire nahi hota",
        ),
        _oauth_tokens,
        secrets=("at", "rt"),
    ),
    Kind(
        "app_signing_secrets",
        (
            'auth-svc/config.toml:\n[jwt]\nissuer = "https://auth.chaupalkirana.in"\n'
            'signing_secret = "⟨js⟩"\naccess_ttl = "15m"\n\n[session]\ncookie_secret = "⟨cs⟩"',
            "APP_ENCRYPTION_KEY=base64:⟨ek⟩  # PII (phone, address) columns isi se encrypt hote "
            "hain — badla toh purana data unreadable",
            "Internal webhook (inventory → orders) ka HMAC shared secret: ⟨hs⟩. Dono services ki "
            "Secrets Manager entry mein same hona chahiye.",
            'resource "aws_secretsmanager_secret_version" "jwt" {\n'
            "  secret_id     = aws_secretsmanager_secret.jwt.id\n"
            '  secret_string = "⟨js⟩"\n}',
        ),
        _app_secrets,
        secrets=("js", "cs", "ek", "hs"),
    ),
)
