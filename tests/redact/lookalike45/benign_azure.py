"""Benign look-alikes from Azure and Entra ID: object ids, Key Vault URIs and references,
resource ids, AADSTS errors, trace ids, JWKS and decoded claims, ETags and Terraform plans.
All must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike45.gen import (
    Kind,
    b64url,
    b64url_json,
    certificate,
    clock,
    day,
    digits,
    guid,
    hexs,
    hexu,
    stamp,
)

_SECRET_NAMES = (
    "six-blink-client-secret",
    "sql-ebk-app-password",
    "twint-cert-password",
    "apim-partner-key",
    "avq-intf-read-password",
    "swift-api-consumer-secret",
    "storage-statements-key",
)
_RGS = ("rg-ebk-prod-chn", "rg-ebk-test-chn", "rg-ebk-shared-chn", "rg-ebk-porto-dev")


def _az(r: Random) -> dict[str, str]:
    return {
        "tenant": guid(r),
        "appid": guid(r),
        "oid": guid(r),
        "oid2": guid(r),
        "sub": guid(r),
        "corr": guid(r),
        "req": guid(r),
        "role": guid(r),
        "kv": r.choice(("kv-ebk-prod-chn", "kv-ebk-test-chn", "kv-ebk-porto-dev")),
        "sn": r.choice(_SECRET_NAMES),
        "sn2": r.choice(_SECRET_NAMES),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "rg": r.choice(_RGS),
        "ts": stamp(r),
        "day": day(r),
        "time": clock(r),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "opid": hexs(r, 32),
        "etag": "0x8DC" + hexu(r, 12),
        "n": str(r.randint(2, 30)),
        "upn": r.choice(("lea.favre", "tiago.sousa", "jonas.meier", "ines.carvalho"))
        + "@lemanis.ch",
    }


def _jwks(r: Random) -> dict[str, str]:
    kid = b64url(r, 20)
    return {
        **_az(r),
        "kid": kid,
        "nmod": b64url(r, 256),
        "x5c": certificate(r, 680).replace("\n", ""),
        "hdr": b64url_json({"typ": "JWT", "alg": "RS256", "x5t": kid, "kid": kid}),
        "uti": b64url(r, 16),
        "iat": "19" + digits(r, 8),
    }


def _tf(r: Random) -> dict[str, str]:
    return {
        **_az(r),
        "lineage": guid(r),
        "serial": str(r.randint(40, 900)),
        "acct": r.choice(("statements", "qrbill", "audit", "porto_exports", "camt_archive")),
    }


AZURE: tuple[Kind, ...] = (
    Kind(
        "entra_object_ids",
        (
            "$ az ad sp show --id ⟨appid⟩ "
            "--query '{appId:appId, id:id, tenant:appOwnerOrganizationId}'\n"
            '{\n  "appId": "⟨appid⟩",\n  "id": "⟨oid⟩",\n  "tenant": "⟨tenant⟩"\n}',
            "Le groupe Entra « EBK-Porto-Developers » a l'object id ⟨oid⟩ ; il faut l'ajouter "
            "au rôle Key Vault Secrets User sur ⟨kv⟩.",
            "az role assignment create --assignee-object-id ⟨oid⟩ --assignee-principal-type "
            "ServicePrincipal --role 'AcrPull' --scope /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩",
            "| Principal | Object ID |\n|---|---|\n| ebk-portal-bff (MI) | ⟨oid⟩ |\n"
            "| EBK-Porto-Developers | ⟨oid2⟩ |",
            "Managed Identity der AKS-Kubelet-Identität: clientId ⟨appid⟩, principalId ⟨oid⟩",
            "AzureAd__TenantId=⟨tenant⟩\nAzureAd__ClientId=⟨appid⟩\nAzureAd__Audience=api://ebk-payments",
        ),
        _az,
    ),
    Kind(
        "keyvault_secret_uris",
        (
            "https://⟨kv⟩.vault.azure.net/secrets/⟨sn⟩/⟨ver⟩",
            "$ az keyvault secret show --vault-name ⟨kv⟩ -n ⟨sn⟩ --query id -o tsv\n"
            "https://⟨kv⟩.vault.azure.net/secrets/⟨sn⟩/⟨ver⟩",
            "Nova versão do segredo ⟨sn⟩: ⟨ver⟩ (a anterior, ⟨ver2⟩, fica desativada na sexta).",
            "$ az keyvault secret list-versions --vault-name ⟨kv⟩ -n ⟨sn⟩ -o table\n"
            "Enabled    Expires               Id\n"
            "---------  --------------------  -------------------------------------------\n"
            "True       2031-10-01T00:00:00Z  https://⟨kv⟩.vault.azure.net/secrets/⟨sn⟩/⟨ver⟩\n"
            "False      2030-10-01T00:00:00Z  https://⟨kv⟩.vault.azure.net/secrets/⟨sn⟩/⟨ver2⟩",
            "Secret-Version ⟨ver⟩ von ⟨sn⟩ ist die aktuelle; der Pod lädt sie per CSI-Treiber.",
        ),
        _az,
    ),
    Kind(
        "keyvault_references_in_settings",
        (
            '"SixBlink__ClientSecret": "@Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net'
            '/secrets/⟨sn⟩/⟨ver⟩)"',
            "@Microsoft.KeyVault(VaultName=⟨kv⟩;SecretName=⟨sn⟩)",
            "apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nmetadata:\n"
            "  name: ebk-kv\nspec:\n  provider: azure\n  parameters:\n    keyvaultName: ⟨kv⟩\n"
            "    tenantId: ⟨tenant⟩\n    clientID: ⟨appid⟩\n    objects: |\n      array:\n"
            "        - |\n          objectName: ⟨sn⟩\n          objectType: secret\n"
            "          objectVersion: ⟨ver⟩",
            "az webapp config appsettings set -g ⟨rg⟩ -n app-ebk-portal --settings "
            '"Sql__Password=@Microsoft.KeyVault(SecretUri=https://⟨kv⟩.vault.azure.net/secrets/'
            '⟨sn⟩/)"',
            "Le mot de passe SQL n'est plus dans appsettings : il vient de ⟨kv⟩/⟨sn⟩ (version "
            "⟨ver⟩).",
        ),
        _az,
    ),
    Kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.KeyVault/vaults/⟨kv⟩",
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.ContainerService/"
            "managedClusters/aks-ebk-prod-chn-01",
            "Deployment failed. Correlation ID: ⟨corr⟩. Resource "
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.Web/sites/"
            "func-ebk-twint-callback is locked (ReadOnly).",
            "Die Subscription ⟨sub⟩ ist die Produktions-Subscription (Switzerland North).",
            "az account set --subscription ⟨sub⟩ && az group show -n ⟨rg⟩ --query id",
        ),
        _az,
    ),
    Kind(
        "aadsts_error_texts",
        (
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the "
            "request is the client secret value, not the client secret ID, for a secret added "
            "to app '⟨appid⟩'.\nTrace ID: ⟨req⟩\nCorrelation ID: ⟨corr⟩\nTimestamp: ⟨day⟩ ⟨time⟩Z",
            "AADSTS700016: Application with identifier '⟨appid⟩' was not found in the directory "
            "'⟨tenant⟩'.",
            "AADSTS50076: Due to a configuration change made by your administrator, or because "
            "you moved to a new location, you must use multi-factor authentication. Trace ID: "
            "⟨req⟩ Correlation ID: ⟨corr⟩",
            "L'erreur AADSTS7000222 (« The provided client secret keys are expired ») veut dire "
            "qu'il faut un nouveau secret ; l'ancien keyId était ⟨oid⟩.",
            '{"error":"invalid_client","error_description":"AADSTS7000215: Invalid client '
            'secret provided.","error_codes":[7000215],"timestamp":"⟨day⟩ ⟨time⟩Z",'
            '"trace_id":"⟨req⟩","correlation_id":"⟨corr⟩"}',
        ),
        _az,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "x-ms-request-id: ⟨req⟩\nx-ms-correlation-request-id: ⟨corr⟩\n"
            "x-ms-routing-request-id: SWITZERLANDNORTH:20301014T⟨n⟩1055Z:⟨req⟩",
            "App Insights: operation_Id ⟨opid⟩ mostra 3 chamadas ao Avaloq com mais de 2 s.",
            "requests | where operation_Id == '⟨opid⟩' | project timestamp, name, duration",
            "⟨ts⟩ INFO  [⟨trace⟩,⟨span⟩] PaymentController - pain.001 accepted",
            "Fehler beim Abruf der Saldi, x-correlation-id ⟨trace⟩ – im APIM-Log suchen.",
        ),
        _az,
    ),
    Kind(
        "jwks_and_decoded_claims",
        (
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","x5t":"⟨kid⟩","n":"⟨nmod⟩",'
            '"e":"AQAB","x5c":["⟨x5c⟩"]}]}',
            "Decoded header of the failing token (jwt.ms, signature removed): ⟨hdr⟩",
            '{\n  "aud": "api://ebk-payments",\n  "iss": "https://sts.windows.net/⟨tenant⟩/",\n'
            '  "iat": ⟨iat⟩,\n  "appid": "⟨appid⟩",\n  "oid": "⟨oid⟩",\n'
            '  "roles": ["Payments.Read"],\n  "tid": "⟨tenant⟩",\n  "uti": "⟨uti⟩",\n'
            '  "ver": "1.0"\n}',
            "O kid ⟨kid⟩ vem de https://login.microsoftonline.com/⟨tenant⟩/discovery/v2.0/keys "
            "(chave pública, roda de tempos a tempos).",
        ),
        _jwks,
    ),
    Kind(
        "etags_and_idempotency_keys",
        (
            'ETag: "⟨etag⟩"',
            "Idempotency-Key: ⟨req⟩ (le portail le régénère à chaque nouveau virement)",
            '412 Precondition Failed: If-Match "⟨etag⟩" does not match the current blob ETag.',
            "curl -X POST https://apim-ebk-test.azure-api.net/payments/v1/transfers "
            '-H "Idempotency-Key: ⟨req⟩" -H "Authorization: Bearer $TOKEN" -d @transfer.json',
            '{"id":"⟨req⟩","_etag":"\\"⟨oid⟩\\"","_rid":"⟨span⟩==","_ts":1917504000}',
        ),
        _az,
    ),
    Kind(
        "terraform_sensitive_outputs",
        (
            "  # azurerm_key_vault_secret.sql_password will be updated in-place\n"
            '  ~ resource "azurerm_key_vault_secret" "sql_password" {\n'
            '        id    = "https://⟨kv⟩.vault.azure.net/secrets/⟨sn⟩/⟨ver⟩"\n'
            "      ~ value = (sensitive value)\n    }",
            '{\n  "version": 4,\n  "terraform_version": "1.12.2",\n  "serial": ⟨serial⟩,\n'
            '  "lineage": "⟨lineage⟩",\n  "outputs": {}\n}',
            'Outputs:\n\nclient_secret = <sensitive>\nkey_vault_uri = "https://⟨kv⟩.vault.azure.net/"\n'
            'tenant_id = "⟨tenant⟩"',
            "terraform state show azurerm_storage_account.⟨acct⟩ | grep primary_access_key\n"
            "    primary_access_key = (sensitive value)",
            "Terraform-State-Lineage ⟨lineage⟩, Serial ⟨serial⟩ – Lock-ID ⟨req⟩ hängt seit "
            "gestern.",
        ),
        _tf,
    ),
)
