"""The rules that came from the eighty-fifth to eighty-seventh look-alike corpora (an
Australian-NZ farm-sensor company, a Dutch-Belgian EV-charging network and a Saudi-Emirati
building-materials marketplace; each holdout scored once, then studied as tuning data).

Kept: a Twilio account SID under a table column headed "SID",
card charges and identity connections by their noun, a LoRaWAN frame's payload, an event's
``data``, a ConfigMap's ``binaryData``, a certificate in base64 (also encoded twice, as
ZATCA's ``binarySecurityToken``), a UBL invoice's embedded document, an image in a registry,
a Jenkins plugin's version, Google Places' ``sessiontoken``, Pin Payments' and Stripe's
card tokens, what kubectl prints for a uid, a shortened signature, a computed HMAC, OAuth's
``state``, an ID token's ``sub``, a partition key, an RFID card's UID in an OCPP frame, a
signature header carrying a JWT. Taken: a key as a C, C# or Rust byte array, LoRaWAN session
keys, Checkout.com, Tabby, PayTabs and Zoho keys, Odoo's external API password, a password
that begins with a bracket or holds one, Arabic written in Latin letters ("el pass ta3 …
howa …"), Arabic "الرقم السري" and "توكن", French "clé secrète" and "c'est", Flemish
"paswoord", Mailjet's ``MJ_APIKEY_PRIVATE``, a name ending in a party's letter
(``OCPI_TOKEN_C``), an SQL ``INSERT`` under a ``token`` column, an ``authorizationKey``
CSV column, MessageBird's ``initClient``, and an API key given to curl as the user in
letters only."""

from __future__ import annotations

import base64

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

# The start of a DER certificate: SEQUENCE, the to-be-signed SEQUENCE, the [0] version tag.
_DER = bytes.fromhex("3082010a308200f0a003020102021412") + bytes(range(40, 240))
_CERT_B64 = base64.b64encode(_DER).decode()
_CERT_TWICE = base64.b64encode(_CERT_B64.encode()).decode()


@pytest.mark.parametrize(
    "text",
    [
        "| Resource | SID |\n|---|---|\n| Account (prod) | `AC1b64b75ec04d4f311f1201ce9fd231fa` |\n"
        "| Verify service | `VA932d1c5f1b0e4e7f9a3c2d1e0f9a8b7c` |",
        "follow up: Pin charge ch_3-sYBgN3W1JYoOMNlySFWL (card declined twice)",
        "pin_payments charge.succeeded token=ch_inmlq9-aAnJ_8ipBvYzLkQ ip=203.0.113.188",
        "Tap charge chg_LV14QOU4E1LC9K2O864723 status CAPTURED",
        "tok tok_ozqsvOdzBSMm1bxFESDL5Hde expired after a few minutes",
        "Auth0 connection con_3xK1g8q0zImNt81J (Okta enterprise)",
        '{"f_port": 2, "frm_payload": "e0vtGsBHtxaEs2Lt84GDyNK+/S6p6UjPQPabfmuDUt8="}',
        'Particle event tg/trough: data="SuVAmr2nI8oJ0Ss4QYhyioulm/K//N13" (binary packed)',
        "kind: ConfigMap\nbinaryData:\n  lookup.bin: Cg21Swf3uI+SuRUd/fget3DjFvDRYyqhonHdkRr2"
        "KM/TgPeXa6/Y2On+nTJ0j0VCZnPVWp0pSHj/CnA9nl4+djSwYB9LxPA8BB6Eh\n",
        "kubectl get secret dd-agent -o jsonpath='{.metadata.uid}' → "
        "070081bd-907f-44f0-82f3-4bfa289ca46c (only checking it exists)",
        "openssl dgst -verify signing.pub --signature fw.sig fw.bin → Verified OK (sig "
        "6MIsa12RYJ2Dyf4VuLr+ZBIaxmEI2PxJY+Wk83mmj5ARRMQ9UwxUHJVtMJjF0xfiw47WTlsQ7S5htT74eeh)",
        f'{{"dispositionMessage":"ISSUED","binarySecurityToken":"{_CERT_TWICE}"}}',
        f"x5c cert: {_CERT_B64}",
        '<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">'
        "s33sHAACkc5JI2CA8AKvwJ/92+yzabbwPB1ZPBP0Rog=</cbc:EmbeddedDocumentBinaryObject>",
        "docker pull me-jeddah-1.ocir.io/2w61hj0lbhuj/odoo:21.0-e30779f",
        "Jenkins 2.526.2 LTS, plugin aws-credentials 146.v0c40_8d61382e",
        "Autocomplete sessiontoken=51c1ea48-f6fb-4528-8aa6-fb8b34687b77 (one per search)",
        "HMAC-check faalde: berekend L1y/+rM2GgqvuHfL37TJcHyeWubYgzNYUA+hUKcogdU=, ontvangen",
        "state rDqMWUJ6SxpElMbbakMStswnM-1leEYQ kwam niet overeen (sessiecookie)",
        'token header: {"kid":"1kVFT3b0lx9bk1xE","alg":"RS256"}, sub 3WPg40HT7q1LdutgWRoIfoYJ5n',
        "x-opt-partition-key 57bd53ea4c554a45d8ad957f5df362f103ffd9de (sha1 of the cp id)",
        '"idToken":{"idToken":"7F2337C38E8B22","type":"ISO14443"}',
        "MessageBird-Signature-JWT: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJNZXNzYWdlQmly"
        "ZCJ9.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        "soft-purged keys=[post-896245, tag-2ytvrq0szu] svc=www",
        "Omise skey: lấy từ Secrets Manager",
        "static const u1_t DEVEUI[8] = { 0x70, 0xB3, 0xD5, 0x7E, 0xD0, 0x05, 0x12, 0x34 };",
        "uint8_t key[16] = { 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, "
        "0x0b, 0x0c, 0x0d, 0x0e, 0x0f };",
        "INSERT INTO users (id, name) VALUES ('4d1fc4c8-2fd5-40bd-9b9e-ccd5072a6e56', 'bob');",
        "MJ_APIKEY_PUBLIC=c05aa3ada01cde4fc0df969c7e3a79f3",
        "password = get_pw(user).decode()",
        "the password el jdeed lel admin is in the vault",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "static const u1_t NWKSKEY[16] = { 0xC9, 0xB0, 0x5B, 0x0C, 0xFB, 0x6C, 0x51, 0xD2, "
            "0xD0, 0xEE, 0x8A, 0xCD, 0xE6, 0x85, 0x97, 0x7D };",
            "0xC9, 0xB0, 0x5B, 0x0C, 0xFB, 0x6C, 0x51, 0xD2, 0xD0, 0xEE, 0x8A, 0xCD, 0xE6, 0x85, "
            "0x97, 0x7D",
        ),
        (
            "const HMAC_KEY: [u8; 8] = [0x1f, 0x9a, 0x33, 0xc4, 0x5e, 0x07, 0xb8, 0x6d];",
            "0x1f, 0x9a, 0x33, 0xc4, 0x5e, 0x07, 0xb8, 0x6d",
        ),
        (
            "| Resource | SID |\n|---|---|\n"
            "| API key alerts | `SKe1bff0bf1c35666a8c2795097bd30f4a` |",
            "SKe1bff0bf1c35666a8c2795097bd30f4a",
        ),
        (
            "ABP fallback:\n  DevAddr  2694EA0C\n  NwkSKey  9D4337D7CF990C78B1DA6DBE6F8D0727\n",
            "9D4337D7CF990C78B1DA6DBE6F8D0727",
        ),
        (
            'const cko = new Checkout("sk_sbox_3pq4gch5dnkbfj6gpxzowurvstp");',
            "sk_sbox_3pq4gch5dnkbfj6gpxzowurvstp",
        ),
        (
            "Tabby secret key lel live: sk_f8185869-29f7-49e0-8f06-59514a882012",
            "sk_f8185869-29f7-49e0-8f06-59514a882012",
        ),
        (
            "PayTabs server key: SSPWO05Z50-K50G5PAZ33-XVO2W8B0A5",
            "SSPWO05Z50-K50G5PAZ33-XVO2W8B0A5",
        ),
        (
            "ZOHO_REFRESH_TOKEN=1000.7ec3a82db53074d210c236a7e2da4047.3b1be54fb3369e3adb8e444624f46a57",
            "1000.7ec3a82db53074d210c236a7e2da4047.3b1be54fb3369e3adb8e444624f46a57",
        ),
        (
            "uid = common.authenticate('rimal', 'integration@example.sa', "
            "'dc7f7a0a117c4ea2ba7d2a7048d08cf357578502', {})",
            "dc7f7a0a117c4ea2ba7d2a7048d08cf357578502",
        ),
        (
            "docker login x.ocir.io -u 'ns/ci@example.sa' -p 'N_BZy(bG0)aWq[>Qq_5a'",
            "N_BZy(bG0)aWq[>Qq_5a",
        ),
        ("OCIR_PASSWORD=[H+C(.BcH7p(rLfqVzWs", "[H+C(.BcH7p(rLfqVzWs"),
        (
            "yazeed 2alli el pass ta3 Jenkins howa R4#LYc!v9Vf=R2:_, bas lazem rotate",
            "R4#LYc!v9Vf=R2:_",
        ),
        (
            "el password el jdeed lel admin fel staging: Barq_sa7ra_diwan_111 — ghayyroh",
            "Barq_sa7ra_diwan_111",
        ),
        (
            "الرقم السري لحساب مدير Zoho الاحتياطي (abdulrahman): t79m@myY-oZC.753jgxNfARbYZS~",
            "t79m@myY-oZC.753jgxNfARbYZS~",
        ),
        (
            "توكن تقنيات (Taqnyat) للـ OTP: df7017a58e3de95fe461a0cbc6d920de",
            "df7017a58e3de95fe461a0cbc6d920de",
        ),
        (
            "Clé secrète Mailjet : 41c0cd34710df830068a51a2c242c661",
            "41c0cd34710df830068a51a2c242c661",
        ),
        (
            "Le mot de passe de la borne de test à Liège, c'est RlmDxP-gv9MJD=IkQb, faut pas",
            "RlmDxP-gv9MJD=IkQb",
        ),
        ("'t Paswoord van de svc-user is LCK.6ZyyL+j%plS@, ge moet", "LCK.6ZyyL+j%plS@"),
        ("MJ_APIKEY_PRIVATE=692a0b54ce21bad157730b2d4df7b782", "692a0b54ce21bad157730b2d4df7b782"),
        (
            "OCPI_TOKEN_C=1174e7ae-f64c-46a3-abb8-7639f1a87d32",
            "1174e7ae-f64c-46a3-abb8-7639f1a87d32",
        ),
        (
            "INSERT INTO ocpi_credentials (party, token) VALUES ('e-clearing.net', "
            "'4d1fc4c8-2fd5-40bd-9b9e-ccd5072a6e56');",
            "4d1fc4c8-2fd5-40bd-9b9e-ccd5072a6e56",
        ),
        (
            "chargeBoxId;authorizationKey;securityProfile\nLLL-AMS-6228;09ba98ab6a241498580b2ff5f88ed299;2\n",
            "09ba98ab6a241498580b2ff5f88ed299",
        ),
        (
            "const messagebird = require('messagebird').initClient('JihJRNjzJpmy4Rzc3yqrkijIW');",
            "JihJRNjzJpmy4Rzc3yqrkijIW",
        ),
        (
            "La clé HMAC des notifications Adyen (5A3EE89FF0043D4998A05476108F4B89AF2EAE3D88C4CD79"
            "466B6661AB0FB308) est aussi dans Key Vault",
            "5A3EE89FF0043D4998A05476108F4B89AF2EAE3D88C4CD79466B6661AB0FB308",
        ),
        (
            "curl https://api.pinpayments.com/1/charges -u csENDJfwRcMEKNSnagSBEx: -d amount=4400",
            "csENDJfwRcMEKNSnagSBEx",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
