"""Benign: observability, ITSM and device ids, vendor API ids (Twilio, DocuSign, Box), the
claims engine and warehouse (Spring Batch, Oracle, SQL Server, SSIS, Informatica, BigQuery,
Looker), digests and checksums, and ciphertext that is meant to be stored."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike12.gen import (
    ALNUM,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    clock,
    day,
    guid_upper,
    hexs,
    hexu,
    iso,
    num,
    pick,
    thumbprint,
    uuid4,
    wrap,
)


def _ip(r: Random) -> str:
    return f"10.{r.randint(10, 60)}.{r.randint(0, 255)}.{r.randint(2, 250)}"


def _splunk(r: Random) -> dict[str, str]:
    return {
        "rmd": hexs(r, 16),
        "epoch": num(r, 10),
        "n": str(r.randint(100, 99999)),
        "ip": _ip(r),
        "d": f"{r.randint(3, 31):02d}",
        "t": clock(r),
        "idx": r.choice(("mhc_portal", "mhc_claims", "mhc_mirth", "mhc_iis")),
    }


def _newrelic(r: Random) -> dict[str, str]:
    acct, app = num(r, 7), num(r, 9)
    return {
        "acct": acct,
        "appid": app,
        "guid": b64_of(f"{acct}|APM|APPLICATION|{app}").rstrip("="),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "app": r.choice(("claims-api", "portal-web", "eligibility-svc", "remit-poster")),
        "p95": str(r.randint(180, 2400)),
    }


def _snow(r: Random) -> dict[str, str]:
    return {
        "inc": "INC00" + num(r, 5),
        "chg": "CHG00" + num(r, 5),
        "ritm": "RITM00" + num(r, 5),
        "task": "SCTASK00" + num(r, 5),
        "sys": hexs(r, 32),
        "sys2": hexs(r, 32),
        "ts": f"{day(r)} {clock(r)}",
    }


def _devices(r: Random) -> dict[str, str]:
    return {
        "dev": uuid4(r),
        "thumb": thumbprint(r),
        "kc": uuid4(r),
        "name": "MHC-LT-" + pick(r, UPPER_ALNUM, 7),
        "tid": uuid4(r),
        "jamf": str(r.randint(100, 4000)),
        "udid": guid_upper(r),
        "serial": "C02" + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9),
        "intune": uuid4(r),
        "rk": hexu(r, 8),
        "mgmt": uuid4(r),
    }


def _zscaler(r: Random) -> dict[str, str]:
    return {
        "ts": f"Fri Mar {r.randint(3, 31)} {clock(r)} 2025",
        "user": r.choice(("zztest.kiwi", "mock.placebo", "notreal.pixel")),
        "paste": pick(r, ALNUM, 8),
        "ip": _ip(r),
        "thumb": thumbprint(r),
        "tx": hexs(r, 16),
        "ac": r.choice(("azure-eus2-ac-01", "azure-cus-ac-02", "dc-chi-ac-03")),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "AC" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "ve": "VE" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "rq": "RQ" + hexs(r, 32),
        "sig": b64(r, 20),
        "last4": num(r, 4),
    }


def _docusign(r: Random) -> dict[str, str]:
    return {
        "ik": uuid4(r),
        "acct": uuid4(r),
        "uid": uuid4(r),
        "env": uuid4(r),
        "env2": uuid4(r),
        "trace": uuid4(r),
        "site": r.choice(("na3", "na4", "demo")),
    }


def _box(r: Random) -> dict[str, str]:
    return {
        "file": num(r, 13),
        "folder": num(r, 12),
        "sha1": hexs(r, 40),
        "cid": pick(r, LOWER_ALNUM, 32),
        "ent": num(r, 9),
        "req": pick(r, LOWER_ALNUM, 20),
        "kid": pick(r, LOWER_ALNUM, 8),
        "etag": str(r.randint(1, 9)),
    }


def _batch(r: Random) -> dict[str, str]:
    return {
        "ts": f"{day(r)} {clock(r)}.{r.randint(100, 999)}",
        "pid": str(r.randint(1000, 30000)),
        "run": str(r.randint(100, 9000)),
        "file": num(r, 8),
        "exec": str(r.randint(10000, 99999)),
        "n": str(r.randint(100, 12000)),
        "skip": str(r.randint(1, 40)),
    }


def _yml(r: Random) -> dict[str, str]:
    return {
        "host": r.choice(("oraclm-scan.mhc.internal", "oradw-scan.mhc.internal")),
        "svc": r.choice(("CLAIMSPRD", "CLAIMSUAT", "DWPRD")),
        "user": r.choice(("svc_claims", "svc_remit", "svc_dw_etl")),
        "pool": str(r.choice((10, 16, 20, 32))),
        "kv": r.choice(("kv-claims-prd-eus2", "kv-claims-uat-eus2")),
    }


def _oracle(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(("CLAIMSPRD", "CLAIMSUAT", "DWPRD", "REMITPRD")),
        "host": r.choice(("oraclm-scan.mhc.internal", "oradw-scan.mhc.internal")),
        "user": r.choice(("svc_claims", "svc_remit", "svc_dw_etl")),
        "sqlid": pick(r, "0123456789abcdfghjkmnpqrstuvwxyz", 13),
        "phv": num(r, 10),
        "port": r.choice(("1521", "2484")),
    }


def _mssql(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("svc_portal", "svc_claims", "svc_ssis", "rpt_reader")),
        "ip": _ip(r),
        "qh": "0x" + hexu(r, 16),
        "qph": "0x" + hexu(r, 16),
        "ph": "0x06000500" + hexu(r, 76),
        "sh": "0x02000000" + hexu(r, 72),
        "ts": f"{day(r)} {clock(r)}.{r.randint(10, 99)}",
        "state": r.choice(("8", "5", "38", "58")),
    }


def _etl(r: Random) -> dict[str, str]:
    return {
        "exec": str(r.randint(20000, 400000)),
        "env": str(r.randint(1, 30)),
        "wf": str(r.randint(10000, 999999)),
        "ts": f"{day(r)} {clock(r)}",
        "rows": str(r.randint(1000, 9000000)),
        "pkg": r.choice(("LoadClaims", "LoadRemits", "LoadEligibility", "LoadProviders")),
    }


def _bq(r: Random) -> dict[str, str]:
    return {
        "job": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
        "job2": f"scheduled_query_{hexs(r, 8)}-0000-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
        "proj": r.choice(("mhc-dw-prod", "mhc-dw-dev", "mhc-analytics")),
        "pnum": num(r, 12),
        "uniq": num(r, 21),
        "kid": hexs(r, 40),
        "kid2": hexs(r, 40),
        "sub": uuid4(r),
        "gb": f"{r.randint(1, 900)}.{r.randint(0, 9)}",
    }


def _looker(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, ALNUM, 20),
        "dash": str(r.randint(10, 900)),
        "look": str(r.randint(10, 3000)),
        "slug": pick(r, ALNUM, 22),
        "hist": num(r, 8),
        "req": hexs(r, 32),
        "sha": hexs(r, 40),
    }


def _ansible_vault(r: Random, lines: int) -> str:
    inner = f"{hexs(r, 64)}\n{hexs(r, 64)}\n{hexs(r, 32 * lines)}"
    return wrap(inner.encode().hex(), 80)


def _ansible(r: Random) -> dict[str, str]:
    body = _ansible_vault(r, r.choice((3, 4, 5)))
    return {
        "body": body,
        "indented": "\n".join("          " + line for line in body.splitlines()),
        "var": r.choice(("vault_sql_password", "vault_sftp_password", "vault_ldap_bind_pw")),
        "host": r.choice(("appclm01", "mirth01", "ssis01", "sftp-edi")),
    }


def _dpapi(r: Random) -> dict[str, str]:
    head = "01000000d08c9ddf0115d1118c7a00c04fc297eb01000000"
    return {
        "blob": head + hexs(r, r.choice((300, 364, 428))),
        "blob2": head + hexs(r, 300),
        "user": r.choice(("svc_claims", "svc_ssis", "svc_mirth")),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "short": hexs(r, 7),
        "short2": hexs(r, 7),
        "digest": hexs(r, 64),
        "pr": str(r.randint(1000, 9999)),
        "build": num(r, 6),
        "commit": hexs(r, 10),
        "chart": hexs(r, 64),
    }


def _pkgs(r: Random) -> dict[str, str]:
    return {
        "ch": b64(r, 64),
        "ch2": b64(r, 64),
        "sri": b64(r, 64),
        "sha1": hexs(r, 40),
        "sha256": hexs(r, 64),
        "v": f"1.{r.randint(10, 16)}.{r.randint(0, 9)}",
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "pid": hexs(r, 16),
        "aff": hexs(r, 64),
        "req": uuid4(r),
        "site": r.choice(("app-portal-prd-eus2", "app-claims-prd-eus2")),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "h": hexu(r, 64),
        "h2": hexs(r, 64),
        "h3": hexs(r, 64),
        "md5": hexs(r, 32),
        "n": num(r, 8),
        "n2": num(r, 8),
    }


def _hashed(r: Random) -> dict[str, str]:
    return {
        "sk": hexs(r, 64),
        "sk2": hexs(r, 64),
        "fp": "-" + num(r, 19),
        "fp2": num(r, 18),
        "n": str(r.randint(2, 40)),
    }


def _ae(r: Random) -> dict[str, str]:
    ver = hexs(r, 32)
    path = f"https://kv-claims-prd-eus2.vault.azure.net/keys/AlwaysEncryptedCMK/{ver}"
    raw = path.lower().encode("utf-16-le")
    blob = (
        b"\x01"
        + len(raw).to_bytes(2, "little")
        + (256).to_bytes(2, "little")
        + raw
        + r.randbytes(256)
        + r.randbytes(256)
    )
    return {"path": path, "cek": "0x" + blob.hex().upper(), "thumb": thumbprint(r), "ver": ver}


def _cipher(r: Random) -> dict[str, str]:
    return {
        "enc": b64(r, r.choice((32, 48, 64))),
        "kid": hexs(r, 32),
        "key": b64(r, 256),
        "iv": b64(r, 16),
        "val": b64(r, r.choice((96, 112, 128))),
        "transit": "vault:v1:" + b64(r, r.choice((44, 60, 76))),
        "keyid": uuid4(r),
        "ts": iso(r),
    }


OPS: tuple[Kind, ...] = (
    Kind(
        "splunk_searches_and_jobs",
        (
            'index=⟨idx⟩ sourcetype=iis cs_uri_query="*password=*" earliest=-7d | stats count by '
            "cs_uri_stem, c_ip  (hunting for passwords in query strings; 0 results)",
            "Search job scheduler__zztest__search__RMD5⟨rmd⟩_at_⟨epoch⟩_⟨n⟩ took 41 s; the alert "
            "'Portal 5xx spike' fired from it",
            "03-⟨d⟩-2025 ⟨t⟩.412 +0000 INFO  TcpOutputProc - Connected to idx=⟨ip⟩:9997:0, pset=0,"
            " reuse=0. using ACK.",
            "HEC input 'mirth-prod' → index=⟨idx⟩ sourcetype=mirth:server; the HEC token is in the "
            "UF's Key Vault secret, rotate via Splunk Cloud ACS",
        ),
        _splunk,
        n=6,
    ),
    Kind(
        "newrelic_entity_and_trace_ids",
        (
            "New Relic entity ⟨guid⟩ = ⟨acct⟩|APM|APPLICATION|⟨appid⟩ (⟨app⟩)",
            "SELECT percentile(duration, 95) FROM Transaction WHERE appName = '⟨app⟩' AND "
            "trace.id = '⟨trace⟩' SINCE 1 day ago",
            "Distributed trace ⟨trace⟩, span ⟨span⟩: ⟨app⟩ p95 ⟨p95⟩ ms; the slow segment is "
            "the Oracle call",
            "NEW_RELIC_APP_NAME=⟨app⟩; NEW_RELIC_LICENSE_KEY comes from the Key Vault reference, "
            "account ⟨acct⟩",
        ),
        _newrelic,
        n=6,
    ),
    Kind(
        "servicenow_records",
        (
            "⟨inc⟩ (sys_id ⟨sys⟩) — https://meridale.service-now.com/nav_to.do?uri=incident.do?"
            "sys_id=⟨sys⟩",
            "⟨chg⟩ approved by CAB for the cert swap; implementation task ⟨task⟩, sys_id ⟨sys2⟩",
            "⟨ritm⟩: 'New SFTP account for clearinghouse' — the request form has a password "
            "field; told requester to leave it blank, CyberArk generates it",
            "Resolved ⟨inc⟩ at ⟨ts⟩, linked problem record sys_id ⟨sys2⟩",
        ),
        _snow,
        n=6,
    ),
    Kind(
        "device_management_ids",
        (
            "+----------------------------------------------------------------------+\n| Device "
            "Details                                                       |\n+----------------"
            "------------------------------------------------------+\n\n                  DeviceId"
            " : ⟨dev⟩\n                Thumbprint : ⟨thumb⟩\n            KeyContainerId : ⟨kc⟩\n"
            "               KeyProvider : Microsoft Platform Crypto Provider\n              "
            "TpmProtected : YES\n                  TenantId : ⟨tid⟩",
            "Jamf computer ⟨jamf⟩, UDID ⟨udid⟩, serial ⟨serial⟩, management id ⟨mgmt⟩ — "
            "FileVault escrow present (key not shown, view is audited)",
            "Intune device ⟨intune⟩ (Entra device ⟨dev⟩, ⟨name⟩) non-compliant: BitLocker "
            "recovery key ID ⟨rk⟩ escrowed, but TPM attestation failed",
        ),
        _devices,
    ),
    Kind(
        "zscaler_logs",
        (
            'time=⟨ts⟩ login=⟨user⟩@meridale-health.net action=Blocked reason="Not allowed to '
            'browse this category" url=pastebin.com/raw/⟨paste⟩ urlcat="Online Storage" '
            "cip=⟨ip⟩ transactionid=⟨tx⟩",
            "curl: (60) SSL certificate problem: unable to get local issuer certificate — Zscaler "
            "is intercepting; imported the Zscaler root (SHA1 ⟨thumb⟩) into the agent trust store",
            "ZPA app connector ⟨ac⟩ re-enrolled; enrollment cert ⟨thumb⟩. Provisioning key was "
            "pasted once on the VM and deleted from shell history",
        ),
        _zscaler,
    ),
    Kind(
        "twilio_verify_sids",
        (
            "Twilio Verify: service ⟨va⟩, verification ⟨ve⟩ status=approved (account ⟨ac⟩)",
            "SMS fallback message ⟨sm⟩ to +1555555⟨last4⟩ (test number) failed 30007; "
            "Twilio-Request-Id ⟨rq⟩",
            "Webhook validation: X-Twilio-Signature ⟨sig⟩ recomputed OK; account SID ⟨ac⟩ is an "
            "id, the auth token stays in Key Vault",
            "60200 Invalid parameter `To` on ⟨va⟩ — the portal sent the number without +1",
        ),
        _twilio,
        n=6,
    ),
    Kind(
        "docusign_ids",
        (
            "DocuSign JWT grant: iss=⟨ik⟩ (integration key), sub=⟨uid⟩, aud=account-d.docusign.com,"
            " "
            "scope=signature impersonation — RSA key pair lives in Key Vault",
            "Envelope ⟨env⟩ for the provider enrollment packet stuck in 'sent'; account ⟨acct⟩ "
            "base URI https://⟨site⟩.docusign.net/restapi",
            "consent_required for user ⟨uid⟩: open https://account-d.docusign.com/oauth/auth?"
            "response_type=code&scope=signature%20impersonation&client_id=⟨ik⟩&redirect_uri="
            "https://portal.meridale-health.net/ds/callback",
            "Connect webhook retried envelope ⟨env2⟩ 3×; X-DocuSign-TraceToken ⟨trace⟩",
        ),
        _docusign,
        n=6,
    ),
    Kind(
        "box_api_ids",
        (
            "Box upload of the 835 archive: file id ⟨file⟩ in folder ⟨folder⟩, sha1 ⟨sha1⟩, "
            'etag "⟨etag⟩"',
            "Box JWT app: clientID ⟨cid⟩, enterprise ⟨ent⟩, publicKeyID ⟨kid⟩. The clientSecret "
            "and the encrypted private key + passphrase were removed from config.json",
            "409 item_name_in_use on folder ⟨folder⟩, request_id ⟨req⟩ — we retry with "
            "If-Match etag ⟨etag⟩",
        ),
        _box,
    ),
    Kind(
        "spring_batch_logs",
        (
            "⟨ts⟩  INFO ⟨pid⟩ --- [           main] o.s.b.c.l.support.SimpleJobLauncher      : "
            "Job: [FlowJob: [name=claimsAdjudicationJob]] launched with the following parameters: "
            "[{run.id=⟨run⟩, inputFile=/data/edi/in/MHC_837P_⟨file⟩.x12}]",
            "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC "
            "Connection\n\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection"
            "(DataSourceUtils.java:84)\nCaused by: java.sql.SQLException: ORA-01017: invalid "
            "username/password; logon denied\n\tat oracle.jdbc.driver.T4CTTIoer11.processError"
            "(T4CTTIoer11.java:630)\n(job execution ⟨exec⟩)",
            "StepExecution: id=⟨exec⟩, name=adjudicateStep, status=COMPLETED, readCount=⟨n⟩, "
            "writeCount=⟨n⟩, processSkipCount=⟨skip⟩",
        ),
        _batch,
    ),
    Kind(
        "spring_application_yml",
        (
            "spring:\n  datasource:\n    url: jdbc:oracle:thin:@//⟨host⟩:1521/⟨svc⟩\n    username: "
            "⟨user⟩\n    password: ${CLAIMS_DB_PASSWORD}\n    hikari:\n      maximum-pool-size: "
            "⟨pool⟩",
            "spring.cloud.azure.keyvault.secret.property-sources[0].endpoint=https://⟨kv⟩.vault."
            "azure.net/\nspring.datasource.password=${claims-db-password}\n# resolved from Key "
            "Vault at startup",
            "application-uat.yml overrides only the url (⟨svc⟩ on ⟨host⟩); username ⟨user⟩ and "
            "password: ${CLAIMS_DB_PASSWORD:} are inherited",
        ),
        _yml,
    ),
    Kind(
        "oracle_tns_and_wallet",
        (
            "⟨svc⟩ =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCPS)(HOST = ⟨host⟩)(PORT = "
            "⟨port⟩))"
            "\n    (CONNECT_DATA = (SERVER = DEDICATED)(SERVICE_NAME = ⟨svc⟩.mhc.internal))\n  )",
            "$ mkstore -wrl /u01/app/wallet -listCredential\nOracle Secret Store Tool Release "
            "19.0.0.0.0 - Production\nEnter wallet password:\nList credential (index: "
            "connect_string username)\n1: ⟨svc⟩ ⟨user⟩",
            "sqlplus /@⟨svc⟩ works with the wallet (no password on the command line); slow "
            "sql_id ⟨sqlid⟩, plan hash value ⟨phv⟩",
        ),
        _oracle,
    ),
    Kind(
        "sqlserver_errors_and_handles",
        (
            "⟨ts⟩ Logon Error: 18456, Severity: 14, State: ⟨state⟩.\n⟨ts⟩ Logon Login failed for "
            "user '⟨user⟩'. Reason: Password did not match that for the login provided. "
            "[CLIENT: ⟨ip⟩]",
            "query_hash ⟨qh⟩ / query_plan_hash ⟨qph⟩ is the remit lookup; plan_handle ⟨ph⟩ "
            "— DBCC FREEPROCCACHE(⟨ph⟩) fixed the parameter sniffing",
            "sql_handle ⟨sh⟩ points at the claims status proc; State ⟨state⟩ errors for "
            "⟨user⟩ stopped after the CyberArk reconcile",
        ),
        _mssql,
    ),
    Kind(
        "ssis_informatica_runs",
        (
            "SSISDB execution ⟨exec⟩ of \\SSISDB\\Claims\\DW_Load\\⟨pkg⟩.dtsx failed. "
            "ProtectionLevel"
            " is DontSaveSensitive; the password parameter is bound to environment ⟨env⟩ variable "
            "ClaimsDw_Password (sensitive)",
            'dtexec /ISServer "\\SSISDB\\Claims\\DW_Load\\⟨pkg⟩.dtsx" /Server "SSIS01" /Env ⟨env⟩ '
            '/Par "$ServerOption::LOGGING_LEVEL(Int16)";1',
            "pmcmd startworkflow -sv IS_CLAIMS -d Domain_MHC -u svc_infa -pv INFA_PWD -f "
            "DW_CLAIMS wf_load_claims  (-pv names the env var holding the password)",
            "Informatica: session s_m_load_claims succeeded at ⟨ts⟩, ⟨rows⟩ rows, workflow run "
            "id ⟨wf⟩",
        ),
        _etl,
        n=6,
    ),
    Kind(
        "bigquery_job_and_account_ids",
        (
            "BigQuery job ⟨proj⟩:US.⟨job⟩ scanned ⟨gb⟩ GB — missing partition filter on "
            "claims_fact.service_date",
            "$ gcloud iam service-accounts keys list --iam-account sa-dw-loader@⟨proj⟩.iam."
            "gserviceaccount.com\nKEY_ID                                    CREATED_AT            "
            "EXPIRES_AT            DISABLED\n⟨kid⟩  2024-09-02T14:11:03Z  9999-12-31T23:59:59Z  "
            "True\n⟨kid2⟩  2025-03-11T08:40:12Z  9999-12-31T23:59:59Z",
            "Workload identity federation principal: principal://iam.googleapis.com/projects/"
            "⟨pnum⟩/locations/global/workloadIdentityPools/azure-pool/subject/⟨sub⟩ (SA unique "
            "id ⟨uniq⟩) — no key file needed",
            "Scheduled query ⟨job2⟩ in ⟨proj⟩ failed: Access Denied on dataset dw_curated",
        ),
        _bq,
        n=6,
    ),
    Kind(
        "looker_ids",
        (
            "Looker API3 credentials for the export bot: client_id ⟨cid⟩; client_secret is in "
            "Vault at secret/dw/looker (not copied here)",
            "Dashboard ⟨dash⟩ tile 'Denials by CARC' uses look ⟨look⟩, query slug ⟨slug⟩, "
            "history id ⟨hist⟩",
            "LookML deploy of commit ⟨sha⟩ to production; x-request-id ⟨req⟩ on the 500",
        ),
        _looker,
    ),
    Kind(
        "ansible_vault_ciphertext",
        (
            "$ANSIBLE_VAULT;1.1;AES256\n⟨body⟩",
            "group_vars/claims/vault.yml:\n⟨var⟩: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n"
            "⟨indented⟩",
            "- name: join ⟨host⟩ to the domain\n  microsoft.ad.membership:\n    dns_domain_name: "
            "corp.mhc.internal\n    domain_admin_user: svc_ansible@corp.mhc.internal\n    "
            'domain_admin_password: "{{ ⟨var⟩ }}"\n  no_log: true',
        ),
        _ansible,
    ),
    Kind(
        "powershell_dpapi_blobs",
        (
            "PS> $cred = Get-Credential mhc\\⟨user⟩\nPS> "
            "$cred.Password\nSystem.Security.SecureString"
            "\nPS> $cred.Password | ConvertFrom-SecureString\n⟨blob⟩",
            '<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04">\n  '
            '<Obj RefId="0">\n    <TN RefId="0"><T>System.Management.Automation.PSCredential</T>'
            '</TN>\n    <Props>\n      <S N="UserName">mhc\\⟨user⟩</S>\n      <SS N="Password">'
            "⟨blob⟩</SS>\n    </Props>\n  </Obj>\n</Objs>",
            "Export-Clixml on the SSIS box wrote a DPAPI blob (⟨blob2⟩) — only ⟨user⟩ on that "
            "machine can decrypt it, still moving it to gMSA",
        ),
        _dpapi,
    ),
    Kind(
        "commit_and_image_digests",
        (
            "git log --oneline -2\n⟨short⟩ (HEAD -> main, origin/main) Merge PR ⟨pr⟩: remit "
            "matcher null ICN\n⟨short2⟩ Bump Azure.Identity",
            "Build ⟨build⟩ ran on commit ⟨sha⟩ (refs/pull/⟨pr⟩/merge), pushed "
            "acrmhcprd.azurecr.io/claims/api@sha256:⟨digest⟩",
            "dotnet --info: .NET SDK 8.0.407, Commit: ⟨commit⟩; helm chart claims-api-1.8.2 "
            "digest sha256:⟨chart⟩",
        ),
        _digests,
    ),
    Kind(
        "package_content_hashes",
        (
            '"Azure.Identity": {\n  "type": "Direct",\n  "requested": "[⟨v⟩, )",\n  "resolved": '
            '"⟨v⟩",\n  "contentHash": "⟨ch⟩"\n},\n"Azure.Core": {\n  "type": "Transitive",\n  '
            '"resolved": "1.45.0",\n  "contentHash": "⟨ch2⟩"\n}',
            '"node_modules/@azure/msal-browser": { "version": "⟨v⟩", "integrity": "sha512-⟨sri⟩" }',
            "azure-identity-⟨v⟩.jar.sha1 = ⟨sha1⟩; Gradle verification-metadata has "
            '<sha256 value="⟨sha256⟩" origin="Generated by Gradle"/>',
        ),
        _pkgs,
    ),
    Kind(
        "http_trace_headers",
        (
            "traceparent: 00-⟨tid⟩-⟨pid⟩-01\nRequest-Id: |⟨tid⟩.⟨pid⟩.\nx-ms-client-request-id: "
            "⟨req⟩",
            "Set-Cookie: ARRAffinity=⟨aff⟩;Path=/;HttpOnly;Secure;Domain=⟨site⟩.azurewebsites.net"
            " (instance stickiness only — turned it off for the API)",
            "The portal forwards traceparent 00-⟨tid⟩-⟨pid⟩-01 to the claims API; W3C ids, "
            "not auth",
        ),
        _trace,
    ),
    Kind(
        "file_checksums",
        (
            "Get-FileHash D:\\EDI\\outbound\\MHC_837P_⟨n⟩.x12\n\nAlgorithm       Hash           "
            "                                                        Path\n---------       ----   "
            "                                                                ----\nSHA256          "
            "⟨h⟩ D:\\EDI\\outbound\\MHC_837P_⟨n⟩.x12",
            "⟨h2⟩  MHC_835_⟨n⟩.edi\n⟨h3⟩  MHC_835_⟨n2⟩.edi\n(sha256sum of today's remits, "
            "matches the clearinghouse manifest)",
            "MD5 ⟨md5⟩ for MHC_837I_⟨n2⟩.x12 in the Availity upload receipt",
        ),
        _checksums,
    ),
    Kind(
        "warehouse_hashed_keys",
        (
            "patient_sk = TO_HEX(SHA256(CONCAT(salt, mrn))) — salt is a Secret Manager reference; "
            "e.g. patient_sk ⟨sk⟩ appears in ⟨n⟩ claims",
            "member_hash ⟨sk⟩ joins claims_fact and portal_events; the collision check found "
            "⟨sk2⟩ twice (two MRNs merged in Epic)",
            "FARM_FINGERPRINT(claim_id) gives ⟨fp⟩ and ⟨fp2⟩ — used only for bucketing, no PHI",
        ),
        _hashed,
    ),
    Kind(
        "always_encrypted_keys",
        (
            "CREATE COLUMN MASTER KEY [CMK_Claims]\nWITH (KEY_STORE_PROVIDER_NAME = "
            "N'AZURE_KEY_VAULT',\n      KEY_PATH = N'⟨path⟩');",
            "CREATE COLUMN ENCRYPTION KEY [CEK_Claims]\nWITH VALUES (COLUMN_MASTER_KEY = "
            "[CMK_Claims], ALGORITHM = 'RSA_OAEP',\n  ENCRYPTED_VALUE = ⟨cek⟩);",
            "Old CMK was certificate-backed: KEY_PATH = N'CurrentUser/My/⟨thumb⟩'; rotated to "
            "Key Vault key version ⟨ver⟩",
        ),
        _ae,
    ),
    Kind(
        "stored_ciphertext",
        (
            "claims.sftp.password=ENC(⟨enc⟩)  # jasypt; the master password is a pod env var "
            "from Key Vault",
            '<encryptedSecret decryptorType="Azure.Extensions.AspNetCore.DataProtection.Keys.'
            'AzureKeyVaultXmlDecryptor, Azure.Extensions.AspNetCore.DataProtection.Keys">\n  '
            '<encryptedKey xmlns="">\n    <kid>https://kv-portal-prd-eus2.vault.azure.net/keys/'
            "dataprotection/⟨kid⟩</kid>\n    <key>⟨key⟩</key>\n    <iv>⟨iv⟩</iv>\n    <value>"
            "⟨val⟩</value>\n  </encryptedKey>\n</encryptedSecret>",
            "Vault transit encrypts the SSN column before it leaves the portal: ⟨transit⟩",
            "Data protection key ⟨keyid⟩ (created ⟨ts⟩) is wrapped by kid .../dataprotection/"
            "⟨kid⟩; blob key-⟨keyid⟩.xml holds only ciphertext",
        ),
        _cipher,
        n=6,
    ),
)
