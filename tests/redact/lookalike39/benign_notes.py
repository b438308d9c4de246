"""Benign: redacted values and placeholders, "password"/"密码"/"비밀번호" as words, config and
secret *names* without values, and whole notes that mix several look-alikes."""

from __future__ import annotations

import base64
import hashlib
from random import Random

from tests.redact.lookalike39.gen import (
    B64URL,
    UPPER_ALNUM,
    Kind,
    colon_hex,
    hexs,
    mac,
    num,
    pick,
    uhexs,
)

# The AWS documentation's published example key pair, joined so no line here is a key.
_AWS_DOC_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
_AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"


def _ver(r: Random) -> str:
    return f"3.{r.randint(2, 5)}.{r.randint(0, 19)}"


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "stars": "*" * r.choice((8, 12, 16)),
        "x40": "x" * 40,
        "day": f"2029-{r.randint(9, 10):02d}-{r.randint(1, 28):02d}",
        "env": r.choice(("prod", "stg", "cn-prod")),
        "id": _AWS_DOC_ID,
        "sk": _AWS_DOC_SECRET,
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "ver": _ver(r),
        "code": f"{r.randint(0x4000, 0x4FFF):04X}",
        "n": str(r.randint(2, 72)),
        "dp": str(r.randint(40, 80)),
        "tries": str(r.randint(3, 10)),
    }


def _names(r: Random) -> dict[str, str]:
    return {
        "ver": _ver(r) + "+" + str(r.randint(0, 9)),
        "size": f"{r.choice((0x6E000, 0x76000, 0xEE000)):X}",
        "n": str(r.choice((4, 8, 16, 32))),
        "addr": mac(r, "F4CE36", sep="").lower() + "0",
        "env": r.choice(("prod", "stg")),
    }


def _sn(r: Random) -> str:
    return f"JSD710SZ{r.randint(2901, 2943)}{pick(r, UPPER_ALNUM, 6)}"


def _mixed(r: Random) -> dict[str, str]:
    blob = r.randbytes(40)
    return {
        "n": str(r.randint(100, 2400)),
        "sha": hexs(r, 40),
        "sum": hashlib.sha256(blob).hexdigest(),
        "vid": pick(r, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._", 32),
        "cnt": str(r.randint(50, 900)),
        "sn": _sn(r),
        "mac": mac(r, "C82B96"),
        "uid": uhexs(r, 24),
        "fp": colon_hex(hashlib.sha256(blob[::-1]).digest()),
        "day": f"202910{r.randint(1, 28):02d}",
        "n4": f"{r.randint(1, 9999):04d}",
        "cd": f"ZIG{num(r, 5)}ZB{num(r, 6)}-{r.randint(24, 29)}",
        "b64sum": base64.b64encode(hashlib.sha256(blob).digest()).decode(),
        "o": "o" + pick(r, B64URL, 27),
        "tid": pick(r, B64URL, 43),
        "msgid": num(r, 19),
        "ver": _ver(r),
        "xpan": hexs(r, 16),
        "ext": hexs(r, 16),
        "tx": "42000" + num(r, 5) + "202910" + f"{r.randint(1, 28):02d}" + num(r, 10),
        "dev": "eb" + pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 20),
    }


NOTES: tuple[Kind, ...] = (
    Kind(
        "redacted_and_placeholder_values",
        (
            "MYSQL_PASSWORD=⟨stars⟩  (실제 값은 Secrets Manager jamsoe/⟨env⟩/mysql)",
            "TUYA_ACCESS_SECRET=<1Password: Tuya IoT CN / JSL 智能锁>",
            "aws_secret_access_key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}  # ⟨env⟩ workflow",
            "테스트 fixture 에만 쓰는 AWS 문서 예시 키: ⟨id⟩ / ⟨sk⟩ (실제 계정 아님)",
            "WECHAT_APPSECRET=your_app_secret_here   ← .env.example 기본값 (⟨env⟩)",
            'mysql_password: "{{ vault_mysql_password }}"  # group_vars/⟨env⟩.yml',
            "카카오 Admin 키: (삭제함 — ⟨day⟩ 노출 후 재발급, 새 키는 Jenkins credential 에만)",
            "requirepass [REDACTED]   # sz-mes-cache, ⟨day⟩ 기준",
            'curl -H "Authorization: Bearer <token>" https://lock-api.jamsoe.co.kr/v3/locks',
            "ncloud_secret_access_key = ⟨x40⟩  ← 예시 파일 (⟨env⟩)",
            "apiV3Key: ${WXPAY_API_V3_KEY:?must be set}  # 微信支付，⟨env⟩ 环境",
            "ot-ctl dataset networkkey → (출력 생략, OTBR 웹 UI 에서 확인) ⟨day⟩",
        ),
        _placeholders,
        n=12,
    ),
    Kind(
        "password_words_prose",
        (
            "도어락 비밀번호(키패드 PIN)는 4~10자리, ⟨tries⟩회 틀리면 3분 잠금 — 펌웨어 ⟨ver⟩ 부터",
            "密码错误次数超过 ⟨tries⟩ 次后锁定 180 秒，错误码 0x⟨code⟩",
            "Password reset flow in the Jamsoe Home app: the reset link expires after 15 minutes "
            "(changed in ⟨ver⟩)",
            "API: PUT /v2/users/me/password (body: current_password, new_password) → 204, "
            "실패 시 0x⟨code⟩",
            "临时密码功能：App 远程生成 6 位临时开锁码，有效期 ⟨n⟩ 小时，只能用一次",
            "Tuya DP ⟨dp⟩ = temporary_password_creat (临时密码)，password_offline_time 不用",
            "Jenkins credential 종류: 'Username with password' / 'Secret text' / "
            "'SSH Username with private key' — 새 job 은 Secret text (⟨ver⟩)",
            'i18n: lock.settings.admin_password.title = "관리자 비밀번호" / "管理员密码" / '
            '"Admin password" (⟨ver⟩)',
            "MySQL 8 기본 플러그인 caching_sha2_password 때문에 구형 MES 클라이언트 접속 실패 → "
            "해당 계정만 mysql_native_password 로 변경 (⟨n⟩대)",
            "WPA3-SAE 전용 공유기는 psk 대신 sae_password 를 써야 함 (wpa_supplicant 2.10+, "
            "테스트 ⟨n⟩대)",
            "E (⟨n⟩21) wifi: password incorrect, reason 15 (4WAY_HANDSHAKE_TIMEOUT) — "
            "工厂路由器改了密码没通知",
        ),
        _words,
    ),
    Kind(
        "config_and_secret_names",
        (
            "withCredentials([\n    string(credentialsId: 'kakao-admin-key', "
            "variable: 'KAKAO_ADMIN_KEY'),\n"
            "    usernamePassword(credentialsId: 'harbor-robot-fw', "
            "usernameVariable: 'HARBOR_USER', passwordVariable: 'HARBOR_PASS')\n]) {\n"
            "    sh './scripts/release.sh ⟨ver⟩'\n}",
            ".env.example (⟨env⟩)\nMYSQL_PASSWORD=\nREDIS_AUTH_TOKEN=\nKAKAO_ADMIN_KEY=\n"
            "WECHAT_APPSECRET=\nTUYA_ACCESS_SECRET=",
            'CONFIG_MCUBOOT_SIGNATURE_KEY_FILE="keys/root-ed25519.pem"  # ⟨ver⟩',
            "Secrets Manager 경로: jamsoe/⟨env⟩/mysql/ota_admin, jamsoe/⟨env⟩/kakao/admin_key, "
            "jamsoe/cn-⟨env⟩/wechat/appsecret",
            "envFrom:\n  - secretRef:\n      name: ota-api-secrets-⟨env⟩   "
            "# keys: MYSQL_PASSWORD, REDIS_AUTH_TOKEN",
            'storePassword System.getenv("JSL_STORE_PASSWORD")  // build.gradle, ⟨ver⟩',
            "imgtool sign --key keys/root-ed25519.pem --header-size 0x200 --align 4 "
            "--version ⟨ver⟩ --slot-size 0x⟨size⟩ zephyr.bin zephyr.signed.bin",
            "CONFIG_BT_SMP=y\nCONFIG_BT_SETTINGS=y\nCONFIG_BT_KEYS_OVERWRITE_OLDEST=y\n"
            "CONFIG_BT_MAX_PAIRED=⟨n⟩",
            "aws secretsmanager get-secret-value --secret-id jamsoe/⟨env⟩/mysql/ota_admin "
            "--query SecretString --output text | jq -r .password   # 값은 메모 금지",
            '@Value("${wechat.mp.secret}") private String appSecret;  // ⟨env⟩',
            "Zephyr settings 키 bt/keys/⟨addr⟩ 가 LTK 저장 위치 (NVS)",
        ),
        _names,
    ),
    Kind(
        "mixed_benign_notes",
        (
            "## 2029-10 OTA 배포 메모\n- Jenkins #⟨n⟩, commit ⟨sha⟩\n- 이미지 sha256 ⟨sum⟩\n"
            "- S3 VersionId ⟨vid⟩\n- 대상 thing group d710-beta (⟨cnt⟩대)\n"
            "- 비밀번호/키 변경 없음",
            "工厂问题记录\n- SN ⟨sn⟩ / MAC ⟨mac⟩\n- 烧录日志 chip_uid ⟨uid⟩\n"
            "- 设备证书指纹 ⟨fp⟩\n- 采购单 PO-SZ-⟨day⟩-⟨n4⟩",
            "Matter 인증 준비\n- VID 0xFFF1 / PID 0x8005 (개발)\n- CD ⟨cd⟩\n"
            "- PAA SHA-256 지문 ⟨fp⟩\n- DCL otaChecksum ⟨b64sum⟩",
            "微信通知排查\n- openid ⟨o⟩\n- template_id ⟨tid⟩\n- msgid ⟨msgid⟩\n"
            "- transaction_id ⟨tx⟩\n- errcode 0，密码相关的东西都没动",
            "Thread 현장 점검 (⟨ver⟩)\n- ExtPanId ⟨xpan⟩\n- D710 extaddr ⟨ext⟩\n"
            "- BLE ⟨mac⟩\n- 네트워크 키는 OTBR 에서만 확인, 메모 안 함",
            "| 항목 | 값 |\n|---|---|\n| 빌드 | #⟨n⟩ |\n| commit | ⟨sha⟩ |\n"
            "| 涂鸦 devId | ⟨dev⟩ |\n"
            "| sha256 | ⟨sum⟩ |",
        ),
        _mixed,
    ),
)
