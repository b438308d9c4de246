"""Named fields for templates: ``⟨sha⟩``, ``⟨sha2⟩``, ``⟨uuid⟩`` ...

A template names its variable parts with ``⟨name⟩`` (the brackets are U+27E8 and U+27E9, so
braces, ``$`` and ``%`` in YAML, JSON, shell and format strings need no escaping).
``⟨name:2⟩`` is a second independent value of the same shape: ``⟨sha⟩`` and ``⟨sha:2⟩`` are
two different commit SHAs; the same field twice in one template is the same value.
"""

from __future__ import annotations

import base64
import json
import random
import re
import struct
from collections.abc import Callable, Mapping

from tests.redact.lookalike import values as v

Gen = Callable[[random.Random], str]

_USERS = ("dana", "kim", "alex", "ravi", "sofia", "jonas", "mei", "tomas", "lena", "omar")
_SERVICES = ("billing", "search", "auth", "ingest", "notifier", "reports", "gateway", "media")
_DBS = ("app_dev", "acme", "orders", "analytics", "app_test", "inventory")
_HOSTS = ("api", "admin", "grafana", "git", "vault", "ci", "docs", "status")
_REPOS = ("api", "web", "worker", "cli", "infra", "mobile", "ui-kit", "platform")
_ENVS = ("staging", "prod", "dev", "qa", "preview")
_SECRET_ENV_NAMES = (
    "GITHUB_TOKEN",
    "NPM_TOKEN",
    "AWS_SECRET_ACCESS_KEY",
    "AWS_ACCESS_KEY_ID",
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "STRIPE_SECRET_KEY",
    "SLACK_BOT_TOKEN",
    "DATABASE_PASSWORD",
    "SENTRY_AUTH_TOKEN",
    "GITLAB_TOKEN",
    "HF_TOKEN",
    "JWT_SECRET",
    "SESSION_SECRET",
    "DOCKERHUB_PASSWORD",
    "PGPASSWORD",
    "REDIS_PASSWORD",
    "CLOUDFLARE_API_TOKEN",
)
_CAMEL_WORDS = (
    "Authenticated",
    "Session",
    "Token",
    "Refresh",
    "Handler",
    "Secret",
    "Provider",
    "Credential",
    "Cache",
    "Invalidation",
    "Manager",
    "Factory",
    "Password",
    "Reset",
    "Request",
    "Validator",
    "Api",
    "Key",
    "Rotation",
    "Scheduler",
    "Access",
    "Signing",
    "Bearer",
    "Interceptor",
)
_FLAG_WORDS = (
    "new",
    "checkout",
    "token",
    "refresh",
    "secret",
    "rotation",
    "passwordless",
    "login",
    "api",
    "key",
    "ui",
    "billing",
    "sso",
    "magic",
    "link",
    "beta",
)
_PLAIN_TEXTS = (
    "Welcome to the staging cluster. Please be gentle with the database.",
    "hello world",
    "The quick brown fox jumps over the lazy dog",
    "This is a test fixture for the upload endpoint, nothing secret here.",
    "Build finished at noon; see the changelog for details.",
    "user@example.com",
    '{"event":"ping","ok":true}',
    "line one\nline two\nline three\n",
    "Maintenance window starts Saturday 22:00 UTC.",
    "Dear customer, your order has shipped.",
    "version=1.4.2\nchannel=stable\n",
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
)


def _ssh_ed25519(rng: random.Random) -> str:
    name = b"ssh-ed25519"
    key = bytes(rng.randrange(256) for _ in range(32))
    blob = struct.pack(">I", len(name)) + name + struct.pack(">I", 32) + key
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def _ssh_rsa(rng: random.Random) -> str:
    name = b"ssh-rsa"
    e = b"\x01\x00\x01"
    n = b"\x00" + bytes([rng.randrange(128, 256)]) + bytes(rng.randrange(256) for _ in range(383))
    blob = b"".join(struct.pack(">I", len(p)) + p for p in (name, e, n))
    return "ssh-rsa " + base64.b64encode(blob).decode()


def _camel(rng: random.Random) -> str:
    words = rng.sample(_CAMEL_WORDS, rng.randint(4, 7))
    return rng.choice(("use", "handle", "get", "create", "on", "")) + "".join(words)


def _flag(rng: random.Random) -> str:
    words = rng.sample(_FLAG_WORDS, rng.randint(2, 4))
    sep = rng.choice(("-", "_", "."))
    prefix = rng.choice(("", "ff" + sep, "enable" + sep, "release" + sep))
    return prefix + sep.join(words)


def _pod(rng: random.Random) -> str:
    name = rng.choice((*_SERVICES, "api", "web", "worker"))
    return f"{name}-{v.chars(rng, v.K8S_SAFE, rng.choice((9, 10)))}-{v.chars(rng, v.K8S_SAFE, 5)}"


def _b64_text(rng: random.Random) -> str:
    text = rng.choice(_PLAIN_TEXTS) + rng.choice(("", " #" + str(rng.randint(2, 999))))
    return base64.b64encode(text.encode()).decode()


def _jwt_header(rng: random.Random) -> str:
    header = {"alg": rng.choice(("HS256", "RS256", "ES256")), "typ": "JWT"}
    if rng.randrange(3) == 0:
        header["kid"] = v.hexs(rng, 8)
    raw = json.dumps(header, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _gpg_spaced(rng: random.Random) -> str:
    h = v.hexs(rng, 40).upper()
    groups = [h[i : i + 4] for i in range(0, 40, 4)]
    return " ".join(groups[:5]) + "  " + " ".join(groups[5:])


def _md5_colons(rng: random.Random) -> str:
    return ":".join(v.hexs(rng, 2) for _ in range(16))


GEN: dict[str, Gen] = {
    # opencode and model-provider ids
    "sid": lambda r: v.opencode_id(r, "ses"),
    "mid": lambda r: v.opencode_id(r, "msg"),
    "pid": lambda r: v.opencode_id(r, "prt"),
    "proj": lambda r: v.hexs(r, 40),
    "ms": lambda r: str(r.randint(1_700_000_000_000, 1_760_000_000_000)),
    # version control
    "sha": lambda r: v.hexs(r, 40),
    "short": lambda r: v.hexs(r, r.choice((7, 7, 8, 9, 10, 12))),
    "sh": lambda r: v.hexs(r, 7),
    "h8": lambda r: v.hexs(r, 8),
    "h12": lambda r: v.hexs(r, 12),
    "h16": lambda r: v.hexs(r, 16),
    "h20": lambda r: v.hexs(r, 20),
    "h32": lambda r: v.hexs(r, 32),
    "h64": lambda r: v.hexs(r, 64),
    "h128": lambda r: v.hexs(r, 128),
    "dg": lambda r: "sha256:" + v.hexs(r, 64),
    "pr": lambda r: str(r.randint(12, 4999)),
    "n": lambda r: str(r.randint(2, 999)),
    "k": lambda r: str(r.randint(3, 16)),
    "pct": lambda r: str(r.choice((1, 5, 10, 20, 25, 50, 75, 90))),
    "big": lambda r: str(r.randint(10**9, 10**12)),
    "run": lambda r: str(r.randint(4_000_000_000, 12_999_999_999)),
    "job": lambda r: str(r.randint(10_000_000_000, 39_999_999_999)),
    "n19": lambda r: str(r.randint(10**18, 9 * 10**18)),
    "uuid": v.uuid4,
    "ulid": v.ulid,
    "b8": lambda r: v.chars(r, v.BASE64URL, 8),
    "b14": lambda r: v.b62(r, 14),
    "b16": lambda r: v.b62(r, 16),
    "b22": lambda r: v.b62(r, 22),
    "b24": lambda r: v.b62(r, 24),
    "b27": lambda r: v.b62(r, 27),
    "b29": lambda r: v.b62(r, 29),
    "nano": lambda r: v.chars(r, v.BASE64URL, 21),
    "cuid": lambda r: v.chars(r, v.LOWER, 1) + v.chars(r, v.LOWER + v.DIGITS, 23),
    "dpl": lambda r: "dpl_" + v.b62(r, 28),
    "vid": lambda r: (
        f"{v.chars(r, v.LOWER + v.DIGITS, 5)}-{r.randint(10**12, 2 * 10**12)}-" + v.hexs(r, 12)
    ),
    "gid": lambda r: v.b62(r, r.choice((9, 14))),
    "fig": lambda r: v.b62(r, 22),
    "ref": lambda r: v.chars(r, v.LOWER, 20),
    # hashes and integrity strings
    "i": lambda r: "sha512-" + v.b64_bytes(r, 64),
    "sri": lambda r: "sha384-" + v.b64_bytes(r, 48),
    "sha1i": lambda r: "sha1-" + v.b64_bytes(r, 20),
    "gosum": lambda r: v.b64_bytes(r, 32),
    "nar": lambda r: "sha256-" + v.b64_bytes(r, 32),
    "fp": lambda r: v.b64_bytes(r, 32, pad=False),
    "md5": _md5_colons,
    "b64": _b64_text,
    "hdr": _jwt_header,
    # names
    "user": lambda r: v.pick(r, _USERS),
    "svc": lambda r: v.pick(r, _SERVICES),
    "db": lambda r: v.pick(r, _DBS),
    "host": lambda r: v.pick(r, _HOSTS) + ".acme.dev",
    "repo": lambda r: v.pick(r, _REPOS),
    "stage": lambda r: v.pick(r, _ENVS),
    "env": lambda r: v.pick(r, _SECRET_ENV_NAMES),
    "id": _camel,
    "Id": lambda r: "".join(r.sample(_CAMEL_WORDS, r.randint(3, 5))),
    "ff": _flag,
    "pod": _pod,
    "ip": lambda r: f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    # time and versions
    "ts": lambda r: v.iso_ts(r),
    "tsf": lambda r: v.iso_ts(r, frac=True),
    "tso": lambda r: v.iso_ts(r, zone=r.choice(("+02:00", "-05:00", "+05:30", "+00:00"))),
    "date": v.date,
    "date8": lambda r: v.date(r).replace("-", ""),
    "ver": v.semver,
    "epoch": lambda r: str(r.randint(1_690_000_000, 1_760_000_000)),
    # infrastructure
    "acct": v.aws_account,
    "iid": lambda r: "i-0" + v.hexs(r, 16),
    "sg": lambda r: "sg-0" + v.hexs(r, 16),
    "vpc": lambda r: "vpc-0" + v.hexs(r, 16),
    "subnet": lambda r: "subnet-0" + v.hexs(r, 16),
    "ami": lambda r: "ami-0" + v.hexs(r, 16),
    "rdsid": lambda r: "db-" + v.chars(r, v.UPPER + "234567", 26),
    "aroa": lambda r: "AROA" + v.chars(r, v.UPPER + "234567", 17),
    "s6": lambda r: v.b62(r, 6),
    # keys that are public
    "ed": _ssh_ed25519,
    "rsa": _ssh_rsa,
    "kid": lambda r: v.hexs(r, 16).upper(),
    "fpr": lambda r: v.hexs(r, 40).upper(),
    "gpgsp": _gpg_spaced,
    # colours and misc
    "c": lambda r: v.hexs(r, 6),
    "slackc": lambda r: "C0" + v.chars(r, v.UPPER + v.DIGITS, 9),
    "slacku": lambda r: "U0" + v.chars(r, v.UPPER + v.DIGITS, 8),
    "jira": lambda r: (
        v.pick(r, ("PROJ", "OPS", "AUTH", "PAY", "WEB", "INFRA")) + "-" + str(r.randint(10, 9999))
    ),
    "tmp": lambda r: v.chars(r, v.LOWER + v.DIGITS + "_", 8),
}

_FIELD = re.compile(r"⟨([A-Za-z0-9_]+)(?::(\w+))?⟩")


class Fill(dict[str, str]):
    """Field values for one template instance, each made on first use."""

    def __init__(self, rng: random.Random, extra: Mapping[str, Gen]) -> None:
        super().__init__()
        self._rng = rng
        self._extra = extra

    def value(self, base: str, suffix: str) -> str:
        key = f"{base}:{suffix}" if suffix else base
        if key not in self:
            gen = self._extra.get(base) or GEN.get(base)
            if gen is None:
                raise KeyError(f"no generator for field {base!r}")
            self[key] = gen(self._rng)
        return self[key]


def render(
    template: str, rng: random.Random, extra: Mapping[str, Gen] | None = None
) -> tuple[str, Fill]:
    """``template`` with every ``⟨field⟩`` replaced; the values used are returned too."""
    fill = Fill(rng, extra or {})
    text = _FIELD.sub(lambda m: fill.value(m.group(1), m.group(2) or ""), template)
    return text, fill
