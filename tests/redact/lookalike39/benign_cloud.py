"""Benign: cloud-side look-alikes — certificate fingerprints and public PEMs, public keys,
AWS IoT / request / S3 ids, Tuya, SmartThings, Kakao and WeChat identifiers, WeChat Pay
serials and transaction ids, image digests, lockfile hashes, MySQL and Redis ids."""

from __future__ import annotations

import base64
import hashlib
from random import Random

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519
from tests.redact.lookalike39.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    colon_hex,
    hexs,
    mac,
    num,
    pem_begin,
    pem_end,
    pick,
    ssh_string,
    uhexs,
    uuid4,
    wrap,
)

_CERT_B = pem_begin("CERTIFICATE")
_CERT_E = pem_end("CERTIFICATE")
_PUB_B = pem_begin("PUBLIC KEY")
_PUB_E = pem_end("PUBLIC KEY")


def _ver(r: Random) -> str:
    return f"3.{r.randint(2, 5)}.{r.randint(0, 19)}"


def _thing(r: Random) -> str:
    return r.choice(("jsl-d710-", "jsl-h300-", "jsl-c12-")) + hexs(r, 12)


def _acct(r: Random) -> str:
    return num(r, 12)


def _fps(r: Random) -> dict[str, str]:
    der = r.randbytes(600)
    return {
        "thing": _thing(r),
        "fp256": colon_hex(hashlib.sha256(der).digest()),
        "fp1": colon_hex(hashlib.sha1(der).digest()),
        "cid": hexs(r, 64),
        "acct": _acct(r),
        "thumb": hashlib.sha1(r.randbytes(40)).hexdigest().upper(),
        "h64": hashlib.sha256(der).hexdigest(),
        "h40": hashlib.sha1(der).hexdigest(),
        "h32": hashlib.md5(der).hexdigest(),
    }


def _certs(r: Random) -> dict[str, str]:
    return {
        "body": wrap("MIIC" + b64(r, r.choice((420, 480, 540, 600))), 64),
        "csr": wrap("MIIB" + b64(r, r.choice((240, 300))), 64),
        "thing": _thing(r),
        "b": _CERT_B,
        "e": _CERT_E,
        "rb": pem_begin("CERTIFICATE REQUEST"),
        "re": pem_end("CERTIFICATE REQUEST"),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    ed = ed25519.Ed25519PrivateKey.from_private_bytes(r.randbytes(32)).public_key()
    ed_pem = ed.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()
    ed_raw = ed.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    ecpub = ec.derive_private_key(r.getrandbits(250) + 1, ec.SECP256R1()).public_key()
    ec_pem = ecpub.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()
    ec_der = ecpub.public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    rows = []
    for i in range(0, len(ec_der), 8):
        rows.append("    " + ", ".join(f"0x{b:02x}" for b in ec_der[i : i + 8]) + ",")
    blob = ssh_string(b"ssh-ed25519") + ssh_string(ed_raw)
    fp = base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    return {
        "ed_pem": ed_pem.strip(),
        "ec_pem": ec_pem.strip(),
        "carr": "\n".join(rows),
        "clen": str(len(ec_der)),
        "ssh": "ssh-ed25519 " + base64.b64encode(blob).decode(),
        "who": r.choice(("jihoon@jamsoe-mbp", "jenkins@build-03", "chenwei@sz-burn-07")),
        "pubhex": ed_raw.hex(),
        "fp": fp,
        "rsa": wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(r, 258) + "IDAQAB", 64),
        "b": _PUB_B,
        "e": _PUB_E,
    }


def _iot(r: Random) -> dict[str, str]:
    return {
        "ep": pick(r, LOWER_ALNUM, 14),
        "thing": _thing(r),
        "acct": _acct(r),
        "u": uuid4(r),
        "u2": uuid4(r),
        "ver": _ver(r),
        "h8": hexs(r, 8),
        "cid": hexs(r, 64),
        "done": f"{r.randint(1, 4):d},{r.randint(100, 999)}",
    }


def _reqids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "h32": hexs(r, 32),
        "h8": f"{r.randint(0x70000000, 0x71000000):08x}",
        "h24": hexs(r, 24),
        "h16": hexs(r, 16),
        "acct": num(r, 12),
        "thing": _thing(r),
        "cid": hexs(r, 64),
        "ip": f"{r.randint(1, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "port": str(r.randint(20000, 65000)),
        "A16": pick(r, UPPER_ALNUM, 16),
        "id2": base64.b64encode(r.randbytes(57)).decode(),
        "ms": f"{r.randint(120, 980)}.{r.randint(10, 99)}",
    }


def _s3(r: Random) -> dict[str, str]:
    return {
        "ver": _ver(r),
        "size": str(r.randint(380_000, 1_900_000)),
        "md5": hexs(r, 32),
        "vid": pick(r, ALNUM + "._", 32),
        "acct": num(r, 12),
        "u": uuid4(r),
        "parts": str(r.randint(2, 40)),
        "cfid": "E" + pick(r, UPPER_ALNUM, 13),
        "inv": "I" + pick(r, UPPER_ALNUM, 25),
        "MD5": uhexs(r, 32),
        "ossreq": uhexs(r, 24),
        "crc64": num(r, 19),
    }


def _tuya(r: Random) -> dict[str, str]:
    return {
        "dev": r.choice(("eb", "bf", "6c")) + pick(r, LOWER_ALNUM, 20),
        "pid": pick(r, LOWER_ALNUM, 16),
        "fwkey": "key" + pick(r, LOWER_ALNUM, 13),
        "ip": str(r.randint(20, 240)),
        "u1": "uuid" + hexs(r, 16),
        "u2": "uuid" + hexs(r, 16),
        "m1": mac(r, "D81F12", sep="", upper=False),
        "m2": mac(r, "D81F12", sep="", upper=False),
        "panel": "000000" + pick(r, LOWER_ALNUM, 4),
        "schema": pick(r, LOWER_ALNUM, 10),
    }


def _st(r: Random) -> dict[str, str]:
    return {
        "dev": uuid4(r),
        "loc": uuid4(r),
        "room": uuid4(r),
        "pres": uuid4(r),
        "prof": uuid4(r),
        "app": uuid4(r),
        "inst": uuid4(r),
        "u": uuid4(r),
        "u2": uuid4(r),
        "ns": r.choice(("cobaltzebra", "silverfjord", "amberharbor")) + num(r, 5),
        "mnmn": pick(r, ALNUM, 4),
        "hub": uuid4(r),
    }


def _kakao(r: Random) -> dict[str, str]:
    return {
        "appid": num(r, 7),
        "ch": pick(r, ALNUM, 6),
        "tpl": f"{r.randint(1, 40):03d}",
        "kid": num(r, 10),
        "native": hexs(r, 32),
        "js": hexs(r, 32),
        "tplnum": num(r, 6),
        "req": f"RTAS-{num(r, 13)}-{r.randint(1000, 9999)}",
        "u": uuid4(r),
        "keyhash": base64.b64encode(r.randbytes(20)).decode(),
    }


def _openid(r: Random) -> str:
    return "o" + pick(r, B64URL, 27)


def _openids(r: Random) -> dict[str, str]:
    return {
        "o": _openid(r),
        "o2": _openid(r),
        "o3": _openid(r),
        "u": _openid(r),
        "tid": pick(r, B64URL, 43),
    }


def _wxtpl(r: Random) -> dict[str, str]:
    return {
        "tid": pick(r, B64URL, 43),
        "tid2": pick(r, B64URL, 43),
        "appid": "wx" + hexs(r, 16),
        "gh": "gh_" + hexs(r, 12),
        "media": pick(r, B64URL, 64),
        "msgid": num(r, 19),
        "cid": "ww" + hexs(r, 16),
    }


def _wxpay(r: Random) -> dict[str, str]:
    day = f"202910{r.randint(1, 28):02d}"
    return {
        "tx": "42000" + num(r, 5) + day + num(r, 10),
        "otn": f"JS{day}{num(r, 6)}{pick(r, UPPER_ALNUM, 4)}",
        "serial": uhexs(r, 40),
        "serial2": uhexs(r, 40),
        "nonce": pick(r, UPPER_ALNUM, 32),
        "sig": base64.b64encode(r.randbytes(256)).decode(),
        "prepay": "wx" + day[2:] + num(r, 6) + hexs(r, 22),
        "mch": "16" + num(r, 8),
        "refund": "50" + num(r, 10) + day + num(r, 9),
        "sha1": hexs(r, 40),
        "day": day,
    }


def _orders(r: Random) -> dict[str, str]:
    day = f"202910{r.randint(1, 28):02d}"
    return {
        "cp": num(r, 14),
        "cs": num(r, 8),
        "tm": num(r, 19),
        "jd": num(r, 12),
        "day": day,
        "n4": f"{r.randint(1, 9999):04d}",
        "nv": day + num(r, 8),
        "nv2": day + num(r, 8),
        "amz": f"{r.choice(('111', '112', '113', '114'))}-{num(r, 7)}-{num(r, 7)}",
        "n6": num(r, 6),
        "dn": num(r, 10),
        "otn": f"JS{day}{num(r, 6)}",
        "appr": num(r, 8),
    }


def _jenkins(r: Random) -> dict[str, str]:
    n = str(r.randint(40, 2400))
    return {
        "n": n,
        "sha": hexs(r, 40),
        "q": str(r.randint(10000, 99999)),
        "ver": _ver(r),
        "md5": hexs(r, 32),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 10),
        "s2": hexs(r, 10),
        "s3": hexs(r, 10),
        "ver": _ver(r),
        "n": str(r.randint(1, 90)),
        "sha7": hexs(r, 7),
        "sha40": hexs(r, 40),
        "sha40b": hexs(r, 40),
        "sha40c": hexs(r, 40),
        "pr": str(r.randint(300, 1900)),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "iid": hexs(r, 12),
        "iid2": hexs(r, 12),
        "rs": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        "pod": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "size": f"{r.randint(300, 2400)}MB",
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "sri": base64.b64encode(r.randbytes(64)).decode(),
        "sri2": base64.b64encode(r.randbytes(64)).decode(),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "h1": base64.b64encode(r.randbytes(32)).decode(),
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
    }


def _mysql(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("ota_admin", "lock_events_rw", "mes_reader", "fw_ota")),
        "ip": f"10.20.{r.randint(1, 9)}.{r.randint(2, 250)}",
        "U": uuid4(r).upper(),
        "u": uuid4(r),
        "n": str(r.randint(1000, 9_999_999)),
        "n6": f"{r.randint(1, 999999):06d}",
        "pos": str(r.randint(4, 900_000_000)),
        "res": pick(r, UPPER_ALNUM, 26),
        "id": str(r.randint(100, 99999)),
        "port": str(r.randint(30000, 60999)),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "h16": hexs(r, 16),
        "h40": hexs(r, 40),
        "h40b": hexs(r, 40),
        "n": str(r.randint(1000, 90_000_000)),
        "u1": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "x": str(r.randint(2, 250)),
        "port": str(r.randint(30000, 60999)),
        "h8": hexs(r, 8),
        "ms": "188" + num(r, 10),
    }


CLOUD: tuple[Kind, ...] = (
    Kind(
        "certificate_fingerprints",
        (
            "$ openssl x509 -in certs/⟨thing⟩.cert.pem -noout -fingerprint -sha256\n"
            "sha256 Fingerprint=⟨fp256⟩",
            "PAA 인증서 SHA1 Fingerprint=⟨fp1⟩",
            "aws iot describe-certificate --certificate-id ⟨cid⟩ --query "
            "certificateDescription.status",
            "certificateArn arn:aws:iot:ap-northeast-2:⟨acct⟩:cert/⟨cid⟩ → ACTIVE",
            "코드서명 인증서 thumbprint ⟨thumb⟩ (signtool /sha1 로 지정)",
            "Android 앱 서명 SHA-256 인증서 지문 (개발자 콘솔 등록용): ⟨fp256⟩",
            "$ apksigner verify --print-certs app-release.apk\n"
            "Signer #1 certificate SHA-256 digest: ⟨h64⟩\n"
            "Signer #1 certificate SHA-1 digest: ⟨h40⟩\nSigner #1 certificate MD5 digest: ⟨h32⟩",
            "微信开放平台 Android 应用签名（MD5，小写无冒号）：⟨h32⟩",
        ),
        _fps,
    ),
    Kind(
        "certificate_pem_public",
        (
            "우리 PAA 인증서 (공개, DCL 에 올라감):\n\n⟨b⟩\n⟨body⟩\n⟨e⟩",
            "⟨b⟩\n⟨body⟩\n⟨e⟩",
            "certs/⟨thing⟩.cert.pem (디바이스 인증서, 비밀 아님):\n⟨b⟩\n⟨body⟩\n⟨e⟩",
            "加到 ca-bundle 里的中间证书：\n⟨b⟩\n⟨body⟩\n⟨e⟩",
            "공장에서 올라온 CSR (⟨thing⟩):\n⟨rb⟩\n⟨csr⟩\n⟨re⟩",
        ),
        _certs,
    ),
    Kind(
        "public_keys",
        (
            "OTA 검증 공개키 keys/ota_verify.pub.pem (펌웨어에 포함, 공개):\n⟨ed_pem⟩",
            "~/.ssh/authorized_keys on sz-jump-01: ⟨ssh⟩ ⟨who⟩",
            "$ imgtool getpub -k root-ec-p256.pem\n"
            "/* Autogenerated by imgtool.py, do not edit. */\n"
            "const unsigned char ecdsa_pub_key[] = {\n⟨carr⟩\n};\n"
            "const unsigned int ecdsa_pub_key_len = ⟨clen⟩;",
            "MCUboot 부트로더에 들어간 EC 공개키:\n⟨ec_pem⟩",
            "微信支付平台公钥 pub_key.pem（用于验签，公开）：\n⟨b⟩\n⟨rsa⟩\n⟨e⟩",
            "OTA 검증 공개키 hex (펌웨어 상수 OTA_PUBKEY): ⟨pubhex⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨fp⟩ ⟨who⟩ (ED25519)",
        ),
        _pubkeys,
    ),
    Kind(
        "aws_iot_resource_ids",
        (
            "AWS IoT 데이터 엔드포인트: ⟨ep⟩-ats.iot.ap-northeast-2.amazonaws.com",
            "describe-thing ⟨thing⟩ → thingArn arn:aws:iot:ap-northeast-2:⟨acct⟩:thing/⟨thing⟩, "
            "thingId ⟨u⟩, version 3",
            "OTA job AFR_OTA-d710-⟨ver⟩-⟨h8⟩: IN_PROGRESS, ⟨done⟩ succeeded",
            "shadow topic: $aws/things/⟨thing⟩/shadow/name/lock/update/accepted",
            "Fleet provisioning 템플릿 JamsoeD710Prov, claim 인증서 id ⟨cid⟩ (공장용, 권한 최소)",
            "IoT rule lock_events_to_kinesis → arn:aws:kinesis:ap-northeast-2:⟨acct⟩:stream/"
            "lock-events",
            '$ aws iot list-thing-principals --thing-name ⟨thing⟩\n{\n    "principals": [\n'
            '        "arn:aws:iot:ap-northeast-2:⟨acct⟩:cert/⟨cid⟩"\n    ]\n}',
            '{"state":{"desired":{"lock":"LOCKED"}},"clientToken":"⟨u2⟩","version":412}',
            "OTA 역할 arn:aws:iam::⟨acct⟩:role/JamsoeIoTOtaRole, "
            "KMS 키 arn:aws:kms:ap-northeast-2:⟨acct⟩:key/⟨u⟩",
        ),
        _iot,
    ),
    Kind(
        "aws_request_and_log_ids",
        (
            "An error occurred (ThrottlingException) when calling the UpdateThingShadow "
            "operation: Rate exceeded (RequestId: ⟨u⟩)",
            "START RequestId: ⟨u⟩ Version: $LATEST\nEND RequestId: ⟨u⟩\n"
            "REPORT RequestId: ⟨u⟩\tDuration: ⟨ms⟩ ms\tBilled Duration: 213 ms\t"
            "Memory Size: 256 MB\tMax Memory Used: 91 MB",
            "로그 스트림 2029/10/14/[$LATEST]⟨h32⟩ 에서 OTA 콜백 에러 확인",
            "X-Amzn-Trace-Id: Root=1-⟨h8⟩-⟨h24⟩;Parent=⟨h16⟩;Sampled=1",
            '{"timestamp":"2029-10-14 03:12:09.118","logLevel":"ERROR","traceId":"⟨u⟩",'
            '"accountId":"⟨acct⟩","status":"Failure","eventType":"Connect","protocol":"MQTT",'
            '"clientId":"⟨thing⟩","principalId":"⟨cid⟩","sourceIp":"⟨ip⟩","sourcePort":⟨port⟩,'
            '"reason":"AUTHORIZATION_FAILURE"}',
            "HTTP/1.1 403 Forbidden\nx-amz-request-id: ⟨A16⟩\nx-amz-id-2: ⟨id2⟩\n"
            "Content-Type: application/xml",
            "CloudWatch Logs Insights query id ⟨u⟩ — 결과 1,204건",
        ),
        _reqids,
    ),
    Kind(
        "s3_oss_object_ids",
        (
            "$ aws s3api head-object --bucket jamsoe-fw-ota --key d710/⟨ver⟩/jsl_d710.signed.bin\n"
            '{\n    "AcceptRanges": "bytes",\n    "ContentLength": ⟨size⟩,\n'
            '    "ETag": "\\"⟨md5⟩\\"",\n    "VersionId": "⟨vid⟩",\n'
            '    "ServerSideEncryption": "aws:kms",\n'
            '    "SSEKMSKeyId": "arn:aws:kms:ap-northeast-2:⟨acct⟩:key/⟨u⟩"\n}',
            'multipart 업로드라 ETag 가 "⟨md5⟩-⟨parts⟩" → md5 비교하면 안 됨',
            "CloudFront 배포 ⟨cfid⟩ (ota.jamsoe.co.kr), 무효화 ⟨inv⟩ 완료",
            "OSS 对象 ETag ⟨MD5⟩，x-oss-request-id ⟨ossreq⟩，x-oss-hash-crc64ecma ⟨crc64⟩",
            "롤백: aws s3api copy-object --copy-source 'jamsoe-fw-ota/d710/latest.json?versionId="
            "⟨vid⟩' --bucket jamsoe-fw-ota --key d710/latest.json",
            "presigned URL 만료는 300초 (X-Amz-Expires=300); URL 자체는 메모에 남기지 않음. "
            "오늘 객체 VersionId ⟨vid⟩",
        ),
        _s3,
    ),
    Kind(
        "tuya_device_ids",
        (
            "涂鸦设备 ID ⟨dev⟩，PID ⟨pid⟩，固件 key ⟨fwkey⟩，模组 WBR3",
            "python -m tinytuya scan → ⟨dev⟩  192.168.0.⟨ip⟩  ver 3.4  product ⟨pid⟩",
            "GET /v1.0/devices/⟨dev⟩/status → "
            '[{"code":"lock_motor_state","value":false},{"code":"residual_electricity","value":82}]',
            "| uuid | mac |\n|---|---|\n| ⟨u1⟩ | ⟨m1⟩ |\n| ⟨u2⟩ | ⟨m2⟩ |",
            "Tuya MQTT topic smart/device/in/⟨dev⟩ 로 DP 내려옴",
            "Tuya 품류 ms(门锁), productKey ⟨pid⟩, 面板 ID ⟨panel⟩",
            "[10-14 09:12:05 TUYA D][tuya_iot_com_api.c:1021] devId:⟨dev⟩ schemaId:⟨schema⟩",
        ),
        _tuya,
    ),
    Kind(
        "smartthings_ids",
        (
            "smartthings devices ⟨dev⟩ --json → locationId ⟨loc⟩, roomId ⟨room⟩, "
            "presentationId ⟨pres⟩, manufacturerName ⟨mnmn⟩",
            "deviceProfileId ⟨prof⟩ (jamsoe-lock-v3)",
            "SmartApp lifecycle UPDATE: installedAppId ⟨inst⟩, locationId ⟨loc⟩, appId ⟨app⟩",
            "custom capability ⟨ns⟩.lockHistory (namespace ⟨ns⟩)",
            "Edge 드라이버 channelId ⟨u⟩, driverId ⟨u2⟩, version 2029-10-14T03:22:11.118843557",
            "STHM 이벤트 subscriptionId ⟨u⟩, eventId ⟨u2⟩",
            "SmartThings 허브 ⟨hub⟩ 가 Matter fabric 2 로 D710 추가함",
        ),
        _st,
    ),
    Kind(
        "kakao_public_ids",
        (
            "카카오 앱 ID ⟨appid⟩ (앱 이름 잠쇠홈), 비즈 채널 _⟨ch⟩",
            "알림톡 템플릿 코드 JSL_⟨tpl⟩ (도어락 열림 알림) — 발신 프로필은 NCP 콘솔에서 관리",
            "카카오 로그인 콜백: id=⟨kid⟩, connected_at=2029-10-12T08:11:31Z, has_email=true",
            '<data android:host="oauth" android:scheme="kakao⟨native⟩" />  '
            "<!-- 네이티브 앱 키, APK 에 들어가는 공개 값 -->",
            "Kakao.init('⟨js⟩'); // JavaScript 키 — 브라우저용 공개 키, 사이트 도메인 제한 걸림",
            'talk/memo 응답 {"result_code":0}; template_id ⟨tplnum⟩ 사용',
            "SENS 알림톡 requestId ⟨req⟩, messageId ⟨u⟩",
            "kakao user_id ⟨kid⟩ ↔ jamsoe user ⟨u⟩ 매핑 누락 → 재연결 필요",
            "카카오 개발자 콘솔 Android 키 해시 등록: ⟨keyhash⟩ (서명 인증서 SHA-1 의 base64)",
        ),
        _kakao,
    ),
    Kind(
        "wechat_openids",
        (
            "测试用户 openid ⟨o⟩，unionid ⟨u⟩",
            "模板消息推送失败 errcode 43004 require subscribe, touser=⟨o⟩",
            '{"touser":"⟨o⟩","template_id":"⟨tid⟩","data":{"thing1":{"value":"前门"},'
            '"time2":{"value":"2029-10-14 08:31"}}}',
            "同一个人在小程序里 openid 是 ⟨o2⟩，在公众号里是 ⟨o⟩，unionid 都是 ⟨u⟩",
            "users 테이블 wechat_openid 샘플: ⟨o⟩, ⟨o2⟩, ⟨o3⟩",
            'jscode2session 返回 {"openid":"⟨o⟩","unionid":"⟨u⟩"}（session_key 已从日志删掉）',
        ),
        _openids,
    ),
    Kind(
        "wechat_template_and_app_ids",
        (
            "订阅消息模板 ID：⟨tid⟩（门锁开启通知）",
            "小程序 AppID ⟨appid⟩，原始 ID ⟨gh⟩",
            "wx.requestSubscribeMessage({ tmplIds: ['⟨tid⟩', '⟨tid2⟩'] })",
            "临时素材 media_id ⟨media⟩（3 天过期）",
            "模板消息 msgid ⟨msgid⟩ 送达状态 success",
            'project.config.json: "appid": "⟨appid⟩", "projectname": "jamsoe-lock-mp"',
            "企业微信 corpid ⟨cid⟩（公开标识）, agentid 1000002",
        ),
        _wxtpl,
    ),
    Kind(
        "wechat_pay_ids_and_serials",
        (
            "支付回调：transaction_id ⟨tx⟩，out_trade_no ⟨otn⟩，trade_state SUCCESS，"
            "amount.total 39900",
            "Wechatpay-Serial: ⟨serial⟩\nWechatpay-Timestamp: 1886400000\n"
            "Wechatpay-Nonce: ⟨nonce⟩\nWechatpay-Signature: ⟨sig⟩",
            "JSAPI 调起支付 package: prepay_id=⟨prepay⟩",
            "商户号 ⟨mch⟩，平台证书序列号 ⟨serial⟩，商户 API 证书序列号 ⟨serial2⟩",
            "退款 refund_id ⟨refund⟩ (out_refund_no R⟨otn⟩)",
            "交易账单 bill_date=⟨day⟩ hash_type=SHA1 hash_value=⟨sha1⟩",
        ),
        _wxpay,
    ),
    Kind(
        "order_numbers",
        (
            "쿠팡 주문번호 ⟨cp⟩ — 배송지 정정 요청 (CS-⟨cs⟩)",
            "天猫订单号 ⟨tm⟩，京东订单 ⟨jd⟩，都是同一批 D710 退货",
            "工厂采购单 PO-SZ-⟨day⟩-⟨n4⟩，交期 2029-11-05，数量 5,000 台",
            "네이버 스마트스토어 주문번호 ⟨nv⟩ (상품주문번호 ⟨nv2⟩)",
            "Amazon US order ⟨amz⟩ → 교환 발송",
            "RMA-2029-⟨n6⟩ ↔ 원주문 ⟨cp⟩",
            "出货单 DN⟨dn⟩ / 箱号 CTN-⟨n6⟩ / 托盘 PLT-⟨n4⟩",
            "order_no ⟨otn⟩ 결제 완료, 카드 승인번호 ⟨appr⟩",
        ),
        _orders,
    ),
    Kind(
        "jenkins_build_numbers",
        (
            "fw-jsl-d710 » release/3.4 #⟨n⟩ 실패 — west build 단계 링커 에러",
            "BUILD_TAG=jenkins-fw-jsl-d710-release-3.4-⟨n⟩ BUILD_ID=⟨n⟩ NODE_NAME=build-03",
            "https://jenkins.jamsoe.co.kr/job/fw-jsl-h300/job/main/⟨n⟩/console",
            "Started by GitHub push by jihoon-jamsoe\n"
            "Checking out Revision ⟨sha⟩ (refs/remotes/origin/main)\n"
            "[Pipeline] End of Pipeline\nFinished: SUCCESS",
            "Queue item #⟨q⟩: Waiting for next available executor on ‘macos-notarize’",
            "Jenkins 构建号 ⟨n⟩ 对应固件 ⟨ver⟩+b⟨n⟩",
            "Artifacts: jsl_d710_⟨ver⟩.signed.bin (Jenkins fingerprint MD5 ⟨md5⟩)",
        ),
        _jenkins,
    ),
    Kind(
        "commit_hashes",
        (
            "$ git log --oneline -3\n⟨s1⟩ fix(ble): LTK 저장 시 settings 경합\n"
            "⟨s2⟩ feat(ota): 델타 업데이트 서명 검증\n⟨s3⟩ chore(matter): SDK v1.4.2 로 올림",
            "git describe --tags → v⟨ver⟩-⟨n⟩-g⟨sha7⟩",
            "cherry-pick ⟨sha40⟩ 到 release/3.4（修复配网超时）",
            "$ west list\n"
            "manifest     jsl-d710-firmware   HEAD                                     N/A\n"
            "zephyr       zephyr              ⟨sha40⟩ "
            "https://github.com/zephyrproject-rtos/zephyr\n"
            "matter       modules/lib/matter  ⟨sha40b⟩ "
            "https://github.com/project-chip/connectedhomeip",
            "$ git submodule status\n ⟨sha40⟩ third_party/connectedhomeip (v1.4.2-⟨n⟩-g⟨sha7⟩)",
            "PR #⟨pr⟩ merged as ⟨sha40⟩",
            "⟨sha40⟩ is the first bad commit",
            "$ git cat-file -p HEAD\ntree ⟨sha40c⟩\nparent ⟨sha40b⟩\n"
            "author Jihoon Park <jihoon.park@jamsoe.co.kr> 1886301122 +0900",
        ),
        _commits,
    ),
    Kind(
        "container_image_digests",
        (
            "harbor.jamsoe.co.kr/fw/zephyr-build:3.7-sdk0.17@sha256:⟨h⟩",
            "$ docker images --digests harbor.jamsoe.co.kr/cloud/ota-api\n"
            "REPOSITORY                          TAG      DIGEST            IMAGE ID       SIZE\n"
            "harbor.jamsoe.co.kr/cloud/ota-api   2029.10  sha256:⟨h⟩  ⟨iid⟩   ⟨size⟩",
            "Digest: sha256:⟨h⟩\nStatus: Downloaded newer image for "
            "harbor.jamsoe.co.kr/fw/zephyr-build:3.7-sdk0.17",
            "ota-api-⟨rs⟩-⟨pod⟩ imageID: harbor.jamsoe.co.kr/cloud/ota-api@sha256:⟨h⟩",
            "Harbor 취약점 스캔 artifact sha256:⟨h⟩ — critical 0, high 2",
            '"Id": "sha256:⟨h2⟩", "RepoDigests": ["harbor.jamsoe.co.kr/cloud/ota-api@sha256:⟨h⟩"]',
        ),
        _digests,
    ),
    Kind(
        "lockfile_hashes",
        (
            '"node_modules/mqtt": {\n  "version": "5.10.1",\n'
            '  "resolved": "https://registry.npmjs.org/mqtt/-/mqtt-5.10.1.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            "cryptography==44.0.1 \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "github.com/eclipse/paho.mqtt.golang v1.5.0 h1:⟨h1⟩",
            "west.yml:\n  - name: mcuboot\n    revision: ⟨sha⟩\n    path: bootloader/mcuboot",
            '[[package]]\nname = "btleplug"\nversion = "0.11.6"\n'
            'source = "registry+https://github.com/rust-lang/crates.io-index"\n'
            'checksum = "⟨h⟩"',
            '<sha256 value="⟨h⟩" origin="Generated by Gradle"/>',
            "yarn.lock: integrity sha512-⟨sri2⟩",
        ),
        _locks,
    ),
    Kind(
        "mysql_ids_and_errors",
        (
            "ERROR 1045 (28000): Access denied for user '⟨user⟩'@'⟨ip⟩' (using password: YES)",
            "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
            "ERROR 2003 (HY000): Can't connect to MySQL server on '⟨ip⟩:3306' (110)",
            "Executed_Gtid_Set: ⟨U⟩:1-⟨n⟩\nSource_UUID: ⟨U⟩",
            "SELECT @@server_uuid; → ⟨u⟩",
            "binlog mysql-bin-changelog.⟨n6⟩ position ⟨pos⟩ 부터 CDC 재시작",
            "RDS IAM 인증 리소스 arn:aws:rds-db:ap-northeast-2:123456789012:dbuser:"
            "cluster-⟨res⟩/⟨user⟩",
            "processlist: Id ⟨id⟩ User ⟨user⟩ Host ⟨ip⟩:⟨port⟩ db lock_events Command Sleep",
            "SET @@GLOBAL.gtid_purged='⟨U⟩:1-⟨n⟩';",
        ),
        _mysql,
    ),
    Kind(
        "redis_info_and_errors",
        (
            "# Server\nredis_version:7.2.4\nredis_git_sha1:00000000\nredis_build_id:⟨h16⟩\n"
            "redis_mode:standalone\nrun_id:⟨h40⟩",
            "# Replication\nrole:master\nconnected_slaves:1\nmaster_replid:⟨h40⟩\n"
            "master_replid2:0000000000000000000000000000000000000000\nmaster_repl_offset:⟨n⟩",
            "(error) NOAUTH Authentication required. → AUTH 토큰은 Secrets Manager "
            "jamsoe/redis/lock-session 에서 주입",
            "$ redis-cli --scan --pattern 'lock:session:*' | head -3\n"
            "lock:session:⟨u1⟩\nlock:session:⟨u2⟩\nlock:session:⟨u3⟩",
            "SLOWLOG: id ⟨n⟩, 12.3ms, HGETALL ota:job:⟨u1⟩",
            "(error) WRONGPASS invalid username-password pair or user is disabled. "
            "— ACL 유저 ota-worker 비활성화돼 있었음",
            "CLIENT LIST: id=⟨n⟩ addr=10.20.5.⟨x⟩:⟨port⟩ name=ota-worker-⟨h8⟩ user=ota-worker",
            "XADD lock:events * → ⟨ms⟩-0",
        ),
        _redis,
    ),
)
