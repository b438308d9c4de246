"""Benign look-alikes: principals, keytab paths, the words for secrets in prose, empty
config keys, placeholders, clearly fake fixtures and references to where a secret lives."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike17.gen import Kind, clock, day, project, user

GLPAT = "glpat" + "-"
HF = "hf" + "_"
GLRT = "glrt" + "-"
AWS_EXAMPLE_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
AWS_EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"


def _base(r: Random) -> dict[str, str]:
    return {
        "u": user(r),
        "p": project(r),
        "d": day(r),
        "t": clock(r),
        "n": str(r.randint(2, 99)),
        "node": f"aur-c{r.randint(1, 480):04d}",
        "kv": str(r.randint(2, 9)),
    }


BENIGN_TEXT: tuple[Kind, ...] = (
    Kind(
        "kerberos_principals",
        (
            (
                "$ klist\nTicket cache: KCM:⟨n⟩01\nDefault principal: ⟨u⟩@ULAURENTIE.CA\n\n"
                "Valid starting       Expires              Service principal\n"
                "⟨d⟩ ⟨t⟩  ⟨d⟩ 23:59:59  krbtgt/ULAURENTIE.CA@ULAURENTIE.CA"
            ),
            "Service principal for the DTN: host/⟨node⟩.ulaurentie.ca@ULAURENTIE.CA",
            "nfs/⟨node⟩.ulaurentie.ca@ULAURENTIE.CA needs kvno ⟨kv⟩ after the rekey.",
            "kadmin: addprinc -randkey HTTP/ondemand.ulaurentie.ca@ULAURENTIE.CA (⟨d⟩)",
            "Principal Kerberos de l'admin : ⟨u⟩/admin@ULAURENTIE.CA",
        ),
        _base,
    ),
    Kind(
        "keytab_paths",
        (
            "KRB5_CLIENT_KTNAME=/etc/security/keytabs/svc-⟨p⟩.keytab",
            (
                "$ klist -kt /etc/krb5.keytab\nKeytab name: FILE:/etc/krb5.keytab\n"
                "KVNO Timestamp           Principal\n"
                "   ⟨kv⟩ ⟨d⟩ ⟨t⟩ host/⟨node⟩.ulaurentie.ca@ULAURENTIE.CA"
            ),
            "keytab for svc-irods lives at /var/lib/irods/.keytabs/irods.keytab (mode 0400)",
            "- kinit -kt /etc/security/keytabs/⟨u⟩.keytab ⟨u⟩@ULAURENTIE.CA in the cron on ⟨node⟩",
            "ktutil: wkt /tmp/⟨p⟩-⟨n⟩.keytab",
        ),
        _base,
    ),
    Kind(
        "secret_words_en",
        (
            "Reminder: the REDCap API token for ⟨p⟩ expires when the study closes (⟨d⟩).",
            "Password policy on LDAP: 14 characters minimum, rotation every ⟨n⟩0 days.",
            "GitLab secret detection flagged pipeline ⟨n⟩ — false positive, it was a sha256.",
            "The Globus client secret was rotated on ⟨d⟩; the old one is revoked.",
            "Key takeaway from ⟨d⟩: never put the W&B key in the job script, use the env.",
            "Asked ⟨u⟩ to reset their Kerberos password; helpdesk ticket #⟨n⟩41.",
        ),
        _base,
    ),
    Kind(
        "secret_words_multilang",
        (
            "Le mot de passe du compte de service expire le ⟨d⟩ ; demander à l'équipe LDAP.",
            "Salasana ja API-avain vaihdetaan ⟨d⟩ — muista päivittää Ansible-vault.",
            "A senha do ⟨u⟩ foi redefinida; o token antigo do GitLab foi revogado.",
            "⟨d⟩：轮换了 Ceph 的访问密钥，旧密钥已失效。",
            "Parola sıfırlama talebi #⟨n⟩ — ⟨u⟩ için token süresi doldu.",
            "הסיסמה והטוקן של ⟨u⟩ הוחלפו ב-⟨d⟩.",
        ),
        _base,
    ),
    Kind(
        "config_keys_empty",
        (
            (
                "clouds:\n  rc-⟨p⟩:\n    auth:\n      application_credential_id:\n"
                "      application_credential_secret:\n    region_name: QC-1"
            ),
            'variable "os_password" {\n  type      = string\n  sensitive = true\n}  # ⟨p⟩',
            "OS_APPLICATION_CREDENTIAL_SECRET=\nGLOBUS_CLIENT_SECRET=\n# fill locally (⟨p⟩)",
            '{"password": {"type": "string", "minLength": ⟨n⟩}, "token": {"type": "string"}}',
            (
                "hub:\n  cookieSecret:\n  config:\n    LDAPAuthenticator:\n"
                '      lookup_dn_search_password: ""  # ⟨p⟩'
            ),
        ),
        _base,
    ),
    Kind(
        "placeholders",
        (
            "git clone https://oauth2:"
            + GLPAT
            + "xxxxxxxxxxxxxxxxxxxx@git.ulaurentie.ca/rc/⟨p⟩.git",
            "HF_TOKEN=" + HF + "<your-read-token>  # for ⟨p⟩",
            "WANDB_API_KEY=<paste from https://wandb.ai/authorize>  # ⟨u⟩",
            (
                "$ curl -d token=YOUR_REDCAP_API_TOKEN -d content=record "
                "https://redcap.ulaurentie.ca/api/"
                " # pid ⟨n⟩"
            ),
            "password: ${LDAP_BIND_PASSWORD}  # ⟨p⟩ chart",
            "gitlab-runner register --token "
            + GLRT
            + "<RUNNER_TOKEN> --url https://git.ulaurentie.ca"
            "  # ⟨node⟩",
        ),
        _base,
    ),
    Kind(
        "fake_fixtures",
        (
            "tests/conftest.py uses AWS_ACCESS_KEY_ID=" + AWS_EXAMPLE_ID + " and "
            "AWS_SECRET_ACCESS_KEY=" + AWS_EXAMPLE_SECRET + " with moto (⟨p⟩)",
            (
                "```python\n@pytest.fixture\ndef redcap_token():\n"
                "    return 'fake-redcap-token-⟨n⟩'\n```"
            ),
            "Mock Qualtrics server accepts X-API-TOKEN: dummy-token-for-tests (case ⟨n⟩)",
            "ANSIBLE_VAULT_PASSWORD=not-a-real-password  # molecule scenario ⟨p⟩",
            "Fixture user ⟨u⟩ / password `example` in the docker-compose test LDAP (⟨d⟩)",
        ),
        _base,
    ),
    Kind(
        "secret_references",
        (
            "REDCap token for ⟨p⟩ lives in Vault at kv/rc/redcap/⟨p⟩ (field `token`).",
            (
                "ldap_default_authtok: \"{{ lookup('community.hashi_vault.hashi_vault', "
                "'secret=kv/data/rc/ldap:bind_pw') }}\"  # ⟨node⟩"
            ),
            "StoragePass is read from /etc/slurm/.dbpass (0600, slurm:slurm) on ⟨node⟩",
            "$ export WANDB_API_KEY=$(pass show rc/wandb/⟨u⟩)",
            'Grafana SA token: 1Password → RC-Infra → "Grafana ⟨p⟩ exporter"',
            "Le secret Globus est dans le coffre Vault kv/rc/globus/⟨p⟩ depuis le ⟨d⟩.",
        ),
        _base,
    ),
)
