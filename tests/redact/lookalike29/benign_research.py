"""Benign look-alikes from research data work: DOIs, ORCID iDs, record ids, checksums,
lock-file hashes, Spack hashes, grant numbers and persistent identifiers."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike29.gen import (
    B32_LOWER,
    DIGITS,
    LOWER,
    UPPER_ALNUM,
    Kind,
    day,
    hexs,
    num,
    orcid,
    pick,
    project,
    spack_hash,
    uuid4,
)


def _doi(r: Random) -> str:
    return r.choice(
        (
            f"10.5281/zenodo.{num(r, 8)}",
            f"10.23729/{uuid4(r)}",
            f"10.1038/s41467-028-{num(r, 5)}-{r.randint(0, 9)}",
            f"10.1093/bioinformatics/btae{num(r, 3)}",
            f"10.48550/arXiv.280{r.randint(1, 4)}.{num(r, 5)}",
            f"10.70122/FK2/{pick(r, UPPER_ALNUM, 6)}",
            f"10.1145/{num(r, 7)}.{num(r, 7)}",
            f"10.1107/S20597983280{num(r, 5)}",
        )
    )


def _dois(r: Random) -> dict[str, str]:
    return {"doi": _doi(r), "doi2": _doi(r), "p": project(r)}


def _orcids(r: Random) -> dict[str, str]:
    return {"o": orcid(r), "o2": orcid(r), "d": day(r)}


def _sums(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "h3": hexs(r, 64),
        "s512": hexs(r, 128),
        "s512b": hexs(r, 128),
        "md5": hexs(r, 32),
        "x": hexs(r, 32),
        "n": f"{r.randint(1, 48):02d}",
        "size": num(r, r.choice((9, 10, 11))),
    }


def _records(r: Random) -> dict[str, str]:
    return {
        "rec": num(r, 8),
        "crec": num(r, 8),
        "dsid": str(r.randint(1200, 98000)),
        "fid": str(r.randint(100000, 999999)),
        "pfx": r.choice(("70122", "23729", "57707")),
        "shoulder": r.choice(("FK2", "PRD", "KAAMOS")),
        "ds": pick(r, UPPER_ALNUM, 6),
        "v": f"{r.randint(1, 4)}.{r.randint(0, 3)}",
    }


_CONDA = ("numpy", "scipy", "mpi4py", "h5py", "pytorch", "openmpi", "cuda-nvcc", "gromacs")
_PIP = ("numpy", "mpi4py", "h5py", "torch", "globus-sdk", "pydataverse", "jupyterhub")


def _locks(r: Random) -> dict[str, str]:
    return {
        "pkg": r.choice(_CONDA),
        "pip": r.choice(_PIP),
        "ver": f"{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "bh": hexs(r, 7),
        "bh2": hexs(r, 7),
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "py": r.choice(("311", "312", "313")),
    }


def _spack(r: Random) -> dict[str, str]:
    h = spack_hash(r)
    return {
        "h32": h,
        "h7": h[:7],
        "h32b": spack_hash(r),
        "n": str(r.randint(1, 9)),
        "s": hexs(r, 64),
        "v": f"24.11.{r.randint(0, 6)}",
        "x": pick(r, B32_LOWER, 7),
    }


def _grants(r: Random) -> dict[str, str]:
    return {
        "p": project(r),
        "bu": f"{r.randint(5, 900)} 000",
        "rcf": num(r, 6),
        "kaken": f"JP{r.randint(22, 28)}{r.choice('KHABC')}{pick(r, DIGITS, 5)}",
        "ga": "101" + pick(r, DIGITS, 6),
        "jst": "JPMJ"
        + pick(r, "ABCDEFGHKMNPRS", 2)
        + f"{r.randint(20, 27)}"
        + pick(r, "ABCDN", 1)
        + str(r.randint(1, 9)),
        "cc": num(r, 7),
        "wbs": f"{num(r, 3)}-{num(r, 4)}-{num(r, 2)}",
    }


def _pids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "helda": num(r, 6),
        "naan": num(r, 5),
        "ark": pick(r, "bcdfghjkmnpqrstvwxz0123456789", 10),
        "rrid": num(r, 6),
        "p": project(r),
        "jalc": f"10.{num(r, 5)}/{pick(r, LOWER, 4)}.{num(r, 2)}.{num(r, 3)}",
    }


RESEARCH: tuple[Kind, ...] = (
    Kind(
        "doi_citations",
        (
            "Cite as: Karjalainen, A., Sato, H. (2028). Kaamos cluster benchmark traces "
            "[Data set]. https://doi.org/⟨doi⟩",
            "@dataset{kaamos_traces_2028,\n  author = {Karjalainen, Aino and Sato, Haruka},\n"
            "  title  = {Kaamos I/O traces, project\\_⟨p⟩},\n  year   = 2028,\n"
            "  doi    = {⟨doi⟩},\n  url    = {https://doi.org/⟨doi⟩}\n}",
            "論文の DOI は ⟨doi⟩（仙台ラボとの共著、データは ⟨doi2⟩）",
            "Julkaisun DOI: ⟨doi⟩ — lisätty CRIS-järjestelmään, aineisto ⟨doi2⟩",
            "doi:⟨doi⟩ resolves to the Aoba Lab preprint; the Crossref metadata lists the "
            "Kaamos allocation project_⟨p⟩ in the acknowledgements",
        ),
        _dois,
    ),
    Kind(
        "orcid_ids",
        (
            "ORCID iD for Haruka Sato: https://orcid.org/⟨o⟩",
            '<nameIdentifier nameIdentifierScheme="ORCID" schemeURI="https://orcid.org">⟨o⟩'
            "</nameIdentifier>",
            "CITATION.cff:\nauthors:\n  - family-names: Karjalainen\n    given-names: Aino\n"
            '    orcid: "https://orcid.org/⟨o⟩"\n  - family-names: Takahashi\n'
            '    given-names: Ren\n    orcid: "https://orcid.org/⟨o2⟩"',
            "PI:n ORCID ⟨o⟩ puuttui Dataverse-metatiedoista, lisätty käsin 2028-04-⟨d⟩",
            '"creators": [{"name": "Heikkinen, Jussi", "affiliation": "Perämeri University", '
            '"orcid": "⟨o⟩"}, {"name": "Tanaka, Yui", "orcid": "⟨o2⟩"}]',
        ),
        _orcids,
    ),
    Kind(
        "dataset_checksum_manifests",
        (
            "$ sha256sum -c SHA256SUMS\nraw/grid_⟨n⟩.h5: OK\n\n$ cat SHA256SUMS\n"
            "⟨h1⟩  raw/grid_⟨n⟩.h5\n⟨h2⟩  raw/grid_⟨n⟩.xdmf\n⟨h3⟩  README.md",
            "manifest-sha512.txt (BagIt, aoba-cryoem-2028-04):\n⟨s512⟩  data/run⟨n⟩.mrcs\n"
            "⟨s512b⟩  data/run⟨n⟩.star",
            "md5: ⟨md5⟩ — Dataverse näyttää tämän tiedoston tarkistussummana (⟨size⟩ tavua)",
            "xxh128 ⟨x⟩ for the Globus-verified copy; Globus itself verified the transfer "
            "with MD5 ⟨md5⟩",
            "データセットの SHA-256: ⟨h1⟩（受け取り側で再計算して一致、⟨size⟩ バイト）",
            "Fixity check OK: sha256 ⟨h2⟩ size ⟨size⟩ (Dataverse file, ingest 2028-04-⟨n⟩)",
        ),
        _sums,
    ),
    Kind(
        "repository_record_ids",
        (
            "https://zenodo.org/records/⟨rec⟩ (v⟨v⟩, concept record ⟨crec⟩)",
            "curl -s https://zenodo.org/api/records/⟨rec⟩ | jq '.files[] | {key, checksum}'",
            "Dataverse dataset id ⟨dsid⟩, persistentId doi:10.⟨pfx⟩/⟨shoulder⟩/⟨ds⟩, file id ⟨fid⟩",
            "https://data.perameri.fi/dataset.xhtml?persistentId=doi:10.⟨pfx⟩/⟨shoulder⟩/⟨ds⟩"
            "&version=⟨v⟩",
            'curl -s "https://data.perameri.fi/api/access/datafile/⟨fid⟩?format=original" '
            "-o run.tar",
            "Zenodo-tietue ⟨rec⟩ julkaistu; versioitu DOI 10.5281/zenodo.⟨rec⟩, "
            "concept DOI 10.5281/zenodo.⟨crec⟩",
        ),
        _records,
    ),
    Kind(
        "conda_and_pip_lock_hashes",
        (
            "@EXPLICIT\nhttps://conda.anaconda.org/conda-forge/linux-64/⟨pkg⟩-⟨ver⟩-"
            "py⟨py⟩h⟨bh⟩_0.conda#⟨md5⟩\nhttps://conda.anaconda.org/conda-forge/noarch/"
            "tzdata-2028a-h⟨bh2⟩_0.conda#⟨md5b⟩",
            "⟨pip⟩==⟨ver⟩ \\\n    --hash=sha256:⟨s1⟩ \\\n    --hash=sha256:⟨s2⟩",
            "conda-lock.yml:\n  - name: ⟨pkg⟩\n    version: ⟨ver⟩\n    manager: conda\n"
            "    platform: linux-64\n    hash:\n      md5: ⟨md5⟩\n      sha256: ⟨s1⟩",
            "conda list --explicit --md5 | grep ⟨pkg⟩ → .../⟨pkg⟩-⟨ver⟩-py⟨py⟩h⟨bh⟩_0.conda#⟨md5⟩",
            "pixi.lock: ⟨pkg⟩ ⟨ver⟩ build py⟨py⟩h⟨bh⟩_0, sha256 ⟨s1⟩ (sama kuin Sendaissa)",
        ),
        _locks,
    ),
    Kind(
        "spack_hashes",
        (
            "$ spack find -lv openmpi\n-- linux-rocky9-zen3 / gcc@13.2.0 ------------------\n"
            "⟨h7⟩ openmpi@5.0.⟨n⟩+cuda fabrics=ucx schedulers=slurm\n"
            "⟨x⟩ openmpi@4.1.⟨n⟩~cuda fabrics=ucx schedulers=slurm",
            "spack load /⟨h7⟩  # relion needs this exact openmpi",
            "module load openmpi/5.0.⟨n⟩-gcc-13.2.0-⟨h7⟩",
            "spack.lock:\n"
            '"⟨h32⟩": {"name": "hdf5", "version": "1.14.⟨n⟩", "hash": "⟨h32⟩", '
            '"dependencies": [{"name": "zlib-ng", "hash": "⟨h32b⟩"}]}',
            'package.py: version("⟨v⟩", sha256="⟨s⟩")',
            "Spack-ympäristö kaamos-2028a: gromacs@2025.⟨n⟩ /⟨h32⟩ (CUDA 12.6)",
        ),
        _spack,
    ),
    Kind(
        "grant_and_project_numbers",
        (
            "Allocation: project_⟨p⟩ (⟨bu⟩ BU), Research Council of Finland decision no. ⟨rcf⟩",
            "科研費 課題番号 ⟨kaken⟩（基盤研究(B)）、計算は Kaamos の project_⟨p⟩ で実施",
            "EU grant agreement No ⟨ga⟩ (Horizon Europe); JST grant number ⟨jst⟩",
            "Acknowledgements: computations were performed on the Kaamos cluster "
            "(project_⟨p⟩), funded by the Research Council of Finland (decision ⟨rcf⟩) and "
            "JSPS KAKENHI ⟨kaken⟩.",
            "Projektinumero ⟨p⟩ / kustannuspaikka ⟨cc⟩ / WBS ⟨wbs⟩",
        ),
        _grants,
    ),
    Kind(
        "persistent_identifiers",
        (
            "Etsin-tietueen tunniste urn:nbn:fi:att:⟨u⟩ ja IDA-projekti ⟨p⟩",
            "hdl:11304/⟨u⟩ (B2HANDLE PID for the replicated collection)",
            "Gradu Heldassa: https://hdl.handle.net/10138/⟨helda⟩",
            "ark:/⟨naan⟩/⟨ark⟩ is the ARK the Sendai archive assigned",
            "RRID:SCR_⟨rrid⟩ (Kaamos HPC core facility) ja aineisto urn:nbn:fi:att:⟨u2⟩",
            "JaLC DOI ⟨jalc⟩ — 仙台側の紀要論文、データは urn:nbn:fi:att:⟨u⟩",
        ),
        _pids,
    ),
)
