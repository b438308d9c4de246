"""Scrubber quality and speed: recall and benign preservation over the labelled corpus,
then throughput on 1 MB inputs and on the corpus texts scrubbed one by one, side by side
with the scrubber of an earlier revision (by default the one before the issue-14
detectors), alternating the two and reporting the median of several runs of each.

Run from the repository root: ``.venv/bin/python benchmarks/bench_redact.py``
[``--against REV``] [``--runs N``]. The earlier scrubber is read from git history; without
it (a shallow clone) only the current one is timed.
"""

from __future__ import annotations

import argparse
import atexit
import importlib
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.redact.corpus import benign_cases, score, secret_cases
from tests.redact.independent.cases import cases

import ocmem.redact
from ocmem.redact import scrub

_ROOT = Path(__file__).resolve().parent.parent
_BEFORE_ISSUE_14 = "d2c3b4b"  # the last revision before the issue-14 detectors

_SIZE = 1_000_000
_VOCABULARY = (
    "the build uses uv and ruff tests run with pytest in CI memory files live under the "
    "project store index lists them deploy with make ship after review keep commits small "
    "prefer tabs the API returns JSON cache responses for five minutes retry on 429 with "
    "backoff the staging cluster runs on three nodes logs go to stdout"
)
_WORDS = _VOCABULARY.split()


def _prose(rng: random.Random, size: int) -> str:
    lines: list[str] = []
    total = 0
    while total < size:
        line = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(6, 18))) + "."
        lines.append(line)
        total += len(line) + 1
    return "\n".join(lines)[:size]


def _notes(rng: random.Random, size: int) -> str:
    """Memory-note-like text: prose with a corpus line (secret or look-alike) every ~10 lines."""
    samples = [case.text for case in secret_cases()] + [case.text for case in benign_cases()]
    lines: list[str] = []
    total = 0
    while total < size:
        if rng.random() < 0.1:
            line = rng.choice(samples)
        else:
            line = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(6, 18))) + "."
        lines.append(line)
        total += len(line) + 1
    return "\n".join(lines)[:size]


def _repeat(unit: str) -> str:
    return (unit * (_SIZE // len(unit) + 1))[:_SIZE]


def _inputs() -> dict[str, Callable[[], str]]:
    rng = random.Random(1)
    return {
        "memory notes (10% corpus lines)": lambda: _notes(rng, _SIZE),
        "plain prose": lambda: _prose(rng, _SIZE),
        "prose with non-ASCII": lambda: _repeat(
            "Größe prüfen — café 日本語 and the token bucket. "
        ),
        "one 1 MB base64 line": lambda: "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(_SIZE)
        ),
        "hostile: 'password ' repeated": lambda: _repeat("password "),
        "hostile: 'token=' repeated": lambda: _repeat("token="),
        "hostile: 'eyJ' repeated": lambda: _repeat("eyJ"),
        "hostile: PEM headers repeated": lambda: _repeat("-----BEGIN PRIVATE KEY-----\n"),
    }


def _corpus_sets() -> dict[str, list[str]]:
    """Short texts, one scrub each: a memory file is a few hundred bytes, where a scrub's
    fixed cost counts more than its speed on a long text."""
    return {
        "independent holdout, per text": [case.text for case in cases("holdout")],
        "independent dev, per text": [case.text for case in cases("dev")],
        "regression corpus, per text": [case.text for case in secret_cases()]
        + [case.text for case in benign_cases()],
    }


def _split_by_verdict(before: ModuleType, texts: list[str]) -> list[tuple[str, list[str]]]:
    """The texts both scrubbers replace the same number of values in, and those where the
    current one finds more: a secret found costs a second look around its marker, a
    secret missed costs nothing, so the second group says little about speed."""
    alike = [text for text in texts if before.scrub(text).count == scrub(text).count]
    more = [text for text in texts if before.scrub(text).count < scrub(text).count]
    return [("  holdout texts scrubbed alike", alike), ("  holdout texts only now scrubbed", more)]


def _revision_scrubber(revision: str) -> ModuleType | None:
    """``ocmem.redact`` as it was at ``revision``, imported under another name."""
    listing = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", revision, "src/ocmem/redact"],
        cwd=_ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if listing.returncode != 0 or not listing.stdout.strip():
        return None
    package = "ocmem_at_" + "".join(c if c.isalnum() else "_" for c in revision)
    root = Path(tempfile.mkdtemp(prefix="bench-redact-"))
    # Removed at exit, not before: the old scrubber may import a module of its own lazily.
    atexit.register(shutil.rmtree, root, True)
    (root / package).mkdir()
    (root / package / "__init__.py").write_text("")
    for path in listing.stdout.split():
        source = subprocess.run(
            ["git", "show", f"{revision}:{path}"],
            cwd=_ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        target = root / package / Path(path).relative_to("src/ocmem")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(source.replace("ocmem.redact", f"{package}.redact"))
    sys.path.insert(0, str(root))
    return importlib.import_module(f"{package}.redact")


def _seconds(scrubber: ModuleType, texts: Sequence[str]) -> float:
    start = time.perf_counter()
    for text in texts:
        scrubber.scrub(text)
    return time.perf_counter() - start


def _side_by_side(
    now: ModuleType, before: ModuleType | None, texts: Sequence[str], runs: int
) -> tuple[float, float | None]:
    """Median seconds of each scrubber, their runs alternated so load hits both alike."""
    timed_now: list[float] = []
    timed_before: list[float] = []
    for _ in range(runs):
        if before is not None:
            timed_before.append(_seconds(before, texts))
        timed_now.append(_seconds(now, texts))
    return statistics.median(timed_now), (
        statistics.median(timed_before) if before is not None else None
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default=_BEFORE_ISSUE_14, help="git revision to compare")
    parser.add_argument("--runs", type=int, default=7, help="runs of each scrubber per input")
    args = parser.parse_args(argv)

    quality = score()
    kinds = {case.kind for case in secret_cases()}
    print(f"secret cases: {len(secret_cases())} over {len(kinds)} kinds")
    print(f"benign cases: {len(benign_cases())}")
    print(f"recall: {quality.recall:.3f}")
    print(f"benign preservation: {quality.preservation:.3f}")
    print()
    before = _revision_scrubber(args.against)
    if before is None:
        print(f"(revision {args.against} is not in this clone: timing the current scrubber only)")
    label = f"MB/s {args.against}"
    print(f"median of {args.runs} alternated runs each")
    print(f"{'input':36} {label:>14} {'MB/s now':>9} {'now/before':>10} {'spans':>6}")
    rows: list[tuple[str, list[str]]] = [(name, [build()]) for name, build in _inputs().items()]
    rows += list(_corpus_sets().items())
    if before is not None:
        rows += _split_by_verdict(before, _corpus_sets()["independent holdout, per text"])
    for name, texts in rows:
        size = sum(len(text) for text in texts) / 1e6
        now, earlier = _side_by_side(ocmem.redact, before, texts, args.runs)
        spans = sum(scrub(text).count for text in texts)
        before_rate = f"{size / earlier:14.2f}" if earlier else f"{'-':>14}"
        ratio = f"{earlier / now:10.2f}" if earlier else f"{'-':>10}"
        print(f"{name:36} {before_rate} {size / now:9.2f} {ratio} {spans:6d}", flush=True)


if __name__ == "__main__":
    main()
