"""True secrets in the notes of the digital channels team; each kind names the fields that
must not survive. Multi-line key bodies are split into their lines by ``gen.secrets_of``."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike45.gen import (
    ALNUM,
    B64URL,
    PLAIN_PW,
    PROSE_PW,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    bic,
    clock,
    day,
    digits,
    ec_p256_private,
    guid,
    hexs,
    hexu,
    iban_ch,
    jwt,
    num,
    openssh_ed25519_private,
    password,
    pick,
    qr_iban,
    qr_reference,
    rsa_private_pkcs1,
    rsa_private_pkcs8,
    stamp,
    url_quote,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SQU = "sq" + "u_"
_SQP = "sq" + "p_"
_SQA = "sq" + "a_"
_ATBB = "AT" + "BB"
_ATCTT = "ATC" + "TT3xFfGN0"
_DT = "dt0" + "c01."
_ATLAS = ".atl" + "asv1."
_AZFU = "Az" + "Fu"
_ACR = "+A" + "CR"
_AEH = "+A" + "Eh"
_ASB = "+A" + "Sb"
_CLIENT_Q = "Q" + "~"
_RT = "0." + "A"

_ENVS = ("prod", "test", "int", "dev")
_PEOPLE = ("lea.favre", "mathieu.roux", "ines.carvalho", "tiago.sousa", "jonas.meier", "rui.lopes")
_APPS = ("ebk-portal-bff", "ebk-payments-api", "ebk-twint-adapter", "ebk-qrbill-svc", "ebk-six-gw")


def _base(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(_ENVS),
        "who": r.choice(_PEOPLE),
        "app": r.choice(_APPS),
        "tenant": guid(r),
        "appid": guid(r),
        "day": day(r),
        "time": clock(r),
        "ts": stamp(r),
        "corr": guid(r),
        "trace": hexs(r, 32),
        "sha": hexs(r, 40),
        "n": str(r.randint(2, 9)),
    }


def _entra_secret(r: Random) -> dict[str, str]:
    s = pick(r, ALNUM, 3) + str(r.randint(0, 9)) + _CLIENT_Q + pick(r, ALNUM + "_.~-", 33)
    return {**_base(r), "s": s + pick(r, ALNUM, 1)}


def _storage(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "k": b64(r, 64),
        "k2": b64(r, 64),
        "acct": r.choice(("stebkprodchn", "stebkstatements", "stebkqrbill01", "stebkporto")),
    }


def _sas(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "sig": url_quote(b64(r, 32)),
        "acct": r.choice(("stebkprodchn", "stebkstatements", "stebkqrbill01")),
        "file": f"qrbill_{digits(r, 8)}.pdf",
        "d1": f"2030-10-{r.randint(1, 14):02d}",
        "d2": f"2030-10-{r.randint(15, 31):02d}",
    }


def _cosmos(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "k": b64(r, 64),
        "k2": b64(r, 64),
        "k3": b64(r, 64),
        "k4": b64(r, 64),
        "acc": r.choice(("cosmos-ebk-sessions", "cosmos-ebk-notifications", "cosmos-ebk-audit")),
    }


def _eventhub(r: Random) -> dict[str, str]:
    marker = r.choice((_AEH, _ASB))
    return {
        **_base(r),
        "k": pick(r, ALNUM + "+/", 33) + marker + pick(r, ALNUM, 6) + "=",
        "ns": r.choice(("evh-ebk-payments-prod", "sb-ebk-notify-prod", "evh-ebk-audit-chn")),
        "policy": r.choice(("RootManageSharedAccessKey", "send-pacs008", "listen-camt054")),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "k": b64(r, 32),
        "k2": b64(r, 32),
        "cache": r.choice(("redis-ebk-sessions", "redis-ebk-otp-chn", "redis-ebk-ratelimit")),
    }


def _acr(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "pw": pick(r, ALNUM + "/", 42) + _ACR + pick(r, ALNUM, 6),
        "pw2": pick(r, ALNUM + "/", 42) + _ACR + pick(r, ALNUM, 6),
        "reg": r.choice(("acrebkprodchn", "acrebkshared", "acrlemanisdev")),
        "tag": f"1.{r.randint(30, 48)}.{r.randint(0, 9)}",
    }


def _apim(r: Random) -> dict[str, str]:
    return {**_base(r), "k": hexs(r, 32), "k2": hexs(r, 32), "iban": iban_ch(r)}


def _function_keys(r: Random) -> dict[str, str]:
    def key() -> str:
        return pick(r, ALNUM + "-_", 40) + _AZFU + pick(r, ALNUM + "-_", 10) + "=="

    return {
        **_base(r),
        "k": key(),
        "k2": key(),
        "fn": r.choice(
            ("func-ebk-twint-callback", "func-ebk-qrbill-render", "func-ebk-camt-import")
        ),
    }


def _sql(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "pw": password(r, r.choice((18, 22, 26)), PLAIN_PW),
        "db": r.choice(("ebanking", "ebk_notifications", "ebk_audit", "ebk_limits")),
        "user": r.choice(("ebk_app", "ebk_migrator", "ebk_readonly", "sqladmin")),
    }


def _oracle(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "pw": password(r, r.choice((16, 20, 24)), ALNUM + "_#"),
        "schema": r.choice(("INTF_READ", "EBK_API", "K_REPORT", "INTF_PAYM")),
        "svc": r.choice(("AVQPRD", "AVQUAT", "AVQINT")),
    }


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, 24, PLAIN_PW)
    return {
        **_base(r),
        "b": b64_of(password(r, r.choice((20, 24, 28)), PLAIN_PW)),
        "pw": pw,
        "ns": r.choice(("ebanking", "payments", "twint", "qrbill")),
    }


def _sa_token(r: Random) -> dict[str, str]:
    ns = r.choice(("ebanking", "payments", "twint", "qrbill"))
    sa = r.choice(("deployer", "argocd-manager", "porto-ci", "gateway-six"))
    iat = int("19" + digits(r, 8))
    claims = {
        "aud": ["https://aks-ebk-prod-chn-dns-" + hexs(r, 8) + ".hcp.switzerlandnorth.azmk8s.io"],
        "exp": iat + 31536000,
        "iat": iat,
        "iss": "https://switzerlandnorth.oic.prod-aks.azure.com/" + guid(r) + "/" + guid(r) + "/",
        "kubernetes.io": {
            "namespace": ns,
            "serviceaccount": {"name": sa, "uid": guid(r)},
        },
        "nbf": iat,
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    header = {"alg": "RS256", "kid": b64url(r, 32)}
    return {**_base(r), "t": jwt(r, header, claims), "ns": ns, "sa": sa}


def _access_token(r: Random) -> dict[str, str]:
    tenant = guid(r)
    x5t = b64url(r, 20)
    iat = int("19" + digits(r, 8))
    claims = {
        "aud": "api://ebk-payments",
        "iss": f"https://sts.windows.net/{tenant}/",
        "iat": iat,
        "nbf": iat,
        "exp": iat + 4499,
        "appid": guid(r),
        "oid": guid(r),
        "roles": ["Payments.Initiate", "Payments.Read"],
        "sub": guid(r),
        "tid": tenant,
        "uti": b64url(r, 16),
        "ver": "1.0",
    }
    header = {"typ": "JWT", "alg": "RS256", "x5t": x5t, "kid": x5t}
    return {**_base(r), "t": jwt(r, header, claims), "tenant": tenant}


def _refresh_token(r: Random) -> dict[str, str]:
    body = pick(r, B64URL, 40) + "." + pick(r, B64URL, r.randint(380, 520))
    return {**_base(r), "rt": _RT + body, "home": guid(r) + "." + guid(r)}


def _sonar(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "t": r.choice((_SQU, _SQP, _SQA)) + hexs(r, 40),
        "proj": r.choice(("ebk-portal-web", "ebk-payments-api", "ebk-six-gateway", "ebk-twint")),
    }


def _atbb(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "t": _ATBB + pick(r, ALNUM, 24) + hexu(r, 8),
        "user": r.choice(("lfavre-lemanis", "tsousa-porto", "ebk-ci-bot", "mroux_lemanis")),
        "repo": r.choice(("ebk-portal", "ebk-gateway-six", "ebk-swift-adapter", "ebk-infra")),
    }


def _atctt(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "t": _ATCTT + pick(r, B64URL, 172) + "=" + hexu(r, 8),
        "repo": r.choice(("ebk-portal", "ebk-gateway-six", "ebk-swift-adapter", "ebk-infra")),
    }


def _dynatrace(r: Random) -> dict[str, str]:
    def token() -> str:
        return _DT + pick(r, UPPER_ALNUM, 24) + "." + pick(r, UPPER_ALNUM, 64)

    return {
        **_base(r),
        "t": token(),
        "t2": token(),
        "tenantid": pick(r, "abcdefghijklmnopqrstuvwxyz", 3) + digits(r, 5),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {**_base(r), "t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM + "-_", 67)}


def _hsm_pin(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "pin": password(r, r.choice((16, 18, 20, 24)), ALNUM + "-_.#"),
        "part": r.choice(("PAR_SWIFT_PRD", "PAR_EBK_SIGN", "PAR_TWINT_PRD", "PAR_SIX_MTLS")),
        "serial": num(r, 7),
        "slot": str(r.randint(0, 6)),
        "ip": f"10.{r.randint(20, 40)}.{r.randint(0, 9)}.{r.randint(10, 60)}",
    }


def _key_component(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "c1": hexu(r, 32),
        "c2": hexu(r, 32),
        "c3": hexu(r, 64),
        "kcv1": hexu(r, 6),
        "kcv2": hexu(r, 6),
        "kcv": hexu(r, 6),
        "enc": hexu(r, 32),
        "label": r.choice(("ZMK_SIX_2030_02", "ZPK_TWINT_PRD", "KEK_EBK_BACKUP", "ZMK_ATM_POOL_3")),
    }


def _swift(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "l": pick(r, ALNUM, 16),
        "rh": pick(r, ALNUM, 16),
        "ck": pick(r, ALNUM, 32),
        "cs": pick(r, ALNUM, 16),
        "pw": password(r, r.choice((16, 18, 20)), ALNUM + "!#%+-.=?_"),
        "op": r.choice(("lfavre_op", "sguex_op", "mroux_sec", "ebk_sysadm")),
    }


def _blink(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "s": b64url(r, 32),
        "cid": "lemanis-" + r.choice(("ebk", "aggregator", "pfm")) + "-" + hexs(r, 8),
    }


def _cert_pw(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "pw": password(r, r.choice((16, 20, 24)), PLAIN_PW),
        "file": r.choice(
            ("twint-merchant-prod.p12", "swift-gw-mtls.p12", "six-blink-client.pfx", "ebill.p12")
        ),
    }


def _rsa(r: Random) -> dict[str, str]:
    return {**_base(r), "body": rsa_private_pkcs1(r)}


def _ec(r: Random) -> dict[str, str]:
    return {**_base(r), "body": ec_p256_private(r)}


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("bitbucket-deploy@ebk-prod", "porto-jump@lemanis", "ci@aks-runner"))
    return {**_base(r), "body": openssh_ed25519_private(r, who), "cmt": who}


def _pkcs8(r: Random) -> dict[str, str]:
    return {**_base(r), "body": rsa_private_pkcs8(r)}


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("svc_sic_gw", "ebk-batch", "qrbill-render", "avq_intf", "monitoring"))
    pw = password(r, r.choice((16, 20, 24)), PLAIN_PW)
    return {**_base(r), "b": b64_of(f"{user}:{pw}"), "user": user}


def _prose_pw(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "pw": password(r, r.choice((16, 18, 21, 24)), PROSE_PW.replace("$", "")),
        "sys": r.choice(("Avaloq UAT", "Alliance Access", "SonarQube", "Azure SQL", "jump host")),
    }


def _table_pw(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "pw": password(r, r.choice((16, 19, 22)), PLAIN_PW),
        "pw2": password(r, r.choice((17, 20, 23)), PLAIN_PW),
        "h1": f"10.{r.randint(20, 40)}.{r.randint(0, 9)}.{r.randint(10, 200)}",
    }


def _teams(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "h": hexs(r, 32),
        "g1": guid(r),
        "g2": guid(r),
        "g3": guid(r),
        "v2": b64url(r, 32),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        **_base(r),
        "iban": iban_ch(r),
        "qriban": qr_iban(r),
        "qrr": qr_reference(r),
        "uetr": guid(r),
        "bic": bic(r),
        "oid": guid(r),
        "ver": hexs(r, 32),
        "s": pick(r, ALNUM, 3) + "8" + _CLIENT_Q + pick(r, ALNUM + "_-", 34),
        "pw": password(r, 20, PLAIN_PW),
        "k": hexs(r, 32),
        "sig": url_quote(b64(r, 32)),
    }


_CS_TAIL = ";MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;"

SECRETS: tuple[Kind, ...] = (
    Kind(
        "entra_client_secret",
        (
            "$ az ad app credential reset --id ⟨appid⟩ --append --display-name porto-ci --years 1\n"
            '{\n  "appId": "⟨appid⟩",\n  "password": "⟨s⟩",\n  "tenant": "⟨tenant⟩"\n}',
            '"AzureAd": {\n  "Instance": "https://login.microsoftonline.com/",\n'
            '  "TenantId": "⟨tenant⟩",\n  "ClientId": "⟨appid⟩",\n  "ClientSecret": "⟨s⟩"\n}',
            "AZURE_CLIENT_ID=⟨appid⟩ AZURE_TENANT_ID=⟨tenant⟩ AZURE_CLIENT_SECRET=⟨s⟩ "
            "dotnet run --project src/Lemanis.Ebk.Payments.Api",
            "curl -s -X POST https://login.microsoftonline.com/⟨tenant⟩/oauth2/v2.0/token "
            "-d grant_type=client_credentials -d client_id=⟨appid⟩ -d 'client_secret=⟨s⟩' "
            "-d scope=api://ebk-payments/.default",
            "Le secret client de l'app registration « ⟨app⟩ » (expire en octobre 2031) : ⟨s⟩ "
            "— à déplacer dans le Key Vault, pas dans le repo.",
            "Segredo do cliente da app ⟨app⟩ para o pipeline do Porto: ⟨s⟩ (criado por ⟨who⟩)",
            "az login --service-principal -u ⟨appid⟩ -p '⟨s⟩' --tenant ⟨tenant⟩",
        ),
        _entra_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key ⟨k⟩ -c statements "
            "-f camt053_20301014.xml -n 2030/10/camt053_20301014.xml",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨k⟩",
            "$ az storage account keys list -n ⟨acct⟩ -g rg-ebk-⟨env⟩-chn -o json\n[\n  {\n"
            '    "creationTime": "⟨ts⟩",\n    "keyName": "key1",\n    "permissions": "FULL",\n'
            '    "value": "⟨k⟩"\n  },\n  {\n    "creationTime": "⟨ts⟩",\n'
            '    "keyName": "key2",\n    "permissions": "FULL",\n    "value": "⟨k2⟩"\n  }\n]',
            '"Values": {\n  "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;'
            'AccountName=⟨acct⟩;AccountKey=⟨k⟩;EndpointSuffix=core.windows.net",\n'
            '  "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated"\n}',
            "Storage-Key für den Kontoauszug-Export (key1, rotiert am ⟨day⟩): ⟨k⟩",
            'export AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;'
            'AccountName=⟨acct⟩;AccountKey=⟨k⟩;EndpointSuffix=core.windows.net"',
        ),
        _storage,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "storage_sas_signature",
        (
            "https://⟨acct⟩.blob.core.windows.net/qrbill-pdf/2030/10/⟨file⟩?sv=2022-11-02"
            "&ss=b&srt=o&sp=r&se=⟨d2⟩T17:00:00Z&st=⟨d1⟩T09:00:00Z&spr=https&sig=⟨sig⟩",
            "azcopy copy './out/*' 'https://⟨acct⟩.blob.core.windows.net/exports?sv=2022-11-02"
            "&sr=c&sp=racwl&se=⟨d2⟩T23:59:00Z&spr=https&sig=⟨sig⟩' --recursive",
            "SAS pour l'équipe de Porto (lecture seule, jusqu'au ⟨d2⟩) : "
            "?sv=2022-11-02&sr=c&sp=rl&se=⟨d2⟩T18:00:00Z&spr=https&sig=⟨sig⟩",
            "BlobEndpoint=https://⟨acct⟩.blob.core.windows.net/;SharedAccessSignature="
            "sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=⟨d2⟩T20:00:00Z"
            "&st=⟨d1⟩T08:00:00Z&spr=https&sig=⟨sig⟩",
            'curl -sf -o ⟨file⟩ "https://⟨acct⟩.blob.core.windows.net/qrbill-pdf/⟨file⟩'
            '?sp=r&st=⟨d1⟩T07:12:44Z&se=⟨d2⟩T15:12:44Z&spr=https&sv=2022-11-02&sr=b&sig=⟨sig⟩"',
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "cosmos_db_key",
        (
            "AccountEndpoint=https://⟨acc⟩.documents.azure.com:443/;AccountKey=⟨k⟩;",
            "$ az cosmosdb keys list -n ⟨acc⟩ -g rg-ebk-⟨env⟩-chn\n{\n"
            '  "primaryMasterKey": "⟨k⟩",\n  "primaryReadonlyMasterKey": "⟨k2⟩",\n'
            '  "secondaryMasterKey": "⟨k3⟩",\n  "secondaryReadonlyMasterKey": "⟨k4⟩"\n}',
            'builder.Services.AddSingleton(new CosmosClient("https://⟨acc⟩.documents.azure.com:443/",'
            ' "⟨k⟩"));',
            "COSMOS_ENDPOINT=https://⟨acc⟩.documents.azure.com:443/\nCOSMOS_KEY=⟨k⟩",
            "Chave primária (só leitura) do ⟨acc⟩ para o dashboard do Porto: ⟨k2⟩",
        ),
        _cosmos,
        n=7,
        secrets=("k", "k2", "k3", "k4"),
    ),
    Kind(
        "eventhubs_servicebus_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨policy⟩;"
            "SharedAccessKey=⟨k⟩;EntityPath=pacs008-inbound",
            "sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka."
            'common.security.plain.PlainLoginModule required username="$ConnectionString" '
            'password="Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨policy⟩;'
            'SharedAccessKey=⟨k⟩";',
            "$ az eventhubs namespace authorization-rule keys list -g rg-ebk-prod-chn "
            "--namespace-name ⟨ns⟩ -n ⟨policy⟩ --query primaryKey -o tsv\n⟨k⟩",
            "Clé SAS de la policy ⟨policy⟩ sur ⟨ns⟩ (camt.054 vers le portail) : ⟨k⟩",
            '"ServiceBusConnection": "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩"',
        ),
        _eventhub,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "redis_cache_access_key",
        (
            '"Redis": "⟨cache⟩.redis.cache.windows.net:6380,password=⟨k⟩,ssl=True,'
            'abortConnect=False"',
            "redis-cli -h ⟨cache⟩.redis.cache.windows.net -p 6380 --tls -a '⟨k⟩' --no-auth-warning"
            " INFO keyspace",
            "$ az redis list-keys -n ⟨cache⟩ -g rg-ebk-⟨env⟩-chn\n{\n"
            '  "primaryKey": "⟨k⟩",\n  "secondaryKey": "⟨k2⟩"\n}',
            "Der Zugriffsschlüssel für ⟨cache⟩ (OTP-Zähler) ist ⟨k⟩ – nach dem Test rotieren.",
            "spring:\n  data:\n    redis:\n      host: ⟨cache⟩.redis.cache.windows.net\n"
            "      port: 6380\n      ssl:\n        enabled: true\n      password: ⟨k⟩",
        ),
        _redis,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "acr_admin_password",
        (
            "docker login ⟨reg⟩.azurecr.io -u ⟨reg⟩ -p '⟨pw⟩'",
            '$ az acr credential show -n ⟨reg⟩\n{\n  "passwords": [\n    {\n'
            '      "name": "password",\n      "value": "⟨pw⟩"\n    },\n    {\n'
            '      "name": "password2",\n      "value": "⟨pw2⟩"\n    }\n  ],\n'
            '  "username": "⟨reg⟩"\n}',
            "echo '⟨pw⟩' | helm registry login ⟨reg⟩.azurecr.io --username ⟨reg⟩ --password-stdin",
            "ACR-Admin-Passwort (nur für den Notfall-Push von ebk-portal:⟨tag⟩): ⟨pw⟩",
            "kubectl create secret docker-registry acr-pull -n ebanking "
            "--docker-server=⟨reg⟩.azurecr.io --docker-username=⟨reg⟩ --docker-password='⟨pw⟩'",
        ),
        _acr,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "apim_subscription_key",
        (
            "curl -s https://apim-ebk-prod.azure-api.net/payments/v1/accounts/⟨iban⟩/balances "
            '-H "Ocp-Apim-Subscription-Key: ⟨k⟩" -H "x-correlation-id: ⟨trace⟩"',
            "Clé d'abonnement APIM (produit Partenaires, primaire) : ⟨k⟩ — la secondaire ⟨k2⟩ "
            "est réservée à la recette.",
            '{ "key": "subscriptionKey", "value": "⟨k⟩", "type": "secret", "enabled": true }',
            "GET https://apim-ebk-test.azure-api.net/qrbill/v2/bills?subscription-key=⟨k⟩ "
            "→ 200 in 184 ms (trace ⟨trace⟩)",
            "APIM_SUBSCRIPTION_KEY=⟨k⟩ npm run e2e -- --grep 'balances'",
        ),
        _apim,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "azure_function_keys",
        (
            'curl -X POST "https://⟨fn⟩.azurewebsites.net/api/twint/notify?code=⟨k⟩" '
            "-H 'Content-Type: application/json' -d @sample-notification.json",
            "$ az functionapp keys list -n ⟨fn⟩ -g rg-ebk-prod-chn\n{\n"
            '  "functionKeys": {\n    "default": "⟨k⟩"\n  },\n  "masterKey": "⟨k2⟩",\n'
            '  "systemKeys": {}\n}',
            "x-functions-key: ⟨k⟩",
            "A chave default da ⟨fn⟩ (usada pelo TWINT no callback) é ⟨k⟩.",
            "TWINT_CALLBACK_URL=https://⟨fn⟩.azurewebsites.net/api/twint/notify?code=⟨k⟩",
        ),
        _function_keys,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "azure_sql_password",
        (
            "Server=tcp:sql-ebk-⟨env⟩-chn.database.windows.net,1433;Initial Catalog=⟨db⟩;"
            "Persist Security Info=False;User ID=⟨user⟩;Password=⟨pw⟩" + _CS_TAIL,
            "sqlcmd -S sql-ebk-⟨env⟩-chn.database.windows.net -d ⟨db⟩ -U ⟨user⟩ -P '⟨pw⟩' "
            '-Q "SELECT TOP 5 * FROM dbo.StandingOrders ORDER BY CreatedAt DESC"',
            "jdbc:sqlserver://sql-ebk-⟨env⟩-chn.database.windows.net:1433;database=⟨db⟩;"
            "user=⟨user⟩@sql-ebk-⟨env⟩-chn;password=⟨pw⟩;encrypt=true;loginTimeout=30;",
            "A password do utilizador ⟨user⟩ na base ⟨db⟩ (⟨env⟩) passou a ser ⟨pw⟩ depois "
            "do reset de hoje.",
            '"ConnectionStrings": {\n  "Ebanking": "Server=tcp:sql-ebk-⟨env⟩-chn.database.'
            'windows.net,1433;Database=⟨db⟩;User Id=⟨user⟩;Password=⟨pw⟩;Encrypt=True;"\n}',
        ),
        _sql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "oracle_avaloq_db_password",
        (
            "sqlplus ⟨schema⟩/⟨pw⟩@//avq-db-⟨env⟩.lemanis.internal:1521/⟨svc⟩",
            "spring.datasource.url=jdbc:oracle:thin:@//avq-scan.lemanis.internal:1521/⟨svc⟩\n"
            "spring.datasource.username=⟨schema⟩\nspring.datasource.password=⟨pw⟩",
            "Le mot de passe du schéma Avaloq ⟨schema⟩ sur ⟨svc⟩ est ⟨pw⟩ (demandé au DBA le "
            "⟨day⟩).",
            "mkstore -wrl /opt/ebk/wallet -createCredential ⟨svc⟩ ⟨schema⟩ ⟨pw⟩",
            "AVQ_DB_USER=⟨schema⟩\nAVQ_DB_PASSWORD=⟨pw⟩\nAVQ_DB_DSN=avq-scan.lemanis.internal:1521/⟨svc⟩",
        ),
        _oracle,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "kubernetes_secret_manifest",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: six-gw-credentials\n"
            "  namespace: ⟨ns⟩\ntype: Opaque\ndata:\n  CLIENT_SECRET: ⟨b⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: avaloq-db\n  namespace: ⟨ns⟩\n"
            "stringData:\n  username: INTF_READ\n  password: ⟨pw⟩",
            "kubectl -n ⟨ns⟩ create secret generic ebk-sql --from-literal=user=ebk_app "
            "--from-literal=password='⟨pw⟩'",
            "$ kubectl -n ⟨ns⟩ get secret twint-merchant -o jsonpath='{.data.certPassword}'\n⟨b⟩",
            "Im Secret ebk-sql (Namespace ⟨ns⟩) steht password: ⟨b⟩ – das ist nur Base64, "
            "also im Klartext lesbar.",
        ),
        _k8s_secret,
        n=7,
        secrets=("b", "pw"),
    ),
    Kind(
        "kubernetes_serviceaccount_token",
        (
            "users:\n- name: ⟨sa⟩@aks-ebk-prod-chn\n  user:\n    token: ⟨t⟩",
            "kubectl --server https://aks-ebk-prod-chn-dns.hcp.switzerlandnorth.azmk8s.io:443 "
            "--token=⟨t⟩ -n ⟨ns⟩ get pods",
            "$ kubectl -n ⟨ns⟩ create token ⟨sa⟩ --duration=8760h\n⟨t⟩",
            'curl -sk -H "Authorization: Bearer ⟨t⟩" '
            "https://aks-ebk-prod-chn-dns.hcp.switzerlandnorth.azmk8s.io/api/v1/namespaces/⟨ns⟩/pods",
        ),
        _sa_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "entra_access_token",
        (
            'curl -s -H "Authorization: Bearer ⟨t⟩" '
            "https://apim-ebk-test.azure-api.net/payments/v1/standing-orders",
            "POST /payments/v1/transfers HTTP/1.1\nHost: apim-ebk-test.azure-api.net\n"
            "Authorization: Bearer ⟨t⟩\nContent-Type: application/json",
            "⟨ts⟩ DEBUG Msal: acquired token for api://ebk-payments/.default "
            "access_token=⟨t⟩ expires_in=4499",
            "Token d'accès copié depuis l'onglet Réseau (valable ~75 min) : ⟨t⟩",
        ),
        _access_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "entra_refresh_token",
        (
            '"RefreshToken": {\n  "⟨home⟩-login.microsoftonline.com-refreshtoken-⟨appid⟩--": {\n'
            '    "home_account_id": "⟨home⟩",\n    "environment": "login.microsoftonline.com",\n'
            '    "credential_type": "RefreshToken",\n    "client_id": "⟨appid⟩",\n'
            '    "secret": "⟨rt⟩"\n  }\n}',
            "curl -s https://login.microsoftonline.com/⟨tenant⟩/oauth2/v2.0/token "
            "-d grant_type=refresh_token -d client_id=⟨appid⟩ -d refresh_token=⟨rt⟩",
            "refresh_token do ⟨who⟩ (copiado do cache do MSAL para reproduzir o bug): ⟨rt⟩",
        ),
        _refresh_token,
        n=7,
        secrets=("rt",),
    ),
    Kind(
        "sonarqube_token",
        (
            "sonar-scanner -Dsonar.host.url=https://sonar.lemanis.internal "
            "-Dsonar.projectKey=⟨proj⟩ -Dsonar.token=⟨t⟩",
            "SONAR_TOKEN=⟨t⟩",
            'dotnet sonarscanner begin /k:"⟨proj⟩" /d:sonar.host.url="https://sonar.lemanis.'
            'internal" /d:sonar.token="⟨t⟩"',
            "curl -s -u ⟨t⟩: 'https://sonar.lemanis.internal/api/qualitygates/project_status"
            "?projectKey=⟨proj⟩'",
            "- step:\n    name: Sonar\n    script:\n      - export SONAR_TOKEN=⟨t⟩\n"
            "      - pipe: sonarsource/sonarqube-scan:3.0.2",
            "Token SonarQube pessoal do ⟨who⟩ (expira a 31/12): ⟨t⟩",
        ),
        _sonar,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "bitbucket_app_password",
        (
            "git clone https://⟨user⟩:⟨t⟩@bitbucket.org/lemanis/⟨repo⟩.git",
            "curl -s -u ⟨user⟩:⟨t⟩ https://api.bitbucket.org/2.0/repositories/lemanis/⟨repo⟩/"
            "pullrequests?state=OPEN",
            "BITBUCKET_USERNAME=⟨user⟩\nBITBUCKET_APP_PASSWORD=⟨t⟩",
            "~/.git-credentials: https://⟨user⟩:⟨t⟩@bitbucket.org",
            "App-Passwort für den Mirror-Job nach Porto (Scope repository:write): ⟨t⟩",
        ),
        _atbb,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "bitbucket_access_token",
        (
            "git clone https://x-token-auth:⟨t⟩@bitbucket.org/lemanis/⟨repo⟩.git",
            'curl -s -H "Authorization: Bearer ⟨t⟩" '
            "https://api.bitbucket.org/2.0/repositories/lemanis/⟨repo⟩/pipelines/?sort=-created_on",
            "Repository access token de ⟨repo⟩ (Pipelines read/write), créé par ⟨who⟩ : ⟨t⟩",
        ),
        _atctt,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "dynatrace_api_token",
        (
            'curl -s -H "Authorization: Api-Token ⟨t⟩" '
            "'https://⟨tenantid⟩.live.dynatrace.com/api/v2/metrics/query?metricSelector="
            "builtin:service.response.time'",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: dynakube\n  namespace: dynatrace\n"
            "type: Opaque\nstringData:\n  apiToken: ⟨t⟩\n  dataIngestToken: ⟨t2⟩",
            "DT_API_TOKEN=⟨t⟩ ./scripts/push-release-event.sh ebk-portal",
            "Dynatrace-Token (Scope: metrics.read, entities.read) für das Grafana-Plugin: ⟨t⟩",
        ),
        _dynatrace,
        n=7,
        secrets=("t", "t2"),
    ),
    Kind(
        "terraform_cloud_token",
        (
            'credentials "app.terraform.io" {\n  token = "⟨t⟩"\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform -chdir=infra/aks plan",
            '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "Team token Terraform Cloud (org lemanis, team platform): ⟨t⟩",
        ),
        _tfc,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "hsm_partition_pin",
        (
            "lunacm:> slot set -slot ⟨slot⟩\nlunacm:> role login -name co -password ⟨pin⟩\n"
            "        Command Result : No Error",
            "pkcs11-tool --module /usr/safenet/lunaclient/lib/libCryptoki2_64.so --slot ⟨slot⟩ "
            "--login --pin ⟨pin⟩ --list-objects --type privkey",
            "keytool -list -keystore NONE -storetype PKCS11 -providerclass "
            "com.safenetinc.luna.provider.LunaProvider -storepass ⟨pin⟩",
            "HSM-Partition ⟨part⟩ (Seriennr. ⟨serial⟩): CO-PIN ist ⟨pin⟩, die CU-PIN liegt im "
            "Tresor.",
            "csadm Dev=3001@⟨ip⟩ LogonPass=USR_EBK,⟨pin⟩ ListKeys",
            "hsm:\n  library: /opt/luna/lib/libCryptoki2_64.so\n  slot-label: ⟨part⟩\n  pin: ⟨pin⟩",
        ),
        _hsm_pin,
        n=7,
        secrets=("pin",),
    ),
    Kind(
        "hsm_clear_key_component",
        (
            "Cérémonie de clés du ⟨day⟩, ⟨label⟩ — composant 1 (dépositaire Léa) : ⟨c1⟩, "
            "KCV ⟨kcv1⟩",
            "Online-AUTH> FK\nKey length [1,2,3]: 2\nKey Type: 000\n"
            "Enter component type [X,H,T,E,S]: H\nEnter number of components (2-9): 2\n"
            "Enter component #1: ⟨c1⟩\nEnter component #2: ⟨c2⟩\nEncrypted key: U⟨enc⟩\n"
            "Key check value: ⟨kcv⟩",
            "| Composant | Valeur | KCV |\n|---|---|---|\n| 1 | ⟨c1⟩ | ⟨kcv1⟩ |\n"
            "| 2 | ⟨c2⟩ | ⟨kcv2⟩ |",
            "AES-256 KEK component 2 for ⟨label⟩ (custodian ⟨who⟩): ⟨c3⟩",
        ),
        _key_component,
        n=7,
        secrets=("c1", "c2", "c3"),
    ),
    Kind(
        "swift_credentials",
        (
            "LAU key for the Alliance Access ↔ AMH message partner (left / right half): ⟨l⟩ / ⟨rh⟩",
            "curl -s -u '⟨ck⟩:⟨cs⟩' -d 'grant_type=client_credentials&scope=swift.apitracker' "
            "https://sandbox.swift.com/oauth2/v1/token",
            "SWIFT_CONSUMER_KEY=⟨ck⟩\nSWIFT_CONSUMER_SECRET=⟨cs⟩",
            "Mot de passe opérateur Alliance Access ⟨op⟩ (réinitialisé par la sécurité SWIFT) : "
            "⟨pw⟩",
            "LAU-Schlüssel (erste Hälfte ⟨l⟩, zweite Hälfte ⟨rh⟩) – im Umschlag beim SWIFT-Team.",
        ),
        _swift,
        n=7,
        secrets=("l", "rh", "cs", "pw"),
    ),
    Kind(
        "six_blink_client_secret",
        (
            "curl --cert blink-prod.pem --key blink-prod.key -s "
            "https://api.blink.six-group.com/oauth2/token -d grant_type=client_credentials "
            "-d client_id=⟨cid⟩ -d client_secret=⟨s⟩",
            "six:\n  blink:\n    client-id: ⟨cid⟩\n    client-secret: ⟨s⟩\n"
            "    token-uri: https://api.blink.six-group.com/oauth2/token",
            "bLink (SIX) Client-Secret für ⟨cid⟩, gültig bis Ende 2031: ⟨s⟩",
            "SIX_BLINK_CLIENT_SECRET=⟨s⟩",
        ),
        _blink,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "certificate_store_password",
        (
            "openssl pkcs12 -in ⟨file⟩ -passin pass:⟨pw⟩ -nokeys -clcerts | openssl x509 "
            "-noout -enddate",
            "keytool -importkeystore -srckeystore ⟨file⟩ -srcstoretype PKCS12 -srcstorepass "
            "⟨pw⟩ -destkeystore gw.jks -deststorepass ⟨pw⟩",
            "JAVA_TOOL_OPTIONS=-Djavax.net.ssl.keyStore=/certs/⟨file⟩ "
            "-Djavax.net.ssl.keyStorePassword=⟨pw⟩",
            "az keyvault certificate import --vault-name kv-ebk-prod-chn -n twint-merchant "
            "-f ⟨file⟩ --password '⟨pw⟩'",
            "A password do ⟨file⟩ é ⟨pw⟩ (enviada pelo suporte TWINT por SMS).",
        ),
        _cert_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            "-----BEGIN RSA " + "PRIVATE KEY-----\n⟨body⟩\n-----END RSA " + "PRIVATE KEY-----",
            "Clé de signature eBill de l'ancien serveur (à révoquer) :\n\n-----BEGIN RSA "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END RSA "
            + "PRIVATE KEY-----\n",
        ),
        _rsa,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "ec_private_key_pem",
        (
            "-----BEGIN EC " + "PRIVATE KEY-----\n⟨body⟩\n-----END EC " + "PRIVATE KEY-----",
            "twint-callback-signing.key (prime256v1):\n-----BEGIN EC "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END EC "
            + "PRIVATE KEY-----",
            "$ cat secrets/apple-pay-merchant.key\n-----BEGIN EC "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END EC "
            + "PRIVATE KEY-----",
        ),
        _ec,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH " + "PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "Chave SSH de deploy do Bitbucket (⟨cmt⟩), colada aqui por engano:\n\n"
            "-----BEGIN OPENSSH " + "PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH "
            "PRIVATE KEY-----",
        ),
        _openssh,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "pkcs8_private_key",
        (
            "-----BEGIN " + "PRIVATE KEY-----\n⟨body⟩\n-----END " + "PRIVATE KEY-----",
            "mTLS-Client-Schlüssel für SIX bLink (blink-prod.key):\n-----BEGIN "
            + "PRIVATE KEY-----\n⟨body⟩\n-----END "
            + "PRIVATE KEY-----",
        ),
        _pkcs8,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "basic_auth_header",
        (
            'curl -s -H "Authorization: Basic ⟨b⟩" https://sic-gw.lemanis.internal/api/v1/status',
            "GET /ebill/v1/invoices HTTP/1.1\nHost: ebill-gw.lemanis.internal\n"
            "Authorization: Basic ⟨b⟩\nAccept: application/json",
            "Header für den alten Avaloq-Adapter (User ⟨user⟩): Authorization: Basic ⟨b⟩",
            '⟨ts⟩ WARN  HttpLogging - request headers: {"Authorization":"Basic ⟨b⟩",'
            '"x-request-id":"⟨corr⟩"}',
        ),
        _basic,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "password_in_prose",
        (
            "The password for the ⟨sys⟩ service account is ⟨pw⟩ until the rotation on Friday.",
            "Le mot de passe de ⟨sys⟩ pour le compte de test est ⟨pw⟩ (ne pas le partager).",
            "Das Passwort für ⟨sys⟩ (Testbenutzer ⟨who⟩) lautet ⟨pw⟩ – bitte danach ändern.",
            "A palavra-passe do ⟨sys⟩ para o utilizador de testes é ⟨pw⟩, confirmada pelo ⟨who⟩.",
            "⟨who⟩ hat im Chat geschrieben: Kennwort ⟨sys⟩ = ⟨pw⟩",
            "Senha temporária do ⟨sys⟩: ⟨pw⟩ — expira amanhã.",
            "mdp ⟨sys⟩ (recette) : ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "password_in_table",
        (
            "| Host | User | Password |\n|---|---|---|\n| ⟨h1⟩ | ebk_deploy | ⟨pw⟩ |\n"
            "| avq-db-uat | INTF_READ | ⟨pw2⟩ |",
            "| Système | Compte | Mot de passe | Remarque |\n|---|---|---|---|\n"
            "| Alliance Access UAT | ebk_sysadm | ⟨pw⟩ | réinitialisé le ⟨day⟩ |",
            "| Ambiente | Utilizador | Palavra-passe |\n|---|---|---|\n| UAT | sqladmin | ⟨pw⟩ |\n"
            "| INT | sqladmin | ⟨pw2⟩ |",
            "Umgebung  Benutzer     Passwort\nUAT       svc_sic_gw   ⟨pw⟩\n"
            "INT       svc_sic_gw   ⟨pw2⟩",
        ),
        _table_pw,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "teams_incoming_webhook",
        (
            "curl -H 'Content-Type: application/json' -d '{\"text\":\"SIX gateway down\"}' "
            "https://lemanis.webhook.office.com/webhookb2/⟨g1⟩@⟨g2⟩/IncomingWebhook/⟨h⟩/⟨g3⟩/V2⟨v2⟩",
            "TEAMS_WEBHOOK_URL=https://lemanis.webhook.office.com/webhookb2/⟨g1⟩@⟨g2⟩/"
            "IncomingWebhook/⟨h⟩/⟨g3⟩/V2⟨v2⟩",
            "Webhook do canal #ebk-alertas: https://lemanis.webhook.office.com/webhookb2/"
            "⟨g1⟩@⟨g2⟩/IncomingWebhook/⟨h⟩/⟨g3⟩/V2⟨v2⟩",
        ),
        _teams,
        n=7,
        secrets=("h", "v2"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident ⟨day⟩ (pacs.008 rejeté)\n- UETR ⟨uetr⟩\n- IBAN débiteur ⟨iban⟩\n"
            "- commit ⟨sha⟩\n- secret client collé par erreur : ⟨s⟩ (à révoquer)",
            "QR-bill test data: QR-IBAN ⟨qriban⟩, reference ⟨qrr⟩, creditor BIC ⟨bic⟩.\n"
            "Test user password for the portal: ⟨pw⟩",
            "Debug APIM ⟨day⟩\n▸ x-correlation-id ⟨trace⟩\n▸ object id ⟨oid⟩\n"
            "▸ Ocp-Apim-Subscription-Key: ⟨k⟩\n▸ KV version ⟨ver⟩ is the current one",
            "Notizen ⟨day⟩: UETR ⟨uetr⟩ hängt bei ⟨bic⟩; SAS für den Export "
            "(sig=⟨sig⟩) läuft Freitag ab; Build ⟨sha⟩ ist deployed.",
        ),
        _among,
        n=7,
        secrets=("s", "pw", "k", "sig"),
    ),
)
