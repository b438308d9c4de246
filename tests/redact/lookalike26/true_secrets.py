"""True secrets as they leak into a telematics engineer's memory notes.

Each kind names the fields that must not survive. A multi-line key is listed line by line
(every body line of 16+ characters), see ``cases.secrets_of``.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike26.gen import (
    ALNUM,
    B64STD,
    B64URL,
    LOWER_ALNUM,
    PW_URLSAFE,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    der,
    ec_p256_private,
    epoch,
    hexbytes,
    hexs,
    imei,
    jwt,
    num,
    openssh_ed25519_private,
    passphrase,
    password,
    pick,
    uhex,
    uuid4,
    vin,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_HVS = "hv" + "s."
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_GR = "GR" + "1348941"
_AKCP = "AK" + "Cp8"
_AIZA = "AI" + "za"
_APA = "APA" + "91b"
_STS = "IQoJb3JpZ2luX2Vj"
_BEGIN = "-----BEGIN "
_END = "-----END "
_RSA_PEM = _BEGIN + "RSA PRIVATE KEY-----\n⟨body⟩\n" + _END + "RSA PRIVATE KEY-----"
_EC_PEM = _BEGIN + "EC PRIVATE KEY-----\n⟨body⟩\n" + _END + "EC PRIVATE KEY-----"
_SSH_PEM = _BEGIN + "OPENSSH PRIVATE KEY-----\n⟨body⟩\n" + _END + "OPENSSH PRIVATE KEY-----"

_GITLAB = "gitlab.svratka-tm.cz"
_THINGS = ("tcu-gen4-brno-bench-03", "tcu-gen4-seoul-hil-11", "gw-ecu-proto-b2", "tcu-fleet-canary")


def _aws_key_id(r: Random, prefix: str = _AKIA) -> str:
    return prefix + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def _aws_secret(r: Random) -> str:
    return pick(r, B64STD, 40)


def _aws(r: Random) -> dict[str, str]:
    return {
        "kid": _aws_key_id(r),
        "sk": _aws_secret(r),
        "bucket": r.choice(("svratka-ota-images-eu", "svratka-ota-images-kr", "tcu-fw-staging")),
    }


def _sts(r: Random) -> dict[str, str]:
    return {"asia": _aws_key_id(r, _ASIA), "sk": _aws_secret(r), "st": _STS + b64(r, 480)}


def _rsa(r: Random) -> dict[str, str]:
    body = der(r, "308204a40201000282010100", 1192)
    p8 = der(r, "308204be020100300d06092a864886f70d0101010500048204a8308204a4020100", 1218)
    return {
        "body": body,
        "bodyj": body.replace("\n", "\\n"),
        "p8": p8,
        "thing": r.choice(_THINGS),
        "certid": hexs(r, 64),
    }


def _ec(r: Random) -> dict[str, str]:
    return {"body": ec_p256_private(r), "keyid": hexs(r, 64)}


def _tuf(r: Random) -> dict[str, str]:
    return {"keyid": hexs(r, 64), "pub": hexs(r, 64), "priv": hexs(r, 64)}


def _ssh(r: Random) -> dict[str, str]:
    comment = r.choice(("ci@build-brno-03", "yocto-mirror", "hil-seoul-11", "ota-deploy"))
    return {"body": openssh_ed25519_private(r, comment)}


def _pem_text(kind: str, body: str) -> str:
    return f"{_BEGIN}{kind}-----\n{body}\n{_END}{kind}-----\n"


def _kubeconfig(r: Random) -> dict[str, str]:
    return {
        "key": b64_of(_pem_text("EC PRIVATE KEY", ec_p256_private(r))),
        "cert": b64_of(_pem_text("CERTIFICATE", der(r, "308201b83082015ea003020102", 444))),
    }


def _k8s_jwt(r: Random) -> str:
    ns = r.choice(("ota", "telematics", "kube-system", "fleet-api"))
    sa = r.choice(("ota-director", "gitlab-deployer", "can-ingest", "admin-user"))
    now = epoch(r)
    claims = {
        "aud": ["https://kubernetes.default.svc.cluster.local"],
        "exp": now + 31536000,
        "iat": now,
        "iss": "https://kubernetes.default.svc.cluster.local",
        "kubernetes.io": {
            "namespace": ns,
            "serviceaccount": {"name": sa, "uid": uuid4(r)},
        },
        "nbf": now,
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return jwt(r, {"alg": "RS256", "kid": b64url(r, 32)}, claims, 256)


def _k8s_token(r: Random) -> dict[str, str]:
    return {"jwt": _k8s_jwt(r)}


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 22, 24)))
    return {"pw": pw, "pw_b64": b64_of(pw), "user_b64": b64_of(r.choice(("bridge", "tcu-fleet")))}


def _vault_token(r: Random) -> str:
    if r.random() < 0.6:
        return _HVS + "CAESI" + pick(r, B64URL, 86)
    return _HVS + pick(r, ALNUM, 24)


def _vault(r: Random) -> dict[str, str]:
    return {"t": _vault_token(r)}


def _approle(r: Random) -> dict[str, str]:
    return {"role": uuid4(r), "sid": uuid4(r), "acc": uuid4(r)}


def _unseal(r: Random) -> dict[str, str]:
    keys = [b64(r, 33) for _ in range(3)]
    return {
        "k1": keys[0],
        "k2": keys[1],
        "k3": keys[2],
        "h1": hexs(r, 66),
        "root": _HVS + pick(r, ALNUM, 24),
    }


def _glpat(r: Random) -> dict[str, str]:
    if r.random() < 0.7:
        t = _GLPAT + pick(r, B64URL, 20)
    else:
        t = _GLPAT + pick(r, B64URL, 36) + ".01." + pick(r, LOWER_ALNUM, 9)
    return {"t": t}


def _runner(r: Random) -> dict[str, str]:
    prefix = _GLRT + r.choice(("", "t1_", "t2_"))
    return {"t": prefix + pick(r, B64URL, 20), "reg": _GR + pick(r, B64URL, 20), "id": num(r, 4)}


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, B64STD, 64),
        "cl": pick(r, LOWER_ALNUM, 5),
        "p": pick(r, LOWER_ALNUM, 5),
    }


def _mqtt(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 20, 24, 28))), "vin": vin(r)}


def _db(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26)), PW_URLSAFE),
        "influx": b64url(r, 64).replace("-", "x").replace("_", "Q") + "==",
    }


def _harbor(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM, 32), "id": num(r, 2)}


def _artifactory(r: Random) -> dict[str, str]:
    raw = f"reftkn:01:{r.randint(1830000000, 1860000000)}:{pick(r, ALNUM, 27)}"
    return {
        "ak": _AKCP + pick(r, ALNUM, 68),
        "ref": b64_of(raw),
        "ver": f"24.{r.randint(1, 52)}.{r.randint(0, 9)}",
    }


def _hawkbit(r: Random) -> dict[str, str]:
    return {
        "tt": pick(r, ALNUM, 32),
        "gt": pick(r, ALNUM, 32),
        "ctrl": r.choice(("tcu-", "gw-", "hu-")) + vin(r),
    }


def _uds(r: Random) -> dict[str, str]:
    return {
        "k": uhex(r, 32),
        "k2": hexs(r, 32),
        "k64": hexs(r, 64),
        "carr": "0x" + hexbytes(r, 16, sep=", 0x"),
    }


def _secoc(r: Random) -> dict[str, str]:
    return {"k": uhex(r, 32), "k2": uhex(r, 32), "kl": hexs(r, 32)}


def _oauth(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM, 32),
        "cs2": pick(r, B64URL, 64),
        "cid": "svratka-" + pick(r, LOWER_ALNUM, 8),
    }


def _vehicle_jwt(r: Random) -> dict[str, str]:
    car = vin(r)
    now = epoch(r)
    claims = {
        "iss": "https://auth.svratka-tm.cz/realms/fleet",
        "sub": uuid4(r),
        "aud": "vehicle-api",
        "vin": car,
        "scope": "vehicle.location vehicle.lock vehicle.climate",
        "iat": now,
        "exp": now + 3600,
        "jti": uuid4(r),
    }
    token = jwt(r, {"alg": "RS256", "typ": "JWT", "kid": pick(r, B64URL, 43)}, claims, 256)
    return {"jwt": token, "vin": car}


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40)}


def _slack(r: Random) -> dict[str, str]:
    return {
        "team": "T" + pick(r, UPPER_ALNUM, r.choice((8, 10))),
        "hook": "B" + pick(r, UPPER_ALNUM, r.choice((10, 11))),
        "tok": pick(r, ALNUM, 24),
        "camp": uuid4(r),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
        "skey": pick(r, ALNUM, 32),
        "msisdn": num(r, 9),
    }


def _google(r: Random) -> dict[str, str]:
    return {
        "maps": _AIZA + pick(r, B64URL, 35),
        "fcm": "AAAA" + pick(r, B64URL, 7) + ":" + _APA + pick(r, B64URL, 134),
        "n": num(r, 4),
    }


def _psk(r: Random) -> dict[str, str]:
    while True:
        psk = passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 20, 24)))
        if len(psk) >= 16:
            return {"psk": psk, "ssid": pick(r, "0123456789ABCDEF", 4)}


def _keystore(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 20, 24))), "pw2": password(r, 18)}


def _prose_pw(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((16, 18, 21, 24))) if r.random() < 0.75 else passphrase(r)
    while len(pw) < 16:
        pw = password(r, 18)
    return {"pw": pw}


def _among(r: Random) -> dict[str, str]:
    return {
        "tk": num(r, 4),
        "vin": vin(r),
        "imei": imei(r),
        "sha": hexs(r, 64),
        "keyid": hexs(r, 64),
        "pw": password(r, 20),
        "ver": f"4.{r.randint(0, 19)}.{r.randint(0, 9)}",
        "commit": hexs(r, 40),
        "pipe": num(r, 6),
        "glpat": _GLPAT + pick(r, B64URL, 20),
        "swn": f"{num(r, 5)}-{pick(r, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}{num(r, 3)}",
        "vt": _vault_token(r),
        "trace": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "aws_secret_access_key",
        (
            "~/.aws/credentials on the HIL bench PC:\n[brno-hil]\naws_access_key_id = ⟨kid⟩\n"
            "aws_secret_access_key = ⟨sk⟩\nregion = eu-central-1",
            "export AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ && "
            "aws iot list-things --thing-type-name TCU-Gen4",
            "$ aws configure set aws_secret_access_key ⟨sk⟩ --profile seoul-fleet",
            "IAM uživatel ota-uploader (nahrává image do s3://⟨bucket⟩): "
            "klíč ⟨kid⟩, tajný klíč ⟨sk⟩",
        ),
        _aws,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            "[seoul-admin]\naws_access_key_id = ⟨asia⟩\naws_secret_access_key = ⟨sk⟩\n"
            "aws_session_token = ⟨st⟩",
            "AWS_SESSION_TOKEN=⟨st⟩\nAWS_SECRET_ACCESS_KEY=⟨sk⟩\nAWS_ACCESS_KEY_ID=⟨asia⟩",
            '{\n  "Credentials": {\n    "AccessKeyId": "⟨asia⟩",\n'
            '    "SecretAccessKey": "⟨sk⟩",\n    "SessionToken": "⟨st⟩",\n'
            '    "Expiration": "2027-10-14T16:02:11+00:00"\n  }\n}',
        ),
        _sts,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "iot_device_rsa_private_key",
        (
            _RSA_PEM,
            "AWS IoT create-keys-and-certificate for thing ⟨thing⟩ (cert ⟨certid⟩), "
            "private.pem.key:\n\n" + _RSA_PEM,
            '"keyPair": {\n  "PrivateKey": "'
            + _BEGIN
            + "RSA PRIVATE KEY-----\\n⟨bodyj⟩\\n"
            + _END
            + 'RSA PRIVATE KEY-----\\n"\n}',
            "Klíč zařízení pro ⟨thing⟩ (PKCS#8):\n"
            + _BEGIN
            + "PRIVATE KEY-----\n⟨p8⟩\n"
            + _END
            + "PRIVATE KEY-----",
        ),
        _rsa,
        n=7,
        secrets=("body", "bodyj", "p8"),
    ),
    Kind(
        "uptane_ec_signing_key",
        (
            _EC_PEM,
            "Klíč pro podepisování targets metadat (image repo, keyid ⟨keyid⟩):\n\n" + _EC_PEM,
            "$ cat keys/director/online.pem\n" + _EC_PEM,
            "디렉터 온라인 키 (서울 스테이징, keyid ⟨keyid⟩):\n" + _EC_PEM + "\n",
        ),
        _ec,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "tuf_ed25519_private_keyval",
        (
            '{"keytype": "ed25519", "scheme": "ed25519", "keyid": "⟨keyid⟩", '
            '"keyval": {"public": "⟨pub⟩", "private": "⟨priv⟩"}}',
            'targets.sec from the offline laptop:\n{"keytype":"ED25519","keyval":'
            '{"public":"⟨pub⟩","private":"⟨priv⟩"}}',
            "Seoul exported the timestamp role key; private half ⟨priv⟩ "
            "(public ⟨pub⟩). 금요일까지 교체 예정.",
            "timestamp_key:\n  keyid: ⟨keyid⟩\n  public: ⟨pub⟩\n  private: ⟨priv⟩",
        ),
        _tuf,
        n=7,
        secrets=("priv",),
    ),
    Kind(
        "openssh_private_key",
        (
            _SSH_PEM,
            "Deploy key for the yocto-layers mirror (~/.ssh/id_ed25519 on build-brno-03):\n"
            + _SSH_PEM,
            "GitLab CI variable SSH_PRIVATE_KEY (type File), value:\n\n" + _SSH_PEM + "\n",
        ),
        _ssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "kubeconfig_client_key_data",
        (
            "users:\n- name: seoul-admin\n  user:\n    client-certificate-data: ⟨cert⟩\n"
            "    client-key-data: ⟨key⟩",
            "kubectl config set users.brno-ops.client-key-data ⟨key⟩",
            "client-key-data z rke2 kubeconfigu (cluster ota-prod-kr): ⟨key⟩",
        ),
        _kubeconfig,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "kubernetes_service_account_token",
        (
            "kubectl --server https://10.42.0.1:6443 --token=⟨jwt⟩ -n ota get pods",
            "users:\n- name: gitlab-deployer\n  user:\n    token: ⟨jwt⟩",
            'curl -k -H "Authorization: Bearer ⟨jwt⟩" '
            "https://10.42.0.1:6443/api/v1/namespaces/ota/secrets",
            "$ kubectl create token ota-director -n ota --duration=8760h\n⟨jwt⟩",
        ),
        _k8s_token,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "kubernetes_secret_values",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: mqtt-bridge\n"
            "  namespace: telematics\ntype: Opaque\ndata:\n  username: ⟨user_b64⟩\n"
            "  password: ⟨pw_b64⟩",
            "kubectl -n ota create secret generic director-db --from-literal=username=director "
            "--from-literal=password='⟨pw⟩'",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: kafka-client\nstringData:\n"
            '  KAFKA_SASL_PASSWORD: "⟨pw⟩"',
            "$ kubectl get secret grafana-admin -o jsonpath='{.data.admin-password}'\n⟨pw_b64⟩",
        ),
        _k8s_secret,
        n=7,
        secrets=("pw", "pw_b64"),
    ),
    Kind(
        "vault_token",
        (
            "export VAULT_ADDR=https://vault.brno.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            "vault login -method=token token=⟨t⟩",
            'curl -H "X-Vault-Token: ⟨t⟩" '
            "https://vault.seoul.internal:8200/v1/kv/data/ota/director",
            "Root token z init ceremonie (ještě nerevokován!): ⟨t⟩",
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_approle_secret_id",
        (
            "vault write auth/approle/login role_id=⟨role⟩ secret_id=⟨sid⟩",
            "$ vault write -f auth/approle/role/gitlab-ci/secret-id\n"
            "Key                   Value\n---                   -----\n"
            "secret_id             ⟨sid⟩\nsecret_id_accessor    ⟨acc⟩\n"
            "secret_id_num_uses    0\nsecret_id_ttl         768h",
            "CI/CD proměnné projektu ota-director: VAULT_ROLE_ID=⟨role⟩, VAULT_SECRET_ID=⟨sid⟩",
            '{"role_id": "⟨role⟩", "secret_id": "⟨sid⟩"}',
        ),
        _approle,
        n=7,
        secrets=("sid",),
    ),
    Kind(
        "vault_unseal_and_root",
        (
            "Unseal Key 1: ⟨k1⟩\nUnseal Key 2: ⟨k2⟩\nUnseal Key 3: ⟨k3⟩\n\n"
            "Initial Root Token: ⟨root⟩",
            "vault operator unseal ⟨k2⟩",
            "Recovery Key 1: ⟨k1⟩ (보관: 김민준, 서울)\nRecovery Key 2: ⟨k2⟩ (drží Tereza, Brno)",
            '{"unseal_keys_b64": ["⟨k1⟩", "⟨k3⟩"], "unseal_keys_hex": ["⟨h1⟩"], '
            '"root_token": "⟨root⟩"}',
        ),
        _unseal,
        n=7,
        secrets=("k1", "k2", "k3", "h1", "root"),
    ),
    Kind(
        "gitlab_personal_access_token",
        (
            f"git clone https://oauth2:⟨t⟩@{_GITLAB}/ecu/tcu-gen4.git",
            f'curl --header "PRIVATE-TOKEN: ⟨t⟩" "https://{_GITLAB}/api/v4/projects/412/'
            'pipelines?ref=main"',
            f"glab auth login --hostname {_GITLAB} --token ⟨t⟩",
            "GitLab PAT (scope api, vyprší 2027-12-31): ⟨t⟩",
        ),
        _glpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "gitlab_runner_tokens",
        (
            '[[runners]]\n  name = "hil-bench-07"\n  url = "https://' + _GITLAB + '"\n'
            '  id = ⟨id⟩\n  token = "⟨t⟩"\n  executor = "docker"',
            f"gitlab-runner register --non-interactive --url https://{_GITLAB} "
            "--token ⟨t⟩ --executor shell --description seoul-hil-rack",
            f"gitlab-runner register --url https://{_GITLAB} --registration-token ⟨reg⟩ "
            "--tag-list can,hil",
            "서울 HIL 랙 러너 인증 토큰 (runner #⟨id⟩): ⟨t⟩",
        ),
        _runner,
        n=7,
        secrets=("t", "reg"),
    ),
    Kind(
        "confluent_kafka_api_secret",
        (
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule "
            'required username="⟨key⟩" password="⟨sec⟩";',
            "confluent api-key store ⟨key⟩ ⟨sec⟩ --resource lkc-⟨cl⟩",
            "KAFKA_SASL_USERNAME=⟨key⟩\nKAFKA_SASL_PASSWORD=⟨sec⟩\n"
            "KAFKA_BOOTSTRAP=pkc-⟨p⟩.eu-central-1.aws.confluent.cloud:9092",
            "| API key | Secret | Cluster |\n|---|---|---|\n"
            "| ⟨key⟩ | ⟨sec⟩ | lkc-⟨cl⟩ (vehicle-events) |",
        ),
        _confluent,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "mqtt_broker_password",
        (
            "mosquitto_pub -h mqtt.svratka-tm.cz -p 8883 --cafile ca.crt -u tcu-fleet "
            "-P '⟨pw⟩' -t 'vehicle/⟨vin⟩/cmd' -m '{\"op\":\"wake\"}'",
            '[[outputs.mqtt]]\n  servers = ["ssl://mqtt.svratka-tm.cz:8883"]\n'
            '  topic_prefix = "bench"\n  username = "telegraf"\n  password = "⟨pw⟩"',
            'client.username_pw_set("bench-⟨vin⟩", "⟨pw⟩")',
            "EMQX 대시보드 admin 계정 / ⟨pw⟩ (서울 클러스터)",
        ),
        _mqtt,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "database_url_passwords",
        (
            "DATABASE_URL=postgresql://fleet_rw:⟨pw⟩@timescale.ota.svc:5432/telemetry"
            "?sslmode=require",
            "redis-cli -h ota-cache.brno.internal -a '⟨pw⟩' --no-auth-warning INFO replication",
            "INFLUX_TOKEN=⟨influx⟩ influx query 'from(bucket:\"can-raw\") |> range(start:-1h)'",
            'psql "host=pg-kr.svratka.internal user=director password=⟨pw⟩ dbname=uptane"',
        ),
        _db,
        n=7,
        secrets=("pw", "influx"),
    ),
    Kind(
        "harbor_robot_secret",
        (
            "docker login harbor.svratka-tm.cz -u 'robot$ecu-images+gitlab-ci' -p ⟨s⟩",
            "echo '⟨s⟩' | docker login harbor.svratka-tm.cz -u 'robot$ota+puller' --password-stdin",
            '{"id": ⟨id⟩, "name": "robot$ecu-images+ci", "secret": "⟨s⟩", '
            '"expires_at": 1830297600}',
            "imagePullSecret pro Harbor: robot$ota+k8s / ⟨s⟩",
        ),
        _harbor,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "artifactory_tokens",
        (
            'curl -H "X-JFrog-Art-Api: ⟨ak⟩" -T tcu-gen4-⟨ver⟩.swu '
            "https://artifactory.svratka-tm.cz/artifactory/ecu-fw-local/",
            "jf config add svratka --url=https://artifactory.svratka-tm.cz "
            "--access-token=⟨ref⟩ --interactive=false",
            "conan remote login artifactory ci-brno -p ⟨ref⟩",
            "ARTIFACTORY_API_KEY=⟨ak⟩\nARTIFACTORY_ACCESS_TOKEN=⟨ref⟩",
        ),
        _artifactory,
        n=7,
        secrets=("ak", "ref"),
    ),
    Kind(
        "hawkbit_security_tokens",
        (
            'curl -H "Authorization: TargetToken ⟨tt⟩" '
            "https://hawkbit.svratka-tm.cz/DEFAULT/controller/v1/⟨ctrl⟩",
            "[client]\nhawkbit_server = hawkbit.svratka-tm.cz\nssl = true\ntenant_id = DEFAULT\n"
            "target_name = ⟨ctrl⟩\nauth_token = ⟨tt⟩\nbundle_download_location = /tmp/bundle.raucb",
            "[client]\nhawkbit_server = hawkbit.svratka-tm.cz\ntenant_id = DEFAULT\n"
            "target_name = ⟨ctrl⟩\ngateway_token = ⟨gt⟩",
            "Gateway security token pro celý HIL rack: ⟨gt⟩",
        ),
        _hawkbit,
        n=7,
        secrets=("tt", "gt"),
    ),
    Kind(
        "uds_security_access_key",
        (
            "SA level 0x11 (programming) = AES-128-CMAC over the seed; OEM key K = ⟨k⟩",
            "static const uint8_t SA_KEY_L11[16] = { ⟨carr⟩ };",
            "ODX poznámka: SecurityAccess 0x27 05/06, algoritmus HMAC-SHA256, "
            "tajemství ⟨k64⟩ (jen pro Seoul bench)",
            "seedkey.ini\n[Level_01]\nAlgorithm=AES128\nKey=⟨k⟩\n[Level_11]\nKey=⟨k2⟩",
        ),
        _uds,
        n=7,
        secrets=("k", "k2", "k64", "carr"),
    ),
    Kind(
        "secoc_and_she_keys",
        (
            "SecOC master klíč pro Body-CAN (KeyId 0x0104): ⟨k⟩ — nahrávat přes "
            "Csm_KeyElementSet jen na testovacích kusech",
            "SHE provisioning (M1..M5 generated locally): MASTER_ECU_KEY=⟨k⟩ KEY_1=⟨k2⟩",
            'csm_keys.yaml\nsecoc_body_can:\n  key_id: 0x0104\n  aes128: "⟨kl⟩"',
            '<ECUC-TEXTUAL-PARAM-VALUE>\n  <DEFINITION-REF DEST="ECUC-STRING-PARAM-DEF">'
            "/SVRATKA/EcucDefs/CryIf/CryIfKey/CryIfKeyValue</DEFINITION-REF>\n"
            "  <VALUE>⟨k⟩</VALUE>\n</ECUC-TEXTUAL-PARAM-VALUE>",
        ),
        _secoc,
        n=7,
        secrets=("k", "k2", "kl"),
    ),
    Kind(
        "oauth_client_secret",
        (
            "curl -X POST https://auth.svratka-tm.cz/realms/fleet/protocol/openid-connect/token "
            "-d grant_type=client_credentials -d client_id=vehicle-api-gw -d client_secret=⟨cs⟩",
            "KEYCLOAK_CLIENT_ID=vehicle-api-gw\nKEYCLOAK_CLIENT_SECRET=⟨cs⟩",
            "spring.security.oauth2.client.registration.oem.client-secret=⟨cs2⟩",
            "OEM partner sandbox: client_id ⟨cid⟩, client secret ⟨cs2⟩",
        ),
        _oauth,
        n=7,
        secrets=("cs", "cs2"),
    ),
    Kind(
        "vehicle_api_access_token",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            "https://api.svratka-tm.cz/v3/vehicles/⟨vin⟩/location",
            "POST /v3/vehicles/⟨vin⟩/doors/lock HTTP/1.1\nHost: api.svratka-tm.cz\n"
            "Authorization: Bearer ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","token_type":"Bearer","expires_in":3600,'
            '"scope":"vehicle.location vehicle.lock"}',
            "서울 팀 테스트용 토큰 (⟨vin⟩): ⟨jwt⟩",
        ),
        _vehicle_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "datadog_keys",
        (
            "DD_API_KEY=⟨api⟩ DD_SITE=datadoghq.eu datadog-agent run",
            'curl "https://api.datadoghq.eu/api/v1/monitor" -H "DD-API-KEY: ⟨api⟩" '
            '-H "DD-APPLICATION-KEY: ⟨app⟩"',
            "datadog:\n  apiKey: ⟨api⟩\n  appKey: ⟨app⟩\n  site: datadoghq.eu",
            "Datadog API klíč pro fleet monitor: ⟨api⟩",
        ),
        _datadog,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "slack_webhook_url",
        (
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"OTA campaign ⟨camp⟩ finished"}\' '
            "https://hooks.slack.com/services/⟨team⟩/⟨hook⟩/⟨tok⟩",
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/⟨team⟩/⟨hook⟩/⟨tok⟩",
            "receivers:\n- name: ota-oncall\n  slack_configs:\n"
            "  - api_url: https://hooks.slack.com/services/⟨team⟩/⟨hook⟩/⟨tok⟩\n"
            "    channel: '#ota-alerts'",
        ),
        _slack,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "twilio_sms_wakeup_credentials",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "-u ⟨sid⟩:⟨tok⟩ --data-urlencode 'Body=WAKEUP' --data-urlencode 'To=+420⟨msisdn⟩'",
            "SMS wake-up přes Twilio: API key ⟨sk⟩, secret ⟨skey⟩",
            "Super SIM fleet API auth: ⟨sid⟩ / ⟨tok⟩",
        ),
        _twilio,
        n=7,
        secrets=("tok", "skey"),
    ),
    Kind(
        "google_maps_and_fcm_keys",
        (
            "GOOGLE_MAPS_API_KEY=⟨maps⟩  # geocoding for trip history, server side",
            "curl -X POST https://fcm.googleapis.com/fcm/send "
            '-H "Authorization: key=⟨fcm⟩" -H "Content-Type: application/json" '
            '-d \'{"to":"/topics/recall-⟨n⟩"}\'',
            "FCM legacy server key (companion app push, 서울에서 관리): ⟨fcm⟩",
            "geocoder.yaml\nprovider: google\napi_key: ⟨maps⟩",
        ),
        _google,
        n=7,
        secrets=("maps", "fcm"),
    ),
    Kind(
        "wifi_hotspot_psk",
        (
            "hostapd.conf na TCU (dev image):\ninterface=wlan0\nssid=SVRATKA-⟨ssid⟩\nwpa=2\n"
            "wpa_key_mgmt=WPA-PSK\nwpa_passphrase=⟨psk⟩",
            'network={\n    ssid="HIL-Brno-5G"\n    psk="⟨psk⟩"\n    key_mgmt=WPA-PSK\n}',
            "nmcli dev wifi connect 'Seoul-Lab-2F' password '⟨psk⟩'",
            "Heslo k Wi-Fi v garáži (testovací vozy): ⟨psk⟩",
        ),
        _psk,
        n=7,
        secrets=("psk",),
    ),
    Kind(
        "signing_keystore_passwords",
        (
            "openssl pkcs12 -export -in tcu.crt -inkey tcu.key -out tcu.p12 -passout pass:⟨pw⟩",
            "keystore.properties\nstorePassword=⟨pw⟩\nkeyPassword=⟨pw2⟩\n"
            "keyAlias=companion-release\nstoreFile=release.jks",
            "jarsigner -keystore ota-signer.jks -storepass ⟨pw⟩ update.jar ota",
            "keytool -importkeystore -srckeystore uptane-root.p12 -srcstoretype PKCS12 "
            "-srcstorepass '⟨pw⟩' -destkeystore root.jks",
        ),
        _keystore,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "czech_prose_passwords",
        (
            "Heslo k administraci OTA serveru (uživatel ota-admin) je ⟨pw⟩, platí do konce října.",
            "Pro přístup do Vaultu na HIL stole použij účet brno-hil s heslem ⟨pw⟩.",
            "Tereza říkala, že root heslo k telematické jednotce v dev režimu je „⟨pw⟩“.",
            "Licenční server TRACE32: jméno trace32, heslo ⟨pw⟩ (neposílat mimo tým)",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "korean_prose_passwords",
        (
            "OTA 관리자 계정(ota-admin) 비밀번호는 ⟨pw⟩ 입니다. 이번 주 금요일에 변경 예정.",
            "서울 HIL 벤치 VPN 접속 정보: 아이디 hil-seoul, 비밀번호 `⟨pw⟩`",
            "김서연 님이 공유한 Grafana 관리자 비번: ⟨pw⟩ (외부 공유 금지)",
            "Kafka UI 로그인 — 사용자 kafka-ui / 암호 ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident OTA-⟨tk⟩ (2027-10-09)\n- VIN ⟨vin⟩, TCU IMEI ⟨imei⟩\n"
            "- image sha256 ⟨sha⟩\n- Uptane keyid ⟨keyid⟩\n"
            "- the bench MQTT password was ⟨pw⟩ until we rotated it",
            "Release notes tcu-gen4 ⟨ver⟩\n▹ commit ⟨commit⟩\n▹ pipeline #⟨pipe⟩\n"
            "▹ GitLab PAT for the mirror job: ⟨glpat⟩ (rotate!)\n▹ firmware digest sha256:⟨sha⟩",
            "Seoul sync 10/21\n| item | value |\n|---|---|\n| ECU SW | ⟨swn⟩ |\n"
            "| DTC | U0100-87 |\n| Vault token | ⟨vt⟩ |\n| trace id | ⟨trace⟩ |",
        ),
        _among,
        n=7,
        secrets=("pw", "glpat", "vt"),
    ),
)
