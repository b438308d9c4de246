"""The rules that came from the thirty-first to thirty-third look-alike corpora (a freight
forwarder's, a game studio build team's and a marketplace's notes; each holdout studied as
tuning data once it had been scored). Kept: an EDIFACT segment (no host name holds "+"),
an NMEA tag block's field, an AS2 MIC, EDI and build file names, an Azure Data Factory or
Logic Apps expression, a file given with "@", a Key Vault secret's version, an actor's
GUID, a PO file's string key, a build cache key, Unreal's build version, an id in escaped
JSON, Kubernetes token Secret and Helm release names, a masked value, a table cell of
words, Backtrace's crash submission token (shipped in the client), a path's words. Taken:
the secrets those shapes stand next to, and the leaks the corpora showed: a two-column
table's value, ``user / password`` with "=", "?" or "#", Key Vault's set and printed
secrets, steamcmd's ``+login``, ``p4 -P`` and ticket lines, Jenkins' inbound agent secret,
``signtool /p``, Elasticsearch's reset password, HMAC keys in calls, vendor keys (Omise,
Layer7, MarineTraffic, Backtrace's symbol token, Teams webhooks), a base64 secret beginning
with "/", a 0x-prefixed key, redis.conf's ``requirepass``, password words in Arabic, Thai,
Filipino and Vietnamese prose, and a long run of random capitals."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "Uit de EDI-log geplakt:\n\nEQD+CN+EGHU1018645:6346:5+22G1:6346:5+2'",
        "\\s:2573345,c:1847807076*5B\\!AIVDM,1,1,,B,3Q9cAPF52C:51wwCIOWQgn;M=c9s,0*18",
        "MDN ontvangen; notre MIC calculé LEQsw+6egfExn+adxpJSPtkzJoJJscWKxhyQ1QYksbs=, sha-256",
        "-rw-r--r--    1 vlm_edi  edi   15410 Jul 13 09:30 IFTMBC_VLM_20280714095600_b9c80b83.edi",
        "LogBuildPatchTool: Display: Created manifest HollowKeep0.8.29-CL1298408.manifest",
        '"password": "@parameters(\'SapRfcPassword\')"',
        "java -jar agent.jar -url https://jenkins.example.local/ -secret @secret-file -name w7",
        "Het wachtwoord staat in Key Vault vlm-kv-prod onder sap-rfc-edi "
        "(versie 90f01fc733bb481638795cae14680f86)",
        "LogLevel: Error: BP_Strzyga_C references missing actor 1814CC7603B9AB9E72B9D40AEBCD1EE7",
        '#. Key:\t06CA2F3C14799F91A5C35C8E3F35384F\nmsgid "Open the gate"',
        "Compiled shader 'Lit' pass 'ForwardLit': 2807 variants, cache key "
        "300ddeefbfb3051882dee0235e066138",
        "Unity 6000.2.26f1 (5f251913ac15) / UE 5.7.3-39821450+++UE5+Release-5.7",
        '{"data":"{\\"app_trans_id\\":\\"281128_42\\",\\"merchant_user_id\\":'
        '\\"q_4a4gCBqmfIiss0J1xoO02XDdqxBfP5HJ0SW1dOZrR\\"}"}',
        "kubectl -n payments get secrets → sh.helm.release.v1.payment-gateway.v174, "
        "payment-gateway-tls, default-token-zgzw7",
        "* [ops] GHN token: 56fd****-****-****-****-********0636",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("db.example.nl:5432:edi:edi_rw:Vl1et+mond!2028", "Vl1et+mond!2028"),
        ("- inlog Argo CD tst: admin, ww l%f:uo^WJDfh25W+qwN", "l%f:uo^WJDfh25W+qwN"),
        ('"password": "@Rq8-vX2!kLm9#pTz"', "@Rq8-vX2!kLm9#pTz"),
        ("GHN token: 56fd83a1-9b2c-4e7d-a0f1-3c5e9b8d0636", "56fd83a1-9b2c-4e7d-a0f1-3c5e9b8d0636"),
        ("db: postgres://svc:x7Hq92LmPz0wT5vKc3Nd@db.internal:5432/app", "x7Hq92LmPz0wT5vKc3Nd"),
    ],
)
def test_a_secret_beside_them_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "| setting | where it comes from |\n|---|---|\n| client_secret | TeamCity secure param |",
        "| Password | Expires |\n|---|---|\n| rotated | 2028-09-30 |",
        "crash submission URL baked into the client: https://submit.backtrace.io/revontuli/"
        "bd3db7e6732e3f8fbfaff5b5d9262481808193c2da45af4de2a9e94ed947c45c/minidump",
        "token: /Users/John/Documents/MyProject2024Final",
        "see https://x.example/a?b=c / docs",
        "Password strength meter: CHARACTERISTICALLY",
    ],
)
def test_a_look_alike_beside_the_new_recall_rules_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "| Container | CMAU5849778 |\n| SharedAccessKey | "
            "gq9tV5dst5/oBLbxQ8emLlThLt4O9gTWcRVzn25SaNQ= |",
            "gq9tV5dst5/oBLbxQ8emLlThLt4O9gTWcRVzn25SaNQ=",
        ),
        (
            "• Konto Unity: build@sowa-interactive.pl / 1=62PgVZ40gRBdY58OL^Q5r",
            "1=62PgVZ40gRBdY58OL^Q5r",
        ),
        ("RDP (10.43.132.82): Administrator / 8S_4?cQblFt=xTJeq~GbK", "8S_4?cQblFt=xTJeq~GbK"),
        (
            "az keyvault secret set --vault-name kv --name sftp-password --value "
            "'Y1D9akVk?R4S+pK:KHBbG.9P'",
            "Y1D9akVk?R4S+pK:KHBbG.9P",
        ),
        (
            "$ az keyvault secret show --vault-name kv --name as2-keystore-pass --query value "
            "-o tsv\nqz4+67~hFGVV%W#*FN?2-pOp\n",
            "qz4+67~hFGVV%W#*FN?2-pOp",
        ),
        (
            '{\n  "id": "https://kv.vault.azure.net/secrets/sap-rfc-edi/2e3e0eefab3f4f4cf57a",\n'
            '  "name": "sap-rfc-edi",\n  "value": "kq14al-dj3pDE^LjkX~mL0qK"\n}',
            "kq14al-dj3pDE^LjkX~mL0qK",
        ),
        ("Jenkins printed: `+login sowa_ci PCm@6DfcH2+!ZdU0BHJK_`", "PCm@6DfcH2+!ZdU0BHJK_"),
        (
            "> p4 -u build_svc -P CB0244AA311DD7519927035821E87B92 sync //Game/Main/...",
            "CB0244AA311DD7519927035821E87B92",
        ),
        (
            "Zapamiętać: ssl:p4.example.local:1666=jenkins_p4:BF66BCA5EB45E326959B3E526623E046",
            "BF66BCA5EB45E326959B3E526623E046",
        ),
        (
            "$ p4 login -a -p\nEnter password:\n31D325E921221CD493D9B0C1CDBECA5F\n",
            "31D325E921221CD493D9B0C1CDBECA5F",
        ),
        (
            "docker run -d jenkins/inbound-agent -url https://jenkins.example.local "
            "154421f23a134049c75db058881b82b772799f6f92d9d01fbde17d7eefaca0d4 mnl-win-04",
            "154421f23a134049c75db058881b82b772799f6f92d9d01fbde17d7eefaca0d4",
        ),
        (
            "signtool sign /f certs\\ev.pfx /p TaBF%o=RI4_05K1V /fd sha256",
            "TaBF%o=RI4_05K1V",
        ),
        (
            "Password for the [elastic] user successfully reset.\nNew value: qa_gn2FPhV*uE+NKliUK",
            "qa_gn2FPhV*uE+NKliUK",
        ),
        (
            'const mac = CryptoJS.HmacSHA256(body.data, "7SeHWlCmApZDzNlWqYlYD3zJjcxqZqrz");',
            "7SeHWlCmApZDzNlWqYlYD3zJjcxqZqrz",
        ),
        (
            'hmacSHA512("PXZRPRSQOJWHJYHDXRZBVBBHUYCNULVD", signData)',
            "PXZRPRSQOJWHJYHDXRZBVBBHUYCNULVD",
        ),
        (
            "vnp_HashSecret của merchant U5ZZ8UAL (sandbox): XAAWKLMIGELYHOIAOYTBZWYMUFUSLRBN",
            "XAAWKLMIGELYHOIAOYTBZWYMUFUSLRBN",
        ),
        (
            "require('omise')({ publicKey: 'pkey_test_58ty5ci3htznesnq66d', "
            "secretKey: 'skey_test_5lq8p7jfp4yvst9g6g8' })",
            "skey_test_5lq8p7jfp4yvst9g6g8",
        ),
        (
            "applicationKey l7xxc562d71d6b64ce8b2efab3030d524c09",
            "l7xxc562d71d6b64ce8b2efab3030d524c09",
        ),
        (
            "curl 'https://services.marinetraffic.com/api/exportvessel/v:5/"
            "8e54073beeeb7edd2cd31235ae121e262229bfd6/timespan:10/protocol:jsono'",
            "8e54073beeeb7edd2cd31235ae121e262229bfd6",
        ),
        (
            "curl --data-binary @symbols.zip https://submit.backtrace.io/studio/"
            "8068780a6a91d5ff2ebbc8476e0943fb87e40da354fbe88611f7a95f475f4bd8/symbols",
            "8068780a6a91d5ff2ebbc8476e0943fb87e40da354fbe88611f7a95f475f4bd8",
        ),
        (
            "https://example.webhook.office.com/webhookb2/4b1c@2f1a/IncomingWebhook/"
            "c75a2b1d0066847022e9be22818837ad/eaf73194-a318-46f5-853e-09bf44e8b29e/"
            "V28D0MuD0T3X35ayqW2e_5or4HCfgMZJ5Rr2gWaSySrnN",
            "V28D0MuD0T3X35ayqW2e_5or4HCfgMZJ5Rr2gWaSySrnN",
        ),
        (
            "secret_access_key = /JM/LAzFni8nlF8zenLLGMAz04X2KGmyGfJT/8LO",
            "LAzFni8nlF8zenLLGMAz04X2KGmyGfJT",
        ),
        ("shared_secret='/TGc/Z12D/ETxAVIBBn8aQxHpBg='", "ETxAVIBBn8aQxHpBg="),
        (
            '{"MainKey": "0xD918DA6D6D85C81BA2E73FDB5D717078EA9996879F57DD1A91D65A7CB067F535"}',
            "D918DA6D6D85C81BA2E73FDB5D717078EA9996879F57DD1A91D65A7CB067F535",
        ),
        (
            "bind 0.0.0.0\nrequirepass dH@n#9Xb^^H528ZKgM_0Bdst\nmaxmemory 2gb",
            "dH@n#9Xb^^H528ZKgM_0Bdst",
        ),
        (
            "كلمة السر ديال الحساب y.benali فالبوابة ديال الديوانة هي 0cbFEUL*Ddf5XW6=1e1XVW4w",
            "0cbFEUL*Ddf5XW6=1e1XVW4w",
        ),
        ("รหัสผ่านของ user readonly ใน Kibana คือ gua+GW1@MYF9@E-HsM นะครับ", "gua+GW1@MYF9@E-HsM"),
        (
            "> Ang password ng admin sa PS5 devkit (10.33.82.235) ay fdz9k4.3k!XF~EYtuhJP — ok",
            "fdz9k4.3k!XF~EYtuhJP",
        ),
        (
            "• Hasło do pliku .pfx (certyfikat EV, odcisk "
            "48071402124B406BF03FC4858C6DB78738A7EF0F): ybZ!KZ^UG8lqiPQbGM?F",
            "ybZ!KZ^UG8lqiPQbGM?F",
        ),
    ],
)
def test_a_leak_the_corpora_showed_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
