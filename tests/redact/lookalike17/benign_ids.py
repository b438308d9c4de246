"""Benign look-alikes: identifiers that look random but are not credentials."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike17.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    clock,
    day,
    hexs,
    num,
    orcid,
    pick,
    project,
    user,
    uuid4,
)


def _base(r: Random) -> dict[str, str]:
    return {"u": user(r), "p": project(r), "d": day(r), "t": clock(r)}


def _slurm(r: Random) -> dict[str, str]:
    j = num(r, 8)
    a, b = sorted(r.sample(range(100, 400), 2))
    return _base(r) | {
        "j": j,
        "j2": str(int(j) + r.randint(1, 90)),
        "n": f"{a:04d}",
        "m": f"{b:04d}",
        "x": str(r.randint(1, 64)),
    }


def _globus(r: Random) -> dict[str, str]:
    return _base(r) | {"e": uuid4(r), "f": uuid4(r), "k": uuid4(r)}


def _os(r: Random) -> dict[str, str]:
    return _base(r) | {"pid": hexs(r, 32), "uid": hexs(r, 32), "cid": hexs(r, 32), "vm": uuid4(r)}


def _irods(r: Random) -> dict[str, str]:
    return _base(r) | {"c": b64(r, 32), "n": num(r, 3), "sz": num(r, 9)}


def _doi(r: Random) -> dict[str, str]:
    return _base(r) | {"z": num(r, 8), "z2": num(r, 7), "a": num(r, 5), "y": str(r.randint(20, 27))}


def _orcid(r: Random) -> dict[str, str]:
    return _base(r) | {"o": orcid(r), "o2": orcid(r)}


def _flex(r: Random) -> dict[str, str]:
    return _base(r) | {
        "h": hexs(r, 12),
        "h2": hexs(r, 12),
        "n": str(r.randint(1, 400)),
        "port": str(r.choice([27000, 27001, 27010, 1711])),
    }


def _wandb(r: Random) -> dict[str, str]:
    return _base(r) | {
        "r": pick(r, LOWER_ALNUM, 8),
        "s": pick(r, LOWER_ALNUM, 8),
        "n": str(r.randint(1, 300)),
    }


def _hf(r: Random) -> dict[str, str]:
    return _base(r) | {"c": hexs(r, 40), "c2": hexs(r, 40)}


def _gitlab(r: Random) -> dict[str, str]:
    return _base(r) | {
        "c": hexs(r, 40),
        "pl": num(r, 6),
        "job": num(r, 7),
        "rid": num(r, 3),
        "sid": "s_" + hexs(r, 12),
        "mr": num(r, 3),
    }


def _ceph(r: Random) -> dict[str, str]:
    return _base(r) | {
        "f": uuid4(r),
        "b": uuid4(r),
        "m": num(r, 5),
        "pg": f"{r.randint(1, 40)}." + hexs(r, 2),
        "osd": str(r.randint(0, 300)),
    }


def _grafana(r: Random) -> dict[str, str]:
    return _base(r) | {
        "g": pick(r, ALNUM, 9),
        "fp": hexs(r, 16),
        "sil": uuid4(r),
        "panel": str(r.randint(2, 60)),
    }


def _matrix(r: Random) -> dict[str, str]:
    return _base(r) | {
        "room": pick(r, ALNUM, 18),
        "ev": pick(r, B64URL, 43),
        "dev": pick(r, UPPER, 10),
    }


def _tf(r: Random) -> dict[str, str]:
    return _base(r) | {
        "l": uuid4(r),
        "h": b64(r, 32),
        "z": hexs(r, 64),
        "z2": hexs(r, 64),
        "vm": uuid4(r),
        "serial": str(r.randint(3, 900)),
    }


def _redcap(r: Random) -> dict[str, str]:
    return _base(r) | {"pid": num(r, 4), "rec": num(r, 3), "s": pick(r, UPPER_ALNUM, 10)}


def _qualtrics(r: Random) -> dict[str, str]:
    return _base(r) | {"sv": pick(r, ALNUM, 15), "rr": pick(r, ALNUM, 15), "ur": pick(r, ALNUM, 15)}


def _ood(r: Random) -> dict[str, str]:
    return _base(r) | {
        "s": uuid4(r),
        "k": uuid4(r),
        "j": num(r, 8),
        "port": str(r.randint(20000, 60000)),
        "n": f"{r.randint(1, 40):03d}",
    }


BENIGN_IDS: tuple[Kind, ...] = (
    Kind(
        "slurm_ids",
        (
            "$ sbatch --account=def-⟨u⟩ --partition=gpu-a100 train.sh\nSubmitted batch job ⟨j⟩",
            "JobId=⟨j⟩ JobName=⟨p⟩ UserId=⟨u⟩ NodeList=aur-c[⟨n⟩-⟨m⟩] ExitCode=0:0",
            (
                "| JobID | State | Elapsed |\n|---|---|---|\n| ⟨j⟩_⟨x⟩ | COMPLETED | 02:14:07 |\n"
                "| ⟨j2⟩ | OUT_OF_MEMORY | 00:41:55 |"
            ),
            "Job ⟨j⟩ on aur-g⟨n⟩ was preempted at ⟨t⟩; resubmitted as ⟨j2⟩.",
            "slurmstepd: error: *** JOB ⟨j⟩ ON aur-c⟨m⟩ CANCELLED AT ⟨d⟩T⟨t⟩ DUE TO TIME LIMIT ***",
        ),
        _slurm,
    ),
    Kind(
        "globus_ids",
        (
            (
                "$ globus transfer ⟨e⟩:/project/⟨p⟩/raw ⟨f⟩:/~/⟨p⟩ --recursive --label ⟨p⟩-⟨d⟩\n"
                "Message: The transfer has been accepted and a task has been created and queued.\n"
                "Task ID: ⟨k⟩"
            ),
            "Aurore scratch collection: ⟨e⟩ (mapped collection, HA endpoint)",
            "Globus task ⟨k⟩ finished ⟨d⟩ ⟨t⟩ — 1.3 TB, 0 faults.",
            '{"DATA_TYPE": "transfer", "source_endpoint": "⟨e⟩", "destination_endpoint": "⟨f⟩"}',
            "Collection UUID du stockage Nearline : ⟨f⟩",
        ),
        _globus,
    ),
    Kind(
        "openstack_ids",
        (
            "OS_PROJECT_ID=⟨pid⟩\nOS_USER_DOMAIN_NAME=Default\nOS_REGION_NAME=QC-1",
            (
                "| Field | Value |\n|---|---|\n| id | ⟨cid⟩ |\n| name | tf-⟨p⟩ |\n"
                "| project_id | ⟨pid⟩ |\n| expires_at | None |"
            ),
            "VM ⟨vm⟩ in project ⟨pid⟩ stuck in BUILD since ⟨t⟩.",
            "application_credential_id: ⟨cid⟩  # the secret is in Vault, not here",
            "Keystone user id of ⟨u⟩: ⟨uid⟩",
        ),
        _os,
    ),
    Kind(
        "irods_paths",
        (
            (
                "$ ils -L /laurZone/home/⟨u⟩/⟨p⟩\n  ⟨u⟩  0 demoResc  ⟨sz⟩ ⟨d⟩.⟨t⟩ & run_⟨n⟩.h5\n"
                "    sha2:⟨c⟩    generic    /var/lib/irods/Vault/home/⟨u⟩/⟨p⟩/run_⟨n⟩.h5"
            ),
            "ichksum returned sha2:⟨c⟩ for /laurZone/projects/⟨p⟩/run_⟨n⟩.tar",
            "iRODS collection for the ⟨p⟩ archive: /laurZone/projects/⟨p⟩/⟨d⟩/batch_⟨n⟩",
            "imeta add -C /laurZone/projects/⟨p⟩ checksum sha2:⟨c⟩",
        ),
        _irods,
    ),
    Kind(
        "dois",
        (
            "Dataset DOI: https://doi.org/10.5281/zenodo.⟨z⟩ (concept DOI 10.5281/zenodo.⟨z2⟩)",
            "Cite as 10.20383/103.0⟨a⟩ (FRDR) for the ⟨p⟩ release.",
            "- [x] mint DOI 10.5281/zenodo.⟨z⟩ for ⟨p⟩ v1.⟨y⟩.0",
            "@dataset{⟨u⟩_20⟨y⟩,\n  doi = {10.5281/zenodo.⟨z⟩},\n  publisher = {Zenodo}\n}",
            "DOI do artigo: 10.1038/s41586-0⟨y⟩-0⟨a⟩-x",
        ),
        _doi,
    ),
    Kind(
        "orcid_ids",
        (
            "PI ORCID: https://orcid.org/⟨o⟩",
            '{"name": "⟨u⟩", "orcid": "⟨o⟩", "affiliation": "Université de la Laurentie"}',
            "creators:\n  - orcid: ⟨o⟩\n  - orcid: ⟨o2⟩",
            "ORCID-tunniste tarkistettu (⟨d⟩): ⟨o⟩",
            "作者 ORCID：⟨o⟩；通讯作者 ORCID：⟨o2⟩",
        ),
        _orcid,
    ),
    Kind(
        "flexlm_hostids",
        (
            "SERVER lic-matlab.ulaurentie.ca ⟨h⟩ ⟨port⟩\nDAEMON MLM\nUSE_SERVER",
            '$ lmutil lmhostid\nThe FlexNet host ID of this machine is "⟨h⟩ ⟨h2⟩"',
            "MLM license server hostid is ⟨h⟩ — MathWorks needs it for the license file.",
            "export MLM_LICENSE_FILE=⟨port⟩@lic-matlab.ulaurentie.ca",
            "lmstat: Users of MATLAB: (Total of ⟨n⟩ licenses issued; HOSTID=⟨h⟩)",
        ),
        _flex,
    ),
    Kind(
        "wandb_run_ids",
        (
            "wandb: 🚀 View run at https://wandb.ai/ulaurentie-rc/⟨p⟩/runs/⟨r⟩",
            "Best run so far: ⟨r⟩ (sweep ⟨s⟩, val_loss 0.⟨n⟩)",
            (
                "$ wandb sweep sweep.yaml\nwandb: Created sweep with ID: ⟨s⟩\n"
                "wandb: Run sweep agent with: wandb agent ulaurentie-rc/⟨p⟩/⟨s⟩"
            ),
            "WANDB_RUN_ID=⟨r⟩\nWANDB_RESUME=allow",
            "| run | sweep | epochs |\n|---|---|---|\n| ⟨r⟩ | ⟨s⟩ | ⟨n⟩ |",
        ),
        _wandb,
    ),
    Kind(
        "hf_revisions",
        (
            "Pinned model revision: ulaurentie/⟨p⟩-base@⟨c⟩",
            "```python\nAutoModel.from_pretrained('ulaurentie/⟨p⟩-base', revision='⟨c⟩')\n```",
            "https://huggingface.co/datasets/ulaurentie/⟨p⟩/tree/⟨c⟩",
            "HF cache: models--ulaurentie--⟨p⟩/snapshots/⟨c⟩/config.json",
            "Upstream moved from ⟨c2⟩ to ⟨c⟩ on ⟨d⟩; results differ slightly.",
        ),
        _hf,
    ),
    Kind(
        "gitlab_ids",
        (
            "Pipeline #⟨pl⟩ failed at job ⟨job⟩ (commit ⟨c⟩)",
            (
                "commit ⟨c⟩\nAuthor: ⟨u⟩ <⟨u⟩@ulaurentie.ca>\n"
                "Date:   ⟨d⟩\n\n    ci: bump apptainer to 1.3"
            ),
            "Runner #⟨rid⟩ (system_id ⟨sid⟩) is offline since ⟨t⟩.",
            "Merged !⟨mr⟩ at ⟨c⟩ into main of rc/⟨p⟩.",
            "CI_COMMIT_SHA=⟨c⟩\nCI_PIPELINE_ID=⟨pl⟩\nCI_JOB_ID=⟨job⟩",
        ),
        _gitlab,
    ),
    Kind(
        "ceph_ids",
        (
            "[global]\nfsid = ⟨f⟩\nmon_host = 10.20.0.11,10.20.0.12,10.20.0.13",
            (
                "$ ceph -s\n  cluster:\n    id:     ⟨f⟩\n    health: HEALTH_WARN\n"
                "            1 pgs not deep-scrubbed in time"
            ),
            '"bucket": "⟨p⟩-raw", "id": "⟨b⟩.⟨m⟩.1", "marker": "⟨b⟩.⟨m⟩.1"',
            "pg ⟨pg⟩ is active+clean+inconsistent, acting [⟨osd⟩,12,77]",
            "Ceph FSID pour le cluster de stockage : ⟨f⟩",
        ),
        _ceph,
    ),
    Kind(
        "grafana_prometheus_ids",
        (
            (
                "Dashboard: https://grafana.rc.ulaurentie.ca/d/⟨g⟩/slurm-jobs"
                "?orgId=1&viewPanel=⟨panel⟩"
            ),
            "Alert fingerprint ⟨fp⟩ (SlurmNodeDown) fired at ⟨t⟩",
            "$ amtool silence add alertname=CephHealthWarn --duration=2h\n⟨sil⟩",
            '{"uid": "⟨g⟩", "title": "Aurore GPU usage", "version": ⟨panel⟩}',
            "Grafana-paneelin uid on ⟨g⟩; hälytyksen sormenjälki ⟨fp⟩",
        ),
        _grafana,
    ),
    Kind(
        "matrix_ids",
        (
            "Ops room: !⟨room⟩:matrix.ulaurentie.ca",
            "Pinned event $⟨ev⟩ in #aurore-status:matrix.ulaurentie.ca",
            "Device ⟨dev⟩ of @⟨u⟩:matrix.ulaurentie.ca is unverified.",
            '{"room_id": "!⟨room⟩:matrix.ulaurentie.ca", "event_id": "$⟨ev⟩"}',
            "הודעה נעוצה בחדר !⟨room⟩:matrix.ulaurentie.ca",
        ),
        _matrix,
    ),
    Kind(
        "terraform_lock_ids",
        (
            (
                'provider "registry.terraform.io/terraform-provider-openstack/openstack" {\n'
                '  version = "2.1.0"\n  hashes = [\n    "h1:⟨h⟩",\n    "zh:⟨z⟩",\n'
                '    "zh:⟨z2⟩",\n  ]\n}'
            ),
            '{"version": 4, "serial": ⟨serial⟩, "lineage": "⟨l⟩"}',
            "openstack_compute_instance_v2.login[0]: Creation complete after 41s [id=⟨vm⟩]",
            "State lineage ⟨l⟩, serial ⟨serial⟩ — do not force-push.",
        ),
        _tf,
    ),
    Kind(
        "redcap_ids",
        (
            "REDCap pid ⟨pid⟩ (⟨p⟩), record ⟨rec⟩, event baseline_arm_1",
            "Public survey link for recruitment: https://redcap.ulaurentie.ca/surveys/?s=⟨s⟩",
            "| pid | record | instrument |\n|---|---|---|\n| ⟨pid⟩ | ⟨rec⟩ | consent_form |",
            "Lien public du questionnaire : https://redcap.ulaurentie.ca/surveys/?s=⟨s⟩",
        ),
        _redcap,
    ),
    Kind(
        "qualtrics_ids",
        (
            "Survey SV_⟨sv⟩ (⟨p⟩ pilot) closed ⟨d⟩",
            "Response R_⟨rr⟩ flagged as duplicate.",
            (
                "$ curl https://ca1.qualtrics.com/API/v3/surveys/SV_⟨sv⟩/export-responses "
                '-H "X-API-TOKEN: $QUALTRICS_API_TOKEN"'
            ),
            "Qualtrics user id UR_⟨ur⟩ belongs to ⟨u⟩",
            "Anket kimliği: SV_⟨sv⟩, yanıt kimliği: R_⟨rr⟩",
        ),
        _qualtrics,
    ),
    Kind(
        "ood_jupyter_ids",
        (
            "OnDemand session ⟨s⟩ (Jupyter, job ⟨j⟩) on aur-g⟨n⟩:⟨port⟩",
            "~/ondemand/data/sys/dashboard/batch_connect/sys/jupyter/output/⟨s⟩/output.log",
            "[I ⟨d⟩ ⟨t⟩ ServerApp] Kernel started: ⟨k⟩",
            "Sessão OnDemand ⟨s⟩ caiu às ⟨t⟩; job ⟨j⟩ ainda em execução.",
        ),
        _ood,
    ),
)
