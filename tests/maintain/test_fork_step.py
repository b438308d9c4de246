"""The fork step the pipeline and the dream share: model and agent choice, the request, and
the recall config a fork runs under."""

from __future__ import annotations

import json
from pathlib import Path

from testing.core import Project

from ocmem.gateway import recall_plugin
from ocmem.gateway.database import OpencodeDatabase, find_database
from ocmem.gateway.fork import ForkRequest
from ocmem.maintain.fork_step import ForkKind, fork_config, fork_request, pipeline_lock_name
from ocmem.prompts import EXTRACT_MARKER, Prompt
from ocmem.state import recall_record
from ocmem.store import resolve_store

PROMPT = Prompt(EXTRACT_MARKER, f"{EXTRACT_MARKER}\nextract memories")


def request_for(
    proj: Project, key: ForkKind = "extract", **overrides: str
) -> tuple[str, ForkRequest]:
    sid = proj.session("Hello.")
    with OpencodeDatabase(find_database(proj.env)) as db:
        session = db.session(sid)
    assert session is not None
    return sid, fork_request(session, PROMPT, proj.context(**overrides), key=key)


def test_the_fork_runs_on_the_sessions_model_and_agent_by_default(proj: Project) -> None:
    sid, request = request_for(proj)
    assert request.session_id == sid
    assert (request.model, request.agent) == ("fake/m1", "build")
    assert request.marker == EXTRACT_MARKER
    assert request.config_content is None, "no recall recorded, no config"


def test_configured_models_win_and_the_dream_inherits_extracts(proj: Project) -> None:
    _, extract = request_for(proj, OPENCODE_MEMORY_MODEL="other/big")
    _, dream = request_for(proj, "dream", OPENCODE_MEMORY_MODEL="other/big")
    _, own = request_for(proj, "dream", OPENCODE_MEMORY_AUTODREAM_MODEL="cheap/small")
    assert extract.model == "other/big"
    assert dream.model == "other/big"
    assert own.model == "cheap/small"


def test_without_session_model_matching_opencode_picks_the_model(proj: Project) -> None:
    _, request = request_for(proj, OPENCODE_MEMORY_MATCH_SESSION_MODEL="false")
    assert request.model is None


def test_a_fork_gets_the_recall_file_its_session_saw(proj: Project, tmp_path: Path) -> None:
    state_dir = proj.settings().state.dir
    recall = tmp_path / "recall.md"
    recall.write_text("# Project memory\n")
    recall_record.remember(state_dir, "ses_a", recall, proj.store)
    user = json.dumps({"instructions": ["mine.md"], "model": "x/y"})

    content = fork_config(state_dir, "ses_a", {"OPENCODE_CONFIG_CONTENT": user})

    assert content is not None
    merged = json.loads(content)
    assert merged["instructions"] == ["mine.md", str(recall)], "the user's stay first"
    assert merged["model"] == "x/y"
    assert merged["permission"]["external_directory"][f"{proj.store}/*"] == "allow"
    assert "plugin" not in merged, "per-turn recall off: no plugin"
    user_plugins = json.dumps({"plugin": ["theirs"]})
    with_plugin = fork_config(state_dir, "ses_a", {"OPENCODE_CONFIG_CONTENT": user_plugins}, True)
    assert with_plugin is not None
    assert json.loads(with_plugin)["plugin"] == ["theirs", recall_plugin.plugin_url()]
    assert fork_config(state_dir, "ses_other", {}) is None
    assert fork_config(state_dir, "ses_a", {"OPENCODE_CONFIG_CONTENT": "{broken"}) is None
    recall.unlink()
    assert fork_config(state_dir, "ses_a", {}) is None, "a vanished recall file is not named"


def test_extraction_and_dream_of_one_store_share_one_lock(proj: Project) -> None:
    location = resolve_store(proj.repo, "auto", proj.env)
    assert pipeline_lock_name(location) == f"pipeline-{location.lock_name}"
