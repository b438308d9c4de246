"""The shipped fixtures: the independent validator passes on the set, the loader reads
every file, and a bad file is refused with an error that names it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.evaluation import check_fixtures

from ocmem.evaluation.fixtures import FixtureError, builtin_fixtures_dir, load_fixtures

DEV_FIXTURES = Path(__file__).parent / "fixtures"


def test_the_shipped_set_passes_its_validator_and_loads(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert check_fixtures.main([]) == 0, capsys.readouterr().out
    loaded = load_fixtures(builtin_fixtures_dir())
    assert len(loaded) >= 36
    assert len({f.id for f in loaded}) == len(loaded)


def test_the_development_fixtures_pass_the_validator_too() -> None:
    for path in sorted(DEV_FIXTURES.glob("*.json")):
        assert check_fixtures.check_fixture(path) == [], path.name


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"turns": []}, "'turns' is empty"),
        ({"already_mined": 1}, "'already_mined' must be 0..0"),
        ({"expected": [{"id": "x", "type": "fact", "fact": "f", "match": [["a"]]}]}, "'type'"),
        ({"expected": [{"id": "x", "type": "user", "fact": "f", "match": [[]]}]}, "'match'"),
        ({"secrets": "ghp_x"}, "'secrets'"),
    ],
)
def test_a_bad_fixture_is_refused_naming_its_file(
    tmp_path: Path, change: dict[str, object], problem: str
) -> None:
    good = json.loads((DEV_FIXTURES / "01-deploy-rule-and-token.json").read_text())
    bad = tmp_path / "09-bad.json"
    bad.write_text(json.dumps({**good, **change}))

    with pytest.raises(FixtureError) as caught:
        load_fixtures(tmp_path)

    assert str(bad) in caught.value.message
    assert problem in caught.value.message
    assert "ghp_" not in caught.value.message, "a fixture's content is never echoed"


def test_broken_json_and_an_empty_directory_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(FixtureError, match=r"no \*\.json fixture"):
        load_fixtures(tmp_path)
    (tmp_path / "01-x.json").write_text('{"id": "01-x",\n  "turns": [}')
    with pytest.raises(FixtureError, match=r"01-x\.json: not valid JSON at line 2"):
        load_fixtures(tmp_path)
