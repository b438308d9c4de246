"""Seeded value makers, the ``Kind`` record and the secret rule of the lookalike79 corpus.

The corpus imitates the memory notes of a full-stack developer at Quillmark (an invented
AI-writing SaaS in Austin) in January 2037. A template holds fields written ``⟨name⟩``; a
kind's ``values`` function draws every field from the ``random.Random`` that ``KindCorpus``
seeds with ``lookalike79:holdout:<kind>``. Nothing in this module is a credential: it holds
the primitives (alphabets, ids, DER and OpenSSH encoders) and the makers of *public* vendor
formats (publishable keys, ids, DSNs, hosts) that both secret and benign kinds use.
"""

from __future__ import annotations

import base64
import hashlib
import json
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

DIGITS = string.digits
HEX = "0123456789abcdef"
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64URL = ALNUM + "-_"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
URL_SAFE_PW = ALNUM + "-_.~"
PW_SYMBOLS = "!#$%*+-.:=?@^_~"

JAN_2037 = 2114380800  # 2037-01-01T00:00:00Z
DAY = 86400

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secrets_of(name: str, value: str) -> list[str]:
    """The secret rule: a one-line value is one secret; a multi-line key gives one secret per
    body line of 16+ characters, stripped of indentation (BEGIN/END lines never listed)."""
    if "\n" not in value:
        return [value]
    out: list[str] = []
    for line in value.splitlines():
        body = line.strip()
        if body.startswith("-----") or len(body) < 16:
            continue
        out.append(body)
    return out


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# --- primitives -----------------------------------------------------------------------------


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits, no leading zero."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_text(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def wrap(text: str, width: int = 64, indent: str = "") -> str:
    return "\n".join(indent + text[i : i + width] for i in range(0, len(text), width))


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ms_2037(r: Random) -> int:
    return (JAN_2037 + r.randrange(0, 30 * DAY)) * 1000 + r.randrange(1000)


def uuid7(r: Random) -> str:
    value = (ms_2037(r) << 80) | (7 << 76) | (r.getrandbits(12) << 64)
    value |= (0b10 << 62) | r.getrandbits(62)
    return str(uuid.UUID(int=value))


def ulid(r: Random) -> str:
    value = (ms_2037(r) << 80) | r.getrandbits(80)
    return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(26)))


def objectid(r: Random) -> str:
    stamp = JAN_2037 - r.randrange(400 * DAY, 1500 * DAY)
    return f"{stamp:08x}" + hexs(r, 16)


def nanoid(r: Random, n: int = 21) -> str:
    return pick(r, B64URL, n)


def sha(r: Random) -> str:
    return hexs(r, 40)


def day(r: Random) -> str:
    return f"{r.randint(2, 28):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"


def ts_2037(r: Random) -> str:
    return str(JAN_2037 + r.randrange(0, 30 * DAY))


def password(r: Random, n: int = 20, symbols: str = PW_SYMBOLS) -> str:
    """A generated password: letters, digits and a few symbols, starting with a letter."""
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, ALNUM + symbols, n - 1)
        if any(c.isdigit() for c in value) and any(c.isupper() for c in value):
            return value


def url_password(r: Random, n: int = 24) -> str:
    """A password that can sit in a URL without percent-encoding."""
    return password(r, n, "-_.~")


_WORDS = (
    "bluebonnet", "armadillo", "brisket", "zilker", "lantern", "copper", "walrus", "pecan",
    "quarry", "saffron", "tumbleweed", "juniper", "marble", "orchard", "cactus", "gumbo",
    "harbor", "velvet", "moonpie", "thunder", "ledger", "comet", "biscuit", "riverbend",
)  # fmt: skip


def human_password(r: Random) -> str:
    """A password a person would make up: words, digits, a symbol; 16+ characters."""
    while True:
        a, b = r.sample(_WORDS, 2)
        value = a.capitalize() + r.choice("-_.!#") + b + num(r, r.choice((2, 3, 4)))
        value += r.choice(("!", "?", "#", "$", ""))
        if len(value) >= 16:
            return value


def passphrase(r: Random) -> str:
    return "-".join(r.sample(_WORDS, 4)) + "-" + num(r, 2)


ADJ = (
    "quiet", "broad", "shy", "gentle", "bold", "icy", "misty", "sparkling", "wispy", "late",
    "green", "young", "odd", "proud", "calm", "rapid", "dry", "fancy", "patient", "silent",
)  # fmt: skip
NOUN = (
    "sun", "forest", "paper", "heron", "mole", "river", "brook", "frost", "meadow", "cell",
    "night", "bush", "sound", "glade", "tree", "wave", "voice", "lab", "fog", "owl",
)  # fmt: skip
WHO = ("priya", "marco", "dana", "jordan", "keisha", "tomas", "ravi", "hannah", "eli", "sam")
BRANCH_TOPICS = (
    "outline-sidebar", "stripe-proration", "clerk-org-invites", "rewrite-streaming",
    "r2-uploads", "digest-cron", "pinecone-reindex", "turnstile-signup", "neon-previews",
    "posthog-flags", "tone-presets", "citation-tool",
)  # fmt: skip


def slug(r: Random) -> str:
    return f"{r.choice(ADJ)}-{r.choice(NOUN)}"


def who(r: Random) -> str:
    return r.choice(WHO)


def branch(r: Random) -> str:
    return f"{who(r)}/qm-{num(r, 4)}-{r.choice(BRANCH_TOPICS)}"


# --- public vendor formats (ids, publishable keys, hosts) -----------------------------------


def stripe_tag(r: Random) -> str:
    """The account segment that Stripe object ids of one account share."""
    return pick(r, ALNUM, 10)


def stripe_id(r: Random, prefix: str, tag: str, lead: str = "1") -> str:
    return f"{prefix}_{lead}{pick(r, ALNUM, 5)}{tag}{pick(r, ALNUM, 8)}"


def stripe_short(r: Random, prefix: str) -> str:
    return f"{prefix}_{pick(r, ALNUM, 14)}"


def stripe_pk(r: Random, mode: str = "live") -> str:
    return f"pk_{mode}_51{pick(r, ALNUM, 14)}{pick(r, ALNUM, r.choice((83, 85, 86)))}"


def stripe_acct(r: Random) -> str:
    return "acct_1" + pick(r, ALNUM, 15)


def clerk_pk(r: Random, mode: str = "live") -> str:
    host = "clerk.quillmark.com" if mode == "live" else f"{slug(r)}-{r.randint(10, 99)}"
    if mode != "live":
        host += ".clerk.accounts.dev"
    return f"pk_{mode}_" + base64.b64encode(f"{host}$".encode()).decode().rstrip("=")


def clerk_id(r: Random, prefix: str) -> str:
    return f"{prefix}_2" + pick(r, ALNUM, 26)


def posthog_phc(r: Random) -> str:
    return "phc_" + pick(r, ALNUM, 43)


def sentry_dsn(r: Random) -> str:
    return f"https://{hexs(r, 32)}@o{num(r, 7)}.ingest.us.sentry.io/{num(r, 16)}"


def turnstile_sitekey(r: Random) -> str:
    return "0x4" + "AAAAAAA" + pick(r, B64URL, r.choice((13, 14)))


def supa_ref(r: Random) -> str:
    return pick(r, LOWER, 20)


def jwt_hs256(r: Random, claims: dict[str, object]) -> str:
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    return f"{header}.{b64url_json(claims)}.{b64url(r, 32)}"


def supabase_jwt(r: Random, role: str, ref: str | None = None) -> str:
    iat = JAN_2037 - r.randrange(200 * DAY, 900 * DAY)
    claims = {"iss": "supabase", "ref": ref or supa_ref(r), "role": role, "iat": iat}
    claims["exp"] = iat + 315360000
    return jwt_hs256(r, claims)


def sb_publishable(r: Random) -> str:
    return "sb_publishable_" + pick(r, B64URL, 22) + "_" + pick(r, ALNUM, 8)


def vercel_id(r: Random, prefix: str, n: int = 28) -> str:
    return f"{prefix}_{pick(r, ALNUM, n)}"


def neon_project(r: Random) -> str:
    return f"{slug(r)}-{num(r, 8)}"


def neon_branch(r: Random) -> str:
    return f"br-{slug(r)}-{pick(r, LOWER_ALNUM, 8)}"


def neon_endpoint(r: Random) -> str:
    return f"ep-{slug(r)}-{pick(r, LOWER_ALNUM, 8)}"


def upstash_db(r: Random) -> str:
    return f"{slug(r)}-{num(r, 5)}"


def pinecone_host(r: Random) -> str:
    return f"qm-docs-{pick(r, LOWER_ALNUM, 7)}.svc.aped-{num(r, 4)}-{hexs(r, 4)}.pinecone.io"


def svix_msg_id(r: Random) -> str:
    return "msg_2" + pick(r, ALNUM, 26)


def google_client_id(r: Random) -> str:
    return f"{num(r, 12)}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com"


def op_item_id(r: Random) -> str:
    return pick(r, LOWER_ALNUM, 26)


# --- DER, PEM and OpenSSH encoders ----------------------------------------------------------


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(content)) + content


def seq(*parts: bytes) -> bytes:
    return tlv(0x30, b"".join(parts))


def der_int(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00") or b"\x00"
    if raw[0] & 0x80:
        raw = b"\x00" + raw
    return tlv(0x02, raw)


def oid(hex_body: str) -> bytes:
    return tlv(0x06, bytes.fromhex(hex_body))


def octets(raw: bytes) -> bytes:
    return tlv(0x04, raw)


def bits(raw: bytes) -> bytes:
    return tlv(0x03, b"\x00" + raw)


NULL = b"\x05\x00"
OID_RSA = "2a864886f70d010101"
OID_EC = "2a8648ce3d0201"
OID_P256 = "2a8648ce3d030107"
OID_ED25519 = "2b6570"
OID_ECDSA_SHA256 = "2a8648ce3d040302"


def big(r: Random, nbytes: int) -> bytes:
    raw = bytearray(r.randbytes(nbytes))
    raw[0] |= 0x80
    raw[-1] |= 0x01
    return bytes(raw)


def pem_b64(der: bytes, indent: str = "") -> str:
    return wrap(base64.b64encode(der).decode(), 64, indent)


def rsa_pkcs1(r: Random) -> bytes:
    n, p, q = big(r, 256), big(r, 128), big(r, 128)
    d, dp, dq, qi = r.randbytes(256), r.randbytes(128), r.randbytes(128), r.randbytes(128)
    parts = (b"\x00", n, b"\x01\x00\x01", d, p, q, dp, dq, qi)
    return seq(*(der_int(x) for x in parts))


def rsa_pkcs8(r: Random) -> bytes:
    return seq(der_int(b"\x00"), seq(oid(OID_RSA), NULL), octets(rsa_pkcs1(r)))


def _ec_point(r: Random) -> bytes:
    return b"\x04" + r.randbytes(64)


def ec_sec1(r: Random) -> bytes:
    return seq(
        der_int(b"\x01"),
        octets(r.randbytes(32)),
        tlv(0xA0, oid(OID_P256)),
        tlv(0xA1, bits(_ec_point(r))),
    )


def ec_pkcs8(r: Random) -> bytes:
    inner = seq(der_int(b"\x01"), octets(r.randbytes(32)), tlv(0xA1, bits(_ec_point(r))))
    return seq(der_int(b"\x00"), seq(oid(OID_EC), oid(OID_P256)), octets(inner))


def ed25519_pkcs8(r: Random) -> bytes:
    return seq(der_int(b"\x00"), seq(oid(OID_ED25519)), octets(octets(r.randbytes(32))))


def rsa_spki(r: Random) -> bytes:
    key = seq(der_int(big(r, 256)), der_int(b"\x01\x00\x01"))
    return seq(seq(oid(OID_RSA), NULL), bits(key))


def ec_spki(r: Random) -> bytes:
    return seq(seq(oid(OID_EC), oid(OID_P256)), bits(_ec_point(r)))


def _name(cn: str, org: str) -> bytes:
    rdn_o = tlv(0x31, seq(oid("55040a"), tlv(0x0C, org.encode())))
    rdn_cn = tlv(0x31, seq(oid("550403"), tlv(0x0C, cn.encode())))
    rdn_c = tlv(0x31, seq(oid("550406"), tlv(0x13, b"US")))
    return seq(rdn_c, rdn_o, rdn_cn)


def certificate(r: Random, cn: str, issuer_cn: str, org: str) -> bytes:
    start = r.randint(2034, 2036)
    validity = seq(
        tlv(0x17, f"{start % 100:02d}{r.randint(1, 12):02d}{day(r)}000000Z".encode()),
        tlv(0x17, f"{(start + 15) % 100:02d}0101000000Z".encode()),
    )
    ski = seq(oid("551d0e"), octets(octets(r.randbytes(20))))
    tbs = seq(
        tlv(0xA0, der_int(b"\x02")),
        der_int(r.randbytes(16)),
        seq(oid(OID_ECDSA_SHA256)),
        _name(issuer_cn, org),
        validity,
        _name(cn, org),
        ec_spki(r),
        tlv(0xA3, seq(ski)),
    )
    signature = seq(der_int(r.randbytes(32)), der_int(r.randbytes(32)))
    return seq(tbs, seq(oid(OID_ECDSA_SHA256)), bits(signature))


def _sshstr(raw: bytes) -> bytes:
    return struct.pack(">I", len(raw)) + raw


def _mpint(raw: bytes) -> bytes:
    raw = raw.lstrip(b"\x00")
    if raw and raw[0] & 0x80:
        raw = b"\x00" + raw
    return _sshstr(raw)


def _openssh(pub: bytes, private: bytes, comment: str, check: bytes) -> str:
    body = check + check + private + _sshstr(comment.encode())
    body += bytes(range(1, 1 + (-len(body) % 8)))
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"")
    blob += struct.pack(">I", 1) + _sshstr(pub) + _sshstr(body)
    return wrap(base64.b64encode(blob).decode(), 70)


def openssh_ed25519(r: Random, comment: str) -> str:
    seed, pk = r.randbytes(32), r.randbytes(32)
    pub = _sshstr(b"ssh-ed25519") + _sshstr(pk)
    private = _sshstr(b"ssh-ed25519") + _sshstr(pk) + _sshstr(seed + pk)
    return _openssh(pub, private, comment, r.randbytes(4))


def openssh_rsa(r: Random, comment: str) -> str:
    n, e = big(r, 256), b"\x01\x00\x01"
    pub = _sshstr(b"ssh-rsa") + _mpint(e) + _mpint(n)
    d, iqmp, p, q = r.randbytes(256), r.randbytes(128), big(r, 128), big(r, 128)
    private = _sshstr(b"ssh-rsa") + _mpint(n) + _mpint(e) + _mpint(d)
    private += _mpint(iqmp) + _mpint(p) + _mpint(q)
    return _openssh(pub, private, comment, r.randbytes(4))


def ssh_ed25519_pub(r: Random) -> str:
    blob = _sshstr(b"ssh-ed25519") + _sshstr(r.randbytes(32))
    return base64.b64encode(blob).decode()


def ssh_ecdsa_pub(r: Random) -> str:
    blob = _sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(_ec_point(r))
    return base64.b64encode(blob).decode()


def ssh_rsa_pub(r: Random) -> str:
    blob = _sshstr(b"ssh-rsa") + _mpint(b"\x01\x00\x01") + _mpint(big(r, 256))
    return base64.b64encode(blob).decode()


def ssh_fingerprint(r: Random) -> str:
    digest = hashlib.sha256(r.randbytes(51)).digest()
    return "SHA256:" + base64.b64encode(digest).decode().rstrip("=")


def colon_hex(r: Random, nbytes: int = 32) -> str:
    return ":".join(f"{b:02X}" for b in r.randbytes(nbytes))
