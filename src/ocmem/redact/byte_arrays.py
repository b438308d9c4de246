"""A key written in code as an array of bytes, under a name that says it is one.

Firmware and device code keep keys this way: an LMIC sketch's ``static const u1_t
NWKSKEY[16] = { 0xC9, 0xB0, … };``, C#'s ``byte[] AesKey = { 0x… }``, Rust's
``const HMAC_KEY: [u8; 32] = [0x…];``. The value has no run of characters the other
finders read as generated, so the array's name decides, as a config key's would: the bytes
are taken when the name names a secret (``NWKSKEY``, ``aes_key``; not ``DEVEUI`` or
``public_key``) and they are not a placeholder (all the same byte, or counting up).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from ocmem.redact.names import classify_name
from ocmem.redact.span import RANK_KEYWORD, Span

_BYTE = r"0[xX][0-9A-Fa-f]{2}"
# Found from its opening (``= { 0x``), which is rare, then the name is read back from there:
# a pattern that started at every word would try each one of a long text.
_OPENING = re.compile(
    r"=[ \t]*(?:new[ \t]+(?:byte|uint8_t|u8)?[ \t]*\[[ \t]*[0-9]{0,4}[ \t]*\][ \t]*)?"
    rf"[{{\[][ \t\r\n]*(?P<body>{_BYTE}(?:[ \t]*,[ \t\r\n]*{_BYTE}){{7,511}})"
)
_NAME_BEFORE = re.compile(
    r"(?P<name>[A-Za-z_][A-Za-z0-9_]{1,63})[ \t]*"
    # C's ``[16]``/``[]`` after the name; Rust's ``: [u8; 16]`` type
    r"(?:\[[ \t]*[0-9]{0,4}[ \t]*\]|:[ \t]*&?[ \t]*\[[ \t]*u8[ \t]*(?:;[ \t]*[0-9]{1,4}[ \t]*)?\])?"
    r"[ \t]*\Z"
)
_NAME_REACH = 96
_FEWEST_DISTINCT = 6  # a placeholder repeats a byte or two (``0x00, 0x00, …``)


def find_byte_array_secrets(text: str) -> Iterator[Span]:
    if "0x" not in text and "0X" not in text:
        return
    for match in _OPENING.finditer(text):
        before = _NAME_BEFORE.search(text, max(0, match.start() - _NAME_REACH), match.start())
        if before is None or classify_name(before["name"], lambda: "") is None:
            continue
        values = [int(byte, 16) for byte in re.findall(_BYTE, match["body"])]
        if len(set(values)) < _FEWEST_DISTINCT or _counts_up(values):
            continue
        yield Span(match.start("body"), match.end("body"), "byte-array-key", RANK_KEYWORD)


def _counts_up(values: list[int]) -> bool:
    """``0x00, 0x01, 0x02, …``: an example's bytes, not a key's."""
    return all(b - a == 1 for a, b in itertools.pairwise(values))
