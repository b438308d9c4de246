"""`recall --query`: what a turn with a given text would get (a fixed --json contract)."""

from __future__ import annotations

from pathlib import Path

from testing.cli import ocmem
from tests.recall.conftest import write_memories

DEPLOY = "how do I deploy the release to production?"


def test_json_lists_the_relevant_memories_best_first(
    store: Path, git_repo: Path, isolated_home: dict[str, str]
) -> None:
    text = "grafana latency and the postgres migrations"
    result = ocmem(["recall", "--query", text, "--dir", str(git_repo), "--json"], env=isolated_home)
    assert result.returncode == 0, result.stderr
    data = result.json()
    memories = data["memories"]
    assert [m["file"] for m in memories] == ["project_postgres_version.md", "reference_grafana.md"]
    scores = [m["score"] for m in memories]
    assert scores == sorted(scores, reverse=True)
    assert all(isinstance(s, float) and 0 < s <= 100 for s in scores)
    assert data["per_turn"] is True
    assert data["min_score"] == 45
    assert data["block"].count("<memory ") == 2


def test_json_is_empty_when_nothing_is_relevant(
    store: Path, git_repo: Path, isolated_home: dict[str, str]
) -> None:
    for text in ("thanks!", "rename this variable", ""):
        result = ocmem(
            ["recall", "--query", text, "--dir", str(git_repo), "--json"], env=isolated_home
        )
        assert result.returncode == 0, result.stderr
        assert result.json()["memories"] == []
        assert result.json()["block"] is None


def test_json_on_a_project_with_no_store(git_repo: Path, isolated_home: dict[str, str]) -> None:
    result = ocmem(
        ["recall", "--query", DEPLOY, "--dir", str(git_repo), "--json"], env=isolated_home
    )
    assert result.returncode == 0, result.stderr
    assert result.json()["memories"] == []
    assert result.json()["store_memories"] == 0


def test_text_output(store: Path, git_repo: Path, isolated_home: dict[str, str]) -> None:
    hit = ocmem(["recall", "--query", DEPLOY, "--dir", str(git_repo)], env=isolated_home)
    assert hit.returncode == 0, hit.stderr
    first = hit.stdout.splitlines()[0].split()
    assert first[1] == "feedback_staging_deploy.md"
    assert float(first[0]) >= 45
    assert "Every release goes to staging" in hit.stdout
    assert "1 of 4 memories" in hit.stdout
    miss = ocmem(["recall", "--query", "thanks!", "--dir", str(git_repo)], env=isolated_home)
    assert miss.stdout.startswith("nothing relevant among 4 memories")
    assert miss.stdout.count("\n") == 1


def test_settings_apply_and_a_switched_off_per_turn_recall_is_said(
    store: Path, git_repo: Path, isolated_home: dict[str, str]
) -> None:
    env = {**isolated_home, "OPENCODE_MEMORY_RECALL_PER_TURN": "0"}
    result = ocmem(["recall", "--query", DEPLOY, "--dir", str(git_repo), "--json"], env=env)
    assert result.json()["per_turn"] is False
    assert "recall.per_turn" in result.json()["why"]
    text = ocmem(["recall", "--query", DEPLOY, "--dir", str(git_repo)], env=env)
    assert text.stdout.startswith("(per-turn recall is off")
    strict = {**isolated_home, "OPENCODE_MEMORY_RECALL_MIN_SCORE": "99"}
    result = ocmem(["recall", "--query", DEPLOY, "--dir", str(git_repo), "--json"], env=strict)
    assert result.json()["memories"] == []


def test_the_launch_block_and_snippet_still_work(
    store: Path, git_repo: Path, isolated_home: dict[str, str]
) -> None:
    (store / "MEMORY.md").write_text(
        "- [Deploy to staging first](feedback_staging_deploy.md) — staging soaks first\n"
    )
    plain = ocmem(["recall", "--dir", str(git_repo)], env=isolated_home)
    assert plain.returncode == 0
    assert "<project-memory-index>" in plain.stdout
    data = ocmem(["recall", "--dir", str(git_repo), "--json"], env=isolated_home).json()
    assert data["lines"] == 1
    assert "memories" not in data
    snippet = ocmem(["recall", "--snippet", "--dir", str(git_repo)], env=isolated_home)
    assert '"instructions"' in snippet.stdout
    both = ocmem(["recall", "--snippet", "--query", "x", "--dir", str(git_repo)], env=isolated_home)
    assert both.returncode == 2


def test_serve_is_hidden_from_the_help(isolated_home: dict[str, str]) -> None:
    result = ocmem(["recall", "--help"], env=isolated_home)
    assert result.returncode == 0
    assert "--query TEXT" in result.stdout
    assert "serve" not in result.stdout


def test_control_characters_in_a_memory_never_reach_the_terminal(
    git_repo: Path, isolated_home: dict[str, str]
) -> None:
    """Found by a black-box tester: a description holding ``ESC ]0;…BEL`` retitled the
    terminal and ``ESC [2J`` cleared it, through `recall --query` and `memories list`."""
    # Written by hand (another tool, a cloned repository), not by our serializer.
    (write_memories(git_repo, []) / "feedback_deploy_title.md").write_text(
        "---\nname: Deploy rule \x1b]0;PWNED\x07\n"
        "description: deploy to production only on fridays \x1b[2J\u202eevil\n"
        "type: feedback\n---\nDeploy to production only on Fridays.\x1b[31m red\rover\n",
        encoding="utf-8",
    )
    friday = "can we deploy to production on a friday?"
    query = ocmem(["recall", "--query", friday, "--dir", str(git_repo)], env=isolated_home)
    listing = ocmem(["memories", "list", "--dir", str(git_repo)], env=isolated_home)
    for result in (query, listing):
        assert result.returncode == 0, result.stderr
        shown = result.stdout + result.stderr
        assert "\x1b" not in shown
        assert "\x07" not in shown
        assert "\u202e" not in shown
        assert "\\x1b" in shown, "the character is shown as its escape, not dropped"
    assert "\r" not in query.stdout
    as_json = ocmem(
        ["recall", "--query", friday, "--dir", str(git_repo), "--json"], env=isolated_home
    )
    assert "\x1b]0;PWNED" in as_json.json()["block"], "JSON keeps the text as it is"


def test_files_that_are_not_memories_are_said_not_silently_skipped(
    store: Path, git_repo: Path, isolated_home: dict[str, str]
) -> None:
    """Found by a black-box tester: recall --query skipped a symlink and an unreadable
    file without a word, where every other command names what it skipped."""
    (store / "project_latin1.md").write_bytes(b"---\nname: caf\xe9\n---\nbody\n")
    (store / "project_link.md").symlink_to(store / "feedback_staging_deploy.md")
    text = ocmem(["recall", "--query", DEPLOY, "--dir", str(git_repo)], env=isolated_home)
    assert text.returncode == 0, text.stderr
    assert "skipped 2 file(s)" in text.stdout
    assert "project_latin1.md" in text.stdout
    data = ocmem(
        ["recall", "--query", DEPLOY, "--dir", str(git_repo), "--json"], env=isolated_home
    ).json()
    assert len(data["skipped"]) == 2
    assert data["memories"][0]["file"] == "feedback_staging_deploy.md"
