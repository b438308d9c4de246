"""MEMORY.md is cut for a prompt exactly where Claude Code cuts it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ocmem.store.index import LOAD_MAX_LINES, LOAD_MAX_UNITS, truncate_for_load

JS_WHITESPACE = set(
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)


def _js_reference(text: str) -> str:
    """Claude Code's steps over a list of UTF-16 code units, written the JavaScript way."""
    units = list(text.encode("utf-16-le", errors="surrogatepass"))
    codes = [units[i] | units[i + 1] << 8 for i in range(0, len(units), 2)]
    while codes and chr(codes[0]) in JS_WHITESPACE:
        codes.pop(0)
    while codes and chr(codes[-1]) in JS_WHITESPACE:
        codes.pop()
    lines: list[list[int]] = [[]]
    for code in codes:
        if code == 0x0A:
            lines.append([])
        else:
            lines[-1].append(code)
    if len(lines) > LOAD_MAX_LINES:
        kept: list[int] = []
        for i, line in enumerate(lines[:LOAD_MAX_LINES]):
            kept += ([0x0A] if i else []) + line
        codes = kept
    if len(codes) > LOAD_MAX_UNITS:
        cut_at = max(
            (i for i in range(min(len(codes), LOAD_MAX_UNITS + 1)) if codes[i] == 10), default=-1
        )
        codes = codes[: cut_at if cut_at > 0 else LOAD_MAX_UNITS]
    if codes and 0xD800 <= codes[-1] <= 0xDBFF:
        codes.pop()  # ours drops a split pair's orphan; JavaScript would keep it
    data = b"".join(code.to_bytes(2, "little") for code in codes)
    return data.decode("utf-16-le", errors="surrogatepass")


def test_a_newline_exactly_at_unit_25000_is_the_cut() -> None:
    text = "a" * LOAD_MAX_UNITS + "\n" + "b" * 10
    assert truncate_for_load(text) == ("a" * LOAD_MAX_UNITS, True)


def test_astral_characters_count_two_units() -> None:
    line = "😀" * 99  # 198 units per line, 199 with its newline
    text = "\n".join([line] * 150)  # 150 lines, 29,849 units: cut by size, not lines
    cut, truncated = truncate_for_load(text)
    assert truncated
    assert cut == "\n".join([line] * 125)  # 125 * 199 - 1 = 24,874 units; 126 would be 25,073
    assert len(cut.encode("utf-16-le")) // 2 <= LOAD_MAX_UNITS


def test_hard_cut_without_a_newline_never_splits_a_pair() -> None:
    cut, truncated = truncate_for_load("x" + "😀" * 20_000)
    assert truncated
    assert cut == "x" + "😀" * 12_499  # unit 25,000 would split the 12,500th emoji
    assert cut.encode("utf-8")


def test_two_hundred_lines_are_kept_and_not_more() -> None:
    text = "\n".join(f"- [m{i}](m{i}.md) — d" for i in range(250))
    cut, truncated = truncate_for_load("\ufeff  " + text + "\n\n")
    assert truncated
    assert cut.count("\n") == LOAD_MAX_LINES - 1
    assert truncate_for_load(text[: text.index("m200") - 4]) == (
        text[: text.index("m200") - 4].strip(),
        False,
    )


def test_trim_is_javascripts_not_pythons() -> None:
    # Python's strip removes \x1c and \x85 but keeps \ufeff; JavaScript's trim is the reverse.
    assert truncate_for_load("\x1cindex\x85") == ("\x1cindex\x85", False)
    assert truncate_for_load("\ufeff\u3000index\u2028") == ("index", False)


_chars = st.sampled_from(["a", "é", "😀", "\n", " ", "\u2028", "\x85", "\ufeff", "𝄞"])


@settings(max_examples=60, deadline=None)
@given(
    pieces=st.lists(st.tuples(_chars, st.integers(1, 3000)), min_size=1, max_size=40),
)
def test_matches_the_reference_on_large_mixed_indexes(pieces: list[tuple[str, int]]) -> None:
    text = "".join(char * count for char, count in pieces)
    cut, _ = truncate_for_load(text)
    assert cut == _js_reference(text)
