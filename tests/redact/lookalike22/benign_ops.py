"""Benign look-alikes from the platform around the chains: Vault metadata, Kubernetes and
Terraform identifiers, Postgres positions, HSM and MPC public material, release checksums,
public keys and certificates, version strings and request ids.
"""

from __future__ import annotations

import base64
import struct
from random import Random

from tests.redact.lookalike22.gen import (
    ALNUM,
    LOWER_ALNUM,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b58encode,
    b64,
    b64_of,
    bech32_bytes,
    clock,
    date,
    eth_address,
    h256,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)

_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_PEOPLE = ("lena", "jonas", "weiling", "priya", "marco", "junhao")


def _ulid(r: Random) -> str:
    return "01J" + pick(r, _CROCKFORD, 23)


def _pod_suffix(r: Random) -> str:
    return (
        pick(r, "bcdfghjklmnpqrstvwxz2456789", 9) + "-" + pick(r, "bcdfghjklmnpqrstvwxz2456789", 5)
    )


def _base(r: Random) -> dict[str, str]:
    return {
        "u1": uuid4(r),
        "u2": uuid4(r),
        "d": date(r),
        "t": clock(r),
        "n": str(r.randint(2, 9)),
        "site": r.choice(("zug1", "zug2", "sg1", "sg2")),
        "who": r.choice(_PEOPLE),
        "acct": num(r, 12),
        "sha": hexs(r, 64),
        "sha2": hexs(r, 64),
        "git": hexs(r, 40),
    }


def _vault(r: Random) -> dict[str, str]:
    v = _base(r)
    v["acc"] = pick(r, ALNUM, 24)
    v["lease"] = pick(r, ALNUM, 24)
    v["hmac"] = hexs(r, 64)
    v["cn"] = hexs(r, 8)
    v["idx"] = str(r.randint(1_000_000, 90_000_000))
    v["ver"] = str(r.randint(2, 40))
    return v


def _k8s(r: Random) -> dict[str, str]:
    v = _base(r)
    v["pod"] = _pod_suffix(r)
    v["pod2"] = _pod_suffix(r)
    v["rv"] = str(r.randint(10_000_000, 999_999_999))
    v["cid"] = hexs(r, 64)
    v["lh"] = f"v7.{r.randint(0, 3)}.{r.randint(0, 9)}"
    v["age"] = str(r.randint(2, 300))
    return v


def _tf(r: Random) -> dict[str, str]:
    v = _base(r)
    v["h1"] = b64(r, 32)
    v["zh1"] = hexs(r, 64)
    v["zh2"] = hexs(r, 64)
    v["zh3"] = hexs(r, 64)
    v["pv"] = f"6.{r.randint(10, 40)}.{r.randint(0, 9)}"
    v["dbi"] = "db-" + pick(r, UPPER_ALNUM, 26)
    v["mrk"] = "mrk-" + hexs(r, 32)
    v["region"] = r.choice(("eu-central-2", "ap-southeast-1"))
    return v


def _lsn(r: Random) -> str:
    return f"{r.randint(1, 0x3F):X}/{r.randint(0, 0xFFFFFFFF):08X}"


def _pg(r: Random) -> dict[str, str]:
    v = _base(r)
    v["lsn1"] = _lsn(r)
    v["lsn2"] = _lsn(r)
    v["wal"] = f"{r.randint(1, 4):08X}{r.randint(0, 0x3F):08X}{r.randint(0, 0xFF):08X}"
    v["sysid"] = num(r, 19)
    v["qid"] = num(r, 19)
    v["lab"] = f"2027{r.randint(9, 11):02d}{r.randint(10, 28)}-0215{r.randint(10, 59)}F"
    v["pid"] = str(r.randint(1000, 99999))
    return v


def _hsm(r: Random) -> dict[str, str]:
    v = _base(r)
    v["serial"] = num(r, 13)
    v["ecp"] = "04" + hexs(r, 128)
    v["ckaid"] = hexs(r, 16)
    v["hid"] = f"0x{r.randint(1, 0xFFFF):04x}"
    v["cluster"] = "cluster-" + pick(r, LOWER_ALNUM, 11)
    v["hsm"] = "hsm-" + pick(r, LOWER_ALNUM, 11)
    v["fw"] = f"7.{r.randint(7, 9)}.{r.randint(0, 4)}"
    return v


def _mpc(r: Random) -> dict[str, str]:
    v = _base(r)
    v["pub"] = r.choice(("02", "03")) + hexs(r, 64)
    v["policy"] = hexs(r, 64)
    v["msg"] = hexs(r, 64)
    v["edpub"] = b58encode(r.randbytes(32))
    v["fp"] = base64.b64encode(r.randbytes(32)).decode().rstrip("=")
    v["i"] = str(r.randint(0, 500))
    v["ver"] = str(r.randint(3, 30))
    return v


def _fingerprint(r: Random) -> str:
    raw = pick(r, UHEX, 40)
    groups = [raw[i : i + 4] for i in range(0, 40, 4)]
    return " ".join(groups[:5]) + "  " + " ".join(groups[5:])


def _release(r: Random) -> dict[str, str]:
    v = _base(r)
    v["gv"] = f"1.16.{r.randint(0, 9)}-{hexs(r, 8)}"
    v["bv"] = f"29.{r.randint(0, 3)}"
    v["lv"] = f"v7.{r.randint(0, 3)}.{r.randint(0, 3)}"
    v["gpg"] = _fingerprint(r)
    v["tlog"] = str(r.randint(100_000_000, 900_000_000))
    return v


def _ssh_pub(r: Random) -> str:
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + r.randbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def _ecdsa_host(r: Random) -> str:
    blob = (
        struct.pack(">I", 19)
        + b"ecdsa-sha2-nistp256"
        + struct.pack(">I", 8)
        + b"nistp256"
        + struct.pack(">I", 65)
        + b"\x04"
        + r.randbytes(64)
    )
    return "ecdsa-sha2-nistp256 " + base64.b64encode(blob).decode()


def _pubkeys(r: Random) -> dict[str, str]:
    v = _base(r)
    v["ssh"] = _ssh_pub(r)
    v["host"] = _ecdsa_host(r)
    v["pem"] = wrap(
        "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 258)[:-4] + "IDAQAB", 64
    )
    v["cert"] = wrap("MIIDXTCCAkWgAwIBAgIU" + b64(r, 780), 64)
    cert_pem = "-----BEGIN CERTIFICATE-----\n" + wrap("MIIB" + b64(r, 390), 64)
    v["cad"] = b64_of(cert_pem + "\n-----END CERTIFICATE-----\n")
    v["age"] = bech32_bytes("age", r.randbytes(32))
    v["wg"] = b64(r, 32)
    v["ip"] = f"10.40.{r.randint(1, 9)}.{r.randint(10, 200)}"
    return v


def _versions(r: Random) -> dict[str, str]:
    v = _base(r)
    v["g"] = f"1.16.{r.randint(0, 9)}"
    v["c8"] = hexs(r, 8)
    v["c7"] = hexs(r, 7)
    v["go"] = f"go1.2{r.randint(3, 5)}.{r.randint(0, 9)}"
    v["lh"] = f"v7.{r.randint(0, 3)}.{r.randint(0, 5)}"
    v["agave"] = f"2.{r.randint(2, 4)}.{r.randint(0, 20)}"
    v["feat"] = num(r, 10)
    v["gaia"] = f"v2{r.randint(4, 7)}.{r.randint(0, 3)}.0"
    v["vault"] = f"1.2{r.randint(0, 2)}.{r.randint(0, 9)}"
    v["reth"] = f"v1.{r.randint(5, 9)}.{r.randint(0, 9)}"
    return v


def _ids(r: Random) -> dict[str, str]:
    v = _base(r)
    v["w"] = num(r, 6)
    v["ulid"] = _ulid(r)
    v["rid"] = hexs(r, 32)
    v["ev"] = hexs(r, 32)
    v["tx"] = h256(r)
    v["addr"] = eth_address(r)
    v["jira"] = str(r.randint(1000, 9999))
    return v


def _public_ids(r: Random) -> dict[str, str]:
    v = _base(r)
    v["pkid"] = hexs(r, 40)
    v["oauth"] = num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32)
    v["chat"] = num(r, 10)
    v["team"] = "T0" + pick(r, UPPER_ALNUM, 9)
    v["chan"] = "C0" + pick(r, UPPER_ALNUM, 9)
    v["pd"] = "P" + pick(r, UPPER_ALNUM, 6)
    v["va"] = str(r.randint(0, 80))
    return v


OPS: tuple[Kind, ...] = (
    Kind(
        "vault_metadata",
        (
            "$ vault token lookup -accessor ⟨acc⟩\nKey                 Value\n"
            "---                 -----\naccessor            ⟨acc⟩\ncreation_ttl        768h\n"
            "display_name        approle\nentity_id           ⟨u1⟩\nid                  n/a\n"
            'policies            ["default" "staking-reporter"]',
            "$ vault status\nSeal Type               shamir\nInitialized             true\n"
            "Sealed                  false\nCluster Name            vault-cluster-⟨cn⟩\n"
            "Cluster ID              ⟨u1⟩\nHA Enabled              true\n"
            "Raft Committed Index    ⟨idx⟩",
            "vault lease renew database/creds/ledger-ro/⟨lease⟩",
            'audit log: "client_token": "hmac-sha256:⟨hmac⟩", '
            '"path": "secret/data/validators/keystore"',
            "vault kv metadata get secret/exchanges/kraken → current_version ⟨ver⟩, "
            "created_time ⟨d⟩T⟨t⟩Z",
            "Token mit Accessor ⟨acc⟩ per `vault token revoke -accessor` widerrufen.",
        ),
        _vault,
        n=11,
    ),
    Kind(
        "kubernetes_ids_and_digests",
        (
            "NAME                                READY   STATUS    RESTARTS   AGE\n"
            "lighthouse-vc-⟨pod⟩   1/1     Running   0          ⟨age⟩d\n"
            "geth-⟨pod2⟩            1/1     Running   2          ⟨age⟩d",
            "image: sigp/lighthouse:⟨lh⟩@sha256:⟨sha⟩",
            "$ kubectl -n validators get secrets\nNAME             TYPE     DATA   AGE\n"
            "engine-jwt-0⟨n⟩    Opaque   1      ⟨age⟩d\nbitcoind-rpc     Opaque   2      ⟨age⟩d",
            'metadata:\n  uid: ⟨u1⟩\n  resourceVersion: "⟨rv⟩"\n  namespace: validators',
            "containerID: containerd://⟨cid⟩",
            'Successfully pulled image "ghcr.io/felsenkamm/signer@sha256:⟨sha2⟩" in 2.3s',
        ),
        _k8s,
        n=11,
    ),
    Kind(
        "terraform_lock_and_state_ids",
        (
            'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "⟨pv⟩"\n'
            '  constraints = "~> 6.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n'
            '    "zh:⟨zh2⟩",\n    "zh:⟨zh3⟩",\n  ]\n}',
            "Error acquiring the state lock\nLock Info:\n  ID:        ⟨u1⟩\n"
            "  Path:      fk-tfstate-⟨acct⟩/⟨site⟩/terraform.tfstate\n"
            "  Operation: OperationTypeApply\n  Who:       ⟨who⟩@fk-bastion\n"
            "  Version:   1.10.⟨n⟩\n  Created:   ⟨d⟩ ⟨t⟩ UTC",
            '  ~ resource "aws_db_instance" "ledger" {\n      ~ password = (sensitive value)\n'
            '        id       = "⟨dbi⟩"\n    }',
            "KMS key arn:aws:kms:⟨region⟩:⟨acct⟩:key/⟨mrk⟩ (multi-region, Replikat in "
            "ap-southeast-1)",
            "terraform import aws_kms_key.signing ⟨u2⟩",
        ),
        _tf,
        n=11,
    ),
    Kind(
        "postgres_ids_and_lsns",
        (
            "pg_stat_replication: sent_lsn ⟨lsn1⟩, replay_lsn ⟨lsn2⟩, replay_lag 00:00:00.4",
            "WAL segment ⟨wal⟩ archived to s3://fk-pg-wal-⟨acct⟩/ledger/",
            "$ pg_controldata /var/lib/postgresql/17/main | head -3\npg_control version number:"
            "            1700\nCatalog version number:               202406281\n"
            "Database system identifier:           ⟨sysid⟩",
            "queryid -⟨qid⟩ dominiert pg_stat_statements (withdrawals nach status)",
            "password_encryption = scram-sha-256   # pg_hba: hostssl ledger all 10.40.0.0/16 "
            "scram-sha-256",
            "pgbackrest backup label ⟨lab⟩, pid ⟨pid⟩ was the blocking autovacuum",
        ),
        _pg,
        n=11,
    ),
    Kind(
        "hsm_serials_and_key_handles",
        (
            "lunacm:> slot list\n\n\tSlot Id ->              0\n\tLabel ->                "
            "fk-sign-0⟨n⟩\n\tSerial Number ->        ⟨serial⟩\n\tModel ->                Luna K7"
            "\n\tFirmware Version ->     ⟨fw⟩",
            "Public Key Object; EC  EC_POINT 256 bits\n  EC_POINT:   ⟨ecp⟩\n"
            "  label:      withdrawal-0⟨n⟩\n  ID:         ⟨ckaid⟩\n  Usage:      verify",
            "CloudHSM ⟨cluster⟩ / ⟨hsm⟩ in ap-southeast-1a, Key-Handle ⟨hid⟩ "
            "(CKA_SENSITIVE=true, non-extractable)",
            "yubihsm> list objects 0\nFound 2 objects\nid: ⟨hid⟩, type: asymmetric-key, "
            "algo: eccp256, sequence: 0, label: fk-attest-⟨n⟩",
            "HSM 序列号 ⟨serial⟩，固件 ⟨fw⟩，分区 fk-sign-0⟨n⟩。",
        ),
        _hsm,
        n=11,
    ),
    Kind(
        "mpc_public_material",
        (
            "MPC wallet ⟨u1⟩: compressed secp256k1 pubkey ⟨pub⟩, path m/44/60/0/0/⟨i⟩",
            "Key ceremony ⟨d⟩: threshold 2-of-3, parties zug-hsm, sg-cosigner, mobile-⟨who⟩; "
            "key id ⟨u2⟩",
            "Policy hash ⟨policy⟩ approved by 3 admins (TAP v⟨ver⟩)",
            "Signing request ⟨u1⟩ → COMPLETED, messageHash ⟨msg⟩",
            "EdDSA-Vault (Solana) Public Key ⟨edpub⟩, Share-ID ⟨u2⟩",
            "Callback handler TLS pin: SHA256:⟨fp⟩",
        ),
        _mpc,
        n=10,
    ),
    Kind(
        "release_checksums_and_gpg",
        (
            "$ sha256sum geth-linux-amd64-⟨gv⟩.tar.gz\n⟨sha⟩  geth-linux-amd64-⟨gv⟩.tar.gz",
            "SHA256SUMS bitcoin-⟨bv⟩-x86_64-linux-gnu.tar.gz: ⟨sha⟩",
            'gpg: Good signature from "Go Ethereum Linux Builder <geth-ci@ethereum.org>"\n'
            "Primary key fingerprint: ⟨gpg⟩",
            "lighthouse-⟨lv⟩-x86_64-unknown-linux-gnu.tar.gz  sha256=⟨sha⟩",
            "cosign verify ghcr.io/felsenkamm/signer@sha256:⟨sha2⟩ → ok, tlog index ⟨tlog⟩",
            "Prüfsumme des Vault-Binaries (⟨d⟩): ⟨sha⟩",
        ),
        _release,
        n=11,
    ),
    Kind(
        "public_keys_and_certs",
        (
            "⟨ssh⟩ ⟨who⟩@fk-bastion",
            "btc-full-0⟨n⟩.⟨site⟩.fk.internal,⟨ip⟩ ⟨host⟩",
            "Co-Signer Callback Public Key:\n-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n"
            "-----END PUBLIC KEY-----",
            "Internal CA (fk-root-2027):\n-----BEGIN CERTIFICATE-----\n⟨cert⟩\n"
            "-----END CERTIFICATE-----",
            "clusters:\n- cluster:\n    certificate-authority-data: ⟨cad⟩\n"
            "    server: https://fk-⟨site⟩-prod.k8s.fk.internal:6443\n  name: fk-⟨site⟩-prod",
            "age recipient for prod (.sops.yaml): ⟨age⟩",
            "[Peer]\nPublicKey = ⟨wg⟩\nAllowedIPs = 10.99.0.0/24",
        ),
        _pubkeys,
        n=11,
    ),
    Kind(
        "version_and_build_strings",
        (
            "web3_clientVersion → Geth/v⟨g⟩-stable-⟨c8⟩/linux-amd64/⟨go⟩",
            "Lighthouse/⟨lh⟩-⟨c7⟩ on all Zug beacon nodes",
            "agave-validator ⟨agave⟩ (src:⟨c8⟩; feat:⟨feat⟩, client:Agave)",
            "$ gaiad version --long | head -3\nname: gaia\nversion: ⟨gaia⟩\ncommit: ⟨git⟩",
            "Vault v⟨vault⟩ (⟨git⟩), built ⟨d⟩T⟨t⟩Z",
            "ghcr.io/paradigmxyz/reth:⟨reth⟩@sha256:⟨sha⟩",
        ),
        _versions,
        n=11,
    ),
    Kind(
        "request_and_withdrawal_ids",
        (
            "Withdrawal ⟨u1⟩ (W-2027-⟨w⟩) hängt in PENDING_SIGNATURE",
            "Idempotency-Key: ⟨u2⟩ — 3x retried, API returned the same tx id",
            "Travel-Rule-Nachricht ⟨ulid⟩ an die Gegenpartei übermittelt (VASP-DID "
            "did:ethr:⟨addr⟩)",
            "x-request-id ⟨rid⟩ in the nginx log for the 502",
            "Custody tx id ⟨u1⟩ → on-chain hash ⟨tx⟩",
            "CUST-⟨jira⟩ / Sentry issue ⟨rid⟩, event ⟨ev⟩",
            "提币请求 ⟨u1⟩ 已由两位审批人批准。",
        ),
        _ids,
        n=11,
    ),
    Kind(
        "public_identifiers_not_secrets",
        (
            "GCP SA key id ⟨pkid⟩ (bq-loader) disabled — the key file itself was never copied",
            "OAuth client ⟨oauth⟩.apps.googleusercontent.com (public; client secret is in Vault)",
            "AWS account ⟨acct⟩, role arn:aws:iam::⟨acct⟩:role/fk-validator-backup",
            "Telegram chat id -100⟨chat⟩ = #staking-alerts",
            "Slack workspace ⟨team⟩, channel ⟨chan⟩; PagerDuty service ⟨pd⟩",
            "Custody vault account ⟨va⟩, workspace id ⟨u1⟩, asset ETH_TEST6",
        ),
        _public_ids,
        n=10,
    ),
)
