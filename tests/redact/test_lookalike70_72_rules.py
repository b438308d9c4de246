"""The rules that came from the seventieth to seventy-second look-alike corpora (an
Argentine-Uruguayan agri-payments company, a German-Danish warehouse-robotics firm and a
Japanese-Korean elder-care SaaS; each holdout studied as tuning data once it had been
scored).

Kept: a Nets Easy checkout key (public, for the page) and a Mailgun-shaped ``key-…`` inside
a hyphenated name, a public API key (``PAYWAY_PUBLIC_API_KEY``), masks after a prefixed id
(``APP_USR-6170****…2795``) and the visible start of a masked key (``sk_live_••••…``),
request-signing scheme names (``V2-HMAC-SHA256``), Toss client keys, and a note that says
where secrets are kept ("todos en Secrets Manager"). Taken: CircleCI personal tokens,
PAY.JP webhook tokens, and ``glab variable set`` / ``gh secret set`` values."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        '    checkoutKey: "live-checkout-key-7a1c9e3f5b2d8e4a6c0f1b9d3e7a5c2f",',
        "- Nets checkout key (public) live-checkout-key-0b8d6f4a2c9e1b7d5f3a8c6e4b2d0f9a",
        "PAYWAY_PUBLIC_API_KEY=c5e3a1f9b7d2e8c4a6f0b1d3e5a7c9f2",
        "MP_ACCESS_TOKEN=APP_USR-4821************************9c3e  (masked by the panel)",
        "PAY.JP 秘密鍵: sk_live_••••••••••••••••••••7f1a (管理画面で確認)",
        "Authorization: V2-HMAC-SHA256, Signature: 5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f",
        "| Toss client key | live_ck_Xq7Lm2Rv9Tk4Wp8Zc1Bn6Hy3 |",
        "tokens y passwords: todos en Secrets Manager, nada en el task def",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Mailgun: key-3ax6xnjp29jd6fds4gc373sgvjxteol0", "key-3ax6xnjp29jd6fds4gc373sgvjxteol0"),
        (
            "PAYWAY_PRIVATE_API_KEY=c5e3a1f9b7d2e8c4a6f0b1d3e5a7c9f2",
            "c5e3a1f9b7d2e8c4a6f0b1d3e5a7c9f2",
        ),
        (
            "| Toss secret key | live_sk_Xq7Lm2Rv9Tk4Wp8Zc1Bn6Hy3 |",
            "live_sk_Xq7Lm2Rv9Tk4Wp8Zc1Bn6Hy3",
        ),
        (
            "서클CI 개인 토큰 "
            "CCIPAT_Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy_5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f2b4d6e8a",
            "CCIPAT_Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy_5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f2b4d6e8a",
        ),
        (
            "PAY.JP Webhook のトークン: whook_8k2m4p6r9t1v3x5z7b0d2f4h6j8l0n",
            "whook_8k2m4p6r9t1v3x5z7b0d2f4h6j8l0n",
        ),
        (
            'glab variable set SAP_RFC_PASSWORD --value "Vq7!Lm2xR9kT4wZp" --masked --protected',
            "Vq7!Lm2xR9kT4wZp",
        ),
        ('gh secret set DEPLOY_HOOK --body "Rk29dLq0PzR8mN3v"', "Rk29dLq0PzR8mN3v"),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


def test_a_variable_that_is_no_secret_is_kept() -> None:
    assert_kept('glab variable set DEPLOY_REGION --value "eu-central-1"')
