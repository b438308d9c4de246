"""Benign look-alikes from the OTA and PKI side: image hashes, Uptane/TUF metadata, public
keys and certificates, fingerprints, JWKS, ciphertext that is meant to be committed, and
container digests. All must come out byte-identical."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike26.gen import (
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    der,
    ed25519_public_blob,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)

_BEGIN = "-----BEGIN "
_END = "-----END "
_THINGS = ("tcu-gen4-brno-bench-03", "tcu-gen4-seoul-hil-11", "gw-ecu-proto-b2", "tcu-canary-07")


def _ver(r: Random) -> str:
    return f"4.{r.randint(0, 19)}.{r.randint(0, 30)}"


def _hashes(r: Random) -> dict[str, str]:
    return {
        "ver": _ver(r),
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
        "sha512": hexs(r, 128),
        "sha1": hexs(r, 40),
        "md5": hexs(r, 32),
        "len": num(r, r.choice((7, 8, 9))),
        "name": r.choice(("tcu-app", "gw-b2-boot", "hu7-sys", "tcu-modem-fw")) + f"-{_ver(r)}.bin",
    }


def _sigs(r: Random) -> dict[str, str]:
    return {
        "keyid": hexs(r, 64),
        "sighex": hexs(r, 128),
        "sigb64": b64(r, 256),
        "sigb64e": b64(r, 64),
        "v": str(r.randint(2, 900)),
        "serial": "TCU4" + pick(r, UPPER_ALNUM, 12),
    }


def _ec_public(r: Random) -> str:
    raw = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04"
    return wrap(base64.b64encode(raw + r.randbytes(64)).decode(), 64)


def _tuf_pub(r: Random) -> dict[str, str]:
    return {
        "keyid": hexs(r, 64),
        "keyid2": hexs(r, 64),
        "keyid3": hexs(r, 64),
        "pub": hexs(r, 64),
        "ecpub": _ec_public(r),
        "t": str(r.choice((1, 2, 3))),
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "body": der(r, "308201f33082019aa00302010202", r.randint(420, 560)),
        "csr": der(r, "308201333081da020100307831", r.randint(300, 340)),
        "thing": r.choice(_THINGS),
    }


def _colon_hex(r: Random, n: int) -> str:
    return ":".join(f"{r.randrange(256):02X}" for _ in range(n))


def _fps(r: Random) -> dict[str, str]:
    return {
        "fp": _colon_hex(r, 32),
        "fp1": _colon_hex(r, 20),
        "serial": _colon_hex(r, 16).lower(),
        "ski": _colon_hex(r, 20),
        "certid": hexs(r, 64),
        "thing": r.choice(_THINGS),
        "spki": b64(r, 32),
    }


def _ssh(r: Random) -> dict[str, str]:
    rsa = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x81\x00"
    return {
        "pub": base64.b64encode(ed25519_public_blob(r)).decode(),
        "rsapub": base64.b64encode(rsa + r.randbytes(384)).decode(),
        "salt": b64(r, 20),
        "hash": b64(r, 20),
        "fp": b64(r, 32).rstrip("="),
        "fp2": b64(r, 32).rstrip("="),
        "who": r.choice(("tereza@brno-ws12", "minjun@seoul-lab", "ci@build-brno-03")),
    }


def _jwks(r: Random) -> dict[str, str]:
    spki = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return {
        "kid": b64url(r, 32),
        "n": b64url(r, 256),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "spki": base64.b64encode(spki + r.randbytes(256) + b"\x02\x03\x01\x00\x01").decode(),
        "thumb": b64url(r, 32),
    }


def _sops(r: Random) -> dict[str, str]:
    return {
        "d": b64(r, r.choice((18, 24, 33))),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "mac": b64(r, 48),
        "iv2": b64(r, 32),
        "tag2": b64(r, 16),
        "acct": num(r, 12),
        "u": uuid4(r),
        "sealed": "AgB" + b64(r, 540),
        "vct": b64(r, 44),
        "kms": "AQICAHi" + b64(r, 180),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "iid": hexs(r, 12),
        "ver": _ver(r),
        "idx": num(r, 9),
    }


OTA: tuple[Kind, ...] = (
    Kind(
        "firmware_image_hashes",
        (
            "sha256sum tcu-gen4-⟨ver⟩.swu\n⟨sha⟩  tcu-gen4-⟨ver⟩.swu",
            '"hashes": {"sha256": "⟨sha⟩", "sha512": "⟨sha512⟩"}, "length": ⟨len⟩',
            "Image ⟨name⟩ v Artifactory: sha1 ⟨sha1⟩, md5 ⟨md5⟩",
            "Bootloader rejected image: expected sha256 ⟨sha⟩ got ⟨sha2⟩ "
            "(corrupted download over LTE)",
            "| ECU | image | sha256 |\n|---|---|---|\n| TCU | ⟨name⟩ | ⟨sha⟩ |\n"
            "| GW | gw-b2-⟨ver⟩.bin | ⟨sha2⟩ |",
            "이미지 해시 ⟨sha⟩ 확인 완료 (서울, ⟨name⟩)",
        ),
        _hashes,
    ),
    Kind(
        "uptane_metadata_signatures",
        (
            '{"signatures": [{"keyid": "⟨keyid⟩", "method": "ed25519", "sig": "⟨sighex⟩"}], '
            '"signed": {"_type": "Targets", "version": ⟨v⟩, "expires": "2028-01-01T00:00:00Z"}}',
            '"signatures":[{"keyid":"⟨keyid⟩","method":"rsassa-pss-sha256","sig":"⟨sigb64⟩"}]',
            "director targets.json v⟨v⟩ podepsán klíčem ⟨keyid⟩, podpis ⟨sighex⟩",
            "aktualizr: Signature verification for Director metadata failed: keyid ⟨keyid⟩, "
            "sig ⟨sigb64e⟩",
            "ECU version manifest (primary ⟨serial⟩): signature ⟨sigb64e⟩, method ed25519",
        ),
        _sigs,
    ),
    Kind(
        "tuf_public_keys_and_keyids",
        (
            '"⟨keyid⟩": {"keytype": "ed25519", "scheme": "ed25519", "keyval": {"public": "⟨pub⟩"}}',
            '"roles": {"root": {"keyids": ["⟨keyid⟩", "⟨keyid2⟩"], "threshold": ⟨t⟩}, '
            '"timestamp": {"keyids": ["⟨keyid3⟩"], "threshold": 1}}',
            "garage-sign key list: targets ⟨keyid⟩ (ED25519, public ⟨pub⟩)",
            "Rotated root: old keyid ⟨keyid⟩ → new keyid ⟨keyid2⟩ (⟨t⟩-of-3, offline HSM)",
            "Director ECDSA public key:\n"
            + _BEGIN
            + "PUBLIC KEY-----\n⟨ecpub⟩\n"
            + _END
            + "PUBLIC KEY-----",
        ),
        _tuf_pub,
    ),
    Kind(
        "x509_certificates_pem",
        (
            _BEGIN + "CERTIFICATE-----\n⟨body⟩\n" + _END + "CERTIFICATE-----",
            "Device certificate for ⟨thing⟩ (public part, fine to keep):\n"
            + _BEGIN
            + "CERTIFICATE-----\n⟨body⟩\n"
            + _END
            + "CERTIFICATE-----",
            "CSR z TCU ⟨thing⟩ (poslat do PKI v Soulu):\n"
            + _BEGIN
            + "CERTIFICATE REQUEST-----\n⟨csr⟩\n"
            + _END
            + "CERTIFICATE REQUEST-----",
            "mqtt.svratka-tm.cz ca.crt:\n\n"
            + _BEGIN
            + "CERTIFICATE-----\n⟨body⟩\n"
            + _END
            + "CERTIFICATE-----\n",
        ),
        _certs,
    ),
    Kind(
        "certificate_fingerprints_and_serials",
        (
            "openssl x509 -in tcu.crt -noout -fingerprint -sha256\nsha256 Fingerprint=⟨fp⟩",
            "Serial Number:\n    ⟨serial⟩\nX509v3 Subject Key Identifier:\n    ⟨ski⟩",
            "AWS IoT certificate ⟨certid⟩ attached to ⟨thing⟩, status ACTIVE",
            "Pinned CA SPKI hash (sha256, base64) in the TCU trust store: ⟨spki⟩",
            "인증서 지문(SHA-1): ⟨fp1⟩ — ⟨thing⟩",
        ),
        _fps,
    ),
    Kind(
        "ssh_public_keys_and_host_keys",
        (
            "ssh-ed25519 ⟨pub⟩ ⟨who⟩",
            "~/.ssh/known_hosts:\n|1|⟨salt⟩|⟨hash⟩ ssh-ed25519 ⟨pub⟩",
            "ED25519 key fingerprint is SHA256:⟨fp⟩.",
            "authorized_keys na HIL PC:\nssh-rsa ⟨rsapub⟩ ⟨who⟩",
            "Host key for build-seoul-02 changed: SHA256:⟨fp⟩ → SHA256:⟨fp2⟩ (reinstall, OK)",
        ),
        _ssh,
    ),
    Kind(
        "jwks_public_keys",
        (
            '{"keys":[{"kty":"RSA","kid":"⟨kid⟩","use":"sig","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            '{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","x":"⟨x⟩","y":"⟨y⟩","use":"sig"}',
            "Keycloak realm fleet public key (RS256, kid ⟨kid⟩): ⟨spki⟩",
            'JWT header from the vehicle API: {"alg":"RS256","typ":"JWT","kid":"⟨kid⟩"} — '
            "kid matches the JWKS",
            "x5t#S256 thumbprint ⟨thumb⟩ for kid ⟨kid⟩",
        ),
        _jwks,
    ),
    Kind(
        "committed_ciphertext_sops_sealed",
        (
            "mqtt:\n    password: ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]\n"
            "sops:\n    kms:\n        - arn: arn:aws:kms:eu-central-1:⟨acct⟩:key/⟨u⟩\n"
            '    lastmodified: "2027-10-11T09:12:44Z"\n'
            "    mac: ENC[AES256_GCM,data:⟨mac⟩,iv:⟨iv2⟩,tag:⟨tag2⟩,type:str]\n"
            "    version: 3.9.1",
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n"
            "  name: director-db\n  namespace: ota\nspec:\n  encryptedData:\n"
            "    password: ⟨sealed⟩",
            "vault write transit/decrypt/ota-fw ciphertext=vault:v1:⟨vct⟩",
            "aws kms encrypt output (CiphertextBlob, safe to commit): ⟨kms⟩",
            "SOPS 파일은 커밋해도 됨: token: ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
        ),
        _sops,
    ),
    Kind(
        "container_image_digests",
        (
            "registry.gitlab.svratka-tm.cz/ota/director@sha256:⟨d⟩",
            "docker images --digests\nREPOSITORY                           TAG     DIGEST"
            "                                                                    IMAGE ID\n"
            "harbor.svratka-tm.cz/ecu/can-ingest  ⟨ver⟩  sha256:⟨d⟩  ⟨iid⟩",
            "image: harbor.svratka-tm.cz/ota/uptane-director:⟨ver⟩@sha256:⟨d⟩",
            "containerd pull: resolved to sha256:⟨d⟩, config sha256:⟨d2⟩",
            "cosign verify → Verified OK, digest sha256:⟨d⟩, Rekor log index ⟨idx⟩",
        ),
        _digests,
    ),
)
