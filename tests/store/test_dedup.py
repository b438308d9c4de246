from __future__ import annotations

import pytest

from ocmem.store.dedup import DEFAULT_THRESHOLD, TwinFinder, identifier_tokens
from ocmem.store.memory_file import Memory


def _m(file: str, description: str, body: str, kind: str = "feedback") -> Memory:
    return Memory(file, file.removesuffix(".md"), description, kind, body, "2026-01-01")


# (existing description, existing body, new description, new body)
MUST_MERGE = [
    (
        "User wants terse answers without preamble",
        'Answer directly.\n**Why:** the user said "just give me the answer".',
        "User wants terse answers, without preamble.",
        "Answer directly!\n**Why:** the user said: just give me the answer",
    ),
    (
        "User prefers tabs over spaces in Python files",
        "Indent Python with tabs.",
        "The user prefers tabs over spaces in Python files",
        "Indent Python with tabs.",
    ),
    (
        "Run pytest -q before committing",
        "Always run `pytest -q` before every commit.",
        "Run pytest -q before committing.",
        "Always run pytest -q before every commit",
    ),
    (
        "Use pnpm, not npm",
        "This repo installs packages with pnpm; npm breaks the lockfile.",
        "Use pnpm (not npm)",
        "This repo installs packages with pnpm -- npm breaks the lockfile.",
    ),
    (
        "API uses JWT with RS256 keys rotated weekly",
        "Keys rotate weekly.\n**Why:** security review.\n**How to apply:** never hardcode keys.",
        "API uses JWT with RS256 keys, rotated weekly",
        "Keys rotate weekly. **Why:** security review. **How to apply:** never hardcode keys.",
    ),
]

MUST_STAY_APART = [
    (
        "Dev server port",
        "The dev server listens on port 8080.",
        "Dev server port",
        "The dev server listens on port 8081.",
    ),
    (
        "Settings live in settings.py",
        "Edit settings.py for feature flags.",
        "Settings live in config.py",
        "Edit config.py for feature flags.",
    ),
    (
        "Use Python 3.11",
        "The project targets Python 3.11 only.",
        "Use Python 3.12",
        "The project targets Python 3.12 only.",
    ),
    (
        "Prefers dark mode",
        "The user prefers dark mode in the editor.",
        "Prefers light mode",
        "The user prefers light mode in the editor.",
    ),
    (
        "Lint before tests",
        "Always run the linter before the tests.",
        "Tests before lint",
        "Always run the tests before the linter.",
    ),
    (
        "Deploy through staging",
        "Deploys go through the staging cluster first.",
        "Deploy through production",
        "Deploys go through the production cluster first.",
    ),
    (
        "Use getUserById",
        "Call getUserById for lookups.",
        "Use getUserByName",
        "Call getUserByName for lookups.",
    ),
]

TEN_TOPICS = [
    ("Prefers terse answers", "Keep replies short."),
    ("Uses tabs", "Indent with tabs."),
    ("Runs tests with pytest", "Use pytest -q."),
    ("Deploys on Fridays are banned", "Never deploy on a Friday."),
    ("Docs live in docs/", "Write documentation under docs/."),
    ("Commits are signed", "Sign every commit with GPG."),
    ("Staging URL", "Staging runs at staging.example.com."),
    ("Prefers British spelling", "Write colour, not color."),
    ("Database is Postgres 16", "The app uses Postgres 16."),
    ("Reviews need two approvals", "Merge only after two approvals."),
]


@pytest.mark.parametrize(("old_d", "old_b", "new_d", "new_b"), MUST_MERGE)
def test_near_duplicates_merge(old_d: str, old_b: str, new_d: str, new_b: str) -> None:
    finder = TwinFinder([_m("old.md", old_d, old_b)])
    twin = finder.find(_m("new.md", new_d, new_b))
    assert twin is not None
    assert twin.file == "old.md"
    assert twin.score >= DEFAULT_THRESHOLD


@pytest.mark.parametrize(("old_d", "old_b", "new_d", "new_b"), MUST_STAY_APART)
def test_similar_but_distinct_facts_stay_apart(
    old_d: str, old_b: str, new_d: str, new_b: str
) -> None:
    finder = TwinFinder([_m("old.md", old_d, old_b)])
    assert finder.find(_m("new.md", new_d, new_b)) is None


def test_ten_short_facts_on_ten_topics_stay_apart() -> None:
    existing = [_m(f"f{i}.md", d, b) for i, (d, b) in enumerate(TEN_TOPICS)]
    finder = TwinFinder(existing)
    for i, (description, body) in enumerate(TEN_TOPICS):
        others = TwinFinder([m for m in existing if m.file != f"f{i}.md"])
        assert others.find(_m("new.md", description, body)) is None
        assert finder.find(_m("new.md", description, body)) is not None


def test_only_same_type_is_compared() -> None:
    finder = TwinFinder([_m("old.md", "Uses tabs", "Indent with tabs.", kind="user")])
    assert finder.find(_m("new.md", "Uses tabs", "Indent with tabs.", kind="project")) is None


def test_excluded_candidates_are_skipped() -> None:
    finder = TwinFinder([_m("old.md", "Uses tabs", "Indent with tabs.")])
    assert finder.find(_m("new.md", "Uses tabs", "Indent with tabs."), {"old.md"}) is None


def test_threshold_over_100_disables_dedup() -> None:
    finder = TwinFinder([_m("old.md", "Uses tabs", "Indent with tabs.")], threshold=101)
    assert finder.find(_m("new.md", "Uses tabs", "Indent with tabs.")) is None


def test_identifier_tokens() -> None:
    text = "Port 8080 in settings.py, call getUser via my_module; e.g. see https://x.io/a."
    assert identifier_tokens(text) == frozenset(
        {"8080", "settings.py", "getuser", "my_module", "https://x.io/a"}
    )
