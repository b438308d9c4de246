"""The rules that came from the twenty-third look-alike corpus (an online travel agency's
notes; its holdout, studied as tuning data "dev23" once it had been scored): a pagination
token (``nextPageToken``, ``NextToken``, ``continuation_token``), Adyen's public origin
key (``pub.v2.…``) and a record named by the noun before it (an offer, a booking, a
payment) are kept. A credential labelled the same way as the kept ones is still taken."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

CURSOR = "okAHKUN8iY-dvkH53snfcHBhQfnlTMvBVp4udrCP5ZTjiMeGWMhuAFTLSSYUjLBZ"
ORIGIN_KEY = (
    "pub.v2.6504631908116509.aHR0cHM6Ly9jaGVja291dC5leGFtcGxlLmNvbQ."
    "71Q8VVcD5_jI2__FbKM8HcBTcGD_iTbVVM4MP9LdKc0"
)


@pytest.mark.parametrize(
    "text",
    [
        f"- nextPageToken {CURSOR} — kursor stronicowania, ważny tylko dla tego zapytania",
        f'{{"items": [], "NextToken": "{CURSOR}"}}',
        f"continuation_token={CURSOR}",
        f"page token: {CURSOR}",
        f"Old originKey from 2026 still in the seat-map widget: {ORIGIN_KEY}",
        "Duffel: offer request orq_0000g1Q5OArvL40SEZa3st → offer off_0000bmbx2AuJORvxuiGblq "
        "→ order ord_0000g7DMgglZINsEuAzSZF (booking_reference 986NNL)",
        "reserva confirmada, booking bk_7Hq2LmX9vR4tYp8WzK3nB6cD (PNR ZX4K9Q)",
        "refund re_3PqR8sT2uV4wX6yZ9aB1cD5e for the cancelled segment",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"refresh_token={CURSOR}", CURSOR),
        (f"ADYEN_API_KEY={CURSOR}", CURSOR),
        (f"api token: {CURSOR}", CURSOR),
        # a token whose label only ends like a pagination one
        (f"homepage_token={CURSOR}", CURSOR),
        ("offer service password: Zx8!vQ2#mP5wK9rT", "Zx8!vQ2#mP5wK9rT"),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)
