"""Benign look-alikes from the platform: identity ids, public keys and certificates,
fingerprints, digests, lockfile hashes, AWS resource names, ciphertext, cursors and data-stack
ids. None of these grants access; they must come out of the scrubber unchanged."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike88.gen import (
    ALNUM,
    B64STD,
    B64URL,
    LOWER,
    UPPER_ALNUM,
    Kind,
    account_id,
    b64,
    b64url,
    b64url_json,
    certificate,
    day,
    ec_spki,
    hexs,
    name,
    num,
    pem_body,
    pick,
    rand_int,
    rsa_spki,
    ssh_fingerprint,
    ssh_public,
    ticket,
    uuid4,
    who,
)

_BEGIN = "-----BEGIN "
_END = "-----END "


def _okta_ids(r: Random) -> dict[str, str]:
    return {
        "cid": "0oa" + pick(r, ALNUM, 17),
        "uid": "00u" + pick(r, ALNUM, 17),
        "gid": "00g" + pick(r, ALNUM, 17),
        "state": b64url(r, 24),
        "nonce": b64url(r, 24),
        "cc": b64url(r, 32),
        "tx": pick(r, B64URL, 27),
        "kid": b64url(r, 32),
    }


def _client_side(r: Random) -> dict[str, str]:
    return {
        "ldc": hexs(r, 24),
        "swk": pick(r, ALNUM, 32),
        "pub": "pub" + hexs(r, 32),
        "appid": uuid4(r),
        "who": name(r),
    }


def _jwks(r: Random) -> dict[str, str]:
    modulus = rand_int(r, 2048).to_bytes(256, "big")
    return {
        "kid": b64url(r, 32),
        "kid2": uuid4(r),
        "n": base64.urlsafe_b64encode(modulus).decode().rstrip("="),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "thumb": b64url(r, 32),
        "d": day(r),
    }


def _pem_public(r: Random) -> dict[str, str]:
    return {
        "rsapub": pem_body(rsa_spki(r)),
        "ecpub": pem_body(ec_spki(r)),
        "cert": pem_body(
            certificate(
                r, r.choice(("webhooks.unit.co", "Unit Partner CA G2")), "Unit Root CA", "Unit"
            )
        ),
        "ccert": pem_body(
            certificate(
                r, "api.ledgerly.com", "Ledgerly Internal CA 2038", "Ledgerly Lending", True
            )
        ),
        "tk": ticket(r),
    }


def _ssh_public(r: Random) -> dict[str, str]:
    return {
        "ed": ssh_public(r),
        "ec": ssh_public(r, ecdsa=True),
        "fp": ssh_fingerprint(r),
        "who": who(r),
        "ip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _fingerprints(r: Random) -> dict[str, str]:
    return {
        "colon": ":".join(hexs(r, 2).upper() for _ in range(32)),
        "pin": b64(r, 32),
        "pin2": b64(r, 32),
        "gpg": " ".join(hexs(r, 4).upper() for _ in range(10)),
        "acct": account_id(r),
        "u": uuid4(r),
        "sha1": hexs(r, 40),
        "d": day(r),
        "fp": ssh_fingerprint(r),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "acct": account_id(r),
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "tag": f"2038.08.{r.randint(1, 31)}-{hexs(r, 7)}",
        "task": hexs(r, 32),
        "svc": r.choice(("loan-api", "ledger-recon", "kyc-gateway", "card-auth")),
        "size": str(r.randint(1200, 4200)),
    }


def _lockfile(r: Random) -> dict[str, str]:
    return {
        "v": f"{r.randint(1, 40)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
        "sri": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "h1": b64(r, 32),
        "zh": hexs(r, 64),
        "zh2": hexs(r, 64),
        "sz": str(r.randint(80000, 900000)),
        "minor": str(r.randint(0, 20)),
        "pkg": r.choice(("stripe", "plaid-python", "httpx", "boto3", "snowflake-connector-python")),
    }


def _aws_names(r: Random) -> dict[str, str]:
    return {
        "acct": account_id(r),
        "sfx": pick(r, ALNUM, 6),
        "u": uuid4(r),
        "task": hexs(r, 32),
        "aroa": "AR" + "OA" + pick(r, UPPER_ALNUM, 17),
        "asia": "AS" + "IA" + pick(r, UPPER_ALNUM, 16),
        "who": who(r),
        "sec": r.choice(("plaid", "stripe", "unit", "marqeta", "aurora-master", "okta-scim")),
    }


def _kms(r: Random) -> dict[str, str]:
    blob = base64.b64encode(b"\x01\x02\x02\x00\x78" + r.randbytes(r.randint(150, 230))).decode()
    return {
        "blob": blob,
        "d": b64(r, r.randint(18, 40)),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "d2": b64(r, r.randint(24, 48)),
        "iv2": b64(r, 32),
        "tag2": b64(r, 16),
        "acct": account_id(r),
        "u": uuid4(r),
        "mac": b64(r, 32),
    }


def _tf_ci(r: Random) -> dict[str, str]:
    return {
        "run": "run-" + pick(r, ALNUM, 16),
        "ws": "ws-" + pick(r, ALNUM, 16),
        "sv": "sv-" + pick(r, ALNUM, 16),
        "u": uuid4(r),
        "u2": uuid4(r),
        "n": str(r.randint(20000, 99999)),
        "serial": str(r.randint(30, 900)),
        "acct": account_id(r),
        "vid": uuid4(r),
        "sfx": pick(r, ALNUM, 6),
    }


def _cursors(r: Random) -> dict[str, str]:
    next_token = b64url_json({"v": 2, "o": r.randint(100, 9000), "k": b64(r, 48)})
    return {
        "nt": base64.b64encode(next_token.encode() + r.randbytes(40)).decode(),
        "cur": pick(r, B64STD, r.randint(110, 180)),
        "req": pick(r, ALNUM, 15),
        "after": pick(r, B64URL, 44),
        "dc": b64url(r, r.randint(60, 120)),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "n": str(r.randint(2, 40)),
    }


def _sf_ids(r: Random) -> dict[str, str]:
    qid = f"01{hexs(r, 6)}-{num(r, 4)}-{hexs(r, 4)}-0000-{hexs(r, 12)}"
    return {
        "qid": qid,
        "loc": pick(r, LOWER, 2).upper() + num(r, 5),
        "run": num(r, 9),
        "job": num(r, 6),
        "fconn": r.choice(("decent_dropsy", "sassy_herald", "upbeat_quarry", "mild_vapor")),
        "fid": b64(r, 18).rstrip("="),
        "msg": "ajs-next-" + hexs(r, 32),
        "anon": uuid4(r),
        "min": str(r.randint(3, 95)),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "okta_public_ids",
        (
            "https://ledgerly.okta.com/oauth2/default/v1/authorize?client_id=⟨cid⟩"
            "&response_type=code&scope=openid%20profile&redirect_uri=https%3A%2F%2Fadmin.ledgerly"
            ".com%2Fcallback&state=⟨state⟩&nonce=⟨nonce⟩&code_challenge=⟨cc⟩"
            "&code_challenge_method=S256",
            "Okta app 'Ledgerly Admin' client_id ⟨cid⟩ is a public SPA client (PKCE, no "
            "client secret)",
            "SCIM push failed for user ⟨uid⟩ in group ⟨gid⟩ (Denver-Eng): E0000001",
            "okta syslog: eventType=user.session.start actor.id=⟨uid⟩ client.id=⟨cid⟩ "
            "transaction.id=⟨tx⟩",
            'Access token header was {"kid": "⟨kid⟩", "alg": "RS256"}; that kid is in the '
            "default auth server JWKS, so the 401 is about the audience",
        ),
        _okta_ids,
    ),
    Kind(
        "client_side_public_keys",
        (
            "LD client-side ID for prod (goes in the web bundle, not secret): ⟨ldc⟩",
            "analytics.load('⟨swk⟩')  // Segment browser source write key, public by design",
            "datadogRum.init({ applicationId: '⟨appid⟩', clientToken: '⟨pub⟩', "
            "site: 'us5.datadoghq.com', service: 'borrower-web' })",
            'window.__CONFIG__ = {"launchDarklyClientId": "⟨ldc⟩", "segmentWriteKey": "⟨swk⟩", '
            '"ddClientToken": "⟨pub⟩"}',
            "⟨who⟩ asked whether the RUM client token ⟨pub⟩ in the page source is a leak: no, "
            "client tokens are public and only accept RUM/log intake.",
        ),
        _client_side,
    ),
    Kind(
        "jwks_documents",
        (
            "$ curl -s https://ledgerly.okta.com/oauth2/default/v1/keys | jq '.keys[0]'\n{\n"
            '  "kty": "RSA",\n  "alg": "RS256",\n  "kid": "⟨kid⟩",\n  "use": "sig",\n'
            '  "e": "AQAB",\n  "n": "⟨n⟩"\n}',
            '{"keys":[{"kty":"EC","crv":"P-256","kid":"⟨kid2⟩","use":"sig","alg":"ES256",'
            '"x":"⟨x⟩","y":"⟨y⟩"}]}',
            "ledgerly-auth JWKS cache: kid=⟨kid⟩ n=⟨n⟩ e=AQAB (public modulus, from "
            "/.well-known/jwks.json)",
            "JWK thumbprint of the new ES256 signing key: ⟨thumb⟩ (sha256, base64url); the "
            "old kid ⟨kid2⟩ retires 09/⟨d⟩",
        ),
        _jwks,
    ),
    Kind(
        "pem_public_keys_and_certs",
        (
            _BEGIN + "PUBLIC KEY-----\n⟨rsapub⟩\n" + _END + "PUBLIC KEY-----",
            "Unit rotated the CA for webhook mTLS (LEND-⟨tk⟩):\n"
            + _BEGIN
            + "CERTIFICATE-----\n⟨cert⟩\n"
            + _END
            + "CERTIFICATE-----",
            "ledgerly-auth ES256 public key, safe to hand to partners:\n"
            + _BEGIN
            + "PUBLIC KEY-----\n⟨ecpub⟩\n"
            + _END
            + "PUBLIC KEY-----",
            "$ openssl s_client -connect api.ledgerly.com:443 -showcerts </dev/null 2>/dev/null "
            "| sed -n '/BEGIN/,/END/p'\n"
            + _BEGIN
            + "CERTIFICATE-----\n⟨ccert⟩\n"
            + _END
            + "CERTIFICATE-----",
        ),
        _pem_public,
    ),
    Kind(
        "ssh_public_keys_known_hosts",
        (
            "~/.ssh/authorized_keys on bastion-2:\nssh-ed25519 ⟨ed⟩ ⟨who⟩@ledgerly-mbp\n"
            "ecdsa-sha2-nistp256 ⟨ec⟩ circleci-deploy",
            "known_hosts entry for the Evolve SFTP: sftp.evolve-bank.example,⟨ip⟩ "
            "ecdsa-sha2-nistp256 ⟨ec⟩",
            "$ ssh-keygen -lf ~/.ssh/ledgerly_bastion_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩@ledgerly "
            "(ED25519)",
            "Add my pubkey to the bastion please: ssh-ed25519 ⟨ed⟩ ⟨who⟩@denver-laptop",
            'resource "aws_key_pair" "ops_⟨who⟩" {\n  key_name   = "ops-⟨who⟩"\n'
            '  public_key = "ssh-ed25519 ⟨ed⟩"\n}',
        ),
        _ssh_public,
    ),
    Kind(
        "cert_and_key_fingerprints",
        (
            "$ openssl x509 -in evolve-sftp.crt -noout -fingerprint -sha256\n"
            "sha256 Fingerprint=⟨colon⟩",
            'Public-Key-Pins for the mobile app: pin-sha256="⟨pin⟩"; pin-sha256="⟨pin2⟩" '
            "(current + backup)",
            "GPG key used to sign NACHA files for the bank: ⟨gpg⟩ (fingerprint, public)",
            "ACM cert arn:aws:acm:us-east-2:⟨acct⟩:certificate/⟨u⟩ renews 2038-09-⟨d⟩, "
            "SHA-1 thumbprint ⟨sha1⟩ (Okta needs it for the IdP)",
            "The ED25519 key fingerprint is ⟨fp⟩.\nThis key is not known by any other names.",
        ),
        _fingerprints,
    ),
    Kind(
        "container_image_digests",
        (
            "⟨acct⟩.dkr.ecr.us-east-2.amazonaws.com/ledgerly/⟨svc⟩@sha256:⟨dig⟩",
            "$ docker push ⟨acct⟩.dkr.ecr.us-east-2.amazonaws.com/ledgerly/⟨svc⟩:⟨tag⟩\n"
            "⟨tag⟩: digest: sha256:⟨dig⟩ size: ⟨size⟩",
            '{"imageDigest": "sha256:⟨dig⟩", "imageTags": ["⟨tag⟩"], "repositoryName": '
            '"ledgerly/⟨svc⟩"}',
            "ECS task ⟨task⟩ is running sha256:⟨dig⟩, not the digest we pinned (sha256:⟨dig2⟩)",
            "FROM public.ecr.aws/docker/library/python:3.15-slim@sha256:⟨dig⟩",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@plaid/react-plaid-link": {\n  "version": "⟨v⟩",\n  "resolved": '
            '"https://registry.npmjs.org/@plaid/react-plaid-link/-/react-plaid-link-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            '[[package]]\nname = "⟨pkg⟩"\nversion = "⟨v⟩"\nsdist = { url = "https://files.'
            'pythonhosted.org/packages/⟨pkg⟩-⟨v⟩.tar.gz", hash = "sha256:⟨h⟩", size = ⟨sz⟩ }',
            "⟨pkg⟩==⟨v⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "⟨v⟩"\n'
            '  constraints = "~> 7.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh⟩",\n'
            '    "zh:⟨zh2⟩",\n  ]\n}',
            "github.com/stripe/stripe-go/v92 v92.⟨minor⟩.0 h1:⟨h1⟩",
        ),
        _lockfile,
    ),
    Kind(
        "aws_resource_names",
        (
            "Secret lives at arn:aws:secretsmanager:us-east-2:⟨acct⟩:secret:prod/ledger/"
            "⟨sec⟩-⟨sfx⟩",
            "KMS key ⟨u⟩ (alias/ledgerly-pii) = arn:aws:kms:us-east-2:⟨acct⟩:key/⟨u⟩",
            "Queues: https://sqs.us-east-2.amazonaws.com/⟨acct⟩/ledger-disbursements.fifo and "
            "its DLQ ledger-disbursements-dlq.fifo",
            "Stopped task arn:aws:ecs:us-east-2:⟨acct⟩:task/ledgerly-prod/⟨task⟩ (OOM, exit 137)",
            '{"eventName": "GetSecretValue", "userIdentity": {"type": "AssumedRole", '
            '"principalId": "⟨aroa⟩:⟨who⟩", "accessKeyId": "⟨asia⟩"}, "requestParameters": '
            '{"secretId": "prod/ledger/⟨sec⟩"}}',
        ),
        _aws_names,
    ),
    Kind(
        "kms_and_sops_ciphertext",
        (
            "$ aws kms encrypt --key-id alias/ledgerly-pii --plaintext fileb://ssn.txt --output "
            "text --query CiphertextBlob\n⟨blob⟩",
            "stripe:\n    secret_key: ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]\n"
            "    webhook_secret: ENC[AES256_GCM,data:⟨d2⟩,iv:⟨iv2⟩,tag:⟨tag2⟩,type:str]\nsops:\n"
            "    kms:\n        - arn: arn:aws:kms:us-east-2:⟨acct⟩:key/⟨u⟩\n    mac: "
            "ENC[AES256_GCM,data:⟨mac⟩,type:str]",
            'encrypted_password = "⟨blob⟩"  # KMS ciphertext, decrypted at boot by the task role',
            "Only the ciphertext goes in the Terraform state (plaintext never leaves KMS): ⟨blob⟩",
        ),
        _kms,
    ),
    Kind(
        "terraform_and_ci_ids",
        (
            "TFC run ⟨run⟩ in ⟨ws⟩ (ledgerly-prod-network) errored on apply",
            "state version ⟨sv⟩, lineage ⟨u⟩, serial ⟨serial⟩ — restored from the previous one",
            "CircleCI pipeline ⟨u⟩ / workflow ⟨u2⟩, job #⟨n⟩ (deploy-prod) waiting on approval",
            "  # aws_secretsmanager_secret_version.plaid will be updated in-place\n"
            '  ~ resource "aws_secretsmanager_secret_version" "plaid" {\n        id            = '
            '"arn:aws:secretsmanager:us-east-2:⟨acct⟩:secret:prod/ledger/plaid-⟨sfx⟩|⟨vid⟩"\n'
            "      ~ secret_string = (sensitive value)\n    }",
            "$ terraform import aws_sqs_queue.disbursements "
            "https://sqs.us-east-2.amazonaws.com/⟨acct⟩/ledger-disbursements.fifo",
        ),
        _tf_ci,
    ),
    Kind(
        "pagination_cursors_next_tokens",
        (
            "$ aws logs filter-log-events --log-group-name /ecs/loan-api --limit 50\n...\n"
            '"nextToken": '
            '"⟨nt⟩"',
            '{"added": [], "modified": [], "removed": [], "has_more": true, "next_cursor": '
            '"⟨cur⟩", "request_id": "⟨req⟩"}',
            '<https://ledgerly.okta.com/api/v1/users?after=⟨after⟩&limit=200>; rel="next"',
            "Datadog logs search page ⟨n⟩: page[cursor]=⟨dc⟩",
            "Stripe list has_more=true; next page with starting_after=⟨ch⟩ (page ⟨n⟩)",
            "Saved the Plaid sync cursor before the backfill so we can resume: ⟨cur⟩",
        ),
        _cursors,
    ),
    Kind(
        "snowflake_and_data_ids",
        (
            "Snowflake query id ⟨qid⟩ ran ⟨min⟩ min on LOADING_WH",
            "account locator ⟨loc⟩ (org LEDGERLY, account PROD_US_EAST_2)",
            "dbt Cloud run ⟨run⟩ (job ⟨job⟩) failed on model fct_loan_payments",
            "Fivetran connector ⟨fconn⟩ (Aurora → Snowflake) resync; _fivetran_id ⟨fid⟩ dupes",
            "select * from table(information_schema.query_history()) where query_id = '⟨qid⟩';",
            "Segment messageId ⟨msg⟩ / anonymousId ⟨anon⟩ arrived twice in RAW.SEGMENT.TRACKS",
        ),
        _sf_ids,
    ),
)
