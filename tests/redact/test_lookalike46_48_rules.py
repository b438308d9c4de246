"""The rules made while the forty-sixth to forty-eighth look-alike corpora were written,
and then from them once each had been scored.

Before they were scored, the look-alikes that lookalike37–45 lost when each was held out
were studied together: most (77 of 127) were runs the scrubber took for want of any other
reason, with no credential word near them. One shape among them is an id in general: a
prefixed lowercase body shorter than a key (a ULID or cuid after ``trp_``, ``drv_``), which
no key with a prefix has (they mix cases or run longer, and an uppercase one stays a key)."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "Заметка: trip trp_01qpf1bjkk4b9wfa2cnz26tq1m",
        "Yolculuk trp_01qnhk2yzamgpqj72xnrtfr8rx",
        "Not: Sürücü drv_e8bdaqqpk92kfyexydtz",
        "returns the next page after trp_01qnw21ny6rcy9xaj4m3aj0r0e",
        "Reservation res_01j9z3k7m2p4q8r6s0t1v5w9xa confirmed",
        "cuid of the row: ord_cl9ebqhxk00008eqf2s3h4j5k",
    ],
)
def test_a_typed_id_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # A credential word near it, a body as long as a key, an uppercase body.
        ("the token is trp_01qpf1bjkk4b9wfa2cnz26tq1m", "trp_01qpf1bjkk4b9wfa2cnz26tq1m"),
        (
            "I used `rdme_1v7z9lmgd5m306jqu9gn5909d0gokuousv93iok5t97a4yucveon971auv4uu1mry`",
            "rdme_1v7z9lmgd5m306jqu9gn5909d0gokuousv93iok5t97a4yucveon971auv4uu1mry",
        ),
        (
            "CI failed until I pasted NRAK-C40CVE0SP7XXWFJEK5HT2W7RTAA",
            "NRAK-C40CVE0SP7XXWFJEK5HT2W7RTAA",
        ),
        (
            "| honeycomb `prod` | ingest | hcaik_0120d6h8arvncqnus595zvgu2y1ivtzt8ga9ivhxd8mesz95",
            "hcaik_0120d6h8arvncqnus595zvgu2y1ivtzt8ga9ivhxd8mesz95",
        ),
    ],
)
def test_a_key_with_a_prefix_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
