"""Benign look-alikes: digests, checksums, lockfile hashes, signatures and public keys."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike5.gen import (
    ALNUM,
    BECH32,
    NIX32,
    UHEX,
    Kind,
    b64,
    b64url,
    colon_hex,
    ed25519_public,
    hexs,
    num,
    pick,
    wrap,
)

_IMAGES = ("python:3.12-slim", "node:22-alpine", "ghcr.io/acme/api", "postgres:16", "nginx:1.27")
_PKGS = ("requests", "urllib3", "pydantic", "numpy", "cryptography", "orjson", "httpx")
_NPM = ("react", "lodash", "esbuild", "zod", "@types/node", "vite", "undici")
_CRATES = ("serde", "tokio", "rustls", "hyper", "ring", "clap", "anyhow")
_EMAILS = ("dana@laptop", "ci@build-01", "ops@bastion", "mira@workstation", "deploy@runner")


def _ver(r: Random) -> str:
    return f"{r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}"


def _docker(r: Random) -> dict[str, str]:
    return {"img": r.choice(_IMAGES), "d": hexs(r, 64), "d2": hexs(r, 64), "tag": _ver(r)}


def _npm(r: Random) -> dict[str, str]:
    return {
        "pkg": r.choice(_NPM),
        "ver": _ver(r),
        "i512": "sha512-" + b64(r, 64),
        "sha1": hexs(r, 40),
    }


def _pip(r: Random) -> dict[str, str]:
    return {"pkg": r.choice(_PKGS), "ver": _ver(r), "h1": hexs(r, 64), "h2": hexs(r, 64)}


def _cargo_go(r: Random) -> dict[str, str]:
    return {
        "crate": r.choice(_CRATES),
        "ver": _ver(r),
        "sum": hexs(r, 64),
        "h1": b64(r, 32),
        "h2": b64(r, 32),
        "mod": r.choice(("golang.org/x/net", "github.com/spf13/cobra", "google.golang.org/grpc")),
    }


def _nix(r: Random) -> dict[str, str]:
    return {
        "p1": pick(r, NIX32, 32),
        "p2": pick(r, NIX32, 32),
        "sri": "sha256-" + b64(r, 32),
        "ver": _ver(r),
    }


def _sums(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "ver": _ver(r),
    }


def _sshpub(r: Random) -> dict[str, str]:
    return {
        "k1": ed25519_public(r),
        "k2": ed25519_public(r),
        "who": r.choice(_EMAILS),
        "who2": r.choice(_EMAILS),
    }


def _sshfp(r: Random) -> dict[str, str]:
    return {
        "fp": b64(r, 32).rstrip("="),
        "md5": ":".join(hexs(r, 2) for _ in range(16)),
        "host": r.choice(("bastion.acme.io", "git.internal", "10.0.8.4", "build-mac-02")),
        "k": ed25519_public(r),
    }


def _gpg(r: Random) -> dict[str, str]:
    fp = pick(r, UHEX, 40)
    return {
        "fp": fp,
        "spaced": " ".join(fp[i : i + 4] for i in range(0, 40, 4)),
        "short": fp[-16:],
        "who": r.choice(("Release Signing Key <release@acme.dev>", "Mira Okafor <mira@acme.dev>")),
    }


def _cert(r: Random) -> dict[str, str]:
    return {
        "body": wrap("MIIDdzCCAl+gAwIBAgIU" + b64(r, 420)),
        "fp256": colon_hex(r, 32),
        "fp1": colon_hex(r, 20),
        "serial": colon_hex(r, 16),
        "host": r.choice(("api.acme.io", "*.staging.acme.io", "mqtt.devices.acme.io")),
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "n": b64url(r, 256),
        "kid": hexs(r, 40),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "kid2": pick(r, ALNUM, 43),
    }


def _sigs(r: Random) -> dict[str, str]:
    return {
        "sig": "MEUCIQ" + b64(r, 66),
        "digest": hexs(r, 64),
        "rekor": num(r, 9),
        "uuid": hexs(r, 80),
        "minisig": "RW" + b64(r, 40)[:54],
    }


def _build_ids(r: Random) -> dict[str, str]:
    return {
        "bid": hexs(r, 40),
        "change": "I" + hexs(r, 40),
        "ver": _ver(r),
        "bin": r.choice(("libcodec.so", "edge-proxy", "firmware.elf", "worker")),
    }


def _hooks(r: Random) -> dict[str, str]:
    return {
        "sig": hexs(r, 64),
        "sha1": hexs(r, 40),
        "deliv": "-".join(hexs(r, n) for n in (8, 4, 4, 4, 12)),
        "ts": str(r.randint(1_700_000_000, 1_760_000_000)),
        "stripe": hexs(r, 64),
    }


def _lfs(r: Random) -> dict[str, str]:
    return {
        "oid": hexs(r, 64),
        "size": str(r.randint(10_000, 900_000_000)),
        "path": r.choice(("assets/textures/terrain_4k.png", "models/ranker.onnx", "fw/radio.bin")),
    }


def _public_recipients(r: Random) -> dict[str, str]:
    return {
        "age": "age1" + pick(r, BECH32, 58),
        "age2": "age1" + pick(r, BECH32, 58),
        "wg": b64(r, 32),
        "npub": "npub1" + pick(r, BECH32, 58),
    }


def _chain(r: Random) -> dict[str, str]:
    return {
        "tx": "0x" + hexs(r, 64),
        "addr": "0x" + hexs(r, 40),
        "block": str(r.randint(18_000_000, 22_000_000)),
        "btc": hexs(r, 64),
    }


ARTIFACTS: tuple[Kind, ...] = (
    Kind(
        "image-digests",
        (
            "FROM ⟨img⟩@sha256:⟨d⟩",
            "Deployed ⟨img⟩:⟨tag⟩ (digest sha256:⟨d⟩), rollback target sha256:⟨d2⟩.",
            "$ crane digest ⟨img⟩:⟨tag⟩\nsha256:⟨d⟩",
            "image: ⟨img⟩@sha256:⟨d2⟩  # pinned by renovate",
            "Digest: sha256:⟨d⟩\nStatus: Downloaded newer image for ⟨img⟩:⟨tag⟩",
        ),
        _docker,
    ),
    Kind(
        "npm-lock-integrity",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n  "integrity": "⟨i512⟩"\n}',
            "npm ERR! code EINTEGRITY\nnpm ERR! Integrity check failed for ⟨pkg⟩ (expected ⟨i512⟩)",
            (
                '⟨pkg⟩@^⟨ver⟩:\n  version "⟨ver⟩"\n  resolved '
                '"https://registry.yarnpkg.com/⟨pkg⟩/-/⟨pkg⟩-⟨ver⟩.tgz#⟨sha1⟩"'
            ),
            "The lockfile churn is only integrity fields like ⟨i512⟩ — safe to accept.",
        ),
        _npm,
    ),
    Kind(
        "pip-hashes",
        (
            "⟨pkg⟩==⟨ver⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
            (
                "ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.\n    "
                "⟨pkg⟩==⟨ver⟩ from https://files.pythonhosted.org/packages/⟨pkg⟩-⟨ver⟩.tar.gz:\n   "
                "     Expected sha256 ⟨h1⟩\n             Got        ⟨h2⟩"
            ),
            (
                '[[package]]\nname = "⟨pkg⟩"\nversion = "⟨ver⟩"\nfiles = [\n    {file = '
                '"⟨pkg⟩-⟨ver⟩.tar.gz", hash = "sha256:⟨h1⟩"},\n]'
            ),
            "uv.lock pins ⟨pkg⟩ ⟨ver⟩ with sdist hash sha256:⟨h2⟩.",
        ),
        _pip,
    ),
    Kind(
        "cargo-and-go-sums",
        (
            (
                '[[package]]\nname = "⟨crate⟩"\nversion = "⟨ver⟩"\nsource = '
                '"registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "⟨sum⟩"'
            ),
            "⟨mod⟩ v⟨ver⟩ h1:⟨h1⟩\n⟨mod⟩ v⟨ver⟩/go.mod h1:⟨h2⟩",
            (
                "verifying ⟨mod⟩@v⟨ver⟩: checksum mismatch\n\tdownloaded: h1:⟨h1⟩\n\tgo.sum:     "
                "h1:⟨h2⟩"
            ),
            "Cargo.lock conflict was only the checksum of ⟨crate⟩ ⟨ver⟩ (⟨sum⟩).",
        ),
        _cargo_go,
    ),
    Kind(
        "nix-store-hashes",
        (
            "/nix/store/⟨p1⟩-python3-3.12.4/bin/python3",
            (
                "error: hash mismatch in fixed-output derivation '/nix/store/⟨p1⟩-source.drv':\n  "
                "specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n     got:    ⟨sri⟩"
            ),
            (
                'src = fetchFromGitHub {\n  owner = "acme";\n  repo = "cli";\n  rev = "v⟨ver⟩";\n  '
                'hash = "⟨sri⟩";\n};'
            ),
            "nix path-info shows ⟨p2⟩-openssl-3.0.14 pulled in by curl.",
        ),
        _nix,
    ),
    Kind(
        "release-checksums",
        (
            "⟨s1⟩  acme-cli_⟨ver⟩_linux_amd64.tar.gz\n⟨s2⟩  acme-cli_⟨ver⟩_darwin_arm64.tar.gz",
            "$ sha256sum firmware-⟨ver⟩.bin\n⟨s1⟩  firmware-⟨ver⟩.bin",
            "Release ⟨ver⟩ checksums (SHA256SUMS): linux ⟨s1⟩, windows ⟨s2⟩",
            "MD5 (backup-2025-02-01.tar.zst) = ⟨md5⟩",
            "sha1 of the jar in the maven repo: ⟨sha1⟩ (matches the .sha1 file)",
        ),
        _sums,
    ),
    Kind(
        "ssh-public-keys",
        (
            "ssh-ed25519 ⟨k1⟩ ⟨who⟩",
            "authorized_keys on the bastion:\nssh-ed25519 ⟨k1⟩ ⟨who⟩\nssh-ed25519 ⟨k2⟩ ⟨who2⟩",
            "Added deploy key (read-only) to the repo: ssh-ed25519 ⟨k2⟩ ⟨who⟩",
            "users:\n  - name: ops\n    ssh_authorized_keys:\n      - ssh-ed25519 ⟨k1⟩ ⟨who⟩",
        ),
        _sshpub,
    ),
    Kind(
        "ssh-fingerprints",
        (
            (
                "The authenticity of host '⟨host⟩' can't be established.\nED25519 key fingerprint "
                "is SHA256:⟨fp⟩."
            ),
            "256 SHA256:⟨fp⟩ ⟨host⟩ (ED25519)",
            "Old-style fingerprint of the same key: MD5:⟨md5⟩",
            "known_hosts entry: ⟨host⟩ ssh-ed25519 ⟨k⟩",
            (
                "WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! New fingerprint SHA256:⟨fp⟩ — "
                "expected, host was rebuilt."
            ),
        ),
        _sshfp,
    ),
    Kind(
        "gpg-fingerprints",
        (
            "pub   ed25519 2024-01-09 [SC]\n      ⟨fp⟩\nuid           [ultimate] ⟨who⟩",
            "Releases are signed with ⟨spaced⟩.",
            "$ gpg --recv-keys ⟨fp⟩",
            (
                "gpg: Signature made Tue 04 Mar 2025 using EDDSA key ID ⟨short⟩\ngpg: Good "
                'signature from "⟨who⟩"'
            ),
        ),
        _gpg,
    ),
    Kind(
        "tls-certificates",
        (
            "-----BEGIN CERTIFICATE-----\n⟨body⟩\n-----END CERTIFICATE-----",
            "SHA256 Fingerprint=⟨fp256⟩",
            "Pinned cert for ⟨host⟩: sha256 ⟨fp256⟩, sha1 ⟨fp1⟩",
            "Serial Number:\n    ⟨serial⟩\nSubject: CN=⟨host⟩",
            (
                "ca.crt for the internal mesh (public, safe to commit):\n-----BEGIN "
                "CERTIFICATE-----\n⟨body⟩\n-----END CERTIFICATE-----"
            ),
        ),
        _cert,
    ),
    Kind(
        "jwks-public-keys",
        (
            (
                '{"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": "⟨kid⟩", "n": '
                '"⟨n⟩", "e": "AQAB"}]}'
            ),
            '{"kty": "EC", "crv": "P-256", "kid": "⟨kid2⟩", "x": "⟨x⟩", "y": "⟨y⟩"}',
            (
                "Token header says kid=⟨kid⟩ but the JWKS endpoint only lists ⟨kid2⟩ — key "
                "rotation lag."
            ),
            "JWKS cache refreshed; current signing kid ⟨kid2⟩, previous ⟨kid⟩.",
        ),
        _jwks,
    ),
    Kind(
        "artifact-signatures",
        (
            "cosign signature for the release image:\n⟨sig⟩",
            "tlog entry created with index: ⟨rekor⟩\nuuid: ⟨uuid⟩",
            "Verified OK — payload digest sha256:⟨digest⟩, signature ⟨sig⟩",
            "untrusted comment: signature from minisign secret key\n⟨minisig⟩",
        ),
        _sigs,
    ),
    Kind(
        "build-ids",
        (
            "⟨bin⟩: ELF 64-bit LSB pie executable, x86-64, BuildID[sha1]=⟨bid⟩, stripped",
            "Change-Id: ⟨change⟩",
            "debuginfod lookup for build id ⟨bid⟩ returned 404; upload symbols for ⟨ver⟩.",
            "Signed-off-by: Mira Okafor <mira@acme.dev>\nChange-Id: ⟨change⟩",
        ),
        _build_ids,
    ),
    Kind(
        "webhook-signature-headers",
        (
            "X-GitHub-Delivery: ⟨deliv⟩\nX-Hub-Signature-256: sha256=⟨sig⟩",
            (
                "Signature mismatch: got sha256=⟨sig⟩ — we were hashing the re-serialised JSON, "
                "not the raw body."
            ),
            "Stripe-Signature: t=⟨ts⟩,v1=⟨stripe⟩",
            "X-Hub-Signature: sha1=⟨sha1⟩ (legacy header, ignore)",
        ),
        _hooks,
    ),
    Kind(
        "git-lfs-pointers",
        (
            "version https://git-lfs.github.com/spec/v1\noid sha256:⟨oid⟩\nsize ⟨size⟩",
            "⟨path⟩ is still an LFS pointer on the runner (oid ⟨oid⟩); add lfs: true to checkout.",
            "$ git lfs ls-files -l | grep ⟨path⟩\n⟨oid⟩ * ⟨path⟩",
        ),
        _lfs,
    ),
    Kind(
        "public-recipients",
        (
            "creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: ⟨age⟩,⟨age2⟩",
            "My age recipient (public) is ⟨age⟩.",
            "[Peer]\nPublicKey = ⟨wg⟩\nAllowedIPs = 10.8.0.2/32",
            "wg show: peer ⟨wg⟩ latest handshake 41 seconds ago",
            "Nostr relay test account: ⟨npub⟩",
        ),
        _public_recipients,
    ),
    Kind(
        "chain-hashes",
        (
            "Deploy tx ⟨tx⟩ mined in block ⟨block⟩.",
            "Contract address: ⟨addr⟩ (verified on the explorer)",
            "https://etherscan.io/tx/⟨tx⟩",
            "bitcoin-cli getrawtransaction ⟨btc⟩ true",
        ),
        _chain,
    ),
)
