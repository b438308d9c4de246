"""The rules that came from the ninety-first to ninety-third look-alike corpora (each holdout
scored once, then studied as tuning data).

From ``lookalike91`` (a Nigerian-Ghanaian payments startup; English, Nigerian Pidgin, Yoruba,
Twi): kept, a ``ref``/``reference`` before an id, OPay's and Mono's public keys, an EKS
cluster's OIDC issuer, an OpenPGP fingerprint in groups of four, a Sentry DSN's key; taken,
OPay's private key, Pidgin "na" ("the password na …"), Yoruba "fún … ni" and "tuntun", a
secret's name given as the aside ("Ọ̀rọ̀ìgbaniwọlé (password) fún … ni …").

From ``lookalike92`` (a Swedish-Norwegian grocery chain): kept, BankID's ``orderRef`` (any
``…Ref``), an OIDC ``sid``, Azure's HMAC header (``SignedHeaders=…&Signature=…``), an HMAC
"räknade fram" (computed), an OCSP response, a value masked as ``AQE***redacted***``;
taken, Norwegian, Danish and Swedish key words ("hemmelig nøkkel:", "SAS-nøkkel …:",
"Admin-nyckeln …:", "integrasjonsnøkkel").

From ``lookalike93`` (a Shenzhen export company; Chinese and English): kept, WeChat Pay's
signing scheme in ``Authorization``, UnionPay's signed answer, "expected … got …", a
webhook body's ``"sign"``, a template asking for the value ("请替换为你的 …"); taken, a DER
private key in base64 on one line (PKCS#8, PKCS#1, SEC1, PKCS#12), Feishu and Lark bot
webhooks, Chinese "密钥", "口令" and "令牌"."""

from __future__ import annotations

import base64

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

# The head of a PKCS#8 private key (SEQUENCE, version 0, the algorithm SEQUENCE), then bytes
_PKCS8 = base64.b64encode(
    bytes.fromhex("308204bc020100300d06092a864886f70d0101010500048204a6308204a20201000282010100")
    + bytes(range(7, 250))
).decode()


@pytest.mark.parametrize(
    "text",
    [
        "PaystackPop.setup({ key: pk, email: 'test@kobolane.ng', ref: '463DIohZNRyzNQo2Qywu' })",
        "cashier/create headers: Authorization: Bearer "
        "OPAYPUB39531373146081421668.2285724602088424, MerchantId: 256097237437612",
        "MonoConnect({ key: 'live_pk_6pyoziz6a4gniu6pyt04', reference: 'mono_ref_rckeat6ogd5q' })",
        "oidc.eks.af-south-1.amazonaws.com/id/DE9C49178B5EB4D2ADDA90A34AFE2879 — IRSA trust policy",
        "gpg key for release tags: 867C E401 3B99 F08B F3FC 2B5F 49D4 A1B2 C3D4 E5F6",
        "| thing | value |\n|---|---|\n| sentry dsn key | 6993311d234860d42ab1f8922eb64cc3 |",
        "Set the variable (password) to the value in the vault",
        "Czech: heslo na server je v trezoru",
        "BankID /rp/v6.0/auth → orderRef edbba2aa-4455-462c-9cfc-ac4360a83986 i loggen",
        "token claims: sub 98022d02-1d29-4daf-93eb-28d11970a25c, sid "
        "3118ead3-66f2-4d33-86af-5ebc736183c2, acr urn:bankid:bid",
        "Authorization: HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256"
        "&Signature=z4iSuIWlKZjI8Q9w8MfkC8x8dFocn+xLypRIuUE1xnE=",
        "HMAC matchade inte: vi räknade fram UD1C4n873/O7o08EZ/TwaE1abRz9g2UpQ/o4rcQLWF8=",
        "Data: ocspResponse xXxL9eG3+Za3ey2YSbKygUOas/n0L5ifDCOjAR8nKpVYjwkflLqt92+PS45z+ta/",
        "INFO config loaded: ADYEN_API_KEY=AQE***redacted*** NETS_SECRET_KEY=[REDACTED]",
        'Authorization: WECHATPAY2-SHA256-RSA2048 mchid="1683743365",nonce_str="x"',
        "respCode=00&signMethod=01&signature=6Ojth1dGMs/eqvMCXnVT0554UuHfzf3e3YR52Z1bWaILu0C1sZo5",
        "webhook HMAC 不匹配：expected soHkcNwxXM+QzkzoQdTn1Y8to/gd+FeIT9mTr9zq57c= got "
        "jFEsloslbLdNWWNlZlaj4udT4ZTdIbTn+ymb8IB0L2g=",
        '飞书 webhook body: {"timestamp":"2188228657",'
        '"sign":"mYtIQlYDQrdtRFL3NDfeO5MwxRysqMwxUp/ZP9aABI4="}',
        '- access_key_secret = "请替换为你的 AccessKey Secret"  # hk-prod',
        "这是公钥：MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA",
        "令牌已经过期了",
        "Den publika nyckeln: d2823410c46f791ba9d72acdeadc6855",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "OPay signs cashier requests with HMAC-SHA512 using "
            "OPAYPRV57099793946316843024.2858685171328508 (merchant 256092169991932)",
            "OPAYPRV57099793946316843024.2858685171328508",
        ),
        (
            "Oga Emeka talk say the Metabase admin password na Shito#Agege#5027! — no post am",
            "Shito#Agege#5027",
        ),
        (
            "Smile ID prod api key na cad5c121-d0d0-462b-8281-c72c50a6d62f — partner 5929",
            "cad5c121-d0d0-462b-8281-c72c50a6d62f",
        ),
        (
            "Ọ̀rọ̀ìgbaniwọlé (password) fún staging RDS ni Lekki_Yaba_9604$, ẹ má ṣe fi ránṣẹ́",
            "Lekki_Yaba_9604$",
        ),
        ("Password tuntun fún Sentry admin: Agege#Kwahu#8061! — Bayo ló ṣe é", "Agege#Kwahu#8061"),
        (
            "Worldline/Nets merchant 696687842 - hemmelig nøkkel: "
            "live-secret-key-33a6356e7f54c690d26422918e267ddd",
            "live-secret-key-33a6356e7f54c690d26422918e267ddd",
        ),
        (
            "SAS-nøkkel for policyen RootManageSharedAccessKey på sb-skg/orders: "
            "ggKjJGqe5eKSM2GXPYPacs1c0/jNxJvCHeaolYbwjoU=",
            "ggKjJGqe5eKSM2GXPYPacs1c0/jNxJvCHeaolYbwjoU=",
        ),
        (
            "Admin-nyckeln för Algolia (INTE search-only): d2823410c46f791ba9d72acdeadc6855",
            "d2823410c46f791ba9d72acdeadc6855",
        ),
        (
            "Opsgenie integrasjonsnøkkel (swish-callback): fea16b8c-b202-4d53-8864-216f3fe7a9db",
            "fea16b8c-b202-4d53-8864-216f3fe7a9db",
        ),
        (f'config.setPrivateKey("{_PKCS8}");', _PKCS8),
        (
            "FEISHU_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/"
            "0494e325-9d17-4499-ab56-c9aca6e4e3bb",
            "0494e325-9d17-4499-ab56-c9aca6e4e3bb",
        ),
        ("签名校验密钥 pdLOylIdBiMsB6dC3qA49Q ，别外传", "pdLOylIdBiMsB6dC3qA49Q"),
        (
            "堡垒机 (JumpServer) 临时账号 lin.wei 的口令：Nanshan@Tiger2039&ghVq，周五前收回",
            "Nanshan@Tiger2039&ghVq",
        ),
        # Guards of earlier rules the round first broke: Czech "na" ("on") is no copula,
        # and AFIP's "Sign" beside its "Token" is the credential, not a message's signature
        (
            "Heslo pro SCRAM uživatele sepa-inst na clusteru kafka-ost1 je "
            "jWpAm!akFuH90Rq!Poba%dpFHfjt.",
            "jWpAm!akFuH90Rq!Poba%dpFHfjt",
        ),
        (
            '{"Token": "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiIHN0YW5kYWxvbmU9InllcyI", '
            '"Sign": "zua4PJjwIyqqSx1Zro/rryDUsSP0DxiQz4Fpox8lx9g+NqstB8WotJjHfMAA1jsGCKQRJX"}',
            "zua4PJjwIyqqSx1Zro/rryDUsSP0DxiQz4Fpox8lx9g+NqstB8WotJjHfMAA1jsGCKQRJX",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
