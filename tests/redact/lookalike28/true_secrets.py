"""True secrets in memory-note framings; each kind names the fields that must not survive.

Setting: a video platform team (Montreal, with a team in Mexico City) in February 2028.
Vendor prefixes are joined from pieces so that no literal here is a credential.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike28.gen import (
    ALNUM,
    B32,
    B64,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_bytes,
    dashed,
    date_2028,
    epoch_2028,
    hexs,
    jwt_rs256,
    kid_bytes,
    num,
    openssh_private_body,
    password,
    pick,
    rsa_pem_body,
    uuid4,
)

_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_GH_PAT = "github" + "_pat_"
_GLC = "gl" + "c_"
_GLSA = "gl" + "sa_"
_HVS = "hv" + "s."
_ROBOT = "robot" + "$"
_HOOKS = "hooks.slack" + ".com/services/"
_LIVE = "li" + "ve_"
_IVS_SK = "s" + "k_"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE KEY-----"
_RSA_PK = "RSA " + _PK
_OSSH_PK = "OPENSSH " + _PK

_REGIONS = ("ca-central-1", "us-east-1", "us-west-2")
_USERS = ("mgagnon", "lfortin", "rmendoza", "xhernandez", "svc-encoder", "packager-ci")


def _aws(r: Random) -> dict[str, str]:
    return {
        "id": _AKIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "region": r.choice(_REGIONS),
        "acct": num(r, 12),
        "user": r.choice(_USERS),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "id": _ASIA + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "tok": "IQoJb3JpZ2luX2VjE" + pick(r, B64, r.choice((600, 736, 880))),
        "acct": num(r, 12),
        "exp": f"{date_2028(r)}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z",
    }


def _widevine(r: Random) -> dict[str, str]:
    return {
        "key": hexs(r, 64),
        "iv": hexs(r, 32),
        "provider": r.choice(("aurorastream", "boreal_media", "aurore_tv")),
        "kid": hexs(r, 32),
    }


def _key_seed(r: Random) -> dict[str, str]:
    return {"seed": b64(r, 30), "kid": uuid4(r), "n": str(r.randint(2, 9))}


def _fairplay_ask(r: Random) -> dict[str, str]:
    return {"ask": hexs(r, 32), "cert": num(r, 6), "team": pick(r, UPPER_ALNUM, 10)}


def _fairplay_pem(r: Random) -> dict[str, str]:
    return {"body": rsa_pem_body(r, 1024), "team": pick(r, UPPER_ALNUM, 10)}


def _axinom(r: Random) -> dict[str, str]:
    return {"ck": b64(r, 32), "ckid": uuid4(r), "tenant": uuid4(r), "kid": uuid4(r)}


def _pallycon(r: Random) -> dict[str, str]:
    return {
        "site": pick(r, ALNUM, 32),
        "access": pick(r, ALNUM, 32),
        "sid": pick(r, UPPER_ALNUM, 4),
    }


def _cpix(r: Random) -> dict[str, str]:
    kid = kid_bytes(r)
    return {
        "ck": b64_bytes(r.randbytes(16)),
        "kid": dashed(kid),
        "iv": b64_bytes(r.randbytes(16)),
        "asset": "AUR-" + num(r, 6),
    }


def _content_keys(r: Random) -> dict[str, str]:
    return {
        "kid": hexs(r, 32),
        "key": hexs(r, 32),
        "kid2": hexs(r, 32),
        "key2": hexs(r, 32),
        "asset": "mtl-" + num(r, 5),
    }


def _edgeauth(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 64), "win": str(r.choice((300, 600, 3600, 86400)))}


def _cf_pem(r: Random) -> dict[str, str]:
    return {"body": rsa_pem_body(r, 2048, pkcs8=r.random() < 0.5), "kp": "K" + pick(r, B32, 13)}


def _fastly(r: Random) -> dict[str, str]:
    return {"t": pick(r, B64URL, 32), "svc": pick(r, ALNUM, 22)}


def _stream_keys(r: Random) -> dict[str, str]:
    return {
        "yt": "-".join(pick(r, LOWER_ALNUM, 4) for _ in range(5)),
        "tw": _LIVE + num(r, 9) + "_" + pick(r, ALNUM, 30),
        "ivs": _IVS_SK + r.choice(_REGIONS) + "_" + pick(r, ALNUM, 12) + "_" + pick(r, ALNUM, 24),
        "ep": pick(r, LOWER_ALNUM, 12),
    }


def _srt(r: Random) -> dict[str, str]:
    return {
        "pp": password(r, r.choice((16, 24, 32))),
        "host": r.choice(("srt-in.mtl1.aurore.video", "10.40.8.21", "ingest-cdmx.aurore.video")),
        "port": str(r.choice((9000, 9001, 7001, 10080))),
    }


def _mediapackage(r: Random) -> dict[str, str]:
    return {
        "user": hexs(r, 32),
        "pw": hexs(r, 32),
        "ch": hexs(r, 32),
        "ep": hexs(r, 32),
        "region": r.choice(_REGIONS),
    }


def _elemental(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, ALNUM, r.choice((20, 24, 32))),
        "host": r.choice(("enc-live-03.mtl.aurore.lan", "10.40.12.33", "elemental-cdmx-1")),
        "user": r.choice(("admin", "api-automation", "noc")),
    }


def _secure_link(r: Random) -> dict[str, str]:
    return {"s": pick(r, ALNUM + "_-", r.choice((24, 28, 32))), "exp": str(epoch_2028(r))}


def _gcp(r: Random) -> dict[str, str]:
    body = rsa_pem_body(r, 2048, pkcs8=True)
    return {
        "pk": body.replace("\n", "\\n"),
        "pkid": hexs(r, 40),
        "cid": num(r, 21),
        "proj": r.choice(("aurore-dai-prod", "aurore-ads-2028", "boreal-adserve")),
    }


def _dai(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 64), "asset": pick(r, ALNUM + "-_", 22), "net": num(r, 8)}


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((20, 24)))
    return {"b": b64_bytes(pw.encode()), "pw": pw, "ns": r.choice(("packaging", "drm", "ads"))}


def _kubeconfig(r: Random) -> dict[str, str]:
    ns = r.choice(("drm", "live-encoding", "packaging"))
    sa = r.choice(("deployer", "argo-sync", "grafana-agent"))
    now = epoch_2028(r)
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
    return {"jwt": jwt_rs256(r, claims, pick(r, B64URL, 43)), "ns": ns, "sa": sa}


def _grafana(r: Random) -> dict[str, str]:
    stack = r.choice(("aurore-video", "aurore-cdmx", "aurore-noc"))
    cloud = {"o": num(r, 6), "n": f"{stack}-{r.choice(('metrics', 'logs', 'rw'))}"}
    cloud_k = cloud | {"k": pick(r, ALNUM, 24), "m": {"r": r.choice(("prod-ca-east-0", "us"))}}
    return {
        "glc": _GLC + b64_bytes(json.dumps(cloud_k, separators=(",", ":")).encode()),
        "glsa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "stack": stack,
    }


def _slack(r: Random) -> dict[str, str]:
    return {
        "tail": pick(r, ALNUM, 24),
        "t": "T" + pick(r, UPPER_ALNUM, 10),
        "b": "B" + pick(r, UPPER_ALNUM, 10),
    }


def _pagerduty(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "svc": "P" + pick(r, UPPER_ALNUM, 6)}


def _db(r: Random) -> dict[str, str]:
    return {
        "pw": pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", r.choice((17, 21, 25))),
        "pw2": password(r, 20),
        "host": r.choice(("pg-catalog.aurore.internal", "10.40.3.14", "rds-epg.cdmx.internal")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 20, 24))), "who": r.choice(_USERS)}


def _gh_pat(r: Random) -> dict[str, str]:
    return {"t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


def _harbor(r: Random) -> dict[str, str]:
    return {
        "s": pick(r, ALNUM, 32),
        "name": _ROBOT + r.choice(("video+packager-ci", "drm+deploy", "ads+pull")),
    }


def _openssh(r: Random) -> dict[str, str]:
    comment = r.choice(("encoder@enc-live-03", "svc-encoder@cdmx-edge", "ops@jump-mtl"))
    return {"body": openssh_private_body(r, comment)}


def _mux(r: Random) -> dict[str, str]:
    return {"id": uuid4(r), "s": pick(r, B64, r.choice((75, 76))), "asset": pick(r, ALNUM, 40)}


def _bitmovin(r: Random) -> dict[str, str]:
    return {"k": uuid4(r), "org": uuid4(r), "enc": uuid4(r)}


def _vault(r: Random) -> dict[str, str]:
    return {"t": _HVS + "CAESI" + pick(r, B64URL, 86), "acc": hexs(r, 24)}


SECRETS: tuple[Kind, ...] = (
    Kind(
        "aws_access_key_pair_elemental",
        (
            "[profile aurore-media]\nregion = ⟨region⟩\naws_access_key_id = ⟨id⟩\n"
            "aws_secret_access_key = ⟨sk⟩",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws mediaconvert "
            "list-jobs --region ⟨region⟩",
            "Clé IAM de ⟨user⟩ pour MediaLive : ⟨id⟩ / secret ⟨sk⟩ (à révoquer après la migration)",
            "| usuario | access key | secret |\n|---|---|---|\n| ⟨user⟩ | ⟨id⟩ | ⟨sk⟩ |",
            'export AWS_SECRET_ACCESS_KEY="⟨sk⟩"  # compte ⟨acct⟩, rôle medialive-ops',
        ),
        _aws,
        n=7,
        secrets=("id", "sk"),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            '{\n  "Credentials": {\n    "AccessKeyId": "⟨id⟩",\n    "SecretAccessKey": "⟨sk⟩",\n'
            '    "SessionToken": "⟨tok⟩",\n    "Expiration": "⟨exp⟩"\n  }\n}',
            "export AWS_ACCESS_KEY_ID=⟨id⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            "aws_session_token = ⟨tok⟩",
        ),
        _sts,
        n=7,
        secrets=("id", "sk", "tok"),
    ),
    Kind(
        "widevine_signing_key_iv",
        (
            "widevine:\n  provider: ⟨provider⟩\n  signing_key: ⟨key⟩\n  signing_iv: ⟨iv⟩",
            "packager ... --enable_widevine_encryption --key_server_url "
            "https://license.widevine.com/cenc/getcontentkey/⟨provider⟩ --signer ⟨provider⟩ "
            "--aes_signing_key ⟨key⟩ --aes_signing_iv ⟨iv⟩",
            "La clé de signature Widevine (prod, ⟨provider⟩) est ⟨key⟩, IV ⟨iv⟩.",
            "WV_SIGNING_KEY=⟨key⟩\nWV_SIGNING_IV=⟨iv⟩\nWV_PROVIDER=⟨provider⟩",
        ),
        _widevine,
        n=7,
        secrets=("key", "iv"),
    ),
    Kind(
        "playready_key_seed",
        (
            "<KeySeed>⟨seed⟩</KeySeed>",
            "PLAYREADY_KEY_SEED=⟨seed⟩",
            "La semilla PlayReady del servidor de licencias es ⟨seed⟩; la KID de prueba "
            "⟨kid⟩ es pública.",
            'playready:\n  key_seed: "⟨seed⟩"\n  kid_rotation_hours: ⟨n⟩',
        ),
        _key_seed,
        n=7,
        secrets=("seed",),
    ),
    Kind(
        "fairplay_application_secret_key",
        (
            "FPS_ASK=⟨ask⟩",
            "FairPlay ASk (team ⟨team⟩, cert ⟨cert⟩): ⟨ask⟩",
            '{"fairplay": {"ask": "⟨ask⟩", "certificate_id": "⟨cert⟩"}}',
            "Apple nous a envoyé l'ASk pour la cert ⟨cert⟩ : ⟨ask⟩. Le mettre dans Vault.",
        ),
        _fairplay_ask,
        n=7,
        secrets=("ask",),
    ),
    Kind(
        "fairplay_private_key_pem",
        (
            _BEGIN + _RSA_PK + "\n⟨body⟩\n" + _END + _RSA_PK,
            "fps/privatekey.pem (team ⟨team⟩), copied from the old KSM box:\n\n"
            + _BEGIN
            + _RSA_PK
            + "\n⟨body⟩\n"
            + _END
            + _RSA_PK
            + "\n",
        ),
        _fairplay_pem,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "axinom_communication_key",
        (
            "AXINOM_COMMUNICATION_KEY_ID=⟨ckid⟩\nAXINOM_COMMUNICATION_KEY=⟨ck⟩",
            '{"com_key_id": "⟨ckid⟩", "com_key": "⟨ck⟩", "tenant_id": "⟨tenant⟩"}',
            "Axinom: la communication key para firmar los tokens de licencia es ⟨ck⟩ (id ⟨ckid⟩).",
        ),
        _axinom,
        n=7,
        secrets=("ck",),
    ),
    Kind(
        "pallycon_site_and_access_keys",
        (
            "PALLYCON_SITE_ID=⟨sid⟩\nPALLYCON_SITE_KEY=⟨site⟩\nPALLYCON_ACCESS_KEY=⟨access⟩",
            "pallycon-cpix-client --site-id ⟨sid⟩ --site-key ⟨site⟩ --access-key ⟨access⟩",
            "Multi-DRM (site ⟨sid⟩) : site key ⟨site⟩, access key ⟨access⟩.",
        ),
        _pallycon,
        n=7,
        secrets=("site", "access"),
    ),
    Kind(
        "cpix_plain_content_key",
        (
            '<cpix:ContentKey kid="⟨kid⟩" explicitIV="⟨iv⟩">\n  <cpix:Data>\n'
            "    <pskc:Secret>\n      <pskc:PlainValue>⟨ck⟩</pskc:PlainValue>\n"
            "    </pskc:Secret>\n  </cpix:Data>\n</cpix:ContentKey>",
            "Réponse CPIX pour ⟨asset⟩ : KID ⟨kid⟩ (public), clé en clair ⟨ck⟩ — le SPEKE "
            "ne chiffrait pas la réponse.",
            "kid=⟨kid⟩ key_b64=⟨ck⟩  # ⟨asset⟩, from the debug dump of the key server",
        ),
        _cpix,
        n=7,
        secrets=("ck",),
    ),
    Kind(
        "packager_content_keys_hex",
        (
            "packager in=⟨asset⟩.mp4,stream=video,output=v.mp4 --enable_raw_key_encryption "
            "--keys label=:key_id=⟨kid⟩:key=⟨key⟩ --protection_scheme cbcs",
            "mp4decrypt --key ⟨kid⟩:⟨key⟩ enc_⟨asset⟩.mp4 clear_⟨asset⟩.mp4",
            "ffmpeg -decryption_key ⟨key⟩ -i ⟨asset⟩_cenc.mp4 -c copy ⟨asset⟩_clear.mp4",
            "| track | KID | key |\n|---|---|---|\n| SD | ⟨kid⟩ | ⟨key⟩ |\n"
            "| HD | ⟨kid2⟩ | ⟨key2⟩ |",
        ),
        _content_keys,
        n=7,
        secrets=("key", "key2"),
    ),
    Kind(
        "akamai_token_auth_key",
        (
            "EDGEAUTH_TOKEN_KEY=⟨k⟩",
            "python akamai_edgeauth.py --key ⟨k⟩ --window ⟨win⟩ --acl '/live/*'",
            "Property Manager > Token Auth 2.0: clave de cifrado ⟨k⟩ (ventana ⟨win⟩ s)",
            'edgeauth = EdgeAuth(key="⟨k⟩", window_seconds=⟨win⟩, escape_early=False)',
        ),
        _edgeauth,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "cloudfront_signing_private_key",
        (
            "private_key.pem pour la key pair ⟨kp⟩ (signed cookies du catalogue):\n\n"
            + _BEGIN
            + _RSA_PK
            + "\n⟨body⟩\n"
            + _END
            + _RSA_PK,
            _BEGIN + _PK + "\n⟨body⟩\n" + _END + _PK,
        ),
        _cf_pem,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "fastly_api_token",
        (
            "FASTLY_API_TOKEN=⟨t⟩",
            'curl -X POST -H "Fastly-Key: ⟨t⟩" https://api.fastly.com/service/⟨svc⟩/purge_all',
            "Token Fastly (purge only, service ⟨svc⟩) : ⟨t⟩",
            'provider "fastly" {\n  api_key = "⟨t⟩"\n}',
        ),
        _fastly,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "rtmp_stream_keys",
        (
            "OBS → rtmp://a.rtmp.youtube.com/live2 clé de stream ⟨yt⟩",
            "ffmpeg -re -i program.ts -c copy -f flv rtmp://live.twitch.tv/app/⟨tw⟩",
            "IVS ingest: rtmps://⟨ep⟩.global-contribute.live-video.net:443/app/ stream key ⟨ivs⟩",
            "Llave de transmisión del canal de YouTube (evento del sábado): ⟨yt⟩",
        ),
        _stream_keys,
        n=7,
        secrets=("yt", "tw", "ivs"),
    ),
    Kind(
        "srt_passphrase",
        (
            'ffmpeg -re -i feed.ts -c copy -f mpegts "srt://⟨host⟩:⟨port⟩?mode=caller'
            '&passphrase=⟨pp⟩&pbkeylen=32&latency=200000"',
            "srt-live-transmit udp://:5000 'srt://⟨host⟩:⟨port⟩?passphrase=⟨pp⟩&pbkeylen=16'",
            "Contraseña SRT del feed CDMX → MTL: ⟨pp⟩ (AES-256, puerto ⟨port⟩)",
            "<passphrase>⟨pp⟩</passphrase>\n<pbkeylen>32</pbkeylen>\n<port>⟨port⟩</port>",
        ),
        _srt,
        n=7,
        secrets=("pp",),
    ),
    Kind(
        "mediapackage_ingest_password",
        (
            "Ingest MediaPackage (⟨region⟩):\nURL https://⟨ep⟩.mediapackage.⟨region⟩."
            "amazonaws.com/in/v2/⟨ch⟩/⟨ep⟩/channel\nuser ⟨user⟩\npassword ⟨pw⟩",
            '"HlsIngest": {"IngestEndpoints": [{"Username": "⟨user⟩", "Password": "⟨pw⟩", '
            '"Url": "https://⟨ep⟩.mediapackage.⟨region⟩.amazonaws.com/in/v2/⟨ch⟩/⟨ep⟩/channel"}]}',
            "Le mot de passe d'ingest MediaPackage est ⟨pw⟩ (user ⟨user⟩).",
        ),
        _mediapackage,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "elemental_live_api_key",
        (
            "python3 scripts/live_api.py --host ⟨host⟩ --user ⟨user⟩ --api-key ⟨k⟩ "
            "GET /live_events",
            "Elemental Live ⟨host⟩ : utilisateur ⟨user⟩, clé API ⟨k⟩",
            "ELEMENTAL_USER=⟨user⟩\nELEMENTAL_API_KEY=⟨k⟩\nELEMENTAL_HOST=⟨host⟩",
        ),
        _elemental,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "nginx_secure_link_secret",
        (
            'secure_link $arg_md5,$arg_expires;\nsecure_link_md5 "$secure_link_expires$uri ⟨s⟩";',
            "El secreto de secure_link del origen VOD es ⟨s⟩ (mismo en los dos PoP).",
            "echo -n '⟨exp⟩/vod/index.m3u8 ⟨s⟩' | openssl md5 -binary | base64 | tr +/ -_",
        ),
        _secure_link,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "gcp_service_account_key_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨pkid⟩",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n'
            '⟨pk⟩\\n-----END PRIVATE KEY-----\\n",\n'
            '  "client_email": "dai-reporting@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩"\n}',
        ),
        _gcp,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "dai_hmac_auth_key",
        (
            "Google DAI — clé HMAC du stream (réseau ⟨net⟩) : ⟨k⟩",
            "DAI_HMAC_KEY=⟨k⟩\nDAI_NETWORK_CODE=⟨net⟩",
            "python sign_dai_token.py --asset-key ⟨asset⟩ --hmac-key ⟨k⟩ --ttl 3600",
        ),
        _dai,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: keyserver-db\n  namespace: ⟨ns⟩\n"
            "type: Opaque\ndata:\n  username: a2V5c2VydmVy\n  password: ⟨b⟩",
            "kubectl -n ⟨ns⟩ create secret generic drm-admin --from-literal=password='⟨pw⟩'",
            "kubectl -n ⟨ns⟩ get secret keyserver-db -o jsonpath='{.data.password}' | base64 -d"
            "\n⟨pw⟩",
            "stringData:\n  ADMIN_PASSWORD: ⟨pw⟩",
        ),
        _k8s,
        n=7,
        secrets=("b", "pw"),
    ),
    Kind(
        "kubeconfig_service_account_token",
        (
            "users:\n- name: ⟨sa⟩\n  user:\n    token: ⟨jwt⟩",
            "kubectl --token=⟨jwt⟩ -n ⟨ns⟩ get pods",
            "Token du service account ⟨ns⟩/⟨sa⟩ (ne expire pas avant 2029) : ⟨jwt⟩",
        ),
        _kubeconfig,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "grafana_tokens",
        (
            "GRAFANA_CLOUD_TOKEN=⟨glc⟩",
            'curl -H "Authorization: Bearer ⟨glsa⟩" https://grafana.aurore.video/api/search',
            "Token Grafana Cloud (stack ⟨stack⟩, escritura de métricas): ⟨glc⟩",
            "remote_write:\n  - url: https://prometheus-prod-13-prod-us-east-0.grafana.net/"
            "api/prom/push\n    basic_auth:\n      username: 1183422\n      password: ⟨glc⟩",
            "grafana SA token for the dashboard provisioner: ⟨glsa⟩",
        ),
        _grafana,
        n=7,
        secrets=("glc", "glsa"),
    ),
    Kind(
        "slack_webhook_url",
        (
            "SLACK_WEBHOOK_URL=https://" + _HOOKS + "⟨t⟩/⟨b⟩/⟨tail⟩",
            "Alertmanager → #noc-video : api_url: https://" + _HOOKS + "⟨t⟩/⟨b⟩/⟨tail⟩",
            'curl -X POST -d \'{"text":"encoder down"}\' https://' + _HOOKS + "⟨t⟩/⟨b⟩/⟨tail⟩",
        ),
        _slack,
        n=7,
        secrets=("tail",),
    ),
    Kind(
        "pagerduty_routing_key",
        (
            "PAGERDUTY_ROUTING_KEY=⟨k⟩",
            "Grafana contact point « NOC vidéo » : integration key PagerDuty ⟨k⟩ (service ⟨svc⟩)",
            'curl -X POST https://events.pagerduty.com/v2/enqueue -d \'{"routing_key":"⟨k⟩",'
            '"event_action":"trigger","payload":{"summary":"SRT feed lost","severity":"critical",'
            '"source":"enc-live-03"}}\'',
        ),
        _pagerduty,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "database_urls_with_passwords",
        (
            "DATABASE_URL=postgresql://catalog:⟨pw⟩@⟨host⟩:5432/catalog?sslmode=require",
            'psql "host=⟨host⟩ user=epg_admin password=⟨pw2⟩ dbname=epg"',
            "REDIS_URL=rediss://default:⟨pw⟩@⟨host⟩:6380/2",
            'mongosh "mongodb://ads:⟨pw⟩@⟨host⟩:27017/adbreaks?authSource=admin"',
        ),
        _db,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "passwords_in_prose",
        (
            "Le mot de passe admin du Grafana de staging est ⟨pw⟩ — ⟨who⟩ l'a remis après "
            "l'incident.",
            "La contraseña del usuario ⟨who⟩ en el Wowza de respaldo es ⟨pw⟩.",
            "Password for the Zixi broadcaster web UI (user ⟨who⟩): ⟨pw⟩",
            "Mdp temporaire du compte ⟨who⟩ sur le KSM : ⟨pw⟩ (à changer au premier login)",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "GH_TOKEN=⟨t⟩ gh release download v4.2.0 -R aurore/player-web",
            "git clone https://x-access-token:⟨t⟩@github.com/aurore/packager-configs.git",
            "Token fine-grained para el runner de CDMX (solo lectura): ⟨t⟩",
        ),
        _gh_pat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "harbor_robot_secret",
        (
            "docker login harbor.aurore.video -u '⟨name⟩' -p ⟨s⟩",
            '{"auths": {"harbor.aurore.video": {"username": "⟨name⟩", "password": "⟨s⟩"}}}',
            "Secret du compte robot ⟨name⟩ : ⟨s⟩",
        ),
        _harbor,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + _OSSH_PK + "\n⟨body⟩\n" + _END + _OSSH_PK,
            "Llave del encoder para el túnel de contribución (~/.ssh/id_ed25519):\n\n"
            + _BEGIN
            + _OSSH_PK
            + "\n⟨body⟩\n"
            + _END
            + _OSSH_PK
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "mux_token_secret",
        (
            "MUX_TOKEN_ID=⟨id⟩\nMUX_TOKEN_SECRET=⟨s⟩",
            "curl https://api.mux.com/video/v1/assets/⟨asset⟩ -u ⟨id⟩:⟨s⟩",
            "Mux (env prod) : token id ⟨id⟩, secret ⟨s⟩",
        ),
        _mux,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "bitmovin_api_key",
        (
            "BITMOVIN_API_KEY=⟨k⟩",
            'curl -H "X-Api-Key: ⟨k⟩" -H "X-Tenant-Org-Id: ⟨org⟩" '
            "https://api.bitmovin.com/v1/encoding/encodings/⟨enc⟩/status",
            "Clave API de Bitmovin (org ⟨org⟩) para los encodings VOD: ⟨k⟩",
            "bitmovin = BitmovinApi(api_key='⟨k⟩', tenant_org_id='⟨org⟩')",
        ),
        _bitmovin,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "vault_token",
        (
            "VAULT_ADDR=https://vault.aurore.internal:8200 VAULT_TOKEN=⟨t⟩ vault kv get "
            "secret/drm/fairplay",
            "vault login ⟨t⟩  (token root temporaire, accessor ⟨acc⟩)",
            "Token de Vault del pipeline de empaquetado: ⟨t⟩",
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
)
