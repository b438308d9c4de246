"""The rules that came from the twenty-fourth look-alike corpus (a utility's OT and IT
notes; its holdout, studied as tuning data "dev24" once it had been scored): an AEAD or
MAC tag (DLMS's ``auth-tag``, a GCM tag) sent in the clear, a PI Web API WebID where the
note names WebIDs, and a slash-separated topic or path whose segments are upper-case words
(Sparkplug's ``spBv1.0/GROUP/NDATA/…``) are kept."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

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
