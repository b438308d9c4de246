"""A synthetic but realistic memory store for the scale benchmark.

Memories are built from templates of the kinds of facts a coding agent records (commands,
environments, owners, conventions, preferences), with about 330 characters each, as in
the store the issue measured (650,000 characters of dream prompt for 2,000 memories).
Each body also carries a clause of project-specific words drawn Zipf-like from a
6,000-word vocabulary, as real notes name their own modules, tables and people. About 5%
are rephrasings of another memory and 5% are the same sentence about a
different environment, service or tool, so clustering and de-duplication have real work.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from ocmem.store.memory_file import Memory, format_created

TYPES = ("user", "feedback", "project", "reference")
SERVICES = [
    *("billing", "checkout", "search", "auth", "inventory", "notifications", "gateway"),
    *("ledger", "reporting", "scheduler", "ingest", "exporter", "webhooks", "catalog"),
]
ENVS = ["staging", "production", "preview", "sandbox", "qa", "canary", "dev"]
TOOLS = [
    *("pnpm", "npm", "yarn", "pytest", "tox", "ruff", "mypy", "eslint", "prettier", "make"),
    *("docker", "kubectl", "helm", "terraform", "ansible", "bazel", "gradle", "cargo"),
]
PEOPLE = ["Ana", "Bruno", "Chen", "Dara", "Eli", "Farah", "Goran", "Hana", "Ivo", "Jun"]
REGIONS = ["us-east-1", "eu-west-1", "ap-south-1", "eu-central-1", "us-west-2"]
VERBS = ["deploy", "migrate", "restart", "rebuild", "test", "lint", "release", "profile"]
NOUNS = [
    *("schema", "cache", "queue", "cron job", "feature flag", "dashboard", "runbook"),
    *("alert", "index", "bucket", "secret rotation", "rollout", "load test", "backfill"),
]

DESCRIPTIONS = [
    "How to {verb} the {service} {noun} in {env}",
    "{person} owns the {service} {noun}",
    "Use {tool} to {verb} {service}",
    "The {service} {noun} lives in {region}",
    "{env} {service} needs {tool} before each {verb}",
    "Never {verb} {service} on Fridays",
    "Prefers {tool} over {tool2} for {service}",
]
SENTENCES = [
    "Run `{tool} {verb}` from the {service} directory before opening a pull request.",
    "The {noun} for {service} is checked every morning by {person}.",
    "In {env}, the {service} {noun} is rebuilt after each {verb}.",
    "Ask {person} before changing anything about the {service} {noun}.",
    "{service} talks to the {noun} in {region} through the internal gateway.",
    "A failed {verb} in {env} pages the on-call engineer for {service}.",
    "The {noun} must stay below {number} entries or {service} slows down.",
    "{tool} is pinned to version {major}.{minor} for {service}.",
]
WHY = [
    "**Why:** a {verb} in {env} broke the {noun} last quarter.",
    "**Why:** {person} asked for it in review.",
    "**Why:** the {service} team agreed on it in the retro.",
]
HOW = [
    "**How to apply:** check the {noun} before every {verb}.",
    "**How to apply:** mention it in the pull request description.",
    "**How to apply:** use {tool}, not {tool2}.",
]


_SYLLABLES = [c + v for c in "bdfgklmnprstvz" for v in ("a", "e", "i", "o", "u", "ai", "ou")]


def _vocabulary(rng: random.Random, size: int = 6000) -> list[str]:
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def _detail(rng: random.Random, vocabulary: list[str]) -> str:
    """A clause of project-specific words, Zipf-distributed like real prose."""
    count = rng.randint(4, 9)
    picks = [vocabulary[min(len(vocabulary) - 1, int(rng.paretovariate(1.1)) - 1)]]
    picks += [rng.choice(vocabulary) for _ in range(count - 1)]
    return "Details: " + " ".join(picks) + "."


def _fill(template: str, rng: random.Random) -> str:
    tool, tool2 = rng.sample(TOOLS, 2)
    return template.format(
        verb=rng.choice(VERBS),
        service=rng.choice(SERVICES),
        noun=rng.choice(NOUNS),
        env=rng.choice(ENVS),
        tool=tool,
        tool2=tool2,
        person=rng.choice(PEOPLE),
        region=rng.choice(REGIONS),
        number=rng.choice([100, 500, 1000, 5000, 20000]),
        major=rng.randint(1, 9),
        minor=rng.randint(0, 30),
    )


def _rephrase(text: str, rng: random.Random) -> str:
    text = text.replace(" the ", " ").replace("Run ", "Always run ", 1)
    return text.rstrip(".") + (" ." if rng.random() < 0.5 else "!")


def _swap_one(text: str, rng: random.Random) -> str:
    for pool in (ENVS, SERVICES, TOOLS):
        present = [word for word in pool if f" {word} " in f" {text} "]
        if present:
            old = rng.choice(present)
            new = rng.choice([word for word in pool if word != old])
            return f" {text} ".replace(f" {old} ", f" {new} ", 1).strip()
    return text + " (legacy)"


def build(count: int, seed: int = 7) -> list[Memory]:
    """`count` memories, created one hour apart ending now, in creation order."""
    rng = random.Random(seed)
    vocabulary = _vocabulary(rng)
    start = datetime.now(UTC) - timedelta(hours=count)
    memories: list[Memory] = []
    for serial in range(count):
        kind = TYPES[serial % len(TYPES)]
        created = format_created(start + timedelta(hours=serial))
        roll = rng.random()
        if memories and roll < 0.10:
            source = rng.choice([m for m in memories[-200:] if m.type == kind] or memories[-1:])
            change = _rephrase if roll < 0.05 else _swap_one
            description, body = change(source.description, rng), change(source.body, rng)
            kind = source.type
        else:
            description = _fill(rng.choice(DESCRIPTIONS), rng)
            sentences = [_fill(rng.choice(SENTENCES), rng) for _ in range(rng.randint(1, 3))]
            body = " ".join(sentences) + " " + _detail(rng, vocabulary)
            if kind in ("feedback", "project"):
                body += "\n\n" + _fill(rng.choice(WHY), rng) + "\n" + _fill(rng.choice(HOW), rng)
        memories.append(
            Memory(
                file=f"{kind}_fact_{serial:05d}.md",
                name=f"fact-{serial}",
                description=description,
                type=kind,
                body=body,
                created=created,
                origin_session_id="ses_bench",
            )
        )
    return memories
