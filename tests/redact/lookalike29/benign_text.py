"""Benign look-alikes in the words of the notes: masked CI variables, placeholders and
redacted values, the word "password" with no password, and secrets referred to by path,
variable or Vault location rather than by value."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike29.gen import Kind, day, hexs, project, slurm_job, user


def _masked(r: Random) -> dict[str, str]:
    return {
        "job": str(r.randint(180000, 990000)),
        "pid": str(r.randint(40, 2400)),
        "n": str(r.randint(1, 30)),
        "user": user(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "p": project(r),
        "user": user(r),
        "n": str(r.randint(2, 40)),
        "cl": r.choice(("kaamos-projects", "aoba-dtn", "ood-home", "jhub-shared", "backup")),
        "d": day(r),
    }


def _pwword(r: Random) -> dict[str, str]:
    return {
        "n": str(r.choice((12, 14, 15, 16))),
        "days": str(r.choice((90, 180, 365))),
        "user": user(r),
        "tries": str(r.randint(3, 6)),
        "d": day(r),
        "job": slurm_job(r),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "p": project(r),
        "n": str(r.randint(2, 30)),
        "days": str(r.choice((30, 90, 180))),
        "sha": hexs(r, 64),
        "node": f"kaamos-login{r.randint(1, 4)}",
        "user": user(r),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "masked_ci_variables",
        (
            '$ echo "$S3_SECRET_KEY" | wc -c   # job ⟨job⟩\n[MASKED]',
            "variables:\n  S3_ENDPOINT: https://s3.kaamos.perameri.fi\n"
            "  S3_BUCKET: ci-artifacts-⟨n⟩\n"
            "  AWS_SECRET_ACCESS_KEY: $CEPH_CI_SECRET   # masked + protected CI/CD variable",
            'docker login -u "$CI_REGISTRY_USER" -p "$CI_REGISTRY_PASSWORD" $CI_REGISTRY  '
            "(job ⟨job⟩ failed: unauthorized)",
            "Job ⟨job⟩ log: Authorization: Bearer [MASKED] → 401 from the Dataverse API",
            "CI-muuttuja HARBOR_ROBOT_SECRET on tyyppiä 'Masked and hidden', joten sitä ei "
            "näe edes Settings → CI/CD -näkymässä (projekti ⟨pid⟩).",
            "ジョブ ⟨job⟩ のログでは GLOBUS_CLI_CLIENT_SECRET が [MASKED] と表示される"
            "（⟨user⟩ さん確認）",
        ),
        _masked,
    ),
    Kind(
        "placeholders_and_redacted",
        (
            "export GLOBUS_CLI_CLIENT_SECRET=<client-secret-from-app-registration>  # project_⟨p⟩",
            "radosgw-admin user info --uid=project_⟨p⟩ (output redacted):\n"
            '"access_key": "REDACTED", "secret_key": "********"',
            'ldap_bind_password: "{{ vault_ldap_bind_pw }}"  # group_vars/kaamos⟨n⟩.yml',
            "S3_SECRET_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  (esimerkki ohjeesta, "
            "project_⟨p⟩)",
            'curl -H "X-SLURM-USER-TOKEN: $SLURM_JWT" https://kaamos-rest.hpc.perameri.fi:6820/'
            "slurm/v0.0.41/diag  # token from `scontrol token`, ⟨user⟩",
            "API トークンは <YOUR_DATAVERSE_API_TOKEN> に置き換えてください（例: ⟨user⟩）",
            "ceph auth get client.⟨cl⟩ → key = AQ…[redacted 2028-04-⟨d⟩]…==",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_without_password",
        (
            "Salasanan vaihto: kirjaudu https://id.perameri.fi/ ja valitse 'Vaihda salasana'. "
            "Uuden salasanan vähimmäispituus on ⟨n⟩ merkkiä.",
            "/etc/ssh/sshd_config.d/50-kaamos.conf:\nPasswordAuthentication no\n"
            "KbdInteractiveAuthentication no\nPubkeyAuthentication yes\nMaxAuthTries ⟨tries⟩\n"
            "TrustedUserCAKeys /etc/ssh/user_ca.pub",
            "パスワードの有効期限は ⟨days⟩ 日です。期限切れの場合は kpasswd で変更してください。",
            "Keycloak password policy: length(⟨n⟩) and notUsername and passwordHistory(5) "
            "and hashAlgorithm(argon2)",
            "The JupyterHub login page says 'Invalid username or password' for ⟨user⟩ because "
            "the LDAP account is locked (pwdAccountLockedTime set 2028-04-⟨d⟩).",
            "$ kpasswd ⟨user⟩@HPC.PERAMERI.FI\nPassword for ⟨user⟩@HPC.PERAMERI.FI: \n"
            "Enter new password: \nEnter it again: \nPassword changed.",
            "Ajo ⟨job⟩ kaatui, koska sbatch-skripti kysyi salasanaa (ssh ilman "
            "sertifikaattia) — käytä step ssh login -komentoa ennen ajoa.",
        ),
        _pwword,
    ),
    Kind(
        "secrets_by_reference",
        (
            "slurm.conf on ⟨node⟩:\nAuthAltTypes=auth/jwt\n"
            "AuthAltParameters=jwt_key=/var/spool/slurm/statesave/jwt_hs256.key\n"
            "# key is 0600 slurm:slurm, rotated every ⟨days⟩ days",
            "vault kv get -field=secret_key hpc/ceph/rgw/project_⟨p⟩",
            'c.GenericOAuthenticator.client_secret = os.environ["KEYCLOAK_CLIENT_SECRET"]  '
            "# set by the ⟨node⟩ systemd unit",
            "GLOBUS_CLI_CLIENT_SECRET=$(vault kv get -field=client_secret hpc/globus/kaamos-sync)"
            " globus task list --limit ⟨n⟩",
            "munge.key sijaitsee /etc/munge/munge.key (0400 munge:munge); SHA-256 ⟨sha⟩ "
            "täsmää molemmissa päissä",
            "シークレットは Vault の hpc/kaamos/project_⟨p⟩ にあります"
            "（ローテーションは ⟨days⟩ 日ごと、"
            "担当 ⟨user⟩）",
        ),
        _refs,
    ),
)
