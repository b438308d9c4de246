"""True secrets in the memory notes of a smart-lock firmware and cloud developer (Seoul, with a
factory team in Shenzhen); each kind names the fields that must not survive."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519
from tests.redact.lookalike39.gen import (
    ALNUM,
    B64STD,
    B64URL,
    LOWER,
    LOWER_ALNUM,
    PRIV,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    hexs,
    mac,
    matter_passcode,
    num,
    password,
    pem_begin,
    pem_end,
    pick,
    ssh_string,
    uhexs,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2lu" + "X2VjE"
_GHP = "gh" + "p_"
_GHPAT = "github" + "_pat_"
_LTAI = "LT" + "AI5t"
_AKID = "AK" + "ID"
_APA = "AP" + "A91b"
_AWS_KEY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_RSA_PKCS1 = "MIIEpAIB" + "AAKCAQEA"
_RSA_PKCS8 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + "BKcwggSjAgEAAoIB"

_THINGS = ("jsl-d710-", "jsl-h300-", "jsl-c12-")
_SERIAL_SITES = ("SZ", "SZ", "KR")
_RDS = (
    "ota-db.cluster-c9xk2mfa1b3d.ap-northeast-2.rds.amazonaws.com",
    "lock-events.cluster-ro-c9xk2mfa1b3d.ap-northeast-2.rds.amazonaws.com",
    "10.20.3.41",
    "mes-db.sz.jamsoe.internal",
)
_DB_USERS = ("ota_admin", "lock_events_rw", "mes_reader", "fw_ota", "jenkins_ci")


def serial(r: Random) -> str:
    return f"JSD710{r.choice(_SERIAL_SITES)}{r.randint(2901, 2943)}{pick(r, UPPER_ALNUM, 6)}"


def url_pw(r: Random, n: int) -> str:
    return pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", n - 1)


def pem_lines(pem: str) -> str:
    return "\n".join(line for line in pem.strip().splitlines() if not line.startswith("-----"))


def _aws(r: Random) -> dict[str, str]:
    return {
        "kid": _AKIA + pick(r, _AWS_KEY_CHARS, 16),
        "sk": pick(r, B64STD, 40),
        "user": r.choice(("ota-uploader", "factory-provisioner", "jenkins-fw")),
    }


def _sts(r: Random) -> dict[str, str]:
    tok = _STS + pick(r, B64STD, r.choice((340, 380, 412))) + "="
    return {"kid": _ASIA + pick(r, _AWS_KEY_CHARS, 16), "sk": pick(r, B64STD, 40), "tok": tok}


def _rsa_device(r: Random) -> dict[str, str]:
    body = wrap(_RSA_PKCS1 + b64(r, 1179), 64)
    thing = r.choice(_THINGS) + hexs(r, 12)
    return {
        "body": body,
        "thing": thing,
        "b": pem_begin("RSA " + PRIV),
        "e": pem_end("RSA " + PRIV),
    }


def _dac(r: Random) -> dict[str, str]:
    key = ec.derive_private_key(r.getrandbits(250) + 1, ec.SECP256R1())
    pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    ).decode()
    priv = key.private_numbers().private_value.to_bytes(32, "big")
    hexlines = ":".join(f"{b:02x}" for b in (b"\x00" + priv))
    rows = [hexlines[i : i + 45] for i in range(0, len(hexlines), 45)]
    return {
        "body": pem_lines(pem),
        "priv": "\n    ".join(rows),
        "vid": r.choice(("FFF1", "FFF2", "137A")),
        "pid": f"{r.randint(0x8000, 0x8010):04X}",
        "sn": serial(r),
        "b": pem_begin("EC " + PRIV),
        "e": pem_end("EC " + PRIV),
    }


def _ota_key(r: Random) -> dict[str, str]:
    seed = r.randbytes(32)
    key = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
    der = key.private_bytes(
        serialization.Encoding.DER,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    return {
        "body": base64.b64encode(der).decode(),
        "seed": seed.hex(),
        "b": pem_begin(PRIV),
        "e": pem_end(PRIV),
        "ver": f"3.{r.randint(2, 5)}.{r.randint(0, 19)}",
    }


def _openssh(r: Random) -> dict[str, str]:
    seed = r.randbytes(32)
    pub = (
        ed25519.Ed25519PrivateKey.from_private_bytes(seed)
        .public_key()
        .public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    )
    kt = b"ssh-ed25519"
    blob = ssh_string(kt) + ssh_string(pub)
    check = r.randbytes(4)
    comment = r.choice((b"jihoon@jamsoe-mbp", b"jenkins@build-03", b"factory@sz-jump-01"))
    sec = check + check + ssh_string(kt) + ssh_string(pub) + ssh_string(seed + pub)
    sec += ssh_string(comment)
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    raw = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
    raw += b"\x00\x00\x00\x01" + ssh_string(blob) + ssh_string(sec)
    return {
        "body": wrap(base64.b64encode(raw).decode(), 70),
        "b": pem_begin("OPENSSH " + PRIV),
        "e": pem_end("OPENSSH " + PRIV),
    }


def _gcp(r: Random) -> dict[str, str]:
    body = wrap(_RSA_PKCS8 + b64(r, 1179), 64)
    pk = pem_begin(PRIV) + "\\n" + body.replace("\n", "\\n") + "\\n" + pem_end(PRIV) + "\\n"
    return {
        "pk": pk,
        "kid": hexs(r, 40),
        "x": pick(r, LOWER_ALNUM, 5),
        "cid": num(r, 21),
        "proj": r.choice(("jamsoe-home-app", "jamsoe-lock-prod", "jamsoe-cn-push")),
    }


def _fcm(r: Random) -> dict[str, str]:
    return {"k": "AAAA" + pick(r, B64URL, 7) + ":" + _APA + pick(r, B64URL, 134)}


def _mysql(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 18, 22, 24))),
        "upw": url_pw(r, r.choice((18, 20, 24))),
        "host": r.choice(_RDS),
        "user": r.choice(_DB_USERS),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 32))),
        "upw": url_pw(r, r.choice((24, 32))),
        "host": r.choice(("10.20.5.12", "sz-mes-cache.jamsoe.internal", "127.0.0.1")),
    }


def _jenkins(r: Random) -> dict[str, str]:
    return {"t": "11" + hexs(r, 32), "init": hexs(r, 32), "n": str(r.randint(40, 980))}


def _harbor(r: Random) -> dict[str, str]:
    s = pick(r, ALNUM, 32)
    robot = r.choice(("robot$fw+jenkins", "robot$factory+pull", "robot$cloud+deploy"))
    return {"s": s, "robot": robot, "auth": b64_of(f"{robot}:{s}")}


def _github(r: Random) -> dict[str, str]:
    return {
        "t": _GHP + pick(r, ALNUM, 36),
        "fg": _GHPAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ver": f"v3.{r.randint(2, 5)}.{r.randint(0, 19)}",
    }


def _tuya(r: Random) -> dict[str, str]:
    return {"id": pick(r, LOWER_ALNUM, 20), "s": pick(r, LOWER_ALNUM, 32)}


_LOCAL_KEY_CHARS = ALNUM + "!#$%&()*+,-./:;<=>?@[]^_`{|}~"


def _tuya_local(r: Random) -> dict[str, str]:
    return {
        "lk": pick(r, _LOCAL_KEY_CHARS, 16),
        "dev": r.choice(("eb", "bf", "6c")) + pick(r, LOWER_ALNUM, 20),
        "mac": mac(r, "d8:1f:12".replace(":", ""), upper=False),
        "ip": f"192.168.{r.randint(0, 3)}.{r.randint(20, 250)}",
    }


def _smartthings(r: Random) -> dict[str, str]:
    return {"pat": uuid4(r), "cid": uuid4(r), "cs": uuid4(r), "dev": uuid4(r)}


def _kakao_token(r: Random) -> str:
    return pick(r, B64URL, 32) + "AAAAAQ" + pick(r, B64URL, 6) + "AAABk" + pick(r, B64URL, 19)


def _kakao(r: Random) -> dict[str, str]:
    return {"ak": hexs(r, 32), "rk": hexs(r, 32), "at": _kakao_token(r), "rt": _kakao_token(r)}


def _wechat(r: Random) -> dict[str, str]:
    return {
        "appid": "wx" + hexs(r, 16),
        "sec": hexs(r, 32),
        "tok": pick(r, ALNUM, 32),
        "aes": pick(r, ALNUM, 43),
    }


def _wxpay(r: Random) -> dict[str, str]:
    return {
        "v3": pick(r, ALNUM, 32),
        "mch": "16" + num(r, 8),
        "serial": uhexs(r, 40),
        "body": wrap(_RSA_PKCS8 + b64(r, 1179), 64),
        "b": pem_begin(PRIV),
        "e": pem_end(PRIV),
    }


def _wecom(r: Random) -> dict[str, str]:
    return {"k": uuid4(r), "cid": "ww" + hexs(r, 16), "cs": pick(r, B64URL, 43)}


def _aliyun(r: Random) -> dict[str, str]:
    return {"id": _LTAI + pick(r, ALNUM, 18), "s": pick(r, ALNUM, 30)}


def _tencent(r: Random) -> dict[str, str]:
    return {"sid": _AKID + pick(r, ALNUM, 32), "sk": pick(r, ALNUM, 32)}


def _ncloud(r: Random) -> dict[str, str]:
    return {"ak": pick(r, UPPER_ALNUM, 20), "sk": pick(r, ALNUM, 40)}


def _thread(r: Random) -> dict[str, str]:
    nk = hexs(r, 32)
    xpan = hexs(r, 16)
    pan = hexs(r, 4)
    ch = r.randint(11, 26)
    name = f"JS-Home-{hexs(r, 4)}"
    mlp = "fd" + hexs(r, 14)
    pskc = hexs(r, 32)
    tlvs = "0e080000000000010000"
    tlvs += f"000300{ch:04x}"
    tlvs += "35060004001fffe0"
    tlvs += "0208" + xpan + "0708" + mlp + "0510" + nk
    tlvs += f"03{len(name):02x}" + name.encode().hex()
    tlvs += "0102" + pan + "0410" + pskc + "0c0402a0f7f8"
    return {
        "nk": nk,
        "ds": tlvs,
        "pan": pan,
        "ch": str(ch),
        "node": f"{r.randint(1, 0xFFFF):04x}",
        "pc": str(matter_passcode(r)),
        "disc": str(r.randint(0, 4095)),
    }


def _ble(r: Random) -> dict[str, str]:
    return {
        "ltk": uhexs(r, 32),
        "mk": hexs(r, 32),
        "a1": mac(r, "C82B96"),
        "a2": mac(r, "F4CE36"),
        "sn": serial(r),
        "n": f"{r.randint(1, 200):04d}",
    }


def _wifi(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((16, 18, 20)))
    ssid = r.choice(("JS-Factory-Line3", "SZ-ProdTest", "JS-DEV-IOT", "JS-Lab-5G"))
    hpsk = hashlib.pbkdf2_hmac("sha1", pw.encode(), ssid.encode(), 4096, 32).hex()
    return {"pw": pw, "ssid": ssid, "hpsk": hpsk}


def _signing(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 20, 24))),
        "pw2": password(r, r.choice((18, 22))),
        "kid": uhexs(r, 16),
    }


def _asp(r: Random) -> dict[str, str]:
    return {
        "asp": "-".join(pick(r, LOWER, 4) for _ in range(4)),
        "team": pick(r, UPPER_ALNUM, 10),
    }


def _mqtt(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 20, 24))), "sn": serial(r)}


def _jwt(r: Random) -> dict[str, str]:
    head = {"alg": "ES256", "typ": "JWT", "kid": hexs(r, 16)}
    header = b64url_of(json.dumps(head, separators=(",", ":")))
    iat = 1886000000 + r.randint(0, 2_000_000)
    claims = {
        "iss": "https://auth.jamsoe.co.kr",
        "sub": uuid4(r),
        "aud": "lock-api",
        "scope": "lock:read lock:unlock",
        "iat": iat,
        "exp": iat + 2592000,
    }
    payload = b64url_of(json.dumps(claims, separators=(",", ":")))
    return {"jwt": f"{header}.{payload}.{b64url(r, 64)}", "sn": serial(r)}


def _prose(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 17, 19, 21)))}


def _flash(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 64), "k2": hexs(r, 32)}


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sn": serial(r),
        "mac": mac(r, "C82B96"),
        "sum": hashlib.sha256(r.randbytes(16)).hexdigest(),
        "build": str(r.randint(1200, 2400)),
        "pw": password(r, 20),
        "s": pick(r, LOWER_ALNUM, 32),
        "ak": hexs(r, 32),
        "openid": "o" + pick(r, B64URL, 27),
    }


_RSA_PEM = "⟨b⟩\n⟨body⟩\n⟨e⟩"

SECRETS: tuple[Kind, ...] = (
    Kind(
        "aws_secret_access_key",
        (
            "[jamsoe-iot-prod]\naws_access_key_id = ⟨kid⟩\naws_secret_access_key = ⟨sk⟩\n"
            "region = ap-northeast-2",
            "AWS_ACCESS_KEY_ID=⟨kid⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ aws iot list-things --max-items 5",
            "Jenkins 빌드 에이전트용 IAM 키: ⟨kid⟩ / ⟨sk⟩ (⟨user⟩ 사용자, s3://jamsoe-fw-ota 쓰기)",
            "深圳工厂烧录工具里写死的 AWS 配置：access key ⟨kid⟩，secret key ⟨sk⟩ "
            "—— 下个版本改用 IoT 证书",
        ),
        _aws,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_sts_session_credentials",
        (
            "export AWS_ACCESS_KEY_ID=⟨kid⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨tok⟩",
            '{\n    "Credentials": {\n        "AccessKeyId": "⟨kid⟩",\n'
            '        "SecretAccessKey": "⟨sk⟩",\n        "SessionToken": "⟨tok⟩",\n'
            '        "Expiration": "2029-10-14T09:12:44+00:00"\n    }\n}',
            "aws sso login 후 ~/.aws/credentials 에 남은 값: aws_session_token = ⟨tok⟩",
        ),
        _sts,
        n=7,
        secrets=("sk", "tok"),
    ),
    Kind(
        "aws_iot_device_private_key_pem",
        (
            "aws iot create-keys-and-certificate 로 받은 ⟨thing⟩ 개인키 "
            "(certs/⟨thing⟩.private.key):\n\n" + _RSA_PEM,
            "$ cat /mnt/factory/certs/⟨thing⟩-private.pem.key\n" + _RSA_PEM,
            _RSA_PEM,
        ),
        _rsa_device,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "matter_dac_ec_private_key",
        (
            "chip-cert gen-att-cert 로 만든 DAC 키 (vid 0x⟨vid⟩ pid 0x⟨pid⟩):\n\n" + _RSA_PEM,
            "factory/dac/⟨sn⟩/dac_key.pem\n\n" + _RSA_PEM,
            "$ openssl ec -in dac_key.pem -noout -text\nread EC key\n"
            "Private-Key: (256 bit)\npriv:\n    ⟨priv⟩\nASN1 OID: prime256v1\nNIST CURVE: P-256",
            _RSA_PEM + "\n\n^ PAI 서명키. HSM 으로 옮기기 전까지 Jenkins 노드 /opt/pki 에 있었음",
        ),
        _dac,
        n=7,
        secrets=("body", "priv"),
    ),
    Kind(
        "ota_ed25519_signing_key",
        (
            "MCUboot 서명키 root-ed25519.pem (release/⟨ver⟩ 브랜치 전용):\n\n⟨b⟩\n⟨body⟩\n⟨e⟩",
            "OTA_SIGNING_KEY_DER_B64=⟨body⟩",
            "python3 tools/sign_ota.py --seed-hex ⟨seed⟩ build/zephyr/jsl_d710_⟨ver⟩.bin",
            "签名私钥（ed25519 seed，离线签名机用）：⟨seed⟩",
        ),
        _ota_key,
        n=7,
        secrets=("body", "seed"),
    ),
    Kind(
        "openssh_private_key",
        (
            "공장 점프호스트(sz-jump-01) 접속키 ~/.ssh/id_ed25519_factory:\n\n⟨b⟩\n⟨body⟩\n⟨e⟩",
            "⟨b⟩\n⟨body⟩\n⟨e⟩",
            "Jenkins credential 'factory-sftp' 에 넣은 키 원문 (정리할 것):\n"
            "```\n⟨b⟩\n⟨body⟩\n⟨e⟩\n```",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "gcp_service_account_key_json",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨kid⟩",\n  "private_key": "⟨pk⟩",\n'
            '  "client_email": "firebase-adminsdk-⟨x⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}',
            'FCM v1 푸시 서버 키 파일의 private_key 부분만: "private_key": "⟨pk⟩"',
            'GOOGLE_CREDENTIALS_JSON=\'{"type":"service_account","project_id":"⟨proj⟩",'
            '"private_key_id":"⟨kid⟩","private_key":"⟨pk⟩","client_email":'
            '"firebase-adminsdk-⟨x⟩@⟨proj⟩.iam.gserviceaccount.com"}\'',
        ),
        _gcp,
        n=7,
        secrets=("pk",),
    ),
    Kind(
        "fcm_legacy_server_key",
        (
            "curl -X POST https://fcm.googleapis.com/fcm/send "
            '-H "Authorization: key=⟨k⟩" -H "Content-Type: application/json" -d @push.json',
            "FCM_SERVER_KEY=⟨k⟩",
            "안드로이드 푸시 레거시 서버 키 (사내 테스트 서버는 아직 씀): ⟨k⟩",
        ),
        _fcm,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "mysql_passwords",
        (
            "mysql -h ⟨host⟩ -u ⟨user⟩ -p'⟨pw⟩' jamsoe_ota",
            "~/.my.cnf\n[client]\nhost=⟨host⟩\nuser=⟨user⟩\npassword=⟨pw⟩\ndatabase=lock_events",
            "SPRING_DATASOURCE_URL=jdbc:mysql://⟨host⟩:3306/jamsoe_ota?useSSL=true\n"
            "SPRING_DATASOURCE_USERNAME=⟨user⟩\nSPRING_DATASOURCE_PASSWORD=⟨pw⟩",
            "DATABASE_URL=mysql://⟨user⟩:⟨upw⟩@⟨host⟩:3306/lock_events",
            "工厂 MES 数据库账号：⟨user⟩ / ⟨pw⟩（只读，深圳内网 192.168.20.15:3306）",
            "ALTER USER '⟨user⟩'@'%' IDENTIFIED BY '⟨pw⟩';  -- 2029-10-09 로테이션",
        ),
        _mysql,
        n=7,
        secrets=("pw", "upw"),
    ),
    Kind(
        "redis_passwords",
        (
            "redis-cli -h ⟨host⟩ -p 6379 --tls -a '⟨pw⟩' INFO replication",
            "# /etc/redis/redis.conf (sz-mes-cache)\nbind 0.0.0.0\nport 6379\n"
            "requirepass ⟨pw⟩\nmaxmemory 2gb",
            "REDIS_URL=rediss://:⟨upw⟩@master.jamsoe-lock-sessions.x8k2qp.apn2.cache."
            "amazonaws.com:6379/0",
            "ElastiCache AUTH 토큰 교체함 → ⟨pw⟩ (lock-session 클러스터)",
        ),
        _redis,
        n=7,
        secrets=("pw", "upw"),
    ),
    Kind(
        "jenkins_tokens",
        (
            "curl -u jihoon.park:⟨t⟩ -X POST 'https://jenkins.jamsoe.co.kr/job/fw-jsl-d710/"
            "job/release%2F3.4/buildWithParameters?OTA_CHANNEL=beta'",
            "java -jar jenkins-cli.jar -s https://jenkins.jamsoe.co.kr/ -auth ci-trigger:⟨t⟩ "
            "build fw-jsl-h300 -p BUILD_NUMBER_OVERRIDE=⟨n⟩",
            "JENKINS_API_TOKEN=⟨t⟩  # 트리거 스크립트용, 사용자 ci-trigger",
            "Jenkins 初始管理员密码（/var/jenkins_home/secrets/initialAdminPassword）：⟨init⟩",
        ),
        _jenkins,
        n=7,
        secrets=("t", "init"),
    ),
    Kind(
        "harbor_robot_secret",
        (
            "docker login harbor.jamsoe.co.kr -u '⟨robot⟩' -p ⟨s⟩",
            '{"auths":{"harbor.jamsoe.co.kr":{"auth":"⟨auth⟩"}}}',
            "Harbor 로봇 계정 ⟨robot⟩ 시크릿: ⟨s⟩ (만료 2030-04-01)",
        ),
        _harbor,
        n=7,
        secrets=("s", "auth"),
    ),
    Kind(
        "github_tokens",
        (
            "git clone https://x-access-token:⟨t⟩@github.com/jamsoe-labs/jsl-d710-firmware.git",
            "GH_TOKEN=⟨fg⟩ gh release upload ⟨ver⟩ build/*.signed.bin",
            "west update 가 private 모듈 못 받아서 ~/.netrc 에 추가:\nmachine github.com\n"
            "login jihoon-jamsoe\npassword ⟨t⟩",
        ),
        _github,
        n=7,
        secrets=("t", "fg"),
    ),
    Kind(
        "tuya_cloud_access_secret",
        (
            "TUYA_ACCESS_ID=⟨id⟩\nTUYA_ACCESS_SECRET=⟨s⟩\nTUYA_ENDPOINT=https://openapi.tuyacn.com",
            "openapi = TuyaOpenAPI('https://openapi.tuyaus.com', '⟨id⟩', '⟨s⟩')",
            "涂鸦 IoT 平台云项目「JSL 智能锁」的 Access Secret 是 ⟨s⟩，Access ID ⟨id⟩",
            '"tuya": {"accessId": "⟨id⟩", "accessKey": "⟨s⟩", "region": "cn"}',
        ),
        _tuya,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "tuya_device_local_key",
        (
            '[\n  {\n    "name": "현관 도어락 (JSL-D710)",\n    "id": "⟨dev⟩",\n'
            '    "key": "⟨lk⟩",\n    "mac": "⟨mac⟩",\n    "category": "ms"\n  }\n]',
            "d = tinytuya.Device('⟨dev⟩', '⟨ip⟩', '⟨lk⟩', version=3.4)",
            "테스트 락 localKey: ⟨lk⟩ (devId ⟨dev⟩) — 재페어링하면 바뀜",
        ),
        _tuya_local,
        n=7,
        secrets=("lk",),
    ),
    Kind(
        "smartthings_tokens",
        (
            'curl -H "Authorization: Bearer ⟨pat⟩" '
            "'https://api.smartthings.com/v1/devices?capability=lock'",
            "SMARTTHINGS_TOKEN=⟨pat⟩  # PAT, scopes r:devices:* x:devices:*",
            "SmartApp 'Jamsoe Lock Connector' appId ⟨cid⟩ / clientSecret ⟨cs⟩",
            "smartthings devices:commands ⟨dev⟩ lock:unlock --token ⟨pat⟩",
        ),
        _smartthings,
        n=7,
        secrets=("pat", "cs"),
    ),
    Kind(
        "kakao_keys_and_tokens",
        (
            'curl -X POST "https://kapi.kakao.com/v2/api/talk/memo/default/send" '
            '-H "Authorization: Bearer ⟨at⟩" --data-urlencode '
            '\'template_object={"object_type":"text","text":"도어락 배터리 10%",'
            '"link":{"web_url":"https://jamsoe.co.kr"}}\'',
            'curl -X GET "https://kapi.kakao.com/v1/user/ids" -H "Authorization: KakaoAK ⟨ak⟩"',
            "KAKAO_ADMIN_KEY=⟨ak⟩\nKAKAO_REST_API_KEY=⟨rk⟩",
            "카카오 알림 테스트용 내 액세스 토큰 ⟨at⟩, 리프레시 토큰 ⟨rt⟩",
        ),
        _kakao,
        n=7,
        secrets=("ak", "rk", "at", "rt"),
    ),
    Kind(
        "wechat_appsecret",
        (
            "curl 'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential"
            "&appid=⟨appid⟩&secret=⟨sec⟩'",
            "WECHAT_APPID=⟨appid⟩\nWECHAT_APPSECRET=⟨sec⟩",
            "公众号「杰锁智能」的 AppSecret 重置过了，新的是 ⟨sec⟩（旧的已作废）",
            "wechat:\n  mp:\n    app-id: ⟨appid⟩\n    secret: ⟨sec⟩\n    token: ⟨tok⟩\n"
            "    aes-key: ⟨aes⟩",
        ),
        _wechat,
        n=7,
        secrets=("sec", "tok", "aes"),
    ),
    Kind(
        "wechat_pay_merchant_keys",
        (
            "WXPAY_MCH_ID=⟨mch⟩\nWXPAY_API_V3_KEY=⟨v3⟩\nWXPAY_CERT_SERIAL=⟨serial⟩",
            "微信支付商户平台 → API安全 → APIv3密钥：⟨v3⟩（商户号 ⟨mch⟩）",
            "apiclient_key.pem (상점 ⟨mch⟩):\n\n⟨b⟩\n⟨body⟩\n⟨e⟩",
            "wxpay.apiV3Key=⟨v3⟩\nwxpay.privateKeyPath=/etc/jamsoe/wxpay/apiclient_key.pem",
        ),
        _wxpay,
        n=7,
        secrets=("v3", "body"),
    ),
    Kind(
        "wecom_webhook_and_corpsecret",
        (
            "curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=⟨k⟩' "
            "-H 'Content-Type: application/json' "
            '-d \'{"msgtype":"text","text":{"content":"产线3 烧录失败率 > 2%"}}\'',
            "企业微信机器人（深圳产线告警群）webhook key: ⟨k⟩",
            "FACTORY_ALERT_WEBHOOK=https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=⟨k⟩",
            "curl 'https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=⟨cid⟩&corpsecret=⟨cs⟩'",
        ),
        _wecom,
        n=7,
        secrets=("k", "cs"),
    ),
    Kind(
        "aliyun_accesskey_secret",
        (
            "ossutil config -e oss-cn-shenzhen.aliyuncs.com -i ⟨id⟩ -k ⟨s⟩",
            "ALIBABA_CLOUD_ACCESS_KEY_ID=⟨id⟩\nALIBABA_CLOUD_ACCESS_KEY_SECRET=⟨s⟩",
            "阿里云子账号 fw-upload 的 AccessKey Secret：⟨s⟩（只在创建时显示一次）",
            "~/.ossutilconfig\n[Credentials]\nlanguage=CH\nendpoint=oss-cn-shenzhen.aliyuncs.com\n"
            "accessKeyID=⟨id⟩\naccessKeySecret=⟨s⟩",
        ),
        _aliyun,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "tencent_cloud_secret_key",
        (
            "tccli configure set secretId ⟨sid⟩ secretKey ⟨sk⟩ region ap-guangzhou",
            "TENCENTCLOUD_SECRET_ID=⟨sid⟩\nTENCENTCLOUD_SECRET_KEY=⟨sk⟩",
            "腾讯云短信（开锁验证码）用的 SecretKey: ⟨sk⟩ / SecretId ⟨sid⟩",
        ),
        _tencent,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "naver_cloud_secret_key",
        (
            "NCLOUD_ACCESS_KEY=⟨ak⟩\nNCLOUD_SECRET_KEY=⟨sk⟩\n"
            "NCLOUD_API_GW=https://ncloud.apigw.ntruss.com",
            "SENS 알림톡 발송 서명(HMAC) 만들 때 쓰는 Secret Key: ⟨sk⟩ (Access Key ID ⟨ak⟩)",
            "~/.ncloud/configure\n[DEFAULT]\nncloud_access_key_id = ⟨ak⟩\n"
            "ncloud_secret_access_key = ⟨sk⟩\nncloud_api_url = https://ncloud.apigw.ntruss.com",
        ),
        _ncloud,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "thread_network_key_and_dataset",
        (
            "$ ot-ctl dataset networkkey\n⟨nk⟩\nDone",
            "$ ot-ctl dataset active -x\n⟨ds⟩\nDone",
            "chip-tool pairing ble-thread 0x⟨node⟩ hex:⟨ds⟩ ⟨pc⟩ ⟨disc⟩",
            "사무실 OTBR(JSL-H300 #2) 스레드 네트워크 키 ⟨nk⟩, PAN 0x⟨pan⟩, 채널 ⟨ch⟩",
        ),
        _thread,
        n=7,
        secrets=("nk", "ds"),
    ),
    Kind(
        "ble_ltk_and_lock_master_key",
        (
            "/var/lib/bluetooth/⟨a1⟩/⟨a2⟩/info\n[LongTermKey]\nKey=⟨ltk⟩\nAuthenticated=2\n"
            "EncSize=16\nEDiv=0\nRand=0",
            "nRF Connect 로그에서 본딩 LTK: ⟨ltk⟩ (테스트폰 ↔ D710 #⟨n⟩)",
            '{"sn":"⟨sn⟩","ble_mac":"⟨a2⟩","lock_master_key":"⟨mk⟩","fw":"3.4.12"}',
            "产测工具写入的锁主密钥（AES-128）：⟨mk⟩，序列号 ⟨sn⟩",
        ),
        _ble,
        n=7,
        secrets=("ltk", "mk"),
    ),
    Kind(
        "wifi_psk",
        (
            'network={\n    ssid="⟨ssid⟩"\n    psk="⟨pw⟩"\n    key_mgmt=WPA-PSK\n}',
            "nmcli dev wifi connect ⟨ssid⟩ password '⟨pw⟩'",
            '$ wpa_passphrase ⟨ssid⟩\nnetwork={\n\tssid="⟨ssid⟩"\n\t#psk="⟨pw⟩"\n\tpsk=⟨hpsk⟩\n}',
            "深圳工厂测试网 ⟨ssid⟩ 的 Wi-Fi 密码：⟨pw⟩",
            "개발용 SSID ⟨ssid⟩ 비번 ⟨pw⟩ (게스트망 아님)",
        ),
        _wifi,
        n=7,
        secrets=("pw", "hpsk"),
    ),
    Kind(
        "code_signing_passwords",
        (
            'signtool sign /fd SHA256 /f C:\\certs\\jamsoe_ev_2029.pfx /p "⟨pw⟩" '
            "/tr http://timestamp.digicert.com /td SHA256 JamsoeFactoryTool.exe",
            "keystore.properties\nstorePassword=⟨pw⟩\nkeyPassword=⟨pw2⟩\nkeyAlias=jamsoe-release\n"
            "storeFile=../keystore/jamsoe-release.jks",
            "펌웨어 서명용 GPG 키(0x⟨kid⟩) 패스프레이즈: ⟨pw⟩",
            "openssl pkcs12 -in jamsoe_codesign.p12 -nodes -passin pass:⟨pw⟩ "
            "| openssl x509 -noout -subject",
        ),
        _signing,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "apple_app_specific_password",
        (
            "xcrun notarytool submit JamsoeFactoryTool.dmg --apple-id build@jamsoe.co.kr "
            "--team-id ⟨team⟩ --password ⟨asp⟩ --wait",
            "xcrun altool --upload-app -f JamsoeHome.ipa -u build@jamsoe.co.kr -p ⟨asp⟩",
            "앱 전용 암호 (Jenkins macOS 노드 notarize용): ⟨asp⟩",
            "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=⟨asp⟩",
        ),
        _asp,
        n=7,
        secrets=("asp",),
    ),
    Kind(
        "mqtt_broker_password",
        (
            "mosquitto_pub -h mqtt-sz.jamsoe-iot.cn -p 8883 --cafile ca.pem -u factory-line3 "
            '-P \'⟨pw⟩\' -t factory/line3/burn -m \'{"sn":"⟨sn⟩","result":"ok"}\'',
            "EMQX Dashboard 管理员 admin 的新密码：⟨pw⟩",
            "mqtt:\n  broker: ssl://mqtt-sz.jamsoe-iot.cn:8883\n  username: mes-bridge\n"
            "  password: ⟨pw⟩\n  client-id: mes-bridge-01",
            "MQTTX 연결 설정 (sz 테스트 브로커): user=tester, pass=⟨pw⟩",
        ),
        _mqtt,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "user_access_jwt",
        (
            'curl -X POST -H "Authorization: Bearer ⟨jwt⟩" '
            "https://lock-api.jamsoe.co.kr/v3/locks/⟨sn⟩/unlock",
            "앱 로그에 찍힌 사용자 액세스 토큰 (30일짜리!): ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","token_type":"Bearer","expires_in":2592000}',
            "2029-10-13 22:41:07.118 D/LockApi: --> POST /v3/locks/⟨sn⟩/unlock "
            "Authorization: Bearer ⟨jwt⟩",
        ),
        _jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "passwords_in_prose",
        (
            "스테이징 관리자 콘솔(admin.stg.jamsoe.co.kr) 비밀번호는 ⟨pw⟩ 입니다. 공유 금지.",
            "测试账号 test01@jamsoe.cn 的登录密码改成了 ⟨pw⟩，工厂那边用这个登录后台",
            "The root password on the Shenzhen burn station PC (SZ-BURN-07) is ⟨pw⟩ "
            "— Chen Wei set it.",
            "Grafana admin 계정 암호 = ⟨pw⟩ (초기값에서 바꿈)",
            "Jenkins「jamsoe-admin」用户的密码：⟨pw⟩",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "hardcoded_flash_and_storage_keys",
        (
            "$ xxd -p -c 32 keys/flash_enc_d710_dev.bin\n⟨k⟩",
            'CONFIG_JSL_SECURE_STORAGE_AES_KEY="⟨k2⟩"',
            "ESP32-C6 허브 flash encryption 키 (개발보드 전용): ⟨k⟩",
            "NVS 加密密钥（nvs_keys 分区，产线调试版）: ⟨k⟩",
        ),
        _flash,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "릴리스 메모 3.4.12\n- commit ⟨sha⟩\n- 샘플 SN ⟨sn⟩ / BLE ⟨mac⟩\n"
            "- jsl_d710_3.4.12.signed.bin sha256 ⟨sum⟩\n- Jenkins #⟨build⟩ 통과\n"
            "- MES DB 비번 임시로 ⟨pw⟩ 로 바꿔둠 (금요일에 원복)",
            "工厂对接笔记\n- 测试用户 openid ⟨openid⟩\n- 烧录站 MAC ⟨mac⟩\n"
            "- 涂鸦云 Access Secret ⟨s⟩\n- 固件 sha256 ⟨sum⟩",
            "Kakao 연동 정리\n- 커밋 ⟨sha⟩\n- 빌드 #⟨build⟩\n- Admin 키 ⟨ak⟩ (서버 전용)\n"
            "- 테스트 락 ⟨sn⟩",
        ),
        _among,
        n=7,
        secrets=("pw", "s", "ak"),
    ),
)
