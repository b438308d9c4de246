"""The rules that came from the thirty-seventh to thirty-ninth look-alike corpora (an
airline's, a hospital network's and a smart-lock maker's notes; each holdout studied as
tuning data once it had been scored). Kept: constants and template references written where
a token could stand, DNS-SD instance names, container images by digest, installers' file
names, Duffel ids, WeChat openids and template ids, Key Vault references, Cosmos DB
continuation tokens, a keyed function's example output, a command that reads a secret.
Taken: password words in Catalan, Basque, Afrikaans, Swahili, Zulu and Korean, "secret" in
Dutch and Afrikaans, key words in Catalan, Swahili and Zulu, Azure's key listings, M-Pesa's
passkey, Flutterwave's secret hash, service account key files in base64, Sabre, Ed25519
PKCS#8 and Kakao keys, Thread datasets and network keys, BlueZ pairing keys, ``openssl ec
-text``'s private rows, seeds on command lines, Orthanc's users, Tuya SDK calls, ossutil's
secret, HMAC keys from hex, and commands after CJK punctuation."""

from __future__ import annotations

import base64
import json

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

_KEY_FILE = {
    "type": "service_account",
    "project_id": "hra-artifacts",
    "private_key_id": "d42825b73b939a2c16b6bc41cedcca6e2478bc80",
    "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n"
    "-----END PRIVATE KEY-----\n",
    "client_email": "gar-push@hra-artifacts.iam.gserviceaccount.com",
}
_KEY_FILE_B64 = base64.b64encode(json.dumps(_KEY_FILE, indent=2).encode()).decode()
_SCHEMA_B64 = base64.b64encode(
    json.dumps({"type": "record", "name": "Encounter", "fields": ["x" * 300]}).encode()
).decode()


@pytest.mark.parametrize(
    "text",
    [
        "apiV3Key: ${WXPAY_API_V3_KEY}",
        "docker login -u _json_key_base64 --password-stdin https://europe-southwest1-docker"
        '.pkg.dev <<< "${{ secrets.GAR_JSON_KEY_B64 }}"',
        "E (1621) wifi: password incorrect, reason 15 (4WAY_HANDSHAKE_TIMEOUT)",
        "operational instance name 046CF4AA197239A6-ECE20BA8F30ED247._matter._tcp.local",
        "    Image ID:       europe-southwest1-docker.pkg.dev/hra-artifacts/integracion/"
        "mirth3@sha256:0a9f4aa32a11b54a0a6e1c3c1c2aa6b2f8e61d0b7e8a1f7f4e0d2c8b6a4e2f1c",
        "9a44f141ab00d8f44e4952974d812fdeec37347abdd03f0e7fe5ef7d7f945aab  "
        "JamsoeFactoryTool-3.2.7-setup.exe",
        "**Ops-JNB:** Ofa off_0000Al0qj8XKumT3AaACMfQYLW imekubaliwa",
        "测试用户 openid oBsqI_wbXFINUKO7dyE2quv0yhRh",
        '{"touser":"oqkwrM1_wchLVBGU8PavuLozu1Ko","template_id":"x"}',
        "wx.requestSubscribeMessage({ tmplIds: ['JlAkvJw2xrtFW5w_HjPiqCffdrpKSScRZ1N57O355CC',"
        " 'Ra1L_yqY1Eghu2Uc3ZlMhuswYkjZOUJ9SlFSNrPVBa4'] })",
        "App setting on app-umoya-ndc: DARAJA_CONSUMER_SECRET = "
        "@Microsoft.KeyVault(VaultName=kv-umoya-ndc;SecretName=daraja-consumer-secret)",
        'x-ms-continuation: {"token":"-RID:~URkKXuWy3/h2DgAAAAAAAA==#RT:1#TRC:10#ISV:2#IEO:65567"}',
        "geheim flw-secret-key in kv-umoya-payments is nou weergawe "
        "ecd38820b53b6bcbae9680c0dba534e2",
        "pseudo_id = HMAC-SHA256(NHC, clave en Vault). Ejemplo de salida: 3b32c91cffd43f45e",
        "Per llegir la contrasenya: `vault kv get -field=password kv-datos/sftp/norte`",
        "To read the password: `op read op://Private/db/password`",
        "La clau primària de la taula és customer_id_2024_v3_final",
        "Ukhiye we-storage stumoyabookingdocs19 ufakwe ku-Key Vault.",
        "The primary key is order_id and the index covers customer_id.",
        "ALTER TABLE orders ADD PRIMARY KEY (order_id);",
        "Registered a passkey for the admin account yesterday.",
        'password_hash = "$2b$12$KIXQJ3vZ9.abcdefghijklmnopqrstuv"',
        "Das bleibt geheim, bis wir live sind: Projekt Kobold2029 startet im Mai.",
        "The password is in the vault; ni hao.",
        f"avro schema: {_SCHEMA_B64}",
        "pub:\n    04:aa:bb:cc:dd:ee:ff:00:11:22:33:44:55:66:77:88",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "- Die wagwoord vir die Sabre Red workspace-admin is F3EuyFY.lxFy0ksI (sipho).",
            "F3EuyFY.lxFy0ksI",
        ),
        (
            "Qaphela: Wagwoord vir die Grafana-admin op die NOC-skerm: c0S5@z=Wdg33IkZrJL+zS",
            "c0S5@z=Wdg33IkZrJL+zS",
        ),
        (
            "Nenosiri la akaunti ya M-Pesa org portal ni Fb@dSzVk?meim4EU^WbxkySi — lerato.",
            "Fb@dSzVk?meim4EU^WbxkySi",
        ),
        ("* nenosiri jipya la admin wa booking console: 4ZOE#-I6s:ji@E_u4JbA", "4ZOE#-I6s:ji@E"),
        (
            "- Initiator password ya umoya_b2c_api (M-Pesa org portal) imebadilishwa kuwa "
            "zL^iSX8leuW_Qf3BEo",
            "zL^iSX8leuW_Qf3BEo",
        ),
        (
            "Iphasiwedi ye-VPN yeqembu lase-JNB ithi VbJ5H6B4f+AbGHD2^1%p, ungayabelani nomuntu.",
            "VbJ5H6B4f+AbGHD2^1%p",
        ),
        (
            "- La contrasenya de l'admin de Keycloak (realm master) és "
            "HRW53j2GEICZ=nHcu=gS1FvQ+9++; la va canviar la Montse",
            "HRW53j2GEICZ=nHcu=gS1FvQ+9++",
        ),
        (
            "Snowflake, usuari SVC_QLIK: contrasenya w682C44QwjrlZ5UXFfOggt7L (el compte no té MFA",
            "w682C44QwjrlZ5UXFfOggt7L",
        ),
        (
            "Airflow-ko `sftp_imq` konexioaren pasahitza qHY0lNgmY49i6RfV da; Vault-era eraman",
            "qHY0lNgmY49i6RfV",
        ),
        (
            "Die Amadeus-geheim vir umoya-flight-status is dYX2I7rLqr7dqukj; die sleutel self",
            "dYX2I7rLqr7dqukj",
        ),
        (
            "- Clau de subscripció de l'API d'autoritzacions (Mutua Bidasoa): "
            "4c48b8984de6d1efe713c6c310868d0a — és la primària.",
            "4c48b8984de6d1efe713c6c310868d0a",
        ),
        (
            "Qaphela: Ufunguo wa APIM wa safari-tours-ke (primary) ni "
            "cd8270e9dde462a6ff3e0565e921de92 — usiutume kwa email.",
            "cd8270e9dde462a6ff3e0565e921de92",
        ),
        (
            "Ukhiye we-storage stumoyabookingdocs19 ngu TE8zvR2uJQZ6huDuaCzW4+VNiKIcb6tWzNL0t3Gmi"
            "GeKKhJBrqLe7RQxNQ8MEC2UvTu0Az1qzz7C5UsV3tAixA== — sizowushintsha",
            "TE8zvR2uJQZ6huDuaCzW4+VNiKIcb6tWzNL0t3Gmi",
        ),
        (
            '{\n  "primaryKey": "6b177946ff542a8cc5a64f82774102de",\n'
            '  "secondaryKey": "f50a8bd230f09ed32713cee13617ed68"\n}',
            "6b177946ff542a8cc5a64f82774102de",
        ),
        (
            '{"primaryMasterKey": "cTiOhWKyt5OPr64ZSxjR1rthPEse4P/FAlwMzq9GJSdAXFvWz5cxuzU6AP6m+2Z'
            'xJ/ldMT8ELa+z27MrJJAAQw=="}',
            "cTiOhWKyt5OPr64ZSxjR1rthPEse4P/FAlwMzq9GJSdAXFvWz5cxuzU6AP6m+2Z",
        ),
        (
            "MPESA_PASSKEY=195d5102fa7f629be0cc8d579eef9dadcf5c564c1baacd46892d69ef76877520",
            "195d5102fa7f629be0cc8d579eef9dadcf5c564c1baacd46892d69ef76877520",
        ),
        ("FLW_SECRET_HASH='w%r+?~Th9Zs9C:b%V~9U1@uNqFf3'", "w%r+?~Th9Zs9C:b%V~9U1@uNqFf3"),
        (
            'sig = hmac.new(bytes.fromhex("30d18d97ad1413f6fca4f3e9a0abc68d1af091f381d4eb93da'
            'cef2b705d69b62"), body, hashlib.sha256)',
            "30d18d97ad1413f6fca4f3e9a0abc68d1af091f381d4eb93dacef2b705d69b62",
        ),
        (f"docker login -u _json_key_base64 -p {_KEY_FILE_B64}", _KEY_FILE_B64[:60]),
        (f"GAR_JSON_KEY_B64 (para depurar):\n{_KEY_FILE_B64}", _KEY_FILE_B64[:60]),
        (
            "SABRE_ATK=T1RLAQgAC6hBcPEDEr1qZI91WD5RMofTBWKliFmfa757zaY12Db0hnAIYtbJQC8Tfb5ewAJGe"
            "2bbQoZX70+7VpJQZKK+uUgw+8xIb7alvB/y0/YfpKXB46Ww99GFQLTO7Qx**  # PCC QPEQ",
            "T1RLAQgAC6hBcPEDEr1qZI91WD5RMofTBWKliFmfa757zaY12Db0hnAIYtbJQC8Tfb5ewAJGe",
        ),
        (
            "OTA_SIGNING_KEY_DER_B64=MC4CAQAwBQYDK2VwBCIEIOcf31TTDb83tpn892r/EXmxaJrOgeU9phZNocHGQN2Y",
            "MC4CAQAwBQYDK2VwBCIEIOcf31TTDb83tpn892r/EXmxaJrOgeU9phZNocHGQN2Y",
        ),
        (
            'curl "https://kapi.kakao.com/v1/user/ids" -H "Authorization: KakaoAK '
            'b019716af760a511e7e9a03454322d74"',
            "b019716af760a511e7e9a03454322d74",
        ),
        (
            "$ ot-ctl dataset networkkey\n0fcf3cdd67d25a0bb106055ab1d74f73\nDone",
            "0fcf3cdd67d25a0bb106055ab1d74f73",
        ),
        (
            "chip-tool pairing ble-thread 0xa507 hex:0e080000000000010000000300001235060004001f"
            "ffe00208a28f816398f762c10708fdfbf26d35034e650510943486512f3216dcb04a5d 944834",
            "0e080000000000010000000300001235060004001fffe00208a28f816398f762c1",
        ),
        (
            "/var/lib/bluetooth/C8:2B:96:DA:DB:C3/F4:CE:36:D2:ED:57/info\n[LongTermKey]\n"
            "Key=AF62F6BEA3850ED9409D1F149E61302A\nAuthenticated=2",
            "AF62F6BEA3850ED9409D1F149E61302A",
        ),
        (
            "nRF Connect 로그에서 본딩 LTK: 0B93D585653C3FEA9B38B3B72E2784A6 (테스트폰)",
            "0B93D585653C3FEA9B38B3B72E2784A6",
        ),
        (
            "priv:\n    00:03:9f:53:47:31:a3:5b:78:4a:cd:36:fc:e2:b7:\n"
            "    f7:f5:58:0c:d7:03:8f:c2:34:5e:1c:18:56:c6:5c:\n    5c:72:e1\npub:\n    04:aa",
            "f7:f5:58:0c:d7:03:8f:c2:34:5e:1c:18:56:c6:5c:",
        ),
        (
            "python3 tools/sign_ota.py --seed-hex af2d59ac33d128d64590cf4bbe0a58838ffbabfa9557cb"
            "88e18ed590a364759d build/zephyr/",
            "af2d59ac33d128d64590cf4bbe0a58838ffbabfa9557cb88e18ed590a364759d",
        ),
        (
            '  "RegisteredUsers" : {\n    "admin" : "JDz*TO?:9dz9sien:V*g",\n'
            '    "ohif" : "5:.qh_A^eCb94IWD4I6Q"\n  },',
            "5:.qh_A^eCb94IWD4I6Q",
        ),
        (
            'ORTHANC__REGISTERED_USERS=\'{"dicomweb": "TapatioChapalaMezcal31"}\' docker compose',
            "TapatioChapalaMezcal31",
        ),
        (
            "openapi = TuyaOpenAPI('https://openapi.tuyaus.com', '1p2wjjacnib988hgv61d', "
            "'7n73rp3mmg6dydzycycjbrvypn57xz1x')",
            "7n73rp3mmg6dydzycycjbrvypn57xz1x",
        ),
        (
            "ossutil config -e oss-cn-shenzhen.aliyuncs.com -i LTAI5tKSY8HTmUcA30LGvMhV -k "
            "08MgDS10ZM0zLWOCUlGJbZ5YnOvvqZ",
            "08MgDS10ZM0zLWOCUlGJbZ5YnOvvqZ",
        ),
        (
            "$ xxd -p -c 32 keys/flash_enc_d710_dev.bin\n"
            "96848443d569108b0bffece549dc1ba5d2d06d755281bf055e663b7ed9ca6934\n",
            "96848443d569108b0bffece549dc1ba5d2d06d755281bf055e663b7ed9ca6934",
        ),
        (
            "备注：mysql -h 10.20.3.41 -u mes_reader -p'1_voyd4LwrAiwWZK' jamsoe_ota",
            "1_voyd4LwrAiwWZK",
        ),
        ("개발용 SSID JS-Lab-5G 비번 DkwV2-Wh0OzD_zpR2j (게스트망 아님)", "DkwV2-Wh0OzD_zpR2j"),
        (
            "펌웨어 서명용 GPG 키(0x53E0C46804ED7FC5) 패스프레이즈: Ct?S8Df.92C6nls_Bf  (세션)",
            "Ct?S8Df.92C6nls_Bf",
        ),
        (
            "签名私钥（ed25519 seed，离线签名机用）：09a4329ec0065fc132d1c8c2e4617274b1cbe2fdf1bce"
            "1a67d644a7738003f07",
            "09a4329ec0065fc132d1c8c2e4617274b1cbe2fdf1bce1a67d644a7738003f07",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
