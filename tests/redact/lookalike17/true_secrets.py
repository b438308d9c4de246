"""True secrets: values that must not survive, in the framings the look-alikes use."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike17.gen import (
    ALNUM,
    DASH5,
    UHEX,
    URL_SAFE_PW,
    Kind,
    b64_of,
    b64url,
    day,
    hexs,
    num,
    passphrase,
    password,
    pick,
    project,
    user,
    uuid4,
    wrap,
)

N = 7
GLRT = "glrt" + "-"
GLPAT = "glpat" + "-"
HF = "hf" + "_"
SYT = "syt" + "_"
GLSA = "glsa" + "_"
ATLAS = "." + "atlas" + "v1" + "."
GR = "GR" + "1348941"


def _appcred(r: Random) -> dict[str, str]:
    return {"id": hexs(r, 32), "s": b64url(r, 64), "p": project(r), "d": day(r)}


def _ceph(r: Random) -> dict[str, str]:
    return {
        "a": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20),
        "s": pick(r, ALNUM, 40),
        "u": user(r),
        "p": project(r),
    }


def _tok(make):  # type: ignore[no-untyped-def]
    def values(r: Random) -> dict[str, str]:
        return {"s": make(r), "u": user(r), "p": project(r), "d": day(r), "n": num(r, 4)}

    return values


def _ssh_key(r: Random) -> str:
    body = b64_of(b"openssh-key-v1\x00\x00\x00\x00\x04none" + r.randbytes(360))
    head = DASH5 + "BEGIN OPENSSH PRIVATE KEY" + DASH5
    tail = DASH5 + "END OPENSSH PRIVATE KEY" + DASH5
    return f"{head}\n{wrap(body, 70)}\n{tail}"


def _matrix(r: Random) -> str:
    local = user(r)
    return SYT + b64_of(local).rstrip("=") + "_" + pick(r, ALNUM, 20) + "_" + pick(r, ALNUM, 6)


def _recovery(r: Random) -> str:
    raw = "EsT" + pick(r, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 45)
    return " ".join(raw[i : i + 4] for i in range(0, 48, 4))


def _irods_keys(r: Random) -> dict[str, str]:
    return {"neg": pick(r, ALNUM, 32), "zone": pick(r, ALNUM + "_", 36), "p": project(r)}


SECRETS: tuple[Kind, ...] = (
    Kind(
        "openstack_appcred_secret",
        (
            (
                "clouds:\n  arbutus-rc:\n    auth_type: v3applicationcredential\n    auth:\n"
                "      auth_url: https://keystone.cloud.ulaurentie.ca:5000/v3\n"
                "      application_credential_id: ⟨id⟩\n"
                "      application_credential_secret: ⟨s⟩\n    region_name: QC-1"
            ),
            (
                "export OS_AUTH_TYPE=v3applicationcredential\n"
                "export OS_APPLICATION_CREDENTIAL_ID=⟨id⟩"
                "\nexport OS_APPLICATION_CREDENTIAL_SECRET=⟨s⟩"
            ),
            (
                "Created app credential for the ⟨p⟩ Terraform pipeline on ⟨d⟩: id ⟨id⟩, "
                "secret ⟨s⟩ (shown once, copy it now)."
            ),
            "| field | value |\n|---|---|\n| id | ⟨id⟩ |\n| secret | ⟨s⟩ |\n| project | ⟨p⟩ |",
        ),
        _appcred,
        N,
        ("s",),
    ),
    Kind(
        "ceph_rgw_secret_key",
        (
            "[default]\naccess_key = ⟨a⟩\nsecret_key = ⟨s⟩\nhost_base = s3.rgw.ulaurentie.ca",
            (
                '$ radosgw-admin user create --uid=⟨u⟩ --display-name="⟨u⟩"\n'
                '    "keys": [{"user": "⟨u⟩", "access_key": "⟨a⟩", "secret_key": "⟨s⟩"}]'
            ),
            (
                "AWS_ACCESS_KEY_ID=⟨a⟩\nAWS_SECRET_ACCESS_KEY=⟨s⟩\n"
                "AWS_ENDPOINT_URL=https://s3.rgw.ulaurentie.ca"
            ),
            "Bucket ⟨p⟩-raw: RGW keys for ⟨u⟩ are ⟨a⟩ / ⟨s⟩ — rotate after the workshop.",
        ),
        _ceph,
        N,
        ("s",),
    ),
    Kind(
        "gitlab_runner_registration_token",
        (
            (
                "$ gitlab-runner register --url https://git.ulaurentie.ca "
                "--registration-token ⟨s⟩ --executor docker"
            ),
            "Runner registration token for group rc/⟨p⟩ (legacy flow): ⟨s⟩",
            '```toml\n# register.toml for aur-ci-⟨n⟩\nregistration_token = "⟨s⟩"\n```',
            "- shared runner re-registered on ⟨d⟩ with `REGISTRATION_TOKEN=⟨s⟩`",
        ),
        _tok(lambda r: GR + pick(r, ALNUM + "_-", 20)),
        N,
        ("s",),
    ),
    Kind(
        "gitlab_runner_auth_token",
        (
            (
                '[[runners]]\n  name = "aur-ci-⟨n⟩"\n  url = "https://git.ulaurentie.ca"\n'
                '  token = "⟨s⟩"\n  executor = "docker"'
            ),
            (
                "$ gitlab-runner register --non-interactive --url https://git.ulaurentie.ca "
                "--token ⟨s⟩"
            ),
            "New runner auth token for the GPU runner (aur-g0⟨n⟩): ⟨s⟩",
            "commit 9c1e: ci: pin runner\n\nCI_RUNNER_TOKEN=⟨s⟩ added to the Ansible inventory",
        ),
        _tok(lambda r: GLRT + pick(r, ALNUM + "_-", 20)),
        N,
        ("s",),
    ),
    Kind(
        "gitlab_project_access_token",
        (
            "git clone https://oauth2:⟨s⟩@git.ulaurentie.ca/rc/⟨p⟩.git",
            "Project access token (Reporter, read_api) for rc/⟨p⟩, expires ⟨d⟩: ⟨s⟩",
            (
                '$ curl --header "PRIVATE-TOKEN: ⟨s⟩" '
                "https://git.ulaurentie.ca/api/v4/projects/⟨n⟩/pipelines"
            ),
            "GITLAB_TOKEN=⟨s⟩\nGITLAB_URL=https://git.ulaurentie.ca",
        ),
        _tok(lambda r: GLPAT + pick(r, ALNUM + "_-", 20)),
        N,
        ("s",),
    ),
    Kind(
        "redcap_api_token",
        (
            (
                "$ curl -X POST https://redcap.ulaurentie.ca/api/ -d token=⟨s⟩ "
                "-d content=record -d format=json"
            ),
            "REDCap API token for the ⟨p⟩ study (pid ⟨n⟩): ⟨s⟩",
            "```python\nproject = Project('https://redcap.ulaurentie.ca/api/', '⟨s⟩')\n```",
            "| projet | jeton API |\n|---|---|\n| ⟨p⟩ (pid ⟨n⟩) | ⟨s⟩ |",
        ),
        _tok(lambda r: pick(r, UHEX, 32)),
        N,
        ("s",),
    ),
    Kind(
        "qualtrics_api_token",
        (
            "$ curl -H 'X-API-TOKEN: ⟨s⟩' https://ca1.qualtrics.com/API/v3/surveys",
            "Qualtrics API token (Account Settings → Qualtrics IDs) for the ⟨p⟩ lab: ⟨s⟩",
            "QUALTRICS_API_TOKEN=⟨s⟩\nQUALTRICS_DATACENTER=ca1",
            '{"datacenter": "ca1", "api_token": "⟨s⟩", "lab": "⟨p⟩"}',
        ),
        _tok(lambda r: pick(r, ALNUM, 40)),
        N,
        ("s",),
    ),
    Kind(
        "wandb_api_key",
        (
            "machine api.wandb.ai\n  login user\n  password ⟨s⟩",
            "export WANDB_API_KEY=⟨s⟩\nexport WANDB_ENTITY=ulaurentie-rc",
            "$ wandb login ⟨s⟩\nwandb: Appending key for api.wandb.ai to your netrc file",
            "W&B-avain ⟨u⟩:lle (projekti ⟨p⟩): ⟨s⟩",
        ),
        _tok(lambda r: hexs(r, 40)),
        N,
        ("s",),
    ),
    Kind(
        "hf_token",
        (
            "$ huggingface-cli login --token ⟨s⟩",
            "HF_TOKEN=⟨s⟩\nHF_HOME=/project/def-⟨u⟩/hf-cache",
            "Token Hugging Face (lecture seule) pour ⟨u⟩ : ⟨s⟩",
            "```python\nsnapshot_download('ulaurentie/⟨p⟩-base', token='⟨s⟩')\n```",
        ),
        _tok(lambda r: HF + pick(r, ALNUM, 34)),
        N,
        ("s",),
    ),
    Kind(
        "globus_client_secret",
        (
            "GLOBUS_CLIENT_ID=⟨id⟩\nGLOBUS_CLIENT_SECRET=⟨s⟩",
            "$ globus login --no-local-server\n# confidential client ⟨id⟩ / secret ⟨s⟩",
            "Globus service client for the ⟨p⟩ flow: client id ⟨id⟩, secret ⟨s⟩",
            '{"client_id": "⟨id⟩", "client_secret": "⟨s⟩", "scopes": ["transfer"]}',
        ),
        lambda r: {"id": uuid4(r), "s": b64_of(r.randbytes(32)), "p": project(r)},
        N,
        ("s",),
    ),
    Kind(
        "matrix_access_token",
        (
            (
                "$ curl -H 'Authorization: Bearer ⟨s⟩' "
                "https://matrix.ulaurentie.ca/_matrix/client/v3/joined_rooms"
            ),
            "Element → Help & About → Access token for @rc-bot: ⟨s⟩",
            "matrix:\n  homeserver: https://matrix.ulaurentie.ca\n  access_token: ⟨s⟩",
            "Bot-hesabı erişim belirteci (⟨d⟩): ⟨s⟩",
        ),
        _tok(_matrix),
        N,
        ("s",),
    ),
    Kind(
        "grafana_sa_token",
        (
            "$ curl -H 'Authorization: Bearer ⟨s⟩' https://grafana.rc.ulaurentie.ca/api/search",
            "Grafana service account `slurm-exporter` token, created ⟨d⟩: ⟨s⟩",
            "GRAFANA_TOKEN=⟨s⟩\nGRAFANA_URL=https://grafana.rc.ulaurentie.ca",
            'grafana_auth = "⟨s⟩"  # terraform.tfvars',
        ),
        _tok(lambda r: GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8)),
        N,
        ("s",),
    ),
    Kind(
        "ldap_bind_password",
        (
            (
                "[domain/ulaurentie]\n"
                "ldap_default_bind_dn = cn=sssd-bind,ou=svc,dc=ulaurentie,dc=ca"
                "\nldap_default_authtok = ⟨s⟩"
            ),
            (
                "$ ldapsearch -H ldaps://ldap.ulaurentie.ca "
                "-D 'cn=rc-sync,ou=svc,dc=ulaurentie,dc=ca' "
                "-w '⟨s⟩' uid=⟨u⟩"
            ),
            "Bind password for cn=jupyterhub,ou=svc is ⟨s⟩ (set ⟨d⟩).",
            "c.LDAPAuthenticator.lookup_dn_search_password = '⟨s⟩'",
        ),
        _tok(lambda r: password(r, 22)),
        N,
        ("s",),
    ),
    Kind(
        "kerberos_password_prose",
        (
            "kinit ⟨u⟩@ULAURENTIE.CA kept failing until I used the new password ⟨s⟩",
            "Le mot de passe Kerberos du compte svc-globus est maintenant ⟨s⟩ (changé le ⟨d⟩).",
            "Kerberos-salasana palvelutilille svc-irods: ⟨s⟩",
            "svc-slurm 的 Kerberos 密码改成了 ⟨s⟩，记得更新 keytab。",
        ),
        _tok(lambda r: password(r, 18)),
        N,
        ("s",),
    ),
    Kind(
        "jupyterhub_cookie_secret",
        (
            "c.JupyterHub.cookie_secret = bytes.fromhex('⟨s⟩')",
            "$ cat /srv/jupyterhub/jupyterhub_cookie_secret\n⟨s⟩",
            "JUPYTERHUB_COOKIE_SECRET=⟨s⟩",
            'hub:\n  cookieSecret: "⟨s⟩"\n  db:\n    type: sqlite-pvc',
        ),
        _tok(lambda r: hexs(r, 64)),
        N,
        ("s",),
    ),
    Kind(
        "jupyterhub_proxy_token",
        (
            "export CONFIGPROXY_AUTH_TOKEN=⟨s⟩",
            'proxy:\n  secretToken: "⟨s⟩"\n  service:\n    type: ClusterIP',
            "c.ConfigurableHTTPProxy.auth_token = '⟨s⟩'",
            "Proxy API token for hub-⟨n⟩ (openssl rand -hex 32 on ⟨d⟩): ⟨s⟩",
        ),
        _tok(lambda r: hexs(r, 64)),
        N,
        ("s",),
    ),
    Kind(
        "postgres_url_password",
        (
            "DATABASE_URL=postgresql://⟨u⟩:⟨s⟩@pg.rc.ulaurentie.ca:5432/⟨p⟩",
            "c.JupyterHub.db_url = 'postgresql+psycopg2://jhub:⟨s⟩@pg-jhub:5432/jupyterhub'",
            "$ psql 'postgresql://grafana:⟨s⟩@pg.rc.ulaurentie.ca/grafana?sslmode=require'",
            "A URL do banco do ⟨p⟩: postgres://⟨u⟩:⟨s⟩@pg.rc.ulaurentie.ca/⟨p⟩",
        ),
        _tok(lambda r: password(r, 20, URL_SAFE_PW)),
        N,
        ("s",),
    ),
    Kind(
        "mysql_config_password",
        (
            '[client]\nuser = redcap\npassword = "⟨s⟩"\nhost = mysql.redcap.ulaurentie.ca',
            "$ mysql -u slurm -p'⟨s⟩' -h db-slurm slurm_acct_db",
            "$password = '⟨s⟩';  // redcap/database.php",
            "MYSQL_ROOT_PASSWORD=⟨s⟩\nMYSQL_DATABASE=⟨p⟩",
        ),
        _tok(lambda r: password(r, 20)),
        N,
        ("s",),
    ),
    Kind(
        "ansible_vault_password",
        (
            "$ echo '⟨s⟩' > ~/.vault_pass && chmod 600 ~/.vault_pass",
            "Ansible vault password for the rc-infra repo: ⟨s⟩",
            "ANSIBLE_VAULT_PASSWORD=⟨s⟩  # GitLab CI variable, masked",
            "| repo | vault password |\n|---|---|\n| rc-infra/⟨p⟩ | ⟨s⟩ |",
        ),
        _tok(lambda r: passphrase(r) if r.random() < 0.5 else password(r, 26)),
        N,
        ("s",),
    ),
    Kind(
        "ssh_private_key",
        (
            "⟨s⟩",
            "Deploy key for rc/⟨p⟩ (GitLab → Settings → Repository):\n\n⟨s⟩",
            "$ cat ~/.ssh/id_ed25519_globus\n⟨s⟩",
        ),
        lambda r: {"s": _ssh_key(r), "p": project(r)},
        N,
        ("s",),
    ),
    Kind(
        "password_prose_multilang",
        (
            "Mot de passe du compte partagé ⟨u⟩ sur Aurore : ⟨s⟩ (ne pas le noter ailleurs)",
            "Jaetun tilin ⟨u⟩ salasana on ⟨s⟩",
            "A senha do usuário ⟨u⟩ no OnDemand é ⟨s⟩",
            "⟨u⟩ 的集群登录密码是 ⟨s⟩",
            "⟨u⟩ kullanıcısının parolası: ⟨s⟩",
            "הסיסמה של ⟨u⟩ לשרת JupyterHub היא ⟨s⟩",
        ),
        _tok(lambda r: password(r, 17)),
        N,
        ("s",),
    ),
    Kind(
        "password_md_table",
        (
            "| service | user | password |\n|---|---|---|\n| Grafana | admin | ⟨s⟩ |",
            "| hôte | utilisateur | mot de passe |\n|---|---|---|\n| irods-ies | rods | ⟨s⟩ |",
            "| palvelu | käyttäjä | salasana |\n|---|---|---|\n| MariaDB | slurm | ⟨s⟩ |",
            "| 服务 | 用户 | 密码 |\n|---|---|---|\n| Keycloak | ⟨u⟩ | ⟨s⟩ |",
        ),
        _tok(lambda r: password(r, 19)),
        N,
        ("s",),
    ),
    Kind(
        "irods_password",
        (
            "$ iinit\nEnter your current iRODS password: ⟨s⟩",
            (
                "```python\nsession = iRODSSession(host='irods.ulaurentie.ca', port=1247, "
                "user='⟨u⟩', password='⟨s⟩', zone='laurZone')\n```"
            ),
            "iRODS password for rods (admin) after the ⟨d⟩ upgrade: ⟨s⟩",
            "IRODS_PASSWORD=⟨s⟩\nIRODS_USER_NAME=⟨u⟩",
        ),
        _tok(lambda r: password(r, 18)),
        N,
        ("s",),
    ),
    Kind(
        "slurmdbd_storage_pass",
        (
            (
                "StorageType=accounting_storage/mysql\nStorageHost=db-slurm\nStorageUser=slurm\n"
                "StoragePass=⟨s⟩"
            ),
            "slurmdbd.conf on aur-mgmt1 has StoragePass=⟨s⟩",
            'slurm_db_password: "⟨s⟩"  # group_vars/slurm.yml',
        ),
        _tok(lambda r: password(r, 24)),
        N,
        ("s",),
    ),
    Kind(
        "ood_oidc_client_secret",
        (
            (
                'oidc_uri: "/oidc"\noidc_provider_metadata_url: '
                '"https://sso.ulaurentie.ca/realms/rc/.well-known/openid-configuration"\n'
                'oidc_client_id: "ondemand"\noidc_client_secret: "⟨s⟩"'
            ),
            "OIDCClientSecret ⟨s⟩",
            "Keycloak client `jupyterhub` → Credentials → secret ⟨s⟩",
            "c.GenericOAuthenticator.client_secret = '⟨s⟩'",
        ),
        _tok(lambda r: pick(r, ALNUM, 32)),
        N,
        ("s",),
    ),
    Kind(
        "prometheus_basic_auth_password",
        (
            (
                "remote_write:\n  - url: https://mimir.rc.ulaurentie.ca/api/v1/push\n"
                "    basic_auth:\n      username: aurore\n      password: '⟨s⟩'"
            ),
            "$ curl -u prom:⟨s⟩ https://prometheus.rc.ulaurentie.ca/api/v1/targets",
            "Prometheus scrape basic-auth for node_exporter on aur-c0⟨n⟩: prom / ⟨s⟩",
        ),
        _tok(lambda r: password(r, 24, URL_SAFE_PW)),
        N,
        ("s",),
    ),
    Kind(
        "terraform_api_token",
        (
            'credentials "app.terraform.io" {\n  token = "⟨s⟩"\n}',
            "TF_TOKEN_app_terraform_io=⟨s⟩",
            "Terraform Cloud team token for rc-openstack (⟨d⟩): ⟨s⟩",
        ),
        _tok(lambda r: pick(r, ALNUM, 14) + ATLAS + pick(r, ALNUM, 67)),
        N,
        ("s",),
    ),
    Kind(
        "zenodo_access_token",
        (
            "$ curl 'https://zenodo.org/api/deposit/depositions?access_token=⟨s⟩'",
            "ZENODO_TOKEN=⟨s⟩  # deposit:write, deposit:actions",
            "Zenodo personal access token for the ⟨p⟩ release workflow: ⟨s⟩",
            "```python\nrequests.get(url, params={'access_token': '⟨s⟩'})\n```",
        ),
        _tok(lambda r: pick(r, ALNUM, 60)),
        N,
        ("s",),
    ),
    Kind(
        "orcid_client_secret",
        (
            "ORCID member API client APP-⟨app⟩, client_secret ⟨s⟩",
            (
                "$ curl -d 'client_id=APP-⟨app⟩&client_secret=⟨s⟩&grant_type=client_credentials"
                "&scope=/read-public' https://orcid.org/oauth/token"
            ),
            '{"client_id": "APP-⟨app⟩", "client_secret": "⟨s⟩"}',
            "ORCID_CLIENT_SECRET=⟨s⟩",
        ),
        lambda r: {"app": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16), "s": uuid4(r)},
        N,
        ("s",),
    ),
    Kind(
        "matrix_recovery_key",
        (
            "Element security key for @rc-bot:matrix.ulaurentie.ca: ⟨s⟩",
            "Clé de sécurité Element (sauvegarde des messages) : ⟨s⟩",
            "Recovery key — store it offline:\n\n    ⟨s⟩",
        ),
        _tok(_recovery),
        N,
        ("s",),
    ),
    Kind(
        "globus_access_token",
        (
            "$ curl -H 'Authorization: Bearer ⟨s⟩' https://transfer.api.globus.org/v0.10/task_list",
            "transfer.api.globus.org access_token: ⟨s⟩ (expires in 172800 s)",
            (
                '{"resource_server": "transfer.api.globus.org", "access_token": "⟨s⟩", '
                '"token_type": "Bearer"}'
            ),
        ),
        _tok(lambda r: "Ag" + pick(r, ALNUM, 50)),
        N,
        ("s",),
    ),
    Kind(
        "harbor_robot_secret",
        (
            "$ apptainer registry login -u 'robot$rc+ci' -p ⟨s⟩ docker://harbor.rc.ulaurentie.ca",
            "Harbor robot account robot$rc+apptainer secret: ⟨s⟩",
            "APPTAINER_DOCKER_USERNAME=robot$rc+ci\nAPPTAINER_DOCKER_PASSWORD=⟨s⟩",
        ),
        _tok(lambda r: pick(r, ALNUM, 32)),
        N,
        ("s",),
    ),
    Kind(
        "irods_zone_key",
        (
            (
                '{\n    "zone_key": "⟨zone⟩",\n    "negotiation_key": "⟨neg⟩",\n'
                '    "zone_name": "laurZone"\n}'
            ),
            "iRODS negotiation_key for the ⟨p⟩ consumer: ⟨neg⟩",
            "zone_key (server_config.json on irods-ies): ⟨zone⟩",
        ),
        _irods_keys,
        N,
        ("neg", "zone"),
    ),
)
