"""Benign: package registry metadata and lockfile hashes of ecosystems the others skip."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike3.gen import B64URL, Kind, b64, hexs, num, pick, uuid4


def _h(r: Random) -> dict[str, str]:
    blake = hexs(r, 64)
    return {
        "pypath": f"{blake[:2]}/{blake[2:4]}/{blake[4:]}",
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "h32": hexs(r, 32),
        "h128": hexs(r, 128),
        "sri": b64(r, 64),
        "h1": b64(r, 32),
        "u": uuid4(r),
        "v": f"{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
        "n": num(r, 4),
        "qid": pick(r, B64URL, 8),
    }


REGISTRY: tuple[Kind, ...] = (
    Kind(
        "npm_view_dist",
        (
            "$ npm view zod@⟨v⟩ dist.shasum dist.integrity\ndist.shasum = '⟨sha⟩'\n"
            "dist.integrity = 'sha512-⟨sri⟩'",
            "Registry metadata for left-pad@⟨v⟩: shasum ⟨sha⟩, unpackedSize ⟨n⟩",
        ),
        _h,
        n=4,
    ),
    Kind(
        "pypi_json_digests",
        (
            '"digests": {"blake2b_256": "⟨h64⟩", "md5": "⟨h32⟩", "sha256": "⟨h64b⟩"}',
            "https://files.pythonhosted.org/packages/⟨pypath⟩/httpx-⟨v⟩-py3-none-any.whl",
            "PyPI JSON API says sha256 ⟨h64b⟩ for the sdist of attrs ⟨v⟩",
        ),
        _h,
    ),
    Kind(
        "mix_lock_entries",
        (
            '"jason": {:hex, :jason, "⟨v⟩", "⟨h64⟩", [:mix], [], "hexpm", "⟨h64b⟩"},',
            "mix.lock churn: phoenix ⟨v⟩ inner checksum ⟨h64⟩ changed after `mix deps.update`",
        ),
        _h,
        n=4,
    ),
    Kind(
        "pubspec_lock_sha256",
        (
            "  http:\n    dependency: transitive\n    description:\n      name: http\n"
            '      sha256: "⟨h64⟩"\n      url: "https://pub.dev"\n    source: hosted\n'
            '    version: "⟨v⟩"',
            "pubspec.lock pins provider ⟨v⟩ with sha256 ⟨h64⟩",
        ),
        _h,
        n=4,
    ),
    Kind(
        "swiftpm_package_resolved",
        (
            '{\n  "identity" : "swift-collections",\n  "kind" : "remoteSourceControl",\n'
            '  "location" : "https://github.com/apple/swift-collections.git",\n'
            '  "state" : {\n    "revision" : "⟨sha⟩",\n    "version" : "⟨v⟩"\n  }\n}',
            'Package.resolved "originHash" : "⟨h64⟩" changes whenever Package.swift does',
        ),
        _h,
        n=4,
    ),
    Kind(
        "podfile_lock_checksums",
        (
            "SPEC CHECKSUMS:\n  Alamofire: ⟨sha⟩\n  Kingfisher: ⟨sha2⟩\n\n"
            "PODFILE CHECKSUM: ⟨sha⟩\n\nCOCOAPODS: 1.15.2",
            "pod install rewrote PODFILE CHECKSUM to ⟨sha2⟩ — commit it with the Podfile",
        ),
        _h,
        n=4,
    ),
    Kind(
        "julia_manifest_tree_hashes",
        (
            '[[deps.JSON3]]\ndeps = ["Dates", "Mmap", "Parsers"]\ngit-tree-sha1 = "⟨sha⟩"\n'
            'uuid = "⟨u⟩"\nversion = "⟨v⟩"',
            'Manifest.toml: project_hash = "⟨sha2⟩" after Pkg.update()',
        ),
        _h,
        n=4,
    ),
    Kind(
        "conda_explicit_md5",
        (
            "@EXPLICIT\nhttps://conda.anaconda.org/conda-forge/linux-64/"
            "numpy-⟨v⟩-py311h64a7726_0.conda#⟨h32⟩",
            "conda-lock.yml: hash: {md5: ⟨h32⟩, sha256: ⟨h64⟩} for openssl ⟨v⟩",
        ),
        _h,
        n=4,
    ),
    Kind(
        "deno_and_bun_locks",
        (
            '"jsr:@std/path@⟨v⟩": {\n  "integrity": "⟨h64⟩"\n}',
            '"zod": ["zod@⟨v⟩", "", {}, "sha512-⟨sri⟩"],',
            "deno.lock remote entry https://deno.land/std@0.224.0/fmt/colors.ts → ⟨h64b⟩",
        ),
        _h,
    ),
    Kind(
        "helm_and_terraform_locks",
        (
            "Chart.lock:\ndependencies:\n- name: postgresql\n  repository: oci://registry-1.docker.io"
            "/bitnamicharts\n  version: ⟨v⟩\ndigest: sha256:⟨h64⟩\ngenerated: 2026-02-11T09:14:03Z",
            'provider "registry.terraform.io/hashicorp/aws" {\n  version = "⟨v⟩"\n  hashes = [\n'
            '    "h1:⟨h1⟩",\n    "zh:⟨h64⟩",\n  ]\n}',
            "terraform init -upgrade added zh:⟨h64b⟩ to .terraform.lock.hcl for linux_arm64",
        ),
        _h,
    ),
    Kind(
        "maven_and_vcpkg_checksums",
        (
            "guava-33.0.0-jre.jar.sha1 = ⟨sha⟩ (matches Maven Central)",
            "vcpkg_from_github(\n    OUT_SOURCE_PATH SOURCE_PATH\n    REPO fmtlib/fmt\n"
            "    REF ⟨v⟩\n    SHA512 ⟨h128⟩\n)",
            "Gradle dependency-verification failed: expected sha256 ⟨h64⟩ for okio-⟨v⟩.jar",
        ),
        _h,
    ),
    Kind(
        "graphql_persisted_query_hashes",
        (
            "GET /graphql?operationName=Notes&extensions="
            '{"persistedQuery":{"version":1,"sha256Hash":"⟨h64⟩"}}',
            "Apollo returned PersistedQueryNotFound for hash ⟨h64b⟩; the client re-sent the "
            "full query",
            "Relay persisted query id ⟨h32⟩ maps to NotesListQuery in persisted-queries.json",
        ),
        _h,
    ),
)
