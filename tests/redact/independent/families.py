"""Secret families written from how agents actually phrase memory notes.

A family draws a set of named values and renders one of its templates; ``secrets`` names
the values that must not survive scrubbing. Dev and holdout templates are different
phrasings, not the same text with other values.
"""

from __future__ import annotations

import random
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from tests.redact.independent import values as v

Values = dict[str, str]


@dataclass(frozen=True)
class Family:
    kind: str
    make: Callable[[random.Random], Values]
    secrets: tuple[str, ...]
    dev: tuple[str, ...]
    holdout: tuple[str, ...]
    source: str = "written"


def _pw(rng: random.Random) -> Values:
    return {"p": v.password(rng), "u": v.username(rng), "h": v.host(rng)}


def _url_pw(rng: random.Random) -> Values:
    return {
        "p": v.url_password(rng),
        "u": v.username(rng),
        "h": v.host(rng),
        "db": rng.choice(["orders", "app", "analytics", "billing", "auth"]),
    }


def _pem(
    label: str, n_bytes: int, *, block: bool = False, der: bytes = b""
) -> Callable[[random.Random], Values]:
    suffix = " BLOCK" if block else ""

    def make(rng: random.Random) -> Values:
        body = v.pem_body(rng, n_bytes, der)
        begin = "-----" + "BEGIN " + label + " PRIVATE" + " KEY" + suffix + "-----"
        end = "-----" + "END " + label + " PRIVATE" + " KEY" + suffix + "-----"
        label_line = label.strip()
        pem = f"{begin}\n{body}\n{end}".replace("  ", " ")
        return {
            "pem": pem,
            "body": body,
            "ind": "\n".join("    " + line for line in pem.splitlines()),
            "ibody": "\n".join("    " + line for line in body.splitlines()).lstrip(),
            "label": label_line,
        }

    return make


def _openssh(rng: random.Random) -> Values:
    body = v.openssh_body(rng)
    begin = "-----" + "BEGIN OPENSSH PRIVATE" + " KEY-----"
    end = "-----" + "END OPENSSH PRIVATE" + " KEY-----"
    return {"pem": f"{begin}\n{body}\n{end}", "body": body}


def _gcp_sa(rng: random.Random) -> Values:
    body = v.pem_body(rng, 1218, v.DER_PKCS8_PRIVATE)
    escaped = body.replace("\n", "\\n")
    begin = "-----" + "BEGIN PRIVATE" + " KEY-----"
    end = "-----" + "END PRIVATE" + " KEY-----"
    project = rng.choice(["acme-prod-2291", "billing-sandbox", "ml-pipelines-4410"])
    return {
        "k": escaped,
        "pk": f"{begin}\\n{escaped}\\n{end}\\n",
        "proj": project,
        "kid": v.hexs(rng, 40),
        "email": f"deployer@{project}.iam.gserviceaccount.com",
    }


def _azure_storage(rng: random.Random) -> Values:
    return {
        "k": v.b64_bytes(rng, 64),
        "acct": rng.choice(["acmelogs", "stgbackups01", "mediaprod"]),
    }


def _sas(rng: random.Random) -> Values:
    sig = urllib.parse.quote(v.b64_bytes(rng, 32), safe="")
    return {"sig": sig, "acct": rng.choice(["acmelogs", "exports01"]), "d": "2025-03-01"}


def _k8s(rng: random.Random) -> Values:
    p = v.password(rng)
    t = v.alnum(rng, 40)
    return {"b": v.b64_text(p), "bt": v.b64_text(t), "u": v.b64_text(v.username(rng))}


def _docker(rng: random.Random) -> Values:
    user = v.username(rng)
    return {
        "a": v.basic_auth(user, v.url_password(rng)),
        "reg": rng.choice(
            [
                "ghcr.io",
                "registry.gitlab.com",
                "123456789012.dkr.ecr.eu-west-1.amazonaws.com",
                "harbor.acme.io",
            ]
        ),
    }


def _basic(rng: random.Random) -> Values:
    return {"a": v.basic_auth(v.username(rng), v.url_password(rng)), "t": v.alnum(rng, 40)}


def _codes(rng: random.Random) -> Values:
    return {f"c{i}": v.recovery_code(rng) for i in range(1, 5)}


def _seed(rng: random.Random) -> Values:
    return {"s": v.seed_phrase(rng, rng.choice([12, 12, 24]))}


def _pin(rng: random.Random) -> Values:
    return {"n": v.pin(rng)}


def _phrase(rng: random.Random) -> Values:
    return {"s": v.passphrase(rng)}


def _hexkey(rng: random.Random) -> Values:
    return {
        "k": v.hexs(rng, 64),
        "b": v.b64_bytes(rng, 32),
        "f": v.b64_bytes(rng, 32, urlsafe=True),
        "long": v.hexs(rng, 128),
    }


def _webhook(rng: random.Random) -> Values:
    return {"w": "wh" + "sec_" + v.alnum(rng, 32), "g": v.hexs(rng, 40), "r": v.alnum(rng, 32)}


def _totp(rng: random.Random) -> Values:
    return {"s": v.base32_seed(rng, rng.choice([16, 32])), "u": v.username(rng)}


def _client(rng: random.Random) -> Values:
    return {"s": v.chars(rng, v.ALNUM + "-_~", 40), "id": v.uuid4(rng), "h": v.hexs(rng, 32)}


def _django(rng: random.Random) -> Values:
    return {
        "k": v.chars(rng, v.LOWER + v.DIGITS + "!@#%^&*(-_=+)", 50),
        "r": v.hexs(rng, 128),
    }


def _aws_pair(rng: random.Random) -> Values:
    return {
        "id": ("AK" + "IA") + v.chars(rng, v.UPPER + "234567", 16),
        "s": v.chars(rng, v.ALNUM + "/+", 40),
    }


def _slack_hook(rng: random.Random) -> Values:
    return {
        "t": "T0" + v.chars(rng, v.UPPER + v.DIGITS, 8),
        "b": "B0" + v.chars(rng, v.UPPER + v.DIGITS, 8),
        "s": v.alnum(rng, 24),
    }


def _discord_hook(rng: random.Random) -> Values:
    return {"id": str(rng.randint(10**17, 10**18 - 1)), "s": v.chars(rng, v.ALNUM + "-_", 68)}


def _teams_hook(rng: random.Random) -> Values:
    return {"g1": v.uuid4(rng), "g2": v.uuid4(rng), "s": v.hexs(rng, 32), "g3": v.uuid4(rng)}


def _presigned(rng: random.Random) -> Values:
    return {"sig": v.hexs(rng, 64), "cred": ("AK" + "IA") + v.chars(rng, v.UPPER + "234567", 16)}


def _short(rng: random.Random) -> Values:
    return {"p": v.url_password(rng), "t": v.alnum(rng, 32), "u": v.username(rng)}


FAMILIES: tuple[Family, ...] = (
    Family(
        "password-prose",
        _pw,
        ("p",),
        dev=(
            "The staging password is {p}",
            "- admin panel pw: {p}",
            "Logged in to Grafana with {u} and password {p} to check the dashboards.",
            "Wi-Fi in the lab: network `acme-lab`, password `{p}`",
            "Remember: the password for {h} is {p} until we move it to the vault.",
        ),
        holdout=(
            "The prod DB password → {p}",
            "Jenkins login — {u} — {p}",
            "FYI the SMTP relay password got reset to {p} yesterday.",
            "Password for the shared QA account (don't share outside the team): {p}",
            'the root pw on {h} is "{p}"',
            "We set the Redis AUTH password to {p} on all three nodes.",
            "keystore password = {p}",
            "### Access\nUsername: {u}\nPassword: {p}\nHost: {h}",
            "When the installer prompts for a password, type {p} and press enter.",
            "The new LDAP bind password ({u}) is `{p}`.",
        ),
    ),
    Family(
        "user-pass-pair",
        _pw,
        ("p",),
        dev=(
            "user: {u} / pass: {p}",
            "creds for the staging box: {u} / {p}",
            "Login is {u}:{p}",
        ),
        holdout=(
            "username {u}, password {p}",
            "- {u} / {p} (read-only role)",
            "Credentials: `{u}` + `{p}`",
            "u={u} p={p}",
            "account {u} — pwd {p}",
            "{u}:{p} works for the FTP drop.",
        ),
    ),
    Family(
        "pin",
        _pin,
        ("n",),
        dev=("PIN — {n}", "The YubiKey PIN is {n}.", "door code for the server room: {n}"),
        holdout=(
            "SIM PIN → {n}",
            "The HSM operator PIN is `{n}`",
            "pin: {n}",
            "Bank token PIN (for the finance laptop): {n}",
            "Use PIN {n} to unlock the smartcard.",
        ),
    ),
    Family(
        "passphrase",
        _phrase,
        ("s",),
        dev=(
            "passphrase → {s}",
            "The GPG passphrase is `{s}`.",
            "SSH key passphrase: {s}",
        ),
        holdout=(
            'Passphrase for the release signing key: "{s}"',
            "the borg repo passphrase = {s}",
            "BORG_PASSPHRASE='{s}' borg create ::{{now}} ~/src",
            "unlock the LUKS volume with passphrase {s}",
            "Restic repository passphrase — {s}",
            "key passphrase (keep it off Slack): {s}",
        ),
    ),
    Family(
        "recovery-codes",
        _codes,
        ("c1", "c2", "c3", "c4"),
        dev=(
            "GitHub recovery codes for the bot account: {c1}, {c2}, {c3}, {c4}",
            "Backup codes:\n- {c1}\n- {c2}\n- {c3}\n- {c4}",
        ),
        holdout=(
            "2FA recovery codes (ops@): {c1} {c2} {c3} {c4}",
            "## Recovery codes\n\n```\n{c1}\n{c2}\n{c3}\n{c4}\n```",
            "If the authenticator is lost use one of these codes: `{c1}`, `{c2}`, `{c3}`, `{c4}`.",
        ),
    ),
    Family(
        "seed-phrase",
        _seed,
        ("s",),
        dev=(
            "Seed phrase for the test wallet: {s}",
            'mnemonic: "{s}"',
        ),
        holdout=(
            "Recovery phrase (hardware wallet) → {s}",
            'MNEMONIC="{s}"',
            "The wallet's 12/24 words are: {s}",
            "seed words — {s}",
        ),
    ),
    Family(
        "webhook-secret",
        _webhook,
        ("w",),
        dev=(
            "Stripe webhook signing secret: {w}",
            "STRIPE_WEBHOOK_SECRET={w}",
        ),
        holdout=(
            "The endpoint secret for the checkout webhook is {w}",
            "webhook:\n  signing_secret: {w}",
            "stripe listen printed {w} — paste it into .env.local",
        ),
    ),
    Family(
        "github-webhook-secret",
        _webhook,
        ("g",),
        dev=("GitHub webhook secret for the deploy hook: {g}",),
        holdout=(
            "webhook secret (GitHub → Jenkins): `{g}`",
            "X-Hub-Signature is computed with secret {g}",
            '[webhook]\nsecret = "{g}"',
        ),
    ),
    Family(
        "app-secret",
        _client,
        ("h",),
        dev=(
            "Facebook app secret: {h}",
            "APP_SECRET={h}",
        ),
        holdout=(
            "The mobile app's shared secret is {h}",
            'app_secret: "{h}"',
            "Zoom app secret — {h}",
            '"appSecret": "{h}",',
        ),
    ),
    Family(
        "client-secret",
        _client,
        ("s",),
        dev=(
            "OAuth client secret for the SSO app: {s}",
            '{{"client_id": "{id}", "client_secret": "{s}"}}',
            "--client-secret {s}",
        ),
        holdout=(
            "client_id={id}\nclient_secret={s}",
            "The Keycloak client `portal` has secret {s}",
            "oauth:\n  clientId: {id}\n  clientSecret: {s}",
            'CLIENT_SECRET="{s}"',
            "Google OAuth: id {id}, secret {s}",
        ),
    ),
    Family(
        "signing-key",
        _hexkey,
        ("b",),
        dev=(
            "JWT signing key: {b}",
            "JWT_SECRET={b}",
        ),
        holdout=(
            "The HMAC signing secret for session cookies is {b}",
            'jwt:\n  secret: "{b}"',
            "Tokens are signed (HS256) with `{b}`",
            "SIGNING_KEY='{b}'",
        ),
    ),
    Family(
        "encryption-key",
        _hexkey,
        ("k",),
        dev=(
            "ENCRYPTION_KEY={k}",
            "AES-256 key for the backups: {k}",
        ),
        holdout=(
            "Data-at-rest encryption key → {k}",
            "encryption_key: {k}",
            "openssl enc -aes-256-cbc -K {k} -iv 00000000000000000000000000000000 -in dump.sql",
            "The master key for field-level encryption is `{k}`",
        ),
    ),
    Family(
        "fernet-key",
        _hexkey,
        ("f",),
        dev=("FERNET_KEY={f}",),
        holdout=(
            "Airflow fernet key: {f}",
            "fernet_key = {f}",
            'Fernet(b"{f}")',
        ),
    ),
    Family(
        "totp-seed",
        _totp,
        ("s",),
        dev=(
            "TOTP seed for the shared admin account: {s}",
            "otpauth://totp/Acme:{u}?secret={s}&issuer=Acme",
        ),
        holdout=(
            "2FA secret (add to the authenticator manually): {s}",
            "MFA_SEED={s}",
            "The otpauth URL is otpauth://totp/AWS:{u}@acme?secret={s}&issuer=AWS",
            "oathtool --totp -b {s}",
        ),
    ),
    Family(
        "django-secret-key",
        _django,
        ("k",),
        dev=("SECRET_KEY = '{k}'", "DJANGO_SECRET_KEY={k}"),
        holdout=(
            'settings.py has SECRET_KEY = "{k}" hard-coded — move it out',
            "Flask app.secret_key is {k}",
            "export SECRET_KEY='{k}'",
        ),
    ),
    Family(
        "rails-secret-key-base",
        _django,
        ("r",),
        dev=("secret_key_base: {r}",),
        holdout=(
            "SECRET_KEY_BASE={r}",
            "The Rails master key decrypts credentials; secret_key_base is {r}",
        ),
    ),
    Family(
        "aws-key-pair",
        _aws_pair,
        ("id", "s"),
        dev=(
            "[default]\naws_access_key_id = {id}\naws_secret_access_key = {s}",
            "AWS creds for the backup user: {id} / {s}",
        ),
        holdout=(
            "export AWS_ACCESS_KEY_ID={id}\nexport AWS_SECRET_ACCESS_KEY={s}",
            "aws configure → key {id}, secret {s}",
            '{{"AccessKeyId": "{id}", "SecretAccessKey": "{s}"}}',
            "boto3.client('s3', aws_access_key_id='{id}', aws_secret_access_key='{s}')",
        ),
        source="gitleaks:aws-access-token",
    ),
    Family(
        "gcp-service-account",
        _gcp_sa,
        ("k",),
        dev=(
            'key.json for the deployer SA:\n```json\n{{\n  "type": "service_account",\n'
            '  "project_id": "{proj}",\n  "private_key_id": "{kid}",\n'
            '  "private_key": "{pk}",\n  "client_email": "{email}"\n}}\n```',
        ),
        holdout=(
            'GOOGLE_CREDENTIALS=\'{{"type":"service_account","project_id":"{proj}",'
            '"private_key":"{pk}","client_email":"{email}"}}\'',
            'The SA key we pasted into the CI variable:\n{{"private_key": "{pk}", '
            '"client_email": "{email}"}}',
        ),
    ),
    Family(
        "azure-storage-key",
        _azure_storage,
        ("k",),
        dev=(
            "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};"
            "EndpointSuffix=core.windows.net",
            "Storage account key (key1): {k}",
        ),
        holdout=(
            'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName={acct};'
            'AccountKey={k};EndpointSuffix=core.windows.net"',
            "az storage blob list --account-name {acct} --account-key {k} -c logs",
            "AZURE_STORAGE_KEY={k}",
        ),
        source="detect-secrets:AzureStorageKeyDetector",
    ),
    Family(
        "azure-sas-signature",
        _sas,
        ("sig",),
        dev=(
            "Upload URL: https://{acct}.blob.core.windows.net/drop/report.csv?sv=2022-11-02"
            "&ss=b&srt=o&sp=rw&se={d}T00:00:00Z&sig={sig}",
        ),
        holdout=(
            "SAS for the export container (expires {d}): ?sp=racwdl&st=2024-11-01&se={d}"
            "&spr=https&sv=2022-11-02&sr=c&sig={sig}",
            "azcopy copy ./dist 'https://{acct}.blob.core.windows.net/web?sv=2022-11-02&sp=w"
            "&sig={sig}' --recursive",
        ),
    ),
    Family(
        "s3-presigned-signature",
        _presigned,
        ("sig",),
        dev=(),
        holdout=(
            "Presigned download link: https://acme-exports.s3.amazonaws.com/q3.csv?"
            "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={cred}%2F20241101%2Feu-west-1"
            "%2Fs3%2Faws4_request&X-Amz-Date=20241101T120000Z&X-Amz-Expires=604800"
            "&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
        ),
    ),
)
