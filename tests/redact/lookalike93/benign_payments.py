"""Benign look-alikes from the payment and marketplace side: order and transaction ids,
public keys and certificates, signatures that sign one message, and public app ids."""

from __future__ import annotations

from random import Random
from urllib.parse import quote

from tests.redact.lookalike93.gen import (
    ALNUM,
    BEGIN,
    END,
    UPPER_ALNUM,
    Kind,
    b64,
    date2039,
    hexs,
    hhmmss,
    indent,
    num,
    one_line,
    pem_body,
    pick,
    rsa_spki,
    uhex,
    uuid4,
    x509_cert,
)

_PUB = "PUBLIC KEY-----"
_CERT = "CERTIFICATE-----"


def _pem(label: str, body: str) -> str:
    return f"{BEGIN}{label}\n{body}\n{END}{label}"


def _day(r: Random) -> str:
    return f"{r.randint(1, 28):02d}"


def _amt(r: Random) -> str:
    return f"{r.randint(9, 8999)}.{r.randint(0, 99):02d}"


def _alipay_trade_no(r: Random) -> str:
    return f"203905{_day(r)}22001" + num(r, 15)


def _otn(r: Random) -> str:
    return f"QHM203905{_day(r)}" + num(r, 10)


def _alipay_ids(r: Random) -> dict[str, str]:
    return {
        "tn": _alipay_trade_no(r),
        "otn": _otn(r),
        "bid": "2088" + num(r, 12),
        "sid": "2088" + num(r, 12),
        "nid": f"203905{_day(r)}00222" + num(r, 23),
        "appid": "2021" + num(r, 12),
        "amt": _amt(r),
        "d": _day(r),
        "t": hhmmss(r),
    }


def _alipay_pub(r: Random) -> dict[str, str]:
    der = rsa_spki(r)
    return {
        "pk": one_line(der),
        "pem": _pem(_PUB, pem_body(der)),
        "sn": hexs(r, 32),
        "rsn1": hexs(r, 32),
        "rsn2": hexs(r, 32),
        "env": r.choice(("prod", "sandbox", "staging")),
    }


def _alipay_sign(r: Random) -> dict[str, str]:
    sig = b64(r, 256)
    return {
        "sig": sig,
        "sigurl": quote(sig, safe=""),
        "appid": "2021" + num(r, 12),
        "otn": _otn(r),
        "ts": f"2039-05-{_day(r)} {hhmmss(r)}",
    }


def _wx_ids(r: Random) -> dict[str, str]:
    return {
        "tx": "42000" + num(r, 23),
        "otn": _otn(r),
        "appid": "wx" + hexs(r, 16),
        "mch": "16" + num(r, 8),
        "pp": f"wx203905{_day(r)}{hhmmss(r).replace(':', '')}" + hexs(r, 18) + num(r, 4),
        "rf": "50300" + num(r, 24),
        "orf": "RF" + num(r, 18),
        "d": _day(r),
        "t": hhmmss(r),
    }


def _wx_sig(r: Random) -> dict[str, str]:
    return {
        "ser": uhex(r, 40),
        "ts": str(r.randint(2188000000, 2190500000)),
        "nonce": pick(r, UPPER_ALNUM, 32),
        "sig": b64(r, 256),
        "mch": "16" + num(r, 8),
        "pkid": "PUB_KEY_ID_01" + num(r, 30),
    }


def _wx_cert(r: Random) -> dict[str, str]:
    mch = "16" + num(r, 8)
    subject = (
        ("2.5.4.6", "CN"),
        ("2.5.4.10", "微信商户系统"),
        ("2.5.4.11", "深圳前海创客出口贸易有限公司"),
        ("2.5.4.3", mch),
    )
    cert = _pem(_CERT, pem_body(x509_cert(r, subject, "Tenpay.com Root CA")))
    return {
        "cert": cert,
        "cert_y": indent(cert, "      "),
        "pub": _pem(_PUB, pem_body(rsa_spki(r))),
        "ser": uhex(r, 40),
        "pkid": "PUB_KEY_ID_01" + num(r, 30),
        "mch": mch,
    }


def _unionpay(r: Random) -> dict[str, str]:
    tt = f"203905{_day(r)}{hhmmss(r).replace(':', '')}"
    return {
        "qid": tt[2:] + num(r, 9),
        "oid": "UP" + tt + num(r, 4),
        "tt": tt,
        "mer": "898" + num(r, 12),
        "trace": num(r, 6),
        "amt": str(r.randint(100, 999999)),
        "sd": f"05{_day(r)}",
        "sig": b64(r, 256),
    }


def _amazon(r: Random) -> dict[str, str]:
    return {
        "ord": f"1{r.randint(11, 14)}-{num(r, 7)}-{num(r, 7)}",
        "asin": "B0" + pick(r, UPPER_ALNUM, 8),
        "u": uuid4(r),
        "u2": uuid4(r),
        "cid": "amzn1" + ".application-oa2-client." + hexs(r, 32),
        "ts": "2039" + num(r, 9),
        "n": str(r.randint(1, 9)),
        "fba": "FBA" + pick(r, UPPER_ALNUM, 9),
        "sel": "A" + pick(r, UPPER_ALNUM, 13),
        "feed": num(r, 11),
    }


def _shopify(r: Random) -> dict[str, str]:
    return {
        "hmac": b64(r, 32),
        "hmac2": b64(r, 32),
        "u": uuid4(r),
        "shop": r.choice(("qianhai-maker", "qhm-global", "qhm-maker-eu", "makerparts-us")),
        "oid": num(r, 13),
        "cid": hexs(r, 32),
        "nonce": pick(r, ALNUM, 24),
        "li": num(r, 14),
        "no": str(r.randint(10001, 99999)),
    }


def _aplus_sig(r: Random) -> dict[str, str]:
    sig = b64(r, 256)
    return {
        "sigurl": quote(sig, safe=""),
        "sig": sig,
        "cid": pick(r, UPPER_ALNUM, 16),
        "d": _day(r),
        "t": hhmmss(r),
        "u": uuid4(r),
        "pid": f"203905{_day(r)}1940108" + num(r, 17),
    }


def _app_ids(r: Random) -> dict[str, str]:
    return {
        "appid": "2021" + num(r, 12),
        "sbx": "9021000" + num(r, 9),
        "pid": "2088" + num(r, 12),
        "wx": "wx" + hexs(r, 16),
        "mch": "16" + num(r, 8),
        "sp": "16" + num(r, 8),
        "agent": num(r, 10),
        "corp": "ding" + hexs(r, 16),
        "cli": "cli_" + hexs(r, 16),
        "tk": hexs(r, 16),
        "uid": "1" + num(r, 15),
        "tappid": "13" + num(r, 8),
        "uin": "1000" + num(r, 8),
        "aws": num(r, 12),
        "lwa": "amzn1" + ".application-oa2-client." + hexs(r, 32),
        "pk": "a1" + pick(r, ALNUM, 9),
        "dn": "QM-LP" + pick(r, UPPER_ALNUM, 8),
        "d": date2039(r),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "alipay_trade_ids",
        (
            "支付宝退款卡住：trade_no=⟨tn⟩ out_trade_no=⟨otn⟩，"
            "alipay.trade.fastpay.refund.query 返回 REFUND_SUCCESS，但我们库里状态没改",
            "| out_trade_no | trade_no | buyer_id | 金额 |\n|---|---|---|---|\n"
            "| ⟨otn⟩ | ⟨tn⟩ | ⟨bid⟩ | ¥⟨amt⟩ |",
            "notify_id=⟨nid⟩&notify_type=trade_status_sync&trade_status=TRADE_SUCCESS"
            "&trade_no=⟨tn⟩&app_id=⟨appid⟩",
            "2039-05-⟨d⟩ ⟨t⟩.311 INFO  AlipayNotifyController - verified notify trade_no=⟨tn⟩ "
            "seller_id=⟨sid⟩ total_amount=⟨amt⟩",
        ),
        _alipay_ids,
    ),
    Kind(
        "alipay_public_keys",
        (
            "alipay-public-key: ⟨pk⟩   # 支付宝公钥（⟨env⟩，不是应用私钥！公钥可以放 Apollo 明文）",
            "支付宝公钥（开放平台 → 开发设置 → 接口加签方式 → 查看支付宝公钥，⟨env⟩）：\n⟨pem⟩",
            'config.setAlipayPublicKey("⟨pk⟩"); // ⟨env⟩',
            "证书模式下请求参数里带的是 app_cert_sn=⟨sn⟩ 和 "
            "alipay_root_cert_sn=⟨rsn1⟩_⟨rsn2⟩ (⟨env⟩)",
        ),
        _alipay_pub,
    ),
    Kind(
        "alipay_notify_signatures",
        (
            "回调验签失败的那条：sign_type=RSA2&sign=⟨sigurl⟩&charset=utf-8 —— "
            "原因是 rsaCheckV1 前把 sign_type 也拼进去了",
            "AlipaySignature.rsaCheckV1 返回 false，out_trade_no=⟨otn⟩，sign=⟨sig⟩",
            "[alipay-sdk] ⟨ts⟩ request: app_id=⟨appid⟩&method=alipay.trade.query"
            "&sign_type=RSA2&timestamp=⟨ts⟩ sign: ⟨sig⟩",
            "```\nPOST /callback/alipay\nout_trade_no=⟨otn⟩&sign=⟨sigurl⟩&sign_type=RSA2\n```",
        ),
        _alipay_sign,
    ),
    Kind(
        "wechatpay_order_ids",
        (
            "微信支付订单 transaction_id=⟨tx⟩ 对应我们 out_trade_no=⟨otn⟩，"
            "用户说扣款了但订单还是待支付",
            '{"appid":"⟨appid⟩","mchid":"⟨mch⟩","out_trade_no":"⟨otn⟩","transaction_id":"⟨tx⟩",'
            '"trade_state":"SUCCESS","success_time":"2039-05-⟨d⟩T⟨t⟩+08:00"}',
            "prepay_id=⟨pp⟩ 两小时过期，前端重复拉起支付要复用同一个",
            "退款单号 refund_id ⟨rf⟩ / out_refund_no ⟨orf⟩ 状态 PROCESSING 超过 3 天了，提工单",
        ),
        _wx_ids,
    ),
    Kind(
        "wechatpay_serials_and_signatures",
        (
            "回调 header：\nWechatpay-Serial: ⟨ser⟩\nWechatpay-Timestamp: ⟨ts⟩\n"
            "Wechatpay-Nonce: ⟨nonce⟩\nWechatpay-Signature: ⟨sig⟩\n"
            "Wechatpay-Signature-Type: WECHATPAY2-SHA256-RSA2048",
            'Authorization: WECHATPAY2-SHA256-RSA2048 mchid="⟨mch⟩",nonce_str="⟨nonce⟩",'
            'signature="⟨sig⟩",timestamp="⟨ts⟩",serial_no="⟨ser⟩"',
            "商户证书序列号 ⟨ser⟩ 下月过期；平台证书已切到微信支付公钥 ⟨pkid⟩",
            "验签失败: serial ⟨ser⟩ not found in platform certificate cache (nonce ⟨nonce⟩)",
        ),
        _wx_sig,
    ),
    Kind(
        "wechatpay_certificates_and_public_key",
        (
            "wechatpay_⟨ser⟩.pem（平台证书，公开的，可以进仓库）：\n⟨cert⟩",
            "商户 API 证书 apiclient_cert.pem（商户号 ⟨mch⟩，证书本身公开，"
            "私钥另存 KMS）：\n\n⟨cert⟩",
            "微信支付公钥 pub_key.pem (⟨pkid⟩)：\n⟨pub⟩",
            "platform_certificates:\n  - serial_no: ⟨ser⟩\n    effective_time: 2039-05-01\n"
            "    pem: |\n⟨cert_y⟩",
        ),
        _wx_cert,
    ),
    Kind(
        "unionpay_transaction_ids",
        (
            "银联 queryId=⟨qid⟩ orderId=⟨oid⟩ txnTime=⟨tt⟩ 对账单里找不到，respCode=00",
            "accessType=0&bizType=000201&merId=⟨mer⟩&orderId=⟨oid⟩&queryId=⟨qid⟩&respCode=00"
            "&signMethod=01&signature=⟨sig⟩&traceNo=⟨trace⟩&txnAmt=⟨amt⟩&txnTime=⟨tt⟩",
            "| merId | orderId | queryId | settleDate |\n|---|---|---|---|\n"
            "| ⟨mer⟩ | ⟨oid⟩ | ⟨qid⟩ | ⟨sd⟩ |",
            "UnionPay 异步通知验签通过 (signMethod=01)，traceNo ⟨trace⟩ / "
            "queryId ⟨qid⟩ 金额 ⟨amt⟩ 分",
        ),
        _unionpay,
    ),
    Kind(
        "amazon_sp_api_ids",
        (
            "订单 ⟨ord⟩ (ASIN ⟨asin⟩) 在 getOrderItems 返回 403 —— "
            "是 restricted data token 的问题，不是 LWA",
            "SP-API app id amzn1.sp.solution.⟨u⟩，LWA client_id ⟨cid⟩（公开的 id，可以写在 wiki）",
            "reportDocumentId: amzn1.spdoc.1.4.na.⟨u⟩.T⟨ts⟩.⟨n⟩ (GET_FLAT_FILE_ALL_ORDERS)",
            "FBA 入库单 ⟨fba⟩ 到 ONT8 了，SellerId ⟨sel⟩，marketplace ATVPDKIKX0DER",
            "x-amzn-RequestId: ⟨u2⟩\nx-amzn-RateLimit-Limit: 0.0167\nfeedId: ⟨feed⟩",
        ),
        _amazon,
    ),
    Kind(
        "shopify_ids_and_webhook_hmac",
        (
            "X-Shopify-Hmac-Sha256: ⟨hmac⟩\nX-Shopify-Topic: orders/paid\n"
            "X-Shopify-Webhook-Id: ⟨u⟩\nX-Shopify-Shop-Domain: ⟨shop⟩.myshopify.com",
            "gid://shopify/Order/⟨oid⟩ (#QM⟨no⟩) 的 fulfillment 被重复创建了两次，line item ⟨li⟩",
            "Shopify OAuth 跳转：https://⟨shop⟩.myshopify.com/admin/oauth/authorize?"
            "client_id=⟨cid⟩&scope=read_orders,write_fulfillments"
            "&redirect_uri=https://erp.qhmaker.cn/shopify/callback&state=⟨nonce⟩",
            "webhook HMAC 不匹配：expected ⟨hmac⟩ got ⟨hmac2⟩ —— body 被 express.json() 改过了",
        ),
        _shopify,
    ),
    Kind(
        "alipay_plus_request_signatures",
        (
            "Alipay+ 请求头：\nclient-id: ⟨cid⟩\nrequest-time: 2039-05-⟨d⟩T⟨t⟩+08:00\n"
            "signature: algorithm=RSA256,keyVersion=1,signature=⟨sigurl⟩",
            "响应验签失败，response-signature=⟨sigurl⟩ —— 用了 sandbox 的 Alipay+ 公钥",
            "paymentRequestId ⟨u⟩ / paymentId ⟨pid⟩ 状态 PROCESSING，inquiryPayment 每 5s 轮询",
            "A+ 的 signature 是对 `POST /ams/api/v1/payments/pay\\n⟨cid⟩.2039-05-⟨d⟩T⟨t⟩+08:00."
            "{body}` 签的，值 ⟨sig⟩ 每次请求都不同",
        ),
        _aplus_sig,
    ),
    Kind(
        "public_app_and_account_ids",
        (
            "支付宝应用 APPID ⟨appid⟩ (沙箱 ⟨sbx⟩)、商户 PID ⟨pid⟩ —— 这些都是公开标识，不是密钥",
            "微信小程序 appid ⟨wx⟩，商户号 mchid ⟨mch⟩，服务商 sp_mchid ⟨sp⟩",
            "钉钉 AgentId ⟨agent⟩ / corpId ⟨corp⟩；飞书 app_id ⟨cli⟩，tenant_key ⟨tk⟩",
            "账号对照：阿里云 UID ⟨uid⟩，腾讯云 APPID ⟨tappid⟩ / UIN ⟨uin⟩，AWS account ⟨aws⟩ "
            "(us-west-2)",
            "Amazon LWA client_id ⟨lwa⟩ 已填进 Seller Central 的 OAuth redirect 配置 (⟨d⟩)",
            "IoT 平台打印机产品 ProductKey ⟨pk⟩，DeviceName ⟨dn⟩"
            "（DeviceSecret 在产线烧录，不在这）",
        ),
        _app_ids,
    ),
)
