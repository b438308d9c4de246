"""Scrubber quality on the independent corpora: ours beside detect-secrets 1.5.0.

Run from the repository root::

    .venv/bin/python benchmarks/bench_redact_corpus.py
        [--corpus independent|lookalike|…|lookalike93] [--split holdout|dev]
        [--json]
        [--show-misses]

``independent`` (issue 14, ``tests/redact/independent/``) is mostly secrets in memory-note
framings; ``lookalike`` (issue 28, ``tests/redact/lookalike/``) is mostly benign text a
scrubber is tempted to rewrite (ids, hashes, public keys, secret *words*), with a fifth of
true secrets in the same framings. ``lookalike2`` (``tests/redact/lookalike2/``) is a
second corpus of that kind with a holdout split only, written after the scrubber's rules
for the first were final; ``lookalike3`` (``tests/redact/lookalike3/``) a third, holdout
only, written while the rules for the second were made; ``lookalike4``
(``tests/redact/lookalike4/``) a fourth, holdout only, written while the rules for the
third were made by a helper who read no earlier corpus's texts; ``lookalike5``
(``tests/redact/lookalike5/``) a fifth, written the same way while the rules for the
fourth were made; ``lookalike6`` a sixth, while the rules for the fifth were made;
``lookalike7`` a seventh, while the rules for the sixth were made; ``lookalike8`` an
eighth, while the rules for the seventh were made; ``lookalike9`` a ninth, while the rules
for the eighth were made; ``lookalike10`` a tenth, while the rules for the ninth were
made; ``lookalike11`` an eleventh, while the rules for the tenth were made;
``lookalike12`` a twelfth, while the rules for the eleventh were made. All were written by
helpers who never read the scrubber.
``holdout`` is each corpus's evaluation set and the default; ``dev`` is the split the
scrubber's developer may study. ``--show-misses`` prints missed secrets and
changed benign cases, for a split that may be tuned on only: every ``dev`` split, the
``lookalike`` holdout, which was scored once as a holdout and then became tuning data
("dev2") when the ``lookalike2`` corpus replaced it as the held-out look-alike set, and
the ``lookalike2`` holdout, likewise scored once and then made tuning data ("dev3"), and
the ``lookalike3`` … ``lookalike93`` holdouts, each scored once and then made tuning data
(tests/redact/test_corpus_floors.py says when and with what scores).

Scoring, ours (substring-exact on the scrubbed text):
- a secret is *removed* unless the output still contains it, or — for a secret of 24
  characters or more — still contains any 16-character piece of it (a scrubber that
  keeps most of a key has leaked it);
- a secret case is *fully clean* when all of its secrets are removed;
- a benign case is *kept* when the output is byte-identical to the input.

Scoring, detect-secrets (line-based, which favours it): each case is written to a file
``memory.md`` and scanned in process with ``scan_file`` under ``default_settings()`` (all
27 default plugins and the default heuristic filters). A secret counts as *caught* when
detect-secrets reports any line the secret spans — or, for a multi-line secret, the line
just above it (where its PrivateKeyDetector reports a PEM block). A benign case is *kept*
when detect-secrets reports no line at all. detect-secrets never rewrites text, so this
credits it with a perfect line-level redaction of whatever it flags.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.redact.holdout_corpus import Case, Split
from tests.redact.independent.cases import cases as independent_cases
from tests.redact.lookalike.cases import cases as lookalike_cases
from tests.redact.lookalike2.cases import cases as lookalike2_cases
from tests.redact.lookalike3.cases import cases as lookalike3_cases
from tests.redact.lookalike4.cases import cases as lookalike4_cases
from tests.redact.lookalike5.cases import cases as lookalike5_cases
from tests.redact.lookalike6.cases import cases as lookalike6_cases
from tests.redact.lookalike7.cases import cases as lookalike7_cases
from tests.redact.lookalike8.cases import cases as lookalike8_cases
from tests.redact.lookalike9.cases import cases as lookalike9_cases
from tests.redact.lookalike10.cases import cases as lookalike10_cases
from tests.redact.lookalike11.cases import cases as lookalike11_cases
from tests.redact.lookalike12.cases import cases as lookalike12_cases
from tests.redact.lookalike13.cases import cases as lookalike13_cases
from tests.redact.lookalike14.cases import cases as lookalike14_cases
from tests.redact.lookalike15.cases import cases as lookalike15_cases
from tests.redact.lookalike16.cases import cases as lookalike16_cases
from tests.redact.lookalike17.cases import cases as lookalike17_cases
from tests.redact.lookalike18.cases import cases as lookalike18_cases
from tests.redact.lookalike19.cases import cases as lookalike19_cases
from tests.redact.lookalike20.cases import cases as lookalike20_cases
from tests.redact.lookalike21.cases import cases as lookalike21_cases
from tests.redact.lookalike22.cases import cases as lookalike22_cases
from tests.redact.lookalike23.cases import cases as lookalike23_cases
from tests.redact.lookalike24.cases import cases as lookalike24_cases
from tests.redact.lookalike25.cases import cases as lookalike25_cases
from tests.redact.lookalike26.cases import cases as lookalike26_cases
from tests.redact.lookalike27.cases import cases as lookalike27_cases
from tests.redact.lookalike28.cases import cases as lookalike28_cases
from tests.redact.lookalike29.cases import cases as lookalike29_cases
from tests.redact.lookalike30.cases import cases as lookalike30_cases
from tests.redact.lookalike31.cases import cases as lookalike31_cases
from tests.redact.lookalike32.cases import cases as lookalike32_cases
from tests.redact.lookalike33.cases import cases as lookalike33_cases
from tests.redact.lookalike34.cases import cases as lookalike34_cases
from tests.redact.lookalike35.cases import cases as lookalike35_cases
from tests.redact.lookalike36.cases import cases as lookalike36_cases
from tests.redact.lookalike37.cases import cases as lookalike37_cases
from tests.redact.lookalike38.cases import cases as lookalike38_cases
from tests.redact.lookalike39.cases import cases as lookalike39_cases
from tests.redact.lookalike40.cases import cases as lookalike40_cases
from tests.redact.lookalike41.cases import cases as lookalike41_cases
from tests.redact.lookalike42.cases import cases as lookalike42_cases
from tests.redact.lookalike43.cases import cases as lookalike43_cases
from tests.redact.lookalike44.cases import cases as lookalike44_cases
from tests.redact.lookalike45.cases import cases as lookalike45_cases
from tests.redact.lookalike46.cases import cases as lookalike46_cases
from tests.redact.lookalike47.cases import cases as lookalike47_cases
from tests.redact.lookalike48.cases import cases as lookalike48_cases
from tests.redact.lookalike49.cases import cases as lookalike49_cases
from tests.redact.lookalike50.cases import cases as lookalike50_cases
from tests.redact.lookalike51.cases import cases as lookalike51_cases
from tests.redact.lookalike52.cases import cases as lookalike52_cases
from tests.redact.lookalike53.cases import cases as lookalike53_cases
from tests.redact.lookalike54.cases import cases as lookalike54_cases
from tests.redact.lookalike55.cases import cases as lookalike55_cases
from tests.redact.lookalike56.cases import cases as lookalike56_cases
from tests.redact.lookalike57.cases import cases as lookalike57_cases
from tests.redact.lookalike58.cases import cases as lookalike58_cases
from tests.redact.lookalike59.cases import cases as lookalike59_cases
from tests.redact.lookalike60.cases import cases as lookalike60_cases
from tests.redact.lookalike61.cases import cases as lookalike61_cases
from tests.redact.lookalike62.cases import cases as lookalike62_cases
from tests.redact.lookalike63.cases import cases as lookalike63_cases
from tests.redact.lookalike64.cases import cases as lookalike64_cases
from tests.redact.lookalike65.cases import cases as lookalike65_cases
from tests.redact.lookalike66.cases import cases as lookalike66_cases
from tests.redact.lookalike67.cases import cases as lookalike67_cases
from tests.redact.lookalike68.cases import cases as lookalike68_cases
from tests.redact.lookalike69.cases import cases as lookalike69_cases
from tests.redact.lookalike70.cases import cases as lookalike70_cases
from tests.redact.lookalike71.cases import cases as lookalike71_cases
from tests.redact.lookalike72.cases import cases as lookalike72_cases
from tests.redact.lookalike73.cases import cases as lookalike73_cases
from tests.redact.lookalike74.cases import cases as lookalike74_cases
from tests.redact.lookalike75.cases import cases as lookalike75_cases
from tests.redact.lookalike76.cases import cases as lookalike76_cases
from tests.redact.lookalike77.cases import cases as lookalike77_cases
from tests.redact.lookalike78.cases import cases as lookalike78_cases
from tests.redact.lookalike79.cases import cases as lookalike79_cases
from tests.redact.lookalike80.cases import cases as lookalike80_cases
from tests.redact.lookalike81.cases import cases as lookalike81_cases
from tests.redact.lookalike82.cases import cases as lookalike82_cases
from tests.redact.lookalike83.cases import cases as lookalike83_cases
from tests.redact.lookalike84.cases import cases as lookalike84_cases
from tests.redact.lookalike85.cases import cases as lookalike85_cases
from tests.redact.lookalike86.cases import cases as lookalike86_cases
from tests.redact.lookalike87.cases import cases as lookalike87_cases
from tests.redact.lookalike88.cases import cases as lookalike88_cases
from tests.redact.lookalike89.cases import cases as lookalike89_cases
from tests.redact.lookalike90.cases import cases as lookalike90_cases
from tests.redact.lookalike91.cases import cases as lookalike91_cases
from tests.redact.lookalike92.cases import cases as lookalike92_cases
from tests.redact.lookalike93.cases import cases as lookalike93_cases

from ocmem.redact import scrub

CORPORA: dict[str, Callable[[Split], Sequence[Case]]] = {
    "independent": independent_cases,
    "lookalike": lookalike_cases,
    "lookalike2": lookalike2_cases,
    "lookalike3": lookalike3_cases,
    "lookalike4": lookalike4_cases,
    "lookalike5": lookalike5_cases,
    "lookalike6": lookalike6_cases,
    "lookalike7": lookalike7_cases,
    "lookalike8": lookalike8_cases,
    "lookalike9": lookalike9_cases,
    "lookalike10": lookalike10_cases,
    "lookalike11": lookalike11_cases,
    "lookalike12": lookalike12_cases,
    "lookalike13": lookalike13_cases,
    "lookalike14": lookalike14_cases,
    "lookalike15": lookalike15_cases,
    "lookalike16": lookalike16_cases,
    "lookalike17": lookalike17_cases,
    "lookalike18": lookalike18_cases,
    "lookalike19": lookalike19_cases,
    "lookalike20": lookalike20_cases,
    "lookalike21": lookalike21_cases,
    "lookalike22": lookalike22_cases,
    "lookalike23": lookalike23_cases,
    "lookalike24": lookalike24_cases,
    "lookalike25": lookalike25_cases,
    "lookalike26": lookalike26_cases,
    "lookalike27": lookalike27_cases,
    "lookalike28": lookalike28_cases,
    "lookalike29": lookalike29_cases,
    "lookalike30": lookalike30_cases,
    "lookalike31": lookalike31_cases,
    "lookalike32": lookalike32_cases,
    "lookalike33": lookalike33_cases,
    "lookalike34": lookalike34_cases,
    "lookalike35": lookalike35_cases,
    "lookalike36": lookalike36_cases,
    "lookalike37": lookalike37_cases,
    "lookalike38": lookalike38_cases,
    "lookalike39": lookalike39_cases,
    "lookalike40": lookalike40_cases,
    "lookalike41": lookalike41_cases,
    "lookalike42": lookalike42_cases,
    "lookalike43": lookalike43_cases,
    "lookalike44": lookalike44_cases,
    "lookalike45": lookalike45_cases,
    "lookalike46": lookalike46_cases,
    "lookalike47": lookalike47_cases,
    "lookalike48": lookalike48_cases,
    "lookalike49": lookalike49_cases,
    "lookalike50": lookalike50_cases,
    "lookalike51": lookalike51_cases,
    "lookalike52": lookalike52_cases,
    "lookalike53": lookalike53_cases,
    "lookalike54": lookalike54_cases,
    "lookalike55": lookalike55_cases,
    "lookalike56": lookalike56_cases,
    "lookalike57": lookalike57_cases,
    "lookalike58": lookalike58_cases,
    "lookalike59": lookalike59_cases,
    "lookalike60": lookalike60_cases,
    "lookalike61": lookalike61_cases,
    "lookalike62": lookalike62_cases,
    "lookalike63": lookalike63_cases,
    "lookalike64": lookalike64_cases,
    "lookalike65": lookalike65_cases,
    "lookalike66": lookalike66_cases,
    "lookalike67": lookalike67_cases,
    "lookalike68": lookalike68_cases,
    "lookalike69": lookalike69_cases,
    "lookalike70": lookalike70_cases,
    "lookalike71": lookalike71_cases,
    "lookalike72": lookalike72_cases,
    "lookalike73": lookalike73_cases,
    "lookalike74": lookalike74_cases,
    "lookalike75": lookalike75_cases,
    "lookalike76": lookalike76_cases,
    "lookalike77": lookalike77_cases,
    "lookalike78": lookalike78_cases,
    "lookalike79": lookalike79_cases,
    "lookalike80": lookalike80_cases,
    "lookalike81": lookalike81_cases,
    "lookalike82": lookalike82_cases,
    "lookalike83": lookalike83_cases,
    "lookalike84": lookalike84_cases,
    "lookalike85": lookalike85_cases,
    "lookalike86": lookalike86_cases,
    "lookalike87": lookalike87_cases,
    "lookalike88": lookalike88_cases,
    "lookalike89": lookalike89_cases,
    "lookalike90": lookalike90_cases,
    "lookalike91": lookalike91_cases,
    "lookalike92": lookalike92_cases,
    "lookalike93": lookalike93_cases,
}

# (corpus, split) pairs whose misses may be shown, because the scrubber may be tuned on them.
TUNABLE: frozenset[tuple[str, str]] = frozenset(
    {
        ("independent", "dev"),
        ("lookalike", "dev"),
        ("lookalike", "holdout"),
        ("lookalike2", "holdout"),
        ("lookalike3", "holdout"),
        ("lookalike4", "holdout"),
        ("lookalike5", "holdout"),
        ("lookalike6", "holdout"),
        ("lookalike7", "holdout"),
        ("lookalike8", "holdout"),
        ("lookalike9", "holdout"),
        ("lookalike10", "holdout"),
        ("lookalike11", "holdout"),
        ("lookalike12", "holdout"),
        ("lookalike13", "holdout"),
        ("lookalike14", "holdout"),
        ("lookalike15", "holdout"),
        ("lookalike16", "holdout"),
        ("lookalike17", "holdout"),
        ("lookalike18", "holdout"),
        ("lookalike19", "holdout"),
        ("lookalike20", "holdout"),
        ("lookalike21", "holdout"),
        ("lookalike22", "holdout"),
        ("lookalike23", "holdout"),
        ("lookalike24", "holdout"),
        ("lookalike25", "holdout"),
        ("lookalike26", "holdout"),
        ("lookalike27", "holdout"),
        ("lookalike28", "holdout"),
        ("lookalike29", "holdout"),
        ("lookalike30", "holdout"),
        ("lookalike31", "holdout"),
        ("lookalike32", "holdout"),
        ("lookalike33", "holdout"),
        ("lookalike34", "holdout"),
        ("lookalike35", "holdout"),
        ("lookalike36", "holdout"),
        ("lookalike37", "holdout"),
        ("lookalike38", "holdout"),
        ("lookalike39", "holdout"),
        ("lookalike40", "holdout"),
        ("lookalike41", "holdout"),
        ("lookalike42", "holdout"),
        ("lookalike43", "holdout"),
        ("lookalike44", "holdout"),
        ("lookalike45", "holdout"),
        ("lookalike46", "holdout"),
        ("lookalike47", "holdout"),
        ("lookalike48", "holdout"),
        ("lookalike49", "holdout"),
        ("lookalike50", "holdout"),
        ("lookalike51", "holdout"),
        ("lookalike52", "holdout"),
        ("lookalike53", "holdout"),
        ("lookalike54", "holdout"),
        ("lookalike55", "holdout"),
        ("lookalike56", "holdout"),
        ("lookalike57", "holdout"),
        ("lookalike58", "holdout"),
        ("lookalike59", "holdout"),
        ("lookalike60", "holdout"),
        ("lookalike61", "holdout"),
        ("lookalike62", "holdout"),
        ("lookalike63", "holdout"),
        ("lookalike64", "holdout"),
        ("lookalike65", "holdout"),
        ("lookalike66", "holdout"),
        ("lookalike67", "holdout"),
        ("lookalike68", "holdout"),
        ("lookalike69", "holdout"),
        ("lookalike70", "holdout"),
        ("lookalike71", "holdout"),
        ("lookalike72", "holdout"),
        ("lookalike73", "holdout"),
        ("lookalike74", "holdout"),
        ("lookalike75", "holdout"),
        ("lookalike76", "holdout"),
        ("lookalike77", "holdout"),
        ("lookalike78", "holdout"),
        ("lookalike79", "holdout"),
        ("lookalike80", "holdout"),
        ("lookalike81", "holdout"),
        ("lookalike82", "holdout"),
        ("lookalike83", "holdout"),
        ("lookalike84", "holdout"),
        ("lookalike85", "holdout"),
        ("lookalike86", "holdout"),
        ("lookalike87", "holdout"),
        ("lookalike88", "holdout"),
        ("lookalike89", "holdout"),
        ("lookalike90", "holdout"),
        ("lookalike91", "holdout"),
        ("lookalike92", "holdout"),
        ("lookalike93", "holdout"),
    }
)


def cases(split: Split, corpus: str = "independent") -> Sequence[Case]:
    return CORPORA[corpus](split)


_WINDOW = 16
_WINDOW_FROM = 24


def leaked(secret: str, output: str) -> bool:
    """Whether ``output`` still holds ``secret`` or, for a long one, a 16-character piece."""
    if secret in output:
        return True
    if len(secret) < _WINDOW_FROM:
        return False
    return any(secret[i : i + _WINDOW] in output for i in range(len(secret) - _WINDOW + 1))


@dataclass
class Score:
    secrets: int = 0
    removed: int = 0
    secret_cases: int = 0
    clean_cases: int = 0
    benign_cases: int = 0
    benign_kept: int = 0
    by_kind: dict[str, list[int]] = field(default_factory=dict)  # kind -> [removed, total]
    benign_by_kind: dict[str, list[int]] = field(default_factory=dict)  # kind -> [kept, total]
    missed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.removed / self.secrets if self.secrets else 1.0

    @property
    def clean(self) -> float:
        return self.clean_cases / self.secret_cases if self.secret_cases else 1.0

    @property
    def kept(self) -> float:
        return self.benign_kept / self.benign_cases if self.benign_cases else 1.0


def _tally(score: Score, case: Case, caught: Sequence[bool], unchanged: bool) -> None:
    if case.is_secret:
        score.secret_cases += 1
        score.secrets += len(caught)
        score.removed += sum(caught)
        score.clean_cases += all(caught)
        row = score.by_kind.setdefault(case.kind, [0, 0])
        row[0] += sum(caught)
        row[1] += len(caught)
        if not all(caught):
            score.missed.append(case.id)
    else:
        score.benign_cases += 1
        score.benign_kept += unchanged
        row = score.benign_by_kind.setdefault(case.kind, [0, 0])
        row[0] += unchanged
        row[1] += 1
        if not unchanged:
            score.changed.append(case.id)


def score_ours(corpus: Sequence[Case]) -> tuple[Score, dict[str, str]]:
    score = Score()
    outputs: dict[str, str] = {}
    for case in corpus:
        out = scrub(case.text).text
        outputs[case.id] = out
        caught = [not leaked(secret, out) for secret in case.secrets]
        _tally(score, case, caught, out == case.text)
    return score, outputs


def _secret_lines(text: str, secret: str) -> set[int]:
    """1-based line numbers spanned by every occurrence of ``secret`` (plus the line above
    a multi-line one)."""
    lines: set[int] = set()
    start = text.find(secret)
    while start != -1:
        first = text.count("\n", 0, start) + 1
        last = first + secret.count("\n")
        lines.update(range(first, last + 1))
        if last > first:
            lines.add(first - 1)
        start = text.find(secret, start + 1)
    return lines


def score_detect_secrets(corpus: Sequence[Case]) -> Score:
    from detect_secrets.core.scan import scan_file
    from detect_secrets.settings import default_settings

    score = Score()
    with tempfile.TemporaryDirectory() as tmp, default_settings():
        path = os.path.join(tmp, "memory.md")
        for case in corpus:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(case.text)
            flagged = {found.line_number for found in scan_file(path)}
            caught = [bool(flagged & _secret_lines(case.text, s)) for s in case.secrets]
            _tally(score, case, caught, not flagged)
    return score


def throughput(corpus: Sequence[Case], scrubber: Callable[[str], object]) -> float:
    """MB/s of ``scrubber`` over the corpus texts: median of five passes."""
    texts = [case.text for case in corpus]
    size = sum(len(text.encode("utf-8")) for text in texts)
    runs: list[float] = []
    for _ in range(5):
        began = time.perf_counter()
        for text in texts:
            scrubber(text)
        runs.append(time.perf_counter() - began)
    return size / 1e6 / statistics.median(runs)


def _fmt(score: Score) -> tuple[str, str, str]:
    return (
        f"{score.recall:.3f} ({score.removed}/{score.secrets})",
        f"{score.clean:.3f} ({score.clean_cases}/{score.secret_cases})",
        f"{score.kept:.3f} ({score.benign_kept}/{score.benign_cases})",
    )


def _by_kind(rows: dict[str, list[int]]) -> list[str]:
    ordered = sorted(rows.items(), key=lambda kv: (kv[1][0] / kv[1][1], kv[0]))
    return [f"  {got / total:6.3f}  {got:>3}/{total:<3} {kind}" for kind, (got, total) in ordered]


def _report(
    name: str, split: str, corpus: Sequence[Case], ours: Score, theirs: Score, mbps: float
) -> str:
    kinds = {case.kind for case in corpus if case.is_secret}
    lines = [
        f"{name} corpus, split {split}: {ours.secret_cases} secret cases "
        f"({ours.secrets} secrets, {len(kinds)} kinds), {ours.benign_cases} benign cases",
        "",
        f"{'':16}{'ours':>22}{'detect-secrets 1.5.0':>26}",
    ]
    for label, a, b in zip(
        ("recall", "fully clean", "benign kept"), _fmt(ours), _fmt(theirs), strict=True
    ):
        lines.append(f"{label:16}{a:>22}{b:>26}")
    lines += ["", f"throughput (ours, corpus text): {mbps:.2f} MB/s", "", "per-kind recall (ours):"]
    for kind, (got, total) in sorted(
        ours.by_kind.items(), key=lambda kv: (kv[1][0] / kv[1][1], kv[0])
    ):
        lines.append(f"  {got / total:6.3f}  {got:>3}/{total:<3} {kind}")
    lines += ["", "benign kept by kind (ours):"]
    for kind, (got, total) in sorted(
        ours.benign_by_kind.items(), key=lambda kv: (kv[1][0] / kv[1][1], kv[0])
    ):
        lines.append(f"  {got / total:6.3f}  {got:>3}/{total:<3} {kind}")
    return "\n".join(lines)


def _misses(corpus: Sequence[Case], ours: Score, outputs: dict[str, str]) -> str:
    by_id = {case.id: case for case in corpus}
    parts: list[str] = []
    for case_id in ours.missed:
        case = by_id[case_id]
        left = [s for s in case.secrets if leaked(s, outputs[case_id])]
        parts.append(f"--- MISSED {case_id} [{case.kind}] leaked: {left!r}\n{case.text}")
    for case_id in ours.changed:
        case = by_id[case_id]
        parts.append(f"--- CHANGED {case_id} [{case.kind}]\n{case.text}\n=>\n{outputs[case_id]}")
    return "\n".join(parts) if parts else "no misses"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--corpus", choices=sorted(CORPORA), default="independent")
    parser.add_argument("--split", choices=("holdout", "dev"), default="holdout")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--show-misses", action="store_true", help="only for a split that may be tuned on"
    )
    args = parser.parse_args(argv)
    split: Split = args.split
    if args.show_misses and (args.corpus, split) not in TUNABLE:
        print(
            f"--show-misses is refused for the {args.corpus} {split} split: it is an "
            "evaluation set and must not be tuned against. Splits that may be tuned on: "
            + ", ".join(f"{c} {s}" for c, s in sorted(TUNABLE))
            + ".",
            file=sys.stderr,
        )
        return 2
    corpus = cases(split, args.corpus)
    ours, outputs = score_ours(corpus)
    theirs = score_detect_secrets(corpus)
    mbps = throughput(corpus, scrub)
    if args.json:
        payload: dict[str, object] = {
            "corpus": args.corpus,
            "split": split,
            "kinds": len({case.kind for case in corpus if case.is_secret}),
            "throughput_mb_s": round(mbps, 3),
        }
        for name, score in (("ours", ours), ("detect_secrets", theirs)):
            data = asdict(score)
            data.pop("missed")
            data.pop("changed")
            if name == "detect_secrets":
                data.pop("by_kind")
                data.pop("benign_by_kind")
            payload[name] = {
                "recall": round(score.recall, 4),
                "fully_clean": round(score.clean, 4),
                "benign_kept": round(score.kept, 4),
                **data,
            }
        print(json.dumps(payload, indent=2, sort_keys=True))
    else:
        print(_report(args.corpus, split, corpus, ours, theirs, mbps))
    if args.show_misses:
        print()
        print(_misses(corpus, ours, outputs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
