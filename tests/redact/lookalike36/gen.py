"""Seeded value generators and the ``Kind`` record of the thirty-sixth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from the ``random.Random`` the build loop passes in (seeded with
``lookalike36:holdout:<kind>``). Nothing here is a credential: vendor prefixes are joined
from pieces where they are written at all, and every value is drawn at build time.

Setting: April 2029, the student systems team of the (invented) Cauvery Hills University,
Chennai, with a second campus in Pune.
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
DIGITS = string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
LOWER_ALNUM = LOWER + DIGITS
UPPER_ALNUM = UPPER + DIGITS
ALNUM = string.ascii_letters + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"
DJANGO_CHARS = LOWER_ALNUM + "!@#$%^&*(-_=+)"

Values = Callable[[Random], dict[str, str]]

UNIVERSITY = "Cauvery Hills University"
DOMAIN = "chu.edu.in"
STUDENTS = (
    "Karthik Subramanian",
    "Priya Venkatesan",
    "Aditi Kulkarni",
    "Rohan Deshpande",
    "Meenakshi Sundaram",
    "Sneha Patil",
    "Arjun Iyer",
    "Fathima Rahman",
    "Vikram Joshi",
    "Divya Raghavan",
    "Omkar Gokhale",
    "Nandhini Ramesh",
)
DEVS = ("kavya", "senthil", "tejas", "anusha", "harish", "mrunal", "gokul", "ishita")
PROGRAMMES = ("BTECH-CSE", "BTECH-ECE", "BSC-DS", "BCOM", "MBA", "MTECH-VLSI", "BBA", "MSC-CHEM")
CAMPUSES = ("CHN", "PUN")
HOSTS = (
    "pg-admissions.prod.chu.internal",
    "10.20.4.31",
    "pg-sis.pune.chu.internal",
    "admissions-db.cq7x2k9ab1lm.ap-south-1.rds.amazonaws.com",
    "172.16.8.14",
)


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 11
    secrets: tuple[str, ...] = ()
    source: str = "written"


def no_values(_: Random) -> dict[str, str]:
    return {}


def pick(r: Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: Random, n: int) -> str:
    return pick(r, HEX, n)


def num(r: Random, n: int) -> str:
    """A decimal number of exactly ``n`` digits (no leading zero)."""
    return r.choice("123456789") + pick(r, DIGITS, n - 1)


def b64(r: Random, nbytes: int) -> str:
    return base64.b64encode(r.randbytes(nbytes)).decode()


def b64url(r: Random, nbytes: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(nbytes)).decode().rstrip("=")


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ulid(r: Random) -> str:
    return "01J" + pick(r, CROCKFORD, 23)


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def url_password(r: Random, n: int = 20) -> str:
    """A password safe to put in a URL without percent-encoding."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def human_password(r: Random) -> str:
    """A password a person chose: words of the place, a year, a symbol (16+ characters)."""
    words = (
        "Marina",
        "Kaveri",
        "Shaniwar",
        "Sahyadri",
        "Mylapore",
        "Kothrud",
        "Tiruvanmiyur",
        "Deccan",
        "Pongal",
        "Ganpati",
        "Filter",
        "Kaapi",
    )
    while True:
        value = (
            r.choice(words)
            + r.choice("@#!$_.")
            + r.choice(words).lower()
            + str(r.randint(1990, 2029))
            + r.choice("!#*%&")
        )
        if len(value) >= 16:
            return value


def secrets_of(name: str, value: str) -> list[str]:
    """A secret field's substrings that must not survive: the value itself, or for a
    multi-line key each body line of 16+ characters."""
    if "\n" in value:
        return [line for line in value.split("\n") if len(line) >= 16]
    return [value]


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name, value in values.items():
        text = text.replace(f"⟨{name}⟩", value)
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text
