"""Benign look-alikes in text: public keys and certificates, redacted and placeholder
values, the words "password" and "token" with no secret, error texts, versions, checksums,
lockfile hashes and long names (including te reo Māori)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike62.gen import (
    ALNUM,
    UHEX,
    Kind,
    b64,
    b64_of,
    digits,
    hexs,
    num,
    pick,
    uuid4,
    wrap,
)

_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_PEOPLE = ("priya", "aroha", "tama", "hemi", "mere", "liam", "jess", "ngaio")
_REPOS = ("claims-api", "wx-ingest", "dw-dbt", "broker-portal", "hail-models")


def _ssh_blob(kind: bytes, body: bytes) -> str:
    return b64_of(len(kind).to_bytes(4, "big") + kind + len(body).to_bytes(4, "big") + body)


def _pubkeys(r: Random) -> dict[str, str]:
    ecdsa = (
        b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00A\x04"
        + r.randbytes(64)
    )
    return {
        "ed": "ssh-ed25519 " + _ssh_blob(b"ssh-ed25519", r.randbytes(32)),
        "who": r.choice(_PEOPLE),
        "ecdsa": "ecdsa-sha2-nistp256 " + b64_of(ecdsa),
        "wg": b64(r, 32),
        "age": "age1" + pick(r, _BECH32, 58),
        "pgp": " ".join(pick(r, UHEX, 4) for _ in range(10)),
        "rsa": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 258)[:-4] + "IDAQAB",
        "ip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "body": wrap("MIIF" + b64(r, 1000), 64),
        "host": r.choice(("obs.kbrural.com.au", "api.kbrural.co.nz", "broker.kbrural.com.au")),
        "fp": ":".join(pick(r, UHEX, 2) for _ in range(32)),
        "serial": ":".join(pick(r, UHEX, 2) for _ in range(16)),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, ALNUM, 4),
        "hex4": hexs(r, 4),
        "stars": "*" * r.choice((32, 40)),
        "dots": "•" * r.choice((16, 24)),
        "suffix": pick(r, ALNUM, 6),
        "acct": num(r, 12),
        "date": f"2033-08-{r.randint(1, 28):02d}",
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "file": r.choice((".env.example", "README.md", "docs/setup.md", "template.yaml")),
        "who": r.choice(_PEOPLE),
        "svc": r.choice(("claims-api", "wx-ingest", "xero-recon", "sms-alerts")),
        "xs": "x" * r.choice((24, 32, 40)),
        "zeros": "0" * r.choice((32, 40)),
    }


def _pwwords(r: Random) -> dict[str, str]:
    return {
        "date": f"2033-08-{r.randint(1, 28):02d}",
        "user": r.choice(("LOADER_SVC", "DBT_PROD_SVC", "TABLEAU_RO", "claims_app")),
        "acct": num(r, 12),
        "min": str(r.choice((14, 16, 20))),
        "days": str(r.choice((60, 90, 180))),
        "who": r.choice(("Aroha", "Tama", "Hemi", "Mere", "Jess", "Liam")),
    }


def _errors(r: Random) -> dict[str, str]:
    return {
        "rid": uuid4(r),
        "last4": pick(r, ALNUM, 4),
        "stars": "*" * 95,
        "loc": "kb" + digits(r, 5),
        "inst": uuid4(r),
        "code": r.choice(("20003", "20005")),
        "ts": f"2033-08-{r.randint(10, 28)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:12Z",
    }


def _versions(r: Random) -> dict[str, str]:
    sha = hexs(r, 7)
    return {
        "acct": num(r, 12),
        "tag": f"2033.08.{r.randint(1, 28):02d}-{sha}",
        "digest": hexs(r, 64),
        "layer": str(r.randint(60, 90)),
        "py": f"3.{r.randint(12, 14)}.{r.randint(0, 9)}",
        "build": str(r.randint(1000, 9999)),
        "sha": sha,
        "ami": "ami-0" + hexs(r, 16),
        "node": f"{r.randint(22, 26)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
        "minor": str(r.randint(40, 90)),
        "sfc": f"4.{r.randint(0, 9)}.{r.randint(0, 5)}",
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "sha256": hexs(r, 64),
        "sha256b": hexs(r, 64),
        "md5": hexs(r, 32),
        "parts": str(r.randint(2, 40)),
        "code": b64(r, 32),
        "crc": b64(r, 4),
        "date": f"2033.08.{r.randint(1, 28):02d}",
        "size": str(r.randint(100_000, 90_000_000)),
        "rev": uuid4(r),
    }


def _lockfiles(r: Random) -> dict[str, str]:
    return {
        "npm": "sha512-" + b64(r, 64),
        "pkg": r.choice(("mapbox-gl", "@here/maps-api-for-javascript", "twilio", "stripe")),
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "m": str(r.randint(1, 40)),
        "p": str(r.randint(0, 60)),
        "pip": hexs(r, 64),
        "pip2": hexs(r, 64),
        "h1": "h1:" + b64(r, 32),
        "zh": "zh:" + hexs(r, 64),
        "zh2": "zh:" + hexs(r, 64),
        "gosum": "h1:" + b64(r, 32),
    }


def _names(r: Random) -> dict[str, str]:
    st = f"KBR-WX-{r.choice(('QLD', 'NSW', 'CAN', 'OTA'))}-{digits(r, 4)}"
    day = r.randint(1, 28)
    return {
        "st": st,
        "key": f"raw/stations/{st}/2033/08/{day:02d}/obs-{st}-203308{day:02d}"
        f"T{r.randint(0, 23):02d}00Z.parquet",
        "n": str(r.randint(2, 60)),
        "d": f"{r.randint(1, 28)}",
        "who": r.choice(("Aroha", "Tama", "Hemi", "Mere")),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "public_keys",
        (
            "⟨ed⟩ ⟨who⟩@kbr-laptop",
            "bastion-syd.kbrural.internal ⟨ecdsa⟩",
            "[Peer]\nPublicKey = ⟨wg⟩\nAllowedIPs = ⟨ip⟩/32\nEndpoint = wg-chc.kbrural.co.nz:51820",
            "sops recipients for prod: ⟨age⟩ (⟨who⟩'s public key)",
            "Release tags are signed; PGP fingerprint ⟨pgp⟩",
            "ALTER USER DBT_PROD_SVC SET RSA_PUBLIC_KEY_2='⟨rsa⟩';",
        ),
        _pubkeys,
        secrets=(),
    ),
    Kind(
        "public_certificates",
        (
            "-----BEGIN CERTIFICATE-----\n⟨body⟩\n-----END CERTIFICATE-----",
            "Leaf cert served by ⟨host⟩ (public, from openssl s_client):\n\n"
            "-----BEGIN CERTIFICATE-----\n⟨body⟩\n-----END CERTIFICATE-----",
            "⟨host⟩ cert: SHA256 Fingerprint=⟨fp⟩",
            "ACM cert for ⟨host⟩, serial ⟨serial⟩, renews in September.",
        ),
        _certs,
        secrets=(),
    ),
    Kind(
        "redacted_and_masked_values",
        (
            "STRIPE_SECRET_KEY=sk_live_⟨dots⟩⟨last4⟩ (masked in the dashboard)",
            "circleci context show: TWILIO_AUTH_TOKEN  xxxx⟨hex4⟩  (added ⟨date⟩)",
            "password: \"{{ env_var('DBT_ENV_SECRET_SNOWFLAKE_PASSWORD') }}\"  # since ⟨date⟩",
            "MasterUserPassword: '{{resolve:secretsmanager:arn:aws:secretsmanager:"
            "ap-southeast-2:⟨acct⟩:secret:prod/claims/aurora-⟨suffix⟩:SecretString:password}}'",
            "DD_API_KEY=⟨stars⟩ in the agent status output, so the key is set.",
            "arn:aws:secretsmanager:ap-southeast-2:⟨acct⟩:secret:prod/xero/client-⟨suffix⟩ "
            "holds the Xero client secret (value not copied here).",
            "WINDCAVE_API_KEY=[REDACTED] XERO_CLIENT_SECRET=<redacted> — from ⟨date⟩ env dump",
        ),
        _redacted,
        secrets=(),
    ),
    Kind(
        "placeholders_and_doc_examples",
        (
            "⟨file⟩: AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE "
            "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "TWILIO_AUTH_TOKEN=your_auth_token_here  # ⟨file⟩ for ⟨svc⟩",
            "DD_API_KEY=<YOUR_DATADOG_API_KEY> DD_SITE=ap2.datadoghq.com  (⟨file⟩)",
            "XERO_CLIENT_SECRET=REPLACE_WITH_SECRET_FROM_DEVELOPER_PORTAL in ⟨file⟩",
            "⟨who⟩ left WINDCAVE_API_KEY=⟨xs⟩ in ⟨file⟩ as a placeholder for ⟨svc⟩",
            "Test fixture for ⟨svc⟩ uses Datadog key ⟨zeros⟩ so the agent refuses to ship.",
        ),
        _placeholders,
        secrets=(),
    ),
    Kind(
        "password_and_token_words",
        (
            "Rotated the Snowflake ⟨user⟩ password on ⟨date⟩; the new one is in 1Password "
            "(vault: Platform).",
            "aws ecr get-login-password --region ap-southeast-2 | docker login --username AWS "
            "--password-stdin ⟨acct⟩.dkr.ecr.ap-southeast-2.amazonaws.com",
            '"PasswordPolicy": {"MinimumLength": ⟨min⟩, "RequireSymbols": true, '
            '"TemporaryPasswordValidityDays": 3}',
            "Kua hurihia te kupuhipa o ⟨user⟩ i te ⟨date⟩ — kei 1Password te kupuhipa hou.",
            "Password expiry for IAM users is ⟨days⟩ days; ⟨who⟩'s token_endpoint question was "
            "about Cognito, not IAM.",
            "Forgot-password emails for the broker portal come from no-reply@kbrural.com.au "
            "(SendGrid template 'password-reset-v3').",
        ),
        _pwwords,
        secrets=(),
    ),
    Kind(
        "auth_error_messages",
        (
            "NotAuthorizedException: Incorrect username or password. (RequestId: ⟨rid⟩)",
            "wx-normalise at ⟨ts⟩: An error occurred (UnrecognizedClientException) when "
            "calling the PutRecords "
            "operation: The security token included in the request is invalid.",
            "stripe.error.AuthenticationError: Invalid API Key provided: sk_live_⟨stars⟩⟨last4⟩",
            "250001 (08001): Failed to connect to DB: ⟨loc⟩.ap-southeast-2."
            "snowflakecomputing.com:443. Incorrect username or password was specified.",
            '{"Type": null, "Title": "Unauthorized", "Status": 401, "Detail": '
            '"AuthenticationUnsuccessful", "Instance": "⟨inst⟩"}',
            "TwilioRestException: HTTP 401 error: Authenticate (code ⟨code⟩) at ⟨ts⟩",
        ),
        _errors,
        secrets=(),
    ),
    Kind(
        "version_strings_and_image_tags",
        (
            "⟨acct⟩.dkr.ecr.ap-southeast-2.amazonaws.com/wx-ingest:⟨tag⟩@sha256:⟨digest⟩",
            "Layers: arn:aws:lambda:ap-southeast-2:464622532012:layer:Datadog-Extension:⟨layer⟩",
            "docker:\n  - image: cimg/python:⟨py⟩\n  - image: cimg/node:⟨node⟩",
            "dbt-core==1.11.4\ndbt-snowflake==1.11.1\nsnowflake-connector-python==⟨sfc⟩",
            "Build ⟨build⟩ = 3.⟨minor⟩.0+build.⟨build⟩.g⟨sha⟩ on AMI ⟨ami⟩",
        ),
        _versions,
        secrets=(),
    ),
    Kind(
        "artifact_checksums",
        (
            "⟨sha256⟩  wx-ingest-⟨date⟩.zip\n⟨sha256b⟩  claims-intake-⟨date⟩.zip",
            '"CodeSha256": "⟨code⟩", "CodeSize": ⟨size⟩, "RevisionId": "⟨rev⟩"',
            'ETag: "⟨md5⟩-⟨parts⟩" on the multipart upload of hail-swaths-⟨date⟩.parquet',
            "x-amz-checksum-crc32: ⟨crc⟩  x-amz-checksum-sha256: ⟨code⟩",
            "version https://git-lfs.github.com/spec/v1\noid sha256:⟨sha256⟩\nsize ⟨size⟩",
        ),
        _checksums,
        secrets=(),
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n  "integrity": "⟨npm⟩"\n}',
            "boto3==1.40.⟨p⟩ \\\n    --hash=sha256:⟨pip⟩ \\\n    --hash=sha256:⟨pip2⟩",
            'provider "registry.terraform.io/datadog/datadog" {\n  version = "3.⟨m⟩.⟨p⟩"\n'
            '  hashes = [\n    "⟨h1⟩",\n    "⟨zh⟩",\n    "⟨zh2⟩",\n  ]\n}',
            "github.com/twilio/twilio-go v1.⟨m⟩.⟨p⟩ ⟨gosum⟩",
        ),
        _lockfiles,
        secrets=(),
    ),
    Kind(
        "long_names_te_reo_and_paths",
        (
            "Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu"
            " is the Hawke's Bay hill the NZ geocoder keeps truncating at ⟨n⟩ chars.",
            "s3://kbr-wx-raw/⟨key⟩",
            "Ko te whakawhanaungatanga te kaupapa o te hui ā-rōpū i Ōtautahi "
            "i te ⟨d⟩ o Here-turi-kōkā.",
            "ANALYTICS.DBT_PROD.FCT_STATION_DAILY_OBSERVATIONS_ROLLUP_V⟨n⟩ feeds the hail "
            "pricing model.",
            "Metric aws.kinesis.get_records_iterator_age_milliseconds spiked for ⟨st⟩ "
            "(⟨who⟩ was on call).",
        ),
        _names,
        secrets=(),
    ),
)
