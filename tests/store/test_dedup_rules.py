"""The twin rules on a dev set written from the issue, and the cluster join against brute force.

The independent fixture (tests/store/fixtures/dedup_pairs.json) is measured in
test_dedup_pairs.py; this set covers each family of "different fact" the issue names.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ocmem.store.dedup import (
    CLUSTER_JACCARD,
    TwinFinder,
    cluster_tokens,
    content_words,
    fingerprint,
    jaccard,
    near_duplicate_clusters,
    same_fact,
)
from ocmem.store.memory_file import Memory

# Each pair differs in one word that changes the fact.
APART = [
    # environment
    (
        "Deploys to staging need a green CI run first.",
        "Deploys to production need a green CI run first.",
    ),
    ("Never run migrations on production by hand.", "Never run migrations on staging by hand."),
    ("The preview environment resets every night.", "The sandbox environment resets every night."),
    # host / service
    ("Logs for the billing service go to Loki.", "Logs for the checkout service go to Loki."),
    (
        "The API host is api.internal, reached over the VPN.",
        "The API host is db.internal, reached over the VPN.",
    ),
    (
        "Restart the worker service after changing the queue settings.",
        "Restart the scheduler service after changing the queue settings.",
    ),
    # negation and polarity
    ("Always squash commits before merging.", "Never squash commits before merging."),
    ("Run the linter before committing.", "Don't run the linter before committing."),
    (
        "The user wants emoji in commit messages.",
        "The user does not want emoji in commit messages.",
    ),
    ("Use mocks in the integration tests.", "Avoid mocks in the integration tests."),
    ("Tests can hit the network.", "Tests cannot hit the network."),
    ("Write answers with code samples.", "Write answers without code samples."),
    # tool
    ("Install packages with pnpm.", "Install packages with yarn."),
    ("Format Python with black before committing.", "Format Python with ruff before committing."),
    ("Type-check with mypy in CI.", "Type-check with pyright in CI."),
    # person
    (
        "Ask Dana before touching the billing schema.",
        "Ask Marco before touching the billing schema.",
    ),
    (
        "Priya reviews every change to the auth module.",
        "Tomas reviews every change to the auth module.",
    ),
    # branch, path, region, version, port
    ("Release branches are cut from main.", "Release branches are cut from develop."),
    ("Feature flags live in config/flags.yaml.", "Feature flags live in config/features.yaml."),
    ("The bucket is in us-east-1.", "The bucket is in eu-west-1."),
    ("The project targets Node 18.", "The project targets Node 20."),
    ("The dev server listens on port 3000.", "The dev server listens on port 3001."),
    # order
    ("Run lint before tests.", "Run tests before lint."),
    ("Prefer tabs over spaces.", "Prefer spaces over tabs."),
    ("Use pnpm, not npm.", "Use npm, not pnpm."),
    ("Migrate from MySQL to Postgres.", "Migrate from Postgres to MySQL."),
    # quantity, scope and modality
    ("Merges need two approvals.", "Merges need three approvals."),
    ("Only admins may rotate the keys.", "Admins may rotate the keys."),
    ("Deploy on Fridays.", "Deploy on Fridays or Saturdays."),
    ("Turn the cache on in tests.", "Turn the cache off in tests."),
    ("Tests must pass before a merge.", "Tests may fail before a merge."),
    ("The user prefers dark mode.", "The user prefers light mode."),
]

APART += [
    # the same identifiers, swapped between the things they belong to
    (
        "Port 8080 is for staging. Port 8081 is for production.",
        "Port 8081 is for staging. Port 8080 is for production.",
    ),
    ("Staging uses port 8080 and production 8081.", "Staging uses port 8081 and production 8080."),
    ("Use https for the API.", "Use http for the API."),
    # permission, and whose side
    ("Old branches can be deleted.", "Old branches will be deleted."),
    ("Use our fork of the SDK.", "Use their fork of the SDK."),
    ("Staging deploys precede production deploys.", "Production deploys precede staging deploys."),
]

# Each pair says the same fact in other words.
MERGE = [
    (
        "User wants terse answers without preamble.",
        "The user wants terse answers, without a preamble!",
    ),
    ("Run pytest -q before committing.", "Always run pytest -q before you commit."),
    ("Use pnpm, not npm.", "Use pnpm (not npm)."),
    ("The user prefers tabs.", "User likes tabs."),
    ("Deploys go through the staging cluster first.", "Deploy goes through staging cluster first"),
    ("Don't deploy on Fridays.", "Do not deploy on Fridays."),
    ("Never deploy on Fridays.", "Do not deploy on Fridays."),
    ("Keep answers short.", "Keep answers concise."),
    ("Docs live in the docs/ folder.", "Documentation lives in the docs/ directory."),
    ("Check the config before a release.", "Verify the configuration before a release."),
    ("The repository uses GitHub Actions for CI.", "This repo uses GitHub Actions for CI."),
    ("Tests must pass before merging.", "Tests should pass before merging."),
    ("Caches are cleared nightly.", "The cache is cleared nightly."),
    ("Committing requires signed commits.", "Commits require signed commits."),
    ("Make sure the changelog is updated.", "Ensure the changelog is updated."),
    (
        "API keys rotate weekly; never hardcode them.",
        "API keys rotate weekly. Never hardcode them!",
    ),
    ("Staging deploys need a green build.", "Staging deploy needs a green build"),
    ("Ask Dana about the billing schema.", "ask dana about the billing schema"),
    ("The user is a data scientist who writes Python.", "User is a data scientist, writes Python."),
    ("Reply in British English.", "Answer in British English."),
]


MERGE += [
    # sentences in another order, abbreviations
    ("Run tests before pushing. The CI is slow.", "The CI is slow. Run tests before pushing."),
    ("DB backups run nightly in prod.", "Database backups run nightly in production."),
    # British and American spelling
    ("Normalise the colour values in the catalogue.", "Normalize the color values in the catalog."),
]


def _m(file: str, text: str, kind: str = "feedback") -> Memory:
    return Memory(file, file.removesuffix(".md"), text, kind, "", "2026-01-01T00:00:00.000Z")


def _is_twin(a: str, b: str) -> bool:
    return TwinFinder([_m("old.md", a)]).find(_m("new.md", b)) is not None


@pytest.mark.parametrize(("a", "b"), APART)
def test_different_facts_stay_apart_both_ways(a: str, b: str) -> None:
    assert not _is_twin(a, b)
    assert not _is_twin(b, a)


@pytest.mark.parametrize(("a", "b"), MERGE)
def test_rephrasings_merge_both_ways(a: str, b: str) -> None:
    assert _is_twin(a, b)
    assert _is_twin(b, a)


def test_dev_set_is_large_enough() -> None:
    assert len(APART) >= 30
    assert len(MERGE) >= 20


def test_negations_collapse_to_one_word() -> None:
    for text in ("never", "don't", "do not", "without", "cannot", "avoid", "isn’t"):
        assert "not" in content_words(f"{text} deploy"), text


def test_relational_words_pin_the_order() -> None:
    assert fingerprint("lint before tests").ordered
    assert not fingerprint("terse answers").ordered


@given(st.text(max_size=80), st.text(max_size=80))
def test_same_fact_is_symmetric(a: str, b: str) -> None:
    left, right = fingerprint(a), fingerprint(b)
    assert (same_fact(left, right) is None) == (same_fact(right, left) is None)


@given(st.text(max_size=120))
def test_a_text_is_its_own_twin(text: str) -> None:
    assert same_fact(fingerprint(text), fingerprint(text)) == 100.0


# Clusters: the indexed join must equal the brute-force definition.
VOCABULARY = [
    *[
        "alpha",
        "beta",
        "gamma",
        "delta",
        "deploy",
        "staging",
        "prod",
        "lint",
        "tests",
        "pnpm",
        "npm",
    ],
    "8080",
]


def _brute_clusters(memories: list[Memory]) -> list[list[str]]:
    parent = {m.file: m.file for m in memories}

    def find(file: str) -> str:
        while parent[file] != file:
            file = parent[file]
        return file

    sets = {m.file: cluster_tokens(m) for m in memories}
    for a, b in itertools.combinations(memories, 2):
        if a.type == b.type and jaccard(sets[a.file], sets[b.file]) >= CLUSTER_JACCARD:
            parent[find(a.file)] = find(b.file)
    groups: dict[str, list[str]] = {}
    for m in memories:
        groups.setdefault(find(m.file), []).append(m.file)
    return sorted(sorted(g) for g in groups.values() if len(g) > 1)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.lists(st.sampled_from(VOCABULARY), max_size=7),
            st.sampled_from(["user", "feedback", "project"]),
        ),
        min_size=0,
        max_size=300,
    )
)
def test_clusters_equal_brute_force(items: list[tuple[list[str], str]]) -> None:
    memories = [_m(f"m{i:03d}.md", " ".join(words), kind) for i, (words, kind) in enumerate(items)]
    assert near_duplicate_clusters(memories) == _brute_clusters(memories)


def test_clusters_link_repeats_and_contradictions_not_strangers() -> None:
    memories = [
        _m("a.md", "The dev server listens on port 8080 behind nginx."),
        _m("b.md", "The dev server listens on port 8081 behind nginx."),
        _m("c.md", "Release notes are written by the product team."),
        _m("d.md", "The dev server listens on port 8080 behind nginx.", kind="project"),
    ]
    assert near_duplicate_clusters(memories) == [["a.md", "b.md"]]
