"""Benign look-alikes from the platform side: Microsoft 365 and Entra ID identifiers, mail
headers and message ids, SharePoint and Graph ids and paging tokens, Azure resource ids,
Key Vault references, redacted values and placeholders, password-free connection strings,
"password" used with no secret, thumbprints, public keys, SQL Server handles, trace ids,
versions, digests and device ids. None is a secret; each must come out byte-identical."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike27.gen import (
    ALNUM,
    B32,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    date_2028,
    der_body,
    guid,
    hexs,
    num,
    pick,
    ssh_ed25519_public,
    ssh_rsa_public,
    thumbprint,
    time_hms,
    wrap,
)

_TENANT = "fkalegal.onmicrosoft.com"
_DBS = ("Billing", "TimeBill", "Conflicts", "Matters", "IMDB_MILANO")
_SECRET_NAMES = (
    "SqlBillingPassword",
    "DocuSignSecretKey",
    "PecStudioPassword",
    "SendGridApiKey",
    "ImanageClientSecret",
    "StorageArchivioKey",
)
_UPNS = ("m.ferrante", "a.karali", "l.bassi", "e.papadaki", "g.rinaldi", "it.admin")


def _exo_host(r: Random) -> str:
    return f"{r.choice(('AS8PR04', 'DB9PR04', 'PAXPR04', 'AM9PR04', 'VI1PR04'))}MB{num(r, 4)}"


def _mail_headers(r: Random) -> dict[str, str]:
    return {
        "bh": b64(r, 32),
        "b": wrap(b64(r, 256), 72).replace("\n", "\n\t "),
        "b2": wrap(b64(r, 256), 72).replace("\n", "\n\t "),
        "tid": guid(r),
        "nmid": guid(r),
        "ip": f"40.107.{r.randint(1, 254)}.{r.randint(1, 254)}",
        "t": str(1830297600 + r.randint(0, 2_000_000)),
        "dkim_pub": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 264)[:-4] + "IDAQAB",
    }


def _graph_msg_id(r: Random) -> str:
    return (
        "AAMkAD"
        + pick(r, ALNUM, 42)
        + "BGAAAAAAD"
        + pick(r, ALNUM, 34)
        + "BwD"
        + pick(r, ALNUM, 30)
        + "AAAAAAEMAAD"
        + pick(r, ALNUM, 30)
        + "AAA="
    )


def _messages(r: Random) -> dict[str, str]:
    host = _exo_host(r)
    return {
        "imid": f"<{host}{hexs(r, 28).upper()}@{host}.eurprd04.prod.outlook.com>",
        "gid": _graph_msg_id(r),
        "conv": "AAQkAD" + pick(r, ALNUM, 38) + "AQA" + pick(r, ALNUM, 20) + "=",
        "trace": guid(r),
        "tindex": b64(r, 22),
        "upn": r.choice(_UPNS),
        "date": date_2028(r),
        "time": time_hms(r),
        "size": str(r.randint(20_000, 9_000_000)),
    }


def _sharepoint(r: Random) -> dict[str, str]:
    g1 = guid(r)
    return {
        "G1": g1.upper(),
        "g1": g1,
        "g2": guid(r),
        "g3": guid(r),
        "drive": "b!" + b64url(r, 48),
        "item": "01" + pick(r, B32, 32),
        "site": r.choice(
            ("Contenzioso", "Societario", "IT", "Athens-Litigation", "Amministrazione")
        ),
        "file": r.choice(("Memoria_replica.docx", "Parere_Olympia.docx", "Budget_2028.xlsx")),
        "n": str(r.randint(10, 9000)),
    }


def _odata(r: Random) -> dict[str, str]:
    pid = r.randint(100, 90000)
    return {
        "site": f"fkalegal.sharepoint.com,{guid(r)},{guid(r)}",
        "list": guid(r),
        "skip": base64.b64encode(f"Paged=TRUE&p_ID={pid}".encode()).decode().rstrip("="),
        "delta": b64url(r, r.choice((96, 120, 150))),
        "uskip": "RFNwdAIAAQAAA" + pick(r, ALNUM, 60) + "AAA",
        "pid": str(pid),
        "top": r.choice(("100", "200", "999")),
        "drive": "b!" + b64url(r, 48),
    }


def _entra(r: Random) -> dict[str, str]:
    return {
        "app": guid(r),
        "tid": guid(r),
        "oid": guid(r),
        "kid": guid(r),
        "trace": guid(r),
        "corr": guid(r),
        "hint": pick(r, ALNUM, 3),
        "date": date_2028(r),
        "time": time_hms(r),
        "upn": r.choice(_UPNS),
        "name": r.choice(("billing-sync-2028", "pec-ingest-jan28", "archivio-export")),
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": guid(r),
        "tid": guid(r),
        "ikey": guid(r),
        "appid": guid(r),
        "mi": guid(r),
        "pid": guid(r),
        "ws": guid(r),
        "region": r.choice(("westeurope-5", "italynorth-0", "westeurope-3")),
        "rg": r.choice(("rg-fka-billing-prod", "rg-fka-integrazioni", "rg-fka-dms", "rg-fka-ai")),
    }


def _kv(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_SECRET_NAMES),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "date": date_2028(r),
        "time": time_hms(r),
        "vault": r.choice(("fka-kv-prod", "fka-kv-ath", "fka-kv-test")),
    }


def _placeholder(r: Random) -> dict[str, str]:
    return {
        "ticket": f"IT-{num(r, 4)}",
        "name": r.choice(_SECRET_NAMES),
        "acct": r.choice(("fkaarchiviowe", "fkabackupgr", "fkascansioni")),
        "db": r.choice(_DBS),
        "date": date_2028(r),
        "se": f"2028-0{r.randint(2, 6)}-{r.randint(10, 28)}",
        "app": guid(r),
        "stars": "*" * r.choice((8, 10, 12, 16)),
        "dots": "•" * r.choice((8, 12, 16)),
    }


def _passwordless(r: Random) -> dict[str, str]:
    return {
        "db": r.choice(_DBS),
        "inst": r.choice(("FKA-SQL01\\TIMEBILL", "FKA-SQL02", "fka-sql-ath")),
        "mi": guid(r),
        "acct": r.choice(("fkaarchiviowe", "fkabackupgr", "fkascansioni")),
        "ns": r.choice(("fka-dms-events", "fka-pec-bus")),
        "n": str(r.randint(10, 90)),
    }


def _pw_prose(r: Random) -> dict[str, str]:
    return {
        "n": str(r.choice((60, 90, 180, 365))),
        "len": str(r.choice((12, 14, 16))),
        "k": str(r.choice((5, 10))),
        "h": str(r.choice((5, 12, 24))),
        "t": num(r, 4),
        "date": date_2028(r),
        "upn": r.choice(_UPNS),
        "folder": r.choice(("Infrastruttura", "PEC", "DocuSign", "SQL")),
        "sid": f"S-1-5-21-{num(r, 10)}-{num(r, 10)}-{num(r, 10)}-{num(r, 4)}",
    }


def _thumb(r: Random) -> dict[str, str]:
    t = thumbprint(r)
    return {
        "thumb": t,
        "thumb_l": t.lower(),
        "thumb2": thumbprint(r),
        "app": guid(r),
        "tid": guid(r),
        "appid": guid(r),
        "date": f"2029-{r.randint(1, 12):02d}-{r.randint(10, 28)}",
    }


def _pubkeys(r: Random) -> dict[str, str]:
    ed, _ = ssh_ed25519_public(r)
    ecdsa_blob = (
        b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04"
        + r.randbytes(64)
    )
    return {
        "ed": ed,
        "rsa": ssh_rsa_public(r),
        "ecdsa": base64.b64encode(ecdsa_blob).decode(),
        "cert": der_body(r, bytes.fromhex("308205") + bytes([r.randint(0x10, 0xFF)]), 1300),
        "pub": der_body(r, bytes.fromhex("30820122300d06092a864886f70d01010105000382010f00"), 270),
        "fp": b64(r, 32).rstrip("="),
        "host": r.choice(("fka-jump-weu", "backup-ath", "fka-sftp01")),
        "n": b64url(r, 256),
        "kid": b64url(r, 20),
    }


def _sql(r: Random) -> dict[str, str]:
    lsn = f"{num(r, 5)}{digits10(r)}00{r.randint(1, 9)}"
    return {
        "plan": "0x06000" + str(r.randint(5, 9)) + "00" + hexs(r, 32).upper() + "0" * 88,
        "sqlh": "0x0200000" + hexs(r, 33).upper() + "0" * 40,
        "qh": "0x" + hexs(r, 16).upper(),
        "qph": "0x" + hexs(r, 16).upper(),
        "lsn": lsn,
        "lsn2": str(int(lsn) + r.randint(1000, 90000)),
        "ts": f"202801{r.randint(3, 28):02d}_{r.randint(0, 23):02d}0000",
        "bsid": str(r.randint(1000, 90000)),
        "g": guid(r).upper(),
        "res": hexs(r, 12),
        "obj": num(r, 17),
        "thumb": "0x" + hexs(r, 40).upper(),
        "ip": f"10.20.{r.randint(1, 40)}.{r.randint(2, 250)}",
        "db": r.choice(_DBS),
    }


def digits10(r: Random) -> str:
    return f"{r.randint(0, 9_999_999_999):010d}"


def _trace(r: Random) -> dict[str, str]:
    return {
        "g1": guid(r),
        "g2": guid(r),
        "g3": guid(r),
        "tp": hexs(r, 32),
        "span": hexs(r, 16),
        "ts": f"202801{r.randint(3, 28):02d}T{r.randint(7, 19):02d}{r.randint(0, 59):02d}"
        f"{r.randint(0, 59):02d}Z",
        "ri": "AM2PEPF0001" + pick(r, UPPER_ALNUM, 4),
        "G": guid(r).upper(),
        "date": date_2028(r),
        "time": time_hms(r),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "cu": str(r.randint(14, 19)),
        "kb": f"KB50{num(r, 5)}",
        "sqlb": f"16.0.4{r.randint(100, 230)}.{r.randint(1, 9)}",
        "im": f"10.{r.randint(6, 9)}.{r.randint(0, 4)}.{r.randint(10, 400)}",
        "ob": f"{r.randint(18300, 18500)}.{r.randint(20000, 20300)}",
        "win": f"26100.{r.randint(2000, 4500)}",
        "ds": f"8.{r.randint(0, 6)}.{r.randint(0, 3)}",
        "graph": f"5.{r.randint(60, 90)}.0",
        "sqlc": f"5.2.{r.randint(0, 4)}",
        "aruba": f"2.{r.randint(6, 9)}.{r.randint(0, 20)}",
        "edge": f"13{r.randint(1, 9)}.0.{r.randint(2800, 3100)}.{r.randint(10, 140)}",
    }


def _digests(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "short": sha[:7],
        "sha2": hexs(r, 40),
        "img": hexs(r, 64),
        "sri": b64(r, 64),
        "nuget": b64(r, 64),
        "pip": hexs(r, 64),
        "pr": str(r.randint(100, 900)),
        "branch": r.choice(("fix/pec-receipts", "feat/ledes-export", "chore/deps-2028-01")),
        "app": r.choice(("pec-ingest", "billing-sync", "docusign-hooks")),
        "tag": f"2028.01.{r.randint(1, 30)}",
    }


def _devices(r: Random) -> dict[str, str]:
    g = guid(r).upper()
    return {
        "KID": g,
        "kid8": g[:8],
        "dev": guid(r),
        "aad": guid(r),
        "serial": r.choice(("PF", "PC", "R9")) + pick(r, UPPER_ALNUM, 6),
        "tag": pick(r, UPPER_ALNUM, 7),
        "pid": f"00330-80000-00000-AA{num(r, 3)}",
        "mac": ":".join(hexs(r, 2).upper() for _ in range(6)),
        "host": f"FKA-{r.choice(('MI', 'ATH'))}-LT{num(r, 3)}",
        "upn": r.choice(_UPNS),
    }


_DKIM_PREFIX = "v=1; a=rsa-sha256; c=relaxed/relaxed; d=fka-legal.it; s=selector1;"

BENIGN_PLATFORM: tuple[Kind, ...] = (
    Kind(
        "mail_headers_dkim",
        (
            "DKIM-Signature: " + _DKIM_PREFIX + "\n h=From:Date:Subject:Message-ID:Content-Type:"
            "MIME-Version:X-MS-Exchange-SenderADCheck;\n bh=⟨bh⟩;\n b=⟨b⟩",
            "ARC-Seal: i=1; a=rsa-sha256; s=arcselector10001; d=microsoft.com; cv=none;\n b=⟨b2⟩",
            "Authentication-Results: spf=pass (sender IP is ⟨ip⟩) smtp.mailfrom=fka-legal.it; "
            "dkim=pass (signature was verified) header.d=fka-legal.it;dmarc=pass action=none "
            "header.from=fka-legal.it;compauth=pass reason=100\n"
            "X-MS-Exchange-CrossTenant-Id: ⟨tid⟩\n"
            "X-MS-Exchange-CrossTenant-Network-Message-Id: ⟨nmid⟩",
            'selector2._domainkey.fka-legal.it TXT "v=DKIM1; k=rsa; p=⟨dkim_pub⟩"',
            "ARC-Message-Signature: i=1; a=rsa-sha256; c=relaxed/relaxed; d=microsoft.com; "
            "s=arcselector10001; t=⟨t⟩;\n bh=⟨bh⟩;\n b=⟨b⟩",
        ),
        _mail_headers,
    ),
    Kind(
        "exchange_message_ids",
        (
            '"internetMessageId": "⟨imid⟩"',
            "Graph message id della PEC inoltrata: ⟨gid⟩",
            "Get-MessageTraceV2 -MessageId '⟨imid⟩' → Status Delivered, MessageTraceId ⟨trace⟩, "
            "Size ⟨size⟩",
            '{"id": "⟨gid⟩", "conversationId": "⟨conv⟩", "internetMessageId": "⟨imid⟩"}',
            "Thread-Index: ⟨tindex⟩\nThread-Topic: R: Deposito memoria\nMessage-ID: ⟨imid⟩",
            "Το μήνυμα ⟨imid⟩ του ⟨upn⟩ παραδόθηκε στις ⟨date⟩ ⟨time⟩",
        ),
        _messages,
    ),
    Kind(
        "sharepoint_ids_and_links",
        (
            "https://fkalegal.sharepoint.com/sites/⟨site⟩/_layouts/15/Doc.aspx?sourcedoc=%7B⟨G1⟩%7D"
            "&file=⟨file⟩&action=default&mobileredirect=true",
            "Site id Graph: fkalegal.sharepoint.com,⟨g1⟩,⟨g2⟩",
            "Drive della raccolta «Documenti» del sito ⟨site⟩: ⟨drive⟩",
            "PUT /v1.0/drives/⟨drive⟩/items/⟨item⟩/content → 201",
            "GET https://fkalegal.sharepoint.com/sites/⟨site⟩/_api/web/lists(guid'⟨g3⟩')"
            "/items(⟨n⟩)",
            "Get-PnPList -Identity ⟨g3⟩ | Select Title, ItemCount  "
            "# lista «Scadenze» del sito ⟨site⟩",
            "Η βιβλιοθήκη του site ⟨site⟩ έχει list id {⟨G1⟩}",
        ),
        _sharepoint,
    ),
    Kind(
        "odata_paging_tokens",
        (
            '"@odata.nextLink": "https://graph.microsoft.com/v1.0/sites/⟨site⟩/lists/⟨list⟩/'
            'items?$top=⟨top⟩&$skiptoken=⟨skip⟩"',
            '"@odata.deltaLink": "https://graph.microsoft.com/v1.0/drives/⟨drive⟩/root/delta?'
            'token=⟨delta⟩"',
            "Il delta token salvato in dbo.SyncState per la drive ⟨drive⟩ è ⟨delta⟩ — serve solo a "
            "riprendere la sincronizzazione",
            "https://graph.microsoft.com/v1.0/users?$top=⟨top⟩&$skiptoken=⟨uskip⟩",
            '"__next": "https://fkalegal.sharepoint.com/sites/IT/_api/web/lists(guid\'⟨list⟩\')'
            '/items?%24skiptoken=Paged%3dTRUE%26p_ID%3d⟨pid⟩&%24top=⟨top⟩"',
        ),
        _odata,
    ),
    Kind(
        "entra_public_identifiers",
        (
            "Application (client) ID: ⟨app⟩\nDirectory (tenant) ID: ⟨tid⟩\nObject ID: ⟨oid⟩",
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the "
            "request is the client secret value, not the client secret ID, for a secret added to "
            "app '⟨app⟩'. Trace ID: ⟨trace⟩ Correlation ID: ⟨corr⟩ Timestamp: ⟨date⟩ ⟨time⟩Z",
            '$ az ad app credential list --id ⟨app⟩\n[\n  {\n    "customKeyIdentifier": null,\n'
            '    "displayName": "⟨name⟩",\n    "endDateTime": "2029-01-10T09:00:00Z",\n'
            '    "hint": "⟨hint⟩",\n    "keyId": "⟨kid⟩",\n    "secretText": null,\n'
            '    "startDateTime": "⟨date⟩T⟨time⟩Z"\n  }\n]',
            "AADSTS50076: Due to a configuration change made by your administrator, or because you "
            "moved to a new location, you must use multi-factor authentication to access "
            "'⟨app⟩'. Trace ID: ⟨trace⟩ Correlation ID: ⟨corr⟩",
            "| Data | Utente | App | Esito | Correlation ID |\n|---|---|---|---|---|\n"
            "| ⟨date⟩ ⟨time⟩ | ⟨upn⟩@fka-legal.it | iManage Work | Success | ⟨corr⟩ |",
            "https://login.microsoftonline.com/⟨tid⟩/v2.0/.well-known/openid-configuration",
            "Secret ID ⟨kid⟩ (hint «⟨hint⟩») dell'app ⟨app⟩: è solo l'identificativo, il valore "
            "non è più visibile",
        ),
        _entra,
    ),
    Kind(
        "azure_resource_ids_and_appinsights",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.Sql/servers/fka-sql-weu"
            "/databases/Billing",
            "APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=⟨ikey⟩;IngestionEndpoint="
            "https://⟨region⟩.in.applicationinsights.azure.com/;LiveEndpoint=https://"
            "westeurope.livediagnostics.monitor.azure.com/;ApplicationId=⟨appid⟩",
            '$ az account show\n{\n  "id": "⟨sub⟩",\n  "name": "FKA-Production",\n'
            '  "tenantId": "⟨tid⟩",\n'
            '  "user": { "name": "it.admin@fka-legal.it", "type": "user" }\n}',
            "Managed identity di fka-pec-ingest: principalId ⟨pid⟩, clientId ⟨mi⟩",
            "Log Analytics workspace (customerId) ⟨ws⟩ nel resource group ⟨rg⟩",
            'az role assignment create --assignee ⟨pid⟩ --role "Storage Blob Data Reader" '
            "--scope /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩",
        ),
        _azure,
    ),
    Kind(
        "key_vault_references",
        (
            "@Microsoft.KeyVault(SecretUri=https://⟨vault⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩)",
            "@Microsoft.KeyVault(VaultName=⟨vault⟩;SecretName=⟨name⟩;SecretVersion=⟨ver⟩)",
            "az keyvault secret show --id https://⟨vault⟩.vault.azure.net/secrets/⟨name⟩/⟨ver⟩ "
            '--query "attributes.updated"',
            "Name    : ⟨name⟩\nVersion : ⟨ver⟩\nEnabled : True\nUpdated : ⟨date⟩ ⟨time⟩\n\n"
            "Name    : ⟨name⟩\nVersion : ⟨ver2⟩\nEnabled : False",
            '"kid": "https://⟨vault⟩.vault.azure.net/keys/tde-billing/⟨ver⟩"',
            "Ruotato ⟨name⟩ il ⟨date⟩: nuova versione ⟨ver⟩, la ⟨ver2⟩ è disabilitata",
        ),
        _kv,
    ),
    Kind(
        "redacted_and_placeholder_values",
        (
            "Server=tcp:fka-sql-weu.database.windows.net,1433;Initial Catalog=⟨db⟩;"
            "User ID=svc_billing;Password=⟨stars⟩;Encrypt=True;",
            '"ClientSecret": "<in Key Vault: ⟨name⟩>"  # ⟨ticket⟩',
            "AZURE_CLIENT_SECRET: ${{ secrets.AZURE_CLIENT_SECRET }}\nAZURE_CLIENT_ID: ⟨app⟩",
            "https://⟨acct⟩.blob.core.windows.net/export?sv=2022-11-02&sr=c&sp=rl&se=⟨se⟩"
            "&sig=[REDACTED]",
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=<account-key>;"
            "EndpointSuffix=core.windows.net",
            'pec_password: "{{ vault_pec_password }}"  # ⟨ticket⟩',
            "SENDGRID_API_KEY=SG.xxxxxxxxxxxxxxxxxxxxxx."
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx "
            "(placeholder del README, ⟨ticket⟩)",
            "-----BEGIN RSA PRIVATE KEY-----\n"
            "(omessa: è nel secret DocuSignJwtKey di Key Vault, ⟨date⟩)\n"
            "-----END RSA PRIVATE KEY-----",
            "Nel log la chiave compare come api-key: ⟨dots⟩ (mascherata dal proxy, ⟨ticket⟩)",
        ),
        _placeholder,
    ),
    Kind(
        "passwordless_connection_strings",
        (
            "Server=tcp:fka-sql-weu.database.windows.net,1433;Initial Catalog=⟨db⟩;"
            "Authentication=Active Directory Default;Encrypt=True;Connect Timeout=⟨n⟩;",
            "Data Source=⟨inst⟩;Initial Catalog=⟨db⟩;Integrated Security=SSPI;"
            "TrustServerCertificate=True",
            'sqlcmd -S ⟨inst⟩ -E -d ⟨db⟩ -Q "SELECT COUNT(*) FROM dbo.TimeEntries"',
            "Server=tcp:fka-sql-weu.database.windows.net;Database=⟨db⟩;"
            "Authentication=Active Directory Managed Identity;User Id=⟨mi⟩;",
            'BlobServiceClient(account_url="https://⟨acct⟩.blob.core.windows.net", '
            "credential=DefaultAzureCredential())",
            "Driver={ODBC Driver 18 for SQL Server};Server=⟨inst⟩;Database=⟨db⟩;"
            "Trusted_Connection=yes;Encrypt=yes;",
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;Authentication=Managed Identity;"
            "EntityPath=envelopes",
        ),
        _passwordless,
    ),
    Kind(
        "password_word_prose",
        (
            "La password della PEC scade ogni ⟨n⟩ giorni; il promemoria arriva a it@fka-legal.it",
            "Password reset for ⟨upn⟩ done via SSPR on ⟨date⟩ — no temporary password was issued.",
            "Ο κωδικός πρόσβασης των χρηστών λήγει κάθε ⟨n⟩ ημέρες (πολιτική Entra, ⟨date⟩)",
            "password_min_length: ⟨len⟩\npassword_history: ⟨h⟩\nlockout_threshold: ⟨k⟩\n"
            "password_expiration_days: ⟨n⟩",
            "Get-ADUser ⟨upn⟩ -Properties PasswordLastSet, PasswordNeverExpires, "
            "msDS-UserPasswordExpiryTimeComputed",
            "Le password non vanno scritte qui: usare Keeper, cartella IT/⟨folder⟩ (ticket IT-⟨t⟩)",
            "Event 4723: An attempt was made to change an account's password.\n"
            "Subject: Security ID: ⟨sid⟩ Account Name: ⟨upn⟩",
            "Msg 18456, Level 14, State 8 — Login failed for user 'svc_billing'. Reason: Password "
            "did not match that for the login provided. (ticket IT-⟨t⟩)",
        ),
        _pw_prose,
    ),
    Kind(
        "cert_thumbprint_config",
        (
            "Connect-MgGraph -ClientId ⟨app⟩ -TenantId ⟨tid⟩ -CertificateThumbprint ⟨thumb⟩",
            'Connect-ExchangeOnline -CertificateThumbPrint "⟨thumb⟩" -AppID "⟨appid⟩" '
            '-Organization "' + _TENANT + '"',
            '"ClientCertificates": [\n  {\n    "SourceType": "StoreWithThumbprint",\n'
            '    "CertificateStorePath": "LocalMachine/My",\n'
            '    "CertificateThumbprint": "⟨thumb⟩"\n  }\n]',
            "WEBSITE_LOAD_CERTIFICATES=⟨thumb⟩,⟨thumb2⟩",
            "Thumbprint                                Subject\n----------                    "
            "            -------\n⟨thumb⟩  CN=*.fka-legal.it\n⟨thumb2⟩  CN=fka-sql01.fka.local",
            "    Certificate Hash             : ⟨thumb_l⟩\n    Application ID               : "
            "{⟨app⟩}\n    Certificate Store Name       : My",
            "Il certificato dell'app ⟨app⟩ (thumbprint ⟨thumb⟩) scade il ⟨date⟩",
        ),
        _thumb,
    ),
    Kind(
        "public_keys_and_certificates",
        (
            "ssh-ed25519 ⟨ed⟩ svc-deploy@⟨host⟩",
            "authorized_keys di backup-ath:\nssh-rsa ⟨rsa⟩ veeam@fka-ath",
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Chiave pubblica RSA caricata nell'app DocuSign (la privata è in Key Vault):\n\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pub⟩\n-----END PUBLIC KEY-----",
            "⟨host⟩ ecdsa-sha2-nistp256 ⟨ecdsa⟩",
            "Fingerprint della host key di ⟨host⟩: SHA256:⟨fp⟩ (ED25519)",
            '{"kty": "RSA", "use": "sig", "kid": "⟨kid⟩", "x5t": "⟨kid⟩", "n": "⟨n⟩", "e": "AQAB"}',
        ),
        _pubkeys,
    ),
    Kind(
        "sql_server_handles",
        (
            "query_hash          query_plan_hash     plan_handle\n⟨qh⟩  ⟨qph⟩  ⟨plan⟩",
            "DBCC FREEPROCCACHE (⟨plan⟩);",
            "Backup completato: ⟨db⟩_FULL_⟨ts⟩.bak, backup_set_id ⟨bsid⟩, first_lsn ⟨lsn⟩, "
            "last_lsn ⟨lsn2⟩",
            "Deadlock: waitresource KEY: 7:⟨obj⟩ (⟨res⟩), sql_handle ⟨sqlh⟩",
            "INSERT INTO dbo.Envelopes (EnvelopeGuid, MatterNo) VALUES ('⟨g⟩', '004127-000031');",
            "SELECT name, thumbprint FROM sys.certificates;\n-- TDE_Billing  ⟨thumb⟩",
            "Login failed for user 'svc_billing'. Reason: Password did not match that for the "
            "login provided. [CLIENT: ⟨ip⟩]",
        ),
        _sql,
    ),
    Kind(
        "request_trace_ids",
        (
            "x-ms-request-id: ⟨g1⟩\nx-ms-correlation-request-id: ⟨g2⟩\n"
            "x-ms-routing-request-id: WESTEUROPE:⟨ts⟩:⟨g3⟩",
            "traceparent: 00-⟨tp⟩-⟨span⟩-01",
            'request-id: ⟨g1⟩\nclient-request-id: ⟨g2⟩\nx-ms-ags-diagnostic: {"ServerInfo":'
            '{"DataCenter":"West Europe","Slice":"E","Ring":"5","ScaleUnit":"003",'
            '"RoleInstance":"⟨ri⟩"}}',
            "X-DocuSign-TraceToken: ⟨g1⟩",
            "operation_Id ⟨tp⟩ in App Insights: la chiamata a iManage ha impiegato 14 s",
            "Log Name: Application\nSource: PEC-Ingest\nDate: ⟨date⟩ ⟨time⟩\nEvent ID: 1001\n"
            "Activity ID: {⟨G⟩}",
        ),
        _trace,
    ),
    Kind(
        "version_and_build_strings",
        (
            "Microsoft SQL Server 2022 (RTM-CU⟨cu⟩) (⟨kb⟩) - ⟨sqlb⟩ (X64)",
            "iManage Work Desktop for Windows ⟨im⟩ installato su tutti i PC di Atene",
            "Microsoft 365 Apps for enterprise, Version 2412 (Build ⟨ob⟩ Click-to-Run), "
            "Windows 11 24H2 build ⟨win⟩",
            '<PackageReference Include="DocuSign.eSign.dll" Version="⟨ds⟩" />\n'
            '<PackageReference Include="Microsoft.Graph" Version="⟨graph⟩" />\n'
            '<PackageReference Include="Microsoft.Data.SqlClient" Version="⟨sqlc⟩" />',
            "ArubaSign ⟨aruba⟩ e Edge ⟨edge⟩: la firma remota funziona di nuovo",
            "Aggiornamento ⟨kb⟩ applicato, SQL a ⟨sqlb⟩",
        ),
        _versions,
    ),
    Kind(
        "git_and_package_digests",
        (
            "⟨short⟩ (HEAD -> main, tag: v⟨tag⟩) Merge pull request #⟨pr⟩ from fka-legal/⟨branch⟩",
            "fkaregistry.azurecr.io/⟨app⟩@sha256:⟨img⟩",
            '"node_modules/@azure/msal-node": {\n  "version": "2.16.2",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            '"Microsoft.Identity.Client": {\n  "type": "Direct",\n  "resolved": "4.66.2",\n'
            '  "contentHash": "⟨nuget⟩"\n}',
            "msal==1.31.1 --hash=sha256:⟨pip⟩",
            "Deploy ⟨app⟩ v⟨tag⟩ = commit ⟨sha⟩ (rollback a ⟨sha2⟩ se serve)",
        ),
        _digests,
    ),
    Kind(
        "device_and_bitlocker_ids",
        (
            "BitLocker recovery key ID: ⟨kid8⟩ (ID completo {⟨KID⟩}); la chiave è in Entra, "
            "non qui",
            "Intune: ⟨host⟩ — Device ID ⟨dev⟩, Entra device ID ⟨aad⟩, serial ⟨serial⟩",
            "Key Protectors:\n    TPM:\n      ID: {⟨KID⟩}\n      PCR Validation Profile:\n"
            "        7, 11",
            "Windows Product ID ⟨pid⟩ (non è il product key) su ⟨host⟩",
            "| Host | Serial | MAC | Utente |\n|---|---|---|---|\n"
            "| ⟨host⟩ | ⟨serial⟩ | ⟨mac⟩ | ⟨upn⟩ |",
            "Autopilot: serial ⟨serial⟩, group tag FKA-MI, Dell service tag ⟨tag⟩",
        ),
        _devices,
    ),
)
