"""Properties that hold for any input: text outside replaced spans is untouched, a second
scrub changes nothing and counts 0, and counts are per distinct secret."""

from __future__ import annotations

import itertools
import random
import re
import string

import pytest
from tests.redact.corpus import benign_cases, secret_cases

from ocmem.redact import MARKER, locate_secrets, scrub

_SEPARATOR = "\n\n"  # no connector reaches across a blank line
_FILLER_ALPHABET = string.ascii_letters + string.digits + " .,:;=-_/'\"`()[]{}<>@#$%\t\né€日"


def _corpus_texts() -> list[str]:
    return [case.text for case in secret_cases()] + [case.text for case in benign_cases()]


def _random_document(rng: random.Random) -> str:
    pieces = rng.sample(_corpus_texts(), k=rng.randint(1, 8))
    if rng.random() < 0.5:
        pieces.append("".join(rng.choice(_FILLER_ALPHABET) for _ in range(rng.randint(0, 200))))
    rng.shuffle(pieces)
    return _SEPARATOR.join(pieces)


def _documents() -> list[str]:
    rng = random.Random(7)
    return _corpus_texts() + [_random_document(rng) for _ in range(300)]


def _assert_only_markers_differ(original: str, scrubbed: str) -> None:
    """Every character of ``scrubbed`` outside a marker appears, in order, in ``original``,
    and each marker stands for a non-empty run of it."""
    pattern = "".join(
        "(.+?)" if piece == MARKER else re.escape(piece)
        for piece in re.split(f"({re.escape(MARKER)})", scrubbed)
    )
    assert re.fullmatch(pattern, original, flags=re.DOTALL) is not None, original[:80]


def test_text_outside_the_replaced_spans_is_byte_identical() -> None:
    for document in _documents():
        result = scrub(document)
        _assert_only_markers_differ(document, result.text)
        assert result.text.count(MARKER) == result.count + document.count(MARKER)
        assert len(result.kinds) == result.count


def test_scrubbing_twice_changes_nothing_and_counts_zero() -> None:
    for document in _documents():
        once = scrub(document)
        twice = scrub(once.text)
        assert (twice.text, twice.count, twice.kinds) == (once.text, 0, ()), document[:80]


def test_spans_are_ordered_and_disjoint() -> None:
    for document in _documents():
        spans = locate_secrets(document)
        for before, after in itertools.pairwise(spans):
            assert before.end <= after.start
        assert all(span.start < span.end for span in spans)


def test_separate_pieces_scrub_as_they_do_alone() -> None:
    rng = random.Random(11)
    texts = _corpus_texts()
    for _ in range(100):
        pieces = rng.sample(texts, k=5)
        joined = scrub(_SEPARATOR.join(pieces))
        alone = [scrub(piece) for piece in pieces]
        assert joined.text == _SEPARATOR.join(result.text for result in alone)
        assert joined.count == sum(result.count for result in alone)


def test_a_value_found_by_several_detectors_counts_once() -> None:
    token = "gh" + "p_" + "Q9w8E7r6T5y4U3i2O1p0A9s8D7f6G5h4J3k2"
    result = scrub(f'GITHUB_TOKEN="{token}"')
    assert result.text == f'GITHUB_TOKEN="{MARKER}"'
    assert (result.count, result.kinds) == (1, ("github-token",))


def test_text_that_only_mentions_the_marker_counts_zero() -> None:
    text = f"password: {MARKER}\ntoken={MARKER}\npostgres://u:{MARKER}@db/app"
    assert (scrub(text).text, scrub(text).count) == (text, 0)


def test_kinds_never_carry_values() -> None:
    for case in secret_cases():
        kinds = scrub(case.text).kinds
        for secret in case.secrets:
            assert all(secret not in kind for kind in kinds)
        assert all(re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", kind) for kind in kinds)


@pytest.mark.parametrize(
    "unit",
    [
        "password ",
        "password: ",
        'password "',
        "token=",
        "key ",
        "tokentoken",
        "a",
        "-----BEGIN PRIVATE KEY-----\n",
        "https://a:b",
        "eyJ",
        "sk-",
        "authorization:",
        "Authorization: Bearer ",
        "mysql ",
        "é password is ",
        "password=$password",
        "1.2" + "a" * 50,
        # issue 14's detectors: code lists, seed phrases, pairs, passphrases, .pgpass
        "recovery codes: ",
        "1234-5678 ",
        "codes:\n- ",
        "seed ",
        "seed abc ",
        "abandon ",
        "passphrase is ",
        "PIN ",
        "u: a p: ",
        "admin:",
        "a / ",
        "use ",
        "login as ",
        ":5432:",
        "hf_",
        "-us",
        "xkeysib-",
        "webhook.office.com/webhookb2/",
        "a." * 20,
        "(aside) ",
        "key" + "1" * 40 + "a ",  # was exponential: a digit run after a secret word
        # was exponential before it was committed: a prose link whose words could be split
        # anywhere ("password for <a long run>")
        "password for " + "x" * 300 + " ",
        "password dell'" + "x" * 300 + " ",
        "wachtwoord van a b c d is gewijzigd ",
        # a Markdown table: every row under a header naming a password is read
        "| user | password |\n|---|---|\n| a | Xk29vLq8mT! |\n",
        "|",
        "| password |\n",
        "hasło a ",
        "Lösenordet till ",
    ],
    ids=repr,
)
def test_pathological_input_is_scrubbed_in_linear_time(unit: str) -> None:
    # 64 KB of a repeated unit: anything quadratic would take minutes here. Timings are
    # not asserted; benchmarks/bench_redact.py measures them.
    text = unit * (65_536 // len(unit))
    result = scrub(text)
    _assert_only_markers_differ(text, result.text)


_GLUE_ATOMS = (
    "password", "PASSWORD", "token", "tokens", "API_KEY", "secret", "pw", " is ", ": ", "=",
    " = ", "→", "--token ", "--password=", "\n", " ", "'", '"', "`", "(", ")", ",", ";", "&",
    "!", "Hunter2x", "abc123", "hunter", "$VAR", "<tok>", "https://u:", "@host/",
    "Authorization: Bearer ", "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----",
    "eyJabcdefghijk.eyJabcdefghijk.sig", "gh" + "p_" + "a1" * 18, "sk-" + "aB3" * 8, MARKER,
    "é", "and", "Passwords: ", "curl -u a:", "mysql -p", "AccountKey=", "4096", "1.2.3",
    "Recovery codes:", "1234-5678", "ab12c-de3f4", "seed phrase: ", "abandon ", "legal ",
    "passphrase is ", "PIN ", "9911", "u: ", "p: ", "admin:", "Xk29vLq8mT!", " / ",
    "db:5432:app:ops:", "with ", " as ", "login ", "(legacy) ", ", by the way,", "```",
)  # fmt: skip


def test_glued_fragments_still_scrub_idempotently() -> None:
    # Replacing a value glued to its neighbours changes how they read; the scrub must
    # settle so that a second scrub finds nothing (found by fuzzing such fragments).
    rng = random.Random(3)
    for _ in range(400):
        text = "".join(rng.choice(_GLUE_ATOMS) for _ in range(rng.randint(1, 25)))
        once = scrub(text)
        _assert_only_markers_differ(text, once.text)
        assert scrub(once.text).count == 0, text
