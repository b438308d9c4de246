"""True secrets as they leak into the team's memory notes; each kind names the fields that
must not survive. Formats and lengths follow the vendors' real tokens; every value is drawn
at random, and vendor prefixes are joined from pieces."""

from __future__ import annotations

import base64
import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike52.gen import (
    ALNUM,
    B32LOWER,
    B64CHARS,
    B64URL,
    LOWER,
    LOWER_ALNUM,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    b64url,
    hexs,
    num,
    object_id,
    passphrase,
    password,
    pem_body,
    pick,
    uuid4,
)

_ACCESS_PROD = "access" + "-production-"
_ACCESS_SBX = "access" + "-sandbox-"
_LD_SDK = "sdk" + "-"
_LD_API = "api" + "-"
_GH_PAT = "github" + "_pat_"
_SG = "S" + "G."
_HOOKS = "hooks.slack" + ".com/services/"
_ACR = "+" + "ACR"
_AZCA = "Az" + "Ca"
_AEH = "+" + "AEh"
_AZDO = "AZ" + "DO"
_ENTRA_MARK = "Q" + "~"

_AUTH0_DOMAINS = ("bellerive-prod.ca.auth0.com", "bellerive-recette.ca.auth0.com")
_PEOPLE = ("elodie.b", "mathieu.g", "karim.h", "siobhan.m", "connor.d", "priya.r")
_AGENTS = ("mac-mini-hfx-02", "mac-mini-mtl-01", "linux-build-07", "win-sign-01")


def _b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _ec_p256_der(r: Random) -> bytes:
    """A PKCS#8 P-256 private key as an App Store Connect ``.p8`` holds it."""
    head = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
    mid = bytes.fromhex("a00a06082a8648ce3d030107a144034200")
    return head + r.randbytes(32) + mid + b"\x04" + r.randbytes(64)


def _rsa2048_der(r: Random) -> bytes:
    """A PKCS#8 RSA-2048 private key: the real header, then key material."""
    head = bytes.fromhex(
        "308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100"
    )
    return head + r.randbytes(1218 - len(head))


# ---------------------------------------------------------------- value makers


def _auth0_secret(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, B64URL, 64),
        "cid": pick(r, ALNUM, 32),
        "dom": r.choice(_AUTH0_DOMAINS),
    }


def _auth0_jwt(r: Random) -> dict[str, str]:
    dom = r.choice(_AUTH0_DOMAINS)
    cid = pick(r, ALNUM, 32)
    iat = 1953849600 + r.randint(0, 14 * 86400)
    header = {"alg": "RS256", "typ": "JWT", "kid": pick(r, B64URL, 22)}
    claims = {
        "iss": f"https://{dom}/",
        "sub": f"{cid}@clients",
        "aud": f"https://{dom}/api/v2/",
        "iat": iat,
        "exp": iat + 86400,
        "scope": r.choice(("read:users update:users", "read:users read:logs", "read:clients")),
        "gty": "client-credentials",
        "azp": cid,
    }
    jwt = f"{_b64url_json(header)}.{_b64url_json(claims)}.{b64url(r, 256)}"
    return {"jwt": jwt, "dom": dom, "q": num(r, 7)}


def _plaid_secret(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 30), "s2": hexs(r, 30), "cid": hexs(r, 24), "ins": "ins_" + num(r, 6)}


def _plaid_access(r: Random) -> dict[str, str]:
    return {
        "at": _ACCESS_PROD + uuid4(r),
        "at2": _ACCESS_SBX + uuid4(r),
        "item": pick(r, ALNUM, 37),
        "oid": object_id(r),
        "m": "00" + num(r, 7),
        "cursor": b64(r, 48),
    }


def _flinks(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, ALNUM, r.choice((32, 40))),
        "k2": uuid4(r),
        "cust": uuid4(r),
        "login": uuid4(r),
        "inst": r.choice(("bellerive", "bellerive-sandbox")),
    }


def _storage(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "acct": r.choice(("stbcumobileprodcc", "stbcustatements01", "stbcuaksbackup")),
    }


def _entra(r: Random) -> dict[str, str]:
    chars = ALNUM + "_.~-"
    secret = pick(r, ALNUM, 3) + str(r.randint(0, 9)) + _ENTRA_MARK + pick(r, chars, 34)
    return {"s": secret, "app": uuid4(r), "tid": uuid4(r)}


def _sas(r: Random) -> dict[str, str]:
    day = r.randint(8, 20)
    return {
        "sig": quote(b64(r, 32), safe=""),
        "se": f"2031-12-{day:02d}T{r.randint(0, 23):02d}:00:00Z",
        "st": f"2031-12-{day - 1:02d}T{r.randint(0, 23):02d}:00:00Z",
        "file": f"releve-{num(r, 7)}-2031-11.pdf",
    }


def _kv_value(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((24, 28, 32))),
        "ver": hexs(r, 32),
        "name": r.choice(("mongo-app-password", "interac-mtls-keystore-pw", "ledger-db-password")),
    }


def _aks(r: Random) -> dict[str, str]:
    return {
        "tok": hexs(r, 64),
        "ca": b64(r, 96),
        "h": hexs(r, 8),
    }


def _redis(r: Random) -> dict[str, str]:
    def key() -> str:
        return pick(r, ALNUM, 33) + _AZCA + r.choice("ABCDEFGHIJKLMNOP") + pick(r, ALNUM, 5) + "="

    return {"k": key(), "k2": key()}


def _eventhubs(r: Random) -> dict[str, str]:
    key = pick(r, B64CHARS, 33) + _AEH + pick(r, B64CHARS, 6) + "="
    return {
        "k": key,
        "kn": r.choice(("kafka-producer", "mobile-events-listen", "RootManageSharedAccessKey")),
        "ns": r.choice(("evh-bcu-mobile-prod", "evh-bcu-mobile-rec")),
    }


def _acr(r: Random) -> dict[str, str]:
    def pw() -> str:
        return pick(r, B64CHARS, 42) + _ACR + pick(r, ALNUM, 6)

    return {"pw": pw(), "pw2": pw()}


def _ado(r: Random) -> dict[str, str]:
    legacy = pick(r, B32LOWER, 52)
    modern = pick(r, ALNUM, 76) + _AZDO + pick(r, ALNUM, 4)
    pat = r.choice((legacy, modern))
    return {"p": pat, "b": b64_of(pat), "who": r.choice(_PEOPLE)}


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, B64CHARS, 64),
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 6),
        "pkc": "pkc-" + pick(r, LOWER_ALNUM, 5),
    }


def _registry(r: Random) -> dict[str, str]:
    key = pick(r, UPPER_ALNUM, 16)
    sec = pick(r, B64CHARS, 64)
    return {
        "key": key,
        "sec": sec,
        "b": b64_of(f"{key}:{sec}"),
        "psrc": "psrc-" + pick(r, LOWER_ALNUM, 5),
    }


def _keystore(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 20, 24))), "pw2": password(r, 20), "n": num(r, 3)}


def _mongo_url(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), URL_SAFE_PW),
        "h": pick(r, LOWER_ALNUM, 5),
        "user": r.choice(("bcu-mobile-app", "svc-statements", "svc-notifier")),
    }


def _atlas_api(r: Random) -> dict[str, str]:
    return {"pub": pick(r, LOWER, 8), "pk": uuid4(r), "gid": object_id(r)}


def _launchdarkly(r: Random) -> dict[str, str]:
    return {"sdk": _LD_SDK + uuid4(r), "api": _LD_API + uuid4(r)}


def _jenkins_api(r: Random) -> dict[str, str]:
    return {"t": "11" + hexs(r, 32), "who": r.choice(_PEOPLE), "n": num(r, 4)}


def _jenkins_agent(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 64), "agent": r.choice(_AGENTS)}


def _snyk(r: Random) -> dict[str, str]:
    return {"t": uuid4(r), "org": uuid4(r)}


def _gh_pat(r: Random) -> dict[str, str]:
    return {"t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


def _slack(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM, 24),
        "team": "T0" + pick(r, UPPER_ALNUM, 8),
        "chan": "B0" + pick(r, UPPER_ALNUM, 9),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    return {"t": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _apns(r: Random) -> dict[str, str]:
    der = _ec_p256_der(r)
    return {
        "body": pem_body(der),
        "ibody": pem_body(der, "    "),
        "kid": pick(r, UPPER_ALNUM, 10),
        "iss": uuid4(r),
    }


def _rsa(r: Random) -> dict[str, str]:
    return {"body": pem_body(_rsa2048_der(r)), "kid": pick(r, B64URL, 22)}


def _firebase(r: Random) -> dict[str, str]:
    lines = pem_body(_rsa2048_der(r)).split("\n")
    return {
        "ebody": "\\n".join(lines),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
        "proj": r.choice(("bcu-mobile-prod", "bcu-mobile-recette")),
    }


def _android(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22))),
        "pw2": password(r, 20),
        "asp": "-".join(pick(r, LOWER, 4) for _ in range(4)),
        "match": passphrase(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 21))),
        "ans": passphrase(r),
        "m": "00" + num(r, 7),
        "day": str(r.randint(1, 12)),
    }


def _hmac(r: Random) -> dict[str, str]:
    return {"h": hexs(r, 64), "b": b64(r, 48)}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "oid": object_id(r),
        "m": "00" + num(r, 7),
        "ref": "C" + r.choice("A1") + pick(r, ALNUM, 10),
        "plaid": hexs(r, 30),
        "sdk": _LD_SDK + uuid4(r),
        "csid": hexs(r, 24),
        "pw": password(r, 20, URL_SAFE_PW),
        "h": pick(r, LOWER_ALNUM, 5),
        "trace": hexs(r, 32),
        "off": num(r, 8),
    }


# ---------------------------------------------------------------- kinds

SECRETS: tuple[Kind, ...] = (
    Kind(
        "auth0_client_secret",
        (
            "AUTH0_DOMAIN=⟨dom⟩\nAUTH0_CLIENT_ID=⟨cid⟩\nAUTH0_CLIENT_SECRET=⟨s⟩",
            "curl --request POST --url https://⟨dom⟩/oauth/token --header "
            '\'content-type: application/json\' --data \'{"client_id":"⟨cid⟩",'
            '"client_secret":"⟨s⟩","audience":"https://api.bellerive.coop/mobile",'
            '"grant_type":"client_credentials"}\'',
            "Le secret client Auth0 de l'app M2M « bcu-ledger-sync » (⟨cid⟩) est ⟨s⟩ — "
            "à déplacer dans Key Vault avant vendredi.",
            "$ auth0 apps show ⟨cid⟩ --reveal-secrets\n\n  CLIENT ID      ⟨cid⟩\n"
            "  CLIENT SECRET  ⟨s⟩\n  TYPE           Machine to Machine",
            '{\n  "AUTH0_DOMAIN": "⟨dom⟩",\n  "AUTH0_CLIENT_ID": "⟨cid⟩",\n'
            '  "AUTH0_CLIENT_SECRET": "⟨s⟩",\n  "AUTH0_ALLOW_DELETE": false\n}',
        ),
        _auth0_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "auth0_management_api_token",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            "'https://⟨dom⟩/api/v2/users?q=app_metadata.member_number:⟨q⟩&search_engine=v3'",
            "AUTH0_MGMT_TOKEN=⟨jwt⟩",
            "Jeton Management API (valide 24 h, généré depuis le dashboard) : ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","scope":"read:users update:users",'
            '"expires_in":86400,"token_type":"Bearer"}',
        ),
        _auth0_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "plaid_secret",
        (
            "PLAID_CLIENT_ID=⟨cid⟩\nPLAID_SECRET=⟨s⟩\nPLAID_ENV=production",
            "curl -X POST https://production.plaid.com/institutions/get_by_id "
            '-H \'Content-Type: application/json\' -d \'{"client_id":"⟨cid⟩",'
            '"secret":"⟨s⟩","institution_id":"⟨ins⟩","country_codes":["CA"]}\'',
            "| env | client_id | secret |\n|---|---|---|\n| sandbox | ⟨cid⟩ | ⟨s2⟩ |\n"
            "| production | ⟨cid⟩ | ⟨s⟩ |",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: plaid-credentials\n"
            "  namespace: aggregation\nstringData:\n  PLAID_CLIENT_ID: ⟨cid⟩\n"
            '  PLAID_SECRET: "⟨s⟩"',
            "La clé secrète Plaid de production (Dashboard → Developers → Keys) est ⟨s⟩ ; "
            "Connor l'a régénérée le 3 déc.",
        ),
        _plaid_secret,
        n=7,
        secrets=("s", "s2"),
    ),
    Kind(
        "plaid_access_token",
        (
            "exchanged public_token → access_token=⟨at⟩ item_id=⟨item⟩ (member ⟨m⟩)",
            'db.linked_accounts.findOne({_id: ObjectId("⟨oid⟩")})\n{\n'
            '  _id: ObjectId("⟨oid⟩"),\n  memberNumber: "⟨m⟩",\n'
            '  plaidItemId: "⟨item⟩",\n  plaidAccessToken: "⟨at⟩"\n}',
            'response = client.transactions_sync(TransactionsSyncRequest(access_token="⟨at⟩", '
            'cursor="⟨cursor⟩"))',
            "Sandbox item pour les tests Halifax : ⟨at2⟩ (user_good, Tartan Bank)",
        ),
        _plaid_access,
        n=7,
        secrets=("at", "at2"),
    ),
    Kind(
        "flinks_auth_key",
        (
            "curl -X POST https://⟨inst⟩-api.private.fin.ag/v3/⟨cust⟩/BankingServices/"
            'GenerateAuthorizeToken -H "flinks-auth-key: ⟨k⟩"',
            "FLINKS_CUSTOMER_ID=⟨cust⟩\nFLINKS_AUTH_KEY=⟨k⟩\nFLINKS_X_API_KEY=⟨k2⟩",
            "La flinks-auth-key de production est ⟨k⟩ (ne pas la mettre dans l'app, seulement "
            "côté BFF).",
            "flinks:\n  instance: ⟨inst⟩\n  customer-id: ⟨cust⟩\n  auth-key: ⟨k⟩\n"
            "  login-id-for-tests: ⟨login⟩",
        ),
        _flinks,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key ⟨k⟩ "
            "--container-name statements --name 2031/11/batch.csv --file ./batch.csv",
            '"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;'
            'AccountKey=⟨k⟩;EndpointSuffix=core.windows.net"',
            "Clé primaire (key1) du compte de stockage ⟨acct⟩ : ⟨k⟩ — on la fait tourner "
            "après la démo.",
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "entra_client_secret",
        (
            "az login --service-principal -u ⟨app⟩ -p ⟨s⟩ --tenant ⟨tid⟩",
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tid⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            '$ az ad app credential reset --id ⟨app⟩ --append\n{\n  "appId": "⟨app⟩",\n'
            '  "password": "⟨s⟩",\n  "tenant": "⟨tid⟩"\n}',
            "The client secret of sp-jenkins-deploy (expires 2032-06-01) is ⟨s⟩",
            'client_id     = "⟨app⟩"\nclient_secret = "⟨s⟩"\ntenant_id     = "⟨tid⟩"',
        ),
        _entra,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "azure_sas_signature",
        (
            "https://stbcustatements01.blob.core.windows.net/statements/⟨file⟩?sv=2022-11-02"
            "&ss=b&srt=o&sp=r&se=⟨se⟩&st=⟨st⟩&spr=https&sig=⟨sig⟩",
            'azcopy copy "https://stbcuaksbackup.blob.core.windows.net/velero?sv=2022-11-02'
            '&ss=b&srt=sco&sp=rwdlac&se=⟨se⟩&spr=https&sig=⟨sig⟩" ./restore --recursive',
            "AZURE_STORAGE_SAS_TOKEN=?sv=2022-11-02&ss=bf&srt=sco&sp=rl&se=⟨se⟩&st=⟨st⟩"
            "&spr=https&sig=⟨sig⟩",
            "Le lien SAS envoyé au membre pour ⟨file⟩ expire le ⟨se⟩ : signature sig=⟨sig⟩",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "key_vault_secret_value",
        (
            "$ az keyvault secret show --vault-name kv-bcu-mob-prod-cc --name ⟨name⟩\n{\n"
            '  "attributes": {\n    "enabled": true\n  },\n'
            '  "id": "https://kv-bcu-mob-prod-cc.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",\n'
            '  "name": "⟨name⟩",\n  "value": "⟨pw⟩"\n}',
            "$ az keyvault secret show --vault-name kv-bcu-mob-rec-cc --name ⟨name⟩ "
            "--query value -o tsv\n⟨pw⟩",
            ">>> client.get_secret(\"⟨name⟩\").value\n'⟨pw⟩'",
            "Valeur actuelle de ⟨name⟩ dans kv-bcu-mob-prod-cc (version ⟨ver⟩) : ⟨pw⟩",
        ),
        _kv_value,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "aks_kubeconfig_token",
        (
            "apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: ⟨ca⟩\n"
            "    server: https://aks-bcu-mobile-prod-dns-⟨h⟩.hcp.canadacentral.azmk8s.io:443\n"
            "  name: aks-bcu-mobile-prod\nusers:\n"
            "- name: clusterAdmin_rg-bcu-mobile-prod-cc_aks-bcu-mobile-prod\n  user:\n"
            "    token: ⟨tok⟩",
            "kubectl --server https://aks-bcu-mobile-prod-dns-⟨h⟩.hcp.canadacentral.azmk8s.io:443 "
            "--token=⟨tok⟩ -n ledger get pods",
            "Token clusterAdmin AKS (local account, à désactiver) : ⟨tok⟩",
        ),
        _aks,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "azure_cache_redis_key",
        (
            "bcu-mobile-cache.redis.cache.windows.net:6380,password=⟨k⟩,ssl=True,"
            "abortConnect=False",
            "redis-cli -h bcu-mobile-cache.redis.cache.windows.net -p 6380 --tls -a '⟨k⟩' "
            "INFO keyspace",
            "$ az redis list-keys -n bcu-mobile-cache -g rg-bcu-mobile-prod-cc\n{\n"
            '  "primaryKey": "⟨k⟩",\n  "secondaryKey": "⟨k2⟩"\n}',
            "spring:\n  data:\n    redis:\n      host: bcu-mobile-cache.redis.cache.windows.net\n"
            "      port: 6380\n      password: ⟨k⟩\n      ssl:\n        enabled: true",
        ),
        _redis,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "event_hubs_kafka_connection_string",
        (
            "bootstrap.servers=⟨ns⟩.servicebus.windows.net:9093\nsecurity.protocol=SASL_SSL\n"
            "sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain."
            'PlainLoginModule required username="$ConnectionString" password="Endpoint=sb://'
            '⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨kn⟩;SharedAccessKey=⟨k⟩";',
            "EVENTHUB_CONNECTION_STRING=Endpoint=sb://⟨ns⟩.servicebus.windows.net/;"
            "SharedAccessKeyName=⟨kn⟩;SharedAccessKey=⟨k⟩;EntityPath=mobile-audit",
            "SharedAccessKey de la policy ⟨kn⟩ sur ⟨ns⟩ : ⟨k⟩",
        ),
        _eventhubs,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "acr_admin_password",
        (
            "docker login bcumobile.azurecr.io -u bcumobile -p '⟨pw⟩'",
            '$ az acr credential show -n bcumobile\n{\n  "passwords": [\n'
            '    {\n      "name": "password",\n      "value": "⟨pw⟩"\n    },\n'
            '    {\n      "name": "password2",\n      "value": "⟨pw2⟩"\n    }\n  ],\n'
            '  "username": "bcumobile"\n}',
            "ACR admin user is still on (bcumobile / ⟨pw⟩) — Priya wants it off before the "
            "Snyk container scan goes live.",
        ),
        _acr,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "azure_devops_pat",
        (
            "git clone https://⟨who⟩:⟨p⟩@dev.azure.com/bellerive/Mobile/_git/bcu-ios",
            "AZURE_DEVOPS_EXT_PAT=⟨p⟩ az devops project list --org https://dev.azure.com/bellerive",
            "; .npmrc for the Azure Artifacts feed\nregistry=https://pkgs.dev.azure.com/bellerive/"
            "_packaging/mobile-npm/npm/registry/\nalways-auth=true\n"
            "//pkgs.dev.azure.com/bellerive/_packaging/mobile-npm/npm/registry/:username=bellerive\n"
            "//pkgs.dev.azure.com/bellerive/_packaging/mobile-npm/npm/registry/:_password=⟨b⟩\n"
            "//pkgs.dev.azure.com/bellerive/_packaging/mobile-npm/npm/registry/:email=npm",
            "Mon PAT Azure DevOps (Code: Read, Packaging: Read, expire le 2032-01-15) : ⟨p⟩",
        ),
        _ado,
        n=7,
        secrets=("p", "b"),
    ),
    Kind(
        "confluent_cloud_api_secret",
        (
            "bootstrap.servers=⟨pkc⟩.canadacentral.azure.confluent.cloud:9092\n"
            "security.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=⟨key⟩\n"
            "sasl.password=⟨sec⟩",
            "confluent api-key store ⟨key⟩ ⟨sec⟩ --resource ⟨lkc⟩",
            "$ confluent api-key create --resource ⟨lkc⟩ --description etransfer-notifier\n"
            "+------------+------------------------------------------------------------------+\n"
            "| API Key    | ⟨key⟩                                                 |\n"
            "| API Secret | ⟨sec⟩ |\n"
            "+------------+------------------------------------------------------------------+",
            "spring:\n  kafka:\n    properties:\n      sasl.jaas.config: >-\n"
            "        org.apache.kafka.common.security.plain.PlainLoginModule required\n"
            '        username="⟨key⟩" password="⟨sec⟩";',
            "Clé API Confluent du service etransfer-notifier sur ⟨lkc⟩ : ⟨key⟩ / secret ⟨sec⟩",
        ),
        _confluent,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "schema_registry_basic_auth",
        (
            "schema.registry.url=https://⟨psrc⟩.canadacentral.azure.confluent.cloud\n"
            "basic.auth.credentials.source=USER_INFO\nbasic.auth.user.info=⟨key⟩:⟨sec⟩",
            "curl -s -u ⟨key⟩:⟨sec⟩ https://⟨psrc⟩.canadacentral.azure.confluent.cloud/"
            "subjects/etransfer.outbound.v3-value/versions/latest | jq .id",
            "GET /subjects HTTP/1.1\nHost: ⟨psrc⟩.canadacentral.azure.confluent.cloud\n"
            "Authorization: Basic ⟨b⟩\nAccept: application/vnd.schemaregistry.v1+json",
        ),
        _registry,
        n=7,
        secrets=("sec", "b"),
    ),
    Kind(
        "kafka_keystore_password",
        (
            "ssl.keystore.location=/etc/kafka/secrets/etransfer.keystore.p12\n"
            "ssl.keystore.password=⟨pw⟩\nssl.key.password=⟨pw2⟩\n"
            "ssl.truststore.location=/etc/kafka/secrets/truststore.jks",
            "keytool -importkeystore -srckeystore interac-client.p12 -srcstoretype PKCS12 "
            "-srcstorepass '⟨pw⟩' -destkeystore interac-client.jks -deststorepass '⟨pw2⟩'",
            "Le mot de passe du keystore mTLS Interac (rotation n° ⟨n⟩) est ⟨pw⟩",
        ),
        _keystore,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "mongodb_atlas_connection_password",
        (
            'mongosh "mongodb+srv://⟨user⟩:⟨pw⟩@bcu-mobile-prod.⟨h⟩.mongodb.net/mobile'
            '?retryWrites=true&w=majority"',
            "SPRING_DATA_MONGODB_URI=mongodb+srv://⟨user⟩:⟨pw⟩@bcu-mobile-rec.⟨h⟩.mongodb.net/"
            "mobile?authSource=admin",
            "Mot de passe de l'utilisateur Atlas `⟨user⟩` (Database Access) : ⟨pw⟩",
            "mongodump --uri='mongodb+srv://⟨user⟩:⟨pw⟩@bcu-mobile-prod.⟨h⟩.mongodb.net/mobile' "
            "--collection=etransfers --out=/tmp/dump-20311207",
        ),
        _mongo_url,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "mongodb_atlas_api_private_key",
        (
            "MONGODB_ATLAS_PUBLIC_KEY=⟨pub⟩\nMONGODB_ATLAS_PRIVATE_KEY=⟨pk⟩\n"
            "MONGODB_ATLAS_PROJECT_ID=⟨gid⟩",
            'curl --user "⟨pub⟩:⟨pk⟩" --digest --header "Accept: application/vnd.atlas.'
            '2025-03-12+json" https://cloud.mongodb.com/api/atlas/v2/groups/⟨gid⟩/clusters',
            'provider "mongodbatlas" {\n  public_key  = "⟨pub⟩"\n  private_key = "⟨pk⟩"\n}',
            "atlas config set private_api_key ⟨pk⟩ -P bcu-prod",
        ),
        _atlas_api,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "launchdarkly_sdk_and_api_keys",
        (
            "LAUNCHDARKLY_SDK_KEY=⟨sdk⟩",
            'curl -s -H "Authorization: ⟨api⟩" '
            "https://app.launchdarkly.com/api/v2/flags/bcu-mobile?env=production",
            "environment:\n  production:\n    sdkKey: ⟨sdk⟩\n    prefix: ld-relay-prod",
            'LDClient ldClient = new LDClient("⟨sdk⟩");',
            "Clé SDK serveur LaunchDarkly (env production, projet bcu-mobile) : ⟨sdk⟩",
        ),
        _launchdarkly,
        n=7,
        secrets=("sdk", "api"),
    ),
    Kind(
        "jenkins_api_token",
        (
            "curl -X POST -u ⟨who⟩:⟨t⟩ 'https://ci.bellerive.coop/job/bcu-ios/job/release%2F7.15/"
            "buildWithParameters?LANE=beta'",
            "JENKINS_USER_ID=⟨who⟩\nJENKINS_API_TOKEN=⟨t⟩",
            "java -jar jenkins-cli.jar -s https://ci.bellerive.coop/ -auth ⟨who⟩:⟨t⟩ "
            "console bcu-android ⟨n⟩",
            "My Jenkins API token (named 'laptop-dec-2031') is ⟨t⟩",
        ),
        _jenkins_api,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "jenkins_agent_secret",
        (
            "java -jar agent.jar -url https://ci.bellerive.coop/ -secret ⟨s⟩ -name "
            '"⟨agent⟩" -workDir "/Users/jenkins/agent"',
            "docker run -d --name ⟨agent⟩ jenkins/inbound-agent -url https://ci.bellerive.coop "
            "-secret ⟨s⟩ -name ⟨agent⟩",
            "Secret de l'agent ⟨agent⟩ (Manage Nodes → ⟨agent⟩) : ⟨s⟩",
        ),
        _jenkins_agent,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "snyk_token",
        (
            "SNYK_TOKEN=⟨t⟩ snyk test --all-projects --org=⟨org⟩ --severity-threshold=high",
            "snyk auth ⟨t⟩",
            'curl -s -H "Authorization: token ⟨t⟩" '
            "'https://api.snyk.io/rest/orgs/⟨org⟩/projects?version=2024-10-15&limit=100'",
            "Token Snyk du compte de service jenkins-snyk : ⟨t⟩ (org ⟨org⟩)",
        ),
        _snyk,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "gh auth login --with-token <<< ⟨t⟩",
            "machine github.com\n  login bcu-ci-bot\n  password ⟨t⟩",
            "RENOVATE_TOKEN=⟨t⟩ npx renovate bellerive/design-tokens",
            "Fine-grained PAT for the design-tokens mirror (contents:read) : ⟨t⟩",
        ),
        _gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "slack_webhook_url",
        (
            "SLACK_WEBHOOK_URL=https://" + _HOOKS + "⟨team⟩/⟨chan⟩/⟨tok⟩",
            "curl -X POST -H 'Content-type: application/json' --data "
            '\'{"text":"Build 7.15 prêt pour TestFlight"}\' https://'
            + _HOOKS
            + "⟨team⟩/⟨chan⟩/⟨tok⟩",
            "Webhook entrant du canal #mobile-releases : https://" + _HOOKS + "⟨team⟩/⟨chan⟩/⟨tok⟩",
        ),
        _slack,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨t⟩",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send "
            '--header "Authorization: '
            'Bearer ⟨t⟩" --header "Content-Type: application/json" -d @avis-virement.json',
            '"SendGrid": {\n  "ApiKey": "⟨t⟩",\n  "FromAddress": "avis@bellerive.coop"\n}',
            "Clé SendGrid pour les avis de virement Interac (scope mail.send seulement) : ⟨t⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "apns_p8_private_key",
        (
            "$ cat AuthKey_⟨kid⟩.p8\n-----BEGIN PRIVATE " + "KEY-----\n⟨body⟩\n-----END PRIVATE "
            "KEY-----",
            "APNs auth key ⟨kid⟩ (team key, issuer ⟨iss⟩):\n\n-----BEGIN PRIVATE "
            + "KEY-----\n⟨body⟩\n-----END PRIVATE "
            + "KEY-----\n",
            "app_store_connect_api_key:\n  key_id: ⟨kid⟩\n  issuer_id: ⟨iss⟩\n  key_content: |\n"
            "    -----BEGIN PRIVATE " + "KEY-----\n⟨ibody⟩\n    -----END PRIVATE KEY-----",
        ),
        _apns,
        n=7,
        secrets=("body", "ibody"),
    ),
    Kind(
        "pkcs8_rsa_private_key",
        (
            "-----BEGIN PRIVATE " + "KEY-----\n⟨body⟩\n-----END PRIVATE " + "KEY-----",
            "Clé privée pour private_key_jwt (Auth0, kid ⟨kid⟩) — copiée depuis le poste de "
            "Mathieu :\n\n-----BEGIN PRIVATE " + "KEY-----\n⟨body⟩\n-----END PRIVATE "
            "KEY-----\n",
        ),
        _rsa,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "firebase_service_account_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "-----BEGIN PRIVATE '
            + 'KEY-----\\n⟨ebody⟩\\n-----END PRIVATE KEY-----\\n",\n'
            '  "client_email": "fcm-sender@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'FCM_SERVICE_ACCOUNT=\'{"type":"service_account","project_id":"⟨proj⟩",'
            '"private_key_id":"⟨kid⟩","private_key":"-----BEGIN PRIVATE '
            + 'KEY-----\\n⟨ebody⟩\\n-----END PRIVATE KEY-----\\n",'
            '"client_email":"fcm-sender@⟨proj⟩.iam.gserviceaccount.com"}\'',
        ),
        _firebase,
        n=7,
        secrets=("ebody",),
    ),
    Kind(
        "mobile_signing_passwords",
        (
            "storeFile=../keystores/bcu-release.jks\nstorePassword=⟨pw⟩\nkeyAlias=bcu-release\n"
            "keyPassword=⟨pw2⟩",
            "./gradlew bundleRelease -Pandroid.injected.signing.store.file=bcu-release.jks "
            "-Pandroid.injected.signing.store.password='⟨pw⟩' "
            "-Pandroid.injected.signing.key.alias=bcu-release "
            "-Pandroid.injected.signing.key.password='⟨pw2⟩'",
            "FASTLANE_USER=mobile-release@bellerive.coop\n"
            "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=⟨asp⟩",
            "MATCH_PASSWORD='⟨match⟩' bundle exec fastlane match appstore --readonly",
            "Mot de passe du keystore Android de production : ⟨pw⟩ (alias bcu-release ; "
            "celui de la clé elle-même est ⟨pw2⟩)",
        ),
        _android,
        n=7,
        secrets=("pw", "pw2", "asp", "match"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Le mot de passe du membre de test ⟨m⟩ dans l'app de recette est ⟨pw⟩ "
            "(réinitialisé le ⟨day⟩ déc.).",
            "Test e-Transfer from the QA account: question « Nom de notre premier chalet? », "
            "answer ⟨ans⟩",
            "The Atlas break-glass user dba-breakglass has password ⟨pw⟩ — Siobhan reset it on "
            "Dec ⟨day⟩.",
            "| Environnement | Utilisateur | Mot de passe |\n|---|---|---|\n"
            "| recette | svc-mobile | ⟨pw⟩ |\n| prod | svc-mobile | (Key Vault) |",
            "Pour le compte membre ⟨m⟩ la phrase de passe de la démo est ⟨ans⟩, ne pas la "
            "changer avant la démo du ⟨day⟩.",
        ),
        _prose,
        n=7,
        secrets=("pw", "ans"),
    ),
    Kind(
        "webhook_signing_secrets",
        (
            "INTERAC_NOTIFICATION_HMAC_SECRET=⟨h⟩",
            "bcu:\n  webhooks:\n    interac:\n      signing-secret: ⟨h⟩\n"
            "    plaid:\n      verify: jwks",
            "JWT_SIGNING_KEY=⟨b⟩  # HS256 for the BFF session tokens",
            "Le secret HMAC partagé avec le hub de notifications e-Transfer est ⟨h⟩",
        ),
        _hmac,
        n=7,
        secrets=("h", "b"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Débogage Plaid du 2031-12-06\n- commit ⟨sha⟩ en recette\n- ObjectId ⟨oid⟩ "
            "(membre ⟨m⟩)\n- PLAID_SECRET=⟨plaid⟩ collé par erreur, à faire tourner\n"
            "- trace ⟨trace⟩",
            "Release 7.15 checklist\n▹ LD client-side id ⟨csid⟩ (public, ok in the app)\n"
            "▹ server SDK key ⟨sdk⟩ (NOT for the app)\n▹ build from ⟨sha⟩",
            "Incident e-Transfer ⟨ref⟩\n- offset ⟨off⟩ sur etransfer.outbound.v3-4\n"
            "- doc ⟨oid⟩\n- mongosh mongodb+srv://svc-notifier:⟨pw⟩@bcu-mobile-prod.⟨h⟩."
            "mongodb.net/mobile",
        ),
        _among,
        n=7,
        secrets=("plaid", "sdk", "pw"),
    ),
)
