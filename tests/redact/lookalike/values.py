"""Seeded value generators for the look-alike corpus.

Every function takes the ``random.Random`` of the case being built, so the corpus is the
same on every run. Vendor prefixes are never written whole in this package: callers join
split pieces (``"gh" + "p_"``) so no committed literal is a credential.
"""

from __future__ import annotations

import base64
import random
import string

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
HEX = "0123456789abcdef"
BASE62 = DIGITS + UPPER + LOWER
BASE64URL = BASE62 + "-_"
BASE32 = UPPER + "234567"
# Nix store hashes and some other content addresses use this 32-letter alphabet.
NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
# Kubernetes pod-template hashes and pod suffixes avoid vowels and look-alike digits.
K8S_SAFE = "bcdfghjklmnpqrstvwxz2456789"


def chars(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return chars(rng, HEX, n)


def b62(rng: random.Random, n: int) -> str:
    return chars(rng, BASE62, n)


def b64_bytes(rng: random.Random, n_bytes: int, *, pad: bool = True) -> str:
    raw = bytes(rng.randrange(256) for _ in range(n_bytes))
    text = base64.b64encode(raw).decode()
    return text if pad else text.rstrip("=")


def b64url_bytes(rng: random.Random, n_bytes: int) -> str:
    raw = bytes(rng.randrange(256) for _ in range(n_bytes))
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    variant = rng.choice("89ab")
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{variant}{h[17:20]}-{h[20:32]}"


def opencode_id(rng: random.Random, prefix: str) -> str:
    """``ses_``/``msg_``/``prt_`` + 12 hex (time part) + 14 base62 (random part)."""
    return f"{prefix}_{hexs(rng, 12)}{b62(rng, 14)}"


def ulid(rng: random.Random) -> str:
    crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    return "01" + chars(rng, "HJ", 1) + chars(rng, crockford, 23)


def pick(rng: random.Random, options: tuple[str, ...] | list[str]) -> str:
    return options[rng.randrange(len(options))]


def iso_ts(rng: random.Random, *, frac: bool = False, zone: str = "Z") -> str:
    y = rng.choice((2023, 2024, 2025))
    mo = rng.randint(1, 12)
    d = rng.randint(1, 28)
    h, mi, s = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    base = f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}"
    if frac:
        base += "." + "".join(rng.choice(DIGITS) for _ in range(rng.choice((3, 6))))
    return base + zone


def date(rng: random.Random) -> str:
    return f"{rng.choice((2023, 2024, 2025))}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def semver(rng: random.Random) -> str:
    return f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"


def aws_account(rng: random.Random) -> str:
    return str(rng.randint(100_000_000_000, 999_999_999_999))


def pem_body(rng: random.Random, n_bytes: int) -> str:
    """Base64 of random bytes wrapped at 64 columns, as PEM and OpenSSH blocks are."""
    text = b64_bytes(rng, n_bytes)
    return "\n".join(text[i : i + 64] for i in range(0, len(text), 64))


def strong_password(rng: random.Random) -> str:
    """A password as people or password managers make them (never a placeholder)."""
    style = rng.randrange(3)
    if style == 0:
        words = ("Harbor", "Maple", "Quartz", "Falcon", "Ember", "Tundra", "Violet", "Cobalt")
        a, b = rng.sample(words, 2)
        return f"{a}{rng.choice('-_.!')}{b}{rng.randint(10, 9999)}{rng.choice('!#$%&*')}"
    if style == 1:
        return chars(rng, BASE62 + "!#%&*+-=?@^_", rng.randint(16, 28))
    return b64url_bytes(rng, rng.choice((18, 24, 32)))


def url_password(rng: random.Random) -> str:
    """A password that needs no percent-encoding inside a URL's userinfo."""
    if rng.randrange(2):
        return b62(rng, rng.randint(16, 32))
    return chars(rng, BASE62 + "-._~", rng.randint(18, 30))
