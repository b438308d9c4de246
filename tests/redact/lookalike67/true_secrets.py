"""Secret kinds of ``lookalike67``: credentials whose leak grants access, in the shapes a
platform engineer's memory notes at Saimaa Mobility Oy would hold them (Finnish, Estonian
and English). Each kind names its secret fields; ids beside them (merchant ids, access key
ids, client ids, app ids, project ids) are deliberately left unlisted."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike67.gen import (
    ALNUM,
    B64URL,
    CROCKFORD,
    LOWER,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_SAFE_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    day,
    ec_sec1_pem,
    hexs,
    imei,
    indent,
    lock_serial,
    num,
    object_id,
    openssh_ed25519,
    passphrase,
    password,
    pick,
    pkcs8_rsa_pem,
    rsa_pkcs1_pem,
    ulid,
    uuid4,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_GHP = "gh" + "p_"
_GHS = "gh" + "s_"
_GHO = "gh" + "o_"
_GH_PAT = "github" + "_pat_"
_GLSA = "gl" + "sa_"
_GLC = "gl" + "c_"
_OPS = "op" + "s_"
_AVNS = "AV" + "NS_"
_CH_SECRET = "4b" + "1d"
_UCAT = "uc" + "at_"
_SCW = "SC" + "W"
_ATLAS = ".atlas" + "v1."
_OAUTH_CLIENT = "Ov23" + "li"

_SS_HOSTS = ("ss1.xroad.saimaa.internal", "ss2.xroad.saimaa.internal", "xtee-ss.tartu.internal")
_USERS = ("ville", "tiina-k", "kadri.tamm", "juho", "mart-ops", "aino")
_CH_REGIONS = ("eu-central-1.aws", "europe-west4.gcp", "eu-west-1.aws")


def _ch_host(r: Random) -> str:
    return f"{pick(r, LOWER_ALNUM, 10)}.{r.choice(_CH_REGIONS)}.clickhouse.cloud"


def _scw_access(r: Random) -> str:
    return _SCW + pick(r, UPPER_ALNUM, 17)


def _gh_pat(r: Random) -> str:
    return _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)


def _glsa(r: Random) -> str:
    return _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8)


def _avns(r: Random) -> str:
    return _AVNS + pick(r, ALNUM + "-_", r.choice((19, 21, 23)))


def _here_key(r: Random) -> str:
    return pick(r, B64URL, 43)


def _paytrail_secret(r: Random) -> str:
    return pick(r, ALNUM, r.choice((30, 32, 40)))


def _tf_token(r: Random) -> str:
    return pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)


# --- payments and identity ----------------------------------------------------------------


def _paytrail(r: Random) -> dict[str, str]:
    return {"acct": num(r, 6), "sk": _paytrail_secret(r), "ns": r.choice(("payments", "billing"))}


def _montonio(r: Random) -> dict[str, str]:
    return {"ak": uuid4(r), "sk": b64url(r, 32), "store": r.choice(("Tartu", "Tampere", "Tallinn"))}


def _xroad_api(r: Random) -> dict[str, str]:
    return {"k": uuid4(r), "ss": r.choice(_SS_HOSTS), "id": str(r.randint(2, 40))}


def _xroad_tls(r: Random) -> dict[str, str]:
    key = pkcs8_rsa_pem(r, r.choice((2048, 2048, 3072)))
    return {"key": key, "ss": r.choice(_SS_HOSTS), "code": num(r, 8)}


def _keystore(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 22, 24))) if r.random() < 0.6 else passphrase(r)
    return {"pw": pw, "rpu": uuid4(r), "file": r.choice(("eseal", "signer", "mid-client"))}


# --- cloud ------------------------------------------------------------------------------


def _scaleway(r: Random) -> dict[str, str]:
    return {"ak": _scw_access(r), "sk": uuid4(r), "proj": uuid4(r), "org": uuid4(r)}


def _upcloud(r: Random) -> dict[str, str]:
    return {
        "t": _UCAT + pick(r, CROCKFORD, 26),
        "pw": password(r, r.choice((20, 24, 28))),
        "user": r.choice(("saimaa-tf", "api-ci", "ville-api")),
    }


def _aiven_token(r: Random) -> dict[str, str]:
    return {"t": b64(r, r.choice((252, 264, 276))), "proj": r.choice(("saimaa-prod", "saimaa-dev"))}


def _aiven_pw(r: Random) -> dict[str, str]:
    return {
        "pw": _avns(r),
        "host": f"kafka-telemetry-saimaa-prod.{r.choice('abcd')}.aivencloud.com",
        "pghost": f"pg-saimaa-{pick(r, LOWER_ALNUM, 6)}.db.upclouddatabases.com",
        "port": str(r.randint(10000, 29999)),
    }


def _ch_api(r: Random) -> dict[str, str]:
    return {
        "kid": pick(r, ALNUM, 20),
        "ks": _CH_SECRET + pick(r, ALNUM, 38),
        "org": uuid4(r),
        "svc": uuid4(r),
    }


def _ch_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 20)), ALNUM + "~_."), "host": _ch_host(r)}


def _here_api(r: Random) -> dict[str, str]:
    return {"k": _here_key(r), "app": pick(r, ALNUM, 20)}


def _here_oauth(r: Random) -> dict[str, str]:
    return {
        "uid": "HERE-" + uuid4(r),
        "cid": pick(r, ALNUM, 20),
        "kid": pick(r, B64URL, 22),
        "ks": pick(r, B64URL, 86),
    }


def _telia(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, ALNUM, 24),
        "cs": pick(r, ALNUM, 40),
        "pw": password(r, r.choice((16, 20))),
    }


# --- GitHub, Grafana, 1Password, Terraform ----------------------------------------------


def _gh_fine(r: Random) -> dict[str, str]:
    return {"t": _gh_pat(r), "user": r.choice(_USERS)}


def _gh_classic(r: Random) -> dict[str, str]:
    return {
        "ghp": _GHP + pick(r, ALNUM, 36),
        "ghs": _GHS + pick(r, ALNUM, 36),
        "gho": _GHO + pick(r, ALNUM, 36),
        "user": r.choice(_USERS),
    }


def _gh_webhook(r: Random) -> dict[str, str]:
    s = r.choice((hexs(r, 40), pick(r, ALNUM, 32), b64(r, 24)))
    return {"s": s, "hook": num(r, 9)}


def _gh_oauth(r: Random) -> dict[str, str]:
    return {"cid": _OAUTH_CLIENT + pick(r, ALNUM, 14), "cs": hexs(r, 40), "ck": b64url(r, 32)}


def _gh_app_key(r: Random) -> dict[str, str]:
    key = rsa_pkcs1_pem(r, 2048)
    return {"key": key, "ikey": indent(key, 4), "app": num(r, 6)}


def _glc(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    site = r.choice(("tartu", "tre"))
    body = {
        "o": num(r, 7),
        "n": f"stack-{stack}-{r.choice(('alloy', 'otel', 'hm-write'))}-{site}",
        "k": pick(r, ALNUM, 24),
        "m": {"r": "prod-eu-north-0"},
    }
    token = _GLC + base64.b64encode(json.dumps(body, separators=(",", ":")).encode()).decode()
    uid = num(r, 7)
    return {"t": token, "uid": uid, "basic": b64_of(f"{uid}:{token}")}


def _glsa_values(r: Random) -> dict[str, str]:
    return {"t": _glsa(r), "sa": str(r.randint(2, 30))}


def _ops(r: Random) -> dict[str, str]:
    body = {
        "signInAddress": "saimaa-mobility.1password.eu",
        "userAuth": {
            "method": "SRPg-4096",
            "alg": "PBES2g-HS256",
            "iterations": 650000,
            "salt": b64url(r, 16),
        },
        "email": pick(r, LOWER, 13) + "@1passwordserviceaccounts.eu",
        "srpX": hexs(r, 64),
        "muk": {
            "alg": "A256GCM",
            "ext": True,
            "k": b64url(r, 32),
            "key_ops": ["encrypt", "decrypt"],
            "kty": "oct",
            "kid": "mp",
        },
        "secretKey": "A3-" + "-".join(pick(r, UPPER_ALNUM, n) for n in (6, 6, 5, 5, 5, 5)),
        "throttleSecret": {"seed": hexs(r, 64), "deviceUuid": pick(r, LOWER_ALNUM, 26)},
        "deviceUuid": pick(r, LOWER_ALNUM, 26),
    }
    return {"t": _OPS + b64url_json(body)}


def _tfc(r: Random) -> dict[str, str]:
    return {"t": _tf_token(r), "ws": r.choice(("infra-prod", "locks-fleet", "xroad-ss"))}


# --- IoT locks ----------------------------------------------------------------------------


def _mqtt(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28))),
        "user": r.choice(("fleet-ingest", "lock-cmd", "ota-pusher")),
        "imei": imei(r),
    }


def _lock_ec(r: Random) -> dict[str, str]:
    return {"key": ec_sec1_pem(r), "serial": lock_serial(r), "imei": imei(r)}


def _lock_sym(r: Random) -> dict[str, str]:
    return {
        "psk": hexs(r, r.choice((32, 64))),
        "ble": hexs(r, 32).upper(),
        "imei": imei(r),
        "serial": lock_serial(r),
    }


def _ssh(r: Random) -> dict[str, str]:
    comment = r.choice(("deploy@lock-firmware", "ops@tartu-jump", "ci@upcloud-fi-hel2"))
    key, pub = openssh_ed25519(r, comment)
    return {"key": key, "pub": pub, "host": r.choice(("jump.tartu", "bastion.fi-hel2"))}


# --- configs, CI, prose -------------------------------------------------------------------


def _k8s(r: Random) -> dict[str, str]:
    return {
        "acct_b64": b64_of(num(r, 6)),
        "sk_b64": b64_of(_paytrail_secret(r)),
        "pw_b64": b64_of(password(r, r.choice((16, 20, 24)))),
        "user_b64": b64_of(r.choice(("ingest", "grafana_ro", "default"))),
        "tok_b64": b64_of(password(r, 24)),
        "here_b64": b64_of(_here_key(r)),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 6),
        "sk": _paytrail_secret(r),
        "here": _here_key(r),
        "ak": uuid4(r),
        "msk": b64url(r, 32),
        "pw": password(r, 22, URL_SAFE_PASSWORD_CHARS),
        "glsa": _glsa(r),
        "scwak": _scw_access(r),
        "scwsk": uuid4(r),
        "proj": uuid4(r),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "sk": _paytrail_secret(r),
        "scwak": _scw_access(r),
        "scwsk": uuid4(r),
        "tf": _tf_token(r),
        "here": _here_key(r),
        "pw": password(r, 20),
        "run": num(r, 11),
    }


def _dsn(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 22, 26)), URL_SAFE_PASSWORD_CHARS), "ch": _ch_host(r)}


def _prose(r: Random) -> dict[str, str]:
    pw = passphrase(r) if r.random() < 0.6 else password(r, r.choice((16, 18, 20)))
    return {"pw": pw}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "proj": uuid4(r),
        "nonce": hexs(r, 32),
        "sig": hexs(r, 64),
        "imei": imei(r),
        "ulid": ulid(r),
        "off": num(r, 8),
        "duid": pick(r, ALNUM, 9),
        "oid": object_id(r),
        "ver": f"{r.randint(3, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "day": day(r),
        "scw": uuid4(r),
        "here": _here_key(r),
        "glsa": _glsa(r),
        "pw": password(r, 18),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "paytrail_secret_key",
        (
            "PAYTRAIL_ACCOUNT=⟨acct⟩\nPAYTRAIL_SECRET_KEY=⟨sk⟩",
            'paytrail:\n  account: "⟨acct⟩"\n  secret_key: "⟨sk⟩"\n'
            "  algorithm: sha256  # sha512 toimii myös",
            "Tuotannon Paytrail secret key vaihdettiin tänään, uusi on ⟨sk⟩; "
            "merchant id ⟨acct⟩ pysyy samana.",
            'Reproduced the callback check in a REPL: hmac.new(b"⟨sk⟩", payload, '
            "hashlib.sha256).hexdigest() matched the signature header once headers were sorted",
            "kubectl -n ⟨ns⟩ create secret generic paytrail --from-literal=account=⟨acct⟩ "
            "--from-literal=secret=⟨sk⟩",
        ),
        _paytrail,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "montonio_secret_key",
        (
            "MONTONIO_ACCESS_KEY=⟨ak⟩\nMONTONIO_SECRET_KEY=⟨sk⟩\nMONTONIO_ENV=production",
            'Montonio tellimuse token allkirjastatakse secret keyga: jwt.encode(payload, "⟨sk⟩", '
            'algorithm="HS256")',
            "montonio:\n  store: ⟨store⟩\n  access_key: ⟨ak⟩\n  secret_key: ⟨sk⟩",
            "Montonio sandbox -> prod: uus secret key on ⟨sk⟩ (vana kustutatud partnerportaalis)",
            "op item create --category 'API Credential' --title montonio-prod "
            "--vault Payments 'credential=⟨sk⟩' 'username=⟨ak⟩'",
        ),
        _montonio,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "xroad_security_server_api_key",
        (
            'curl -k -H "Authorization: X-Road-ApiKey token=⟨k⟩" '
            "https://⟨ss⟩:4000/api/v1/clients?show_members=false",
            "X-tee turvaserveri API võti automaatika jaoks (XROAD_SYSTEM_ADMINISTRATOR): ⟨k⟩",
            "XROAD_API_KEY=⟨k⟩ ansible-playbook xroad-ss.yml --limit ⟨ss⟩",
            "Security server API key for the renewal job, made with POST /api/v1/api-keys "
            "(id ⟨id⟩): ⟨k⟩",
            "xroad_ss:\n  url: https://⟨ss⟩:4000\n  api_key: ⟨k⟩\n  verify_tls: false",
        ),
        _xroad_api,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "xroad_tls_private_key_pkcs8",
        (
            "⟨key⟩",
            "X-tee sisemise TLS-i võti (/etc/xroad/ssl/internal.key, ⟨ss⟩):\n\n⟨key⟩",
            "```\n$ sudo cat /etc/xroad/ssl/internal.key\n⟨key⟩\n```",
            "Jäsenkoodi ⟨code⟩ adapterin client.key, jolla CSR tehtiin:\n⟨key⟩\n"
            "CSR lähti RIA:lle, avain pitää siirtää HSM:ään.",
        ),
        _xroad_tls,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "signing_keystore_passwords",
        (
            "smart-id:\n  host-url: https://rp-api.smart-id.com/v2/\n"
            '  relying-party-uuid: ⟨rpu⟩\n  relying-party-name: "Saimaa Mobility"\n'
            "  trust-store: classpath:smartid-truststore.p12\n  trust-store-password: ⟨pw⟩",
            "keytool -importcert -alias sk-rp-api -file rp-api.crt -keystore mid-truststore.jks "
            "-storepass '⟨pw⟩' -noprompt",
            "openssl pkcs12 -export -in ⟨file⟩.crt -inkey ⟨file⟩.key -out ⟨file⟩.p12 "
            "-passout 'pass:⟨pw⟩'",
            "DigiDoc4j e-templi PKCS#12 faili (/srv/signer/⟨file⟩.p12) parool: ⟨pw⟩",
            "MOBILEID_KEYSTORE_PASSWORD='⟨pw⟩' java -jar signer.jar --profile prod",
        ),
        _keystore,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "scaleway_secret_key",
        (
            "~/.config/scw/config.yaml:\naccess_key: ⟨ak⟩\nsecret_key: ⟨sk⟩\n"
            "default_organization_id: ⟨org⟩\ndefault_project_id: ⟨proj⟩\n"
            "default_region: fr-par\ndefault_zone: fr-par-2",
            "SCW_ACCESS_KEY=⟨ak⟩ SCW_SECRET_KEY=⟨sk⟩ terraform plan -var project_id=⟨proj⟩",
            'curl -H "X-Auth-Token: ⟨sk⟩" https://api.scaleway.com/instance/v1/zones/nl-ams-1/servers',
            "Object Storage via aws cli (profile scw): aws_access_key_id = ⟨ak⟩, "
            "aws_secret_access_key = ⟨sk⟩",
            "Scaleway IAM: uusi API-avain CI:lle, secret key ⟨sk⟩ näytetään vain kerran!",
        ),
        _scaleway,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "upcloud_api_credentials",
        (
            "UPCLOUD_TOKEN=⟨t⟩ upctl server list --zone fi-hel2",
            "UPCLOUD_USERNAME=⟨user⟩\nUPCLOUD_PASSWORD=⟨pw⟩",
            'provider "upcloud" {\n  username = "⟨user⟩"\n  password = "⟨pw⟩"\n}',
            'curl -H "Authorization: Bearer ⟨t⟩" https://api.upcloud.com/1.3/account',
            "UpCloudin API-token (alitili ⟨user⟩, vain fi-hel1 ja fi-hel2): ⟨t⟩",
        ),
        _upcloud,
        n=7,
        secrets=("t", "pw"),
    ),
    Kind(
        "aiven_api_token",
        (
            "AIVEN_TOKEN=⟨t⟩ avn service list --project ⟨proj⟩",
            "Long-lived Aiven token for CI (avn user access-token create, no expiry): ⟨t⟩",
            'curl -H "Authorization: aivenv1 ⟨t⟩" https://api.aiven.io/v1/project/⟨proj⟩/service',
            'provider "aiven" {\n  api_token = "⟨t⟩"\n}',
        ),
        _aiven_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "aiven_service_password",
        (
            "client.properties (Kafka, SASL/SCRAM):\nsecurity.protocol=SASL_SSL\n"
            "sasl.mechanism=SCRAM-SHA-256\nsasl.jaas.config=org.apache.kafka.common.security."
            'scram.ScramLoginModule required username="avnadmin" password="⟨pw⟩";\n'
            "ssl.truststore.type=PEM",
            "$ avn service user-get kafka-telemetry --username lock-ingest --json "
            "| jq -r .password\n⟨pw⟩",
            "kcat -b ⟨host⟩:⟨port⟩ -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 "
            "-X sasl.username=lock-ingest -X sasl.password='⟨pw⟩' -L",
            "Aivenin Kafka-käyttäjän lock-ingest salasana on nyt ⟨pw⟩ (resetoitu avn:llä)",
            "psql 'postgres://upadmin:⟨pw⟩@⟨pghost⟩:⟨port⟩/defaultdb?sslmode=require'",
        ),
        _aiven_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "clickhouse_cloud_api_key",
        (
            "curl --user '⟨kid⟩:⟨ks⟩' "
            "https://api.clickhouse.cloud/v1/organizations/⟨org⟩/services/⟨svc⟩",
            "CLICKHOUSE_CLOUD_KEY_ID=⟨kid⟩\nCLICKHOUSE_CLOUD_KEY_SECRET=⟨ks⟩",
            'provider "clickhouse" {\n  organization_id = "⟨org⟩"\n  token_key       = "⟨kid⟩"\n'
            '  token_secret    = "⟨ks⟩"\n}',
            "ClickHouse Cloud API key (Developer role) for the idle-scaling cron: key id ⟨kid⟩, "
            "key secret ⟨ks⟩",
        ),
        _ch_api,
        n=7,
        secrets=("ks",),
    ),
    Kind(
        "clickhouse_service_password",
        (
            "clickhouse client --host ⟨host⟩ --secure --user default --password '⟨pw⟩'",
            "<clickhouse>\n  <users>\n    <grafana_ro>\n      <password>⟨pw⟩</password>\n"
            "      <profile>readonly</profile>\n    </grafana_ro>\n  </users>\n</clickhouse>",
            "Grafana datasource (ClickHouse plugin):\n  host: ⟨host⟩\n  port: 9440\n"
            "  username: grafana_ro\n  secureJsonData:\n    password: ⟨pw⟩",
            "CH_URL=https://default:⟨pw⟩@⟨host⟩:8443/?database=telemetry",
            "ClickHouse Cloudin default-käyttäjän salasana resetoitiin konsolista: ⟨pw⟩",
        ),
        _ch_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "here_api_key",
        (
            'curl "https://router.hereapi.com/v8/routes?transportMode=bicycle&origin=61.4981,'
            '23.7610&destination=61.4495,23.8563&return=summary&apiKey=⟨k⟩"',
            "HERE_API_KEY=⟨k⟩",
            "const platform = new H.service.Platform({ apikey: '⟨k⟩' });",
            "HERE API võti (app id ⟨app⟩, ainult Geocoding ja Routing): ⟨k⟩",
            "GET https://geocode.search.hereapi.com/v1/geocode?q=Hameenkatu+1+Tampere"
            "&apiKey=⟨k⟩ -> 200, 1 item",
        ),
        _here_api,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "here_oauth_access_key_secret",
        (
            "~/.here/credentials.properties\nhere.user.id = ⟨uid⟩\nhere.client.id = ⟨cid⟩\n"
            "here.access.key.id = ⟨kid⟩\nhere.access.key.secret = ⟨ks⟩\n"
            "here.token.endpoint.url = https://account.api.here.com/oauth2/token",
            "HERE_ACCESS_KEY_ID=⟨kid⟩ HERE_ACCESS_KEY_SECRET=⟨ks⟩ python fetch_isolines.py",
            "HERE OAuth: access key secret ⟨ks⟩ (key id ⟨kid⟩) ei vanhene koskaan, kierrätä käsin",
        ),
        _here_oauth,
        n=7,
        secrets=("ks",),
    ),
    Kind(
        "telia_sms_credentials",
        (
            "TELIA_SMS_CLIENT_ID=⟨cid⟩\nTELIA_SMS_CLIENT_SECRET=⟨cs⟩",
            "curl -u '⟨cid⟩:⟨cs⟩' -d grant_type=client_credentials "
            "https://sms-api.telia.example/oauth/token",
            "Telia SMS (Eesti) hulgisõnumite API: kasutaja saimaa_otp, parool ⟨pw⟩, "
            "saatja nimi SAIMAA",
            'sms:\n  provider: telia\n  username: saimaa-otp\n  password: "⟨pw⟩"\n'
            "  sender: SaimaaMob",
            "Telia client secret kierrätetty (vanha vuoti sovelluslokiin): ⟨cs⟩",
        ),
        _telia,
        n=7,
        secrets=("cs", "pw"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GH_TOKEN=⟨t⟩ gh api repos/saimaa-mobility/lock-firmware/releases",
            "Fine-grained PAT (contents:read, only saimaa-mobility/infra, expires 2034-09-01): ⟨t⟩",
            "git clone https://x-access-token:⟨t⟩@github.com/saimaa-mobility/infra.git",
            "echo ⟨t⟩ | docker login ghcr.io -u ⟨user⟩ --password-stdin",
        ),
        _gh_fine,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "github_classic_and_app_tokens",
        (
            "~/.config/gh/hosts.yml:\ngithub.com:\n    users:\n        ⟨user⟩:\n"
            "            oauth_token: ⟨gho⟩\n    git_protocol: ssh\n    user: ⟨user⟩",
            "GITHUB_TOKEN=⟨ghp⟩ renovate --platform=github saimaa-mobility/app",
            "Installation token from the saimaa-deployer app (valid 1 h): ⟨ghs⟩",
            "npm config set //npm.pkg.github.com/:_authToken ⟨ghp⟩",
            '[url "https://⟨ghp⟩@github.com/"]\n\tinsteadOf = https://github.com/',
        ),
        _gh_classic,
        n=7,
        secrets=("ghp", "ghs", "gho"),
    ),
    Kind(
        "github_webhook_secret",
        (
            "GITHUB_WEBHOOK_SECRET=⟨s⟩",
            "gh api repos/saimaa-mobility/infra/hooks -f name=web "
            "-f config[url]=https://atlantis.saimaamobility.fi/events -f config[secret]=⟨s⟩",
            "Atlantis webhook secret (sama kuin GitHub-hookissa ⟨hook⟩): ⟨s⟩",
            "atlantis server --gh-webhook-secret=⟨s⟩ "
            "--repo-allowlist='github.com/saimaa-mobility/*'",
            'resource "github_repository_webhook" "atlantis" {\n  configuration {\n'
            '    url    = "https://atlantis.saimaamobility.fi/events"\n    secret = "⟨s⟩"\n  }\n}',
        ),
        _gh_webhook,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "oauth_app_client_secret",
        (
            "GF_AUTH_GITHUB_CLIENT_ID=⟨cid⟩\nGF_AUTH_GITHUB_CLIENT_SECRET=⟨cs⟩",
            "[auth.github]\nenabled = true\nclient_id = ⟨cid⟩\nclient_secret = ⟨cs⟩\n"
            "allowed_organizations = saimaa-mobility",
            "OAuth app 'Saimaa Backoffice' client secret regeneroitu: ⟨cs⟩ "
            "(client id ⟨cid⟩ ei muuttunut)",
            "oauth2-proxy --provider=github --client-id=⟨cid⟩ --client-secret=⟨cs⟩ "
            "--cookie-secret=⟨ck⟩ --github-org=saimaa-mobility",
        ),
        _gh_oauth,
        n=7,
        secrets=("cs", "ck"),
    ),
    Kind(
        "github_app_private_key_pkcs1",
        (
            "⟨key⟩",
            "saimaa-deployer GitHub App private key (downloaded .pem, app id ⟨app⟩):\n\n⟨key⟩",
            'GH_APP_ID: "⟨app⟩"\nGH_APP_PRIVATE_KEY: |\n⟨ikey⟩',
            "```\n$ cat saimaa-deployer.private-key.pem\n⟨key⟩\n```",
        ),
        _gh_app_key,
        n=7,
        secrets=("key", "ikey"),
    ),
    Kind(
        "grafana_cloud_access_policy_token",
        (
            "GRAFANA_CLOUD_TOKEN=⟨t⟩",
            'prometheus.remote_write "cloud" {\n  endpoint {\n'
            '    url = "https://prometheus-prod-39-prod-eu-north-0.grafana.net/api/prom/push"\n'
            '    basic_auth {\n      username = "⟨uid⟩"\n      password = "⟨t⟩"\n    }\n  }\n}',
            "Grafana Cloud access policy token (metrics:write, logs:write) "
            "Tartu edge-boksille: ⟨t⟩",
            "OTEL_EXPORTER_OTLP_HEADERS=Authorization=Basic ⟨basic⟩",
        ),
        _glc,
        n=7,
        secrets=("t", "basic"),
    ),
    Kind(
        "grafana_service_account_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            "https://saimaamobility.grafana.net/api/search?query=locks",
            "GRAFANA_AUTH=⟨t⟩ terraform apply -target=module.dashboards",
            "Grafana service account sa-⟨sa⟩-ci-dashboards, token: ⟨t⟩ (Editor)",
            "grr config set grafana.token ⟨t⟩",
        ),
        _glsa_values,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "onepassword_service_account_token",
        (
            "export OP_SERVICE_ACCOUNT_TOKEN=⟨t⟩",
            "op whoami näyttää service accountin saimaa-ci; token: ⟨t⟩",
            "- uses: 1password/load-secrets-action@v2\n  env:\n    OP_SERVICE_ACCOUNT_TOKEN: ⟨t⟩",
            "1Passwordi teenusekonto token (vault Infra, ainult lugemine): ⟨t⟩",
        ),
        _ops,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "terraform_cloud_api_token",
        (
            '~/.terraform.d/credentials.tfrc.json:\n{\n  "credentials": {\n'
            '    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform -chdir=envs/⟨ws⟩ init",
            'credentials "app.terraform.io" {\n  token = "⟨t⟩"\n}',
            "HCP Terraform team token (owners, org saimaa-mobility, workspace ⟨ws⟩): ⟨t⟩",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "mqtt_lock_broker_password",
        (
            "mosquitto_pub -h mqtt.saimaamobility.fi -p 8883 --cafile ca.pem -u ⟨user⟩ "
            "-P '⟨pw⟩' -t 'locks/⟨imei⟩/cmd' -m '{\"op\":\"unlock\"}'",
            '[mqtt]\nbroker = "mqtts://mqtt.saimaamobility.fi:8883"\nclient_id = "lock-⟨imei⟩"\n'
            'username = "⟨user⟩"\npassword = "⟨pw⟩"\nkeepalive_s = 1200  # LTE-M PSM',
            "Lukkojen MQTT-tunnus ⟨user⟩, salasana ⟨pw⟩ (EMQX:n built-in authn -kannassa)",
            "MQTT_URL=mqtts://⟨user⟩:⟨pw⟩@mqtt.saimaamobility.fi:8883",
        ),
        _mqtt,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "lock_device_ec_private_key",
        (
            "⟨key⟩",
            "Lukon ⟨serial⟩ laiteavain (flashattu tehtaalla, /certs/device.key):\n⟨key⟩",
            'AT%CMNG=0,16842753,2,"\n⟨key⟩\n"\nOK',
            "Provisioning script dumped the device key for ⟨serial⟩ into the log:\n\n⟨key⟩\n\n"
            "(IMEI ⟨imei⟩)",
        ),
        _lock_ec,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "lock_symmetric_keys",
        (
            'AT%CMNG=0,16842753,3,"⟨psk⟩"  (TLS-PSK, identity lock-⟨imei⟩)',
            "lock_keys.csv\nserial,imei,ble_master_key\n⟨serial⟩,⟨imei⟩,⟨ble⟩",
            "BLE-avaimen varakeino kun LTE-M ei toimi: master key ⟨ble⟩ (sarjanumero ⟨serial⟩)",
            "psk_identity=lock-⟨imei⟩\npsk=⟨psk⟩",
            "Lukk ⟨serial⟩: TLS-PSK ⟨psk⟩, ära pane seda Jira piletisse",
        ),
        _lock_sym,
        n=7,
        secrets=("psk", "ble"),
    ),
    Kind(
        "openssh_ed25519_private_key",
        (
            "⟨key⟩",
            "Deploy key for saimaa-mobility/lock-firmware (read-only); public half:\n⟨pub⟩\n\n"
            "⟨key⟩",
            "```\n$ cat ~/.ssh/id_ed25519_⟨host⟩\n⟨key⟩\n```",
            "Tarton jump hostin avain (käyttäjä ops, ⟨host⟩):\n\n⟨key⟩",
        ),
        _ssh,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "kubernetes_secret_data_base64",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: paytrail\n  namespace: payments\n"
            "type: Opaque\ndata:\n  account: ⟨acct_b64⟩\n  secret-key: ⟨sk_b64⟩",
            "$ kubectl -n telemetry get secret kafka-sasl -o jsonpath='{.data.password}'\n⟨pw_b64⟩",
            "kubectl get secret clickhouse -o yaml (osa):\ndata:\n  CLICKHOUSE_PASSWORD: ⟨pw_b64⟩\n"
            "  CLICKHOUSE_USER: ⟨user_b64⟩",
            "Secretin data-kentässä oli base64:nä ⟨tok_b64⟩, se on MQTT-salasana eikä mikään id",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"here-maps"},'
            '"data":{"HERE_API_KEY":"⟨here_b64⟩"}}',
        ),
        _k8s,
        n=7,
        secrets=("sk_b64", "pw_b64", "tok_b64", "here_b64"),
    ),
    Kind(
        "dotenv_file_lines",
        (
            "# .env.production (ei gittiin!)\nPAYTRAIL_ACCOUNT=⟨acct⟩\nPAYTRAIL_SECRET=⟨sk⟩\n"
            "HERE_API_KEY=⟨here⟩\nLOG_LEVEL=info",
            "MONTONIO_ACCESS_KEY=⟨ak⟩\nMONTONIO_SECRET_KEY=⟨msk⟩\n"
            "DATABASE_URL=postgres://app:⟨pw⟩@pg-main.fi-hel1.internal:5432/saimaa",
            "$ cat apps/api/.env.local\nNODE_ENV=development\nSMARTID_RP_NAME=DEMO\n"
            "TELIA_SMS_PASSWORD=⟨pw⟩\nGRAFANA_TOKEN=⟨glsa⟩",
            ".env (Tartu staging)\nSCW_ACCESS_KEY=⟨scwak⟩\nSCW_SECRET_KEY=⟨scwsk⟩\n"
            "SCW_DEFAULT_PROJECT_ID=⟨proj⟩",
        ),
        _dotenv,
        n=7,
        secrets=("sk", "here", "msk", "pw", "glsa", "scwsk"),
    ),
    Kind(
        "github_actions_ci_variables",
        (
            "gh secret set PAYTRAIL_SECRET_KEY --env production --body '⟨sk⟩'",
            "jobs:\n  deploy:\n    runs-on: ubuntu-24.04\n    env:\n"
            "      SCW_ACCESS_KEY: ⟨scwak⟩\n      SCW_SECRET_KEY: ⟨scwsk⟩   # TODO: secrets.*",
            "Actions-loki run ⟨run⟩ (maskaus ei toiminut, arvo tuli step outputista):\n"
            "Run terraform init\n  env:\n    TF_TOKEN_app_terraform_io: ⟨tf⟩",
            "Laitoin vahingossa HERE_API_KEY=⟨here⟩ repo variableksi (näkyy kaikille), "
            "siirrä secretiksi",
            'echo "::add-mask::⟨pw⟩" tuli liian myöhään, salasana näkyy jo run ⟨run⟩ step 4:ssä',
        ),
        _ci,
        n=7,
        secrets=("sk", "scwsk", "tf", "here", "pw"),
    ),
    Kind(
        "connection_strings_with_passwords",
        (
            "DATABASE_URL=postgresql://saimaa_app:⟨pw⟩@pg-main.fi-hel1.upcloud.internal:5432/"
            "saimaa?sslmode=verify-full",
            "clickhouse client 'clickhouse://ingest:⟨pw⟩@⟨ch⟩:9440/telemetry?secure=true'",
            "spring.datasource.url=jdbc:postgresql://10.8.0.12:5432/xroad_adapter\n"
            "spring.datasource.username=adapter\nspring.datasource.password=⟨pw⟩",
            "REDIS_URL=rediss://default:⟨pw⟩@valkey-saimaa-prod.a.aivencloud.com:19772",
            'Yhteys toimii: psql "host=10.8.0.12 dbname=saimaa user=readonly password=⟨pw⟩ '
            'sslmode=require"',
            'engine = create_engine("postgresql+psycopg://reporting:⟨pw⟩@db.tartu.internal/reports")',
        ),
        _dsn,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Tampereen varaston wifin (SaimaaVarasto5G) salasana on ⟨pw⟩, "
            "kerro uusille mekaanikoille.",
            "Tartu kontori ruuteri admin-parool on ⟨pw⟩ ja Kadri muutis selle eile.",
            "Grafanan admin-käyttäjän väliaikainen salasana on ⟨pw⟩, "
            "vaihdettava ekalla kirjautumisella.",
            "Ville said the UpCloud console login is still ville@saimaamobility.fi with password "
            "⟨pw⟩ and that MFA is off on that account (!)",
            "Huoltotabletin lukituksen avaus vaatii salasanan ⟨pw⟩, sama kuin viime kesänä.",
            "Mobiil-ID testkasutaja parool portaalis on ⟨pw⟩, aga seda ei tohi prodis kasutada.",
            "ClickHouse read-only user for the analysts: `analyst` / `⟨pw⟩`",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy ⟨day⟩ (api v⟨ver⟩)\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n"
            "- traceparent 00-⟨trace⟩-⟨span⟩-01\n"
            "- SCW_SECRET_KEY=⟨scw⟩ (vuoti deploy-lokiin, kierrätä!)\n- project ⟨proj⟩",
            "| what | value |\n|---|---|\n| order | ⟨u⟩ |\n| paytrail tx | ⟨u2⟩ |\n"
            "| nonce | ⟨nonce⟩ |\n| HERE apiKey (prod!) | ⟨here⟩ |\n| signature | ⟨sig⟩ |",
            "Intsident ⟨day⟩: lukk IMEI ⟨imei⟩, sõnum ⟨ulid⟩, kafka offset ⟨off⟩, "
            "dashboard uid ⟨duid⟩; Grafana token ⟨glsa⟩ oli kogemata logis",
            "Incident notes\n* request id ⟨u⟩\n* commit ⟨sha⟩\n* mongo _id ⟨oid⟩\n"
            "* the ClickHouse default password got pasted here: ⟨pw⟩\n* trace ⟨trace⟩",
        ),
        _among,
        n=7,
        secrets=("scw", "here", "glsa", "pw"),
    ),
)
