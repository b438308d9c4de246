"""The rules that came from the sixty-first to sixty-third look-alike corpora (an online
bank, a rural insurer and a travel app; each holdout studied as tuning data once it had
been scored).

Kept: a token shown with its secret part masked after a long id (Dynatrace's
``dt0c01.<id>.****``), the path ``vault kv get`` is given, a thumbprint a few words after
``x5t#S256``, CloudFormation physical resource names, a merchant's payment reference, and
the claims of a dict-literal JWT payload (the key after it is taken instead). Taken: a
Markdown table's column under a password header whose delimiter row has single hyphens
(``|:--|``), a SQL client's result table (``+----+`` borders), Oracle Data Pump and loader
logins, every value of ``create secret … --from-literal``, the unseal keys ``vault operator
init`` prints, Czech and Slovak password prose, HSM key components in Czech, Slovak,
German, Polish and Nordic languages and with letter labels, what ``gcloud secrets versions
access`` prints, PyJWT's key after a dict payload or as ``key=``, an HMAC call's ``key=``,
and Vietnamese "secret key" and "secret string"."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "DT_API_TOKEN=dt0c01.QRZT84ML2KX0WPNV5JD3HSYF.************************ (masked)",
        "vault kv get -field=password kv-cards/psd2-gw/oracle  # goes straight to env",
        "x5t#S256 of the TPP client certificate: Qm3-XOgdD649clF9wQVkKcrXHw3gQLlqMv0-A_J3FtK",
        "SAM named the function kbr-claims-prod-ClaimsIntakeFunction-C7UPQ9VJKI2J, use the alias",
        "| ClaimsIntakeFunctionRole | kbr-claims-prod-ClaimsIntakeFunctionRole-017E5YMM47LEQ |",
        '{"amount": "859.50", "merchantReference": "POL-NZ-OTA-2033-889059", "currency": "NZD"}',
        # a ConfigMap's literals are settings, not secrets
        "kubectl create configmap app --from-literal=region=eu-central-1 "
        "--from-literal=build=9f3a1c2e7b4d",
        # a table whose password column says where the password is kept
        "| system | user | password |\n|:--|:--|:--|\n| core | app | in Vault |",
        # the Secret Manager payload as JSON: base64 under "data", not the printed secret
        "$ gcloud secrets versions access 2 --secret=app-key --format=json\n{",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "| Prostředí | Uživatel | Heslo |\n|:--|:--|:--|\n| prod | app | dMy07z9AzYcF*v+I |",
            "dMy07z9AzYcF*v+I",
        ),
        (
            "+--------+------+------------------------+\n"
            "| system | user | password               |\n"
            "+--------+------+------------------------+\n"
            "| core   | app  | dua%%vyjX%ur3woz88pEnhJo |\n"
            "+--------+------+------------------------+",
            "dua%%vyjX%ur3woz88pEnhJo",
        ),
        (
            "expdp system/7DoVu1Zmod_jaMw2wB467xpi@CARDSPDB schemas=PAYMENTS",
            "7DoVu1Zmod_jaMw2wB467xpi",
        ),
        ("impdp userid=system/Kq8Lm2Vz9Kp4Rt7W@ORCL full=y", "Kq8Lm2Vz9Kp4Rt7W"),
        (
            "oc -n consul create secret generic gossip --from-literal=key="
            "q2eapkWLMDPwEpXZPkhpgtk57X7DxZ+aDPfi+sYtVGM=",
            "q2eapkWLMDPwEpXZPkhpgtk57X7DxZ+aDPfi+sYtVGM=",
        ),
        (
            "kubectl create secret generic db --from-literal=username=app "
            "--from-literal=password='Xk9#pL2mQ!zR'",
            "Xk9#pL2mQ!zR",
        ),
        (
            '{\n  "unseal_keys_b64": [\n    "q2eapkWLMDPwEpXZPkhpgtk57X7DxZ+aDPfi+sYtVGM=",\n'
            '    "b9eba33e397490507c8e58c36bcd03d560d7efd2eac85858815a7454c3067ccb5f"\n  ]\n}',
            "b9eba33e397490507c8e58c36bcd03d560d7efd2eac85858815a7454c3067ccb5f",
        ),
        (
            "Heslo pre servisný účet svc_sepa_batch na Oracle COREPDB1 je SmRI#U2LIZ.!4031N1#Z, "
            "expiruje 30. 9.",
            "SmRI#U2LIZ.!4031N1#Z",
        ),
        (
            "Heslo k účtu psvoboda v Jenkinsu jsem změnil na t65PR15s#bOU5v4tHI?L — Pavel ho má.",
            "t65PR15s#bOU5v4tHI?L",
        ),
        (
            "* Jirka říkal, že heslo ke Consul UI je fY_G_Wwr7Hfl!hi-ba, ale to je bootstrap.",
            "fY_G_Wwr7Hfl!hi-ba",
        ),
        (
            "ZMK (key ceremony):\nKomponent 1: 3456 4356 8BD8 ACF0 EDE2 0940 A42B D4A5  KCV F844B0",
            "3456 4356 8BD8 ACF0 EDE2 0940 A42B D4A5",
        ),
        (
            "BDK pre DUKPT, komponent B: 7DA7 A425 3F6B 1A2E 120C C3A4 6EE2 F17F (KCV E0FA5D)",
            "7DA7 A425 3F6B 1A2E 120C C3A4 6EE2 F17F",
        ),
        (
            "$ gcloud secrets versions access latest --secret=momo-secret-key --project=p-2206\n"
            "1jZaJ.l^_I-P6?=arOoI\n",
            "1jZaJ.l^_I-P6?=arOoI",
        ),
        (
            'token = jwt.encode({"merchantID": "764764898381900", "invoiceNo": "MKG331009935009"}, '
            '"19EE3F7C6F7FD2E3BF2C1F384D01422B4FB7B21B1A3D456A8C307D01A356C919", "HS256")',
            "19EE3F7C6F7FD2E3BF2C1F384D01422B4FB7B21B1A3D456A8C307D01A356C919",
        ),
        (
            'jwt.encode({"sub": "42"}, key="Kp4Rt7Wb3Nc6Hd1F", algorithm="HS256")',
            "Kp4Rt7Wb3Nc6Hd1F",
        ),
        (
            "appsecret_proof = hmac_sha256(key='YUvmIR5YV59X3BiE1qnE', msg=access_token)",
            "YUvmIR5YV59X3BiE1qnE",
        ),
        (
            "Khóa bí mật của ứng dụng Zalo (app 9351909329174434800): QzIgdyLA1HZPJ7JDYwDG",
            "QzIgdyLA1HZPJ7JDYwDG",
        ),
        # a GitLab token has the same dashes, but one prefix segment and no capitalized words
        ("GITLAB_TOKEN=glpat-Qx7pL2-MnVb48Kd03RsTa", "glpat-Qx7pL2-MnVb48Kd03RsTa"),
        ("runner: glrt-SzQL4xA-W5tglesEqR2I", "glrt-SzQL4xA-W5tglesEqR2I"),
        # an unmasked Dynatrace token is still taken
        (
            "DT_API_TOKEN=dt0c01.QRZT84ML2KX0WPNV5JD3HSYF."
            "K7QXW2MZP4RTV8NB3HJD6FGS1LYC5EUA9OIKQ2WZX4M7NP3RTB8VHD6J2FGS1L",
            "K7QXW2MZP4RTV8NB3HJD6FGS1LYC5EUA9OIKQ2WZX4M7NP3RTB8VHD6J2FGS1L",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


def test_the_claims_of_a_dict_payload_are_kept() -> None:
    from ocmem.redact import scrub

    text = (
        'jwt.encode({"merchantID": "7647", "invoiceNo": "MKG1"}, "Zq8Lm2Vz9Kp4Rt7Wb3Nc", "HS256")'
    )
    assert '"invoiceNo": "MKG1"' in scrub(text).text
