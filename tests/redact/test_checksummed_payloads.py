"""Payloads that carry their own checksum are public by their format: an EMV merchant QR
payload (a Pix "copia e cola", a QRIS code) and an NMEA sentence (a ship's AIS broadcast,
a GPS fix). Whatever random-looking ids they hold, a payload whose checksum holds comes back
whole; the same payload with a wrong checksum is judged like any other text."""

from __future__ import annotations

import binascii

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.redact.rule_checks import assert_kept

from ocmem.redact import scrub

_BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
# AIS's six-bit armor: ``0``-``W`` and `` ` ``-``w``.
_AIS_ARMOR = "".join(chr(c) for c in range(48, 88)) + "".join(chr(c) for c in range(96, 120))


def _field(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def _emv(txid: str, merchant: str, amount: str) -> str:
    body = (
        _field("00", "01")
        + _field("26", _field("00", "br.gov.bcb.pix") + _field("01", "financeiro@example.com.br"))
        + _field("52", "0000")
        + _field("53", "986")
        + _field("54", amount)
        + _field("58", "BR")
        + _field("59", merchant)
        + _field("60", "SAO PAULO")
        + _field("62", _field("05", txid))
        + "6304"
    )
    # CRC-16/CCITT-FALSE, computed by the standard library rather than the code under test
    return body + f"{binascii.crc_hqx(body.encode(), 0xFFFF):04X}"


def _nmea(payload: str) -> str:
    body = f"AIVDM,1,1,,A,{payload},0"
    checksum = 0
    for char in body:
        checksum ^= ord(char)
    return f"!{body}*{checksum:02X}"


@settings(max_examples=60, deadline=None)
@given(
    txid=st.text(_BASE62, min_size=20, max_size=25),
    merchant=st.sampled_from(["CS TRADING AGRICOLA", "CAMPO SERENO AGRO", "WARUNG KOPI JAYA"]),
    amount=st.from_regex(r"[1-9][0-9]{0,5}\.[0-9]{2}", fullmatch=True),
)
def test_an_emv_payload_whose_crc_holds_is_kept(txid: str, merchant: str, amount: str) -> None:
    assert_kept(f"Pix copia e cola da cobrança:\n{_emv(txid, merchant, amount)}\n")


@settings(max_examples=60, deadline=None)
@given(payload=st.text(_AIS_ARMOR, min_size=28, max_size=28))
def test_an_nmea_sentence_whose_checksum_holds_is_kept(payload: str) -> None:
    assert_kept(f'{{"raw": "{_nmea(payload)}"}}')


def test_a_wrong_crc_takes_the_exemption_away() -> None:
    payload = _emv("CSIw6Xj7bLV2BigY1W8eqoYBF", "CS TRADING AGRICOLA", "209929.31")
    wrong = payload[:-4] + f"{(int(payload[-4:], 16) + 1) % 0x10000:04X}"
    assert scrub(f"Pix:\n{payload}\n").count == 0
    assert scrub(f"Pix:\n{wrong}\n").count == 1
