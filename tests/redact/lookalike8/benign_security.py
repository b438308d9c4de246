"""Benign look-alikes from a security engineer's notes: SIEM queries, CVE triage, SBOMs,
signatures and public keys."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike8.gen import (
    Kind,
    b64,
    b64url,
    day,
    hexs,
    num,
    pem_body,
    pick,
    upper_hex,
    uuid4,
)

GHSA = "23456789cfghjmpqrvwx"


def _vuln(r: Random) -> dict[str, str]:
    return {
        "cve": f"CVE-{r.randint(2021, 2025)}-{r.randint(1000, 59999)}",
        "ghsa": "GHSA-" + "-".join(pick(r, GHSA, 4) for _ in range(3)),
        "go": f"GO-{r.randint(2022, 2025)}-{r.randint(1000, 3999)}",
        "py": f"PYSEC-{r.randint(2022, 2025)}-{r.randint(1, 400)}",
        "pkg": r.choice(("jinja2", "golang.org/x/net", "axios", "openssl", "requests")),
    }


VULN_IDS = Kind(
    "vulnerability-ids",
    (
        "⟨cve⟩ (⟨ghsa⟩) in ⟨pkg⟩ is not reachable from our code paths; marked not_affected.",
        "Vulnerability #1: ⟨go⟩\n    Found in: ⟨pkg⟩\n    Fixed in: ⟨pkg⟩@v0.33.0",
        "| id | pkg | status |\n|---|---|---|\n| ⟨py⟩"
        " | ⟨pkg⟩ | fixed |\n| ⟨ghsa⟩ | ⟨pkg⟩ | triage |",
        "trivy image --ignorefile .trivyignore acme/api"
        "  # ignores ⟨cve⟩ until the base image moves",
        "https://github.com/advisories/⟨ghsa⟩ - severity high, CVSS 7.5",
    ),
    _vuln,
)


def _ioc(r: Random) -> dict[str, str]:
    return {
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "sha256": hexs(r, 64),
        "host": r.choice(("WS-0142", "LAPTOP-DANA", "build-07", "FIN-PC-22")),
    }


IOC_HASHES = Kind(
    "siem-ioc-hash-queries",
    (
        'DeviceFileEvents\n| where SHA256 == "⟨sha256⟩"\n| project Timestamp, DeviceName, '
        "FolderPath",
        "index=edr sourcetype=crowdstrike:events (MD5HashData=⟨md5⟩ OR SHA1HashData=⟨sha1⟩) "
        "| stats count by ComputerName",
        "IOC list from the vendor advisory:\n- ⟨sha256⟩ (dropper)\n- ⟨md5⟩ (loader)",
        "Quarantined ⟨host⟩: file hash ⟨sha256⟩ flagged by Defender, VT 41/72.",
        'process.hash.sha1 : "⟨sha1⟩" and host.name : "⟨host⟩"',
    ),
    _ioc,
)


def _sbom(r: Random) -> dict[str, str]:
    return {
        "serial": uuid4(r),
        "sha": hexs(r, 64),
        "pkg": r.choice(("lodash", "urllib3", "serde", "log4j-core")),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "n": num(r, 6),
    }


SBOM_SNIPPETS = Kind(
    "sbom-snippets",
    (
        '{\n  "bomFormat": "CycloneDX",\n  "specVersion": "1.6",\n  "serialNumber": '
        '"urn:uuid:⟨serial⟩",\n  "version": 1\n}',
        '"components": [{"type": "library", "name": "⟨pkg⟩", "version": "⟨ver⟩", "purl": '
        '"pkg:generic/⟨pkg⟩@⟨ver⟩", "hashes": [{"alg": "SHA-256", "content": "⟨sha⟩"}]}]',
        '"SPDXID": "SPDXRef-Package-⟨pkg⟩-⟨n⟩",\n"checksums": [{"algorithm": "SHA256", '
        '"checksumValue": "⟨sha⟩"}]',
        "syft acme/api:latest -o cyclonedx-json > sbom.json  # serialNumber urn:uuid:⟨serial⟩",
    ),
    _sbom,
    n=5,
)


def _cosign(r: Random) -> dict[str, str]:
    return {
        "sig": "MEUCI" + b64(r, 66)[:91],
        "set": "MEYCIQ" + b64(r, 66)[:90],
        "idx": num(r, 9),
        "uuid": "24296fb24b8ad77a" + hexs(r, 64),
        "dig": hexs(r, 64),
        "img": r.choice(("ghcr.io/acme/api", "ghcr.io/lumen/cli", "docker.io/acme/web")),
    }


COSIGN_SIGNATURES = Kind(
    "cosign-and-rekor",
    (
        "Verification for ⟨img⟩@sha256:⟨dig⟩ --\nThe following checks were performed:\n"
        "  - The cosign claims were validated\n  - The signatures were verified against the "
        "specified public key",
        '"Bundle": {"SignedEntryTimestamp": "⟨set⟩", "Payload": {"logIndex": ⟨idx⟩}}',
        "rekor-cli get --uuid ⟨uuid⟩  # logIndex ⟨idx⟩",
        "Signature on the release image: ⟨sig⟩ (public, anyone can verify it with cosign.pub).",
        "tlog entry created with index: ⟨idx⟩\nPushing signature to: ⟨img⟩",
    ),
    _cosign,
)


def _pgp_sig(r: Random) -> dict[str, str]:
    return {
        "body": pem_body(r, 280),
        "crc": b64(r, 3),
        "fp": upper_hex(r, 40),
        "file": r.choice(("acme-cli-2.4.0.tar.gz", "lumen-1.9.2.tgz", "SHA256SUMS")),
    }


PGP_SIGNATURES = Kind(
    "pgp-detached-signatures",
    (
        "⟨file⟩.asc:\n-----BEGIN PGP SIGNATURE-----\n\n⟨body⟩\n=⟨crc⟩\n-----END PGP SIGNATURE-----",
        "gpg: Signature made Tue 14 Jan 2025 10:02:11 UTC\ngpg:                using RSA key ⟨fp⟩"
        '\ngpg: Good signature from "Acme Release Bot <release@acme.io>"',
        "-----BEGIN PGP SIGNATURE-----\n\n⟨body⟩\n=⟨crc⟩\n-----END PGP SIGNATURE-----",
        "Tag v2.4.0 is signed with ⟨fp⟩; git verify-tag prints Good signature.",
    ),
    _pgp_sig,
    n=4,
)


def _net(r: Random) -> dict[str, str]:
    return {
        "ja3": hexs(r, 32),
        "ja4": f"t13d{r.randint(10, 19)}{r.randint(10, 19)}h2_{hexs(r, 12)}_{hexs(r, 12)}",
        "ip": f"198.51.100.{r.randint(2, 250)}",
        "dom": r.choice(("login-acme-support", "acme-sso-verify", "cdn-acme-update")) + "[.]com",
    }


NETWORK_IOCS = Kind(
    "network-iocs",
    (
        "Beacon from ⟨ip⟩ with JA3 ⟨ja3⟩ every 60s.",
        'tls.ja4 == "⟨ja4⟩" matches the loader seen on ⟨dom⟩',
        "Blocklisted hxxps://⟨dom⟩/auth and ⟨ip⟩ at the proxy.",
        "| indicator | type |\n|---|---|\n| ⟨ja3⟩ | ja3 |\n| ⟨ip⟩ | ipv4 |\n| ⟨dom⟩ | domain |",
    ),
    _net,
    n=4,
)


def _rules(r: Random) -> dict[str, str]:
    return {
        "id": uuid4(r),
        "hx": " ".join(upper_hex(r, 2) for _ in range(12)),
        "name": r.choice(("Suspicious_Loader", "Acme_Stealer_Config", "Webshell_PHP_Eval")),
    }


DETECTION_RULES = Kind(
    "sigma-and-yara-rules",
    (
        "title: Credential Dumping via comsvcs.dll\nid: ⟨id⟩\nstatus: experimental\n"
        "logsource:\n  category: process_creation",
        "rule ⟨name⟩ {\n  strings:\n    $a = { ⟨hx⟩ }\n  condition:\n    uint16(0) == 0x5A4D "
        "and $a\n}",
        "Sigma rule ⟨id⟩ fires on the password-spray pattern (4625 burst); tuned threshold to 20.",
        "YARA hit ⟨name⟩ on the attachment; byte pattern { ⟨hx⟩ }",
    ),
    _rules,
    n=4,
)


def _alert(r: Random) -> dict[str, str]:
    return {
        "sid": f"scheduler__admin__search__RMD5{hexs(r, 16)}_at_{num(r, 10)}_{r.randint(1, 999)}",
        "gd": hexs(r, 32),
        "inc": uuid4(r),
        "d": day(r),
    }


ALERT_IDS = Kind(
    "security-alert-ids",
    (
        "Splunk job ⟨sid⟩ expired before I exported the results.",
        "GuardDuty finding ⟨gd⟩: UnauthorizedAccess:IAMUser/InstanceCredentialExfiltration - "
        "false positive (NAT egress).",
        "Sentinel incident ⟨inc⟩ closed as benign positive on ⟨d⟩.",
        "aws guardduty get-findings --detector-id ⟨gd⟩ --finding-ids ⟨gd⟩",
    ),
    _alert,
    n=4,
)


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": b64url(r, 32),
        "n": b64url(r, 256),
        "x5t": b64url(r, 20),
        "iss": r.choice(
            ("https://auth.acme.io", "https://acme.eu.auth0.com/", "https://login.lumen.dev")
        ),
    }


JWKS_PUBLIC = Kind(
    "jwks-public-keys",
    (
        '{"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": "⟨kid⟩", "e": "AQAB", '
        '"n": "⟨n⟩"}]}',
        "curl -s ⟨iss⟩/.well-known/jwks.json | jq '.keys[].kid'\n\"⟨kid⟩\"",
        "JWT verification fails because the token's kid ⟨kid⟩ is not in ⟨iss⟩ JWKS (x5t ⟨x5t⟩).",
        "Public signing key modulus (n) from the IdP: ⟨n⟩",
    ),
    _jwks,
    n=4,
)


def _pubpem(r: Random) -> dict[str, str]:
    return {
        "rsa": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 258)[:-6] + "IDAQAB",
        "ec": "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + b64(r, 64)[:-4],
        "use": r.choice(("webhook signature verification", "license checks", "cosign verify")),
    }


PUBLIC_KEY_PEMS = Kind(
    "public-key-pems",
    (
        "Public key for ⟨use⟩:\n-----BEGIN PUBLIC KEY-----\n⟨rsa⟩\n-----END PUBLIC KEY-----",
        "cosign.pub\n-----BEGIN PUBLIC KEY-----\n⟨ec⟩\n-----END PUBLIC KEY-----",
        "The vendor publishes their ⟨use⟩ key as ⟨ec⟩ (P-256 SPKI, base64).",
        "-----BEGIN PUBLIC KEY-----\n⟨ec⟩\n-----END PUBLIC KEY-----",
    ),
    _pubpem,
    n=4,
)


def _masked(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 4),
        "n": str(r.randint(10, 999)),
        "repo": r.choice(("acme/web", "acme/infra", "lumen/sdk")),
        "file": r.choice(("deploy/values.yaml", ".github/workflows/ci.yml", "scripts/seed.ts")),
    }


SCANNER_MASKED = Kind(
    "secret-scanner-masked-findings",
    (
        "Secret scanning alert #⟨n⟩ in ⟨repo⟩: GitHub Personal Access Token "
        + "gh"
        + "p_************************⟨last4⟩ (revoked by owner)",
        "Found verified result 🐷🔑\nDetector Type: Slack\nRaw result: "
        + "xo"
        + "xb-****-****-****⟨last4⟩\nFile: ⟨file⟩",
        "gitleaks: Finding: REDACTED  RuleID: generic-api-key  File: ⟨file⟩  Line: ⟨n⟩",
        "Incorrect API key provided: "
        + "sk"
        + "-proj-********************************⟨last4⟩. You can find your API key at "
        "https://platform.openai.com/account/api-keys.",
        "Alert ⟨n⟩ closed as false positive: the match in ⟨file⟩ was AKIA**************** in a "
        "docs example.",
    ),
    _masked,
)

SECURITY: tuple[Kind, ...] = (
    VULN_IDS,
    IOC_HASHES,
    SBOM_SNIPPETS,
    COSIGN_SIGNATURES,
    PGP_SIGNATURES,
    NETWORK_IOCS,
    DETECTION_RULES,
    ALERT_IDS,
    JWKS_PUBLIC,
    PUBLIC_KEY_PEMS,
    SCANNER_MASKED,
)
