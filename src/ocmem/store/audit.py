"""`audit`: what is wrong with a store, found without a model call.

Seven kinds of finding, each a fact a user can check by hand:

- `unreadable`: an entry of the store no reader takes (a symlink, a FIFO, a file over 1 MB,
  one that is not UTF-8 or whose name is not): no session and no pass ever sees it;

- `near-duplicate`: two memories the de-duplicator itself would merge (same type, same
  content words, numbers and identifiers; `ocmem.store.dedup`);
- `stale-reference`: a path, package script or make target a memory names that the
  checkout no longer has (`ocmem.store.references`);
- `secret`: a value the current scrubber would replace (a memory written before a
  scrubber rule existed, or by hand); the detail names the kind, never the value;
- `oversize`: a file over Claude Code's 4 KB recall window, or over the 40,000-byte bound
  every write enforces (only a hand edit gets there);
- `index-drift`: `MEMORY.md` lines that point at no file, memories with no line, lines
  whose description is not the memory's;
- `never-recalled`: memories older than the window that per-turn recall never surfaced in
  it, once recall has records to judge by.

The score is 100 for a store with nothing to report, and falls with the share of memories
that have findings, weighted by how much each kind costs a session.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Literal, get_args

from ocmem import redact
from ocmem.paths import find_git_root
from ocmem.settings import Settings
from ocmem.state.recall_seen import recalled_times
from ocmem.store.catalog import RECALL_FILE_BYTES, gone_memories, read_index_text, scan_store
from ocmem.store.dedup import DEFAULT_THRESHOLD, TwinFinder
from ocmem.store.index import parse_entry
from ocmem.store.location import INDEX_FILE, StoreLocation
from ocmem.store.memory_file import MAX_FILE_BYTES, Memory, one_line
from ocmem.store.references import Checkout, references

Kind = Literal[
    "unreadable",
    "near-duplicate",
    "stale-reference",
    "secret",
    "oversize",
    "index-drift",
    "never-recalled",
]
KINDS: tuple[Kind, ...] = get_args(Kind)  # in the order findings are listed
# What one finding costs, as a share of one memory's worth: a secret or a wrong fact is
# worse than a memory nobody reads.
_WEIGHTS: dict[str, float] = {
    "secret": 1.0,
    "unreadable": 0.6,
    "stale-reference": 0.6,
    "near-duplicate": 0.5,
    "index-drift": 0.4,
    "oversize": 0.3,
    "never-recalled": 0.2,
}
DEFAULT_RECALL_DAYS = 30


@dataclass(frozen=True)
class Finding:
    kind: Kind
    file: str
    detail: str

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "file": self.file, "detail": self.detail}


@dataclass(frozen=True)
class AuditReport:
    store: str
    memories: int
    findings: tuple[Finding, ...]
    score: int
    strict: bool = False
    notes: tuple[str, ...] = ()

    @property
    def exit_code(self) -> int:
        return 1 if self.strict and self.findings else 0

    def by_file(self, kinds: Sequence[Kind]) -> dict[str, list[Finding]]:
        out: dict[str, list[Finding]] = {}
        for finding in self.findings:
            if finding.kind in kinds:
                out.setdefault(finding.file, []).append(finding)
        return out

    def to_json(self) -> dict[str, object]:
        return {
            "findings": [finding.to_json() for finding in self.findings],
            "score": self.score,
            "store": self.store,
            "memories": self.memories,
            "notes": list(self.notes),
        }


@dataclass(frozen=True)
class AuditInputs:
    """What the audit reads besides the store; each part may be missing."""

    checkout: Path | None = None
    # file -> when per-turn recall last surfaced it; None: no recall records at all.
    recalled: Mapping[str, datetime] | None = None
    recall_days: int = DEFAULT_RECALL_DAYS
    dedup_threshold: float = DEFAULT_THRESHOLD
    now: datetime = field(default_factory=lambda: datetime.now(UTC))
    # The store's history tells our own index entries from the user's lines.
    state_dir: Path | None = None

    @classmethod
    def for_project(
        cls,
        directory: Path,
        state_dir: Path,
        cfg: Settings,
        location: StoreLocation,
        recall_days: int = DEFAULT_RECALL_DAYS,
    ) -> AuditInputs:
        """The inputs of an audit run from `directory`: its checkout, recall's records."""
        return cls(
            checkout=find_git_root(directory) or directory,
            recalled=recall_history(state_dir, location.memory_dir),
            recall_days=recall_days,
            dedup_threshold=cfg.dedup.threshold,
            state_dir=state_dir,
        )


def audit_store(
    location: StoreLocation, inputs: AuditInputs | None = None, strict: bool = False
) -> AuditReport:
    inputs = inputs or AuditInputs()
    scan = scan_store(location)
    memories = scan.memories
    findings: list[Finding] = [Finding("unreadable", s.file, s.reason) for s in scan.skipped]
    findings += _near_duplicates(memories, inputs.dedup_threshold)
    notes: list[str] = []
    if inputs.checkout is not None:
        findings += _stale_references(memories, Checkout.scan(inputs.checkout))
    else:
        notes.append("no checkout to check references against")
    findings += _secrets(memories)
    findings += _oversize(location, memories)
    findings += _index_drift(location, memories, inputs.state_dir)
    if inputs.recalled is None:
        notes.append("per-turn recall has no records yet: never-recalled not judged")
    else:
        findings += _never_recalled(memories, inputs.recalled, inputs.recall_days, inputs.now)
    findings.sort(key=lambda f: (KINDS.index(f.kind), f.file, f.detail))
    return AuditReport(
        store=str(location.memory_dir),
        memories=len(memories),
        findings=tuple(findings),
        score=_score(findings, len(memories) + len(scan.skipped)),
        strict=strict,
        notes=tuple(notes),
    )


def _near_duplicates(memories: Sequence[Memory], threshold: float) -> list[Finding]:
    finder = TwinFinder(memories, threshold)
    out: list[Finding] = []
    reported: set[frozenset[str]] = set()
    for memory in memories:
        twin = finder.find(memory, exclude={memory.file})
        if twin is None or frozenset((memory.file, twin.file)) in reported:
            continue
        reported.add(frozenset((memory.file, twin.file)))
        first, second = sorted((memory.file, twin.file))
        out.append(
            Finding(
                "near-duplicate",
                first,
                f"says the same as {second} (similarity {twin.score:.0f}); merge them",
            )
        )
    return out


def _stale_references(memories: Sequence[Memory], checkout: Checkout) -> list[Finding]:
    out: list[Finding] = []
    what = {"path": "path", "script": "package script", "make-target": "make target"}
    for memory in memories:
        text = f"{memory.description}\n{memory.body}"
        for reference in references(text):
            if checkout.missing(reference):
                out.append(
                    Finding(
                        "stale-reference",
                        memory.file,
                        f"names {what[reference.kind]} `{reference.name}`, "
                        f"which {checkout.root} no longer has",
                    )
                )
    return out


def _secrets(memories: Sequence[Memory]) -> list[Finding]:
    out: list[Finding] = []
    for memory in memories:
        fields = {"name": memory.name, "description": memory.description, "body": memory.body}
        for label, text in fields.items():
            found = redact.scrub(text)
            if found.count:
                kinds = ", ".join(sorted(set(found.kinds)))
                plural = "s" if found.count > 1 else ""
                out.append(
                    Finding(
                        "secret",
                        memory.file,
                        f"{found.count} secret-shaped value{plural} in the {label} ({kinds}); "
                        "run `opencode-memory memories show` and rewrite or remove it",
                    )
                )
    return out


def _oversize(location: StoreLocation, memories: Sequence[Memory]) -> list[Finding]:
    out: list[Finding] = []
    for memory in memories:
        try:
            size = os.lstat(location.memory_dir / memory.file).st_size
        except OSError:
            continue
        if size > MAX_FILE_BYTES:
            detail = f"{size} bytes, over the {MAX_FILE_BYTES}-byte bound every write keeps"
        elif size > RECALL_FILE_BYTES:
            detail = f"{size} bytes; Claude Code's recall reads only the first 4 KB"
        else:
            continue
        out.append(Finding("oversize", memory.file, detail))
    return out


def _index_drift(
    location: StoreLocation, memories: Sequence[Memory], state_dir: Path | None
) -> list[Finding]:
    try:
        text = read_index_text(location)
    except OSError:
        text = None
    by_file = {memory.file: memory for memory in memories}
    # A line linking a missing file this tool never wrote is the user's (store-format.md):
    # no write removes it, so it is no drift.
    ours_gone = (
        gone_memories(state_dir, location, text or "", set(by_file))
        if state_dir is not None
        else set()
    )
    listed: dict[str, int] = {}
    out: list[Finding] = []
    for number, line in enumerate((text or "").splitlines(), start=1):
        entry = parse_entry(line)
        if entry is None:
            continue
        listed[entry.target] = listed.get(entry.target, 0) + 1
        memory = by_file.get(entry.target)
        if memory is None:
            if entry.target in ours_gone and not (location.memory_dir / entry.target).exists():
                out.append(
                    Finding(
                        "index-drift",
                        INDEX_FILE,
                        f"line {number} links {entry.target}, which does not exist",
                    )
                )
            continue
        if listed[entry.target] == 2:
            out.append(
                Finding("index-drift", memory.file, f"listed more than once (line {number})")
            )
        if one_line(entry.description) != one_line(memory.description):
            out.append(
                Finding(
                    "index-drift",
                    memory.file,
                    f"line {number}'s description is not the memory's own",
                )
            )
    for memory in memories:
        if memory.file not in listed:
            out.append(Finding("index-drift", memory.file, f"has no line in {INDEX_FILE}"))
    return out


def _never_recalled(
    memories: Sequence[Memory], recalled: Mapping[str, datetime], days: int, now: datetime
) -> list[Finding]:
    since = now - timedelta(days=days)
    out: list[Finding] = []
    for memory in memories:
        created = _parse_time(memory.created)
        if created is None or created > since:
            continue  # too new to judge
        last = recalled.get(memory.file)
        if last is not None and last >= since:
            continue
        when = f"last {last:%Y-%m-%d}" if last is not None else "never"
        out.append(
            Finding(
                "never-recalled",
                memory.file,
                f"not surfaced by per-turn recall in the last {days} days ({when})",
            )
        )
    return out


def _parse_time(value: str) -> datetime | None:
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _score(findings: Sequence[Finding], memories: int) -> int:
    if not findings:
        return 100
    kinds: dict[str, set[str]] = {}
    for finding in findings:
        kinds.setdefault(finding.file, set()).add(finding.kind)
    # A kind counts once per memory (two drifted lines are one drift), and a memory costs at
    # most one memory's worth, however many kinds of finding it has.
    cost = [min(1.0, sum(_WEIGHTS[kind] for kind in found)) for found in kinds.values()]
    share = sum(cost) / max(memories, 1)
    return max(0, min(99, round(100 * (1 - share))))


def recall_history(state_dir: Path, memory_dir: Path) -> dict[str, datetime] | None:
    """When per-turn recall last surfaced each memory of `memory_dir` (None: no records)."""
    return recalled_times(state_dir, memory_dir)
