"""Generated hostile answers through parse → validate → apply: nothing escapes, nothing is lost."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ocmem.maintain.answer import ops_from_answer
from ocmem.store import bounds
from ocmem.store.apply import apply_ops
from ocmem.store.catalog import scan_store
from ocmem.store.index import index_targets
from ocmem.store.location import StoreLocation, resolve_store
from ocmem.store.memory_file import parse
from ocmem.store.store_errors import OpsError

SEEDED = ("project_deploy.md", "feedback_terse.md", "reference_docs.md", "user_role.md")
LIMITS = bounds.PassLimits(max_saves=20, max_deletes=10, max_delete_fraction=0.5)

# Every code point, surrogates and NUL included.
any_char = st.characters(exclude_categories=())
any_text = st.text(any_char, max_size=40)
fence_text = st.sampled_from(
    ["```", "```json\n{}\n```", "```bash\nls {a,b}\n```", "{", "}", '{"save": []}', "\\", '"']
)
body_text = st.lists(st.one_of(any_text, fence_text), max_size=6).map("".join)
file_names = st.one_of(
    st.sampled_from(
        [
            *SEEDED,
            "project_new.md",
            "project_new",
            "../escape.md",
            "MEMORY.md",
            ".hidden.md",
            "a/b.md",
            "x" * 300 + ".md",
            "reference_" + "gh" + "p_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8" + ".md",
        ]
    ),
    any_text,
    st.integers(),
    st.none(),
)
numbers = st.one_of(
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.just(int("9" * 400)),
)
dates = st.one_of(
    st.sampled_from(
        ["0999-01-01T00:00:00Z", "0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-05:00"]
    ),
    st.datetimes().map(lambda d: d.isoformat()),
    any_text,
    numbers,
)
scalars = st.one_of(st.none(), st.booleans(), numbers, any_text)
junk = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(any_text, inner, max_size=3)
    ),
    max_leaves=8,
)
valid_save = st.fixed_dictionaries(
    {
        "file": st.one_of(
            st.sampled_from([*SEEDED, "project_new.md", "feedback_more.md"]),
            st.from_regex(r"project_[a-z0-9_]{1,20}\.md", fullmatch=True),
        ),
        "type": st.sampled_from(["user", "feedback", "project", "reference"]),
        "body": body_text.map(lambda text: "Fact: " + text),
    },
    optional={
        "name": any_text,
        "description": st.one_of(body_text, st.text(min_size=150, max_size=400)),
        "created": dates,
    },
)
save_item = st.one_of(
    valid_save,
    valid_save,
    st.fixed_dictionaries(
        {
            "file": file_names,
            "type": st.one_of(st.sampled_from(["user", "feedback", "project", "reference"]), junk),
            "body": st.one_of(body_text, junk),
        },
        optional={
            "name": st.one_of(any_text, st.text(max_size=300), junk),
            "description": st.one_of(body_text, st.text(min_size=150, max_size=400), junk),
            "created": dates,
            "extra": junk,
        },
    ),
    junk,
)
documents = st.fixed_dictionaries(
    {"save": st.one_of(st.lists(save_item, max_size=25), st.lists(save_item, max_size=25), junk)},
    optional={
        "delete": st.one_of(st.lists(st.one_of(file_names, junk), max_size=6), junk),
        "harness_feedback": st.one_of(
            st.lists(
                st.fixed_dictionaries(
                    {"title": any_text, "body": body_text},
                    optional={"category": any_text},
                ),
                max_size=3,
            ),
            junk,
        ),
        "unexpected": junk,
    },
)


@st.composite
def answers(draw: st.DrawFn) -> str:
    document = draw(documents)
    encoded = json.dumps(document, indent=draw(st.sampled_from([None, 2])))
    shape = draw(
        st.sampled_from(["fenced", "bare", "prose", "trailing", "two", "cut", "noise", "deep"])
    )
    if shape == "fenced":
        return f"Done.\n\n```json\n{encoded}\n```\n"
    if shape == "bare":
        return encoded
    if shape == "prose":
        return draw(body_text) + " " + encoded + " " + draw(body_text)
    if shape == "trailing":
        return encoded.replace("]", ",]", 1)
    if shape == "two":
        other = json.dumps(draw(documents))
        return f"```json\n{other}\n```\nBetter:\n```json\n{encoded}\n```"
    if shape == "cut":
        return encoded[: draw(st.integers(0, len(encoded)))]
    if shape == "deep":
        depth = draw(st.integers(50, 3_000))
        return "```json\n" + '{"save": [' * depth + "]}" * depth + "\n```\n" + encoded
    return draw(st.text(any_char, max_size=300))


def _seed(location: StoreLocation, state_dir: Path) -> None:
    items: list[dict[str, Any]] = [
        {
            "file": file,
            "type": file.split("_")[0],
            "name": file.removesuffix(".md"),
            "description": f"seeded {file}",
            "body": f"Seeded memory {i} about {file}.",
        }
        for i, file in enumerate(SEEDED)
    ]
    apply_ops(location, {"save": items}, session_id="seed", scrub=False, state_dir=state_dir)


def _snapshot(location: StoreLocation) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(location.memory_dir.iterdir())}


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(answer=answers(), scrub=st.booleans(), limited=st.booleans())
def test_hostile_answers_never_escape_tear_or_lose(answer: str, scrub: bool, limited: bool) -> None:
    with tempfile.TemporaryDirectory() as raw:
        root = Path(raw)
        (root / "project").mkdir()
        location = resolve_store(root / "project", "off", {"CLAUDE_CONFIG_DIR": str(root / "c")})
        state_dir = root / "state"
        _seed(location, state_dir)
        before = _snapshot(location)

        try:
            batch = ops_from_answer(answer)
            result = apply_ops(
                location,
                batch,
                session_id="ses_prop",
                scrub=scrub,
                state_dir=state_dir,
                limits=LIMITS if limited else None,
            )
        except OpsError:  # AnswerError or MassDeleteError: a failed pass, nothing applied
            assert _snapshot(location) == before
            return

        memories = scan_store(location).memories
        on_disk = sorted(p.name for p in location.memory_dir.glob("*.md") if p.name != "MEMORY.md")
        assert sorted(m.file for m in memories) == on_disk, "every file parses"
        for memory in memories:
            text = (location.memory_dir / memory.file).read_text(encoding="utf-8")
            assert parse(text, memory.file).type in ("user", "feedback", "project", "reference")
            assert len(memory.description) <= bounds.MAX_DESCRIPTION_CHARS
        assert sorted(index_targets(location.index_path.read_text())) == on_disk
        lost = set(before) - set(on_disk) - {"MEMORY.md"}
        assert lost <= set(result.deleted), "only a valid delete removes a memory"
        if limited:
            assert len(result.saved) + len(result.updated) + len(result.merged) <= 20
            assert len(result.deleted) <= 1 or len(result.deleted) <= 0.5 * len(SEEDED)
