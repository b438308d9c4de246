"""True secrets of Hafaldan's memory notes: each kind names the fields that must not survive.

Public or short identifiers that stand next to a secret (merchant ids, client ids, access-key
ids, application ids, user names, account numbers) are deliberately *not* listed; see README.
"""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike78.gen import (
    ALNUM,
    B64_CHARS,
    B64URL,
    DIGITS,
    HEX,
    LOWER_ALNUM,
    PEOPLE,
    PRIV,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    clock,
    date,
    day,
    ec_sec1_der,
    ed25519_pkcs8_der,
    epoch,
    gateway,
    hexs,
    human_password,
    indent,
    iso6346,
    jwt,
    num,
    objectid,
    openssh_private,
    passphrase,
    password,
    pem,
    pick,
    rsa_pkcs1_der,
    rsa_pkcs8_der,
    secret,
    uhexs,
    url_password,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal in this file is a credential.
_RSK = "rs" + "k_"
_RAK = "ra" + "k_"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS_HEAD = "IQoJb3JpZ2lu" + "X2Vj"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_GLC = "gl" + "c_"
_GLSA = "gl" + "sa_"
_OPS = "op" + "s_"
_AZ_MARK = "Q" + "~"
_SK_1P = "A" + "3-"
_1P_CHARS = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
_AZ_CHARS = ALNUM + "_~.-"


def _rapyd_secret(r: Random) -> str:
    return _RSK + hexs(r, 100)


def _influx_token(r: Random) -> str:
    return base64.urlsafe_b64encode(r.randbytes(64)).decode()


def _glsa(r: Random) -> str:
    return _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8)


def _rapyd(r: Random) -> dict[str, str]:
    return {"ak": _RAK + uhexs(r, 20), "sk": _rapyd_secret(r), "n": num(r, 5)}


def _teya_rpg(r: Random) -> dict[str, str]:
    mid = num(r, 6)
    return {
        "mid": mid,
        "pr": mid + "_pr" + pick(r, ALNUM, 32),
        "pk": mid + "_pk" + pick(r, ALNUM, 32),
        "amt": str(r.randint(1200, 480000)),
    }


def _teya_oauth(r: Random) -> dict[str, str]:
    return {"cid": uuid4(r), "cs": pick(r, ALNUM, 64), "who": r.choice(PEOPLE)}


def _netgiro(r: Random) -> dict[str, str]:
    return {"app": uuid4(r).upper(), "sk": b64(r, 96), "ref": "HAF-" + num(r, 7)}


def _islandsbanki(r: Random) -> dict[str, str]:
    return {"cid": hexs(r, 32), "cs": pick(r, ALNUM, 44), "d": day(r)}


def _landsbankinn(r: Random) -> dict[str, str]:
    t = epoch(r)
    claims: dict[str, object] = {
        "iss": "https://auth.landsbankinn.is",
        "sub": "hafaldan-ehf",
        "aud": "psd2-api",
        "scope": "accounts payments",
        "consent_id": uuid4(r),
        "iat": t,
        "exp": t + 300,
        "jti": uuid4(r),
    }
    header: dict[str, object] = {"alg": "RS256", "kid": hexs(r, 16), "typ": "JWT"}
    return {"jwt": jwt(r, header, claims, 256), "rt": pick(r, B64URL, 64), "who": r.choice(PEOPLE)}


def _audkenni(r: Random) -> dict[str, str]:
    return {"cid": "hafaldan-" + pick(r, LOWER_ALNUM, 8), "cs": pick(r, ALNUM, 48)}


def _dokobit(r: Random) -> dict[str, str]:
    return {"tok": hexs(r, 32), "n": num(r, 4), "d": day(r)}


def _aws_key(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, UPPER_ALNUM, 16),
        "sk": pick(r, B64_CHARS, 40),
        "d": day(r),
        "who": r.choice(PEOPLE),
    }


def _sts(r: Random) -> dict[str, str]:
    body = base64.b64encode(r.randbytes(r.randrange(560, 760))).decode()
    return {
        "ak": _ASIA + pick(r, UPPER_ALNUM, 16),
        "sk": pick(r, B64_CHARS, 40),
        "st": _STS_HEAD + body,
        "d": day(r),
        "hh": f"{r.randint(0, 23):02d}",
    }


def _ec_key(r: Random) -> dict[str, str]:
    key = pem("EC " + PRIV, ec_sec1_der(r))
    return {
        "pem": key,
        "pem_ind": indent(key, 4),
        "thing": "reefer-" + iso6346(r),
        "gw": gateway(r),
    }


def _rsa_key(r: Random) -> dict[str, str]:
    p8 = pem(PRIV, rsa_pkcs8_der(r))
    return {
        "p8": p8,
        "p8_ind": indent(p8, 4),
        "p1": pem("RSA " + PRIV, rsa_pkcs1_der(r)),
        "ed": pem(PRIV, ed25519_pkcs8_der(r)),
        "d": day(r),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("rakul", "heðin", "ci-deploy", "gw-provision", "eydun"))
    host = r.choice(("bastion-tor", "build-rvk-2", "gw-kla-014", "laptop-mette"))
    return {
        "ed": openssh_private(r, "ed25519", f"{who}@{host}"),
        "ec": openssh_private(r, "ecdsa", f"{who}@{host}"),
        "gw": gateway(r),
    }


def _k8s(r: Random) -> dict[str, str]:
    db_url = f"postgresql://uppbod_app:{url_password(r, 22)}@uppbod-db.uppbod.svc:5432/uppbod"
    return {
        "u64": b64_of(r.choice(("gw-bridge", "grafana-reader", "telegraf"))),
        "pw64": b64_of(human_password(r)),
        "tok64": b64_of(_influx_token(r)),
        "rsk64": b64_of(_rapyd_secret(r)),
        "url64": b64_of(db_url),
        "ns": r.choice(("kaeling", "uppbod", "telemetry", "sms")),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "influx": _influx_token(r),
        "pw": password(r, r.choice((18, 22, 26))),
        "ft": pick(r, ALNUM, 40),
        "upw": url_password(r, r.choice((20, 24, 32))),
        "cl": pick(r, LOWER_ALNUM, 12),
        "gw": gateway(r),
    }


def _gitlab_ci(r: Random) -> dict[str, str]:
    return {
        "rsk": _rapyd_secret(r),
        "influx": _influx_token(r),
        "pat": _GLPAT + pick(r, B64URL, 20),
        "glsa": _glsa(r),
        "job": num(r, 10),
        "pid": num(r, 8),
    }


def _gitlab_runner(r: Random) -> dict[str, str]:
    rt = _GLRT + (("t1_" + pick(r, B64URL, 27)) if r.random() < 0.5 else pick(r, B64URL, 20))
    return {"rt": rt, "dt": _GLDT + pick(r, B64URL, 20), "n": num(r, 8), "gw": gateway(r)}


def _grafana(r: Random) -> dict[str, str]:
    inst = num(r, 7)
    policy = {
        "o": num(r, 6),
        "n": f"hafaldan-{r.choice(('alloy', 'reefer', 'uppbod'))}-write-{pick(r, LOWER_ALNUM, 6)}",
        "k": pick(r, ALNUM, 24),
        "m": {"r": "prod-eu-north-0"},
    }
    glc = _GLC + base64.b64encode(json.dumps(policy, separators=(",", ":")).encode()).decode()
    return {"glc": glc, "glsa": _glsa(r), "inst": inst, "uid": pick(r, ALNUM, 14)}


def _influx(r: Random) -> dict[str, str]:
    return {
        "tok": _influx_token(r),
        "cont": iso6346(r),
        "temp": f"-{r.randint(15, 25)}.{r.randint(0, 9)}",
    }


def _mqtt(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r),
        "gw": gateway(r),
        "cont": iso6346(r),
        "sp": str(-r.randint(18, 25)),
    }


def _psk(r: Random) -> dict[str, str]:
    return {
        "psk": hexs(r, r.choice((32, 48, 64))),
        "gw": gateway(r),
        "a": str(r.randint(1, 254)),
        "b": str(r.randint(1, 254)),
    }


def _ops(r: Random) -> dict[str, str]:
    payload = {
        "signInAddress": "hafaldan.1password.eu",
        "userAuth": {
            "method": "SRPg-4096",
            "alg": "PBES2g-HS256",
            "iterations": 650000,
            "salt": base64.urlsafe_b64encode(r.randbytes(16)).decode().rstrip("="),
        },
        "email": pick(r, LOWER_ALNUM, 13) + "@1passwordserviceaccounts.eu",
        "srpX": hexs(r, 64),
        "muk": {
            "alg": "A256GCM",
            "ext": False,
            "k": base64.urlsafe_b64encode(r.randbytes(32)).decode().rstrip("="),
            "key_ops": ["decrypt", "encrypt"],
            "kty": "oct",
            "kid": "mp",
        },
        "secretKey": _SK_1P + "-".join(pick(r, _1P_CHARS, n) for n in (6, 6, 5, 5, 5, 5)),
        "throttleSecret": {"seed": hexs(r, 64), "uuid": pick(r, LOWER_ALNUM, 26)},
        "deviceUuid": pick(r, LOWER_ALNUM, 26),
    }
    raw = json.dumps(payload, separators=(",", ":")).encode()
    token = _OPS + base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return {"ops": token, "vault": r.choice(("CI-prod", "Kaeling", "Uppbod", "Drift"))}


def _onepassword(r: Random) -> dict[str, str]:
    sk = _SK_1P + "-".join(pick(r, _1P_CHARS, n) for n in (6, 6, 5, 5, 5, 5))
    return {"sk": sk, "mp": passphrase(r), "who": r.choice(PEOPLE)}


def _siminn(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((16, 20, 24))), "ph": num(r, 7), "d": day(r)}


def _ft(r: Random) -> dict[str, str]:
    return {"key": pick(r, ALNUM, 40), "ph": num(r, 6), "cont": iso6346(r)}


def _azure_storage(r: Random) -> dict[str, str]:
    return {"ak": b64(r, 64), "sas": b64(r, 32), "n": f"{r.randint(1, 9):02d}"}


def _azure_ad(r: Random) -> dict[str, str]:
    cs = pick(r, _AZ_CHARS, 3) + r.choice(DIGITS) + _AZ_MARK + pick(r, _AZ_CHARS, 34)
    return {"cs": cs, "app": uuid4(r), "tenant": uuid4(r), "m": f"{r.randint(1, 12):02d}"}


def _db(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((18, 22, 27, 32))),
        "cl": pick(r, LOWER_ALNUM, 12),
        "a": str(r.randint(1, 254)),
        "b": str(r.randint(1, 254)),
    }


def _config_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24, 30))),
        "host": r.choice(("10.12.4.31", "db.kaeling.internal", "uppbod-ro.hafaldan.local")),
        "ver": str(r.randint(3, 88)),
    }


def _webhook(r: Random) -> dict[str, str]:
    return {"wh": pick(r, ALNUM, 32), "wh2": hexs(r, 64), "n": num(r, 8)}


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("hafaldan", "grafana", "telegraf", "uppbod-sms", "drift"))
    return {
        "b": b64_of(f"{user}:{human_password(r)}"),
        "cont": iso6346(r),
        "d": day(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r),
        "who": r.choice(PEOPLE),
        "gw": gateway(r),
        "d": day(r),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "req": uuid4(r),
        "cert": hexs(r, 64),
        "kms": uuid4(r),
        "oid": objectid(r),
        "dig": hexs(r, 64),
        "cont": iso6346(r),
        "influx": _influx_token(r),
        "sk": pick(r, B64_CHARS, 40),
        "pw": human_password(r),
        "glsa": _glsa(r),
        "date": date(r),
        "t": clock(r),
        "acct": num(r, 12),
        "pay": "payment_" + "".join(r.choice(HEX) for _ in range(32)),
    }


SECRETS: tuple[Kind, ...] = (
    secret(
        "rapyd_secret_key",
        (
            ".env.production (greiðslu-lambda):\nRAPYD_ACCESS_KEY=⟨ak⟩\nRAPYD_SECRET_KEY=⟨sk⟩\n"
            "RAPYD_BASE_URL=https://api.rapyd.net",
            "Rapyd (gamla Valitor) secret key fyrir sandbox-prófanir: ⟨sk⟩ — "
            "ekki setja í Slack aftur",
            "aws secretsmanager put-secret-value --secret-id hafaldan/prod/rapyd --secret-string "
            '\'{"access_key":"⟨ak⟩","secret_key":"⟨sk⟩"}\'',
            'sig = hmac.new(b"⟨sk⟩", to_sign.encode(), hashlib.sha256)  # TODO: lesa úr KMS',
        ),
        _rapyd,
        ("sk",),
    ),
    secret(
        "teya_rpg_private_key",
        (
            "Teya RPG (áður Borgun): public ⟨pk⟩ fer í framendann, private ⟨pr⟩ bara í lambda",
            "curl -u '⟨pr⟩:' https://test.teya.is/rpg/api/payment -H 'Content-Type: "
            'application/json\' -d \'{"Amount": ⟨amt⟩, "Currency": "352"}\'',
            "TEYA_RPG_MERCHANT_ID=⟨mid⟩\nTEYA_RPG_PUBLIC_KEY=⟨pk⟩\nTEYA_RPG_PRIVATE_KEY=⟨pr⟩",
        ),
        _teya_rpg,
        ("pr",),
    ),
    secret(
        "teya_oauth_client_secret",
        (
            "curl -X POST https://id.teya.com/oauth/v2/token -d grant_type=client_credentials "
            "-d client_id=⟨cid⟩ -d client_secret=⟨cs⟩ -d scope=transactions.read",
            'teya:\n  client_id: ⟨cid⟩\n  client_secret: "⟨cs⟩"\n  audience: https://api.teya.com',
            "Teya sendi nýtt client secret eftir endurnýjun samnings: ⟨cs⟩ (client id óbreytt)",
            "⟨who⟩ fekk 401 frá Teya; TEYA_CLIENT_SECRET=⟨cs⟩ var rætt, men scope manglede",
        ),
        _teya_oauth,
        ("cs",),
    ),
    secret(
        "netgiro_secret_key",
        (
            "Netgíró prófunarumhverfi:\n- ApplicationID: ⟨app⟩\n- SecretKey: ⟨sk⟩",
            '"Netgiro": {\n  "ApplicationId": "⟨app⟩",\n  "SecretKey": "⟨sk⟩",\n'
            '  "BaseUrl": "https://api.netgiro.is/v1/"\n}',
            "NETGIRO_SECRET_KEY='⟨sk⟩' dotnet test --filter Netgiro  # ⟨ref⟩",
            "Callback-undirskrift = sha256(SecretKey + ReferenceNumber + ...). "
            "SecretKey í prod: ⟨sk⟩",
        ),
        _netgiro,
        ("sk",),
    ),
    secret(
        "islandsbanki_psd2_client_secret",
        (
            "curl --cert qwac.pem --key qwac.key -H 'X-IBM-Client-Id: ⟨cid⟩' "
            "-H 'X-IBM-Client-Secret: ⟨cs⟩' https://api.islandsbanki.is/psd2/v1/accounts",
            "Íslandsbanki PSD2 sandbox app 'hafaldan-uppgjor': client id ⟨cid⟩, secret ⟨cs⟩",
            '[islandsbanki]\nclient_id = "⟨cid⟩"\nclient_secret = "⟨cs⟩"\nconsent_scope = "AIS"',
            "export ISB_CLIENT_SECRET='⟨cs⟩'  # gildir til ⟨d⟩. feb, endurnýja í portalnum",
        ),
        _islandsbanki,
        ("cs",),
    ),
    secret(
        "landsbankinn_oauth_tokens",
        (
            "Authorization: Bearer ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","token_type":"Bearer","expires_in":300,'
            '"refresh_token":"⟨rt⟩"}',
            "LB_REFRESH_TOKEN=⟨rt⟩  # gildir í 90 daga (PSD2 consent)",
            "Landsbankinn refresh token úr consent-flæðinu (⟨who⟩ samþykkti): ⟨rt⟩",
        ),
        _landsbankinn,
        ("jwt", "rt"),
    ),
    secret(
        "audkenni_oidc_client_secret",
        (
            "Auðkenni OIDC: client_id=⟨cid⟩ client_secret=⟨cs⟩ (prófunarumhverfi)",
            "AUDKENNI_CLIENT_SECRET=⟨cs⟩",
            "oidc:\n  issuer: https://idp.audkenni.is\n  client_id: ⟨cid⟩\n"
            "  client_secret: ⟨cs⟩\n  scopes: [openid, profile, signing]",
            "curl -u ⟨cid⟩:⟨cs⟩ -d grant_type=authorization_code -d code=$CODE "
            "https://idp.audkenni.is/oidc/token",
        ),
        _audkenni,
        ("cs",),
    ),
    secret(
        "dokobit_access_token",
        (
            'curl -X POST "https://gateway-sandbox.dokobit.com/api/signing/create.json?'
            'access_token=⟨tok⟩" -F type=pdf -F name=farmbref-⟨n⟩.pdf',
            "DOKOBIT_ACCESS_TOKEN=⟨tok⟩",
            "Dokobit gaf okkur nýjan token fyrir Documents Gateway: ⟨tok⟩ — "
            "gamli rann út ⟨d⟩. nóv.",
            "dokobit:\n  base_url: https://gateway.dokobit.com\n  access_token: ⟨tok⟩",
        ),
        _dokobit,
        ("tok",),
    ),
    secret(
        "aws_secret_access_key",
        (
            "[hafaldan-prod]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = eu-north-1",
            "AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws timestream-query query "
            "--query-string 'SELECT * FROM kaeling.reefer_temps LIMIT 10'",
            "IAM notandinn iot-provisioner fékk nýjan lykil ⟨d⟩. nóv: ⟨kid⟩ / ⟨sk⟩ "
            "(⟨who⟩ eyðir gamla)",
            "$ aws configure --profile hafaldan-dev\nAWS Access Key ID [None]: ⟨kid⟩\n"
            "AWS Secret Access Key [None]: ⟨sk⟩\nDefault region name [None]: eu-north-1\n"
            "Default output format [None]: json",
        ),
        _aws_key,
        ("sk",),
    ),
    secret(
        "aws_sts_session_credentials",
        (
            "export AWS_ACCESS_KEY_ID=⟨ak⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨ak⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "2036-11-⟨d⟩T⟨hh⟩:22:09+00:00"\n    }\n}',
            "Frá `aws sso login` (hafaldan-dev), gildir í klst:\naws_session_token = ⟨st⟩",
        ),
        _sts,
        ("sk", "st"),
    ),
    secret(
        "iot_device_ec_private_key",
        (
            "Gátt ⟨gw⟩ (Tórshavn), private.pem.key fyrir ⟨thing⟩:\n\n⟨pem⟩",
            "⟨pem⟩",
            "scp-aði rangri skrá á gáttina; þetta er device-lykillinn:\n⟨pem⟩\n",
            "greengrass:\n  thing: ⟨thing⟩\n  privateKey: |\n⟨pem_ind⟩\n",
        ),
        _ec_key,
        ("pem", "pem_ind"),
    ),
    secret(
        "rsa_and_pkcs8_private_keys",
        (
            "eIDAS QSEAL lykill fyrir PSD2 (Íslandsbanki), sóttur úr 1Password "
            "til að prófa:\n\n⟨p8⟩",
            "⟨p1⟩",
            'resource "aws_secretsmanager_secret_version" "qseal" {\n'
            "  secret_id     = aws_secretsmanager_secret.qseal.id\n"
            "  secret_string = <<-EOT\n⟨p8_ind⟩\n  EOT\n}",
            "Dokobit mTLS undirritunarlykill (ed25519), settur upp ⟨d⟩. nóv:\n⟨ed⟩",
        ),
        _rsa_key,
        ("p8", "p8_ind", "p1", "ed"),
    ),
    secret(
        "openssh_private_key",
        (
            "~/.ssh/id_ed25519 á bastion (Tórshavn):\n\n⟨ed⟩",
            "⟨ec⟩",
            "GitLab CI variable SSH_DEPLOY_KEY (type File) innihélt:\n⟨ed⟩",
            "cat > /etc/hafaldan/⟨gw⟩_deploy_key <<'EOF'\n⟨ec⟩\nEOF",
        ),
        _openssh,
        ("ed", "ec"),
    ),
    secret(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: mqtt-bridge\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  username: ⟨u64⟩\n  password: ⟨pw64⟩",
            "$ kubectl get secret influx-writer -n ⟨ns⟩ -o jsonpath='{.data.token}'\n⟨tok64⟩",
            "kubectl -n ⟨ns⟩ get secret rapyd -o yaml | grep -A2 '^data'\ndata:\n"
            "  RAPYD_SECRET_KEY: ⟨rsk64⟩",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"uppbod-db","namespace":"⟨ns⟩"},'
            '"data":{"DATABASE_URL":"⟨url64⟩"}}',
        ),
        _k8s,
        ("pw64", "tok64", "rsk64", "url64"),
    ),
    secret(
        "dotenv_lines",
        (
            "INFLUX_TOKEN=⟨influx⟩\nINFLUX_ORG=hafaldan\nINFLUX_BUCKET=reefer-temps",
            "MQTT_HOST=mqtt.hafaldan.fo\nMQTT_USER=⟨gw⟩\nMQTT_PASSWORD=⟨pw⟩",
            ".env í torshavn-sms repo:\nSIMINN_SMS_PASSWORD=⟨pw⟩\nFT_SMS_API_KEY=⟨ft⟩\n"
            "SMS_SENDER=Hafaldan",
            "DATABASE_URL=postgresql://uppbod:⟨upw⟩@uppbod-prod.cluster-⟨cl⟩.eu-north-1.rds."
            "amazonaws.com:5432/uppbod",
        ),
        _dotenv,
        ("influx", "pw", "ft", "upw"),
    ),
    secret(
        "gitlab_ci_variables",
        (
            "glab variable set RAPYD_SECRET_KEY --masked --protected --value ⟨rsk⟩",
            ".gitlab-ci.yml (gamla útgáfan, áður en við fluttum í 1Password):\nvariables:\n"
            '  INFLUX_TOKEN: "⟨influx⟩"\n  DEPLOY_ENV: prod',
            'curl --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.com/api/v4/projects/⟨pid⟩/variables"',
            "Job #⟨job⟩ prentaði breytuna því hún var ekki masked: GRAFANA_SA_TOKEN=⟨glsa⟩",
        ),
        _gitlab_ci,
        ("rsk", "influx", "pat", "glsa"),
    ),
    secret(
        "gitlab_runner_and_deploy_tokens",
        (
            '[[runners]]\n  name = "reefer-build-⟨gw⟩"\n  url = "https://gitlab.com"\n'
            '  token = "⟨rt⟩"\n  executor = "docker"',
            "gitlab-runner register --non-interactive --url https://gitlab.com --token ⟨rt⟩ "
            "--executor docker --description ⟨gw⟩",
            "helm repo add hafaldan https://gitlab.com/api/v4/projects/⟨n⟩/packages/helm/stable "
            "--username hafaldan-deploy --password ⟨dt⟩",
            "Deploy token fyrir pakkaskrána (read_package_registry): ⟨dt⟩",
        ),
        _gitlab_runner,
        ("rt", "dt"),
    ),
    secret(
        "grafana_cloud_tokens",
        (
            'prometheus.remote_write "cloud" {\n  endpoint {\n'
            '    url = "https://prometheus-prod-39-prod-eu-north-0.grafana.net/api/prom/push"\n'
            '    basic_auth {\n      username = "⟨inst⟩"\n      password = "⟨glc⟩"\n    }\n'
            "  }\n}",
            "GRAFANA_CLOUD_ACCESS_POLICY_TOKEN=⟨glc⟩",
            'curl -H "Authorization: Bearer ⟨glsa⟩" '
            "https://hafaldan.grafana.net/api/dashboards/uid/⟨uid⟩",
            "Service account 'terraform-provisioner' í Grafana, token: ⟨glsa⟩ (rennur út 2037)",
        ),
        _grafana,
        ("glc", "glsa"),
    ),
    secret(
        "influxdb_cloud_token",
        (
            "influx config create --config-name hafaldan-cloud --host-url "
            "https://eu-central-1-1.aws.cloud2.influxdata.com --org hafaldan "
            "--token ⟨tok⟩ --active",
            '[[outputs.influxdb_v2]]\n  urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]'
            '\n  token = "⟨tok⟩"\n  organization = "hafaldan"\n  bucket = "reefer"',
            'curl -XPOST "https://eu-central-1-1.aws.cloud2.influxdata.com/api/v2/write?org=hafaldan'
            '&bucket=reefer&precision=s" -H "Authorization: Token ⟨tok⟩" '
            "--data-binary 'temp,container=⟨cont⟩ c=⟨temp⟩'",
            "All-access token sem Rakul bjó til í InfluxDB Cloud: ⟨tok⟩ — "
            "búa til write-only í staðinn!",
        ),
        _influx,
        ("tok",),
    ),
    secret(
        "mosquitto_mqtt_passwords",
        (
            "connection fo-til-is\naddress mqtt.hafaldan.is:8883\nremote_username ⟨gw⟩\n"
            "remote_password ⟨pw⟩\ntopic reefer/# out 1",
            "mosquitto_pub -h mqtt.hafaldan.fo -p 8883 -u ⟨gw⟩ -P '⟨pw⟩' -t reefer/⟨cont⟩/cmd "
            "-m '{\"setpoint\":⟨sp⟩}'",
            "mosquitto_passwd -b /etc/mosquitto/passwd ⟨gw⟩ '⟨pw⟩'",
            "Loyniorðið til MQTT-brokaran á goymsluni í Kollafirði: ⟨pw⟩ (brúkari ⟨gw⟩)",
        ),
        _mqtt,
        ("pw",),
    ),
    secret(
        "mosquitto_tls_psk",
        (
            "/etc/mosquitto/psk.txt á miðlaranum:\n⟨gw⟩:⟨psk⟩",
            "mosquitto_sub -h 10.40.⟨a⟩.⟨b⟩ -p 8884 --psk ⟨psk⟩ --psk-identity ⟨gw⟩ "
            "-t 'reefer/#' -v",
            "bridge_identity ⟨gw⟩\nbridge_psk ⟨psk⟩\nbridge_tls_version tlsv1.2",
            "PSK fyrir reefer-gátt ⟨gw⟩ (ekki í git!): ⟨psk⟩",
        ),
        _psk,
        ("psk",),
    ),
    secret(
        "onepassword_service_account_token",
        (
            "OP_SERVICE_ACCOUNT_TOKEN=⟨ops⟩ op read op://⟨vault⟩/influx-writer/credential",
            'export OP_SERVICE_ACCOUNT_TOKEN="⟨ops⟩"',
            "1Password service account fyrir GitLab CI (les bara vault '⟨vault⟩'):\n⟨ops⟩",
        ),
        _ops,
        ("ops",),
    ),
    secret(
        "onepassword_secret_key",
        (
            "Emergency kit fyrir break-glass aðganginn: Secret Key ⟨sk⟩, master password ⟨mp⟩",
            "op account add --address hafaldan.1password.eu --email drift@hafaldan.is "
            "--secret-key ⟨sk⟩",
            "Neyðarpakkinn (⟨who⟩ geymir hann; fo: nøðpakkin): Secret Key: ⟨sk⟩",
            "Hemmelig nøgle til 1Password-kontoen (⟨who⟩): ⟨sk⟩ — kodeord ⟨mp⟩",
        ),
        _onepassword,
        ("sk", "mp"),
    ),
    secret(
        "siminn_sms_gateway_password",
        (
            "curl 'https://smsgatt.siminn.is/send?L=hafaldan&P=⟨pw⟩&msisdn=354⟨ph⟩"
            "&T=Uppbod+hefst+kl+06'",
            "SIMINN_SMS_USER=hafaldan\nSIMINN_SMS_PASSWORD=⟨pw⟩",
            "Síminn sendi nýtt lykilorð fyrir SMS-gáttina ⟨d⟩. nóv: ⟨pw⟩",
            'sms:\n  provider: siminn\n  username: hafaldan-uppbod\n  password: "⟨pw⟩"',
        ),
        _siminn,
        ("pw",),
    ),
    secret(
        "faroese_telecom_sms_api_key",
        (
            "curl -X POST https://sms.ft.fo/api/v2/messages -H 'X-Api-Key: ⟨key⟩' -d "
            '\'{"to":"+298⟨ph⟩","from":"Hafaldan","text":"Kølibingja ⟨cont⟩: ov heitt"}\'',
            "FT_SMS_API_KEY=⟨key⟩",
            "API-lykilin frá Føroya Tele til SMS-gáttina: ⟨key⟩ (Eyðun hevur hann eisini)",
            'sms_ft = { api_key = "⟨key⟩", sender = "HAFALDAN" }',
        ),
        _ft,
        ("key",),
    ),
    secret(
        "azure_storage_and_eventhub_keys",
        (
            "DefaultEndpointsProtocol=https;AccountName=hafaldantelem⟨n⟩;AccountKey=⟨ak⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name hafaldanbackup⟨n⟩ --account-key ⟨ak⟩ "
            "-c nightly -f dump.sql.gz",
            "Endpoint=sb://hafaldan-noe.servicebus.windows.net/;SharedAccessKeyName=gw-send;"
            "SharedAccessKey=⟨sas⟩;EntityPath=reefer-telemetry-⟨n⟩",
            "AZURE_STORAGE_KEY=⟨ak⟩  # Norway East, hafaldanarkiv⟨n⟩",
        ),
        _azure_storage,
        ("ak", "sas"),
    ),
    secret(
        "azure_ad_client_secret",
        (
            "az login --service-principal -u ⟨app⟩ -p '⟨cs⟩' --tenant ⟨tenant⟩",
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_SECRET=⟨cs⟩",
            "Nýtt client secret á app registration 'hafaldan-gitlab-deploy' "
            "(gildir til 2037-⟨m⟩): ⟨cs⟩",
            'provider "azurerm" {\n  features {}\n  client_id     = "⟨app⟩"\n'
            '  client_secret = "⟨cs⟩"\n  tenant_id     = "⟨tenant⟩"\n}',
        ),
        _azure_ad,
        ("cs",),
    ),
    secret(
        "database_connection_strings",
        (
            "postgresql://uppbod_app:⟨pw⟩@uppbod-prod.cluster-⟨cl⟩.eu-north-1.rds.amazonaws.com"
            ":5432/uppbod?sslmode=require",
            "Server=tcp:hafaldan-sql-noe.database.windows.net,1433;Initial Catalog=kaeling;"
            "User ID=kaeling_rw;Password=⟨pw⟩;Encrypt=True;",
            'psql "host=10.12.⟨a⟩.⟨b⟩ port=5432 dbname=uppbod user=greining password=⟨pw⟩ '
            'sslmode=verify-full"',
            "JDBC fyrir gamla uppboðskerfið: jdbc:postgresql://10.12.⟨a⟩.⟨b⟩:5432/uppbod?"
            "user=legacy&password=⟨pw⟩",
        ),
        _db,
        ("pw",),
    ),
    secret(
        "config_file_passwords",
        (
            "aws lambda get-function-configuration --function-name uppbod-uppgjor:\n{\n"
            '    "FunctionName": "uppbod-uppgjor",\n    "Version": "⟨ver⟩",\n'
            '    "Environment": {\n        "Variables": {\n'
            '            "DB_USER": "uppgjor",\n            "DB_PASSWORD": "⟨pw⟩",\n'
            '            "KMS_KEY_ALIAS": "alias/uppbod"\n        }\n    }\n}',
            'resource "aws_lambda_function" "kaeling_alert" {\n'
            '  function_name = "kaeling-alert"\n  environment {\n    variables = {\n'
            '      SMS_PASSWORD = "⟨pw⟩"\n      ALERT_TOPIC  = "reefer/alerts"\n    }\n  }\n}',
            '[database]\nhost = "⟨host⟩"\nuser = "timestream_export"\npassword = "⟨pw⟩"',
            "grafana.ini á gamla VM-inu:\n[security]\nadmin_user = admin\nadmin_password = ⟨pw⟩",
        ),
        _config_pw,
        ("pw",),
    ),
    secret(
        "webhook_signing_secrets",
        (
            'curl -X POST -H "PRIVATE-TOKEN: $GITLAB_API_TOKEN" -d "url=https://hooks.hafaldan.is'
            '/gitlab&token=⟨wh⟩&push_events=true" https://gitlab.com/api/v4/projects/⟨n⟩/hooks',
            "TEYA_WEBHOOK_SIGNING_SECRET=⟨wh2⟩",
            "Leyndarmálið fyrir postback frá Dokobit (callback secret): ⟨wh⟩",
            "expected = hmac.new(b'⟨wh2⟩', raw_body, hashlib.sha256).hexdigest()  # Teya webhook",
        ),
        _webhook,
        ("wh", "wh2"),
    ),
    secret(
        "basic_auth_headers",
        (
            "curl -H 'Authorization: Basic ⟨b⟩' https://smsgatt.siminn.is/api/status",
            'proxy_set_header Authorization "Basic ⟨b⟩";  # nginx á gáttinni, fyrir InfluxDB v1',
            "Telegraf debug-log ⟨d⟩. nóv sýndi `Authorization: Basic ⟨b⟩` — breyta lykilorðinu",
            "Grafana datasource (InfluxQL) fyrir ⟨cont⟩: httpHeaderValue1 = 'Basic ⟨b⟩'",
        ),
        _basic,
        ("b",),
    ),
    secret(
        "passwords_in_prose_nordic",
        (
            "Lykilorðið á admin-aðganginum að Mosquitto er ⟨pw⟩ — ⟨who⟩ breytir því eftir "
            "uppsetningu.",
            "Loyniorðið til gáttina ⟨gw⟩ er ⟨pw⟩, ⟨who⟩ veit um tað.",
            "Adgangskoden til Grafana-admin er ⟨pw⟩ indtil vi har SSO på plads (⟨who⟩).",
            "Temporary console password for the timestream-readonly IAM user: ⟨pw⟩ "
            "(must change on first login).",
            "Aðgangsorð fyrir Síminn SMS-gáttina er nú ⟨pw⟩, sett ⟨d⟩. nóvember.",
            "Nýggja loyniorðið hjá tænastukontuni í Tórshavn er ⟨pw⟩ — skriva tað ikki í Teams.",
            "Wifi á uppboðsgólfinu í Grindavík: netið HAFALDAN-GOLF, lykilorð ⟨pw⟩ (⟨who⟩ "
            "bað um að það yrði skráð hér).",
        ),
        _prose,
        ("pw",),
    ),
    secret(
        "secret_among_lookalikes",
        (
            "Uppgjör ⟨date⟩\n\n- release commit ⟨sha⟩\n- trace ⟨trace⟩ sýnir hæga skrefið\n"
            "- Rapyd greiðsla ⟨pay⟩\n- INFLUX_TOKEN=⟨influx⟩ (límt inn fyrir mistök, skipta!)\n"
            "- KMS lykill ⟨kms⟩ er óbreyttur",
            "Atvik ⟨date⟩ kl. ⟨t⟩ (kølibingja ⟨cont⟩)\n* IoT cert ⟨cert⟩\n* RequestId ⟨req⟩\n"
            "* image sha256:⟨dig⟩\n* admin lykilorðið var sett á ⟨pw⟩ meðan á símtalinu stóð",
            "| hvað | gildi |\n|---|---|\n| commit | ⟨sha⟩ |\n| Mongo _id | ⟨oid⟩ |\n"
            "| account | ⟨acct⟩ |\n| aws_secret_access_key | ⟨sk⟩ |\n| trace | ⟨trace⟩ |",
            "Grafana provisioning virkaði loksins ⟨date⟩:\n  dashboard commit ⟨sha⟩\n"
            "  token ⟨glsa⟩\n  request ⟨req⟩\n  digest sha256:⟨dig⟩",
        ),
        _among,
        ("influx", "pw", "sk", "glsa"),
    ),
)
