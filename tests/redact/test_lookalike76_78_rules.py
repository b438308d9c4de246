"""The rules that came from the seventy-sixth to seventy-eighth look-alike corpora (an
Indonesian-Filipino microfinance app, an Egyptian-Jordanian tutoring platform and an
Icelandic-Faroese fish-auction and cold-chain company; each holdout studied as tuning data
once it had been scored).

Kept: an AEAD tag and an IV named as such ("tag … iv …", "auth tag (…)"), the names in a
SigV4 ``SignedHeaders=`` list, Tap Payments' charge ids, and a value the note calls public
in a clause that ends there ("… is publiek (…)"), a one-time code the note says expired, a
build cache's key, PayMongo's payment intent client key. Taken: Paymob, Rapyd and 1Password
account secret keys by their shapes, ``glab variable set`` with flags before ``--value``,
curl's ``--cert <file>:<password>``, a ``cloudflared service install`` token, Moodle's
``passwordsaltmain``, BigBlueButton's ``securitySalt``, passwords after Arabic "كلمة السر"
and Icelandic and Faroese "lykilorð", "aðgangsorð", "loyniorð", Icelandic "fyrir" and
Indonesian "dari" and "yang" in a name's gap, sixteen or more random letters after
"password:" with words after them, and Atlassian and Bitbucket access tokens."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

_ATLASSIAN_TOKEN = (
    "ATCTT3xFfGN0Vq7Lm2xR9kT4wZp3Nc8Yb1Hs6Dj0Fg5Kl9Mn2Qr7Tv4Wx8Za3Bc6Ef1Gh5Jk9Lm2No7Pq0Rs4Tu8V"
    "w3Xy6Za9Bc2De5Fg8Hi1Jk4Lm7No0Pq3"
)
_CLOUDFLARED_TOKEN = (
    "eyJhIjoiN2MxZTlhM2Y1YjJkOGU0YTZjMGYxYjlkM2U3YTVjMmYiLCJ0IjoiMGI4ZDZmNGEtMmM5ZS0xYjdkLTVm"
    "M2EtOGM2ZTRiMmQwZjlhIiwicyI6IlZxN0xtMnhSOWtUNHdacDNOYzhZYjFIczZEajBGZzVLbDlNbjJRcjdUdjQ9In0="
)


@pytest.mark.parametrize(
    "text",
    [
        "decrypt failed: tag 5E8A1C3F7B9D2E4A6C8F0B1D3E5A7C9F iv 9F2B4D6E8A0C1E3F5B7D9A2C — cut",
        "the IV (7B9D2E4A6C8F0B1D3E5A7C9F) and the auth tag (3C8F0B1D3E5A7C9F5E8A1C3F7B9D2E4A)",
        "Authorization: AWS4-HMAC-SHA256 Credential=…/20361130/eu-north-1/kms/aws4_request, "
        "SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=<sig>",
        "charge chg_KW21M7381044902Gq4T8816305 status CAPTURED, customer cus_M3",
        "merchant_id 10000100 en merchant_key q4tx8mzkv2rwb is publiek (dit staan in die HTML)",
        "Lykilorðið er geymt í 1Password undir Mosquitto.",
        "Natutunan ko ngayon: OTP 482913 expired after 5 min — 3 beses",
        "Gradle build cache hit: key 7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f for :app:compileKotlin",
        "client_key ng payment intent (para sa 3DS): "
        "pi_Kq3Lm9Xv2Rt7Wp4Zc8Bn1Hy5_client_Vq7Lm2xR9kT4wZp3Nc8Yb1Hs",
        "Password: Protection is enabled for the staging site",
        "كلمة السر موجودة في Secrets Manager من زمان",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "Paymob secret key pasted in the bundle: "
            "egy_sk_live_7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a — rotate",
            "egy_sk_live_7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a",
        ),
        (
            "Rapyd (sandbox): rsk_3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f7b9d — x",
            "rsk_3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f7b9d",
        ),
        (
            "Hemmelig nøgle til 1Password: A3-Q7WK2M-58TR6B-HNP4C-X9D2F-LK83V-ZR5MT (Eyðun)",
            "A3-Q7WK2M-58TR6B-HNP4C-X9D2F-LK83V-ZR5MT",
        ),
        (
            "glab variable set RAPYD_SECRET_KEY --masked --protected --value Kq3Lm9Xv2Rt7Wp4Zc8Bn",
            "Kq3Lm9Xv2Rt7Wp4Zc8Bn",
        ),
        (
            "curl --cert school-cliq.p12:Vq7!Lm2x:R9k#T4 --cert-type P12 https://openapi.example.jo",
            "Vq7!Lm2x:R9k#T4",
        ),
        (f"sudo cloudflared service install {_CLOUDFLARED_TOKEN}", _CLOUDFLARED_TOKEN),
        (
            "$CFG->passwordsaltmain = 'p9X|Kd!r{3:Nb-L+?wq(md|z2QV>?{)';",
            "p9X|Kd!r{3:Nb-L+?wq(md|z2QV>?{)",
        ),
        (
            "/etc/bigbluebutton/bbb-web.properties:\nsecuritySalt=Tq8Wv3Kz7Lm2Rp9Xc4Bn6Hy1Df5Gs0",
            "Tq8Wv3Kz7Lm2Rp9Xc4Bn6Hy1Df5Gs0",
        ),
        (
            "ملاحظة: كلمة السر الجديدة لحساب الأدمن على Moodle صارت Qasr.amra?5821، بس",
            "Qasr.amra?5821",
        ),
        (
            "Lykilorðið á admin-aðganginum að Mosquitto er Hekla+Katla+Grálúða+27 — Halla breytir",
            "Hekla+Katla+Grálúða+27",
        ),
        ("Aðgangsorð fyrir SMS-gáttina er nú 7YuW*LD2kfQGpx, sett í nóvember.", "7YuW*LD2kfQGpx"),
        (
            "• Loyniorðið til gáttina gw-tor-044 er Sild.Toskur.Vagur.5521#, Jógvan veit",
            "Sild.Toskur.Vagur.5521#",
        ),
        (
            "PSK fyrir gátt gw-tor-027 (ekki í git!): 5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f2b4d6e8a",
            "5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f2b4d6e8a",
        ),
        (
            "Pinalitan ni Jun ang Dragonpay password: qTRvWzKmpLdHxNbYcFsJ na ngayon.",
            "qTRvWzKmpLdHxNbYcFsJ",
        ),
        ("• password RDS yang bocor di log: Semanggi*Puhunan8842#", "Semanggi*Puhunan8842#"),
        ("OTP 482913 para sa login ni Ana", "482913"),
        (f"Repository access token (pipeline:write): {_ATLASSIAN_TOKEN}", _ATLASSIAN_TOKEN),
    ],
)
def test_a_secret_is_taken(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


def test_a_public_key_of_paymob_is_kept() -> None:
    assert_kept("egy_pk_live_7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a")


def test_gh_flags_alone_still_take_nothing() -> None:
    assert_kept("gh secret set API_TOKEN --repo acme/web")
    assert_kept("gh secret set API_TOKEN --env production --app actions")


def test_a_note_about_the_moodle_setting_keeps_it() -> None:
    assert_kept("the passwordsaltmain setting is documented at https://docs.moodle.org/")


def test_a_key_s_128_bit_iv_is_still_taken() -> None:
    # Widevine's provider signing credentials are a key and an IV (lookalike49): only a
    # 96-bit value, AES-GCM's nonce, is kept for being called an IV.
    assert_scrubbed(
        "signing (prod): key 5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f,"
        " IV 3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a. Not in git!",
        "3c8f0b1d3e5a7c9f5e8a1c3f7b9d2e4a",
    )
