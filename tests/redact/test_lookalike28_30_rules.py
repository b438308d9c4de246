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

import base64
import random

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


def _base64_lines(seed: int, size: int) -> str:
    blob = base64.b64encode(random.Random(seed).randbytes(size)).decode()
    return "\n".join(blob[i : i + 76] for i in range(0, len(blob), 76))


KEYTAB = (
    "BQIAAABmAAIAD0hQQy5QRVJBTUVSSS5GSQAEbGRhcAAaanVweXRlci5rYWFtb3MucGVyYW1lcmku\n"
    "ZmkAAAABbOvkewIAEgAgFYzo1U6CCg/6vFhsyj3kG0uAYWFWAQ+ov/iN+TGOmwsAAAACAAAAVgAC\n"
    "AA9IUEMuUEVSQU1FUkkuRkkABGxkYXAAGmp1cHl0ZXIua2FhbW9zLnBlcmFtZXJpLmZpAAAAAWzT"
)
MUNGE_KEY = _base64_lines(7, 128)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "redis-cli -h 10.52.126.8 -p 6379 -a 393b886b-bd2c-4330-95a2-c67f5b3937d6 "
            "--no-auth-warning INFO keyspace",
            "393b886b-bd2c-4330-95a2-c67f5b3937d6",
        ),
        (
            "kadmin -p admin/admin@HPC.EXAMPLE.FI -w 'bAtXMS?izJ-2bn%0wY' -q 'getprinc ytanaka'",
            "bAtXMS?izJ-2bn%0wY",
        ),
        (
            "step ca provisioner add ops --type JWK --create --password-file "
            "<(echo -n 'COlJ=ebtzTtfTE2I*SWn=l-q')",
            "COlJ=ebtzTtfTE2I*SWn=l-q",
        ),
        (
            "mp4decrypt --key dde1382c4388ae1d75a03639ef27dbde:af9d562653fdf4a473ee19d9d3505300 "
            "enc.mp4 clear.mp4",
            "af9d562653fdf4a473ee19d9d3505300",
        ),
        (
            "packager in=v.mp4,stream=video,output=o.mp4 --enable_raw_key_encryption --keys "
            "label=:key_id=5466937ad59527b5a8033085bb037db5:key=86431acd33e8c02607fe5aa4febe9e03",
            "86431acd33e8c02607fe5aa4febe9e03",
        ),
        (
            'secure_link_md5 "$secure_link_expires$uri CpfW7_tCnrsQM31dxj-RUNdQv73eK_xA";',
            "CpfW7_tCnrsQM31dxj-RUNdQv73eK_xA",
        ),
        (
            "echo -n '1834086067/vod/index.m3u8 PJQ7MbKJzeBdnZak6sda8Tkm2-Hk' "
            "| openssl md5 -binary",
            "PJQ7MbKJzeBdnZak6sda8Tkm2-Hk",
        ),
        (
            "ffmpeg -re -i program.ts -c copy -f flv "
            "rtmp://live.twitch.tv/app/live_770765314_iIflSNFSBGlq6Rgmwkh0DRabzBU6CV",
            "live_770765314_iIflSNFSBGlq6Rgmwkh0DRabzBU6CV",
        ),
        (
            "OBS → rtmp://a.rtmp.youtube.com/live2/xbh4-oabg-h3yf-notp-pez3",
            "xbh4-oabg-h3yf-notp-pez3",
        ),
        (
            "Gotcha: FairPlay ASk (team OOUB5XT50C, cert 540565): 2ef115c0d23aeb7adf7e9f20e392b19c",
            "2ef115c0d23aeb7adf7e9f20e392b19c",
        ),
        (
            '{"fairplay": {"ask": "a2a3791ec1419e9ee66033a54902b53b"}}',
            "a2a3791ec1419e9ee66033a54902b53b",
        ),
        (
            "Uyumsoft e-Fatura web servis kullanıcısı araucaria.ws, şifresi w!qdOA.NW9p7XIPhx3",
            "w!qdOA.NW9p7XIPhx3",
        ),
        (
            "• prod DB şifresi geçici olarak aK?#G9Xw9HSQ-wmb~5NH yapıldı",
            "aK?#G9Xw9HSQ-wmb~5NH",
        ),
        (
            "base dc=example,dc=fi\nbinddn cn=nslcd,ou=services,dc=example,dc=fi\n"
            "bindpw vQQ6zd8Wocn8iP.UV3iGzv.Z\ntls_reqcert demand",
            "vQQ6zd8Wocn8iP.UV3iGzv.Z",
        ),
        (
            "> Mdp temporaire du compte mgagnon sur le KSM : zmwf*-7prC3LZ.W**-L%",
            "zmwf*-7prC3LZ.W**-L%",
        ),
        (
            "メモ: W&B の API キー（研究室共有アカウント）: "
            "7f3a9bafae51e719751a6502697f9fbaeedb9eb3",
            "7f3a9bafae51e719751a6502697f9fbaeedb9eb3",
        ),
        (
            "Mattermost incoming webhook: https://chat.example.fi/hooks/uch69xj7qdyfsp6zkbf37uzf95",
            "uch69xj7qdyfsp6zkbf37uzf95",
        ),
        (f"$ base64 -w 76 /etc/krb5.keytab\n{KEYTAB}\n", KEYTAB.split("\n")[1]),
        (
            "kubectl create secret generic nfs-keytab --from-literal=keytab.b64='"
            + KEYTAB.replace("\n", "")
            + "'",
            KEYTAB.replace("\n", "")[:60],
        ),
        (
            f"MUNGE key for the login node (copy to /etc/munge/munge.key):\n\n{MUNGE_KEY}\n",
            MUNGE_KEY.split("\n")[0],
        ),
        (
            f"munge_key_b64: |\n  {MUNGE_KEY.replace(chr(10), chr(10) + '  ')}\n",
            MUNGE_KEY.split("\n")[1],
        ),
        (
            "La clé de signature Widevine (prod, aurorastream) est "
            "ec8d3a87ba527e14f7949b6358d57e34eec22493088ebc7300109751ea68c88b, IV à part.",
            "ec8d3a87ba527e14f7949b6358d57e34eec22493088ebc7300109751ea68c88b",
        ),
        (
            "Google DAI — clé HMAC du stream (réseau 32019378) : "
            "90d3c74a1a687dacc143e9875a98a3c6cffc38c1b1ce4a9bfac49a1fd90a6a85",
            "90d3c74a1a687dacc143e9875a98a3c6cffc38c1b1ce4a9bfac49a1fd90a6a85",
        ),
        (
            "Poznámka: Datadog API klíč pro fleet monitor: 72c7d32299068ccf22e96c1ddf970fdf",
            "72c7d32299068ccf22e96c1ddf970fdf",
        ),
        (
            "Llave de transmisión del canal de YouTube (evento del sábado): "
            "5ol5-vi3o-2ewn-y53f-zyr9",
            "5ol5-vi3o-2ewn-y53f-zyr9",
        ),
        ("HMAC-Schlüssel für den Webhook: 8Jq2mXv7Lp0zRt4kWn6b", "8Jq2mXv7Lp0zRt4kWn6b"),
        (
            "Unseal Key 1: Py9tJBf56KiLUVYdUCNHrdxL5fdjSKoXxGIy\n"
            "Unseal Key 3: +ZlwT+IGqT/zAazmhUIjVfu3cA9l1/XYXUcXQ5rA0w3e\n",
            "+ZlwT+IGqT/zAazmhUIjVfu3cA9l1/XYXUcXQ5rA0w3e",
        ),
        (
            "kid=b3aefb0c-254e-4399-52b8-40fbb97cd3ac key_b64=ADuPm9y+OebHZjBhfYDaJQ==  # AUR-1615",
            "ADuPm9y+OebHZjBhfYDaJQ==",
        ),
        (
            "Réponse CPIX : KID 7ae0f18b-aa94-0ba0-4b6b-7c71456d8666 (public), clé en clair "
            "yXHmL7fgQXp5PrZre+T4fw== — le SPEKE ne chiffrait pas",
            "yXHmL7fgQXp5PrZre+T4fw==",
        ),
        (
            "Unwrapped DEK (version 11) from the vault export, AES-256: "
            "feb17b5a7ad25b59ad2eaa43de75e264fdc3b2118a2b494d115efde987df3d28",
            "feb17b5a7ad25b59ad2eaa43de75e264fdc3b2118a2b494d115efde987df3d28",
        ),
        (
            "Contraseña SRT del feed CDMX → MTL: X%N4eDd_vY*K0PqM9-+y83%xEf5Hw%!u (AES-256)",
            "X%N4eDd_vY*K0PqM9-+y83%xEf5Hw%!u",
        ),
        ("NFCE_CSC=8B881A33-4E60-4989-A853-8E929F2186BA", "8B881A33-4E60-4989-A853-8E929F2186BA"),
        (
            "- Halkbank sanal POS 3D Pay: clientid=112989052, storekey=CWNIAQGJU6A5X9PN17ZWLHPD",
            "CWNIAQGJU6A5X9PN17ZWLHPD",
        ),
        (
            "[security]\nadmin_user = admin\nsecret_key = SCDHiWkMxaATObKpWYYG\n",
            "SCDHiWkMxaATObKpWYYG",
        ),
    ],
)
def test_a_secret_in_a_command_or_foreign_prose_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "redis-cli -h 10.52.126.8 -p 6379 INFO keyspace",
        "Chave de acesso da nota que voltou com cStat 539: "
        "41280451419763000102550070004416571341564595",
        "Trocamos a chave CNPJ 79831127000293 pela aleatória 4b81695e-24a3-4efa-b95e-dc9afcea506f",
        "Empreinte de la clé hôte de enc-live-03.mtl.aurore.lan : SHA256:3f8kQ2Lx",
        "Adyen API anahtarı Vault'ta: secret/data/payments/adyen#api_key — Confluence'a yazmayın.",
        "La clé publique de signature est "
        "MCowBQYDK2VwAyEAq0Lkz5hV3mW9Xy2Tt8Rr1Pp4Nn7Mm6Ll5Kk3Jj2Hh1G",
        "La clé primaire de la table est order_id_2028_v2_partitioned",
        "| maison-perrin 스토어프런트 공개 액세스 토큰: 366d7c0fae2f2fd4e3f5b154294373db |",
        '- Uploading artifacts as "archive" to coordinator... 201 Created  id=263823 '
        "responseStatus=201 Created token=fxnLvAs6",
        "bindpw is read from /etc/nslcd.secret, never from the main file",
        "NFCE_CSC_ID=000001",
        "token = someVeryLongVariableName",
        "token = parseHTTPResponseHeader",
        "Password ID for the vault entry: pw-entry-2028-01",
    ],
)
def test_a_look_alike_beside_those_rules_is_kept(text: str) -> None:
    assert_kept(text)
