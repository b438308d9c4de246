"""The 20 regression shapes carried over from the prior scrubber (memory-core-spec §4.4)."""

from __future__ import annotations

import pytest

from ocmem.redact import MARKER, scrub, scrub_fields

REDACTED_SHAPES = [
    pytest.param("Office WiFi PSK `marlin77`", "marlin77", id="01-psk-backtick"),
    pytest.param("the psk is tangerine9x", "tangerine9x", id="02-psk-copula"),
    pytest.param("wpa2-psk 'Bl0ck-Party'", "Bl0ck-Party", id="03-wpa2-psk-single-quoted"),
    pytest.param("Pre-shared key: Xyz98765", "Xyz98765", id="04-pre-shared-key-colon"),
    pytest.param("WiFi password is Purple7-Llama", "Purple7-Llama", id="05-wifi-password"),
    pytest.param("network key `r0uterk3y`", "r0uterk3y", id="06-network-key-backtick"),
    pytest.param("passcode = 4471bc", "4471bc", id="07-passcode-equals"),
    pytest.param("the password is octopus7garden", "octopus7garden", id="08-password-copula"),
    pytest.param('API-key "tk-QwE456rty"', "tk-QwE456rty", id="09-api-key-quoted"),
    pytest.param("token=gho_ZyXw9876VuTs", "gho_ZyXw9876VuTs", id="10-token-equals"),
]

KEPT_SHAPES = [
    pytest.param("SSID `cafe-wifi-5g` and `visitor-net`", id="11-ssid-names"),
    pytest.param("the keys are stored in ~/.aws/credentials", id="12-location-pointer"),
    pytest.param("the zip file is password-protected", id="13-password-protected"),
    pytest.param("the wifi was flaky all morning", id="14-wifi-prose"),
    pytest.param("explain the network key idea first", id="15-network-key-concept"),
]


@pytest.mark.parametrize(("text", "secret"), REDACTED_SHAPES)
def test_shape_is_redacted(text: str, secret: str) -> None:
    result = scrub(text)
    assert result.count >= 1
    assert MARKER in result.text
    assert secret not in result.text


@pytest.mark.parametrize("text", KEPT_SHAPES)
def test_shape_is_kept(text: str) -> None:
    result = scrub(text)
    assert result.count == 0
    assert result.text == text


def test_16_empty_string_is_unchanged() -> None:
    result = scrub("")
    assert (result.text, result.count, result.kinds) == ("", 0, ())


def test_17_trailing_sentence_period_is_kept() -> None:
    assert scrub("the password is octopus7garden.").text == f"the password is {MARKER}."


def test_18_two_secrets_in_one_string_count_two() -> None:
    result = scrub("password is tulip4ever and the api_key 'pk-ZyX987abc'")
    assert result.count == 2
    assert "tulip4ever" not in result.text
    assert "pk-ZyX987abc" not in result.text


def test_19_fields_are_scrubbed_independently() -> None:
    (name, description, content), count = scrub_fields(
        "Office WiFi", "PSK `marlin77`", "ssid cafe-net, the password is tulip4ever"
    )
    assert name == "Office WiFi"
    assert description == f"PSK `{MARKER}`"
    assert content == f"ssid cafe-net, the password is {MARKER}"
    assert count >= 2


def test_20_clean_fields_are_unchanged() -> None:
    fields, count = scrub_fields("Lint", "style", "prefer tabs")
    assert fields == ("Lint", "style", "prefer tabs")
    assert count == 0
