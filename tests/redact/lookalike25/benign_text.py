"""Benign look-alikes in prose and config: documented example keys, references to secrets
that carry no value, the word "password" with no secret, public keys and fingerprints,
redacted or placeholder values, and S3 response ids. None is a secret."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike25.gen import (
    ALNUM,
    B64,
    UHEX,
    Kind,
    b64,
    clock,
    day,
    hexs,
    num,
    pick,
    sample_id,
    stamp,
    uuid4,
    wrap,
)

# Example values printed in the AWS documentation; public, and not credentials.
_AWS_DOC_ID = "AKIAIOSFODNN7EXAMPLE"
_AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
_AWS_DOC_ID2 = "AKIAI44QH8DHBEXAMPLE"
_AWS_DOC_SECRET2 = "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_GITHUB_ED25519_FP = "SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU"
_HOSTS = (
    "hpc-login01",
    "sftp.osaka-core.kastaniebio.jp",
    "bcl-01.bsl",
    "globus-gcs.bsl",
    "osk-bcl-01",
)
_SERVICES = ("lims_app", "seqcore-bot (BaseSpace)", "slurmdbd", "eln_writer", "kb_delivery (SFTP)")


def _aws_doc(r: Random) -> dict[str, str]:
    return {
        "profile": r.choice(("example", "localstack", "moto-test", "docs-demo")),
        "bucket": f"kb-{r.choice(('seq', 'nf-work', 'delivery', 'scratch'))}-{num(r, 4)}",
        "region": r.choice(("eu-central-1", "eu-central-2", "ap-northeast-3", "ap-northeast-1")),
        "ver": f"4.{r.randint(0, 9)}.{r.randint(0, 9)}",
        "test": f"test_{r.choice(('upload', 'presign', 'manifest', 'sync'))}_{r.randint(1, 99)}",
        "d": day(r),
    }


def _refs(r: Random) -> dict[str, str]:
    name = r.choice(("basespace", "lims-db", "benchling", "tower", "redcap", "dnanexus"))
    return {
        "region": r.choice(("eu-central-1", "ap-northeast-3")),
        "vpath": f"secret/seqcore/{name}",
        "site": r.choice(("BSL", "OSK")),
        "acct": num(r, 12),
        "suf": pick(r, ALNUM, 6),
        "item": r.choice(("Benchling API (lea)", "Seqcore BaseSpace", "LIMS svc")),
        "name": name,
        "d": day(r),
    }


def _pw_words(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(_SERVICES),
        "d": day(r),
        "vpath": f"secret/seqcore/{r.choice(('lims', 'basespace', 'slurmdbd', 'sftp'))}",
        "host": r.choice(_HOSTS),
        "acct": num(r, 12),
        "email": r.choice(("lea.zimmermann@kastaniebio.ch", "seqcore@kastaniebio.jp")),
        "user": r.choice(("h.sato", "y.nakamura", "j.brunner", "p.raman")),
        "n": str(r.choice((12, 14, 16))),
    }


def _ed25519(r: Random) -> str:
    return "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(r, 33)[1:44]


def _fp(r: Random) -> str:
    return b64(r, 32).rstrip("=")


def _keys(r: Random) -> dict[str, str]:
    serial = hexs(r, 36).upper()
    return {
        "ed": _ed25519(r),
        "who": r.choice(
            ("lea@kb-laptop", "haruto@osk-bcl-01", "nf-bot@hpc-login01", "yui@osk-ws07")
        ),
        "host": r.choice(_HOSTS),
        "ip": f"10.{r.randint(20, 40)}.{r.randint(0, 9)}.{r.randint(2, 254)}",
        "fp": _fp(r),
        "salt": b64(r, 20),
        "hash": b64(r, 20),
        "colon": ":".join(pick(r, UHEX, 2) for _ in range(32)),
        "serial": serial,
        "rsa": "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + pick(r, B64, 514),
        "d": day(r),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    fpr = hexs(r, 40).upper()
    return {
        "c4": b64(r, 32),
        "pgp": wrap("mQINBG" + b64(r, 780), 64),
        "crc": b64(r, 3),
        "fpr": fpr,
        "fprs": " ".join(fpr[i : i + 4] for i in range(0, 40, 4)),
        "age": "age1" + pick(r, _BECH32, 58),
        "s": sample_id(r),
        "d": day(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "ws": num(r, 15),
        "cfg": r.choice(("default", "osaka", "euc1")),
        "profile": r.choice(("seqcore-batch", "kb-nextflow", "osaka-upload")),
        "d": day(r),
        "doc": r.choice(("onboarding", "nf-setup", "basespace", "lims-sync")),
        "last4": pick(r, ALNUM, 4),
        "pid": str(r.randint(100, 999)),
        "where": r.choice(("Vault", "1Password", "Confluence-Seite 'Globus'")),
        "n": str(r.randint(2, 40)),
    }


def _s3(r: Random) -> dict[str, str]:
    return {
        "lm": f"{day(r)}T{clock(r)}+00:00",
        "size": str(r.randint(10**8, 9 * 10**10)),
        "etag": hexs(r, 32),
        "parts": str(r.randint(2, 1200)),
        "vid": pick(r, ALNUM + "._", 32),
        "rid": pick(r, UHEX, 16),
        "hid": b64(r, 57),
        "crc": b64(r, 4),
        "csha": b64(r, 32),
        "uuid": uuid4(r),
        "ts": stamp(r),
        "key": f"{sample_id(r)}_R1_001.fastq.gz",
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "aws_documented_example_keys",
        (
            f"[⟨profile⟩]\naws_access_key_id = {_AWS_DOC_ID}\naws_secret_access_key = "
            f"{_AWS_DOC_SECRET}\n"
            "region = ⟨region⟩\n# ^ Beispielwerte aus der AWS-Doku, echte Keys kommen aus SSO",
            f"In der Onboarding-Doku für Osaka stehen nur die AWS-Beispielkeys ({_AWS_DOC_ID} / "
            f"{_AWS_DOC_SECRET}) – bitte so lassen, Bucket ⟨bucket⟩",
            f"export AWS_ACCESS_KEY_ID={_AWS_DOC_ID2}\nexport "
            f"AWS_SECRET_ACCESS_KEY={_AWS_DOC_SECRET2}\n"
            "# localstack-Test für ⟨bucket⟩, keine echten Credentials",
            f"docker run --rm -e AWS_ACCESS_KEY_ID={_AWS_DOC_ID} -e AWS_SECRET_ACCESS_KEY="
            f"{_AWS_DOC_SECRET} -e AWS_DEFAULT_REGION=⟨region⟩ localstack/localstack:⟨ver⟩",
            f"AWS ドキュメントのサンプルキー {_AWS_DOC_ID} を moto のテスト（⟨test⟩）で使用",
            "aws_session_token = AQoDYXdzEJr...<remainder of security token>  "
            "(Platzhalter aus der AWS-Doku, Profil ⟨profile⟩, ⟨d⟩)",
        ),
        _aws_doc,
    ),
    Kind(
        "secret_references_not_values",
        (
            "aws {\n    accessKey = secrets.AWS_ACCESS_KEY_ID\n    secretKey = "
            "secrets.AWS_SECRET_ACCESS_KEY\n"
            "    region = '⟨region⟩'\n}",
            "nextflow secrets set TOWER_ACCESS_TOKEN   # fragt interaktiv; Wert steht in Vault "
            "unter ⟨vpath⟩",
            "env:\n  TOWER_ACCESS_TOKEN: ${{ secrets.TOWER_ACCESS_TOKEN }}\n"
            "  BASESPACE_ACCESS_TOKEN: ${{ secrets.BS_TOKEN_⟨site⟩ }}",
            "export BASESPACE_ACCESS_TOKEN=$(vault kv get -field=token ⟨vpath⟩)",
            "Secret: arn:aws:secretsmanager:⟨region⟩:⟨acct⟩:secret:seqcore/⟨name⟩-⟨suf⟩ "
            "(Rotation alle 30 Tage)",
            "env:\n  - name: PGPASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: "
            "⟨name⟩-credentials\n"
            "        key: password",
            "BENCHLING_API_KEY=${BENCHLING_API_KEY:?aus dem 1Password-Eintrag '⟨item⟩' setzen}",
            "トークンは AWS Secrets Manager の seqcore/⟨name⟩ から取得する（値はメモしない、⟨d⟩ "
            "確認）",
        ),
        _refs,
    ),
    Kind(
        "password_words_no_secret",
        (
            "Passwort-Rotation für ⟨svc⟩ am ⟨d⟩ erledigt, neues Passwort liegt in Vault unter "
            "⟨vpath⟩ "
            "(nicht hier notieren)",
            "sshd_config auf ⟨host⟩: PasswordAuthentication no, PubkeyAuthentication yes",
            "aws ecr get-login-password --region eu-central-1 | docker login --username AWS "
            "--password-stdin ⟨acct⟩.dkr.ecr.eu-central-1.amazonaws.com",
            "Enter password:\nERROR 1045 (28000): Access denied for user 'slurm'@'⟨host⟩' (using "
            "password: YES)",
            "パスワードの有効期限は 90 日。⟨svc⟩ のパスワードは ⟨d⟩ に変更済み（値は 1Password）",
            "password_min_length: ⟨n⟩\npassword_history: 5\npassword_max_age_days: 90",
            "BaseSpace: 'Forgot password' schickt den Link an ⟨email⟩, nicht an die Shared Mailbox",
            "Keycloak: Required Action UPDATE_PASSWORD für ⟨user⟩ gesetzt (⟨d⟩)",
        ),
        _pw_words,
    ),
    Kind(
        "ssh_and_tls_fingerprints",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩",
            "The authenticity of host '⟨host⟩ (⟨ip⟩)' can't be established.\n"
            "ED25519 key fingerprint is SHA256:⟨fp⟩.\nThis key is not known by any other names.",
            "github.com ED25519 " + _GITHUB_ED25519_FP + " – am ⟨d⟩ mit der offiziellen Liste "
            "abgeglichen (⟨host⟩)",
            "|1|⟨salt⟩|⟨hash⟩ ssh-ed25519 ⟨ed⟩",
            "$ openssl x509 -in lims.crt -noout -fingerprint -sha256 -serial\n"
            "sha256 Fingerprint=⟨colon⟩\nserial=⟨serial⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨fp⟩ ⟨who⟩ (ED25519)",
            "authorized_keys auf ⟨host⟩:\nssh-rsa ⟨rsa⟩ ⟨who⟩",
            "大阪の SFTP サーバのホスト鍵フィンガープリント: SHA256:⟨fp⟩（⟨d⟩ 確認）",
        ),
        _keys,
    ),
    Kind(
        "public_keys_crypt4gh_pgp_age",
        (
            "-----BEGIN CRYPT4GH PUBLIC KEY-----\n⟨c4⟩\n-----END CRYPT4GH PUBLIC KEY-----",
            "EGA-Public-Key für die Upload-Verschlüsselung (öffentlich, von der EGA-Seite):\n"
            "-----BEGIN CRYPT4GH PUBLIC KEY-----\n⟨c4⟩\n-----END CRYPT4GH PUBLIC KEY-----",
            "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n⟨pgp⟩\n=⟨crc⟩\n-----END PGP PUBLIC KEY "
            "BLOCK-----",
            "$ gpg --list-keys lea@kastaniebio.ch\npub   ed25519 2027-11-02 [SC]\n      ⟨fpr⟩\n"
            "uid           [ultimate] Lea Zimmermann <lea@kastaniebio.ch>",
            "age-Empfänger für die Backups (öffentlich): ⟨age⟩",
            "crypt4gh encrypt --recipient_pk ~/.c4gh/ega.pub < ⟨s⟩.bam > ⟨s⟩.bam.c4gh "
            "(Recipient-Public-Key ⟨c4⟩)",
            "公開鍵のフィンガープリント ⟨fprs⟩ を大阪コアと照合済み（⟨d⟩）",
        ),
        _pubkeys,
    ),
    Kind(
        "redacted_and_placeholder_values",
        (
            "TOWER_ACCESS_TOKEN=<dein-seqera-token>\nTOWER_WORKSPACE_ID=⟨ws⟩",
            "accessToken = ********************************   (aus ~/.basespace/⟨cfg⟩.cfg, "
            "maskiert)",
            "aws_secret_access_key = [REDACTED]   # Profil ⟨profile⟩",
            '{"auth_token_type": "Bearer", "auth_token": "<REDACTED>"}   (DX_SECURITY_CONTEXT vom '
            "⟨d⟩)",
            "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX steht als Platzhalter in ⟨doc⟩.md",
            "BENCHLING_API_KEY=sk_••••••••••••••••••••••••••⟨last4⟩ (Benchling zeigt nur die "
            "letzten "
            "4 Zeichen)",
            "REDCAP_API_TOKEN=YOUR_TOKEN_HERE   # Projekt-PID ⟨pid⟩",
            "client_id: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx   # echte ID siehe ⟨where⟩",
            "HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx   # Beispiel aus ⟨doc⟩.md",
            "ログ中のトークンは「****」でマスク済み（⟨d⟩、⟨n⟩ 件）",
        ),
        _placeholders,
    ),
    Kind(
        "s3_etags_versions_and_request_ids",
        (
            '$ aws s3api head-object --bucket kb-seq-results --key ⟨key⟩\n{\n    "AcceptRanges": '
            '"bytes",\n'
            '    "LastModified": "⟨lm⟩",\n    "ContentLength": ⟨size⟩,\n'
            '    "ETag": "\\"⟨etag⟩-⟨parts⟩\\"",\n    "VersionId": "⟨vid⟩",\n'
            '    "ServerSideEncryption": "aws:kms"\n}',
            '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>'
            "<Message>Access "
            "Denied</Message><RequestId>⟨rid⟩</RequestId><HostId>⟨hid⟩</HostId></Error>",
            "x-amz-request-id: ⟨rid⟩\nx-amz-id-2: ⟨hid⟩",
            "ChecksumCRC32C ⟨crc⟩ und ChecksumSHA256 ⟨csha⟩ stimmen mit dem Upload aus Osaka "
            "überein",
            "S3 の ETag ⟨etag⟩-⟨parts⟩ はマルチパートなので md5 ではない（⟨key⟩）",
            '"eventTime": "⟨ts⟩", "eventName": "GetObject", "requestID": "⟨rid⟩", "eventID": '
            '"⟨uuid⟩"',
        ),
        _s3,
    ),
)
