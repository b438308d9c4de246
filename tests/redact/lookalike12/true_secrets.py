"""True secrets as they end up in an engineer's notes; each kind names the fields whose
values (or, for a PEM body, whose body lines) must not survive the scrubber."""

from __future__ import annotations

import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike12.gen import (
    ALNUM,
    B32_LOWER,
    B64URL,
    BEGIN,
    DASHES,
    END,
    LOWER_ALNUM,
    PW_CONN,
    PW_URL,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    hexs,
    num,
    password,
    pick,
    thumbprint,
    uuid4,
    wrap,
)

# Prefixes and markers joined from pieces, so that no literal here is a credential.
_HVS = "hv" + "s."
_NRAL = "NR" + "AL"
_Q = "Q" + "~"
_CFDJ = "CfD" + "J8"
_RSA_KEY = "RSA PRIVATE " + "KEY" + DASHES
_P8_KEY = "PRIVATE " + "KEY" + DASHES

_SHELL_PW = ALNUM + "-_.@%+"
_ORA_PW = ALNUM + "#_"
_SITES = ("app-portal-prd-eus2", "app-claims-prd-eus2", "func-edi-prd-eus2")


def _st(r: Random) -> str:
    return (
        "st"
        + r.choice(("edi", "claims", "portal", "dwraw"))
        + r.choice(("prd", "uat"))
        + pick(r, LOWER_ALNUM, 4)
    )


def _storage_key(r: Random) -> dict[str, str]:
    return {"k": b64(r, 64), "st": _st(r)}


def _sas(r: Random) -> dict[str, str]:
    sig = quote(b64(r, 32), safe="")
    d = r.randint(3, 31)
    return {
        "sig": sig,
        "st": _st(r),
        "oid": uuid4(r),
        "tid": uuid4(r),
        "start": f"2025-03-{d:02d}T00:00:00Z",
        "exp": f"2025-04-{r.randint(1, 30):02d}T23:59:59Z",
    }


def _entra_secret(r: Random) -> str:
    return pick(r, ALNUM, 3) + r.choice("78") + _Q + pick(r, ALNUM + "_~.-", 34)


def _entra(r: Random) -> dict[str, str]:
    return {
        "s": _entra_secret(r),
        "appid": uuid4(r),
        "tid": uuid4(r),
        "site": r.choice(_SITES),
    }


def _pw_conn(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), PW_CONN),
        "sql": r.choice(("sql-claims-prd-eus2", "sql-portal-prd-eus2")),
        "onprem": r.choice(("SQLCLM01", "SQLCLM02", "SQLDW01")),
        "user": r.choice(("svc_claims", "svc_portal", "sqladmin", "svc_ssis")),
    }


def _ora(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 22)), _ORA_PW),
        "svc": r.choice(("CLAIMSPRD", "REMITPRD", "DWPRD")),
        "user": r.choice(("svc_claims", "svc_remit", "svc_dw_etl")),
    }


def _pgpass(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), PW_URL),
        "pw2": password(r, r.choice((16, 20)), PW_URL),
        "host": r.choice(("pg-dw.mhc.internal", "pg-reports.mhc.internal")),
    }


def _shell_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 21, 24)), _SHELL_PW),
        "user": r.choice(("svc_claims", "svc_portal", "svc_deploy", "svc_mirth", "svc_ssis")),
        "host": r.choice(("APPCLM01", "APPCLM02", "SSIS01", "MIRTH01")),
        "name": r.choice(("portal-2025", "claims-api-2025", "saml-sp-2025")),
    }


def _rsa(r: Random) -> dict[str, str]:
    return {
        "body": wrap("MIIEpAIBAAKCAQEA" + b64(r, 1170), 64),
        "ik": uuid4(r),
        "kid": pick(r, LOWER_ALNUM, 8),
    }


def _pkcs8(r: Random) -> dict[str, str]:
    body = wrap("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(r, 1150), 64)
    return {
        "body": body,
        "ind": body.replace("\n", "\n      "),
        "host": r.choice(("portal.meridale-health.net", "sso.meridale-health.net")),
    }


def _b64url_json(value: object) -> str:
    return b64url_of(json.dumps(value, separators=(",", ":")).encode())


def _jwt(r: Random) -> dict[str, str]:
    tid = uuid4(r)
    # Issued during March 2025, the month of the notes; Entra sets kid and x5t alike.
    iat = 1_740_787_200 + r.randint(2 * 86_400, 30 * 86_400)
    thumb = b64url(r, 20)
    header = {"typ": "JWT", "alg": "RS256", "x5t": thumb, "kid": thumb}
    claims = {
        "aud": r.choice(
            ("https://graph.microsoft.com", "api://claims-api", "https://fhir.mhc-epic.net")
        ),
        "iss": f"https://sts.windows.net/{tid}/",
        "iat": iat,
        "nbf": iat,
        "exp": iat + 3599,
        "appid": uuid4(r),
        "oid": uuid4(r),
        "roles": ["Claims.Read"],
        "sub": uuid4(r),
        "tid": tid,
        "uti": b64url(r, 16),
        "ver": "1.0",
    }
    token = f"{_b64url_json(header)}.{_b64url_json(claims)}.{b64url(r, 256)}"
    return {"jwt": token, "req": uuid4(r)}


def _cookies(r: Random) -> dict[str, str]:
    return {
        "ck": _CFDJ + b64url(r, r.choice((240, 300, 360))),
        "js": hexs(r, 32).upper(),
        "asp": pick(r, "abcdefghijklmnopqrstuvwxyz012345", 24),
        "aff": hexs(r, 64),
    }


def _sb(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "sig": quote(b64(r, 32), safe=""),
        "sb": r.choice(("sb-claims-prd-eus2", "sb-edi-prd-eus2", "sb-notify-prd-cus")),
        "se": num(r, 10),
    }


def _cosmos(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "cosmos": r.choice(("cosmos-portal-prd-eus2", "cosmos-notify-prd-cus")),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {"tok": hexs(r, 32), "ac": "AC" + hexs(r, 32), "va": "VA" + hexs(r, 32)}


def _box(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM, 32),
        "cid": pick(r, LOWER_ALNUM, 32),
        "pp": hexs(r, 32),
        "kid": pick(r, LOWER_ALNUM, 8),
        "ent": num(r, 9),
    }


def _docusign(r: Random) -> dict[str, str]:
    ik, sk = uuid4(r), uuid4(r)
    return {"ik": ik, "sk": sk, "b": b64_of(f"{ik}:{sk}")}


def _okta(r: Random) -> dict[str, str]:
    return {"t": "00" + pick(r, B64URL, 40)}


def _hec(r: Random) -> dict[str, str]:
    return {"g": uuid4(r), "idx": r.choice(("mhc_portal", "mhc_mirth", "mhc_claims"))}


def _nr(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 36) + _NRAL, "acct": num(r, 7)}


def _vault(r: Random) -> dict[str, str]:
    return {
        "hvs": _HVS + "CAESI" + pick(r, B64URL, 85),
        "sid": uuid4(r),
        "rid": uuid4(r),
    }


def _cyberark(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), PW_CONN),
        "host": r.choice(("sqlclaims01", "sqlclaims02", "oradw01")),
        "user": r.choice(("svc_claims", "svc_ssis", "svc_remit")),
    }


def _ldap(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 19, 22)), _SHELL_PW),
        "svc": r.choice(("svc_ldap_portal", "svc_okta_ldap", "svc_mirth_ldap")),
    }


def _pat(r: Random) -> dict[str, str]:
    return {"pat": pick(r, B32_LOWER, 52)}


def _ansible(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), _SHELL_PW),
        "host": r.choice(("ssis01", "appclm01", "mirth01")),
    }


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 17, 19, 22)), _SHELL_PW)}


def _mirth(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), _SHELL_PW),
        "pw2": password(r, r.choice((16, 20)), _SHELL_PW),
    }


def _basic(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((16, 20)), PW_URL)
    user = r.choice(("MHC_EDI", "mhc-remit", "jamf-api-ro"))
    return {"b": b64_of(f"{user}:{pw}"), "pw": pw, "user": user}


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((16, 20, 24)), _SHELL_PW)
    return {"pw": pw, "b": b64_of(pw), "ns": r.choice(("claims", "portal", "edi"))}


def _gcp(r: Random) -> dict[str, str]:
    lines = wrap("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + b64(r, 1150), 64)
    return {
        "pk": lines.replace("\n", "\\n"),
        "kid": hexs(r, 40),
        "uniq": num(r, 21),
        "proj": r.choice(("mhc-dw-prod", "mhc-analytics")),
    }


def _looker(r: Random) -> dict[str, str]:
    return {"cs": pick(r, ALNUM, 24), "cid": pick(r, ALNUM, 20)}


def _etl(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 22)), _SHELL_PW)}


def _redis(r: Random) -> dict[str, str]:
    return {"k": b64(r, 32), "redis": r.choice(("redis-portal-prd-eus2", "redis-claims-prd-eus2"))}


def _acr(r: Random) -> dict[str, str]:
    pw = pick(r, ALNUM + "+/", 51) + r.choice(ALNUM)
    return {"pw": pw, "auth": b64_of(f"acrmhcprd:{pw}")}


def _funckey(r: Random) -> dict[str, str]:
    return {"k": pick(r, B64URL, 54) + "==", "fn": r.choice(("ReceiveRemit", "EligibilityPing"))}


def _among(r: Random) -> dict[str, str]:
    return {
        "thumb": thumbprint(r),
        "appid": uuid4(r),
        "kid": uuid4(r),
        "ver": hexs(r, 32),
        "corr": uuid4(r),
        "sha": hexs(r, 40),
        "s": _entra_secret(r),
        "k": b64(r, 64),
        "st": _st(r),
        "pw": password(r, 20, PW_CONN),
        "tok": hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "g": uuid4(r),
        "g2": uuid4(r),
        "sig": quote(b64(r, 32), safe=""),
        "trace": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨st⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨st⟩ --account-key ⟨k⟩ -c inbound-837 "
            "-f MHC_837P_test.x12 -n test/MHC_837P_test.x12",
            "$ctx = New-AzStorageContext -StorageAccountName ⟨st⟩ -StorageAccountKey '⟨k⟩'",
            "AzureWebJobsStorage on func-edi was still a key: AccountName=⟨st⟩;AccountKey=⟨k⟩ — "
            "rotate key1 after switching to identity",
        ),
        _storage_key,
        n=4,
        secrets=("k",),
    ),
    Kind(
        "azure_sas_token",
        (
            "https://⟨st⟩.blob.core.windows.net/outbound-835?sv=2022-11-02&ss=b&srt=co&sp=rl&se="
            "⟨exp⟩&st=⟨start⟩&spr=https&sig=⟨sig⟩",
            "azcopy copy 'https://⟨st⟩.blob.core.windows.net/archive/2025/03/*?sv=2022-11-02&sr=c"
            "&sp=rl&se=⟨exp⟩&sig=⟨sig⟩' ./archive --recursive",
            "User delegation SAS for the auditors: ?skoid=⟨oid⟩&sktid=⟨tid⟩&skt=⟨start⟩&ske=⟨exp⟩"
            "&sks=b&skv=2022-11-02&sv=2022-11-02&sr=c&sp=rl&se=⟨exp⟩&sig=⟨sig⟩",
            "Clearinghouse drop SAS (write+list until ⟨exp⟩): sv=2022-11-02&sr=c&sp=wl&se=⟨exp⟩&"
            "spr=https&sig=⟨sig⟩",
        ),
        _sas,
        n=4,
        secrets=("sig",),
    ),
    Kind(
        "entra_client_secret",
        (
            "az login --service-principal -u ⟨appid⟩ -p '⟨s⟩' --tenant ⟨tid⟩",
            '"AzureAd": {\n  "TenantId": "⟨tid⟩",\n  "ClientId": "⟨appid⟩",\n  "ClientSecret": '
            '"⟨s⟩"\n}',
            "AZURE_TENANT_ID=⟨tid⟩\nAZURE_CLIENT_ID=⟨appid⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            "Secreto nuevo de la app ⟨appid⟩ (⟨site⟩): ⟨s⟩ — vence en marzo de 2026",
            "curl -s https://login.microsoftonline.com/⟨tid⟩/oauth2/v2.0/token -d grant_type="
            "client_credentials -d client_id=⟨appid⟩ -d client_secret=⟨s⟩ -d scope=https%3A%2F%2F"
            "graph.microsoft.com%2F.default",
        ),
        _entra,
        n=5,
        secrets=("s",),
    ),
    Kind(
        "sql_connection_string_password",
        (
            '<add name="ClaimsDb" connectionString="Data Source=⟨onprem⟩;Initial Catalog=claims;'
            'User ID=⟨user⟩;Password=⟨pw⟩;" providerName="System.Data.SqlClient" />',
            '"ConnectionStrings": { "Portal": "Server=tcp:⟨sql⟩.database.windows.net,1433;'
            'Database=portal;User ID=⟨user⟩;Password=⟨pw⟩;Encrypt=True;" }',
            "sqlcmd -S ⟨sql⟩.database.windows.net -d claims -U ⟨user⟩ -P '⟨pw⟩' -i hotfix.sql",
            "Invoke-Sqlcmd -ServerInstance ⟨onprem⟩ -Username ⟨user⟩ -Password '⟨pw⟩' -Query "
            "'SELECT TOP 10 * FROM dbo.remit_exceptions'",
        ),
        _pw_conn,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "oracle_datasource_password",
        (
            "spring:\n  datasource:\n    url: "
            "jdbc:oracle:thin:@//oraclm-scan.mhc.internal:1521/⟨svc⟩"
            '\n    username: ⟨user⟩\n    password: "⟨pw⟩"',
            "sqlplus ⟨user⟩/⟨pw⟩@⟨svc⟩ @fix_claim_status.sql",
            "mkstore -wrl /u01/app/wallet -createCredential ⟨svc⟩ ⟨user⟩ ⟨pw⟩",
            "jdbc:oracle:thin:⟨user⟩/⟨pw⟩@//oraclm-scan.mhc.internal:1521/⟨svc⟩ (from the "
            "old Spring Batch properties)",
        ),
        _ora,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "pgpass_and_pg_passwords",
        (
            "~/.pgpass on the ETL "
            "box:\n⟨host⟩:5432:dw:etl_loader:⟨pw⟩\n⟨host⟩:5432:*:svc_reports:⟨pw2⟩",
            "echo '⟨host⟩:5432:reports:svc_reports:⟨pw⟩' >> ~/.pgpass && chmod 600 ~/.pgpass",
            "PGPASSWORD=⟨pw⟩ psql -h ⟨host⟩ -U etl_loader dw -c 'select count(*) from claims_fact'",
            "postgresql://etl_loader:⟨pw⟩@⟨host⟩:5432/dw?sslmode=require",
        ),
        _pgpass,
        n=4,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "powershell_securestring_literal",
        (
            "$sec = ConvertTo-SecureString '⟨pw⟩' -AsPlainText -Force\n$cred = New-Object System."
            "Management.Automation.PSCredential('MHC\\⟨user⟩', $sec)",
            'New-LocalUser -Name mirthsvc -Password (ConvertTo-SecureString "⟨pw⟩" -AsPlainText '
            "-Force) -PasswordNeverExpires",
            "Set-ADAccountPassword -Identity ⟨user⟩ -Reset -NewPassword (ConvertTo-SecureString "
            "-AsPlainText '⟨pw⟩' -Force)",
            "Invoke-Command -ComputerName ⟨host⟩ -Credential (New-Object PSCredential "
            "'MHC\\⟨user⟩', "
            "(ConvertTo-SecureString '⟨pw⟩' -AsPlainText -Force)) -ScriptBlock { iisreset }",
        ),
        _shell_pw,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "pfx_password",
        (
            "openssl pkcs12 -export -in ⟨name⟩.crt -inkey ⟨name⟩.key -out ⟨name⟩.pfx -passout "
            "pass:⟨pw⟩",
            "$pfxPw = ConvertTo-SecureString -String '⟨pw⟩' -Force -AsPlainText\n"
            "Import-PfxCertificate -FilePath .\\⟨name⟩.pfx -CertStoreLocation "
            "Cert:\\LocalMachine\\My "
            "-Password $pfxPw",
            '"Kestrel": { "Certificates": { "Default": { "Path": "/certs/⟨name⟩.pfx", "Password": '
            '"⟨pw⟩" } } }',
            "PFX password for ⟨name⟩.pfx is ⟨pw⟩ (sent to the Okta admin; use CyberArk next time)",
        ),
        _shell_pw,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            "DocuSign JWT key for integration ⟨ik⟩:\n"
            + BEGIN
            + _RSA_KEY
            + "\n⟨body⟩\n"
            + END
            + _RSA_KEY,
            BEGIN + _RSA_KEY + "\n⟨body⟩\n" + END + _RSA_KEY + "\n(Box app key ⟨kid⟩, decrypted "
            "with the passphrase for testing)",
            "Epic backend-services signing key (kid ⟨kid⟩), copied off the old build agent:\n"
            + BEGIN
            + _RSA_KEY
            + "\n⟨body⟩\n"
            + END
            + _RSA_KEY,
        ),
        _rsa,
        n=3,
        secrets=("body",),
    ),
    Kind(
        "saml_signing_key_pkcs8",
        (
            "saml:\n  sp:\n    entity-id: https://⟨host⟩/saml2\n    signing-key: |\n      "
            + BEGIN
            + _P8_KEY
            + "\n      ⟨ind⟩\n      "
            + END
            + _P8_KEY,
            "SP signing key for ⟨host⟩ (pairs with the cert in the Okta app):\n"
            + BEGIN
            + _P8_KEY
            + "\n⟨body⟩\n"
            + END
            + _P8_KEY,
            BEGIN + _P8_KEY + "\n⟨body⟩\n" + END + _P8_KEY + "\n(from sustainsys-signing.pfx for "
            "⟨host⟩, exported with openssl pkcs12 -nocerts -nodes)",
        ),
        _pkcs8,
        n=3,
        secrets=("body", "ind"),
    ),
    Kind(
        "bearer_access_token",
        (
            "curl -H 'Authorization: Bearer ⟨jwt⟩' https://graph.microsoft.com/v1.0/applications",
            "GET /api/FHIR/R4/Patient?identifier=urn:mhc:mrn|E1234567 HTTP/1.1\nHost: "
            "fhir.mhc-epic.net\nAuthorization: Bearer ⟨jwt⟩\nAccept: application/fhir+json",
            "access_token from the client-credentials call (valid 60 min, request ⟨req⟩): ⟨jwt⟩",
            '{ "key": "accessToken", "value": "⟨jwt⟩", "type": "secret", "enabled": true }',
        ),
        _jwt,
        n=4,
        secrets=("jwt",),
    ),
    Kind(
        "session_cookies",
        (
            "Cookie: .AspNetCore.Cookies=⟨ck⟩; ARRAffinity=⟨aff⟩",
            "Set-Cookie: JSESSIONID=⟨js⟩; Path=/claims-admin; Secure; HttpOnly",
            "Repro for the eligibility page: curl -b 'ASP.NET_SessionId=⟨asp⟩' "
            "https://elig.mhc.internal/Member/Search.aspx",
            "Copied my portal session into the load-test script: .AspNetCore.Cookies=⟨ck⟩",
        ),
        _cookies,
        n=4,
        secrets=("ck", "js", "asp"),
    ),
    Kind(
        "service_bus_sas_key",
        (
            "Endpoint=sb://⟨sb⟩.servicebus.windows.net/;SharedAccessKeyName=mirth-send;"
            "SharedAccessKey=⟨k⟩;EntityPath=claims-inbound",
            "Authorization: SharedAccessSignature sr=https%3A%2F%2F⟨sb⟩.servicebus.windows.net%2F"
            "claims-inbound&sig=⟨sig⟩&se=⟨se⟩&skn=mirth-send",
            "Primary key of policy mirth-send on ⟨sb⟩: ⟨k⟩",
            '"Values": { "ServiceBusConnection": "Endpoint=sb://⟨sb⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=listen;SharedAccessKey=⟨k⟩" }',
        ),
        _sb,
        n=4,
        secrets=("k", "sig"),
    ),
    Kind(
        "cosmos_db_account_key",
        (
            "AccountEndpoint=https://⟨cosmos⟩.documents.azure.com:443/;AccountKey=⟨k⟩;",
            'var client = new CosmosClient("https://⟨cosmos⟩.documents.azure.com:443/", "⟨k⟩");',
            "Cosmos read-only key for the Data Explorer export: ⟨k⟩",
            '"Cosmos": { "Endpoint": "https://⟨cosmos⟩.documents.azure.com:443/", "Key": "⟨k⟩" }',
        ),
        _cosmos,
        n=4,
        secrets=("k",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "curl -X POST https://verify.twilio.com/v2/Services/⟨va⟩/Verifications -u ⟨ac⟩:⟨tok⟩ "
            "--data-urlencode To=+15555550123 -d Channel=sms",
            "TWILIO_ACCOUNT_SID=⟨ac⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            'TwilioClient.Init("⟨ac⟩", "⟨tok⟩"); // TODO move to Key Vault',
            "Ito ang bagong auth token ng Twilio para sa ⟨ac⟩: ⟨tok⟩",
        ),
        _twilio,
        n=4,
        secrets=("tok",),
    ),
    Kind(
        "box_app_credentials",
        (
            '{\n  "boxAppSettings": {\n    "clientID": "⟨cid⟩",\n    "clientSecret": "⟨cs⟩",\n    '
            '"appAuth": {\n      "publicKeyID": "⟨kid⟩",\n      "passphrase": "⟨pp⟩"\n    }\n  },\n'
            '  "enterpriseID": "⟨ent⟩"\n}',
            "curl https://api.box.com/oauth2/token -d grant_type=client_credentials -d client_id="
            "⟨cid⟩ -d client_secret=⟨cs⟩ -d box_subject_type=enterprise -d box_subject_id=⟨ent⟩",
            "Box JWT private key passphrase (app ⟨cid⟩): ⟨pp⟩",
            "BOX_CLIENT_ID=⟨cid⟩\nBOX_CLIENT_SECRET=⟨cs⟩",
        ),
        _box,
        n=4,
        secrets=("cs", "pp"),
    ),
    Kind(
        "docusign_secret_key",
        (
            "DocuSign integration key ⟨ik⟩, secret key ⟨sk⟩ (Apps and Keys page shows it once)",
            "POST https://account-d.docusign.com/oauth/token\nAuthorization: Basic ⟨b⟩\n"
            "Content-Type: application/x-www-form-urlencoded",
            '"DocuSign": { "IntegrationKey": "⟨ik⟩", "SecretKey": "⟨sk⟩", "AuthServer": '
            '"account-d.docusign.com" }',
            "echo -n '⟨ik⟩:⟨sk⟩' | base64  # for the auth code grant header",
        ),
        _docusign,
        n=4,
        secrets=("sk", "b"),
    ),
    Kind(
        "okta_api_token",
        (
            "curl -H 'Authorization: SSWS ⟨t⟩' 'https://mhc.okta.com/api/v1/users?limit=200'",
            "OKTA_API_TOKEN=⟨t⟩  # read-only admin, created for the SCIM audit",
            'provider "okta" {\n  org_name  = "mhc"\n  base_url  = "okta.com"\n  api_token = '
            '"⟨t⟩"\n}',
            "Token API Okta dla skryptu audytu: ⟨t⟩ — usunąć po audycie.",
        ),
        _okta,
        n=4,
        secrets=("t",),
    ),
    Kind(
        "splunk_hec_token",
        (
            "curl https://http-inputs-mhc.splunkcloud.com/services/collector/event -H "
            '\'Authorization: Splunk ⟨g⟩\' -d \'{"event": "mirth test", "index": "⟨idx⟩"}\'',
            "[http://mirth-prod]\ntoken = ⟨g⟩\nindex = ⟨idx⟩\nsourcetype = mirth:server",
            "SPLUNK_HEC_TOKEN=⟨g⟩ SPLUNK_HEC_INDEX=⟨idx⟩",
            "HEC token for the portal logs (index ⟨idx⟩): ⟨g⟩",
        ),
        _hec,
        n=4,
        secrets=("g",),
    ),
    Kind(
        "newrelic_license_key",
        (
            "NEW_RELIC_LICENSE_KEY=⟨k⟩\nNEW_RELIC_APP_NAME=claims-api",
            '<service licenseKey="⟨k⟩" />  <!-- newrelic.config on APPCLM01 -->',
            "common: &default_settings\n  license_key: '⟨k⟩'\n  app_name: claims-engine",
            "NR ingest license key for account ⟨acct⟩: ⟨k⟩",
        ),
        _nr,
        n=4,
        secrets=("k",),
    ),
    Kind(
        "vault_token_and_secret_id",
        (
            "export VAULT_ADDR=https://vault.mhc.internal:8200\nexport VAULT_TOKEN=⟨hvs⟩",
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            "curl -H 'X-Vault-Token: ⟨hvs⟩' https://vault.mhc.internal:8200/v1/secret/data/claims/"
            "sqlserver",
            "SecretID for the claims batch AppRole (unwrapped by hand): ⟨sid⟩",
        ),
        _vault,
        n=4,
        secrets=("hvs", "sid"),
    ),
    Kind(
        "cyberark_ccp_password_response",
        (
            '{"Content":"⟨pw⟩","UserName":"⟨user⟩","Address":"⟨host⟩.mhc.internal","Database":'
            '"claims","PolicyID":"MSSQL-Rotate30","PasswordChangeInProcess":"False"}',
            'GetPassword.exe /p AppDescs.AppID=ClaimsBatch /p Query="Safe=APP-CLAIMS-PRD;Object='
            'Database-MSSQL-⟨host⟩-⟨user⟩" /o Password\n⟨pw⟩',
            "CyberArk checkout for ⟨user⟩ on ⟨host⟩ (until 18:00): ⟨pw⟩",
        ),
        _cyberark,
        n=3,
        secrets=("pw",),
    ),
    Kind(
        "ldap_bind_password",
        (
            "ldapsearch -x -H ldaps://dc01.corp.mhc.internal -D 'CN=⟨svc⟩,OU=Service "
            "Accounts,DC=corp,"
            "DC=mhc,DC=internal' -w '⟨pw⟩' -b 'DC=corp,DC=mhc,DC=internal' "
            "'(sAMAccountName=zztest*)'",
            "spring.ldap.urls=ldaps://dc01.corp.mhc.internal:636\nspring.ldap.username=CN=⟨svc⟩,"
            "OU=Service Accounts,DC=corp,DC=mhc,DC=internal\nspring.ldap.password=⟨pw⟩",
            'new DirectoryEntry("LDAP://dc01.corp.mhc.internal/DC=corp,DC=mhc,DC=internal", '
            '"⟨svc⟩", "⟨pw⟩")',
            "LDAP bind account ⟨svc⟩ / ⟨pw⟩ for the Okta AD agent",
        ),
        _ldap,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "kerberos_keytab_password",
        (
            "ktpass /princ HTTP/claims-api.mhc.internal@CORP.MHC.INTERNAL /mapuser MHC\\⟨user⟩ "
            "/pass ⟨pw⟩ /crypto AES256-SHA1 /ptype KRB5_NT_PRINCIPAL /out claims-api.keytab",
            "echo '⟨pw⟩' | kinit ⟨user⟩@CORP.MHC.INTERNAL",
            "ktutil: addent -password -p ⟨user⟩@CORP.MHC.INTERNAL -k 3 -e aes256-cts-hmac-sha1-96\n"
            "Password for ⟨user⟩@CORP.MHC.INTERNAL: ⟨pw⟩",
            "Reset ⟨user⟩ to ⟨pw⟩ before generating the keytab on ⟨host⟩",
        ),
        _shell_pw,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "azure_devops_pat",
        (
            "git clone https://build:⟨pat⟩@dev.azure.com/meridale/Claims/_git/claims-engine",
            "AZURE_DEVOPS_EXT_PAT=⟨pat⟩ az devops configure --defaults organization="
            "https://dev.azure.com/meridale",
            "nuget sources add -Name mhc -Source "
            "https://pkgs.dev.azure.com/meridale/_packaging/mhc/"
            "nuget/v3/index.json -Username any -Password ⟨pat⟩",
            "PAT (Code read, Packaging read, 90 days) for the Jenkins migration: ⟨pat⟩",
        ),
        _pat,
        n=4,
        secrets=("pat",),
    ),
    Kind(
        "ansible_plaintext_passwords",
        (
            "host_vars/⟨host⟩.yml:\nansible_user: svc_ansible@CORP.MHC.INTERNAL\nansible_password: "
            "⟨pw⟩\nansible_connection: winrm\nansible_winrm_transport: kerberos",
            "ansible-playbook site.yml -l ⟨host⟩ -e 'ansible_become_password=⟨pw⟩'",
            "echo '⟨pw⟩' > ~/.ansible/vault_pass.txt  # vault password for group_vars/claims on "
            "⟨host⟩",
            "The vault password for the claims inventory is ⟨pw⟩",
        ),
        _ansible,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_multilingual_prose",
        (
            "La contraseña del SFTP de Availity es ⟨pw⟩ (usuario MHC_EDI).",
            "Nowe hasło do svc_ssis: ⟨pw⟩",
            "Parola pentru contul de test din portal este ⟨pw⟩.",
            "Ang password ng svc_mirth ay ⟨pw⟩, palitan pagkatapos ng go-live.",
            "הסיסמה החדשה של svc_portal היא ⟨pw⟩",
            "كلمة المرور الجديدة لحساب svc_claims هي ⟨pw⟩",
        ),
        _prose_pw,
        n=6,
        secrets=("pw",),
    ),
    Kind(
        "mirth_properties_passwords",
        (
            "database = sqlserver\ndatabase.url = jdbc:jtds:sqlserver://SQLCLM01:1433/mirthdb\n"
            "database.username = mirth\ndatabase.password = ⟨pw⟩",
            "keystore.path = ${dir.appdata}/keystore.jks\nkeystore.storepass = ⟨pw⟩\n"
            "keystore.keypass = ⟨pw2⟩",
            "Configuration map row: sftp_password\t⟨pw⟩\tAvaility SFTP (prod)",
            "Mirth UAT admin login: admin / ⟨pw⟩",
        ),
        _mirth,
        n=4,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "http_basic_credentials",
        (
            "POST /v1/claims/batches HTTP/1.1\nHost: edi-api.clearwell-health.com\nAuthorization: "
            "Basic ⟨b⟩\nContent-Type: application/edi-x12",
            "curl -u ⟨user⟩:⟨pw⟩ https://edi-api.clearwell-health.com/v1/remits?since=2025-03-01",
            "curl -su ⟨user⟩:⟨pw⟩ https://meridale.jamfcloud.com/JSSResource/computers/id/1432",
            "Clearinghouse API basic auth header for the 276/277 poller: Basic ⟨b⟩",
        ),
        _basic,
        n=4,
        secrets=("b", "pw"),
    ),
    Kind(
        "kubernetes_secret_values",
        (
            "$ kubectl get secret claims-db -n ⟨ns⟩ -o yaml\napiVersion: v1\ndata:\n  password: ⟨b⟩"
            "\n  username: c3ZjX2NsYWltcw==\nkind: Secret",
            "$ kubectl get secret sftp-availity -n ⟨ns⟩ -o jsonpath='{.data.password}' | base64 "
            "-d\n"
            "⟨pw⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: sftp-availity\n  namespace: ⟨ns⟩\n"
            "stringData:\n  password: ⟨pw⟩",
            "kubectl create secret generic box-jwt -n ⟨ns⟩ --from-literal=passphrase=⟨pw⟩",
        ),
        _k8s,
        n=4,
        secrets=("b", "pw"),
    ),
    Kind(
        "gcp_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n  "private_key_id": '
            '"⟨kid⟩",\n  "private_key": "'
            + BEGIN
            + _P8_KEY
            + "\\n⟨pk⟩\\n"
            + END
            + _P8_KEY
            + '\\n",\n  "client_email": "sa-dw-loader@⟨proj⟩.iam.gserviceaccount.com",\n  '
            '"client_id": "⟨uniq⟩"\n}',
            'BigQuery loader key (⟨kid⟩) as pasted into the SSIS variable:\n"private_key": "'
            + BEGIN
            + _P8_KEY
            + "\\n⟨pk⟩\\n"
            + END
            + _P8_KEY
            + '\\n"',
        ),
        _gcp,
        n=4,
        secrets=("pk",),
    ),
    Kind(
        "looker_client_secret",
        (
            "[Looker]\nbase_url=https://meridale.cloud.looker.com\nclient_id=⟨cid⟩\n"
            "client_secret=⟨cs⟩\nverify_ssl=True",
            "LOOKERSDK_CLIENT_ID=⟨cid⟩ LOOKERSDK_CLIENT_SECRET=⟨cs⟩ python export_denials.py",
            "curl -d 'client_id=⟨cid⟩&client_secret=⟨cs⟩' "
            "https://meridale.cloud.looker.com/api/4.0/"
            "login",
            "Looker API3 secret for the export bot: ⟨cs⟩",
        ),
        _looker,
        n=4,
        secrets=("cs",),
    ),
    Kind(
        "etl_cli_passwords",
        (
            "pmcmd startworkflow -sv IS_CLAIMS -d Domain_MHC -u svc_infa -p ⟨pw⟩ -f DW_CLAIMS "
            "wf_load_claims",
            "dtexec /F D:\\SSIS\\LoadRemits.dtsx /De ⟨pw⟩ /Rep EW",
            "infacmd isp ListServices -dn Domain_MHC -un Administrator -pd ⟨pw⟩",
            "SSIS package password (EncryptSensitiveWithPassword) for LoadClaims.dtsx: ⟨pw⟩",
        ),
        _etl,
        n=4,
        secrets=("pw",),
    ),
    Kind(
        "redis_cache_access_key",
        (
            "⟨redis⟩.redis.cache.windows.net:6380,password=⟨k⟩,ssl=True,abortConnect=False",
            "redis-cli -h ⟨redis⟩.redis.cache.windows.net -p 6380 --tls -a '⟨k⟩' ping",
            '"Redis": { "Configuration": "⟨redis⟩.redis.cache.windows.net:6380,password=⟨k⟩,'
            'ssl=True" }',
            "Primary access key of ⟨redis⟩: ⟨k⟩",
        ),
        _redis,
        n=3,
        secrets=("k",),
    ),
    Kind(
        "acr_admin_password",
        (
            "docker login acrmhcprd.azurecr.io -u acrmhcprd -p ⟨pw⟩",
            "az acr credential show -n acrmhcprd → passwords[0].value = ⟨pw⟩",
            '{"auths":{"acrmhcprd.azurecr.io":{"auth":"⟨auth⟩"}}}',
            "ACR admin user is still on; password2 is ⟨pw⟩",
        ),
        _acr,
        n=3,
        secrets=("pw", "auth"),
    ),
    Kind(
        "azure_function_keys",
        (
            "https://func-edi-prd-eus2.azurewebsites.net/api/⟨fn⟩?code=⟨k⟩",
            "curl -X POST https://func-edi-prd-eus2.azurewebsites.net/api/⟨fn⟩ -H "
            "'x-functions-key: ⟨k⟩' --data-binary @MHC_835.edi",
            "Host key 'clearinghouse' of func-edi-prd-eus2 (for ⟨fn⟩): ⟨k⟩",
            "⟨fn⟩ default function key = ⟨k⟩",
        ),
        _funckey,
        n=3,
        secrets=("k",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Cert swap recap: new thumbprint ⟨thumb⟩, app ⟨appid⟩, credential keyId ⟨kid⟩, KV "
            "version ⟨ver⟩, correlation ⟨corr⟩. Temporary secret until the cert works: ⟨s⟩",
            "Commit ⟨sha⟩ moved func-edi to identity; before that AzureWebJobsStorage was "
            "AccountName=⟨st⟩;AccountKey=⟨k⟩ (trace ⟨trace⟩, request ⟨corr⟩)",
            "⟨st⟩ migration: KV ref @Microsoft.KeyVault(SecretUri=https://kv-claims-prd-eus2.vault."
            "azure.net/secrets/SqlConnection/⟨ver⟩), app ⟨appid⟩, and for the legacy job "
            "Password=⟨pw⟩ in its .config",
            "Twilio: account ⟨ac⟩, verify request ⟨corr⟩, webhook trace ⟨trace⟩; auth token "
            "(until rotation Friday) ⟨tok⟩",
            "Splunk: search id ⟨g2⟩, app ⟨appid⟩, HEC token ⟨g⟩, thumbprint ⟨thumb⟩",
            "Audit export: request ⟨corr⟩, blob sha ⟨sha⟩, SAS ...&sp=r&sig=⟨sig⟩ for ⟨st⟩",
        ),
        _among,
        n=6,
        secrets=("s", "k", "pw", "tok", "g", "sig"),
    ),
)
