"""The rules that came from the twenty-fourth look-alike corpus (a utility's OT and IT
notes; its holdout, studied as tuning data "dev24" once it had been scored): an AEAD or
MAC tag (DLMS's ``auth-tag``, a GCM tag) sent in the clear, a PI Web API WebID where the
note names WebIDs, and a slash-separated topic or path whose segments are upper-case words
(Sparkplug's ``spBv1.0/GROUP/NDATA/…``) are kept."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

from ocmem.redact import scrub

WEB_ID = "F1AboOtO2IEmC066yqRWf_CVKMwgAWh6BoV640EjD5a33uhbLA"


@pytest.mark.parametrize(
    "text",
    [
        "general-glo-ciphering\n  system-title: 4B414DAA8EA0CF2D\n  security-control: 30\n"
        "  invocation-counter: 20A5F6BD\n  ciphered-content: CE7EBE095845F33666D9957E0AA8\n"
        "  auth-tag: 43A2663E6F699D9B2B0FCB33",
        "GCM tag = 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "Huom. AF-elementin WebId F1EmuPU-DGX_KXM8TSexcx3xNAukQ0bKBpjkH_LJyUaGm8OA, "
        f"attribuutti {WEB_ID}",
        "- [x] spBv1.0/JEV/NDATA/edge-kiv-02/pump03 — session c7390d8bc9d2472e",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("auth-token: 43A2663E6F699D9B2B0FCB33a8c1e0f2", "43A2663E6F699D9B2B0FCB33a8c1e0f2"),
        (
            "dlms authentication key (AK): 5C9E1A7B3D2F48E6A0B9C7D1E3F5A2B4",
            "5C9E1A7B3D2F48E6A0B9C7D1E3F5A2B4",
        ),
        # the WebID shape alone, with no WebID named, is judged as any other run
        (f"PI_CLIENT_SECRET={WEB_ID}", WEB_ID),
        (
            "mqtt password Q7v/Jx2KpL9m/Zr4WtB8nE5c/Hs1YdF6gA3 for edge-kiv-02",
            "Q7v/Jx2KpL9m/Zr4WtB8nE5c/Hs1YdF6gA3",
        ),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "meter_id;manufacturer;version;aes_key\n17079081;SEN;27;C63F791ECDACF72E733D5ECDE1CE6B27\n"
            "71304901;SEN;27;0B8B377A3ED6CA36485E6249D92E1F2A",
            "0B8B377A3ED6CA36485E6249D92E1F2A",
        ),
        ("user,password\nsvc_pi,Zq8vN3kLm2Xw9RtY7p\n", "Zq8vN3kLm2Xw9RtY7p"),
        (
            'AcseAuthenticationParameter_setPassword(auth, "c3Rz6Ba=bAtmpJK*8Pft");  // BCU',
            "c3Rz6Ba=bAtmpJK*8Pft",
        ),
        ('client.set_password("S75L5t#xUW.RA+Xc~pdfQkr%!p")', "S75L5t#xUW.RA+Xc~pdfQkr%!p"),
        ('client.username_pw_set("levante-edge", "U.2s?oTd#uvjBu9sev")', "U.2s?oTd#uvjBu9sev"),
        (
            "Set-ADAccountPassword -Identity svc_pi -Reset -NewPassword "
            "(ConvertTo-SecureString -AsPlainText 'ZyrOCKN7aglcUvJF=N' -Force)",
            "ZyrOCKN7aglcUvJF=N",
        ),
        ("mittari 83892754: HLS-salaisuus (HIGH) Bfc7Qm22hjh9kwM4", "Bfc7Qm22hjh9kwM4"),
        (
            "- GUEK (vaihdettu): 8FCEE223EB73AC29613DD19174425BEE",
            "8FCEE223EB73AC29613DD19174425BEE",
        ),
        ('{"guek": "ABE5CC53EBA0782109E5ACFCBB529B16"}', "ABE5CC53EBA0782109E5ACFCBB529B16"),
    ],
)
def test_a_secret_of_these_shapes_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


def test_the_command_around_a_powershell_password_is_left_whole() -> None:
    # "-NewPassword (ConvertTo-SecureString …)": the flag's value is a command, not a
    # password; only the literal inside is taken.
    text = (
        "Set-ADAccountPassword -NewPassword (ConvertTo-SecureString -AsPlainText 'Zy8q=N4k' -Force)"
    )
    assert "(ConvertTo-SecureString -AsPlainText '" in scrub(text).text


@pytest.mark.parametrize(
    "text",
    [
        "The KEK is rotated every year by the HSM team",
        "meter_id;manufacturer;version\n17079081;SEN;27\n71304901;SEN;27",
        # a CFDI seal (the invoice's signature, printed on it) that the note calls no secret
        "El Sello es la firma y va impreso en el PDF, no es secreto: "
        "gW373EfMhFx1OqiPgE4wWFZEgCfOA0Y/hRWjkPJLhYBIORP/85NZyCf4x2IPpaJOyZEC8PJuXmx5e2Jb"
        "B1CE+5BpmIH+y6ZCfjDIThlqMpkg92424uShbU9qLocyJdgJGQ/XY5Hw05C3Vk+cf//QIiu/nmviJAXR"
        "0TeHsL2y0z5mCI+yHpbWU/Z5+Jedap+6884+74Z9LqiF1tJceYMKmibjnzEw8gRrLlABeQ5iOCw+m11q"
        "qcgjdPGnKvYs/z7nhQE/eED0iCtfJTGLNk+QFoGPYU4HQb8k/T98yZxCSERjPVlkL7qvg564ui4aec4i"
        "BnBBmclf5mgI4VonxuDUPA==",
    ],
)
def test_no_secret_is_read_into_these(text: str) -> None:
    assert_kept(text)
