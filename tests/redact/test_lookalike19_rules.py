"""The rules that came from the nineteenth look-alike corpus (an ISP's network notes; its
holdout, studied as tuning data "dev19" once it had been scored): a Twilio account SID
(``AC…``, the account's public name) where it is used as one (labelled SID in any language,
in the API's path, ``Client()``'s first argument, the user of ``-u``), a Midtrans client
key, and a WireGuard public key printed by ``wg pubkey`` or labelled public in another
language are kept. (An ``AC…`` SID in a table column headed "SID" is still taken.)"""

from __future__ import annotations

import pytest

from ocmem.redact import MARKER, scrub

SID = "AC" + "07955b7c741c48eb50af46afe73d26ec"
WG = "FDQjkOGiaMfK6LtHIMvug0oCue5JPt1a2FbTJwPbX1Y="


@pytest.mark.parametrize(
    "text",
    [
        f'client = Client("{SID}", os.environ["TWILIO_AUTH_TOKEN"])',
        f"- [x] Account SID Twilio (bukan rahasia, cuma ID): {SID}; auth token ada di Vault",
        f"curl https://api.twilio.com/2010-04-01/Accounts/{SID}/Messages.json",
        f'curl -X POST https://api.twilio.com -u "{SID}:$TWILIO_AUTH_TOKEN"',
        f"> El SID de la cuenta de Twilio es {SID} y el messaging service MG62bbb",
        '<script src="https://app.sandbox.midtrans.com/snap/snap.js" '
        'data-client-key="SB-Mid-client-74yEQHUTuXRyKZ4t"></script>',
        "client key Mid-client-UKQGqFuU0wbKhkvJ, merchant G376314019",
        f"$ wg pubkey < /etc/wireguard/private.key\n{WG}",
        f"> La clave pública del peer de bayu es {WG}; ya está en bhz1-agg02.",
        f"A chave pública do peer: {WG}",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert scrub(text).text == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            f'client = Client("{SID}", "4f1c2a9e7b3d5f6a8c0e2b4d6f8a0c2e")',
            "4f1c2a9e7b3d5f6a8c0e2b4d6f8a0c2e",
        ),
        (
            "TWILIO_API_KEY=SK" + "c2a837595385f15ef6b14f76b9cc7be3",
            "c2a837595385f15ef6b14f76b9cc7be3",
        ),
        ("MIDTRANS_SERVER_KEY=Mid-server-Zq8vN3kLm2Xw9RtY7pQ4aB", "Zq8vN3kLm2Xw9RtY7pQ4aB"),
        (f"$ wg genkey\n{WG}", WG),
        (f"account {SID}", SID),
        (f"[Interface]\nPrivateKey = {WG}", WG),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    out = scrub(text).text
    assert secret not in out
    assert MARKER in out
