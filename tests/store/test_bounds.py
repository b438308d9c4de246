"""The bounds an answer is held to: field lengths, file names, dates, saves and deletes per pass."""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ocmem.store import bounds, naming
from ocmem.store.apply import ApplyResult
from ocmem.store.bounds import MassDeleteError, PassLimits
from ocmem.store.catalog import scan_store
from ocmem.store.index import index_targets
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import parse
from ocmem.store.ops import WITHHELD, keep_first_saves, parse_ops
from ocmem.wrapper.launch_recall import render_block

ApplyFn = Callable[..., ApplyResult]
Save = Callable[..., dict[str, str]]
LIMITS = PassLimits(max_saves=20, max_deletes=10, max_delete_fraction=0.5)
NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


def _random(alphabet: str, n: int, seed: int = 7) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(n))


def _github_token() -> str:
    return "gh" + "p_" + _random(string.ascii_letters + string.digits, 36)


def _aws_key() -> str:
    return "AK" + "IA" + _random(string.ascii_uppercase + string.digits, 16, seed=3)


def _files(location: StoreLocation) -> list[str]:
    return sorted(p.name for p in location.memory_dir.iterdir())


def _assert_consistent(location: StoreLocation) -> None:
    memories = scan_store(location).memories
    for memory in memories:
        parse((location.memory_dir / memory.file).read_text(), memory.file)
    targets = index_targets(location.index_path.read_text()) if location.index_path.exists() else []
    assert sorted(targets) == sorted(m.file for m in memories)


# --- one-line fields -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("short", 150, "short"),
        ("x" * 150, 150, "x" * 150),
        ("word " * 40, 150, ("word " * 30).rstrip() + "…"),
        ("y" * 400, 150, "y" * 149 + "…"),
        ("a " + "z" * 300, 100, "a " + "z" * 97 + "…"),
    ],
)
def test_clip_cuts_on_a_word_boundary_with_an_ellipsis(
    text: str, limit: int, expected: str
) -> None:
    assert bounds.clip(text, limit) == expected


@given(st.text(max_size=600), st.integers(min_value=2, max_value=300))
def test_clip_never_exceeds_its_limit(text: str, limit: int) -> None:
    clipped = bounds.clip(text, limit)
    assert len(clipped) <= limit
    assert clipped == text or clipped.endswith("…")


def test_a_24_kb_description_and_a_long_name_are_cut_to_one_index_line(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    description = ("deploy notes " * 2_000)[:24_000]
    apply({"save": [save("project_long.md", description=description, name="n" * 5_000)]})
    (memory,) = scan_store(location).memories
    assert len(memory.description) <= bounds.MAX_DESCRIPTION_CHARS
    assert memory.description.endswith("…")
    assert len(memory.name) <= bounds.MAX_NAME_CHARS
    (line,) = location.index_path.read_text().splitlines()
    assert len(line) < 300


# --- dates -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        "0999-01-01T00:00:00Z",
        "0001-01-01T00:00:00+05:00",
        "9999-12-31T23:59:59-05:00",
        "1969-12-31T23:59:59Z",
        "2999-01-01T00:00:00Z",
        "yesterday",
        "",
        "2026-13-01",
        "2026-01-01T00:00:00Z" + " " * 100,
        42,
        None,
    ],
)
def test_an_implausible_created_falls_back_to_the_write_time(raw: object) -> None:
    assert bounds.answer_created(raw, NOW) is None


def test_a_plausible_created_is_canonical() -> None:
    assert bounds.answer_created("2026-04-30T10:00:00+02:00", NOW) == "2026-04-30T08:00:00.000Z"


@pytest.mark.parametrize("created", ["0999-01-01T00:00:00Z", "0001-01-01T00:00:00+05:00", "x"])
def test_a_bad_created_in_an_answer_is_saved_with_now(
    apply: ApplyFn, location: StoreLocation, save: Save, created: str
) -> None:
    moment = datetime(2026, 2, 3, 4, 5, 6, tzinfo=UTC)
    result = apply({"save": [save("project_x.md", created=created)]}, now=moment)
    assert result.saved == ("project_x.md",)
    assert (
        "created: 2026-02-03T04:05:06.000Z\n" in (location.memory_dir / "project_x.md").read_text()
    )


@pytest.mark.parametrize(
    "on_disk", ["0001-01-01T00:00:00+05:00", "0999-01-01T00:00:00Z", "not a date", ""]
)
def test_a_stored_memory_with_a_bad_created_is_updated_not_crashed_on(
    apply: ApplyFn, location: StoreLocation, save: Save, on_disk: str
) -> None:
    location.memory_dir.mkdir(parents=True)
    (location.memory_dir / "project_x.md").write_text(
        f"---\nname: x\ndescription: d\ncreated: {on_disk}\n"
        "metadata:\n  type: project\n---\n\nold\n"
    )
    moment = datetime(2026, 2, 3, tzinfo=UTC)
    result = apply({"save": [save("project_x.md", body="new")]}, now=moment)
    assert result.updated == ("project_x.md",)
    text = (location.memory_dir / "project_x.md").read_text()
    assert "created: 2026-02-03T00:00:00.000Z\n" in text
    assert text.endswith("\nnew\n")


# --- file names ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "file",
    [
        lambda: f"reference_{_github_token()}.md",
        lambda: f"reference-{_github_token()}-notes.md",
        lambda: f"project_{_aws_key()}.md",
        lambda: f"project_{_aws_key()}_keys.md",
        lambda: f"project{_aws_key()}.md",
        lambda: f"{_github_token()}.md",
    ],
)
def test_a_secret_shaped_file_name_is_detected(file: Callable[[], str]) -> None:
    assert naming.file_name_has_secret(file())


@pytest.mark.parametrize(
    "file",
    [
        "project_deploy_steps.md",
        "feedback_terse_answers.md",
        "reference_staging_db_password_rotation.md",
        "project_authentication_internationalization.md",
        "user_prefers_tabs.md",
    ],
)
def test_ordinary_file_names_are_not_secrets(file: str) -> None:
    assert not naming.file_name_has_secret(file)


@pytest.mark.parametrize("mode", ["off", "on"])
@pytest.mark.parametrize("scrub", [False, True])
def test_a_secret_in_a_file_name_is_rejected_in_every_store_and_never_reported(
    apply: ApplyFn, project: Path, env: dict[str, str], save: Save, mode: str, scrub: bool
) -> None:
    from ocmem.store.location import resolve_store

    if mode == "on":
        (project / ".claude" / "memory").mkdir(parents=True)
    target = resolve_store(project, mode, env)  # type: ignore[arg-type]
    token = _github_token()
    result = apply(
        {"save": [save(f"reference_{token}.md"), save("project_fine.md")]},
        target=target,
        scrub=scrub,
    )
    assert result.saved == ("project_fine.md",)
    (rejected,) = result.rejected
    assert "secret-shaped" in rejected.reason
    assert token not in repr(result)
    assert WITHHELD in rejected.item
    assert token not in target.index_path.read_text()
    in_repo_extra = [".gitattributes"] if mode == "on" else []  # the team store's merge rule
    assert _files(target) == [*in_repo_extra, "MEMORY.md", "project_fine.md"]


def test_a_new_file_name_is_bounded_but_an_existing_long_one_can_be_updated(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    long_new = "project_" + "n" * 100 + ".md"
    long_old = "project_" + "o" * 100 + ".md"
    location.memory_dir.mkdir(parents=True)
    (location.memory_dir / long_old).write_text("---\nname: o\n---\n\nold\n")
    result = apply({"save": [save(long_new), save(long_old, body="new")]})
    assert result.updated == (long_old,)
    assert result.saved == ()
    assert "longer than 100 characters" in result.rejected[0].reason


# --- saves and deletes per pass ----------------------------------------------------------------


def test_only_the_first_saves_apply_and_the_excess_is_one_rejection() -> None:
    batch = parse_ops(
        {"save": [{"file": f"p{i}.md", "type": "project", "body": "b"} for i in range(50)]}
    )
    kept = keep_first_saves(batch, 20)
    assert [s.file for s in kept.saves] == [f"p{i}.md" for i in range(20)]
    (rejected,) = kept.rejected
    assert "30 more" in rejected.item
    assert "limit of 20 saves" in rejected.reason
    assert keep_first_saves(batch, None) is batch


def test_items_past_the_examined_maximum_are_one_rejection() -> None:
    items = [{"file": f"p{i}.md", "type": "bogus", "body": "b"} for i in range(10_000)]
    batch = parse_ops({"save": items})
    assert len(batch.rejected) == 1_001
    assert sum("not examined" in r.reason for r in batch.rejected) == 1


def test_a_ten_thousand_save_answer_never_evicts_memories_from_recall(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    existing = [save(f"project_old_{i:03d}.md", body=f"fact {i}") for i in range(180)]
    apply({"save": existing})
    flood = [
        save(f"project_flood_{i}.md", body=f"flood {i}", description="d" * 24_000)
        for i in range(10_000)
    ]
    update = save("project_old_000.md", body="fact 0 updated", description="u" * 24_000)

    result = apply({"save": [update, *flood]}, limits=LIMITS)

    assert len(result.saved) + len(result.updated) == 20
    block = render_block(location, location.index_path.read_text())
    assert block is not None
    for i in range(180):
        assert f"(project_old_{i:03d}.md)" in block.text
    _assert_consistent(location)


def _seed(apply: ApplyFn, save: Save, n: int) -> None:
    apply(
        {"save": [save(f"project_{i}.md", body=f"fact number {i} " + "abc" * i) for i in range(n)]}
    )


@pytest.mark.parametrize(
    ("stored", "deleting", "limits", "refused"),
    [
        (1, 1, LIMITS, False),  # one delete is always allowed
        (2, 2, LIMITS, True),
        (4, 2, LIMITS, False),
        (4, 3, LIMITS, True),
        (30, 11, LIMITS, True),  # over max_deletes although under half
        (30, 10, LIMITS, False),
        (4, 4, None, False),  # no limits: the dream and `memories rm`
        (3, 1, PassLimits(max_deletes=0), True),
    ],
)
def test_a_pass_deleting_too_much_is_refused_whole(
    apply: ApplyFn,
    location: StoreLocation,
    save: Save,
    stored: int,
    deleting: int,
    limits: PassLimits | None,
    refused: bool,
) -> None:
    _seed(apply, save, stored)
    before = {p.name: p.read_bytes() for p in location.memory_dir.iterdir()}
    document = {
        "save": [save("project_new.md", body="something new")],
        "delete": [f"project_{i}.md" for i in range(deleting)],
    }
    if refused:
        with pytest.raises(MassDeleteError, match="mass-delete"):
            apply(document, limits=limits)
        assert {p.name: p.read_bytes() for p in location.memory_dir.iterdir()} == before
    else:
        result = apply(document, limits=limits)
        assert len(result.deleted) == deleting
    _assert_consistent(location)


def test_deletes_of_missing_files_do_not_count_toward_the_guard(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    _seed(apply, save, 2)
    result = apply({"delete": [f"project_gone_{i}.md" for i in range(50)]}, limits=LIMITS)
    assert result.deleted == ()
    assert len(result.rejected) == 50
    assert len(scan_store(location).memories) == 2


def test_a_delete_of_a_missing_secret_named_file_is_reported_without_the_name(
    apply: ApplyFn, save: Save
) -> None:
    token = _github_token()
    _seed(apply, save, 1)
    result = apply({"delete": [f"reference_{token}.md"]}, limits=LIMITS)
    assert result.deleted == ()
    assert token not in repr(result.rejected)


def test_a_delete_of_an_existing_secret_named_file_is_allowed(
    apply: ApplyFn, location: StoreLocation, save: Save
) -> None:
    name = f"reference_{_github_token()}.md"
    _seed(apply, save, 3)
    (location.memory_dir / name).write_text("---\nname: leaked\n---\n\nbody\n")
    result = apply({"delete": [name]}, limits=LIMITS)
    assert result.deleted == (name,)
    assert name not in location.index_path.read_text()
