"""True secrets as they leak into an SRE's memory notes at the bank; each kind names the
fields that must not survive. A multi-line field (a key body) counts line by line."""

from __future__ import annotations

import struct
from random import Random

from tests.redact.lookalike61.gen import (
    ALNUM,
    B32,
    B64URL,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    day,
    hexs,
    iban,
    num,
    password,
    pick,
    ts,
    uhexs,
    uuid4,
    wrap,
)

# Vendor prefixes and key armour are joined from pieces so that no literal is a credential.
_HVS = "hv" + "s."
_HVB = "hv" + "b."
_DT_API = "dt0" + "c01."
_DT_OAUTH = "dt0" + "s02."
_DT_PLATFORM = "dt0" + "s16."
_JF_REF = "cmVm" + "dGtuOjAxOj"
_JF_KEY = "AKC" + "p8"
_BEGIN = "-----BEG" + "IN "
_END = "-----EN" + "D "
_PK = "PRIVATE " + "KEY-----"
_PKCS8 = (_BEGIN + _PK, _END + _PK)
_EC = (_BEGIN + "EC " + _PK, _END + "EC " + _PK)
_OSSH = (_BEGIN + "OPENSSH " + _PK, _END + "OPENSSH " + _PK)

_USERS = ("mkovac", "jnovak", "psvoboda", "zhorvathova", "tdvorak", "lbalaz", "kprochazka")
_SVC = ("svc_payments", "svc_sepa_inst", "svc_cards", "ledger_app", "kc_app", "svc_psd2_gw")
_APPS = ("sepa-inst-gw", "psd2-gw", "card-issuing-api", "ledger-service", "notif-svc")
_NS = ("payments", "psd2", "cards", "iam", "ledger", "observability")
_DT_ENVS = ("xqk41872", "vzm09315", "dnv83012")


def _env(r: Random) -> str:
    return r.choice(_DT_ENVS)


# --- Vault -------------------------------------------------------------------------------


def _vault_token(r: Random) -> dict[str, str]:
    return {
        "t": _HVS + "CAESI" + pick(r, B64URL, r.choice((86, 90, 91))),
        "b": _HVB + "AAAAAQ" + pick(r, B64URL, r.choice((128, 134, 140))),
        "acc": pick(r, ALNUM, 24),
        "u": uuid4(r),
        "app": r.choice(_APPS),
    }


def _vault_init(r: Random) -> dict[str, str]:
    shares = [r.randbytes(33) for _ in range(5)]
    out = {f"k{i + 1}": b64_of(s) for i, s in enumerate(shares)}
    out.update({f"h{i + 1}": s.hex() for i, s in enumerate(shares)})
    out["root"] = _HVS + pick(r, ALNUM, 24)
    out["d"] = day(r)
    return out


def _approle(r: Random) -> dict[str, str]:
    return {
        "sid": uuid4(r),
        "rid": uuid4(r),
        "acc": uuid4(r),
        "role": r.choice(("jenkins-deploy", "kafka-connect", "psd2-gw", "batch-sepa")),
    }


# --- Consul ------------------------------------------------------------------------------


def _consul_acl(r: Random) -> dict[str, str]:
    return {
        "s": uuid4(r),
        "a": uuid4(r),
        "pid": uuid4(r),
        "t": f"{day(r)} {r.randint(7, 18):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    }


def _gossip(r: Random) -> dict[str, str]:
    return {"k": b64(r, 32), "dc": r.choice(("ba1", "ost1")), "n": str(r.randint(0, 4))}


# --- OpenShift / Kubernetes --------------------------------------------------------------


def _oc_token(r: Random) -> dict[str, str]:
    return {
        "t": "sha256~" + pick(r, B64URL, 43),
        "ns": r.choice(_NS),
        "app": r.choice(_APPS),
    }


def _k8s_jwt(r: Random) -> dict[str, str]:
    ns = r.choice(_NS)
    sa = r.choice((*_APPS, "dynatrace-operator", "vault-auth", "jenkins"))
    iat = 2_001_000_000 + r.randint(0, 3_000_000)
    header = b64url_json({"alg": "RS256", "kid": pick(r, B64URL, 43)})
    claims = {
        "aud": ["https://kubernetes.default.svc"],
        "exp": iat + r.choice((3607, 31536000)),
        "iat": iat,
        "iss": "https://kubernetes.default.svc",
        "jti": uuid4(r),
        "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4(r)}},
        "nbf": iat,
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}", "ns": ns, "sa": sa}


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 22, 24)))
    return {
        "pw": pw,
        "bp": b64_of(pw),
        "bu": b64_of(r.choice(_SVC)),
        "ns": r.choice(_NS),
        "app": r.choice(_APPS),
    }


# --- Kafka -------------------------------------------------------------------------------


def _kafka_sasl(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28)), ALNUM + "-_.!%"),
        "u": r.choice(("sepa-inst", "ledger-consumer", "kafka-connect", "cards-events")),
        "b": str(r.randint(0, 5)),
    }


def _keystore(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), ALNUM + "-_.!#"),
        "pw2": password(r, r.choice((18, 22)), ALNUM + "-_.!#"),
        "y": str(r.choice((2033, 2034))),
    }


# --- Databases ---------------------------------------------------------------------------


def _oracle(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), ALNUM + "_#"),
        "u": r.choice(_SVC).upper(),
        "pdb": r.choice(("COREPDB1", "CARDSPDB", "PSD2PDB")),
    }


def _tde(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 30)), ALNUM + "_#"),
        "pw2": password(r, r.choice((16, 20)), ALNUM + "_#"),
        "u": r.choice(_SVC),
        "q": f"rotate_2033q{r.randint(1, 2)}_{r.randint(1, 9)}",
    }


def _postgres(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 24, 32)), URL_SAFE_PW),
        "u": r.choice(("ledger_app", "kc_app", "patroni_repl", "sre_ro", "notif_app")),
        "h": r.choice(("pg-ledger-primary", "pg-ledger-replica", "pg-kc", "pg-notif")),
    }


# --- Keycloak ----------------------------------------------------------------------------


def _kc_client(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, ALNUM, 32),
        "cid": r.choice(("psd2-gw", "card-issuing-api", "jenkins", "dynatrace-sso", "ledger")),
        "uuid": uuid4(r),
        "realm": r.choice(("psd2", "internal", "retail")),
    }


def _kc_admin(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26))),
        "u": r.choice(("tmpadm", "kc-admin", "breakglass")),
    }


def _kc_tokens(r: Random) -> dict[str, str]:
    realm = r.choice(("psd2", "retail"))
    iss = f"https://sso.dunavia.sk/realms/{realm}"
    iat = 2_001_000_000 + r.randint(0, 3_000_000)
    sid, sub = uuid4(r), uuid4(r)
    azp = r.choice(("mobile-app", "ib-web", "PSDCZ-CNB-" + num(r, 8)))
    at_head = b64url_json({"alg": "RS256", "typ": "JWT", "kid": pick(r, B64URL, 43)})
    at_claims = {
        "exp": iat + 300,
        "iat": iat,
        "jti": uuid4(r),
        "iss": iss,
        "aud": "account",
        "sub": sub,
        "typ": "Bearer",
        "azp": azp,
        "sid": sid,
        "scope": "openid profile AIS",
    }
    rt_head = b64url_json({"alg": "HS512", "typ": "JWT", "kid": uuid4(r)})
    rt_claims = {
        "exp": iat + 1800,
        "iat": iat,
        "jti": uuid4(r),
        "iss": iss,
        "aud": iss,
        "sub": sub,
        "typ": "Refresh",
        "azp": azp,
        "sid": sid,
        "scope": "openid profile AIS",
    }
    return {
        "at": f"{at_head}.{b64url_json(at_claims)}.{b64url(r, 256)}",
        "rt": f"{rt_head}.{b64url_json(rt_claims)}.{b64url(r, 64)}",
        "sid": sid,
        "realm": realm,
        "azp": azp,
    }


# --- Jenkins / Artifactory ---------------------------------------------------------------


def _jenkins_token(r: Random) -> dict[str, str]:
    return {"t": "11" + hexs(r, 32), "u": r.choice((*_USERS, "svc-dynatrace"))}


def _jenkins_agent(r: Random) -> dict[str, str]:
    return {
        "s": hexs(r, 64),
        "ia": hexs(r, 32),
        "a": r.choice(("ocp-agent-03", "ostrava-win-02", "ba1-build-07", "oracle-tools-01")),
    }


def _artifactory(r: Random) -> dict[str, str]:
    exp = str(2_001_000_000 + r.randint(0, 30_000_000))
    raw = "reftkn:01:" + exp + ":" + pick(r, ALNUM, 27)
    ref = b64_of(raw)
    assert ref.startswith(_JF_REF)
    return {
        "t": ref,
        "k": _JF_KEY + pick(r, ALNUM, 68),
        "v": f"3.{r.randint(10, 19)}.{r.randint(0, 9)}",
    }


# --- Dynatrace ---------------------------------------------------------------------------


def _dt_api(r: Random) -> dict[str, str]:
    return {
        "t": _DT_API + pick(r, UPPER_ALNUM, 24) + "." + pick(r, UPPER_ALNUM, 64),
        "t2": _DT_API + pick(r, UPPER_ALNUM, 24) + "." + pick(r, UPPER_ALNUM, 64),
        "env": _env(r),
    }


def _dt_oauth(r: Random) -> dict[str, str]:
    cid_part = pick(r, UPPER_ALNUM, 8)
    return {
        "cid": _DT_OAUTH + cid_part,
        "cs": _DT_OAUTH + cid_part + "." + pick(r, UPPER_ALNUM, 64),
        "pt": _DT_PLATFORM + pick(r, UPPER_ALNUM, 24) + "." + pick(r, UPPER_ALNUM, 64),
        "u": uuid4(r),
        "env": _env(r),
    }


# --- PSD2 / keys -------------------------------------------------------------------------


def _psd2_token(r: Random) -> dict[str, str]:
    return {
        "t": pick(r, ALNUM, r.choice((40, 48))),
        "cons": uuid4(r),
        "rid": uuid4(r),
        "trace": hexs(r, 32),
        "ts": ts(r),
    }


_PKCS8_HEAD = bytes.fromhex(
    "308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"
)


def _pkcs8(r: Random) -> dict[str, str]:
    der = _PKCS8_HEAD + r.randbytes(1217 - len(_PKCS8_HEAD))
    return {
        "body": wrap(b64_of(der), 64),
        "y": str(r.choice((2033, 2034))),
        "ns": r.choice(("psd2", "payments")),
    }


def _ec(r: Random) -> dict[str, str]:
    der = (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + r.randbytes(64)
    )
    return {
        "body": wrap(b64_of(der), 64),
        "d": b64url(r, 32),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "kid": f"sepa-jws-{day(r)}",
    }


def _sshstr(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _openssh(r: Random) -> dict[str, str]:
    pk, sk = r.randbytes(32), r.randbytes(32)
    comment = r.choice(("sepa-batch@ba1-sftp", "jenkins@ocp-agent-03", "rman@ora-core-01"))
    pub = _sshstr(b"ssh-ed25519") + _sshstr(pk)
    check = r.randbytes(4)
    priv = check + check + _sshstr(b"ssh-ed25519") + _sshstr(pk) + _sshstr(sk + pk)
    priv += _sshstr(comment.encode())
    priv += bytes(range(1, 1 + (-len(priv)) % 8))
    blob = b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"")
    blob += struct.pack(">I", 1) + _sshstr(pub) + _sshstr(priv)
    return {"body": wrap(b64_of(blob), 70), "c": comment}


def _spaced_hex(r: Random) -> str:
    h = uhexs(r, 32)
    return " ".join(h[i : i + 4] for i in range(0, 32, 4))


def _hsm(r: Random) -> dict[str, str]:
    return {
        "c1": _spaced_hex(r),
        "c2": _spaced_hex(r),
        "c3": _spaced_hex(r),
        "c1x": uhexs(r, 32),
        "c2x": uhexs(r, 32),
        "kcv1": uhexs(r, 6),
        "kcv2": uhexs(r, 6),
        "kcv3": uhexs(r, 6),
        "kcv": uhexs(r, 6),
        "lmk": uhexs(r, 32),
        "d": day(r),
    }


def _processor(r: Random) -> dict[str, str]:
    return {
        "cid": "dnv-iss-" + num(r, 6),
        "cs": pick(r, B64URL, 48),
        "wh": b64(r, 32),
        "ak": hexs(r, 40),
        "env": r.choice(("UAT", "PROD")),
    }


def _s3(r: Random) -> dict[str, str]:
    return {
        "ak": pick(r, ALNUM, 20),
        "sk": pick(r, ALNUM + "+/", 40),
        "b": r.choice(("oracle-rman-ost", "velero-ba1", "pgbackrest-ledger", "kafka-tiered")),
    }


def _registry(r: Random) -> dict[str, str]:
    u = r.choice(("jenkins-push", "ocp-pull", "svc-build", "11009103|dnv-ocp-pull"))
    pw = password(r, r.choice((20, 24, 32)), ALNUM + "-_.")
    host = r.choice(("artifactory.dnv.internal", "registry.redhat.io", "quay.dnv.internal"))
    auth = b64_of(f"{u}:{pw}")
    cfg = '{"auths":{"' + host + '":{"auth":"' + auth + '"}}}'
    return {"u": u, "pw": pw, "b": auth, "bj": b64_of(cfg), "host": host, "ns": r.choice(_NS)}


def _pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 20, 24))),
        "pw2": password(r, r.choice((16, 20, 22))),
        "pw3": password(r, r.choice((17, 21))),
        "u": r.choice(_USERS),
        "d": day(r),
    }


def _pw_table(r: Random) -> dict[str, str]:
    out = _pw(r)
    out["sp1"] = " " * (23 - len(out["pw"]))
    out["sp2"] = " " * (23 - len(out["pw2"]))
    return out


def _totp(r: Random) -> dict[str, str]:
    return {"s": pick(r, B32, 32), "u": r.choice(("breakglass", "sre-oncall", "vault-root-ops"))}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "trace": hexs(r, 32),
        "cons": uuid4(r),
        "iban": iban(r, "SK", "8530"),
        "pod": f"sepa-inst-gw-{pick(r, 'bcdfghjklmnpqrstvwxz2456789', 10)}-"
        + pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "t": _DT_API + pick(r, UPPER_ALNUM, 24) + "." + pick(r, UPPER_ALNUM, 64),
        "v": _HVS + "CAESI" + pick(r, B64URL, 86),
        "pw": password(r, 22),
        "e2e": "DNV" + num(r, 14) + pick(r, UPPER_ALNUM, 6),
        "lease": "database/creds/oracle-core-ro/" + pick(r, ALNUM, 24),
    }


_VAULT = "https://vault.dnv.internal:8200"
_API = "https://api.ocp-ba1.dnv.internal:6443"
_SSO = "https://sso.dunavia.sk"


SECRETS: tuple[Kind, ...] = (
    Kind(
        "vault_service_and_batch_tokens",
        (
            f"export VAULT_ADDR={_VAULT}\nexport VAULT_TOKEN=⟨t⟩",
            f'curl -s -H "X-Vault-Token: ⟨t⟩" {_VAULT}/v1/kv-payments/data/⟨app⟩/oracle | jq .data',
            "vault login ⟨t⟩  # z `vault token create -policy=sre-readonly -ttl=8h`",
            "Token pre Jenkins pipeline (policy jenkins-deploy, TTL 768h): ⟨t⟩",
            "VAULT_TOKEN=⟨b⟩ vault kv get -mount=kv-cards processor/kartanet",
            '{"request_id":"⟨u⟩","auth":{"client_token":"⟨t⟩","accessor":"⟨acc⟩",'
            '"policies":["default","sre-oncall"],"lease_duration":28800,"renewable":true}}',
            "Batch token pre ⟨app⟩ som dočasne dal do ConfigMap ako VAULT_TOKEN=⟨b⟩ — zmazať!",
        ),
        _vault_token,
        n=7,
        secrets=("t", "b"),
    ),
    Kind(
        "vault_unseal_keys_and_root_token",
        (
            "Unseal Key 1: ⟨k1⟩\nUnseal Key 2: ⟨k2⟩\nUnseal Key 3: ⟨k3⟩\nUnseal Key 4: ⟨k4⟩\n"
            "Unseal Key 5: ⟨k5⟩\n\nInitial Root Token: ⟨root⟩\n\n"
            "Vault initialized with 5 key shares and a key threshold of 3.",
            "vault operator unseal ⟨k2⟩   # druhý kľúč, držiteľ Tomáš (Ostrava)",
            '{\n  "unseal_keys_b64": [\n    "⟨k1⟩",\n    "⟨k2⟩",\n    "⟨k3⟩"\n  ],\n'
            '  "unseal_keys_hex": [\n    "⟨h1⟩",\n    "⟨h2⟩",\n    "⟨h3⟩"\n  ],\n'
            '  "unseal_shares": 3,\n  "unseal_threshold": 2,\n  "root_token": "⟨root⟩"\n}',
            "Recovery Key 1: ⟨k1⟩\nRecovery Key 2: ⟨k2⟩\nRecovery Key 3: ⟨k3⟩\n"
            "Initial Root Token: ⟨root⟩",
            "Po obnove DR clustra (⟨d⟩) sme použili root token ⟨root⟩, treba ho revoknúť.",
            "Klíč č. 4 pro unseal (hex): ⟨h4⟩ — mám ho jen já a Zuzka",
        ),
        _vault_init,
        n=7,
        secrets=("k1", "k2", "k3", "k4", "k5", "h1", "h2", "h3", "h4", "root"),
    ),
    Kind(
        "vault_approle_secret_id",
        (
            "Key                   Value\n---                   -----\n"
            "secret_id             ⟨sid⟩\n"
            "secret_id_accessor    ⟨acc⟩\nsecret_id_num_uses    0\nsecret_id_ttl         720h",
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            'curl -s --request POST --data \'{"role_id":"⟨rid⟩","secret_id":"⟨sid⟩"}\' '
            f"{_VAULT}/v1/auth/approle/login",
            "VAULT_ROLE_ID=⟨rid⟩\nVAULT_SECRET_ID=⟨sid⟩",
            "Secret ID pro approle `⟨role⟩` je ⟨sid⟩ (role_id ⟨rid⟩), platí 30 dní.",
            "Jenkins credential 'vault-approle-⟨role⟩': secret_id=⟨sid⟩",
        ),
        _approle,
        n=7,
        secrets=("sid",),
    ),
    Kind(
        "consul_acl_secret_id",
        (
            "export CONSUL_HTTP_ADDR=https://consul.dnv.internal:8501\n"
            "export CONSUL_HTTP_TOKEN=⟨s⟩",
            "AccessorID:       ⟨a⟩\nSecretID:         ⟨s⟩\n"
            "Description:      agent token for ocp-ba1 workers\nLocal:            false\n"
            "Create Time:      ⟨t⟩.101334 +0200 CEST\nPolicies:\n   ⟨pid⟩ - node-ocp-ba1",
            'acl {\n  enabled        = true\n  default_policy = "deny"\n  tokens {\n'
            '    agent = "⟨s⟩"\n  }\n}',
            'curl -s -H "X-Consul-Token: ⟨s⟩" '
            "https://consul.dnv.internal:8501/v1/kv/config/sepa-inst?recurse",
            'consul acl set-agent-token agent "⟨s⟩"',
            "Bootstrap token pre Consul (global-management): ⟨s⟩ — kópia aj v trezore.",
        ),
        _consul_acl,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "consul_gossip_encryption_key",
        (
            'datacenter = "⟨dc⟩"\ndata_dir   = "/opt/consul"\nencrypt    = "⟨k⟩"\n'
            'retry_join = ["consul-0.dnv.internal", "consul-1.dnv.internal"]',
            "consul keygen → ⟨k⟩ (nový gossip kľúč, rollout cez keyring -install)",
            "consul keyring -install=⟨k⟩ && consul keyring -use=⟨k⟩",
            '{"datacenter":"⟨dc⟩","encrypt":"⟨k⟩","server":true,"bootstrap_expect":3}',
            "oc -n consul create secret generic consul-gossip-encryption-key "
            "--from-literal=key=⟨k⟩",
            "Gossip klíč pro DC ⟨dc⟩ (server consul-⟨n⟩): ⟨k⟩",
        ),
        _gossip,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "openshift_oauth_token",
        (
            f"oc login --token=⟨t⟩ --server={_API}",
            f'curl -sk -H "Authorization: Bearer ⟨t⟩" {_API}/apis/apps/v1/namespaces/⟨ns⟩/'
            "deployments/⟨app⟩",
            "`oc whoami -t` → ⟨t⟩ (platí 24 h, pre skript na reštart podov)",
            "users:\n- name: sre-bot/api-ocp-ba1-dnv-internal:6443\n  user:\n    token: ⟨t⟩",
            "podman login -u sre-bot -p ⟨t⟩ "
            "default-route-openshift-image-registry.apps.ocp-ba1.dnv.internal",
            "Token od Lukáše na debug v ns ⟨ns⟩: ⟨t⟩",
        ),
        _oc_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "kubernetes_service_account_jwt",
        (
            "TOKEN=⟨jwt⟩\n"
            f'curl -sk -H "Authorization: Bearer $TOKEN" {_API}/api/v1/namespaces/⟨ns⟩/pods',
            "oc create token ⟨sa⟩ -n ⟨ns⟩ --duration=8760h\n⟨jwt⟩",
            "Secret `⟨sa⟩-token` v ⟨ns⟩ obsahuje token: ⟨jwt⟩",
            f'vault write auth/kubernetes/config token_reviewer_jwt="⟨jwt⟩" kubernetes_host={_API}',
            "Service account token pro ⟨sa⟩ (platnost 1 rok): ⟨jwt⟩",
        ),
        _k8s_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "kafka_sasl_scram_password",
        (
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="⟨u⟩" password="⟨pw⟩";',
            "bootstrap.servers=kafka-⟨b⟩.ost1.dnv.internal:9093\nsecurity.protocol=SASL_SSL\n"
            "sasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="⟨u⟩" password="⟨pw⟩";',
            "kcat -b kafka-⟨b⟩.ost1.dnv.internal:9093 -X security.protocol=SASL_SSL "
            "-X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=⟨u⟩ -X sasl.password=⟨pw⟩ -L",
            "kafka-configs.sh --bootstrap-server kafka-0.ost1.dnv.internal:9093 --alter "
            "--add-config 'SCRAM-SHA-512=[iterations=8192,password=⟨pw⟩]' "
            "--entity-type users --entity-name ⟨u⟩",
            '{"connector.class":"io.debezium.connector.oracle.OracleConnector",'
            '"database.hostname":"ora-core-scan.dnv.internal","database.user":"C##DBZUSER",'
            '"database.password":"⟨pw⟩","topic.prefix":"core"}',
            "Heslo pro SCRAM uživatele ⟨u⟩ na clusteru kafka-ost1 je ⟨pw⟩.",
        ),
        _kafka_sasl,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "keystore_and_truststore_passwords",
        (
            "ssl.keystore.location=/opt/kafka/ssl/broker.p12\nssl.keystore.password=⟨pw⟩\n"
            "ssl.key.password=⟨pw⟩\nssl.truststore.location=/opt/kafka/ssl/truststore.p12\n"
            "ssl.truststore.password=⟨pw2⟩",
            "keytool -importkeystore -srckeystore qwac-⟨y⟩.p12 -srcstoretype PKCS12 "
            "-srcstorepass ⟨pw⟩ -destkeystore psd2-gw.jks -deststorepass ⟨pw2⟩",
            "openssl pkcs12 -export -in qseal-⟨y⟩.crt -inkey qseal-⟨y⟩.key -out qseal.p12 "
            "-passout pass:⟨pw⟩",
            "server:\n  ssl:\n    key-store: classpath:keystore/psd2-api.p12\n"
            "    key-store-password: ⟨pw⟩\n    key-store-type: PKCS12",
            "Heslo k PKCS#12 s QWAC certifikátom (platný do ⟨y⟩): ⟨pw⟩",
            "KAFKA_SSL_TRUSTSTORE_PASSWORD=⟨pw2⟩",
        ),
        _keystore,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "oracle_user_password",
        (
            "sqlplus ⟨u⟩/⟨pw⟩@//ora-core-scan.dnv.internal:1521/⟨pdb⟩",
            'ALTER USER ⟨u⟩ IDENTIFIED BY "⟨pw⟩" ACCOUNT UNLOCK;',
            "spring.datasource.url=jdbc:oracle:thin:@//ora-core-scan.dnv.internal:1521/⟨pdb⟩\n"
            "spring.datasource.username=⟨u⟩\nspring.datasource.password=⟨pw⟩",
            "jdbc:oracle:thin:⟨u⟩/⟨pw⟩@ora-cards-scan.dnv.internal:1521/⟨pdb⟩",
            'CREATE USER ⟨u⟩ IDENTIFIED BY "⟨pw⟩" DEFAULT TABLESPACE users QUOTA 2G ON users;',
            "Heslo SYS na ⟨pdb⟩ (len pre DBA, break-glass): ⟨pw⟩",
            "expdp system/⟨pw⟩@⟨pdb⟩ schemas=PAYMENTS directory=DP_DIR "
            "dumpfile=payments_%U.dmp parallel=4",
        ),
        _oracle,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "oracle_tde_and_wallet_password",
        (
            'ADMINISTER KEY MANAGEMENT SET KEYSTORE OPEN IDENTIFIED BY "⟨pw⟩" CONTAINER=ALL;',
            'ADMINISTER KEY MANAGEMENT SET KEY FORCE KEYSTORE IDENTIFIED BY "⟨pw⟩" '
            "WITH BACKUP USING '⟨q⟩';",
            "orapki wallet create -wallet /u01/app/oracle/admin/CORE/wallet -pwd ⟨pw⟩ -auto_login",
            "mkstore -wrl /u01/app/oracle/wallet -createCredential COREPDB1 ⟨u⟩ ⟨pw2⟩",
            "Heslo TDE keystore pre CORE (CDB): ⟨pw⟩ — kópia je v obálke v trezore v Ostrave",
            "TDE wallet heslo (⟨q⟩): ⟨pw⟩",
        ),
        _tde,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "postgres_password",
        (
            "PGPASSWORD=⟨pw⟩ psql -h ⟨h⟩.dnv.internal -U ⟨u⟩ -d ledger",
            "postgresql://⟨u⟩:⟨pw⟩@⟨h⟩.dnv.internal:5432/ledger?sslmode=verify-full",
            "~/.pgpass: ⟨h⟩.dnv.internal:5432:ledger:⟨u⟩:⟨pw⟩",
            "ALTER ROLE ⟨u⟩ WITH LOGIN PASSWORD '⟨pw⟩' VALID UNTIL '2033-09-30';",
            'psql "host=⟨h⟩.dnv.internal port=5432 dbname=keycloak user=⟨u⟩ '
            'password=⟨pw⟩ sslmode=require"',
            "KC_DB_URL=jdbc:postgresql://⟨h⟩.dnv.internal:5432/keycloak\nKC_DB_USERNAME=⟨u⟩\n"
            "KC_DB_PASSWORD=⟨pw⟩",
            'pgbouncer userlist.txt:\n"⟨u⟩" "⟨pw⟩"',
        ),
        _postgres,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "keycloak_client_secret",
        (
            f"curl -s -X POST {_SSO}/realms/⟨realm⟩/protocol/openid-connect/token "
            "-d grant_type=client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨s⟩",
            "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n"
            "          keycloak:\n            client-id: ⟨cid⟩\n            client-secret: ⟨s⟩",
            "./kcadm.sh get clients/⟨uuid⟩/client-secret -r ⟨realm⟩\n"
            '{\n  "type" : "secret",\n  "value" : "⟨s⟩"\n}',
            "KEYCLOAK_CLIENT_ID=⟨cid⟩\nKEYCLOAK_CLIENT_SECRET=⟨s⟩",
            "Client secret pre `⟨cid⟩` v realme ⟨realm⟩ je ⟨s⟩ (regenerovaný po incidente).",
            'oidc:\n  issuer: "https://sso.dunavia.sk/realms/⟨realm⟩"\n  clientId: "⟨cid⟩"\n'
            '  clientSecret: "⟨s⟩"',
        ),
        _kc_client,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "keycloak_admin_password",
        (
            "KC_BOOTSTRAP_ADMIN_USERNAME=⟨u⟩\nKC_BOOTSTRAP_ADMIN_PASSWORD=⟨pw⟩",
            f"./kcadm.sh config credentials --server {_SSO} --realm master --user ⟨u⟩ "
            "--password ⟨pw⟩",
            "oc set env deployment/keycloak KEYCLOAK_ADMIN_PASSWORD=⟨pw⟩ -n iam",
            "Admin konzola Keycloak (master realm): ⟨u⟩ / ⟨pw⟩",
            'curl -s -d "client_id=admin-cli" -d "username=⟨u⟩" -d "password=⟨pw⟩" '
            f'-d "grant_type=password" {_SSO}/realms/master/protocol/openid-connect/token',
            "Dočasné heslo admina po upgrade na KC 26: ⟨pw⟩",
        ),
        _kc_admin,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "keycloak_access_and_refresh_tokens",
        (
            '{"access_token":"⟨at⟩","expires_in":300,"refresh_expires_in":1800,'
            '"refresh_token":"⟨rt⟩","token_type":"Bearer","not-before-policy":0,'
            '"session_state":"⟨sid⟩","scope":"openid profile AIS"}',
            'curl -s -H "Authorization: Bearer ⟨at⟩" '
            "https://api.dunavia.sk/psd2/v1/accounts?withBalance=true",
            "curl -s -d grant_type=refresh_token -d client_id=⟨azp⟩ -d refresh_token=⟨rt⟩ "
            f"{_SSO}/realms/⟨realm⟩/protocol/openid-connect/token",
            "Z HAR súboru od klienta: Cookie KEYCLOAK_IDENTITY=⟨rt⟩",
            "Access token, čo padal na 401 (realm ⟨realm⟩): ⟨at⟩",
        ),
        _kc_tokens,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "jenkins_api_token",
        (
            "curl -u ⟨u⟩:⟨t⟩ -X POST "
            "https://jenkins.dnv.internal/job/payments/job/sepa-inst-gw/buildWithParameters"
            "?ENV=uat",
            "java -jar jenkins-cli.jar -s https://jenkins.dnv.internal/ -auth ⟨u⟩:⟨t⟩ list-jobs",
            "JENKINS_USER_ID=⟨u⟩\nJENKINS_API_TOKEN=⟨t⟩",
            "API token pre ⟨u⟩ (Jenkins → Security → API Token, názov 'dynatrace-events'): ⟨t⟩",
            "[jenkins]\nuser=⟨u⟩\npassword=⟨t⟩\nurl=https://jenkins.dnv.internal",
            "Token do Jenkinse pro skript na release notes: ⟨t⟩ (účet ⟨u⟩)",
        ),
        _jenkins_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "jenkins_agent_secret_and_initial_password",
        (
            "java -jar agent.jar -url https://jenkins.dnv.internal/ -secret ⟨s⟩ -name ⟨a⟩ "
            "-workDir /home/jenkins/agent",
            "JENKINS_URL=https://jenkins.dnv.internal/\nJENKINS_SECRET=⟨s⟩\nJENKINS_AGENT_NAME=⟨a⟩",
            "echo ⟨s⟩ > /home/jenkins/secret-file   # agent ⟨a⟩",
            "cat /var/jenkins_home/secrets/initialAdminPassword\n⟨ia⟩",
            "Jenkins na UAT po reinštalácii, initial admin password: ⟨ia⟩",
            "java -jar agent.jar -jnlpUrl https://jenkins.dnv.internal/computer/⟨a⟩/"
            "jenkins-agent.jnlp -secret ⟨s⟩",
        ),
        _jenkins_agent,
        n=7,
        secrets=("s", "ia"),
    ),
    Kind(
        "artifactory_tokens",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" -T sepa-inst-gw-⟨v⟩.jar '
            "https://artifactory.dnv.internal/artifactory/libs-release-local/sk/dunavia/"
            "sepa-inst-gw/⟨v⟩/sepa-inst-gw-⟨v⟩.jar",
            "jf config add dnv --url=https://artifactory.dnv.internal --access-token=⟨t⟩ "
            "--interactive=false",
            "<server>\n  <id>dnv-releases</id>\n  <username>jenkins</username>\n"
            "  <password>⟨t⟩</password>\n</server>",
            "ARTIFACTORY_API_KEY=⟨k⟩",
            "curl -H 'X-JFrog-Art-Api: ⟨k⟩' "
            "https://artifactory.dnv.internal/artifactory/api/repositories",
            "//artifactory.dnv.internal/artifactory/api/npm/npm-virtual/:_authToken=⟨t⟩",
        ),
        _artifactory,
        n=7,
        secrets=("t", "k"),
    ),
    Kind(
        "dynatrace_api_token",
        (
            'curl -X POST "https://⟨env⟩.live.dynatrace.com/api/v2/events/ingest" '
            '-H "Authorization: Api-Token ⟨t⟩" -H "Content-Type: application/json" '
            "-d @deploy-event.json",
            "DT_API_TOKEN=⟨t⟩",
            'wget -O Dynatrace-OneAgent-Linux.sh "https://⟨env⟩.live.dynatrace.com/api/v1/'
            'deployment/installer/agent/unix/default/latest?arch=x86" '
            '--header="Authorization: Api-Token ⟨t⟩"',
            "oc -n dynatrace create secret generic dynakube --from-literal=apiToken=⟨t⟩ "
            "--from-literal=dataIngestToken=⟨t2⟩",
            "PaaS token pre OpenShift operátor: ⟨t⟩ (scope InstallerDownload)",
            "Jenkins Dynatrace plugin → API token ⟨t⟩ (events.ingest, metrics.ingest)",
        ),
        _dt_api,
        n=7,
        secrets=("t", "t2"),
    ),
    Kind(
        "dynatrace_oauth_and_platform_tokens",
        (
            "curl -s -X POST https://sso.dynatrace.com/sso/oauth2/token "
            "-d grant_type=client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩ "
            '-d "scope=storage:logs:read storage:buckets:read"',
            "DT_CLIENT_ID=⟨cid⟩\nDT_CLIENT_SECRET=⟨cs⟩\nDT_ACCOUNT_URN=urn:dtaccount:⟨u⟩",
            'provider "dynatrace" {\n  dt_env_url    = "https://⟨env⟩.apps.dynatrace.com"\n'
            '  client_id     = "⟨cid⟩"\n  client_secret = "⟨cs⟩"\n}',
            'curl -H "Authorization: Bearer ⟨pt⟩" '
            "https://⟨env⟩.apps.dynatrace.com/platform/storage/query/v1/query:execute",
            "OAuth klient pro Grail export: id ⟨cid⟩, secret ⟨cs⟩",
            "Platform token pre Grafana datasource: ⟨pt⟩",
        ),
        _dt_oauth,
        n=7,
        secrets=("cs", "pt"),
    ),
    Kind(
        "psd2_tpp_access_token",
        (
            'curl -s "https://api.dunavia.sk/psd2/v1/accounts?withBalance=true" '
            '-H "Authorization: Bearer ⟨t⟩" -H "Consent-ID: ⟨cons⟩" -H "X-Request-ID: ⟨rid⟩" '
            "--cert tpp-qwac.pem --key tpp-qwac.key",
            '{"access_token":"⟨t⟩","token_type":"Bearer","expires_in":7776000,'
            '"scope":"AIS:⟨cons⟩"}',
            "⟨ts⟩ DEBUG [psd2-gw,⟨trace⟩] o.s.w.f.CommonsRequestLoggingFilter : "
            'headers=[authorization:"Bearer ⟨t⟩", x-request-id:"⟨rid⟩", consent-id:"⟨cons⟩"]',
            "Sandbox TPP token (AIS, platí 90 dní): ⟨t⟩",
            '{"key": "psd2_access_token", "value": "⟨t⟩", "type": "secret", "enabled": true}',
        ),
        _psd2_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "eidas_qwac_qseal_private_key",
        (
            f"{_PKCS8[0]}\n⟨body⟩\n{_PKCS8[1]}",
            f"QSeal kľúč na podpisovanie odpovedí (qseal-⟨y⟩.key):\n\n{_PKCS8[0]}\n⟨body⟩\n"
            f"{_PKCS8[1]}\n",
            "oc create secret tls psd2-qwac --cert=qwac.crt --key=qwac.key -n ⟨ns⟩\n"
            f"# obsah qwac.key:\n{_PKCS8[0]}\n⟨body⟩\n{_PKCS8[1]}",
        ),
        _pkcs8,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "jws_signing_ec_private_key",
        (
            f"{_EC[0]}\n⟨body⟩\n{_EC[1]}",
            f"Kľúč na JWS podpis pacs.008 voči procesoru (kid ⟨kid⟩):\n{_EC[0]}\n⟨body⟩\n{_EC[1]}",
            '{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","use":"sig","x":"⟨x⟩","y":"⟨y⟩","d":"⟨d⟩"}',
            "Privátna časť JWK (d) pre ⟨kid⟩: ⟨d⟩",
        ),
        _ec,
        n=7,
        secrets=("body", "d"),
    ),
    Kind(
        "openssh_private_key_sftp",
        (
            f"{_OSSH[0]}\n⟨body⟩\n{_OSSH[1]}",
            f"Kľúč pre SFTP na clearing (⟨c⟩):\n\n{_OSSH[0]}\n⟨body⟩\n{_OSSH[1]}\n",
            f"cat > ~/.ssh/id_ed25519 <<'EOF'\n{_OSSH[0]}\n⟨body⟩\n{_OSSH[1]}\nEOF",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "hsm_clear_key_components",
        (
            "ZMK od procesora (key ceremony ⟨d⟩, Bratislava):\nKomponent 1: ⟨c1⟩  KCV ⟨kcv1⟩\n"
            "Komponent 2: ⟨c2⟩  KCV ⟨kcv2⟩\nKomponent 3: ⟨c3⟩  KCV ⟨kcv3⟩\n"
            "Výsledný ZMK KCV: ⟨kcv⟩",
            "Online-AUTH>FK\nKey length [1,2,3]: 2\nKey Type: 000\nKey Scheme: U\n"
            "Component type [X,H,T,E,S]: X\nEnter number of components (2-9): 2\n"
            "Enter component #1: ⟨c1x⟩\nEnter component #2: ⟨c2x⟩\n"
            "Encrypted key: U⟨lmk⟩\nKey check value: ⟨kcv⟩",
            "ZPK pre výmenu PIN blokov s procesorom (clear, UAT): ⟨c1x⟩",
            "BDK pre DUKPT (terminály v pobočkách), komponent B: ⟨c2⟩ (KCV ⟨kcv2⟩)",
        ),
        _hsm,
        n=7,
        secrets=("c1", "c2", "c3", "c1x", "c2x"),
    ),
    Kind(
        "card_processor_credentials",
        (
            "curl -s -u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials "
            "https://api.kartanet-processing.eu/oauth2/token",
            "PROCESSOR_CLIENT_ID=⟨cid⟩\nPROCESSOR_CLIENT_SECRET=⟨cs⟩\n"
            "PROCESSOR_WEBHOOK_HMAC_KEY=⟨wh⟩",
            "Webhook podpisový kľúč KartaNet (HMAC-SHA256, base64): ⟨wh⟩ — posielajú ho len raz",
            'curl -H "X-Api-Key: ⟨ak⟩" https://tokenization.kartanet-processing.eu/v2/tokens/'
            "lookup",
            '{"clientId":"⟨cid⟩","clientSecret":"⟨cs⟩","environment":"⟨env⟩",'
            '"scopes":["cards.issue","tokens.provision","3ds.challenge"]}',
            "API kľúč tokenizačnej služby (⟨env⟩): ⟨ak⟩",
        ),
        _processor,
        n=7,
        secrets=("cs", "wh", "ak"),
    ),
    Kind(
        "s3_secret_access_key",
        (
            "AWS_ACCESS_KEY_ID=⟨ak⟩\nAWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "AWS_ENDPOINT_URL=https://s3-openshift-storage.apps.ocp-ba1.dnv.internal",
            "aws configure set aws_secret_access_key ⟨sk⟩ --profile odf-backup",
            "[odf-backup]\naws_access_key_id = ⟨ak⟩\naws_secret_access_key = ⟨sk⟩",
            "mc alias set odf https://s3-openshift-storage.apps.ocp-ba1.dnv.internal ⟨ak⟩ ⟨sk⟩",
            "repo1-type=s3\nrepo1-s3-bucket=⟨b⟩\nrepo1-s3-key=⟨ak⟩\nrepo1-s3-key-secret=⟨sk⟩",
            "Kľúče k bucketu ⟨b⟩ (ODF): access ⟨ak⟩, secret ⟨sk⟩",
        ),
        _s3,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "container_registry_credentials",
        (
            '{"auths":{"⟨host⟩":{"auth":"⟨b⟩"}}}',
            "podman login -u '⟨u⟩' -p ⟨pw⟩ ⟨host⟩",
            "oc create secret docker-registry pull-⟨ns⟩ --docker-server=⟨host⟩ "
            "--docker-username='⟨u⟩' --docker-password=⟨pw⟩ -n ⟨ns⟩",
            "data:\n  .dockerconfigjson: ⟨bj⟩\ntype: kubernetes.io/dockerconfigjson",
            "skopeo copy --src-creds '⟨u⟩:⟨pw⟩' docker://⟨host⟩/payments/psd2-gw:3.14.2 "
            "docker://quay.dnv.internal/payments/psd2-gw:3.14.2",
            "Pull secret pre ⟨ns⟩ (base64 auth): ⟨b⟩",
        ),
        _registry,
        n=7,
        secrets=("pw", "b", "bj"),
    ),
    Kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨app⟩-db\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  username: ⟨bu⟩\n  password: ⟨bp⟩",
            "oc get secret ⟨app⟩-db -n ⟨ns⟩ -o jsonpath='{.data.password}'\n⟨bp⟩",
            "oc get secret ⟨app⟩-db -n ⟨ns⟩ -o jsonpath='{.data.password}' | base64 -d\n⟨pw⟩",
            "stringData:\n  KAFKA_SASL_USERNAME: ⟨app⟩\n  KAFKA_SASL_PASSWORD: ⟨pw⟩",
            "V secretu `⟨app⟩-db` je password=⟨bp⟩ (base64), dekódované ⟨pw⟩.",
        ),
        _k8s_secret,
        n=7,
        secrets=("pw", "bp"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Heslo pre servisný účet svc_sepa_batch na Oracle COREPDB1 je ⟨pw⟩, expiruje 30. 9.",
            "Heslo k účtu ⟨u⟩ v Jenkinsu jsem změnil na ⟨pw⟩ — Pavel ho má v KeePassu.",
            "The Dynatrace Managed admin password got reset to ⟨pw⟩ after the ⟨d⟩ upgrade.",
            "Nové heslo do payShield Manager (role Operator): ⟨pw⟩",
            "Pre VPN do Ostravy (lokálny účet, fallback): login ⟨u⟩, heslo ⟨pw⟩.",
            "Heslo na LDAP bind pre Keycloak (uid=kc-bind,ou=svc,dc=dnv,dc=local): ⟨pw⟩",
            "Jirka říkal, že heslo ke Consul UI je ⟨pw⟩, ale to je bootstrap — nepoužívat.",
        ),
        _pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_tables",
        (
            "| Systém | Účet | Heslo | Poznámka |\n|---|---|---|---|\n"
            "| Oracle COREPDB1 | svc_payments | ⟨pw⟩ | rotácia Q3 |\n"
            "| PostgreSQL ledger | ledger_app | ⟨pw2⟩ | |\n"
            "| Kafka ost1 | sepa-inst | (vo Vaulte) | |",
            "| Prostředí | Uživatel | Heslo |\n|:--|:--|:--|\n| UAT Keycloak | tmpadm | ⟨pw⟩ |\n"
            "| UAT Jenkins | ⟨u⟩ | ⟨pw2⟩ |\n| UAT Dynatrace | sre | ⟨pw3⟩ |",
            "+-----------------+--------------+------------------------+\n"
            "| system          | user         | password               |\n"
            "+-----------------+--------------+------------------------+\n"
            "| pg-ledger       | sre_ro       | ⟨pw⟩⟨sp1⟩|\n"
            "| ora-cards       | SVC_CARDS    | ⟨pw2⟩⟨sp2⟩|\n"
            "+-----------------+--------------+------------------------+",
            "system;user;password;owner\nkeycloak-master;tmpadm;⟨pw⟩;SRE BA\n"
            "hsm-manager;operator1;⟨pw2⟩;Karty Ostrava",
        ),
        _pw_table,
        n=7,
        secrets=("pw", "pw2", "pw3"),
    ),
    Kind(
        "totp_seed",
        (
            "otpauth://totp/Dunavia%20Vault:⟨u⟩?secret=⟨s⟩&issuer=Dunavia%20Vault"
            "&algorithm=SHA1&digits=6&period=30",
            "oathtool --totp -b ⟨s⟩",
            "Break-glass účet ⟨u⟩ (Keycloak master), TOTP seed: ⟨s⟩",
            '{"type":"otp","userLabel":"yubikey-backup","secretData":"{\\"value\\":\\"⟨s⟩\\"}",'
            '"credentialData":"{\\"subType\\":\\"totp\\",\\"digits\\":6,\\"period\\":30}"}',
            'vault write totp/keys/⟨u⟩ url="otpauth://totp/Dunavia:⟨u⟩?secret=⟨s⟩&issuer=Dunavia"',
        ),
        _totp,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident INC-4471 (SEPA Instant timeouty)\n- commit ⟨sha⟩ nasadený 10:42\n"
            "- Dynatrace trace ⟨trace⟩ ukazuje 9 s na Oracle\n- pod ⟨pod⟩ reštartovaný\n"
            "- DT_API_TOKEN=⟨t⟩ (omylom vložené z terminálu, rotovať!)",
            "Handover pre Ostravu:\n▸ consent ⟨cons⟩ visí v stave received\n"
            "▸ testovací IBAN ⟨iban⟩\n▸ VAULT_TOKEN=⟨v⟩ (môj, do piatku)",
            "Zápis z callu:\n* EndToEndId ⟨e2e⟩ odmietnutý RT1 (AB05)\n"
            "* lease ⟨lease⟩ revoknutý\n* heslo svc_sepa_inst po resete: ⟨pw⟩",
        ),
        _among,
        n=6,
        secrets=("t", "v", "pw"),
    ),
)
