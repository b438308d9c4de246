"""`audit`: one of each finding on a seeded store, nothing on a clean one (issue 30, point 3)."""

from __future__ import annotations

import json
import os
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from testing.cli import ocmem

from ocmem.store.apply import apply_ops
from ocmem.store.audit import KINDS, AuditInputs, audit_store
from ocmem.store.location import StoreLocation, resolve_store
from ocmem.store.references import Checkout, Reference, references

GITHUB_TOKEN = "gh" + "p_" + "Zq8vR2mK5tW9xN3bL7cF1hJ4pD6sG0aE2yU8"


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = tmp_path / "shop"
    (repo / "src" / "app").mkdir(parents=True)
    (repo / "src" / "app" / "billing.py").write_text("def invoice(): ...\n")
    (repo / "scripts").mkdir()
    (repo / "scripts" / "deploy.sh").write_text("#!/bin/sh\n")
    (repo / "package.json").write_text(json.dumps({"scripts": {"test": "vitest", "e2e": "pw"}}))
    (repo / "Makefile").write_text("build:\n\tcc main.c\n\nlint: build\n\truff .\n")
    _git(repo, "init", "-q")
    return repo


@pytest.fixture
def location(repo: Path, isolated_home: dict[str, str]) -> StoreLocation:
    return resolve_store(repo, "off", isolated_home)


def _save(location: StoreLocation, tmp_path: Path, *items: dict[str, str]) -> None:
    result = apply_ops(
        location,
        {"save": list(items)},
        session_id="ses_3f2a9c81dffeZ1kq7Hn2bXwYtR",
        scrub=False,
        state_dir=tmp_path / "state",
    )
    assert not result.rejected, result.rejected


def _memory(
    file: str, body: str, description: str | None = None, kind: str = "project"
) -> dict[str, str]:
    return {
        "file": file,
        "name": file.removesuffix(".md").replace("_", "-"),
        "description": description or f"what {file} says",
        "type": kind,
        "body": body,
    }


CLEAN = (
    _memory("project_billing.py.md", "Invoices are built in `src/app/billing.py` by `invoice()`."),
    _memory(
        "project_deploy.md",
        "Deploy with `./scripts/deploy.sh`, then `make lint` and `npm run e2e`.",
    ),
    _memory("feedback_terse.md", "Keep answers short; no summaries at the end.", kind="feedback"),
)


def _inputs(repo: Path, **kw: object) -> AuditInputs:
    return AuditInputs(checkout=repo, **kw)  # type: ignore[arg-type]


def test_a_clean_store_has_no_findings_and_scores_100(
    location: StoreLocation, repo: Path, tmp_path: Path
) -> None:
    _save(location, tmp_path, *CLEAN)
    report = audit_store(location, _inputs(repo, recalled={}))
    assert report.findings == ()
    assert report.score == 100
    assert report.exit_code == 0


def test_an_empty_store_scores_100(location: StoreLocation, repo: Path) -> None:
    report = audit_store(location, _inputs(repo))
    assert (report.findings, report.score, report.memories) == ((), 100, 0)


def test_a_deleted_file_makes_its_memory_stale(
    location: StoreLocation, repo: Path, tmp_path: Path
) -> None:
    _save(location, tmp_path, *CLEAN)
    (repo / "src" / "app" / "billing.py").unlink()
    report = audit_store(location, _inputs(repo))
    assert [(f.kind, f.file) for f in report.findings] == [
        ("stale-reference", "project_billing.py.md")
    ]
    assert "`src/app/billing.py`" in report.findings[0].detail
    assert report.score < 100


def test_a_seeded_store_reports_one_of_each_kind(
    location: StoreLocation, repo: Path, tmp_path: Path
) -> None:
    _save(
        location,
        tmp_path,
        *CLEAN,
        _memory("project_port_a.md", "The API listens on port 8080 in development."),
        _memory("reference_ci_token.md", "Use this in CI: " + "x" * 10, kind="reference"),
        _memory("project_big.md", "A long note.\n" + "word " * 1200),
        _memory("project_old_script.md", "Regenerate fixtures with `npm run fixtures:regen`."),
    )
    memory_dir = location.memory_dir
    # Saves are de-duplicated on the way in, so a twin comes from another writer (Claude
    # Code, a hand edit): the same fact under another file name.
    twin = (
        (memory_dir / "project_port_a.md")
        .read_text()
        .replace("8080 in development.", "8080 in development!")
    )
    (memory_dir / "project_port_b.md").write_text(twin)
    index_path = memory_dir / "MEMORY.md"
    index_path.write_text(
        index_path.read_text() + "- [port-b](project_port_b.md) — what project_port_a.md says\n"
    )
    # What a hand edit or an older scrubber leaves: a token in a body, an index line for a
    # file deleted by hand, a description edited in the file but not in the index.
    secret_file = memory_dir / "reference_ci_token.md"
    secret_file.write_text(secret_file.read_text().replace("x" * 10, GITHUB_TOKEN))
    _save(location, tmp_path, _memory("project_gone.md", "Soon deleted by hand."))
    (memory_dir / "project_gone.md").unlink()  # its entry, ours, stays behind
    # What no reader takes: a symlink to a memory.
    (memory_dir / "project_link.md").symlink_to(memory_dir / "project_port_a.md")
    # An old memory nobody recalled in the window.
    later = datetime.now(UTC) + timedelta(days=60)
    recalled = {"project_deploy.md": later - timedelta(days=2)}
    inputs = _inputs(repo, recalled=recalled, now=later, state_dir=tmp_path / "state")
    report = audit_store(location, inputs)
    kinds = {f.kind for f in report.findings}
    assert kinds == set(KINDS)
    by_kind = {k: [f.file for f in report.findings if f.kind == k] for k in KINDS}
    assert by_kind["unreadable"] == ["project_link.md"]
    assert by_kind["near-duplicate"] == ["project_port_a.md"]
    assert by_kind["stale-reference"] == ["project_old_script.md"]
    assert by_kind["secret"] == ["reference_ci_token.md"]
    assert by_kind["oversize"] == ["project_big.md"]
    assert by_kind["index-drift"] == ["MEMORY.md"]
    assert "project_deploy.md" not in by_kind["never-recalled"]
    assert "feedback_terse.md" in by_kind["never-recalled"]
    # The detail names the kind of secret, never the value.
    assert GITHUB_TOKEN not in json.dumps(report.to_json())
    assert 0 <= report.score < 100


def test_entries_no_reader_takes_are_findings_not_silence(
    location: StoreLocation, repo: Path, tmp_path: Path
) -> None:
    """Found by a black-box tester: a 2 MB memory, a non-UTF-8 name, a symlink and a FIFO
    gave no finding, a score of 100 and `--strict` exit 0, where `memories list` names
    each as skipped."""
    _save(location, tmp_path, *CLEAN)
    memory_dir = location.memory_dir
    (memory_dir / "project_huge.md").write_text(
        "---\nname: huge\ndescription: huge\ntype: project\n---\n" + "x" * 2_000_000
    )
    (memory_dir / "project_link.md").symlink_to(memory_dir / "project_deploy.md")
    os.mkfifo(memory_dir / "project_fifo.md")
    (memory_dir / os.fsdecode(b"project_caf\xe9.md")).write_text("---\nname: x\n---\nx\n")
    report = audit_store(location, _inputs(repo, recalled={}))
    unreadable = [f for f in report.findings if f.kind == "unreadable"]
    assert len(unreadable) == 4, unreadable
    assert any("larger than" in f.detail for f in unreadable)
    assert report.score < 100
    assert report.exit_code == 0
    assert audit_store(location, _inputs(repo, recalled={}), strict=True).exit_code == 1


def test_index_drift_lines_without_files_files_without_lines_and_wrong_descriptions(
    location: StoreLocation, repo: Path, tmp_path: Path
) -> None:
    _save(location, tmp_path, *CLEAN)
    index = location.memory_dir / "MEMORY.md"
    lines = index.read_text().splitlines(keepends=True)
    kept = [line for line in lines if "feedback_terse.md" not in line]
    kept = [line.replace("what project_deploy.md says", "an old description") for line in kept]
    index.write_text("".join(kept) + "- [x](project_nowhere.md) — no such file\n")
    (location.memory_dir / "project_billing.py.md").unlink()  # ours, deleted by hand
    report = audit_store(location, _inputs(repo, state_dir=tmp_path / "state"))
    drift = [(f.kind, f.file, f.detail) for f in report.findings]
    # project_nowhere.md was never ours: that line is the user's (store-format.md).
    assert drift == [
        ("index-drift", "MEMORY.md", "line 1 links project_billing.py.md, which does not exist"),
        ("index-drift", "feedback_terse.md", "has no line in MEMORY.md"),
        ("index-drift", "project_deploy.md", "line 2's description is not the memory's own"),
    ]


def test_the_users_own_lines_are_no_findings_and_a_kind_counts_once_per_memory(
    location: StoreLocation, repo: Path, tmp_path: Path
) -> None:
    # A healthy store with a README link scored 20/100 and failed --strict forever; two
    # drifted lines of one memory counted it 0.8 where the kind weighs 0.4.
    _save(location, tmp_path, *CLEAN)
    index = location.memory_dir / "MEMORY.md"
    user_lines = "- [README](README.md) — the readme\n- [notes](notes.md) — mine\n"
    index.write_text(index.read_text() + user_lines)
    inputs = _inputs(repo, recalled={}, state_dir=tmp_path / "state")

    clean = audit_store(location, inputs, strict=True)
    index.write_text(index.read_text() + "- [x](feedback_terse.md) — again\n")
    twice = audit_store(location, inputs)

    assert (clean.findings, clean.score, clean.exit_code) == ((), 100, 0)
    assert [f.file for f in twice.findings] == ["feedback_terse.md", "feedback_terse.md"]
    assert twice.score == round(100 * (1 - 0.4 / 3))


def test_new_memories_are_not_judged_never_recalled(
    location: StoreLocation, repo: Path, tmp_path: Path
) -> None:
    _save(location, tmp_path, *CLEAN)
    report = audit_store(location, _inputs(repo, recalled={}))
    assert not [f for f in report.findings if f.kind == "never-recalled"]
    without_records = audit_store(location, _inputs(repo, recalled=None))
    assert any("no records" in note for note in without_records.notes)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("see `src/app/billing.py`", [Reference("path", "src/app/billing.py")]),
        ("edit docs/adr/0003-queue.md first", [Reference("path", "docs/adr/0003-queue.md")]),
        (
            "run `make build` then `npm run e2e`",
            [Reference("make-target", "build"), Reference("script", "e2e")],
        ),
        ("`pnpm install` and `yarn add left-pad`", []),
        ("https://example.com/src/app.py and `/etc/hosts` and `~/.ssh/config`", []),
        ("globs like `src/**/*.py` and `${HOME}/x.py` and `<dir>/a.py`", []),
        ("branch `feature/login`, version `v1.2.3`, call `os.path.join()`", []),
    ],
)
def test_references_found_in_text(text: str, expected: list[Reference]) -> None:
    assert references(text) == expected


def test_a_suffix_of_a_real_path_is_present_and_a_huge_tree_judges_only_direct_paths(
    repo: Path,
) -> None:
    full = Checkout.scan(repo)
    assert not full.missing(Reference("path", "app/billing.py"))
    assert not full.missing(Reference("path", "billing.py"))
    assert full.missing(Reference("path", "src/app/orders.py"))
    cut = Checkout.scan(repo, max_files=1)
    assert not cut.complete
    assert not cut.missing(Reference("path", "orders.py"))  # may be where we did not look
    assert cut.missing(Reference("path", "src/app/orders.py"))


def test_makefiles_with_includes_or_patterns_are_not_judged(repo: Path) -> None:
    (repo / "Makefile").write_text("include common.mk\nbuild:\n\ttrue\n")
    assert not Checkout.scan(repo).missing(Reference("make-target", "deploy"))


def test_audit_cli_json_contract_and_strict_exit(
    location: StoreLocation, repo: Path, tmp_path: Path, isolated_home: dict[str, str]
) -> None:
    _save(location, tmp_path, *CLEAN)
    env = {**isolated_home, "OPENCODE_MEMORY_STATE_DIR": str(tmp_path / "state")}
    clean = ocmem(["audit", "--dir", str(repo), "--json"], env=env)
    assert clean.returncode == 0, clean.stderr
    assert clean.json()["findings"] == []
    assert clean.json()["score"] == 100
    (repo / "src" / "app" / "billing.py").unlink()
    found = ocmem(["audit", "--dir", str(repo), "--json"], env=env)
    assert found.returncode == 0
    (finding,) = found.json()["findings"]
    assert set(finding) == {"kind", "file", "detail"}
    assert finding["kind"] == "stale-reference"
    assert isinstance(found.json()["score"], int)
    strict = ocmem(["audit", "--dir", str(repo), "--strict"], env=env)
    assert strict.returncode == 1
    assert "stale-reference" in strict.stdout
    assert "score:" in strict.stdout


def test_never_recalled_is_judged_from_recalls_own_records(
    location: StoreLocation, repo: Path, tmp_path: Path
) -> None:
    from ocmem.state.recall_seen import recalled_times, record_seen

    state_dir = tmp_path / "state"
    _save(location, tmp_path, *CLEAN)
    assert recalled_times(state_dir, location.memory_dir) is None
    now = datetime.now(UTC)
    later = now + timedelta(days=50)  # the memories are 50 days old then
    record_seen(
        state_dir,
        "ses_3f2a9c81dffeZ1kq7Hn2bXwYtR",
        ["project_deploy.md"],
        store=location.memory_dir,
        now=later - timedelta(days=5),
    )
    record_seen(
        state_dir,
        "ses_4a1b0c92eeafY2lr8Io3cYxZuS",
        ["feedback_terse.md"],
        store=tmp_path / "another" / "memory",
        now=later,
    )
    times = recalled_times(state_dir, location.memory_dir)
    assert times is not None
    assert set(times) == {"project_deploy.md"}  # the other store's record is not ours

    def never(days: int) -> set[str]:
        inputs = AuditInputs(checkout=repo, recalled=times, recall_days=days, now=later)
        return {
            f.file for f in audit_store(location, inputs).findings if f.kind == "never-recalled"
        }

    assert never(30) == {"feedback_terse.md", "project_billing.py.md"}
    assert never(3) == {"feedback_terse.md", "project_billing.py.md", "project_deploy.md"}
