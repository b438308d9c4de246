"""True secrets of ``lookalike90``: credentials whose leak grants access, in the shapes the
Alpenrand Vermögen AG platform notes would hold them. Each kind names the fields that must
not survive; identifiers next to them (merchant, space, user, app, tenant, key ids) are
deliberately not listed.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike90.gen import (
    ALNUM,
    B64STD,
    B64URL,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    certificate_der,
    day,
    ec_sec1_der,
    ed25519_pkcs8_der,
    epoch,
    hexs,
    hhmm,
    human_password,
    indent,
    ipv4,
    num,
    object_id,
    openssh_ed25519_private_body,
    password,
    pem,
    pem_body,
    pick,
    rsa_pkcs8_der,
    rsa_private_der,
    ts,
    ulid,
    uuid4,
)

# Vendor prefixes and armour labels are joined from pieces so no literal is a credential.
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_HVS = "hv" + "s."
_HVB = "hv" + "b."
_EXO = "EX" + "O"
_AZ_MARK = "8" + "Q~"
_PK = "PRIVATE" + " KEY"
_RSA_PK = "RSA " + _PK
_EC_PK = "EC " + _PK
_OSSH_PK = "OPENSSH " + _PK

_PG_HOSTS = (
    "pg-reporting.alpenrand.internal",
    "pg-ledger-01.zrh.alpenrand.internal",
    "10.42.7.19",
    "pgbouncer.reporting.svc.cluster.local",
    "alpenrand-pg.postgres.database.azure.com",
)
_BANKS = ("rheintalbank", "banca-ceresio", "lindenhof-bank", "bcv-connect", "seebank-zug")
_REALMS = ("alpenrand", "alpenrand-staff", "kunden-portal", "internal")


def _url_password(r: Random, n: int | None = None) -> str:
    return pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", (n or r.choice((16, 20, 24))) - 1)


def _pfc(r: Random) -> dict[str, str]:
    return {
        "key": b64(r, 32),
        "user": num(r, r.choice((5, 6))),
        "space": num(r, 5),
        "day": day(r),
    }


def _datatrans_pw(r: Random) -> dict[str, str]:
    mid = "11000" + num(r, 5)
    pw = pick(r, ALNUM, r.choice((16, 20, 24)))
    return {
        "mid": mid,
        "pw": pw,
        "basic": b64_of(f"{mid}:{pw}"),
        "tx": "2381" + num(r, 14),
        "day": day(r),
    }


def _datatrans_hmac(r: Random) -> dict[str, str]:
    return {"key": hexs(r, 128), "mid": "11000" + num(r, 5), "ts": epoch(r)}


def _twint(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 24))),
        "mid": uuid4(r),
        "n": num(r, 4),
        "day": day(r),
    }


def _blink(r: Random) -> dict[str, str]:
    return {"cid": uuid4(r), "cs": b64url(r, 32), "day": day(r)}


def _sftp(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 19, 22))),
        "user": "alpr" + num(r, 5),
        "bank": r.choice(_BANKS),
        "port": r.choice(("22", "2222", "10022")),
    }


def _avaloq(r: Random) -> dict[str, str]:
    return {
        "cid": r.choice(("alpenrand-reporting-svc", "acp-portfolio-sync", "wm-reporting-batch")),
        "cs": b64url(r, 24),
    }


def _temenos(r: Random) -> dict[str, str]:
    return {"ak": hexs(r, 32), "as": hexs(r, 32), "day": day(r)}


def _bexio(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "RS256", "kid": uuid4(r), "typ": "JWT"})
    iat = int(epoch(r))
    claims = {
        "sub": r.choice(("finance", "ops", "lucia.bernasconi", "m.keller")) + "@alpenrand.ch",
        "login_id": uuid4(r),
        "company_id": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 14),
        "user_id": int(num(r, 6)),
        "azp": "evergreen.4f8d2c." + hexs(r, 6) + "@apps.bexio.com",
        "scope": "openid profile email offline_access kb_invoice_show contact_show",
        "iss": "https://idp.bexio.com",
        "exp": iat + 31_536_000,
        "iat": iat,
        "company_user_id": int(num(r, 2)),
        "jti": uuid4(r),
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}", "day": day(r)}


def _abacus(r: Random) -> dict[str, str]:
    return {"cid": uuid4(r), "cs": pick(r, ALNUM, 40), "m": num(r, r.choice((3, 4))), "day": day(r)}


def _exoscale(r: Random) -> dict[str, str]:
    return {"k": _EXO + hexs(r, 24), "s": b64url(r, 32)}


def _infomaniak(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM + "-_", 80),
        "pw": password(r, r.choice((18, 24, 32))),
        "pcu": pick(r, UPPER_ALNUM, 7),
    }


def _azure_secret(r: Random) -> dict[str, str]:
    alphabet = ALNUM + "_~.-"
    return {
        "s": pick(r, alphabet, 3) + _AZ_MARK + pick(r, alphabet, 34),
        "app": uuid4(r),
        "tenant": uuid4(r),
        "day": day(r),
    }


def _storage(r: Random) -> dict[str, str]:
    return {
        "key": b64(r, 64),
        "acct": "stalpenrand" + r.choice(("prod", "camt", "reports", "archiv")) + num(r, 2),
    }


def _kubeconfig(r: Random) -> dict[str, str]:
    key_pem = pem(_RSA_PK, rsa_private_der(r, 2048)) + "\n"
    cert_pem = pem("CERTIFICATE", certificate_der(r, "masterclient", "ca")) + "\n"
    return {"key": b64_of(key_pem), "cert": b64_of(cert_pem), "srv": hexs(r, 8)}


def _vault_token(r: Random) -> dict[str, str]:
    if r.random() < 0.5:
        t = _HVS + "CAESI" + pick(r, B64URL, 43) + "Gh4KHGh2cy4" + pick(r, ALNUM, 24)
    elif r.random() < 0.7:
        t = _HVS + pick(r, ALNUM, 24)
    else:
        t = _HVB + "AAAAAQ" + pick(r, B64URL, 132)
    return {"t": t}


def _vault_init(r: Random) -> dict[str, str]:
    out = {f"k{i}": b64(r, 33) for i in range(1, 6)}
    out["root"] = _HVS + pick(r, ALNUM, 24)
    out["sid"] = uuid4(r)
    out["acc"] = uuid4(r)
    out["rid"] = uuid4(r)
    return out


def _keycloak_secret(r: Random) -> dict[str, str]:
    return {
        "cs": pick(r, ALNUM, 32),
        "cid": r.choice(("reporting-batch", "portfolio-api", "camt-importer", "grafana")),
        "realm": r.choice(_REALMS),
    }


def _keycloak_admin(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.4 else password(r, r.choice((16, 20)))
    return {"pw": pw, "v": r.choice(("41.0.2", "42.1.0", "43.0.1"))}


def _gitlab(r: Random) -> dict[str, str]:
    return {
        "pat": _GLPAT + pick(r, B64URL, 20),
        "rt": _GLRT + pick(r, B64URL, 20),
        "pid": num(r, 3),
        "day": day(r),
    }


def _ci_var(r: Random) -> dict[str, str]:
    return {"v": password(r, r.choice((20, 24, 32))).replace("$", "%"), "pid": num(r, 3)}


def _confluent(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, UPPER_ALNUM, 16),
        "s": pick(r, B64STD, 64),
        "c": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
    }


def _pg(r: Random) -> dict[str, str]:
    return {"pw": _url_password(r), "host": r.choice(_PG_HOSTS)}


def _elastic(r: Random) -> dict[str, str]:
    key_id = pick(r, B64URL, 20)
    key = pick(r, B64URL, 22)
    return {"id": key_id, "key": key, "enc": b64_of(f"{key_id}:{key}"), "pw": pick(r, ALNUM, 20)}


def _swisscom(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, ALNUM, 32),
        "sec": pick(r, ALNUM, 24),
        "rid": uuid4(r),
        "tel": num(r, 7),
        "code": num(r, 6),
    }


def _swissid(r: Random) -> dict[str, str]:
    return {
        "cid": "alpenrand-" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 8),
        "cs": b64url(r, 30),
    }


def _rsa_pem(r: Random) -> dict[str, str]:
    bits = r.choice((2048, 3072))
    return {
        "body8": pem_body(rsa_pkcs8_der(r, bits)),
        "body1": pem_body(rsa_private_der(r, bits)),
        "bodyi": indent(pem_body(rsa_pkcs8_der(r, 2048)), 4),
    }


def _ec_pem(r: Random) -> dict[str, str]:
    return {"ec": pem_body(ec_sec1_der(r)), "ed": pem_body(ed25519_pkcs8_der(r))}


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("deploy@bastion-gva", "gitlab-ci@alpenrand", "lucia@lugano-mbp", "ops@zrh"))
    return {"b": openssh_ed25519_private_body(r, comment), "c": comment}


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((20, 24)))
    host = r.choice(_PG_HOSTS)
    return {
        "u64": b64_of(r.choice(("reporting_app", "reporting_etl", "ledger_ro"))),
        "p64": b64_of(pw),
        "d64": b64_of(f"postgresql://reporting_app:{_url_password(r)}@{host}:5432/reporting"),
        "cid64": b64_of(r.choice(("reporting-batch", "portfolio-api"))),
        "cs64": b64_of(pick(r, ALNUM, 32)),
        "s64": b64_of(pick(r, B64STD, 64)),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "space": num(r, 5),
        "pfc": b64(r, 32),
        "mid": "11000" + num(r, 5),
        "dtpw": pick(r, ALNUM, 20),
        "sid": b64url(r, 30),
        "redis": pick(r, ALNUM, 32),
        "smtp": password(r, 18),
        "jwt": b64(r, 48),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "u": uuid4(r),
        "ul": ulid(r),
        "oid": object_id(r),
        "acc": pick(r, ALNUM, 24),
        "tx": "2381" + num(r, 14),
        "t": epoch(r),
        "sig": hexs(r, 64),
        "n": num(r, 4),
        "host": r.choice(_PG_HOSTS),
        "ts": ts(r),
        "kc": pick(r, ALNUM, 32),
        "hmac": hexs(r, 128),
        "vt": _HVS + pick(r, ALNUM, 24),
        "pgpw": _url_password(r, 20),
    }


def _prose(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 22)))
    return {"pw": pw, "day": day(r), "hhmm": hhmm(r), "ip": ipv4(r)}


SECRETS: tuple[Kind, ...] = (
    Kind(
        "postfinance_checkout_auth_key",
        (
            "postfinance:\n  checkout:\n    space_id: ⟨space⟩\n    user_id: ⟨user⟩\n"
            '    authentication_key: "⟨key⟩"',
            "client = postfinancecheckout.Configuration(user_id=⟨user⟩, "
            'api_secret="⟨key⟩")  # space ⟨space⟩',
            "PFC_SPACE_ID=⟨space⟩\nPFC_USER_ID=⟨user⟩\nPFC_AUTHENTICATION_KEY=⟨key⟩",
            "Neuer Application User in PostFinance Checkout (Space ⟨space⟩, User-ID ⟨user⟩), "
            "Authentifizierungsschlüssel: ⟨key⟩ — noch nicht im Key Vault!",
        ),
        _pfc,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "datatrans_api_password",
        (
            "curl -u ⟨mid⟩:⟨pw⟩ -H 'Content-Type: application/json' "
            "https://api.sandbox.datatrans.com/v1/transactions/⟨tx⟩",
            "Datatrans Server-to-Server-Aufrufe brauchen `Authorization: Basic ⟨basic⟩` "
            "(merchantId ⟨mid⟩ + API-Passwort)",
            'datatrans:\n  merchant-id: "⟨mid⟩"\n  password: "⟨pw⟩"\n'
            "  base-url: https://api.datatrans.com/v1",
            "Datatrans hat das neue API-Passwort für Merchant ⟨mid⟩ geschickt: ⟨pw⟩ "
            "(das alte läuft am ⟨day⟩ aus)",
        ),
        _datatrans_pw,
        n=7,
        secrets=("pw", "basic"),
    ),
    Kind(
        "datatrans_hmac_sign_key",
        (
            "DATATRANS_HMAC_KEY=⟨key⟩",
            "Webhook prüfen: hmac.new(bytes.fromhex('⟨key⟩'), (ts + body).encode(), "
            "hashlib.sha256) — ts kam als ⟨ts⟩",
            "La clé HMAC (sign2) du merchant ⟨mid⟩ pour les webhooks : ⟨key⟩",
            '{"merchantId": "⟨mid⟩", "signKey": "⟨key⟩", "security": "sign2"}',
        ),
        _datatrans_hmac,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "twint_certificate_password",
        (
            "keytool -importkeystore -srckeystore twint-merchant-⟨n⟩.p12 -srcstoretype PKCS12 "
            "-srcstorepass '⟨pw⟩' -destkeystore twint.jks",
            "openssl pkcs12 -in twint_⟨n⟩.p12 -nokeys -passin 'pass:⟨pw⟩' | "
            "openssl x509 -noout -enddate",
            "twint:\n  merchant-uuid: ⟨mid⟩\n  certificate: /etc/alpenrand/twint/merchant.p12\n"
            "  certificate-password: ⟨pw⟩",
            "Il certificato TWINT (merchant ⟨mid⟩) è rinnovato fino al ⟨day⟩; password del "
            ".p12: ⟨pw⟩ — da spostare in Key Vault.",
        ),
        _twint,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "six_blink_client_secret",
        (
            "curl -X POST https://api.blink.six-group.com/oauth2/token --cert blink-mtls.pem "
            "-d grant_type=client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩",
            "BLINK_CLIENT_ID=⟨cid⟩\nBLINK_CLIENT_SECRET=⟨cs⟩\nBLINK_SCOPE=accounts transactions",
            "bLink (SIX) Sandbox-Zugang für den camt.053-Abruf: client_secret ⟨cs⟩, "
            "gültig bis ⟨day⟩",
        ),
        _blink,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "bank_sftp_password",
        (
            "sshpass -p '⟨pw⟩' sftp -oPort=⟨port⟩ ⟨user⟩@sftp.⟨bank⟩.ch:/out/camt053",
            '[sftp.camt053]\nhost = "sftp.⟨bank⟩.ch"\nport = ⟨port⟩\nuser = "⟨user⟩"\n'
            'password = "⟨pw⟩"\nremote_dir = "/out/camt.053"',
            "Mot de passe SFTP de la banque (dépôt pain.001, compte ⟨user⟩) : ⟨pw⟩ — "
            "à changer tous les 90 jours",
        ),
        _sftp,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "avaloq_oauth_client_secret",
        (
            "avaloq:\n  api:\n    token-url: https://auth.acp.alpenrand.internal/oauth2/token\n"
            "    client-id: ⟨cid⟩\n    client-secret: ⟨cs⟩",
            "curl -s -u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials "
            "https://auth.acp.alpenrand.internal/oauth2/token | jq .access_token",
            "AVALOQ_CLIENT_SECRET=⟨cs⟩  # ACP Sandbox Lugano, client ⟨cid⟩",
            "Le secret client Avaloq (⟨cid⟩) a été régénéré après l'audit : ⟨cs⟩",
        ),
        _avaloq,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "temenos_infinity_app_secret",
        (
            "curl -X POST https://infinity.alpenrand.internal/authService/100000002/login "
            '-H "X-Kony-App-Key: ⟨ak⟩" -H "X-Kony-App-Secret: ⟨as⟩"',
            "TEMENOS_APP_KEY=⟨ak⟩\nTEMENOS_APP_SECRET=⟨as⟩",
            "Temenos Fabric, App 'WealthReporting': App-Secret ⟨as⟩ (App-Key ⟨ak⟩ ist nur die "
            "Kennung), neu seit ⟨day⟩",
        ),
        _temenos,
        n=7,
        secrets=("as",),
    ),
    Kind(
        "bexio_personal_access_token",
        (
            "curl https://api.bexio.com/2.0/kb_invoice -H 'Accept: application/json' "
            "-H 'Authorization: Bearer ⟨jwt⟩'",
            "BEXIO_API_TOKEN=⟨jwt⟩",
            "bexio Personal Access Token (kb_invoice_show, contact_show), erstellt am ⟨day⟩:\n"
            "⟨jwt⟩",
        ),
        _bexio,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "abacus_client_secret",
        (
            "abacus:\n  base_url: https://abacus.alpenrand.internal:40001\n  mandant: ⟨m⟩\n"
            "  client_id: ⟨cid⟩\n  client_secret: ⟨cs⟩",
            "curl -s https://abacus.alpenrand.internal:40001/oauth/oauth2/v1/token "
            "-u ⟨cid⟩:⟨cs⟩ -d grant_type=client_credentials",
            "Abacus-Servicebenutzer für Mandant ⟨m⟩: Client-Secret ⟨cs⟩ (Ablauf ⟨day⟩)",
        ),
        _abacus,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "exoscale_api_secret",
        (
            "exo config add → API key ⟨k⟩ / secret ⟨s⟩ (Zone ch-gva-2)",
            '[[accounts]]\n  name = "alpenrand-prod"\n  key = "⟨k⟩"\n  secret = "⟨s⟩"\n'
            '  defaultZone = "ch-gva-2"',
            "export EXOSCALE_API_KEY=⟨k⟩\nexport EXOSCALE_API_SECRET=⟨s⟩",
            'provider "exoscale" {\n  key    = "⟨k⟩"\n  secret = "⟨s⟩"\n}',
        ),
        _exoscale,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "infomaniak_api_token_and_openstack_password",
        (
            "curl -H 'Authorization: Bearer ⟨tok⟩' https://api.infomaniak.com/1/products",
            "export OS_AUTH_URL=https://api.pub1.infomaniak.cloud/identity/v3\n"
            "export OS_USERNAME=PCU-⟨pcu⟩\nexport OS_PASSWORD='⟨pw⟩'\n"
            "export OS_PROJECT_NAME=PCP-⟨pcu⟩",
            "INFOMANIAK_API_TOKEN=⟨tok⟩",
            "Token API Infomaniak pour le DNS (scope domain:read) : ⟨tok⟩",
        ),
        _infomaniak,
        n=7,
        secrets=("tok", "pw"),
    ),
    Kind(
        "azure_client_secret",
        (
            "az login --service-principal -u ⟨app⟩ -p '⟨s⟩' --tenant ⟨tenant⟩",
            "AZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_ID=⟨app⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            "Client-Secret der App-Registrierung sp-keyvault-reader (läuft am ⟨day⟩ ab): ⟨s⟩",
            '{\n  "appId": "⟨app⟩",\n  "displayName": "sp-gitlab-deployer",\n'
            '  "password": "⟨s⟩",\n  "tenant": "⟨tenant⟩"\n}',
        ),
        _azure_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨key⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload --account-name ⟨acct⟩ --account-key ⟨key⟩ "
            "-c camt053 -f export.xml",
            "Chiave primaria (key1) dello storage account ⟨acct⟩: ⟨key⟩",
        ),
        _storage,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "aks_kubeconfig_client_key",
        (
            "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n"
            "    server: https://aks-alpenrand-chn-⟨srv⟩.hcp.switzerlandnorth.azmk8s.io:443\n"
            "  name: aks-alpenrand-chn\nusers:\n"
            "- name: clusterAdmin_rg-alpenrand-prod_aks-alpenrand-chn\n  user:\n"
            "    client-certificate-data: ⟨cert⟩\n    client-key-data: ⟨key⟩",
            "kubectl config set "
            "users.clusterAdmin_rg-alpenrand-prod_aks-alpenrand-chn.client-key-data ⟨key⟩",
        ),
        _kubeconfig,
        n=7,
        secrets=("key",),
    ),
    Kind(
        "vault_token",
        (
            "export VAULT_ADDR=https://vault.alpenrand.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            "vault login ⟨t⟩",
            "curl -H 'X-Vault-Token: ⟨t⟩' "
            "https://vault.alpenrand.internal:8200/v1/secret/data/payments/datatrans",
            "Vault-Token vom Pikett (TTL 768h, Policy payments-ro): ⟨t⟩",
        ),
        _vault_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_unseal_keys_and_secret_id",
        (
            "$ vault operator init\nUnseal Key 1: ⟨k1⟩\nUnseal Key 2: ⟨k2⟩\nUnseal Key 3: ⟨k3⟩\n"
            "Unseal Key 4: ⟨k4⟩\nUnseal Key 5: ⟨k5⟩\n\nInitial Root Token: ⟨root⟩\n\n"
            "Vault initialized with 5 key shares and a key threshold of 3.",
            "$ vault write -f auth/approle/role/reporting-etl/secret-id\nKey                   "
            "Value\n---                   -----\nsecret_id             ⟨sid⟩\n"
            "secret_id_accessor    ⟨acc⟩\nsecret_id_num_uses    0\nsecret_id_ttl         0s",
            "Unseal-Keys für vault-gva (Shamir 3 von 5), Teil 2 bei Lugano: ⟨k2⟩",
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
        ),
        _vault_init,
        n=7,
        secrets=("k1", "k2", "k3", "k4", "k5", "root", "sid"),
    ),
    Kind(
        "keycloak_client_secret",
        (
            "curl -s -X POST https://sso.alpenrand.ch/realms/⟨realm⟩/protocol/openid-connect/"
            "token -d grant_type=client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩",
            '{\n  "clientId": "⟨cid⟩",\n  "secret": "⟨cs⟩",\n  "publicClient": false,\n'
            '  "serviceAccountsEnabled": true\n}',
            "spring.security.oauth2.client.registration.keycloak.client-secret=⟨cs⟩",
            "Keycloak ⟨realm⟩ / ⟨cid⟩ → Credentials → Client Secret neu generiert: ⟨cs⟩",
        ),
        _keycloak_secret,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "keycloak_admin_password",
        (
            "docker run -p 8080:8080 -e KC_BOOTSTRAP_ADMIN_USERNAME=admin "
            "-e KC_BOOTSTRAP_ADMIN_PASSWORD='⟨pw⟩' quay.io/keycloak/keycloak:⟨v⟩ start-dev",
            "kcadm.sh config credentials --server https://sso.alpenrand.ch --realm master "
            "--user admin --password '⟨pw⟩'",
            "Il nuovo admin di Keycloak (realm master) ha la password ⟨pw⟩ finché non "
            "attiviamo SwissID.",
        ),
        _keycloak_admin,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "gitlab_tokens",
        (
            "git clone https://oauth2:⟨pat⟩@gitlab.alpenrand.ch/platform/reporting-api.git",
            "gitlab-runner register --non-interactive --url https://gitlab.alpenrand.ch "
            "--token ⟨rt⟩ --executor kubernetes",
            'curl --header "PRIVATE-TOKEN: ⟨pat⟩" '
            '"https://gitlab.alpenrand.ch/api/v4/projects/⟨pid⟩/pipelines?status=failed"',
            "Persönliches GitLab-Token (read_api, read_registry), Ablauf ⟨day⟩: ⟨pat⟩",
        ),
        _gitlab,
        n=7,
        secrets=("pat", "rt"),
    ),
    Kind(
        "gitlab_ci_variable_values",
        (
            "glab variable set DATATRANS_PASSWORD '⟨v⟩' --masked --protected --scope production",
            'curl --request POST --header "PRIVATE-TOKEN: $GITLAB_ADMIN_TOKEN" '
            '"https://gitlab.alpenrand.ch/api/v4/projects/⟨pid⟩/variables" '
            '--form "key=KAFKA_SASL_PASSWORD" --form "value=⟨v⟩" --form "masked=true"',
            '.gitlab-ci.yml (vor dem Fix!):\nvariables:\n  PG_PASSWORD: "⟨v⟩"\n'
            "  PG_HOST: pg-reporting.alpenrand.internal",
            "Settings → CI/CD → Variables: SWISSCOM_SMS_CLIENT_SECRET = ⟨v⟩ (masked, protected)",
        ),
        _ci_var,
        n=7,
        secrets=("v",),
    ),
    Kind(
        "confluent_kafka_api_secret",
        (
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule "
            'required username="⟨k⟩" password="⟨s⟩";',
            "confluent api-key store ⟨k⟩ ⟨s⟩ --resource lkc-⟨c⟩",
            "kafka:\n  bootstrap: pkc-⟨c⟩.switzerlandnorth.azure.confluent.cloud:9092\n"
            "  sasl:\n    mechanism: PLAIN\n    username: ⟨k⟩\n    password: ⟨s⟩",
            "API-Key ⟨k⟩ für den camt-Consumer; das Secret ist ⟨s⟩ (wird nur einmal angezeigt!)",
        ),
        _confluent,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "postgres_passwords",
        (
            "DATABASE_URL=postgresql://reporting_app:⟨pw⟩@⟨host⟩:5432/reporting?sslmode=require",
            'psql "host=⟨host⟩ port=5432 dbname=reporting user=reporting_ro password=⟨pw⟩ '
            'sslmode=verify-full"',
            "~/.pgpass auf dem ETL-Host:\n⟨host⟩:5432:reporting:reporting_etl:⟨pw⟩",
            "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/reporting\n"
            "spring.datasource.username=reporting_app\nspring.datasource.password=⟨pw⟩",
            "ALTER ROLE reporting_etl WITH LOGIN PASSWORD '⟨pw⟩';",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "elastic_api_key_and_password",
        (
            "curl -H 'Authorization: ApiKey ⟨enc⟩' "
            "https://alpenrand-logs.es.switzerlandnorth.azure.elastic-cloud.com/_cat/indices",
            '{\n  "id": "⟨id⟩",\n  "name": "filebeat-aks",\n  "api_key": "⟨key⟩",\n'
            '  "encoded": "⟨enc⟩"\n}',
            'output.elasticsearch:\n  hosts: ["https://es.alpenrand.internal:9200"]\n'
            '  username: "elastic"\n  password: "⟨pw⟩"',
            "Reset du mot de passe `elastic` via elasticsearch-reset-password : "
            "nouveau mot de passe ⟨pw⟩",
        ),
        _elastic,
        n=7,
        secrets=("key", "enc", "pw"),
    ),
    Kind(
        "swisscom_sms_api_credentials",
        (
            "curl -X POST https://api.swisscom.com/messaging/sms -H 'client_id: ⟨key⟩' "
            "-H 'SCS-Version: 2' -H 'SCS-Request-ID: ⟨rid⟩' "
            '-d \'{"from":"Alpenrand","to":"+4179⟨tel⟩","text":"Ihr Code: ⟨code⟩"}\'',
            "SWISSCOM_SMS_CONSUMER_KEY=⟨key⟩\nSWISSCOM_SMS_CONSUMER_SECRET=⟨sec⟩",
            "Swisscom SMS-API: Consumer Secret der App alpenrand-otp ist ⟨sec⟩",
        ),
        _swisscom,
        n=7,
        secrets=("key", "sec"),
    ),
    Kind(
        "swissid_oidc_client_secret",
        (
            "SWISSID_CLIENT_ID=⟨cid⟩\nSWISSID_CLIENT_SECRET=⟨cs⟩\n"
            "SWISSID_DISCOVERY=https://login.swissid.ch/idp/oauth2/.well-known/openid-configuration",
            '{"alias": "swissid", "providerId": "oidc", "config": {"clientId": "⟨cid⟩", '
            '"clientSecret": "⟨cs⟩", "clientAuthMethod": "client_secret_post"}}',
            "Le client secret SwissID (prod) est ⟨cs⟩ — le client_id ⟨cid⟩ peut rester "
            "dans la doc.",
        ),
        _swissid,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "rsa_private_key_pem",
        (
            f"-----BEGIN {_PK}-----\n⟨body8⟩\n-----END {_PK}-----",
            "Schlüssel für den mTLS-Client (bLink), aus dem alten Confluence kopiert:\n\n"
            f"-----BEGIN {_RSA_PK}-----\n⟨body1⟩\n-----END {_RSA_PK}-----\n",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: blink-mtls\ntype: kubernetes.io/tls\n"
            f"stringData:\n  tls.key: |\n    -----BEGIN {_PK}-----\n⟨bodyi⟩\n"
            f"    -----END {_PK}-----",
        ),
        _rsa_pem,
        n=7,
        secrets=("body8", "body1", "bodyi"),
    ),
    Kind(
        "ec_and_ed25519_private_keys",
        (
            f"-----BEGIN {_EC_PK}-----\n⟨ec⟩\n-----END {_EC_PK}-----",
            "Signierschlüssel (ES256) für die Export-JWTs, nur Staging:\n```\n"
            f"-----BEGIN {_EC_PK}-----\n⟨ec⟩\n-----END {_EC_PK}-----\n```",
            f"-----BEGIN {_PK}-----\n⟨ed⟩\n-----END {_PK}-----",
            'resource "vault_generic_secret" "signing" {\n  path = "secret/reporting/signing"\n'
            f"  data_json = jsonencode({{ key = <<EOT\n-----BEGIN {_EC_PK}-----\n⟨ec⟩\n"
            f"-----END {_EC_PK}-----\nEOT\n  }})\n}}",
        ),
        _ec_pem,
        n=7,
        secrets=("ec", "ed"),
    ),
    Kind(
        "openssh_private_key",
        (
            f"-----BEGIN {_OSSH_PK}-----\n⟨b⟩\n-----END {_OSSH_PK}-----",
            "~/.ssh/id_ed25519 auf dem Jump-Host (⟨c⟩):\n\n"
            f"-----BEGIN {_OSSH_PK}-----\n⟨b⟩\n-----END {_OSSH_PK}-----\n",
            "GitLab CI-Variable SSH_PRIVATE_KEY (Typ File), Inhalt:\n"
            f"-----BEGIN {_OSSH_PK}-----\n⟨b⟩\n-----END {_OSSH_PK}-----",
        ),
        _openssh,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "kubernetes_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: reporting-db\n"
            "  namespace: reporting\ntype: Opaque\ndata:\n  username: ⟨u64⟩\n"
            "  password: ⟨p64⟩\n  DATABASE_URL: ⟨d64⟩",
            "kubectl get secret datatrans-credentials -n payments "
            "-o jsonpath='{.data.password}'\n⟨p64⟩",
            '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"keycloak-client"},'
            '"data":{"client-id":"⟨cid64⟩","client-secret":"⟨cs64⟩"}}',
            "Im Secret `confluent-sasl` steht `sasl.password: ⟨s64⟩` (base64) — "
            "das ist das echte Confluent-Secret.",
        ),
        _k8s,
        n=7,
        secrets=("p64", "d64", "cs64", "s64"),
    ),
    Kind(
        "dotenv_lines",
        (
            "# .env.production (reporting-api)\nAPP_ENV=production\nPFC_SPACE_ID=⟨space⟩\n"
            "PFC_AUTHENTICATION_KEY=⟨pfc⟩\nDATATRANS_MERCHANT_ID=⟨mid⟩\n"
            "DATATRANS_PASSWORD=⟨dtpw⟩\nLOG_LEVEL=info",
            'SWISSID_CLIENT_SECRET="⟨sid⟩"\nKEYCLOAK_URL=https://sso.alpenrand.ch\n'
            "SENTRY_ENVIRONMENT=prod",
            "REDIS_HOST=redis-reporting.alpenrand.internal\nREDIS_PASSWORD=⟨redis⟩\n"
            "SMTP_USER=noreply@alpenrand.ch\nSMTP_PASSWORD='⟨smtp⟩'",
            "JWT_ISSUER=https://reporting.alpenrand.ch\nJWT_SIGNING_SECRET=⟨jwt⟩\nJWT_TTL=900",
        ),
        _dotenv,
        n=7,
        secrets=("pfc", "dtpw", "sid", "redis", "smtp", "jwt"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Deploy-Notizen\n- Commit ⟨sha⟩ auf main\n- Image sha256:⟨dig⟩\n"
            "- Trace ⟨trace⟩ zeigt den langsamen camt-Import\n"
            "- Keycloak client secret für reporting-batch: ⟨kc⟩\n- Request-ID ⟨u⟩",
            "Incident INC-⟨n⟩ (Genève)\n\n| Champ | Valeur |\n|---|---|\n"
            "| transactionId | ⟨tx⟩ |\n| Datatrans-Signature | t=⟨t⟩,s0=⟨sig⟩ |\n"
            "| HMAC key (sign2) | ⟨hmac⟩ |\n| UETR | ⟨u⟩ |",
            "Passaggio di consegne Lugano:\n* ULID ordine ⟨ul⟩\n"
            "* Vault accessor ⟨acc⟩ (ok, non è un token)\n"
            "* VAULT_TOKEN=⟨vt⟩  ← questo invece sì, da ruotare!\n* commit ⟨sha⟩\n"
            "* documento Mongo ⟨oid⟩",
            "⟨ts⟩ INFO  pg-pool connected host=⟨host⟩ trace_id=⟨trace⟩\n"
            "⟨ts⟩ DEBUG dsn=postgresql://reporting_app:⟨pgpw⟩@⟨host⟩:5432/reporting "
            "span_id=⟨span⟩\n⟨ts⟩ INFO  migrations done rev=⟨sha⟩",
        ),
        _among,
        n=7,
        secrets=("kc", "hmac", "vt", "pgpw"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Das Passwort für den Abacus-Admin ist neu ⟨pw⟩, bitte nicht im Teams-Chat teilen.",
            "Le mot de passe du compte de service bexio est « ⟨pw⟩ » depuis la migration.",
            "La password dell'utente ETL su PostgreSQL è ⟨pw⟩ (l'ha cambiata Chiara ieri).",
            "Reminder: the break-glass password for the Key Vault admin is ⟨pw⟩ until we "
            "rotate it on ⟨day⟩.",
            "Pikett-Login fürs Kibana: Benutzer ops-zh, Passwort ⟨pw⟩ (ab ⟨hhmm⟩ gültig)",
            "Pour le bastion ⟨ip⟩ : utilisateur deploy, mot de passe ⟨pw⟩.",
            "Passwort vom Swisscom-Portal (SMS-Kontingent) isch ⟨pw⟩ – wie letscht Jahr, "
            "nur mit ere neue Zahl",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
)
