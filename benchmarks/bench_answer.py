"""How long finding and validating the ops document takes, for real and hostile answers.

Each answer is parsed (`ops_from_answer`: find the document, decode, validate) several
times; the median is shown next to the answer's size, so the bound on every hostile shape
can be read off side by side with an ordinary answer:

    .venv/bin/python benchmarks/bench_answer.py            # 5 runs each
    .venv/bin/python benchmarks/bench_answer.py --runs 9
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

try:
    from ocmem.maintain.answer import JSON5_MAX_CHARS, ops_from_answer
except ImportError:  # run with a python that does not have the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from ocmem.maintain.answer import JSON5_MAX_CHARS, ops_from_answer


def _save(i: int, body_chars: int) -> dict[str, str]:
    body = ("Deploy with:\n```bash\nmake ship\n```\n" + "x" * body_chars)[:body_chars]
    return {
        "file": f"project_fact_{i}.md",
        "name": f"fact-{i}",
        "description": f"fact number {i}",
        "type": "project",
        "body": body,
    }


def _fenced(document: object) -> str:
    return f"Done.\n\n```json\n{json.dumps(document, indent=2)}\n```\n"


def answers() -> dict[str, Callable[[], str]]:
    typical = {"save": [_save(i, 600) for i in range(8)], "delete": ["project_old.md"]}
    return {
        "typical (8 saves)": lambda: _fenced(typical),
        "2 MB (1,000 saves)": lambda: _fenced({"save": [_save(i, 1_900) for i in range(1_000)]}),
        "10,000 saves": lambda: _fenced({"save": [_save(i, 20) for i in range(10_000)]}),
        "trailing commas, 2 MB": lambda: _fenced(
            {"save": [_save(i, 1_900) for i in range(1_000)]}
        ).replace("\n  ]", ",\n  ]"),
        "json5 at its size limit": lambda: (
            '{"save": [' + json.dumps(_save(0, JSON5_MAX_CHARS - 200)) + "] // c\n}"
        ),
        "100,000 nested brackets": lambda: "```json\n" + "[" * 100_000 + "]" * 100_000 + "\n```",
        "ops nested 50,000 deep": lambda: '{"save": [' * 50_000 + "]}" * 50_000,
        '{" x 200,000 (never closes)': lambda: '{"' * 200_000,
        "5,000-digit numbers": lambda: '{"save": [' + ",".join(["9" * 5_000] * 100) + "]}",
        "10,000 candidates": lambda: '{"a": 1} ' * 9_999,
    }


def _time(text: str, runs: int) -> float:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        with contextlib.suppress(Exception):  # a refused answer is a result too
            ops_from_answer(text)
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'answer':<32} {'chars':>11} {'median ms':>10}")
    for name, make in answers().items():
        text = make()
        print(f"{name:<32} {len(text):>11,} {_time(text, args.runs) * 1000:>10.1f}")


if __name__ == "__main__":
    main()
