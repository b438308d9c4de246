"""True secrets in the notes of Hanse Lager Robotik: each kind names the fields that must
not survive. Fields that are public or short identifiers (client ids, app ids, merchant
ids, account names, usernames, certificate data) are filled in but never listed."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike71.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    SYM_PROSE,
    SYM_URL,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    day,
    ec_private_pem,
    entra_secret,
    epoch,
    hexs,
    indent,
    iso,
    jwt,
    num,
    object_id,
    openssh_private,
    passphrase,
    password,
    pem,
    person,
    pick,
    robot,
    rsa_private_pem,
    sas_sig,
    secret_kind,
    storage_key,
    ulid,
    uuid4,
    when,
    x509_der,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GLDT = "gl" + "dt-"
_GLOAS = "gl" + "oas-"
_GLC = "gl" + "c_"
_GLSA = "gl" + "sa_"
_HVS = "hv" + "s."
_HVB = "hv" + "b."
_NETS_LIVE = "live-" + "secret-" + "key-"
_NETS_TEST = "test-" + "secret-" + "key-"
_NETS_CHECKOUT = "live-" + "checkout-" + "key-"

_GITLAB = "gitlab.hanse-lager.de"
_HARBOR = "harbor.hlr-robotik.de"
_KEYCLOAK = "keycloak.hlr-robotik.de"


def _ctx(r: Random) -> dict[str, str]:
    return {
        "who": person(r),
        "date": day(r),
        "iso": iso(r),
        "robot": robot(r),
        "n": str(r.randint(2, 999)),
        "pid": num(r, 3),
    }


def _storage(r: Random) -> dict[str, str]:
    acct = r.choice(("sthlrewmprod", "sthlrfleetlogs", "sthlrbackupweu", "sthlraarhusbags"))
    return _ctx(r) | {
        "acct": acct,
        "key": storage_key(r),
        "container": r.choice(("rosbags", "ewm-exports", "plc-backups", "loki-chunks")),
    }


def _sas(r: Random) -> dict[str, str]:
    t = when(r)
    return _ctx(r) | {
        "acct": r.choice(("sthlrewmprod", "sthlrfleetlogs", "sthlrvendorx")),
        "container": r.choice(("rosbags", "ewm-exports", "lidar-maps")),
        "blob": f"{robot(r)}/{t:%Y%m%d}/nav_{hexs(r, 8)}.mcap",
        "st": t.strftime("%Y-%m-%dT%H%%3A%M%%3A%SZ"),
        "se": f"2035-0{r.randint(3, 9)}-{r.randint(10, 28)}T23%3A59%3A00Z",
        "sv": r.choice(("2024-11-04", "2031-09-01", "2033-05-01")),
        "sig": sas_sig(r),
    }


def _entra(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "sec": entra_secret(r),
        "app": uuid4(r),
        "tenant": uuid4(r),
        "secid": uuid4(r),
        "appname": r.choice(("app-hlr-ewm-bridge", "app-hlr-argocd-sso", "app-hlr-loki-ingest")),
        "exp": f"2036-0{r.randint(1, 9)}-{r.randint(10, 28)}",
    }


def _eventgrid(r: Random) -> dict[str, str]:
    key = b64(r, 32) if r.random() < 0.6 else pick(r, ALNUM, 52) + "AZ" + "EG" + pick(r, ALNUM, 28)
    return _ctx(r) | {
        "key": key,
        "topic": r.choice(("evgt-hlr-fleet", "evgt-hlr-ewm-events", "evgt-hlr-payments")),
    }


def _kubeconfig(r: Random) -> dict[str, str]:
    fqdn = f"aks-hlr-prod-weu-dns-{hexs(r, 8)}.hcp.westeurope.azmk8s.io"
    tenant = uuid4(r)
    claims = {
        "aud": [f"https://{fqdn}"],
        "exp": int(epoch(r)) + 31536000,
        "iat": int(epoch(r)),
        "iss": f"https://westeurope.oic.prod-aks.azure.com/{tenant}/{uuid4(r)}/",
        "kubernetes.io": {
            "namespace": "argocd",
            "serviceaccount": {"name": "argocd-manager", "uid": uuid4(r)},
        },
        "sub": "system:serviceaccount:argocd:argocd-manager",
    }
    satok = jwt({"alg": "RS256", "kid": b64url(r, 32)}, claims, r.randbytes(256))
    client_key = ec_private_pem(r, "sec1") + "\n"
    cert = x509_der(r, "masterclient", "ca", "urn:aks:client", "masterclient")
    return _ctx(r) | {
        "fqdn": fqdn,
        "cluster": r.choice(("aks-hlr-prod-weu", "aks-hlr-stage-weu")),
        "ckd": b64_of(client_key),
        "ccd": b64_of(pem("CERTIFICATE", cert) + "\n"),
        "cad": b64_of(pem("CERTIFICATE", x509_der(r, "ca", "ca", "urn:aks:ca", "ca")) + "\n"),
        "tok": hexs(r, 64),
        "satok": satok,
    }


def _k8s_b64(r: Random) -> dict[str, str]:
    pw = password(r, 18, 28)
    robot_secret = pick(r, ALNUM, 32)
    auth = b64_of(f"robot$fleet+aks-pull:{robot_secret}")
    dockercfg = '{"auths":{"' + _HARBOR + '":{"auth":"' + auth + '"}}}'
    dsn = f"postgresql://ewm_app:{password(r, 18, 24, SYM_URL)}@psql-hlr-ewm.internal:5432/ewm"
    return _ctx(r) | {
        "pw_b64": b64_of(pw),
        "user_b64": b64_of(r.choice(("RFC_EWM_HLR", "fleet-bridge", "mqtt-agv-ham1"))),
        "host_b64": b64_of(r.choice(("ewp-app01.hlr.internal", "s4p-ci.hlr.internal"))),
        "dsn_b64": b64_of(dsn),
        "lvl_b64": b64_of(r.choice(("info", "debug", "warn"))),
        "dcj": b64_of(dockercfg),
        "ns": r.choice(("ewm-bridge", "fleet", "keycloak", "payments")),
    }


def _harbor(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "sec": pick(r, ALNUM, 32),
        "proj": r.choice(("fleet", "platform", "ewm", "ros2")),
        "rname": r.choice(("gitlab-ci", "argocd-image-updater", "aks-pull", "renovate")),
        "rid": num(r, 2),
        "exp": epoch(r),
    }


def _argocd(r: Random) -> dict[str, str]:
    account = r.choice(("ci-deployer", "image-updater", "backstage"))
    iat = int(epoch(r))
    claims = {"iss": "argocd", "sub": f"{account}:apiKey", "nbf": iat, "iat": iat, "jti": uuid4(r)}
    return _ctx(r) | {
        "jwt": jwt({"alg": "HS256", "typ": "JWT"}, claims, r.randbytes(32)),
        "acct": account,
        "app": r.choice(("ewm-bridge-prod", "fleet-manager-aar1", "keycloak-prod")),
    }


def _glpat(r: Random) -> dict[str, str]:
    if r.random() < 0.6:
        token = _GLPAT + pick(r, B64URL, 20)
    else:
        token = _GLPAT + pick(r, B64URL, 27) + ".01." + pick(r, LOWER_ALNUM, 9)
    return _ctx(r) | {"t": token}


def _gl_runner(r: Random) -> dict[str, str]:
    runner = _GLRT + (pick(r, B64URL, 20) if r.random() < 0.5 else "t1_" + pick(r, B64URL, 20))
    return _ctx(r) | {
        "rt": runner,
        "dt": _GLDT + pick(r, B64URL, 20),
        "dn": num(r, 2),
        "rid": num(r, 3),
    }


def _gl_oauth(r: Random) -> dict[str, str]:
    return _ctx(r) | {"appid": hexs(r, 64), "sec": _GLOAS + hexs(r, 64)}


def _ci_vars(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "nets": _NETS_LIVE + hexs(r, 32),
        "pw": password(r, 18, 26),
        "pat": _GLPAT + pick(r, B64URL, 20),
        "kc": pick(r, ALNUM, 32),
        "mpid": uuid4(r),
        "mpsec": b64(r, 30),
        "vt": _HVS + pick(r, ALNUM, 24),
    }


def _grafana(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    body = {
        "o": num(r, 6),
        "n": r.choice(("loki-push-aarhus", "alloy-ham1-write", "fleet-logs-write")),
        "k": pick(r, ALNUM, 24),
        "m": {"r": r.choice(("prod-eu-west-0", "prod-eu-west-2", "prod-eu-north-0"))},
    }
    return _ctx(r) | {
        "uid": stack,
        "t": _GLC + b64_of(json.dumps(body, separators=(",", ":"))),
        "gsa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
    }


def _pagerduty(r: Random) -> dict[str, str]:
    api = pick(r, ALNUM + "_-+", 20)
    if r.random() < 0.4:
        api = "u+" + pick(r, ALNUM + "_-", 18)
    return _ctx(r) | {"api": api, "rk": hexs(r, 32), "svc": "P" + pick(r, UPPER_ALNUM, 6)}


def _webhooks(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pd": pick(r, ALNUM + "+/", 64),
        "gl": hexs(r, 40) if r.random() < 0.5 else pick(r, ALNUM, 32),
        "mp": b64url(r, 30),
        "subid": "P" + pick(r, UPPER_ALNUM, 6),
        "uuid": uuid4(r),
    }


def _nets(r: Random) -> dict[str, str]:
    live = r.random() < 0.7
    return _ctx(r) | {
        "sk": (_NETS_LIVE if live else _NETS_TEST) + hexs(r, 32),
        "ck": _NETS_CHECKOUT + hexs(r, 32),
        "mid": num(r, 9),
        "api": "api.dibspayment.eu" if live else "test.api.dibspayment.eu",
    }


def _mobilepay(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "cid": uuid4(r),
        "csec": b64(r, 30),
        "sub": hexs(r, 32),
        "msn": num(r, 6),
    }


def _keycloak(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "sec": pick(r, ALNUM, 32),
        "client": r.choice(("fleet-api", "ewm-bridge", "argocd", "grafana", "harbor")),
        "cuuid": uuid4(r),
    }


def _vault(r: Random) -> dict[str, str]:
    roll = r.random()
    if roll < 0.45:
        token = _HVS + pick(r, ALNUM, 24)
    elif roll < 0.8:
        token = _HVS + "CAESI" + pick(r, B64URL, 86)
    else:
        token = _HVB + "AAAAAQ" + pick(r, B64URL, 112)
    return _ctx(r) | {"t": token, "acc": pick(r, ALNUM, 24)}


def _approle(r: Random) -> dict[str, str]:
    return _ctx(r) | {"rid": uuid4(r), "sid": uuid4(r), "sacc": uuid4(r)}


def _sap_rfc(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": password(r, 16, 32),
        "host": r.choice(("ewp-app01.hlr.internal", "s4p-ci.hlr.internal", "10.20.4.31")),
        "client": r.choice(("100", "200", "300")),
        "user": r.choice(("RFC_EWM_HLR", "RFC_FLEET", "EWM_AGV_CONF", "RFC_AAR_BRIDGE")),
        "sid": r.choice(("EWP", "S4P", "EWQ")),
    }


def _xsuaa(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "cid": f"sb-hlr-ewm-events!t{num(r, 5)}",
        "csec": f"{uuid4(r)}${b64(r, 32)}",
    }


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("ODATA_EWM_RO", "S4_API_FLEET", "CPI_HLR_AAR", "ZEWM_MONITOR"))
    return _ctx(r) | {
        "b": b64_of(f"{user}:{password(r, 16, 24)}"),
        "client": r.choice(("100", "200")),
        "who_id": num(r, 10),
    }


def _mqtt(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": password(r, 16, 26, SYM_URL + "!%+=@^"),
        "user": r.choice(("fleet-bridge", "agv-ham1", "agv-aar1", "ewm-events", "grafana-ro")),
        "cluster": hexs(r, 32),
        "count": str(r.randint(12, 140)),
    }


def _opcua(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": password(r, 16, 24, SYM_URL),
        "user": r.choice(("fleetgw", "ua_reader", "hlr_scada", "agv_sync")),
        "plc": f"plc-{r.choice(('ham1', 'aar1'))}-hall{r.randint(1, 6)}.hlr.internal",
    }


def _db(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": password(r, 16, 28, SYM_URL),
        "rk": b64(r, 32),
        "db": r.choice(("wms", "fleet", "keycloak", "payments")),
        "srv": r.choice(("psql-hlr-wms-prod", "psql-hlr-fleet-aar", "psql-hlr-kc-prod")),
    }


def _config_pw(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": password(r, 16, 28),
        "argopw": pick(r, ALNUM + "-", 16),
        "ip": f"10.40.{r.randint(1, 60)}.{r.randint(2, 250)}",
    }


def _rsa(r: Random) -> dict[str, str]:
    key = rsa_private_pem(r, r.choice((2048, 2048, 3072)), pkcs8_form=r.random() < 0.5)
    return _ctx(r) | {"pem": key, "pem_yaml": indent(key, "    ")}


def _ec(r: Random) -> dict[str, str]:
    key = ec_private_pem(r, r.choice(("sec1", "pkcs8")))
    return _ctx(r) | {
        "pem": key,
        "pem_yaml": indent(key, "    "),
        "sec1": ec_private_pem(r, "sec1"),
        "ed": ec_private_pem(r, "ed25519"),
    }


def _openssh(r: Random) -> dict[str, str]:
    algo = r.choice(("ssh-ed25519", "ssh-ed25519", "ecdsa-sha2-nistp256"))
    comment = r.choice(("service@agv-fleet", "ansible@hlr-ops", "gitlab-ci@hlr", "mads@aar1-lap"))
    key = openssh_private(r, algo, comment)
    return _ctx(r) | {"key": key, "key_yaml": indent(key, "  ")}


def _dotenv(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "pw": password(r, 16, 26, SYM_URL),
        "mpw": password(r, 16, 24, SYM_URL),
        "nets": _NETS_LIVE + hexs(r, 32),
        "mid": num(r, 9),
        "rk": hexs(r, 32),
        "ikey": uuid4(r),
        "kc": pick(r, ALNUM, 32),
        "vt": _HVS + pick(r, ALNUM, 24),
        "harbor": pick(r, ALNUM, 32),
        "sk": storage_key(r),
    }


def _among(r: Random) -> dict[str, str]:
    return _ctx(r) | {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "payid": hexs(r, 32),
        "kc": pick(r, ALNUM, 32),
        "vt": _HVS + pick(r, ALNUM, 24),
        "pw": passphrase(r),
        "nets": _NETS_LIVE + hexs(r, 32),
        "ck": _NETS_CHECKOUT + hexs(r, 32),
        "pdinc": "Q" + pick(r, UPPER_ALNUM, 13),
        "build": f"2035.02.{r.randint(1, 28)}-{hexs(r, 7)}",
        "cache": hexs(r, 40),
        "cluster": hexs(r, 32),
        "ct": b64(r, r.choice((28, 36, 44))),
        "ulid": ulid(r),
        "oid": object_id(r),
    }


def _prose(r: Random) -> dict[str, str]:
    pw = passphrase(r) if r.random() < 0.5 else password(r, 16, 22, SYM_PROSE)
    return _ctx(r) | {"pw": pw}


_PEM_ASIDE = "Ja, ich weiß – gehört nicht in die Notizen. Rotation ist beantragt."

SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨key⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload-batch --account-name ⟨acct⟩ --account-key ⟨key⟩ "
            "-d ⟨container⟩ -s ./bags/⟨robot⟩",
            "Storage-Key für `⟨acct⟩` (key1, rotiert am ⟨date⟩): `⟨key⟩` — key2 ist noch "
            "der alte, erst nach dem Wochenende rotieren",
            '[storage]\naccount = "⟨acct⟩"\naccount_key = "⟨key⟩"\ncontainer = "⟨container⟩"',
            "Nøglen til ⟨acct⟩ ligger ikke i Key Vault endnu, så indtil videre bruger "
            "backup-jobbet AZURE_STORAGE_KEY=⟨key⟩",
        ),
        _storage,
        "key",
    ),
    secret_kind(
        "azure_sas_token_signature",
        (
            "https://⟨acct⟩.blob.core.windows.net/⟨container⟩/⟨blob⟩?sp=r&st=⟨st⟩&se=⟨se⟩"
            "&spr=https&sv=⟨sv⟩&sr=b&sig=⟨sig⟩",
            "azcopy copy './exports/*' 'https://⟨acct⟩.blob.core.windows.net/⟨container⟩?"
            "sv=⟨sv⟩&ss=b&srt=co&sp=rwlac&se=⟨se⟩&spr=https&sig=⟨sig⟩' --recursive",
            "SAS-token til leverandøren i Aarhus (kun læse, udløber ⟨se⟩): "
            "`?sv=⟨sv⟩&si=vendor-ro&sr=c&sig=⟨sig⟩`",
            '{\n  "blobSasUrl": "https://⟨acct⟩.blob.core.windows.net/⟨container⟩?sv=⟨sv⟩'
            '&sr=c&sp=racwl&se=⟨se⟩&sig=⟨sig⟩",\n  "requestedBy": "⟨who⟩"\n}',
        ),
        _sas,
        "sig",
    ),
    secret_kind(
        "entra_id_client_secret",
        (
            "az login --service-principal -u ⟨app⟩ -p '⟨sec⟩' --tenant ⟨tenant⟩",
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_SECRET=⟨sec⟩",
            "Neues Client-Secret für die App-Registrierung `⟨appname⟩` (läuft ⟨exp⟩ ab): ⟨sec⟩ "
            "— die alte Secret-ID ⟨secid⟩ ist gelöscht.",
            "curl -s -X POST https://login.microsoftonline.com/⟨tenant⟩/oauth2/v2.0/token "
            "-d grant_type=client_credentials -d client_id=⟨app⟩ "
            "--data-urlencode 'client_secret=⟨sec⟩' -d scope=https://vault.azure.net/.default",
            'provider "azurerm" {\n  features {}\n  client_id     = "⟨app⟩"\n'
            '  client_secret = "⟨sec⟩"\n  tenant_id     = "⟨tenant⟩"\n}',
        ),
        _entra,
        "sec",
    ),
    secret_kind(
        "eventgrid_access_key",
        (
            'curl -X POST "https://⟨topic⟩.westeurope-1.eventgrid.azure.net/api/events" '
            '-H "aeg-sas-key: ⟨key⟩" -H "Content-Type: application/json" -d @fleet-event.json',
            "EventGrid__TopicEndpoint=https://⟨topic⟩.westeurope-1.eventgrid.azure.net/api/events"
            "\nEventGrid__TopicKey=⟨key⟩",
            "Event Grid Topic `⟨topic⟩`: key1 = ⟨key⟩ (key2 ungenutzt; nicht ohne Absprache "
            "mit Aarhus regenerieren)",
            '{\n  "EventGrid": {\n    "Endpoint": "https://⟨topic⟩.westeurope-1.eventgrid.'
            'azure.net/api/events",\n    "AccessKey": "⟨key⟩"\n  }\n}',
        ),
        _eventgrid,
        "key",
    ),
    secret_kind(
        "aks_kubeconfig_credentials",
        (
            "users:\n- name: clusterAdmin_rg-hlr-fleet-prod-weu_⟨cluster⟩\n  user:\n"
            "    client-certificate-data: ⟨ccd⟩\n    client-key-data: ⟨ckd⟩\n    token: ⟨tok⟩",
            "kubectl --server https://⟨fqdn⟩:443 --token ⟨satok⟩ -n ewm-bridge get pods",
            "Service-Account-Token für `argocd-manager` (aus `kubectl create token "
            "--duration 8760h`, also ein Jahr gültig): ⟨satok⟩",
            "clusters:\n- cluster:\n    certificate-authority-data: ⟨cad⟩\n"
            "    server: https://⟨fqdn⟩:443\n  name: ⟨cluster⟩\nusers:\n"
            "- name: clusterUser_⟨cluster⟩\n  user:\n    token: ⟨tok⟩",
        ),
        _kubeconfig,
        "ckd",
        "tok",
        "satok",
    ),
    secret_kind(
        "k8s_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: sap-rfc-credentials\n"
            "  namespace: ⟨ns⟩\ntype: Opaque\ndata:\n  RFC_USER: ⟨user_b64⟩\n"
            "  RFC_PASSWD: ⟨pw_b64⟩\n  RFC_ASHOST: ⟨host_b64⟩",
            "kubectl -n ⟨ns⟩ get secret mqtt-bridge -o jsonpath='{.data}'\n"
            '{"MQTT_PASSWORD":"⟨pw_b64⟩","MQTT_USERNAME":"⟨user_b64⟩"}',
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: harbor-pull\n  namespace: ⟨ns⟩\n"
            "type: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ⟨dcj⟩",
            "Das Helm-Release hat das Secret so geschrieben (data, base64):\n"
            "  DATABASE_URL: ⟨dsn_b64⟩\n  LOG_LEVEL: ⟨lvl_b64⟩",
            "I Secret'et `keycloak-db` i ⟨ns⟩ står password som ⟨pw_b64⟩ – det er base64, ikke "
            "kryptering, så det er reelt klartekst.",
        ),
        _k8s_b64,
        "pw_b64",
        "dsn_b64",
        "dcj",
    ),
    secret_kind(
        "harbor_robot_secret",
        (
            "docker login " + _HARBOR + " -u 'robot$⟨proj⟩+⟨rname⟩' -p ⟨sec⟩",
            'echo "⟨sec⟩" | helm registry login ' + _HARBOR + ' --username "robot$⟨proj⟩+⟨rname⟩"'
            " --password-stdin",
            '{"id": ⟨rid⟩, "name": "robot$⟨proj⟩+⟨rname⟩", "secret": "⟨sec⟩", '
            '"creation_time": "⟨iso⟩", "expires_at": ⟨exp⟩}',
            "Robot-Account `⟨rname⟩` in ⟨proj⟩ neu erzeugt, Secret: ⟨sec⟩ (Harbor zeigt es nur "
            "einmal an!)",
            "variables:\n  HARBOR_USER: robot$⟨proj⟩+⟨rname⟩\n  HARBOR_PASSWORD: ⟨sec⟩",
        ),
        _harbor,
        "sec",
    ),
    secret_kind(
        "argocd_api_jwt",
        (
            "ARGOCD_AUTH_TOKEN=⟨jwt⟩ argocd app sync ⟨app⟩ --grpc-web",
            "curl -sk https://argocd.hlr.internal/api/v1/applications/⟨app⟩ "
            '-H "Authorization: Bearer ⟨jwt⟩"',
            "`argocd account generate-token --account ⟨acct⟩` gab ⟨jwt⟩ — läuft nicht ab, "
            "also bitte nach Vault verschieben",
            "~/.config/argocd/config:\ncontexts:\n- name: argocd.hlr.internal\n"
            "  server: argocd.hlr.internal\n  user: argocd.hlr.internal\n"
            "users:\n- auth-token: ⟨jwt⟩\n  name: argocd.hlr.internal",
        ),
        _argocd,
        "jwt",
    ),
    secret_kind(
        "gitlab_personal_access_token",
        (
            'curl --header "PRIVATE-TOKEN: ⟨t⟩" '
            '"https://' + _GITLAB + '/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            "git remote set-url origin https://oauth2:⟨t⟩@"
            + _GITLAB
            + "/platform/fleet-gitops.git",
            "glab auth login --hostname " + _GITLAB + " --token ⟨t⟩",
            "Min PAT til renovate-botten (scope api, udløber ⟨date⟩): ⟨t⟩",
            "~/.config/glab-cli/config.yml:\nhosts:\n    " + _GITLAB + ":\n        token: ⟨t⟩\n"
            "        api_protocol: https",
        ),
        _glpat,
        "t",
    ),
    secret_kind(
        "gitlab_runner_deploy_tokens",
        (
            '[[runners]]\n  name = "aks-hlr-build-⟨n⟩"\n  url = "https://' + _GITLAB + '"\n'
            '  id = ⟨rid⟩\n  token = "⟨rt⟩"\n  executor = "kubernetes"',
            "gitlab-runner register --non-interactive --url https://" + _GITLAB + " "
            "--token ⟨rt⟩ --executor kubernetes --description aar1-arm64",
            "docker login " + _GITLAB + ":5050 -u gitlab+deploy-token-⟨dn⟩ -p ⟨dt⟩",
            "Deploy-Token für das Helm-Chart-Repo (read_repository, read_package_registry): "
            "Benutzer gitlab+deploy-token-⟨dn⟩, Token ⟨dt⟩",
        ),
        _gl_runner,
        "rt",
        "dt",
    ),
    secret_kind(
        "gitlab_oauth_app_secret",
        (
            "GitLab OAuth-App für Grafana:\n  Application ID: ⟨appid⟩\n  Secret: ⟨sec⟩\n"
            "  Callback URL: https://grafana.hlr.internal/login/gitlab",
            "[auth.gitlab]\nenabled = true\nclient_id = ⟨appid⟩\nclient_secret = ⟨sec⟩\n"
            "scopes = read_api\nallowed_groups = hlr/platform",
            "dex.config: |\n  connectors:\n  - type: gitlab\n    id: gitlab\n    name: GitLab\n"
            "    config:\n      baseURL: https://" + _GITLAB + "\n      clientID: ⟨appid⟩\n"
            "      clientSecret: ⟨sec⟩\n      redirectURI: https://argocd.hlr.internal/api/dex/"
            "callback",
            "Harbor OIDC mod GitLab: client secret ⟨sec⟩ — app-id ⟨appid⟩ er ikke hemmelig.",
        ),
        _gl_oauth,
        "sec",
    ),
    secret_kind(
        "gitlab_ci_variables",
        (
            "variables:\n  HARBOR_REGISTRY: " + _HARBOR + '\n  NETS_SECRET_KEY: "⟨nets⟩"\n'
            '  SAP_CLIENT: "100"',
            'glab variable set SAP_RFC_PASSWORD --value "⟨pw⟩" --masked --protected '
            "-R platform/ewm-bridge",
            'curl --request POST --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://' + _GITLAB + '/api/v4/projects/⟨pid⟩/variables" '
            '--form "key=KEYCLOAK_CLIENT_SECRET" --form "value=⟨kc⟩" --form "masked=true"',
            "CI/CD → Variables i gruppen hlr/platform:\n\n| Key | Value | Protected | Masked |\n"
            "|---|---|---|---|\n| MOBILEPAY_CLIENT_ID | ⟨mpid⟩ | ✓ | ✗ |\n"
            "| MOBILEPAY_CLIENT_SECRET | ⟨mpsec⟩ | ✓ | ✓ |\n"
            "| LOKI_URL | https://loki.hlr.internal | ✗ | ✗ |",
            '$ echo "using VAULT_TOKEN=$VAULT_TOKEN"\nusing VAULT_TOKEN=⟨vt⟩\n'
            "Job succeeded\n# Variable war nicht als Masked markiert – daher im Job-Log!",
        ),
        _ci_vars,
        "nets",
        "pw",
        "pat",
        "kc",
        "mpsec",
        "vt",
    ),
    secret_kind(
        "grafana_cloud_loki_token",
        (
            "clients:\n  - url: https://logs-prod-eu-west-0.grafana.net/loki/api/v1/push\n"
            "    basic_auth:\n      username: ⟨uid⟩\n      password: ⟨t⟩",
            'loki.write "grafana_cloud" {\n  endpoint {\n    url = "https://logs-prod-eu-west-0'
            '.grafana.net/loki/api/v1/push"\n    basic_auth {\n      username = "⟨uid⟩"\n'
            '      password = "⟨t⟩"\n    }\n  }\n}',
            "Access-Policy-Token für den Alloy-Agent in ⟨robot⟩ erstellt (logs:write): ⟨t⟩",
            'curl -H "Authorization: Bearer ⟨gsa⟩" "https://grafana.hlr.internal/api/search?'
            'query=fleet"',
            "GRAFANA_SA_TOKEN=⟨gsa⟩  # Editor, nur für Dashboard-Provisionierung",
        ),
        _grafana,
        "t",
        "gsa",
    ),
    secret_kind(
        "pagerduty_api_and_routing_keys",
        (
            "curl -s 'https://api.pagerduty.com/incidents?statuses[]=triggered' "
            '-H "Authorization: Token token=⟨api⟩" '
            '-H "Accept: application/vnd.pagerduty+json;version=2"',
            "Events-API-v2 Integration Key für den Service ⟨svc⟩ (Fleet-Alarme HAM1): ⟨rk⟩",
            "receivers:\n- name: pagerduty-fleet\n  pagerduty_configs:\n  - routing_key: ⟨rk⟩\n"
            "    severity: critical",
            "PAGERDUTY_TOKEN=⟨api⟩ terraform apply -target=module.pagerduty",
            '{"routing_key": "⟨rk⟩", "event_action": "trigger", "payload": {"summary": '
            '"AGV ⟨robot⟩ blockiert Gang 7", "source": "ros2-fleet", "severity": "error"}}',
        ),
        _pagerduty,
        "api",
        "rk",
    ),
    secret_kind(
        "webhook_signing_secrets",
        (
            "PagerDuty-Webhook-Subscription ⟨subid⟩ angelegt; Signing Secret (wird nur einmal "
            "angezeigt): ⟨pd⟩",
            'curl --request POST --header "PRIVATE-TOKEN: $GITLAB_TOKEN" '
            '--data "url=https://argocd.hlr.internal/api/webhook&push_events=true&token=⟨gl⟩" '
            '"https://' + _GITLAB + '/api/v4/projects/⟨pid⟩/hooks"',
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: argocd-secret\n  namespace: argocd"
            "\nstringData:\n  webhook.gitlab.secret: ⟨gl⟩",
            "MobilePay-webhook registreret (id ⟨uuid⟩). Secret til HMAC-verifikationen: ⟨mp⟩",
            "WEBHOOK_SIGNING_SECRET=⟨pd⟩",
        ),
        _webhooks,
        "pd",
        "gl",
        "mp",
    ),
    secret_kind(
        "nets_easy_secret_key",
        (
            'curl -X POST https://⟨api⟩/v1/payments -H "Authorization: ⟨sk⟩" '
            '-H "Content-Type: application/json" -d @payment.json',
            "NETS_EASY_SECRET_KEY=⟨sk⟩\nNETS_EASY_CHECKOUT_KEY=⟨ck⟩\nNETS_EASY_MERCHANT_ID=⟨mid⟩",
            "Nets-Easy-Portal → Company → Integration: Secret key ⟨sk⟩ — der Checkout key ist "
            "öffentlich, der hier nicht!",
            '"NetsEasy": {\n  "SecretKey": "⟨sk⟩",\n  "CheckoutKey": "⟨ck⟩",\n'
            '  "MerchantId": "⟨mid⟩"\n}',
            "Nets har skiftet vores nøgle; den nye secret key er ⟨sk⟩, og den gamle virker til "
            "fredag.",
        ),
        _nets,
        "sk",
    ),
    secret_kind(
        "mobilepay_api_credentials",
        (
            'curl -X POST https://api.vipps.no/accesstoken/get -H "client_id: ⟨cid⟩" '
            '-H "client_secret: ⟨csec⟩" -H "Ocp-Apim-Subscription-Key: ⟨sub⟩" '
            '-H "Merchant-Serial-Number: ⟨msn⟩"',
            "MP_CLIENT_ID=⟨cid⟩\nMP_CLIENT_SECRET=⟨csec⟩\nMP_SUBSCRIPTION_KEY=⟨sub⟩\nMP_MSN=⟨msn⟩",
            "MobilePay-nøgler til kantinen i Aarhus (MSN ⟨msn⟩): client secret ⟨csec⟩, "
            "subscription key ⟨sub⟩",
            "az keyvault secret set --vault-name kv-hlr-pay-weu --name mobilepay-client-secret "
            '--value "⟨csec⟩"',
        ),
        _mobilepay,
        "csec",
        "sub",
    ),
    secret_kind(
        "keycloak_client_secret",
        (
            "curl -s -X POST https://" + _KEYCLOAK + "/realms/hlr/protocol/openid-connect/token "
            "-d grant_type=client_credentials -d client_id=⟨client⟩ -d client_secret=⟨sec⟩",
            "quarkus.oidc.auth-server-url=https://" + _KEYCLOAK + "/realms/hlr\n"
            "quarkus.oidc.client-id=⟨client⟩\nquarkus.oidc.credentials.secret=⟨sec⟩",
            '{\n  "clientId": "⟨client⟩",\n  "enabled": true,\n'
            '  "clientAuthenticatorType": "client-secret",\n  "secret": "⟨sec⟩",\n'
            '  "serviceAccountsEnabled": true\n}',
            "Keycloak → Clients → ⟨client⟩ → Credentials: Secret neu generiert → ⟨sec⟩. "
            "`argocd-secret` muss nachgezogen werden.",
            'kcadm.sh get clients/⟨cuuid⟩/client-secret -r hlr\n{\n  "type" : "secret",\n'
            '  "value" : "⟨sec⟩"\n}',
        ),
        _keycloak,
        "sec",
    ),
    secret_kind(
        "vault_tokens",
        (
            "export VAULT_ADDR=https://vault.hlr.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            "$ vault login -method=oidc role=platform\nSuccess! You are now authenticated.\n\n"
            "Key                  Value\n---                  -----\ntoken                ⟨t⟩\n"
            "token_accessor       ⟨acc⟩\ntoken_duration       8h\n"
            'token_policies       ["default" "platform-admin"]',
            'curl -H "X-Vault-Token: ⟨t⟩" https://vault.hlr.internal:8200/v1/transit/encrypt/'
            "sap-rfc -d @payload.json",
            "Root-Token aus der Unseal-Zeremonie am ⟨date⟩ (sofort revoken!!): ⟨t⟩",
        ),
        _vault,
        "t",
    ),
    secret_kind(
        "vault_approle_secret_id",
        (
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            "$ vault write -f auth/approle/role/ewm-bridge/secret-id\n"
            "Key                   Value\n---                   -----\n"
            "secret_id             ⟨sid⟩\nsecret_id_accessor    ⟨sacc⟩\n"
            "secret_id_num_uses    0\nsecret_id_ttl         720h",
            "VAULT_ROLE_ID=⟨rid⟩\nVAULT_SECRET_ID=⟨sid⟩",
            "AppRole für den SAP-Connector: role_id ⟨rid⟩ (unkritisch), secret_id ⟨sid⟩ "
            "(geheim, 30 Tage gültig)",
        ),
        _approle,
        "sid",
    ),
    secret_kind(
        "sap_rfc_password",
        (
            'conn = Connection(ashost="⟨host⟩", sysnr="00", client="⟨client⟩", '
            'user="⟨user⟩", passwd="⟨pw⟩", lang="DE")',
            "DEST=⟨sid⟩_RFC\nASHOST=⟨host⟩\nSYSNR=00\nCLIENT=⟨client⟩\nUSER=⟨user⟩\n"
            "PASSWD=⟨pw⟩\nLANG=DE",
            "jco.client.ashost=⟨host⟩\njco.client.sysnr=00\njco.client.client=⟨client⟩\n"
            "jco.client.user=⟨user⟩\njco.client.passwd=⟨pw⟩",
            "Der technische RFC-User ⟨user⟩ in ⟨sid⟩/⟨client⟩ hat jetzt das Kennwort ⟨pw⟩ "
            "(SU01, Typ System, läuft nicht ab).",
            "SM59-destinationen HLR_EWM_AAR bruger ⟨user⟩ med kodeordet ⟨pw⟩ — skift det, når "
            "Basis-teamet har tid.",
        ),
        _sap_rfc,
        "pw",
    ),
    secret_kind(
        "sap_btp_xsuaa_client_secret",
        (
            '{\n  "uaa": {\n    "clientid": "⟨cid⟩",\n    "clientsecret": "⟨csec⟩",\n'
            '    "url": "https://hlr-prod.authentication.eu10.hana.ondemand.com",\n'
            '    "identityzone": "hlr-prod"\n  }\n}',
            "curl -u '⟨cid⟩:⟨csec⟩' -d grant_type=client_credentials "
            "https://hlr-prod.authentication.eu10.hana.ondemand.com/oauth/token",
            "BTP-Service-Key für die Event-Mesh-Bridge: clientsecret `⟨csec⟩` (die clientid "
            "⟨cid⟩ ist kein Geheimnis)",
            "XSUAA_CLIENTID=⟨cid⟩\nXSUAA_CLIENTSECRET=⟨csec⟩",
        ),
        _xsuaa,
        "csec",
    ),
    secret_kind(
        "sap_odata_basic_auth",
        (
            'curl -H "Authorization: Basic ⟨b⟩" -H "Accept: application/json" '
            "'https://s4p.hlr.internal:44300/sap/opu/odata4/sap/api_warehouse_order_2/srvd_a2x/"
            "sap/warehouseorder/0001/WarehouseOrder?$top=5&sap-client=⟨client⟩'",
            '{"key": "s4_basic_auth", "value": "Basic ⟨b⟩", "type": "secret", "enabled": true}',
            'level=debug ts=⟨iso⟩ caller=odata.go:88 msg="outgoing request" '
            'path=/sap/opu/odata/sap/API_OUTBOUND_DELIVERY_SRV header.authorization="Basic ⟨b⟩"',
            "OData-Aufrufe gegen S/4 (Mandant ⟨client⟩) laufen noch mit Basic Auth: "
            "`Authorization: Basic ⟨b⟩` — bis der OAuth-Flow über BTP fertig ist.",
        ),
        _basic,
        "b",
    ),
    secret_kind(
        "hivemq_mqtt_password",
        (
            "mosquitto_pub -h ⟨cluster⟩.s1.eu.hivemq.cloud -p 8883 -u ⟨user⟩ -P '⟨pw⟩' "
            '-t hlr/ham1/agv/⟨robot⟩/cmd -m \'{"op":"pause"}\'',
            "mqtt:\n  broker: ssl://⟨cluster⟩.s1.eu.hivemq.cloud:8883\n  username: ⟨user⟩\n"
            '  password: "⟨pw⟩"\n  client_id: ⟨robot⟩-bridge',
            "mqtt sub -h broker.hlr.internal -p 8883 -s -u ⟨user⟩ -pw '⟨pw⟩' -t 'spBv1.0/HAM1/#'",
            "HiveMQ-login til AGV-flåden i Aarhus: bruger ⟨user⟩ / adgangskode ⟨pw⟩. Gælder "
            "for alle ⟨count⟩ robotter, så skift dem samlet.",
            "<user>\n    <name>⟨user⟩</name>\n    <password>⟨pw⟩</password>\n"
            "    <roles><id>fleet</id></roles>\n</user>",
        ),
        _mqtt,
        "pw",
    ),
    secret_kind(
        "opcua_user_password",
        (
            'client = Client("opc.tcp://⟨plc⟩:4840")\nclient.set_user("⟨user⟩")\n'
            'client.set_password("⟨pw⟩")\nawait client.set_security_string('
            '"Basic256Sha256,SignAndEncrypt,gateway.der,gateway.pem")',
            "opcua:\n  endpoint: opc.tcp://⟨plc⟩:4840\n  security_policy: Basic256Sha256\n"
            "  username: ⟨user⟩\n  password: ⟨pw⟩",
            "S7-1500 OPC-UA-Server (⟨plc⟩): Benutzer `⟨user⟩` mit Passwort ⟨pw⟩ in der "
            "TIA-Benutzerverwaltung angelegt, Rolle nur Lesen.",
            "uaread -u 'opc.tcp://⟨user⟩:⟨pw⟩@⟨plc⟩:4840' -n 'ns=3;s=\"DB_Foerder\".\"Status\"'",
            "PLC'en i hal 3 (⟨plc⟩) har OPC UA-bruger ⟨user⟩, kodeord ⟨pw⟩. Bruges af "
            "fleet-gatewayen.",
        ),
        _opcua,
        "pw",
    ),
    secret_kind(
        "database_connection_strings",
        (
            "DATABASE_URL=postgresql://hlr_app:⟨pw⟩@⟨srv⟩.postgres.database.azure.com:5432/⟨db⟩"
            "?sslmode=require",
            "Server=tcp:sql-hlr-s4-stage.database.windows.net,1433;Initial Catalog=ewm_staging;"
            "User ID=ewm_loader;Password=⟨pw⟩;Encrypt=True;Connection Timeout=30;",
            "redis-hlr-fleet.redis.cache.windows.net:6380,password=⟨rk⟩,ssl=True,"
            "abortConnect=False",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨srv⟩.postgres.database.azure.com -U hlr_admin -d ⟨db⟩",
            "spring.datasource.url=jdbc:postgresql://⟨srv⟩.postgres.database.azure.com:5432/⟨db⟩"
            "\nspring.datasource.username=keycloak\nspring.datasource.password=⟨pw⟩",
        ),
        _db,
        "pw",
        "rk",
    ),
    secret_kind(
        "passwords_in_config",
        (
            'keycloak:\n  auth:\n    adminUser: admin\n    adminPassword: "⟨pw⟩"\n'
            "  production: true",
            "[security]\nadmin_user = admin\nadmin_password = ⟨pw⟩\ncookie_secure = true",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: repo-sap-charts\n  labels:\n"
            "    argocd.argoproj.io/secret-type: repository\nstringData:\n"
            "  url: https://" + _GITLAB + "/platform/sap-charts.git\n  username: argocd\n"
            "  password: ⟨pw⟩",
            '[plc.ham1_hall3]\naddress = "⟨ip⟩"\nrack = 0\nslot = 1\naccess_password = "⟨pw⟩"',
            'pg_admin_login    = "hlradmin"\npg_admin_password = "⟨pw⟩"\n'
            'location          = "westeurope"',
            "$ argocd admin initial-password -n argocd\n⟨argopw⟩\n\n This password must be only "
            "used for first time login. We strongly recommend you update the password using "
            "`argocd account update-password`.",
        ),
        _config_pw,
        "pw",
        "argopw",
    ),
    secret_kind(
        "rsa_private_key_pem",
        (
            "⟨pem⟩",
            "OPC-UA-Applikationszertifikat des Fleet-Gateways, privater Schlüssel aus "
            "`pki/own/private/gateway.pem`:\n\n⟨pem⟩\n\n" + _PEM_ASIDE,
            "tls:\n  key: |\n⟨pem_yaml⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: opcua-gateway-cert\ntype: "
            "kubernetes.io/tls\nstringData:\n  tls.key: |\n⟨pem_yaml⟩",
        ),
        _rsa,
        "pem",
        "pem_yaml",
    ),
    secret_kind(
        "ec_private_key_pem",
        (
            "$ cat keystore/enclaves/hlr/fleet/⟨robot⟩/key.pem\n⟨pem⟩",
            "-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n⟨sec1⟩",
            "mTLS-klientnøgle til HiveMQ (⟨robot⟩):\n\n⟨pem⟩",
            "cosign-Signierschlüssel (ed25519) aus dem alten CI-Runner:\n⟨ed⟩",
            "hivemq:\n  clientKey: |\n⟨pem_yaml⟩",
        ),
        _ec,
        "pem",
        "pem_yaml",
        "sec1",
        "ed",
    ),
    secret_kind(
        "openssh_private_key",
        (
            "⟨key⟩",
            "~/.ssh/id_agv_service (Service-Zugang zu den AGVs in HAM1):\n⟨key⟩",
            "ansible_ssh_private_key: |\n⟨key_yaml⟩",
            "SSH_PRIVATE_KEY (Type: File) i hlr/platform — indholdet:\n\n⟨key⟩\n",
        ),
        _openssh,
        "key",
        "key_yaml",
    ),
    secret_kind(
        "dotenv_lines",
        (
            "# ewm-bridge/.env.production\nSAP_ASHOST=ewp-app01.hlr.internal\nSAP_CLIENT=100\n"
            "SAP_USER=RFC_EWM_BRIDGE\nSAP_PASSWD=⟨pw⟩\n"
            "MQTT_URL=mqtts://broker.hlr.internal:8883\nMQTT_PASSWORD=⟨mpw⟩\nLOG_LEVEL=info",
            "NETS_EASY_SECRET_KEY=⟨nets⟩\nNETS_EASY_MERCHANT_ID=⟨mid⟩\n"
            "PAGERDUTY_ROUTING_KEY=⟨rk⟩\nAPPLICATIONINSIGHTS_CONNECTION_STRING="
            "InstrumentationKey=⟨ikey⟩;IngestionEndpoint=https://westeurope-5.in."
            "applicationinsights.azure.com/",
            "KEYCLOAK_URL=https://" + _KEYCLOAK + "/realms/hlr\nKEYCLOAK_CLIENT_ID=fleet-api\n"
            "KEYCLOAK_CLIENT_SECRET=⟨kc⟩\nVAULT_ADDR=https://vault.hlr.internal:8200\n"
            "VAULT_TOKEN=⟨vt⟩",
            "environment:\n  - HARBOR_USERNAME=robot$fleet+compose\n  - HARBOR_PASSWORD=⟨harbor⟩"
            "\n  - TZ=Europe/Berlin",
            "export AZURE_STORAGE_ACCOUNT=sthlrfleetlogs\nexport AZURE_STORAGE_KEY='⟨sk⟩'",
        ),
        _dotenv,
        "pw",
        "mpw",
        "nets",
        "rk",
        "kc",
        "vt",
        "harbor",
        "sk",
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "Deploy ewm-bridge ⟨build⟩\n- commit ⟨sha⟩\n- image " + _HARBOR + "/platform/"
            "ewm-bridge@sha256:⟨dig⟩\n- traceparent 00-⟨trace⟩-⟨span⟩-01\n"
            "- Keycloak client secret (neu): ⟨kc⟩\n- Nets paymentId ⟨payid⟩",
            "Incident INC-⟨n⟩ (AGV-Stau Halle 3)\n\n| Feld | Wert |\n|---|---|\n"
            "| PagerDuty incident | ⟨pdinc⟩ |\n| Loki traceID | ⟨trace⟩ |\n"
            "| Vault token (break-glass, noch nicht revoked) | ⟨vt⟩ |\n| Argo revision | ⟨sha⟩ |",
            "Notat fra Aarhus:\n* build-id ⟨build⟩\n* cache key fleet-⟨cache⟩\n"
            "* HiveMQ cluster ⟨cluster⟩.s1.eu.hivemq.cloud\n"
            "* MQTT-kodeord til test-robotten: ⟨pw⟩\n* transit ciphertext vault:v1:⟨ct⟩",
            '{"level":"error","trace_id":"⟨trace⟩","payment_id":"⟨payid⟩",'
            '"checkout_key":"⟨ck⟩","secret_key":"⟨nets⟩","msg":"401 from Nets Easy"}',
            "Mission ⟨ulid⟩ / Mongo ⟨oid⟩ / Robot ⟨robot⟩ — nebenbei: Jannik hat das "
            "Grafana-Admin-Passwort auf ⟨pw⟩ gesetzt, bitte in Vault übernehmen.",
        ),
        _among,
        "kc",
        "vt",
        "pw",
        "nets",
    ),
    secret_kind(
        "prose_passwords_multilingual",
        (
            "Das WLAN-Passwort für das Roboternetz HLR-AGV in Halle 2 ist ⟨pw⟩ — bitte nicht "
            "an Fremdfirmen weitergeben.",
            "Adgangskoden til HMI-panelet ved port 4 er ⟨pw⟩; ⟨who⟩ har den også på en seddel, "
            "men den skal væk.",
            "⟨who⟩ told me the break-glass password for the Keycloak master realm is ⟨pw⟩ "
            "until the rotation on ⟨date⟩.",
            "Kennwort für den Siemens-Service-Laptop (lokaler Admin): ⟨pw⟩. ⟨who⟩ hat es am "
            "Telefon durchgegeben.",
            "Husk: kodeordet til SAP-brugeren EWM_SUPPORT blev nulstillet til ⟨pw⟩ i dag og "
            "skal ændres ved første login.",
            "⟨who⟩ meinte, das Schutzstufen-Passwort der S7-1500 in Halle 3 sei ⟨pw⟩ "
            "(Vollzugriff!).",
            "pw for grafana admin = ⟨pw⟩ — hab ich noch nicht in 1Password eingetragen (⟨who⟩)",
        ),
        _prose,
        "pw",
    ),
)
