"""True secrets in memory-note framings; each kind names the fields that must not survive.

The notes belong to a developer on the student systems team of the invented Cauvery Hills
University (Chennai, with a campus in Pune), April 2029. A multi-line key is listed line by
line (every body line of 16+ characters) through ``gen.secrets_of``.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike36.gen import (
    ALNUM,
    B32,
    B64,
    B64URL,
    DEVS,
    DJANGO_CHARS,
    HOSTS,
    LOWER,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    hexs,
    human_password,
    num,
    password,
    pick,
    url_password,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_RZP_LIVE = "rzp" + "_live_"
_RZP_TEST = "rzp" + "_test_"
_CFSK = "cf" + "sk_ma_prod_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS_HEAD = "IQoJb3JpZ2lu" + "X2VjE"
_GH_PAT = "github" + "_pat_"
_GHP = "gh" + "p_"
_GOCSPX = "GOC" + "SPX-"
_SLACK_HOOK = "https://hooks.slack.com/" + "services/"
_FCM = "AAAA"
_APA = ":APA" + "91b"
_SG = "S" + "G."
_DCKR = "dckr" + "_pat_"
_NPM = "np" + "m_"
_HVS = "hv" + "s."
_EAA = "EA" + "A"
_DJ_INSECURE = "django" + "-insecure-"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PRIV = "PRIVATE " + "KEY-----"
_OPENSSH_HEAD = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
_PKCS8_HEAD = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ"


def _rzp(r: Random) -> dict[str, str]:
    return {
        "kid": _RZP_LIVE + pick(r, ALNUM, 14),
        "tid": _RZP_TEST + pick(r, ALNUM, 14),
        "ks": pick(r, ALNUM, 24),
        "ord": "order_" + pick(r, ALNUM, 14),
    }


def _rzp_webhook(r: Random) -> dict[str, str]:
    return {
        "ws": r.choice((password(r, r.choice((20, 24, 32))), pick(r, ALNUM, 32))),
        "ev": r.choice(("payment.captured", "order.paid", "refund.processed", "payment.failed")),
        "sig": hexs(r, 64),
    }


def _paytm(r: Random) -> dict[str, str]:
    key = pick(r, ALNUM, 1) + pick(r, ALNUM + "@#&_%!", 15)
    return {
        "mk": key,
        "mid": r.choice(("CAUVER", "CHUADM", "CHUPUN")) + num(r, 14),
        "oid": "ADM" + num(r, 10),
    }


def _cashfree_payu(r: Random) -> dict[str, str]:
    return {
        "cf": _CFSK + hexs(r, 32) + "_" + hexs(r, 8),
        "app": num(r, 6) + pick(r, ALNUM, 26),
        "salt": pick(r, ALNUM, 32),
        "pk": pick(r, ALNUM, 6),
    }


def _msg91(r: Random) -> dict[str, str]:
    return {
        "ak": num(r, 6) + "A" + pick(r, ALNUM, 15) + "P1",
        "tpl": hexs(r, 24),
        "mob": "91" + r.choice("6789") + num(r, 9),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "ksid": "SK" + hexs(r, 32),
        "ksec": pick(r, ALNUM, 32),
    }


def _whatsapp(r: Random) -> dict[str, str]:
    return {
        "tok": _EAA + r.choice("BGIJKNPUZ") + pick(r, ALNUM, r.randint(170, 210)),
        "pnid": num(r, 15),
        "waba": num(r, 15),
    }


def _gupshup_exotel(r: Random) -> dict[str, str]:
    return {
        "gk": pick(r, LOWER_ALNUM, 32),
        "ek": hexs(r, 48),
        "et": hexs(r, 48),
        "esid": r.choice(("cauveryhills", "chu1", "chupune")) + num(r, 2),
    }


def _digilocker(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, UPPER_ALNUM, 8),
        "cs": hexs(r, 40),
        "code": hexs(r, 40),
    }


def _moodle_ws(r: Random) -> dict[str, str]:
    return {
        "tok": hexs(r, 32),
        "course": str(r.randint(1200, 9800)),
        "svc": r.choice(("moodle_mobile_app", "chu_sis_sync", "chu_grades_push")),
    }


def _moodle_cfg(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 20, 24))),
        "salt": pick(r, ALNUM + "#%&*", 32),
        "host": r.choice(HOSTS),
    }


def _ldap(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((18, 22))), human_password(r))),
        "ou": r.choice(("students", "staff", "services", "pune-students")),
        "rid": r.choice(("21CS", "22EC", "23DS", "24MB")) + num(r, 4),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "acct": num(r, 12),
        "bucket": r.choice(("chu-admissions-docs", "chu-hallticket-pdf", "chu-sis-backups")),
    }


def _aws_sts(r: Random) -> dict[str, str]:
    return {
        "kid": _ASIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "st": _STS_HEAD + pick(r, B64, r.randint(380, 520)),
        "acct": num(r, 12),
    }


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((16, 20, 24, 28))),
        "host": r.choice(HOSTS),
        "db": r.choice(("admissions", "sis", "fees", "hostel", "exam_cell")),
        "role": r.choice(("adm_app", "sis_rw", "fees_reporter", "postgres", "exam_ro")),
    }


def _gh_pat(r: Random) -> dict[str, str]:
    return {
        "fg": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "cl": _GHP + pick(r, ALNUM, 36),
        "dev": r.choice(DEVS),
    }


def _gh_secret(r: Random) -> dict[str, str]:
    return {
        "v": r.choice((pick(r, ALNUM, 24), password(r, 22), hexs(r, 40))),
        "name": r.choice(
            (
                "RAZORPAY_KEY_SECRET",
                "PAYTM_MERCHANT_KEY",
                "MSG91_AUTHKEY",
                "MOODLE_WSTOKEN",
                "LDAP_BIND_PASSWORD",
                "DIGILOCKER_CLIENT_SECRET",
            )
        ),
        "env": r.choice(("production", "staging", "pune-staging")),
    }


def _openssh(r: Random) -> dict[str, str]:
    body = _OPENSSH_HEAD + b64(r, 300).rstrip("=")
    return {"body": wrap(body, 70), "dev": r.choice(DEVS)}


def _pkcs8(r: Random) -> dict[str, str]:
    body = _PKCS8_HEAD + b64(r, 1150)
    return {"body": wrap(body, 64)}


def _jwt(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    claims = {
        "sub": r.choice(("APP", "STU")) + num(r, 9),
        "role": r.choice(("applicant", "student", "admissions_officer")),
        "campus": r.choice(("CHN", "PUN")),
        "iat": 1_869_000_000 + r.randint(0, 4_000_000),
        "exp": 1_869_000_000 + r.randint(4_000_000, 9_000_000),
    }
    return {
        "js": pick(r, ALNUM, r.choice((32, 48, 64))),
        "jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 32)}",
    }


def _django(r: Random) -> dict[str, str]:
    return {
        "sk": pick(r, DJANGO_CHARS, 50),
        "dk": _DJ_INSECURE + pick(r, DJANGO_CHARS, 50),
    }


def _gmail(r: Random) -> dict[str, str]:
    return {
        "ap": " ".join(pick(r, LOWER, 4) for _ in range(4)),
        "box": r.choice(("admissions", "noreply", "examcell", "fees.pune")),
    }


def _google_oauth(r: Random) -> dict[str, str]:
    return {
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
    }


def _slack(r: Random) -> dict[str, str]:
    team = "T0" + pick(r, UPPER_ALNUM, 9)
    chan = "B0" + pick(r, UPPER_ALNUM, 9)
    tok = pick(r, ALNUM, 24)
    return {"base": _SLACK_HOOK, "team": team, "chan": chan, "tok": tok}


def _fcm(r: Random) -> dict[str, str]:
    return {
        "k": _FCM + pick(r, B64URL, 7) + _APA + pick(r, B64URL, 134),
        "proj": r.choice(("chu-student-app", "chu-parents-app", "chu-hostel-app")),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _redis(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((pick(r, ALNUM, 32), url_password(r, 24), hexs(r, 48))),
        "host": r.choice(
            (
                "otp-cache.x3k9qa.ng.0001.aps1.cache.amazonaws.com",
                "redis.pune.chu.internal",
                "10.20.6.11",
            )
        ),
    }


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 22, 26)))
    return {
        "b64pw": b64_of(pw),
        "pw": pw,
        "b64key": b64_of(pick(r, ALNUM, 24)),
        "name": r.choice(("admissions-portal", "fee-gateway", "sms-relay", "digilocker-sync")),
    }


def _docker_npm(r: Random) -> dict[str, str]:
    return {
        "d": _DCKR + pick(r, B64URL, 27),
        "n": _NPM + pick(r, ALNUM, 36),
    }


def _vault(r: Random) -> dict[str, str]:
    return {
        "t": _HVS + "CAESI" + pick(r, B64URL, 86),
        "rs": uuid4(r),
        "path": r.choice(("kv/data/admissions/razorpay", "kv/data/sms/msg91", "kv/data/ldap")),
    }


def _totp(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, B32, 32),
        "user": r.choice(("aws-root", "razorpay-owner", "github-org-admin", "digilocker-admin")),
    }


def _lang_pw(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((16, 18, 20))), human_password(r))),
        "sys": r.choice(("Moodle", "ERP", "hostel portal", "exam cell server", "LDAP server")),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "req": uuid4(r),
        "ord": "order_" + pick(r, ALNUM, 14),
        "pay": "pay_" + pick(r, ALNUM, 14),
        "ks": pick(r, ALNUM, 24),
        "utr": num(r, 12),
        "pw": password(r, 20),
        "app": "CHU" + r.choice(("UG", "PG")) + "2029" + num(r, 6),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "razorpay_key_secret",
        (
            "RAZORPAY_KEY_ID=⟨kid⟩\nRAZORPAY_KEY_SECRET=⟨ks⟩",
            "curl -u ⟨kid⟩:⟨ks⟩ https://api.razorpay.com/v1/orders/⟨ord⟩/payments",
            'client = razorpay.Client(auth=("⟨kid⟩", "⟨ks⟩"))',
            "Razorpay live key secret for the admissions fee page is ⟨ks⟩ (key id ⟨kid⟩)",
            "razorpay:\n  key_id: ⟨tid⟩\n  key_secret: ⟨ks⟩\n  currency: INR",
        ),
        _rzp,
        n=7,
        secrets=("ks",),
    ),
    Kind(
        "razorpay_webhook_secret",
        (
            "Razorpay dashboard → Webhooks → ⟨ev⟩, secret set to ⟨ws⟩",
            "RAZORPAY_WEBHOOK_SECRET=⟨ws⟩",
            "validate_webhook_signature(body, '⟨sig⟩', '⟨ws⟩') returned False in the shell",
            "echo -n \"$BODY\" | openssl dgst -sha256 -hmac '⟨ws⟩'",
        ),
        _rzp_webhook,
        n=7,
        secrets=("ws",),
    ),
    Kind(
        "paytm_merchant_key",
        (
            "PAYTM_MID=⟨mid⟩\nPAYTM_MERCHANT_KEY=⟨mk⟩\nPAYTM_WEBSITE=DEFAULT",
            'checksum = PaytmChecksum.generateSignature(params, "⟨mk⟩")  # order ⟨oid⟩',
            "Paytm merchant key for the Pune hostel MID ⟨mid⟩: ⟨mk⟩",
            '{"mid": "⟨mid⟩", "merchantKey": "⟨mk⟩", "env": "PROD"}',
        ),
        _paytm,
        n=7,
        secrets=("mk",),
    ),
    Kind(
        "cashfree_payu_secrets",
        (
            "CASHFREE_APP_ID=⟨app⟩\nCASHFREE_SECRET_KEY=⟨cf⟩",
            "curl https://api.cashfree.com/pg/orders -H 'x-client-id: ⟨app⟩' "
            "-H 'x-client-secret: ⟨cf⟩' -H 'x-api-version: 2025-01-01'",
            "PayU merchant key ⟨pk⟩, salt ⟨salt⟩ (v2 salt, used for the hash)",
            "payu:\n  key: ⟨pk⟩\n  salt: ⟨salt⟩\n  mode: live",
        ),
        _cashfree_payu,
        n=7,
        secrets=("cf", "salt"),
    ),
    Kind(
        "msg91_authkey",
        (
            "curl -X POST https://control.msg91.com/api/v5/otp?template_id=⟨tpl⟩"
            "&mobile=⟨mob⟩ -H 'authkey: ⟨ak⟩'",
            "MSG91_AUTHKEY=⟨ak⟩",
            "OTP SMS-க்கு MSG91 authkey: ⟨ak⟩ (Chennai account)",
            "sms:\n  provider: msg91\n  authkey: ⟨ak⟩\n  otp_template: ⟨tpl⟩",
        ),
        _msg91,
        n=7,
        secrets=("ak",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "-u ⟨sid⟩:⟨tok⟩ --data-urlencode 'To=whatsapp:+919840012345'",
            "Twilio API key ⟨ksid⟩ / secret ⟨ksec⟩ for the WhatsApp fallback",
            'client = Client("⟨sid⟩", "⟨tok⟩")',
        ),
        _twilio,
        n=7,
        secrets=("tok", "ksec"),
    ),
    Kind(
        "whatsapp_cloud_access_token",
        (
            "curl -X POST https://graph.facebook.com/v21.0/⟨pnid⟩/messages "
            "-H 'Authorization: Bearer ⟨tok⟩' -H 'Content-Type: application/json'",
            "WHATSAPP_TOKEN=⟨tok⟩\nWHATSAPP_PHONE_NUMBER_ID=⟨pnid⟩",
            "System-user token for WABA ⟨waba⟩ (never expires): ⟨tok⟩",
        ),
        _whatsapp,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "gupshup_exotel_keys",
        (
            "curl https://api.gupshup.io/wa/api/v1/msg -H 'apikey: ⟨gk⟩' "
            "-d 'source=919840000111&src.name=CHUAdmissions'",
            "GUPSHUP_API_KEY=⟨gk⟩",
            "curl -u ⟨ek⟩:⟨et⟩ https://api.exotel.com/v1/Accounts/⟨esid⟩/Sms/send.json",
            "Exotel API token (Pune IVR): ⟨et⟩",
        ),
        _gupshup_exotel,
        n=7,
        secrets=("gk", "et"),
    ),
    Kind(
        "digilocker_client_secret",
        (
            "DIGILOCKER_CLIENT_ID=⟨cid⟩\nDIGILOCKER_CLIENT_SECRET=⟨cs⟩",
            "curl -X POST https://digilocker.meripehchaan.gov.in/public/oauth2/1/token "
            "-d grant_type=authorization_code -d code=⟨code⟩ -d client_id=⟨cid⟩ "
            "-d client_secret=⟨cs⟩",
            "DigiLocker partner client secret (issuer account) is ⟨cs⟩",
            "digilocker:\n  client_id: ⟨cid⟩\n  client_secret: ⟨cs⟩\n  redirect_uri: "
            "https://admissions.chu.edu.in/digilocker/callback",
        ),
        _digilocker,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "moodle_ws_token",
        (
            "curl 'https://lms.chu.edu.in/webservice/rest/server.php?wstoken=⟨tok⟩"
            "&wsfunction=core_enrol_get_enrolled_users&moodlewsrestformat=json&courseid=⟨course⟩'",
            "MOODLE_WSTOKEN=⟨tok⟩  # service ⟨svc⟩",
            "Moodle web service token for ⟨svc⟩ (Site admin → Manage tokens): ⟨tok⟩",
            '{"moodle": {"url": "https://lms.chu.edu.in", "token": "⟨tok⟩"}}',
        ),
        _moodle_ws,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "moodle_config_dbpass",
        (
            "$CFG->dbtype    = 'pgsql';\n$CFG->dbhost    = '⟨host⟩';\n"
            "$CFG->dbname    = 'moodle';\n$CFG->dbuser    = 'moodle';\n"
            "$CFG->dbpass    = '⟨pw⟩';",
            "$CFG->passwordsaltmain = '⟨salt⟩';",
            "Moodle DB password (config.php on lms-pune-01) is ⟨pw⟩",
        ),
        _moodle_cfg,
        n=7,
        secrets=("pw", "salt"),
    ),
    Kind(
        "ldap_bind_password",
        (
            "ldapsearch -x -H ldaps://ldap.chu.edu.in -D 'cn=sis-sync,ou=services,"
            "dc=chu,dc=edu,dc=in' -w '⟨pw⟩' -b 'ou=⟨ou⟩,dc=chu,dc=edu,dc=in' '(uid=⟨rid⟩)'",
            "[domain/chu]\nldap_uri = ldaps://ldap.chu.edu.in\n"
            "ldap_default_bind_dn = cn=sssd,ou=services,dc=chu,dc=edu,dc=in\n"
            "ldap_default_authtok_type = password\nldap_default_authtok = ⟨pw⟩",
            "LDAP_BIND_PASSWORD=⟨pw⟩",
            "bind password for cn=moodle-auth is ⟨pw⟩ — Moodle LDAP plugin, ou=⟨ou⟩",
        ),
        _ldap,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "aws_access_key_pair",
        (
            "[chu-prod]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = ap-south-1",
            "AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 ls s3://⟨bucket⟩/2029/",
            "IAM user hallticket-uploader (acct ⟨acct⟩): ⟨kid⟩ / ⟨sk⟩",
            "- name: Configure AWS\n  uses: aws-actions/configure-aws-credentials@v4\n"
            "  with:\n    aws-access-key-id: ⟨kid⟩\n    aws-secret-access-key: ⟨sk⟩\n"
            "    aws-region: ap-south-1",
        ),
        _aws,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_session_token",
        (
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            '{"Credentials": {"AccessKeyId": "⟨kid⟩", "SecretAccessKey": "⟨sk⟩", '
            '"SessionToken": "⟨st⟩", "Expiration": "2029-04-11T18:22:05+00:00"}}',
            "[sso-admissions]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "aws_session_token = ⟨st⟩",
        ),
        _aws_sts,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "postgres_passwords",
        (
            "DATABASE_URL=postgresql://⟨role⟩:⟨pw⟩@⟨host⟩:5432/⟨db⟩?sslmode=require",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U ⟨role⟩ -d ⟨db⟩ -c '\\dt'",
            "⟨host⟩:5432:⟨db⟩:⟨role⟩:⟨pw⟩",
            "ALTER ROLE ⟨role⟩ WITH LOGIN PASSWORD '⟨pw⟩';",
            'psql "host=⟨host⟩ dbname=⟨db⟩ user=⟨role⟩ password=⟨pw⟩ sslmode=verify-full"',
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "github_pat",
        (
            "GH_TOKEN=⟨fg⟩ gh run list --repo chu-student-systems/admissions-portal",
            "git clone https://⟨dev⟩:⟨cl⟩@github.com/chu-student-systems/sis-sync.git",
            "⟨dev⟩'s fine-grained PAT (contents:read on hallticket-service): ⟨fg⟩",
            "github.com:\n    user: ⟨dev⟩-chu\n    oauth_token: ⟨cl⟩\n    git_protocol: https",
        ),
        _gh_pat,
        n=7,
        secrets=("fg", "cl"),
    ),
    Kind(
        "gh_secret_set_body",
        (
            "gh secret set ⟨name⟩ --env ⟨env⟩ --body '⟨v⟩'",
            'gh secret set ⟨name⟩ --repo chu-student-systems/admissions-portal --body "⟨v⟩"',
            "Actions secret ⟨name⟩ (⟨env⟩) = ⟨v⟩",
        ),
        _gh_secret,
        n=7,
        secrets=("v",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + "OPENSSH " + _PRIV + "\n⟨body⟩\n" + _END + "OPENSSH " + _PRIV,
            "Deploy key for the Pune bastion (⟨dev⟩ generated it):\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PRIV
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PRIV
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "pkcs8_private_key",
        (
            _BEGIN + _PRIV + "\n⟨body⟩\n" + _END + _PRIV,
            "SAML SP signing key for the student SSO (sp-key.pem):\n"
            + _BEGIN
            + _PRIV
            + "\n⟨body⟩\n"
            + _END
            + _PRIV,
            'DIGILOCKER_ISSUER_KEY="' + _BEGIN + _PRIV + "\n⟨body⟩\n" + _END + _PRIV + '"',
        ),
        _pkcs8,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "jwt_signing_secret_and_session",
        (
            "JWT_SECRET=⟨js⟩\nJWT_EXPIRES_IN=15m",
            "applicant portal session (still valid until May): Authorization: Bearer ⟨jwt⟩",
            'jwt.encode(payload, "⟨js⟩", algorithm="HS256")',
            "Cookie: chu_session=⟨jwt⟩; csrftoken=abc",
        ),
        _jwt,
        n=7,
        secrets=("js", "jwt"),
    ),
    Kind(
        "django_secret_key",
        (
            "SECRET_KEY = '⟨sk⟩'",
            "DJANGO_SECRET_KEY=⟨sk⟩",
            "The admissions portal SECRET_KEY in prod settings is '⟨sk⟩'; the dev one is '⟨dk⟩'",
        ),
        _django,
        n=7,
        secrets=("sk", "dk"),
    ),
    Kind(
        "gmail_app_password",
        (
            "EMAIL_HOST=smtp.gmail.com\nEMAIL_HOST_USER=⟨box⟩@chu.edu.in\nEMAIL_HOST_PASSWORD=⟨ap⟩",
            "Google app password for ⟨box⟩@chu.edu.in: ⟨ap⟩",
            "swaks --server smtp.gmail.com:587 -tls --au ⟨box⟩@chu.edu.in --ap '⟨ap⟩'",
        ),
        _gmail,
        n=7,
        secrets=("ap",),
    ),
    Kind(
        "google_oauth_client_secret",
        (
            "GOOGLE_CLIENT_ID=⟨cid⟩\nGOOGLE_CLIENT_SECRET=⟨cs⟩",
            '{"web": {"client_id": "⟨cid⟩", "project_id": "chu-sso", '
            '"client_secret": "⟨cs⟩", "redirect_uris": '
            '["https://lms.chu.edu.in/admin/oauth2callback.php"]}}',
            "Moodle OAuth2 (Google) client secret: ⟨cs⟩",
        ),
        _google_oauth,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "slack_webhook_url",
        (
            "SLACK_WEBHOOK_URL=⟨base⟩⟨team⟩/⟨chan⟩/⟨tok⟩",
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"fee reconciliation done"}\' ⟨base⟩⟨team⟩/⟨chan⟩/⟨tok⟩',
            "#admissions-alerts webhook: ⟨base⟩⟨team⟩/⟨chan⟩/⟨tok⟩",
        ),
        _slack,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "fcm_server_key",
        (
            "curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=⟨k⟩' "
            "-H 'Content-Type: application/json' -d @hallticket_push.json",
            "FCM_SERVER_KEY=⟨k⟩  # ⟨proj⟩, legacy API",
            "Legacy FCM server key for ⟨proj⟩ is ⟨k⟩",
        ),
        _fcm,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            "curl https://api.sendgrid.com/v3/mail/send -H 'Authorization: Bearer ⟨k⟩'",
            "Admission-letter mailer uses SendGrid key ⟨k⟩ (full access, rotate!)",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "redis_password",
        (
            "REDIS_URL=rediss://default:⟨pw⟩@⟨host⟩:6379/0",
            "redis-cli -h ⟨host⟩ --tls -a '⟨pw⟩' KEYS 'otp:*'",
            "requirepass ⟨pw⟩",
            "OTP cache Redis AUTH password: ⟨pw⟩",
        ),
        _redis,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "k8s_secret_manifest",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨name⟩\ntype: Opaque\n"
            "data:\n  DB_PASSWORD: ⟨b64pw⟩\n  API_KEY: ⟨b64key⟩",
            "kubectl create secret generic ⟨name⟩ --from-literal=DB_PASSWORD='⟨pw⟩'",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨name⟩\nstringData:\n"
            '  DB_PASSWORD: "⟨pw⟩"',
        ),
        _k8s,
        n=7,
        secrets=("b64pw", "b64key", "pw"),
    ),
    Kind(
        "docker_and_npm_tokens",
        (
            "echo ⟨d⟩ | docker login -u chustudentsys --password-stdin",
            "//registry.npmjs.org/:_authToken=⟨n⟩",
            "NPM_TOKEN=⟨n⟩ npm publish --access restricted  # @chu/ui-kit",
            "Docker Hub PAT (read/write, chustudentsys): ⟨d⟩",
        ),
        _docker_npm,
        n=7,
        secrets=("d", "n"),
    ),
    Kind(
        "vault_token",
        (
            "VAULT_ADDR=https://vault.chu.internal:8200 VAULT_TOKEN=⟨t⟩ vault kv get ⟨path⟩",
            "vault login ⟨t⟩",
            "Root token after the unseal drill: ⟨t⟩ (revoke!)",
            '{"auth": {"client_token": "⟨t⟩", "accessor": "⟨rs⟩", "lease_duration": 2764800}}',
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "totp_seed",
        (
            "otpauth://totp/CHU:⟨user⟩?secret=⟨s⟩&issuer=CHU&algorithm=SHA1&digits=6",
            "oathtool --totp -b ⟨s⟩",
            "MFA seed for ⟨user⟩ (break-glass, kept in the safe too): ⟨s⟩",
        ),
        _totp,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "passwords_in_team_languages",
        (
            "⟨sys⟩ admin கடவுச்சொல்: ⟨pw⟩ (தேர்வு முடிந்ததும் மாற்றவும்)",
            "⟨sys⟩ का एडमिन पासवर्ड ⟨pw⟩ है, किसी को मत बताना",
            "⟨sys⟩ चा admin पासवर्ड ⟨pw⟩ आहे — परीक्षेनंतर बदलायचा",
            "The ⟨sys⟩ password is ⟨pw⟩ until IT resets it on Monday",
        ),
        _lang_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Fee payment incident 2029-04-09\n- application ⟨app⟩\n- order ⟨ord⟩ / "
            "payment ⟨pay⟩\n- UTR ⟨utr⟩ from the bank\n- request id ⟨req⟩\n"
            "- hotfix commit ⟨sha⟩\n- RAZORPAY_KEY_SECRET=⟨ks⟩ was in the log, rotated",
            "Hall-ticket deploy checklist\n▸ commit ⟨sha⟩\n▸ x-request-id ⟨req⟩\n"
            "▸ temp admin password set to ⟨pw⟩ for the exam cell",
            "| field | value |\n|---|---|\n| application | ⟨app⟩ |\n| payment | ⟨pay⟩ |\n"
            "| UTR | ⟨utr⟩ |\n| key secret (leaked) | ⟨ks⟩ |",
        ),
        _among,
        n=7,
        secrets=("ks", "pw"),
    ),
)
