"""Scoring is pure: what a pass left in the store against what its fixture expects."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ocmem.evaluation.fixtures import Fixture, builtin_fixtures_dir, load_fixtures
from ocmem.evaluation.scoring import (
    FixtureScore,
    PassResult,
    SavedMemory,
    captures,
    score_fixture,
    summarize,
)

DEV_FIXTURES = Path(__file__).parent / "fixtures"
ALL_FIXTURES = load_fixtures(builtin_fixtures_dir()) + load_fixtures(DEV_FIXTURES)
_BY_ID = {f.id: f for f in load_fixtures(DEV_FIXTURES)}
RULE = _BY_ID["01-deploy-rule-and-token"]
DASHBOARD = _BY_ID["02-incremental-dashboard"]
CHATTER = _BY_ID["03-debug-chatter"]


def memory(file: str, body: str, *, written: bool = True, name: str = "n") -> SavedMemory:
    return SavedMemory(file, name, "d", body, written)


def stored(fixture: Fixture) -> list[SavedMemory]:
    return [
        SavedMemory(m.file, m.name, m.description, m.body, written=False) for m in fixture.store
    ]


def reference_pass(fixture: Fixture) -> PassResult:
    """The store after a perfect pass: the seeded memories, the reference saves applied."""
    saves = {m["file"]: m for m in fixture.reference_answer.get("save", [])}
    deleted = set(fixture.reference_answer.get("delete", []))
    kept = [m for m in stored(fixture) if m.file not in deleted and m.file not in saves]
    written = [
        SavedMemory(m["file"], m["name"], m["description"], m["body"], written=True)
        for m in saves.values()
    ]
    memories = tuple(kept + written)
    return PassResult(memories, tuple(m.text for m in memories), raw_answer="{}")


def test_a_match_needs_every_group_and_ignores_case() -> None:
    rule = (("make release",), ("never", "don't", "do not"))
    assert captures(rule, "Ship with MAKE RELEASE; Never by hand")
    assert captures(rule, "do not ship by hand: make release")
    assert not captures(rule, "ship with make release")
    assert not captures(rule, "never ship by hand")


@pytest.mark.parametrize("fixture", ALL_FIXTURES, ids=lambda f: f.id)
def test_a_reference_answer_scores_perfectly(fixture: Fixture) -> None:
    score = score_fixture(fixture, reference_pass(fixture))

    assert (score.captured, score.missed) == (len(fixture.expected), ())
    assert score.over_capture == 0, score.over_captured
    assert score.secret_leaks == score.raw_secret_leaks == 0
    assert score.abstained is fixture.abstain


def test_each_measure_counts_what_the_pass_did() -> None:
    leaked = memory("reference_ci_token.md", f"CI token: {RULE.secrets[0]}")
    rule_score = score_fixture(
        RULE,
        PassResult((leaked,), (leaked.text,), raw_answer=f"saving {RULE.secrets[0]}", tokens=7),
    )
    assert (rule_score.captured, rule_score.missed) == (0, ("make-release",))
    assert rule_score.over_captured == ("reference_ci_token.md: token",)
    assert (rule_score.secret_leaks, rule_score.raw_secret_leaks) == (1, 1)
    assert rule_score.abstained is False

    unchanged = stored(DASHBOARD)
    dashboard_score = score_fixture(DASHBOARD, PassResult(tuple(unchanged), (), raw_answer="{}"))
    assert dashboard_score.captured == 0
    assert dashboard_score.over_capture == 0, "memories an earlier pass saved are not this one's"

    failed = score_fixture(CHATTER, PassResult((), (), raw_answer="", error="failed: timeout"))
    assert failed.abstained is False, "a failed pass did not abstain"

    row = summarize("m", [rule_score, dashboard_score, failed])
    assert row.fixtures == 3
    assert row.captured == 0
    # Per-session means are over the two passes that ran (a failed fork reports no spend).
    assert row.over_capture_per_session == pytest.approx(1 / 2)
    assert row.abstain_correct == 0.0
    assert (row.secret_leaks, row.secret_leaks_raw, row.failed) == (1, 1, 1)
    assert row.tokens == pytest.approx(7 / 2)


def test_a_model_that_never_answered_has_no_rates_rather_than_zeros() -> None:
    # Found by a black-box tester: a model that does not exist scored captured 0.0 and
    # abstain 0.0 over fixtures it never answered.
    failures = [
        score_fixture(fixture, PassResult((), (), raw_answer="", error="failed: fork-failed"))
        for fixture in (RULE, DASHBOARD, CHATTER)
    ]
    row = summarize("nosuch/model", failures)
    assert (row.captured, row.abstain_correct, row.failed) == (None, None, 3)
    assert (row.tokens, row.cost, row.seconds) == (0.0, 0.0, 0.0)


def test_rates_without_any_fixture_asking_for_them_are_none() -> None:
    only_abstain = summarize("m", [score_fixture(CHATTER, PassResult((), (), raw_answer=""))])
    assert only_abstain.captured is None
    assert only_abstain.abstain_correct == 1.0
    only_facts = summarize("m", [score_fixture(RULE, reference_pass(RULE))])
    assert only_facts.abstain_correct is None


fixture_sets = st.lists(st.sampled_from(ALL_FIXTURES), min_size=1, max_size=8)


@given(fixture_sets)
def test_perfect_answers_score_one_zero_zero(fixtures: list[Fixture]) -> None:
    row = summarize("m", [score_fixture(f, reference_pass(f)) for f in fixtures])

    assert row.captured in (1.0, None)
    assert row.over_capture_per_session == 0
    assert row.abstain_correct in (1.0, None)
    assert row.secret_leaks == row.secret_leaks_raw == 0


@given(fixture_sets, st.data())
def test_one_save_that_matches_nothing_adds_exactly_one_over_capture_per_fixture_count(
    fixtures: list[Fixture], data: st.DataObject
) -> None:
    perfect = [score_fixture(f, reference_pass(f)) for f in fixtures]
    target = data.draw(st.integers(0, len(fixtures) - 1))
    extra = memory("project_unrelated.md", "The office plants are watered on Fridays.")
    base = reference_pass(fixtures[target])
    worse: list[FixtureScore] = list(perfect)
    worse[target] = score_fixture(
        fixtures[target],
        PassResult((*base.memories, extra), (*base.store_texts, extra.text), base.raw_answer),
    )

    before = summarize("m", perfect).over_capture_per_session
    after = summarize("m", worse).over_capture_per_session
    assert after - before == pytest.approx(1 / len(fixtures))
    assert summarize("m", worse).captured == summarize("m", perfect).captured


def test_a_model_that_fails_its_first_fixtures_is_not_asked_for_the_rest(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # `eval --model nosuch/model` replayed every fixture (minutes) to fail each the same way.
    from ocmem.evaluation import runner
    from ocmem.progress import SILENT

    asked: list[str] = []

    def extract(model: str, item: runner._Prepared, sandbox: object) -> PassResult:
        asked.append(item.fixture.id)
        return PassResult((), (), "", error="failed: fork-failed: Unexpected server error")

    monkeypatch.setattr(runner, "_extract", extract)
    prepared = [runner._Prepared(f, tmp_path, f"ses_{i}") for i, f in enumerate(ALL_FIXTURES)]

    row = runner._score_model("nosuch/model", prepared, {}, SILENT)

    assert len(asked) == 3
    assert row.fixtures == len(ALL_FIXTURES)
    assert row.failed == len(ALL_FIXTURES)
    assert row.details[-1].error == "skipped: the model failed its first 3 fixtures"
    assert row.captured is None
