"""Benign: Azure resource ids, Key Vault references, identities, app registrations without
secret values, encrypted config sections, platform ids, pipelines and Terraform."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike12.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    b64,
    clock,
    day,
    hexs,
    hexu,
    iso,
    num,
    pick,
    thumbprint,
    uuid4,
    wrap,
)

_REGIONS = ("eastus2", "centralus", "westus3")
_APPS = ("portal", "claims", "dw", "edi", "notify")
_ENVS = ("prd", "stg", "dev", "uat")


def _names(r: Random) -> dict[str, str]:
    app, env, region = r.choice(_APPS), r.choice(_ENVS), r.choice(_REGIONS)
    short = {"eastus2": "eus2", "centralus": "cus", "westus3": "wus3"}[region]
    return {
        "app": app,
        "env": env,
        "region": region,
        "rg": f"rg-{app}-{env}-{short}",
        "kv": f"kv-{app}-{env}-{short}",
        "site": f"app-{app}-{env}-{short}",
        "sb": f"sb-{app}-{env}-{short}",
        "st": f"st{app}{env}{pick(r, LOWER_ALNUM, 4)}",
        "sql": f"sql-{app}-{env}-{short}",
        "cosmos": f"cosmos-{app}-{env}-{short}",
        "aks": f"aks-{app}-{env}-{short}",
        "acr": f"acrmhc{env}",
    }


def _resource(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(sub=uuid4(r), ra=uuid4(r), pid=uuid4(r), ts=iso(r))
    return v


def _kvref(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(
        ver=hexs(r, 32),
        secret=r.choice(("SqlConnection", "BoxClientSecret", "TwilioAuthToken", "B2CSecret")),
        ts=iso(r),
    )
    return v


def _kvmeta(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(
        ver=hexs(r, 32),
        ver2=hexs(r, 32),
        ts=iso(r),
        ts2=iso(r),
        oid=uuid4(r),
        appid=uuid4(r),
        corr=uuid4(r),
        thumb=thumbprint(r),
        ip=f"10.{r.randint(10, 60)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    )
    return v


def _identity(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(sub=uuid4(r), cid=uuid4(r), pid=uuid4(r), tid=uuid4(r), ts=iso(r))
    return v


def _appreg(r: Random) -> dict[str, str]:
    return {
        "appid": uuid4(r),
        "oid": uuid4(r),
        "kid": uuid4(r),
        "kid2": uuid4(r),
        "hint": pick(r, ALNUM, 3),
        "hint2": pick(r, ALNUM, 3),
        "start": iso(r),
        "end": f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T{clock(r)}Z",
        "ckid": b64(r, 20),
        "thumb": thumbprint(r),
        "name": r.choice(("ado-pipeline", "portal-prod", "claims-batch", "box-sync")),
    }


def _b2c(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "iefid": uuid4(r),
        "pxid": uuid4(r),
        "tid": uuid4(r),
        "tenant": r.choice(("meridalecare", "mhcpatients", "meridaleportal")),
    }


def _appsettings(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(cid=uuid4(r), usid=uuid4(r), box=pick(r, LOWER_ALNUM, 32), tid=uuid4(r))
    return v


def _webconfig(r: Random) -> dict[str, str]:
    return {
        "ek": wrap(b64(r, 256), 76),
        "ek1": b64(r, 256),
        "cv": wrap(b64(r, r.choice((240, 288, 336))), 76),
        "cv1": b64(r, 192),
        "site": r.choice(("claims-api", "eligibility", "portal-legacy")),
    }


def _storage(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(
        file=f"MHC_837P_{num(r, 8)}",
        etag="0x8DD" + hexu(r, 11),
        md5=b64(r, 16),
        ts=iso(r),
        req=uuid4(r),
        size=str(r.randint(2000, 900000)),
    )
    return v


def _servicebus(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(
        mid=hexs(r, 32),
        lock=uuid4(r),
        seq=num(r, 6),
        corr=uuid4(r),
        ts=iso(r),
        n=str(r.randint(2, 40)),
    )
    return v


def _cosmos(r: Random) -> dict[str, str]:
    v = _names(r)
    db = b64(r, 3)[:4] + "=="
    coll = b64(r, 6) + "="
    rid = b64(r, 16)
    v.update(
        rid=rid,
        self=f"dbs/{db}/colls/{coll}/docs/{rid}/",
        etag=f"{hexs(r, 8)}-0000-0200-0000-{hexs(r, 8)}0000",
        ts=num(r, 10),
        act=uuid4(r),
        ru=f"{r.randint(2, 40)}.{r.randint(10, 99)}",
        id=uuid4(r),
        mem=pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + num(r, 9),
    )
    return v


def _aks(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(
        rs=pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        pod=pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        rs2=pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        pod2=pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        digest=hexs(r, 64),
        vmss=num(r, 8),
        cid=uuid4(r),
        tid=uuid4(r),
        age=f"{r.randint(2, 59)}m",
    )
    return v


def _pipeline(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(
        build=num(r, 6),
        job=uuid4(r),
        plan=uuid4(r),
        ts=f"{iso(r)}.{num(r, 7)}Z",
        agent=str(r.randint(1, 12)),
    )
    return v


def _terraform(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(sub=uuid4(r), kid=uuid4(r), cid=uuid4(r), tid=uuid4(r), serial=str(r.randint(9, 400)))
    return v


def _arm(r: Random) -> dict[str, str]:
    v = _names(r)
    stamp = f"202503{r.randint(3, 31):02d}T{r.randint(0, 23):02d}{r.randint(0, 59):02d}"
    v.update(
        sub=uuid4(r),
        oid=uuid4(r),
        corr=uuid4(r),
        req=uuid4(r),
        route=f"{v['region'].upper()}:{stamp}{r.randint(0, 59):02d}Z:{uuid4(r)}",
        track=uuid4(r),
    )
    return v


def _appservice(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(
        inst=hexs(r, 64),
        inst2=hexs(r, 64),
        dep=f"{v['site']}__{hexs(r, 4)}",
        sub=uuid4(r),
        thumb=thumbprint(r),
        ip=f"169.254.129.{r.randint(2, 9)}",
    )
    return v


def _appinsights(r: Random) -> dict[str, str]:
    v = _names(r)
    v.update(
        ikey=uuid4(r),
        appid=uuid4(r),
        ws=uuid4(r),
        op=hexs(r, 32),
        span=hexs(r, 16),
        n=str(r.randint(2, 9)),
    )
    return v


def _aadsts(r: Random) -> dict[str, str]:
    return {
        "app": uuid4(r),
        "trace": uuid4(r),
        "corr": uuid4(r),
        "ts": f"{day(r)} {clock(r)}Z",
        "upn": r.choice(("zztest.kiwi", "mock.placebo", "svc-portal-sync", "notreal.pixel"))
        + "@meridale-health.net",
        "id": uuid4(r),
        "ip": f"10.{r.randint(10, 60)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    }


AZURE: tuple[Kind, ...] = (
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.Web/sites/⟨site⟩ is the "
            "scope I granted 'Key Vault Secrets User' (role 4633458b-17de-408a-b874-0445c86b69e6)",
            "Role assignment ⟨ra⟩ for principal ⟨pid⟩ on /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/"
            "providers/Microsoft.KeyVault/vaults/⟨kv⟩ was created ⟨ts⟩ by the pipeline",
            "az resource show --ids /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/"
            "Microsoft.ServiceBus/namespaces/⟨sb⟩ --query properties.status",
            "ARM id of the claims SQL server: /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/"
            "Microsoft.Sql/servers/⟨sql⟩ (Entra-only auth is on, no SQL logins)",
        ),
        _resource,
        n=6,
    ),
    Kind(
        "keyvault_references",
        (
            "App setting ⟨secret⟩ = @Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net/"
            "secrets/⟨secret⟩/⟨ver⟩) — pinned to a version, so rotation needs a redeploy",
            "@Microsoft.KeyVault(VaultName=⟨kv⟩;SecretName=⟨secret⟩) resolves fine in ⟨site⟩; the "
            "portal shows the green 'Key vault Reference' badge",
            'az webapp config appsettings set -g ⟨rg⟩ -n ⟨site⟩ --settings "Box__ClientSecret='
            '@Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net/secrets/⟨secret⟩/)"',
            'builder.Configuration.AddAzureKeyVault(new Uri("https://⟨kv⟩.vault.azure.net/"), '
            "new DefaultAzureCredential()); // ⟨secret⟩ arrives as config key ⟨secret⟩",
        ),
        _kvref,
        n=6,
    ),
    Kind(
        "keyvault_secret_metadata",
        (
            '$ az keyvault secret show --vault-name ⟨kv⟩ -n sql-admin --query "{id:id, updated:'
            'attributes.updated, expires:attributes.expires}"\n{\n  "expires": "2026-03-01T00:00:00'
            '+00:00",\n  "id": "https://⟨kv⟩.vault.azure.net/secrets/sql-admin/⟨ver⟩",\n  '
            '"updated": "⟨ts⟩+00:00"\n}',
            "Key Vault audit (AzureDiagnostics): operationName=SecretGet resultSignature=OK "
            "requestUri_s=https://⟨kv⟩.vault.azure.net/secrets/box-client-secret/⟨ver⟩?api-version="
            "7.4 identity_claim_oid_g=⟨oid⟩ identity_claim_appid_g=⟨appid⟩ CallerIPAddress=⟨ip⟩",
            "$ az keyvault secret list-versions --vault-name ⟨kv⟩ -n twilio-auth-token -o table\n"
            "Name               Enabled    Updated\n-----------------  ---------  "
            "-------------------------\ntwilio-auth-token  True       ⟨ts⟩+00:00\n"
            "twilio-auth-token  False      ⟨ts2⟩+00:00",
            "kv cert `portal-tls` current version ⟨ver2⟩, x509ThumbprintHex ⟨thumb⟩; "
            "correlation id ⟨corr⟩ for the failed policy update",
        ),
        _kvmeta,
        n=6,
    ),
    Kind(
        "managed_identity_ids",
        (
            '$ az identity show -g ⟨rg⟩ -n id-⟨app⟩-batch\n{\n  "clientId": "⟨cid⟩",\n  "id": '
            '"/subscriptions/⟨sub⟩/resourcegroups/⟨rg⟩/providers/Microsoft.ManagedIdentity/'
            'userAssignedIdentities/id-⟨app⟩-batch",\n  "location": "⟨region⟩",\n  '
            '"principalId": "⟨pid⟩",\n  "tenantId": "⟨tid⟩"\n}',
            "AZURE_CLIENT_ID=⟨cid⟩ on the pod selects the user-assigned identity for "
            "DefaultAzureCredential — a client id, nothing to protect",
            'curl -s -H Metadata:true "http://169.254.169.254/metadata/identity/oauth2/token?'
            'api-version=2018-02-01&resource=https://vault.azure.net&client_id=⟨cid⟩" | jq '
            ".expires_on",
            "System-assigned identity of ⟨site⟩: principalId ⟨pid⟩ (tenant ⟨tid⟩), enabled ⟨ts⟩",
        ),
        _identity,
        n=6,
    ),
    Kind(
        "entra_app_credential_listing",
        (
            '$ az ad app credential list --id ⟨appid⟩\n[\n  {\n    "customKeyIdentifier": null,\n'
            '    "displayName": "⟨name⟩-2025",\n    "endDateTime": "⟨end⟩",\n    "hint": '
            '"⟨hint⟩",\n'
            '    "keyId": "⟨kid⟩",\n    "secretText": null,\n    "startDateTime": "⟨start⟩Z"\n  '
            "}\n]",
            "Certificates & secrets blade for app ⟨appid⟩: ⟨name⟩ | expires ⟨end⟩ | value "
            "⟨hint⟩************ | Secret ID ⟨kid⟩. Only the 3-char hint is shown after creation",
            "Two credentials on object ⟨oid⟩: password credential ⟨kid⟩ (hint ⟨hint⟩) and cert "
            "⟨kid2⟩ with thumbprint ⟨thumb⟩ (customKeyIdentifier ⟨ckid⟩)",
            "Secret ID ⟨kid⟩ is NOT the secret — AADSTS7000215 happens when someone pastes the "
            "Secret ID (a GUID) instead of the value; hint of the live one is ⟨hint2⟩",
        ),
        _appreg,
        n=6,
    ),
    Kind(
        "b2c_configuration",
        (
            '"AzureAdB2C": {\n  "Instance": "https://⟨tenant⟩.b2clogin.com",\n  "Domain": '
            '"⟨tenant⟩.onmicrosoft.com",\n  "ClientId": "⟨cid⟩",\n  "SignUpSignInPolicyId": '
            '"B2C_1A_SIGNUP_SIGNIN",\n  "ResetPasswordPolicyId": "B2C_1A_PASSWORDRESET",\n  '
            '"CallbackPath": "/signin-oidc"\n}',
            '<TechnicalProfile Id="login-NonInteractive">\n  <Metadata>\n    <Item Key="client_id">'
            '⟨pxid⟩</Item>\n    <Item Key="IdTokenAudience">⟨iefid⟩</Item>\n  </Metadata>\n'
            '  <CryptographicKeys>\n    <Key Id="client_secret" StorageReferenceId='
            '"B2C_1A_PortalSyncSecret" />\n  </CryptographicKeys>\n</TechnicalProfile>',
            "B2C metadata: https://⟨tenant⟩.b2clogin.com/⟨tid⟩/B2C_1A_SIGNUP_SIGNIN/v2.0/"
            ".well-known/openid-configuration (portal client id ⟨cid⟩, public SPA)",
        ),
        _b2c,
    ),
    Kind(
        "appsettings_without_values",
        (
            '{\n  "Box": {\n    "ClientId": "⟨box⟩",\n    "ClientSecret": "",\n    '
            '"EnterpriseId": "0"\n  },\n  "AzureAd": { "TenantId": "⟨tid⟩", "ClientId": "⟨cid⟩" }\n'
            "}\n// ClientSecret stays empty here; `dotnet user-secrets set Box:ClientSecret` "
            "locally",
            "dotnet user-secrets init added <UserSecretsId>⟨usid⟩</UserSecretsId> to "
            "Claims.Api.csproj; the values live in %APPDATA%\\Microsoft\\UserSecrets\\⟨usid⟩",
            '"Twilio": { "AccountSid": "", "AuthToken": "", "VerifyServiceSid": "" }  '
            "<- appsettings.json template for ⟨site⟩, filled from Key Vault at startup",
        ),
        _appsettings,
    ),
    Kind(
        "web_config_encrypted_section",
        (
            '<connectionStrings configProtectionProvider="RsaProtectedConfigurationProvider">\n'
            '  <EncryptedData Type="http://www.w3.org/2001/04/xmlenc#Element" xmlns="http://www.w3.'
            'org/2001/04/xmlenc#">\n    <EncryptionMethod Algorithm="http://www.w3.org/2001/04/'
            'xmlenc#aes256-cbc" />\n    <CipherData>\n      <CipherValue>⟨cv⟩</CipherValue>\n'
            "    </CipherData>\n  </EncryptedData>\n</connectionStrings>",
            'aspnet_regiis -pef "connectionStrings" C:\\inetpub\\⟨site⟩ -prov '
            '"RsaProtectedConfigurationProvider" turned the section into <CipherValue>⟨cv1⟩'
            "</CipherValue>; the RSA key container stays on the box",
            '<EncryptedKey xmlns="http://www.w3.org/2001/04/xmlenc#">\n  <EncryptionMethod '
            'Algorithm="http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p" />\n  <KeyInfo xmlns='
            '"http://www.w3.org/2000/09/xmldsig#"><KeyName>Rsa Key</KeyName></KeyInfo>\n  '
            "<CipherData><CipherValue>⟨ek1⟩</CipherValue></CipherData>\n</EncryptedKey>",
        ),
        _webconfig,
    ),
    Kind(
        "storage_account_public_metadata",
        (
            "Inbound 837s land at https://⟨st⟩.blob.core.windows.net/inbound-837/2025/03/⟨file⟩.x12"
            " "
            "(private container, read with --auth-mode login)",
            "$ az storage blob show --account-name ⟨st⟩ -c inbound-837 -n ⟨file⟩.x12 --auth-mode "
            'login --query "{etag:properties.etag, md5:properties.contentSettings.contentMd5}"\n'
            '{\n  "etag": "\\"⟨etag⟩\\"",\n  "md5": "⟨md5⟩"\n}',
            "⟨st⟩: allowSharedKeyAccess=false since ⟨ts⟩, so no account keys or SAS can be used; "
            "x-ms-request-id ⟨req⟩ was the 403 KeyBasedAuthenticationNotPermitted",
            "Blob ⟨file⟩.x12 (⟨size⟩ bytes) Content-MD5 ⟨md5⟩, ETag ⟨etag⟩ — matches the "
            "clearinghouse manifest",
        ),
        _storage,
        n=6,
    ),
    Kind(
        "service_bus_message_ids",
        (
            "Dead-lettered on ⟨sb⟩/claims-adjudicated: MessageId ⟨mid⟩, SequenceNumber ⟨seq⟩, "
            "DeadLetterReason MaxDeliveryCountExceeded, CorrelationId ⟨corr⟩",
            "ServiceBusReceiver lost the lock: LockToken ⟨lock⟩ (seq ⟨seq⟩) expired after "
            "⟨n⟩ renewals; MessageLockLostException at ⟨ts⟩",
            'var client = new ServiceBusClient("⟨sb⟩.servicebus.windows.net", new '
            "DefaultAzureCredential()); // no connection string, MI has Data Receiver",
        ),
        _servicebus,
    ),
    Kind(
        "cosmos_db_system_properties",
        (
            '{\n  "id": "⟨id⟩",\n  "memberId": "⟨mem⟩",\n  "_rid": "⟨rid⟩",\n  "_self": '
            '"⟨self⟩",\n  "_etag": "\\"⟨etag⟩\\"",\n  "_attachments": "attachments/",\n  "_ts": '
            "⟨ts⟩\n}",
            'Cosmos 412 on replace: our If-Match "⟨etag⟩" was stale; x-ms-activity-id ⟨act⟩, '
            "request charge ⟨ru⟩ RU",
            "Point read by id ⟨id⟩ + partition key ⟨mem⟩ costs ⟨ru⟩ RU; _rid ⟨rid⟩ is the "
            "internal id, do not store it",
        ),
        _cosmos,
    ),
    Kind(
        "aks_kubectl_output",
        (
            "$ kubectl get pods -n ⟨app⟩\nNAME                              READY   STATUS    "
            "RESTARTS   AGE\n⟨app⟩-api-⟨rs⟩-⟨pod⟩        1/1     Running   0          ⟨age⟩\n"
            "⟨app⟩-worker-⟨rs2⟩-⟨pod2⟩     1/1     Running   2          ⟨age⟩",
            "Image: ⟨acr⟩.azurecr.io/⟨app⟩/api@sha256:⟨digest⟩ on node "
            "aks-system-⟨vmss⟩-vmss000002",
            "serviceAccount ⟨app⟩-api:\n  annotations:\n    azure.workload.identity/client-id: "
            "⟨cid⟩\n    azure.workload.identity/tenant-id: ⟨tid⟩",
            "$ kubectl get secret -n ⟨app⟩\nNAME                 TYPE                             "
            "DATA   AGE\n⟨app⟩-kv-sync        Opaque                           3      ⟨age⟩\n"
            "sh.helm.release.v1.⟨app⟩.v7   helm.sh/release.v1   1      ⟨age⟩",
        ),
        _aks,
        n=6,
    ),
    Kind(
        "azure_pipelines_yaml",
        (
            "variables:\n  - group: ⟨app⟩-⟨env⟩-kv\nsteps:\n  - task: AzureKeyVault@2\n    "
            "inputs:\n"
            "      azureSubscription: 'sc-⟨app⟩-⟨env⟩'\n      KeyVaultName: '⟨kv⟩'\n"
            "      SecretsFilter: 'SqlAdminPassword,BoxClientSecret'\n  - script: dotnet test\n"
            "    env:\n      SQL_PASSWORD: $(SqlAdminPassword)",
            "- bash: az artifacts universal download ... \n  env:\n    AZURE_DEVOPS_EXT_PAT: "
            "$(System.AccessToken)   # job token, build ⟨build⟩",
            "Pipeline ⟨app⟩-deploy build ⟨build⟩ uses service connection sc-⟨app⟩-⟨env⟩ (workload "
            "identity federation, no secret to rotate)",
        ),
        _pipeline,
    ),
    Kind(
        "azure_pipelines_masked_log",
        (
            "⟨ts⟩ ##[section]Starting: Migrate ⟨app⟩ DB\n⟨ts⟩ sqlcmd -S ⟨sql⟩.database.windows."
            "net -d ⟨app⟩ -U sqladmin -P *** -i migrations/V42__claim_status.sql\n⟨ts⟩ "
            "##[section]Finishing: Migrate ⟨app⟩ DB",
            "Agent: Azure Pipelines ⟨agent⟩, job ⟨job⟩, plan ⟨plan⟩ — 'Downloaded secret "
            "SqlAdminPassword' and the -P value shows as *** in the log",
            "##[warning]Secret BoxClientSecret is used in a variable named in the task output; "
            "value masked (***) — build ⟨build⟩",
        ),
        _pipeline,
    ),
    Kind(
        "terraform_plan_sensitive",
        (
            "  # azurerm_key_vault_secret.sql_admin will be created\n  + resource "
            '"azurerm_key_vault_'
            'secret" "sql_admin" {\n      + id           = (known after apply)\n      + '
            "key_vault_id "
            '= "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.KeyVault/vaults/⟨kv⟩"'
            '\n      + name         = "sql-admin-password"\n      + value        = (sensitive '
            "value)"
            "\n    }",
            "  # azuread_application_password.portal will be updated in-place\n  ~ resource "
            '"azuread_application_password" "portal" {\n        id    = "⟨cid⟩/password/⟨kid⟩"\n'
            "      ~ value = (sensitive value)\n    }",
            '$ terraform output\nsql_admin_login = "sqladmin⟨env⟩"\nsql_admin_password = '
            '<sensitive>\nkey_vault_uri = "https://⟨kv⟩.vault.azure.net/"',
        ),
        _terraform,
    ),
    Kind(
        "terraform_azurerm_source",
        (
            'resource "random_password" "sql" {\n  length           = 32\n  special          = '
            "true\n"
            '  override_special = "!#%*-_"\n}\n\nresource "azurerm_mssql_server" "⟨app⟩" {\n'
            '  name                         = "⟨sql⟩"\n  administrator_login          = '
            '"sqladmin⟨env⟩"\n  administrator_login_password = random_password.sql.result\n}',
            'provider "azurerm" {\n  features {}\n  use_oidc        = true\n  client_id       = '
            '"⟨cid⟩"\n  tenant_id       = "⟨tid⟩"\n  subscription_id = "⟨sub⟩"\n}',
            'terraform {\n  backend "azurerm" {\n    resource_group_name  = "⟨rg⟩"\n    '
            'storage_account_name = "sttfstate⟨env⟩"\n    container_name       = "tfstate"\n'
            '    key                  = "⟨app⟩.tfstate"\n    use_azuread_auth     = true\n  }\n}',
            'data "azurerm_key_vault_secret" "box" {\n  name         = "box-client-secret"\n'
            "  key_vault_id = azurerm_key_vault.⟨app⟩.id\n}\n# state serial ⟨serial⟩ still holds "
            "the value, hence the state container is private",
        ),
        _terraform,
        n=6,
    ),
    Kind(
        "arm_errors_request_ids",
        (
            "(AuthorizationFailed) The client '⟨oid⟩' with object id '⟨oid⟩' does not have "
            "authorization to perform action 'Microsoft.KeyVault/vaults/secrets/getSecret/action' "
            "over scope '/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.KeyVault/"
            "vaults/⟨kv⟩/secrets/sql-admin' or the scope is invalid.\nCode: AuthorizationFailed",
            "x-ms-correlation-request-id: ⟨corr⟩\nx-ms-request-id: ⟨req⟩\n"
            "x-ms-routing-request-id: ⟨route⟩",
            "Deployment failed, trackingId ⟨track⟩: 'The secret value of Key Vault reference "
            "could not be resolved' — identity ⟨oid⟩ lacked get on ⟨kv⟩",
        ),
        _arm,
    ),
    Kind(
        "app_service_environment_ids",
        (
            "Kudu → Environment:\nWEBSITE_SITE_NAME=⟨site⟩\nWEBSITE_INSTANCE_ID=⟨inst⟩\n"
            "WEBSITE_DEPLOYMENT_ID=⟨dep⟩\nWEBSITE_OWNER_NAME=⟨sub⟩+⟨rg⟩-EastUS2webspace-Linux\n"
            "WEBSITE_LOAD_CERTIFICATES=⟨thumb⟩",
            "Two instances behind ⟨site⟩: ⟨inst⟩ and ⟨inst2⟩; the slow one is the second "
            "(ARRAffinity pinned us there)",
            "IDENTITY_ENDPOINT=http://⟨ip⟩:8081/msi/token on ⟨site⟩ — App Service MI endpoint; "
            "its header value is per-process and not something to copy into notes",
        ),
        _appservice,
    ),
    Kind(
        "app_insights_connection_strings",
        (
            "APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=⟨ikey⟩;IngestionEndpoint="
            "https://⟨region⟩-3.in.applicationinsights.azure.com/;LiveEndpoint=https://⟨region⟩."
            "livediagnostics.monitor.azure.com/;ApplicationId=⟨appid⟩",
            'requests\n| where operation_Id == "⟨op⟩"\n| project timestamp, name, resultCode, '
            "duration, cloud_RoleName",
            "Log Analytics workspace ⟨ws⟩ (customer id) for ⟨site⟩; the ikey ⟨ikey⟩ ships in the "
            "browser SDK anyway — Microsoft documents connection strings as non-secret",
            "Span ⟨span⟩ of operation ⟨op⟩ had ⟨n⟩ dependency calls to ⟨sql⟩ over 2 s",
        ),
        _appinsights,
        n=6,
    ),
    Kind(
        "entra_signin_errors",
        (
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the "
            "request is the client secret value, not the client secret ID, for a secret added to "
            "app '⟨app⟩'.\nTrace ID: ⟨trace⟩\nCorrelation ID: ⟨corr⟩\nTimestamp: ⟨ts⟩",
            "AADSTS50126: Error validating credentials due to invalid username or password. "
            "(⟨upn⟩, correlation ⟨corr⟩, from ⟨ip⟩)",
            "AADSTS7000222: The provided client secret keys for app '⟨app⟩' are expired. "
            "Trace ID: ⟨trace⟩ — renewal ticket opened",
            '{ "id": "⟨id⟩", "userPrincipalName": "⟨upn⟩", "appId": "⟨app⟩", "status": '
            '{ "errorCode": 50126, "failureReason": "Invalid username or password or Invalid '
            'on-premise username or password." }, "correlationId": "⟨corr⟩" }',
        ),
        _aadsts,
        n=6,
    ),
)
