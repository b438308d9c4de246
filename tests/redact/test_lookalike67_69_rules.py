"""The rules that came from the sixty-seventh to sixty-ninth look-alike corpora (a
Finnish-Estonian scooter operator, a Ugandan-Rwandan telemedicine startup and an
Irish-Scottish energy co-operative; each holdout studied as tuning data once it had been
scored).

Kept: masks that keep a vendor's suffix (``FLWSECK-****…2272-X``) or three stars before
the last four, a Kafka message key and an sccache key, HERE polylines and route handles,
SOPS's encrypted data key (``enc:``), a versioned signature header, Flutterwave public
keys, Tailscale's stable ids (``…CNTRL``), a path of lowercase names (``docker pull``'s
"Pulling from"), and a key word one sentence before the value it does not name. Taken:
Flutterwave secret and encryption keys, UpCloud API tokens (a typed-id shape otherwise
kept), Aiven service passwords and its ``aivenv1`` authorization scheme, the value of
``::add-mask::``, a GitLab variable created with ``--form key=… --form value=…``, a
bracketed name (``config[secret]=``), Estonian "võti" and French subscription and unseal
keys."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed


@pytest.mark.parametrize(
    "text",
    [
        "FLW_SECRET_KEY=FLWSECK-****************************8f1c-X  (as the variables page shows)",
        "- token: ***b7e4 (masked)",
        "Kafka key 3c9e2a71-5b8d-4f06-9e1c-7a2b4d6f8e01 lands on partition 7",
        "TIL sccache key 5e1f0a9c3b7d2e8f4a6c1b9d7e3f5a20 miss -> full rebuild",
        '"polyline": "BGz9kLq3_8RvT-Wp2mNxD7cHfE0aYjU5sKiO4gBtL6nQ1eVhZ_rCw8uPdXyFoM3lJb"',
        "routeHandle nQ7vL2xR9kT4mW8pZ1cB6yH3dF5gJ0sA-eKiU_oNrVwXqYtLbMjCzPfDhGuEnSaIyOl",
        "      - resource_id: projects/p/locations/europe-west1/keyRings/sops/cryptoKeys/k\n"
        "        enc: CiQAq7Lm2Xv9Rt4Kd8WpHs3Nb6Fz1Qc5Yj0Ue7Ga4Io2Pr8Tk6Vw9Bx3Mn5Cd1Ef7Gh=",
        "X-HubSpot-Signature-v3: Rk2mV8qL3xT9wN4pZ7cB1yH6dF0gJ5sA2eK8iU3oNrQ=",
        "- FLW public key FLWPUBK-5e8a1c3f7b9d2e4a6c8f0b1d3e5a7c9f-X",
        "> Auth key kQw7ErT9yU2CNTRL revoked in the admin console",
        "2034.08.04-b6ac280c: Pulling from acme-prod/services/dhis2-sync",
        "Neither is a key. Hook-signature "
        "4e7a1c9f3b5d2e8a6c0f4b2d7e9a1c3f5b8d0e2a4c6f8b1d3e5a7c9f0b2d4e6a checked.",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "| FLW secret key | FLWSECK-9c2e4a6f8b1d3e5a7c9f0b2d4e6a8c1f-X |",
            "FLWSECK-9c2e4a6f8b1d3e5a7c9f0b2d4e6a8c1f-X",
        ),
        ("encryption key FLWSECK_TEST5a9c1e3f7b2d", "FLWSECK_TEST5a9c1e3f7b2d"),
        (
            "UPCLOUD_TOKEN=ucat_01J9K2M4N6P8Q0R2S4T6V8W0XY upctl server list",
            "ucat_01J9K2M4N6P8Q0R2S4T6V8W0XY",
        ),
        (
            'curl -H "Authorization: aivenv1 Hq7Rt2Kp9Lm4Xv8Zn3Bw6Cd1Fs5Gj0TyUe3Wq8Ra" '
            "https://api.aiven.io/v1/project",
            "Hq7Rt2Kp9Lm4Xv8Zn3Bw6Cd1Fs5Gj0TyUe3Wq8Ra",
        ),
        (
            "$ avn service user-get kafka --json | jq -r .password\nAVNS_k3Lm9-QxT2_vR8wN4pZ",
            "AVNS_k3Lm9-QxT2_vR8wN4pZ",
        ),
        ('echo "::add-mask::Tq7@Lm2*_Xv9+.Rk4" came too late', "Tq7@Lm2*_Xv9+.Rk4"),
        (
            'curl -X POST "https://gitlab.com/api/v4/projects/7/variables" '
            '--form "key=TWILIO_AUTH_TOKEN" --form "value=4b8e1c7a3f9d2e6b0a5c8f1d4e7a2b9c"',
            "4b8e1c7a3f9d2e6b0a5c8f1d4e7a2b9c",
        ),
        (
            "gh api repos/o/r/hooks -f name=web -f config[secret]=7c1e9a3f5b2d8e4a6c0f1b9d3e7a5c2f",
            "7c1e9a3f5b2d8e4a6c0f1b9d3e7a5c2f",
        ),
        (
            "X-tee turvaserveri API võti (XROAD_SYSTEM_ADMINISTRATOR): "
            "5d2f8a1c-7e3b-4c9d-a6f0-2b8e4d1c7a93",
            "5d2f8a1c-7e3b-4c9d-a6f0-2b8e4d1c7a93",
        ),
        (
            "Clé d'abonnement MoMo (produit collection) : 8e2a6c4f1b9d3e7a5c0f2b8d6e4a1c9f",
            "8e2a6c4f1b9d3e7a5c0f2b8d6e4a1c9f",
        ),
        (
            "Clé de descellement n°3 (gardée par Amina) : "
            "Qm7vL2xR9kT4mW8pZ1cB6yH3dF5gJ0sA2eK8iU3oNrVw",
            "Qm7vL2xR9kT4mW8pZ1cB6yH3dF5gJ0sA2eK8iU3oNrVw",
        ),
    ],
)
def test_a_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        'curl --form "key=DEPLOY_REGION" --form "value=eu-west-1"',
        "cache[token] = user",
        "trp_01HQ3K5M7N9P1R3S5T7V9W1X3Y is the trip's id",
    ],
)
def test_the_new_rules_leave_their_neighbours_alone(text: str) -> None:
    assert_kept(text)
