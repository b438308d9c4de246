"""True secrets in memory-note framings; each kind names the fields that must not survive.

The notes belong to a developer on Kajo Play, the streaming service of Kajo, an invented
public broadcaster in Helsinki with a team in Stockholm (June 2031).
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike49.gen import (
    ALNUM,
    B32,
    B64,
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    RSA_1024_PKCS1,
    RSA_2048_PKCS1,
    RSA_2048_PKCS8,
    UPPER_ALNUM,
    URL_SAFE_PW,
    WIDEVINE_SYSTEM_ID,
    Kind,
    aws_account,
    b64,
    b64_of,
    b64url,
    b64url_json,
    b64url_of,
    day,
    der_body,
    epoch,
    hexs,
    ip10,
    jwt,
    num,
    one,
    openssh_ed25519_private,
    password,
    pick,
    programme,
    pssh_box,
    ulid,
    uuid4,
    widevine_pssh_data,
    wrap,
)

N = 7

# Vendor prefixes and PEM labels are joined from pieces so that no literal is a credential.
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2luX2Vj" + "EJr"
_AKAB = "ak" + "ab-"
_YA29 = "ya" + "29.a0A"
_AIZA = "AI" + "za"
_GOCSPX = "GOC" + "SPX-"
_SNTRYS = "sntr" + "ys_"
_SNTRYU = "sntr" + "yu_"
_GH_PAT = "github" + "_pat_"
_GHP = "gh" + "p_"
_P8E = "p8" + "e-"
_NPM = "np" + "m_"
_DCKR = "dckr" + "_pat_"
_XOXB = "xo" + "xb-"
_HOOKS = "https://hooks." + "slack.com/services/"
_PK = "PRIVATE" + " KEY-----"
_RSA_BEGIN = "-----BEGIN RSA " + _PK
_RSA_END = "-----END RSA " + _PK
_P8_BEGIN = "-----BEGIN " + _PK
_P8_END = "-----END " + _PK
_SSH_BEGIN = "-----BEGIN OPENSSH " + _PK
_SSH_END = "-----END OPENSSH " + _PK

_PEOPLE = ("aino", "mikko", "johanna", "elin", "oskar", "sanna", "lars", "emma")


def _aws_secret(r: Random) -> str:
    return pick(r, B64, 40)


def _aws_keys(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, B32, 16),
        "sk": _aws_secret(r),
        "profile": one(r, ("mediaconvert-ci", "kajo-media-prod", "transcode-dev", "default")),
        "acct": aws_account(r),
    }


def _sts(r: Random) -> dict[str, str]:
    return {
        "kid": _ASIA + pick(r, B32, 16),
        "sk": _aws_secret(r),
        "st": _STS + pick(r, B64, r.randint(600, 760)),
        "acct": aws_account(r),
        "who": one(r, _PEOPLE) + "-debug",
        "dd": day(r),
        "h": str(r.randint(0, 9)),
        "aroa": "AR" + "OA" + pick(r, B32, 17),
    }


def _speke(r: Random) -> dict[str, str]:
    return {"k": pick(r, ALNUM, 40), "apiid": pick(r, LOWER_ALNUM, 10)}


def _content_keys(r: Random) -> dict[str, str]:
    key = r.randbytes(16)
    kid = r.randbytes(16)
    return {
        "kid": kid.hex(),
        "key": key.hex(),
        "kid2": hexs(r, 32),
        "key2": hexs(r, 32),
        "kidb64": b64url_of(kid),
        "keyb64": b64url_of(key),
        "ep": ulid(r),
    }


def _widevine(r: Random) -> dict[str, str]:
    return {"key": hexs(r, 64), "iv": hexs(r, 32), "cid": programme(r).encode().hex()}


def _playready_seed(r: Random) -> dict[str, str]:
    return {"seed": b64(r, 30), "kid": uuid4(r)}


def _fairplay_ask(r: Random) -> dict[str, str]:
    return {"ask": hexs(r, 32), "asset": ulid(r)}


def _fairplay_pem(r: Random) -> dict[str, str]:
    body = wrap(der_body(r, RSA_1024_PKCS1, 609), 64)
    return {"body": body, "body_ind": body.replace("\n", "\n    ")}


def _communication_key(r: Random) -> dict[str, str]:
    return {"ck": b64(r, 32), "mk": b64(r, 32), "ckid": uuid4(r), "tenant": uuid4(r)}


def _akab(r: Random) -> str:
    return _AKAB + pick(r, LOWER_ALNUM, 16) + "-" + pick(r, LOWER_ALNUM, 16)


def _edgegrid(r: Random) -> dict[str, str]:
    return {
        "cs": b64(r, 32),
        "at": _akab(r),
        "ct": _akab(r),
        "host": _akab(r) + ".luna.akamaiapis.net",
    }


def _edgeauth(r: Random) -> dict[str, str]:
    return {"key": hexs(r, 64), "p": programme(r)}


def _fastly(r: Random) -> dict[str, str]:
    return {"t": pick(r, B64URL, 32), "sid": pick(r, ALNUM, 22), "ep": ulid(r)}


def _gcp_key(r: Random) -> dict[str, str]:
    body = der_body(r, RSA_2048_PKCS8, 1217)
    sa = one(r, ("bq-loader", "transcode-worker", "gha-deployer", "analytics-export"))
    proj = one(r, ("kajo-analytics", "kajo-play-prod", "kajo-play-staging"))
    return {
        "pk": wrap(body, 64, "\\n"),
        "pkid": hexs(r, 40),
        "cid": num(r, 21),
        "proj": proj,
        "email": f"{sa}@{proj}.iam.gserviceaccount.com",
        "sa": sa,
    }


def _ya29(r: Random) -> dict[str, str]:
    return {"tok": _YA29 + pick(r, B64URL, r.randint(170, 230)) + "0" + pick(r, DIGITS, 3)}


def _gke_jwt(r: Random) -> dict[str, str]:
    now = epoch(r)
    sa = one(r, ("ci-deployer", "argocd-manager", "transcode-scaler"))
    ns = one(r, ("transcode", "play-api", "drm"))
    claims = {
        "aud": [
            "https://container.googleapis.com/v1/projects/kajo-play-prod/locations/"
            "europe-north1/clusters/play-prod"
        ],
        "exp": now + 31536000,
        "iat": now,
        "iss": "https://container.googleapis.com/v1/projects/kajo-play-prod/locations/"
        "europe-north1/clusters/play-prod",
        "kubernetes.io": {
            "namespace": ns,
            "serviceaccount": {"name": sa, "uid": uuid4(r)},
        },
        "nbf": now,
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    token = jwt({"alg": "RS256", "kid": b64url(r, 32)}, claims, r)
    return {"jwt": token, "ip": f"34.88.{r.randint(0, 255)}.{r.randint(2, 254)}"}


def _google_keys(r: Random) -> dict[str, str]:
    return {
        "ak": _AIZA + pick(r, B64URL, 35),
        "cs": _GOCSPX + pick(r, B64URL, 28),
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
        "yt": pick(r, B64URL, 11),
    }


def _sentry_tokens(r: Random) -> dict[str, str]:
    payload = {
        "iat": epoch(r) + r.random(),
        "url": "https://sentry.io",
        "region_url": "https://de.sentry.io",
        "org": "kajo",
    }
    return {
        "org": _SNTRYS + b64url_json(payload) + "_" + pick(r, B64URL, 43),
        "user": _SNTRYU + hexs(r, 64),
        "ver": f"4.{r.randint(10, 40)}.{r.randint(0, 9)}",
    }


def _sentry_dsn(r: Random) -> dict[str, str]:
    return {
        "pub": hexs(r, 32),
        "sec": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "sha": hexs(r, 40),
    }


def _github(r: Random) -> dict[str, str]:
    return {
        "fg": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "classic": _GHP + pick(r, ALNUM, 36),
        "p": programme(r),
    }


def _deploy_keys(r: Random) -> dict[str, str]:
    return {
        "rsa": wrap(der_body(r, RSA_2048_PKCS1, 1192), 64),
        "ossh": openssh_ed25519_private(r, one(r, _PEOPLE) + "@kajo-aspera"),
    }


_GH_SECRET_NAMES = (
    "SPEKE_API_KEY",
    "FASTLY_API_TOKEN",
    "SUBTITLE_VENDOR_API_KEY",
    "PLAYBACK_JWT_SECRET",
    "EPG_FEED_API_KEY",
    "METADATA_PARTNER_TOKEN",
)


def _gh_secret(r: Random) -> dict[str, str]:
    return {"name": one(r, _GH_SECRET_NAMES), "v": pick(r, ALNUM, r.choice((32, 40, 48)))}


def _adobe_secret(r: Random) -> dict[str, str]:
    return {
        "cs": _P8E + pick(r, B64URL, 32),
        "cid": hexs(r, 32),
        "org": pick(r, "0123456789ABCDEF", 24) + "@AdobeOrg",
    }


def _adobe_jwt(r: Random) -> dict[str, str]:
    header = {
        "alg": "RS256",
        "x5u": "ims_na1-key-at-1.cer",
        "kid": "ims_na1-key-at-1",
        "itt": "at",
    }
    claims = {
        "id": num(r, 13) + "_" + uuid4(r) + "_ew1",
        "type": "access_token",
        "client_id": hexs(r, 32),
        "user_id": pick(r, "0123456789ABCDEF", 24) + "@techacct.adobe.com",
        "as": "ims-na1",
        "aa_id": pick(r, "0123456789ABCDEF", 24) + "@techacct.adobe.com",
        "ctp": 0,
        "fg": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 26) + "======",
        "moi": hexs(r, 8),
        "expires_in": "86400000",
        "created_at": str(epoch(r) * 1000),
        "scope": "openid,AdobeID,read_organizations,additional_info.projectedProductContext",
    }
    return {"jwt": jwt(header, claims, r)}


def _db_urls(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((18, 22, 26)), URL_SAFE_PW), "ip": ip10(r)}


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 21))), "pw2": password(r, 20)}


def _memorystore(r: Random) -> dict[str, str]:
    return {"auth": uuid4(r), "ip": ip10(r)}


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, 24, URL_SAFE_PW)
    key = pick(r, ALNUM, 40)
    return {
        "user_b64": b64_of(one(r, ("play_api", "catalogue", "epg_loader"))),
        "pw_b64": b64_of(pw),
        "tok": pick(r, B64URL, 32),
        "key": key,
        "key_b64": b64_of(key),
    }


def _stream_keys(r: Random) -> dict[str, str]:
    return {
        "yt": "-".join(pick(r, LOWER_ALNUM, 4) for _ in range(5)),
        "srt": password(r, r.choice((20, 24, 32)), URL_SAFE_PW),
        "rk": pick(r, ALNUM, 32),
    }


def _broadcast_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, 20), "pw2": password(r, 18), "pw3": password(r, 22)}


def _registries(r: Random) -> dict[str, str]:
    return {"npm": _NPM + pick(r, ALNUM, 36), "dckr": _DCKR + pick(r, B64URL, 27)}


def _slack(r: Random) -> dict[str, str]:
    return {
        "bot": _XOXB + num(r, 11) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        "team": "T" + pick(r, UPPER_ALNUM, 10),
        "bid": "B" + pick(r, UPPER_ALNUM, 10),
        "whs": pick(r, ALNUM, 24),
    }


def _playback_secret(r: Random) -> dict[str, str]:
    return {
        "s": r.choice((b64(r, 48), hexs(r, 64))),
        "ep": ulid(r),
        "kid": "v" + str(r.randint(2, 9)),
        "exp": str(epoch(r)),
    }


def _among(r: Random) -> dict[str, str]:
    kid = r.randbytes(16)
    data = widevine_pssh_data(kid, "kajo", programme(r).encode())
    return {
        "dd": day(r),
        "sha": hexs(r, 40),
        "kiduuid": uuid4(r),
        "jobid": f"{epoch(r) * 1000 + r.randrange(1000)}-{pick(r, LOWER_ALNUM, 6)}",
        "h8": hexs(r, 8),
        "h8b": hexs(r, 8),
        "ts": str(epoch(r)),
        "ft": pick(r, B64URL, 32),
        "h11": hexs(r, 11),
        "pub": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "trace": hexs(r, 32),
        "pw": password(r, 20),
        "pssh": b64_of(pssh_box(WIDEVINE_SYSTEM_ID, data)),
        "kidhex": kid.hex(),
        "ck": hexs(r, 32),
        "req": uuid4(r),
        "sk": _aws_secret(r),
        "kid": _AKIA + pick(r, B32, 16),
        "etag": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "aws_credentials_file_keys",
        (
            "~/.aws/credentials (MediaConvert CI):\n[⟨profile⟩]\naws_access_key_id = ⟨kid⟩\n"
            "aws_secret_access_key = ⟨sk⟩\nregion = eu-north-1",
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "aws mediaconvert list-jobs --region eu-north-1 --max-results 5",
            "Mikko loi svc-transcode-käyttäjälle uuden avainparin: ⟨kid⟩ / ⟨sk⟩ "
            "(vanha poistettu IAM:stä, tili ⟨acct⟩).",
            "| IAM user | access key id | secret access key |\n|---|---|---|\n"
            "| svc-transcode | ⟨kid⟩ | ⟨sk⟩ |",
        ),
        _aws_keys,
        n=N,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            "$ aws sts assume-role --role-arn arn:aws:iam::⟨acct⟩:role/MediaConvertDeploy "
            '--role-session-name ⟨who⟩\n{\n    "Credentials": {\n'
            '        "AccessKeyId": "⟨kid⟩",\n        "SecretAccessKey": "⟨sk⟩",\n'
            '        "SessionToken": "⟨st⟩",\n'
            '        "Expiration": "2031-06-⟨dd⟩T1⟨h⟩:04:11+00:00"\n    },\n'
            '    "AssumedRoleUser": {\n        "AssumedRoleId": "⟨aroa⟩:⟨who⟩",\n'
            '        "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/MediaConvertDeploy/⟨who⟩"\n'
            "    }\n}",
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            "Tillfälliga nycklar för felsökningen av SPEKE (giltiga en timme): "
            "AWS_SECRET_ACCESS_KEY=⟨sk⟩ AWS_SESSION_TOKEN=⟨st⟩",
        ),
        _sts,
        n=N,
        secrets=("sk", "st"),
    ),
    Kind(
        "speke_api_gateway_key",
        (
            "curl -s -X POST https://⟨apiid⟩.execute-api.eu-north-1.amazonaws.com/prod/speke/"
            'v2.0/copyProtection -H "x-api-key: ⟨k⟩" -H "Content-Type: application/xml" '
            "-d @cpix-request.xml",
            "SPEKE_API_KEY=⟨k⟩  # API Gateway key, usage plan speke-prod",
            "SPEKE-proxyn API-avain on ⟨k⟩ – sama kaikille MediaConvert-jonoille.",
            "speke:\n  url: https://⟨apiid⟩.execute-api.eu-north-1.amazonaws.com/prod/speke/"
            "v2.0/copyProtection\n  api_key: ⟨k⟩\n  system_ids: [widevine, playready, fairplay]",
        ),
        _speke,
        n=N,
        secrets=("k",),
    ),
    Kind(
        "drm_content_keys_raw",
        (
            "packager in=mezz.mp4,stream=video,output=v.mp4 in=mezz.mp4,stream=audio,"
            "output=a.mp4 --enable_raw_key_encryption --keys label=HD:key_id=⟨kid⟩:key=⟨key⟩,"
            "label=AUDIO:key_id=⟨kid2⟩:key=⟨key2⟩ --protection_scheme cbcs",
            "mp4decrypt --key ⟨kid⟩:⟨key⟩ encrypted_1080p.mp4 clear_1080p.mp4",
            "ffmpeg -decryption_key ⟨key⟩ -i init_and_seg.mp4 -c copy out.mp4  "
            "# avain jaksolle ⟨ep⟩",
            'ClearKey-testilisenssi: {"keys":[{"kty":"oct","kid":"⟨kidb64⟩","k":"⟨keyb64⟩"}],'
            '"type":"temporary"}',
        ),
        _content_keys,
        n=N,
        secrets=("key", "key2", "keyb64"),
    ),
    Kind(
        "widevine_provider_signing_key",
        (
            "widevine_signing:\n  provider: kajo\n  aes_signing_key: ⟨key⟩\n"
            "  aes_signing_iv: ⟨iv⟩\n"
            "  key_server_url: https://license.uat.widevine.com/cenc/getcontentkey/kajo",
            "packager in=v.mp4,stream=video,output=v_enc.mp4 --enable_widevine_encryption "
            "--key_server_url https://license.widevine.com/cenc/getcontentkey/kajo "
            "--content_id ⟨cid⟩ --signer kajo --aes_signing_key ⟨key⟩ --aes_signing_iv ⟨iv⟩",
            "Googlen lähettämä Widevine-allekirjoitusavain (prod): key ⟨key⟩, IV ⟨iv⟩. Ei gittiin!",
        ),
        _widevine,
        n=N,
        secrets=("key", "iv"),
    ),
    Kind(
        "playready_key_seed",
        (
            "<PlayReady>\n  <KeySeed>⟨seed⟩</KeySeed>\n"
            "  <LicenseServerUrl>https://pr.license.kajo.fi/rightsmanager.asmx"
            "</LicenseServerUrl>\n</PlayReady>",
            "PLAYREADY_KEY_SEED=⟨seed⟩",
            "PlayReady key seed från Microsoft-paketet: ⟨seed⟩ – härleder alla "
            "innehållsnycklar, byt den inte utan att prata med Elin.",
            "python3 tools/derive_key.py --seed ⟨seed⟩ --kid ⟨kid⟩",
        ),
        _playready_seed,
        n=N,
        secrets=("seed",),
    ),
    Kind(
        "fairplay_application_secret_key",
        (
            "FAIRPLAY_ASK=⟨ask⟩",
            "FairPlay Streaming -paketin ASk (Application Secret key): ⟨ask⟩ — Apple näyttää "
            "sen vain kerran.",
            '{"fairplay": {"ask_hex": "⟨ask⟩", "certificate": "/etc/fps/fairplay.cer", '
            '"private_key": "/etc/fps/privatekey.pem"}}',
            "./ksm --ask ⟨ask⟩ --key /etc/fps/privatekey.pem --spc spc_⟨asset⟩.bin --out ckc.bin",
        ),
        _fairplay_ask,
        n=N,
        secrets=("ask",),
    ),
    Kind(
        "fairplay_private_key_pem",
        (
            _RSA_BEGIN + "\n⟨body⟩\n" + _RSA_END,
            "FairPlay-privaattiavain (fps/privatekey.pem), kopioitu vanhalta KSM-palvelimelta:"
            "\n\n" + _RSA_BEGIN + "\n⟨body⟩\n" + _RSA_END + "\n",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: fps-ksm\n  namespace: drm\n"
            "stringData:\n  privatekey.pem: |\n    "
            + _RSA_BEGIN
            + "\n    ⟨body_ind⟩\n    "
            + _RSA_END,
        ),
        _fairplay_pem,
        n=N,
        secrets=("body", "body_ind"),
    ),
    Kind(
        "drm_service_communication_key",
        (
            "DRM_COMMUNICATION_KEY_ID=⟨ckid⟩\nDRM_COMMUNICATION_KEY=⟨ck⟩",
            '{"tenant_id": "⟨tenant⟩", "management_key": "⟨mk⟩", '
            '"communication_key_id": "⟨ckid⟩", "communication_key": "⟨ck⟩"}',
            "Lisenssipalvelun communication key (allekirjoittaa entitlement-viestit): ⟨ck⟩",
            "Kommunikationsnyckeln för licenstjänsten är ⟨ck⟩ (nyckel-id ⟨ckid⟩).",
        ),
        _communication_key,
        n=N,
        secrets=("ck", "mk"),
    ),
    Kind(
        "akamai_edgegrid_credentials",
        (
            "~/.edgerc\n[default]\nclient_secret = ⟨cs⟩\nhost = ⟨host⟩\n"
            "access_token = ⟨at⟩\nclient_token = ⟨ct⟩",
            "export AKAMAI_CLIENT_SECRET=⟨cs⟩\nexport AKAMAI_ACCESS_TOKEN=⟨at⟩\n"
            "export AKAMAI_CLIENT_TOKEN=⟨ct⟩\nexport AKAMAI_HOST=⟨host⟩",
            'provider "akamai" {\n  config {\n    client_secret = "⟨cs⟩"\n'
            '    host          = "⟨host⟩"\n    access_token  = "⟨at⟩"\n'
            '    client_token  = "⟨ct⟩"\n  }\n}',
            "EdgeGrid-tunnukset purge-skriptille: client_secret ⟨cs⟩, access_token ⟨at⟩.",
        ),
        _edgegrid,
        n=N,
        secrets=("cs", "at", "ct"),
    ),
    Kind(
        "akamai_edgeauth_token_key",
        (
            "EDGEAUTH_KEY=⟨key⟩  # Token Auth 2.0 (hdnts), property kajo-vod",
            "python akamai_edgeauth.py --key ⟨key⟩ --acl '/vod/⟨p⟩/*' --window 21600 --algo sha256",
            'const auth = new EdgeAuth({ key: "⟨key⟩", tokenName: "hdnts", '
            "windowSeconds: 300, escapeEarly: true });",
            "Segment Protection -avain (Property Manager → Token Authentication): ⟨key⟩",
        ),
        _edgeauth,
        n=N,
        secrets=("key",),
    ),
    Kind(
        "fastly_api_token",
        (
            "FASTLY_API_TOKEN=⟨t⟩ fastly service-version activate --service-id ⟨sid⟩ "
            "--version latest",
            'curl -X POST -H "Fastly-Key: ⟨t⟩" https://api.fastly.com/service/⟨sid⟩/purge/ep-⟨ep⟩',
            "fastly profile create play-prod --token ⟨t⟩",
            "Fastly purge-token (Engineer, vain play-prod-palvelu ⟨sid⟩): ⟨t⟩",
        ),
        _fastly,
        n=N,
        secrets=("t",),
    ),
    Kind(
        "gcp_service_account_key_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨pkid⟩",\n'
            '  "private_key": "' + _P8_BEGIN + "\\n⟨pk⟩\\n" + _P8_END + '\\n",\n'
            '  "client_email": "⟨email⟩",\n  "client_id": "⟨cid⟩",\n'
            '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token",\n'
            '  "universe_domain": "googleapis.com"\n}',
            "⟨sa⟩-avaimen (⟨proj⟩) private_key-rivi, joka päätyi Slackiin:\n"
            '  "private_key": "' + _P8_BEGIN + "\\n⟨pk⟩\\n" + _P8_END + '\\n",',
            "info = {\n"
            '    "type": "service_account",\n'
            '    "client_email": "⟨email⟩",\n'
            '    "private_key": "' + _P8_BEGIN + "\\n⟨pk⟩\\n" + _P8_END + '\\n",\n'
            "}\ncreds = service_account.Credentials.from_service_account_info(info)",
        ),
        _gcp_key,
        n=N,
        secrets=("pk",),
    ),
    Kind(
        "gcp_oauth_access_token",
        (
            'curl -H "Authorization: Bearer ⟨tok⟩" '
            '"https://bigquery.googleapis.com/bigquery/v2/projects/kajo-analytics/jobs'
            '?maxResults=5"',
            "$ gcloud auth print-access-token\n⟨tok⟩",
            "GOOGLE_OAUTH_ACCESS_TOKEN=⟨tok⟩ terraform plan -target=module.gke",
            "Access token från gcloud (gäller en timme): ⟨tok⟩",
        ),
        _ya29,
        n=N,
        secrets=("tok",),
    ),
    Kind(
        "gke_service_account_bearer_token",
        (
            "users:\n- name: ci-deployer\n  user:\n    token: ⟨jwt⟩",
            'curl -k -H "Authorization: Bearer ⟨jwt⟩" '
            "https://⟨ip⟩/api/v1/namespaces/transcode/pods",
            "$ kubectl create token ci-deployer -n transcode --duration=8760h\n⟨jwt⟩",
            "ArgoCD:n klusterisalaisuuden bearerToken: ⟨jwt⟩",
        ),
        _gke_jwt,
        n=N,
        secrets=("jwt",),
    ),
    Kind(
        "google_api_key_and_client_secret",
        (
            "YOUTUBE_API_KEY=⟨ak⟩  # server key for the clip publisher, Data API v3 only",
            '{"installed":{"client_id":"⟨cid⟩","project_id":"kajo-analytics",'
            '"auth_uri":"https://accounts.google.com/o/oauth2/auth",'
            '"token_uri":"https://oauth2.googleapis.com/token",'
            '"client_secret":"⟨cs⟩","redirect_uris":["http://localhost"]}}',
            'curl "https://youtube.googleapis.com/youtube/v3/videos?part=status&id=⟨yt⟩&key=⟨ak⟩"',
            "OAuth-asiakkaan salaisuus BigQuery-raportointityökalulle: ⟨cs⟩ (client id ⟨cid⟩)",
        ),
        _google_keys,
        n=N,
        secrets=("ak", "cs"),
    ),
    Kind(
        "sentry_auth_tokens",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩ npx @sentry/cli sourcemaps upload "
            "--release player-web@⟨ver⟩ ./dist",
            "~/.sentryclirc\n[auth]\ntoken=⟨user⟩\n\n[defaults]\norg=kajo\nproject=player-web",
            'curl -H "Authorization: Bearer ⟨user⟩" '
            '"https://de.sentry.io/api/0/organizations/kajo/issues/?query=is:unresolved"',
            "Sentryn org-token GitHub Actionsille (vain project:releases): ⟨org⟩",
        ),
        _sentry_tokens,
        n=N,
        secrets=("org", "user"),
    ),
    Kind(
        "sentry_legacy_dsn_secret",
        (
            "SENTRY_DSN=https://⟨pub⟩:⟨sec⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩  "
            "# vanha DSN secret keyllä, transcode-worker (raven 6.x)",
            "RAVEN_CONFIG = {'dsn': 'https://⟨pub⟩:⟨sec⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩', "
            "'release': '⟨sha⟩'}",
            'curl -X POST "https://o⟨org⟩.ingest.sentry.io/api/⟨proj⟩/store/" '
            '-H "X-Sentry-Auth: Sentry sentry_version=7, sentry_key=⟨pub⟩, '
            'sentry_secret=⟨sec⟩" -d @event.json',
        ),
        _sentry_dsn,
        n=N,
        secrets=("sec",),
    ),
    Kind(
        "github_personal_access_tokens",
        (
            "git clone https://oauth2:⟨fg⟩@github.com/kajo-media/play-packager.git",
            "GH_TOKEN=⟨classic⟩ gh workflow run transcode-backfill.yml -f programme=⟨p⟩",
            "Fine-grained PAT för Renovate (play-*, contents:write): ⟨fg⟩ – går ut 2031-09-01.",
            "//npm.pkg.github.com/:_authToken=⟨classic⟩",
        ),
        _github,
        n=N,
        secrets=("fg", "classic"),
    ),
    Kind(
        "deploy_private_keys",
        (
            "GitHub App kajo-release-bot, private key (downloaded 2031-05-28):\n\n"
            + _RSA_BEGIN
            + "\n⟨rsa⟩\n"
            + _RSA_END,
            _SSH_BEGIN + "\n⟨ossh⟩\n" + _SSH_END,
            "Aspera-siirtopalvelimen deploy-avain (~/.ssh/id_ed25519):\n"
            + _SSH_BEGIN
            + "\n⟨ossh⟩\n"
            + _SSH_END
            + "\n",
        ),
        _deploy_keys,
        n=N,
        secrets=("rsa", "ossh"),
    ),
    Kind(
        "github_actions_secret_values",
        (
            "gh secret set ⟨name⟩ --repo kajo-media/play-infra --body '⟨v⟩'",
            "echo -n '⟨v⟩' | gh secret set ⟨name⟩ --env production",
            "env:\n  ⟨name⟩: ⟨v⟩  # TODO siirrä secretsiin\n  AWS_REGION: eu-north-1",
            "Lade in ⟨name⟩ = ⟨v⟩ som repo-hemlighet i play-infra (Oskar har samma värde i "
            "1Password).",
        ),
        _gh_secret,
        n=N,
        secrets=("v",),
    ),
    Kind(
        "adobe_io_client_secret",
        (
            "ADOBE_CLIENT_ID=⟨cid⟩\nADOBE_CLIENT_SECRET=⟨cs⟩\nADOBE_ORG_ID=⟨org⟩",
            "curl -X POST https://ims-na1.adobelogin.com/ims/token/v3 "
            '-d "grant_type=client_credentials&client_id=⟨cid⟩&client_secret=⟨cs⟩'
            '&scope=openid,AdobeID,additional_info.projectedProductContext"',
            "Adobe Developer Console → OAuth Server-to-Server → client secret: ⟨cs⟩ "
            "(Analytics 2.0 API -raportit)",
        ),
        _adobe_secret,
        n=N,
        secrets=("cs",),
    ),
    Kind(
        "adobe_ims_access_token",
        (
            'curl "https://analytics.adobe.io/api/kajo0/reports" '
            '-H "Authorization: Bearer ⟨jwt⟩" -H "x-proxy-global-company-id: kajo0"',
            '{"access_token":"⟨jwt⟩","token_type":"bearer","expires_in":86399}',
            "Adobe access token (24 h) för Analytics-exporten: ⟨jwt⟩",
        ),
        _adobe_jwt,
        n=N,
        secrets=("jwt",),
    ),
    Kind(
        "database_passwords_in_urls",
        (
            "DATABASE_URL=postgresql://play_api:⟨pw⟩@⟨ip⟩:5432/catalogue?sslmode=require",
            'psql "host=/cloudsql/kajo-play-prod:europe-north1:catalogue-pg user=migrator '
            'password=⟨pw⟩ dbname=catalogue"',
            'mysql -h rights-db.internal -u rights_ro -p⟨pw⟩ rights -e "select count(*) '
            'from licences"',
            "jdbc:postgresql://⟨ip⟩:5432/epg?user=epg_loader&password=⟨pw⟩",
        ),
        _db_urls,
        n=N,
        secrets=("pw",),
    ),
    Kind(
        "passwords_in_team_prose",
        (
            "Aspera-palvelimen admin-salasana on ⟨pw⟩ (vaihdetaan kun Johanna palaa lomalta).",
            "Lösenordet till det tekniska kontot i Adobe Analytics är ⟨pw⟩, delat med Stockholm.",
            "The Cloud SQL postgres user password was reset to ⟨pw⟩ during the incident call.",
            "| järjestelmä / system | käyttäjä | salasana |\n|---|---|---|\n"
            "| MediaConvert-testikone | ec2-user | ⟨pw⟩ |\n| Icecast admin | admin | ⟨pw2⟩ |",
            "Tekstitystoimittajan FTP: käyttäjä kajo_subs, salasana: ⟨pw⟩",
        ),
        _prose_pw,
        n=N,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "memorystore_auth_string",
        (
            "redis-cli -h ⟨ip⟩ -p 6378 --tls --cacert server-ca.pem -a ⟨auth⟩ ping",
            "REDIS_URL=rediss://default:⟨auth⟩@⟨ip⟩:6378/0",
            "$ gcloud redis instances get-auth-string session-cache --region=europe-north1\n"
            "authString: ⟨auth⟩",
            "Memorystore-instanssin session-cache AUTH-merkkijono: ⟨auth⟩",
        ),
        _memorystore,
        n=N,
        secrets=("auth",),
    ),
    Kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: catalogue-db\n"
            "  namespace: play-api\ntype: Opaque\ndata:\n  username: ⟨user_b64⟩\n"
            "  password: ⟨pw_b64⟩",
            "kubectl create secret generic fastly-token -n edge --from-literal=token=⟨tok⟩",
            "$ kubectl get secret speke-key -n drm -o jsonpath='{.data.api-key}'\n⟨key_b64⟩",
            "$ kubectl get secret speke-key -n drm -o jsonpath='{.data.api-key}' | base64 -d\n"
            "⟨key⟩",
        ),
        _k8s_secret,
        n=N,
        secrets=("pw_b64", "tok", "key_b64", "key"),
    ),
    Kind(
        "live_stream_keys_and_srt_passphrases",
        (
            "rtmp://a.rtmp.youtube.com/live2/⟨yt⟩",
            'ffmpeg -re -i mix.ts -c copy -f mpegts "srt://contrib.kajo.fi:9000?mode=caller'
            '&passphrase=⟨srt⟩&pbkeylen=32&streamid=#!::r=live/kanava1,m=publish"',
            "YouTube Live -lähetysavain vaalivalvojaisiin: ⟨yt⟩",
            "SRT-lösenfras för bidragslänken från Stockholm: ⟨srt⟩ (pbkeylen 32)",
            '{"settings": {"server": "rtmp://live-ingest.kajo.fi/app", "key": "⟨rk⟩"}, '
            '"type": "rtmp_custom"}',
        ),
        _stream_keys,
        n=N,
        secrets=("yt", "srt", "rk"),
    ),
    Kind(
        "icecast_and_aspera_passwords",
        (
            "<authentication>\n    <source-password>⟨pw⟩</source-password>\n"
            "    <relay-password>⟨pw2⟩</relay-password>\n    <admin-user>admin</admin-user>\n"
            "    <admin-password>⟨pw3⟩</admin-password>\n</authentication>",
            "ASPERA_SCP_PASS='⟨pw⟩' ascp -P 33001 -l 500m -k 2 ./mezz/ "
            "kajo_ingest@ats-aws-eu-north-1.aspera.io:/incoming/",
            "Radiokanavien Icecast source-salasana (liquidsoap → icecast): ⟨pw⟩",
            'output.icecast(%mp3(bitrate=128), host="icecast.internal", port=8000, '
            'password="⟨pw⟩", mount="/kajo-radio1.mp3", radio)',
        ),
        _broadcast_pw,
        n=N,
        secrets=("pw", "pw2", "pw3"),
    ),
    Kind(
        "npm_and_docker_hub_tokens",
        (
            "//registry.npmjs.org/:_authToken=⟨npm⟩",
            "NPM_TOKEN=⟨npm⟩ npm publish --access public  # @kajo/player-sdk",
            "echo ⟨dckr⟩ | docker login -u kajobuild --password-stdin",
            "Docker Hub -PAT (read-only, rate limitin kiertoon): ⟨dckr⟩",
        ),
        _registries,
        n=N,
        secrets=("npm", "dckr"),
    ),
    Kind(
        "slack_alert_tokens",
        (
            "curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"MediaConvert job failed"}\' ' + _HOOKS + "⟨team⟩/⟨bid⟩/⟨whs⟩",
            "SLACK_BOT_TOKEN=⟨bot⟩  # #play-alerts bot",
            "receivers:\n- name: play-oncall\n  slack_configs:\n  - api_url: "
            + _HOOKS
            + "⟨team⟩/⟨bid⟩/⟨whs⟩\n    channel: '#play-alerts'",
            "Slack-botin token (chat:write) Sentry-integraatiolle: ⟨bot⟩",
        ),
        _slack,
        n=N,
        secrets=("bot", "whs"),
    ),
    Kind(
        "playback_token_signing_secret",
        (
            "PLAYBACK_JWT_SECRET=⟨s⟩",
            'jwt.encode({"sub": "⟨ep⟩", "kid": "⟨kid⟩", "exp": ⟨exp⟩}, "⟨s⟩", algorithm="HS256")',
            "Toistotokenien HMAC-avain (player-api, HS256): ⟨s⟩ — Fastlyn VCL käyttää samaa.",
            'table playback_keys {\n  "⟨kid⟩": "⟨s⟩",\n}',
        ),
        _playback_secret,
        n=N,
        secrets=("s",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Julkaisuhuomiot 2031-06-⟨dd⟩\n- commit ⟨sha⟩\n- KID ⟨kiduuid⟩ (HD)\n"
            "- MediaConvert job ⟨jobid⟩\n- Akamai Reference #18.⟨h8⟩.⟨ts⟩.⟨h8b⟩\n"
            "- FASTLY_API_TOKEN=⟨ft⟩ (vahingossa chattiin, kierrätä!)",
            "Incident 2031-06-⟨dd⟩\n- BigQuery job bquxjob_⟨h8⟩_⟨h11⟩\n"
            "- Sentry DSN https://⟨pub⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩ (publik)\n"
            "- trace ⟨trace⟩\n- lösenordet för catalogue-pg återställdes till ⟨pw⟩",
            "Debug session, DRM:\n- pssh ⟨pssh⟩\n- content key for KID ⟨kidhex⟩ is ⟨ck⟩\n"
            "- license request id ⟨req⟩",
            'S3 upload of the mezzanine\n- ETag "⟨etag⟩"\n- request id ⟨req⟩\n'
            "- used ⟨kid⟩ / ⟨sk⟩ from Mikko's laptop (rotate!)",
        ),
        _among,
        n=N,
        secrets=("ft", "pw", "ck", "sk"),
    ),
)
