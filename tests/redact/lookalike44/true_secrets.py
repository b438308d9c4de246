"""True secrets in memory-note framings; each kind names the fields that must not survive.

The notes belong to a site engineer on the platform team of "Yolcum", an invented
ride-hailing and delivery app run from Istanbul with a team in Baku.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike44.gen import (
    ALNUM,
    B32,
    B64STD,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    h3_cell,
    hexs,
    num,
    openssh_ed25519_private_body,
    p8_ec_body,
    passphrase,
    password,
    pick,
    rsa_pkcs8_body,
    ulid,
    url_password,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_AIZA = "AI" + "za"
_AQVN = "AQ" + "VN"
_Y0 = "y0" + "_AgAAAA"
_YCAJ = "YC" + "AJE"
_T1 = "t1" + ".9euelZ"
_HVS = "hv" + "s."
_GHPAT = "github" + "_pat_"
_GLSA = "gl" + "sa_"
_ROBOT = "robot" + "$"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE" + " KEY-----"

_NS = ("dispatch", "payments", "courier", "rider", "geo", "notify")
_CH_HOSTS = ("ch-01.yolcum.internal", "ch-lb.ist.yolcum.internal", "10.42.7.31")
_PG_HOSTS = ("pg-orders-primary.yolcum.internal", "10.42.3.14", "pg-trips.bak.yolcum.internal")
_REDIS_HOSTS = ("redis-geo-0.redis-geo", "10.42.9.5", "redis-sessions.bak.yolcum.internal")


def _ts(r: Random) -> int:
    return r.randint(1911772800, 1914451199)


# --- payments and SMS -------------------------------------------------------------------


def _iyzico(r: Random) -> dict[str, str]:
    sandbox = r.random() < 0.3
    pre = "sandbox-" if sandbox else ""
    return {
        "k": pre + pick(r, ALNUM, 32),
        "s": pre + pick(r, ALNUM, 32),
        "base": "https://sandbox-api.iyzipay.com" if sandbox else "https://api.iyzipay.com",
        "conv": num(r, 9),
    }


def _papara(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 48),
        "sk": b64(r, 33),
        "ref": "ORD-" + num(r, 8),
        "id": uuid4(r),
        "mid": uuid4(r),
        "amt": f"{r.randint(80, 900)}.{r.randint(0, 99):02d}",
    }


def _netgsm(r: Random) -> dict[str, str]:
    user = r.choice(("850", "312", "212")) + num(r, 7)
    pw = url_password(r, r.choice((16, 18, 20)))
    return {
        "u": user,
        "pw": pw,
        "b": b64_of(f"{user}:{pw}"),
        "gsm": "905" + num(r, 9),
        "code": num(r, 6),
        "hdr": r.choice(("YOLCUM", "YOLCUM KRY", "YOLCUMAPP")),
    }


def _gmaps(r: Random) -> dict[str, str]:
    return {
        "k": _AIZA + "Sy" + pick(r, B64URL, 33),
        "o": f"{r.uniform(40.98, 41.1):.5f},{r.uniform(28.85, 29.15):.5f}",
        "d": f"{r.uniform(40.98, 41.1):.5f},{r.uniform(28.85, 29.15):.5f}",
    }


# --- Yandex Cloud ---------------------------------------------------------------------


def _yc_folder(r: Random) -> str:
    return "b1g" + pick(r, LOWER_ALNUM, 17)


def _yc_api_key(r: Random) -> dict[str, str]:
    return {
        "k": _AQVN + pick(r, B64URL, 36),
        "f": _yc_folder(r),
        "sa": "aje" + pick(r, LOWER_ALNUM, 17),
    }


def _yandex_oauth(r: Random) -> dict[str, str]:
    return {
        "t": _Y0 + pick(r, B64URL, 51),
        "f": _yc_folder(r),
        "c": "b1g" + pick(r, LOWER_ALNUM, 17),
    }


def _yc_static(r: Random) -> dict[str, str]:
    return {
        "id": _YCAJ + pick(r, B64URL, 20),
        "s": "YC" + pick(r, B64URL, 38),
        "b": r.choice(("yolcum-ch-backups", "yolcum-courier-docs", "yolcum-trip-exports")),
    }


def _yc_iam(r: Random) -> dict[str, str]:
    body = pick(r, "abcdefghijklmnopqrstuvwxyz", 2) + pick(r, ALNUM, r.randint(120, 150))
    return {"t": _T1 + body + "." + pick(r, B64URL, 86), "f": _yc_folder(r)}


# --- Vault and Kubernetes -------------------------------------------------------------


def _vault_token(r: Random) -> dict[str, str]:
    short = r.random() < 0.5
    t = _HVS + (pick(r, ALNUM, 24) if short else "CAESI" + pick(r, B64URL, 86))
    return {
        "t": t,
        "ns": r.choice(_NS),
        "path": r.choice(
            ("kv/data/payments/iyzico", "kv/data/notify/netgsm", "database/creds/orders-ro")
        ),
    }


def _vault_init(r: Random) -> dict[str, str]:
    out = {f"u{i}": b64(r, 33) for i in range(1, 6)}
    out["root"] = _HVS + pick(r, ALNUM, 24)
    return out


def _k8s_sa_jwt(r: Random) -> dict[str, str]:
    ns = r.choice((*_NS, "argocd", "kube-system"))
    sa = r.choice(("argocd-manager", "ci-deployer", "dispatch-api", "prom-reader"))
    iat = _ts(r)
    header = b64url_json({"alg": "RS256", "kid": b64url(r, 32)})
    claims = {
        "aud": ["https://kubernetes.default.svc.cluster.local"],
        "exp": iat + 31536000,
        "iat": iat,
        "iss": "https://kubernetes.default.svc.cluster.local",
        "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4(r)}},
        "nbf": iat,
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}", "ns": ns, "sa": sa}


def _kubeconfig_key(r: Random) -> dict[str, str]:
    pem = f"{_BEGIN}EC {_PK}\n{wrap(b64(r, 121))}\n{_END}EC {_PK}\n"
    return {
        "key": b64_of(pem),
        "cert": b64(r, 420),
        "ca": b64(r, 420),
        "cl": r.choice(("ist-prod", "bak-prod", "ist-staging")),
        "user": r.choice(("ops-oncall", "platform-admin", "sre-ruslan")),
    }


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 22, 24)))
    user = r.choice(("orders_app", "dispatch", "analytics", "courier_rw"))
    return {
        "pw": pw,
        "bpw": b64_of(pw),
        "user": user,
        "sec": user.replace("_", "-"),
        "ns": r.choice(_NS),
    }


# --- data plane -----------------------------------------------------------------------


def _kafka_scram(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28))),
        "user": r.choice(("dispatch-svc", "eta-consumer", "courier-events", "ch-sink")),
        "br": r.choice(("kafka-0.kafka.yolcum.internal:9094", "10.42.11.20:9096")),
    }


def _confluent(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, UPPER_ALNUM, 16),
        "s": pick(r, B64STD, 64),
        "cl": "lkc-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
        "sr": "psrc-" + pick(r, LOWER_ALNUM, 5),
    }


def _clickhouse(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((18, 22, 26))),
        "host": r.choice(_CH_HOSTS),
        "user": r.choice(("analytics", "etl_writer", "grafana_ro", "trips_rw")),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((20, 32, 40))),
        "host": r.choice(_REDIS_HOSTS),
        "db": str(r.randint(0, 5)),
    }


def _postgres(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((16, 20, 24))),
        "host": r.choice(_PG_HOSTS),
        "user": r.choice(("orders_app", "trips_ro", "courier_payouts", "debezium")),
    }


# --- delivery tooling -----------------------------------------------------------------


def _argocd(r: Random) -> dict[str, str]:
    iat = _ts(r)
    claims = {"iss": "argocd", "sub": "ci-bot:apiKey", "nbf": iat, "iat": iat, "jti": uuid4(r)}
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    return {
        "pw": pick(r, ALNUM + "-", 16),
        "pw2": password(r, 20),
        "jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 32)}",
    }


def _github_pat(r: Random) -> dict[str, str]:
    return {
        "t": _GHPAT + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        "repo": r.choice(("yolcum/platform-gitops", "yolcum/dispatch-charts", "yolcum/infra")),
    }


def _registry(r: Random) -> dict[str, str]:
    user = _ROBOT + r.choice(("ci+builder", "platform+argocd", "courier+pull"))
    s = pick(r, ALNUM, 32)
    pw = password(r, 20)
    return {"user": user, "s": s, "auth": b64_of(f"deploy:{pw}"), "pw": pw}


def _telegram(r: Random) -> dict[str, str]:
    return {"t": num(r, 10) + ":AA" + pick(r, B64URL, 33), "chat": "-100" + num(r, 10)}


def _grafana(r: Random) -> dict[str, str]:
    return {"t": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8)}


def _prom_basic(r: Random) -> dict[str, str]:
    user = r.choice(("prom-remote", "vmagent-bak", "pushgw"))
    pw = password(r, r.choice((20, 24)))
    return {"pw": pw, "user": user, "b": b64_of(f"{user}:{pw}")}


# --- mobile apps ----------------------------------------------------------------------


def _hms(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 64), "app": num(r, 9)}


def _keystore(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22))),
        "pw2": passphrase(r),
        "ks": r.choice(("courier-release.jks", "driver-upload.jks", "rider-release.keystore")),
    }


def _apns(r: Random) -> dict[str, str]:
    return {
        "body": p8_ec_body(r),
        "kid": pick(r, UPPER_ALNUM, 10),
        "team": pick(r, UPPER_ALNUM, 10),
    }


def _gcp_sa(r: Random) -> dict[str, str]:
    body = rsa_pkcs8_body(r).replace("\n", "\\n")
    proj = r.choice(("yolcum-driver-app", "yolcum-courier-fcm", "yolcum-play-publisher"))
    return {
        "body": body,
        "kid": hexs(r, 40),
        "proj": proj,
        "cid": num(r, 21),
        "email": f"{r.choice(('fcm-sender', 'play-publisher', 'maps-backend'))}@{proj}"
        + ".iam.gserviceaccount.com",
    }


def _openssh(r: Random) -> dict[str, str]:
    who = r.choice(("bastion@ist", "deploy@bak-jump", "ops@ch-backup"))
    return {"body": openssh_ed25519_private_body(r, who), "who": who}


def _signing(r: Random) -> dict[str, str]:
    return {
        "s": b64(r, 32),
        "h": hexs(r, 64),
        "p": r.choice(("yemeksepeti", "migros", "partner-acme")),
    }


def _totp(r: Random) -> dict[str, str]:
    return {"s": pick(r, B32, 32), "who": r.choice(("ops", "finans", "platform-oncall"))}


def _prose_pw(r: Random) -> dict[str, str]:
    pw = passphrase(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 20)))
    return {"pw": pw, "who": r.choice(("Elvin", "Aysel", "Murat", "Zeynep", "Rustam", "Дмитрий"))}


def _among(r: Random) -> dict[str, str]:
    return {
        "trip": "trp_" + ulid(r).lower(),
        "sha": hexs(r, 40),
        "cell": h3_cell(r),
        "pay": num(r, 8),
        "conv": uuid4(r),
        "s": pick(r, ALNUM, 32),
        "t": _HVS + pick(r, ALNUM, 24),
        "q": uuid4(r),
        "off": str(r.randint(10_000_000, 99_999_999)),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "iyzico_api_and_secret_keys",
        (
            ".env.payments\nIYZICO_BASE_URL=⟨base⟩\nIYZICO_API_KEY=⟨k⟩\nIYZICO_SECRET_KEY=⟨s⟩",
            "$options = new \\Iyzipay\\Options();\n$options->setApiKey('⟨k⟩');\n"
            "$options->setSecretKey('⟨s⟩');\n$options->setBaseUrl('⟨base⟩');",
            "iyzico canlı secret key: ⟨s⟩ — api key ile birlikte Vault'a (kv/payments/iyzico) "
            "taşınacak, sonra rotate",
            "kubectl -n payments create secret generic iyzico --from-literal=apiKey=⟨k⟩ "
            "--from-literal=secretKey=⟨s⟩",
        ),
        _iyzico,
        n=7,
        secrets=("k", "s"),
    ),
    Kind(
        "papara_merchant_api_key",
        (
            'curl -X POST https://merchant-api.papara.com/payments -H "ApiKey: ⟨k⟩" '
            '-H \'Content-Type: application/json\' -d \'{"amount":⟨amt⟩,"referenceId":"⟨ref⟩",'
            '"orderDescription":"Yolcum sipariş","notificationUrl":"https://pay.yolcum.app/papara/ipn"}\'',
            "PAPARA_API_KEY=⟨k⟩\nPAPARA_BASE_URL=https://merchant-api.papara.com",
            '{"merchantId":"⟨mid⟩","id":"⟨id⟩","referenceId":"⟨ref⟩","status":1,"amount":⟨amt⟩,'
            '"merchantSecretKey":"⟨sk⟩"}',
            "Ключ API Papara для прода (старый, ещё не отозван): ⟨k⟩",
        ),
        _papara,
        n=7,
        secrets=("k", "sk"),
    ),
    Kind(
        "netgsm_api_password",
        (
            'curl "https://api.netgsm.com.tr/sms/send/get?usercode=⟨u⟩&password=⟨pw⟩'
            '&gsmno=⟨gsm⟩&message=Yolcum+dogrulama+kodunuz+⟨code⟩&msgheader=⟨hdr⟩"',
            '<?xml version="1.0" encoding="UTF-8"?>\n<mainbody>\n  <header>\n'
            '    <company dil="TR">Netgsm</company>\n    <usercode>⟨u⟩</usercode>\n'
            "    <password>⟨pw⟩</password>\n    <type>1:n</type>\n"
            "    <msgheader>⟨hdr⟩</msgheader>\n  </header>\n</mainbody>",
            "NETGSM_USERCODE=⟨u⟩\nNETGSM_PASSWORD=⟨pw⟩\nNETGSM_MSGHEADER=⟨hdr⟩",
            "Netgsm REST v2: Authorization: Basic ⟨b⟩ (API alt kullanıcısı, panelde IP kısıtı yok)",
            "Netgsm API alt istifadəçisinin parolu ⟨pw⟩-dur, usercode ⟨u⟩",
        ),
        _netgsm,
        n=7,
        secrets=("pw", "b"),
    ),
    Kind(
        "google_maps_server_key",
        (
            'curl "https://maps.googleapis.com/maps/api/distancematrix/json?origins=⟨o⟩'
            '&destinations=⟨d⟩&departure_time=now&key=⟨k⟩"',
            "GOOGLE_MAPS_SERVER_KEY=⟨k⟩  # Routes + Distance Matrix, IP kısıtlı değil!",
            "curl -X POST https://routes.googleapis.com/directions/v2:computeRoutes "
            '-H "X-Goog-Api-Key: ⟨k⟩" -H "X-Goog-FieldMask: routes.duration"',
            "eta-service Google Maps anahtarı: ⟨k⟩ (sunucu tarafı, uygulamadaki değil)",
        ),
        _gmaps,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "yandex_cloud_api_key",
        (
            "curl -X POST https://translate.api.cloud.yandex.net/translate/v2/translate "
            '-H "Authorization: Api-Key ⟨k⟩" -d \'{"folderId":"⟨f⟩","targetLanguageCode":"az",'
            '"texts":["Kurye kapıda"]}\'',
            "YC_API_KEY=⟨k⟩\nYC_FOLDER_ID=⟨f⟩",
            "API-ключ сервисного аккаунта ⟨sa⟩ для SpeechKit: ⟨k⟩",
        ),
        _yc_api_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "yandex_oauth_token",
        (
            "yc config set token ⟨t⟩\nyc config set cloud-id ⟨c⟩\nyc config set folder-id ⟨f⟩",
            "YC_TOKEN=⟨t⟩ terraform -chdir=infra/yc plan",
            "OAuth-токен Яндекса (личный, Руслан): ⟨t⟩ — заменить на сервисный аккаунт",
        ),
        _yandex_oauth,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "yandex_object_storage_static_key",
        (
            "~/.aws/credentials\n[yandex]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨s⟩",
            "<s3_backup>\n    <type>s3</type>\n"
            "    <endpoint>https://storage.yandexcloud.net/⟨b⟩/clickhouse/</endpoint>\n"
            "    <access_key_id>⟨id⟩</access_key_id>\n"
            "    <secret_access_key>⟨s⟩</secret_access_key>\n</s3_backup>",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨s⟩ aws --endpoint-url="
            "https://storage.yandexcloud.net s3 ls s3://⟨b⟩/",
        ),
        _yc_static,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "yandex_iam_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" '
            '"https://compute.api.cloud.yandex.net/compute/v1/instances?folderId=⟨f⟩"',
            "$ yc iam create-token\n⟨t⟩",
            "IAM_TOKEN=⟨t⟩  # 12 saat geçerli, CI'da bunu kullanma",
        ),
        _yc_iam,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_token",
        (
            "VAULT_ADDR=https://vault.yolcum.internal:8200 VAULT_TOKEN=⟨t⟩ vault kv get ⟨path⟩",
            "vault login ⟨t⟩",
            'curl -s -H "X-Vault-Token: ⟨t⟩" https://vault.yolcum.internal:8200/v1/⟨path⟩',
            "Токен Vault для namespace ⟨ns⟩ (TTL 768h): ⟨t⟩",
        ),
        _vault_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_operator_init_output",
        (
            "$ vault operator init -key-shares=5 -key-threshold=3\nUnseal Key 1: ⟨u1⟩\n"
            "Unseal Key 2: ⟨u2⟩\nUnseal Key 3: ⟨u3⟩\nUnseal Key 4: ⟨u4⟩\nUnseal Key 5: ⟨u5⟩\n\n"
            "Initial Root Token: ⟨root⟩",
            "vault operator unseal ⟨u2⟩\nvault operator unseal ⟨u4⟩\nvault operator unseal ⟨u5⟩",
            "Bakı staging Vault yenidən init olundu, root token ⟨root⟩, unseal açarı #1: ⟨u1⟩",
        ),
        _vault_init,
        n=7,
        secrets=("u1", "u2", "u3", "u4", "u5", "root"),
    ),
    Kind(
        "kubernetes_service_account_token",
        (
            "users:\n- name: ⟨sa⟩\n  user:\n    token: ⟨jwt⟩",
            "kubectl --server=https://10.42.0.1:6443 --token=⟨jwt⟩ -n ⟨ns⟩ get pods",
            '{"bearerToken":"⟨jwt⟩","tlsClientConfig":{"insecure":false}}',
            "ArgoCD cluster secret için SA token (⟨ns⟩/⟨sa⟩): ⟨jwt⟩",
        ),
        _k8s_sa_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "kubeconfig_client_key_data",
        (
            "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n"
            "    certificate-authority-data: ⟨ca⟩\n    server: https://⟨cl⟩.k8s.yolcum.internal:6443\n"
            "  name: ⟨cl⟩\nusers:\n- name: ⟨user⟩\n  user:\n"
            "    client-certificate-data: ⟨cert⟩\n    client-key-data: ⟨key⟩",
            "$ kubectl config view --raw --minify -o "
            "jsonpath='{.users[0].user.client-key-data}'\n⟨key⟩",
        ),
        _kubeconfig_key,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "kubernetes_secret_manifest",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨sec⟩-db\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  password: ⟨bpw⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨sec⟩-db\n  namespace: ⟨ns⟩\n"
            "stringData:\n  username: ⟨user⟩\n  password: '⟨pw⟩'",
            "kubectl -n ⟨ns⟩ create secret generic ⟨sec⟩-db --from-literal=username=⟨user⟩ "
            "--from-literal=password='⟨pw⟩'",
            "$ kubectl -n ⟨ns⟩ get secret ⟨sec⟩-db -o jsonpath='{.data.password}' "
            "| base64 -d\n⟨pw⟩",
        ),
        _k8s_secret,
        n=7,
        secrets=("pw", "bpw"),
    ),
    Kind(
        "kafka_sasl_scram_password",
        (
            "security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
            'username="⟨user⟩" password="⟨pw⟩";',
            "kcat -b ⟨br⟩ -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 "
            "-X sasl.username=⟨user⟩ -X sasl.password='⟨pw⟩' -t trip.events -C -o -5 -e",
            "kafka-configs.sh --bootstrap-server ⟨br⟩ --alter --add-config "
            "'SCRAM-SHA-512=[password=⟨pw⟩]' --entity-type users --entity-name ⟨user⟩",
            "Kafka SCRAM parolu (⟨user⟩): ⟨pw⟩",
        ),
        _kafka_scram,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "confluent_cloud_api_secret",
        (
            "confluent api-key store ⟨k⟩ ⟨s⟩ --resource ⟨cl⟩",
            "bootstrap.servers=pkc-w7d6j.europe-west3.gcp.confluent.cloud:9092\n"
            "sasl.username=⟨k⟩\nsasl.password=⟨s⟩",
            "basic.auth.credentials.source=USER_INFO\nschema.registry.basic.auth.user.info=⟨k⟩:⟨s⟩",
            "Bakı klasterinin (⟨cl⟩) API secret-i: ⟨s⟩, key ⟨k⟩",
        ),
        _confluent,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "clickhouse_password",
        (
            "<clickhouse>\n  <users>\n    <⟨user⟩>\n      <password>⟨pw⟩</password>\n"
            "      <networks><ip>10.42.0.0/16</ip></networks>\n    </⟨user⟩>\n  </users>\n"
            "</clickhouse>",
            "clickhouse-client --host ⟨host⟩ --secure --user ⟨user⟩ --password '⟨pw⟩' "
            "--query 'SELECT count() FROM trips.trip_events'",
            "CLICKHOUSE_DSN=clickhouse://⟨user⟩:⟨pw⟩@⟨host⟩:9440/trips?secure=true",
            "Пароль ClickHouse для ⟨user⟩ — ⟨pw⟩ (Grafana datasource тоже на нём)",
        ),
        _clickhouse,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "redis_password",
        (
            "redis-cli -h ⟨host⟩ -p 6379 -a '⟨pw⟩' --no-auth-warning -n ⟨db⟩ DBSIZE",
            "# redis.conf on the geo cache\nrequirepass ⟨pw⟩\nmasterauth ⟨pw⟩",
            "REDIS_URL=rediss://default:⟨pw⟩@⟨host⟩:6380/⟨db⟩",
            "sentinel auth-pass yolcum-sessions ⟨pw⟩",
        ),
        _redis,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "postgres_password",
        (
            "DATABASE_URL=postgres://⟨user⟩:⟨pw⟩@⟨host⟩:5432/orders?sslmode=require",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U ⟨user⟩ -d orders -c '\\dt'",
            "~/.pgpass\n⟨host⟩:5432:orders:⟨user⟩:⟨pw⟩",
            'userlist.txt (pgbouncer):\n"⟨user⟩" "⟨pw⟩"',
        ),
        _postgres,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "argocd_credentials",
        (
            "$ argocd admin initial-password -n argocd\n⟨pw⟩\n\n"
            " This password must be only used for first time login. We strongly recommend "
            "you update the password using `argocd account update-password`.",
            "argocd login argocd.platform.yolcum.internal --username admin "
            "--password '⟨pw2⟩' --grpc-web",
            "ARGOCD_SERVER=argocd.platform.yolcum.internal\nARGOCD_AUTH_TOKEN=⟨jwt⟩",
            "argocd account generate-token --account ci-bot çıktısı: ⟨jwt⟩",
        ),
        _argocd,
        n=7,
        secrets=("pw", "pw2", "jwt"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: repo-gitops\n  namespace: argocd\n"
            "  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n"
            "  url: https://github.com/⟨repo⟩\n  username: x-access-token\n  password: ⟨t⟩",
            "git clone https://x-access-token:⟨t⟩@github.com/⟨repo⟩.git",
            "GH_TOKEN=⟨t⟩ gh workflow run release.yml -R ⟨repo⟩",
        ),
        _github_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "container_registry_credentials",
        (
            "docker login harbor.yolcum.internal -u '⟨user⟩' -p ⟨s⟩",
            '{"id":41,"name":"⟨user⟩","secret":"⟨s⟩","expires_at":-1}',
            '~/.docker/config.json\n{\n  "auths": {\n    "cr.yandex": {\n'
            '      "auth": "⟨auth⟩"\n    }\n  }\n}',
            "Harbor robot hesabı ⟨user⟩, secret: ⟨s⟩",
        ),
        _registry,
        n=7,
        secrets=("s", "auth"),
    ),
    Kind(
        "telegram_bot_token",
        (
            "receivers:\n- name: oncall-telegram\n  telegram_configs:\n  - bot_token: ⟨t⟩\n"
            "    chat_id: ⟨chat⟩\n    parse_mode: HTML",
            'curl -s "https://api.telegram.org/bot⟨t⟩/sendMessage" -d chat_id=⟨chat⟩ '
            "-d text='ArgoCD sync failed'",
            "TELEGRAM_BOT_TOKEN=⟨t⟩",
            "Kuryer bildiriş botunun tokeni: ⟨t⟩ (BotFather-dən, Aysel yaratdı)",
        ),
        _telegram,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "grafana_service_account_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" https://grafana.yolcum.internal/api/search?query=dispatch',
            "GRAFANA_TOKEN=⟨t⟩ grizzly apply dashboards/",
            "Grafana SA token (Editor, dashboard provisioning için): ⟨t⟩",
        ),
        _grafana,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "prometheus_remote_write_auth",
        (
            "remote_write:\n- url: https://vm.bak.yolcum.internal/api/v1/write\n  basic_auth:\n"
            "    username: ⟨user⟩\n    password: ⟨pw⟩",
            'curl -H "Authorization: Basic ⟨b⟩" '
            "'https://vm.bak.yolcum.internal/api/v1/query?query=up'",
            "echo 'trip_eta_seconds 312' | curl -u ⟨user⟩:'⟨pw⟩' --data-binary @- "
            "https://pushgw.yolcum.internal/metrics/job/eta",
        ),
        _prom_basic,
        n=7,
        secrets=("pw", "b"),
    ),
    Kind(
        "huawei_push_client_secret",
        (
            "curl -X POST https://oauth-login.cloud.huawei.com/oauth2/v3/token -d "
            "'grant_type=client_credentials&client_id=⟨app⟩&client_secret=⟨s⟩'",
            "HMS_APP_ID=⟨app⟩\nHMS_CLIENT_SECRET=⟨s⟩",
            "AppGallery Connect client secret (kurye uygulaması, HMS Push): ⟨s⟩",
        ),
        _hms,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "android_keystore_passwords",
        (
            "gradle.properties (CI)\nRELEASE_STORE_FILE=⟨ks⟩\nRELEASE_STORE_PASSWORD=⟨pw⟩\n"
            "RELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD=⟨pw2⟩",
            "keytool -list -v -keystore ⟨ks⟩ -storepass '⟨pw⟩'",
            "⟨ks⟩ şifresi ⟨pw2⟩ — kaybedersek Play'de upload key reset gerekir",
        ),
        _keystore,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "apns_p8_private_key",
        (
            "AuthKey_⟨kid⟩.p8 (Team ⟨team⟩):\n" + _BEGIN + _PK + "\n⟨body⟩\n" + _END + _PK,
            _BEGIN + _PK + "\n⟨body⟩\n" + _END + _PK + "\n",
        ),
        _apns,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "gcp_service_account_private_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "'
            + _BEGIN
            + _PK
            + "\\n⟨body⟩\\n"
            + _END
            + _PK
            + '\\n",\n  "client_email": "⟨email⟩",\n  "client_id": "⟨cid⟩"\n}',
            'FIREBASE_PRIVATE_KEY="' + _BEGIN + _PK + "\\n⟨body⟩\\n" + _END + _PK + '\\n"',
        ),
        _gcp_sa,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + "OPENSSH " + _PK + "\n⟨body⟩\n" + _END + "OPENSSH " + _PK,
            "~/.ssh/id_ed25519 (⟨who⟩):\n"
            + _BEGIN
            + "OPENSSH "
            + _PK
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PK
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "webhook_and_jwt_signing_secrets",
        (
            "PARTNER_WEBHOOK_SECRET=⟨s⟩  # ⟨p⟩ sipariş webhook'ları HMAC-SHA256",
            "RIDER_JWT_SIGNING_KEY=⟨h⟩",
            "jwt:\n  issuer: https://auth.yolcum.app\n  hs256_secret: ⟨s⟩",
            "⟨p⟩ ilə webhook imzası üçün paylaşılan sirr: ⟨h⟩",
        ),
        _signing,
        n=7,
        secrets=("s", "h"),
    ),
    Kind(
        "totp_shared_seed",
        (
            "otpauth://totp/iyzico:⟨who⟩@yolcum.app?secret=⟨s⟩&issuer=iyzico&digits=6&period=30",
            "oathtool --totp -b ⟨s⟩",
            "Netgsm paneli 2FA seed (⟨who⟩ ortak hesabı): ⟨s⟩",
        ),
        _totp,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Kurye paneli admin şifresi ⟨pw⟩ olarak değiştirildi (⟨who⟩ biliyor).",
            "Bakı ofisindəki Grafana admin parolu: ⟨pw⟩",
            "Пароль от учётки break-glass в Keycloak: ⟨pw⟩ — спросить у ⟨who⟩, если сменили",
            "The password for the shared iyzico merchant panel login is ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Olay 2030-08-14 ödeme hatası\n- trip ⟨trip⟩, H3 ⟨cell⟩\n- iyzico paymentId ⟨pay⟩, "
            "conversationId ⟨conv⟩\n- release commit ⟨sha⟩\n"
            "- IYZICO_SECRET_KEY=⟨s⟩ loglara düştü, rotate edildi mi?",
            "Handover (Bakı → İstanbul)\n▹ ClickHouse query_id ⟨q⟩ yavaş\n"
            "▹ dispatch-eta lag offset ⟨off⟩\n▹ argocd revision ⟨sha⟩\n"
            "▹ vault token ⟨t⟩ (öz tokenim idi, revoke edin)",
        ),
        _among,
        n=7,
        secrets=("s", "t"),
    ),
)
