"""The rules that came from the twenty-eighth to thirtieth look-alike corpora (a streaming
company's, a university HPC centre's and a retail payments team's notes; each holdout
studied as tuning data once it had been scored). Kept: a ULID, a certificate or public
key's PEM body also when JSON escapes its line breaks, an XML signature's certificate, an
EMV CA public key, an HLS key tag's attributes, a Pix key, a label marked public before
its colon, a 1Password item's id, a player's license key, Elemental Link and IVS ids, a
player's session id in a manifest's query, an SPKI pin, a codec's configuration, a
credential word that is a host name's first label, a transaction id, a key group, a
timestamp after a password word. Taken: the keys of card payments named by abbreviation,
a key seed, a versioned name, a merchant key, a password whose name an adjective or a
"de" phrase separates from its colon."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

PEM_LINES = (
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAjN5PNoBsQaIoeiKyTLb4",
    "l6/mmPSYlRYmYuVP9+0pH+iDaL+Ujc03zhdxj2Ym9T4p3lNzJAHlaz6//0cR0aOh",
    "TjfgpQFfzo4t94d2E2xPiYm+BCFXuiw3vm+j1bWjjgdxKXk4/IVQlggb1vjUOFJt",
)
ESCAPED_PEM = "\\n".join(("-----BEGIN PUBLIC KEY-----", *PEM_LINES, "-----END PUBLIC KEY-----"))


@pytest.mark.parametrize(
    "text",
    [
        "Gotcha: Asset ast_01HKR07DF5RBH103X8CEQ05DF6 stuck in 'preparing'",
        "job 01HTJPWEWCZP3ZW8D98DZVW2YP finished",
        f'{{"EncodedKey": "{ESCAPED_PEM}", "Name": "cf-signer"}}',
        "<X509Data><X509Certificate>MIIHqKAP2KxkG7Oz8xfvACRW5HzBhuhwi7hb5hxTgQbE1qzmUMI6wVXmm9hj"
        "xueNcs0vdo2aYeHCD4GElB7nUcokIpWDMjj9crQhx1C9ima2fuyfTorLXibX</X509Certificate></X509Data>",
        '<CAPK rid="A000000004" index="EF" exponent="010001">\n'
        "1A7BF21DE1B27EB1CF1F6E58AD4B0A10575A062D996FD1072AE3EE42B5E70B8A\n"
        "B44AFC640DF023F12147CBBA12B8F7B839AC14425662704BD0984B8F1B4FE6FE\n</CAPK>",
        '#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,URI="skd://kid=1",KEYFORMAT="com.apple.streamingkeydelivery"',
        '{"key":"5a194577-dce4-44f5-a6e7-f325ec8f183b","keyType":"EVP","account":{"branch":"0001"}}',
        "Conviva customer key (publique, dans le bundle web 8.201.0) : "
        "185dc993d53357062b17c337c4f2924bcd2ce379",
        "# lfortin, voir le coffre 1Password « Vidéo prod » (xjvck4m7xrw8nphretfv3gcp9o)",
        "new bitmovin.player.Player(el, { key: '363030c0-1a34-456e-ad28-041d1c88f50a' })",
        '<mux-player playback-id="HAbJNktVvqZPwjHiuTrV4AxAYwhNi7dYsfFK" '
        'env-key="e46k44fqwidt4m9n1dri1gplga"></mux-player>',
        "Nota: Elemental Link hd-m4wqh2smvglwjyk9voqiojn3 sin señal desde las 6:00",
        "IVS stream session st-spHUXhjKsxxDPDcwUORLX8iGVA ended: StreamTakeoverInvalidPriority",
        "/v1/session/nl2y9sqf83/live/index.m3u8?aws.sessionId=6ca0e9f7-f3a9-4308-b033-6fa9501d2b62",
        "CloudFront log: GET /live/index.m3u8?_HLS_msn=4980 200 Hit "
        "sid=be8077fb-474d-4433-8aa7-d1aa036b17ba",
        "- Pins SPKI de la app iOS para keys.aurore.video: "
        "nzdPX2yZKCpVuxgtwVifxXrrQBz3gHyAPOIhbiccQuU= (actual)",
        '<QualityLevel FourCC="H264" '
        'CodecPrivateData="01640028FFE1001367640028AC516C8B798D7D83DF68E7">',
        "hvcC del renglón 2160p: AQIgAAAAkOkkBdEaSVZaD9IxXcNUNGdOaP46u2qvC7SKfyUXuvi/ub3FOdez",
        "AudioSpecificConfig 1390 (AAC-LC) ; sprop Z2QAKKwJhDgj4ystvrwL4CtlZV4r33o=",
        '{"endToEndId":"E60746948202804041934b2imLSt4lmk","txid":"0lAvGHdekpmz0wYhZl0Oi30L8EZVBQDTac1"}',
        "Key group 09fcd24e-e066-41ef-a17c-e78448e92773 has two public keys",
        "el asset es A8YSzDfAHs4g0ebKTy8l3WZgeInjbqkxO8R0UWIC",
        "SaslAuthenticationException: Authentication failed: Invalid username or password "
        "(2028-06-08T07:34:01Z)",
        "Android key hash for the Facebook login dashboard: Z51UV+YctrhhehJeQAsy8sQdN1k=",
        'the API token call failed for "sub": "auth0|7231287a66c4f37a5dd07abe"',
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "PLAYREADY_KEY_SEED=tw56J1N1+dqrQKM08hsJF9vWaTtcr8TXGqBMa2Al",
            "tw56J1N1+dqrQKM08hsJF9vWaTtcr8TXGqBMa2Al",
        ),
        (
            "TOKEN_VAULT_DEK_V5=yzcWsbNF5tFdoRKncj/K02T3gfdkCt1g4OwgOfRdS4w=",
            "yzcWsbNF5tFdoRKncj/K02T3gfdkCt1g4OwgOfRdS4w=",
        ),
        (
            "Not: BDK de produção para injeção nos PIN pads: "
            "65132A481A01007995CB63DA21FD1F96 (KCV 53A643)",
            "65132A481A01007995CB63DA21FD1F96",
        ),
        ("ZMK=1CD0EB04A1A9BCC3895239E05B174B31", "1CD0EB04A1A9BCC3895239E05B174B31"),
        ("API_KEY_V2=Wq83nZk0pLx7Yt2vBm4cRt5u", "Wq83nZk0pLx7Yt2vBm4cRt5u"),
        (
            "MERCHANT_KEY=3BX5YMWV625IF2A1BLRNRKIZVJICTEXQM1YVZQQM",
            "3BX5YMWV625IF2A1BLRNRKIZVJICTEXQM1YVZQQM",
        ),
        (
            "- senha temporária do usuário sefaz_ws: ERRNgsQ.X*%uTK8qL6ZX",
            "ERRNgsQ.X*%uTK8qL6ZX",
        ),
        (
            "Password del PFX sso-adfs.pfx (thumbprint 10229EBD): UOG^Curk3jXC*?FxqFvk",
            "UOG^Curk3jXC*?FxqFvk",
        ),
        (
            "- [x] senha de enable que o oxidized usa nos ZTE: 5Hi3V7j4RF*xOlaPXRkR",
            "5Hi3V7j4RF*xOlaPXRkR",
        ),
        (
            "Le mot de passe admin du Grafana de staging est ra1#+1E*COwJQFp~UN",
            "ra1#+1E*COwJQFp~UN",
        ),
        (
            "PHPSESSID=9hb1u0b7d8k3lq2v6n4m5c0p1a on https://shop.example.com/cart?x=1",
            "9hb1u0b7d8k3lq2v6n4m5c0p1a",
        ),
        (
            "signing key for keys.example.com: Qm9vbGVhbktleTEyMzQ1Njc4OTBhYmNkZWZnaGlqa2xtbm9w",
            "Qm9vbGVhbktleTEyMzQ1Njc4OTBhYmNkZWZnaGlqa2xtbm9w",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
