"""Seeded value makers, the agency's clients and the ``Kind`` record of lookalike20.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` that ``KindCorpus`` seeds with ``lookalike20:holdout:<kind>``.
Nothing in this module is a credential: vendor prefixes and PEM markers are joined from
pieces, and every token-shaped value is drawn at build time.
"""

from __future__ import annotations

import base64
import calendar
import json
import re
import string
import struct
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
DIGITS = string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
PW_CHARS = ALNUM + "!#%*+-.:=?@^_~"
WP_SALT_CHARS = ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|"

Values = Callable[[Random], dict[str, str]]

# PEM armour, joined so that no line of this file is a key marker.
DASH5 = "-" * 5
BEGIN = DASH5 + "BEGIN "
END = DASH5 + "END "


def pem(label: str, body: str, nl: str = "\n") -> str:
    """``body`` between BEGIN/END markers for ``label``; ``nl`` may be a literal ``\\n``."""
    return f"{BEGIN}{label}{DASH5}{nl}{body}{nl}{END}{label}{DASH5}"


PRIV = "PRIVATE" + " KEY"
OPENSSH_PRIV = "OPENSSH " + PRIV
CERT = "CERTIFICATE"
PUBKEY = "PUBLIC" + " KEY"


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def secret_kind(kind: str, values: Values, names: tuple[str, ...], *templates: str) -> Kind:
    return Kind(kind, templates, values, n=7, secrets=names)


def benign_kind(kind: str, values: Values, *templates: str) -> Kind:
    return Kind(kind, templates, values, n=11)


# --- plain draws ---------------------------------------------------------------------


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def num(r: Random, n: int) -> str:
    """``n`` decimal digits, no leading zero."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(data: str | bytes) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64_json(value: object) -> str:
    return b64_of(json.dumps(value, separators=(",", ":")))


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64, sep: str = "\n") -> str:
    return sep.join(text[i : i + width] for i in range(0, len(text), width))


_WORDS = (
    "soie", "traboule", "fourviere", "quenelle", "praline", "canut", "saone", "rhone",
    "bouchon", "guignol", "croix", "rousse", "tilleul", "marron", "olivier", "lavande",
    "cerise", "ardoise", "brume", "falaise", "comptoir", "velours", "galet", "ormeau",
)  # fmt: skip


def password(r: Random, n: int | None = None) -> str:
    """A password as a generator or a person sets it, 16 characters or more."""
    if r.random() < 0.3:
        words = r.sample(_WORDS, 3)
        return "-".join(w.capitalize() if i == 1 else w for i, w in enumerate(words)) + num(r, 2)
    size = n or r.choice((16, 18, 20, 24))
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PW_CHARS, size - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random) -> str:
    """A password that needs no percent-encoding inside a URL."""
    return pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", r.choice((15, 17, 19, 23)))


# --- May 2027 --------------------------------------------------------------------------

_MAY_2027 = calendar.timegm((2027, 5, 1, 0, 0, 0))


def day(r: Random) -> str:
    return f"2027-05-{r.randint(1, 31):02d}"


def clock(r: Random) -> str:
    return f"{r.randint(7, 22):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"


def epoch(r: Random) -> str:
    return str(_MAY_2027 + r.randrange(31 * 86400))


# --- the agency and its clients ------------------------------------------------------

AGENCY = "Traboule Digital"
DEVS = ("camille", "theo", "yuna", "piotr", "giulia")
SHOPIFY = (
    "maison-perrin", "atelier-vasseur", "hanok-living", "savonnerie-du-rhone",
    "velo-dupuy", "lunettes-morel", "tessuti-colombo", "jardins-fabre",
)  # fmt: skip
WOO = ("fromagerie-bonnet.fr", "librairie-girard.fr", "olio-ferraro.it", "brasserie-gaillard.fr")
MAGENTO = ("enoteca-rossi.it", "maroquinerie-lefevre.fr", "bottega-lanzi.it")
PRESTA = ("ceramika-nowak.pl", "szklo-kowalczyk.pl", "herbarium-wisniewski.pl", "chocolats-roux.fr")
ALL_SHOPS = tuple(s + ".myshopify.com" for s in SHOPIFY) + WOO + MAGENTO + PRESTA
LEGACY_HOSTS = (
    "ftp.cluster028.hosting.ovh.net", "sftp.o2switch-mutu14.fr", "ssh.cluster031.hosting.ovh.net",
    "ftp.aruba.it", "s12.cyber-folks.pl", "ftp.lwsmutu-412.fr",
)  # fmt: skip


_TLD = {"tessuti-colombo": ".it", "hanok-living": ".com", "velo-dupuy": ".bike"}


def shop(r: Random) -> str:
    return r.choice(SHOPIFY)


def domain_of(shop_name: str) -> str:
    """The public domain of a Shopify client (``maison-perrin`` → ``maison-perrin.fr``)."""
    return shop_name + _TLD.get(shop_name, ".fr")


def site(r: Random) -> str:
    return r.choice(WOO + MAGENTO + PRESTA)


def slug(domain: str) -> str:
    return domain.split(".")[0]


def client_fields(r: Random) -> dict[str, str]:
    """Common fields: a Shopify shop, a non-Shopify site, a date, a time, a developer."""
    s = shop(r)
    w = site(r)
    return {
        "shop": s,
        "domain": domain_of(s),
        "site": w,
        "client": slug(w),
        "d": day(r),
        "hm": clock(r),
        "dev": r.choice(DEVS),
        "ts": epoch(r),
    }


# --- check digits -----------------------------------------------------------------------


def luhn_digit(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return str((10 - total % 10) % 10)


def siren(r: Random) -> str:
    body = num(r, 8)
    return body + luhn_digit(body)


def siret(r: Random, of: str) -> str:
    body = of + f"{r.randint(1, 99):04d}"
    return body + luhn_digit(body)


def vat_fr(of: str) -> str:
    return f"FR{(12 + 3 * (int(of) % 97)) % 97:02d}{of}"


def partita_iva(r: Random) -> str:
    body = f"{r.randint(0, 9999999):07d}" + f"{r.randint(1, 100):03d}"
    total = 0
    for i, ch in enumerate(body):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return body + str((10 - total % 10) % 10)


def nip_pl(r: Random) -> str:
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        body = num(r, 9)
        check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if check != 10:
            return body + str(check)


def iban_fr(r: Random) -> str:
    bank, branch, account = num(r, 5), f"{r.randint(0, 99999):05d}", pick(r, DIGITS, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97
    bban = f"{bank}{branch}{account}{key:02d}"
    check = 98 - int(bban + "152700") % 97
    iban = f"FR{check:02d}{bban}"
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def ean13(r: Random, prefix: str) -> str:
    body = prefix + pick(r, DIGITS, 12 - len(prefix))
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def s10(r: Random, service: str, country: str) -> str:
    """A UPU S10 item id (La Poste, Poste Italiane, Poczta Polska) with its check digit."""
    body = pick(r, DIGITS, 8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{service}{body}{check}{country}"


# --- keys --------------------------------------------------------------------------------


def _sshstr(b: bytes) -> bytes:
    return struct.pack(">I", len(b)) + b


def ed25519_public(r: Random) -> tuple[bytes, str]:
    pub = r.randbytes(32)
    blob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    return pub, base64.b64encode(blob).decode()


def openssh_ed25519_body(r: Random, comment: str) -> tuple[str, str]:
    """An unencrypted OpenSSH ed25519 private key body (70-column lines) and its public blob."""
    pub, pub_b64 = ed25519_public(r)
    check = r.randbytes(4)
    priv = (
        check
        + check
        + _sshstr(b"ssh-ed25519")
        + _sshstr(pub)
        + _sshstr(r.randbytes(32) + pub)
        + _sshstr(comment.encode())
    )
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + struct.pack(">I", 1)
        + _sshstr(base64.b64decode(pub_b64))
        + _sshstr(priv)
    )
    return wrap(base64.b64encode(blob).decode(), 70), pub_b64


_PKCS8_RSA_HEAD = "MIIEv" + "QIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"


def pkcs8_rsa_body(r: Random, sep: str = "\n") -> str:
    """A PKCS#8 RSA-2048 private key body: the fixed DER head, then random key material."""
    text = _PKCS8_RSA_HEAD + b64(r, 1200)[: 1624 - len(_PKCS8_RSA_HEAD)]
    return wrap(text, 64, sep)


def certificate_body(r: Random) -> str:
    return wrap("MIIF" + r.choice("dDjJ") + "z" + b64(r, 1020)[:1350], 64)


# --- rendering -----------------------------------------------------------------------------


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """The substrings of a secret field that must not survive: the value itself, or for a
    multi-line key (real newlines or JSON ``\\n``) each body line of 16 characters or more."""
    lines = [p for p in re.split(r"\n|\\n", value) if p]
    parts = [p for p in lines if len(p) >= 16] if len(lines) > 1 else lines
    for part in parts:
        if len(part) < 16:
            raise AssertionError(f"secret field {name!r} is shorter than 16: {part!r}")
    return parts
