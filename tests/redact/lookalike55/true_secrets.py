"""True secrets as they leak into a grid operator's memory notes; each kind names the
fields that must not survive. Formats and lengths follow the vendors' real ones."""

from __future__ import annotations

import struct
from random import Random

from tests.redact.lookalike55.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UHEX,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    creditor_id,
    ean18,
    git_sha,
    hexs,
    iban,
    meter_serial,
    mollie_id,
    num,
    passphrase,
    password,
    pick,
    uhex,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_LIVE = "li" + "ve_"
_TEST = "te" + "st_"
_ACCESS = "acc" + "ess_"
_GLSA = "gl" + "sa_"
_GLC = "gl" + "c_"
_ATBB = "AT" + "BB"
_ATATT = "ATA" + "TT3xFfGF0"
_ATCTT = "ATC" + "TT3xFfGN0"
_ATLASV1 = ".atlas" + "v1."
_ACR = "+A" + "CR"
_AZFU = "Az" + "Fu"
_AZCA = "Az" + "Ca"
_AEH = "+A" + "Eh"
_SECRET_Q = "Q" + "~"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE KEY-----"

_SECRET_CHARS = ALNUM + "_~.-"
_URL_SAFE_PW = ALNUM + "-_.~"


def _sfx(r: Random) -> str:
    return pick(r, LOWER_ALNUM, 4)


def _pw_url(r: Random) -> str:
    return pick(r, ALNUM, 1) + pick(r, _URL_SAFE_PW, r.choice((17, 21, 25)))


def _storage(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "acct": "stgwn" + r.choice(("prd", "acc", "tfstate", "p1arch")) + _sfx(r),
        "date": f"2032-0{r.randint(1, 5)}-{r.randint(10, 28)}T{r.randint(0, 23):02d}"
        f":14:55.{num(r, 6)}+00:00",
    }


def _evh_key(r: Random) -> str:
    if r.random() < 0.5:
        return b64(r, 32)
    return pick(r, ALNUM, 33) + _AEH + pick(r, ALNUM, 6) + "="


def _eventhubs(r: Random) -> dict[str, str]:
    return {
        "k": _evh_key(r),
        "ns": r.choice(("evhns-gwn-p1-prd", "evhns-gwn-scada", "evhns-gwn-essen-acc")),
        "policy": r.choice(("p1-ingest-send", "listen-grafana", "RootManageSharedAccessKey")),
    }


def _entra_secret(r: Random) -> str:
    return pick(r, _SECRET_CHARS, 3) + str(r.randint(0, 9)) + _SECRET_Q + pick(r, _SECRET_CHARS, 34)


def _entra(r: Random) -> dict[str, str]:
    return {
        "s": _entra_secret(r),
        "app": uuid4(r),
        "tenant": uuid4(r),
        "sub": uuid4(r),
        "name": r.choice(("sp-terraform-prd", "sp-bitbucket-deploy", "grafana-sso")),
    }


def _sas_sig(r: Random) -> str:
    return b64(r, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def _sas(r: Random) -> dict[str, str]:
    return {"sig": _sas_sig(r), "acct": "stgwnp1arch" + _sfx(r), "day": str(r.randint(10, 28))}


def _kubeconfig(r: Random) -> dict[str, str]:
    inner = (
        _BEGIN
        + "RSA "
        + _PK
        + "\n"
        + wrap("MIIJKQIBAAKCAgEA" + b64(r, 600), 64)
        + "\n"
        + _END
        + "RSA "
        + _PK
        + "\n"
    )
    return {
        "token": hexs(r, 64),
        "ckd": b64_of(inner),
        "ccd": b64(r, 240),
        "sfx": _sfx(r),
        "ca": b64(r, 180),
    }


def _keyvault(r: Random) -> dict[str, str]:
    return {
        "v": r.choice((password(r, 24), passphrase(r) + pick(r, ALNUM, 4), password(r, 32))),
        "sfx": _sfx(r),
        "ver": hexs(r, 32),
        "name": r.choice(("psql-admin", "grafana-admin", "mqtt-bridge", "sftp-leverancier")),
    }


def _pw(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, 18), password(r, 22), password(r, 28), passphrase(r) + "!")),
        "pwu": _pw_url(r),
        "sk": pick(r, ALNUM, 24),
        "sfx": _sfx(r),
        "n": num(r, 4),
    }


def _cosmos(r: Random) -> dict[str, str]:
    return {"k": b64(r, 64), "k2": b64(r, 64)}


def _redis(r: Random) -> dict[str, str]:
    key = pick(r, ALNUM, 32) + _AZCA + pick(r, ALNUM, 7) + "=" if r.random() < 0.6 else b64(r, 32)
    return {"k": key}


def _acr(r: Random) -> dict[str, str]:
    return {"pw": pick(r, ALNUM + "+/", 42) + _ACR + pick(r, ALNUM, 6)}


def _function_key(r: Random) -> dict[str, str]:
    return {"k": pick(r, B64URL, 40) + _AZFU + pick(r, B64URL, 10) + "=="}


def _mollie(r: Random) -> dict[str, str]:
    return {
        "live": _LIVE + pick(r, ALNUM, 30),
        "test": _TEST + pick(r, ALNUM, 30),
        "access": _ACCESS + pick(r, ALNUM, 40),
        "pfl": pick(r, ALNUM, 10),
        "tr": mollie_id(r, "tr"),
    }


def _psd2(r: Random) -> dict[str, str]:
    return {"cs": pick(r, ALNUM, r.choice((32, 40, 48))), "cid": uuid4(r)}


def _tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLASV1 + pick(r, ALNUM, 67)}


def _grafana_sa(r: Random) -> dict[str, str]:
    return {"t": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8)}


def _grafana_cloud(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    claims = {
        "o": num(r, 6),
        "n": r.choice(
            ("alloy-p1-ingest", "stack-" + stack + "-integration-gwn", "loki-writer-essen")
        ),
        "k": pick(r, ALNUM, 24),
        "m": {"r": r.choice(("prod-eu-west-2", "prod-eu-west-3", "prod-eu-north-0"))},
    }
    return {"t": _GLC + b64url_json(claims), "uid": num(r, 7)}


def _pd_api(r: Random) -> dict[str, str]:
    t = r.choice(("u+" + pick(r, B64URL, 18), pick(r, B64URL + "+", 20)))
    return {"t": t}


def _pd_routing(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "dedup": "scada-" + num(r, 6), "uid": pick(r, ALNUM, 9)}


def _atbb(r: Random) -> dict[str, str]:
    return {"t": _ATBB + pick(r, ALNUM, 24) + pick(r, UHEX, 8)}


def _atlassian(r: Random) -> dict[str, str]:
    return {
        "t": _ATATT + pick(r, B64URL, 170) + "=" + uhex(r, 8),
        "rt": _ATCTT + pick(r, B64URL, 170) + "=" + uhex(r, 8),
        "n": str(r.randint(100, 4999)),
    }


def _dsmr_keys(r: Random) -> dict[str, str]:
    return {"guek": uhex(r, 32), "ak": uhex(r, 32), "serial": meter_serial(r)}


def _apim(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "pc": str(r.randint(6811, 6846))}


def _jwt(r: Random) -> dict[str, str]:
    tenant = uuid4(r)
    thumb = b64url(r, 20)
    iat = r.randint(1969660800, 1972252800)
    header = {"typ": "JWT", "alg": "RS256", "x5t": thumb, "kid": thumb}
    claims = {
        "aud": r.choice(("https://management.azure.com", "api://gwn-storingen-api")),
        "iss": f"https://sts.windows.net/{tenant}/",
        "iat": iat,
        "nbf": iat,
        "exp": iat + 4199,
        "appid": uuid4(r),
        "oid": uuid4(r),
        "tid": tenant,
        "ver": "1.0",
    }
    return {"jwt": f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, 256)}"}


def _teams(r: Random) -> dict[str, str]:
    return {
        "sig": b64url(r, 32),
        "wf": hexs(r, 32),
        "nn": f"{r.randint(1, 250):02d}",
        "hx": hexs(r, 32),
        "v2": "V2" + b64url(r, 32),
        "u1": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
    }


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _openssh(r: Random) -> dict[str, str]:
    pub = r.randbytes(32)
    comment = r.choice(("bitbucket-deploy@gwn", "sanne@lt-arnhem-042", "pipelines@gelderwerk"))
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = r.randbytes(4)
    private = (
        check + check + blob + _ssh_string(r.randbytes(32) + pub) + _ssh_string(comment.encode())
    )
    private += bytes(range(1, 1 + (-len(private)) % 8))
    raw = (
        b"openssh-key-v1\0"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(blob)
        + _ssh_string(private)
    )
    return {
        "body": wrap(b64_of(raw), 70),
        "comment": comment,
        "host": r.choice(("bitbucket.org", "jump-ah01")),
    }


_RSA_PKCS8 = bytes.fromhex(
    "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
)
_EC_HEAD = bytes.fromhex("30770201010420")
_EC_MID = bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04"


def _pkcs8(r: Random) -> dict[str, str]:
    rsa = _RSA_PKCS8 + r.randbytes(1189)
    ec = _EC_HEAD + r.randbytes(32) + _EC_MID + r.randbytes(64)
    return {"rsa": wrap(b64_of(rsa), 64), "ec": wrap(b64_of(ec), 64)}


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((20, 24)))
    return {
        "pb": b64_of(pw),
        "ub": b64_of(r.choice(("meter_ingest", "grafana_ro", "incasso_svc"))),
        "pw": password(r, 22),
        "cs": b64_of(
            f"Host=psql-gwn-meter.postgres.database.azure.com;Username=meter_ingest;Password={pw}"
        ),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "ean": ean18(r),
        "iban": iban(r, "NL"),
        "ci": creditor_id(r, "NL"),
        "tr": mollie_id(r, "tr"),
        "sha": git_sha(r),
        "corr": uuid4(r),
        "live": _LIVE + pick(r, ALNUM, 30),
        "pw": password(r, 20),
        "k": b64(r, 64),
        "serial": meter_serial(r),
    }


_RSA_TEMPLATE = _BEGIN + _PK + "\n⟨rsa⟩\n" + _END + _PK
_EC_TEMPLATE = _BEGIN + "EC " + _PK + "\n⟨ec⟩\n" + _END + "EC " + _PK
_OPENSSH_TEMPLATE = _BEGIN + "OPENSSH " + _PK + "\n⟨body⟩\n" + _END + "OPENSSH " + _PK

SECRETS: tuple[Kind, ...] = (
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "$ az storage blob upload-batch -d p1-archive -s ./export --account-name ⟨acct⟩ "
            "--account-key ⟨k⟩",
            "export ARM_ACCESS_KEY=⟨k⟩   # tfstate backend, storage account ⟨acct⟩",
            '$ az storage account keys list -n ⟨acct⟩ -o json\n[\n  {\n    "creationTime": '
            '"⟨date⟩",\n'
            '    "keyName": "key1",\n    "permissions": "FULL",\n    "value": "⟨k⟩"\n  }\n]',
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "event_hubs_sas_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨policy⟩;"
            "SharedAccessKey=⟨k⟩;EntityPath=p1-telegrams",
            "bootstrap.servers=⟨ns⟩.servicebus.windows.net:9093\nsecurity.protocol=SASL_SSL\n"
            "sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain."
            'PlainLoginModule required username="$ConnectionString" password="Endpoint=sb://'
            '⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩";',
            "De key van policy ⟨policy⟩ op Event Hub ⟨ns⟩/p1-telegrams is ⟨k⟩ — staat nog niet "
            "in Key Vault.",
            'EVENTHUB_CONNECTION="Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩"',
        ),
        _eventhubs,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "entra_client_secret",
        (
            "ARM_CLIENT_ID=⟨app⟩\nARM_CLIENT_SECRET=⟨s⟩\nARM_TENANT_ID=⟨tenant⟩\n"
            "ARM_SUBSCRIPTION_ID=⟨sub⟩",
            "$ az login --service-principal -u ⟨app⟩ -p '⟨s⟩' --tenant ⟨tenant⟩",
            "[auth.azuread]\nenabled = true\nclient_id = ⟨app⟩\nclient_secret = ⟨s⟩\n"
            "auth_url = https://login.microsoftonline.com/⟨tenant⟩/oauth2/v2.0/authorize",
            '$ az ad app credential reset --id ⟨app⟩ --display-name ⟨name⟩\n{\n  "appId": '
            '"⟨app⟩",\n'
            '  "password": "⟨s⟩",\n  "tenant": "⟨tenant⟩"\n}',
        ),
        _entra,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "blob_sas_signature",
        (
            "https://⟨acct⟩.blob.core.windows.net/p1-archive/2032/06/telegrams.parquet?sp=r&"
            "st=2032-06-03T08:00:00Z&se=2032-06-⟨day⟩T17:00:00Z&spr=https&sv=2024-11-04&sr=b&sig=⟨sig⟩",
            "azcopy copy './dump/*' 'https://⟨acct⟩.blob.core.windows.net/outage-exports?"
            "sv=2024-11-04&ss=b&srt=co&sp=rwdlac&se=2032-07-01T00:00:00Z&spr=https&sig=⟨sig⟩' "
            "--recursive",
            "SAS voor de leverancier (geldig t/m ⟨day⟩ juni): ?sv=2024-11-04&sr=c&sp=rl&"
            "se=2032-06-⟨day⟩&spr=https&sig=⟨sig⟩",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "aks_kubeconfig_credentials",
        (
            "apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: ⟨ca⟩\n"
            "    server: https://aks-gwn-prd-⟨sfx⟩.hcp.westeurope.azmk8s.io:443\n"
            "  name: aks-gwn-prd\nusers:\n- name: clusterAdmin_rg-gwn-prd-weu-net_aks-gwn-prd\n"
            "  user:\n    client-certificate-data: ⟨ccd⟩\n    client-key-data: ⟨ckd⟩\n"
            "    token: ⟨token⟩",
            "$ kubectl --token=⟨token⟩ "
            "--server=https://aks-gwn-prd-⟨sfx⟩.hcp.westeurope.azmk8s.io:443 "
            "get pods -n meter-ingest",
            "users:\n- name: clusterUser_rg-gwn-acc-weu-meter_aks-gwn-acc\n  user:\n"
            "    token: ⟨token⟩",
        ),
        _kubeconfig,
        n=7,
        secrets=("token", "ckd"),
    ),
    Kind(
        "key_vault_secret_value",
        (
            "$ az keyvault secret show --vault-name kv-gwn-prd-⟨sfx⟩ -n ⟨name⟩\n{\n"
            '  "attributes": {\n    "enabled": true,\n    "recoveryLevel": "Recoverable"\n  },\n'
            '  "id": "https://kv-gwn-prd-⟨sfx⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",\n'
            '  "name": "⟨name⟩",\n  "value": "⟨v⟩"\n}',
            "$ az keyvault secret set --vault-name kv-gwn-prd-⟨sfx⟩ --name ⟨name⟩ --value '⟨v⟩'",
            "Key Vault kv-gwn-prd-⟨sfx⟩, secret `⟨name⟩`: ⟨v⟩ (versie van 4 juni)",
        ),
        _keyvault,
        n=7,
        secrets=("v",),
    ),
    Kind(
        "azure_sql_password",
        (
            "Server=tcp:sql-gwn-billing.database.windows.net,1433;Initial Catalog=sepa_incasso;"
            "Persist Security Info=False;User ID=svc_incasso;Password=⟨pw⟩;"
            "MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;"
            "Connection Timeout=30;",
            "$ sqlcmd -S sql-gwn-billing.database.windows.net -d sepa_incasso -U svc_incasso "
            "-P '⟨pw⟩' -Q \"SELECT COUNT(*) FROM dbo.Mandates\"",
            '{\n  "ConnectionStrings": {\n    "Incasso": "Server=tcp:sql-gwn-billing.database.'
            "windows.net,1433;Database=sepa_incasso;User "
            'ID=svc_incasso;Password=⟨pw⟩;Encrypt=True"\n'
            "  }\n}",
        ),
        _pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "postgres_password",
        (
            "PGPASSWORD='⟨pw⟩' psql -h psql-gwn-meter-⟨sfx⟩.postgres.database.azure.com "
            "-U meteradmin -d readings",
            "DATABASE_URL=postgresql://meter_ingest:⟨pwu⟩@psql-gwn-meter-⟨sfx⟩.postgres.database."
            "azure.com:5432/readings?sslmode=require",
            "~/.pgpass: psql-gwn-meter-⟨sfx⟩.postgres.database.azure.com:5432:readings:"
            "meteradmin:⟨pwu⟩",
            "Das Admin-Passwort der Flexible-Server-Instanz in Essen ist ⟨pw⟩ "
            "(Benutzer pgadmin_essen).",
        ),
        _pw,
        n=7,
        secrets=("pw", "pwu"),
    ),
    Kind(
        "cosmos_account_key",
        (
            "AccountEndpoint=https://cosmos-gwn-outage.documents.azure.com:443/;AccountKey=⟨k⟩;",
            "COSMOS_KEY=⟨k⟩",
            "$ az cosmosdb keys list -n cosmos-gwn-outage -g rg-gwn-prd-weu-net\n{\n  "
            '"primaryMasterKey": '
            '"⟨k⟩",\n  "primaryReadonlyMasterKey": "⟨k2⟩"\n}',
        ),
        _cosmos,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "redis_cache_key",
        (
            "$ redis-cli -h redis-gwn-sessions.redis.cache.windows.net -p 6380 --tls -a '⟨k⟩' PING",
            "REDIS_CONNECTION=redis-gwn-sessions.redis.cache.windows.net:6380,password=⟨k⟩,"
            "ssl=True,abortConnect=False",
            "Primary access key van de Redis cache (na de rotatie van maandag): ⟨k⟩",
        ),
        _redis,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "acr_admin_password",
        (
            "$ docker login crgwnprod.azurecr.io -u crgwnprod -p ⟨pw⟩",
            "echo '⟨pw⟩' | helm registry login crgwnprod.azurecr.io --username crgwnprod "
            "--password-stdin",
            "pipelines:\n  default:\n    - step:\n        name: Build image\n        script:\n"
            "          - docker login crgwnprod.azurecr.io -u crgwnprod -p ⟨pw⟩\n"
            "          - docker build -t crgwnprod.azurecr.io/p1-ingest:$BITBUCKET_COMMIT .",
            '$ az acr credential show -n crgwnprod\n{\n  "passwords": [\n    {\n      "name": '
            '"password",\n      "value": "⟨pw⟩"\n    }\n  ],\n  "username": "crgwnprod"\n}',
        ),
        _acr,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "function_key",
        (
            "curl -X POST 'https://func-gwn-outage-notify.azurewebsites.net/api/notify?code=⟨k⟩' "
            "-d @storing.json",
            'curl -H "x-functions-key: ⟨k⟩" '
            "https://func-gwn-p1-ingest.azurewebsites.net/api/telegram",
            "Host key (default) der Function App func-gwn-p1-ingest: ⟨k⟩",
        ),
        _function_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "mollie_api_keys",
        (
            "MOLLIE_API_KEY=⟨live⟩",
            'curl https://api.mollie.com/v2/payments -H "Authorization: Bearer ⟨live⟩" '
            '-d "amount[currency]=EUR" -d "amount[value]=42.50" -d "description=Aansluitkosten"',
            "Mollie test key voor de acceptatie-omgeving: ⟨test⟩ (profiel pfl_⟨pfl⟩)",
            'mollie_client.set_access_token("⟨access⟩")  # organization token, payments.read '
            "mandates.write",
            "Refund voor ⟨tr⟩ lukte pas met de live key ⟨live⟩, de test key gaf 401.",
        ),
        _mollie,
        n=7,
        secrets=("live", "test", "access"),
    ),
    Kind(
        "bank_api_client_secret",
        (
            "curl -X POST https://api.rabobank.nl/openapi/oauth2/token -d grant_type="
            "client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩ --cert gwn-qseal.pem",
            "BANK_API_CLIENT_ID=⟨cid⟩\nBANK_API_CLIENT_SECRET=⟨cs⟩",
            "Client-Secret für die Sparkassen-Schnittstelle (Lastschrift-Rückläufer): ⟨cs⟩",
        ),
        _psd2,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "certificate_store_passphrase",
        (
            "openssl pkcs12 -in gwn-qwac-2032.pfx -nocerts -nodes -passin pass:⟨pwu⟩ -out "
            "client.key",
            "$ az keyvault certificate import --vault-name kv-gwn-prd-⟨sfx⟩ -n qwac-2032 "
            "-f gwn-qwac-2032.pfx --password '⟨pw⟩'",
            "Het wachtwoord van de PFX voor het QWAC-certificaat is ⟨pw⟩.",
            "keytool -importkeystore -srckeystore sepa-ebics.p12 -srcstoretype PKCS12 "
            "-srcstorepass ⟨pwu⟩ -destkeystore ebics.jks",
        ),
        _pw,
        n=7,
        secrets=("pw", "pwu"),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform init -upgrade",
            'credentials "app.terraform.io" {\n  token = "⟨t⟩"\n}',
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "config_file_passwords",
        (
            "[security]\nadmin_user = admin\nadmin_password = ⟨pw⟩\nsecret_key = ⟨sk⟩",
            'terraform.tfvars:\n\nlocation            = "westeurope"\npsql_admin_login    = '
            '"meteradmin"\npsql_admin_password = "⟨pw⟩"',
            "GF_SECURITY_ADMIN_PASSWORD='⟨pw⟩' docker compose up -d grafana",
            "export TF_VAR_mqtt_bridge_password='⟨pw⟩'",
        ),
        _pw,
        n=7,
        secrets=("pw", "sk"),
    ),
    Kind(
        "grafana_service_account_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            '"https://grafana.gelderwerk.nl/api/search?query=P1"',
            'provider "grafana" {\n  url  = "https://grafana.gelderwerk.nl"\n  auth = "⟨t⟩"\n}',
            "GRAFANA_TOKEN=⟨t⟩ (service account sa-terraform, rol Editor)",
        ),
        _grafana_sa,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "grafana_cloud_token",
        (
            'prometheus.remote_write "grafanacloud" {\n  endpoint {\n    url = "https://prometheus-'
            'prod-24-prod-eu-west-2.grafana.net/api/prom/push"\n    basic_auth {\n'
            '      username = "⟨uid⟩"\n      password = "⟨t⟩"\n    }\n  }\n}',
            "GRAFANA_CLOUD_API_KEY=⟨t⟩",
            "curl -u ⟨uid⟩:⟨t⟩ https://logs-prod-012.grafana.net/loki/api/v1/labels",
        ),
        _grafana_cloud,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "pagerduty_api_key",
        (
            'curl -H "Authorization: Token token=⟨t⟩" -H "Accept: application/vnd.pagerduty+json;'
            'version=2" "https://api.pagerduty.com/incidents?statuses[]=triggered"',
            "PAGERDUTY_TOKEN=⟨t⟩ terraform apply -target=module.oncall",
            'provider "pagerduty" {\n  token = "⟨t⟩"\n}',
            "De REST API key van PagerDuty (read-only, voor het storingsdashboard) is ⟨t⟩",
        ),
        _pd_api,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "pagerduty_routing_key",
        (
            '{"routing_key": "⟨k⟩", "event_action": "trigger", "dedup_key": "⟨dedup⟩", '
            '"payload": {"summary": "MS-station Arnhem-Zuid: spanningsdip", "source": '
            '"scada-bridge", "severity": "critical"}}',
            "contactPoints:\n  - orgId: 1\n    name: pd-storingsdienst\n    receivers:\n"
            "      - uid: ⟨uid⟩\n        type: pagerduty\n        settings:\n"
            "          integrationKey: ⟨k⟩\n          severity: critical",
            "Integration key (Events API v2) für den Service 'Netzbetrieb Essen': ⟨k⟩",
        ),
        _pd_routing,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "bitbucket_app_password",
        (
            "git clone https://sanne-gwn:⟨t⟩@bitbucket.org/gelderwerk/p1-ingest.git",
            "BITBUCKET_APP_PASSWORD=⟨t⟩",
            "curl -u sanne-gwn:⟨t⟩ https://api.bitbucket.org/2.0/repositories/gelderwerk/"
            "terraform-azure/pipelines/",
        ),
        _atbb,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "atlassian_api_tokens",
        (
            "curl -u sanne@gelderwerk.nl:⟨t⟩ "
            "https://gelderwerk.atlassian.net/rest/api/3/issue/NET-⟨n⟩",
            "git push https://x-token-auth:⟨rt⟩@bitbucket.org/gelderwerk/grafana-dashboards.git",
            "Repository access token for terraform-azure (pipelines write): ⟨rt⟩",
            "JIRA_API_TOKEN=⟨t⟩",
        ),
        _atlassian,
        n=7,
        secrets=("t", "rt"),
    ),
    Kind(
        "dsmr_p1_keys",
        (
            'dsmr:\n  decryption_key: "⟨guek⟩"\n  max_telegram_length: 1700\n  request_interval: '
            "10s",
            "P1 decryption key (GUEK) meter ⟨serial⟩: ⟨guek⟩, AK ⟨ak⟩",
            "Der GUEK für den Testzähler im Labor Essen lautet ⟨guek⟩ (AK: ⟨ak⟩).",
            "telegram = parser.parse(raw, encryption_key='⟨guek⟩', authentication_key='⟨ak⟩')",
        ),
        _dsmr_keys,
        n=7,
        secrets=("guek", "ak"),
    ),
    Kind(
        "mqtt_broker_password",
        (
            "mosquitto_sub -h mqtt.gelderwerk.nl -p 8883 --cafile ca.crt -u p1-bridge -P '⟨pw⟩' "
            "-t 'dsmr/+/telegram'",
            "connection azure-bridge\naddress mqtt-gwn.westeurope-1.ts.eventgrid.azure.net:8883\n"
            "remote_username p1-bridge\nremote_password ⟨pw⟩\ntopic dsmr/# out 1",
            "MQTT-Zugang für die P1-Gateways: Benutzer p1gw, Passwort ⟨pw⟩",
        ),
        _pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "outage_api_subscription_key",
        (
            'curl -H "Ocp-Apim-Subscription-Key: ⟨k⟩" '
            '"https://api.gelderwerk.nl/storingen/v2/outages?postcode=⟨pc⟩&status=actief"',
            "OUTAGE_API_KEY=⟨k⟩  # APIM product 'storingen-partners', primary key",
            "The partner key for the outage feed (Liander-style schema) is ⟨k⟩; the secondary "
            "stays unused.",
        ),
        _apim,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "entra_bearer_jwt",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            '"https://management.azure.com/subscriptions?api-version=2022-12-01"',
            "2032-06-11T07:14:02Z POST /storingen/v2/outages 201 auth=Bearer ⟨jwt⟩",
            "ACCESS_TOKEN=⟨jwt⟩",
        ),
        _jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "teams_webhook_signature",
        (
            "https://prod-⟨nn⟩.westeurope.logic.azure.com:443/workflows/⟨wf⟩/triggers/manual/"
            "paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=⟨sig⟩",
            "Teams-Kanal #störungen-essen, Workflow-URL: https://prod-⟨nn⟩.germanywestcentral."
            "logic.azure.com:443/workflows/⟨wf⟩/triggers/manual/paths/invoke?api-version="
            "2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=⟨sig⟩",
            "TEAMS_WEBHOOK=https://gelderwerk.webhook.office.com/webhookb2/⟨u1⟩@⟨u2⟩/"
            "IncomingWebhook/⟨hx⟩/⟨u3⟩/⟨v2⟩",
        ),
        _teams,
        n=7,
        secrets=("sig", "hx", "v2"),
    ),
    Kind(
        "openssh_private_key",
        (
            _OPENSSH_TEMPLATE,
            "Deploy key voor ⟨host⟩ (⟨comment⟩), uit ~/.ssh/id_ed25519:\n\n"
            + _OPENSSH_TEMPLATE
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "pkcs8_private_key",
        (
            _RSA_TEMPLATE,
            "client.key für die mTLS-Verbindung zur Bank:\n\n" + _RSA_TEMPLATE,
            _EC_TEMPLATE,
            "Signing key van de P1-gateway firmware (ECDSA P-256):\n" + _EC_TEMPLATE + "\n",
        ),
        _pkcs8,
        n=7,
        secrets=("rsa", "ec"),
    ),
    Kind(
        "k8s_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: psql-meter\n  namespace: "
            "meter-ingest\n"
            "type: Opaque\ndata:\n  username: ⟨ub⟩\n  password: ⟨pb⟩",
            "$ kubectl create secret generic mqtt-bridge -n meter-ingest "
            "--from-literal=username=p1-bridge --from-literal=password='⟨pw⟩'",
            "kubectl get secret psql-meter -n meter-ingest -o jsonpath='{.data.password}' gaf ⟨pb⟩",
            "data:\n  connection-string: ⟨cs⟩",
        ),
        _k8s,
        n=7,
        secrets=("pb", "pw", "cs"),
    ),
    Kind(
        "prose_passwords",
        (
            "Het wachtwoord voor de SCADA-jumphost (account gwn-beheer) is ⟨pw⟩ — niet delen "
            "buiten het team.",
            "Lena hat das neue Passwort für den PagerDuty-Notfallaccount geschickt: ⟨pw⟩",
            "The break-glass admin for the Azure tenant signs in with password ⟨pw⟩; MFA is the "
            "YubiKey in the safe.",
            "Wifi in schakelstation Arnhem-Noord: SSID GWN-Techniek-⟨n⟩, wachtwoord ⟨pw⟩",
        ),
        _pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incasso-run juni\n- crediteur-id ⟨ci⟩\n- eigen rekening ⟨iban⟩\n- betaling ⟨tr⟩ "
            "bleef op open staan\n- MOLLIE_API_KEY=⟨live⟩ stond in de runner-log (roteren!)",
            "Storingsnotitie\n* aansluiting EAN ⟨ean⟩, meter ⟨serial⟩\n* correlation id ⟨corr⟩\n"
            "* fix in commit ⟨sha⟩\n* het tijdelijke admin-wachtwoord was ⟨pw⟩",
            "Übergabe Essen\n| Feld | Wert |\n|---|---|\n| Commit | ⟨sha⟩ |\n| Korrelations-ID | "
            "⟨corr⟩ |\n"
            "| Storage-Key (alt, rotiert?) | ⟨k⟩ |",
        ),
        _among,
        n=7,
        secrets=("live", "pw", "k"),
    ),
)
