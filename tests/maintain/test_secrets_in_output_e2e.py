"""A broken provider's error quotes its malformed stream chunk; whatever it held never
reaches what `maintain` prints or keeps (real opencode, the scripted model server)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, ops_answer
from testing.session_templates import MadeSession

from ocmem.redact import MARKER
from ocmem.scripted_model import Reply

pytestmark = pytest.mark.opencode

TOKEN = "ghp_" + "R7kq2Lm9Xw4Tz8Vb3Nc6Hd1Jf5Gs0Pa2Qe7U"  # ghp_ + 36 base62
PASSWORD = "Tr0ub4dor-horse-9921"
# Cut off mid-object: opencode's parse error quotes the whole chunk.
MALFORMED = (
    '{"choices": [{"index": 0, "delta": {"content": "token '
    + TOKEN
    + " password="
    + PASSWORD
    + '"}}], BROKEN'
)


def test_a_malformed_chunk_quoted_by_opencode_is_scrubbed_everywhere(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    assert len(TOKEN) == 40
    opencode.server.responder = Script(extract=Reply(text="{}", raw_chunks=(MALFORMED,)))
    repo = deploy_session.repo

    as_text = ocmem(["maintain", "--dir", str(repo)])
    as_json = ocmem(["maintain", "--dir", str(repo), "--json"])

    state = Path(os.environ["OPENCODE_MEMORY_STATE_DIR"])
    logs = sorted((state / "logs").glob("maintain-*.log"))
    assert len(logs) == 2
    kept = {p: p.read_bytes().decode("utf-8", "replace") for p in state.rglob("*") if p.is_file()}
    outputs = {
        "text stdout": as_text.stdout,
        "text stderr": as_text.stderr,
        "json stdout": as_json.stdout,
        "json stderr": as_json.stderr,
        **{str(path): text for path, text in kept.items()},
    }
    for where, text in outputs.items():
        assert TOKEN not in text, where
        assert PASSWORD not in text, where
    # The failure itself is still told, with the provider's words around the secrets.
    (outcome,) = as_json.json()["sessions"]
    assert outcome["id"] == deploy_session.id
    assert outcome["action"] == "failed"
    assert "JSON" in outcome["reason"]
    assert f"{MARKER} password={MARKER}" in outcome["reason"]
    for log in logs:
        assert deploy_session.id in kept[log]
        assert MARKER in kept[log]
    assert f"{MARKER} password={MARKER}" in as_text.stdout + as_text.stderr


def test_a_save_named_after_the_session_id_is_renamed_not_lost(
    opencode: OpencodeHarness, deploy_session: MadeSession
) -> None:
    session = deploy_session.id  # the id the pinned opencode gave this session
    save = {
        "file": f"project_{session}.md",
        "name": "Deploy command",
        "description": "Deploys run make ship after make test",
        "type": "project",
        "body": "Deploy with `make ship` once `make test` passes.",
    }
    opencode.server.responder = Script(extract=ops_answer({"save": [save]}))
    repo = deploy_session.repo

    result = ocmem(["maintain", "--dir", str(repo), "--json"])

    assert result.returncode == 0, result.stderr
    report = result.json()
    (outcome,) = report["sessions"]
    assert (outcome["action"], outcome["saved"], outcome["rejected"]) == ("extracted", 1, 0)
    (renamed,) = outcome["renamed"]
    assert renamed == {"requested": f"project_ses_{MARKER}.md", "file": "project_deploy_command.md"}
    store = Path(report["store"])
    assert (store / "project_deploy_command.md").is_file()
    assert "(project_deploy_command.md)" in (store / "MEMORY.md").read_text()
    log = Path(report["log_file"]).read_text()
    assert f"session={session} renamed project_ses_{MARKER}.md -> project_deploy_command.md" in log
    assert session[4:] not in (store / "MEMORY.md").read_text()
