"""A store larger than the dream's budget, end to end with real opencode and a scripted model:
the fork sees one batch within the budget, ops on memories it was not shown are refused, and
the next pass moves the rotation on to memories the first did not show."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from testing.cli import ocmem
from testing.opencode_harness import OpencodeHarness
from testing.scripts import Script, fork_requests, ops_answer

from ocmem import settings as settings_mod
from ocmem.prompts import DREAM_MARKER
from ocmem.store import apply_ops, resolve_store

pytestmark = pytest.mark.opencode

BUDGET = 16_000  # the smallest allowed: about 64 KB of prompt
COUNT = 150


def _fact(i: int) -> dict[str, str]:
    return {
        "file": f"project_fact_{i:03d}.md",
        "name": f"fact-{i}",
        "type": "project",
        "description": f"Fact {i} about module m{i}",
        "body": f"Module m{i} owns topic t{i}. " + " ".join(f"w{i}x{k}" for k in range(90)),
        "created": f"2026-01-01T{i // 60:02d}:{i % 60:02d}:00.000Z",
    }


def _shown(text: str) -> set[str]:
    return set(re.findall(r"^file: (project_fact_\d+\.md)$", text, re.MULTILINE))


def test_a_large_store_is_dreamed_in_batches(opencode: OpencodeHarness, git_repo: Path) -> None:
    location = resolve_store(git_repo, "auto", os.environ)
    apply_ops(
        location,
        {"save": [_fact(i) for i in range(COUNT)]},
        session_id=None,
        scrub=False,
        state_dir=settings_mod.resolve(git_repo).state_dir(),
        dedup_threshold=101,
    )
    newest, oldest = "project_fact_149.md", "project_fact_000.md"
    opencode.server.responder = Script(dream=ops_answer({"delete": [newest, oldest]}))
    opencode.new_session(git_repo, "Hello.")
    env = dict(os.environ, OPENCODE_MEMORY_DREAM_BUDGET=str(BUDGET))

    first = ocmem(["dream", "--dir", str(git_repo), "--json"], env=env)

    assert first.returncode == 0, first.stderr
    assert first.json()["deleted"] == 1
    assert any(oldest in r and "not shown" in r for r in first.json()["rejected"])
    assert not (location.memory_dir / newest).exists()
    assert (location.memory_dir / oldest).exists()
    (fork,) = fork_requests(opencode.server.requests, DREAM_MARKER)
    prompt = fork.last_user_text()
    shown = _shown(prompt)
    assert newest in shown
    assert oldest not in shown
    assert 0 < len(shown) < COUNT
    assert f"{COUNT} memories; this pass's batch of {len(shown)}" in prompt
    assert len(prompt.encode()) <= BUDGET * 4

    opencode.server.responder = Script(dream=ops_answer({}))
    second = ocmem(["dream", "--dir", str(git_repo), "--json"], env=env)

    assert second.returncode == 0, second.stderr
    requests = fork_requests(opencode.server.requests, DREAM_MARKER)
    again = _shown(requests[-1].last_user_text())
    assert again
    assert not again & (shown - {newest}), "the second pass shows memories the first did not"
