"""Key material with no keyword beside it: a block of base64 lines such as the body of a
private key pasted without its ``BEGIN`` line.

One line of base64 is often data (an image, a checksum); three or more full lines of
generated-looking base64 in a row are a key body. Armored blocks (``-----BEGIN …``) are
left to the PEM detector, which tells private keys from public keys and certificates.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import json
import re
import string
import zlib
from collections.abc import Callable, Iterator, Sequence

from ocmem.redact.candidate_values import is_placeholder, is_redacted, is_reference
from ocmem.redact.entropy import looks_random
from ocmem.redact.span import RANK_STRUCTURE, Span
from ocmem.redact.vendor_tokens import long_run_windows

# A serialized protobuf FileDescriptorProto (gRPC reflection, a generated ``_pb2``): field 1,
# the .proto file's path, comes first.
_PROTO_FILE = re.compile(rb"\n[\x01-\x7f][\w/.\-]{1,127}\.proto")
_PROTO_FIELDS = 6
_BASE64_LINE = re.compile(r"^[ \t]*(?P<body>[A-Za-z0-9+/]{16,200}={0,2})[ \t]*\r?$", re.MULTILINE)
_FULL_LINE = 40
_BASE64URL = re.compile(r"[A-Za-z0-9_-]+")
_LONGEST_HEADER = 1024
_JOSE_PARAMETERS = frozenset(
    {"alg", "typ", "kid", "cty", "enc", "zip", "crit", "jku", "jwk", "x5u", "x5c", "x5t"}
    | {"x5t#S256", "b64", "iss", "url", "nonce", "ppt"}
)
_RANDOM_LINES = 3
_ARMOR = "-----"
_ARMOR_HEADER = re.compile(r"[A-Za-z][A-Za-z-]{0,30}: [^\n]{0,200}")
# A line that announces the block below it as a public key (and says nothing private).
_PUBLIC_KEY_LABEL = re.compile(
    r"^(?!.*priv)[^\n]{0,80}\bpub(?:lic[ _-]?key)?\b[^\n]{0,60}:\s*$", re.IGNORECASE
)
_KEY_LABEL = re.compile(
    r"(?<![A-Za-z])(?:key|keys|keytab|secret)(?![a-z])[^\n]*$|\bbase64\b[^\n]*\.key\b",
    re.IGNORECASE,
)
_LABELLED_LINES = 2
_ARMOR_HEADER_LINES = 6  # lines looked back over for the armor line
# A Kubernetes Secret's ``data:``/``stringData:`` map: every value is a secret, whatever
# its key is called.
_SECRET_MAP = re.compile(r"^(?P<indent>[ \t]*)(?:data|stringData):[ \t]*\r?$", re.MULTILINE)
_SECRET_KIND = re.compile(r"kind:[ \t]*[\"']?Secret\b")
_MAP_ENTRY = re.compile(
    r"(?P<indent>[ \t]+)[\"']?[\w.\-]{1,253}[\"']?:[ \t]+[\"']?(?P<value>[^\s\"'#]{1,4096})"
)
_KIND_WINDOW = 2048
_BASE64 = re.compile(r"[A-Za-z0-9+/]+={0,2}|[A-Za-z0-9_\-]+={0,2}")
_DECODED_JUDGED = 192  # bytes of a decoded blob looked at
_PRINTABLE = frozenset(range(0x20, 0x7F)) | {0x09, 0x0A, 0x0D}
_TEXT_SHARE = 0.8  # random bytes are about 38% printable
_SHORT_TEXT_SHARE = 0.95
_LONG_DECODED = 24
_USER_PASSWORD = re.compile(rb"[^:\s]{1,128}:[^\s]{1,256}")
# An id, a bar and a secret (HyperPay's access tokens decode to ``<entity id>|<secret>``);
# a JWT (Paymob's API keys are base64 of one).
_ID_BAR_SECRET = re.compile(rb"[0-9A-Za-z]{16,64}\|[\x21-\x7e]{8,128}")
_ENCODED_JWT = re.compile(rb"eyJ[A-Za-z0-9_-]{10,}\.eyJ")
_CREDENTIAL_MEMBER = re.compile(
    rb"\"(?:[A-Za-z_]{0,24}[_-])?(?i:key|token|secret|password|payload|datakey|auth)\"[ \t]*:"
)
# File formats whose base64 starts with a fixed header: PNG, JPEG, GIF, WOFF2, PDF, zip.
# Image, font, document and archive headers, and compressed streams (gzip, zstd, bzip2, xz).
_FILE_MAGIC = (
    *(b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"wOF2", b"wOFF", b"%PDF", b"PK\x03\x04"),
    *(b"\x1f\x8b\x08", b"\x28\xb5\x2f\xfd", b"BZh91AY&SY", b"\xfd7zXZ\x00"),
)
_MAX_ENTRIES = 64
# XML Signature's values and XML Encryption's ciphertext (web.config's encrypted sections).
# A UBL document's attachment (``<cbc:EmbeddedDocumentBinaryObject>``: an invoice's QR code
# or PDF, as ZATCA and Peppol invoices embed them) is data of the same kind.
_XML_VALUE_OPEN = re.compile(
    r"<(?:ds:|xenc:|cbc:)?(?:SignatureValue|CipherValue|DigestValue|EmbeddedDocumentBinaryObject)"
    r"(?:[ \t][^<>\n]{0,200})?>"
)
_TWICE_ENCODED_DER = "TUlJ"
# Mail headers that sign a message; their ``b=`` tag is the signature, folded over lines.
_MAIL_SIGNATURE_HEADERS = ("DKIM-Signature:", "ARC-Seal:", "ARC-Message-Signature:")
_MAIL_HEADER_REACH = 2048
_XML_VALUE_REACH = 8192


def find_bare_key_material(
    text: str, windows: Sequence[tuple[int, int]] | None = None
) -> Iterator[Span]:
    """``windows``: where runs of 15 or more non-blank characters are
    (``long_run_windows``); a line's base64 body is such a run, so only the lines that
    hold a window are scanned."""
    if windows is None:
        windows = long_run_windows(text)
    run: list[tuple[int, int]] = []  # (start, end) of each line's body
    for line in (
        found
        for start, end in _whole_lines(text, windows)
        for found in _BASE64_LINE.finditer(text, start, end)
    ):
        start, end = line.span("body")
        if run and not _next_line(text, run[-1][1], line.start()):
            yield from _run_span(text, run)
            run = []
        run.append((start, end))
    yield from _run_span(text, run)
    for prefix, run_pattern, holds_key, kind in _ENCODED_KEYS:
        if prefix in text:
            for encoded in run_pattern.finditer(text):
                if holds_key(encoded.group()):
                    yield Span(*encoded.span(), kind, RANK_STRUCTURE)
    yield from _encoded_passwords(text)


# "assword=" and "ASSWORD=" in base64 at each of the three alignments: the characters that
# only those bytes decide. A connection string (``…;Password=…``) kept base64-encoded, as a
# Kubernetes secret's ``data`` or an environment variable holds it, contains one of them.
_ENCODED_PASSWORD_NEEDLES = (
    *("YXNzd29yZD", "Fzc3dvcmQ9", "hc3N3b3JkP"),
    *("QVNTV09SRD", "FTU1dPUkQ9", "BU1NXT1JEP"),
)
_BASE64_CHARS = frozenset(string.ascii_letters + string.digits + "+/")
_LONGEST_ENCODED = 8192
_DECODED_PASSWORD = re.compile(rb"(?i)password[ \t]*=[ \t]*[^;\s'\"]{4,}")


def _encoded_passwords(text: str) -> Iterator[Span]:
    """A base64 run that decodes to text assigning a password (see the needles above)."""
    seen: set[int] = set()
    for needle in _ENCODED_PASSWORD_NEEDLES:
        at = text.find(needle)
        while at != -1:
            start, end = at, at + len(needle)
            while start > 0 and text[start - 1] in _BASE64_CHARS and at - start < _LONGEST_ENCODED:
                start -= 1
            while end < len(text) and text[end] in _BASE64_CHARS and end - at < _LONGEST_ENCODED:
                end += 1
            if text.startswith("==", end):
                end += 2
            elif text.startswith("=", end):
                end += 1
            if start not in seen:
                seen.add(start)
                decoded = _padded_b64decode(text[start:end]) or b""
                if _DECODED_PASSWORD.search(decoded):
                    yield Span(start, end, "encoded-credentials", RANK_STRUCTURE)
            at = text.find(needle, end)


def _whole_lines(text: str, windows: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """``windows`` widened to the starts and ends of their lines, overlaps joined."""
    lines: list[tuple[int, int]] = []
    for start, end in windows:
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end == -1 else line_end
        if lines and line_start <= lines[-1][1]:
            lines[-1] = (lines[-1][0], max(lines[-1][1], line_end))
        else:
            lines.append((line_start, line_end))
    return lines


def find_secret_map_values(text: str) -> Iterator[Span]:
    if "Secret" not in text or "ata:" not in text:
        return  # neither ``kind: Secret`` nor a ``data:``/``stringData:`` key
    for header in _SECRET_MAP.finditer(text):
        window = text[max(0, header.start() - _KIND_WINDOW) : header.end() + _KIND_WINDOW]
        if _SECRET_KIND.search(window) is None:
            continue
        indent = len(header.group("indent"))
        cursor = header.end()
        for _ in range(_MAX_ENTRIES):
            if cursor >= len(text) or text[cursor] != "\n":
                break
            entry = _MAP_ENTRY.match(text, cursor + 1)
            if entry is None or len(entry.group("indent")) <= indent:
                break
            value = entry.group("value")
            if not (is_redacted(value) or is_reference(value) or is_placeholder(value)):
                yield Span(*entry.span("value"), "kubernetes-secret", RANK_STRUCTURE)
            line_end = text.find("\n", entry.end())
            cursor = len(text) if line_end == -1 else line_end


_KEYTAB_HEAD = 10
# The literal first, the run's start checked after it: a scan for a literal is fast.
_ENCODED_KEYTAB = "BQI"
_ENCODED_KEYTAB_RUN = re.compile(r"BQI(?<![A-Za-z0-9+/]BQI)[A-Za-z0-9+/]{40,}={0,2}")
_LONGEST_KEYTAB_ENTRY = 65536
_ENCODED_PEM = "LS0tLS1CRUdJTi"
_ENCODED_HEADER = 80  # base64 characters that hold a PEM header line
_ENCODED_PEM_RUN = re.compile(r"(?<![A-Za-z0-9+/])LS0tLS1CRUdJTi[A-Za-z0-9+/]{40,}={0,2}")
# ``{"type":`` and ``{\n  "type":`` in base64 share this; the run is a JSON key file's.
_ENCODED_JSON_TYPE = "0eXBlIj"
_ENCODED_JSON_TYPE_RUN = re.compile(
    r"(?<![A-Za-z0-9+/])(?:ewogICJ0eXBlIjog|eyJ0eXBlIjo[gi]|eyAidHlwZSI6IC)[A-Za-z0-9+/]{200,}={0,2}"
)
_KEY_FILE_HEAD = 640  # base64 characters: past a key file's type, project and key id


def encodes_id_and_secret(run: str) -> bool:
    """Whether ``run`` is base64 of ``<id>|<secret>`` (HyperPay's access tokens): a
    credential however plain its encoded letters look."""
    if not 24 <= len(run) <= 256 or not _BASE64.fullmatch(run):
        return False
    decoded = _padded_b64decode(run.rstrip("="))
    return decoded is not None and _ID_BAR_SECRET.fullmatch(decoded) is not None


def decodes_to_data(run: str) -> bool:
    """Whether ``run`` is base64 of text (JSON, a message) or of a file with a known
    header: encoded data, not key material, whose bytes are uniformly random."""
    if len(run) < 16 or not _BASE64.fullmatch(run):
        return False
    head = run.rstrip("=")[: _DECODED_JUDGED * 4 // 3 // 4 * 4]
    decoded = _padded_b64decode(head, _altchars(head))
    if not decoded:
        return False
    if _begins_private_key(decoded):
        return False  # a PEM private key in base64 (a kubeconfig's ``client-key-data``)
    if _begins_keytab(decoded):
        return False  # a Kerberos keytab: its principals' names are text, its keys are not
    if decoded.startswith(_FILE_MAGIC) or _PROTO_FILE.match(decoded):
        return True
    if _is_protobuf_message(decoded):
        return True  # a serialized message (a GTFS-Realtime feed, a Kafka record's value)
    if _is_zlib_stream(decoded):
        return True  # compressed data (``eJz…``): no key is stored deflated
    if _USER_PASSWORD.fullmatch(decoded) or _ID_BAR_SECRET.fullmatch(decoded):
        return False  # ``user:password``, the body of HTTP Basic auth, or ``id|secret``
    if _ENCODED_JWT.match(decoded):
        return False  # a JWT, encoded once more
    if decoded.startswith(b"{") and _CREDENTIAL_MEMBER.search(decoded):
        return False  # a token made of JSON (ECR's login token, a SentinelOne site token)
    printable = sum(1 for byte in decoded if byte in _PRINTABLE)
    # A few random bytes can be mostly printable by chance; a short blob must be all text.
    share = _TEXT_SHARE if len(decoded) >= _LONG_DECODED else _SHORT_TEXT_SHARE
    return printable >= share * len(decoded)


def _is_zlib_stream(data: bytes) -> bool:
    """Whether ``data`` (maybe cut short) is a zlib stream: its two-byte header (method 8,
    a check that divides by 31) and a deflate body that inflates without an error."""
    if len(data) < _SHORTEST_ZLIB or data[0] & 0x0F != 8 or (data[0] << 8 | data[1]) % 31:
        return False
    try:
        inflated = zlib.decompressobj().decompress(data, _ZLIB_PEEK)
    except zlib.error:
        return False
    return len(inflated) > 0


_SHORTEST_ZLIB = 12
_ZLIB_PEEK = 4096


def _is_protobuf_message(data: bytes) -> bool:
    """Whether ``data`` (maybe cut short) parses as protobuf fields, at least
    `_PROTO_FIELDS` of them whole (nested messages' fields counted), one of them text:
    random bytes soon break the format (a wire type that does not exist, a length past the
    end)."""
    fields, texts, position = _proto_fields(data, depth=2)
    return fields >= _PROTO_FIELDS and texts >= 1 and position >= len(data) * 3 // 4


def _proto_fields(data: bytes, depth: int) -> tuple[int, int, int]:
    """(whole fields, text fields, bytes read) of ``data`` read as a message; fields of a
    nested message that parses to its end count too. Stops at the first break."""
    fields = texts = position = 0
    while position < len(data):
        key, after = _varint(data, position)
        wire, number = key & 7, key >> 3
        if key < 0 or number == 0 or wire not in (0, 1, 2, 5):
            return (fields, texts, position) if fields else (0, 0, 0)
        if wire == 0:
            value, after = _varint(data, after)
            if value < 0:
                break  # cut off inside the number
        elif wire == 2:
            length, after = _varint(data, after)
            if length < 0 or after + length > len(data):
                break  # the data was cut inside this field
            payload = data[after : after + length]
            after += length
            if _is_text(payload):
                texts += 1
            elif depth and len(payload) >= 2:
                inner, inner_texts, read = _proto_fields(payload, depth - 1)
                if read == len(payload):
                    fields, texts = fields + inner, texts + inner_texts
        else:
            after += 8 if wire == 1 else 4
            if after > len(data):
                break
        position = after
        fields += 1
    return fields, texts, position


def _is_text(payload: bytes) -> bool:
    return len(payload) >= 3 and all(byte in _PRINTABLE for byte in payload)


def _varint(data: bytes, position: int) -> tuple[int, int]:
    """The varint at ``position`` and the position after it; -1 when it runs off the end
    or is longer than ten bytes."""
    value = shift = 0
    while position < len(data) and shift < 70:
        byte = data[position]
        position += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, position
        shift += 7
    return -1, position


def is_encoded_private_key(run: str) -> bool:
    """Whether ``run`` is base64 of a PEM private key (``LS0tLS1CRUdJTi…`` is base64 of
    ``-----BEGIN``): a kubeconfig's ``client-key-data``, a Kubernetes Secret's ``tls.key``."""
    decoded = _decoded_head(run, _ENCODED_HEADER, _ENCODED_PEM)
    return decoded is not None and _begins_private_key(decoded)


def is_encoded_service_account_key(run: str) -> bool:
    """Whether ``run`` is base64 of a cloud service account's key file (Google's JSON key,
    ``docker login -u _json_key_base64``): its ``private_key`` comes within its first few
    hundred bytes, after the type and the key's id."""
    decoded = _decoded_head(run, _KEY_FILE_HEAD)
    return decoded is not None and b'"private_key"' in decoded and b"PRIVATE KEY" in decoded


def _padded_b64decode(body: str, altchars: bytes | None = None) -> bytes | None:
    """``body`` decoded, its missing padding added; None when it does not decode."""
    try:
        return base64.b64decode(body + "=" * (-len(body) % 4), altchars=altchars)
    except (binascii.Error, ValueError):
        return None


def _decoded_head(run: str, length: int, prefix: str = "") -> bytes | None:
    """The bytes of ``run``'s first ``length`` base64 characters, if it starts with
    ``prefix``; None otherwise or when they do not decode."""
    if not run.startswith(prefix):
        return None
    head = run[:length]
    try:
        return base64.b64decode(head[: len(head) // 4 * 4])
    except (binascii.Error, ValueError):
        return None


def is_der_certificate(run: str) -> bool:
    """Whether ``run`` is the base64 of a DER X.509 certificate: a SEQUENCE whose first
    member, the to-be-signed SEQUENCE, opens with the explicit ``[0]`` version tag
    (``a0 03 02 01 0n``), which no private key's encoding has (they open with an INTEGER).
    Also that base64 encoded once more (``TUlJ…``, the base64 of ``MII…``), as ZATCA's
    ``binarySecurityToken`` carries the certificate it issued."""
    twice = _decoded_head(run, 48, _TWICE_ENCODED_DER)
    if twice is not None:
        return twice.isascii() and is_der_certificate(twice.decode("ascii"))
    decoded = _decoded_head(run, 24)
    if decoded is None or len(decoded) < 12 or decoded[0] != 0x30:
        return False
    inner = _after_der_length(decoded, 1)
    if inner is None or inner >= len(decoded) or decoded[inner] != 0x30:
        return False
    version = _after_der_length(decoded, inner + 1)
    return version is not None and decoded[version : version + 4] == b"\xa0\x03\x02\x01"


def _after_der_length(decoded: bytes, at: int) -> int | None:
    """Where the content starts after the DER length at ``at`` (short or 1-2 byte long form)."""
    if at >= len(decoded):
        return None
    first = decoded[at]
    if first < 0x80:
        return at + 1
    return at + 1 + (first - 0x80) if first in (0x81, 0x82) else None


def _begins_private_key(decoded: bytes) -> bool:
    line = decoded.split(b"\n", 1)[0]
    return line.startswith(b"-----BEGIN ") and b"PRIVATE KEY" in line


def is_encoded_keytab(run: str) -> bool:
    """Whether ``run`` is the base64 of a Kerberos keytab (``BQIAAA…``)."""
    decoded = _decoded_head(run, _KEYTAB_HEAD * 4 // 3 + 4, _ENCODED_KEYTAB)
    return decoded is not None and _begins_keytab(decoded)


def _begins_keytab(decoded: bytes) -> bool:
    """A Kerberos keytab (version 0x0502), its first entry's length, then its component
    count and realm length (MIT's file format): every entry holds a service's key."""
    if len(decoded) < _KEYTAB_HEAD or not decoded.startswith(b"\x05\x02"):
        return False
    entry = int.from_bytes(decoded[2:6], "big", signed=True)
    return 0 < abs(entry) < _LONGEST_KEYTAB_ENTRY and decoded[6] == 0 and 0 < decoded[7] < 16


def is_jose_header(run: str) -> bool:
    """Whether ``run`` is a JWT's first part alone (``eyJhbGciOi…`` with no ``.``): base64url
    of a JSON object of header parameters (``alg``, ``typ``, ``kid``…), which say how a
    token is signed and hold nothing secret; the token's payload and signature are not
    there."""
    if not run.startswith("eyJ") or not _BASE64URL.fullmatch(run) or len(run) > _LONGEST_HEADER:
        return False
    try:
        decoded = json.loads(base64.urlsafe_b64decode(run + "=" * (-len(run) % 4)))
    except (binascii.Error, ValueError):
        return False
    return isinstance(decoded, dict) and "alg" in decoded and set(decoded) <= _JOSE_PARAMETERS


def _altchars(body: str) -> bytes | None:
    return b"-_" if ("-" in body or "_" in body) else None


def _next_line(text: str, previous_end: int, start: int) -> bool:
    return text[previous_end:start].strip(" \t\r") == "\n"


def _run_span(text: str, run: list[tuple[int, int]]) -> Iterator[Span]:
    if not run:
        return
    start = run[0][0]
    if is_encoded_keytab(text[start : run[0][1]]):
        yield Span(start, run[-1][1], "kerberos-keytab", RANK_STRUCTURE)
        return
    if len(run) < _RANDOM_LINES:
        return
    if _under_armor(text, start):
        return  # an armored block, the PEM detector's to judge
    if _PUBLIC_KEY_LABEL.search(_line_before(text, start)):
        return  # ``sn -Tp``'s "Public key (hash algorithm: sha1):", a ``pub:`` dump
    if decodes_to_data(text[start : run[0][1]]):
        return  # a file in base64 (``JVBERi0…``: a PDF in an HL7 message) is data
    if is_der_certificate(text[start : run[0][1]]):
        return  # ``<X509Certificate>MIIDWjCCAkKgAwIBAgI…``: a certificate, public
    if in_xml_signature_or_cipher(text, start) or _in_mail_signature(text, start):
        return  # ``<ds:SignatureValue>``, ``<CipherValue>``, DKIM's ``b=``: signatures, ciphertext
    # The randomness test is the costly part: done last, and only until enough lines pass.
    random_lines = (
        1 for line_start, line_end in run if _full_and_random(text[line_start:line_end])
    )
    # Under a label that names a key (``MUNGE key …:``, ``munge_key_b64: |``, ``base64
    # /etc/munge/munge.key``), two random lines are enough: a 1024-bit key fills two.
    needed = _LABELLED_LINES if _KEY_LABEL.search(_label_before(text, start)) else _RANDOM_LINES
    if len(run) >= needed and sum(1 for _ in itertools.islice(random_lines, needed)) == needed:
        yield Span(start, run[-1][1], "key-material", RANK_STRUCTURE)


def _label_before(text: str, start: int) -> str:
    """The line before ``start``, or the one before that when a blank line stands between."""
    line = _line_before(text, start)
    if line.strip():
        return line
    line_start = text.rfind("\n", 0, start)
    return _line_before(text, line_start) if line_start > 0 else ""


def in_xml_signature_or_cipher(text: str, start: int) -> bool:
    """Whether ``start`` lies inside ``<SignatureValue>``, ``<DigestValue>``,
    ``<CipherValue>`` or a UBL ``<EmbeddedDocumentBinaryObject>`` (no element closed
    between the opening tag and it)."""
    opened = [
        tag.end() for tag in _XML_VALUE_OPEN.finditer(text, max(0, start - _XML_VALUE_REACH), start)
    ]
    return bool(opened) and "<" not in text[opened[-1] : start]


def _in_mail_signature(text: str, start: int) -> bool:
    """Whether ``start`` lies in the folded lines of a DKIM or ARC header, after its
    ``b=`` tag (a blank line ends the headers)."""
    floor = max(0, start - _MAIL_HEADER_REACH)
    header = max(text.rfind(name, floor, start) for name in _MAIL_SIGNATURE_HEADERS)
    if header == -1:
        return False
    between = text[header:start]
    return "b=" in between and "\n\n" not in between and "\n\r\n" not in between


def _line_before(text: str, start: int) -> str:
    line_end = text.rfind("\n", 0, start)
    if line_end == -1:
        return ""
    return text[text.rfind("\n", 0, line_end) + 1 : line_end]


def _under_armor(text: str, start: int) -> bool:
    """Whether the lines above ``start`` are an armor line, then at most OpenPGP's armor
    headers (``Comment: …``, ``Version: …``) and the blank line that ends them."""
    line_end = text.rfind("\n", 0, start)
    for _ in range(_ARMOR_HEADER_LINES):
        if line_end == -1:
            return False
        line_start = text.rfind("\n", 0, line_end) + 1
        line = text[line_start:line_end].strip()
        if line.startswith(_ARMOR):
            return True
        if line and _ARMOR_HEADER.fullmatch(line) is None:
            return False
        line_end = line_start - 1
    return False


def _full_and_random(body: str) -> bool:
    return len(body) >= _FULL_LINE and looks_random(body)


# Key material in base64 on one line, each found from its encoded header: (the header's
# base64, the run, the test on its decoded head, the kind).
def is_der_private_key(run: str) -> bool:
    """Whether ``run`` is the base64 of a DER private key written on one line, as SDKs take
    it (``setPrivateKey("MIIEvAIBADAN…")``, Alipay's app key, a KMS client key's
    ``PrivateKeyData``): a SEQUENCE, then a version INTEGER, then what only a private key
    holds there: PKCS#8's algorithm SEQUENCE, PKCS#1's modulus INTEGER, SEC1's key OCTET
    STRING, or PKCS#12's (version 3) content. A certificate or a public key opens another
    way (see `is_der_certificate`)."""
    decoded = _decoded_head(run, 24)
    if decoded is None or len(decoded) < 10 or decoded[0] != 0x30:
        return False
    at = _after_der_length(decoded, 1)
    if at is None or at + 4 > len(decoded) or decoded[at : at + 2] != b"\x02\x01":
        return False
    version, follows = decoded[at + 2], decoded[at + 3]
    return (version, follows) in _PRIVATE_KEY_OPENINGS


# (version, the tag after it): PKCS#8 (0, SEQUENCE), PKCS#1 (0, INTEGER), SEC1 (1, OCTET
# STRING), PKCS#12 (3, SEQUENCE)
_PRIVATE_KEY_OPENINGS = frozenset({(0, 0x30), (0, 0x02), (1, 0x04), (3, 0x30)})
# (the lookbehind after the literal, so the scan still looks for ``MI`` quickly)
_DER_KEY_RUN = re.compile(r"MI(?<![A-Za-z0-9+/]MI)[A-Za-z0-9+/]{100,8000}={0,2}(?![A-Za-z0-9+/=])")


_ENCODED_KEYS: tuple[tuple[str, re.Pattern[str], Callable[[str], bool], str], ...] = (
    (_ENCODED_KEYTAB, _ENCODED_KEYTAB_RUN, is_encoded_keytab, "kerberos-keytab"),
    ("MI", _DER_KEY_RUN, is_der_private_key, "der-private-key"),
    (_ENCODED_PEM, _ENCODED_PEM_RUN, is_encoded_private_key, "pem-private-key"),
    (
        _ENCODED_JSON_TYPE,
        _ENCODED_JSON_TYPE_RUN,
        is_encoded_service_account_key,
        "service-account-key",
    ),
)
