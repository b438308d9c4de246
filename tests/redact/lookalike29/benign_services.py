"""Benign look-alikes from the centre's services: image digests, Globus ids, commit SHAs,
Grafana and Alertmanager ids, Jupyter/OnDemand session ids, signing-key fingerprints, TLS
certificates, GitLab job logs, public OAuth identifiers and chat permalinks."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike29.gen import (
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    Kind,
    b64,
    b64url,
    certificate_pem_body,
    colon_hex,
    day,
    hexs,
    mm_id,
    num,
    pick,
    project,
    rsa_public_key_pem_body,
    slurm_job,
    user,
    uuid4,
)

_BEGIN_CERT = "-----BEGIN CERTIFICATE-----"
_END_CERT = "-----END CERTIFICATE-----"
_BEGIN_PUB = "-----BEGIN PUBLIC KEY-----"
_END_PUB = "-----END PUBLIC KEY-----"
_IMAGES = ("aoba/relion", "kaamos/jupyter-gpu", "kaamos/ood-base", "hpc/slurm-exporter")


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "img": r.choice(_IMAGES),
        "tag": f"2028.0{r.randint(1, 4)}.{r.randint(0, 9)}",
        "id": hexs(r, 12),
        "size": f"{r.uniform(0.3, 19.9):.2f}GB",
    }


def _globus(r: Random) -> dict[str, str]:
    return {
        "src": uuid4(r),
        "dst": uuid4(r),
        "task": uuid4(r),
        "gw": uuid4(r),
        "p": project(r),
        "d": str(r.randint(1, 28)),
        "files": str(r.randint(10, 90000)),
        "bytes": num(r, r.choice((10, 11, 12))),
    }


def _commits(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "sha8": sha[:8],
        "s7": hexs(r, 7),
        "s7b": hexs(r, 7),
        "s7c": hexs(r, 7),
        "n": str(r.randint(1, 9)),
        "mr": str(r.randint(100, 1999)),
        "d": str(r.randint(1, 28)),
    }


def _grafana(r: Random) -> dict[str, str]:
    return {
        "uid": pick(r, LOWER_ALNUM, 14),
        "fuid": pick(r, LOWER_ALNUM, 14),
        "ruid": pick(r, LOWER_ALNUM, 14),
        "dsuid": "P" + hexs(r, 15).upper(),
        "panel": str(r.randint(2, 60)),
        "v": str(r.randint(2, 180)),
    }


def _sessions(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "user": user(r),
        "n": f"{r.randint(1, 48):02d}",
        "port": str(r.randint(20000, 60000)),
        "p": project(r),
        "job": slurm_job(r),
        "ms": f"{r.randint(0, 999):03d}",
    }


def _pgp(r: Random) -> dict[str, str]:
    fp = hexs(r, 40).upper()
    return {
        "fp": fp,
        "fp4": " ".join(fp[i : i + 4] for i in range(0, 40, 4)),
        "fp16": fp[-16:],
        "n": str(r.randint(0, 6)),
        "d": day(r),
    }


def _tls(r: Random) -> dict[str, str]:
    return {
        "fp": colon_hex(r, 32),
        "ski": colon_hex(r, 20),
        "serial": hexs(r, r.choice((32, 36, 40))).upper(),
        "pin": b64(r, 32),
        "host": r.choice(("ood", "jupyter", "s3", "grafana", "harbor")),
    }


def _alerts(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "fp": hexs(r, 16),
        "fp2": hexs(r, 16),
        "n": f"{r.randint(1, 48):02d}",
        "h": str(r.randint(2, 12)),
    }


def _jobs(r: Random) -> dict[str, str]:
    return {
        "sha8": hexs(r, 8),
        "sha8b": hexs(r, 8),
        "short": pick(r, B64URL, 8),
        "sysid": "s_" + hexs(r, 12),
        "n": str(r.randint(2, 11)),
        "job": str(r.randint(180000, 990000)),
        "pipe": str(r.randint(40000, 99000)),
        "rid": str(r.randint(100, 999)),
        "dur": f"{r.randint(1, 59)} min {r.randint(0, 59)} s",
    }


def _pem(r: Random) -> dict[str, str]:
    return {
        "cert": certificate_pem_body(r, r.choice((640, 760, 910, 1080))),
        "pub": rsa_public_key_pem_body(r),
        "host": r.choice(("ood", "jupyter", "s3", "harbor")),
    }


def _oauth(r: Random) -> dict[str, str]:
    n = base64.urlsafe_b64encode(b"\xc1" + r.randbytes(255)).decode().rstrip("=")
    return {
        "kid": b64url(r, 32),
        "n": n,
        "u": uuid4(r),
        "id": hexs(r, 32),
        "d": day(r),
    }


def _chat(r: Random) -> dict[str, str]:
    return {
        "mm": mm_id(r),
        "mm2": mm_id(r),
        "c": "C0" + pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9),
        "ts": num(r, 10) + pick(r, DIGITS, 6),
        "n": str(r.randint(20, 200)),
    }


SERVICES: tuple[Kind, ...] = (
    Kind(
        "container_image_digests",
        (
            "apptainer pull relion.sif docker://harbor.perameri.fi/⟨img⟩@sha256:⟨d⟩",
            "image: harbor.perameri.fi/⟨img⟩:⟨tag⟩@sha256:⟨d⟩",
            "$ skopeo inspect docker://harbor.perameri.fi/⟨img⟩:⟨tag⟩ | jq -r .Digest\nsha256:⟨d⟩",
            "⟨tag⟩: Pulling from ⟨img⟩\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image for harbor.perameri.fi/⟨img⟩:⟨tag⟩",
            "$ docker images --digests harbor.perameri.fi/⟨img⟩\nREPOSITORY   TAG   DIGEST   "
            "IMAGE ID   SIZE\nharbor.perameri.fi/⟨img⟩   ⟨tag⟩   sha256:⟨d⟩   ⟨id⟩   ⟨size⟩",
            "コンテナイメージ ⟨img⟩ のダイジェスト sha256:⟨d⟩ を CI で固定（旧: sha256:⟨d2⟩）",
        ),
        _digests,
    ),
    Kind(
        "globus_collection_and_task_ids",
        (
            "$ globus transfer ⟨src⟩:/scratch/project_⟨p⟩/cryoem/ ⟨dst⟩:/data/incoming/ "
            '--recursive --sync-level checksum --label "kaamos-aoba ⟨d⟩.4."\n'
            "Message: The transfer has been accepted and a task has been created and queued "
            "for execution\nTask ID: ⟨task⟩",
            "$ globus task show ⟨task⟩\nLabel:                        kaamos-aoba ⟨d⟩.4.\n"
            "Status:                       SUCCEEDED\nSource Endpoint ID:           ⟨src⟩\n"
            "Destination Endpoint ID:      ⟨dst⟩\nFiles Transferred:            ⟨files⟩\n"
            "Bytes Transferred:            ⟨bytes⟩",
            "Collection IDs: Perämeri Kaamos scratch = ⟨src⟩, Aoba Lab DTN = ⟨dst⟩",
            "Globus-kokoelman ID ⟨src⟩ (mapped collection, POSIX storage gateway ⟨gw⟩)",
            "globus ls '⟨dst⟩:/~/incoming/' — 仙台側のコレクション、project_⟨p⟩ 用",
        ),
        _globus,
    ),
    Kind(
        "git_commit_shas",
        (
            "Checking out ⟨sha8⟩ as detached HEAD (ref is main)...",
            "$ git log --oneline -3\n⟨s7⟩ ansible: bump slurm to 24.11.⟨n⟩\n"
            "⟨s7b⟩ ood: pin jupyter app to 4.⟨n⟩\n⟨s7c⟩ ceph: rgw rate limits for dv-ingest",
            "Merge request !⟨mr⟩ merged as ⟨sha⟩ into main",
            "Korjattu: https://gitlab.perameri.fi/hpc/kaamos-ansible/-/commit/⟨sha⟩",
            "commit ⟨sha⟩\nAuthor: Aino Karjalainen <aino.karjalainen@perameri.fi>\n"
            "Date:   Tue Apr ⟨d⟩ 10:14:22 2028 +0300\n\n    slurm: raise MaxArraySize to 40001",
            "仙台側のフォーク: コミット ⟨sha⟩ を cherry-pick 済み（MR !⟨mr⟩）",
        ),
        _commits,
    ),
    Kind(
        "grafana_uids",
        (
            "https://grafana.hpc.perameri.fi/d/⟨uid⟩/kaamos-slurm-overview?orgId=1"
            "&from=now-24h&to=now&var-partition=gpu",
            "datasource:\n  type: prometheus\n  uid: ⟨dsuid⟩",
            '{"dashboard": {"uid": "⟨uid⟩", "title": "Ceph RGW", "version": ⟨v⟩}, '
            '"folderUid": "⟨fuid⟩", "overwrite": true}',
            "Grafanan paneeli ⟨panel⟩ dashboardilla ⟨uid⟩ näyttää GPU-käyttöasteen",
            "アラートルール uid ⟨ruid⟩（Slurm ノード DOWN、フォルダ ⟨fuid⟩）",
        ),
        _grafana,
    ),
    Kind(
        "jupyter_and_ondemand_session_ids",
        (
            "OnDemand log: /home/⟨user⟩/ondemand/data/sys/dashboard/batch_connect/sys/jupyter/"
            "output/⟨u⟩/output.log",
            "[I 2028-04-10 09:12:33.⟨ms⟩ ServerApp] Kernel started: ⟨u⟩, name: python3",
            "https://ood.kaamos.perameri.fi/node/kaamos-gpu⟨n⟩.hpc.perameri.fi/⟨port⟩/lab/tree/"
            "project_⟨p⟩",
            '{"cell_type": "code", "id": "⟨u⟩", "metadata": {}, "execution_count": ⟨n⟩}',
            "Interactive session ⟨u⟩ (Jupyter, 4 h) = Slurm job ⟨job⟩ on kaamos-gpu⟨n⟩",
            "JupyterHub: ⟨user⟩:n palvelin 'gpu-⟨n⟩' jumissa, spawner job ⟨job⟩, session ⟨u2⟩",
        ),
        _sessions,
    ),
    Kind(
        "signing_key_fingerprints",
        (
            "$ gpg --verify slurm-24.11.⟨n⟩.tar.bz2.asc\n"
            "gpg: Signature made Tue 08 Apr 2028 17:02:11 EEST\n"
            "gpg:                using EDDSA key ⟨fp⟩\n"
            'gpg: Good signature from "SchedMD Release Signing Key" [unknown]',
            "$ apptainer verify relion.sif\nVerifying image with PGP key material\n"
            "[LOCAL]   Signing entity: Kaamos CI <hpc-ci@perameri.fi>\n"
            "[LOCAL]   Fingerprint: ⟨fp⟩\nObjects verified:\nID  |GROUP   |LINK    |TYPE\n"
            "1   |1       |NONE    |Def.FILE\nContainer verified: relion.sif",
            "pub   ed25519 2027-11-⟨d⟩ [SC]\n      ⟨fp⟩\n"
            "uid           [ultimate] Aino Karjalainen <aino.karjalainen@perameri.fi>",
            "Release signing key fingerprint: ⟨fp4⟩",
            "gpg --recv-keys ⟨fp16⟩  # 仙台ラボのリリース署名鍵",
        ),
        _pgp,
    ),
    Kind(
        "tls_certificate_fingerprints",
        (
            "$ openssl x509 -in ⟨host⟩.crt -noout -fingerprint -sha256\nsha256 Fingerprint=⟨fp⟩",
            "$ openssl x509 -in ⟨host⟩.crt -noout -serial\nserial=⟨serial⟩",
            "X509v3 Subject Key Identifier: \n    ⟨ski⟩",
            'Pinned ⟨host⟩.kaamos.perameri.fi for the Sendai client: pin-sha256="⟨pin⟩"',
            "証明書のシリアル番号 ⟨serial⟩（⟨host⟩.kaamos.perameri.fi、HARICA、2029-04 まで）",
        ),
        _tls,
    ),
    Kind(
        "alertmanager_ids",
        (
            "$ amtool silence add alertname=SlurmNodeDown instance=kaamos-gpu⟨n⟩ "
            "-c 'HCA swap' -d ⟨h⟩h\n⟨u⟩",
            "fingerprint ⟨fp⟩ = CephOSDDown on kaamos-osd⟨n⟩ (Alertmanager groups by this)",
            '{"status": "firing", "labels": {"alertname": "CephHealthWarn", "cluster": '
            '"kaamos"}, "fingerprint": "⟨fp⟩", "startsAt": "2028-04-11T02:⟨n⟩:00Z"}',
            "Hiljennys ⟨u⟩ vanhenee ⟨h⟩ tunnin päästä (kaamos-gpu⟨n⟩ huollossa)",
            "Grafana alert instances ⟨fp⟩ and ⟨fp2⟩ both fired for kaamos-gpu⟨n⟩",
        ),
        _alerts,
    ),
    Kind(
        "gitlab_job_logs",
        (
            "Running with gitlab-runner 17.⟨n⟩.0 (⟨sha8⟩)\n"
            "  on kaamos-slurm-runner ⟨short⟩, system ID: ⟨sysid⟩\n"
            'Preparing the "custom" executor\nUsing Custom executor...\n'
            "Getting source from Git repository\n"
            "Checking out ⟨sha8b⟩ as detached HEAD (ref is main)...",
            "Pipeline #⟨pipe⟩ passed (job ⟨job⟩, ⟨dur⟩)",
            "CI_JOB_ID=⟨job⟩ CI_PIPELINE_ID=⟨pipe⟩ CI_COMMIT_SHORT_SHA=⟨sha8⟩",
            "Runner #⟨rid⟩ (kaamos-login2, ⟨short⟩) on taas online",
            'Uploading artifacts as "archive" to coordinator... 201 Created  id=⟨job⟩ '
            "responseStatus=201 Created token=⟨short⟩",
        ),
        _jobs,
    ),
    Kind(
        "public_certificates_and_keys",
        (
            _BEGIN_CERT + "\n⟨cert⟩\n" + _END_CERT,
            "Kaamos internal CA (public part, fine to share with Sendai):\n\n"
            + _BEGIN_CERT
            + "\n⟨cert⟩\n"
            + _END_CERT
            + "\n",
            "Keycloak hpc-realmin julkinen allekirjoitusavain:\n"
            + _BEGIN_PUB
            + "\n⟨pub⟩\n"
            + _END_PUB,
            "⟨host⟩.kaamos.perameri.fi の中間証明書（公開情報）:\n"
            + _BEGIN_CERT
            + "\n⟨cert⟩\n"
            + _END_CERT,
        ),
        _pem,
    ),
    Kind(
        "oauth_public_identifiers",
        (
            '{"keys": [{"kid": "⟨kid⟩", "kty": "RSA", "alg": "RS256", "use": "sig", '
            '"n": "⟨n⟩", "e": "AQAB"}]}',
            "Globus native app client ID (public, no secret): ⟨u⟩",
            "GLOBUS_CLI_CLIENT_ID=⟨u⟩ — only the id; the client secret stays in Vault",
            "OIDC issuer https://sso.perameri.fi/realms/hpc, client_id jupyterhub, "
            "signing kid ⟨kid⟩ rotated on 2028-04-⟨d⟩",
            "OS_APPLICATION_CREDENTIAL_ID=⟨id⟩ (tunniste ei ole salainen; secret on Vaultissa)",
        ),
        _oauth,
    ),
    Kind(
        "chat_permalinks_and_ids",
        (
            "Keskustelu: https://chat.perameri.fi/kaamos/pl/⟨mm⟩",
            "Mattermost post id ⟨mm⟩ in channel ⟨mm2⟩ (~kaamos-alerts)",
            "mmctl post list kaamos:kaamos-alerts --number 1 → ⟨mm⟩",
            "https://chat.perameri.fi/api/v4/channels/⟨mm⟩/posts?per_page=⟨n⟩",
            "Slack のスレッド: https://aoba-lab.slack.com/archives/⟨c⟩/p⟨ts⟩",
        ),
        _chat,
    ),
)
