"""Scrubber quality and speed: recall and benign preservation over the labelled corpus,
then throughput on 1 MB inputs (best of three runs).

Run from the repository root: ``.venv/bin/python benchmarks/bench_redact.py`` (or
``.venv/bin/python -m benchmarks.bench_redact``).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.redact.corpus import benign_cases, score, secret_cases

from ocmem.redact import scrub

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


def _best_seconds(text: str, runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        scrub(text)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    quality = score()
    kinds = {case.kind for case in secret_cases()}
    print(f"secret cases: {len(secret_cases())} over {len(kinds)} kinds")
    print(f"benign cases: {len(benign_cases())}")
    print(f"recall: {quality.recall:.3f}")
    print(f"benign preservation: {quality.preservation:.3f}")
    print()
    print(f"{'input (1 MB)':34} {'seconds':>8} {'MB/s':>7} {'spans':>7}")
    for name, build in _inputs().items():
        text = build()
        seconds = _best_seconds(text)
        spans = scrub(text).count
        print(f"{name:34} {seconds:8.3f} {len(text) / 1e6 / seconds:7.2f} {spans:7d}")


if __name__ == "__main__":
    main()
