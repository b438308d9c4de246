"""Seeded value generators and the ``Kind`` record of the thirty-fifth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with
``lookalike35:holdout:<kind>``). Nothing here is a credential: vendor prefixes are joined
from pieces where they are written at all, and every value is drawn at build time.

Setting: February 2029, memory notes of a backend engineer at QalbuBet (Qalbu Gaming Ltd),
an invented sportsbook licensed in Malta with an engineering team in Belgrade.
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
URL_SAFE_PW = ALNUM + "-_.~"

Values = Callable[[Random], dict[str, str]]


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def uhex(r: Random, n: int) -> str:
    return pick(r, UHEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20, alphabet: str = PASSWORD_CHARS) -> str:
    """A generated password: letters, digits, a few symbols; starts with a letter."""
    while True:
        value = pick(r, string.ascii_letters, 1) + pick(r, alphabet, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


_HUMAN_WORDS = (
    "Kalemegdan",
    "Zvezda",
    "Partizan",
    "Valletta",
    "Mdina",
    "Marsaxlokk",
    "Avala",
    "Dorcol",
    "Zemun",
    "Sliema",
    "Gozo",
    "Ljubica",
    "Sava",
    "Dunav",
    "Kafana",
    "Pastizzi",
    "Fenek",
    "Rakija",
    "Cevapi",
    "Luzzu",
)


def human_password(r: Random) -> str:
    """A password a person picked: two words, a year or number, a symbol; 16+ characters."""
    while True:
        a, b = r.sample(_HUMAN_WORDS, 2)
        sep = r.choice("!#.-_@*")
        tail = r.choice((str(r.randint(2024, 2031)), num(r, 3), num(r, 4)))
        value = r.choice((f"{a}{sep}{b}{tail}", f"{a}{tail}{sep}{b}", f"{b.lower()}{sep}{a}{tail}"))
        if len(value) >= 16:
            return value


def jwt(header: dict[str, object], claims: dict[str, object], sig: str) -> str:
    return f"{b64url_json(header)}.{b64url_json(claims)}.{sig}"


def ssh_string(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def ed25519_pub_blob(pub: bytes) -> bytes:
    return ssh_string(b"ssh-ed25519") + ssh_string(pub)


def openssh_ed25519_private(r: Random, comment: str) -> str:
    """The base64 body (70-column lines) of an unencrypted OpenSSH ed25519 key file."""
    pub, seed = r.randbytes(32), r.randbytes(32)
    check = r.randbytes(4)
    section = (
        check
        + check
        + ssh_string(b"ssh-ed25519")
        + ssh_string(pub)
        + ssh_string(seed + pub)
        + ssh_string(comment.encode())
    )
    pad = 1
    while len(section) % 8:
        section += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\0"
        + ssh_string(b"none")
        + ssh_string(b"none")
        + ssh_string(b"")
        + (1).to_bytes(4, "big")
        + ssh_string(ed25519_pub_blob(pub))
        + ssh_string(section)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


def ed25519_public_line(r: Random, comment: str) -> str:
    return "ssh-ed25519 " + b64_of(ed25519_pub_blob(r.randbytes(32))) + " " + comment


def ec_p256_private_der(r: Random) -> bytes:
    """DER of an EC P-256 private key (SEC1), with random key bytes."""
    return (
        bytes.fromhex("307702010104")
        + bytes([0x20])
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + b"\x04"
        + r.randbytes(64)
    )


def pem(label: str, der_b64: str, width: int = 64) -> str:
    return f"-----BEGIN {label}-----\n{wrap(der_b64, width)}\n-----END {label}-----\n"


def ec_public_der_b64(r: Random) -> str:
    prefix = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200")
    return b64_of(prefix + b"\x04" + r.randbytes(64))


def rsa_modulus_b64url(r: Random) -> str:
    return b64url_bytes(b"\xc1" + r.randbytes(255))


def b64url_bytes(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b58(r: Random, n: int) -> str:
    return pick(r, B58, n)


def bech32(r: Random, n: int) -> str:
    return pick(r, BECH32, n)


def secrets_of(name: str, value: str) -> list[str]:
    """A multi-line value (a key body) lists each line of 16+ characters; a value written as
    a JSON string with ``\\n`` escapes is split the same way; anything else is itself."""
    if "\n" in value:
        return [line.strip() for line in value.split("\n") if len(line.strip()) >= 16]
    if "\\n" in value:
        return [part for part in value.split("\\n") if len(part) >= 16]
    return [value]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


# Pools of the invented setting.
SERBS = ("marko.jovanovic", "jelena.petrovic", "nikola.ilic", "ana.stojanovic", "milos.savic")
MALTESE = ("gorg.borg", "maria.camilleri", "luke.farrugia", "rebekka.zammit")
PEOPLE = SERBS + MALTESE
SERVICES = (
    "odds-ingest",
    "bet-settlement",
    "wallet-ledger",
    "kyc-gateway",
    "payments-router",
    "crypto-deposits",
    "feed-normalizer",
    "cashout-engine",
    "risk-scoring",
    "promo-engine",
)
PG_HOSTS = (
    "pg-odds-01.qbk.internal",
    "pg-ledger-primary.qbk.internal",
    "10.42.7.15",
    "pg-kyc.bg.qbk.internal",
    "ledger-pg-rw.data.svc.cluster.local",
)
PG_DBS = ("sportsbook", "ledger", "kyc", "odds", "payments", "settlement")
PG_USERS = ("odds_writer", "ledger_app", "kyc_reader", "settlement_svc", "payments_rw")
REALMS = ("sportsbook", "backoffice", "qbk-staff", "partners")
CLIENTS = (
    "sportsbook-web",
    "backoffice-ui",
    "odds-sync",
    "kyc-gateway",
    "payments-router",
    "risk-console",
    "affiliate-portal",
)
KAFKA_TOPICS = (
    "odds.sr.prematch.v2",
    "odds.sr.live.v2",
    "bets.placed.v3",
    "bets.settled.v1",
    "wallet.ledger.entries",
    "kyc.applicant.events",
    "payments.deposits.v2",
    "crypto.deposits.confirmed",
)
NAMESPACES = ("sportsbook", "payments", "kyc", "odds", "platform", "data")
COLOS = ("BEG", "VIE", "FRA", "MXP", "FCO", "AMS", "BUD", "MRS", "ZAG")
SPORTS = ("football", "basketball", "tennis", "volleyball", "handball", "waterpolo", "esports")
TEAMS = (
    "Crvena zvezda",
    "Partizan",
    "Vojvodina",
    "Čukarički",
    "TSC Bačka Topola",
    "Ħamrun Spartans",
    "Valletta FC",
    "Birkirkara",
    "Floriana",
    "Sliema Wanderers",
    "Hibernians",
    "Radnički Niš",
)
