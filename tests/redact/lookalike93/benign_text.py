"""Benign look-alikes in the prose of the notes: masked values, placeholders, base64 data,
version strings, the words for password/secret/token with no secret near them, and mixed
notes full of look-alikes."""

from __future__ import annotations

import base64
import json
import struct
from random import Random

from tests.redact.lookalike93.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    date2039,
    hexs,
    num,
    one_line,
    pick,
    rsa_spki,
    uhex,
    uuid4,
)

_LTAI = "LT" + "AI"
_SHPAT = "shp" + "at_"
_AWS_DOC_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
_AWS_DOC_KEY = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"


def _day(r: Random) -> str:
    return f"{r.randint(1, 28):02d}"


def _svc(r: Random) -> str:
    return r.choice(("order-center", "sp-api-sync", "label-print", "pay-gateway", "wms-bridge"))


def _masked(r: Random) -> dict[str, str]:
    return {
        "tail": pick(r, ALNUM, 4),
        "tail2": pick(r, ALNUM, 4),
        "akt": pick(r, UPPER_ALNUM, 4),
        "skt": pick(r, ALNUM, 4),
        "mch": "16" + num(r, 8),
        "ser": uhex(r, 40),
        "t4": hexs(r, 4),
        "svc": _svc(r),
        "n": str(r.randint(2, 40)),
    }


def _png(r: Random) -> str:
    w, h = r.choice(((64, 64), (96, 96), (128, 72)))
    head = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + struct.pack(">II", w, h)
    head += b"\x08\x06\x00\x00\x00" + r.randbytes(4)
    return base64.b64encode(head + r.randbytes(r.choice((90, 120, 150)))).decode()


def _payloads(r: Random) -> dict[str, str]:
    order = {
        "NotificationType": "ORDER_CHANGE",
        "Payload": {
            "OrderChangeNotification": {
                "SellingPartnerId": "A" + pick(r, UPPER_ALNUM, 13),
                "AmazonOrderId": f"1{r.randint(11, 14)}-{num(r, 7)}-{num(r, 7)}",
                "OrderStatus": r.choice(("Shipped", "Unshipped", "Canceled")),
            }
        },
        "EventTime": f"2039-05-{_day(r)}T0{r.randint(0, 9)}:12:00Z",
    }
    biz = {
        "out_trade_no": f"QHM203905{_day(r)}" + num(r, 10),
        "total_amount": f"{r.randint(10, 999)}.00",
        "subject": "QM-LP 标签打印机",
    }
    return {
        "bj": base64.b64encode(json.dumps(order, separators=(",", ":")).encode()).decode(),
        "bj2": base64.b64encode(json.dumps(biz, ensure_ascii=False).encode()).decode(),
        "ct": b64(r, r.choice((360, 420, 480))),
        "n12": pick(r, ALNUM, 12),
        "png": _png(r),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "env": r.choice(("prod", "staging", "dev", "hk-prod")),
        "svc": _svc(r),
        "n": str(r.randint(2, 60)),
        "d": date2039(r),
        "awsid": _AWS_DOC_ID,
        "awskey": _AWS_DOC_KEY,
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "maj": str(r.randint(1, 9)),
        "min": str(r.randint(0, 40)),
        "p": str(r.randint(0, 20)),
        "rc": str(r.randint(1, 6)),
        "sha7": hexs(r, 7),
        "sha8": hexs(r, 8),
        "bn": str(r.randint(400, 9999)),
        "m": str(r.choice((30, 58, 80, 110))),
        "ver": f"4.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "b": num(r, 5),
        "sha256": hexs(r, 64),
        "x": str(r.randint(30, 60)),
        "y": str(r.randint(0, 30)),
        "z": str(r.randint(1, 40)),
        "vc": num(r, 6),
        "k": str(r.randint(100, 200)),
        "svc": _svc(r),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(12, 20)),
        "m": str(r.randint(30, 180)),
        "s": str(r.choice((3600, 7200, 1800, 86400))),
        "k": str(r.randint(5, 60)),
        "t": "IT-" + num(r, 6),
        "item": str(r.randint(10, 400)),
        "d": date2039(r),
        "svc": _svc(r),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "date": date2039(r),
        "tn": f"203905{_day(r)}22001" + num(r, 15),
        "tx": "42000" + num(r, 23),
        "ser": uhex(r, 40),
        "sig": b64(r, 256),
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "u": uuid4(r),
        "ord": f"1{r.randint(11, 14)}-{num(r, 7)}-{num(r, 7)}",
        "lwa": "amzn1" + ".application-oa2-client." + hexs(r, 32),
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "appid": "2021" + num(r, 12),
        "pk": one_line(rsa_spki(r)),
        "rid": uuid4(r).upper(),
        "md5": hexs(r, 32),
        "t4": pick(r, ALNUM, 4),
        "svc": _svc(r),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "masked_and_redacted_values",
        (
            "aliyun configure list 显示：AccessKeyId "
            + _LTAI
            + "****************⟨tail⟩  AccessKeySecret ***************************⟨tail2⟩",
            "aws configure list\n      Name                    Value             Type    Location\n"
            "      ----                    -----             ----    --------\n"
            "   profile                   qhm-us           manual    --profile\n"
            "access_key     ****************⟨akt⟩ shared-credentials-file\n"
            "secret_key     ****************⟨skt⟩ shared-credentials-file\n"
            "    region                us-west-2      config-file    ~/.aws/config",
            'Nacos 配置详情里 ⟨svc⟩ 的 password 显示为 "******"，真实值在 KMS 凭据 qhm/nacos/⟨svc⟩',
            "wechatpay client init: mchid=⟨mch⟩ serial=⟨ser⟩ apiV3Key=[REDACTED] (日志脱敏生效)",
            _SHPAT + "••••••••••••••••••••••••••••⟨t4⟩ (Shopify 后台只显示后四位)",
            "Jenkins 控制台：+ docker login -u qhm-ci -p **** registry.cn-shenzhen.aliyuncs.com "
            "(build #⟨n⟩)",
        ),
        _masked,
    ),
    Kind(
        "base64_data_payloads",
        (
            "SQS 消息体 (SP-API ORDER_CHANGE 通知) 是 base64：⟨bj⟩",
            '"resource":{"algorithm":"AEAD_AES_256_GCM","ciphertext":"⟨ct⟩",'
            '"associated_data":"transaction","nonce":"⟨n12⟩"}',
            "biz_content base64 后是 ⟨bj2⟩，解出来就是订单 JSON，没有敏感字段",
            "标签打印机回传的缩略图 data:image/png;base64,⟨png⟩",
            "echo '⟨bj⟩' | base64 -d | jq .  # 重放那条通知看看",
        ),
        _payloads,
    ),
    Kind(
        "placeholders",
        (
            "alipay:\n  app-private-key: ${ALIPAY_APP_PRIVATE_KEY}\n"
            "  alipay-public-key: ${ALIPAY_PUBLIC_KEY}\n  # ⟨env⟩ 从 Apollo 注入",
            "WECHATPAY_APIV3_KEY=<your-32-char-apiv3-key>   # ⟨svc⟩ README 的示例",
            "spring.datasource.password=changeme  # 本地 docker-compose 默认值 (⟨svc⟩)，"
            "prod 走 KMS",
            'secretKey: "{{ .Values.tencent.secretKey }}"  # helm chart ⟨svc⟩',
            'access_key_secret = "请替换为你的 AccessKey Secret"  # ⟨env⟩',
            "AWS 文档里的示例 ⟨awsid⟩ / ⟨awskey⟩ 只是示例，别当成泄露 (⟨d⟩)",
            "DINGTALK_SECRET=SECxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  # 占位，见 ⟨svc⟩ 部署文档",
            "LWA_CLIENT_SECRET=${LWA_CLIENT_SECRET:?must be set}  (⟨env⟩)",
        ),
        _placeholders,
    ),
    Kind(
        "version_and_build_strings",
        (
            "⟨svc⟩ v⟨maj⟩.⟨min⟩.⟨p⟩-rc.⟨rc⟩+g⟨sha7⟩ (Jenkins #⟨bn⟩)",
            "标签打印机固件 QM-LP⟨m⟩ fw ⟨ver⟩ build ⟨b⟩ (⟨sha8⟩)，OTA 包 sha256 ⟨sha256⟩",
            "依赖：alipay-sdk-java 4.⟨x⟩.⟨y⟩.ALL, wechatpay-java 0.2.⟨z⟩, nacos-client 2.⟨z⟩.0",
            "uname -r → 5.10.⟨k⟩-⟨z⟩.al8.x86_64 (Alibaba Cloud Linux 3)",
            "APK versionName 3.⟨x⟩.⟨y⟩ (versionCode ⟨vc⟩)，git describe: v3.⟨x⟩.⟨y⟩-⟨z⟩-g⟨sha7⟩",
        ),
        _versions,
    ),
    Kind(
        "secret_words_without_secret",
        (
            "密码策略：RDS 账号密码至少 ⟨n⟩ 位，含大小写 + 数字 + 符号，⟨m⟩ 天轮换一次",
            "The token expires after ⟨s⟩ seconds; refresh it with the refresh_token grant, "
            "don't cache it past expires_in.",
            "密钥轮换 SOP：KMS 凭据管家加新版本 → Nacos 刷新 → 观察 ⟨k⟩ 分钟 → 再禁用旧 secret",
            "令牌 (token) 和口令 (password) 不是一回事：钉钉 access_token ⟨s⟩ 秒过期，"
            "机器人加签 secret 长期有效",
            "Reminder: never paste the APIv3 key or apiclient_key.pem into Feishu; use the "
            "1Password vault `QHM-Pay` (item #⟨item⟩).",
            "忘记密码？找 IT 重置 (工单号 ⟨t⟩)，不要在群里发密码",
            "secret rotation for the SP-API LWA client is due on ⟨d⟩ (⟨svc⟩ owner: 陈浩)",
        ),
        _words,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "## ⟨date⟩ 支付对账\n- 支付宝 trade_no ⟨tn⟩\n"
            "- 微信 transaction_id ⟨tx⟩，Wechatpay-Serial ⟨ser⟩\n- 回调 sign=⟨sig⟩\n"
            "- commit ⟨sha⟩，image sha256:⟨dig⟩\n"
            "- APIv3 key：见 KMS 凭据 qhm/wxpay/apiv3（不要贴出来）",
            "排查记录 (SP-API 429, ⟨svc⟩)\n| 字段 | 值 |\n|---|---|\n| x-amzn-RequestId | ⟨u⟩ |\n"
            "| AmazonOrderId | ⟨ord⟩ |\n| LWA client_id | ⟨lwa⟩ |\n"
            "| client_secret | `${LWA_CLIENT_SECRET}` |\n| traceparent | 00-⟨t32⟩-⟨s16⟩-01 |",
            "```yaml\nalipay:\n  app-id: ⟨appid⟩\n  app-private-key: ${ALIPAY_APP_PRIVATE_KEY}\n"
            "  alipay-public-key: ⟨pk⟩\n  sign-type: RSA2\n```",
            "钉钉告警：[⟨svc⟩] ERROR traceId=⟨t32⟩ requestId=⟨rid⟩ cacheKey=qhm:stock:⟨md5⟩ "
            "token=****⟨t4⟩ (已脱敏)",
        ),
        _mixed,
    ),
)
