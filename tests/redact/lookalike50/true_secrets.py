"""True secrets in memory-note framings; each kind names the fields that must not survive.

The notes belong to an integration engineer at Kymaline Shipping & Logistics (Piraeus, with
a team in Limassol), August 2031. Secrets leak the way they do in such notes: in commands,
env files, connection strings, pasted JSON and YAML, tables, prose in Greek and English, and
multi-line keys (listed line by line, every body line of 16+ characters).
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike50.gen import (
    ALNUM,
    B64,
    B64URL,
    LOWER_ALNUM,
    SAFE_PASSWORD_CHARS,
    UPPER_ALNUM,
    Kind,
    azure_key,
    b64,
    b64_of,
    b64url,
    b64url_json,
    certificate_body,
    container,
    hexs,
    human_password,
    imo,
    mmsi,
    num,
    openssh_ed25519,
    password,
    pick,
    pick_date,
    pkcs8_rsa_body,
    stamp,
    urlenc_b64,
    uuid4,
    vessel,
    voyage,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SG = "S" + "G."
_GHPAT = "github" + "_pat_"
_NPM = "np" + "m_"
_MAPBOX_SK = "s" + "k."
_ENTRA = "8" + "Q~"

_SB_NS = ("sb-kyma-prod-weu", "sb-kyma-edi", "sb-kyma-uat-weu", "sbns-kymaline-ais")
_SB_POLICY = ("RootManageSharedAccessKey", "send-edi", "listen-ais", "logicapp-rw", "sap-bridge")
_SB_QUEUE = ("edi-baplie-in", "coprar-out", "iftmin-out", "ais-positions", "sap-idoc-orders")
_ENV = ("prod", "uat", "dev")


def _epoch(r: Random) -> str:
    return str(r.randint(1943568000, 1946246400))


def _servicebus(r: Random) -> dict[str, str]:
    sig = "+ASb" if r.random() < 0.5 else ""
    return {
        "k": azure_key(r, 32, sig),
        "k2": azure_key(r, 32, sig),
        "ns": r.choice(_SB_NS),
        "policy": r.choice(_SB_POLICY),
        "q": r.choice(_SB_QUEUE),
        "rg": "rg-kyma-int-" + r.choice(_ENV),
    }


def _sb_sas(r: Random) -> dict[str, str]:
    return {
        "sig": urlenc_b64(b64(r, 32)),
        "se": _epoch(r),
        "ns": r.choice(_SB_NS),
        "q": r.choice(_SB_QUEUE),
        "policy": r.choice(_SB_POLICY),
        "imo": imo(r),
    }


def _cosmos(r: Random) -> dict[str, str]:
    sig = "ACDb" if r.random() < 0.5 else ""
    return {
        "k": azure_key(r, 64, sig),
        "k2": azure_key(r, 64, sig),
        "acct": r.choice(("cosmos-kyma-ais", "cosmos-kyma-edi", "cosmos-kyma-tracking")),
        "db": r.choice(("ais", "edi", "tracking")),
        "c": r.choice(("positions", "voyages", "messages", "bookings")),
    }


def _storage(r: Random) -> dict[str, str]:
    sig = "+ASt" if r.random() < 0.5 else ""
    return {
        "k": azure_key(r, 64, sig),
        "acct": r.choice(("stkymaedi", "stkymaediprod", "stkymaais01", "stkymalogicapps")),
        "file": f"BAPLIE_{imo(r)}_{voyage(r)}.edi",
        "day": pick_date(r),
    }


def _sas(r: Random) -> dict[str, str]:
    day = r.randint(1, 28)
    return {
        "sig": urlenc_b64(b64(r, 32)),
        "acct": r.choice(("stkymaedi", "stkymaediprod", "stkymashare")),
        "st": f"2031-08-{day:02d}T07:{r.randint(10, 59)}:00Z",
        "se": f"2031-09-{day:02d}T07:{r.randint(10, 59)}:00Z",
        "file": r.choice(("COPRAR", "BAPLIE", "IFTMIN")) + f"_{num(r, 10)}.edi",
        "sv": r.choice(("2030-11-04", "2029-08-01", "2022-11-02")),
    }


def _logic_sig(r: Random) -> dict[str, str]:
    return {
        "sig": b64url(r, 32),
        "wf": hexs(r, 32),
        "nn": f"{r.randint(1, 60):02d}",
        "app": r.choice(("logic-kyma-edi", "logic-kyma-notify", "logic-kyma-sap")),
        "flow": r.choice(("wf-coprar-in", "wf-vessel-eta", "wf-viva-callback", "wf-baplie-ack")),
    }


def _function_key(r: Random) -> dict[str, str]:
    def key(new_format: bool) -> str:
        if new_format:
            return pick(r, B64URL, 44) + "AzFu" + pick(r, ALNUM, 5) + r.choice("AQgw") + "=="
        return b64(r, 40)

    new_format = r.random() < 0.5
    k, k2 = key(new_format), key(new_format)
    return {
        "k": k,
        "k2": k2,
        "app": r.choice(("func-kyma-edi", "func-kyma-ais", "func-kyma-viva")),
        "fn": r.choice(("baplie-parse", "coprar-build", "ais-ingest", "viva-webhook")),
    }


def _entra(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, ALNUM, 3) + _ENTRA + pick(r, ALNUM + "_~.-", 34),
        "app": uuid4(r),
        "tenant": uuid4(r),
        "name": r.choice(
            ("kyma-sap-bridge", "kyma-edi-gateway", "kyma-ais-reader", "sp-github-oidc")
        ),
        "end": f"2032-0{r.randint(1, 9)}-{r.randint(10, 28)}",
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "sid": "AC" + hexs(r, 32),
        "key": "SK" + hexs(r, 32),
        "s": pick(r, ALNUM, 32),
        "to": "+3069" + num(r, 8),
        "v": vessel(r),
        "eta": f"{r.randint(0, 23):02d}:{r.choice(('00', '15', '30', '45'))}",
    }


def _viva(r: Random) -> dict[str, str]:
    merchant = uuid4(r)
    api_key = password(r, r.choice((6, 8)), ALNUM + "#$%&()*+-/:;<=>?@[]^_{|}~")
    return {
        "s": pick(r, ALNUM, r.choice((30, 32))),
        "cid": pick(r, LOWER_ALNUM, 38) + ".apps.vivapayments.com",
        "b": b64_of(f"{merchant}:{api_key}"),
        "src": num(r, 4),
        "order": num(r, 16),
        "tx": uuid4(r),
    }


def _sap(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 20)), SAFE_PASSWORD_CHARS)
        if r.random() < 0.6
        else human_password(r),
        "client": r.choice(("100", "200", "300")),
        "sid": r.choice(("PRD", "QAS", "S4P")),
        "host": r.choice(("sapprd-app01.kymaline.local", "10.40.2.15", "s4p-ascs.kymaline.local")),
        "date": pick_date(r),
    }


def _xsuaa(r: Random) -> dict[str, str]:
    return {
        "s": uuid4(r) + "$" + b64url(r, 32) + "=",
        "cid": "sb-kyma-edi-" + pick(r, LOWER_ALNUM, 6) + "!t" + num(r, 5),
        "sub": r.choice(("kyma-prd", "kyma-qas", "kymaline-btp")),
    }


def _sftp(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 22)), SAFE_PASSWORD_CHARS),
        "pw2": password(r, r.choice((16, 20)), SAFE_PASSWORD_CHARS),
        "fp": b64(r, 32).rstrip("="),
        "host": r.choice(
            ("sftp.aegeanterminals.gr", "edi.lemesos-ct.com.cy", "ftp.pcs-piraeus.gr")
        ),
        "user": r.choice(("kyma_edi", "kymaline", "KYMA01")),
    }


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("edi@kyma-int01", "deploy@kyma-ais", "eleni@LMS-LT-042"))
    body, pub = openssh_ed25519(r, comment)
    return {"body": body, "pub": pub + " " + comment, "host": r.choice(_SFTP_HOSTS)}


_SFTP_HOSTS = ("sftp.aegeanterminals.gr", "edi.lemesos-ct.com.cy", "kyma-int01.kymaline.local")


def _pkcs8(r: Random) -> dict[str, str]:
    return {"body": pkcs8_rsa_body(r), "cert": certificate_body(r), "as2": "KYMA" + num(r, 4)}


def _pfx(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), SAFE_PASSWORD_CHARS),
        "name": r.choice(("as2-kyma-sign", "as2-kyma-enc", "viva-mtls", "sap-sso")),
    }


def _ais_key(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 40), "imo": imo(r), "mmsi": mmsi(r), "v": vessel(r)}


def _ado_pat(r: Random) -> dict[str, str]:
    if r.random() < 0.6:
        pat = pick(r, ALNUM, 76) + "AZDO" + pick(r, ALNUM, 4)
    else:
        pat = pick(r, "abcdefghijklmnopqrstuvwxyz234567", 52)
    return {
        "pat": pat,
        "b": b64_of(pat),
        "repo": r.choice(("edi-gateway", "ais-ingest", "sap-bridge")),
    }


def _acr(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, B64, 42) + "+ACR" + pick(r, ALNUM, 6),
        "pw2": pick(r, B64, 42) + "+ACR" + pick(r, ALNUM, 6),
        "reg": r.choice(("acrkyma", "acrkymaprod", "kymalineacr")),
    }


def _redis(r: Random) -> dict[str, str]:
    def key() -> str:
        return pick(r, ALNUM, 33) + "AzCa" + r.choice("ABCDEFGHIJKLMNOP") + pick(r, ALNUM, 5) + "="

    return {"k": key(), "k2": key(), "name": r.choice(("redis-kyma-prod", "redis-kyma-ais"))}


def _iot(r: Random) -> dict[str, str]:
    return {
        "k": azure_key(r, 32, "+AIoT" if r.random() < 0.5 else ""),
        "eh": azure_key(r, 32, "+AEh" if r.random() < 0.5 else ""),
        "dev": "reefer-gw-" + num(r, 3),
        "hub": r.choice(("iot-kyma-reefer", "iot-kyma-cranes")),
    }


def _sql(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24))),
        "db": r.choice(("edi-tracking", "kyma-billing", "vessel-calls")),
        "user": r.choice(("edi_app", "sqladmin-kyma", "reporting_ro")),
    }


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), SAFE_PASSWORD_CHARS),
        "mmsi": mmsi(r),
        "user": r.choice(("ais_writer", "ais_reader", "grafana_ro")),
    }


def _jwt(r: Random) -> dict[str, str]:
    tenant = uuid4(r)
    iat = int(_epoch(r))
    header = {"typ": "JWT", "alg": "RS256", "x5t": b64url(r, 20), "kid": b64url(r, 20)}
    claims = {
        "aud": r.choice(("https://servicebus.azure.net", "https://management.azure.com/")),
        "iss": f"https://sts.windows.net/{tenant}/",
        "iat": iat,
        "nbf": iat,
        "exp": iat + 4499,
        "aio": b64url(r, 60),
        "appid": uuid4(r),
        "appidacr": "1",
        "idp": f"https://sts.windows.net/{tenant}/",
        "oid": uuid4(r),
        "rh": "0.A" + b64url(r, 40) + ".",
        "sub": uuid4(r),
        "tid": tenant,
        "uti": b64url(r, 16),
        "ver": "1.0",
    }
    jwt = f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, 256)}"
    return {"jwt": jwt, "tenant": tenant, "sub": uuid4(r), "exp": stamp(r)}


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + b64url(r, 16) + "." + b64url(r, 32), "v": vessel(r)}


def _ghpat(r: Random) -> dict[str, str]:
    return {
        "t": _GHPAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        "tag": f"v{r.randint(1, 4)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
    }


def _npm(r: Random) -> dict[str, str]:
    return {
        "t": _NPM + pick(r, ALNUM, 36),
        "v": f"{r.randint(1, 3)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


def _mapbox(r: Random) -> dict[str, str]:
    return {
        "t": _MAPBOX_SK
        + b64url_json({"u": "kymaline", "a": pick(r, LOWER_ALNUM, 25)})
        + "."
        + pick(r, B64URL, 22)
    }


def _prose_pw(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 21))),
        "day": r.choice(("Παρασκευή", "Δευτέρα", "Friday", "Monday")),
        "who": r.choice(("Andreas", "Myria", "Stelios", "Christiana")),
        "who_el": r.choice(("ο Andreas", "η Myria", "ο Stelios", "η Christiana")),
    }


def _table_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 19)), SAFE_PASSWORD_CHARS),
        "pw2": human_password(r) if r.random() < 0.5 else password(r, 17, SAFE_PASSWORD_CHARS),
        "u": uuid4(r),
        "date": pick_date(r),
    }


def _monitoring(r: Random) -> dict[str, str]:
    return {"dd": hexs(r, 32), "app": hexs(r, 40), "og": uuid4(r), "q": r.choice(_SB_QUEUE)}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "imo": imo(r),
        "mmsi": mmsi(r),
        "cn": container(r),
        "cn2": container(r),
        "etag": f'"{hexs(r, 8)}-0000-0d00-0000-{r.randint(1943568000, 1946246400):08x}0000"',
        "rid": b64_of(r.randbytes(3) + bytes(1) + r.randbytes(6) + bytes(6)),
        "k": azure_key(r, 64),
        "pw": password(r, 20),
        "sas": urlenc_b64(b64(r, 32)),
        "msg": hexs(r, 32),
        "v": vessel(r),
        "voy": voyage(r),
    }


_PEM_KEY = "PRIVATE" + " KEY-----"
_OPENSSH_KEY = "OPENSSH " + _PEM_KEY

SECRETS: tuple[Kind, ...] = (
    Kind(
        "azure_service_bus_connection_string",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨policy⟩;"
            "SharedAccessKey=⟨k⟩;EntityPath=⟨q⟩",
            '{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": '
            '"UseDevelopmentStorage=true",\n    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",\n'
            '    "ServiceBusConnection": "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨policy⟩;SharedAccessKey=⟨k⟩"\n  }\n}',
            "$ az servicebus namespace authorization-rule keys list -g ⟨rg⟩ "
            '--namespace-name ⟨ns⟩ -n ⟨policy⟩\n{\n  "keyName": "⟨policy⟩",\n'
            '  "primaryKey": "⟨k⟩",\n  "secondaryKey": "⟨k2⟩"\n}',
            "Το primary key της πολιτικής ⟨policy⟩ στο ⟨ns⟩ είναι ⟨k⟩ — να μπει στο Key Vault "
            "πριν το go-live.",
            "Service Bus Explorer → File → Connect → paste "
            "`Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨policy⟩;"
            "SharedAccessKey=⟨k⟩` and peek ⟨q⟩/$DeadLetterQueue",
        ),
        _servicebus,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "service_bus_sas_token_signature",
        (
            "SharedAccessSignature sr=https%3A%2F%2F⟨ns⟩.servicebus.windows.net%2F⟨q⟩"
            "&sig=⟨sig⟩&se=⟨se⟩&skn=⟨policy⟩",
            'curl -X POST "https://⟨ns⟩.servicebus.windows.net/⟨q⟩/messages" \\\n'
            '  -H "Authorization: SharedAccessSignature sr=https%3A%2F%2F⟨ns⟩.servicebus.'
            'windows.net%2F⟨q⟩&sig=⟨sig⟩&se=⟨se⟩&skn=⟨policy⟩" \\\n'
            '  -H "Content-Type: application/json" -d \'{"imo":"⟨imo⟩","event":"ETA_UPDATE"}\'',
            '"headers": {\n  "Authorization": "SharedAccessSignature sr=⟨ns⟩.servicebus.windows.'
            'net&sig=⟨sig⟩&se=⟨se⟩&skn=⟨policy⟩",\n'
            '  "BrokerProperties": "{\\"Label\\":\\"ais\\"}"\n}',
            "SAS token που έφτιαξα για το test της Λεμεσού (λήγει σε 30 μέρες): "
            "SharedAccessSignature sr=⟨ns⟩.servicebus.windows.net%2F⟨q⟩&sig=⟨sig⟩&se=⟨se⟩"
            "&skn=⟨policy⟩",
        ),
        _sb_sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "cosmos_db_account_key",
        (
            "AccountEndpoint=https://⟨acct⟩.documents.azure.com:443/;AccountKey=⟨k⟩;",
            '"CosmosDb": {\n  "Endpoint": "https://⟨acct⟩.documents.azure.com:443/",\n'
            '  "Key": "⟨k⟩",\n  "Database": "⟨db⟩",\n  "Container": "⟨c⟩"\n}',
            "$ az cosmosdb keys list -n ⟨acct⟩ -g rg-kyma-data\n{\n"
            '  "primaryMasterKey": "⟨k⟩",\n  "primaryReadonlyMasterKey": "⟨k2⟩"\n}',
            'client = CosmosClient("https://⟨acct⟩.documents.azure.com:443/", credential="⟨k⟩")\n'
            'container = client.get_database_client("⟨db⟩").get_container_client("⟨c⟩")',
            "Για το Data Explorer χρησιμοποίησα το read-only key του ⟨acct⟩: ⟨k⟩",
        ),
        _cosmos,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key ⟨k⟩ "
            "--container-name edi-inbound --name ⟨day⟩/⟨file⟩ --file ./⟨file⟩",
            'Logic App Standard app settings:\n  "AzureWebJobsStorage": "DefaultEndpointsProtocol='
            'https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;EndpointSuffix=core.windows.net"',
            "export AZURE_STORAGE_ACCOUNT=⟨acct⟩\nexport AZURE_STORAGE_KEY=⟨k⟩",
            "Storage key1 του ⟨acct⟩ (το key2 το κάναμε rotate στις ⟨day⟩): ⟨k⟩",
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "storage_sas_url_signature",
        (
            "https://⟨acct⟩.blob.core.windows.net/edi-outbound/⟨file⟩?sp=r&st=⟨st⟩&se=⟨se⟩"
            "&spr=https&sv=⟨sv⟩&sr=b&sig=⟨sig⟩",
            'azcopy copy "./out/*.edi" "https://⟨acct⟩.blob.core.windows.net/edi-outbound?'
            'sv=⟨sv⟩&ss=b&srt=co&sp=rwlac&se=⟨se⟩&st=⟨st⟩&spr=https&sig=⟨sig⟩"',
            'AZURE_STORAGE_SAS_TOKEN="?sv=⟨sv⟩&ss=b&srt=sco&sp=rl&se=⟨se⟩&spr=https&sig=⟨sig⟩"',
            "Ο συνεργάτης στη Λεμεσό κατεβάζει τα αρχεία από αυτό το link (λήγει ⟨se⟩): "
            "https://⟨acct⟩.blob.core.windows.net/partners/⟨file⟩?sv=⟨sv⟩&sr=b&sp=r&se=⟨se⟩"
            "&sig=⟨sig⟩",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "logic_app_trigger_url_signature",
        (
            "curl -X POST 'https://prod-⟨nn⟩.westeurope.logic.azure.com:443/workflows/⟨wf⟩/"
            "triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun"
            "&sv=1.0&sig=⟨sig⟩' -H 'Content-Type: application/json' -d @eta.json",
            "Twilio console → Messaging Service → Integration → webhook URL:\n"
            "https://⟨app⟩.azurewebsites.net:443/api/⟨flow⟩/triggers/When_a_HTTP_request_is_"
            "received/invoke?api-version=2022-05-01&sp=%2Ftriggers%2FWhen_a_HTTP_request_is_"
            "received%2Frun&sv=1.0&sig=⟨sig⟩",
            "Το callback URL του ⟨flow⟩ για τη Viva: https://prod-⟨nn⟩.westeurope.logic.azure."
            "com/workflows/⟨wf⟩/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2F"
            "triggers%2Fmanual%2Frun&sv=1.0&sig=⟨sig⟩",
            '<set-backend-service base-url="https://prod-⟨nn⟩.westeurope.logic.azure.com/'
            "workflows/⟨wf⟩/triggers/manual/paths/invoke?api-version=2016-10-01&amp;sv=1.0"
            '&amp;sig=⟨sig⟩" />',
        ),
        _logic_sig,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "azure_function_key",
        (
            'curl -s "https://⟨app⟩.azurewebsites.net/api/⟨fn⟩?code=⟨k⟩" --data-binary @BAPLIE.edi',
            'curl -H "x-functions-key: ⟨k⟩" https://⟨app⟩.azurewebsites.net/api/⟨fn⟩',
            "$ az functionapp keys list -n ⟨app⟩ -g rg-kyma-int-prod\n{\n"
            '  "functionKeys": {\n    "default": "⟨k⟩"\n  },\n  "masterKey": "⟨k2⟩",\n'
            '  "systemKeys": {}\n}',
            "APIM named value `fn-⟨fn⟩-key` = ⟨k⟩ (not yet moved to Key Vault)",
        ),
        _function_key,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "entra_client_secret",
        (
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            "az login --service-principal -u ⟨app⟩ -p '⟨s⟩' --tenant ⟨tenant⟩",
            "$ az ad app credential reset --id ⟨app⟩ --append\n{\n"
            '  "appId": "⟨app⟩",\n  "password": "⟨s⟩",\n  "tenant": "⟨tenant⟩"\n}',
            "curl -X POST https://login.microsoftonline.com/⟨tenant⟩/oauth2/v2.0/token "
            "-d 'client_id=⟨app⟩&client_secret=⟨s⟩&grant_type=client_credentials"
            "&scope=https%3A%2F%2Fservicebus.azure.net%2F.default'",
            "Νέο client secret για το app registration «⟨name⟩» (λήγει ⟨end⟩): ⟨s⟩",
        ),
        _entra,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨t⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            '--data-urlencode "To=⟨to⟩" --data-urlencode "Body=⟨v⟩ ETA ⟨eta⟩" -u ⟨sid⟩:⟨t⟩',
            '"twilio": {\n  "type": "ApiConnection",\n  "parameterValues": {\n'
            '    "sid": "⟨sid⟩",\n    "token": "⟨t⟩"\n  }\n}',
            "Primary auth token του Twilio (το secondary το ανακυκλώσαμε): ⟨t⟩",
        ),
        _twilio,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "twilio_api_key_secret",
        (
            "TWILIO_API_KEY=⟨key⟩\nTWILIO_API_SECRET=⟨s⟩\nTWILIO_ACCOUNT_SID=⟨sid⟩",
            "twilio profiles:add kyma-prod --account-sid ⟨sid⟩ --api-key ⟨key⟩ --api-secret ⟨s⟩",
            'var client = new TwilioRestClient("⟨key⟩", "⟨s⟩", accountSid: "⟨sid⟩");',
            "| Twilio | API key | ⟨key⟩ |\n|---|---|---|\n| Twilio | API secret | ⟨s⟩ |",
        ),
        _twilio,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "viva_wallet_client_secret",
        (
            "curl -X POST https://accounts.vivapayments.com/connect/token "
            '-u "⟨cid⟩:⟨s⟩" -d grant_type=client_credentials',
            "VIVA_CLIENT_ID=⟨cid⟩\nVIVA_CLIENT_SECRET=⟨s⟩\nVIVA_SOURCE_CODE=⟨src⟩",
            '"VivaWallet": {\n  "Environment": "live",\n  "ClientId": "⟨cid⟩",\n'
            '  "ClientSecret": "⟨s⟩",\n  "SourceCode": "⟨src⟩"\n}',
            "Smart Checkout (live) για τα demurrage invoices: client secret ⟨s⟩, source ⟨src⟩",
        ),
        _viva,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "viva_wallet_basic_auth",
        (
            'curl https://www.vivapayments.com/api/transactions/⟨tx⟩ -H "Authorization: Basic ⟨b⟩"',
            '"authentication": {\n  "type": "Raw",\n  "value": "Basic ⟨b⟩"\n}',
            "Viva legacy API (merchant id + API key) as the header the refund job sends: "
            "Authorization: Basic ⟨b⟩",
            "Για το webhook verification της Viva: GET https://www.vivapayments.com/api/messages/"
            "config/token με header `Authorization: Basic ⟨b⟩`",
        ),
        _viva,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "sap_rfc_password",
        (
            "jco.client.ashost=⟨host⟩\njco.client.sysnr=00\njco.client.client=⟨client⟩\n"
            "jco.client.user=RFC_EDI\njco.client.passwd=⟨pw⟩\njco.client.lang=EN",
            "hdbuserstore SET EDIKEY hana-⟨sid⟩.kymaline.local:30015 EDI_READER ⟨pw⟩",
            '<add NAME="⟨sid⟩" USER="RFC_EDI" PASSWD="⟨pw⟩" CLIENT="⟨client⟩" LANG="EN" '
            'ASHOST="⟨host⟩" SYSNR="00" />',
            "Ο κωδικός του RFC χρήστη RFC_EDI στο ⟨sid⟩/⟨client⟩ είναι ⟨pw⟩ (τον άλλαξε η Basis "
            "στις ⟨date⟩).",
            'conn = Connection(ashost="⟨host⟩", sysnr="00", client="⟨client⟩", user="RFC_EDI", '
            'passwd="⟨pw⟩")',
        ),
        _sap,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sap_btp_xsuaa_client_secret",
        (
            '{\n  "uaa": {\n    "clientid": "⟨cid⟩",\n    "clientsecret": "⟨s⟩",\n'
            '    "url": "https://⟨sub⟩.authentication.eu10.hana.ondemand.com",\n'
            '    "identityzone": "⟨sub⟩"\n  }\n}',
            "curl -u '⟨cid⟩:⟨s⟩' 'https://⟨sub⟩.authentication.eu10.hana.ondemand.com/oauth/"
            "token?grant_type=client_credentials'",
            "XSUAA_CLIENTID=⟨cid⟩\nXSUAA_CLIENTSECRET=⟨s⟩",
            "BTP service key (Integration Suite, ⟨sub⟩): clientsecret = ⟨s⟩",
        ),
        _xsuaa,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "sftp_partner_password",
        (
            'winscp.com /command "open sftp://⟨user⟩:⟨pw⟩@⟨host⟩/ -hostkey=""ssh-ed25519 255 '
            '⟨fp⟩""" "put BAPLIE_*.edi /in/" "exit"',
            "sshpass -p '⟨pw⟩' sftp -oBatchMode=no ⟨user⟩@⟨host⟩",
            "| Partner | Host | User | Password |\n|---|---|---|---|\n"
            "| Aegean Terminals | ⟨host⟩ | ⟨user⟩ | ⟨pw⟩ |\n| Lemesos CT (UAT) | "
            "edi-uat.lemesos-ct.com.cy | ⟨user⟩ | ⟨pw2⟩ |",
            "lftp -u ⟨user⟩,⟨pw⟩ sftp://⟨host⟩ -e 'mirror --only-newer /out/COPRAR ./coprar; bye'",
            "Ο κωδικός για το SFTP του ⟨host⟩ (χρήστης ⟨user⟩) είναι ⟨pw⟩ — τον έστειλαν με "
            "SMS, όχι με email.",
        ),
        _sftp,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN " + _OPENSSH_KEY + "\n⟨body⟩\n-----END " + _OPENSSH_KEY,
            "Κλειδί για το deploy στο ⟨host⟩ (id_ed25519):\n\n-----BEGIN "
            + _OPENSSH_KEY
            + "\n⟨body⟩\n-----END "
            + _OPENSSH_KEY
            + "\n\nΤο public που δώσαμε στον τερματικό: ⟨pub⟩",
            "$ cat ~/.ssh/id_ed25519_pcs\n-----BEGIN "
            + _OPENSSH_KEY
            + "\n⟨body⟩\n-----END "
            + _OPENSSH_KEY,
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "pkcs8_private_key_as2",
        (
            "-----BEGIN " + _PEM_KEY + "\n⟨body⟩\n-----END " + _PEM_KEY,
            "as2-kyma-sign.key (AS2 id ⟨as2⟩, for the Mendelson partner profile):\n"
            "-----BEGIN " + _PEM_KEY + "\n⟨body⟩\n-----END " + _PEM_KEY,
            "bundle.pem as exported from the old gateway:\n-----BEGIN CERTIFICATE-----\n⟨cert⟩\n"
            "-----END CERTIFICATE-----\n-----BEGIN " + _PEM_KEY + "\n⟨body⟩\n-----END " + _PEM_KEY,
        ),
        _pkcs8,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "pfx_and_keystore_password",
        (
            "openssl pkcs12 -export -in ⟨name⟩.crt -inkey ⟨name⟩.key -out ⟨name⟩.pfx "
            "-passout pass:⟨pw⟩",
            "az keyvault certificate import --vault-name kv-kyma-int-prod -n ⟨name⟩ "
            "-f ⟨name⟩.pfx --password '⟨pw⟩'",
            "keytool -importkeystore -srckeystore ⟨name⟩.pfx -srcstoretype PKCS12 "
            "-srcstorepass ⟨pw⟩ -destkeystore as2.jks -deststorepass ⟨pw⟩",
            "Το ⟨name⟩.pfx έχει password ⟨pw⟩ (το ίδιο και στο UAT).",
        ),
        _pfx,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "ais_provider_api_key",
        (
            'curl "https://services.marinetraffic.com/api/exportvessel/⟨k⟩?v=5&imo=⟨imo⟩'
            '&protocol=jsono"',
            "MARINETRAFFIC_API_KEY=⟨k⟩  # PS07 vessel positions, 2k credits/month",
            '{"APIKey": "⟨k⟩", "BoundingBoxes": [[[37.80, 23.40], [38.00, 23.70]]], '
            '"FiltersShipMMSI": ["⟨mmsi⟩"]}',
            "Το API key του AIS provider για το ⟨v⟩ (IMO ⟨imo⟩, MMSI ⟨mmsi⟩) tracking είναι ⟨k⟩.",
        ),
        _ais_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_devops_pat",
        (
            "git clone https://kyma:⟨pat⟩@dev.azure.com/kymaline/Integration/_git/⟨repo⟩",
            "echo ⟨pat⟩ | az devops login --organization https://dev.azure.com/kymaline",
            "dotnet nuget add source https://pkgs.dev.azure.com/kymaline/_packaging/kyma/nuget/"
            "v3/index.json -n kyma -u any -p ⟨pat⟩ --store-password-in-clear-text",
            "; .npmrc\n//pkgs.dev.azure.com/kymaline/_packaging/kyma/npm/registry/:username=any\n"
            "//pkgs.dev.azure.com/kymaline/_packaging/kyma/npm/registry/:_password=⟨b⟩",
        ),
        _ado_pat,
        n=7,
        secrets=("pat", "b"),
    ),
    Kind(
        "container_registry_password",
        (
            "docker login ⟨reg⟩.azurecr.io -u ⟨reg⟩ -p ⟨pw⟩",
            '$ az acr credential show -n ⟨reg⟩\n{\n  "passwords": [\n'
            '    {"name": "password", "value": "⟨pw⟩"},\n'
            '    {"name": "password2", "value": "⟨pw2⟩"}\n  ],\n  "username": "⟨reg⟩"\n}',
            "kubectl create secret docker-registry acr-pull --docker-server=⟨reg⟩.azurecr.io "
            "--docker-username=⟨reg⟩ --docker-password='⟨pw⟩' -n edi",
            "Admin password του ⟨reg⟩ (θα το κλείσουμε όταν περάσουμε σε managed identity): ⟨pw⟩",
        ),
        _acr,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "azure_redis_access_key",
        (
            "⟨name⟩.redis.cache.windows.net:6380,password=⟨k⟩,ssl=True,abortConnect=False",
            "redis-cli -h ⟨name⟩.redis.cache.windows.net -p 6380 --tls -a ⟨k⟩",
            "REDIS_URL=rediss://:⟨k⟩@⟨name⟩.redis.cache.windows.net:6380/0",
            '$ az redis list-keys -n ⟨name⟩ -g rg-kyma-data\n{\n  "primaryKey": "⟨k⟩",\n'
            '  "secondaryKey": "⟨k2⟩"\n}',
        ),
        _redis,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "iot_and_event_hubs_connection_string",
        (
            "HostName=⟨hub⟩.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=⟨k⟩",
            "HostName=⟨hub⟩.azure-devices.net;DeviceId=⟨dev⟩;SharedAccessKey=⟨k⟩",
            "Endpoint=sb://evh-kyma-ais.servicebus.windows.net/;SharedAccessKeyName=listen;"
            "SharedAccessKey=⟨eh⟩;EntityPath=ais-raw",
            "Device key του ⟨dev⟩ (reefer gateway, Λεμεσός): ⟨k⟩",
        ),
        _iot,
        n=7,
        secrets=("k", "eh"),
    ),
    Kind(
        "sql_connection_password",
        (
            "Server=tcp:sql-kyma-prod.database.windows.net,1433;Initial Catalog=⟨db⟩;"
            "Persist Security Info=False;User ID=⟨user⟩;Password=⟨pw⟩;"
            "MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;"
            "Connection Timeout=30;",
            "sqlcmd -S sql-kyma-prod.database.windows.net -d ⟨db⟩ -U ⟨user⟩ -P '⟨pw⟩' "
            '-Q "SELECT TOP 20 * FROM dbo.EdiInterchange ORDER BY ReceivedAt DESC"',
            '"ConnectionStrings": {\n  "EdiTracking": "Server=tcp:sql-kyma-prod.database.'
            'windows.net,1433;Database=⟨db⟩;User Id=⟨user⟩;Password=⟨pw⟩;Encrypt=True"\n}',
            "SQL login ⟨user⟩ στη ⟨db⟩: ⟨pw⟩",
        ),
        _sql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "postgres_password",
        (
            "postgresql://⟨user⟩:⟨pw⟩@psql-kyma-ais.postgres.database.azure.com:5432/ais"
            "?sslmode=require",
            "PGPASSWORD='⟨pw⟩' psql -h psql-kyma-ais.postgres.database.azure.com -U ⟨user⟩ "
            '-d ais -c "select count(*) from positions where mmsi = ⟨mmsi⟩"',
            "psql-kyma-ais.postgres.database.azure.com:5432:ais:⟨user⟩:⟨pw⟩",
            "services:\n  grafana:\n    environment:\n      GF_DATABASE_TYPE: postgres\n"
            "      GF_DATABASE_USER: ⟨user⟩\n      GF_DATABASE_PASSWORD: '⟨pw⟩'",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "entra_access_token",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" "https://management.azure.com/subscriptions/'
            "⟨sub⟩/resourceGroups/rg-kyma-int-prod/providers/Microsoft.Logic/workflows"
            '?api-version=2019-05-01"',
            "$ az account get-access-token --resource https://servicebus.azure.net\n{\n"
            '  "accessToken": "⟨jwt⟩",\n  "expiresOn": "⟨exp⟩",\n  "subscription": "⟨sub⟩",\n'
            '  "tenant": "⟨tenant⟩",\n  "tokenType": "Bearer"\n}',
            "dbug: System.Net.Http.HttpClient.sb.LogicalHandler[102]\n"
            "      Request Headers:\n      Authorization: Bearer ⟨jwt⟩",
        ),
        _jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send "
            '--header "Authorization: Bearer ⟨k⟩" --header "Content-Type: application/json" '
            "--data @arrival-notice.json",
            '"sendgrid": {\n  "connectionId": "/subscriptions/.../connections/sendgrid",\n'
            '  "apiKey": "⟨k⟩"\n}',
            "Το SendGrid key για τα arrival notices (⟨v⟩ κ.λπ.) είναι ⟨k⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GH_TOKEN=⟨t⟩ gh release download ⟨tag⟩ -R kymaline/ais-ingest",
            "git remote set-url origin https://x-access-token:⟨t⟩@github.com/kymaline/"
            "edifact-tools.git",
            "Fine-grained PAT (contents:read στο kymaline/edifact-tools, λήγει σε 90 μέρες): ⟨t⟩",
        ),
        _ghpat,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "npm_access_token",
        (
            "//registry.npmjs.org/:_authToken=⟨t⟩",
            "NPM_TOKEN=⟨t⟩ npm publish --access restricted  # @kymaline/edifact-parser@⟨v⟩",
            "npm automation token για το CI του edifact-parser: ⟨t⟩",
        ),
        _npm,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "mapbox_secret_token",
        (
            "MAPBOX_DOWNLOADS_TOKEN=⟨t⟩  # secret scope downloads:read, iOS tracking app",
            'curl "https://api.mapbox.com/tokens/v2/kymaline?access_token=⟨t⟩"',
            "~/.netrc\nmachine api.mapbox.com\n  login mapbox\n  password ⟨t⟩",
        ),
        _mapbox,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "password_in_prose",
        (
            "Ο κωδικός του admin στο SAP Cloud Connector (https://scc-kyma:8443) είναι ⟨pw⟩.",
            "⟨who⟩ from Limassol said the password for the Navis N4 integration user is ⟨pw⟩ "
            "— valid only until ⟨day⟩.",
            "Κωδικός πρόσβασης στο ICISnet για τον χρήστη kyma_customs: ⟨pw⟩ (μην τον αλλάξεις "
            "χωρίς να πεις στον Stelios).",
            "The pcs-piraeus UAT account password is ⟨pw⟩, same as prod until they fix SSO.",
            "Μου έδωσε ⟨who_el⟩ τον κωδικό για το Grafana admin: ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "password_in_markdown_table",
        (
            "| System | User | Password | Notes |\n|---|---|---|---|\n"
            "| SAP PRD/100 | RFC_EDI | ⟨pw⟩ | RFC only |\n| Navis N4 | kyma_int | ⟨pw2⟩ | API |",
            "| Σύστημα | Χρήστης | Κωδικός |\n|---|---|---|\n| SFTP Aegean Terminals | kyma_edi | "
            "⟨pw⟩ |\n| Viva Wallet (demo) | eleni@kymaline.gr | ⟨pw2⟩ |",
            "| Account | Tenant | Secret | Created |\n|---|---|---|---|\n"
            "| svc-logicapps | ⟨u⟩ | ⟨pw⟩ | ⟨date⟩ |",
        ),
        _table_pw,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "monitoring_api_keys",
        (
            "DD_API_KEY=⟨dd⟩ DD_SITE=datadoghq.eu docker compose up -d agent",
            'curl "https://api.datadoghq.eu/api/v1/validate" -H "DD-API-KEY: ⟨dd⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            "Opsgenie integration key για τα dead-letter alerts του ⟨q⟩: ⟨og⟩",
            "curl -X POST https://api.eu.opsgenie.com/v2/alerts -H 'Authorization: GenieKey ⟨og⟩' "
            "-H 'Content-Type: application/json' -d '{\"message\":\"DLQ ⟨q⟩ > 100\"}'",
        ),
        _monitoring,
        n=7,
        secrets=("dd", "app", "og"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Debug session ⟨v⟩ / ⟨voy⟩\n- IMO ⟨imo⟩, MMSI ⟨mmsi⟩\n- containers ⟨cn⟩, ⟨cn2⟩ "
            "missing from BAPLIE\n- Cosmos doc _rid ⟨rid⟩, _etag ⟨etag⟩\n- fix in commit ⟨sha⟩\n"
            "- used AccountKey=⟨k⟩ from the portal to look (rotate!)",
            "Σημειώσεις ⟨v⟩ (⟨voy⟩):\n• Service Bus MessageId ⟨msg⟩\n• container ⟨cn⟩ → "
            "λάθος VGM\n• commit ⟨sha⟩\n• ο κωδικός του sftp ήταν ⟨pw⟩ (τον άλλαξαν μετά)",
            "Incident ⟨voy⟩\n  commit: ⟨sha⟩\n  etag: ⟨etag⟩\n  blob: https://stkymaedi.blob."
            "core.windows.net/edi-inbound/⟨cn⟩.edi?sv=2030-11-04&sr=b&sp=r&sig=⟨sas⟩\n"
            "  imo: ⟨imo⟩",
        ),
        _among,
        n=7,
        secrets=("k", "pw", "sas"),
    ),
)
