"""The rules that came from the twenty-first look-alike corpus (a freight forwarder's EDI
and integration notes; its holdout, studied as tuning data "dev21" once it had been
scored): an armored PGP private key with header lines, Oracle's quoted IDENTIFIED BY and
CONNECT, rabbitmqctl's passwords, SOAP password elements, an Azure DevOps PAT in
``AZURE_DEVOPS_EXT_PAT=`` are found; an EDI segment is no .pgpass line."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

BODY = "lQPGBGpDjOcBCADfoENBHCARAHOC0YzJXfYwwp9ZOMRAZqXjSYm4compfmcdE84F"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: edi@tresmareslog.com\n\n"
            f"{BODY}\n=KTna\n-----END PGP PRIVATE KEY BLOCK-----",
            BODY,
        ),
        ('ALTER USER tms_api IDENTIFIED BY "tUaEf9l5YFCEk0B9Uu";', "tUaEf9l5YFCEk0B9Uu"),
        ('SQL> CONNECT EDI_STAGE/"kdpPg1Dk#iRbhDS##Z"@TMSPRD', "kdpPg1Dk#iRbhDS##Z"),
        ("rabbitmqctl add_user powerbi_feed 'SPH-F8dG7rW~VxkCn_vS'", "SPH-F8dG7rW~VxkCn_vS"),
        ("<wsse:Password>kKIZ=3sA@m!=sor=*Z</wsse:Password>", "kKIZ=3sA@m!=sor=*Z"),
        ("<tns:password>l=zvNN0GO_hPoq^hSGGI</tns:password>", "l=zvNN0GO_hPoq^hSGGI"),
        (
            "AZURE_DEVOPS_EXT_PAT=uemufqqzdv5tqosvcqqeibwnml6txckaocjfuapxh6hboo3ptxe3 az repos",
            "uemufqqzdv5tqosvcqqeibwnml6txckaocjfuapxh6hboo3ptxe3",
        ),
        ("db01.example.com:5432:edi:edi_user:Zq8vN3kLm2Xw9RtY", "Zq8vN3kLm2Xw9RtY"),
    ],
)
def test_a_credential_in_these_shapes_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "TDT+20+750W+1++MAEU:172:20+++9891367:146::MAERSK ESSEN'",
        "<PasswordPolicy>min 14 characters</PasswordPolicy>",
        "<Passage>12</Passage>",
        "SQL> CONNECT / AS SYSDBA",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)
