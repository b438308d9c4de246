"""Benign look-alikes from running the cluster: Slurm job and array ids, accounting tables,
SSH host keys, public keys and certificates, Kerberos principals, Ceph and S3 ids, LDAP
entries, InfiniBand GUIDs and hardware serials."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike29.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    colon_hex,
    day,
    hexs,
    ib_guid,
    num,
    pick,
    project,
    slurm_job,
    ssh_ed25519_public,
    ssh_fingerprint,
    user,
    uuid4,
)


def _jobs(r: Random) -> dict[str, str]:
    k = r.randint(15, 999)
    return {
        "job": slurm_job(r),
        "k": str(k),
        "a": str(r.randint(0, k)),
        "c": str(r.choice((4, 8, 10, 16, 32))),
        "user": user(r),
        "cpu": f"{r.uniform(40, 99):.2f}",
        "mem": f"{r.uniform(5, 95):.2f}",
    }


def _sacct(r: Random) -> dict[str, str]:
    return {
        "job": slurm_job(r),
        "rss": str(r.randint(1_000_000, 60_000_000)),
        "rss2": str(r.randint(1_000_000, 60_000_000)),
        "p": project(r),
        "user": user(r),
        "raw": str(r.randint(100_000, 9_000_000)),
        "fs": f"0.{num(r, 6)}",
        "mins": str(r.randint(10_000, 5_000_000)),
        "el": f"{r.randint(0, 47):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    }


def _hostkeys(r: Random) -> dict[str, str]:
    return {
        "fp": ssh_fingerprint(r)[7:],
        "fp2": ssh_fingerprint(r)[7:],
        "n": str(r.randint(1, 4)),
        "ip": f"10.{r.randint(40, 49)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "md5": colon_hex(r, 16, upper=False),
        "sshfp": hexs(r, 64),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    return {
        "pub": ssh_ed25519_public(r)[len("ssh-ed25519 ") :],
        "fp": ssh_fingerprint(r),
        "fp2": ssh_fingerprint(r),
        "user": user(r),
        "serial": str(r.randint(10**15, 10**19)),
        "d": day(r),
    }


def _krb(r: Random) -> dict[str, str]:
    d = r.randint(1, 27)
    return {
        "user": user(r),
        "uid": str(r.randint(10000, 29999)),
        "cache": str(r.randint(1000, 99999)),
        "d": f"{d:02d}",
        "d2": f"{d + 1:02d}",
        "kvno": str(r.randint(2, 14)),
        "n": str(r.randint(1, 4)),
    }


def _ceph(r: Random) -> dict[str, str]:
    return {
        "fsid": uuid4(r),
        "u": uuid4(r),
        "zone": uuid4(r),
        "pool": str(r.randint(1, 24)),
        "pg": format(r.randint(0, 2047), "x"),
        "o1": str(r.randint(0, 431)),
        "o2": str(r.randint(0, 431)),
        "o3": str(r.randint(0, 431)),
        "m": str(r.randint(1000, 99999)),
        "k": str(r.randint(1, 40)),
        "bucket": r.choice(("cryoem-raw", "md-trajectories", "ci-artifacts", "dv-ingest")),
    }


def _s3ids(r: Random) -> dict[str, str]:
    return {
        "md5": hexs(r, 32),
        "parts": str(r.randint(2, 400)),
        "tx": "tx" + hexs(r, 21),
        "t8": "00" + hexs(r, 8),
        "zg": hexs(r, 6),
        "vid": pick(r, ALNUM, 32),
        "bucket": r.choice(("cryoem-raw", "md-trajectories", "ci-artifacts", "dv-ingest")),
        "size": num(r, 10),
    }


def _ldap(r: Random) -> dict[str, str]:
    return {
        "user": user(r),
        "uidn": str(r.randint(10000, 29999)),
        "gid": str(r.randint(3000, 3999)),
        "u": uuid4(r),
        "p": project(r),
        "d": day(r),
        "hh": f"{r.randint(0, 23):02d}",
        "us": num(r, 6),
        "nsu": "-".join(hexs(r, 8) for _ in range(4)),
    }


def _ib(r: Random) -> dict[str, str]:
    g = ib_guid(r)
    return {
        "g1": g,
        "g2": g[:-1] + r.choice("0123456789abcdef"),
        "gc": ":".join(g[i : i + 4] for i in range(0, 16, 4)),
        "lid": str(r.randint(1, 1500)),
        "fw": f"{r.randint(39, 43)}.{r.randint(1000, 2999)}",
        "n": str(r.randint(1, 120000)),
        "node": f"kaamos-gpu{r.randint(1, 48):02d}",
    }


def _hw(r: Random) -> dict[str, str]:
    return {
        "tag": pick(r, UPPER_ALNUM, 7),
        "esc": num(r, 11),
        "cz": "CZ2" + pick(r, UPPER_ALNUM, 7),
        "eui": hexs(r, 16),
        "ser": pick(r, UPPER_ALNUM, 14),
        "ser2": "ZL2" + pick(r, UPPER_ALNUM, 5),
        "w8": hexs(r, 8),
        "w9": hexs(r, 9),
        "gpu": uuid4(r),
        "gser": num(r, 13),
        "node": f"kaamos-gpu{r.randint(1, 48):02d}",
    }


CLUSTER: tuple[Kind, ...] = (
    Kind(
        "slurm_job_and_array_ids",
        (
            "$ sbatch --array=0-⟨k⟩%⟨c⟩ run_md.sh\nSubmitted batch job ⟨job⟩",
            "squeue -u ⟨user⟩ shows ⟨job⟩_[⟨a⟩-⟨k⟩%⟨c⟩] PENDING (QOSMaxGRESPerUser) on gpu",
            "$ scontrol show job ⟨job⟩_⟨a⟩ | grep -E 'JobState|Reason'\n"
            "   JobState=OUT_OF_MEMORY Reason=OutOfMemory Dependency=(null)",
            "$ seff ⟨job⟩\nJob ID: ⟨job⟩\nCluster: kaamos\nUser/Group: ⟨user⟩/⟨user⟩\n"
            "State: COMPLETED (exit code 0)\nCores: 32\nCPU Efficiency: ⟨cpu⟩%\n"
            "Memory Efficiency: ⟨mem⟩% of 64.00 GB",
            "ジョブ ⟨job⟩ のアレイタスク ⟨a⟩ だけ再投入: sbatch --array=⟨a⟩ run.sh",
            "scancel ⟨job⟩_[⟨a⟩-⟨k⟩] — ⟨user⟩:n vanhat tehtävät jumittivat gpu-jonon",
        ),
        _jobs,
    ),
    Kind(
        "slurm_accounting_tables",
        (
            "$ sacct -j ⟨job⟩ --format=JobID,JobName,Partition,Elapsed,MaxRSS,State\n"
            "JobID           JobName  Partition    Elapsed     MaxRSS      State \n"
            "------------ ---------- ---------- ---------- ---------- ---------- \n"
            "⟨job⟩        relion_r+        gpu   ⟨el⟩             COMPLETED \n"
            "⟨job⟩.batch       batch              ⟨el⟩  ⟨rss⟩K  COMPLETED \n"
            "⟨job⟩.0       relion_r+              ⟨el⟩  ⟨rss2⟩K  COMPLETED ",
            "$ sshare -A project_⟨p⟩ -u ⟨user⟩\nAccount                    User  RawShares  "
            "NormShares    RawUsage  EffectvUsage  FairShare \n"
            "project_⟨p⟩            ⟨user⟩          1    0.031250     ⟨raw⟩      0.004211   "
            "⟨fs⟩ ",
            "sacctmgr show assoc where account=project_⟨p⟩ format=Account,User,GrpTRESMins\n"
            "   Account       User   GrpTRESMins \n---------- ---------- ------------- \n"
            "project_⟨p⟩                cpu=⟨mins⟩",
            "Laskutusraportti: project_⟨p⟩ käytti ⟨mins⟩ CPU-minuuttia, pisin ajo ⟨job⟩ (⟨el⟩)",
        ),
        _sacct,
    ),
    Kind(
        "ssh_host_key_fingerprints",
        (
            "The authenticity of host 'kaamos-login⟨n⟩.hpc.perameri.fi (⟨ip⟩)' can't be "
            "established.\nED25519 key fingerprint is SHA256:⟨fp⟩.\n"
            "This key is not known by any other names.",
            "$ ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub\n"
            "256 SHA256:⟨fp⟩ root@kaamos-login⟨n⟩ (ED25519)",
            "| Host | Algoritmi | Sormenjälki |\n|---|---|---|\n"
            "| kaamos-login⟨n⟩ | ED25519 | SHA256:⟨fp⟩ |\n"
            "| kaamos-login⟨n⟩ | ECDSA | SHA256:⟨fp2⟩ |",
            "Old RSA host key of dtn01 (⟨ip⟩), legacy MD5 form: MD5:⟨md5⟩",
            "ホスト鍵のフィンガープリント（dtn.aoba-lab.sids.ac.jp）: SHA256:⟨fp⟩",
            "kaamos-login⟨n⟩.hpc.perameri.fi. IN SSHFP 4 2 ⟨sshfp⟩",
        ),
        _hostkeys,
    ),
    Kind(
        "ssh_public_keys_and_certificates",
        (
            "@cert-authority *.hpc.perameri.fi ssh-ed25519 ⟨pub⟩ kaamos-host-ca",
            "TrustedUserCAKeys /etc/ssh/user_ca.pub, contents: ssh-ed25519 ⟨pub⟩ kaamos-user-ca",
            "$ ssh-keygen -L -f ~/.ssh/id_ed25519-cert.pub\n"
            "/home/⟨user⟩/.ssh/id_ed25519-cert.pub:\n"
            "        Type: ssh-ed25519-cert-v01@openssh.com user certificate\n"
            "        Public key: ED25519-CERT ⟨fp⟩\n"
            "        Signing CA: ED25519 ⟨fp2⟩ (using ssh-ed25519)\n"
            '        Key ID: "⟨user⟩@perameri.fi"\n        Serial: ⟨serial⟩\n'
            "        Valid: from 2028-04-⟨d⟩T08:00:00 to 2028-04-⟨d⟩T20:00:00\n"
            "        Principals: \n                ⟨user⟩\n        Critical Options: (none)",
            "authorized_keys (Sendain siirtotili): ssh-ed25519 ⟨pub⟩ ⟨user⟩@aoba-dtn",
            "sshPublicKey: ssh-ed25519 ⟨pub⟩ ⟨user⟩@laptop",
        ),
        _pubkeys,
    ),
    Kind(
        "kerberos_principals",
        (
            "$ klist\nTicket cache: KCM:⟨uid⟩:⟨cache⟩\n"
            "Default principal: ⟨user⟩@HPC.PERAMERI.FI\n\n"
            "Valid starting       Expires              Service principal\n"
            "04/⟨d⟩/2028 08:14:02  04/⟨d⟩/2028 18:14:02  krbtgt/HPC.PERAMERI.FI@HPC.PERAMERI.FI\n"
            "\trenew until 04/⟨d2⟩/2028 08:14:00",
            "$ klist -kte /etc/krb5.keytab\nKeytab name: FILE:/etc/krb5.keytab\n"
            "KVNO Timestamp           Principal\n"
            "---- ------------------- ------------------------------------------------------\n"
            "   ⟨kvno⟩ 03/⟨d⟩/2028 10:02:11 host/kaamos-login⟨n⟩.hpc.perameri.fi@HPC.PERAMERI.FI "
            "(aes256-cts-hmac-sha1-96) \n"
            "   ⟨kvno⟩ 03/⟨d⟩/2028 10:02:11 host/kaamos-login⟨n⟩.hpc.perameri.fi@HPC.PERAMERI.FI "
            "(aes128-cts-hmac-sha1-96) ",
            "Service principals: HTTP/ood.kaamos.perameri.fi@HPC.PERAMERI.FI, "
            "nfs/kaamos-nfs⟨n⟩.hpc.perameri.fi@HPC.PERAMERI.FI (kvno ⟨kvno⟩)",
            "kinit: Password incorrect while getting initial credentials — "
            "⟨user⟩@HPC.PERAMERI.FI lukittui viiden yrityksen jälkeen (04/⟨d⟩)",
            "クロスレルム信頼: krbtgt/AOBA.SIDS.AC.JP@HPC.PERAMERI.FI (kvno ⟨kvno⟩)、"
            "⟨user⟩ さんで確認済み",
        ),
        _krb,
    ),
    Kind(
        "ceph_cluster_ids",
        (
            "$ ceph -s\n  cluster:\n    id:     ⟨fsid⟩\n    health: HEALTH_WARN\n"
            "            ⟨k⟩ pgs not deep-scrubbed in time\n\n  services:\n"
            "    mon: 3 daemons, quorum kaamos-mon1,kaamos-mon2,kaamos-mon3 (age 9d)",
            "ceph pg ⟨pool⟩.⟨pg⟩ query → up [⟨o1⟩,⟨o2⟩,⟨o3⟩], acting [⟨o1⟩,⟨o2⟩,⟨o3⟩]",
            "$ radosgw-admin bucket stats --bucket=⟨bucket⟩ | jq '{id, marker}'\n{\n"
            '  "id": "⟨zone⟩.⟨m⟩.⟨k⟩",\n  "marker": "⟨zone⟩.⟨m⟩.⟨k⟩"\n}',
            "fsid = ⟨fsid⟩  (ceph.conf [global], sama Sendain peilissä)",
            "OSD ⟨o1⟩ (bluestore, osd_uuid ⟨u⟩) merkitty out, levy vaihdetaan",
        ),
        _ceph,
    ),
    Kind(
        "s3_etags_and_request_ids",
        (
            'ETag: "⟨md5⟩-⟨parts⟩" — multipart upload, so it is not the MD5 of the object',
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code>'
            "<BucketName>⟨bucket⟩</BucketName><RequestId>⟨tx⟩-⟨t8⟩-⟨zg⟩-default</RequestId>"
            "<HostId>⟨zg⟩-default-default</HostId></Error>",
            "$ aws --endpoint-url https://s3.kaamos.perameri.fi s3api head-object --bucket "
            '⟨bucket⟩ --key run.tar\n{\n    "ContentLength": ⟨size⟩,\n'
            '    "ETag": "\\"⟨md5⟩\\"",\n    "VersionId": "⟨vid⟩"\n}',
            "x-amz-request-id: ⟨tx⟩-⟨t8⟩-⟨zg⟩-default (RGW lokista, 503 SlowDown)",
            "s3cmd info s3://⟨bucket⟩/run.tar → MD5 sum: ⟨md5⟩, ⟨size⟩ bytes",
            "バケット ⟨bucket⟩ のオブジェクトのバージョン ID: ⟨vid⟩",
        ),
        _s3ids,
    ),
    Kind(
        "ldap_entries_without_secrets",
        (
            "dn: uid=⟨user⟩,ou=people,dc=perameri,dc=fi\nuid: ⟨user⟩\nuidNumber: ⟨uidn⟩\n"
            "gidNumber: ⟨gid⟩\nhomeDirectory: /home/⟨user⟩\nloginShell: /bin/bash\n"
            "entryUUID: ⟨u⟩\nmemberOf: cn=project_⟨p⟩,ou=groups,dc=perameri,dc=fi",
            "ldapsearch -Y GSSAPI -H ldaps://ldap.hpc.perameri.fi -b ou=groups,dc=perameri,dc=fi "
            "'(cn=project_⟨p⟩)' memberUid",
            "pwdChangedTime: 202804⟨d⟩081233Z\npwdFailureTime: 202804⟨d⟩⟨hh⟩0102.⟨us⟩Z\n"
            "pwdPolicySubentry: cn=default,ou=policies,dc=perameri,dc=fi",
            "contextCSN: 202804⟨d⟩⟨hh⟩1201.⟨us⟩Z#000000#001#000000 (replika ldap2 jäljessä)",
            "nsUniqueId: ⟨nsu⟩ — Sendain 389-ds näyttää saman käyttäjän ⟨user⟩ näin",
        ),
        _ldap,
    ),
    Kind(
        "infiniband_guids",
        (
            "$ ibstat mlx5_0\nCA 'mlx5_0'\n\tCA type: MT4129\n\tNumber of ports: 1\n"
            "\tFirmware version: 28.⟨fw⟩\n\tNode GUID: 0x⟨g1⟩\n\tSystem image GUID: 0x⟨g2⟩\n"
            "\tPort 1:\n\t\tState: Active\n\t\tRate: 400\n\t\tBase lid: ⟨lid⟩\n"
            "\t\tPort GUID: 0x⟨g1⟩\n\t\tLink layer: InfiniBand",
            'Switch\t: 0x⟨g1⟩ ports 64 "Quantum-2 Mellanox Technologies" base port 0 '
            "lid ⟨lid⟩ lmc 0",
            "⟨node⟩ port GID fe80:0000:0000:0000:⟨gc⟩",
            "UFM: port 0x⟨g1⟩_1 (⟨node⟩) flapping, symbol errors ⟨n⟩",
            "opensm.conf: guid 0x⟨g1⟩ / sm_priority 14 — ⟨node⟩ ei saa olla SM",
        ),
        _ib,
    ),
    Kind(
        "hardware_serials_and_wwns",
        (
            "dmidecode -s system-serial-number on ⟨node⟩ → ⟨cz⟩",
            "$ lsblk -d -o NAME,WWN,SERIAL\nNAME    WWN                    SERIAL\n"
            "nvme0n1 eui.⟨eui⟩ ⟨ser⟩\nsda     0x5000c500⟨w8⟩     ⟨ser2⟩",
            "/dev/disk/by-id/wwn-0x5000cca2⟨w8⟩ poistettu RAIDista (⟨node⟩)",
            "$ smartctl -i /dev/sdq | grep -E 'Serial|LU WWN'\nSerial Number:    ⟨ser⟩\n"
            "LU WWN Device Id: 5 000cca ⟨w9⟩",
            "iDRAC service tag ⟨tag⟩, express service code ⟨esc⟩ (tukipyyntö avattu)",
            "nvidia-smi -L: GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-⟨gpu⟩), serial ⟨gser⟩",
        ),
        _hw,
    ),
)
