"""True secrets as they leak into the notes of a Poznań/Vilnius fulfilment backend team.

Each kind names the fields that must not survive the scrubber. Vendor prefixes are joined
from pieces so that no literal here is a credential; every body is drawn at random.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike58.gen import (
    ALNUM,
    B32,
    B64,
    B64URL,
    DIGITS,
    ES_PW,
    LOWER_ALNUM,
    UPPER,
    URL_SAFE_PW,
    Kind,
    account_id,
    b64,
    b64_of,
    b64url,
    clock,
    day,
    ec_private_body,
    epoch,
    es_id,
    hexs,
    human_password,
    iban_lt,
    inpost_tracking,
    jwt,
    lt_company_code,
    num,
    openssh_private_body,
    password,
    pick,
    pkcs8_rsa_body,
    uhex,
    uuid4,
)

_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2luX2Vj" + "E"
_XOXB = "xo" + "xb-"
_SG = "S" + "G."
_NPM = "np" + "m_"
_DCKR = "dckr" + "_pat_"
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_ATBB = "AT" + "BB"
_ATATT = "ATA" + "TT3xFfGF0"
_ATCTT = "ATC" + "TT3xFfGN0"
_AIZA = "AI" + "za"
_ATLAS = ".atlas" + "v1."
_FE26 = "Fe26" + ".2**"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE " + "KEY-----"

_USERS = ("agnieszka.w", "tomasz.k", "marius.p", "ieva.s", "paulina.m", "jonas.b")


def _rds_host(r: Random) -> str:
    name = r.choice(("warneris-prod", "warneris-stg", "wms-reporting", "wms-prod"))
    kind = r.choice(("cluster-", "cluster-ro-", ""))
    return f"{name}.{kind}{pick(r, LOWER_ALNUM, 12)}.eu-central-1.rds.amazonaws.com"


def _es_host(r: Random) -> str:
    name = r.choice(("wms-logs", "search-prod", "orders-search"))
    return f"{name}-{hexs(r, 6)}.es.eu-central-1.aws.elastic-cloud.com"


def _aws_keys(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "p": r.choice(("warneris-prod", "labels-s3", "lt-reporting", "default")),
        "u": r.choice(("svc-label-sync", "svc-allegro-export", "ci-bitbucket", "bi-export")),
        "d": day(r),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "kid": _ASIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "st": _STS + b64(r, r.choice((420, 480, 540, 600))),
        "acct": account_id(r),
        "role": r.choice(("WmsDeploy", "ReadOnlyOps", "TerraformApply", "EcsExecDebug")),
        "exp": f"{day(r)}T{clock(r)}+00:00",
        "sess": r.choice(_USERS),
        "aroa": "AROA" + pick(r, B32, 17),
    }


def _sm_value(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((24, 28, 32)), ALNUM + "!#%*+-.=?^_~"),
        "host": _rds_host(r),
        "cid": hexs(r, 32),
        "cs": pick(r, ALNUM, 64),
        "acct": account_id(r),
        "sfx": pick(r, ALNUM, 6),
        "ver": uuid4(r),
        "d": day(r),
    }


def _rds_url(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 27)), URL_SAFE_PW),
        "host": _rds_host(r),
        "n": str(r.randint(100, 9999)),
    }


def _tf_vars(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 30)), URL_SAFE_PW + "!#%*+="),
        "pw2": password(r, r.choice((18, 22)), URL_SAFE_PW),
    }


def _rabbit(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 20, 24, 28)), URL_SAFE_PW),
        "u": uuid4(r),
        "host": r.choice(
            ("rmq-0.warneris.internal", "10.40.12.7", "rabbitmq.lt.warneris.internal")
        ),
    }


def _erlang(r: Random) -> dict[str, str]:
    return {"c": pick(r, UPPER, 20), "n": str(r.randint(0, 2))}


def _es_key(r: Random) -> dict[str, str]:
    kid = es_id(r)
    key = b64url(r, 16)[:22]
    return {
        "id": kid,
        "k": key,
        "enc": b64_of(f"{kid}:{key}"),
        "host": _es_host(r),
        "exp": str(epoch(r) * 1000 + 86400000 * 90),
        "name": r.choice(("wms-indexer", "shipx-tracking-sync", "kibana-reports", "lt-search")),
    }


def _es_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, 20, ES_PW), "host": _es_host(r)}


def _shipx(r: Random) -> dict[str, str]:
    iat = epoch(r)
    header = '{"alg" : "RS256","typ" : "JWT","kid" : "' + b64url(r, 32) + '"}'
    claims = {
        "exp": iat + 315360000,
        "iat": iat,
        "jti": uuid4(r),
        "iss": "https://login.inpost.pl/auth/realms/external",
        "sub": "f:" + uuid4(r) + ":" + pick(r, ALNUM, 43),
        "typ": "Bearer",
        "azp": "shipx",
        "session_state": uuid4(r),
        "scope": "openid api:apipoints api:shipx",
        "allowed_refs": [num(r, 6)],
        "email": "integracje@warneris.pl",
    }
    return {"t": jwt(r, header, claims), "org": num(r, 6)}


def _p24(r: Random) -> dict[str, str]:
    return {"mid": num(r, 6), "crc": hexs(r, 16), "key": hexs(r, 32)}


def _p24_basic(r: Random) -> dict[str, str]:
    mid = num(r, 6)
    key = hexs(r, 32)
    return {"mid": mid, "key": key, "b": b64_of(f"{mid}:{key}"), "t": clock(r), "d": day(r)}


def _allegro_client(r: Random) -> dict[str, str]:
    cid = hexs(r, 32)
    cs = pick(r, ALNUM, 64)
    return {"cid": cid, "cs": cs, "b": b64_of(f"{cid}:{cs}")}


def _allegro_tokens(r: Random) -> dict[str, str]:
    iat = epoch(r)
    cid = hexs(r, 32)
    user = num(r, 8)
    scope = [
        "allegro:api:orders:read",
        "allegro:api:sale:offers:write",
        "allegro:api:shipments:write",
    ]
    access = {
        "user_name": user,
        "scope": scope,
        "allegro_api": True,
        "iss": "https://allegro.pl",
        "exp": iat + 43200,
        "jti": uuid4(r),
        "client_id": cid,
    }
    refresh = dict(access, ati=access["jti"], jti=uuid4(r), exp=iat + 7776000)
    header = {"alg": "RS256", "typ": "JWT"}
    return {
        "at": jwt(r, header, access),
        "rt": jwt(r, header, refresh),
        "jti": str(access["jti"]),
    }


def _paysera(r: Random) -> dict[str, str]:
    return {"pid": num(r, 6), "sp": hexs(r, 32), "n": num(r, 7)}


def _montonio(r: Random) -> dict[str, str]:
    return {"ak": uuid4(r), "sk": b64url(r, 32), "o": "WPK-LT-" + num(r, 6)}


def _smsapi(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 40), "trk": inpost_tracking(r)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {"t": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _ses(r: Random) -> dict[str, str]:
    return {"u": _AKIA + pick(r, B32, 16), "pw": "B" + pick(r, ALNUM, 43)}


def _atbb(r: Random) -> dict[str, str]:
    return {
        "t": _ATBB + pick(r, ALNUM, 28) + uhex(r, 8),
        "user": r.choice(("warneris-ci", "agnieszka_w", "tkowalczyk", "ieva-s")),
    }


def _atlassian(r: Random) -> dict[str, str]:
    return {
        "rt": _ATCTT + pick(r, B64URL, 170) + "=" + uhex(r, 8),
        "at": _ATATT + pick(r, B64URL, 170) + "=" + uhex(r, 8),
        "email": r.choice(("agnieszka.w", "marius.p", "ci")) + "@warneris.pl",
        "n": str(r.randint(100, 4999)),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)}


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("deploy@bastion-poz", "jonas@vilnius-lt", "bitbucket-pipelines@warneris"))
    return {
        "body": openssh_private_body(r, who),
        "rsa": openssh_private_body(r, who, rsa=True),
        "who": who,
    }


def _pem(r: Random) -> dict[str, str]:
    body = pkcs8_rsa_body(r)
    return {
        "body": body,
        "bodyj": body.replace("\n", "\\n"),
        "ec": ec_private_body(r),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "proj": "warneris-reports-" + num(r, 6),
    }


def _slack(r: Random) -> dict[str, str]:
    return {
        "bot": _XOXB + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        "wh": pick(r, ALNUM, 24),
        "tid": "T0" + pick(r, UPPER + DIGITS, 9),
        "bid": "B0" + pick(r, UPPER + DIGITS, 9),
    }


def _sentry(r: Random) -> dict[str, str]:
    payload = {
        "iat": epoch(r) + r.random(),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "warneris",
    }
    body = b64_of(json.dumps(payload, separators=(",", ":")))
    return {
        "org": _SNTRYS + body + "_" + b64(r, 32).rstrip("="),
        "user": _SNTRYU + hexs(r, 64),
        "v": f"2032.12.{r.randint(1, 14)}",
    }


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40)}


def _npm_docker(r: Random) -> dict[str, str]:
    return {"npm": _NPM + pick(r, ALNUM, 36), "dk": _DCKR + pick(r, B64URL, 27)}


def _gmaps(r: Random) -> dict[str, str]:
    return {"k": _AIZA + pick(r, B64URL, 35)}


def _deepl(r: Random) -> dict[str, str]:
    return {"k": uuid4(r) + r.choice((":fx", ""))}


def _app_secrets(r: Random) -> dict[str, str]:
    return {
        "app": hexs(r, 32),
        "pass": hexs(r, 64),
        "wh": pick(r, ALNUM, 48),
        "dj": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    def one() -> str:
        return human_password(r) if r.random() < 0.6 else password(r, r.choice((16, 18, 21)))

    return {"pw": one(), "pw2": one(), "d": day(r)}


def _cookies(r: Random) -> dict[str, str]:
    iat = epoch(r)
    claims = {"sub": num(r, 5), "roles": ["ROLE_WAREHOUSE_ADMIN"], "iat": iat, "exp": iat + 3600}
    kib = (
        _FE26
        + hexs(r, 64)
        + "*"
        + b64url(r, 16)
        + "*"
        + b64url(r, r.choice((112, 128, 160)))
        + "**"
        + hexs(r, 64)
        + "*"
        + b64url(r, 32)
    )
    return {
        "sid": pick(r, "abcdefghijklmnopqrstuv0123456789", 26),
        "kib": kib,
        "jwt": jwt(r, {"typ": "JWT", "alg": "HS256"}, claims, 32),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "pr": str(r.randint(400, 1900)),
        "acct": account_id(r),
        "task": hexs(r, 32),
        "crc": hexs(r, 16),
        "trk": inpost_tracking(r),
        "u": uuid4(r),
        "offer": num(r, 11),
        "pw": password(r, 22, URL_SAFE_PW + "!#%*+="),
        "doc": es_id(r),
        "lt": lt_company_code(r),
        "iban": iban_lt(r),
        "sp": hexs(r, 32),
        "ctag": "amq.ctag-" + b64url(r, 16)[:22],
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "aws_access_key_pair",
        (
            "~/.aws/credentials na laptopie (profil ⟨p⟩):\n[⟨p⟩]\n"
            "aws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\nregion = eu-central-1",
            "AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "aws s3 sync s3://warneris-labels-prod/⟨d⟩/ ./labels/",
            "Klucze użytkownika IAM ⟨u⟩ (tylko S3 z etykietami): ⟨kid⟩ / ⟨sk⟩",
            "$ aws configure --profile ⟨p⟩\nAWS Access Key ID [None]: ⟨kid⟩\n"
            "AWS Secret Access Key [None]: ⟨sk⟩\nDefault region name [None]: eu-central-1\n"
            "Default output format [None]: json",
        ),
        _aws_keys,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            "$ aws sts assume-role --role-arn arn:aws:iam::⟨acct⟩:role/⟨role⟩ "
            '--role-session-name ⟨sess⟩\n{\n    "Credentials": {\n'
            '        "AccessKeyId": "⟨kid⟩",\n        "SecretAccessKey": "⟨sk⟩",\n'
            '        "SessionToken": "⟨st⟩",\n        "Expiration": "⟨exp⟩"\n    },\n'
            '    "AssumedRoleUser": {\n        "AssumedRoleId": "⟨aroa⟩:⟨sess⟩",\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/⟨role⟩/⟨sess⟩"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "Sesja roli ⟨role⟩ na koncie ⟨acct⟩ wygasa ⟨exp⟩; token sesji: ⟨st⟩",
        ),
        _sts,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "secrets_manager_pasted_value",
        (
            "$ aws secretsmanager get-secret-value --secret-id prod/wms/rds "
            "--query SecretString --output text\n"
            '{"username":"wms_app","password":"⟨pw⟩","engine":"postgres",'
            '"host":"⟨host⟩","port":5432,"dbname":"wms"}',
            "{\n"
            '    "ARN": "arn:aws:secretsmanager:eu-central-1:⟨acct⟩:secret:'
            'prod/allegro/api-⟨sfx⟩",\n'
            '    "Name": "prod/allegro/api",\n    "VersionId": "⟨ver⟩",\n'
            '    "SecretString": "{\\"client_id\\":\\"⟨cid⟩\\",'
            '\\"client_secret\\":\\"⟨cs⟩\\"}",\n'
            '    "VersionStages": [\n        "AWSCURRENT"\n    ],\n'
            '    "CreatedDate": "⟨d⟩T09:14:03.511000+01:00"\n}',
            "Wartość sekretu prod/wms/rds-readonly skopiowana z konsoli (⟨d⟩): "
            "user bi_reader, password ⟨pw⟩",
        ),
        _sm_value,
        n=7,
        secrets=("pw", "cs"),
    ),
    Kind(
        "rds_postgres_urls",
        (
            "DATABASE_URL=postgresql://wms_app:⟨pw⟩@⟨host⟩:5432/wms?serverVersion=17&charset=utf8",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U wms_admin -d wms "
            "-c 'select count(*) from shipment where status = 10'",
            "~/.pgpass (read-only do raportów):\n⟨host⟩:5432:wms:wms_report:⟨pw⟩",
            "Metabase → jdbc:postgresql://⟨host⟩:5432/wms?user=bi_reader&password=⟨pw⟩&ssl=true",
        ),
        _rds_url,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "terraform_var_passwords",
        (
            "terraform.tfvars (tylko lokalnie, nie commitować!):\n"
            'db_master_password      = "⟨pw⟩"\nrabbitmq_admin_password = "⟨pw2⟩"\n'
            'environment             = "prod"',
            "terraform apply -var 'db_master_password=⟨pw⟩' -target=module.rds_wms",
            "TF_VAR_es_master_password=⟨pw2⟩ terraform plan -out=tfplan",
            'resource "aws_db_instance" "legacy_wms" {\n  identifier = "wms-legacy"\n'
            '  engine     = "postgres"\n  username   = "postgres"\n  password   = "⟨pw⟩"\n}',
        ),
        _tf_vars,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "rabbitmq_credentials",
        (
            "MESSENGER_TRANSPORT_DSN=amqps://wms_worker:⟨pw⟩@b-⟨u⟩.mq.eu-central-1"
            ".amazonaws.com:5671/%2f/messages",
            "rabbitmqctl change_password shipx_consumer '⟨pw⟩'",
            "Panel RabbitMQ https://b-⟨u⟩.mq.eu-central-1.amazonaws.com — login admin, hasło ⟨pw⟩",
            "rabbitmqadmin -H ⟨host⟩ -u admin -p '⟨pw⟩' list queues name messages consumers",
            "RabbitMQ vartotojo lt_sync slaptažodis (⟨host⟩): ⟨pw⟩",
        ),
        _rabbit,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "rabbitmq_erlang_cookie",
        (
            "$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n⟨c⟩",
            "RABBITMQ_ERLANG_COOKIE=⟨c⟩ (musi być identyczne na wszystkich węzłach)",
            "rabbitmqctl -n rabbit@rmq-⟨n⟩ --erlang-cookie ⟨c⟩ cluster_status",
            "auth:\n  username: admin\n  existingPasswordSecret: rabbitmq-admin\n"
            "  erlangCookie: ⟨c⟩",
        ),
        _erlang,
        n=6,
        secrets=("c",),
    ),
    Kind(
        "elasticsearch_api_key",
        (
            "POST /_security/api_key →\n"
            '{"id":"⟨id⟩","name":"⟨name⟩","expiration":⟨exp⟩,"api_key":"⟨k⟩",'
            '"encoded":"⟨enc⟩"}',
            'curl -H "Authorization: ApiKey ⟨enc⟩" '
            '"https://⟨host⟩/shipments-2032.12/_search?q=status:delivered&size=5"',
            "ES_API_KEY=⟨enc⟩",
            'es = Elasticsearch("https://⟨host⟩", api_key=("⟨id⟩", "⟨k⟩"))',
        ),
        _es_key,
        n=7,
        secrets=("k", "enc"),
    ),
    Kind(
        "elasticsearch_passwords",
        (
            "curl -u elastic:⟨pw⟩ 'https://⟨host⟩/_cat/indices/orders-*?v&s=index'",
            'kibana.yml:\nelasticsearch.username: "kibana_system"\nelasticsearch.password: "⟨pw⟩"',
            "$ bin/elasticsearch-reset-password -u elastic\n"
            "This tool will reset the password of the [elastic] user to an autogenerated value.\n"
            "Password for the [elastic] user successfully reset.\nNew value: ⟨pw⟩",
            "Kibana prisijungimas testinei aplinkai: elastic / ⟨pw⟩",
        ),
        _es_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "inpost_shipx_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            "https://api-shipx-pl.easypack24.net/v1/organizations/⟨org⟩/shipments?status=confirmed",
            "SHIPX_API_TOKEN=⟨t⟩\nSHIPX_ORGANIZATION_ID=⟨org⟩",
            "Token ShipX (organizacja ⟨org⟩, wygenerowany w Managerze Paczek): ⟨t⟩",
        ),
        _shipx,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "przelewy24_crc_and_report_keys",
        (
            "P24_MERCHANT_ID=⟨mid⟩\nP24_POS_ID=⟨mid⟩\nP24_CRC=⟨crc⟩\nP24_API_KEY=⟨key⟩\n"
            "P24_SANDBOX=false",
            "Klucz CRC Przelewy24 (produkcja, merchant ⟨mid⟩): ⟨crc⟩ — bez niego sign się "
            "nie zgadza",
            "przelewy24:\n  merchant_id: ⟨mid⟩\n  pos_id: ⟨mid⟩\n  crc: '⟨crc⟩'\n"
            "  reports_key: '⟨key⟩'",
            "| środowisko | merchantId | CRC | klucz do raportów |\n|---|---|---|---|\n"
            "| prod | ⟨mid⟩ | ⟨crc⟩ | ⟨key⟩ |",
        ),
        _p24,
        n=7,
        secrets=("crc", "key"),
    ),
    Kind(
        "przelewy24_basic_auth",
        (
            "curl -u ⟨mid⟩:⟨key⟩ https://secure.przelewy24.pl/api/v1/testAccess",
            "[⟨d⟩ ⟨t⟩] p24.DEBUG: POST /api/v1/transaction/register "
            'headers={"Authorization":"Basic ⟨b⟩","Content-Type":"application/json"}',
            "$client = new Client(['base_uri' => 'https://secure.przelewy24.pl/api/v1/', "
            "'auth' => ['⟨mid⟩', '⟨key⟩']]);",
        ),
        _p24_basic,
        n=7,
        secrets=("key", "b"),
    ),
    Kind(
        "allegro_client_secret",
        (
            "curl -X POST -u ⟨cid⟩:⟨cs⟩ "
            "'https://allegro.pl/auth/oauth/token?grant_type=client_credentials'",
            "ALLEGRO_CLIENT_ID=⟨cid⟩\nALLEGRO_CLIENT_SECRET=⟨cs⟩",
            "Aplikacja „Warneris WMS” w apps.developer.allegro.pl: Client ID ⟨cid⟩, "
            "Client Secret ⟨cs⟩",
            'curl -X POST "https://allegro.pl/auth/oauth/device" -H "Authorization: Basic ⟨b⟩" '
            '-d "client_id=⟨cid⟩"',
        ),
        _allegro_client,
        n=7,
        secrets=("cs", "b"),
    ),
    Kind(
        "allegro_oauth_tokens",
        (
            '{"access_token":"⟨at⟩","token_type":"bearer","refresh_token":"⟨rt⟩",'
            '"expires_in":43199,"scope":"allegro:api:orders:read allegro:api:sale:offers:write",'
            '"allegro_api":true,"jti":"⟨jti⟩"}',
            'curl -H "Authorization: Bearer ⟨at⟩" '
            '-H "Accept: application/vnd.allegro.public.v1+json" '
            '"https://api.allegro.pl/order/checkout-forms?status=READY_FOR_PROCESSING"',
            "Refresh token konta sprzedawcy (ważny 3 miesiące, potem ponowna autoryzacja): ⟨rt⟩",
        ),
        _allegro_tokens,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "paysera_sign_password",
        (
            "PAYSERA_PROJECT_ID=⟨pid⟩\nPAYSERA_SIGN_PASSWORD=⟨sp⟩",
            "WebToPay::redirectToPayment(['projectid' => ⟨pid⟩, 'sign_password' => '⟨sp⟩', "
            "'orderid' => '⟨n⟩', 'currency' => 'EUR', 'country' => 'LT']);",
            "Paysera projekto ⟨pid⟩ parašo slaptažodis (sign_password): ⟨sp⟩",
            "| projektas | projectid | sign_password |\n|---|---|---|\n"
            "| warneris.lt checkout | ⟨pid⟩ | ⟨sp⟩ |",
        ),
        _paysera,
        n=7,
        secrets=("sp",),
    ),
    Kind(
        "montonio_secret_key",
        (
            "MONTONIO_ACCESS_KEY=⟨ak⟩\nMONTONIO_SECRET_KEY=⟨sk⟩",
            "Montonio raktai (sandbox, užsakymas ⟨o⟩): access key ⟨ak⟩, secret key ⟨sk⟩",
            'token = jwt.encode(payload, "⟨sk⟩", algorithm="HS256")  # Montonio order token',
        ),
        _montonio,
        n=6,
        secrets=("sk",),
    ),
    Kind(
        "smsapi_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" "https://api.smsapi.pl/sms.do?'
            'to=48500000000&message=Paczka+⟨trk⟩+czeka+w+paczkomacie&format=json"',
            "SMSAPI_TOKEN=⟨t⟩",
            "Token OAuth do SMSAPI (powiadomienia o odbiorze paczek): ⟨t⟩",
        ),
        _smsapi,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨t⟩",
            "MAILER_DSN=sendgrid+api://⟨t⟩@default",
            'curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer ⟨t⟩" '
            "-H 'Content-Type: application/json' -d @potwierdzenie.json",
            "SendGrid API raktas naujienlaiškiams LT: ⟨t⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "ses_smtp_credentials",
        (
            "MAILER_DSN=ses+smtp://⟨u⟩:⟨pw⟩@default?region=eu-central-1",
            "SMTP email-smtp.eu-central-1.amazonaws.com:587 — użytkownik ⟨u⟩, hasło SMTP ⟨pw⟩",
            "/etc/postfix/sasl_passwd:\n[email-smtp.eu-central-1.amazonaws.com]:587 ⟨u⟩:⟨pw⟩",
        ),
        _ses,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "bitbucket_app_password",
        (
            "git clone https://⟨user⟩:⟨t⟩@bitbucket.org/warneris/wms-api.git",
            "BITBUCKET_APP_PASSWORD=⟨t⟩",
            "curl -u ⟨user⟩:⟨t⟩ "
            "'https://api.bitbucket.org/2.0/repositories/warneris/wms-api/pullrequests?state=OPEN'",
            'auth.json:\n{"http-basic": {"bitbucket.org": {"username": "⟨user⟩", '
            '"password": "⟨t⟩"}}}',
        ),
        _atbb,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "atlassian_access_tokens",
        (
            "git clone https://x-token-auth:⟨rt⟩@bitbucket.org/warneris/terraform-infra.git",
            'curl -H "Authorization: Bearer ⟨rt⟩" '
            "https://api.bitbucket.org/2.0/repositories/warneris/wms-api/commits/main",
            "curl -u ⟨email⟩:⟨at⟩ https://warneris.atlassian.net/rest/api/3/issue/WMS-⟨n⟩",
            "JIRA_API_TOKEN=⟨at⟩",
        ),
        _atlassian,
        n=7,
        secrets=("rt", "at"),
    ),
    Kind(
        "terraform_cloud_token",
        (
            "~/.terraform.d/credentials.tfrc.json:\n"
            '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "⟨t⟩"\n'
            "    }\n  }\n}",
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform init -upgrade",
            "terraform login → team token organizacji warneris: ⟨t⟩",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + "OPENSSH " + _PK + "\n⟨body⟩\n" + _END + "OPENSSH " + _PK,
            "Klucz do bastionu (⟨who⟩), dopóki nie ma SSM:\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK
            + "\n",
            "$ cat ~/.ssh/id_rsa_legacy_ftp\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨rsa⟩\n"
            + _END
            + "OPENSSH "
            + _PK,
        ),
        _openssh,
        n=6,
        secrets=("body", "rsa"),
    ),
    Kind(
        "pem_private_keys",
        (
            _BEGIN + _PK + "\n⟨body⟩\n" + _END + _PK,
            "Klucz do podpisu tokenów aplikacji kurierskiej (ES256):\n"
            + _BEGIN
            + "EC "
            + _PK
            + "\n⟨ec⟩\n"
            + _END
            + "EC "
            + _PK,
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "'
            + _BEGIN
            + _PK
            + "\\n⟨bodyj⟩\\n"
            + _END
            + _PK
            + '\\n",\n  "client_email": "sheets-export@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩"\n}',
        ),
        _pem,
        n=7,
        secrets=("body", "ec", "bodyj"),
    ),
    Kind(
        "slack_tokens",
        (
            "SLACK_BOT_TOKEN=⟨bot⟩",
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"Deploy wms-api OK"}\' '
            "https://hooks.slack.com/services/⟨tid⟩/⟨bid⟩/⟨wh⟩",
            "Webhook na kanał #alerty-magazyn: https://hooks.slack.com/services/⟨tid⟩/⟨bid⟩/⟨wh⟩",
            "Token bota „Paczkobot” (xoxb): ⟨bot⟩",
        ),
        _slack,
        n=7,
        secrets=("bot", "wh"),
    ),
    Kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩ sentry-cli releases new wms-api@⟨v⟩",
            ".sentryclirc:\n[defaults]\norg=warneris\nproject=wms-api\n\n[auth]\ntoken=⟨user⟩",
            "sentry-cli --auth-token ⟨org⟩ sourcemaps upload --release wms-panel@⟨v⟩ "
            "./public/build",
        ),
        _sentry,
        n=7,
        secrets=("org", "user"),
    ),
    Kind(
        "datadog_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_SITE=datadoghq.eu\nDD_ENV=prod",
            'curl "https://api.datadoghq.eu/api/v1/monitor" -H "DD-API-KEY: ⟨api⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            '"environment": [\n  {"name": "DD_SITE", "value": "datadoghq.eu"},\n'
            '  {"name": "DD_API_KEY", "value": "⟨api⟩"}\n]',
            'provider "datadog" {\n  api_key = "⟨api⟩"\n  app_key = "⟨app⟩"\n'
            '  api_url = "https://api.datadoghq.eu/"\n}',
        ),
        _datadog,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "npm_docker_tokens",
        (
            ".npmrc:\n//registry.npmjs.org/:_authToken=⟨npm⟩\n"
            "@warneris:registry=https://registry.npmjs.org/",
            "echo ⟨dk⟩ | docker login -u warnerisci --password-stdin",
            "NPM_TOKEN=⟨npm⟩ i DOCKERHUB_TOKEN=⟨dk⟩ były widoczne w logu pipeline'u (nie secured)",
        ),
        _npm_docker,
        n=7,
        secrets=("npm", "dk"),
    ),
    Kind(
        "google_maps_server_key",
        (
            'curl "https://maps.googleapis.com/maps/api/geocode/json?'
            'address=ul.+G%C5%82ogowska+12,+Pozna%C5%84&key=⟨k⟩"',
            "GOOGLE_GEOCODING_KEY=⟨k⟩ (klucz serwerowy, bez ograniczeń referera!)",
            "Geokodavimo API raktas (serverio): ⟨k⟩",
        ),
        _gmaps,
        n=6,
        secrets=("k",),
    ),
    Kind(
        "deepl_auth_key",
        (
            "curl -X POST https://api.deepl.com/v2/translate "
            '-H "Authorization: DeepL-Auth-Key ⟨k⟩" '
            '-d "text=Paczka czeka w paczkomacie" -d "target_lang=LT"',
            "DEEPL_AUTH_KEY=⟨k⟩",
            "Klucz DeepL do tłumaczenia opisów ofert PL→LT: ⟨k⟩",
        ),
        _deepl,
        n=6,
        secrets=("k",),
    ),
    Kind(
        "app_signing_secrets",
        (
            ".env.prod.local:\nAPP_ENV=prod\nAPP_SECRET=⟨app⟩\nJWT_PASSPHRASE=⟨pass⟩",
            "Sekret HMAC do podpisu webhooków WMS → sklep: ⟨wh⟩",
            "SECRET_KEY = '⟨dj⟩'  # vidinis Django įrankis Vilniuje",
            "lexik_jwt_authentication:\n    secret_key: '%kernel.project_dir%/config/jwt/"
            "private.pem'\n    pass_phrase: '⟨pass⟩'",
        ),
        _app_secrets,
        n=7,
        secrets=("app", "pass", "wh", "dj"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Hasło do Managera Paczek InPost (konto magazyn@warneris.pl) to ⟨pw⟩",
            "Slaptažodis į Paysera verslo paskyrą (buhalterija@warneris.lt): ⟨pw⟩",
            "The Kibana admin password is ⟨pw⟩ until Marius moves it to Secrets Manager.",
            "| system | login | hasło |\n|---|---|---|\n| Allegro (konto firmowe) | warneris_pl "
            "| ⟨pw⟩ |\n| Subiekt nexo | admin | ⟨pw2⟩ |",
            "Laikinas slaptažodis naujam kolegai Jonui (⟨d⟩): ⟨pw⟩ — pakeisti po pirmo "
            "prisijungimo",
            "Konto ec2-user na bastionie ma tymczasowo hasło ⟨pw⟩, bo SSM Session Manager nie "
            "działa od ⟨d⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "session_cookies",
        (
            "curl -b 'PHPSESSID=⟨sid⟩' https://wms.warneris.pl/admin/orders/export?format=csv",
            "Cookie: sid=⟨kib⟩",
            "Set-Cookie: __Host-wms_session=⟨jwt⟩; Path=/; Secure; HttpOnly; SameSite=Lax",
        ),
        _cookies,
        n=7,
        secrets=("sid", "kib", "jwt"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy ⟨u⟩\n- commit ⟨sha⟩ (PR #⟨pr⟩)\n"
            "- task arn:aws:ecs:eu-central-1:⟨acct⟩:task/wms-prod/⟨task⟩\n"
            "- P24_CRC=⟨crc⟩ ← wkleiłem przez pomyłkę, do rotacji\n"
            "- przesyłka testowa ⟨trk⟩",
            "Incydent: duplikaty zamówień Allegro\n• checkout-form ⟨u⟩\n• oferta ⟨offer⟩\n"
            "• hasło do RDS zmienione w trakcie na ⟨pw⟩\n• dokument ES ⟨doc⟩",
            "Vilniaus sinchronizacija\n- įmonės kodas ⟨lt⟩\n- IBAN ⟨iban⟩\n"
            "- consumer ⟨ctag⟩\n- Paysera sign_password ⟨sp⟩ (įklijuota per klaidą)",
        ),
        _among,
        n=7,
        secrets=("crc", "pw", "sp"),
    ),
)
