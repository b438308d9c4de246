"""True secrets as they leak into the notes; each kind names the fields that must not survive."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike51.gen import (
    ALNUM,
    B64STD,
    B64URL,
    UPPER_ALNUM,
    URL_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    b64url,
    ec_p256_body,
    epoch,
    hexs,
    human_password,
    iso,
    jwt,
    num,
    openssh_ed25519,
    password,
    pick,
    pkcs8_encrypted_body,
    pkcs8_rsa_body,
    ulid,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_XOXB = "xo" + "xb-"
_XOXP = "xo" + "xp-"
_XAPP = "xa" + "pp-1-"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_GR = "GR13" + "48941"
_HVS = "hv" + "s."
_HVB = "hv" + "b."
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_HOOK = "https://hooks.slack" + ".com/services/"
_SHM_LIVE = "shm" + "_live_"
_SHM_ENR = "shm" + "enr_"
_STS_HEAD = "IQoJb3JpZ2lu" + "X2VjE"

OKTA_ORGS = ("shomera.okta.com", "shomera.okta-emea.com", "shomera-staging.oktapreview.com")
FALCON_APIS = ("api.crowdstrike.com", "api.eu-1.crowdstrike.com", "api.us-2.crowdstrike.com")
S1_CONSOLES = (
    "euce1-shomera.sentinelone.net",
    "usea1-012.sentinelone.net",
    "euce1-110.sentinelone.net",
)
PEOPLE = (
    "yael.cohen",
    "oleksii.bondar",
    "noa.levi",
    "taras.melnyk",
    "dana.mizrahi",
    "iryna.kovalenko",
)
REGIONS = ("eu-central-1", "il-central-1", "eu-west-1")


def okta_id(r: Random, prefix: str) -> str:
    return prefix + pick(r, ALNUM, 20 - len(prefix))


def host(r: Random) -> str:
    return r.choice(("TLV-LT-", "KBP-WS-", "KYIV-LAB-W11-", "TLV-MBP-")) + num(r, 4)


def _okta_ssws(r: Random) -> dict[str, str]:
    return {"t": "00" + pick(r, B64URL, 40), "org": r.choice(OKTA_ORGS), "uid": okta_id(r, "00u")}


def _okta_client(r: Random) -> dict[str, str]:
    return {
        "cid": okta_id(r, "0oa"),
        "sec": pick(r, B64URL, r.choice((40, 64))),
        "org": r.choice(OKTA_ORGS),
        "aus": okta_id(r, "aus"),
        "app": r.choice(("Shomera Console", "edr-ingest-m2m", "SOC Portal", "Grafana SSO")),
    }


def _okta_jwk(r: Random) -> dict[str, str]:
    return {
        "kid": b64url(r, 32),
        "n": b64url(r, 256),
        "d": b64url(r, 256),
        "p": b64url(r, 128),
        "q": b64url(r, 128),
        "dp": b64url(r, 128),
        "dq": b64url(r, 128),
        "qi": b64url(r, 128),
        "cid": okta_id(r, "0oa"),
    }


def _falcon_client(r: Random) -> dict[str, str]:
    api = r.choice(FALCON_APIS)
    cloud = {"api.crowdstrike.com": "us-1", "api.eu-1.crowdstrike.com": "eu-1"}.get(api, "us-2")
    return {"cid": hexs(r, 32), "sec": pick(r, ALNUM, 40), "api": api, "cloud": cloud}


def _falcon_bearer(r: Random) -> dict[str, str]:
    api = r.choice(FALCON_APIS)
    now = epoch(r)
    claims = {
        "aud": "apiclient",
        "client_id": hexs(r, 32),
        "exp": now + 1799,
        "iat": now,
        "iss": f"https://{api}/",
        "jti": uuid4(r),
        "nbf": now,
        "scp": ["alerts:read", "devices:read", "detects:read"],
        "sub": hexs(r, 32),
    }
    header = {"alg": "RS256", "kid": "public:" + uuid4(r), "typ": "JWT"}
    return {"jwt": jwt(r, header, claims, 256), "api": api}


def _s1_token(r: Random) -> dict[str, str]:
    console = r.choice(S1_CONSOLES)
    if r.random() < 0.5:
        t = pick(r, ALNUM, 80)
    else:
        now = epoch(r)
        claims = {
            "sub": f"svc-s1-bridge-{num(r, 3)}@shomera.io",
            "iss": "authn-" + console.split("-")[0],
            "deployment_id": num(r, 5),
            "type": "user",
            "exp": now + 180 * 86400,
            "jti": uuid4(r),
        }
        t = jwt(r, {"kid": "tokenSigning", "alg": "ES256"}, claims, 64)
    return {"t": t, "console": console, "site": r.choice(("Kyiv-Lab", "TLV-HQ", "Default site"))}


def _s1_site(r: Random) -> dict[str, str]:
    console = r.choice(S1_CONSOLES)
    key = r.choice(("", "g_")) + hexs(r, 16)
    tok = b64_of(json.dumps({"url": f"https://{console}", "site_key": key}))
    return {"tok": tok, "v": f"24_{r.randint(1, 4)}_{r.randint(1, 6)}_{num(r, 3)}"}


def _aws_keys(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": pick(r, B64STD, 40),
        "region": r.choice(REGIONS),
        "stream": r.choice(("edr-telemetry-prod", "edr-telemetry-staging", "sensor-heartbeats")),
    }


def _aws_sts(r: Random) -> dict[str, str]:
    sess = r.choice(("gitlab-ci-", "oleksii-", "yael-", "deploy-")) + num(r, 6)
    return {
        "kid": _ASIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "sk": pick(r, B64STD, 40),
        "st": _STS_HEAD + b64(r, r.choice((540, 612, 702))),
        "exp": iso(r, "+00:00"),
        "roa": pick(r, UPPER_ALNUM, 17),
        "sess": sess,
        "acct": num(r, 12),
    }


def _secrets_manager(r: Random) -> dict[str, str]:
    acct, region = num(r, 12), r.choice(REGIONS)
    name = r.choice(("prod/edr-ingest/snowflake", "prod/console/postgres", "staging/okta/scim"))
    return {
        "pw": password(r, r.choice((24, 32))),
        "name": name,
        "arn": f"arn:aws:secretsmanager:{region}:{acct}:secret:{name}-{pick(r, ALNUM, 6)}",
        "vid": uuid4(r),
        "ts": iso(r, "+03:00"),
    }


def _kms_dek(r: Random) -> dict[str, str]:
    return {
        "pt": b64(r, 32),
        "cb": "AQIDAHh" + b64(r, 134)[7:],
        "acct": num(r, 12),
        "kid": uuid4(r),
        "region": r.choice(REGIONS),
    }


def _vault_token(r: Random) -> dict[str, str]:
    form = r.random()
    if form < 0.45:
        t = _HVS + pick(r, ALNUM, 24)
    elif form < 0.85:
        t = _HVS + "CAESI" + pick(r, B64URL, 86)
    else:
        t = _HVB + "AAAAAQ" + pick(r, B64URL, 130)
    return {"t": t, "acc": pick(r, ALNUM, 24), "ttl": r.choice(("768h", "32h", "1h", "72h"))}


def _approle(r: Random) -> dict[str, str]:
    return {
        "rid": uuid4(r),
        "sid": uuid4(r),
        "sacc": uuid4(r),
        "role": r.choice(("edr-ingest", "ci-deployer", "s1-bridge")),
    }


def _unseal(r: Random) -> dict[str, str]:
    out = {f"k{i}": b64(r, 33) for i in range(1, 6)}
    out["root"] = _HVS + pick(r, ALNUM, 24)
    out["who"] = r.choice(("דנה", "אורי", "Тарас", "Ірина", "Noa"))
    return out


def _glpat(r: Random) -> dict[str, str]:
    return {
        "t": _GLPAT + pick(r, B64URL, 20),
        "pid": num(r, r.choice((3, 4))),
        "d": f"{r.randint(1, 28):02d}",
    }


def _gl_runner(r: Random) -> dict[str, str]:
    return {
        "rt": _GLRT + pick(r, B64URL, 20),
        "dt": _GLDT + pick(r, B64URL, 20),
        "gr": _GR + pick(r, B64URL, 20),
        "n": num(r, 2),
        "rid": num(r, 3),
        "ts": iso(r),
    }


def _docker_auth(r: Random) -> dict[str, str]:
    user = r.choice(("gitlab+deploy-token-17", "oleksii.bondar", "ci-pull", "kyiv-runner"))
    secret = r.choice((_GLDT + pick(r, B64URL, 20), _GLPAT + pick(r, B64URL, 20), password(r, 20)))
    payload = {
        "payload": b64(r, r.choice((780, 912))),
        "datakey": b64(r, 184),
        "version": "2",
        "type": "DATA_KEY",
        "expiration": epoch(r) + 43200,
    }
    return {
        "b": b64_of(f"{user}:{secret}"),
        "ecr": b64_of(json.dumps(payload, separators=(",", ":"))),
        "acct": num(r, 12),
        "region": r.choice(REGIONS),
    }


def _snowflake_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 28))),
        "pwu": password(r, 24, URL_PASSWORD_CHARS),
        "acct": r.choice(
            ("shomera-edr_prod", "xy" + num(r, 5) + ".eu-central-1", "shomera-analytics")
        ),
        "user": r.choice(("SVC_EDR_INGEST", "OLEKSII_B", "YAEL_C", "LOOKER_RO")),
    }


def _snowflake_key(r: Random) -> dict[str, str]:
    return {
        "body": pkcs8_rsa_body(r),
        "ebody": pkcs8_encrypted_body(r),
        "pp": password(r, 22),
        "user": r.choice(("SVC_EDR_INGEST", "SVC_DBT", "SVC_AIRFLOW")),
    }


def _pd_rest(r: Random) -> dict[str, str]:
    t = r.choice(("u+" + pick(r, ALNUM + "-_", 18), pick(r, ALNUM + "-_", 20)))
    return {"t": t, "svc": "P" + pick(r, UPPER_ALNUM, 6)}


def _pd_routing(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 32),
        "svc": "P" + pick(r, UPPER_ALNUM, 6),
        "dedup": f"edr-ingest/iterator-age/shardId-{num(r, 1).zfill(12)}",
        "w": str(r.randint(2, 9)),
    }


def _slack_tokens(r: Random) -> dict[str, str]:
    team = num(r, r.choice((10, 11, 12)))
    return {
        "xb": f"{_XOXB}{team}-{num(r, 13)}-{pick(r, ALNUM, 24)}",
        "xp": f"{_XOXP}{team}-{num(r, 13)}-{num(r, 13)}-{hexs(r, 32)}",
        "ch": "C0" + pick(r, UPPER_ALNUM, 9),
    }


def _slack_hook(r: Random) -> dict[str, str]:
    return {
        "hook": _HOOK,
        "T": "T0" + pick(r, UPPER_ALNUM, r.choice((7, 8, 9))),
        "B": "B0" + pick(r, UPPER_ALNUM, r.choice((8, 9))),
        "s": pick(r, ALNUM, 24),
        "chan": r.choice(("#edr-alerts", "#kyiv-oncall", "#deploys", "#soc-triage")),
    }


def _slack_signing(r: Random) -> dict[str, str]:
    return {
        "sig": hexs(r, 32),
        "xa": f"{_XAPP}A0{pick(r, UPPER_ALNUM, 9)}-{num(r, 13)}-{hexs(r, 64)}",
    }


def _shomera_enroll(r: Random) -> dict[str, str]:
    return {
        "t": _SHM_ENR + pick(r, ALNUM, 48),
        "tnt": "tnt_" + ulid(r),
        "v": f"5.12.{r.randint(0, 9)}",
        "seats": str(r.choice((50, 200, 500, 1200))),
    }


def _shomera_key(r: Random) -> dict[str, str]:
    return {
        "k": _SHM_LIVE + pick(r, ALNUM, 40),
        "cust": r.choice(("Migdal Insurance", "Ukrposhta lab", "Elbit-demo", "Monobank POC")),
    }


def _hmac(r: Random) -> dict[str, str]:
    return {"h": hexs(r, 64), "ws": pick(r, ALNUM, 32), "kid": ulid(r)}


def _ec_key(r: Random) -> dict[str, str]:
    other = ec_p256_body(r)
    crt = wrap("MIIC" + b64(r, 540), 64)
    return {
        "body": ec_p256_body(r),
        "kb64": b64_of(f"-----BEGIN EC PRIVATE KEY-----\n{other}\n-----END EC PRIVATE KEY-----\n"),
        "crt": b64_of(f"-----BEGIN CERTIFICATE-----\n{crt}\n-----END CERTIFICATE-----\n"),
        "h": host(r),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("ops@kyiv-bastion-01", "gitlab-runner@kyiv-docker-2", "yael@TLV-MBP-0412"))
    body, _ = openssh_ed25519(r, who)
    return {"body": body, "who": who}


def _db_urls(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 24)), URL_PASSWORD_CHARS),
        "id": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 6),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": r.choice((human_password(r), password(r, 16), password(r, 20)))}


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("admin", "ingest", "grafana", "kibana_system", "soc-reader"))
    return {
        "b": b64_of(f"{user}:{password(r, 20)}"),
        "fk": pick(r, ALNUM, 32),
        "ip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "aid": hexs(r, 32),
        "h": hexs(r, 64),
        "det": num(r, 11),
        "pw": password(r, 18),
        "ot": "00" + pick(r, B64URL, 40),
        "vt": _HVS + pick(r, ALNUM, 24),
        "n": num(r, 4),
        "md5": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "okta_ssws_api_token",
        (
            'curl -s -H "Authorization: SSWS ⟨t⟩" "https://⟨org⟩/api/v1/users/⟨uid⟩/groups"'
            ' | jq ".[].profile.name"',
            "OKTA_API_TOKEN=⟨t⟩  # svc-okta-sync, Read-only Admin",
            "okta:\n  client:\n    orgUrl: https://⟨org⟩\n    token: ⟨t⟩\n    "
            "connectionTimeout: 30",
            "טוקן ה-API של Okta לסנכרון הקבוצות: ⟨t⟩ (נוצר ע״י svc-okta-sync, לא לשתף)",
        ),
        _okta_ssws,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "okta_oidc_client_secret",
        (
            "OKTA_CLIENT_ID=⟨cid⟩\nOKTA_CLIENT_SECRET=⟨sec⟩\nOKTA_ISSUER=https://⟨org⟩/oauth2/⟨aus⟩",
            "curl -s -u '⟨cid⟩:⟨sec⟩' -d 'grant_type=client_credentials&scope=edr.ingest'"
            " https://⟨org⟩/oauth2/⟨aus⟩/v1/token",
            "Client secret застосунку «⟨app⟩» в Okta: ⟨sec⟩ — оновити у Vault після ротації",
            "spring.security.oauth2.client.registration.okta.client-id=⟨cid⟩\n"
            "spring.security.oauth2.client.registration.okta.client-secret=⟨sec⟩",
        ),
        _okta_client,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "okta_private_key_jwk",
        (
            '{\n  "kty": "RSA",\n  "kid": "⟨kid⟩",\n  "alg": "RS256",\n  "n": "⟨n⟩",\n'
            '  "e": "AQAB",\n  "d": "⟨d⟩",\n  "p": "⟨p⟩",\n  "q": "⟨q⟩",\n  "dp": "⟨dp⟩",\n'
            '  "dq": "⟨dq⟩",\n  "qi": "⟨qi⟩"\n}',
            "okta:\n  client:\n    authorizationMode: PrivateKey\n    clientId: ⟨cid⟩\n"
            "    scopes:\n      - okta.users.read\n"
            '    privateKey: \'{"kty":"RSA","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB","d":"⟨d⟩",'
            '"p":"⟨p⟩","q":"⟨q⟩","dp":"⟨dp⟩","dq":"⟨dq⟩","qi":"⟨qi⟩"}\'',
            "המפתח הפרטי (JWK) של אפליקציית השירות ⟨cid⟩, רק d/p/q צריך לשמור:\n"
            '"d": "⟨d⟩",\n"p": "⟨p⟩",\n"q": "⟨q⟩"',
        ),
        _okta_jwk,
        n=7,
        secrets=("d", "p", "q", "dp", "dq", "qi"),
    ),
    Kind(
        "crowdstrike_falcon_client_secret",
        (
            "FALCON_CLIENT_ID=⟨cid⟩\nFALCON_CLIENT_SECRET=⟨sec⟩\nFALCON_CLOUD=⟨cloud⟩",
            "curl -s -X POST https://⟨api⟩/oauth2/token -d 'client_id=⟨cid⟩&client_secret=⟨sec⟩'",
            'falcon = Alerts(client_id="⟨cid⟩", client_secret="⟨sec⟩", base_url="⟨cloud⟩")',
            "API client «detections-export» (Alerts: read, Hosts: read): id ⟨cid⟩, secret ⟨sec⟩"
            " — секрет показують лише один раз, тому зберегла тут",
        ),
        _falcon_client,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "crowdstrike_bearer_token",
        (
            '{"access_token":"⟨jwt⟩","token_type":"bearer","expires_in":1799}',
            'curl -s -H "Authorization: Bearer ⟨jwt⟩" '
            "\"https://⟨api⟩/alerts/queries/alerts/v2?filter=status:'new'&limit=100\"",
            "FALCON_TOKEN=⟨jwt⟩ python scripts/pull_detections.py --since 24h",
            "ה-bearer שקיבלתי מ-/oauth2/token (תקף 30 דק׳): ⟨jwt⟩",
        ),
        _falcon_bearer,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "sentinelone_api_token",
        (
            'curl -s -H "Authorization: ApiToken ⟨t⟩" '
            '"https://⟨console⟩/web/api/v2.1/threats?limit=50&resolved=false"',
            "S1_API_TOKEN=⟨t⟩\nS1_CONSOLE=https://⟨console⟩",
            "Service user svc-s1-bridge, API token (expires 2032-04-30): ⟨t⟩",
            "Токен SentinelOne для мосту алертів: ⟨t⟩ (роль Viewer, сайт ⟨site⟩)",
        ),
        _s1_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "sentinelone_site_token",
        (
            "sudo /opt/sentinelone/bin/sentinelctl management token set ⟨tok⟩",
            'msiexec /i SentinelInstaller_windows_64bit_v⟨v⟩.msi SITE_TOKEN="⟨tok⟩" /QUIET',
            "Site token של Kyiv-Lab (להתקנות חדשות בלבד): ⟨tok⟩",
            "# group_vars/kyiv_lab.yml\ns1_agent_version: ⟨v⟩\ns1_site_token: ⟨tok⟩",
        ),
        _s1_site,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[shomera-prod]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = ⟨region⟩",
            "AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws kinesis "
            "describe-stream-summary --stream-name ⟨stream⟩ --region ⟨region⟩",
            '/etc/aws-kinesis/agent.json:\n{\n  "kinesis.endpoint": '
            '"kinesis.⟨region⟩.amazonaws.com",'
            '\n  "awsAccessKeyId": "⟨kid⟩",\n  "awsSecretAccessKey": "⟨sk⟩",\n'
            '  "flows": [{"filePattern": "/var/log/shomera/*.jsonl", "kinesisStream": '
            '"⟨stream⟩"}]\n}',
            "מפתח ה-IAM של ci-kinesis-writer: ⟨kid⟩ / ⟨sk⟩ — למחוק אחרי המעבר ל-OIDC",
        ),
        _aws_keys,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨kid⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    },\n    "AssumedRoleUser": {\n'
            '        "AssumedRoleId": "AROA⟨roa⟩:⟨sess⟩",\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/EdrIngestDeploy/⟨sess⟩"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "[edr-deploy]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "aws_session_token = ⟨st⟩",
        ),
        _aws_sts,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "aws_secrets_manager_secret_string",
        (
            "$ aws secretsmanager get-secret-value --secret-id ⟨name⟩\n{\n"
            '    "ARN": "⟨arn⟩",\n    "Name": "⟨name⟩",\n    "VersionId": "⟨vid⟩",\n'
            '    "SecretString": "{\\"username\\":\\"svc_edr\\",\\"password\\":\\"⟨pw⟩\\"}",\n'
            '    "VersionStages": [\n        "AWSCURRENT"\n    ],\n    "CreatedDate": "⟨ts⟩"\n}',
            "У Secrets Manager (⟨name⟩) зараз пароль ⟨pw⟩, VersionId ⟨vid⟩",
            'json.loads(sm.get_secret_value(SecretId="⟨name⟩")["SecretString"]) -> '
            '{"user": "ingest", "password": "⟨pw⟩", "host": "ch-prod.internal"}',
            "aws secretsmanager put-secret-value --secret-id ⟨name⟩ "
            '--secret-string \'{"password":"⟨pw⟩"}\'',
        ),
        _secrets_manager,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "aws_kms_plaintext_data_key",
        (
            '{\n    "CiphertextBlob": "⟨cb⟩",\n    "Plaintext": "⟨pt⟩",\n'
            '    "KeyId": "arn:aws:kms:⟨region⟩:⟨acct⟩:key/⟨kid⟩"\n}',
            "DEK для шифрування телеметрії (Plaintext з generate-data-key, не ciphertext!): ⟨pt⟩",
            "TELEMETRY_DEK_B64=⟨pt⟩  # plaintext data key, only for the local replay tool",
            'key = base64.b64decode("⟨pt⟩")  # Plaintext of kms.generate_data_key(KeyId=⟨kid⟩)',
        ),
        _kms_dek,
        n=7,
        secrets=("pt",),
    ),
    Kind(
        "vault_token",
        (
            "export VAULT_ADDR=https://vault.shomera.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            'curl -s -H "X-Vault-Token: ⟨t⟩" '
            "https://vault.shomera.internal:8200/v1/kv/data/edr/ingest",
            "טוקן Vault זמני (ttl ⟨ttl⟩, policy edr-deployer): ⟨t⟩",
            "Key                  Value\n---                  -----\ntoken                ⟨t⟩\n"
            "token_accessor       ⟨acc⟩\ntoken_duration       ⟨ttl⟩\ntoken_renewable      true\n"
            'token_policies       ["default" "edr-deployer"]',
        ),
        _vault_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_approle_secret_id",
        (
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            "Key                   Value\n---                   -----\nsecret_id             "
            "⟨sid⟩\n"
            "secret_id_accessor    ⟨sacc⟩\nsecret_id_num_uses    0\nsecret_id_ttl         24h",
            "VAULT_ROLE_ID=⟨rid⟩\nVAULT_SECRET_ID=⟨sid⟩",
            "secret_id для AppRole ⟨role⟩: ⟨sid⟩ (role_id ⟨rid⟩ сам по собі не секрет)",
        ),
        _approle,
        n=7,
        secrets=("sid",),
    ),
    Kind(
        "vault_unseal_and_root",
        (
            "Unseal Key 1: ⟨k1⟩\nUnseal Key 2: ⟨k2⟩\nUnseal Key 3: ⟨k3⟩\nUnseal Key 4: ⟨k4⟩\n"
            "Unseal Key 5: ⟨k5⟩\n\nInitial Root Token: ⟨root⟩\n\nVault initialized with 5 key "
            "shares and a key threshold of 3.",
            "Recovery Key 1: ⟨k1⟩\nRecovery Key 2: ⟨k2⟩\nRecovery Key 3: ⟨k3⟩\n\n"
            "Initial Root Token: ⟨root⟩\n\nSuccess! Vault is initialized",
            "vault operator unseal ⟨k2⟩",
            "מפתח unseal מס׳ 3 (אצל ⟨who⟩): ⟨k3⟩",
        ),
        _unseal,
        n=7,
        secrets=("k1", "k2", "k3", "k4", "k5", "root"),
    ),
    Kind(
        "gitlab_personal_access_token",
        (
            "git clone https://oauth2:⟨t⟩@gitlab.shomera.io/edr/agent-telemetry.git",
            'curl --header "PRIVATE-TOKEN: ⟨t⟩" '
            '"https://gitlab.shomera.io/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            "glab auth login --hostname gitlab.shomera.io --token ⟨t⟩",
            "Мій PAT для GitLab (scope api, діє до 2032-01-⟨d⟩): ⟨t⟩",
        ),
        _glpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gitlab_runner_and_deploy_tokens",
        (
            "gitlab-runner register --non-interactive --url https://gitlab.shomera.io "
            "--token ⟨rt⟩ --executor docker --docker-image alpine:3.22",
            '[[runners]]\n  name = "kyiv-docker-⟨n⟩"\n  url = "https://gitlab.shomera.io"\n'
            '  id = ⟨rid⟩\n  token = "⟨rt⟩"\n  token_obtained_at = ⟨ts⟩\n  executor = "docker"',
            "docker login registry.gitlab.shomera.io -u gitlab+deploy-token-⟨rid⟩ -p ⟨dt⟩",
            "Old registration token (deprecated, still works on the 16.x box): ⟨gr⟩",
        ),
        _gl_runner,
        n=7,
        secrets=("rt", "dt", "gr"),
    ),
    Kind(
        "docker_registry_auth",
        (
            '~/.docker/config.json:\n{\n  "auths": {\n    "registry.gitlab.shomera.io": {\n'
            '      "auth": "⟨b⟩"\n    }\n  }\n}',
            'DOCKER_AUTH_CONFIG={"auths":{"registry.gitlab.shomera.io":{"auth":"⟨b⟩"}}}',
            "docker login -u AWS -p ⟨ecr⟩ ⟨acct⟩.dkr.ecr.⟨region⟩.amazonaws.com",
            "ה-auth של ה-registry מתוך ~/.docker/config.json בראנר: ⟨b⟩",
        ),
        _docker_auth,
        n=7,
        secrets=("b", "ecr"),
    ),
    Kind(
        "snowflake_password",
        (
            "~/.snowsql/config\n[connections.edr_prod]\naccountname = ⟨acct⟩\nusername = ⟨user⟩\n"
            "password = ⟨pw⟩\nwarehousename = INGEST_WH\ndbname = TELEMETRY",
            "SNOWSQL_PWD='⟨pw⟩' snowsql -a ⟨acct⟩ -u ⟨user⟩ -w ANALYST_WH "
            '-q "select count(*) from TELEMETRY.RAW.PROCESS_EVENTS"',
            'conn = snowflake.connector.connect(account="⟨acct⟩", user="⟨user⟩", '
            'password="⟨pw⟩", warehouse="INGEST_WH")',
            "הסיסמה של ⟨user⟩ ב-Snowflake היא ⟨pw⟩ (חשבון ⟨acct⟩, לשנות אחרי ה-POC)",
            "jdbc:snowflake://⟨acct⟩.snowflakecomputing.com/?user=⟨user⟩&password=⟨pwu⟩"
            "&warehouse=INGEST_WH&db=TELEMETRY",
        ),
        _snowflake_pw,
        n=7,
        secrets=("pw", "pwu"),
    ),
    Kind(
        "snowflake_private_key_pem",
        (
            "-----BEGIN PRIVATE KEY-----\n⟨body⟩\n-----END PRIVATE KEY-----",
            "rsa_key.p8 для ⟨user⟩ (публічний ключ уже в ALTER USER):\n\n"
            "-----BEGIN PRIVATE KEY-----\n⟨body⟩\n-----END PRIVATE KEY-----",
            "-----BEGIN ENCRYPTED PRIVATE KEY-----\n⟨ebody⟩\n-----END ENCRYPTED PRIVATE KEY-----\n"
            "PRIVATE_KEY_PASSPHRASE=⟨pp⟩",
        ),
        _snowflake_key,
        n=6,
        secrets=("body", "ebody", "pp"),
    ),
    Kind(
        "pagerduty_rest_api_key",
        (
            'curl -s -H "Authorization: Token token=⟨t⟩" '
            '-H "Accept: application/vnd.pagerduty+json;version=2" '
            '"https://api.pagerduty.com/incidents?statuses[]=triggered&service_ids[]=⟨svc⟩"',
            "PAGERDUTY_TOKEN=⟨t⟩ terraform plan -target=module.pagerduty",
            'provider "pagerduty" {\n  token = "⟨t⟩"\n}',
            "API-ключ PagerDuty (read-only, для дашборда чергувань): ⟨t⟩",
        ),
        _pd_rest,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "pagerduty_routing_key",
        (
            '{"routing_key": "⟨k⟩", "event_action": "trigger", "dedup_key": "⟨dedup⟩", '
            '"payload": {"summary": "Kinesis iterator age > 5m on edr-telemetry-prod", '
            '"source": "ingest-worker-⟨w⟩", "severity": "critical"}}',
            "PD_ROUTING_KEY=⟨k⟩  # service EDR Ingest (⟨svc⟩), Events API v2",
            "receivers:\n  - name: pagerduty-edr\n    pagerduty_configs:\n"
            "      - routing_key: ⟨k⟩\n        severity: critical",
            "ה-integration key של שירות EDR Ingest ב-PagerDuty: ⟨k⟩",
        ),
        _pd_routing,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "slack_bot_and_user_tokens",
        (
            "SLACK_BOT_TOKEN=⟨xb⟩",
            'curl -s -H "Authorization: Bearer ⟨xb⟩" -d channel=⟨ch⟩ -d text="canary ok" '
            "https://slack.com/api/chat.postMessage",
            "My xoxp for the export script (scope channels:history): ⟨xp⟩",
            "Бот у #edr-alerts ходить з токеном ⟨xb⟩ (Slack app «Shomera Alerts»)",
        ),
        _slack_tokens,
        n=7,
        secrets=("xb", "xp"),
    ),
    Kind(
        "slack_incoming_webhook",
        (
            "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy ok\"}' "
            "⟨hook⟩⟨T⟩/⟨B⟩/⟨s⟩",
            "SLACK_WEBHOOK_URL=⟨hook⟩⟨T⟩/⟨B⟩/⟨s⟩",
            "slack_configs:\n  - api_url: ⟨hook⟩⟨T⟩/⟨B⟩/⟨s⟩\n    channel: '⟨chan⟩'",
            "ה-webhook של ⟨chan⟩: ⟨hook⟩⟨T⟩/⟨B⟩/⟨s⟩",
        ),
        _slack_hook,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "slack_signing_secret_and_app_token",
        (
            "SLACK_SIGNING_SECRET=⟨sig⟩\nSLACK_APP_TOKEN=⟨xa⟩",
            "Signing secret of the Shomera Alerts app (Basic Information page): ⟨sig⟩",
            "Socket Mode app-level token: ⟨xa⟩ (connections:write)",
            "Signing secret для перевірки X-Slack-Signature: ⟨sig⟩",
        ),
        _slack_signing,
        n=7,
        secrets=("sig", "xa"),
    ),
    Kind(
        "shomera_agent_enrollment_token",
        (
            "sudo ./shomera-agent-installer.sh --tenant ⟨tnt⟩ --enroll-token ⟨t⟩ "
            "--proxy http://proxy.kyiv.lab:3128",
            "msiexec /i ShomeraAgent-⟨v⟩-x64.msi ENROLL_TOKEN=⟨t⟩ TENANT=⟨tnt⟩ /qn",
            "Enrollment token for tenant ⟨tnt⟩ (Kyiv lab VMs, ⟨seats⟩ seats): ⟨t⟩",
            "טוקן ההרשמה לסוכנים בטננט ⟨tnt⟩: ⟨t⟩ — תקף עד סוף אוקטובר",
        ),
        _shomera_enroll,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "shomera_service_api_key",
        (
            'curl -H "X-Shomera-Key: ⟨k⟩" "https://api.eu.shomera.io/v3/agents?status=isolated"',
            "SHOMERA_API_KEY=⟨k⟩",
            "Ключ API для інтеграції з ⟨cust⟩ (live, не тестовий): ⟨k⟩",
            '{"integration": "siem-forwarder", "customer": "⟨cust⟩", "api_key": "⟨k⟩"}',
        ),
        _shomera_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "hmac_signing_secrets",
        (
            "TELEMETRY_JWT_SECRET=⟨h⟩  # HS256, agent -> ingest auth, kid ⟨kid⟩",
            "Webhook secret token for the edr/agent-telemetry -> ci-bridge hook: ⟨ws⟩",
            "vault kv put kv/edr/ingest jwt_hmac_secret=⟨h⟩",
            "הסוד לחתימת ה-webhooks ללקוחות (X-Shomera-Signature): ⟨ws⟩",
        ),
        _hmac,
        n=7,
        secrets=("h", "ws"),
    ),
    Kind(
        "agent_mtls_ec_private_key",
        (
            "-----BEGIN EC PRIVATE KEY-----\n⟨body⟩\n-----END EC PRIVATE KEY-----",
            "agent client key of the lab sensor ⟨h⟩ (/etc/shomera/tls/agent.key):\n"
            "-----BEGIN EC PRIVATE KEY-----\n⟨body⟩\n-----END EC PRIVATE KEY-----",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ingest-mtls\n"
            "type: kubernetes.io/tls\ndata:\n  tls.crt: ⟨crt⟩\n  tls.key: ⟨kb64⟩",
        ),
        _ec_key,
        n=7,
        secrets=("body", "kb64"),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "ключ до бастіону (⟨who⟩):\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n"
            "-----END OPENSSH PRIVATE KEY-----\n",
            "~/.ssh/id_ed25519 ⟨who⟩:\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n"
            "-----END OPENSSH PRIVATE KEY-----",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "database_connection_passwords",
        (
            "DATABASE_URL=postgresql://edr_app:⟨pw⟩@pg-prod.internal:5432/console?sslmode=require",
            "clickhouse-client --host ch-prod-2.internal --secure --user ingest "
            "--password '⟨pw⟩' --query 'SELECT count() FROM telemetry.process_events'",
            "REDIS_URL=rediss://default:⟨pw⟩@master.edr-cache.⟨id⟩.euc1.cache.amazonaws.com:6379",
            'psql "host=pg-replica.kyiv.internal user=analyst password=⟨pw⟩ dbname=console"',
            "מחרוזת החיבור ל-ClickHouse בקייב: "
            "clickhouse://ingest:⟨pw⟩@ch-kyiv-1.internal:9440/telemetry",
        ),
        _db_urls,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "הסיסמה לחשבון ה-break-glass ב-Okta (admin-bg@shomera.io) היא ⟨pw⟩",
            "Пароль до консолі SentinelOne для акаунта kyiv-soc: ⟨pw⟩",
            "The local admin password on the Kyiv lab Windows images is ⟨pw⟩ "
            "(same on all 40 VMs, fix it)",
            "Тимчасовий пароль для нового інженера в Okta: ⟨pw⟩ — змінить при першому вході",
            "סיסמת ה-root של ה-bastion בקייב: ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "http_auth_headers",
        (
            'curl -H "Authorization: Basic ⟨b⟩" '
            '"https://opensearch.shomera.internal:9200/_cat/indices?v"',
            '⟨ip⟩ - - [14/Oct/2031:09:12:44 +0300] "GET /api/health HTTP/1.1" 200 17 '
            '"-" "kube-probe/1.33" auth="Basic ⟨b⟩"',
            "Firehose HTTP endpoint: X-Amz-Firehose-Access-Key: ⟨fk⟩ (set on the delivery stream)",
            "כותרת ה-Authorization של Grafana מול OpenSearch: Basic ⟨b⟩",
        ),
        _basic,
        n=7,
        secrets=("b", "fk"),
    ),
    Kind(
        "secret_among_iocs",
        (
            "Incident INC-⟨n⟩ (Kyiv lab)\n- host aid ⟨aid⟩\n- sha256 ⟨h⟩\n"
            "- detection ldt:⟨aid⟩:⟨det⟩\n- the attacker dumped svc-backup; its password was ⟨pw⟩"
            " (rotated 2031-10-14)",
            "| поле | значення |\n|---|---|\n| agent | ⟨aid⟩ |\n| sha256 | ⟨h⟩ |\n"
            "| md5 | ⟨md5⟩ |\n| vault token (вставили в канал помилково) | ⟨vt⟩ |",
            "אירוע ⟨n⟩: הקובץ ⟨h⟩ (md5 ⟨md5⟩) רץ על ⟨aid⟩.\n"
            "מישהו הדביק בערוץ את טוקן ה-Okta ⟨ot⟩ — בוטל, אבל לבדוק לוגים",
        ),
        _among,
        n=7,
        secrets=("pw", "ot", "vt"),
    ),
)
