"""The rules that came from the twelfth look-alike corpus (its holdout, studied as tuning
data "dev13" once it had been scored): Azure resource names, script names, UUIDs as path
segments or after the app, role, client or credential they name, FHIR resource ids, XML
Signature and Encryption values, a PDF in base64, Entra error codes, instrumentation keys
and ``-passin env:VAR`` are kept; ``sqlplus user/pw@db``, ``ConvertTo-SecureString``,
``ldapsearch -w``, ``ktpass /pass``, ``kinit``, Informatica and SSIS passwords, Ansible
vault password files, Basic auth built with ``base64``, ``DirectoryEntry``,
``CosmosClient``, ``TwilioClient.Init``, CyberArk's answers, ASP.NET Core cookies, Vault's
``secret_id`` and a classic Azure DevOps PAT are found."""

from __future__ import annotations

import base64
import random
import string
import uuid

import pytest

from ocmem.redact import MARKER, scrub

_R = random.Random("lookalike12-rules")
ALNUM = string.ascii_letters + string.digits
PASSWORD = "Rv7#kP2w!Zq9mT"


def pick(alphabet: str, n: int) -> str:
    return "".join(_R.choice(alphabet) for _ in range(n))


def a_uuid() -> str:
    return str(uuid.UUID(int=_R.getrandbits(128), version=4))


COSMOS_KEY = base64.b64encode(bytes(_R.getrandbits(8) for _ in range(64))).decode()
HEX32 = pick("0123456789abcdef", 32)
TWILIO_TOKEN = pick("0123456789abcdef", 32)
PAT = pick("abcdefghijklmnopqrstuvwxyz234567", 52)
PDF = base64.b64encode(
    b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + bytes(_R.getrandbits(8) for _ in range(200))
)


@pytest.mark.parametrize(
    "text",
    [
        "the API token is read from kv-billing-prd-weu2 by app-billing-prd-weu2",
        "run the secret rotation with Rotate-ClientSecret.ps1 on the jump host",
        f"user secrets live in %APPDATA%\\Microsoft\\UserSecrets\\{a_uuid()}\\secrets.json",
        f"the client secret of app {a_uuid()} expired (credential {a_uuid()})",
        f"(AuthorizationFailed) The client '{a_uuid()}' has no secret read permission",
        f"FHIR token scope ok; Patient e{pick(ALNUM, 30)}3 and Observation e{pick(ALNUM, 30)}3",
        "<ds:SignatureValue>"
        + pick(ALNUM + "+/", 76)
        + "\n"
        + pick(ALNUM + "+/", 76)
        + "\n"
        + pick(ALNUM + "+/", 76)
        + "\n"
        + pick(ALNUM + "+/", 40)
        + "==</ds:SignatureValue>",
        "<CipherData>\n  <CipherValue>"
        + pick(ALNUM + "+/", 76)
        + "\n"
        + pick(ALNUM + "+/", 76)
        + "\n"
        + pick(ALNUM + "+/", 76)
        + "\n"
        + pick(ALNUM + "+/", 76)
        + "</CipherValue>",
        "the attachment, base64 (the key is in the next segment):\n"
        + "\n".join(PDF.decode()[i : i + 76] for i in range(0, len(PDF), 76)),
        "sign-in failed for the API secret: AADSTS7000215 (invalid client secret)",
        f"APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey={a_uuid()};IngestionEndpoint=x",
        "openssl pkcs12 -info -in cert.pfx -nokeys -passin env:PFX_PASS",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"sqlplus svc_app/{PASSWORD}@ORCLPRD @fix.sql", PASSWORD),
        (f"$s = ConvertTo-SecureString '{PASSWORD}' -AsPlainText -Force", PASSWORD),
        (f"ldapsearch -x -H ldaps://dc01 -D 'CN=svc' -w '{PASSWORD}' -b 'DC=corp'", PASSWORD),
        (
            f"ktpass /princ HTTP/web@CORP /mapuser CORP\\svc /pass {PASSWORD} /crypto AES256",
            PASSWORD,
        ),
        (f"echo '{PASSWORD}' | kinit svc_app@CORP.EXAMPLE", PASSWORD),
        (f"pmcmd startworkflow -sv IS -d Dom -u svc -p {PASSWORD} -f FOLDER wf", PASSWORD),
        (f"infacmd isp ListServices -dn Dom -un admin -pd {PASSWORD}", PASSWORD),
        (f"dtexec /F D:\\Load.dtsx /De {PASSWORD} /Rep EW", PASSWORD),
        (f"echo '{PASSWORD}' > ~/.ansible/vault_pass.txt", PASSWORD),
        (f"echo -n 'integration-key:{PASSWORD}' | base64", PASSWORD),
        (f'new DirectoryEntry("LDAP://dc01/DC=corp", "svc_ldap", "{PASSWORD}")', PASSWORD),
        (f'new CosmosClient("https://acct.documents.azure.com:443/", "{COSMOS_KEY}")', COSMOS_KEY),
        (f'TwilioClient.Init("AC{HEX32}", "{TWILIO_TOKEN}")', TWILIO_TOKEN),
        (f"GetPassword.exe /p AppDescs.AppID=App /o Password\n{PASSWORD}", PASSWORD),
        (f'{{"Content":"{PASSWORD}","UserName":"svc_app","Address":"db01"}}', PASSWORD),
        (f"Cookie: .AspNetCore.Cookies=CfDJ8{pick(ALNUM + '-_', 200)}", None),
        (f"vault write auth/approle/login role_id={a_uuid()} secret_id={a_uuid()}", None),
        (f"PAT for the pipeline migration: {PAT}", PAT),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str | None) -> None:
    result = scrub(text)
    if secret is None:
        secret = text.rstrip('")').split()[-1].split("=")[-1].strip('"')
    assert secret not in result.text
    assert MARKER in result.text


def test_a_passphrase_with_hyphens_is_no_resource_name() -> None:
    passphrase = "tidal-orbit-frame-lemon-7"
    assert passphrase not in scrub(f"export VAULT_PASSPHRASE={passphrase}").text
