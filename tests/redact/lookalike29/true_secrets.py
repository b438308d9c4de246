"""True secrets as they leak into an HPC engineer's notes; each kind names the fields that
must not survive. Multi-line keys are split into body lines by ``gen.secret_lines``."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike29.gen import (
    ALNUM,
    B64URL,
    MM_ALPHABET,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_raw,
    ceph_key,
    day,
    epoch,
    hexs,
    human_password,
    indent,
    jwt,
    keytab,
    num,
    openssh_ed25519_private,
    orcid,
    password,
    pick,
    project,
    slurm_job,
    ssh_fingerprint,
    sssd_obfuscated,
    url_password,
    user,
    uuid4,
    wrap,
)

# Vendor prefixes and PEM armour are joined from pieces so no literal here is a credential.
_GLPAT = "gl" + "pat-"
_GLDT = "gl" + "dt-"
_GLRT = "gl" + "rt-"
_GLPTT = "gl" + "ptt-"
_GLSA = "gl" + "sa_"
_GHP = "gh" + "p_"
_GHPAT = "github" + "_pat_"
_HF = "h" + "f_"
_HVS = "hv" + "s."
_BEGIN_OSSH = "-----BEGIN OPENSSH " + "PRIVATE KEY-----"
_END_OSSH = "-----END OPENSSH " + "PRIVATE KEY-----"
_SLACK_HOOKS = "https://hooks.slack.com/" + "services/"

_SERVICES = ("svc-globus", "svc-ood", "svc-jupyterhub", "svc-grafana", "svc-backup")
_BUCKETS = ("cryoem-raw", "md-trajectories", "ci-artifacts", "aoba-exchange", "dv-ingest")
_RGW_USERS = (
    ("project_2004417", "Cryo-EM pipeline"),
    ("project_2006183", "Aoba Lab exchange"),
    ("project_2009031", "Climate downscaling"),
    ("svc-dataverse", "Dataverse S3 store"),
)


def _slurm_jwt(r: Random) -> dict[str, str]:
    who = r.choice(("svc-ood", "svc-grafana", *("akarjala", "hsato", "jheikkin")))
    life = r.choice((3600, 7200, 86400, 604800))
    iat = epoch(r)
    token = jwt(
        r,
        {"alg": "HS256", "typ": "JWT"},
        {"exp": iat + life, "iat": iat, "sun": who},
        32,
    )
    return {"jwt": token, "user": who, "life": str(life)}


def _slurmdbd(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 20, 24))), "host": r.choice(("db1", "db2"))}


def _munge(r: Random) -> dict[str, str]:
    key = b64(r, 128)
    return {"key": wrap(key, 76), "key_ind": indent(wrap(key, 76), "  "), "n": day(r)}


def _krb_pw(r: Random) -> dict[str, str]:
    pw = r.choice((password(r, 18), human_password(r), url_password(r, 20)))
    return {"pw": pw, "user": user(r), "svc": r.choice(_SERVICES)}


def _keytab(r: Random) -> dict[str, str]:
    svc = r.choice(("HTTP", "host", "nfs", "ldap"))
    host = r.choice(
        ("ood.kaamos.perameri.fi", "jupyter.kaamos.perameri.fi", "kaamos-nfs2.hpc.perameri.fi")
    )
    raw = keytab(r, f"{svc}/{host}", "HPC.PERAMERI.FI", r.randint(2, 9))
    enc = b64_of(raw)
    return {"kt": wrap(enc, 76), "kt1": enc, "svc": svc, "host": host}


def _ldap(r: Random) -> dict[str, str]:
    return {"pw": r.choice((password(r, 22), url_password(r, 24))), "user": user(r)}


def _sssd(r: Random) -> dict[str, str]:
    return {"tok": sssd_obfuscated(r, pick(r, ALNUM, r.choice((11, 14, 19, 27))))}


def _globus_client(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "sec": b64(r, 32),
        "src": uuid4(r),
        "dst": uuid4(r),
        "p": project(r),
    }


def _globus_tokens(r: Random) -> dict[str, str]:
    return {
        "tok": "Ag" + pick(r, ALNUM, r.choice((71, 73, 75))),
        "rt": "Ag" + pick(r, ALNUM, r.choice((101, 103, 105))),
        "exp": str(epoch(r)),
        "ep": uuid4(r),
    }


def _ceph_key(r: Random) -> dict[str, str]:
    cl = r.choice(("kaamos-projects", "aoba-dtn", "ood-home", "jhub-shared", "backup"))
    return {"key": ceph_key(r), "cl": cl}


def _rgw(r: Random) -> dict[str, str]:
    uid, name = r.choice(_RGW_USERS)
    return {
        "uid": uid,
        "name": name,
        "ak": pick(r, UPPER_ALNUM, 20),
        "sk": pick(r, ALNUM, 40),
        "bucket": r.choice(_BUCKETS),
    }


def _jhub_token(r: Random) -> dict[str, str]:
    return {"t": hexs(r, r.choice((32, 64))), "user": user(r), "hex64": hexs(r, 64)}


def _client_secret(r: Random) -> dict[str, str]:
    return {"cs": pick(r, ALNUM, 32), "d": day(r)}


def _ood(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM, 32),
        "pp": r.choice((b64(r, 24), hexs(r, 32))),
        "pw": url_password(r, 22),
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(
        ("kaamos-user-ca", "aoba-xfer@dtn01", "gitlab-deploy@kaamos", "root@kaamos-mgmt")
    )
    body = openssh_ed25519_private(r, who)
    return {"body": body, "who": who, "fp": ssh_fingerprint(r)}


def _step(r: Random) -> dict[str, str]:
    iat = epoch(r)
    who = user(r)
    ott = jwt(
        r,
        {"alg": "ES256", "kid": b64url(r, 32), "typ": "JWT"},
        {
            "aud": "https://ca.hpc.perameri.fi/1.0/ssh/sign",
            "exp": iat + 300,
            "iat": iat,
            "iss": "kaamos-admin",
            "jti": hexs(r, 64),
            "nbf": iat,
            "sub": f"{who}@perameri.fi",
            "step": {"ssh": {"certType": "user", "keyID": who, "principals": [who]}},
        },
        64,
    )
    return {"pw": password(r, 24), "ott": ott, "user": who}


def _harbor(r: Random) -> dict[str, str]:
    return {
        "sec": pick(r, ALNUM, 32),
        "proj": r.choice(("kaamos", "aoba", "ood-apps", "ci")),
        "rid": str(r.randint(11, 480)),
        "exp": str(epoch(r) + 180 * 86400),
        "d": str(r.randint(1, 9)),
        "pw": password(r, 20),
        "pw2": url_password(r, 24),
    }


def _docker_auth(r: Random) -> dict[str, str]:
    proj = r.choice(("kaamos", "aoba", "ood-apps", "ci"))
    sec = pick(r, ALNUM, 32)
    return {"auth": b64_of(f"robot${proj}+gitlab-ci:{sec}"), "sec": sec, "proj": proj}


def _gitlab_pat(r: Random) -> dict[str, str]:
    return {
        "t": _GLPAT + pick(r, B64URL, 20),
        "dt": _GLDT + pick(r, B64URL, 20),
        "pid": str(r.randint(40, 2400)),
        "n": str(r.randint(3, 90)),
    }


def _gitlab_runner(r: Random) -> dict[str, str]:
    body = r.choice(("t1_", "t2_", "")) + pick(r, B64URL, 20)
    return {
        "t": _GLRT + body,
        "tt": _GLPTT + hexs(r, 40),
        "rid": str(r.randint(100, 999)),
        "pid": str(r.randint(40, 2400)),
    }


def _grafana_sa(r: Random) -> dict[str, str]:
    return {"t": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8)}


def _grafana_ini(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, 20), human_password(r))),
        "sk": pick(r, ALNUM, r.choice((20, 32))),
    }


def _dataverse(r: Random) -> dict[str, str]:
    return {
        "t": uuid4(r),
        "pfx": r.choice(("70122", "23729", "57707")),
        "ds": pick(r, UPPER_ALNUM, 6),
        "user": user(r),
    }


def _zenodo(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 60), "rec": num(r, 8)}


def _db_url(r: Random) -> dict[str, str]:
    return {"pw": url_password(r, r.choice((18, 22, 26)))}


def _vault_token(token_id: str, r: Random) -> str:
    # protobuf: field 1 = 1, field 2 = 32-byte HMAC, field 3 = {field 1 = "hvs." + id}
    inner = b"\x0a\x1c" + (_HVS + token_id).encode()
    raw = b"\x08\x01\x12\x20" + r.randbytes(32) + b"\x1a" + bytes([len(inner)]) + inner
    return _HVS + b64url_raw(raw)


def _vault(r: Random) -> dict[str, str]:
    return {
        "t": _vault_token(pick(r, ALNUM, 24), r),
        "uk": b64(r, 33),
        "uk2": b64(r, 33),
        "uk3": b64(r, 33),
    }


def _hooks(r: Random) -> dict[str, str]:
    return {
        "h": pick(r, MM_ALPHABET, 26),
        "sl": pick(r, ALNUM, 24),
        "ws": "T0" + pick(r, UPPER_ALNUM, 9),
        "ch": "B0" + pick(r, UPPER_ALNUM, 9),
    }


def _github(r: Random) -> dict[str, str]:
    return {
        "t": _GHP + pick(r, ALNUM, 36),
        "fg": _GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "user": r.choice(("aino-k", "hsato-aoba", "kaamos-bot")),
        "ver": f"1.{r.randint(0, 9)}.{r.randint(0, 20)}",
    }


def _hf(r: Random) -> dict[str, str]:
    return {"t": _HF + pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 34)}


def _wandb(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 40), "job": slurm_job(r)}


def _openstack(r: Random) -> dict[str, str]:
    return {"id": hexs(r, 32), "sec": pick(r, B64URL, 86)}


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((human_password(r), password(r, 18), url_password(r, 16))),
        "pw2": password(r, 20),
        "n": str(r.randint(1, 8)),
    }


def _among(r: Random) -> dict[str, str]:
    job = slurm_job(r)
    return {
        "job": job,
        "k": str(r.randint(9, 499)),
        "sha": hexs(r, 64),
        "md5": hexs(r, 32),
        "rec": num(r, 8),
        "task": uuid4(r),
        "sk": pick(r, ALNUM, 40),
        "fp": ssh_fingerprint(r),
        "dig": hexs(r, 64),
        "orcid": orcid(r),
        "vt": _vault_token(pick(r, ALNUM, 24), r),
        "pw": password(r, 20),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "slurm_rest_jwt",
        (
            "$ scontrol token lifespan=⟨life⟩ username=⟨user⟩\nSLURM_JWT=⟨jwt⟩",
            'curl -s -H "X-SLURM-USER-NAME: ⟨user⟩" -H "X-SLURM-USER-TOKEN: ⟨jwt⟩" '
            "https://kaamos-rest.hpc.perameri.fi:6820/slurm/v0.0.41/jobs | jq '.jobs | length'",
            "export SLURM_JWT=⟨jwt⟩  # OOD:n dashboard-testaus, vanhenee ⟨life⟩ s päästä",
            "slurmrestd 用のトークン（⟨user⟩、Grafana の Slurm データソース）: ⟨jwt⟩",
        ),
        _slurm_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "slurmdbd_storage_password",
        (
            "/etc/slurm/slurmdbd.conf on kaamos-⟨host⟩:\nAuthType=auth/munge\n"
            "DbdHost=kaamos-⟨host⟩\n"
            "DbdPort=6819\nSlurmUser=slurm\nStorageType=accounting_storage/mysql\n"
            "StorageHost=localhost\nStorageUser=slurm\nStoragePass=⟨pw⟩\nStorageLoc=slurm_acct_db",
            "mysql -u slurm -p'⟨pw⟩' slurm_acct_db -e 'SELECT COUNT(*) FROM kaamos_job_table;'",
            "slurmdbd:n MariaDB-salasana vaihdettiin huoltokatkossa (kaamos-⟨host⟩); "
            "uusi StoragePass on ⟨pw⟩",
            "GRANT ALL ON slurm_acct_db.* TO 'slurm'@'kaamos-⟨host⟩' IDENTIFIED BY '⟨pw⟩';",
        ),
        _slurmdbd,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "munge_key_base64",
        (
            "$ sudo base64 /etc/munge/munge.key\n⟨key⟩",
            "MUNGE key for the Sendai login node (copy to /etc/munge/munge.key, 0400, "
            "owner munge):\n\n⟨key⟩\n\nDecode with `base64 -d > munge.key`, then restart munge "
            "on aoba-login⟨n⟩.",
            "Ansible-vaultin ulkopuolelle jäänyt munge-avain (group_vars/kaamos⟨n⟩.yml):\n"
            "munge_key_b64: |\n⟨key_ind⟩",
        ),
        _munge,
        n=6,
        secrets=("key", "key_ind"),
    ),
    Kind(
        "kerberos_password",
        (
            "echo '⟨pw⟩' | kinit ⟨svc⟩@HPC.PERAMERI.FI",
            "kadmin -p admin/admin@HPC.PERAMERI.FI -w '⟨pw⟩' -q 'getprinc ⟨user⟩'",
            'kadmin.local -q "addprinc -pw ⟨pw⟩ ⟨user⟩@HPC.PERAMERI.FI"',
            "Kerberos-salasana käyttäjälle ⟨user⟩ (väliaikainen, vaihdettava ensimmäisellä "
            "kirjautumisella): ⟨pw⟩",
        ),
        _krb_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "kerberos_keytab_base64",
        (
            "$ base64 -w 76 /etc/krb5.keytab.d/⟨svc⟩.keytab\n⟨kt⟩",
            "Keytab for ⟨svc⟩/⟨host⟩@HPC.PERAMERI.FI, pasted for the Sendai admins "
            "(decode with base64 -d):\n\n⟨kt⟩",
            "kubectl -n jhub create secret generic ⟨svc⟩-keytab --from-literal=keytab.b64='⟨kt1⟩'",
        ),
        _keytab,
        n=6,
        secrets=("kt", "kt1"),
    ),
    Kind(
        "ldap_bind_password",
        (
            "ldapsearch -H ldaps://ldap.hpc.perameri.fi -x "
            "-D \"cn=svc-jupyterhub,ou=services,dc=perameri,dc=fi\" -w '⟨pw⟩' "
            '-b "ou=people,dc=perameri,dc=fi" "(uid=⟨user⟩)" mail memberOf',
            "/etc/nslcd.conf:\nuri ldaps://ldap.hpc.perameri.fi\nbase dc=perameri,dc=fi\n"
            "binddn cn=nslcd,ou=services,dc=perameri,dc=fi\nbindpw ⟨pw⟩\ntls_reqcert demand",
            "jupyterhub_config.py:\nc.LDAPAuthenticator.lookup_dn_search_user = "
            "'cn=svc-jupyterhub,ou=services,dc=perameri,dc=fi'\n"
            "c.LDAPAuthenticator.lookup_dn_search_password = '⟨pw⟩'",
            "LDAP の検索用アカウント svc-ood のパスワードは ⟨pw⟩ です（Oulu 側で管理、"
            "⟨user⟩ さんに共有済み）。",
        ),
        _ldap,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sssd_obfuscated_authtok",
        (
            "[domain/hpc.perameri.fi]\nid_provider = ldap\nldap_uri = ldaps://ldap.hpc.perameri.fi\n"
            "ldap_default_bind_dn = cn=sssd,ou=services,dc=perameri,dc=fi\n"
            "ldap_default_authtok_type = obfuscated_password\nldap_default_authtok = ⟨tok⟩",
            "sss_obfuscate -d hpc.perameri.fi gave ldap_default_authtok = ⟨tok⟩ "
            "(obfuscated, not encrypted: anyone can reverse it)",
            "sssd.conf-ero Sendaihin: heillä ldap_default_authtok = ⟨tok⟩, meillä eri bind-DN",
        ),
        _sssd,
        n=6,
        secrets=("tok",),
    ),
    Kind(
        "globus_client_secret",
        (
            "export GCS_CLI_CLIENT_ID=⟨cid⟩\nexport GCS_CLI_CLIENT_SECRET=⟨sec⟩\n"
            "globus-connect-server endpoint show",
            "GLOBUS_CLI_CLIENT_ID=⟨cid⟩ GLOBUS_CLI_CLIENT_SECRET=⟨sec⟩ globus transfer "
            "⟨src⟩:/scratch/project_⟨p⟩/out/ ⟨dst⟩:/ingest/ --recursive --label nightly",
            'globus-connect-server endpoint setup "Perämeri Kaamos" --organization '
            '"Perämeri University" --client-id ⟨cid⟩ --client-secret ⟨sec⟩ '
            "--owner akarjala@perameri.fi --agree-to-letsencrypt-tos",
            "Globus-palvelutilin (kaamos-sync, client id ⟨cid⟩) client secret: ⟨sec⟩",
        ),
        _globus_client,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "globus_bearer_token",
        (
            'curl -s -H "Authorization: Bearer ⟨tok⟩" '
            '"https://transfer.api.globus.org/v0.10/endpoint/⟨ep⟩/ls?path=/~/"',
            '{"transfer.api.globus.org": {"scope": "urn:globus:auth:scope:transfer.api.globus.org:'
            'all", "access_token": "⟨tok⟩", "refresh_token": "⟨rt⟩", "token_type": "Bearer", '
            '"expires_at_seconds": ⟨exp⟩, "resource_server": "transfer.api.globus.org"}}',
            "Globus の transfer トークン（48時間で失効、エンドポイント ⟨ep⟩ 用）: ⟨tok⟩",
        ),
        _globus_tokens,
        n=6,
        secrets=("tok", "rt"),
    ),
    Kind(
        "ceph_keyring_key",
        (
            "[client.⟨cl⟩]\n\tkey = ⟨key⟩\n"
            '\tcaps mds = "allow rw fsname=kaamosfs path=/projects"\n'
            '\tcaps mon = "allow r fsname=kaamosfs"\n'
            '\tcaps osd = "allow rw tag cephfs data=kaamosfs"',
            "mount -t ceph kaamos-mon1,kaamos-mon2,kaamos-mon3:/projects /mnt/projects "
            "-o name=⟨cl⟩,secret=⟨key⟩",
            "$ ceph auth get-key client.⟨cl⟩\n⟨key⟩",
            "CephFS-avain ⟨cl⟩-asiakkaalle (Sendain DTN): ⟨key⟩",
        ),
        _ceph_key,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "radosgw_s3_keys",
        (
            '$ radosgw-admin user create --uid=⟨uid⟩ --display-name="⟨name⟩"\n{\n'
            '    "user_id": "⟨uid⟩",\n    "display_name": "⟨name⟩",\n    "keys": [\n'
            '        {\n            "user": "⟨uid⟩",\n            "access_key": "⟨ak⟩",\n'
            '            "secret_key": "⟨sk⟩"\n        }\n    ],\n    "max_buckets": 1000\n}',
            "radosgw-admin key create --uid=⟨uid⟩ --key-type=s3 --access-key=⟨ak⟩ "
            "--secret-key=⟨sk⟩",
            "S3 (Ceph RGW) -tunnukset projektille ⟨uid⟩: access key ⟨ak⟩, secret ⟨sk⟩",
        ),
        _rgw,
        n=6,
        secrets=("sk",),
    ),
    Kind(
        "s3_client_configs",
        (
            "~/.s3cfg:\n[default]\naccess_key = ⟨ak⟩\nsecret_key = ⟨sk⟩\n"
            "host_base = s3.kaamos.perameri.fi\nhost_bucket = s3.kaamos.perameri.fi\n"
            "use_https = True",
            "~/.config/rclone/rclone.conf:\n[kaamos-s3]\ntype = s3\nprovider = Ceph\n"
            "access_key_id = ⟨ak⟩\nsecret_access_key = ⟨sk⟩\n"
            "endpoint = https://s3.kaamos.perameri.fi",
            "AWS_ACCESS_KEY_ID=⟨ak⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws --endpoint-url "
            "https://s3.kaamos.perameri.fi s3 ls s3://⟨bucket⟩/",
            "[aoba-sendai]\naws_access_key_id = ⟨ak⟩\naws_secret_access_key = ⟨sk⟩\n"
            "endpoint_url = https://s3.kaamos.perameri.fi",
        ),
        _rgw,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "jupyterhub_tokens",
        (
            "JUPYTERHUB_API_TOKEN=⟨t⟩ python3 -m jupyterhub_idle_culler --timeout=3600 "
            "--url=http://hub:8081/hub/api",
            'curl -X DELETE -H "Authorization: token ⟨t⟩" '
            "https://jupyter.kaamos.perameri.fi/hub/api/users/⟨user⟩/server",
            'c.JupyterHub.services = [\n    {"name": "jupyterhub-idle-culler", '
            '"api_token": "⟨t⟩"},\n]',
            "export JUPYTERHUB_CRYPT_KEY=⟨hex64⟩",
            "proxy:\n  secretToken: ⟨hex64⟩\nhub:\n  cookieSecret: ⟨t⟩",
        ),
        _jhub_token,
        n=7,
        secrets=("t", "hex64"),
    ),
    Kind(
        "keycloak_client_secret",
        (
            'c.GenericOAuthenticator.client_id = "jupyterhub"\n'
            'c.GenericOAuthenticator.client_secret = "⟨cs⟩"\n'
            'c.GenericOAuthenticator.oauth_callback_url = "https://jupyter.kaamos.perameri.fi/'
            'hub/oauth_callback"',
            "curl -s -d grant_type=client_credentials -d client_id=grafana-kaamos "
            "-d client_secret=⟨cs⟩ "
            "https://sso.perameri.fi/realms/hpc/protocol/openid-connect/token",
            "[auth.generic_oauth]\nenabled = true\nclient_id = grafana\nclient_secret = ⟨cs⟩\n"
            "auth_url = https://sso.perameri.fi/realms/hpc/protocol/openid-connect/auth",
            "Keycloakin hpc-realmin client secret (jupyterhub): ⟨cs⟩ — regeneroitu 2028-04-⟨d⟩",
        ),
        _client_secret,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "ondemand_oidc_secrets",
        (
            "/etc/ood/config/ood_portal.yml:\nservername: ood.kaamos.perameri.fi\n"
            "oidc_uri: /oidc\noidc_provider_metadata_url: "
            "https://sso.perameri.fi/realms/hpc/.well-known/openid-configuration\n"
            'oidc_client_id: ondemand-kaamos\noidc_client_secret: "⟨cs⟩"\n'
            "oidc_remote_user_claim: preferred_username",
            "Apache conf (ood-portal.conf, generated):\nOIDCClientID ondemand-kaamos\n"
            'OIDCClientSecret "⟨cs⟩"\nOIDCCryptoPassphrase "⟨pp⟩"',
            "dex:\n  connectors:\n    - type: ldap\n      id: ldap\n      config:\n"
            "        host: ldap.hpc.perameri.fi:636\n"
            "        bindDN: cn=ood-dex,ou=services,dc=perameri,dc=fi\n"
            '        bindPW: "⟨pw⟩"',
        ),
        _ood,
        n=6,
        secrets=("cs", "pp", "pw"),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN_OSSH + "\n⟨body⟩\n" + _END_OSSH,
            "User CA key for `ssh-keygen -s` (/etc/ssh/ca/⟨who⟩), fingerprint ⟨fp⟩:\n\n"
            + _BEGIN_OSSH
            + "\n⟨body⟩\n"
            + _END_OSSH
            + "\n",
            "仙台の転送用アカウントの秘密鍵（⟨who⟩）:\n" + _BEGIN_OSSH + "\n⟨body⟩\n" + _END_OSSH,
        ),
        _openssh,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "step_ca_provisioner_secrets",
        (
            "step ca provisioner add kaamos-admin --type JWK --create "
            "--password-file <(echo -n '⟨pw⟩')",
            "step-ca:n JWK-provisionerin (kaamos-admin) salasana: ⟨pw⟩",
            "step ssh certificate ⟨user⟩@perameri.fi ~/.ssh/id_ed25519 --sign --token ⟨ott⟩",
            "One-time token the bastion used for ⟨user⟩ (valid 5 min, still do not paste): ⟨ott⟩",
        ),
        _step,
        n=7,
        secrets=("pw", "ott"),
    ),
    Kind(
        "harbor_robot_and_admin",
        (
            "docker login harbor.perameri.fi -u 'robot$⟨proj⟩+gitlab-ci' -p ⟨sec⟩",
            "apptainer remote login --username 'robot$⟨proj⟩+pull' --password ⟨sec⟩ "
            "docker://harbor.perameri.fi",
            '{"id": ⟨rid⟩, "name": "robot$⟨proj⟩+gitlab-ci", "secret": "⟨sec⟩", '
            '"expires_at": ⟨exp⟩, "creation_time": "2028-04-0⟨d⟩T09:12:44.311Z"}',
            "harbor.yml:\nhostname: harbor.perameri.fi\nharbor_admin_password: ⟨pw⟩\n"
            "database:\n  password: ⟨pw2⟩\n  max_idle_conns: 100",
        ),
        _harbor,
        n=7,
        secrets=("sec", "pw", "pw2"),
    ),
    Kind(
        "registry_auth_config",
        (
            '~/.docker/config.json (gitlab-runner user):\n{\n  "auths": {\n'
            '    "harbor.perameri.fi": {\n      "auth": "⟨auth⟩"\n    }\n  }\n}',
            'DOCKER_AUTH_CONFIG={"auths":{"harbor.perameri.fi":{"auth":"⟨auth⟩"}}}',
            "export APPTAINER_DOCKER_USERNAME='robot$⟨proj⟩+gitlab-ci'\n"
            "export APPTAINER_DOCKER_PASSWORD=⟨sec⟩\n"
            "apptainer build ⟨proj⟩.sif docker://harbor.perameri.fi/⟨proj⟩/base:2028.04",
            "Harborin robottitilin auth-merkkijono (CI-muuttujassa oli väärä): ⟨auth⟩",
        ),
        _docker_auth,
        n=7,
        secrets=("auth", "sec"),
    ),
    Kind(
        "gitlab_access_tokens",
        (
            "git clone https://oauth2:⟨t⟩@gitlab.perameri.fi/hpc/kaamos-ansible.git",
            'curl --header "PRIVATE-TOKEN: ⟨t⟩" '
            '"https://gitlab.perameri.fi/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            "glab auth login --hostname gitlab.perameri.fi --token ⟨t⟩",
            "GitLab-henkilötunniste (api, read_repository), vanhenee 2028-06-30: ⟨t⟩",
            "docker login gitlab.perameri.fi:5050 -u gitlab+deploy-token-⟨n⟩ -p ⟨dt⟩",
        ),
        _gitlab_pat,
        n=7,
        secrets=("t", "dt"),
    ),
    Kind(
        "gitlab_runner_tokens",
        (
            '/etc/gitlab-runner/config.toml:\nconcurrent = 8\n\n[[runners]]\n  name = "kaamos-'
            'slurm-runner"\n  url = "https://gitlab.perameri.fi"\n  id = ⟨rid⟩\n'
            '  token = "⟨t⟩"\n  token_obtained_at = 2028-04-02T07:41:19Z\n'
            '  executor = "custom"',
            "gitlab-runner register --non-interactive --url https://gitlab.perameri.fi "
            "--token ⟨t⟩ --executor shell --description kaamos-login2",
            "Jacamar CI -runnerin (Slurm-executor) autentikointitoken: ⟨t⟩",
            "curl -X POST --fail -F token=⟨tt⟩ -F ref=main "
            "https://gitlab.perameri.fi/api/v4/projects/⟨pid⟩/trigger/pipeline",
        ),
        _gitlab_runner,
        n=7,
        secrets=("t", "tt"),
    ),
    Kind(
        "grafana_service_account_token",
        (
            'curl -s -H "Authorization: Bearer ⟨t⟩" '
            "'https://grafana.hpc.perameri.fi/api/search?query=slurm'",
            "GRAFANA_TOKEN=⟨t⟩ grafana-dashboard-sync --folder Kaamos --dry-run",
            "Grafanan palvelutili slurm-provisioner (Editor), token: ⟨t⟩",
            'provider "grafana" {\n  url  = "https://grafana.hpc.perameri.fi"\n  auth = "⟨t⟩"\n}',
        ),
        _grafana_sa,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "grafana_ini_secrets",
        (
            "[security]\nadmin_user = admin\nadmin_password = ⟨pw⟩\nsecret_key = ⟨sk⟩",
            "[smtp]\nenabled = true\nhost = smtp.perameri.fi:587\n"
            'user = grafana-alerts@perameri.fi\npassword = """⟨pw⟩"""\n'
            "from_address = grafana-alerts@perameri.fi",
            "GF_SECURITY_ADMIN_PASSWORD='⟨pw⟩' docker compose up -d grafana",
            "grafana cli admin reset-admin-password '⟨pw⟩'",
        ),
        _grafana_ini,
        n=7,
        secrets=("pw", "sk"),
    ),
    Kind(
        "dataverse_api_token",
        (
            'curl -H "X-Dataverse-key: ⟨t⟩" -X POST -F file=@results.tar.gz '
            '"https://data.perameri.fi/api/datasets/:persistentId/add?persistentId='
            'doi:10.⟨pfx⟩/⟨ds⟩"',
            "export API_TOKEN=⟨t⟩\nexport SERVER_URL=https://data.perameri.fi\n"
            'curl -H "X-Dataverse-key:$API_TOKEN" $SERVER_URL/api/users/:me',
            'dataverse_token = "⟨t⟩"  # pyDataverse NativeApi, ⟨user⟩:n tili',
            "データリポジトリ（Dataverse）の API トークン：⟨t⟩（⟨user⟩ さんのアカウント、"
            "2028年10月まで有効）",
        ),
        _dataverse,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "zenodo_access_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            "'https://zenodo.org/api/deposit/depositions?size=5'",
            "ZENODO_TOKEN=⟨t⟩ python upload_release.py --record ⟨rec⟩",
            "https://zenodo.org/api/deposit/depositions/⟨rec⟩/actions/publish?access_token=⟨t⟩",
            "Zenodon henkilökohtainen token (deposit:write, deposit:actions): ⟨t⟩",
        ),
        _zenodo,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "database_connection_passwords",
        (
            "DATABASE_URL=postgresql://dataverse:⟨pw⟩@pg-repo.hpc.perameri.fi:5432/dvndb",
            "jdbc:postgresql://pg-repo.hpc.perameri.fi:5432/dvndb?user=dataverse&password=⟨pw⟩",
            'c.JupyterHub.db_url = "postgresql://jupyterhub:⟨pw⟩@pg-jhub.hpc.perameri.fi/'
            'jupyterhub"',
            'psql "host=pg-mon.hpc.perameri.fi dbname=grafana user=grafana password=⟨pw⟩ '
            'sslmode=verify-full"',
            "~/.pgpass:\npg-repo.hpc.perameri.fi:5432:dvndb:dataverse:⟨pw⟩",
        ),
        _db_url,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "vault_tokens_and_unseal_keys",
        (
            "export VAULT_ADDR=https://vault.hpc.perameri.fi:8200\nexport VAULT_TOKEN=⟨t⟩\n"
            "vault kv get -mount=hpc kaamos/slurmdbd",
            'curl -H "X-Vault-Token: ⟨t⟩" '
            "https://vault.hpc.perameri.fi:8200/v1/hpc/data/ceph/rgw-admin",
            "vault operator init (testiklusteri, 3/5):\nUnseal Key 1: ⟨uk⟩\n"
            "Unseal Key 2: ⟨uk2⟩\nUnseal Key 3: ⟨uk3⟩\n\nInitial Root Token: ⟨t⟩",
            "Vaultin root token (käytetty vain unseal-harjoituksessa): ⟨t⟩",
        ),
        _vault,
        n=7,
        secrets=("t", "uk", "uk2", "uk3"),
    ),
    Kind(
        "chat_webhooks",
        (
            "curl -i -X POST -H 'Content-Type: application/json' "
            '-d \'{"text": "slurmctld failover on kaamos"}\' https://chat.perameri.fi/hooks/⟨h⟩',
            "alertmanager.yml:\nreceivers:\n  - name: hpc-oncall\n    webhook_configs:\n"
            "      - url: https://chat.perameri.fi/hooks/⟨h⟩",
            "Mattermost incoming webhook for ~kaamos-alerts: https://chat.perameri.fi/hooks/⟨h⟩",
            "仙台ラボの Slack 通知用 Webhook: " + _SLACK_HOOKS + "⟨ws⟩/⟨ch⟩/⟨sl⟩",
        ),
        _hooks,
        n=7,
        secrets=("h", "sl"),
    ),
    Kind(
        "github_tokens",
        (
            "git remote add github https://⟨user⟩:⟨t⟩@github.com/aoba-lab/kaamos-workflows.git",
            "GH_TOKEN=⟨t⟩ gh release create v⟨ver⟩ dist/*.whl --repo aoba-lab/hpc-recipes",
            "fine-grained PAT for the mirror job (contents: read/write on aoba-lab/hpc-recipes):"
            " ⟨fg⟩",
            "- name: Mirror to GitLab\n  env:\n    GITHUB_TOKEN: ⟨fg⟩\n  run: ./scripts/mirror.sh",
        ),
        _github,
        n=7,
        secrets=("t", "fg"),
    ),
    Kind(
        "huggingface_token",
        (
            "huggingface-cli login --token ⟨t⟩ --add-to-git-credential",
            "export HF_TOKEN=⟨t⟩\nexport HF_HOME=/scratch/project_2009031/hf-cache",
            "HF-token Sendain LLM-ajoihin (read-only, gated Llama-mallit): ⟨t⟩",
            "#!/bin/bash\n#SBATCH --partition=gpu\n#SBATCH --gres=gpu:a100:4\n"
            "export HUGGING_FACE_HUB_TOKEN=⟨t⟩\nsrun python finetune.py --config cfg/lora.yaml",
        ),
        _hf,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "wandb_api_key",
        (
            "wandb login ⟨k⟩",
            "~/.netrc:\nmachine api.wandb.ai\n  login user\n  password ⟨k⟩",
            "WANDB_API_KEY=⟨k⟩ sbatch --array=0-15 train_array.sh  # job ⟨job⟩",
            "W&B の API キー（研究室共有アカウント）: ⟨k⟩",
        ),
        _wandb,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "openstack_application_credential",
        (
            "export OS_AUTH_TYPE=v3applicationcredential\n"
            "export OS_AUTH_URL=https://cloud.perameri.fi:5000/v3\n"
            "export OS_APPLICATION_CREDENTIAL_ID=⟨id⟩\n"
            "export OS_APPLICATION_CREDENTIAL_SECRET=⟨sec⟩",
            "clouds.yaml:\nclouds:\n  kaamos-cloud:\n    auth:\n"
            "      auth_url: https://cloud.perameri.fi:5000/v3\n"
            '      application_credential_id: "⟨id⟩"\n'
            '      application_credential_secret: "⟨sec⟩"\n'
            "    auth_type: v3applicationcredential",
            "openstack application credential create gitlab-ci --secret ⟨sec⟩ --role member",
        ),
        _openstack,
        n=6,
        secrets=("sec",),
    ),
    Kind(
        "passwords_in_prose_and_tables",
        (
            "Sendain DTN:n sftp-tunnus on aoba-xfer ja salasana ⟨pw⟩ – tämä on heidän "
            "päässään, ei meidän LDAPissa.",
            "仙台側の共有 SFTP アカウント aoba-xfer のパスワードは「⟨pw⟩」です。",
            "| Palvelu | Tunnus | Salasana |\n|---|---|---|\n| iDRAC kaamos-gpu⟨n⟩ | root | "
            "⟨pw⟩ |\n| Ceph dashboard | admin | ⟨pw2⟩ |",
            "The BMC password for the new GPU nodes is ⟨pw⟩ (same on all ⟨n⟩), change it "
            "before go-live.",
            "restic -r s3:https://s3.kaamos.perameri.fi/backup-ldap backup /var/lib/ldap "
            "(RESTIC_PASSWORD=⟨pw2⟩)",
        ),
        _prose,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Ajo ⟨job⟩ (array ⟨job⟩_[0-⟨k⟩]) valmis.\nsha256 ⟨sha⟩  results.tar.zst\n"
            "DOI: 10.5281/zenodo.⟨rec⟩\nGlobus task ⟨task⟩\n"
            "S3 secret (projektille avattu väliaikaisesti): ⟨sk⟩",
            "Incident 2028-04-09 (Sendai link)\n- host key ⟨fp⟩\n"
            "- image harbor.perameri.fi/aoba/relion@sha256:⟨dig⟩\n- PI ORCID ⟨orcid⟩\n"
            "- Vault token that was left in the shell history: ⟨vt⟩",
            "引き継ぎメモ\n・ジョブ ⟨job⟩ は OOM で失敗\n・データセットの md5: ⟨md5⟩\n"
            "・Grafana の admin パスワード: ⟨pw⟩",
        ),
        _among,
        n=6,
        secrets=("sk", "vt", "pw"),
    ),
)
