"""Benign look-alikes: digests, checksums, public keys, certificates, non-secret base64."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike17.gen import (
    DASH5,
    UHEX,
    Kind,
    b64,
    b64_of,
    day,
    hexs,
    num,
    pick,
    project,
    user,
    wrap,
)


def _base(r: Random) -> dict[str, str]:
    return {"u": user(r), "p": project(r), "d": day(r), "v": f"1.{r.randint(0, 40)}"}


def _digest(r: Random) -> dict[str, str]:
    return _base(r) | {"h": hexs(r, 64), "h2": hexs(r, 64), "n": num(r, 3)}


def _sums(r: Random) -> dict[str, str]:
    return _base(r) | {"h": hexs(r, 64), "m": hexs(r, 32), "s1": hexs(r, 40), "n": num(r, 3)}


def _ssh_pub(r: Random) -> dict[str, str]:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + r.randbytes(32)
    ec = (
        b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04"
        + r.randbytes(64)
    )
    return _base(r) | {"k": b64_of(blob), "e": b64_of(ec)}


def _cert(r: Random) -> dict[str, str]:
    der = b"\x30\x82\x05" + bytes([r.randint(0, 255)]) + b"\x30\x82\x04" + r.randbytes(600)
    head = DASH5 + "BEGIN CERTIFICATE" + DASH5
    tail = DASH5 + "END CERTIFICATE" + DASH5
    spki = b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01" + r.randbytes(78)
    phead = DASH5 + "BEGIN PUBLIC KEY" + DASH5
    ptail = DASH5 + "END PUBLIC KEY" + DASH5
    return _base(r) | {
        "c": f"{head}\n{wrap(b64_of(der))}\n{tail}",
        "pk": f"{phead}\n{wrap(b64_of(spki))}\n{ptail}",
        "serial": ":".join(hexs(r, 2) for _ in range(16)),
    }


def _fp(r: Random) -> dict[str, str]:
    return _base(r) | {
        "f": b64(r, 32).rstrip("="),
        "f2": b64(r, 32).rstrip("="),
        "ip": f"10.20.{r.randint(0, 9)}.{r.randint(2, 250)}",
    }


def _payload(r: Random) -> dict[str, str]:
    cfg = json.dumps(
        {
            "partition": r.choice(["cpu", "gpu-a100", "bigmem"]),
            "nodes": r.randint(1, 16),
            "account": "def-" + user(r),
        }
    )
    text = f"#!/bin/bash\n#SBATCH --time={r.randint(1, 48)}:00:00\nmodule load apptainer\n"
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(45)
    header = json.dumps({"alg": "RS256", "kid": hexs(r, 8), "typ": "JWT"}, separators=(",", ":"))
    return _base(r) | {
        "j": b64_of(cfg),
        "sh": b64_of(text),
        "png": b64_of(png),
        "hdr": b64_of(header).rstrip("="),
    }


def _vault(r: Random) -> dict[str, str]:
    body = "\n".join(hexs(r, 80) for _ in range(r.randint(4, 6))) + "\n" + hexs(r, 40)
    return _base(r) | {"b": body}


def _pgp(r: Random) -> dict[str, str]:
    f = pick(r, UHEX, 40)
    return _base(r) | {
        "f": f,
        "fs": " ".join(f[i : i + 4] for i in range(0, 40, 4)),
        "kid": f[-16:],
    }


BENIGN_CRYPTO: tuple[Kind, ...] = (
    Kind(
        "apptainer_digests",
        (
            "$ apptainer pull docker://ghcr.io/ulaurentie/⟨p⟩@sha256:⟨h⟩",
            "INFO:    Using cached SIF image\nINFO:    Image digest sha256:⟨h⟩",
            "image: harbor.rc.ulaurentie.ca/rc/⟨p⟩:⟨v⟩@sha256:⟨h⟩",
            "Container ⟨p⟩_⟨v⟩.sif sha256 = ⟨h⟩ (rebuilt ⟨d⟩, previous ⟨h2⟩)",
            "Kuvan tiiviste: sha256:⟨h⟩",
        ),
        _digest,
    ),
    Kind(
        "file_checksums",
        (
            "$ sha256sum ⟨p⟩_run⟨n⟩.tar.zst\n⟨h⟩  ⟨p⟩_run⟨n⟩.tar.zst",
            '{"key": "⟨p⟩.zip", "checksum": "md5:⟨m⟩", "size": 4810⟨n⟩}',
            "⟨m⟩  raw/⟨p⟩/sub-⟨n⟩_T1w.nii.gz",
            "SHA1 of the license.dat we shipped: ⟨s1⟩",
            "| file | sha256 |\n|---|---|\n| ⟨p⟩.h5 | ⟨h⟩ |",
        ),
        _sums,
    ),
    Kind(
        "ssh_public_keys",
        (
            "ssh-ed25519 ⟨k⟩ ⟨u⟩@aur-login1",
            "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 ⟨k⟩ ⟨u⟩@laptop",
            "authorized_keys on the Globus DTN:\necdsa-sha2-nistp256 ⟨e⟩ svc-globus@dtn1",
            "Clé publique ajoutée au portail CCDB pour ⟨u⟩ : ssh-ed25519 ⟨k⟩",
            "aur-login1.ulaurentie.ca ecdsa-sha2-nistp256 ⟨e⟩",
        ),
        _ssh_pub,
    ),
    Kind(
        "x509_certificates",
        (
            "⟨c⟩",
            "CA bundle for the Ceph RGW endpoint (public, from the browser):\n\n⟨c⟩",
            "$ openssl s_client -connect s3.rgw.ulaurentie.ca:443 -showcerts </dev/null\n⟨c⟩",
            "Keycloak realm `rc` public key (for OnDemand token validation):\n⟨pk⟩",
            "Serial Number: ⟨serial⟩ (renewed ⟨d⟩)",
        ),
        _cert,
    ),
    Kind(
        "host_key_fingerprints",
        (
            "ED25519 key fingerprint is SHA256:⟨f⟩.",
            (
                "| host | fingerprint |\n|---|---|\n| aur-login1 | SHA256:⟨f⟩ |\n"
                "| aur-login2 | SHA256:⟨f2⟩ |"
            ),
            (
                "$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub\n"
                "256 SHA256:⟨f⟩ root@aur-login1 (ED25519)"
            ),
            (
                "Warning: Permanently added '⟨ip⟩' (ED25519) to the list of known hosts. "
                "Fingerprint SHA256:⟨f⟩"
            ),
            "Sormenjälki SHA256:⟨f⟩ vastaa julkaistua arvoa.",
        ),
        _fp,
    ),
    Kind(
        "base64_payloads",
        (
            "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  job.json: ⟨j⟩",
            "Decoded the `job_params` field, it is just ⟨j⟩ → the partition/nodes JSON.",
            '"image/png": "⟨png⟩"',
            "user_data: ⟨sh⟩  # cloud-init, base64 of the Slurm prolog",
            "JWT header segment ⟨hdr⟩ decodes to alg/kid only, no claims.",
        ),
        _payload,
    ),
    Kind(
        "ansible_vault_ciphertext",
        (
            "ldap_bind_pw: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n⟨b⟩",
            "$ cat group_vars/⟨p⟩/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n⟨b⟩",
            "Encrypted with ansible-vault (safe to commit):\n\n$ANSIBLE_VAULT;1.2;AES256;prod\n⟨b⟩",
        ),
        _vault,
    ),
    Kind(
        "pgp_fingerprints",
        (
            (
                "$ apptainer verify ⟨p⟩.sif\nVerifying image: ⟨p⟩.sif\n"
                "[LOCAL]   Signing entity: RC Builds <rc@ulaurentie.ca>\n"
                "[LOCAL]   Fingerprint: ⟨f⟩"
            ),
            "Release tags are signed with key ⟨fs⟩",
            "gpg --recv-keys ⟨kid⟩  # ⟨u⟩'s signing subkey",
            "Empreinte GPG du dépôt RPM interne : ⟨f⟩",
        ),
        _pgp,
    ),
)
