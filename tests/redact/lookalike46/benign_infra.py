"""Benign look-alikes from the infrastructure side: commits, AWS resource ids, lockfile
checksums, versions, image digests, Terraform output, request ids, base64 that is not a
secret, public keys and file hashes."""

from __future__ import annotations

import hashlib
import json
from random import Random

from tests.redact.lookalike46.benign_vendor import CLINICS
from tests.redact.lookalike46.gen import (
    ALNUM,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    ed25519_public_blob,
    hexs,
    num,
    pick,
    uhex,
    uuid4,
    when,
    wrap,
)

_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_SUBJECTS = (
    "fix(xero): retry 429 with Retry-After",
    "feat(terminal): pair S700 readers per clinic",
    "chore(deps): bump stripe-node",
    "fix(sms): Irish reminder template length",
    "feat(booking): block double slots for exotics",
    "fix(chip): accept 900-prefixed test chips",
)


def _commits(r: Random) -> dict[str, str]:
    shas = [hexs(r, 40) for _ in range(3)]
    moment = when(r)
    return {
        "sha": shas[0],
        "s1": shas[0][:7],
        "s2": shas[1][:7],
        "s3": shas[2][:7],
        "m1": r.choice(_SUBJECTS),
        "pnum": str(r.randint(1000, 9999)),
        "pr": str(r.randint(200, 1400)),
        "date": f"{moment:%a %b} {moment.day} {moment:%H:%M:%S} 2030 +0000",
    }


def _aws_ids(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "pool": pick(r, ALNUM, 9),
        "i17": hexs(r, 16),
        "dbi": pick(r, UPPER_ALNUM, 26),
        "kms": uuid4(r),
        "cert": uuid4(r),
        "sg": hexs(r, 16),
        "subnet": hexs(r, 16),
        "vpc": hexs(r, 16),
    }


def _locks(r: Random) -> dict[str, str]:
    sv = f"{r.randint(17, 20)}.{r.randint(0, 12)}.{r.randint(0, 9)}"
    return {
        "ver": f"6.{r.randint(10, 30)}.{r.randint(0, 5)}",
        "h1": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "sv": sv,
        "sri": b64(r, 64),
        "pv": f"{r.randint(9, 12)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
        "sha256": hexs(r, 64),
        "dv": f"6.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "y": hexs(r, 128),
        "tf": f"1.14.{r.randint(0, 9)}",
    }


def _versions(r: Random) -> dict[str, str]:
    short = hexs(r, 8)
    return {
        "tf": f"1.14.{r.randint(0, 9)}",
        "aws": f"6.{r.randint(10, 30)}.{r.randint(0, 5)}",
        "dd": f"3.{r.randint(60, 90)}.{r.randint(0, 3)}",
        "desc": f"v4.{r.randint(10, 40)}.{r.randint(0, 9)}-{r.randint(1, 80)}-g{short}",
        "fw": f"2.{r.randint(20, 38)}.{r.randint(0, 9)}.0",
        "js": f"0.{r.randint(20, 40)}.{r.randint(0, 9)}",
        "sn": f"{r.randint(18, 21)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
        "app": f"3.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "build": str(r.randint(1000, 9999)),
        "agent": f"7.{r.randint(70, 90)}.{r.randint(0, 3)}",
        "short": short[:7],
        "x": str(r.randint(0, 9)),
    }


def _digests(r: Random) -> dict[str, str]:
    d = hexs(r, 64)
    return {
        "acct": num(r, 12),
        "d": d,
        "d12": d[:12],
        "v": f"4.{r.randint(10, 40)}.{r.randint(0, 9)}",
        "size": str(r.randint(1200, 4800)),
        "m": str(r.randint(70, 90)),
        "rev": str(r.randint(40, 400)),
        "cve": str(r.randint(1000, 99999)),
    }


def _plan(r: Random) -> dict[str, str]:
    return {
        "dbi": pick(r, UPPER_ALNUM, 26),
        "cid": pick(r, LOWER_ALNUM, 26),
        "n": str(r.randint(1, 12)),
        "m": str(r.randint(0, 9)),
        "pool": pick(r, ALNUM, 9),
        "host": f"cnoc-pms-prod.cluster-{pick(r, LOWER_ALNUM, 12)}.eu-west-1.rds.amazonaws.com",
        "mon": num(r, 8),
        "vt": b64(r, 32),
    }


def _requests(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "req": "req_" + pick(r, ALNUM, 14),
        "amzreq": uhex(r, 16),
        "amzid2": b64(r, 57),
        "cfid": b64url(r, 42) + "==",
        "rq": "RQ" + hexs(r, 32),
    }


def _b64_payloads(r: Random) -> dict[str, str]:
    clinic = r.choice(("dub-01", "dub-03", "swd-02", "krk-01"))
    day = when(r)
    cursor = {
        "clinicId": clinic,
        "after": day.strftime("%Y-%m-%dT%H:%M"),
        "id": r.randint(1, 99999),
    }
    lek = {
        "pk": {"S": f"CLINIC#{clinic}"},
        "sk": {"S": f"APPT#{day.strftime('%Y%m%d')}#{num(r, 6)}"},
    }
    cloud = (
        "#cloud-config\npackages:\n  - postgresql-client\nruncmd:\n"
        f"  - echo bastion-{num(r, 3)} > /etc/hostname\n"
    )
    msg = {
        "type": "reminder",
        "appointment": f"APT-{num(r, 6)}",
        "lang": r.choice(("ga", "pl", "en")),
    }
    state = {"returnTo": f"/clinics/{clinic}/calendar?day={day.strftime('%Y-%m-%d')}"}
    return {
        "cursor": b64url_of(json.dumps(cursor, separators=(",", ":"))),
        "lek": b64_of(json.dumps(lek, separators=(",", ":"))),
        "ud": b64_of(cloud),
        "msg": b64_of(json.dumps(msg, separators=(",", ":"))),
        "state": b64url_of(json.dumps(state, separators=(",", ":"))),
        "page": str(r.randint(2, 40)),
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": b64(r, 32),
        "n": b64url(r, 256),
        "pool": pick(r, ALNUM, 9),
        "xkid": uhex(r, 32),
        "x5t": b64url(r, 20),
    }


def _age(r: Random) -> str:
    return "age1" + pick(r, _BECH32, 58)


def _pubkeys(r: Random) -> dict[str, str]:
    pem = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 258) + "IDAQAB"
    fpr = uhex(r, 40)
    return {
        "ed": b64_of(ed25519_public_blob(r)),
        "ed2": b64_of(ed25519_public_blob(r)),
        "pem": wrap(pem, 64),
        "age": _age(r),
        "n": str(r.randint(1, 9)),
        "kid": "K" + pick(r, UPPER_ALNUM, 13),
        "fpr": " ".join(fpr[i : i + 4] for i in range(0, 40, 4)),
    }


def _files(r: Random) -> dict[str, str]:
    study = uuid4(r)
    digest = hashlib.md5(study.encode()).digest()
    return {
        "clinic": r.choice(CLINICS),
        "study": study,
        "sha256": hexs(r, 64),
        "size": str(r.randint(400_000, 60_000_000)),
        "md5b64": b64_of(digest),
        "oid": f"{num(r, 5)}.{num(r, 7)}.{num(r, 10)}",
        "sha1": hexs(r, 40),
        "hash8": hexs(r, 8),
        "sri": b64(r, 48),
        "file": f"faktury-2030-12-{r.randint(1, 23):02d}.csv",
    }


INFRA: tuple[Kind, ...] = (
    Kind(
        "commit_hashes",
        (
            "git revert ⟨sha⟩  # reverts '⟨m1⟩'",
            "⟨s1⟩ ⟨m1⟩\n⟨s2⟩ chore(deps): bump @stripe/terminal-js\n"
            "⟨s3⟩ docs: runbook for SES bounces",
            'source = "git::https://github.com/cnoc-vets/terraform-modules.git//rds?ref=⟨sha⟩"',
            "Poprawka jest w ⟨sha⟩, wdrożona na prod w pipeline ⟨pnum⟩.",
            "commit ⟨sha⟩\nAuthor: Aoife Ní Bhriain <aoife@cnocvets.ie>\nDate:   ⟨date⟩\n\n"
            "    Ceartúchán: meabhrúchán SMS as Gaeilge",
            "Merge pull request #⟨pr⟩ from cnoc-vets/fix/microchip-validation (⟨sha⟩)",
        ),
        _commits,
    ),
    Kind(
        "aws_resource_ids",
        (
            "arn:aws:cognito-idp:eu-west-1:⟨acct⟩:userpool/eu-west-1_⟨pool⟩",
            "aws ec2 describe-instances --instance-ids i-0⟨i17⟩ "
            "--query 'Reservations[].Instances[].PrivateIpAddress'",
            "RDS DbiResourceId db-⟨dbi⟩, needed in the IAM auth policy "
            "arn:aws:rds-db:eu-west-1:⟨acct⟩:dbuser:db-⟨dbi⟩/cnoc_iam",
            "KMS key ⟨kms⟩ (alias/cnoc-xrays) encrypts the bucket; cert "
            "arn:aws:acm:eu-west-1:⟨acct⟩:certificate/⟨cert⟩",
            "sg-0⟨sg⟩ allows 5432 only from subnet-0⟨subnet⟩ (vpc-0⟨vpc⟩)",
            "| Zasób | ID |\n|---|---|\n| bastion | i-0⟨i17⟩ |\n| RDS | db-⟨dbi⟩ |\n"
            "| KMS | ⟨kms⟩ |",
        ),
        _aws_ids,
    ),
    Kind(
        "lockfile_checksums",
        (
            'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "⟨ver⟩"\n'
            '  constraints = "~> 6.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n'
            '    "zh:⟨zh2⟩",\n  ]\n}',
            '"node_modules/stripe": {\n  "version": "⟨sv⟩",\n'
            '  "resolved": "https://registry.npmjs.org/stripe/-/stripe-⟨sv⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            "xero-python==⟨pv⟩ \\\n    --hash=sha256:⟨sha256⟩",
            '"@datadog/browser-rum@npm:⟨dv⟩":\n  version: ⟨dv⟩\n  checksum: 10c0/⟨y⟩',
            "$ sha256sum terraform_⟨tf⟩_linux_amd64.zip\n⟨sha256⟩  terraform_⟨tf⟩_linux_amd64.zip",
        ),
        _locks,
    ),
    Kind(
        "version_strings",
        (
            "Terraform v⟨tf⟩\non linux_amd64\n"
            "+ provider registry.terraform.io/hashicorp/aws v⟨aws⟩\n"
            "+ provider registry.terraform.io/datadog/datadog v⟨dd⟩",
            "pms-api ⟨desc⟩ (git describe) deployed to eu-west-1",
            "WisePOS E firmware ⟨fw⟩ / Stripe Terminal JS SDK ⟨js⟩ / stripe-node ⟨sn⟩",
            "Wersja aplikacji mobilnej: ⟨app⟩ (build ⟨build⟩), iOS 24.2",
            "Agent ⟨agent⟩ - Commit: ⟨short⟩ - Serialization version: v5.0.1⟨x⟩ - "
            "Go version: go1.25.5",
            "Leagan: ⟨app⟩+build.⟨build⟩.⟨short⟩",
        ),
        _versions,
    ),
    Kind(
        "container_image_digests",
        (
            "⟨acct⟩.dkr.ecr.eu-west-1.amazonaws.com/cnoc-pms-api@sha256:⟨d⟩",
            "v⟨v⟩: digest: sha256:⟨d⟩ size: ⟨size⟩",
            "image: public.ecr.aws/datadog/agent:7.⟨m⟩.0@sha256:⟨d⟩",
            "Task definition cnoc-pms-api:⟨rev⟩ runs sha256:⟨d⟩ (tag v⟨v⟩)",
            "Obraz ⟨d12⟩ (sha256:⟨d⟩) odrzucony przez skan ECR: CVE-2030-⟨cve⟩",
        ),
        _digests,
    ),
    Kind(
        "terraform_plan_output",
        (
            "  # aws_db_instance.reporting will be updated in-place\n"
            '  ~ resource "aws_db_instance" "reporting" {\n'
            '        id       = "db-⟨dbi⟩"\n      ~ password = (sensitive value)\n'
            "        # (41 unchanged attributes hidden)\n    }",
            "aws_cognito_user_pool_client.web: Refreshing state... [id=⟨cid⟩]",
            '  + resource "aws_s3_bucket_versioning" "xrays" {\n'
            '      + bucket = "cnoc-xrays-prod"\n      + id     = (known after apply)\n    }\n\n'
            "Plan: ⟨n⟩ to add, ⟨m⟩ to change, 0 to destroy.",
            'Outputs:\n\nclient_secret = <sensitive>\nrds_endpoint = "⟨host⟩"\n'
            'user_pool_id = "eu-west-1_⟨pool⟩"',
            "datadog_monitor.booking_latency: Modifications complete after 1s [id=⟨mon⟩]",
            "module.ses.aws_ses_domain_identity.main: Creation complete after 2s [id=cnocvets.ie]\n"
            'verification_token = "⟨vt⟩"  # goes into the _amazonses TXT record',
        ),
        _plan,
    ),
    Kind(
        "request_and_idempotency_ids",
        (
            "Idempotency-Key: ⟨uuid⟩\nRequest-Id: ⟨req⟩",
            "x-amz-request-id: ⟨amzreq⟩\nx-amz-id-2: ⟨amzid2⟩",
            "X-Amz-Cf-Id: ⟨cfid⟩ (CloudFront 403 on the x-ray viewer)",
            "x-amzn-RequestId: ⟨uuid⟩ on the Cognito InitiateAuth 400 (NotAuthorizedException)",
            "Twilio-Request-Id: ⟨rq⟩",
            "Błąd 500 z Xero, Xero-Correlation-Id: ⟨uuid⟩",
        ),
        _requests,
    ),
    Kind(
        "base64_non_secrets",
        (
            "next page: GET /v2/appointments?limit=50&cursor=⟨cursor⟩",
            "LastEvaluatedKey (base64) ⟨lek⟩ while paginating the appointments table, page ⟨page⟩",
            'user_data_base64 = "⟨ud⟩"',
            "Wiadomość z kolejki SQS (body w base64): ⟨msg⟩",
            "state=⟨state⟩ in the Cognito hosted UI redirect is just the base64 return path",
        ),
        _b64_payloads,
    ),
    Kind(
        "jwks_public_material",
        (
            '{"keys":[{"alg":"RS256","e":"AQAB","kid":"⟨kid⟩","kty":"RSA","n":"⟨n⟩","use":"sig"}]}',
            "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_⟨pool⟩/.well-known/jwks.json "
            "serves kid ⟨kid⟩",
            "Xero JWKS kid ⟨xkid⟩, x5t ⟨x5t⟩, rotated on 2030-12-01; our validator cached the "
            "old one",
            'Token header only, no payload or signature: {"kid":"⟨kid⟩","alg":"RS256"}',
        ),
        _jwks,
    ),
    Kind(
        "public_keys",
        (
            "ssh-ed25519 ⟨ed⟩ kasia@cnoc-kr-lt07",
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----",
            "age recipient for sops (public): ⟨age⟩",
            'resource "aws_cloudfront_public_key" "xrays" {\n  name        = "xrays-⟨n⟩"\n'
            '  encoded_key = file("keys/xrays_public.pem")\n}\n# id = ⟨kid⟩',
            "GPG fingerprint for signed release tags: ⟨fpr⟩",
            "authorized_keys on the bastion:\nssh-ed25519 ⟨ed⟩ ciaran@cnoc-dub-mbp\n"
            "ssh-ed25519 ⟨ed2⟩ circleci-deploy@cnoc",
        ),
        _pubkeys,
    ),
    Kind(
        "file_hashes_in_logs",
        (
            "upload xrays/⟨clinic⟩/⟨study⟩.dcm sha256=⟨sha256⟩ size=⟨size⟩",
            "Content-MD5: ⟨md5b64⟩ matched on the S3 PutObject for ⟨study⟩.dcm",
            "DICOM SOPInstanceUID 1.2.826.0.1.3680043.8.498.⟨oid⟩ has sha1 ⟨sha1⟩",
            '<script src="https://cdn.cnocvets.ie/widget/booking.⟨hash8⟩.js" '
            'integrity="sha384-⟨sri⟩" crossorigin="anonymous"></script>',
            "Plik eksportu ⟨file⟩ ma sumę SHA-256 ⟨sha256⟩, zgodną z Xero.",
        ),
        _files,
    ),
)
