"""The rules that came from the thirty-fourth to thirty-sixth look-alike corpora (an
agritech company's, a sportsbook's and a university's notes; each holdout studied as tuning
data once it had been scored). Kept: The Things Stack's uplink token, an S2 cell token, a
template's "you-must-replace-this", published test vectors, TRON addresses whose checksum
holds, Stripe refund and Checkout.com ids, a request id, a KMS key's id, WhatsApp message
ids. Taken: Moodle's ``dbpass`` and other glued "pass" names, sssd's ``authtok``, password
words in Serbian, Māori, Maltese and Tamil, ``gh secret set --body``, ``mosquitto_passwd
-b``, swaks' ``--ap``, ``openssl dgst -hmac``, Planet, Cloudflare Origin CA, k3s, Adyen and
OpenWeatherMap keys, and a container's environment entry whose name names a secret."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        '{"rssi": -88, "snr": 8.46, "uplink_token": '
        '"R1AH/sQbShpN/t9RBBF68N8oJ3jmXHl+AQM19qal3FM37xRElhFLzaMDxWJ+"}',
        "Nota: S2 cell token 6d6cf69cc1 covers the north paddocks",
        '[api]\n  bind="0.0.0.0:8080"\n  secret="you-must-replace-this"',
        "FIPS-197 appendix B, key 2b7e151628aed2a6abf7158809cf4f3c, input "
        "3243f6a8885a308d313198a2e0370734, output 3925841d02dc09fbdc118597196a0b32",
        "USDT-TRC20 contract TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
        "customer cus_JhsuRXGtql1tHc refunded as re_3gw400Vr46yXH9T3YUjWfwax",
        "Checkout.com payment pay_u5d44ez5fgk5b9xaeeqw7djopp / action "
        "act_v9zv2y3isy1vzwa5acey727quk",
        '{"error":"invalid_client"} ← Keycloak, req e05d3d9c-d4d7-41d6-bc04-8f8d9430fde3',
        "rotated to version 38010f6f-6d83-4d4a-8a07-80ed11e57c30 (AWSCURRENT), KMS key "
        "fbfed9b8-63d2-4f45-bec8-4314855227dd",
        "phone_number_id 485115849445131 sent "
        "wamid.HBgMOTE5NDMwOTE2MDc5FQIAERgSM0Y2NzNDN0ZBQjVCRUQzNDRBAA",
        "bypass = true",
        "env:\n  - name: KC_DB_URL\n    value: jdbc:postgresql://db:5432/keycloak",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "$CFG->dbuser    = 'moodle';\n$CFG->dbpass    = 'VUS!PW0FgOkSL%28cBQcflbq';",
            "VUS!PW0FgOkSL%28cBQcflbq",
        ),
        (
            "ldap_default_authtok_type = password\nldap_default_authtok = Kaveri_sahyadri2021*",
            "Kaveri_sahyadri2021*",
        ),
        (
            "Nota: Šifra za backoffice test korisnika qa@example.com: iZehgV_ZNRb.D~1F",
            "iZehgV_ZNRb.D~1F",
        ),
        (
            "Lozinka za staging Keycloak admin nalog je FCL%56gyh~@~xcnTL1:eul, promeniti.",
            "FCL%56gyh~@~xcnTL1:eul",
        ),
        (
            "Лозинка за read-only налог на pg-ledger реплици је valletta*Cevapi1687 (питај)",
            "valletta*Cevapi1687",
        ),
        ("Ko te kupuhipa mō te tūmau InfluxDB ko 0tU0u?axkKCvbhWc9@ — kaua", "0tU0u?axkKCvbhWc9@"),
        ("hostel portal admin கடவுச்சொல்: Filter_filter1997* (மாற்று)", "Filter_filter1997*"),
        (
            'gh secret set MOODLE_WSTOKEN --repo org/portal --body "uOS32Jp8VZr=0RtfmZ6tTN"',
            "uOS32Jp8VZr=0RtfmZ6tTN",
        ),
        (
            "sudo mosquitto_passwd -b /etc/mosquitto/passwd telegraf 'novillo_Araucaria8991'",
            "novillo_Araucaria8991",
        ),
        (
            "swaks --server smtp.gmail.com:587 -tls --au exam@example.edu "
            "--ap 'meuv htcm wgbc fzfd'",
            "meuv htcm wgbc fzfd",
        ),
        (
            "echo -n \"$BODY\" | openssl dgst -sha256 -hmac 'ScOCDltAS3gVm1SRE4xlJ9fe3xu4o8uB'",
            "ScOCDltAS3gVm1SRE4xlJ9fe3xu4o8uB",
        ),
        (
            "Planet key for the pilot: PLAK8212624f2bb42c2d18eab3bbfda84807",
            "PLAK8212624f2bb42c2d18eab3bbfda84807",
        ),
        (
            "https://api.openweathermap.org/data/3.0/onecall?lat=-37.89&lon=175.46&units=metric"
            "&appid=93bada33d0c2077fb0c8d343faee75f6",
            "93bada33d0c2077fb0c8d343faee75f6",
        ),
        (
            "K10b617eb85649a874108bd3a6f00acc799377dd12885a279c6c20e52d4c85fdfb5::server:"
            "a5611c631148bfb5747a97794ef6c46a",
            "a5611c631148bfb5747a97794ef6c46a",
        ),
        (
            'env:\n  - name: KC_DB_PASSWORD\n    value: "E^Ta+fu_#!u7n_M#LkM.CS"   # FIXME',
            "E^Ta+fu_#!u7n_M#LkM.CS",
        ),
        (
            "The admissions portal SECRET_KEY in prod settings is "
            "'74(cy$1ajt6hzzfbvc3%69&#4a6bgl5#*o9id&z-lig723h@4q'",
            "74(cy$1ajt6hzzfbvc3%69&#4a6bgl5#*o9id&z-lig723h@4q",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
