"""`eval` end to end: real opencode sessions in a throw-away home, real forks on the models
under test (the test's scripted server, reached through the user's own provider config and
`auth.json`), and the scores of exactly what each model was scripted to answer."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness

from ocmem.cli.commands.eval_cmd import _text as eval_text
from ocmem.evaluation.fixtures import Fixture, load_fixtures
from ocmem.evaluation.runner import run_eval
from ocmem.prompts import EXTRACT_MARKER
from ocmem.scripted_model import RecordedRequest, Reply

pytestmark = pytest.mark.opencode

DEV_FIXTURES = Path(__file__).parent / "fixtures"
FIXTURES = load_fixtures(DEV_FIXTURES)
AUTH_KEY = "sk-eval-auth-4f1c9e2a7b"
TOKEN = "ghp_Q7wE9rT2yU4iO6pA8sD0fG1hJ3kL5zX7cV9b"
LAB_LOGIN = "purple-otter-lantern-42"

# What fake/m2 answers: fixture 01 misses the rule and saves the token (the scrubber takes
# it out of the file); 02 captures its fact plus one unrelated memory; 03, where nothing
# was due, saves the lab login in a form the scrubber does not recognise.
BAD_ANSWERS: dict[str, dict[str, Any]] = {
    "01-deploy-rule-and-token": {
        "save": [
            {
                "file": "reference_ci_token.md",
                "name": "ci-token",
                "description": "The CI token",
                "type": "reference",
                "body": f"CI token: {TOKEN}",
            }
        ]
    },
    "02-incremental-dashboard": {
        "save": [
            {
                "file": "reference_billing_latency.md",
                "name": "billing-latency",
                "description": "Billing latency dashboard",
                "type": "reference",
                "body": "https://grafana.example.net/d/billing-p99",
            },
            {
                "file": "user_likes_graphs.md",
                "name": "likes-graphs",
                "description": "The user likes graphs",
                "type": "user",
                "body": "The user enjoys looking at graphs.",
            },
        ]
    },
    "03-debug-chatter": {
        "save": [
            {
                "file": "project_lab_box.md",
                "name": "lab-box",
                "description": "How the lab box is reached",
                "type": "project",
                "body": f"Lab network joins with {LAB_LOGIN}.",
            }
        ]
    },
}


def _fixture_of(request: RecordedRequest) -> Fixture:
    conversation = request.all_text()
    return next(f for f in FIXTURES if f.turns[-1].user in conversation)


def extraction(request: RecordedRequest) -> Reply:
    if request.is_title_request():
        return Reply(text="Title")
    if EXTRACT_MARKER not in request.last_user_text():
        return Reply(text="OK.")
    fixture = _fixture_of(request)
    ops = fixture.reference_answer if request.model == "m1" else BAD_ANSWERS[fixture.id]
    return Reply(text="```json\n" + json.dumps(ops) + "\n```")


def user_files(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in home.rglob("*") if p.is_file()}


def test_two_models_score_exactly_what_they_answered_and_the_user_files_stay_as_they_were(
    opencode: OpencodeHarness,
) -> None:
    # The provider's key lives in auth.json only, as `opencode auth login` leaves it.
    provider = opencode.server.provider_config()
    del provider["fake"]["options"]["apiKey"]
    opencode.configure({"provider": provider})
    auth = Path(opencode.env["XDG_DATA_HOME"]) / "opencode" / "auth.json"
    auth.parent.mkdir(parents=True, exist_ok=True)
    auth.write_text(json.dumps({"fake": {"type": "api", "key": AUTH_KEY}}))
    auth.chmod(0o600)
    opencode.server.responder = extraction
    home = Path(opencode.env["HOME"])
    before = user_files(home)
    env = dict(os.environ, OPENCODE_MEMORY_OPENCODE_BIN=str(opencode.binary))

    models = ["--model", "fake/m1", "--model", "fake/m2"]
    result = ocmem(["eval", *models, "--fixtures", str(DEV_FIXTURES), "--json"], env=env)

    assert result.returncode == 0, result.stderr
    report = result.json()
    perfect, bad = report["models"]
    assert {k: perfect[k] for k in ("model", "fixtures", "captured", "secret_leaks")} == {
        "model": "fake/m1",
        "fixtures": 3,
        "captured": 1.0,
        "secret_leaks": 0,
    }
    assert perfect["over_capture_per_session"] == 0
    assert perfect["abstain_correct"] == 1.0
    assert {k: bad[k] for k in ("model", "fixtures", "captured", "abstain_correct")} == {
        "model": "fake/m2",
        "fixtures": 3,
        "captured": 0.5,
        "abstain_correct": 0.0,
    }
    assert bad["over_capture_per_session"] == 1.0  # one stray memory in each fixture
    assert (bad["secret_leaks"], bad["secret_leaks_raw"]) == (1, 2)
    by_fixture = {d["fixture"]: d for d in bad["details"]}
    assert by_fixture["01-deploy-rule-and-token"]["missed"] == ["make-release"]
    assert by_fixture["02-incremental-dashboard"]["over_captured"] == ["user_likes_graphs.md"]
    assert by_fixture["03-debug-chatter"]["over_captured"] == ["project_lab_box.md: lab-login"]
    for row in (perfect, bad):
        # opencode's own accounting of each scripted fork step, priced by the user's config.
        assert row["tokens"] == 1050
        assert row["cost"] == pytest.approx(0.0013)
        assert row["seconds"] > 0
        assert row["failed"] == 0

    forks = [r for r in opencode.server.requests if EXTRACT_MARKER in r.last_user_text()]
    assert sorted(r.model for r in forks) == ["m1"] * 3 + ["m2"] * 3
    assert {r.headers.get("Authorization") for r in forks} == {f"Bearer {AUTH_KEY}"}
    incremental = next(r for r in forks if "billing-p99" in r.all_text())
    assert "I'm the backend dev on billing" in incremental.all_text(), "the whole session"
    assert user_files(home) == before, "the user's config, credentials and data are untouched"
    assert not list(Path(os.environ["TMPDIR"]).glob("ocmem-eval-*")), "the sandbox is gone"


@dataclass
class Recorded:
    steps: list[str] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)

    def step(self, message: str) -> None:
        self.steps.append(message)

    def status(self, message: str) -> None:
        self.statuses.append(message)


def test_demo_scores_the_reference_answers_perfectly_with_a_progress_line_per_fixture(
    opencode: OpencodeHarness, tmp_path: Path
) -> None:
    one = tmp_path / "fixtures"
    one.mkdir()
    source = DEV_FIXTURES / "02-incremental-dashboard.json"
    (one / source.name).write_bytes(source.read_bytes())
    progress = Recorded()

    report = run_eval(
        demo=True,
        fixtures_dir=one,
        env=dict(os.environ, OPENCODE_MEMORY_OPENCODE_BIN=str(opencode.binary)),
        progress=progress,
    )

    assert report.exit_code == 0
    assert progress.steps == [
        "[1/1] ocmem-eval/reference 02-incremental-dashboard: 1/1 captured, 0 over-captured, "
        + progress.steps[0].rsplit(", ", 1)[1]
    ]
    assert any("replaying 02-incremental-dashboard" in s for s in progress.statuses)
    text = eval_text(report)
    header, row = (line.split() for line in text.splitlines()[2:4])
    assert header[:4] == ["model", "fixtures", "captured", "over-capture/session"]
    assert row[:6] == ["ocmem-eval/reference", "1", "100%", "0.00", "-", "0"]
    assert "the report's shape, not a measurement" in text
    assert opencode.server.requests == [], "the demo asks no configured model"


def test_no_model_and_none_configured_is_a_clear_error(opencode: OpencodeHarness) -> None:
    opencode.configure({"model": None})
    config = Path(opencode.env["XDG_CONFIG_HOME"]) / "opencode" / "opencode.json"
    document = json.loads(config.read_text())
    del document["model"]
    config.write_text(json.dumps(document))

    result = ocmem(["eval", "--fixtures", str(DEV_FIXTURES)])

    assert result.returncode == 1
    assert "no model to evaluate" in result.stderr
    assert "--model PROVIDER/MODEL" in result.stderr


def test_a_pass_that_fails_is_named_and_exits_1_and_never_counts_as_abstaining(
    opencode: OpencodeHarness, tmp_path: Path
) -> None:
    one = tmp_path / "fixtures"
    one.mkdir()
    source = DEV_FIXTURES / "03-debug-chatter.json"
    (one / source.name).write_bytes(source.read_bytes())
    opencode.server.responder = lambda request: (
        Reply(text="Title")
        if request.is_title_request()
        else Reply(text="invalid api key", status=401)
    )
    env = dict(os.environ, OPENCODE_MEMORY_OPENCODE_BIN=str(opencode.binary))

    result = ocmem(["eval", "--model", "fake/m1", "--fixtures", str(one)], env=env)

    assert result.returncode == 1, result.stdout + result.stderr
    assert "fake/m1: 0 fact(s) missed, 0 memory(ies) over-captured" in result.stdout
    assert "1 fixture(s) FAILED: 03-debug-chatter (failed: fork-failed" in result.stdout
    assert "saved where nothing was due" not in result.stdout
    row = result.stdout.splitlines()[3].split()
    # No pass ran: no rates, rather than rates of 0 (a black-box tester's find).
    assert row[:6] == ["fake/m1", "1", "-", "0.00", "-", "0"]
    # The model's answer goes to the run log, not over the table.
    (log_line,) = result.stderr.splitlines()
    assert log_line.startswith("opencode-memory: log: ")


def test_a_model_without_its_provider_is_a_clear_error() -> None:
    result = ocmem(["eval", "--model", "gpt-4o", "--fixtures", str(DEV_FIXTURES)])

    assert result.returncode == 1
    assert "--model 'gpt-4o' is not PROVIDER/MODEL" in result.stderr
    assert "opencode models" in result.stderr
