"""The user's MEMORY.md lines are theirs: only our own entries are added, updated, removed."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ocmem.store.apply import apply_ops
from ocmem.store.index import format_entry, index_targets, parse_entry, sync_index
from ocmem.store.location import StoreLocation
from ocmem.store.memory_file import Memory

FILES = [f"mem_{i}.md" for i in range(6)]


def _m(file: str, description: str = "about it") -> Memory:
    return Memory(file, file[:-3], description, "project", "b", "2026-01-01T00:00:00.000Z")


_free_text = st.text(
    alphabet=st.characters(blacklist_characters="[\n\r", blacklist_categories=("Cs",)),
    min_size=1,
    max_size=30,
).filter(lambda text: text.strip() != "")

_user_line = st.one_of(
    _free_text.map(lambda text: "# " + text),
    _free_text,
    st.just("- [README](README.md)"),
    st.just("- [design notes](../docs/design.md) — the design"),
    st.just("* [guide](guide.md): how we work"),
    st.sampled_from(FILES).map(lambda file: f"1. [{file}]({file}) — numbered by hand"),
    st.just("  - see [mem_0](mem_0.md) in prose"),
)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_user_lines_survive_any_sync_byte_for_byte(data: st.DataObject) -> None:
    on_disk = data.draw(st.sets(st.sampled_from(FILES)), label="memories before")
    relabelled = data.draw(st.sets(st.sampled_from(sorted(on_disk))) if on_disk else st.just(set()))
    user_lines = data.draw(st.lists(_user_line, max_size=12), label="user lines")
    ours = [format_entry(_m(file)) for file in sorted(on_disk - relabelled)]
    ours += [f"- [my own words for {file}]({file}) — hand-written" for file in sorted(relabelled)]
    order = data.draw(st.permutations(user_lines + ours), label="interleaving")
    existing = "\n".join(order) + "\n"

    deleted = data.draw(st.sets(st.sampled_from(sorted(on_disk))) if on_disk else st.just(set()))
    added = data.draw(st.sets(st.sampled_from(FILES)), label="memories saved") - on_disk
    after = [_m(file, "updated") for file in sorted((on_disk - deleted) | added)]
    result = sync_index(existing, after, previous=[_m(file) for file in on_disk], removed=deleted)

    out_lines = result.split("\n")
    # Every user line is still there, in the same order, byte for byte.
    theirs = [line for line in order if line not in ours]
    iterator = iter(out_lines)
    assert all(any(out == line for out in iterator) for line in theirs)
    # Exactly one entry per memory on disk, none for a deleted one.
    targets = [t for t in index_targets(result) if t in FILES]
    expected = {m.file for m in after}
    bullets = [t for t in targets if any(t == m for m in expected)]
    assert sorted(bullets) == sorted(expected)
    for line in out_lines:
        entry = parse_entry(line)
        if entry is not None and entry.target in deleted and entry.target not in expected:
            raise AssertionError(f"entry for a deleted memory survived: {line!r}")
    # A label the user rewrote is kept as written; our own entries carry the new description.
    for file in relabelled - deleted:
        assert f"- [my own words for {file}]({file}) — hand-written" in out_lines
    for file in sorted((on_disk - relabelled - deleted) | added):
        assert format_entry(_m(file, "updated")) in out_lines


def test_dangling_entries_of_ours_go_and_user_links_stay() -> None:
    # `removed` names what the store's history says we wrote or deleted: only those go,
    # whatever the shape of the other lines.
    existing = (
        "# Index\n"
        "- [gone](gone.md) — a memory someone deleted by hand\n"
        "- [README](README.md)\n"
        "- [README](README.md) — the project's readme\n"
        "- [todo](todo.md): my list\n"
        "- [notes](notes.md) — my notes\n"
        "1. [gone](gone.md) — numbered, so the user's\n"
    )
    assert sync_index(existing, [], removed={"gone.md"}) == (
        "# Index\n- [README](README.md)\n- [README](README.md) — the project's readme\n"
        "- [todo](todo.md): my list\n- [notes](notes.md) — my notes\n"
        "1. [gone](gone.md) — numbered, so the user's\n"
    )


def _save(file: str, words: str) -> dict[str, str]:
    return {"file": file, "name": file[:-3], "type": "user", "description": words, "body": words}


def test_lines_we_did_not_write_survive_every_write_whatever_their_shape(
    location: StoreLocation, state_dir: Path
) -> None:
    apply_ops(
        location,
        {"save": [_save("a.md", "likes tea")]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )
    theirs = (
        "- [README](README.md) — the project's readme\n"
        "- [notes](notes.md) — my notes\n"
        "- [Old habit](claude_habit.md) — a memory Claude Code wrote, file since removed\n"
    )
    location.index_path.write_text(theirs + location.index_path.read_text())

    apply_ops(
        location,
        {"save": [_save("b.md", "works nights")], "delete": ["a.md"]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )

    assert location.index_path.read_text() == theirs + "- [b](b.md) — works nights\n"


def test_our_entry_goes_when_its_memory_is_removed_by_hand(
    location: StoreLocation, state_dir: Path
) -> None:
    apply_ops(
        location,
        {"save": [_save("a.md", "likes tea"), _save("b.md", "works nights")]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )
    location.index_path.write_text(
        "- [notes](notes.md) — my notes\n" + location.index_path.read_text()
    )
    (location.memory_dir / "a.md").unlink()  # by hand: no pass deleted it, but one wrote it

    apply_ops(
        location,
        {"save": [_save("c.md", "deploys on fridays")]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )

    assert location.index_path.read_text() == (
        "- [notes](notes.md) — my notes\n- [b](b.md) — works nights\n"
        "- [c](c.md) — deploys on fridays\n"
    )


def test_deleting_through_apply_keeps_every_other_line(
    location: StoreLocation, state_dir: Path
) -> None:
    def save(file: str, words: str) -> dict[str, str]:
        return {"file": file, "name": file[0], "type": "user", "description": words, "body": words}

    apply_ops(
        location,
        {"save": [save("a.md", "likes tea"), save("b.md", "works nights")]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )
    index = location.index_path
    text = index.read_text()
    custom = "- [Alpha, as I call it](a.md) — mine\r"
    index.write_bytes(
        ("## Mine\r\n" + custom + "\n" + text.split("\n", 1)[1] + "Trailing note\n").encode()
    )
    apply_ops(
        location,
        {"save": [save("c.md", "deploys on fridays")], "delete": ["b.md"]},
        session_id=None,
        scrub=False,
        state_dir=state_dir,
    )
    assert index.read_bytes().decode() == (
        "## Mine\r\n" + custom + "\nTrailing note\n- [c](c.md) — deploys on fridays\n"
    )
    apply_ops(location, {"delete": ["a.md"]}, session_id=None, scrub=False, state_dir=state_dir)
    assert (
        index.read_bytes()
        == "## Mine\r\nTrailing note\n- [c](c.md) — deploys on fridays\n".encode()
    )
