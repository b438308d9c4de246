"""True secrets as they leak into Kosha Pay's memory notes; each kind names the fields that
must not survive. A multi-line key lists each body line of 16+ characters."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike56.gen import (
    ACCOUNTS,
    ALNUM,
    B32,
    B64,
    B64URL,
    DEVS,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    hexs,
    ist_time,
    num,
    password,
    pick,
    rrn,
    rzp_id,
    upi_txn_id,
    utr_neft,
    uuid4,
    vpa,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_RZP_LIVE = "rzp" + "_live_"
_RZP_TEST = "rzp" + "_test_"
_CFSK = "cf" + "sk_ma_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS_HEAD = "IQoJb3JpZ2lu" + "X2VjE"
_GH_PAT = "github" + "_pat_"
_XOXB = "xo" + "xb-"
_SLACK_HOOK = "https://hooks.slack.com/" + "services/"
_FCM_HEAD = "AA" + "AA"
_FCM_MID = ":APA" + "91b"
_SES_HEAD = "B"
_EKYC = "vk" + "_live_"
_OPENSSH = "-----BEGIN OPENSSH " + "PRIVATE KEY-----"
_OPENSSH_END = "-----END OPENSSH " + "PRIVATE KEY-----"
_PKCS8 = "-----BEGIN " + "PRIVATE KEY-----"
_PKCS8_END = "-----END " + "PRIVATE KEY-----"
_OPENSSH_BODY_HEAD = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
_PKCS8_HEAD = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"

_RDS = "kosha-ledger.cluster-c7q2x9k4m1pz.ap-south-1.rds.amazonaws.com"
_CACHE = "master.kosha-cache-prod.x4k2pq.aps1.cache.amazonaws.com"


def _rzp(r: Random) -> dict[str, str]:
    return {
        "kid": _RZP_LIVE + pick(r, ALNUM, 14),
        "ks": pick(r, ALNUM, 24),
        "n": num(r, 6),
        "order": rzp_id(r, "order"),
    }


def _rzp_webhook(r: Random) -> dict[str, str]:
    return {
        "ws": password(r, r.choice((20, 24, 32))),
        "evt": pick(r, ALNUM, 14),
        "sig": hexs(r, 64),
    }


def _cashfree(r: Random) -> dict[str, str]:
    return {
        "cid": num(r, 7) + hexs(r, 25),
        "cs": _CFSK + "prod_" + hexs(r, 32) + "_" + hexs(r, 8),
        "oid": "KSH-" + num(r, 10),
    }


def _phonepe(r: Random) -> dict[str, str]:
    return {
        "salt": uuid4(r),
        "mid": "KOSHAPAYONLINE",
        "idx": str(r.randint(1, 3)),
        "mtid": "MT" + num(r, 14),
    }


def _paytm(r: Random) -> dict[str, str]:
    return {
        "mk": pick(r, ALNUM, 1) + pick(r, ALNUM + "&#@_%!", 14) + pick(r, ALNUM, 1),
        "mid": "KoshaP" + num(r, 14),
        "oid": "ORDS" + num(r, 8),
    }


def _ccavenue(r: Random) -> dict[str, str]:
    return {"wk": pick(r, UHEX, 32), "ac": "AVKS" + pick(r, UPPER_ALNUM, 14), "mid": num(r, 7)}


def _aws_keys(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "region": r.choice(("ap-south-1", "ap-south-2")),
        "who": r.choice(DEVS),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "kid": _ASIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "tok": _STS_HEAD + b64(r, r.choice((246, 297, 324))).rstrip("="),
        "exp": ist_time(r) + "+00:00",
        "acct": r.choice(ACCOUNTS),
        "role": r.choice(("kosha-dev-admin", "ledger-deployer", "oncall-readonly")),
    }


def _lambda_env(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26))),
        "ks": pick(r, ALNUM, 24),
        "fn": r.choice(("upi-collect-callback", "emi-autopay-presentment", "ekyc-otp-verify")),
        "acct": r.choice(ACCOUNTS),
        "sha": b64(r, 32),
        "rid": uuid4(r),
    }


def _kms(r: Random) -> dict[str, str]:
    return {
        "pt": b64(r, 32),
        "ct": "AQIDAHh" + b64(r, 177),
        "kid": uuid4(r),
        "acct": r.choice(ACCOUNTS),
    }


def _ses(r: Random) -> dict[str, str]:
    return {"user": _AKIA + pick(r, B32, 16), "pw": _SES_HEAD + pick(r, B64, 43)}


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, ALNUM + "+/", 64),
        "lkc": "pkc-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
    }


def _msk(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28))),
        "user": r.choice(("ledger-svc", "recon-consumer", "notif-producer")),
        "b": str(r.randint(1, 3)),
    }


def _redis(r: Random) -> dict[str, str]:
    return {"tok": pick(r, ALNUM, 1) + pick(r, ALNUM + "!#$^-", r.choice((30, 38, 46)))}


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~!*", r.choice((17, 21, 27))),
        "user": r.choice(("ledger_app", "recon_ro", "loan_svc", "kosha_admin")),
    }


def _jenkins_token(r: Random) -> dict[str, str]:
    return {
        "t": "11" + hexs(r, 32),
        "user": r.choice(DEVS),
        "job": r.choice(("ledger-api", "upi-collect", "loan-disbursal")),
    }


def _jenkins_agent(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 64), "node": f"dhaka-build-{r.randint(1, 9):02d}"}


def _gh_pat(r: Random) -> dict[str, str]:
    return {"t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59), "user": r.choice(DEVS)}


def _slack(r: Random) -> dict[str, str]:
    return {
        "hook": pick(r, ALNUM, 24),
        "team": "T" + pick(r, UPPER_ALNUM, 10),
        "chan": "B" + pick(r, UPPER_ALNUM, 10),
        "bot": _XOXB + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
    }


def _fcm(r: Random) -> dict[str, str]:
    return {
        "k": _FCM_HEAD + pick(r, B64URL, 7) + _FCM_MID + pick(r, B64URL, 134),
        "dev": pick(r, B64URL, 22) + ":APA91b" + pick(r, B64URL, 20) + "…",
    }


def _msg91(r: Random) -> dict[str, str]:
    return {
        "k": num(r, 6) + "A" + pick(r, ALNUM, 17),
        "tpl": hexs(r, 24),
    }


def _jwt_secret(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM + "-_", r.choice((32, 48, 64))), "alt": password(r, 28)}


def _bearer(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "RS256", "kid": hexs(r, 16), "typ": "JWT"})
    claims = {
        "sub": "admin:" + r.choice(DEVS),
        "scope": "loans:write payouts:approve",
        "iat": 1975000000 + r.randint(0, 2_000_000),
        "exp": 1975003600 + r.randint(0, 2_000_000),
        "jti": uuid4(r),
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"}


def _psp_key(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 64), "hk": b64(r, 32), "bank": r.choice(("axis", "yes", "icici"))}


def _ekyc(r: Random) -> dict[str, str]:
    return {
        "k": _EKYC + pick(r, ALNUM, 40),
        "cs": pick(r, ALNUM, 48),
        "cid": "KOSHA-" + num(r, 6),
    }


def _openssh(r: Random) -> dict[str, str]:
    body = _OPENSSH_BODY_HEAD + b64(r, 291)
    return {"body": wrap(body.rstrip("="), 70), "host": r.choice(("bastion-blr", "jenkins-dhaka"))}


def _pkcs8(r: Random) -> dict[str, str]:
    body = wrap(_PKCS8_HEAD + b64(r, 876), 64)
    return {"body": body, "yaml": "\n".join("    " + line for line in body.split("\n"))}


def _totp(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, B32, r.choice((32, 32, 64))),
        "who": r.choice(("aws-root", "jenkins-admin", "razorpay-owner", "cashfree-admin")),
    }


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("grafana-ro", "kafka-rest", "jenkins-ci", "schema-registry"))
    return {"b": b64_of(f"{user}:{password(r, 20)}")}


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40)}


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 21, 24)))}


def _table(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, 22),
        "ks": pick(r, ALNUM, 24),
        "kid": _RZP_LIVE + pick(r, ALNUM, 14),
        "kid_t": _RZP_TEST + pick(r, ALNUM, 14),
        "tok": pick(r, ALNUM, 40),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "rrn": rrn(r),
        "utr": utr_neft(r),
        "txn": upi_txn_id(r),
        "order": rzp_id(r, "order"),
        "pay": rzp_id(r, "pay"),
        "vpa": vpa(r),
        "sha": hexs(r, 40),
        "ks": pick(r, ALNUM, 24),
        "pw": password(r, 20),
        "cs": _CFSK + "prod_" + hexs(r, 32) + "_" + hexs(r, 8),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "razorpay_key_secret",
        (
            "RAZORPAY_KEY_ID=⟨kid⟩\nRAZORPAY_KEY_SECRET=⟨ks⟩",
            "curl -u ⟨kid⟩:⟨ks⟩ https://api.razorpay.com/v1/orders -H 'content-type: "
            'application/json\' -d \'{"amount":49900,"currency":"INR","receipt":"rcpt_⟨n⟩"}\'',
            'client = razorpay.Client(auth=("⟨kid⟩", "⟨ks⟩"))',
            "Razorpay live key secret अब ⟨ks⟩ है — पुराना वाला 14 अगस्त को revoke हुआ।",
        ),
        _rzp,
        n=7,
        secrets=("ks",),
    ),
    Kind(
        "razorpay_webhook_secret",
        (
            "Razorpay dashboard → Settings → Webhooks → payment.captured, secret set to ⟨ws⟩",
            "RZP_WEBHOOK_SECRET=⟨ws⟩  # must match the dashboard or every event 401s",
            "expected = hmac.new(b'⟨ws⟩', body, hashlib.sha256).hexdigest()\n"
            "assert expected == headers['x-razorpay-signature']  # got ⟨sig⟩",
            "webhook:\n  provider: razorpay\n  events: [payment.captured, refund.processed]\n"
            "  secret: '⟨ws⟩'",
        ),
        _rzp_webhook,
        n=7,
        secrets=("ws",),
    ),
    Kind(
        "cashfree_client_secret",
        (
            "curl -X POST https://api.cashfree.com/pg/orders -H 'x-api-version: 2023-08-01' "
            "-H 'x-client-id: ⟨cid⟩' -H 'x-client-secret: ⟨cs⟩' -d @order-⟨oid⟩.json",
            "CASHFREE_APP_ID=⟨cid⟩\nCASHFREE_SECRET_KEY=⟨cs⟩\nCASHFREE_ENV=PRODUCTION",
            "Cashfree-এর প্রোড secret key হলো ⟨cs⟩ — ঢাকা টিম payout test-এর জন্য চেয়েছিল।",
        ),
        _cashfree,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "phonepe_salt_key",
        (
            "PHONEPE_MERCHANT_ID=⟨mid⟩\nPHONEPE_SALT_KEY=⟨salt⟩\nPHONEPE_SALT_INDEX=⟨idx⟩",
            'x_verify = sha256(payload_b64 + "/pg/v1/pay" + "⟨salt⟩").hexdigest() + "###⟨idx⟩"',
            "PhonePe salt key (index ⟨idx⟩) for ⟨mid⟩ is ⟨salt⟩; ⟨mtid⟩ failed with "
            "KEY_NOT_CONFIGURED before we fixed it",
        ),
        _phonepe,
        n=7,
        secrets=("salt",),
    ),
    Kind(
        "paytm_merchant_key",
        (
            'checksum = PaytmChecksum.generateSignature(json.dumps(body), "⟨mk⟩")',
            "PAYTM_MID=⟨mid⟩\nPAYTM_MERCHANT_KEY=⟨mk⟩\nPAYTM_WEBSITE=DEFAULT",
            "Paytm merchant key for ⟨mid⟩: ⟨mk⟩ (order ⟨oid⟩ was the test txn)",
        ),
        _paytm,
        n=7,
        secrets=("mk",),
    ),
    Kind(
        "ccavenue_working_key",
        (
            "CCAVENUE_MERCHANT_ID=⟨mid⟩\nCCAVENUE_ACCESS_CODE=⟨ac⟩\nCCAVENUE_WORKING_KEY=⟨wk⟩",
            "enc_request = ccav_encrypt(merchant_data, '⟨wk⟩')  # working key, prod",
            "CCAvenue working key ಈಗ ⟨wk⟩ — access code ⟨ac⟩ ಬದಲಾಗಿಲ್ಲ.",
        ),
        _ccavenue,
        n=7,
        secrets=("wk",),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[kosha-prod]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = ⟨region⟩",
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_DEFAULT_REGION=⟨region⟩",
            "aws configure set aws_secret_access_key ⟨sk⟩ --profile kosha-⟨who⟩",
            "⟨who⟩ ಅವರ IAM user key: ⟨kid⟩ / ⟨sk⟩ — ನಾಳೆ rotate ಮಾಡಬೇಕು.",
        ),
        _aws_keys,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨kid⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨tok⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    },\n    "AssumedRoleUser": {\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/⟨role⟩/cli"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            "[⟨role⟩]\naws_access_key_id=⟨kid⟩\naws_secret_access_key=⟨sk⟩\n"
            "aws_session_token=⟨tok⟩",
        ),
        _sts,
        n=7,
        secrets=("sk", "tok"),
    ),
    Kind(
        "lambda_env_dump_secrets",
        (
            "$ aws lambda get-function-configuration --function-name ⟨fn⟩ --query Environment\n"
            '{\n    "Variables": {\n        "LOG_LEVEL": "INFO",\n'
            '        "DB_HOST": "' + _RDS + '",\n        "DB_PASSWORD": "⟨pw⟩",\n'
            '        "SQS_QUEUE_URL": "https://sqs.ap-south-1.amazonaws.com/⟨acct⟩/'
            'upi-callbacks.fifo"\n    }\n}',
            '"Environment": {"Variables": {"RAZORPAY_KEY_SECRET": "⟨ks⟩", "STAGE": "prod"}}, '
            '"CodeSha256": "⟨sha⟩"',
            "START RequestId: ⟨rid⟩ Version: $LATEST\n"
            "DEBUG env dump: STAGE=prod DB_PASSWORD=⟨pw⟩ POWERTOOLS_SERVICE_NAME=⟨fn⟩\n"
            "END RequestId: ⟨rid⟩",
        ),
        _lambda_env,
        n=7,
        secrets=("pw", "ks"),
    ),
    Kind(
        "kms_plaintext_data_key",
        (
            "$ aws kms generate-data-key --key-id alias/aadhaar-vault --key-spec AES_256\n"
            '{\n    "CiphertextBlob": "⟨ct⟩",\n    "Plaintext": "⟨pt⟩",\n'
            '    "KeyId": "arn:aws:kms:ap-south-1:⟨acct⟩:key/⟨kid⟩"\n}',
            "DEK plaintext for the vault re-encrypt job (do not keep!): ⟨pt⟩",
            "dek = base64.b64decode('⟨pt⟩')  # from generate-data-key, key ⟨kid⟩",
        ),
        _kms,
        n=7,
        secrets=("pt",),
    ),
    Kind(
        "aws_ses_smtp_password",
        (
            "EMAIL_HOST=email-smtp.ap-south-1.amazonaws.com\nEMAIL_HOST_USER=⟨user⟩\n"
            "EMAIL_HOST_PASSWORD=⟨pw⟩",
            "[email-smtp.ap-south-1.amazonaws.com]:587 ⟨user⟩:⟨pw⟩",
            "swaks --to ops@koshapay.in --server email-smtp.ap-south-1.amazonaws.com:587 "
            "--tls --auth-user ⟨user⟩ --auth-password '⟨pw⟩'",
        ),
        _ses,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "confluent_kafka_api_secret",
        (
            "bootstrap.servers=⟨lkc⟩.ap-south-1.aws.confluent.cloud:9092\n"
            "security.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=⟨key⟩\n"
            "sasl.password=⟨sec⟩",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule "
            "required username='⟨key⟩' password='⟨sec⟩';",
            "kcat -b ⟨lkc⟩.ap-south-1.aws.confluent.cloud:9092 -X security.protocol=SASL_SSL "
            "-X sasl.mechanisms=PLAIN -X sasl.username=⟨key⟩ -X sasl.password=⟨sec⟩ "
            "-t upi.txn.events -C -o -5",
        ),
        _confluent,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "msk_scram_password",
        (
            '{"username": "⟨user⟩", "password": "⟨pw⟩"}  ← AmazonMSK_⟨user⟩ in Secrets Manager',
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule "
            'required username="⟨user⟩" password="⟨pw⟩";',
            "MSK SCRAM user ⟨user⟩ এর পাসওয়ার্ড ⟨pw⟩ (broker ⟨b⟩ এ test করা হয়েছে)",
        ),
        _msk,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "redis_auth_token",
        (
            "redis-cli -h " + _CACHE + " -p 6379 --tls -a '⟨tok⟩' INFO replication",
            "REDIS_URL=rediss://:⟨tok⟩@" + _CACHE + ":6379/0",
            'r = redis.Redis(host="' + _CACHE + '", port=6379, ssl=True, password="⟨tok⟩")',
            "ElastiCache AUTH token बदल दिया: ⟨tok⟩ (पुराना 48 घंटे तक valid रहेगा)",
        ),
        _redis,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "postgres_dsn_password",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@" + _RDS + ":5432/ledger",
            "PGPASSWORD='⟨pw⟩' psql -h " + _RDS + " -U ⟨user⟩ -d ledger -c 'select 1'",
            "spring.datasource.url=jdbc:postgresql://" + _RDS + ":5432/ledger\n"
            "spring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩",
            "Aurora ⟨user⟩ password is ⟨pw⟩ until the rotation lambda is fixed",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "jenkins_api_token",
        (
            "curl -X POST -u ⟨user⟩:⟨t⟩ "
            "https://jenkins.koshapay.internal/job/⟨job⟩/buildWithParameters?BRANCH=main",
            "java -jar jenkins-cli.jar -s https://jenkins.koshapay.internal/ "
            "-auth ⟨user⟩:⟨t⟩ build ⟨job⟩ -f -v",
            "Jenkins API token (⟨user⟩, for the release script): ⟨t⟩",
            "server = jenkins.Jenkins('https://jenkins.koshapay.internal', "
            "username='⟨user⟩', password='⟨t⟩')",
        ),
        _jenkins_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "jenkins_agent_secret",
        (
            "java -jar agent.jar -url https://jenkins.koshapay.internal/ -secret ⟨s⟩ "
            "-name ⟨node⟩ -workDir /var/lib/jenkins-agent",
            "[Service]\nUser=jenkins\nEnvironment=JENKINS_SECRET=⟨s⟩\n"
            "Environment=JENKINS_AGENT_NAME=⟨node⟩\nExecStart=/usr/local/bin/start-agent.sh",
            "docker run -d --name ⟨node⟩ jenkins/inbound-agent "
            "-url https://jenkins.koshapay.internal ⟨s⟩ ⟨node⟩",
        ),
        _jenkins_agent,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "git clone https://⟨user⟩:⟨t⟩@github.com/koshapay/ledger-api.git",
            "GH_TOKEN=⟨t⟩ gh release create v4.12.0 --repo koshapay/upi-collect",
            "Jenkins credential 'github-koshapay-ci' now holds ⟨t⟩ (fine-grained, 90 days)",
        ),
        _gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "slack_webhook_and_bot_token",
        (
            "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"recon done\"}' "
            + _SLACK_HOOK
            + "⟨team⟩/⟨chan⟩/⟨hook⟩",
            "SLACK_BOT_TOKEN=⟨bot⟩\nSLACK_ALERT_CHANNEL=#upi-alerts",
            "slackSend(channel: '#deploys', tokenCredentialId: 'slack', "
            "baseUrl: '', token: '⟨bot⟩')",
        ),
        _slack,
        n=7,
        secrets=("hook", "bot"),
    ),
    Kind(
        "fcm_server_key",
        (
            "curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=⟨k⟩' "
            '-H \'Content-Type: application/json\' -d \'{"to":"⟨dev⟩","data":{"type":"emi_due"}}\'',
            "FCM_SERVER_KEY=⟨k⟩",
            "পুরনো FCM legacy server key: ⟨k⟩ — HTTP v1-এ migrate করার পর মুছে ফেলতে হবে",
        ),
        _fcm,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "msg91_authkey",
        (
            "curl -X POST 'https://control.msg91.com/api/v5/otp?template_id=⟨tpl⟩"
            "&mobile=91XXXXXX4821' -H 'authkey: ⟨k⟩'",
            "MSG91_AUTH_KEY=⟨k⟩\nMSG91_OTP_TEMPLATE_ID=⟨tpl⟩",
            "OTP SMS ಗೆ MSG91 authkey ⟨k⟩ ಬಳಸುತ್ತೇವೆ; template ⟨tpl⟩ DLT approved.",
        ),
        _msg91,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "jwt_signing_secret",
        (
            "JWT_SECRET=⟨s⟩\nJWT_ALGORITHM=HS256\nJWT_TTL_SECONDS=900",
            'token = jwt.encode(claims, "⟨s⟩", algorithm="HS256")',
            "auth:\n  jwt:\n    issuer: https://auth.koshapay.in\n    hmac_secret: ⟨alt⟩",
            "the HS256 signing secret for partner tokens is ⟨alt⟩",
        ),
        _jwt_secret,
        n=7,
        secrets=("s", "alt"),
    ),
    Kind(
        "bearer_jwt_access_token",
        (
            "curl https://admin-api.koshapay.internal/v2/loans/disburse -H "
            "'Authorization: Bearer ⟨jwt⟩' -d @disburse.json",
            "Admin access token from the ops console (valid 1h): ⟨jwt⟩",
            'http POST :8080/payouts/approve "Authorization:Bearer ⟨jwt⟩" batch=2032-08-14',
        ),
        _bearer,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "psp_bank_encryption_key",
        (
            "sponsor_bank:\n  name: ⟨bank⟩\n  enc_key_hex: ⟨k⟩\n  hmac_key_b64: ⟨hk⟩",
            'SecretKeySpec key = new SecretKeySpec(Hex.decode("⟨k⟩"), "AES");',
            "UPI switch AES-256 key from ⟨bank⟩ bank (sent over email, ugh): ⟨k⟩",
        ),
        _psp_key,
        n=7,
        secrets=("k", "hk"),
    ),
    Kind(
        "ekyc_partner_credentials",
        (
            "EKYC_PARTNER_API_KEY=⟨k⟩\nEKYC_PARTNER_CLIENT_ID=⟨cid⟩\nEKYC_PARTNER_CLIENT_SECRET=⟨cs⟩",
            "curl https://api.verikyc.example.in/v3/aadhaar/otp -H 'x-api-key: ⟨k⟩' "
            '-d \'{"masked_uid":"XXXXXXXX4821","consent":"Y"}\'',
            "e-KYC partner का client secret ⟨cs⟩ है (client id ⟨cid⟩), sandbox नहीं — prod।",
        ),
        _ekyc,
        n=7,
        secrets=("k", "cs"),
    ),
    Kind(
        "openssh_private_key",
        (
            _OPENSSH + "\n⟨body⟩\n" + _OPENSSH_END,
            "~/.ssh/⟨host⟩ (the old one, before we moved to SSM):\n\n"
            + _OPENSSH
            + "\n⟨body⟩\n"
            + _OPENSSH_END
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "pkcs8_private_key_pem",
        (
            _PKCS8 + "\n⟨body⟩\n" + _PKCS8_END,
            "NPCI request-signing key (kosha-upi-sign-2032):\n"
            + _PKCS8
            + "\n⟨body⟩\n"
            + _PKCS8_END,
            "upi:\n  signing_key: |\n    " + _PKCS8 + "\n⟨yaml⟩\n    " + _PKCS8_END,
        ),
        _pkcs8,
        n=7,
        secrets=("body", "yaml"),
    ),
    Kind(
        "totp_seed",
        (
            "otpauth://totp/KoshaPay:⟨who⟩?secret=⟨s⟩&issuer=KoshaPay&algorithm=SHA1&digits=6",
            "oathtool --totp -b ⟨s⟩  # ⟨who⟩ MFA",
            "Break-glass MFA seed for ⟨who⟩: ⟨s⟩ (copy in the Bengaluru safe too)",
        ),
        _totp,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "basic_auth_header",
        (
            'curl -H "Authorization: Basic ⟨b⟩" https://grafana.koshapay.internal/api/search',
            "Kafka REST proxy wants `Authorization: Basic ⟨b⟩`",
            "nginx access log had Authorization: Basic ⟨b⟩ because debug logging was on",
        ),
        _basic,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "datadog_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_APP_KEY=⟨app⟩\nDD_SITE=datadoghq.com",
            "curl -X GET https://api.datadoghq.com/api/v1/validate -H 'DD-API-KEY: ⟨api⟩'",
            "Datadog forwarder Lambda env: DD_API_KEY=⟨api⟩ (ap-south-1 stack)",
        ),
        _datadog,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "passwords_in_prose_multilingual",
        (
            "Jenkins admin का password ⟨pw⟩ है, login के बाद बदल देना।",
            "ಸ್ಟೇಜಿಂಗ್ Grafana admin ಪಾಸ್‌ವರ್ಡ್: ⟨pw⟩",
            "Dhaka VPN-এর shared পাসওয়ার্ড এখন ⟨pw⟩, শুক্রবার বদলানো হবে।",
            "The password for the kosha-uat RabbitMQ admin is ⟨pw⟩ — ask Tanvir before using.",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secrets_in_markdown_tables",
        (
            "| env | RAZORPAY_KEY_ID | RAZORPAY_KEY_SECRET |\n|---|---|---|\n"
            "| uat | ⟨kid_t⟩ | (in SSM) |\n| prod | ⟨kid⟩ | ⟨ks⟩ |",
            "| service | user | password |\n|---|---|---|\n| ledger-db | ledger_app | ⟨pw⟩ |\n"
            "| redis | default | see SSM |",
            "| tool | token | owner |\n|---|---|---|\n| sonarqube | ⟨tok⟩ | ci |\n"
            "| jenkins | (in credentials store) | ci |",
        ),
        _table,
        n=7,
        secrets=("ks", "pw", "tok"),
    ),
    Kind(
        "secret_among_payment_lookalikes",
        (
            "Recon mismatch 2032-08-12\n- RRN ⟨rrn⟩ / UTR ⟨utr⟩\n- txn ⟨txn⟩ from ⟨vpa⟩\n"
            "- ⟨order⟩ → ⟨pay⟩ captured twice\n- key secret used for the refund script: ⟨ks⟩",
            "Deploy ⟨sha⟩ notes\n▹ order ⟨order⟩ stuck in created\n▹ UPI txn ⟨txn⟩ U30\n"
            "▹ CASHFREE_SECRET_KEY=⟨cs⟩ (pasted by mistake, rotate)",
            "On-call handoff\n* RRN ⟨rrn⟩ reversed\n* payer ⟨vpa⟩\n"
            "* reset the recon_ro DB password to ⟨pw⟩ during the call",
        ),
        _among,
        n=7,
        secrets=("ks", "cs", "pw"),
    ),
)
