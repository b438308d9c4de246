"""Benign look-alikes around security tooling: Vault ids and commands without values,
references to secrets, redacted values, documentation placeholders, public keys and
certificates, JWKS, and the word "password" used with no secret in it.
"""

from __future__ import annotations

import base64
import struct
from random import Random

from tests.redact.lookalike38.gen import (
    ALNUM,
    Kind,
    b64,
    b64url,
    day,
    hexs,
    iso,
    pick,
    uuid4,
    wrap,
    zdigits,
)

_CERT_STARTS = ("MIIDqTCCApGgAwIBAgIU", "MIIFazCCA1OgAwIBAgIU", "MIIGbTCCBVWgAwIBAgIQ")


def _ssh_blob(*parts: bytes) -> str:
    return base64.b64encode(b"".join(struct.pack(">I", len(p)) + p for p in parts)).decode()


def _ed25519(r: Random) -> str:
    return "ssh-ed25519 " + _ssh_blob(b"ssh-ed25519", r.randbytes(32))


def _ecdsa(r: Random) -> str:
    blob = _ssh_blob(b"ecdsa-sha2-nistp256", b"nistp256", b"\x04" + r.randbytes(64))
    return "ecdsa-sha2-nistp256 " + blob


def _rsa_pub(r: Random) -> str:
    return "ssh-rsa " + _ssh_blob(b"ssh-rsa", b"\x01\x00\x01", b"\x00" + r.randbytes(384))


def _fp(r: Random) -> str:
    return "SHA256:" + b64(r, 32).rstrip("=")


def _colon_hex(r: Random, n: int) -> str:
    return ":".join(hexs(r, 2).upper() for _ in range(n))


def _ip(r: Random) -> str:
    return f"10.{r.randint(20, 40)}.{r.randint(0, 9)}.{r.randint(2, 250)}"


def _vault_ids(r: Random) -> dict[str, str]:
    return {
        "lid": pick(r, ALNUM, 24),
        "acc": pick(r, ALNUM, 24),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "u": uuid4(r),
        "t": iso(r),
        "v": str(r.randint(2, 30)),
        "ttl": f"{r.randint(1, 59)}m{r.randint(0, 59)}s",
    }


def _vault_cmd(r: Random) -> dict[str, str]:
    return {
        "path": r.choice(
            ("snowflake/svc_dbt", "sftp/norte", "sftp/bidasoa", "kafka/scram-ingesta", "mirth/db")
        ),
        "v": str(r.randint(2, 30)),
        "t": iso(r),
        "frac": zdigits(r, 6),
        "ttl": r.choice(("1h", "4h", "24h", "30m")),
        "max": r.choice(("24h", "72h", "168h")),
        "n": str(r.randint(100, 9999)),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "conn": r.choice(("sftp_norte", "sftp_bidasoa", "snowflake_default", "mirth_db")),
        "n": str(r.randint(2, 9)),
        "host": r.choice(("pg-airflow.hra.local", "kc-db.hra.local", "mirth-db01.hra.local")),
        "d": day(r),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "l4": pick(r, ALNUM, 4),
        "stars": "*" * r.choice((8, 10, 12, 16)),
        "d": day(r),
        "n": str(r.randint(100, 9999)),
        "t": iso(r),
        "acct": r.choice(("ALMUDENA-HRA_PROD", "xq48213.europe-west4.gcp")),
    }


def _docs(r: Random) -> dict[str, str]:
    return {"n": str(r.randint(100, 9999)), "d": day(r), "v": str(r.randint(2, 9))}


def _ssh(r: Random) -> dict[str, str]:
    salt, h = b64(r, 20), b64(r, 20)
    return {
        "ed": _ed25519(r),
        "ec": _ecdsa(r),
        "rsa": _rsa_pub(r),
        "hashed": f"|1|{salt}|{h}",
        "fp": _fp(r),
        "fp2": _fp(r),
        "ip": f"203.0.113.{r.randint(2, 250)}",
        "who": r.choice(("hra_envios@airflow-w1", "nzabala@portatil", "deploy@mirth01")),
    }


def _pgp(r: Random) -> dict[str, str]:
    fp = hexs(r, 40).upper()
    groups = [fp[i : i + 4] for i in range(0, 40, 4)]
    return {
        "key": wrap("mQINBG" + pick(r, ALNUM + "+/", r.choice((700, 1000, 1400))), 64),
        "crc": b64(r, 3),
        "fp": fp,
        "fps": " ".join(groups[:5]) + "  " + " ".join(groups[5:]),
        "kid": fp[-16:],
        "d": day(r),
    }


def _x509(r: Random) -> dict[str, str]:
    return {
        "cert": wrap(
            r.choice(_CERT_STARTS) + pick(r, ALNUM + "+/", r.choice((1180, 1500, 1900))) + "==", 64
        ),
        "serial": _colon_hex(r, 16).lower(),
        "sha256": _colon_hex(r, 32),
        "sha1": _colon_hex(r, 20),
        "d": day(r),
        "host": r.choice(
            ("sftp.norte-seguros.es", "fhir.almudena-salud.es", "pacs.almudena-salud.es")
        ),
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": b64url(r, 32),
        "kid2": b64url(r, 32),
        "n": b64url(r, 256),
        "x5t": b64url(r, 20),
        "x5t256": b64url(r, 32),
        "x5c": "MIICrzCCAZcCBgG" + pick(r, ALNUM + "+/", 917) + "=",
        "realm": uuid4(r),
        "sess": uuid4(r),
        "client": uuid4(r),
        "user": uuid4(r),
    }


def _pwword(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "ip": _ip(r),
        "t": iso(r),
        "d": day(r),
        "n": str(r.randint(2, 40)),
        "pid": str(r.randint(1000, 65000)),
        "user": r.choice(("airflow", "mirth_ro", "im_app", "keycloak", "svc_dbt")),
    }


SECURITY: tuple[Kind, ...] = (
    Kind(
        "vault_lease_accessor_request_ids",
        (
            "Key             Value\n---             -----\nexpire_time     ⟨t⟩.412Z\n"
            "id              database/creds/airflow-ro/⟨lid⟩\nissue_time      ⟨t⟩.398Z\n"
            "renewable       true\nttl             ⟨ttl⟩",
            '{"time":"⟨t⟩Z","type":"response","auth":{"client_token":"hmac-sha256:⟨h1⟩",'
            '"accessor":"hmac-sha256:⟨h2⟩","display_name":"approle","policies":["airflow-read",'
            '"default"]},"request":{"id":"⟨u⟩","operation":"read","path":'
            '"kv-datos/data/snowflake/svc_airflow"}}',
            "vault token revoke -accessor ⟨acc⟩   # token del runner antiguo, ya sin uso",
            '{"request_id": "⟨u⟩", "lease_id": "", "lease_duration": 0, "renewable": false, '
            '"data": {"metadata": {"created_time": "⟨t⟩Z", "version": ⟨v⟩}}}',
            "Lease database/creds/snowflake-ro/⟨lid⟩ renovado (request_id ⟨u⟩).",
        ),
        _vault_ids,
    ),
    Kind(
        "vault_commands_without_values",
        (
            'sshpass -p "$(vault kv get -mount=kv-datos -field=password ⟨path⟩)" sftp -P 2222 '
            "hra_envios@sftp.norte-seguros.es",
            "vault kv put -mount=kv-datos ⟨path⟩ password=@/tmp/pw.txt && shred -u /tmp/pw.txt",
            "== Secret Path ==\nkv-datos/data/⟨path⟩\n\n======= Metadata =======\n"
            "Key                Value\n---                -----\ncreated_time       "
            "⟨t⟩.⟨frac⟩Z\ncustom_metadata    <nil>\ndeletion_time      n/a\ndestroyed          "
            "false\nversion            ⟨v⟩",
            'path "kv-datos/data/⟨path⟩" {\n  capabilities = ["read"]\n}\n'
            'path "database/creds/airflow-ro" {\n  capabilities = ["read"]\n}',
            "vault write database/roles/airflow-ro db_name=pg-airflow "
            'creation_statements="CREATE ROLE \\"{{name}}\\" WITH LOGIN PASSWORD '
            "'{{password}}' VALID UNTIL '{{expiration}}';\" default_ttl=⟨ttl⟩ max_ttl=⟨max⟩",
            "Per llegir la contrasenya: `vault kv get -field=password kv-datos/⟨path⟩` (versió "
            "⟨v⟩, ticket DATA-⟨n⟩).",
        ),
        _vault_cmd,
    ),
    Kind(
        "env_var_and_template_references",
        (
            "      user: SVC_DBT\n"
            "      password: \"{{ env_var('DBT_ENV_SECRET_SNOWFLAKE_PASSWORD') }}\""
            "\n      threads: ⟨n⟩",
            'sftp_pw = "{{ conn.⟨conn⟩.password }}"  # plantilla Jinja en el operador',
            "        env:\n          - name: KC_DB_PASSWORD\n            valueFrom:\n"
            "              secretKeyRef:\n                name: keycloak-db\n"
            "                key: password\n          - name: KC_DB_URL_HOST\n"
            "            value: ⟨host⟩",
            "KC_DB_PASSWORD=${KC_DB_PASSWORD:?falta la contraseña de la BD}\n"
            "KEYCLOAK_ADMIN_PASSWORD_FILE=/run/secrets/kc_admin_⟨n⟩",
            '{{ with secret "kv-datos/data/sftp/norte" }}SFTP_PASSWORD={{ .Data.data.password }}'
            "{{ end }}",
            "docker login -u _json_key_base64 --password-stdin https://europe-southwest1-docker"
            '.pkg.dev <<< "${{ secrets.GAR_JSON_KEY_B64 }}"  # job ⟨n⟩',
        ),
        _refs,
    ),
    Kind(
        "redacted_values",
        (
            "$ airflow connections get snowflake_default -o yaml\n  login: SVC_AIRFLOW\n"
            "  password: ⟨stars⟩\n  host: ⟨acct⟩.snowflakecomputing.com",
            "[⟨t⟩] {base.py:84} INFO - Retrieving connection 'sftp_norte'\n"
            "[⟨t⟩] {sftp.py:212} INFO - login=hra_envios password=***",
            "GOOGLE_API_KEY=AIza…⟨l4⟩ (solo guardo los 4 últimos; la clave está en Vault)",
            '"client_secret": "⟨stars⟩",\n"redirectUris": ["https://airflow.hra.local/*"]',
            "SNOWSQL_PWD=<REDACTADO> — ticket DATA-⟨n⟩, la rotación del ⟨d⟩ ya está hecha.",
            "token hvs.************ (oculto en el log de vault-agent, ⟨t⟩)",
        ),
        _redacted,
    ),
    Kind(
        "doc_placeholders_examples",
        (
            'export VAULT_TOKEN="$(vault login -method=oidc -field=token role=datos)"  # ver '
            "runbook DATA-⟨n⟩",
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/"
            "XXXXXXXXXXXXXXXXXXXXXXXX   (plantilla del .env.example, v⟨v⟩)",
            "AIRFLOW__CORE__FERNET_KEY=$(python -c 'from cryptography.fernet import Fernet; "
            "print(Fernet.generate_key().decode())')  # paso ⟨v⟩ del runbook",
            "snowsql -a <cuenta> -u <usuario> --authenticator externalbrowser  "
            "(ejemplo del README, ⟨d⟩)",
            'profiles.yml.example:\n      password: "<PONER_AQUI_O_USAR_KEYPAIR>"\n'
            "      private_key_path: /ruta/a/rsa_key.p8   # DATA-⟨n⟩",
            "Un token de Vault tiene la forma hvs.XXXXXXXXXXXXXXXXXXXXXXXX; una API key de Google "
            "AIzaSy… (ver guía de onboarding v⟨v⟩).",
        ),
        _docs,
    ),
    Kind(
        "ssh_public_keys_known_hosts",
        (
            "sftp.norte-seguros.es,⟨ip⟩ ⟨ec⟩",
            "⟨hashed⟩ ⟨ed⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519_aseguradoras.pub\n256 ⟨fp⟩ ⟨who⟩ (ED25519)",
            "Clave pública para enviar a Mutua Bidasoa (la privada NO):\n⟨ed⟩ ⟨who⟩",
            "authorized_keys del SFTP interno:\n⟨rsa⟩ ⟨who⟩\n⟨ed⟩ backup@gdl",
            "The host key of edi.vidasegura.mx changed: old ⟨fp⟩, new ⟨fp2⟩ — confirmed by "
            "phone with their ops team.",
        ),
        _ssh,
    ),
    Kind(
        "pgp_public_keys_fingerprints",
        (
            "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n⟨key⟩\n=⟨crc⟩\n"
            "-----END PGP PUBLIC KEY BLOCK-----",
            "pub   rsa4096 ⟨d⟩ [SC] [expires: 2031-08-01]\n      ⟨fp⟩\n"
            "uid           [ unknown] Norte Seguros EDI <edi@norte-seguros.es>",
            "Huella de la clave pública de Mutua Bidasoa: ⟨fps⟩ (verificada por teléfono).",
            "gpg --encrypt --recipient ⟨kid⟩ --trust-model always REMESA.csv",
            "Giltza publikoa (aseguratzailearena), ⟨d⟩:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n"
            "⟨key⟩\n=⟨crc⟩\n-----END PGP PUBLIC KEY BLOCK-----",
        ),
        _pgp,
    ),
    Kind(
        "x509_certificates_public",
        (
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "$ openssl x509 -in ⟨host⟩.crt -noout -serial -fingerprint -sha256\n"
            "serial=⟨serial⟩\nsha256 Fingerprint=⟨sha256⟩",
            "Certificado de ⟨host⟩ (cadena pública, la pegó el proveedor):\n\n"
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----\n",
            "El thumbprint SHA-1 del certificat de ⟨host⟩ és ⟨sha1⟩; caduca el ⟨d⟩.",
            "        Serial Number:\n            ⟨serial⟩\n        Signature Algorithm: "
            "sha256WithRSAEncryption\n        Issuer: C=ES, O=Red Hospitalaria Almudena, "
            "CN=HRA Issuing CA 2",
        ),
        _x509,
    ),
    Kind(
        "keycloak_jwks_public_and_ids",
        (
            '{"keys":[{"kid":"⟨kid⟩","kty":"RSA","alg":"RS256","use":"sig","n":"⟨n⟩",'
            '"e":"AQAB","x5c":["⟨x5c⟩"],"x5t":"⟨x5t⟩","x5t#S256":"⟨x5t256⟩"}]}',
            "La key activa del realm clinico es kid ⟨kid⟩; la anterior (⟨kid2⟩) sigue en el "
            "JWKS hasta el viernes.",
            "Keycloak event: type=CODE_TO_TOKEN, realmId=⟨realm⟩, clientId=portal-paciente, "
            "userId=⟨user⟩, sessionId=⟨sess⟩",
            "kcadm.sh get clients/⟨client⟩ -r clinico --fields clientId,enabled  "
            "# id interno del cliente fhir-bulk-export",
            "Realm clinico: id ⟨realm⟩; la sesión ⟨sess⟩ del usuario ⟨user⟩ se cerró por "
            "inactividad.",
        ),
        _jwks,
    ),
    Kind(
        "password_word_no_secret",
        (
            '⟨t⟩ UTC [⟨pid⟩] FATAL:  password authentication failed for user "⟨user⟩"',
            "Keycloak event: type=LOGIN_ERROR, realmId=clinico, clientId=portal-paciente, "
            "userId=⟨u⟩, ipAddress=⟨ip⟩, error=invalid_user_credentials, auth_method="
            "openid-connect",
            "Política de contraseñas del realm clinico: length(14) and digits(1) and "
            "notUsername and passwordHistory(⟨n⟩) — aprobada por seguridad el ⟨d⟩.",
            "La contrasenya del compte de servei s'ha de canviar cada 90 dies; el ⟨d⟩ toca "
            "svc_⟨user⟩.",
            "Pasahitza ez da inoiz ohar hauetan gordetzen; Vault-en dago (⟨d⟩, ⟨n⟩ kontu).",
            "ssh -o PasswordAuthentication=no -o PreferredAuthentications=publickey "
            "hra_envios@sftp.norte-seguros.es  # ⟨n⟩ intentos fallidos ayer",
        ),
        _pwword,
    ),
)
