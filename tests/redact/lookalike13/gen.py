"""Seeded value generators and the ``Kind`` record of the thirteenth look-alike corpus.

A template holds fields written ``⟨name⟩``; a kind's ``values`` function draws one value per
field from a ``random.Random`` seeded with ``lookalike13:holdout:<kind>``. Every kind also gets
a few common fields (``day``, ``who``, ``tk``, ``cl``, ``host``, ``hh``) so that prose templates
differ from case to case. Nothing in this file is a credential: vendor prefixes and PEM markers
are joined from pieces.
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
LOWER = string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
PASSWORD_CHARS = ALNUM + "!#%*+-.:=?@^_~"

Gen = Callable[[Random], str]
Values = Callable[[Random], dict[str, str]]

DASHES = "-" * 5
STUDIO = "Revontuli Forge"
GAME = "Skyreef Tactics"

NAMES = (
    "Aino",
    "Mikko",
    "Sanni",
    "Oksana",
    "Taras",
    "Dmytro",
    "Larissa",
    "João",
    "Thaís",
    "Ji-woo",
    "Minseo",
    "Elif",
    "Emre",
    "Kerem",
    "Priya",
    "Lauri",
    "Halyna",
    "Rafael",
)
HOSTS = (
    "build-agent-07",
    "tc-agent-win-03",
    "jenkins-mac-02",
    "p4-edge-hel",
    "nakama-eu-1",
    "ops-bastion",
    "ci-linux-11",
    "render-farm-04",
    "qa-laptop-mk",
    "stage-api-2",
)


@dataclass(frozen=True)
class Kind:
    kind: str
    templates: tuple[str, ...]
    values: Values
    n: int = 12
    secrets: tuple[str, ...] = ()
    source: str = "written"


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


def b64_of(data: bytes | str) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.b64encode(raw).decode()


def b64url_of(data: bytes | str) -> str:
    raw = data.encode() if isinstance(data, str) else data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(r: Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i : i + width] for i in range(0, len(text), width))


def password(r: Random, n: int = 20) -> str:
    """A password as a person or a generator would set it: letters, digits, a few symbols."""
    while True:
        value = pick(r, ALNUM, 1) + pick(r, PASSWORD_CHARS, n - 1)
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def words_password(r: Random) -> str:
    """A memorable passphrase of the kind people type into chat (always >= 16 characters)."""
    words = (
        "Kuusi",
        "Revontuli",
        "Sauna",
        "Pelikan",
        "Kotik",
        "Borsch",
        "Cachorro",
        "Farol",
        "Haneul",
        "Baram",
        "Deniz",
        "Lale",
        "Karhu",
        "Myrsky",
        "Salama",
        "Tuuli",
    )
    while True:
        value = r.choice(words) + r.choice("-_.") + r.choice(words) + r.choice("-_.!") + num(r, 3)
        value += r.choice("!?#%")
        if len(value) >= 16:
            return value


def jwt(r: Random, payload: dict[str, object], alg: str = "HS256", sig_bytes: int = 32) -> str:
    head = b64url_of(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    body = b64url_of(json.dumps(payload, separators=(",", ":")))
    return f"{head}.{body}.{b64url(r, sig_bytes)}"


def pem(label: str, body: str) -> str:
    return f"{DASHES}BEGIN {label}{DASHES}\n{body}\n{DASHES}END {label}{DASHES}"


def day(r: Random) -> str:
    return f"2026-10-{r.randint(1, 31):02d}"


def common(r: Random) -> dict[str, str]:
    return {
        "day": day(r),
        "who": r.choice(NAMES),
        "tk": f"SKY-{r.randint(100, 4999)}",
        "cl": num(r, 7),
        "host": r.choice(HOSTS),
        "hh": f"{r.randint(7, 23):02d}:{r.randint(0, 59):02d}",
    }


def fields(**gens: Gen) -> Values:
    """A values function: the common fields, then each named generator in order."""

    def values(r: Random) -> dict[str, str]:
        out = common(r)
        for name, gen in gens.items():
            out[name] = gen(r)
        return out

    return values


def render(template: str, values: dict[str, str]) -> str:
    text = template
    for name in sorted(values, key=len, reverse=True):
        text = text.replace(f"⟨{name}⟩", values[name])
    if "⟨" in text:
        raise AssertionError(f"unfilled field in {template!r}")
    return text


def secret_parts(name: str, value: str) -> list[str]:
    """A secret field's value as the substrings that must not survive.

    A one-line value is given whole. A multi-line value (a PEM or OpenSSH body, or one kept in
    JSON with ``\\n`` escapes) is given line by line, since a scrubber may rewrite the block line
    by line; each line is at least 16 characters (the short last line of a body is dropped).
    """
    lines = [part.strip() for part in value.replace("\\n", "\n").split("\n")]
    parts = [line for line in lines if len(line) >= 16]
    if not parts:
        raise AssertionError(f"secret field {name!r} has no part of 16+ characters: {value!r}")
    return parts
