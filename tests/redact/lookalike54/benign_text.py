"""Benign look-alikes in prose and config: placeholders and redacted values, the word
"password" with no secret, Secret Manager references, public keys and certificates, public
client ids, key fingerprints, vendor error texts and notes dense with opaque ids."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike54.gen import (
    ALNUM,
    B64URL,
    BECH32,
    HEX,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    day,
    hexs,
    mpesa_receipt,
    num,
    pem_body,
    pick,
    ssh_ed25519_public,
    uuid4,
)

_CHAPUBK = "CHA" + "PUBK"
_PEOPLE = ("Wanjiku", "Otieno", "Selam", "Dawit", "Achieng", "Meron", "Kiprono", "Hana")
_BEGIN = "-----BEGIN "
_END = "-----END "


def _people(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(_PEOPLE),
        "d": day(r),
        "v": str(r.randint(2, 19)),
        "t": f"DATA-{r.randint(100, 2999)}",
        "n": str(r.randint(12, 4000)),
        "x": "x" * 32,
        "pnum": num(r, 12),
        "stars": "*" * r.choice((8, 12, 16, 28)),
        "sc": r.choice(("4087215", "522533", "891247", "600984")),
    }


def _public_keys(r: Random) -> dict[str, str]:
    return {
        "ssh": ssh_ed25519_public(r),
        "ssh2": ssh_ed25519_public(r),
        "rsa": pem_body(r, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 261),
        "cert": pem_body(r, "MIIGkzCCBXugAwIBAgIQ", 1200),
        "pubk": _CHAPUBK + r.choice(("_TEST-", "-")) + pick(r, ALNUM, 32),
        "who": r.choice(("selam@addis", "otieno@nbo-laptop", "airflow-git-sync", "ci@gitlab")),
    }


def _client_ids(r: Random) -> dict[str, str]:
    pnum = num(r, 12)
    return {
        "pnum": pnum,
        "cid": f"{pnum}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "app": f"1:{pnum}:web:{hexs(r, 22)}",
        "android": f"1:{pnum}:android:{hexs(r, 22)}",
        "gm": "G-" + pick(r, UPPER_ALNUM, 10),
        "short": num(r, 5),
        "ussd": num(r, 4),
        "sc": r.choice(("4087215", "522533", "891247")),
    }


def _fingerprints(r: Random) -> dict[str, str]:
    return {
        "fp": "SHA256:" + b64(r, 32).rstrip("="),
        "fp2": "SHA256:" + b64(r, 32).rstrip("="),
        "gpg": hexs(r, 40).upper(),
        "tls": ":".join(hexs(r, 2).upper() for _ in range(32)),
        "age": "age1" + pick(r, BECH32, 58),
        "age2": "age1" + pick(r, BECH32, 58),
        "serial": hexs(r, 32).upper(),
        "who": r.choice(("airflow-git-sync", "selam@addis", "deploy@mavuno")),
    }


def _errors(r: Random) -> dict[str, str]:
    return {
        "rid": f"{num(r, 5)}-{num(r, 8)}-{r.randint(1, 3)}",
        "u": uuid4(r),
        "job": "job_" + pick(r, B64URL, 28),
        "code": r.choice(("400.002.02", "404.001.03", "500.001.1001", "400.003.01")),
        "d": day(r),
        "tx": "MVL-" + day(r).replace("-", "") + "-" + pick(r, UPPER_ALNUM, 6),
    }


def _dense(r: Random) -> dict[str, str]:
    return {
        "rc": mpesa_receipt(r),
        "conv": "AG_" + day(r).replace("-", "") + "_0000" + pick(r, HEX, 16),
        "sha": hexs(r, 40),
        "job": "job_" + pick(r, B64URL, 28),
        "doc": pick(r, ALNUM, 20),
        "mid": "ATXid_" + hexs(r, 32),
        "sid": "ATUid_" + hexs(r, 32),
        "h10": hexs(r, 10),
        "u": uuid4(r),
        "d": day(r),
        "ref": "AP" + pick(r, ALNUM, 10),
        "tid": pick(r, UPPER_ALNUM, 10),
        "sm": "SM" + hexs(r, 32),
        "pipe": num(r, 10),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_redacted_values",
        (
            "MPESA_CONSUMER_KEY=<from Secret Manager: daraja-consumer-key>\n"
            "MPESA_CONSUMER_SECRET=<same place, version ⟨v⟩>",
            "CHAPA_SECRET_KEY=" + "CHA" + "SECK_TEST-⟨x⟩  # placeholder in .env.example",
            "AT_API_KEY=${AT_API_KEY:?set it in GitLab CI → Settings → Variables} (⟨who⟩, ⟨d⟩)",
            "Authorization: Bearer ⟨stars⟩ (masked in the Cloud Function log, ⟨t⟩)",
            "TWILIO_AUTH_TOKEN=[REDACTED]  # ⟨who⟩ redacted it before pasting on ⟨d⟩",
            'password: "{{ var.value.metabase_admin_password }}"  # ⟨t⟩',
        ),
        _people,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Reset the Metabase admin password on ⟨d⟩; the new one is in Secret Manager "
            "(metabase-admin-password, version ⟨v⟩).",
            "Nenosiri la M-Pesa org portal liliisha muda tarehe ⟨d⟩ — ⟨who⟩ ameomba jipya "
            "kupitia Safaricom (tiketi ⟨t⟩).",
            "የTelebirr portal የይለፍ ቃል ጊዜው አልፎበታል፤ ⟨who⟩ አዲስ እንዲላክ ጠይቋል (⟨t⟩)።",
            "password_reset_required=true for ⟨n⟩ farmer accounts after the USSD PIN migration.",
            "psycopg.OperationalError: FATAL:  password authentication failed for user "
            '"etl_reader" — the secret version ⟨v⟩ was disabled on ⟨d⟩, not wrong.',
        ),
        _people,
    ),
    Kind(
        "secret_manager_references",
        (
            "gcloud secrets versions access latest --secret=daraja-passkey "
            "--project=mavuno-prod | wc -c   # 64, checked by ⟨who⟩ on ⟨d⟩",
            "--set-secrets=MPESA_PASSKEY=daraja-passkey:⟨v⟩,CHAPA_SECRET_KEY=chapa-secret-key:latest",
            "projects/⟨pnum⟩/secrets/at-api-key/versions/⟨v⟩ (enabled, created ⟨d⟩)",
            "[secrets]\nbackend = airflow.providers.google.cloud.secrets.secret_manager."
            'CloudSecretManagerBackend\nbackend_kwargs = {"connections_prefix": '
            '"airflow-connections", "project_id": "mavuno-prod"}  # ⟨t⟩',
            "password: \"{{ env_var('DBT_ENV_SECRET_PG_PASSWORD') }}\"  # ⟨t⟩, ⟨who⟩",
        ),
        _people,
    ),
    Kind(
        "public_keys_and_certificates",
        (
            "⟨ssh⟩ ⟨who⟩",
            "Telebirr platform public key (verifies their notify signature):\n\n"
            f"{_BEGIN}PUBLIC KEY-----\n⟨rsa⟩\n{_END}PUBLIC KEY-----",
            "ProductionCertificate.cer from the Daraja portal (public, used to encrypt the "
            f"initiator password):\n{_BEGIN}CERTIFICATE-----\n⟨cert⟩\n{_END}CERTIFICATE-----",
            "CHAPA_PUBLIC_KEY=⟨pubk⟩  # publishable, goes in the web checkout",
            "GitLab deploy keys on dbt-soko:\n⟨ssh⟩ ⟨who⟩\n⟨ssh2⟩ airflow-git-sync",
        ),
        _public_keys,
    ),
    Kind(
        "public_client_identifiers",
        (
            "GOOGLE_OAUTH_CLIENT_ID=⟨cid⟩",
            "firebaseConfig = {\n  projectId: 'mavuno-prod',\n  messagingSenderId: '⟨pnum⟩',\n"
            "  appId: '⟨app⟩',\n  measurementId: '⟨gm⟩',\n"
            "  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,\n}",
            "Android app id ⟨android⟩, web app id ⟨app⟩ (both in the public bundle).",
            "Africa's Talking: sender id MAVUNO, short code ⟨short⟩, USSD *384*⟨ussd⟩#, "
            "paybill ⟨sc⟩.",
        ),
        _client_ids,
    ),
    Kind(
        "key_fingerprints",
        (
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩ (ED25519)",
            "pub   ed25519 2032-01-10 [SC]\n      ⟨gpg⟩\n"
            "uid           [ultimate] Mavuno Data <data@mavunolink.co.ke>",
            "api.safaricom.co.ke cert: serial=⟨serial⟩\nsha256 Fingerprint=⟨tls⟩",
            "creation_rules:\n  - path_regex: secrets/prod\\.enc\\.yaml$\n    age: ⟨age⟩,⟨age2⟩",
            "GitLab shows deploy key ⟨who⟩ as ⟨fp⟩; the old one was ⟨fp2⟩.",
        ),
        _fingerprints,
    ),
    Kind(
        "vendor_error_texts",
        (
            '{"requestId": "⟨rid⟩", "errorCode": "⟨code⟩", "errorMessage": "Invalid Access Token"}',
            'Chapa: {"message": "Invalid API Key or User doesn\'t exist", "status": "failed", '
            '"data": null}  (tx_ref ⟨tx⟩, ⟨d⟩)',
            "google.api_core.exceptions.Forbidden: 403 Access Denied: Table "
            "mavuno-dw-prod:raw_mpesa.c2b_confirmations: User does not have permission "
            "(job ⟨job⟩)",
            "Airflow: AirflowNotFoundException: The conn_id `soko_pg` isn't defined (request ⟨u⟩)",
            "Daraja ⟨code⟩ on ⟨d⟩ = wrong credentials for the sandbox app; requestId ⟨rid⟩.",
        ),
        _errors,
    ),
    Kind(
        "dense_benign_notes",
        (
            "Incident ⟨d⟩ (no secrets here)\n- receipt ⟨rc⟩\n- ConversationID ⟨conv⟩\n"
            "- fix commit ⟨sha⟩\n- bq job ⟨job⟩\n- firestore orders/⟨doc⟩",
            "Muhtasari wa ⟨d⟩\n• SMS ⟨mid⟩ haikufika\n• USSD ⟨sid⟩ ilikatika\n"
            "• test.mavuno.unique_fct_mpesa_payments_receipt.⟨h10⟩ imefeli\n• ombi ⟨u⟩",
            "የ⟨d⟩ ማጠቃለያ\n• Chapa reference ⟨ref⟩\n• telebirr ⟨tid⟩\n"
            "• Twilio ⟨sm⟩\n• pipeline #⟨pipe⟩",
        ),
        _dense,
    ),
)
