"""True secrets as they leak into the data engineer's memory notes; each kind names the
fields that must not survive. Setting: Campo Sereno Trading Agrícola S.A. (invented),
São Paulo, with a team in Buenos Aires; February 2031."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike47.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    cnpj,
    dbx_cluster_id,
    dbx_host,
    digits,
    fmt_nfe_key,
    hexs,
    nfe_key,
    num,
    openssh_private_body,
    password,
    phrase_password,
    pick,
    pix_e2e,
    uhexs,
    uuid4,
    when,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_EFI_SECRET = "Client" + "_Secret_"
_EFI_ID = "Client" + "_Id_"
_APP_USR = "APP" + "_USR-"
_TG = "T" + "G-"
_DAPI = "da" + "pi"
_DOSE = "do" + "se"
_GH_FG = "github" + "_pat_"
_GHP = "gh" + "p_"
_GHS = "gh" + "s_"
_AZDO = "AZ" + "DO"
_JQQ = "JQQ" + "J99"

_ORA_HOSTS = ("ora-erp-prd.camposereno.local", "10.20.4.31", "scan-erp.camposereno.local")
_USERS_BR = ("rafael.monteiro", "svc_etl", "bi_reader", "ana.prado", "svc_adf")
_USERS_AR = ("lucia.ferreyra", "svc_ba_ingesta", "mati.quiroga")


def _pw(r: Random) -> str:
    return r.choice((password(r, r.choice((16, 18, 20, 24))), phrase_password(r)))


def _efi(r: Random) -> dict[str, str]:
    return {
        "id": _EFI_ID + hexs(r, 40),
        "sec": _EFI_SECRET + hexs(r, 40),
        "cnpj": cnpj(r),
    }


def _p12(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "file": r.choice(("producao-cs-pix.p12", "cert_pix_itau_2031.p12", "bb-pix-mtls.pfx")),
        "cnpj": cnpj(r),
    }


def _a1(r: Random) -> dict[str, str]:
    return {"pw": _pw(r), "cnpj": cnpj(r), "serial": uhexs(r, 16), "until": "2031-09-14"}


def _pagseguro(r: Random) -> dict[str, str]:
    return {
        "tok": uuid4(r) + hexs(r, 64),
        "legacy": uhexs(r, 32),
        "email": r.choice(("financeiro@camposereno.com.br", "pagamentos@camposereno.com.br")),
    }


def _meli_access(r: Random) -> dict[str, str]:
    t = when(r)
    app = num(r, 16)
    uid = num(r, 9)
    return {
        "tok": f"{_APP_USR}{app}-{t.strftime('%m%d%H')}-{hexs(r, 32)}-{uid}",
        "app": app,
        "uid": uid,
        "item": "MLB" + num(r, 10),
    }


def _meli_refresh(r: Random) -> dict[str, str]:
    uid = num(r, 9)
    return {
        "rt": f"{_TG}{hexs(r, 24)}-{uid}",
        "cs": pick(r, ALNUM, 32),
        "app": num(r, 16),
        "uid": uid,
    }


def _oracle(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "host": r.choice(_ORA_HOSTS),
        "u": r.choice(("ERP_READ", "SVC_ETL", "DW_LOADER", "CS_INTEG")),
        "svc": r.choice(("ERPPRD", "ERPPRD_RO", "DWHPRD")),
    }


def _oci(r: Random) -> dict[str, str]:
    return {
        "wpw": _pw(r),
        "tok": pick(r, ALNUM + "()[]{};:<>+-_.#", 20),
        "tenancy": "ocid1.tenancy.oc1.." + pick(r, LOWER_ALNUM, 60),
    }


def _storage(r: Random) -> dict[str, str]:
    return {
        "key": b64(r, 64),
        "acct": r.choice(("stcsdatalakeprd", "stcsrawbr01", "stcsbiexports")),
    }


def _sas(r: Random) -> dict[str, str]:
    sig = b64(r, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    t = when(r)
    return {
        "sig": sig,
        "acct": r.choice(("stcsdatalakeprd", "stcsrawbr01", "stcsbiexports")),
        "se": t.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "st": t.strftime("%Y-%m-%dT00:00:00Z"),
    }


def _entra(r: Random) -> dict[str, str]:
    sec = pick(r, ALNUM, 3) + r.choice("0123456789") + "Q~" + pick(r, ALNUM + "_~.-", 34)
    return {"sec": sec, "app": uuid4(r), "tenant": uuid4(r)}


def _adf_ls(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "host": r.choice(_ORA_HOSTS),
        "ir": r.choice(("shir-sp-01", "shir-ba-02")),
    }


def _dapi(r: Random) -> dict[str, str]:
    return {
        "tok": _DAPI + hexs(r, 32) + r.choice(("", "", "-2", "-3")),
        "host": dbx_host(r),
        "wh": hexs(r, 16),
        "cl": dbx_cluster_id(r),
    }


def _dose(r: Random) -> dict[str, str]:
    return {"sec": _DOSE + hexs(r, 32), "app": uuid4(r), "host": dbx_host(r)}


def _scope(r: Random) -> dict[str, str]:
    return {
        "val": r.choice((_pw(r), pick(r, ALNUM, 32), b64(r, 24))),
        "scope": r.choice(("kv-cs-prd", "erp", "pagamentos", "b3")),
        "key": r.choice(("oracle-svc-etl-pw", "pagbank-token", "up2data-senha", "sftp-corretora")),
    }


def _jwt(r: Random) -> dict[str, str]:
    tenant = uuid4(r)
    kid = b64url(r, 20)
    header = b64url_json({"typ": "JWT", "alg": "RS256", "x5t": kid, "kid": kid})
    t = int(when(r).timestamp())
    claims = {
        "aud": "https://analysis.windows.net/powerbi/api",
        "iss": f"https://sts.windows.net/{tenant}/",
        "iat": t,
        "nbf": t,
        "exp": t + 3899,
        "appid": uuid4(r),
        "oid": uuid4(r),
        "roles": ["Tenant.Read.All"],
        "tid": tenant,
        "ver": "1.0",
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}", "ws": uuid4(r)}


def _gh_fg(r: Random) -> dict[str, str]:
    return {"tok": _GH_FG + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


def _gh_classic(r: Random) -> dict[str, str]:
    return {"ghp": _GHP + pick(r, ALNUM, 36), "ghs": _GHS + pick(r, ALNUM, 36), "run": num(r, 11)}


def _up2data(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "cs": pick(r, ALNUM, 40),
        "cid": "up2data-" + pick(r, LOWER_ALNUM, 10),
        "code": num(r, 5),
    }


def _inter(r: Random) -> dict[str, str]:
    return {"cs": uuid4(r), "cid": uuid4(r), "conta": num(r, 8)}


def _focus(r: Random) -> dict[str, str]:
    return {"tok": pick(r, ALNUM, 32), "ref": "NF" + num(r, 6), "cnpj": cnpj(r)}


def _teams(r: Random) -> dict[str, str]:
    return {
        "hex": hexs(r, 32),
        "sig": "V2" + b64url(r, 32),
        "g1": uuid4(r),
        "g2": uuid4(r),
        "g3": uuid4(r),
    }


def _sql(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "srv": r.choice(("sql-cs-dw-prd", "sql-cs-staging", "sqlmi-cs-erp")),
        "db": r.choice(("dw_comercial", "staging", "contratos")),
    }


def _eventhubs(r: Random) -> dict[str, str]:
    return {"k": b64(r, 32), "ns": r.choice(("evh-cs-cotacoes", "evh-cs-pix", "evh-cs-ba"))}


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "u": r.choice(_USERS_BR + _USERS_AR),
        "sys": r.choice(("Oracle ERPPRD", "SFTP da corretora", "portal da SEFAZ-SP", "PagBank")),
    }


def _ssh(r: Random) -> dict[str, str]:
    who = r.choice(("svc_ingesta@sftp-ba", "rafael@notebook-cs", "deploy@shir-sp-01"))
    return {"body": openssh_private_body(r, who), "who": who}


def _pkcs8(r: Random) -> dict[str, str]:
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(r, 1180)[:1574]
    return {"body": wrap(body, 64), "cnpj": cnpj(r)}


def _odbc(r: Random) -> dict[str, str]:
    return {
        "tok": _DAPI + hexs(r, 32),
        "pw": _pw(r),
        "host": dbx_host(r),
        "wh": hexs(r, 16),
        "ora": r.choice(_ORA_HOSTS),
    }


def _azdo(r: Random) -> dict[str, str]:
    tok = pick(r, ALNUM, 52) + _JQQ + pick(r, ALNUM, 18) + _AZDO + pick(r, ALNUM, 4)
    return {"tok": tok}


def _basic(r: Random) -> dict[str, str]:
    user = r.choice(("svc_pbi", "integracao", "api-ba", "cotacoes"))
    return {"b": b64_of(f"{user}:{password(r, r.choice((14, 18, 22)))}")}


def _netrc(r: Random) -> dict[str, str]:
    return {"pw": _pw(r), "pw2": _pw(r), "host": r.choice(_ORA_HOSTS)}


def _pbi_ds(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "rk": phrase_password(r) + pick(r, ALNUM, 4),
        "gw": uuid4(r),
        "ds": uuid4(r),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "key": fmt_nfe_key(nfe_key(r)),
        "e2e": pix_e2e(r),
        "cnpj": cnpj(r),
        "sha": hexs(r, 40),
        "run": num(r, 15),
        "pw": _pw(r),
        "tok": _DAPI + hexs(r, 32),
        "adf": uuid4(r),
        "nprot": "1353" + digits(r, 11),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "efi_pix_client_secret",
        (
            "Credenciais da API Pix (Efí, produção):\nclient_id: ⟨id⟩\nclient_secret: ⟨sec⟩",
            'EFI_CLIENT_ID=⟨id⟩\nEFI_CLIENT_SECRET=⟨sec⟩\nEFI_CERT_PATH="/dbfs/certs/efi.p12"',
            "curl -s --cert efi.p12 -u ⟨id⟩:⟨sec⟩ https://pix.api.efipay.com.br/oauth/token "
            '-d \'{"grant_type":"client_credentials"}\'',
            'options = {"client_id": "⟨id⟩", "client_secret": "⟨sec⟩", "sandbox": False}',
        ),
        _efi,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "pix_mtls_certificate_password",
        (
            "openssl pkcs12 -in ⟨file⟩ -clcerts -nokeys -out pix.crt -passin pass:⟨pw⟩",
            "A senha do certificado ⟨file⟩ (mTLS do Pix) é ⟨pw⟩ — está no cofre, mas anotei aqui.",
            "PIX_CERT_FILE=/mnt/certs/⟨file⟩\nPIX_CERT_PASSWORD=⟨pw⟩",
            "keytool -importkeystore -srckeystore ⟨file⟩ -srcstoretype pkcs12 "
            "-srcstorepass '⟨pw⟩' -destkeystore pix.jks",
        ),
        _p12,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "nfe_a1_certificate_password",
        (
            "Certificado A1 e-CNPJ ⟨cnpj⟩ (série ⟨serial⟩, vence ⟨until⟩), senha do PFX: ⟨pw⟩",
            'nfe:\n  certificado: /dbfs/certs/ecnpj-a1.pfx\n  senha_certificado: "⟨pw⟩"\n'
            "  ambiente: producao",
            "pynfe: certificado = CertificadoA1('/certs/a1.pfx'); senha = '⟨pw⟩'  # e-CNPJ ⟨cnpj⟩",
        ),
        _a1,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "pagseguro_token",
        (
            'curl https://api.pagseguro.com/orders -H "Authorization: Bearer ⟨tok⟩" '
            '-H "Content-Type: application/json"',
            "PAGBANK_TOKEN=⟨tok⟩",
            "Token antigo da conta ⟨email⟩ no PagSeguro (v2, ainda usado no conciliador): ⟨legacy⟩",
            "https://ws.pagseguro.uol.com.br/v3/transactions/notifications/{code}"
            "?email=⟨email⟩&token=⟨legacy⟩",
        ),
        _pagseguro,
        n=7,
        secrets=("tok", "legacy"),
    ),
    Kind(
        "mercadolivre_access_token",
        (
            "curl -H 'Authorization: Bearer ⟨tok⟩' https://api.mercadolibre.com/items/⟨item⟩",
            "MELI_ACCESS_TOKEN=⟨tok⟩  # vence em 6 h, o job renova",
            '{"access_token":"⟨tok⟩","token_type":"Bearer","expires_in":21600,'
            '"scope":"offline_access read write","user_id":⟨uid⟩}',
        ),
        _meli_access,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "mercadolivre_refresh_token_and_client_secret",
        (
            "curl -X POST https://api.mercadolibre.com/oauth/token -d 'grant_type=refresh_token"
            "&client_id=⟨app⟩&client_secret=⟨cs⟩&refresh_token=⟨rt⟩'",
            "App Mercado Livre ⟨app⟩: secret ⟨cs⟩ (vendedor ⟨uid⟩)",
            "meli:\n  app_id: ⟨app⟩\n  client_secret: ⟨cs⟩\n  refresh_token: ⟨rt⟩",
        ),
        _meli_refresh,
        n=7,
        secrets=("cs", "rt"),
    ),
    Kind(
        "oracle_connect_password",
        (
            "sqlplus ⟨u⟩/⟨pw⟩@//⟨host⟩:1521/⟨svc⟩",
            'oracledb.connect(user="⟨u⟩", password="⟨pw⟩", dsn="⟨host⟩:1521/⟨svc⟩")',
            "La contraseña de ⟨u⟩ en ⟨svc⟩ quedó en ⟨pw⟩ después del reset de DBA.",
            "jdbc:oracle:thin:⟨u⟩/⟨pw⟩@⟨host⟩:1521/⟨svc⟩",
        ),
        _oracle,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "oracle_wallet_and_oci_auth_token",
        (
            "mkstore -wrl /opt/oracle/wallet -createCredential ERPPRD_RO svc_etl\n"
            "(senha do wallet: ⟨wpw⟩)",
            "orapki wallet create -wallet /opt/oracle/wallet -pwd ⟨wpw⟩ -auto_login",
            "OCI auth token p/ o bucket de backups (tenancy ⟨tenancy⟩): ⟨tok⟩",
            "docker login gru.ocir.io -u camposereno/oracleidentitycloudservice/svc_etl -p '⟨tok⟩'",
        ),
        _oci,
        n=7,
        secrets=("wpw", "tok"),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨key⟩;"
            "EndpointSuffix=core.windows.net",
            'spark.conf.set("fs.azure.account.key.⟨acct⟩.dfs.core.windows.net", "⟨key⟩")',
            "az storage blob list --account-name ⟨acct⟩ --account-key ⟨key⟩ -c raw -o table",
            "key1 da conta ⟨acct⟩ (rotacionar depois da auditoria): ⟨key⟩",
        ),
        _storage,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "azure_sas_signature",
        (
            "https://⟨acct⟩.blob.core.windows.net/exports/pbi/vendas.csv?sp=r&st=⟨st⟩&se=⟨se⟩"
            "&spr=https&sv=2024-11-04&sr=b&sig=⟨sig⟩",
            "azcopy copy ./nfe_xml 'https://⟨acct⟩.blob.core.windows.net/nfe?sv=2024-11-04"
            "&ss=b&srt=co&sp=rwlac&se=⟨se⟩&sig=⟨sig⟩' --recursive",
            "SAS da pasta de cotações (expira ⟨se⟩): sv=2024-11-04&sr=c&sp=rl&sig=⟨sig⟩",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "entra_client_secret",
        (
            "az login --service-principal -u ⟨app⟩ -p '⟨sec⟩' --tenant ⟨tenant⟩",
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_SECRET=⟨sec⟩",
            "Secreto del service principal sp-adf-ba (vence en agosto): ⟨sec⟩",
            'ClientSecretCredential(tenant_id="⟨tenant⟩", client_id="⟨app⟩", '
            'client_secret="⟨sec⟩")',
        ),
        _entra,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "adf_linked_service_password",
        (
            '{\n  "name": "ls_oracle_erpprd",\n  "properties": {\n    "type": "Oracle",\n'
            '    "typeProperties": {\n      "connectionString": "Host=⟨host⟩;Port=1521;'
            'ServiceName=ERPPRD;User Id=SVC_ADF;Password=⟨pw⟩"\n    },\n'
            '    "connectVia": {"referenceName": "⟨ir⟩", "type": "IntegrationRuntimeReference"}\n'
            "  }\n}",
            '"password": {"type": "SecureString", "value": "⟨pw⟩"}',
            "Linked service ls_sftp_corretora: host sftp.corretora.com.br, user cs_dados, "
            "senha ⟨pw⟩ (via ⟨ir⟩)",
        ),
        _adf_ls,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "databricks_personal_access_token",
        (
            "DATABRICKS_HOST=https://⟨host⟩\nDATABRICKS_TOKEN=⟨tok⟩",
            "databricks clusters get ⟨cl⟩ --profile prd  # ~/.databrickscfg token = ⟨tok⟩",
            "curl -H 'Authorization: Bearer ⟨tok⟩' https://⟨host⟩/api/2.1/jobs/list",
            'sql.connect(server_hostname="⟨host⟩", http_path="/sql/1.0/warehouses/⟨wh⟩", '
            'access_token="⟨tok⟩")',
        ),
        _dapi,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "databricks_oauth_secret",
        (
            "[prd]\nhost          = https://⟨host⟩\nclient_id     = ⟨app⟩\nclient_secret = ⟨sec⟩",
            "DATABRICKS_CLIENT_ID=⟨app⟩ DATABRICKS_CLIENT_SECRET=⟨sec⟩ databricks bundle "
            "deploy -t prd",
            "OAuth secret do service principal sp-dbx-jobs (criado em fev/2031): ⟨sec⟩",
        ),
        _dose,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "databricks_secret_scope_value",
        (
            "databricks secrets put-secret ⟨scope⟩ ⟨key⟩ --string-value '⟨val⟩'",
            "Valor atual de {{secrets/⟨scope⟩/⟨key⟩}}: ⟨val⟩ (conferido com o time de BA)",
            "print(dbutils.secrets.get('⟨scope⟩', '⟨key⟩')) mostrou [REDACTED], mas no "
            "driver log saiu ⟨val⟩",
        ),
        _scope,
        n=7,
        secrets=("val",),
    ),
    Kind(
        "entra_access_token_powerbi",
        (
            "curl -H 'Authorization: Bearer ⟨jwt⟩' "
            "https://api.powerbi.com/v1.0/myorg/groups/⟨ws⟩/datasets",
            '{"token_type":"Bearer","expires_in":3599,"ext_expires_in":3599,'
            '"access_token":"⟨jwt⟩"}',
            "Token del SP para Power BI (sirve una hora, lo dejé para reproducir el 401): ⟨jwt⟩",
        ),
        _jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GH_TOKEN=⟨tok⟩ gh workflow run ingest-b3.yml -R camposereno-dados/pipelines",
            "git clone https://x-access-token:⟨tok⟩@github.com/camposereno-dados/dbx-jobs.git",
            "PAT fine-grained (repo pipelines, contents:read) que criei para o ADF: ⟨tok⟩",
        ),
        _gh_fg,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "github_classic_and_installation_tokens",
        (
            "gh secret set DBX_DEPLOY --repo camposereno-dados/pipelines --body ⟨ghp⟩",
            "Run ⟨run⟩ imprimiu o token da app no log: ::debug::token=⟨ghs⟩",
            "env:\n  GITHUB_TOKEN: ⟨ghp⟩  # TODO trocar por secrets.GITHUB_TOKEN",
        ),
        _gh_classic,
        n=7,
        secrets=("ghp", "ghs"),
    ),
    Kind(
        "b3_up2data_credentials",
        (
            "UP2DATA Client (participante ⟨code⟩): usuário ⟨cid⟩, senha ⟨pw⟩",
            "up2data:\n  client_id: ⟨cid⟩\n  client_secret: ⟨cs⟩\n  "
            "canal: Boletim Diario / Derivativos",
            "curl -X POST https://api.b3.com.br/token -d "
            "'grant_type=client_credentials&client_id=⟨cid⟩&client_secret=⟨cs⟩'",
        ),
        _up2data,
        n=7,
        secrets=("pw", "cs"),
    ),
    Kind(
        "inter_boleto_client_secret",
        (
            "API Banco Inter (boletos, conta ⟨conta⟩): client_id ⟨cid⟩ / client_secret ⟨cs⟩",
            "curl --cert inter.crt --key inter.key -X POST "
            "https://cdpj.partners.bancointer.com.br/oauth/v2/token -d "
            '"client_id=⟨cid⟩&client_secret=⟨cs⟩&scope=boleto-cobranca.read'
            '&grant_type=client_credentials"',
            "INTER_CLIENT_ID=⟨cid⟩\nINTER_CLIENT_SECRET=⟨cs⟩\nINTER_CONTA=⟨conta⟩",
        ),
        _inter,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "focusnfe_api_token",
        (
            "curl -u ⟨tok⟩: https://api.focusnfe.com.br/v2/nfe/⟨ref⟩?completa=1",
            "FOCUS_NFE_TOKEN=⟨tok⟩  # produção, CNPJ ⟨cnpj⟩",
            "Token da Focus NFe (emissão das notas de saída): ⟨tok⟩",
        ),
        _focus,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "teams_incoming_webhook",
        (
            "https://camposereno.webhook.office.com/webhookb2/⟨g1⟩@⟨g2⟩/IncomingWebhook/⟨hex⟩"
            "/⟨g3⟩/⟨sig⟩",
            "TEAMS_ALERT_URL='https://camposereno.webhook.office.com/webhookb2/⟨g1⟩@⟨g2⟩/"
            "IncomingWebhook/⟨hex⟩/⟨g3⟩/⟨sig⟩'",
            "Webhook do canal #dados-alertas: .../IncomingWebhook/⟨hex⟩/⟨g3⟩/⟨sig⟩",
        ),
        _teams,
        n=7,
        secrets=("hex", "sig"),
    ),
    Kind(
        "azure_sql_connection_password",
        (
            "Server=tcp:⟨srv⟩.database.windows.net,1433;Initial Catalog=⟨db⟩;"
            "User ID=svc_etl;Password=⟨pw⟩;Encrypt=True;Connection Timeout=30;",
            "sqlcmd -S ⟨srv⟩.database.windows.net -d ⟨db⟩ -U svc_etl -P '⟨pw⟩' -Q "
            '"SELECT TOP 5 * FROM dbo.contratos"',
            "jdbc:sqlserver://⟨srv⟩.database.windows.net:1433;database=⟨db⟩;user=svc_etl;"
            "password=⟨pw⟩;encrypt=true",
        ),
        _sql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "event_hubs_shared_access_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=listen-dbx;"
            "SharedAccessKey=⟨k⟩;EntityPath=cotacoes-b3",
            '"kafka.sasl.jaas.config": "kafkashaded.org.apache.kafka.common.security.plain.'
            'PlainLoginModule required username=\\"$ConnectionString\\" password=\\"Endpoint='
            "sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=listen-dbx;"
            'SharedAccessKey=⟨k⟩\\";"',
            "Primary key da policy send-pix no ⟨ns⟩: ⟨k⟩",
        ),
        _eventhubs,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "A senha do ⟨u⟩ no ⟨sys⟩ agora é ⟨pw⟩ (trocada em 2031-02-10).",
            "La contraseña de ⟨u⟩ para el ⟨sys⟩ es ⟨pw⟩, me la pasó Matías por Teams.",
            "Password for ⟨u⟩ on ⟨sys⟩ is ⟨pw⟩; don't reset it, the ADF trigger uses it.",
            "| sistema | usuário | senha |\n|---|---|---|\n| ⟨sys⟩ | ⟨u⟩ | ⟨pw⟩ |",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH " + "PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "Chave do SFTP da corretora (⟨who⟩), salva em ~/.ssh/id_corretora:\n\n"
            "-----BEGIN OPENSSH " + "PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH "
            "PRIVATE KEY-----\n",
        ),
        _ssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "nfe_certificate_private_key_pem",
        (
            "openssl pkcs12 -in ecnpj-a1.pfx -nocerts -nodes saiu assim (e-CNPJ ⟨cnpj⟩):\n\n"
            "-----BEGIN " + "PRIVATE KEY-----\n⟨body⟩\n-----END " + "PRIVATE KEY-----",
            "-----BEGIN " + "PRIVATE KEY-----\n⟨body⟩\n-----END " + "PRIVATE KEY-----\n",
        ),
        _pkcs8,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "odbc_and_jdbc_passwords",
        (
            "Driver=/opt/simba/spark/lib/64/libsparkodbc_sb64.so;Host=⟨host⟩;Port=443;"
            "HTTPPath=/sql/1.0/warehouses/⟨wh⟩;SSL=1;ThriftTransport=2;AuthMech=3;UID=token;"
            "PWD=⟨tok⟩",
            "jdbc:databricks://⟨host⟩:443;httpPath=/sql/1.0/warehouses/⟨wh⟩;AuthMech=3;"
            "UID=token;PWD=⟨tok⟩",
            "[ERPPRD]\nDriver=Oracle 21 ODBC driver\nDBQ=//⟨ora⟩:1521/ERPPRD\nUID=BI_READER\n"
            "PWD=⟨pw⟩",
        ),
        _odbc,
        n=7,
        secrets=("tok", "pw"),
    ),
    Kind(
        "azure_devops_pat",
        (
            "az devops login --organization https://dev.azure.com/camposereno  (PAT: ⟨tok⟩)",
            "AZURE_DEVOPS_EXT_PAT=⟨tok⟩",
            "git clone https://pat:⟨tok⟩@dev.azure.com/camposereno/Dados/_git/adf-factory",
        ),
        _azdo,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "basic_auth_header",
        (
            'curl -H "Authorization: Basic ⟨b⟩" https://cotacoes.camposereno.com.br/api/v1/'
            "soja/paranagua",
            "O gateway do Power BI chama a API interna com Authorization: Basic ⟨b⟩",
            'WebActivity headers: {"Authorization": "Basic ⟨b⟩"}',
        ),
        _basic,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "netrc_and_pgpass_lines",
        (
            "~/.netrc no shir-sp-01:\nmachine sftp.corretora.com.br login cs_dados "
            "password ⟨pw⟩\nmachine ⟨host⟩ login svc_etl password ⟨pw2⟩",
            "⟨host⟩:5432:airbyte:airbyte:⟨pw⟩",
            "lftp -u cs_dados,'⟨pw⟩' sftp://sftp.corretora.com.br -e 'mirror /out /dbfs/raw'",
        ),
        _netrc,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "powerbi_gateway_and_datasource_passwords",
        (
            "Chave de recuperação do gateway on-premises gw-cs-sp (⟨gw⟩): ⟨rk⟩",
            "PATCH https://api.powerbi.com/v1.0/myorg/gateways/⟨gw⟩/datasources/⟨ds⟩\n"
            '{"credentialDetails": {"credentialType": "Basic", "credentials": '
            '"{\\"credentialData\\":[{\\"name\\":\\"username\\",\\"value\\":\\"BI_READER\\"},'
            '{\\"name\\":\\"password\\",\\"value\\":\\"⟨pw⟩\\"}]}", '
            '"encryptedConnection": "Encrypted", "privacyLevel": "Organizational"}}',
            "Fonte Oracle do dataset Comercial Grãos: usuário BI_READER, senha ⟨pw⟩",
        ),
        _pbi_ds,
        n=7,
        secrets=("rk", "pw"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incidente NF-e 2031-02-12\n- chave ⟨key⟩\n- protocolo ⟨nprot⟩\n"
            "- emitente ⟨cnpj⟩\n- a senha do SVC_ETL foi resetada para ⟨pw⟩ durante a call",
            "Deploy do job conciliacao_pix\n▹ commit ⟨sha⟩\n▹ run ⟨run⟩\n"
            "▹ E2E de teste ⟨e2e⟩\n▹ DATABRICKS_TOKEN=⟨tok⟩ (colado sem querer, revogar)",
            "Reproceso ADF\n* run id ⟨adf⟩\n* pix ⟨e2e⟩\n* token usado: ⟨tok⟩\n* commit ⟨sha⟩",
        ),
        _among,
        n=7,
        secrets=("pw", "tok"),
    ),
)
