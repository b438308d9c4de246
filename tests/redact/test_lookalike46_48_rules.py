"""The rules made while the forty-sixth to forty-eighth look-alike corpora were written,
and then from them once each had been scored.

Before they were scored, the look-alikes that lookalike37–45 lost when each was held out
were studied together: most (77 of 127) were runs the scrubber took for want of any other
reason, with no credential word near them. One shape among them is an id in general: a
prefixed lowercase body shorter than a key (a ULID or cuid after ``trp_``, ``drv_``), which
no key with a prefix has (they mix cases or run longer, and an uppercase one stays a key).
Two decisions were also revisited with every corpus's labels: a Twilio ``AC…`` value after
the word "account" is the account's SID (nine corpora's writers called such values ids,
none a secret; Twilio documents the SID as the account's name), and the keys Microsoft
publishes for its local emulators (Azurite's ``devstoreaccount1``, the Cosmos DB
emulator's) are the same on every machine and open nothing else; so is the bot token of
Telegram's documentation."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "Заметка: trip trp_01qpf1bjkk4b9wfa2cnz26tq1m",
        "Yolculuk trp_01qnhk2yzamgpqj72xnrtfr8rx",
        "Not: Sürücü drv_e8bdaqqpk92kfyexydtz",
        "returns the next page after trp_01qnw21ny6rcy9xaj4m3aj0r0e",
        "Reservation res_01j9z3k7m2p4q8r6s0t1v5w9xa confirmed",
        "cuid of the row: ord_cl9ebqhxk00008eqf2s3h4j5k",
    ],
)
def test_a_typed_id_is_kept(text: str) -> None:
    assert_kept(text)


AZURITE = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
COSMOS_EMULATOR = (
    "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=="
)


@pytest.mark.parametrize(
    "text",
    [
        "Twilio account ACd167e28f9caebcf9be8c7c89b7242dc2 sends the OTPs",
        "status=undelivered error 30007 (account AC0b640e43ea35d8cdb4d2bf0e8ccae310)",
        "La cuenta AC0b640e43ea35d8cdb4d2bf0e8ccae310 es la de staging",
        "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;"
        f"AccountKey={AZURITE};BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;",
        f"AccountEndpoint=https://localhost:8081/;AccountKey={COSMOS_EMULATOR}",
        f"Azurite's well-known key: {AZURITE}",
        "Telegram docs example token 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11",
    ],
)
def test_an_account_sid_or_an_emulator_key_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # An ``AC…`` value called nothing, keys one character off the published ones.
        (
            "bot token 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew12",
            "ABC-DEF1234ghIkl-zyx57W2v1u123ew12",
        ),
        (
            "the twilio one: AC0b640e43ea35d8cdb4d2bf0e8ccae310",
            "AC0b640e43ea35d8cdb4d2bf0e8ccae310",
        ),
        (
            "AccountName=stprod;AccountKey=F" + AZURITE[1:],
            ("F" + AZURITE[1:])[:40],
        ),
        (
            "AccountEndpoint=https://cosmos-prod.documents.azure.com:443/;AccountKey="
            + COSMOS_EMULATOR[:-6]
            + "xY/Jw==",
            COSMOS_EMULATOR[:40],
        ),
    ],
)
def test_a_look_alike_of_them_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # A credential word near it, a body as long as a key, an uppercase body.
        ("the token is trp_01qpf1bjkk4b9wfa2cnz26tq1m", "trp_01qpf1bjkk4b9wfa2cnz26tq1m"),
        (
            "I used `rdme_1v7z9lmgd5m306jqu9gn5909d0gokuousv93iok5t97a4yucveon971auv4uu1mry`",
            "rdme_1v7z9lmgd5m306jqu9gn5909d0gokuousv93iok5t97a4yucveon971auv4uu1mry",
        ),
        (
            "CI failed until I pasted NRAK-C40CVE0SP7XXWFJEK5HT2W7RTAA",
            "NRAK-C40CVE0SP7XXWFJEK5HT2W7RTAA",
        ),
        (
            "| honeycomb `prod` | ingest | hcaik_0120d6h8arvncqnus595zvgu2y1ivtzt8ga9ivhxd8mesz95",
            "hcaik_0120d6h8arvncqnus595zvgu2y1ivtzt8ga9ivhxd8mesz95",
        ),
    ],
)
def test_a_key_with_a_prefix_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


PIX = (
    "00020126510014br.gov.bcb.pix0129financeiro@camposereno.com.br5204000053039865409209929.31"
    "5802BR5919CS TRADING AGRICOLA6009SAO PAULO62290525CSIw6Xj7bLV2BigY1W8eqoYBF63049A68"
)


@pytest.mark.parametrize(
    "text",
    [
        # An EMV merchant QR payload whose CRC-16 holds (a Pix "copia e cola").
        f"Pix copia e cola da cobrança:\n{PIX}",
        # A typed id of 26 Crockford characters; an RDS resource id.
        "SumUp Solo rdr_9PYHXHTS9JFNZ0MWJPEH4AS9EK",
        "| RDS | db-H982WNDGN1ZGQFPZU91VAGCCF6 |",
        # Record nouns in any case, a uid, X.509 key identifiers.
        "Nóta: Wersja XS5QVLnf0z_3Y7Bw3svy5FgnuJ.qJbLX",
        "config key: rules.yaml (owner uid 96093d93-75be-4848-a128-c06644466eb2)",
        "Subject Key Identifier: 8417dff4238490e5be008e56c9ce67f8911d84bb",
        # A gzip stream in base64.
        "binaryData:\n  merchant-categories.csv.gz: "
        "H4sIAAAAAAACA8tNTtZJTixJTc8vquQytTA00glKLS7JL0rM4zI1MTTUCcnP",
        # Stand-ins after a vendor prefix, and filler.
        "STRIPE_SECRET_KEY=sk_test_replace_me\nSTRIPE_WEBHOOK_SECRET=whsec_replace_me",
        'token = "xxxxxxxxxxxxxx.atlasv1.zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"',
        "SB-Mid-client-PDRMhkfkxCyIC3T for the iOS sandbox",
    ],
)
def test_a_look_alike_from_dev46_48_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # The same payload with a CRC that does not hold is judged as any run.
        (f"Pix: {PIX[:-1]}9", "CSIw6Xj7bLV2BigY1W8eqoYBF"),
        # A key with a vendor prefix, and one whose filler is only part of it.
        ("STRIPE_SECRET_KEY=sk_test_51Hq8ZKJ2eZvKYlo2C3bT7wq", "51Hq8ZKJ2eZvKYlo2C3bT7wq"),
        ("WEBHOOK_SECRET=whsec_aaaaaaa7b9Xq2LmR4tZp8wQe", "aaaaaaa7b9Xq2LmR4tZp8wQe"),
        # An uppercase body with I, L, O or U is no Crockford id.
        ("SumUp key rdr_9PYHXHTS9JFNZ0MWJPEH4ALOIU", "rdr_9PYHXHTS9JFNZ0MWJPEH4ALOIU"),
    ],
)
def test_a_secret_beside_the_dev46_48_look_alikes_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # A setting whose value is an object holding it, and name/value pairs escaped in JSON.
        (
            '"rds_master_password": {"value": "PelXobLuThe7NW%Xz7~H", "type": "string"}',
            "PelXobLuThe7NW%Xz7~H",
        ),
        (
            '"password": {"type": "SecureString", "value": "Sorgo!Tropeiro2027#hiF"}',
            "Sorgo!Tropeiro2027#hiF",
        ),
        (
            '"credentials": "{\\"credentialData\\":[{\\"name\\":\\"password\\",'
            '\\"value\\":\\"Trigo$Boiada2022?znN\\"}]}"',
            "Trigo$Boiada2022?znN",
        ),
        # Calls and connection strings.
        (
            'mac := hmac.New(sha512.New, []byte("NVUMLVHFQDCVQFUCAGLAJDEYSUMSWJEQ"))',
            "NVUMLVHFQDCVQFUCAGLAJDEYSUMSWJEQ",
        ),
        (
            'jwt.sign(payload, "c5bbd3bdd39a055b004474ac97d929946968a0ffaf1d191413f54af335bfcf1c")',
            "c5bbd3bdd39a055b004474ac97d929946968a0ffaf1d191413f54af335bfcf1c",
        ),
        (
            'DB_DSN="wallet_app:BATe3tphiMO8wptMRgHCmTJtRb@tcp(rm-upe3vf.mysql.example.com:3306)/w"',
            "BATe3tphiMO8wptMRgHCmTJtRb",
        ),
        (
            "r-nvbp.redis.example.com:6379> AUTH otp_rw:q=M:iwr=8f01LCDVH?3BgWM+\nOK",
            "q=M:iwr=8f01LCDVH?3BgWM+",
        ),
        ("127.0.0.1:6379[2]> AUTH default s3cr3tPassw0rd!x", "s3cr3tPassw0rd!x"),
        (
            "jdbc:oracle:thin:CS_INTEG/Colheita@Cosecha2031#hiV@scan-erp.example.loc:1521/ERPPRD",
            "Colheita@Cosecha2031#hiV",
        ),
        # A DingTalk robot's signing secret; a live key whatever the note calls its place.
        (
            "signing SECc13d9e26639a6e07f8434a4d71e6b83c7041518c7ff57126fc302aa2cb0f6654",
            "c13d9e26639a6e07f8434a4d71e6b83c7041518c7ff57126fc302aa2cb0f6654",
        ),
        (
            "- secret key Xendit sempat ke-paste di channel: "
            "xnd_production_INQjtPmjzKfemZ6PW/0FhgFwxJ7iOqWyUpO6ghYIivcsLAAEo9mLPFeIiAxlPXrYze9Hug==",
            "INQjtPmjzKfemZ6PW/0FhgFwxJ7iOqWyUpO6ghYIivcsLAAEo9mLPFeIiAxlPXrYze9Hug==",
        ),
        # Prose: Polish, Irish, Spanish and Portuguese.
        ("Wi-Fi: sieć CnocVets-Staff, hasło omV?3-UCw@*mGtIn6UrLwY", "omV?3-UCw@*mGtIn6UrLwY"),
        (
            "Notatka: Is é Capall.Capall.Trawa.1092? an pasfhocal don chuntas",
            "Capall.Capall.Trawa.1092",
        ),
        (
            "Is é 4d21dc216298a875742d24446eae8ef4 an auth token Twilio",
            "4d21dc216298a875742d24446eae8ef4",
        ),
        (
            "La contraseña de SVC_ETL en ERPPRD_RO quedó en Tc0bS=78gQK#1g*Zv5iq08L5 después",
            "Tc0bS=78gQK#1g*Zv5iq08L5",
        ),
        (
            "a senha do SVC_ETL foi resetada para Soja@Cerrado2031.Czu durante a call",
            "Soja@Cerrado2031.Czu",
        ),
    ],
)
def test_a_secret_from_dev46_48_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        '"region": {"value": "eu-west-1"}, "db_host": {"value": "db.internal"}',
        "DSN: user:${DB_PASSWORD}@tcp(db:3306)/app",
        "redis> AUTH is needed first",
        "jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: '1h' })",
        "hasło administratora wygasło wczoraj",
        "Is é seo an pasfhocal nua",
        "a senha do portal foi alterada para o padrão da empresa",
        "SECURITY_LEVEL=high",
    ],
)
def test_words_near_the_dev46_48_secrets_are_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "Klucz aplikacji Datadog (Tomasz, scope monitors_write): "
            "7176d36375de4d89817ad189054461c327274649",
            "7176d36375de4d89817ad189054461c327274649",
        ),
        (
            "Chave de recuperação do gateway on-premises gw-cs-sp "
            "(9cef49bc-f1d7-4d02-b0af-aede6460ff33): Soja@Milho2029.oCgZI60",
            "Soja@Milho2029.oCgZI60",
        ),
        ("/verify?verification_code=839201zzQ", "839201zzQ"),
        ("/callback?code=4/0AX4XfWh8Jm2kQz&state=xyz", "4/0AX4XfWh8Jm2kQz"),
    ],
)
def test_an_application_or_recovery_key_and_an_oauth_code_are_scrubbed(
    text: str, secret: str
) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "GET /v0.1/me/transactions?transaction_code=TX5GYHVDT3",
        "GET /v1/rates?country_code=BR2031&currency_code=BRL123",
        "clave de la aplicación móvil: com.campo.sereno.app2031",
    ],
)
def test_a_transaction_code_or_a_bundle_id_is_kept(text: str) -> None:
    assert_kept(text)
