"""The rules that came from the fourteenth look-alike corpus (a retail bank's notes; its
holdout, studied as tuning data "dev15" once it had been scored): SEPA mandate ids and
SonarQube analysis ids (by the noun before them) and ``test-only-not-a-…`` stand-ins are
kept; OpenShift ``sha256~`` tokens, Conjur's rotated API key, a Kubernetes Secret's data
printed by ``oc``/``kubectl get secret … jsonpath``, HSM key components in clear, a quoted
``sqlplus`` password and prose passwords linked by Dutch "is gewijzigd naar", German
"vom … ist jetzt" and "für … lautet", Dutch "voor … is" and Italian "dell'… è" are
found."""

from __future__ import annotations

import base64
import random
import string

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike14-rules")
ALNUM = string.ascii_letters + string.digits
PASSWORD = "Rv7#kP2w!Zq9mT"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


HEX32 = pick("0123456789ABCDEF", 32)
GROUPED = " ".join(HEX32[i : i + 4] for i in range(0, 32, 4))
OCP = "sha256~" + pick(ALNUM + "-_", 43)
CONJUR = pick(string.ascii_lowercase + string.digits, 52)
B64 = base64.b64encode(PASSWORD.encode()).decode()


@pytest.mark.parametrize(
    "text",
    [
        f"- SDD mandate NHB-{pick(string.ascii_uppercase + string.digits, 20)} for creditor id "
        "FR34ZZZ636723491401",
        f"sonar project key nl.bank:consent-api, analysis AY{pick(ALNUM + '-_', 18)}, gate ERROR",
        'private static final String FAKE_SECRET = "test-only-not-a-secret-785";',
        "ZMK ceremony: custodian A entered component 1, KCV C33CD7 (the KCV is public)",
        "$ oc get secret fraud-mq -o jsonpath='{.metadata.name}'\nfraud-mq",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"OCP uat token for batch_consents (reused by the nightly job): {OCP}", OCP),
        (f"$ conjur host rotate-api-key -i dch/sepa-inst\n{CONJUR}", CONJUR),
        (f"$ oc get secret iso-mq -o jsonpath='{{.data.password}}'\n{B64}", B64),
        (f"$ kubectl get secret db -o jsonpath='{{.data.password}}'\n{B64}", B64),
        (f"ZMK ceremony, custodian A: clear component {GROUPED} (KCV C33CD7)", GROUPED),
        (f"payShield console:\n> FK\nComponent 1: {HEX32}\nKey check value: 3F4443", HEX32),
        (f'$ sqlplus RO_CARDS/"{PASSWORD}"@ora-tst-scan:1521/DCHSVC', PASSWORD),
        (
            f"- Wachtwoord van serviceaccount svc_batch (uat) is gewijzigd naar {PASSWORD}.",
            PASSWORD,
        ),
        (
            f"Das Kennwort vom Bridge-Account app_cards ist jetzt {PASSWORD}, Ablauf in 90 Tagen.",
            PASSWORD,
        ),
        (
            f"Passwort für den technischen User svc_fraud auf der PRD-Umgebung lautet {PASSWORD}.",
            PASSWORD,
        ),
        (f"Let op: het wachtwoord voor de Nexus-admin is {PASSWORD}, net gereset.", PASSWORD),
        (f"La password dell'utenza batch_mobile su ServiceNow prd è {PASSWORD}, scade.", PASSWORD),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    result = scrub(text)
    assert secret not in result.text
    assert MARKER in result.text
