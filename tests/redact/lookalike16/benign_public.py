"""Benign look-alikes, part 3: public hashes, signatures, keys and encoded blobs (4 kinds)."""

from __future__ import annotations

import json
import struct
from random import Random

from tests.redact.lookalike16.gen import (
    DASH5,
    PEM_BEGIN,
    PEM_END,
    Kind,
    b64,
    b64_of,
    benign,
    clock,
    day,
    hexs,
    num,
    site,
    wrap,
)


def _base(r: Random) -> dict[str, str]:
    return {
        "site": site(r),
        "day": day(r),
        "time": clock(r),
        "n": str(r.randint(2, 99)),
        "ver": f"{r.randint(3, 6)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
    }


def _fw(r: Random) -> dict[str, str]:
    return _base(r) | {
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
        "msig": b64(r, 74),
        "gsig": b64(r, 64),
        "pub": "RWQ" + b64(r, 39)[:53],
    }


FW_SIG = benign(
    "firmware_hash_and_signature",
    (
        "```\n⟨sha⟩  amr-mcb-⟨ver⟩.bin\n⟨sha2⟩  amr-os-⟨ver⟩.swu\n```",
        "- release ⟨ver⟩ minisign public key (published in the fw repo README): ⟨pub⟩",
        (
            "untrusted comment: signature from minisign secret key\n⟨msig⟩\n"
            "trusted comment: timestamp:17985⟨n⟩ file:amr-mcb-⟨ver⟩.bin"
        ),
        "⟨day⟩T⟨time⟩Z INFO swupdate: ed25519 signature OK for amr-os-⟨ver⟩.swu: ⟨gsig⟩",
        "| artifact | sha256 |\n|---|---|\n| amr-mcb-⟨ver⟩.bin | ⟨sha⟩ |",
    ),
    _fw,
)


def _blob(r: Random) -> dict[str, str]:
    state = {
        "robot": f"amr-2K{r.randint(5, 9)}-{num(r, 6)}",
        "battery": r.randint(10, 100),
        "pose": [round(r.uniform(0, 120), 2), round(r.uniform(0, 60), 2)],
        "mission": "idle",
    }
    proto = (
        bytes([0x0A, 0x10]) + r.randbytes(16) + bytes([0x15]) + struct.pack("<f", r.uniform(0, 1))
    )
    return _base(r) | {
        "json": b64_of(json.dumps(state)),
        "proto": b64_of(proto + r.randbytes(r.randint(4, 12))),
        "png": "iVBORw0KGgoAAAANSUhEUgAAA" + b64(r, 30),
    }


PUBLIC_BLOB = benign(
    "public_base64_payload",
    (
        "- IoT Hub routes the telemetry body base64-encoded, e.g. `⟨json⟩` (just the state JSON)",
        "$ kcat -C -t fleet.state.⟨site⟩ -o -1 -e -f '%s\\n' | tail -1\n⟨proto⟩",
        '```json\n{"messageId": ⟨n⟩, "body": "⟨json⟩", "contentEncoding": "base64"}\n```',
        "⟨day⟩T⟨time⟩Z DEBUG label_svc: logo thumbnail data:image/png;base64,⟨png⟩",
    ),
    _blob,
)


def _vault(r: Random) -> dict[str, str]:
    body = "\n".join(hexs(r, 80) for _ in range(r.randint(4, 6)))
    inline = "\n".join("          " + hexs(r, 80) for _ in range(3))
    return _base(r) | {"body": body, "inline": inline}


VAULT_CT = benign(
    "ansible_vault_ciphertext",
    (
        "$ANSIBLE_VAULT;1.1;AES256\n⟨body⟩",
        (
            "```yaml\n# inventories/⟨site⟩/group_vars/emqx.yml\nemqx_admin_password: !vault |\n"
            "          $ANSIBLE_VAULT;1.1;AES256\n⟨inline⟩\n```"
        ),
        (
            "Encrypted, safe to keep (the vault password is not here):\n\n"
            "$ANSIBLE_VAULT;1.2;AES256;prod_⟨site⟩\n⟨body⟩"
        ),
    ),
    _vault,
)


def _pub(r: Random) -> dict[str, str]:
    name = b"ssh-ed25519"
    blob = struct.pack(">I", len(name)) + name + struct.pack(">I", 32) + r.randbytes(32)
    cert = bytes.fromhex("308201") + r.randbytes(r.randint(300, 420))
    spki = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + r.randbytes(64)
    return _base(r) | {
        "ssh": "ssh-ed25519 " + b64_of(blob),
        "cert": wrap(b64_of(cert)),
        "spki": wrap(b64_of(spki)),
    }


PUBLIC_KEYS = benign(
    "public_certificate_and_ssh_key",
    (
        "- add to authorized_keys on gw-⟨site⟩-⟨n⟩: `⟨ssh⟩ ci@buildkite`",
        PEM_BEGIN + "CERTIFICATE" + DASH5 + "\n⟨cert⟩\n" + PEM_END + "CERTIFICATE" + DASH5,
        "Robot TLS public key (amr-⟨n⟩, ⟨site⟩), fine to share:\n\n"
        + PEM_BEGIN
        + "PUBLIC KEY"
        + DASH5
        + "\n⟨spki⟩\n"
        + PEM_END
        + "PUBLIC KEY"
        + DASH5,
        (
            '```yaml\nusers:\n  - name: deploy\n    ssh_authorized_keys:\n      - "⟨ssh⟩ '
            'deploy@⟨site⟩"\n```'
        ),
    ),
    _pub,
)

PUBLIC: tuple[Kind, ...] = (FW_SIG, PUBLIC_BLOB, VAULT_CT, PUBLIC_KEYS)
