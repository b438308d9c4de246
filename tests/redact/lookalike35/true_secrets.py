"""True secrets in memory-note framings; each kind names the fields that must not survive.

A multi-line value (a private key body) is listed line by line, each line of 16+ characters
(see ``gen.secrets_of``).
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike35.gen import (
    ALNUM,
    B58,
    B64STD,
    B64URL,
    BECH32,
    KAFKA_TOPICS,
    LOWER_ALNUM,
    NAMESPACES,
    PG_DBS,
    PG_HOSTS,
    PG_USERS,
    REALMS,
    SERVICES,
    UPPER_ALNUM,
    URL_SAFE_PW,
    Kind,
    b64,
    b64_of,
    b64url,
    ec_p256_private_der,
    hexs,
    human_password,
    jwt,
    num,
    openssh_ed25519_private,
    password,
    pem,
    pick,
    uhex,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk_" + "live_" + "51"
_RK_LIVE = "rk_" + "live_" + "51"
_WHSEC = "wh" + "sec_"
_XOXB = "xo" + "xb-"
_HVS = "hv" + "s."
_AGE_SK = "AGE-SECRET" + "-KEY-1"
_SNTRYU = "sntr" + "yu_"
_GLSA = "gl" + "sa_"
_ONFIDO = "api_" + "live."
_XPRV = "xp" + "rv9"
_BITGO = "v2" + "x"
_ADYEN = "AQ" + "E"
_K10 = "K1" + "0"
_CKO_SK = "sk" + "_"
_CKO_SBOX = "sk" + "_sbox_"
_PAYSAFE = "B-p1-0-"

_FEB = (1864684800, 1867104000)  # 2029-02-01 .. 2029-03-01 UTC


def _sportradar(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM, 18),
        "key": pick(r, ALNUM, 40),
        "bk": num(r, 5),
        "ev": num(r, 8),
    }


def _betfair(r: Random) -> dict[str, str]:
    return {"app": pick(r, ALNUM, 16), "ssoid": b64(r, 32), "pw": human_password(r)}


def _confluent(r: Random) -> dict[str, str]:
    lkc = "lkc-" + pick(r, LOWER_ALNUM, 5)
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, B64STD, 64),
        "lkc": lkc,
        "boot": "pkc-" + pick(r, LOWER_ALNUM, 5) + ".eu-central-1.aws.confluent.cloud:9092",
    }


def _scram(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((24, 28, 32))),
        "svc": r.choice(SERVICES),
        "topic": r.choice(KAFKA_TOPICS),
    }


def _cf_token(r: Random) -> dict[str, str]:
    user = r.choice(("jelena.petrovic", "gorg.borg", "platform", "marko.jovanovic"))
    return {"tok": pick(r, B64URL, 40), "gk": hexs(r, 37), "email": f"{user}@qalbubet.com"}


def _cf_r2(r: Random) -> dict[str, str]:
    return {
        "r2id": hexs(r, 32),
        "r2sec": hexs(r, 64),
        "acct": hexs(r, 32),
        "oca": "v1.0-" + hexs(r, 24) + "-" + hexs(r, 146),
    }


def _cf_tunnel(r: Random) -> dict[str, str]:
    acct, tid, ts = hexs(r, 32), uuid4(r), b64(r, 32)
    raw = json.dumps({"a": acct, "t": tid, "s": ts}, separators=(",", ":"))
    return {"acct": acct, "tid": tid, "ts": ts, "token": b64_of(raw)}


def _kc_client(r: Random) -> dict[str, str]:
    return {
        "sec": pick(r, ALNUM, 32),
        "client": r.choice(("odds-sync", "kyc-gateway", "payments-router", "risk-console")),
        "realm": r.choice(REALMS),
        "cuuid": uuid4(r),
    }


def _kc_admin(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((human_password(r), password(r, 20))),
        "pw2": password(r, r.choice((22, 26, 30))),
    }


def _kc_jwt(r: Random) -> dict[str, str]:
    iat = r.randint(*_FEB)
    realm = r.choice(REALMS)
    sid = uuid4(r)
    iss = f"https://sso.qalbubet.com/realms/{realm}"
    at_claims = {
        "exp": iat + 300,
        "iat": iat,
        "jti": "onrtac:" + uuid4(r),
        "iss": iss,
        "aud": ["wallet-ledger", "account"],
        "sub": uuid4(r),
        "typ": "Bearer",
        "azp": r.choice(("backoffice-ui", "risk-console")),
        "sid": sid,
        "realm_access": {"roles": ["trader", "offline_access"]},
        "preferred_username": r.choice(("m.jovanovic", "j.petrovic", "g.borg")),
    }
    at_header = {"alg": "RS256", "typ": "JWT", "kid": b64url(r, 32)}
    rt_claims = {
        "exp": iat + 1800,
        "iat": iat,
        "jti": uuid4(r),
        "iss": iss,
        "aud": iss,
        "sub": at_claims["sub"],
        "typ": "Refresh",
        "azp": at_claims["azp"],
        "sid": sid,
        "scope": "profile email",
    }
    rt_header = {"alg": "HS512", "typ": "JWT", "kid": uuid4(r)}
    return {
        "at": jwt(at_header, at_claims, b64url(r, 256)),
        "rt": jwt(rt_header, rt_claims, b64url(r, 64)),
        "sid": sid,
        "betid": num(r, 19),
        "player": "PLR-" + num(r, 9),
    }


def _pg_url(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 28)), URL_SAFE_PW),
        "user": r.choice(PG_USERS),
        "host": r.choice(PG_HOSTS),
        "db": r.choice(PG_DBS),
    }


def _pg_sql(r: Random) -> dict[str, str]:
    return {"pw": r.choice((password(r, 22), human_password(r))), "user": r.choice(PG_USERS)}


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((20, 24, 32)))
    svc = r.choice(SERVICES)
    return {
        "pw": pw,
        "pwb": b64_of(pw),
        "ub": b64_of(svc.replace("-", "_")),
        "svc": svc,
        "ns": r.choice(NAMESPACES),
        "cs": pick(r, ALNUM, 32),
    }


def _kubeconfig(r: Random) -> dict[str, str]:
    ns = r.choice(NAMESPACES)
    iat = r.randint(*_FEB)
    iss = "https://kubernetes.default.svc.cluster.local"
    claims = {
        "aud": [iss],
        "exp": iat + 31536000,
        "iat": iat,
        "iss": iss,
        "kubernetes.io": {
            "namespace": ns,
            "serviceaccount": {"name": "ci-deployer", "uid": uuid4(r)},
        },
        "nbf": iat,
        "sub": f"system:serviceaccount:{ns}:ci-deployer",
    }
    key_pem = pem("EC PRIVATE KEY", b64_of(ec_p256_private_der(r)))
    cert_pem = pem("CERTIFICATE", b64(r, 414))
    return {
        "tok": jwt({"alg": "RS256", "kid": b64url(r, 32)}, claims, b64url(r, 256)),
        "ns": ns,
        "ckd": b64_of(key_pem),
        "ccd": b64_of(cert_pem),
    }


def _join(r: Random) -> dict[str, str]:
    return {
        "kt": pick(r, LOWER_ALNUM, 6) + "." + pick(r, LOWER_ALNUM, 16),
        "cah": "sha256:" + hexs(r, 64),
        "ck": hexs(r, 64),
        "k3s": _K10 + hexs(r, 64) + "::server:" + hexs(r, 32),
    }


def _sumsub(r: Random) -> dict[str, str]:
    return {
        "tok": r.choice(("prd:", "sbx:")) + pick(r, ALNUM, 24) + "." + pick(r, ALNUM, 32),
        "sk": pick(r, ALNUM, 32),
        "wh": pick(r, ALNUM, r.choice((24, 28, 30))),
        "uid": "PLR-" + num(r, 9),
        "sig": hexs(r, 64),
        "ts": str(r.randint(*_FEB)),
    }


def _kyc_vendors(r: Random) -> dict[str, str]:
    return {
        "onf": _ONFIDO + pick(r, B64URL, 11) + "." + pick(r, B64URL, 32),
        "vpub": uuid4(r),
        "vsec": uuid4(r),
        "jtok": uuid4(r),
        "jsec": pick(r, ALNUM, 32),
    }


def _stripe(r: Random) -> dict[str, str]:
    return {
        "sk": _SK_LIVE + pick(r, ALNUM, 97),
        "rk": _RK_LIVE + pick(r, ALNUM, 97),
        "wh": _WHSEC + pick(r, ALNUM, 32),
        "pi": "pi_3" + pick(r, ALNUM, 23),
    }


def _adyen(r: Random) -> dict[str, str]:
    key = (
        _ADYEN + pick(r, B64STD, 93) + "==-" + b64(r, 32) + "-" + pick(r, ALNUM + "%*?<>.,:;=", 16)
    )
    return {"ak": key, "hmac": uhex(r, 64), "prefix": hexs(r, 16)}


def _checkout(r: Random) -> dict[str, str]:
    live = r.random() < 0.5
    return {
        "sk": (_CKO_SK + pick(r, LOWER_ALNUM, 27))
        if live
        else (_CKO_SBOX + pick(r, LOWER_ALNUM, 26)),
        "pk": ("pk_" + pick(r, LOWER_ALNUM, 27))
        if live
        else ("pk_sbox_" + pick(r, LOWER_ALNUM, 26)),
        "pc": pick(r, LOWER_ALNUM, 26),
        "whk": uuid4(r),
        "payid": "pay_" + pick(r, LOWER_ALNUM, 26),
    }


def _ewallet(r: Random) -> dict[str, str]:
    user = "pmle-" + num(r, 6)
    pspw = _PAYSAFE + hexs(r, 8) + "-0-302c0214" + hexs(r, 40) + "0214" + hexs(r, 40)
    return {
        "user": user,
        "pspw": pspw,
        "basic": b64_of(f"{user}:{pspw}"),
        "ppid": "A" + pick(r, B64URL, 79),
        "ppsec": "E" + pick(r, B64URL, 79),
        "skpw": password(r, r.choice((18, 20, 24))),
    }


def _trustly(r: Random) -> dict[str, str]:
    body = wrap("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(r, 1179), 64)
    return {"body": body, "ibody": "\n".join("    " + line for line in body.split("\n"))}


# The first words of the BIP39 English word list (a to c), enough for drawn phrases.
_BIP39_WORDS = """
    abandon ability able about above absent absorb abstract absurd abuse access accident
    account accuse achieve acid acoustic acquire across act action actor actress actual
    adapt add addict address adjust admit adult advance advice aerobic affair afford afraid
    again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all
    alley allow almost alone alpha already also alter always amateur amazing among amount
    amused analyst anchor ancient anger angle angry animal ankle announce annual another
    answer antenna antique anxiety any apart apology appear apple approve april arch arctic
    area arena argue arm armed armor army around arrange arrest arrive arrow art artefact
    artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend
    attitude attract auction audit august aunt author auto autumn average avocado avoid
    awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance
    balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle
    beach bean beauty because become beef before begin behave behind believe below belt
    bench benefit best betray better between beyond bicycle bid bike bind biology bird birth
    bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur
    blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom
    bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright
    bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo
    build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer
    buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy
    cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry
    cart case cash casino castle casual cat catalog catch category cattle caught cause
    caution cave ceiling celery cement census century cereal certain chair chalk champion
    change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken
    chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle
    citizen city civil claim clap clarify claw clay clean clerk clever click client cliff
    climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach
    coast coconut code coffee coil coin collect color column combine come comfort comic
    common company concert conduct confirm congress connect consider control convince cook
    cool copper copy coral core corn correct cost cotton couch country couple course cousin
    cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek
    crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble
    crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion
    custom cute cycle
"""
_BIP39 = tuple(_BIP39_WORDS.split())


def _bip39(r: Random) -> dict[str, str]:
    return {"m": " ".join(r.choice(_BIP39) for _ in range(r.choice((12, 12, 24))))}


def _crypto_keys(r: Random) -> dict[str, str]:
    return {
        "eth": hexs(r, 64),
        "wif": r.choice("KL") + pick(r, B58, 51),
        "xprv": _XPRV + pick(r, B58, 106),
        "to": hexs(r, 40),
    }


def _custody(r: Random) -> dict[str, str]:
    return {
        "bitgo": _BITGO + hexs(r, 64),
        "pp": human_password(r),
        "wid": hexs(r, 32),
        "alch": pick(r, ALNUM + "_-", 32),
        "iid": hexs(r, 32),
        "isec": hexs(r, 32),
    }


def _telegram(r: Random) -> dict[str, str]:
    return {"tok": num(r, 10) + ":AA" + pick(r, B64URL, 33), "chat": num(r, 10)}


def _slack(r: Random) -> dict[str, str]:
    return {
        "t": "T0" + pick(r, UPPER_ALNUM, 9),
        "b": "B0" + pick(r, UPPER_ALNUM, 9),
        "whs": pick(r, ALNUM, 24),
        "xoxb": _XOXB + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        "n": str(r.randint(120, 9000)),
    }


def _vault_age(r: Random) -> dict[str, str]:
    return {
        "hvs": _HVS + "CAESI" + pick(r, B64URL, 86),
        "age": _AGE_SK + pick(r, BECH32.upper(), 58),
        "agepub": "age1" + pick(r, BECH32, 58),
        "rid": uuid4(r),
        "sid": uuid4(r),
    }


def _observability(r: Random) -> dict[str, str]:
    return {
        "ddk": hexs(r, 32),
        "dda": hexs(r, 40),
        "sen": _SNTRYU + hexs(r, 64),
        "gl": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "svc": r.choice(SERVICES),
    }


def _sms(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "tok": hexs(r, 32),
        "sksid": "SK" + hexs(r, 32),
        "sksec": pick(r, ALNUM, 32),
        "ib": pick(r, LOWER_ALNUM, 6),
        "ibk": hexs(r, 32) + "-" + uuid4(r),
        "to": "+3816" + num(r, 8),
    }


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("deploy@ci-beg", "marko@qbk-laptop", "bastion-beg", "gorg@mt-office"))
    return {"body": openssh_ed25519_private(r, comment)}


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": r.choice((human_password(r), password(r, r.choice((16, 18, 22)))))}


def _among(r: Random) -> dict[str, str]:
    return {
        "inc": num(r, 4),
        "dd": f"{r.randint(1, 28):02d}",
        "slip": "BS-202902" + f"{r.randint(1, 28):02d}-" + pick(r, UPPER_ALNUM, 8),
        "ev": num(r, 8),
        "ray": hexs(r, 16),
        "req": uuid4(r),
        "pw": password(r, 24),
        "sha": hexs(r, 40),
        "app": hexs(r, 24),
        "tx": hexs(r, 64),
        "sk": pick(r, ALNUM, 32),
        "topic": r.choice(KAFKA_TOPICS),
        "off": num(r, 8),
        "trace": hexs(r, 32),
        "csec": pick(r, B64STD, 64),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "sportradar_feed_tokens",
        (
            'curl -s -H "x-access-token: ⟨tok⟩" https://api.betradar.com/v1/users/whoami.xml',
            '<uofConfiguration accessToken="⟨tok⟩" nodeId="3" environment="Integration"'
            ' defaultLanguage="en" desiredLanguages="en,sr" />',
            "UOF AMQP: amqps://⟨tok⟩:@mq.betradar.com:5671//unifiedfeed/⟨bk⟩ (bookmaker ⟨bk⟩)",
            'curl "https://api.sportradar.com/soccer/production/v4/en/sport_events/'
            'sr:sport_event:⟨ev⟩/summary.json?api_key=⟨key⟩"',
        ),
        _sportradar,
        n=7,
        secrets=("tok", "key"),
    ),
    Kind(
        "betfair_session_and_app_key",
        (
            "curl -s -X POST https://identitysso.betfair.com/api/login "
            '-H "X-Application: ⟨app⟩" -H "Accept: application/json" '
            "-d 'username=qbk-hedge&password=⟨pw⟩'",
            "X-Application: ⟨app⟩\nX-Authentication: ⟨ssoid⟩\nContent-Type: application/json",
            "BETFAIR_APP_KEY=⟨app⟩\nBETFAIR_SESSION=⟨ssoid⟩  # keepAlive svaka 4h ili umre",
            "Betfair ssoid za exchange-hedge servis (važi do sutra): ⟨ssoid⟩",
        ),
        _betfair,
        n=7,
        secrets=("app", "ssoid", "pw"),
    ),
    Kind(
        "confluent_kafka_api_secret",
        (
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="⟨key⟩" password="⟨sec⟩";',
            "confluent api-key store ⟨key⟩ ⟨sec⟩ --resource ⟨lkc⟩",
            "KAFKA_BOOTSTRAP=⟨boot⟩\nKAFKA_API_KEY=⟨key⟩\nKAFKA_API_SECRET=⟨sec⟩",
            "| cluster | key | secret |\n|---|---|---|\n| ⟨lkc⟩ (odds) | ⟨key⟩ | ⟨sec⟩ |",
        ),
        _confluent,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "kafka_scram_passwords",
        (
            "kafka-configs.sh --bootstrap-server kafka-0.kafka.platform.svc:9093 --alter "
            "--add-config 'SCRAM-SHA-512=[iterations=8192,password=⟨pw⟩]' "
            "--entity-type users --entity-name ⟨svc⟩",
            "sasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule "
            'required username="⟨svc⟩" password="⟨pw⟩";',
            "spring:\n  kafka:\n    properties:\n      sasl.mechanism: SCRAM-SHA-512\n"
            "      sasl.jaas.config: >-\n"
            "        org.apache.kafka.common.security.scram.ScramLoginModule required\n"
            '        username="⟨svc⟩" password="⟨pw⟩";',
            "kcat -b kafka.bg.qbk.internal:9093 -X security.protocol=SASL_SSL "
            "-X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=⟨svc⟩ "
            "-X sasl.password='⟨pw⟩' -t ⟨topic⟩ -C -o -5 -e",
        ),
        _scram,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "cloudflare_api_token_and_global_key",
        (
            'curl -s "https://api.cloudflare.com/client/v4/zones?name=qalbubet.com" '
            '-H "Authorization: Bearer ⟨tok⟩"',
            "CLOUDFLARE_API_TOKEN=⟨tok⟩ npx wrangler deploy --env production",
            "curl -s https://api.cloudflare.com/client/v4/user "
            '-H "X-Auth-Email: ⟨email⟩" -H "X-Auth-Key: ⟨gk⟩"',
            'provider "cloudflare" {\n  api_token = "⟨tok⟩" # TODO: u tfvars\n}',
        ),
        _cf_token,
        n=7,
        secrets=("tok", "gk"),
    ),
    Kind(
        "cloudflare_r2_and_origin_ca_keys",
        (
            "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = ⟨r2id⟩\n"
            "secret_access_key = ⟨r2sec⟩\nendpoint = https://⟨acct⟩.r2.cloudflarestorage.com",
            "AWS_ACCESS_KEY_ID=⟨r2id⟩ AWS_SECRET_ACCESS_KEY=⟨r2sec⟩ aws s3 ls "
            "s3://qbk-kyc-archive --endpoint-url https://⟨acct⟩.r2.cloudflarestorage.com",
            "curl -s https://api.cloudflare.com/client/v4/certificates "
            '-H "X-Auth-User-Service-Key: ⟨oca⟩"',
            "Origin CA key (za cert-manager origin-issuer): ⟨oca⟩",
        ),
        _cf_r2,
        n=7,
        secrets=("r2sec", "oca"),
    ),
    Kind(
        "cloudflared_tunnel_secrets",
        (
            "cloudflared tunnel --no-autoupdate run --token ⟨token⟩",
            '{"AccountTag":"⟨acct⟩","TunnelSecret":"⟨ts⟩","TunnelID":"⟨tid⟩"}',
            "helm upgrade --install cf-tunnel cloudflare/cloudflare-tunnel-remote -n platform "
            "--set cloudflare.tunnel_token=⟨token⟩",
            "Токен тунела за bg-office коннектор (Јелена га је ротирала 12.02.): ⟨token⟩",
        ),
        _cf_tunnel,
        n=7,
        secrets=("token", "ts"),
    ),
    Kind(
        "keycloak_client_secret",
        (
            "curl -s -X POST https://sso.qalbubet.com/realms/⟨realm⟩/protocol/openid-connect/token"
            " -d grant_type=client_credentials -d client_id=⟨client⟩ -d client_secret=⟨sec⟩",
            "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n"
            "          keycloak:\n            client-id: ⟨client⟩\n"
            "            client-secret: ⟨sec⟩\n"
            "            authorization-grant-type: client_credentials",
            '$ kcadm.sh get clients/⟨cuuid⟩/client-secret -r ⟨realm⟩\n{\n  "type" : "secret",'
            '\n  "value" : "⟨sec⟩"\n}',
            "KEYCLOAK_CLIENT_SECRET=⟨sec⟩  # ⟨client⟩ @ realm ⟨realm⟩, regenerated 2029-02-03",
        ),
        _kc_client,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "keycloak_admin_and_db_passwords",
        (
            "KC_BOOTSTRAP_ADMIN_USERNAME=admin\nKC_BOOTSTRAP_ADMIN_PASSWORD=⟨pw⟩\nKC_DB=postgres\n"
            "KC_DB_URL=jdbc:postgresql://pg-sso.qbk.internal:5432/keycloak\n"
            "KC_DB_USERNAME=keycloak\nKC_DB_PASSWORD=⟨pw2⟩",
            "kcadm.sh config credentials --server https://sso.qalbubet.com --realm master "
            "--user admin --password '⟨pw⟩'",
            'env:\n  - name: KC_DB_PASSWORD\n    value: "⟨pw2⟩"   # FIXME: secretKeyRef\n'
            "  - name: KC_HOSTNAME\n    value: sso.qalbubet.com",
            "Master realm admin na stagingu: admin / ⟨pw⟩ (Nikola zna za ovo)",
        ),
        _kc_admin,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "keycloak_bearer_jwt",
        (
            "curl -s https://api.qalbubet.com/backoffice/v1/bets/⟨betid⟩ "
            '-H "Authorization: Bearer ⟨at⟩"',
            '{"access_token":"⟨at⟩","expires_in":300,"refresh_expires_in":1800,'
            '"refresh_token":"⟨rt⟩","token_type":"Bearer","not-before-policy":0,'
            '"session_state":"⟨sid⟩","scope":"profile email"}',
            "ACCESS_TOKEN=⟨at⟩\nhttp GET :8080/internal/wallet/⟨player⟩ "
            '"Authorization:Bearer $ACCESS_TOKEN"',
            "Refresh token koji je procurio u log (da li je revokovan?): ⟨rt⟩",
        ),
        _kc_jwt,
        n=7,
        secrets=("at", "rt"),
    ),
    Kind(
        "postgres_connection_passwords",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@⟨host⟩:5432/⟨db⟩?sslmode=require",
            'psql "host=⟨host⟩ port=5432 dbname=⟨db⟩ user=⟨user⟩ password=⟨pw⟩ '
            'sslmode=verify-full"',
            "⟨host⟩:5432:⟨db⟩:⟨user⟩:⟨pw⟩   ← ~/.pgpass na bastionu (chmod 600)",
            "spring.datasource.url=jdbc:postgresql://⟨host⟩:5432/⟨db⟩\n"
            "spring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩",
            "PGPASSWORD='⟨pw⟩' pg_dump -h ⟨host⟩ -U ⟨user⟩ -Fc ⟨db⟩ > /tmp/⟨db⟩-20290214.dump",
        ),
        _pg_url,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "postgres_role_password_sql",
        (
            "ALTER ROLE ⟨user⟩ WITH LOGIN PASSWORD '⟨pw⟩' VALID UNTIL '2029-06-30';",
            "CREATE ROLE readonly_bi LOGIN PASSWORD '⟨pw⟩' IN ROLE pg_read_all_data;",
            "psql -c \"ALTER USER ⟨user⟩ PASSWORD '⟨pw⟩'\"  -- rotated after the Feb incident",
            "\\password ne radi u CI-ju, pa je Miloš pustio: ALTER USER ⟨user⟩ PASSWORD '⟨pw⟩';",
        ),
        _pg_sql,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "k8s_secret_manifest_values",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ⟨svc⟩-db\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  username: ⟨ub⟩\n  password: ⟨pwb⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: kafka-sasl\n  namespace: ⟨ns⟩\n"
            'stringData:\n  KAFKA_SASL_USERNAME: ⟨svc⟩\n  KAFKA_SASL_PASSWORD: "⟨pw⟩"',
            "kubectl -n ⟨ns⟩ create secret generic ⟨svc⟩-keycloak "
            "--from-literal=client-secret=⟨cs⟩ --dry-run=client -o yaml | kubeseal > sealed.yaml",
            "$ kubectl -n ⟨ns⟩ get secret ⟨svc⟩-db -o jsonpath='{.data.password}'\n⟨pwb⟩",
        ),
        _k8s_secret,
        n=7,
        secrets=("pw", "pwb", "cs"),
    ),
    Kind(
        "kubeconfig_credentials",
        (
            "users:\n- name: ci-deployer\n  user:\n    token: ⟨tok⟩",
            "kubectl --server=https://k8s-bg.qbk.internal:6443 --token=⟨tok⟩ -n ⟨ns⟩ get pods",
            "users:\n- name: admin@qbk-mt-prod\n  user:\n    client-certificate-data: ⟨ccd⟩\n"
            "    client-key-data: ⟨ckd⟩",
        ),
        _kubeconfig,
        n=7,
        secrets=("tok", "ckd"),
    ),
    Kind(
        "kubeadm_and_k3s_join_tokens",
        (
            "kubeadm join 10.42.0.10:6443 --token ⟨kt⟩ --discovery-token-ca-cert-hash ⟨cah⟩",
            "kubeadm join cp.k8s-mt.qbk.internal:6443 --token ⟨kt⟩ "
            "--discovery-token-ca-cert-hash ⟨cah⟩ --control-plane --certificate-key ⟨ck⟩",
            "curl -sfL https://get.k3s.io | K3S_URL=https://10.50.1.4:6443 K3S_TOKEN=⟨k3s⟩ sh -",
            "/var/lib/rancher/k3s/server/token na edge-beg-01: ⟨k3s⟩",
        ),
        _join,
        n=7,
        secrets=("kt", "ck", "k3s"),
    ),
    Kind(
        "sumsub_app_token_and_secret",
        (
            "SUMSUB_APP_TOKEN=⟨tok⟩\nSUMSUB_SECRET_KEY=⟨sk⟩\nSUMSUB_LEVEL=basic-kyc-mt",
            'curl -s -X POST "https://api.sumsub.com/resources/accessTokens?userId=⟨uid⟩'
            '&levelName=basic-kyc-mt" -H "X-App-Token: ⟨tok⟩" -H "X-App-Access-Sig: ⟨sig⟩" '
            '-H "X-App-Access-Ts: ⟨ts⟩"',
            "kyc-gateway:\n  sumsub:\n    base-url: https://api.sumsub.com\n"
            "    app-token: ⟨tok⟩\n    secret-key: ⟨sk⟩\n    webhook-secret: ⟨wh⟩",
            "Sumsub secret key (HMAC za X-App-Access-Sig), ne app token: ⟨sk⟩",
        ),
        _sumsub,
        n=7,
        secrets=("tok", "sk", "wh"),
    ),
    Kind(
        "kyc_vendor_api_secrets",
        (
            "curl -s https://api.eu.onfido.com/v3.6/applicants "
            '-H "Authorization: Token token=⟨onf⟩"',
            "ONFIDO_API_TOKEN=⟨onf⟩\nVERIFF_API_KEY=⟨vpub⟩\nVERIFF_SHARED_SECRET=⟨vsec⟩",
            "Veriff: X-AUTH-CLIENT je ⟨vpub⟩ (javni), a shared secret za X-HMAC-SIGNATURE "
            "je ⟨vsec⟩.",
            "curl -u ⟨jtok⟩:⟨jsec⟩ -d grant_type=client_credentials "
            "https://auth.emea-1.jumio.ai/oauth2/token",
        ),
        _kyc_vendors,
        n=7,
        secrets=("onf", "vsec", "jsec"),
    ),
    Kind(
        "stripe_live_keys",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩\nSTRIPE_WEBHOOK_SECRET=⟨wh⟩",
            "curl https://api.stripe.com/v1/payment_intents/⟨pi⟩ -u ⟨rk⟩:",
            "stripe listen --api-key ⟨sk⟩ --forward-to localhost:8085/webhooks/stripe",
            "Restricted key za payouts report (read-only, ali ipak tajna): ⟨rk⟩",
        ),
        _stripe,
        n=7,
        secrets=("sk", "rk", "wh"),
    ),
    Kind(
        "adyen_api_key_and_hmac",
        (
            "curl https://⟨prefix⟩-QalbuGaming-checkout-live.adyenpayments.com/checkout/v71/"
            'payments -H "X-API-Key: ⟨ak⟩" -H "Content-Type: application/json" -d @deposit.json',
            "adyen:\n  merchant-account: QalbuGamingMT\n  api-key: '⟨ak⟩'\n  hmac-key: ⟨hmac⟩\n"
            "  live-url-prefix: ⟨prefix⟩-QalbuGaming",
            "Adyen webhook HMAC (Standard notification, merchant QalbuGamingMT): ⟨hmac⟩",
            "ADYEN_API_KEY='⟨ak⟩' ./gradlew :payments-router:bootRun",
        ),
        _adyen,
        n=7,
        secrets=("ak", "hmac"),
    ),
    Kind(
        "checkout_com_secret_keys",
        (
            'curl https://api.checkout.com/payments/⟨payid⟩ -H "Authorization: Bearer ⟨sk⟩"',
            "CKO_SECRET_KEY=⟨sk⟩\nCKO_PUBLIC_KEY=⟨pk⟩\nCKO_PROCESSING_CHANNEL_ID=pc_⟨pc⟩",
            "Checkout.com webhook signature key (HMAC, Cko-Signature): ⟨whk⟩",
        ),
        _checkout,
        n=7,
        secrets=("sk", "whk"),
    ),
    Kind(
        "ewallet_api_credentials",
        (
            "curl https://api.paysafe.com/paymenthub/v1/payments "
            '-H "Authorization: Basic ⟨basic⟩" -H "Content-Type: application/json"',
            "PAYSAFE_API_USER=⟨user⟩\nPAYSAFE_API_PASSWORD=⟨pspw⟩",
            'curl -s https://api-m.paypal.com/v1/oauth2/token -u "⟨ppid⟩:⟨ppsec⟩" '
            "-d grant_type=client_credentials",
            "Skrill MQI/API lozinka za merchant payouts@qalbubet.com: ⟨skpw⟩ "
            "(nije ista kao login lozinka)",
        ),
        _ewallet,
        n=7,
        secrets=("basic", "pspw", "ppsec", "skpw"),
    ),
    Kind(
        "trustly_rsa_private_key",
        (
            "-----BEGIN PRIVATE KEY-----\n⟨body⟩\n-----END PRIVATE KEY-----",
            "trustly:\n  username: qalbubet_mt\n  private-key: |\n"
            "    -----BEGIN PRIVATE KEY-----\n⟨ibody⟩\n    -----END PRIVATE KEY-----",
            "Trustly merchant ključ (za potpisivanje zahteva), stari iz 2027:\n\n"
            "-----BEGIN PRIVATE KEY-----\n⟨body⟩\n-----END PRIVATE KEY-----\n",
        ),
        _trustly,
        n=7,
        secrets=("body", "ibody"),
    ),
    Kind(
        "bip39_seed_phrases",
        (
            "Hot wallet (TRON deposit sweeper) seed: ⟨m⟩",
            'BIP39 mnemonic test-novčanika, ali na mainnetu (greškom!): "⟨m⟩"',
            "WALLET_MNEMONIC=\"⟨m⟩\"\nWALLET_DERIVATION_PATH=m/44'/195'/0'/0",
            "Il-frażi seed tal-cold wallet (iktibha fuq karta, mhux hawn!): ⟨m⟩",
        ),
        _bip39,
        n=7,
        secrets=("m",),
    ),
    Kind(
        "crypto_private_keys",
        (
            "DEPOSIT_SWEEPER_PRIVATE_KEY=0x⟨eth⟩",
            'bitcoin-cli -rpcwallet=hot-legacy importprivkey ⟨wif⟩ "sweep-2029-02" false',
            "xprv hot-walleta (m/84'/0'/0'): ⟨xprv⟩",
            "cast send --private-key ⟨eth⟩ --rpc-url $ETH_RPC 0x⟨to⟩ --value 0.05ether",
        ),
        _crypto_keys,
        n=7,
        secrets=("eth", "wif", "xprv"),
    ),
    Kind(
        "custody_and_node_provider_keys",
        (
            'curl https://app.bitgo.com/api/v2/trx/wallet/⟨wid⟩ -H "Authorization: Bearer ⟨bitgo⟩"',
            "BITGO_ACCESS_TOKEN=⟨bitgo⟩\nBITGO_WALLET_PASSPHRASE=⟨pp⟩",
            "ETH_RPC=https://eth-mainnet.g.alchemy.com/v2/⟨alch⟩",
            "curl --user :⟨isec⟩ https://mainnet.infura.io/v3/⟨iid⟩ "
            '-d \'{"jsonrpc":"2.0","method":"eth_blockNumber","params":[],"id":1}\'',
        ),
        _custody,
        n=7,
        secrets=("bitgo", "pp", "alch", "isec", "iid"),
    ),
    Kind(
        "telegram_bot_tokens",
        (
            'curl -s "https://api.telegram.org/bot⟨tok⟩/sendMessage" -d chat_id=-100⟨chat⟩ '
            '-d text="odds feed lag > 30s"',
            "TELEGRAM_BOT_TOKEN=⟨tok⟩\nTELEGRAM_CHAT_ID=-100⟨chat⟩",
            "receivers:\n  - name: beg-oncall\n    telegram_configs:\n"
            "      - bot_token: ⟨tok⟩\n        chat_id: -100⟨chat⟩",
            "Токен бота @qbk_alerts_bot (за Grafana аларме): ⟨tok⟩",
        ),
        _telegram,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "slack_webhooks_and_bot_tokens",
        (
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨whs⟩",
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"settlement backlog ⟨n⟩"}\' '
            "https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨whs⟩",
            "SLACK_BOT_TOKEN=⟨xoxb⟩  # app qbk-deploy-bot, scope chat:write",
            "slack_configs:\n  - api_url: https://hooks.slack.com/services/⟨t⟩/⟨b⟩/⟨whs⟩\n"
            "    channel: '#sbk-alerts-beg'",
        ),
        _slack,
        n=7,
        secrets=("whs", "xoxb"),
    ),
    Kind(
        "vault_tokens_and_age_keys",
        (
            "export VAULT_ADDR=https://vault.qbk.internal:8200\nexport VAULT_TOKEN=⟨hvs⟩",
            "# created: 2029-02-10T09:14:33+01:00\n# public key: ⟨agepub⟩\n⟨age⟩",
            "vault write auth/approle/login role_id=⟨rid⟩ secret_id=⟨sid⟩",
            "SOPS_AGE_KEY=⟨age⟩ sops -d deploy/values/prod.enc.yaml",
        ),
        _vault_age,
        n=7,
        secrets=("hvs", "age", "sid"),
    ),
    Kind(
        "observability_api_keys",
        (
            "DD_API_KEY=⟨ddk⟩\nDD_APP_KEY=⟨dda⟩\nDD_SITE=datadoghq.eu",
            'curl -X GET "https://api.datadoghq.eu/api/v1/validate" -H "DD-API-KEY: ⟨ddk⟩"',
            "SENTRY_AUTH_TOKEN=⟨sen⟩ sentry-cli releases new -p ⟨svc⟩ ⟨svc⟩@4.18.2",
            'curl -H "Authorization: Bearer ⟨gl⟩" '
            "https://grafana.bg.qbk.internal/api/search?query=odds",
        ),
        _observability,
        n=7,
        secrets=("ddk", "dda", "sen", "gl"),
    ),
    Kind(
        "sms_otp_provider_keys",
        (
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            '-u ⟨sid⟩:⟨tok⟩ --data-urlencode "To=⟨to⟩" --data-urlencode "Body=QalbuBet kod"',
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "curl -X POST https://⟨ib⟩.api.infobip.com/sms/2/text/advanced "
            '-H "Authorization: App ⟨ibk⟩" -H "Content-Type: application/json"',
            "Twilio API key ⟨sksid⟩ / secret ⟨sksec⟩ (za Verify, OTP pri isplati)",
        ),
        _sms,
        n=7,
        secrets=("tok", "ibk", "sksec"),
    ),
    Kind(
        "openssh_private_key",
        (
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "~/.ssh/bastion_beg (ključ za bastion.bg.qbk.internal):\n\n"
            "-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n-----END OPENSSH PRIVATE KEY-----",
            "$ cat ~/.ssh/id_ed25519_deploy\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟨body⟩\n"
            "-----END OPENSSH PRIVATE KEY-----",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "passwords_in_team_prose",
        (
            "Lozinka za staging Keycloak admin nalog je ⟨pw⟩, promeniti posle demo-a.",
            "Лозинка за read-only налог на pg-ledger реплици је ⟨pw⟩ (питај Милоша ако не ради).",
            "Il-password tal-VPN għall-uffiċċju ta' San Ġiljan hija ⟨pw⟩, tibdilhiex qabel Marzu.",
            "The shared password for the Betradar Control (BetradarCtrl) login is ⟨pw⟩; "
            "Jelena owns it.",
            "Šifra za backoffice test korisnika qa.trader@qalbubet.com: ⟨pw⟩",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_domain_ids",
        (
            "Incident INC-⟨inc⟩ (2029-02-⟨dd⟩)\n- bet slip ⟨slip⟩ settled twice\n"
            "- event sr:match:⟨ev⟩, Ray ID ⟨ray⟩\n- request id ⟨req⟩\n"
            "- KC_DB_PASSWORD=⟨pw⟩ was in the pod env dump, rotate",
            "Beleške sa deploy-a\n▹ commit ⟨sha⟩\n▹ applicant ⟨app⟩ zaglavljen u pending\n"
            "▹ tx 0x⟨tx⟩ (12 potvrda)\n"
            "▹ Sumsub secret key ⟨sk⟩ bio je u logu kyc-gateway-a, rotirati!",
            "| šta | vrednost |\n|---|---|\n| Kafka topic | ⟨topic⟩ |\n| offset | ⟨off⟩ |\n"
            "| trace | ⟨trace⟩ |\n| Confluent API secret | ⟨csec⟩ |",
        ),
        _among,
        n=7,
        secrets=("pw", "sk", "csec"),
    ),
)
