"""The extraction manifest within its token budget: everything when it fits, else newest first."""

from __future__ import annotations

from datetime import date

from hypothesis import given, settings
from hypothesis import strategies as st

from ocmem.prompts import ManifestEntry, render_extract
from ocmem.prompts.token_estimate import estimate_tokens


def _extract(manifest: list[ManifestEntry], budget: int | None) -> str:
    return render_extract(
        manifest=manifest,
        processed_turns=0,
        total_turns=1,
        provenance=None,
        capture_user=False,
        provenance_enabled=False,
        store_dir="/store",
        store_mode="global",
        session_id="ses_1",
        today=date(2026, 7, 16),
        manifest_budget_tokens=budget,
    ).body


def _block(body: str) -> list[str]:
    start = body.rindex("<ocmem-manifest>\n")
    return body[start : body.index("</ocmem-manifest>")].splitlines()[1:]


def _entries(count: int) -> list[ManifestEntry]:
    return [
        ManifestEntry(
            f"project_fact_{i:04d}.md",
            "project",
            f"Fact number {i} about the billing service and its queue",
            "2026-01-01T00:00:00.000Z"
            if i % 7 == 0
            else f"2026-03-{1 + i % 28:02d}T{i % 24:02d}:00:00.000Z",
        )
        for i in range(count)
    ]


def test_estimate_is_bytes_over_four_rounded_up() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("abcd") == 1
    assert estimate_tokens("abcde") == 2
    assert estimate_tokens("日本") == 2  # six bytes


def test_a_manifest_that_fits_is_whole_and_sorted_by_file() -> None:
    entries = _entries(20)
    assert _extract(entries, 100_000) == _extract(entries, None)
    lines = _block(_extract(entries, 100_000))
    assert len(lines) == 20
    assert lines == sorted(lines)


def test_a_large_manifest_keeps_the_newest_within_budget() -> None:
    entries = _entries(2000)
    body = _extract(entries, 2000)
    lines = _block(body)
    assert estimate_tokens("\n".join(lines)) <= 2000
    assert 0 < len(lines) < 2000
    assert "2000 memories, too many to list here" in body
    newest = sorted(entries, key=lambda e: e.file)
    newest.sort(key=lambda e: e.modified, reverse=True)
    assert [line.split(" ")[1] for line in lines] == [e.file for e in newest[: len(lines)]]


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=400), st.integers(min_value=500, max_value=6000))
def test_budget_is_always_respected(count: int, budget: int) -> None:
    lines = _block(_extract(_entries(count), budget))
    assert estimate_tokens("\n".join(lines)) <= budget
