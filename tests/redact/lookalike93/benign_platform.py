"""Benign look-alikes from the platform side: request and trace ids, resource names, chat and
user ids, per-request signatures, hashes and digests, public keys, JWKS, ciphertexts that
need a KMS to open, logistics and device ids."""

from __future__ import annotations

import base64
import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike93.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url,
    date2039,
    hexs,
    hhmmss,
    num,
    object_id,
    pick,
    ssh_ed25519_pub,
    uhex,
    ulid,
    uuid4,
)


def _day(r: Random) -> str:
    return f"{r.randint(1, 28):02d}"


def _ver(r: Random) -> str:
    return f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 12)}"


def _svc(r: Random) -> str:
    return r.choice(("order-center", "sp-api-sync", "label-print", "pay-gateway", "wms-bridge"))


def _request_ids(r: Random) -> dict[str, str]:
    cos = f"{hexs(r, 8)}_{hexs(r, 8)}_{hexs(r, 4)}_{hexs(r, 8)}"
    return {
        "ur": uuid4(r).upper(),
        "oid": uhex(r, 24),
        "u": uuid4(r),
        "amzr": pick(r, UPPER_ALNUM, 16),
        "amzid2": b64(r, 57),
        "cosr": base64.b64encode(cos.encode()).decode(),
        "svc": _svc(r),
    }


def _aliyun_res(r: Random) -> dict[str, str]:
    zone = r.choice(("wz9", "bp1"))
    return {
        "acct": "1" + num(r, 15),
        "ecs": f"i-{zone}" + pick(r, LOWER_ALNUM, 17),
        "rds": f"rm-{zone}" + pick(r, LOWER_ALNUM, 14),
        "redis": f"r-{zone}" + pick(r, LOWER_ALNUM, 14),
        "vpc": f"vpc-{zone}" + pick(r, LOWER_ALNUM, 17),
        "k": pick(r, LOWER_ALNUM, 20),
        "p": pick(r, LOWER_ALNUM, 6),
        "trace": hexs(r, 32),
    }


def _tc_aws_res(r: Random) -> dict[str, str]:
    return {
        "uin": "1000" + num(r, 8),
        "appid": "13" + num(r, 8),
        "acct": num(r, 12),
        "suffix": pick(r, ALNUM, 6),
        "u": uuid4(r),
        "ins": pick(r, LOWER_ALNUM, 8),
        "sg": pick(r, LOWER_ALNUM, 8),
        "lb": pick(r, LOWER_ALNUM, 8),
        "role": r.choice(("qhm-cos-writer", "qhm-cdn-purge", "qhm-log-reader")),
    }


def _chat_ids(r: Random) -> dict[str, str]:
    return {
        "om": "om_" + hexs(r, 32),
        "oc": "oc_" + hexs(r, 32),
        "ou": "ou_" + hexs(r, 32),
        "on": "on_" + hexs(r, 32),
        "uid": pick(r, LOWER_ALNUM, 8),
        "nm": r.choice(("晓东", "思远", "嘉怡", "俊杰", "雨萱")),
        "pi": pick(r, B64URL, 22) + num(r, 10),
        "duid": num(r, 18),
        "dun": pick(r, ALNUM, 22) + "iE",
        "cid": pick(r, ALNUM + "+/", 22),
        "cli": "cli_" + hexs(r, 16),
    }


def _req_sign(r: Random) -> dict[str, str]:
    sig = b64(r, 32)
    return {
        "ts": str(r.randint(2188000000, 2190500000)) + num(r, 3),
        "tss": str(r.randint(2188000000, 2190500000)),
        "sig": sig,
        "sigurl": quote(sig, safe=""),
        "hexsig": hexs(r, 64),
        "nonce": str(r.randint(10**8, 10**10)),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "s1": hexs(r, 12),
        "s2": hexs(r, 12),
        "a": hexs(r, 7),
        "b": hexs(r, 7),
        "c": hexs(r, 7),
        "pr": str(r.randint(120, 2400)),
        "bn": str(r.randint(300, 9000)),
        "ver": _ver(r),
        "svc": _svc(r),
    }


def _digests(r: Random) -> dict[str, str]:
    return {"d": hexs(r, 64), "ver": _ver(r), "acct": num(r, 12), "svc": _svc(r)}


def _lock(r: Random) -> dict[str, str]:
    return {
        "i": b64(r, 64),
        "h1": b64(r, 32),
        "h": hexs(r, 64),
        "v": _ver(r),
        "x": str(r.randint(1, 30)),
        "y": str(r.randint(0, 9)),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "ul": ulid(r),
        "oid": object_id(r),
        "spu": num(r, 6),
        "env": r.choice(("prod-shenzhen", "staging-hangzhou", "dev")),
    }


def _traces(r: Random) -> dict[str, str]:
    ip = "".join(f"{x:02x}" for x in (10, r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)))
    return {
        "t32": hexs(r, 32),
        "s16": hexs(r, 16),
        "ee": ip + str(r.randint(2188000000, 2190500000)) + num(r, 3) + num(r, 4) + "d" + num(r, 4),
        "d": _day(r),
        "t": hhmmss(r),
        "svc": _svc(r),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "otn": f"QHM203905{_day(r)}" + num(r, 10),
        "md5": hexs(r, 32),
        "sha1": hexs(r, 40),
        "sha256": hexs(r, 64),
        "sel": "A" + pick(r, UPPER_ALNUM, 13),
        "pct": str(r.randint(60, 99)),
        "ttl": str(r.randint(60, 7200)),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    host = r.choice(("jenkins@qhm-ci-01", "deploy@qhm-sz-bastion", "chenhao@hz-mbp"))
    return {
        "pub": ssh_ed25519_pub(r),
        "host": host,
        "fp": b64(r, 32).rstrip("="),
        "fpr": uhex(r, 40),
        "md5fp": ":".join(hexs(r, 2) for _ in range(16)),
    }


def _jwks(r: Random) -> dict[str, str]:
    kid = "sso-" + date2039(r).replace("-", "") + "-" + hexs(r, 6)
    jwks = {"keys": [{"kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256"}]}
    jwks["keys"][0]["n"] = b64url(r, 256)
    jwks["keys"][0]["e"] = "AQAB"
    return {
        "jwks": json.dumps(jwks, separators=(",", ":")),
        "kid": kid,
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "x5t": b64url(r, 32),
    }


def _logistics(r: Random) -> dict[str, str]:
    return {
        "decl": "5316" + "2039" + num(r, 10),
        "ctr": r.choice(("MSKU", "TGHU", "CSNU", "OOLU")) + num(r, 7),
        "ups": pick(r, UPPER_ALNUM, 16),
        "sf": num(r, 12),
        "lp": num(r, 14),
        "px": "4PX" + num(r, 13) + "CN",
        "bl": r.choice(("COSU", "OOLU", "MEDU")) + num(r, 10),
        "ship": r.choice(("COSCO SHIPPING ARIES", "OOCL HONG KONG", "CMA CGM LOIRE")),
        "d": _day(r),
    }


def _kms(r: Random) -> dict[str, str]:
    key = uuid4(r)
    return {
        "blob": base64.b64encode(key.encode() + r.randbytes(r.choice((48, 64, 80)))).decode(),
        "jas": b64(r, r.choice((32, 48))),
        "aws": "AQICAH" + pick(r, ALNUM + "+/", 178) + "==",
        "acct": "1" + num(r, 15),
        "n": str(r.randint(2, 19)),
        "hex": hexs(r, 96),
    }


def _etags(r: Random) -> dict[str, str]:
    return {
        "md5u": uhex(r, 32),
        "md5": hexs(r, 32),
        "crc": num(r, 19),
        "cmd5": b64(r, 16),
        "parts": str(r.randint(2, 40)),
        "sha256": hexs(r, 64),
        "b64sha": b64(r, 32),
        "ver": _ver(r),
        "n": str(r.randint(2, 9)),
    }


def _device(r: Random) -> dict[str, str]:
    oui = r.choice(("24:0a:c4", "7c:df:a1", "a4:cf:12", "dc:54:75"))
    return {
        "sn": "QM" + num(r, 4) + pick(r, UPPER, 2) + num(r, 6),
        "mac": oui + ":" + ":".join(hexs(r, 2) for _ in range(3)),
        "imei": "86" + num(r, 13),
        "chip": uhex(r, 8),
        "fid": uhex(r, 6),
        "u": uuid4(r),
        "u2": uuid4(r),
        "fw": f"4.{r.randint(0, 20)}.{r.randint(0, 9)}-b{r.randint(1000, 9999)}",
        "fcc": "2B" + pick(r, UPPER_ALNUM, 3) + "-" + pick(r, UPPER_ALNUM, 6),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "cloud_request_ids",
        (
            "ErrorCode: InvalidAccessKeyId.NotFound RequestId: ⟨ur⟩ —— "
            "是 ⟨svc⟩ 的 profile 选错了，不是 key 失效",
            "OSS PutObject 403, x-oss-request-id: ⟨oid⟩, x-oss-ec: 0003-00000001 (⟨svc⟩)",
            "[TencentCloudSDKException] code:AuthFailure.SignatureExpire "
            "message:Signature expired requestId:⟨u⟩",
            "S3 403 on us-west-2: x-amz-request-id=⟨amzr⟩ x-amz-id-2=⟨amzid2⟩",
            "COS 回包 x-cos-request-id: ⟨cosr⟩，带着这个去提工单",
        ),
        _request_ids,
    ),
    Kind(
        "aliyun_resource_names",
        (
            "RAM 角色 ARN: acs:ram::⟨acct⟩:role/qhm-oss-uploader，"
            "trust policy 里只允许 ecs.aliyuncs.com",
            "ECS ⟨ecs⟩ (cn-shenzhen-e) / RDS ⟨rds⟩ / Redis ⟨redis⟩ 都在 ⟨vpc⟩ 里",
            "KMS Decrypt 用的 KeyId: key-szz⟨k⟩，别名 alias/qhm-pay-cmk，"
            "ARN acs:kms:cn-shenzhen:⟨acct⟩:key/key-szz⟨k⟩",
            "SLS: project qhm-prod-⟨p⟩, logstore order-center, 查询 `* and traceId: ⟨trace⟩`",
        ),
        _aliyun_res,
    ),
    Kind(
        "tencent_and_aws_resource_names",
        (
            "qcs::cam::uin/⟨uin⟩:roleName/⟨role⟩ —— COS 桶 qhm-media-⟨appid⟩ (ap-guangzhou)",
            "aws secretsmanager describe-secret --secret-id "
            "arn:aws:secretsmanager:us-west-2:⟨acct⟩:secret:qhm/sp-api/lwa-⟨suffix⟩ "
            "--region us-west-2",
            "KMS key arn:aws:kms:us-west-2:⟨acct⟩:key/⟨u⟩ (alias/qhm-listing) "
            "只给 sp-api-signer 角色 Decrypt",
            "CVM ins-⟨ins⟩ / 安全组 sg-⟨sg⟩ / CLB lb-⟨lb⟩ in ap-guangzhou-6",
        ),
        _tc_aws_res,
    ),
    Kind(
        "lark_and_dingtalk_ids",
        (
            "飞书消息 message_id=⟨om⟩ 发到 chat_id=⟨oc⟩ 失败，code 230002 (bot not in chat)",
            '{"open_id":"⟨ou⟩","union_id":"⟨on⟩","user_id":"⟨uid⟩","name":"陈⟨nm⟩"}',
            "钉钉审批 processInstanceId=⟨pi⟩, 发起人 userid ⟨duid⟩, unionid ⟨dun⟩",
            "钉钉群 openConversationId: cid⟨cid⟩== 机器人已加入",
            "飞书应用 ⟨cli⟩ 的事件订阅回调地址改成 https://hooks.qhmaker.cn/lark/events",
        ),
        _chat_ids,
    ),
    Kind(
        "bot_request_signatures",
        (
            "https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}"
            "&timestamp=⟨ts⟩&sign=⟨sigurl⟩",
            "机器人返回 310000 sign not match: timestamp=⟨ts⟩ sign=⟨sig⟩ —— "
            "服务器时间比钉钉快了 1 小时以上",
            '飞书 webhook body: {"timestamp":"⟨tss⟩","sign":"⟨sig⟩","msg_type":"text",'
            '"content":{"text":"发货单已生成"}}',
            "X-Lark-Signature: ⟨hexsig⟩\nX-Lark-Request-Timestamp: ⟨tss⟩\n"
            "X-Lark-Request-Nonce: ⟨nonce⟩",
        ),
        _req_sign,
    ),
    Kind(
        "git_commit_hashes",
        (
            "⟨svc⟩ 回滚到 ⟨sha⟩ (tag v⟨ver⟩) 后恢复正常",
            "git cherry-pick ⟨s1⟩..⟨s2⟩",
            "```\n$ git log --oneline -3\n⟨a⟩ fix(pay): 微信退款回调幂等\n"
            "⟨b⟩ feat(sp-api): 同步 FBA 库存\n⟨c⟩ chore: bump nacos-client to ⟨ver⟩\n```",
            "Gitee PR !⟨pr⟩ merged as ⟨sha⟩; Jenkins build #⟨bn⟩ GIT_COMMIT=⟨sha⟩",
            "git bisect 定位到 ⟨sha⟩ —— 把 Redis key 前缀改了",
        ),
        _commits,
    ),
    Kind(
        "container_image_digests",
        (
            "registry.cn-shenzhen.aliyuncs.com/qhm/⟨svc⟩@sha256:⟨d⟩",
            "docker pull 报 manifest unknown：ACR 里 tag ⟨ver⟩ 被覆盖，"
            "之前的 digest sha256:⟨d⟩ 已 GC",
            "image: ccr.ccs.tencentyun.com/qhm/label-printer:⟨ver⟩@sha256:⟨d⟩",
            "Digest: sha256:⟨d⟩\nStatus: Downloaded newer image for "
            "⟨acct⟩.dkr.ecr.us-west-2.amazonaws.com/sp-api-worker:⟨ver⟩",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@qhm/alipay-utils": {\n  "version": "⟨v⟩",\n'
            '  "resolved": "https://registry.npmmirror.com/@qhm/alipay-utils/-/alipay-utils-⟨v⟩.tgz",'
            '\n  "integrity": "sha512-⟨i⟩"\n}',
            "github.com/nacos-group/nacos-sdk-go/v2 v2.⟨x⟩.⟨y⟩ h1:⟨h1⟩",
            "pycryptodome==3.⟨x⟩.⟨y⟩ \\\n    --hash=sha256:⟨h⟩",
            "pnpm-lock.yaml 冲突：resolution: {integrity: sha512-⟨i⟩}",
        ),
        _lock,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "导出任务 job_id=⟨u⟩ 卡在 RUNNING；ULID 批次号 ⟨ul⟩",
            'Mongo 里 sku 文档 {"_id": ObjectId("⟨oid⟩"), "spu": "QM-⟨spu⟩"} 重复了',
            "幂等键 Idempotency-Key: ⟨u⟩ (Alipay+ 要求每个 paymentRequestId 唯一)",
            "| 类型 | id |\n|---|---|\n| ULID | ⟨ul⟩ |\n| UUIDv4 | ⟨u⟩ |\n| ObjectId | ⟨oid⟩ |",
            "Nacos namespace id ⟨u⟩ = ⟨env⟩",
        ),
        _ids,
    ),
    Kind(
        "trace_ids",
        (
            "traceparent: 00-⟨t32⟩-⟨s16⟩-01",
            "EagleEye-TraceId: ⟨ee⟩ (ARMS 里搜这个看整条链路)",
            "2039-05-⟨d⟩ ⟨t⟩.204 ERROR [⟨svc⟩,⟨t32⟩,⟨s16⟩] c.q.o.PayCallbackService - "
            "微信回调处理超时",
            "X-B3-TraceId: ⟨t32⟩ X-B3-SpanId: ⟨s16⟩ (⟨svc⟩)",
            'SLS 查询：`traceId: "⟨t32⟩" and level: ERROR`',
        ),
        _traces,
    ),
    Kind(
        "cache_keys",
        (
            "Redis key qhm:order:lock:⟨otn⟩ TTL -1 没过期 → 手动 DEL",
            "缓存 key = md5(sku + warehouse) = ⟨md5⟩，前缀 qhm:stock:，TTL ⟨ttl⟩s",
            "sp-api:lwa:access_token:seller:⟨sel⟩ —— 这是 LWA token 缓存的 key 名，不是 token 本身",
            "Spring Cache key `ShippingQuote::⟨sha256⟩` 命中率 ⟨pct⟩%",
            "幂等表 key qhm:idem:⟨sha1⟩ (sha1 of out_trade_no + notify_id)",
        ),
        _cache,
    ),
    Kind(
        "ssh_gpg_public_keys_and_fingerprints",
        (
            "gitee 部署公钥 (只读)：⟨pub⟩ ⟨host⟩",
            "SHA256:⟨fp⟩ 是 ⟨host⟩ 的 key 指纹，Gitee 上显示的就是这个",
            "known_hosts: gitee.com ⟨pub⟩",
            "GPG key for signing release tags: ⟨fpr⟩ (expires 2041-01-01)",
            "旧格式指纹 MD5:⟨md5fp⟩ (⟨host⟩)",
        ),
        _pubkeys,
    ),
    Kind(
        "jwks_documents",
        (
            "⟨jwks⟩",
            "https://sso.qhmaker.cn/.well-known/jwks.json 当前 key：\n```json\n{\n"
            '  "kty": "EC",\n  "crv": "P-256",\n  "kid": "⟨kid⟩",\n  "use": "sig",\n'
            '  "x": "⟨x⟩",\n  "y": "⟨y⟩"\n}\n```',
            'JWT 头 {"alg":"RS256","kid":"⟨kid⟩"} 在 JWKS 里找不到 → 网关缓存没刷新',
            "JWKS 里 kid ⟨kid⟩ 的 x5t#S256 = ⟨x5t⟩",
        ),
        _jwks,
    ),
    Kind(
        "logistics_and_customs_ids",
        (
            "报关单号 ⟨decl⟩ 已放行，HS 编码 8517.62.9900，柜号 ⟨ctr⟩",
            "UPS 1Z⟨ups⟩ 在 Ontario CA 清关延误；顺丰国际单号 SF⟨sf⟩",
            "| 运单 | 渠道 | 状态 |\n|---|---|---|\n| LP⟨lp⟩CN | 菜鸟无忧 | 已揽收 |\n"
            "| ⟨px⟩ | 递四方 | 派送中 |",
            "提单号 B/L ⟨bl⟩，船名 ⟨ship⟩，ETA 2039-06-⟨d⟩ (Long Beach)",
        ),
        _logistics,
    ),
    Kind(
        "kms_ciphertexts_and_secret_refs",
        (
            "KMS Encrypt 结果 CiphertextBlob: ⟨blob⟩ —— 库里存的是密文，解密要走 KMS Decrypt 权限",
            "spring.datasource.password=ENC(⟨jas⟩)  # jasypt 密文，主密码在 KMS 凭据里",
            "aws kms encrypt --key-id alias/qhm-listing 输出 CiphertextBlob: ⟨aws⟩",
            "KMS 凭据管家引用：acs:kms:cn-shenzhen:⟨acct⟩:secret/qhm/nacos/order-center，版本 v⟨n⟩",
            "config server 里的值是 '{cipher}⟨hex⟩'，明文只在运行时解出来",
        ),
        _kms,
    ),
    Kind(
        "object_etags_and_checksums",
        (
            'ETag: "⟨md5u⟩"\nx-oss-hash-crc64ecma: ⟨crc⟩\nContent-MD5: ⟨cmd5⟩',
            'COS 分片上传 ETag "⟨md5⟩-⟨parts⟩" 跟本地 md5 对不上是正常的',
            "$ sha256sum qhm-label-printer-⟨ver⟩.bin\n⟨sha256⟩  qhm-label-printer-⟨ver⟩.bin",
            "S3 x-amz-checksum-sha256: ⟨b64sha⟩ (us-west-2, listing images)",
            "md5 ⟨md5⟩ 的商品主图在 OSS 里有 ⟨n⟩ 份重复",
        ),
        _etags,
    ),
    Kind(
        "hardware_device_ids",
        (
            "样机 SN ⟨sn⟩, MAC ⟨mac⟩, IMEI ⟨imei⟩ —— 送 FCC 测试 (FCC ID ⟨fcc⟩)",
            "esptool.py chip_id → Chip ID: 0x⟨chip⟩, MAC: ⟨mac⟩, Manufacturer flash id ⟨fid⟩",
            "BLE service UUID ⟨u⟩ / characteristic ⟨u2⟩ (打印机配网)",
            "| SN | MAC | 固件 |\n|---|---|---|\n| ⟨sn⟩ | ⟨mac⟩ | ⟨fw⟩ |",
        ),
        _device,
    ),
)
