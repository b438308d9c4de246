"""Benign look-alikes from the data platform: Databricks, Azure Data Factory, Delta Lake,
Power BI, Azure resource ids, Oracle identifiers and errors, git and GitHub Actions."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike47.gen import (
    LOWER_ALNUM,
    Kind,
    dbx_cluster_id,
    dbx_host,
    digits,
    hexs,
    iso,
    num,
    pick,
    uuid4,
    when,
)

_ORACLE_B32 = "0123456789abcdfghjkmnpqrstuvwxyz"
_ROWID = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_JOBS = ("ingest_b3_ajustes", "conciliacao_pix", "nfe_entrada_bronze", "meli_orders_silver")
_PIPES = ("pl_erp_oracle_to_bronze", "pl_nfe_xml_ingest", "pl_pagbank_conciliacao")


def _dbx_runs(r: Random) -> dict[str, str]:
    return {
        "host": dbx_host(r),
        "org": num(r, 16),
        "job": num(r, r.choice((14, 15))),
        "run": num(r, 15),
        "task": num(r, 15),
        "job_name": r.choice(_JOBS),
        "dur": f"{r.randint(1, 59)}m {r.randint(0, 59)}s",
        "repair": num(r, 15),
    }


def _dbx_clusters(r: Random) -> dict[str, str]:
    return {
        "cl": dbx_cluster_id(r),
        "cl2": dbx_cluster_id(r),
        "host": dbx_host(r),
        "wh": hexs(r, 16),
        "pool": dbx_cluster_id(r)[:12]
        + r.choice(("soja", "milho"))
        + "-pool-"
        + pick(r, LOWER_ALNUM, 8),
        "org": num(r, 16),
        "ip": f"10.{r.randint(100, 140)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "ws": num(r, 16),
        "policy": hexs(r, 16).upper(),
    }


def _adf(r: Random) -> dict[str, str]:
    t = when(r)
    return {
        "run": uuid4(r),
        "act": uuid4(r),
        "corr": uuid4(r),
        "req": uuid4(r),
        "pipe": r.choice(_PIPES),
        "ts": t.strftime("%Y-%m-%dT%H:%M:%S.") + digits(r, 7) + "Z",
        "tp": f"00-{hexs(r, 32)}-{hexs(r, 16)}-01",
        "trig": uuid4(r),
    }


def _delta(r: Random) -> dict[str, str]:
    v = r.randint(120, 9000)
    return {
        "v": str(v),
        "v0": str(v - r.randint(1, 40)),
        "log": f"{v:020d}",
        "part": f"part-{r.randint(0, 199):05d}-{uuid4(r)}-c000.snappy.parquet",
        "dv": f"deletion_vector_{uuid4(r)}.bin",
        "ts": when(r).strftime("%Y-%m-%d %H:%M:%S"),
        "rows": str(r.randint(1000, 9_000_000)),
        "files": str(r.randint(1, 400)),
        "txn": uuid4(r),
        "ckpt": f"{(v // 10) * 10:020d}",
    }


def _pbi(r: Random) -> dict[str, str]:
    return {
        "ws": uuid4(r),
        "ds": uuid4(r),
        "rep": uuid4(r),
        "req": uuid4(r),
        "cap": uuid4(r).upper(),
        "gw": uuid4(r),
        "ts": iso(r),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "short": hexs(r, 7),
        "short2": hexs(r, 7),
        "tree": hexs(r, 40),
        "pr": str(r.randint(100, 2400)),
        "branch": r.choice(("feat/nfe-cte", "fix/pix-dedup", "chore/dbr-16", "feat/b3-umdf")),
    }


def _gha(r: Random) -> dict[str, str]:
    return {
        "co": hexs(r, 40),
        "setup": hexs(r, 40),
        "login": hexs(r, 40),
        "run": num(r, 11),
        "job": num(r, 11),
        "attempt": str(r.randint(1, 3)),
        "app": uuid4(r),
        "tenant": uuid4(r),
        "sub": uuid4(r),
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "oid": uuid4(r),
        "app": uuid4(r),
        "rg": r.choice(("rg-cs-dados-prd", "rg-cs-dados-dev", "rg-cs-ba-ingesta")),
        "adf": r.choice(("adf-cs-prd", "adf-cs-dev")),
        "kv": r.choice(("kv-cs-dados-prd", "kv-cs-ba")),
        "mi": uuid4(r),
    }


def _oracle_ids(r: Random) -> dict[str, str]:
    return {
        "sqlid": pick(r, _ORACLE_B32, 13),
        "sqlid2": pick(r, _ORACLE_B32, 13),
        "phv": num(r, 10),
        "rowid": "AAA"
        + pick(r, _ROWID, 3)
        + "AA"
        + pick(r, "ABCDEFGH", 1)
        + "AAA"
        + pick(r, _ROWID, 3)
        + "AA"
        + pick(r, "ABCDEFGHIJ", 1),
        "dbid": num(r, 10),
        "scn": num(r, 13),
        "snap": str(r.randint(20000, 90000)),
        "guid": hexs(r, 32).upper(),
    }


def _oracle_err(r: Random) -> dict[str, str]:
    return {
        "host": r.choice(("ora-erp-prd.camposereno.local", "scan-erp.camposereno.local")),
        "sid": str(r.randint(20, 2000)),
        "serial": str(r.randint(1000, 65000)),
        "pid": str(r.randint(2000, 90000)),
        "ecid": pick(r, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ^", 32),
        "sqlid": pick(r, _ORACLE_B32, 13),
        "dom": r.choice(("ERPPRD", "DWHPRD")),
    }


def _env(r: Random) -> dict[str, str]:
    return {
        "host": dbx_host(r),
        "wh": hexs(r, 16),
        "tenant": uuid4(r),
        "app": uuid4(r),
        "sub": uuid4(r),
        "ws": uuid4(r),
        "cl": dbx_cluster_id(r),
        "ver": f"{r.randint(14, 17)}.{r.randint(0, 4)}",
    }


BENIGN_PLATFORM: tuple[Kind, ...] = (
    Kind(
        "databricks_run_and_job_ids",
        (
            "https://⟨host⟩/?o=⟨org⟩#job/⟨job⟩/run/⟨run⟩",
            "Job ⟨job_name⟩ (job_id ⟨job⟩) falhou no run ⟨run⟩ após ⟨dur⟩; repair run ⟨repair⟩",
            '{"job_id": ⟨job⟩, "run_id": ⟨run⟩, "tasks": [{"run_id": ⟨task⟩, "task_key": '
            '"silver", "state": {"result_state": "FAILED"}}]}',
            "databricks jobs get-run ⟨run⟩ --profile prd | jq .state",
            "El task run ⟨task⟩ del job ⟨job⟩ quedó en SKIPPED por dependencia.",
        ),
        _dbx_runs,
        secrets=(),
    ),
    Kind(
        "databricks_cluster_and_workspace_ids",
        (
            "Cluster ⟨cl⟩ e SQL warehouse ⟨wh⟩ são coisas diferentes; o job usa o cluster",
            "databricks clusters start ⟨cl⟩ && databricks clusters get ⟨cl2⟩",
            "Workspace https://⟨host⟩ (workspace id ⟨ws⟩, org ⟨org⟩)",
            '{"cluster_id": "⟨cl⟩", "driver": {"private_ip": "⟨ip⟩"}, "policy_id": "⟨policy⟩"}',
            "HTTP path do SQL warehouse: /sql/1.0/warehouses/⟨wh⟩",
            "driver log: Spark master: local[*], cluster ⟨cl⟩, instance pool ⟨pool⟩",
        ),
        _dbx_clusters,
        secrets=(),
    ),
    Kind(
        "adf_run_and_request_ids",
        (
            "Pipeline ⟨pipe⟩ run ⟨run⟩ falhou na activity ⟨act⟩",
            "ErrorCode=UserErrorOdbcOperationFailed, 'Type=Microsoft.DataTransfer.Common."
            "Shared.HybridDeliveryException,Message=ERROR [HY000] ORA-12170, Source=,'\n"
            "Activity ID: ⟨act⟩\nCorrelation ID: ⟨corr⟩",
            "az datafactory pipeline-run show --factory-name adf-cs-prd -g rg-cs-dados-prd "
            "--run-id ⟨run⟩",
            "x-ms-request-id: ⟨req⟩\nx-ms-correlation-request-id: ⟨corr⟩\ntraceparent: ⟨tp⟩",
            '{"runId": "⟨run⟩", "pipelineName": "⟨pipe⟩", "invokedBy": {"id": "⟨trig⟩", '
            '"invokedByType": "ScheduleTrigger"}, "runStart": "⟨ts⟩"}',
        ),
        _adf,
        secrets=(),
    ),
    Kind(
        "delta_table_history",
        (
            "| version | timestamp | operation | numOutputRows |\n|---|---|---|---|\n"
            "| ⟨v⟩ | ⟨ts⟩ | MERGE | ⟨rows⟩ |\n| ⟨v0⟩ | ⟨ts⟩ | OPTIMIZE | 0 |",
            "RESTORE TABLE prd.silver.nfe_itens TO VERSION AS OF ⟨v0⟩  -- a ⟨v⟩ veio duplicada",
            "_delta_log/⟨log⟩.json adicionou ⟨files⟩ arquivos, ex.: ⟨part⟩",
            "checkpoint _delta_log/⟨ckpt⟩.checkpoint.parquet; txnAppId ⟨txn⟩",
            "DELETE com deletion vectors gravou ⟨dv⟩ (versão ⟨v⟩)",
        ),
        _delta,
        secrets=(),
    ),
    Kind(
        "powerbi_ids",
        (
            "https://app.powerbi.com/groups/⟨ws⟩/reports/⟨rep⟩/ReportSection",
            "POST https://api.powerbi.com/v1.0/myorg/groups/⟨ws⟩/datasets/⟨ds⟩/refreshes → "
            "202, RequestId ⟨req⟩",
            "Workspace 'CS - Comercial Grãos' = ⟨ws⟩; capacidade ⟨cap⟩",
            '{"requestId": "⟨req⟩", "status": "Failed", "startTime": "⟨ts⟩", '
            '"serviceExceptionJson": "{\\"errorCode\\":\\"DM_GWPipeline_Gateway_'
            'DataSourceAccessError\\"}"}',
            "Dataset ⟨ds⟩ usa o gateway ⟨gw⟩; el refresh de las 6:00 ART falla desde el lunes.",
        ),
        _pbi,
        secrets=(),
    ),
    Kind(
        "commit_hashes",
        (
            "Revertido em ⟨short⟩ (PR #⟨pr⟩); o bug veio de ⟨short2⟩",
            "git log --oneline ⟨short⟩..⟨short2⟩ -- jobs/conciliacao_pix/",
            "commit ⟨sha⟩\nAuthor: Lucía Ferreyra <lucia.ferreyra@camposereno.com.ar>\n"
            "Date:   Tue Feb 11 10:42:07 2031 -0300\n\n    fix: dedup E2E Pix",
            "Bundle deploy em prd usou ⟨sha⟩ (branch ⟨branch⟩), tree ⟨tree⟩",
            "git cherry-pick ⟨sha⟩ ⟨sha2⟩",
        ),
        _git,
        secrets=(),
    ),
    Kind(
        "github_actions_refs",
        (
            "- uses: actions/checkout@⟨co⟩ # v4.2.2\n- uses: databricks/setup-cli@⟨setup⟩ "
            "# v0.240.0",
            "- uses: azure/login@⟨login⟩\n  with:\n    client-id: ⟨app⟩\n    tenant-id: "
            "⟨tenant⟩\n    subscription-id: ⟨sub⟩",
            "https://github.com/camposereno-dados/pipelines/actions/runs/⟨run⟩/job/⟨job⟩",
            "gh run rerun ⟨run⟩ --failed  # attempt ⟨attempt⟩ falhou no OIDC",
            "env:\n  DATABRICKS_HOST: ${{ vars.DBX_HOST }}\n  DATABRICKS_TOKEN: "
            "${{ secrets.DBX_TOKEN }}\n  ARM_CLIENT_ID: ⟨app⟩",
        ),
        _gha,
        secrets=(),
    ),
    Kind(
        "azure_resource_and_tenant_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.DataFactory/"
            "factories/⟨adf⟩",
            "Tenant ⟨tenant⟩, app registration sp-adf-ba (appId ⟨app⟩, objectId ⟨oid⟩)",
            "az role assignment create --assignee-object-id ⟨mi⟩ --role 'Key Vault Secrets "
            "User' --scope /subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/"
            "Microsoft.KeyVault/vaults/⟨kv⟩",
            "La identidad administrada del ADF (principalId ⟨mi⟩) no tenía acceso al ⟨kv⟩.",
            '{"tenantId": "⟨tenant⟩", "subscriptionId": "⟨sub⟩", "clientId": "⟨app⟩"}',
        ),
        _azure,
        secrets=(),
    ),
    Kind(
        "oracle_identifiers",
        (
            "SQL_ID ⟨sqlid⟩ (plan hash ⟨phv⟩) é a query lenta do extrator de NF",
            "SELECT ROWID, nr_nota FROM erp.nf_cab WHERE ROWID = '⟨rowid⟩';",
            "DBID ⟨dbid⟩, SCN atual ⟨scn⟩, snapshot AWR ⟨snap⟩",
            "Flashback: AS OF SCN ⟨scn⟩; PDB GUID ⟨guid⟩",
            "| sql_id | plan_hash_value |\n|---|---|\n| ⟨sqlid⟩ | ⟨phv⟩ |\n| ⟨sqlid2⟩ | ⟨phv⟩ |",
        ),
        _oracle_ids,
        secrets=(),
    ),
    Kind(
        "oracle_errors_and_tns",
        (
            "ORA-01017: invalid username/password; logon denied — a senha do SVC_ETL "
            "expirou de novo (sid ⟨sid⟩, serial# ⟨serial⟩)",
            "ERPPRD =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = ⟨host⟩)"
            "(PORT = 1521))\n    (CONNECT_DATA = (SERVICE_NAME = ⟨dom⟩))\n  )",
            "ORA-28001: the password has expired\nECID: ⟨ecid⟩ (spid ⟨pid⟩)",
            "ORA-12170: TNS:Connect timeout occurred ao conectar em ⟨host⟩:1521/⟨dom⟩",
            "sqlplus /@⟨dom⟩_RO  # senha vem do wallet, nada em texto",
            "alter system kill session '⟨sid⟩,⟨serial⟩' immediate;  -- sql_id ⟨sqlid⟩",
        ),
        _oracle_err,
        secrets=(),
    ),
    Kind(
        "env_files_without_secrets",
        (
            "DATABRICKS_HOST=https://⟨host⟩\nDATABRICKS_WAREHOUSE_ID=⟨wh⟩\n"
            "DATABRICKS_AUTH_TYPE=azure-cli",
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨app⟩\nAZURE_SUBSCRIPTION_ID=⟨sub⟩\n"
            "AZURE_USE_OIDC=true",
            "[prd]\nhost       = https://⟨host⟩\nauth_type  = azure-cli\ncluster_id = ⟨cl⟩",
            "PBI_WORKSPACE_ID=⟨ws⟩\nPBI_TENANT=⟨tenant⟩\nPBI_AUTH=managed-identity",
            "targets:\n  prd:\n    workspace:\n      host: https://⟨host⟩\n    run_as:\n"
            "      service_principal_name: ⟨app⟩",
        ),
        _env,
        secrets=(),
    ),
)
