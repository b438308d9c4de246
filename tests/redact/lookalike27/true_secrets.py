"""True secrets as they leak into the IT team's memory notes; each kind names the fields
that must not survive. Multi-line keys list each body line of 16+ characters."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike27.gen import (
    ALNUM,
    B32,
    B32_LOWER,
    B64,
    B64URL,
    LOWER,
    UPPER_ALNUM,
    Kind,
    any_password,
    b64,
    b64_of,
    b64url,
    b64url_json,
    codice_fiscale,
    date_2028,
    der_body,
    epoch_2028,
    guid,
    hexs,
    human_password,
    imanage_ref,
    matter,
    nd_id,
    num,
    openssh_private_body,
    password,
    pick,
    url_quote,
)

# Vendor prefixes and key markers are joined from pieces so that no literal is a credential.
_GH_PAT = "github" + "_pat_"
_SG = "S" + "G."
_AKIA = "AK" + "IA"
_BEGIN = "-----BEGIN "
_END = "-----END "
_RSA_KEY = "RSA PRIVATE" + " KEY-----"
_PKCS8_KEY = "PRIVATE" + " KEY-----"
_OPENSSH_KEY = "OPENSSH PRIVATE" + " KEY-----"
_HORARIA = "hra" + "_live_"

_TENANT = "fkalegal.onmicrosoft.com"
# The last character before "=" of a 32-byte key in base64 (its two low bits are zero).
_B64_LAST32 = "AEIMQUYcgkosw048"
_SQL_HOSTS = ("fka-sql-weu.database.windows.net", "FKA-SQL01\\TIMEBILL", "fka-sql02.fka.local")


def _entra_secret(r: Random) -> str:
    return pick(r, ALNUM, 3) + str(r.randint(0, 9)) + "Q~" + pick(r, ALNUM + "_~.-", 34)


def _entra(r: Random) -> dict[str, str]:
    return {
        "s": _entra_secret(r),
        "app": guid(r),
        "tenant": guid(r),
        "name": r.choice(("PEC-Ingest", "billing-sync", "iManage-Graph-Bridge", "Archivio-Export")),
        "exp": f"2029-0{r.randint(1, 6)}-{r.randint(10, 28)}",
    }


def _sql_conn(r: Random) -> dict[str, str]:
    pw = any_password(r)
    return {
        "pw": pw,
        "user": r.choice(("svc_billing", "tb_reader", "conflicts_app", "svc_report", "imanage_ro")),
        "db": r.choice(("Billing", "TimeBill", "Conflicts", "Matters", "IMDB_MILANO")),
        "host": r.choice(_SQL_HOSTS),
    }


def _sql_sa(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r),
        "date": date_2028(r),
        "inst": r.choice(("FKA-SQL01\\TIMEBILL", "FKA-SQL02", "TIMEBILL-TEST", "fka-sql-ath")),
    }


def _storage_key(r: Random) -> str:
    if r.random() < 0.5:
        return b64(r, 64)
    return pick(r, B64, 76) + "+ASt" + pick(r, B64, 5) + r.choice("AQgw") + "=="


def _storage(r: Random) -> dict[str, str]:
    return {
        "k": _storage_key(r),
        "acct": r.choice(("fkaarchiviowe", "fkabackupgr", "fkascansioni", "fkadmsexport")),
        "c": r.choice(("fascicoli", "pec-ricevute", "export-imanage", "backup-sql")),
    }


def _sas(r: Random) -> dict[str, str]:
    return {
        "sig": url_quote(b64(r, 32)),
        "acct": r.choice(("fkaarchiviowe", "fkabackupgr", "fkascansioni")),
        "se": f"2028-0{r.randint(2, 6)}-{r.randint(10, 28)}T18:00:00Z",
        "st": f"{date_2028(r)}T08:00:00Z",
        "n": num(r, 7),
    }


def _servicebus(r: Random) -> dict[str, str]:
    kind = r.choice(("+ASb", "+AEh"))
    return {
        "k": pick(r, B64, 33) + kind + pick(r, B64, 5) + r.choice(_B64_LAST32) + "=",
        "sig": url_quote(b64(r, 32)),
        "se": str(epoch_2028(r)),
        "ns": r.choice(("fka-dms-events", "fka-pec-bus", "fka-billing-sb")),
    }


def _function_key(r: Random) -> dict[str, str]:
    def key() -> str:
        return pick(r, B64URL, 44) + "AzFu" + pick(r, B64URL, 5) + r.choice("AQgw") + "=="

    return {
        "k": key(),
        "k2": key(),
        "fn": r.choice(("ReceiptHook", "EnvelopeCompleted", "SyncTimecards", "ProtocolloPEC")),
        "app": r.choice(("fka-pec-ingest", "fka-docusign-hooks", "fka-billing-fn")),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, ALNUM, 33) + "AzCa" + r.choice("ABCDEFGHIJKLMNOP") + pick(r, ALNUM, 5) + "="
    }


def _acr(r: Random) -> dict[str, str]:
    return {
        "p": pick(r, B64, 42) + "+ACR" + pick(r, ALNUM, 6),
        "p2": pick(r, B64, 42) + "+ACR" + pick(r, ALNUM, 6),
    }


def _docusign_secret(r: Random) -> dict[str, str]:
    ik, s = guid(r), guid(r)
    return {"ik": ik, "s": s, "basic": b64_of(f"{ik}:{s}"), "acct": guid(r)}


def _ds_jwt(r: Random) -> str:
    header = {"typ": "MT", "alg": "RS256", "kid": guid(r)}
    iat = epoch_2028(r)
    claims = {
        "Version": 1,
        "TokenType": 5,
        "IssueInstant": iat,
        "exp": iat + 28800,
        "UserId": guid(r),
        "site": 1,
        "scp": ["signature", "impersonation", "extended"],
        "aud": guid(r),
        "azp": guid(r),
        "isu": guid(r),
        "crt": iat,
        "amr": ["interactive"],
    }
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, 256)}"


def _docusign_token(r: Random) -> dict[str, str]:
    return {"t": _ds_jwt(r), "acct": guid(r), "env": guid(r)}


def _rsa_body(r: Random) -> str:
    lead = (
        b"\x30\x82\x04"
        + bytes([r.choice((0xA3, 0xA4, 0xA5))])
        + b"\x02\x01\x00\x02\x82\x01\x01\x00"
    )
    return der_body(r, lead, 1180)


def _pkcs8_body(r: Random) -> str:
    lead = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7")
    return der_body(r, lead, 1180)


def _docusign_rsa(r: Random) -> dict[str, str]:
    body = _rsa_body(r)
    return {
        "body": body,
        "body_esc": body.replace("\n", "\\n"),
        "p8": _pkcs8_body(r),
        "ik": guid(r),
        "date": date_2028(r),
    }


def _openssh(r: Random) -> dict[str, str]:
    host = r.choice(("fka-jump-weu", "backup-ath", "fka-sftp01", "pec-relay"))
    return {
        "body": openssh_private_body(r, f"svc-deploy@{host}"),
        "host": host,
        "file": r.choice(("id_ed25519", "fka_deploy", "sftp_tribunale", "backup_ath")),
    }


def _graph_jwt(r: Random) -> str:
    tid = guid(r)
    header = {"typ": "JWT", "nonce": b64url(r, 32), "alg": "RS256", "x5t": b64url(r, 20)}
    header["kid"] = header["x5t"]
    iat = epoch_2028(r)
    claims = {
        "aud": "https://graph.microsoft.com",
        "iss": f"https://sts.windows.net/{tid}/",
        "iat": iat,
        "nbf": iat,
        "exp": iat + 4199,
        "aio": b64url(r, 60),
        "app_displayname": r.choice(("PEC-Ingest", "billing-sync", "Archivio-Export")),
        "appid": guid(r),
        "appidacr": "1",
        "idp": f"https://sts.windows.net/{tid}/",
        "idtyp": "app",
        "oid": guid(r),
        "roles": ["Sites.Selected", "Mail.ReadWrite"],
        "sub": guid(r),
        "tenant_region_scope": "EU",
        "tid": tid,
        "uti": b64url(r, 16),
        "ver": "1.0",
    }
    return f"{b64url_json(header)}.{b64url_json(claims)}.{b64url(r, 256)}"


def _graph_token(r: Random) -> dict[str, str]:
    return {"t": _graph_jwt(r), "site": guid(r), "list": guid(r)}


def _refresh(r: Random) -> dict[str, str]:
    body = "0.A" + pick(r, ALNUM, 3) + "A" + b64url(r, 330) + "." + b64url(r, 240)
    return {
        "t": body,
        "client": guid(r),
        "tenant": guid(r),
        "user": r.choice(("m.ferrante", "a.karali", "it.admin", "g.rinaldi")),
    }


def _app_password(r: Random) -> dict[str, str]:
    return {
        "p": pick(r, LOWER, 16),
        "box": r.choice(("scanner", "noreply", "fatture", "protocollo", "scan-ath")),
    }


def _pec(r: Random) -> dict[str, str]:
    host = r.choice(
        (
            ("imaps.pec.aruba.it", "smtps.pec.aruba.it"),
            ("mbox.cert.legalmail.it", "sendm.cert.legalmail.it"),
        )
    )
    return {
        "pw": any_password(r),
        "imap": host[0],
        "smtp": host[1],
        "box": r.choice(("studio", "contenzioso", "amministrazione", "societario", "fallimenti")),
        "date": date_2028(r),
    }


def _imanage(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, ALNUM, 40),
        "pw": any_password(r),
        "tok": b64url(r, 48),
        "cid": guid(r),
        "doc": imanage_ref(r),
    }


def _netdocs(r: Random) -> dict[str, str]:
    cid = "AP-" + pick(r, UPPER_ALNUM, 8)
    repo = "CA-" + pick(r, UPPER_ALNUM, 8)
    s = pick(r, ALNUM, 40)
    return {
        "s": s,
        "cid": cid,
        "repo": repo,
        "basic": b64_of(f"{cid}|{repo}:{s}"),
        "tok": "AB" + pick(r, ALNUM, 42) + "=",
        "doc": nd_id(r),
    }


def _horaria(r: Random) -> dict[str, str]:
    return {
        "k": _HORARIA + pick(r, ALNUM, 40),
        "wh": "hra" + "_whsec_" + b64url(r, 24),
        "tk": f"TK{num(r, 4)}",
        "m": matter(r),
    }


def _gh_pat(r: Random) -> dict[str, str]:
    return {
        "t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "repo": r.choice(("pec-ingest", "billing-sync", "imanage-tools", "docusign-hooks")),
    }


def _ado_pat(r: Random) -> dict[str, str]:
    t = pick(r, B32_LOWER, 52)
    return {
        "t": t,
        "basic": b64_of(f":{t}"),
        "repo": r.choice(("billing-sync", "pec-ingest", "intranet", "dms-scripts")),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + b64url(r, 16) + "." + pick(r, B64URL, 43)}


def _aoai(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 32),
        "k2": hexs(r, 32),
        "res": r.choice(("fka-aoai-swc", "fka-aoai-weu", "fka-contratti-ai")),
        "dep": r.choice(("gpt-4o", "gpt-4o-mini", "riassunti-contratti", "o4-mini")),
    }


def _logic(r: Random) -> dict[str, str]:
    return {
        "sig": pick(r, B64URL, 43),
        "wf": hexs(r, 32),
        "n": str(r.randint(2, 120)),
    }


def _pfx(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r),
        "file": r.choice(
            (
                "wildcard-fka-legal-it-2028.pfx",
                "docusign-jwt.pfx",
                "firma-mferrante.pfx",
                "sso-adfs.pfx",
            )
        ),
        "thumb": hexs(r, 40).upper(),
    }


def _ad_service(r: Random) -> dict[str, str]:
    return {
        "pw": any_password(r),
        "acct": r.choice(("svc-imanage-idx", "svc-scan", "svc-pec", "svc-backup", "svc-ldap")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": human_password(r) if r.random() < 0.6 else password(r, 18),
        "date": date_2028(r),
        "n": num(r, 7),
    }


def _totp(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, B32, 32),
        "user": r.choice(("breakglass01", "breakglass02", "it.admin", "firma.remota")),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "ak": _AKIA + pick(r, UPPER_ALNUM.replace("0", "").replace("1", ""), 16),
        "sk": pick(r, ALNUM + "+/", 40),
        "bucket": r.choice(("fka-offsite-veeam", "fka-archivio-glacier", "fka-sql-backup-eu")),
    }


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("api_reader", "timebill_sync", "scanner", "report"))
    pw = password(r, r.choice((16, 20)))
    return {"b": b64_of(f"{user}:{pw}"), "pw": pw, "user": user, "date": date_2028(r)}


def _hmac(r: Random) -> dict[str, str]:
    return {"k": b64(r, 32), "cfg": r.choice(("FKA-Archivio", "FKA-Billing", "Connect-EU"))}


def _among(r: Random) -> dict[str, str]:
    return {
        "env": guid(r),
        "cf": codice_fiscale(r),
        "m": matter(r),
        "sha": hexs(r, 64),
        "pw": any_password(r),
        "s": _entra_secret(r),
        "sig": url_quote(b64(r, 32)),
        "doc": imanage_ref(r),
        "nd": nd_id(r),
        "app": guid(r),
        "rg": num(r, 5),
        "k": hexs(r, 32),
    }


_AOAI_URL = "https://⟨res⟩.openai.azure.com/openai/deployments/⟨dep⟩/chat/completions"
_LOGIC_URL = (
    "https://prod-⟨n⟩.westeurope.logic.azure.com:443/workflows/⟨wf⟩/triggers/manual/paths/"
    "invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=⟨sig⟩"
)

SECRETS: tuple[Kind, ...] = (
    Kind(
        "entra_client_secret",
        (
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨app⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            'az login --service-principal -u ⟨app⟩ -p "⟨s⟩" --tenant ' + _TENANT,
            '{\n  "AzureAd": {\n    "Instance": "https://login.microsoftonline.com/",\n'
            '    "TenantId": "⟨tenant⟩",\n    "ClientId": "⟨app⟩",\n'
            '    "ClientSecret": "⟨s⟩"\n  }\n}',
            "Il client secret dell'app «⟨name⟩» (scade il ⟨exp⟩) è ⟨s⟩ — spostarlo in Key Vault",
            "Το client secret της εφαρμογής ⟨name⟩ στο Entra: ⟨s⟩ (λήγει ⟨exp⟩)",
            "curl -X POST https://login.microsoftonline.com/⟨tenant⟩/oauth2/v2.0/token "
            '-d "client_id=⟨app⟩&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default'
            '&client_secret=⟨s⟩&grant_type=client_credentials"',
            '$sec = ConvertTo-SecureString "⟨s⟩" -AsPlainText -Force\n'
            "$cred = New-Object System.Management.Automation.PSCredential('⟨app⟩', $sec)\n"
            "Connect-MgGraph -TenantId ⟨tenant⟩ -ClientSecretCredential $cred",
        ),
        _entra,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "sql_connection_string_password",
        (
            "Server=tcp:fka-sql-weu.database.windows.net,1433;Initial Catalog=⟨db⟩;"
            "Persist Security Info=False;User ID=⟨user⟩;Password=⟨pw⟩;"
            "MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;"
            "Connection Timeout=30;",
            '"ConnectionStrings": {\n  "TimeDb": "Data Source=FKA-SQL01\\\\TIMEBILL;'
            'Initial Catalog=⟨db⟩;User Id=⟨user⟩;Password=⟨pw⟩;TrustServerCertificate=True"\n}',
            "Driver={ODBC Driver 18 for SQL Server};Server=fka-sql02.fka.local;Database=⟨db⟩;"
            "Uid=⟨user⟩;Pwd={⟨pw⟩};Encrypt=yes;TrustServerCertificate=yes;",
            "jdbc:sqlserver://fka-sql02.fka.local:1433;databaseName=⟨db⟩;user=⟨user⟩;"
            "password=⟨pw⟩;encrypt=true;trustServerCertificate=true",
            'conn = pyodbc.connect(\n    "DRIVER={ODBC Driver 18 for SQL Server};"\n'
            '    "SERVER=⟨host⟩;DATABASE=⟨db⟩;UID=⟨user⟩;PWD=⟨pw⟩;Encrypt=yes"\n)',
            "Stringa di connessione del report mensile (utente ⟨user⟩, db ⟨db⟩): "
            "Password=⟨pw⟩ — l'utente è in sola lettura",
            "| Ambiente | Server | Utente | Password |\n|---|---|---|---|\n"
            "| prod | ⟨host⟩ | ⟨user⟩ | ⟨pw⟩ |",
        ),
        _sql_conn,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sql_login_password_commands",
        (
            'sqlcmd -S ⟨inst⟩ -U sa -P "⟨pw⟩" -Q "SELECT @@VERSION"',
            "Invoke-Sqlcmd -ServerInstance ⟨inst⟩ -Database TimeBill -Username sa "
            "-Password '⟨pw⟩' -Query \"EXEC dbo.usp_ChiusuraMese @Anno=2027, @Mese=12\"",
            "bcp TimeBill.dbo.TimeEntries out entries_202712.dat -S ⟨inst⟩ -U tb_export -P ⟨pw⟩ -c",
            "ALTER LOGIN [sa] WITH PASSWORD = N'⟨pw⟩';  -- reset del ⟨date⟩",
            "CREATE LOGIN [svc_imanage] WITH PASSWORD = '⟨pw⟩', CHECK_POLICY = ON;",
            'docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=⟨pw⟩" -p 1433:1433 '
            "-d mcr.microsoft.com/mssql/server:2022-latest",
            "Password di sa sull'istanza ⟨inst⟩: ⟨pw⟩ (da cambiare dopo la migrazione del ⟨date⟩)",
        ),
        _sql_sa,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            'az storage blob upload --account-name ⟨acct⟩ --account-key "⟨k⟩" '
            "-c ⟨c⟩ -f ./export_2027.zip -n export_2027.zip",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨k⟩",
            "Κλειδί πρόσβασης (key1) του λογαριασμού αποθήκευσης ⟨acct⟩: ⟨k⟩",
            "$ctx = New-AzStorageContext -StorageAccountName ⟨acct⟩ -StorageAccountKey '⟨k⟩'",
            "[azarchive]\ntype = azureblob\naccount = ⟨acct⟩\nkey = ⟨k⟩",
            "Chiave key2 dello storage ⟨acct⟩ (contenitore ⟨c⟩), ruotata a gennaio: ⟨k⟩",
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "storage_sas_signature",
        (
            'azcopy copy "D:\\Export\\Fascicoli\\*" "https://⟨acct⟩.blob.core.windows.net/'
            "fascicoli?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=⟨se⟩&st=⟨st⟩&spr=https&sig=⟨sig⟩"
            '" --recursive',
            "https://⟨acct⟩.blob.core.windows.net/pec-ricevute/2028/01/daticert_⟨n⟩.xml"
            "?sp=r&st=⟨st⟩&se=⟨se⟩&spr=https&sv=2022-11-02&sr=b&sig=⟨sig⟩",
            "BlobEndpoint=https://⟨acct⟩.blob.core.windows.net/;"
            "SharedAccessSignature=sv=2022-11-02&ss=b&srt=sco&sp=rl&se=⟨se⟩&spr=https&sig=⟨sig⟩",
            "SAS per il fornitore dell'e-discovery (solo lettura, scade ⟨se⟩): "
            "?sv=2022-11-02&sr=c&sp=rl&se=⟨se⟩&sig=⟨sig⟩",
            "Το SAS URL για το backup της Αθήνας: https://⟨acct⟩.blob.core.windows.net/"
            "backup-sql?sv=2022-11-02&sr=c&sp=racwl&se=⟨se⟩&sig=⟨sig⟩",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "service_bus_shared_access_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName="
            "RootManageSharedAccessKey;SharedAccessKey=⟨k⟩",
            '"ServiceBusConnection": "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=send-only;SharedAccessKey=⟨k⟩;EntityPath=envelopes"',
            "Authorization: SharedAccessSignature sr=https%3A%2F%2F⟨ns⟩.servicebus.windows.net"
            "%2Fenvelopes&sig=⟨sig⟩&se=⟨se⟩&skn=send-only",
            "Chiave primaria della policy listen-dms su ⟨ns⟩: ⟨k⟩",
            "SERVICEBUS_CONNECTION_STRING='Endpoint=sb://⟨ns⟩.servicebus.windows.net/;"
            "SharedAccessKeyName=listen-dms;SharedAccessKey=⟨k⟩'",
        ),
        _servicebus,
        n=7,
        secrets=("k", "sig"),
    ),
    Kind(
        "function_key",
        (
            'curl -X POST "https://⟨app⟩.azurewebsites.net/api/⟨fn⟩?code=⟨k⟩" '
            "-H 'Content-Type: application/json' -d @ricevuta.json",
            'curl -H "x-functions-key: ⟨k⟩" https://⟨app⟩.azurewebsites.net/api/⟨fn⟩',
            "Function key (default) di ⟨fn⟩ su ⟨app⟩: ⟨k⟩",
            '$ az functionapp keys list -g rg-fka-integrazioni -n ⟨app⟩\n{\n  "functionKeys": {\n'
            '    "default": "⟨k⟩"\n  },\n  "masterKey": "⟨k2⟩",\n  "systemKeys": {}\n}',
            "DocuSign Connect → URL di pubblicazione: https://⟨app⟩.azurewebsites.net/api/⟨fn⟩"
            "?code=⟨k⟩",
        ),
        _function_key,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "redis_access_key",
        (
            "fka-cache-weu.redis.cache.windows.net:6380,password=⟨k⟩,ssl=True,abortConnect=False",
            "redis-cli -h fka-cache-weu.redis.cache.windows.net -p 6380 --tls -a '⟨k⟩' "
            "INFO keyspace",
            'REDIS_URL="rediss://:⟨k⟩@fka-cache-weu.redis.cache.windows.net:6380/0"',
            "Chiave primaria Redis (cache sessioni del portale clienti): ⟨k⟩",
            '"Redis": { "Configuration": "fka-cache-weu.redis.cache.windows.net:6380,'
            'password=⟨k⟩,ssl=True" }',
        ),
        _redis,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "container_registry_password",
        (
            "docker login fkaregistry.azurecr.io -u fkaregistry -p ⟨p⟩",
            "echo '⟨p⟩' | docker login fkaregistry.azurecr.io --username fkaregistry "
            "--password-stdin",
            '$ az acr credential show -n fkaregistry\n{\n  "passwords": [\n'
            '    { "name": "password", "value": "⟨p⟩" },\n'
            '    { "name": "password2", "value": "⟨p2⟩" }\n  ],\n  "username": "fkaregistry"\n}',
            "kubectl create secret docker-registry acr-pull --docker-server=fkaregistry.azurecr.io "
            "--docker-username=fkaregistry --docker-password='⟨p⟩'",
            "Password admin del registry (fkaregistry.azurecr.io), usata dalla pipeline: ⟨p⟩",
        ),
        _acr,
        n=7,
        secrets=("p", "p2"),
    ),
    Kind(
        "docusign_secret_key",
        (
            "DOCUSIGN_INTEGRATION_KEY=⟨ik⟩\nDOCUSIGN_SECRET_KEY=⟨s⟩\nDOCUSIGN_ACCOUNT_ID=⟨acct⟩",
            "curl -X POST https://account.docusign.com/oauth/token "
            '-H "Authorization: Basic ⟨basic⟩" -d "grant_type=authorization_code&code=$CODE"',
            "Secret key dell'app DocuSign «FKA Firma» (integration key ⟨ik⟩): ⟨s⟩",
            '"DocuSign": {\n  "IntegrationKey": "⟨ik⟩",\n  "SecretKey": "⟨s⟩",\n'
            '  "RedirectUri": "https://intranet.fka-legal.it/docusign/callback"\n}',
            "| Campo | Valore |\n|---|---|\n| Integration key | ⟨ik⟩ |\n| Secret key | ⟨s⟩ |\n"
            "| API Account ID | ⟨acct⟩ |",
            "Μυστικό κλειδί DocuSign (production, εφαρμογή FKA Firma): ⟨s⟩",
        ),
        _docusign_secret,
        n=7,
        secrets=("s", "basic"),
    ),
    Kind(
        "docusign_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            '"https://eu.docusign.net/restapi/v2.1/accounts/⟨acct⟩/envelopes?from_date=2028-01-01"',
            '{"access_token":"⟨t⟩","token_type":"Bearer","expires_in":28800}',
            "DS_ACCESS_TOKEN=⟨t⟩",
            "2028-01-12 09:14:03,221 DEBUG docusign_esign.rest GET /v2.1/accounts/⟨acct⟩/envelopes/"
            "⟨env⟩ headers={'Authorization': 'Bearer ⟨t⟩', 'X-DocuSign-SDK': 'Python/4.0.0'}",
            "Token DocuSign preso dal Playground per provare la busta ⟨env⟩: ⟨t⟩",
        ),
        _docusign_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "docusign_rsa_private_key",
        (
            _BEGIN + _RSA_KEY + "\n⟨body⟩\n" + _END + _RSA_KEY,
            "private.key per il JWT grant (integration key ⟨ik⟩), generata il ⟨date⟩:\n\n"
            + _BEGIN
            + _RSA_KEY
            + "\n⟨body⟩\n"
            + _END
            + _RSA_KEY,
            '"DocuSignJwt": {\n  "IntegrationKey": "⟨ik⟩",\n  "PrivateKey": "'
            + _BEGIN
            + _RSA_KEY
            + "\\n⟨body_esc⟩\\n"
            + _END
            + _RSA_KEY
            + '"\n}',
            'PRIVATE_KEY = """' + _BEGIN + _RSA_KEY + "\n⟨body⟩\n" + _END + _RSA_KEY + '"""',
            "Ιδιωτικό κλειδί RSA της εφαρμογής DocuSign (⟨ik⟩):\n\n"
            + _BEGIN
            + _PKCS8_KEY
            + "\n⟨p8⟩\n"
            + _END
            + _PKCS8_KEY,
        ),
        _docusign_rsa,
        n=7,
        secrets=("body", "body_esc", "p8"),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + _OPENSSH_KEY + "\n⟨body⟩\n" + _END + _OPENSSH_KEY,
            "~/.ssh/⟨file⟩ sul jump host ⟨host⟩:\n\n"
            + _BEGIN
            + _OPENSSH_KEY
            + "\n⟨body⟩\n"
            + _END
            + _OPENSSH_KEY,
            "$ cat ~/.ssh/⟨file⟩\n" + _BEGIN + _OPENSSH_KEY + "\n⟨body⟩\n" + _END + _OPENSSH_KEY,
            "Το ιδιωτικό κλειδί για το VM ⟨host⟩ (χρήστης svc-deploy):\n\n"
            + _BEGIN
            + _OPENSSH_KEY
            + "\n⟨body⟩\n"
            + _END
            + _OPENSSH_KEY,
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "graph_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            '"https://graph.microsoft.com/v1.0/sites/⟨site⟩/lists/⟨list⟩/items?$top=200"',
            '$headers = @{ Authorization = "Bearer ⟨t⟩" }\n'
            "Invoke-RestMethod -Uri https://graph.microsoft.com/v1.0/users -Headers $headers",
            "Graph 403 on /sites/⟨site⟩ — token used: ⟨t⟩",
            'resp = requests.get(url, headers={"Authorization": "Bearer ⟨t⟩"}, timeout=30)',
            "Access token app-only (Graph Explorer non c'entra, preso da MSAL): ⟨t⟩",
        ),
        _graph_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "entra_refresh_token",
        (
            "curl -X POST https://login.microsoftonline.com/⟨tenant⟩/oauth2/v2.0/token "
            '-d "client_id=⟨client⟩&grant_type=refresh_token&refresh_token=⟨t⟩"',
            '"RefreshToken": {\n  "⟨user⟩.⟨tenant⟩-login.windows.net-refreshtoken-⟨client⟩--": {\n'
            '    "credential_type": "RefreshToken",\n    "secret": "⟨t⟩",\n'
            '    "client_id": "⟨client⟩"\n  }\n}',
            "Refresh token di ⟨user⟩ (cache MSAL del PC di test): ⟨t⟩",
            "MSAL_REFRESH_TOKEN=⟨t⟩",
        ),
        _refresh,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "m365_app_password",
        (
            "App password per ⟨box⟩@fka-legal.it (SMTP AUTH, Ricoh del 3° piano): ⟨p⟩",
            "Send-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential "
            "(New-Object PSCredential('⟨box⟩@fka-legal.it', (ConvertTo-SecureString '⟨p⟩' "
            "-AsPlainText -Force))) -From ⟨box⟩@fka-legal.it -To it@fka-legal.it -Subject test",
            "| Dispositivo | Account SMTP | Password |\n|---|---|---|\n"
            "| Ricoh IM C3000 | ⟨box⟩@fka-legal.it | ⟨p⟩ |",
            "Κωδικός εφαρμογής για το σαρωτή του γραφείου Αθήνας (⟨box⟩@fka-legal.it): ⟨p⟩",
            "smtp.office365.com:587 STARTTLS user=⟨box⟩@fka-legal.it pass=⟨p⟩",
        ),
        _app_password,
        n=7,
        secrets=("p",),
    ),
    Kind(
        "pec_mailbox_password",
        (
            'server = smtplib.SMTP_SSL("⟨smtp⟩", 465)\n'
            'server.login("⟨box⟩@pec.fka-legal.it", "⟨pw⟩")',
            "⟨imap⟩:993 — utente ⟨box⟩@pec.fka-legal.it — password ⟨pw⟩",
            "La nuova password della casella PEC ⟨box⟩@pec.fka-legal.it è ⟨pw⟩ "
            "(cambiata il ⟨date⟩).",
            'pec:\n  imap_host: ⟨imap⟩\n  username: ⟨box⟩@pec.fka-legal.it\n  password: "⟨pw⟩"',
            'curl --url "imaps://⟨imap⟩/INBOX" --user "⟨box⟩@pec.fka-legal.it:⟨pw⟩" '
            "-X 'SEARCH UNSEEN'",
            "Ο κωδικός της θυρίδας PEC ⟨box⟩@pec.fka-legal.it είναι ⟨pw⟩",
        ),
        _pec,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "imanage_api_credentials",
        (
            "curl -X POST https://cloudimanage.com/auth/oauth2/token -d "
            '"username=svc_dms&password=⟨pw⟩&grant_type=password&client_id=⟨cid⟩'
            '&client_secret=⟨s⟩"',
            "IMANAGE_CLIENT_ID=⟨cid⟩\nIMANAGE_CLIENT_SECRET=⟨s⟩",
            'curl -H "X-Auth-Token: ⟨tok⟩" '
            '"https://cloudimanage.com/work/api/v2/customers/1/libraries/MILANO/documents/⟨doc⟩"',
            "Client secret dell'applicazione registrata in iManage Control Center "
            "(FKA Archivio, client id ⟨cid⟩): ⟨s⟩",
            "Account di servizio svc_dms su iManage Work: password ⟨pw⟩",
        ),
        _imanage,
        n=7,
        secrets=("s", "pw", "tok"),
    ),
    Kind(
        "netdocuments_api_credentials",
        (
            "curl -X POST https://api.eu.netdocuments.com/v1/OAuth "
            '-H "Authorization: Basic ⟨basic⟩" -d "grant_type=client_credentials&scope=full"',
            "NETDOCS_CLIENT_ID=⟨cid⟩\nNETDOCS_REPOSITORY=⟨repo⟩\nNETDOCS_CLIENT_SECRET=⟨s⟩",
            'curl -H "Authorization: Bearer ⟨tok⟩" '
            "https://api.eu.netdocuments.com/v1/Document/⟨doc⟩/info",
            "Secret della app NetDocuments ⟨cid⟩ (repository ⟨repo⟩): ⟨s⟩",
        ),
        _netdocs,
        n=7,
        secrets=("s", "basic", "tok"),
    ),
    Kind(
        "horaria_billing_api_key",
        (
            "HORARIA_API_KEY=⟨k⟩",
            'curl -H "Authorization: Bearer ⟨k⟩" '
            '"https://api.horaria.eu/v3/timecards?matter=⟨m⟩&from=2028-01-01"',
            "Chiave API di Horaria (sync timecard → SQL, utente tecnico ⟨tk⟩): ⟨k⟩",
            "Segreto di firma dei webhook Horaria (invoice.approved): ⟨wh⟩",
            '"Horaria": { "BaseUrl": "https://api.horaria.eu/v3", "ApiKey": "⟨k⟩", '
            '"WebhookSecret": "⟨wh⟩" }',
        ),
        _horaria,
        n=7,
        secrets=("k", "wh"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "git clone https://fka-it:⟨t⟩@github.com/fka-legal/⟨repo⟩.git",
            "GH_TOKEN=⟨t⟩ gh release create v2028.01.2 --repo fka-legal/⟨repo⟩",
            "PAT fine-grained per il runner (solo fka-legal/⟨repo⟩, contents:read): ⟨t⟩",
            "//npm.pkg.github.com/:_authToken=⟨t⟩",
        ),
        _gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "azure_devops_pat",
        (
            "git clone https://fka:⟨t⟩@dev.azure.com/fka-legal/IT/_git/⟨repo⟩",
            "export AZURE_DEVOPS_EXT_PAT=⟨t⟩",
            "echo ⟨t⟩ | az devops login --organization https://dev.azure.com/fka-legal",
            '<packageSourceCredentials>\n  <fka-feed>\n    <add key="Username" value="fka" />\n'
            '    <add key="ClearTextPassword" value="⟨t⟩" />\n  </fka-feed>\n'
            "</packageSourceCredentials>",
            'curl -H "Authorization: Basic ⟨basic⟩" '
            '"https://dev.azure.com/fka-legal/IT/_apis/build/builds?api-version=7.1"',
        ),
        _ado_pat,
        n=7,
        secrets=("t", "basic"),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            "curl --request POST --url https://api.sendgrid.com/v3/mail/send "
            '--header "Authorization: Bearer ⟨k⟩" --header "Content-Type: application/json"',
            '"SendGrid": { "ApiKey": "⟨k⟩", "From": "fatture@fka-legal.it" }',
            "Chiave SendGrid per gli avvisi di fattura ai clienti: ⟨k⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_openai_key",
        (
            'curl "' + _AOAI_URL + '?api-version=2024-10-21" -H "api-key: ⟨k⟩" '
            "-H 'Content-Type: application/json' -d @prompt.json",
            "AZURE_OPENAI_ENDPOINT=https://⟨res⟩.openai.azure.com/\nAZURE_OPENAI_API_KEY=⟨k⟩",
            'client = AzureOpenAI(api_key="⟨k⟩", api_version="2024-10-21", '
            'azure_endpoint="https://⟨res⟩.openai.azure.com/")',
            '$ az cognitiveservices account keys list -n ⟨res⟩ -g rg-fka-ai\n{\n  "key1": "⟨k⟩",\n'
            '  "key2": "⟨k2⟩"\n}',
            "KEY1 della risorsa ⟨res⟩ (deployment ⟨dep⟩, riassunti dei contratti): ⟨k⟩",
        ),
        _aoai,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "logic_app_trigger_signature",
        (
            "curl -X POST '" + _LOGIC_URL + "' -H 'Content-Type: application/json' -d @busta.json",
            "Flusso Power Automate «Protocollo PEC» — URL del trigger HTTP: " + _LOGIC_URL,
            "Webhook Teams (canale IT-Alert), nuovo URL dopo il ritiro dei connettori O365: "
            + _LOGIC_URL,
            "LOGICAPP_TRIGGER_URL=" + _LOGIC_URL,
        ),
        _logic,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "certificate_pfx_password",
        (
            "openssl pkcs12 -export -in cert.crt -inkey cert.key -certfile chain.pem "
            "-out ⟨file⟩ -passout pass:⟨pw⟩",
            "Import-PfxCertificate -FilePath .\\⟨file⟩ -CertStoreLocation Cert:\\LocalMachine\\My "
            "-Password (ConvertTo-SecureString -String '⟨pw⟩' -AsPlainText -Force)",
            'certutil -f -p "⟨pw⟩" -importpfx ⟨file⟩',
            "Password del PFX ⟨file⟩ (thumbprint ⟨thumb⟩): ⟨pw⟩",
            "az webapp config ssl upload -g rg-fka-intranet -n fka-intranet "
            "--certificate-file ⟨file⟩ --certificate-password '⟨pw⟩'",
            "Ο κωδικός του αρχείου ⟨file⟩ είναι ⟨pw⟩",
        ),
        _pfx,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "ad_service_account_password",
        (
            "$cred = New-Object System.Management.Automation.PSCredential('FKA\\⟨acct⟩', "
            "(ConvertTo-SecureString '⟨pw⟩' -AsPlainText -Force))",
            "net use \\\\fka-fs01\\scansioni /user:FKA\\⟨acct⟩ ⟨pw⟩ /persistent:no",
            'schtasks /Create /TN "PEC Ingest" /TR "C:\\Tools\\pec-ingest.exe" /SC MINUTE /MO 5 '
            "/RU FKA\\⟨acct⟩ /RP ⟨pw⟩",
            'sc.exe config iManageIndexer obj= "FKA\\⟨acct⟩" password= "⟨pw⟩"',
            "ldapsearch -H ldaps://dc01.fka.local -D 'CN=⟨acct⟩,OU=Service,DC=fka,DC=local' "
            "-w '⟨pw⟩' -b 'OU=Avvocati,DC=fka,DC=local' '(sAMAccountName=*)' mail",
            "| Account | Uso | Password |\n|---|---|---|\n| FKA\\⟨acct⟩ | job notturno | ⟨pw⟩ |",
        ),
        _ad_service,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "La password dell'area clienti Aruba (utente ⟨n⟩@aruba.it) è ⟨pw⟩",
            "Ο κωδικός του διαχειριστή για τον router του γραφείου Αθήνας είναι ⟨pw⟩",
            "Credenziali break-glass Entra (breakglass01@" + _TENANT + "): ⟨pw⟩ — "
            "dovrebbero stare solo nella busta in cassaforte",
            "Wi-Fi ospiti sala riunioni Milano: SSID FKA-Guest, chiave WPA2 ⟨pw⟩",
            "The iManage admin console login (wsadmin) was changed on ⟨date⟩ to ⟨pw⟩.",
            "Για το Wi-Fi του γραφείου (FKA-ATH) ο κωδικός WPA2 είναι ⟨pw⟩",
            "Password provvisoria per la nuova praticante (g.rinaldi@fka-legal.it), "
            "cambio obbligatorio al primo accesso: ⟨pw⟩",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "totp_seed",
        (
            "otpauth://totp/Microsoft:⟨user⟩@" + _TENANT + "?secret=⟨s⟩&issuer=Microsoft",
            "Seed TOTP dell'account condiviso ⟨user⟩ (firma remota, OTP Mobile): ⟨s⟩",
            "oathtool --totp -b ⟨s⟩",
            'pyotp.TOTP("⟨s⟩").now()  # ⟨user⟩',
            "Το μυστικό TOTP για τον λογαριασμό ⟨user⟩: ⟨s⟩",
        ),
        _totp,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "aws_offsite_backup_keys",
        (
            "[fka-offsite]\naws_access_key_id = ⟨ak⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = eu-south-1",
            "AWS_ACCESS_KEY_ID=⟨ak⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 sync D:\\VeeamCopy "
            "s3://⟨bucket⟩/ --storage-class DEEP_ARCHIVE",
            "Chiavi del bucket ⟨bucket⟩ (copia offsite Veeam, Object Lock): access key ⟨ak⟩, "
            "secret ⟨sk⟩",
            "| Bucket | Access key | Secret key |\n|---|---|---|\n| ⟨bucket⟩ | ⟨ak⟩ | ⟨sk⟩ |",
        ),
        _aws,
        n=7,
        secrets=("ak", "sk"),
    ),
    Kind(
        "basic_auth_credentials",
        (
            'curl -H "Authorization: Basic ⟨b⟩" '
            '"https://timebill.fka.local/api/v2/timecards?from=2028-01-01"',
            "GET /api/v2/matters HTTP/1.1\nHost: timebill.fka.local\nAuthorization: Basic ⟨b⟩\n"
            "Accept: application/json",
            "curl -u ⟨user⟩:⟨pw⟩ https://timebill.fka.local/api/v2/export/ledes?period=2027-12",
            "⟨date⟩ 02:00:14 WARN sync: 401 from timebill, sent header Authorization: Basic ⟨b⟩",
        ),
        _basic,
        n=7,
        secrets=("b", "pw"),
    ),
    Kind(
        "docusign_connect_hmac_key",
        (
            "DOCUSIGN_CONNECT_HMAC_KEY=⟨k⟩",
            'expected = base64.b64encode(hmac.new(b"⟨k⟩", body, hashlib.sha256).digest())',
            "Chiave HMAC 1 della configurazione Connect «⟨cfg⟩»: ⟨k⟩",
            '"Connect": { "Configuration": "⟨cfg⟩", "HmacKey": "⟨k⟩" }',
            "Κλειδί HMAC για το Connect (⟨cfg⟩): ⟨k⟩",
        ),
        _hmac,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Chiusura ticket IT-4471\n- busta DocuSign ⟨env⟩ completata\n"
            "- cliente CF ⟨cf⟩, pratica ⟨m⟩\n- impronta SHA-256 dell'atto: ⟨sha⟩\n"
            "- password temporanea data allo studio esterno: ⟨pw⟩",
            "App registration Archivio-Export\n  Application (client) ID: ⟨app⟩\n"
            "  Documento di riferimento: ⟨doc⟩\n  Client secret (value): ⟨s⟩",
            "Export per il CTU — R.G. ⟨rg⟩/2027\n▸ NetDocuments ⟨nd⟩\n▸ SHA-256 ⟨sha⟩\n"
            "▸ link SAS: https://fkaarchiviowe.blob.core.windows.net/export?sv=2022-11-02"
            "&sr=c&sp=rl&se=2028-02-15&sig=⟨sig⟩",
            "Σημειώσεις μετάπτωσης\n• φάκελος ⟨m⟩, έγγραφο ⟨doc⟩\n• envelope ⟨env⟩\n"
            "• AZURE_OPENAI_API_KEY=⟨k⟩ (να αλλάξει)",
        ),
        _among,
        n=7,
        secrets=("pw", "s", "sig", "k"),
    ),
)
