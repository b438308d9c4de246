"""The dream in-process: the gate, the mass-delete guard, backups and the journal, with a
fake forker over a real database and a real store (test_dream_e2e.py runs real forks)."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from testing.core import Answer, FakeForker, Project, answered, fact, failed
from testing.fake_fork import in_process_cli
from testing.scripts import ops_answer

from ocmem.gateway.fork import ForkRequest, ForkResult
from ocmem.maintain.dream import forced_dream
from ocmem.maintain.pipeline import maintain
from ocmem.prompts import DREAM_MARKER, EXTRACT_MARKER
from ocmem.state import backups, dream_gate, journal
from ocmem.store import apply_ops, resolve_store


def seed(proj: Project, count: int) -> Path:
    location = resolve_store(proj.repo, "auto", proj.env)
    apply_ops(
        location,
        {"save": [fact(i) for i in range(count)]},
        session_id=None,
        scrub=False,
        state_dir=proj.settings().state.dir,
        dedup_threshold=101,
    )
    return location.memory_dir


def snapshot(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir()) if p.is_file()}


def lines(proj: Project) -> list[journal.JournalEntry]:
    return journal.read(proj.settings().state.dir)


def test_a_forced_dream_backs_up_applies_and_journals(proj: Project) -> None:
    memory_dir = seed(proj, 5)
    before = snapshot(memory_dir)
    host = proj.session("Hello.")
    forker = FakeForker([answered(ops_answer({"delete": ["project_fact_0.md"]}))])

    outcome = forced_dream(proj.context(), forker=forker)

    assert (outcome.result, outcome.deleted, outcome.session) == ("ok", 1, host)
    (request,) = forker.requests
    assert request.marker == DREAM_MARKER
    assert request.session_id == host
    assert all(f"Module m{i} owns topic {i}." in request.body for i in range(5))
    assert not (memory_dir / "project_fact_0.md").exists()
    assert "project_fact_0.md" not in (memory_dir / "MEMORY.md").read_text()
    assert outcome.backup is not None
    state_dir = proj.settings().state.dir
    backed_up = backups.find_backup(state_dir, memory_dir, outcome.backup).path
    assert (backed_up / "project_fact_0.md").read_bytes() == before["project_fact_0.md"]
    (line,) = lines(proj)
    assert (line.mode, line.result, line.deleted) == ("forced", "ok", 1)
    assert dream_gate.last_dream(state_dir, memory_dir) is not None


def test_the_mass_delete_guard_refuses_and_touches_nothing(proj: Project) -> None:
    memory_dir = seed(proj, 10)
    before = snapshot(memory_dir)
    proj.session("Hello.")
    doomed = [f"project_fact_{i}.md" for i in range(8)]
    forker = FakeForker([answered(ops_answer({"delete": doomed}))])

    refused = forced_dream(proj.context(), forker=forker)

    assert (refused.result, refused.reason) == ("fail", "mass-delete")
    assert snapshot(memory_dir) == before
    (line,) = lines(proj)
    assert (line.result, line.reason, line.deleted) == ("fail", "mass-delete", 0)

    allowed = forced_dream(proj.context(), forker=forker, allow_mass_delete=True)

    assert (allowed.result, allowed.deleted) == ("ok", 8)
    assert sorted(p.name for p in memory_dir.glob("project_*.md")) == [
        "project_fact_8.md",
        "project_fact_9.md",
    ]


def test_a_dry_run_dream_shows_the_diff_and_writes_nothing(proj: Project) -> None:
    memory_dir = seed(proj, 3)
    before = snapshot(memory_dir)
    proj.session("Hello.")
    forker = FakeForker([answered(ops_answer({"delete": ["project_fact_2.md"]}))])

    outcome = forced_dream(proj.context(), forker=forker, dry_run=True)

    assert outcome.result == "dry-run"
    assert outcome.diff is not None
    assert "-Module m2 owns topic 2." in outcome.diff
    assert snapshot(memory_dir) == before
    assert lines(proj) == [], "a dry run is not journaled"


@pytest.mark.parametrize(
    ("answer", "reason"),
    [(failed(), "fork-failed"), (answered("Nothing to consolidate today."), "bad-answer")],
)
def test_a_failed_dream_pass_is_journaled_and_changes_nothing(
    proj: Project, answer: Answer, reason: str
) -> None:
    memory_dir = seed(proj, 3)
    before = snapshot(memory_dir)
    proj.session("Hello.")

    outcome = forced_dream(
        proj.context(),
        forker=FakeForker([answer]),
    )

    assert (outcome.result, outcome.reason) == ("fail", reason)
    assert snapshot(memory_dir) == before
    assert [(e.result, e.reason) for e in lines(proj)] == [("fail", reason)]


def test_no_host_session_is_a_journaled_skip(proj: Project) -> None:
    seed(proj, 2)
    forker = FakeForker([answered(ops_answer({}))])

    outcome = forced_dream(proj.context(), forker=forker)

    assert (outcome.result, outcome.reason) == ("skipped", "no-session")
    assert forker.requests == []


def test_the_gate_opens_after_enough_sessions_and_then_waits(proj: Project) -> None:
    seed(proj, 3)
    for i in range(3):
        proj.session(f"Session {i} said something.")
    forker = FakeForker(
        [
            answered(ops_answer({})),
            answered(ops_answer({})),
            answered(ops_answer({})),
            answered(ops_answer({"delete": ["project_fact_1.md"]})),
        ]
    )
    gate = {
        "OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS": "3",
        "OPENCODE_MEMORY_AUTODREAM_MIN_HOURS": "24",
    }

    first = maintain(proj.context(**gate), forker=forker)

    assert forker.markers() == [EXTRACT_MARKER] * 3 + [DREAM_MARKER]
    assert first.dream is not None
    assert (first.dream.mode, first.dream.result, first.dream.deleted) == ("auto", "ok", 1)
    assert first.dream.gate is not None
    assert first.dream.gate.sessions_since == 3

    proj.session("A fourth session.")
    second = maintain(proj.context(**gate), forker=forker)

    assert second.dream is not None
    assert (second.dream.result, second.dream.reason) == ("skipped", "too-soon")
    assert forker.markers().count(DREAM_MARKER) == 1


BATCH_BUDGET = 16_000  # the smallest allowed: about 64 KB of prompt
BATCH_COUNT = 150


def _long_fact(i: int) -> dict[str, str]:
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


def test_a_large_store_is_dreamed_in_batches(proj: Project) -> None:
    """Moved from test_dream_batch_e2e.py: the fork sees one batch within the budget, ops on
    memories it was not shown are refused, the next pass shows memories the first did not."""
    location = resolve_store(proj.repo, "auto", proj.env)
    apply_ops(
        location,
        {"save": [_long_fact(i) for i in range(BATCH_COUNT)]},
        session_id=None,
        scrub=False,
        state_dir=proj.settings().state.dir,
        dedup_threshold=101,
    )
    newest, oldest = "project_fact_149.md", "project_fact_000.md"
    proj.session("Hello.")
    budget = {"OPENCODE_MEMORY_DREAM_BUDGET": str(BATCH_BUDGET)}
    forker = FakeForker(
        [answered(ops_answer({"delete": [newest, oldest]})), answered(ops_answer({}))]
    )

    first = forced_dream(proj.context(**budget), forker=forker)

    assert (first.result, first.deleted) == ("ok", 1)
    assert any(oldest in r and "not shown" in r for r in first.rejected)
    assert not (location.memory_dir / newest).exists()
    assert (location.memory_dir / oldest).exists()
    (fork,) = forker.requests
    shown = _shown(fork.body)
    assert newest in shown
    assert oldest not in shown
    assert 0 < len(shown) < BATCH_COUNT
    assert f"{BATCH_COUNT} memories; this pass's batch of {len(shown)}" in fork.body
    assert len(f"{fork.marker}\n{fork.body}".encode()) <= BATCH_BUDGET * 4

    second = forced_dream(proj.context(**budget), forker=forker)

    assert second.result == "ok"
    again = _shown(forker.requests[-1].body)
    assert again
    assert not again & (shown - {newest}), "the second pass shows memories the first did not"


def test_the_gate_fires_with_enough_sessions_and_time_through_the_cli(
    proj: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Moved from test_dream_e2e.py: `maintain` with extraction off dreams only once the gate
    has both its sessions and its hours, and journals each decision."""
    memory_dir = seed(proj, 3)
    state_dir = proj.settings().state.dir
    dream_gate.record_dream(state_dir, memory_dir, time.time() - 48 * 3600)
    forker = FakeForker([answered(ops_answer({}))])
    cli = in_process_cli(monkeypatch, proj, forker)
    monkeypatch.setenv("OPENCODE_MEMORY_EXTRACT", "off")
    monkeypatch.setenv("OPENCODE_MEMORY_AUTODREAM_MIN_SESSIONS", "5")
    monkeypatch.setenv("OPENCODE_MEMORY_AUTODREAM_MIN_HOURS", "24")
    for i in range(4):
        proj.session(f"Session {i}.")

    quiet = cli(["maintain", "--dir", str(proj.repo), "--json"])

    assert quiet.returncode == 0, quiet.stderr
    assert quiet.json()["dream"]["result"] == "skipped"
    assert quiet.json()["dream"]["reason"] == "too-few-sessions"
    assert forker.requests == []

    for i in range(4, 6):
        proj.session(f"Session {i}.")
    due = cli(["maintain", "--dir", str(proj.repo), "--json"])

    assert due.returncode == 0, due.stderr
    assert due.json()["dream"]["result"] == "ok"
    assert due.json()["dream"]["gate"]["sessions_since"] == 6
    assert forker.markers() == [DREAM_MARKER], "one dream fork, no extraction fork"
    journaled = cli(["journal", "--dir", str(proj.repo), "--json"])
    assert journaled.returncode == 0, journaled.stderr
    decisions = [(j["mode"], j["result"], j.get("reason")) for j in journaled.json()]
    assert decisions == [("auto", "skipped", "too-few-sessions"), ("auto", "ok", None)]
    last = dream_gate.last_dream(state_dir, memory_dir)
    assert last is not None
    assert last > time.time() - 600


def test_the_mass_delete_guard_through_the_cli(
    proj: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Moved from test_dream_e2e.py: the refusal's exit code and journal line, the dry run's
    diff text, and `--allow-mass-delete`."""
    memory_dir = seed(proj, 10)
    before = snapshot(memory_dir)
    doomed = [f"project_fact_{i}.md" for i in range(8)]
    cli = in_process_cli(monkeypatch, proj, FakeForker([answered(ops_answer({"delete": doomed}))]))
    proj.session("Hello.")
    where = ["--dir", str(proj.repo)]

    refused = cli(["dream", *where, "--json"])

    assert refused.returncode == 1
    assert (refused.json()["result"], refused.json()["reason"]) == ("fail", "mass-delete")
    assert snapshot(memory_dir) == before
    journaled = cli(["journal", *where, "--json"])
    (line,) = journaled.json()
    assert (line["result"], line["reason"], line["deleted"]) == ("fail", "mass-delete", 0)

    dry = cli(["dream", *where, "--dry-run", "--allow-mass-delete"])
    assert dry.returncode == 0, dry.stderr
    assert "8 delete(s); nothing written" in dry.stdout
    assert "-Module m3 owns topic 3." in dry.stdout
    assert snapshot(memory_dir) == before

    allowed = cli(["dream", *where, "--allow-mass-delete", "--json"])
    assert allowed.json()["deleted"] == 8
    # .gitattributes: the in-repo store's merge rule (the e2e test used a global store).
    assert sorted(p.name for p in memory_dir.iterdir() if p.name != ".gitattributes") == [
        "MEMORY.md",
        "project_fact_8.md",
        "project_fact_9.md",
    ]


def test_dream_and_extraction_serialize_on_the_store_lock(proj: Project) -> None:
    """Moved from test_dream_e2e.py: an extraction and a dream of one store, started together,
    fork one after the other (the lock is a kernel flock, so two threads contend as two
    processes do; two real processes on it stay in test_pipeline_e2e.py)."""
    seed(proj, 2)
    proj.session("Hello there.")
    spans: list[tuple[str, float, float]] = []
    guard = threading.Lock()

    def slow(kind: str) -> Answer:
        def respond(request: ForkRequest) -> ForkResult:
            start = time.monotonic()
            time.sleep(0.2)
            with guard:
                spans.append((kind, start, time.monotonic()))
            return answered(ops_answer({}))(request)

        return respond

    extract = FakeForker([slow("extract")])
    dream = FakeForker([slow("dream")])
    errors: list[BaseException] = []

    def guarded(call: Callable[[], object]) -> None:
        try:
            call()
        except BaseException as exc:  # the assertion below reports it
            errors.append(exc)

    runs: list[Callable[[], object]] = [
        lambda: maintain(proj.context(), forker=extract),
        lambda: forced_dream(proj.context(), forker=dream),
    ]
    threads = [threading.Thread(target=guarded, args=(run,)) for run in runs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert errors == []
    assert sorted(kind for kind, _, _ in spans) == ["dream", "extract"]
    (_, _, a_end), (_, b_start, _) = sorted(spans, key=lambda s: s[1])
    assert a_end <= b_start, "the second fork started only after the first one finished"


def _detailed_fact(i: int) -> dict[str, str]:
    item = fact(i)
    item["body"] = (
        f"Module m{i} owns topic {i}: its handlers, its migrations and its alerts. "
        f"Page the m{i} on-call before changing topic {i}; they review every schema change."
    )
    return item


def test_the_mass_rewrite_guard_refuses_bodies_cut_short_and_the_flag_lifts_it(
    proj: Project,
) -> None:
    location = resolve_store(proj.repo, "auto", proj.env)
    apply_ops(
        location,
        {"save": [_detailed_fact(i) for i in range(10)]},
        session_id=None,
        scrub=False,
        state_dir=proj.settings().state.dir,
        dedup_threshold=101,
    )
    memory_dir = location.memory_dir
    before = snapshot(memory_dir)
    proj.session("Hello.")
    gutted = [{**_detailed_fact(i), "body": "x"} for i in range(10)]
    forker = FakeForker([answered(ops_answer({"save": gutted}))])

    refused = forced_dream(proj.context(), forker=forker)

    assert (refused.result, refused.reason) == ("fail", "mass-rewrite")
    assert snapshot(memory_dir) == before
    (line,) = lines(proj)
    assert (line.result, line.reason, line.saved) == ("fail", "mass-rewrite", 0)

    allowed = forced_dream(proj.context(), forker=forker, allow_mass_delete=True)

    assert (allowed.result, allowed.saved) == ("ok", 10)
    assert (memory_dir / "project_fact_3.md").read_text().endswith("\nx\n")


def test_a_merge_that_shortens_a_few_bodies_is_applied(proj: Project) -> None:
    location = resolve_store(proj.repo, "auto", proj.env)
    apply_ops(
        location,
        {"save": [_detailed_fact(i) for i in range(10)]},
        session_id=None,
        scrub=False,
        state_dir=proj.settings().state.dir,
        dedup_threshold=101,
    )
    proj.session("Hello.")
    tidied = [{**_detailed_fact(i), "body": f"Module m{i} owns topic {i}."} for i in range(3)]
    forker = FakeForker([answered(ops_answer({"save": tidied}))])

    outcome = forced_dream(proj.context(), forker=forker)

    assert (outcome.result, outcome.saved) == ("ok", 3)


def test_the_dream_prompt_carries_the_audits_findings(proj: Project) -> None:
    location = resolve_store(proj.repo, "auto", proj.env)
    (proj.repo / "src" / "app").mkdir(parents=True)
    (proj.repo / "src" / "app" / "billing.py").write_text("def invoice(): ...\n")
    billing = {
        **fact(1),
        "file": "project_billing.md",
        "body": "Invoices are built in `src/app/billing.py`.",
    }
    apply_ops(
        location,
        {"save": [fact(0), billing]},
        session_id=None,
        scrub=False,
        state_dir=proj.settings().state.dir,
        dedup_threshold=101,
    )
    twin = (location.memory_dir / "project_fact_0.md").read_text()
    (location.memory_dir / "project_fact_0_copy.md").write_text(twin)
    (proj.repo / "src" / "app" / "billing.py").unlink()
    proj.session("Hello.")
    forker = FakeForker([answered(ops_answer({}))])

    forced_dream(proj.context(), forker=forker)

    (request,) = forker.requests
    audit = request.body.split("<ocmem-audit>", 1)[1].split("</ocmem-audit>", 1)[0]
    assert "project_billing.md: stale-reference: names path `src/app/billing.py`" in audit
    assert "project_fact_0.md: near-duplicate: says the same as project_fact_0_copy.md" in audit


def test_a_dream_leaves_alone_what_another_writer_changed_while_it_thought(
    proj: Project,
) -> None:
    # A correction saved (by Claude Code, a person, an MCP save) while the dream's model
    # worked was deleted or overwritten with text derived from the old version, silently.
    memory_dir = seed(proj, 4)
    (memory_dir / "project_link.md").symlink_to(memory_dir / "project_fact_3.md")
    proj.session("Hello.")
    corrected = (memory_dir / "project_fact_0.md").read_text().replace("topic 0", "topic ZERO")
    rewrite = {**fact(1), "body": "Dream rewrote this from the old text."}
    answer = ops_answer(
        {
            "save": [rewrite, {**fact(2), "body": "Dream tidied this one."}],
            "delete": ["project_fact_0.md", "project_new.md", "project_link.md"],
        }
    )

    def meanwhile(request: ForkRequest) -> ForkResult:
        (memory_dir / "project_fact_0.md").write_text(corrected)
        (memory_dir / "project_fact_1.md").write_text(corrected.replace("fact_0", "fact_1"))
        (memory_dir / "project_new.md").write_text(corrected.replace("fact_0", "new"))
        return answered(answer)(request)

    outcome = forced_dream(proj.context(), forker=FakeForker([meanwhile]))

    assert outcome.result == "ok"
    assert (memory_dir / "project_fact_0.md").read_text() == corrected
    assert "Dream rewrote" not in (memory_dir / "project_fact_1.md").read_text()
    assert (memory_dir / "project_new.md").exists()
    assert (memory_dir / "project_link.md").is_symlink()
    assert "Dream tidied" in (memory_dir / "project_fact_2.md").read_text(), "the rest applies"
    reasons = " ".join(outcome.rejected)
    assert reasons.count("changed since the model read it") == 3
    assert "delete (project_link.md): not a memory the model could read" in reasons


def test_a_dream_whose_every_op_is_refused_still_says_why(proj: Project) -> None:
    # A delete of a name holding U+202E was dropped with "0 deleted, rejected: []".
    seed(proj, 3)
    proj.session("Hello.")
    answer = ops_answer({"delete": ["project_\u202eevil.md"]})

    outcome = forced_dream(proj.context(), forker=FakeForker([answered(answer)]))

    assert outcome.result == "ok"
    (reason,) = outcome.rejected
    assert "invisible format character" in reason
