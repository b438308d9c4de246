"""True secrets in memory-note framings; each kind names the fields that must not survive.

Kastanie Bio AG (Basel, sequencing core in Osaka): credentials as they leak into a
bioinformatics engineer's notes, in commands, env and config files, connection strings,
pasted JSON, tables and German, Japanese or English prose.
"""

from __future__ import annotations

from random import Random
from urllib.parse import quote

from tests.redact.lookalike25.gen import (
    ALNUM,
    B32,
    B64,
    B64URL,
    DIGITS,
    UHEX,
    UPPER_ALNUM,
    Kind,
    acgt,
    b64,
    b64_of,
    b64url,
    b64url_json,
    clock,
    day,
    dx_id,
    hexs,
    human_password,
    md5,
    num,
    password,
    pick,
    run_folder,
    sample_id,
    url_password,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2luX2" + "Vj"
_GHP = "gh" + "p_"
_GHFG = "github" + "_pat_"
_BENCH = "s" + "k_"
_DCKR = "dckr" + "_pat_"
_HF = "h" + "f_"
_OAI = "sk-" + "proj-"
_OAI_MID = "T3Blbk" + "FJ"
_ANT = "sk-" + "ant-" + "api03-"
_TS = "tskey" + "-auth-"
_HVS = "hv" + "s."
_SLACK = "https://hooks." + "slack.com/services/"
_OSSH = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + "QyNTUxOQAAACA"
_PKCS8 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE KEY-----"
_C4GH = "YzRnaC12MQAGc2NyeXB0ABQAAAAA"

# Passwords for files where ':' or quotes would need escaping (.pgpass, shell, SQL).
_PW_SAFE = ALNUM + "!#%*+-.=?@^_~"
_PEOPLE = ("lea", "jonas", "haruto", "yui", "priya")
_NODES = ("gpu-a100-03", "gpu-a100-07", "cpu-hm-12", "osk-gpu-02", "bsl-jh-01")


def _acct(r: Random) -> str:
    return num(r, 12)


def _aws(r: Random) -> dict[str, str]:
    return {
        "ak": _AKIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "profile": r.choice(("seqcore-batch", "kb-nextflow", "osaka-upload", "default")),
        "run": run_folder(r)[0],
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "ak": _ASIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "st": _STS + pick(r, B64, r.randrange(560, 760, 4)),
        "exp": f"{day(r)}T{clock(r)}+00:00",
        "aroa": "AROA" + pick(r, B32, 17),
        "acct": _acct(r),
    }


def _presigned(r: Random) -> dict[str, str]:
    run, _, _ = run_folder(r)
    s = sample_id(r)
    d = day(r).replace("-", "")
    return {
        "key": f"{run}/fastq/{s}_S{r.randint(1, 96)}_R{r.choice('12')}_001.fastq.gz",
        "file": f"{s}.fastq.gz",
        "d8": d,
        "t6": clock(r).replace(":", ""),
        "sig": hexs(r, 64),
        "ak": _AKIA + pick(r, B32, 16),
        "asia": _ASIA + pick(r, B32, 16),
        "stq": quote(_STS + pick(r, B64, r.randrange(560, 720, 4)), safe=""),
    }


def _basespace(r: Random) -> dict[str, str]:
    _, inst, _ = run_folder(r)
    return {"t": hexs(r, 32), "inst": inst, "d": day(r, r.choice((6, 7, 8)))}


def _ica(r: Random) -> dict[str, str]:
    return {
        "t": pick(r, ALNUM, 32),
        "proj": uuid4(r),
        "fil": "fil." + hexs(r, 32),
        "pname": r.choice(("KB-CART-WGS", "Osaka-scRNA-2028", "DRAGEN-Germline-QC")),
    }


def _benchling(r: Random) -> dict[str, str]:
    return {"t": _BENCH + pick(r, ALNUM, 30), "ts": pick(r, ALNUM, 8)}


def _dnanexus(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 32), "proj": dx_id(r, "project")}


def _globus(r: Random) -> dict[str, str]:
    return {
        "s": b64(r, 32),
        "cid": uuid4(r),
        "src": uuid4(r),
        "dst": uuid4(r),
        "run": run_folder(r)[0],
    }


def _seqera(r: Random) -> dict[str, str]:
    tid = r.randint(1000, 99999)
    return {"t": b64_of(f'{{"tid": {tid}}}.' + hexs(r, 40)), "ws": num(r, 15)}


def _github(r: Random) -> dict[str, str]:
    return {
        "ghp": _GHP + pick(r, ALNUM, 36),
        "fg": _GHFG + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "d": day(r, r.choice((8, 9, 11))),
    }


def _pg_url(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((18, 20, 24)))}


def _pgpass(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 22)), _PW_SAFE),
        "pw2": password(r, 24, _PW_SAFE),
        "d": day(r).replace("-", ""),
    }


def _slurmdbd(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 24, 28)), _PW_SAFE)}


def _slurm_jwt(r: Random) -> dict[str, str]:
    user = r.choice(_PEOPLE)
    life = r.choice(("3600", "86400", "604800"))
    iat = 1841000000 + r.randint(0, 2600000)
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    claims = b64url_json({"exp": iat + int(life), "iat": iat, "sun": user})
    return {"jwt": f"{header}.{claims}.{b64url(r, 32)}", "u": user, "life": life}


def _jupyter(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 48),
        "node": r.choice(_NODES),
        "port": str(r.choice((8888, 8889, 8890, 9123))),
        "d": day(r),
        "tm": clock(r),
        "ms": f"{r.randint(0, 999):03d}",
    }


def _elab(r: Random) -> dict[str, str]:
    return {"t": f"{r.randint(2, 40)}-" + hexs(r, 84), "eid": str(r.randint(100, 4999))}


def _slack(r: Random) -> dict[str, str]:
    return {
        "ti": "T0" + pick(r, UPPER_ALNUM, 8),
        "bi": "B0" + pick(r, UPPER_ALNUM, 9),
        "t": pick(r, ALNUM, 24),
        "run": run_folder(r)[0],
    }


def _openssh(r: Random) -> dict[str, str]:
    return {"body": wrap(_OSSH + b64(r, 240), 70)}


def _tls(r: Random) -> dict[str, str]:
    ec = "MHcCAQEEI" + b64(r, 120)[:155]
    return {
        "rsa": wrap(_PKCS8 + b64(r, 1180), 64),
        "ec": wrap(ec, 64),
        "cert": wrap("MIIDdzCCAl+gAwIBAgIU" + b64(r, 860), 64),
    }


def _gcp(r: Random) -> dict[str, str]:
    body = _PKCS8 + b64(r, 1180)
    return {
        "pk": "\\n".join(body[i : i + 64] for i in range(0, len(body), 64)),
        "kid": hexs(r, 40),
        "cid": num(r, 21),
    }


def _registry(r: Random) -> dict[str, str]:
    dckr = _DCKR + pick(r, B64URL, 27)
    return {"dckr": dckr, "quay": pick(r, UPPER_ALNUM, 64), "auth": b64_of(f"kastaniebio:{dckr}")}


def _ml(r: Random) -> dict[str, str]:
    return {"hf": _HF + pick(r, ALNUM, 34), "wb": hexs(r, 40)}


def _llm(r: Random) -> dict[str, str]:
    return {
        "oai": _OAI + pick(r, B64URL, 74) + _OAI_MID + pick(r, B64URL, 74),
        "ant": _ANT + pick(r, B64URL, 93) + "AA",
        "s": sample_id(r),
    }


def _tailscale(r: Random) -> dict[str, str]:
    return {
        "t": _TS + "k" + pick(r, ALNUM, 10) + "CNTRL-" + pick(r, ALNUM, 33),
        "host": r.choice(("osk-novaseqx-pc", "osk-nextseq2k-pc", "bsl-miseq-pc", "osk-bcl-01")),
    }


def _vault(r: Random) -> dict[str, str]:
    long_form = r.random() < 0.5
    return {"t": _HVS + ("CAESI" + pick(r, B64URL, 86) if long_form else pick(r, ALNUM, 24))}


def _smtp(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20)), _PW_SAFE),
        "app": pick(r, "abcdefghijklmnopqrstuvwxyz", 16),
    }


def _minio(r: Random) -> dict[str, str]:
    return {"ak": pick(r, UPPER_ALNUM, 20), "sk": pick(r, ALNUM, 40)}


def _delivery(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.4 else password(r, r.choice((16, 18, 22)), _PW_SAFE)
    return {"pw": pw, "run": run_folder(r)[0], "n": num(r, 5), "d": day(r, 6)}


def _oidc(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM, 32)}


def _redcap(r: Random) -> dict[str, str]:
    return {"t": pick(r, UHEX, 32), "pid": str(r.randint(100, 999))}


def _zenodo(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 60), "dep": num(r, 8)}


def _c4gh(r: Random) -> dict[str, str]:
    return {
        "body": _C4GH + b64(r, 99),
        "pw": human_password(r) if r.random() < 0.5 else password(r, 20, _PW_SAFE),
        "s": sample_id(r),
    }


def _among(r: Random) -> dict[str, str]:
    run, _, fc = run_folder(r)
    return {
        "run": run,
        "fc": fc,
        "i7": acgt(r, 10),
        "i5": acgt(r, 10),
        "md5": md5(r),
        "md52": md5(r),
        "bs": hexs(r, 32),
        "sess": uuid4(r),
        "job": uuid4(r),
        "ls": hexs(r, 32),
        "sha": hexs(r, 40),
        "pw": password(r, 20, _PW_SAFE),
        "doi": pick(r, DIGITS, 4),
        "s": sample_id(r),
    }


_PEM_OSSH = _BEGIN + "OPENSSH " + _PK + "\n⟨body⟩\n" + _END + "OPENSSH " + _PK
_PEM_RSA = _BEGIN + _PK + "\n⟨rsa⟩\n" + _END + _PK
_PEM_EC = _BEGIN + "EC " + _PK + "\n⟨ec⟩\n" + _END + "EC " + _PK
_PEM_C4GH = _BEGIN + "CRYPT4GH ENCRYPTED " + _PK + "\n⟨body⟩\n" + _END + "CRYPT4GH ENCRYPTED " + _PK
_GCP_PK = _BEGIN + _PK + "\\n⟨pk⟩\\n" + _END + _PK + "\\n"

_PRESIGN_Q = (
    "?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=⟨asia⟩%2F⟨d8⟩%2F⟨region⟩%2Fs3%2F"
    "aws4_request&X-Amz-Date=⟨d8⟩T⟨t6⟩Z&X-Amz-Expires=⟨exp⟩&X-Amz-SignedHeaders=host"
    "&X-Amz-Security-Token=⟨stq⟩&X-Amz-Signature=⟨sig⟩"
)


def _presign_q(region: str, exp: str) -> str:
    return _PRESIGN_Q.replace("⟨region⟩", region).replace("⟨exp⟩", exp)


SECRETS: tuple[Kind, ...] = (
    Kind(
        "aws_access_key_pair",
        (
            "~/.aws/credentials auf der Batch-Headnode:\n[⟨profile⟩]\naws_access_key_id = ⟨ak⟩\n"
            "aws_secret_access_key = ⟨sk⟩\nregion = eu-central-1",
            "export AWS_ACCESS_KEY_ID=⟨ak⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "nextflow run nf-core/rnaseq -r 3.14.0 -profile awsbatch "
            "--outdir s3://kb-seq-results/⟨run⟩",
            "aws {\n    accessKey = '⟨ak⟩'\n    secretKey = '⟨sk⟩'\n    region = 'eu-central-1'\n"
            "    batch { cliPath = '/home/ec2-user/miniconda/bin/aws' }\n}",
            "| Profil | Access Key ID | Secret Access Key |\n|---|---|---|\n"
            "| ⟨profile⟩ | ⟨ak⟩ | ⟨sk⟩ |",
            "AWS_ACCESS_KEY_ID=⟨ak⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws s3 sync "
            "s3://kb-seq-osaka/⟨run⟩/ ./fastq/ --region ap-northeast-3",
            "大阪コアのアップロード用 IAM ユーザー（⟨profile⟩）のシークレットキーは ⟨sk⟩ です。"
            "キーIDは ⟨ak⟩。",
        ),
        _aws,
        n=7,
        secrets=("ak", "sk"),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨ak⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "⟨exp⟩"\n    },\n    "AssumedRoleUser": {\n'
            '        "AssumedRoleId": "⟨aroa⟩:lea-nf",\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/NextflowBatchRole/lea-nf"\n    }\n}',
            "export AWS_ACCESS_KEY_ID=⟨ak⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "[sso-seqcore]\naws_access_key_id = ⟨ak⟩\naws_secret_access_key = ⟨sk⟩\n"
            "aws_session_token = ⟨st⟩",
            "Temporäre Credentials (1 h) für den Debug-Lauf: Secret ⟨sk⟩, Session-Token ⟨st⟩",
        ),
        _sts,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "s3_presigned_url_signature",
        (
            "Presigned-Link für Osaka (7 Tage gültig):\n"
            "https://kb-seq-delivery.s3.eu-central-1.amazonaws.com/⟨key⟩"
            + _presign_q("eu-central-1", "604800"),
            'curl -o ⟨file⟩ "https://kb-seq-delivery.s3.eu-central-1.amazonaws.com/⟨key⟩'
            "?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=⟨ak⟩%2F⟨d8⟩%2Feu-central-1%2Fs3"
            "%2Faws4_request&X-Amz-Date=⟨d8⟩T⟨t6⟩Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host"
            '&X-Amz-Signature=⟨sig⟩"',
            "大阪から共有された署名付きURL（有効期限24時間）: "
            "https://kb-seq-osaka.s3.ap-northeast-3.amazonaws.com/⟨key⟩"
            + _presign_q("ap-northeast-3", "86400"),
        ),
        _presigned,
        n=7,
        secrets=("sig", "stq", "ak"),
    ),
    Kind(
        "basespace_access_token",
        (
            "~/.basespace/default.cfg\napiServer   = https://api.euc1.sh.basespace.illumina.com\n"
            "accessToken = ⟨t⟩",
            'curl -s -H "x-access-token: ⟨t⟩" '
            '"https://api.euc1.sh.basespace.illumina.com/v2/runs?limit=25&sortby=DateCreated"',
            "BASESPACE_API_SERVER=https://api.basespace.illumina.com BASESPACE_ACCESS_TOKEN=⟨t⟩ "
            "bs list runs --filter-term=⟨inst⟩",
            "BaseSpace-Token des Service-Users (seqcore-bot) nach dem Re-Auth: ⟨t⟩ – gilt bis ⟨d⟩",
            "bs auth --api-server https://api.basespace.illumina.com --force\n"
            "# resulting accessToken = ⟨t⟩ (copied into the Batch job env)",
            "BaseSpace のアクセストークン（大阪コア用）: ⟨t⟩",
        ),
        _basespace,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "illumina_ica_api_key",
        (
            "~/.icav2/config.yaml\nserver-url: ica.illumina.com\nx-api-key: ⟨t⟩\noutput-format: "
            "table",
            'curl -X GET "https://ica.illumina.com/ica/rest/api/projects/⟨proj⟩/analyses" '
            '-H "accept: application/vnd.illumina.v3+json" -H "X-API-Key: ⟨t⟩"',
            "ICAV2_X_API_KEY=⟨t⟩ icav2 projectdata download ⟨fil⟩ ./dragen_out/",
            "Neuer ICA API-Key (Projekt ⟨pname⟩), der alte ist widerrufen: ⟨t⟩",
            '{"apiKey": "⟨t⟩", "projectId": "⟨proj⟩", "pipelineCode": "DRAGEN Germline 4.3.6"}',
        ),
        _ica,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "benchling_api_key",
        (
            "curl -u ⟨t⟩: 'https://kastaniebio.benchling.com/api/v2/dna-sequences"
            "?schemaId=ts_⟨ts⟩&pageSize=50'",
            "from benchling_sdk.auth.api_key_auth import ApiKeyAuth\n"
            'benchling = Benchling(url="https://kastaniebio.benchling.com", '
            'auth_method=ApiKeyAuth("⟨t⟩"))',
            "BENCHLING_API_KEY=⟨t⟩\nBENCHLING_TENANT=https://kastaniebio.benchling.com",
            "Benchling API key für den Plasmid-Sync (User lea.zimmermann, nicht der App-User): ⟨t⟩",
            "Benchling の API キー（登録スクリプト用）は ⟨t⟩ 。来月ローテーション予定。",
        ),
        _benchling,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "dnanexus_api_token",
        (
            "dx login --token ⟨t⟩ --noprojects && dx select ⟨proj⟩",
            'export DX_SECURITY_CONTEXT=\'{"auth_token_type": "Bearer", "auth_token": "⟨t⟩"}\'',
            '~/.dnanexus_config/environment.json:\n{\n  "DX_APISERVER_HOST": "api.dnanexus.com",\n'
            '  "DX_APISERVER_PORT": "443",\n  "DX_APISERVER_PROTOCOL": "https",\n'
            '  "DX_PROJECT_CONTEXT_ID": "⟨proj⟩",\n'
            '  "DX_SECURITY_CONTEXT": "{\\"auth_token_type\\": \\"Bearer\\", '
            '\\"auth_token\\": \\"⟨t⟩\\"}"\n}',
            "curl -X POST https://api.dnanexus.com/system/whoami "
            "-H \"Authorization: Bearer ⟨t⟩\" -H 'Content-Type: application/json' -d '{}'",
            "DNAnexus-Token (90 Tage, nur ⟨proj⟩): ⟨t⟩",
        ),
        _dnanexus,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "globus_client_secret",
        (
            "GLOBUS_CLI_CLIENT_ID=⟨cid⟩\nGLOBUS_CLI_CLIENT_SECRET=⟨s⟩\n"
            "globus transfer ⟨src⟩:/seq/⟨run⟩/ ⟨dst⟩:/projects/kb/⟨run⟩/ --recursive --label "
            '"⟨run⟩"',
            'client = globus_sdk.ConfidentialAppAuthClient(\n    "⟨cid⟩",\n    "⟨s⟩",\n)',
            "Globus-Service-Client 'kb-osaka-sync' (ID ⟨cid⟩), Secret: ⟨s⟩",
            "GLOBUS_COMPUTE_CLIENT_ID=⟨cid⟩ GLOBUS_COMPUTE_CLIENT_SECRET=⟨s⟩ "
            "globus-compute-endpoint start kb-slurm",
            "Globus のクライアントシークレット: ⟨s⟩（クライアントID ⟨cid⟩ は公開情報）",
        ),
        _globus,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "seqera_platform_token",
        (
            "export TOWER_ACCESS_TOKEN=⟨t⟩\nexport TOWER_WORKSPACE_ID=⟨ws⟩\n"
            "nextflow run nf-core/scrnaseq -r 2.7.1 -profile slurm -with-tower",
            "tower {\n    enabled = true\n    accessToken = '⟨t⟩'\n    workspaceId = '⟨ws⟩'\n}",
            "tw --access-token=⟨t⟩ runs list --workspace=KastanieBio/seqcore",
            "Seqera-Platform-Token (lea, 'laptop-2028'): ⟨t⟩ – bitte nicht in die Pipeline-Repos "
            "committen",
            "Seqera のアクセストークン ⟨t⟩ を大阪の Slurm ヘッドノードの ~/.bashrc に設定済み",
        ),
        _seqera,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "github_tokens_for_pipelines",
        (
            "~/.nextflow/scm\nproviders {\n    github {\n        user = 'lea-kb'\n"
            "        password = '⟨ghp⟩'\n    }\n}",
            "GITHUB_TOKEN=⟨ghp⟩ nf-core pipelines download kastaniebio/nf-cart-qc -r 1.4.0 "
            "--container-system singularity",
            "git clone https://x-access-token:⟨fg⟩@github.com/kastaniebio/snakemake-atac.git",
            "echo ⟨fg⟩ | docker login ghcr.io -u lea-kb --password-stdin",
            "Fine-grained PAT für das private Repo kastaniebio/lims-bridge (read-only, läuft am "
            "⟨d⟩ "
            "ab): ⟨fg⟩",
            "gh auth login --with-token <<< '⟨ghp⟩'",
        ),
        _github,
        n=7,
        secrets=("ghp", "fg"),
    ),
    Kind(
        "postgres_url_password",
        (
            "DATABASE_URL=postgresql://lims_app:⟨pw⟩@lims-db.bsl.kastaniebio.internal:5432/lims"
            "?sslmode=require",
            'engine = create_engine("postgresql+psycopg://eln_reader:⟨pw⟩@'
            'eln-pg.bsl.kastaniebio.internal/eln")',
            'psql "postgresql://seqcore:⟨pw⟩@pg-osaka.osaka.kastaniebio.internal:5432/runs" '
            '-c "select count(*) from flowcells"',
            "Das Passwort für die LIMS-Replica (User lims_ro) lautet ⟨pw⟩, Host "
            "lims-replica.bsl.kastaniebio.internal",
            "Snakemake-Profil:\nconfig:\n  tracking_db: "
            "postgresql://snakemake:⟨pw⟩@10.20.4.31:5432/"
            "sm_runs",
            "LIMS の読み取り専用ユーザー lims_ro のパスワードは ⟨pw⟩ です（DB: lims-db.bsl）。",
        ),
        _pg_url,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "postgres_pgpass_and_libpq",
        (
            "~/.pgpass (chmod 600):\nlims-db.bsl.kastaniebio.internal:5432:lims:lims_app:⟨pw⟩\n"
            "pg-osaka.osaka.kastaniebio.internal:5432:runs:seqcore:⟨pw2⟩",
            "PGPASSWORD='⟨pw⟩' pg_dump -h lims-db.bsl.kastaniebio.internal -U lims_app -Fc lims "
            "> lims_⟨d⟩.dump",
            'psql "host=eln-pg.bsl.kastaniebio.internal port=5432 dbname=eln user=eln_writer '
            'password=⟨pw⟩ sslmode=verify-full"',
            "ALTER ROLE benchling_sync WITH PASSWORD '⟨pw⟩';",
            'conn = psycopg.connect(host="lims-db.bsl.kastaniebio.internal", dbname="lims", '
            'user="lea", password="⟨pw⟩")',
        ),
        _pgpass,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "slurmdbd_storage_password",
        (
            "/etc/slurm/slurmdbd.conf\nAuthType=auth/munge\nDbdHost=slurmdbd01\n"
            "StorageType=accounting_storage/mysql\nStorageHost=mariadb01.hpc.kastaniebio.internal\n"
            "StorageUser=slurm\nStoragePass=⟨pw⟩\nStorageLoc=slurm_acct_db",
            "mysql -u slurm -p'⟨pw⟩' -h mariadb01 slurm_acct_db "
            "-e 'select count(*) from kb_cluster_job_table'",
            "slurmdbd の StoragePass を ⟨pw⟩ に変更した。slurmdbd.conf と MariaDB の両方。",
            "StoragePass in slurmdbd.conf ist jetzt ⟨pw⟩ (vorher: error: mysql_real_connect "
            "failed: "
            "1045 Access denied for user 'slurm'@'slurmdbd01')",
            "CREATE USER 'slurm'@'slurmdbd01' IDENTIFIED BY '⟨pw⟩';\n"
            "GRANT ALL ON slurm_acct_db.* TO 'slurm'@'slurmdbd01';",
        ),
        _slurmdbd,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "slurm_rest_jwt",
        (
            "$ scontrol token username=⟨u⟩ lifespan=⟨life⟩\nSLURM_JWT=⟨jwt⟩",
            'curl -s -H "X-SLURM-USER-NAME: ⟨u⟩" -H "X-SLURM-USER-TOKEN: ⟨jwt⟩" '
            "http://slurmrestd.hpc.kastaniebio.internal:6820/slurm/v0.0.41/jobs",
            "export SLURM_JWT=⟨jwt⟩  # für das Seqera-Compute-Env (Slurm REST)",
            "slurmrestd 用の JWT（⟨u⟩、有効期限 ⟨life⟩ 秒）: ⟨jwt⟩",
        ),
        _slurm_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "jupyter_server_token",
        (
            "[I ⟨d⟩ ⟨tm⟩.⟨ms⟩ ServerApp] Jupyter Server 2.14.2 is running at:\n"
            "[I ⟨d⟩ ⟨tm⟩.⟨ms⟩ ServerApp] http://⟨node⟩:⟨port⟩/lab?token=⟨t⟩\n"
            "[I ⟨d⟩ ⟨tm⟩.⟨ms⟩ ServerApp]     http://127.0.0.1:⟨port⟩/lab?token=⟨t⟩",
            "$ jupyter server list\nCurrently running servers:\n"
            "http://⟨node⟩:⟨port⟩/?token=⟨t⟩ :: /home/lea/notebooks/scrna",
            "ssh -L ⟨port⟩:⟨node⟩:⟨port⟩ hpc-login01, dann http://localhost:⟨port⟩/lab?token=⟨t⟩ "
            "öffnen",
            "c.ServerApp.token = '⟨t⟩'\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.port = ⟨port⟩",
            "GPUノード ⟨node⟩ の Jupyter トークン: ⟨t⟩",
        ),
        _jupyter,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "elabftw_api_key",
        (
            'curl -H "Authorization: ⟨t⟩" https://eln.kastaniebio.ch/api/v2/experiments/⟨eid⟩',
            "ELABFTW_API_KEY=⟨t⟩\nELABFTW_HOST=https://eln.kastaniebio.ch/api/v2",
            "configuration = elabapi_python.Configuration()\n"
            'configuration.api_key["api_key"] = "⟨t⟩"\n'
            'configuration.host = "https://eln.kastaniebio.ch/api/v2"',
            "eLabFTW-API-Key (read/write, Team Zelltherapie): ⟨t⟩",
        ),
        _elab,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "slack_webhook_url",
        (
            "nextflow run nf-core/rnaseq -r 3.14.0 -profile awsbatch --hook_url "
            + _SLACK
            + "⟨ti⟩/⟨bi⟩/⟨t⟩ --outdir s3://kb-seq-results/⟨run⟩",
            "SLACK_WEBHOOK_URL=" + _SLACK + "⟨ti⟩/⟨bi⟩/⟨t⟩  # #seq-runs",
            "curl -X POST -H 'Content-type: application/json' --data "
            '\'{"text":"bcl-convert fertig: ⟨run⟩"}\' ' + _SLACK + "⟨ti⟩/⟨bi⟩/⟨t⟩",
            'onsuccess:\n    shell("curl -s -X POST -d \'{{\\"text\\": \\"snakemake done\\"}}\' '
            + _SLACK
            + '⟨ti⟩/⟨bi⟩/⟨t⟩")',
        ),
        _slack,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "openssh_private_key",
        (
            _PEM_OSSH,
            "Deploy-Key für den Globus-Transfer-Host (~/.ssh/id_ed25519_globus):\n\n"
            + _PEM_OSSH
            + "\n",
            "cat > ~/.ssh/id_ed25519_osaka <<'EOF'\n"
            + _PEM_OSSH
            + "\nEOF\nchmod 600 ~/.ssh/id_ed25519_osaka",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "tls_private_key_pem",
        (
            "/etc/ssl/private/lims.kastaniebio.ch.key:\n" + _PEM_RSA,
            _PEM_EC + "\n(Key für den internen Globus-Connect-Server, GCS 5.4)",
            "Zertifikat + Key für jupyterhub.hpc (aus dem Ticket kopiert):\n\n"
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----\n" + _PEM_RSA,
        ),
        _tls,
        n=7,
        secrets=("rsa", "ec"),
    ),
    Kind(
        "gcp_service_account_key_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "kb-terra-anvil",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "' + _GCP_PK + '",\n'
            '  "client_email": "terra-export@kb-terra-anvil.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'Auszug aus sa-terra.json: "private_key": "' + _GCP_PK + '"',
        ),
        _gcp,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "container_registry_tokens",
        (
            "docker login -u kastaniebio -p ⟨dckr⟩",
            'docker login -u="kastaniebio+nextflow_ci" -p="⟨quay⟩" quay.io',
            '~/.docker/config.json\n{\n  "auths": {\n    "https://index.docker.io/v1/": {\n'
            '      "auth": "⟨auth⟩"\n    }\n  }\n}',
            "SINGULARITY_DOCKER_USERNAME=kastaniebio SINGULARITY_DOCKER_PASSWORD=⟨dckr⟩ "
            "singularity pull docker://kastaniebio/cart-qc:1.4.0",
            "Quay-Robot kastaniebio+nextflow_ci, Token: ⟨quay⟩",
        ),
        _registry,
        n=7,
        secrets=("dckr", "quay", "auth"),
    ),
    Kind(
        "ml_platform_tokens",
        (
            "huggingface-cli login --token ⟨hf⟩ --add-to-git-credential",
            "HF_TOKEN=⟨hf⟩ python scripts/embed_cells.py --model ctheodoris/Geneformer",
            "wandb login ⟨wb⟩",
            "WANDB_API_KEY=⟨wb⟩\nWANDB_PROJECT=scvi-integration-osaka",
            'snapshot_download(repo_id="kastaniebio/cart-scfm", token="⟨hf⟩")',
            "W&B-Key vom Team-Account: ⟨wb⟩",
        ),
        _ml,
        n=7,
        secrets=("hf", "wb"),
    ),
    Kind(
        "llm_api_keys",
        (
            "OPENAI_API_KEY=⟨oai⟩ python annotate_clusters.py --adata results/⟨s⟩.h5ad",
            'client = anthropic.Anthropic(api_key="⟨ant⟩")',
            "ANTHROPIC_API_KEY=⟨ant⟩",
            "Für das Cluster-Annotations-Notebook den Projekt-Key ⟨oai⟩ verwendet (Org: Kastanie "
            "Bio)",
            'curl https://api.openai.com/v1/chat/completions -H "Authorization: Bearer ⟨oai⟩" '
            '-H "Content-Type: application/json" -d @prompt.json',
        ),
        _llm,
        n=7,
        secrets=("oai", "ant"),
    ),
    Kind(
        "tailscale_auth_key",
        (
            "sudo tailscale up --authkey=⟨t⟩ --advertise-tags=tag:seqcore --hostname=⟨host⟩",
            "TS_AUTHKEY=⟨t⟩ (reusable, ephemeral, für die Osaka-Sequencer-PCs)",
            "大阪コアのシーケンサーPC（⟨host⟩）を tailnet に追加。認証キー: ⟨t⟩",
            "services:\n  tailscale:\n    image: tailscale/tailscale:v1.82\n    environment:\n"
            "      - TS_AUTHKEY=⟨t⟩\n      - TS_HOSTNAME=⟨host⟩",
        ),
        _tailscale,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_token",
        (
            "export VAULT_ADDR=https://vault.kastaniebio.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            "vault login ⟨t⟩",
            'curl -H "X-Vault-Token: ⟨t⟩" '
            "https://vault.kastaniebio.internal:8200/v1/secret/data/seqcore/basespace",
            "Vault-Root-Token aus der Unseal-Zeremonie (sofort revoken!): ⟨t⟩",
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "smtp_notification_password",
        (
            "mail {\n    from = 'nextflow@kastaniebio.ch'\n    smtp.host = 'smtp.office365.com'\n"
            "    smtp.port = 587\n    smtp.user = 'nextflow@kastaniebio.ch'\n"
            "    smtp.password = '⟨pw⟩'\n    smtp.auth = true\n    smtp.starttls.enable = true\n}",
            "~/.msmtprc\naccount seqcore\nhost smtp.office365.com\nport 587\nauth on\ntls on\n"
            "user seqcore-noreply@kastaniebio.ch\npassword ⟨pw⟩\nfrom "
            "seqcore-noreply@kastaniebio.ch",
            "Das SMTP-Passwort für nextflow@kastaniebio.ch ist das M365-App-Passwort ⟨app⟩",
            "通知メール用 SMTP パスワード（seqcore-noreply）: ⟨pw⟩",
        ),
        _smtp,
        n=7,
        secrets=("pw", "app"),
    ),
    Kind(
        "snakemake_minio_secret_key",
        (
            "snakemake --executor slurm --jobs 200 --default-storage-provider s3 "
            "--default-storage-prefix s3://seq-osaka "
            "--storage-s3-endpoint-url https://minio.osaka.kastaniebio.jp "
            "--storage-s3-access-key ⟨ak⟩ --storage-s3-secret-key ⟨sk⟩",
            "profiles/osaka/config.yaml\nexecutor: slurm\njobs: 200\n"
            "storage-s3-endpoint-url: https://minio.osaka.kastaniebio.jp\n"
            "storage-s3-access-key: ⟨ak⟩\nstorage-s3-secret-key: ⟨sk⟩",
            "mc alias set osaka https://minio.osaka.kastaniebio.jp ⟨ak⟩ ⟨sk⟩",
            "MinIO（大阪）のシークレットキー: ⟨sk⟩ / アクセスキー: ⟨ak⟩",
            "[osaka-minio]\ntype = s3\nprovider = Minio\nendpoint = "
            "https://minio.osaka.kastaniebio.jp\n"
            "access_key_id = ⟨ak⟩\nsecret_access_key = ⟨sk⟩",
        ),
        _minio,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "data_delivery_passwords",
        (
            "lftp -u kb_delivery,'⟨pw⟩' sftp://sftp.osaka-core.kastaniebio.jp "
            "-e 'mirror /outgoing/⟨run⟩ ./⟨run⟩; bye'",
            "sshpass -p '⟨pw⟩' sftp -oBatchMode=no kb_collab@sftp.kastaniebio.ch",
            "納品用SFTPアカウント kb_delivery のパスワードは ⟨pw⟩ です。",
            "EGA-Submitter-Account ega-box-⟨n⟩, Passwort: ⟨pw⟩",
            "Für die Datenübergabe ans USB-Team: SFTP-User collab_usb, Passwort ⟨pw⟩, gültig bis "
            "⟨d⟩",
            "| Empfänger | Protokoll | User | Passwort |\n|---|---|---|---|\n"
            "| Uni Osaka | SFTP | ou_genomics | ⟨pw⟩ |",
        ),
        _delivery,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "oidc_client_secret",
        (
            "curl -s -d 'grant_type=client_credentials' -d 'client_id=lims-sync' "
            "-d 'client_secret=⟨s⟩' "
            "https://sso.kastaniebio.ch/realms/lab/protocol/openid-connect/token",
            "OIDC_CLIENT_ID=jupyterhub\nOIDC_CLIENT_SECRET=⟨s⟩\n"
            "OIDC_ISSUER=https://sso.kastaniebio.ch/realms/lab",
            "c.GenericOAuthenticator.client_secret = '⟨s⟩'",
            "Keycloak-Client 'benchling-bridge' → Tab Credentials → Client Secret: ⟨s⟩",
            "auth:\n  oidc:\n    clientId: lims\n    clientSecret: ⟨s⟩\n"
            "    issuer: https://sso.kastaniebio.ch/realms/lab",
        ),
        _oidc,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "redcap_api_token",
        (
            "curl -X POST https://redcap.kastaniebio.ch/api/ -d token=⟨t⟩ -d content=record "
            "-d format=json -d 'fields[]=patient_id'",
            'proj = redcap.Project("https://redcap.kastaniebio.ch/api/", "⟨t⟩")',
            "REDCAP_API_TOKEN=⟨t⟩  # Projekt CAR-T Follow-up (PID ⟨pid⟩)",
            "REDCap-API-Token für das Apherese-Register: ⟨t⟩",
            "library(REDCapR)\n"
            'ds <- redcap_read(redcap_uri = "https://redcap.kastaniebio.ch/api/", token = '
            '"⟨t⟩")$data',
        ),
        _redcap,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "zenodo_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" https://zenodo.org/api/deposit/depositions',
            "ZENODO_TOKEN=⟨t⟩ python scripts/deposit_supplement.py --reserve-doi",
            "https://zenodo.org/api/deposit/depositions/⟨dep⟩/files?access_token=⟨t⟩",
            "Zenodo Personal Access Token (deposit:write, deposit:actions): ⟨t⟩",
        ),
        _zenodo,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "crypt4gh_private_key",
        (
            _PEM_C4GH,
            "EGA-Upload-Key (~/.c4gh/ega_upload.sec), Passphrase ⟨pw⟩:\n\n" + _PEM_C4GH,
            "C4GH_PASSPHRASE='⟨pw⟩' crypt4gh decrypt --sk ~/.c4gh/kb.sec < ⟨s⟩.bam.c4gh > ⟨s⟩.bam",
        ),
        _c4gh,
        n=7,
        secrets=("body", "pw"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Run-Notiz ⟨run⟩\n- Flowcell ⟨fc⟩, Index ⟨i7⟩+⟨i5⟩\n- md5 R1: ⟨md5⟩\n"
            "- BaseSpace-Token fürs Re-Upload: ⟨bs⟩\n- Nextflow Session ⟨sess⟩",
            "Incident 2028-05-09 (LIMS-Sync)\n- Batch job ⟨job⟩ failed, log stream "
            "nf-ubuntu/default/⟨ls⟩\n- commit ⟨sha⟩\n- lims_app password reset to ⟨pw⟩ during "
            "the call\n- method paper: doi:10.1038/s41587-028-0⟨doi⟩-x",
            "Übergabe Osaka → Basel\n| Datei | md5 |\n|---|---|\n| ⟨s⟩_R1.fastq.gz | ⟨md5⟩ |\n"
            "| ⟨s⟩_R2.fastq.gz | ⟨md52⟩ |\nSFTP-Passwort (kb_delivery): ⟨pw⟩\nGlobus-Task ⟨sess⟩",
        ),
        _among,
        n=7,
        secrets=("bs", "pw"),
    ),
)
