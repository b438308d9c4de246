"""True secrets in Qianhai Maker Export memory-note framings; each kind names the fields that
must not survive. Identifiers that sit next to a secret (app ids, merchant ids, AccessKey
ids, client ids, account ids) are deliberately not listed as secrets."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike93.gen import (
    ALNUM,
    B64STD,
    B64URL,
    BEGIN,
    END,
    LOWER_ALNUM,
    P256,
    SM2,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    date2039,
    ec_pkcs8,
    ec_sec1,
    hexs,
    human_password,
    indent,
    num,
    one_line,
    openssh_ed25519_private,
    password,
    pem_body,
    pick,
    rsa_pkcs1,
    rsa_pkcs8,
    tlv,
    uhex,
    uuid4,
)

# Vendor prefixes and PEM labels are joined from pieces so that no literal is a credential.
_LTAI = "LT" + "AI5t"
_STS = "ST" + "S."
_AKID = "AK" + "ID"
_SEC = "SE" + "C"
_SHPAT = "shp" + "at_"
_SHPCA = "shp" + "ca_"
_SHPSS = "shp" + "ss_"
_LWA_CS = "amzn1" + ".oa2-cs.v1."
_LWA_CID = "amzn1" + ".application-oa2-client."
_ATZR = "Atz" + "r|IwEBI"
_ATZA = "Atz" + "a|IwEBI"
_AKIA = "AK" + "IA"
_ASIA = "AS" + "IA"
_SQU = "sq" + "u_"
_NPM = "np" + "m_"
_CAIS = "CA" + "IS"
_IQOJ = "IQoJb3JpZ2luX2Vj" + "E"
_JENKINS = "1" + "1"
_PK = "PRIVATE " + "KEY-----"
_RSA_PK = "RSA " + _PK
_EC_PK = "EC " + _PK
_SSH_PK = "OPENSSH " + _PK


def _pem(label: str, body: str) -> str:
    return f"{BEGIN}{label}\n{body}\n{END}{label}"


def _sz_host(r: Random, kind: str) -> str:
    zone = r.choice(("wz9", "bp1"))
    if kind == "mysql":
        return f"rm-{zone}{pick(r, LOWER_ALNUM, 14)}.mysql.rds.aliyuncs.com"
    return f"r-{zone}{pick(r, LOWER_ALNUM, 14)}.redis.rds.aliyuncs.com"


def _url_pw(r: Random) -> str:
    return pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", r.choice((15, 19, 23)))


def _user(r: Random) -> str:
    return r.choice(("chenhao", "lin.wei", "zhoumin", "jenkins-bot", "liuyang", "ops-sz"))


def _alipay_key(r: Random) -> dict[str, str]:
    der = rsa_pkcs8(r)
    return {
        "k": one_line(der),
        "pem": _pem(_PK, pem_body(der)),
        "appid": r.choice(("2021", "2019")) + num(r, 12),
    }


def _aplus_key(r: Random) -> dict[str, str]:
    pem = _pem(_RSA_PK, pem_body(rsa_pkcs1(r)))
    return {"pem": pem, "pem_y": indent(pem, "    "), "cid": pick(r, UPPER_ALNUM, 16)}


def _alipay_aes(r: Random) -> dict[str, str]:
    return {"k": b64(r, 16), "env": r.choice(("prod", "staging", "hk-prod"))}


def _wx_v3(r: Random) -> dict[str, str]:
    return {"k": pick(r, ALNUM, 32), "mchid": "16" + num(r, 8), "serial": uhex(r, 40)}


def _wx_pem(r: Random) -> dict[str, str]:
    pem = _pem(_PK, pem_body(rsa_pkcs8(r)))
    return {"pem": pem, "pem_y": indent(pem, "    "), "mchid": "16" + num(r, 8)}


def _wx_mp(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "appid": "wx" + hexs(r, 16)}


def _unionpay(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 20))), "merid": "898" + num(r, 12)}


def _aliyun_ak(r: Random) -> dict[str, str]:
    return {"id": _LTAI + pick(r, ALNUM, 18), "s": pick(r, ALNUM, 30)}


def _aliyun_sts(r: Random) -> dict[str, str]:
    return {
        "sid": _STS + pick(r, ALNUM, 25),
        "ssec": pick(r, ALNUM, 44),
        "tok": _CAIS + pick(r, B64STD, r.choice((420, 488, 556))) + "GoAB" + pick(r, ALNUM, 12),
        "rid": uuid4(r).upper(),
        "acct": num(r, 16),
        "n": num(r, 17),
        "d": f"{r.randint(1, 28):02d}",
    }


def _aliyun_kms(r: Random) -> dict[str, str]:
    blob = tlv(0x30, b"\x02\x01\x03" + r.randbytes(r.choice((1700, 1800, 1900))))
    return {
        "pkd": one_line(blob),
        "pw": pick(r, ALNUM, 32),
        "u": uuid4(r),
        "inst": pick(r, LOWER_ALNUM, 20),
    }


def _tencent(r: Random) -> dict[str, str]:
    return {
        "sid": _AKID + pick(r, ALNUM, 32),
        "sk": pick(r, ALNUM, 32),
        "tsid": _AKID + pick(r, B64URL, 50),
        "tsk": pick(r, B64STD, 43) + "=",
        "tok": pick(r, B64URL, r.choice((540, 612, 700))),
    }


def _ding_robot(r: Random) -> dict[str, str]:
    return {"at": hexs(r, 64), "sec": _SEC + hexs(r, 64)}


def _ding_app(r: Random) -> dict[str, str]:
    return {
        "key": "ding" + pick(r, LOWER_ALNUM, 16),
        "s": pick(r, B64URL, 64),
        "tok": hexs(r, 32),
        "agent": num(r, 10),
    }


def _feishu_bot(r: Random) -> dict[str, str]:
    return {"hook": uuid4(r), "sec": pick(r, ALNUM, 22)}


def _feishu_app(r: Random) -> dict[str, str]:
    return {
        "aid": "cli_" + hexs(r, 16),
        "s": pick(r, ALNUM, 32),
        "ek": pick(r, ALNUM, 32),
        "vt": pick(r, ALNUM, 32),
        "tat": "t-g" + num(r, 4) + pick(r, ALNUM + "-_", 36),
    }


def _gitee(r: Random) -> dict[str, str]:
    return {"t": hexs(r, 32), "user": _user(r)}


def _jenkins(r: Random) -> dict[str, str]:
    return {"t": _JENKINS + hexs(r, 32), "user": _user(r)}


def _nacos(r: Random) -> dict[str, str]:
    return {
        "tk": b64(r, r.choice((32, 36, 48))),
        "iv": pick(r, ALNUM, r.choice((24, 32))),
        "pw": password(r, r.choice((16, 20, 24))),
        "ns": uuid4(r),
    }


def _apollo(r: Random) -> dict[str, str]:
    return {"s": hexs(r, 32), "app": r.choice(("order-center", "sp-api-sync", "label-print"))}


def _mysql(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24))),
        "pwu": _url_pw(r),
        "host": _sz_host(r, "mysql"),
    }


def _redis(r: Random) -> dict[str, str]:
    host = _sz_host(r, "redis")
    return {
        "pw": password(r, r.choice((16, 20, 24))),
        "pwu": _url_pw(r),
        "host": host,
        "inst": host.split(".")[0],
    }


def _shop(r: Random) -> str:
    return r.choice(("qianhai-maker", "qhm-global", "qhm-maker-eu", "makerparts-us"))


def _shopify_at(r: Random) -> dict[str, str]:
    return {"t": _SHPAT + hexs(r, 32), "t2": _SHPCA + hexs(r, 32), "shop": _shop(r)}


def _shopify_ss(r: Random) -> dict[str, str]:
    return {"s": _SHPSS + hexs(r, 32), "cid": hexs(r, 32)}


def _lwa_cs(r: Random) -> dict[str, str]:
    return {"s": _LWA_CS + hexs(r, 64), "cid": _LWA_CID + hexs(r, 32)}


def _lwa_rt(r: Random) -> dict[str, str]:
    return {
        "rt": _ATZR + pick(r, B64URL, r.choice((300, 330, 360))),
        "at": _ATZA + pick(r, B64URL, r.choice((280, 310))),
        "cid": _LWA_CID + hexs(r, 32),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "id": _AKIA + pick(r, UPPER_ALNUM, 16),
        "s": pick(r, B64STD, 40),
        "aid": _ASIA + pick(r, UPPER_ALNUM, 16),
        "s2": pick(r, B64STD, 40),
        "st": _IQOJ + pick(r, B64STD, r.choice((560, 640, 720))),
        "d": f"{r.randint(1, 28):02d}",
    }


def _ec(r: Random) -> dict[str, str]:
    return {
        "p256": _pem(_EC_PK, pem_body(ec_sec1(r, P256))),
        "sm2": _pem(_PK, pem_body(ec_pkcs8(r, SM2))),
        "kid": "sso-" + date2039(r).replace("-", "") + "-" + hexs(r, 6),
    }


def _ssh(r: Random) -> dict[str, str]:
    comment = r.choice(("jenkins@qhm-ci-01", "deploy@qhm-sz-bastion", "chenhao@hz-mbp"))
    pem = _pem(_SSH_PK, openssh_ed25519_private(r, comment))
    return {"pem": pem, "pem_y": indent(pem, "        ")}


def _k8s(r: Random) -> dict[str, str]:
    return {
        "a": b64_of(password(r, r.choice((16, 20, 24)))),
        "b": b64_of(pick(r, ALNUM, 30)),
        "c": b64_of(pick(r, ALNUM, 32)),
        "idb": b64_of(_LTAI + pick(r, ALNUM, 18)),
        "ub": b64_of("qhm_app"),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, 20),
        "jwt": hexs(r, 64),
        "v3": pick(r, ALNUM, 32),
        "tsk": pick(r, ALNUM, 32),
        "shp": _SHPAT + hexs(r, 32),
        "appid": "2021" + num(r, 12),
        "mch": "16" + num(r, 8),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22))),
        "sq": _SQU + hexs(r, 40),
        "npm": _NPM + pick(r, ALNUM, 36),
        "sec": _SEC + hexs(r, 64),
        "acct": num(r, 16),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "d": f"{r.randint(1, 28):02d}",
        "sha": hexs(r, 40),
        "dig": hexs(r, 64),
        "trade": "2039" + f"05{r.randint(1, 28):02d}" + "22001" + num(r, 15),
        "s": hexs(r, 32),
        "trace": hexs(r, 32),
        "wxtx": "42000" + num(r, 23),
        "serial": uhex(r, 40),
        "v3": pick(r, ALNUM, 32),
        "rid": uuid4(r).upper(),
        "u": uuid4(r),
        "ord": f"1{r.randint(11, 14)}-{num(r, 7)}-{num(r, 7)}",
        "lwa": _LWA_CS + hexs(r, 64),
        "rep": num(r, 11),
    }


def _prose(r: Random) -> dict[str, str]:
    pw = human_password(r) if r.random() < 0.5 else password(r, r.choice((16, 18, 22)))
    return {"pw": pw}


_STS_RESPONSE = json.dumps(
    {
        "RequestId": "⟨rid⟩",
        "AssumedRoleUser": {
            "Arn": "acs:ram::⟨acct⟩:role/qhm-oss-uploader/web",
            "AssumedRoleId": "3⟨n⟩:web",
        },
        "Credentials": {
            "SecurityToken": "⟨tok⟩",
            "AccessKeyId": "⟨sid⟩",
            "AccessKeySecret": "⟨ssec⟩",
            "Expiration": "2039-05-⟨d⟩T08:12:44Z",
        },
    },
    ensure_ascii=False,
)

SECRETS: tuple[Kind, ...] = (
    Kind(
        "alipay_app_private_key_rsa2",
        (
            "application-prod.yml 里支付宝的配置（别再提交到 Gitee 了）：\nalipay:\n"
            "  app-id: ⟨appid⟩\n  sign-type: RSA2\n  app-private-key: ⟨k⟩\n"
            "  alipay-public-key-path: classpath:cert/alipayCertPublicKey_RSA2.crt",
            'AlipayConfig config = new AlipayConfig();\nconfig.setAppId("⟨appid⟩");\n'
            'config.setPrivateKey("⟨k⟩");\nconfig.setSignType("RSA2");',
            "支付宝开放平台「密钥工具」生成的应用私钥 (appid ⟨appid⟩)，备份一份在这：\n\n⟨pem⟩",
            "ALIPAY_APP_PRIVATE_KEY=⟨k⟩",
        ),
        _alipay_key,
        n=7,
        secrets=("k", "pem"),
    ),
    Kind(
        "alipay_plus_rsa_private_key_pem",
        (
            "Alipay+ (A+ MPP) 对接，我们这边的签名私钥，keyVersion=1：\n⟨pem⟩",
            "$ cat ~/qhm/aplus/merchant_private_key.pem\n⟨pem⟩",
            "ap-plus:\n  client-id: ⟨cid⟩\n  gateway: https://open-sea-global.alipayplus.com\n"
            "  merchant-private-key: |\n⟨pem_y⟩",
        ),
        _aplus_key,
        n=7,
        secrets=("pem", "pem_y"),
    ),
    Kind(
        "alipay_aes_content_encrypt_key",
        (
            "alipay.encrypt-type=AES\nalipay.encrypt-key=⟨k⟩",
            "开放平台「接口内容加密方式」里设置的 AES 密钥（⟨env⟩）：⟨k⟩ —— "
            "biz_content 解密失败先核对它",
            'config.setEncryptKey("⟨k⟩"); // ⟨env⟩ AES key for biz_content',
        ),
        _alipay_aes,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "wechatpay_apiv3_key",
        (
            'wechatpay:\n  mch-id: "⟨mchid⟩"\n  api-v3-key: ⟨k⟩\n'
            "  merchant-serial-number: ⟨serial⟩\n"
            "  private-key-path: /etc/qhm/wxpay/apiclient_key.pem",
            "微信支付 APIv3 密钥（商户平台 → API安全 → 设置APIv3密钥）：⟨k⟩，"
            "解密回调 resource.ciphertext 用的就是它",
            'new RSAAutoCertificateConfig.Builder().merchantId("⟨mchid⟩")\n'
            '    .privateKeyFromPath(keyPath).merchantSerialNumber("⟨serial⟩")\n'
            '    .apiV3Key("⟨k⟩").build();',
            "WXPAY_APIV3_KEY=⟨k⟩ go run ./cmd/notify-replay --mchid ⟨mchid⟩",
        ),
        _wx_v3,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "wechatpay_apiclient_key_pem",
        (
            "apiclient_key.pem（商户 API 私钥，商户号 ⟨mchid⟩）：\n⟨pem⟩",
            "$ kubectl -n pay get secret wxpay-cert -o jsonpath='{.data.apiclient_key\\.pem}'"
            " | base64 -d\n⟨pem⟩",
            "ConfigMap 里误放了私钥，已挪到 Secret（这是挪之前的内容）：\n\ndata:\n"
            "  apiclient_key.pem: |\n⟨pem_y⟩",
        ),
        _wx_pem,
        n=7,
        secrets=("pem", "pem_y"),
    ),
    Kind(
        "wechat_miniprogram_app_secret",
        (
            "小程序 ⟨appid⟩ 的 AppSecret：⟨k⟩（重置过一次，旧的作废）",
            "curl 'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential"
            "&appid=⟨appid⟩&secret=⟨k⟩'",
            "wx:\n  miniapp:\n    appid: ⟨appid⟩\n    secret: ⟨k⟩\n    msgDataFormat: JSON",
        ),
        _wx_mp,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "unionpay_sign_cert_password",
        (
            "acpsdk.signCert.path=/data/unionpay/acp_prod_sign.pfx\n"
            "acpsdk.signCert.pwd=⟨pw⟩\nacpsdk.signCert.type=PKCS12",
            "openssl pkcs12 -in acp_prod_sign.pfx -nokeys -passin pass:'⟨pw⟩'"
            " | openssl x509 -noout -serial",
            "银联商户 ⟨merid⟩ 的签名证书 pfx 密码是 ⟨pw⟩，证书下载邮件在 finance@ 邮箱里",
        ),
        _unionpay,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "aliyun_ram_access_key_secret",
        (
            "aliyun configure set --profile qhm-sz --mode AK --region cn-shenzhen "
            "--access-key-id ⟨id⟩ --access-key-secret ⟨s⟩",
            "~/.ossutilconfig\n[Credentials]\nlanguage=CH\nendpoint=oss-cn-shenzhen.aliyuncs.com\n"
            "accessKeyID=⟨id⟩\naccessKeySecret=⟨s⟩",
            "RAM 子账号 sls-shipper 的 AccessKey：ID ⟨id⟩ / Secret ⟨s⟩ —— "
            "只授权了 AliyunLogFullAccess",
            "ALIBABA_CLOUD_ACCESS_KEY_ID=⟨id⟩\nALIBABA_CLOUD_ACCESS_KEY_SECRET=⟨s⟩",
        ),
        _aliyun_ak,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "aliyun_sts_security_token",
        (
            _STS_RESPONSE,
            "export ALIBABA_CLOUD_ACCESS_KEY_ID=⟨sid⟩\n"
            "export ALIBABA_CLOUD_ACCESS_KEY_SECRET=⟨ssec⟩\n"
            "export ALIBABA_CLOUD_SECURITY_TOKEN=⟨tok⟩",
            "前端直传 OSS 的 STS 凭证（1 小时有效，但别贴群里）：securityToken=⟨tok⟩",
        ),
        _aliyun_sts,
        n=7,
        secrets=("ssec", "tok"),
    ),
    Kind(
        "aliyun_kms_client_key",
        (
            'ClientKey_KAAP.⟨u⟩.json: {"KeyId":"KAAP.⟨u⟩","PrivateKeyData":"⟨pkd⟩"}',
            "KMS 应用接入点 qhm-pay-aap 的 ClientKeyPassword：⟨pw⟩（和 ClientKey json 分开放）",
            "kms:\n  endpoint: kst-szz⟨inst⟩.cryptoservice.kms.aliyuncs.com\n"
            "  client-key-file: /etc/qhm/kms/clientKey.json\n  client-key-password: ⟨pw⟩",
        ),
        _aliyun_kms,
        n=7,
        secrets=("pkd", "pw"),
    ),
    Kind(
        "tencent_cloud_secret_key",
        (
            "tccli configure set secretId ⟨sid⟩ secretKey ⟨sk⟩ region ap-guangzhou",
            "COS 上传脚本 (cos-python-sdk-v5)：\nconfig = CosConfig(Region='ap-guangzhou', "
            "SecretId='⟨sid⟩',\n                   SecretKey='⟨sk⟩', Scheme='https')",
            "TENCENTCLOUD_SECRET_ID=⟨sid⟩ TENCENTCLOUD_SECRET_KEY=⟨sk⟩ terraform apply "
            "-target=tencentcloud_cos_bucket.media",
            '"credentials": {"tmpSecretId": "⟨tsid⟩", "tmpSecretKey": "⟨tsk⟩", '
            '"sessionToken": "⟨tok⟩"}',
        ),
        _tencent,
        n=7,
        secrets=("sk", "tsk", "tok"),
    ),
    Kind(
        "dingtalk_robot_webhook_and_sign_secret",
        (
            "告警机器人「QHM-订单告警」：\n"
            "webhook: https://oapi.dingtalk.com/robot/send?access_token=⟨at⟩\n加签 secret: ⟨sec⟩",
            "DINGTALK_ROBOT_SECRET=⟨sec⟩",
            "curl 'https://oapi.dingtalk.com/robot/send?access_token=⟨at⟩' -H "
            "'Content-Type: application/json' "
            '-d \'{"msgtype":"text","text":{"content":"部署完成"}}\'',
            "Jenkins DingTalk 插件 → 机器人 id jenkins-ci, secret ⟨sec⟩, webhook token ⟨at⟩",
        ),
        _ding_robot,
        n=7,
        secrets=("at", "sec"),
    ),
    Kind(
        "dingtalk_app_secret",
        (
            "钉钉 H5 微应用 (AgentId ⟨agent⟩)\nAppKey: ⟨key⟩\nAppSecret: ⟨s⟩",
            "curl 'https://oapi.dingtalk.com/gettoken?appkey=⟨key⟩&appsecret=⟨s⟩'",
            'dingtalk:\n  client-id: ⟨key⟩\n  client-secret: "⟨s⟩"',
            "调试用的 access_token ⟨tok⟩（gettoken 拿到的，7200s 过期，appkey ⟨key⟩）",
        ),
        _ding_app,
        n=7,
        secrets=("s", "tok"),
    ),
    Kind(
        "feishu_bot_webhook_secret",
        (
            "飞书群机器人 (杭州仓储群)：https://open.feishu.cn/open-apis/bot/v2/hook/⟨hook⟩ ，"
            "签名校验密钥 ⟨sec⟩",
            "FEISHU_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/⟨hook⟩\n"
            "FEISHU_SIGN_SECRET=⟨sec⟩",
            'lark_bot = LarkBot(webhook="https://open.larksuite.com/open-apis/bot/v2/hook/⟨hook⟩",'
            '\n                   secret="⟨sec⟩")',
        ),
        _feishu_bot,
        n=7,
        secrets=("hook", "sec"),
    ),
    Kind(
        "feishu_app_secret_and_tenant_token",
        (
            "curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal "
            '-d \'{"app_id":"⟨aid⟩","app_secret":"⟨s⟩"}\'',
            "feishu:\n  app-id: ⟨aid⟩\n  app-secret: ⟨s⟩\n  encrypt-key: ⟨ek⟩\n"
            "  verification-token: ⟨vt⟩",
            'curl https://open.feishu.cn/open-apis/im/v1/chats -H "Authorization: Bearer ⟨tat⟩"',
            "飞书自建应用「出口单据助手」app_secret = ⟨s⟩ (app_id ⟨aid⟩)",
        ),
        _feishu_app,
        n=7,
        secrets=("s", "ek", "vt", "tat"),
    ),
    Kind(
        "gitee_personal_access_token",
        (
            "git remote set-url origin https://⟨user⟩:⟨t⟩@gitee.com/qianhai-maker/order-center.git",
            "curl -s 'https://gitee.com/api/v5/repos/qianhai-maker/order-center/pulls"
            "?access_token=⟨t⟩&state=open'",
            "Gitee 私人令牌（⟨user⟩，Jenkins 拉代码用，权限 projects pull_requests）：⟨t⟩",
            "GITEE_TOKEN=⟨t⟩ ./scripts/sync-mirror.sh",
        ),
        _gitee,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "jenkins_api_token",
        (
            "curl -X POST -u ⟨user⟩:⟨t⟩ "
            "'https://jenkins.qhmaker.cn/job/order-center/job/main/buildWithParameters?ENV=staging'",
            "java -jar jenkins-cli.jar -s https://jenkins.qhmaker.cn/ -auth ⟨user⟩:⟨t⟩ list-jobs",
            "Jenkins 用户 ⟨user⟩ 的 API Token (名字 gitee-webhook)：⟨t⟩",
        ),
        _jenkins,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "nacos_auth_secrets",
        (
            "nacos-server conf/application.properties：\nnacos.core.auth.enabled=true\n"
            "nacos.core.auth.plugin.nacos.token.secret.key=⟨tk⟩\n"
            "nacos.core.auth.server.identity.key=qhm-nacos\n"
            "nacos.core.auth.server.identity.value=⟨iv⟩",
            "spring:\n  cloud:\n    nacos:\n      config:\n"
            "        server-addr: nacos.qhm.internal:8848\n"
            "        namespace: ⟨ns⟩\n        username: nacos-order\n        password: ⟨pw⟩",
            "curl -X POST 'http://nacos.qhm.internal:8848/nacos/v1/auth/login' "
            "-d 'username=nacos&password=⟨pw⟩'",
        ),
        _nacos,
        n=7,
        secrets=("tk", "iv", "pw"),
    ),
    Kind(
        "apollo_access_key_secret",
        (
            "apollo.access-key.secret=⟨s⟩",
            "-Dapp.id=⟨app⟩ -Dapollo.meta=http://apollo-meta.qhm.internal:8080 "
            "-Dapollo.access-key.secret=⟨s⟩",
            "Apollo Portal → 管理密钥 → ⟨app⟩ / PRO 环境的访问密钥：⟨s⟩（已启用）",
            "APOLLO_ACCESS_KEY_SECRET=⟨s⟩",
        ),
        _apollo,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "mysql_passwords",
        (
            "spring.datasource.url=jdbc:mysql://⟨host⟩:3306/qhm_order?useSSL=true"
            "&serverTimezone=Asia/Shanghai\nspring.datasource.username=qhm_app\n"
            "spring.datasource.password=⟨pw⟩",
            "mysql -h ⟨host⟩ -P 3306 -u qhm_dba -p'⟨pw⟩' -e 'SHOW PROCESSLIST'",
            'dsn: "qhm_app:⟨pwu⟩@tcp(⟨host⟩:3306)/qhm_export?charset=utf8mb4&parseTime=true"',
            "RDS 高权限账号 qhm_root 的密码重置成 ⟨pw⟩ 了，DMS 里也同步改了",
        ),
        _mysql,
        n=7,
        secrets=("pw", "pwu"),
    ),
    Kind(
        "redis_passwords",
        (
            "redis-cli -h ⟨host⟩ -p 6379 -a '⟨pw⟩' --no-auth-warning INFO keyspace",
            "spring:\n  redis:\n    host: ⟨host⟩\n    port: 6379\n    password: ⟨pw⟩\n"
            "    database: 3",
            "REDIS_URL=redis://:⟨pwu⟩@⟨host⟩:6379/0",
            "Tair/Redis 实例 ⟨inst⟩ 的默认账号密码：⟨pw⟩ (控制台 → 账号管理)",
        ),
        _redis,
        n=7,
        secrets=("pw", "pwu"),
    ),
    Kind(
        "shopify_admin_access_token",
        (
            "curl -H 'X-Shopify-Access-Token: ⟨t⟩' "
            "'https://⟨shop⟩.myshopify.com/admin/api/2039-04/orders.json?status=any'",
            "SHOPIFY_ADMIN_TOKEN=⟨t⟩\nSHOPIFY_SHOP=⟨shop⟩.myshopify.com",
            "Custom app「QHM ERP sync」的 Admin API access token：⟨t⟩ —— 只显示一次，存这儿了",
            "session = ShopifyAPI::Auth::Session.new(shop: '⟨shop⟩.myshopify.com', "
            "access_token: '⟨t2⟩')",
        ),
        _shopify_at,
        n=7,
        secrets=("t", "t2"),
    ),
    Kind(
        "shopify_app_client_secret",
        (
            "SHOPIFY_API_KEY=⟨cid⟩\nSHOPIFY_API_SECRET=⟨s⟩",
            "Webhook HMAC 校验失败 —— 原来用的是旧的 client secret；新的是 ⟨s⟩ "
            "(Partners → Apps → API credentials)",
            'shopify.app.toml 里不能放 secret，只放在 .env：SHOPIFY_CLIENT_SECRET="⟨s⟩"',
        ),
        _shopify_ss,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "amazon_lwa_client_secret",
        (
            "SP-API 应用 (Seller Central → Develop Apps)：\nLWA client id: ⟨cid⟩\n"
            "LWA client secret: ⟨s⟩",
            "curl -X POST https://api.amazon.com/auth/o2/token -d 'grant_type=client_credentials"
            "&scope=sellingpartnerapi::notifications&client_id=⟨cid⟩&client_secret=⟨s⟩'",
            "LWA_CLIENT_SECRET=⟨s⟩  # 轮换截止 2039-06-30，Amazon 会发邮件提醒",
        ),
        _lwa_cs,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "amazon_lwa_refresh_and_access_token",
        (
            "sp-api:\n  region: na\n  refresh-token: ⟨rt⟩\n  client-id: ⟨cid⟩",
            "美国站卖家授权后拿到的 refresh_token：⟨rt⟩（一年内不会过期，千万别外泄）",
            "curl 'https://sellingpartnerapi-na.amazon.com/orders/v0/orders?MarketplaceIds="
            "ATVPDKIKX0DER' -H 'x-amz-access-token: ⟨at⟩'",
            '{"access_token":"⟨at⟩","refresh_token":"⟨rt⟩","token_type":"bearer",'
            '"expires_in":3600}',
        ),
        _lwa_rt,
        n=7,
        secrets=("rt", "at"),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "~/.aws/credentials\n[qhm-us]\naws_access_key_id = ⟨id⟩\n"
            "aws_secret_access_key = ⟨s⟩\nregion = us-west-2",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨s⟩ aws s3 sync ./dist "
            "s3://qhm-export-listing-assets --region us-west-2",
            "IAM user sp-api-signer 的 access key (SP-API 的 SigV4 用)：⟨id⟩ / ⟨s⟩",
            '{"Credentials":{"AccessKeyId":"⟨aid⟩","SecretAccessKey":"⟨s2⟩",'
            '"SessionToken":"⟨st⟩","Expiration":"2039-05-⟨d⟩T09:00:00Z"}}',
        ),
        _aws,
        n=7,
        secrets=("s", "s2", "st"),
    ),
    Kind(
        "ec_and_sm2_private_key_pem",
        (
            "内部 SSO 签 JWT (ES256) 的私钥，kid ⟨kid⟩：\n⟨p256⟩",
            "国密 SM2 私钥（银联 / 微信支付国密通道联调用）：\n\n⟨sm2⟩",
            "```pem\n⟨p256⟩\n```",
        ),
        _ec,
        n=7,
        secrets=("p256", "sm2"),
    ),
    Kind(
        "openssh_private_key",
        (
            "Jenkins 上 gitee 部署用的 SSH key (credentials id gitee-deploy)：\n⟨pem⟩",
            "$ cat ~/.ssh/id_ed25519\n⟨pem⟩",
            "jenkins:\n  credentials:\n    gitee-deploy:\n      privateKey: |\n⟨pem_y⟩",
        ),
        _ssh,
        n=7,
        secrets=("pem", "pem_y"),
    ),
    Kind(
        "k8s_secret_base64_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: order-center-db\n"
            "  namespace: qhm-prod\ntype: Opaque\ndata:\n  MYSQL_USER: ⟨ub⟩\n  MYSQL_PASSWORD: ⟨a⟩",
            "kubectl -n qhm-prod create secret generic aliyun-ak --dry-run=client -o yaml "
            "的输出：\n"
            "data:\n  accessKeyId: ⟨idb⟩\n  accessKeySecret: ⟨b⟩",
            'kubectl -n qhm-prod patch secret wxpay -p \'{"data":{"apiV3Key":"⟨c⟩"}}\'',
        ),
        _k8s,
        n=7,
        secrets=("a", "b", "c"),
    ),
    Kind(
        "dotenv_lines",
        (
            "# .env.production (order-center)\nAPP_ENV=production\nTZ=Asia/Shanghai\n"
            "REDIS_PASSWORD=⟨pw⟩\nJWT_SECRET=⟨jwt⟩\nOSS_BUCKET=qhm-export-assets",
            ".env.local 不小心 commit 了：\nALIPAY_APP_ID=⟨appid⟩\nWECHATPAY_MCH_ID=⟨mch⟩\n"
            "WECHATPAY_APIV3_KEY=⟨v3⟩",
            "SENTRY_ENVIRONMENT=staging\nTENCENTCLOUD_SECRET_KEY=⟨tsk⟩\nLOG_LEVEL=debug",
            "export SHOPIFY_ADMIN_TOKEN=⟨shp⟩",
        ),
        _dotenv,
        n=7,
        secrets=("pw", "jwt", "v3", "tsk", "shp"),
    ),
    Kind(
        "ci_variables",
        (
            "pipeline {\n  agent { label 'sz-docker' }\n  environment {\n"
            "    ACR_USER = 'qhm-ci@⟨acct⟩'\n    ACR_PASS = '⟨pw⟩'\n"
            "    SONAR_TOKEN = '⟨sq⟩'\n  }\n"
            "  stages { stage('build') { steps { sh 'make image' } } }\n}",
            ".workflow/order-center-pipeline.yml (Gitee Go)：\nversion: '1.0'\n"
            "name: build-order-center\nvariables:\n  NPM_TOKEN: ⟨npm⟩\n  DINGTALK_SECRET: ⟨sec⟩",
            "docker login --username=qhm-ci@⟨acct⟩ --password '⟨pw⟩' "
            "registry.cn-shenzhen.aliyuncs.com",
            "Jenkins → Manage Credentials → global → sonar-qhm (Secret text)：⟨sq⟩",
        ),
        _ci,
        n=7,
        secrets=("pw", "sq", "npm", "sec"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "## 2039-05-⟨d⟩ 发版记录\n- release commit `⟨sha⟩`\n"
            "- image registry.cn-shenzhen.aliyuncs.com/qhm/order-center@sha256:⟨dig⟩\n"
            "- 支付宝 trade_no ⟨trade⟩ 退款回调正常\n"
            "- 临时把 Apollo 的 access key secret 写死成 ⟨s⟩ 了，明天改回去\n- traceId ⟨trace⟩",
            "| 项 | 值 |\n|---|---|\n| transaction_id | ⟨wxtx⟩ |\n| 证书序列号 | ⟨serial⟩ |\n"
            "| APIv3 key | ⟨v3⟩ |\n| RequestId | ⟨rid⟩ |",
            "SP-API 排查：x-amzn-RequestId ⟨u⟩, AmazonOrderId ⟨ord⟩, "
            "LWA client secret ⟨lwa⟩ (临时贴出来对比，用完删), report id ⟨rep⟩",
        ),
        _among,
        n=7,
        secrets=("s", "v3", "lwa"),
    ),
    Kind(
        "passwords_in_prose_zh_en",
        (
            "Nacos 控制台 nacos 账号的密码已经改成 ⟨pw⟩ 了，记得告诉杭州那边的同事",
            "堡垒机 (JumpServer) 临时账号 lin.wei 的口令：⟨pw⟩，周五前收回",
            "The staff password for ops@qhmaker.cn on Shopify is now ⟨pw⟩ — 2FA is still on "
            "the shared phone.",
            "Jenkins admin 初始密码是 ⟨pw⟩，装完插件就改 (per Hangzhou team)",
            "王工说 MySQL 从库只读账号 qhm_ro 的密码就是 ⟨pw⟩，但还是别外传",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
)
