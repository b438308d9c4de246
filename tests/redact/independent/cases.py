"""The independent secret-scrubbing corpus: ``dev`` and ``holdout`` splits.

Written without reading the scrubber (issue 14, point 1). Every value is generated from a
seeded ``random.Random``, so the corpus is deterministic and no committed literal is a
credential. The two splits use different phrasings (templates and framings), not only
different values; ``holdout`` also holds kinds the ``dev`` split never shows.

A secret case lists in ``secrets`` the exact substrings that must not survive scrubbing
(the value, never the key name). A benign case has no secrets and must come out of the
scrubber byte-identical. ``source`` says whether a case was written here or derived from a
public rule set (``gitleaks:<rule-id>``, ``detect-secrets:<plugin>``).
"""

from __future__ import annotations

import random
from functools import cache
from typing import Literal

from tests.redact.holdout_corpus import Case
from tests.redact.independent.benign import BENIGN, fill
from tests.redact.independent.families import FAMILIES
from tests.redact.independent.families2 import FAMILIES2
from tests.redact.independent.vendors import VENDORS, Vendor

Split = Literal["dev", "holdout"]
SPLITS: tuple[Split, ...] = ("dev", "holdout")
_SEEDS: dict[Split, int] = {"dev": 14_001, "holdout": 14_002}


# (template, usable for kinds recognisable only next to their vendor's name)
_VENDOR_TEMPLATES: dict[Split, tuple[tuple[str, bool], ...]] = {
    "dev": (
        ("- {label}: `{v}`", True),
        ("export {env}={v}", True),
        ("{env}={v}", True),
        ('{{"{key}": "{v}", "region": "eu-west-1"}}', False),
        ("{label} → {v}", True),
        ("Use {v} for the {label} when running the release script locally.", True),
        ("The {label} is {v} (ask Dana before rotating it).", True),
        ('curl -H "Authorization: Bearer {v}" https://api.acme.dev/v1/status', False),
        ("{key}: {v}", False),
    ),
    "holdout": (
        (
            "## Credentials\n\nThe {label} we generated on Tuesday is {v} — rotate it after "
            "the demo.",
            True,
        ),
        ('[auth]\n{key} = "{v}"\ntimeout = 30', False),
        ("docker run --rm -e {env}={v} ghcr.io/acme/worker:1.4.2", True),
        ("Set it as a repo secret: `gh secret set {env} --body {v}`", True),
        ("| service | value |\n|---|---|\n| {label} | {v} |", True),
        ('{key} = "{v}"  # TODO: move to the vault', False),
        ("note to self: {label} {v}", True),
        ("- {v}", False),
        ("Fetched with https://api.acme.dev/v2/export?token={v}&format=csv", False),
        ('  env:\n    - name: {env}\n      value: "{v}"', True),
        ("The CI job failed until I pasted {v} into the settings page.", False),
        ("{env}='{v}' npm run release", True),
        ('config.set("{key}", "{v}")', False),
        ("I used `{v}` to test the integration from my laptop.", False),
        ("{label} (rotated last week): {v}", True),
    ),
}

_FRAMES: dict[Split, tuple[str, ...]] = {
    "dev": ("{t}", "- {t}", "Note: {t}", "## Notes\n\n{t}\n", "{t}\n"),
    "holdout": (
        "{t}",
        "* {t}",
        "> {t}",
        "### Context\n{t}",
        "{t}\n\n(added after the incident review)",
        "1. {t}",
        "**Heads-up:** {t}",
        "<!-- memory -->\n{t}\n",
    ),
}

_TRAILERS: dict[Split, tuple[str, ...]] = {
    "dev": ("{t}\n\n(from the onboarding session)", "{t}\n\nnoted while fixing CI", "{t}  "),
    "holdout": (
        "{t}\n\n_Source: pairing session with Kim._",
        "{t}\n\n---\n",
        "{t}\n<!-- keep -->",
        "{t}\n\nSee also: the runbook.",
    ),
}

_PER_VENDOR: dict[Split, int] = {"dev": 3, "holdout": 3}
_FAMILY_REPEAT: dict[Split, int] = {"dev": 1, "holdout": 1}
_BENIGN_REPEAT: dict[Split, int] = {"dev": 3, "holdout": 3}


def _frame(split: Split, index: int, text: str) -> str:
    frames = _FRAMES[split]
    frame = frames[index % len(frames)]
    if text.startswith(("- ", "* ", "#", "|")) and not frame.startswith("{t}"):
        # A note puts no label before a list item, heading or table: add a remark below.
        trailers = _TRAILERS[split]
        frame = trailers[index % len(trailers)]
    return frame.replace("{t}", text)


def _vendor_cases(split: Split, rng: random.Random) -> list[Case]:
    out: list[Case] = []
    templates = _VENDOR_TEMPLATES[split]
    cursor = 0
    for vendor in VENDORS:
        if split == "dev" and not vendor.in_dev:
            continue
        chosen = 0
        while chosen < _PER_VENDOR[split]:
            template, keyword_free_ok = templates[cursor % len(templates)]
            cursor += 1
            if not vendor.distinct and not keyword_free_ok:
                continue
            out.append(_vendor_case(split, rng, vendor, template, chosen, cursor))
            chosen += 1
    return out


def _vendor_case(
    split: Split, rng: random.Random, vendor: Vendor, template: str, n: int, cursor: int
) -> Case:
    value = vendor.make(rng)
    text = template.format(v=value, label=vendor.label, env=vendor.env, key=vendor.key)
    return Case(
        id=f"{split}-{vendor.kind}-{n + 1:02d}",
        split=split,
        kind=vendor.kind,
        text=_frame(split, cursor, text),
        secrets=(value,),
        source=vendor.source,
    )


def _family_cases(split: Split, rng: random.Random) -> list[Case]:
    out: list[Case] = []
    cursor = 0
    for family in FAMILIES + FAMILIES2:
        templates = family.dev if split == "dev" else family.holdout
        n = 0
        for _ in range(_FAMILY_REPEAT[split]):
            for template in templates:
                values = family.make(rng)
                text = template.format(**values)
                secrets = tuple(dict.fromkeys(values[name] for name in family.secrets))
                cursor += 1
                n += 1
                out.append(
                    Case(
                        id=f"{split}-{family.kind}-{n:02d}",
                        split=split,
                        kind=family.kind,
                        text=_frame(split, cursor, text),
                        secrets=secrets,
                        source=family.source,
                    )
                )
    return out


def _benign_cases(split: Split, rng: random.Random) -> list[Case]:
    out: list[Case] = []
    cursor = 0
    for family in BENIGN:
        templates = family.dev if split == "dev" else family.holdout
        n = 0
        for template in templates:
            seen: set[str] = set()
            for _ in range(_BENIGN_REPEAT[split]):
                text = template.format(**fill(rng))
                cursor += 1
                framed = _frame(split, cursor, text)
                for _ in range(len(_FRAMES[split])):
                    if framed not in seen:
                        break
                    cursor += 1
                    framed = _frame(split, cursor, text)
                seen.add(framed)
                n += 1
                out.append(
                    Case(
                        id=f"{split}-benign-{family.kind}-{n:02d}",
                        split=split,
                        kind=family.kind,
                        text=framed,
                        secrets=(),
                        source="written",
                    )
                )
    return out


@cache
def cases(split: Split) -> tuple[Case, ...]:
    """Every case of ``split``, secret cases first; the same objects on every call."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; expected one of {SPLITS}")
    rng = random.Random(_SEEDS[split])
    secret = _vendor_cases(split, rng) + _family_cases(split, rng)
    benign = _benign_cases(split, rng)
    return tuple(secret + benign)


def secret_cases(split: Split) -> list[Case]:
    return [case for case in cases(split) if case.is_secret]


def benign_cases(split: Split) -> list[Case]:
    return [case for case in cases(split) if not case.is_secret]
