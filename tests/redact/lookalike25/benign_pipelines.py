"""Benign look-alikes from the pipelines: Nextflow sessions and work hashes, Snakemake state,
container digests and git revisions, AWS resource ids, Slurm output, notebook outputs,
lock-file hashes and reference checksums. None is a secret."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike25.gen import (
    ALNUM,
    B32,
    Kind,
    acgt,
    b64,
    b64url,
    clock,
    day,
    hexs,
    md5,
    num,
    pick,
    sample_id,
    sha256,
    uuid4,
)

_ADJ = ("nostalgic", "festering", "admiring", "elegant", "sharp_eyed", "happy", "zen", "golden")
_SCI = ("curie", "hopper", "franklin", "mcclintock", "sanger", "kimura", "yamanaka", "ohno")
_TOOLS = (
    ("samtools", "1.21"),
    ("salmon", "1.10.3"),
    ("star", "2.7.11b"),
    ("fastqc", "0.12.1"),
    ("multiqc", "1.27"),
    ("bwa-mem2", "2.2.1"),
    ("macs3", "3.0.2"),
)


def _nf_name(r: Random) -> str:
    return f"{r.choice(_ADJ)}_{r.choice(_SCI)}"


def _sessions(r: Random) -> dict[str, str]:
    return {
        "name": _nf_name(r),
        "sess": uuid4(r),
        "rev": hexs(r, 10),
        "wf": pick(r, ALNUM, 14),
        "d": day(r),
        "tm": clock(r),
        "dur": f"{r.randint(1, 23)}h {r.randint(1, 59)}m",
        "ver": r.choice(("24.10.4", "25.04.2", "25.10.0", "24.04.4")),
    }


def _work(r: Random) -> dict[str, str]:
    return {
        "h2": hexs(r, 2),
        "h6": hexs(r, 6),
        "h2b": hexs(r, 2),
        "h6b": hexs(r, 6),
        "h30": hexs(r, 30),
        "s": sample_id(r),
        "tid": str(r.randint(1, 900)),
        "jobid": uuid4(r),
        "name": _nf_name(r),
    }


def _snakemake(r: Random) -> dict[str, str]:
    paths = [
        f"results/{sample_id(r)}/{r.choice(('counts.tsv', 'peaks.narrowPeak', 'aligned.bam'))}"
        for _ in range(3)
    ]
    return {
        "h32": md5(r),
        "m1": base64.urlsafe_b64encode(paths[0].encode()).decode(),
        "m2": base64.urlsafe_b64encode(paths[1].encode()).decode(),
        "m3": base64.urlsafe_b64encode(paths[2].encode()).decode(),
        "n": str(r.randint(2, 96)),
        "jid": str(r.randint(1, 400)),
        "slurm": num(r, 7),
        "d": day(r),
        "t6": clock(r).replace(":", ""),
        "us": f"{r.randint(0, 999999):06d}",
        "env": r.choice(("star", "deeptools", "macs3", "scanpy", "cellranger")),
    }


def _containers(r: Random) -> dict[str, str]:
    tool, ver = r.choice(_TOOLS)
    return {
        "tool": tool,
        "ver": ver,
        "digest": sha256(r),
        "h16": hexs(r, 16),
        "build": "h" + hexs(r, 7) + "_" + str(r.randint(0, 4)),
        "h7": hexs(r, 7),
        "h7b": hexs(r, 7),
        "h7c": hexs(r, 7),
        "sha": hexs(r, 40),
        "gv": str(r.choice((44, 45, 46, 47))),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "aroa": "AROA" + pick(r, B32, 17),
        "aida": "AIDA" + pick(r, B32, 17),
        "job": uuid4(r),
        "job2": uuid4(r),
        "i": "i-0" + hexs(r, 16),
        "ami": "ami-0" + hexs(r, 16),
        "subnet": "subnet-0" + hexs(r, 16),
        "sg": "sg-0" + hexs(r, 16),
        "ls": hexs(r, 32),
        "kms": uuid4(r),
        "lt": "lt-0" + hexs(r, 16),
        "tag": f"1.{r.randint(0, 9)}.{r.randint(0, 9)}",
    }


def _slurm(r: Random) -> dict[str, str]:
    jid = num(r, 7)
    return {
        "jid": jid,
        "jid2": str(int(jid) + r.randint(1, 40)),
        "node": r.choice(("cpu-hm-12", "gpu-a100-07", "cpu-std-31", "osk-cpu-05")),
        "rss": f"{r.randint(2, 480)}G",
        "elapsed": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
        "uid": num(r, 5),
        "gid": num(r, 4),
        "eff": f"{r.uniform(5, 99):.2f}",
        "s": sample_id(r),
        "arr": str(r.choice((24, 48, 96, 384))),
    }


def _png(r: Random) -> str:
    return "iVBORw0KGgoAAAANSUhEUgAA" + b64(r, r.choice((96, 120, 150)))


def _notebooks(r: Random) -> dict[str, str]:
    return {
        "cid": hexs(r, 8),
        "cid2": hexs(r, 8) + "-" + hexs(r, 4) + "-" + hexs(r, 4),
        "png": _png(r),
        "n": str(r.randint(1, 80)),
        "kid": uuid4(r),
        "cb1": acgt(r, 16),
        "cb2": acgt(r, 16),
        "nobs": str(r.randint(5000, 90000)),
        "nvar": str(r.choice((33538, 36601, 38606, 2000))),
        "d": day(r),
        "tm": clock(r),
        "ms": f"{r.randint(0, 999):03d}",
    }


def _locks(r: Random) -> dict[str, str]:
    tool, ver = r.choice(_TOOLS)
    return {
        "h64": sha256(r),
        "h64b": sha256(r),
        "h32": md5(r),
        "tool": tool,
        "ver": ver,
        "build": "h" + hexs(r, 7) + "_" + str(r.randint(0, 4)),
        "size": str(r.randint(10000, 9000000)),
        "py": r.choice(("scanpy==1.10.4", "anndata==0.11.3", "scvi-tools==1.3.0", "pysam==0.23.0")),
    }


def _refs(r: Random) -> dict[str, str]:
    c = r.choice([str(i) for i in range(1, 23)] + ["X", "Y", "M"])
    return {
        "c": c,
        "len": str(r.randint(16569, 248956422)),
        "m5": md5(r),
        "m5b": md5(r),
        "rg": b64url(r, 24),
        "rg2": b64url(r, 24),
        "h64": sha256(r),
        "rel": r.choice(("2020-A", "2024-A", "GENCODE v46", "Ensembl 113")),
    }


PIPELINES: tuple[Kind, ...] = (
    Kind(
        "nextflow_sessions_and_run_names",
        (
            " N E X T F L O W   ~  version ⟨ver⟩\n\nLaunching `https://github.com/nf-core/rnaseq` "
            "[⟨name⟩] DSL2 - revision: ⟨rev⟩ [3.14.0]",
            "$ nextflow log\nTIMESTAMP\tDURATION\tRUN NAME\tSTATUS\tREVISION ID\tSESSION "
            "ID\tCOMMAND\n"
            "⟨d⟩ ⟨tm⟩\t⟨dur⟩\t⟨name⟩\tOK\t⟨rev⟩\t⟨sess⟩\tnextflow run nf-core/sarek -r 3.5.1 "
            "-profile awsbatch",
            "Seqera-Run ⟨wf⟩ "
            "(https://cloud.seqera.io/orgs/KastanieBio/workspaces/seqcore/watch/⟨wf⟩) "
            "war nach ⟨dur⟩ fertig",
            "nextflow run nf-core/scrnaseq -r 2.7.1 -resume ⟨sess⟩ -profile slurm",
            "セッション ⟨sess⟩（⟨name⟩）は -resume で再開できなかった：キャッシュ DB が壊れていた",
            '{"runName":"⟨name⟩","runId":"⟨sess⟩","event":"completed","utcTime":"⟨d⟩T⟨tm⟩Z"}',
        ),
        _sessions,
    ),
    Kind(
        "nextflow_work_hashes",
        (
            "[⟨h2⟩/⟨h6⟩] NFCORE_RNASEQ:RNASEQ:FASTQC (⟨s⟩)  [100%] 24 of 24 ✔\n"
            "[⟨h2b⟩/⟨h6b⟩] NFCORE_RNASEQ:RNASEQ:ALIGN_STAR:STAR_ALIGN (⟨s⟩)  [ 62%] 15 of 24",
            "ERROR ~ Error executing process > "
            "'NFCORE_SAREK:SAREK:FASTQ_ALIGN_BWAMEM_MEM2:BWAMEM2_MEM "
            "(⟨s⟩)'\n\nCaused by:\n  Process terminated with an error exit status (137)\n\n"
            "Work dir:\n  s3://kb-nf-work/scratch/⟨h2⟩/⟨h30⟩",
            "cd /scratch/nxf-work/⟨h2⟩/⟨h30⟩ && cat .command.err",
            "task_id\thash\tnative_id\tname\tstatus\texit\n⟨tid⟩\t⟨h2⟩/⟨h6⟩\t⟨jobid⟩\t"
            "SALMON_QUANT (⟨s⟩)\tCOMPLETED\t0",
            "Work-Verzeichnis ⟨h2⟩/⟨h30⟩ gelöscht (nextflow clean -f ⟨name⟩)",
            "作業ディレクトリ work/⟨h2⟩/⟨h30⟩ の .command.log を確認",
        ),
        _work,
    ),
    Kind(
        "snakemake_state_and_hashes",
        (
            "Conda-Env liegt unter .snakemake/conda/⟨h32⟩_ (envs/⟨env⟩.yaml)",
            "Building DAG of jobs...\nUsing shell: /usr/bin/bash\nJob stats:\njob      count\n"
            "-----  -------\nalign      ⟨n⟩\nall          1\n\n"
            "Submitted job ⟨jid⟩ with external jobid '⟨slurm⟩'.",
            "Complete log: .snakemake/log/⟨d⟩T⟨t6⟩.⟨us⟩.snakemake.log",
            "$ ls .snakemake/metadata/ | head -3\n⟨m1⟩\n⟨m2⟩\n⟨m3⟩",
            "Snakemake の incomplete マーカー .snakemake/incomplete/⟨m1⟩ を削除して再実行",
            "--conda-prefix /scratch/sm-conda: Env ⟨h32⟩ wird neu gebaut, weil envs/⟨env⟩.yaml "
            "geändert wurde",
        ),
        _snakemake,
    ),
    Kind(
        "container_digests_and_git_revisions",
        (
            "Digest: sha256:⟨digest⟩\n"
            "Status: Downloaded newer image for quay.io/biocontainers/⟨tool⟩:⟨ver⟩--⟨build⟩",
            "container 'community.wave.seqera.io/library/⟨tool⟩:⟨ver⟩--⟨h16⟩'",
            "Singularity-Cache: depot.galaxyproject.org-singularity-⟨tool⟩-⟨ver⟩--⟨build⟩.img",
            "$ git log --oneline -3\n⟨h7⟩ Fix STAR index path for GENCODE v⟨gv⟩\n"
            "⟨h7b⟩ Bump nf-core template to 3.2.0\n⟨h7c⟩ Add Osaka Slurm profile",
            "Pipeline gepinnt auf Commit ⟨sha⟩ (Tag v1.4.0)",
            "kastaniebio/cart-qc@sha256:⟨digest⟩ – diese Digest in nextflow.config eintragen",
        ),
        _containers,
    ),
    Kind(
        "aws_resource_ids",
        (
            '$ aws sts get-caller-identity\n{\n    "UserId": "⟨aroa⟩:lea.zimmermann",\n'
            '    "Account": "⟨acct⟩",\n'
            '    "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/AWSReservedSSO_Bioinf_⟨h⟩/'
            'lea.zimmermann"\n}',
            "Job-Queue arn:aws:batch:eu-central-1:⟨acct⟩:job-queue/nf-spot-queue, "
            "Job ⟨job⟩ hängt in RUNNABLE",
            "⟨i⟩ (c6id.8xlarge) im Compute-Env nf-spot: AMI ⟨ami⟩, Subnet ⟨subnet⟩, SG ⟨sg⟩",
            "ECR-Image: ⟨acct⟩.dkr.ecr.eu-central-1.amazonaws.com/kb/scrna-tools:⟨tag⟩",
            "CloudWatch: /aws/batch/job → nf-ubuntu/default/⟨ls⟩ (Job ⟨job2⟩)",
            "S3-Bucket-Verschlüsselung mit arn:aws:kms:eu-central-1:⟨acct⟩:key/⟨kms⟩, "
            "Launch Template ⟨lt⟩",
            "IAM ユーザー nf-legacy の一意 ID は ⟨aida⟩（キーではない）",
        ),
        lambda r: {**_aws(r), "h": hexs(r, 16)},
    ),
    Kind(
        "slurm_job_output",
        (
            "$ sbatch run_cellranger.sh\nSubmitted batch job ⟨jid⟩",
            "JobID           JobName    State      Elapsed     MaxRSS\n"
            "------------ ---------- ---------- ---------- ----------\n"
            "⟨jid⟩        nf-STAR_A+ COMPLETED  ⟨elapsed⟩  ⟨rss⟩\n"
            "⟨jid2⟩       nf-SALMON+ OUT_OF_ME+ ⟨elapsed⟩  ⟨rss⟩",
            "Job ID: ⟨jid⟩\nCluster: kb-hpc\nUser/Group: lea/kb_bioinf\nState: COMPLETED (exit "
            "code 0)\n"
            "CPU Efficiency: ⟨eff⟩% of 1-00:00:00 core-walltime\nMemory Utilized: ⟨rss⟩",
            "JobId=⟨jid⟩ JobName=nf-NFCORE_SAREK_BWAMEM2_MEM_(⟨s⟩)\n"
            "   UserId=lea(⟨uid⟩) GroupId=kb_bioinf(⟨gid⟩) MCS_label=N/A\n"
            "   JobState=RUNNING Reason=None NodeList=⟨node⟩",
            "Array-Job ⟨jid⟩_[1-⟨arr⟩%16] für die Plattenläufe, ⟨node⟩ ist drained",
            "ジョブ ⟨jid⟩ は OUT_OF_MEMORY（MaxRSS ⟨rss⟩）。--mem を増やして再投入。",
        ),
        _slurm,
    ),
    Kind(
        "jupyter_notebook_outputs",
        (
            '{\n "cell_type": "code",\n "execution_count": ⟨n⟩,\n "id": "⟨cid⟩",\n "outputs": [\n'
            '  {\n   "data": {\n    "image/png": "⟨png⟩",\n'
            '    "text/plain": ["<Figure size 640x480 with 1 Axes>"]\n   },\n'
            '   "output_type": "display_data"\n  }\n ]\n}',
            "AnnData object with n_obs × n_vars = ⟨nobs⟩ × ⟨nvar⟩\n"
            "    obs: 'sample', 'n_genes_by_counts', 'pct_counts_mt', 'leiden'\n"
            "    uns: 'leiden', 'neighbors', 'umap'\n    obsm: 'X_pca', 'X_umap'",
            "[I ⟨d⟩ ⟨tm⟩.⟨ms⟩ ServerApp] Kernel started: ⟨kid⟩, name: python3",
            "adata.obs_names[:2] → ['⟨cb1⟩-1', '⟨cb2⟩-1']",
            'Zelle "id": "⟨cid2⟩" im Notebook 03_annotation.ipynb erzeugt den UMAP-Plot',
            "カーネル ⟨kid⟩ が再起動した（メモリ不足）",
        ),
        _notebooks,
    ),
    Kind(
        "lockfile_hashes_and_versions",
        (
            "⟨py⟩ \\\n    --hash=sha256:⟨h64⟩ \\\n    --hash=sha256:⟨h64b⟩",
            "dependencies:\n  - bioconda::⟨tool⟩=⟨ver⟩=⟨build⟩\n  - conda-forge::python=3.12",
            '[[package]]\nname = "anndata"\nversion = "0.11.3"\n'
            'sdist = { url = "https://files.pythonhosted.org/packages/anndata-0.11.3.tar.gz", '
            'hash = "sha256:⟨h64⟩", size = ⟨size⟩ }',
            '"Seurat": {\n  "Package": "Seurat",\n  "Version": "5.2.1",\n  "Source": '
            '"Repository",\n'
            '  "Repository": "CRAN",\n  "Hash": "⟨h32⟩"\n}',
            "  - name: ⟨tool⟩\n    version: ⟨ver⟩\n    hash:\n      md5: ⟨h32⟩\n      sha256: "
            "⟨h64⟩",
            "Versionen im Lauf: bcl-convert 4.2.7, DRAGEN 4.3.6, cellranger 9.0.1, ⟨tool⟩ ⟨ver⟩ "
            "(Build ⟨build⟩)",
        ),
        _locks,
    ),
    Kind(
        "reference_checksums_and_refget",
        (
            "@SQ\tSN:chr⟨c⟩\tLN:⟨len⟩\tM5:⟨m5⟩\tUR:file:/refs/GRCh38/GRCh38.primary_assembly.genome.fa",
            "refget-Digest für chr⟨c⟩: SQ.⟨rg⟩ (MD5 ⟨m5⟩)",
            "$ sha256sum refdata-gex-GRCh38-⟨rel⟩.tar.gz\n⟨h64⟩  refdata-gex-GRCh38-⟨rel⟩.tar.gz",
            "Sequence-Collection-Digest der Referenz: ⟨rg2⟩ – stimmt mit Osaka überein",
            "参照ゲノム chr⟨c⟩ の MD5 が一致しない: ⟨m5⟩ ≠ ⟨m5b⟩（別のアセンブリ？）",
        ),
        _refs,
    ),
)
