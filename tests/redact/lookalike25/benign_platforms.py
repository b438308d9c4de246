"""Benign look-alikes from the lab's platforms: Benchling, LIMS and ELN identifiers, DNAnexus
and Globus objects, BaseSpace and ICA ids, cell-therapy lot and chain-of-identity numbers,
and Postgres notes that carry no password. None is a secret."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike25.gen import (
    ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    day,
    dx_id,
    hexs,
    num,
    pick,
    run_folder,
    sample_id,
    stamp,
    uuid4,
)


def _bl(r: Random, prefix: str) -> str:
    return prefix + pick(r, ALNUM, 8)


def _benchling(r: Random) -> dict[str, str]:
    seq = _bl(r, "seq_")
    return {
        "seq": seq,
        "seqsuf": seq[4:],
        "bfi": _bl(r, "bfi_"),
        "etr": _bl(r, "etr_"),
        "plt": _bl(r, "plt_"),
        "box": _bl(r, "box_"),
        "loc": _bl(r, "loc_"),
        "wft": _bl(r, "wftask_"),
        "req": _bl(r, "req_"),
        "prtn": _bl(r, "prtn_"),
        "ts": _bl(r, "ts_"),
        "ts2": _bl(r, "ts_"),
        "lib": _bl(r, "lib_"),
        "reg": f"{r.randint(1, 9999):04d}",
        "reg2": f"{r.randint(1, 9999):04d}",
    }


def _lims(r: Random) -> dict[str, str]:
    d = day(r)
    return {
        "n6": f"{r.randint(1, 999999):06d}",
        "n6b": f"{r.randint(1, 999999):06d}",
        "luid": num(r, 7),
        "cont": num(r, 5),
        "proc": num(r, 6),
        "adm": f"ADM{r.randint(100, 9999)}A{r.randint(1, 99)}",
        "dd": d[-2:],
        "k": str(r.randint(1, 9)),
        "sop": f"{r.randint(1, 999):03d}",
        "v": f"{r.randint(1, 9)}.{r.randint(0, 9)}",
        "eid": str(r.randint(100, 9999)),
        "iid": str(r.randint(10, 3000)),
        "elabid": d.replace("-", "") + "-" + hexs(r, 40),
        "ts": stamp(r),
        "txn": uuid4(r),
        "state": num(r, 6),
    }


def _dnanexus(r: Random) -> dict[str, str]:
    run = run_folder(r)[0]
    return {
        "proj": dx_id(r, "project"),
        "file": dx_id(r, "file"),
        "file2": dx_id(r, "file"),
        "job": dx_id(r, "job"),
        "job2": dx_id(r, "job"),
        "analysis": dx_id(r, "analysis"),
        "applet": dx_id(r, "applet"),
        "record": dx_id(r, "record"),
        "run": run,
        "s": sample_id(r),
    }


def _globus(r: Random) -> dict[str, str]:
    return {
        "src": uuid4(r),
        "dst": uuid4(r),
        "task": uuid4(r),
        "cid": uuid4(r),
        "run": run_folder(r)[0],
        "files": str(r.randint(12, 4000)),
        "gb": f"{r.uniform(20, 4000):.1f}",
        "d": day(r),
    }


def _basespace(r: Random) -> dict[str, str]:
    run = run_folder(r)[0]
    return {
        "run2": run_folder(r)[0],
        "id": num(r, 9),
        "id2": num(r, 9),
        "pid": num(r, 9),
        "bsid": num(r, 9),
        "as": num(r, 9),
        "run": run,
        "exp": f"KB-{r.choice(('CART', 'ATAC', 'WGS', 'scRNA'))}-{r.randint(1, 99):02d}",
        "proj": uuid4(r),
        "ana": uuid4(r),
        "fil": "fil." + hexs(r, 32),
        "fil2": "fil." + hexs(r, 32),
        "fol": "fol." + hexs(r, 32),
        "s": sample_id(r),
    }


def _celltherapy(r: Random) -> dict[str, str]:
    return {
        "fac": pick(r, "0123456789", 4),
        "ser": f"{r.randint(1, 999999):06d}",
        "flag": f"{r.randint(0, 99):02d}",
        "chk": r.choice(UPPER + "0123456789*"),
        "n5": f"{r.randint(1, 99999):05d}",
        "lot": f"{r.randint(1, 9999):04d}",
        "vl": f"{r.randint(20, 28)}{r.randint(1, 99):02d}-{pick(r, UPPER_ALNUM, 4)}",
        "vcn": f"{r.uniform(0.5, 4.9):.2f}",
        "d": day(r),
        "p": f"{r.randint(1, 999):04d}",
        "guid": uuid4(r),
        "cry": num(r, 8),
        "dewar": f"CXV-{num(r, 5)}",
        "cd3": f"{r.uniform(60, 99):.1f}",
    }


def _postgres(r: Random) -> dict[str, str]:
    return {
        "q": num(r, 19),
        "calls": str(r.randint(10, 900000)),
        "lsn": f"{r.randint(1, 255):X}/{r.randint(0, 2**32 - 1):08X}",
        "pid": str(r.randint(1000, 99999)),
        "xid": str(r.randint(10**6, 10**9)),
        "ts": stamp(r),
        "ip": f"10.20.{r.randint(0, 9)}.{r.randint(2, 254)}",
        "d": day(r).replace("-", ""),
    }


PLATFORMS: tuple[Kind, ...] = (
    Kind(
        "benchling_entity_ids",
        (
            '{"id": "⟨seq⟩", "entityRegistryId": "KBP⟨reg⟩", "folderId": "⟨lib⟩", '
            '"schema": {"id": "⟨ts⟩", "name": "Plasmid"}, "webURL": '
            '"https://kastaniebio.benchling.com/kastaniebio/f/⟨lib⟩-car-constructs/seq-⟨seqsuf⟩'
            '-pkb-car-cd19-v3/edit"}',
            "Benchling-Eintrag ⟨etr⟩ (Notebook 'CAR-T Transduktion 2028-05') verlinkt Plasmid "
            "⟨seq⟩ und Zelllinie ⟨bfi⟩",
            "Plate ⟨plt⟩ in Box ⟨box⟩ @ Location ⟨loc⟩ (−80 °C, Freezer 4)",
            "Workflow-Task ⟨wft⟩ hängt im Status IN_PROGRESS; Request ⟨req⟩ ist schon erledigt",
            "Benchling の登録ID KBP⟨reg⟩（⟨seq⟩）を LIMS に同期した",
            "| Benchling ID | Registry ID | Schema |\n|---|---|---|\n| ⟨bfi⟩ | KBC⟨reg⟩ | ⟨ts⟩ |\n"
            "| ⟨prtn⟩ | KBA⟨reg2⟩ | ⟨ts2⟩ |",
        ),
        _benchling,
    ),
    Kind(
        "lims_and_eln_identifiers",
        (
            "LIMS-Probe KB-S-2028-⟨n6⟩ (Parent KB-S-2028-⟨n6b⟩), Artefakt 2-⟨luid⟩, Container "
            "27-⟨cont⟩",
            "Clarity: Sample ⟨adm⟩, Step 24-⟨proc⟩, GET /api/v2/artifacts/2-⟨luid⟩?state=⟨state⟩",
            "ELN-Eintrag ELN-2028-05⟨dd⟩-0⟨k⟩ referenziert SOP-SEQ-⟨sop⟩ v⟨v⟩",
            "eLabFTW-Experiment https://eln.kastaniebio.ch/experiments.php?mode=view&id=⟨eid⟩ "
            "(elabid ⟨elabid⟩), Ressource database.php?mode=view&id=⟨iid⟩",
            "⟨ts⟩ lims_app UPDATE sample KB-S-2028-⟨n6⟩ status=QC_PASSED (txn ⟨txn⟩)",
            "LIMS のサンプル KB-S-2028-⟨n6⟩ は ELN-2028-05⟨dd⟩-0⟨k⟩ に記録済み",
        ),
        _lims,
    ),
    Kind(
        "dnanexus_object_ids",
        (
            "$ dx describe ⟨file⟩\nID                  ⟨file⟩\nClass               file\n"
            "Project             ⟨proj⟩\nFolder              /⟨run⟩/fastq\n"
            "Name                ⟨s⟩_R1.fastq.gz\nState               closed",
            "dx run app-dragen_germline/4.3.6 -ifastqs=⟨file⟩ -ifastqs=⟨file2⟩ "
            "--destination ⟨proj⟩:/results/ -y\nJob ID: ⟨job⟩",
            "dx find jobs --state failed → ⟨job⟩ (⟨applet⟩), ⟨job2⟩ – beide OOM",
            "Analyse ⟨analysis⟩ (WDL-Workflow cart_qc) fertig, Ergebnisse in ⟨record⟩",
            "DNAnexus のファイル ⟨file⟩ をプロジェクト ⟨proj⟩ からダウンロード",
            "dx download ⟨proj⟩:⟨file⟩ -o ⟨s⟩_R1.fastq.gz",
        ),
        _dnanexus,
    ),
    Kind(
        "globus_collection_and_task_ids",
        (
            "globus transfer ⟨src⟩:/seqdata/⟨run⟩/ ⟨dst⟩:/kb/incoming/⟨run⟩/ --recursive --label "
            '"⟨run⟩"\n'
            "Message: The transfer has been accepted and a task has been created and queued for "
            "execution\nTask ID: ⟨task⟩",
            "$ globus task show ⟨task⟩\nLabel:          ⟨run⟩\nStatus:         SUCCEEDED\n"
            "Files:          ⟨files⟩\nSource Endpoint ID:      ⟨src⟩\nDestination Endpoint ID: "
            "⟨dst⟩",
            "https://app.globus.org/file-manager?origin_id=⟨src⟩&origin_path=%2Fseqdata%2F&two_pane=true",
            "Globus Native-App Client-ID (öffentlich, steht im Repo): ⟨cid⟩",
            "ID                                   | Owner              | Display Name\n"
            "------------------------------------ | ------------------ | -------------------\n"
            "⟨src⟩ | osaka@kastaniebio.jp | KB Osaka Seq Core\n⟨dst⟩ | hpc@kastaniebio.ch | KB "
            "Basel HPC",
            "Globus 転送 ⟨task⟩ 完了（⟨gb⟩ GB、⟨d⟩）",
        ),
        _globus,
    ),
    Kind(
        "basespace_and_ica_ids",
        (
            "$ bs list runs\n"
            "+-----------+----------------------------------+-------------+----------+\n"
            "|    Id     |               Name               | ExperimentName |  Status  |\n"
            "| ⟨id⟩ | ⟨run⟩ | ⟨exp⟩ | Complete |\n| ⟨id2⟩ | ⟨run2⟩ | ⟨exp⟩ | Failed |",
            "bs download project -i ⟨pid⟩ -o /scratch/bs/⟨pid⟩ --extension=fastq.gz",
            "Run-Details: https://basespace.illumina.com/run/⟨id⟩/details (Biosample ⟨bsid⟩ = ⟨s⟩, "
            "AppSession ⟨as⟩)",
            "$ icav2 projectdata list --project-id ⟨proj⟩\n⟨fil⟩  "
            "/⟨run⟩/Reports/Demultiplex_Stats.csv\n"
            "⟨fil2⟩  /⟨run⟩/Reports/Quality_Metrics.csv",
            "ICA-Analyse ⟨ana⟩ (DRAGEN Germline 4.3.6), Output-Ordner ⟨fol⟩",
            "BaseSpace の Run ID ⟨id⟩ と ICA のプロジェクト ⟨proj⟩ を紐付け",
        ),
        _basespace,
    ),
    Kind(
        "cell_therapy_lot_and_coi_ids",
        (
            "Apherese-Produkt DIN W⟨fac⟩ 28 ⟨ser⟩ ⟨flag⟩ ⟨chk⟩ → Chain of Identity COI-KB-28-⟨n5⟩",
            "Batch-Record CAR-T Lot KB19-28-⟨lot⟩: Transduktion ⟨d⟩, Vektorlot LV-⟨vl⟩, VCN ⟨vcn⟩, "
            "CD3+ ⟨cd3⟩ %",
            "| Patient | COI | Lot | Release |\n|---|---|---|---|\n"
            "| P-BSL-⟨p⟩ | COI-KB-28-⟨n5⟩ | KB19-28-⟨lot⟩ | ⟨d⟩ |",
            "FCS-Datei KB19-28-⟨lot⟩_CAR_staining.fcs, $GUID ⟨guid⟩",
            "Cryoport-Sendung CRY-⟨cry⟩ (Dewar ⟨dewar⟩) Basel → Osaka, Lot KB19-28-⟨lot⟩",
            "製造ロット KB19-28-⟨lot⟩ の出荷判定は ⟨d⟩、COI-KB-28-⟨n5⟩",
        ),
        _celltherapy,
    ),
    Kind(
        "postgres_without_passwords",
        (
            "psql -h lims-db.bsl.kastaniebio.internal -U lims_ro -d lims   # Passwort kommt aus "
            "~/.pgpass",
            'psql: error: connection to server at "lims-db.bsl.kastaniebio.internal" (⟨ip⟩), port '
            "5432 "
            'failed: FATAL:  password authentication failed for user "lims_app"',
            "# TYPE  DATABASE  USER       ADDRESS        METHOD\nhostssl lims      lims_app   "
            "10.20.0.0/16   scram-sha-256\nhostssl eln       eln_reader ⟨ip⟩/32  scram-sha-256",
            "pg_stat_statements: queryid -⟨q⟩, calls ⟨calls⟩ – das ist der langsame Sample-Join",
            "Replica hängt hinterher: replay_lsn ⟨lsn⟩, pid ⟨pid⟩, xmin ⟨xid⟩ (⟨ts⟩)",
            "DATABASE_URL=postgresql://lims_ro@lims-replica.bsl.kastaniebio.internal:5432/lims"
            "?sslmode=verify-full&sslrootcert=/etc/ssl/kb-root.pem",
            "LIMS DB の lims_app でパスワード認証が失敗。pg_hba.conf と Vault のローテーション日時"
            "（⟨d⟩）を確認すること",
        ),
        _postgres,
    ),
)
