"""Benign look-alikes from the sequencing bench: run folders, flowcells, consumables, index
sequences and cell barcodes, FASTQ checksums, archive accessions, gene and variant ids,
DOIs, ORCID iDs, plates and wells, guide and peptide sequences. None is a secret."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike25.gen import (
    UPPER_ALNUM,
    Kind,
    acgt,
    b64url,
    clock,
    day,
    md5,
    num,
    orcid,
    pick,
    run_folder,
    sample_id,
)

_AA = "ACDEFGHIKLMNPQRSTVWY"
_WELLS = [f"{row}{col:02d}" for row in "ABCDEFGH" for col in range(1, 13)]
_WELLS384 = [f"{row}{col:02d}" for row in "ABCDEFGHIJKLMNOP" for col in range(1, 25)]


def _run(r: Random) -> dict[str, str]:
    run, inst, fc = run_folder(r)
    run2, inst2, fc2 = run_folder(r)
    return {
        "run": run,
        "inst": inst,
        "fc": fc,
        "run2": run2,
        "inst2": inst2,
        "fc2": fc2,
        "rta": r.choice(("v3.4.4", "v4.6.7", "v3.10.30", "v4.9.2")),
        "q30": f"{r.uniform(85, 96):.1f}",
        "pf": f"{r.uniform(2.1, 9.8):.2f}",
        "time": clock(r),
        "d": day(r),
        "num": str(r.randint(1, 900)),
    }


def _consumables(r: Random) -> dict[str, str]:
    run, inst, fc = run_folder(r)
    return {
        "run": run,
        "inst": inst,
        "fc": fc,
        "fcpart": r.choice(("20028313", "20028314", "20089853", "20066614", "20046812")),
        "fclot": num(r, 8),
        "buflot": num(r, 8),
        "buf": "NV" + num(r, 7) + "-BUFFR",
        "rgt": "NV" + num(r, 7) + "-RGSBS",
        "lib": "NV" + num(r, 7) + "-LIBTB",
        "exp": f"2028-{r.randint(7, 12):02d}-{r.randint(1, 28):02d}T00:00:00",
        "rfid": pick(r, "0123456789ABCDEF", 16),
        "ser": "RGT" + num(r, 8),
    }


def _indexes(r: Random) -> dict[str, str]:
    rows = []
    for lane in range(1, r.randint(3, 5)):
        rows.append(f"{lane},{sample_id(r)},{acgt(r, 10)},{acgt(r, 10)}")
    cells = "\n".join(f"{acgt(r, 16)}-1\t{r.randint(500, 40000)}" for _ in range(4))
    return {
        "rows": "\n".join(rows),
        "i7": acgt(r, r.choice((8, 10))),
        "i5": acgt(r, r.choice((8, 10))),
        "fc": run_folder(r)[2],
        "inst": run_folder(r)[1],
        "tile": str(r.choice((1101, 1102, 2201, 2315))),
        "xy": f"{r.randint(1000, 32000)}:{r.randint(1000, 32000)}",
        "cells": cells,
        "cb": acgt(r, 16),
        "umi": acgt(r, 12),
        "n": str(r.randint(10000, 9999999)),
        "s": sample_id(r),
        "runname": f"KB-2028-{r.randint(100, 999)}",
    }


def _md5(r: Random) -> dict[str, str]:
    s1, s2 = sample_id(r), sample_id(r)
    lines = []
    for s in (s1, s2):
        for read in ("R1", "R2"):
            lines.append(
                f"{md5(r)}  {s}_S{r.randint(1, 96)}_L00{r.randint(1, 4)}_{read}_001.fastq.gz"
            )
    return {
        "lines": "\n".join(lines),
        "m": md5(r),
        "m2": md5(r),
        "M": md5(r).upper(),
        "s": s1,
        "s2": s2,
        "bam": f"{s1}.markdup.bam",
        "size": str(r.randint(10**9, 9 * 10**10)),
        "run": run_folder(r)[0],
    }


def _accessions(r: Random) -> dict[str, str]:
    return {
        "srr": "SRR" + num(r, 8),
        "err": "ERR" + num(r, 8),
        "drr": "DRR" + num(r, 6),
        "prjna": "PRJNA" + num(r, 6),
        "prjdb": "PRJDB" + num(r, 5),
        "prjeb": "PRJEB" + num(r, 5),
        "samn": "SAMN" + num(r, 8),
        "samd": "SAMD" + f"{r.randint(1, 999999):08d}",
        "gse": "GSE" + num(r, 6),
        "gsm": "GSM" + num(r, 7),
        "egas": "EGAS" + f"{r.randint(1, 99999999):011d}",
        "egad": "EGAD" + f"{r.randint(1, 99999999):011d}",
        "egaf": "EGAF" + f"{r.randint(1, 99999999):011d}",
        "jgas": "JGAS" + f"{r.randint(1, 999999):06d}",
        "jgad": "JGAD" + f"{r.randint(1, 999999):06d}",
        "hum": f"hum{r.randint(1, 999):04d}",
        "s": sample_id(r),
        "n": str(r.randint(2, 96)),
        "spots": str(r.randint(10**7, 9 * 10**8)),
    }


def _genes(r: Random) -> dict[str, str]:
    g = [f"ENSG{r.randint(1, 299999):011d}.{r.randint(1, 19)}" for _ in range(4)]
    return {
        "g1": g[0],
        "g2": g[1],
        "g3": g[2],
        "g4": g[3],
        "t1": f"ENST{r.randint(1, 799999):011d}.{r.randint(1, 12)}",
        "p1": f"ENSP{r.randint(1, 499999):011d}.{r.randint(1, 6)}",
        "mm": f"ENSMUSG{r.randint(1, 120000):011d}",
        "nm": f"NM_{r.randint(1, 999999):06d}.{r.randint(1, 9)}",
        "np": f"NP_{r.randint(1, 999999):06d}.{r.randint(1, 5)}",
        "up": r.choice("OPQ")
        + str(r.randint(0, 9))
        + pick(r, UPPER_ALNUM, 3)
        + str(r.randint(0, 9)),
        "c1": str(r.randint(0, 50000)),
        "c2": str(r.randint(0, 50000)),
        "c3": str(r.randint(0, 50000)),
        "gencode": str(r.choice((44, 45, 46, 47, 48))),
        "ens": str(r.choice((110, 111, 112, 113, 114))),
        "lfc": f"{r.uniform(-6, 6):.3f}",
        "padj": f"{r.uniform(1, 9):.2f}e-{r.randint(3, 80)}",
    }


def _variants(r: Random) -> dict[str, str]:
    pos = r.randint(10000, 58000000)
    ref = acgt(r, 1)
    alt = ref + acgt(r, r.choice((18, 22, 27)))
    return {
        "rs": "rs" + num(r, r.choice((6, 8, 9))),
        "rs2": "rs" + num(r, 7),
        "chr": str(r.randint(1, 22)),
        "pos": str(pos),
        "ref": ref,
        "alt": alt,
        "snvalt": r.choice([b for b in "ACGT" if b != ref]),
        "nm": f"NM_{r.randint(1, 999999):06d}.{r.randint(1, 9)}",
        "cpos": str(r.randint(10, 3000)),
        "vcv": "VCV" + f"{r.randint(1, 4000000):09d}",
        "cosv": "COSV" + num(r, 8),
        "vrs": "ga4gh:VA." + b64url(r, 24),
        "qual": f"{r.uniform(30, 3000):.1f}",
        "dp": str(r.randint(10, 400)),
        "af": f"{r.uniform(0.01, 0.99):.3f}",
        "s": sample_id(r),
    }


def _dois(r: Random) -> dict[str, str]:
    return {
        "nat": f"10.1038/s4{r.choice(('1586', '1587', '1591', '1467'))}-0{r.randint(26, 28)}-"
        f"{r.randint(10000, 99999)}-{r.choice('0123456789xyz')}",
        "biorxiv": f"10.1101/2028.{r.randint(1, 5):02d}.{r.randint(1, 28):02d}.{num(r, 6)}",
        "zenodo": f"10.5281/zenodo.{num(r, 8)}",
        "cell": f"10.1016/j.cell.202{r.randint(6, 8)}.{r.randint(1, 12):02d}.0{r.randint(10, 99)}",
        "pmid": num(r, 8),
        "pmc": "PMC" + num(r, 8),
        "author": r.choice(("Zimmermann", "Sato", "Nakamura", "Brunner", "Raman", "Keller")),
        "year": str(r.choice((2026, 2027, 2028))),
        "key": r.choice(("car_exhaustion", "tcr_clonotypes", "atac_tregs", "cd19_relapse")),
    }


def _orcid(r: Random) -> dict[str, str]:
    return {
        "o1": orcid(r),
        "o2": orcid(r),
        "o3": orcid(r),
        "n1": r.choice(("Lea Zimmermann", "Jonas Brunner", "Anna Keller", "Marco Rossi")),
        "n2": r.choice(("Haruto Sato", "Yui Nakamura", "Kenji Tanaka", "Aiko Fujimoto")),
        "n3": r.choice(("Priya Raman", "Tomás Silva", "Sophie Meier", "Daniel Huber")),
        "zen": num(r, 8),
        "year": str(r.choice((2027, 2028))),
    }


def _plates(r: Random) -> dict[str, str]:
    wells = r.sample(_WELLS, 6)
    return {
        "plate": f"KB-P28-{r.randint(1, 999):04d}",
        "plate2": f"KB-P28-{r.randint(1, 999):04d}",
        "osk": f"OSK-{r.choice(('LIB', 'RNA', 'QC'))}-{num(r, 6)}",
        "bc": num(r, 10),
        "w": wells,
        "w384": r.choice(_WELLS384),
        "vol": str(r.choice((25, 50, 100, 250, 500))),
        "s": sample_id(r),
        "s2": sample_id(r),
        "conc": f"{r.uniform(0.5, 80):.2f}",
        "box": f"KB-BOX-{r.randint(1, 400):03d}",
        "rack": f"FR{num(r, 8)}",
        "tube": f"FR{num(r, 8)}",
    }


def _plates_values(r: Random) -> dict[str, str]:
    v = _plates(r)
    wells = v.pop("w")
    for i, w in enumerate(wells):
        v[f"w{i}"] = w
    return v  # type: ignore[return-value]


def _bio_seq(r: Random) -> dict[str, str]:
    cdr3 = "CAS" + pick(r, _AA, r.randint(7, 11)) + r.choice(("YEQYF", "TEAFF", "NEQFF", "GYTF"))
    return {
        "g1": acgt(r, 20),
        "g2": acgt(r, 20),
        "g3": acgt(r, 20),
        "pam": acgt(r, 1) + "GG",
        "fwd": acgt(r, r.randint(19, 24)),
        "rev": acgt(r, r.randint(19, 24)),
        "cdr3": cdr3,
        "cdr3b": "CA" + pick(r, _AA, r.randint(9, 13)) + "F",
        "pep": "M" + pick(r, _AA, r.randint(40, 70)),
        "scfv": pick(r, _AA, 60),
        "gene": r.choice(("TRAC", "PDCD1", "B2M", "CD52", "TET2", "CBLB")),
        "exon": str(r.randint(1, 6)),
        "score": f"{r.uniform(0.4, 0.99):.2f}",
        "v": r.choice(("TRBV20-1", "TRBV7-9", "TRBV5-1", "TRBV28")),
        "j": r.choice(("TRBJ2-7", "TRBJ1-1", "TRBJ2-1", "TRBJ2-3")),
        "count": str(r.randint(3, 9000)),
    }


SEQUENCING: tuple[Kind, ...] = (
    Kind(
        "illumina_run_folders",
        (
            "Run ⟨run⟩ ist fertig (RTA ⟨rta⟩), CopyComplete.txt um ⟨time⟩ geschrieben, "
            "%Q30 ⟨q30⟩, ⟨pf⟩ B PF-Reads",
            '<RunInfo Version="6">\n  <Run Id="⟨run⟩" Number="⟨num⟩">\n    '
            "<Flowcell>⟨fc⟩</Flowcell>\n"
            "    <Instrument>⟨inst⟩</Instrument>\n    <Date>⟨d⟩T⟨time⟩Z</Date>\n  "
            "</Run>\n</RunInfo>",
            "$ ls /mnt/seqdata/incoming/\n⟨run⟩\n⟨run2⟩",
            "大阪コアの ⟨inst⟩ のラン ⟨run⟩ は Q30 ⟨q30⟩%。フローセル ⟨fc⟩ は再利用不可。",
            "bcl-convert --bcl-input-directory /mnt/seqdata/⟨run⟩ --output-directory "
            "/scratch/fastq/⟨run⟩ --sample-sheet /mnt/seqdata/⟨run⟩/SampleSheet.csv",
            "| Run | Instrument | Flowcell | %Q30 |\n|---|---|---|---|\n| ⟨run⟩ | ⟨inst⟩ | ⟨fc⟩ | "
            "⟨q30⟩ |\n"
            "| ⟨run2⟩ | ⟨inst2⟩ | ⟨fc2⟩ | 91.2 |",
        ),
        _run,
    ),
    Kind(
        "run_parameters_consumables",
        (
            "<RfidsInfo>\n  <FlowCellSerialBarcode>⟨fc⟩</FlowCellSerialBarcode>\n"
            "  <FlowCellPartNumber>⟨fcpart⟩</FlowCellPartNumber>\n"
            "  <FlowCellLotNumber>⟨fclot⟩</FlowCellLotNumber>\n"
            "  <FlowCellExpirationdate>⟨exp⟩</FlowCellExpirationdate>\n"
            "  <LibraryTubeSerialBarcode>⟨lib⟩</LibraryTubeSerialBarcode>\n"
            "  <BufferSerialBarcode>⟨buf⟩</BufferSerialBarcode>\n</RfidsInfo>",
            "Verbrauchsmaterial für ⟨run⟩: Reagenzkartusche ⟨rgt⟩, Puffer ⟨buf⟩ (Lot ⟨buflot⟩), "
            "Flowcell ⟨fc⟩ Lot ⟨fclot⟩",
            "RFID-Fehler auf ⟨inst⟩: 'Unable to read RFID tag ⟨rfid⟩' – Kartusche neu eingesetzt, "
            "lief dann.",
            "試薬ロット ⟨fclot⟩ のフローセル（⟨fc⟩）で ⟨run⟩ を実行。シリアル ⟨ser⟩。",
            "| Teil | Serial | Lot | Ablauf |\n|---|---|---|---|\n| Flow Cell | ⟨fc⟩ | ⟨fclot⟩ | "
            "⟨exp⟩ |\n"
            "| Library Tube | ⟨lib⟩ | ⟨buflot⟩ | ⟨exp⟩ |",
        ),
        _consumables,
    ),
    Kind(
        "samplesheet_indexes_and_cell_barcodes",
        (
            "[Header]\nFileFormatVersion,2\nRunName,⟨runname⟩\nInstrumentPlatform,NovaSeqXSeries\n"
            "[Reads]\nRead1Cycles,151\nRead2Cycles,151\nIndex1Cycles,10\nIndex2Cycles,10\n"
            "[BCLConvert_Settings]\nSoftwareVersion,4.2.7\n[BCLConvert_Data]\n"
            "Lane,Sample_ID,Index,Index2\n⟨rows⟩",
            "@⟨inst⟩:87:⟨fc⟩:1:⟨tile⟩:⟨xy⟩ 1:N:0:⟨i7⟩+⟨i5⟩",
            "Top Unknown Barcodes in Lane 2: ⟨i7⟩+⟨i5⟩ (⟨n⟩ reads) – sieht nach vertauschtem i5 "
            "aus",
            "barcode\tumi_count\n⟨cells⟩",
            "Zelle ⟨cb⟩-1 hat in ⟨s⟩ nur eine UMI (⟨umi⟩) für CD19 – Doublet-Filter prüfen",
            "インデックス ⟨i7⟩ / ⟨i5⟩ を ⟨s⟩ に割り当て（UDI プレート A）",
        ),
        _indexes,
    ),
    Kind(
        "fastq_md5_manifests",
        (
            "$ md5sum -c checksums.md5\n⟨s⟩_S1_L001_R1_001.fastq.gz: "
            "OK\n⟨s2⟩_S2_L001_R1_001.fastq.gz: OK",
            "⟨lines⟩",
            "md5 von ⟨bam⟩ passt nicht: erwartet ⟨m⟩, bekommen ⟨m2⟩ → Download aus Osaka "
            "wiederholen",
            "Get-FileHash -Algorithm MD5 D:\\Delivery\\⟨s⟩_R1.fastq.gz\n\nAlgorithm  Hash\n"
            "---------  ----\nMD5        ⟨M⟩",
            "納品ファイルの md5 チェックサム: ⟨s⟩_R1.fastq.gz ⟨m⟩ / ⟨s⟩_R2.fastq.gz ⟨m2⟩",
            "run_accession\tfastq_md5\tfastq_bytes\n⟨run⟩\t⟨m⟩;⟨m2⟩\t⟨size⟩;⟨size⟩",
        ),
        _md5,
    ),
    Kind(
        "sequence_archive_accessions",
        (
            "Öffentliche Vergleichsdaten: ⟨gse⟩ (GEO), Runs ⟨srr⟩ und ⟨err⟩, BioProject ⟨prjna⟩",
            "Osaka-Daten bei DDBJ: ⟨prjdb⟩ / ⟨samd⟩ / ⟨drr⟩, kontrollierter Zugang über JGA ⟨jgas⟩ "
            "(NBDC ⟨hum⟩)",
            "EGA-Submission: Study ⟨egas⟩, Dataset ⟨egad⟩, erste Datei ⟨egaf⟩",
            "study_accession\tsample_accession\trun_accession\tread_count\n"
            "⟨prjeb⟩\t⟨samn⟩\t⟨err⟩\t⟨spots⟩\n⟨prjna⟩\t⟨samn⟩\t⟨srr⟩\t⟨spots⟩",
            "prefetch ⟨srr⟩ && fasterq-dump --split-files --threads 8 ⟨srr⟩",
            "JGA の申請番号 ⟨jgad⟩ は承認済み。⟨gsm⟩ は公開データなので制限なし。",
        ),
        _accessions,
    ),
    Kind(
        "ensembl_and_refseq_ids",
        (
            "gene_id\t⟨s1⟩\t⟨s2⟩\t⟨s3⟩\n⟨g1⟩\t⟨c1⟩\t⟨c2⟩\t⟨c3⟩\n⟨g2⟩\t⟨c2⟩\t⟨c3⟩\t⟨c1⟩",
            "DESeq2: ⟨g3⟩ log2FC ⟨lfc⟩, padj ⟨padj⟩ (GENCODE v⟨gencode⟩, Ensembl ⟨ens⟩)",
            "Transkript ⟨t1⟩ / Protein ⟨p1⟩ entspricht RefSeq ⟨nm⟩ / ⟨np⟩ (MANE Select)",
            "Maus-Ortholog ⟨mm⟩ für ⟨g4⟩ fehlt in der Annotation, UniProt ⟨up⟩ (AlphaFold "
            "AF-⟨up⟩-F1)",
            "| gene_id | log2FC | padj |\n|---|---|---|\n| ⟨g1⟩ | ⟨lfc⟩ | ⟨padj⟩ |\n| ⟨g2⟩ | 1.204 "
            "| 3.1e-05 |",
            "⟨g1⟩ と ⟨g2⟩ は GENCODE v⟨gencode⟩ で ID が変わった（バージョン番号に注意）",
        ),
        lambda r: {**_genes(r), "s1": sample_id(r), "s2": sample_id(r), "s3": sample_id(r)},
    ),
    Kind(
        "variant_ids_and_vcf_lines",
        (
            "chr⟨chr⟩\t⟨pos⟩\t⟨rs⟩\t⟨ref⟩\t⟨alt⟩\t⟨qual⟩\tPASS\tDP=⟨dp⟩;AF=⟨af⟩\tGT:AD\t0/1:12,9",
            "⟨rs⟩ (⟨nm⟩:c.⟨cpos⟩⟨ref⟩>⟨snvalt⟩) ist in ClinVar ⟨vcv⟩ als benign gelistet",
            "Insertion chr⟨chr⟩:⟨pos⟩ ⟨ref⟩>⟨alt⟩ nur in ⟨s⟩, COSMIC ⟨cosv⟩",
            "VRS-ID für chr⟨chr⟩-⟨pos⟩-⟨ref⟩-⟨snvalt⟩: ⟨vrs⟩",
            'bcftools view -i \'ID="⟨rs⟩" || ID="⟨rs2⟩"\' ⟨s⟩.vcf.gz',
            "⟨rs⟩ のアレル頻度は ⟨af⟩（gnomAD ⟨chr⟩-⟨pos⟩-⟨ref⟩-⟨snvalt⟩）",
        ),
        _variants,
    ),
    Kind(
        "dois_pmids_preprints",
        (
            "Methode aus ⟨author⟩ et al. ⟨year⟩, doi:⟨nat⟩ (PMID ⟨pmid⟩, ⟨pmc⟩)",
            "@article{⟨author⟩⟨year⟩_⟨key⟩,\n  doi = {⟨cell⟩},\n  pmid = {⟨pmid⟩},\n  year = "
            "{⟨year⟩}\n}",
            "Preprint ist online: https://doi.org/⟨biorxiv⟩ – Daten unter https://doi.org/⟨zenodo⟩",
            "参考文献: ⟨author⟩ ら（⟨year⟩）https://doi.org/⟨nat⟩",
            "| Ref | DOI | PMID |\n|---|---|---|\n| ⟨author⟩ ⟨year⟩ | ⟨cell⟩ | ⟨pmid⟩ |",
        ),
        _dois,
    ),
    Kind(
        "orcid_ids",
        (
            "Autorenliste für die Zenodo-Einreichung: ⟨n1⟩ (ORCID ⟨o1⟩), ⟨n2⟩ (⟨o2⟩)",
            "cff-version: 1.2.0\ntitle: nf-cart-qc\nauthors:\n  - family-names: ⟨n1⟩\n"
            "    orcid: https://orcid.org/⟨o1⟩\n  - family-names: ⟨n2⟩\n    orcid: "
            "https://orcid.org/⟨o2⟩",
            '"creators": [{"name": "⟨n3⟩", "orcid": "⟨o3⟩", "affiliation": "Kastanie Bio AG"}]',
            "| Name | ORCID |\n|---|---|\n| ⟨n1⟩ | ⟨o1⟩ |\n| ⟨n2⟩ | ⟨o2⟩ |\n| ⟨n3⟩ | ⟨o3⟩ |",
            "⟨n2⟩ さんの ORCID は ⟨o2⟩（論文投稿フォームに必要）",
        ),
        _orcid,
    ),
    Kind(
        "plate_and_well_ids",
        (
            "Source Plate Barcode,Source Well,Destination Plate Barcode,Destination Well,Transfer "
            "Volume\n"
            "⟨plate⟩,⟨w0⟩,⟨plate2⟩,⟨w1⟩,⟨vol⟩\n⟨plate⟩,⟨w2⟩,⟨plate2⟩,⟨w3⟩,⟨vol⟩",
            "Platte ⟨plate⟩ Well ⟨w4⟩ (⟨s⟩) hat nur ⟨conc⟩ ng/µl – aus ⟨box⟩ nachholen",
            "Rack ⟨rack⟩, Röhrchen ⟨tube⟩ → ⟨plate⟩:⟨w5⟩",
            "384-Well-Platte ⟨osk⟩, Position ⟨w384⟩ leer gelassen (NTC)",
            "大阪コアのプレート ⟨osk⟩ のウェル ⟨w0⟩ と ⟨w1⟩ を入れ替え（⟨s⟩ ↔ ⟨s2⟩）",
            "Plattenbarcode ⟨bc⟩ gehört zu ⟨plate⟩ (Hamilton-Lauf, Deck 3)",
        ),
        _plates_values,
    ),
    Kind(
        "guides_primers_and_peptides",
        (
            "sgRNA gegen ⟨gene⟩ Exon ⟨exon⟩: ⟨g1⟩ ⟨pam⟩ (Score ⟨score⟩), Backup ⟨g2⟩",
            "name\tspacer\tpam\n⟨gene⟩_g1\t⟨g1⟩\t⟨pam⟩\n⟨gene⟩_g2\t⟨g2⟩\t⟨pam⟩\n⟨gene⟩_g3\t⟨g3⟩\t⟨pam⟩",
            "Primer ⟨gene⟩-F ⟨fwd⟩ / ⟨gene⟩-R ⟨rev⟩ (Tm 60 °C)",
            "Top-Klonotyp: ⟨v⟩/⟨j⟩ CDR3β ⟨cdr3⟩ (⟨count⟩ Zellen), CDR3α ⟨cdr3b⟩",
            ">scFv_CD19_v3 partial\n⟨scfv⟩",
            "CAR-Konstrukt Signalpeptid + Anfang: ⟨pep⟩",
        ),
        _bio_seq,
    ),
)
