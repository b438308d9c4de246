"""Benign look-alikes from an open-source maintainer's notes: release automation,
registries, GPG, checksums and lockfiles."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike8.gen import (
    Kind,
    b64,
    day,
    hexs,
    num,
    pick,
    semver,
    upper_hex,
)

NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
PKGS = ("attrs", "httpx", "rich", "pydantic-core", "orjson", "ruff")


def _gpg(r: Random) -> dict[str, str]:
    fp = upper_hex(r, 40)
    sub = upper_hex(r, 40)
    return {"fp": fp, "long": fp[-16:], "sub": sub, "d": day(r)}


GPG_FINGERPRINTS = Kind(
    "gpg-key-fingerprints",
    (
        "pub   ed25519 ⟨d⟩ [SC] [expires: 2027-01-01]\n      ⟨fp⟩\nuid           [ultimate] "
        "Acme Release <release@acme.io>\nsub   cv25519 ⟨d⟩ [E]",
        "gpg --keyserver hkps://keys.openpgp.org --recv-keys ⟨fp⟩",
        "Release signing key: ⟨fp⟩ (short id ⟨long⟩); KEYS file updated in the repo.",
        "sec   rsa4096/⟨long⟩ ⟨d⟩ [SC]\n      Key fingerprint = ⟨fp⟩\nssb   rsa4096/⟨sub⟩ ⟨d⟩ [E]",
        "git config user.signingkey ⟨long⟩",
    ),
    _gpg,
)


def _pip(r: Random) -> dict[str, str]:
    return {
        "pkg": r.choice(PKGS),
        "ver": semver(r),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
    }


PIP_HASHES = Kind(
    "pip-hash-pins",
    (
        "⟨pkg⟩==⟨ver⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
        "ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.\n    ⟨pkg⟩"
        "==⟨ver⟩ from https://files.pythonhosted.org/packages/⟨pkg⟩-⟨ver⟩.tar.gz:\n        "
        "Expected sha256 ⟨h1⟩\n             Got        ⟨h2⟩",
        "pip-compile --generate-hashes pinned ⟨pkg⟩ ⟨ver⟩ to sha256:⟨h1⟩",
        '[[package]]\nname = "⟨pkg⟩"\nversion = "⟨ver⟩"\nsdist = { url = "https://files.'
        'pythonhosted.org/⟨pkg⟩-⟨ver⟩.tar.gz", hash = "sha256:⟨h1⟩" }',
        'files = [\n    {file = "⟨pkg⟩-⟨ver⟩-py3-none-any.whl", hash = "sha256:⟨h1⟩"},\n'
        '    {file = "⟨pkg⟩-⟨ver⟩.tar.gz", hash = "sha256:⟨h2⟩"},\n]',
    ),
    _pip,
)


def _cargo_go(r: Random) -> dict[str, str]:
    return {
        "crate": r.choice(("serde", "tokio", "anyhow", "clap", "regex")),
        "ver": semver(r),
        "sum": hexs(r, 64),
        "mod": r.choice(("github.com/spf13/cobra", "golang.org/x/sync", "github.com/rs/zerolog")),
        "h1": b64(r, 32),
        "h2": b64(r, 32),
    }


CARGO_GO_SUMS = Kind(
    "cargo-and-go-sums",
    (
        '[[package]]\nname = "⟨crate⟩"\nversion = "⟨ver⟩"\nsource = "registry+https://github.com/'
        'rust-lang/crates.io-index"\nchecksum = "⟨sum⟩"',
        "⟨mod⟩ v⟨ver⟩ h1:⟨h1⟩\n⟨mod⟩ v⟨ver⟩/go.mod h1:⟨h2⟩",
        "verifying ⟨mod⟩@v⟨ver⟩: checksum mismatch\n\tdownloaded: h1:⟨h1⟩\n\tgo.sum:     h1:⟨h2⟩",
        "cargo vendor rewrote .cargo-checksum.json for ⟨crate⟩ (package ⟨sum⟩).",
    ),
    _cargo_go,
    n=5,
)


def _sums(r: Random) -> dict[str, str]:
    return {
        "a": hexs(r, 64),
        "b": hexs(r, 64),
        "c": hexs(r, 64),
        "ver": semver(r),
        "b2": hexs(r, 128),
    }


RELEASE_CHECKSUMS = Kind(
    "release-checksum-files",
    (
        "⟨a⟩  acme-⟨ver⟩-x86_64-unknown-linux-gnu.tar.gz\n⟨b⟩  acme-⟨ver⟩-aarch64-apple-darwin"
        ".tar.gz\n⟨c⟩  acme-⟨ver⟩-x86_64-pc-windows-msvc.zip",
        "$ sha256sum -c SHA256SUMS --ignore-missing\nacme-⟨ver⟩-x86_64-unknown-linux-gnu.tar.gz: "
        "OK",
        'Homebrew formula bump: url .../v⟨ver⟩.tar.gz, sha256 "⟨a⟩"',
        "b2sum acme-⟨ver⟩.tar.xz\n⟨b2⟩  acme-⟨ver⟩.tar.xz",
        "The GitHub release asset digest (sha256:⟨c⟩) matches what the workflow printed.",
    ),
    _sums,
    n=5,
)


def _minisign(r: Random) -> dict[str, str]:
    pk = base64.b64encode(b"Ed" + r.randbytes(40)).decode()
    sig = base64.b64encode(b"Ed" + r.randbytes(72)).decode()
    return {
        "pk": pk,
        "sig": sig,
        "kid": upper_hex(r, 16),
        "ver": semver(r),
        "gsig": b64(r, 64),
    }


MINISIGN_KEYS = Kind(
    "minisign-and-signify",
    (
        "untrusted comment: minisign public key ⟨kid⟩\n⟨pk⟩",
        "minisign -Vm acme-⟨ver⟩.tar.gz -P ⟨pk⟩",
        "untrusted comment: signature from minisign secret key\n⟨sig⟩\ntrusted comment: "
        "timestamp:1736842931\tfile:acme-⟨ver⟩.tar.gz\n⟨gsig⟩",
        "Verify downloads with our public key ⟨pk⟩ (key id ⟨kid⟩).",
    ),
    _minisign,
    n=4,
)


def _actions(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 40),
        "s2": hexs(r, 40),
        "s3": hexs(r, 40),
        "v": f"v{r.randint(1, 5)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
    }


PINNED_ACTIONS = Kind(
    "pinned-workflow-actions",
    (
        "permissions:\n  id-token: write\nsteps:\n  - uses: actions/checkout@⟨s1⟩ # ⟨v⟩\n"
        "  - uses: pypa/gh-action-pypi-publish@⟨s2⟩ # release/v1",
        "- uses: actions/setup-node@⟨s3⟩ # ⟨v⟩\n  with:\n    node-version: 22\n"
        "    registry-url: https://registry.npmjs.org",
        "Renovate wants to bump sigstore/cosign-installer from ⟨s1⟩ to ⟨s2⟩ (⟨v⟩).",
        "Trusted publishing: no token in the repo, PyPI trusts the OIDC claim from workflow "
        "release.yml at ⟨s3⟩.",
    ),
    _actions,
    n=5,
)


def _npm_pub(r: Random) -> dict[str, str]:
    return {
        "pkg": r.choice(("@acme/sdk", "@lumen/ui", "tally-cli")),
        "ver": semver(r),
        "shasum": hexs(r, 40),
        "sri": b64(r, 64),
        "idx": num(r, 9),
    }


NPM_PUBLISH = Kind(
    "npm-publish-output",
    (
        "npm notice 📦  ⟨pkg⟩@⟨ver⟩\nnpm notice shasum: ⟨shasum⟩\nnpm notice integrity: "
        "sha512-⟨sri⟩\nnpm notice total files: 48",
        "Provenance statement published to transparency log: https://search.sigstore.dev/"
        "?logIndex=⟨idx⟩",
        "npm view ⟨pkg⟩@⟨ver⟩ dist.integrity\nsha512-⟨sri⟩",
        "Published ⟨pkg⟩@⟨ver⟩ with provenance (rekor index ⟨idx⟩, shasum ⟨shasum⟩).",
    ),
    _npm_pub,
    n=4,
)


def _git(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "full": hexs(r, 40),
        "pr": str(r.randint(100, 9999)),
    }


GIT_SHAS = Kind(
    "git-commit-shas",
    (
        "⟨s1⟩ (HEAD -> main) fix: retry on 429\n⟨s2⟩ chore(deps): bump undici\n⟨s3⟩ feat: "
        "streaming export",
        "Regression introduced by ⟨full⟩ (#⟨pr⟩), reverted in ⟨s2⟩.",
        "⟨full⟩ is the first bad commit\ncommit ⟨full⟩\nAuthor: Dana <dana@example.org>",
        "Cherry-picked ⟨s1⟩ onto release/2.x; backport PR #⟨pr⟩.",
        "Merge pull request #⟨pr⟩ from acme/fix-cache\n\n⟨full⟩",
    ),
    _git,
)


def _nix(r: Random) -> dict[str, str]:
    return {
        "hash": b64(r, 32),
        "got": b64(r, 32),
        "store": pick(r, NIX32, 32),
        "rev": hexs(r, 40),
        "pkg": r.choice(("python3-3.11.9", "nodejs-20.15.1", "openssl-3.0.14")),
    }


NIX_HASHES = Kind(
    "nix-hashes",
    (
        'src = fetchFromGitHub {\n  owner = "acme";\n  repo = "cli";\n  rev = "⟨rev⟩";\n'
        '  hash = "sha256-⟨hash⟩";\n};',
        "error: hash mismatch in fixed-output derivation\n         specified: sha256-⟨hash⟩\n"
        "            got:    sha256-⟨got⟩",
        "/nix/store/⟨store⟩-⟨pkg⟩/bin is first on PATH inside the dev shell.",
        "nix path-info -S /nix/store/⟨store⟩-⟨pkg⟩",
    ),
    _nix,
    n=4,
)


def _imagetools(r: Random) -> dict[str, str]:
    return {
        "idx": hexs(r, 64),
        "amd": hexs(r, 64),
        "arm": hexs(r, 64),
        "img": r.choice(("ghcr.io/acme/cli", "docker.io/lumen/server")),
        "ver": semver(r),
    }


IMAGE_MANIFESTS = Kind(
    "oci-image-manifests",
    (
        "Name:      ⟨img⟩:⟨ver⟩\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    "
        "sha256:⟨idx⟩\n\nManifests:\n  Name:     "
        " ⟨img⟩:⟨ver⟩@sha256:⟨amd⟩\n  Platform:  linux/amd64",
        "Multi-arch push done: index sha256:⟨idx⟩, arm64 sha256:⟨arm⟩.",
        '"manifests": [{"digest": "sha256:⟨amd⟩", "platform": {"architecture": "amd64", "os": '
        '"linux"}}, {"digest": "sha256:⟨arm⟩", "platform":'
        ' {"architecture": "arm64", "os": "linux"}}]',
        "crane digest ⟨img⟩:⟨ver⟩\nsha256:⟨idx⟩",
    ),
    _imagetools,
    n=4,
)

OSS: tuple[Kind, ...] = (
    GPG_FINGERPRINTS,
    PIP_HASHES,
    CARGO_GO_SUMS,
    RELEASE_CHECKSUMS,
    MINISIGN_KEYS,
    PINNED_ACTIONS,
    NPM_PUBLISH,
    GIT_SHAS,
    NIX_HASHES,
    IMAGE_MANIFESTS,
)
