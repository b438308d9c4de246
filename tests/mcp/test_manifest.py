"""A memory saved through the server is in the next extraction's manifest, so that pass
does not write it a second time.

The extraction runs in process with the fork replaced at the pipeline's `forker` seam (as
in tests/maintain/test_answer_pass.py); the prompt, the store and the apply are real.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

from ocmem.context import Context
from ocmem.gateway.database import SessionInfo
from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.maintain import pipeline
from ocmem.mcp import tools
from ocmem.state import marks
from ocmem.store.catalog import list_memories


def _session(directory: Path) -> SessionInfo:
    return SessionInfo(
        id="ses_after_mcp",
        directory=str(directory),
        title="t",
        project_id=None,
        parent_id=None,
        time_created=1_000,
        time_updated=2_000,
        time_archived=None,
        agent=None,
        model="fake/m1",
        model_variant=None,
        user_turns=1,
        turn_ids=("msg_1",),
        turns_fingerprint="fp",
        last_message_time=2_000,
        busy=False,
        has_completed_reply=True,
        is_our_fork=False,
        is_fork=False,
        fork_own_turns=0,
    )


def test_saved_memory_is_in_the_next_manifest_and_not_written_twice(tmp_path: Path) -> None:
    directory = tmp_path / "project"
    directory.mkdir()
    project = tools.open_project(directory)
    saved = tools.save(
        project,
        name="Money is Decimal",
        description="Never use float for money amounts",
        kind="feedback",
        body="Use Decimal quantized to cents. Why: a float rounding bug mis-stated VAT.",
    )
    prompts: list[str] = []
    # The model answers as if it had not looked: the same memory under another name.
    answer = {
        "save": [
            {
                "file": "feedback_decimal_for_money.md",
                "name": "Money is Decimal",
                "description": "Never use float for money amounts",
                "type": "feedback",
                "body": "Use Decimal quantized to cents. Why: a float rounding bug mis-stated VAT.",
            }
        ]
    }

    def fork(binary: Path, request: ForkRequest, env: Mapping[str, str]) -> ForkResult:
        prompts.append(request.body)
        text = f"```json\n{json.dumps(answer)}\n```"
        return ForkResult("ses_fork", text, 0, False, True, None, 5)

    session = _session(directory)
    plan = pipeline.Plan(
        session,
        session.turn_ids,
        session.turns_fingerprint,
        marks.Delta(0, 1, "no-mark"),
        marks.load(project.cfg.state.dir, session.id),
    )
    ctx = Context(directory, project.cfg, dict(os.environ), located=project.location)
    outcome = pipeline._extract(pipeline._Run(ctx, fork), plan, Path("/nonexistent/opencode"))
    assert outcome.action == "extracted"
    assert len(prompts) == 1
    assert saved.file in prompts[0]
    assert "Never use float for money amounts" in prompts[0]
    assert [m.file for m in list_memories(project.location)] == [saved.file]
