"""Template fields and seeded value generators for the second look-alike corpus.

A template is plain text with fields in ``⟪…⟫``:

- ``⟪hex:40⟫`` — a fresh value of a spec each time it appears;
- ``⟪sha=hex:40⟫`` — a fresh value, bound to the name ``sha``;
- ``⟪sha⟫`` — the value bound to ``sha`` earlier in the same template.

Specs: ``hex:N`` and ``HEX:N`` (lower/upper hex digits), ``num:N`` (digits, no leading
zero), ``an:N`` (mixed-case letters and digits), ``lan:N`` / ``uan:N`` (lower/upper case
letters and digits), ``b64:N`` / ``b64n:N`` / ``b64u:N`` (standard, standard unpadded, and
URL-safe unpadded base64 of N random bytes), ``b58:N``, ``b32:N`` (lower-case RFC 4648
alphabet), ``crock:N`` (Crockford base32, as in ULIDs), ``uuid``, ``int:A-B``,
``pick:a|b|c``, and ``g:name`` (a generator from ``GENERATORS`` or the kind's own ``gen``).
"""

from __future__ import annotations

import base64
import random
import re
import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

Gen = Callable[[random.Random], str]

_FIELD = re.compile(r"⟪(?:(\w+)=)?([^⟫]*)⟫")
_AN = string.ascii_letters + string.digits
_LAN = string.ascii_lowercase + string.digits
_UAN = string.ascii_uppercase + string.digits
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B32 = "abcdefghijklmnopqrstuvwxyz234567"
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


@dataclass(frozen=True)
class Kind:
    """One kind of case: its templates, its generators, and which bound fields are secret."""

    kind: str
    templates: tuple[str, ...]
    secrets: tuple[str, ...] = ()
    gen: Mapping[str, Gen] = field(default_factory=dict)
    repeat: int = 2
    source: str = "written"


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return pick(rng, "0123456789abcdef", n)


def digits(rng: random.Random, n: int) -> str:
    return rng.choice("123456789") + pick(rng, string.digits, n - 1)


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    variant = rng.choice("89ab")
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{variant}{h[17:20]}-{h[20:]}"


def b64(rng: random.Random, n: int) -> str:
    return base64.b64encode(rng.randbytes(n)).decode()


def b64u(rng: random.Random, n: int) -> str:
    return base64.urlsafe_b64encode(rng.randbytes(n)).decode().rstrip("=")


def b64_text(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _spec(rng: random.Random, spec: str, gen: Mapping[str, Gen]) -> str:
    name, _, arg = spec.partition(":")
    simple: dict[str, Callable[[int], str]] = {
        "hex": lambda n: hexs(rng, n),
        "HEX": lambda n: hexs(rng, n).upper(),
        "num": lambda n: digits(rng, n),
        "an": lambda n: pick(rng, _AN, n),
        "lan": lambda n: pick(rng, _LAN, n),
        "uan": lambda n: pick(rng, _UAN, n),
        "b64": lambda n: b64(rng, n),
        "b64u": lambda n: b64u(rng, n),
        "b64n": lambda n: b64(rng, n).rstrip("="),
        "b58": lambda n: pick(rng, _B58, n),
        "b32": lambda n: pick(rng, _B32, n),
        "crock": lambda n: pick(rng, _CROCKFORD, n),
    }
    if name in simple:
        return simple[name](int(arg))
    if name == "uuid":
        return uuid4(rng)
    if name == "int":
        low, high = arg.split("-")
        return str(rng.randint(int(low), int(high)))
    if name == "pick":
        return rng.choice(arg.split("|"))
    if name == "g":
        return gen[arg](rng) if arg in gen else GENERATORS[arg](rng)
    raise ValueError(f"unknown field spec {spec!r}")


def render(template: str, rng: random.Random, gen: Mapping[str, Gen]) -> tuple[str, dict[str, str]]:
    """The template with its fields filled in, and the values bound to names."""
    bound: dict[str, str] = {}

    def fill(match: re.Match[str]) -> str:
        name, spec = match.group(1), match.group(2)
        if name is None and spec in bound:
            return bound[spec]
        value = _spec(rng, spec, gen)
        if name is not None:
            bound[name] = value
        return value

    return _FIELD.sub(fill, template), bound


def _semver(rng: random.Random) -> str:
    return f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"


def _crate(rng: random.Random) -> str:
    return rng.choice(
        ("serde", "tokio", "anyhow", "regex", "hyper", "clap", "rustls", "bytes", "tracing")
    )


def _pypkg(rng: random.Random) -> str:
    return rng.choice(
        ("httpx", "pydantic", "attrs", "certifi", "idna", "anyio", "rich", "click", "urllib3")
    )


def _gomod(rng: random.Random) -> str:
    return rng.choice(
        (
            "github.com/spf13/cobra",
            "golang.org/x/sync",
            "github.com/google/uuid",
            "go.uber.org/zap",
            "github.com/stretchr/testify",
            "golang.org/x/crypto",
            "github.com/jackc/pgx/v5",
        )
    )


def _gem(rng: random.Random) -> str:
    return rng.choice(("rake", "nokogiri", "puma", "rack", "zeitwerk", "concurrent-ruby", "json"))


def _region(rng: random.Random) -> str:
    return rng.choice(("eu-west-1", "us-east-1", "us-west-2", "eu-central-1", "ap-southeast-2"))


def _account(rng: random.Random) -> str:
    return digits(rng, 12)


def _service(rng: random.Random) -> str:
    return rng.choice(("api", "worker", "billing", "auth-gw", "search", "ingest", "webhooks"))


def _iso(rng: random.Random) -> str:
    return (
        f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T"
        f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}."
        f"{rng.randint(0, 999):03d}Z"
    )


def _person(rng: random.Random) -> str:
    return rng.choice(("Priya", "Tomasz", "Aiko", "Mateo", "Oluwaseun", "Ingrid", "Hamid"))


def _repo(rng: random.Random) -> str:
    return rng.choice(("acme/api", "acme/web", "acme/infra", "northwind/shop", "octo/ledger"))


GENERATORS: dict[str, Gen] = {
    "semver": _semver,
    "crate": _crate,
    "pypkg": _pypkg,
    "gomod": _gomod,
    "gem": _gem,
    "region": _region,
    "account": _account,
    "service": _service,
    "iso": _iso,
    "person": _person,
    "repo": _repo,
}
